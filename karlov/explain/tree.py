"""The tree the parser built, as text (``karlov explain --ast``) and as JSON (``--ast --json``).

The AST views (``--ast``) walk any frozen-dataclass AST through :func:`dataclasses.fields`,
so a new node class appears there without a change to this module. Spans are shown compactly
as ``@line:col-endline:endcol``; the file name is left out because every node of a tree comes
from the same file.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from enum import Enum
from typing import Any

from karlov.frontend.diagnostics import Span

__all__ = ["explain_json", "explain_tree", "is_default", "span_text"]

_INDENT = "  "


def span_text(span: Span) -> str:
    """``@line:col-endline:endcol``, the compact span used in the tree view."""
    return f"@{span.line}:{span.column}-{span.end_line}:{span.end_column}"


def _is_node(value: object) -> bool:
    return dataclasses.is_dataclass(value) and not isinstance(value, type | Span)


def _is_scalar(value: object) -> bool:
    """Values shown inline: anything that is not a node, a sequence or a mapping of them."""
    if _is_node(value):
        return False
    if isinstance(value, list | tuple | frozenset | set):
        return all(_is_scalar(item) for item in value)
    if isinstance(value, Mapping):
        return all(_is_scalar(item) for item in value.values())
    return True


def _scalar_text(value: object) -> str:
    if isinstance(value, Enum):
        return _scalar_text(value.value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, Span):
        return span_text(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_scalar_text(item) for item in value) + "]"
    if isinstance(value, frozenset | set):
        return "{" + ", ".join(sorted(_scalar_text(item) for item in value)) + "}"
    if isinstance(value, Mapping):
        items = (f"{_scalar_text(k)}: {_scalar_text(v)}" for k, v in value.items())
        return "{" + ", ".join(items) + "}"
    return repr(value)


def _node_lines(node: Any, depth: int, label: str = "") -> list[str]:
    pad = _INDENT * depth
    inline: list[str] = []
    nested: list[tuple[str, object]] = []
    span: Span | None = None
    for field in dataclasses.fields(node):
        value = getattr(node, field.name)
        if isinstance(value, Span) and span is None and field.name == "span":
            span = value
        elif _is_scalar(value):
            inline.append(f"{field.name}={_scalar_text(value)}")
        else:
            nested.append((field.name, value))
    head = " ".join([type(node).__name__, *inline, *([span_text(span)] if span else [])])
    lines = [f"{pad}{label}{head}"]
    for name, value in nested:
        lines.extend(_value_lines(name, value, depth + 1))
    return lines


def _value_lines(name: str, value: object, depth: int) -> list[str]:
    """A non-scalar field: a single child node, or a sequence or mapping holding nodes."""
    pad = _INDENT * depth
    if _is_node(value):
        return _node_lines(value, depth, label=f"{name}: ")
    lines = [f"{pad}{name}:"]
    items: Iterable[tuple[str, object]]
    if isinstance(value, Mapping):
        items = ((f"{_scalar_text(key)}: ", item) for key, item in value.items())
    else:
        items = (("- ", item) for item in value)  # type: ignore[attr-defined]
    for label, item in items:
        if _is_node(item):
            lines.extend(_node_lines(item, depth + 1, label=label))
        elif _is_scalar(item):
            lines.append(f"{pad}{_INDENT}{label}{_scalar_text(item)}")
        else:
            lines.extend(_value_lines(label.rstrip(": ") or "-", item, depth + 1))
    return lines


def explain_tree(cards: object) -> str:
    """An indented tree of ``cards`` (a node or a sequence of nodes), one node per line.

    Each line names the node class, then its scalar fields as ``name=value``, then its span;
    fields holding nodes follow, indented under the field name.
    """
    roots = cards if isinstance(cards, list | tuple) else [cards]
    lines: list[str] = []
    for root in roots:
        if _is_node(root):
            lines.extend(_node_lines(root, 0))
        else:
            lines.append(_scalar_text(root))
    return "\n".join(lines) + ("\n" if lines else "")


def _to_json(value: object) -> object:
    if _is_node(value):
        out: dict[str, object] = {"node": type(value).__name__}
        span: Span | None = None
        for field in dataclasses.fields(value):  # type: ignore[arg-type]
            item = getattr(value, field.name)
            if field.name == "span" and isinstance(item, Span):
                span = item
            else:
                out[field.name] = _to_json(item)
        if span is not None:
            out["span"] = _span_json(span)
        return out
    if isinstance(value, Span):
        return _span_json(value)
    if isinstance(value, Enum):
        return _to_json(value.value)
    if isinstance(value, list | tuple):
        return [_to_json(item) for item in value]
    if isinstance(value, frozenset | set):
        return sorted((_to_json(item) for item in value), key=repr)
    if isinstance(value, Mapping):
        return {str(_to_json(key)): _to_json(item) for key, item in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


def _span_json(span: Span) -> dict[str, int]:
    return {
        "line": span.line,
        "column": span.column,
        "end_line": span.end_line,
        "end_column": span.end_column,
    }


def explain_json(cards: object) -> list[dict[str, object]]:
    """Each root node as ``{"node": ClassName, <fields>..., "span": {...}}``, JSON-ready.

    Enums become their values, tuples become lists, and anything else not JSON-native
    (a ``Fraction``, say) becomes its ``str``, so ``json.dumps`` never fails on a new node.
    """
    roots = cards if isinstance(cards, list | tuple) else [cards]
    return [_to_json(root) for root in roots]  # type: ignore[misc]


def is_default(field: dataclasses.Field[Any], value: object) -> bool:
    """Whether ``value`` is the default of ``field`` (a field with no default never is)."""
    if field.default is not dataclasses.MISSING:
        return value == field.default
    if field.default_factory is not dataclasses.MISSING:
        return value == field.default_factory()
    return False
