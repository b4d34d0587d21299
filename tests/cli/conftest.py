"""Fixtures for the CLI tests: a stand-in front end, so the command logic is tested alone.

The stand-in reports an error on every line containing ``ERROR`` and a warning on every line
containing ``WARN``; its "canonical form" strips trailing spaces and uses LF line endings, and
a line containing ``BREAK`` renders as a line the stand-in parser calls an error. Like a pass
that does not quote its source, it leaves ``source_line`` for the CLI to fill in.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from karlov import cli
from karlov.frontend.diagnostics import Diagnostic, Severity, Span


@dataclass(frozen=True, slots=True)
class FakeCard:
    """One line of the file, standing in for a parsed card."""

    text: str
    span: Span


@dataclass(frozen=True, slots=True)
class FakeCardFile:
    """The whole file: one fake card per non-blank line."""

    cards: tuple[FakeCard, ...]
    lines: tuple[str, ...]


def fake_parse_file(text: str, filename: str) -> tuple[FakeCardFile | None, list[Diagnostic]]:
    diagnostics = []
    cards = []
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        for word, severity, code in [
            ("ERROR", Severity.ERROR, "K900"),
            ("WARN", Severity.WARNING, "K901"),
        ]:
            column = line.find(word) + 1
            if column:
                span = Span(filename, number, column, number, column + len(word))
                message = f"stand-in {severity.value}"
                diagnostics.append(Diagnostic(span, severity, code, message))
        if line.strip():
            cards.append(FakeCard(line.strip(), Span(filename, number, 1, number, len(line) + 1)))
    return FakeCardFile(tuple(cards), tuple(lines)), diagnostics


def fake_render_file(card_file: FakeCardFile) -> str:
    lines = [line.rstrip().replace("BREAK", "ERROR") for line in card_file.lines]
    return "\n".join(lines) + "\n"


@pytest.fixture
def fake_front_end(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "_parse_file", fake_parse_file)
    monkeypatch.setattr(cli, "_render_file", fake_render_file)
    # The stand-in trees hold no cards to compile.
    monkeypatch.setattr(cli, "_compile_diagnostics", lambda loaded: [])
    monkeypatch.setattr(cli, "_card_meanings", lambda loaded: ([], []))
