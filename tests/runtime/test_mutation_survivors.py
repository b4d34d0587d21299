"""Rules the mutation sample of `benchmarks/mutation.py` found untested after this session's
merges: each test fails on the mutant named in its docstring."""

from __future__ import annotations

import pytest

from karlov import ir
from karlov.runtime.conditions import SourceContext
from karlov.runtime.conditions import condition as build_condition
from karlov.runtime.errors import GameLoopLimit
from karlov.runtime.filters import Matcher
from karlov.runtime.objects import BATTLEFIELD, GRAVEYARD, CardDefinition

from . import cards as C
from .helpers import new_game

#: An Equipment with no ability: only its subtype matters here (CR 301.5).
EQUIPMENT = CardDefinition("Plain Sword", "{1}", types=("artifact",), subtypes=("equipment",))


def test_has_keyword_reads_the_characteristics() -> None:
    """``Game.has_keyword`` (continuous.py, In -> NotIn): a flier has flying, a Bear hasn't."""
    g, a, _b = new_game()
    angel = g.add_card(C.SERRA_ANGEL, a, BATTLEFIELD)
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    assert g.has_keyword(angel, "flying")
    assert not g.has_keyword(bears, "flying")


def test_a_permission_to_cast_from_a_graveyard_lasts_this_turn_by_default() -> None:
    """``grant_cast_from_graveyard``'s default (continuous.py, True -> False): "until end of
    turn" unless told otherwise (CR 611.2a), recorded with this turn's number."""
    g, a, _b = new_game()
    shock = g.add_card(C.SHOCK, a, GRAVEYARD)
    g.start(active=a)
    g.grant_cast_from_graveyard([shock], a)
    (permission,) = shock.permissions
    assert permission.until_turn == g.turn and permission.kind == "cast"


def test_alternatives_with_a_state_test_are_each_tested() -> None:
    """An object is one of the ``alternatives`` (filters.py: the test of alternatives that
    test state, deleted): "an artifact or an attacking creature" matches no idle creature."""
    g, a, _b = new_game()
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    ornithopter = g.add_card(C.ORNITHOPTER, a, BATTLEFIELD)
    g.start(active=a)
    creature = ir.TypeTest(("creature",))
    artifact = ir.TypeTest(("artifact",))
    either = ir.ObjectFilter(
        "artifact or attacking creature",
        alternatives=(
            ir.ObjectFilter("artifact", types=(artifact,)),
            ir.ObjectFilter("attacking creature", types=(creature,), attacking=True),
        ),
    )
    matcher = Matcher(either)
    seen = SourceContext(bears, a)
    assert not matcher.matches(g, bears, seen)
    assert matcher.matches(g, ornithopter, seen)


def test_the_engine_step_bound_stops_a_loop_of_state_based_actions(monkeypatch) -> None:
    """Each round of state-based actions and triggers is an engine step (triggers.py: the
    ``_tick`` of ``_flush_triggers``, deleted): a round that never settles ends the game with
    its loop limit instead of running forever."""
    g, a, _b = new_game(max_actions=500)
    g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    rounds = [0]

    def always_acts(self) -> bool:
        rounds[0] += 1
        assert rounds[0] < 5_000, "a round of state-based actions that never settles ran on"
        return True

    monkeypatch.setattr(type(g), "check_state_based_actions", always_acts)
    with pytest.raises(GameLoopLimit):
        g._flush_triggers()


def test_enchanted_or_equipped_needs_the_equipment_on_the_source() -> None:
    """ "as long as ~ is enchanted or equipped" (conditions.py: ``and`` -> ``or``): an
    Equipment on the battlefield that is attached to another creature, or to nothing, doesn't
    equip the source (CR 301.5)."""
    g, a, _b = new_game()
    source = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    other = g.add_card(C.SAVANNAH_LIONS, a, BATTLEFIELD)
    sword = g.add_card(EQUIPMENT, a, BATTLEFIELD)
    g.start(active=a)
    test = build_condition(ir.SourceEnchantedOrEquipped())
    assert not test(g, source, a)
    sword.attached_to = other
    assert not test(g, source, a)
    sword.attached_to = source
    assert test(g, source, a)


def test_attacked_this_turn_is_said_of_the_source_itself() -> None:
    """ "~ attacked or blocked this turn" (conditions.py: ``==`` -> ``!=``): another creature
    attacking doesn't make it true of the source (CR 508.1)."""
    g, a, _b = new_game()
    source = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    attacker = g.add_card(C.SAVANNAH_LIONS, a, BATTLEFIELD)
    g.start(active=a)
    g.pass_until("declare_attackers")
    g.declare_attackers([attacker])
    test = build_condition(ir.SourceIs("attacked_or_blocked_this_turn"))
    assert not test(g, source, a)
    assert test(g, attacker, a)
