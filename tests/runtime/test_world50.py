"""The world rule (CR 704.5k), a state-based action: of two or more world permanents, all but
the one that has had the world supertype for the shortest time go to their owners'
graveyards, all of them on a tie. The scenarios of ``tests/scenarios/world50/`` play it with
cast and returned cards; these tests hold the parts a scenario cannot set up."""

from __future__ import annotations

import pytest

from karlov.runtime import Game, RulesNotSupported
from karlov.scenario import definitions_from_text

CARDS = definitions_from_text(
    "Concordant Crossroads {G}\nWorld Enchantment\nAll creatures have haste.\n\n"
    "Mystic Decree {2}{U}{U}\nWorld Enchantment\nAll creatures lose flying and islandwalk.\n\n"
    "Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n"
)


def _game() -> Game:
    game = Game(("Alice", "Bob"))
    for owner in ("Alice", "Bob"):
        game.add_card(CARDS["Grizzly Bears"], owner, "library")
    return game


def test_permanents_put_onto_the_battlefield_one_by_one_keep_the_newest_world() -> None:
    game = _game()
    older = game.add_card(CARDS["Concordant Crossroads"], "Alice", "battlefield")
    newer = game.add_card(CARDS["Mystic Decree"], "Bob", "battlefield")
    assert older.entered_with < newer.entered_with
    game.start(active="Alice")
    game.check_state_based_actions()
    assert [o.definition.name for o in game.battlefield] == ["Mystic Decree"]
    assert [o.definition.name for o in game.graveyard("Alice")] == ["Concordant Crossroads"]


def test_one_world_permanent_alone_stays() -> None:
    game = _game()
    game.add_card(CARDS["Concordant Crossroads"], "Alice", "battlefield")
    game.start(active="Alice")
    game.check_state_based_actions()
    assert [o.definition.name for o in game.battlefield] == ["Concordant Crossroads"]


def test_a_world_by_a_copy_effect_stops_the_game_rather_than_guess_when_it_became_one() -> None:
    """A permanent that is a world by a copy effect has been one since that effect began,
    which the runtime does not record: the rule is not applied by a guess."""
    game = _game()
    game.add_card(CARDS["Concordant Crossroads"], "Alice", "battlefield")
    bears = game.add_card(CARDS["Grizzly Bears"], "Bob", "battlefield")
    game.start(active="Alice")
    bears.copy_values = CARDS["Mystic Decree"]  # as a copy effect begun after it entered
    game._touch()
    with pytest.raises(RulesNotSupported, match=r"world rule \(CR 704\.5k\)"):
        game.check_state_based_actions()
