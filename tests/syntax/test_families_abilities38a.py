"""Families of abilities (issue 20, session 38a), each beside the near misses it must reject.

As in ``test_families_abilities37a.py``: a family is read when its text checks with no error
(C001, read but not played yet, is allowed); a near miss must be an error at its word; what is
read and not played is refused (C001) at its words with the reason, asserted verbatim. The
examples are real Oracle wording of each family (with the card's name as "Test Card").

- "[you may] have [player] [do something]" (CR 608.2c, 608.2d): the player named after
  "have" does the instruction; the player saying "have" chooses whether.
- "Shuffle your library." (CR 701.24a).
"""

from __future__ import annotations

import pytest

import karlov

from .families import card_text
from .families import line_errors as _errors

#: (line, card type): read and played.
PLAYED = [
    ("Whenever you draw a card, you may have target player mill a card.", "Enchantment"),
    (
        "Whenever Test Card becomes untapped, you may have target player discard a card.",
        "Creature — Merfolk Wizard",
    ),
    (
        "When Test Card enters, if you control two or more Swamps, you may have target player "
        "discard a card.",
        "Creature — Hag Shaman",
    ),
    (
        "Landfall — Whenever a land you control enters, you may have target player lose 3 "
        "life. If you do, put three +1/+1 counters on Test Card.",
        "Creature — Demon",
    ),
    (
        "Whenever a player casts a Kithkin spell, you may have target player lose 1 life.",
        "Creature — Goblin Warrior",
    ),
    (
        "Whenever a blue creature enters under your control, you may have target player draw a "
        "card.",
        "Enchantment",
    ),
    ("Target player draws a card. You may have that player shuffle.", "Sorcery"),
    ("You may have target player shuffle their library.", "Sorcery"),
    ("{3}{U}{U}: Shuffle your library.", "Enchantment"),
    (
        "{R}, {T}: Shuffle your library. Activate only if you control two or more red permanents.",
        "Land — Mountain",
    ),
]

#: (line, card type, the words the C001 note is at, its message after "cannot execute this yet: ")
REFUSED = [
    # only you have a player do something: another player's "have" is not read as yours
    (
        "Target opponent may have target player mill a card.",
        "Sorcery",
        "have target player mill a card",
        "the effect 'have target player mill a card' said of another player",
    ),
    # having an object do a player's action is no effect the rules give
    (
        "You may have target creature mill a card.",
        "Sorcery",
        "have target creature mill a card",
        "the effect 'have target creature mill a card'",
    ),
    # only a player's own library is shuffled (CR 701.24a)
    (
        "Shuffle your graveyard.",
        "Sorcery",
        "Shuffle your graveyard",
        "shuffling a zone other than the player's own library",
    ),
    (
        "You may have target player shuffle your library.",
        "Sorcery",
        "shuffle your library",
        "shuffling a zone other than the player's own library",
    ),
]

#: (line, card type, the column of the error)
NEAR_MISSES = [
    # "have [player] [verb]": the bare verb, no "to"
    ("You may have target player to mill a card.", "Sorcery", 28),
    # you don't "have you" do something: the instruction is yours already
    ("You may have you mill a card.", "Sorcery", 14),
    # "your library", not "you library"
    ("Shuffle you library.", "Sorcery", 9),
]


@pytest.mark.parametrize(("line", "card_type"), PLAYED + [(r[0], r[1]) for r in REFUSED])
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert _errors(line, card_type) == [], line


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


@pytest.mark.parametrize(("line", "card_type", "said", "message"), REFUSED)
def test_what_is_read_but_not_played_is_refused_at_its_words(
    line: str, card_type: str, said: str, message: str
) -> None:
    """Read, not played yet: the compiler says C001 at the words, with its reason, never a
    chosen reading."""
    text = card_text(line, card_type)
    found = [d for d in karlov.check(text, require_playable=True) if d.is_error]
    assert [d.code for d in found] == ["C001"], found
    assert found[0].message == f"the rules runtime cannot execute this yet: {message}"
    span = found[0].span
    source_line = text.splitlines()[span.line - 1]
    end = span.end_column if span.end_line == span.line else len(source_line) + 1
    assert source_line[span.column - 1 : end - 1] == said, found[0]


@pytest.mark.parametrize(("line", "card_type"), PLAYED)
def test_the_family_plays(line: str, card_type: str) -> None:
    found = [
        d for d in karlov.check(card_text(line, card_type), require_playable=True) if d.is_error
    ]
    assert found == [], found
