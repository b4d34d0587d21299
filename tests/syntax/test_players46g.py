"""Players of session 46: "Whenever an opponent / a player casts their first / second [spell]
each turn" (CR 601.2i: the caster's nth matching spell this turn, counted over the whole turn)
and "Each player / opponent who can't ..." after several players each sacrificing or discarding
one (CR 609.3, 608.2c: the players that instruction could not be done for) are read and
played; other referents are refused (C001 at the span); wrong wordings are an error at their
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
    # "each opponent" / "target opponent" as an event's player; a land is played, never cast
    # (CR 305.1)
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
    # "you casts": no agreement (session 48)
    ("Whenever you casts their second spell each turn, draw a card.", "casts", "E019"),
    ("Whenever an opponent casts his second spell each turn, draw a card.", "his", "E001"),
    ("Whenever an opponent casts their second spells each turn, draw a card.", "spells", "E023"),
    ("Whenever you cast your first creature spells each turn, draw a card.", "spells", "E023"),
    ("Whenever you cast your first spells each turn, draw a card.", "spells", "E023"),
    ("Whenever an opponent casts their second spell each turns, draw a card.", "turns,", "E001"),
    ("Whenever an opponent casts their second spell every turn, draw a card.", "every", "E001"),
    ("Whenever an opponent casts the second spell each turn, draw a card.", "second", "E001"),
    # session 47 reads "an opponent cast their chosen ..." up to "second" (the agreement slip
    # "cast" is not found first)
    ("Whenever an opponent cast their second spell each turn, draw a card.", "second", "E001"),
]


@pytest.mark.parametrize(("line", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, word: str, code: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, ENCHANTMENT) == [(code, column)]


SORCERY = "Sorcery"

#: "who can't": (line, the column of the C001, or None: it plays)
WHO_CANT = [
    ("Each player sacrifices a creature. Each player who can't discards a card.", None),
    (
        "Each player sacrifices a creature or planeswalker. Each player who can't discards a card.",
        None,
    ),
    ("Each player discards a card. Each opponent who can't loses 3 life.", None),
    ("Each opponent sacrifices a creature. Each opponent who can't loses 2 life.", None),
    ("Each opponent discards a card. Each player who can't loses 2 life.", None),
    # two each: did a player with one do it? No reading is chosen
    ("Each player sacrifices two creatures. Each player who can't discards a card.", 39),
    ("Each player discards two cards. Each opponent who can't loses 3 life.", 33),
    # not several players each doing it, or not right before, or not one instruction
    ("You sacrifice a creature. Each player who can't discards a card.", 27),
    ("Each player may sacrifice a creature. Each player who can't discards a card.", 39),
    ("Each player draws a card. Each player who can't loses 2 life.", 27),
    ("Each opponent who can't loses 3 life.", 1),
    (
        "Each player sacrifices a creature. You draw a card. Each player who can't discards a "
        "card.",
        53,
    ),
    (
        "Each player sacrifices a creature and discards a card. Each player who can't loses 2 "
        "life.",
        56,
    ),
]


@pytest.mark.parametrize(("line", "refused_at"), WHO_CANT)
def test_who_cant_is_read_and_refused_where_it_cannot_play(
    line: str, refused_at: int | None
) -> None:
    assert card_errors(line, SORCERY) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, SORCERY) == expected


WHO_CANT_NEAR_MISSES = [
    (
        "Each player sacrifices a creature. Each players who can't discards a card.",
        "players",
        "E001",
    ),
    ("Each player sacrifices a creature. Each player that can't discards a card.", "that", "E001"),
    ("Each player sacrifices a creature. Target player who can't discards a card.", "who", "E001"),
    (
        "Each player sacrifices a creature. Each player who couldn't discards a card.",
        "couldn't",
        "E001",
    ),
    # "each player who can't" is one player at a time: "discards"
    ("Each player sacrifices a creature. Each player who can't discard a card.", "discard", "E019"),
    (
        "Each player may discard a card. Each player who discarded a card this way draw a card.",
        "draw",
        "E019",
    ),
]


@pytest.mark.parametrize(("line", "word", "code"), WHO_CANT_NEAR_MISSES)
def test_the_who_cant_near_miss_is_an_error_at_its_word(line: str, word: str, code: str) -> None:
    column = f" {line} ".rindex(f" {word}") + 1
    assert card_errors(line, SORCERY) == [(code, column)]
