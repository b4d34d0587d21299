"""Zones and moving objects between them: a new object on each zone change (CR 400.7), last-known
information (CR 608.2h), entering and leaving the battlefield.
"""

from __future__ import annotations

from typing import Any

from .abilities import EntersReplacement, OthersEnterTapped, OthersEnterWithCounters
from .agent import Decision
from .events import (
    WouldMove,
    ZoneChange,
)
from .layers import layer_statics
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    MERGED_CARDS,
    MERGED_TOKEN,
    OUTSIDE,
    PHASED_OUT,
    STACK,
    GameObject,
    Player,
    PlayerRef,
)
from .records import _triggers_in, has_indexed_abilities, replaces_in
from .zone_casting import CAST_AT_SORCERY_TIME, SUSPEND_HASTE


class ZonesMixin:
    """Part of :class:`~karlov.runtime.game.Game`: zones and moving objects between them: a new
    object on each zone change (CR 400.7), last-known information (CR 608.2h), entering and
    leaving the battlefield.
    """

    def _zone_key(self, zone: str, owner: Player) -> tuple[int | None, str]:
        if zone in (LIBRARY, HAND, GRAVEYARD, OUTSIDE):
            return (owner.index, zone)
        return (None, zone)

    def zone_objects(self, zone: str, player: PlayerRef | None = None) -> list[GameObject]:
        """Objects in a zone, as a new list. For a player's zone give ``player``; for the
        battlefield ``player`` filters by controller."""
        player = None if player is None else self.player(player)
        if zone == STACK:
            return [o for o in self.stack if isinstance(o, GameObject)]
        if zone in (LIBRARY, HAND, GRAVEYARD, OUTSIDE):
            assert player is not None, f"The {zone} zone needs a player."
            return list(self._zones[(player.index, zone)])
        view = self._view
        if zone == BATTLEFIELD and view is not None:  # as it was then (CR 603.10a)
            objs = list(view.battlefield)
        else:
            objs = list(self._zones[(None, zone)])
        if player is not None and zone == BATTLEFIELD:
            objs = [o for o in objs if self.controller(o) is player]
        return objs

    def library(self, player: PlayerRef) -> list[GameObject]:
        """A player's library, top card first."""
        player = self.player(player)
        return self.zone_objects(LIBRARY, player)

    def hand(self, player: PlayerRef) -> list[GameObject]:
        player = self.player(player)
        return self.zone_objects(HAND, player)

    def graveyard(self, player: PlayerRef) -> list[GameObject]:
        player = self.player(player)
        return self.zone_objects(GRAVEYARD, player)

    def exile_zone(self) -> list[GameObject]:
        return self.zone_objects(EXILE)

    @property
    def battlefield(self) -> list[GameObject]:
        return self.zone_objects(BATTLEFIELD)

    def is_live(self, obj: Any) -> bool:
        """True while ``obj`` is still the same object in its zone (CR 400.7)."""
        return isinstance(obj, GameObject) and self.objects.get(obj.id) is obj

    def on_battlefield(self, obj: Any) -> bool:
        return self.is_live(obj) and obj.zone == BATTLEFIELD

    def current(self, card_key: int) -> GameObject | None:
        """The object a physical card currently is (tests and logs only)."""
        for o in self.objects.values():
            if o.card_key == card_key:
                return o
        return None

    def _battlefield_changed(self, obj: GameObject) -> None:
        """``obj`` enters or leaves the battlefield: what the caches of the battlefield keep
        about it changes. The list of permanents whose static abilities may generate
        continuous effects (``_holders``) changes only if it is one; the indexes of printed
        triggered and replacement abilities only if it prints one."""
        self._bf_changes += 1
        if obj.suspected or layer_statics(obj):
            self._holders_dirty = True
        if has_indexed_abilities(obj.copiable):
            self._bf_indexed_changes += 1

    def _insert(self, obj: GameObject, zone: str, position: str | int = "top") -> None:
        if zone == BATTLEFIELD:
            self._battlefield_changed(obj)
            obj.entered_with = self.event_serial()
        else:
            if _triggers_in(obj.copiable, zone):
                self._offfield_triggers[obj.id] = obj
            if replaces_in(obj.copiable, zone):
                self._offfield_replacements[obj.id] = obj
        lst = self._zones[self._zone_key(zone, obj.owner)]
        if zone == LIBRARY:
            if position == "top":
                lst.insert(0, obj)
            elif position == "bottom":
                lst.append(obj)
            elif position == "random":
                lst.insert(self.rng.randint(0, len(lst)), obj)
            else:
                lst.insert(int(position), obj)
        else:
            lst.append(obj)

    def _remove(self, obj: GameObject) -> None:
        self._chars_cache.pop(obj.id, None)
        self._offfield_triggers.pop(obj.id, None)
        self._offfield_replacements.pop(obj.id, None)
        if obj.zone == BATTLEFIELD:
            self._battlefield_changed(obj)
        if obj.zone == STACK:
            self.stack.remove(obj)
        else:
            self._zones[self._zone_key(obj.zone, obj.owner)].remove(obj)
        del self.objects[obj.id]

    def phase_out(self, obj: GameObject, *, indirectly: bool = False) -> bool:
        """``obj`` phases out (CR 702.26b): it is treated as though it doesn't exist -- off
        the battlefield's list, its abilities gone from the game, removed from combat (CR
        506.4) -- but it changes no zone and stays the same object (CR 702.26d: no
        zone-change trigger). The Auras and Equipment attached to it phase out with it,
        indirectly (CR 702.26g). False if it is not a permanent on the battlefield."""
        if not self.on_battlefield(obj):
            return False
        battlefield = self._zones[(None, BATTLEFIELD)]
        attached = [o for o in battlefield if o.attached_to is obj]
        obj.phased_out_by = self.controller(obj)
        obj.phased_indirectly = indirectly
        self._touch()
        self._battlefield_changed(obj)
        self._chars_cache.pop(obj.id, None)
        battlefield.remove(obj)
        self._zones.setdefault((None, PHASED_OUT), []).append(obj)
        obj.zone = PHASED_OUT
        if self.combat is not None:
            self.combat.remove(obj)
        self.note(f"{obj} phases out (CR 702.26b)")  # type: ignore[attr-defined]
        for other in attached:
            self.phase_out(other, indirectly=True)
        return True

    def phase_in(self, obj: GameObject) -> None:
        """``obj`` phases in (CR 702.26c): the game treats it as existing again, the same
        object; what phased out with it indirectly phases in with it (CR 702.26g). An Aura or
        Equipment that phased out directly phases in attached to what it was attached to if
        that is still on the battlefield, else unattached (CR 702.26i)."""
        self._touch()
        self._zones[(None, PHASED_OUT)].remove(obj)
        obj.zone = BATTLEFIELD
        obj.phased_out_by = None
        obj.phased_indirectly = False
        self._zones[(None, BATTLEFIELD)].append(obj)
        self._battlefield_changed(obj)
        self._chars_cache.pop(obj.id, None)
        host = obj.attached_to
        if isinstance(host, GameObject) and not self.on_battlefield(host):
            obj.attached_to = None  # CR 702.26i; state-based actions apply (CR 704.5m)
        self.note(f"{obj} phases in (CR 702.26c)")  # type: ignore[attr-defined]
        for other in list(self._zones[(None, PHASED_OUT)]):
            if other.phased_indirectly and other.attached_to is obj:
                self.phase_in(other)

    def phasing(self, player: Player) -> None:
        """The first turn-based action of ``player``'s untap step (CR 502.1, 702.26a): their
        phased-in permanents with phasing phase out, and the permanents that phased out under
        their control phase in (not those that phased out indirectly: they phase in with
        what they are attached to, CR 702.26g), simultaneously; one both attached to a
        permanent phasing out and with phasing itself phases out indirectly (CR 702.26h)."""
        from .abilities import PHASING

        going = [
            o for o in self.zone_objects(BATTLEFIELD, player) if PHASING in self.chars(o).abilities
        ]
        coming = [
            o
            for o in self._zones.get((None, PHASED_OUT), [])
            if o.phased_out_by is player and not o.phased_indirectly
        ]
        going.sort(key=lambda o: any(o.attached_to is g for g in going))
        for obj in going:
            self.phase_out(obj)
        for obj in coming:
            if obj.zone == PHASED_OUT:
                self.phase_in(obj)

    def place_in_library(self, obj: GameObject, position: str) -> GameObject:
        """Put a card that is in its owner's library on the top or at the bottom of it ("then
        shuffle and put that card on top"): it stays in the zone, the same object (CR 400.7
        is about zone changes), so no event but the new order."""
        library = self._zones[(obj.owner.index, LIBRARY)]
        library.remove(obj)
        if position == "top":
            library.insert(0, obj)
        else:
            library.append(obj)
        self._touch()
        return obj

    def move(
        self,
        obj: GameObject,
        to_zone: str,
        *,
        position: str | int = "top",
        controller: PlayerRef | None = None,
        cause: str = "",
        tapped: bool = False,
        face_down: bool = False,
        replaceable: bool = True,
        logged: bool = True,
        counters: dict[str, int] | None = None,
    ) -> GameObject | None:
        """Move ``obj`` to ``to_zone`` (owner's zone for library/hand/graveyard). Returns the
        new object (CR 400.7), or ``None`` if ``obj`` is no longer in its zone or the move was
        replaced away. ``controller`` is who controls it on the battlefield or stack; a
        permanent enters with ``counters`` on it (CR 122.6)."""
        controller = None if controller is None else self.player(controller)
        if not self.is_live(obj):
            return None
        how = (position, controller, cause, tapped, face_down, replaceable, logged, counters)
        if obj.zone == BATTLEFIELD:
            # Leaving the battlefield: an event of its own unless a simultaneous one is open;
            # its leaves-the-battlefield abilities look back to just before it (CR 603.10a).
            with self.simultaneously():
                self._capture_look_back()
                return self._move(obj, to_zone, *how)
        return self._move(obj, to_zone, *how)

    def _move(
        self,
        obj: GameObject,
        to_zone: str,
        position: str | int,
        controller: Player | None,
        cause: str,
        tapped: bool,
        face_down: bool,
        replaceable: bool,
        logged: bool,
        counters: dict[str, int] | None = None,
    ) -> GameObject | None:
        shuffle = False
        if replaceable:
            under = controller if to_zone == BATTLEFIELD else None
            prop = self._replace(WouldMove(obj, to_zone, cause, under=under))
            if prop is None:
                return None
            assert isinstance(prop, WouldMove)
            to_zone = prop.to_zone
            if prop.position is not None:
                position = prop.position
            shuffle = prop.shuffle and to_zone == LIBRARY
        enchanting: GameObject | None = None
        if (
            to_zone == BATTLEFIELD
            and obj.zone != STACK  # not resolving as an Aura spell (CR 303.4f)
            and not face_down
            and "aura" in self.chars(obj).subtypes
        ):
            enchanting = self._choose_enchanted(obj, controller or obj.owner)
            if enchanting is None:
                return None  # CR 303.4g: it stays where it was
        self._touch()
        lki = self._last_known(obj)
        from_zone = obj.zone
        self._remove(obj)
        self.lki[obj.id] = lki
        if self.combat is not None:
            self.combat.remove(obj)
        new = GameObject(
            id=self._new_id(),
            card_key=obj.card_key,
            definition=obj.definition,
            owner=obj.owner,
            controller=controller or obj.owner,
            zone=to_zone,
            timestamp=self._ts(),
            is_token=obj.is_token,
            is_spell_copy=obj.is_spell_copy,
            tapped=tapped if to_zone == BATTLEFIELD else False,
            face_down=face_down,
        )
        if obj.overloaded and to_zone == STACK:  # CR 702.96a: the spell cast so
            new.overloaded = True
        if obj.mutating and to_zone == STACK:  # CR 702.140a: the spell cast for its mutate cost
            new.mutating = True
        if obj.merged and from_zone == BATTLEFIELD:
            # CR 730.3: one permanent leaves the battlefield, and each of its components is put
            # into the zone; a component that is a token (a copy of a spell, CR 707.10f) or
            # the permanent's own card if it was a token ceases to exist (CR 111.7, 704.5d)
            new.is_token = bool(obj.note.get(MERGED_TOKEN, obj.is_token))
            new.note[MERGED_CARDS] = self._components_leave(obj, to_zone, position)
        if obj.bestowed and to_zone in (STACK, BATTLEFIELD) and from_zone != BATTLEFIELD:
            # CR 702.103b: the spell cast bestowed, and the permanent it becomes as it resolves
            new.bestowed = True
        if from_zone == STACK and to_zone == BATTLEFIELD:
            # CR 400.7d: the permanent may know about the spell it was.
            new.note["x"] = obj.x
            new.note["kicked"] = obj.kicked
            new.note["kicked_with"] = obj.kicked_with  # CR 702.33f
            new.note["cast_from"] = obj.cast_from
            if obj.note.get("dashed"):
                new.note["dashed"] = True  # CR 702.109a: the permanent this spell becomes
            if obj.note.get("blitzed"):
                new.note["blitzed"] = True  # CR 702.152a: the permanent this spell becomes
            if SUSPEND_HASTE in obj.note:  # CR 702.62a: the caster of a suspended creature
                new.note[SUSPEND_HASTE] = obj.note[SUSPEND_HASTE]
            if obj.note.get("evoked"):
                new.note["evoked"] = True  # CR 702.74a: the permanent this spell becomes
            if CAST_AT_SORCERY_TIME in obj.note:  # CR 307.5a: when the spell it was was cast
                new.note[CAST_AT_SORCERY_TIME] = obj.note[CAST_AT_SORCERY_TIME]
            if "mana_spent" in obj.note:  # CR 702.44a: the mana spent to cast it
                new.note["mana_spent"] = obj.note["mana_spent"]
            if obj.is_spell_copy:  # CR 111.13, 707.10f: becomes a token, not "created"
                new.is_token = True
                new.is_copy = True
                new.is_spell_copy = False
        self.objects[new.id] = new
        if to_zone == STACK:
            self.stack.append(new)
            if _triggers_in(new.copiable, STACK):  # storm functions on the stack (CR 702.40a)
                self._offfield_triggers[new.id] = new
            if replaces_in(new.copiable, STACK):  # "from anywhere" (CR 113.6b)
                self._offfield_replacements[new.id] = new
        else:
            self._insert(new, to_zone, position)
        if to_zone == BATTLEFIELD:
            new.last_controller = new.controller
            loyalty = printed_loyalty(new)
            if loyalty:  # CR 306.5b; it enters with them, so they are put on it (CR 122.6)
                self.put_counters(new, "loyalty", loyalty)
            if enchanting is not None:
                new.attached_to = enchanting  # it enters attached (CR 303.4f)
            self._apply_enters_replacements(new)
            for kind, n in (counters or {}).items():
                self.put_counters(new, kind, n)  # it enters with them (CR 122.6)
        for o in self._zones[(None, BATTLEFIELD)]:  # the present's, never a look-back view
            if o.attached_to is obj:
                o.attached_to = None
                if o.bestowed:
                    self.cease_bestowed(o)  # type: ignore[attr-defined]  # CR 702.103f
        if from_zone == BATTLEFIELD:
            self._record_departure(obj, new, cause)  # CR 400.7f
        self.emit(ZoneChange(new, lki, from_zone, to_zone, cause, logged=logged))
        if shuffle:  # "shuffle it into its owner's library" (CR 701.24a)
            self.shuffle(new.owner)  # type: ignore[attr-defined]
        return new

    def _components_leave(
        self, obj: GameObject, to_zone: str, position: str | int
    ) -> list[GameObject]:
        """The other components of a merged permanent that left the battlefield (CR 730.3):
        each card is put into ``to_zone`` as a new object (CR 400.7), in its owner's zone;
        the runtime puts them in their order, topmost first (CR 730.3a lets the owner
        arrange them). A token component (a copy of a mutating spell) ceases to exist
        (CR 704.5d, 111.7). The new objects, which an effect that finds the permanent's own
        card finds with it (CR 730.3c: :data:`MERGED_CARDS`)."""
        found: list[GameObject] = []
        for part in [*reversed(obj.merged_over), *obj.merged_under]:
            if part.is_spell_copy or part.is_token:
                continue
            card = GameObject(
                id=self._new_id(),
                card_key=part.card_key,
                definition=part.definition,
                owner=part.owner,
                controller=part.owner,
                zone=to_zone,
                timestamp=self._ts(),
            )
            self.objects[card.id] = card
            self._insert(card, to_zone, position)
            self.note(f"{card}, a component of {obj}, is put into {to_zone} too (CR 730.3)")
            found.append(card)
        return found

    def _choose_enchanted(self, aura: GameObject, player: Player) -> GameObject | None:
        """An Aura put onto the battlefield other than by resolving as an Aura spell: the
        player it enters under chooses, as it enters, something it can legally enchant (its
        enchant ability, protection, CR 303.4f); this is not targeting, so hexproof and shroud
        don't matter. ``None`` when there is nothing: the Aura doesn't move (CR 303.4g). One
        legal choice is no choice: it is not asked."""
        options = [
            o
            for o in self.zone_objects(BATTLEFIELD)
            if self._can_enchant(aura, o, controller=player)
        ]
        if not options:
            self.note(
                f"{aura} stays in its {aura.zone}: there is nothing it could enchant (CR 303.4g)"
            )
            return None
        if len(options) == 1:
            return options[0]
        prompt = f"Choose what {aura} enchants as it enters the battlefield (CR 303.4f)"
        picked: GameObject = self.ask(Decision("choose", player, prompt, options, min=1, max=1))[0]
        return picked

    def _apply_enters_replacements(self, new: GameObject) -> None:
        done: list[EntersReplacement] = []
        for ab in list(new.copiable.abilities):
            if isinstance(ab, EntersReplacement):
                ab.effect(self, new, new.controller)
                done.append(ab)
        # Entering as a copy (CR 707.9), it has the copied "As ~ enters ..." abilities, which
        # apply to how it enters too (CR 614.12: its characteristics as it would exist on the
        # battlefield); each applies once (CR 614.5).
        for ab in list(new.copiable.abilities):
            if isinstance(ab, EntersReplacement) and not any(ab is d for d in done):
                ab.effect(self, new, new.controller)
        # "Creatures your opponents control enter tapped." of the permanents already there
        # (CR 614.12): the entering permanent as it would be on the battlefield
        for other in list(self._zones[(None, BATTLEFIELD)]):
            if other is new:
                continue
            for ab in self._abilities_of(other, OthersEnterTapped)[0]:  # type: ignore[attr-defined]
                if not new.tapped and ab.applies(self, new, other):
                    new.tapped = True
            # "Each other Warrior creature you control enters with an additional +1/+1
            # counter on it." (CR 614.1c, 614.12)
            for ab in self._abilities_of(other, OthersEnterWithCounters)[0]:  # type: ignore[attr-defined]
                if ab.applies(self, new, other):
                    self.put_counters(new, ab.counter, ab.count)  # type: ignore[attr-defined]


def printed_loyalty(obj: GameObject) -> int | None:
    """The printed loyalty of a planeswalker card (CR 306.5a); None for any other card."""
    definition = obj.definition
    loyalty = getattr(definition, "loyalty", None)
    return loyalty if loyalty is not None and "planeswalker" in definition.types else None


def enters_with_loyalty(obj: GameObject) -> None:
    """A planeswalker set on the battlefield (a scenario's starting position, no event) has
    loyalty counters equal to its printed loyalty (CR 306.5b)."""
    loyalty = printed_loyalty(obj)
    if loyalty:
        obj.counters["loyalty"] = obj.counters.get("loyalty", 0) + loyalty
