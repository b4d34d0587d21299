"""Triggers, costs, and equip/crew/enchant built by the runtime from the IR alone
(:mod:`karlov.runtime.build`, :mod:`karlov.runtime.trigger_match`): what a card states is
what the game does, and nothing else (CR 603, 602, 118, 702.6, 702.122, 702.5)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from karlov import ir
from karlov.runtime import BATTLEFIELD, HAND, CardDefinition, Game, GameObject, TargetSpec
from karlov.runtime.build import (
    card_definition,
    cost,
    trigger_condition,
    triggered_ability,
)
from karlov.runtime.errors import IllegalAction
from karlov.runtime.events import DamageDealt, LifeGained, LifeLost, StepBegan

YOU = ir.Players("you")
CREATURE = ir.TypeTest(("creature",))


def _filter(description: str, **fields: Any) -> ir.ObjectFilter:
    return ir.ObjectFilter(description, **fields)


class Recorder:
    """Plays every effect IR by writing down the source it resolved for (the effect is not
    what these tests are about: the trigger, cost or keyword around it is)."""

    def __init__(self) -> None:
        self.resolved: list[str] = []

    def __call__(
        self, effect: ir.Effect, targets: tuple[ir.TargetSpec, ...]
    ) -> tuple[Any, Sequence[TargetSpec]]:
        def run(game: Game, res: Any) -> None:
            self.resolved.append(res.source.definition.name)

        return run, ()


def _card(
    name: str,
    *abilities: ir.Ability,
    types: tuple[str, ...] = ("creature",),
    subtypes: tuple[str, ...] = ("bear",),
    power: int | None = 2,
    effects: Recorder | None = None,
    mana_cost: str = "{0}",
) -> CardDefinition:
    return card_definition(
        ir.Card(name, mana_cost, (), types, subtypes, power, power, abilities), effects=effects
    )


def _game() -> tuple[Game, GameObject, GameObject]:
    game = Game(("Alice", "Bob"), seed=1)
    alice, bob = game.players
    for player in (alice, bob):
        for _ in range(5):
            game.add_card(_card("Filler"), player)
    return game, alice, bob


def _triggered(trigger: ir.Trigger, gate: bool = False) -> ir.TriggeredAbility:
    return ir.TriggeredAbility(trigger, ir.Action(ir.Verb.DRAW), gate=gate, text="probe trigger")


# ---- triggers (CR 603) ------------------------------------------------------------------------


@pytest.mark.parametrize("solved", [True, False])
def test_a_solved_dies_trigger_looks_back_at_the_solved_designation(solved: bool) -> None:
    """ "Solved — When this creature dies": a leaves-the-battlefield ability looks back in
    time (CR 603.10a), so the gate is the source's solved designation as it last existed on
    the battlefield (CR 702.169c), not in the graveyard (where nothing is solved)."""
    effects = Recorder()
    game, alice, _ = _game()
    probe = _card("Probe", _triggered(ir.EventTrigger("dies"), gate=True), effects=effects)
    obj = game.add_card(probe, alice, BATTLEFIELD)
    game.start(active=alice)
    if solved:
        assert game.solve(obj)
    game.destroy(obj)
    game.resolve_stack()
    assert effects.resolved == (["Probe"] if solved else [])


def test_a_dies_trigger_with_a_subject_matches_the_object_as_it_last_existed() -> None:
    """ "Whenever a creature you control dies" (CR 700.4, 603.10a): the creature's controller
    is the one it had on the battlefield; an opponent's creature dying does not match."""
    effects = Recorder()
    yours = _filter("creature you control", types=(CREATURE,), controller=YOU)
    game, alice, bob = _game()
    watcher = _card("Watcher", _triggered(ir.EventTrigger("dies", yours)), effects=effects)
    game.add_card(watcher, alice, BATTLEFIELD)
    mine = game.add_card(_card("Mine"), alice, BATTLEFIELD)
    theirs = game.add_card(_card("Theirs"), bob, BATTLEFIELD)
    game.start(active=alice)
    game.destroy(theirs)
    game.resolve_stack()
    assert effects.resolved == []
    game.destroy(mine)
    game.resolve_stack()
    assert effects.resolved == ["Watcher"]


