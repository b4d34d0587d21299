"""What an earlier instruction of the same ability did, "this way" (CR 608.2c), session 42
helper a: the conditions "if a creature card is exiled / milled / discarded / revealed this
way" and the counts "for each card discarded this way" compile to a count of the cards that
one instruction moved (recorded as it resolves, CR 701.17c), and the near wordings stay
refused: with C001 at their span where "this way" is tied to no one instruction or to
permanents, with a positioned parse error where the words are not Oracle's. The games are the
scenarios in tests/scenarios/thisway42a/."""

from __future__ import annotations

import json

import pytest

import karlov
from karlov import ir
from karlov.compiler import compile_card

PREFIX = "the rules runtime cannot execute this yet: "


def _card(line: str, types: str = "Sorcery") -> str:
    return f"Test Card {{B}}\n{types}\n{line}\n"


def _ir(line: str) -> dict:
    compiled = compile_card(karlov.parse(_card(line))[0])
    assert compiled.ok, compiled.diagnostics
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    return json.loads(ir.dumps(ability))["ir"]


def _refusals(line: str) -> list[tuple[str, int, int, str]]:
    diagnostics = karlov.check(_card(line), require_playable=False)
    assert not [d for d in diagnostics if d.is_error and d.code != "C001"]
    return [
        (d.code, d.span.line, d.span.column, d.message.removeprefix(PREFIX))
        for d in diagnostics
        if d.code == "C001"
    ]


def _errors(line: str) -> list[tuple[str, int, int]]:
    diagnostics = karlov.check(_card(line), require_playable=False)
    return [(d.code, d.span.line, d.span.column) for d in diagnostics if d.is_error]


@pytest.mark.parametrize(
    ("line", "verb"),
    [
        ("Mill a card. If a land card was milled this way, draw a card.", "mill"),
        ("Mill two cards. If a creature card is milled this way, draw a card.", "mill"),
        ("Discard a card. If a red card is discarded this way, draw a card.", "discard"),
        (
            "Target player discards a card. If a land card is discarded this way, draw a card.",
            "discard",
        ),
        (
            "Exile target card from a graveyard. If a creature card was exiled this way, "
            "draw a card.",
            "exile",
        ),
        (
            "Exile the top card of your library. If a land card is exiled this way, draw a card.",
            "exile",
        ),
    ],
)
def test_the_condition_counts_what_the_one_instruction_moved(line: str, verb: str) -> None:
    steps = _ir(line)["effect"]["steps"]
    moved, test = steps[0], steps[1]
    assert moved["kind"] == "Action" and moved["verb"] == verb and moved["remember"]
    assert test["kind"] == "IfCondition"
    counted = test["condition"]
    assert counted["kind"] == "ObjectCount"
    assert counted["count"]["relation"] == "at_least" and counted["count"]["value"] == 1
    assert counted["filter"]["among"] == ir.moved_key(moved["remember"])


def test_a_count_of_cards_discarded_this_way_reads_the_discard() -> None:
    discard, gain = _ir(
        "Target player discards two cards. You gain 3 life for each land card discarded this way."
    )["effect"]["steps"]
    assert discard["verb"] == "discard" and discard["remember"]
    counted = gain["amount"]
    assert counted["kind"] == "NumberOf" and counted["times"] == 3
    assert counted["filter"]["among"] == ir.moved_key(discard["remember"])
    assert counted["filter"]["types"][0]["any_of"] == ["land"]


def test_revealed_this_way_as_a_condition_reads_the_cards_revealed() -> None:
    reveal, test = _ir(
        "Reveal the top three cards of your library. If a creature card is revealed this "
        "way, draw a card."
    )["effect"]["steps"]
    assert reveal["verb"] == "reveal"
    assert test["condition"]["filter"]["among"] == reveal["remember"]


def test_an_instruction_with_no_reference_keeps_its_ir() -> None:
    # no "this way" after it: the mill records nothing (its IR is as before)
    mill, _draw = _ir("Mill a card. Draw a card.")["effect"]["steps"]
    assert mill["verb"] == "mill" and mill["remember"] is None


@pytest.mark.parametrize(
    ("line", "column", "reason"),
    [
        # the card is exiled from the battlefield: what it was as it left is not recorded
        (
            "Exile target creature you control, then return that card to the battlefield "
            "under its owner's control. If a Pirate was exiled this way, draw a card.",
            107,
            "'exiled this way' of objects not known to be cards",
        ),
        # two mills before it: which one is a reading
        (
            "Mill a card. Mill a card. If a land card was milled this way, draw a card.",
            30,
            "'milled this way' of no one instruction before it",
        ),
        # nothing milled before it at all
        (
            "Draw a card. If a land card was milled this way, draw a card.",
            17,
            "'milled this way' of no one instruction before it",
        ),
        # the cards discarded as objects to act on: they may be elsewhere (CR 701.17c)
        (
            "Discard two cards. Return all land cards discarded this way to your hand.",
            42,
            "'discarded this way' naming cards to act on",
        ),
    ],
)
def test_this_way_tied_to_no_one_instruction_of_cards_is_refused(
    line: str, column: int, reason: str
) -> None:
    assert ("C001", 3, column, reason) in _refusals(line)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # the verb in the wrong form
        ("Mill a card. If a land card was mill this way, draw a card.", 33),
        # "that way" is no Oracle wording for it: "was" is read only before "milled this way"
        ("Mill a card. If a land card was milled that way, draw a card.", 33),
        # "were" of one card
        ("Discard a card. If a red card were discarded this way, draw a card.", 36),
    ],
)
def test_near_wordings_are_parse_errors_at_their_word(line: str, column: int) -> None:
    assert ("E001", 3, column) in _errors(line)


def test_permanents_sacrificed_this_way_are_counted_as_they_left() -> None:
    sacrifice, create = _ir(
        "Each other player sacrifices a creature. You create a 2/2 black Zombie creature "
        "token for each creature sacrificed this way."
    )["effect"]["steps"]
    assert sacrifice["verb"] == "sacrifice" and sacrifice["remember"]
    assert create["amount"]["filter"]["among"] == ir.moved_key(sacrifice["remember"])


@pytest.mark.parametrize(
    ("line", "column", "reason"),
    [
        # whether it was tapped is state, not what it was (CR 608.2h): not recorded
        (
            "Each player sacrifices a creature. You gain 1 life for each tapped creature "
            "sacrificed this way.",
            61,
            "'tapped creature sacrificed this way': a quality of a permanent sacrificed this way",
        ),
        # the permanents sacrificed are new objects in the graveyard (CR 400.7)
        (
            "Each player sacrifices a creature. Return all creature cards sacrificed this way "
            "to the battlefield.",
            62,
            "'sacrificed this way' naming cards to act on",
        ),
    ],
)
def test_sacrificed_this_way_beyond_what_was_sacrificed_is_refused(
    line: str, column: int, reason: str
) -> None:
    assert ("C001", 3, column, reason) in _refusals(line)


def test_at_least_one_in_a_condition_is_one_or_more() -> None:
    _mill, test = _ir(
        "Mill three cards. If at least one Zombie card is milled this way, you gain 2 life."
    )["effect"]["steps"]
    counted = test["condition"]["count"]
    assert (counted["relation"], counted["value"]) == ("at_least", 1)
