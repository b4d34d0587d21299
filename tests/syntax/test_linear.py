"""Parsing is linear in the line: counted in operations, never timed (issue 11).

A type line or subtype list of n words is a left-recursive helper rule (``subtype+``) reduced
n times. Each reduce used to copy the run built so far into a new one, n²/2 copies in all (a
1 MB type line took two minutes). The driver now extends the run in place. These tests count
the items the reduce steps put into runs, by wrapping the driver's run type, for n and 2n
words: twice the words is twice the work. ``benchmarks/parse.py`` prints the timings.
"""

from __future__ import annotations

import pytest

from karlov.frontend import driver
from karlov.frontend.syntax import SourceLine, parse_file, parse_frame_line


class _CountingRun(driver.Run):
    """A run that counts every item put into any run."""

    __slots__ = ()
    added = 0

    def append(self, item: object) -> None:
        _CountingRun.added += 1
        super().append(item)

    def extend(self, items) -> None:  # type: ignore[override]
        items = list(items)
        _CountingRun.added += len(items)
        super().extend(items)


@pytest.fixture
def counting(monkeypatch: pytest.MonkeyPatch) -> type[_CountingRun]:
    monkeypatch.setattr(driver, "Run", _CountingRun)
    _CountingRun.added = 0
    return _CountingRun


def _work(counting: type[_CountingRun], text: str) -> int:
    counting.added = 0
    tree, diagnostic = parse_frame_line(SourceLine(2, text), "t.card", "type_line")
    assert diagnostic is None and tree is not None
    return counting.added


LINES = {
    "subtypes": lambda n: "Creature — " + " ".join(["Human", "Detective"] * n),
    "supertypes": lambda n: "Legendary " * n + "Creature — Human",
    "card types": lambda n: "Artifact " * n + "Creature — Human",
    "land types": lambda n: "Land — " + " ".join(["Forest", "Plains", "Swamp"] * n),
}


@pytest.mark.parametrize("kind", LINES)
def test_type_lines_parse_in_linear_work(counting: type[_CountingRun], kind: str) -> None:
    small = _work(counting, LINES[kind](1000))
    large = _work(counting, LINES[kind](2000))
    assert small >= 1000  # the counter sees the runs
    assert large <= 2 * small + 10, (small, large)


def test_a_long_type_line_keeps_every_subtype(counting: type[_CountingRun]) -> None:
    words = ["Human", "Detective", "Elf"] * 8  # within the bound of a type line (E040)
    card, diagnostics = parse_file(f"Crowd {{1}}\nCreature — {' '.join(words)}\n1/1\n")
    assert diagnostics == []
    assert list(card.cards[0].type_line.subtypes) == words


def test_a_type_line_over_the_bound_is_one_positioned_error() -> None:
    words = ["Human", "Detective", "Elf"] * 3000
    _card, diagnostics = parse_file(f"Crowd {{1}}\nCreature — {' '.join(words)}\n1/1\n")
    assert [(d.code, d.span.line) for d in diagnostics] == [("E040", 2)]


def test_what_the_lexer_remembers_is_bounded_by_the_grammar_not_the_text() -> None:
    """Card text full of distinct characters does not grow the lexer's memory without bound
    (fuzzing grew the old lexer cache to 638 entries, kept on disk)."""
    from karlov.frontend import lexer
    from karlov.frontend.syntax import ability_builder, frame_builder

    odd = [chr(code) for code in range(0x4E00, 0x4E00 + 3 * lexer.MAX_REMEMBERED_PER_STATE)]
    text = "".join(f"Odd {c}\nCreature — Human {c}\nDraw a {c}.\n1/1\n\n" for c in odd)
    parse_file(text, "odd.card")
    regexes = len(lexer._REGEXES)
    parse_file(text.replace("Odd", "Strange"), "odd.card")
    assert len(lexer._REGEXES) == regexes  # keyed by the grammar's regexps, not the text
    assert len(lexer._PLAIN) <= 4096
    for builder in (ability_builder(), frame_builder()):
        assert len(builder.tables.matchers) <= len(builder.tables.terminals)
        assert len(builder.tables.starts) <= 128 + lexer.MAX_REMEMBERED_PER_STATE
        for scanner in builder._lexer_scanners.values():
            assert len(scanner.by_char) <= 128 + lexer.MAX_REMEMBERED_PER_STATE
