# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (a protection among a quality and the colors, CR 702.16a, 608.2d): "gains
protection from artifacts or from the color of your choice" plays -- as the effect resolves
its controller chooses the quality or a color (Apostle's Blessing, Jeweled Spirit); a quality
protection does not read ("colorless", Giver of Runes) is refused at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import assert_refused_at, compiled_abilities, ir_nodes_of

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    ("Target artifact or creature you control gains protection from artifacts or from the color of your choice until end of turn.", "Instant", None),
    ("Sacrifice two lands: Test Card gains protection from artifacts or from the color of your choice until end of turn.", "Creature — Spirit", None),
    ("{T}: Another target creature you control gains protection from colorless or from the color of your choice until end of turn.", "Creature — Human Cleric", "colorless"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_protection_of_choice_plays_or_is_refused_at_its_words(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_the_quality_is_one_more_option() -> None:
    (spell,) = compiled_abilities(READ[0][0], "Instant")
    (choice,) = ir_nodes_of(spell, ir.ProtectionFromChosenColor)
    assert choice.or_from is not None and choice.or_from.name == "protection"
    assert choice.or_from.filter is not None and choice.or_from.filter.types[0].any_of == (
        "artifact",
    )
