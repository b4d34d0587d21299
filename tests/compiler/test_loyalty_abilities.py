"""Loyalty abilities (CR 606): the loyalty symbol of an activated ability's cost as IR. Their
play is in ``tests/scenarios/planeswalkers/``."""

from __future__ import annotations

import pytest

from karlov import ir

from .lowering import abilities_of, c001_of


def _walker(*lines: str) -> str:
    return (
        "Probe {2}{U}\nLegendary Planeswalker — Jace\n"
        + "".join(line + "\n" for line in lines)
        + "Loyalty: 3\n"
    )


@pytest.mark.parametrize(
    ("symbol", "put", "remove", "remove_x"),
    [
        ("[+2]", 2, 0, False),
        ("[\u22123]", 0, 3, False),
        ("[-3]", 0, 3, False),  # a hyphen for the minus sign, as some sources write it
        ("[0]", 0, 0, False),
        ("[\u2212X]", 0, 0, True),
    ],
)
def test_a_loyalty_symbol_is_the_cost(symbol: str, put: int, remove: int, remove_x: bool) -> None:
    """CR 606.4: the cost puts on or removes the loyalty counters the symbol shows; [−X]
    removes X, chosen as the ability is activated (CR 107.3a)."""
    (ability,) = abilities_of(_walker(f"{symbol}: Draw a card."))
    assert isinstance(ability, ir.ActivatedAbility)
    loyalty = ability.cost.loyalty
    assert loyalty is not None
    assert (loyalty.put, loyalty.remove, loyalty.remove_x) == (put, remove, remove_x)
    assert ability.cost.mana is None and not ability.cost.tap
    assert isinstance(ability.effect, ir.Action) and ability.effect.verb is ir.Verb.DRAW


def test_an_ability_without_a_loyalty_symbol_has_none() -> None:
    (ability,) = abilities_of(_walker("{1}: Draw a card."))
    assert isinstance(ability, ir.ActivatedAbility) and ability.cost.loyalty is None


def test_x_in_the_effect_of_a_minus_x_ability_is_the_chosen_x() -> None:
    """CR 107.3a: while the ability is on the stack, X in its text is the announced value."""
    (ability,) = abilities_of(_walker("[\u2212X]: Probe deals X damage to target creature."))
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.cost.loyalty == ir.LoyaltyCost(remove_x=True, span=ability.cost.loyalty.span)  # type: ignore[union-attr]
    assert isinstance(ability.effect, ir.Action)
    assert isinstance(ability.effect.amount, ir.XValue)
    assert len(ability.targets) == 1


@pytest.mark.parametrize(
    ("line", "message"),
    [
        # The rules give [−X] only (CR 107.3a); an unsigned number is no loyalty symbol.
        ("[+X]: You gain X life.", "the loyalty cost '[+X]'"),
        ("[3]: You gain 1 life.", "the loyalty cost '[3]'"),
        ("[+1], {T}: You gain 1 life.", "a loyalty symbol with another cost: '[+1], {T}'"),
        # A loyalty ability is no mana ability (CR 605.1a): "Add {R}" is an effect on the
        # stack (test_mana_37e); "for each" on a choice of mana is what stays C001.
        ("[+1]: Add {B} or {R} for each creature you control.", "'for each' on a choice of mana"),
        # an emblem plays its triggered and continuous-effect abilities only (CR 114.4)
        (
            '[\u22121]: You get an emblem with "You have no maximum hand size."',
            "this kind of ability of an emblem (CR 114.4)",
        ),
    ],
)
def test_what_the_runtime_cannot_honour_is_c001_quoting_the_card(line: str, message: str) -> None:
    assert c001_of(_walker(line)) == [f"the rules runtime cannot execute this yet: {message}"]


def test_loyalty_counters_put_by_an_effect_are_lowered() -> None:
    """CR 122.1e, 306.5c: a planeswalker's loyalty is the number of loyalty counters on it, so
    an effect that puts one is read (the runtime's loyalty is those counters)."""
    (ability,) = abilities_of(_walker("[+1]: Put a loyalty counter on target planeswalker."))
    assert isinstance(ability, ir.ActivatedAbility)
    assert isinstance(ability.effect, ir.Action) and ability.effect.counter == "loyalty"
