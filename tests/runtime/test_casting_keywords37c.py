"""Session 37: what the scenarios of ``tests/scenarios/keywords37c/`` can't reach -- a copy of
a spell keeps the choices made for it as it was cast (CR 707.10): the text spliced onto it
(CR 702.47c) and the awaken cost paid for it (CR 702.113a)."""

from __future__ import annotations

from karlov.compiler.library import CardLibrary
from karlov.runtime import Game
from karlov.runtime.agent import ScriptedAgent
from karlov.scenario import definitions_from_text

CARDS = """Glacial Ray {1}{R}
Instant — Arcane
Glacial Ray deals 2 damage to any target.
Splice onto Arcane {1}{R}

Kodama's Might {G}
Instant — Arcane
Target creature gets +2/+2 until end of turn.
Splice onto Arcane {G}

Sheer Drop {2}{W}
Sorcery
Destroy target tapped creature.
Awaken 3—{5}{W}
"""


def _game() -> tuple[Game, dict, CardLibrary]:
    return Game(("Alice", "Bob"), seed=3), definitions_from_text(CARDS), CardLibrary.bundled()


def test_a_copy_of_a_spliced_spell_has_the_spliced_text() -> None:
    game, cards, library = _game()
    alice, bob = game.players
    for name in ("Mountain", "Mountain", "Forest"):
        game.add_card(library.definition(name), alice, "battlefield")
    bears = game.add_card(library.definition("Grizzly Bears"), alice, "battlefield")
    ray = game.add_card(cards["Glacial Ray"], alice, "hand")
    game.add_card(cards["Kodama's Might"], alice, "hand")
    game.start(active=alice)
    game.agents[alice.index] = ScriptedAgent(
        [("may", True), ("targets", [bob]), ("targets", [bears]), ("may", False)]
    )
    spell = game.cast(alice, ray)
    game.copy_spell(spell, alice)
    game.resolve_stack()
    assert bob.life == 16  # Glacial Ray and its copy
    assert game.chars(bears).power == 6  # Kodama's Might's text, twice


def test_without_the_splice_a_copy_has_only_the_spell_text() -> None:
    game, cards, library = _game()
    alice, bob = game.players
    for name in ("Mountain", "Mountain", "Forest"):
        game.add_card(library.definition(name), alice, "battlefield")
    bears = game.add_card(library.definition("Grizzly Bears"), alice, "battlefield")
    ray = game.add_card(cards["Glacial Ray"], alice, "hand")
    game.add_card(cards["Kodama's Might"], alice, "hand")
    game.start(active=alice)
    game.agents[alice.index] = ScriptedAgent([("may", False), ("targets", [bob]), ("may", False)])
    spell = game.cast(alice, ray)
    game.copy_spell(spell, alice)
    game.resolve_stack()
    assert bob.life == 16
    assert game.chars(bears).power == 2


def test_a_copy_of_an_awakened_spell_awakens_too() -> None:
    game, cards, library = _game()
    alice, bob = game.players
    for _ in range(6):
        game.add_card(library.definition("Plains"), alice, "battlefield")
    forest = game.add_card(library.definition("Forest"), alice, "battlefield")
    giant = game.add_card(library.definition("Hill Giant"), bob, "battlefield", tapped=True)
    drop = game.add_card(cards["Sheer Drop"], alice, "hand")
    game.start(active=alice)
    game.agents[alice.index] = ScriptedAgent(
        [("may", True), ("targets", [giant]), ("targets", [forest]), ("may", False)]
    )
    plains = [o for o in game.zone_objects("battlefield", alice) if o.name == "Plains"]
    spell = game.cast(alice, drop, mana_sources=plains)
    game.copy_spell(spell, alice)
    game.resolve_stack()
    assert forest.counters.get("+1/+1") == 6  # three from each
    assert "creature" in game.chars(forest).types
