"""Colors stated by an effect and types chosen as it resolves (session 43): "Target creature
becomes blue until end of turn", "becomes colorless", "becomes blue in addition to its other
colors" (CR 105.3, 613.1e: layer 5); "Choose a creature type [other than Wall]. ... becomes
that type", "Choose a basic land type. ... becomes that type" (CR 608.2d; CR 205.1a, 305.7:
layer 4); a list of instructions joined by commas shares its closing duration (CR 611.2a).

A family line is read with no error and either plays (``None``) or is refused (C001) at the
column given, never read another way; a near miss is an error (E001) at its word. The lines
are real Oracle wording of each family, with the card's name as "Test Card".
"""

from __future__ import annotations

import pytest

import karlov

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"

READ = [
    # a stated color, for a duration or with none (CR 105.3, 611.2a)
    ("Target creature becomes blue until end of turn. Untap that creature.", "Instant", None),
    ("{2}: Test Card becomes colorless until end of turn.", CREATURE, None),
    ("{W}: Target permanent becomes white until end of turn.", CREATURE, None),
    (
        "Target creature becomes black and gains fear until end of turn. (It can't be blocked "
        "except by artifact creatures and/or black creatures.)",
        "Instant",
        None,
    ),
    (
        "Whenever Test Card blocks or becomes blocked by a creature, that creature becomes "
        "green. (This effect lasts indefinitely.)",
        CREATURE,
        None,
    ),
    (
        "{U}: Target permanent becomes blue in addition to its other colors until end of turn.",
        CREATURE,
        None,
    ),
    ("Target creature becomes white and black until end of turn.", "Instant", None),
    (
        "Target creature gets +1/+0, becomes black, and gains shadow until end of turn. (It can "
        "block or be blocked by only creatures with shadow.)",
        "Instant",
        None,
    ),
    ("Target spell or permanent becomes red. (Its mana symbols remain unchanged.)", "Instant", 8),
    (
        "Target spell or permanent becomes white. (Mana symbols on that permanent remain "
        "unchanged.)",
        "Instant",
        8,
    ),
    # a spell's color: the runtime changes permanents only (refused at the instruction)
    ("Target spell becomes blue.", "Instant", 14),
    # the 'spell or permanent' target is refused (at its words) before the instruction is
    # read: the reminder after it is reminder text (CR 207.2)
    # colors that are no set of colors: read, refused at the instruction
    ("Target creature becomes white or blue until end of turn.", "Instant", 17),
    ("Target creature becomes multicolored until end of turn.", "Instant", 17),
    ("Target creature becomes nonblue until end of turn.", "Instant", 17),
    # a creature type or a basic land type chosen as it resolves, then "becomes that type"
    (
        "{1}{U}: Choose a creature type other than Wall. Target creature becomes that type "
        "until end of turn.",
        CREATURE,
        None,
    ),
    (
        "{2}{U}{U}, {T}: Choose a creature type. Each creature you control becomes that type "
        "until end of turn.",
        CREATURE,
        None,
    ),
    (
        "Choose a creature type other than Wall. Each creature becomes that type until end of "
        "turn.",
        "Instant",
        None,
    ),
    (
        "{1}: Choose a basic land type. Each land you control becomes that type until end of turn.",
        CREATURE,
        None,
    ),
    # "that type" with no type chosen before it names none
    ("Target creature becomes that type until end of turn.", "Instant", 17),
    # a land type chosen as the permanent enters: read, not played yet
    ("As Test Card enters, choose a basic land type.", "Enchantment", 1),
]

NEAR_MISSES = [
    # "becomes blue", not "becomes bluish"
    ("Target creature becomes bluish until end of turn.", "Instant", "bluish"),
    # "in addition to its other colors", not "... its other colours"
    (
        "Target creature becomes blue in addition to its other colours until end of turn.",
        "Instant",
        "colours",
    ),
    # "colors", not "colors and types", after a color alone
    (
        "Target creature becomes blue in addition to its other colors and types until end of turn.",
        "Instant",
        "types",
    ),
    # "other than Wall": a creature type, not a card type
    (
        "Choose a creature type other than artifact. Target creature becomes that type until "
        "end of turn.",
        "Instant",
        "artifact.",
    ),
    # "becomes that type", not "becomes this type"
    (
        "Choose a creature type. Target creature becomes this type until end of turn.",
        "Instant",
        "this",
    ),
    # (a misprinted reminder is reminder text karlov does not check, W124: see
    # tests/syntax/test_no_game_function47a.py)
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_plays_or_is_refused_at_its_words(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == [], line
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected, line


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = line.split("\n")[-1].rindex(f" {word}") + 2
    assert card_errors(line, card_type) == [("E001", column)], line


def test_that_type_with_no_choice_is_refused_verbatim() -> None:
    found = karlov.check(
        card_text("Target creature becomes that type until end of turn.", "Instant")
    )
    assert [d.message for d in found if d.code == "C001"] == [
        "the rules runtime cannot execute this yet: 'becomes that type' with no one "
        "'Choose a ... type.' before it"
    ]
