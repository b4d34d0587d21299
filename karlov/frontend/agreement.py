"""``check`` and ``fmt`` agree by construction: whatever ``fmt`` would rewrite in a card is a
positioned warning whose fix, applied, writes ``fmt``'s text.

The other checks name the rewrites they know (an outdated word, a missing period, a lower-case
sentence start, ...). This one renders the card as ``fmt`` does (:func:`render_card`), compares
each rendered line with the line as written, word by word, and reports each difference that no
other warning's fix covers: a word capitalized where Oracle writes it in lower case ("gains
Flying", "When This Case enters"), spacing, and anything else the renderer writes otherwise. A
rewrite the checks do not know yet is still reported, with ``fmt``'s words as its fix;
``tests/syntax/test_pool.py`` holds the two to each other over the whole pool.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from . import nodes
from .diagnostics import Diagnostic, Severity, Span
from .patterns import LazyPattern
from .renderer import render_card

#: A word, a run of spaces, or one other character: the units the lines are compared in.
_UNIT_PATTERN = LazyPattern(r"[\w'’+/*-]+|\s+|.")


def format_diagnostics(
    card: nodes.Card, source: Sequence[tuple[int, str]], found: Sequence[Diagnostic]
) -> list[Diagnostic]:
    """Warnings for what ``fmt`` writes differently in ``card`` and no diagnostic of ``found``
    fixes. ``source`` is the card's lines as ``(number, text)``, name line first; a card with
    an error is never formatted, and gets none."""
    if any(d.is_error for d in found):
        return []
    rendered = render_card(card).rstrip("\n").split("\n")
    if len(rendered) != len(source):
        return []  # not a card fmt writes line for line (it has errors)
    fixes: dict[int, list[tuple[int, int, str]]] = {}
    for diagnostic in found:
        span = diagnostic.span
        if diagnostic.fix is not None and span.line == span.end_line:
            fixes.setdefault(span.line, []).append(
                (span.column - 1, span.end_column - 1, diagnostic.fix)
            )
    filename = card.span.file if card.span is not None else "<string>"
    short = card.short_name
    names = (card.name, short) if short else (card.name,)
    out: list[Diagnostic] = []
    for (number, written), canonical in zip(source, rendered, strict=True):
        if written == canonical:
            continue
        fixed, pieces = _with_fixes(written, fixes.get(number, []))
        for start, end, replacement in _differences(fixed, canonical, names):
            where = _written_columns(pieces, start, end)
            if where is None:
                continue  # in another warning's fix: that warning rewrites this text
            first, last = where
            span = Span(filename, number, first + 1, number, last + 1)
            out.append(_warning(span, written[first:last], replacement))
    return out


#: A piece of a line with the other warnings' fixes applied: its columns there, the columns of
#: the line as written it comes from, and whether it is a fix's text.
_Piece = tuple[int, int, int, int, bool]


def _with_fixes(text: str, fixes: list[tuple[int, int, str]]) -> tuple[str, list[_Piece]]:
    """``text`` with ``fixes`` (0-based start, end, replacement) applied, as
    :func:`karlov.frontend.fixes.apply_fixes` applies them (one that overlaps another is left
    out), and its pieces (:data:`_Piece`)."""
    pieces: list[_Piece] = []
    parts: list[str] = []
    done = 0  # columns of ``text`` copied or replaced
    length = 0  # length of the result so far
    for start, end, replacement in sorted(fixes):
        if start < done or start > len(text):
            continue
        if start > done:
            pieces.append((length, length + start - done, done, start, False))
            parts.append(text[done:start])
            length += start - done
        pieces.append((length, length + len(replacement), start, end, True))
        parts.append(replacement)
        length += len(replacement)
        done = max(end, start)
    pieces.append((length, length + len(text) - done, done, len(text), False))
    parts.append(text[done:])
    return "".join(parts), pieces


def _written_columns(pieces: list[_Piece], start: int, end: int) -> tuple[int, int] | None:
    """Columns ``start``-``end`` of the fixed line as columns of the line as written, or None
    when they meet a fix's text (an empty range meets it only inside)."""
    first = last = None
    for fixed_start, fixed_end, written_start, _, is_fix in pieces:
        if is_fix:
            inside = fixed_start < end and start < fixed_end
            if inside or (start == end and fixed_start < start < fixed_end):
                return None
            continue
        if first is None and fixed_start <= start <= fixed_end:
            first = written_start + start - fixed_start
        if fixed_start <= end <= fixed_end:
            last = written_start + end - fixed_start
    if first is None or last is None:
        return None
    return first, last


