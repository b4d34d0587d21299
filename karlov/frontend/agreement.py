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

import re
from collections.abc import Iterator, Sequence
from difflib import SequenceMatcher

from . import nodes
from .diagnostics import Diagnostic, Severity, Span
from .renderer import render_card

#: A word, a run of spaces, or one other character: the units the lines are compared in.
_UNIT_PATTERN = re.compile(r"[\w'’+/*-]+|\s+|.")


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
    fixed: dict[int, list[tuple[int, int]]] = {}
    for diagnostic in found:
        span = diagnostic.span
        if diagnostic.fix is not None and span.line == span.end_line:
            fixed.setdefault(span.line, []).append((span.column - 1, span.end_column - 1))
    filename = card.span.file if card.span is not None else "<string>"
    short = card.short_name
    names = (card.name, short) if short else (card.name,)
    out: list[Diagnostic] = []
    for (number, written), canonical in zip(source, rendered, strict=True):
        if written == canonical:
            continue
        covered = fixed.get(number, [])
        for start, end, replacement in _differences(written, canonical, names):
            if any(start <= last and first <= end for first, last in covered):
                continue  # another warning's fix rewrites this text
            span = Span(filename, number, start + 1, number, end + 1)
            out.append(_warning(span, written[start:end], replacement))
    return out


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
    ours = _units(written, names)
    theirs = [canonical[a:b] for a, b in _units(canonical, names)]
    words = [written[a:b] for a, b in ours]
    matcher = SequenceMatcher(None, words, theirs, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
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
            message = f"Oracle writes '{replacement}' capitalized here"
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
