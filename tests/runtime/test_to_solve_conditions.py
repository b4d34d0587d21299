"""Every Case's To solve condition: met at the end step -> solved; not met -> no trigger."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, GRAVEYARD, HAND, CardDefinition, Player

from . import cards as C
from .helpers import new_game

Setup = Callable[[Game, Player, Player], None]


def _cast_instants(n: int) -> Setup:
    def f(g: Game, a: Player, b: Player) -> None:
        for _ in range(n):
            g.add_card(C.ISLAND, a, BATTLEFIELD)
            opt = g.add_card(C.OPT, a, HAND)
            g.cast(a, opt)
            g.resolve_stack()

    return f


def _put(defn: CardDefinition, n: int, zone: str = BATTLEFIELD) -> Setup:
    def f(g: Game, a: Player, b: Player) -> None:
        for _ in range(n):
            g.add_card(defn, a, zone)

    return f


def _damage_creatures(n: int) -> Setup:
    def f(g: Game, a: Player, b: Player) -> None:
        src = g.add_card(C.MEMNITE, a, BATTLEFIELD)
        for _ in range(n):
            g.deal_damage(src, g.add_card(C.HILL_GIANT, b, BATTLEFIELD), 1)

    return f


def _gain(n: int) -> Setup:
    return lambda g, a, b: g.gain_life(a, n)


def _empty_hand(g: Game, a: Player, b: Player) -> None:
    g.discard_hand(a)


def _suspected_skeleton(g: Game, a: Player, b: Player) -> None:
    (t,) = g.create_token(C.SKELETON, a)
    g.suspect(t)


def _five_colors(g: Game, a: Player, b: Player) -> None:
    for name, col in zip("WUBRG", "WUBRG", strict=True):
        g.add_card(
            CardDefinition(f"Token {name}", None, types=("artifact",), colors=(col,)),
            a,
            BATTLEFIELD,
        )


def _big_power(n: int) -> Setup:
    return _put(C.creature("Big", "{1}", n, n), 1)


CASES = [
    (C.RANSACKED_LAB, _cast_instants(4), _cast_instants(3)),
    (C.LOCKED_HOTHOUSE, _put(C.FOREST, 7), _put(C.FOREST, 6)),
    (C.PILFERED_PROOF, _put(C.DETECTIVE, 3), _put(C.DETECTIVE, 2)),
    (C.SHIFTING_VISAGE, _put(C.FOREST, 15, GRAVEYARD), _put(C.FOREST, 14, GRAVEYARD)),
    (C.FILCHED_FALCON, _put(C.SOL_RING, 3), _put(C.SOL_RING, 2)),
    (C.MARKET_MELEE, _damage_creatures(3), _damage_creatures(2)),
    (C.UNEATEN_FEAST, _gain(5), _gain(4)),
    (C.CRIMSON_PULSE, _empty_hand, lambda g, a, b: None),
    (C.STASHED_SKELETON, lambda g, a, b: None, _suspected_skeleton),
    (C.SHATTERED_PACT, _five_colors, lambda g, a, b: None),
    (C.TRAMPLED_GARDEN, _big_power(8), _big_power(7)),
]


@pytest.mark.parametrize("met", [True, False])
@pytest.mark.parametrize(("case", "yes", "no"), CASES, ids=[c[0].name for c in CASES])
def test_to_solve_condition(case: CardDefinition, yes: Setup, no: Setup, met: bool) -> None:
    g, a, b = new_game()
    g.add_card(C.GRIZZLY_BEARS, a, HAND)  # so "no cards in hand" is false by default
    perm = g.add_card(case, a, BATTLEFIELD)
    g.start(active=a)
    (yes if met else no)(g, a, b)
    g.resolve_stack()
    g.pass_until("end")
    to_solve = [
        i
        for i in g.stack
        if getattr(i, "ability", None) is not None and i.ability.kind == "to_solve"
    ]
    assert len(to_solve) == (1 if met else 0)
    g.resolve_stack()
    assert perm.solved is met


def test_case_that_leaves_before_to_solve_resolves_is_not_solved():
    g, a, _b = new_game()
    case = g.add_card(C.CRIMSON_PULSE, a, BATTLEFIELD)
    g.start(active=a, step="main2")
    g.pass_until("end")
    assert len(g.stack) == 1
    back = g.put_onto_battlefield(g.return_to_hand(case))
    g.resolve_stack()
    assert back is not None and not back.solved and not g.is_solved(case)
