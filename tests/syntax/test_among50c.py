# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 50 (cards looked at, revealed, milled, exiled "this way", and choices from among
them): "from among the revealed cards", "from among the milled cards", "from among the exiled
cards", "from among the cards milled this way" (CR 608.2c, 701.20a, 701.17a, 406.3); "Tap any
number of untapped creatures you control" and "for each creature tapped this way" (CR 701.26a,
107.1c, 608.2c); "that share a card type with the exiled card" (CR 607.2a); "not chosen this
way" and "that weren't put onto the battlefield" (CR 608.2c). Each binds to exactly the objects
the earlier instruction acted on, or is refused (C001 at its words) where the compiler can't
bind it or the runtime can't play it; a wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_refused_at,
    card_errors,
    compiled_abilities,
    ir_nodes_of,
    refusals,
    word_column,
)

CREATURE = "Creature — Elemental"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # the cards the one earlier instruction revealed (CR 701.20a, 608.2c)
    ("Reveal the top five cards of your library. Put up to two creature cards from among the revealed cards into your hand and the rest on the bottom of your library in a random order.", "Sorcery", None),
    # only looked at, or nothing revealed before it: no revealed cards to bind to
    ("Look at the top five cards of your library. Put a creature card from among the revealed cards into your hand.", "Sorcery", "from among the revealed cards"),
    ("Put a creature card from among the revealed cards into your hand.", "Sorcery", "from among the revealed cards"),
    # the cards the one earlier instruction exiled (CR 406.3, 608.2c)
    ("Exile the top three cards of your library. You may put a land card from among the exiled cards onto the battlefield.", "Sorcery", None),
    ("Exile the top three cards of your library. You may put a land card from among the cards exiled this way onto the battlefield.", "Sorcery", None),
    # milled cards (CR 701.17a) are found in the graveyard only while counted (Gyruda, Shadow Kin)
    ("Each player mills four cards. Put a creature card from among the milled cards onto the battlefield under your control.", "Sorcery", "from among the milled cards"),
    ("Each player mills three cards. You may exile a creature card from among the cards milled this way.", "Sorcery", "milled this way"),
    # tapping any number (Harmony of Nature, Devout Invocation, Jaddi Lifestrider, Ledev Champion)
    ("Tap any number of untapped creatures you control. You gain 4 life for each creature tapped this way.", "Sorcery", None),
    ("Tap any number of untapped creatures you control. Create a 4/4 white Angel creature token with flying for each creature tapped this way.", "Sorcery", None),
    ("When Test Card enters, you may tap any number of untapped creatures you control. You gain 2 life for each creature tapped this way.", CREATURE, None),
    ("Whenever Test Card attacks, you may tap any number of untapped creatures you control. Test Card gets +1/+1 until end of turn for each creature tapped this way.", CREATURE, None),
    # "those Vampires" are the creatures chosen and tapped (Urge to Feed, Guild Summit)
    ("Target creature gets -3/-3 until end of turn. You may tap any number of untapped Vampire creatures you control. If you do, put a +1/+1 counter on each of those Vampires.", "Instant", None),
    ("When Test Card enters, you may tap any number of untapped Gates you control. Draw a card for each Gate tapped this way.", "Enchantment", None),
    # one already tapped may be chosen but is not tapped this way: refused at the description
    ("Tap any number of creatures you control. You gain 4 life for each creature tapped this way.", "Sorcery", "creatures you control."),
    # "tapped this way" of an instruction that did not choose what it tapped
    ("Tap all untapped creatures you control. You gain 4 life for each creature tapped this way.", "Sorcery", "tapped this way."),
    # the card a linked ability exiled (CR 607.2a): parsed, not compared yet
    ("Spells you cast that share a card type with the exiled card cost {2} less to cast.", "Artifact", "that share"),
    # what an earlier choice left (CR 608.2c): parsed, not bound yet
    ("Each player chooses a nonland permanent they control. Return all nonland permanents not chosen this way to their owners' hands.", "Sorcery", "not chosen this way"),
    ("Reveal the top five cards of your library. You may put any number of permanent cards with mana value 3 or less from among them onto the battlefield. Then put all cards revealed this way that weren't put onto the battlefield into your graveyard.", "Sorcery", "that weren't"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the word E001 stands at)
