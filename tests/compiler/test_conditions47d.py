"""Conditions, session 47: "it's [state]" of the source (CR 110.5, 301.5, 303.4, 509.1g,
702.112b, 603.4), "~ didn't attack this turn" (CR 508.1), "if you cast it" (CR 601.2, 603.4),
"no opponent controls a ..." (CR 108.4), "you control fewer ... than an opponent", "there are
fewer than N ..." (CR 107.1) and "... total in all graveyards" (CR 404.1) are lowered; "mana
from a Treasure was spent" (CR 601.2h), "its surge cost was paid" (CR 601.2b), "this is the
third time this ability has resolved this turn", "your team controls" (CR 810), "the creature
with the greatest power or tied for ..." and "the sacrificed creature was ..." parse into
typed nodes and are refused (C001 at the condition). tests/scenarios/conditions47d plays the
lowered ones, the condition true and false. Each comes with near wordings that are errors
(E001 at their word)."""

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


@pytest.mark.parametrize(
    ("words", "state"),
    [
        ("untapped", "untapped"),
        ("tapped", "tapped"),
        ("enchanted", "enchanted"),
        ("equipped", "equipped"),
        ("monstrous", "monstrous"),
        ("renowned", "renowned"),
    ],
)
def test_as_long_as_its_state_of_the_source(words: str, state: str) -> None:
    line = f"Test Card has hexproof as long as it's {words}."
    (ability,) = abilities_of(_card(line))
    assert isinstance(ability, ir.StaticAbility)
    assert ability.condition == ir.SourceIs(state, span=ability.condition.span)


def test_attack_trigger_if_its_renowned() -> None:
    line = "Whenever Test Card attacks, if it's renowned, draw a card."
    (ability,) = abilities_of(_card(line))
    assert isinstance(ability, ir.TriggeredAbility)
    test = ability.intervening_if
    assert isinstance(test, ir.SourceIs) and test.state == "renowned"


def test_enters_if_its_on_the_battlefield() -> None:
    line = "When Test Card enters, if it's on the battlefield, draw a card."
    (ability,) = abilities_of(_card(line))
    test = ability.intervening_if
    assert isinstance(test, ir.SourceIs) and test.state == "on_battlefield"


def test_enters_if_you_cast_it() -> None:
    line = "When Test Card enters, if you cast it, draw a card."
    (ability,) = abilities_of(_card(line))
    test = ability.intervening_if
    assert isinstance(test, ir.SourceIs) and test.state == "cast"


@pytest.mark.parametrize(("verb", "state"), [("attack", "attacked"), ("block", "blocked")])
def test_source_didnt_attack_this_turn(verb: str, state: str) -> None:
    line = f"At the beginning of your end step, if Test Card didn't {verb} this turn, draw a card."
    (ability,) = abilities_of(_card(line))
    test = ability.intervening_if
    assert isinstance(test, ir.NotCondition)
    assert isinstance(test.condition, ir.SourceIs)
    assert test.condition.state == f"{state}_this_turn"


def test_no_opponent_controls() -> None:
    line = "Test Card has haste as long as no opponent controls a white or blue creature."
    (ability,) = abilities_of(_card(line))
    test = ability.condition
    assert isinstance(test, ir.ObjectCount)
    assert (test.count.relation, test.count.value) == (ir.Relation.EXACTLY, 0)
    assert test.filter.controller is not None
    assert test.filter.controller.who == "each_opponent"


def test_you_control_fewer_than_an_opponent() -> None:
    line = "If you control fewer creatures than an opponent, draw a card."
    (ability,) = abilities_of(_card(line, "Sorcery"))
    (step,) = _steps(ability.effect)
    assert isinstance(step, ir.IfCondition)
    assert isinstance(step.condition, ir.ControlsMore)


def test_there_are_fewer_than_six() -> None:
    line = (
        "At the beginning of your upkeep, if there are fewer than six creature cards in your "
        "graveyard, draw a card."
    )
    (ability,) = abilities_of(_card(line))
    test = ability.intervening_if
    assert isinstance(test, ir.ObjectCount)
    assert (test.count.relation, test.count.value) == (ir.Relation.AT_MOST, 5)
    assert test.filter.zone is ir.ZoneName.GRAVEYARD


