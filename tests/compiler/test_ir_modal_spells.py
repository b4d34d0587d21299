"""Modal spells (CR 700.2): "Choose one —" and the bullet lines after it are one spell
ability whose effect is :class:`~karlov.ir.Modes`; each mode's targets are listed with it
(CR 700.2c), and its pronouns name only what that mode names."""

from __future__ import annotations

import karlov
from karlov import ir

from .lowering import abilities_of, c001_of, compile_text

READ_THE_TIDES = (
    "Read the Tides {5}{U}\nSorcery\nChoose one —\n• Draw three cards.\n"
    "• Return up to two target creatures to their owners' hands.\n"
)


def test_choose_one_is_one_spell_ability_with_its_modes() -> None:
    (spell,) = abilities_of(READ_THE_TIDES)
    assert isinstance(spell, ir.SpellAbility)
    modes = spell.effect
    assert isinstance(modes, ir.Modes)
    assert (modes.count.relation, modes.count.value) == (ir.Relation.EXACTLY, 1)
    draw, bounce = modes.modes
    assert isinstance(draw, ir.Action) and draw.verb is ir.Verb.DRAW
    assert isinstance(bounce, ir.Action) and bounce.verb is ir.Verb.RETURN_TO_HAND
    assert modes.targets == ((), (0,))  # only the second mode targets (CR 700.2c)
    assert modes.texts == (
        "Draw three cards.",
        "Return up to two target creatures to their owners' hands.",
    )
    (target,) = spell.targets
    assert (target.minimum, target.maximum) == (0, 2)


def test_one_or_both_is_at_least_one_mode() -> None:
    (spell,) = abilities_of(
        "Both Ways {1}{G}\nInstant\nChoose one or both —\n• You gain 3 life.\n• Draw a card.\n"
    )
    assert isinstance(spell.effect, ir.Modes)
    assert (spell.effect.count.relation, spell.effect.count.value) == (ir.Relation.AT_LEAST, 1)


def test_a_mode_cannot_name_another_modes_target() -> None:
    """Mode 2's "it" is not mode 1's artifact (mode 2 may be chosen alone), nor this spell (a
    spell names itself by name or "this spell"): it names nothing, C002 at "it"."""
    text = (
        "Two Ways {1}{R}\nSorcery\nChoose one —\n• Destroy target artifact.\n"
        "• Return it to its owner's hand.\n"
    )
    found = [(d.code, d.span.line, d.span.column) for d in compile_text(text).diagnostics]
    assert found == [("C002", 5, 10)]


def test_choosing_more_modes_than_there_are_is_refused() -> None:
    assert c001_of(
        "Too Many {1}{G}\nInstant\nChoose three —\n• You gain 3 life.\n• Draw a card.\n"
    ) == ["the rules runtime cannot execute this yet: choosing three of 2 modes"]


def test_a_bullet_line_without_choose_is_still_refused() -> None:
    """A mode after no "Choose one —" line is E025 (CR 700.2), and the compiler refuses it."""
    found = [
        (d.code, d.message)
        for d in karlov.check("Lone {1}{G}\nInstant\n• Draw a card.\n")
        if d.is_error or d.code == "C001"
    ]
    assert found == [
        ("E025", "a bulleted line after no 'Choose one —' line (CR 700.2)"),
        (
            "C001",
            "the rules runtime cannot execute this yet: a bulleted line that is no mode of a "
            "'Choose one —' line before it",
        ),
    ]
