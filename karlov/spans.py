"""Where card text stands: the one :class:`Span` class of the front end and the IR.

The parser gives every AST node and diagnostic a :class:`Span`; the IR keeps, on every node
that states meaning, the span of the text it came from. It is the same object: the compiler
hands the node's span to the IR instead of copying it (a card's IR holds a few dozen). So the
class lives here, outside both packages: the front end locates its nodes without loading the
IR, and the IR and the runtime point back at card text without loading the parser.

A span is an IR value (it is written to IR JSON), so this module also holds the root of every
IR class (:class:`IRNode`) and their decorator (:func:`ir_class`); :mod:`karlov.ir.span`
re-exports them.
"""

from __future__ import annotations

import builtins
import copy
import dataclasses
import inspect
import keyword
import reprlib
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from types import CodeType, FunctionType, MethodType
from typing import Any, TypeVar, dataclass_transform

from . import shipped

shipped.install()  # dataclasses is loaded now: its methods' source comes compiled (issue 24)
# The source this module writes (each shape's __init__, the value methods) comes compiled too.
exec = shipped.exec_as(shipped.future_flags(globals()))

C = TypeVar("C", bound=type)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def ir_class(cls: C) -> C:
    """``@dataclass(frozen=True, slots=True)``, made faster: the same class, with a faster
    ``__init__``, and built without compiling most of its methods on import.

    ``@dataclass`` writes the source of ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
    ``__setattr__`` and ``__delattr__`` for each class and compiles it: about a millisecond per
    IR class, a hundred classes, on every start of ``karlov check`` (issue 24), when one run
    calls a few of them. Here the dataclass machinery collects the fields, makes the slots and
    the frozen ``__setattr__`` and ``__delattr__`` (so that ``__dataclass_params__`` says
    frozen, and a ``@dataclass(frozen=True)`` may subclass an IR class); ``__init__``,
    ``__repr__``, ``__eq__`` and ``__hash__`` are each compiled the first time they are called
    on the class (:class:`_InitOnFirstCall`, :func:`_value_methods`), with the meaning
    ``@dataclass`` gives them.

    A frozen dataclass's ``__init__`` sets each field with ``object.__setattr__(self, name,
    value)``: a generic attribute lookup per field, and an :class:`~karlov.ir.ObjectFilter`
    has 40 fields. The compiler builds a few hundred fields per card, so that was a tenth of
    its time. This ``__init__`` takes the same parameters with the same defaults and sets each
    slot through the slot's own descriptor (:func:`_slot_init`).

    The methods are compiled from the class's field names, which are identifiers written in
    karlov (checked here), never from card text. Fields with a ``default_factory``,
    ``init=False`` and ``__post_init__`` are refused: the IR has none, and this ``__init__``
    would not honour them.
    """
    if cls in _made_once:
        _made_once.discard(cls)
        return cls  # made finished by the class statement (:func:`ir_classes_made_once`)
    made = _slotted_record(cls)
    if made is not None:
        return made  # type: ignore[return-value]
    # A shape _slotted_record leaves to @dataclass. init, repr and eq False: the decorator
    # need not compile methods that are replaced at once. eq=False leaves __hash__ alone,
    # which _value_methods sets as eq=True would. Not frozen either: _frozen_methods adds what
    # frozen=True would, without compiling it.
    with _bases_unfrozen(cls):
        made = dataclass(slots=True, init=False, repr=False, eq=False)(cls)
    _check_fields(made.__name__, hasattr(made, "__post_init__"), dataclasses.fields(made))
    owner = _Owner(made)
    own, qualname, module = made.__dict__, made.__qualname__, made.__module__
    for name, method in _frozen_methods(
        owner, own, qualname, module, dataclasses.fields(made)
    ).items():
        setattr(made, name, method)
    made.__dataclass_params__ = _copied_params(made.__dataclass_params__, frozen=True)  # type: ignore[attr-defined]
    made.__init__ = _InitOnFirstCall(made)  # type: ignore[misc]
    for name, method in _value_methods(owner, own, qualname, module).items():
        setattr(made, name, method)
    return made  # type: ignore[return-value]


