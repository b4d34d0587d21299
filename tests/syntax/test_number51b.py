# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 51 ("any number of", "a number of", partitives): "any number of" as a count
wherever a count fits, also where "any creature" could start (CR 107.1, 608.2d: zero or more,
as the player chooses), "any number of other target creatures" and "any number of target
opponents" (CR 115.1d, 601.2c: zero or more different targets), "a number of cards equal to
..." (CR 107.3: the number computed as it resolves), "that many cards plus one" and "1 plus
the sacrificed creature's mana value" (CR 107.3, 608.2h), "any number of those cards", "for
each of its colors" (CR 105.2) and "For each of them, ..." (CR 608.2c). Each is read into
typed nodes; what the runtime can't play is refused (C001) at its words; a wording that is
not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import (
    assert_refused_at,
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    refusals,
    word_column,
)

CREATURE = "Creature — Elemental"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # "1 plus the sacrificed creature's mana value" in a description (Prime Speaker Vannifar,
    # Birthing Pod, Oswald Fiddlebender)
    ("{T}, Sacrifice another creature: Search your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield, then shuffle. Activate only as a sorcery.", CREATURE, None),
    ("{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield, then shuffle. Activate only as a sorcery.", "Artifact", None),
    ("Magical Tinkering — {W}, {T}, Sacrifice an artifact: Search your library for an artifact card with mana value equal to 1 plus the sacrificed artifact's mana value, put it onto the battlefield, then shuffle. Activate only as a sorcery.", CREATURE, None),
    # no cost sacrificed anything: "the sacrificed creature" names nothing
    ("Search your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield, then shuffle.", "Sorcery", "the sacrificed creature's"),
    # "a number of cards equal to ..." (Cabal Conditioning; Tormented Thoughts without its cost)
    ("Any number of target players each discard a number of cards equal to the highest mana value among permanents you control.", "Sorcery", None),
    ("Target player discards a number of cards equal to the sacrificed creature's power.", "Sorcery", "the sacrificed creature's"),
    # "any number of target opponents each ..., then draw ..." (Wheel and Deal)
    ("Any number of target opponents each discard their hands, then draw seven cards.", "Instant", None),
    # "any number of other target creatures" (Guardian of Faith)
    ("When Test Card enters, any number of other target creatures you control phase out.", CREATURE, None),
    # "that many cards plus one" (Chandra, Flamecaller; Into the Night)
    ("Discard all the cards in your hand, then draw that many cards plus one.", "Sorcery", None),
    ("Discard any number of cards, then draw that many cards plus one.", "Sorcery", "Discard any number of cards"),
    # "any number of" where "any creature" could start: read, not played yet
    ("Each player may exile any number of cards from their graveyard. Then each player loses 1 life for each card in their graveyard.", "Sorcery", "their graveyard."),
    ("When Test Card enters, exile any number of other nontoken creatures you control until it leaves the battlefield.", CREATURE, "any number of other"),
    ("At the beginning of your upkeep, you may remove any number of +1/+1 counters from Test Card. If you do, create that many 1/1 colorless Tetravite artifact creature tokens.", CREATURE, "any number of +1/+1"),
    ("Look at the top three cards of target player's library. Exile any number of those cards, then put the rest back in any order.", "Sorcery", "any number of those"),
    # "for each of its colors" (Might of the Nephilim, Ramos): the colors of the one object
    # named before it, or of the event's spell; of each affected object in a static ability
    # (Blessing of the Nephilim, Knight of New Alara), not played yet
    ("Target creature gets +2/+2 until end of turn for each of its colors.", "Instant", None),
    ("Exile target creature. You gain 2 life for each of its colors.", "Sorcery", None),
    ("Whenever you cast a spell, put a +1/+1 counter on Test Card for each of that spell's colors.", CREATURE, None),
    ("Enchanted creature gets +1/+1 for each of its colors.", "Enchantment", "for each of its colors."),
    ("Each other multicolored creature you control gets +1/+1 for each of its colors.", CREATURE, "for each of its colors."),
    ("Draw a card for each of its colors.", "Sorcery", "for each of its colors."),
    # "For each of them, ..." (Twinflame, Divergent Transformations)
    ("Choose any number of target creatures you control. For each of them, create a token that's a copy of that creature, except it has haste. Exile those tokens at the beginning of the next end step.", "Sorcery", "For each of them,"),
    ("Exile two target creatures. For each of those creatures, its controller reveals cards from the top of their library until they reveal a creature card, puts that card onto the battlefield, then shuffles the rest into their library.", "Instant", "For each of those creatures,"),
    # "a number of basic land cards equal to ..." (Boreas Charger's and Wild Endeavor's search,
    # with a number the runtime counts)
    ("Search your library for a number of basic land cards equal to the number of creatures you control, put them onto the battlefield tapped, then shuffle.", "Sorcery", "Search your library for a number"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the word E001 stands at)
