# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 52 (zones: library, graveyard, hand and exile positions): "exile that many cards from
the top of your library" and "N cards from the top of L" wherever the top cards of a library fit
(CR 401.1: the cards "the top N cards of L" names); "all hands and graveyards", "all opponents'
hands and graveyards" (CR 402.1, 404.1: each such zone of every such player) and "from
graveyards" (any graveyards, as "from all graveyards"); "into its owner's library just beneath
the top X cards of that library" (CR 401.1: the position below that many cards); "Return a
creature card at random from your graveyard to your hand" (picked by no player, each equally
likely, as a discard at random, CR 701.9b). A wording that is not Oracle's is an error at its
word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    compiled_abilities,
    ir_nodes_of,
)

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Faerie Macabre, Boneyard Parley's first sentence: targets in any graveyards
    ("Discard Test Card: Exile up to two target cards from graveyards.", "Creature — Faerie Rogue", None),
    ("Exile up to five target creature cards from graveyards.", "Sorcery", None),
    # The Mimeoplasm's cards chosen in any graveyards: not a target, and not yet chosen so
    ("Exile two creature cards from graveyards.", "Sorcery", "two creature cards"),
    # Liliana, the Necromancer's [−7]: none, one or two cards chosen in any graveyards
    ("Destroy up to two target creatures. Put up to two creature cards from graveyards onto the battlefield under your control.", "Sorcery", None),
    # cards of several owners put on top of libraries: each owner would order their own
    ("Put up to two creature cards from graveyards on top of their owners' libraries.", "Sorcery", "up to two creature cards"),
    # Ashiok, Nightmare Weaver's [−10], Worldfire's second sentence
    ("Exile all cards from all opponents' hands and graveyards.", "Sorcery", None),
    ("Exile all cards from all hands and graveyards.", "Sorcery", None),
    # "that many cards from the top of your library" (Dream Pillager's first sentence)
    ("Whenever Test Card deals combat damage to a player, exile that many cards from the top of your library.", "Creature — Dragon", None),
    ("Exile three cards from the top of your library.", "Sorcery", None),
    ("Target opponent exiles three cards from the top of their library.", "Sorcery", None),
    ("Each opponent exiles two cards from the top of their library.", "Sorcery", None),
    # Gloom Surgeon: a prevention and an effect sized by the damage prevented (CR 615.5)
    ("If combat damage would be dealt to Test Card, prevent that damage and exile that many cards from the top of your library.", "Creature — Spirit", None),
    # "that many" of no event; "up to three" of the top cards is a choice not read
    ("Exile that many cards from the top of your library.", "Sorcery", "that many"),
    ("Exile up to three cards from the top of your library.", "Sorcery", "up to three"),
    # Quarry Colossus, Unexpectedly Absent: a position counted by X is not played yet
    ("When Test Card enters the battlefield, put target creature into its owner's library just beneath the top X cards of that library, where X is the number of Plains you control.", "Creature — Giant", "just beneath the top X cards of that library"),
    ("Put target creature into its owner's library just beneath the top two cards of that library.", "Sorcery", None),
    ("Put target creature into its owner's library just beneath the top card of that library.", "Sorcery", None),
    # Haunted Fengraf, Surreal Memoir, Tomb Tyrant, The Deck of Many Things' 1—9
    ("{3}, {T}, Sacrifice Test Card: Return a creature card at random from your graveyard to your hand.", "Land", None),
    ("Return an instant card at random from your graveyard to your hand.", "Sorcery", None),
    ("{2}{B}, {T}, Sacrifice a creature: Return a Zombie creature card at random from your graveyard to the battlefield. Activate only during your turn and only if there are at least three Zombie creature cards in your graveyard.", "Creature — Zombie Noble", None),
    # X cards at random with no X announced (Reap the Past's X is its cost's: it plays)
    ("Return X cards at random from your graveyard to your hand.", "Sorcery", "X cards"),
    ("Return up to two cards at random from your graveyard to your hand.", "Sorcery", "up to two"),
    # at random from another player's graveyard
    ("Return a card at random from target player's graveyard to your hand.", "Sorcery", "target player's"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the code, the word it stands at)
