"""Total lowering: every AST node of a card is consumed by a lowering rule, or reported (C001).

The lowering reads nodes only through :func:`take` (a node's children) and :func:`consume`
(a node whose meaning is its class or its own words). Consuming a node accounts for its own
:class:`~karlov.frontend.nodes.Lexeme` leaves, never for its child nodes: a child is accounted
for only when the lowering reads it in turn. After a card is lowered, :func:`unaccounted`
returns every node of the AST nobody consumed — text the runtime would otherwise silently
ignore — and the compiler reports each as C001 at its span. This holds for every card by
construction, not by reviewing each rule. (When the parser recorded an ability body's nodes,
``Ability.body_nodes``, the usual answer "every node was consumed" is read from that record;
any other answer comes from a walk of the tree.)
"""

from __future__ import annotations

import types
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from typing import TypeVar

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


def begin() -> tuple[set[int], Token[set[int] | None]]:
    """Start recording consumed nodes, as :func:`accounting` does, without a generator-based
    context manager (one per ability line of every card): the set, and the token for
    :func:`end`."""
    seen: set[int] = set()
    return seen, _consumed.set(seen)


def end(token: Token[set[int] | None]) -> None:
    """Stop the recording that :func:`begin` started."""
    _consumed.reset(token)


def take(node: nodes.Node) -> tuple[nodes.Node | nodes.Lexeme | None, ...]:
    """The children of ``node``, which is now consumed (its lexemes with it)."""
    seen = _get_consumed()
    if seen is not None:
        seen.add(id(node))
    return node.items


# Nodes whose whole subtree is one value to the lowering: "this creature" / the card's name
# (CR 201.5), a string of mana symbols.
WHOLE = frozenset({nodes.SelfRef, nodes.SelfName, nodes.ManaSymbols})

# Bound once: these run for nearly every AST node of every card (compile throughput).
_get_consumed = _consumed.get
_Node = nodes.Node
N = TypeVar("N", bound=nodes.Node)


def _mark_subtree(seen: set[int], node: nodes.Node) -> None:
    """Add ``node`` and every node below it (an explicit stack: no generator per level)."""
    pending: list[nodes.Node] = [node]
    while pending:
        node = pending.pop()
        seen.add(id(node))
        for item in node.items:
            if isinstance(item, _Node):
                pending.append(item)


def _mark(seen: set[int], node: nodes.Node) -> None:
    if type(node) in WHOLE:
        _mark_subtree(seen, node)
    else:
        seen.add(id(node))


def consume(*found: nodes.Node | nodes.Lexeme | None) -> None:
    """Mark nodes consumed whose meaning the lowering took from their class or their words."""
    seen = _get_consumed()
    if seen is not None:
        for node in found:
            if isinstance(node, _Node):
                _mark(seen, node)


def consume_all(node: nodes.Node | None) -> None:
    """Mark a whole subtree consumed: for a node whose every word the lowering reads as one
    value (mana symbols, a card name)."""
    seen = _get_consumed()
    if seen is not None and node is not None:
        _mark_subtree(seen, node)


def lexeme_texts(node: nodes.Node) -> list[str]:
    """The words under ``node`` in source order (what ``node.lexemes()`` yields, read with an
    explicit stack rather than one generator per tree level). Consumes nothing."""
    texts: list[str] = []
    pending: list[nodes.Node | nodes.Lexeme | None] = [node]
    while pending:
        item = pending.pop()
        if isinstance(item, _Node):
            pending.extend(reversed(item.items))
        elif item is not None:
            texts.append(item.text)
    return texts


def descendants(node: nodes.Node, cls: type[N] | tuple[type[N], ...]) -> list[N]:
    """The nodes of class ``cls`` (or of one of the classes ``cls``) under ``node`` (itself
    included), in source order: what ``node.find(cls)`` yields, read with an explicit stack.
    Consumes nothing."""
    found: list[N] = []
    pending: list[nodes.Node] = [node]
    while pending:
        item = pending.pop()
        if isinstance(item, cls):
            found.append(item)
        for child in reversed(item.items):
            if isinstance(child, _Node):
                pending.append(child)
    return found


def words(node: nodes.Node) -> list[str]:
    """Every word under ``node``, which is consumed whole (see :func:`consume_all`)."""
    consume_all(node)
    return lexeme_texts(node)


def unaccounted(
    root: nodes.Node | None, seen: set[int], subtree: tuple[nodes.Node, ...] = ()
) -> list[nodes.Node]:
    """The highest nodes under ``root`` (itself included) that no lowering rule consumed.

    ``subtree`` may hold every node under ``root``, ending with ``root`` (the parser's
    ``Ability.body_nodes``): when each was consumed, that answers without a walk of the tree.
    Extra nodes in it only send the question to the walk."""
    if subtree and subtree[-1] is root and seen.issuperset(map(id, subtree)):
        return []
    # Nearly always every node was consumed: look for one without keeping source order, and
    # list them in order only when there is one.
    pending: list[nodes.Node] = [root] if root is not None else []
    pop, push = pending.pop, pending.append
    while pending:
        node = pop()
        if id(node) not in seen:
            return _unaccounted_in_order(root, seen)
        for item in node.items:
            if isinstance(item, _Node):
                push(item)
    return []


def _unaccounted_in_order(root: nodes.Node | None, seen: set[int]) -> list[nodes.Node]:
    found: list[nodes.Node] = []
    pending = [root] if root is not None else []
    while pending:
        node = pending.pop()
        if id(node) not in seen:
            found.append(node)
            continue
        for item in reversed(node.items):
            if isinstance(item, _Node):
                pending.append(item)
    return found


def is_named(node: object, names: Collection[str]) -> bool:
    """:func:`is_` of the rule classes named ``names``
    (:data:`~karlov.frontend.nodes.rule_names`): whether ``node``'s class is one of them (a
    rule class has no subclasses), which is then consumed."""
    if nodes.rule_name(node) not in names:
        return False
    seen = _get_consumed()
    if seen is not None:
        if type(node) in WHOLE:
            _mark_subtree(seen, node)  # type: ignore[arg-type]
        else:
            seen.add(id(node))
    return True


def is_(node: object, cls: type | tuple[type, ...] | types.UnionType) -> bool:
    """``isinstance(node, cls)``; a node the lowering recognises by its class is consumed."""
    if not isinstance(node, cls):
        return False
    seen = _get_consumed()
    if seen is not None:  # a Lexeme's id in ``seen`` is harmless: only nodes are accounted
        if type(node) in WHOLE:
            _mark_subtree(seen, node)
        else:
            seen.add(id(node))
    return True
