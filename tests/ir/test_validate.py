"""IR that ``karlov.ir.loads`` accepts is buildable, generatable and playable (issue 25, item
10): references, ranges and vocabularies are checked at load (karlov/ir/validate.py), with the
JSON path of the problem. The Hypothesis test mutates the bundled cards' compiled IR JSON and
holds every document to that: refused with a path, or built, generated for every target and
played in a short game without an unexpected exception."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from karlov import ir
from karlov.fuzz.ir_json import check_document, mutate, seeds
from karlov.ir.validate import MAX_NUMBER


def _seed(name: str) -> dict[str, Any]:
    for text in seeds():
        data = json.loads(text)
        if data["ir"][0]["name"] == name:
            return data
    raise LookupError(name)


def _refused(data: dict[str, Any]) -> str:
    with pytest.raises(ir.IRDecodeError) as info:
        ir.loads(json.dumps(data))
    return str(info.value)


def _find(tree: Any, kind: str) -> dict[str, Any]:
    """The first node of ``kind`` in ``tree`` (depth first)."""
    stack = [tree]
    while stack:
        item = stack.pop(0)
        if isinstance(item, dict):
            if item.get("kind") == kind:
                return item
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    raise LookupError(kind)


def test_every_bundled_card_loads() -> None:
    for text in seeds():
        ir.loads(text)


def test_a_target_index_out_of_range_is_refused_with_its_path() -> None:
    data = _seed("Shock")
    _find(data, "TargetObjects")["target_index"] = 1
    assert _refused(data) == (
        "$.ir[0].abilities[0].effect.recipients.target_index: this reference names target 1, "
        "but its ability has targets 0 to 0"
    )


def test_a_player_named_by_a_target_that_may_be_an_object_is_refused() -> None:
    """The fuzz campaign's ir-002: Demanding Dragon's "target opponent" made a target that may
    also be an object; "unless that player sacrifices" then named a creature as its payer."""
    data = _seed("Demanding Dragon")
    _find(data, "TargetSpec")["objects"] = True
    assert _refused(data) == (
        "$.ir[0].abilities[1].effect.players.target_index: target 0 may be an object, which "
        "is no player here"
    )


def test_a_filter_of_what_died_this_turn_is_only_counted() -> None:
    """The fuzz campaign (seed 2 after IR 16): a sacrifice's filter marked 'died this turn'
    loaded, and the runtime could not look for such objects. Only a count reads it."""
    data = _seed("Act of Treason")
    _find(data, "ObjectFilter")["died_this_turn"] = True
    assert _refused(data) == (
        "$.ir[0].abilities[0].targets[0].filter.died_this_turn: the objects that died this turn "
        "are only counted"
    )


def test_instead_mana_without_its_mana_is_refused() -> None:
    """The second campaign's ir-001: Leafkin Druid's "If you control four or more creatures,
    add {G}{G} instead" moved onto Llanowar Elves without the mana it adds instead raised
    ``IndexError`` on activation; the condition and the mana go together (CR 614.1a)."""
    druid = _seed("Leafkin Druid")
    instead = _find(druid, "ManaAbility")
    assert instead["instead_if"] is not None and instead["instead_produces"]
    instead["instead_produces"] = []
    assert _refused(druid) == (
        "$.ir[0].abilities[0].instead_produces: 'instead' needs both its condition and its mana"
    )
    elves = _seed("Llanowar Elves")
    _find(elves, "ManaAbility")["instead_produces"] = ["GG"]
    assert _refused(elves) == (
        "$.ir[0].abilities[0].instead_produces: 'instead' needs both its condition and its mana"
    )


def test_a_player_or_an_object_off_the_battlefield_is_refused() -> None:
    """The third campaign's ir-001: "target opponent or planeswalker" whose planeswalker was
    moved to a graveyard failed an assertion as the card was built; such a target is a player
    or a permanent (CR 115.1), and anything else is refused at load."""
    data = _seed("Sorcerer of the Fang")
    spec = _find(data, "TargetSpec")
    assert spec["objects"] and spec["players"] == "opponent" and spec["filter"] is not None
    spec["filter"]["zone"] = "graveyard"
    message = _refused(data)
    assert message.endswith(
        ".filter.zone: a target player or object whose object is no permanent"
    ), message


def test_a_huge_count_is_refused() -> None:
    data = _seed("Divination")
    _find(data, "Fixed")["value"] = 2**53 - 1
    message = _refused(data)
    assert message.endswith(
        f"9007199254740991 is out of range for Fixed.value (0 to {MAX_NUMBER:,}, the numbers "
        "card text can say)"
    )
    assert message.startswith("$.ir[0].abilities[0].effect.")


def test_a_negative_count_is_refused_but_a_negative_modifier_is_not() -> None:
    data = _seed("Divination")
    _find(data, "Fixed")["value"] = -1
    assert "out of range for Fixed.value (0 to" in _refused(data)


def _first(kind: str, **where: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """(document, node): the first bundled card with a ``kind`` node whose fields match."""
    for text in seeds():
        data = json.loads(text)
        for node in _all(data, kind):
            if all(node.get(k) == v for k, v in where.items()):
                return data, node
    raise LookupError(kind)


@pytest.mark.parametrize(
    ("kind", "where", "field", "value", "message"),
    [
        ("Players", {}, "who", "everyone", "unknown players 'everyone'"),
        ("EventTrigger", {}, "event", "explodes", "unknown trigger event 'explodes'"),
        (
            "EventTrigger",
            {"event": "draw"},
            "subject",
            "an ObjectFilter",
            "names no object",
        ),
        ("Action", {"verb": "create"}, "token", None, "the verb 'create' needs its token"),
        ("Action", {"verb": "move"}, "zone", None, "the verb 'move' needs its zone"),
        ("Cost", {}, "mana", "{Q}{2}", "is not a mana cost of known symbols"),
        ("Card", {}, "types", [], "a card needs at least one card type"),
    ],
)
def test_words_the_consumers_do_not_know_are_refused(
    kind: str, where: dict, field: str, value: Any, message: str
) -> None:
    data, node = _first(kind, **where)
    if value == "an ObjectFilter":
        value = _first("ObjectFilter")[1]
    node[field] = value
    assert message in _refused(data)


def _all(tree: Any, kind: str) -> list[dict[str, Any]]:
    out, stack = [], [tree]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if item.get("kind") == kind:
                out.append(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return out


def test_a_mode_naming_a_target_that_does_not_exist_is_refused() -> None:
    for text in seeds():
        data = json.loads(text)
        modes = _all(data, "Modes")
        if modes and modes[0]["targets"]:
            modes[0]["targets"][0] = [7]
            assert "this mode names target 7" in _refused(data)
            return
    pytest.skip("no bundled modal card with targets")


def test_a_keyword_with_a_cost_the_runtime_has_no_form_for_is_refused() -> None:
    for text in seeds():
        data = json.loads(text)
        keywords = [k for k in _all(data, "KeywordAbility") if k["name"] == "equip"]
        if keywords:
            keywords[0]["name"] = "vigilance"
            assert "no keyword 'vigilance' with a cost, number or filter" in _refused(data)
            return
    pytest.skip("no bundled Equipment")


@pytest.mark.parametrize("seed", range(6))
def test_mutated_documents_of_a_fixed_slice(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(8):
        check_document(mutate(rng.choice(seeds()), rng), steps=30, seed=seed)


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(seeds()) - 1), st.randoms(use_true_random=False))
def test_whatever_loads_accepts_builds_generates_and_plays(index: int, rng: random.Random) -> None:
    """The property of issue 25, item 10 (also ``python -m karlov.fuzz --kind ir``): loads
    refuses the mutated document with a JSON path, or it builds, generates and plays."""
    check_document(mutate(seeds()[index], rng), steps=25, seed=index)


def test_to_solve_and_solved_belong_to_a_case() -> None:
    data = _seed("Case of the Burning Masks")
    data["ir"][0]["subtypes"] = []
    assert _refused(data).endswith(
        "To solve and Solved abilities belong to a Case (CR 719.3); this card is no Case"
    )


def test_a_paragraph_changed_by_overload_needs_the_overload_cost() -> None:
    """A spell's paragraph marked as changed by overload's text change (CR 702.96c) belongs to
    a card with overload (CR 702.96a): without that keyword the IR means nothing the runtime
    could build (the fuzz's seed 20261201 found it raising ValueError in the runtime)."""
    from karlov.compiler import compile_card
    from karlov.frontend.syntax import parse_file

    text = (
        "Test Storm {1}{R}\nInstant\nTest Storm deals 2 damage to target creature.\n"
        "Overload {4}{R}{R}\n"
    )
    card_file, _ = parse_file(text, "overload.card")
    compiled = compile_card(card_file.cards[0])
    data = json.loads(ir.dumps(compiled.ir))
    assert any(a.get("overloaded") for a in data["ir"]["abilities"])
    data["ir"]["abilities"] = [a for a in data["ir"]["abilities"] if a.get("name") != "overload"]
    assert "overload" in _refused(data)
