"""Replacement effects (CR 614): each applies once to an event (CR 616.1f)."""

from __future__ import annotations

from typing import Any

from .abilities import ReplacementEffect
from .agent import Decision
from .errors import GameLoopLimit
from .events import Proposal, WouldDealDamage, WouldMove
from .objects import (
    BATTLEFIELD,
    Player,
)


class ReplacementMixin:
    """Part of :class:`~karlov.runtime.game.Game`: replacement effects (CR 614): each applies once
    to an event (CR 616.1f).
    """

    def _replacement_abilities(self) -> list[tuple[ReplacementEffect, Any]]:
        """The replacement-effect abilities of the permanents, in battlefield order, gates not
        yet tested. Kept while the battlefield and the effects that change abilities stay
        the same (the key of the trigger index, ``TriggersMixin._trigger_table``)."""
        if self._view is not None:  # looking back: not the present
            return self._find_replacement_abilities()
        key = self._index_key()
        kept = self._replacement_index
        if kept is None or kept[0] != key:
            kept = (key, self._find_replacement_abilities())
            self._replacement_index = kept
        return kept[1]

    def _find_replacement_abilities(self) -> list[tuple[ReplacementEffect, Any]]:
        return [
            (ab, o)
            for o in self.zone_objects(BATTLEFIELD)
            for ab in self._abilities_of(o, ReplacementEffect)[0]
            if BATTLEFIELD in ab.zones  # not dredge on a permanent (CR 702.52a)
        ]

    def _replacements(self, prop: Proposal | None = None) -> list[tuple[Any, Any]]:
        out: list[tuple[Any, Any]] = [
            (ab, o) for ab, o in self._replacement_abilities() if ab.gated_open(self, o)
        ]
        if isinstance(prop, WouldMove):
            out += self._departed_replacements()
        for o in self._offfield_replacements.values():  # type: ignore[attr-defined]
            # a card's ability that works in the zone it is in (dredge: a graveyard, CR 113.6b)
            out.extend(
                (ab, o)
                for ab in self._abilities_of(o, ReplacementEffect)[0]  # type: ignore[attr-defined]
                if o.zone in ab.zones and ab.gated_open(self, o)
            )
        kept = self.object_replacements  # type: ignore[attr-defined]
        if kept:
            kept[:] = [(ab, o) for ab, o in kept if self.on_battlefield(o)]  # type: ignore[attr-defined]
            out.extend(kept)
        # Prevention effects apply with them, in the order the affected player chooses
        # (CR 615, 616.1).
        out += [(shield, shield) for shield in self.active_shields()]  # type: ignore[attr-defined]
        return out

    def _departed_replacements(self) -> list[tuple[Any, Any]]:
        """The replacement abilities of the permanents that already left the battlefield in
        the simultaneous event now happening (state-based actions, "destroy all"): they
        existed immediately before the event, so they apply to the rest of its zone changes
        (CR 614.1, 704.3; "If a creature dealt damage by ~ this turn would die, exile it
        instead" when ~ and that creature die at once), read as they were then (CR
        603.10a)."""
        frame = self._look_back  # type: ignore[attr-defined]
        if frame is None or frame.table is None or self._view is not None:  # type: ignore[attr-defined]
            return []
        present = {o.id for o in self.zone_objects(BATTLEFIELD)}  # type: ignore[attr-defined]
        gone = [o for o in frame.battlefield if o.id not in present]
        if not gone:
            return []
        found: list[tuple[Any, Any]] = []
        outer, self._view = self._view, frame  # type: ignore[attr-defined]
        try:
            for o in gone:
                found += [
                    (ab, o)
                    for ab in self._abilities_of(o, ReplacementEffect)[0]  # type: ignore[attr-defined]
                    if BATTLEFIELD in ab.zones and ab.gated_open(self, o)
                ]
        finally:
            self._view = outer  # type: ignore[attr-defined]
        return found

    def _replace(self, prop: Proposal) -> Proposal | None:
        """Apply replacement effects, each at most once per event (CR 614, 616.1). The affected
        player chooses the order among applicable ones."""
        if not (
            self._replacement_abilities()
            or self._offfield_replacements  # type: ignore[attr-defined]
            or self.object_replacements  # type: ignore[attr-defined]
            or self.prevention_shields  # type: ignore[attr-defined]
            or (isinstance(prop, WouldMove) and self._departed_replacements())
        ):
            return prop  # nothing could replace it
        for _ in range(100):
            options = [
                (ab, src)
                for ab, src in self._replacements(prop)
                if id(ab) ^ src.id not in prop.applied and ab.applies(self, prop, src)
            ]
            if not options:
                return prop
            chooser = getattr(prop, "controller", None) or getattr(prop, "player", None)
            if isinstance(prop, WouldDealDamage):
                # the affected player, or the affected permanent's controller (CR 616.1)
                hit = prop.target
                chooser = hit if isinstance(hit, Player) else self.controller(hit)  # type: ignore[attr-defined]
            if chooser is None:
                chooser = self.active
            if len(options) > 1:
                (choice,) = self.ask(
                    Decision(
                        "choose",
                        chooser,
                        "Choose a replacement effect to apply",
                        options,
                        min=1,
                        max=1,
                    )
                )
            else:
                choice = options[0]
            ab, src = choice
            prop.applied.add(id(ab) ^ src.id)
            new = ab.replace(self, prop, src)
            if new is None:
                return None
            new.applied |= prop.applied
            prop = new
        raise GameLoopLimit("Replacement effects kept applying to one event.")