#: Classes made finished by their class statement (:func:`ir_classes_made_once`) that
#: :func:`ir_class` has not yet been applied to.
_made_once: set[type] = set()


def ir_classes_made_once(prefix: str) -> Callable[[], None]:
    """Until the function returned is called: each class statement of a module whose name
    starts with ``prefix``, on one base that is an :class:`IRNode` class (and no metaclass or
    keyword), makes the class :func:`ir_class` will make of it, from the statement's namespace
    (:func:`_record`), and :func:`ir_class` keeps it.

    A class statement makes a class (``type``: its slots looked up on every base, about a
    fifth of what an IR class costs) that ``@ir_class`` makes again with slots: on every start
    of ``karlov check``, some 180 IR classes twice (issue 24). ``builtins.__build_class__``,
    which a class statement calls (it runs the body and calls the metaclass with the
    namespace), is wrapped meanwhile to pass a function as the metaclass: the class made is a
    plain ``type``, so ``isinstance`` is as fast as before (a real metaclass made it 2-3x
    slower). A class of another shape, or of another module, is made as before.

    Calling the function returned restores ``__build_class__`` and raises :class:`TypeError`
    if a class was made so and ``@ir_class`` was not applied to it (every IR class is
    decorated; a test makes every IR module both ways and compares the classes)."""
    original = builtins.__build_class__

    def made_once(name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> type:
        base = bases[0]
        made = _record(name, namespace["__qualname__"], bases, base.__mro__, namespace)
        if made is None:
            return type(name, bases, namespace)  # ir_class makes it again, as before
        _made_once.add(made)
        return made

    def build_class(func: Any, name: str, *bases: Any, **keywords: Any) -> Any:
        if (
            not keywords
            and len(bases) == 1
            and type(bases[0]) is type
            and issubclass(bases[0], IRNode)
            and func.__globals__.get("__name__", "").startswith(prefix)
        ):
            return original(func, name, *bases, metaclass=made_once)
        return original(func, name, *bases, **keywords)

    builtins.__build_class__ = build_class

    def done() -> None:
        if builtins.__build_class__ is build_class:
            builtins.__build_class__ = original
        left = sorted(cls.__qualname__ for cls in _made_once if cls.__module__.startswith(prefix))
        if left:
            raise TypeError(f"made as IR classes without @ir_class: {', '.join(left)}")

    return done


# Annotations that mean something to @dataclass other than "a field of this type".
_SPECIAL_ANNOTATIONS = ("ClassVar", "InitVar", "KW_ONLY")


def _slotted_record(cls: type) -> type | None:
    """What ``@dataclass(slots=True, init=False, repr=False, eq=False)`` makes of ``cls``, made
    without its general machinery, or None for a class of a shape left to it.

    The decorator inspects every annotation for ``ClassVar``, ``InitVar`` and ``KW_ONLY`` (a
    string match per field and base module) and calls its general field, ``__match_args__``
    and slots code: about 0.2 ms per IR class, a hundred and more on every start of ``karlov
    check`` (issue 24). An IR class is simpler: string annotations of plain fields, a
    docstring, no slots or metaclass of its own. For such a class this collects the fields
    as the decorator does (the bases' first, in reverse method resolution order, then the
    class's own in order; a default that is a :func:`~dataclasses.field` is that field), sets
    ``__dataclass_fields__``, ``__dataclass_params__`` and ``__match_args__``, and makes the
    slotted class as the decorator does (the fields' slots less those the bases have). A test
    compares the two on classes of every shape the IR and the front end use.

    The class is made finished, by one call of ``type``: what :func:`ir_class` adds (the
    frozen methods, ``__init__``, the value methods, the frozen ``__dataclass_params__``) is
    in the namespace it is made from. Setting each on the made class afterwards made Python
    update the class's slots eight times per class (callgrind, ``import karlov.ir``, issue 24)."""
    if type(cls) is not type:
        return None
    return _record(cls.__name__, cls.__qualname__, cls.__bases__, cls.__mro__[1:], cls.__dict__)


def _record(
    name: str, qualname: str, bases: tuple[type, ...], above: tuple[type, ...], own: Any
) -> type | None:
    """:func:`_slotted_record` of a class named ``name`` (``qualname``) on ``bases``, whose
    method resolution order after itself is ``above``, from what its body defines, ``own``:
    the made class's ``__dict__``, or the namespace its class statement ran in
    (:func:`ir_classes_made_once`), which holds as well ``__qualname__`` and may hold
    ``__classcell__`` (which ``type`` then sets to the class made)."""
    annotations = own.get("__annotations__", {})
    if own.get("__doc__") is None or "__slots__" in own:
        return None
    for annotation in annotations.values():
        if not isinstance(annotation, str):
            return None
        # _SPECIAL_ANNOTATIONS, written out: a generator per field costs more than the test.
        if "ClassVar" in annotation or "InitVar" in annotation or "KW_ONLY" in annotation:
            return None
    for key, value in own.items():
        if isinstance(value, dataclasses.Field) and key not in annotations:
            return None  # the decorator's error
    fields: dict[str, dataclasses.Field[Any]] = {}
    for base in reversed(above):
        for spec in getattr(base, "__dataclass_fields__", {}).values():
            fields[spec.name] = spec
    for key, annotation in annotations.items():
        default = own.get(key, dataclasses.MISSING)
        if isinstance(default, dataclasses.Field):
            spec = default
        elif default is dataclasses.MISSING or type(default).__hash__ is not None:
            spec = field(default=default)
        else:
            return None  # a mutable default: the decorator's error
        spec.name = key
        spec.type = annotation
        spec._field_type = dataclasses._FIELD  # type: ignore[attr-defined]
        if spec.kw_only is dataclasses.MISSING:
            spec.kw_only = False  # type: ignore[assignment]
        fields[key] = spec
    own_fields = [spec for spec in fields.values() if spec._field_type is dataclasses._FIELD]  # type: ignore[attr-defined]
    post_init = "__post_init__" in own or any("__post_init__" in base.__dict__ for base in above)
    _check_fields(name, post_init, own_fields)
    owner = _Owner(None)
    module = own.get("__module__")
    body = dict(own)
    body["__qualname__"] = qualname
    body["__dataclass_fields__"] = fields
    body["__dataclass_params__"] = _copied_params(_record_params(), frozen=True)
    body.update(_frozen_methods(owner, own, qualname, module, own_fields))
    body["__init__"] = _InitOnFirstCall(None)
    body.update(_value_methods(owner, own, qualname, module))
    if "__match_args__" not in own:
        body["__match_args__"] = tuple(
            spec.name
            for spec in fields.values()
            if spec._field_type is dataclasses._FIELD and spec.init and not spec.kw_only  # type: ignore[attr-defined]
        )
    names = [spec.name for spec in own_fields]
    inherited: set[str] = set()
    for base in above[:-1]:
        slots = base.__dict__.get("__slots__", ())
        inherited.update((slots,) if isinstance(slots, str) else slots)
    body["__slots__"] = tuple(key for key in names if key not in inherited)
    for key in (*names, "__dict__", "__weakref__"):
        body.pop(key, None)
    made = type(name, bases, body)
    owner.cls = body["__init__"].cls = made
    return made


@cache
def _record_params() -> Any:
    """The ``__dataclass_params__`` that ``@dataclass(slots=True, init=False, repr=False,
    eq=False)`` gives a class (:func:`_slotted_record` gives each class a copy)."""

    @dataclass(slots=True, init=False, repr=False, eq=False)
    class Template:
        """A class for its parameters."""

    return Template.__dataclass_params__  # type: ignore[attr-defined]


@contextmanager
def _bases_unfrozen(cls: type) -> Iterator[None]:
    """While ``@dataclass`` makes a class that :func:`ir_class` will freeze: its dataclass
    bases read as not frozen (``@dataclass`` refuses a class that is not frozen on a frozen
    base), then as they were."""
    bases = [base for base in cls.__mro__[1:] if "__dataclass_params__" in base.__dict__]
    kept = [base.__dict__["__dataclass_params__"] for base in bases]
    try:
        for base, params in zip(bases, kept, strict=True):
            unfrozen = copy.copy(params)
            unfrozen.frozen = False
            base.__dataclass_params__ = unfrozen  # type: ignore[attr-defined]
        yield
    finally:
        for base, params in zip(bases, kept, strict=True):
            base.__dataclass_params__ = params  # type: ignore[attr-defined]


class _Owner:
    """The class that methods made for it belong to, set once the class is made: the fast path
    makes the methods before the class, to make the class with them (:func:`_slotted_record`)."""

    __slots__ = ("cls",)

    def __init__(self, cls: type | None) -> None:
        self.cls = cls


def _frozen_methods(
    owner: _Owner, own: Any, qualname: str, module: Any, fields: Iterable[dataclasses.Field[Any]]
) -> dict[str, Callable[..., Any]]:
    """What ``@dataclass(frozen=True)`` adds to a dataclass (but ``__dataclass_params__``),
    made without compiling source (the decorator compiles a ``__setattr__`` and a
    ``__delattr__`` per class: a third of the import of the IR): assigning or deleting a
    field, or any attribute of an instance of the class itself, raises
    :class:`dataclasses.FrozenInstanceError`; ``copy`` and ``pickle`` set the slots past it
    (``__getstate__``, ``__setstate__``, unless the class has its own). ``owner.cls`` is the
    class once it is made; ``own`` is what its body defines, ``qualname`` and ``module`` its
    names."""
    names = frozenset(spec.name for spec in fields)
    frozen_error = dataclasses.FrozenInstanceError

    def __setattr__(self: object, name: str, value: object) -> None:
        cls = owner.cls
        if type(self) is cls or name in names:
            raise frozen_error(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)  # type: ignore[arg-type]

    def __delattr__(self: object, name: str) -> None:
        cls = owner.cls
        if type(self) is cls or name in names:
            raise frozen_error(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)  # type: ignore[arg-type]

    # A frozen, slotted dataclass is copied and pickled through these (its __setattr__ refuses).
    def __getstate__(self: object) -> list[object]:
        return [getattr(self, spec.name) for spec in dataclasses.fields(self)]  # type: ignore[arg-type]

    def __setstate__(self: object, state: list[object]) -> None:
        for spec, value in zip(dataclasses.fields(self), state, strict=False):  # type: ignore[arg-type]
            object.__setattr__(self, spec.name, value)

    methods: dict[str, Callable[..., Any]] = {}
    for method in (__setattr__, __delattr__, __getstate__, __setstate__):
        if method in (__getstate__, __setstate__) and method.__name__ in own:
            continue  # the class's own, as @dataclass leaves it
        method.__qualname__ = f"{qualname}.{method.__name__}"
        method.__module__ = module  # type: ignore[assignment]
        methods[method.__name__] = method
    return methods


def _copied_params(params: Any, frozen: bool | None = None) -> Any:
    """A copy of a ``__dataclass_params__`` (with ``frozen`` set, if given). Its class has
    slots: they are copied one by one, where :func:`copy.copy` goes through ``__reduce_ex__``
    and rebuilds the object, some ten times the work, twice per IR class on every start of
    ``karlov check`` (issue 24). Without slots (another Python's dataclasses), ``copy.copy``."""
    kind = type(params)
    slots = kind.__dict__.get("__slots__")
    if slots is None or "__dict__" in slots:
        made = copy.copy(params)
    else:
        made = object.__new__(kind)
        for name in slots:
            setattr(made, name, getattr(params, name))
    if frozen is not None:
        made.frozen = frozen
    return made


def _check_fields(cls_name: str, post_init: bool, fields: Iterable[dataclasses.Field[Any]]) -> None:
    """What :func:`_slot_init` can write an ``__init__`` for (checked when the class named
    ``cls_name``, whose fields are ``fields``, is made; ``post_init``: it or a base defines
    ``__post_init__``)."""
    if post_init:
        raise TypeError(f"{cls_name}: ir_class does not run __post_init__")
    for spec in fields:
        name = spec.name
        if not name.isidentifier() or keyword.iskeyword(name) or name.startswith("_"):
            raise TypeError(f"{cls_name}: field name {name!r}")
        if not spec.init or spec.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls_name}.{name}: ir_class takes plain fields only")


