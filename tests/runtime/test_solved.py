"""The solved designation and To solve / Solved abilities (CR 719, 702.169, 603.4)."""

from __future__ import annotations

import pytest

from karlov.runtime.agent import ScriptedAgent
from karlov.runtime.errors import IllegalAction
from karlov.runtime.events import AbilityResolved, CaseSolved
from karlov.runtime.game import StackAbility
from karlov.runtime.objects import BATTLEFIELD, HAND

from . import cards as C
from .helpers import events, lands, new_game, resolve


def burning_masks_turn():
    """Alice casts Burning Masks (kills a Bear), pings with Prodigal Sorcerer and Bolts Bob:
    three sources she controlled dealt damage this turn."""
    g, a, b = new_game()
    lands(g, a, C.MOUNTAIN, 4)
    sorcerer = g.add_card(C.PRODIGAL_SORCERER, a, BATTLEFIELD)
    bear = g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD)
    case = g.add_card(C.BURNING_MASKS, a, HAND)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.start(active=a)
    g.cast(a, case)
    resolve(g)
    assert not g.on_battlefield(bear)
    g.activate(a, sorcerer, 0, targets=[b])
    resolve(g)
    g.cast(a, bolt, targets=[b])
    resolve(g)
    perm = g.current(case.card_key)
    return g, a, b, perm


def test_burning_masks_solves_at_end_step():
    g, a, b, case = burning_masks_turn()
    assert b.life == 20 - 1 - 3
    assert len(g.history.damage_sources(a)) == 3
    assert not case.solved
    g.pass_until("end")
    # The To solve ability triggered and waits on the stack.
    assert [type(i) for i in g.stack] == [StackAbility]
    assert not case.solved
    resolve(g)
    assert case.solved
    (ev,) = events(g, CaseSolved)
    assert ev.obj is case and ev.during == "to_solve"


def test_to_solve_does_not_trigger_when_condition_false():
    g, a, _b = new_game()
    lands(g, a, C.MOUNTAIN, 3)
    case = g.add_card(C.BURNING_MASKS, a, BATTLEFIELD)
    g.start(active=a)
    g.pass_until("end")
    assert g.stack == []  # CR 603.4: it doesn't trigger at all
    g.next_turn()
    assert not case.solved
    assert not events(g, AbilityResolved)


def test_intervening_if_rechecked_on_resolution():
    """Crimson Pulse: "You have no cards in hand" is true as the end step begins; in response
    Alice cracks a Clue and draws, so on resolution the Case does not become solved."""
    g, a, _b = new_game()
    lands(g, a, C.ISLAND, 2)
    case = g.add_card(C.CRIMSON_PULSE, a, BATTLEFIELD)
    g.start(active=a)
    clue = g.investigate(a)[0]
    g.pass_until("end")
    assert len(g.stack) == 1 and g.stack[0].ability.kind == "to_solve"
    g.activate(a, clue, 0)  # {2}, sacrifice: draw a card (goes on the stack above)
    resolve(g)
    assert len(g.hand(a)) == 1
    assert not case.solved
    (r,) = [e for e in events(g, AbilityResolved) if e.did_nothing]
    assert r.source is case


def test_to_solve_does_not_trigger_if_already_solved():
    g, a, _b = new_game()
    case = g.add_card(C.CRIMSON_PULSE, a, BATTLEFIELD)
    case.solved = True
    g.start(active=a, step="main2")
    g.pass_until("end")
    assert g.stack == []


def test_solved_survives_control_change_and_gate_follows_new_controller():
    g, a, b, case = burning_masks_turn()
    g.pass_until("end")
    resolve(g)
    assert case.solved
    g.gain_control(b, case)
    assert g.controller(case) is b
    assert case.solved and g.is_live(case)
    with pytest.raises(IllegalAction, match="doesn't control"):
        g.activate(a, case, 0)
    g.pass_priority()  # Bob receives priority and activates the Solved ability
    assert g.priority is b
    g.activate(b, case, 0)
    resolve(g)
    assert len(g.library(b)) == 17


def test_solved_lost_when_case_leaves_and_returns():
    g, a, _b = new_game()
    lands(g, a, C.ISLAND, 3)
    case = g.add_card(C.CRIMSON_PULSE, a, BATTLEFIELD)
    g.start(active=a, step="main2")
    g.pass_until("end")
    resolve(g)
    assert case.solved
    in_hand = g.return_to_hand(case)
    assert in_hand is not None and not in_hand.solved
    back = g.put_onto_battlefield(in_hand)
    assert back is not None and not back.solved
    assert case.solved  # the old object keeps its last state, but it is gone
    assert not g.is_solved(case)


