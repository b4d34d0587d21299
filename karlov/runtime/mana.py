"""Mana costs, mana pools and cost payment (CR 106, 107.4, 117.7, 601.2f-h).

A mana cost is parsed from the usual brace notation: ``{2}{U}{U}``, ``{X}{W}``, ``{C}``, hybrid
``{W/U}`` (and ``{C/W}``, whose one half is colorless), monocolored hybrid ``{2/W}``, Phyrexian
``{W/P}``, hybrid Phyrexian ``{W/U/P}`` and snow ``{S}`` (CR 107.4). A symbol that is not mana
(``{T}``, ``{Q}``, ``{E}``) raises :class:`ValueError`; the compiler refuses it with a diagnostic
before a cost ever reaches the runtime.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..spans import ir_class
from .errors import IllegalAction

COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
#: The color of mana each basic land type's intrinsic ability adds (CR 305.6): "[Plains] has
#: '{T}: Add {W}.'" (here, not in :mod:`.layers` that plays it, so that the compiler can read
#: it without loading the ability classes).
BASIC_LAND_COLORS = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
COLOR_NAMES: dict[str, str] = {
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
}
MANA_TYPES: tuple[str, ...] = (*COLORS, "C")

_SYMBOL = re.compile(r"\{([^}]+)\}")


@ir_class  # @dataclass(frozen=True, slots=True), made cheaper at import (issue 24)
class ManaSymbol:
    """One mana symbol. ``kind`` is one of ``generic`` (``amount`` set), ``colored`` / ``colorless``
    (``options`` holds the one mana type), ``hybrid`` (two mana types), ``twobrid`` ({2/W}),
    ``phyrexian`` (one color, payable with 2 life), ``phyrexian_hybrid`` (two colors, payable
    with either or with 2 life, CR 107.4f), ``snow`` (one mana from a snow source, CR 107.4h:
    ``options`` is empty because no type of mana alone can pay it) or ``x``."""

    kind: str
    options: tuple[str, ...] = ()
    amount: int = 0

    def __str__(self) -> str:
        if self.kind == "generic":
            return f"{{{self.amount}}}"
        if self.kind == "x":
            return "{X}"
        if self.kind == "hybrid":
            return f"{{{self.options[0]}/{self.options[1]}}}"
        if self.kind == "twobrid":
            return f"{{2/{self.options[0]}}}"
        if self.kind == "phyrexian":
            return f"{{{self.options[0]}/P}}"
        if self.kind == "phyrexian_hybrid":
            return f"{{{self.options[0]}/{self.options[1]}/P}}"
        if self.kind == "snow":
            return "{S}"
        return f"{{{self.options[0]}}}"


@ir_class  # @dataclass(frozen=True, slots=True), made cheaper at import (issue 24)
class ManaCost:
    """A parsed mana cost (CR 107.4). An empty tuple of symbols with ``is_none`` is "no mana cost"
    (lands, tokens); an empty tuple without it is ``{0}``."""

    symbols: tuple[ManaSymbol, ...] = ()
    is_none: bool = False

    @classmethod
    def parse(cls, text: str | ManaCost | None) -> ManaCost:
        """Parse ``{1}{R}{R}``; ``None`` or ``""`` is no mana cost."""
        if isinstance(text, ManaCost):
            return text
        if not text:
            return cls((), is_none=True)
        if cls is ManaCost:
            return _parse_cost(text)
        return cls(_parse_cost(text).symbols)

    @classmethod
    def _parse(cls, text: str) -> ManaCost:
        symbols: list[ManaSymbol] = []
        pos = 0
        for m in _SYMBOL.finditer(text):
            if m.start() != pos:
                raise ValueError(f"The mana cost {text!r} has text outside braces.")
            pos = m.end()
            symbols.append(_parse_symbol(m.group(1).upper(), text))
        if pos != len(text):
            raise ValueError(f"The mana cost {text!r} has text outside braces.")
        return cls(tuple(symbols))

    @property
    def mana_value(self) -> int:
        """Mana value (CR 202.3): X counts as 0, hybrid as 1, {2/W} as 2."""
        total = 0
        for s in self.symbols:
            if s.kind == "generic":
                total += s.amount
            elif s.kind == "twobrid":
                total += 2
            elif s.kind != "x":
                total += 1
        return total

    @property
    def colors(self) -> frozenset[str]:
        """Colors of the cost's symbols (CR 105.2, 202.2)."""
        return frozenset(c for s in self.symbols for c in s.options if c in COLORS)

    @property
    def has_x(self) -> bool:
        return any(s.kind == "x" for s in self.symbols)

    @property
    def generic(self) -> int:
        return sum(s.amount for s in self.symbols if s.kind == "generic")

    def with_x(self, x: int) -> ManaCost:
        """Replace each {X} by a generic amount (CR 107.3a, 601.2b)."""
        out = [ManaSymbol("generic", amount=x) if s.kind == "x" else s for s in self.symbols]
        return ManaCost(tuple(out))

    def reduce_generic(self, amount: int) -> ManaCost:
        """Reduce the generic component only, never below {0} (CR 601.2f)."""
        remaining = amount
        out: list[ManaSymbol] = []
        for s in self.symbols:
            if s.kind == "generic" and remaining > 0:
                take = min(s.amount, remaining)
                remaining -= take
                if s.amount - take:
                    out.append(ManaSymbol("generic", amount=s.amount - take))
            else:
                out.append(s)
        return ManaCost(tuple(out))

    def add_generic(self, amount: int) -> ManaCost:
        """The cost with ``amount`` more generic mana (CR 601.2f), written as Oracle writes a
        cost: one generic symbol, first ({1}{R} plus {1} is {2}{R})."""
        rest = tuple(s for s in self.symbols if s.kind != "generic")
        return ManaCost((ManaSymbol("generic", amount=self.generic + amount), *rest))

    def __add__(self, other: ManaCost) -> ManaCost:
        return ManaCost((*self.symbols, *other.symbols))

    def __str__(self) -> str:
        if self.is_none:
            return ""
        if not self.symbols:
            return "{0}"
        return "".join(str(s) for s in self.symbols)


