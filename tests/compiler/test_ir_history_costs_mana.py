"""Families lowered to the IR for issue 9: history, activation conditions, costs and mana.
Their behaviour is played in ``tests/scenarios/corpus_*/`` (history, activate_only_if, costs,
search, mana, pay, events, it_is, untap) and ``additional_costs_cast/``."""

from __future__ import annotations

import karlov
from karlov import ir
from karlov.compiler import compile_card

from .lowering import abilities_of


def test_a_creature_died_this_turn_is_history() -> None:
    """ "if a creature died this turn" (Twinblade Assassins): one or more creatures were put
    into a graveyard from the battlefield this turn (CR 700.4)."""
    (triggered,) = abilities_of(
        "Probe {1}\nCreature — Elf\nAt the beginning of your end step, if a creature died "
        "this turn, draw a card.\n1/1\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    test = triggered.intervening_if
    assert isinstance(test, ir.HappenedThisTurn) and test.event == "died"
    assert test.count.relation is ir.Relation.AT_LEAST and test.count.value == 1
    assert [t.any_of for t in test.filter.types] == [("creature",)]


def test_activate_only_if_is_the_abilitys_condition() -> None:
    """ "Activate only if you control five or more lands." (Cryptic Caves): a restriction on
    beginning to activate the ability (CR 602.5), not part of its effect."""
    (activated,) = abilities_of(
        "Probe\nLand\n{1}, {T}: Draw a card. Activate only if you control five or more lands.\n"
    )
    assert isinstance(activated, ir.ActivatedAbility)
    assert isinstance(activated.condition, ir.ObjectCount)
    assert activated.condition.count.value == 5
    assert isinstance(activated.effect, ir.Action) and activated.effect.verb is ir.Verb.DRAW


def test_activate_only_if_the_source_is_attacking() -> None:
    (activated,) = abilities_of(
        "Probe {1}\nCreature — Pirate\n{1}: Draw a card. Activate only if Probe is "
        "attacking.\n1/1\n"
    )
    assert isinstance(activated, ir.ActivatedAbility)
    assert activated.condition == ir.SourceIs("attacking", span=activated.condition.span)


def test_attacked_or_blocked_this_turn_is_said_of_the_source() -> None:
    (triggered,) = abilities_of(
        "Probe {1}\nCreature — Hellion\nAt the beginning of each end step, if Probe attacked or "
        "blocked this turn, you gain 1 life.\n1/1\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    assert isinstance(triggered.intervening_if, ir.SourceIs)
    assert triggered.intervening_if.state == "attacked_or_blocked_this_turn"


def test_discard_counter_exile_and_tap_costs() -> None:
    discard, remove, exile, tap = abilities_of(
        "Probe {1}\nCreature — Spirit\n"
        "{R}, Discard two cards: Draw a card.\n"
        "Remove a +1/+1 counter from Probe: Draw a card.\n"
        "{1}, Exile Probe: Draw a card.\n"
        "Tap two untapped Spirits you control: Draw a card.\n1/1\n"
    )
    for ability in (discard, remove, exile, tap):
        assert isinstance(ability, ir.ActivatedAbility)
    assert discard.cost.discard == 2 and discard.cost.mana == "{R}"  # type: ignore[union-attr]
    (counters,) = remove.cost.remove_counters  # type: ignore[union-attr]
    assert (counters.count, counters.kind) == (1, "+1/+1")
    assert exile.cost.exile_self and not exile.cost.sacrifices  # type: ignore[union-attr]
    (tapped,) = tap.cost.tap_untapped  # type: ignore[union-attr]
    assert tapped.count == 2 and tapped.filter.tapped is False
    assert tapped.filter.subtypes == ("spirit",)


def test_a_discard_of_a_kind_of_card_is_a_cost_part() -> None:
    """ "Discard a legendary card" (CR 701.9a, 118.3): a card of that kind from your hand,
    the filter on the discarded card; "Discard a card" stays a number of any cards."""
    (ability,) = abilities_of(
        "Probe {1}\nCreature — Elf\n{T}, Discard a legendary card: Draw two cards.\n1/1\n"
    )
    assert isinstance(ability, ir.ActivatedAbility)
    (part,) = ability.cost.discard_cards
    assert part.count == 1 and ability.cost.discard == 0
    assert part.filter.supertypes == ("legendary",)
    assert part.filter.zone is ir.ZoneName.HAND and part.filter.zone_owner is ir.Whose.YOU


def test_search_your_library_and_or_graveyard_then_shuffle_if_the_library_was_searched() -> None:
    """The Ethereal Elk cycle: the search names both zones (the player chooses which to
    search), and "If you search your library this way" reads that search (CR 701.23a)."""
    (triggered,) = abilities_of(
        "Probe {1}\nCreature — Elk\nWhen Probe enters, you may search your library and/or "
        "graveyard for a card named Grizzly Bears, reveal it, and put it into your hand. If you "
        "search your library this way, shuffle.\n1/1\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    assert isinstance(triggered.effect, ir.Sequence)
    optional, shuffle_if = triggered.effect.steps
    assert isinstance(optional, ir.MayDo)  # searching, revealing and putting: one choice
    assert isinstance(optional.effect, ir.Sequence)
    search, reveal, put = optional.effect.steps
    assert isinstance(reveal, ir.Action) and reveal.verb is ir.Verb.REVEAL
    assert isinstance(put, ir.Action) and put.verb is ir.Verb.MOVE
    assert isinstance(search, ir.Action) and search.verb is ir.Verb.SEARCH
    assert search.zone is ir.ZoneName.LIBRARY
    assert search.also_zones == (ir.ZoneName.GRAVEYARD,)
    assert isinstance(shuffle_if, ir.IfCondition)
    assert shuffle_if.condition == ir.SearchedThisWay(
        ir.ZoneName.LIBRARY, search.remember or "", span=shuffle_if.condition.span
    )


def test_search_this_way_with_no_search_before_it_is_c001() -> None:
    (card,) = karlov.parse(
        "Probe {1}\nSorcery\nDraw a card. If you search your library this way, shuffle.\n"
    )
    assert not compile_card(card).ok


def test_mana_abilities_with_other_costs_and_several_mana_of_one_color() -> None:
    """CR 605.1a: an activated ability that adds mana, with no target, is a mana ability
    whatever its cost; "three mana of any one color" is one option per color (CR 106.1a)."""
    sacrifice, pay, three = abilities_of(
        "Probe {1}\nCreature — Elemental\nSacrifice Probe: Add {R}{R}.\n"
        "{2}: Add one mana of any color.\n{T}: Add three mana of any one color.\n1/1\n"
    )
    assert isinstance(sacrifice, ir.ManaAbility) and sacrifice.produces == ("RR",)
    assert sacrifice.cost is not None and sacrifice.cost.sacrifices[0].filter is None
    assert isinstance(pay, ir.ManaAbility) and pay.cost is not None and pay.cost.mana == "{2}"
    assert len(pay.produces) == 5
    assert isinstance(three, ir.ManaAbility) and three.cost is None
    assert three.produces == ("WWW", "UUU", "BBB", "RRR", "GGG")


def test_a_granted_mana_ability_is_a_mana_ability() -> None:
    _enchant, static = abilities_of(
        "Probe {1}\nEnchantment — Aura\nEnchant land\n"
        'Enchanted land has "{T}: Add two mana of any one color."\n'
    )
    assert isinstance(static, ir.StaticAbility)
    (granted,) = [a for e in static.effects for a in getattr(e, "add_abilities", ())]
    assert isinstance(granted, ir.ManaAbility) and granted.produces[0] == "WW"


def test_you_may_pay_mana_if_you_do() -> None:
    """ "you may pay {1}{B}. If you do, ..." (Liliana's Devotee): a payment during resolution
    (CR 118.3) inside the optional instruction, then IfDone."""
    (triggered,) = abilities_of(
        "Probe {1}\nCreature — Warlock\nAt the beginning of your end step, you may pay {1}{B}. "
        "If you do, draw a card.\n1/1\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    assert isinstance(triggered.effect, ir.Sequence)
    may, if_done = triggered.effect.steps
    assert isinstance(may, ir.MayDo) and isinstance(may.effect, ir.PayMana)
    assert may.effect.mana == "{1}{B}"
    assert isinstance(if_done, ir.IfDone)


def _trigger(line: str) -> ir.Trigger:
    (triggered,) = abilities_of(f"Probe {{1}}\nCreature — Elemental\n{line}\n1/1\n")
    assert isinstance(triggered, ir.TriggeredAbility)
    return triggered.trigger


def test_noncombat_damage_triggers() -> None:
    dealt = _trigger("Whenever an opponent is dealt noncombat damage, you gain 1 life.")
    assert dealt == ir.EventTrigger("dealt_noncombat_damage", by=ir.Whose.OPPONENT, span=dealt.span)
    deals = _trigger(
        "Whenever a source you control deals noncombat damage to an opponent, you gain 1 life."
    )
    assert isinstance(deals, ir.EventTrigger)
    assert deals.event == "deals_noncombat_damage_to_player" and deals.by is ir.Whose.OPPONENT
    assert deals.subject is not None and deals.subject.controller is not None
    assert deals.subject.controller.who == "you"


def test_put_into_a_graveyard_from_the_battlefield() -> None:
    this = _trigger("When Probe is put into a graveyard from the battlefield, you gain 1 life.")
    assert isinstance(this, ir.EventTrigger) and this.subject is None
    assert this.event == "put_into_graveyard_from_battlefield"
    other = _trigger(
        "Whenever an enchantment you control is put into a graveyard from the battlefield, "
        "you gain 1 life."
    )
    assert isinstance(other, ir.EventTrigger) and other.subject is not None
    assert [t.any_of for t in other.subject.types] == [("enchantment",)]


def test_this_or_another_enters_under_your_control() -> None:
    either = _trigger(
        "Whenever Probe or another Elemental enters under your control, you gain 1 life."
    )
    assert isinstance(either, ir.AnyOf)
    this, another = either.triggers
    assert isinstance(this, ir.EventTrigger) and this.subject is None and this.by is None
    assert isinstance(another, ir.EventTrigger) and another.by is ir.Whose.YOU
    assert another.subject is not None and another.subject.other


def test_if_its_a_land_card_reads_the_card_looked_at() -> None:
    """Dryad Greenseeker: "it" is the card the look recorded, not the source."""
    (activated,) = abilities_of(
        "Probe {1}\nCreature — Dryad\n{T}: Look at the top card of your library. If it's a "
        "land card, you may reveal it and put it into your hand.\n1/3\n"
    )
    assert isinstance(activated, ir.ActivatedAbility)
    assert isinstance(activated.effect, ir.Sequence)
    look, if_land = activated.effect.steps
    assert isinstance(look, ir.Action) and look.verb is ir.Verb.LOOK_AT and look.remember
    assert isinstance(if_land, ir.IfCondition) and isinstance(if_land.condition, ir.ObjectIs)
    assert if_land.condition.object == ir.Mentioned(look.remember, span=if_land.condition.span)
    assert [t.any_of for t in if_land.condition.filter.types] == [("land",)]


def test_doesnt_untap_during_its_controllers_next_untap_step() -> None:
    (triggered,) = abilities_of(
        "Probe {1}\nCreature — Cat\nWhen Probe enters, tap target creature an opponent "
        "controls. That creature doesn't untap during its controller's next untap step.\n2/2\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    assert isinstance(triggered.effect, ir.Sequence)
    tap, skip = triggered.effect.steps
    assert isinstance(tap, ir.Action) and tap.verb is ir.Verb.TAP
    assert isinstance(skip, ir.SkipNextUntap)
    assert skip.objects == ir.TargetObjects(0, span=skip.objects.span)


def test_cast_during_an_opponents_turn_and_becomes_blocked_by() -> None:
    cast = _trigger("Whenever you cast a spell during an opponent's turn, you gain 1 life.")
    assert isinstance(cast, ir.EventTrigger) and cast.by is ir.Whose.YOU
    assert cast.event == "cast_during_opponents_turn"
    blocked = _trigger("Whenever Probe becomes blocked by a creature, you gain 1 life.")
    assert isinstance(blocked, ir.EventTrigger) and blocked.event == "becomes_blocked_by"
    assert blocked.subject is not None


def test_attacks_or_blocks_and_the_first_spell_each_turn() -> None:
    either = _trigger("Whenever Probe attacks or blocks, you gain 1 life.")
    assert isinstance(either, ir.AnyOf)
    assert [t.event for t in either.triggers] == ["attacks", "blocks"]
    first = _trigger(
        "Whenever you cast your first instant or sorcery spell each turn, draw a card."
    )
    assert isinstance(first, ir.EventTrigger) and first.event == "cast" and first.ordinal == 1


def test_the_second_card_drawn_and_the_first_life_lost_each_turn() -> None:
    second = _trigger("Whenever you draw your second card each turn, you gain 1 life.")
    assert isinstance(second, ir.EventTrigger)
    assert (second.event, second.by, second.ordinal) == ("draw", ir.Whose.YOU, 2)
    first = _trigger("Whenever you lose life for the first time each turn, draw a card.")
    assert isinstance(first, ir.EventTrigger)
    assert (first.event, first.by, first.ordinal) == ("lose_life", ir.Whose.YOU, 1)


def test_equipped_creature_attacks() -> None:
    (triggered, _equip) = abilities_of(
        "Probe {1}\nArtifact — Equipment\nWhenever equipped creature attacks, you gain 1 "
        "life.\nEquip {1}\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    trigger = triggered.trigger
    assert isinstance(trigger, ir.EventTrigger) and trigger.event == "attacks"
    assert trigger.subject is not None and trigger.subject.attached_to_source


def test_one_or_more_counters_are_put_on_another_creature() -> None:
    put = _trigger(
        "Whenever one or more +1/+1 counters are put on another creature you control, you "
        "gain 1 life."
    )
    assert isinstance(put, ir.EventTrigger) and put.event == "counters_put"
    assert put.counter == "+1/+1" and put.subject is not None and put.subject.other


def test_a_mana_ability_that_adds_other_mana_instead_if() -> None:
    (mana,) = abilities_of(
        "Probe {1}\nCreature — Elemental Druid\n{T}: Add {G}. If you control four or more "
        "creatures, add {G}{G} instead.\n0/3\n"
    )
    assert isinstance(mana, ir.ManaAbility) and mana.produces == ("G",)
    assert isinstance(mana.instead_if, ir.ObjectCount) and mana.instead_if.count.value == 4
    assert mana.instead_produces == ("GG",)
