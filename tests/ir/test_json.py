"""IR JSON on a stand-in IR (tests/ir/standin.py): exact text, round trips, and every kind of
bad input refused with its JSON path."""

from __future__ import annotations

import json
import sys
import traceback
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from karlov.ir.json import MAX_CHARS, MAX_DEPTH, Codec, IRDecodeError, IREncodeError

from . import standin
from .standin import CARD, Card, Draw, Filter, Node, Where, Who, Zone
from .strategies import trees

CODEC = Codec(Node, version=3)


def envelope(ir: Any, version: int = 3) -> str:
    return json.dumps({"ir_version": version, "ir": ir})


def where() -> dict[str, Any]:
    return {"kind": "Where", "line": 1, "column": 1, "end_line": 1, "end_column": 10}


def draw(**changes: Any) -> dict[str, Any]:
    node = {"kind": "Draw", "span": where(), "count": 1, "who": "you", "may": False}
    node.update(changes)
    return node


def refused(ir: Any) -> str:
    with pytest.raises(IRDecodeError) as info:
        CODEC.loads(envelope(ir))
    return str(info.value)


# --- writing ----------------------------------------------------------------------------------


def test_a_node_is_its_kind_then_its_fields_in_order() -> None:
    text = CODEC.dumps(Draw(Where(1, 2, 3, 4), 2, Who.YOU, True))
    assert text == (
        '{"ir_version":3,"ir":{"kind":"Draw","span":{"kind":"Where","line":1,"column":2,'
        '"end_line":3,"end_column":4},"count":2,"who":"you","may":true}}'
    )


def test_round_trip_of_a_card_with_every_kind_of_field() -> None:
    text = CODEC.dumps(CARD)
    assert CODEC.loads(text) == CARD
    assert CODEC.dumps(CODEC.loads(text)) == text
    assert "“Uneaten”" in text  # written as UTF-8, not \\u escapes


def test_a_tuple_of_nodes_round_trips_as_an_array() -> None:
    cards = (CARD, CARD)
    text = CODEC.dumps(cards, indent=2)
    assert json.loads(text)["ir"][1]["name"] == CARD.name
    assert CODEC.loads(text) == cards


def test_the_classes_are_found_by_subclassing_the_base() -> None:
    assert set(CODEC.classes) == {
        "Where", "Filter", "Effect", "Damage", "Draw", "Sequence", "PerPlayer", "Ability", "Card"
    }  # fmt: skip


def test_writing_a_value_that_breaks_its_hint_names_the_field() -> None:
    bad = Filter(["creature"], Zone.BATTLEFIELD, standin.W)  # type: ignore[arg-type]
    with pytest.raises(IREncodeError, match=r"Filter\.types: expected a tuple, got list"):
        CODEC.dumps(bad)
    with pytest.raises(IREncodeError, match=r"Draw\.count: expected an int, got bool"):
        CODEC.dumps(Draw(standin.W, True, Who.YOU, False))  # type: ignore[arg-type]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trees(CODEC))
def test_round_trip_of_generated_trees(tree: Node) -> None:
    text = CODEC.dumps(tree)
    assert CODEC.loads(text) == tree
    assert CODEC.dumps(CODEC.loads(text)) == text


# --- reading bad input ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ir", "message"),
    [
        (draw(count="1"), '$.ir.count: expected an integer, got "1"'),
        (draw(count=1.0), "$.ir.count: expected an integer, got the number 1.0"),
        (draw(count=True), "$.ir.count: expected an integer, got true"),
        (
            draw(count=2**53),
            "$.ir.count: the integer 9007199254740992 is out of range (at most ±9007199254740991)",
        ),
        (draw(may=1), "$.ir.may: expected true or false, got 1"),
        (
            draw(who="yuo"),
            "$.ir.who: \"yuo\" is not a Who; expected one of 'you' or "
            "'each opponent' (did you mean 'you'?)",
        ),
        (draw(who=None), "$.ir.who: expected a Who (a string), got null"),
        (draw(kind="Drwa"), "$.ir.kind: unknown kind \"Drwa\" (did you mean 'Draw'?)"),
        (draw(kind=7), "$.ir.kind: expected a kind name, got 7"),
        (draw(extra=1), '$.ir: unknown field "extra" in a Draw'),
        (
            draw(span={**where(), "lines": 1}),
            "$.ir.span: unknown field \"lines\" in a Where (did you mean 'line'?)",
        ),
        ({k: v for k, v in draw().items() if k != "may"}, "$.ir: a Draw needs the field 'may'"),
        ({"span": where()}, "$.ir: this object has no 'kind'"),
        ("Draw", "$.ir: expected an object with a 'kind', got \"Draw\""),
        (draw(span=draw()), "$.ir.span.kind: a Draw is not allowed here; expected Where"),
        (
            {"kind": "Sequence", "span": where(), "effects": [draw(), draw(who=3)]},
            "$.ir.effects[1].who: expected a Who (a string), got 3",
        ),
        (
            {"kind": "Sequence", "span": where(), "effects": [where()]},
            "$.ir.effects[0].kind: a Where is not allowed here; expected one of Damage, Draw, "
            "Effect, PerPlayer or Sequence",
        ),
        (
            {"kind": "Damage", "span": where(), "amount": 1, "to": 2},
            "$.ir.to: expected an object or a string or null, got 2",
        ),
        (
            {"kind": "Damage", "span": where(), "amount": 1, "to": "everyone"},
            "$.ir.to: \"everyone\" is not a Who; expected one of 'you' or 'each opponent'",
        ),
        (
            {"kind": "Filter", "span": where(), "types": "creature", "zone": "graveyard"},
            '$.ir.types: expected an array, got "creature"',
        ),
    ],
)
def test_bad_values_are_refused_with_their_path(ir: Any, message: str) -> None:
    assert refused(ir) == message


