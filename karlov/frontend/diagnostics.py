"""Positions and diagnostics shared by every phase.

A :class:`Span` (defined in :mod:`karlov.spans`: the IR keeps the same objects) locates text
in a card file the way editors and CI annotators expect (``file:line:col``, 1-based, end
column exclusive). A :class:`Diagnostic` is one problem an
author can act on: a stable code, a full-sentence message, and the fix when one is known.
"""

from __future__ import annotations

import dataclasses
import os
import unicodedata
from dataclasses import field
from enum import StrEnum

from ..spans import Span, ir_class

#: Characters shown as escapes (``\n``, ``\x1b``, ``\u202e``) wherever a file name or the
#: user's text is printed: controls, format characters (bidi overrides, zero-width
#: characters), line and paragraph separators, surrogates and private-use characters. Printed
#: as they are, they could end a line early and fake a summary line, reorder what the reader
#: sees, or drive the terminal.
_ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co"})
_SHORT_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}

#: How many characters of a source line are echoed under a diagnostic (Oracle's lines are
#: shorter): a longer line is cut to this width around the caret, with '…' where text was left
#: out.
ECHO_WIDTH = 160


def escaped(text: str, keep: str = "") -> str:
    """``text`` with every character of :data:`_ESCAPED_CATEGORIES` (except those in
    ``keep``) written as a Python-style escape, so it prints on one line as it reads."""
    if text.isprintable():
        return text
    return "".join(
        _escape(char)
        if char not in keep and unicodedata.category(char) in _ESCAPED_CATEGORIES
        else char
        for char in text
    )


def _escape(char: str) -> str:
    if char in _SHORT_ESCAPES:
        return _SHORT_ESCAPES[char]
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


class Severity(StrEnum):
    """How bad a diagnostic is. Errors make ``karlov check`` exit 1; warnings do not."""

    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


@ir_class
class Diagnostic:
    """One problem: its stable ``code`` (listed in the README), a sentence, and a fix.

    ``fix`` is the replacement text for the span when a mechanical fix is known; ``help`` is
    advice shown under the source line (it defaults to a sentence built from ``fix``).
    """

    span: Span
    severity: Severity
    code: str
    message: str
    fix: str | None = None
    help: str | None = None
    source_line: str | None = field(default=None, compare=False)

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def help_text(self) -> str | None:
        if self.help is not None:
            return self.help
        if self.fix is not None:
            return f"write '{self.fix}'" if self.fix else "remove this text"
        return None

    def render(self) -> str:
        """The human form: header, source line with a caret underline, then ``help:``.

        The file name, the message and the echoed text are printed with control and bidi
        characters escaped (:func:`escaped`), and a long source line is cut to
        :data:`ECHO_WIDTH` characters around the caret, so the output is as long as the
        problem, not as the input.
        """
        span = self.span
        header = f"{escaped(span.file)}:{span.line}:{span.column}"
        lines = [f"{header}: {self.severity.value}[{self.code}]: {escaped(self.message)}"]
        if self.source_line is not None:
            text = self.source_line.rstrip("\n")
            start = min(max(span.column - 1, 0), len(text))
            if span.end_line == span.line:
                end = max(span.end_column - 1, start + 1)
            else:
                end = max(len(text), start + 1)
            shown, caret = _echo(text, start, end)
            gutter = f"{span.line} | "
            lines.append(f"{gutter}{shown}")
            lines.append(" " * (len(gutter) - 2) + "| " + caret)
        help_text = self.help_text()
        if help_text:
            lines.append(f"help: {escaped(help_text)}")
        return "\n".join(lines)

    def as_json(self) -> dict[str, object]:
        return {
            "path": self.span.file,
            "line": self.span.line,
            "column": self.span.column,
            "end_line": self.span.end_line,
            "end_column": self.span.end_column,
            "severity": self.severity.value,
            "code": self.code,
            "message": self.message,
            "fix": self.fix,
        }


def _echo(text: str, start: int, end: int) -> tuple[str, str]:
    """The source line as shown (escaped, cut around ``start``) and its caret line.

    ``start`` and ``end`` are 0-based columns of ``text`` (end exclusive, possibly past the
    end of the line, where a missing period goes).
    """
    left, right = 0, len(text)
    if len(text) > ECHO_WIDTH:
        left = max(0, min(start - ECHO_WIDTH // 3, len(text) - ECHO_WIDTH))
        right = left + ECHO_WIDTH
    before = ("…" if left else "") + escaped(text[left:start], keep="\t")
    marked = escaped(text[start : min(end, right)], keep="\t")
    after = escaped(text[min(end, right) : right], keep="\t") + ("…" if right < len(text) else "")
    pad = "".join("\t" if char == "\t" else " " for char in before)
    return before + marked + after, pad + "^" * max(len(marked), 1)


def with_source_line(diagnostic: Diagnostic, lines: list[str]) -> Diagnostic:
    """``diagnostic`` quoting its line of ``lines`` (a file's lines), unless it already quotes
    one or its line is not in the file."""
    if diagnostic.source_line is not None or not 1 <= diagnostic.span.line <= len(lines):
        return diagnostic
    return dataclasses.replace(diagnostic, source_line=lines[diagnostic.span.line - 1])


#: Set to ``1`` to let an internal error raise with its traceback instead of becoming X001.
TRACEBACK_ENV = "KARLOV_TRACEBACK"


def internal_error(exc: Exception, span: Span) -> Diagnostic:
    """X001: karlov failed on this text. One card's bug must never end a run or hide the
    other cards' results, so the failure becomes a diagnostic of the card where it happened
    (the exception re-raises when :data:`TRACEBACK_ENV` is ``1``, for whoever debugs it)."""
    if os.environ.get(TRACEBACK_ENV) == "1":
        raise exc
    return Diagnostic(
        span,
        Severity.ERROR,
        "X001",
        f"internal error in karlov ({type(exc).__name__}: {exc}); this is a bug in karlov, "
        "not in the card",
        help=f"please report it with this card's text (set {TRACEBACK_ENV}=1 for the traceback)",
    )


class CardError(Exception):
    """Raised by :func:`karlov.parse` when the text has errors; ``.diagnostics`` lists them all."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        first = diagnostics[0].render() if diagnostics else "invalid card text"
        more = f" (and {len(diagnostics) - 1} more)" if len(diagnostics) > 1 else ""
        super().__init__(first + more)
