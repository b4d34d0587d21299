"""``ir_class`` makes a class without ``@dataclass`` where it can (``karlov.spans._slotted_record``,
issue 24: start-up); the class must be the one ``@dataclass`` would have made. Each shape the
IR and the front end use is made twice, once each way, and the two are compared."""

from __future__ import annotations

import copy
import dataclasses
import inspect
from collections.abc import Callable

import pytest

from karlov import spans
from karlov.ir import Located
from karlov.spans import IRNode, Span, ir_class


def _plain() -> type:
    class Plain(IRNode):
        """Two fields, one with a default."""

        count: int
        name: str = "x"

    return Plain


def _located() -> type:
    class Counted(Located):
        """A meaning node: the base's keyword-only, uncompared span, and its own fields."""

        count: int
        kind: str = ""

        def doubled(self) -> int:
            return self.count * 2

    return Counted


def _field_options() -> type:
    class Options(IRNode):
        """Fields given as dataclasses.field, as the front end's nodes are."""

        rule: str
        items: tuple[int, ...] = ()
        span: Span | None = dataclasses.field(default=None, compare=False, repr=False, kw_only=True)
        source: str = dataclasses.field(default="", compare=False, kw_only=True)

    return Options


def _subclass_of_made() -> type:
    base = ir_class(_plain())

    class Sub(base):  # type: ignore[misc, valid-type]
        """A record on a record: the base's fields first."""

        extra: bool = False

    return Sub


def _own_hash_and_repr() -> type:
    class Own(IRNode):
        """A class that writes its own __hash__ and __repr__."""

        value: int

        def __hash__(self) -> int:
            return 7

        def __repr__(self) -> str:
            return "own"

    return Own


def _no_docstring() -> type:
    class Bare(IRNode):
        value: int

    return Bare


SHAPES: list[Callable[[], type]] = [
    _plain,
    _located,
    _field_options,
    _subclass_of_made,
    _own_hash_and_repr,
    _no_docstring,
]


def _both(shape: Callable[[], type], monkeypatch: pytest.MonkeyPatch) -> tuple[type, type]:
    fast = ir_class(shape())
    with monkeypatch.context() as patched:
        patched.setattr(spans, "_slotted_record", lambda cls: None)
        slow = ir_class(shape())
    return fast, slow


def _field_facts(cls: type) -> list[tuple[object, ...]]:
    return [
        (
            f.name,
            f.type,
            f.default,
            f.default_factory,
            f.init,
            f.repr,
            f.hash,
            f.compare,
            f.kw_only,
            dict(f.metadata),
            f._field_type,  # type: ignore[attr-defined]
        )
        for f in cls.__dataclass_fields__.values()  # type: ignore[attr-defined]
    ]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda shape: shape.__name__.strip("_"))
def test_the_class_is_the_one_dataclass_makes(
    shape: Callable[[], type], monkeypatch: pytest.MonkeyPatch
) -> None:
    fast, slow = _both(shape, monkeypatch)
    assert _field_facts(fast) == _field_facts(slow)
    assert [f.name for f in dataclasses.fields(fast)] == [f.name for f in dataclasses.fields(slow)]
    for name in ("__slots__", "__match_args__", "__qualname__", "__doc__", "__module__"):
        assert fast.__dict__.get(name) == slow.__dict__.get(name), name
    assert repr(fast.__dataclass_params__) == repr(slow.__dataclass_params__)  # type: ignore[attr-defined]
    assert [base.__name__ for base in fast.__mro__] == [base.__name__ for base in slow.__mro__]
    assert sorted(fast.__dict__) == sorted(slow.__dict__)
    assert not hasattr(fast(*[1] * len(fast.__match_args__)), "__dict__")  # type: ignore[attr-defined]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda shape: shape.__name__.strip("_"))
def test_instances_behave_alike(shape: Callable[[], type], monkeypatch: pytest.MonkeyPatch) -> None:
    fast, slow = _both(shape, monkeypatch)
    arguments = [3] * len(fast.__match_args__)  # type: ignore[attr-defined]
    one, other = fast(*arguments), slow(*arguments)
    assert repr(one) == repr(other)
    assert hash(one) == hash(other)
    assert one == fast(*arguments) and other == slow(*arguments)
    assert dataclasses.asdict(one) == dataclasses.asdict(other)
    name = fast.__match_args__[0]  # type: ignore[attr-defined]
    changed = dataclasses.replace(one, **{name: 4})
    assert getattr(changed, name) == 4 and changed != one
    assert copy.deepcopy(one) == one
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(one, name, 5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(other, name, 5)


def test_the_shipped_ir_classes_have_the_shape_of_the_fast_path() -> None:
    """A docstring and string annotations: else start-up pays for @dataclass."""
    from karlov import ir

    for cls in ir.ir_classes():
        assert cls.__doc__ and "__slots__" in cls.__dict__
        assert all(isinstance(a, str) for a in inspect.get_annotations(cls).values())
