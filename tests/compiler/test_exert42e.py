"""Exert (CR 701.43), session 42 (tests/scenarios/combat42e plays it): "You may exert ~ as it
attacks." is a static ability, an optional cost to attack (CR 701.43d, 508.1g), and the "When
you do, ..." printed in its paragraph a triggered ability linked to it (CR 607.2h); "Whenever
you exert a creature" triggers on any exert by you (CR 701.43a), and "Exert ~" is a cost (CR
701.43a, 118.3). Each with the near wording that must be an error or stay refused."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

import karlov
from karlov import ir

from .lowering import abilities_of, c001_of


def _creature(line: str) -> str:
    return f"Test Card {{1}}\nCreature — Human\n{line}\n2/2\n"


def test_exert_as_it_attacks_alone_is_a_rule_of_the_source() -> None:
    (ability,) = abilities_of(_creature("You may exert Test Card as it attacks."))
    assert isinstance(ability, ir.StaticAbility)
    assert [rule.rule for rule in ability.rules] == ["exert_as_it_attacks"]
    assert not (ability.effects or ability.restrictions)


def test_when_you_do_is_a_linked_triggered_ability() -> None:
    line = (
        "You may exert Test Card as it attacks. When you do, it deals 4 damage to target "
        "non-Dragon creature an opponent controls."
    )
    static, linked = abilities_of(_creature(line))
    assert isinstance(static, ir.StaticAbility)
    assert [rule.rule for rule in static.rules] == ["exert_as_it_attacks"]
    assert isinstance(linked, ir.TriggeredAbility)
    assert isinstance(linked.trigger, ir.EventTrigger)
    assert (linked.trigger.event, linked.trigger.subject) == ("exerted_as_it_attacks", None)
    (target,) = linked.targets
    effect = linked.effect
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.DEAL_DAMAGE
    # "it" is the source (CR 603.7c): the creature exerted
    assert isinstance(effect.objects, ir.SourceObject)
    assert isinstance(effect.recipients, ir.TargetObjects)
    assert target.filter is not None and target.filter.excluded_subtypes == ("dragon",)
    assert linked.text == (
        "When you do, it deals 4 damage to target non-Dragon creature an opponent controls."
    )


def test_whenever_you_exert_a_creature() -> None:
    line = "Whenever you exert a creature, creatures you control get +1/+0 until end of turn."
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert (trigger.event, trigger.by) == ("exerts", ir.Whose.YOU)
    assert trigger.subject is not None and trigger.subject.description == "creature"


def test_exert_this_is_a_cost() -> None:
    (ability,) = abilities_of(_creature("{T}, Exert Test Card: Draw a card."))
    assert isinstance(ability, ir.ActivatedAbility)
    assert (ability.cost.tap, ability.cost.exert_self) == (True, True)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            "Whenever an opponent exerts a creature, draw a card.",
            "the rules runtime cannot execute this yet: another player exerting",
        ),
        (
            "{T}, Exert another creature you control: Draw a card.",
            "the rules runtime cannot execute this yet: the cost 'Exert another creature you "
            "control'",
        ),
    ],
)
def test_refused_forms(line: str, message: str) -> None:
    assert c001_of(_creature(line)) == [message]


def test_a_verb_that_does_not_agree_with_you_is_an_error() -> None:
    """ "Whenever you exerts a creature" is E019 at the verb (the check of every subject and
    verb), before the compiler sees it."""
    found = karlov.check(
        _creature("Whenever you exerts a creature, draw a card."), require_playable=False
    )
    assert [(d.code, d.span.column, d.fix) for d in found if d.is_error] == [("E019", 14, "exert")]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # exert is an optional cost to attack only (CR 701.43d): not as it blocks, nor "when"
        ("You may exert Test Card as it blocks.", 25),
        ("You may exert Test Card when it attacks.", 25),
        # the linked ability is its own sentence
        ("You may exert Test Card as it attacks, when you do, draw a card.", 25),
        # not optional, or of another creature: no such ability
        ("You exert Test Card as it attacks.", 21),
        ("You may exert target creature as it attacks.", 15),
        # "If you do" is not the linked trigger's wording (CR 607.2h)
        ("You may exert Test Card as it attacks. If you do, draw a card.", 40),
        ("Whenever a creature is exerted, draw a card.", 24),
    ],
)
def test_near_wordings_are_errors(line: str, column: int) -> None:
    assert line_errors(line, "Creature — Human") == [("E001", column)]
