"""Families of objects, zones, choices and effects, each beside the near misses it must reject.

As in ``test_families_coordination.py``: a family is read when its text checks with no error
(C001, read but not played yet, is allowed); a near miss must be an error at its word. The
examples are real Oracle wording of each family (with the card's name as "Test Card").
"""

from __future__ import annotations

import dataclasses

import pytest

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.frontend.syntax import parse_file

from .families import line_errors as _errors

READ = [
    # a zone of one player, whichever (CR 404.1): "from a single graveyard"
    ("Exile up to three target cards from a single graveyard.", "Instant"),
    ("{1}, Exile two creature cards from a single graveyard: Draw a card.", "Artifact"),
    # a card chosen at random from a zone (CR 701.20a, 406.3)
    ("Target player reveals a card at random from their hand.", "Sorcery"),
    (
        "At the beginning of each player's upkeep, that player exiles a card at random from "
        "their hand.",
        "Enchantment",
    ),
    (
        "{3}, {T}, Sacrifice Test Card: Return a creature card at random from your graveyard "
        "to your hand.",
        "Land",
    ),
    # counters in addition to those it would enter with (CR 614.1c)
    (
        "Each other Warrior creature you control enters with an additional +1/+1 counter on it.",
        "Creature — Elf Warrior",
    ),
    (
        "If X is 5 or more, it enters with an additional X +1/+1 counters on it.",
        "Creature — Hydra",
    ),
    # the spell cast without paying its own mana cost (CR 118.9)
    (
        "If an opponent controls a Swamp and you control a Plains, you may cast this spell "
        "without paying its mana cost.",
        "Instant",
    ),
    # one color chosen (CR 105.3)
    ("{G}: Test Card becomes the color of your choice until end of turn.", "Creature — Kavu"),
    # converge (CR 106.12, 601.2h)
    (
        "Test Card enters with a +1/+1 counter on it for each color of mana spent to cast it.",
        "Creature — Construct",
    ),
    (
        "Create a 1/1 colorless Thopter artifact creature token with flying for each color of "
        "mana spent to cast this spell.",
        "Sorcery",
    ),
    # a choice made by the player the clause names (CR 608.2d)
    ("Each player chooses a nonland permanent they control.", "Sorcery"),
    ("Target opponent chooses a creature they control. Destroy that creature.", "Sorcery"),
    # discarding all of a kind, or every card in the hand (CR 701.9a)
    ("Target player reveals their hand and discards all nonland cards.", "Sorcery"),
    ("Each player discards all the cards in their hand.", "Sorcery"),
    # who owns it (CR 108.3), every player but one (CR 102.1)
    (
        "When Test Card enters, you may put a card an opponent owns from exile into that "
        "player's graveyard.",
        "Creature — Faerie",
    ),
    ("Each other player discards a card.", "Sorcery"),
    # a type chosen (CR 305.7, 205.1a)
    (
        "{T}: Target land becomes the basic land type of your choice until end of turn.",
        "Artifact",
    ),
    (
        "{1}: Test Card becomes the creature type of your choice until end of turn.",
        "Creature — Illusion",
    ),
    # one card besides the turn's draw (CR 504.1)
    (
        "At the beginning of each player's draw step, that player draws an additional card.",
        "Creature — Spirit",
    ),
    # what an adjective alone is not: a quality after "protection from" (CR 702.16a), a noun
    ("Flying, protection from red", "Creature — Angel"),
    ("Hexproof from black", "Creature — Elemental"),
    ("Destroy target nonblack creature.", "Instant"),
    (
        "When Test Card enters, you may search your library for a basic Forest or Island card, "
        "put it onto the battlefield, then shuffle.",
        "Creature — Elf",
    ),
]

