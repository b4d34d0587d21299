"""Attaching as an effect does (CR 701.3): an Aura or Equipment moves onto what it can be
attached to, with a new timestamp (CR 701.3c, 613.7e); onto what it is attached to already
nothing happens, and an object that is no Aura or Equipment doesn't move (CR 701.3b). Played
from cards in ``tests/scenarios/attach44e/``."""

from __future__ import annotations

from karlov.compiler.library import CardLibrary
from karlov.runtime import Game
from karlov.scenario import definitions_from_text

_CARDS = (
    "Short Sword {1}\nArtifact — Equipment\nEquipped creature gets +1/+1.\nEquip {1}\n\n"
    "Rusty Anvil {1}\nArtifact\n{T}: You gain 1 life.\n"
)


def _game() -> tuple[Game, dict]:
    bundled = CardLibrary.bundled()
    cards = {**definitions_from_text(_CARDS)}
    game = Game(("Alice", "Bob"), seed=1)
    return game, {**cards, "Grizzly Bears": bundled.definition("Grizzly Bears")}


def test_attach_moves_it_with_a_new_timestamp() -> None:
    game, cards = _game()
    alice, _ = game.players
    sword = game.add_card(cards["Short Sword"], alice, "battlefield")
    bears = game.add_card(cards["Grizzly Bears"], alice, "battlefield")
    game.start(active=alice)
    before = sword.timestamp
    assert game.attach(sword, bears)
    assert sword.attached_to is bears and sword.timestamp > before
    assert game.chars(bears).power == 3


def test_attach_onto_what_it_is_attached_to_does_nothing() -> None:
    game, cards = _game()
    alice, _ = game.players
    sword = game.add_card(cards["Short Sword"], alice, "battlefield")
    bears = game.add_card(cards["Grizzly Bears"], alice, "battlefield")
    game.start(active=alice)
    assert game.attach(sword, bears)
    stamp = sword.timestamp
    assert not game.attach(sword, bears)
    assert sword.timestamp == stamp and sword.attached_to is bears


def test_an_object_that_is_no_aura_or_equipment_does_not_move() -> None:
    game, cards = _game()
    alice, _ = game.players
    anvil = game.add_card(cards["Rusty Anvil"], alice, "battlefield")
    bears = game.add_card(cards["Grizzly Bears"], alice, "battlefield")
    game.start(active=alice)
    assert not game.attach(anvil, bears)
    assert anvil.attached_to is None
