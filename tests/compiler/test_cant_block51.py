"""'Target creature can't block ~ this turn.' (Spin Engine, Screeching Griffin; CR 509.1b):
a restriction on the creatures named, of blocking this object only, for the duration
(tests/scenarios/cant_block51 plays it); "can't block" another object, or with no duration,
stays refused at the instruction."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import (
    card_errors,
    compiled_abilities,
    ir_nodes_of,
    refusals,
    word_column,
)

CREATURE = "Creature — Construct"


@pytest.mark.parametrize(
    "line",
    [
        "{R}: Target creature can't block Test Card this turn.",
        "{1}{R}: Creatures without defender can't block Test Card this turn.",
    ],
)
def test_cant_block_this_object_is_a_restriction(line: str) -> None:
    assert card_errors(line, CREATURE) == []
    assert refusals(line, CREATURE) == []
    (ability,) = compiled_abilities(line, CREATURE)
    (restrict,) = ir_nodes_of(ability, ir.Restrict)
    assert (restrict.kind, restrict.duration) == ("cant_block_source", ir.Duration.END_OF_TURN)


@pytest.mark.parametrize(
    ("line", "at"),
    [
        ("{R}: Target creature can't block target creature this turn.", "can't block"),
        ("{R}: Target creature can't block Test Card.", "can't block"),
    ],
)
def test_other_objects_or_no_duration_are_refused(line: str, at: str) -> None:
    assert card_errors(line, CREATURE) == []
    assert refusals(line, CREATURE) == [("C001", word_column(line, at))]
