"""Trigger events of session 47 (events): families of trigger conditions read into typed nodes
(CR 603.2), and refused (C001 at the event) where the runtime has no event for them yet.

Haunt's "the creature it haunts dies" (CR 702.55c), "plays a land" (CR 305.1), zone changes
"from anywhere" / "from your library" (CR 603.6), discards of described cards (CR 701.9), a
player attacking (CR 508.1), "becomes attached to" / "unattached from" (CR 701.3), phasing (CR
702.26), dice (CR 706), "crews" / "evolves" / "trains" / "fights", suspend's time counters
(CR 702.62), state triggers (CR 603.8), "counters a spell" (CR 701.6), "searches" (CR
701.23), "dies during combat", "enters and at the beginning of" / "or when" (two trigger
conditions, CR 603.2), step references of other players. Each family beside the near misses
it must reject, at their word. ``tests/scenarios/events47c`` plays the one that plays.
"""

from __future__ import annotations

import json

import pytest

import karlov
from karlov.compiler import compile_card
from karlov.frontend.syntax import parse_file
from karlov.ir import json as ir_json

from .families import card_text
from .families import line_errors as _errors

CURSE = "Enchantment — Aura Curse"

#: Read, then refused at the event: (line, card type, column of the C001, its reason's words).
REFUSED = [
    (
        "When Test Card enters or the creature it haunts dies, draw a card.",
        "Creature",
        26,
        "the event 'the creature it haunts dies'",
    ),
    (
        "When the creature Test Card haunts dies, draw a card.",
        "Creature",
        6,
        "the event 'the creature Test Card haunts dies'",
    ),
    (
        "Whenever an opponent plays a land, draw a card.",
        "Creature",
        10,
        "the event 'an opponent plays a land'",
    ),
    (
        "Whenever a player plays a land or casts a spell, draw a card.",
        "Creature",
        10,
        "the event 'a player plays a land'",
    ),
    (
        "Whenever you play a land or cast a spell, draw a card.",
        "Creature",
        10,
        "the event 'you play a land'",
    ),
    (
        "Whenever one or more creature cards are put into your graveyard from anywhere, draw a "
        "card.",
        "Creature",
        10,
        "the event 'one or more creature cards are put into your",
    ),
    (
        "When Test Card is put into your graveyard from your library, draw a card.",
        "Creature",
        6,
        "the event 'Test Card is put into your graveyard from your library'",
    ),
    (
        "Whenever you discard a creature card, draw a card.",
        "Creature",
        10,
        "the event 'you discard a creature card'",
    ),
    (
        "Whenever you discard one or more cards for the first time each turn, draw a card.",
        "Creature",
        10,
        "the event 'you discard one or more cards for the first time each turn'",
    ),
    (
        "Whenever an opponent attacks, draw a card.",
        "Creature",
        10,
        "the event 'an opponent attacks'",
    ),
    (
        "Whenever a player attacks enchanted player with one or more creatures, draw a card.",
        CURSE,
        10,
        "the event 'a player attacks enchanted player with one or more creatures'",
    ),
    (
        "Whenever one or more creatures attack you, draw a card.",
        "Creature",
        10,
        "the event 'one or more creatures attack you'",
    ),
    (
        "Whenever Test Card becomes unattached from a permanent, draw a card.",
        "Artifact — Equipment",
        10,
        "the event 'Test Card becomes unattached from a permanent'",
    ),
    (
        "Whenever Test Card phases in, draw a card.",
        "Creature",
        10,
        "the event 'Test Card phases in'",
    ),
    (
        "Whenever you roll one or more dice, draw a card.",
        "Creature",
        10,
        "the event 'you roll one or more dice'",
    ),
    (
        "Whenever Test Card crews a Vehicle, draw a card.",
        "Creature",
        10,
        "the event 'Test Card crews a Vehicle'",
    ),
    (
        "Whenever a time counter is removed from Test Card while it's exiled, draw a card.",
        "Creature",
        10,
        "the event 'a time counter is removed from Test Card while it's exiled'",
    ),
    (
        "When the last time counter is removed from Test Card while it's exiled, draw a card.",
        "Creature",
        6,
        "the event 'the last time counter is removed from Test Card while it's",
    ),
    (
        "When there are no creatures on the battlefield, draw a card.",
        "Enchantment",
        6,
        "the event 'there are no creatures on the battlefield'",
    ),
    (
        "When no creatures are on the battlefield, draw a card.",
        "Enchantment",
        6,
        "the event 'no creatures are on the battlefield'",
    ),
    ("When Test Card has flying, sacrifice it.", "Creature", 6, "the event 'Test Card has flying'"),
    (
        "Whenever a spell or ability you control counters a spell, draw a card.",
        "Creature",
        10,
        "the event 'a spell or ability you control counters a spell'",
    ),
    (
        "Whenever an opponent searches their library, draw a card.",
        "Creature",
        10,
        "the event 'an opponent searches their library'",
    ),
    (
        "Whenever a source an opponent controls deals damage to you or a permanent you control, "
        "draw a card.",
        "Enchantment",
        10,
        "the event 'a source an opponent controls deals damage",
    ),
    (
        "When enchanted player loses the game, draw a card.",
        CURSE,
        6,
        "the event 'enchanted player loses the game'",
    ),
    (
        "When Test Card dies during combat, draw a card.",
        "Creature",
        6,
        "the event 'Test Card dies during combat'",
    ),
    (
        "Whenever you get one or more {E} (energy counters), draw a card.",
        "Creature",
        10,
        "the event 'you get one or more {E} (energy counters)'",
    ),
    (
        "Whenever one or more cards are put into exile during your turn, draw a card.",
        "Creature",
        10,
        "the event 'one or more cards are put into exile during your turn'",
    ),
    (
        "When Test Card enters from a graveyard, draw a card.",
        "Creature",
        6,
        "the event 'Test Card enters from a graveyard'",
    ),
    (
        "Whenever you investigate for the first time each turn, draw a card.",
        "Creature",
        10,
        "the event 'you investigate for the first time each turn'",
    ),
    # two trigger conditions of one ability (CR 603.2) play since session 52
    # (tests/compiler/test_two_conditions52.py)
    # steps of other players the runtime has no trigger of
    (
        "At the beginning of the chosen player's upkeep, draw a card.",
        "Artifact",
        21,
        "a trigger at the beginning of this step",
    ),
    (
        "At the beginning of each of your main phases, draw a card.",
        "Artifact",
        21,
        "a trigger at the beginning of this step",
    ),
    (
        "At the beginning of each other player's draw step, that player draws a card.",
        "Artifact",
        21,
        "a trigger at the beginning of this step",
    ),
    (
        "At the beginning of enchanted opponent's end step, draw a card.",
        CURSE,
        21,
        "a trigger at the beginning of this step",
    ),
]


