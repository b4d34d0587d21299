"""The renderer's analysis of the grammar is shipped with the parser tables (issue 24): the
data shipped is what :func:`grammar_analysis` makes of the shipped rules, and the renderer
reads it as it would have worked it out."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from karlov.frontend import renderer
from karlov.frontend.renderer import _first_items, _Origin, _Shape, grammar_analysis
from karlov.frontend.tables import RuleShape, load_tables


def _plain(value: object) -> object:
    """Lists and tuples alike (the tables module ships tuples)."""
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    if isinstance(value, Mapping):  # a dict, or a PackedMapping of the shipped tables
        return {key: _plain(item) for key, item in value.items()}
    return value


@pytest.mark.parametrize("grammar", ["ability", "card"])
def test_the_shipped_analysis_is_the_analysis_of_the_shipped_rules(grammar: str) -> None:
    tables = load_tables(grammar)
    assert _plain(tables.render) == _plain(list(grammar_analysis(tables.rules)))


def test_each_symbol_reads_the_first_items_worked_out_over_the_whole_grammar() -> None:
    """What the renderer reads per symbol, made on first use, is the fixed point over the
    whole grammar that it worked out on every start before."""
    tables = load_tables("ability")
    shapes: dict[str, list[_Shape]] = {}
    for rule in tables.rules:
        shapes.setdefault(rule.origin, []).append(_Shape(rule, tables))
    whole = {symbol: _Origin(symbol, found) for symbol, found in shapes.items()}
    _first_items(whole)
    grammar = renderer._Grammar(tables)
    for symbol, origin in whole.items():
        lazy = grammar.origin(symbol)
        assert lazy is not None
        assert (set(lazy.first), lazy.nullable) == (origin.first, origin.nullable), symbol
        assert [(i, s.rule, one) for i, s, one in lazy.inlined] == [
            (i, s.rule, one) for i, s, one in origin.inlined
        ]
        assert lazy.first_named == origin.first_named
    assert grammar.origin("NO_SUCH_SYMBOL") is None
    assert grammar.first_of("no_such_symbol") is None
    assert grammar.shapes("no_such_node") == []


def test_a_node_named_like_a_terminal_is_refused() -> None:
    """One key tells a word's terminal from a node's rule only while no name is both."""
    rules = [
        RuleShape("start", None, (("WORD", True, False),), False, False, ()),
        RuleShape("other", "WORD", (("WORD", True, False),), False, False, ()),
    ]
    with pytest.raises(ValueError, match="share a name"):
        grammar_analysis(rules)
