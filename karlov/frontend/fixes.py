"""Applying the mechanical fixes that warnings carry: what ``karlov fmt`` does on top of
rendering the AST.

Rendering already writes canonical spacing, capitals, periods and current wording; some
canonical forms are not in the AST at all (the card's name where Oracle says "this Case",
digits where it writes a number word, a missing To solve reminder), so their warnings carry
the replacement text and are applied here, then the result is parsed and rendered again.
Errors are never "fixed": a file with an error is not formatted.
"""

from __future__ import annotations

from collections.abc import Callable

from .diagnostics import Diagnostic

MAX_ROUNDS = 4  # each round applies every non-overlapping fix; a few rounds always settle


def apply_fixes(text: str, diagnostics: list[Diagnostic]) -> str:
    """``text`` with the fix of every warning that has one replacing its span.

    Fixes are applied from the end of the text backwards so earlier columns stay valid;
    a fix that overlaps one already applied is left for the next round.
    """
    lines = text.split("\n")
    fixable = [
        d
        for d in diagnostics
        if not d.is_error and d.fix is not None and d.span.line == d.span.end_line
    ]
    fixable.sort(key=lambda d: (d.span.line, d.span.column, d.span.end_column), reverse=True)
    taken: dict[int, int] = {}  # line -> leftmost column already rewritten on it
    for diagnostic in fixable:
        span = diagnostic.span
        index = span.line - 1
        if not 0 <= index < len(lines):
            continue
        if span.end_column > taken.get(span.line, 1 << 30):
            continue
        line = lines[index]
        start, end = span.column - 1, span.end_column - 1
        if start > len(line):
            continue
        assert diagnostic.fix is not None
        lines[index] = line[:start] + diagnostic.fix + line[end:]
        taken[span.line] = span.column
    return "\n".join(lines)


def format_text(
    text: str,
    filename: str,
    check: Callable[[str, str], list[Diagnostic]],
    render: Callable[[str, str], str | None],
) -> str | None:
    """Canonical text for ``text``: rendered, with warning fixes applied until none is left.

    ``check(text, filename)`` gives the diagnostics and ``render(text, filename)`` the
    rendered text (None if the text has errors). Returns None if the text has errors.
    """
    current = render(text, filename)
    for _ in range(MAX_ROUNDS):
        if current is None:
            return None
        fixable = [d for d in check(current, filename) if not d.is_error and d.fix is not None]
        if not fixable:
            return current
        fixed = apply_fixes(current, fixable)
        if fixed == current:
            return current
        current = render(fixed, filename)
    return current


def canonical_text(text: str, filename: str) -> str | None:
    """What ``karlov fmt`` writes for ``text``: the rendered file with every warning's fix
    applied, or None when the text has an error (a file with an error is never formatted).

    The one entry point to formatting, so the command and the language server cannot drift.
    """
    from .renderer import render_file
    from .syntax import parse_file

    def rendered(source: str, name: str) -> str | None:
        tree, diagnostics = parse_file(source, name)
        if any(d.is_error for d in diagnostics):
            return None
        return render_file(tree)

    return format_text(text, filename, lambda t, f: parse_file(t, f)[1], rendered)
