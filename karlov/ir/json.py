"""IR JSON: every IR tree as JSON and back, losslessly, deterministically and safely.

The format is generic: nothing here names an IR class. A :class:`Codec` walks the dataclass
fields and type hints of every subclass of one base class (``karlov.ir.IRNode`` for the module
functions) and builds, once per class, a table of one encoder and one decoder per field. So a
new IR class is serialisable, loadable and (see :mod:`karlov.ir.schema`) described by the
schema with no change here.

The text is one envelope ``{"ir_version": N, "ir": ...}`` whose ``ir`` is a node or an array
of nodes. A node is an object whose first key is ``"kind"`` (the class name) followed by every
field in declaration order (a field itself named ``kind`` is written ``kind_``); an enum
member is its value, a tuple an array, ``None`` is ``null``. Every field is written and every
field is required on reading, so the JSON says the whole meaning with no defaults to know.
The same tree always gives the same bytes.

:func:`loads` is meant for untrusted input. Anything wrong — not JSON, nested deeper than
:data:`MAX_DEPTH`, longer than :data:`MAX_CHARS`, another ``ir_version``, an unknown kind, a
missing or unknown field, a value of the wrong type, an integer outside ±(2**53 - 1) or a
string that is no member of its enum — raises :class:`IRDecodeError` whose message starts with
the JSON path of the offending value (``$.ir.abilities[1].effect.kind: ...``). Nothing is
evaluated: kinds are looked up in the table of known classes.
"""

from __future__ import annotations

import dataclasses
import json
import re
import types
import typing
from collections.abc import Callable, Iterable
from enum import Enum
from functools import cache
from itertools import accumulate
from typing import Any, NoReturn

# The version of the JSON format is the IR's own (``karlov.ir.card.IR_VERSION``): raise it
# whenever an IR class, field or enum value changes meaning or shape, so old files are refused
# instead of misread.
from .card import IR_VERSION

__all__ = [
    "IR_VERSION",
    "MAX_CHARS",
    "MAX_DEPTH",
    "MAX_INT",
    "Codec",
    "IRDecodeError",
    "IREncodeError",
    "default_codec",
    "dumps",
    "loads",
]


#: The longest text :func:`loads` reads (characters). The whole bundled library is far less.
MAX_CHARS = 16 * 1024 * 1024

#: The deepest nesting of arrays and objects :func:`loads` reads. A card's IR is a few dozen
#: levels deep; the bound keeps hostile input from exhausting the stack (reading takes about
#: two Python frames per level, so 128 levels stay far below the default recursion limit).
MAX_DEPTH = 128

#: Integers are bounded to what every JSON reader represents exactly (RFC 8259 section 6).
MAX_INT = 2**53 - 1

JSON = Any  # what json.loads returns: dict, list, str, int, float, bool or None

_Encoder = Callable[[Any], JSON]
_Decoder = Callable[[JSON], Any]


class IREncodeError(TypeError):
    """A value that does not fit its field's type hint (a list where a tuple belongs, say)."""


