"""What the family tests of the grammar ask of one line written as the rules text of a test
card: its text, its errors and where the compiler refuses it."""

from __future__ import annotations

import karlov


def card_text(line: str, card_type: str) -> str:
    """A one-line card of ``card_type`` whose rules text (its line 3) is ``line``; a creature
    gets a 1/1 line after it."""
    text = f"Test Card {{1}}\n{card_type}\n{line}\n"
    return text + "1/1\n" if card_type.startswith("Creature") else text


def line_errors(line: str, card_type: str) -> list[tuple[str, int]]:
    """The errors ``karlov check`` reports on ``line`` itself, as (code, column); C001 is
    allowed."""
    found = karlov.check(card_text(line, card_type), require_playable=False)
    return [(d.code, d.span.column) for d in found if d.is_error and d.span.line == 3]


def card_errors(line: str, card_type: str) -> list[tuple[str, int]]:
    """The errors ``karlov check`` reports anywhere on the card, as (code, column); C001 is
    allowed."""
    found = karlov.check(card_text(line, card_type), require_playable=False)
    return [(d.code, d.span.column) for d in found if d.is_error]


def refusals(line: str, card_type: str) -> list[tuple[str, int]]:
    """Where the compiler refuses the card (its C001 notes), as (code, column)."""
    found = karlov.check(card_text(line, card_type))
    return [(d.code, d.span.column) for d in found if d.code == "C001"]


def refusal_columns(line: str, card_type: str) -> list[int]:
    """The columns of ``line`` where the compiler refuses it (C001)."""
    found = karlov.check(card_text(line, card_type))
    return [d.span.column for d in found if d.code == "C001" and d.span.line == 3]
