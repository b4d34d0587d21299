"""The engine's cost grows about linearly with the number of permanents (characteristics are
cached, state-based actions are looked at only after relevant changes, triggers are indexed by
the events they listen to). These tests count work, never time it: the wall-clock figures
(an end step with 30 and with 300 Cases) are printed by ``python benchmarks/runtime.py``."""

from __future__ import annotations

import pytest

from karlov.runtime import continuous, layers
from karlov.runtime import effects as fx
from karlov.runtime.abilities import LayerEffect, StaticAbility
from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, LIBRARY

from . import cards as C
from .helpers import lands, new_game


def _end_step(n: int, case=C.CRIMSON_PULSE) -> Game:
    g = Game(("Alice", "Bob"), max_actions=10**7)
    for _ in range(n):
        g.add_card(case, "Alice", BATTLEFIELD)
    g.add_card(C.ISLAND, "Alice", LIBRARY)
    g.start(active=0, step="main2")
    g.pass_until("cleanup")
    return g


@pytest.fixture
def computations(monkeypatch):
    """Counts how many times characteristics are computed from scratch."""
    calls = [0]
    original = layers.base_characteristics

    def counting(obj):
        calls[0] += 1
        return original(obj)

    monkeypatch.setattr(layers, "base_characteristics", counting)
    monkeypatch.setattr(continuous, "base_characteristics", counting)
    return calls


def test_characteristics_are_computed_about_once_per_permanent(computations):
    g = _end_step(20)
    assert all(o.solved for o in g.battlefield)
    small = computations[0]
    computations[0] = 0
    _end_step(60)
    large = computations[0]
    assert large <= 3.5 * small + 10, (small, large)  # linear: about 3x; quadratic: 9x


def test_cached_characteristics_follow_counters_and_static_abilities():
    g, a, _b = new_game()
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    assert g.chars(bears).power == 2
    g.put_counters(bears, "+1/+1", 2)
    assert g.chars(bears).power == 4
    anthem = C.case(
        "Anthem Case",
        "{W}",
        StaticAbility(
            effects=(LayerEffect("7c", fx.modify_pt(1, 1), fx.creatures_you_control),),
            gate=fx.solved_gate,
        ),
    )
    case = g.add_card(anthem, a, BATTLEFIELD)
    assert g.chars(bears).power == 4
    g.solve(case)
    assert g.chars(bears).power == 5 and g.chars(bears).toughness == 5
    g.pump(bears, 1, 0)
    assert g.chars(bears).power == 6
    g.remove_counters(bears, "+1/+1", 2)
    assert g.chars(bears).power == 4
    g.move(case, "graveyard")
    assert g.chars(bears).power == 3


def test_direct_changes_are_seen_after_touch():
    g, a, _b = new_game()
    (forest,) = lands(g, a, C.FOREST, 1)
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    bears.damage = 2
    g._touch()  # what code changing objects directly must do
    g.pass_priority()
    g.pass_priority()
    assert not g.is_live(bears)
    assert g.is_live(forest)


def test_effect_with_an_until_condition_ends_when_it_holds():
    g, a, _b = new_game()
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    giant = g.add_card(C.HILL_GIANT, a, BATTLEFIELD)
    g.start(active=a)
    g.pump(bears, 3, 0, until=lambda game: not game.on_battlefield(giant))
    assert g.chars(bears).power == 5
    g.destroy(giant)
    assert g.chars(bears).power == 2
    assert not g.continuous_effects
