"""Agents, history queries, primitives and the loop bound."""

from __future__ import annotations

import pytest

from karlov.runtime.abilities import TriggeredAbility
from karlov.runtime.agent import ScriptedAgent
from karlov.runtime.errors import GameLoopLimit, ScriptError
from karlov.runtime.events import (
    CardDrawn,
    DamageDealt,
    Discarded,
    Surveilled,
)
from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, CardDefinition

from . import cards as C
from .helpers import events, lands, new_game


def test_scripted_agent_missing_answer_fails_clearly():
    g, a, _b = new_game()
    lands(g, a, C.MOUNTAIN, 1)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.agents[a.index] = ScriptedAgent()
    g.start(active=a)
    with pytest.raises(ScriptError, match="no answer left for the targets decision"):
        g.cast(a, bolt)
    assert g.is_live(bolt)  # nothing happened


def test_scripted_agent_illegal_answer_fails_clearly():
    g, a, _b = new_game()
    lands(g, a, C.MOUNTAIN, 1)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    land = g.permanents(a)[0]
    g.agents[a.index] = ScriptedAgent([("targets", [land])])  # a land isn't "any target"
    g.start(active=a)
    with pytest.raises(ScriptError, match="not a legal choice"):
        g.cast(a, bolt)


def test_scripted_agent_kind_mismatch():
    g, a, _b = new_game()
    lands(g, a, C.MOUNTAIN, 1)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.agents[a.index] = ScriptedAgent([("may", True)])
    g.start(active=a)
    with pytest.raises(ScriptError, match="expected a may decision"):
        g.cast(a, bolt)


def test_illegal_explicit_target_raises_illegal_action():
    from karlov.runtime.errors import IllegalAction

    g, a, _b = new_game()
    lands(g, a, C.MOUNTAIN, 3)
    mine = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    case = g.add_card(C.BURNING_MASKS, a, HAND)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.start(active=a)
    with pytest.raises(IllegalAction, match="not a legal target"):
        g.cast(a, bolt, targets=[g.permanents(a)[0]])
    g.cast(a, case)
    # The ETB trigger's only candidate filter excludes Alice's own Bear: removed, no target.
    g.resolve_stack()
    assert g.on_battlefield(mine)


def test_damage_history_records_controller_at_the_time():
    g, a, b = new_game()
    sorc = g.add_card(C.PRODIGAL_SORCERER, b, BATTLEFIELD)
    g.start(active=a)
    g.deal_damage(sorc, a, 1)
    g.gain_control(a, sorc)
    g.deal_damage(sorc, b, 1)
    assert len(g.history.damage_sources(b)) == 1
    assert len(g.history.damage_sources(a)) == 1
    assert [e.source_controller for e in events(g, DamageDealt)] == [b, a]


def test_zone_changed_source_counts_as_a_new_source():
    g, a, _b = new_game()
    sorc = g.add_card(C.PRODIGAL_SORCERER, a, BATTLEFIELD)
    g.start(active=a)
    g.deal_damage(sorc, a, 1)
    back = g.put_onto_battlefield(g.return_to_hand(sorc))
    g.deal_damage(back, a, 1)
    assert len(g.history.damage_sources(a)) == 2


def test_history_resets_each_turn_and_spells_cast_are_recorded():
    g, a, _b = new_game()
    lands(g, a, C.ISLAND, 2)
    o1, o2 = g.add_card(C.OPT, a, HAND), g.add_card(C.OPT, a, HAND)
    g.start(active=a)
    g.cast(a, o1)
    g.cast(a, o2)
    g.resolve_stack()
    casts = g.history.spells_cast_by(a, lambda ch: "instant" in ch.types)
    assert [c.chars.name for c in casts] == ["Opt", "Opt"]
    g.next_turn()
    assert g.history.spells_cast_by(a) == [] and len(g.past_turns) == 1


