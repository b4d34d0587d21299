"""Combat families of session 45 (tests/scenarios/combat45g plays them): blocked and unblocked
creatures (CR 509.1h), nonattacking and nonblocking creatures (CR 506.4), what a creature
blocks or is blocked by (CR 509.1a), combat damage dealt to a permanent (CR 510.2), attacking
or blocking alone (CR 506.5), "this combat" (CR 506.1) and "At end of combat" (CR 511.2); each
with the near wording that must be an error, or stay refused."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

from karlov import ir

from .lowering import abilities_of, c001_of


def _creature(line: str) -> str:
    return f"Test Card {{1}}\nCreature — Human\n{line}\n2/2\n"


def _spell(line: str) -> str:
    return f"Test Card {{1}}\nInstant\n{line}\n"


def _target_filter(text: str) -> ir.ObjectFilter:
    (ability,) = abilities_of(text)
    assert isinstance(ability, (ir.SpellAbility, ir.ActivatedAbility))
    (target,) = ability.targets
    assert target.filter is not None
    return target.filter


@pytest.mark.parametrize(
    ("line", "field", "value"),
    [
        ("Destroy target blocked creature.", "blocked", True),
        ("Destroy target unblocked creature.", "blocked", False),
        ("Destroy target blocked attacking creature.", "blocked", True),
        ("Untap target nonattacking creature.", "attacking", False),
        ("Tap target nonblocking creature.", "blocking", False),
    ],
)
def test_combat_states_of_a_target(line: str, field: str, value: bool) -> None:
    """ "blocked" / "unblocked" (CR 509.1h), "nonattacking" / "nonblocking" (CR 506.4)."""
    assert getattr(_target_filter(_spell(line)), field) is value


def test_each_unblocked_creature_is_a_group() -> None:
    line = "{2}{U}{B}: Each unblocked creature has base power and toughness 4/1 until end of turn."
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.ActivatedAbility)
    assert "blocked=False" in repr(ability.effect)


@pytest.mark.parametrize(
    ("line", "field"),
    [
        ("{T}: Tap target creature blocked by Test Card.", "blocked_by_object"),
        (
            "{1}{W}, {T}: Test Card deals 2 damage to target creature blocking or blocked by it.",
            "blocking_or_blocked_by",
        ),
    ],
)
def test_what_the_source_blocks_or_is_blocked_by(line: str, field: str) -> None:
    """ "blocked by ~", "blocking or blocked by it" (CR 509.1a, 509.1h): a relation to the
    source."""
    assert isinstance(getattr(_target_filter(_creature(line)), field), ir.SourceObject)


def test_creatures_blocking_or_blocked_by_it_have_lifelink() -> None:
    (ability,) = abilities_of(
        _creature("Creatures blocking or blocked by Test Card have lifelink.")
    )
    assert isinstance(ability, ir.StaticAbility)
    assert "blocking_or_blocked_by=SourceObject" in repr(ability.effects)


def test_blocked_by_it_as_it_dies_is_refused() -> None:
    """As it dies it leaves combat (CR 506.4); who it blocked then is not recorded."""
    line = "When Test Card dies, destroy all creatures blocking or blocked by it."
    assert c001_of(_creature(line)) == [
        "the rules runtime cannot execute this yet: 'blocking or blocked by it': a creature "
        "described by what it blocks"
    ]


def test_is_dealt_combat_damage() -> None:
    (ability,) = abilities_of(
        _creature("Whenever Test Card is dealt combat damage, you gain that much life.")
    )
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert trigger.event == "is_dealt_combat_damage"


@pytest.mark.parametrize(
    ("line", "kinds"),
    [
        ("Test Card can't attack alone.", ["cant_attack_alone"]),
        ("Test Card can't block alone.", ["cant_block_alone"]),
        ("Test Card can't attack or block alone.", ["cant_attack_alone", "cant_block_alone"]),
    ],
)
def test_alone_restrictions(line: str, kinds: list[str]) -> None:
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.StaticAbility)
    assert [r.kind for r in ability.restrictions] == kinds


def test_cant_be_blocked_as_long_as_its_attacking_alone() -> None:
    (ability,) = abilities_of(
        _creature("Test Card can't be blocked as long as it's attacking alone.")
    )
    assert isinstance(ability, ir.StaticAbility)
    assert ability.condition == ir.SourceIs("attacking_alone", span=ability.condition.span)  # type: ignore[union-attr]


def test_at_end_of_combat_if_it_attacked_or_blocked_this_combat() -> None:
    line = (
        "At end of combat, if Test Card attacked or blocked this combat, put a +1/+1 counter "
        "on Test Card."
    )
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.StepTrigger)
    assert (ability.trigger.step, ability.trigger.whose) == (
        ir.Step.END_OF_COMBAT,
        ir.Whose.ANY,
    )
    assert "attacked_or_blocked_this_combat" in repr(ability)


@pytest.mark.parametrize(
    ("line", "word"),
    [
        # a descriptor is one word: "blocked" is not a verb before the noun
        ("Destroy target unblock creature.", "unblock"),
        ("Destroy target nonattack creature.", "nonattack"),
        # "blocked by" names the blocker after "by": "blocked" is read only before "by it" /
        # "by ~" after a description
        ("Destroy target creature blocked with Test Card.", "blocked"),
    ],
)
def test_near_descriptions_are_errors(line: str, word: str) -> None:
    assert line_errors(line, "Instant") == [("E001", line.index(word) + 1)]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("Test Card can't attack lonely.", "lonely"),
        ("Test Card can't be blocked as long as it's attacking solo.", "solo"),
        ("Whenever Test Card is dealt combat damages, you gain that much life.", "damages"),
        # "attacked or blocked this combat" is one token, as "... this turn" is: a wrong
        # word in it leaves "attacked" alone, and "or" is where the text goes wrong
        (
            "At end of combat, if Test Card attacked or blocked this combats, put a +1/+1 "
            "counter on Test Card.",
            "or blocked",
        ),
        ("At end of the combat, put a +1/+1 counter on Test Card.", "the"),
    ],
)
def test_near_combat_wordings_are_errors(line: str, word: str) -> None:
    assert line_errors(line, "Creature — Human") == [("E001", line.index(word) + 1)]


def test_cant_be_blocked_this_combat() -> None:
    """ "this combat" (CR 506.1, 500.5a): the restriction ends with this combat phase."""
    line = "Whenever Test Card attacks alone, it can't be blocked this combat."
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    effect = ability.effect
    assert isinstance(effect, ir.Restrict)
    assert (effect.kind, effect.duration) == ("cant_be_blocked", ir.Duration.END_OF_COMBAT)


def test_this_combat_on_a_pump_is_refused() -> None:
    line = "Whenever Test Card attacks, it gets +1/+1 this combat."
    assert c001_of(_creature(line)) == [
        "the rules runtime cannot execute this yet: 'this combat' on 'gets +1/+1'"
    ]


_BESTOW = "Test Card {3}{W}\nEnchantment Creature — Elk\nBestow {6}{W}\n{line}\n3/3\n"


@pytest.mark.parametrize(
    ("line", "event"),
    [
        ("Whenever Test Card or enchanted creature attacks, you gain 1 life.", "attacks"),
        (
            "Whenever Test Card or enchanted creature deals combat damage to a player, draw a "
            "card.",
            "combat_damage_to_player",
        ),
    ],
)
def test_self_or_enchanted_creature(line: str, event: str) -> None:
    """ "~ or enchanted creature" on a card with bestow (CR 702.103b, 303.4): two events."""
    abilities = abilities_of(_BESTOW.replace("{line}", line))
    trigger = abilities[-1].trigger  # type: ignore[union-attr]
    assert isinstance(trigger, ir.AnyOf)
    itself, attached = trigger.triggers
    assert isinstance(itself, ir.EventTrigger) and isinstance(attached, ir.EventTrigger)
    assert (itself.event, itself.subject) == (event, None)
    assert attached.event == event and attached.subject is not None
    assert attached.subject.attached_to_source


def test_self_or_enchanted_creature_of_a_plain_creature_is_refused() -> None:
    """A creature with no bestow is attached to nothing: "enchanted creature" names none."""
    line = "Whenever Test Card or enchanted creature attacks, you gain 1 life."
    assert c001_of(_creature(line)) == [
        "the rules runtime cannot execute this yet: this subject of 'attacks'"
    ]


def test_self_or_enchanted_creature_attacks_alone_is_refused() -> None:
    line = "Whenever Test Card or enchanted creature attacks alone, you gain 1 life."
    assert c001_of(_BESTOW.replace("{line}", line)) == [
        "the rules runtime cannot execute this yet: this subject of 'attacks'"
    ]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        # "this combat" is one token, as "this turn" is: the error is at "this"
        ("Whenever Test Card attacks alone, it can't be blocked this battle.", "this battle"),
        ("Whenever Test Card or enchanted creatures attack, you gain 1 life.", "or"),
    ],
)
def test_near_this_combat_wordings_are_errors(line: str, word: str) -> None:
    assert line_errors(line, "Creature — Human") == [("E001", line.index(word) + 1)]
