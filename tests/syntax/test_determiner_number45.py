"""A noun agrees in number with its determiner (E023): a target, "a", "an", "another", "one"
and "each" name one object, and the other numbers, "all", "both", "those", "X", "that many",
"one or more" and "any number of" several (CR 107.1, 115.1).

Each wrong text is real Oracle wording with one noun's number changed, and must be E023 at
that noun, with its other form as the fix; each right text is real Oracle wording (2022) and
must have no E023. No card of the pool has an E023 (measured over the whole pool when the
check was made, session 45). A subtype whose plural English does not make ("four Eldrazi
Spawn", "five untapped Myr") is never taken for a singular.
"""

from __future__ import annotations

import pytest

import karlov
from karlov.frontend.syntax import parse_file

from .families import card_text, line_errors

WRONG = [
    # (line, card type, column of the noun, the fix)
    ("Destroy target creatures.", "Instant", 16, "creature"),
    ("Destroy target nonland permanents.", "Instant", 24, "permanent"),
    ("Destroy two target creature.", "Sorcery", 20, "creatures"),
    ("Tap up to two target creature.", "Instant", 22, "creatures"),
    ("Return up to one target creature cards to its owner's hand.", "Sorcery", 34, "card"),
    ("Sacrifice a creatures.", "Sorcery", 13, "creature"),
    ("Destroy all creature.", "Sorcery", 13, "creatures"),
    ("Destroy each artifacts.", "Sorcery", 14, "artifact"),
    ("Exile all instant and sorcery card from all graveyards.", "Sorcery", 31, "cards"),
    ("Draw two card.", "Sorcery", 10, "cards"),
    ("Draw a cards.", "Sorcery", 8, "card"),
    ("Look at the top three card of your library.", "Sorcery", 23, "cards"),
    ("Put two +1/+1 counter on target creature.", "Sorcery", 15, "counters"),
    ("Create two 1/1 white Soldier creature token.", "Sorcery", 39, "tokens"),
    ("Return target Goblins to its owner's hand.", "Instant", 15, "Goblin"),
    ("Draw a card for each creatures you control.", "Sorcery", 22, "creature"),
    ("You gain 1 life for each creature cards in your graveyard.", "Sorcery", 35, "card"),
    # a keyword's quality: "protection from creatures" (CR 702.16a), "Enchant creature"
    # (CR 702.5a)
    ("Protection from creature", "Creature — Bear", 17, "creatures"),
    ("Hexproof from artifact", "Creature — Bear", 15, "artifacts"),
    ("Enchant creatures", "Enchantment — Aura", 9, "creature"),
]

RIGHT = [
    ("Destroy target creature.", "Instant"),
    ("Destroy two target creatures.", "Sorcery"),
    ("Tap up to two target creatures.", "Instant"),
    ("Return up to one target creature card from your graveyard to your hand.", "Sorcery"),
    ("Tap X target creatures.", "Sorcery"),
    ("Tap any number of target creatures.", "Sorcery"),
    ("One or more target creatures each get +1/+1 until end of turn.", "Instant"),
    ("Destroy all creatures.", "Sorcery"),
    ("Destroy each artifact.", "Sorcery"),
    ("Draw a card.", "Sorcery"),
    ("Draw a card for each creature you control.", "Sorcery"),
    ("Protection from creatures", "Creature — Bear"),
    ("Protection from Goblins", "Creature — Bear"),
    ("Protection from instants and from sorceries", "Creature — Bear"),
    ("Enchant creature or planeswalker", "Enchantment — Aura"),
    ("Draw three cards.", "Sorcery"),
    ("Look at the top three cards of your library.", "Sorcery"),
    ("Put a +1/+1 counter on target creature.", "Sorcery"),
    ("Put two +1/+1 counters on target creature.", "Sorcery"),
    ("Create a 1/1 white Soldier creature token.", "Sorcery"),
    ("Create two 1/1 white Soldier creature tokens.", "Sorcery"),
    ("Create X 1/1 white Soldier creature tokens.", "Sorcery"),
    # the noun is the first one: "enchanted creature" is what the creatures block
    ("Destroy all non-Wall creatures blocking enchanted creature.", "Enchantment — Aura"),
    # a subtype's own plural
    ("You may sacrifice four Eldrazi Spawn rather than pay this spell's mana cost.", "Creature"),
    # "nonland" is an adjective: the noun is "permanents"
    (
        "When this creature enters, if you control two or more nonland, nontoken permanents "
        "with the same name as one another, draw a card.",
        "Creature",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "column", "fix"), WRONG)
def test_a_noun_that_does_not_agree_is_an_error_at_the_noun(
    line: str, card_type: str, column: int, fix: str
) -> None:
    assert ("E023", column) in line_errors(line, card_type), line
    found = [
        d
        for d in karlov.check(card_text(line, card_type), require_playable=False)
        if d.code == "E023"
    ]
    assert [d.fix for d in found] == [fix], line


@pytest.mark.parametrize(("line", "card_type"), RIGHT)
def test_a_noun_that_agrees_is_no_error(line: str, card_type: str) -> None:
    assert not [e for e in line_errors(line, card_type) if e[0] == "E023"], line


def test_the_message_names_the_phrase_and_its_number() -> None:
    _, found = parse_file(card_text("Destroy two target creature.", "Sorcery"), "x.card")
    (diagnostic,) = [d for d in found if d.code == "E023"]
    assert diagnostic.message == (
        "'creature' does not agree in number with 'two target creature', which names "
        "several objects"
    )
    assert (diagnostic.span.column, diagnostic.span.end_column) == (20, 28)


def test_the_fix_applied_checks_clean() -> None:
    """The fix is the noun's other form: applied, the card has no error left."""
    for line, card_type, _column, fix in WRONG:
        text = card_text(line, card_type)
        (diagnostic,) = [d for d in karlov.check(text, require_playable=False) if d.code == "E023"]
        lines = text.split("\n")
        span = diagnostic.span
        row = lines[span.line - 1]
        lines[span.line - 1] = row[: span.column - 1] + fix + row[span.end_column - 1 :]
        fixed = "\n".join(lines)
        assert not [d for d in karlov.check(fixed, require_playable=False) if d.is_error], fixed