def _parse_symbol(body: str, text: str) -> ManaSymbol:
    if body.isdigit():
        return ManaSymbol("generic", amount=int(body))
    if body == "X":
        return ManaSymbol("x")
    if body in COLORS:
        return ManaSymbol("colored", (body,))
    if body == "C":
        return ManaSymbol("colorless", ("C",))
    if body == "S":
        return ManaSymbol("snow")
    parts = body.split("/")
    if len(parts) == 2:
        a, b = parts
        if b == "P" and a in COLORS:
            return ManaSymbol("phyrexian", (a,))
        if a == "2" and b in COLORS:
            return ManaSymbol("twobrid", (b,))
        if a in MANA_TYPES and b in COLORS and a != b:  # {C/W}: CR 107.4e
            return ManaSymbol("hybrid", (a, b))
    if len(parts) == 3:
        a, b, p = parts
        if p == "P" and a in COLORS and b in COLORS and a != b:
            return ManaSymbol("phyrexian_hybrid", (a, b))
    raise ValueError(f"The mana cost {text!r} has an unknown symbol {{{body}}}.")


@dataclass(frozen=True)
class RestrictedMana:
    """One mana in a pool that may be spent only as its effect says (CR 106.6): ``allows(game,
    kind, obj)`` with ``kind`` ``"cast"`` (paying for casting the spell ``obj``) or
    ``"activate"`` (paying for activating an ability of ``obj``); ``text`` is the restriction
    as written."""

    unit: str
    allows: Any
    text: str = ""
    snow: bool = False  # from a snow source (CR 107.4h)


