# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 51 (replacement and alternative wordings): "If ~ would enter, sacrifice ... / you
may discard ... instead. If you do, put ~ onto the battlefield. If you don't, put it into its
owner's graveyard." (CR 614.1a, 614.12, 608.2c: a replacement with what follows when it was
done and when it wasn't), played for the card itself entering; "you may pay {0} rather than pay
cycling costs", "... rather than pay the mana cost for spells that you cast" (CR 118.9: an
alternative cost of other spells and abilities, by the cost it is paid instead of), read and
refused; "except its name is ~, it's legendary in addition to its other types, and ..." (CR
707.9b: a copy's name among its exceptions) and "Create two tokens that are copies of ~, except
they're not legendary", read and refused; "..., except for Krakens, Leviathans, Octopuses, and
Serpents" (the objects an instruction excludes), read and refused. A wording that is not
Oracle's is an error at its word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, compiled_abilities, refusals, word_column


def _column(line: str, words: str) -> int:
    """The column where ``words`` start: a whole word, or ", except" (the comma is the start
    of its token, as in Oracle's "..., except it's ...")."""
    return line.index(words) + 1 if words.startswith(",") else word_column(line, words)


LOTUS_VALE = "If Test Card would enter, sacrifice two untapped lands instead. If you do, put Test Card onto the battlefield. If you don't, put it into its owner's graveyard."
HEART = "If Test Card would enter the battlefield, sacrifice a Forest instead. If you do, put Test Card onto the battlefield. If you don't, put it into its owner's graveyard."
MOX_DIAMOND = "If Test Card would enter, you may discard a land card instead. If you do, put Test Card onto the battlefield. If you don't, put it into its owner's graveyard."

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # the card itself entering, replaced by a sacrifice or a discard (Lotus Vale, Scorched
    # Ruins, Heart of Yavimaya, Balduvian Trading Post, Mox Diamond)
    (LOTUS_VALE, "Land", None),
    (HEART, "Land", None),
    (HEART.replace("a Forest", "an untapped Mountain"), "Land", None),
    (MOX_DIAMOND, "Artifact", None),
    # another object entering, or another follow-up: no form the runtime plays
    (HEART.replace("If Test Card would enter the battlefield", "If a creature would enter"), "Land", "If a creature"),
    (HEART.replace("put it into its owner's graveyard", "exile it"), "Land", "If Test Card"),
    (HEART.replace("put Test Card onto the battlefield", "draw a card"), "Land", "If Test Card"),
    # "another": the card isn't on the battlefield yet to be other than
    (HEART.replace("a Forest", "another land"), "Land", "If Test Card"),
    # more than one card discarded with fewer in hand (CR 609.3) is not played
    (MOX_DIAMOND.replace("a land card", "two land cards"), "Artifact", "discard two land cards"),
    # alternative costs of other spells and abilities (CR 118.9): read, not played
    ("As long as you have seven or more cards in hand, you may pay {0} rather than pay cycling costs.", "Enchantment", "cycling costs"),
    ("You may pay {0} rather than pay the echo cost for permanents you control.", "Enchantment", "the echo cost"),
    # (Fist of Suns says "for spells that you cast": its relative clause is not read yet)
    ("You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast.", "Artifact", "the mana cost"),
    # a copy's name among its exceptions (CR 707.9b): read, not played
    ("{X}: Test Card becomes a copy of target creature card in your graveyard with mana value X, except its name is Test Card, it's legendary in addition to its other types, and it has this ability.", "Creature — Shapeshifter", "its name is Test Card"),
    # copies' exception, "they're" after "copies" (Jace, Cunning Castaway): read, not played
    ("Create two tokens that are copies of Test Card, except they're not legendary.", "Sorcery", ", except they're not legendary"),
    # the objects an instruction excludes (Whelming Wave, Eye of Singularity): read, not played
    ("Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and Serpents.", "Sorcery", "Krakens, Leviathans"),
    ("When Test Card enters, destroy each permanent with the same name as another permanent, except for basic lands. They can't be regenerated.", "Enchantment", "basic lands"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", _column(line, refused_at))]
    assert refusals(line, card_type) == expected


#: (line, card type, the word E001 stands at)
NEAR_MISSES = [
    # the comma after "If you don't"
    (HEART.replace("If you don't,", "If you don't"), "Land", "put it"),
    # "If you do" twice
    (HEART.replace("If you don't", "If you do"), "Land", "do, put it"),
    # "the ... cost" with the plural, "costs" without "the" in the singular
    ("You may pay {0} rather than pay the cycling costs for cards you own.", "Enchantment", "costs"),
    ("You may pay {0} rather than pay cycling cost.", "Enchantment", "cost."),
    ("You may pay {0} rather than pay the echo cost of permanents you control.", "Enchantment", "of"),
    # "they're" agrees with "copies", "it" with "a token that's a copy"
    ("Create two tokens that are copies of Test Card, except it isn't legendary.", "Sorcery", ", except"),
    ("Create a token that's a copy of Test Card, except they're not legendary.", "Sorcery", ", except"),
    # "except for" names what is excluded: not a verb
    ("Destroy all creatures except for they attack.", "Sorcery", "they"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", _column(line, word))]


def test_the_entering_replacement_is_a_self_enters_replacement() -> None:
    (ability,) = compiled_abilities(LOTUS_VALE, "Land")
    assert isinstance(ability, ir.ReplacementAbility)
    assert (ability.event, ability.instead, ability.extra) == ("self_enters", "sacrifice", 2)
    assert ability.payment is not None and ability.payment.tapped is False
    assert ability.payment.zone is ir.ZoneName.BATTLEFIELD
    (mox,) = compiled_abilities(MOX_DIAMOND, "Artifact")
    assert isinstance(mox, ir.ReplacementAbility)
    assert (mox.event, mox.instead, mox.extra) == ("self_enters", "may_discard", 1)
    assert mox.payment is not None and mox.payment.zone is ir.ZoneName.HAND


def test_the_refusals_name_what_is_missing() -> None:
    """The C001 messages, verbatim."""

    def messages(line: str, card_type: str) -> list[str]:
        found = karlov.check(card_text(line, card_type))
        return [d.message for d in found if d.code == "C001"]

    assert messages(HEART.replace("put it into its owner's graveyard", "exile it"), "Land") == [
        "the rules runtime cannot execute this yet: a replacement effect with 'If you do' and "
        "'If you don't' (CR 614.1a)"
    ]
    assert messages(MOX_DIAMOND.replace("a land card", "two land cards"), "Artifact") == [
        "the rules runtime cannot execute this yet: discarding more than one card in place of "
        "entering"
    ]
    assert messages(
        "Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, "
        "and Serpents.",
        "Sorcery",
    ) == [
        "the rules runtime cannot execute this yet: an instruction's objects except for "
        "'Krakens, Leviathans, Octopuses, and Serpents' (the objects it excludes)"
    ]
    assert messages(
        "You may pay {0} rather than pay the echo cost for permanents you control.", "Enchantment"
    ) == [
        "the rules runtime cannot execute this yet: an alternative cost paid rather than 'the "
        "echo cost for permanents you control' (CR 118.9)"
    ]
