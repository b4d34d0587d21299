"""An IR class's ``__init__`` (:func:`karlov.spans._slot_init`) is one shared code object per
shape, renamed per class: each class still takes its own field names, defaults and
keyword-only fields exactly as ``@dataclass`` would, and reports a wrong call as it would."""

from __future__ import annotations

import dataclasses
import inspect
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from karlov import ir
from karlov.spans import _init_code


@ir.ir_class
class Pair:
    """Two plain fields."""

    left: int
    right: str


@ir.ir_class
class OtherPair:
    """The same shape as Pair, other names and a default."""

    first: str
    second: int = 7


@ir.ir_class
class WithKeywords:
    """Positional fields, then keyword-only ones (one without a default)."""

    value: int
    extra: str = "x"
    where: ir.Span | None = dataclasses.field(default=None, kw_only=True)
    tag: str = dataclasses.field(kw_only=True)


@dataclasses.dataclass(frozen=True, slots=True)
class ReferenceWithKeywords:
    """What @dataclass makes of WithKeywords' fields."""

    value: int
    extra: str = "x"
    where: ir.Span | None = dataclasses.field(default=None, kw_only=True)
    tag: str = dataclasses.field(kw_only=True)


def _message(error: TypeError) -> str:
    """The message without the function's name, which differs by how it was made."""
    return re.sub(r"^\S*__init__\(\)", "__init__()", str(error))


def test_classes_of_one_shape_share_the_code_but_not_the_names() -> None:
    assert Pair(1, "a") == Pair(left=1, right="a")
    assert (OtherPair("b").first, OtherPair("b").second) == ("b", 7)
    assert OtherPair(second=3, first="c").second == 3
    pair_init = Pair.__init__
    other_init = OtherPair.__init__
    assert pair_init.__code__.co_code == other_init.__code__.co_code
    assert pair_init.__code__.co_varnames == ("self", "left", "right")
    assert other_init.__code__.co_varnames == ("self", "first", "second")
    assert pair_init.__defaults__ is None and other_init.__defaults__ == (7,)
    assert pair_init.__qualname__ == "Pair.__init__"
    assert pair_init.__module__ == __name__
    assert pair_init.__annotations__ == {"return": None}


def test_signature_matches_the_dataclass_one() -> None:
    WithKeywords(1, tag="t")  # makes the real __init__
    ours = inspect.signature(WithKeywords.__init__)
    theirs = inspect.signature(ReferenceWithKeywords.__init__)
    # Parameters, kinds and defaults (the field types are not annotated, as before).
    assert [(p.name, p.kind, p.default) for p in ours.parameters.values()] == [
        (p.name, p.kind, p.default) for p in theirs.parameters.values()
    ]
    assert ours.return_annotation is None


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [
        ((), {"tag": "t"}),
        ((1,), {}),
        ((1, "y", "z"), {"tag": "t"}),
        ((1,), {"tag": "t", "nope": 2}),
        ((1,), {"value": 2, "tag": "t"}),
    ],
)
def test_a_wrong_call_fails_as_the_dataclass_one_does(args: tuple, kwargs: dict) -> None:
    with pytest.raises(TypeError) as ours:
        WithKeywords(*args, **kwargs)
    with pytest.raises(TypeError) as theirs:
        ReferenceWithKeywords(*args, **kwargs)
    assert _message(ours.value) == _message(theirs.value)


@given(
    value=st.integers(),
    extra=st.none() | st.text(max_size=3),
    tag=st.text(max_size=3),
    where=st.none() | st.just(ir.Span("f", 1, 1, 1, 2)),
)
def test_every_field_is_set_as_the_dataclass_sets_it(
    value: int, extra: str | None, tag: str, where: ir.Span | None
) -> None:
    keywords = {"tag": tag, "where": where}
    if extra is not None:
        keywords["extra"] = extra
    ours = WithKeywords(value, **keywords)
    theirs = ReferenceWithKeywords(value, **keywords)
    assert dataclasses.astuple(ours) == dataclasses.astuple(theirs)


def test_one_code_per_shape() -> None:
    assert _init_code(2, 0) is _init_code(2, 0)
    assert _init_code(2, 0).co_argcount == 3 and _init_code(2, 0).co_kwonlyargcount == 0
    assert _init_code(1, 2).co_argcount == 2 and _init_code(1, 2).co_kwonlyargcount == 2
    assert _init_code(0, 0).co_varnames == ("self",)


def test_a_field_without_a_default_after_one_with_a_default_is_refused() -> None:
    @ir.ir_class
    class Misordered:
        """Built by hand past @dataclass's own check."""

        first: int

    # A default on an earlier field than a plain one, as no class statement can write it.
    fields = Misordered.__dataclass_fields__
    fields["first"].default = 1
    fields["second"] = dataclasses.field()
    fields["second"].name = "second"
    fields["second"]._field_type = dataclasses._FIELD  # type: ignore[attr-defined]
    fields["second"].kw_only = False  # type: ignore[assignment]
    with pytest.raises(TypeError, match="without a default follows"):
        Misordered(1)