def test_an_enters_trigger_with_a_subject_ignores_objects_that_do_not_match() -> None:
    """ "Whenever a Detective you control enters": another subtype, or a Detective an
    opponent controls, does not trigger it (CR 603.2, 603.6a)."""
    effects = Recorder()
    detective = _filter(
        "Detective you control", subtypes=("detective",), controller=YOU, nouns=("detective",)
    )
    game, alice, bob = _game()
    watcher = _card("Watcher", _triggered(ir.EventTrigger("enters", detective)), effects=effects)
    game.add_card(watcher, alice, BATTLEFIELD)
    bear = game.add_card(_card("Bear"), alice, HAND)
    their_detective = game.add_card(_card("Sleuth", subtypes=("detective",)), bob, HAND)
    my_detective = game.add_card(_card("Inspector", subtypes=("detective",)), alice, HAND)
    game.start(active=alice)
    game.put_onto_battlefield(bear)
    game.put_onto_battlefield(their_detective)
    game.resolve_stack()
    assert effects.resolved == []
    game.put_onto_battlefield(my_detective)
    game.resolve_stack()
    assert effects.resolved == ["Watcher"]


def test_enters_or_dies_triggers_on_either_event_of_the_source_itself() -> None:
    """ "When this creature enters or dies" (AnyOf): one ability, either event."""
    effects = Recorder()
    both = ir.AnyOf((ir.EventTrigger("enters"), ir.EventTrigger("dies")))
    game, alice, _ = _game()
    probe = game.add_card(_card("Probe", _triggered(both), effects=effects), alice, HAND)
    other = game.add_card(_card("Bear"), alice, HAND)
    game.start(active=alice)
    entered = game.put_onto_battlefield(probe)
    game.put_onto_battlefield(other)
    game.resolve_stack()
    assert effects.resolved == ["Probe"]
    assert entered is not None
    game.destroy(entered)
    game.resolve_stack()
    assert effects.resolved == ["Probe", "Probe"]


@pytest.mark.parametrize(("whose", "expected"), [(ir.Whose.YOU, 1), (ir.Whose.ANY, 2)])
def test_a_step_trigger_names_whose_step(whose: ir.Whose, expected: int) -> None:
    """ "At the beginning of your upkeep" triggers on its controller's upkeep only; "at the
    beginning of each upkeep" on every player's (CR 603.2b, 503.1)."""
    effects = Recorder()
    game, alice, bob = _game()
    upkeep = _triggered(ir.StepTrigger(ir.Step.UPKEEP, whose))
    game.add_card(_card("Clock", upkeep, effects=effects), alice, BATTLEFIELD)
    game.start(active=alice, step="upkeep")
    game.resolve_stack()
    game.pass_until("upkeep", turn=2, player=bob)
    game.resolve_stack()
    assert len(effects.resolved) == expected


def test_a_cast_trigger_matches_only_spells_of_its_subject_cast_by_you() -> None:
    """ "Whenever you cast an instant or sorcery spell" (CR 601.2i): a creature spell does
    not trigger it."""
    effects = Recorder()
    spells = _filter(
        "instant or sorcery spell",
        types=(ir.TypeTest(("instant", "sorcery")),),
        zone=ir.ZoneName.STACK,
    )
    cast = _triggered(ir.EventTrigger("cast", spells, ir.Whose.YOU))
    game, alice, _ = _game()
    game.add_card(_card("Prodigy", cast, effects=effects), alice, BATTLEFIELD)
    creature = game.add_card(_card("Bear"), alice, HAND)
    instant = game.add_card(_card("Quick", types=("instant",), power=None), alice, HAND)
    game.start(active=alice)
    game.cast(alice, creature)
    game.resolve_stack()
    assert effects.resolved == []
    game.cast(alice, instant)
    game.resolve_stack()
    assert effects.resolved == ["Prodigy"]


