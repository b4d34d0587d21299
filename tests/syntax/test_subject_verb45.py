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


ATTACKS_WRONG = [
    # (line, column of "attack")
    ("Whenever Test Card attack, draw a card.", 20),
    ("Whenever a creature you control attack, draw a card.", 33),
]
ATTACKS_RIGHT = [
    "Whenever Test Card attacks, draw a card.",
    "Whenever a creature you control attacks, draw a card.",
    "Whenever one or more creatures you control attack, draw a card.",
]


@pytest.mark.parametrize(("line", "column"), ATTACKS_WRONG)
def test_one_object_that_attack_is_an_error(line: str, column: int) -> None:
    """One object "attacks" (CR 508.3a); "[objects] attack" is said of several."""
    text = card_text(line, "Creature — Bear")
    found = [d for d in karlov.check(text, require_playable=False) if d.code == "E019"]
    assert [(d.span.column, d.fix) for d in found] == [(column, "attacks")], line


@pytest.mark.parametrize("line", ATTACKS_RIGHT)
def test_attack_that_agrees_is_no_error(line: str) -> None:
    assert not [e for e in line_errors(line, "Creature — Bear") if e[0] == "E019"], line
