# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 50 (control, ownership and several players): "a creature you control but don't
own", "target permanent you own or control" (CR 108.3 owner, 108.4 controller), "Two target
players each draw a card", "Any number of target players each ..." (CR 115.1d, 101.4), "and
each other player creates ..." (CR 102.1), "onto the battlefield under your control tapped"
(CR 110.2, 110.5b), and what the runtime can't play yet, refused at its span: an object or a
target "of an opponent's choice" (CR 601.2c, 608.2d) and "When you lose control of ~" (CR
108.4). Each line is read where it plays, refused (C001) where it can't, and an error at its
word where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    card_text,
    compiled_abilities,
    ir_nodes_of,
)

CREATURE = "Creature — Ape Snake"

#: (line, card type, the word C001 must stand at, or None where the line plays)
READ = [
    # ownership and control (CR 108.3, 108.4): Thieving Amalgam, Herald of Leshrac, Telim'Tor's Edict
    ("Whenever a creature you control but don't own dies, its owner loses 2 life and you gain 2 life.", CREATURE, None),
    ("Test Card gets +1/+1 for each land you control but don't own.", CREATURE, None),
    ("Exile target permanent you own or control.", "Instant", None),
    # several target players, each doing it (CR 115.1d, 101.4): Huddle Up, Hunters' Feast,
    # Jace, Memory Adept, Reward the Faithful
    ("Two target players each draw a card.", "Sorcery", None),
    ("Any number of target players each gain 6 life.", "Sorcery", None),
    ("Any number of target players each draw twenty cards.", "Sorcery", None),
    ("Any number of target players each gain life equal to the highest mana value among permanents you control.", "Instant", None),
    ("Up to two target players each draw a card.", "Sorcery", None),
    # "you and that player each" stays its own phrase (CR 101.4): Secret Rendezvous, Flumph,
    # Intellectual Offering
    ("You and target opponent each draw three cards.", "Sorcery", None),
    ("Whenever Test Card is dealt damage, you and target opponent each draw a card.", CREATURE, None),
    ("Choose an opponent. You and that player each draw three cards.", "Instant", None),
    # a number X of players is not read yet
    ("X target players each draw a card.", "Sorcery", "X"),
    # each other player after "and" (CR 102.1): Haunted Angel
    ("When Test Card dies, exile Test Card and each other player creates a 3/3 black Angel creature token with flying.", CREATURE, None),
    # the older order of "tapped under your control" (CR 110.5b): Demon of Dark Schemes
    ("{2}{B}: Put target creature card from a graveyard onto the battlefield under your control tapped.", CREATURE, None),
    # an object or a target an opponent chooses: Evangelize, Volcanic Offering, Cuombajj
    # Witches, Mausoleum Turnkey, Demonic Hordes
    ("Gain control of target creature of an opponent's choice they control.", "Sorcery", "of an opponent's choice"),
    ("Test Card deals 7 damage to target creature you don't control and 7 damage to target creature of an opponent's choice you don't control.", "Sorcery", "of an opponent's choice"),
    ("Destroy target nonbasic land you don't control and target nonbasic land of an opponent's choice you don't control.", "Sorcery", "of an opponent's choice"),
    ("{T}: Test Card deals 1 damage to any target and 1 damage to any target of an opponent's choice.", CREATURE, "any target of"),
    ("When Test Card enters, return target creature card of an opponent's choice from your graveyard to your hand.", CREATURE, "of an opponent's choice"),
    # losing control (CR 108.4): Gustha's Scepter
    ("When you lose control of Test Card, put all cards exiled with Test Card into their owner's graveyard.", "Artifact", "you lose"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the error code, the wrong word it stands at)
NEAR_MISSES = [
    # "each" after one player, or before a verb of one player
    ("Two target player each draw a card.", "Sorcery", "E001", "each"),
    ("Two target players each draws a card.", "Sorcery", "E001", "each"),
    ("Any number of target players each draw twenty card.", "Sorcery", "E023", "card."),
    # ownership: "you" takes "control", "don't" (CR 108.3)
    ("Whenever a creature you controls but don't own dies, you gain 2 life.", CREATURE, "E019", "controls"),
    ("Whenever a creature you control but doesn't own dies, you gain 2 life.", CREATURE, "E001", "but"),
    ("Exile target permanent you own or controls.", "Instant", "E001", "or"),
    # "an opponent's choice" with its apostrophe
    ("Gain control of target creature of an opponents choice they control.", "Sorcery", "E001", "of an opponents"),
    # "each other player" is one player and takes "creates"
    ("When Test Card dies, exile Test Card and each other player create a 3/3 black Angel creature token with flying.", CREATURE, "E001", "each"),
    ("When Test Card dies, exile Test Card and each other players creates a 3/3 black Angel creature token with flying.", CREATURE, "E001", "players"),
    ("When you loses control of Test Card, draw a card.", "Artifact", "E019", "loses"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, code: str, word: str
) -> None:
    assert_error_at(line, card_type, code, word)


def test_you_control_but_dont_own_is_both_tests() -> None:
    ability = compiled_abilities("Test Card gets +1/+1 for each land you control but don't own.", CREATURE)[-1]  # fmt: skip
    (filt,) = ir_nodes_of(ability, ir.ObjectFilter)
    assert filt.controller is not None and filt.controller.who == "you"
    assert filt.not_owner is not None and filt.not_owner.who == "you"
    assert filt.owner is None


def test_you_own_or_control_is_either() -> None:
    ability = compiled_abilities("Exile target permanent you own or control.", "Instant")[-1]
    (target,) = ability.targets
    assert target.filter is not None
    assert (target.filter.owner, target.filter.controller) == (None, None)
    own, control = target.filter.alternatives
    assert (own.owner.who, own.controller) == ("you", None)  # type: ignore[union-attr]
    assert (control.controller.who, control.owner) == ("you", None)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("line", "least", "most"),
    [
        ("Two target players each draw a card.", 2, 2),
        ("Up to two target players each draw a card.", 0, 2),
        ("Any number of target players each gain 6 life.", 0, None),
    ],
)
def test_several_target_players_are_one_target_of_players(
    line: str, least: int, most: int | None
) -> None:
    (ability,) = compiled_abilities(line, "Sorcery")
    (target,) = ability.targets
    assert (target.minimum, target.maximum, target.objects, target.players) == (
        least,
        most,
        False,
        ir.Whose.ANY,
    )
    doers = [a.players for a in ir_nodes_of(ability, ir.Action)]
    assert [(p.who, p.target_index) for p in doers if p is not None] == [("target", 0)]


@pytest.mark.parametrize(
    ("line", "card_type", "message"),
    [
        (
            "Gain control of target creature of an opponent's choice they control.",
            "Sorcery",
            "the rules runtime cannot execute this yet: 'of an opponent's choice': an object an"
            " opponent chooses",
        ),
        (
            "{T}: Test Card deals 1 damage to any target and 1 damage to any target of an opponent's choice.",
            CREATURE,
            "the rules runtime cannot execute this yet: 'any target of an opponent's choice': a"
            " target an opponent chooses",
        ),
        (
            "When you lose control of Test Card, put all cards exiled with Test Card into their owner's graveyard.",
            "Artifact",
            "the rules runtime cannot execute this yet: the event 'you lose control of Test Card'",
        ),
    ],
)  # fmt: skip
def test_what_is_refused_says_what_is_missing(line: str, card_type: str, message: str) -> None:
    found = karlov.check(card_text(line, card_type))
    assert [d.message for d in found if d.code == "C001"] == [message]
