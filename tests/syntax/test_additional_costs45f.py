"""Session 45 (costs45f): a spell's additional costs (CR 118.8, 601.2b, 601.2f-h) read from
"As an additional cost to cast this spell, ..." as the parts of a cost the runtime pays as the
spell is cast -- life (CR 119.4), cards discarded (N of them, at random, or of a kind: CR
701.9a-b), permanents you control returned or tapped (CR 118.3), cards exiled from your
graveyard or hand (CR 406.1) -- refused (C001 at its span) where the runtime can't pay what it
says, and an error (E001 at its word) where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"
AS = "As an additional cost to cast this spell, "

#: (line, card type, where C001 must stand: the column of the part the runtime cannot pay, or
#: None where the line plays).
READ = [
    (AS + "pay 3 life.", "Instant", None),
    (AS + "discard a card at random.", "Instant", None),
    (AS + "discard two cards at random.", "Sorcery", None),
    (AS + "discard two cards.", "Sorcery", None),
    (AS + "discard a land card.", "Sorcery", None),
    (AS + "discard a red or green card.", "Instant", None),
    (AS + "discard two creature cards.", "Sorcery", None),
    (AS + "return a land you control to its owner's hand.", "Instant", None),
    (AS + "return two Islands you control to their owner's hand.", "Instant", None),
    (AS + "tap four untapped creatures you control.", "Sorcery", None),
    (AS + "tap an untapped artifact you control.", "Sorcery", None),
    (AS + "exile a creature card from your graveyard.", CREATURE, None),
    (AS + "exile two instant cards from your graveyard.", "Instant", None),
    (AS + "exile a blue card from your hand.", "Instant", None),
    (AS + "pay 2 life and discard a card.", "Instant", None),
    # X life: X announced as the spell is cast (CR 107.3a)
    (AS + "pay X life.", "Sorcery", None),
    # X cards: not yet
    (AS + "discard X cards at random.", "Sorcery", 51),
    # one of two costs (CR 601.2b)
    (AS + "reveal a Merfolk card from your hand or pay {3}.", CREATURE, None),
    (AS + "reveal an Elf card from your hand or pay {3}.", CREATURE, None),
    (AS + "discard a card or pay {5}.", "Instant", None),
    (AS + "sacrifice a creature or pay {3}.", CREATURE, None),
    (AS + "pay 5 life or sacrifice a creature or enchantment.", "Instant", None),
    (AS + "sacrifice a creature or discard a card.", "Sorcery", None),
    (AS + "exile a creature card from your graveyard or pay {2}.", "Sorcery", None),
    (AS + "tap an untapped creature you control or pay {2}.", "Sorcery", None),
    (AS + "return a land you control to its owner's hand or pay {1}.", "Instant", None),
    # X mana announced by nothing, X life in a choice, a graveyard not yours
    (AS + "reveal a Merfolk card from your hand or pay {X}.", CREATURE, 83),
    (AS + "pay X life or sacrifice a creature.", "Instant", 1),
    (AS + "exile a creature card from a graveyard or pay {2}.", "Sorcery", 43),
    # another player's graveyard, permanents not said to be yours, tapping what may be tapped
    (AS + "exile a creature card from a graveyard.", CREATURE, 43),
    (AS + "return a land an opponent controls to its owner's hand.", "Instant", 43),
    (AS + "tap four creatures you control.", "Sorcery", 43),
    # evoke with a cost of actions (CR 702.74a, 118.9): its mana {0}
    ("Evoke—Exile a white card from your hand.", CREATURE, None),
    ("Evoke—Exile two blue cards from your hand.", CREATURE, None),
    ("Evoke—Exile a red card with mana value X from your hand.", CREATURE, 24),
    ("Evoke—Tap two untapped creatures you control.", CREATURE, 7),
    # a card revealed and nothing more said of it; counters as a cost
    (AS + "reveal a creature card from your hand.", "Sorcery", None),
    (AS + "put a -1/-1 counter on a creature you control.", "Instant", 43),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_be_paid(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    found = refusals(line, card_type)
    if refused_at is None:
        assert found == []
    else:
        assert ("C001", refused_at) in found


#: (line, card type, the wrong word the error stands at, its code: E001 where a word is not
#: the grammar's, E019 where a verb does not agree with its subject)
NEAR_MISSES = [
    # "pay 3" is read as far as a mana payment could go
    (AS + "pay 3 lives.", "Instant", "3", "E001"),
    (AS + "discard a card randomly.", "Instant", "randomly.", "E001"),
    (AS + "return a land you control to its owners hand.", "Instant", "owners", "E001"),
    (AS + "tap four untapped creatures you controls.", "Sorcery", "controls.", "E019"),
    (AS + "exile a creature card out of your graveyard.", CREATURE, "out", "E001"),
    # the opening phrase is one piece: an error at its first word that differs
    ("As an additional cost to cast this card, pay 3 life.", "Instant", "additional", "E001"),
    ("As additional cost to cast this spell, pay 3 life.", "Instant", "additional", "E001"),
    # one of two costs: "or" then a cost's verb, and a cost after it
    (AS + "reveal a Merfolk card from your hand or {3}.", CREATURE, "or", "E001"),
    (AS + "reveal a Merfolk card of your hand or pay {3}.", CREATURE, "of", "E001"),
    (AS + "discard a card or pay {5} or pay 5 life.", "Instant", "or pay 5", "E001"),
    (AS + "discard a card, or pay {5}.", "Instant", "or", "E001"),
    ("Evoke—Exile a white card from you hand.", CREATURE, "you", "E001"),
    ("Evoke—Exile a white card out of your hand.", CREATURE, "out", "E001"),
]


@pytest.mark.parametrize(("line", "card_type", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, word: str, code: str
) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [(code, column)]


def _cost(line: str, card_type: str = "Sorcery") -> ir.Cost:
    text = card_text(line, card_type)
    (card,) = karlov.parse(text if card_type == CREATURE else text + "Draw a card.\n")
    compiled = karlov.compile_card(card)
    assert compiled.ok, [d.render() for d in compiled.diagnostics]
    assert compiled.ir is not None
    (cost,) = [
        a.additional_cost
        for a in compiled.ir.abilities
        if getattr(a, "additional_cost", None) is not None
    ]
    return cost


def test_life_and_cards_add_up_in_one_cost() -> None:
    cost = _cost(AS + "pay 2 life and discard a card.")
    assert (cost.pay_life, cost.discard, cost.discard_random) == (2, 1, 0)


def test_two_cards_is_two_cards_of_the_players_choice() -> None:
    assert _cost(AS + "discard two cards.").discard == 2


def test_at_random_is_chosen_by_no_player() -> None:
    cost = _cost(AS + "discard a card at random.")
    assert (cost.discard, cost.discard_random) == (0, 1)


def test_a_kind_of_card_is_discarded_from_your_hand() -> None:
    (part,) = _cost(AS + "discard a red or green card.").discard_cards
    assert part.count == 1
    assert part.filter.zone is ir.ZoneName.HAND and part.filter.zone_owner is ir.Whose.YOU


def test_returned_and_tapped_permanents_are_yours() -> None:
    (back,) = _cost(AS + "return two Islands you control to their owner's hand.").return_to_hand
    assert back.count == 2 and back.filter.zone is ir.ZoneName.BATTLEFIELD
    (tapped,) = _cost(AS + "tap four untapped creatures you control.").tap_untapped
    assert tapped.count == 4 and tapped.filter.tapped is False


def test_x_life_is_announced_with_the_spell() -> None:
    cost = _cost(AS + "pay X life.")
    assert cost.pay_life_x and cost.pay_life == 0


def test_one_of_two_costs_keeps_both() -> None:
    cost = _cost(AS + "reveal a Merfolk card from your hand or pay {3}.", CREATURE)
    reveal, mana = cost.one_of
    (revealed,) = reveal.reveal_from_hand
    assert revealed.count == 1 and revealed.filter.zone is ir.ZoneName.HAND
    assert mana.mana == "{3}" and not mana.reveal_from_hand
    sacrifice, discard = _cost(AS + "sacrifice a creature or discard a card.").one_of
    assert len(sacrifice.sacrifices) == 1 and discard.discard == 1


def test_cards_exiled_come_from_your_graveyard() -> None:
    (part,) = _cost(AS + "exile two instant cards from your graveyard.").exile_from_graveyard
    assert part.count == 2
    assert part.filter.zone is ir.ZoneName.GRAVEYARD and part.filter.zone_owner is ir.Whose.YOU
