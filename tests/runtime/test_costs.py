"""Mana, costs, cost reduction, timing and land plays (CR 601.2f, 602, 305.2, 106)."""

from __future__ import annotations

import pytest

from karlov.runtime.agent import ScriptedAgent
from karlov.runtime.errors import IllegalAction
from karlov.runtime.mana import ManaCost, plan_payment
from karlov.runtime.objects import BATTLEFIELD, HAND, LIBRARY

from . import cards as C
from .helpers import lands, new_game, resolve


def test_mana_cost_parsing_and_mana_value():
    c = ManaCost.parse("{X}{2}{W/U}{2/B}{G/P}{C}")
    assert c.mana_value == 2 + 1 + 2 + 1 + 1
    assert c.colors == {"W", "U", "B", "G"}
    assert str(c) == "{X}{2}{W/U}{2/B}{G/P}{C}"
    with pytest.raises(ValueError, match="unknown symbol"):
        ManaCost.parse("{Q}")


def test_reduction_reduces_generic_only_and_not_below_zero():
    assert str(ManaCost.parse("{2}{U}").reduce_generic(1)) == "{1}{U}"
    assert str(ManaCost.parse("{U}").reduce_generic(1)) == "{U}"
    assert str(ManaCost.parse("{1}").reduce_generic(3)) == "{0}"


def test_payment_planner_handles_hybrid_phyrexian_and_any_color():
    # {W/U}{B/P} with one Island source and 20 life: Island pays hybrid, life pays Phyrexian.
    plan = plan_payment(ManaCost.parse("{W/U}{B/P}"), {}, [[("U",)]], 19)
    assert plan is not None and plan.life == 2
    # {G}{G} with a Forest and a Birds (any color)
    plan = plan_payment(ManaCost.parse("{G}{G}"), {}, [[("G",)], [(c,) for c in "WUBRG"]], 0)
    assert plan is not None and len(plan.activations) == 2
    assert plan_payment(ManaCost.parse("{R}"), {}, [[("G",)]], 20) is None
    # {2/W} paid with two generic
    plan = plan_payment(ManaCost.parse("{2/W}"), {}, [[("C", "C")]], 0)
    assert plan is not None


def test_not_enough_mana_is_illegal_and_leaves_state_unchanged():
    g, a, _b = new_game()
    (forest,) = lands(g, a, C.FOREST, 1)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.start(active=a)
    with pytest.raises(IllegalAction, match=r"cannot pay \{1\}\{G\}"):
        g.cast(a, bears)
    assert g.is_live(bears) and not forest.tapped and not g.stack


def test_ransacked_lab_reduces_instants_and_sorceries():
    g, a, _b = new_game()
    lands(g, a, C.ISLAND, 2)
    div = g.add_card(C.DIVINATION, a, HAND)
    g.add_card(C.RANSACKED_LAB, a, BATTLEFIELD)
    g.start(active=a)
    g.cast(a, div)  # {2}{U} - {1} = {1}{U}
    resolve(g)
    assert len(g.hand(a)) == 2


def test_cost_reduction_does_not_reduce_colored_mana():
    g, a, _b = new_game()
    g.add_card(C.RANSACKED_LAB, a, BATTLEFIELD)
    opt = g.add_card(C.OPT, a, HAND)
    g.start(active=a)
    with pytest.raises(IllegalAction, match="cannot pay"):
        g.cast(a, opt)


def test_cost_reduction_only_for_its_controller():
    g, a, b = new_game()
    lands(g, b, C.ISLAND, 2)
    g.add_card(C.RANSACKED_LAB, a, BATTLEFIELD)
    div = g.add_card(C.DIVINATION, b, HAND)
    g.start(active=b)
    with pytest.raises(IllegalAction, match="cannot pay"):
        g.cast(b, div)


def test_sorcery_timing():
    g, a, b = new_game()
    lands(g, a, C.ISLAND, 3)
    lands(g, b, C.MOUNTAIN, 1)
    div = g.add_card(C.DIVINATION, a, HAND)
    bolt = g.add_card(C.LIGHTNING_BOLT, b, HAND)
    g.start(active=a, step="upkeep")
    with pytest.raises(IllegalAction, match="main phase"):
        g.cast(a, div)
    g.pass_until("main1")
    g.cast(a, div)
    # Bob may respond with an instant once he has priority.
    with pytest.raises(IllegalAction, match="without priority"):
        g.cast(b, bolt, targets=[a])
    g.pass_priority()
    g.cast(b, bolt, targets=[a])
    resolve(g)
    assert a.life == 17 and len(g.hand(a)) == 2


