"""E023 on counters: "Put a +1/+1 counters on target creature." checked clean (the counter's
noun was taken for a subtype, whose number karlov cannot always tell); a counter is "counter"
after "a" and "counters" after a number above one (CR 122.1, 107.1). No pool card changes."""

from __future__ import annotations

import pytest

import karlov

from .families import card_text, line_errors

WRONG = [
    # (line, column of the noun, the fix)
    ("Put a +1/+1 counters on target creature.", 13, "counter"),
    ("Put a -1/-1 counters on each creature.", 13, "counter"),
    ("Put two +1/+1 counter on target creature.", 15, "counters"),
    ("Put three charge counter on target artifact.", 18, "counters"),
]
RIGHT = [
    "Put a +1/+1 counter on target creature.",
    "Put two +1/+1 counters on target creature.",
    "Put X +1/+1 counters on target creature.",
    "Put three charge counters on target artifact.",
]


@pytest.mark.parametrize(("line", "column", "fix"), WRONG)
def test_a_counter_out_of_number_is_an_error(line: str, column: int, fix: str) -> None:
    assert ("E023", column) in line_errors(line, "Sorcery"), line
    (found,) = [
        d
        for d in karlov.check(card_text(line, "Sorcery"), require_playable=False)
        if d.code == "E023"
    ]
    assert found.fix == fix
    start, end = found.span.column - 1, found.span.end_column - 1
    assert not line_errors(line[:start] + fix + line[end:], "Sorcery")


@pytest.mark.parametrize("line", RIGHT)
def test_a_counter_in_number_is_no_error(line: str) -> None:
    assert not [e for e in line_errors(line, "Sorcery") if e[0] == "E023"], line
