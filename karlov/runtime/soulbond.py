"""Soulbond and paired creatures (CR 702.95).

Soulbond is two triggered abilities (CR 702.95a): "When this creature enters, if you control
both this creature and another creature and both are unpaired, you may pair this creature with
another unpaired creature you control for as long as both remain creatures on the battlefield
under your control" and "Whenever another creature you control enters, if you control both
that creature and this one and both are unpaired, you may pair that creature with this creature
for as long as both remain creatures on the battlefield under your control."

Two paired creatures name each other (:attr:`~karlov.runtime.objects.GameObject.paired_with`)
and remember the player they were paired under. A creature can be paired with only one other
(CR 702.95d). They become unpaired if either leaves the battlefield, stops being a creature or
comes under another player's control (CR 702.95e): :func:`partner` reads a pair that still
holds, and :func:`unpair_broken` ends every pair that no longer does (called with the
state-based actions, so a pair ended stays ended though its creatures become creatures again
under that player's control).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .abilities import TriggeredAbility
from .events import ZoneChange
from .objects import GameObject

if TYPE_CHECKING:
    from .game import Game
    from .objects import Player

__all__ = ["partner", "soulbond", "unpair_broken"]

#: The ``note`` key of the player two creatures were paired under (CR 702.95a).
PAIRED_UNDER = "paired_under"


def partner(game: Game, obj: Any) -> GameObject | None:
    """The creature ``obj`` is paired with, or None (CR 702.95b): both still on the
    battlefield, each naming the other, both controlled by the player they were paired under
    (CR 702.95e). Whether both are still creatures is read by :func:`unpair_broken`."""
    if not isinstance(obj, GameObject):
        return None
    other = obj.paired_with
    if other is None or other.paired_with is not obj:
        return None
    if not (game.on_battlefield(obj) and game.on_battlefield(other)):
        return None
    who = obj.note.get(PAIRED_UNDER)
    if game.controller(obj) is not who or game.controller(other) is not who:
        return None
    return other


def is_paired(game: Game, source: GameObject, controller: Any = None) -> bool:
    """ "~ is paired with another creature" (CR 702.95b)."""
    return partner(game, source) is not None


def unpair_broken(game: Game) -> bool:
    """End every pair that no longer holds (CR 702.95e): one of the two left the battlefield,
    stopped being a creature, or is controlled by another player than the one they were
    paired under. Whether any pair ended."""
    ended = False
    for obj in game.zone_objects("battlefield"):
        other = obj.paired_with
        if other is None:
            continue
        if partner(game, obj) is None or not (game.is_creature(obj) and game.is_creature(other)):
            _unpair(game, obj)
            ended = True
    return ended


def _unpair(game: Game, obj: GameObject) -> None:
    other = obj.paired_with
    obj.paired_with = None
    obj.note.pop(PAIRED_UNDER, None)
    if other is not None and other.paired_with is obj:
        other.paired_with = None
        other.note.pop(PAIRED_UNDER, None)
    game._touch()
    game.note(f"{obj} is no longer paired (CR 702.95e)")


def _unpaired_creature_of(game: Game, obj: Any, player: Player) -> bool:
    """``obj`` is a creature on the battlefield that ``player`` controls and is unpaired."""
    return (
        isinstance(obj, GameObject)
        and game.on_battlefield(obj)
        and game.is_creature(obj)
        and game.controller(obj) is player
        and partner(game, obj) is None
    )


def _pair(game: Game, a: GameObject, b: GameObject, player: Player) -> None:
    for obj in (a, b):
        if obj.paired_with is not None:
            _unpair(game, obj)  # a pair that no longer holds, not yet ended
    a.paired_with, b.paired_with = b, a
    a.note[PAIRED_UNDER] = b.note[PAIRED_UNDER] = player
    game._touch()
    game.note(f"{a} and {b} are paired (CR 702.95a)")


def soulbond() -> list[TriggeredAbility]:
    """Soulbond's two triggered abilities (CR 702.95a), each with its intervening "if" (CR
    603.4) checked as the creature enters and again on resolution, when the two are paired only
    if both are still creatures on the battlefield under the ability's controller's control
    (CR 702.95c); "you may" is asked on resolution (CR 603.5)."""

    def others(game: Game, source: GameObject, player: Player) -> list[GameObject]:
        return [
            o
            for o in game.zone_objects("battlefield")
            if o is not source and _unpaired_creature_of(game, o, player)
        ]

    def this_enters_if(game: Game, source: GameObject, controller: Player) -> bool:
        return _unpaired_creature_of(game, source, controller) and bool(
            others(game, source, controller)
        )

    def pair_this(game: Game, res: Any) -> None:
        source, player = res.source, res.controller
        if not this_enters_if(game, source, player):
            return
        choices = others(game, source, player)
        prompt = f"Choose the creature to pair with {source} (soulbond, CR 702.95a)"
        (chosen,) = game.ask_cards(player, prompt, choices, 1, 1)
        _pair(game, source, chosen, player)

    def this_enters(game: Game, event: Any, source: GameObject) -> bool:
        return isinstance(event, ZoneChange) and event.entered_battlefield and event.obj is source

    def another_enters(game: Game, event: Any, source: GameObject) -> bool:
        if not (isinstance(event, ZoneChange) and event.entered_battlefield):
            return False
        entered = event.obj
        player = game.controller(source)
        return (
            entered is not source
            and _unpaired_creature_of(game, entered, player)
            and _unpaired_creature_of(game, source, player)
        )

    def pair_that(game: Game, res: Any) -> None:
        source, player = res.source, res.controller
        entered = getattr(res.event, "obj", None)
        if not (
            entered is not source
            and _unpaired_creature_of(game, entered, player)
            and _unpaired_creature_of(game, source, player)
        ):
            return  # CR 603.4, 702.95c: no longer true on resolution
        assert isinstance(entered, GameObject)
        _pair(game, entered, source, player)

    first = TriggeredAbility(
        trigger=this_enters,
        effect=pair_this,
        intervening_if=this_enters_if,
        optional=True,
        text="Soulbond: you may pair this creature with another unpaired creature you control",
        keyword="soulbond",
    )
    second = TriggeredAbility(
        trigger=another_enters,
        effect=pair_that,
        optional=True,
        text="Soulbond: you may pair that creature with this creature",
        keyword="soulbond",
    )
    first.trigger.event_types = (ZoneChange,)  # type: ignore[attr-defined]
    second.trigger.event_types = (ZoneChange,)  # type: ignore[attr-defined]
    return [first, second]
