"""The delayed instruction "[instruction] at the beginning of the next cleanup step" (CR 603.7,
514.3a): read where it plays, an error at its first word where the wording is not Oracle's
(the phrase is one token, so the error stands at "at")."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

INSTANT = "Instant"
TOKENS = "Create three 2/2 white Knight creature tokens. "

READ = [
    f"{TOKENS}Exile them at the beginning of the next cleanup step.",
    "Draw a card at the beginning of the next cleanup step.",
    "Target creature gets +2/+2 until end of turn. Sacrifice it at the beginning of the next "
    "cleanup step.",
]


@pytest.mark.parametrize("line", READ)
def test_the_delayed_instruction_plays(line: str) -> None:
    assert card_errors(line, INSTANT) == []
    assert refusals(line, INSTANT) == []


NEAR_MISSES = [
    f"{TOKENS}Exile them at the beginning of next cleanup step.",
    f"{TOKENS}Exile them at the beginning of the next clean-up step.",
    f"{TOKENS}Exile them at the beginning of the next cleanup.",
    f"{TOKENS}Exile them at the beginning of the cleanup step.",
    f"{TOKENS}Exile them at the start of the next cleanup step.",
    f"{TOKENS}Exile them at the next cleanup step.",
]


@pytest.mark.parametrize("line", NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str) -> None:
    column = f" {line} ".index(" at ") + 1
    assert card_errors(line, INSTANT) == [("E001", column)]
