"""Durations of session 44 (CR 611.2, 610.3): "[you may] have [objects] get/gain/lose/become
... until end of turn" (the objects named do what follows "have", CR 611.2a), "[objects]
has/have base power and toughness N/N until end of turn" (layer 7b, CR 613.4b), "exile ...
until ~ leaves the battlefield" (CR 610.3) and "for as long as you control ~" (CR 611.2b) on
gaining control or abilities. Each is read where it plays, refused (C001 at its span) where the
runtime can't play it, and an error at its word where the wording is not Oracle's."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

CREATURE = "Creature — Beast"
ENTERS = "When Test Card enters, "

#: (line, card type, the column of the C001, or None: it plays)
READ = [
    (f"{ENTERS}you may have target creature get -1/-1 until end of turn.", CREATURE, None),
    (f"{ENTERS}you may have creatures you control gain flying until end of turn.", CREATURE, None),
    (f"{ENTERS}you may have target creature lose flying until end of turn.", CREATURE, None),
    (
        f"{ENTERS}you may have Test Card become a 3/3 Angel artifact creature with flying until "
        "end of turn.",
        CREATURE,
        None,
    ),
    ("Target creature has base power and toughness 0/1 until end of turn.", "Instant", None),
    ("Creatures you control have base power and toughness 1/1 until end of turn.", "Instant", None),
    (
        "Until end of turn, target creature loses all abilities and has base power and toughness "
        "0/1.",
        "Instant",
        None,
    ),
    # X is a number the runtime doesn't set base power and toughness to yet
    ("Creatures you control have base power and toughness X/X until end of turn.", "Instant", 23),
    # "have" a player do a timed thing: not an effect on objects
    (f"{ENTERS}you may have target player get -1/-1 until end of turn.", CREATURE, 61),
    # CR 610.3: exile until this permanent leaves
    (
        f"{ENTERS}exile target creature an opponent controls until Test Card leaves the "
        "battlefield.",
        CREATURE,
        None,
    ),
    (
        f"{ENTERS}you may exile target nonland permanent an opponent controls until Test Card "
        "leaves the battlefield.",
        CREATURE,
        None,
    ),
    (
        f"{ENTERS}exile all creatures with power 5 or greater until Test Card leaves the "
        "battlefield.",
        CREATURE,
        None,
    ),
    # a spell is no permanent that leaves the battlefield; another object, another instruction
    ("Exile target creature until Test Card leaves the battlefield.", "Instant", 23),
    (f"{ENTERS}exile target creature until target artifact leaves the battlefield.", CREATURE, 46),
    (f"{ENTERS}destroy target creature until Test Card leaves the battlefield.", CREATURE, 48),
    # CR 611.2b: for as long as you control this permanent
    (
        f"{ENTERS}gain control of target artifact for as long as you control Test Card.",
        CREATURE,
        None,
    ),
    (f"{ENTERS}target creature gains flying for as long as you control Test Card.", CREATURE, None),
    # a P/T change for as long as you control it; a sorcery is no permanent to control
    (f"{ENTERS}target creature gets +2/+2 for as long as you control Test Card.", CREATURE, None),
    ("Gain control of target artifact for as long as you control Test Card.", "Sorcery", 33),
    # CR 611.2b: for as long as this permanent remains on the battlefield; "doesn't untap"
    # for as long as the source is controlled or stays (not for a turn)
    (
        f"{ENTERS}gain control of target creature for as long as Test Card remains on the "
        "battlefield.",
        CREATURE,
        None,
    ),
    (
        f"{ENTERS}target land becomes an Island for as long as Test Card remains on the "
        "battlefield.",
        CREATURE,
        None,
    ),
    (
        f"{ENTERS}tap target creature an opponent controls. That creature doesn't untap during "
        "its controller's untap step for as long as you control Test Card.",
        CREATURE,
        None,
    ),
    (
        f"{ENTERS}gain control of target creature for as long as target land remains on the "
        "battlefield.",
        CREATURE,
        56,
    ),
    (
        f"{ENTERS}tap target creature. That creature doesn't untap during its controller's untap "
        "step this turn.",
        CREATURE,
        59,
    ),
    (f"{ENTERS}draw a card for as long as you control Test Card.", CREATURE, 36),
    # untapping is done once, before the effect that lasts (CR 701.26b, 611.2a); a duration
    # after the untap, or on another one-shot action, is refused
    ("Untap target creature and gain control of it until end of turn.", "Sorcery", None),
    ("Gain control of target creature and untap it until end of turn.", "Sorcery", 46),
    ("Draw a card and gain control of target creature until end of turn.", "Sorcery", 49),
    # CR 611.2c: a restriction on a group applies to whatever matches during the turn
    ("Creatures can't block this turn.", "Instant", None),
    ("Each creature with toughness greater than its power can't block this turn.", "Instant", None),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word the error stands at, its code)
NEAR_MISSES = [
    (f"{ENTERS}you may have target creature get -1/-1 until end of the turn.", CREATURE, "end",
     "E001"),
    ("Target creature has base power toughness 0/1 until end of turn.", "Instant", "toughness",
     "E001"),
    (f"{ENTERS}exile target creature an opponent controls until Test Card leaves battlefield.",
     CREATURE, "battlefield.", "E001"),
    (f"{ENTERS}exile target creature an opponent controls until Test Card leave the battlefield.",
     CREATURE, "leave", "E001"),
    # after "have", the verb has no -s
    (f"{ENTERS}you may have target creature gets -1/-1 until end of turn.", CREATURE, "gets",
     "C002"),
    (f"{ENTERS}you may have target creature gains flying until end of turn.", CREATURE, "gains",
     "C002"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, word: str, code: str
) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [(code, column)]
