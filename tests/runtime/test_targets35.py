"""Issue 21, session 35: numbers of targets (CR 601.2c, 115.1d, 107.3) — the IR of "X target
creatures" and "any number of target creatures", the readings that stay refused (C001), and
the runtime's count of targets after X is announced. The games are in
tests/scenarios/targets35/."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.runtime import IllegalAction
from karlov.runtime.abilities import TargetSpec
from karlov.runtime.objects import BATTLEFIELD, HAND
from karlov.scenario import definitions_from_text

from .helpers import new_game

NOT_YET = "the rules runtime cannot execute this yet: "


def _compiled(text: str) -> Any:
    (card,) = karlov.parse(text)
    return compile_card(card)


def _c001(text: str) -> list[str]:
    return [d.message for d in _compiled(text).diagnostics if d.code == "C001"]


def _targets(text: str) -> tuple[ir.TargetSpec, ...]:
    compiled = _compiled(text)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    (ability,) = [a for a in compiled.ir.abilities if not isinstance(a, ir.KeywordAbility)]
    return ability.targets


WORD_OF_BINDING = "Word of Binding {X}{B}{B}\nSorcery\nTap X target creatures.\n"


def test_x_target_creatures_is_one_per_x() -> None:
    (spec,) = _targets(WORD_OF_BINDING)
    assert (spec.minimum, spec.maximum, spec.times_x) == (1, 1, True)


def test_up_to_x_targets_of_an_activated_ability_with_x_in_its_cost() -> None:
    text = "Tester {2}\nArtifact\n{X}, {T}: Untap up to X target lands.\n"
    (spec,) = _targets(text)
    assert (spec.minimum, spec.maximum, spec.times_x) == (0, 1, True)


def test_x_targets_without_an_announced_x_stay_refused() -> None:
    # a triggered ability announces no X (CR 603.3): its X would be another number
    text = (
        "Tester {2}{U}\nCreature — Wizard\n"
        "When this creature enters, tap X target creatures.\n2/2\n"
    )
    assert NOT_YET + "a number X of targets" in _c001(text)


def test_any_number_of_target_creatures_has_no_maximum() -> None:
    text = (
        "Tester {W}\nInstant\n"
        "Return any number of target creatures you control to their owner's hand.\n"
    )
    (spec,) = _targets(text)
    assert (spec.minimum, spec.maximum, spec.times_x) == (0, None, False)


@given(st.integers(0, 6), st.integers(0, 3), st.integers(1, 3))
def test_bounds_per_x_are_multiplied_by_the_announced_x(x: int, low: int, extra: int) -> None:
    class Announced:
        def __init__(self, value: int) -> None:
            self.x = value

    spec = TargetSpec("target creatures", min=low, max=low + extra, per_x=True)
    assert spec.bounds(Announced(x)) == (low * x, (low + extra) * x)
    fixed = TargetSpec("target creatures", min=low, max=low + extra)
    assert fixed.bounds(Announced(x)) == (low, low + extra)


@pytest.mark.parametrize("x, given_count", [(2, 1), (2, 3), (0, 1), (1, 0)])
def test_casting_with_a_wrong_number_of_targets_for_x_is_refused(x: int, given_count: int) -> None:
    cards = definitions_from_text(WORD_OF_BINDING + "\nBear {1}{G}\nCreature — Bear\n2/2\n")
    game, alice, bob = new_game()
    swamp = definitions_from_text("Swamp\nBasic Land — Swamp\n({T}: Add {B}.)\n")["Swamp"]
    for _ in range(x + 2):
        game.add_card(swamp, alice, BATTLEFIELD)
    bears = [game.add_card(cards["Bear"], bob, BATTLEFIELD) for _ in range(3)]
    spell = game.add_card(cards["Word of Binding"], alice, HAND)
    game.start(active="Alice")
    with pytest.raises(IllegalAction, match=rf"needs exactly {x} target\(s\) \(X = {x}"):
        game.cast(alice, spell, targets=[bears[:given_count]], x=x)
    assert spell.zone == HAND


# ---- energy counters (CR 107.14, 122.1) ----------------------------------------------------


def _abilities(text: str) -> list[Any]:
    compiled = _compiled(text)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    return [a for a in compiled.ir.abilities if not isinstance(a, ir.KeywordAbility)]


def test_you_get_energy_is_energy_counters_for_you() -> None:
    (spell,) = _abilities(
        "Tester {3}{U}\nInstant\nDraw two cards. You get {E}{E} (two energy counters).\n"
    )
    got = spell.effect.steps[-1]
    assert got.verb is ir.Verb.GET_ENERGY
    assert got.players.who == "you" and got.amount == ir.Fixed(2, span=got.amount.span)


def test_pay_energy_in_a_cost_and_in_an_effect() -> None:
    cub, chaser = _abilities(
        "Tester {1}{G}\nCreature — Cat\nPay {E}{E}: Put a +1/+1 counter on this creature.\n"
        "Whenever this creature attacks, you may pay {E}. If you do, draw a card.\n2/2\n"
    )
    assert cub.cost.energy == 2 and cub.cost.mana is None
    payment = chaser.effect.steps[0].effect
    assert isinstance(payment, ir.PayEnergy) and payment.amount == 1


def test_unless_you_pay_energy_is_energy_not_mana() -> None:
    (trigger,) = _abilities(
        "Tester {2}{R}\nCreature — Beast\nAt the beginning of your end step, sacrifice this "
        "creature unless you pay {E}{E}.\n4/2\n"
    )
    assert trigger.effect.cost.energy == 2 and trigger.effect.cost.mana is None


def test_energy_mixed_with_mana_in_an_unless_cost_is_refused() -> None:
    text = (
        "Tester {2}{R}\nCreature — Beast\nAt the beginning of your end step, sacrifice this "
        "creature unless you pay {1}{E}.\n4/2\n"
    )
    assert NOT_YET + "the energy symbol {E} (CR 107.14) in a mana cost" in _c001(text)


@given(st.lists(st.tuples(st.booleans(), st.integers(0, 5)), max_size=12))
def test_energy_is_paid_only_when_the_player_has_enough(steps: list[tuple[bool, int]]) -> None:
    game, alice, _bob = new_game()
    held = 0
    for getting, amount in steps:
        if getting:
            game.get_energy(alice, amount)
            held += amount
        else:
            paid = game.pay_energy(alice, amount)
            assert paid == (amount <= held)
            held -= amount if paid else 0
        assert alice.energy == held >= 0