def test_cards_total_in_all_graveyards() -> None:
    line = (
        "At the beginning of your upkeep, if there are ten or more creature cards total in all "
        "graveyards, draw a card."
    )
    (ability,) = abilities_of(_card(line))
    test = ability.intervening_if
    assert isinstance(test, ir.ObjectCount)
    assert (test.count.relation, test.count.value) == (ir.Relation.AT_LEAST, 10)
    assert test.filter.zone is ir.ZoneName.GRAVEYARD
    assert test.filter.zone_owner is ir.Whose.ANY


#: (line, card type, the words the C001 starts at): typed conditions the runtime does not
#: play yet, refused at the condition.
REFUSED = [
    ("Target creature gets +1/+1 until end of turn. If it's tapped, draw a card.", "Instant",
     "it's tapped"),
    ("When Test Card enters, if mana from a Treasure was spent to cast it, draw a card.",
     CREATURE, "mana from"),
    ("When Test Card enters, if its surge cost was paid, draw a card.", CREATURE, "its surge"),
    # in a trigger "this ability" names no activation (the activated form plays since session
    # 51: tests/compiler/test_activations51.py)
    ("At the beginning of your upkeep, if this is the third time this ability has resolved "
     "this turn, you gain 1 life.", CREATURE, "this is the third"),
    ("At the beginning of your upkeep, if your team controls another Warrior, draw a card.",
     CREATURE, "your team"),
    ("At the beginning of your upkeep, if you control the creature with the greatest power or "
     "tied for the greatest power, draw a card.", CREATURE, "you control the"),
    ("Sacrifice a creature: Draw a card. If the sacrificed creature was a Human, you gain 1 "
     "life.", CREATURE, "the sacrificed"),
    ("At the beginning of your end step, if Test Card came under your control this turn, draw "
     "a card.", CREATURE, "Test Card came"),
    ("If you control fewer creatures than each opponent, draw a card.", "Sorcery",
     "you control fewer"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "words"), REFUSED)
def test_refused_at_the_condition(line: str, card_type: str, words: str) -> None:
    assert line_errors(line, card_type) == []
    assert line.index(words) + 1 in refusal_columns(line, card_type)


#: (line, card type, the wrong word): near wordings that are not Oracle's.
NEAR_MISSES = [
    ("Test Card has hexproof as long as it's untap.", CREATURE, "untap."),
    ("Test Card has hexproof as long as it untapped.", CREATURE, "untapped"),
    ("When Test Card enters, if it's on battlefield, draw a card.", CREATURE, "battlefield"),
    ("At the beginning of your end step, if Test Card didn't attacked this turn, draw a card.",
     CREATURE, "attacked"),
    ("At the beginning of your end step, if Test Card don't attack this turn, draw a card.",
     CREATURE, "don't"),
    ("When Test Card enters, if you casts it, draw a card.", CREATURE, "casts"),
    ("Test Card has haste as long as no opponents controls a creature.", CREATURE, "opponents"),
    ("Test Card has haste as long as no opponent control a creature.", CREATURE, "control "),
    ("If you control less creatures than an opponent, draw a card.", "Sorcery", "less"),
    ("At the beginning of your upkeep, if there are less than six creature cards in your "
     "graveyard, draw a card.", CREATURE, "less"),
    ("At the beginning of your upkeep, if there are fewer then six creature cards in your "
     "graveyard, draw a card.", CREATURE, "then"),
    ("When Test Card enters, if its surge costs was paid, draw a card.", CREATURE, "costs"),
    ("When Test Card enters, if its surge cost were paid, draw a card.", CREATURE, "were"),
    ("{1}: Draw a card. If this is the third times this ability has resolved this turn, draw a "
     "card.", CREATURE, "times"),
    ("If mana from a Treasure were spent to cast this spell, draw a card.", "Sorcery", "were"),
    ("At the beginning of your upkeep, if you control the creature with the greatest power or "
     "tied with the greatest power, draw a card.", CREATURE, "with the greatest power,"),
    ("Whenever a creature dies, if your team control a creature, draw a card.", CREATURE,
     "control a"),
    ("Sacrifice a creature: Draw a card. If the sacrificed creature were a Human, draw a card.",
     CREATURE, "were"),
    ("Counter target spell if it has the same name than a card in your graveyard.", "Instant",
     "than"),
    ("At the beginning of your upkeep, if there are ten or more creature cards total on all "
     "graveyards, draw a card.", CREATURE, "on all"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "words"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, words: str) -> None:
    assert line_errors(line, card_type) == [("E001", line.index(words) + 1)]
