"""Copies, new targets, counters and targets of session 38 as the compiler states them: "You
may choose new targets for the copy" (CR 707.10c), strive (CR 601.2f), removing X / any number
of counters and counters from a permanent you control (CR 107.3a, 118.3, 122.8), "counters are
put on ~" (CR 122.6), "deals damage to a creature" (CR 120.3), "another" in costs and triggers.
What the runtime can't play stays C001 at its span, verbatim."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of

_NO = "the rules runtime cannot execute this yet: "


def test_copy_then_new_targets_names_the_copy_made() -> None:
    (spell,) = abilities_of(
        "Probe {R}{R}\nInstant\nCopy target instant or sorcery spell. "
        "You may choose new targets for the copy.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    copy, may = spell.effect.steps
    assert isinstance(copy, ir.Action) and copy.verb is ir.Verb.COPY_SPELL
    assert isinstance(may, ir.MayDo) and isinstance(may.effect, ir.Action)
    assert may.effect.verb is ir.Verb.CHOOSE_NEW_TARGETS
    assert isinstance(may.effect.objects, ir.Mentioned)
    assert may.effect.objects.key == copy.remember


def test_the_copy_with_no_copy_before_it_stays_c001() -> None:
    assert c001_of("Probe {U}\nInstant\nYou may choose new targets for the copy.\n") == [
        _NO + "'the copy' outside reminder text"
    ]


def test_new_targets_for_a_permanent_stays_c001() -> None:
    assert c001_of("Probe {U}\nInstant\nYou may choose new targets for target creature.\n") == [
        _NO + "choosing new targets for something other than a spell"
    ]


def test_strive_states_the_mana_per_extra_target() -> None:
    (strive, _effect) = abilities_of(
        "Probe {R}\nSorcery\nStrive — This spell costs {1}{R} more to cast for each target "
        "beyond the first.\nAny number of target creatures can't block this turn.\n"
    )
    assert isinstance(strive, ir.SpellAbility)
    assert strive.cost_increase is not None and strive.cost_increase.mana == "{1}{R}"


def test_strive_on_a_permanent_stays_c001() -> None:
    text = (
        "Probe {1}{G}\nCreature — Elf\nThis creature costs {1} more to cast for each target "
        "beyond the first.\n2/2\n"
    )
    assert c001_of(text) != []


def test_remove_x_counters_states_x() -> None:
    (_put, remove) = abilities_of(
        "Probe {B}\nCreature — Human\n{B}, {T}: Put a +1/+1 counter on Probe.\n"
        "{2}{B}, {T}, Remove X +1/+1 counters from Probe: It deals X damage to target "
        "creature.\n1/1\n"
    )
    assert isinstance(remove, ir.ActivatedAbility)
    (part,) = remove.cost.remove_counters
    assert (part.count, part.kind, part.x, part.any_number) == (0, "+1/+1", True, False)


def test_for_each_counter_removed_without_such_a_cost_stays_c001() -> None:
    text = (
        "Probe\nLand\n{T}, Remove a storage counter from Probe: Add {W} for each storage "
        "counter removed this way.\n"
    )
    assert c001_of(text) == [_NO + "'for each storage counter removed this way' in a sentence"]


def test_removing_counters_from_an_opponents_creature_stays_c001() -> None:
    text = (
        "Probe {2}\nArtifact\n{T}, Remove a +1/+1 counter from a creature an opponent "
        "controls: Draw a card.\n"
    )
    assert c001_of(text) == [_NO + "removing counters from another object"]


def test_removing_counters_from_another_creature_of_yours_is_not_from_this_one() -> None:
    (ability,) = abilities_of(
        "Probe {2}\nCreature — Elf\n{T}, Remove a +1/+1 counter from another creature you "
        "control: Draw a card.\n1/1\n"
    )
    assert isinstance(ability, ir.ActivatedAbility)
    (part,) = ability.cost.remove_counters
    assert part.filter is not None and part.filter.other and part.count == 1


def test_removing_counters_from_two_creatures_stays_c001() -> None:
    text = (
        "Probe {2}\nCreature — Elf\n{T}, Remove a +1/+1 counter from two creatures you "
        "control: Draw a card.\n1/1\n"
    )
    assert c001_of(text) == [_NO + "removing counters from another object"]


def test_damage_to_a_creature_by_another_source_names_which_creature_c001() -> None:
    # the source and the creature dealt damage are both creatures: "that creature" could be
    # either (session 53: the event has a source, EventTrigger.dealer, named by no word)
    text = (
        "Probe {2}\nCreature — Elf\nWhenever a creature you control deals damage to a "
        "creature, destroy that creature.\n1/1\n"
    )
    assert c001_of(text) == [_NO + "'that ...' of the source of the damage"]


def test_damage_to_a_creature_is_a_trigger_on_the_permanent_dealt_damage() -> None:
    (trigger,) = abilities_of(
        "Probe {2}\nCreature — Elf\nWhenever Probe deals damage to a creature, destroy that "
        "creature.\n1/1\n"
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.trigger, ir.EventTrigger)
    assert trigger.trigger.event == "deals_damage_to_object"
    assert trigger.trigger.subject is not None
    assert trigger.trigger.subject.description == "creature"


def test_counters_put_on_this_names_no_subject() -> None:
    (trigger,) = abilities_of(
        "Probe {2}\nCreature — Beast\nWhenever one or more +1/+1 counters are put on Probe, "
        "you gain 1 life.\n1/1\n"
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.trigger, ir.EventTrigger)
    assert (trigger.trigger.event, trigger.trigger.subject) == ("counters_put", None)


def test_counter_it_of_a_cast_trigger_counters_the_spell_cast() -> None:
    (trigger,) = abilities_of(
        "Probe {3}{W}\nEnchantment\nWhenever a player casts an enchantment spell, counter it.\n"
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.effect, ir.Action) and trigger.effect.verb is ir.Verb.COUNTER
    assert isinstance(trigger.effect.objects, ir.EventObject)


def test_countering_the_permanent_a_trigger_names_stays_c001() -> None:
    text = "Probe {3}{W}\nEnchantment\nWhenever a creature enters, counter it.\n"
    assert c001_of(text) == [_NO + "countering something other than a spell"]


def test_sacrifice_it_after_counter_that_spell_is_not_the_spell() -> None:
    """Decree of Silence: "it" of "sacrifice it" is no spell cast (a spell is no permanent,
    CR 701.21a); which permanent it names is left C001."""
    text = (
        "Probe {6}{U}{U}\nEnchantment\nWhenever an opponent casts a spell, counter that spell "
        "and put a depletion counter on Probe. If there are three or more depletion counters "
        "on Probe, sacrifice it.\n"
    )
    assert c001_of(text) == [_NO + "sacrificing 'it': the spell cast"]
