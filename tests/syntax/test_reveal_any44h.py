"""Session 44 (parse44h): "Reveal any number of red cards in your hand" (CR 701.20a, 608.2d:
zero or more cards of your own hand, chosen as it resolves; they stay there), what "revealed
this way" counts after it ("for each card revealed this way", "the number of cards revealed
this way", CR 608.2c), and "one or more target creatures" (CR 115.1d: at least one, no most).
Each is read where it plays, refused (C001 at its span) where the runtime can't play what it
says, and an error (E001 at its word) where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Wizard"
SORCERY = "Sorcery"
INSTANT = "Instant"

#: (line, card type, where C001 must stand: its column, or None where the line plays).
READ = [
    (
        "Reveal any number of white cards in your hand. You gain 2 life for each card revealed "
        "this way.",
        INSTANT,
        None,
    ),
    (
        "Reveal any number of red cards in your hand. Test Card deals X damage to any target, "
        "where X is the number of cards revealed this way.",
        SORCERY,
        None,
    ),
    (
        "{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each card "
        "revealed this way.",
        "Artifact",
        None,
    ),
    (
        "{2}{G}, {T}: Reveal any number of green cards in your hand. Target creature gets +X/+X "
        "until end of turn, where X is the number of cards revealed this way.",
        CREATURE,
        None,
    ),
    (
        "Reveal any number of cards in your hand. Draw a card for each card revealed this way.",
        SORCERY,
        None,
    ),
    # cards of a graveyard are no cards of your hand to reveal and keep (CR 701.20a): refused
    ("Reveal any number of creature cards in your graveyard. Draw a card.", SORCERY, 22),
    # "the number of cards discarded this way" counts the cards of the discard before it
    (
        "Discard two cards. You gain life equal to the number of cards discarded this way.",
        SORCERY,
        None,
    ),
    # "One or more target creatures" (CR 115.1d)
    ("One or more target creatures become red until end of turn.", INSTANT, None),
    ("Two or more target creatures get +1/+1 until end of turn.", INSTANT, None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the words E001 stands at: the first word that can't be Oracle's)
NEAR_MISSES = [
    # "any numbers of", "any number" without "of"
    ("Reveal any numbers of red cards in your hand.", SORCERY, "numbers"),
    ("Reveal any number red cards in your hand.", SORCERY, "red"),
    # the cards revealed are counted "this way", not "that way"
    (
        "Reveal any number of red cards in your hand. You gain 2 life for each card revealed "
        "that way.",
        SORCERY,
        "that way",
    ),
    (
        "Reveal any number of red cards in your hand. You gain X life, where X is the number "
        "of cards reveals this way.",
        SORCERY,
        "reveals this",
    ),
    # "one or more" counts targets in words (W103 is a warning); "one or many" is no count
    ("One or many target creatures become red until end of turn.", INSTANT, "many"),
    ("One or more of target creatures become red until end of turn.", INSTANT, "target"),
    ("One or fewer target creatures become red until end of turn.", INSTANT, "target"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "words"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, words: str) -> None:
    column = line.index(words) + 1
    assert card_errors(line, card_type) == [("E001", column)]


def test_one_or_more_in_digits_is_the_count_warning() -> None:
    """Oracle writes a number of targets in words (W103, as "two target creatures")."""
    found = karlov.check(
        card_text("1 or more target creatures become red until end of turn.", INSTANT),
        require_playable=False,
    )
    assert [d.code for d in found] == ["W103"]
