"""Prevention effects a resolving spell or ability creates (CR 615).

A :class:`PreventionShield` is kept by the game (``game.prevention_shields``) for its duration
("this turn": it ends in the cleanup step, CR 514.2) and offered with the replacement effects
to each damage event (:class:`~karlov.runtime.events.WouldDealDamage`): the affected player,
or the controller of the affected permanent, chooses the order when several apply (CR 616.1),
and each applies at most once to one event (CR 616.1f). Prevented damage is never dealt: no
life loss, no lifelink, no trigger on damage dealt (CR 615.5, 120); the game logs a
:class:`~karlov.runtime.events.DamagePrevented` line instead. Damage that can't be prevented
(``WouldDealDamage.preventable`` false) is not (CR 615.12).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .events import DamagePrevented, DamageRedirected, WouldDealDamage, WouldDraw
from .objects import GameObject, LastKnown, Player

if TYPE_CHECKING:
    from .game import Game

_IDS = itertools.count(1)


def _same(obj: Any) -> Any:
    """The object itself, for last-known information of it (CR 400.7: a new object after a
    zone change is another object, which it is not)."""
    return obj.obj if isinstance(obj, LastKnown) else obj


@dataclass(eq=False)
class PreventionShield:
    """One prevention effect (CR 615.1a).

    Which damage it prevents: dealt to one of ``recipients`` (objects and players named as it
    was created; ``None``: to anything) or to an object ``recipient_test`` accepts as the
    damage would be dealt; dealt by one of ``sources`` (``None``: by any source) and by a
    source ``source_test`` accepts, if it is given; only combat
    damage if ``combat_only``. How much: ``left`` None prevents all of it (CR 615.1a); a number
    is a shield that prevents up to that much, less each time it prevents, and is gone when
    used up (CR 615.7). ``next_time``: it prevents all the damage of the next event it applies
    to, then is gone (CR 615.7: "the next time ... would deal damage, prevent that damage").
    ``then``: the rest of the prevention effect ("You gain life equal to the damage prevented
    this way"), done with the damage prevented immediately after each prevention (CR 615.5)."""

    description: str
    controller: Player
    recipients: list[Any] | None = None
    recipient_test: Callable[[Game, GameObject], bool] | None = None
    sources: list[Any] | None = None
    source_test: Callable[[Game, GameObject], bool] | None = None
    combat_only: bool = False
    noncombat_only: bool = False
    left: int | None = None
    next_time: bool = False
    until: str = "end_of_turn"
    used_up: bool = False
    then: Callable[[Game, int], None] | None = None
    id: int = field(default_factory=lambda: next(_IDS))

    def __repr__(self) -> str:
        left = f" ({self.left} left)" if self.left is not None else ""
        return f"{self.description}{left}"

    def gated_open(self, game: Game, source: Any) -> bool:
        return not self.used_up

    def applies(self, game: Game, prop: Any, source: Any) -> bool:
        """Would this damage be prevented by the shield (CR 615.1a)? Only damage that would
        be dealt: to a player still in the game, or to a creature, planeswalker or battle on
        the battlefield (CR 120.1a); none that can't be prevented (CR 615.12)."""
        if self.used_up or not isinstance(prop, WouldDealDamage) or not prop.preventable:
            return False
        if prop.amount <= 0 or (self.combat_only and not prop.combat):
            return False
        if self.noncombat_only and prop.combat:
            return False
        target = prop.target
        if isinstance(target, Player):
            if target.lost:
                return False
        elif not game.on_battlefield(target) or not (
            game.chars(target).types & {"creature", "planeswalker", "battle"}
        ):
            return False
        if self.sources is not None and not any(_same(prop.source) is s for s in self.sources):
            return False
        if self.source_test is not None and not self.source_test(game, _same(prop.source)):
            return False
        if self.recipients is None and self.recipient_test is None:
            return True
        if self.recipients is not None and any(target is r for r in self.recipients):
            return True
        test = self.recipient_test
        return test is not None and isinstance(target, GameObject) and test(game, target)

    def replace(self, game: Game, prop: Any, source: Any) -> WouldDealDamage | None:
        """Prevent the damage: all of it, or as much as the shield has left (CR 615.7)."""
        assert isinstance(prop, WouldDealDamage)
        prevented = prop.amount if self.left is None else min(self.left, prop.amount)
        if self.left is not None:
            self.left -= prevented
            self.used_up = self.left <= 0
        if self.next_time:
            self.used_up = True
        game.emit(DamagePrevented(prop.source, prop.target, prevented, self.description))
        if self.then is not None:
            # "You gain life equal to the damage prevented this way": immediately after the
            # prevention (CR 615.5)
            self.then(game, prevented)
        if prevented >= prop.amount:
            return None
        return WouldDealDamage(
            prop.source,
            prop.target,
            prop.amount - prevented,
            prop.combat,
            preventable=prop.preventable,
        )


@dataclass(eq=False)
class RedirectionShield:
    """One redirection effect a resolving spell or ability created (CR 614.9): damage that
    would be dealt to one of ``recipients`` (named as it was created), by one of ``sources``
    and by a source ``source_test`` accepts if given, only combat damage if ``combat_only``,
    is dealt by the same source to ``new_recipient`` instead. ``left`` None redirects all of
    it; a number redirects up to that much, less each time, and is gone when used up (the
    rest of the damage is dealt to the first recipient, in the same event). It does nothing
    if either permanent is no longer on the battlefield or no longer a battle, creature or
    planeswalker, or either player has left the game (CR 614.9); it is no prevention, so it
    applies to damage that can't be prevented too (CR 615.12). ``next_time``: it redirects all
    the damage of the next event it applies to, then is gone (CR 614.11: "the next time ...
    would deal damage, that damage is dealt to ~ instead")."""

    description: str
    controller: Player
    recipients: list[Any]
    new_recipient: Any
    sources: list[Any] | None = None
    source_test: Callable[[Game, GameObject], bool] | None = None
    combat_only: bool = False
    left: int | None = None
    next_time: bool = False
    until: str = "end_of_turn"
    used_up: bool = False
    id: int = field(default_factory=lambda: next(_IDS))

    def __repr__(self) -> str:
        left = f" ({self.left} left)" if self.left is not None else ""
        return f"{self.description}{left}"

    def gated_open(self, game: Game, source: Any) -> bool:
        return not self.used_up

    def applies(self, game: Game, prop: Any, source: Any) -> bool:
        """Would this damage be redirected (CR 614.9)? Only damage that would be dealt (CR
        120.1a), to one of the recipients, by one of the sources, while the new recipient can
        be dealt damage."""
        if self.used_up or not isinstance(prop, WouldDealDamage) or prop.amount <= 0:
            return False
        if self.combat_only and not prop.combat:
            return False
        target = prop.target
        if not any(target is r for r in self.recipients) or target is self.new_recipient:
            return False
        if not _can_be_dealt_damage(game, target):
            return False
        if self.sources is not None and not any(_same(prop.source) is s for s in self.sources):
            return False
        if self.source_test is not None and not self.source_test(game, _same(prop.source)):
            return False
        new = self.new_recipient
        if isinstance(new, Player):
            return not new.lost
        # CR 614.9: still on the battlefield, and still a battle, creature or planeswalker
        return _can_be_dealt_damage(game, new)

    def replace(self, game: Game, prop: Any, source: Any) -> WouldDealDamage | None:
        """The damage (as much as the shield has left) is dealt to the new recipient by the
        same source, combat damage still (CR 614.9); the rest to the first one."""
        assert isinstance(prop, WouldDealDamage)
        moved = prop.amount if self.left is None else min(self.left, prop.amount)
        if self.left is not None:
            self.left -= moved
            self.used_up = self.left <= 0
        if self.next_time:
            self.used_up = True
        game.emit(DamageRedirected(prop.source, prop.target, self.new_recipient, moved))
        rest = prop.amount - moved
        if rest > 0:
            # the rest of the same damage event, to which the effects that already applied
            # (this one too) apply no more (CR 616.1f)
            game.deal_damage(
                prop.source,
                prop.target,
                rest,
                combat=prop.combat,
                preventable=prop.preventable,
                applied=prop.applied,
            )
        new = self.new_recipient
        if prop.preventable and game.protected_from(new, prop.source):
            game.emit(DamagePrevented(prop.source, new, moved, "protection, CR 702.16e"))
            return None
        redirected = WouldDealDamage(
            prop.source, new, moved, prop.combat, preventable=prop.preventable
        )
        return redirected


def _can_be_dealt_damage(game: Game, target: Any) -> bool:
    """Damage would be dealt to ``target`` at all: a player still in the game, or a
    creature, planeswalker or battle on the battlefield (CR 120.1a)."""
    if isinstance(target, Player):
        return not target.lost
    return game.on_battlefield(target) and bool(
        game.chars(target).types & {"creature", "planeswalker", "battle"}
    )


@dataclass(eq=False)
class NextDrawShield:
    """ "The next time you would draw a card this turn, [instructions] instead." (CR 614.1a,
    614.11): a replacement effect a resolving ability created, kept with the prevention
    shields for its duration (this turn, CR 514.2) and offered with the replacement effects
    to each draw. It applies to one draw of ``controller``'s (even from an empty library, CR
    614.11; one draw of a sequence of draws, CR 614.11a), does ``instead`` rather than
    the draw, and is used up (CR 614.5)."""

    description: str
    controller: Player
    instead: Callable[[Game], None]
    until: str = "end_of_turn"
    left: int | None = None  # no amount: it is not a damage shield (CR 615.7)
    used_up: bool = False
    id: int = field(default_factory=lambda: next(_IDS))

    def __repr__(self) -> str:
        return self.description

    def gated_open(self, game: Game, source: Any) -> bool:
        return not self.used_up

    def applies(self, game: Game, prop: Any, source: Any) -> bool:
        return (
            not self.used_up
            and isinstance(prop, WouldDraw)
            and prop.count == 1
            and prop.player is self.controller
        )

    def replace(self, game: Game, prop: Any, source: Any) -> None:
        """The card is not drawn; the instructions are done instead."""
        self.used_up = True
        self.instead(game)
        return None


class PreventionMixin:
    """Part of :class:`~karlov.runtime.game.Game`: the prevention shields resolving spells and
    abilities created (CR 615)."""

    prevention_shields: list[PreventionShield | RedirectionShield | NextDrawShield]
    #: "Damage can't be prevented this turn." (CR 615.12): each effect's duration and whether
    #: it applies to a source's damage (combat damage or not)
    damage_unpreventable: list[tuple[str, Callable[[Game, Any, bool], bool]]]

    def add_prevention(self, shield: PreventionShield | RedirectionShield | NextDrawShield) -> None:
        """A prevention effect begins (CR 615.1a, 611.2a)."""
        self.prevention_shields.append(shield)

    def active_shields(self) -> list[PreventionShield | RedirectionShield | NextDrawShield]:
        """The prevention effects still in effect; a used-up shield is gone (CR 615.7)."""
        if any(s.used_up for s in self.prevention_shields):
            self.prevention_shields = [s for s in self.prevention_shields if not s.used_up]
        return self.prevention_shields

    def order_for_shields(
        self, assignments: list[tuple[Any, Any, int]]
    ) -> list[tuple[Any, Any, int]]:
        """Combat damage about to be dealt (``(source, recipient, amount)``, one simultaneous
        event, CR 510.2), in the order the shields see it: if two or more sources would deal
        damage to a player or permanent with a "prevent the next N damage" shield at the same
        time, and more than it can prevent, that player or the permanent's controller chooses
        which damage it prevents (CR 615.7): the source whose damage it prevents first, then
        the next, until the shield is used up."""
        game: Any = self
        for shield in self.active_shields():
            if shield.left is None:
                continue
            hits = [
                a
                for a in assignments
                if shield.applies(game, WouldDealDamage(_same(a[0]), a[1], a[2], True), shield)
            ]
            if len(hits) < 2 or sum(a[2] for a in hits) <= shield.left:
                continue
            hit = hits[0][1]
            chooser = hit if isinstance(hit, Player) else game.controller(hit)
            ordered, left = [], shield.left
            while hits and left > 0:
                if len(hits) == 1:
                    ordered.append(hits.pop())
                    break
                prompt = f"Choose the damage {shield!r} prevents first (CR 615.7)"
                (source,) = game.ask_choose(chooser, prompt, [_same(a[0]) for a in hits])
                picked = next(a for a in hits if _same(a[0]) is source)
                hits.remove(picked)
                ordered.append(picked)
                left -= picked[2]
            ordered += hits
            rest = [a for a in assignments if not any(a is o for o in ordered)]
            assignments = ordered + rest
        return assignments

    def end_prevention(self, until: str) -> None:
        """The prevention effects of this duration end ("this turn": cleanup, CR 514.2)."""
        self.prevention_shields = [s for s in self.prevention_shields if s.until != until]
        self.damage_unpreventable = [e for e in self.damage_unpreventable if e[0] != until]

    def unpreventable(self, source: Any, combat: bool) -> bool:
        """Whether an effect says this damage can't be prevented (CR 615.12)."""
        game: Any = self
        return any(test(game, source, combat) for _until, test in self.damage_unpreventable)
