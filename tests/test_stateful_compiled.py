"""The runtime's invariants under random legal play, with every Case compiled from its text.

The same state machine as ``tests/runtime/test_stateful.py`` (solved only by a resolving To
solve ability, never on a copy or an object that changed zones, kept until the Case leaves;
every turn ends; illegal actions change nothing), but the deck is the bundled cards as the
compiler lowers them, all fifteen Cases included.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize
from runtime.test_stateful import GameMachine  # tests/runtime/test_stateful.py

from karlov.compiler.library import bundled_library
from karlov.runtime import BATTLEFIELD, Game, RandomAgent
from karlov.scenario import definitions_from_text

LIBRARY = bundled_library()
CASES = [name for name in LIBRARY.names() if name.startswith("Case of the")]
# Two Cases written for this test whose conditions random play meets often, so that solved
# permanents are common: one always solvable, one that flips with the hand being empty.
EASY_CASES = definitions_from_text(
    [
        "Case of the Open Door {1}\nEnchantment — Case\n"
        "When this Case enters, you gain 1 life.\n"
        "To solve — You control one or more lands. "
        "(If unsolved, solve at the beginning of your end step.)\n"
        "Solved — Creatures you control get +1/+1.\n",
        "Case of the Empty Hand {1}\nEnchantment — Case\n"
        "When this Case enters, draw a card.\n"
        "To solve — You have no cards in hand. "
        "(If unsolved, solve at the beginning of your end step.)\n"
        "Solved — {1}: Draw a card.\n",
    ]
)
OTHERS = [
    "Grizzly Bears",
    "Savannah Lions",
    "Prodigal Sorcerer",
    "Lightning Bolt",
    "Shock",
    "Opt",
    "Clone",
    "Copy Enchantment",
    "Raise the Alarm",
    "Man-o'-War",
    "Murder",
    "Disenchant",
    "Act of Treason",
    "Novice Inspector",
    "Momentary Blink",
]
LANDS = ["Mountain", "Island", "Plains", "Forest", "Swamp"]


class CompiledGameMachine(GameMachine):
    @initialize(seed=st.integers(0, 10_000))
    def setup(self, seed: int) -> None:
        self.game = game = Game(
            ("Alice", "Bob"),
            seed=seed,
            agents=[RandomAgent(seed), RandomAgent(seed + 1)],
            max_actions=200_000,
        )
        for player in game.players:
            for name in CASES + OTHERS + LANDS * 2:
                game.add_card(LIBRARY.definition(name), player)
            for definition in EASY_CASES.values():
                for _ in range(3):
                    game.add_card(definition, player)
            game.shuffle(player)
            for _ in range(7):
                game.draw(player)
            for land in LANDS:
                game.add_card(LIBRARY.definition(land), player, BATTLEFIELD)
        game.log.clear()
        game.start(active=0, step="main1")
        self.seen_solved: set[int] = set()


def test_all_fifteen_cases_are_in_the_deck() -> None:
    assert len(CASES) == 15


CompiledGameMachine.TestCase.settings = settings(
    max_examples=25,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestCompiledGame = CompiledGameMachine.TestCase
