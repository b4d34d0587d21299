# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Replacements of objects going to a graveyard by exile (CR 614.1a, 614.6): "If another
creature would die, exile it instead." (Void Maw), "If a permanent would be put into a
graveyard, ..." (Samurai of the Pale Curtain), "If a card would be put into an opponent's
graveyard from anywhere, ..." (Leyline of the Void). The scenarios in
tests/scenarios/graveyard51 play them; any other destination or wording stays refused."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import card_errors, compiled_abilities, refusals

READ = [
    ("If another creature would die, exile it instead.", "described_dies", ir.Whose.ANY, True),
    ("If a nontoken creature you control would die, exile it instead.", "described_dies", ir.Whose.ANY, False),
    ("If a permanent would be put into a graveyard, exile it instead.", "described_dies", ir.Whose.ANY, False),
    ("If a card would be put into an opponent's graveyard from anywhere, exile it instead.", "card_put_into_graveyard", ir.Whose.OPPONENT, False),
    ("If a card would be put into your graveyard from anywhere, exile it instead.", "card_put_into_graveyard", ir.Whose.YOU, False),
    ("If a card would be put into a graveyard from anywhere, exile it instead.", "card_put_into_graveyard", ir.Whose.ANY, False),
]  # fmt: skip


@pytest.mark.parametrize(("line", "event", "whose", "other"), READ)
def test_the_replacement_is_read(line: str, event: str, whose: ir.Whose, other: bool) -> None:
    assert card_errors(line, "Enchantment") == []
    assert refusals(line, "Enchantment") == []
    (ability,) = compiled_abilities(line, "Enchantment")
    assert isinstance(ability, ir.ReplacementAbility)
    assert (ability.event, ability.whose, ability.instead) == (event, whose, "exile")
    if event == "described_dies":
        assert ability.recipients is not None and ability.recipients.other is other
    else:
        assert ability.recipients is None


@pytest.mark.parametrize(
    "line",
    [
        # another destination than exile
        "If another creature would die, return it to its owner's hand instead.",
        # a card, not a permanent, without "from anywhere"
        "If a card would be put into a graveyard, exile it instead.",
    ],
)
def test_other_forms_stay_refused(line: str) -> None:
    assert card_errors(line, "Enchantment") == []
    assert refusals(line, "Enchantment") == [("C001", 1)]
