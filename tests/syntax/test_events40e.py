"""Trigger events and counters (session 40, events): each family beside the near misses it must
reject, what the compiler plays and what it refuses, verbatim.

Families: "becomes monstrous" (CR 701.37b) / "becomes renowned" (CR 702.112b); "attacks one of
your opponents [or a planeswalker an opponent controls]" and "attacks enchanted player" (CR
508.1b, 508.3a, 303.4); "deals combat damage to one of your opponents" (CR 510.2); "[a card]
leaves your / an opponent's graveyard" (CR 603.6c, 603.10a); "move a +1/+1 counter from ...
onto ..." (CR 122.5); counters of any named kind ("a blaze counter", CR 122.1). The scenarios
of ``tests/scenarios/events40e`` play them.
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

READ = [
    # "becomes monstrous" / "becomes renowned", of the source or a creature you control
    ("When Test Card becomes monstrous, destroy target creature with flying.", "Creature — Giant"),
    ("When Test Card becomes monstrous, destroy all non-Gorgon creatures.", "Creature — Gorgon"),
    ("Whenever a creature you control becomes renowned, draw a card.", "Creature — Human Monk"),
    ("When Test Card becomes renowned, you gain 3 life.", "Creature — Human Soldier"),
    # "attacks one of your opponents [or a planeswalker an opponent controls]"
    ("Whenever a creature attacks one of your opponents, that player loses 1 life.", "Creature"),
    (
        "Whenever a creature with a +1/+1 counter on it attacks one of your opponents, that "
        "creature gains deathtouch until end of turn.",
        "Creature — Human Warrior",
    ),
    (
        "Whenever a creature attacks one of your opponents or a planeswalker an opponent "
        "controls, that creature gets +2/+0 until end of turn.",
        "Creature — Beast",
    ),
    # "attacks enchanted player" (read; refused here, on a card that enchants no player;
    # played on a Curse with "Enchant player", tests/scenarios/keywords41h/)
    ("Whenever a creature attacks enchanted player, put a +1/+1 counter on it.", "Enchantment"),
    # "deals combat damage to one of your opponents"
    (
        "Whenever a creature deals combat damage to one of your opponents, its controller may "
        "draw a card.",
        "Creature — Elf Rogue",
    ),
    # "leaves your graveyard" / "leaves an opponent's graveyard"
    (
        "Whenever an instant or sorcery card leaves your graveyard, put a +1/+1 counter on Test "
        "Card.",
        "Creature — Dragon",
    ),
    ("Whenever a creature card leaves an opponent's graveyard, draw a card.", "Enchantment"),
    # "move a [kind] counter from ... onto ..." (CR 122.5)
    ("{2}: Move a +1/+1 counter from target creature you control onto Test Card.", "Creature"),
    (
        "At the beginning of your upkeep, move a +1/+1 counter from Test Card onto target "
        "creature.",
        "Enchantment",
    ),
    (
        "Whenever a creature enters under your control, you may move a counter from Test Card "
        "onto that creature.",
        "Artifact",
    ),
    # counters of any named kind (CR 122.1)
    ("Whenever a creature you control dies, put two eyeball counters on Test Card.", "Artifact"),
    ("{T}: Put a blaze counter on Test Card.", "Enchantment"),
    ("Remove five blaze counters from Test Card: It deals 5 damage to any target.", "Artifact"),
    ("Test Card enters with three carrion counters on it.", "Creature — Zombie"),
    # a player's counters (CR 122.1f)
    ("When Test Card enters, each player gets a poison counter.", "Creature — Rat"),
    (
        "{4}, {T}: Target opponent loses 2 life, gets a poison counter, then mills six cards.",
        "Artifact",
    ),
    ("Whenever a creature you control dies, you get an experience counter.", "Creature — Human"),
    ("Test Card gets +1/+1 for each experience counter you have.", "Creature — Human"),
    # "remove all [kind] counters" (CR 122.1), as an effect and as a cost
    (
        "When Test Card deals combat damage to a player, remove all -1/-1 counters from it.",
        "Creature",
    ),
    ("{3}, {T}, Remove all eyeball counters from Test Card: Draw a card.", "Artifact"),
    # "is exiled from the battlefield" (CR 603.6c)
    (
        "Whenever a creature is exiled from the battlefield, put a +1/+1 counter on Test Card.",
        "Creature",
    ),
    # "When ~ has N or more [kind] counters on it" (CR 603.8: a state trigger)
    ("When Test Card has twenty or more charge counters on it, you win the game.", "Artifact"),
    ("When Test Card has no +1/+1 counters on it, sacrifice it.", "Enchantment"),
    # "a +1/+1 counter is removed from ~" (read; refused)
    ("Whenever a +1/+1 counter is removed from Test Card, draw a card.", "Creature — Hydra"),
    # the reminder of poison counters (CR 704.5c; no rules meaning, CR 207.2)
    (
        "Whenever Test Card deals damage to a player, that player gets a poison counter. (A "
        "player with ten or more poison counters loses the game.)",
        "Creature — Scorpion",
    ),
]


@pytest.mark.parametrize(("line", "card_type"), READ)
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert _errors(line, card_type) == [], line


NEAR_MISSES = [
    # "monstrous" is a designation; "a monster" is no event
    ("When Test Card becomes a monster, draw a card.", "Creature — Giant", 24),
    ("When Test Card becomes monstrously, draw a card.", "Creature — Giant", 24),
    # "one of your opponents" or "an opponent" (Kaalia of the Vast), never "one of your
    # opponent", "the opponent" or "an opponents" after "attacks"
    ("Whenever a creature attacks one of your opponent, you gain 1 life.", "Enchantment", 29),
    ("Whenever a creature attacks the opponent, you gain 1 life.", "Enchantment", 29),
    ("Whenever a creature attacks an opponents, you gain 1 life.", "Enchantment", 32),
    # the planeswalker is "a planeswalker an opponent controls": "or a planeswalker" alone is
    # no event of its own
    (
        "Whenever a creature attacks one of your opponents or a planeswalker, you gain 1 life.",
        "Enchantment",
        68,
    ),
    # a card leaves a player's graveyard ("your", "an opponent's"), not "the graveyard"
    ("Whenever an instant card leaves the graveyard, draw a card.", "Enchantment", 37),
    # a counter is moved "onto" its second object
    ("{2}: Move a +1/+1 counter from target creature to Test Card.", "Creature", 48),
    # a counter's kind is one word before "counter", not a phrase of an article and noun
    ("{T}: Put a the counter on Test Card.", "Enchantment", 12),
    # a player "gets" counters; "has" them only in a state trigger of an object
    ("Target player has a poison counter.", "Sorcery", 21),
    # "remove all": no count after it
    ("Remove all two +1/+1 counters from target creature.", "Sorcery", 12),
]
# A reminder that says "nine or more" (CR 704.5c says ten) is no longer an error: reminder
# text that does not parse is kept unchecked with warning W124 (CR 207.2a: no rules meaning);
# see tests/syntax/test_no_game_function47a.py.


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


PLAYED = [READ[0], READ[1], READ[2], READ[4], READ[5], READ[6], READ[8], READ[9], READ[11]]
PLAYED += [
    READ[14],
    READ[15],
    READ[16],
    READ[18],
    READ[19],
    READ[22],
    READ[24],
    READ[25],
    READ[26],
    READ[28],
]


@pytest.mark.parametrize(("line", "card_type"), PLAYED)
def test_the_family_plays(line: str, card_type: str) -> None:
    """Read and played: no C001."""
    found = karlov.check(card_text(line, card_type), require_playable=True)
    assert [d for d in found if d.is_error] == [], line


REFUSED = [
    (
        "Whenever a creature attacks enchanted player, put a +1/+1 counter on it.",
        "Enchantment",
        "the rules runtime cannot execute this yet: 'enchanted player' on a card without "
        "'Enchant player'",
    ),
    (
        "Whenever a creature enters under your control, you may move a counter from Test Card "
        "onto that creature.",
        "Artifact",
        "the rules runtime cannot execute this yet: moving a counter of a kind chosen as it "
        "resolves (CR 122.5)",
    ),
    (
        "{2}: Move two +1/+1 counters from target creature you control onto Test Card.",
        "Creature",
        "the rules runtime cannot execute this yet: moving more than one counter (CR 122.5)",
    ),
    (
        "Whenever another card leaves your graveyard, draw a card.",
        "Enchantment",
        "the rules runtime cannot execute this yet: this subject of 'leaves your graveyard'",
    ),
    (
        "Whenever a creature you control dies, you get an experience counter.",
        "Creature — Human",
        "the rules runtime cannot execute this yet: this kind of counter on a player (CR 122.1)",
    ),
    (
        "When enchanted creature has three or more +1/+1 counters on it, sacrifice Test Card.",
        "Enchantment — Aura",
        "the rules runtime cannot execute this yet: a state trigger of counters on an object "
        "other than this one",
    ),
    (
        "Whenever a +1/+1 counter is removed from Test Card, draw a card.",
        "Creature — Hydra",
        "the rules runtime cannot execute this yet: the event 'a +1/+1 counter is removed from "
        "Test Card'",
    ),
    (
        "Remove one or more +1/+1 counters from target creature.",
        "Sorcery",
        "the rules runtime cannot execute this yet: the count 'one or more'",
    ),
    (
        "Target player gets up to two poison counters.",
        "Sorcery",
        "the rules runtime cannot execute this yet: the count 'up to two'",
    ),
    (
        "{T}: Put a defense counter on Test Card.",
        "Artifact",
        "the rules runtime cannot execute this yet: defense counters (their rules meaning, CR "
        "122.1)",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "message"), REFUSED)
def test_the_family_is_refused_where_the_runtime_cannot_honour_it(
    line: str, card_type: str, message: str
) -> None:
    """Read, then refused (C001) with the reason, verbatim."""
    found = [d.message for d in karlov.check(card_text(line, card_type)) if d.code == "C001"]
    assert found == [message], line


def _trigger(line: str, card_type: str) -> dict:
    card_file, diagnostics = parse_file(card_text(line, card_type), "test.card")
    assert not [d for d in diagnostics if d.is_error]
    (ability,) = json.loads(ir_json.dumps(compile_card(card_file.cards[0]).ir.abilities))["ir"]
    return ability["trigger"]


@pytest.mark.parametrize(
    ("line", "event"),
    [
        (READ[0][0], "becomes_monstrous"),
        (READ[2][0], "becomes_renowned"),
        (READ[4][0], "attacks_opponent_player"),
        (READ[6][0], "attacks_opponent"),
        (READ[8][0], "combat_damage_to_player"),
        (READ[9][0], "leaves_graveyard"),
        (READ[24][0], "exiled_from_battlefield"),
    ],
)
def test_each_event_is_its_own(line: str, event: str) -> None:
    """One event name per reading: "one of your opponents" alone is the player, not a
    planeswalker (CR 508.3a); with "or a planeswalker an opponent controls", either."""
    card_type = next(t for text, t in READ if text == line)
    assert _trigger(line, card_type)["event"] == event


def test_one_of_your_opponents_is_an_opponent() -> None:
    """Combat damage "to one of your opponents" is combat damage to an opponent (CR 102.2)."""
    assert _trigger(READ[8][0], READ[8][1])["by"] == "opponent"


def test_whose_graveyard_the_card_leaves() -> None:
    assert _trigger(READ[9][0], READ[9][1])["by"] == "you"
    assert _trigger(READ[10][0], READ[10][1])["by"] == "opponent"


def test_a_named_counter_is_its_kind() -> None:
    """ "two eyeball counters": the kind is the word before "counters" (CR 122.1)."""
    card_file, _ = parse_file(card_text(READ[14][0], READ[14][1]), "test.card")
    tree = ir_json.dumps(compile_card(card_file.cards[0]).ir.abilities)
    assert '"counter":"eyeball"' in tree and '"value":2' in tree


def _effect(line: str, card_type: str) -> str:
    card_file, diagnostics = parse_file(card_text(line, card_type), "test.card")
    assert not [d for d in diagnostics if d.is_error]
    return ir_json.dumps(compile_card(card_file.cards[0]).ir.abilities)


def test_a_poison_counter_is_the_players() -> None:
    """ "each player gets a poison counter": counters on the players (CR 122.1f)."""
    tree = _effect(READ[18][0], READ[18][1])
    assert '"verb":"get_counters"' in tree and '"counter":"poison"' in tree
    assert '"who":"each_player"' in tree


def test_remove_all_counters_names_no_amount() -> None:
    """ "remove all -1/-1 counters": every one, so no amount (CR 122.1)."""
    tree = json.loads(_effect(READ[22][0], READ[22][1]))
    (ability,) = tree["ir"]
    action = ability["effect"]
    assert action["verb"] == "remove_counter" and action["counter"] == "-1/-1"
    assert action["amount"] is None


def test_a_state_trigger_of_the_sources_counters() -> None:
    """ "When ~ has twenty or more charge counters on it" (CR 603.8): a state trigger."""
    trigger = _trigger(READ[25][0], READ[25][1])
    assert trigger["kind"] == "StateTrigger"
    assert trigger["condition"]["kind"] == "SourceCounters"
    assert trigger["condition"]["counter"] == "charge"
    assert trigger["condition"]["count"]["value"] == 20
