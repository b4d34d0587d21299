"""The root of every IR class and the IR's own source span.

The IR does not import the text front end: a :class:`Span` here is a copy of where the text
came from (file, line, column, end line, end column; 1-based, end exclusive), so the runtime
and every target can point back at the card text without loading the parser.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class IRNode:
    """Base of every IR class (a generic serializer and schema generator walk its subclasses)."""


@dataclass(frozen=True, slots=True)
class Span(IRNode):
    """Where a piece of card text stands: ``file:line:column`` to ``end_line:end_column``."""

    file: str
    line: int
    column: int
    end_line: int
    end_column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclass(frozen=True, slots=True)
class Located(IRNode):
    """An IR node that states meaning: it keeps the span of the text it came from."""

    span: Span | None = field(default=None, kw_only=True, compare=False)