def test_land_plays_and_additional_land_play():
    g, a, _b = new_game()
    f1, f2, f3 = (g.add_card(C.FOREST, a, HAND) for _ in range(3))
    g.start(active=a)
    g.play_land(a, f1)
    with pytest.raises(IllegalAction, match="already played 1 land"):
        g.play_land(a, f2)
    g.add_card(C.LOCKED_HOTHOUSE, a, BATTLEFIELD)
    g.play_land(a, f2)
    with pytest.raises(IllegalAction, match="may play 2"):
        g.play_land(a, f3)
    assert g.count(a, lambda g2, o: "land" in g2.chars(o).types) == 2


def test_solved_hothouse_plays_from_top_of_library():
    g, a, _b = new_game(library=0)
    lands(g, a, C.FOREST, 2)
    hot = g.add_card(C.LOCKED_HOTHOUSE, a, BATTLEFIELD)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, LIBRARY, position="bottom")
    bears = g.add_card(C.GRIZZLY_BEARS, a, LIBRARY)
    g.start(active=a)
    assert not g.can_look_at_top(a)
    with pytest.raises(IllegalAction, match="no permission"):
        g.cast(a, bears)
    hot.solved = True
    g._touch()
    assert g.can_look_at_top(a)
    g.cast(a, bears)
    resolve(g)
    assert g.library(a)[0] is g.current(bolt.card_key)
    with pytest.raises(IllegalAction, match="no permission"):
        g.cast(a, g.library(a)[0], targets=[a])  # instants aren't allowed from the top


def test_summoning_sick_creature_cannot_tap_for_mana_until_next_turn():
    g, a, _b = new_game()
    lands(g, a, C.FOREST, 1)
    elves = g.add_card(C.LLANOWAR_ELVES, a, HAND)
    g.start(active=a)
    g.cast(a, elves)
    resolve(g)
    e = g.current(elves.card_key)
    with pytest.raises(IllegalAction, match="summoning sickness"):
        g.activate(a, e, 0)
    g.pass_until("main1", turn=3)
    g.activate(a, e, 0)
    assert a.pool.total() == 1


def test_mana_empties_between_steps():
    g, a, _b = new_game()
    (forest,) = lands(g, a, C.FOREST, 1)
    g.start(active=a)
    g.activate(a, forest, 0)
    assert a.pool.total() == 1
    g.pass_until("beginning_of_combat")
    assert a.pool.total() == 0


def test_sacrifice_a_creature_cost_and_clue_costs():
    g, a, _b = new_game()
    altar = g.add_card(C.ALTAR, a, BATTLEFIELD)
    g.start(active=a)
    with pytest.raises(IllegalAction, match="can't sacrifice a creature"):
        g.activate(a, altar, 0)
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.activate(a, altar, 0, sacrifice=[bear])
    assert not g.is_live(bear)
    resolve(g)
    assert a.life == 21
    clue = g.investigate(a)[0]
    with pytest.raises(IllegalAction, match=r"cannot pay \{2\}"):
        g.activate(a, clue, 0)
    lands(g, a, C.ISLAND, 2)
    g.activate(a, clue, 0)
    resolve(g)
    assert len(g.hand(a)) == 1


def test_sorcery_speed_activated_ability():
    g, a, _b = new_game()
    lands(g, a, C.SWAMP, 2)
    case = g.add_card(C.STASHED_SKELETON, a, BATTLEFIELD)
    case.solved = True
    g.start(active=a, step="upkeep")
    with pytest.raises(IllegalAction, match="only as a sorcery"):
        g.activate(a, case, 0)
    g.pass_until("main1")
    target = g.library(a)[5]
    g.agents[a.index] = ScriptedAgent([("cards", [target])])
    g.activate(a, case, 0)
    resolve(g)
    assert [c.card_key for c in g.hand(a)] == [target.card_key]


def test_flashback_from_graveyard_then_exiled():
    from karlov.runtime.abilities import Flashback

    g, a, _b = new_game()
    lands(g, a, C.ISLAND, 4)
    fb = C.DIVINATION.replace(
        name="Flash Div", abilities=(*C.DIVINATION.abilities, Flashback("{3}{U}"))
    )
    card = g.add_card(fb, a, "graveyard")
    g.start(active=a)
    g.cast(a, card)
    resolve(g)
    assert len(g.hand(a)) == 2
    assert [o.name for o in g.exile_zone()] == ["Flash Div"]