@dataclass
class ManaPool:
    """A player's mana pool (CR 106.4). Emptied at the end of each step and phase (CR 500.5).
    ``amounts``: the mana that may be spent on anything; ``restricted``: mana with a spending
    restriction (CR 106.6), one entry a unit; ``snow``: how many of ``amounts`` of each type
    came from a snow source, which alone pays {S} (CR 107.4h)."""

    amounts: Counter[str] = field(default_factory=Counter)
    restricted: list[RestrictedMana] = field(default_factory=list)
    snow: Counter[str] = field(default_factory=Counter)

    def add(self, mana: Iterable[str], *, snow: bool = False) -> None:
        for m in mana:
            if m not in MANA_TYPES:
                raise ValueError(f"{m!r} is not a type of mana.")
            self.amounts[m] += 1
            if snow:
                self.snow[m] += 1

    def take(self, m: str, *, snow: bool) -> None:
        """Spend one unrestricted mana of type ``m``, from a snow source or not."""
        if snow:
            self.snow[m] -= 1
            if not self.snow[m]:
                del self.snow[m]
        self.amounts[m] -= 1
        if not self.amounts[m]:
            del self.amounts[m]

    def total(self) -> int:
        return sum(self.amounts.values()) + len(self.restricted)

    def empty(self) -> None:
        self.amounts.clear()
        self.restricted.clear()
        self.snow.clear()

    def units(self) -> list[str]:
        return sorted([*self.amounts.elements(), *(m.unit for m in self.restricted)])

    def __str__(self) -> str:
        if not self.total():
            return "empty"
        return "".join(f"{{{m}}}" for m in self.units())


@ir_class  # @dataclass(frozen=True, slots=True), made cheaper at import (issue 24)
class PaymentPlan:
    """How a mana cost will be paid (CR 601.2g-h): the mana abilities to activate (index into
    the candidate list, chosen option), then the mana units to take from the pool (which by then
    holds the activated mana too) and the life paid for Phyrexian symbols. Mana produced but not
    needed stays in the pool (e.g. Sol Ring's second {C} when paying {1})."""

    pool_units: tuple[str, ...]
    activations: tuple[tuple[int, int], ...]
    life: int


#: In a payment plan, mana from a snow source is written in lowercase (``"g"``): it pays what
#: that type pays, and it alone pays {S} (CR 107.4h).
SNOW_UNITS = frozenset(m.lower() for m in MANA_TYPES)


def _acceptable(s: ManaSymbol) -> frozenset[str]:
    """Units that can pay one non-generic symbol (CR 107.4): its mana types, from a snow
    source or not; {S}, one mana of any type from a snow source (CR 107.4h)."""
    if s.kind == "snow":
        return SNOW_UNITS
    return frozenset(s.options) | {m.lower() for m in s.options}


def _symbol_order(s: ManaSymbol) -> int:
    order = {"colored": 0, "colorless": 0, "phyrexian": 1, "phyrexian_hybrid": 2, "hybrid": 3}
    return order.get(s.kind, 4)  # twobrid and snow last


def source_weights(
    sources: Sequence[Sequence[tuple[str, ...]]],
    demand: Mapping[str, float] | None = None,
    penalties: Sequence[float] | None = None,
) -> list[float]:
    """How much it "costs" to tap each source: the scarcer (few other sources make it) and the
    more wanted (``demand``: colored symbols of cards still to be cast) its colors are, the more
    it is worth keeping. Every tap costs at least 1, so fewer activations are preferred, and
    colorless-only sources are tapped first for generic mana. ``penalties`` adds a per-source
    amount (e.g. for creatures, which might rather attack or block)."""
    demand = demand or {}
    supply: Counter[str] = Counter()
    produced: list[set[str]] = []
    for options in sources:
        types = {m for option in options for m in option}
        produced.append(types)
        supply.update(types)
    value = {
        m: (0.05 if m.upper() == "C" else 1.0 + 3.0 * demand.get(m.upper(), 0)) / supply[m]
        for m in supply
    }
    return [
        1.0 + sum(value[m] for m in types) + (penalties[i] if penalties else 0.0)
        for i, types in enumerate(produced)
    ]


