"""Session 49 (damage phrases): "each of two targets" / "each of up to two targets" / "each of
X targets" (CR 115.4, 115.1d: that many targets, each dealt the whole amount), a dealer named
after "and" ("sacrifice ~ and it deals 7 damage to you", "tap target creature and that
creature deals damage equal to its power to its controller", CR 120.3, 608.2c), "the
creature's power" / "the creature's controller" / "the artifact's mana value" (CR 608.2c:
"the" names the object named before it, as "that" does; as it last existed, CR 608.2h),
"that source's controller", "deals that much damage to each creature and each player",
"deals damage equal to ... to that player", and phrases read but refused where the runtime
cannot play them yet: damage "divided evenly, rounded down" (CR 107.1a), "6 or more damage"
triggers, "if 4 or more damage was dealt to it this turn", "each other opponent", "dealt
damage by enchanted creature this turn". Each is read where it plays, refused (C001 at its
span) where it cannot, and an error (E001 at its word) where the wording is not Oracle's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from karlov import ir

from .families import assert_refused_at, card_errors, compiled_abilities, word_column

CREATURE = "Creature — Beast"

#: (line, card type, the word C001 must stand at, or None where the line plays).
READ = [
    # "each of N targets" (CR 115.4, 115.1d)
    ("Test Card deals 2 damage to each of two targets.", "Sorcery", None),
    ("Test Card deals X damage to each of up to two targets.", "Instant", None),
    # X undefined on a card with no {X} in its cost: refused (CR 107.3)
    ("Test Card deals 4 damage to each of X targets.", "Sorcery", "X targets."),
    ("Test Card deals 1 damage to each of one or two targets.", "Instant", None),
    # a dealer named after "and" (CR 120.3, 608.2c)
    (
        "At the beginning of your upkeep, sacrifice Test Card and it deals 7 damage to you.",
        CREATURE,
        None,
    ),
    (
        "Whenever you discard a card, put a +1/+1 counter on Test Card and it deals 1 damage "
        "to each opponent.",
        CREATURE,
        None,
    ),
    (
        "Tap target untapped creature and that creature deals damage equal to its power to its "
        "controller.",
        "Instant",
        None,
    ),
    ("Counter target spell and Test Card deals 3 damage to target creature.", "Instant", None),
    # "it" after "and" bound to another object than the one just named: refused
    (
        "When another creature enters, sacrifice Test Card and it deals 3 damage to any target.",
        CREATURE,
        "it deals",
    ),
    # "the creature's power", "the creature's controller" (CR 608.2c, 608.2h)
    (
        "Destroy target creature. Test Card deals damage equal to the creature's power to the "
        "creature's controller.",
        "Sorcery",
        None,
    ),
    (
        "Destroy target land. Test Card deals 2 damage to the land's controller.",
        "Sorcery",
        None,
    ),
    ("Test Card deals 2 damage to the creature's controller.", "Sorcery", "the creature's"),
    (
        "Destroy target artifact. Test Card deals damage to that artifact's controller equal "
        "to the artifact's mana value.",
        "Sorcery",
        None,
    ),
    # "that source's controller" (CR 120.3): of the source of damage to this object, one
    # trigger per source (session 53: the event "dealt_damage_by")
    (
        "Whenever a source deals damage to Test Card, that source's controller mills that many "
        "cards.",
        CREATURE,
        None,
    ),
    # one amount to the objects and to each player, its amount said last (CR 120.3)
    (
        "Test Card deals damage to each creature and each player equal to the number of lands "
        "you control.",
        "Sorcery",
        None,
    ),
    # "that much damage to each creature and each player" (CR 120.3, 603.7c)
    (
        "Whenever Test Card is dealt damage, it deals that much damage to each other creature "
        "and each player.",
        CREATURE,
        None,
    ),
    # "deals damage equal to ... to that player" (CR 120.3a)
    (
        "At the beginning of each opponent's upkeep, Test Card deals damage equal to the "
        "number of cards in that player's hand to that player.",
        "Enchantment",
        None,
    ),
    # read, refused: what the runtime cannot play yet
    (
        "Test Card deals X damage divided evenly, rounded down, among any number of targets.",
        "Sorcery",
        "deals X",
    ),
    ("Whenever Test Card deals 6 or more damage to an opponent, draw a card.", CREATURE, "6 or"),
    (
        "When Test Card dies, if 4 or more damage was dealt to it this turn, Test Card deals 3 "
        "damage to any target.",
        CREATURE,
        "4 or",
    ),
    (
        "Whenever Test Card deals combat damage to an opponent, it deals that much damage to "
        "each other opponent.",
        CREATURE,
        "each other",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the wrong word E001 stands at; "." where a word is missing before it: "each
#: of two target." lacks the noun "target" needs, CR 115.1)
NEAR_MISSES = [
    ("Test Card deals 2 damages to any target.", "Sorcery", "damages"),
    ("Test Card deals 3 damage to each of two target.", "Sorcery", "."),
    ("Test Card deals 3 damage to each of two targetss.", "Sorcery", "targetss."),
    ("Test Card deals X damage divided evenly among any number of targets.", "Sorcery", "evenly"),
    (
        "Test Card deals X damage divided evenly, rounded down, among target.",
        "Sorcery",
        ".",
    ),
    ("Whenever Test Card is dealt damages, you gain 1 life.", CREATURE, "damages,"),
    (
        "Whenever Test Card deals 6 or more damages to an opponent, draw a card.",
        CREATURE,
        "damages",
    ),
    (
        "When Test Card dies, if 4 or more damage were dealt to it this turn, draw a card.",
        CREATURE,
        "were",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = len(line) if word == "." else word_column(line, word)
    assert card_errors(line, card_type) == [("E001", column)]


@given(st.integers(min_value=1, max_value=20), st.sampled_from(["two", "three", "four"]))
def test_each_of_n_targets_is_n_any_targets_each_dealt_the_whole_amount(n: int, word: str) -> None:
    """ "deals N damage to each of two targets": exactly that many targets, any target each
    (CR 115.4), and the whole amount to each of them (no division, CR 601.2d)."""
    (ability,) = compiled_abilities(f"Test Card deals {n} damage to each of {word} targets.")
    assert isinstance(ability, ir.SpellAbility)
    (spec,) = ability.targets
    many = {"two": 2, "three": 3, "four": 4}[word]
    assert (spec.minimum, spec.maximum) == (many, many)
    assert spec.players is ir.Whose.ANY and spec.distribute is None
    action = ability.effect
    assert isinstance(action, ir.Action) and action.verb is ir.Verb.DEAL_DAMAGE
    assert action.amount == ir.Fixed(n) and action.recipients == ir.TargetObjects(0)


def test_the_creatures_controller_is_the_controller_of_the_target() -> None:
    """ "Destroy target creature. ~ deals damage equal to the creature's power to the
    creature's controller.": the target's power and its controller, as it last existed (CR
    608.2c, 608.2h), never the source's or another creature's."""
    (ability,) = compiled_abilities(
        "Destroy target creature. Test Card deals damage equal to the creature's power to the "
        "creature's controller."
    )
    assert isinstance(ability, ir.SpellAbility)
    _destroy, deal = ability.effect.steps  # type: ignore[attr-defined]
    assert isinstance(deal, ir.Action) and deal.verb is ir.Verb.DEAL_DAMAGE
    assert deal.recipient_players == ir.Players("controller", of=ir.TargetObjects(0))
    assert isinstance(deal.amount, ir.ValueOf) and deal.amount.of == ir.TargetObjects(0)


def test_it_after_sacrificing_the_source_is_the_source() -> None:
    """ "At the beginning of your upkeep, sacrifice ~ and it deals 7 damage to you": "it" is the
    object just sacrificed, which deals the damage as it last existed (CR 608.2c, 608.2h)."""
    (ability,) = compiled_abilities(
        "At the beginning of your upkeep, sacrifice Test Card and it deals 7 damage to you.",
        CREATURE,
    )
    assert isinstance(ability, ir.TriggeredAbility)
    sacrifice, deal = ability.effect.steps  # type: ignore[attr-defined]
    assert isinstance(sacrifice, ir.Action) and sacrifice.objects == ir.SourceObject()
    assert isinstance(deal, ir.Action) and deal.objects == ir.SourceObject()
    assert deal.recipient_players == ir.Players("you") and deal.amount == ir.Fixed(7)
