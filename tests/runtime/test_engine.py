"""Turn structure, triggers (APNAP), state-based actions, agents, history, loop bound."""

from __future__ import annotations

import pytest

from karlov.runtime.abilities import TriggeredAbility
from karlov.runtime.agent import Decision, ScriptedAgent
from karlov.runtime.effects import at_beginning_of
from karlov.runtime.errors import IllegalAction
from karlov.runtime.events import PlayerLost, StepBegan
from karlov.runtime.game import STEPS, Game, StackAbility
from karlov.runtime.objects import BATTLEFIELD, HAND, CardDefinition

from . import cards as C
from .helpers import events, lands, new_game


def test_turn_goes_through_every_step_in_order():
    g, a, b = new_game()
    g.start(active=a, step="untap")
    g.next_turn()
    seen = [(e.turn, e.step) for e in events(g, StepBegan)]
    turn1 = [s for t, s in seen if t == 1]
    # the cleanup step begins too: "at the beginning of the next cleanup step" (CR 514.3a)
    assert turn1 == [
        s for s in STEPS if s not in ("declare_blockers", "first_strike_damage", "combat_damage")
    ]
    assert g.active is b and g.turn == 2 and g.step == "main1"
    assert len(g.hand(b)) == 1 and len(g.hand(a)) == 0  # first player skipped the draw


def test_apnap_order_of_simultaneous_triggers():
    g, a, b = new_game()
    order: list[str] = []
    each_upkeep = CardDefinition(
        "Upkeep Bell",
        "{1}",
        types=("artifact",),
        abilities=(
            TriggeredAbility(
                trigger=at_beginning_of("upkeep", "each"),
                effect=lambda g2, r: order.append(r.controller.name),
            ),
        ),
    )
    ba = g.add_card(each_upkeep, a, BATTLEFIELD)
    bb = g.add_card(each_upkeep, b, BATTLEFIELD)
    g.start(active=a, step="upkeep")
    # CR 603.3b: the active player's trigger goes on the stack first, so it resolves last.
    assert [i.source for i in g.stack] == [ba, bb]
    assert all(isinstance(i, StackAbility) for i in g.stack)
    g.resolve_stack()
    assert order == ["Bob", "Alice"]


def test_controller_orders_own_simultaneous_triggers():
    g, a, _b = new_game()
    seen: list[str] = []

    def trig(name):
        return TriggeredAbility(
            trigger=at_beginning_of("upkeep"), effect=lambda g2, r: seen.append(name), text=name
        )

    perm = CardDefinition(
        "Two Triggers", "{2}", types=("artifact",), abilities=(trig("first"), trig("second"))
    )
    g.add_card(perm, a, BATTLEFIELD)
    g.agents[a.index] = ScriptedAgent([("order", None)])

    class Reverse:
        def decide(self, game, decision: Decision):
            assert decision.kind == "order"
            return list(reversed(decision.options))

    g.agents[a.index] = Reverse()
    g.start(active=a, step="upkeep")
    g.resolve_stack()
    assert seen == ["first", "second"]  # "second" went on the stack first


def test_trigger_without_legal_target_is_removed():
    g, a, _b = new_game()
    lands(g, a, C.MOUNTAIN, 3)
    case = g.add_card(C.BURNING_MASKS, a, HAND)
    g.start(active=a)
    g.cast(a, case)
    g.resolve_stack()
    assert not g.stack and g.on_battlefield(g.current(case.card_key))
    assert any("no legal targets" in str(e) for e in g.log)


def test_spell_with_illegal_target_does_not_resolve():
    g, a, b = new_game()
    lands(g, a, C.MOUNTAIN, 1)
    lands(g, b, C.SWAMP, 3)
    bear = g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    murder = g.add_card(C.MURDER, b, HAND)
    g.start(active=a)
    g.cast(a, bolt, targets=[bear])
    g.pass_priority()
    g.cast(b, murder, targets=[bear])
    g.resolve_stack()
    assert "doesn't resolve" in " ".join(map(str, g.log))
    assert b.life == 20


def test_up_to_one_target_may_choose_none():
    g, a, _b = new_game()
    lands(g, a, C.SWAMP, 1)
    kiss = g.add_card(C.GORGONS_KISS, a, HAND)
    g.start(active=a)
    g.cast(a, kiss)
    g.resolve_stack()
    assert g.on_battlefield(g.current(kiss.card_key))


def test_state_based_actions_zero_toughness_and_zero_life():
    g, a, b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.put_counters(bear, "-1/-1", 2)
    g.pass_priority()
    assert not g.is_live(bear)
    g.lose_life(b, 20)
    g.pass_priority()
    assert g.over and g.winner is a
    assert events(g, PlayerLost)[0].player is b
    with pytest.raises(Exception, match="over"):
        g.pass_priority()


def test_damage_dealt_by_itself_makes_the_next_check_look_again():
    # CR 704.3: whenever a player would receive priority, the game checks state-based actions.
    # The check may be skipped only when nothing changed since one found none: damage marked on
    # a creature (CR 704.5g) and life lost to damage (CR 704.5a) are such changes.
    g, a, b = new_game()
    sorcerer = g.add_card(C.PRODIGAL_SORCERER, a, BATTLEFIELD)
    bear = g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD)
    g.start(active=a)
    assert not g.check_state_based_actions()
    g.deal_damage(sorcerer, bear, 2)
    assert g.check_state_based_actions()
    assert not g.is_live(bear)
    assert not g.check_state_based_actions()
    g.deal_damage(sorcerer, b, 20)
    assert g.check_state_based_actions()
    assert b.lost and g.winner is a


