"""explain_tree and explain_json over a small stand-in AST shaped like the parser's."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from karlov.explain import explain_json, explain_tree, span_text
from karlov.frontend.diagnostics import Span


class Kind(Enum):
    TRIGGERED = "triggered"
    STATIC = "static"


@dataclass(frozen=True, slots=True)
class Cost:
    """A mana cost: its symbols in order."""

    symbols: tuple[str, ...]
    span: Span


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability: its kind, its text, and any cost."""

    kind: Kind
    text: str
    cost: Cost | None
    span: Span


@dataclass(frozen=True, slots=True)
class Card:
    """A card: its name, its abilities, and named extras."""

    name: str
    abilities: tuple[Ability, ...]
    extras: dict[str, object]
    span: Span


def sp(line: int, col: int, end_line: int, end_col: int) -> Span:
    return Span("x.card", line, col, end_line, end_col)


CARD = Card(
    name="Case of the “Uneaten” Feast",
    abilities=(
        Ability(Kind.TRIGGERED, "When this Case enters, draw a card.", None, sp(2, 1, 2, 36)),
        Ability(Kind.STATIC, "Solved", Cost(("{W}", "{W}"), sp(3, 9, 3, 15)), sp(3, 1, 3, 22)),
    ),
    extras={"ratio": Fraction(1, 2), "cost": Cost((), sp(1, 30, 1, 30))},
    span=sp(1, 1, 3, 22),
)


def test_span_text() -> None:
    assert span_text(sp(1, 2, 3, 4)) == "@1:2-3:4"


def test_tree() -> None:
    assert explain_tree([CARD]) == (
        'Card name="Case of the “Uneaten” Feast" @1:1-3:22\n'
        "  abilities:\n"
        '    - Ability kind="triggered" text="When this Case enters, draw a card." cost=None'
        " @2:1-2:36\n"
        '    - Ability kind="static" text="Solved" @3:1-3:22\n'
        '      cost: Cost symbols=["{W}", "{W}"] @3:9-3:15\n'
        "  extras:\n"
        '    "ratio": Fraction(1, 2)\n'
        '    "cost": Cost symbols=[] @1:30-1:30\n'
    )


def test_tree_of_nothing_and_of_one_node() -> None:
    assert explain_tree([]) == ""
    assert explain_tree(CARD.abilities[1].cost) == 'Cost symbols=["{W}", "{W}"] @3:9-3:15\n'


def test_json() -> None:
    (card,) = explain_json([CARD])
    assert list(card) == ["node", "name", "abilities", "extras", "span"]
    assert card["span"] == {"line": 1, "column": 1, "end_line": 3, "end_column": 22}
    assert card["abilities"][1] == {  # type: ignore[index]
        "node": "Ability",
        "kind": "static",
        "text": "Solved",
        "cost": {
            "node": "Cost",
            "symbols": ["{W}", "{W}"],
            "span": {"line": 3, "column": 9, "end_line": 3, "end_column": 15},
        },
        "span": {"line": 3, "column": 1, "end_line": 3, "end_column": 22},
    }
    assert card["extras"]["ratio"] == "1/2"  # type: ignore[index]
    json.dumps(card)  # everything is JSON-ready
