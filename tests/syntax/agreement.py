"""Where ``fmt``'s text differs from a card's text, and whether a warning's fix covers it."""

from __future__ import annotations

from collections.abc import Sequence
from difflib import SequenceMatcher

from karlov.frontend.diagnostics import Diagnostic


def uncovered_changes(
    text: str, formatted: str, fixes: Sequence[Diagnostic]
) -> list[tuple[int, int]]:
    """The ``(line, column)`` (1-based, in ``text``) of each change from ``text`` to
    ``formatted`` that no diagnostic of ``fixes`` (with a fix) touches: a changed span of a
    line must meet a fix's span on that line; a line added or removed must have a fix on the
    lines around it."""
    spans: dict[int, list[tuple[int, int]]] = {}
    for diagnostic in fixes:
        if diagnostic.fix is None:
            continue
        span = diagnostic.span
        for line in range(span.line, span.end_line + 1):
            spans.setdefault(line, []).append((span.column - 1, span.end_column - 1))
    ours, theirs = text.split("\n"), formatted.split("\n")
    uncovered = []
    lines = SequenceMatcher(None, ours, theirs, autojunk=False)
    for op, i1, i2, j1, j2 in lines.get_opcodes():
        if op == "equal":
            continue
        if op == "replace" and i2 - i1 == j2 - j1:
            for k in range(i2 - i1):
                number = i1 + k + 1
                chars = SequenceMatcher(None, ours[i1 + k], theirs[j1 + k], autojunk=False)
                for char_op, a, b, _, _ in chars.get_opcodes():
                    if char_op == "equal":
                        continue
                    if not any(a <= end and start <= b for start, end in spans.get(number, ())):
                        uncovered.append((number, a + 1))
            continue
        around = range(max(i1, 1), i2 + 2)
        if not any(number in spans for number in around):
            uncovered.append((i1 + 1, 1))
    return uncovered
