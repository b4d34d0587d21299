"""Resolving spells and abilities (CR 608)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .abilities import (
    ACTIVATION_OF,
    EXILED_LEAVING_STACK,
    REVEALED_FOR_COST,
    SACRIFICED_FOR_COST,
    CantBeCountered,
    Resolution,
    SpellAbility,
    SpellsCantBeCountered,
    StaticAbility,
)
from .ascend import ASCEND, ascend_as_it_resolves
from .conditions import SourceContext
from .events import (
    AbilityResolved,
    Mutated,
    SpellResolved,
    TurnedFaceUp,
    ZoneChange,
)
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    MERGED_TOKEN,
    STACK,
    GameObject,
    Player,
)
from .records import StackAbility
from .zone_casting import cipher_exile, rebound_exile

if TYPE_CHECKING:
    from .game import Game


class ResolutionMixin:
    """Part of :class:`~karlov.runtime.game.Game`: resolving spells and abilities (CR 608)."""

    def _resolve_top(self) -> None:
        self._tick()
        item = self.stack[-1]
        self._resolving = item
        try:
            if isinstance(item, StackAbility):
                self.stack.pop()
                self._bump()
                self._resolve_ability(item)
            else:
                self._resolve_spell(item)
        finally:
            self._resolving = None

    @property
    def resolving(self) -> GameObject | StackAbility | None:
        """The spell or ability currently resolving, if any."""
        return self._resolving

    def _resolve_ability(self, item: StackAbility) -> None:
        ab = item.ability
        res = Resolution(
            self,
            item.source,
            item.controller,
            ab,
            item.targets,
            [],
            item.x or _x_of_spell_entered(item),
            item.event,
            dict(item.remembered),
            list(item.modes),  # CR 700.2a-b: chosen as it was put on the stack
            dict(item.distribution),
            item.source_lki,
        )
        text = getattr(ab, "text", "")
        cond = getattr(ab, "intervening_if", None)
        if cond is not None and not self.checks_with_event(  # CR 603.4
            cond, item.event, item.source, item.controller
        ):
            self.emit(AbilityResolved(item.source, item.controller, text, did_nothing=True))
            return
        if not self._check_targets(res, list(getattr(ab, "targets", ()))):
            self.note(f"{item} doesn't resolve: all its targets are illegal (CR 608.2b).")
            return
        if getattr(ab, "optional", False) and not self.ask_may(item.controller, f"Use {item}?"):
            self.emit(AbilityResolved(item.source, item.controller, text, did_nothing=True))
            return
        # The line saying it resolves comes before the lines of what it does (CR 608.2).
        done = AbilityResolved(item.source, item.controller, text, logged=False)
        self.note(str(done))
        activation = res.remembered.get(ACTIVATION_OF)
        if activation is not None:  # "the third time this ability has resolved this turn"
            self.ability_resolutions[activation] += 1
        if ab.effect is not None:
            ab.effect(self, res)
        self.emit(done)

    def _resolve_spell(self, spell: GameObject) -> None:
        ch = self.chars(spell)
        controller = spell.controller
        specs = self.spell_targets(spell)
        res = Resolution(
            self,
            spell,
            controller,
            None,
            spell.targets,
            [],
            spell.x,
            None,
            {
                SACRIFICED_FOR_COST: list(spell.note.get(SACRIFICED_FOR_COST, ())),
                REVEALED_FOR_COST: list(spell.note.get(REVEALED_FOR_COST, ())),
            },
            list(spell.modes),  # CR 700.2: chosen as it was cast
            dict(spell.distribution),
            None,
            spell,
        )
        if spell.bestowed and not self._check_targets(res, specs):
            # CR 702.103e: as a bestowed Aura spell begins resolving, if its target is illegal,
            # it ceases to be bestowed and continues resolving as a creature spell (608.3b).
            spell.bestowed = False
            spell.targets = []
            res.targets = []
            self._touch()
            self.note(f"{spell}'s target is illegal: it resolves as a creature spell (CR 702.103e)")
            ch = self.chars(spell)
            specs = self.spell_targets(spell)
        if spell.mutating:
            if self._check_targets(res, specs):
                self._merge(spell, res.target(0), controller)
                return
            # CR 702.140b: as a mutating creature spell begins resolving, if its target is
            # illegal, it ceases to be one and continues resolving as a creature spell
            spell.mutating = False
            spell.targets = []
            res.targets = []
            self._touch()
            self.note(f"{spell}'s target is illegal: it resolves as a creature spell (CR 702.140b)")
            ch = self.chars(spell)
            specs = self.spell_targets(spell)
        if not self._check_targets(res, specs):  # CR 608.2b
            self.emit(SpellResolved(spell, controller, countered_on_resolution=True))
            self._spell_leaves_stack(spell, GRAVEYARD)
            return
        if ch.is_permanent_type:
            aura_target = None
            for ab in ch.abilities:
                if isinstance(ab, SpellAbility) and ab.aura:
                    aura_target = res.target(0)
            self.emit(SpellResolved(spell, controller))
            new = self.move(
                spell,
                BATTLEFIELD,
                controller=controller,
                cause="resolved",
                face_down=spell.face_down,  # CR 702.37c, 708.4: the permanent is face down too
            )
            if new is not None and aura_target is not None:
                new.attached_to = aura_target
                self._touch()
            return
        done = SpellResolved(spell, controller, logged=False)
        self.note(str(done))  # before the lines of what it does (CR 608.2)
        for ab in ch.abilities:
            if isinstance(ab, SpellAbility) and ab.effect is not None:
                ab.effect(self, res)
            elif ab == ASCEND:  # a spell ability, in its place (CR 702.131a)
                ascend_as_it_resolves(self, controller)  # type: ignore[arg-type]
        for ab in spell.note.get("spliced", ()):  # CR 702.47b-c: after the main spell's
            ab.effect(self, res)
        self.emit(done)
        # Flashback's exile replaces its leaving for anywhere (CR 702.34a); a spell whose
        # buyback cost was paid goes to its owner's hand as it resolves (CR 702.27a).
        to = EXILE if spell.exile_on_resolve else HAND if spell.note.get("buyback") else GRAVEYARD
        if to == GRAVEYARD and rebound_exile(self, spell, controller):  # CR 702.88a
            return
        if to == GRAVEYARD and cipher_exile(self, spell, controller):  # CR 702.99a
            return
        self._spell_leaves_stack(spell, to)

    def _merge(self, spell: GameObject, target: GameObject, controller: Player) -> None:
        """A mutating creature spell whose target is legal merges with it (CR 702.140c): it
        doesn't enter the battlefield; its controller puts it on top of the creature or under
        it, and the creature becomes a mutated permanent, the same object as before (CR
        730.2b-c: not entered, its counters, attachments and effects on it kept). Its
        copiable values are those of the topmost component (CR 730.2a) with the abilities of
        every component (CR 702.140e), timestamped now; it is a token only if its topmost
        component is one (CR 730.2d). Then it has mutated (CR 702.140d)."""
        over = self.ask_may(controller, f"Put {spell} on top of {target}? (no: under it)")
        self.emit(SpellResolved(spell, controller))
        self._touch()
        self.lki[spell.id] = self._last_known(spell)
        self._remove(spell)  # it leaves the stack and becomes part of the permanent
        self._battlefield_changed(target)  # its abilities change (the indexes, the holders)
        if not target.merged:
            target.note[MERGED_TOKEN] = target.is_token  # its own component's
        if over:
            target.merged_over.append(spell)
        else:
            target.merged_under.append(spell)
        own = target.copy_values or target.definition
        parts = [
            *(part.definition for part in reversed(target.merged_over)),
            own,
            *(part.definition for part in target.merged_under),
        ]
        abilities = tuple(ability for part in parts for ability in part.abilities)
        target.merged_values = replace(parts[0], abilities=abilities)
        target.merge_timestamp = self._ts()
        if over and target.face_down:
            # CR 730.2e: its status is its topmost component's, face up; it isn't "turned
            # face up" (no such event), and its face-down card is face up with it
            target.face_down = False
        if target.merged_over:
            target.is_token = target.merged_over[-1].is_spell_copy  # CR 730.2d, 707.10f
        else:
            target.is_token = bool(target.note[MERGED_TOKEN])
        self._battlefield_changed(target)
        self._touch()
        self.emit(Mutated(target, spell, over))

    def counter(
        self, spell: GameObject, instead: str | None = None, position: str | None = None
    ) -> None:
        """Counter a spell (CR 701.6a): it leaves the stack without resolving and none of its
        effects happen; a card goes to its owner's graveyard, or to ``instead`` ("If that spell
        is countered this way, exile it instead of putting it into its owner's graveyard", a
        replacement, CR 614.1a; ``position``: the top or bottom of its owner's library); a
        copy ceases to exist (CR 707.10a). A spell no longer on the stack is not countered,
        nor one that says it can't be (CR 101.2: a static ability of the spell, functioning
        on the stack)."""
        if not self.is_live(spell) or spell.zone != STACK:
            return
        if any(
            isinstance(rule, CantBeCountered)
            for ability in self.chars(spell).abilities
            if isinstance(ability, StaticAbility)
            for rule in ability.rules
        ):
            self.note(f"{spell} can't be countered (CR 101.2).")
            return
        for ability, source in self.active_static():
            rules = [r for r in ability.rules if isinstance(r, SpellsCantBeCountered)]
            if rules and any(
                r.test(self, spell, SourceContext.of(source, self)) for r in rules
            ):  # "Creature spells you control can't be countered." (CR 101.2)
                self.note(f"{spell} can't be countered: {source} says so (CR 101.2).")
                return
        self.note(f"{spell} is countered (CR 701.6a).")
        self._spell_leaves_stack(spell, instead or GRAVEYARD, position)

    def counter_ability(self, item: StackAbility) -> None:
        """Counter an activated or triggered ability (CR 701.6b): it is removed from the stack
        and none of its effects happen. One no longer on the stack is not countered."""
        if not any(entry is item for entry in self.stack):
            return
        text = getattr(item.ability, "text", "") or "its ability"
        self.note(f"{item.source}'s ability is countered (CR 701.6b): {text}")
        self.stack.remove(item)
        self._bump()

    def _spell_leaves_stack(
        self, spell: GameObject, zone: str, position: str | None = None
    ) -> None:
        if not self.is_live(spell):
            return
        if spell.is_spell_copy:  # CR 707.10a: a copy ceases to exist
            self._remove(spell)
            self._touch()
            return
        if spell.note.get(EXILED_LEAVING_STACK):  # flashback, jump-start (CR 702.34a, 702.133a)
            zone, position = EXILE, None
        self.move(spell, zone, cause="spell finished resolving", position=position or "top")


def resolving_kind(game: Game) -> str | None:
    item = game.resolving
    if isinstance(item, StackAbility):
        return getattr(item.ability, "kind", None)
    return None


def _x_of_spell_entered(item: StackAbility) -> int:
    """X in an enters-the-battlefield triggered ability is the X of the spell that became its
    source as it resolved ("When this creature enters, draw X cards"), though X of the
    permanent itself is 0 (CR 107.3m); any other triggered ability has no X of its own."""
    event = item.event
    if isinstance(event, TurnedFaceUp) and event.obj is item.source:
        # CR 702.37f: the X chosen as it was turned face up for its morph cost
        from .morph import MORPH_X

        return int(item.source.note.get(MORPH_X, 0) or 0)
    if (
        isinstance(event, ZoneChange)
        and event.to_zone == BATTLEFIELD
        and event.from_zone == STACK
        and event.obj is item.source
        and isinstance(item.source, GameObject)
    ):
        return int(item.source.note.get("x", 0) or 0)
    return 0
