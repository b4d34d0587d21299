"""Referents and descriptions of session 39 as the compiler states them: "for each creature
destroyed this way" counts what the one destruction before it destroyed (CR 608.2c, 701.8c,
702.12b). What is not the only reading of the words stays C001 at its span, verbatim."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of

_NO = "the rules runtime cannot execute this yet: "


def test_destroyed_this_way_counts_the_destruction_it_follows() -> None:
    (spell,) = abilities_of(
        "Probe {3}{W}{W}\nSorcery\nDestroy all creatures. You gain 2 life for each creature "
        "destroyed this way.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    destroy, gain = spell.effect.steps
    assert isinstance(destroy, ir.Action) and destroy.verb is ir.Verb.DESTROY
    assert isinstance(gain, ir.Action) and isinstance(gain.amount, ir.ResultOf)
    assert (gain.amount.of, gain.amount.times) == ("destroyed", 2)
    assert gain.amount.key == destroy.remember and destroy.remember


def test_cant_be_regenerated_keeps_the_count_on_the_destruction() -> None:
    (spell,) = abilities_of(
        "Probe {6}{B}{B}\nSorcery\nDestroy all creatures. They can't be regenerated. Draw a "
        "card for each creature destroyed this way.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    destroy, draw = spell.effect.steps
    assert isinstance(destroy, ir.Action)
    assert destroy.verb is ir.Verb.DESTROY_NO_REGENERATION
    assert isinstance(draw, ir.Action) and isinstance(draw.amount, ir.ResultOf)
    assert draw.amount.key == destroy.remember


def test_the_number_destroyed_this_way_defines_x_after_the_destruction() -> None:
    (spell,) = abilities_of(
        "Probe {4}{W}{W}\nSorcery\nDestroy all creatures, then create an X/X colorless "
        "Phyrexian Horror artifact creature token, where X is the number of creatures "
        "destroyed this way.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    assert "ResultOf" in repr(spell.effect) and "destroyed" in repr(spell.effect)


def test_a_destruction_without_a_count_remembers_nothing() -> None:
    (spell,) = abilities_of("Probe {3}{W}{W}\nSorcery\nDestroy all creatures.\n")
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Action)
    assert spell.effect.remember is None


def test_a_noun_the_destruction_does_not_make_each_object_stays_c001() -> None:
    # "Destroy all permanents": an artifact destroyed is one reading of "for each artifact"
    text = (
        "Probe {5}\nSorcery\nDestroy all permanents. You gain 1 life for each artifact "
        "destroyed this way.\n"
    )
    assert c001_of(text) == [
        _NO + "'artifact destroyed this way' of a destruction of objects not all of its kind"
    ]


def test_destroyed_this_way_with_no_destruction_before_it_stays_c001() -> None:
    text = "Probe {2}\nSorcery\nYou gain 1 life for each creature destroyed this way.\n"
    assert c001_of(text) == [_NO + "'destroyed this way' after no destruction, or several"]


def test_destroyed_this_way_after_two_destructions_stays_c001() -> None:
    text = (
        "Probe {5}\nSorcery\nDestroy all artifacts. Destroy all enchantments. You gain 1 life "
        "for each permanent destroyed this way.\n"
    )
    assert c001_of(text) == [_NO + "'destroyed this way' after no destruction, or several"]


def test_destroyed_this_way_in_another_mode_stays_c001() -> None:
    text = (
        "Probe {3}\nSorcery\nChoose one —\n• Destroy all creatures.\n• You gain 1 life for "
        "each creature destroyed this way.\n"
    )
    assert c001_of(text) == [_NO + "'destroyed this way' after no destruction, or several"]


def _for_each_clause(text: str) -> ir.Effect:
    (ability,) = abilities_of(text)
    assert isinstance(ability, ir.SpellAbility)
    return ability.effect


def test_they_control_of_a_target_player_is_that_target() -> None:
    effect = _for_each_clause(
        "Probe {3}{B}\nInstant\nTarget player loses 1 life for each tapped artifact they control.\n"
    )
    assert isinstance(effect, ir.Action) and isinstance(effect.amount, ir.NumberOf)
    controller = effect.amount.filter.controller
    assert controller is not None and effect.players is not None
    assert (controller.who, controller.target_index) == ("target", 0)
    assert effect.players.who == "target"


def test_they_control_of_each_player_is_done_for_each_of_them() -> None:
    effect = _for_each_clause(
        "Probe {1}{G}{G}\nSorcery\nEach player creates a 1/1 green Cat creature token for "
        "each untapped Forest they control.\n"
    )
    assert isinstance(effect, ir.ForEachPlayer) and effect.players.who == "each_player"
    assert "'each_player'" in repr(effect.effect) and "'they'" not in repr(effect.effect)


def test_they_control_after_you_stays_c001() -> None:
    # "they" is not "you": someone else, named nowhere
    text = "Probe {2}\nSorcery\nYou gain 1 life for each creature they control.\n"
    assert c001_of(text) == [_NO + "'they control' of the players 'you'"]


def test_they_control_outside_a_for_each_stays_c001() -> None:
    text = (
        "Probe {2}\nSorcery\nTarget player draws X cards, where X is the number of creatures "
        "they control.\n"
    )
    assert c001_of(text) == [_NO + "the words 'they control' in a description of objects"]


def test_the_rest_into_your_graveyard_moves_the_unchosen_cards() -> None:
    effect = _for_each_clause(
        "Probe {2}{U}\nSorcery\nLook at the top three cards of your library. Put one of them "
        "into your hand and the rest into your graveyard.\n"
    )
    assert isinstance(effect, ir.Sequence) and isinstance(effect.steps[-1], ir.Sequence)
    rest = effect.steps[-1].steps[-1]
    assert isinstance(rest, ir.Action) and isinstance(rest.objects, ir.Remaining)
    assert (rest.zone, rest.position) == (ir.ZoneName.GRAVEYARD, None)


def test_the_rest_on_top_of_your_library_is_put_on_top() -> None:
    effect = _for_each_clause(
        "Probe {2}{U}\nSorcery\nLook at the top five cards of your library. Put one of them "
        "into your hand and the rest on top of your library in any order.\n"
    )
    assert isinstance(effect, ir.Sequence) and isinstance(effect.steps[-1], ir.Sequence)
    rest = effect.steps[-1].steps[-1]
    assert isinstance(rest, ir.Action) and isinstance(rest.objects, ir.Remaining)
    assert (rest.zone, rest.position, rest.order) == (ir.ZoneName.LIBRARY, "top", None)


def test_the_rest_into_another_players_graveyard_stays_c001() -> None:
    text = (
        "Probe {2}{U}\nSorcery\nLook at the top three cards of your library. Put one of them "
        "into your hand and the rest into target player's graveyard.\n"
    )
    assert c001_of(text) == [_NO + "the zone of 'target player's'"]


def test_the_rest_into_an_opponents_library_stays_c001() -> None:
    text = (
        "Probe {2}{U}\nSorcery\nLook at the top three cards of your library. Put one of them "
        "into your hand and the rest on the bottom of target opponent's library.\n"
    )
    assert c001_of(text) != []


def test_an_opponent_has_ten_or_less_life_is_any_one_opponent() -> None:
    (static,) = abilities_of(
        "Probe {1}{B}\nCreature — Vampire\nProbe gets +2/+1 as long as an opponent has 10 or "
        "less life.\n2/1\n"
    )
    assert isinstance(static, ir.StaticAbility)
    test = static.condition
    assert isinstance(test, ir.LifeTotal) and test.some and test.who.who == "each_opponent"
    assert (test.count.relation, test.count.value) == (ir.Relation.AT_MOST, 10)


def test_you_have_ten_or_less_life_is_yours_alone() -> None:
    (static,) = abilities_of(
        "Probe {1}{B}\nCreature — Vampire\nProbe gets +2/+1 as long as you have 10 or less "
        "life.\n2/1\n"
    )
    assert isinstance(static, ir.StaticAbility) and isinstance(static.condition, ir.LifeTotal)
    assert not static.condition.some and static.condition.who.who == "you"


def test_that_players_life_total_stays_c001() -> None:
    text = (
        "Probe {4}\nArtifact\nAt the beginning of each player's end step, if that player has "
        "5 or less life, Probe deals 2 damage to that player.\n"
    )
    assert c001_of(text) == [_NO + "the life total of a player other than you"]


def test_they_after_those_creatures_is_the_same_group() -> None:
    effect = _for_each_clause(
        "Probe {3}{G}{U}\nInstant\nUntap all creatures you control. They gain hexproof until "
        "end of turn.\n"
    )
    assert isinstance(effect, ir.Sequence)
    untap, gain = effect.steps
    assert isinstance(untap, ir.Action) and isinstance(untap.objects, ir.AllObjects)
    assert untap.objects.remember and untap.objects.remember in repr(gain)


def test_they_after_a_player_is_named_stays_c001() -> None:
    text = (
        "Probe {2}\nSorcery\nTarget player sacrifices two creatures. They gain haste until "
        "end of turn.\n"
    )
    assert c001_of(text) == [_NO + "'they': objects or a player named before it"]


def test_they_after_a_players_trigger_is_that_player() -> None:
    """Session 53: with no objects named, "they" is the one player of the event (CR 603.7c),
    as "that player" is: the player whose upkeep it is."""
    text = (
        "Probe {2}{W}\nEnchantment\nAt the beginning of each player's upkeep, if that player "
        "controls a Plains, they gain 1 life.\n"
    )
    assert c001_of(text) == []
    (ability,) = abilities_of(text)
    assert "GAIN_LIFE" in repr(ability.effect) or "gain_life" in repr(ability.effect)
    assert "who='that_player'" in repr(ability.effect)


def test_they_after_targets_and_a_group_stays_c001() -> None:
    text = (
        "Probe {2}{G}\nInstant\nUntap two target creatures. Tap all artifacts. They get +2/+2 "
        "until end of turn.\n"
    )
    assert c001_of(text) == [_NO + "'they' with no one group of objects named before it"]


def test_that_player_after_target_creature_an_opponent_controls_is_its_controller() -> None:
    effect = _for_each_clause(
        "Probe {5}{B}\nInstant\nDestroy target creature an opponent controls. Each other "
        "creature that player controls gets -2/-0 until end of turn.\n"
    )
    assert isinstance(effect, ir.Sequence)
    _destroy, shrink = effect.steps
    assert "who='controller'" in repr(shrink) and "TargetObjects" in repr(shrink)


def test_that_player_after_any_target_creature_stays_c001() -> None:
    # "target creature" names no player: "that player" would be a reading (its controller?)
    text = (
        "Probe {B}\nInstant\nDestroy target creature. Each other creature that player controls "
        "gets -2/-0 until end of turn.\n"
    )
    assert c001_of(text) == [_NO + "'that player' refers to no player named before it"]


def test_a_target_described_by_the_first_targets_controller_stays_c001() -> None:
    text = (
        "Probe {R}\nSorcery\nTarget creature an opponent controls deals damage equal to its "
        "power to another target creature that player controls.\n"
    )
    assert c001_of(text) == [_NO + "a target described by another target or mention"]


def test_that_creature_on_an_aura_is_the_enchanted_creature() -> None:
    (_enchant, _pump, trigger) = abilities_of(
        "Probe {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +3/+3.\nAt "
        "the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter "
        "on that creature.\n"
    )
    assert isinstance(trigger, ir.TriggeredAbility) and isinstance(trigger.effect, ir.Action)
    put = trigger.effect.objects
    assert isinstance(put, ir.AllObjects) and put.filter.attached_to_source


def test_that_player_sacrifices_that_creature_names_the_player() -> None:
    (_enchant, trigger) = abilities_of(
        "Probe {1}{B}\nEnchantment — Aura\nEnchant creature\nAt the beginning of the end step "
        "of enchanted creature's controller, that player sacrifices that creature.\n"
    )
    assert isinstance(trigger, ir.TriggeredAbility) and isinstance(trigger.effect, ir.Action)
    assert trigger.effect.verb is ir.Verb.SACRIFICE
    assert trigger.effect.players is not None and trigger.effect.players.who == "that_player"


def test_that_creature_on_a_non_aura_stays_c001() -> None:
    text = (
        "Probe {1}{B}\nEnchantment\nAt the beginning of your upkeep, put a -1/-1 counter on "
        "that creature.\n"
    )
    assert c001_of(text) == [_NO + "'that ...' refers to nothing named before it"]


def test_that_land_on_a_creature_aura_stays_c001() -> None:
    # the Aura names an enchanted creature, not a land: "that land" names nothing
    text = (
        "Probe {U}\nEnchantment — Aura\nEnchant creature\nAt the beginning of your upkeep, tap "
        "enchanted creature. Untap that land.\n"
    )
    assert c001_of(text) == [_NO + "'that ...' refers to nothing named before it"]


def test_target_permanent_you_own_states_the_owner() -> None:
    (scepter,) = abilities_of(
        "Probe {1}\nArtifact\n{T}: Destroy target permanent you own. It can't be regenerated.\n"
    )
    assert isinstance(scepter, ir.ActivatedAbility)
    (spec,) = scepter.targets
    assert spec.filter is not None and spec.filter.owner is not None
    assert spec.filter.owner.who == "you" and spec.filter.controller is None


def test_land_or_creature_you_own_is_owned_either_way() -> None:
    # one type phrase "land or creature" described by "you own", as "artifact or
    # creature you control" is
    (scepter,) = abilities_of(
        "Probe {1}\nArtifact\n{T}: Destroy target land or creature you own.\n"
    )
    assert isinstance(scepter, ir.ActivatedAbility)
    (spec,) = scepter.targets
    assert spec.filter is not None and spec.filter.owner is not None
    assert not spec.filter.alternatives
    assert [t.any_of for t in spec.filter.types] == [("land", "creature")]


def test_target_cards_from_a_single_graveyard_are_all_in_one() -> None:
    (spell,) = abilities_of(
        "Probe {1}{B}\nInstant\nExile up to three target cards from a single graveyard.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    (spec,) = spell.targets
    assert spec.single_zone and (spec.minimum, spec.maximum) == (0, 3)
    assert spec.filter is not None and spec.filter.zone is ir.ZoneName.GRAVEYARD
    assert spec.filter.zone_owner is ir.Whose.ANY


def test_target_cards_from_a_graveyard_are_not_single_zone() -> None:
    (spell,) = abilities_of(
        "Probe {1}{B}\nInstant\nExile up to three target cards from a graveyard.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    assert not spell.targets[0].single_zone


def test_a_single_library_stays_c001() -> None:
    text = "Probe {B}\nInstant\nExile target card from a single library.\n"
    assert c001_of(text) == [_NO + "the zone 'a single library'"]


def _put_back(text: str) -> ir.Action:
    (spell,) = abilities_of(text)
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    put = spell.effect.steps[-1]
    assert isinstance(put, ir.Action) and put.verb is ir.Verb.MOVE
    return put


def test_putting_back_another_players_cards_is_in_your_order() -> None:
    put = _put_back(
        "Probe {U}\nSorcery\nLook at the top three cards of target player's library, then put "
        "them back in any order.\n"
    )
    assert (put.position, put.order) == ("top", "yours")


def test_putting_back_your_own_cards_is_in_their_owners_order() -> None:
    put = _put_back(
        "Probe {U}\nSorcery\nLook at the top three cards of your library, then put them back "
        "in any order.\n"
    )
    assert (put.position, put.order) == ("top", None)


def test_cards_in_target_opponents_hand_are_that_targets() -> None:
    (spell,) = abilities_of(
        "Probe {4}{U}{U}\nSorcery\nDraw cards equal to the number of cards in target "
        "opponent's hand.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Action)
    (spec,) = spell.targets
    assert spec.players is ir.Whose.OPPONENT and not spec.objects
    counted = spell.effect.amount
    assert isinstance(counted, ir.NumberOf) and counted.filter.zone is ir.ZoneName.HAND
    assert counted.filter.owner is not None and counted.filter.owner.who == "target"


def test_a_target_card_in_target_players_graveyard_stays_c001() -> None:
    # the card target is described by the player target: chosen together (CR 601.2c)
    text = "Probe {B}\nSorcery\nExile target creature card in target player's graveyard.\n"
    assert c001_of(text) == [_NO + "a target described by another target or mention"]


def test_has_defender_as_long_as_its_a_wall_is_said_of_the_source() -> None:
    (static, _become) = abilities_of(
        "Probe {2}{U}\nCreature — Illusion Wall\nProbe has defender as long as it's a Wall.\n"
        "{1}: Probe becomes the creature type of your choice until end of turn.\n0/4\n"
    )
    assert isinstance(static, ir.StaticAbility) and isinstance(static.condition, ir.ObjectIs)
    assert isinstance(static.condition.object, ir.SourceObject)
    assert static.condition.filter.subtypes == ("wall",)


def test_its_a_creature_said_of_each_land_stays_c001() -> None:
    # "it" is each land affected, one at a time: not the source
    text = "Probe {3}{G}\nEnchantment\nEach land gets +2/+2 as long as it's a creature.\n"
    assert c001_of(text) == [_NO + "'it's' with no card named before it"]


def test_it_was_a_human_in_an_intervening_if_is_the_creature_that_died() -> None:
    """Slayer's Plate: "Whenever equipped creature dies, if it was a Human, ...": the one object
    of the event, checked with that event as it triggers and as it resolves (CR 603.4)."""
    (_static, trigger, _equip) = abilities_of(
        "Probe {3}\nArtifact — Equipment\nEquipped creature gets +4/+2.\nWhenever equipped "
        "creature dies, if it was a Human, create a 1/1 white Spirit creature token with "
        "flying.\nEquip {3}\n"
    )
    condition = trigger.intervening_if
    assert isinstance(condition, ir.ObjectIs) and isinstance(condition.object, ir.EventObject)
    assert condition.filter.subtypes == ("human",)


def test_it_has_counters_after_a_counter_on_the_event_creature_is_not_the_source() -> None:
    """Ordeal of Heliod: "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then
    if it has three or more +1/+1 counters on it, sacrifice ~.": "it" is the creature, not the
    Aura (it compiled to the Aura's counters, which never reach three): the creature's
    counters, counted as the effect resolves (CR 608.2c)."""
    (_enchant, trigger) = abilities_of(
        "Probe {1}{W}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature "
        "attacks, put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it, "
        "sacrifice Probe.\n"
    )
    _put, then = trigger.effect.steps
    test = then.condition
    assert isinstance(test, ir.AmountCompared) and test.relation is ir.Relation.AT_LEAST
    assert isinstance(test.amount, ir.CountersOn) and test.amount.counter == "+1/+1"
    assert isinstance(test.amount.of, ir.EventObject) and test.to == ir.Fixed(3)


def test_an_intervening_if_about_another_objects_counters_stays_c001() -> None:
    text = (
        "Probe {1}{W}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature "
        "attacks, if it has a +1/+1 counter on it, you gain 1 life.\n"
    )
    assert c001_of(text) == [_NO + "counters on an object other than this one"]


def test_when_you_sacrifice_this_is_its_own_sacrifice() -> None:
    (trigger,) = abilities_of(
        "Probe {2}{B}\nCreature — Demon\nWhen you sacrifice Probe, you gain 2 life.\n3/3\n"
    )
    assert trigger.trigger.event == "sacrificed" and trigger.trigger.subject is None
    assert trigger.trigger.by is ir.Whose.YOU


def test_its_a_creature_after_a_trigger_naming_another_object_stays_c001() -> None:
    text = (
        "Probe {3}\nArtifact Creature — Golem\nWhenever Probe deals damage to a creature, if "
        "it's a Wall, you gain 1 life.\n2/2\n"
    )
    # "it": Probe, or the creature dealt damage? C001
    assert c001_of(text) == [_NO + "'it's' with no card named before it"]


def test_its_a_wall_after_a_trigger_of_the_source_alone_is_the_source() -> None:
    (trigger,) = abilities_of(
        "Probe {3}\nArtifact Creature — Golem\nWhenever Probe is dealt damage, if it's a Wall, "
        "you gain 1 life.\n2/2\n"
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    assert "ObjectIs" in repr(trigger) and "SourceObject" in repr(trigger)
