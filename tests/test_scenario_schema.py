"""The declared scenario format (karlov/scenario/schema.py): each kind of value, given the wrong
type or a number out of range, is a ScenarioError at its file and line, saying what it must be."""

from __future__ import annotations

from pathlib import Path

import pytest

from karlov.scenario import run_scenario
from karlov.scenario.cards import default_cards

CARDS = default_cards()

BASE = """\
title = "Shock the bear"
[setup]
step = "main1"
[players.alice]
battlefield = ["Mountain"]
hand = ["Shock"]
[players.bob]
battlefield = ["Grizzly Bears"]
"""


def _error(tmp_path: Path, text: str) -> str:
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario(path, cards=CARDS)
    assert result.error is not None, result.report()
    return str(result.error).replace(str(path), "s.toml")


# (what to add or change, the error verbatim)
CASES = {
    "counter count is text": (
        (
            'battlefield = ["Grizzly Bears"]',
            'battlefield = [{ card = "Grizzly Bears", counters = { "+1/+1" = "abc" } }]',
        ),
        's.toml:8: players.bob.battlefield[1].counters["+1/+1"] must be a whole number from 0 '
        'to 10,000, not "abc"',
    ),
    "negative counters": (
        (
            'battlefield = ["Grizzly Bears"]',
            'battlefield = [{ card = "Grizzly Bears", counters = { "+1/+1" = -1 } }]',
        ),
        's.toml:8: players.bob.battlefield[1].counters["+1/+1"] must be a whole number from 0 '
        "to 10,000, not -1",
    ),
    "damage is text": (
        (
            'battlefield = ["Grizzly Bears"]',
            'battlefield = [{ card = "Grizzly Bears", damage = "x" }]',
        ),
        "s.toml:8: players.bob.battlefield[1].damage must be a whole number from 0 to 10,000, "
        'not "x"',
    ),
    "label is a number": (
        (
            'battlefield = ["Grizzly Bears"]',
            'battlefield = [{ card = "Grizzly Bears", label = 123 }]',
        ),
        "s.toml:8: players.bob.battlefield[1].label must be a string, not 123",
    ),
    "count on a card entry is text": (
        (
            'battlefield = ["Grizzly Bears"]',
            'battlefield = [{ card = "Grizzly Bears", count = "two" }]',
        ),
        "s.toml:8: players.bob.battlefield[1].count must be a whole number from 1 to 1,000, "
        'not "two"',
    ),
    "count on a card entry is a billion": (
        (
            'battlefield = ["Grizzly Bears"]',
            'battlefield = [{ card = "Grizzly Bears", count = 1000000000 }]',
        ),
        "s.toml:8: players.bob.battlefield[1].count must be a whole number from 1 to 1,000, "
        "not 1000000000",
    ),
    "count on a card entry is negative": (
        (
            'battlefield = ["Grizzly Bears"]',
            'battlefield = [{ card = "Grizzly Bears", count = -1 }]',
        ),
        "s.toml:8: players.bob.battlefield[1].count must be a whole number from 1 to 1,000, not -1",
    ),
    "tapped is text": (
        (
            'battlefield = ["Grizzly Bears"]',
            'battlefield = [{ card = "Grizzly Bears", tapped = "yes" }]',
        ),
        's.toml:8: players.bob.battlefield[1].tapped must be true or false, not "yes"',
    ),
    "a card is a number": (
        ('hand = ["Shock"]', "hand = [5]"),
        "s.toml:6: players.alice.hand[1] must be a card name or a card table such as "
        '{ card = "Name", tapped = true }, not 5',
    ),
    "a card table without card": (
        ('hand = ["Shock"]', "hand = [{ tapped = true }]"),
        's.toml:6: a card table such as { card = "Name", tapped = true } has no card; add '
        'card = "Name"',
    ),
    "life is text": (
        ("[players.bob]\n", '[players.bob]\nlife = "lots"\n'),
        "s.toml:8: players.bob.life must be a whole number from -1,000,000 to 1,000,000, not "
        '"lots"',
    ),
    "life is a googol": (
        ("[players.bob]\n", "[players.bob]\nlife = " + "1" + "0" * 100 + "\n"),
        "s.toml:8: players.bob.life must be a whole number from -1,000,000 to 1,000,000, "
        "not a number of 101 digits",
    ),
    "a zone is a string": (
        ('hand = ["Shock"]', 'hand = "Shock"'),
        "s.toml:6: players.alice.hand must be a list of cards, each a name or a table such as "
        '{ card = "Name", tapped = true }, not "Shock"',
    ),
    "turn is a googol": (
        ('step = "main1"', 'step = "main1"\nturn = ' + "1" + "0" * 100),
        "s.toml:4: setup.turn must be a whole number from 1 to 10,000, not a number of 101 digits",
    ),
    "seed is a googol": (
        ('step = "main1"', 'step = "main1"\nseed = ' + "1" + "0" * 100),
        "s.toml:4: setup.seed must be a whole number from 0 to 2**63 - 1, "
        "not a number of 101 digits",
    ),
    "max_steps is 10**12": (
        ('step = "main1"', 'step = "main1"\nmax_steps = 1000000000000'),
        "s.toml:4: setup.max_steps must be a whole number from 1 to 1,000,000, not 1000000000000",
    ),
    "step is not a step": (
        ('step = "main1"', 'step = "lunch"'),
        "s.toml:3: setup.step: 'lunch' is not a step; the steps are: untap, upkeep, draw, main1, "
        "beginning_of_combat, declare_attackers, declare_blockers, first_strike_damage, "
        "combat_damage, end_of_combat, main2, end, cleanup",
    ),
    "strict is text": (
        ('step = "main1"', 'step = "main1"\nstrict = "yes"'),
        's.toml:4: setup.strict must be true or false, not "yes"',
    ),
    "title is a number": (
        ('title = "Shock the bear"', "title = 5"),
        "s.toml:1: title must be a string, not 5",
    ),
    "a float": (
        ('step = "main1"', 'step = "main1"\nturn = 1.5'),
        "s.toml:4: setup.turn must be a whole number from 1 to 10,000, not 1.5",
    ),
    "x is negative": (
        ("", '[[actions]]\ndo = "cast"\ncard = "Shock"\ntargets = "bob"\nx = -1\n'),
        "s.toml:13: x must be a whole number from 0 to 1,000, not -1",
    ),
    "pass count is negative": (
        ("", '[[actions]]\ndo = "pass"\ncount = -1\n'),
        "s.toml:11: count must be a whole number from 1 to 10,000, not -1",
    ),
    "resolve count is text": (
        ("", '[[actions]]\ndo = "resolve"\ncount = "two"\n'),
        's.toml:11: count must be a whole number from 1 to 10,000, not "two"',
    ),
    "targets is a table": (
        ("", '[[actions]]\ndo = "cast"\ncard = "Shock"\ntargets = { bob = 1 }\n'),
        's.toml:12: targets must be a name or a list of names, not { "bob" = 1 }',
    ),
    "from is not a zone": (
        ("", '[[actions]]\ndo = "cast"\ncard = "Shock"\nfrom = "graveyrd"\n'),
        's.toml:12: from must be one of "battlefield", "hand", "library", "graveyard", "exile", '
        'not "graveyrd" (did you mean "graveyard"?)',
    ),
    "do is a number": (
        ("", "[[actions]]\ndo = 5\n"),
        "s.toml:10: do must be one of: play, cast, turn_face_up, activate, suspend, attack, "
        "block, pass, pass_to, resolve, answer, set, expect; not 5",
    ),
    "pass_to turn is a word": (
        ("", '[[actions]]\ndo = "pass_to"\nturn = "later"\n'),
        's.toml:11: turn must be a whole number from 1 to 10,000 or one of "next", not "later"',
    ),
    "blocks is a list": (
        ("", '[[actions]]\ndo = "block"\nblocks = ["Grizzly Bears"]\n'),
        "s.toml:11: blocks must be a table of a blocker = a name or a list of names, "
        'not ["Grizzly Bears"]',
    ),
    "set damage is text": (
        ("", '[[actions]]\ndo = "set"\ncard = "Grizzly Bears"\ndamage = "x"\n'),
        's.toml:12: damage must be a whole number from 0 to 10,000, not "x"',
    ),
    "set counters negative": (
        ("", '[[actions]]\ndo = "set"\ncard = "Grizzly Bears"\ncounters = { "+1/+1" = -2 }\n'),
        's.toml:12: counters["+1/+1"] must be a whole number from 0 to 10,000, not -2',
    ),
    "answers hold a float": (
        ("", '[[actions]]\ndo = "answer"\nanswers = [1.5]\n'),
        "s.toml:11: answers[1] must be an answer (a name, a whole number from 0 to 1,000, "
        "true or false) or a list or table of answers, not 1.5",
    ),
    "an answer action without answers": (
        ("", '[[actions]]\ndo = "answer"\n'),
        "s.toml:9: a 'answer' action has no answers; add answers = ...",
    ),
    "expect zone is a number": (
        ("", '[[expect]]\ncard = "Grizzly Bears"\nzone = 5\n'),
        's.toml:11: zone must be one of "battlefield", "hand", "library", "graveyard", "exile", '
        '"stack", not 5',
    ),
    "expect count is text": (
        ("", '[[expect]]\ncard = "Grizzly Bears"\ncount = "two"\n'),
        's.toml:11: count must be a whole number from 0 to 10,000, not "two"',
    ),
    "expect stack_top is a number": (
        ("", "[[expect]]\nstack_top = 3\n"),
        "s.toml:10: stack_top must be a name, not 3",
    ),
    "expect event is not an event": (
        ("", '[[expect]]\nevent = "case slved"\n'),
        "s.toml:10: event: 'case slved' is not an event (did you mean 'CaseSolved'?); the "
        "events are: ",
    ),
    "expect hand is a string": (
        ("", '[[expect]]\nplayer = "bob"\nhand = "Shock"\n'),
        's.toml:11: hand must be a list of names, not "Shock"',
    ),
    "expect power is a boolean": (
        ("", '[[expect]]\ncard = "Grizzly Bears"\npower = true\n'),
        "s.toml:11: power must be a whole number from -1,000,000 to 1,000,000, not true",
    ),
    "one player": (
        ('[players.bob]\nbattlefield = ["Grizzly Bears"]\n', ""),
        "s.toml:4: a game has 2 to 8 players (CR 100.1); this scenario has alice",
    ),
    "a number beyond Python's digit limit": (
        ('step = "main1"', 'step = "main1"\nseed = ' + "9" * 5000),
        "s.toml:4: this number has too many digits (at most 4,000)",
    ),
    "lists nested too deeply for the TOML reader": (
        ("", "x = " + "[" * 5000 + "]" * 5000 + "\n"),
        "s.toml:9: this is not a scenario: lists or tables nest too deeply",
    ),
}


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_a_wrong_value_is_a_positioned_error(tmp_path: Path, case: str) -> None:
    (old, new), expected = CASES[case]
    text = BASE.replace(old, new, 1) if old else BASE + new
    message = _error(tmp_path, text)
    if expected.endswith(": "):
        assert message.startswith(expected)
    else:
        assert message == expected


