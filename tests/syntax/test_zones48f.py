# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 48 (zones, looking and revealing): "shuffle [cards] from [zone] into [library]" and
its third person (CR 701.24a), "Search your library for a [card], a [card], and a [card]" (one
search, CR 701.23a), "put the rest back on top of [library] in any order" (CR 401.4),
"cast [spells] from among those cards" (CR 608.2c), "put any number of [cards] from among them
[destination]" (CR 608.2d), "a [card] and/or a [card]", "the cards in your hand", "the bottom
card of [library]" (CR 401.1), "the top creature card of your graveyard", "look at and play
that card" (CR 406.3), "look at cards exiled with ~", "Return to [zone] all ...", "the
difference": each read where it plays, refused (C001 at its span) where the runtime can't play
what it says, and an error (E001 at its word) where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Bird Soldier"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # shuffled from a zone into the owner's library (CR 701.24a, 400.3)
    ("Shuffle all creature cards from your graveyard into your library.", "Sorcery", None),
    ("Shuffle all creature cards from target player's graveyard into that player's library.", "Sorcery", None),
    ("Shuffle up to three target cards from your graveyard into your library.", "Sorcery", None),
    ("Shuffle any number of target creature cards from your graveyard into your library.", "Sorcery", None),
    ("Draw two cards, then shuffle a card from your hand into your library.", "Sorcery", None),
    ("When Test Card dies, shuffle the cards from your hand into your library.", CREATURE, None),
    # into a library other than the cards' owner's: no reading plays it
    ("Shuffle all creature cards from your graveyard into target player's library.", "Sorcery", 53),
    ("Shuffle all creature cards from target player's graveyard into your library.", "Sorcery", 64),
    ("Shuffle all creature cards from your graveyard into your hand.", "Sorcery", 53),
    # read, not played yet
    ("Each player shuffles the cards from their hand into their library, then draws that many cards.", "Sorcery", 13),
    ("Shuffle any number of cards from your hand into your library.", "Sorcery", 1),
    ("Search your library for a Zombie card and a Swamp card, reveal them, put them into your hand, then shuffle.", "Sorcery", 1),
    ("Search your library for a white card, a blue card, a black card, a red card, and a green card. Reveal those cards, put them into your hand, then shuffle.", "Sorcery", 1),
    ("Look at the top ten cards of your library, then exile any number of them and put the rest back on top of your library in any order.", "Sorcery", 55),
    ("Target opponent reveals their hand. You may cast an instant or sorcery spell from among those cards without paying its mana cost.", "Sorcery", 45),
    ("Each opponent exiles the top card of their library. You may cast spells from among those cards this turn.", "Sorcery", 96),
    ("Reveal the top five cards of your library. You may put a creature card and/or an enchantment card from among them into your hand. Put the rest into your graveyard.", "Sorcery", 52),
    ("Whenever you cast a spell, put the cards in your hand on the bottom of your library in any order, then draw that many cards.", CREATURE, 28),
    ("At the beginning of each player's draw step, that player puts the cards in their hand on the bottom of their library in any order, then draws that many cards.", CREATURE, 58),
    ("{2}: Put the bottom card of your library into your graveyard.", CREATURE, 10),
    ("At the beginning of your end step, exile the bottom card of each opponent's library.", CREATURE, 42),
    ("Return the top creature card of your graveyard to the battlefield.", "Sorcery", 8),
    ("You may look at cards exiled with Test Card.", CREATURE, 9),
    ("Return to the battlefield all permanent cards in your graveyard that were put there from the battlefield this turn.", "Sorcery", 1),
    # any number of the cards looked at (CR 608.2d)
    ("Look at the top ten cards of your library. You may put any number of creature and/or land cards from among them onto the battlefield. Put the rest on the bottom of your library in a random order.", "Sorcery", None),
    ("Reveal the top six cards of your library. You may put any number of snow permanent cards from among them into your hand. Put the rest into your graveyard.", "Sorcery", None),
    # looking at a card in exile changes nothing the runtime plays (CR 406.3)
    ("Exile the top card of target opponent's library. You may look at and play that card for as long as it remains exiled.", "Sorcery", None),
    ("Exile the top card of target opponent's library. You may look at and cast that card for as long as it remains exiled.", "Sorcery", None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the column of the wrong word E001 stands at)
NEAR_MISSES = [
    ("Shuffle all creature cards from your graveyard onto your library.", "Sorcery", 48),
    ("Shuffle all creature cards from your graveyard in your library.", "Sorcery", 48),
    # more than one card may go back: Oracle says in which order (CR 401.4)
    ("Look at the top ten cards of your library, then exile any number of them and put the rest back on top of your library.", "Sorcery", 118),
    ("Look at the top X cards of target opponent's library. Exile one of those cards and put the rest back on top of that player's library.", "Sorcery", 133),
    # a list of two has no comma; of more, a comma before "and" (Oracle's series)
    ("Search your library for a Plains card, and an Island card. Reveal those cards, put them into your hand, then shuffle.", "Sorcery", 40),
    ("Search your library for a white card, a blue card and a green card. Reveal those cards, put them into your hand, then shuffle.", "Sorcery", 51),
    ("Search your library for a Zombie card and Swamp card, reveal them, put them into your hand, then shuffle.", "Sorcery", 43),
    # "from among" names several cards
    ("Target opponent reveals their hand. You may cast an instant or sorcery spell from among it without paying its mana cost.", "Sorcery", 89),
    ("Reveal the top five cards of your library. You may put a creature card and/or an enchantment card from among it into your hand.", "Sorcery", 99),
    ("Each opponent exiles the top card of their library. You may cast spells from among that cards this turn.", "Sorcery", 84),
    ("Each opponent exiles the top card of their library. You may cast spells from among those card this turn.", "Sorcery", 84),
    ("Look at the top ten cards of your library. You may put any number of creature and/or land cards from among them onto battlefield.", "Sorcery", 118),
    ("You may look at card exiled with Test Card.", CREATURE, 17),
    ("Search target opponent's library for a card and exile it face down. Then that player shuffles. You may look and play that card for as long as it remains exiled.", "Sorcery", 109),
    # only "all ..." follows a destination written first
    ("Return to the battlefield target creature card from your graveyard.", "Sorcery", 27),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert card_errors(line, card_type) == [("E001", column)]


def _ability(line: str, card_type: str = "Sorcery") -> ir.Ability:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    return ability


def test_cards_from_your_graveyard_go_into_your_library_which_you_shuffle() -> None:
    """Every creature card of your graveyard, into your library, which you shuffle even if
    there is none (CR 701.24a, 701.24d)."""
    effect = _ability("Shuffle all creature cards from your graveyard into your library.").effect
    assert isinstance(effect, ir.Action)
    assert effect.verb is ir.Verb.SHUFFLE_INTO
    assert effect.players is not None and effect.players.who == "you"
    assert isinstance(effect.objects, ir.AllObjects)
    assert effect.objects.filter.zone is ir.ZoneName.GRAVEYARD
    owner = effect.objects.filter.owner
    assert owner is not None and owner.who == "you"


def test_the_target_players_cards_go_into_that_players_library() -> None:
    effect = _ability(
        "Shuffle all creature cards from target player's graveyard into that player's library."
    ).effect
    assert isinstance(effect, ir.Action)
    assert effect.verb is ir.Verb.SHUFFLE_INTO
    assert effect.players is not None and effect.players.who == "target"