class _InitOnFirstCall:
    """An IR class's ``__init__`` until the class is first called: it then compiles the real
    one (:func:`_slot_init`), which the class keeps, and runs it. :func:`inspect.signature`
    sees the real one's parameters (``__signature__``)."""

    __slots__ = ("cls",)

    def __init__(self, cls: type) -> None:
        self.cls = cls

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        return self if instance is None else MethodType(self, instance)

    def __call__(self, instance: object, *args: Any, **kwargs: Any) -> None:
        self.compiled()(instance, *args, **kwargs)

    def compiled(self) -> Callable[..., None]:
        init = self.cls.__dict__["__init__"]
        if init is self:
            init = self.cls.__init__ = _slot_init(self.cls)  # type: ignore[misc]
        return init  # type: ignore[no-any-return]

    @property
    def __signature__(self) -> inspect.Signature:
        return inspect.signature(self.compiled())


def _value_methods(
    owner: _Owner, own: Any, qualname: str, module: Any
) -> dict[str, Callable[..., Any]]:
    """``__eq__``, ``__hash__`` and ``__repr__`` as ``@dataclass(frozen=True)`` writes them,
    each compiled the first time it is called on the class (``owner.cls``; ``own`` is what
    its body defines, ``qualname`` and ``module`` its names): in one run most IR classes are
    never compared, hashed or shown."""
    # What the class itself defines stays, as with @dataclass: a __hash__ of its own, or none
    # when it defines __eq__ alone (Python then sets __hash__ to None in the class's
    # namespace; a class statement's namespace has no __hash__ yet: the test holds for both).
    explicit_hash = own.get("__hash__", None) is not None or (
        "__hash__" in own and "__eq__" not in own
    )
    methods: dict[str, Callable[..., Any]] = {}
    for name in ("__eq__", "__hash__", "__repr__"):
        if explicit_hash if name == "__hash__" else name in own:
            continue
        methods[name] = _compiled_on_first_call(owner, name, f"{qualname}.{name}", module)
    return methods


