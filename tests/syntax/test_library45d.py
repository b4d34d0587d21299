"""Library cards of session 45: "search your library for any number of <cards>" (CR 701.23a,
701.23b: a search for cards with a stated quality finds as many as the searcher chooses, none
included), and the cards revealed named after they were revealed: "the revealed cards", "the
rest of the revealed cards", "the rest of the cards revealed this way", "the rest of the
cards" (CR 701.20a, 608.2c). Each is read where it plays, refused (C001 at its span) where it
names nothing the runtime follows, and an error at its word where the wording is not
Oracle's."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

UNTIL = "Reveal cards from the top of your library until you reveal a nonland card. "
TOP_THREE = (
    "Reveal the top three cards of your library. You may put a land card from among them into "
    "your hand. "
)

#: (line, card type, the column of the C001, or None: it plays)
READ = [
    (
        "Search your library for any number of Goblin cards, reveal them, put them into your "
        "hand, then shuffle.",
        "Sorcery",
        None,
    ),
    (
        "Search your library for any number of cards named Legion Conquistador, reveal them, "
        "put them into your hand, then shuffle.",
        "Sorcery",
        None,
    ),
    (
        "Search your library for any number of Elf creature cards, put them onto the "
        "battlefield, then shuffle.",
        "Sorcery",
        None,
    ),
    (
        "Search your graveyard and library for any number of red instant and/or sorcery cards, "
        "exile them, then shuffle.",
        "Sorcery",
        None,
    ),
    # another player's library: a zone of a player target, searched since session 46
    (
        "Search target player's library for any number of cards, exile them, then that player "
        "shuffles.",
        "Sorcery",
        None,
    ),
    (UNTIL + "Put the revealed cards on the bottom of your library in any order.", "Sorcery", None),
    (UNTIL + "Put the revealed cards into your graveyard.", "Sorcery", None),
    (TOP_THREE + "Put the rest of the revealed cards into your graveyard.", "Sorcery", None),
    (
        TOP_THREE + "Put the rest of the cards revealed this way into your graveyard.",
        "Sorcery",
        None,
    ),
    (
        "Look at the top three cards of your library. Put the rest of the cards into your "
        "graveyard.",
        "Sorcery",
        None,
    ),
    (
        UNTIL + "Put that card into your hand and all other cards revealed this way into your "
        "graveyard.",
        "Sorcery",
        None,
    ),
    (
        TOP_THREE.replace("You may put", "Put").replace(" into your hand. ", " into your hand")
        + " and the rest of the revealed cards into your graveyard.",
        "Sorcery",
        None,
    ),
    # looked at, not revealed: "the other cards revealed" names nothing
    (
        "Look at the top three cards of your library. Put a land card from among them into your "
        "hand and all other cards revealed this way into your graveyard.",
        "Sorcery",
        93,
    ),
    # one revealed card: not read yet
    (UNTIL + "Put the revealed card on the bottom of your library in any order.", "Sorcery", 80),
    # looked at, not revealed: "the revealed cards" names nothing
    (
        "Look at the top three cards of your library. Put the revealed cards into your graveyard.",
        "Sorcery",
        50,
    ),
    (
        "Look at the top three cards of your library. Put the rest of the revealed cards into "
        "your graveyard.",
        "Sorcery",
        50,
    ),
    # nothing revealed or looked at before it
    ("Draw a card. Put the revealed cards into your graveyard.", "Sorcery", 18),
    ("Draw a card. Put the rest of the cards into your graveyard.", "Sorcery", 18),
    # cards revealed from another player's library
    (
        "Target opponent reveals cards from the top of their library until they reveal a land "
        "card. Put the revealed cards into your graveyard.",
        "Sorcery",
        96,
    ),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word the error stands at (its last occurrence), its code)
NEAR_MISSES = [
    # "any number of" is one phrase: without its "of", or with "numbers", it is not read
    ("Search your library for any number Goblin cards, put them into your hand, then shuffle.",
     "Sorcery", "Goblin", "E001"),
    ("Search your library for any numbers of Goblin cards, put them into your hand, then "
     "shuffle.", "Sorcery", "numbers", "E001"),
    # after "any number of", the plural
    ("Search your library for any number of Goblin card, put them into your hand, then "
     "shuffle.", "Sorcery", "card,", "E001"),
    ("Search your library for any number of Goblin, put them into your hand, then shuffle.",
     "Sorcery", "Goblin,", "E001"),
    (UNTIL + "Put the revealed cards on bottom of your library in any order.", "Sorcery",
     "on", "E001"),
    (UNTIL + "Put revealed cards on the bottom of your library in any order.", "Sorcery",
     "revealed", "E001"),
    (TOP_THREE + "Put the rest of the cards revealed that way into your graveyard.", "Sorcery",
     "that", "E001"),
    (TOP_THREE + "Put the rest of revealed cards into your graveyard.", "Sorcery", "of",
     "E001"),
    (TOP_THREE + "Put the rest of the revealing cards into your graveyard.", "Sorcery",
     "revealing", "E001"),
    (UNTIL + "Put that card into your hand and all others cards revealed this way into your "
     "graveyard.", "Sorcery", "and", "E001"),
    (UNTIL + "Put that card into your hand and all other cards revealed that way into your "
     "graveyard.", "Sorcery", "and", "E001"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, word: str, code: str
) -> None:
    column = f" {line} ".rindex(f" {word}") + 1  # the last time the word is said
    assert card_errors(line, card_type) == [(code, column)]
