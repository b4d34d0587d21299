"""Static families of session 44 (tests/scenarios/statics44f plays them): "You may choose not
to untap ~ during your untap step." (CR 502.3) and the shock lands' "As ~ enters, you may pay 2
life. If you don't, it enters tapped." (CR 614.12, 119.4), each with the near wordings that
must be errors and the readings that must be refused (C001)."""

from __future__ import annotations

import pytest
from syntax.families import line_errors, refusals

from karlov import ir

from .lowering import abilities_of


def _card(card_type: str, *lines: str) -> str:
    return f"Test Card\n{card_type}\n" + "\n".join(lines) + "\n"


def test_may_choose_not_to_untap_is_a_rule_of_the_source() -> None:
    (static,) = abilities_of(
        _card("Artifact", "You may choose not to untap Test Card during your untap step.")
    )
    assert isinstance(static, ir.StaticAbility)
    (rule,) = static.rules
    assert rule.rule == "may_not_untap"


def test_pay_life_or_enter_tapped() -> None:
    text = _card(
        "Land",
        "As Test Card enters, you may pay 2 life. If you don't, it enters tapped.",
    )
    (static,) = abilities_of(text)
    assert isinstance(static, ir.StaticAbility)
    tapped = static.enters_tapped
    assert tapped is not None and tapped.unless_paid_life == 2
    assert tapped.unless is None and tapped.unless_revealed is None


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # a number of life not fixed as it enters
        ("As Test Card enters, you may pay X life. If you don't, it enters tapped.", 34),
        # "If you do" is the opposite reading
        ("As Test Card enters, you may pay 2 life. If you do, it enters tapped.", 1),
        # another consequence than entering tapped
        ("As Test Card enters, you may pay 2 life. If you don't, sacrifice it.", 42),
        # another player paying
        (
            "As Test Card enters, each opponent may pay 2 life. If they don't, it enters tapped.",
            1,
        ),
        # mana rather than life
        ("As Test Card enters, you may pay {2}. If you don't, it enters tapped.", 1),
    ],
)
def test_pay_life_as_it_enters_refusals(line: str, column: int) -> None:
    assert line_errors(line, "Land") == []
    assert ("C001", column) in refusals(line, "Land")


@pytest.mark.parametrize(
    ("line", "card_type", "column"),
    [
        ("You may choose not to untap Test Card during your upkeep.", "Artifact", 51),
        ("You may choose not to untap Test Card during each untap step.", "Artifact", 46),
        ("You may choose to not untap Test Card during your untap step.", "Artifact", 16),
        ("As Test Card enters, you may pays 2 life. If you don't, it enters tapped.", "Land", 30),
        ("As Test Card enters, you may pay 2 lifes. If you don't, it enters tapped.", "Land", 36),
    ],
)
def test_near_wordings_are_errors(line: str, card_type: str, column: int) -> None:
    assert line_errors(line, card_type) == [("E001", column)]
