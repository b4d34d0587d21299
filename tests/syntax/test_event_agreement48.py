"""E019 on the verbs of a player's trigger events that the grammar reads as words of their rule
("Whenever an opponent plays a land", "Whenever you cast a spell", CR 603.2): the verb agrees
with the player before it, as Oracle writes it; "a player" is one player."""

from __future__ import annotations

import pytest

import karlov

CARD = "Test Watcher {1}\nEnchantment\n{line}\n"


def _agreement(line: str) -> list[str]:
    diagnostics = karlov.check(CARD.replace("{line}", line), "t.card", require_playable=False)
    return [d.render().splitlines()[0] for d in diagnostics if d.code == "E019"]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            "Whenever an opponent play a land, you gain 1 life.",
            "t.card:3:22: error[E019]: 'play' does not agree with its subject 'an opponent',"
            " which takes 'plays'",
        ),
        (
            "Whenever you plays a land, you gain 1 life.",
            "t.card:3:14: error[E019]: 'plays' does not agree with its subject 'you', which"
            " takes 'play'",
        ),
        (
            "Whenever a player cast a spell, you gain 1 life.",
            "t.card:3:19: error[E019]: 'cast' does not agree with its subject 'a player', which"
            " takes 'casts'",
        ),
        (
            "Whenever you casts a spell, you gain 1 life.",
            "t.card:3:14: error[E019]: 'casts' does not agree with its subject 'you', which"
            " takes 'cast'",
        ),
        (
            "Whenever a player search their library, you gain 1 life.",
            "t.card:3:19: error[E019]: 'search' does not agree with its subject 'a player',"
            " which takes 'searches'",
        ),
        (
            "Whenever an opponent tap a land for mana, you gain 1 life.",
            "t.card:3:22: error[E019]: 'tap' does not agree with its subject 'an opponent',"
            " which takes 'taps'",
        ),
    ],
)
def test_a_verb_that_does_not_agree_is_an_error_at_it(line: str, message: str) -> None:
    assert _agreement(line) == [message]


@pytest.mark.parametrize(
    "line",
    [
        "Whenever an opponent plays a land, you gain 1 life.",
        "Whenever you play a land, you gain 1 life.",
        "Whenever a player casts a spell, you gain 1 life.",
        "Whenever you cast a spell, you gain 1 life.",
        "Whenever an opponent searches their library, you gain 1 life.",
        "Whenever a player taps a land for mana, you gain 1 life.",
        "Whenever a player draws a card, you gain 1 life.",
    ],
)
def test_oracle_wording_agrees(line: str) -> None:
    assert _agreement(line) == []
