"""Banding (CR 702.22) on the runtime alone: which attacking bands may be declared (702.22c:
one or more creatures with banding and at most one without), and that a creature blocking one
member of a band blocks them all (702.22h); properties over random bands."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from karlov.runtime.abilities import BANDING
from karlov.runtime.errors import IllegalAction
from karlov.runtime.objects import BATTLEFIELD

from . import cards as C
from .helpers import new_game

BANDER = C.creature("Test Bander", "{W}", 1, 1, BANDING, subtypes=("soldier",))


def _attack(with_banding: int, without: int):
    g, a, b = new_game()
    ours = [g.add_card(BANDER, a, BATTLEFIELD) for _ in range(with_banding)]
    ours += [g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD) for _ in range(without)]
    blocker = g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD)
    g.start(active=a)
    g.pass_until("declare_attackers")
    return g, a, b, ours, blocker


@settings(max_examples=30, deadline=None)
@given(with_banding=st.integers(0, 3), without=st.integers(0, 3))
def test_a_band_has_banding_and_at_most_one_without(with_banding: int, without: int) -> None:
    g, _a, _b, ours, _blocker = _attack(with_banding, without)
    # a band of one creature with banding is one (it changes nothing)
    legal = with_banding >= 1 and without <= 1
    try:
        g.declare_attackers(ours, [ours])
    except IllegalAction:
        assert not legal
    else:
        assert legal
        assert g.combat is not None and g.combat.bands == [ours]


@settings(max_examples=20, deadline=None)
@given(with_banding=st.integers(1, 3), blocked=st.integers(0, 3))
def test_blocking_one_member_blocks_the_whole_band(with_banding: int, blocked: int) -> None:
    g, _a, _b, ours, blocker = _attack(with_banding, 1)
    g.declare_attackers(ours, [ours])
    g.pass_until("declare_blockers")
    target = ours[blocked % len(ours)]
    g.declare_blockers({blocker: target})
    assert g.combat is not None
    assert {o.id for o in g.combat.blockers[blocker]} == {o.id for o in ours}
    assert all(o.id in g.combat.blocked for o in ours)
    assert g.combat.unblocked_attackers() == []


def test_without_a_band_only_the_blocked_creature_is_blocked() -> None:
    g, _a, _b, ours, blocker = _attack(1, 1)
    g.declare_attackers(ours)
    g.pass_until("declare_blockers")
    g.declare_blockers({blocker: ours[1]})
    assert g.combat is not None
    assert g.combat.blockers[blocker] == [ours[1]]
    assert g.combat.unblocked_attackers() == [ours[0]]
