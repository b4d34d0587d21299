"""Mana payment planning (CR 601.2g-h, 605.3, 107.4): which sources auto-payment taps, and an
explicit choice of sources."""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter

import pytest

from karlov.runtime.errors import IllegalAction
from karlov.runtime.mana import ManaCost, ManaSymbol, plan_payment
from karlov.runtime.objects import BATTLEFIELD, HAND, CardDefinition

from . import cards as C
from .helpers import lands, new_game, resolve

BLACK_PHYREXIAN = CardDefinition(
    "Phyrexian Thing", "{B/P}", types=("artifact",), abilities=(), colors=("B",)
)


def _untapped(game, objs):
    return [o for o in objs if not o.tapped]


@pytest.mark.parametrize("island_first", [True, False])
def test_generic_is_paid_with_the_color_not_needed_later(island_first):
    g, a, _b = new_game()
    if island_first:
        (island,) = lands(g, a, C.ISLAND, 1)
        forests = lands(g, a, C.FOREST, 2)
    else:
        forests = lands(g, a, C.FOREST, 2)
        (island,) = lands(g, a, C.ISLAND, 1)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    opt = g.add_card(C.OPT, a, HAND)
    g.start(active=a)
    g.cast(a, bears)
    assert all(f.tapped for f in forests) and not island.tapped
    resolve(g)
    g.cast(a, opt)  # the Island is still there for {U}
    assert island.tapped


def test_keeps_the_scarcer_color_even_without_cards_in_hand():
    g, a, _b = new_game()
    (island,) = lands(g, a, C.ISLAND, 1)
    forests = lands(g, a, C.FOREST, 2)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.start(active=a)
    g.cast(a, bears)
    assert not island.tapped and all(f.tapped for f in forests)


def test_colors_wanted_by_cards_in_hand_are_kept():
    # Two Islands and a Forest and a Mountain: {1}{G} could use an Island or the Mountain for {1};
    # Lightning Bolt in hand wants {R}, Divination wants {U}: the Island (2 of them) goes.
    g, a, _b = new_game()
    islands = lands(g, a, C.ISLAND, 2)
    (mountain,) = lands(g, a, C.MOUNTAIN, 1)
    (forest,) = lands(g, a, C.FOREST, 1)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.start(active=a)
    g.cast(a, bears)
    assert forest.tapped and not mountain.tapped
    assert sum(i.tapped for i in islands) == 1


def test_sol_ring_pays_generic_before_colored_sources():
    g, a, _b = new_game()
    forests = lands(g, a, C.FOREST, 2)
    ring = g.add_card(C.SOL_RING, a, BATTLEFIELD)
    giant = g.add_card(C.HILL_GIANT.replace(mana_cost="{2}{G}"), a, HAND)
    g.start(active=a)
    g.cast(a, giant)
    assert ring.tapped and sum(f.tapped for f in forests) == 1
    assert a.pool.total() == 0


def test_sol_ring_extra_mana_stays_in_the_pool():
    g, a, _b = new_game()
    ring = g.add_card(C.SOL_RING, a, BATTLEFIELD)
    memnite = g.add_card(C.ORNITHOPTER.replace(name="One Drop", mana_cost="{1}"), a, HAND)
    g.start(active=a)
    g.cast(a, memnite)
    assert ring.tapped and dict(a.pool.amounts) == {"C": 1}


def test_colorless_symbol_needs_colorless_mana():
    g, a, _b = new_game()
    lands(g, a, C.FOREST, 3)
    thing = g.add_card(C.ORNITHOPTER.replace(name="Eldrazi Thing", mana_cost="{C}"), a, HAND)
    g.start(active=a)
    with pytest.raises(IllegalAction, match=r"cannot pay \{C\}"):
        g.cast(a, thing)
    ring = g.add_card(C.SOL_RING, a, BATTLEFIELD)
    g.cast(a, thing)
    assert ring.tapped


def test_birds_is_kept_for_last_and_pays_any_color():
    g, a, _b = new_game()
    (forest,) = lands(g, a, C.FOREST, 1)
    birds = g.add_card(C.BIRDS, a, BATTLEFIELD)
    (mountain,) = lands(g, a, C.MOUNTAIN, 1)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    opt = g.add_card(C.OPT, a, HAND)
    g.start(active=a)
    g.cast(a, bears)
    assert forest.tapped and mountain.tapped and not birds.tapped
    resolve(g)
    g.cast(a, opt)  # Birds makes {U}
    assert birds.tapped