def test_copy_of_solved_case_is_not_solved():
    g, a, _b = new_game()
    lands(g, a, C.ISLAND, 3)
    case = g.add_card(C.GORGONS_KISS, a, BATTLEFIELD)
    case.solved = True
    copier = g.add_card(C.COPY_ENCHANTMENT, a, HAND)
    g.agents[a.index] = ScriptedAgent([("may", True), ("choose", [case])])
    g.start(active=a)
    g.cast(a, copier)
    resolve(g)
    copy = g.current(copier.card_key)
    assert copy is not None and copy.name == "Case of the Gorgon's Kiss"
    assert not copy.solved
    # The Solved static ability of the copy is off; the original's is on (CR 707.2, 719.3b).
    assert "creature" not in g.chars(copy).types
    assert g.chars(case).power == 4 and "creature" in g.chars(case).types


def test_solved_case_becoming_copy_of_another_case_stays_solved():
    g, a, _b = new_game()
    kiss = g.add_card(C.GORGONS_KISS, a, BATTLEFIELD)
    pulse = g.add_card(C.CRIMSON_PULSE, a, BATTLEFIELD)
    kiss.solved = True
    g.start(active=a)
    g.become_copy(kiss, pulse)
    assert kiss.name == "Case of the Crimson Pulse"
    assert kiss.solved


def test_solved_activated_ability_gate():
    g, a, _b = new_game()
    case = g.add_card(C.BURNING_MASKS, a, BATTLEFIELD)
    g.start(active=a)
    with pytest.raises(IllegalAction, match="not solved"):
        g.activate(a, case, 0)
    assert g.on_battlefield(case)
    case.solved = True
    g.activate(a, case, 0)
    assert not g.on_battlefield(case)  # sacrificed as a cost
    resolve(g)
    exiled = g.exile_zone()
    assert len(exiled) == 3
    assert len(g.library(a)) == 17
    playable = [c for c in exiled if c.permissions]
    assert len(playable) == 1
    land = g.play_land(a, playable[0])  # "You may play that card this turn"
    assert g.on_battlefield(land)


def test_solved_static_ability_gate():
    g, a, _b = new_game()
    kiss = g.add_card(C.GORGONS_KISS, a, BATTLEFIELD)
    g.start(active=a)
    assert "creature" not in g.chars(kiss).types
    kiss.solved = True
    g._touch()
    ch = g.chars(kiss)
    assert ch.types >= {"creature", "enchantment"} and "gorgon" in ch.subtypes
    assert (ch.power, ch.toughness) == (4, 4)
    assert "deathtouch" in ch.abilities and "lifelink" in ch.abilities


def test_solved_triggered_ability_gate():
    g, a, _b = new_game()
    lands(g, a, C.ISLAND, 4)
    lab = g.add_card(C.RANSACKED_LAB, a, BATTLEFIELD)
    o1 = g.add_card(C.OPT, a, HAND)
    o2 = g.add_card(C.OPT, a, HAND)
    g.start(active=a)
    g.cast(a, o1)
    assert len(g.stack) == 1  # no draw trigger: not solved (CR 702.169c)
    resolve(g)
    lab.solved = True
    g.cast(a, o2)
    assert len(g.stack) == 2 and isinstance(g.stack[-1], StackAbility)


def test_gorgons_kiss_solves_from_creature_cards_into_graveyards():
    g, a, b = new_game()
    lands(g, a, C.SWAMP, 3)
    kiss = g.add_card(C.GORGONS_KISS, a, BATTLEFIELD)
    g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD)
    bears = [g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD) for _ in range(2)]
    g.start(active=a)
    for t in g.create_token(C.SOLDIER, a, 2):
        g.destroy(t)  # tokens are not cards
    g.destroy(bears[0])
    g.move(g.library(a)[0], "graveyard")  # an Island card: not a creature card
    g.destroy(bears[1])
    assert len(g.history.cards_put_into_graveyards(lambda ch: "creature" in ch.types)) == 2
    g.pass_until("end")
    assert g.stack == []
    g.next_turn()
    assert not kiss.solved
