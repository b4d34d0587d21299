"""Two Oracle wordings of one effect lower to the same IR (so one is played as the other)."""

from __future__ import annotations

import dataclasses

from karlov import ir

from .lowering import abilities_of


def _without_spans(value: object) -> object:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: _without_spans(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.name not in ("span", "text")
        }
    if isinstance(value, tuple):
        return tuple(_without_spans(v) for v in value)
    return value


def _spell(line: str) -> ir.SpellAbility:
    (spell,) = abilities_of(f"Hold Fast {{W}}\nInstant\n{line}\n")
    assert isinstance(spell, ir.SpellAbility)
    return spell


def test_damage_a_creature_would_deal_is_damage_that_would_be_dealt_by_it() -> None:
    """CR 615.1a: both prevent the combat damage the target would deal this turn."""
    older = _spell("Prevent all combat damage that would be dealt by target creature this turn.")
    newer = _spell("Prevent all combat damage target creature would deal this turn.")
    assert _without_spans(older.effect) == _without_spans(newer.effect)
    assert _without_spans(older.targets) == _without_spans(newer.targets)
    assert isinstance(newer.effect, ir.PreventDamage) and newer.effect.combat_only
