"""Combat families of session 41 (tests/scenarios/combat41e plays them): requirements for a
turn ("attacks this turn if able", "blocks ~ this turn if able", CR 508.1d, 509.1c), in every
combat ("attacks or blocks / blocks each combat if able"), permissions ("can attack this turn
as though it didn't have defender", CR 702.3b; "can block an additional creature this turn",
CR 509.1a), triggers of the declaration ("attacks alone", CR 506.5; "~ and at least two other
creatures attack", CR 508.1a, 508.3a) and creatures put onto the battlefield attacking (CR
508.4); each with the near wording that must stay refused or be an error."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

from karlov import ir

from .lowering import abilities_of, c001_of


def _creature(line: str) -> str:
    return f"Test Card {{1}}\nCreature — Human\n{line}\n2/2\n"


def _card(line: str, kind: str) -> str:
    return f"Test Card {{1}}\n{kind}\n{line}\n"


def _spell_effect(line: str) -> ir.Effect:
    (ability,) = abilities_of(_card(line, "Instant"))
    assert isinstance(ability, ir.SpellAbility)
    return ability.effect


def _restrictions(text: str) -> list[str]:
    found = abilities_of(text)
    return [r.kind for a in found if isinstance(a, ir.StaticAbility) for r in a.restrictions]


def test_attacks_this_turn_if_able_is_a_requirement_for_the_turn() -> None:
    # CR 508.1d: "attacks if able during a certain turn": in each declare attackers step of it
    effect = _spell_effect("Target creature attacks this turn if able.")
    assert isinstance(effect, ir.Restrict)
    assert (effect.kind, effect.duration) == ("attacks_each_combat", ir.Duration.END_OF_TURN)
    assert isinstance(effect.objects, ir.TargetObjects)


def test_attacks_this_turn_if_able_of_a_description_is_refused() -> None:
    # CR 611.2c: a rule-changing effect would also apply to creatures that come later
    text = _card(
        "{1}{U}, {T}: Creatures your opponents control attack this turn if able.", "Artifact"
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: 'attacks this turn if able' said of a "
        "description"
    ]


def test_blocks_this_creature_this_turn_if_able() -> None:
    (ability,) = abilities_of(_creature("{G}: Target creature blocks Test Card this turn if able."))
    assert isinstance(ability, ir.ActivatedAbility)
    effect = ability.effect
    assert isinstance(effect, ir.Restrict)
    assert (effect.kind, effect.duration) == ("must_block_source", ir.Duration.END_OF_TURN)


def test_blocking_another_creature_is_refused() -> None:
    line = (
        "Put a +1/+1 counter on target creature you control. Another target creature blocks it "
        "this turn if able."
    )
    assert c001_of(_card(line, "Sorcery")) == [
        "the rules runtime cannot execute this yet: a requirement to block a creature other "
        "than this one"
    ]


def test_attacks_or_blocks_each_combat_is_both_requirements() -> None:
    text = _creature("Test Card attacks or blocks each combat if able.")
    assert _restrictions(text) == ["attacks_each_combat", "must_block"]


@pytest.mark.parametrize(
    "text",
    [
        _creature("Test Card blocks each combat if able."),
        _card("All creatures block each combat if able.", "Enchantment"),
    ],
)
def test_blocks_each_combat_if_able(text: str) -> None:
    assert _restrictions(text) == ["must_block"]


def test_can_attack_this_turn_as_though_no_defender() -> None:
    line = "{W}: Test Card can attack this turn as though it didn't have defender."
    (ability,) = [a for a in abilities_of(_creature(line)) if isinstance(a, ir.ActivatedAbility)]
    effect = ability.effect
    assert isinstance(effect, ir.Restrict)
    assert (effect.kind, effect.duration) == ("attacks_despite_defender", ir.Duration.END_OF_TURN)


def test_they_can_attack_as_though_no_defender() -> None:
    text = _card("Wall creatures can attack as though they didn't have defender.", "Enchantment")
    assert _restrictions(text) == ["attacks_despite_defender"]


def test_can_block_an_additional_creature_this_turn() -> None:
    line = "{1}{G}: Test Card can block an additional creature this turn."
    (ability,) = [a for a in abilities_of(_creature(line)) if isinstance(a, ir.ActivatedAbility)]
    effect = ability.effect
    assert isinstance(effect, ir.Restrict)
    assert (effect.kind, effect.duration) == ("can_block_additional", ir.Duration.END_OF_TURN)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # "if possible" is not the requirement's wording: the error is at the verb
        ("Target creature attacks this turn if possible.", 17),
        # the requirement to block a creature names its turn
        ("{G}: Target creature blocks Test Card if able.", 39),
        ("Test Card attacks and blocks each combat if able.", 11),
        ("{W}: Test Card can attack this turn as though it had no defender.", 37),
        ("{1}{G}: Test Card can block an additional creatures this turn.", 43),
    ],
)
def test_near_wordings_are_errors(line: str, column: int) -> None:
    kind = "Instant" if line.startswith("Target") else "Creature — Wall"
    assert line_errors(line, kind) == [("E001", column)]


def test_attacks_alone_trigger() -> None:
    line = "Whenever a creature you control attacks alone, it gets +1/+1 until end of turn."
    (ability,) = abilities_of(_card(line, "Enchantment"))
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert trigger.event == "attacks_alone"
    assert trigger.subject is not None and trigger.subject.description == "creature you control"


@pytest.mark.parametrize(("number", "others"), [("two", 2), ("three", 3)])
def test_self_and_others_attack(number: str, others: int) -> None:
    line = f"Whenever Test Card and at least {number} other creatures attack, draw a card."
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert (trigger.event, trigger.others, trigger.subject) == ("attacks_with_others", others, None)


def test_self_and_other_soldiers_attack_is_refused() -> None:
    line = "Whenever Test Card and at least two other Soldiers attack, draw a card."
    assert c001_of(_creature(line)) == [
        "the rules runtime cannot execute this yet: attacking with other than other creatures"
    ]


@pytest.mark.parametrize(
    ("line", "tapped"),
    [
        ("create two 1/1 white Soldier creature tokens that are tapped and attacking", True),
        ("create a 2/2 white Knight creature token with vigilance that's attacking", False),
    ],
)
def test_tokens_created_attacking(line: str, tapped: bool) -> None:
    (ability,) = abilities_of(_creature(f"Whenever Test Card attacks, {line}."))
    assert isinstance(ability, ir.TriggeredAbility)
    effect = ability.effect
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.CREATE
    assert (effect.tapped, effect.attacking) == (tapped, True)


def test_card_put_onto_the_battlefield_attacking() -> None:
    line = (
        "Whenever Test Card attacks, you may put a Soldier creature card from your hand onto "
        "the battlefield tapped and attacking."
    )
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    effect = ability.effect
    while not isinstance(effect, ir.Action):
        effect = effect.effect  # type: ignore[attr-defined]
    assert effect.verb is ir.Verb.MOVE and effect.zone is ir.ZoneName.BATTLEFIELD
    assert (effect.tapped, effect.attacking) == (True, True)


def test_cant_be_blocked_this_turn_except_by() -> None:
    line = "{4}, {T}: Target creature can't be blocked this turn except by Walls."
    (ability,) = abilities_of(_card(line, "Artifact"))
    assert isinstance(ability, ir.ActivatedAbility)
    effect = ability.effect
    assert isinstance(effect, ir.Restrict)
    assert (effect.kind, effect.duration) == ("cant_be_blocked_except_by", ir.Duration.END_OF_TURN)
    assert effect.filter is not None and effect.filter.subtypes == ("wall",)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        # CR 611.2c: black creatures that come later would be affected too
        (
            "Black creatures you control can't be blocked this turn except by black creatures.",
            "'can't be blocked except by' said of a description",
        ),
        (
            "Target creature can't be blocked this turn except by untapped creatures.",
            "can't be blocked except by creatures in a state",
        ),
    ],
)
def test_cant_be_blocked_this_turn_except_by_refused(line: str, message: str) -> None:
    assert c001_of(_card(line, "Sorcery")) == [
        f"the rules runtime cannot execute this yet: {message}"
    ]


@pytest.mark.parametrize(
    ("line", "by"),
    [
        ("Whenever one or more creatures you control attack, draw a card.", ir.Whose.YOU),
        ("Whenever one or more creatures attack, draw a card.", ir.Whose.ANY),
    ],
)
def test_one_or_more_creatures_attack(line: str, by: ir.Whose) -> None:
    (ability,) = abilities_of(_card(line, "Enchantment"))
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert (trigger.event, trigger.by, trigger.subject) == ("attack", by, None)


def test_one_or_more_of_a_kind_attack_is_refused() -> None:
    line = "Whenever one or more nontoken Vampires you control attack, draw a card."
    assert c001_of(_card(line, "Enchantment")) == [
        "the rules runtime cannot execute this yet: the event 'one or more nontoken Vampires "
        "you control attack'"
    ]


def test_cant_attack_if_defending_player_controls() -> None:
    line = (
        "Test Card can't attack if defending player controls an untapped creature with power 2 "
        "or less."
    )
    found = abilities_of(_creature(line))
    (restriction,) = [r for a in found if isinstance(a, ir.StaticAbility) for r in a.restrictions]
    assert restriction.kind == "attacks_only_defender_without"
    assert restriction.filter is not None and restriction.filter.tapped is False


def test_cant_attack_if_defending_player_controls_two_is_refused() -> None:
    line = "Test Card can't attack if defending player controls two or more Islands."
    assert c001_of(_creature(line)) == [
        "the rules runtime cannot execute this yet: this permanent of the defending player"
    ]


def test_cant_block_if_is_the_restriction_while_it_holds() -> None:
    found = abilities_of(_creature("Test Card can't block if you control an untapped land."))
    (restriction,) = [r for a in found if isinstance(a, ir.StaticAbility) for r in a.restrictions]
    assert restriction.kind == "cant_block"
    assert isinstance(restriction.unless, ir.NotCondition)


@pytest.mark.parametrize(
    ("line", "rule", "most"),
    [
        ("No more than one creature can attack each combat.", "most_attackers", 1),
        ("No more than two creatures can block each combat.", "most_blockers", 2),
    ],
)
def test_most_creatures_in_combat(line: str, rule: str, most: int) -> None:
    (ability,) = abilities_of(_card(line, "Enchantment"))
    assert isinstance(ability, ir.StaticAbility)
    (found,) = ability.rules
    assert (found.rule, found.count) == (rule, most)


def test_most_creatures_attacking_you_is_refused() -> None:
    line = "No more than two creatures can attack you each combat."
    assert c001_of(_card(line, "Artifact")) == [
        "the rules runtime cannot execute this yet: a most number of creatures attacking one player"
    ]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # the number agrees with the noun
        ("No more than one creatures can attack each combat.", 4),
        ("No more than two creature can block each combat.", 4),
        ("No more than two creatures can attack each turn.", 44),
    ],
)
def test_most_creatures_near_wordings_are_errors(line: str, column: int) -> None:
    assert line_errors(line, "Enchantment") == [("E001", column)]
