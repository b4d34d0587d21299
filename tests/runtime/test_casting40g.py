"""Session 40 (casting permissions): what no scenario can check from the outside -- "Play with
the top card of your library revealed." (CR 401.5) makes the top card known: to whom, and
only while the permanent is on the battlefield (CR 611.3b)."""

from __future__ import annotations

from karlov.runtime import Game
from karlov.scenario import definitions_from_text

CARDS = definitions_from_text(
    "Goblin Spy {2}{R}\nCreature — Goblin Rogue\n"
    "Play with the top card of your library revealed.\n1/2\n\n"
    "Field of Dreams {W}\nWorld Enchantment\n"
    "Players play with the top card of their libraries revealed.\n\n"
    "Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n"
)


def _game() -> Game:
    game = Game(("Alice", "Bob"))
    for owner in ("Alice", "Bob"):
        game.add_card(CARDS["Grizzly Bears"], owner, "library")
    return game


def test_goblin_spy_reveals_only_its_controllers_top_card() -> None:
    game = _game()
    game.add_card(CARDS["Goblin Spy"], "Alice", "battlefield")
    game.start(active="Alice")
    assert game.top_card_revealed("Alice")
    assert not game.top_card_revealed("Bob")


def test_field_of_dreams_reveals_every_players_top_card() -> None:
    game = _game()
    game.add_card(CARDS["Field of Dreams"], "Bob", "battlefield")
    game.start(active="Alice")
    assert game.top_card_revealed("Alice") and game.top_card_revealed("Bob")


def test_in_the_hand_goblin_spy_reveals_nothing() -> None:
    """A static ability of a permanent functions only on the battlefield (CR 113.6, 611.3b)."""
    game = _game()
    game.add_card(CARDS["Goblin Spy"], "Alice", "hand")
    game.start(active="Alice")
    assert not game.top_card_revealed("Alice")
    assert not game.can_look_at_top("Alice")