def test_draw_discard_mill_surveil_scry_search():
    g, a, _b = new_game()
    g.start(active=a)
    drawn = g.draw(a, 2)
    assert len(drawn) == 2 and len(events(g, CardDrawn)) == 2
    g.discard(a, 1)
    assert len(g.hand(a)) == 1 and len(events(g, Discarded)) == 1
    g.mill(a, 3)
    assert len(g.graveyard(a)) == 4
    top = g.library(a)[0]
    g.agents[a.index] = ScriptedAgent([("cards", [top])])
    g.surveil(a, 1)
    assert g.graveyard(a)[-1].card_key == top.card_key
    assert events(g, Surveilled)[0].to_graveyard == 1
    top = g.library(a)[0]
    g.agents[a.index] = ScriptedAgent([("cards", [top])])
    g.scry(a, 1)
    assert g.library(a)[-1] is top
    g.agents[a.index] = ScriptedAgent([("cards", [g.library(a)[3]])])
    found = g.search_library(a, lambda g2, c: True, reveal=True)
    assert found[0].zone == HAND


def test_crimson_pulse_etb_and_solved_upkeep():
    g, a, _b = new_game()
    lands(g, a, C.MOUNTAIN, 3)
    case = g.add_card(C.CRIMSON_PULSE, a, HAND)
    g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.start(active=a)
    g.cast(a, case)
    g.resolve_stack()
    assert len(g.hand(a)) == 2 and len(g.graveyard(a)) == 1
    perm = g.current(case.card_key)
    perm.solved = True
    g.pass_until("upkeep", player=a)
    g.resolve_stack()
    assert len(g.hand(a)) == 2 and len(g.graveyard(a)) == 3


def test_conjure_and_lost_witness_style_shuffle():
    g, a, _b = new_game()
    g.start(active=a)
    fblthp = CardDefinition(
        "Fblthp, the Lost",
        "{1}{U}",
        types=("creature",),
        supertypes=("legendary",),
        subtypes=("homunculus",),
        power=1,
        toughness=1,
    )
    for _ in range(4):
        g.conjure(fblthp, a, LIBRARY)
    g.shuffle(a)
    assert sum(c.name == "Fblthp, the Lost" for c in g.library(a)) == 4


def test_games_are_deterministic_for_a_seed():
    def run(seed):
        g, a, _b = new_game(seed)
        g.add_cards(C.GRIZZLY_BEARS, a, 10)
        g.start(active=a)
        g.shuffle(a)
        return [c.name for c in g.library(a)]

    assert run(3) == run(3)
    assert run(3) != run(4) or run(3) != run(5)


def test_step_bound_raises_game_loop_limit():
    g, a, _b = new_game(max_actions=30)
    g.start(active=a)
    with pytest.raises(GameLoopLimit, match="bound of 30"):
        g.pass_until("main1", turn=10)


def test_runaway_trigger_loop_hits_bound():
    g = Game(seed=0, max_actions=200)
    a, _b = g.players
    forever = CardDefinition(
        "Echo Chamber",
        "{1}",
        types=("artifact",),
        abilities=(
            TriggeredAbility(
                trigger=lambda g2, e, s: type(e).__name__ == "AbilityResolved",
                effect=lambda g2, r: None,
            ),
            TriggeredAbility(
                trigger=lambda g2, e, s: type(e).__name__ == "LifeGained", effect=lambda g2, r: None
            ),
        ),
    )
    g.add_card(forever, a, BATTLEFIELD)
    g.start(active=a)
    g.gain_life(a, 1)
    with pytest.raises(GameLoopLimit):
        g.resolve_stack()


def test_event_log_is_human_readable():
    g, a, b = new_game()
    lands(g, a, C.MOUNTAIN, 1)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.start(active=a)
    g.cast(a, bolt, targets=[b])
    g.resolve_stack()
    text = "\n".join(map(str, g.log))
    assert "Alice casts Lightning Bolt" in text
    assert "deals 3 damage to Bob" in text
    assert g.graveyard(a)[0].zone == GRAVEYARD
