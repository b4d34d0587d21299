# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 50 (quantities and counting, CR 107.3, 208.2, 604.3): numbers a card computes --
"the number of cards in all graveyards", "... in your opponents' graveyards", "the greatest
toughness among ...", "the number of cards in your hand minus the number of cards in that
player's hand", "the number of players who control more lands than you" -- and the X a quoted
ability defines for itself ("{T}: Target player mills X cards, where X is this creature's
toughness."). Each is read where it plays, refused (C001 at its span) where the runtime can't
count it, and an error at its word where the wording is not Oracle's."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_refused_at,
    card_errors,
    compiled_abilities,
    errors_and_refusals,
    ir_nodes_of,
    word_column,
)

CREATURE = "Creature — Elemental"

#: (line, card type, the words C001 must stand at, or None where the line plays): real
#: pool lines (the card's own name made "Test Card")
READ = [
    # every player's graveyard, each opponent's (CR 404.1, 102.3): a characteristic-defining
    # ability (CR 604.3), a static "for each" (CR 613.4c), an effect's amount (CR 608.2h)
    ("Test Card's power and toughness are each equal to the number of cards in all graveyards.", CREATURE, None),
    ("Test Card's power and toughness are each equal to the number of cards in your opponents' graveyards.", CREATURE, None),
    ("Test Card's power and toughness are each equal to the number of nonbasic land cards in your opponents' graveyards.", CREATURE, None),
    ("Test Card gets +1/+1 for each creature card in your opponents' graveyards.", CREATURE, None),
    ("Draw cards equal to the number of cards in all graveyards.", "Sorcery", None),
    ("Target player mills X cards, where X is the number of cards in your opponents' hands.", "Sorcery", None),
    # one graveyard of "all" is no zone every player has: refused at the count
    ("Draw cards equal to the number of cards in all graveyard.", "Sorcery", "the number of cards"),
    # the greatest toughness (CR 208.1)
    ("When Test Card enters, you gain life equal to the greatest toughness among other creatures you control.", CREATURE, None),
    # one count less another (CR 107.3; an effect's result below 0 is 0, CR 107.1b)
    ("At the beginning of your upkeep, Test Card deals X damage to target opponent, where X is the number of cards in your hand minus the number of cards in that player's hand.", "Enchantment", None),
    ("At the beginning of each opponent's upkeep, that player loses X life, where X is the number of cards in that player's hand minus the number of cards in your hand.", "Enchantment", None),
    # ... but a power so defined may be below 0 (CR 107.1b): not read as a characteristic yet
    ("Test Card's power is equal to the number of cards in your hand minus the number of cards in your graveyard.", CREATURE, "the number of cards"),
    # players described by what they control (CR 102.1): no player description counts them yet
    ("When Test Card enters, search your library for up to X Plains cards, where X is the number of players who control more lands than you. Reveal those cards, put them into your hand, then shuffle.", CREATURE, "the number of players"),
    ("At the beginning of your end step, create X 1/1 white Spirit creature tokens with flying, where X is the number of opponents who control more lands than you.", CREATURE, "the number of opponents"),
    ("{T}, Exile Test Card: Search your library for up to X basic land cards, where X is the number of players who control at least two more lands than you. Put those cards onto the battlefield, then shuffle.", "Artifact", "the number of players"),
    # the X of a quoted ability, defined in it (CR 107.3c)
    ('Creatures you control have "{T}: Target player mills X cards, where X is this creature\'s toughness."', "Enchantment", None),
    ('All Slivers have "{T}: Target Sliver creature gets +X/+0 until end of turn, where X is the number of Slivers on the battlefield."', "Creature — Sliver", None),
    # the card's name in an ability it grants itself is the card (CR 201.5a)
    ('Test Card has "Pay 3 life: Regenerate Test Card."', CREATURE, None),
    # X and a written number added (CR 107.3)
    ("You gain X plus 1 life, where X is the number of green creatures on the battlefield.", "Sorcery", None),
    ("Destroy all nonblack creatures. Test Card deals X plus 3 damage to you, where X is the number of creatures you control.", "Sorcery", None),
    # the life gained this turn, said in the perfect (CR 119.3)
    # (as it enters, only "the number of [objects]" is counted yet, CR 614.1c)
    ("Test Card enters with X +1/+1 counters on it, where X is the amount of life you've gained this turn.", CREATURE, "the amount of life"),
    ("You gain life equal to the amount of life you've gained this turn.", "Instant", None),
    # X plus a number where the instruction reads only a number or X: refused at the amount
    ("Test Card deals X plus 1 damage divided as you choose among any number of targets.", "Sorcery", "X plus 1"),
    # defined after the quote closes, X is the static ability's, which grants no X: refused
    ('Creatures you control have "{T}: Target player mills X cards", where X is this creature\'s toughness.', "Enchantment", "Creatures"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_read(line: str, card_type: str, refused_at: str | None) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the word the error stands at): wrong wordings, each an E001 at its word
WRONG = [
    # the possessive of the plural needs its apostrophe
    ("Draw cards equal to the number of cards in your opponents graveyards.", "Sorcery", "opponents"),
    # "players" agrees with "control", not "controls"; "player" is not counted so
    ("Draw X cards, where X is the number of players who controls more lands than you.", "Sorcery", "players"),
    ("Draw X cards, where X is the number of player who control more lands than you.", "Sorcery", "player"),
    # the second count has its article
    ("Draw X cards, where X is the number of cards in your hand minus number of cards in your graveyard.", "Sorcery", "number of cards in your graveyard"),
    # the greatest toughness is "among" them
    ("Draw X cards, where X is the greatest toughness of creatures you control.", "Sorcery", "of creatures"),
    # "X plus" a number, not "X plus" nothing or an article
    ("You gain X plus life.", "Sorcery", "plus"),
    ("You gain X plus the 3 life.", "Sorcery", "plus"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), WRONG)
def test_wrong_wording(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def test_all_graveyards_counts_every_players_cards() -> None:
    """ "the number of cards in all graveyards" (CR 404.1): cards, every player's graveyard."""
    line = "Draw cards equal to the number of cards in all graveyards."
    (counted,) = ir_nodes_of(compiled_abilities(line), ir.NumberOf)
    assert counted.filter.nouns == ("card",)
    assert counted.filter.zone is ir.ZoneName.GRAVEYARD
    assert counted.filter.zone_owner is ir.Whose.ANY


def test_opponents_graveyards_counts_theirs_only() -> None:
    """ "in your opponents' graveyards" (CR 102.3): each opponent's own, not yours."""
    for line in (
        "Draw cards equal to the number of cards in your opponents' graveyards.",
        "Draw cards equal to the number of creature cards in your opponents' graveyards.",
    ):
        (counted,) = ir_nodes_of(compiled_abilities(line), ir.NumberOf)
        assert counted.filter.zone is ir.ZoneName.GRAVEYARD
        assert counted.filter.zone_owner is ir.Whose.OPPONENT


def test_greatest_toughness() -> None:
    line = "When Test Card enters, you gain life equal to the greatest toughness among other creatures you control."
    (greatest,) = ir_nodes_of(compiled_abilities(line, CREATURE), ir.GreatestAmong)
    assert greatest.characteristic == "toughness"
    assert greatest.filter.other


def test_cards_in_hand_minus_cards_in_hand() -> None:
    """The first count less the second, each counted on resolution (CR 107.3, 608.2h)."""
    line = "Target player loses X life, where X is the number of cards in your hand minus the number of cards in that player's hand."
    (difference,) = ir_nodes_of(compiled_abilities(line), ir.Difference)
    assert isinstance(difference.of, ir.NumberOf)
    assert difference.of.filter.zone is ir.ZoneName.HAND
    assert difference.of.filter.zone_owner is ir.Whose.YOU
    assert isinstance(difference.minus, ir.NumberOf)
    assert difference.minus.filter.zone is ir.ZoneName.HAND
    assert difference.minus.filter.owner is not None  # that player's (the target)


def test_quoted_where_x_defines_the_granted_abilitys_x() -> None:
    """The X of the quoted ability is the one its "where X is" defines (CR 107.3c), read as
    the granted ability resolves: no X is left undefined."""
    line = 'Creatures you control have "{T}: Target player mills X cards, where X is this creature\'s toughness."'
    abilities = compiled_abilities(line, "Enchantment")
    assert ir_nodes_of(abilities, ir.XValue) == []
    assert [v.characteristic for v in ir_nodes_of(abilities, ir.ValueOf)] == ["toughness"]


def test_card_name_in_an_ability_granted_to_another_object() -> None:
    """Archery Training: in the ability the enchanted creature has, "Archery Training" is the
    Aura (CR 201.5a), not the creature the ability's source is: refused at the name."""
    granted = 'Enchanted creature has "{T}: This creature deals X damage to target attacking or blocking creature, where X is the number of arrow counters on Test Card."'
    lines = ["Enchant creature", granted]
    found = errors_and_refusals(lines, "Enchantment — Aura")
    assert found == [("C001", 4, word_column(granted, "Test Card"))]


def test_x_plus_a_number() -> None:
    """ "X plus 1": X as the text defines it and the written number, added (CR 107.3)."""
    line = "You gain X plus 1 life, where X is the number of green creatures on the battlefield."
    (total,) = ir_nodes_of(compiled_abilities(line), ir.Sum)
    counted, written = total.terms
    assert isinstance(counted, ir.NumberOf)
    assert written == ir.Fixed(1, span=written.span)
