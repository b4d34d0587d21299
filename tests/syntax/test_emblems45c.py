"""Emblems (CR 114) of session 45: "[player] get(s) an emblem with "[ability]"" is read where the
runtime plays the emblem's abilities from the command zone (triggered abilities; static
abilities whose effects are continuous effects, CR 114.4), refused (C001 at its span) where it
can't, and an error at its word where the wording is not Oracle's. "this emblem" names the
emblem in its own ability only (CR 114.1). Its play is in ``tests/scenarios/emblems45c/``."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

SORCERY = "Sorcery"

#: (line, the column of the C001, or None: it plays)
READ = [
    ('You get an emblem with "Creatures you control get +1/+1."', None),
    ('You get an emblem with "Creatures you control get +2/+2 and have flying."', None),
    (
        'Each opponent gets an emblem with "At the beginning of your upkeep, this emblem deals '
        '1 damage to you."',
        None,
    ),
    (
        'Target opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."',
        None,
    ),
    (
        'You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any '
        'target."',
        None,
    ),
    (
        'You get an emblem with "At the beginning of your end step, create a 9/9 blue Kraken '
        'creature token."',
        None,
    ),
    # a rule of the game, an activated ability, a keyword: not played from the command zone
    ('You get an emblem with "You have no maximum hand size."', 25),
    ('You get an emblem with "{1}: Draw a card."', 25),
    ("You get an emblem with flying.", 19),
    # in an emblem's ability the card's name or "this creature" names no object it has
    (
        'You get an emblem with "Whenever you cast a spell, Test Card deals 5 damage to any '
        'target."',
        52,
    ),
    (
        'You get an emblem with "Whenever you cast a spell, this creature deals 5 damage to any '
        'target."',
        52,
    ),
    # "this emblem" outside an emblem's ability
    ("Test Card deals 2 damage to any target. This emblem deals 1 damage to you.", 41),
    # an emblem is a player's (CR 114.2): not a creature's
    ('Target creature gets an emblem with "Creatures you control get +1/+1."', 17),
]


@pytest.mark.parametrize(("line", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, refused_at: int | None
) -> None:
    assert card_errors(line, SORCERY) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, SORCERY) == expected


#: (line, the wrong word the error stands at, its code)
NEAR_MISSES = [
    ('You get an emblem "Creatures you control get +1/+1."', '"Creatures', "E001"),
    ('You get the emblem with "Creatures you control get +1/+1."', "the", "E001"),
    ('You get an emblems with "Creatures you control get +1/+1."', "emblems", "E001"),
    ('You get an emblem of "Creatures you control get +1/+1."', "of", "E001"),
]


@pytest.mark.parametrize(("line", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, word: str, code: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, SORCERY) == [(code, column)]
