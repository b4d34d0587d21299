"""Property test: random legal play keeps the solved-designation invariants (CR 719.3b)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from karlov.runtime import effects as fx
from karlov.runtime.abilities import ActivatedAbility, Cost, LayerEffect, StaticAbility
from karlov.runtime.agent import RandomAgent
from karlov.runtime.errors import IllegalAction
from karlov.runtime.events import CaseSolved
from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, HAND

from . import cards as C

# Cases whose conditions random play meets often: always true, and one that flips with the
# parity of the hand size (so it can hold at the end step and fail on resolution).
EASY_CASE = C.case(
    "Case of the Open Door",
    "{1}",
    fx.to_solve(lambda g, s, you: True),
    StaticAbility(
        effects=(LayerEffect("7c", fx.modify_pt(1, 1), fx.creatures_you_control),),
        gate=fx.solved_gate,
    ),
)
PARITY_CASE = C.case(
    "Case of the Even Hand",
    "{1}",
    fx.to_solve(lambda g, s, you: len(g.hand(you)) % 2 == 0),
    ActivatedAbility(
        cost=Cost(mana="{1}"), effect=lambda g, r: g.draw(r.controller), gate=fx.solved_gate
    ),
)

DECK = [
    EASY_CASE,
    EASY_CASE,
    PARITY_CASE,
    PARITY_CASE,
    C.MOUNTAIN,
    C.MOUNTAIN,
    C.MOUNTAIN,
    C.ISLAND,
    C.ISLAND,
    C.PLAINS,
    C.FOREST,
    C.SWAMP,
    C.GRIZZLY_BEARS,
    C.HILL_GIANT,
    C.PRODIGAL_SORCERER,
    C.LIGHTNING_BOLT,
    C.SHOCK,
    C.OPT,
    C.CLONE,
    C.COPY_ENCHANTMENT,
    C.BURNING_MASKS,
    C.CRIMSON_PULSE,
    C.UNEATEN_FEAST,
    C.GORGONS_KISS,
    C.FILCHED_FALCON,
    C.RAISE_THE_ALARM,
    C.MAN_O_WAR,
    C.MURDER,
]


class GameMachine(RuleBasedStateMachine):
    @initialize(seed=st.integers(0, 10_000))
    def setup(self, seed: int) -> None:
        self.game = g = Game(
            ("Alice", "Bob"),
            seed=seed,
            agents=[RandomAgent(seed), RandomAgent(seed + 1)],
            max_actions=200_000,
        )
        for p in g.players:
            for d in DECK:
                g.add_card(d, p)
            g.shuffle(p)
            for _ in range(7):
                g.draw(p)
            for _ in range(3):
                g.add_card(C.MOUNTAIN, p, BATTLEFIELD)
            g.add_card(C.ISLAND, p, BATTLEFIELD)
            g.add_card(C.SWAMP, p, BATTLEFIELD)
        g.log.clear()
        g.start(active=0, step="main1")
        self.seen_solved: set[int] = set()

    def _fingerprint(self) -> tuple:
        g = self.game
        return (
            len(g.log),
            tuple(sorted(g.objects)),
            tuple(id(i) for i in g.stack),
            tuple((p.life, str(p.pool), p.lands_played) for p in g.players),
            tuple(o.tapped for o in g.battlefield),
        )

    def _attempt(self, action) -> None:
        """An illegal action must leave the game unchanged."""
        before = self._fingerprint()
        try:
            action()
        except IllegalAction as e:
            assert str(e).endswith(".") or str(e).endswith(")")
            assert self._fingerprint() == before

    def _actor(self):
        g = self.game
        return g.priority

    @precondition(lambda self: not self.game.over and self.game.priority is not None)
    @rule(i=st.integers(0, 20))
    def play_land(self, i: int) -> None:
        p = self._actor()
        hand = [c for c in self.game.hand(p) if "land" in self.game.chars(c).types]
        if hand:
            self._attempt(lambda: self.game.play_land(p, hand[i % len(hand)]))

    @precondition(lambda self: not self.game.over and self.game.priority is not None)
    @rule(i=st.integers(0, 20))
    def cast(self, i: int) -> None:
        g = self.game
        p = self._actor()
        hand = [c for c in g.zone_objects(HAND, p) if "land" not in g.chars(c).types]
        if hand:
            self._attempt(lambda: g.cast(p, hand[i % len(hand)]))

    @precondition(lambda self: not self.game.over and self.game.priority is not None)
    @rule(i=st.integers(0, 30), k=st.integers(0, 2))
    def activate(self, i: int, k: int) -> None:
        g = self.game
        p = self._actor()
        perms = [o for o in g.permanents(p) if g.activated_abilities(o)]
        if perms:
            o = perms[i % len(perms)]
            self._attempt(lambda: g.activate(p, o, k % len(g.activated_abilities(o))))

    @precondition(lambda self: not self.game.over)
    @rule(n=st.integers(1, 6))
    def pass_priority(self, n: int) -> None:
        for _ in range(n):
            if self.game.over:
                return
            self.game.pass_priority()

    @precondition(lambda self: not self.game.over)
    @rule()
    def next_turn(self) -> None:
        g = self.game
        turn = g.turn
        g.next_turn()
        assert g.over or g.turn == turn + 1  # every turn ends

    @invariant()
    def solved_only_by_to_solve_on_that_object(self) -> None:
        g = self.game
        solved_events = {e.obj.id: e for e in g.log if isinstance(e, CaseSolved)}
        for e in solved_events.values():
            assert e.during == "to_solve"
        for o in g.objects.values():
            if o.solved:
                assert o.zone == BATTLEFIELD
                assert o.id in solved_events  # never copied, never carried across zones
                self.seen_solved.add(o.id)
        for oid in self.seen_solved:
            obj = solved_events[oid].obj
            if g.is_live(obj):
                assert obj.solved  # stays solved until it leaves

    @invariant()
    def zones_are_consistent(self) -> None:
        g = self.game
        for o in g.objects.values():
            if o.zone in ("library", "hand", "graveyard"):
                assert o in g.zone_objects(o.zone, o.owner)
        for p in g.players:
            assert p.life <= 20 + 200


GameMachine.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestGame = GameMachine.TestCase
