"""karlov's LALR driver builds the same tree as Lark's own parse of the same grammar.

The driver (``karlov.frontend.syntax._ASTBuilder``) runs Lark's parse table and contextual lexer
from plain tables; these tests hold it to Lark: the same lines accepted, the same rule (or alias)
for every node, the same kept tokens, ``None`` for the same absent optional parts, and spans
that cover each node's text, its dropped keywords included.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lark import Token, Tree
from lark.exceptions import UnexpectedInput

from karlov.frontend import nodes
from karlov.frontend.syntax import (
    _ability_builder,
    ability_parser,
    prepare_ability_text,
    split_file,
)

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "cards").rglob("*.card")) + sorted(
    (ROOT / "tests" / "golden").glob("*.card")
)


def _lines() -> list[str]:
    lines = []
    for path in FILES:
        for item in split_file(path.read_text(encoding="utf-8", errors="replace")):
            if not isinstance(item, list) or len(item) < 3:
                continue
            name = item[0].text.split("{")[0].strip()
            for source in item[2:]:
                text, _ = prepare_ability_text(source.text, [name], lambda a, b: None)
                lines.append(text)
    return lines


def _corpus_lines() -> list[str]:
    """Every ability line of the core-set corpus (parsed or not: the driver must reject what
    Lark rejects too)."""
    import json

    from karlov.importers import card_text, read_mtgjson

    lines = []
    for path in sorted((ROOT / "tests" / "data" / "corpus").glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        for _, card, _ in read_mtgjson(document):
            if card is None:
                continue
            item = next(x for x in split_file(card_text(card)) if isinstance(x, list))
            for source in item[2:]:
                text, _ = prepare_ability_text(source.text, [card.name], lambda a, b: None)
                lines.append(text)
    return sorted(set(lines))


LINES = _lines() + _corpus_lines()


def _same(tree: object, node: object, text: str) -> None:
    if isinstance(tree, Token):
        assert isinstance(node, nodes.Lexeme)
        assert node.kind == tree.type
        assert node.span is not None
        assert text[node.span.column - 1 : node.span.end_column - 1] == str(tree)
    elif tree is None:
        assert node is None
    else:
        assert isinstance(tree, Tree) and isinstance(node, nodes.Node)
        assert node.rule == str(tree.data).rsplit("__", 1)[-1]
        assert len(node.items) == len(tree.children)
        for child_tree, child in zip(tree.children, node.items, strict=True):
            _same(child_tree, child, text)


def test_there_are_lines_to_compare() -> None:
    assert len(LINES) > 200


@pytest.mark.parametrize("text", LINES)
def test_the_driver_accepts_what_lark_accepts_and_builds_the_same_tree(text: str) -> None:
    try:
        tree = ability_parser().parse(text, start="line")
    except UnexpectedInput:
        tree = None
    node = _ability_builder().parse(text, "t.card", 1, "line")
    assert (node is None) == (tree is None)
    if tree is not None:
        _same(tree, node, text)
        assert node.span is not None  # type: ignore[union-attr]
        assert node.span.column == 1 + len(text) - len(text.lstrip())  # type: ignore[union-attr]
