"""Coordination of descriptions and conditions, each beside the near misses it must reject.

As in ``test_families_amounts.py``: a family is read when its text checks with no error (C001,
read but not played yet, is allowed); a near miss must be an error at its word. The examples
are real Oracle wording (2022 text) of each family.
"""

from __future__ import annotations

import pytest

import karlov
from karlov.compiler import compile_card
from karlov.frontend.syntax import parse_file

from .families import line_errors as _errors

READ = [
    # a condition ending in a plural card type, then a subject that starts with one: the comma
    # ends the condition (it is no list "enchantments, creatures")
    (
        "As long as you control seven or more enchantments, creatures you control have flying "
        "and vigilance.",
        "Enchantment",
    ),
    # "non-" adjectives joined by a comma: both hold (CR 205.4b)
    ("Destroy all noncreature, nonland permanents.", "Sorcery"),
    # a serial list of card types (CR 115.1)
    ("Destroy target artifact, creature, or enchantment.", "Instant"),
    # two descriptions joined by "or" (CR 115.1): either fits
    ("Destroy target land or nonblack creature. It can't be regenerated.", "Instant"),
    (
        "Test Card deals 5 damage to target red creature or red planeswalker.",
        "Instant",
    ),
    ("{1}, Discard a land card or Shrine card: Draw a card.", "Artifact"),
    # "a ... or a ...": one object of either description
    ("Test Card enters tapped unless you control a Swamp or a Mountain.", "Land"),
    ("{1}, Sacrifice an artifact or a creature: Draw a card.", "Artifact"),
    (
        "{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra "
        "planeswalker spell.",
        "Artifact",
    ),
    # two conditions joined by "and" (CR 603.4, 611.3a)
    (
        "At the beginning of your upkeep, if you control a blue permanent and a black "
        "permanent, you gain 2 life.",
        "Enchantment",
    ),
    (
        "As long as Test Card is in your graveyard and you control a Mountain, creatures you "
        "control have haste.",
        "Creature — Incarnation",
    ),
    (
        "As long as you have 30 or more life and an opponent has 10 or less life, Test Card "
        "gets +6/+6 and has flying.",
        "Creature — Vampire",
    ),
    # "[instruction] unless [player] pays / sacrifices / discards ..." (CR 118.12a)
    ("At the beginning of your upkeep, tap Test Card unless you pay 1 life.", "Creature — Horror"),
    ("Return target creature to its owner's hand unless its controller pays {2}.", "Instant"),
    ("Counter target spell unless its controller pays {3}.", "Instant"),
    ("Target opponent loses 3 life unless that player sacrifices a creature.", "Sorcery"),
    ("When Test Card enters, exile it unless you discard a card.", "Creature — Horror"),
    # read, not played yet: a payer the words leave open, and "unless [condition]"
    (
        "At the beginning of your end step, each player loses 4 life unless they sacrifice a "
        "nontoken creature.",
        "Enchantment",
    ),
    ("Draw two cards. Then discard a card unless you attacked this turn.", "Sorcery"),
]

NEAR_MISSES = [
    # a list of two card types with a comma and no "and"/"or" (Oracle writes the serial comma)
    ("Destroy target artifact, creature.", "Instant", 34),
    # "or" with nothing after it, or twice
    ("Destroy target land or or creature.", "Instant", 21),
    ("Test Card enters tapped unless you control a Swamp or a.", "Land", 52),
    # "unless" with nothing paid, or a life payment without "life"
    ("Counter target spell unless its controller pays.", "Instant", 48),
    ("At the beginning of your upkeep, tap Test Card unless you pay 1.", "Enchantment", 64),
    # the second object of a condition's "and" needs its article as the first has one
    (
        "When Test Card enters, if you control a blue permanent and black permanent, draw a card.",
        "Creature — Imp",
        56,
    ),
]


@pytest.mark.parametrize(("line", "card_type"), READ)
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert _errors(line, card_type) == [], line


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


def test_a_bare_description_joined_by_or_still_needs_a_determiner() -> None:
    """ "Destroy land or nonblack creature." names no objects (E015), as "Destroy land." does."""
    assert _errors("Destroy land or nonblack creature.", "Instant") == [("E015", 9)]


