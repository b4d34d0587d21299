"""Mutate (CR 702.140) and "Whenever this creature mutates" (CR 702.140d), which
tests/scenarios/mutate46a plays: the keyword with its mana cost, an alternative cost the
runtime builds in full; the trigger with its subject ("this creature", "a creature you
control"); and the near wordings that must be errors at their word."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

from karlov import ir

from .lowering import abilities_of

_REMINDER = (
    "(If you cast this spell for its mutate cost, put it over or under target non-Human "
    "creature you own. They mutate into the creature on top plus all abilities from under it.)"
)


def _creature(*lines: str) -> str:
    body = "\n".join(lines)
    return f"Test Card {{3}}{{G}}\nCreature — Beast\n{body}\n4/4\n"


@pytest.mark.parametrize(
    ("line", "mana"),
    [
        (f"Mutate {{1}}{{G}}{{G}} {_REMINDER}", "{1}{G}{G}"),
        ("Mutate {2}{B/G}{B/G}", "{2}{B/G}{B/G}"),
        (f"Mutate {{U/R}}{{U/R}} {_REMINDER}", "{U/R}{U/R}"),
    ],
)
def test_mutate_is_a_keyword_with_its_cost(line: str, mana: str) -> None:
    """ "Mutate [cost]" (CR 702.140a): the cost is the card's; what it does is the rules'.
    The reminder text has no rules meaning (CR 207.2)."""
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.KeywordAbility)
    assert ability.name == "mutate"
    assert ability.cost is not None and ability.cost.mana == mana


def test_whenever_this_creature_mutates() -> None:
    """CR 702.140d: the source itself, "it" in the effect."""
    line = "Whenever this creature mutates, put two +1/+1 counters on it."
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.EventTrigger)
    assert ability.trigger.event == "mutates"
    assert ability.trigger.subject is None


def test_whenever_a_creature_you_control_mutates() -> None:
    """Essence Symbiote: a creature you control, "that creature" the mutated permanent."""
    line = (
        "Whenever a creature you control mutates, put a +1/+1 counter on that creature and "
        "you gain 2 life."
    )
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger) and trigger.event == "mutates"
    assert trigger.subject is not None and trigger.subject.description == "creature you control"
    assert "EventObject" in repr(ability.effect)


def test_a_mutating_card_with_its_trigger() -> None:
    (keyword, reach, trigger) = abilities_of(
        _creature(
            f"Mutate {{3}}{{G}} {_REMINDER}",
            "Reach",
            "Whenever this creature mutates, draw a card.",
        )
    )
    assert isinstance(keyword, ir.KeywordAbility) and keyword.name == "mutate"
    assert isinstance(reach, ir.KeywordAbility) and reach.name == "reach"
    assert isinstance(trigger, ir.TriggeredAbility)


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("Whenever this creature mutate, draw a card.", "mutate,"),
        ("Whenever this creature mutated, draw a card.", "mutated"),
        ("Whenever this creature is mutated, draw a card.", "mutated"),
        ("Whenever this creature mutates onto a creature, draw a card.", "onto"),
        # (a reminder after mutate that is not its standard one is reminder text karlov does
        # not check, W124: see test_a_wrong_mutate_reminder_is_w124)
    ],
)
def test_near_wordings_fail_at_their_word(line: str, word: str) -> None:
    assert line_errors(line, "Creature — Beast") == [("E001", line.index(word) + 1)]


@pytest.mark.parametrize(
    "line",
    [
        "Mutate {2}{G} (If you cast this spell for its mutate cost, put it over or under "
        "target creature you own. They mutate into the creature on top plus all "
        "abilities from under it.)",
        "Mutate {2}{G} (If you cast this spell for its mutate cost, put it onto target "
        "creature you own.)",
    ],
)
def test_a_wrong_mutate_reminder_is_w124(line: str) -> None:
    """Not mutate's standard reminder (CR 702.140a: onto a non-Human creature): reminder
    text karlov does not check (W124, CR 207.2a), no error; the keyword plays its rules."""
    assert line_errors(line, "Creature — Beast") == []


@pytest.mark.parametrize("line", ["Mutates {2}{G}", "Mutate 2G"])
def test_a_misspelt_mutate_line_fails(line: str) -> None:
    assert [code for code, _column in line_errors(line, "Creature — Beast")] == ["E001"]


def test_mutate_with_a_dash_is_not_its_form() -> None:
    """ "Mutate—{2}{G}": mutate's cost follows a space (CR 702.140a), no dash."""
    assert line_errors("Mutate—{2}{G}", "Creature — Beast") != []


_PING = "{T}: This creature deals X damage to any target, where X is "


@pytest.mark.parametrize(
    "line",
    [
        _PING + "the number of times this creature has mutated.",
        "Whenever this creature mutates, each opponent loses X life and you gain X life, "
        "where X is the number of times this creature has mutated.",
        "Whenever this creature mutates, tap up to X target creatures, where X is the number "
        "of times this creature has mutated.",
    ],
)
def test_the_number_of_times_this_creature_has_mutated(line: str) -> None:
    """CR 702.140d: the merges of this permanent as this object (CR 730.2c), a number of
    targets too ("up to X target creatures", read as they are chosen, CR 601.2c)."""
    (ability,) = abilities_of(_creature(line))
    assert "TimesMutated" in repr(ability)


@pytest.mark.parametrize(
    ("line", "word"),
    [
        (_PING + "the number of times this creature mutated.", "mutated"),
        (_PING + "the number of times it has mutated.", "has"),
        (_PING + "the number of times this creature has mutate.", "has mutate."),
        (_PING + "the number of time this creature has mutated.", "time "),
        (_PING + "the number of times target creature has mutated.", "target creature"),
    ],
)
def test_near_wordings_of_the_times_mutated(line: str, word: str) -> None:
    assert line_errors(line, "Creature — Beast") == [("E001", line.index(word) + 1)]
