"""Positions: karlov's columns and the Language Server Protocol's characters.

karlov counts a column as a code point of the line (a Python ``str`` index), 1-based, the end
column exclusive (:class:`karlov.spans.Span`). LSP counts 0-based lines and, within a line,
code units of the encoding the client and server agreed on: UTF-16 unless the client offered
another (LSP 3.17 ``positionEncoding``). The two differ for every character outside the Basic
Multilingual Plane (one code point, two UTF-16 units, four UTF-8 bytes) and, in UTF-8, for
every non-ASCII character ("é" is one code point, two bytes). Every position that crosses the
protocol goes through this module, so the difference is handled in one place. Lines end at
``\\n``, ``\\r\\n`` and ``\\r`` on both sides (:func:`karlov.frontend.layout.split_lines`).
"""

from __future__ import annotations

import re

from karlov.spans import Span

__all__ = [
    "UTF8",
    "UTF16",
    "UTF32",
    "Position",
    "Range",
    "character_of",
    "column_of",
    "document_end",
    "span_range",
    "units",
]

UTF8 = "utf-8"
UTF16 = "utf-16"
UTF32 = "utf-32"

#: A 0-based (line, character) in the client's code units.
Position = tuple[int, int]
Range = tuple[Position, Position]

_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def _char_units(char: str, encoding: str) -> int:
    code = ord(char)
    if encoding == UTF16:
        return 2 if code > 0xFFFF else 1
    if encoding == UTF8:
        if code < 0x80:
            return 1
        if code < 0x800:
            return 2
        return 3 if code < 0x10000 else 4
    return 1


def units(text: str, encoding: str = UTF16) -> int:
    """How many code units of ``encoding`` the client counts for ``text``."""
    if encoding == UTF32 or text.isascii():
        return len(text)
    return sum(_char_units(char, encoding) for char in text)


def character_of(line: str, column: int, encoding: str = UTF16) -> int:
    """The client's character for the 0-based code-point ``column`` of ``line``. A column past
    the end (karlov puts a missing period there) is the end of the line, as LSP reads a
    character beyond the line's length."""
    return units(line[: max(column, 0)], encoding)


def column_of(line: str, character: int, encoding: str = UTF16) -> int:
    """The 0-based code-point column of the client's ``character`` on ``line``. A character
    inside a character's units (half a surrogate pair) is that character's column; one past
    the end of the line is the end of the line (LSP: the position is clamped)."""
    if encoding == UTF32 or line.isascii():
        return max(0, min(character, len(line)))
    counted = 0
    for index, char in enumerate(line):
        if counted >= character:
            return index
        counted += _char_units(char, encoding)
        if counted > character:
            return index
    return len(line)


def span_range(span: Span, lines: list[str], offset: int = 0, encoding: str = UTF16) -> Range:
    """A karlov :class:`Span` as an LSP range. ``offset`` is added to the span's lines (a card
    parsed on its own starts at line 1; it stands ``offset`` lines down the document), and
    ``lines`` are the document's lines."""

    def position(line: int, column: int) -> Position:
        index = max(line + offset - 1, 0)
        text = lines[index] if index < len(lines) else ""
        return index, character_of(text, max(column - 1, 0), encoding)

    start = position(span.line, span.column)
    end = position(span.end_line, span.end_column)
    return start, max(start, end)


def document_end(text: str, encoding: str = UTF16) -> Position:
    """The position just after the last character of ``text``: where a whole-document edit
    ends (after a final line break, that is the start of the next, empty, line)."""
    breaks = list(_LINE_BREAK.finditer(text))
    last = text[breaks[-1].end() :] if breaks else text
    return len(breaks), units(last, encoding)
