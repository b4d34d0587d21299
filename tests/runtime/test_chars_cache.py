"""Property test: the characteristics the runtime keeps between game actions are exactly the
ones the layer system computes from scratch (CR 613), whatever happens in between.

``Game.chars`` keeps a permanent's characteristics while nothing they may depend on changes:
no continuous effect at all (``ContinuousMixin._still_quiet``), the same pure effects, the same
own state (copiable values, controller, counters, face-down status, owner, suspected
designation). This machine plays random actions that change each of those -- counters put and
removed, effects created and ended, control gained, copies, the suspected designation, Cases
solved (a gated anthem), permanents moving, damage, turns passing -- and after each compares
what ``chars`` and ``controller`` answer with a computation that keeps nothing.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from karlov.runtime import effects as fx
from karlov.runtime.abilities import LayerEffect, StaticAbility
from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, GRAVEYARD, HAND, Characteristics, GameObject

from . import cards as C

# "Creatures you control get +1/+1." -- an anthem that always applies (a holder of a layer
# static), and "Case of the Open Door" whose anthem applies only once solved (a gated one).
ANTHEM = C.creature(
    "Anthem Bearer",
    "{2}{W}",
    1,
    1,
    StaticAbility(effects=(LayerEffect("7c", fx.modify_pt(1, 1), fx.creatures_you_control),)),
)
GATED_CASE = C.case(
    "Case of the Open Door",
    "{1}",
    fx.to_solve(lambda g, s, you: True),
    StaticAbility(
        effects=(LayerEffect("7c", fx.modify_pt(1, 1), fx.creatures_you_control),),
        gate=fx.solved_gate,
    ),
)
CREATURES = [C.GRIZZLY_BEARS, C.HILL_GIANT, C.SERRA_ANGEL, C.SAVANNAH_LIONS, C.MENACER]

#: What the characteristics cache keeps between questions; the uncached computation starts
#: from none of it and puts it all back, so the game goes on as if it had not been asked.
_CACHE_STATE = (
    "_chars_cache",
    "_parts",
    "_parts_version",
    "_env",
    "_kept",
    "_kept_env",
    "_ability_env",
    "_control_changes",
    "_holders",
    "_holders_dirty",
    "_quiet",
)


def uncached(game: Game) -> dict[int, tuple[Characteristics, Any]]:
    """Each permanent's characteristics and controller computed with every cache emptied."""
    saved = {name: getattr(game, name) for name in _CACHE_STATE}
    game._chars_cache = {}
    game._parts_version = -1
    game._kept = None
    game._holders_dirty = True
    game._quiet = False
    try:
        return {
            o.id: (game.chars(o).copy(), game.controller(o)) for o in game.zone_objects(BATTLEFIELD)
        }
    finally:
        for name, value in saved.items():
            setattr(game, name, value)


