# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 50 (costs): the costs a player may pay to stop an instruction ("sacrifice it unless
you exile a card from your graveyard", "unless you tap an untapped creature you control",
"Counter target spell unless its controller discards their hand", CR 118.12a), the ways mana
may be spent (CR 106.6), the costs of activated abilities changed (CR 602.2b, 601.2f, 605.1a)
and offering (CR 702.48a): each read where it plays, refused (C001 at its span) where the
runtime can't play what it says, and an error at its word where the wording is not Oracle's."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_refused_at,
    card_errors,
    compiled_abilities,
    ir_nodes_of,
    word_column,
)

CREATURE = "Creature — Human Soldier"

#: (line, card type, the word C001 must stand at, or None where the line plays)
READ = [
    # a cost the runtime pays as the instruction resolves (CR 118.12a, 406.1, 118.3)
    ("At the beginning of your upkeep, sacrifice Test Card unless you tap an untapped creature you control.", "Enchantment", None),
    ("Whenever Test Card attacks or blocks, sacrifice it unless you exile a card from your graveyard.", CREATURE, None),
    ("At the beginning of your upkeep, sacrifice Test Card unless you exile two creature cards from your graveyard.", CREATURE, None),
    # costs no cost of the IR pays yet
    ("At the beginning of your upkeep, sacrifice Test Card unless you exile the top creature card of your graveyard.", CREATURE, "you exile"),
    ("When Test Card enters, sacrifice it unless you exile a creature you control other than Test Card.", CREATURE, "you exile"),
    ("Counter target spell unless its controller exiles all cards from their graveyard.", "Instant", "its controller"),
    ("Counter target spell unless its controller discards their hand.", "Instant", "its controller"),
    ("At the beginning of your upkeep, sacrifice Test Card unless you mill two cards.", CREATURE, "you mill"),
    ("At the beginning of your upkeep, sacrifice Test Card unless you put a card from your graveyard on the bottom of your library.", CREATURE, "you put"),
    ("At the beginning of your upkeep, sacrifice Test Card unless you remove a counter from a permanent you control.", CREATURE, "you remove"),
    ("Target player draws three cards. Then that player discards two cards unless they discard a land card.", "Sorcery", "they discard"),
    # offering (CR 702.48a)
    ("Moonfolk offering", "Creature — Spirit", "Moonfolk"),
    ("Rat offering (You may cast this card any time you could cast an instant by sacrificing a Rat and paying the difference in mana costs between this and the sacrificed Rat. Mana cost includes color.)", "Creature — Spirit", "Rat"),
    # the ways mana may be spent (CR 106.6)
    ("{T}: Add {C}. Spend this mana only to cast a face-down creature spell, pay a mana cost to turn a manifested creature face up, or pay a morph cost.", CREATURE, "Spend"),
    ("{T}: Add {C}. Spend this mana only to cast a colorless spell, activate an ability of a colorless permanent, or pay a cost that contains {C}.", "Artifact", "Spend"),
    ("{T}: Add one mana of any color. Spend this mana only to cast an Elemental spell or activate an ability of an Elemental.", "Land", "Spend"),
    ("{T}: Add {W}{U}{B}{R}{G}. This mana can't be spent to pay generic mana costs.", CREATURE, "This mana"),
    # the costs of activated abilities (CR 602.2b, 601.2f, 605.1a)
    ("Activated abilities cost {2} more to activate unless they're mana abilities.", "Enchantment", "Activated"),
    ("Abilities you activate that aren't mana abilities cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.", CREATURE, "Abilities"),
    ("Abilities your opponents activate that target a Merfolk you control cost {2} more to activate.", CREATURE, "Abilities"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("At the beginning of your upkeep, sacrifice Test Card unless you exiles a card from your graveyard.", CREATURE, "exiles"),
    ("Counter target spell unless its controller exile all cards from their graveyard.", "Instant", "exile"),
    ("At the beginning of your upkeep, sacrifice Test Card unless you taps an untapped creature you control.", "Enchantment", "taps"),
    ("Counter target spell unless its controller put a card from their hand on top of their library.", "Instant", "put"),
    ("Abilities you activates that aren't mana abilities cost {2} less to activate.", CREATURE, "activates"),
    ("Abilities your opponents activate that targets a Merfolk you control cost {2} more to activate.", CREATURE, "targets"),
    ("Activated abilities cost {2} more to activated unless they're mana abilities.", "Enchantment", "activated unless"),
    ("{T}: Add {C}. Spend this mana only to cast a colorless spell, activate an ability of a colorless permanent, or pay a cost that contain {C}.", "Artifact", "contain"),
    ("{T}: Add {C}. Spend this mana only to cast a face-down creature spell, pay a mana cost to turn a manifested creature face up or pay a morph cost.", CREATURE, "or"),
    ("Rat offerings", "Creature — Spirit", "offerings"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def _unless(line: str, card_type: str) -> ir.UnlessPays:
    (unless,) = [
        found
        for ability in compiled_abilities(line, card_type)
        for found in ir_nodes_of(ability, ir.UnlessPays)
    ]
    return unless


def test_tapping_an_untapped_creature_is_the_cost_to_keep_it() -> None:
    unless = _unless(
        "At the beginning of your upkeep, sacrifice Test Card unless you tap an untapped creature you control.",
        "Enchantment",
    )
    (tapped,) = unless.cost.tap_untapped
    assert (unless.players.who, tapped.count, tapped.filter.tapped) == ("you", 1, False)
    assert tapped.filter.controller is not None and tapped.filter.controller.who == "you"
    assert isinstance(unless.effect, ir.Action) and unless.effect.verb is ir.Verb.SACRIFICE


def test_exiling_cards_from_your_graveyard_is_the_cost_to_keep_it() -> None:
    unless = _unless(
        "At the beginning of your upkeep, sacrifice Test Card unless you exile two creature cards from your graveyard.",
        CREATURE,
    )
    (exiled,) = unless.cost.exile_from_graveyard
    assert (exiled.count, exiled.filter.zone, exiled.filter.zone_owner) == (
        2,
        ir.ZoneName.GRAVEYARD,
        ir.Whose.YOU,
    )
    assert [test.any_of for test in exiled.filter.types] == [("creature",)]
