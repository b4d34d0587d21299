""" "Its owner" as the player who acts (CR 108.3: the owner of a card never changes): "Destroy
target creature. Its owner gains 4 life.", "Exile target card from a graveyard. Its owner
creates a ... token.", "Choose target artifact or enchantment. Its owner shuffles it into
their library." (CR 701.24a, 400.3). After several objects, or said of another object or
another zone, it is C001 at its words; near wordings are parse errors at their word. Played in
``tests/scenarios/owner44e/``."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import line_errors, refusals

from .lowering import abilities_of

_CHOOSE = "Choose target artifact or enchantment. "


def _steps(text: str) -> tuple[ir.Effect, ...]:
    abilities = abilities_of(f"Probe {{2}}\nSorcery\n{text}\n")
    (spell,) = [a for a in abilities if isinstance(a, ir.SpellAbility)]
    assert isinstance(spell.effect, ir.Sequence)
    return spell.effect.steps


def test_the_targets_owner_gains_life() -> None:
    destroy, gain = _steps("Destroy target creature. Its owner gains 4 life.")
    assert isinstance(destroy, ir.Action) and destroy.verb is ir.Verb.DESTROY
    assert isinstance(gain, ir.Action) and gain.verb is ir.Verb.GAIN_LIFE
    assert gain.players is not None and gain.players.who == "owner"
    assert isinstance(gain.players.of, ir.TargetObjects) and gain.players.of.target_index == 0


def test_its_owner_shuffles_it_into_their_library() -> None:
    (*_, shuffle) = _steps(_CHOOSE + "Its owner shuffles it into their library.")
    assert isinstance(shuffle, ir.Action) and shuffle.verb is ir.Verb.SHUFFLE_INTO


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("Destroy two target creatures. Its owner gains 4 life.", 31),
        ("Destroy all creatures. Its owner gains 4 life.", 24),
        ("Exile the top two cards of your library. Its owner gains 4 life.", 42),
        (_CHOOSE + "Its controller shuffles it into their library.", 55),
        (_CHOOSE + "Its owner shuffles it into your library.", 67),
        (_CHOOSE + "Its owner shuffles it into their graveyard.", 67),
    ],
)
def test_refused_at_its_words(line: str, column: int) -> None:
    assert refusals(line, "Sorcery") == [("C001", column)]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        (_CHOOSE + "Its owners shuffles it into their library.", 44),
        (_CHOOSE + "Its owner shuffles it in their library.", 62),
    ],
)
def test_near_wordings_fail_at_their_word(line: str, column: int) -> None:
    assert line_errors(line, "Sorcery") == [("E001", column)]
