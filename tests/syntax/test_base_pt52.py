"""Base power or toughness alone (CR 613.4b): "Target attacking creature has base power 0 until
end of turn", "gains flying and has base toughness 1", "~ has base power 8 until end of turn".
Layer 7b sets that one; the other is as it was, and counters and modifications still apply on
top (layer 7c)."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import compiled_abilities, ir_nodes_of, line_errors, word_column

POOL_LINES = [
    ("{T}: Target attacking creature has base power 0 until end of turn.", "Creature — Plant"),
    ("{T}: Target creature with flying has base power 0 until end of turn.", "Land"),
    (
        "{2}, {T}: Until end of turn, target creature you control gains flying and has base "
        "toughness 1.",
        "Artifact",
    ),
    (
        "Magecraft — Whenever you cast or copy an instant or sorcery spell, target creature you "
        "control has base power 2 until end of turn.",
        "Creature — Human Wizard",
    ),
]


@pytest.mark.parametrize(("line", "card_type"), POOL_LINES)
def test_pool_lines_parse_and_set_one_characteristic(line: str, card_type: str) -> None:
    assert line_errors(line, card_type) == []
    (become,) = [
        b
        for ability in compiled_abilities(line, card_type)
        for b in ir_nodes_of(ability, ir.Become)
    ]
    chars = become.characteristics
    assert (chars.power is None) != (chars.toughness is None)  # exactly one is set
    assert become.in_addition and not (chars.types or chars.subtypes or chars.abilities)


def test_static_base_toughness_sets_only_toughness() -> None:
    (ability,) = compiled_abilities("Creatures you control have base toughness 4.", "Enchantment")
    (effect,) = ir_nodes_of(ability, ir.ContinuousEffect)
    assert (effect.layer, effect.set_power, effect.set_toughness) == (ir.Layer.PT_SET, None, 4)


@pytest.mark.parametrize(
    ("line", "word"),
    [
        # a number word where Oracle writes digits
        ("Target creature has base power zero until end of turn.", "zero"),
        # "base power" with no number
        ("Target creature has base power until end of turn.", "until"),
    ],
)
def test_near_misses_fail_at_their_word(line: str, word: str) -> None:
    assert [column for _code, column in line_errors(line, "Instant")] == [word_column(line, word)]
