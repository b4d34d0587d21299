"""Players of session 46: "Whenever an opponent / a player casts their first / second [spell]
each turn" (CR 601.2i: the caster's nth matching spell this turn, counted over the whole turn)
is read and played; "you casts their ..." is refused; wrong wordings are an error at their
word. Its play is in ``tests/scenarios/players46g/``."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

ENCHANTMENT = "Enchantment"

#: (line, the column of the C001, or None: it plays)
READ = [
    ("Whenever an opponent casts their second spell each turn, draw a card.", None),
    ("Whenever an opponent casts their first spell each turn, counter that spell.", None),
    (
        "Whenever an opponent casts their first spell each turn, that player exiles the top "
        "card of their library.",
        None,
    ),
    ("Whenever a player casts their second spell each turn, you create a Treasure token.", None),
    (
        "Whenever a player casts their first instant spell each turn, that player draws a card.",
        None,
    ),
    ("Whenever an opponent casts their third creature spell each turn, you gain 3 life.", None),
    # "you casts": no agreement; "each opponent" / "target opponent" as an event's player; a
    # land is played, never cast (CR 305.1)
    ("Whenever you casts their second spell each turn, draw a card.", 10),
    ("Whenever each opponent casts their second spell each turn, draw a card.", 10),
    ("Whenever target opponent casts their second spell each turn, draw a card.", 10),
    ("Whenever an opponent casts their second land each turn, draw a card.", 41),
]


@pytest.mark.parametrize(("line", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, refused_at: int | None
) -> None:
    assert card_errors(line, ENCHANTMENT) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, ENCHANTMENT) == expected


#: (line, the wrong word the error stands at, its code)
NEAR_MISSES = [
    ("Whenever an opponent casts his second spell each turn, draw a card.", "his", "E001"),
    ("Whenever an opponent casts their second spells each turn, draw a card.", "spells", "E023"),
    ("Whenever you cast your first creature spells each turn, draw a card.", "spells", "E023"),
    ("Whenever you cast your first spells each turn, draw a card.", "spells", "E023"),
    ("Whenever an opponent casts their second spell each turns, draw a card.", "turns,", "E001"),
    ("Whenever an opponent casts their second spell every turn, draw a card.", "every", "E001"),
    ("Whenever an opponent casts the second spell each turn, draw a card.", "second", "E001"),
    ("Whenever an opponent cast their second spell each turn, draw a card.", "their", "E001"),
]


@pytest.mark.parametrize(("line", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, word: str, code: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, ENCHANTMENT) == [(code, column)]
