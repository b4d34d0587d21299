"""Static abilities lowered to the IR for issue 9 (family low1): "as long as [condition]"
(CR 611.3a), restrictions (CR 506.5, 508.1c, 509.1b-c, 502.3) and keyword and granted
abilities. Their behaviour is played in tests/scenarios/corpus_statics."""

from __future__ import annotations

import karlov
from karlov import ir
from karlov.compiler import CompiledCard, compile_card


def _compiled(text: str) -> CompiledCard:
    (card,) = karlov.parse(text)
    return compile_card(card)


def _abilities(text: str) -> tuple[ir.Ability, ...]:
    compiled = _compiled(text)
    assert compiled.ok, [d.render() for d in compiled.diagnostics]
    assert compiled.ir is not None
    return compiled.ir.abilities


def _c001(text: str) -> list[str]:
    return [d.message for d in _compiled(text).diagnostics if d.code == "C001"]


def test_as_long_as_sentence_is_the_static_abilitys_condition() -> None:
    (static,) = _abilities(
        "Probe {1}\nCreature — Human\nAs long as you control an artifact, Probe gets +2/+0 "
        "and has flying.\n2/4\n"
    )
    assert isinstance(static, ir.StaticAbility)
    assert isinstance(static.condition, ir.ObjectCount)
    assert static.condition.filter.controller == ir.Players("you")
    assert static.condition.count == ir.Count(ir.Relation.AT_LEAST, 1)
    pump, flying = static.effects
    assert pump.layer is ir.Layer.PT_MODIFY and (pump.power, pump.toughness) == (2, 0)
    assert flying.layer is ir.Layer.ABILITY and flying.add_abilities == (ir.KeywordName("flying"),)


def test_trailing_as_long_as_clause_is_the_condition_too() -> None:
    (static,) = _abilities(
        "Probe {1}\nCreature — Human\nProbe gets +1/+0 as long as you control an artifact.\n1/2\n"
    )
    assert isinstance(static, ir.StaticAbility) and isinstance(static.condition, ir.ObjectCount)
    (pump,) = static.effects
    assert pump.power == 1


def test_a_static_ability_without_as_long_as_has_no_condition() -> None:
    (static,) = _abilities("Probe {1}\nCreature — Human\nProbe gets +1/+0.\n1/2\n")
    assert isinstance(static, ir.StaticAbility) and static.condition is None