def plan_payment(
    cost: ManaCost,
    pool: Mapping[str, int],
    sources: Sequence[Sequence[tuple[str, ...]]],
    life_available: int,
    *,
    weights: Sequence[float] | None = None,
    use_all: bool = False,
    unit_value: Mapping[str, float] | None = None,
) -> PaymentPlan | None:
    """Find the best way to pay ``cost`` from ``pool`` plus mana ``sources`` (CR 601.2g-h).

    ``sources`` lists, for each untapped mana ability the payer could activate, the options it
    can produce (each option a tuple of mana units, e.g. ``("G",)`` or ``("C", "C")``). The plan
    pays whenever any assignment of mana to symbols exists (hybrid, Phyrexian, {2/W}, {C} and
    any-color sources included). Among payments it pays the least life, then taps the sources of
    least total ``weights`` (default :func:`source_weights`: colors still needed elsewhere are
    kept), using pool mana first. ``use_all`` activates every source (an explicit choice of
    sources); their extra mana stays in the pool. ``unit_value`` orders which floating units
    pay generic mana (least valuable first). Returns ``None`` if the cost cannot be paid.
    Deterministic.
    """
    if cost.has_x:
        raise ValueError("X must be chosen before a cost is paid (CR 601.2b).")
    n = len(sources)
    w = list(weights) if weights is not None else source_weights(sources)
    uval = dict(unit_value or {})

    def unit_rank(m: str) -> tuple[float, int]:
        # snow mana (lowercase) is kept for {S} when other mana pays generic (CR 107.4h)
        kind = m.upper()
        snow = 0.01 if m != kind else 0.0
        return (0.0 if kind == "C" else uval.get(kind, 1.0)) + snow, MANA_TYPES.index(kind)

    colored = sorted(
        (s for s in cost.symbols if s.kind != "generic"),
        key=lambda s: (_symbol_order(s), len(s.options)),
    )
    generic = cost.generic
    total_life = max(0, life_available)
    # Sources with identical options and weight are interchangeable: try only the first unused.
    classes: dict[tuple[Any, ...], list[int]] = {}
    for i, options in enumerate(sources):
        classes.setdefault((tuple(tuple(o) for o in options), w[i]), []).append(i)
    class_list = list(classes.values())

    floating: Counter[str] = Counter({m: k for m, k in pool.items() if k > 0})
    used: list[str] = []
    activations: dict[int, int] = {}
    best: list[Any] = [None]  # (key, plan)

    def finish_generic(need: int, weight: float, life: int) -> None:
        """Pay ``need`` generic with floating mana, then with the cheapest unused sources."""
        free = sum(floating.values())
        extra: list[tuple[int, int]] = []
        rest = max(0, need - free)
        unused = [i for i in range(n) if i not in activations]
        if use_all:
            extra = [(i, 0) for i in unused]
            rest -= sum(len(sources[i][0]) for i in unused)
            if rest > 0:
                return
            add = 0.0
        else:
            picked = _cheapest_cover(rest, [(i, max(map(len, sources[i])), w[i]) for i in unused])
            if picked is None:
                return
            add = sum(w[i] for i in picked)
            extra = [(i, _longest(sources[i])) for i in picked]
        key = (life, round(weight + add, 9))
        if best[0] is not None and key >= best[0][0]:
            return
        pool_now = Counter(floating)
        for i, oi in extra:
            pool_now.update(sources[i][oi])
        taken = list(used)
        for _ in range(need):
            m = min((m for m, k in pool_now.items() if k > 0), key=unit_rank)
            pool_now[m] -= 1
            taken.append(m)
        acts = tuple(sorted([*activations.items(), *extra]))
        best[0] = (key, PaymentPlan(tuple(taken), acts, life))

    def solve(i: int, need_generic: int, weight: float, life: int) -> None:
        if best[0] is not None and (life, weight) >= best[0][0]:
            return  # branch and bound: can't beat the best plan found
        if i == len(colored):
            finish_generic(need_generic, weight, life)
            return
        s = colored[i]
        ok = _acceptable(s)
        # 1. a unit already in the pool (or made by a source activated for an earlier symbol)
        for m in sorted(ok & {m for m, k in floating.items() if k > 0}, key=unit_rank):
            floating[m] -= 1
            used.append(m)
            solve(i + 1, need_generic, weight, life)
            used.pop()
            floating[m] += 1
        # 2. activate one more source
        for members in class_list:
            si = next((j for j in members if j not in activations), None)
            if si is None:
                continue
            for oi, option in enumerate(sources[si]):
                if not ok.intersection(option):
                    continue
                activations[si] = oi
                floating.update(option)
                for m in sorted(ok.intersection(option), key=unit_rank):
                    floating[m] -= 1
                    used.append(m)
                    solve(i + 1, need_generic, weight + w[si], life)
                    used.pop()
                    floating[m] += 1
                floating.subtract(option)
                del activations[si]
        # 3. the symbol's other ways to pay
        if s.kind in ("phyrexian", "phyrexian_hybrid") and life + 2 <= total_life:  # CR 107.4f
            solve(i + 1, need_generic, weight, life + 2)
        if s.kind == "twobrid":  # CR 107.4e
            solve(i + 1, need_generic + 2, weight, life)

    solve(0, generic, 0.0, 0)
    if best[0] is None:
        return None
    plan: PaymentPlan = best[0][1]
    return plan