def _compiled_on_first_call(
    owner: _Owner, name: str, qualname: str, module: object
) -> Callable[..., Any]:
    def first_call(*args: Any) -> Any:
        cls = owner.cls
        method = _value_method(cls, name)  # type: ignore[arg-type]
        setattr(cls, name, method)
        return method(*args)

    first_call.__name__ = name
    first_call.__qualname__ = qualname
    first_call.__module__ = module  # type: ignore[assignment]
    return first_call


def _value_method(cls: type, name: str) -> Callable[..., Any]:
    """The source ``@dataclass`` writes for the method, compiled (field names are identifiers
    written in karlov, checked by :func:`_slot_init`)."""
    fields = dataclasses.fields(cls)
    if name == "__eq__":
        mine, theirs = (
            "".join(f"{who}.{spec.name}," for spec in fields if spec.compare)
            for who in ("self", "other")
        )
        source = (
            "def __eq__(self, other):\n"
            "    if other.__class__ is self.__class__:\n"
            f"        return ({mine}) == ({theirs})\n"
            "    return NotImplemented\n"
        )
    elif name == "__hash__":
        hashed = [spec for spec in fields if (spec.compare if spec.hash is None else spec.hash)]
        values = "".join(f"self.{spec.name}," for spec in hashed)
        source = f"def __hash__(self):\n    return hash(({values}))\n"
    else:
        shown = ", ".join(f"{spec.name}={{self.{spec.name}!r}}" for spec in fields if spec.repr)
        source = f'def __repr__(self):\n    return self.__class__.__qualname__ + f"({shown})"\n'
    scope: dict[str, Any] = {}
    exec(source, scope)  # identifiers of this package only
    method = scope[name]
    method.__qualname__ = f"{cls.__qualname__}.{name}"
    method.__module__ = cls.__module__
    if name == "__repr__":
        method = reprlib.recursive_repr()(method)
    return method  # type: ignore[no-any-return]


