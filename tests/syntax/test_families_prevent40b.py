"""Prevention of damage (CR 615) and creatures that assign no combat damage (CR 510.1a),
session 40: each family beside the near misses it must reject.

A family line is read with no error and either plays (``None``) or is refused (C001) at the
column given, never read another way; a near miss is an error (E001) at its word. The lines
are real Oracle wording of each family, with the card's name as "Test Card".
"""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

CREATURE = "Creature — Beast"

READ = [
    # a static ability's prevention effect, for as long as it applies (CR 615.1a, 611.3a)
    ("Prevent all damage that would be dealt to Test Card.", CREATURE, None),
    ("Prevent all combat damage that would be dealt to Test Card.", CREATURE, None),
    ("Prevent all damage that would be dealt to you.", "Enchantment", None),
    ("Prevent all damage that would be dealt to creatures you control.", "Enchantment", None),
    (
        "Prevent all combat damage that would be dealt to equipped creature.",
        "Artifact — Equipment",
        None,
    ),
    ("Prevent all damage that would be dealt to Test Card by artifact creatures.", CREATURE, None),
    (
        "Prevent all damage that would be dealt to creatures you control by sources you control.",
        "Enchantment",
        None,
    ),
    (
        "Prevent all damage that would be dealt to you by sources you don't control.",
        "Enchantment",
        None,
    ),
    (
        "Prevent all noncombat damage that would be dealt to you and creatures you control.",
        "Enchantment",
        None,
    ),
    ("Prevent all damage that Test Card would deal to snow creatures.", CREATURE, None),
    ("Prevent all combat damage that would be dealt to and dealt by Test Card.", CREATURE, None),
    # a description the runtime can't match yet is refused at its words
    (
        "Prevent all damage that would be dealt to you and permanents you control by sources "
        "with the chosen name.",
        "Enchantment",
        85,
    ),
    # one-shot prevention (CR 615.1a, 615.7)
    ("Prevent all combat damage that would be dealt to players this turn.", "Instant", None),
    ("Prevent all damage that creatures would deal to players this turn.", "Instant", None),
    (
        "Prevent all damage that would be dealt to you and creatures you control this turn.",
        "Instant",
        None,
    ),
    (
        "Prevent all damage that would be dealt to you and permanents you control this turn by "
        "sources you don't control.",
        "Instant",
        None,
    ),
    (
        "Prevent all damage that would be dealt to target creature this turn by colorless sources.",
        "Instant",
        None,
    ),
    (
        "{T}: Prevent all damage that would be dealt to any target this turn by a source of "
        "your choice.",
        CREATURE,
        None,
    ),
    (
        "When Test Card enters, prevent all combat damage that other creatures would deal this "
        "turn.",
        CREATURE,
        None,
    ),
    (
        "{1}{W}: Prevent the next 1 combat damage that would be dealt to you this turn.",
        CREATURE,
        None,
    ),
    # "assigns no combat damage" (CR 510.1a), the duration the clause's
    (
        "Whenever Test Card attacks and isn't blocked, you may draw a card. If you do, Test Card "
        "assigns no combat damage this turn.",
        CREATURE,
        None,
    ),
    (
        "Whenever Test Card attacks and isn't blocked, it assigns no combat damage this turn and "
        "defending player loses 2 life.",
        CREATURE,
        None,
    ),
    (
        "Whenever Test Card becomes blocked, you may have it deal damage equal to its power to "
        "target creature. If you do, Test Card assigns no combat damage this turn.",
        CREATURE,
        None,
    ),
    # damage that can't be prevented (CR 615.12): plays since session 45 (prevent45b)
    ("Damage can't be prevented this turn. Draw a card.", "Instant", None),
    # "assigns no combat damage" with no duration would last forever: refused
    ("Whenever Test Card attacks, it assigns no combat damage.", CREATURE, 32),
]

NEAR_MISSES = [
    # the static form ends with its objects: a duration other than the CR's words is none
    ("Prevent all damage that would be dealt to Test Card forever.", CREATURE, "forever."),
    # "noncombat", not a made-up kind of damage
    ("Prevent all uncombat damage that would be dealt to you.", "Enchantment", "uncombat"),
    # "to players", not "to the players" ("the" starts a description, which "players" is not)
    (
        "Prevent all combat damage that would be dealt to the players this turn.",
        "Instant",
        "players",
    ),
    # "assigns no combat damage", not "assigns no damage"
    ("Whenever Test Card attacks, it assigns no damage this turn.", CREATURE, "damage"),
    # "you and creatures you control", not "you or"
    (
        "Prevent all damage that would be dealt to you or creatures you control this turn.",
        "Instant",
        "or",
    ),
    # "that creatures would deal", not "that creatures will deal"
    ("Prevent all damage that creatures will deal to players this turn.", "Instant", "will"),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_plays_or_is_refused_at_its_words(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == [], line
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected, line


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word} ") + 1
    assert card_errors(line, card_type) == [("E001", column)], line