def test_damage_and_life_triggers_answer_no_to_other_events_and_to_zero() -> None:
    """A trigger condition answers for whatever event it is shown: ``listens_to`` only spares
    the game asking it about events of other kinds (an optimisation), so a step beginning
    doesn't meet "deals combat damage to an opponent". And 0 is no event: 0 damage is not dealt
    and triggers nothing (CR 120.8); 0 life gained or lost is no life gained or lost
    (CR 119.3)."""
    game, alice, bob = _game()
    raider = game.add_card(_card("Raider"), alice, BATTLEFIELD)
    game.start(active=alice)
    lki = game.snapshot(raider)
    opponent = ir.Whose.OPPONENT
    to_opponent = trigger_condition(ir.EventTrigger("combat_damage_to_player", by=opponent))
    noncombat = trigger_condition(ir.EventTrigger("dealt_noncombat_damage", by=opponent))
    gain = trigger_condition(ir.EventTrigger("gain_life", by=ir.Whose.YOU))
    lose = trigger_condition(ir.EventTrigger("lose_life", by=opponent))
    assert to_opponent(game, DamageDealt(lki, alice, bob, 1, combat=True), raider)
    assert noncombat(game, DamageDealt(lki, alice, bob, 1), raider)
    assert gain(game, LifeGained(alice, 1), raider)
    assert lose(game, LifeLost(bob, 1), raider)
    began = StepBegan("upkeep", alice, 1)
    for condition in (to_opponent, noncombat, gain, lose):
        assert not condition(game, began, raider)
    assert not to_opponent(game, DamageDealt(lki, alice, bob, 0, combat=True), raider)
    assert not noncombat(game, DamageDealt(lki, alice, bob, 0), raider)
    assert not gain(game, LifeGained(alice, 0), raider)
    assert not lose(game, LifeLost(bob, 0), raider)


def test_a_trigger_event_the_runtime_does_not_know_is_refused_when_built() -> None:
    with pytest.raises(TypeError, match="no trigger event 'rains'"):
        trigger_condition(ir.EventTrigger("rains"))
    with pytest.raises(TypeError, match="names the creature blocked"):
        trigger_condition(ir.EventTrigger("blocks_creature"))


def test_an_intervening_if_from_the_ir_is_checked_as_the_event_happens() -> None:
    """ "When this creature enters, if you control two or more creatures, ..." (CR 603.4):
    alone on the battlefield, it does not trigger."""
    ran: list[str] = []
    two_creatures = ir.ObjectCount(
        ir.Count(ir.Relation.AT_LEAST, 2),
        _filter("creatures you control", types=(CREATURE,), controller=YOU),
    )
    ability = triggered_ability(
        ir.EventTrigger("enters"),
        lambda game, res: ran.append("ran"),
        intervening_if=two_creatures,
    )
    definition = CardDefinition(
        "Crowd Probe", "{0}", types=("creature",), power=1, toughness=1, abilities=(ability,)
    )
    game, alice, _ = _game()
    first = game.add_card(definition, alice, HAND)
    second = game.add_card(definition, alice, HAND)
    game.start(active=alice)
    game.put_onto_battlefield(first)
    game.resolve_stack()
    assert ran == []
    game.put_onto_battlefield(second)
    game.resolve_stack()
    assert ran == ["ran"]


# ---- costs and restrictions of activated abilities (CR 118, 602) -----------------------------


CLUE = _filter("Clue", subtypes=("clue",), nouns=("clue",))


def _activated(
    spec: ir.Cost, *, timing: ir.Timing = ir.Timing.INSTANT, per_turn: int | None = None
) -> ir.ActivatedAbility:
    return ir.ActivatedAbility(
        spec, ir.Action(ir.Verb.DRAW), timing=timing, max_per_turn=per_turn, text="probe ability"
    )


def test_a_sacrifice_cost_takes_only_permanents_that_match_its_filter() -> None:
    """ "Sacrifice a Clue" (CR 701.21a): an artifact that is not a Clue can't pay it, and
    paying it sacrifices the chosen Clue only."""
    effects = Recorder()
    sacrifice = ir.Cost(sacrifices=(ir.SacrificeCost(1, CLUE),))
    game, alice, _ = _game()
    probe = _card("Sleuth", _activated(sacrifice), effects=effects)
    sleuth = game.add_card(probe, alice, BATTLEFIELD)
    ring = _card("Ring", types=("artifact",), subtypes=(), power=None)
    not_a_clue = game.add_card(ring, alice, BATTLEFIELD)
    game.start(active=alice)
    with pytest.raises(IllegalAction, match="Clue"):
        game.activate(alice, sleuth)
    with pytest.raises(IllegalAction):
        game.activate(alice, sleuth, sacrifice=[not_a_clue])
    (clue,) = game.investigate(alice)
    game.activate(alice, sleuth)
    game.resolve_stack()
    assert effects.resolved == ["Sleuth"]
    assert not game.is_live(clue)
    assert [o.definition.name for o in game.battlefield if o.owner is alice] == ["Sleuth", "Ring"]


