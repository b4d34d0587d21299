"""Positions and diagnostics shared by every phase.

A :class:`Span` locates text in a card file the way editors and CI annotators expect
(``file:line:col``, 1-based, end column exclusive). A :class:`Diagnostic` is one problem an
author can act on: a stable code, a full-sentence message, and the fix when one is known.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import StrEnum


@dataclass(frozen=True, slots=True)
class Span:
    """Where a node or problem sits: file, 1-based line and column, end line and end column.

    The end column is exclusive, so ``end_column - column`` is the width of a one-line span.
    """

    file: str
    line: int
    column: int
    end_line: int
    end_column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"

    def shifted(self, line: int, column: int) -> Span:
        """This span moved so that line 1, column 1 lands on ``line``, ``column``."""
        first_line_offset = column - 1 if self.line == 1 else 0
        last_line_offset = column - 1 if self.end_line == 1 else 0
        return Span(
            self.file,
            self.line + line - 1,
            self.column + first_line_offset,
            self.end_line + line - 1,
            self.end_column + last_line_offset,
        )


class Severity(StrEnum):
    """How bad a diagnostic is. Errors make ``karlov check`` exit 1; warnings do not."""

    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


@dataclass(frozen=True, slots=True)
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
        """The human form: header, source line with a caret underline, then ``help:``."""
        lines = [f"{self.span}: {self.severity.value}[{self.code}]: {self.message}"]
        if self.source_line is not None:
            text = self.source_line.rstrip("\n")
            gutter = f"{self.span.line} | "
            lines.append(f"{gutter}{text}")
            start = max(self.span.column - 1, 0)
            if self.span.end_line == self.span.line:
                width = max(self.span.end_column - self.span.column, 1)
            else:
                width = max(len(text) - start, 1)
            pad = "".join("\t" if ch == "\t" else " " for ch in text[:start])
            lines.append(" " * (len(gutter) - 2) + "| " + pad + "^" * width)
        help_text = self.help_text()
        if help_text:
            lines.append(f"help: {help_text}")
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


def with_source_line(diagnostic: Diagnostic, lines: list[str]) -> Diagnostic:
    """``diagnostic`` quoting its line of ``lines`` (a file's lines), unless it already quotes
    one or its line is not in the file."""
    if diagnostic.source_line is not None or not 1 <= diagnostic.span.line <= len(lines):
        return diagnostic
    return dataclasses.replace(diagnostic, source_line=lines[diagnostic.span.line - 1])


class CardError(Exception):
    """Raised by :func:`karlov.parse` when the text has errors; ``.diagnostics`` lists them all."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        first = diagnostics[0].render() if diagnostics else "invalid card text"
        more = f" (and {len(diagnostics) - 1} more)" if len(diagnostics) > 1 else ""
        super().__init__(first + more)
