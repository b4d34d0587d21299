"""karlov: a compiler and rules runtime for the card text of Magic: The Gathering Case cards.

Front end: :func:`parse` and :func:`check` (text to typed AST and diagnostics),
:func:`render` (AST back to canonical Oracle text).
"""

from __future__ import annotations

from .diagnostics import CardError, Diagnostic, Severity, Span
from .nodes import Ability, AbilityKind, Card, CardFile

__all__ = [
    "Ability",
    "AbilityKind",
    "Card",
    "CardError",
    "CardFile",
    "Diagnostic",
    "Severity",
    "Span",
    "check",
    "parse",
    "render",
]

__version__ = "0.1.0"


def parse(text: str, filename: str = "<string>") -> list[Card]:
    """The cards of ``text``; raises :class:`CardError` listing every error if there is one."""
    from .syntax import parse_file

    card_file, diagnostics = parse_file(text, filename)
    errors = [d for d in diagnostics if d.is_error]
    if errors:
        raise CardError(errors)
    return card_file.cards


def check(text: str, filename: str = "<string>") -> list[Diagnostic]:
    """Every diagnostic for ``text`` (errors and warnings); never raises on bad card text."""
    from .syntax import parse_file

    return parse_file(text, filename)[1]


def render(cards: list[Card] | CardFile) -> str:
    """Canonical Oracle text for cards (``karlov fmt`` output)."""
    from .renderer import render_card, render_file

    if isinstance(cards, CardFile):
        return render_file(cards)
    return "\n".join(render_card(card) for card in cards)
