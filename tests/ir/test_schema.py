"""The generated JSON Schema, on the stand-in IR: valid itself, accepting what dumps writes
and refusing what loads refuses."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings

from karlov.ir.json import IRDecodeError
from karlov.ir.schema import ir_schema, schema_text

from .standin import CARD, Node
from .strategies import trees
from .test_json import CODEC, draw, envelope, where

SCHEMA = ir_schema(CODEC)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_one_definition_per_class_with_kind_required_fields_and_nothing_else() -> None:
    assert sorted(SCHEMA["$defs"]) == sorted(CODEC.classes)
    draw_schema = SCHEMA["$defs"]["Draw"]
    assert draw_schema == {
        "type": "object",
        "description": "``who`` draws ``count`` cards; ``may`` makes it optional.",
        "properties": {
            "kind": {"const": "Draw"},
            "span": {"$ref": "#/$defs/Where"},
            "count": {"type": "integer", "minimum": -(2**53 - 1), "maximum": 2**53 - 1},
            "who": {"enum": ["you", "each opponent"]},
            "may": {"type": "boolean"},
        },
        "required": ["kind", "span", "count", "who", "may"],
        "additionalProperties": False,
    }
    damage_to = SCHEMA["$defs"]["Damage"]["properties"]["to"]
    assert damage_to == {
        "oneOf": [
            {"$ref": "#/$defs/Filter"},
            {"enum": ["you", "each opponent"]},
            {"type": "null"},
        ]
    }
    effects = SCHEMA["$defs"]["Sequence"]["properties"]["effects"]
    assert effects["items"]["oneOf"][0] == {"$ref": "#/$defs/Damage"}
    pair = SCHEMA["$defs"]["Ability"]["properties"]["pair"]
    assert pair["prefixItems"][1] == {"enum": ["battlefield", "graveyard"]}


def test_the_schema_text_is_the_schema_indented_with_definitions_in_name_order() -> None:
    text = schema_text(CODEC)
    assert json.loads(text) == SCHEMA
    assert text.startswith('{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n')
    assert text.endswith("\n}\n")
    assert list(SCHEMA["$defs"]) == sorted(CODEC.classes)


def test_the_schema_text_is_the_same_bytes_in_every_process() -> None:
    """``karlov schema`` does not depend on the order of sets or dicts built from hashes: three
    processes with different hash seeds print the same bytes, which are schema_text()."""
    texts = {
        subprocess.run(
            [sys.executable, "-m", "karlov", "schema"],
            capture_output=True,
            text=True,
            encoding="utf-8",
            check=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("0", "1", "4242")
    }
    assert texts == {schema_text()}


def test_a_dumped_card_validates() -> None:
    VALIDATOR.validate(json.loads(CODEC.dumps(CARD)))
    VALIDATOR.validate(json.loads(CODEC.dumps((CARD, CARD))))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trees(CODEC))
def test_every_generated_tree_validates(tree: Node) -> None:
    VALIDATOR.validate(json.loads(CODEC.dumps(tree)))


@pytest.mark.parametrize(
    "ir",
    [
        draw(count="1"),
        draw(who="yuo"),
        draw(extra=1),
        {k: v for k, v in draw().items() if k != "may"},
        draw(span=draw()),
        draw(kind="Drwa"),
        {"kind": "Sequence", "span": where(), "effects": [where()]},
        draw(count=2**53),
    ],
)
def test_what_loads_refuses_the_schema_refuses(ir: Any) -> None:
    text = envelope(ir)
    with pytest.raises(IRDecodeError):
        CODEC.loads(text)
    assert not VALIDATOR.is_valid(json.loads(text))


def test_another_version_is_refused_by_the_schema() -> None:
    assert not VALIDATOR.is_valid(json.loads(envelope(draw(), version=2)))
    assert VALIDATOR.is_valid(json.loads(envelope(draw())))


def test_karlov_schema_prints_the_schema(monkeypatch, capsys) -> None:
    from karlov import cli
    from karlov.ir import schema

    monkeypatch.setattr(schema, "default_codec", lambda: CODEC)
    assert cli.main(["schema"]) == 0
    out = capsys.readouterr().out
    assert out == schema_text(CODEC)
    assert json.loads(out)["$defs"]["Draw"]["properties"]["kind"] == {"const": "Draw"}
