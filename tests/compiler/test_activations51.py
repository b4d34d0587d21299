# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""'If this ability has been activated four or more times this turn, ...' (Dragon Whelp,
Initiates of the Ebon Hand; CR 602.2, 608.2c): read in an activated ability's own effect as
the count of its activations this turn, tested as it resolves (the scenarios in
tests/scenarios/activations51 play it); "this ability" anywhere else names no activated
ability and is refused at the condition."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from tests.syntax.families import (
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    refusals,
    word_column,
)

CREATURE = "Creature — Dragon"


@pytest.mark.parametrize(
    "line",
    [
        "{R}: Test Card gets +1/+0 until end of turn. If this ability has been activated four or more times this turn, sacrifice Test Card at the beginning of the next end step.",
        "{1}: Add {B}. If this ability has been activated four or more times this turn, sacrifice Test Card at the beginning of the next end step.",
    ],
)
def test_the_count_of_activations_is_read_in_the_ability_itself(line: str) -> None:
    assert card_errors(line, CREATURE) == []
    assert refusals(line, CREATURE) == []
    (ability,) = compiled_abilities(line, CREATURE)
    assert isinstance(ability, ir.ActivatedAbility)
    (test,) = ir_nodes_of(ability, ir.AbilityActivatedThisTurn)
    assert test.count == ir.Count(ir.Relation.AT_LEAST, 4, span=test.count.span)


@pytest.mark.parametrize(
    "line",
    [
        "When Test Card enters, if this ability has been activated four or more times this turn, draw a card.",
        "At the beginning of your upkeep, if this ability has been activated two or more times this turn, draw a card.",
    ],
)
def test_this_ability_outside_its_own_activated_ability_is_refused(line: str) -> None:
    assert card_errors(line, CREATURE) == []
    assert refusals(line, CREATURE) == [("C001", word_column(line, "this ability"))]


def test_the_count_is_written_in_words() -> None:
    line = "{R}: Test Card gets +1/+0 until end of turn. If this ability has been activated 4 or more times this turn, sacrifice Test Card at the beginning of the next end step."
    found = karlov.check(card_text(line, CREATURE))
    assert [(d.code, d.span.column) for d in found] == [("W103", word_column(line, "4"))]


@pytest.mark.parametrize(
    ("line", "times"),
    [
        (
            "{2}{R}: Creatures you control get +1/+0 until end of turn. If this is the third time this ability has resolved this turn, creatures you control gain first strike until end of turn.",
            (3,),
        ),
        (
            "{2}: Target creature gains trample until end of turn. If this is the second or third time this ability has resolved this turn, draw a card.",
            (2, 3),
        ),
    ],
)
def test_the_nth_resolution_is_read_in_the_ability_itself(
    line: str, times: tuple[int, ...]
) -> None:
    assert card_errors(line, CREATURE) == []
    assert refusals(line, CREATURE) == []
    (ability,) = compiled_abilities(line, CREATURE)
    (test,) = ir_nodes_of(ability, ir.AbilityResolvedThisTurn)
    assert test.times == times


def test_the_nth_resolution_outside_an_activated_ability_is_refused() -> None:
    line = "At the beginning of your upkeep, if this is the third time this ability has resolved this turn, draw a card."
    assert card_errors(line, CREATURE) == []
    assert refusals(line, CREATURE) == [("C001", word_column(line, "this is"))]