class CacheMachine(RuleBasedStateMachine):
    @initialize(seed=st.integers(0, 10_000), anthems=st.integers(0, 2))
    def setup(self, seed: int, anthems: int) -> None:
        self.game = g = Game(("Alice", "Bob"), seed=seed, max_actions=200_000)
        for p in g.players:
            for d in CREATURES:
                g.add_card(d, p, BATTLEFIELD)
                g.add_card(d, p, HAND)
            g.add_card(GATED_CASE, p, BATTLEFIELD)
            for _ in range(anthems):
                g.add_card(ANTHEM, p, BATTLEFIELD)
            for _ in range(40):  # the game outlasts the turns a run plays
                g.add_card(C.PLAINS, p)
        g.start(active=0, step="main1")

    def _permanent(self, i: int) -> GameObject | None:
        perms = self.game.zone_objects(BATTLEFIELD)
        return perms[i % len(perms)] if perms else None

    def _running(self) -> bool:
        return not self.game.over

    @precondition(_running)
    @rule(i=st.integers(0, 40), kind=st.sampled_from(["+1/+1", "-1/-1"]), n=st.integers(1, 3))
    def put_counters(self, i: int, kind: str, n: int) -> None:
        o = self._permanent(i)
        if o is not None:
            self.game.put_counters(o, kind, n)

    @precondition(_running)
    @rule(i=st.integers(0, 40), kind=st.sampled_from(["+1/+1", "-1/-1"]))
    def remove_counter(self, i: int, kind: str) -> None:
        o = self._permanent(i)
        if o is not None:
            self.game.remove_counters(o, kind, 1)

    @precondition(_running)
    @rule(i=st.integers(0, 40), power=st.integers(-2, 3), forever=st.booleans())
    def pump(self, i: int, power: int, forever: bool) -> None:
        o = self._permanent(i)
        if o is not None:
            until = None if forever else "end_of_turn"
            g = self.game
            g.add_effect(
                LayerEffect("7c", fx.modify_pt(power, 0)), [o], o, g.controller(o), until=until
            )

    @precondition(lambda self: self._running() and bool(self.game.continuous_effects))
    @rule(i=st.integers(0, 40))
    def end_effect(self, i: int) -> None:
        effects = self.game.continuous_effects
        self.game.end_effect(effects[i % len(effects)])

    @precondition(_running)
    @rule(i=st.integers(0, 40))
    def gain_control(self, i: int) -> None:
        o = self._permanent(i)
        if o is not None:
            g = self.game
            g.gain_control(g.opponents(g.controller(o))[0], o, until="end_of_turn")

    @precondition(_running)
    @rule(i=st.integers(0, 40), j=st.integers(0, 40))
    def become_copy(self, i: int, j: int) -> None:
        o, original = self._permanent(i), self._permanent(j)
        if o is not None and original is not None and o is not original:
            self.game.become_copy(o, original)

    @precondition(_running)
    @rule(i=st.integers(0, 40))
    def suspect(self, i: int) -> None:
        o = self._permanent(i)
        if o is not None:
            if o.suspected:
                self.game.unsuspect(o)
            else:
                self.game.suspect(o)

    @precondition(_running)
    @rule(i=st.integers(0, 40))
    def solve(self, i: int) -> None:
        o = self._permanent(i)
        if o is not None and "case" in self.game.chars(o).subtypes:
            self.game.solve(o)

    @precondition(_running)
    @rule(i=st.integers(0, 40), to=st.sampled_from([GRAVEYARD, HAND]))
    def leave(self, i: int, to: str) -> None:
        o = self._permanent(i)
        if o is not None:
            self.game.move(o, to)

    @precondition(_running)
    @rule(i=st.integers(0, 40))
    def enter(self, i: int) -> None:
        g = self.game
        cards = [o for p in g.players for o in g.hand(p) + g.graveyard(p)]
        if cards:
            g.move(cards[i % len(cards)], BATTLEFIELD)

    @precondition(_running)
    @rule(i=st.integers(0, 40), n=st.integers(1, 4))
    def damage(self, i: int, n: int) -> None:
        o = self._permanent(i)
        if o is not None:
            self.game.deal_damage(o, o, n)

    @rule(n=st.integers(1, 4))
    def pass_priority(self, n: int) -> None:
        for _ in range(n):
            if self.game.over or self.game.priority is None:
                return
            self.game.pass_priority()

    @rule()
    def next_turn(self) -> None:
        if not self.game.over:  # a rule always available, so a run never stalls
            self.game.next_turn()

    @invariant()
    def cached_characteristics_are_computed_ones(self) -> None:
        g = self.game
        kept = {o.id: (g.chars(o).copy(), g.controller(o)) for o in g.zone_objects(BATTLEFIELD)}
        fresh = uncached(g)
        assert kept.keys() == fresh.keys()
        for oid, (chars, controller) in kept.items():
            assert chars == fresh[oid][0], (g.objects[oid], chars, fresh[oid][0])
            assert controller is fresh[oid][1], g.objects[oid]
        # And asked again after the computation from scratch, the same still.
        again = {o.id: (g.chars(o), g.controller(o)) for o in g.zone_objects(BATTLEFIELD)}
        assert all(again[oid][0] == kept[oid][0] for oid in kept)


CacheMachine.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestCharacteristicsCache = CacheMachine.TestCase
