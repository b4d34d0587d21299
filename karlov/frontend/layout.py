"""Lines as editors count them, the bounds on each kind of line, and the layout ``fmt`` writes.

Only ``\\n``, ``\\r\\n`` and ``\\r`` end a line: that is how editors, JSON and SARIF viewers
number lines. :meth:`str.splitlines` also breaks at form feed, vertical tab, the file, group and
record separators, NEL, U+2028 and U+2029, which would put a diagnostic on a line the editor
does not show and turn the text after a form feed in a comment into card text.

Every kind of line has a length bound, and every number a digit bound, checked before a line
is parsed, so hostile input costs linear time and never reaches ``int()`` with thousands of
digits. The layout warnings (W109–W114) report what ``karlov fmt`` would rewrite that no
other warning reports, so that ``check`` and ``fmt --check`` agree on every file.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence

from . import nodes
from .diagnostics import Diagnostic, Severity, Span
from .patterns import LazyPattern

__all__ = [
    "MAX_COMMENT_LENGTH",
    "MAX_NAME_LINE_LENGTH",
    "MAX_NUMBER_DIGITS",
    "MAX_PT_LINE_LENGTH",
    "MAX_TYPE_LINE_LENGTH",
    "line_too_long",
    "long_number",
    "render_name_line",
    "render_type_line",
    "split_lines",
    "whitespace_diagnostics",
]

#: The longest printed card name has 141 characters (an Unhinged joke); 200 leaves room for
#: the mana cost after it.
MAX_NAME_LINE_LENGTH = 200
#: The longest printed type lines ("Legendary Artifact Creature — Phyrexian Human ...") have
#: well under 100 characters.
MAX_TYPE_LINE_LENGTH = 200
#: ``99/99`` is the largest printed power/toughness; the bound leaves room for ``*+1/*+1``.
MAX_PT_LINE_LENGTH = 20
MAX_COMMENT_LENGTH = 1000
#: No printed number reaches a million; a bound keeps every ``int()`` and every count the
#: runtime acts on small (Python refuses to convert a string of more than 4,300 digits).
MAX_NUMBER_DIGITS = 6

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_LONG_NUMBER = re.compile(rf"\d{{{MAX_NUMBER_DIGITS + 1},}}")

LINE_KINDS = {
    "name": ("a name line", MAX_NAME_LINE_LENGTH, "shorten the card's name"),
    "type": ("a type line", MAX_TYPE_LINE_LENGTH, "a type line lists a few types and subtypes"),
    "pt": ("a power/toughness line", MAX_PT_LINE_LENGTH, "write power/toughness such as '2/2'"),
    "comment": ("a comment line", MAX_COMMENT_LENGTH, "split the comment over several lines"),
}


def split_lines(text: str) -> list[str]:
    """The lines of ``text`` without their line breaks, as an editor numbers them.

    Like :meth:`str.splitlines`, a line break at the very end does not start another line.
    """
    lines = _LINE_BREAK.split(text)
    if lines[-1] == "":
        lines.pop()
    return lines


def line_too_long(kind: str, text: str, span_at: Callable[[int, int], Span]) -> Diagnostic | None:
    """E040 when a ``kind`` line (see :data:`LINE_KINDS`) is longer than its bound."""
    what, limit, advice = LINE_KINDS[kind]
    if len(text) <= limit:
        return None
    return Diagnostic(
        span_at(limit, len(text)),
        Severity.ERROR,
        "E040",
        f"this line is {len(text)} characters long; {what} may have at most {limit}",
        help=advice,
    )


def long_number(text: str, span_at: Callable[[int, int], Span]) -> Diagnostic | None:
    """E042 for the first number of ``text`` with more than :data:`MAX_NUMBER_DIGITS` digits."""
    match = _LONG_NUMBER.search(text)
    if match is None:
        return None
    digits = match.end() - match.start()
    return Diagnostic(
        span_at(*match.span()),
        Severity.ERROR,
        "E042",
        f"this number has {digits} digits; card text uses numbers of at most "
        f"{MAX_NUMBER_DIGITS} digits",
    )


#: Characters a card name cannot hold (CR 201.2: a name is what is printed in the title bar):
#: controls, format characters (zero-width spaces, a byte order mark, bidi overrides), line
#: and paragraph separators, surrogates, private-use and unassigned code points, and every
#: space but the plain one. Invisible or look-alike, they would make two names that read the
#: same differ (a named card not found) and fmt could not write them back unchanged.
_NOT_IN_A_NAME = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn", "Zs"})


def name_character(text: str, span_at: Callable[[int, int], Span]) -> Diagnostic | None:
    """E043 for the first character of the name line ``text`` that cannot be in a card's name
    (see :data:`_NOT_IN_A_NAME`); a tab is W112's."""
    if text.isascii() and text.isprintable():
        return None
    for column, char in enumerate(text):
        if char in " \t" or unicodedata.category(char) not in _NOT_IN_A_NAME:
            continue
        code_point = f"U+{ord(char):04X}"
        label = unicodedata.name(char, "") or "an unnamed or control character"
        return Diagnostic(
            span_at(column, column + 1),
            Severity.ERROR,
            "E043",
            f"the name line holds {code_point} ({label}), a character that cannot be in a card's "
            "name",
            help="delete it, or write a plain space if it stands between two words",
        )
    return None


# Starts only just after a non-space character, so a long run of spaces is scanned once.
_INNER_SPACING = LazyPattern(r"(?<=\S)(?: {2,}|[ \t]*\t[ \t]*)(?=\S)")


