"""Playing an author's own cards: ``run_scenario(..., cards=...)``, a scenario's ``cards = [...]``
and ``karlov play --cards`` add to the bundled library; a card with an error, or a name defined
twice, is never played, and using it shows its diagnostics."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from karlov import cli
from karlov.scenario import definitions_from_text, run_scenario

ZORB_CASE = (
    "Case of the Zorb {1}{U}\n"
    "Enchantment — Case\n"
    "When this Case enters, conjure a card named Zorb the Mighty into your hand.\n"
    "To solve — You control a legendary Homunculus. "
    "(If unsolved, solve at the beginning of your end step.)\n"
    "Solved — At the beginning of your upkeep, draw a card.\n"
)
ZORB = "Zorb the Mighty {G}\nCreature — Bear\n3/3\n"
OTHER_ZORB = "Zorb the Mighty {G}\nCreature — Bear\n2/2\n"
BROKEN_GRIPTIDE = "Griptide {3}{U}\nInstant\nPut target creature on top of its ownr's library.\n"

SCENARIO = """\
title = "The Case conjures Zorb"
{cards}
[players.alice]
battlefield = ["Island", "Island"]
hand = ["Case of the Zorb"]
[players.bob]
[[actions]]
do = "cast"
card = "Case of the Zorb"
[[actions]]
do = "resolve"
[[expect]]
player = "alice"
hand = ["Zorb the Mighty"]
"""


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_cards_given_in_python_extend_the_bundled_library() -> None:
    cards = definitions_from_text([ZORB_CASE, ZORB])
    scenario = {
        "title": "Mine and the bundled Island",
        "players": {
            "alice": {"battlefield": ["Island", "Island"], "hand": ["Case of the Zorb"]},
            "bob": {},
        },
        "actions": [{"do": "cast", "card": "Case of the Zorb"}, {"do": "resolve"}],
        "expect": [{"player": "alice", "hand": ["Zorb the Mighty"]}],
    }
    result = run_scenario(scenario, cards=cards)
    assert result.passed, result.report()


def test_a_scenario_names_its_card_files_relative_to_itself(tmp_path: Path) -> None:
    _write(tmp_path, "scenarios/cards/zorb.card", ZORB_CASE + "\n" + ZORB)
    path = _write(
        tmp_path, "scenarios/zorb.toml", SCENARIO.format(cards='cards = ["cards/zorb.card"]')
    )
    result = run_scenario(path)
    assert result.passed, result.report()
    folder = _write(tmp_path, "scenarios/z2.toml", SCENARIO.format(cards='cards = ["cards"]'))
    assert run_scenario(folder).passed


SECRET = "Zq9-never-shown: x:0:0\n"


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("../outside/zorb.card", "leaves the scenario's folder"),
        ("cards/../../outside/zorb.card", "leaves the scenario's folder"),
        ("{tmp}/outside/zorb.card", "is not a path relative to the scenario's folder"),
        ("cards\\\\zorb.card", "is not a path relative to the scenario's folder"),
        ("C:zorb.card", "is not a path relative to the scenario's folder"),
        ("", "is not a path relative to the scenario's folder"),
        ("passwd", "is not a .card file or a folder of them"),
        ("notes.txt", "is not a .card file or a folder of them"),
        ("link.card", "leads out of the scenario's folder through a symbolic link"),
        ("linked", "leads out of the scenario's folder through a symbolic link"),
    ],
)
def test_cards_names_only_card_files_in_the_scenario_folder(
    tmp_path: Path, entry: str, message: str
) -> None:
    """Issue 25: ``cards =`` named any file (``../``, absolute paths, any extension) and the
    error echoed its first lines. Now it names ``.card`` files and folders in the scenario's
    folder or below, and the error names the entry, never the file's content."""
    _write(tmp_path, "outside/zorb.card", SECRET)
    _write(tmp_path, "outside/deep/x.card", SECRET)
    _write(tmp_path, "s/passwd", SECRET)
    _write(tmp_path, "s/notes.txt", SECRET)
    (tmp_path / "s/link.card").symlink_to(tmp_path / "outside/zorb.card")
    (tmp_path / "s/linked").symlink_to(tmp_path / "outside/deep")
    entry = entry.replace("{tmp}", str(tmp_path))
    path = _write(tmp_path, "s/s.toml", SCENARIO.format(cards=f"cards = [{json.dumps(entry)}]"))
    result = run_scenario(path)
    assert result.error is not None
    assert result.error.where.line == 2
    assert message in result.error.message
    assert "Zq9-never-shown" not in result.error.message


def test_a_missing_card_file_is_an_error_at_the_cards_line(tmp_path: Path) -> None:
    path = _write(tmp_path, "s.toml", SCENARIO.format(cards='cards = ["nowhere.card"]'))
    result = run_scenario(path)
    assert (
        str(result.error) == f"{path}:2: no such card file or folder: {tmp_path / 'nowhere.card'}"
    )