def _longest(options: Sequence[tuple[str, ...]]) -> int:
    return max(range(len(options)), key=lambda k: len(options[k]))


def _cheapest_cover(need: int, items: list[tuple[int, int, float]]) -> list[int] | None:
    """Choose items ``(index, units, weight)`` giving at least ``need`` units at least total
    weight (a small knapsack by dynamic programming); ``None`` if impossible."""
    if need <= 0:
        return []
    if sum(u for _i, u, _w in items) < need:
        return None
    inf = float("inf")
    # best[k] = (weight, chosen indices) for at least k units, using items seen so far
    best: list[tuple[float, tuple[int, ...]]] = [(0.0, ())] + [(inf, ())] * need
    for idx, units, weight in items:
        if units <= 0:
            continue
        for k in range(need, 0, -1):
            prev = best[max(0, k - units)]
            if prev[0] + weight < best[k][0] - 1e-12:
                best[k] = (prev[0] + weight, (*prev[1], idx))
    return list(best[need][1]) if best[need][0] < inf else None


def describe_pool(pool: Mapping[str, int]) -> str:
    """``{G}{G}{U}``, or ``no mana`` for an empty pool."""
    units = sorted(
        (m.upper() for m, k in pool.items() for _ in range(max(0, k))), key=MANA_TYPES.index
    )
    return "".join(f"{{{m}}}" for m in units) or "no mana"


def require_payment(
    cost: ManaCost,
    pool: Counter[str],
    sources: list[list[tuple[str, ...]]],
    life_available: int,
    what: str,
) -> PaymentPlan:
    plan = plan_payment(cost, pool, sources, life_available)
    if plan is None:
        raise IllegalAction(
            f"Cannot pay {cost} for {what}: the mana pool holds {describe_pool(pool)} and the "
            "untapped mana sources cannot make up the difference."
        )
    return plan


@functools.lru_cache(maxsize=1024)
def _parse_cost(text: str) -> ManaCost:
    """A cost is parsed once per process: :class:`ManaCost` is immutable, and every card
    definition parses its costs when it is built (compile throughput)."""
    return ManaCost._parse(text)
