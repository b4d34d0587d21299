# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 54 (linked exile and "this way", CR 607.2a): the cards a linked ability exiled,
named by a description split around "at random" ("choose a card at random exiled with Gorex",
"Choose a card at random that was exiled with Skyship Weatherlight"), "from among cards
exiled with ~" (Bag of Devouring), by each player ("each player returns to the battlefield all
cards they own exiled with Parallax Wave": each card by its owner, CR 110.2a) and "under the
control of that card's owner" (Trove Warden); "repeat this process", "the cards exiled with
~" looked at, "from among those exiled cards" and "the exiled creature's" are read and refused
at their words. A wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import (
    card_errors,
    cards_lines_text,
    errors_and_refusals,
    ir_nodes_of,
    word_column,
)

#: exiling lines of the tests' cards (CR 607.2a: an activated or triggered ability that exiles)
EXILE_CREATURE = "{T}: Exile target creature."
EXILE_FROM_GRAVEYARD = "{T}: Exile target card from a graveyard."

#: (lines, card type, (line number, the words C001 must stand at) or None where they play)
READ = [
    # Parallax Wave, Parallax Tide: each player's own cards, each returned by its owner
    (["Remove a fade counter from Test Card: Exile target creature.", "When Test Card leaves the battlefield, each player returns to the battlefield all cards they own exiled with Test Card."], "Enchantment", None),
    # Parallax Nexus: to each owner's hand
    (["Remove a fade counter from Test Card: Target opponent exiles a card from their hand. Activate only as a sorcery.", "When Test Card leaves the battlefield, each player returns to their hand all cards they own exiled with Test Card."], "Enchantment", None),
    # Skyship Weatherlight: the description after "at random"
    (["When Test Card enters the battlefield, search your library for any number of artifact and/or creature cards, exile them, then shuffle.", "{4}, {T}: Choose a card at random that was exiled with Test Card. Put that card into its owner's hand."], "Legendary Artifact", None),
    # Gorex's trigger, its cards exiled by an activated ability here
    ([EXILE_FROM_GRAVEYARD, "{4}: Choose a card at random exiled with Test Card and put that card into its owner's hand."], "Artifact", None),
    # Deadbridge Chant: the description after "at random" is a zone
    (["At the beginning of your upkeep, choose a card at random in your graveyard. If it's a creature card, put it onto the battlefield. Otherwise, put it into your hand."], "Enchantment", None),
    # Trove Warden: each card under its own owner's control
    (["Whenever a land enters the battlefield under your control, exile target permanent card with mana value 3 or less from your graveyard.", "{1}, Sacrifice Test Card: Put each permanent card exiled with it onto the battlefield under the control of that card's owner."], "Artifact", None),
    # Bag of Devouring with a fixed number
    ([EXILE_FROM_GRAVEYARD, "{3}, {T}, Sacrifice Test Card: Return up to two cards from among cards exiled with Test Card to their owners' hands."], "Artifact", None),
    # Bag of Devouring: X of a die roll is no number read yet
    (["Whenever you sacrifice another nontoken artifact or creature, exile it.", "{3}, {T}, Sacrifice Test Card: Roll a d10. Return up to X cards from among cards exiled with Test Card to their owners' hands, where X is the result."], "Artifact", (4, "X cards from among")),
    # "exiled with ~" with no exiling ability of the card (CR 607.2a)
    (["When Test Card leaves the battlefield, each player returns to the battlefield all cards they own exiled with Test Card."], "Enchantment", (3, "exiled with Test Card.")),
    # another player than each player returning them
    ([EXILE_CREATURE, "When Test Card leaves the battlefield, each opponent returns to the battlefield all cards they own exiled with Test Card."], "Artifact", (4, "returns to the battlefield")),
    # Primal Surge, Hoarder's Greed, Cultivator Colossus: no instruction repeats
    (["Exile the top card of your library. If it's a permanent card, you may put it onto the battlefield. If you do, repeat this process."], "Sorcery", (3, "repeat this process.")),
    (["You lose 2 life and draw two cards, then clash with an opponent. If you win, repeat this process."], "Sorcery", (3, "repeat this process.")),
    # Colfenor's Plans: no permission to look at exiled cards
    (["When Test Card enters the battlefield, exile the top card of your library.", "You may look at the cards exiled with Test Card."], "Enchantment", (4, "look at the cards")),
    # "the exiled creature's" after no exile of a creature
    (["Exile target creature card from your graveyard. You gain life equal to the exiled creature's power."], "Sorcery", (3, "the exiled creature's power")),
]  # fmt: skip


