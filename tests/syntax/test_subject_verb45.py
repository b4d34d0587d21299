"""A clause with no subject of its own after one with a subject continues that subject, and
its verb agrees with it (E019): "Each player draws a card, then discards a card." The base
form there ("then discard a card") was read as an instruction to you, a reading the text does
not give; Oracle says "you" when the player changes. No pool card has such an E019 (measured
over the whole pool, session 45)."""

from __future__ import annotations

import pytest

import karlov

from .families import card_text, line_errors

WRONG = [
    # (line, column of the verb, the fix)
    ("Each player draws a card, then discard a card.", 32, "discards"),
    ("Target player draws a card, then lose 1 life.", 34, "loses"),
    ("Target opponent loses 2 life, draw a card.", 31, "draws"),
    ("You draw two cards, loses 2 life, then create a Treasure token.", 21, "lose"),
]

RIGHT = [
    "Each player draws two cards, then discards three cards, then loses 4 life.",
    "Target player draws three cards, loses 3 life, and gets three poison counters.",
    "You draw two cards, lose 2 life, then create a Treasure token.",
    "Draw two cards, then discard a card.",
    "You draw two cards and each opponent discards two cards.",
]


@pytest.mark.parametrize(("line", "column", "fix"), WRONG)
def test_a_continued_verb_that_does_not_agree_is_an_error(line: str, column: int, fix: str) -> None:
    assert ("E019", column) in line_errors(line, "Sorcery"), line
    found = [
        d
        for d in karlov.check(card_text(line, "Sorcery"), require_playable=False)
        if d.code == "E019"
    ]
    assert [d.fix for d in found] == [fix], line


@pytest.mark.parametrize("line", RIGHT)
def test_a_continued_verb_that_agrees_is_no_error(line: str) -> None:
    assert not [e for e in line_errors(line, "Sorcery") if e[0] == "E019"], line