def test_the_runtime_cost_says_what_the_ir_states() -> None:
    built = cost(
        ir.Cost(
            mana="{X}{W}",
            tap=True,
            sacrifices=(ir.SacrificeCost(1, None), ir.SacrificeCost(2, CLUE, "two Clues")),
            pay_life=2,
        )
    )
    assert str(built.mana) == "{X}{W}" and built.tap and built.sacrifice_self
    assert [(s.count, s.description) for s in built.sacrifice] == [(2, "two Clues")]
    assert built.pay_life == 2
    assert str(built) == "{X}{W}, {T}, Sacrifice this, Sacrifice two Clues, Pay 2 life"


def test_activate_only_once_each_turn_allows_one_activation_a_turn() -> None:
    """CR 602.5b: "Activate only once each turn"."""
    effects = Recorder()
    once = _activated(ir.Cost(mana="{0}"), per_turn=1)
    game, alice, bob = _game()
    probe = game.add_card(_card("Probe", once, effects=effects), alice, BATTLEFIELD)
    game.start(active=alice)
    game.activate(alice, probe)
    game.resolve_stack()
    with pytest.raises(IllegalAction, match=r"CR 602\.5b"):
        game.activate(alice, probe)
    game.pass_until("main1", turn=2, player=bob)
    game.pass_until("main1", turn=3, player=alice)
    game.activate(alice, probe)
    game.resolve_stack()
    assert effects.resolved == ["Probe", "Probe"]


def test_activate_only_as_a_sorcery_needs_an_empty_stack_in_your_main_phase() -> None:
    """CR 602.5d, 307.1."""
    effects = Recorder()
    slow = _activated(ir.Cost(mana="{0}"), timing=ir.Timing.SORCERY)
    game, alice, _ = _game()
    probe = game.add_card(_card("Probe", slow, effects=effects), alice, BATTLEFIELD)
    game.start(active=alice)
    game.activate(alice, probe)
    with pytest.raises(IllegalAction, match=r"CR 602\.5d"):
        game.activate(alice, probe)  # the first activation is on the stack
    game.resolve_stack()
    assert effects.resolved == ["Probe"]


def test_pay_life_is_paid_and_cannot_be_paid_with_too_little_life() -> None:
    """CR 119.4, 118.3."""
    effects = Recorder()
    game, alice, _ = _game()
    probe = game.add_card(
        _card("Probe", _activated(ir.Cost(pay_life=3)), effects=effects), alice, BATTLEFIELD
    )
    game.start(active=alice)
    game.activate(alice, probe)
    game.resolve_stack()
    assert alice.life == 17 and effects.resolved == ["Probe"]
    game.set_life(alice, 2)
    with pytest.raises(IllegalAction, match=r"CR 119\.4"):
        game.activate(alice, probe)


# ---- equip, crew, enchant: the rules' behaviour, the card's parameters ------------------------


def _equipment() -> CardDefinition:
    equip = ir.KeywordAbility("equip", cost=ir.Cost(mana="{0}"))
    return _card("Rod", equip, types=("artifact",), subtypes=("equipment",), power=None)


def test_equip_attaches_only_to_a_creature_you_control() -> None:
    """CR 702.6a: "Attach this permanent to target creature you control"."""
    game, alice, bob = _game()
    rod = game.add_card(_equipment(), alice, BATTLEFIELD)
    mine = game.add_card(_card("Mine"), alice, BATTLEFIELD)
    theirs = game.add_card(_card("Theirs"), bob, BATTLEFIELD)
    game.start(active=alice)
    with pytest.raises(IllegalAction):
        game.activate(alice, rod, targets=[theirs])
    game.activate(alice, rod, targets=[mine])
    game.resolve_stack()
    assert rod.attached_to is mine


def test_equip_is_activated_only_as_a_sorcery() -> None:
    """CR 702.6a: "Activate only as a sorcery" — not with a spell on the stack, not in
    combat."""
    game, alice, _ = _game()
    rod = game.add_card(_equipment(), alice, BATTLEFIELD)
    mine = game.add_card(_card("Mine"), alice, BATTLEFIELD)
    game.start(active=alice, step="beginning_of_combat")
    with pytest.raises(IllegalAction, match="sorcery"):
        game.activate(alice, rod, targets=[mine])
    assert rod.attached_to is None


