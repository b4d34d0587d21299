"""Families of objects, players, amounts and effects (issue 20, session 35), each beside the
near misses it must reject.

A family is read when its text checks with no error; where the runtime cannot play it, C001
stands at the words it cannot play (never a reading chosen for it). A near miss is wrong text
that must be error E001 at its wrong word. Every example is the Oracle wording of a pool card
of its family (names made the test card's); the near misses are an author's slips or the
over-generalisations a grammar is tempted by.
"""

from __future__ import annotations

import pytest

import karlov

from .families import line_errors

CREATURE = "Creature — Beast"
INSTANT = "Instant"
SORCERY = "Sorcery"
ARTIFACT = "Artifact"
ENCHANTMENT = "Enchantment"

#: (line, card type, words of the line where C001 must stand)
# Read here first and refused; played since session 36 (tests/scenarios/players36/).
PLAYED = [
    # the controller of the permanent the ability named (CR 108.4, 608.2h)
    ("Whenever a land enters, Test Card deals 2 damage to that land's controller.", ARTIFACT),
    ("Destroy target land. Test Card deals 2 damage to that land's controller.", SORCERY),
    # the target and the objects with its name, one list (CR 201.2a, 608.2c): since session 41
    (
        "Target creature and all other creatures with the same name as that creature get "
        "-2/-2 until end of turn.",
        INSTANT,
    ),
    # played since session 44 (tests/scenarios/descriptions44g/): a list of "non-" descriptors,
    # each holds (CR 205.4b, 105.2); a counter of any kind (CR 122.1)
    ("Destroy target nonartifact, nonblack creature.", INSTANT),
    ("{2}{B}, {T}: Destroy target creature with a counter on it.", ARTIFACT),
]

READ = [
    # the same mana value as another object (CR 202.3)
    (
        "{1}{B}{B}, Sacrifice this creature: Search your library for a creature card with the "
        "same mana value as this creature, put that card onto the battlefield, then shuffle.",
        CREATURE,
        "with the same mana value as",
    ),
    # objects destroyed by the instruction before (CR 701.8, 608.2c): played since session
    # 39f, but not of a kind the destruction does not name
    (
        "Destroy all creatures. You gain 1 life for each artifact destroyed this way.",
        SORCERY,
        "artifact destroyed this way",
    ),
    # zero or more, as the player chooses (CR 107.1, 608.2d)
    (
        "Exile the top six cards of your library. You may cast any number of spells with mana "
        "value 5 or less from among them without paying their mana costs.",
        SORCERY,
        "any number of",
    ),
    # each of several creatures dealing damage to itself (CR 120.3; one target creature is
    # played since session 39, tests/scenarios/replace39g/justice_strike_*)
    (
        "Each creature deals damage to itself equal to its power.",
        SORCERY,
        "deals damage to itself",
    ),
    # exiled face down (CR 406.3, 708.2)
    (
        "{2}, {T}: Exile the top card of your library face down.",
        ARTIFACT,
        "face down",
    ),
    # "Until end of turn, you may play that card." and casting without paying the mana cost
    # (from among the cards looked at, a target card in a graveyard) are played since session
    # 40 (tests/syntax/test_casting40g.py, tests/scenarios/casting40g)
    # mana of the chosen color (CR 607.2d); of a color another land could produce (CR 106.7)
    # is played (tests/scenarios/mana37e)
    ("{T}: Add one mana of the chosen color.", ARTIFACT, "of the chosen color"),
    # numbers the ability computes (CR 107.3, 102.3, 702.33c): "1 plus the number of ..." and
    # "the number of opponents you have" are played (tests/compiler/test_amounts43f.py)
    # "up to X target creature cards ..., where X is the number of times Test Card was kicked"
    # plays since session 45 (TargetSpec.x_is, tests/scenarios/amounts45e/)
]

#: (line, card type, column of the wrong word)
NEAR_MISSES = [
    # "controller" after a possessive of a permanent, not "owner's" or a plural
    # (the possessive is read with the "controller" after it, so the error is at the possessive)
    ("Test Card deals 2 damage to that land's owner.", SORCERY, 34),
    ("Test Card deals 2 damage to those lands' controller.", SORCERY, 35),
    # a "non-" list needs its noun, and "non" is no word of its own
    ("Destroy target nonartifact, nonblack.", INSTANT, 37),
    ("Destroy target nonartifact, non black creature.", INSTANT, 29),
    # the same name "as" an object ("with the same name" alone reads since session 52: the
    # error is at the noun after "that"), and "mana value" in full
    (
        "Target creature and all other creatures with the same name that creature get -2/-2 "
        "until end of turn.",
        INSTANT,
        65,
    ),
    ("Destroy each creature with the same mana as the sacrificed creature.", SORCERY, 42),
    # "destroyed this way", never "destroyed that way"
    ("You gain 1 life for each creature destroyed that way.", SORCERY, 45),
    # "a counter on it" needs "on"
    ("Destroy target creature with a counter it.", INSTANT, 40),
    # "any number" of something, with its "of"
    # "any number" then the word where "of" belongs
    ("You may sacrifice any number creatures.", SORCERY, 30),
    # damage to "itself" needs an amount: "equal to" a number
    ("Target creature deals damage to itself.", INSTANT, 39),
    # "face down", not "facedown"
    ("Exile the top card of your library facedown.", SORCERY, 36),
    # "play that card": one card, named
    ("Exile the top card of your library. Until end of turn, you may play that.", SORCERY, 73),
    # the mana cost, not the cost
    ("You may cast target instant card from your graveyard without paying its cost.", SORCERY, 54),
    # mana of the chosen color, not the chosen type ("of the chosen color" is one phrase)
    ("{T}: Add one mana of the chosen type.", ARTIFACT, 22),
    # "twice" a number, "plus" with an amount before it, the opponents "you have"
    ("Test Card deals X damage to target opponent, where X is twice.", SORCERY, 62),
    ("Draw cards equal to the number of opponents.", SORCERY, 44),
    ("Draw cards equal to the number of opponents they have.", SORCERY, 45),
    # kicked: "was kicked", counted in times
    ("Draw X cards, where X is the number of times Test Card was cast.", SORCERY, 60),
]


@pytest.mark.parametrize(("line", "card_type", "refused"), READ)
def test_the_family_is_read(line: str, card_type: str, refused: str) -> None:
    assert line_errors(line, card_type) == [], line


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert line_errors(line, card_type) == [("E001", column)], line


@pytest.mark.parametrize(("line", "card_type"), PLAYED)
def test_what_the_runtime_plays_checks_clean(line: str, card_type: str) -> None:
    text = f"Test Card {{1}}\n{card_type}\n{line}\n"
    assert [d for d in karlov.check(text, require_playable=True) if d.is_error] == []


@pytest.mark.parametrize(("line", "card_type", "refused"), READ)
def test_what_the_runtime_cannot_play_is_refused_at_its_words(
    line: str, card_type: str, refused: str
) -> None:
    """Read, not played yet: C001 stands at the words the runtime cannot play, never a reading
    chosen for them (node accounting, CR 608.2)."""
    text = f"Test Card {{1}}\n{card_type}\n{line}\n"
    if card_type.startswith("Creature"):
        text += "1/1\n"
    found = [d for d in karlov.check(text, require_playable=True) if d.is_error]
    assert found and all(d.code == "C001" for d in found), found
    start = line.index(refused) + 1

    def covers(span: karlov.Span) -> bool:
        end = span.end_column if span.end_line == span.line else len(line) + 1
        return span.line == 3 and span.column <= start < end

    assert any(covers(d.span) for d in found), (refused, found)
