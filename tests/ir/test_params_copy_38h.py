"""``ir_class`` copies ``__dataclass_params__`` slot by slot (``karlov.spans._copied_params``,
issue 24) where it used :func:`copy.copy`: the copy must be the same parameters, a new object,
frozen where asked, on every IR class."""

from __future__ import annotations

import copy
import dataclasses

from karlov import spans
from karlov.ir import ir_classes


def _facts(params: object, *, but: str = "") -> dict[str, object]:
    return {name: getattr(params, name) for name in type(params).__slots__ if name != but}


def test_a_copy_has_the_same_parameters_and_is_a_new_object() -> None:
    @dataclasses.dataclass(frozen=False, order=True)
    class Sample:
        """A dataclass with parameters other than the defaults."""

        value: int

    params = Sample.__dataclass_params__  # type: ignore[attr-defined]
    made = spans._copied_params(params)
    assert made is not params
    assert _facts(made) == _facts(copy.copy(params))
    frozen = spans._copied_params(params, frozen=True)
    assert frozen.frozen is True and params.frozen is False
    assert _facts(frozen, but="frozen") == _facts(params, but="frozen")


def test_every_ir_class_has_its_own_frozen_parameters() -> None:
    seen: set[int] = set()
    for cls in ir_classes():
        params = cls.__dict__["__dataclass_params__"]
        assert params.frozen is True, cls.__name__
        assert id(params) not in seen, cls.__name__
        seen.add(id(params))
    assert len(seen) > 100