def test_play_cards_option(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = _write(tmp_path, "mine/zorb.card", ZORB_CASE + "\n" + ZORB)
    scenario = _write(tmp_path, "s.toml", SCENARIO.format(cards=""))
    assert cli.main(["play", str(scenario), "--cards", str(mine.parent)]) == 0
    assert cli.main(["play", "--cards", str(mine), str(scenario)]) == 0
    out = capsys.readouterr().out
    assert out.count("PASS The Case conjures Zorb") == 2
    assert cli.main(["play", str(scenario)]) == 1
    assert "no card named 'Case of the Zorb' in the card library" in capsys.readouterr().out


def test_play_cards_that_cannot_be_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = _write(tmp_path, "s.toml", SCENARIO.format(cards=""))
    binary = tmp_path / "bad.card"
    binary.write_bytes(b"\xff\xfe\x00junk")
    assert cli.main(["play", str(scenario), "--cards", str(binary)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"karlov play: the --cards files can't be read:\n{binary}:1:")


def test_a_card_with_an_error_is_never_played(tmp_path: Path) -> None:
    _write(tmp_path, "griptide.card", BROKEN_GRIPTIDE)
    path = _write(
        tmp_path,
        "s.toml",
        'title = "Griptide"\ncards = ["griptide.card"]\n[players.alice]\nhand = ["Griptide"]\n'
        "[players.bob]\n",
    )
    result = run_scenario(path)
    assert str(result.error) == (
        f"{path}:4: the card 'Griptide' can't be played:\n"
        f"{tmp_path / 'griptide.card'}:3:35: error[E001]: unexpected 'ownr's': expected one of "
        "'controller's' or 'owner's'\n"
        "3 | Put target creature on top of its ownr's library.\n"
        "  |                                   ^^^^^^\n"
        "help: did you mean 'owner's'?"
    )


def test_a_name_defined_in_two_files_is_an_error_when_used(tmp_path: Path) -> None:
    a = _write(tmp_path, "a.card", ZORB)
    b = _write(tmp_path, "b.card", OTHER_ZORB)
    path = _write(
        tmp_path,
        "s.toml",
        'title = "Two Zorbs"\ncards = ["a.card", "b.card"]\n[players.alice]\n'
        'hand = ["Zorb the Mighty"]\n[players.bob]\n',
    )
    result = run_scenario(path)
    assert str(result.error) == (
        f"{path}:4: the card 'Zorb the Mighty' can't be played:\n"
        f"{b}:1:1: error[E050]: the card 'Zorb the Mighty' is already defined at {a}:1:1; each "
        "card name may be defined once among the files given together\n"
        "1 | Zorb the Mighty {G}\n  | ^^^^^^^^^^^^^^^^^^^\n"
        "help: rename one of the cards, or remove one of the definitions"
    )


def test_a_card_naming_a_card_with_errors_cannot_be_played(tmp_path: Path) -> None:
    _write(tmp_path, "mine.card", ZORB_CASE + "\n" + ZORB.replace("3/3", "3/x"))
    path = _write(tmp_path, "s.toml", SCENARIO.format(cards='cards = ["mine.card"]'))
    result = run_scenario(path)
    assert result.error is not None and result.error.where.line == 5
    assert result.error.message.startswith("the card 'Case of the Zorb' can't be played:\n")
    assert f"{tmp_path / 'mine.card'}:9:" in result.error.message


def test_check_resolves_names_across_the_files_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    _write(tmp_path, "a.card", ZORB_CASE)
    _write(tmp_path, "b.card", ZORB)
    _write(tmp_path, "c.card", OTHER_ZORB)
    assert cli.main(["check", "--require-playable", "a.card"]) == 1
    assert "error[C001]" in capsys.readouterr().out
    assert cli.main(["check", "a.card"]) == 0  # C001 is a note unless playing is required
    assert "note[C001]" in capsys.readouterr().out
    assert cli.main(["check", "a.card", "b.card"]) == 0
    assert capsys.readouterr().out == "0 errors, 0 warnings in 2 files\n"
    assert cli.main(["check", "b.card", "c.card"]) == 1
    assert capsys.readouterr().out == (
        "c.card:1:1: error[E050]: the card 'Zorb the Mighty' is already defined at b.card:1:1; "
        "each card name may be defined once among the files given together\n"
        "1 | Zorb the Mighty {G}\n"
        "  | ^^^^^^^^^^^^^^^^^^^\n"
        "help: rename one of the cards, or remove one of the definitions\n"
        "\n"
        "1 error, 0 warnings in 2 files\n"
    )


def test_a_folder_of_too_many_card_files_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from karlov.scenario import cards

    monkeypatch.setattr(cards, "MAX_CARD_FILES", 2)
    for name in "abc":
        _write(tmp_path, f"many/{name}.card", ZORB.replace("Zorb", name.upper()))
    path = _write(tmp_path, "s.toml", SCENARIO.format(cards='cards = ["many"]'))
    assert str(run_scenario(path).error) == (
        f"{path}:2: more than 2 card files under {tmp_path / 'many'}; name the files or a "
        "smaller folder"
    )
