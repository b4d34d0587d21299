"""Player actions (CR 116, 117): playing lands, casting spells, activating abilities, passing
priority. Each either happens completely or raises IllegalAction leaving the game unchanged.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Sequence
from typing import Any

from .abilities import (
    ACTIVATION_OF,
    COUNTERS_REMOVED_FOR_COST,
    DISCARDED_FOR_COST,
    EXILED_FOR_COST,
    EXILED_LEAVING_STACK,
    FLASH,
    RETURNED_ATTACKER_DEFENDER,
    REVEALED_FOR_COST,
    SACRIFICED_FOR_COST,
    ActivatedAbility,
    AdditionalCastCost,
    AdditionalLandPlays,
    AlternativeCastCost,
    Awaken,
    Bestow,
    Blitz,
    Buyback,
    CantCastSpells,
    CantPlayLands,
    CastAsThoughFlash,
    CastOnly,
    Cost,
    Dash,
    Emerge,
    Entwine,
    Escalate,
    Evoke,
    Flashback,
    Kicker,
    LookAtTopOfLibrary,
    MayCastFromGraveyard,
    ModeChoice,
    Mutate,
    OneSpellEachTurn,
    Overload,
    PlayFromTopOfLibrary,
    Prowl,
    Replicate,
    Resolution,
    SelfFlash,
    Spectacle,
    SpellAbility,
    Splice,
    Surge,
    TargetContext,
    TargetSpec,
    TopCardRevealed,
    TriggeredAbility,
)
from .agent import Decision
from .errors import IllegalAction
from .events import (
    AbilityActivated,
    BecameTarget,
    Cycled,
    LandPlayed,
    ManaAdded,
    SpellCast,
)
from .mana import ManaCost
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    CastPermission,
    GameObject,
    Player,
    PlayerRef,
)
from .records import MAIN_STEPS, StackAbility
from .zone_casting import CAST_AT_SORCERY_TIME, EffectCast

#: The part of the turn a static casting restriction names, as its refusal says it.
_CAST_WINDOW_WORDS = {"always": "", "your_turn": " during {}'s turn", "combat": " during combat"}

#: The steps of the combat phase (CR 506.1), in the runtime's names.
_COMBAT_STEPS = frozenset(
    {
        "beginning_of_combat",
        "declare_attackers",
        "declare_blockers",
        "first_strike_damage",
        "combat_damage",
        "end_of_combat",
    }
)


class ActionsMixin:
    """Part of :class:`~karlov.runtime.game.Game`: player actions (CR 116, 117): playing lands,
    casting spells, activating abilities, passing priority. Each either happens completely or
    raises IllegalAction leaving the game unchanged.
    """

    def land_plays_allowed(self, player: PlayerRef) -> int:
        """CR 305.2: one land per turn plus additional land plays (of static abilities, and of
        effects lasting this turn)."""
        player = self.player(player)
        extra = sum(
            rule.count
            for ab, source in self.active_static()
            for rule in ab.rules
            if isinstance(rule, AdditionalLandPlays)
            and (rule.everyone or self.controller(source) is player)
        )
        return 1 + extra + player.extra_lands_this_turn

    def _top_of_library_permission(self, player: Player, card: GameObject) -> bool:
        lib = self.library(player)
        if not lib or lib[0] is not card or card.owner is not player:
            return False
        ch = self.chars(card)
        for r in self.rules(player, PlayFromTopOfLibrary):
            if "land" in ch.types:
                if r.lands:
                    return True
            elif r.spell_filter is not None and r.spell_filter(self, card, player):
                return True
        return False

    def can_look_at_top(self, player: PlayerRef) -> bool:
        player = self.player(player)
        return bool(self.rules(player, LookAtTopOfLibrary)) or self.top_card_revealed(player)

    def top_card_revealed(self, owner: PlayerRef) -> bool:
        """Whether ``owner`` plays with the top card of their library revealed (CR 401.5): a
        static ability of a permanent they control, or one of any player's that says so of
        every player."""
        owner = self.player(owner)
        return any(
            isinstance(rule, TopCardRevealed)
            and (rule.everyone or self.controller(source) is owner)
            for ab, source in self.active_static()
            for rule in ab.rules
        )

    def _permission(self, player: Player, card: GameObject, kind: str) -> CastPermission | None:
        for perm in card.permissions:
            if perm.through_next_turn_from is not None:
                begun, given = player.turns_begun, perm.through_next_turn_from
                if begun > given + 1 or (begun == given + 1 and self.active is not player):
                    continue  # the end of that player's next turn has passed (CR 611.2a)
            if perm.player is player and (perm.until_turn is None or perm.until_turn >= self.turn):
                if kind == "land" and perm.kind != "play":
                    continue
                return perm
        return None

    def play_land(self, player: PlayerRef, card: GameObject) -> GameObject:
        """Play a land (CR 305.1): special action at sorcery timing, within the number of land
        plays allowed, from hand (or from another zone with permission)."""
        player = self.player(player)
        self._check_priority(player, "play a land")
        if not self.is_live(card):
            raise IllegalAction(f"{card} is no longer where it was (CR 400.7).")
        if "land" not in self.chars(card).types:
            raise IllegalAction(f"{card} is not a land card.")
        if not self._sorcery_timing(player):
            raise IllegalAction(
                f"{player} can play a land only in their own main phase with an empty stack "
                "(CR 305.1)."
            )
        self._check_land_bans(player)
        allowed = self.land_plays_allowed(player)
        if player.lands_played >= allowed:
            raise IllegalAction(
                f"{player} has already played {player.lands_played} land(s) this turn and may "
                f"play {allowed} (CR 305.2b)."
            )
        ok = (
            (card.zone == HAND and card.owner is player)
            or (card.zone == LIBRARY and self._top_of_library_permission(player, card))
            or self._permission(player, card, "land") is not None
        )
        if not ok:
            raise IllegalAction(f"{player} has no permission to play {card} from {card.zone}.")
        player.lands_played += 1
        new = self.move(card, BATTLEFIELD, controller=player, cause="played")
        assert new is not None
        self.emit(LandPlayed(player, new))
        self._after_action(player)
        return new

    def _cast_source(self, player: Player, card: GameObject) -> tuple[str, ManaCost | None, bool]:
        """Where/how ``card`` may be cast: (zone, alternative cost or None, exile afterwards)."""
        zone, alt_cost, exile_after, _how = self._cast_source_how(player, card)
        return zone, alt_cost, exile_after

    def _cast_source_how(
        self, player: Player, card: GameObject
    ) -> tuple[str, ManaCost | None, bool, str]:
        """:meth:`_cast_source`, and the keyword it is cast by from its owner's graveyard when
        no other permission lets it be cast from there: "flashback" (CR 702.34a), "jump-start"
        (CR 702.133a: an instant or sorcery, discarding a card as an additional cost, exiled
        after) or "retrace" (CR 702.81a: discarding a land card as an additional cost); ""
        for any other way."""
        ch = self.chars(card)
        if card.zone == HAND and card.owner is player:
            return HAND, None, False, ""
        perm = self._permission(player, card, "cast")
        if perm is not None:
            return card.zone, None, perm.exile_after, ""
        if card.zone == LIBRARY and self._top_of_library_permission(player, card):
            return LIBRARY, None, False, ""
        if card.zone == GRAVEYARD and card.owner is player:
            for r in self.rules(player, MayCastFromGraveyard):
                if r.filter(self, card, player):
                    return GRAVEYARD, None, False, ""
            for ab in ch.abilities:
                if isinstance(ab, Flashback) and ab.gated_open(self, card):
                    assert isinstance(ab.cost, ManaCost)
                    return GRAVEYARD, ab.cost, True, "flashback"  # CR 702.34a
            if "jump-start" in ch.abilities and ch.types & {"instant", "sorcery"}:
                return GRAVEYARD, None, True, "jump-start"  # CR 702.133a
            if "retrace" in ch.abilities:  # CR 702.81a
                return GRAVEYARD, None, False, "retrace"
        raise IllegalAction(f"{player} has no permission to cast {card} from its {card.zone}.")

    def _as_though_flash(self, player: Player, chars: Any) -> bool:
        """ "You may cast Spirit spells as though they had flash." (a static ability of a
        permanent ``player`` controls), "You may cast spells this turn as though they had
        flash." (an effect of this turn): the spell's characteristics match (CR 702.8a,
        601.3b)."""
        if any(r.test(chars) for r in self.rules(player, CastAsThoughFlash)):
            return True
        return any(
            grant.player is player and grant.turn == self.turn and grant.test.chars_ok(chars)
            for grant in self.flash_grants
        )

    def _check_land_bans(self, player: Player) -> None:
        """ "Target player can't play lands this turn.", "You can't play lands.", "Players
        can't play lands." (CR 101.2: a "can't" beats any permission to play a land)."""
        if player.no_lands_turn == self.turn:
            raise IllegalAction(f"{player} can't play lands this turn (CR 101.2).")
        for ab, source in self.active_static():
            for rule in ab.rules:
                if isinstance(rule, CantPlayLands) and (
                    rule.everyone or self.controller(source) is player
                ):
                    raise IllegalAction(f"{player} can't play lands ({source}, CR 101.2).")

    def _check_one_spell_each_turn(self, player: Player) -> None:
        """ "Each player can't cast more than one spell each turn" (CR 101.2: a "can't" wins)."""
        if any(c.player is player for c in self.history.casts) and any(
            isinstance(rule, OneSpellEachTurn)
            for ab, _o in self.active_static()
            for rule in ab.rules
        ):
            raise IllegalAction(f"{player} can't cast more than one spell each turn (CR 101.2).")

    def _check_cast_bans(self, player: Player, card: GameObject) -> None:
        """ "[Player] can't cast spells this turn" (CR 101.2: a "can't" beats any permission to
        cast): a ban of this turn whose filter the spell's characteristics match; and a static
        ability's "Your opponents can't cast spells during your turn" (:class:`CantCastSpells`,
        CR 601.3) while its source functions."""
        self._check_static_cast_bans(player, card)
        if not self.cast_bans:
            return
        chars = self.chars(card)
        for ban in self.cast_bans:
            if ban.player is player and ban.turn in (None, self.turn) and ban.test.chars_ok(chars):
                lasting = "this turn" if ban.turn is not None else "for the rest of the game"
                raise IllegalAction(
                    f"{player} can't cast {ban.description} {lasting} (CR 101.2), so not {card}."
                )

    def _check_static_cast_bans(self, player: Player, card: GameObject) -> None:
        """The casting restrictions of static abilities (CR 101.2, 601.3): who can't cast is
        read of the ability's controller now, and the part of the turn as the spell would be
        cast."""
        chars = None
        for ab, source in self.active_static():
            for rule in ab.rules:
                if not isinstance(rule, CantCastSpells):
                    continue
                controller = self.controller(source)
                barred = (
                    rule.who == "players"
                    or (rule.who == "you" and player is controller)
                    or (rule.who == "opponents" and player is not controller)
                )
                now = (
                    rule.when == "always"
                    or (rule.when == "your_turn" and self.active is controller)
                    or (rule.when == "combat" and self.step in _COMBAT_STEPS)
                )
                if not (barred and now):
                    continue
                chars = chars if chars is not None else self.chars(card)
                if rule.test(chars):
                    window = _CAST_WINDOW_WORDS[rule.when].format(controller)
                    raise IllegalAction(
                        f"{player} can't cast {rule.description}{window} ({source}, CR 101.2), "
                        f"so not {card}."
                    )

    def _check_no_split_second_and_live(self, player: Player, card: GameObject) -> None:
        """A spell can't be cast while one with split second is on the stack (CR 702.61a), nor
        a card that left the zone it was in (CR 400.7)."""
        held = self._split_second()
        if held is not None:
            raise IllegalAction(
                f"{player} can't cast {card} while {held}, which has split second, is on the "
                "stack (CR 702.61a)."
            )
        if not self.is_live(card):
            raise IllegalAction(f"{card} is no longer where it was (CR 400.7).")

    def _split_second(self) -> GameObject | None:
        """A spell with split second on the stack, if any: "As long as this spell is on the
        stack, players can't cast other spells or activate abilities that aren't mana
        abilities" (CR 702.61a); mana abilities and special actions stay allowed (702.61b)."""
        for item in self.stack:
            if isinstance(item, GameObject) and "split second" in self.chars(item).abilities:
                return item
        return None

    def spell_targets(self, card: GameObject) -> list[TargetSpec]:
        specs: list[TargetSpec] = []
        for ab in self.spell_abilities(card):
            specs.extend(ab.targets)
        return specs

    def spell_abilities(self, spell: GameObject) -> list[SpellAbility]:
        """The spell abilities of ``spell`` in order: its own, then those of the cards spliced
        onto it as it was cast (CR 702.47b-c: the main spell's effects happen first; a spell
        leaves its splice changes behind with the stack, 702.47e, as a new object)."""
        found = [ab for ab in self.chars(spell).abilities if isinstance(ab, SpellAbility)]
        return found + list(spell.note.get(SPLICED, ()))

    def cast(
        self,
        player: PlayerRef,
        card: GameObject,
        *,
        targets: Sequence[Any] | None = None,
        x: int | None = None,
        distribution: Any = None,
        mana_sources: Sequence[Any] | None = None,
        kicked: bool | int | None = None,
        face_down: bool = False,
        by_effect: EffectCast | None = None,
    ) -> GameObject:
        """Cast a spell (:meth:`_cast_spell`). A card chosen to be cast bestowed (CR 702.103a)
        is bestowed only as the spell it becomes: if the cast is not completed, the card is
        what it was (CR 601.2: an illegal cast is reversed)."""
        try:
            return self._cast_spell(
                player,
                card,
                targets=targets,
                x=x,
                distribution=distribution,
                mana_sources=mana_sources,
                kicked=kicked,
                face_down=face_down,
                by_effect=by_effect,
            )
        finally:
            card.bestowed = False  # the spell, a new object (CR 400.7), keeps it
            card.mutating = False  # so does a mutating spell (CR 702.140a)
            if card.overloaded:  # so does an overloaded spell (CR 702.96a)
                card.overloaded = False
                self._touch()

    def _prowl_possible(self, player: Player, ch: Any) -> bool:
        """Prowl's condition (CR 702.76a): a player was dealt combat damage this turn by a
        source that, as it dealt that damage, ``player`` controlled and that had any of this
        spell's creature types (its characteristics then, CR 120.3)."""
        from .layers import ALL_CREATURE_TYPES

        kinds = set(ch.subtypes) & ALL_CREATURE_TYPES
        return bool(kinds) and any(
            record.combat
            and isinstance(record.target, Player)
            and record.controller is player
            and kinds & set(record.source.chars.subtypes)
            for record in self.history.damage
        )

    def _two_kicker_costs(
        self, player: Player, card: GameObject, kickers: list[Kicker], kicked: Any
    ) -> list[Kicker]:
        """The kicker costs of "Kicker [A] and/or [B]" (CR 702.33b) the caster pays, each at
        most once: ``kicked`` lists them as written (``["{2}{R}"]``), ``False`` pays none;
        omitted, the caster is asked about each, in the order written (CR 601.2b). ``True``
        or a number doesn't say which: refused."""
        if kicked is None:
            return [
                k
                for k in kickers
                if self.ask_may(player, f"Pay the kicker cost {k.cost} for {card}?")
            ]
        if kicked is False or kicked == 0:
            return []
        if not isinstance(kicked, list | tuple):
            raise IllegalAction(
                f"{card} has two kicker costs (CR 702.33b): say which are paid, as a list of "
                f"{' and '.join(str(k.cost) for k in kickers)}."
            )
        paid: list[Kicker] = []
        for said in kicked:
            try:
                wanted = str(ManaCost.parse(str(said)))
            except ValueError:
                wanted = str(said)
            found = next((k for k in kickers if str(k.cost) == wanted), None)
            if found is None:
                raise IllegalAction(f"{card} has no kicker cost {said} (CR 702.33b).")
            if found in paid:
                raise IllegalAction(
                    f"{card}'s kicker cost {said} can be paid only once (CR 702.33a)."
                )
            paid.append(found)
        return [k for k in kickers if k in paid]  # in the order written

    def _cast_spell(
        self,
        player: PlayerRef,
        card: GameObject,
        *,
        targets: Sequence[Any] | None = None,
        x: int | None = None,
        distribution: Any = None,
        mana_sources: Sequence[Any] | None = None,
        kicked: bool | int | Sequence[str] | None = None,
        face_down: bool = False,
        by_effect: EffectCast | None = None,
    ) -> GameObject:
        """Cast a spell (CR 601.2): announce the modes, whether to pay its kicker cost
        (``kicked``; asked of the agent when omitted, CR 601.2b, 702.33a; a number of times
        for multikicker, CR 702.33c) and X, choose the
        targets (CR 601.2c), determine the
        total cost (with cost modifiers and the kicker cost, CR 601.2f), activate mana abilities
        and pay (CR 601.2g-h). ``targets`` has
        one entry per target word (a single target, a list, or ``None``); omitted targets are
        asked of the agent. ``mana_sources`` lists the permanents to tap for mana (each may be
        ``(permanent, "G")`` to fix the mana it makes); by default the game picks them, keeping
        the colors still needed. ``face_down`` casts it face down with its morph ability
        (CR 702.37c: :meth:`~karlov.runtime.morph.MorphMixin.cast_face_down`). ``by_effect``: an
        effect casts it as it resolves (CR 608.2g; madness, rebound, cascade, suspend): no
        priority is needed nor given after it, the card's type sets no timing, and the effect
        says what is paid. Returns the spell on the stack."""
        player = self.player(player)
        if face_down:
            if targets or x is not None or distribution is not None or kicked or by_effect:
                raise IllegalAction(
                    f"{card} cast face down has no text: no targets, X or kicker (CR 708.4)."
                )
            return self.cast_face_down(player, card, mana_sources)  # type: ignore[attr-defined]
        if by_effect is None:
            self._check_priority(player, f"cast {card}")
        self._check_no_split_second_and_live(player, card)
        ch = self.chars(card)
        if "land" in ch.types:
            raise IllegalAction(f"{card} is a land; lands are played, not cast (CR 305.9).")
        how = ""
        if by_effect is None:
            zone, alt_cost, exile_after, how = self._cast_source_how(player, card)
        else:
            zone, alt_cost, exile_after = card.zone, by_effect.cost, False
        retraced = how == "retrace"
        land_cards = [c for c in self.hand(player) if "land" in self.chars(c).types]
        if retraced and not land_cards:
            raise IllegalAction(
                f"{player} has no land card in hand to discard to cast {card} with retrace "
                "(CR 702.81a, 601.2h)."
            )
        self._check_one_spell_each_turn(player)
        self._check_cast_bans(player, card)
        for only in (ab for ab in ch.abilities if isinstance(ab, CastOnly)):
            if not only.condition(self, card, player):  # CR 601.3
                said = only.text.rstrip(".")
                raise IllegalAction(f"{card} can't be cast now: '{said}' (CR 601.3).")
        # CR 307.5a: whether a sorcery could be cast now, as it begins to be cast (for "If you
        # cast it any time a sorcery couldn't have been cast", kept on the spell)
        sorcery_time = self._sorcery_timing(player)
        instant = (
            "instant" in ch.types or FLASH in ch.abilities or self._as_though_flash(player, ch)
        )
        # "You may cast ~ as though it had flash [if you pay {2} more to cast it]." (CR
        # 702.8d, 601.3b): used only when a sorcery couldn't be cast now (CR 601.2f)
        flash_extra: Any = None
        if not instant and by_effect is None and not self._sorcery_timing(player):
            for own in (ab for ab in ch.abilities if isinstance(ab, SelfFlash)):
                if own.condition is None or own.condition(self, card, player):
                    instant, flash_extra = True, own.extra
                    break
        if not instant and by_effect is None and not self._sorcery_timing(player):
            raise IllegalAction(
                f"{player} can cast {card} only in their own main phase with an empty stack "
                "(CR 307.1)."
            )
        base = alt_cost if alt_cost is not None else ch.mana_cost
        dash = next((ab for ab in ch.abilities if isinstance(ab, Dash)), None)
        dashed = False
        if dash is not None and alt_cost is None:  # CR 702.109a, announced as cast (601.2b)
            dashed = self.ask_may(player, f"Cast {card} for its dash cost {dash.cost}?")
            if dashed:
                assert isinstance(dash.cost, ManaCost)
                base = dash.cost  # an alternative cost (CR 118.9)
        blitz = next((ab for ab in ch.abilities if isinstance(ab, Blitz)), None)
        blitzed = False
        if blitz is not None and alt_cost is None and not dashed:
            # CR 702.152a, announced as cast (601.2b); one alternative cost (118.9a)
            blitzed = self.ask_may(player, f"Cast {card} for its blitz cost {blitz.cost}?")
            if blitzed:
                assert isinstance(blitz.cost, ManaCost)
                base = blitz.cost
        evoke = next((ab for ab in ch.abilities if isinstance(ab, Evoke)), None)
        evoked = False
        if evoke is not None and alt_cost is None and not (dashed or blitzed):
            # CR 702.74a, announced as it is cast (601.2b); one alternative cost (118.9a)
            shown = evoke.cost if evoke.extra is None else evoke.extra
            evoked = self.ask_may(player, f"Cast {card} for its evoke cost {shown}?")
            if evoked:
                assert isinstance(evoke.cost, ManaCost)
                base = evoke.cost
        spectacle = next((ab for ab in ch.abilities if isinstance(ab, Spectacle)), None)
        spectacled = False
        if (
            spectacle is not None
            and alt_cost is None
            and not (dashed or blitzed)
            and not evoked
            and any(self.history.life_lost[p.index] > 0 for p in self.opponents(player))
        ):
            # CR 702.137a: only if an opponent lost life this turn; one alternative cost
            # (CR 118.9a), announced as it is cast (CR 601.2b).
            spectacled = self.ask_may(
                player, f"Cast {card} for its spectacle cost {spectacle.cost}?"
            )
            if spectacled:
                assert isinstance(spectacle.cost, ManaCost)
                base = spectacle.cost
        surge = next((ab for ab in ch.abilities if isinstance(ab, Surge)), None)
        surged = False
        if (
            surge is not None
            and alt_cost is None
            and not (dashed or blitzed or evoked or spectacled)
            and any(c.player is player for c in self.history.casts)
        ):
            # CR 702.117a: only if its caster has cast another spell this turn (this one is
            # not cast yet, CR 601.2i); one alternative cost (CR 118.9a), announced as it is
            # cast (CR 601.2b)
            surged = self.ask_may(player, f"Cast {card} for its surge cost {surge.cost}?")
            if surged:
                assert isinstance(surge.cost, ManaCost)
                base = surge.cost
        awaken = next((ab for ab in ch.abilities if isinstance(ab, Awaken)), None)
        awakened = False
        if (
            awaken is not None
            and alt_cost is None
            and not (dashed or blitzed or evoked or spectacled or surged)
        ):
            # CR 702.113a: an alternative cost (one only, CR 118.9a), announced as it is cast
            awakened = self.ask_may(player, f"Cast {card} for its awaken cost {awaken.cost}?")
            if awakened:
                assert isinstance(awaken.cost, ManaCost)
                base = awaken.cost
        prowl = next((ab for ab in ch.abilities if isinstance(ab, Prowl)), None)
        prowled = False
        if (
            prowl is not None
            and alt_cost is None
            and not (dashed or blitzed or evoked or spectacled or surged or awakened)
            and self._prowl_possible(player, ch)
        ):
            # CR 702.76a: an alternative cost (one only, CR 118.9a), announced as it is cast
            prowled = self.ask_may(player, f"Cast {card} for its prowl cost {prowl.cost}?")
            if prowled:
                assert isinstance(prowl.cost, ManaCost)
                base = prowl.cost
        overload = next((ab for ab in ch.abilities if isinstance(ab, Overload)), None)
        overloaded = False
        if (
            overload is not None
            and alt_cost is None
            and not (dashed or blitzed or evoked or spectacled or surged or awakened or prowled)
        ):
            # CR 702.96a: an alternative cost (one only, CR 118.9a), announced as it is cast
            # (CR 601.2b); the spell's text then has "each" for "target", so it has no
            # targets (CR 702.96b-c): the card is overloaded as it becomes the spell
            prompt = f"Cast {card} for its overload cost {overload.cost}?"
            overloaded = self.ask_may(player, prompt)
            if overloaded:
                assert isinstance(overload.cost, ManaCost)
                base = overload.cost
                card.overloaded = True  # undone if the cast is not completed (:meth:`cast`)
                self._touch()
                ch = self.chars(card)
        emerge = next((ab for ab in ch.abilities if isinstance(ab, Emerge)), None)
        emerged: GameObject | None = None
        if (
            emerge is not None
            and alt_cost is None
            and not (dashed or blitzed or evoked or spectacled or surged or awakened)
            and not (overloaded or prowled)
        ):
            # CR 702.119a, c: an alternative cost (one only, CR 118.9a); the creature to
            # sacrifice is chosen as the cost is announced (CR 601.2b)
            creatures = [
                o
                for o in self.zone_objects(BATTLEFIELD, player)
                if "creature" in self.chars(o).types
            ]
            prompt = f"Cast {card} for its emerge cost {emerge.cost}, sacrificing a creature?"
            if creatures and self.ask_may(player, prompt):
                prompt = f"Sacrifice a creature to cast {card} with emerge"
                (emerged,) = self.ask_choose(player, prompt, creatures)
                assert isinstance(emerge.cost, ManaCost)
                base = emerge.cost
        bestow = next((ab for ab in ch.abilities if isinstance(ab, Bestow)), None)
        if (
            bestow is not None
            and alt_cost is None
            and not (dashed or blitzed or evoked or spectacled or surged or awakened)
            and not (overloaded or prowled)
            and emerged is None
        ):
            # CR 702.103a: chosen as it is cast, an alternative cost (one only, CR 118.9a);
            # the spell is an Aura spell with enchant creature, whose target is chosen as
            # any Aura spell's (CR 702.103b, 601.2c).
            prompt = f"Cast {card} bestowed for its bestow cost {bestow.cost}?"
            if self.ask_may(player, prompt):
                assert isinstance(bestow.cost, ManaCost)
                base = bestow.cost
                card.bestowed = True  # undone if the cast is not completed (:meth:`cast`)
        mutate = next((ab for ab in ch.abilities if isinstance(ab, Mutate)), None)
        if (
            mutate is not None
            and alt_cost is None
            and not (dashed or blitzed or evoked or spectacled or surged or awakened)
            and not (overloaded or prowled or card.bestowed)
            and emerged is None
        ):
            # CR 702.140a: an alternative cost (one only, CR 118.9a), chosen as it is cast
            # (CR 601.2b); the spell becomes a mutating creature spell, whose target is chosen
            # with the others (CR 601.2c)
            prompt = f"Cast {card} for its mutate cost {mutate.cost}?"
            if self.ask_may(player, prompt):
                assert isinstance(mutate.cost, ManaCost)
                base = mutate.cost
                card.mutating = True  # undone if the cast is not completed (:meth:`cast`)
                self._touch()
        alternative = self._alternative_cost(
            player,
            card,
            alt_cost is None
            and not (
                dashed
                or blitzed
                or evoked
                or spectacled
                or surged
                or awakened
                or card.bestowed
                or card.mutating
                or overloaded
                or prowled
            )
            and emerged is None,
        )
        if alternative is not None:  # CR 118.9: its mana (or none) instead of the mana cost
            base = alternative.mana if isinstance(alternative.mana, ManaCost) else ManaCost()
        if base.is_none:
            raise IllegalAction(f"{card} has no mana cost, so it can't be cast (CR 202.1b).")
        ctx = TargetContext(card, player)
        specs = self.spell_targets(card)
        entwined = self._entwine(player, card, specs, ctx)
        if entwined is not None:  # CR 702.42a: all the modes, for an additional cost
            modes, named = list(range(len(entwined[1].texts))), list(range(len(specs)))
            assert isinstance(entwined[0].cost, ManaCost)
            base = base + entwined[0].cost  # CR 601.2f, 118.8
        else:
            modes, named = self._choose_modes(player, card, specs, ctx)
        if flash_extra is not None:  # cast as though it had flash, for {2} more (CR 601.2f)
            base = base + flash_extra
        escalated: list[Cost] = []
        for escalate in (ab for ab in ch.abilities if isinstance(ab, Escalate)):
            # CR 702.120a: an additional cost for each mode chosen beyond the first
            assert isinstance(escalate.cost, ManaCost)
            for _ in range(len(modes) - 1):
                base = base + escalate.cost  # CR 601.2f, 118.8
                if escalate.extra is not None:
                    escalated.append(escalate.extra)
        if awaken is not None and not awakened:
            # CR 702.113b: cast as if it didn't have the awaken ability's target
            start = self._spell_target_index(card, awaken)
            named = [i for i in named if not start <= i < start + len(awaken.targets)]
        # CR 601.2b, 702.47a: the cards spliced onto it are revealed after the modes; their
        # splice costs are additional costs, their targets chosen with the spell's (702.47d).
        spliced = self._splice(player, card, ctx)
        gained: list[SpellAbility] = []
        for _spliced_card, splice, abilities in spliced:
            assert isinstance(splice.cost, ManaCost)
            base = base + splice.cost  # CR 601.2f, 118.8
            for ab in abilities:
                gained.append(_spliced_ability(ab, len(specs)))
                named += list(range(len(specs), len(specs) + len(ab.targets)))
                specs = specs + list(ab.targets)
        # CR 601.2b: after the modes, the intention to pay additional costs such as kicker
        # and buyback is announced, then X; the targets come after all of them (CR 601.2c).
        kickers = [
            ab for ab in ch.abilities if isinstance(ab, Kicker) and ab.gated_open(self, card)
        ]
        kicker = kickers[0] if kickers else None
        paid_kickers: list[Kicker] = []  # each kicker cost paid, once per time (CR 702.33d)
        if len(kickers) > 1:  # "Kicker [A] and/or [B]" (CR 702.33b): each one may be paid
            paid_kickers = self._two_kicker_costs(player, card, kickers, kicked)
            times_kicked = len(paid_kickers)
        else:
            if isinstance(kicked, list | tuple):
                raise IllegalAction(
                    f"{card} has no two kicker costs to choose from (CR 702.33b): "
                    "kicked is true, false or a number of times."
                )
            if kicker is None and kicked:
                raise IllegalAction(f"{card} has no kicker cost to pay (CR 702.33a).")
            if kicker is not None and kicked is None and kicker.multi:
                prompt = f"How many times do you pay the multikicker cost {kicker.cost} for {card}?"
                kicked = int(self.ask(Decision("x", player, prompt)))
            elif kicker is not None and kicked is None:
                paid = kicker.cost if kicker.extra is None else kicker.text.removeprefix("Kicker—")
                kicked = self.ask_may(player, f"Pay the kicker cost {paid} for {card}?")
            times_kicked = int(kicked or 0)
            if times_kicked < 0:
                raise IllegalAction(f"{card}'s kicker cost can't be paid {times_kicked} times.")
            if times_kicked > 1 and kicker is not None and not kicker.multi:
                raise IllegalAction(
                    f"{card}'s kicker cost can be paid only once (CR 702.33a; any number of "
                    "times only with multikicker, CR 702.33c)."
                )
            if kicker is not None:
                paid_kickers = [kicker] * times_kicked
        for paid_kicker in paid_kickers:
            assert isinstance(paid_kicker.cost, ManaCost)
            base = base + paid_kicker.cost  # an additional cost, each time (CR 601.2f, 118.8)
        if not times_kicked:  # CR 601.2c: cast as though it didn't require those targets
            named = [i for i in named if not specs[i].only_if_kicked]
        # CR 702.56a: a replicate cost, paid any number of times (each instance apart, 702.56b)
        replicated = 0
        for replicate in (ab for ab in ch.abilities if isinstance(ab, Replicate)):
            assert isinstance(replicate.cost, ManaCost)
            prompt = f"How many times do you pay the replicate cost {replicate.cost} for {card}?"
            times = int(self.ask(Decision("x", player, prompt)))
            for _ in range(times):
                base = base + replicate.cost  # an additional cost (CR 601.2f, 118.8)
            replicated += times
        buyback = next((ab for ab in ch.abilities if isinstance(ab, Buyback)), None)
        bought = False
        if buyback is not None:  # CR 702.27a: announced as it is cast (CR 601.2b)
            paid = buyback.cost if buyback.extra is None else buyback.text.removeprefix("Buyback—")
            bought = self.ask_may(player, f"Pay the buyback cost {paid} for {card}?")
            if bought:
                assert isinstance(buyback.cost, ManaCost)
                base = base + buyback.cost  # an additional cost (CR 601.2f, 118.8)
        conspirers = self._conspire(player, card)
        # CR 601.2b: "As an additional cost to cast this spell, A or B." -- the caster announces
        # which they pay; its mana is part of the total cost (CR 601.2f), its other parts are
        # paid with the other additional costs (CR 601.2h)
        picked_costs: dict[int, Cost] = {}
        life_x = False  # "pay X life": X announced with the mana cost's X (CR 107.3a, 601.2b)
        for ab in ch.abilities:
            extra = (
                ab.additional_cost
                if isinstance(ab, SpellAbility)
                else ab.cost
                if isinstance(ab, AdditionalCastCost)
                else None
            )
            life_x = life_x or (extra is not None and extra.pay_life_x)
            if extra is not None and extra.one_of:
                picked = self._one_of_costs(player, card, extra)
                picked_costs[id(extra)] = dataclasses.replace(picked, mana=None)
                if isinstance(picked.mana, ManaCost):
                    base = base + picked.mana
        if (base.has_x or life_x) and x is None:  # announced before the targets (CR 601.2b-c)
            x = self.ask(Decision("x", player, f"Choose X for {card}"))
        ctx.x = x or 0
        chosen = self._choose_targets(
            player, card, [specs[i] for i in named], targets, ctx
        )  # CR 700.2c: only the chosen modes' targets
        if chosen is None:
            raise IllegalAction(f"{card} has no legal targets, so it can't be cast (CR 601.2c).")
        if len(named) != len(specs):
            every: list[list[Any]] = [[] for _ in specs]
            for index, group in zip(named, chosen, strict=True):
                every[index] = group
            chosen = every
        # Strive (CR 601.2f): "costs {2}{U} more to cast for each target beyond the first",
        # the targets just chosen (CR 601.2c) counted, each object or player once per word
        beyond = max(0, sum(len(group) for group in chosen) - 1)
        for ab in ch.abilities:
            more = getattr(ab, "cost_per_extra_target", None)
            if isinstance(ab, SpellAbility) and more and beyond:
                for _ in range(beyond):
                    base = base + ManaCost.parse(more)
        xv = x or 0
        cost = self.spell_cost(player, card, base, xv, chosen)  # after the targets (CR 601.2c)
        if emerged is not None:  # CR 702.119a: the total cost, less its mana value in generic
            cost = cost.reduce_generic(self.chars(emerged).mana_value)
        # CR 601.2b: an instant's or sorcery's paragraph, or a permanent spell's line,
        # "As an additional cost to cast this spell, ...".
        additional = [
            ab.additional_cost
            for ab in ch.abilities
            if isinstance(ab, SpellAbility) and ab.additional_cost is not None
        ] + [ab.cost for ab in ch.abilities if isinstance(ab, AdditionalCastCost)]
        if bought and buyback is not None and buyback.extra is not None:
            additional.append(buyback.extra)  # CR 702.27a, 601.2h: the rest of the buyback cost
        if alternative is not None:  # CR 118.9, 601.2h: the rest of the alternative cost
            additional.append(dataclasses.replace(alternative, mana=None))
        for paid_kicker in dict.fromkeys(paid_kickers):  # CR 702.33a, 601.2h: the rest of
            if paid_kicker.extra is not None:  # each kicker cost paid
                additional.append(paid_kicker.extra)
        if evoked and evoke is not None and evoke.extra is not None:
            additional.append(evoke.extra)  # CR 702.74a, 118.9: "Evoke—Exile a ... card ..."
        additional += escalated  # CR 702.120a: "Escalate—Discard a card.", for each extra mode
        if how == "jump-start":  # CR 702.133a: discarding a card, an additional cost
            additional.append(Cost(discard=1))
        if how == "flashback":
            # CR 702.34a: the life and sacrifices of the flashback cost, paid with its mana
            flashback = next(
                (
                    ab
                    for ab in ch.abilities
                    if isinstance(ab, Flashback) and ab.gated_open(self, card)
                ),
                None,
            )
            if flashback is not None and flashback.extra is not None:
                additional.append(flashback.extra)
        # "A or B": the cost chosen above, paid with the others, its mana in the total cost
        additional = [picked_costs.get(id(part), part) for part in additional]
        additional = [  # CR 107.3a: X is known now
            dataclasses.replace(part, pay_life=part.pay_life + xv, pay_life_x=False)
            if part.pay_life_x
            else part
            for part in additional
        ]
        self._check_additional_costs(player, card, additional)
        delved = self._delve(player, card, cost)
        cost = cost.reduce_generic(len(delved))
        assisted = self._assist(player, card, cost)
        if assisted is not None:
            cost = cost.reduce_generic(assisted[1])
        helpers = frozenset(k for k in ("convoke", "improvise") if k in ch.abilities)
        plan, sources = self._plan(
            player,
            cost,
            f"casting {card}",
            chosen=mana_sources,
            paying_for=card,
            helpers=helpers,  # CR 702.51a, 702.126a: for this spell's total cost
            reserved=conspirers,
        )
        dist = self._choose_distribution(player, specs, chosen, distribution, ctx)
        spell = self.move(
            card, STACK, controller=player, cause="cast", replaceable=False, logged=False
        )  # the cast line tells it
        assert spell is not None
        spell.targets = chosen
        spell.modes = modes
        spell.x = xv
        spell.kicked = times_kicked
        if len(kickers) > 1:  # CR 702.33f: which of its two kicker costs were paid
            spell.kicked_with = tuple(str(k.cost) for k in paid_kickers)
        if bought:
            spell.note["buyback"] = True  # CR 702.27a
        if dashed:
            spell.note["dashed"] = True  # CR 702.109a
        if blitzed:
            spell.note["blitzed"] = True  # CR 702.152a
        if evoked:
            spell.note["evoked"] = True  # CR 702.74a
        if spectacled:
            spell.note["spectacle"] = True  # CR 702.137a
        if surged:
            spell.note["surged"] = True  # CR 702.117a
        if awakened:
            spell.note["awakened"] = True  # CR 702.113a
        if conspirers:
            spell.note["conspired"] = True  # CR 702.78a
        if replicated:
            spell.note["replicated"] = replicated  # CR 702.56a
        spell.cast_from = zone
        # addendum (CR 505.1): cast in a main phase of the caster's own turn
        spell.note["cast_in_own_main_phase"] = self.step in MAIN_STEPS and self.active is player
        spell.note[CAST_AT_SORCERY_TIME] = sorcery_time
        spell.exile_on_resolve = exile_after
        if how in ("flashback", "jump-start"):
            # CR 702.34a, 702.133a: exiled "any time it would leave the stack", countered too
            spell.note[EXILED_LEAVING_STACK] = True
        if gained:  # CR 702.47c, 612: it gains the spliced text while on the stack (702.47e)
            spell.note[SPLICED] = gained
        spell.distribution = dist
        if by_effect is not None:
            spell.note.update(by_effect.note)
        # The mana spent to cast it (CR 601.2h), for sunburst (CR 702.44a).
        spell.note["mana_spent"] = self._execute_plan(player, plan, sources, paying_for=spell)
        if assisted is not None:  # CR 702.132a: mana spent to cast it too (CR 601.2h)
            helper, _amount, helper_plan, helper_sources = assisted
            spent = self._execute_plan(helper, helper_plan, helper_sources, paying_for=spell)
            spell.note["mana_spent"] = spell.note["mana_spent"] + spent
        for gone in delved:  # CR 702.66a: exiled rather than that generic mana paid
            self.exile(gone, cause="delve")
        for creature in conspirers:  # CR 702.78a, 601.2h
            self.tap(creature)
        if emerged is not None:  # CR 702.119a, c, 601.2h: sacrificed as the cost is paid
            self.sacrifice(emerged, player)
            spell.note["emerged"] = True
        self._pay_additional_costs(player, spell, additional)
        if retraced:  # CR 702.81a, 601.2h: the additional cost
            prompt = f"Discard a land card to cast {spell} with retrace"
            lands = [c for c in self.hand(player) if "land" in self.chars(c).types]
            for c in self.ask_cards(player, prompt, lands, 1, 1):
                self._discard_one(player, c)
        aimed = tuple(t for group in chosen for t in group)
        self.emit(SpellCast(spell, player, self.chars(spell).copy(), zone, aimed))
        self._emit_targeted(chosen, spell, by_spell=True, controller=player, item=spell)
        if by_effect is None:  # CR 608.2g: no player receives priority after it's cast
            self._after_action(player)
        return spell

    def _alternative_cost(self, player: Player, card: GameObject, open_: bool) -> Cost | None:
        """The alternative cost ``player`` chooses to cast ``card`` with (CR 118.9): "You may
        [cost] rather than pay this spell's mana cost." Each one whose condition holds (CR
        601.2b) is offered in turn, while no other alternative cost was chosen (``open_``,
        CR 118.9a: at most one); the answer is announced as the spell is cast (CR 601.2b)."""
        if not open_:
            return None
        for ab in self.chars(card).abilities:
            if not isinstance(ab, AlternativeCastCost):
                continue
            if ab.condition is not None and not ab.condition(self, card, player):
                continue
            prompt = f"Cast {card} by paying {ab.cost} rather than its mana cost?"
            if self.ask_may(player, prompt):
                return ab.cost
        return None

    def _splice(
        self, player: Player, card: GameObject, ctx: Any
    ) -> list[tuple[GameObject, Splice, list[SpellAbility]]]:
        """Splice onto [quality] (CR 702.47a-b): each card in ``player``'s hand with a splice
        ability whose quality the spell ``card`` has may be revealed and spliced onto it, once
        (CR 702.47b); not when a choice its text needs can't be made (a target, 702.47b). With
        more than one, the player chooses the order their effects happen in, after the main
        spell's (702.47b). The cards, their splice abilities and their spell abilities."""
        if "instant" not in self.chars(card).types and "sorcery" not in self.chars(card).types:
            return []  # only instants and sorceries are spliced onto (CR 702.47a's qualities)
        offered: list[tuple[GameObject, Splice, list[SpellAbility]]] = []
        spell_chars = self.chars(card)
        for other in self.hand(player):
            if other is card:
                continue
            ch = self.chars(other)
            splice = next(
                (ab for ab in ch.abilities if isinstance(ab, Splice) and ab.quality(spell_chars)),
                None,
            )
            if splice is None:
                continue
            abilities = [
                ab for ab in ch.abilities if isinstance(ab, SpellAbility) and ab.effect is not None
            ]
            if any(ab.modes is not None for ab in abilities):
                continue  # the modes of a spliced text are never chosen here
            if not all(
                len(self._target_candidates(spec, ctx)) >= spec.bounds(ctx)[0]
                for ab in abilities
                for spec in ab.targets
            ):
                continue
            asked = f"Reveal {other} and splice it onto {card} for {splice.cost}?"
            if self.ask_may(player, asked):
                offered.append((other, splice, abilities))
        if len(offered) > 1:
            prompt = f"Choose the order of the cards spliced onto {card}, first to happen first"
            order = self.ask_cards(player, prompt, [c for c, _s, _a in offered], len(offered))
            offered = [next(o for o in offered if o[0] is c) for c in order]
        return offered

    def _spell_target_index(self, card: GameObject, ability: SpellAbility) -> int:
        """The index of the first target of ``ability`` among the targets of the spell
        abilities of ``card`` (their numbers run on from one to the next, CR 608.2c)."""
        index = 0
        for ab in self.chars(card).abilities:
            if ab is ability:
                break
            if isinstance(ab, SpellAbility):
                index += len(ab.targets)
        return index

    def _entwine(
        self, player: Player, card: GameObject, specs: list[TargetSpec], ctx: Any
    ) -> tuple[Entwine, ModeChoice] | None:
        """Entwine [cost] (CR 702.42a): whether ``player`` chooses all the modes of ``card``
        and pays the entwine cost, asked as the modes are chosen (CR 601.2b) when every mode
        can be chosen (a mode whose targets can't all be chosen can't be, CR 700.2a) and all
        of them are more than the number the card says. The entwine and the modes, or None."""
        entwine = next((ab for ab in self.chars(card).abilities if isinstance(ab, Entwine)), None)
        choice = next(
            (
                ab.modes
                for ab in self.chars(card).abilities
                if isinstance(ab, SpellAbility) and ab.modes is not None
            ),
            None,
        )
        if entwine is None or choice is None or choice.most >= len(choice.texts):
            return None
        if not all(
            len(self._target_candidates(specs[i], ctx)) >= specs[i].bounds(None)[0]
            for named in choice.targets
            for i in named
        ):
            return None
        if not self.ask_may(
            player, f"Pay the entwine cost {entwine.cost} for {card} and choose all its modes?"
        ):
            return None
        return entwine, choice

    def _conspire(self, player: Player, card: GameObject) -> list[GameObject]:
        """Conspire (CR 702.78a): "As an additional cost to cast this spell, you may tap two
        untapped creatures you control that each share a color with it", announced as it is
        cast (CR 601.2b) when two such creatures are there; the two creatures chosen (none
        when it isn't paid). They are tapped as the costs are paid (CR 601.2h); tapping them
        is no {T} ability, so summoning sickness doesn't stop it (CR 302.6)."""
        ch = self.chars(card)
        if "conspire" not in ch.abilities:
            return []
        colors = set(ch.colors)
        mine = [
            o
            for o in self.zone_objects(BATTLEFIELD, player)
            if self.is_creature(o) and not o.tapped and colors & set(self.chars(o).colors)
        ]
        if len(mine) < 2:
            return []
        prompt = (
            f"Pay the conspire cost of {card}: tap two untapped creatures you control that "
            "each share a color with it?"
        )
        if not self.ask_may(player, prompt):
            return []
        prompt = f"Tap two creatures that share a color with {card} for conspire"
        return self.ask_choose(player, prompt, mine, 2, 2)

    def _assist(
        self, player: Player, card: GameObject, cost: ManaCost
    ) -> tuple[Player, int, Any, Any] | None:
        """Assist (CR 702.132a): when the total cost of ``card`` includes generic mana,
        ``player`` may choose another player, who may pay any amount of that generic mana
        (asked as a number, no more than the generic mana) before ``player`` pays the rest.
        The player chosen, the amount and their payment plan; None when nobody helps."""
        if "assist" not in self.chars(card).abilities or cost.generic <= 0:
            return None
        helper = next(
            (
                other
                for other in self.opponents(player)
                if self.ask_may(player, f"Choose {other} to help pay for {card} (assist)?")
            ),
            None,
        )
        if helper is None:
            return None
        prompt = f"How much of the generic mana {{{cost.generic}}} of {card} do you pay (assist)?"
        amount = self.ask(Decision("x", helper, prompt))
        if amount > cost.generic:
            raise IllegalAction(
                f"{helper} can pay at most the {cost.generic} generic mana of the total cost of "
                f"{card} (CR 702.132a)."
            )
        if amount == 0:
            return None
        plan, sources = self._plan(
            helper, ManaCost.parse(f"{{{amount}}}"), f"helping to cast {card} (assist)"
        )
        return helper, amount, plan, sources

    def _delve(self, player: Player, card: GameObject, cost: ManaCost) -> list[GameObject]:
        """Delve (CR 702.66a): "For each generic mana in this spell's total cost, you may exile
        a card from your graveyard rather than pay that mana" -- after the total cost is
        determined (CR 702.66b); the cards ``player`` chooses to exile, exiled as the cost is
        paid (CR 601.2h). The spell itself is on the stack by then (CR 601.2a)."""
        if "delve" not in self.chars(card).abilities or cost.generic <= 0:
            return []
        cards = [c for c in self.graveyard(player) if c is not card]
        prompt = f"Exile cards from your graveyard to pay for generic mana of {card} (delve)"
        return self.ask_cards(player, prompt, cards, 0, min(cost.generic, len(cards)))

    def _choose_modes(
        self, player: Player, card: GameObject, specs: list[TargetSpec], ctx: Any
    ) -> tuple[list[int], list[int]]:
        """CR 601.2b, 700.2a: the modes of a modal spell, chosen before its targets, and the
        indices of the targets to choose (those of the chosen modes, and any outside the
        modes). A mode whose targets can't all be chosen can't be chosen (CR 700.2a)."""
        choice = next(
            (
                ab.modes
                for ab in self.chars(card).abilities
                if isinstance(ab, SpellAbility) and ab.modes is not None
            ),
            None,
        )
        if choice is None:
            return [], list(range(len(specs)))
        picked = self._pick_modes(player, str(card), choice, specs, ctx)
        if picked is None:
            raise IllegalAction(
                f"{card} can't be cast: fewer than {choice.least} of its modes can be chosen "
                "(CR 700.2a)."
            )
        return picked

    def _pick_modes(
        self, player: Player, what: str, choice: ModeChoice, specs: list[TargetSpec], ctx: Any
    ) -> tuple[list[int], list[int]] | None:
        """CR 700.2a-b: ``player`` chooses the modes of ``what`` (a spell, or an ability as it
        is put on the stack), and the indices of the targets to choose: those of the chosen
        modes and any outside the modes (CR 700.2c). A mode whose targets can't all be chosen
        can't be chosen; ``None`` when fewer than the least number of modes can be."""
        legal = [
            index
            for index, named in enumerate(choice.targets)
            # X is announced after the modes (CR 601.2b), so "X target" may yet be none.
            if all(
                len(self._target_candidates(specs[i], ctx)) >= specs[i].bounds(None)[0]
                for i in named
            )
        ]
        if len(legal) < choice.least:
            return None
        shown = choice.labels or tuple(f"{i + 1}. {text}" for i, text in enumerate(choice.texts))
        labels = [shown[index] for index in legal]
        picked = self.ask(
            Decision(
                "choose",
                player,
                f"Choose the modes of {what}",
                labels,
                min=choice.least,
                max=min(choice.most, len(labels)),
            )
        )
        modes = sorted(legal[labels.index(label)] for label in picked)
        unchosen = {
            i for mode, named in enumerate(choice.targets) if mode not in modes for i in named
        }
        return modes, [i for i in range(len(specs)) if i not in unchosen]

    def _ability_modes_and_targets(
        self,
        player: Player,
        source: GameObject,
        ab: ActivatedAbility | TriggeredAbility,
        given: Sequence[Any] | None,
        ctx: Any,
    ) -> tuple[list[list[Any]] | None, list[int]]:
        """The targets of an activated or triggered ability as it is put on the stack, and
        its modes when it is modal: the modes first, then only the chosen modes' targets
        (CR 602.2b, 603.3c, 700.2a-c); the targets of the modes not chosen are empty. No
        targets (``None``) when no mode or no target can be chosen (CR 603.3c-d)."""
        specs = list(ab.targets)
        choice = getattr(ab, "modes", None)  # a rules-built trigger may have none
        if choice is None:
            return self._choose_targets(player, source, specs, given, ctx), []
        picked = self._pick_modes(player, f"{source}'s ability", choice, specs, ctx)
        if picked is None:
            return None, []
        modes, named = picked
        chosen = self._choose_targets(player, source, [specs[i] for i in named], given, ctx)
        if chosen is None:
            return None, modes
        every: list[list[Any]] = [[] for _ in specs]
        for index, group in zip(named, chosen, strict=True):
            every[index] = group
        return every, modes

    def _one_of_costs(self, player: Player, card: GameObject, cost: Cost) -> Cost:
        """The cost ``player`` pays of "A or B" (``one_of``, CR 601.2b, 601.2f-h): one of the
        costs they can pay, chosen as the spell is cast -- with only one they can pay, that
        one; with none, the spell can't be cast (CR 601.2h). A cost without a choice is
        itself. Mana is payable here for this check; the total cost is paid later."""
        if not cost.one_of:
            return cost
        payable = []
        for choice in cost.one_of:
            try:
                self._check_additional_costs(player, card, [dataclasses.replace(choice, mana=None)])
            except IllegalAction:
                continue
            payable.append(choice)
        if not payable:
            raise IllegalAction(
                f"{player} can pay none of the additional costs '{cost}' of {card} (CR 601.2h)."
            )
        if len(payable) == 1:  # the only one they can pay: no choice
            return payable[0]
        labels = [("Pay " if c.mana else "") + str(c) for c in payable]
        prompt = f"Choose the additional cost to pay for {card}"
        (picked,) = self.ask_choose(player, prompt, labels)
        return payable[labels.index(picked)]

    def _check_additional_costs(
        self, player: Player, card: GameObject, costs: Sequence[Cost]
    ) -> None:
        """CR 601.2h: unpayable costs can't be paid, so the spell can't be cast. The card
        itself is on the stack by then (CR 601.2a), so it is not a card to discard."""
        ctx = TargetContext(card, player)
        for cost in costs:
            if cost.pay_life and player.life < cost.pay_life:
                raise IllegalAction(
                    f"{player} can't pay {cost.pay_life} life to cast {card} (CR 119.4, 601.2h)."
                )
            for part in cost.sacrifice:
                mine = self._own_matching(player, part.filter, ctx)
                if len(mine) < part.count:
                    raise IllegalAction(
                        f"{player} can't sacrifice {part.description} to cast {card} (CR 601.2h)."
                    )
            others = [c for c in self.hand(player) if c is not card]
            if len(others) < cost.discard:
                raise IllegalAction(
                    f"{player} doesn't have {cost.discard} other card(s) to discard to cast "
                    f"{card} (CR 601.2h)."
                )
            if len(others) < cost.discard_random:  # CR 701.9b, 601.2h
                raise IllegalAction(
                    f"{player} doesn't have {cost.discard_random} other card(s) to discard at "
                    f"random to cast {card} (CR 601.2h)."
                )
            # an alternative cost's parts (CR 118.9): permanents tapped or returned, cards of
            # a kind discarded or exiled from the hand -- enough of each (CR 118.3, 601.2h)
            mine = self.zone_objects(BATTLEFIELD, player)
            wanted = [
                ("tap", tap, [o for o in mine if not o.tapped and tap.filter(self, o, ctx)])
                for tap in cost.tap_untapped
            ] + [
                ("return", back, [o for o in mine if back.filter(self, o, ctx)])
                for back in cost.return_to_hand
            ]
            wanted += (
                [
                    ("discard", part, [c for c in others if part.filter(self, c, ctx)])
                    for part in cost.discard_cards
                ]
                + [
                    ("exile", part, [c for c in others if part.filter(self, c, ctx)])
                    for part in cost.exile_from_hand
                ]
                + [
                    ("reveal", part, [c for c in others if part.filter(self, c, ctx)])
                    for part in cost.reveal_cards
                ]
            )
            # "exile a creature card from your graveyard" (CR 406.1, 118.3)
            wanted += [
                ("exile", part, [c for c in self.graveyard(player) if part.filter(self, c, ctx)])
                for part in cost.exile_cards
            ]
            for verb, part, found in wanted:
                if len(found) < part.count:
                    raise IllegalAction(
                        f"{player} can't {verb} {part.description} to cast {card} (CR 118.3, "
                        "601.2h)."
                    )

    def _own_matching(self, player: Player, test: Any, ctx: Any) -> list[GameObject]:
        """Permanents ``player`` controls that match a cost's filter (CR 701.21a)."""
        return [o for o in self.zone_objects(BATTLEFIELD, player) if test(self, o, ctx)]

    def _pay_additional_costs(
        self, player: Player, spell: GameObject, costs: Sequence[Cost]
    ) -> None:
        """Pay life, sacrifice and discard as the spell's additional costs (CR 601.2h); the
        player chooses which as they pay."""
        ctx = TargetContext(spell, player)
        for cost in costs:
            if cost.pay_life:  # CR 119.4: paying life is losing it
                self.lose_life(player, cost.pay_life)
            for part in cost.sacrifice:
                mine = self._own_matching(player, part.filter, ctx)
                prompt = f"Sacrifice {part.description} to cast {spell}"
                picked = self.ask_choose(player, prompt, mine, part.count, part.count)
                with self.simultaneously():  # sacrificed together (CR 603.10a)
                    for obj in picked:
                        self.sacrifice(obj, player)
                # for "the sacrificed creature" as the spell resolves (CR 608.2h)
                spell.note.setdefault(SACRIFICED_FOR_COST, []).extend(picked)
            if cost.discard:
                prompt = f"Discard {cost.discard} to cast {spell}"
                hand = self.hand(player)
                for c in self.ask_cards(player, prompt, hand, cost.discard, cost.discard):
                    self._discard_one(player, c)
            # an alternative cost's other parts (CR 118.9), chosen as they are paid (601.2h)
            for obj in self._tap_cost_choice(player, spell, cost):
                self.tap(obj)
            returned = self._return_cost_choice(player, spell, cost)
            with self.simultaneously():
                for obj in returned:
                    self.return_to_hand(obj)
            for c in self._cards_cost_choice(player, spell, cost, discarding=True):
                self._discard_one(player, c)
            exiled = self._hand_exile_choice(player, spell, cost)
            for c in exiled:
                self.exile(c, cause="exiled to pay a cost")
            # cards of the caster's graveyard exiled (CR 406.1), chosen as paid (CR 601.2h)
            for c in self._cards_cost_choice(player, spell, cost, discarding=False):
                self.move(c, EXILE, cause="exiled to pay a cost")
            if cost.discard_random:  # CR 701.9b: chosen by no player
                self.discard(player, cost.discard_random, random=True)
            for part in cost.reveal_cards:  # CR 701.20a: shown, and kept in the hand
                cands = [c for c in self.hand(player) if part.filter(self, c, ctx)]
                prompt = f"Reveal {part.description} to cast {spell}"
                shown = self.ask_cards(player, prompt, cands, part.count, part.count)
                self.reveal(player, shown)
                # for "the revealed card's power" as the spell resolves (CR 608.2h)
                spell.note.setdefault(REVEALED_FOR_COST, []).extend(shown)

    def _emit_targeted(
        self,
        chosen: Sequence[Sequence[Any]],
        source: Any,
        *,
        by_spell: bool,
        controller: Player | None = None,
        logged: bool | None = None,
        item: Any = None,
    ) -> None:
        """Each object chosen as a target becomes the target (CR 115.1); once per object.
        ``controller`` controls the spell or ability (CR 113.8); ``item`` is the spell or the
        ability on the stack."""
        seen: set[int] = set()
        for group in chosen:
            for target in group:
                if isinstance(target, GameObject) and target.id not in seen:
                    seen.add(target.id)
                    # The cast line names the targets.
                    shown = not by_spell if logged is None else logged
                    self.emit(
                        BecameTarget(target, source, by_spell, controller, item, logged=shown)
                    )

    def activated_abilities(self, obj: GameObject) -> list[ActivatedAbility]:
        return [a for a in self.chars(obj).abilities if isinstance(a, ActivatedAbility)]

    def _crew_choice(
        self,
        player: Player,
        vehicle: GameObject,
        power: int,
        given: Sequence[GameObject] | None,
    ) -> list[GameObject]:
        """The creatures tapped to crew (CR 702.122a): other untapped creatures ``player``
        controls with total power ``power`` or greater; summoning sickness doesn't matter
        (CR 302.6 is about {T} abilities of the creature itself)."""
        if not power:
            return []
        cands = [
            o
            for o in self.zone_objects(BATTLEFIELD, player)
            if o is not vehicle and not o.tapped and self.is_creature(o)
        ]
        if given is not None:
            chosen = list(given)
            for c in chosen:
                if c not in cands:
                    raise IllegalAction(f"{c} can't be tapped to crew {vehicle}.")
        else:
            chosen = []
            for c in sorted(cands, key=lambda o: self.chars(o).power or 0, reverse=True):
                if sum(self.chars(o).power or 0 for o in chosen) >= power:
                    break
                chosen.append(c)
        if sum(self.chars(o).power or 0 for o in chosen) < power:
            raise IllegalAction(
                f"{player} can't crew {vehicle}: untapped creatures with total power {power} "
                "or greater are needed (CR 702.122a)."
            )
        return chosen

    def _tap_cost_choice(self, player: Player, source: GameObject, cost: Cost) -> list[GameObject]:
        """The permanents tapped for "Tap N untapped [filter] you control" (CR 118.3): untapped
        ones ``player`` controls, chosen by the player; summoning sickness doesn't matter (CR
        302.6 is about {T} abilities), and the source is not one of them if {T} taps it."""
        chosen: list[GameObject] = []
        for part in cost.tap_untapped:
            ctx = TargetContext(source, player)
            cands = [
                o
                for o in self.zone_objects(BATTLEFIELD, player)
                if not o.tapped
                and o not in chosen
                and not (cost.tap and o is source)
                and part.filter(self, o, ctx)
            ]
            if len(cands) < part.count:
                raise IllegalAction(f"{player} can't tap {part.description}: not enough of them.")
            chosen.extend(
                self.ask_choose(player, f"Tap {part.description}", cands, part.count, part.count)
            )
        return chosen

    def _return_cost_choice(
        self, player: Player, source: GameObject, cost: Cost
    ) -> list[GameObject]:
        """The permanents returned for "Return a land you control to its owner's hand" (CR
        118.3: only permanents ``player`` controls can pay it), chosen by the player as the
        cost is paid (CR 601.2h); the source itself may be one of them if it matches."""
        chosen: list[GameObject] = []
        for part in cost.return_to_hand:
            ctx = TargetContext(source, player)
            cands = [
                o
                for o in self.zone_objects(BATTLEFIELD, player)
                if o not in chosen and part.filter(self, o, ctx)
            ]
            if len(cands) < part.count:
                raise IllegalAction(
                    f"{player} can't return {part.description} to its owner's hand: not enough "
                    "of them (CR 118.3)."
                )
            prompt = f"Return {part.description} to its owner's hand"
            chosen.extend(self.ask_choose(player, prompt, cands, part.count, part.count))
        return chosen

    def _cards_cost_choice(
        self, player: Player, source: GameObject, cost: Cost, discarding: bool
    ) -> list[GameObject]:
        """The cards discarded for "Discard N [filter] cards" (from the hand) or exiled for
        "Exile N [filter] cards from your graveyard" (CR 118.3: only cards that are there can
        pay it; CR 601.2h: chosen as the cost is paid), each card chosen once across the
        parts; a card discarding itself is not one of them."""
        parts = cost.discard_cards if discarding else cost.exile_cards
        verb, zone = ("Discard", "hand") if discarding else ("Exile", "graveyard")
        pool = self.hand(player) if discarding else self.graveyard(player)
        chosen: list[GameObject] = []
        for part in parts:
            ctx = TargetContext(source, player)
            cands = [
                c for c in pool if c not in chosen and c is not source and part.filter(self, c, ctx)
            ]
            if len(cands) < part.count:
                raise IllegalAction(
                    f"{player} can't pay '{verb} {part.description}': too few such cards in "
                    f"their {zone} (CR 118.3)."
                )
            prompt = f"{verb} {part.description}"
            chosen.extend(self.ask_cards(player, prompt, cands, part.count, part.count))
        return chosen

    def _hand_exile_choice(self, player: Player, spell: GameObject, cost: Cost) -> list[GameObject]:
        """The cards exiled from the hand for "exile a blue card from your hand" (an
        alternative cost's, CR 118.9, 406.1): chosen as the cost is paid (CR 601.2h), each
        once; the spell itself is on the stack (CR 601.2a)."""
        chosen: list[GameObject] = []
        for part in cost.exile_from_hand:
            ctx = TargetContext(spell, player)
            cands = [
                c
                for c in self.hand(player)
                if c not in chosen and c is not spell and part.filter(self, c, ctx)
            ]
            if len(cands) < part.count:
                raise IllegalAction(
                    f"{player} can't pay 'Exile {part.description}': too few such cards in "
                    "their hand (CR 118.3)."
                )
            prompt = f"Exile {part.description}"
            chosen.extend(self.ask_cards(player, prompt, cands, part.count, part.count))
        return chosen

    def _unblocked_attacker_choice(self, player: Player, cost: Cost) -> GameObject | None:
        """The creature returned for "Return an unblocked attacking creature you control to
        its owner's hand" (ninjutsu's cost, CR 702.49a): one the player controls that is
        unblocked, which an attacker is only once blockers are declared (CR 509.1h); chosen as
        the cost is paid (CR 601.2h)."""
        if not cost.return_unblocked_attacker:
            return None
        unblocked = self.combat.unblocked_attackers() if self.combat is not None else []
        cands = [a for a in unblocked if self.on_battlefield(a) and self.controller(a) is player]
        if not cands:
            raise IllegalAction(
                f"{player} controls no unblocked attacking creature to return (CR 702.49a, 509.1h)."
            )
        prompt = "Return an unblocked attacking creature you control to its owner's hand"
        return self.ask_cards(player, prompt, cands, 1, 1)[0]

    def _check_loyalty_window(self, player: Player, obj: GameObject) -> None:
        """A loyalty ability (CR 606.2) can be activated only when its controller could cast a
        sorcery, and only if no loyalty ability of that permanent has been activated this turn
        (CR 606.3)."""
        if not self._sorcery_timing(player):
            raise IllegalAction(
                f"{obj}'s loyalty abilities can be activated only in a main phase of its "
                "controller's turn while the stack is empty (CR 606.3)."
            )
        if obj.id in self.loyalty_activated:
            raise IllegalAction(
                f"A loyalty ability of {obj} was already activated this turn (CR 606.3)."
            )

    def _counters_from_among(
        self, player: Player, obj: GameObject, part: Any
    ) -> list[tuple[GameObject, str, int]]:
        """ "Remove two +1/+1 counters from among creatures you control" (CR 118.3, 122.8):
        ``part.count`` counters in all from permanents ``player`` controls that match, one at a
        time from any of them that still has one -- and of the kind the player chooses where
        the cost names none ("Remove three counters from among ...", CR 122.1) -- each chosen
        as the cost is paid (CR 601.2h). The cost can't be paid unless they have that many
        (CR 118.3)."""
        left: dict[tuple[GameObject, str], int] = {}
        for o in self.zone_objects(BATTLEFIELD, player):
            if not part.filter(self, o, TargetContext(obj, player)):
                continue
            for kind, n in o.counters.items():
                if n > 0 and (not part.kind or kind == part.kind):
                    left[(o, kind)] = n
        noun = f"{part.kind} counter(s)" if part.kind else "counter(s)"
        if sum(left.values()) < part.count:
            raise IllegalAction(
                f"{player} can't remove {part.count} {noun} from among {part.description}: "
                "they don't have that many (CR 118.3)."
            )
        removed: list[tuple[GameObject, str, int]] = []
        for i in range(part.count):
            holders = list(dict.fromkeys(o for (o, _kind), n in left.items() if n > 0))
            prompt = f"Remove a {noun[:-3]} from among {part.description} ({i + 1} of {part.count})"
            (picked,) = self.ask_choose(player, prompt, holders, 1, 1)
            kinds = [k for (o, k), n in left.items() if o is picked and n > 0]
            kind = kinds[0]
            if len(kinds) > 1:
                (kind,) = self.ask_choose(player, f"Remove which counter from {picked}", kinds)
            left[(picked, kind)] -= 1
            removed.append((picked, kind, 1))
        return removed

    def _loyalty_removed(self, obj: GameObject, cost: Cost, x: int) -> int:
        """The loyalty counters a loyalty ability's cost removes: N for [−N], X for [−X];
        it can't be activated unless the permanent has that many (CR 606.6, 118.3)."""
        removed = x if cost.loyalty_x else max(-(cost.loyalty or 0), 0)
        have = obj.counters.get("loyalty", 0)
        if removed > have:
            raise IllegalAction(
                f"{obj} has {have} loyalty counter(s), so it can't remove {removed} (CR 606.6)."
            )
        return removed

    def activate(
        self,
        player: PlayerRef,
        obj: GameObject,
        index: int = 0,
        *,
        targets: Sequence[Any] | None = None,
        x: int | None = None,
        sacrifice: Sequence[GameObject] | None = None,
        distribution: Any = None,
        mana_choice: int | None = None,
        mana_sources: Sequence[Any] | None = None,
        crew_with: Sequence[GameObject] | None = None,
    ) -> StackAbility | None:
        """Activate the ``index``-th activated ability of ``obj`` (CR 602.2). Mana abilities
        resolve immediately (CR 605.3) and return ``None``. ``sacrifice`` lists the permanents
        chosen for "Sacrifice a ..." costs; ``mana_sources`` the permanents to tap for its mana
        cost (as for :meth:`cast`)."""
        player = self.player(player)
        self._check_priority(player, f"activate an ability of {obj}")
        if not self.is_live(obj):
            raise IllegalAction(f"{obj} is no longer where it was (CR 400.7).")
        abilities = self.activated_abilities(obj)
        if not 0 <= index < len(abilities):
            raise IllegalAction(f"{obj} has no activated ability number {index}.")
        ab = abilities[index]
        if obj.zone not in ab.zones:
            raise IllegalAction(f"That ability of {obj} can't be activated from {obj.zone}.")
        if ab.only_opponents:
            # "Only your opponents may activate this ability." (CR 602.2)
            if player not in self.opponents(self.controller(obj)):
                raise IllegalAction(
                    f"Only an opponent of {self.controller(obj)} may activate that ability of "
                    f"{obj} (CR 602.2)."
                )
        elif self.controller(obj) is not player and not ab.any_player:
            raise IllegalAction(f"{player} doesn't control {obj} (CR 602.2).")
        held = self._split_second()
        if held is not None and not ab.is_mana_ability:
            raise IllegalAction(
                f"{player} can't activate {obj}'s ability while {held}, which has split second, "
                "is on the stack (CR 702.61a)."
            )
        if self.restricted(obj, "cant_activate"):
            raise IllegalAction(f"{obj}'s activated abilities can't be activated (CR 602.5).")
        if not ab.is_mana_ability and self.restricted(obj, "cant_activate_non_mana"):
            raise IllegalAction(
                f"{obj}'s activated abilities can't be activated unless they're mana abilities "
                "(CR 602.5)."
            )
        if not ab.gated_open(self, obj):
            raise IllegalAction(
                f"{obj}'s ability can't be activated: it's a Solved ability and {obj} is not "
                "solved (CR 702.169d)."
            )
        if ab.timing == "sorcery" and not self._sorcery_timing(player):
            raise IllegalAction(f"{obj}'s ability can be activated only as a sorcery (CR 602.5d).")
        if ab.condition is not None and not ab.condition(self, obj, player):
            raise IllegalAction(
                f"{obj}'s ability can be activated only if its condition holds (CR 602.5)."
            )
        if ab.cost.loyalty is not None:
            self._check_loyalty_window(player, obj)
        uses_key = (obj.id, index)
        if ab.max_per_turn is not None and self.ability_uses[uses_key] >= ab.max_per_turn:
            raise IllegalAction(
                f"{obj}'s ability was already activated the maximum number of "
                "times this turn (CR 602.5b)."
            )
        cost = ab.cost
        if cost.tap:
            if obj.tapped:
                raise IllegalAction(f"{obj} is already tapped, so it can't pay {{T}}.")
            if self._summoning_sick(obj):
                raise IllegalAction(
                    f"{obj} has summoning sickness, so its {{T}} ability can't be activated "
                    "(CR 602.5a)."
                )
        if cost.untap:
            if not obj.tapped:
                raise IllegalAction(f"{obj} is untapped, so it can't pay {{Q}}.")
            if self._summoning_sick(obj):  # CR 302.6: {Q} as {T}
                raise IllegalAction(
                    f"{obj} has summoning sickness, so its {{Q}} ability can't be activated "
                    "(CR 302.6)."
                )
        # Sacrifice choices.
        sac_choice: list[GameObject] = []
        given = list(sacrifice or [])
        for sc in cost.sacrifice:
            cands = [
                o
                for o in self.zone_objects(BATTLEFIELD, player)
                if sc.filter(self, o, TargetContext(obj, player)) and o not in sac_choice
            ]
            if len(cands) < sc.count:
                raise IllegalAction(
                    f"{player} can't sacrifice {sc.description}: not enough permanents."
                )
            if given:
                picks = given[: sc.count]
                given = given[sc.count :]
                for index, p_ in enumerate(picks):
                    if any(p_ is q for q in picks[:index]):
                        # one permanent pays a cost once (CR 601.2h, 602.2b)
                        raise IllegalAction(f"{p_} can't be sacrificed twice for one cost.")
                    if p_ not in cands:
                        raise IllegalAction(f"{p_} can't be sacrificed for {sc.description}.")
            else:
                picks = self.ask_choose(
                    player, f"Sacrifice {sc.description}", cands, sc.count, sc.count
                )
            sac_choice.extend(picks)
        crew = self._crew_choice(player, obj, cost.tap_creatures_power, crew_with)
        for kind, n in cost.remove_counters:  # CR 122.8: only counters it has can be removed
            if obj.counters.get(kind, 0) < n:
                raise IllegalAction(f"{obj} doesn't have {n} {kind} counter(s) to remove.")
        tap_choice = self._tap_cost_choice(player, obj, cost)
        if cost.pay_life and player.life < cost.pay_life:
            raise IllegalAction(f"{player} can't pay {cost.pay_life} life (CR 119.4).")
        if player.energy < cost.energy:
            raise IllegalAction(
                f"{player} has {player.energy} energy counter(s), so can't pay "
                + "{E}" * cost.energy
                + " (CR 107.14)."
            )
        if cost.discard and len(self.hand(player)) < cost.discard:
            raise IllegalAction(f"{player} doesn't have {cost.discard} card(s) to discard.")
        if cost.discard_random and len(self.hand(player)) < cost.discard_random:
            raise IllegalAction(
                f"{player} doesn't have {cost.discard_random} card(s) to discard at random."
            )
        return_choice = self._return_cost_choice(player, obj, cost)
        if cost.discard_self and (obj.zone != HAND or obj.owner is not player):
            raise IllegalAction(f"{obj} is not in {player}'s hand, so it can't be discarded.")
        if cost.reveal_self and (obj.zone != HAND or obj.owner is not player):
            raise IllegalAction(f"{obj} is not in {player}'s hand, so it can't be revealed.")
        if cost.return_self and obj.zone != BATTLEFIELD:
            raise IllegalAction(f"{obj} is not on the battlefield, so it can't be returned.")
        if cost.exert_self and obj.zone != BATTLEFIELD:  # CR 701.43c
            raise IllegalAction(f"{obj} is not on the battlefield, so it can't be exerted.")
        if cost.exile_top and len(self.library(player)) < cost.exile_top:
            raise IllegalAction(
                f"{player} doesn't have {cost.exile_top} card(s) in their library to exile "
                "(CR 118.3)."
            )
        returned = self._unblocked_attacker_choice(player, cost)
        if cost.exile_from_graveyard_mv:
            total = sum(self.chars(c).mana_value for c in self.graveyard(player))
            if total < cost.exile_from_graveyard_mv:
                raise IllegalAction(
                    f"{player} can't collect evidence {cost.exile_from_graveyard_mv}."
                )
        exile_choice = self._cards_cost_choice(player, obj, cost, discarding=False)
        discard_choice = self._cards_cost_choice(player, obj, cost, discarding=True)
        hand_exile_choice = self._hand_exile_choice(player, obj, cost)
        ctx = TargetContext(obj, player)
        xv = x or 0
        announces_x = cost.loyalty_x or bool(cost.remove_counters_x)
        if (announces_x or (cost.mana is not None and cost.mana.has_x)) and x is None:
            # announced before the targets are chosen (CR 602.2b, 601.2b-c)
            xv = self.ask(Decision("x", player, f"Choose X for {obj}'s ability"))
        ctx.x = xv
        chosen, modes = self._ability_modes_and_targets(player, obj, ab, targets, ctx)
        if chosen is None:
            raise IllegalAction(f"{obj}'s ability has no legal targets (CR 602.2b).")
        loyalty_removed = self._loyalty_removed(obj, cost, xv) if cost.loyalty is not None else 0
        for kind in cost.remove_counters_x:  # CR 122.8, 107.3a: X of them, if it has them
            if obj.counters.get(kind, 0) < xv:
                raise IllegalAction(f"{obj} doesn't have {xv} {kind} counter(s) to remove.")
        removed_from: list[tuple[GameObject, str, int]] = []
        for part in cost.remove_counters_from:  # CR 118.3, 122.8: one of yours that has them
            if part.from_among:
                removed_from += self._counters_from_among(player, obj, part)
                continue
            cands = [
                o
                for o in self.zone_objects(BATTLEFIELD, player)
                if o.counters.get(part.kind, 0) >= part.count
                and part.filter(self, o, TargetContext(obj, player))
            ]
            if not cands:
                raise IllegalAction(
                    f"{player} can't remove {part.count} {part.kind} counter(s) from "
                    f"{part.description}: none has them (CR 122.8)."
                )
            prompt = f"Remove {part.count} {part.kind} counter(s) from {part.description}"
            (picked,) = self.ask_choose(player, prompt, cands, 1, 1)
            removed_from.append((picked, part.kind, part.count))
        removed_any: dict[str, int] = {}
        for kind in cost.remove_counters_any:  # chosen as the cost is paid (CR 601.2h)
            have = obj.counters.get(kind, 0)
            n = (
                self.ask(
                    Decision(
                        "x",
                        player,
                        f"Choose how many {kind} counters to remove from {obj} (0 to {have})",
                    )
                )
                if have
                else 0
            )
            if n > have:
                raise IllegalAction(f"{obj} doesn't have {n} {kind} counter(s) to remove.")
            removed_any[kind] = n
        mana_cost = cost.mana.with_x(xv) if cost.mana is not None else None
        plan = sources = None
        if mana_cost is not None:
            plan, sources = self._plan(
                player,
                mana_cost,
                f"{obj}'s ability",
                exclude=obj if cost.tap else None,
                extra_life=cost.pay_life,
                chosen=mana_sources,
                activating=obj,
            )
            if any(sources[si][0] in tap_choice for si, _oi in plan.activations):
                raise IllegalAction(
                    f"A permanent tapped for the cost of {obj}'s ability can't also be tapped "
                    "for mana."
                )
        dist = self._choose_distribution(player, list(ab.targets), chosen, distribution, ctx)
        produced = ab.mana_options(self, obj) if ab.is_mana_ability else ()
        if ab.is_mana_ability and ab.effect is None and len(produced) > 1 and mana_choice is None:
            mana_choice = self.ask(
                Decision("mana", player, f"Choose mana for {obj}", list(produced))
            )
        # ---- pay (CR 602.2b, 601.2g-h) ----
        self.ability_uses[uses_key] += 1
        if cost.loyalty is not None:
            self.loyalty_activated.add(obj.id)
        lki = self.snapshot(obj)
        if cost.tap:
            self.tap(obj, logged=False)  # the activation's line shows {T}
        if cost.untap:
            self.untap(obj)
        if plan is not None and sources is not None:
            self._execute_plan(player, plan, sources, activating=obj)
        if cost.pay_life:
            self.lose_life(player, cost.pay_life)
        self.pay_energy(player, cost.energy)  # checked above (CR 107.14)
        discarded: list[GameObject] = []  # "the discarded card" (CR 608.2h)
        if cost.discard:
            for c in self.ask_cards(
                player, f"Discard {cost.discard}", self.hand(player), cost.discard, cost.discard
            ):
                self._discard_one(player, c)
                discarded.append(c)
        if cost.discard_self:
            # "Discard this card" (CR 702.29a); discarding it to pay a cycling ability's cost
            # is cycling it (CR 702.29c, 702.29f), wherever it winds up.
            cycled = self._discard_one(player, obj)
            if ab.cycling and cycled is not None:
                self.emit(Cycled(player, cycled))
        if cost.reveal_self:  # "Reveal this card from your hand" (CR 701.20a)
            self.reveal(player, [obj])
        returned_from: Any = None
        if returned is not None:  # CR 702.49a: to its owner's hand, as the cost is paid
            assert self.combat is not None
            returned_from = self.combat.attackers.get(returned)
            self.move(returned, HAND, cause="returned to pay a cost")
        if cost.exile_from_graveyard_mv:
            self.collect_evidence(player, cost.exile_from_graveyard_mv, required=True)
        if cost.discard_random:  # CR 701.9b: at random, as the cost is paid (CR 601.2h)
            discarded += self.discard(player, cost.discard_random, random=True)
        for permanent in return_choice:  # CR 118.3: returned to pay the cost
            if self.on_battlefield(permanent):
                self.move(permanent, HAND, cause="returned to pay a cost")
        for card in discard_choice:  # CR 701.9a: discarded to pay the cost
            if self.is_live(card) and card.zone == HAND:
                self._discard_one(player, card)
                discarded.append(card)
        exiled_for_cost: list[GameObject] = []
        for card in exile_choice:  # CR 406.1: exiled to pay the cost
            if self.is_live(card) and card.zone == GRAVEYARD:
                new = self.move(card, EXILE, cause="exiled to pay a cost")
                if new is not None and new.zone == EXILE:
                    exiled_for_cost.append(new)
        for card in hand_exile_choice:  # CR 406.1: exiled from the hand to pay the cost
            if self.is_live(card) and card.zone == HAND:
                self.move(card, EXILE, cause="exiled to pay a cost")
        for creature in crew:
            self.tap(creature)
        for permanent in tap_choice:
            self.tap(permanent)
        for kind, n in cost.remove_counters:
            self.remove_counters(obj, kind, n)
        for kind in cost.remove_counters_x:
            if xv:
                self.remove_counters(obj, kind, xv)
        for kind, n in removed_any.items():
            if n:
                self.remove_counters(obj, kind, n)
        for permanent, kind, n in removed_from:
            self.remove_counters(permanent, kind, n)
        if (cost.loyalty or 0) > 0:  # [+N] (CR 606.4)
            self.put_counters(obj, "loyalty", cost.loyalty, cost=True)  # CR 606.4
        if loyalty_removed:
            self.remove_counters(obj, "loyalty", loyalty_removed)
        if cost.exile_top:  # CR 406.1: the top cards of the payer's own library
            for card in self.library(player)[: cost.exile_top]:
                self.move(card, EXILE, cause="exiled to pay a cost")
        if cost.exert_self:  # CR 701.43a: the payer's next untap step
            self.exert(obj, player)
        with self.simultaneously():  # the cost's permanents leave together (CR 603.10a)
            if cost.exile_self:
                self.exile(obj, cause="exiled to pay a cost")
            if cost.return_self:  # CR 118.3: "Return ~ to its owner's hand"
                self.return_to_hand(obj)
            for s in sac_choice:
                self.sacrifice(s, player)
            if cost.sacrifice_self:
                self.sacrifice(obj, player)
        made = produced[mana_choice or 0] if ab.is_mana_ability and ab.effect is None else None
        aimed = tuple(t for group in chosen for t in group)
        self.emit(AbilityActivated(obj, player, ab.text, ab.is_mana_ability, made, aimed))
        paid: dict[str, Any] = {SACRIFICED_FOR_COST: list(sac_choice)}  # "the sacrificed ..."
        paid[ACTIVATION_OF] = uses_key  # "this ability has been activated ... this turn"
        paid[DISCARDED_FOR_COST] = discarded  # "the discarded card's mana value"
        paid[EXILED_FOR_COST] = exiled_for_cost  # "the exiled card's power"
        if cost.remove_counters_any:  # "for each storage counter removed this way"
            paid[COUNTERS_REMOVED_FOR_COST] = removed_any
        if returned is not None:
            paid[RETURNED_ATTACKER_DEFENDER] = returned_from
        if ab.is_mana_ability:
            res = Resolution(self, obj, player, ab, chosen, [], xv, remembered=paid, source_lki=lki)
            self.ability_resolutions[uses_key] += 1  # it resolves at once (CR 605.3a)
            if ab.effect is not None:
                start = len(self.log)
                ab.effect(self, res)
                # what it produced (CR 106.12a): the mana its effect added
                made = tuple(
                    unit
                    for event in self.log[start:]
                    if isinstance(event, ManaAdded)
                    for unit in event.mana
                )
            else:
                assert made is not None
                self.add_mana(player, made, logged=False, snow=self.is_snow(obj))
            if cost.tap:  # tapped for mana (CR 106.12): what that triggers (CR 605.4a)
                self.tapped_for_mana(obj, player, made)
            if self.priority is player:
                self._touch()
            return None
        item = StackAbility(
            self._new_id(), ab, obj, player, lki, chosen, xv, None, dist, remembered=paid
        )
        item.modes = modes
        self.stack.append(item)
        self._touch()
        # Its targets become targets of an ability (CR 115.1); the activation line names them.
        self._emit_targeted(chosen, obj, by_spell=False, controller=player, logged=False, item=item)
        self._after_action(player)
        return item


#: Where a spell keeps the spell abilities of the cards spliced onto it (CR 702.47c).
SPLICED = "spliced"


def _spliced_ability(ability: SpellAbility, offset: int) -> SpellAbility:
    """A spliced card's spell ability as the spell it is spliced onto has it (CR 702.47c):
    its targets come after the spell's own (CR 702.47d), from ``offset`` on, so its effect
    reads them there; the spell is its source (text naming the card names the spell)."""
    count = len(ability.targets)
    effect = ability.effect
    assert effect is not None

    def run(game: Any, res: Resolution) -> None:
        part = copy.copy(res)
        part.targets = res.targets[offset : offset + count]
        part.legal = res.legal[offset : offset + count]
        part.modes = []
        effect(game, part)

    return SpellAbility(run, ability.targets, ability.text)
