"""Dice (CR 706): a roll is by the game's seeded generator (CR 706.1a: each result equally
likely), unless a scenario fixes what it comes up as (``rolls = [...]``); a fixed roll no die
takes is a failure of the scenario, and a result the die can't roll is refused. Played in
``tests/scenarios/keywords41h/``."""

from __future__ import annotations

from collections import Counter

import pytest

from karlov.runtime import Game, IllegalAction
from karlov.scenario import definitions_from_text, run_scenario

SHEPHERD = (
    "Sylvan Shepherd {2}{G}\nCreature — Elf Druid\nVigilance\nWhenever Sylvan Shepherd "
    "attacks, roll a d20.\n1—9 | You gain 1 life.\n10—19 | You gain 2 life.\n20 | You gain 5 "
    "life.\n2/2\n"
)


def _scenario(rolls: list[int]) -> dict:
    return {
        "title": "Sylvan Shepherd attacks",
        "setup": {"strict": True, "step": "main1"},
        "players": {"alice": {"battlefield": ["Sylvan Shepherd"]}, "bob": {}},
        "actions": [
            {"do": "attack", "attackers": ["Sylvan Shepherd"]},
            {"do": "resolve", "rolls": rolls},
        ],
    }


def test_a_fixed_roll_decides_the_line() -> None:
    cards = definitions_from_text(SHEPHERD)
    scenario = _scenario([19])
    scenario["expect"] = [{"player": "alice", "life": 22}]
    result = run_scenario(scenario, cards=cards)
    assert result.passed, result.report()


def test_a_fixed_roll_never_made_fails_the_scenario() -> None:
    cards = definitions_from_text(SHEPHERD)
    result = run_scenario(_scenario([20, 3]), cards=cards)
    assert not result.passed
    assert "the roll 3 was never made (rolls = [...])" in result.report()


def test_the_seeded_generator_rolls_each_result_of_a_d20() -> None:
    game = Game(seed=41)
    seen = Counter(game.roll_die(game.players[0], 20) for _ in range(2000))
    assert set(seen) == set(range(1, 21))
    # the same seed, the same rolls (a scenario's ``seed`` replays its game)
    assert _first_rolls(41, 5) == _first_rolls(41, 5)


def _first_rolls(seed: int, n: int) -> list[int]:
    game = Game(seed=seed)
    return [game.roll_die(game.players[0], 20) for _ in range(n)]


def test_a_fixed_result_the_die_cant_roll_is_refused() -> None:
    game = Game()
    game.fixed_rolls.append(7)
    with pytest.raises(IllegalAction, match=r"a d6 can't roll 7 \(CR 706\.1a\)\."):
        game.roll_die(game.players[0], 6)
