"""A quality only the game can answer, where the runtime compares characteristics alone, is
refused (C001) at compile time rather than failing while a game is played.

The turn's history keeps each spell cast and each creature that died as its characteristics
were then (CR 603.10a, 608.2h); "with power greater than the number of cards in your hand" or
"that entered this turn" is not among them, so "your first spell with mana value greater than
the number of lands you control each turn" and "if a creature with power greater than ... died
this turn" cannot be read there yet. Before this check both cards checked clean and stopped the
game with an internal error when the trigger or condition was asked.
"""

from __future__ import annotations

import pytest

import karlov

CARDS = [
    (
        "Test Watcher {1}{U}\nCreature — Human Wizard\nWhenever you cast your first spell with "
        "mana value greater than the number of lands you control each turn, draw a card.\n1/1\n",
        "'spell with mana value greater than the number of lands you control'",
    ),
    (
        "Test Counter {1}{U}\nCreature — Human Wizard\nAt the beginning of your end step, if a "
        "creature with power greater than the number of cards in your hand died this turn, draw "
        "a card.\n1/1\n",
        "'creature with power greater than the number of cards in your hand'",
    ),
]


@pytest.mark.parametrize(("text", "described"), CARDS)
def test_a_game_state_quality_read_by_characteristics_is_refused(text: str, described: str) -> None:
    found = [d for d in karlov.check(text) if d.code == "C001"]
    assert [d.message for d in found] == [
        "the rules runtime cannot execute this yet: "
        f"{described}: a quality only the game can answer, where only characteristics are "
        "compared"
    ]
    assert found[0].span.line == 3


def test_the_same_quality_read_in_the_game_is_played() -> None:
    """Where the game is at hand (an effect resolving) the comparison is read: no refusal."""
    text = (
        "Test Purge {1}{B}\nSorcery\nDestroy each creature with power greater than the number "
        "of cards in your hand.\n"
    )
    assert not [d for d in karlov.check(text) if d.is_error or d.code == "C001"]
