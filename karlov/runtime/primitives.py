"""The primitives that compiled effects call: damage, destroy, exile, draw, counters, tokens,
solving a Case (CR 719.3a) and the rest.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ..ir import KEYWORD_COUNTERS
from .abilities import (
    DEATHTOUCH,
    INDESTRUCTIBLE,
    INFECT,
    LIFELINK,
    UMBRA_ARMOR,
    WITHER,
    CantGainLife,
    LifeFloor,
)
from .agent import Decision
from .events import (
    BecameMonstrous,
    CardDrawn,
    CaseSolved,
    CountersPut,
    CountersRemoved,
    CreatureBecameBlocked,
    DamagedBySource,
    DamageDealt,
    Destroyed,
    Discarded,
    Exerted,
    Investigated,
    LifeGained,
    LifeLost,
    Milled,
    ObjectDealtDamage,
    PlayerDealtDamage,
    Regenerated,
    Revealed,
    Sacrificed,
    Scried,
    Shuffled,
    SourceDamagedObject,
    SourceDealtDamage,
    Surveilled,
    Suspected,
    Tapped,
    TokenCreated,
    Untapped,
    WouldCreateTokens,
    WouldDealDamage,
    WouldDraw,
    WouldGainLife,
    WouldPutCounters,
    ZoneChange,
)
from .limits import check_count, check_objects
from .objects import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    CardDefinition,
    GameObject,
    LastKnown,
    Player,
    PlayerRef,
)
from .resolution import resolving_kind
from .zone_casting import discard_into_exile, miracle_reveal

if TYPE_CHECKING:
    from .game import Game


#: The permanent types damage can be dealt to (CR 120.1a).
_DAMAGEABLE = frozenset({"creature", "planeswalker", "battle"})


class PrimitivesMixin:
    """Part of :class:`~karlov.runtime.game.Game`: the primitives that compiled effects call:
    damage, destroy, exile, draw, counters, tokens, solving a Case (CR 719.3a) and the rest.
    """

    # The methods below are what compiled effects call.

    #: The damage dealt so far in the damage event being dealt (``dealing_damage``), or None.
    _damage_event: list[DamageDealt] | None = None

    @contextmanager
    def dealing_damage(self) -> Iterator[None]:
        """One damage event: all the damage dealt inside is dealt simultaneously (CR 120.3,
        510.2: one instruction, one combat damage step). When it ends, each permanent dealt
        damage and each source that dealt damage is told once (:class:`ObjectDealtDamage`,
        :class:`SourceDealtDamage`) with the total, for "Whenever ~ is dealt damage" and
        "Whenever ~ deals damage" (CR 603.2c: one trigger per event). Nested: the outermost
        one is the event."""
        if self._damage_event is not None:
            yield
            return
        self._damage_event = dealt = []
        try:
            yield
        finally:
            self._damage_event = None
        received: dict[int, list[DamageDealt]] = {}
        by_source: dict[int, list[DamageDealt]] = {}
        players: dict[int, list[DamageDealt]] = {}
        for event in dealt:
            if isinstance(event.target, GameObject):
                received.setdefault(id(event.target), []).append(event)
            else:
                players.setdefault(id(event.target), []).append(event)
            by_source.setdefault(id(event.source.obj), []).append(event)
        for events in by_source.values():
            first, total = events[0], sum(e.amount for e in events)
            combat = any(e.combat for e in events)
            self.emit(
                SourceDealtDamage(
                    first.source, first.source_controller, total, combat, logged=False
                )
            )
        for events in players.values():
            player = events[0].target
            assert isinstance(player, Player)
            self.emit(PlayerDealtDamage(player, tuple(events), logged=False))
        for events in received.values():
            target = events[0].target
            assert isinstance(target, GameObject)
            total, combat = sum(e.amount for e in events), any(e.combat for e in events)
            self.emit(ObjectDealtDamage(target, total, combat, logged=False))
            pairs: dict[int, list[DamageDealt]] = {}
            for event in events:  # each source that dealt it damage (CR 603.2c)
                pairs.setdefault(id(event.source.obj), []).append(event)
            for by in pairs.values():
                amount, combat = sum(e.amount for e in by), any(e.combat for e in by)
                source = by[0].source
                self.emit(SourceDamagedObject(source, target, amount, combat, logged=False))
                self.emit(DamagedBySource(source.obj, source, target, amount, combat, logged=False))

    def solve(self, case: GameObject) -> bool:
        """The Case becomes solved (CR 719.3a). Only a permanent still on the battlefield can
        become solved; the designation stays until it leaves (CR 719.3b). Returns whether it
        became solved now."""
        if not self.on_battlefield(case) or case.solved:
            return False
        case.solved = True
        self.emit(CaseSolved(case, self.controller(case), resolving_kind(self)))
        return True

    def is_solved(self, obj: GameObject) -> bool:
        return self.on_battlefield(obj) and obj.solved

    def deal_damage(
        self,
        source: GameObject | LastKnown,
        target: GameObject | Player | None,
        amount: int,
        *,
        combat: bool = False,
        preventable: bool = True,
        applied: set[int] | None = None,
    ) -> int:
        """``source`` deals ``amount`` damage to ``target`` (CR 120.3). Uses last-known
        information if the source left its zone. Handles deathtouch (CR 702.2b), lifelink
        (CR 702.15b) and damage history. Prevention effects (CR 615) apply with the
        replacement effects, unless the damage can't be prevented (``preventable`` false,
        CR 615.12); ``applied``: the replacement effects that already applied to this
        damage, part of an event a redirection split (CR 614.9, 616.1f). Returns the damage
        dealt."""
        if target is None or amount <= 0:  # CR 120.8
            return 0
        if self._damage_event is None:  # damage dealt alone is an event of its own
            with self.dealing_damage():
                return self.deal_damage(
                    source, target, amount, combat=combat, preventable=preventable, applied=applied
                )
        src_obj = source.obj if isinstance(source, LastKnown) else source
        if preventable and self.unpreventable(src_obj, combat):  # type: ignore[attr-defined]
            preventable = False  # "Damage can't be prevented this turn." (CR 615.12)
        if preventable and self.protected_from(target, source):
            return 0  # CR 702.16e: prevented
        would = WouldDealDamage(src_obj, target, amount, combat, preventable=preventable)
        if applied:
            would.applied |= applied
        prop = self._replace(would)
        if prop is None:
            return 0
        assert isinstance(prop, WouldDealDamage)
        target, amount = prop.target, prop.amount
        if amount <= 0:
            return 0
        if isinstance(target, GameObject):
            if not self.on_battlefield(target):
                return 0
            if self.chars(target).types.isdisjoint(_DAMAGEABLE):
                return 0  # CR 120.1a
        elif target.lost:
            return 0
        lki = source if isinstance(source, LastKnown) else self.snapshot(source)
        sch = lki.chars
        controller = lki.controller
        # The damage is dealt, then its results are logged (CR 120.3): life loss for a player,
        # damage marked on a creature (which may die at the next state-based check).
        infect = INFECT in sch.abilities
        if isinstance(target, Player):
            if infect:
                target.poison += amount  # CR 120.3b: poison counters, not life loss
            else:
                before = target.life
                # the floors that apply as the damage would be dealt ("as long as you have 7
                # or more life" is read before the damage changes the life total)
                floors = [rule.floor for rule in self.rules(target, LifeFloor)]
                target.life -= amount  # CR 120.3a
                if floors and target.life < max(floors):
                    # "... reduces it to 1 instead" (CR 614.1a): no lower than the floor by
                    # this damage, never raised by it
                    target.life = max(target.life, min(before, max(floors)))
        else:
            types = self.chars(target).types
            if "planeswalker" in types:
                self.remove_counters(target, "loyalty", amount)  # CR 120.3c
            if (infect or WITHER in sch.abilities) and "creature" in types:
                # CR 120.3d: -1/-1 counters instead of damage marked (wither, infect)
                self.put_counters(target, "-1/-1", amount)
            elif "creature" in types or "battle" in types:
                target.damage += amount  # CR 120.3e
            if DEATHTOUCH in sch.abilities:
                target.damaged_by_deathtouch = True
        dealt = DamageDealt(lki, controller, target, amount, combat)
        self.emit(dealt)
        assert self._damage_event is not None
        self._damage_event.append(dealt)
        if isinstance(target, Player) and not infect:
            lost = before - target.life  # the life the damage made the player lose
            if lost > 0:
                self.emit(LifeLost(target, lost, target.life))
        if LIFELINK in sch.abilities and controller is not None:
            self.gain_life(controller, amount)
        return amount

    def destroy(
        self, obj: GameObject, *, cause: str = "destroyed", regenerable: bool = True
    ) -> GameObject | None:
        """Destroy a permanent (CR 701.8): move it to its owner's graveyard. An indestructible
        permanent isn't destroyed, by an effect or by lethal or deathtouch damage (CR 702.12b).
        A regeneration shield replaces the destruction (CR 701.8c, 701.19a), unless it
        "can't be regenerated": this destruction (``regenerable=False``) or the permanent
        for a while ("can't be regenerated this turn", CR 701.19c)."""
        if not self.on_battlefield(obj):
            return None
        if INDESTRUCTIBLE in self.chars(obj).abilities:
            return None
        shield = (
            regenerable
            and obj.regeneration_shields > 0
            and not self.restricted(obj, "cant_be_regenerated")
        )
        umbras = [
            aura
            for aura in self.zone_objects(BATTLEFIELD)
            if aura.attached_to is obj and self.chars(aura).has_keyword(UMBRA_ARMOR)
        ]
        if shield or umbras:
            replacement = self._destruction_replacement(obj, shield, umbras)
            if replacement is obj:
                self._regenerate_instead(obj)
            else:
                self._umbra_armor_instead(obj, replacement)
            return None
        lki = self._last_known(obj)
        with self.simultaneously():  # one event with its zone change (CR 603.10a)
            new = self.move(obj, GRAVEYARD, cause=cause)
            if new is not None or not self.is_live(obj):
                self.emit(Destroyed(lki, logged=False))  # the zone change's line tells it
        return new

    def regenerate(self, obj: GameObject) -> bool:
        """Regenerate a permanent (CR 701.19a): a regeneration shield, a replacement effect
        (CR 614.8) that the next time it would be destroyed this turn removes all damage
        marked on it instead, has its controller tap it and removes it from combat. Shields add
        up, each used by one destruction; they end in the cleanup step (CR 514.2). Returns
        whether the shield was made (not for an object no longer on the battlefield)."""
        if not self.on_battlefield(obj):
            return False
        obj.regeneration_shields += 1
        self.note(f"{obj} gets a regeneration shield (CR 701.19a)")
        return True

    def _regenerate_instead(self, obj: GameObject) -> None:
        """One regeneration shield replaces ``obj``'s destruction (CR 614.8, 701.19a): it stays
        on the battlefield (it isn't destroyed and doesn't die); all damage is removed from it
        (deathtouch damage too, CR 704.5h), its controller taps it, and an attacking or
        blocking creature is removed from combat (CR 506.4)."""
        obj.regeneration_shields -= 1
        obj.damage = 0
        obj.damaged_by_deathtouch = False
        self._touch()
        self.emit(Regenerated(obj))
        self.tap(obj)
        if self.combat is not None:
            self.combat.remove(obj)

    def _destruction_replacement(
        self, obj: GameObject, shield: bool, umbras: list[GameObject]
    ) -> GameObject:
        """Which replacement applies to ``obj``'s destruction: ``obj`` for its regeneration
        shield, or an Aura with umbra armor attached to it. With more than one, the affected
        permanent's controller chooses (CR 616.1)."""
        options = ([obj] if shield else []) + umbras
        if len(options) == 1:
            return options[0]
        prompt = (
            f"{obj} would be destroyed: choose what replaces it -- {obj} itself for its "
            "regeneration shield, or an Aura for its umbra armor (CR 616.1)"
        )
        decision = Decision("choose", self.controller(obj), prompt, options, min=1, max=1)
        return self.ask(decision)[0]  # type: ignore[no-any-return]

    def _umbra_armor_instead(self, obj: GameObject, aura: GameObject) -> None:
        """Umbra armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove
        all damage marked on it and destroy this Aura." The permanent isn't destroyed; the
        Aura's own destruction may itself be replaced or prevented (it may be indestructible)."""
        obj.damage = 0
        obj.damaged_by_deathtouch = False
        self._touch()
        self.note(f"{aura}'s umbra armor: {obj} isn't destroyed, its damage is removed")
        self.destroy(aura, cause="umbra armor, CR 702.89a")

    def exile(self, obj: GameObject, *, cause: str = "exiled") -> GameObject | None:
        return self.move(obj, EXILE, cause=cause)

    def sacrifice(self, obj: GameObject, player: PlayerRef | None = None) -> GameObject | None:
        """Sacrifice a permanent (CR 701.21): its controller moves it to the graveyard."""
        player = None if player is None else self.player(player)
        if not self.on_battlefield(obj):
            return None
        player = player or self.controller(obj)
        if self.controller(obj) is not player:
            return None
        lki = self._last_known(obj)
        # One event with its zone change: "whenever you sacrifice" looks back (CR 603.10a).
        with self.simultaneously():
            new = self.move(obj, GRAVEYARD, cause=f"sacrificed by {player}")
            self.emit(Sacrificed(lki, player, logged=False))  # the zone change's line tells it
        return new

    def return_to_hand(self, obj: GameObject) -> GameObject | None:
        return self.move(obj, HAND, cause="returned to hand")

    def put_onto_battlefield(
        self,
        obj: GameObject,
        controller: PlayerRef | None = None,
        *,
        tapped: bool = False,
        face_down: bool = False,
        counters: dict[str, int] | None = None,
    ) -> GameObject | None:
        """Put a card onto the battlefield (under ``controller``'s control, default owner);
        with ``counters``, it enters with them on it (CR 122.6, 614.1c)."""
        controller = None if controller is None else self.player(controller)
        return self.move(
            obj,
            BATTLEFIELD,
            controller=controller or obj.owner,
            tapped=tapped,
            face_down=face_down,
            cause="put onto the battlefield",
            counters=counters,
        )

    def create_token(
        self,
        definition: CardDefinition,
        controller: PlayerRef,
        count: int = 1,
        *,
        tapped: bool = False,
        source: GameObject | None = None,
        others: Sequence[CardDefinition] = (),
    ) -> list[GameObject]:
        """Create ``count`` tokens (CR 111.1), and one of each of ``others`` in the same event
        (a list of tokens, CR 111.2), through replacement effects such as "those tokens plus a
        Clue token are created instead" (CR 614). Returns the tokens created."""
        controller = self.player(controller)
        count = max(count, 0)
        if count + len(others) <= 0:
            return []
        check_count(count, "create", "tokens")
        check_objects(self, count + len(others), f"create {count + len(others):,} tokens")
        definitions = [definition] * count + list(others)
        prop = self._replace(WouldCreateTokens(controller, definitions, source, tapped))
        if prop is None:
            return []
        assert isinstance(prop, WouldCreateTokens)
        check_objects(self, len(prop.definitions), f"create {len(prop.definitions):,} tokens")
        made: list[GameObject] = []
        for d in prop.definitions:
            tok = GameObject(
                id=self._new_id(),
                card_key=self._next_card,
                definition=d,
                owner=prop.controller,
                controller=prop.controller,
                zone=BATTLEFIELD,
                timestamp=self._ts(),
                is_token=True,
                tapped=prop.tapped,
            )
            self._next_card += 1
            self.objects[tok.id] = tok
            self._insert(tok, BATTLEFIELD)
            tok.last_controller = prop.controller
            self._apply_enters_replacements(tok)
            self._touch()
            made.append(tok)
        for tok in made:
            self.emit(ZoneChange(tok, None, None, BATTLEFIELD, "token created"))
            self.emit(TokenCreated(tok, prop.controller))
        return made

    def create_emblem(self, player: PlayerRef, abilities: Sequence[object]) -> GameObject:
        """Put an emblem with ``abilities`` into the command zone (CR 114.1), owned and
        controlled by ``player`` (CR 114.2). It has no other characteristic (CR 114.5: no
        name, types, color or mana cost); its triggered and static abilities function in the
        command zone (CR 114.4, 113.6): the static ones are gathered with the permanents'
        (``ContinuousMixin._refresh_parts``). Nothing moves an emblem out (CR 114.1: it
        stays however the object that made it fares)."""
        player = self.player(player)
        check_objects(self, 1, "create an emblem")
        working = tuple(
            dataclasses.replace(a, zones=(COMMAND,)) if hasattr(a, "zones") else a
            for a in abilities
        )
        definition = CardDefinition("", None, colors=(), abilities=working)
        emblem = GameObject(
            id=self._new_id(),
            card_key=self._next_card,
            definition=definition,
            owner=player,
            controller=player,
            zone=COMMAND,
            timestamp=self._ts(),
            emblem=True,
        )
        self._next_card += 1
        self.objects[emblem.id] = emblem
        self._insert(emblem, COMMAND)
        self._holders_dirty = True  # its static abilities generate continuous effects
        self._touch()
        self.note(f"{player} gets {emblem} (CR 114.1)")
        return emblem

    def investigate(self, player: PlayerRef, count: int = 1) -> list[GameObject]:
        """Investigate (CR 701.16a): create a Clue token."""
        player = self.player(player)
        out: list[GameObject] = []
        check_count(count, "investigate", "times")
        for _ in range(count):
            out += self.create_token(self.clue_definition, player)
            self.emit(Investigated(player))
        return out

    def monstrosity(self, obj: GameObject, n: int) -> bool:
        """Monstrosity N (CR 701.37a): if the permanent isn't monstrous, put N +1/+1 counters
        on it and it becomes monstrous (CR 701.37b), even if no counter could be put. Returns
        whether it became monstrous."""
        if not self.on_battlefield(obj) or obj.monstrous:
            return False
        self.put_counters(obj, "+1/+1", n)
        obj.monstrous = True
        self.emit(BecameMonstrous(obj))
        return True

    def remove_from_combat(self, obj: GameObject, why: str = "") -> None:
        """Remove ``obj`` from combat (CR 506.4): it stops being an attacking, blocking,
        blocked and unblocked creature; an attacker it blocked stays blocked (CR 509.1h), and
        it leaves its band (CR 702.22f). A permanent not in combat is not affected (CR
        506.4a); it stays on the battlefield, tapped or untapped as it is. ``why``: what the
        log says removed it (an effect says nothing; "its controller changed")."""
        combat = self.combat
        if combat is None or (obj not in combat.attackers and obj not in combat.blockers):
            return
        combat.remove(obj)
        combat.blocked.discard(obj.id)
        self._touch()
        self.note(f"{obj} is removed from combat{': ' + why if why else ''} (CR 506.4)")

    def become_blocked(self, obj: GameObject) -> None:
        """An effect makes ``obj`` blocked (CR 509.1h): an attacking creature not yet blocked
        becomes a blocked creature with no creature blocking it; it stays blocked (CR 509.1h),
        so it deals no combat damage unless it has trample (CR 510.1a, 702.19e), and its
        "whenever ~ becomes blocked" abilities trigger (CR 509.3c). A creature not attacking,
        or already blocked, is not affected."""
        combat = self.combat
        if combat is None or obj not in combat.attackers or obj.id in combat.blocked:
            return
        combat.blocked.add(obj.id)
        self.history.blocked_attackers.append(self.snapshot(obj))
        self._touch()
        self.note(f"{obj} becomes blocked (CR 509.1h)")
        self.emit(CreatureBecameBlocked(obj))

    def suspect(self, obj: GameObject) -> None:
        """Suspect a creature (CR 701.60): menace and "can't block" while suspected."""
        if not self.on_battlefield(obj) or obj.suspected:
            return  # CR 701.60d: a suspected permanent can't become suspected again
        obj.suspected = True
        # The abilities it gains apply in layer 6 in timestamp order, so a later "loses all
        # abilities" removes them while it stays suspected (CR 701.60c, 613.7).
        obj.note["suspected_timestamp"] = self._ts()
        self._holders_dirty = True
        self._touch()
        self.emit(Suspected(obj))

    def unsuspect(self, obj: GameObject) -> None:
        obj.suspected = False
        self._holders_dirty = True
        self._touch()

    def draw(self, player: PlayerRef, n: int = 1) -> list[GameObject]:
        """Draw ``n`` cards one at a time (CR 121.2). Drawing from an empty library makes the
        player lose at the next state-based check (CR 704.5b)."""
        player = self.player(player)
        drawn: list[GameObject] = []
        check_count(n, "draw", "cards")
        for _ in range(n):
            drawn += self._draw_one(player, set())
        return drawn

    def _draw_one(self, player: Player, applied: set[int]) -> list[GameObject]:
        """One draw, through replacement effects (CR 614.11); "draw two cards instead" is
        that many draws, which the effects already applied don't modify again (CR 614.5)."""
        first = (
            self.step == "draw"  # type: ignore[attr-defined]
            and player is self.active  # type: ignore[attr-defined]
            and player.index not in self.drawn_this_step  # type: ignore[attr-defined]
        )
        would = WouldDraw(player, applied=set(applied), first_in_draw_step=first)
        prop = self._replace(would)
        # a draw of the step, replaced or not: the next one is not the first (CR 504.1)
        self.drawn_this_step.add(player.index)  # type: ignore[attr-defined]
        if prop is None:
            return []
        assert isinstance(prop, WouldDraw)
        if prop.count != 1:
            check_count(prop.count, "draw", "cards")
            out: list[GameObject] = []
            for _ in range(prop.count):
                out += self._draw_one(player, prop.applied)
            return out
        lib = self._zones[(player.index, LIBRARY)]
        if not lib:
            player.drew_from_empty_library = True  # CR 704.5b
            self._touch()
            return []
        new = self.move(lib[0], HAND, cause="drawn", replaceable=False, logged=False)
        if new is None:
            return []
        self.emit(CardDrawn(player, new))
        miracle_reveal(self, player, new)  # CR 702.94a
        return [new]

    def _discard_one(self, player: Player, card: GameObject) -> GameObject | None:
        into_exile = discard_into_exile(self, player, card)  # madness (CR 702.35a)
        if into_exile is not False:
            return into_exile
        new = self.move(card, GRAVEYARD, cause="discarded", logged=False)
        if new is not None:
            self.emit(Discarded(player, new))
        return new

    def discard(
        self, player: PlayerRef, n: int = 1, *, chooser: Player | None = None, random: bool = False
    ) -> list[GameObject]:
        """``player`` discards ``n`` cards (CR 701.9), chosen by ``chooser`` (default the
        player) or at random."""
        player = self.player(player)
        check_count(n, "discard", "cards")
        hand = self.hand(player)
        n = min(n, len(hand))
        if n <= 0:
            return []
        if random:
            cards = self.rng.sample(hand, n)
        else:
            cards = self.ask_cards(chooser or player, f"Discard {n} card(s)", hand, n, n)
        out = [self._discard_one(player, c) for c in cards]
        return [c for c in out if c is not None]

    def discard_cards(self, player: PlayerRef, cards: Sequence[GameObject]) -> list[GameObject]:
        player = self.player(player)
        out = [self._discard_one(player, c) for c in cards if c.zone == HAND]
        return [c for c in out if c is not None]

    def discard_hand(self, player: PlayerRef) -> list[GameObject]:
        player = self.player(player)
        return self.discard_cards(player, self.hand(player))

    def mill(self, player: PlayerRef, n: int) -> list[GameObject]:
        """Mill ``n`` (CR 701.17): top ``n`` cards into the graveyard."""
        player = self.player(player)
        check_count(n, "mill", "cards")
        cards = self.library(player)[:n]
        out = [c for c in (self.move(c, GRAVEYARD, cause="milled") for c in cards) if c]
        if cards:
            self.emit(Milled(player, out))
        return out

    def surveil(self, player: PlayerRef, n: int) -> list[GameObject]:
        """Surveil ``n`` (CR 701.25): any of the top ``n`` to the graveyard, rest back on top.
        Returns the cards put into the graveyard."""
        player = self.player(player)
        check_count(n, "surveil", "cards")
        top = self.library(player)[:n]
        if n <= 0:
            return []  # no surveil event (CR 701.25c)
        if not top:
            # the event occurs even if the actions were impossible (CR 701.25d)
            self.emit(Surveilled(player, n, 0))
            return []
        to_gy = self.ask_cards(
            player, f"Surveil {n}: choose cards to put into your graveyard", top, 0, len(top)
        )
        out = [c for c in (self.move(c, GRAVEYARD, cause="surveil") for c in to_gy) if c]
        kept = [c for c in top if c.zone == LIBRARY and not any(c is g for g in to_gy)]
        arranged = self.ask_order(  # the rest on top in any order (CR 701.25a)
            player,
            f"Surveil {n}: order the cards for the top of your library (the first is the top card)",
            kept,
        )
        if arranged != kept:
            lib = self._zones[(player.index, LIBRARY)]
            del lib[: len(kept)]
            lib[:0] = arranged
            self._touch()
        self.emit(Surveilled(player, n, len(out)))
        return out

    def scry(self, player: PlayerRef, n: int) -> list[GameObject]:
        """Scry ``n`` (CR 701.22): any of the top ``n`` to the bottom, rest on top."""
        player = self.player(player)
        check_count(n, "scry", "cards")
        top = self.library(player)[:n]
        if n <= 0:
            return []  # no scry event (CR 701.22b)
        if not top:
            # the event occurs even if the actions were impossible (CR 701.22d)
            self.emit(Scried(player, n, 0))
            return []
        bottom = self.ask_cards(
            player, f"Scry {n}: choose cards to put on the bottom", top, 0, len(top)
        )
        # both groups in any order (CR 701.22a)
        kept = self.ask_order(
            player,
            f"Scry {n}: order the cards for the top of your library (the first is the top card)",
            [c for c in top if not any(c is b for b in bottom)],
        )
        bottom = self.ask_order(
            player,
            f"Scry {n}: order the cards for the bottom of your library (the last is the bottom"
            " card)",
            bottom,
        )
        lib = self._zones[(player.index, LIBRARY)]
        del lib[: len(top)]
        lib[:0] = kept
        lib.extend(bottom)
        self._touch()
        self.emit(Scried(player, n, len(bottom)))
        return bottom

    def shuffle_zones_into_library(self, player: PlayerRef, zones: tuple[str, ...]) -> None:
        """``player`` shuffles their own ``zones`` ("graveyard", "hand") into their library
        (CR 701.24a): the cards are put into it, then it is shuffled (CR 401.4)."""
        player = self.player(player)
        for name in (HAND, GRAVEYARD):
            if name in zones:
                for card in list(self._zones[(player.index, name)]):
                    self.move(card, LIBRARY, cause="shuffled")
        self.shuffle(player)

    def shuffle(self, player: PlayerRef) -> None:
        player = self.player(player)
        self.rng.shuffle(self._zones[(player.index, LIBRARY)])
        self.emit(Shuffled(player))

    def search_library(
        self,
        player: PlayerRef,
        filter: Callable[[Game, GameObject], bool] | None = None,
        *,
        max: int = 1,
        reveal: bool = False,
        to_zone: str = HAND,
        tapped: bool = False,
        shuffle: bool = True,
        prompt: str = "Search your library",
    ) -> list[GameObject]:
        """Search a library for up to ``max`` cards matching ``filter`` (CR 701.23), reveal them
        if asked, put them into ``to_zone``, then shuffle. Returns the moved cards."""
        player = self.player(player)
        cands = [c for c in self.library(player) if filter is None or filter(self, c)]
        picks = self.ask_cards(player, prompt, cands, 0, max) if cands else []
        if reveal and picks:
            self.emit(Revealed(player, list(picks)))
        out = []
        for c in picks:
            new = self.move(c, to_zone, controller=player, tapped=tapped, cause="searched")
            if new is not None:
                out.append(new)
        if shuffle:
            self.shuffle(player)
        return out

    def reveal(self, player: PlayerRef, cards: Sequence[GameObject]) -> None:
        player = self.player(player)
        self.emit(Revealed(player, list(cards)))

    def get_energy(self, player: PlayerRef, amount: int) -> int:
        """ "You get {E}{E}": ``amount`` energy counters on the player (CR 107.14, 122.1)."""
        player = self.player(player)
        if amount <= 0 or player.lost:
            return 0
        player.energy += amount
        self.note(f"{player} gets {amount} energy counter(s), {player.energy} in all")
        return amount

    def pay_energy(self, player: PlayerRef, amount: int) -> bool:
        """Pay ``amount`` energy counters (CR 107.14: only counters the player has; no partial
        payment, CR 601.2h). Whether they were paid."""
        player = self.player(player)
        if amount < 0 or player.energy < amount:
            return False
        player.energy -= amount
        if amount:
            self.note(f"{player} pays {amount} energy counter(s), {player.energy} left")
        return True

    def gain_life(self, player: PlayerRef, amount: int) -> int:
        player = self.player(player)
        if amount <= 0 or player.lost:
            return 0
        if self._cant_gain_life(player):
            # CR 119.7: no life gain event, so no replacement of one applies either
            self.note(f"{player} can't gain life (CR 119.7)")  # type: ignore[attr-defined]
            return 0
        prop = self._replace(WouldGainLife(player, amount))  # CR 614.1a
        if prop is None:
            return 0
        assert isinstance(prop, WouldGainLife)
        if prop.lose:  # "that player loses that much life instead"
            self.lose_life(player, prop.amount)
            return 0
        amount = prop.amount
        if amount <= 0:
            return 0
        player.life += amount
        self.emit(LifeGained(player, amount, player.life))
        return amount

    def cant_gain_life(self, player: PlayerRef) -> bool:
        """Whether ``player`` can't gain life now (CR 119.7): an exchange that would raise
        their life total doesn't happen."""
        return self._cant_gain_life(self.player(player))

    def _cant_gain_life(self, player: Player) -> bool:
        """Whether a static ability says ``player`` can't gain life (CR 119.7): "You can't
        gain life." of its controller, "Your opponents ..." of each opponent of theirs,
        "Players ..." of every player."""
        for ability, source in self.active_static():  # type: ignore[attr-defined]
            for rule in ability.rules:
                if not isinstance(rule, CantGainLife):
                    continue
                mine = self.controller(source) is player  # type: ignore[attr-defined]
                if rule.who == "players" or (rule.who == "you") == mine:
                    return True
        return False

    def lose_life(self, player: PlayerRef, amount: int) -> int:
        player = self.player(player)
        if amount <= 0:
            return 0
        player.life -= amount
        self.emit(LifeLost(player, amount, player.life))
        return amount

    def put_counters(self, obj: GameObject, kind: str, n: int = 1, cost: bool = False) -> int:
        """Put ``n`` counters of ``kind`` (``"+1/+1"``, ``"-1/-1"``...) on a permanent;
        ``cost``: as a cost (CR 606.4), which "If an effect would put ..." doesn't replace."""
        if n <= 0 or not self.is_live(obj):
            return 0
        if kind == "+1/+1" and self.restricted(obj, "cant_have_plus_one_counters"):
            return 0  # CR 101.2: "can't have +1/+1 counters put on them" wins
        if obj.zone == BATTLEFIELD:
            # "If one or more +1/+1 counters would be put on a creature you control, ..."
            # (CR 614.1a, 122.6: counters it enters with are put on it too)
            would = WouldPutCounters(obj, kind, n, controller=self.controller(obj), cost=cost)
            prop = self._replace(would)
            if prop is None:
                return 0
            assert isinstance(prop, WouldPutCounters)
            n = prop.n
            if n <= 0:
                return 0
        obj.counters[kind] = obj.counters.get(kind, 0) + n
        if kind in KEYWORD_COUNTERS:  # CR 613.7c: every counter of the kind gets the new one's
            obj.counter_stamps[kind] = self._ts()  # type: ignore[attr-defined]
        self.emit(CountersPut(obj, kind, n))
        return n

    def remove_counters(self, obj: GameObject, kind: str, n: int = 1) -> int:
        have = obj.counters.get(kind, 0)
        n = min(n, have)
        if n <= 0:
            return 0
        obj.counters[kind] = have - n
        self.emit(CountersRemoved(obj, kind, n))
        return n

    def tap(self, obj: GameObject, *, logged: bool = True) -> bool:
        """Tap a permanent (``logged=False`` when the line of the ability it pays for tells
        it)."""
        if obj.tapped or not self.on_battlefield(obj):
            return False
        obj.tapped = True
        self.emit(Tapped(obj, logged=logged))
        return True

    def exert(self, obj: GameObject, player: Player, *, as_it_attacks: bool = False) -> bool:
        """``player`` exerts ``obj``: it won't untap during that player's next untap step (CR
        701.43a), kept by object (a permanent that leaves is a new object, CR 400.7). It can
        be exerted untapped or exerted already (CR 701.43b: the effects all end in that one
        untap step); not off the battlefield (CR 701.43c)."""
        if not self.on_battlefield(obj):
            return False
        self.skip_untap_of.setdefault(player.index, set()).add(obj.id)
        self.emit(Exerted(obj, player, as_it_attacks=as_it_attacks))
        return True

    def untap(self, obj: GameObject) -> bool:
        if not obj.tapped or not self.on_battlefield(obj):
            return False
        obj.tapped = False
        self.emit(Untapped(obj))
        return True
