"""Library and hand family of session 41 (helper d): what now compiles to an instruction the
runtime plays, and the near wordings that stay refused with C001 at their span (never read as
another meaning). The games themselves are the scenarios in tests/scenarios/library41d/."""

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
    return json.loads(ir.dumps(ability))


def _actions(value: object) -> list[dict]:
    found: list[dict] = []

    def walk(v: object) -> None:
        if isinstance(v, dict):
            if v.get("kind") == "Action":
                found.append(v)
            for item in v.values():
                walk(item)
        elif isinstance(v, list):
            for item in v:
                walk(item)

    walk(value)
    return found


def _refusals(line: str) -> list[tuple[str, int, int, str]]:
    diagnostics = karlov.check(_card(line), require_playable=False)
    assert not [d for d in diagnostics if d.is_error and d.code != "C001"]
    return [
        (d.code, d.span.line, d.span.column, d.message.removeprefix(PREFIX))
        for d in diagnostics
        if d.code == "C001"
    ]


def test_cards_on_top_of_their_owners_libraries_are_moved_with_no_order_fixed() -> None:
    # CR 401.4: each owner arranges their own; the runtime asks each (scenarios library41d)
    (move,) = _actions(_ir("Put two target lands on top of their owners' libraries."))
    assert (move["verb"], move["zone"], move["position"], move.get("order")) == (
        "move",
        "library",
        "top",
        None,
    )


def test_look_at_target_players_hand_looks_and_from_it_is_that_hand() -> None:
    line = (
        "Look at target player's hand and choose up to two cards from it. "
        "That player discards those cards."
    )
    look, choose, discard = _actions(_ir(line))
    assert look["verb"] == "look_at"
    hand = look["objects"]["filter"]
    assert (hand["zone"], hand["owner"]["who"]) == ("hand", "target")
    assert choose["verb"] == "choose"
    assert discard["verb"] == "discard"


def test_target_opponent_exiles_the_top_card_of_their_own_library() -> None:
    (exile,) = _actions(_ir("Target opponent exiles the top card of their library."))
    top = exile["objects"]
    assert (exile["verb"], top["kind"], top["count"], top["players"]["who"]) == (
        "exile",
        "TopOfLibrary",
        1,
        "target",
    )


def test_target_opponent_exiles_two_cards_chosen_by_that_player() -> None:
    (exile,) = _actions(_ir("Target opponent exiles two cards from their hand."))
    chosen = exile["objects"]
    assert chosen["kind"] == "ChosenObjects"
    assert chosen["chooser"]["who"] == "target"
    assert (chosen["filter"]["zone"], chosen["filter"]["owner"]["who"]) == ("hand", "target")
    assert (chosen["count"]["relation"], chosen["count"]["value"]) == ("exactly", 2)


def test_target_player_reveals_three_cards_chosen_by_that_player() -> None:
    line = (
        "Target player reveals three cards from their hand and you choose one of them. "
        "That player discards that card."
    )
    reveal = _actions(_ir(line))[0]
    assert reveal["verb"] == "reveal"
    assert reveal["objects"]["chooser"]["who"] == "target"
    assert reveal["objects"]["count"]["value"] == 3


def test_reveal_a_card_or_enter_tapped_is_one_replacement_effect() -> None:
    # CR 614.12, 701.20a: the card of that kind is revealed from the controller's hand
    text = (
        "Test Palace\nLand\nAs Test Palace enters, you may reveal an Elf card from your hand. "
        "If you don't, Test Palace enters tapped.\n"
    )
    compiled = compile_card(karlov.parse(text)[0])
    assert compiled.ok, compiled.diagnostics
    assert compiled.ir is not None
    (static,) = compiled.ir.abilities
    tapped = static.enters_tapped
    assert tapped is not None and tapped.unless is None and tapped.objects is None
    shown = tapped.unless_revealed
    assert shown is not None
    assert (shown.zone, shown.zone_owner, shown.subtypes) == (
        ir.ZoneName.HAND,
        ir.Whose.YOU,
        ("elf",),
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "As Test Land enters, you may reveal two Elf cards from your hand. If you don't, "
            "Test Land enters tapped.",
            [("C001", 3, 37, "revealing 'two Elf cards' as it enters")],
        ),
        (
            "As Test Land enters, you may reveal an Elf card from your graveyard. If you don't, "
            "Test Land enters tapped.",
            [("C001", 3, 54, "revealing a card from 'your graveyard' as it enters")],
        ),
        (
            "As Test Land enters, you may reveal an Elf card from your hand. If you don't, "
            "sacrifice it.",
            [("C001", 3, 65, "'If you don't, sacrifice it.' after revealing as it enters")],
        ),
        # without "may" it is no choice: not read as the optional reveal
        (
            "As Test Land enters, reveal an Elf card from your hand. If you don't, "
            "Test Land enters tapped.",
            [
                (
                    "C001",
                    3,
                    1,
                    "'As Test Land enters, reveal an Elf card from your hand.' in a static ability",
                )
            ],
        ),
    ],
)
def test_near_reveal_lands_are_refused_at_their_span(
    text: str, expected: list[tuple[str, int, int, str]]
) -> None:
    diagnostics = karlov.check(f"Test Land\nLand\n{text}\n", require_playable=False)
    assert not [d for d in diagnostics if d.is_error and d.code != "C001"]
    found = [
        (d.code, d.span.line, d.span.column, d.message.removeprefix(PREFIX))
        for d in diagnostics
        if d.code == "C001"
    ]
    assert found == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # several players each choosing from their own hand: not read yet
        (
            "Each opponent exiles a card from their hand.",
            [("C001", 3, 15, "several players each exiling cards from their hand")],
        ),
        (
            "Each player reveals three cards from their hand.",
            [("C001", 3, 13, "several players each revealing cards from their hand")],
        ),
        # a zone other than a hand: looking at it is no exception the text grants
        (
            "Look at target player's graveyard.",
            [("C001", 3, 9, "looking at 'target player's graveyard'")],
        ),
        # ("Look at target player's hands." is an error at "hands" since session 46: one
        # player's zone is singular, E023; tests/compiler/test_search_zones46e.py)
        # "those creature cards" names no cards looked at: not read as "those cards"
        (
            "Look at the top four cards of your library. Put two of those creature cards into "
            "your hand and the rest into your graveyard.",
            [("C001", 3, 49, "putting these and the rest")],
        ),
        (
            "Target opponent exiles X cards from their hand.",
            [("C001", 3, 24, "a number of cards that is not fixed")],
        ),
        (
            "Target opponent exiles the top card of their graveyard.",
            [("C001", 3, 17, "the effect 'exiles the top card of their graveyard'")],
        ),
        # the verb not agreeing with the player: not read as "exiles"
        (
            "Target opponent exile the top card of their library.",
            [("C001", 3, 39, "the top of a library other than yours")],
        ),
    ],
)
def test_near_wordings_are_refused_at_their_span(
    line: str, expected: list[tuple[str, int, int, str]]
) -> None:
    assert _refusals(line) == expected
