"""Where ``fmt``'s text differs from a card's text, and whether a warning's fix covers it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from difflib import SequenceMatcher

from karlov.frontend.diagnostics import Diagnostic
from karlov.frontend.fixes import apply_fixes


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


def disagreement(text: str, filename: str) -> str | None:
    """Why ``check`` and ``fmt`` disagree on ``text``, or None when they agree (or the text
    has an error, which ``fmt`` never formats): every change ``fmt`` makes meets a warning's
    fix, and applying the fixes gives ``fmt``'s text."""
    from karlov.frontend.fixes import canonical_text
    from karlov.frontend.syntax import parse_file

    _, diagnostics = parse_file(text, filename)
    if any(d.is_error for d in diagnostics):
        return None
    formatted = canonical_text(text, filename)
    if formatted is None:
        return "fmt refused a text check accepts"
    codes = {d.code for d in diagnostics}
    # Line endings (W109) and a byte order mark (W110) are the file's, not a span's: fmt
    # writes LF and no mark, and the spans count columns without them.
    if "W109" in codes:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "W110" in codes:
        text = text.removeprefix("\ufeff")
    fixes = [d for d in diagnostics if d.fix is not None]
    if "W114" in codes:
        # Blank lines and the final line break are the file's layout, W114's: compared
        # without them.
        return _disagreement(text, formatted, fixes, _without_blank_lines)
    return _disagreement(text, formatted, fixes, lambda t: t)


def _without_blank_lines(text: str) -> str:
    return "\n".join(line for line in text.split("\n") if line.strip())


def _disagreement(
    text: str, formatted: str, fixes: list[Diagnostic], layout: Callable[[str], str]
) -> str | None:
    if layout(text) == layout(formatted):
        return None if layout(apply_fixes(text, fixes)) == layout(formatted) else "fixes change"
    uncovered = uncovered_changes(text, formatted, fixes)
    if uncovered:
        return f"fmt changes {uncovered} (line, column) and no warning says so: {formatted!r}"
    fixed = apply_fixes(text, fixes)
    if layout(fixed) != layout(formatted):
        return f"the fixes give {fixed!r}, fmt writes {formatted!r}"
    return None
