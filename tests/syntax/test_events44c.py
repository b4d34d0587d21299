"""Leaves-the-battlefield triggers (session 44, events): "When ~ leaves the battlefield",
"When ~ enters or leaves the battlefield", "Whenever [another] [filter] leaves the
battlefield", "When enchanted creature leaves the battlefield", "Whenever ~ or another [filter]
leaves the battlefield" (CR 603.6c: a permanent moves from the battlefield to any other zone;
CR 603.10a: matched as it last existed there). Each family beside the near misses it must
reject, what the compiler plays and what it refuses, verbatim. The scenarios of
``tests/scenarios/leaves44c`` play them.
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
    ("When Test Card leaves the battlefield, you lose 10 life.", "Enchantment"),
    (
        "When Test Card leaves the battlefield, draw a card for each +1/+1 counter on it.",
        "Creature",
    ),
    (
        "When this creature leaves the battlefield, create a 3/3 green Beast creature token.",
        "Creature",
    ),
    ("When Test Card enters or leaves the battlefield, you gain 2 life.", "Creature — Bird"),
    ("Whenever another creature you control leaves the battlefield, draw a card.", "Creature"),
    (
        "Whenever a creature token leaves the battlefield, put a +1/+1 counter on Test Card.",
        "Creature",
    ),
    (
        "Whenever Test Card or another creature you control leaves the battlefield, each "
        "opponent loses 1 life.",
        "Creature — Human Wizard",
    ),
    (
        "When enchanted creature leaves the battlefield, its controller sacrifices a creature.",
        "Enchantment — Aura",
    ),
    # read, refused: "that player" names no player of this event
    ("When Test Card leaves the battlefield, that player gains 6 life.", "Creature"),
    # read, refused: "one or more" leaving at once triggers once per batch (CR 603.2c)
    ("Whenever one or more creatures you control leave the battlefield, draw a card.", "Artifact"),
]


def _aura(line: str, card_type: str) -> str:
    text = card_text(line, card_type)
    if "Aura" not in card_type:
        return text
    return text.replace(f"{card_type}\n", f"{card_type}\nEnchant creature\n")


@pytest.mark.parametrize(("line", "card_type"), READ)
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert _errors(line, card_type) == [], line


NEAR_MISSES = [
    # "the battlefield", one zone: no article dropped, no plural, no "from"
    ("When Test Card leaves battlefield, draw a card.", "Creature", 23),
    ("When Test Card leaves the battlefields, draw a card.", "Creature", 27),
    ("When Test Card leaves from the battlefield, draw a card.", "Creature", 23),
    # "enters or leaves the battlefield": the second verb agrees with the subject
    ("When Test Card enters or leave the battlefield, draw a card.", "Creature", 26),
]


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


PLAYED = READ[:8]


@pytest.mark.parametrize(("line", "card_type"), PLAYED)
def test_the_family_plays(line: str, card_type: str) -> None:
    """Read and played: no C001."""
    found = karlov.check(_aura(line, card_type), require_playable=True)
    assert [d for d in found if d.is_error] == [], line


REFUSED = [
    (
        READ[8][0],
        READ[8][1],
        "the rules runtime cannot execute this yet: 'that player' refers to no player named "
        "before it",
    ),
    (
        READ[9][0],
        READ[9][1],
        "the rules runtime cannot execute this yet: the event 'one or more creatures you "
        "control leave the battlefield'",
    ),
    (
        # "leave" does not agree with one object: read by the plural rule, never played
        "When Test Card leave the battlefield, draw a card.",
        "Creature",
        "the rules runtime cannot execute this yet: the event 'Test Card leave the battlefield'",
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
    card_file, diagnostics = parse_file(_aura(line, card_type), "test.card")
    assert not [d for d in diagnostics if d.is_error]
    abilities = json.loads(ir_json.dumps(compile_card(card_file.cards[0]).ir.abilities))["ir"]
    (ability,) = [a for a in abilities if a.get("kind") == "TriggeredAbility"]
    return ability["trigger"]


def test_the_source_leaving_names_no_subject() -> None:
    trigger = _trigger(*READ[0])
    assert trigger["event"] == "leaves_battlefield" and trigger["subject"] is None


def test_enters_or_leaves_is_two_events_of_the_source() -> None:
    trigger = _trigger(*READ[3])
    assert trigger["kind"] == "AnyOf"
    assert [t["event"] for t in trigger["triggers"]] == ["enters", "leaves_battlefield"]
    assert all(t["subject"] is None for t in trigger["triggers"])


def test_another_creature_you_control_is_the_subject() -> None:
    subject = _trigger(*READ[4])["subject"]
    assert subject["other"] is True and subject["controller"]["who"] == "you"


def test_a_creature_token_is_a_token() -> None:
    assert _trigger(*READ[5])["subject"]["tokens"] is True


def test_the_source_or_another_is_two_events() -> None:
    trigger = _trigger(*READ[6])
    assert trigger["kind"] == "AnyOf"
    this, other = trigger["triggers"]
    assert this["subject"] is None and other["subject"]["other"] is True


def test_enchanted_creature_is_the_one_this_aura_is_attached_to() -> None:
    assert _trigger(*READ[7])["subject"]["attached_to_source"] is True


# Keyword actions of a player as events: "Whenever you surveil" (CR 701.25c-d), "Whenever you
# scry" (CR 701.22b, 701.22d), "Whenever an opponent shuffles their library" (CR 701.24a).
PLAYER_ACTIONS = [
    ("Whenever you surveil, put a +1/+1 counter on Test Card.", "Creature — Insect", "surveil"),
    ("Whenever you scry, Test Card gets +2/+0 until end of turn.", "Creature — Human", "scry"),
    (
        "Whenever an opponent shuffles their library, you may put a +1/+1 counter on Test Card.",
        "Creature — Merfolk",
        "shuffle",
    ),
    (
        "Whenever a player shuffles their library, that player loses 1 life.",
        "Enchantment",
        "shuffle",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "event"), PLAYER_ACTIONS)
def test_a_keyword_action_of_a_player_plays(line: str, card_type: str, event: str) -> None:
    found = karlov.check(card_text(line, card_type), require_playable=True)
    assert [d for d in found if d.is_error] == [], line
    assert _trigger(line, card_type)["event"] == event


def test_who_surveils_scries_or_shuffles() -> None:
    assert _trigger(*PLAYER_ACTIONS[0][:2])["by"] == "you"
    assert _trigger(*PLAYER_ACTIONS[1][:2])["by"] == "you"
    assert _trigger(*PLAYER_ACTIONS[2][:2])["by"] == "opponent"
    assert _trigger(*PLAYER_ACTIONS[3][:2])["by"] == "any"


PLAYER_ACTION_NEAR_MISSES = [
    # the verb agrees with its player
    ("Whenever you surveils, draw a card.", "Enchantment", 14),
    ("Whenever you scries, draw a card.", "Enchantment", 14),
    ("Whenever an opponent shuffle their library, draw a card.", "Enchantment", 22),
    ("Whenever an opponent surveils, draw a card.", "Enchantment", 22),
]


@pytest.mark.parametrize(("line", "card_type", "column"), PLAYER_ACTION_NEAR_MISSES)
def test_a_player_action_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, column: int
) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


PLAYER_ACTION_REFUSED = [
    (
        "Whenever an opponent shuffles a library, draw a card.",
        "the rules runtime cannot execute this yet: shuffling a library other than their own",
    ),
    (
        # "surveil" agrees with "you" only: read, never played
        "Whenever an opponent surveil, draw a card.",
        "the rules runtime cannot execute this yet: the event 'an opponent surveil'",
    ),
    (
        "Whenever you shuffles your library, draw a card.",
        "the rules runtime cannot execute this yet: the event 'you shuffles your library'",
    ),
    (
        # "for the first time each turn" counts this turn's surveils: not lowered
        "Whenever you surveil for the first time each turn, draw a card.",
        "the rules runtime cannot execute this yet: the event 'you surveil for the first time "
        "each turn'",
    ),
]


@pytest.mark.parametrize(("line", "message"), PLAYER_ACTION_REFUSED)
def test_a_player_action_is_refused_where_the_runtime_cannot_honour_it(
    line: str, message: str
) -> None:
    found = [d.message for d in karlov.check(card_text(line, "Enchantment")) if d.code == "C001"]
    assert found == [message], line


# A spell cast from a zone of its caster's (CR 601.2a, 601.2i).
CAST_FROM = [
    ("Whenever you cast a spell from your graveyard, draw a card.", "cast_from_graveyard", "you"),
    (
        "Whenever you cast an instant or sorcery spell from your library, draw a card.",
        "cast_from_library",
        "you",
    ),
    ("Whenever a player casts a spell from their hand, draw a card.", "cast_from_hand", "any"),
    (
        "Whenever an opponent casts a spell from anywhere other than their hand, draw a card.",
        "cast_not_from_hand",
        "opponent",
    ),
]


@pytest.mark.parametrize(("line", "event", "by"), CAST_FROM)
def test_a_spell_cast_from_a_zone_plays(line: str, event: str, by: str) -> None:
    found = karlov.check(card_text(line, "Enchantment"), require_playable=True)
    assert [d for d in found if d.is_error] == [], line
    trigger = _trigger(line, "Enchantment")
    assert (trigger["event"], trigger["by"]) == (event, by)
    assert "spell" in trigger["subject"]["nouns"]


CAST_FROM_NEAR_MISSES = [
    # "anywhere other than": no other words for it
    ("Whenever an opponent casts a spell from anywhere except their hand, draw a card.", 50),
]


@pytest.mark.parametrize(("line", "column"), CAST_FROM_NEAR_MISSES)
def test_a_cast_from_near_miss_is_an_error_at_its_word(line: str, column: int) -> None:
    assert _errors(line, "Enchantment") == [("E001", column)], line


CAST_FROM_REFUSED = [
    (
        # the verb does not agree with its player: read, never played
        "Whenever you casts a spell from your graveyard, draw a card.",
        "the rules runtime cannot execute this yet: the event 'you casts a spell from your "
        "graveyard'",
    ),
    (
        "Whenever a player cast a spell from their hand, draw a card.",
        "the rules runtime cannot execute this yet: the event 'a player cast a spell from their "
        "hand'",
    ),
    (
        # another player's zone, or any graveyard: not lowered
        "Whenever an opponent casts a spell from your graveyard, draw a card.",
        "the rules runtime cannot execute this yet: casting from this zone",
    ),
    (
        "Whenever you cast a spell from a graveyard, draw a card.",
        "the rules runtime cannot execute this yet: casting from this zone",
    ),
    (
        "Whenever an opponent casts a spell from anywhere other than their graveyard, draw a card.",
        "the rules runtime cannot execute this yet: casting from anywhere other than this zone",
    ),
]


@pytest.mark.parametrize(("line", "message"), CAST_FROM_REFUSED)
def test_a_cast_from_is_refused_where_the_runtime_cannot_honour_it(line: str, message: str) -> None:
    found = [d.message for d in karlov.check(card_text(line, "Enchantment")) if d.code == "C001"]
    assert found == [message], line