NEAR_MISSES = [
    # the noun agrees with the count
    ("Exile the top three card of your library.", "Sorcery", "E023", "card"),
    ("Exile that many card from the top of your library.", "Sorcery", "E023", "card from"),
    ("Put target creature into its owner's library just beneath the top two card of that library.", "Sorcery", "E023", "card"),
    # the article of "the top"
    ("Exile three cards from top of your library.", "Sorcery", "E001", "top"),
    ("Put target creature into its owner's library just beneath top X cards of that library.", "Sorcery", "E001", "just"),
    # every word of "all hands and graveyards" is a plural; "your" names one hand
    ("Exile all cards from all hands and graveyard.", "Sorcery", "E001", "graveyard."),
    ("Exile all cards from your hands and graveyard.", "Sorcery", "E023", "hands"),
    # "from graveyards" is a plural, never "from graveyard"
    ("Exile target card from graveyard.", "Sorcery", "E001", "graveyard."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, code: str, word: str
) -> None:
    assert_error_at(line, card_type, code, word)


def _tree_rules(line: str) -> set[str]:
    """The class names of every node of the one-line sorcery's parse tree."""
    (card,) = karlov.parse(f"Test Card {{1}}\nSorcery\n{line}\n")
    found: set[str] = set()

    def walk(node: object) -> None:
        found.add(type(node).__name__)
        for item in getattr(node, "items", ()):
            walk(item)

    for ability in card.abilities:
        walk(ability.body)
    return found


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        ("Exile three cards from the top of your library.", "CardsFromTop"),
        ("Exile all cards from all hands and graveyards.", "AllZones"),
        ("Exile all cards from all opponents' hands and graveyards.", "AllOpponentsZones"),
        ("Exile up to two target cards from graveyards.", "AnyZones"),
        (
            "Put target creature into its owner's library just beneath the top card of that library.",
            "IntoZoneBeneathTop",
        ),
    ],
)
def test_the_phrase_makes_its_node(line: str, rule: str) -> None:
    assert rule in _tree_rules(line)


def test_that_many_cards_from_the_top_are_the_top_cards_counted_by_the_damage() -> None:
    """CR 401.1, 603.7c: the top cards of your library, as many as the damage dealt."""
    (ability,) = compiled_abilities(
        "Whenever Test Card deals combat damage to a player, exile that many cards from the top "
        "of your library.",
        "Creature — Dragon",
    )
    (top,) = ir_nodes_of(ability, ir.TopOfLibrary)
    assert (top.count, top.whose, top.players) == (0, ir.Whose.YOU, None)
    assert isinstance(top.amount, ir.EventAmount) and top.amount.of == "damage"
    (exile,) = ir_nodes_of(ability, ir.Action)
    assert exile.verb is ir.Verb.EXILE


def test_three_cards_from_the_top_are_the_top_three_cards() -> None:
    (ability,) = compiled_abilities("Exile three cards from the top of your library.")
    (same,) = compiled_abilities("Exile the top three cards of your library.")
    (top,) = ir_nodes_of(ability, ir.TopOfLibrary)
    (top_same,) = ir_nodes_of(same, ir.TopOfLibrary)
    assert (
        (top.count, top.whose, top.amount)
        == (top_same.count, top_same.whose, None)
        == (3, ir.Whose.YOU, None)
    )


def test_each_opponent_exiles_from_their_own_library() -> None:
    (ability,) = compiled_abilities("Each opponent exiles two cards from the top of their library.")
    (top,) = ir_nodes_of(ability, ir.TopOfLibrary)
    assert top.count == 2 and top.players is not None and top.players.who == "each_opponent"


def test_all_opponents_hands_and_graveyards_are_both_zones_of_each_opponent() -> None:
    """CR 402.1, 404.1: every card in each opponent's hand and in each opponent's graveyard,
    exiled at once by one instruction."""
    (ability,) = compiled_abilities("Exile all cards from all opponents' hands and graveyards.")
    (exile,) = ir_nodes_of(ability, ir.Action)
    assert exile.verb is ir.Verb.EXILE and isinstance(exile.objects, ir.ObjectsAnd)
    zones = [(part.filter.zone, part.filter.zone_owner) for part in exile.objects.parts]
    assert zones == [
        (ir.ZoneName.HAND, ir.Whose.OPPONENT),
        (ir.ZoneName.GRAVEYARD, ir.Whose.OPPONENT),
    ]