def test_a_fixed_tuple_needs_its_length() -> None:
    data = json.loads(CODEC.dumps(CARD))
    data["ir"]["abilities"][0]["pair"] = [7]
    with pytest.raises(IRDecodeError) as info:
        CODEC.loads(json.dumps(data))
    assert str(info.value) == "$.ir.abilities[0].pair: expected an array of 2 items, got an array"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "$: this is not JSON: Expecting value (line 1, column 1)"),
        ('{"ir_version": 3, "ir": ', "$: this is not JSON: Expecting value (line 1, column 25)"),
        ("[]", "$: expected an object {'ir_version': 3, 'ir': ...}, got an array"),
        ('{"ir": {}}', "$: this is not IR JSON: it has no 'ir_version'"),
        (
            '{"ir_version": 2, "ir": {}}',
            "$.ir_version: this IR JSON is version 2; this karlov reads version 3 "
            "(write it again with this karlov)",
        ),
        (
            '{"ir_version": "3", "ir": {}}',
            '$.ir_version: this IR JSON is version "3"; this '
            "karlov reads version 3 (write it again with this karlov)",
        ),
        ('{"ir_version": 3}', "$: this IR JSON has no 'ir'"),
        (
            '{"ir_version": 3, "ir": [], "x": 1}',
            "$: unknown field \"x\" next to 'ir_version' and 'ir'",
        ),
        (
            '{"ir_version": 3, "ir_version": 3, "ir": []}',
            '$: the key "ir_version" appears twice in one object',
        ),
        ('{"ir_version": 3, "ir": NaN}', "$: NaN is not a JSON number"),
        (b'{"ir_version": 3, "ir": "\xff"}', "$: the IR JSON is not UTF-8 (bad byte at offset 25)"),
    ],
)
def test_bad_documents_are_refused(text: str | bytes, message: str) -> None:
    with pytest.raises(IRDecodeError) as info:
        CODEC.loads(text)
    assert str(info.value) == message


def test_an_empty_array_is_an_empty_tuple_of_nodes() -> None:
    assert CODEC.loads(envelope([])) == ()


def test_nesting_is_bounded_before_parsing() -> None:
    deep = '{"ir_version": 3, "ir": ' + "[" * 100_000 + "]" * 100_000 + "}"
    with pytest.raises(IRDecodeError) as info:
        CODEC.loads(deep)
    assert str(info.value) == (
        f"$: the IR JSON is nested 100001 levels deep, over the limit of {MAX_DEPTH}"
    )
    # brackets inside strings do not count
    text = CODEC.dumps(Card("[" * 1000 + '\\"{', (), standin.W))
    assert CODEC.loads(text).name == "[" * 1000 + '\\"{'


@pytest.mark.parametrize(
    "hostile",
    [
        '"' + '\\"' * (2 * 1024 * 1024),  # an unterminated run of escaped quotes, 4 MiB
        '["' + '\\"' * (2 * 1024 * 1024) + "]",
        '"' + "\\" * (4 * 1024 * 1024 - 1),  # backslashes, the last escaping nothing
        '[[["' + '\\"[' * (1024 * 1024),
    ],
)
def test_unterminated_strings_are_scanned_once(hostile: str) -> None:
    """Issue 25: the scan that removes strings before counting brackets was quadratic on an
    unterminated string (it failed at the end, then restarted at every later quote; 64 KB took
    12.8 s). Now an unterminated string is one match to the end of the text, so the scan is
    one pass whatever follows the first quote: a 4 MiB document is refused as not JSON."""
    from karlov.ir.json import _STRING

    start = hostile.index('"')
    matches = list(_STRING.finditer(hostile))
    # one match, to the end (a last backslash that escapes nothing is left, and is no bracket)
    assert len(matches) == 1 and matches[0].start() == start
    assert matches[0].end() >= len(hostile) - 1
    with pytest.raises(IRDecodeError) as info:
        CODEC.loads(hostile)
    assert str(info.value).startswith("$: this is not JSON: Unterminated string")


def test_size_is_bounded() -> None:
    with pytest.raises(IRDecodeError) as info:
        CODEC.loads(" " * (MAX_CHARS + 1))
    assert "over the limit of" in str(info.value)


