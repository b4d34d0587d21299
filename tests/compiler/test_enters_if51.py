# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""A permanent entering with counters under a condition (CR 614.1c, 614.12) now reads what
happened this turn (raid, revolt, morbid: tests/scenarios/history51) and the spell the
permanent was (Myojin: "if you cast it from your hand", CR 400.7d, tests/scenarios/
cast_from51): none of them asks about the entering permanent as a permanent."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import card_errors, compiled_abilities, refusals

CREATURE = "Creature — Spirit"


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        (
            "Test Card enters with a +1/+1 counter on it if you attacked this turn.",
            ir.AttackedThisTurn,
        ),
        (
            "Test Card enters with two +1/+1 counters on it if a permanent you controlled left the battlefield this turn.",
            ir.HappenedThisTurn,
        ),
        (
            "Test Card enters with four +1/+1 counters on it if a creature died this turn.",
            ir.HappenedThisTurn,
        ),
        (
            "Test Card enters with a divinity counter on it if you cast it from your hand.",
            ir.CastFrom,
        ),
    ],
)
def test_the_condition_is_read_as_it_enters(line: str, kind: type) -> None:
    assert card_errors(line, CREATURE) == []
    assert refusals(line, CREATURE) == []
    (ability,) = compiled_abilities(line, CREATURE)
    assert isinstance(ability, ir.StaticAbility) and ability.enters_with is not None
    assert isinstance(ability.enters_with.condition, kind)
