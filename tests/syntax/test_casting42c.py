"""Session 42 (permissions and alternative ways to cast): the conditions of alternative costs
and casting restrictions that read the turn -- "If an opponent cast a blue spell this turn"
(CR 601.2i), "If three or more creatures are attacking" (CR 506.4), "If you control a
commander" (CR 903.3) -- and the static words "spend mana as though it were mana of any
color/type to cast ..." (CR 609.4b), "can't cast spells during your turn / during combat"
(CR 601.3) and "play lands and cast spells from among cards exiled with ~" (CR 607.2a): each
read where it plays, refused (C001 at its span) where the runtime can't play what it says, and
an error (E001 at its word) where the wording is not Oracle's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"
ALTERNATIVE = "you may pay {R} rather than pay this spell's mana cost."

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # what an opponent cast this turn (CR 601.2i), some one opponent (CR 102.3)
    (f"If an opponent cast a blue spell this turn, {ALTERNATIVE}\nDraw a card.", "Instant", None),
    (
        f"If an opponent cast three or more spells this turn, {ALTERNATIVE}\nDraw a card.",
        "Instant",
        None,
    ),
    (
        f"If an opponent cast a red instant or sorcery spell this turn, {ALTERNATIVE}\n"
        "Draw a card.",
        "Instant",
        None,
    ),
    (
        f"If an opponent has cast a blue or black spell this turn, {ALTERNATIVE}\nDraw a card.",
        "Instant",
        None,
    ),
    (
        "Cast this spell only if an opponent cast a creature spell this turn.\nDraw a card.",
        "Instant",
        None,
    ),
    (
        "Take an extra turn after this one if an opponent cast a blue spell this turn.",
        "Instant",
        None,
    ),
    (
        f"If a player cast two or more spells this turn, {ALTERNATIVE}\nDraw a card.",
        "Instant",
        None,
    ),
    (f"If you cast a creature spell this turn, {ALTERNATIVE}\nDraw a card.", "Instant", None),
    # another player than you or some one of a group: refused at that player
    (
        "Target opponent loses 2 life if that player cast a spell this turn.",
        "Instant",
        33,
    ),
    # the attacking creatures now (CR 506.4)
    (f"If four or more creatures are attacking, {ALTERNATIVE}\nDraw a card.", "Instant", None),
    (f"If three or more creatures are attacking, {ALTERNATIVE}\nDraw a card.", "Instant", None),
    # the Commander variant's commander (CR 903.3): no command zone in the runtime; refused
    # at the word "commander" of "a commander", a description of objects (session 49)
    (
        "If you control a commander, you may cast this spell without paying its mana cost.\n"
        "Draw a card.",
        "Instant",
        18,
    ),
    # spending mana as though it were mana of any color or type (CR 609.4b): read, not played
    (
        "You may spend mana as though it were mana of any color to cast planeswalker spells.",
        CREATURE,
        9,
    ),
    ("You may spend mana as though it were mana of any type to cast creature spells.", CREATURE, 9),
    (
        "Exile the top card of target opponent's library. You may cast that card for as long as "
        "it remains exiled, and you may spend mana as though it were mana of any type to cast "
        "that spell.",
        "Sorcery",
        119,
    ),
    # restrictions on casting (CR 101.2), in part of the turn (CR 601.3)
    ("Your opponents can't cast spells during your turn.", CREATURE, None),
    ("Players can't cast spells during combat.", CREATURE, None),
    ("You can't cast noncreature spells.", CREATURE, None),
    ("Your opponents can't cast blue creature spells.", CREATURE, None),
    ("Players can't cast spells.", "Enchantment", None),
    # another player, or a test of the spell other than its characteristics: refused
    ("Each opponent can't cast spells during your turn.", "Enchantment", None),
    ("Your opponents can't cast spells with the chosen name.", "Enchantment", 34),
    # the cards a linked ability exiled (CR 607.2a): read, not played
    (
        "You may play lands and cast spells from among cards exiled with Test Card.",
        CREATURE,
        9,
    ),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    # "casts" is the present: a condition of the turn's history is in the past
    (f"If an opponent casts a blue spell this turn, {ALTERNATIVE}", "Instant", "casts"),
    (f"If an opponent cast a blue spell this round, {ALTERNATIVE}", "Instant", "this"),
    (f"If four or more creatures are attackers, {ALTERNATIVE}", "Instant", "attackers,"),
    (f"If four or more creatures are attacked, {ALTERNATIVE}", "Instant", "attacked,"),
    (
        "If you control the commander, you may cast this spell without paying its mana cost.",
        "Instant",
        # "you control the creature with the greatest power or tied for ..." starts the same
        "commander,",
    ),
    (
        "You may spend mana as though it were mana of any kind to cast creature spells.",
        CREATURE,
        "kind",
    ),
    (
        "You may spend mana as though it was mana of any color to cast creature spells.",
        CREATURE,
        "was",
    ),
    ("Your opponents can't cast spells during your turns.", CREATURE, "turns."),
    ("Players can't cast spells during combats.", CREATURE, "combats."),
    (
        "You may play lands and cast spells from amongst cards exiled with Test Card.",
        CREATURE,
        "amongst",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


CAST_RULES = [
    ("You can't cast noncreature spells.", "cant_cast", ("you", "always")),
    ("Your opponents can't cast spells during your turn.", "opponents_cant_cast_during_your_turn",
     ("opponents", "your_turn")),
    ("Players can't cast spells during combat.", "players_cant_cast_during_combat",
     ("players", "combat")),
]  # fmt: skip


@pytest.mark.parametrize(("line", "rule", "meaning"), CAST_RULES)
def test_a_casting_restriction_is_its_rule(line: str, rule: str, meaning: tuple[str, str]) -> None:
    """Who can't cast and when (CR 101.2, 601.3), the spells by their characteristics."""
    (card,) = karlov.parse(card_text(line, CREATURE))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (static,) = [a for a in compiled.ir.abilities if isinstance(a, ir.StaticAbility)]
    (modification,) = static.rules
    assert modification.rule == rule and ir.CAST_RESTRICTIONS[rule] == meaning
    (spells,) = modification.spells
    assert "spell" in spells.nouns


