""" "Put one of them into your hand and the other on the bottom of your library / into your
graveyard" after "Look at the top two cards of your library" (CR 401.4, 608.2d): one of the two
cards looked at, chosen as it resolves, then the other. "The other" of any number of cards but
two, "two of them", or a first place other than a hand is C001 at its words; near wordings are
parse errors at their word. Played in ``tests/scenarios/the_other44e/``."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import line_errors, refusals

from .lowering import abilities_of

_LOOK = "Look at the top two cards of your library. "


def test_one_into_the_hand_and_the_other_on_the_bottom() -> None:
    line = _LOOK + "Put one of them into your hand and the other on the bottom of your library."
    abilities = abilities_of(f"Probe {{U}}\nSorcery\n{line}\n")
    (spell,) = [a for a in abilities if isinstance(a, ir.SpellAbility)]
    assert isinstance(spell.effect, ir.Sequence)
    look, put = spell.effect.steps
    assert isinstance(look, ir.Action) and look.verb is ir.Verb.LOOK_AT
    assert isinstance(put, ir.Sequence)
    choose, to_hand, rest = put.steps
    assert isinstance(choose, ir.Action) and choose.verb is ir.Verb.CHOOSE
    assert choose.count is not None and choose.count.value == 1
    assert isinstance(to_hand, ir.Action) and to_hand.zone is ir.ZoneName.HAND
    assert isinstance(rest, ir.Action) and isinstance(rest.objects, ir.Remaining)
    assert rest.objects.key == look.remember


@pytest.mark.parametrize(
    ("line", "column"),
    [
        (
            "Look at the top three cards of your library. Put one of them into your hand and "
            "the other on the bottom of your library.",
            50,
        ),
        (_LOOK + "Put two of them into your hand and the other on the bottom of your library.", 48),
        (
            _LOOK + "Put one of them onto the battlefield and the other on the bottom of your "
            "library.",
            60,
        ),
    ],
)
def test_refused_at_its_words(line: str, column: int) -> None:
    assert refusals(line, "Sorcery") == [("C001", column)]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        (_LOOK + "Put one of them into your hand and other on the bottom of your library.", 79),
        (
            _LOOK + "Put one of them into your hand and the others on the bottom of your library.",
            79,
        ),
        (_LOOK + "Put one of them into your hand and the other at the bottom of your library.", 89),
        (_LOOK + "Put one of them in your hand and the other on the bottom of your library.", 60),
    ],
)
def test_near_wordings_fail_at_their_word(line: str, column: int) -> None:
    assert line_errors(line, "Sorcery") == [("E001", column)]