NEAR_MISSES = [
    ("Put up to two creature cards from among the reveal cards into your hand.", "Sorcery", "among"),
    ("Put a creature card from among the revealed card into your hand.", "Sorcery", "among"),
    ("You may exile a creature card from among the cards mill this way.", "Sorcery", "among"),
    ("Return all nonland permanents not choose this way to their owners' hands.", "Sorcery", "not"),
    ("Then put all cards revealed this way that weren't put onto battlefield into your graveyard.", "Sorcery", "weren't"),
    ("Tap any number of untapped creatures you control. You gain 4 life for each creature tap this way.", "Sorcery", "tap this"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def test_tap_any_number_chooses_untapped_creatures_and_counts_them() -> None:
    (ability,) = compiled_abilities(
        "Tap any number of untapped creatures you control. You gain 4 life for each creature "
        "tapped this way."
    )
    (tap,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.TAP]
    assert isinstance(tap.objects, ir.ChosenObjects)
    assert tap.objects.filter.tapped is False
    assert tap.objects.count.relation is ir.Relation.AT_MOST
    (counted,) = ir_nodes_of(ability, ir.NumberOf)
    assert counted.filter.among == tap.objects.key
    assert counted.filter.zone is ir.ZoneName.BATTLEFIELD


def test_from_among_the_revealed_cards_is_among_the_cards_revealed() -> None:
    line = (
        "Reveal the top five cards of your library. Put up to two creature cards from among the "
        "revealed cards into your hand and the rest on the bottom of your library in a random "
        "order."
    )
    said = compiled_abilities(line)[-1]
    them = compiled_abilities(line.replace("from among the revealed cards", "from among them"))[-1]
    among = [f.among for f in ir_nodes_of(said, ir.ObjectFilter) if f.among is not None]
    assert among and among == [
        f.among for f in ir_nodes_of(them, ir.ObjectFilter) if f.among is not None
    ]


def test_from_among_the_exiled_cards_is_the_cards_exiled_this_way() -> None:
    line = (
        "Exile the top three cards of your library. You may put a land card from among the "
        "exiled cards onto the battlefield."
    )
    (moved,) = [
        f.among
        for f in ir_nodes_of(compiled_abilities(line)[-1], ir.ObjectFilter)
        if f.among is not None
    ]
    assert ir.is_moved_key(moved)


def test_the_refusals_name_what_is_missing() -> None:
    import karlov

    from .families import card_text

    def messages(line: str, card_type: str = "Sorcery") -> list[str]:
        found = karlov.check(card_text(line, card_type))
        return [d.message for d in found if d.code == "C001"]

    assert messages(
        "Look at the top five cards of your library. Put a creature card from among the "
        "revealed cards into your hand."
    ) == [
        "the rules runtime cannot execute this yet: 'from among the revealed cards' of cards "
        "not revealed before it"
    ]
    assert messages(
        "Tap all untapped creatures you control. You gain 4 life for each creature tapped this way."
    ) == [
        "the rules runtime cannot execute this yet: 'tapped this way' of no one instruction "
        "that chose what to tap"
    ]
    assert messages(
        "Tap any number of creatures you control. You gain 4 life for each creature tapped this "
        "way."
    ) == [
        "the rules runtime cannot execute this yet: tapping any number of permanents other "
        "than untapped ones you control"
    ]


def test_those_vampires_are_the_creatures_chosen_to_tap() -> None:
    (ability,) = compiled_abilities(
        "Target creature gets -3/-3 until end of turn. You may tap any number of untapped "
        "Vampire creatures you control. If you do, put a +1/+1 counter on each of those "
        "Vampires.",
        "Instant",
    )
    (may,) = ir_nodes_of(ability, ir.MayDo)
    assert may.prompt == "Do you want to tap any number of untapped Vampire creatures you control?"
    assert isinstance(may.effect, ir.Action) and isinstance(may.effect.objects, ir.ChosenObjects)
    (counters,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.PUT_COUNTERS]
    assert counters.objects == ir.Mentioned(
        may.effect.objects.key, True, span=counters.objects.span
    )


#: Session 50, second pass: a player's choice of cards in a zone, "all but one of them", "one
#: of the exiled cards" (CR 608.2c, 608.2d): read, refused at their words until bound.
READ_REFUSED = [
    ("Target player chooses three cards from their hand and puts them on top of their library in any order.", "Sorcery", "chooses"),
    ("Look at the top three cards of your library. Put all but one of them on the bottom of your library in any order.", "Sorcery", "all but one of them"),
    ("Look at the top ten cards of your library, exile up to two creature cards from among them, then shuffle. Target opponent may choose one of the exiled cards and put it onto the battlefield under their control.", "Sorcery", "one of the exiled cards"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ_REFUSED)
def test_the_choices_are_read_and_refused(line: str, card_type: str, refused_at: str) -> None:
    assert card_errors(line, card_type) == []
    assert refusals(line, card_type) == [("C001", word_column(line, refused_at))]


#: (line, card type, the word E001 stands at)
NEAR_MISSES_2 = [
    ("Target player chooses three cards from hand and puts them on top of their library in any order.", "Sorcery", "hand"),
    ("Look at the top three cards of your library. Put all but one of it on the bottom of your library in any order.", "Sorcery", "it"),
    ("Target opponent may choose one of the exiled card and put it onto the battlefield under their control.", "Sorcery", "card"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES_2)
def test_the_choices_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, word: str
) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]
