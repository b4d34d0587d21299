"""Casting a card an earlier instruction named, without paying its mana cost (CR 608.2g,
118.9): "You may cast that card without paying its mana cost." after "exile that card" or
"look at the top card of your library"; "the exiled cards that weren't cast this way" after
"exiles cards ... until they exile an instant or sorcery card" (CR 608.2c). Several cards, a
duration, another player casting, or a referent that names no card stay C001; near wordings
are parse errors at their word. Played in ``tests/scenarios/cast_free44e/``."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import line_errors, refusals

from .lowering import abilities_of

_EXILE = "Exile the top card of your library. "


def _steps(text: str) -> tuple[ir.Effect, ...]:
    abilities = abilities_of(f"Probe {{2}}\nSorcery\n{text}\n")
    (spell,) = [a for a in abilities if isinstance(a, ir.SpellAbility)]
    assert isinstance(spell.effect, ir.Sequence)
    return spell.effect.steps


def _cast_of(step: ir.Effect) -> ir.Action:
    if isinstance(step, ir.MayDo):
        step = step.effect
    assert isinstance(step, ir.Action) and step.verb is ir.Verb.CAST_WITHOUT_PAYING
    return step


def test_cast_the_exiled_card() -> None:
    exile, cast = _steps(_EXILE + "You may cast that card without paying its mana cost.")
    assert isinstance(exile, ir.Action)
    action = _cast_of(cast)
    assert isinstance(action.objects, ir.Mentioned)
    assert action.count is not None and action.count.value == 1
    assert action.remember


def test_the_exiled_cards_that_werent_cast() -> None:
    text = (
        "Target opponent exiles cards from the top of their library until they exile an "
        "instant or sorcery card. You may cast that card without paying its mana cost. Then "
        "that player puts the exiled cards that weren't cast this way on the bottom of their "
        "library in a random order."
    )
    until, cast, rest = _steps(text)
    assert isinstance(until, ir.Action) and until.verb is ir.Verb.REVEAL_UNTIL
    action = _cast_of(cast)
    assert isinstance(action.objects, ir.Mentioned)
    assert action.objects.key == ir.found_key(until.remember or "")
    assert isinstance(rest, ir.Action)
    assert rest.objects == ir.Remaining(
        until.remember or "",
        action.remember or "",
        span=rest.objects.span,  # type: ignore[union-attr]
    )


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # several cards
        (
            "Exile the top two cards of your library. You may cast them without paying their "
            "mana costs.",
            55,
        ),
        # nothing named before it
        ("You may cast that card without paying its mana cost.", 14),
        # a duration
        (_EXILE + "Until end of turn, you may cast that card without paying its mana cost.", 64),
        # another player casting
        (
            "Target opponent exiles the top card of their library. That player may cast that "
            "card without paying its mana cost.",
            71,
        ),
        # no cast before it
        (
            _EXILE + "Put the exiled cards that weren't cast this way on the bottom of your "
            "library.",
            41,
        ),
    ],
)
def test_refused_at_its_words(line: str, column: int) -> None:
    assert refusals(line, "Sorcery") == [("C001", column)]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("You may cast that card without paying it's mana cost.", 68),
        ("You may cast that card without paying mana cost.", 68),
        ("You may cast that card without pay its mana cost.", 68),
        ("You may cast that card with paying its mana cost.", 65),
    ],
)
def test_near_wordings_fail_at_their_word(line: str, column: int) -> None:
    assert line_errors(_EXILE + line, "Sorcery") == [("E001", column)]
