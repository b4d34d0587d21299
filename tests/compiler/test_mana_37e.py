"""Mana effects as IR (session 37e): "Add ..." as an instruction (CR 106.1, 106.3), the
abilities that are mana abilities because of it (CR 605.1a), spending restrictions (CR
106.6), "pays {1} for each ..." (CR 118.12a, 608.2h) and "pay {X}" (CR 107.3f)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir
from karlov.ir.validate import validate
from karlov.runtime import build

from .lowering import abilities_of, c001_of


def _card(kind: str, line: str) -> str:
    if kind == "land":
        return f"Test Land\nLand\n{line}\n"
    if kind == "instant":
        return f"Test Spell {{1}}\nInstant\n{line}\n"
    return f"Test Creature {{1}}\nCreature — Elf\n{line}\n1/1\n"


def test_add_for_each_is_one_option_times_a_count() -> None:
    (ability,) = abilities_of(_card("land", "{T}: Add {G} for each creature you control."))
    assert isinstance(ability, ir.ActivatedAbility)
    add = ability.effect
    assert isinstance(add, ir.AddMana) and add.options == ("G",)
    assert isinstance(add.amount, ir.NumberOf) and add.amount.times == 1
    assert add.amount.filter.types and add.cast_only is None


def test_an_activated_ability_adding_mana_without_a_target_is_a_mana_ability() -> None:
    """CR 605.1a: no target, could add mana, no loyalty ability."""
    (mana,) = abilities_of(_card("creature", "{T}: Add {B}. Test Creature deals 1 damage to you."))
    assert build.activated(mana, lambda game, res: None).is_mana_ability
    (aimed,) = abilities_of(
        _card("creature", "{T}: Add {B}{B}. Target opponent gains control of Test Creature.")
    )
    assert not build.activated(aimed, lambda game, res: None).is_mana_ability


def test_a_triggered_ability_that_adds_mana_is_a_triggered_ability() -> None:
    """CR 605.5a: it uses the stack (it triggers on no mana ability)."""
    (ability,) = abilities_of(_card("creature", "When Test Creature enters, add {R}{R}."))
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.effect == ir.AddMana(("RR",), span=ability.effect.span)


def test_one_color_and_any_combination_list_every_option() -> None:
    (one,) = abilities_of(_card("instant", "Add three mana of any one color."))
    assert one.effect.options == ("WWW", "UUU", "BBB", "RRR", "GGG")
    (combo,) = abilities_of(_card("instant", "Add two mana in any combination of colors."))
    assert len(combo.effect.options) == 15 and "WG" in combo.effect.options


def test_spend_only_restricts_the_mana_added_before_it() -> None:
    text = (
        "{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities "
        "of artifacts."
    )
    (ability,) = abilities_of(_card("land", text))
    add = ability.effect
    assert add.cast_only is not None and add.cast_only.zone is ir.ZoneName.STACK
    assert add.activate_only is not None and add.activate_only.zone is ir.ZoneName.BATTLEFIELD


def test_spend_only_after_no_mana_is_refused_verbatim() -> None:
    text = _card("instant", "Draw a card. Spend this mana only to cast a creature spell.")
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: 'Spend this mana only to cast a creature "
        "spell.' not right after one instruction adding mana"
    ]


def test_for_each_on_a_choice_of_mana_is_refused_verbatim() -> None:
    text = _card("land", "{T}: Add {B} or {R} for each creature you control.")
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: 'for each' on a choice of mana"
    ]


def test_adding_a_symbol_that_is_no_type_of_mana_is_refused() -> None:
    messages = c001_of(_card("instant", "Add {S}."))
    assert messages == [
        "the rules runtime cannot execute this yet: adding {S} (not a type of mana, CR 106.1b)"
    ]


def test_pay_x_where_x_is_announced_is_refused_verbatim() -> None:
    text = _card("creature", "{X}, {T}: You may pay {X}. If you do, you gain X life.")
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: paying {X} where X already has a value"
    ]


def test_unless_pays_for_each_counts_as_it_resolves() -> None:
    text = _card(
        "instant", "Counter target spell unless its controller pays {1} for each card in your hand."
    )
    (spell,) = abilities_of(text)
    unless = spell.effect
    assert isinstance(unless, ir.UnlessPays) and unless.cost.mana == "{1}"
    assert isinstance(unless.times, ir.NumberOf)


def test_unless_pays_for_each_basic_land_type_is_refused() -> None:
    text = _card(
        "instant",
        "Counter target spell unless its controller pays {1} for each basic land type among "
        "lands you control.",
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: a payment of mana 'for each basic land "
        "type among lands you control'"
    ]


@pytest.mark.parametrize("options", [(), ("",), ("GX",), ("S",)])
def test_the_validator_refuses_add_mana_that_is_no_mana(options: tuple[str, ...]) -> None:
    with pytest.raises(ir.IRDecodeError):
        validate(ir.AddMana(options))


def test_x_mana_of_any_one_color_is_one_color_x_times() -> None:
    """CR 106.1a, 107.3c: one color chosen, X mana of it, X as the text defines it."""
    text = _card(
        "creature",
        "{T}: Add X mana of any one color, where X is the number of Elves on the battlefield.",
    )
    (ability,) = abilities_of(text)
    add = ability.effect
    assert add.options == ("W", "U", "B", "R", "G")
    assert isinstance(add.amount, ir.NumberOf) and add.amount.filter.subtypes == ("elf",)


@given(st.lists(st.sampled_from("WUBRGC"), min_size=1, max_size=5))
def test_add_mana_of_any_letters_is_valid_and_adds_mana(letters: list[str]) -> None:
    effect = ir.AddMana(("".join(letters),))
    validate(effect)
    assert ir.adds_mana(ir.Sequence((ir.MayDo(ir.Players("you"), effect, "?"),)))


def test_adds_mana_ignores_granted_abilities() -> None:
    """CR 605.1a: an ability that grants a mana ability doesn't itself add mana."""
    text = _card("instant", 'Until end of turn, target creature gains "{T}: Add {G}."')
    (ability,) = abilities_of(text)
    assert not ir.adds_mana(ability.effect)


