"""Combat (CR 506-511) and combat keywords."""

from __future__ import annotations

import pytest

from karlov.runtime.agent import ScriptedAgent
from karlov.runtime.errors import IllegalAction
from karlov.runtime.events import AttackersDeclared
from karlov.runtime.objects import BATTLEFIELD, HAND

from . import cards as C
from .helpers import events, lands, new_game


def combat_game(att_defs, blk_defs, seed=1):
    g, a, b = new_game(seed)
    atts = [g.add_card(d, a, BATTLEFIELD) for d in att_defs]
    blks = [g.add_card(d, b, BATTLEFIELD) for d in blk_defs]
    g.start(active=a)
    g.pass_until("declare_attackers")
    return g, a, b, atts, blks


def to_damage(g):
    g.pass_until("end_of_combat")


def test_unblocked_attacker_damages_player_and_taps():
    g, a, b, (bear,), _ = combat_game([C.GRIZZLY_BEARS], [])
    g.declare_attackers([bear])
    assert bear.tapped
    to_damage(g)
    assert b.life == 18
    assert len(g.history.creatures_attacked(a)) == 1
    (ev,) = events(g, AttackersDeclared)
    assert ev.player is a


def test_vigilance_does_not_tap():
    g, _a, b, (angel,), _ = combat_game([C.SERRA_ANGEL], [])
    g.declare_attackers([angel])
    assert not angel.tapped
    to_damage(g)
    assert b.life == 16


def test_summoning_sick_creature_cannot_attack_but_haste_can():
    g, a, _b = new_game()
    lands(g, a, C.MOUNTAIN, 2)
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD, sick=True)
    gob = g.add_card(C.HASTY, a, HAND)
    g.start(active=a)
    g.cast(a, gob)
    g.resolve_stack()
    goblin = g.current(gob.card_key)
    g.pass_until("declare_attackers")
    with pytest.raises(IllegalAction, match="summoning sickness"):
        g.declare_attackers([bear])
    g.declare_attackers([goblin])
    assert g.is_attacking(goblin)


def test_defender_cannot_attack():
    g, _a, _b, (wall,), _ = combat_game([C.WALL], [])
    with pytest.raises(IllegalAction, match="defender"):
        g.declare_attackers([wall])


def test_flying_attacker_needs_flying_or_reach_blocker():
    g, _a, b, (angel,), (bear, bird) = combat_game([C.SERRA_ANGEL], [C.GRIZZLY_BEARS, C.BIRDS])
    g.declare_attackers([angel])
    g.pass_until("declare_blockers")
    with pytest.raises(IllegalAction, match="flying"):
        g.declare_blockers({bear: angel})
    g.declare_blockers({bird: angel})
    to_damage(g)
    assert b.life == 20 and not g.is_live(bird)


def test_menace_needs_two_blockers():
    g, _a, b, (m,), (b1, b2) = combat_game([C.MENACER], [C.GRIZZLY_BEARS, C.GRIZZLY_BEARS])
    g.declare_attackers([m])
    g.pass_until("declare_blockers")
    with pytest.raises(IllegalAction, match="menace"):
        g.declare_blockers({b1: m})
    g.declare_blockers({b1: m, b2: m})
    to_damage(g)
    assert not g.is_live(m) and b.life == 20


def test_first_strike_kills_before_regular_damage():
    g, _a, _b, (knight,), (bear,) = combat_game([C.KNIGHT], [C.GRIZZLY_BEARS])
    g.declare_attackers([knight])
    g.pass_until("declare_blockers")
    g.declare_blockers({bear: knight})
    g.pass_until("first_strike_damage")
    assert not g.is_live(bear) and knight.damage == 0
    to_damage(g)
    assert g.is_live(knight) and knight.damage == 0


def test_double_strike_deals_damage_twice():
    g, _a, b, (dk,), _ = combat_game([C.DOUBLE], [])
    g.declare_attackers([dk])
    to_damage(g)
    assert b.life == 16


def test_trample_assigns_excess_to_player_and_deathtouch_lethal_is_one():
    g, _a, b, (tr,), (bear,) = combat_game([C.TRAMPLER], [C.GRIZZLY_BEARS])
    g.declare_attackers([tr])
    g.pass_until("declare_blockers")
    g.declare_blockers({bear: tr})
    to_damage(g)
    assert b.life == 17 and not g.is_live(bear)


def test_deathtouch_blocker_kills_big_attacker():
    g, _a, _b, (tr,), (snake,) = combat_game([C.TRAMPLER], [C.SNAKE])
    g.declare_attackers([tr])
    g.pass_until("declare_blockers")
    g.declare_blockers({snake: tr})
    to_damage(g)
    assert not g.is_live(tr) and not g.is_live(snake)


def test_lifelink_gains_life():
    g, a, b, (ll,), _ = combat_game([C.LIFELINKER], [])
    g.declare_attackers([ll])
    to_damage(g)
    assert (a.life, b.life) == (23, 17)
    assert g.history.life_gained_by(a) == 3


def test_suspected_creature_has_menace_and_cannot_block():
    g, a, b = new_game()
    lands(g, b, C.SWAMP, 2)
    case = g.add_card(C.STASHED_SKELETON, b, HAND)
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=b)
    g.cast(b, case)
    g.resolve_stack()
    (skel,) = [o for o in g.permanents(b) if o.is_token]
    assert skel.suspected
    ch = g.chars(skel)
    assert "menace" in ch.abilities and "can't block" in ch.abilities
    g.pass_until("declare_attackers", player=a)
    g.declare_attackers([bear])
    g.pass_until("declare_blockers")
    with pytest.raises(IllegalAction, match="can't block"):
        g.declare_blockers({skel: bear})


def test_no_attackers_skips_to_end_of_combat():
    g, _a, _b, _atts, _ = combat_game([C.GRIZZLY_BEARS], [])
    g.declare_attackers([])
    assert g.step == "declare_attackers" and g.priority is g.active
    g.pass_priority()
    g.pass_priority()
    assert g.step == "end_of_combat"


def test_agent_declares_attackers_when_passing():
    g, a, b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.agents[a.index] = ScriptedAgent([("attackers", {bear: b})])
    g.start(active=a)
    g.pass_until("main2")
    assert b.life == 18


def test_trampled_garden_solved_attack_trigger_and_three_attackers_solve_gateway():
    g, a, b = new_game()
    garden = g.add_card(C.TRAMPLED_GARDEN, a, BATTLEFIELD)
    gateway = g.add_card(C.GATEWAY_EXPRESS, a, BATTLEFIELD)
    garden.solved = True
    bears = [g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD) for _ in range(3)]
    g.agents[a.index] = ScriptedAgent([("targets", [bears[0]])])
    g.start(active=a)
    g.pass_until("declare_attackers")
    g.declare_attackers(bears)
    assert len(g.stack) == 1  # Solved — whenever you attack
    g.resolve_stack()
    assert bears[0].counters["+1/+1"] == 1 and "trample" in g.chars(bears[0]).abilities
    g.pass_until("end")
    g.resolve_stack()
    assert gateway.solved
    assert b.life == 20 - 3 - 2 - 2
    assert g.chars(bears[1]).power == 3  # Solved — creatures you control get +1/+0
    g.next_turn()
    assert "trample" not in g.chars(bears[0]).abilities  # until end of turn
