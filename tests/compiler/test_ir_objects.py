"""Object families lowered to the IR for issue 9 (:mod:`karlov.compiler.objects`): counts,
filter words, player and zone phrases. Their behaviour is played in
tests/scenarios/corpus_objects."""

from __future__ import annotations

import karlov
from karlov import ir
from karlov.compiler import compile_card


def _compiled(text: str) -> tuple[ir.Ability, ...]:
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert compiled.ok, [d.render() for d in compiled.diagnostics]
    assert compiled.ir is not None
    return compiled.ir.abilities


def _refusals(text: str) -> list[str]:
    (card,) = karlov.parse(text)
    return [d.message for d in compile_card(card).diagnostics if d.code == "C001"]


def _creature(line: str) -> str:
    return f"Probe {{1}}\nCreature — Human\n{line}\n2/2\n"


# ---- "another" ---------------------------------------------------------------------------


def test_another_target_is_one_target_other_than_the_source() -> None:
    (activated,) = _compiled(
        _creature("{T}: Another target creature gains flying until end of turn.")
    )
    assert isinstance(activated, ir.ActivatedAbility)
    (spec,) = activated.targets
    assert (spec.minimum, spec.maximum) == (1, 1)
    assert spec.filter is not None and spec.filter.other
    assert spec.description == "another target creature"


def test_sacrifice_another_creature_as_a_cost() -> None:
    (activated,) = _compiled(_creature("{1}, Sacrifice another creature: Draw a card."))
    assert isinstance(activated, ir.ActivatedAbility)
    (sacrificed,) = activated.cost.sacrifices
    assert sacrificed.count == 1 and sacrificed.filter is not None and sacrificed.filter.other
    assert sacrificed.description == "another creature"


def test_another_in_a_condition_is_one_or_more_others() -> None:
    (triggered,) = _compiled(
        _creature(
            "When Probe enters, if you control another creature with power 4 or greater, "
            "draw a card."
        )
    )
    test = triggered.intervening_if
    assert isinstance(test, ir.ObjectCount)
    assert test.count == ir.Count(ir.Relation.AT_LEAST, 1)
    assert test.filter.other and test.filter.power_at_least == 4


def test_another_chosen_object_is_other_than_the_source() -> None:
    (triggered,) = _compiled(
        _creature("When Probe enters, return another creature you control to its owner's hand.")
    )
    chosen = triggered.effect.objects
    assert isinstance(chosen, ir.ChosenObjects) and chosen.filter.other
    assert chosen.count == ir.Count(ir.Relation.EXACTLY, 1)


def test_another_after_an_object_named_before_it_is_refused() -> None:
    """ "then return another creature card": other than the first card, not than the source
    (the filter's ``other`` would say less), so it is reported."""
    refused = _refusals(
        "Probe {3}{B}\nSorcery\nReturn a creature card from your graveyard to the battlefield, "
        "then return another creature card from your graveyard to your hand.\n"
    )
    assert any("'another' after an object named before it" in m for m in refused)
