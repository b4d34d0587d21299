"""Mana costs, mana pools and cost payment (CR 106, 107.4, 117.7, 601.2f-h).

A mana cost is parsed from the usual brace notation: ``{2}{U}{U}``, ``{X}{W}``, ``{C}``, hybrid
``{W/U}``, monocolored hybrid ``{2/W}`` and Phyrexian ``{W/P}``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from .errors import IllegalAction

COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
COLOR_NAMES: dict[str, str] = {
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
}
MANA_TYPES: tuple[str, ...] = (*COLORS, "C")

_SYMBOL = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol. ``kind`` is one of ``generic`` (``amount`` set), ``colored`` / ``colorless``
    (``options`` holds the one mana type), ``hybrid`` (two mana types), ``twobrid`` ({2/W}),
    ``phyrexian`` (one color, payable with 2 life) or ``x``."""

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
        return f"{{{self.options[0]}}}"


@dataclass(frozen=True, slots=True)
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
        return ManaCost((*self.symbols, ManaSymbol("generic", amount=amount)))

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
    parts = body.split("/")
    if len(parts) == 2:
        a, b = parts
        if b == "P" and a in COLORS:
            return ManaSymbol("phyrexian", (a,))
        if a == "2" and b in COLORS:
            return ManaSymbol("twobrid", (b,))
        if a in COLORS and b in COLORS:
            return ManaSymbol("hybrid", (a, b))
    raise ValueError(f"The mana cost {text!r} has an unknown symbol {{{body}}}.")


@dataclass
class ManaPool:
    """A player's mana pool (CR 106.4). Emptied at the end of each step and phase (CR 500.4)."""

    amounts: Counter[str] = field(default_factory=Counter)

    def add(self, mana: Iterable[str]) -> None:
        for m in mana:
            if m not in MANA_TYPES:
                raise ValueError(f"{m!r} is not a type of mana.")
            self.amounts[m] += 1

    def total(self) -> int:
        return sum(self.amounts.values())

    def empty(self) -> None:
        self.amounts.clear()

    def units(self) -> list[str]:
        return sorted(self.amounts.elements())

    def __str__(self) -> str:
        if not self.total():
            return "empty"
        return "".join(f"{{{m}}}" for m in self.units())


@dataclass(frozen=True, slots=True)
class PaymentPlan:
    """How a mana cost will be paid: mana units taken from the pool, mana sources to activate
    (index into the candidate list, chosen option) and life paid for Phyrexian symbols."""

    pool_units: tuple[str, ...]
    activations: tuple[tuple[int, int], ...]
    life: int


def _symbol_order(s: ManaSymbol) -> int:
    return {
        "colored": 0,
        "colorless": 0,
        "phyrexian": 1,
        "hybrid": 2,
        "twobrid": 3,
        "generic": 4,
    }[s.kind]


def plan_payment(
    cost: ManaCost,
    pool: Counter[str],
    sources: list[list[tuple[str, ...]]],
    life_available: int,
) -> PaymentPlan | None:
    """Find a way to pay ``cost`` from ``pool`` plus mana ``sources``.

    ``sources`` lists, for each untapped mana ability the payer could activate, the options it can
    produce (each option a tuple of mana units). Pool mana is preferred over activating sources,
    and paying with mana is preferred over paying life. Returns ``None`` if the cost cannot be paid.
    Deterministic: the first plan found in a fixed search order is returned.
    """
    if cost.has_x:
        raise ValueError("X must be chosen before a cost is paid (CR 601.2b).")
    units: list[str] = []
    for s in sorted(cost.symbols, key=_symbol_order):
        if s.kind == "generic":
            units.extend(["*"] * s.amount)
        else:
            units.append(s.kind + ":" + ",".join(s.options))
    avail = Counter(pool)
    used_pool: list[str] = []
    activations: list[tuple[int, int]] = []
    used_sources: set[int] = set()
    state = {"life": 0}

    def can_use(unit: str, mana: str) -> bool:
        if unit == "*":
            return True
        kind, _, opts = unit.partition(":")
        options = opts.split(",")
        if kind in ("colored", "colorless", "phyrexian", "hybrid"):
            return mana in options
        if kind == "twobrid":
            return mana in options
        return False

    def solve(i: int) -> bool:
        if i == len(units):
            return True
        unit = units[i]
        # 1. pool mana
        for mana in sorted(avail):
            if avail[mana] > 0 and can_use(unit, mana):
                avail[mana] -= 1
                used_pool.append(mana)
                if solve(i + 1):
                    return True
                used_pool.pop()
                avail[mana] += 1
        # 2. activate a new source; its mana goes to the pool copy
        for si, options in enumerate(sources):
            if si in used_sources:
                continue
            for oi, option in enumerate(options):
                if not any(can_use(unit, m) for m in option):
                    continue
                used_sources.add(si)
                activations.append((si, oi))
                for m in option:
                    avail[m] += 1
                before = len(used_pool)
                ok = False
                for mana in sorted(set(option)):
                    if avail[mana] > 0 and can_use(unit, mana):
                        avail[mana] -= 1
                        used_pool.append(mana)
                        if solve(i + 1):
                            ok = True
                            break
                        used_pool.pop()
                        avail[mana] += 1
                if ok:
                    return True
                del used_pool[before:]
                for m in option:
                    avail[m] -= 1
                activations.pop()
                used_sources.discard(si)
            # only try one unused source per symbol position ordering to keep search small
        # 3. special payments
        kind = unit.partition(":")[0]
        if kind == "phyrexian" and state["life"] + 2 <= life_available:
            state["life"] += 2
            if solve(i + 1):
                return True
            state["life"] -= 2
        if kind == "twobrid":
            units[i + 1 : i + 1] = ["*", "*"]
            if solve(i + 1):
                return True
            del units[i + 1 : i + 3]
        return False

    if not solve(0):
        return None
    # Pool units drawn from activations are not "pool units" for removal purposes; callers add
    # activation mana to the pool first, then remove all used units.
    return PaymentPlan(tuple(used_pool), tuple(activations), state["life"])


def require_payment(
    cost: ManaCost,
    pool: Counter[str],
    sources: list[list[tuple[str, ...]]],
    life_available: int,
    what: str,
) -> PaymentPlan:
    plan = plan_payment(cost, pool, sources, life_available)
    if plan is None:
        have = "".join(f"{{{m}}}" for m in sorted(pool.elements())) or "no mana"
        raise IllegalAction(
            f"Cannot pay {cost} for {what}: the pool has {have} and the untapped mana sources "
            "cannot make up the difference."
        )
    return plan