def test_crew_taps_creatures_with_enough_total_power_and_makes_the_vehicle_a_creature() -> None:
    """CR 702.122a: "Tap any number of other untapped creatures you control with total power
    N or greater: This Vehicle becomes an artifact creature until end of turn"."""
    crew = ir.KeywordAbility("crew", number=3)
    vehicle = _card("Skiff", crew, types=("artifact",), subtypes=("vehicle",), power=4)
    game, alice, bob = _game()
    skiff = game.add_card(vehicle, alice, BATTLEFIELD)
    small = game.add_card(_card("Small", power=1), alice, BATTLEFIELD)
    big = game.add_card(_card("Big", power=2), alice, BATTLEFIELD)
    game.start(active=alice)
    with pytest.raises(IllegalAction, match="total power 3"):
        game.activate(alice, skiff, crew_with=[big])
    assert not game.is_creature(skiff)
    game.activate(alice, skiff, crew_with=[big, small])
    game.resolve_stack()
    assert game.is_creature(skiff) and small.tapped and big.tapped
    assert game.chars(skiff).power == 4
    game.pass_until("main1", turn=2, player=bob)
    assert not game.is_creature(skiff)  # until end of turn


def test_enchant_makes_the_aura_spell_target_what_it_can_enchant() -> None:
    """CR 702.5a, 303.4a: an Aura spell with "Enchant creature" targets a creature and
    enters attached to it."""
    enchant = ir.KeywordAbility("enchant", filter=_filter("creature", types=(CREATURE,)))
    aura = _card("Hat", enchant, types=("enchantment",), subtypes=("aura",), power=None)
    game, alice, _ = _game()
    field = _card("Field", types=("land",), subtypes=(), power=None)
    land = game.add_card(field, alice, BATTLEFIELD)
    bear = game.add_card(_card("Bear"), alice, BATTLEFIELD)
    hat = game.add_card(aura, alice, HAND)
    game.start(active=alice)
    with pytest.raises(IllegalAction):
        game.cast(alice, hat, targets=[land])
    game.cast(alice, hat, targets=[bear])
    game.resolve_stack()
    (on_battlefield,) = [o for o in game.battlefield if o.definition.name == "Hat"]
    assert on_battlefield.attached_to is bear


def test_a_gated_crew_works_only_while_its_case_is_solved() -> None:
    """CR 702.169d: an activated keyword under "Solved —" can be activated only while the
    Case is solved."""
    crew = ir.KeywordAbility("crew", number=1, gate=True)
    vehicle = _card("Case Skiff", crew, types=("artifact",), subtypes=("vehicle",), power=2)
    game, alice, _ = _game()
    skiff = game.add_card(vehicle, alice, BATTLEFIELD)
    game.add_card(_card("Pilot", power=1), alice, BATTLEFIELD)
    game.start(active=alice)
    with pytest.raises(IllegalAction, match=r"CR 702\.169d"):
        game.activate(alice, skiff)
    game.solve(skiff)
    game.activate(alice, skiff)
    game.resolve_stack()
    assert game.is_creature(skiff)


def test_a_keyword_with_a_parameter_the_runtime_does_not_know_is_refused() -> None:
    with pytest.raises(TypeError, match="fortify"):
        card_definition(
            ir.Card(
                "Probe",
                "{1}",
                (),
                ("creature",),
                (),
                1,
                1,
                (ir.KeywordAbility("fortify", cost=ir.Cost(mana="{1}")),),
            )
        )


def test_equip_with_a_quality_targets_only_creatures_with_it() -> None:
    """CR 702.6c: "Equip [quality]" — attach only to a creature you control with that
    quality."""
    detective = _filter("Detective", subtypes=("detective",))
    equip = ir.KeywordAbility("equip", cost=ir.Cost(mana="{0}"), filter=detective)
    lens = _card("Lens", equip, types=("artifact",), subtypes=("equipment",), power=None)
    game, alice, _ = _game()
    rod = game.add_card(lens, alice, BATTLEFIELD)
    bear = game.add_card(_card("Bear"), alice, BATTLEFIELD)
    sleuth = game.add_card(_card("Sleuth", subtypes=("detective",)), alice, BATTLEFIELD)
    game.start(active=alice)
    with pytest.raises(IllegalAction):
        game.activate(alice, rod, targets=[bear])
    game.activate(alice, rod, targets=[sleuth])
    game.resolve_stack()
    assert rod.attached_to is sleuth