def test_phyrexian_mana_can_be_paid_with_all_remaining_life():
    # CR 119.4: a player may pay life equal to their life total.
    g, a, _b = new_game()
    thing = g.add_card(BLACK_PHYREXIAN, a, HAND)
    g.start(active=a)
    a.life = 2
    g.cast(a, thing)
    assert a.life == 0
    resolve(g)
    assert g.over and g.winner is not a


def test_phyrexian_prefers_mana_to_life():
    g, a, _b = new_game()
    (swamp,) = lands(g, a, C.SWAMP, 1)
    thing = g.add_card(BLACK_PHYREXIAN, a, HAND)
    g.start(active=a)
    g.cast(a, thing)
    assert swamp.tapped and a.life == 20


def test_pool_mana_is_used_before_tapping_sources():
    g, a, _b = new_game()
    forests = lands(g, a, C.FOREST, 2)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.start(active=a)
    g.activate(a, forests[0], 0)
    g.cast(a, bears)
    assert forests[1].tapped and a.pool.total() == 0


def test_large_unpayable_cost_is_refused_quickly():
    g, a, _b = new_game()
    lands(g, a, C.FOREST, 12)
    big = g.add_card(C.HILL_GIANT.replace(mana_cost="{9}{G}{G}{G}{G}"), a, HAND)
    g.start(active=a)
    start = time.perf_counter()
    with pytest.raises(IllegalAction, match="cannot pay"):
        g.cast(a, big)
    assert time.perf_counter() - start < 1.0


def test_plan_payment_is_fast_with_many_sources():
    sources = [[("G",)]] * 8 + [[("U",)]] * 8 + [[(c,) for c in "WUBRG"]] * 4
    start = time.perf_counter()
    plan = plan_payment(ManaCost.parse("{8}{G}{G}{U}{U}{W/B}{R/P}"), {}, sources, 20)
    assert plan is not None and plan.life == 0
    assert plan_payment(ManaCost.parse("{20}{G}{G}"), {}, sources, 20) is None
    assert time.perf_counter() - start < 1.0


def test_error_message_reads_well():
    g, a, _b = new_game()
    (forest,) = lands(g, a, C.FOREST, 1)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.start(active=a)
    with pytest.raises(IllegalAction) as info:
        g.cast(a, bears)
    message = str(info.value)
    assert "has empty" not in message
    assert message == (
        "Alice cannot pay {1}{G} for casting Grizzly Bears#"
        f"{bears.id}: the mana pool holds no mana and untapped mana sources "
        f"{forest} can't make up the difference."
    )


# ----- explicit choice of sources


def test_explicit_mana_sources_are_the_ones_tapped():
    g, a, _b = new_game()
    forests = lands(g, a, C.FOREST, 2)
    (island,) = lands(g, a, C.ISLAND, 1)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.start(active=a)
    g.cast(a, bears, mana_sources=[island, forests[1]])
    assert island.tapped and forests[1].tapped and not forests[0].tapped


def test_explicit_mana_sources_with_a_color_for_birds():
    g, a, _b = new_game()
    birds = g.add_card(C.BIRDS, a, BATTLEFIELD)
    (forest,) = lands(g, a, C.FOREST, 1)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.start(active=a)
    g.cast(a, bears, mana_sources=[(birds, "W"), forest])
    assert birds.tapped and forest.tapped and a.pool.total() == 0


def test_explicit_extra_source_leaves_mana_in_the_pool():
    g, a, _b = new_game()
    forests = lands(g, a, C.FOREST, 3)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.start(active=a)
    g.cast(a, bears, mana_sources=forests)
    assert all(f.tapped for f in forests) and dict(a.pool.amounts) == {"G": 1}


def test_explicit_sources_for_an_activated_ability():
    g, a, _b = new_game()
    islands = lands(g, a, C.ISLAND, 3)
    clue = g.investigate(a)[0]
    g.start(active=a)
    g.activate(a, clue, 0, mana_sources=islands[1:])
    assert not islands[0].tapped and islands[1].tapped and islands[2].tapped