class IRDecodeError(ValueError):
    """IR JSON that cannot be loaded. ``path`` is the JSON path of the offending value
    (``$`` is the whole document) and ``message`` says what was expected there."""

    def __init__(self, message: str, parts: list[str | int] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.parts: list[str | int] = parts if parts is not None else []  # innermost first

    @property
    def path(self) -> str:
        text = "$"
        for part in reversed(self.parts):
            text += f"[{part}]" if isinstance(part, int) else f".{part}"
        return text

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


def _fail(message: str) -> NoReturn:
    raise IRDecodeError(message)


def _show(value: JSON) -> str:
    """A JSON value in a message, shortened so hostile input cannot flood the error."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return f"the number {value!r}"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


def _did_you_mean(word: str, choices: Iterable[str]) -> str:
    import difflib  # here: only a bad document needs it (issue 24: every check loads the IR)

    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _is_union(hint: object) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


@dataclasses.dataclass(frozen=True, slots=True)
class _Plan:
    """How one class is written and read: its kind, and per field its name and converters."""

    cls: type
    kind: str
    names: tuple[str, ...]  # the fields' Python names
    keys: tuple[str, ...]  # their JSON keys (the names, with "kind" escaped)
    encoders: tuple[_Encoder, ...]
    decoders: tuple[_Decoder, ...]
    hints: tuple[object, ...]


class Codec:
    """Reads and writes the dataclasses that subclass ``base`` (``base`` too, if it is one).

    The classes are found through ``__subclasses__`` when the codec is built, so every module
    defining them must be imported by then. Class names must be unique: the name is the
    ``kind`` in JSON. A type hint outside the IR's vocabulary (``str``, ``int``, ``bool``,
    ``None``, ``tuple[X, ...]``, a ``StrEnum``, an IR class, unions of these) or a union whose
    members JSON cannot tell apart is a :class:`TypeError` here, not a surprise when loading.
    """

    def __init__(self, base: type, *, version: int = IR_VERSION) -> None:
        self.base = base
        self.version = version
        self.classes: dict[str, type] = {}
        for cls in _dataclass_subclasses(base):
            if cls is base:
                continue  # the common base says nothing by itself
            other = self.classes.get(cls.__name__)
            if other is not None and other is not cls:
                raise TypeError(
                    f"two IR classes are named {cls.__name__!r} ({other.__module__} and "
                    f"{cls.__module__}); the name is the JSON kind, so it must be unique"
                )
            self.classes[cls.__name__] = cls
        self._allowed_cache: dict[type, dict[str, _Plan]] = {}
        self.plans: dict[str, _Plan] = {}
        # Two passes: converters look plans up by class only when called, so classes may
        # refer to each other (and to themselves) in any order.
        for name, cls in self.classes.items():
            self.plans[name] = self._plan(cls)
        self._by_class: dict[type, _Plan] = {plan.cls: plan for plan in self.plans.values()}

    # --- building the tables (once per class) -------------------------------------------------

    def kinds_for(self, cls: type) -> dict[str, _Plan]:
        """The plans of every class a field hinted ``cls`` accepts: ``cls`` and its subclasses."""
        found = self._allowed_cache.get(cls)
        if found is None:
            found = {
                name: plan
                for name, plan in self.plans.items()
                if isinstance(plan.cls, type) and issubclass(plan.cls, cls)
            }
            self._allowed_cache[cls] = found
        return found

    def _plan(self, cls: type) -> _Plan:
        try:
            hints = typing.get_type_hints(cls)
        except Exception as exc:  # a NameError or the like, raised by typing itself
            raise TypeError(f"cannot resolve the type hints of {cls.__qualname__}: {exc}") from exc
        names: list[str] = []
        encoders: list[_Encoder] = []
        decoders: list[_Decoder] = []
        field_hints: list[object] = []
        for field in dataclasses.fields(cls):
            if not field.init:
                continue  # derived in __post_init__: rebuilt, not stored
            hint = hints[field.name]
            where = f"{cls.__qualname__}.{field.name}"
            encode, decode = self._converters(hint, where)
            names.append(field.name)
            encoders.append(encode)
            decoders.append(decode)
            field_hints.append(hint)
        keys = tuple(json_key(name) for name in names)
        if len(set(keys)) != len(keys):
            raise TypeError(f"{cls.__qualname__} has fields named both 'kind' and 'kind_'")
        return _Plan(
            cls,
            cls.__name__,
            tuple(names),
            keys,
            tuple(encoders),
            tuple(decoders),
            tuple(field_hints),
        )

    def _converters(self, hint: object, where: str) -> tuple[_Encoder, _Decoder]:
        if _is_union(hint):
            return self._union(typing.get_args(hint), where)
        return self._single(hint, where)

    def _single(self, hint: object, where: str) -> tuple[_Encoder, _Decoder]:
        if hint is type(None) or hint is None:
            return _encode_none, _decode_none
        if hint is bool:
            return _encode_bool, _decode_bool
        if hint is int:
            return _encode_int, _decode_int
        if hint is str:
            return _encode_str, _decode_str
        if isinstance(hint, type) and issubclass(hint, Enum):
            return _enum_converters(hint, where)
        if isinstance(hint, type) and self.kinds_for_hint(hint):
            return self._node_converters(hint)
        origin = typing.get_origin(hint)
        if origin is tuple:
            return self._tuple(typing.get_args(hint), where)
        raise TypeError(
            f"{where}: the type {hint!r} is not in the IR's vocabulary (str, int, bool, None, "
            "tuple[X, ...], a StrEnum, an IR class, or a union of these)"
        )

    def kinds_for_hint(self, hint: type) -> list[str]:
        return [n for n, c in self.classes.items() if issubclass(c, hint)]

    def _node_converters(self, hint: type) -> tuple[_Encoder, _Decoder]:
        codec = self

        def encode(value: Any) -> JSON:
            if not isinstance(value, hint):
                raise IREncodeError(f"expected {hint.__name__}, got {type(value).__name__}")
            return codec.encode_node(value)

        def decode(data: JSON) -> Any:
            return codec.decode_node(data, codec.kinds_for(hint))

        return encode, decode

    def _tuple(self, args: tuple[Any, ...], where: str) -> tuple[_Encoder, _Decoder]:
        if len(args) == 2 and args[1] is Ellipsis:
            item_encode, item_decode = self._converters(args[0], where + "[]")

            def encode(value: Any) -> JSON:
                if type(value) is not tuple:
                    raise IREncodeError(f"expected a tuple, got {type(value).__name__}")
                return [_encode_item(item_encode, item, i) for i, item in enumerate(value)]

            def decode(data: JSON) -> Any:
                if type(data) is not list:
                    _fail(f"expected an array, got {_show(data)}")
                return tuple(_decode_item(item_decode, item, i) for i, item in enumerate(data))

            return encode, decode
        if not args or args == ((),):
            raise TypeError(f"{where}: an empty tuple type carries nothing")
        pairs = [self._converters(arg, f"{where}[{i}]") for i, arg in enumerate(args)]
        size = len(pairs)

        def encode_fixed(value: Any) -> JSON:
            if type(value) is not tuple or len(value) != size:
                raise IREncodeError(f"expected a tuple of {size}, got {value!r}")
            return [
                _encode_item(enc, item, i)
                for i, ((enc, _), item) in enumerate(zip(pairs, value, strict=True))
            ]

        def decode_fixed(data: JSON) -> Any:
            if type(data) is not list or len(data) != size:
                _fail(f"expected an array of {size} items, got {_show(data)}")
            return tuple(
                _decode_item(dec, item, i)
                for i, ((_, dec), item) in enumerate(zip(pairs, data, strict=True))
            )

        return encode_fixed, decode_fixed

    def _union(self, args: tuple[Any, ...], where: str) -> tuple[_Encoder, _Decoder]:
        """A union is read by the JSON type of the value, so at most one member per JSON type:
        one of str/enums (several enums only with disjoint values), one array type, any node
        classes (told apart by ``kind``)."""
        by_json: dict[type, list[object]] = {}
        for arg in args:
            key: type
            if arg is type(None):
                key = type(None)
            elif arg is bool:
                key = bool
            elif arg is int:
                key = int
            elif arg is str or (isinstance(arg, type) and issubclass(arg, Enum)):
                key = str
            elif typing.get_origin(arg) is tuple:
                key = list
            elif isinstance(arg, type):
                key = dict
            else:
                raise TypeError(f"{where}: the union member {arg!r} is not in the IR's vocabulary")
            by_json.setdefault(key, []).append(arg)
        strings = by_json.get(str, [])
        if len(strings) > 1:
            if str in strings:
                raise TypeError(
                    f"{where}: a union of str and an enum cannot be read back unambiguously"
                )
            seen: set[str] = set()
            for enum_cls in strings:
                values = {str(m.value) for m in enum_cls}  # type: ignore[attr-defined]
                if values & seen:
                    raise TypeError(f"{where}: enums in one union share the values {values & seen}")
                seen |= values
        if len(by_json.get(list, [])) > 1:
            raise TypeError(
                f"{where}: a union of two tuple types cannot be read back unambiguously"
            )

        decoders: dict[type, _Decoder] = {}
        encoders: list[tuple[tuple[type, ...], _Encoder]] = []
        enum_classes: list[type[Enum]] = []
        node_classes: list[type] = []
        for key, members in by_json.items():
            if key is str and len(members) > 1:
                decoders[str] = _enums_decoder(members, where)  # type: ignore[arg-type]
                enum_classes.extend(members)  # type: ignore[arg-type]
                continue
            if key is dict:
                node_classes.extend(members)  # type: ignore[arg-type]
                continue
            encode, decode = self._single(members[0], where)
            decoders[key] = decode
            if isinstance(members[0], type) and issubclass(members[0], Enum):
                enum_classes.append(members[0])
            else:
                python_type = {type(None): type(None), bool: bool, int: int, str: str, list: tuple}
                encoders.append(((python_type[key],), encode))
        for enum_cls in enum_classes:
            encoders.insert(0, ((enum_cls,), _enum_converters(enum_cls, where)[0]))
        if node_classes:
            codec = self
            classes = tuple(node_classes)
            allowed: dict[str, _Plan] | None = None

            def decode_node(data: JSON) -> Any:
                nonlocal allowed
                if allowed is None:
                    allowed = {}
                    for cls in classes:
                        allowed.update(codec.kinds_for(cls))
                return codec.decode_node(data, allowed)

            decoders[dict] = decode_node
            encoders.append((classes, self.encode_node))
        expected = _expected_words(by_json)

        def encode(value: Any) -> JSON:
            for python_types, encoder in encoders:
                # bool is an int in Python, and an int is never a bool here: check exactly.
                if type(value) is bool and bool not in python_types:
                    continue
                if isinstance(value, python_types):
                    return encoder(value)
            raise IREncodeError(f"expected {expected}, got {type(value).__name__}")

        def decode(data: JSON) -> Any:
            decoder = decoders.get(type(data))
            if decoder is None:
                _fail(f"expected {expected}, got {_show(data)}")
            return decoder(data)

        return encode, decode

    # --- walking trees ------------------------------------------------------------------------

    def encode_node(self, node: Any) -> dict[str, JSON]:
        plan = self._by_class.get(type(node))
        if plan is None:
            raise IREncodeError(f"{type(node).__name__} is not an IR class")
        out: dict[str, JSON] = {"kind": plan.kind}
        for name, key, encode in zip(plan.names, plan.keys, plan.encoders, strict=True):
            try:
                out[key] = encode(getattr(node, name))
            except IREncodeError as exc:
                raise IREncodeError(f"{plan.kind}.{name}: {exc}") from None
        return out

    def decode_node(self, data: JSON, allowed: dict[str, _Plan] | None = None) -> Any:
        if type(data) is not dict:
            _fail(f"expected an object with a 'kind', got {_show(data)}")
        kind = data.get("kind")
        if kind is None:
            _fail("this object has no 'kind'")
        if type(kind) is not str:
            raise IRDecodeError(f"expected a kind name, got {_show(kind)}", ["kind"])
        plans = self.plans if allowed is None else allowed
        plan = plans.get(kind)
        if plan is None:
            if kind in self.plans:
                message = f"a {kind} is not allowed here; expected {_one_of(plans)}"
            else:
                message = f"unknown kind {_show(kind)}{_did_you_mean(kind, plans)}"
            raise IRDecodeError(message, ["kind"])
        if len(data) != len(plan.keys) + 1:
            extra = [k for k in data if k != "kind" and k not in plan.keys]
            if extra:
                _fail(
                    f"unknown field {_show(extra[0])} in a {kind}"
                    f"{_did_you_mean(extra[0], plan.keys)}"
                )
        values: dict[str, Any] = {}
        for name, key, decode in zip(plan.names, plan.keys, plan.decoders, strict=True):
            if key not in data:
                _fail(f"a {kind} needs the field {key!r}")
            try:
                values[name] = decode(data[key])
            except IRDecodeError as exc:
                exc.parts.append(key)
                raise
        try:
            return plan.cls(**values)
        except (TypeError, ValueError) as exc:  # the class's own checks, in __post_init__
            _fail(f"not a valid {kind}: {exc}")

    def to_json(self, value: Any) -> JSON:
        """The JSON-ready form of a node or a tuple of nodes (without the envelope)."""
        if type(value) is tuple:
            return [_encode_item(self.encode_node, item, i) for i, item in enumerate(value)]
        return self.encode_node(value)

    def from_json(self, data: JSON) -> Any:
        """The node, or tuple of nodes, that :meth:`to_json` wrote (without the envelope)."""
        if type(data) is list:
            return tuple(_decode_item(self.decode_node, item, i) for i, item in enumerate(data))
        return self.decode_node(data)

    # --- text ---------------------------------------------------------------------------------

    def dumps(self, value: Any, *, indent: int | None = None) -> str:
        """``value`` (a node or a tuple of nodes) as IR JSON text, the same bytes every time."""
        try:
            envelope = {"ir_version": self.version, "ir": self.to_json(value)}
        except RecursionError:
            raise IREncodeError("the IR tree is nested too deeply to write") from None
        separators = (",", ": ") if indent is not None else (",", ":")
        return json.dumps(envelope, ensure_ascii=False, indent=indent, separators=separators)

    def loads(self, text: str | bytes) -> Any:
        """The node or tuple of nodes of an IR JSON text; :class:`IRDecodeError` if anything
        is wrong with it."""
        data = parse_json(text)
        if type(data) is not dict:
            _fail(
                f"expected an object {{'ir_version': {self.version}, 'ir': ...}}, got {_show(data)}"
            )
        version = data.get("ir_version")
        if "ir_version" not in data:
            _fail("this is not IR JSON: it has no 'ir_version'")
        if type(version) is not int or version != self.version:
            raise IRDecodeError(
                f"this IR JSON is version {_show(version)}; this karlov reads version "
                f"{self.version} (write it again with this karlov)",
                ["ir_version"],
            )
        for key in data:
            if key not in ("ir_version", "ir"):
                _fail(f"unknown field {_show(key)} next to 'ir_version' and 'ir'")
        if "ir" not in data:
            _fail("this IR JSON has no 'ir'")
        try:
            return self.from_json(data["ir"])
        except IRDecodeError as exc:
            exc.parts.append("ir")
            raise
        except RecursionError:  # only when called with most of the stack already in use
            _fail("the IR JSON is nested too deeply to read here")


def json_key(field_name: str) -> str:
    """The JSON key of a field: its name, except that a field named ``kind`` is written
    ``kind_`` because ``"kind"`` holds the class name."""
    return "kind_" if field_name == "kind" else field_name


def _dataclass_subclasses(base: type) -> list[type]:
    """The dataclasses under ``base``, without the ghosts ``@dataclass(slots=True)`` leaves.

    With ``slots=True`` the decorator returns a new class; the class it was given stays in
    ``__subclasses__()`` until the garbage collector runs. It has the same module and
    qualified name but no ``__slots__`` of its own, so it is told apart by that.
    """
    found: dict[tuple[str, str], type] = {}
    seen: set[type] = set()
    stack = [base]
    while stack:
        cls = stack.pop()
        if cls in seen:
            continue
        seen.add(cls)
        stack.extend(cls.__subclasses__())
        if not dataclasses.is_dataclass(cls):
            continue
        key = (cls.__module__, cls.__qualname__)
        other = found.get(key)
        if other is None or ("__slots__" in vars(cls) and "__slots__" not in vars(other)):
            found[key] = cls
    return sorted(found.values(), key=lambda c: (c.__name__, c.__module__))


def _one_of(choices: Iterable[str], *, ordered: bool = False) -> str:
    """``A``, ``one of A or B``, ``one of A, B, C or D``; sorted unless ``ordered``."""
    names = list(choices) if ordered else sorted(choices)
    if len(names) > 8:
        return "one of " + ", ".join(names[:8]) + f" or {len(names) - 8} more"
    if len(names) == 1:
        return names[0]
    return "one of " + ", ".join(names[:-1]) + " or " + names[-1]


def _expected_words(by_json: dict[type, list[object]]) -> str:
    words = {
        type(None): "null",
        bool: "true or false",
        int: "an integer",
        str: "a string",
        list: "an array",
        dict: "an object",
    }
    return " or ".join(words[key] for key in by_json)


def _encode_item(encode: _Encoder, item: Any, index: int) -> JSON:
    try:
        return encode(item)
    except IREncodeError as exc:
        raise IREncodeError(f"[{index}]: {exc}") from None


def _decode_item(decode: _Decoder, item: JSON, index: int) -> Any:
    try:
        return decode(item)
    except IRDecodeError as exc:
        exc.parts.append(index)
        raise


def _encode_none(value: Any) -> JSON:
    if value is not None:
        raise IREncodeError(f"expected None, got {type(value).__name__}")
    return None


def _decode_none(data: JSON) -> Any:
    if data is not None:
        _fail(f"expected null, got {_show(data)}")
    return None


def _encode_bool(value: Any) -> JSON:
    if type(value) is not bool:
        raise IREncodeError(f"expected a bool, got {type(value).__name__}")
    return value


def _decode_bool(data: JSON) -> Any:
    if type(data) is not bool:
        _fail(f"expected true or false, got {_show(data)}")
    return data


def _encode_int(value: Any) -> JSON:
    if type(value) is not int:
        raise IREncodeError(f"expected an int, got {type(value).__name__}")
    if not -MAX_INT <= value <= MAX_INT:
        raise IREncodeError(f"{value} is outside the range ±(2**53 - 1) of IR integers")
    return value


def _decode_int(data: JSON) -> Any:
    if type(data) is not int:
        _fail(f"expected an integer, got {_show(data)}")
    if not -MAX_INT <= data <= MAX_INT:
        _fail(f"the integer {data} is out of range (at most ±{MAX_INT})")
    return data


def _encode_str(value: Any) -> JSON:
    if not isinstance(value, str):
        raise IREncodeError(f"expected a str, got {type(value).__name__}")
    return str(value) if isinstance(value, Enum) else value


def _decode_str(data: JSON) -> Any:
    if type(data) is not str:
        _fail(f"expected a string, got {_show(data)}")
    return data


def _enum_converters(enum_cls: type[Enum], where: str) -> tuple[_Encoder, _Decoder]:
    members = {member.value: member for member in enum_cls}
    if not all(type(value) is str for value in members):
        raise TypeError(
            f"{where}: the enum {enum_cls.__name__} must have string values (a StrEnum)"
        )
    names = [str(value) for value in members]

    def encode(value: Any) -> JSON:
        if not isinstance(value, enum_cls):
            raise IREncodeError(f"expected a {enum_cls.__name__}, got {type(value).__name__}")
        return value.value

    def decode(data: JSON) -> Any:
        if type(data) is not str:
            _fail(f"expected a {enum_cls.__name__} (a string), got {_show(data)}")
        member = members.get(data)
        if member is None:
            _fail(
                f"{_show(data)} is not a {enum_cls.__name__}; expected "
                f"{_one_of((repr(n) for n in names), ordered=True)}{_did_you_mean(data, names)}"
            )
        return member

    return encode, decode


def _enums_decoder(enum_classes: list[type[Enum]], where: str) -> _Decoder:
    members: dict[str, Enum] = {}
    for enum_cls in enum_classes:
        _enum_converters(enum_cls, where)  # the same checks as for one enum
        members.update({member.value: member for member in enum_cls})

    def decode(data: JSON) -> Any:
        member = members.get(data)
        if member is None:
            choices = _one_of((repr(value) for value in members), ordered=True)
            _fail(f"{_show(data)} is not one of the values {choices}")
        return member

    return decode


# --- reading JSON text safely -----------------------------------------------------------------

# A JSON string, written as an unrolled loop: five times faster than an alternation per character.
# The closing quote is optional, so an unterminated string matches to the end of the text in one
# pass: with it required, the scan failed there and restarted at every later quote, quadratic
# time on a run of escaped quotes (issue 25). json.loads then reports the string as unterminated.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_NESTING = {"[": 1, "{": 1, "]": -1, "}": -1}


def parse_json(text: str | bytes) -> JSON:
    """``json.loads`` with the bounds and strictness of IR JSON: at most :data:`MAX_CHARS`
    characters and :data:`MAX_DEPTH` levels, no duplicate keys, no NaN or Infinity."""
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            _fail(f"the IR JSON is not UTF-8 (bad byte at offset {exc.start})")
    if not isinstance(text, str):
        _fail(f"expected JSON text, got a {type(text).__name__}")
    if len(text) > MAX_CHARS:
        _fail(f"the IR JSON is {len(text):,} characters long, over the limit of {MAX_CHARS:,}")
    # Strings are removed first so brackets inside them do not count; the rest is C loops.
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if brackets:
        depth = max(accumulate(map(_NESTING.__getitem__, brackets)))
        if depth > MAX_DEPTH:
            _fail(f"the IR JSON is nested {depth} levels deep, over the limit of {MAX_DEPTH}")
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        _fail(f"this is not JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})")
    except IRDecodeError:
        raise
    except RecursionError:  # only when called with most of the stack already in use
        _fail("the IR JSON is nested too deeply to read here")
    except ValueError as exc:  # an integer too long to convert, say
        _fail(f"this JSON cannot be read: {exc}")


def _unique_keys(pairs: list[tuple[str, JSON]]) -> dict[str, JSON]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                _fail(f"the key {_show(key)} appears twice in one object")
            seen.add(key)
    return out


def _no_constant(name: str) -> NoReturn:
    _fail(f"{name} is not a JSON number")


# --- the IR's own codec -----------------------------------------------------------------------


@cache
def default_codec() -> Codec:
    """The codec of every ``karlov.ir.IRNode`` class, built on first use (after the IR
    modules are imported)."""
    from karlov.ir import IRNode

    return Codec(IRNode)


def dumps(value: Any, *, indent: int | None = None) -> str:
    """An IR node (or a tuple of nodes) as IR JSON: ``{"ir_version": N, "ir": ...}``."""
    return default_codec().dumps(value, indent=indent)


def loads(text: str | bytes) -> Any:
    """The IR node (or tuple of nodes) of an IR JSON text written by :func:`dumps`. Raises
    :class:`IRDecodeError` with the JSON path of the first problem for anything malformed,
    and for anything no consumer could play (:mod:`karlov.ir.validate`: references, ranges,
    vocabularies), so what it returns can be built, generated and played."""
    from .validate import validate

    value = default_codec().loads(text)
    validate(value)
    return value