def test_a_granted_activated_ability_is_built_with_its_cost_from_the_ir() -> None:
    """ "Equipped creature has '{0}, {T}: ...'" (CR 113.2c, 613.1f): the granted ability's
    cost is the IR's — {T} of the creature that has it."""
    effects = Recorder()
    tap_ability = _activated(ir.Cost(mana="{0}", tap=True))
    grant = ir.StaticAbility(
        effects=(
            ir.ContinuousEffect(
                ir.Layer.ABILITY,
                ir.Affected(_filter("creature", types=(CREATURE,)), attached=True),
                add_abilities=(tap_ability,),
            ),
        )
    )
    equip = ir.KeywordAbility("equip", cost=ir.Cost(mana="{0}"))
    gear = _card(
        "Gear",
        grant,
        equip,
        types=("artifact",),
        subtypes=("equipment",),
        power=None,
        effects=effects,
    )
    game, alice, _ = _game()
    rod = game.add_card(gear, alice, BATTLEFIELD)
    bear = game.add_card(_card("Bear"), alice, BATTLEFIELD)
    game.start(active=alice)
    assert game.activated_abilities(bear) == []
    game.activate(alice, rod, targets=[bear])
    game.resolve_stack()
    (granted,) = game.activated_abilities(bear)
    assert granted.cost.tap
    game.activate(alice, bear)
    game.resolve_stack()
    assert bear.tapped and effects.resolved == ["Bear"]


def test_an_aura_on_what_its_enchant_ability_no_longer_allows_goes_to_the_graveyard() -> None:
    """CR 303.4c, 704.5m: "Enchant creature" on a crewed Vehicle — when the Vehicle stops
    being a creature at end of turn, the Aura goes to its owner's graveyard. An effect can't
    move it onto a land either (CR 303.4j)."""
    enchant = ir.KeywordAbility("enchant", filter=_filter("creature", types=(CREATURE,)))
    aura = _card("Hat", enchant, types=("enchantment",), subtypes=("aura",), power=None)
    crew = ir.KeywordAbility("crew", number=1)
    vehicle = _card("Skiff", crew, types=("artifact",), subtypes=("vehicle",), power=3)
    game, alice, bob = _game()
    skiff = game.add_card(vehicle, alice, BATTLEFIELD)
    game.add_card(_card("Pilot", power=1), alice, BATTLEFIELD)
    land = game.add_card(_card("Field", types=("land",), subtypes=(), power=None), alice)
    hat = game.add_card(aura, alice, HAND)
    game.start(active=alice)
    land = game.put_onto_battlefield(land)
    game.activate(alice, skiff)
    game.resolve_stack()
    game.cast(alice, hat, targets=[skiff])
    game.resolve_stack()
    (on_skiff,) = [o for o in game.battlefield if o.definition.name == "Hat"]
    assert on_skiff.attached_to is skiff
    assert not game.attach(on_skiff, land) and on_skiff.attached_to is skiff
    game.pass_until("main1", turn=2, player=bob)
    assert not game.is_creature(skiff)
    assert [o.definition.name for o in game.graveyard(alice)] == ["Hat"]


def test_a_sacrifice_trigger_looks_back_so_the_sacrificed_clue_triggers_its_own() -> None:
    """CR 603.10a: abilities that trigger when a player sacrifices a permanent look back in
    time — a Clue with "Whenever you sacrifice a Clue" triggers when it is itself sacrificed,
    once; Alice's Clue does not trigger when Bob sacrifices his (only his own does)."""
    effects = Recorder()
    clue_watch = _triggered(ir.EventTrigger("sacrificed", CLUE, ir.Whose.YOU))
    clue = _card(
        "Watching Clue",
        clue_watch,
        types=("artifact",),
        subtypes=("clue",),
        power=None,
        effects=effects,
    )
    game, alice, bob = _game()
    mine = game.add_card(clue, alice, BATTLEFIELD)
    theirs = game.add_card(clue, bob, BATTLEFIELD)
    game.start(active=alice)
    game.sacrifice(theirs)
    game.resolve_stack()
    assert effects.resolved == ["Watching Clue"]  # Bob's own Clue, for Bob
    game.sacrifice(mine)
    game.resolve_stack()
    assert effects.resolved == ["Watching Clue", "Watching Clue"]
    assert len(game.stack) == 0