def _alternative_condition(line: str) -> ir.Condition:
    """The condition of the one alternative cost the card states (CR 118.9, 601.2b)."""
    (card,) = karlov.parse(card_text(line, "Instant"))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (static,) = [
        a
        for a in compiled.ir.abilities
        if isinstance(a, ir.StaticAbility) and a.alternative_cost is not None
    ]
    assert static.condition is not None
    return static.condition


COUNT_WORDS = ["two", "three", "four", "five", "six", "seven"]


@given(st.integers(min_value=2, max_value=7))
def test_an_opponent_cast_n_spells_is_some_one_opponent_at_least_n(n: int) -> None:
    """ "If an opponent cast N or more spells this turn": spells of some one opponent (the
    runtime counts each opponent's apart), at least N, any spell."""
    condition = _alternative_condition(
        f"If an opponent cast {COUNT_WORDS[n - 2]} or more spells this turn, {ALTERNATIVE}\n"
        "Draw a card."
    )
    assert isinstance(condition, ir.SpellsCastThisTurn)
    assert condition.by is not None and condition.by.who == "each_opponent"
    assert condition.count.relation is ir.Relation.AT_LEAST and condition.count.value == n


@given(st.integers(min_value=2, max_value=7))
def test_creatures_attacking_are_counted_at_least_n(n: int) -> None:
    """ "If N or more creatures are attacking": attacking creatures of every player (CR 506.4)."""
    condition = _alternative_condition(
        f"If {COUNT_WORDS[n - 2]} or more creatures are attacking, {ALTERNATIVE}\nDraw a card."
    )
    assert isinstance(condition, ir.ObjectCount)
    assert condition.filter.attacking is True
    assert condition.filter.controller is None
    assert condition.count.relation is ir.Relation.AT_LEAST and condition.count.value == n
