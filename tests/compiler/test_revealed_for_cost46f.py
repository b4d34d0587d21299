""" "the revealed card's power / mana value / toughness" of the one card a spell's additional
cost revealed from your hand (session 46, amounts46f; tests/scenarios/revealed46f plays them):
"As an additional cost to cast this spell, reveal a creature card from your hand."
(CR 601.2h, 701.20a), read as the spell resolves, as the card is in that hand or last existed
there (CR 608.2h). A cost that may not reveal one card, or a card an instruction revealed too,
stays refused; the near wordings are errors at their word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .lowering import abilities_of, c001_of

_COST = "As an additional cost to cast this spell, {cost}."


def _spell(line: str, cost: str = "reveal a creature card from your hand") -> str:
    return f"Test Card {{2}}{{G}}\nSorcery\n{_COST.format(cost=cost)}\n{line}\n"


def _values(value: object) -> list[ir.ValueOf]:
    if isinstance(value, ir.ValueOf):
        return [value]
    if isinstance(value, tuple):
        return [v for item in value for v in _values(item)]
    if isinstance(value, ir.IRNode):
        return [v for child in ir.children(value) for v in _values(child)]
    return []


@pytest.mark.parametrize(
    ("line", "characteristic"),
    [
        ("You gain life equal to the revealed card's mana value.", "mana_value"),
        (
            "Test Card deals damage to target creature or planeswalker equal to the revealed"
            " card's power.",
            "power",
        ),
        (
            "Target creature gets -X/-X until end of turn, where X is the revealed card's mana"
            " value.",
            "mana_value",
        ),
        ("You gain life equal to the revealed card's toughness.", "toughness"),
        (
            "Exile target creature if its power is less than or equal to the revealed card's"
            " power.",
            "power",
        ),
    ],
)
def test_the_card_revealed_for_the_cost(line: str, characteristic: str) -> None:
    found = [
        value
        for ability in abilities_of(_spell(line))
        for value in _values(ability)
        if isinstance(value.of, ir.RevealedForCost)
    ]
    assert [value.characteristic for value in found] == [characteristic]


@pytest.mark.parametrize(
    ("cost", "line", "message"),
    [
        # the cost may be paid with mana instead: no card is certain to be revealed
        (
            "reveal a creature card from your hand or pay {2}",
            "You gain life equal to the revealed card's mana value.",
            "the amount 'the revealed card's mana value'",
        ),
        # several cards revealed: which one is not said
        (
            "reveal two creature cards from your hand",
            "You gain life equal to the revealed card's mana value.",
            "the amount 'the revealed card's mana value'",
        ),
        # no card revealed by the cost
        (
            "discard a creature card",
            "You gain life equal to the revealed card's mana value.",
            "the amount 'the revealed card's mana value'",
        ),
        # a card an instruction revealed too
        (
            "reveal a creature card from your hand",
            "Reveal the top card of your library. You gain life equal to the revealed card's"
            " mana value.",
            "'the revealed card' of a cost and of an instruction",
        ),
    ],
)
def test_refused_without_one_card_revealed_for_the_cost(cost: str, line: str, message: str) -> None:
    assert c001_of(_spell(line, cost)) == [f"the rules runtime cannot execute this yet: {message}"]


def test_a_triggered_ability_does_not_read_the_spells_cost() -> None:
    """The card revealed as the spell was cast is no part of an ability that triggers later
    (CR 601.2h: the cost of the spell)."""
    text = (
        "Test Card {2}{G}\nCreature — Bear\n"
        + _COST.format(cost="reveal a creature card from your hand")
        + "\nWhen this creature enters, you gain life equal to the revealed card's mana"
        " value.\n2/2\n"
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: the amount 'the revealed card's mana value'"
    ]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("You gain life equal to the revealed cards' mana value.", "revealed"),
        ("You gain life equal to the reveal card's mana value.", "reveal card"),
        ("You gain life equal to revealed card's mana value.", "revealed"),
    ],
)
def test_near_wordings_fail_at_their_word(line: str, word: str) -> None:
    found = karlov.check(_spell(line), require_playable=False)
    errors = [(d.code, d.span.line, d.span.column) for d in found if d.is_error]
    assert errors == [("E001", 4, line.index(word) + 1)]
