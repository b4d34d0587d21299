"""The dungeon cards (CR 309) karlov ships, their rooms compiled from the rooms' text.

A dungeon card is not part of a deck (CR 309.2): a player owns the dungeon cards in their
``outside`` zone, and venturing into the dungeon brings one into the command zone (CR 701.49a).
Each room has a name (flavor text, CR 309.4b), a room ability "When you move your venture
marker into this room, [effect]" (CR 309.4c) whose effect is printed, and arrows to the rooms
below it. The effect is compiled from its Oracle text, as an instant's or sorcery's effect is
(the same instructions, controlled by the dungeon's owner, CR 309.4c); a room that does not
compile is reported (C001, as any card's line) and its dungeon can't be used in a game.

The rooms' texts are the Oracle texts of Adventures in the Forgotten Realms (2021), the arrows
as printed (each room's "(→ ...)" line).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .. import ir
    from ..frontend.diagnostics import Diagnostic
    from ..runtime import CardDefinition

__all__ = [
    "DUNGEONS",
    "DungeonCards",
    "Room",
    "dungeon_definition",
    "dungeon_diagnostics",
    "dungeon_ir",
    "dungeon_names",
    "playable_dungeons",
]


@dataclass(frozen=True)
class Room:
    """A room of a dungeon card: its name, its room ability's effect as printed, and the rooms
    its arrows point to (none: the bottommost room, CR 309.5b)."""

    name: str
    text: str
    exits: tuple[str, ...] = ()


#: The dungeon cards, each's rooms topmost first (CR 309.4a: the venture marker starts there).
DUNGEONS: dict[str, tuple[Room, ...]] = {
    "Lost Mine of Phandelver": (
        Room("Cave Entrance", "Scry 1.", ("Goblin Lair", "Mine Tunnels")),
        Room("Goblin Lair", "Create a 1/1 red Goblin creature token.", ("Storeroom", "Dark Pool")),
        Room("Mine Tunnels", "Create a Treasure token.", ("Dark Pool", "Fungi Cavern")),
        Room("Storeroom", "Put a +1/+1 counter on target creature.", ("Temple of Dumathoin",)),
        Room(
            "Dark Pool",
            "Each opponent loses 1 life and you gain 1 life.",
            ("Temple of Dumathoin",),
        ),
        Room(
            "Fungi Cavern",
            "Target creature gets -4/-0 until your next turn.",
            ("Temple of Dumathoin",),
        ),
        Room("Temple of Dumathoin", "Draw a card."),
    ),
    "Dungeon of the Mad Mage": (
        Room("Yawning Portal", "You gain 1 life.", ("Dungeon Level",)),
        Room("Dungeon Level", "Scry 1.", ("Goblin Bazaar", "Twisted Caverns")),
        Room("Goblin Bazaar", "Create a Treasure token.", ("Lost Level",)),
        Room(
            "Twisted Caverns",
            "Target creature can't attack until your next turn.",
            ("Lost Level",),
        ),
        Room("Lost Level", "Scry 2.", ("Runestone Caverns", "Muiral's Graveyard")),
        Room(
            "Runestone Caverns",
            "Exile the top two cards of your library. You may play them.",
            ("Deep Mines",),
        ),
        Room(
            "Muiral's Graveyard",
            "Create two 1/1 black Skeleton creature tokens.",
            ("Deep Mines",),
        ),
        Room("Deep Mines", "Scry 3.", ("Mad Wizard's Lair",)),
        Room(
            "Mad Wizard's Lair",
            "Draw three cards and reveal them. You may cast one of them without paying its mana "
            "cost.",
        ),
    ),
    "Tomb of Annihilation": (
        Room("Trapped Entry", "Each player loses 1 life.", ("Veils of Fear", "Oubliette")),
        Room(
            "Veils of Fear",
            "Each player loses 2 life unless they discard a card.",
            ("Sandfall Cell",),
        ),
        Room(
            "Sandfall Cell",
            "Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.",
            ("Cradle of the Death God",),
        ),
        Room(
            "Oubliette",
            "Discard a card and sacrifice an artifact, a creature, and a land.",
            ("Cradle of the Death God",),
        ),
        Room(
            "Cradle of the Death God",
            "Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch.",
        ),
    ),
}


def dungeon_names() -> list[str]:
    return sorted(DUNGEONS)


def _room_card(room: Room) -> str:
    """The room's effect as card text the compiler reads: the effect of a sorcery, whose
    instructions are those of the room ability (its controller is "you", CR 309.4c)."""
    return f"{room.name}\nSorcery\n{room.text}\n"


@cache
def _compiled(name: str) -> tuple[tuple[Any, ...], tuple[Diagnostic, ...]]:
    """Each room's compiled card, and the diagnostics of the rooms that don't compile."""
    from ..frontend.syntax import parse_file
    from . import compile_card

    compiled = []
    problems: list[Diagnostic] = []
    for room in DUNGEONS[name]:
        card_file, errors = parse_file(_room_card(room), f"<{name}: {room.name}>", warnings=False)
        if errors:
            problems += errors
            continue
        (card,) = card_file.cards
        result = compile_card(card)
        problems += [d for d in result.diagnostics if d.is_error or d.code == "C001"]
        compiled.append(result)
    return tuple(compiled), tuple(problems)


def dungeon_diagnostics(name: str) -> list[Diagnostic]:
    """Why the dungeon ``name`` can't be played: its rooms' errors and C001 notes."""
    return list(_compiled(name)[1])


@cache
def dungeon_ir(name: str) -> ir.Card:
    """The IR of the dungeon card ``name`` (KeyError for another name; CardError when a room
    does not compile): a dungeon card (CR 309.1), its rooms its abilities, topmost first."""
    from .. import CardError, ir

    rooms = DUNGEONS[name]
    compiled, problems = _compiled(name)
    if problems:
        raise CardError(list(problems))
    abilities = []
    for room, result in zip(rooms, compiled, strict=True):
        (spell,) = result.ir.abilities
        assert isinstance(spell, ir.SpellAbility)
        text = f"{room.name} — {room.text}"
        abilities.append(
            ir.RoomAbility(room.name, spell.effect, spell.targets, room.exits, text=text)
        )
    oracle = "\n".join(f"{room.name} — {room.text}" for room in rooms)
    return ir.Card(name, None, (), ("dungeon",), (), None, None, tuple(abilities), text=oracle)


def playable_dungeons() -> list[ir.Card]:
    """The IR of every dungeon card whose rooms all compile."""
    return [dungeon_ir(name) for name in dungeon_names() if not dungeon_diagnostics(name)]


@cache
def dungeon_definition(name: str) -> CardDefinition:
    """The runtime card of the dungeon ``name``, built from its IR (:func:`dungeon_ir`) as any
    card's is (KeyError for another name; CardError when a room does not compile)."""
    from ..runtime.build import card_definition

    return card_definition(dungeon_ir(name))


class DungeonCards:
    """The dungeon cards as a card source (``definition(name)``, ``names()``), matched
    case-insensitively: what a scenario names among the cards a player owns outside the game."""

    def names(self) -> list[str]:
        return dungeon_names()

    def definition(self, name: str) -> CardDefinition:
        found = {known.lower(): known for known in DUNGEONS}.get(name.lower())
        if found is None:
            raise KeyError(name)
        return dungeon_definition(found)
