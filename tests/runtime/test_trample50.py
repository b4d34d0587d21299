"""Trample's division of combat damage (CR 702.19b): the attacker's controller chooses it, and
may assign damage to the player only once each blocker is assigned lethal damage. The
scenarios of ``tests/scenarios/trample50/`` play legal divisions; these hold the illegal one
and the agents' answers."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from karlov.runtime import ScriptError
from karlov.runtime.agent import Decision, DefaultAgent, RandomAgent
from karlov.scenario import run_scenario

SCENARIOS = Path(__file__).parent.parent / "scenarios" / "trample50"

TOO_LITTLE = """title = "Hill Giant blocks Colossal Dreadmaw: 2 to it and 4 to Bob is no division"
cards = ["cards.card"]
[setup]
strict = true
step = "main1"
[players.alice]
battlefield = ["Colossal Dreadmaw"]
[players.bob]
battlefield = ["Hill Giant"]
[[actions]]
do = "attack"
attackers = ["Colossal Dreadmaw"]
[[actions]]
do = "block"
player = "bob"
blocks = { "Hill Giant" = "Colossal Dreadmaw" }
[[actions]]
do = "pass_to"
step = "end_of_combat"
answers = [[2, 4]]
"""


def test_damage_to_the_player_before_lethal_damage_to_each_blocker_is_refused(
    tmp_path: Path,
) -> None:
    shutil.copy(SCENARIOS / "cards.card", tmp_path / "cards.card")
    path = tmp_path / "s.toml"
    path.write_text(TOO_LITTLE, encoding="utf-8")
    error = run_scenario(path).error
    assert error is not None
    assert error.message.endswith(
        "assigns damage to bob before each blocking creature is assigned lethal damage"
        " (CR 702.19b)."
    )


def _trample_decision(lethal: list[int], amount: int) -> Decision:
    decision = Decision("distribute", None, "trample", ["b1", "b2", "player"], amount=amount)  # type: ignore[arg-type]
    decision.extra["lethal"] = lethal
    return decision


def test_the_default_agent_assigns_lethal_damage_in_turn_and_the_rest_to_the_player() -> None:
    agent = DefaultAgent()
    assert agent.decide(None, _trample_decision([2, 3], 7)) == [2, 3, 2]  # type: ignore[arg-type]
    assert agent.decide(None, _trample_decision([2, 3], 4)) == [2, 2, 0]  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(20))
def test_the_random_agent_only_divides_legally(seed: int) -> None:
    decision = _trample_decision([2, 3], 9)
    answer = RandomAgent(seed).decide(None, decision)  # type: ignore[arg-type]
    assert decision.validate(answer) == answer


def test_validation_names_the_rule() -> None:
    with pytest.raises(ScriptError, match=r"CR 702\.19b"):
        _trample_decision([2, 3], 6).validate([1, 3, 2])
    assert _trample_decision([2, 3], 6).validate([4, 2, 0]) == [4, 2, 0]