def test_a_mana_value_bound_on_a_spell_checks_clean() -> None:
    assert (
        karlov.check(
            _card(
                "creature", "Whenever you cast a spell with mana value 3 or less, you gain 1 life."
            )
        )
        == []
    )


def test_a_loyalty_ability_that_adds_mana_is_no_mana_ability() -> None:
    """CR 605.1a: a loyalty ability is never a mana ability; it uses the stack."""
    text = "Probe Walker {2}{R}\nLegendary Planeswalker — Chandra\n[+1]: Add {R}{R}.\nLoyalty: 3\n"
    (ability,) = abilities_of(text)
    assert isinstance(ability.effect, ir.AddMana) and ability.cost.loyalty is not None
    assert not build.activated(ability, lambda game, res: None).is_mana_ability


def test_converge_is_the_colors_spent_to_cast_this_spell() -> None:
    """CR 601.2h: "where X is the number of colors of mana spent to cast this spell"."""
    text = _card(
        "instant",
        "Converge — You gain X life, where X is the number of colors of mana spent to cast "
        "this spell.",
    )
    (spell,) = abilities_of(text)
    assert isinstance(spell.effect.amount, ir.ColorsSpent)
    it = _card(
        "instant",
        "Exile target spell. You gain X life, where X is the number of colors of mana spent to "
        "cast it.",
    )
    assert c001_of(it) == [
        "the rules runtime cannot execute this yet: the amount 'the number of colors of mana "
        "spent to cast it'"
    ]


def test_converge_counters_and_tokens_are_per_color_spent() -> None:
    """CR 614.1c, 601.2h: "enters with a +1/+1 counter on it for each color of mana spent to
    cast it"; "Create a ... token ... for each color of mana spent to cast this spell"."""
    (static,) = abilities_of(
        _card(
            "creature",
            "Converge — Test Creature enters with a +1/+1 counter on it for each color of mana "
            "spent to cast it.",
        )
    )
    entering = static.enters_with
    assert entering is not None and entering.per_color_spent and entering.counter == "+1/+1"
    (spell,) = abilities_of(
        _card(
            "instant",
            "Converge — Create a 1/1 colorless Thopter artifact creature token with flying for "
            "each color of mana spent to cast this spell.",
        )
    )
    assert isinstance(spell.effect.amount, ir.ColorsSpent)


def test_mana_a_land_could_produce_keeps_its_filter() -> None:
    """CR 106.7: "one mana of any color that a land an opponent controls could produce"."""
    (ability,) = abilities_of(
        _card(
            "land",
            "{T}: Add one mana of any color that a land an opponent controls could produce.",
        )
    )
    add = ability.effect
    assert isinstance(add, ir.AddMana) and add.could_produce is not None
    assert add.could_produce.types and add.options == ("W", "U", "B", "R", "G")
