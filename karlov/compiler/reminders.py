"""Reminder text is checked, never lowered (CR 207.2: it has no rules meaning).

Where a reminder restates a predefined token (CR 111.10: "(Create a Clue token. It's an
artifact with "{2}, Sacrifice this token: Draw a card.")"), what it says is compared with the
token the rules define; a difference is warning W115 at the reminder — the game plays the
rules' token whatever the reminder says.
"""

from __future__ import annotations

from functools import cache

from ..frontend import nodes
from ..frontend.diagnostics import Diagnostic, Severity
from .accounting import descendants


def reminder_warnings(card: nodes.Card) -> list[Diagnostic]:
    found: list[Diagnostic] = []
    lines: dict[int, str] | None = None  # built only for a card with a token's reminder
    for ability in card.abilities:
        reminder = ability.reminder
        if reminder is None or reminder.span is None or "token" not in ability.source.lower():
            continue
        token = _predefined_token_named(reminder)
        if token is None:
            continue
        rules = [_plain(text) for text in _rules_text(token)]
        if lines is None:
            lines = {a.span.line: a.source for a in card.abilities if a.span and a.source}
        # descendants, not Node.find: the same nodes in the same order, without a generator
        # per node (this runs for every card whose reminder names a token).
        for described in descendants(reminder, nodes.ItsAToken):
            said = [
                _plain(_written(quoted, lines))
                for quoted in descendants(described, nodes.QuotedActivated)
            ]
            if said and said != rules:
                expected = "; ".join(_rules_text(token))
                found.append(
                    Diagnostic(
                        described.span or reminder.span,
                        Severity.WARNING,
                        "W115",
                        f"this reminder text disagrees with the rules: a {token} token has "
                        f'"{expected}" (CR 111.10); the game plays the rules\' token',
                        help="reminder text has no rules meaning (CR 207.2); correct it",
                    )
                )
    return found


def _predefined_token_named(reminder: nodes.Node) -> str | None:
    for spec in descendants(reminder, nodes.TokenSpec):
        subtypes = [s.items[0] for s in spec.items if isinstance(s, nodes.Subtype)]
        if len(subtypes) == 1 and isinstance(subtypes[0], nodes.Lexeme):
            name = subtypes[0].text
            from ..runtime.tokens import PREDEFINED_TOKENS  # only for a token's reminder

            if name in PREDEFINED_TOKENS:
                return name
    return None


@cache
def _rules_text(token: str) -> tuple[str, ...]:
    """The text of a predefined token's abilities, as the rules define them (CR 111.10)."""
    from ..runtime.tokens import PREDEFINED_TOKENS

    return tuple(str(a.text) for a in PREDEFINED_TOKENS[token]().abilities)


def _plain(text: str) -> str:
    """An ability's words for comparison: case and the final period do not matter."""
    return text.lower().rstrip(".")


def _written(node: nodes.Node, lines: dict[int, str]) -> str:
    span = node.span
    line = lines.get(span.line) if span is not None else None
    if span is None or line is None or span.end_line != span.line:
        return " ".join(lexeme.text for lexeme in node.lexemes())
    return line[span.column - 1 : span.end_column - 1]
