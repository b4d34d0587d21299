"""The ``json`` target: each card's IR as IR JSON (``karlov.ir.dumps``), plus the schema.

Every IR node has a JSON form, so this target has no gaps: it overrides the card method only.
Files: ``<forge-style stem>.json`` per card and ``schema.json`` (``karlov schema``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from karlov.ir import Card, dumps
from karlov.ir.schema import schema_text

from .forge_format import forge_file_name
from .generator import CardOutput, Generator

__all__ = ["JsonGenerator"]


class JsonGenerator(Generator):
    name = "json"

    def card(self, card: Card) -> tuple[dict[str, str], Any]:
        stem = forge_file_name(card.name).removesuffix(".txt")
        return {f"{stem}.json": dumps(card, indent=2) + "\n"}, None

    def finish(self, outputs: Iterable[CardOutput]) -> dict[str, str]:
        return {"schema.json": schema_text()}
