"""The JSON Schema (draft 2020-12) of IR JSON, generated from the IR classes.

Like :mod:`karlov.ir.json`, this names no IR class: it walks the same per-class tables (the
codec's plans), so the schema always describes exactly what :func:`karlov.ir.dumps` writes
and :func:`karlov.ir.loads` reads. Each class is one ``$defs`` entry: an object whose
``kind`` is the class name, with every field required and no other property. A field hinted
with a class accepts that class and its subclasses (``oneOf`` their ``$ref``), a union is a
``oneOf`` of its members, an enum lists its values, a tuple is an array, and integers carry
the bounds ``loads`` enforces. ``karlov schema`` prints it.
"""

from __future__ import annotations

import inspect
import types
import typing
from enum import Enum
from typing import Any

from karlov.ir.json import MAX_INT, Codec, default_codec

__all__ = ["DIALECT", "ir_schema", "schema_text"]

DIALECT = "https://json-schema.org/draft/2020-12/schema"

Schema = dict[str, Any]


def ir_schema(codec: Codec | None = None) -> Schema:
    """The schema of an IR JSON document: the ``{"ir_version", "ir"}`` envelope around a node
    or an array of nodes of any IR class."""
    codec = default_codec() if codec is None else codec
    any_node = {"oneOf": [_ref(name) for name in sorted(codec.plans)]}
    defs = {name: _class_schema(codec, name) for name in sorted(codec.plans)}
    return {
        "$schema": DIALECT,
        "title": "karlov IR",
        "description": (
            "What a card means, as karlov.ir.dumps writes it: a version envelope around one "
            "IR node or an array of them. Every node names its class in 'kind'."
        ),
        "type": "object",
        "properties": {
            "ir_version": {"const": codec.version},
            "ir": {"oneOf": [any_node, {"type": "array", "items": any_node}]},
        },
        "required": ["ir_version", "ir"],
        "additionalProperties": False,
        "$defs": defs,
    }


def schema_text(codec: Codec | None = None) -> str:
    """The schema as indented JSON text, the same bytes every time (``karlov schema``)."""
    import json

    return json.dumps(ir_schema(codec), indent=2, ensure_ascii=False) + "\n"


def _ref(name: str) -> Schema:
    return {"$ref": f"#/$defs/{name}"}


def _class_schema(codec: Codec, name: str) -> Schema:
    plan = codec.plans[name]
    properties: Schema = {"kind": {"const": name}}
    for key, hint in zip(plan.keys, plan.hints, strict=True):
        properties[key] = _hint_schema(codec, hint)
    out: Schema = {"type": "object"}
    description = _description(plan.cls)
    if description:
        out["description"] = description
    out.update(
        properties=properties,
        required=["kind", *plan.keys],
        additionalProperties=False,
    )
    return out


def _description(cls: type) -> str:
    """The first paragraph of the class docstring, unless it is the one dataclass made up."""
    doc = inspect.getdoc(cls) or ""
    if doc.startswith(f"{cls.__name__}("):
        return ""
    return " ".join(doc.split("\n\n", 1)[0].split())


def _hint_schema(codec: Codec, hint: object) -> Schema:
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        alternatives: list[Schema] = []
        for member in typing.get_args(hint):
            found = _hint_schema(codec, member)
            alternatives.extend(found["oneOf"] if list(found) == ["oneOf"] else [found])
        return {"oneOf": alternatives}
    if hint is type(None):
        return {"type": "null"}
    if hint is bool:
        return {"type": "boolean"}
    if hint is int:
        return {"type": "integer", "minimum": -MAX_INT, "maximum": MAX_INT}
    if hint is str:
        return {"type": "string"}
    if isinstance(hint, type) and issubclass(hint, Enum):
        return {"enum": [member.value for member in hint]}
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return {"type": "array", "items": _hint_schema(codec, args[0])}
        return {
            "type": "array",
            "prefixItems": [_hint_schema(codec, arg) for arg in args],
            "items": False,
            "minItems": len(args),
        }
    assert isinstance(hint, type), hint  # the codec refused anything else when it was built
    kinds = sorted(codec.kinds_for(hint))
    if len(kinds) == 1:
        return _ref(kinds[0])
    return {"oneOf": [_ref(kind) for kind in kinds]}
