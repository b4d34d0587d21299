"""Conditions, session 43: "[instruction] unless [condition]" (checked as the instruction is
reached while the ability resolves, CR 608.2c, never an intervening "if", CR 603.4), "your
devotion to [colors] is less than N" (CR 700.5) with "~ isn't a [card type]" (layer 4, CR
613.1d, 205.3d) -- the Theros gods -- and "If you don't, ..." after an instruction you may do
(CR 608.2c, 608.2d). tests/scenarios/conds43d plays them. Each comes with what is refused (C001
at its span) and the near wordings that are errors (E001 at their word)."""

from __future__ import annotations

import pytest
from syntax.families import line_errors, refusal_columns

from karlov import ir

from .lowering import abilities_of

CREATURE = "Creature — Human"


def _card(line: str, card_type: str = CREATURE) -> str:
    pt = "\n2/2" if "Creature" in card_type else ""
    return f"Test Card {{1}}\n{card_type}\n{line}{pt}\n"


def _steps(effect: ir.Effect) -> list[ir.Effect]:
    return list(effect.steps) if isinstance(effect, ir.Sequence) else [effect]


def test_unless_a_condition_is_if_not_checked_on_resolution() -> None:
    line = (
        "At the beginning of your upkeep, you lose 1 life unless you control another "
        "colorless creature."
    )
    (ability,) = abilities_of(_card(line))
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.intervening_if is None  # the ability triggers either way (CR 603.4)
    (step,) = _steps(ability.effect)
    assert isinstance(step, ir.IfCondition) and step.otherwise is None
    assert isinstance(step.condition, ir.NotCondition)
    assert isinstance(step.condition.condition, ir.ObjectCount)
    assert isinstance(step.effect, ir.Action) and step.effect.verb is ir.Verb.LOSE_LIFE


def test_then_discard_unless_you_attacked() -> None:
    line = "Draw two cards. Then discard a card unless you attacked this turn."
    (ability,) = abilities_of(_card(line, "Sorcery"))
    draw, discard = _steps(ability.effect)
    assert isinstance(draw, ir.Action) and draw.verb is ir.Verb.DRAW
    assert isinstance(discard, ir.IfCondition)
    assert isinstance(discard.condition, ir.NotCondition)
    assert isinstance(discard.condition.condition, ir.AttackedThisTurn)


@pytest.mark.parametrize(
    ("words", "colors", "relation", "value"),
    [
        ("white is less than five", ("W",), ir.Relation.AT_MOST, 4),
        ("white and black is less than seven", ("W", "B"), ir.Relation.AT_MOST, 6),
        ("red is 5 or greater", ("R",), ir.Relation.AT_LEAST, 5),
        ("green is 3 or less", ("G",), ir.Relation.AT_MOST, 3),
        ("blue and red is greater than 6", ("U", "R"), ir.Relation.AT_LEAST, 7),
    ],
)
def test_devotion_compared(
    words: str, colors: tuple[str, ...], relation: ir.Relation, value: int
) -> None:
    line = f"As long as your devotion to {words}, Test Card gets +1/+1."
    (ability,) = abilities_of(_card(line))
    assert isinstance(ability, ir.StaticAbility)
    test = ability.condition
    assert isinstance(test, ir.DevotionCount)
    assert test.devotion.colors == colors and test.devotion.who.who == "you"
    assert (test.count.relation, test.count.value) == (relation, value)


def test_a_god_isnt_a_creature_below_its_devotion() -> None:
    line = "As long as your devotion to white is less than five, Test Card isn't a creature."
    (ability,) = abilities_of(_card(line, "Legendary Enchantment Creature — God"))
    assert isinstance(ability, ir.StaticAbility)
    (effect,) = ability.effects
    assert isinstance(effect, ir.ContinuousEffect)
    assert effect.layer is ir.Layer.TYPE and effect.remove_types == ("creature",)
    assert effect.affected.filter is None  # this permanent itself
    assert not effect.add_types and not effect.add_subtypes


def test_if_you_dont_after_you_may() -> None:
    line = (
        "At the beginning of your upkeep, you may discard a card. If you don't, sacrifice "
        "Test Card and draw a card."
    )
    (ability,) = abilities_of(_card(line))
    may, didnt = _steps(ability.effect)
    assert isinstance(may, ir.MayDo) and may.chooser.who == "you"
    assert isinstance(didnt, ir.IfNotDone)
    sacrifice, draw = _steps(didnt.effect)
    assert isinstance(sacrifice, ir.Action) and sacrifice.verb is ir.Verb.SACRIFICE
    assert isinstance(draw, ir.Action) and draw.verb is ir.Verb.DRAW


def test_if_you_do_and_if_you_dont() -> None:
    line = (
        "At the beginning of your upkeep, you may sacrifice a creature. If you do, put a "
        "+1/+1 counter on Test Card. If you don't, tap Test Card."
    )
    (ability,) = abilities_of(_card(line))
    may, did, didnt = _steps(ability.effect)
    assert isinstance(may, ir.MayDo)
    assert isinstance(did, ir.IfDone) and isinstance(didnt, ir.IfNotDone)
    assert isinstance(didnt.effect, ir.Action) and didnt.effect.verb is ir.Verb.TAP