def _slot_init(cls: type) -> Callable[..., None]:
    """The ``__init__`` of an IR class (its fields checked by :func:`_check_fields`): the
    parameters ``@dataclass`` gives it (the fields in order, keyword-only ones after a ``*``,
    each default the field's), each set through its slot's member descriptor.

    Its code is one :func:`_init_code` shared by every class with as many positional and
    keyword-only fields, renamed with the class's field names (``CodeType.replace``): compiling
    source for each class cost some 0.5 M instructions apiece, 36 classes in a one-card ``karlov
    check`` (issue 24). The defaults are the function's (``__defaults__``, ``__kwdefaults__``),
    as a ``def`` with defaults makes them."""
    positional: list[dataclasses.Field[Any]] = []
    keyword_only: list[dataclasses.Field[Any]] = []
    for spec in dataclasses.fields(cls):
        (keyword_only if spec.kw_only else positional).append(spec)
    defaults = tuple(spec.default for spec in positional if spec.default is not dataclasses.MISSING)
    if any(
        spec.default is dataclasses.MISSING
        for spec in positional[len(positional) - len(defaults) :]
    ):
        raise TypeError(f"{cls.__name__}: a field without a default follows one with a default")
    ordered = [*positional, *keyword_only]
    scope: dict[str, object] = {"__builtins__": __builtins__}
    for index, spec in enumerate(ordered):
        scope[f"_set_{index}"] = getattr(cls, spec.name).__set__  # the slot's member descriptor
    code = _init_code(len(positional), len(keyword_only))
    code = code.replace(co_varnames=("self", *(spec.name for spec in ordered)))
    init = FunctionType(code, scope, "__init__", defaults or None)
    kwdefaults = {
        spec.name: spec.default for spec in keyword_only if spec.default is not dataclasses.MISSING
    }
    init.__kwdefaults__ = kwdefaults or None
    init.__annotations__ = {"return": None}
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init


