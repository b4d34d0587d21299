"""low4 families lowered to the IR for issue 9: history, activation conditions, costs and
mana. Their behaviour is played in tests/scenarios/low4_*."""

from __future__ import annotations

import karlov
from karlov import ir
from karlov.compiler import compile_card


def _abilities(text: str) -> tuple[ir.Ability, ...]:
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert compiled.ok, [d.render() for d in compiled.diagnostics]
    assert compiled.ir is not None
    return compiled.ir.abilities


def test_a_creature_died_this_turn_is_history() -> None:
    """ "if a creature died this turn" (Twinblade Assassins): one or more creatures were put
    into a graveyard from the battlefield this turn (CR 700.4)."""
    (triggered,) = _abilities(
        "Probe {1}\nCreature — Elf\nAt the beginning of your end step, if a creature died "
        "this turn, draw a card.\n1/1\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    test = triggered.intervening_if
    assert isinstance(test, ir.HappenedThisTurn) and test.event == "died"
    assert test.count.relation is ir.Relation.AT_LEAST and test.count.value == 1
    assert [t.any_of for t in test.filter.types] == [("creature",)]
