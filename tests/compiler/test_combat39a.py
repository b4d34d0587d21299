"""Combat families of session 39 (tests/scenarios/combat39a plays them): banding (CR 702.22),
provoke (CR 702.39), goad and "is goaded" (CR 701.15), "attacks or blocks" of another creature
(CR 508.3a, 509.3a), "can't attack you" and "Whenever a creature attacks you" (CR 508.1c,
508.3a: the player, not a planeswalker), "have target creature block it this turn if able"
(CR 509.1c); each with the near wording that must stay refused or be an error."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

from karlov import ir

from .lowering import abilities_of, c001_of


def _creature(line: str) -> str:
    return f"Test Card {{1}}\nCreature — Human\n{line}\n2/2\n"


def _card(line: str, kind: str) -> str:
    return f"Test Card {{1}}\n{kind}\n{line}\n"


def _aura(line: str) -> str:
    return f"Test Card {{1}}\nEnchantment — Aura\nEnchant creature\n{line}\n"


@pytest.mark.parametrize("line", ["Banding", "Flying; banding", "Provoke"])
def test_banding_and_provoke_are_keywords(line: str) -> None:
    found = abilities_of(_creature(line))
    names = [a.name for a in found if isinstance(a, ir.KeywordAbility)]
    assert names[-1] == line.split("; ")[-1].lower()


def test_granted_banding() -> None:
    (ability,) = abilities_of(_card("Target creature gains banding until end of turn.", "Instant"))
    assert isinstance(ability, ir.SpellAbility)
    assert isinstance(ability.effect, ir.GainAbilities)
    assert [g.name for g in ability.effect.abilities] == ["banding"]  # type: ignore[attr-defined]


def test_bands_with_other_is_refused() -> None:
    # CR 702.22b-c: a band of [quality] creatures, which the runtime does not declare: the
    # grammar reads the keyword (session 54) and the compiler refuses it at its words
    line = 'White legendary creatures you control have "bands with other legendary creatures."'
    assert line_errors(line, "Land") == []
    (message,) = c001_of(_card(line, "Land"))
    assert '"bands with other"' in message


def test_goad_is_the_goaded_requirement() -> None:
    (ability,) = abilities_of(_card("Goad target creature.", "Sorcery"))
    assert isinstance(ability, ir.SpellAbility)
    assert isinstance(ability.effect, ir.Restrict)
    assert ability.effect.kind == "goaded"
    # until the goader's next turn (CR 701.15a), the duration the rule states
    assert ability.effect.duration is ir.Duration.UNTIL_YOUR_NEXT_TURN


def test_is_goaded_is_a_static_requirement() -> None:
    found = abilities_of(_aura("Enchanted creature gets +2/+2 and is goaded."))
    static = [a for a in found if isinstance(a, ir.StaticAbility)]
    kinds = [r.kind for a in static for r in a.restrictions]
    assert kinds == ["goaded"]


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted creature gets +2/+2 and is goad.",
        "Enchanted creature gets +2/+2 and goaded.",
        "Enchanted creature gets +2/+2 and are goaded.",
    ],
)
def test_goaded_near_wordings_are_errors(line: str) -> None:
    assert line_errors(line, "Enchantment — Aura") != []


def test_attacks_or_blocks_of_enchanted_creature() -> None:
    found = abilities_of(_aura("Whenever enchanted creature attacks or blocks, you gain 4 life."))
    (ability,) = [a for a in found if isinstance(a, ir.TriggeredAbility)]
    assert isinstance(ability.trigger, ir.AnyOf)
    events = [t.event for t in ability.trigger.triggers]
    assert events == ["attacks", "blocks"]
    assert all(
        t.subject is not None and t.subject.attached_to_source for t in ability.trigger.triggers
    )


def test_attacks_or_blocks_of_each_creature() -> None:
    (ability,) = abilities_of(
        _card(
            "Whenever a creature attacks or blocks, Test Card deals 2 damage to it.", "Enchantment"
        )
    )
    assert isinstance(ability, ir.TriggeredAbility) and isinstance(ability.trigger, ir.AnyOf)
    assert all(t.subject is not None for t in ability.trigger.triggers)


def test_cant_attack_you_is_the_player_only() -> None:
    (ability,) = abilities_of(
        _card("Creatures with power 2 or less can't attack you.", "Enchantment")
    )
    assert isinstance(ability, ir.StaticAbility)
    assert [r.kind for r in ability.restrictions] == ["cant_attack_you_player"]


def test_a_creature_attacks_you() -> None:
    (ability,) = abilities_of(
        _card("Whenever a creature attacks you, its controller loses 1 life.", "Enchantment")
    )
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.EventTrigger)
    assert ability.trigger.event == "attacks_you_player"


@pytest.mark.parametrize(
    "line",
    [
        "Creatures can't attacks you.",
        "Whenever a creature attack you, its controller loses 1 life.",
    ],
)
def test_attacks_you_near_wordings_are_errors(line: str) -> None:
    assert line_errors(line, "Enchantment") != []


def test_have_target_creature_block_it() -> None:
    (ability,) = abilities_of(
        _creature("When Test Card enters, you may have target creature block it this turn if able.")
    )
    assert isinstance(ability, ir.TriggeredAbility)
    effect = ability.effect
    assert isinstance(effect, ir.MayDo) and isinstance(effect.effect, ir.Restrict)
    assert effect.effect.kind == "must_block_source"
    assert effect.effect.duration is ir.Duration.END_OF_TURN


def test_have_target_creature_block_equipped_creature_is_refused() -> None:
    text = (
        "Test Card {1}\nArtifact — Equipment\nWhenever equipped creature attacks, you may have "
        "target creature block it this turn if able.\nEquip {4}\n"
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: a requirement to block a creature other "
        "than this one"
    ]


def test_attacks_each_combat_unless_a_condition() -> None:
    (ability,) = abilities_of(
        _creature("Test Card attacks each combat if able unless you control another Ally.")
    )
    assert isinstance(ability, ir.StaticAbility)
    (restriction,) = ability.restrictions
    assert restriction.kind == "attacks_each_combat" and restriction.unless is not None


def test_attacks_each_combat_unless_a_player_pays_is_not_read_as_a_condition() -> None:
    line = "Test Card attacks each combat if able unless you pay {1}."
    assert c001_of(_creature(line)) != [] or line_errors(line, "Creature — Human") != []


def test_deals_combat_damage_to_a_creature() -> None:
    (ability,) = abilities_of(
        _creature("Whenever Test Card deals combat damage to a creature, destroy that creature.")
    )
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.EventTrigger)
    assert ability.trigger.event == "deals_combat_damage_to_object"
    assert ability.trigger.subject is not None


def test_another_creature_dealing_combat_damage_to_a_creature_is_refused() -> None:
    # two objects, the dealer and the creature dealt damage: the IR event names one
    line = "Whenever a Sliver deals combat damage to a creature, destroy that creature."
    assert c001_of(_creature(line)) == [
        "the rules runtime cannot execute this yet: the event 'a Sliver deals combat damage to "
        "a creature'"
    ]


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("Whenever Test Card deals combat damage, you gain that much life.", None),
        ("Whenever a creature you control deals combat damage, you gain that much life.", "x"),
    ],
)
def test_deals_combat_damage(line: str, kind: str | None) -> None:
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.EventTrigger)
    assert ability.trigger.event == "deals_combat_damage"
    assert (ability.trigger.subject is None) == (kind is None)


def test_prevent_combat_damage_dealt_to_and_by() -> None:
    (ability,) = abilities_of(
        _card(
            "Prevent all combat damage that would be dealt to and dealt by target creature "
            "this turn.",
            "Instant",
        )
    )
    assert isinstance(ability, ir.SpellAbility)
    assert isinstance(ability.effect, ir.Sequence)
    to, by = ability.effect.steps
    assert isinstance(to, ir.PreventDamage) and isinstance(by, ir.PreventDamage)
    assert to.to_objects is not None and to.by_objects is None and to.combat_only
    assert by.by_objects is not None and by.to_objects is None and by.combat_only


def test_goad_is_no_longer_a_keyword_action_refused_by_name() -> None:
    # it was in tests/syntax/test_cr_vocabulary.py's list of refused keyword actions
    assert c001_of(_card("Goad target creature.", "Sorcery")) == []