@pytest.mark.parametrize(("lines", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    lines: list[str], card_type: str, refused_at: tuple[int, str] | None
) -> None:
    found = errors_and_refusals(lines, card_type)
    if refused_at is None:
        assert found == []
        return
    line, words = refused_at
    assert found == [("C001", line, word_column(lines[line - 3], words))]


def _abilities(lines: list[str], card_type: str) -> tuple[ir.Ability, ...]:
    (card,) = karlov.parse(cards_lines_text(lines, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    return compiled.ir.abilities


def test_each_player_returns_every_card_linked_to_its_owner() -> None:
    """ "each player returns to the battlefield all cards they own exiled with ~": every card
    the linked ability exiled, whoever owns it, onto the battlefield under its owner's control
    (CR 110.2a); "to their hand": to its owner's hand."""
    for place, verb in (
        ("to the battlefield", ir.Verb.MOVE),
        ("to their hand", ir.Verb.RETURN_TO_HAND),
    ):
        lines = [
            EXILE_CREATURE,
            f"When Test Card leaves the battlefield, each player returns {place} all cards they own exiled with Test Card.",
        ]
        trigger = _abilities(lines, "Artifact")[1]
        (action,) = [a for a in ir_nodes_of(trigger, ir.Action) if a.verb is verb]
        assert isinstance(action.objects, ir.AllObjects)
        assert action.objects.filter.exiled_with == ("line 3",)
        assert action.objects.filter.owner is None
        if verb is ir.Verb.MOVE:
            assert action.zone is ir.ZoneName.BATTLEFIELD and action.under_owner


def test_a_card_at_random_exiled_with_it_is_one_pick_of_no_player() -> None:
    """ "Choose a card at random that was exiled with ~": one card among those the linked
    ability exiled (CR 607.2a), picked at random; "that card" after it is the one picked."""
    for words in ("that was exiled with Test Card", "exiled with Test Card"):
        lines = [
            EXILE_FROM_GRAVEYARD,
            f"{{4}}: Choose a card at random {words}. Put that card into its owner's hand.",
        ]
        exiling, activated = _abilities(lines, "Artifact")
        assert ir_nodes_of(exiling, ir.LinkedExile)  # its exile is recorded for the link
        (choose,) = [a for a in ir_nodes_of(activated, ir.Action) if a.verb is ir.Verb.CHOOSE]
        chosen = choose.objects
        assert isinstance(chosen, ir.ChosenObjects) and chosen.at_random
        assert chosen.count.value == 1 and chosen.count.relation is ir.Relation.EXACTLY
        assert chosen.filter.exiled_with == ("line 3",)
        assert chosen.filter.zone is ir.ZoneName.EXILE
        mentioned = [m.key for m in ir_nodes_of(activated, ir.Mentioned)]
        assert chosen.key in mentioned


def test_up_to_two_cards_from_among_cards_exiled_with_it() -> None:
    lines = [
        EXILE_FROM_GRAVEYARD,
        "{3}, {T}, Sacrifice Test Card: Return up to two cards from among cards exiled with Test Card to their owners' hands.",
    ]
    activated = _abilities(lines, "Artifact")[1]
    (back,) = [a for a in ir_nodes_of(activated, ir.Action) if a.verb is ir.Verb.RETURN_TO_HAND]
    assert isinstance(back.objects, ir.ChosenObjects) and not back.objects.at_random
    assert back.objects.count.relation is ir.Relation.AT_MOST and back.objects.count.value == 2
    assert back.objects.filter.exiled_with == ("line 3",)


def test_under_the_control_of_that_cards_owner_is_each_owners() -> None:
    lines = [
        EXILE_FROM_GRAVEYARD,
        "{1}, Sacrifice Test Card: Put each permanent card exiled with it onto the battlefield under the control of that card's owner.",
    ]
    activated = _abilities(lines, "Artifact")[1]
    (put,) = [a for a in ir_nodes_of(activated, ir.Action) if a.zone is ir.ZoneName.BATTLEFIELD]
    assert put.under_owner


#: (lines, card type, the line and the word the first error stands at)
NEAR_MISSES = [
    # "from among" takes the cards exiled with this object only
    ([EXILE_FROM_GRAVEYARD, "{3}: Return up to two cards from among creatures exiled with Test Card to their owners' hands."], "Artifact", 4, "among"),
    # "at random" is said once, as one word pair
    ([EXILE_FROM_GRAVEYARD, "{4}: Choose a card randomly exiled with Test Card. Put that card into its owner's hand."], "Artifact", 4, "randomly"),
    # the owner's control, not the controller's
    ([EXILE_FROM_GRAVEYARD, "{1}, Sacrifice Test Card: Put each permanent card exiled with it onto the battlefield under the control of that card's controller."], "Artifact", 4, "the control"),
    # "repeat this process", one process
    (["Exile the top card of your library. If it's a permanent card, you may put it onto the battlefield. If you do, repeat this processes."], "Sorcery", 3, "processes."),
    # the cards are exiled "with" the object (CR 607.2a), never "by" it
    ([EXILE_CREATURE, "When Test Card leaves the battlefield, each player returns to the battlefield all cards they own exiled by Test Card."], "Artifact", 4, "by Test Card"),
    # "at random" once
    ([EXILE_FROM_GRAVEYARD, "{4}: Choose a card at random at random exiled with Test Card."], "Artifact", 4, "at random exiled"),
]  # fmt: skip


@pytest.mark.parametrize(("lines", "card_type", "line", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(
    lines: list[str], card_type: str, line: int, word: str
) -> None:
    found = [
        (code, at_line, column)
        for code, at_line, column in errors_and_refusals(lines, card_type)
        if code != "C001"
    ]
    assert found, lines
    assert found[0][1:] == (line, word_column(lines[line - 3], word))


def test_a_one_line_refusal_has_no_error() -> None:
    line = "Exile the top card of your library. If it's a permanent card, you may put it onto the battlefield. If you do, repeat this process."
    assert card_errors(line, "Sorcery") == []
