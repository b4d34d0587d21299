"""Triggered abilities that trigger from a graveyard (CR 113.6m) and at the step of the
enchanted permanent's controller (CR 303.4, 503.1): what the IR says, and what stays refused."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of

_MOVES_FROM_ZONE = (
    "the rules runtime cannot execute this yet: a triggered ability that functions from the "
    "zone it moves its source out of (CR 113.6m)"
)


def _triggered(text: str) -> ir.TriggeredAbility:
    (found,) = [a for a in abilities_of(text) if isinstance(a, ir.TriggeredAbility)]
    return found


def test_arclight_phoenix_triggers_from_the_graveyard() -> None:
    ability = _triggered(
        "Arclight Phoenix {3}{R}\nCreature — Phoenix\nFlying, haste\nAt the beginning of combat "
        "on your turn, if you've cast three or more instant and sorcery spells this turn, "
        "return Arclight Phoenix from your graveyard to the battlefield.\n3/2\n"
    )
    assert ability.zones == (ir.ZoneName.GRAVEYARD,)
    assert ability.intervening_if is not None


def test_an_ability_that_moves_nothing_out_of_a_zone_triggers_on_the_battlefield() -> None:
    ability = _triggered(
        "Probe {1}{R}\nCreature — Phoenix\nWhenever an opponent gains life, Probe deals 1 "
        "damage to that player.\n1/1\n"
    )
    assert ability.zones == (ir.ZoneName.BATTLEFIELD,)


def test_a_trigger_that_puts_the_source_there_is_refused() -> None:
    # "When enchanted creature dies, return ~ from your graveyard": CR 113.6m's Aura
    # exception, which karlov does not play from the graveyard.
    assert c001_of(
        "Screams from Within {2}{B}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted "
        "creature gets -1/-1.\nWhen enchanted creature dies, return Screams from Within from "
        "your graveyard to the battlefield.\n"
    ) == [_MOVES_FROM_ZONE]


def test_a_leaves_the_battlefield_trigger_is_refused() -> None:
    # It looks back in time (CR 603.10a), when the source may have been on the battlefield.
    assert c001_of(
        "Nether Traitor {B}{B}\nCreature — Spirit\nHaste\nWhenever another creature is put "
        "into your graveyard from the battlefield, you may pay {B}. If you do, return Nether "
        "Traitor from your graveyard to the battlefield.\n1/1\n"
    ) == [_MOVES_FROM_ZONE]


def test_the_upkeep_of_enchanted_creatures_controller() -> None:
    ability = _triggered(
        "Wanderlust {2}{G}\nEnchantment — Aura\nEnchant creature\nAt the beginning of the "
        "upkeep of enchanted creature's controller, Wanderlust deals 1 damage to that player.\n"
    )
    assert isinstance(ability.trigger, ir.StepTrigger)
    assert ability.trigger.step is ir.Step.UPKEEP
    assert ability.trigger.of_attached
    assert ability.trigger.whose is ir.Whose.ANY
    assert ability.zones == (ir.ZoneName.BATTLEFIELD,)


def test_that_creature_after_the_step_of_enchanted_creatures_controller_is_bound() -> None:
    # "that creature" names the enchanted creature, the only creature named before it
    # (session 39: tests/compiler/test_refer39f.py states the IR)
    assert (
        c001_of(
            "Lingering Death {1}{B}\nEnchantment — Aura\nEnchant creature\nAt the beginning "
            "of the end step of enchanted creature's controller, that player sacrifices that "
            "creature.\n"
        )
        == []
    )


def test_the_step_of_enchanted_players_is_refused() -> None:
    assert "the rules runtime cannot execute this yet: a step of a player other than you" in (
        c001_of(
            "Curse of Probing {2}{B}\nEnchantment — Aura Curse\nEnchant player\nAt the "
            "beginning of enchanted player's upkeep, that player loses 1 life.\n"
        )
    )


def test_another_object_becoming_a_target() -> None:
    ability = _triggered(
        "Thunderbreak Regent {2}{R}{R}\nCreature — Dragon\nFlying\nWhenever a Dragon you "
        "control becomes the target of a spell or ability an opponent controls, Thunderbreak "
        "Regent deals 3 damage to that player.\n4/4\n"
    )
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert trigger.event == "becomes_target"
    assert trigger.by is ir.Whose.OPPONENT
    assert trigger.subject is not None and trigger.subject.subtypes == ("dragon",)


def test_enchanted_creature_becoming_the_target_of_a_spell() -> None:
    trigger = _triggered(
        "Spectral Prison {2}{U}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature "
        "becomes the target of a spell, sacrifice Spectral Prison.\n"
    ).trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert trigger.event == "becomes_target_of_spell"
    assert trigger.subject is not None and trigger.subject.attached_to_source


def test_becoming_the_target_of_an_instant_or_sorcery_spell_is_refused() -> None:
    assert c001_of(
        "Wild Defiance {2}{G}\nEnchantment\nWhenever a creature you control becomes the "
        "target of an instant or sorcery spell, that creature gets +3/+3 until end of turn.\n"
    ) == ["the rules runtime cannot execute this yet: becoming the target of anything but a spell"]


def test_a_trailing_if_is_checked_as_the_instruction_is_reached() -> None:
    (spell,) = abilities_of(
        "Swirling Sandstorm {3}{R}\nSorcery\nThreshold — Swirling Sandstorm deals 5 damage to "
        "each creature without flying if seven or more cards are in your graveyard.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    effect = spell.effect
    assert isinstance(effect, ir.IfCondition)
    assert effect.otherwise is None
    assert isinstance(effect.effect, ir.Action) and effect.effect.verb is ir.Verb.DEAL_DAMAGE


def test_it_was_kicked_after_the_effect_names_the_target_and_is_refused() -> None:
    # "Counter target spell if it was kicked": the target's kicker, not this spell's
    assert c001_of(
        "Ertai's Trickery {U}\nInstant\nKicker {1}\nCounter target spell if it was kicked.\n"
    ) == [
        "the rules runtime cannot execute this yet: 'was kicked' said of anything but this "
        "permanent"
    ]


def test_another_spell_cast_this_turn_said_by_a_permanent_is_refused() -> None:
    assert c001_of(
        "Probe {1}{B}\nCreature — Horror\nWhen Probe enters, draw a card if you've cast another "
        "black spell this turn.\n1/1\n"
    ) == [
        "the rules runtime cannot execute this yet: 'another spell' cast this turn said of a "
        "permanent"
    ]


_ANY_PLAYER = (
    "the rules runtime cannot execute this yet: an ability any player may activate (CR 602.2)"
)


def test_any_player_may_activate() -> None:
    (ability,) = abilities_of(
        "Excavation {1}{U}\nEnchantment\n{1}, Sacrifice a land: Draw a card. Any player may "
        "activate this ability.\n"
    )
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.any_player
    assert ability.timing is ir.Timing.INSTANT


def test_any_player_but_only_as_a_sorcery() -> None:
    (ability,) = abilities_of(
        "Scandalmonger {3}{B}\nCreature — Boar Monger\n{2}: Target player discards a card. Any "
        "player may activate this ability but only as a sorcery.\n3/3\n"
    )
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.any_player and ability.timing is ir.Timing.SORCERY


def test_any_player_during_their_step_is_refused() -> None:
    assert c001_of(
        "Well of Knowledge {3}\nArtifact\n{2}: Draw a card. Any player may activate this "
        "ability but only during their draw step.\n"
    ) == [
        "the rules runtime cannot execute this yet: an ability any player may activate (CR 602.2)"
    ]


def test_any_player_sacrificing_this_permanent_is_refused() -> None:
    # Only its controller can sacrifice it (CR 701.21a).
    assert c001_of(
        "Probe {2}\nArtifact\nSacrifice Probe: Draw a card. Any player may activate this ability.\n"
    ) == [
        "the rules runtime cannot execute this yet: an ability any player may activate (CR 602.2)"
    ]


def test_revolt_reads_the_permanents_that_left_the_battlefield() -> None:
    ability = _triggered(
        "Silkweaver Elite {2}{G}\nCreature — Elf Archer\nReach\nRevolt — When Silkweaver Elite "
        "enters, if a permanent you controlled left the battlefield this turn, draw a card.\n2/2\n"
    )
    condition = ability.intervening_if
    assert isinstance(condition, ir.HappenedThisTurn)
    assert condition.event == "left_battlefield"
    assert condition.filter.controlled_then is ir.Whose.YOU


def test_when_you_control_no_islands_is_a_state_trigger() -> None:
    trigger = _triggered(
        "Sea Serpent {5}{U}\nCreature — Serpent\nWhen you control no Islands, sacrifice Sea "
        "Serpent.\n5/5\n"
    ).trigger
    assert isinstance(trigger, ir.StateTrigger)
    condition = trigger.condition
    assert isinstance(condition, ir.ObjectCount)
    assert condition.filter.subtypes == ("island",)
    assert condition.count.relation is ir.Relation.EXACTLY and condition.count.value == 0


def test_doesnt_untap_during_your_next_untap_step() -> None:
    (ability,) = abilities_of(
        "Reveka, Wizard Savant {2}{U}{U}\nLegendary Creature — Dwarf Wizard\n{T}: Reveka, Wizard "
        "Savant deals 2 damage to any target and doesn't untap during your next untap step.\n0/1\n"
    )
    assert isinstance(ability, ir.ActivatedAbility)
    effect = ability.effect
    assert isinstance(effect, ir.Sequence)
    skip = effect.steps[-1]
    assert isinstance(skip, ir.SkipNextUntap) and skip.whose is ir.Whose.YOU


def test_described_permanents_not_untapping_during_your_next_untap_step() -> None:
    # It applies to lands that come later too (CR 611.2c): the description stays in the IR,
    # matched during that untap step (tests/scenarios/combat38f).
    (ability,) = abilities_of(
        "Rhonas's Last Stand {G}{G}\nSorcery\nCreate a 5/4 green Snake creature token. Lands "
        "you control don't untap during your next untap step.\n"
    )
    assert isinstance(ability, ir.SpellAbility)
    assert isinstance(ability.effect, ir.Sequence)
    skip = ability.effect.steps[-1]
    assert isinstance(skip, ir.SkipNextUntap)
    assert skip.whose is ir.Whose.YOU and skip.player is None
    assert isinstance(skip.objects, ir.AllObjects) and skip.objects.remember is None
    assert skip.objects.filter.description == "Lands you control"


def test_creatures_your_opponents_control_enter_tapped() -> None:
    (ability,) = abilities_of(
        "Imposing Sovereign {1}{W}\nCreature — Human Noble\nCreatures your opponents control "
        "enter tapped.\n2/1\n"
    )
    assert isinstance(ability, ir.StaticAbility)
    entering = ability.enters_tapped
    assert entering is not None and entering.objects is not None
    assert entering.objects.controller is not None
    assert entering.objects.controller.who == "each_opponent"


def test_every_creature_entering_tapped_is_refused() -> None:
    # Whether it taps itself as it enters (CR 614.12) is not read yet.
    assert c001_of("Probe {2}\nArtifact\nCreatures enter tapped.\n") == [
        "the rules runtime cannot execute this yet: another object entering tapped"
    ]


def test_each_creature_blocking_it() -> None:
    (ability,) = abilities_of(
        "Plague Wight {1}{B}\nCreature — Zombie\nWhenever Plague Wight becomes blocked, each "
        "creature blocking it gets -1/-1 until end of turn.\n2/1\n"
    )
    assert isinstance(ability, ir.TriggeredAbility)
    effect = ability.effect
    assert isinstance(effect, ir.ModifyPT)
    assert isinstance(effect.objects, ir.AllObjects)
    assert isinstance(effect.objects.filter.blocking_object, ir.SourceObject)


def test_each_creature_blocked_by_it() -> None:
    """ "blocked by it" (CR 509.1a, 509.1h): supported since session 45 (combat45g)."""
    (ability,) = abilities_of(
        "Probe {2}\nArtifact Creature — Golem\nWhenever Probe blocks, each creature blocked by "
        "it gets -1/-1 until end of turn.\n2/2\n"
    )
    assert isinstance(ability, ir.TriggeredAbility)
    effect = ability.effect
    assert isinstance(effect, ir.ModifyPT)
    assert isinstance(effect.objects, ir.AllObjects)
    assert isinstance(effect.objects.filter.blocked_by_object, ir.SourceObject)
