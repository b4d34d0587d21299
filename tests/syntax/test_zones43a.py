"""Session 43 (zones): every player's zone of a kind ("Exile all graveyards.", "exile all
creature cards from all graveyards", "all opponents' graveyards", CR 404.1), the top cards of
each player's library (CR 401.1), a position counted from the top of a library ("into its
owner's library second from the top", CR 401.1, 400.3) and "Put any number of them into your
graveyard and the rest back on top of your library in any order" (CR 401.4, 608.2d): each
read where it plays, refused (C001 at its span) where the runtime can't play what it says,
and an error (E001 at its word) where the wording is not Oracle's."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

LOOK = "Look at the top three cards of your library. "

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # every player's graveyard (CR 404.1)
    ("Exile all graveyards.", "Sorcery", None),
    ("Exile all opponents' graveyards.", "Sorcery", None),
    ("Exile all creature cards from all graveyards.", "Sorcery", None),
    ("Exile all cards from all opponents' graveyards.", "Sorcery", None),
    ("Return all Zombie cards from all graveyards to their owners' hands.", "Sorcery", None),
    (
        "Put all creature cards from all graveyards onto the battlefield under your control.",
        "Sorcery",
        None,
    ),
    # exiling every library is no instruction the runtime plays
    ("Exile all libraries.", "Sorcery", 7),
    # "all" of one zone: the word must be the plural
    ("Exile all graveyard.", "Sorcery", 7),
    # one card "from all graveyards": which graveyard would it be chosen in?
    ("Exile a creature card from all graveyards.", "Sorcery", 7),
    ("Return target creature card from all graveyards to its owner's hand.", "Sorcery", 8),
    # a position counted from the top (CR 401.1), in its owner's library (CR 400.3)
    ("Put target creature into its owner's library second from the top.", "Sorcery", None),
    ("Put target creature into your library second from the top.", "Sorcery", 26),
    ("Put target creature into its owner's graveyard third from the top.", "Sorcery", 26),
    # several cards at one position would need an order the text does not give
    ("Put all creatures into their owners' libraries third from the top.", "Sorcery", 1),
    # any number of the cards looked at, the rest back on top (CR 401.4)
    (
        LOOK + "Put any number of them into your graveyard and the rest back on top of your "
        "library in any order.",
        "Sorcery",
        None,
    ),
    (
        LOOK + "Put any number of them into your graveyard and the rest back on the bottom of "
        "your library in any order.",
        "Sorcery",
        107,
    ),
    (
        LOOK + "Put any number of them into your hand and the rest back on top of your library "
        "in any order.",
        "Sorcery",
        69,
    ),
    (
        LOOK + "Put any number of them into your graveyard and the rest back on top of your "
        "library in a random order.",
        "Sorcery",
        107,
    ),
    (
        "Look at the top three cards of target player's library. Put any number of them into "
        "their graveyard and the rest back on top of that library in any order.",
        "Sorcery",
        57,
    ),
    # the top cards of each player's own library (CR 401.1)
    ("Exile the top card of each player's library.", "Sorcery", None),
    ("Exile the top two cards of each opponent's library.", "Sorcery", None),
    # one player puts cards of their own hand on top of their own library (CR 401.1, 402.1)
    ("Target opponent puts a card from their hand on top of their library.", "Sorcery", None),
    (
        "Target opponent loses 3 life and puts a card from their hand on top of their library.",
        "Sorcery",
        None,
    ),
    ("Target opponent puts two cards from their hand on top of their library.", "Sorcery", None),
    # each player choosing in turn is no choice the instruction says yet
    ("Each player puts a card from their hand on top of their library.", "Sorcery", 13),
    ("Target opponent puts a card from their hand on the bottom of their library.", "Sorcery", 45),
    ("Target opponent puts a card from their graveyard on top of their library.", "Sorcery", 34),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Put target creature into its owner's library second from top.", "Sorcery", "second"),
    ("Put target creature into its owner's library the second from the top.", "Sorcery", "the"),
    ("Put target creature into its owner's library first from the top.", "Sorcery", "first"),
    ("Exile all the graveyards.", "Sorcery", "the"),
    ("Exile all opponent's graveyards.", "Sorcery", "opponent's"),
    (
        LOOK + "Put any number of them into your graveyard and the rest back onto the top of "
        "your library in any order.",
        "Sorcery",
        "top of",  # "onto the" is read as far as "onto the battlefield" goes
    ),
    ("Exile the top card of each players' library.", "Sorcery", "each"),
    ("Exile all creature cards from every graveyard.", "Sorcery", "every"),
    (
        "Target opponent puts a card from their hand on top their library.",
        "Sorcery",
        "their library",
    ),
    ("Target opponent puts a card from hand on top of their library.", "Sorcery", "hand"),
    ("Target opponent puts a card from their hand to the top of their library.", "Sorcery", "to"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    found = re.search(rf"(?<= ){re.escape(word)}(?![\w'])", f" {line}")
    assert found is not None
    column = found.start()
    assert card_errors(line, card_type) == [("E001", column)]


def _effect(line: str, card_type: str = "Sorcery") -> ir.Effect:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.SpellAbility)
    return ability.effect


@pytest.mark.parametrize(
    ("whose", "owner"), [("all", ir.Whose.ANY), ("all opponents'", ir.Whose.OPPONENT)]
)
def test_every_graveyard_is_each_such_players(whose: str, owner: ir.Whose) -> None:
    """ "Exile all graveyards." / "all opponents' graveyards": every card in each such
    player's graveyard (CR 404.1), never only yours."""
    action = _effect(f"Exile {whose} graveyards.")
    assert isinstance(action, ir.Action) and action.verb is ir.Verb.EXILE
    assert isinstance(action.objects, ir.AllObjects)
    f = action.objects.filter
    assert (f.zone, f.zone_owner, f.owner) == (ir.ZoneName.GRAVEYARD, owner, None)


ORDINALS = ["second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]


@given(st.sampled_from(list(enumerate(ORDINALS, start=2))))
def test_the_position_is_counted_from_the_top(nth: tuple[int, str]) -> None:
    """ "into its owner's library Nth from the top": N - 1 cards above it (CR 401.1)."""
    n, word = nth
    action = _effect(f"Put target creature into its owner's library {word} from the top.")
    assert isinstance(action, ir.Action) and action.verb is ir.Verb.MOVE
    assert (action.zone, action.from_top, action.position) == (ir.ZoneName.LIBRARY, n, None)


@given(st.sampled_from([("player's", "each_player"), ("opponent's", "each_opponent")]))
def test_the_top_cards_are_each_players_own(whose: tuple[str, str]) -> None:
    """ "the top card of each player's library": of every such player's own (CR 401.1)."""
    word, players = whose
    action = _effect(f"Exile the top card of each {word} library.")
    assert isinstance(action, ir.Action) and isinstance(action.objects, ir.TopOfLibrary)
    top = action.objects
    assert (top.count, top.whose) == (1, ir.Whose.ANY)
    assert top.players is not None and top.players.who == players