@cache
def _init_code(positional: int, keyword_only: int) -> CodeType:
    """The code of an ``__init__(self, <positional>, *, <keyword_only>)`` that calls
    ``_set_<i>(self, <i-th parameter>)`` for each parameter in turn; :func:`_slot_init` names
    its parameters."""
    names = [f"field_{index}" for index in range(positional + keyword_only)]
    parameters = ["self", *names[:positional]]
    if keyword_only:
        parameters += ["*", *names[positional:]]
    body = "".join(f"    _set_{index}(self, {name})\n" for index, name in enumerate(names))
    scope: dict[str, Any] = {}
    exec(f"def __init__({', '.join(parameters)}):\n{body or '    pass'}\n", scope)  # no card text
    return scope["__init__"].__code__  # type: ignore[no-any-return]


@ir_class
class IRNode:
    """Base of every IR class (a generic serializer and schema generator walk its subclasses)."""


@ir_class
class Span(IRNode):
    """Where a piece of card text stands: ``file:line:column`` to ``end_line:end_column``
    (1-based; the end column is exclusive, so ``end_column - column`` is the width of a
    one-line span)."""

    file: str
    line: int
    column: int
    end_line: int
    end_column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"

    def shifted(self, line: int, column: int) -> Span:
        """This span moved so that line 1, column 1 lands on ``line``, ``column``."""
        first_line_offset = column - 1 if self.line == 1 else 0
        last_line_offset = column - 1 if self.end_line == 1 else 0
        return Span(
            self.file,
            self.line + line - 1,
            self.column + first_line_offset,
            self.end_line + line - 1,
            self.end_column + last_line_offset,
        )


__all__ = ["IRNode", "Span", "ir_class"]
