"""Every scenario under tests/scenarios/ is a test; plus the runner's own error reporting."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from card_sources import scenario_cards

from karlov import cli
from karlov.scenario import find_scenarios, run_scenario

SCENARIOS = Path(__file__).parent / "scenarios"
CARDS = scenario_cards()  # compiled from text, or loaded from IR JSON (--cards-from-ir)


@pytest.mark.parametrize(
    "path", find_scenarios([SCENARIOS]), ids=lambda p: str(p.relative_to(SCENARIOS))
)
def test_scenario(path: Path) -> None:
    result = run_scenario(path, cards=CARDS)
    assert result.passed, result.report()


# --- the runner itself, on small scenarios written here -----------------------------------------

BASE = """
title = "Shock the bear"
[players.alice]
battlefield = ["Mountain"]
hand = ["Shock"]
[players.bob]
battlefield = ["Grizzly Bears"]
"""


def _write(tmp_path: Path, text: str, name: str = "s.toml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def _run(tmp_path: Path, text: str):
    return run_scenario(_write(tmp_path, text), cards=CARDS)


def test_passing_scenario(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        BASE
        + """
[[actions]]
do = "cast"
card = "Shock"
targets = ["bob's Grizzly Bears"]
[[actions]]
do = "resolve"
[[expect]]
player = "bob"
graveyard = ["Grizzly Bears"]
battlefield = []
""",
    )
    assert result.passed, result.report()


def test_failed_expectation_names_line_expected_and_actual(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        BASE
        + """
[[expect]]
player = "bob"
life = 18
""",
    )
    assert not result.passed and result.error is None
    (failure,) = result.failures
    assert str(failure) == f"{tmp_path / 's.toml'}:9: bob's life: expected 18, got 20"


def test_unknown_card_has_did_you_mean_and_line(tmp_path: Path) -> None:
    result = _run(tmp_path, BASE.replace('hand = ["Shock"]', 'hand = ["Shok"]'))
    assert result.error is not None
    assert result.error.where.line == 5
    assert "no card named 'Shok' in the card library; did you mean 'Shock'?" in result.error.message


def test_unknown_key_has_did_you_mean_and_line(tmp_path: Path) -> None:
    result = _run(tmp_path, BASE + '[[actions]]\ndo = "cast"\ncard = "Shock"\ntargest = ["bob"]\n')
    assert result.error is not None
    assert result.error.where.line == 11
    assert "unknown key 'targest'" in result.error.message
    assert "did you mean 'targets'?" in result.error.message


def test_malformed_toml_reports_tomllib_position(tmp_path: Path) -> None:
    result = _run(tmp_path, BASE + '[[actions]]\ndo = "cast"; card = "Shock"\n')
    assert result.error is not None
    assert result.error.where.line == 9
    assert "not valid TOML" in result.error.message


def test_illegal_action_is_an_error_at_the_action(tmp_path: Path) -> None:
    text = BASE.replace('battlefield = ["Mountain"]', "battlefield = []")
    result = _run(tmp_path, text + '[[actions]]\ndo = "cast"\ncard = "Shock"\ntargets = "bob"\n')
    assert result.error is not None
    assert result.error.where.line == 8
    assert "cast" in result.error.message


def test_expected_illegal_action(tmp_path: Path) -> None:
    text = BASE.replace('battlefield = ["Mountain"]', "battlefield = []")
    action = '[[actions]]\ndo = "cast"\ncard = "Shock"\ntargets = "bob"\nfails = "{fails}"\n'
    ok = _run(tmp_path, text + action.format(fails="mana"))
    assert ok.passed, ok.report()
    wrong = _run(tmp_path, text + action.format(fails="timing"))
    assert not wrong.passed
    assert "it failed with" in wrong.failures[0].message


def test_runaway_game_is_stopped_by_the_step_bound(tmp_path: Path) -> None:
    text = BASE.replace('title = "Shock the bear"', 'title = "t"\n[setup]\nmax_steps = 3')
    result = _run(tmp_path, text + '[[actions]]\ndo = "pass_to"\nstep = "end"\n')
    assert result.error is not None
    assert "bound of 3 engine steps" in result.error.message
    assert "setup.max_steps" in result.error.message


def test_dict_scenario_without_a_file() -> None:
    scenario = {
        "title": "Bolt",
        "players": {"alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, "bob": {}},
        "actions": [
            {"do": "cast", "card": "Lightning Bolt", "targets": ["bob"]},
            {"do": "resolve"},
        ],
        "expect": [{"player": "bob", "life": 17}],
    }
    result = run_scenario(scenario, cards=CARDS)
    assert result.passed, result.report()


def test_play_exits_1_naming_the_failed_expectation(tmp_path, monkeypatch, capsys) -> None:
    good = _write(tmp_path, BASE, "a_good.toml")
    bad = _write(tmp_path, BASE + '[[expect]]\ncard = "Grizzly Bears"\npower = 3\n', "b_bad.toml")
    assert cli.main(["play", str(good)]) == 0
    assert cli.main(["play", "--log", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "PASS Shock the bear" in out
    assert "FAIL Shock the bear" in out
    assert f"{bad}:8: power of 'Grizzly Bears': expected 3, got 2" in out
    assert "1 scenario passed, 1 failed" in out


def test_definitions_from_text_and_a_dict_scenario() -> None:
    from karlov.scenario import definitions_from_text

    cards = definitions_from_text(
        [
            "Shock {R}\nInstant\nShock deals 2 damage to any target.\n",
            "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)\n",
        ]
    )
    scenario = {
        "title": "Shock from text",
        "players": {"alice": {"battlefield": ["Mountain"], "hand": ["Shock"]}, "bob": {}},
        "actions": [{"do": "cast", "card": "Shock", "targets": "bob"}, {"do": "resolve"}],
        "expect": [{"player": "bob", "life": 18}],
    }
    result = run_scenario(scenario, cards=cards)
    assert result.passed, result.report()
