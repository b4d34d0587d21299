"""W103 on comparisons of counts: Oracle writes "at least two fewer creature cards" and "at
least four more cards in hand" in words (it counts objects), so neither the word is an error of
style nor the digits are right (Keeper of the Dead, Teachings of the Archaics)."""

from __future__ import annotations

import pytest

import karlov

KEEPER = (
    "Keeper of the Dead {B}{B}\nCreature — Human Wizard\n{B}, {T}: Choose target opponent who"
    " had at least NUMBER fewer creature cards in their graveyard than you did as you activated"
    " this ability. Destroy target nonblack creature that player controls.\n1/2\n"
)


def _style(text: str) -> list[tuple[str, str | None]]:
    return [(d.code, d.fix) for d in karlov.check(text, require_playable=False) if d.code == "W103"]


def test_the_word_is_oracle_style() -> None:
    assert _style(KEEPER.replace("NUMBER", "two")) == []


@pytest.mark.parametrize("direction", ["fewer", "more"])
def test_digits_get_the_word(direction: str) -> None:
    text = KEEPER.replace("NUMBER", "2").replace("fewer", direction)
    assert _style(text) == [("W103", "two")]
