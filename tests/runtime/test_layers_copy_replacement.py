"""Layers (CR 613), copies (CR 707), control (layer 2) and replacement effects (CR 614)."""

from __future__ import annotations

from karlov.runtime.abilities import LayerEffect
from karlov.runtime.agent import ScriptedAgent
from karlov.runtime.effects import modify_pt, set_pt
from karlov.runtime.events import SpellCopied, TokenCreated
from karlov.runtime.objects import BATTLEFIELD, HAND

from . import cards as C
from .helpers import events, lands, new_game


def test_setting_pt_applies_before_modifying_regardless_of_timestamp():
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.pump(bear, 3, 3)  # earlier timestamp, layer 7c
    g.become(bear, power=0, toughness=1)  # later timestamp, layer 7b
    assert (g.chars(bear).power, g.chars(bear).toughness) == (3, 4)


def test_two_setting_effects_apply_in_timestamp_order():
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.add_effect(LayerEffect("7b", set_pt(5, 5)), [bear], None, a)
    g.add_effect(LayerEffect("7b", set_pt(1, 1)), [bear], None, a)
    assert g.chars(bear).power == 1
    g.add_effect(LayerEffect("7c", modify_pt(2, 0)), [bear], None, a)
    assert g.chars(bear).power == 3


def test_counters_and_until_end_of_turn_effects():
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.put_counters(bear, "+1/+1", 2)
    g.pump(bear, 1, 1)
    assert g.chars(bear).power == 5
    g.next_turn()
    assert g.chars(bear).power == 4


def test_an_effect_ended_early_no_longer_applies():
    # CR 611.2b: a continuous effect with a duration stops applying when it ends; ending one
    # effect leaves the others (here a second pump with a later timestamp, CR 613.7).
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    first = g.pump(bear, 3, 3, until=None)
    g.pump(bear, 1, 0, until=None)
    assert (g.chars(bear).power, g.chars(bear).toughness) == (6, 5)
    g.end_effect(first)
    assert (g.chars(bear).power, g.chars(bear).toughness) == (3, 2)
    g.end_effect(first)  # ending it again changes nothing
    assert (g.chars(bear).power, g.chars(bear).toughness) == (3, 2)


def test_filched_falcon_makes_a_clue_a_4_4_flying_bird():
    g, a, _b = new_game()
    lands(g, a, C.ISLAND, 3)
    falcon = g.add_card(C.FILCHED_FALCON, a, HAND)
    g.start(active=a)
    g.cast(a, falcon)
    g.resolve_stack()
    (clue,) = [o for o in g.permanents(a) if o.is_token]
    assert g.chars(clue).types == {"artifact"}
    case = g.current(falcon.card_key)
    case.solved = True
    g.add_card(C.ISLAND, a, BATTLEFIELD)
    g.add_card(C.ISLAND, a, BATTLEFIELD)
    g.activate(a, case, 0, targets=[clue])
    g.resolve_stack()
    ch = g.chars(clue)
    assert ch.types == {"artifact", "creature"} and "bird" in ch.subtypes
    assert (ch.power, ch.toughness) == (4, 4) and "flying" in ch.abilities
    g.next_turn()
    assert g.chars(clue).power == 4  # "becomes" has no duration: it stays


def test_static_pump_follows_the_current_set_of_creatures():
    g, a, b = new_game()
    gate = g.add_card(C.GATEWAY_EXPRESS, a, BATTLEFIELD)
    gate.solved = True
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    other = g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD)
    g.start(active=a)
    assert g.chars(bear).power == 3 and g.chars(other).power == 2
    g.gain_control(a, other)
    assert g.chars(other).power == 3  # CR 611.3a: not locked in


def test_act_of_treason_control_haste_and_return():
    g, a, b = new_game()
    lands(g, a, C.MOUNTAIN, 3)
    theirs = g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD, tapped=True)
    treason = g.add_card(C.ACT_OF_TREASON, a, HAND)
    g.start(active=a)
    g.cast(a, treason, targets=[theirs])
    g.resolve_stack()
    assert g.controller(theirs) is a and not theirs.tapped
    g.pass_until("declare_attackers")
    g.declare_attackers([theirs])
    g.pass_until("main2")
    assert b.life == 18
    g.next_turn()
    assert g.controller(theirs) is b


def test_exchange_control_with_switcheroo():
    g, a, b = new_game()
    lands(g, a, C.ISLAND, 5)
    mine = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    theirs = g.add_card(C.HILL_GIANT, b, BATTLEFIELD)
    sw = g.add_card(C.SWITCHEROO, a, HAND)
    g.start(active=a)
    g.cast(a, sw, targets=[[mine, theirs]])
    g.resolve_stack()
    assert g.controller(mine) is b and g.controller(theirs) is a
    g.next_turn()
    assert g.controller(theirs) is a  # indefinitely


