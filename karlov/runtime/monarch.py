"""The monarch (CR 725): a designation a player can have, and its two inherent triggered
abilities.

There is no monarch until an effect makes a player the monarch (CR 725.1); only one player is
the monarch at a time, and as a player becomes the monarch the current one ceases to be
(CR 725.3). ``Game.monarch`` is that player, or ``None``. The two inherent triggered abilities
(CR 725.2), "At the beginning of the monarch's end step, that player draws a card" and
"Whenever a creature deals combat damage to the monarch, its controller becomes the monarch",
have no source and are controlled by the player who was the monarch when they triggered (an
exception to CR 113.8): the runtime puts them on the stack with :data:`MONARCH_SOURCE`, an
object in no zone that stands for "no source" (nothing reads its characteristics), named so
the log and the stack say what they are. If the monarch leaves the game, the active player
becomes the monarch, or if that player is the one leaving, the next player in turn order still
in the game (CR 725.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .abilities import Resolution, TriggeredAbility
from .events import BecameMonarch, DamageDealt, Event, StepBegan
from .objects import CardDefinition, GameObject, Player
from .records import PendingTrigger

if TYPE_CHECKING:
    from .game import Game

#: What the monarch's triggered abilities name as their source: they have none (CR 725.2).
MONARCH_DEFINITION = CardDefinition("the monarch", None, colors=())


def become_monarch(game: Game, player: Player) -> None:
    """``player`` becomes the monarch (CR 725.1); the current monarch ceases to be (CR 725.3).
    A player who is the monarch already stays so, and doesn't become it again: no event, so
    "Whenever you become the monarch" doesn't trigger."""
    if game.monarch is player:
        game.note(f"{player} is the monarch already (CR 725.3)")
        return
    if game.monarch_source is None:
        game.monarch_source = GameObject(
            id=game._new_id(),
            card_key=0,
            definition=MONARCH_DEFINITION,
            owner=player,
            controller=player,
            zone="",  # in no zone: no object is the source (CR 725.2)
            timestamp=0,
        )
    game.monarch = player
    game.emit(BecameMonarch(player))


def _draws(game: Game, res: Resolution) -> None:
    """ "that player draws a card" (CR 725.2): the player who was the monarch as it
    triggered, its controller."""
    game.draw(res.controller)


def _its_controller_becomes(game: Game, res: Resolution) -> None:
    """ "its controller becomes the monarch" (CR 725.2): the controller of the creature as it
    dealt the damage (its last-known information if it has left, CR 608.2h)."""
    event = res.event
    assert isinstance(event, DamageDealt)
    controller = event.source_controller or event.source.controller
    if controller is not None and not controller.lost:
        become_monarch(game, controller)


def _no_trigger(game: Game, event: Event, source: Any) -> bool:
    return False  # matched by :func:`check_monarch_triggers`, not by the trigger tables


END_STEP_DRAW = TriggeredAbility(
    trigger=_no_trigger,
    effect=_draws,
    text="At the beginning of the monarch's end step, that player draws a card.",
    zones=(),
)
DAMAGE_STEALS = TriggeredAbility(
    trigger=_no_trigger,
    effect=_its_controller_becomes,
    text="Whenever a creature deals combat damage to the monarch, its controller becomes the "
    "monarch.",
    zones=(),
)


def check_monarch_triggers(game: Game, event: Event) -> None:
    """The monarch's inherent triggered abilities that ``event`` triggers (CR 725.2), each
    controlled by the player who is the monarch as it triggers."""
    monarch = game.monarch
    if monarch is None or monarch.lost:
        return
    if isinstance(event, StepBegan):
        if event.step == "end" and event.active_player is monarch:
            source = game.monarch_source
            assert source is not None
            game.pending.append(PendingTrigger(END_STEP_DRAW, source, monarch, event))
        return
    if (
        isinstance(event, DamageDealt)
        and event.combat
        and event.target is monarch
        and event.amount > 0
        and "creature" in event.source.chars.types
    ):
        source = game.monarch_source
        assert source is not None
        game.pending.append(PendingTrigger(DAMAGE_STEALS, source, monarch, event))


def monarch_leaves(game: Game, leaving: Player) -> None:
    """CR 725.4: the monarch leaves the game: the active player becomes the monarch at the
    same time, or, if that is the player leaving, the next player in turn order still in the
    game; with none, there is no monarch."""
    if game.monarch is not leaving:
        return
    order = game.players
    start = order.index(game.active) if game.active in order else 0
    for step in range(len(order)):
        player = order[(start + step) % len(order)]
        if player is not leaving and not player.lost:
            become_monarch(game, player)
            return
    game.monarch = None
