"""Total lowering: every AST node of a card is consumed by a lowering rule, or reported (C001).

The lowering reads nodes only through :func:`take` (a node's children) and :func:`consume`
(a node whose meaning is its class or its own words). Consuming a node accounts for its own
:class:`~karlov.frontend.nodes.Lexeme` leaves, never for its child nodes: a child is accounted
for only when the lowering reads it in turn. After a card is lowered, :func:`unaccounted`
walks the AST and returns every node nobody consumed — text the runtime would otherwise
silently ignore — and the compiler reports each as C001 at its span. This holds for every
card by construction, not by reviewing each rule.
"""

from __future__ import annotations

import types
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from ..frontend import nodes

_consumed: ContextVar[set[int] | None] = ContextVar("karlov_consumed", default=None)


@contextmanager
def accounting() -> Iterator[set[int]]:
    """Record, for the lowering inside the ``with``, the ids of the nodes it consumes."""
    seen: set[int] = set()
    token = _consumed.set(seen)
    try:
        yield seen
    finally:
        _consumed.reset(token)


def take(node: nodes.Node) -> tuple[nodes.Node | nodes.Lexeme | None, ...]:
    """The children of ``node``, which is now consumed (its lexemes with it)."""
    seen = _consumed.get()
    if seen is not None:
        seen.add(id(node))
    return node.items


# Nodes whose whole subtree is one value to the lowering: "this creature" / the card's name
# (CR 201.5), a string of mana symbols.
WHOLE = frozenset({nodes.SelfRef, nodes.SelfName, nodes.ManaSymbols})


def _mark(seen: set[int], node: nodes.Node) -> None:
    if type(node) in WHOLE:
        for item in node.walk():
            if isinstance(item, nodes.Node):
                seen.add(id(item))
    else:
        seen.add(id(node))


def consume(*found: nodes.Node | nodes.Lexeme | None) -> None:
    """Mark nodes consumed whose meaning the lowering took from their class or their words."""
    seen = _consumed.get()
    if seen is not None:
        for node in found:
            if isinstance(node, nodes.Node):
                _mark(seen, node)


def consume_all(node: nodes.Node | None) -> None:
    """Mark a whole subtree consumed: for a node whose every word the lowering reads as one
    value (mana symbols, a card name)."""
    seen = _consumed.get()
    if seen is not None and node is not None:
        for item in node.walk():
            if isinstance(item, nodes.Node):
                seen.add(id(item))


def words(node: nodes.Node) -> list[str]:
    """Every word under ``node``, which is consumed whole (see :func:`consume_all`)."""
    consume_all(node)
    return [lexeme.text for lexeme in node.lexemes()]


def unaccounted(root: nodes.Node | None, seen: set[int]) -> list[nodes.Node]:
    """The highest nodes under ``root`` (itself included) that no lowering rule consumed."""
    found: list[nodes.Node] = []
    pending = [root] if root is not None else []
    while pending:
        node = pending.pop()
        if id(node) not in seen:
            found.append(node)
            continue
        for item in reversed(node.items):
            if isinstance(item, nodes.Node):
                pending.append(item)
    return found


def is_(node: object, cls: type | tuple[type, ...] | types.UnionType) -> bool:
    """``isinstance(node, cls)``; a node the lowering recognises by its class is consumed."""
    if not isinstance(node, cls):
        return False
    seen = _consumed.get()
    if seen is not None and isinstance(node, nodes.Node):
        _mark(seen, node)
    return True
