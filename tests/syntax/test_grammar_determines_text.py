"""The AST determines its text: no two expansions of a grammar rule differ only in words the
parser drops.

A keyword the parser drops ("this turn", "unless they're mana abilities", "it's" or
"they're") leaves no trace in the tree. If two alternatives of one rule differ only in such
words, their texts parse to the same node: the compiler cannot tell "play that card this turn
without paying its mana cost" from "play that card without paying its mana cost", and ``fmt``
writes one of them for both. Either kind of word is then kept as a node or token of its own,
or the alternatives get different node names. Checked on the shipped tables, for every rule.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from karlov.frontend.tables import RuleShape, load_tables


def _dropped_words(tables: object, rule: RuleShape) -> tuple[str | None, ...]:
    return tuple(
        tables.literal(symbol)  # type: ignore[attr-defined]
        for symbol, is_terminal, dropped in rule.expansion
        if is_terminal and dropped and not rule.keep_all_tokens
    )


@pytest.mark.parametrize("grammar", ["ability", "card"])
def test_no_two_alternatives_differ_only_in_dropped_words(grammar: str) -> None:
    tables = load_tables(grammar)
    by_shape: dict[tuple, set[tuple[str | None, ...]]] = defaultdict(set)
    for rule in tables.rules:
        kept = tuple(
            symbol
            for symbol, is_terminal, dropped in rule.expansion
            if not (is_terminal and dropped and not rule.keep_all_tokens)
        )
        by_shape[(rule.alias or rule.origin, kept, rule.empty_indices)].add(
            _dropped_words(tables, rule)
        )
    ambiguous = {
        shape[0]: sorted(" ".join(word or "?" for word in words) for words in variants)
        for shape, variants in by_shape.items()
        if len(variants) > 1
    }
    assert ambiguous == {}
