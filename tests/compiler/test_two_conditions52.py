"""A triggered ability with two trigger conditions (CR 603.2): "At the beginning of your upkeep
or whenever you cast a red spell", "When ~ enters or at the beginning of your upkeep",
"When ~ enters and at the beginning of your upkeep", "Whenever ... or when ~ dies". One
ability, triggering on an event either condition matches; its effect names nothing that
only one of the events has."""

from __future__ import annotations

from karlov import ir
from tests.syntax.families import compiled_abilities, refusals, word_column


def _trigger(line: str, card_type: str = "Artifact") -> ir.Trigger:
    ability = compiled_abilities(line, card_type)[0]
    assert isinstance(ability, ir.TriggeredAbility)
    return ability.trigger


def _without_spans(trigger: ir.Trigger) -> list[tuple[str, object]]:
    assert isinstance(trigger, ir.AnyOf)
    return [
        ("step", (t.step, t.whose)) if isinstance(t, ir.StepTrigger) else ("event", t.event)
        for t in trigger.triggers
    ]


def test_step_or_event_is_one_ability_of_both() -> None:
    line = (
        "At the beginning of your upkeep or whenever you cast a red spell, "
        "put a charge counter on Test Card."
    )
    assert _without_spans(_trigger(line)) == [
        ("step", (ir.Step.UPKEEP, ir.Whose.YOU)),
        ("event", "cast"),
    ]


def test_event_or_step_and_event_and_step_mean_the_same() -> None:
    either = _trigger("When Test Card enters or at the beginning of your upkeep, you gain 1 life.")
    both = _trigger("When Test Card enters and at the beginning of your upkeep, you gain 1 life.")
    assert _without_spans(either) == _without_spans(both)
    assert _without_spans(either) == [
        ("event", "enters"),
        ("step", (ir.Step.UPKEEP, ir.Whose.YOU)),
    ]


def test_event_or_event_keeps_each_subject() -> None:
    line = "Whenever you cast a red spell or when Test Card dies, draw a card."
    trigger = _trigger(line, "Creature — Elf")
    assert _without_spans(trigger) == [("event", "cast"), ("event", "dies")]


def test_the_effect_names_nothing_only_one_event_has() -> None:
    # "that spell" is the cast spell of one condition and nothing of the other (CR 608.2c)
    line = "At the beginning of your upkeep or whenever you cast a red spell, copy that spell."
    assert refusals(line, "Artifact") == [("C001", word_column(line, "that spell"))]
    # "that player": the active player of one condition, nobody of the other
    line = (
        "At the beginning of each player's upkeep or whenever you cast a red spell, "
        "that player loses 1 life."
    )
    assert refusals(line, "Artifact") == [("C001", word_column(line, "that player"))]
