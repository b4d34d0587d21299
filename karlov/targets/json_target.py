"""The ``json`` target: each card's IR as IR JSON (``karlov.ir.dumps``), plus the schema.

Every IR node has a JSON form, so this target has no gaps: it overrides the card method only.
Files: ``<forge-style stem>.json`` per card and ``schema.json`` (``karlov schema``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from karlov.ir import Card, Span, dumps
from karlov.ir.schema import schema_text

from .generator import CardOutput, Generator

__all__ = ["JsonGenerator", "with_source_names"]


def with_source_names(card: Card, names: Mapping[str, str]) -> Card:
    """``card`` with the file of every span renamed by ``names`` (a file not in it is kept):
    ``karlov build`` records each source as its path relative to the folder given (or the
    file's own name), so the JSON does not depend on how the path was typed."""

    def walk(value: Any) -> Any:
        if isinstance(value, Span):
            new = names.get(value.file)
            return value if new is None else dataclasses.replace(value, file=new)
        if isinstance(value, tuple):
            items = tuple(walk(item) for item in value)
            return value if all(a is b for a, b in zip(items, value, strict=True)) else items
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            changes = {}
            for f in dataclasses.fields(value):
                old = getattr(value, f.name)
                new = walk(old)
                if new is not old:
                    changes[f.name] = new
            return dataclasses.replace(value, **changes) if changes else value
        return value

    return walk(card)


class JsonGenerator(Generator):
    name = "json"
    engine = "JSON"
    reserved_stems = frozenset({"schema"})
    writes_all_ir = True  # the IR as it is

    def card(self, card: Card) -> tuple[dict[str, str], Any]:
        return {f"{self.stem}.json": dumps(card, indent=2) + "\n"}, None

    def finish(self, outputs: Iterable[CardOutput]) -> dict[str, str]:
        return {"schema.json": schema_text()}
