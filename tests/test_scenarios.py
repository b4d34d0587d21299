"""Every scenario under tests/scenarios/ is a test; plus the runner's own error reporting."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from card_sources import bundled_fallback, scenario_cards

from karlov import cli
from karlov.scenario import find_scenarios, run_scenario

SCENARIOS = Path(__file__).parent / "scenarios"
CARDS = scenario_cards()  # compiled from text, or loaded from IR JSON (--cards-from-ir)


@pytest.mark.parametrize(
    "path", find_scenarios([SCENARIOS]), ids=lambda p: str(p.relative_to(SCENARIOS))
)
def test_scenario(path: Path) -> None:
    result = run_scenario(path, cards=CARDS, bundled=bundled_fallback())
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
    whole = (
        "alice cannot pay {R} for casting Shock: the mana pool holds no mana and there are no "
        "untapped mana sources."
    )
    ok = _run(tmp_path, text + action.format(fails=whole))
    assert ok.passed, ok.report()
    numbered = _run(tmp_path, text + action.format(fails=whole.replace("Shock", "Shock#2")))
    assert numbered.passed, numbered.report()  # object numbers may be written or left out
    # a piece of the message is not enough: "mana", a card name, or all but its last word
    for piece in ("mana", "Shock", "cannot pay", whole.removesuffix(" sources.")):
        wrong = _run(tmp_path, text + action.format(fails=piece))
        assert not wrong.passed, piece
        assert "it failed with" in wrong.failures[0].message
        assert whole in wrong.failures[0].message  # says what to write instead


def test_refusal_matching() -> None:
    from karlov.scenario.run import refusal_matches, refusal_text

    message = "Grizzly Bears#7 is not a legal target for Devout Decree#3 (target creature)."
    assert refusal_text(message) == (
        "Grizzly Bears is not a legal target for Devout Decree (target creature)."
    )
    assert refusal_matches(message, message)
    assert refusal_matches(refusal_text(message), message)
    assert refusal_matches("  " + refusal_text(message).replace(" ", "\n "), message)
    assert not refusal_matches("Grizzly Bears", message)
    assert not refusal_matches("is not a legal target", message)
    assert not refusal_matches(refusal_text(message).lower(), message)


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
    result = run_scenario(scenario, cards=CARDS, bundled=bundled_fallback())
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


TWO_BEARS = BASE.replace(
    'battlefield = ["Grizzly Bears"]',
    'battlefield = ["Grizzly Bears", { card = "Grizzly Bears", label = "the second", '
    "tapped = true, token = true }]",
)


def test_a_name_expectation_checks_every_object_of_that_name(tmp_path: Path) -> None:
    # Bob has two Grizzly Bears, the second tapped: an expectation about "Grizzly Bears" is
    # about both, not only the first one found, and a failure says which one differs.
    untapped = _run(tmp_path, TWO_BEARS + '[[expect]]\ncard = "Grizzly Bears"\ntapped = false\n')
    assert [f.message for f in untapped.failures] == [
        "tapped of the 2nd of 2 'Grizzly Bears': expected false, got true"
    ]
    tapped = _run(tmp_path, TWO_BEARS + '[[expect]]\ncard = "Grizzly Bears"\ntapped = true\n')
    assert [f.message for f in tapped.failures] == [
        "tapped of the 1st of 2 'Grizzly Bears': expected true, got false"
    ]
    # a label names one object; "Name token" names the tokens of that name
    for ref in ("the second", "Grizzly Bears token"):
        one = _run(tmp_path, TWO_BEARS + f'[[expect]]\ncard = "{ref}"\ntapped = true\ncount = 1\n')
        assert one.passed, one.report()
