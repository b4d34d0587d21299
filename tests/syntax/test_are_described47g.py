"""The plural of "is a ...": a static ability that sets the types, colors, power and
toughness of every object a description finds ("Lands you control are Plains.", "Nonbasic
lands are Mountains.", CR 305.7; "All Swamps are 1/1 black creatures that are still lands.",
CR 205.1b, 613.1d-613.4b), read where it plays, refused (C001) where the runtime cannot play
it, and an error at its word where the wording is not Oracle's ("is" of one object, "are" of
several; "their other types" of several)."""

from __future__ import annotations

import pytest

from .families import card_errors, refusal_columns, refusals

ENCHANTMENT = "Enchantment"

PLAYS = [
    "Lands you control are Plains.",
    "Nonbasic lands are Mountains.",
    "All Mountains are Plains.",
    "All Swamps are 1/1 black creatures that are still lands.",
    "Forests you control are 1/1 green Elf creatures that are still lands.",
    "Lands you control are 2/2 creatures with first strike. They're still lands.",
    "Lands you control are every basic land type in addition to their other types.",
    "Creatures you control are Slivers in addition to their other creature types.",
    "All permanents are enchantments in addition to their other types.",
    "All creatures are black.",
    "All Goblins are black and are Zombies in addition to their other creature types.",
]


@pytest.mark.parametrize("line", PLAYS)
def test_the_static_plays(line: str) -> None:
    assert card_errors(line, ENCHANTMENT) == []
    assert refusals(line, ENCHANTMENT) == []


#: Parsed, and refused at the effect: no IR for it yet (a supertype, no color, a creature
#: type replacing lands' types, a card type replacing the others).
REFUSED = [
    ("All nonland permanents are legendary.", "legendary"),
    ("All Slivers are colorless.", "colorless"),
    ("All creatures are 2/2 creatures.", "are 2/2"),
    ("All creatures are 1/1 creatures that are still lands.", "are 1/1"),
    ("Creatures you control are the chosen type.", "are the chosen"),
]


@pytest.mark.parametrize(("line", "words"), REFUSED)
def test_what_the_runtime_cannot_play_is_refused_at_its_words(line: str, words: str) -> None:
    assert card_errors(line, ENCHANTMENT) == []
    assert line.index(words) + 1 in refusal_columns(line, ENCHANTMENT)


NEAR_MISSES = [
    # "is" of one object, "are" of several (E019)
    ("Enchanted land are Islands.", "are", "E019"),
    ("Lands you control is a Plains.", "is", "E019"),
    ("Each creature are black.", "are", "E019"),
    # "their" of several
    ("Lands you control are Plains in addition to its other types.", "its", "E001"),
    # no article before the plural
    ("Lands you control are a Plains.", "a", "E001"),
    ("Lands you control are Plains that are still land.", "that", "E001"),
    (
        "Lands you control are every basic land types in addition to their other types.",
        "every",
        "E001",
    ),
]


@pytest.mark.parametrize(("line", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, word: str, code: str) -> None:
    column = f" {line} ".index(f" {word} ") + 1
    assert (code, column) in card_errors(line, ENCHANTMENT)
