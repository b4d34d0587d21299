"""Additional combat phases (CR 500.8) and "attacks for the first time each turn" (CR 508.3a),
session 42 (tests/scenarios/combat42e plays them), each with the near wording that must be an
error."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

from karlov import ir

from .lowering import abilities_of


def _creature(line: str) -> str:
    return f"Test Card {{1}}\nCreature — Human\n{line}\n2/2\n"


def _effect_steps(effect: ir.Effect) -> list[ir.Effect]:
    return list(effect.steps) if isinstance(effect, ir.Sequence) else [effect]


def test_attacks_for_the_first_time_each_turn() -> None:
    line = (
        "Whenever Test Card attacks for the first time each turn, untap all creatures you "
        "control. After this phase, there is an additional combat phase."
    )
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert (trigger.event, trigger.subject, trigger.ordinal) == ("attacks", None, 1)
    untap, added = _effect_steps(ability.effect)
    assert isinstance(untap, ir.Action) and untap.verb is ir.Verb.UNTAP
    assert isinstance(added, ir.AdditionalPhases)
    assert (added.phases, added.after) == (("combat",), "phase")


def test_after_this_main_phase_a_combat_and_a_main_phase() -> None:
    line = (
        "{3}{R}{R}: Untap all creatures you control. After this main phase, there is an "
        "additional combat phase followed by an additional main phase. Activate only as a "
        "sorcery."
    )
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.ActivatedAbility)
    added = _effect_steps(ability.effect)[-1]
    assert isinstance(added, ir.AdditionalPhases)
    assert (added.phases, added.after) == (("combat", "main"), "main")


def test_and_after_this_phase_joins_the_untap() -> None:
    line = (
        "Whenever Test Card attacks, untap all creatures you control and after this phase, "
        "there is an additional combat phase."
    )
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    untap, added = _effect_steps(ability.effect)
    assert isinstance(untap, ir.Action) and untap.verb is ir.Verb.UNTAP
    assert isinstance(added, ir.AdditionalPhases) and added.after == "phase"


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # the phase added is a combat phase (with a main phase after it), never another kind
        ("{1}: After this phase, there is an additional main phase.", 6),
        ("{1}: After this turn, there is an additional combat phase.", 6),
        # "for the first time each turn", not "for the first time"
        ("Whenever Test Card attacks for the first time, draw a card.", 46),
        ("Whenever Test Card attacks for the second time each turn, draw a card.", 36),
    ],
)
def test_near_wordings_are_errors(line: str, column: int) -> None:
    assert line_errors(line, "Creature — Human") == [("E001", column)]