def _with_enchant(line: str, card_type: str) -> str:
    text = card_text(line, card_type)
    if card_type == CURSE:
        return text.replace(f"{card_type}\n", f"{card_type}\nEnchant player\n")
    return text


@pytest.mark.parametrize(("line", "card_type", "column", "reason"), REFUSED)
def test_the_event_is_read_and_refused_at_its_span(
    line: str, card_type: str, column: int, reason: str
) -> None:
    found = karlov.check(_with_enchant(line, card_type), require_playable=False)
    assert [d for d in found if d.is_error and d.code != "C001"] == [], line
    refusals = [(d.span.column, d.message) for d in found if d.code == "C001"]
    assert any(col == column and reason in message for col, message in refusals), (line, refusals)


NEAR_MISSES = [
    # haunt: "haunts", of the creature it haunts now
    ("When Test Card enters or the creature it haunted dies, draw a card.", "Creature", 39),
    ("When the creature it haunts die, draw a card.", "Creature", 19),
    # a land: the article
    ("Whenever an opponent plays land, draw a card.", "Creature", 28),
    # the zone a card comes from is a player's
    ("When Test Card is put into your graveyard from library, draw a card.", "Creature", 48),
    ("Whenever an opponent searches library, draw a card.", "Creature", 31),
    # "unattached from", "phases in / out", "dice", "combat"
    (
        "Whenever Test Card becomes unattached of a permanent, draw a card.",
        "Artifact — Equipment",
        39,
    ),
    ("Whenever Test Card phases on, draw a card.", "Creature", 27),
    ("Whenever you roll one or more die, draw a card.", "Creature", 31),
    ("When Test Card dies during the combat, draw a card.", "Creature", 28),
    # life is "or less" / "or more", never "fewer"
    ("When you have 10 or fewer life, draw a card.", "Enchantment", 21),
    # "there are no ... on the battlefield": the battlefield is said
    ("When there are no creatures, draw a card.", "Enchantment", 19),
    # "and at the beginning of": the article of the step
    ("When Test Card enters and at beginning of your upkeep, draw a card.", "Creature", 23),
    # "each player's", possessive
    ("At the beginning of combat on each players turn, that player gains 1 life.", "Artifact", 36),
]


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


