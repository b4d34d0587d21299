"""The situations the differential at breadth derives from a card's IR (issue 22)."""

from __future__ import annotations

import pytest

import karlov.ir as ir
from karlov import compile_card, parse

from .situations import Unpayable, lands_for, opponents_for, situations


def _card(text: str) -> ir.Card:
    (card,) = parse(text, "probe.card")
    compiled = compile_card(card)
    assert compiled.ir is not None, [d.message for d in compiled.diagnostics]
    return compiled.ir


def _kinds(text: str) -> list[str]:
    return [s.kind for s in situations(_card(text))[0]]


@pytest.mark.parametrize(
    ("cost", "lands"),
    [
        ("{2}{R}{R}", ["Mountain"] * 4),
        ("{1}{W}{U}", ["Plains", "Island", "Plains"]),
        ("{3}", ["Mountain"] * 3),
        ("{R/W}{G}", ["Mountain", "Forest"]),  # either half pays a hybrid symbol (CR 107.4e)
        ("{2/B}", ["Swamp"]),
        (None, []),
    ],
)
def test_lands_pay_the_cost_exactly(cost: str | None, lands: list[str]) -> None:
    assert lands_for(cost) == lands


@pytest.mark.parametrize("cost", ["{X}{R}", "{C}", "{B/P}", "{S}"])
def test_a_cost_basic_lands_cannot_pay_is_refused(cost: str) -> None:
    with pytest.raises(Unpayable):
        lands_for(cost)


def test_a_creature_with_a_dies_trigger_dies() -> None:
    kinds = _kinds("Probe {1}{B}\nCreature — Zombie\nWhen this creature dies, you gain 2 life.\n"
                   "2/2\n")  # fmt: skip
    assert kinds == ["cast", "dies"]


def test_an_attack_trigger_gives_its_negative_too() -> None:
    kinds = _kinds("Probe {1}{R}\nCreature — Goblin\nWhenever this creature attacks, it gets "
                   "+1/+0 until end of turn.\n2/2\n")  # fmt: skip
    assert kinds == ["cast", "attacks", "another attacks"]


def test_your_end_step_gives_an_opponents_end_step_as_its_negative() -> None:
    kinds = _kinds("Probe {2}\nArtifact\nAt the beginning of your end step, you gain 1 life.\n")
    assert kinds == ["cast", "end step", "opponent's end step"]


def test_each_end_step_has_no_negative() -> None:
    kinds = _kinds("Probe {2}\nArtifact\nAt the beginning of each end step, you gain 1 life.\n")
    assert kinds == ["cast", "end step"]


def test_an_activated_ability_paid_from_the_board_and_one_that_is_not() -> None:
    card = _card("Probe {2}\nArtifact\n{1}, {T}: You gain 1 life.\n"
                 "Discard a card: You gain 2 life.\n")  # fmt: skip
    found, left_out = situations(card)
    assert [(s.kind, s.lands) for s in found] == [("cast", ("Mountain", "Mountain")),
                                                  ("activate", ("Mountain",))]  # fmt: skip
    assert found[1].activated.text == "{1}, {T}: You gain 1 life."
    assert left_out == ["activate 2: its cost is not paid from the board"]


def test_a_land_is_not_cast() -> None:
    found, left_out = situations(_card("Probe\nLand\n{T}: Add {G}.\n"))
    assert found == [] and left_out == ["cast: a land is played, not cast"]


def test_each_opponent_is_a_game_of_three() -> None:
    assert opponents_for(_card("Probe {B}\nSorcery\nEach opponent loses 1 life.\n")) == 2
    assert opponents_for(_card("Probe {B}\nSorcery\nTarget opponent loses 1 life.\n")) == 1


def test_an_ability_with_an_activation_condition_is_activated_too() -> None:
    """ "Activate only if ..." (CR 602.5b): activated all the same; whether the condition holds
    on the board is what the two engines must agree on."""
    card = _card("Probe {2}\nArtifact\n{1}: You gain 1 life. Activate only during your turn.\n")
    (ability,) = [a for a in card.abilities if isinstance(a, ir.ActivatedAbility)]
    assert ability.condition is not None
    found, _ = situations(card)
    assert [(s.kind, s.ability) for s in found if s.kind == "activate"] == [("activate", 0)]