NEAR_MISSES = [
    # a description of objects needs its noun (CR 109.2, 205.2): adjectives alone name nothing
    ("Destroy target nonblack.", "Instant", 24),
    ("Destroy all nonblack.", "Instant", 21),
    ("Destroy target nonblack an opponent controls.", "Instant", 25),
    ("Destroy target land or nonblack.", "Instant", 32),
    ("Sacrifice a tapped: Draw a card.", "Artifact", 19),
    ("Each player chooses a nonland they control.", "Sorcery", 31),
    ("Target player reveals their hand and discards all nonland.", "Sorcery", 58),
    # "a single" before a word that is no zone, or another adjective
    ("Exile up to three target cards from a single battlefield.", "Instant", 46),
    ("Exile up to three target cards from a lone graveyard.", "Instant", 39),
    # "at random" needs "from" and a zone; a target is chosen, never random (CR 115.1)
    ("Target player reveals a card at random their hand.", "Sorcery", 30),
    ("Target player reveals a card at random from their battlefield.", "Sorcery", 51),
    (
        "Return target creature card at random from your graveyard to your hand.",
        "Sorcery",
        29,
    ),
    # "an additional" counter needs the word "counter" and its article
    (
        "Each other Warrior creature you control enters with an additional +1/+1 on it.",
        "Creature — Elf Warrior",
        73,
    ),
    (
        "Each other Warrior creature you control enters with additional +1/+1 counter on it.",
        "Creature — Elf Warrior",
        53,
    ),
    # the cost not paid is the mana cost (CR 118.9)
    ("If you control a Swamp, you may cast this spell without paying its cost.", "Instant", 49),
    # the choice is "your" choice (the ability's controller, CR 105.3)
    ("{G}: Test Card becomes the color of their choice until end of turn.", "Creature — Kavu", 37),
    # the mana counted is the mana spent
    (
        "Test Card enters with a +1/+1 counter on it for each color of mana paid to cast it.",
        "Creature — Construct",
        60,
    ),
    # "owns" agrees with one player; "each other" names one player at a time
    (
        "When Test Card enters, you may put a card an opponent owning from exile into that "
        "player's graveyard.",
        "Creature — Faerie",
        55,
    ),
    ("Each other players discards a card.", "Sorcery", 12),
    # the type chosen is a basic land type or a creature type
    (
        "{T}: Target land becomes the land type of your choice until end of turn.",
        "Artifact",
        30,
    ),
    # one additional card, with its article
    (
        "At the beginning of each player's draw step, that player draws an additional cards.",
        "Creature — Spirit",
        78,
    ),
    (
        "At the beginning of each player's draw step, that player draws additional card.",
        "Creature — Spirit",
        64,
    ),
    # "all the cards in" a zone that is a hand
    ("Target player discards all the cards in their battlefield.", "Sorcery", 47),
]


@pytest.mark.parametrize(("line", "card_type"), READ)
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert _errors(line, card_type) == [], line


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


def test_a_missing_noun_says_what_was_expected() -> None:
    """The error names the words that need a noun, at the word where the noun should be."""
    text = "Test Card {B}\nInstant\nDestroy target nonblack.\n"
    (error,) = [d for d in karlov.check(text, require_playable=False) if d.is_error]
    assert error.code == "E001" and (error.span.column, error.span.end_column) == (24, 25)
    assert "expected a noun after 'nonblack'" in error.message


def _compiled(text: str):  # type: ignore[no-untyped-def]
    parsed, diagnostics = parse_file(text, "t.card", warnings=False)
    assert not [d for d in diagnostics if d.is_error]
    (card,) = parsed.cards
    return compile_card(card)


def test_all_the_cards_in_their_hand_is_the_discarding_players_hand() -> None:
    """ "Target player discards all the cards in their hand" discards the hand of the target
    (CR 701.9a): the whole hand of the player who discards, as "discards their hand" says."""
    compiled = _compiled(
        "Purge {1}{B}\nSorcery\nTarget player discards all the cards in their hand.\n"
    )
    effect = compiled.ir.abilities[0].effect
    assert effect.verb.value == "discard" and effect.players.who == "target"
    assert effect.objects.filter.zone.value == "hand"


