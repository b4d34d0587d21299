""" "the milled card's mana value / power / toughness" (session 46, amounts46f;
tests/scenarios/milled46f plays it): the one card the one instruction before it milled, of
one player (CR 701.17a, 608.2c), read as it is in the graveyard or last existed there
(CR 608.2h). A mill of what may be several cards, or no one mill before it, stays refused;
the near wordings are errors at their word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .lowering import abilities_of, c001_of


def _spell(line: str) -> str:
    return f"Test Card {{3}}{{U}}\nSorcery\n{line}\n"


def _values(value: object) -> list[ir.ValueOf]:
    if isinstance(value, ir.ValueOf):
        return [value]
    if isinstance(value, tuple):
        return [v for item in value for v in _values(item)]
    if isinstance(value, ir.IRNode):
        return [v for child in ir.children(value) for v in _values(child)]
    return []


def _mills(value: object) -> list[ir.Action]:
    if isinstance(value, ir.Action) and value.verb is ir.Verb.MILL:
        return [value]
    if isinstance(value, tuple):
        return [a for item in value for a in _mills(item)]
    if isinstance(value, ir.IRNode):
        return [a for child in ir.children(value) for a in _mills(child)]
    return []


@pytest.mark.parametrize(
    ("line", "characteristic"),
    [
        ("Mill a card, then draw cards equal to the milled card's mana value.", "mana_value"),
        (
            "Target player mills a card, then you gain life equal to the milled card's power.",
            "power",
        ),
    ],
)
def test_the_card_the_mill_before_it_milled(line: str, characteristic: str) -> None:
    (ability,) = abilities_of(_spell(line))
    (mill,) = _mills(ability)
    (value,) = _values(ability)
    assert isinstance(value.of, ir.Mentioned)
    assert value.of.key == mill.remember
    assert value.characteristic == characteristic


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            "Mill two cards, then draw cards equal to the milled card's mana value.",
            "'the milled card's mana value' after a mill of what may be several cards",
        ),
        (
            "Each player mills a card, then you draw cards equal to the milled card's mana value.",
            "'the milled card's mana value' after a mill of what may be several cards",
        ),
        (
            "Draw cards equal to the milled card's mana value.",
            "the amount 'the milled card's mana value' with no one mill before it",
        ),
    ],
)
def test_still_refused(line: str, message: str) -> None:
    assert c001_of(_spell(line)) == [f"the rules runtime cannot execute this yet: {message}"]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("Mill a card, then draw cards equal to the milled cards' mana value.", "milled cards"),
        ("Mill a card, then draw cards equal to the mill card's mana value.", "mill card"),
    ],
)
def test_near_wordings_fail_at_their_word(line: str, word: str) -> None:
    found = karlov.check(_spell(line), require_playable=False)
    assert [(d.code, d.span.column) for d in found if d.is_error] == [
        ("E001", line.index(word) + 1)
    ]