ONE_OBJECT_JOINED_BY_AND = [
    ("Destroy target artifact and enchantment.", "Instant", 25),
    ("{1}, Sacrifice a creature and land: Draw a card.", "Artifact", 27),
    ("Return target Goblin and Elf to its owner's hand.", "Instant", 22),
]


@pytest.mark.parametrize(("line", "card_type", "column"), ONE_OBJECT_JOINED_BY_AND)
def test_one_object_named_by_types_joined_by_and_is_an_error(
    line: str, card_type: str, column: int
) -> None:
    """E018 (CR 109, 115.1): a target or an article names one object; Oracle joins its types
    with "or", or names two objects with a determiner each."""
    assert ("E018", column) in _errors(line, card_type), line


@pytest.mark.parametrize(
    "line",
    [
        "Return each instant and sorcery card from your graveyard to your hand.",
        "Return up to two target instant and/or sorcery cards from your graveyard to your hand.",
        "Destroy target artifact and target enchantment.",
        "Destroy target artifact or enchantment.",
        "Destroy all artifacts and enchantments.",
    ],
)
def test_lists_that_name_several_objects_or_either_stay_right(line: str) -> None:
    assert _errors(line, "Sorcery") == [], line


def _ir(text: str):  # type: ignore[no-untyped-def]
    parsed, diagnostics = parse_file(text, "t.card", warnings=False)
    assert not [d for d in diagnostics if d.is_error]
    (card,) = parsed.cards
    return compile_card(card)


def test_either_description_keeps_each_its_own_words() -> None:
    """The target of "target land or nonblack creature" is a land (of any color) or a creature
    that isn't black: two alternatives, "nonblack" only on the second."""
    compiled = _ir("Rot {1}{B}\nInstant\nDestroy target land or nonblack creature.\n")
    (spec,) = compiled.ir.abilities[0].targets
    land, creature = spec.filter.alternatives
    assert [t.any_of for t in land.types] == [("land",)] and land.excluded_colors == ()
    assert [t.any_of for t in creature.types] == [("creature",)]
    assert creature.excluded_colors == ("B",)


def test_what_follows_the_second_description_is_refused_when_its_scope_is_open() -> None:
    """ "target land or nonblack creature an opponent controls": whether "an opponent controls"
    binds the land too is not settled by the words, so it is C001, never a chosen reading."""
    text = "Rot {1}{B}\nInstant\nDestroy target land or nonblack creature an opponent controls.\n"
    found = karlov.check(text, require_playable=True)
    assert [d.code for d in found if d.is_error] == ["C001"]
    assert "the scope of what follows 'or'" in found[0].message


def test_either_needs_one_of_each_article() -> None:
    """ "two Islands or a Swamp" counts no single object of either description: C001."""
    text = (
        "Keep\nLand\nKeep enters tapped unless you control two Islands or a Swamp.\n{T}: Add {U}.\n"
    )
    found = karlov.check(text, require_playable=True)
    assert [d.code for d in found if d.is_error] == ["C001"]
    assert "a number of objects of either description" in found[0].message


def test_unless_a_player_pays_is_one_payment_for_the_instruction() -> None:
    """ "Return target creature to its owner's hand unless its controller pays {2}": the
    target's controller may pay {2}; the return happens unless they do (CR 118.12a)."""
    compiled = _ir(
        "Tide {1}{U}\nInstant\nReturn target creature to its owner's hand unless its "
        "controller pays {2}.\n"
    )
    effect = compiled.ir.abilities[0].effect
    assert effect.cost.mana == "{2}"
    assert effect.players.who == "controller" and effect.players.of.target_index == 0
    assert effect.effect.verb.value == "return_to_hand"


def test_unless_they_is_refused() -> None:
    """ "each player loses 4 life unless they sacrifice ..." (which player pays for whom?) is
    read but not played: C001 at the words. ("Then discard a card unless you attacked this
    turn." plays since session 43: the instruction under the negated condition, CR 608.2c;
    tests/scenarios/casting43e plays Chart a Course.)"""
    for text, said in (
        (
            "Toll\nEnchantment\nAt the beginning of your end step, each player loses 4 life "
            "unless they sacrifice a nontoken creature.\n",
            "'they' paying",
        ),
    ):
        found = [d for d in karlov.check(text, require_playable=True) if d.is_error]
        assert [d.code for d in found] == ["C001"] and said in found[0].message, text
