"""Amounts and comparisons (session 42, family "quantities"): the power or toughness of the
object the ability is of ("where X is ~'s power", "this creature's toughness", CR 208.1), the
mana value of the permanent a cost sacrificed or of one permanent named before ("the
sacrificed enchantment's mana value", "that artifact's mana value", CR 202.3, 608.2h), "twice
the number of ..." (CR 107.3), conditions on those values ("Activate only if ~'s power is 4 or
greater", "Counter target spell if its mana value is 2 or less", CR 602.5b, 608.2c), and the
forms that parse but are refused (C001) at their words."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Bear"


def _abilities(line: str, card_type: str) -> tuple[ir.Ability, ...]:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ok, [d.render() for d in compiled.diagnostics]
    assert compiled.ir is not None
    return compiled.ir.abilities


def _values(ability: ir.Ability) -> list[ir.ValueOf]:
    found: list[ir.ValueOf] = []

    def walk(value: object) -> None:
        if isinstance(value, ir.ValueOf):
            found.append(value)
        if isinstance(value, tuple | list):
            for item in value:
                walk(item)
        elif hasattr(value, "__slots__") and not isinstance(value, str | int | bool):
            for name in getattr(type(value), "__slots__", ()):
                walk(getattr(value, name, None))

    walk(ability)
    return found


#: (line, card type, the object the amount reads, the characteristic)
PLAYABLE = [
    (
        "Sacrifice Test Card: You gain life equal to Test Card's power.",
        CREATURE,
        ir.SourceObject,
        "power",
    ),
    (
        "When Test Card dies, create an X/X black Horror creature token, where X is Test "
        "Card's power.",
        CREATURE,
        ir.SourceObject,
        "power",
    ),
    (
        "{T}: Target player mills X cards, where X is this creature's toughness.",
        CREATURE,
        ir.SourceObject,
        "toughness",
    ),
    (
        "Sacrifice an enchantment: You gain life equal to the sacrificed enchantment's mana value.",
        CREATURE,
        ir.SacrificedForCost,
        "mana_value",
    ),
    (
        "{1}, Sacrifice an artifact: Draw X cards, where X is the sacrificed artifact's mana "
        "value.",
        "Enchantment",
        ir.SacrificedForCost,
        "mana_value",
    ),
    (
        "Destroy target artifact. Create X 1/1 green Saproling creature tokens, where X is that "
        "artifact's mana value.",
        "Sorcery",
        ir.TargetObjects,
        "mana_value",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "of", "characteristic"), PLAYABLE)
def test_the_amount_reads_that_object(
    line: str, card_type: str, of: type, characteristic: str
) -> None:
    (value,) = [v for a in _abilities(line, card_type) for v in _values(a)]
    assert isinstance(value.of, of)
    assert value.characteristic == characteristic


def test_twice_the_number_counts_twice() -> None:
    (ability,) = _abilities(
        "{T}: Target creature gets -X/-X until end of turn, where X is twice the number of "
        "artifacts you control.",
        CREATURE,
    )
    found: list[ir.NumberOf] = []

    def walk(value: object) -> None:
        if isinstance(value, ir.NumberOf):
            found.append(value)
        elif isinstance(value, tuple | list):
            for item in value:
                walk(item)
        elif hasattr(type(value), "__slots__") and not isinstance(value, str | int | bool):
            for name in type(value).__slots__:
                walk(getattr(value, name, None))

    walk(ability)
    assert found and all(n.times == 2 for n in found)


def test_activate_only_if_its_own_power_checks_the_source() -> None:
    (ability,) = _abilities(
        "{T}: Test Card deals 4 damage to target creature. Activate only if Test Card's power "
        "is 4 or greater.",
        CREATURE,
    )
    assert isinstance(ability, ir.ActivatedAbility)
    test = ability.condition
    assert isinstance(test, ir.ObjectIs) and isinstance(test.object, ir.SourceObject)
    assert test.filter.power_at_least == 4


def test_counter_target_spell_if_its_mana_value_reads_the_spell() -> None:
    (ability,) = _abilities("Counter target spell if its mana value is 2 or less.", "Instant")
    effect = ability.effect
    assert isinstance(effect, ir.IfCondition)
    test = effect.condition
    assert isinstance(test, ir.ObjectIs) and isinstance(test.object, ir.TargetObjects)
    assert test.filter.mana_value_at_most == 2
    assert test.filter.zone is ir.ZoneName.STACK


def test_it_has_mana_value_reads_the_target() -> None:
    (ability,) = _abilities("Destroy target creature if it has mana value 2 or less.", "Instant")
    effect = ability.effect
    assert isinstance(effect, ir.IfCondition)
    test = effect.condition
    assert isinstance(test, ir.ObjectIs) and isinstance(test.object, ir.TargetObjects)
    assert test.filter.mana_value_at_most == 2
    assert test.filter.zone is ir.ZoneName.BATTLEFIELD


def test_the_mana_value_of_that_spell_is_the_spell_of_the_event() -> None:
    (ability,) = _abilities(
        "Whenever a player casts a creature spell, that player creates an X/X white Spirit "
        "creature token, where X is the mana value of that spell.",
        "Enchantment",
    )
    (value,) = _values(ability)
    assert value.characteristic == "mana_value"
    assert isinstance(value.of, ir.EventObject)


#: (line, card type, the C001 message): parsed, not played
REFUSED = [
    (
        "Gain control of target creature until end of turn. Sacrifice it at the beginning of the "
        "next end step if it has mana value 3 or less.",
        "Sorcery",
        "the rules runtime cannot execute this yet: an 'if' on an instruction done at a later step",
    ),
    (
        "Test Card's power and toughness are each equal to the total mana value of other "
        "creatures you control.",
        CREATURE,
        "the rules runtime cannot execute this yet: a characteristic defined as 'the total mana "
        "value of other creatures you control'",
    ),
    (
        "Test Card deals X damage to target player, where X is the number of cards in their hand "
        "minus 4.",
        "Sorcery",
        "the rules runtime cannot execute this yet: counting 'the number of cards in their hand "
        "minus 4'",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "message"), REFUSED)
def test_parsed_but_refused_at_its_words(line: str, card_type: str, message: str) -> None:
    found = karlov.check(card_text(line, card_type))
    assert [d.message for d in found if d.code == "C001"] == [message]
    assert not [d for d in found if d.is_error and d.code != "C001"]


def test_the_sacrificed_creature_of_a_cost_that_sacrifices_none_is_refused() -> None:
    assert refusals(
        "{T}: You gain life equal to the sacrificed creature's mana value.", CREATURE
    ) == [("C001", 29)]


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Sacrifice Test Card: You gain life equal to Test Card's powers.", CREATURE, "powers."),
    (
        "When Test Card dies, create X 1/1 black Horror creature tokens, where X is Test Card's "
        "mana values.",
        CREATURE,
        "mana",
    ),
    (
        "Sacrifice an artifact: You gain life equal to the sacrificed artifact's mana cost.",
        CREATURE,
        "artifact's",
    ),
    (
        "Destroy target artifact. Create X 1/1 green Saproling creature tokens, where X is that "
        "artifacts's mana value.",
        "Sorcery",
        "artifacts's",
    ),
    (
        "Target creature gets -X/-X until end of turn, where X is 7 less the number of cards in "
        "your hand.",
        "Instant",
        "less",
    ),
]


NEAR_MISSES += [
    ("Destroy target creature if it has mana value 2 or fewer.", "Instant", "fewer."),
    ("Destroy target creature if it has a mana value 2 or less.", "Instant", "mana"),
    (
        "Create a 1/1 white Spirit creature token with \"This creature's power and toughness is "
        'each equal to the number of Spirits you control."',
        "Sorcery",
        "creature's",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]