#: (line, card type, the column of the C001): what the runtime does not read.
REFUSED = [
    # "If you don't" after an instruction that isn't optional: whether it was done is not
    # what "you don't" asks here
    ("Draw a card. If you don't, Test Card deals 2 damage to you.", "Sorcery", 14),
    # after several players' "may": "you" is not the players who chose
    ("Each player may draw a card. If you don't, Test Card deals 2 damage to you.", "Sorcery", 30),
    # after another player's "may"
    (
        "Target opponent may draw a card. If you don't, Test Card deals 2 damage to you.",
        "Sorcery",
        34,
    ),
    # an "If you do" with its own "you may": which of the two "you don't" names is open
    (
        "You may draw a card. If you do, you may discard a card. If you don't, Test Card "
        "deals 2 damage to you.",
        "Sorcery",
        57,
    ),
    # a card type taken from the objects a description finds (CR 613.8), and a type with
    # more words than a card type
    (
        "As long as your devotion to white is less than five, enchanted creature isn't a creature.",
        "Enchantment — Aura",
        54,
    ),
    (
        "As long as your devotion to white is less than five, Test Card isn't a white creature.",
        CREATURE,
        64,
    ),
]


@pytest.mark.parametrize(("line", "card_type", "column"), REFUSED)
def test_refused_at_its_span(line: str, card_type: str, column: int) -> None:
    assert column in refusal_columns(line, card_type)


#: (line, the column of the E001): near wordings that are not Oracle's.
NEAR_MISSES = [
    (
        "At the beginning of your upkeep, you may sacrifice a creature. If you doesn't, tap "
        "Test Card.",
        71,
    ),
    (
        "At the beginning of your upkeep, you may sacrifice a creature. If you dont, tap "
        "Test Card.",
        71,
    ),
    (
        "At the beginning of your upkeep, you may sacrifice a creature. If not, tap Test Card.",
        67,
    ),
    (
        "At the beginning of your upkeep, you may sacrifice a creature. If you don't tap "
        "Test Card.",
        90,
    ),
    (
        "At the beginning of your upkeep, you lose 1 life unless if you control another "
        "colorless creature.",
        57,
    ),
    ("As long as your devotion to white is fewer than five, Test Card isn't a creature.", 38),
    ("As long as your devotion to white is less five, Test Card isn't a creature.", 43),
    ("As long as your devotion of white is less than five, Test Card isn't a creature.", 26),
    ("As long as your devotion to white is less than five, Test Card isn't creature.", 70),
    ("As long as your devotion to white is less than five, Test Card is not a creature.", 67),
]


@pytest.mark.parametrize(("line", "column"), NEAR_MISSES)
def test_near_wordings_are_errors(line: str, column: int) -> None:
    assert line_errors(line, CREATURE) == [("E001", column)]


# ---- "you don't control", "you didn't attack with a creature / lose life this turn" --------


def test_if_you_dont_control_after_the_instruction() -> None:
    line = "At the beginning of your upkeep, you lose 2 life if you don't control an Ogre."
    (ability,) = abilities_of(_card(line))
    assert ability.intervening_if is None  # a trailing "if": checked as it resolves
    (step,) = _steps(ability.effect)
    assert isinstance(step, ir.IfCondition)
    test = step.condition
    assert isinstance(test, ir.ObjectCount)
    assert (test.count.relation, test.count.value) == (ir.Relation.EXACTLY, 0)
    assert "ogre" in str(test.filter).lower() and test.filter.controller is not None


def test_leading_if_you_dont_control() -> None:
    line = (
        "Exile target creature. If you don't control a Human, you lose life equal to that "
        "creature's toughness."
    )
    (ability,) = abilities_of(_card(line, "Instant"))
    _exile, lose = _steps(ability.effect)
    assert isinstance(lose, ir.IfCondition)
    assert isinstance(lose.condition, ir.ObjectCount) and lose.condition.count.value == 0


def test_if_you_didnt_attack_with_a_creature() -> None:
    line = (
        "At the beginning of your end step, if you didn't attack with a creature this turn, "
        "sacrifice Test Card."
    )
    (ability,) = abilities_of(_card(line, "Enchantment"))
    test = ability.intervening_if  # CR 603.4
    assert isinstance(test, ir.NotCondition)
    assert isinstance(test.condition, ir.AttackedThisTurn)


def test_if_you_didnt_lose_life() -> None:
    line = (
        "At the beginning of each opponent's end step, if you didn't lose life this turn, "
        "you may put a quest counter on Test Card."
    )
    (ability,) = abilities_of(_card(line, "Enchantment"))
    test = ability.intervening_if
    assert isinstance(test, ir.NotCondition)
    assert isinstance(test.condition, ir.LifeLostThisTurn)
    assert test.condition.who.who == "you"


#: (line, card type, where C001 must stand).
REFUSED_NEGATIONS = [
    # a number other than "a": "don't control two Ogres" is not "control no Ogre"
    ("At the beginning of your upkeep, you lose 2 life if you don't control two Ogres.", 53),
    # another player's history
    (
        "At the beginning of your end step, if an opponent didn't lose life this turn, draw a "
        "card.",
        39,
    ),
    (
        "At the beginning of your end step, if you didn't attack with two creatures this "
        "turn, draw a card.",
        62,
    ),
]


@pytest.mark.parametrize(("line", "column"), REFUSED_NEGATIONS)
def test_negations_refused_at_their_span(line: str, column: int) -> None:
    assert column in refusal_columns(line, CREATURE)


NEAR_NEGATIONS = [
    ("At the beginning of your upkeep, you lose 2 life if you doesn't control an Ogre.", 57),
    ("At the beginning of your upkeep, you lose 2 life if you don't controls an Ogre.", 63),
    (
        "At the beginning of your end step, if you didn't attacked with a creature this "
        "turn, draw a card.",
        50,
    ),
    ("At the beginning of your end step, if you didn't lost life this turn, draw a card.", 50),
]


@pytest.mark.parametrize(("line", "column"), NEAR_NEGATIONS)
def test_negation_near_wordings_are_errors(line: str, column: int) -> None:
    assert line_errors(line, CREATURE) == [("E001", column)]
