""" "it" after "Whenever you cast a spell that targets ~" names either the spell or this object:
Oracle means the object ("Heroic — Whenever you cast a spell that targets Bloodcrazed Hoplite,
put a +1/+1 counter on it."), but karlov read the event's spell, and put the counter on the
spell (Bloodcrazed Hoplite; Favored Hoplite prevented damage to the spell). The words do not
say which, so it is C001 at "it" (found by session 46's audit); naming the card plays."""

from __future__ import annotations

import pytest

from tests.syntax.families import card_errors, refusal_columns

CREATURE = "Creature — Human Soldier"

REFUSED = [
    # (line, column of "it")
    ("Whenever you cast a spell that targets Test Card, put a +1/+1 counter on it.", 74),
    (
        "Whenever you cast a spell that targets Test Card, put a +1/+1 counter on Test Card "
        "and prevent all damage that would be dealt to it this turn.",
        130,
    ),
]
PLAYED = [
    "Whenever you cast a spell that targets Test Card, put a +1/+1 counter on Test Card.",
    "Whenever you cast a spell that targets Test Card, draw a card.",
    "Whenever you cast a spell, put a +1/+1 counter on Test Card.",
]


@pytest.mark.parametrize(("line", "column"), REFUSED)
def test_it_after_a_spell_that_targets_this_is_refused(line: str, column: int) -> None:
    assert card_errors(line, CREATURE) == []
    assert column in refusal_columns(line, CREATURE), line


@pytest.mark.parametrize("line", PLAYED)
def test_naming_the_card_plays(line: str) -> None:
    assert card_errors(line, CREATURE) == []
    assert refusal_columns(line, CREATURE) == [], line