def test_an_integer_too_long_to_convert_is_an_error_not_a_crash() -> None:
    with pytest.raises(IRDecodeError) as info:
        CODEC.loads(envelope(draw(count=0)).replace('"count": 0', '"count": ' + "9" * 5000))
    assert str(info.value).startswith("$: this JSON cannot be read: Exceeds the limit")


# --- building a codec -------------------------------------------------------------------------


class Colour(StrEnum):
    RED = "red"


class Shade(StrEnum):
    DARK = "dark"
    RED = "red"


def test_a_codec_refuses_hints_outside_the_vocabulary() -> None:
    @dataclass(frozen=True, slots=True)
    class Base:
        pass

    @dataclass(frozen=True, slots=True)
    class Loose(Base):
        extras: dict[str, int]

    with pytest.raises(TypeError) as info:
        Codec(Base)
    assert str(info.value).startswith(
        "test_a_codec_refuses_hints_outside_the_vocabulary.<locals>.Loose.extras: the type "
        "dict[str, int] is not in the IR's vocabulary"
    )


@pytest.mark.parametrize(
    ("hint", "message"),
    [
        (str | Colour, "a union of str and an enum cannot be read back unambiguously"),
        (Colour | Shade, "enums in one union share the values {'red'}"),
        (tuple[int, ...] | tuple[str, ...], "a union of two tuple types cannot be read back"),
        (float, "the type <class 'float'> is not in the IR's vocabulary"),
    ],
)
def test_a_codec_refuses_unions_json_cannot_tell_apart(hint: object, message: str) -> None:
    @dataclass(frozen=True, slots=True)
    class Base:
        pass

    @dataclass(frozen=True, slots=True)
    class Ambiguous(Base):
        value: int

    Ambiguous.__annotations__["value"] = hint  # get_type_hints reads the annotation
    with pytest.raises(TypeError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Codec(Base)


class Size(StrEnum):
    BIG = "big"


def test_enums_with_disjoint_values_share_a_union() -> None:
    @dataclass(frozen=True, slots=True)
    class Base:
        pass

    @dataclass(frozen=True, slots=True)
    class Mark(Base):
        value: Colour | Size | None

    codec = Codec(Base, version=1)
    for value in (Colour.RED, Size.BIG, None):
        assert codec.loads(codec.dumps(Mark(value))) == Mark(value)
    with pytest.raises(IRDecodeError, match=r"\$\.ir\.value: \"blue\" is not one of the values"):
        codec.loads('{"ir_version": 1, "ir": {"kind": "Mark", "value": "blue"}}')


def test_class_names_must_be_unique() -> None:
    @dataclass(frozen=True, slots=True)
    class Base:
        pass

    def one() -> type:
        @dataclass(frozen=True, slots=True)
        class Twin(Base):
            pass

        return Twin

    def other() -> type:
        @dataclass(frozen=True, slots=True)
        class Twin(Base):
            pass

        return Twin

    first, second = one(), other()
    with pytest.raises(TypeError, match="two IR classes are named 'Twin'"):
        Codec(Base)
    assert first is not second


def test_checks_of_the_class_itself_become_decode_errors() -> None:
    @dataclass(frozen=True, slots=True)
    class Base:
        pass

    @dataclass(frozen=True, slots=True)
    class Count(Base):
        value: int

        def __post_init__(self) -> None:
            if self.value < 0:
                raise ValueError("a count is never negative")

    codec = Codec(Base, version=1)
    with pytest.raises(IRDecodeError) as info:
        codec.loads('{"ir_version": 1, "ir": [{"kind": "Count", "value": -1}]}')
    assert str(info.value) == "$.ir[0]: not a valid Count: a count is never negative"


def test_a_tree_too_deep_for_the_stack_left_is_an_error_not_a_crash() -> None:
    effect: standin.Effect = Draw(standin.W, 1, Who.YOU, False)
    for _ in range(60):
        effect = standin.PerPlayer(standin.W, effect, None)
    text = CODEC.dumps(effect)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(len(traceback.extract_stack()) + 50)
    try:
        with pytest.raises(IRDecodeError, match=r"^\$: the IR JSON is nested too deeply"):
            CODEC.loads(text)
        with pytest.raises(IREncodeError, match="nested too deeply to write"):
            CODEC.dumps(effect)
    finally:
        sys.setrecursionlimit(limit)
    assert CODEC.loads(text) == effect


def test_a_field_named_kind_is_written_kind_underscore() -> None:
    @dataclass(frozen=True, slots=True)
    class Base:
        pass

    @dataclass(frozen=True, slots=True)
    class Pending(Base):
        kind: str
        text: str

    codec = Codec(Base, version=1)
    text = codec.dumps(Pending("static", "Flying"))
    assert text == '{"ir_version":1,"ir":{"kind":"Pending","kind_":"static","text":"Flying"}}'
    assert codec.loads(text) == Pending("static", "Flying")
    with pytest.raises(IRDecodeError, match=r"^\$\.ir: a Pending needs the field 'kind_'$"):
        codec.loads('{"ir_version":1,"ir":{"kind":"Pending","text":"Flying","x":1}}')
