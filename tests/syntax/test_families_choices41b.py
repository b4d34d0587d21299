"""Choices made as a spell or ability resolves and the words that name them (CR 608.2d):
"Choose a color. ... of that color", "Choose a creature type. ... of that type"; "discards
all [cards]" (CR 701.9a); "unless you discard a card at random" (CR 118.12a, 701.9b).
Session 41: each family beside the near misses it must reject.

A family line is read with no error and either plays (``None``) or is refused (C001) at the
column given, never read another way; a near miss is an error (E001) at its word. The lines
are real Oracle wording of each family, with the card's name as "Test Card".
"""

from __future__ import annotations

import pytest

import karlov

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"

READ = [
    # "of that color" / "of that type": the choice the earlier instruction made (CR 608.2d)
    (
        "Choose a color. Target player reveals their hand and discards all cards of that color.",
        "Sorcery",
        None,
    ),
    (
        "Choose a creature type. Draw a card for each permanent you control of that type.",
        "Sorcery",
        None,
    ),
    (
        "Choose a creature type. All creatures of that type get -1/-1 until end of turn.",
        "Sorcery",
        None,
    ),
    (
        "Choose a creature type. You gain 2 life for each permanent you control of that type.",
        "Instant",
        None,
    ),
    (
        "Choose a creature type. Target player reveals their hand and discards all creature "
        "cards of that type. Then destroy all creatures of that type that player controls. "
        "They can't be regenerated.",
        "Instant",
        None,
    ),
    # "discards all [cards]": the cards of the discarding player's own hand (CR 701.9a)
    ("Target player discards all land cards.", "Sorcery", None),
    ("Each player discards all nonland cards.", "Sorcery", None),
    # no choice before the words: they name none (never a reading chosen for them)
    ("Draw a card for each creature you control of that type.", "Sorcery", 43),
    ("Choose a color. Destroy all creatures of that type.", "Sorcery", 39),
    ("As Test Card enters, choose a color. Creatures of that color get +1/+1.", "Enchantment", 48),
    # a target is chosen before the choice made as it resolves (CR 601.2c)
    ("Choose a color. Destroy target creature of that color.", "Sorcery", 32),
    # "another permanent of that type": the type of another object, not a choice
    (
        "Attach target Aura attached to a creature or land to another permanent of that type.",
        "Instant",
        72,
    ),
    # "Choose a card name." as it resolves (CR 201.3, 608.2d) and "with that name", "the
    # chosen name" after it
    (
        "Choose a nonland card name. Target player reveals their hand and discards all cards "
        "with that name.",
        "Sorcery",
        None,
    ),
    (
        "{1}, {T}: Choose a card name, then reveal the top card of your library. If that card "
        "has the chosen name, sacrifice Test Card and draw three cards.",
        "Artifact",
        None,
    ),
    (
        "Choose a card name. Exile the top six cards of your library, then reveal cards from the "
        "top of your library until you reveal a card with the chosen name. Put that card into "
        "your hand and exile all other cards revealed this way.",
        "Instant",
        None,
    ),
    (
        "{3}, {T}: Choose a card name, then reveal a card at random from your hand. If that card "
        "has the chosen name, Test Card deals 2 damage to any target.",
        CREATURE,
        None,
    ),
    # a kind of card name the runtime doesn't offer yet, and no name chosen before the words
    (
        "Choose a nonartifact, nonland card name. Target player reveals their hand and discards "
        "all cards with that name.",
        "Sorcery",
        8,
    ),
    ("Target player reveals their hand and discards all cards with that name.", "Sorcery", 57),
    (
        "{1}, {T}: Reveal the top card of your library. If that card has the chosen name, "
        "sacrifice Test Card and draw three cards.",
        "Artifact",
        51,
    ),
    # the choice made as the permanent entered (CR 614.12, 607.2a): played since session 44
    # (layers 4 and 5: test_statics44f)
    (
        "As Test Card enters, choose a creature type.\nTest Card is the chosen type in addition "
        "to its other types.",
        "Artifact",
        None,
    ),
    ("As Test Card enters, choose a color.\nTest Card is the chosen color.", "Artifact", None),
    # "that aren't of the chosen type": read, not played yet (no filter says "not of it")
    (
        "Choose a creature type. Destroy all creatures that aren't of the chosen type.",
        "Sorcery",
        47,
    ),
    # a cost paid to stop an instruction: discarded at random (CR 118.12a, 701.9b)
    (
        "When Test Card enters, sacrifice it unless you discard a card at random.",
        CREATURE,
        None,
    ),
]

NEAR_MISSES = [
    # "of that color", not "of this color"
    (
        "Choose a color. Target player reveals their hand and discards all cards of this color.",
        "Sorcery",
        "of",
    ),
    # "of that type", not "of that kind"
    (
        "Choose a creature type. Draw a card for each permanent you control of that kind.",
        "Sorcery",
        "of",
    ),
    # "with that name", not "with this name"
    (
        "Choose a nonland card name. Target player reveals their hand and discards all cards "
        "with this name.",
        "Sorcery",
        "this",
    ),
    # "the chosen type", not "the chosen kind"
    ("As Test Card enters, choose a color.\nTest Card is the chosen kind.", "Artifact", "the"),
    (
        "Choose a creature type. Destroy all creatures that aren't of the chosen kind.",
        "Sorcery",
        "aren't",
    ),
    # "at random", not "at randomly" nor "randomly"
    (
        "When Test Card enters, sacrifice it unless you discard a card at randomly.",
        CREATURE,
        "randomly",
    ),
    (
        "When Test Card enters, sacrifice it unless you discard a card randomly.",
        CREATURE,
        "randomly",
    ),
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
    column = (
        line.split("\n")[-1].rindex(f" {word}") + 2
    )  # the last such word: the one the near miss changed
    assert card_errors(line, card_type) == [("E001", column)], line


def test_of_that_type_with_no_choice_is_refused_verbatim() -> None:
    found = karlov.check(
        card_text("Draw a card for each creature you control of that type.", "Sorcery")
    )
    assert [d.message for d in found if d.code == "C001"] == [
        "the rules runtime cannot execute this yet: 'of that type' with no 'Choose a "
        "color/creature type.' before it"
    ]