def test_combat_on_each_players_turn_plays() -> None:
    """ "At the beginning of combat on each player's turn" (CR 507.1): played, "that player"
    the player whose turn it is (the scenarios of ``tests/scenarios/events47c``)."""
    line = "At the beginning of combat on each player's turn, that player gains 1 life."
    found = karlov.check(card_text(line, "Artifact"), require_playable=True)
    assert [d for d in found if d.is_error] == []


LIFE_STATE_TRIGGERS = [
    ("When you have 10 or less life, you gain 5 life.", "you", "at_most", 10, False),
    (
        "When an opponent has 10 or less life, sacrifice Test Card.",
        "each_opponent",
        "at_most",
        10,
        True,
    ),
    ("When you have 20 or more life, you lose the game.", "you", "at_least", 20, False),
]


@pytest.mark.parametrize(("line", "who", "relation", "value", "some"), LIFE_STATE_TRIGGERS)
def test_a_life_total_state_trigger_plays(
    line: str, who: str, relation: str, value: int, some: bool
) -> None:
    """ "When you have 10 or less life" (CR 603.8, 119.1): a state trigger of a life total; "an
    opponent" is any one of them (CR 102.3). The scenarios of ``tests/scenarios/events47c``
    play it."""
    found = karlov.check(card_text(line, "Enchantment"), require_playable=True)
    assert [d for d in found if d.is_error] == [], line
    card_file, _ = parse_file(card_text(line, "Enchantment"), "test.card")
    abilities = json.loads(ir_json.dumps(compile_card(card_file.cards[0]).ir.abilities))["ir"]
    (ability,) = abilities
    trigger = ability["trigger"]
    assert trigger["kind"] == "StateTrigger"
    condition = trigger["condition"]
    assert condition["kind"] == "LifeTotal" and condition["who"]["who"] == who
    assert (condition["count"]["relation"], condition["count"]["value"]) == (relation, value)
    assert condition["some"] is some


LIFE_REFUSED = [
    # another player's life: no player of the runtime's condition (C001 at the player)
    (
        "When a player has 20 or more life, you lose the game.",
        6,
        "the life total of a player other than you",
    ),
    ("When you have X or less life, draw a card.", 15, "a life total bound of X"),
]


@pytest.mark.parametrize(("line", "column", "reason"), LIFE_REFUSED)
def test_a_life_state_trigger_is_refused_where_unplayed(
    line: str, column: int, reason: str
) -> None:
    found = [
        (d.span.column, d.message)
        for d in karlov.check(card_text(line, "Enchantment"))
        if d.code == "C001"
    ]
    assert [(col, m.split(": ", 1)[1]) for col, m in found] == [(column, reason)], line


def test_life_state_trigger_near_misses() -> None:
    # "you has": agreement (E019 at the verb)
    found = karlov.check(
        card_text("When you has 20 or more life, you lose the game.", "Enchantment")
    )
    assert ("E019", 10) in [(d.code, d.span.column) for d in found if d.is_error]
