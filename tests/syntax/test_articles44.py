"""The article agrees with the sound of the word after it (W121, with its fix): "an" before a
vowel sound ("an exalted counter", "an Elf"), "a" before a consonant sound ("a creature").
The words spelt with a vowel and said with a consonant ("a unicorn") and the reverse ("an X",
"an 8/8") are right, and a number is read as it is said ("a 8/8" and "an 1/1" are slips); no
card of the pool gets either warning (measured over the whole pool when the two rules were
made general, session 44, and again when numbers joined them, session 45)."""

from __future__ import annotations

import pytest

import karlov

from .families import card_text

WRONG = [
    ("Put a exalted counter on target creature.", "a", "an"),
    ("Destroy target creature a opponent controls.", "a", "an"),
    ("Return an creature card from your graveyard to your hand.", "an", "a"),
    ("Exile target creature. Its controller creates an Treasure token.", "an", "a"),
    # numbers are read as they are said: "an eight", "a one", "a plus one"
    ("Create a 8/8 blue Octopus creature token.", "a", "an"),
    ("Create a 11/11 green Beast creature token.", "a", "an"),
    ("Create an 1/1 white Soldier creature token.", "an", "a"),
    ("Put an +1/+1 counter on target creature.", "an", "a"),
    (
        "Create a X/X green Ooze creature token, where X is the number of cards in your hand.",
        "a",
        "an",
    ),
]

RIGHT = [
    "Create a 1/1 white Unicorn creature token.",
    "Target creature gets +X/+0 until end of turn, where X is the number of cards in your hand.",
    "Create an 8/8 blue Octopus creature token.",
    "Destroy target creature an opponent controls.",
    "Put an additional +1/+1 counter on target creature.",
    "Create an 11/11 green Beast creature token.",
    "Create a 1/1 white Soldier creature token and a 10/10 green Beast creature token.",
    "Put a +1/+1 counter on target creature.",
    "Create an X/X green Ooze creature token, where X is the number of cards in your hand.",
]


@pytest.mark.parametrize(("line", "written", "fix"), WRONG)
def test_an_article_of_the_wrong_sound_is_a_warning_with_its_fix(
    line: str, written: str, fix: str
) -> None:
    found = [d for d in karlov.check(card_text(line, "Sorcery"), require_playable=False)]
    slips = [d for d in found if d.code == "W121"]
    assert [(d.fix, d.span.column) for d in slips] == [(fix, f" {line} ".index(f" {written} ") + 1)]
    assert not [d for d in found if d.is_error], line  # read as fixed


@pytest.mark.parametrize("line", RIGHT)
def test_an_article_of_the_right_sound_is_no_warning(line: str) -> None:
    found = karlov.check(card_text(line, "Sorcery"), require_playable=False)
    assert not [d for d in found if d.code == "W121"], line