def test_a_byte_order_mark_is_allowed(tmp_path: Path) -> None:
    path = tmp_path / "bom.toml"
    path.write_bytes(
        "\ufeff".encode() + (BASE + '[[expect]]\nplayer = "bob"\nlife = 20\n').encode()
    )
    result = run_scenario(path, cards=CARDS)
    assert result.passed, result.report()
    # and a wrong value after the mark is still found on its line
    path.write_bytes(
        "\ufeff".encode() + (BASE + '[[expect]]\nplayer = "bob"\nlife = "x"\n').encode()
    )
    error = run_scenario(path, cards=CARDS).error
    assert error is not None and error.where.line == 11


def test_a_scenario_file_is_bounded_as_a_card_file_is(tmp_path: Path) -> None:
    """The README's limits: a scenario file over 4 MiB is refused before it is read whole
    (a comment pads it: the same text under the bound plays)."""
    from karlov.frontend.sources import MAX_SOURCE_BYTES

    text = BASE + '[[expect]]\nplayer = "bob"\nlife = 20\n'
    padding = "#" * (MAX_SOURCE_BYTES - len(text.encode()) - 1) + "\n"
    assert run_scenario_text(tmp_path, text + padding).passed
    message = _error(tmp_path, text + padding + "#\n")
    assert message == (
        f"s.toml: the file is too large: {MAX_SOURCE_BYTES + 2:,} bytes, over the 4 MiB limit "
        "for a scenario file"
    )


