"""Delayed instructions: "[instruction] at the beginning of the next end step" and "... of the
next turn's upkeep" create a delayed triggered ability (CR 603.7a) rather than being done now.
Their behaviour is played in ``tests/scenarios/delayed_and_costs/``."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of


def _creature(line: str) -> str:
    return f"Probe {{1}}\nCreature — Human\n{line}\n2/2\n"


def test_sacrifice_it_at_the_next_end_step_is_delayed() -> None:
    (activated,) = abilities_of(
        _creature(
            "{R}: Probe gets +1/+0 until end of turn. Sacrifice Probe at the beginning of "
            "the next end step."
        )
    )
    assert isinstance(activated, ir.ActivatedAbility)
    assert isinstance(activated.effect, ir.Sequence)
    pump, later = activated.effect.steps
    assert isinstance(pump, ir.ModifyPT)
    assert isinstance(later, ir.DelayedInstruction) and later.when == "next_end_step"
    assert isinstance(later.effect, ir.Action) and later.effect.verb is ir.Verb.SACRIFICE
    assert later.text == "At the beginning of the next end step, sacrifice Probe"


def test_return_that_card_names_the_exiled_card() -> None:
    (triggered,) = abilities_of(
        _creature(
            "When Probe enters, exile another target creature. Return that card to the "
            "battlefield under its owner's control at the beginning of the next end step."
        )
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    assert isinstance(triggered.effect, ir.Sequence)
    exile, later = triggered.effect.steps
    assert isinstance(exile, ir.Action) and exile.remember
    assert isinstance(later, ir.DelayedInstruction)
    assert isinstance(later.effect, ir.Action)
    assert later.effect.objects == ir.Mentioned(exile.remember, span=later.effect.objects.span)


def test_draw_at_the_next_turns_upkeep_is_delayed() -> None:
    (triggered,) = abilities_of(
        _creature("When Probe enters, draw a card at the beginning of the next turn's upkeep.")
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    later = triggered.effect
    assert isinstance(later, ir.DelayedInstruction) and later.when == "next_turns_upkeep"
    assert isinstance(later.effect, ir.Action) and later.effect.verb is ir.Verb.DRAW
