"""Dungeons (CR 309) and venturing into the dungeon (CR 701.49).

A dungeon card begins outside the game (CR 309.2): a player owns the dungeon cards in their
``outside`` zone, and venturing brings one of them into the command zone (CR 309.2a). Its rooms
are :class:`RoomAbility` objects, each the triggered ability "When you move your venture marker
into this room, [effect]" (CR 309.4c) with the room's name and the rooms its arrows point to.
The runtime plays what those abilities state; their effects are compiled from the rooms' text
(``karlov.compiler.dungeons``), as any card's are. The venture marker is a note on the dungeon
card (``VENTURE_MARKER``: the name of the room it is in, CR 309.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .abilities import TriggeredAbility
from .effects import listens_to
from .events import DungeonCompleted, Event, VentureMarkerMoved
from .objects import COMMAND, OUTSIDE, GameObject, Player
from .records import StackAbility

if TYPE_CHECKING:
    from .game import Game

#: The note on a dungeon card in the command zone holding the room its venture marker is in.
VENTURE_MARKER = "venture_marker"


@dataclass(eq=False)
class RoomAbility(TriggeredAbility):
    """A room of a dungeon card and its room ability (CR 309.4, 309.4c): ``room`` is the room's
    name (flavor text, CR 309.4b, kept to say where the marker is) and ``exits`` the names of
    the rooms its arrows point to (none: the bottommost room, CR 309.5b)."""

    room: str = ""
    exits: tuple[str, ...] = ()


def room_ability(
    room: str, exits: tuple[str, ...], run: Any, targets: Any, text: str
) -> RoomAbility:
    """The room ability of ``room``: it triggers when its owner moves their venture marker into
    this room of this dungeon card (CR 309.4c), while the card is in the command zone."""

    def entered(game: Game, event: Event, source: GameObject) -> bool:
        return (
            isinstance(event, VentureMarkerMoved) and event.dungeon is source and event.room == room
        )

    return RoomAbility(
        trigger=listens_to(entered, VentureMarkerMoved),
        effect=run,
        targets=tuple(targets),
        text=text,
        zones=(COMMAND,),
        room=room,
        exits=exits,
    )


def rooms(game: Game, dungeon: GameObject) -> list[RoomAbility]:
    """The rooms of a dungeon card, topmost first (CR 309.4)."""
    return [ab for ab in game.chars(dungeon).abilities if isinstance(ab, RoomAbility)]


def is_dungeon(game: Game, obj: GameObject) -> bool:
    """Whether ``obj`` is a dungeon card (CR 309.1)."""
    return "dungeon" in game.chars(obj).types


def dungeon_in_command(game: Game, player: Player) -> GameObject | None:
    """The dungeon card ``player`` owns in the command zone; a player has at most one there
    (CR 309.3)."""
    for obj in game.zone_objects(COMMAND):
        if obj.owner is player and is_dungeon(game, obj):
            return obj
    return None


def _room(game: Game, dungeon: GameObject, name: str) -> RoomAbility:
    for ab in rooms(game, dungeon):
        if ab.room == name:
            return ab
    raise LookupError(f"{dungeon} has no room named {name!r}")


def _enter(game: Game, player: Player, dungeon: GameObject, room: str) -> None:
    """Move the venture marker into ``room``: its room ability triggers (CR 309.4c)."""
    dungeon.note[VENTURE_MARKER] = room
    game._touch()  # the marker may now be on the bottommost room (CR 704.5t)
    game.emit(VentureMarkerMoved(player, dungeon, room))


def remove_dungeon(game: Game, dungeon: GameObject) -> None:
    """Its owner removes the dungeon card from the game from its bottommost room: they complete
    that dungeon (CR 309.7). Removed from the game, it is a card they own outside it again."""
    player = dungeon.owner
    name = game.chars(dungeon).name
    game.move(dungeon, OUTSIDE, cause="dungeon completed", replaceable=False)
    player.completed_dungeons.append(name)
    game.emit(DungeonCompleted(player, name))


def venture(game: Game, player: Player) -> None:
    """``player`` ventures into the dungeon (CR 701.49a-c). With a dungeon card of theirs in
    the command zone whose marker isn't on its bottommost room, the marker moves to a next
    room, their choice where arrows branch (CR 309.5a, 701.49b). On the bottommost room, they
    remove that card from the game, completing it (CR 701.49c, 309.7), then bring in another.
    With none, they choose a dungeon card they own from outside the game and put it into the
    command zone, its marker on the topmost room (CR 309.2a, 309.4a, 701.49a); owning none,
    they can't, and nothing happens."""
    dungeon = dungeon_in_command(game, player)
    if dungeon is not None:
        here = _room(game, dungeon, dungeon.note[VENTURE_MARKER])
        if here.exits:
            exits = list(here.exits)
            if len(exits) > 1:
                prompt = f"Venture into the dungeon: choose the next room from {here.room}"
                exits = game.ask_choose(player, prompt, exits)
            _enter(game, player, dungeon, exits[0])
            return
        remove_dungeon(game, dungeon)  # CR 701.49c
    owned = [card for card in game.zone_objects(OUTSIDE, player) if is_dungeon(game, card)]
    if not owned:
        game.note(f"{player} owns no dungeon card outside the game to venture into (CR 309.2a)")
        return
    prompt = "Venture into the dungeon: choose a dungeon card you own from outside the game"
    chosen = owned[0] if len(owned) == 1 else game.ask_choose(player, prompt, owned)[0]
    entered = game.move(chosen, COMMAND, cause="venture", replaceable=False)
    if entered is None:
        return
    _enter(game, player, entered, rooms(game, entered)[0].room)  # CR 309.4a


def dungeons_to_remove(game: Game) -> list[GameObject]:
    """The dungeon cards whose marker is on the bottommost room and that are the source of no
    room ability that has triggered and not yet left the stack (CR 704.5t, 309.6)."""
    found = []
    for obj in game.zone_objects(COMMAND):
        if not is_dungeon(game, obj) or VENTURE_MARKER not in obj.note:
            continue
        if _room(game, obj, obj.note[VENTURE_MARKER]).exits:
            continue
        if any(t.source is obj for t in game.pending):
            continue
        if any(isinstance(item, StackAbility) and item.source is obj for item in game.stack):
            continue
        found.append(obj)
    return found
