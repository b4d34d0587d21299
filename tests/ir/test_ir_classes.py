"""The IR's shape rules, which let a generic serializer and schema generator work from type hints
alone (issue 7): frozen slotted dataclasses under one root, plain field types, unique names."""

from __future__ import annotations

import dataclasses
import enum
import inspect
import types
import typing

import pytest

from karlov import ir

CLASSES = ir.ir_classes()


def _allowed(hint: object) -> bool:
    if hint in (str, int, bool, type(None)):
        return True
    if isinstance(hint, type) and issubclass(hint, enum.StrEnum):
        return True
    if isinstance(hint, type) and issubclass(hint, ir.IRNode):
        return True
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        return all(_allowed(arg) for arg in args)
    if origin is tuple:
        return len(args) == 2 and args[1] is Ellipsis and _allowed(args[0])
    return False


def test_every_class_is_found_once_with_a_unique_name() -> None:
    names = [cls.__name__ for cls in CLASSES]
    assert len(names) == len(set(names))
    assert {"Card", "TriggeredAbility", "ObjectFilter", "Span", "Sequence"} <= set(names)


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_class_is_a_frozen_slotted_dataclass_in_karlov_ir(cls: type) -> None:
    assert dataclasses.is_dataclass(cls)
    assert cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
    assert "__slots__" in cls.__dict__
    # The root and Span live in karlov.spans, shared with the front end (and re-exported by
    # karlov.ir.span); every other class in a module of karlov.ir.
    if cls.__name__ in {"IRNode", "Span"}:
        assert cls.__module__ == "karlov.spans"
    else:
        assert cls.__module__.startswith("karlov.ir.")


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_field_types_are_serializable(cls: type) -> None:
    hints = typing.get_type_hints(cls)
    for field in dataclasses.fields(cls):
        assert _allowed(hints[field.name]), f"{cls.__name__}.{field.name}: {hints[field.name]}"


def test_meaning_nodes_keep_a_span_that_is_not_part_of_equality() -> None:
    here = ir.Span("x.card", 3, 1, 3, 10)
    one = ir.Fixed(3, span=here)
    assert one.span == here
    assert one == ir.Fixed(3)
    assert hash(one) == hash(ir.Fixed(3))
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.value = 4  # type: ignore[misc]


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_init_takes_what_the_dataclass_init_would(cls: type) -> None:
    """``@ir_class`` replaces the dataclass ``__init__``: same parameters, kinds, defaults
    (keyword-only ones last, as ``@dataclass`` orders them)."""
    expected = []
    for field in dataclasses.fields(cls):
        kind = (
            inspect.Parameter.KEYWORD_ONLY
            if field.kw_only
            else inspect.Parameter.POSITIONAL_OR_KEYWORD
        )
        default = inspect.Parameter.empty if field.default is dataclasses.MISSING else field.default
        expected.append((field.name, kind, default))
    expected.sort(key=lambda parameter: parameter[1] is inspect.Parameter.KEYWORD_ONLY)
    parameters = list(inspect.signature(cls).parameters.values())
    assert [(p.name, p.kind, p.default) for p in parameters] == expected


def test_init_sets_every_field_and_the_instance_stays_frozen() -> None:
    where = ir.Span("x.card", 2, 3, 2, 9)
    found = ir.ObjectFilter("a creature", ("creature",), other=True, span=where)
    assert (found.description, found.nouns, found.other, found.span) == (
        "a creature",
        ("creature",),
        True,
        where,
    )
    assert found.zone is ir.ZoneName.BATTLEFIELD and found.tokens is None  # defaults
    with pytest.raises(dataclasses.FrozenInstanceError):
        found.other = False  # type: ignore[misc]
    with pytest.raises(TypeError):
        ir.ObjectFilter()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        ir.Fixed(1, 2)  # type: ignore[call-arg]  # span is keyword-only


def test_ir_class_refuses_what_its_init_would_not_honour() -> None:
    with pytest.raises(TypeError, match="plain fields only"):

        @ir.ir_class
        class WithFactory(ir.IRNode):
            values: tuple[int, ...] = dataclasses.field(default_factory=tuple)

    with pytest.raises(TypeError, match="__post_init__"):

        @ir.ir_class
        class WithPostInit(ir.IRNode):
            value: int

            def __post_init__(self) -> None:
                pass
