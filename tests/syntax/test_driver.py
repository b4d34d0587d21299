"""karlov's LALR driver builds the same tree as Lark's own parse of the same grammar.

The driver (``karlov.frontend.driver.ASTBuilder``) runs Lark's parse table and contextual lexer
from the shipped tables (``tools/gen_tables.py``); these tests hold it to Lark, analysed here
with ``strict=True``: the same lines accepted, the same rule (or alias)
for every node, the same kept tokens, ``None`` for the same absent optional parts, and spans
that cover each node's text, its dropped keywords included.
"""

from __future__ import annotations

import importlib.util
import itertools
import sys
from pathlib import Path

import pytest
from lark import Token, Tree
from lark.exceptions import UnexpectedInput

from karlov.frontend import nodes
from karlov.frontend.syntax import ability_builder, frame_builder, prepare_ability_text, split_file

ROOT = Path(__file__).resolve().parents[2]


def _load_tool(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


gen_tables = _load_tool("gen_tables")
gen_subtypes = _load_tool("gen_subtypes")
FILES = sorted((ROOT / "karlov" / "cards").rglob("*.card")) + sorted(
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
        tree = gen_tables.lark_parser("ability").parse(text, start="line")
    except UnexpectedInput:
        tree = None
    node = ability_builder().parse(text, "t.card", 1, "line")
    assert (node is None) == (tree is None)
    if tree is not None:
        _same(tree, node, text)
        assert node.span is not None  # type: ignore[union-attr]
        assert node.span.column == 1 + len(text) - len(text.lstrip())  # type: ignore[union-attr]


def test_the_shipped_tables_are_what_the_tool_generates_from_the_grammar() -> None:
    """Lark's strict analysis of the grammar, written as the tool writes it, is what ships."""
    for name, content in gen_tables.generated().items():
        path = ROOT / "karlov" / "frontend" / "parser_tables" / name
        shipped = path.read_bytes() if isinstance(content, bytes) else path.read_text("utf-8")
        assert shipped == content, f"{name} is out of date: run python tools/gen_tables.py"


def test_the_strict_check_pads_each_pair_of_terminals_and_gives_interegulars_answers() -> None:
    """The tool pads a pair of terminals only as far as the pair's own lookaheads need, where
    interegular pads every terminal to the longest lookahead of all; whether two terminals
    can match the same text (a collision Lark's ``strict`` refuses) is the same either way."""
    import interegular

    regexps = {
        "RETURN": r"(?i:return)",
        "RETURN_TO_HAND": r"(?i:return(?= [^.]*? to (?:its|their) owners?'s? hands?))",
        "YOU_MAY_ALSO": r"(?i:you may(?=[^()]* in addition to any other costs))",
        "YOU": r"(?i:you)",
        "YOU_MAY": r"(?i:you may)",
        "DIE": r"(?i:d(?:4|6|8|10|12|20)(?![\w'-]))",
        "D_NUMBER": r"d\d+",
        "NUMBER": r"\d+",
        "DIE_RESULT": r"\d+(?= \|)",
        "CAPITAL_Y": r"Y\w*",
        "BAR": r"\|",
        "IF_WORD": r"(?i:if\b)",  # interegular can't read "\b": assumed disjoint, as Lark does
    }
    lark_s = interegular.Comparator.from_regexes(regexps)
    tools = gen_tables._pair_padded(interegular.Comparator.from_regexes(regexps), regexps.get)
    pairs = list(itertools.combinations(regexps, 2))
    answers = {pair: tools.isdisjoint(*pair) for pair in pairs}
    assert answers == {pair: lark_s.isdisjoint(*pair) for pair in pairs}
    # Both answers occur, with and without lookaheads.
    assert not answers["RETURN", "RETURN_TO_HAND"] and not answers["YOU_MAY_ALSO", "YOU_MAY"]
    assert not answers["NUMBER", "DIE_RESULT"] and answers["RETURN", "YOU"]
    assert answers["DIE", "D_NUMBER"] is False and answers["NUMBER", "BAR"]
    assert not answers["YOU", "CAPITAL_Y"]  # "/you/i" matches "You" too
    assert answers["NUMBER", "IF_WORD"] and answers["BAR", "IF_WORD"]


def test_the_subtype_terminals_are_what_the_tool_writes_from_karlov_subtypes() -> None:
    """``grammar/subtypes.lark`` is generated from the lists of ``karlov/subtypes.py`` (CR
    205.3g-m), which the runtime reads too: one list of words for grammar and game."""
    shipped = (ROOT / "karlov" / "frontend" / "grammar" / "subtypes.lark").read_text("utf-8")
    assert shipped == gen_subtypes.grammar_text(), "run python tools/gen_subtypes.py"


def test_tables_from_another_grammar_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """A .lark file edited without regenerating the tables is a clear error, not a parser
    that silently follows the old grammar."""
    from karlov.frontend import tables

    monkeypatch.setattr(tables, "grammar_digest", lambda: "another grammar")
    tables.load_tables.cache_clear()
    try:
        with pytest.raises(tables.StaleTablesError, match=r"run python tools/gen_tables\.py"):
            tables.load_tables("card")
    finally:
        tables.load_tables.cache_clear()


def test_grammar_digest_is_a_checksum_of_the_grammar_files_by_name_and_content() -> None:
    """The digest the tables record is the CRC-32 and Adler-32 of the grammar files by name
    and content, in file name order: any edit of a file, a renamed file or a new one changes
    it."""
    import zlib

    from karlov.frontend import tables

    data = b"".join(
        path.name.encode() + b"\0" + path.read_bytes() + b"\0"
        for path in sorted(tables.GRAMMAR_DIR.glob("*.lark"))
    )
    assert tables.grammar_digest() == f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"
    assert tables.load_tables("ability").digest == tables.grammar_digest()


def _frame_lines() -> list[tuple[str, str]]:
    lines = []
    for path in FILES:
        for item in split_file(path.read_text(encoding="utf-8", errors="replace")):
            if not isinstance(item, list):
                continue
            lines.append(("name_line", item[0].text))
            if len(item) > 1:
                lines.append(("type_line", item[1].text))
                lines.append(("pt_line", item[-1].text))
    lines += [("type_line", "Creature — " + "Human " * 50 + "Detective")]
    return sorted(set(lines))


def _same_frame(tree: object, built: object) -> None:
    if isinstance(tree, Token):
        assert str(built) == str(tree) and built.type == tree.type  # type: ignore[attr-defined]
    elif tree is None:
        assert built is None
    else:
        assert isinstance(tree, Tree) and built.data == str(tree.data)  # type: ignore[attr-defined]
        assert len(built.children) == len(tree.children)  # type: ignore[attr-defined]
        for child_tree, child in zip(tree.children, built.children, strict=True):  # type: ignore[attr-defined]
            _same_frame(child_tree, child)


@pytest.mark.parametrize(("start", "text"), _frame_lines())
def test_the_frame_driver_accepts_what_lark_accepts_and_builds_the_same_tree(
    start: str, text: str
) -> None:
    try:
        tree = gen_tables.lark_parser("card").parse(text, start=start)
    except UnexpectedInput:
        tree = None
    built = frame_builder().parse(text, "t.card", 1, start)
    assert (built is None) == (tree is None)
    if tree is not None:
        _same_frame(tree, built)
