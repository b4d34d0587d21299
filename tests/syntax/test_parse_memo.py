"""A line parsed a second time is built from the driver's remembered run of the table
(``ASTBuilder._memo``, issue 24): it must be exactly the AST a first parse of that line makes
at the new file and line -- the same nodes, every span at the new place, the same nodes made in
the same order -- and a line that does not parse must fail the same way again.

Each line is parsed by a builder that has just parsed it elsewhere and by a new builder that
has never seen it; the two results are compared field by field, spans included (the nodes'
equality ignores spans)."""

from __future__ import annotations

from pathlib import Path

import pytest

from karlov.frontend import nodes
from karlov.frontend.driver import ASTBuilder, FrameTree
from karlov.frontend.syntax import prepare_ability_text, split_file
from karlov.frontend.tables import load_tables

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "karlov" / "cards").rglob("*.card")) + sorted(
    (ROOT / "tests" / "golden").glob("*.card")
)


def _card_lines() -> tuple[list[str], list[tuple[str, str]]]:
    """The prepared ability lines and the (name or type) frame lines of the bundled and
    golden cards."""
    abilities: list[str] = []
    frames: list[tuple[str, str]] = []
    for path in FILES:
        for item in split_file(path.read_text(encoding="utf-8", errors="replace")):
            if not isinstance(item, list) or len(item) < 3:
                continue
            frames += [(item[0].text, "name_line"), (item[1].text, "type_line")]
            name = item[0].text.split("{")[0].strip()
            for source in item[2:]:
                text, _ = prepare_ability_text(source.text, [name], lambda a, b: None)
                abilities.append(text)
    return abilities, frames


ABILITY_LINES, FRAME_LINES = _card_lines()


def _exactly(first: object, second: object) -> None:
    """The same tree, spans and letter case included."""
    assert type(first) is type(second)
    if isinstance(first, nodes.Node):
        assert first.span == second.span  # type: ignore[union-attr]
        assert len(first.items) == len(second.items)  # type: ignore[union-attr]
        for a, b in zip(first.items, second.items, strict=True):  # type: ignore[union-attr]
            _exactly(a, b)
    elif isinstance(first, nodes.Lexeme):
        assert (first.kind, first.text, first.span) == (
            second.kind,  # type: ignore[union-attr]
            second.text,  # type: ignore[union-attr]
            second.span,  # type: ignore[union-attr]
        )
    elif isinstance(first, FrameTree):
        assert first.data == second.data  # type: ignore[union-attr]
        assert len(first.children) == len(second.children)  # type: ignore[union-attr]
        for a, b in zip(first.children, second.children, strict=True):  # type: ignore[union-attr]
            _exactly(a, b)
    elif isinstance(first, list):  # a frame rule's spliced children
        assert len(first) == len(second)  # type: ignore[arg-type]
        for a, b in zip(first, second, strict=True):  # type: ignore[call-overload]
            _exactly(a, b)
    else:
        assert first == second
        assert getattr(first, "type", None) == getattr(second, "type", None)


def test_there_are_lines_that_parse_and_lines_that_do_not() -> None:
    builder = ASTBuilder(load_tables("ability"))
    results = [builder.parse(text, "x.card", 1, "line") for text in ABILITY_LINES]
    assert len(results) > 100
    assert any(result is not None for result in results)
    assert any(
        result is None for result in [*results, builder.parse("Flying flies", "x", 1, "line")]
    )


@pytest.mark.parametrize("text", [*sorted(set(ABILITY_LINES)), "Flying flies.", "Draw a"])
def test_an_ability_line_parsed_again_is_the_ast_a_first_parse_makes_there(text: str) -> None:
    tables = load_tables("ability")
    seen = ASTBuilder(tables)
    seen.parse_with_nodes(text, "before.card", 3, "line")
    again = seen.parse_with_nodes(text, "after.card", 17, "line")
    fresh = ASTBuilder(tables).parse_with_nodes(text, "after.card", 17, "line")
    assert (text, "line", -1, False) in seen._memo  # the second parse was a replay
    _exactly(again[0], fresh[0])
    assert again[1] == fresh[1]  # the same failure, if any
    assert len(again[2]) == len(fresh[2])
    for a, b in zip(again[2], fresh[2], strict=True):
        _exactly(a, b)
    if again[1] is None:
        assert again[0].span.file == "after.card" and again[0].span.line == 17  # type: ignore[union-attr]


@pytest.mark.parametrize("text", ["Flying flies.", "Draw a", "When ~ enters, draw a card."])
def test_a_suggestion_tried_again_stops_at_the_same_column(text: str) -> None:
    tables = load_tables("ability")
    seen = ASTBuilder(tables)
    first = seen.stops_at(text, "line")
    assert seen.stops_at(text, "line") == first == ASTBuilder(tables).stops_at(text, "line")
    column = len(text) - 1
    assert seen.expected_at(text, "line", column) == seen.expected_at(text, "line", column)
    assert seen.expected_at(text, "line", column) == ASTBuilder(tables).expected_at(
        text, "line", column
    )


@pytest.mark.parametrize("line", sorted(set(FRAME_LINES)))
def test_a_frame_line_parsed_again_is_the_tree_a_first_parse_makes(line: tuple[str, str]) -> None:
    text, start = line
    tables = load_tables("card")
    seen = ASTBuilder(tables, trees=True)
    seen.parse_or_fail(text, "before.card", 1, start)
    again = seen.parse_or_fail(text, "after.card", 2, start)
    fresh = ASTBuilder(tables, trees=True).parse_or_fail(text, "after.card", 2, start)
    _exactly(again[0], fresh[0])
    assert again[1] == fresh[1]


def test_a_traced_parse_scans_the_line_again() -> None:
    """The scanner's differential test reads the tokens from a trace: a remembered line must
    not skip the scanning it traces."""
    builder = ASTBuilder(load_tables("ability"))
    text = ABILITY_LINES[0]
    builder.parse(text, "x.card", 1, "line")
    builder.trace = trace = []
    try:
        builder.parse(text, "x.card", 1, "line")
    finally:
        builder.trace = None
    assert trace