def test_clone_copies_copiable_values_and_gets_etb_trigger():
    g, a, b = new_game()
    lands(g, a, C.ISLAND, 4)
    mow = g.add_card(C.MAN_O_WAR, b, BATTLEFIELD)
    mow.counters["+1/+1"] = 1
    target = g.add_card(C.HILL_GIANT, b, BATTLEFIELD)
    clone = g.add_card(C.CLONE, a, HAND)
    g.agents[a.index] = ScriptedAgent([("may", True), ("choose", [mow]), ("targets", [target])])
    g.start(active=a)
    g.cast(a, clone)
    g.resolve_stack()
    c = g.current(clone.card_key)
    assert c.name == "Man-o'-War" and g.chars(c).power == 2  # counters aren't copied
    assert c.is_copy and not c.is_token
    assert not g.is_live(target) and len(g.hand(b)) == 1


def test_pilfered_proof_adds_a_clue_when_tokens_are_created():
    g, a, _b = new_game()
    lands(g, a, C.PLAINS, 2)
    case = g.add_card(C.PILFERED_PROOF, a, BATTLEFIELD)
    alarm = g.add_card(C.RAISE_THE_ALARM, a, HAND)
    g.start(active=a)
    case.solved = True
    g.cast(a, alarm)
    g.resolve_stack()
    names = sorted(o.name for o in g.permanents(a) if o.is_token)
    assert names == ["Clue Token", "Soldier", "Soldier"]  # one Clue, not one per token


def test_pilfered_proof_counter_on_detective_entering():
    g, a, _b = new_game()
    g.add_card(C.PILFERED_PROOF, a, BATTLEFIELD)
    det = g.add_card(C.DETECTIVE, a, HAND)
    lands(g, a, C.PLAINS, 1)
    g.start(active=a)
    g.cast(a, det)
    g.resolve_stack()
    d = g.current(det.card_key)
    assert d.counters == {"+1/+1": 1} and g.chars(d).power == 2


def test_copy_of_permanent_spell_is_a_token_that_was_not_created():
    g, a, _b = new_game()
    lands(g, a, C.FOREST, 2)
    visage = g.add_card(C.SHIFTING_VISAGE, a, BATTLEFIELD)
    proof = g.add_card(C.PILFERED_PROOF, a, BATTLEFIELD)
    visage.solved = True
    proof.solved = True
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.agents[a.index] = ScriptedAgent([("may", False)])
    g.start(active=a)
    g.cast(a, bears)
    assert len(g.stack) == 2  # the spell and the copy trigger
    g.resolve_stack()
    assert len(events(g, SpellCopied)) == 1
    perms = [o for o in g.permanents(a) if o.name == "Grizzly Bears"]
    assert sorted(o.is_token for o in perms) == [False, True]
    assert not events(g, TokenCreated)  # CR 111.13: not "created"
    assert not [o for o in g.permanents(a) if o.name == "Clue Token"]


def test_legend_rule_keeps_one():
    g, a, _b = new_game()
    first = g.add_card(C.LEGEND, a, BATTLEFIELD)
    g.start(active=a)
    second = g.add_card(C.LEGEND, a, BATTLEFIELD)
    g.agents[a.index] = ScriptedAgent([("choose", [second])])
    g.pass_priority()
    assert g.is_live(second) and not g.is_live(first)


def _bolt_on_the_stack():
    g, a, b = new_game()
    lands(g, a, C.MOUNTAIN, 1)
    bear = g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.start(active=a)
    spell = g.cast(a, bolt, targets=[b])
    return g, a, b, bear, spell


def test_a_copy_of_a_spell_keeps_its_targets_unless_new_ones_are_chosen():
    # CR 707.10: a copy copies the decisions made for the spell, its targets included;
    # CR 707.10c: when the effect says so, its controller may choose new targets.
    g, a, b, bear, spell = _bolt_on_the_stack()
    g.agents[a.index] = ScriptedAgent([])  # no question may be asked
    copy = g.copy_spell(spell, a, new_targets=False)
    assert copy is not None and copy.targets == [[b]]

    g, a, b, bear, spell = _bolt_on_the_stack()
    g.agents[a.index] = ScriptedAgent([("may", False)])
    copy = g.copy_spell(spell, a)
    assert copy is not None and copy.targets == [[b]]

    g, a, b, bear, spell = _bolt_on_the_stack()
    g.agents[a.index] = ScriptedAgent([("may", True), ("targets", [bear])])
    copy = g.copy_spell(spell, a)
    assert copy is not None and copy.targets == [[bear]]
    assert spell.targets == [[b]]  # the original's target is unchanged
