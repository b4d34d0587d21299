"""Mana as IR (session 41): triggered mana abilities ("Whenever enchanted land is tapped for
mana, its controller adds an additional {G}", CR 106.12a, 605.1b, 605.4a), "one mana of any type
that land produced" (CR 106.1b) and "X mana in any combination of {W} and/or {U}" (each mana
chosen, CR 106.1a)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from karlov import ir
from karlov.runtime import build

from .lowering import abilities_of, c001_of

AURA = "Test Aura {G}\nEnchantment — Aura\nEnchant land\n{line}\n"
ENCHANTMENT = "Test Enchantment {G}\nEnchantment\n{line}\n"
LAND = "Test Land\nLand\n{line}\n"


def _triggered(template: str, line: str) -> ir.TriggeredAbility:
    found = [
        a
        for a in abilities_of(template.replace("{line}", line))
        if isinstance(a, ir.TriggeredAbility)
    ]
    (ability,) = found
    return ability


def test_enchanted_land_tapped_for_mana_is_the_attached_land_and_any_player() -> None:
    ability = _triggered(
        AURA, "Whenever enchanted land is tapped for mana, its controller adds an additional {G}."
    )
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger) and trigger.event == "tapped_for_mana"
    assert trigger.subject is not None and trigger.subject.attached_to_source
    assert trigger.by is None
    add = ability.effect
    assert isinstance(add, ir.AddMana) and add.options == ("G",)
    assert add.players is not None and add.players.who == "controller"
    assert build.triggered(ability, lambda game, res: None).is_mana_ability


@pytest.mark.parametrize(
    ("line", "by"),
    [
        ("Whenever you tap a Swamp for mana, add an additional {B}.", ir.Whose.YOU),
        (
            "Whenever a player taps a land for mana, that player adds one mana of any type that "
            "land produced.",
            ir.Whose.ANY,
        ),
        ("Whenever an opponent taps a Mountain for mana, you gain 1 life.", ir.Whose.OPPONENT),
    ],
)
def test_who_taps_is_the_player_the_trigger_names(line: str, by: ir.Whose) -> None:
    trigger = _triggered(ENCHANTMENT, line).trigger
    assert isinstance(trigger, ir.EventTrigger) and trigger.event == "tapped_for_mana"
    assert trigger.by is by


def test_only_a_trigger_that_adds_mana_without_a_target_is_a_mana_ability() -> None:
    """CR 605.1b, 605.5a: damage or a target keeps the ability on the stack."""
    damage = _triggered(
        ENCHANTMENT,
        "Whenever a player taps a nonbasic land for mana, Test Enchantment deals 1 damage to "
        "that player.",
    )
    assert not build.triggered(damage, lambda game, res: None).is_mana_ability
    aimed = _triggered(
        LAND,
        "Whenever you tap Test Land for mana, target opponent creates a 1/1 colorless Spirit "
        "creature token.",
    )
    assert not build.triggered(aimed, lambda game, res: None).is_mana_ability
    entering = _triggered(ENCHANTMENT, "When Test Enchantment enters, add {G}.")
    assert not build.triggered(entering, lambda game, res: None).is_mana_ability


def test_type_produced_reads_the_event_mana() -> None:
    ability = _triggered(
        ENCHANTMENT,
        "Whenever you tap a land for mana, add one mana of any type that land produced.",
    )
    add = ability.effect
    assert isinstance(add, ir.AddMana) and add.type_produced and not add.combination
    assert set(add.options) == set("WUBRGC")


def test_type_produced_of_no_tapped_land_is_refused() -> None:
    """Without a land tapped for mana, "that land produced" names nothing (C001)."""
    line = "Whenever a creature dies, add one mana of any type that land produced."
    assert c001_of(ENCHANTMENT.replace("{line}", line))


def test_x_in_any_combination_of_two_colors_is_chosen_one_by_one() -> None:
    abilities = abilities_of(
        LAND.replace(
            "{line}",
            "{1}, Remove X storage counters from Test Land: Add X mana in any combination "
            "of {W} and/or {U}.",
        )
    )
    (ability,) = [a for a in abilities if isinstance(a, ir.ActivatedAbility)]
    add = ability.effect
    assert isinstance(add, ir.AddMana) and add.combination
    assert add.options == ("W", "U") and isinstance(add.amount, ir.XValue)


@given(st.integers(min_value=5, max_value=12))
def test_more_than_four_in_any_combination_is_each_chosen(n: int) -> None:
    words = ["five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    line = f"Add {words[n - 5]} mana in any combination of colors."
    (ability,) = abilities_of(f"Test Spell {{1}}\nInstant\n{line}\n")
    add = ability.effect
    assert isinstance(add, ir.AddMana) and add.combination
    assert add.options == ("W", "U", "B", "R", "G")
    assert add.amount == ir.Fixed(n, span=add.amount.span)