def test_another_players_hand_is_refused() -> None:
    """ "Target player discards all the cards in your hand" names a hand that is not the
    discarding player's own: no reading is chosen (C001 at its words)."""
    text = "Purge {1}{B}\nSorcery\nTarget player discards all the cards in your hand.\n"
    found = [d for d in karlov.check(text, require_playable=True) if d.is_error]
    assert [(d.code, d.span.column) for d in found] == [("C001", 15)]


@pytest.mark.parametrize(
    ("line", "card_type", "said"),
    [
        # (the targets "from a single graveyard" are played since session 39: test_refer39f)
        (
            "{1}, Exile two creature cards from a single graveyard: Draw a card.",
            "Artifact",
            "a single",
        ),
        # one card revealed at random is played (session 39c); two are not yet
        ("Target player reveals two cards at random from their hand.", "Sorcery", "two cards"),
        # (a player's choice of objects they control is played since session 42: each
        # player in turn, CR 101.4, 608.2d: test_players42d; "Each other Warrior creature you
        # control enters with an additional +1/+1 counter on it." since session 44:
        # test_statics44f)
        # "If you control a Swamp, you may cast this spell without paying its mana cost." is
        # played since session 40 (an alternative cost of nothing, CR 118.9: test_casting40g)
    ],
)
def test_what_is_read_but_not_played_is_refused_at_its_words(
    line: str, card_type: str, said: str
) -> None:
    """Read, not played yet: the compiler says C001 at the words, never a chosen reading."""
    text = f"Test Card {{1}}\n{card_type}\n{line}\n"
    if card_type.startswith("Creature"):
        text += "1/1\n"
    found = [d for d in karlov.check(text, require_playable=True) if d.is_error]
    assert [d.code for d in found] == ["C001"], found
    span = found[0].span
    end = span.end_column if span.end_line == span.line else len(line) + 1
    assert said in line[span.column - 1 : end - 1], found[0]


def test_an_additional_card_is_one_card_drawn() -> None:
    """ "that player draws an additional card" is a draw of one card by the active player of
    the draw step (CR 121.1, 504.1); the turn's own draw is the game's, not the ability's."""
    compiled = _compiled(
        "Kami {U}{U}\nCreature — Spirit\nAt the beginning of each player's draw step, that "
        "player draws an additional card.\n1/3\n"
    )
    effect = compiled.ir.abilities[0].effect
    assert effect.verb.value == "draw" and effect.amount.value == 1


@pytest.mark.parametrize(
    "line",
    [
        "Whenever Test Card deals damage to a player, that player discards all the cards in "
        "their hand, then draws that many cards.",
        "Whenever Test Card deals damage to a player, that player discards their hand, then "
        "draws that many cards.",
    ],
)
def test_that_many_after_a_discarded_hand_is_not_the_damage(line: str) -> None:
    """ "discards their hand, then draws that many cards" (Barbed Shocker): "that many" is the
    number of cards that player discarded (CR 608.2c), recorded by the discard, never the
    damage of the trigger's event (CR 603.7c)."""
    text = f"Test Card {{3}}{{R}}\nCreature — Insect\n{line}\n2/2\n"
    assert [d for d in karlov.check(text, require_playable=True) if d.is_error] == []
    (card,) = karlov.parse(text)
    compiled = karlov.compile_card(card).ir
    assert compiled is not None
    quantities = [
        value for value in _walk(compiled) if isinstance(value, (ir.ResultOf, ir.EventAmount))
    ]
    assert [(type(q).__name__, getattr(q, "of", None)) for q in quantities] == [
        ("ResultOf", "cards_discarded")
    ]


def _walk(node: object) -> list[object]:
    """Every IR node and value under ``node``."""
    found: list[object] = [node]
    if isinstance(node, tuple):
        for item in node:
            found += _walk(item)
    elif dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            found += _walk(getattr(node, f.name))
    return found
