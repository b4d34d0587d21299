"""Cycling and typecycling (CR 702.29a, 702.29e) and the triggers on cycling (CR 702.29c-d)
lowered to the IR (:func:`karlov.compiler.lower.keywords`, :mod:`karlov.compiler.triggers`),
and the runtime objects built from that IR (:mod:`karlov.runtime.build`)."""

from __future__ import annotations

from karlov import ir
from karlov.runtime import BATTLEFIELD, GRAVEYARD, HAND
from karlov.runtime.abilities import ActivatedAbility, TriggeredAbility
from karlov.runtime.build import ability_objects

from .lowering import abilities_of, c001_of

YOU = ir.Whose.YOU
PREFIX = "the rules runtime cannot execute this yet: "


def _creature(line: str) -> str:
    return f"Probe {{1}}\nCreature — Beast\n{line}\n2/2\n"


def test_cycling_states_its_cost_and_no_type() -> None:
    (ability,) = abilities_of(_creature("Cycling {2} ({2}, Discard this card: Draw a card.)"))
    assert isinstance(ability, ir.KeywordAbility)
    assert (ability.name, ability.filter, ability.number) == ("cycling", None, None)
    assert ability.cost == ir.Cost(mana="{2}")
    assert ability.text == "Cycling {2}"


def test_a_colored_cycling_cost_is_kept_as_written() -> None:
    (ability,) = abilities_of(_creature("Cycling {W}{U}"))
    assert isinstance(ability, ir.KeywordAbility)
    assert ability.cost == ir.Cost(mana="{W}{U}")


def test_plainscycling_searches_for_a_plains_card() -> None:
    """CR 702.29e: "[type]cycling" searches for a [type] card; Plains is a subtype."""
    (ability,) = abilities_of(_creature("Plainscycling {2}"))
    assert isinstance(ability, ir.KeywordAbility)
    assert ability.name == "cycling" and ability.cost == ir.Cost(mana="{2}")
    assert ability.filter is not None
    assert ability.filter.subtypes == ("plains",)
    assert (ability.filter.types, ability.filter.supertypes) == ((), ())
    assert ability.text == "Plainscycling {2}"


def test_basic_landcycling_searches_for_a_basic_land_card() -> None:
    """CR 702.29e: "basic landcycling": the supertype basic and the card type land."""
    (ability,) = abilities_of(_creature("Basic landcycling {1}{G}"))
    assert isinstance(ability, ir.KeywordAbility)
    assert ability.filter is not None
    assert ability.filter.supertypes == ("basic",)
    assert ability.filter.types == (ir.TypeTest(any_of=("land",)),)
    assert ability.filter.subtypes == ()


def test_cycling_under_solved_is_refused() -> None:
    """A Solved gate (CR 702.169d) on an ability that functions only from the hand is no
    reading the runtime plays: C001."""
    text = (
        "Case of the Test {W}\n"
        "Enchantment — Case\n"
        "To solve — You control three or more artifacts. "
        "(If unsolved, solve at the beginning of your end step.)\n"
        "Solved — Cycling {2}\n"
    )
    assert c001_of(text) == [PREFIX + "a cycling ability under 'Solved —'"]


def test_the_runtime_builds_a_hand_only_ability_that_discards_the_card() -> None:
    """CR 702.29a: "[Cost], Discard this card: Draw a card.", only from the hand."""
    (ability,) = abilities_of(_creature("Cycling {2}"))
    (built,) = ability_objects(ability)
    assert isinstance(built, ActivatedAbility)
    assert built.zones == (HAND,)
    assert built.cost.discard_self and built.cycling
    assert str(built.cost) == "{2}, Discard this card"
    assert built.timing == "instant" and not built.is_mana_ability


def test_when_you_cycle_this_card_triggers_from_where_the_card_goes() -> None:
    """CR 702.29c: it triggers from whatever zone the card winds up in, not the battlefield."""
    trigger, _keyword = abilities_of(
        _creature("When you cycle this card, you gain 3 life.\nCycling {2}")
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.trigger == ir.EventTrigger("cycle", by=YOU)
    (built,) = ability_objects(trigger)
    assert isinstance(built, TriggeredAbility)
    assert GRAVEYARD in built.zones and BATTLEFIELD not in built.zones


def test_cycle_or_discard_is_the_discard_trigger() -> None:
    """CR 702.29d: it triggers only once when a card is cycled, and cycling discards it."""
    (trigger,) = abilities_of(_creature("Whenever you cycle or discard a card, you gain 1 life."))
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.trigger == ir.EventTrigger("discard", by=YOU)


def test_cycling_a_card_and_another_card() -> None:
    (a_card,) = abilities_of(_creature("Whenever you cycle a card, you gain 1 life."))
    (another,) = abilities_of(_creature("Whenever you cycle another card, you gain 1 life."))
    assert isinstance(a_card, ir.TriggeredAbility) and isinstance(another, ir.TriggeredAbility)
    assert a_card.trigger == ir.EventTrigger("cycle_card", by=YOU)
    assert another.trigger == ir.EventTrigger("cycle_another_card", by=YOU)
    (built,) = ability_objects(another)
    assert isinstance(built, TriggeredAbility) and built.zones == (BATTLEFIELD,)


def test_cycling_a_kind_of_card_is_refused() -> None:
    assert c001_of(_creature("Whenever you cycle a creature card, you gain 1 life.")) == [
        PREFIX + "a trigger on cycling other than one card"
    ]
