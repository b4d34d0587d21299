"""IR JSON and its schema on the real IR classes (karlov/ir/)."""

from __future__ import annotations

import json

import jsonschema
from hypothesis import HealthCheck, given, settings

import karlov.ir as ir
from karlov.ir.json import default_codec
from karlov.ir.schema import ir_schema

from .strategies import trees

CODEC = default_codec()
VALIDATOR = jsonschema.Draft202012Validator(ir_schema())


def test_the_codec_covers_every_ir_class() -> None:
    expected = {cls.__name__ for cls in ir.ir_classes() if cls is not ir.IRNode}
    assert set(CODEC.classes) == expected


def test_the_schema_is_valid_and_has_one_definition_per_class() -> None:
    schema = ir_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    assert set(schema["$defs"]) == set(CODEC.classes)
    assert schema["properties"]["ir_version"] == {"const": ir.IR_VERSION}


def test_a_small_card_round_trips_with_its_spans() -> None:
    span = ir.Span("x.card", 3, 1, 3, 30)
    card = ir.Card(
        name="Shock",
        mana_cost="{R}",
        supertypes=(),
        types=("instant",),
        subtypes=(),
        power=None,
        toughness=None,
        abilities=(
            ir.SpellAbility(
                effect=ir.Action(
                    ir.Verb.DEAL_DAMAGE,
                    recipients=ir.TargetObjects(0, span=span),
                    amount=ir.Fixed(2, span=span),
                    span=span,
                ),
                targets=(ir.TargetSpec("any target", 1, 1, players=ir.Whose.ANY, span=span),),
                text="Shock deals 2 damage to any target.",
                span=span,
            ),
        ),
        span=ir.Span("x.card", 1, 1, 3, 36),
    )
    text = ir.dumps(card)
    loaded = ir.loads(text)
    assert loaded == card
    assert loaded.abilities[0].effect.recipients.span == span  # spans compare=False: check them
    assert ir.dumps(loaded) == text
    VALIDATOR.validate(json.loads(text))


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(trees(CODEC))
def test_generated_ir_trees_round_trip_and_validate(tree: ir.IRNode) -> None:
    text = ir.dumps(tree)
    # The codec round trips any tree its types allow; ``ir.loads`` also checks what the tree
    # means (karlov/ir/validate.py) and refuses most random trees, with a JSON path.
    assert CODEC.loads(text) == tree
    assert ir.dumps(CODEC.loads(text)) == text  # spans too, which == does not compare
    VALIDATOR.validate(json.loads(text))
    try:
        assert ir.loads(text) == tree
    except ir.IRDecodeError as exc:
        assert str(exc).startswith("$.ir")