def test_target_cards_from_graveyards_are_chosen_in_any_graveyard() -> None:
    (ability,) = compiled_abilities("Exile up to two target cards from graveyards.")
    (spec,) = ability.targets
    assert (spec.minimum, spec.maximum) == (0, 2)
    assert spec.filter is not None
    assert (spec.filter.zone, spec.filter.zone_owner) == (ir.ZoneName.GRAVEYARD, ir.Whose.ANY)


@pytest.mark.parametrize(("words", "position"), [("the top card", 2), ("the top two cards", 3)])
def test_just_beneath_the_top_cards_is_the_position_below_them(words: str, position: int) -> None:
    """CR 401.1: below that many cards, counted from the top."""
    (ability,) = compiled_abilities(
        f"Put target creature into its owner's library just beneath {words} of that library."
    )
    (move,) = ir_nodes_of(ability, ir.Action)
    assert (move.zone, move.from_top) == (ir.ZoneName.LIBRARY, position)


def test_up_to_two_cards_from_graveyards_are_chosen_in_any_graveyard() -> None:
    """CR 107.1, 608.2d: none, one or two, chosen as it resolves among every graveyard's."""
    (ability,) = compiled_abilities(
        "Put up to two creature cards from graveyards onto the battlefield under your control."
    )
    (chosen,) = ir_nodes_of(ability, ir.ChosenObjects)
    assert (chosen.count.relation, chosen.count.value) == (ir.Relation.AT_MOST, 2)
    assert (chosen.filter.zone, chosen.filter.zone_owner) == (ir.ZoneName.GRAVEYARD, ir.Whose.ANY)
    assert not chosen.at_random


def test_a_card_at_random_is_picked_by_no_player() -> None:
    """CR 701.9b's sense of "at random": chosen objects with no chooser's choice."""
    (ability,) = compiled_abilities(
        "Return a creature card at random from your graveyard to your hand."
    )
    (chosen,) = ir_nodes_of(ability, ir.ChosenObjects)
    assert chosen.at_random
    assert (chosen.count.relation, chosen.count.value) == (ir.Relation.EXACTLY, 1)
    assert (chosen.filter.zone, chosen.filter.zone_owner) == (ir.ZoneName.GRAVEYARD, ir.Whose.YOU)
    (move,) = ir_nodes_of(ability, ir.Action)
    assert (move.from_zone, move.zone) == (ir.ZoneName.GRAVEYARD, ir.ZoneName.HAND)


def test_x_cards_at_random_are_the_x_announced() -> None:
    """Reap the Past: X is announced as it is cast (CR 107.3, 601.2b)."""
    (card,) = karlov.parse(
        "Reap the Past {X}{R}{G}\nSorcery\nReturn X cards at random from your graveyard to your "
        "hand. Exile Reap the Past.\n"
    )
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (chosen,) = ir_nodes_of(compiled.ir.abilities[0], ir.ChosenObjects)
    assert chosen.at_random and chosen.count.is_x
    assert chosen.count.relation is ir.Relation.EXACTLY


def test_a_card_chosen_from_your_graveyard_is_not_at_random() -> None:
    (ability,) = compiled_abilities("Return a creature card from your graveyard to your hand.")
    assert [chosen.at_random for chosen in ir_nodes_of(ability, ir.ChosenObjects)] == [False]


def test_the_refusals_name_what_is_missing() -> None:
    found = karlov.check(
        "Test Card {1}\nSorcery\nPut target creature into its owner's library just beneath the "
        "top X cards of that library, where X is the number of Plains you control.\n"
    )
    assert [d.message for d in found if d.code == "C001"] == [
        "the rules runtime cannot execute this yet: a position in a library below a number X "
        "of cards from its top (CR 401.1)"
    ]
