"""Restrictions of a static ability on what can target, enchant, equip or sacrifice an object,
and on the abilities it can have (CR 101.2: a "can't" beats any "can"): "Test Card can't be
the target of Aura spells.", "... of black spells or abilities from black sources." (CR
115.1, 113.7), "can't be enchanted by other Auras" (CR 303.4), "can't be equipped" (CR
301.5), "can't be sacrificed" (CR 701.21), "lose trample and can't have or gain trample" (CR
613.1f). Each is read as its own typed node and refused (C001) at its words: the runtime has
no such restriction yet. A wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from .families import card_errors, refusal_columns

CREATURE = "Creature — Soldier"

REFUSED = [
    ("Test Card can't be the target of Aura spells.", "can't"),
    ("Test Card can't be the target of black or red spells your opponents control.", "can't"),
    (
        "Test Card can't be the target of nongreen spells or abilities from nongreen sources.",
        "can't",
    ),
    ("Test Card can't be the target of white spells or abilities from white sources.", "can't"),
    ("Test Card can't be the target of spells.", "can't"),
    ("Creatures you control can't be the targets of blue or black spells.", "can't"),
    ("Creatures can't be the targets of spells.", "can't"),
    ("Test Card can't be equipped.", "can't"),
    ("Test Card can't be enchanted.", "can't"),
    ("Test Card can't be enchanted by other Auras.", "can't"),
    ("Test Card has haste and can't be sacrificed.", "can't"),
    ("Creatures your opponents control lose trample and can't have or gain trample.", "can't"),
]


@pytest.mark.parametrize(("line", "words"), REFUSED)
def test_the_restriction_is_read_and_refused_at_its_words(line: str, words: str) -> None:
    assert card_errors(line, CREATURE) == []
    assert line.index(words) + 1 in refusal_columns(line, CREATURE)


NEAR_MISSES = [
    ("Test Card can't be the target of Aura cards.", "cards"),
    ("Test Card can't be the target of Aura spell.", "spell"),
    (
        "Test Card can't be the target of black spells or abilities from black permanents.",
        "permanents",
    ),
    ("Test Card can't be target of Aura spells.", "target"),
    ("Test Card can't be enchanted by another Aura.", "another"),
    ("Creatures your opponents control lose trample and can't have and gain trample.", "and"),
]


@pytest.mark.parametrize(("line", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, word: str) -> None:
    column = f" {line} ".rindex(f" {word}") + 1
    assert ("E001", column) in card_errors(line, CREATURE)
