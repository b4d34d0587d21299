"""Casting families of session 43 (tests/scenarios/casting43e plays them): a spell's own cost
reduction "if it targets [a description]" (CR 601.2c: the targets are chosen before the total
cost is determined, CR 601.2f), "[spells] can't be cast" (CR 101.2, 601.3) and "if / unless
{G} was spent to cast this spell / it" (CR 601.2h), each with the near wordings that must be
errors and the readings that must be refused (C001)."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

from karlov import ir

from .lowering import abilities_of, c001_of


def _instant(*lines: str) -> str:
    return "Test Card {2}{G}\nInstant\n" + "\n".join(lines) + "\n"


def _enchantment(*lines: str) -> str:
    return "Test Card {2}{U}\nEnchantment\n" + "\n".join(lines) + "\n"


def test_costs_less_if_it_targets_a_described_permanent() -> None:
    text = _instant(
        "This spell costs {2} less to cast if it targets a Dinosaur you control.",
        "Put a +1/+1 counter on target creature you control.",
    )
    spell, _effect = abilities_of(text)  # a paragraph each
    assert isinstance(spell, ir.SpellAbility)
    reduction = spell.cost_reduction
    assert isinstance(reduction, ir.SelfCostReduction) and reduction.generic == 2
    test = reduction.condition
    assert isinstance(test, ir.SpellTargets)
    assert test.filter.subtypes == ("dinosaur",)
    assert test.filter.controller is not None and test.filter.controller.who == "you"


def test_costs_less_if_it_targets_a_token() -> None:
    text = _instant(
        "This spell costs {3} less to cast if it targets a creature token.",
        "Destroy target creature.",
    )
    spell, _effect = abilities_of(text)
    assert isinstance(spell, ir.SpellAbility)
    assert spell.cost_reduction is not None
    test = spell.cost_reduction.condition
    assert isinstance(test, ir.SpellTargets) and test.filter.tokens is True


def test_spells_cant_be_cast_is_every_players_restriction() -> None:
    (static,) = abilities_of(_enchantment("Creature spells can't be cast."))
    assert isinstance(static, ir.StaticAbility)
    (rule,) = static.rules
    assert rule.rule == "players_cant_cast"
    (spells,) = rule.spells
    assert [t.any_of for t in spells.types] == [("creature",)]


def test_mana_spent_to_cast_this_spell() -> None:
    text = _instant(
        "Destroy target artifact or enchantment. If {G} was spent to cast this spell, create "
        "two 1/1 green Saproling creature tokens."
    )
    (spell,) = abilities_of(text)
    assert isinstance(spell, ir.SpellAbility)
    conditional = spell.effect.steps[-1]  # type: ignore[union-attr]
    assert isinstance(conditional, ir.IfCondition)
    assert conditional.condition == ir.ManaSpentToCast("G", span=conditional.condition.span)


def test_sacrifice_unless_mana_spent_to_cast_it() -> None:
    text = (
        "Test Card {2}{W}\nCreature — Spirit\n"
        "When Test Card enters, sacrifice it unless {U} was spent to cast it.\n2/1\n"
    )
    (trigger,) = abilities_of(text)
    assert isinstance(trigger, ir.TriggeredAbility)
    conditional = trigger.effect
    assert isinstance(conditional, ir.IfCondition)
    unless = conditional.condition
    assert isinstance(unless, ir.NotCondition)
    assert isinstance(unless.condition, ir.ManaSpentToCast) and unless.condition.colors == "U"


def test_noncreature_spells_cant_be_cast() -> None:
    (static,) = abilities_of(_enchantment("Noncreature spells can't be cast."))
    assert isinstance(static, ir.StaticAbility)
    (rule,) = static.rules
    assert rule.rule == "players_cant_cast"


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        # how many targets: one is what the reduction reads
        (
            _instant(
                "This spell costs {2} less to cast if it targets two attacking creatures.",
                "Destroy target creature.",
            ),
            "'two' as how many targets",
        ),
        # a spell or ability it targets (Not of This World) is not read yet
        (
            _instant(
                "This spell costs {2} less to cast if it targets a creature spell.",
                "Counter target spell.",
            ),
            "'a creature spell' as what this spell targets",
        ),
        (
            _instant(
                "This spell costs {2} less to cast if it targets a creature or a planeswalker.",
                "Destroy target creature or planeswalker.",
            ),
            "'a creature or a planeswalker' as what this spell targets",
        ),
        # "if it targets" anywhere but this spell's own cost reduction
        (
            _enchantment("Whenever you cast a spell, if it targets a creature, draw a card."),
            "the condition 'it targets a creature'",
        ),
        # spells told by who controls them, or cards, or with a duration
        (
            _enchantment("Creature spells you control can't be cast."),
            "'Creature spells you control' as the spells that can't be cast",
        ),
        (
            _enchantment("Creature cards can't be cast."),
            "'Creature cards' as the spells that can't be cast",
        ),
        (_instant("Creature spells can't be cast this turn."), "a duration on 'CantBeCast'"),
        (
            "Test Card {2}{U}\nCreature — Human\nThis spell can't be cast.\n2/2\n",
            "'can't be cast' said of this",
        ),
        # mana spent to cast another object, or generic / hybrid mana, is not read yet
        (
            _enchantment("Whenever you cast a spell, if {R} was spent to cast it, draw a card."),
            "the mana spent to cast 'it'",
        ),
        (
            _instant("Draw a card. If {2} was spent to cast this spell, draw a card."),
            "'{2}' as the mana spent to cast it",
        ),
    ],
)
def test_refused_readings(text: str, quoted: str) -> None:
    assert any(quoted in message for message in c001_of(text)), c001_of(text)


@pytest.mark.parametrize(
    ("line", "card_type", "column"),
    [
        ("This spell costs {2} less to cast if it target an attacking creature.", "Instant", 41),
        (
            "This spell costs {2} less to cast if it's targeting an attacking creature.",
            "Instant",
            43,
        ),
        ("This spell costs {2} less to cast if it targets attacking creature.", "Instant", 49),
        ("This spell costs {2} less to cast if targets an attacking creature.", "Instant", 38),
        ("Creature spells can't be casted.", "Enchantment", 26),
        ("Creature spells can't been cast.", "Enchantment", 23),
        ("Draw a card. If {G} is spent to cast this spell, draw a card.", "Instant", 21),
        ("Draw a card. If {G} was spent on this spell, draw a card.", "Instant", 31),
        ("Draw a card. If {G} was paid to cast this spell, draw a card.", "Instant", 25),
    ],
)
def test_near_wordings_are_errors(line: str, card_type: str, column: int) -> None:
    assert line_errors(line, card_type) == [("E001", column)]
