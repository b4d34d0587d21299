""" "Each of those creatures" / "each of them" after the objects an instruction named (CR
608.2c): the same objects "those creatures" / "them" name, each of them. A description after
the noun ("each of those creatures with flying"), or "those" after one object, is C001; so is
"If this spell was cast from anywhere other than your hand, ... instead", which would
otherwise be read as "from your hand". Near wordings are parse errors at their word. Played in
``tests/scenarios/each_of44e/``."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import line_errors, refusals

from .lowering import abilities_of


def _steps(text: str) -> tuple[ir.Effect, ...]:
    abilities = abilities_of(f"Probe {{2}}\nInstant\n{text}\n")
    (spell,) = [a for a in abilities if isinstance(a, ir.SpellAbility)]
    assert isinstance(spell.effect, ir.Sequence)
    return spell.effect.steps


@pytest.mark.parametrize(
    "line",
    [
        "Untap two target creatures. Each of them gets +1/+1 until end of turn.",
        "Untap two target creatures. Each of those creatures gets +1/+1 until end of turn.",
    ],
)
def test_each_of_the_targets(line: str) -> None:
    untap, pump = _steps(line)
    assert isinstance(untap, ir.Action) and untap.verb is ir.Verb.UNTAP
    assert isinstance(pump, ir.ModifyPT)
    assert pump.objects == untap.objects or isinstance(pump.objects, ir.Mentioned)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        (
            "Tap two target creatures. Test Card deals 2 damage to each of those creatures "
            "with flying.",
            55,
        ),
        (
            "Look at the top three cards of your library. Put one of those cards into your hand "
            "and the rest on the bottom of your library in any order. If this spell was cast from "
            "anywhere other than your hand, put each of those cards into your hand instead.",
            155,
        ),
    ],
)
def test_refused_at_its_words(line: str, column: int) -> None:
    assert refusals(line, "Sorcery") == [("C001", column)]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("Untap two target creatures. Each of those gets +1/+1 until end of turn.", 43),
        ("Untap two target creatures. Each of these creatures gets +1/+1 until end of turn.", 37),
    ],
)
def test_near_wordings_fail_at_their_word(line: str, column: int) -> None:
    assert line_errors(line, "Instant") == [("E001", column)]