NEAR_MISSES = [
    ("Target player discards a number cards equal to the sacrificed creature's power.", "Sorcery", "cards"),
    ("Discard all the cards in your hand, then draw that many cards plus 1.", "Sorcery", "1."),
    ("Target creature gets +2/+2 until end of turn for each of its color.", "Instant", "color."),
    ("{T}, Sacrifice another creature: Search your library for a creature card with mana value equal to 1 plus sacrificed creature's mana value.", CREATURE, "plus"),
    ("Look at the top three cards of target player's library. Exile any number those cards.", "Sorcery", "those"),
    ("Exile two target creatures. For each of them creatures, its controller draws a card.", "Instant", "creatures,"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def test_one_plus_the_sacrificed_mana_value_is_a_sum_read_as_the_filter_is_applied() -> None:
    (ability,) = compiled_abilities(
        "{T}, Sacrifice another creature: Search your library for a creature card with mana "
        "value equal to 1 plus the sacrificed creature's mana value, put that card onto the "
        "battlefield, then shuffle. Activate only as a sorcery.",
        CREATURE,
    )
    (compared,) = ir_nodes_of(ability, ir.Comparison)
    assert (compared.characteristic, compared.relation) == ("mana_value", "equal")
    assert isinstance(compared.value, ir.Sum)
    one, sacrificed = compared.value.terms
    assert isinstance(one, ir.Fixed) and one.value == 1
    assert isinstance(sacrificed, ir.ValueOf)
    assert isinstance(sacrificed.of, ir.SacrificedForCost)
    assert sacrificed.characteristic == "mana_value"


def test_a_number_of_cards_equal_to_the_sacrificed_power_is_discarded() -> None:
    lines = (
        "As an additional cost to cast this spell, sacrifice a creature.\n"
        "Target player discards a number of cards equal to the sacrificed creature's power."
    )
    assert refusals(lines, "Sorcery") == []
    (discard,) = [
        a
        for ability in compiled_abilities(lines)
        for a in ir_nodes_of(ability, ir.Action)
        if a.verb is ir.Verb.DISCARD
    ]
    assert isinstance(discard.amount, ir.ValueOf)
    assert isinstance(discard.amount.of, ir.SacrificedForCost)
    assert discard.amount.characteristic == "power"


def test_any_number_of_target_opponents_each_discard_then_draw() -> None:
    (ability,) = compiled_abilities(
        "Any number of target opponents each discard their hands, then draw seven cards.",
        "Instant",
    )
    (spec,) = ability.targets
    assert (spec.minimum, spec.maximum, spec.players) == (0, None, ir.Whose.OPPONENT)
    assert spec.description == "any number of target opponents"
    verbs = {a.verb: a.players for a in ir_nodes_of(ability, ir.Action)}
    # the base form "draw" agrees with the players "each" names: they draw, not you
    assert set(verbs) == {ir.Verb.DISCARD, ir.Verb.DRAW}
    for players in verbs.values():
        assert players is not None and (players.who, players.target_index) == ("target", 0)


def test_that_many_cards_plus_one_adds_one_to_the_cards_discarded() -> None:
    (ability,) = compiled_abilities(
        "Discard all the cards in your hand, then draw that many cards plus one."
    )
    (draw,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.DRAW]
    assert isinstance(draw.amount, ir.Sum)
    discarded, one = draw.amount.terms
    assert isinstance(discarded, ir.ResultOf) and discarded.of == "cards_discarded"
    assert isinstance(one, ir.Fixed) and one.value == 1


def test_the_refusals_name_what_is_missing() -> None:
    def messages(line: str, card_type: str = "Sorcery") -> list[str]:
        found = karlov.check(card_text(line, card_type))
        return [d.message for d in found if d.code == "C001"]

    assert messages(
        "Target player discards a number of cards equal to the sacrificed creature's power."
    ) == [
        "the rules runtime cannot execute this yet: 'the sacrificed creature' of a cost that "
        "sacrifices no one creature"
    ]
    assert messages(
        "Look at the top three cards of target player's library. Exile any number of those "
        "cards, then put the rest back in any order."
    ) == [
        "the rules runtime cannot execute this yet: the object phrase 'any number of those cards'"
    ]
    assert messages("Draw a card for each of its colors.") == [
        "the rules runtime cannot execute this yet: 'its' refers to nothing named before it"
    ]
    assert messages("Enchanted creature gets +1/+1 for each of its colors.", "Enchantment") == [
        "the rules runtime cannot execute this yet: 'for each of its colors' in a static ability"
    ]


def test_for_each_of_its_colors_counts_the_colors_of_the_object_named_before_it() -> None:
    (might,) = compiled_abilities(
        "Target creature gets +2/+2 until end of turn for each of its colors.", "Instant"
    )
    assert isinstance(might.effect, ir.ModifyPT)
    assert might.effect.per == ir.ColorsOf(
        ir.TargetObjects(0, span=might.effect.per.span), span=might.effect.per.span
    )
    (gain,) = compiled_abilities(
        "Exile target creature. You gain 2 life for each of its colors.", "Sorcery"
    )
    (colors,) = ir_nodes_of(gain, ir.ColorsOf)
    assert colors.times == 2 and isinstance(colors.of, ir.TargetObjects)
    (ramos,) = compiled_abilities(
        "Whenever you cast a spell, put a +1/+1 counter on Test Card for each of that spell's "
        "colors.",
        CREATURE,
    )
    (colors,) = ir_nodes_of(ramos, ir.ColorsOf)
    assert isinstance(colors.of, ir.EventObject)
