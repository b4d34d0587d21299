"""``karlov new case`` and ``karlov play``'s command line: the real front end and runtime."""

from __future__ import annotations

from pathlib import Path

import pytest

from karlov.cli import main
from karlov.scenario import run_scenario


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def starter(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, Path]:
    """``karlov new case`` run in a fresh folder: the card and the scenario it wrote."""
    code, out, err = run(capsys, "new", "case", "Case of the Missing Cat", "-o", str(tmp_path))
    card = tmp_path / "case_of_the_missing_cat.card"
    scenario = tmp_path / "case_of_the_missing_cat.toml"
    assert (code, err) == (0, "")
    assert out == (
        f"wrote {card} and {scenario}\n"
        f"next: karlov check --require-playable {card} && karlov play {scenario}\n"
    )
    return card, scenario


# --- karlov new -------------------------------------------------------------------------------


def test_new_case_is_clean_formatted_and_plays(
    starter: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    card, scenario = starter
    assert card.read_text("utf-8").startswith(
        "Case of the Missing Cat {1}{W}\nEnchantment — Case\n"
    )
    assert run(capsys, "check", "--require-playable", str(card)) == (
        0,
        "0 errors, 0 warnings in 1 file\n",
        "",
    )
    assert run(capsys, "fmt", "--check", str(card))[0] == 0
    code, out, _ = run(capsys, "play", str(scenario))
    assert code == 0
    assert out.endswith("1 scenario passed, 0 failed\n")


def test_new_case_scenario_checks_what_the_case_does(starter: tuple[Path, Path]) -> None:
    """The scenario is not vacuous: a Case whose Solved ability does nothing fails it."""
    card, scenario = starter
    text = card.read_text("utf-8")
    card.write_text(text.replace("get +1/+1.", "get +0/+1."), "utf-8")
    result = run_scenario(scenario)
    assert not result.passed
    assert "power of the 1st of 3 'Grizzly Bears': expected 3, got 2" in result.report()


def test_new_refuses_to_overwrite(
    starter: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    card, scenario = starter
    scenario.write_text("# mine\n", "utf-8")
    card.unlink()
    code, out, err = run(capsys, "new", "case", "Case of the Missing Cat", "-o", str(card.parent))
    assert (code, out) == (2, "")
    assert f"'{scenario}' already exists; nothing was written" in err
    assert not card.exists()  # neither file is written
    assert scenario.read_text("utf-8") == "# mine\n"


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("", "its name is empty"),
        ("Two\nLines", "its name has a line feed at column 4"),
        ("# Hidden", "starts with '#'"),
        ("Grizzly Bears", "a bundled card has this name"),
        ("Plains", "a bundled card has this name"),
        (" Padded", "it starts or ends with a space"),
        ('Quote "x"', "unexpected '\"'"),
        ("X" * 201, "over the 200 a name line holds"),
    ],
)
def test_new_refuses_a_name_that_is_no_card_name(
    name: str, why: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "new", "case", name, "-o", str(tmp_path))
    assert (code, out) == (2, "")
    assert "can't be a card name here: " in err
    assert why in err
    assert "Traceback" not in err
    assert "\nLines" not in err  # the name is shown with its line feed escaped
    assert list(tmp_path.iterdir()) == []


def test_new_unknown_kind_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "new", "planeswalker", "Bob")
    assert code == 2
    assert "invalid choice: 'planeswalker'" in err


# --- karlov play: scenarios and --cards in either order ----------------------------------------


def test_play_scenario_and_cards_in_either_order(
    starter: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    card, scenario = starter
    bare = scenario.with_name("bare.toml")  # the scenario without its own cards = [...]
    bare.write_text(
        scenario.read_text("utf-8").replace('cards = ["case_of_the_missing_cat.card"]\n', ""),
        "utf-8",
    )
    folder = str(card.parent / "mine")
    (card.parent / "mine").mkdir()
    card.rename(card.parent / "mine" / card.name)
    for argv in (
        [str(bare), "--cards", folder],
        ["--cards", folder, str(bare)],
        ["--cards", folder, "--log", str(bare)],
    ):
        code, out, err = run(capsys, "play", *argv)
        assert (code, err) == (0, ""), argv
        assert out.startswith("PASS Case of the Missing Cat is solved")
    code, out, _ = run(capsys, "play", str(bare))
    assert code == 1
    assert "no card named 'Case of the Missing Cat'" in out


def test_play_card_file_among_the_scenarios_is_a_card(
    starter: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    card, scenario = starter
    code, out, _ = run(capsys, "play", "--cards", str(card), str(card), str(scenario))
    assert code == 0
    assert out.endswith("1 scenario passed, 0 failed\n")


def test_play_folder_of_cards_as_a_scenario_is_a_usage_error(
    starter: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    card, scenario = starter
    cards = card.parent / "cards"
    cards.mkdir()
    card.rename(cards / card.name)
    code, out, err = run(capsys, "play", "--cards", str(cards), str(cards), str(scenario))
    assert (code, out) == (2, "")
    assert f"'{cards}' holds .card files but no scenario (to play its cards, write --cards" in err


# --- scenario errors: every problem of a file ---------------------------------------------------

BAD = """\
title = "Many mistakes"
colour = 3
[players.alice]
life = "lots"
hand = [3]
[players.bob]
lfe = 3
[[actions]]
do = "cast"
card = 7
[[expect]]
player = "bob"
life = "x"
"""


def test_a_scenario_error_names_every_problem_of_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(BAD, "utf-8")
    code, out, _ = run(capsys, "play", str(path))
    assert code == 1
    assert out == (
        f"FAIL bad ({path})\n"
        f"  {path}:2: unknown key 'colour' in the scenario; expected one of: title, ruling, rule, "
        "description, strict, cards, setup, players, actions, expect\n"
        f"    {path}:4: players.alice.life must be a whole number from -1,000,000 to 1,000,000, "
        'not "lots"\n'
        f"    {path}:5: players.alice.hand[1] must be a card name or a card table such as "
        '{ card = "Name", tapped = true }, not 3\n'
        f"    {path}:7: unknown key 'lfe' in a player's table (did you mean 'life'?); expected "
        "one of: life, battlefield, hand, library, graveyard, exile, outside\n"
        f"    {path}:10: card must be a name, not 7\n"
        f'    {path}:13: life must be a whole number from -1,000,000 to 1,000,000, not "x"\n'
        "0 scenarios passed, 1 failed\n"
    )
    error = run_scenario(path).error
    assert error is not None
    assert [p.where.line for p in error.problems] == [2, 4, 5, 7, 10, 13]


def test_one_problem_is_reported_as_before(tmp_path: Path) -> None:
    path = tmp_path / "one.toml"
    path.write_text('title = "t"\n[players.alice]\nlife = "lots"\n[players.bob]\n', "utf-8")
    error = run_scenario(path).error
    assert str(error) == (
        f"{path}:3: players.alice.life must be a whole number from -1,000,000 to 1,000,000, "
        'not "lots"'
    )
    assert error is not None and error.problems == [error]


def test_many_problems_are_cut_to_a_readable_list(tmp_path: Path) -> None:
    path = tmp_path / "many.toml"
    hand = ", ".join(["1"] * 30)
    path.write_text(f'title = "t"\n[players.alice]\nhand = [{hand}]\n[players.bob]\n', "utf-8")
    error = run_scenario(path).error
    assert error is not None
    assert len(error.problems) == 30
    assert str(error).count("\n") == 20
    assert str(error).endswith("... and 10 more")