def _units(text: str, names: tuple[str, ...]) -> list[tuple[int, int]]:
    """The comparison units of a line of a card: the card's name (and short name, ``names``
    longest first) wherever it stands, and :data:`_UNIT_PATTERN` units between them (no regex
    compiled per card)."""
    found: list[tuple[int, int]] = []
    for name in names:
        at = text.find(name)
        while at >= 0:
            end = at + len(name)
            if not any(at < b and a < end for a, b in found):
                found.append((at, end))
            at = text.find(name, end)
    found.sort()
    units: list[tuple[int, int]] = []
    done = 0
    for start, end in [*found, (len(text), len(text))]:
        units.extend(m.span() for m in _UNIT_PATTERN.finditer(text, done, start))
        if start < end:
            units.append((start, end))
        done = end
    return units


def _differences(
    written: str, canonical: str, names: tuple[str, ...]
) -> Iterator[tuple[int, int, str]]:
    """``(start, end, replacement)`` for each place where ``written`` differs from
    ``canonical`` (0-based columns of ``written``), one per unit where the two differ unit for
    unit, so that one difference is one fix."""
    # Imported here: only a line that fmt writes differently gets here, and importing difflib
    # is a millisecond of the front end's start (issue 24; karlov fmt needs no more).
    from difflib import SequenceMatcher

    ours = _units(written, names)
    theirs = [canonical[a:b] for a, b in _units(canonical, names)]
    words = [written[a:b] for a, b in ours]
    # Matched without case, so that a word's case is a difference of its own ("CONTROL ," is
    # "control" and ",", not one "control,").
    matcher = SequenceMatcher(
        None, [w.lower() for w in words], [w.lower() for w in theirs], autojunk=False
    )
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            for k in range(i2 - i1):
                if words[i1 + k] != theirs[j1 + k]:
                    a, b = ours[i1 + k]
                    yield a, b, theirs[j1 + k]
            continue
        start = ours[i1][0] if i1 < len(ours) else len(written)
        end = ours[i2 - 1][1] if i2 > i1 else start
        if op == "replace" and i2 - i1 == j2 - j1:
            for k in range(i2 - i1):
                a, b = ours[i1 + k]
                yield a, b, theirs[j1 + k]
            continue
        yield start, end, "".join(theirs[j1:j2])


def _warning(span: Span, written: str, replacement: str) -> Diagnostic:
    if written.lower() == replacement.lower():
        if not replacement[:1].islower():
            message = f"Oracle writes '{replacement}' here, not '{written}'"
        elif _is_keyword(replacement):
            message = (
                "a keyword ability is written in lower case unless it starts the line: "
                f"'{replacement}'"
            )
        else:
            message = f"a word inside a sentence is written in lower case: '{replacement}'"
        return Diagnostic(span, Severity.WARNING, "W119", message, fix=replacement)
    if not written.strip() and not replacement.strip():
        message = "fmt writes one space here" if replacement else "fmt writes no space here"
        return Diagnostic(span, Severity.WARNING, "W112", message, fix=replacement)
    if not replacement:
        message = f"fmt removes '{written}'"
    elif not written:
        message = f"fmt writes '{replacement}' here"
    else:
        message = f"fmt writes '{replacement}' here, not '{written}'"
    return Diagnostic(span, Severity.WARNING, "W120", message, fix=replacement)


def _is_keyword(word: str) -> bool:
    from ..cr_vocabulary import KEYWORD_ABILITIES

    return any(word == keyword.lower() for keyword in KEYWORD_ABILITIES)