@pytest.mark.parametrize(
    ("setup", "pattern"),
    [
        ("insufficient", r"cannot pay \{1\}\{G\} for casting .* with the chosen mana sources"),
        ("wrong_color", r"cannot pay \{1\}\{G\} for casting .* chosen mana sources \(Island"),
        ("tapped", r"is already tapped, so it can't be tapped for mana"),
        ("twice", r"is chosen twice as a mana source"),
        ("not_mana", r"has no \{T\} mana ability"),
        ("opponent", r"Alice doesn't control Forest#\d+"),
        ("sick", r"has summoning sickness, so it can't be tapped for mana"),
        ("gone", r"is not on the battlefield"),
        ("bad_color", r"can't add \{U\}"),
    ],
)
def test_illegal_explicit_choice_is_refused(setup, pattern):
    g, a, b = new_game()
    forests = lands(g, a, C.FOREST, 2)
    (island,) = lands(g, a, C.ISLAND, 1)
    (mountain,) = lands(g, a, C.MOUNTAIN, 1)
    (bob_forest,) = lands(g, b, C.FOREST, 1)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    elves = g.add_card(C.LLANOWAR_ELVES, a, BATTLEFIELD, sick=True)
    case = g.add_card(C.BURNING_MASKS, a, BATTLEFIELD)
    g.start(active=a)
    choice = {
        "insufficient": [forests[0]],
        "wrong_color": [island, mountain],
        "tapped": [forests[0], forests[1]],
        "twice": [forests[0], forests[0]],
        "not_mana": [forests[0], case],
        "opponent": [forests[0], bob_forest],
        "sick": [forests[0], elves],
        "gone": [forests[0], g.add_card(C.FOREST, a, HAND)],
        "bad_color": [(forests[0], "U"), forests[1]],
    }[setup]
    if setup == "tapped":
        g.activate(a, forests[1], 0)
    before = [o.tapped for o in (*forests, island)]
    with pytest.raises(IllegalAction, match=pattern):
        g.cast(a, bears, mana_sources=choice)
    assert [o.tapped for o in (*forests, island)] == before
    assert g.is_live(bears) and not g.stack


# ----- the planner against brute force


def _pays(symbols, units: Counter, life: int) -> bool:
    if not symbols:
        return True
    s, rest = symbols[0], symbols[1:]
    for m in [m for m, k in units.items() if k > 0]:
        if s == "*" or m in s.options:
            units[m] -= 1
            ok = _pays(rest, units, life)
            units[m] += 1
            if ok:
                return True
    if s != "*" and s.kind == "phyrexian" and life >= 2 and _pays(rest, units, life - 2):
        return True
    return s != "*" and s.kind == "twobrid" and _pays(["*", "*", *rest], units, life)


def _expand(cost: ManaCost) -> list[ManaSymbol | str]:
    out: list[ManaSymbol | str] = []
    for s in cost.symbols:
        out.extend(["*"] * s.amount if s.kind == "generic" else [s])
    return out


def test_planner_pays_exactly_when_some_payment_exists():
    sources = [
        [("G",)],
        [("U",)],
        [("R",)],
        [("C", "C")],
        [(c,) for c in "WUBRG"],
        [("G",), ("U",)],
        [("R", "G")],
    ]
    symbols = ["{1}", "{2}", "{G}", "{U}", "{R}", "{C}", "{G/U}", "{R/P}", "{2/G}", "{W}"]
    rng = random.Random(3)
    for _ in range(600):
        srcs = [rng.choice(sources) for _ in range(rng.randint(0, 5))]
        cost = ManaCost.parse("".join(rng.choice(symbols) for _ in range(rng.randint(1, 4))))
        pool = Counter(rng.choice("GURC") for _ in range(rng.randint(0, 1)))
        life = rng.choice([0, 2, 4])
        plan = plan_payment(cost, pool, srcs, life)
        syms = _expand(cost)
        exists = any(
            _pays(
                syms,
                Counter(pool)
                + Counter(m for i, o in enumerate(ch) if o is not None for m in srcs[i][o]),
                life,
            )
            for ch in itertools.product(*[[None, *range(len(o))] for o in srcs])
        )
        assert (plan is not None) == exists, (str(cost), dict(pool), srcs, life)
        if plan is not None:
            have = Counter(pool)
            for si, oi in plan.activations:
                have.update(srcs[si][oi])
            taken = Counter(plan.pool_units)
            assert all(have[m] >= k for m, k in taken.items())
            assert _pays(syms, taken, plan.life)
            assert len(set(si for si, _ in plan.activations)) == len(plan.activations)
