"""Ascend and the city's blessing (CR 702.131).

The city's blessing is a designation a player gets and keeps for the rest of the game (CR
702.131c); nothing takes it away. Ascend gives it in two ways:

- on an instant or sorcery, a spell ability: as the spell resolves, in its place among the
  spell's abilities (the keyword comes first on every such card), "If you control ten or more
  permanents and you don't have the city's blessing, you get the city's blessing for the rest
  of the game." (CR 702.131a; :func:`ascend_as_it_resolves`);
- on a permanent, a static ability: "Any time you control ten or more permanents and you don't
  have the city's blessing, you get the city's blessing for the rest of the game." (CR
  702.131b; :func:`grant_citys_blessings`). It uses no stack and waits for no priority: the
  game gives it after every event that can bring a player to ten permanents or put an ascend
  permanent under their control (a permanent entering, a control change), and as the game
  starts with what the scenario put on the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import CitysBlessingGained, ControlChanged, Event, ZoneChange
from .objects import BATTLEFIELD, GameObject, Player

if TYPE_CHECKING:
    from .game import Game

ASCEND = "ascend"

#: How many permanents a player controls to get the city's blessing (CR 702.131a-b).
PERMANENTS_FOR_BLESSING = 10


def _controls_enough(game: Game, player: Player) -> bool:
    return len(game.zone_objects(BATTLEFIELD, player)) >= PERMANENTS_FOR_BLESSING


def _bless(game: Game, player: Player) -> None:
    player.city_blessing = True
    game.emit(CitysBlessingGained(player))


def ascend_as_it_resolves(game: Game, controller: Player) -> None:
    """Ascend on a resolving instant or sorcery (CR 702.131a)."""
    if not controller.city_blessing and _controls_enough(game, controller):
        _bless(game, controller)


def may_bring_blessing(event: Event) -> bool:
    """Whether ``event`` can make an ascend permanent's condition true (CR 702.131b): a
    permanent entered the battlefield, or one changed controller."""
    return isinstance(event, ControlChanged) or (
        isinstance(event, ZoneChange) and event.to_zone == BATTLEFIELD
    )


def has_ascend(game: Game, obj: GameObject) -> bool:
    return game.chars(obj).has_keyword(ASCEND)


def grant_citys_blessings(game: Game) -> None:
    """Each player without the city's blessing who controls an ascend permanent and ten or
    more permanents gets it (CR 702.131b), in APNAP order."""
    for player in game.apnap():
        if player.city_blessing or player.lost:
            continue
        mine = game.zone_objects(BATTLEFIELD, player)
        if len(mine) >= PERMANENTS_FOR_BLESSING and any(has_ascend(game, o) for o in mine):
            _bless(game, player)