def whitespace_diagnostics(
    text: str,
    lines: Sequence[str],
    items: Sequence[object],
    filename: str,
    canonical_spacing: set[int],
) -> list[Diagnostic]:
    """W109 (line endings), W112 (spacing inside a line), W113 (spaces at a line's ends) and
    W114 (blank lines and comment placement): what ``fmt`` rewrites and no other check reports.

    ``items`` is :func:`karlov.frontend.syntax.split_file`'s result for ``lines``;
    ``canonical_spacing`` holds the numbers of the lines whose text ``fmt`` rebuilds from the
    AST (names, type and ability lines), where spacing inside the line is canonical.
    """
    found: list[Diagnostic] = []

    def span(line: int, start: int, end: int) -> Span:
        return Span(filename, line, start + 1, line, end + 1)

    crlf = re.search(r"\r\n?", text) if "\r" in text else None
    if crlf is not None:
        number = text.count("\n", 0, crlf.start()) + text.count("\r", 0, crlf.start())
        number -= text.count("\r\n", 0, crlf.start())
        column = len(lines[number]) if number < len(lines) else 0
        ending = "CRLF ('\\r\\n')" if crlf.group() == "\r\n" else "CR ('\\r')"
        found.append(
            Diagnostic(
                span(number + 1, column, column + 1),
                Severity.WARNING,
                "W109",
                f"this file ends lines with {ending}; fmt writes LF ('\\n')",
                help="run 'karlov fmt', or set the editor to write LF line endings",
            )
        )

    for number, line in enumerate(lines, start=1):
        if line and not line.strip(" \t"):
            found.append(
                Diagnostic(
                    span(number, 0, len(line)),
                    Severity.WARNING,
                    "W113",
                    "whitespace on a blank line",
                    fix="",
                )
            )
            continue
        if not line:
            continue
        # Measured with strip, not a regex: "[ \t]+$" is quadratic on a long run of spaces.
        leading = len(line) - len(line.lstrip(" \t"))
        trailing = len(line) - len(line.rstrip(" \t"))
        for where, start, end in (
            ("start", 0, leading),
            ("end", len(line) - trailing, len(line)),
        ):
            if start < end:
                found.append(
                    Diagnostic(
                        span(number, start, end),
                        Severity.WARNING,
                        "W113",
                        f"whitespace at the {where} of the line",
                        fix="",
                    )
                )
        # The pattern needs two spaces or a tab: most lines have neither, and skip it.
        if number in canonical_spacing and ("  " in line or "\t" in line):
            for match in _INNER_SPACING.finditer(line):
                found.append(
                    Diagnostic(
                        span(number, *match.span()),
                        Severity.WARNING,
                        "W112",
                        "several spaces or a tab between words; fmt writes one space",
                        fix=" ",
                    )
                )

    layout = _layout_diagnostic(text, lines, items, filename)
    if layout is not None:
        found.append(layout)
    return found


def _layout_diagnostic(
    text: str, lines: Sequence[str], items: Sequence[object], filename: str
) -> Diagnostic | None:
    """W114 at the first line where the file's layout differs from the one ``fmt`` writes.

    ``fmt`` writes each card with the comments that precede it directly above it, one blank
    line between cards, nothing blank at the start or the end, and a final line break.
    """
    expected: list[int | None] = []  # line numbers in fmt's order; None is a blank line
    pending: list[int] = []
    for item in items:
        if isinstance(item, list):
            if expected:
                expected.append(None)
            expected.extend(pending)
            expected.extend(line.number for line in item)
            pending = []
        else:
            pending.append(item.number)  # type: ignore[attr-defined]
    if pending:
        if expected:
            expected.append(None)
        expected.extend(pending)
    actual = [number if line.strip(" \t") else None for number, line in enumerate(lines, 1)]

    def warning(line: int, message: str) -> Diagnostic:
        width = len(lines[line - 1]) if 0 < line <= len(lines) else 0
        return Diagnostic(
            Span(filename, line, 1, line, width + 1),
            Severity.WARNING,
            "W114",
            message,
            help="run 'karlov fmt' to lay the file out",
        )

    for index, (want, have) in enumerate(zip(expected, actual, strict=False)):
        if want == have:
            continue
        line = index + 1
        if have is None and index == 0:
            return warning(line, "a blank line at the start of the file, which fmt removes")
        if have is None:
            return warning(
                line,
                "a blank line that fmt removes: cards are separated by one blank line, and "
                "a comment stands directly above the card it precedes",
            )
        if want is None:
            return warning(line, "fmt puts a blank line before this line")
        return warning(want, "a comment inside or right after a card: fmt moves it above that card")
    if len(actual) > len(expected):
        return warning(len(expected) + 1, "blank lines at the end of the file, which fmt removes")
    if lines and not text.endswith(("\n", "\r")):
        last = len(lines)
        end = len(lines[-1]) + 1
        return Diagnostic(
            Span(filename, last, end, last, end),
            Severity.WARNING,
            "W114",
            "the file does not end with a line break; fmt adds one",
            help="end the last line with a line break",
        )
    return None


def render_name_line(name: str, mana_cost: tuple[str, ...] | None) -> str:
    """The name line: the name, then the mana cost after one space (lands have none)."""
    return name + (" " + "".join(mana_cost) if mana_cost else "")


def render_type_line(type_line: nodes.TypeLine) -> str:
    """Supertypes and card types capitalized, then an em dash between spaces and subtypes."""
    types = " ".join(
        [s.capitalize() for s in type_line.supertypes]
        + [t.capitalize() for t in type_line.card_types]
    )
    if type_line.subtypes:
        types += " — " + " ".join(type_line.subtypes)
    return types
