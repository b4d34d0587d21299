# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 50 (conditions, second part): the state of an object ("is blocked", "is on the
battlefield", "isn't attacking", "is attacking or blocking", CR 506.4, 509.1h, 400.1), its
supertype ("is legendary", CR 205.4a) and keywords ("has defender", "doesn't have first
strike", CR 702), a number compared exactly ("its power is 2", "is odd"), "you have fewer
than seven cards in hand" (CR 402.1), "has fewer than three +1/+1 counters on it" (CR 122.1),
"it was cast" (CR 601.2), "it wasn't kicked" (CR 702.33d), what happened last turn, a poisoned
player (CR 122.1f), the most common color and a color shared with another object (CR 105.2):
each read where it plays, refused (C001 at its span) where the runtime can't play what it
says, and an error at its word where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.frontend import nodes

from .families import (
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    refusals,
    word_column,
)

CREATURE = "Creature — Elf"
EQUIPMENT = "Artifact — Equipment"

#: (line, card type, the condition's node, the word C001 must stand at, or None where it plays)
READ = [
    # a status of the source (CR 400.1, 506.4, 509.1g, 303.4)
    ("{1}{G}, {T}: If Test Card is on the battlefield, it deals damage equal to its power to target attacking creature.", CREATURE, nodes.ObjectOnBattlefield, None),
    ("At the beginning of your upkeep, put a +1/+1 counter on Test Card. Then if a creature named Grizzly Bears is on the battlefield, you gain 1 life.", CREATURE, nodes.ObjectOnBattlefield, None),
    ("{T}: Draw a card. Activate only if Test Card is attacking or blocking.", CREATURE, nodes.ObjectAttackingOrBlocking, None),
    ("As long as Test Card isn't attacking, it gets +1/+1.", CREATURE, nodes.ObjectIsntAttacking, None),
    ("{U}: Test Card gets +1/+1 until end of turn. Activate only if Test Card isn't enchanted.", CREATURE, nodes.ObjectIsntEnchanted, None),
    # states the runtime does not test (CR 509.1h, 702.62b, 405.1, 301.5)
    ("{R}: Test Card gets +1/+0 until end of turn. Activate only if Test Card is blocked.", CREATURE, nodes.ObjectIsBlocked, "Test Card is blocked"),
    ("Whenever an opponent casts a spell, if Test Card is suspended, remove a time counter from it.", CREATURE, nodes.ObjectIsSuspended, "Test Card is suspended"),
    ("At the beginning of your upkeep, if enchanted Equipment is attached to a creature, destroy that creature.", "Enchantment — Aura", nodes.ObjectAttachedTo, "enchanted Equipment"),
    # a supertype (CR 205.4a) and a keyword (CR 702) of an object
    ("As long as equipped creature is legendary, it has hexproof.", EQUIPMENT, nodes.ObjectIsSupertype, None),
    ("Test Card deals 3 damage to target creature. If that creature has infect, Test Card deals 3 damage to that creature's controller.", "Instant", nodes.ObjectHasKeyword, None),
    ("Whenever Test Card attacks, if it doesn't have first strike, put a first strike counter on it.", CREATURE, nodes.ObjectLacksKeyword, None),
    ("Whenever Test Card attacks, if it has first strike, it gains double strike until end of turn.", CREATURE, nodes.ObjectHasKeyword, None),
    ("Whenever you discard a card, if it has madness, untap Test Card.", CREATURE, nodes.ObjectHasKeyword, "it has madness"),
    # "it" after a condition that names this object, in a trigger on another object's event:
    # the attacker or this object -- Oracle means this one, the words don't say
    ("When a creature attacks you or a planeswalker you control, if Test Card has defender, it loses defender and gains trample.", CREATURE, nodes.ObjectHasKeyword, "it loses"),
    # a number compared exactly, its parity, as it last existed (not tested yet)
    ("Target creature you control gets +2/+2 until end of turn if its power is 2.", "Instant", nodes.QuantityIs, "its power is 2"),
    ("Whenever Test Card attacks, draw a card if the number of permanents is even.", CREATURE, nodes.QuantityParity, "the number of permanents"),
    ("Return target nonland permanent you don't control to its owner's hand. If its mana value was 2 or less, scry 2.", "Sorcery", nodes.QuantityWasCompared, "its mana value was"),
    # a hand and counters (CR 402.1, 122.1)
    ("At the beginning of your upkeep, if you have fewer than seven cards in hand, draw a card.", CREATURE, nodes.HasFewerThan, None),
    ("Whenever you cast a red spell, if Test Card has fewer than three +1/+1 counters on it, put a +1/+1 counter on Test Card.", CREATURE, nodes.HasFewerCounters, None),
    ("At the beginning of your upkeep, if you have fewer than three creatures, draw a card.", CREATURE, nodes.HasFewerThan, "you have fewer"),
    # what the spell was (CR 601.2, 702.33d)
    ("When Test Card enters the battlefield, if it was cast, draw a card.", CREATURE, nodes.WasCastCondition, None),
    ("Test Card has haste as long as it was cast.", CREATURE, nodes.WasCastCondition, None),
    ("When Test Card enters the battlefield, draw three cards. Then if it wasn't kicked, discard three cards.", CREATURE, nodes.WasntKicked, None),
    # last turn's history (the runtime keeps this turn's)
    ("At the beginning of each upkeep, if an opponent lost life last turn, draw a card.", CREATURE, nodes.LostLifeLastTurn, "an opponent lost life"),
    ("At the beginning of each upkeep, if a player cast two or more spells last turn, sacrifice Test Card.", CREATURE, nodes.CastLastTurn, "a player cast"),
    ("At the beginning of each upkeep, if you had another creature enter the battlefield under your control last turn, draw a card.", CREATURE, nodes.HadEnterLastTurn, "you had another"),
    # poison counters (CR 122.1f)
    ("Test Card can't attack unless defending player is poisoned.", CREATURE, nodes.PlayerPoisoned, "defending player is"),
    ("Counter target spell if its controller is poisoned.", "Instant", nodes.PlayerPoisoned, "its controller is"),
    # the most common color, a shared color (CR 105.2)
    ("Test Card gets -2/-2 as long as red is the most common color among all permanents or is tied for most common.", CREATURE, nodes.ColorMostCommon, "red is"),
    ("{T}: Destroy target creature if it shares a color with the most common color among all permanents or a color tied for most common.", CREATURE, nodes.ObjectSharesMostCommon, "it shares"),
    ("Counter target spell if it shares a color with a creature you control.", "Instant", nodes.ObjectSharesWithCounted, "it shares"),
]  # fmt: skip


def _conditions(line: str, card_type: str) -> list[nodes.Node]:
    (card,) = karlov.parse(card_text(line, card_type))
    parts = [a.body for a in card.abilities if a.body is not None]
    return [n for part in parts for n in part.walk() if isinstance(n, nodes.ConditionNode)]


@pytest.mark.parametrize(("line", "card_type", "node", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, node: type, refused_at: str | None
) -> None:
    assert card_errors(line, card_type) == []
    assert any(isinstance(found, node) for found in _conditions(line, card_type))
    expected = [] if refused_at is None else [("C001", word_column(line, refused_at))]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Test Card has flying as long as its legendary.", CREATURE, "legendary."),
    ("Whenever Test Card attacks, if it don't have first strike, put a +1/+1 counter on it.", CREATURE, "don't"),
    ("Whenever Test Card attacks, if it doesn't has first strike, put a +1/+1 counter on it.", CREATURE, "has first"),
    ("At the beginning of your upkeep, if you have fewer then seven cards in hand, draw a card.", CREATURE, "then"),
    ("At the beginning of your upkeep, if you have less than seven cards in hand, draw a card.", CREATURE, "than seven"),
    ("At the beginning of each upkeep, if an opponent lost life last turns, draw a card.", CREATURE, "turns,"),
    ("At the beginning of each upkeep, if an opponent lost life the last turn, draw a card.", CREATURE, "the last"),
    ("Test Card can't attack unless defending player is poison.", CREATURE, "poison."),
    ("Test Card gets -2/-2 as long as red is the most common color among all permanents or is tied for the most common.", CREATURE, "or is"),
    ("Test Card gets -2/-2 as long as red is the most common color among permanents or is tied for most common.", CREATURE, "permanents or"),
    ("When Test Card enters the battlefield, draw three cards. Then if it wasnt kicked, discard three cards.", CREATURE, "wasnt"),
    ("As long as Test Card isn't attack, it gets +1/+1.", CREATURE, "attack,"),
    ("{T}: Draw a card. Activate only if Test Card is attacking and blocking.", CREATURE, "blocking."),
    ("{T}: Draw a card. Activate only if Test Card is attacking or block.", CREATURE, "block."),
    ("At the beginning of your upkeep, if Test Card is on battlefield, draw a card.", CREATURE, "battlefield,"),
    ("Counter target spell if it shares a color with creature you control.", "Instant", "creature you"),
    ("As long as equipped creature are legendary, it has hexproof.", EQUIPMENT, "legendary,"),
    ("Counter target spell if its mana value is even number.", "Instant", "number."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def _intervening_if(line: str, card_type: str = CREATURE) -> ir.Condition:
    (ability,) = [
        a for a in compiled_abilities(line, card_type) if isinstance(a, ir.TriggeredAbility)
    ]
    assert ability.intervening_if is not None
    return ability.intervening_if


def test_doesnt_have_a_keyword_is_the_source_without_it() -> None:
    found = _intervening_if(
        "Whenever Test Card attacks, if it doesn't have first strike, put a first strike counter on it."
    )
    assert isinstance(found, ir.NotCondition)
    assert isinstance(found.condition, ir.ObjectIs)
    assert isinstance(found.condition.object, ir.SourceObject)
    assert found.condition.filter.keywords == ("first strike",)


def test_legendary_equipped_creature_is_the_host_with_the_supertype() -> None:
    (ability,) = [
        a
        for a in compiled_abilities(
            "As long as equipped creature is legendary, it has hexproof.", EQUIPMENT
        )
        if isinstance(a, ir.StaticAbility)
    ]
    (test,) = ir_nodes_of(ability, ir.ObjectIs)
    assert isinstance(test.object, ir.AllObjects) and test.object.filter.attached_to_source
    assert test.filter.supertypes == ("legendary",)


def test_fewer_than_seven_cards_in_hand_is_at_most_six() -> None:
    found = _intervening_if(
        "At the beginning of your upkeep, if you have fewer than seven cards in hand, draw a card."
    )
    assert isinstance(found, ir.ObjectCount)
    assert (found.count.relation, found.count.value) == (ir.Relation.AT_MOST, 6)
    assert found.filter.zone is ir.ZoneName.HAND


def test_fewer_than_three_counters_is_at_most_two_on_the_source() -> None:
    found = _intervening_if(
        "Whenever you cast a red spell, if Test Card has fewer than three +1/+1 counters on it, put a +1/+1 counter on Test Card."
    )
    assert isinstance(found, ir.SourceCounters)
    assert (found.count.relation, found.count.value) == (ir.Relation.AT_MOST, 2)


def test_wasnt_kicked_is_not_kicked() -> None:
    (ability,) = [
        a
        for a in compiled_abilities(
            "When Test Card enters the battlefield, draw three cards. Then if it wasn't kicked, discard three cards.",
            CREATURE,
        )
        if isinstance(a, ir.TriggeredAbility)
    ]
    (negated,) = ir_nodes_of(ability, ir.NotCondition)
    assert isinstance(negated.condition, ir.WasKicked)


def test_attacking_or_blocking_is_either_state_of_the_source() -> None:
    (ability,) = [
        a
        for a in compiled_abilities(
            "{T}: Draw a card. Activate only if Test Card is attacking or blocking.", CREATURE
        )
        if isinstance(a, ir.ActivatedAbility)
    ]
    (either,) = ir_nodes_of(ability, ir.AnyCondition)
    assert [c.state for c in either.conditions] == ["attacking", "blocking"]  # type: ignore[attr-defined]


def test_a_creature_on_the_battlefield_is_a_count_of_one_or_more() -> None:
    found = ir_nodes_of(
        compiled_abilities(
            "At the beginning of your upkeep, put a +1/+1 counter on Test Card. Then if a creature named Grizzly Bears is on the battlefield, you gain 1 life.",
            CREATURE,
        )[-1],
        ir.ObjectCount,
    )
    assert [(c.count.relation, c.count.value, c.filter.named) for c in found] == [
        (ir.Relation.AT_LEAST, 1, "Grizzly Bears")
    ]
