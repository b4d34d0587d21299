"""E024: life gained or lost, or the game won or lost, needs its player ("You gain 3 life.").

Oracle never writes these as bare instructions: in the pool every sentence that gains or loses
life says who, even after an instruction ("Draw a card, then you lose 1 life"; 60 cards write
"and you gain", none "and gain N life" without a subject before it). karlov read "Gain 3
life." as "you gain 3 life", a reading the text does not state (CR 119.1: life is a
player's). A clause that continues an earlier subject ("Target player draws a card and loses
1 life") states its player. No pool card has an E024 (measured over the whole pool, session
46)."""

from __future__ import annotations

import pytest

import karlov

from .families import card_text, line_errors

WRONG = [
    # (line, card type, column of the verb, the fix)
    ("Gain 3 life.", "Instant", 1, "You gain"),
    ("Lose 2 life.", "Sorcery", 1, "You lose"),
    ("Draw a card, then lose 1 life.", "Sorcery", 19, "you lose"),
    ("Draw two cards and gain 2 life.", "Sorcery", 20, "you gain"),
    ("When Test Card enters, gain 2 life.", "Creature — Bear", 24, "you gain"),
    ("Gain 1 life for each creature you control.", "Instant", 1, "You gain"),
    ("Gain life equal to the number of creatures you control.", "Instant", 1, "You gain"),
    ("Lose half your life, rounded up.", "Sorcery", 1, "You lose"),
    ("Lose the game.", "Sorcery", 1, "You lose"),
    ("Win the game.", "Sorcery", 1, "You win"),
]

RIGHT = [
    ("You gain 3 life.", "Instant"),
    ("Draw a card, then you lose 1 life.", "Sorcery"),
    ("You draw two cards and you gain 2 life.", "Sorcery"),
    ("Target player draws a card and loses 1 life.", "Sorcery"),
    ("Each player loses 2 life, then draws a card.", "Sorcery"),
    ("Any number of target players each gain 6 life.", "Sorcery"),
    ("You draw a card, and you gain 2 life.", "Sorcery"),
    ("Gain control of target creature until end of turn.", "Sorcery"),
    ("When Test Card enters, you gain 2 life.", "Creature — Bear"),
    ("You lose the game.", "Sorcery"),
]


@pytest.mark.parametrize(("line", "card_type", "column", "fix"), WRONG)
def test_life_with_no_player_is_an_error_with_its_fix(
    line: str, card_type: str, column: int, fix: str
) -> None:
    assert ("E024", column) in line_errors(line, card_type), line
    (found,) = [
        d
        for d in karlov.check(card_text(line, card_type), require_playable=False)
        if d.code == "E024"
    ]
    assert found.fix == fix
    # The fix written in place checks clean of E024 (and of every other error).
    start, end = found.span.column - 1, found.span.end_column - 1
    fixed = line[:start] + fix + line[end:]
    assert not line_errors(fixed, card_type), fixed


@pytest.mark.parametrize(("line", "card_type"), RIGHT)
def test_life_with_its_player_is_no_error(line: str, card_type: str) -> None:
    assert not [e for e in line_errors(line, card_type) if e[0] == "E024"], line
