"""The monarch (CR 725) of session 45: "[player] become(s) the monarch" (an instruction),
"if you're the monarch" / "if an opponent is the monarch" (a condition) and "Whenever you
become the monarch" (a trigger event) are read where they play, refused (C001 at the span)
where the runtime can't play them, and an error at the word where the wording is not Oracle's.
Their play is in ``tests/scenarios/monarch45c/``."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

CREATURE = "Creature — Human"
ENTERS = "When Test Card enters, "
UPKEEP = "At the beginning of your upkeep, "

#: (line, card type, the column of the C001, or None: it plays)
READ = [
    (f"{ENTERS}you become the monarch.", CREATURE, None),
    ("You become the monarch.", "Sorcery", None),
    ("Target player becomes the monarch.", "Sorcery", None),
    (f"{UPKEEP}if you're the monarch, draw a card.", CREATURE, None),
    (f"{UPKEEP}if an opponent is the monarch, draw a card.", CREATURE, None),
    ("Whenever you become the monarch, draw a card.", CREATURE, None),
    ("Whenever an opponent becomes the monarch, draw a card.", CREATURE, None),
    (
        "Test Card can block an additional creature each combat as long as you're the monarch.",
        CREATURE,
        None,
    ),
    # "that player" names no player in an upkeep trigger: not read
    (f"{UPKEEP}if that player is the monarch, draw a card.", CREATURE, 37),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word the error stands at, its code)
NEAR_MISSES = [
    (f"{ENTERS}you become monarch.", CREATURE, "monarch.", "E001"),
    (f"{ENTERS}you become a monarch.", CREATURE, "monarch.", "E001"),
    (f"{ENTERS}you becomes the monarch.", CREATURE, "becomes", "E019"),
    (f"{UPKEEP}if you are the monarch, draw a card.", CREATURE, "are", "E001"),
    (f"{UPKEEP}if you're monarch, draw a card.", CREATURE, "monarch,", "E001"),
    ("Whenever you become monarch, draw a card.", CREATURE, "monarch,", "E001"),
    ("Whenever you becomes the monarch, draw a card.", CREATURE, "becomes", "E019"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, word: str, code: str
) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [(code, column)]