def run_scenario_text(tmp_path: Path, text: str):
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    return run_scenario(path, cards=CARDS)


def test_a_dict_scenario_names_the_value_without_a_line() -> None:
    result = run_scenario(
        {"title": "t", "players": {"alice": {"life": "lots"}, "bob": {}}}, cards=CARDS
    )
    assert str(result.error) == (
        "<scenario>: players.alice.life must be a whole number from -1,000,000 to 1,000,000, "
        'not "lots"'
    )


def test_a_folder_yields_only_scenario_files(tmp_path: Path, capsys) -> None:
    from karlov import cli
    from karlov.scenario import find_scenarios

    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "rulings.toml").write_text('[[ruling]]\ntext = "x"\n', "utf-8")
    (tmp_path / "data" / "empty.toml").write_text("# nothing yet\n", "utf-8")
    broken = tmp_path / "broken.toml"
    broken.write_text("title = \n", "utf-8")  # not TOML: reported, never skipped
    good = tmp_path / "good.toml"
    good.write_text(BASE, "utf-8")
    assert find_scenarios([tmp_path]) == [broken, good]
    assert cli.main(["play", str(tmp_path)]) == 1
    assert capsys.readouterr().out.endswith("1 scenario passed, 1 failed\n")


def test_a_non_scenario_named_explicitly_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "rulings.toml"
    path.write_text('[[ruling]]\ntext = "x"\n', "utf-8")
    assert str(run_scenario(path).error) == (
        f"{path}:1: this TOML file is not a scenario: a scenario has a title, [players.NAME] "
        "tables and usually [[actions]] and [[expect]]; it has ruling"
    )


def test_the_repository_tests_folder_plays(capsys) -> None:
    from karlov import cli

    tests = Path(__file__).parent
    assert cli.main(["play", str(tests / "data"), str(tests / "scenarios" / "demo")]) == 0
    assert capsys.readouterr().out.endswith("1 scenario passed, 0 failed\n")
