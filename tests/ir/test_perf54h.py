"""Each IR class is made once (issue 24): while :mod:`karlov.ir` imports its modules, a class
statement of ``karlov.ir.*`` makes the class ``@ir_class`` would make of it
(:func:`karlov.spans.ir_classes_made_once`), and ``@ir_class`` keeps it. The class must be the
one the two steps make: every IR module is run again here without the hook and each class is
compared with the one the package holds; each shape of ``test_ir_class_fast_path`` is made both
ways; and a class statement left undecorated is an error, not a silent difference."""

from __future__ import annotations

import builtins
import copy
import dataclasses
import gc
import importlib.util
import subprocess
import sys
from collections.abc import Callable, Iterator
from types import ModuleType

import pytest

from karlov import ir, spans
from karlov.spans import ir_class

from .test_ir_class_fast_path import SHAPES, _field_facts

_BUILD_CLASS = builtins.__build_class__
IR_MODULES = ("span", "objects", "conditions", "effects", "abilities", "card")


@pytest.fixture(autouse=True)
def _no_second_classes_left() -> Iterator[None]:
    """The IR classes these tests make a second time (same module and name, in reference
    cycles) are collected before the next test: the JSON codec finds IR classes through
    ``__subclasses__()``, and a lingering copy must not be found there, whatever runs next."""
    yield
    gc.collect()


def _facts(cls: type) -> dict[str, object]:
    """What tells an IR class from another made of the same statement."""
    return {
        "fields": _field_facts(cls),
        "dict": sorted(cls.__dict__),
        "slots": cls.__dict__.get("__slots__"),
        "match_args": cls.__dict__.get("__match_args__"),
        "qualname": cls.__qualname__,
        "module": cls.__module__,
        "doc": cls.__doc__,
        "params": repr(cls.__dataclass_params__),  # type: ignore[attr-defined]
        "mro": [base.__qualname__ for base in cls.__mro__],
        "type": type(cls),
    }


def _made_twice(name: str) -> ModuleType:
    """The module ``karlov.ir.<name>`` run again, its classes made by the class statement and
    then by ``@ir_class`` (its imports are the package's modules)."""
    spec = importlib.util.find_spec(f"karlov.ir.{name}")
    assert spec is not None and spec.loader is not None and spec.origin is not None
    module = importlib.util.module_from_spec(spec)
    assert builtins.__build_class__ is _BUILD_CLASS  # the class statement as before
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", IR_MODULES)
def test_each_ir_class_is_the_one_the_two_steps_make(name: str) -> None:
    once = sys.modules[f"{ir.__name__}.{name}"]
    twice = _made_twice(name)
    compared = 0
    for key, made in vars(once).items():
        if not (isinstance(made, type) and issubclass(made, spans.IRNode)):
            continue
        if made.__module__ != once.__name__:
            continue  # imported from another module
        other = getattr(twice, key)
        assert other is not made
        facts, other_facts = _facts(made), _facts(other)
        # The bases the rerun module defines itself are its own classes: compare by name.
        assert facts == other_facts, key
        compared += 1
    assert compared > 0 or name == "card"


_LEFT_BEHIND = """
import builtins, sys
import karlov.ir as ir
from karlov import spans
left = [
    sub.__qualname__
    for cls in ir.ir_classes()
    for sub in cls.__subclasses__()
    if getattr(sys.modules[sub.__module__], sub.__name__, None) is not sub
]
print(len(ir.ir_classes()), left, sorted(spans._made_once, key=repr), builtins.__build_class__)
"""


def test_the_package_made_its_classes_once() -> None:
    """No IR class left a first, plain class behind as a subclass of its base (in a new
    process: this file runs the IR's modules again), and the class statement is as before."""
    done = subprocess.run(
        [sys.executable, "-c", _LEFT_BEHIND], capture_output=True, text=True, check=True
    )
    count, rest = done.stdout.split(" ", 1)
    assert int(count) > 150
    assert rest.strip() == "[] [] <built-in function __build_class__>"


def _made_once(shape: Callable[[], type]) -> type:
    done = spans.ir_classes_made_once(__name__)
    try:
        made = ir_class(shape())
    finally:
        done()
    return made


@pytest.mark.parametrize("shape", SHAPES, ids=lambda shape: shape.__name__.strip("_"))
def test_each_shape_made_once_is_the_one_made_twice(shape: Callable[[], type]) -> None:
    once, twice = _made_once(shape), ir_class(shape())
    assert _facts(once) == _facts(twice)
    arguments = [3] * len(once.__match_args__)  # type: ignore[attr-defined]
    one, other = once(*arguments), twice(*arguments)
    assert repr(one) == repr(other)
    assert hash(one) == hash(other)
    assert one == once(*arguments) and one != other
    assert copy.deepcopy(one) == one
    assert dataclasses.asdict(one) == dataclasses.asdict(other)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(one, once.__match_args__[0], 5)  # type: ignore[attr-defined]


def test_a_class_made_once_has_its_own_class_cell() -> None:
    """``super()`` in a method names the class made (two steps left the first class there)."""
    done = spans.ir_classes_made_once(__name__)
    try:

        @ir_class
        class Shown(spans.IRNode):
            """A class whose method calls super()."""

            value: int

            def __format__(self, spec: str) -> str:
                return "shown:" + super().__format__(spec)

    finally:
        done()
    assert format(Shown(1), "") == "shown:" + object.__format__(Shown(1), "")


def test_a_class_made_once_without_ir_class_is_an_error() -> None:
    done = spans.ir_classes_made_once(__name__)
    try:

        class Forgotten(spans.IRNode):
            """No decorator."""

            value: int

    finally:
        with pytest.raises(TypeError, match="Forgotten"):
            done()
    spans._made_once.discard(Forgotten)
    assert builtins.__build_class__ is _BUILD_CLASS


def test_other_modules_and_shapes_are_made_as_before() -> None:
    """A class of another module, or with a keyword, is a plain class statement's."""
    done = spans.ir_classes_made_once("karlov.ir.")
    try:

        class Elsewhere(spans.IRNode):
            """This test's module is not karlov.ir.*."""

            value: int

    finally:
        done()
    assert "__slots__" not in Elsewhere.__dict__ and Elsewhere not in spans._made_once
    assert builtins.__build_class__ is _BUILD_CLASS
