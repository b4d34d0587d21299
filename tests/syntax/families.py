"""What the family tests of the grammar ask of one line: its errors, as (code, column)."""

from __future__ import annotations

import karlov


def line_errors(line: str, card_type: str) -> list[tuple[str, int]]:
    """The errors ``karlov check`` reports on ``line`` as the rules text of a card of
    ``card_type`` (a creature gets a 1/1 line), as (code, column); C001 is allowed."""
    text = f"Test Card {{1}}\n{card_type}\n{line}\n"
    if card_type.startswith("Creature"):
        text += "1/1\n"
    found = karlov.check(text, require_playable=False)
    return [(d.code, d.span.column) for d in found if d.is_error and d.span.line == 3]
