"""Hypothesis strategies for IR trees, built from the classes' type hints alone.

``trees(codec)`` draws any node of any class the codec knows; ``nodes(codec, cls)`` draws a
node a field hinted ``cls`` accepts. Recursive classes are reached through ``st.deferred``;
tuples hold at most three items and strings are short, so trees stay small, and the leaves
of a union come first so Hypothesis shrinks towards them.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import cache

from hypothesis import strategies as st

from karlov.ir.json import MAX_INT, Codec

__all__ = ["nodes", "trees"]


def _for_hint(codec: Codec, hint: object) -> st.SearchStrategy:
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        members = sorted(typing.get_args(hint), key=_leafiness)
        return st.one_of(*(_for_hint(codec, member) for member in members))
    if hint is type(None):
        return st.none()
    if hint is bool:
        return st.booleans()
    if hint is int:
        return st.one_of(st.integers(-3, 20), st.integers(-MAX_INT, MAX_INT))
    if hint is str:
        return st.text(max_size=8)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return st.sampled_from(list(hint))
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(_for_hint(codec, args[0]), max_size=3).map(tuple)
        return st.tuples(*(_for_hint(codec, arg) for arg in args))
    if isinstance(hint, type):
        return st.deferred(lambda: nodes(codec, hint))
    raise TypeError(f"no strategy for {hint!r}")


def _leafiness(hint: object) -> int:
    """Scalars before tuples before nodes, so shrinking ends on small trees."""
    if hint is type(None) or hint in (bool, int, str):
        return 0
    if isinstance(hint, type) and issubclass(hint, Enum):
        return 0
    return 1 if typing.get_origin(hint) is tuple else 2


@cache
def _class_strategy(codec: Codec, cls: type) -> st.SearchStrategy:
    plan = codec.plans[cls.__name__]
    fields = {
        name: _for_hint(codec, hint) for name, hint in zip(plan.names, plan.hints, strict=True)
    }
    assert all(f.name in fields for f in dataclasses.fields(cls) if f.init)
    return st.builds(cls, **fields)


@cache
def nodes(codec: Codec, cls: type) -> st.SearchStrategy:
    """Any node a field hinted ``cls`` accepts: ``cls`` or one of its subclasses."""
    kinds = sorted(codec.kinds_for(cls).values(), key=lambda plan: len(plan.names))
    return st.one_of(*(_class_strategy(codec, plan.cls) for plan in kinds))


def trees(codec: Codec) -> st.SearchStrategy:
    """Any node of any class of the codec."""
    return st.one_of(*(_class_strategy(codec, cls) for _, cls in sorted(codec.classes.items())))
