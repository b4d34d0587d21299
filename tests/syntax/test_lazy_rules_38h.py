"""The parser tables' rules are made when first looked up (``karlov.frontend.tables.LazyRules``,
issue 24): each looked-up rule is the :class:`RuleShape` of its shipped row, whatever the order
of the look-ups, and the sequence reads as the list of all of them did."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from karlov.frontend.parser_tables import ability
from karlov.frontend.tables import LazyRules, PackedRows, RuleShape, load_tables

RAW = PackedRows(*ability.TABLES["rules"])


def _eager() -> list[RuleShape]:
    return [RuleShape(*row) for row in RAW]


def test_the_shipped_rules_read_as_the_list_of_all_of_them() -> None:
    rules = load_tables("ability").rules
    assert isinstance(rules, LazyRules)
    eager = _eager()
    assert len(rules) == len(eager) == len(RAW)
    assert list(rules) == eager
    assert rules[-1] == eager[-1]
    assert rules.index(eager[3]) == 3  # Sequence's own methods read through __getitem__


@settings(max_examples=50, deadline=None)
@given(st.lists(st.integers(min_value=0), min_size=1, max_size=30))
def test_a_rule_looked_up_in_any_order_is_its_row(picks: list[int]) -> None:
    raw = RAW
    rules = LazyRules(raw)
    for pick in picks:
        index = pick % len(raw)
        first = rules[index]
        assert first == RuleShape(*raw[index])
        assert rules[index] is first  # made once


def test_out_of_range_is_an_index_error() -> None:
    rules = LazyRules(RAW)
    with pytest.raises(IndexError):
        rules[len(rules)]
    assert [rule.origin for rule in LazyRules([])] == []
