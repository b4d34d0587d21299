"""'Unless [a player] discards [a zone]' (CR 118.12a, 701.9a): only a hand's cards can be
discarded. The grammar's zone is any zone, so the compiler names the zone it refuses, whatever
words the zone is written with ("the battlefield" has no words of its own in the tree, which
once made the compiler fail with an internal error instead of a refusal)."""

from __future__ import annotations

import pytest

import karlov
from tests.syntax.families import card_text, word_column

CASES = [
    (
        "Destroy target creature unless you discard the battlefield.",
        "the battlefield",
        "'the battlefield': discarding from a zone other than a hand (CR 701.9a)",
    ),
    (
        "Destroy target creature unless you discard your graveyard.",
        "your graveyard",
        "'your graveyard': discarding from a zone other than a hand (CR 701.9a)",
    ),
    (
        "Destroy target creature unless you discard your hand.",
        "you discard",
        "discarding a hand to stop an instruction (CR 118.12a, 701.9a)",
    ),
]


@pytest.mark.parametrize(("line", "at", "reason"), CASES)
def test_the_zone_discarded_is_refused_at_its_span(line: str, at: str, reason: str) -> None:
    found = karlov.check(card_text(line, "Sorcery"))
    assert [(d.code, d.span.line, d.span.column, d.message) for d in found] == [
        (
            "C001",
            3,
            word_column(line, at),
            f"the rules runtime cannot execute this yet: {reason}",
        )
    ]
