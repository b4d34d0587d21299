"""Spell effects and amounts lowered to the IR for issue 9: "for each ..."
(CR 608.2h). Their behaviour is played in tests/scenarios/spell_amounts."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of


def test_for_each_multiplies_the_life_gained() -> None:
    (triggered,) = abilities_of(
        "Probe {1}\nCreature — Bird\nWhen Probe enters, you gain 2 life for each creature "
        "you control with flying.\n1/1\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    action = triggered.effect
    assert isinstance(action, ir.Action) and action.verb is ir.Verb.GAIN_LIFE
    assert isinstance(action.amount, ir.NumberOf) and action.amount.times == 2
    assert action.amount.filter.keywords == ("flying",)
    assert action.amount.filter.controller is not None
    assert action.amount.filter.controller.who == "you"


def test_for_each_on_a_pump_is_its_multiplier() -> None:
    (spell,) = abilities_of(
        "Probe {G}\nInstant\nTarget creature gets +1/+1 until end of turn for each "
        "creature you control.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    pump = spell.effect
    assert isinstance(pump, ir.ModifyPT) and (pump.power, pump.toughness) == (1, 1)
    assert isinstance(pump.per, ir.NumberOf) and pump.per.times == 1
    assert pump.duration is ir.Duration.END_OF_TURN
    assert ir.loads(ir.dumps(pump)) == pump


def test_for_each_on_an_effect_without_an_amount_stays_c001() -> None:
    messages = c001_of(
        "Probe {1}\nSorcery\nDestroy target creature for each creature you control.\n"
    )
    assert messages and any("for each" in m for m in messages)


def test_for_each_after_two_effects_stays_c001() -> None:
    messages = c001_of(
        "Probe {1}\nSorcery\nYou draw a card and gain 1 life for each creature you control.\n"
    )
    assert messages


def test_counter_target_spell_is_the_counter_verb_on_a_stack_target() -> None:
    (spell,) = abilities_of("Probe {U}\nInstant\nCounter target noncreature spell.\n")
    assert isinstance(spell, ir.SpellAbility)
    action = spell.effect
    assert isinstance(action, ir.Action) and action.verb is ir.Verb.COUNTER
    assert action.objects == ir.TargetObjects(0)
    (target,) = spell.targets
    assert target.filter is not None and target.filter.zone is ir.ZoneName.STACK
    assert target.filter.types == (ir.TypeTest(none_of=("creature",)),)


def test_unless_its_controller_pays_wraps_the_counter() -> None:
    (spell,) = abilities_of(
        "Probe {U}\nInstant\nCounter target spell unless its controller pays {2}{U}.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    unless = spell.effect
    assert isinstance(unless, ir.UnlessPays) and unless.cost.mana == "{2}{U}"
    assert unless.players.who == "controller" and unless.players.of == ir.TargetObjects(0)
    assert isinstance(unless.effect, ir.Action) and unless.effect.verb is ir.Verb.COUNTER
    assert ir.loads(ir.dumps(unless)) == unless


def test_countering_an_ability_stays_c001() -> None:
    assert c001_of("Probe {U}\nInstant\nCounter target activated or triggered ability.\n")


def test_an_additional_cost_belongs_to_its_spell_paragraph() -> None:
    cost_paragraph, effect_paragraph = abilities_of(
        "Probe {B}\nSorcery\nAs an additional cost to cast this spell, sacrifice a "
        "creature.\nDraw two cards.\n"
    )
    assert isinstance(cost_paragraph, ir.SpellAbility)
    cost = cost_paragraph.additional_cost
    assert cost is not None and cost.discard == 0 and cost.mana is None
    (sacrifice,) = cost.sacrifices
    assert sacrifice.count == 1 and sacrifice.filter is not None
    assert sacrifice.filter.types == (ir.TypeTest(any_of=("creature",)),)
    assert isinstance(effect_paragraph, ir.SpellAbility)
    assert effect_paragraph.additional_cost is None
    assert ir.loads(ir.dumps(cost_paragraph)) == cost_paragraph


def test_a_discard_additional_cost_counts_cards() -> None:
    cost_paragraph, _ = abilities_of(
        "Probe {R}\nSorcery\nAs an additional cost to cast this spell, discard a card.\n"
        "Draw two cards.\n"
    )
    assert isinstance(cost_paragraph, ir.SpellAbility)
    assert cost_paragraph.additional_cost is not None
    assert cost_paragraph.additional_cost.discard == 1
    assert not cost_paragraph.additional_cost.sacrifices


def test_where_x_defines_every_x_of_its_sentence() -> None:
    (triggered,) = abilities_of(
        "Probe {1}\nEnchantment — Shrine\nAt the beginning of your upkeep, each opponent "
        "loses X life and you gain X life, where X is the number of Shrines you control.\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    effect = triggered.effect
    assert isinstance(effect, ir.Sequence)
    for step in effect.steps:
        assert isinstance(step, ir.Action) and isinstance(step.amount, ir.NumberOf)
        assert step.amount.filter.subtypes == ("shrine",)


def test_where_x_is_the_life_gained_on_a_minus_x_pump() -> None:
    (spell,) = abilities_of(
        "Probe {B}\nInstant\nTarget creature gets -X/-X until end of turn, where X is the "
        "amount of life you gained this turn.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    pump = spell.effect
    assert isinstance(pump, ir.ModifyPT) and (pump.power, pump.toughness) == (-1, -1)
    assert isinstance(pump.per, ir.LifeGained) and pump.per.who.who == "you"


def test_plus_x_without_where_is_the_chosen_x() -> None:
    (spell,) = abilities_of(
        "Probe {X}{G}\nInstant\nTarget creature gets +X/+0 until end of turn.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    pump = spell.effect
    assert isinstance(pump, ir.ModifyPT) and (pump.power, pump.toughness) == (1, 0)
    assert isinstance(pump.per, ir.XValue)


def test_where_x_with_an_unknown_quantity_stays_c001() -> None:
    assert c001_of(
        "Probe {1}\nSorcery\nPut X +1/+1 counters on target creature, where X is half the "
        "number of cards in your hand.\n"
    )


def test_damage_to_a_creature_and_its_controller() -> None:
    (spell,) = abilities_of(
        "Probe {R}\nInstant\nProbe deals 4 damage to target creature and 2 damage to that "
        "creature's controller.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    to_creature, to_controller = spell.effect.steps
    assert isinstance(to_creature, ir.Action) and to_creature.amount == ir.Fixed(4)
    assert to_creature.recipients == ir.TargetObjects(0)
    assert isinstance(to_controller, ir.Action) and to_controller.amount == ir.Fixed(2)
    assert to_controller.recipient_players == ir.Players("controller", of=ir.TargetObjects(0))


def test_damage_equal_to_a_number_of_objects() -> None:
    (triggered,) = abilities_of(
        "Probe {R}\nCreature — Goblin\nWhen Probe enters, it deals damage to any target "
        "equal to the number of Goblins you control.\n1/1\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    damage = triggered.effect
    assert isinstance(damage, ir.Action) and isinstance(damage.amount, ir.NumberOf)


def test_damage_unless_that_player_sacrifices() -> None:
    (triggered,) = abilities_of(
        "Probe {R}\nCreature — Dragon\nWhen Probe enters, it deals 5 damage to target "
        "opponent unless that player sacrifices a creature.\n5/5\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    unless = triggered.effect
    assert isinstance(unless, ir.UnlessPays) and unless.players.who == "target"
    (sacrifice,) = unless.cost.sacrifices
    assert sacrifice.count == 1 and unless.cost.mana is None
    assert isinstance(unless.effect, ir.Action) and unless.effect.amount == ir.Fixed(5)


def test_this_spell_costs_less_if_is_its_own_cost_reduction() -> None:
    reduction_paragraph, effect_paragraph = abilities_of(
        "Probe {2}{U}\nSorcery\nThis spell costs {1} less to cast if you control a creature "
        "with flying.\nDraw two cards.\n"
    )
    assert isinstance(reduction_paragraph, ir.SpellAbility)
    reduction = reduction_paragraph.cost_reduction
    assert reduction is not None and reduction.generic == 1
    assert isinstance(reduction.condition, ir.ObjectCount)
    assert reduction.condition.filter.keywords == ("flying",)
    assert isinstance(effect_paragraph, ir.SpellAbility)
    assert effect_paragraph.cost_reduction is None


def test_an_if_after_an_effect_is_checked_as_it_is_reached() -> None:
    # CR 608.2c: the instruction is done only if the condition holds as it is reached
    (spell,) = abilities_of(
        "Probe {1}\nSorcery\nDraw a card if you control a creature with flying.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.IfCondition)
    assert isinstance(spell.effect.condition, ir.ObjectCount)


def test_and_a_new_subject_is_a_clause_of_its_own() -> None:
    (spell,) = abilities_of(
        "Probe {1}\nSorcery\nYou draw two cards and each opponent discards two cards.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    draw, discard = spell.effect.steps
    assert isinstance(draw, ir.Action) and draw.verb is ir.Verb.DRAW
    assert isinstance(discard, ir.Action) and discard.verb is ir.Verb.DISCARD
    assert discard.players is not None and discard.players.who == "each_opponent"


def test_put_one_of_them_and_the_rest_on_the_bottom() -> None:
    (spell,) = abilities_of(
        "Probe {U}\nInstant\nLook at the top three cards of your library. Put one of them "
        "into your hand and the rest on the bottom of your library in any order.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    look, put = spell.effect.steps
    assert isinstance(put, ir.Sequence)
    pick, to_hand, rest = put.steps
    assert isinstance(look, ir.Action) and look.verb is ir.Verb.LOOK_AT and look.remember
    assert isinstance(pick, ir.Action) and pick.verb is ir.Verb.CHOOSE
    assert pick.objects == ir.Mentioned(look.remember, True)
    assert pick.count == ir.Count(ir.Relation.EXACTLY, 1)
    assert isinstance(to_hand, ir.Action) and to_hand.zone is ir.ZoneName.HAND
    assert isinstance(rest, ir.Action) and rest.position == "bottom"
    assert rest.objects == ir.Remaining(look.remember, pick.remember or "")
    assert ir.loads(ir.dumps(spell)) == spell


def test_the_rest_in_a_random_order() -> None:
    (spell,) = abilities_of(
        "Probe {U}\nSorcery\nLook at the top seven cards of your library. Put two of them "
        "into your hand and the rest on the bottom of your library in a random order.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    _look, put = spell.effect.steps
    assert isinstance(put, ir.Sequence)
    pick, _to_hand, rest = put.steps
    assert isinstance(pick, ir.Action) and pick.count == ir.Count(ir.Relation.EXACTLY, 2)
    assert isinstance(rest, ir.Action) and (rest.position, rest.order) == ("bottom", "random")


def test_put_cards_from_your_hand_on_top_in_any_order() -> None:
    (spell,) = abilities_of(
        "Probe {U}\nSorcery\nDraw three cards, then put two cards from your hand on top of "
        "your library in any order.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    _draw, put = spell.effect.steps
    assert isinstance(put, ir.Action) and put.verb is ir.Verb.MOVE
    assert put.zone is ir.ZoneName.LIBRARY and put.position == "top"
    assert isinstance(put.objects, ir.ChosenObjects) and put.objects.count.value == 2
    assert put.objects.filter.zone is ir.ZoneName.HAND
