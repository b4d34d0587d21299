"""Core-set families lowered to the IR for issue 9: "enters tapped" (CR 614.1c, 614.12),
"Add {B} or {G}" (CR 605.1a), a trigger's leading "if" (CR 603.4) and a later one (CR 608.2c).
Their behaviour is played in tests/scenarios/corpus_lands and corpus_conditions."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of

TAPLAND = "Probe Hollow\nLand\nProbe Hollow enters tapped.\n{T}: Add {B} or {G}.\n"


def test_enters_tapped_is_a_replacement_on_the_static_ability() -> None:
    static, mana = abilities_of(TAPLAND)
    assert isinstance(static, ir.StaticAbility)
    assert static.enters_tapped is not None and static.enters_tapped.text == "enters tapped"
    assert not static.effects and static.enters_with is None
    assert isinstance(mana, ir.ManaAbility) and mana.produces == ("B", "G")


def test_a_triggers_leading_if_is_its_intervening_if() -> None:
    """ "Whenever ~ attacks, if you control a creature with power 4 or greater, ..." (Ornery
    Dilophosaur): the "if" right after the trigger condition is checked as the ability
    triggers and as it resolves (CR 603.4), so it is not part of the effect."""
    (triggered,) = abilities_of(
        "Probe {1}\nCreature — Dinosaur\nWhenever Probe attacks, if you control a creature "
        "with power 4 or greater, Probe gets +2/+2 until end of turn.\n2/2\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    test = triggered.intervening_if
    assert isinstance(test, ir.ObjectCount) and test.filter.power_at_least == 4
    assert isinstance(triggered.effect, ir.ModifyPT)


def test_an_if_later_in_the_effect_is_checked_as_it_resolves() -> None:
    (spell,) = abilities_of(
        "Probe {1}\nSorcery\nDraw a card. If you control three or more Islands, draw a card.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    first, second = spell.effect.steps
    assert isinstance(first, ir.Action) and first.verb is ir.Verb.DRAW
    assert isinstance(second, ir.IfCondition)
    assert isinstance(second.condition, ir.ObjectCount) and second.condition.count.value == 3
    assert isinstance(second.effect, ir.Action) and second.effect.verb is ir.Verb.DRAW


def test_life_gained_and_lost_this_turn_conditions() -> None:
    (gained,) = abilities_of(
        "Probe {1}\nCreature — Bat\nAt the beginning of each end step, if you gained life "
        "this turn, you gain 1 life.\n1/1\n"
    )
    assert gained.intervening_if == ir.LifeGainedThisTurn(
        ir.Players("you"), ir.Count(ir.Relation.AT_LEAST, 1)
    )
    (lost,) = abilities_of(
        "Probe {1}\nCreature — Bat\nAt the beginning of your end step, if a player lost 4 or "
        "more life this turn, you gain 1 life.\n1/1\n"
    )
    assert lost.intervening_if == ir.LifeLostThisTurn(
        ir.Players("each_player"), ir.Count(ir.Relation.AT_LEAST, 4)
    )
