"""A small stand-in IR that follows the IR's constraints, for testing the generic machinery.

Frozen, slotted dataclasses under one base, unique names, fields of ``str``, ``int``,
``bool``, ``None``, ``tuple[X, ...]``, ``StrEnum``, other nodes and unions of those, and a
span of its own span type on every node. Effects form a recursive tree (a sequence holds
effects, a per-player effect holds one), as the real IR's do.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


@dataclass(frozen=True, slots=True)
class Node:
    """The common base, as ``karlov.ir.IRNode`` is for the real IR."""


@dataclass(frozen=True, slots=True)
class Where(Node):
    """A span of card text: 1-based line and column of the start and the end."""

    line: int
    column: int
    end_line: int
    end_column: int


class Zone(StrEnum):
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"


class Who(StrEnum):
    YOU = "you"
    EACH_OPPONENT = "each opponent"


@dataclass(frozen=True, slots=True)
class Filter(Node):
    """Objects of these card types in this zone."""

    types: tuple[str, ...]
    zone: Zone
    span: Where


@dataclass(frozen=True, slots=True)
class Effect(Node):
    """Any effect (the base of the effect classes)."""

    span: Where


@dataclass(frozen=True, slots=True)
class Damage(Effect):
    """Deal ``amount`` damage to each object the filter selects, or to ``player``."""

    amount: int
    to: Filter | Who | None


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """``who`` draws ``count`` cards; ``may`` makes it optional."""

    count: int
    who: Who
    may: bool


@dataclass(frozen=True, slots=True)
class Sequence(Effect):
    """Effects in order."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class PerPlayer(Effect):
    """One effect for each player in turn order."""

    effect: Effect
    note: str | None


@dataclass(frozen=True, slots=True)
class Ability(Node):
    """An ability: its effect, optional targets and the text's span."""

    effect: Effect
    targets: tuple[Filter, ...]
    pair: tuple[int, Zone]
    span: Where


@dataclass(frozen=True, slots=True)
class Card(Node):
    """A card: its name and abilities."""

    name: str
    abilities: tuple[Ability, ...]
    span: Where


W = Where(1, 1, 1, 10)

CARD = Card(
    name="Case of the “Uneaten” Feast",
    abilities=(
        Ability(
            Sequence(
                W,
                (
                    Damage(W, 3, Filter(("creature",), Zone.BATTLEFIELD, W)),
                    Damage(W, 2, Who.EACH_OPPONENT),
                    PerPlayer(W, Draw(W, 1, Who.YOU, True), None),
                ),
            ),
            (Filter(("creature", "planeswalker"), Zone.GRAVEYARD, W),),
            (7, Zone.GRAVEYARD),
            Where(2, 1, 2, 40),
        ),
    ),
    span=Where(1, 1, 3, 22),
)