def test_counters_annihilate():
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.put_counters(bear, "+1/+1", 2)
    g.put_counters(bear, "-1/-1", 1)
    g.pass_priority()
    assert bear.counters == {"+1/+1": 1, "-1/-1": 0}


def test_drawing_from_empty_library_loses():
    g = Game(seed=1)
    a, b = g.players
    g.start(active=a, step="end")
    g.pass_until("main1", turn=2)
    assert g.over and g.winner is a and b.lost
    assert "empty library" in events(g, PlayerLost)[0].reason


@pytest.mark.parametrize("how", ["empty library", "poison"])
def test_a_player_losing_is_a_state_based_action_performed(how: str):
    # CR 704.5b, 704.5c: a player who drew from an empty library, or who has ten or more poison
    # counters, loses the game as a state-based action; the check performed one (CR 704.3, and
    # a cleanup step that performs one gives priority, CR 514.3a). With three players the game
    # goes on (CR 104.2a), so only the check's answer tells it.
    g = Game(("Alice", "Bob", "Carol"), seed=1)
    a, b, c = g.players
    g.add_cards(C.ISLAND, a, 5)
    g.add_cards(C.ISLAND, b, 5)  # Carol's library is empty
    g.start(active=a)
    assert not g.check_state_based_actions()
    if how == "poison":
        c.poison = 10
        g._touch()  # poison counters given directly, not by damage
    else:
        g.draw(c)
    assert g.check_state_based_actions()
    assert c.lost and not g.over and not a.lost and not b.lost
    assert how in events(g, PlayerLost)[0].reason
    assert not g.check_state_based_actions()


def test_market_melee_keeps_damage_through_cleanup():
    g, a, b = new_game()
    g.add_card(C.MARKET_MELEE, a, BATTLEFIELD)
    bear = g.add_card(C.HILL_GIANT, b, BATTLEFIELD)
    g.start(active=a)
    g.deal_damage(g.permanents(a)[0], bear, 1)
    g.next_turn()
    assert bear.damage == 1


def test_market_melee_solved_divides_damage_by_attackers():
    g, a, b = new_game()
    melee = g.add_card(C.MARKET_MELEE, a, BATTLEFIELD)
    melee.solved = True
    bears = [g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD) for _ in range(3)]
    giant = g.add_card(C.HILL_GIANT, b, BATTLEFIELD)
    g.agents[a.index] = ScriptedAgent([("targets", [giant, b]), ("distribute", [2, 1])])
    g.start(active=a)
    g.pass_until("declare_attackers")
    g.declare_attackers(bears)
    g.resolve_stack()
    assert giant.damage == 2 and b.life == 19


def test_uneaten_feast_gain_and_cast_from_graveyard():
    g, a, _b = new_game()
    lands(g, a, C.FOREST, 2)
    feast = g.add_card(C.UNEATEN_FEAST, a, BATTLEFIELD)
    dead = g.add_card(C.GRIZZLY_BEARS, a, "graveyard")
    g.start(active=a)
    with pytest.raises(IllegalAction, match="no permission"):
        g.cast(a, dead)
    feast.solved = True
    g.activate(a, feast, 0)
    g.resolve_stack()
    g.cast(a, dead)
    g.resolve_stack()
    assert g.on_battlefield(g.current(dead.card_key))
    assert a.life == 20  # the Case was sacrificed, so nothing gained


def test_uneaten_feast_gains_life_and_solves_at_five():
    g, a, _b = new_game()
    feast = g.add_card(C.UNEATEN_FEAST, a, BATTLEFIELD)
    g.start(active=a)
    g.create_token(C.SOLDIER, a, 4)
    g.resolve_stack()
    assert a.life == 24 and g.history.life_gained_by(a) == 4
    g.pass_until("end")
    assert not g.stack  # only 4 life gained
    g.pass_until("main1", player=a)
    g.create_token(C.SOLDIER, a, 5)
    g.pass_until("end")
    g.resolve_stack()
    assert feast.solved


def test_damage_wears_off_with_pump_at_cleanup():
    g, a, _b = new_game()
    lands(g, a, C.FOREST, 1)
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    growth = g.add_card(C.GIANT_GROWTH, a, HAND)
    g.start(active=a)
    g.cast(a, growth, targets=[bear])
    g.resolve_stack()
    g.deal_damage(bear, bear, 4)
    g.pass_priority()
    assert g.is_live(bear)
    g.next_turn()
    assert g.is_live(bear) and bear.damage == 0


def test_market_melee_kills_in_cleanup_when_pump_ends():
    """CR 514.3a: state-based actions during cleanup give priority and another cleanup."""
    g, a, _b = new_game()
    lands(g, a, C.FOREST, 1)
    g.add_card(C.MARKET_MELEE, a, BATTLEFIELD)
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    growth = g.add_card(C.GIANT_GROWTH, a, HAND)
    g.start(active=a)
    g.cast(a, growth, targets=[bear])
    g.resolve_stack()
    g.deal_damage(bear, bear, 4)
    g.pass_until("cleanup")
    assert not g.is_live(bear) and g.turn == 1 and g.priority is a
    g.next_turn()
    assert g.turn == 2
