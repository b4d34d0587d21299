"""'This ability triggers only once each turn.' and the 'one or more' triggers it makes
readable: a trigger of one or more objects at once that triggers at most once a turn triggers
exactly when the first such object's event happens (CR 603.2c), with no one object of the
event for the effect to name."""

from __future__ import annotations

import pytest

from karlov import ir

from .lowering import abilities_of, c001_of

VAMPIRE = (
    "Probe {2}{W}\nCreature — Vampire\nWhenever one or more other creatures with power 2 or "
    "less enter under your control, EFFECT. This ability triggers only once each turn.\n2/3\n"
)


def test_the_limit_is_the_abilitys_own() -> None:
    (ability,) = abilities_of(
        "Probe {3}{U}\nCreature — Human Wizard\nWhenever you cast a noncreature spell, create "
        "a 1/1 white Spirit creature token with flying. This ability triggers only once each "
        "turn.\n3/2\n"
    )
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.max_per_turn == 1


def test_one_or_more_objects_once_each_turn_triggers_on_the_first() -> None:
    (ability,) = abilities_of(VAMPIRE.replace("EFFECT", "draw a card"))
    assert isinstance(ability, ir.TriggeredAbility) and ability.max_per_turn == 1
    assert isinstance(ability.trigger, ir.EventTrigger)
    assert ability.trigger.event == "enters"
    assert ability.trigger.subject is not None and ability.trigger.subject.other
    assert ability.trigger.subject.power_at_most == 2


def test_a_trigger_without_the_limit_has_none() -> None:
    (ability,) = abilities_of(
        "Probe {3}{U}\nCreature — Human Wizard\nWhenever you cast a noncreature spell, draw a "
        "card.\n3/2\n"
    )
    assert isinstance(ability, ir.TriggeredAbility) and ability.max_per_turn is None


def test_one_or_more_objects_without_the_limit_is_still_c001() -> None:
    # each event of one or more objects triggers it once: the runtime does not group them
    assert c001_of(
        "Probe {2}{W}\nCreature — Vampire\nWhenever one or more other creatures enter under "
        "your control, draw a card.\n2/3\n"
    ) == ["the rules runtime cannot execute this yet: a trigger on a number of objects at once"]


@pytest.mark.parametrize(
    ("effect", "reason"),
    [
        ("put a +1/+1 counter on it", "a pronoun after a trigger on one or more objects"),
        ("its controller draws a card", "'its' after a trigger on one or more objects"),
        ("you gain life equal to its power", "'its' after a trigger on one or more objects"),
    ],
)
def test_no_one_object_of_the_event_is_named(effect: str, reason: str) -> None:
    """Which of the objects that entered "it" means is no reading to choose."""
    assert c001_of(VAMPIRE.replace("EFFECT", effect)) == [
        f"the rules runtime cannot execute this yet: {reason}"
    ]


def test_the_limit_sentence_elsewhere_is_c001() -> None:
    assert c001_of(
        "Probe {2}\nArtifact\n{T}: Draw a card. This ability triggers only once each turn.\n"
    ) == [
        "the rules runtime cannot execute this yet: 'This ability triggers only once each "
        "turn.' in an effect"
    ]
