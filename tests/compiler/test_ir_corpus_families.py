"""Core-set families lowered to the IR for issue 9: "enters tapped" (CR 614.1c, 614.12) and
"Add {B} or {G}" (CR 605.1a). Their behaviour is played in tests/scenarios/corpus_lands."""

from __future__ import annotations

import karlov
from karlov import ir
from karlov.compiler import compile_card

TAPLAND = "Probe Hollow\nLand\nProbe Hollow enters tapped.\n{T}: Add {B} or {G}.\n"


def _abilities(text: str) -> tuple[ir.Ability, ...]:
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert compiled.ok, [d.render() for d in compiled.diagnostics]
    assert compiled.ir is not None
    return compiled.ir.abilities


def test_enters_tapped_is_a_replacement_on_the_static_ability() -> None:
    static, mana = _abilities(TAPLAND)
    assert isinstance(static, ir.StaticAbility)
    assert static.enters_tapped is not None and static.enters_tapped.text == "enters tapped"
    assert not static.effects and static.enters_with is None
    assert isinstance(mana, ir.ManaAbility) and mana.produces == ("B", "G")
