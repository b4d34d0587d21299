"""The scenario format, declared once: every table, key, value type and range.

:data:`SCENARIO` is a tree of small typed declarations (:class:`Text`, :class:`Whole`,
:class:`Flag`, :class:`ListOf`, :class:`MapOf`, :class:`AnyOf`, :class:`Table`,
:class:`Tagged`); :func:`validate` walks a parsed TOML table against it and raises a
:class:`~karlov.scenario.source.ScenarioError` naming every value that does not fit, each at
its file and line and saying what was expected (``players.alice.life must be a whole number
from -1,000,000 to 1,000,000, not "lots"``): a key, a list item or a table entry that does
not fit is reported and its siblings are still checked, so one run lists all of a file's
mistakes. Everything after validation may trust the types.

Numbers are bounded so that a typo cannot exhaust memory or time: ``count = 1000000000`` on a
card entry would put a billion cards in a zone. The bounds are far above what any ruling
needs (:data:`LIMITS`).
"""

from __future__ import annotations

import contextlib
import difflib
import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, NoReturn

from .source import ScenarioError, SourceMap

__all__ = [
    "LIMITS",
    "SCENARIO",
    "AnyOf",
    "Flag",
    "ListOf",
    "MapOf",
    "Spec",
    "Table",
    "Tagged",
    "Text",
    "Whole",
    "show",
    "validate",
]

#: The range of every bounded number, by what it counts.
LIMITS: dict[str, tuple[int, int]] = {
    "life": (-1_000_000, 1_000_000),
    "turn": (1, 10_000),
    "seed": (0, 2**63 - 1),
    "max_steps": (1, 1_000_000),
    "copies": (1, 1_000),  # count = N on a card entry
    "counters": (0, 10_000),
    "damage": (0, 10_000),
    "x": (0, 1_000),
    "kicked": (0, 100),  # times a kicker cost is paid (multikicker, CR 702.33c)
    "roll": (1, 100),  # a die's result (CR 706.1a: a d100 at most)
    "repeat": (1, 10_000),  # count = N on pass and resolve
    "ability": (1, 100),
    "how_many": (0, 10_000),  # counts checked by expectations
    "power": (-1_000_000, 1_000_000),
    "answer": (0, 1_000),  # a number given as an answer (X, an amount, a mana option's index)
}

#: How many of a file's problems a scenario error's message names (``problems`` has all).
MAX_SHOWN_PROBLEMS = 20

#: How deep lists and tables may nest inside one value (answers hold lists of lists).
MAX_DEPTH = 4


def show(value: Any) -> str:
    """``value`` as TOML writes it, cut to a readable length."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, int):
        text = str(value) if value.bit_length() < 200 else f"a number of {_digits(value)} digits"
    elif isinstance(value, str):
        text = json.dumps(value, ensure_ascii=False)
    elif isinstance(value, list):
        text = "[" + ", ".join(show(v) for v in value[:5]) + (", ...]" if len(value) > 5 else "]")
    elif isinstance(value, dict):
        items = [f"{show(str(k))} = {show(v)}" for k, v in list(value.items())[:5]]
        text = "{ " + ", ".join(items) + (", ... }" if len(value) > 5 else " }")
    elif isinstance(value, float):
        text = repr(value)
    else:
        text = f"{value} (a {type(value).__name__})"
    return text if len(text) <= 80 else text[:77] + "..."


def _digits(n: int) -> str:
    """How many digits ``n`` has, without converting a huge number to text (Python refuses
    more than 4,300 digits)."""
    if n.bit_length() < 14_000:
        return f"{len(str(abs(n))):,}"
    return f"about {int(n.bit_length() * 0.30103):,}"


def _number(n: int) -> str:
    if n > 10**12 and (n + 1) & n == 0:  # 2**k - 1, the largest seed
        return f"2**{n.bit_length()} - 1"
    return f"{n:,}"


#: ``at(key)``: the line of ``key`` in the value being checked, ``at(None)`` its own line.
LineOf = Callable[[str | None], int | None]


class Spec:
    """One value's declaration: what it must be, in words, and how to check it."""

    def words(self) -> str:
        raise NotImplementedError

    def fits(self, value: Any) -> bool:
        """Is ``value`` of this kind (without looking inside lists and tables)?"""
        raise NotImplementedError

    def check(self, value: Any, name: str, at: LineOf, v: Validator) -> None:
        """Raise ScenarioError for ``value``, named ``name``; ``at(key)`` is the line of a
        key of this value when it is a table (``at(None)``: the value's own line)."""
        if not self.fits(value):
            v.fail(at(None), f"{name} must be {self.words()}, not {show(value)}")


@dataclass(frozen=True)
class Text(Spec):
    """A string; ``choices`` restricts it, ``convert`` checks it (raising LookupError with
    the reason)."""

    choices: tuple[str, ...] = ()
    convert: Callable[[str], Any] | None = None
    what: str = "a string"

    def words(self) -> str:
        if self.choices:
            return "one of " + ", ".join(f'"{c}"' for c in self.choices)
        return self.what

    def fits(self, value: Any) -> bool:
        return isinstance(value, str)

    def convert_free(self) -> bool:
        return self.convert is None

    def check(self, value: Any, name: str, at: LineOf, v: Validator) -> None:
        super().check(value, name, at, v)
        if self.choices and value not in self.choices:
            match = difflib.get_close_matches(value, list(self.choices), n=1, cutoff=0.6)
            hint = f' (did you mean "{match[0]}"?)' if match else ""
            v.fail(at(None), f"{name} must be {self.words()}, not {show(value)}{hint}")
        if self.convert is not None:
            try:
                self.convert(value)
            except LookupError as exc:
                v.fail(at(None), f"{name}: {exc.args[0] if exc.args else exc}")


@dataclass(frozen=True)
class Whole(Spec):
    """A whole number from ``low`` to ``high`` (``true``/``false`` are not numbers)."""

    low: int
    high: int

    @classmethod
    def of(cls, kind: str) -> Whole:
        return cls(*LIMITS[kind])

    def words(self) -> str:
        return f"a whole number from {_number(self.low)} to {_number(self.high)}"

    def fits(self, value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    def convert_free(self) -> bool:
        return True

    def check(self, value: Any, name: str, at: LineOf, v: Validator) -> None:
        super().check(value, name, at, v)
        if not self.low <= value <= self.high:
            v.fail(at(None), f"{name} must be {self.words()}, not {show(value)}")


@dataclass(frozen=True)
class Flag(Spec):
    """``true`` or ``false``."""

    def words(self) -> str:
        return "true or false"

    def fits(self, value: Any) -> bool:
        return isinstance(value, bool)


@dataclass(frozen=True)
class ListOf(Spec):
    """A list whose items are each ``item``."""

    item: Spec
    max_items: int = 1_000
    what: str = ""

    def words(self) -> str:
        return self.what or f"a list of {_plural(self.item.words())}"

    def fits(self, value: Any) -> bool:
        return isinstance(value, list)

    def check(self, value: Any, name: str, at: LineOf, v: Validator) -> None:
        super().check(value, name, at, v)
        if len(value) > self.max_items:
            v.fail(at(None), f"{name} has {len(value):,} items; at most {self.max_items:,}")
        with v.deeper(at, name):
            for i, item in enumerate(value):
                with v.each():
                    self.item.check(item, f"{name}[{i + 1}]", _same_line(at), v)


@dataclass(frozen=True)
class MapOf(Spec):
    """A table of free keys (``what`` says what a key names), each value ``value``."""

    value: Spec
    what: str = "a name"

    def words(self) -> str:
        return f"a table of {self.what} = {self.value.words()}"

    def fits(self, value: Any) -> bool:
        return isinstance(value, dict)

    def check(self, value: Any, name: str, at: LineOf, v: Validator) -> None:
        super().check(value, name, at, v)
        if len(value) > 1_000:
            v.fail(at(None), f"{name} has {len(value):,} keys; at most 1,000")
        with v.deeper(at, name):
            for key, item in value.items():
                with v.each():
                    if not key.strip():
                        v.fail(at(None), f"{name} has an empty key; each key is {self.what}")
                    self.value.check(item, f'{name}["{key}"]', _same_line(at), v)


@dataclass(frozen=True)
class AnyOf(Spec):
    """The first of ``options`` whose kind the value has (a string or a list of strings...)."""

    options: tuple[Spec, ...]
    what: str = ""

    def words(self) -> str:
        if self.what:
            return self.what
        words = [o.words() for o in self.options]
        return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]

    def fits(self, value: Any) -> bool:
        return any(o.fits(value) for o in self.options)

    def check(self, value: Any, name: str, at: LineOf, v: Validator) -> None:
        for option in self.options:
            if option.fits(value):
                if isinstance(option, Whole | Text) and option.convert_free():
                    # a number out of range or a word not among the choices: say every way
                    # the value could be written
                    try:
                        option.check(value, name, at, v)
                    except ScenarioError:
                        v.fail(at(None), f"{name} must be {self.words()}, not {show(value)}")
                else:
                    option.check(value, name, at, v)
                return
        v.fail(at(None), f"{name} must be {self.words()}, not {show(value)}")


@dataclass(frozen=True)
class Table(Spec):
    """A table with these ``keys`` (each with its declaration); ``required`` keys must be
    there; any other key is an error with a did-you-mean."""

    keys: Mapping[str, Spec]
    required: tuple[str, ...] = ()
    what: str = "a table"
    hints: Mapping[str, str] = field(default_factory=dict)  # required key -> how to add it

    def words(self) -> str:
        return self.what

    def fits(self, value: Any) -> bool:
        return isinstance(value, dict)

    def check(self, value: Any, name: str, at: LineOf, v: Validator) -> None:
        super().check(value, name, at, v)
        for key in value:
            if key not in self.keys:
                message = f"unknown key '{key}' in {self.what}{suggest(key, tuple(self.keys))}"
                with v.each():
                    v.fail(at(key), message)
        for key in self.required:
            if key not in value:
                hint = self.hints.get(key, f"add {key} = ...")
                with v.each():
                    v.fail(at(None), f"{self.what} has no {key}; {hint}")
        with v.deeper(at, name):
            for key, item in value.items():
                if key in self.keys:
                    with v.each():
                        self.keys[key].check(item, _join(name, key), _key_line(at, key), v)


@dataclass(frozen=True)
class Tagged(Spec):
    """A table whose ``tag`` key chooses its shape: ``variants[tag]`` (an ``[[actions]]``
    entry's ``do``)."""

    tag: str
    variants: Mapping[str, Table]
    what: str

    def words(self) -> str:
        return self.what

    def fits(self, value: Any) -> bool:
        return isinstance(value, dict)

    def check(self, value: Any, name: str, at: LineOf, v: Validator) -> None:
        super().check(value, name, at, v)
        kinds = ", ".join(self.variants)
        if self.tag not in value:
            v.fail(at(None), f"this action has no '{self.tag}'; say what happens, one of: {kinds}")
        tag = value[self.tag]
        if not isinstance(tag, str):
            v.fail(at(self.tag), f"{self.tag} must be one of: {kinds}; not {show(tag)}")
        if tag not in self.variants:
            v.fail(at(self.tag), f"unknown action '{tag}'{suggest(tag, tuple(self.variants))}")
        self.variants[tag].check(value, name, at, v)


def suggest(word: str, allowed: tuple[str, ...]) -> str:
    """`` (did you mean 'x'?); expected one of: a, b, c``."""
    match = difflib.get_close_matches(word, list(allowed), n=1, cutoff=0.6)
    hint = f" (did you mean '{match[0]}'?)" if match else ""
    return f"{hint}; expected one of: {', '.join(allowed)}"


def _plural(words: str) -> str:
    for one, many in (("a string", "strings"), ("a whole number", "whole numbers")):
        if words.startswith(one):
            return many + words[len(one) :]
    return words


def _join(name: str, key: str) -> str:
    return f"{name}.{key}" if name else key


def _same_line(at: LineOf) -> LineOf:
    """Inside a list or an inline table every part is on the line of the key it belongs to
    (or close to it). Looked up only when a message needs it: a scenario that fits is never
    searched for positions."""
    return lambda _key: at(None)


def _key_line(at: LineOf, key: str) -> LineOf:
    return lambda _key: at(key)


class Validator:
    """Carries the file's positions, the nesting depth and the problems found so far while a
    value is checked."""

    def __init__(self, src: SourceMap) -> None:
        self.src = src
        self.depth = 0
        self.problems: list[ScenarioError] = []

    def fail(self, line: int | None, message: str) -> NoReturn:
        raise ScenarioError(self.src.at(line), message)

    @contextlib.contextmanager
    def each(self) -> Iterator[None]:
        """Check one part (a key, an item): its first problem is kept and the checking goes
        on with the next part. The depth is restored, whatever the part raised from."""
        depth = self.depth
        try:
            yield
        except ScenarioError as exc:
            self.depth = depth
            self.problems.append(exc)

    def raise_problems(self) -> None:
        """Raise the problems found, if any: one as it is; several as one ScenarioError at
        the first, whose message goes on with a ``path:line: message`` line for each other
        (in the order of the file's lines; ``problems`` holds them all)."""
        if not self.problems:
            return
        found = sorted(self.problems, key=lambda e: e.where.line or 0)
        if len(found) == 1:
            raise found[0]
        first, rest = found[0], found[1:MAX_SHOWN_PROBLEMS]
        more = len(found) - MAX_SHOWN_PROBLEMS
        tail = [f"... and {more} more"] if more > 0 else []
        error = ScenarioError(
            first.where, "\n".join([first.message, *(str(p) for p in rest), *tail])
        )
        error.problems = found
        raise error

    def deeper(self, at: LineOf, name: str) -> _Deeper:
        """One level down, inside the value ``at(None)`` locates (looked up on failure)."""
        return _Deeper(self, at, name)


class _Deeper:
    def __init__(self, v: Validator, at: LineOf, name: str) -> None:
        self.v, self.at, self.name = v, at, name

    def __enter__(self) -> None:
        self.v.depth += 1
        if self.v.depth > MAX_DEPTH + 3:  # the scenario's own tables are three levels
            self.v.fail(self.at(None), f"{self.name} nests lists or tables too deeply")

    def __exit__(self, *_: object) -> None:
        self.v.depth -= 1


# --- the declaration ---------------------------------------------------------------------------

#: A player's zones, and the cards they own outside the game ("outside": their sideboard, CR
#: 400.11a; not a zone, CR 400.11, but set up and checked for a player as one).
ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "outside")
#: The zones a card is looked for in by name (``zone = ...``, ``from = ...``): no card is
#: cast, activated or checked outside the game.
CARD_ZONES = tuple(zone for zone in ZONES if zone != "outside")


def _step(text: str) -> Any:
    from .refs import normalise_step

    return normalise_step(text)


def _event(text: str) -> Any:
    from .expect import event_type

    return event_type(text)


NAME = Text(what="a name")
NAMES = AnyOf((NAME, ListOf(NAME, what="a list of names")))
STEP = Text(convert=_step, what="a step")
COUNTERS = MapOf(Whole.of("counters"), what="a counter kind")

CARD_ENTRY = AnyOf(
    (
        Text(what="a card name"),
        Table(
            {
                "card": Text(what="a card name"),
                "label": Text(),
                "tapped": Flag(),
                "sick": Flag(),
                "solved": Flag(),
                "counters": COUNTERS,
                "damage": Whole.of("damage"),
                "token": Flag(),
                "count": Whole.of("copies"),
            },
            required=("card",),
            what='a card table such as { card = "Name", tapped = true }',
            hints={"card": 'add card = "Name"'},
        ),
    )
)

CARDS = 'a list of cards, each a name or a table such as { card = "Name", tapped = true }'
PLAYER = Table(
    {"life": Whole.of("life"), **{zone: ListOf(CARD_ENTRY, what=CARDS) for zone in ZONES}},
    what="a player's table",
)

SETUP = Table(
    {
        "active": NAME,
        "step": STEP,
        "turn": Whole.of("turn"),
        "seed": Whole.of("seed"),
        "max_steps": Whole.of("max_steps"),
        "strict": Flag(),
    },
    what="[setup]",
)


def _answer(depth: int) -> Spec:
    """An answer to a decision: a name, a number, true/false, or lists and tables of them
    (attackers, blockers, a division of damage)."""
    scalars: tuple[Spec, ...] = (Text(), Whole.of("answer"), Flag())
    if depth == 0:
        return AnyOf(scalars, what=ANSWER_WORDS)
    inner = _answer(depth - 1)
    return AnyOf((*scalars, ListOf(inner), MapOf(inner)), what=ANSWER_WORDS)


ANSWER_WORDS = (
    "an answer (a name, a whole number from 0 to 1,000, true or false) or a list or table "
    "of answers"
)
ANSWERS = AnyOf(
    (
        Text(),
        Whole.of("answer"),
        Flag(),
        ListOf(_answer(2), what=ANSWER_WORDS),
        MapOf(_answer(2), what=ANSWER_WORDS),
    ),
    what=ANSWER_WORDS,
)
TARGET = NAMES  # a name, or a list for a target spec that takes several

CARD_CHECKS: dict[str, Spec] = {
    "zone": Text(choices=(*CARD_ZONES, "stack")),
    "controller": NAME,
    "owner": NAME,
    "count": Whole.of("how_many"),
    "solved": Flag(),
    "power": Whole.of("power"),
    "toughness": Whole.of("power"),
    "pt": Text(what='a string such as "2/2"'),
    "types": NAMES,
    "not_types": NAMES,
    "subtypes": NAMES,
    "not_subtypes": NAMES,
    "keywords": NAMES,
    "not_keywords": NAMES,
    "counters": COUNTERS,
    "tapped": Flag(),
    "damage": Whole.of("damage"),
    "attacking": Flag(),
    "suspected": Flag(),
    "face_down": Flag(),
    "token": Flag(),
    "colors": NAMES,
    "mana_value": Whole.of("how_many"),
}
PLAYER_CHECKS: dict[str, Spec] = {
    "life": Whole.of("life"),
    "poison": Whole.of("counters"),
    "energy": Whole.of("counters"),
    "lost": Flag(),
    "city_blessing": Flag(),
    "monarch": Flag(),
    **{zone: ListOf(NAME, what="a list of names") for zone in ZONES},
    **{f"{zone}_has": NAMES for zone in ZONES},
    **{f"{zone}_count": Whole.of("how_many") for zone in ZONES},
}
EVENT_CHECKS: dict[str, Spec] = {
    "event": Text(convert=_event, what="an event name"),
    "card": NAME,
    "player": NAME,
    "count": Whole.of("how_many"),
    "happened": Flag(),
}
GAME_CHECKS: dict[str, Spec] = {
    "step": STEP,
    "turn": Whole.of("turn"),
    "active": NAME,
    "stack": ListOf(NAME, what="a list of names"),
    "stack_top": NAME,
}
EXPECT_KEYS: dict[str, Spec] = {
    "note": Text(),
    **CARD_CHECKS,
    **PLAYER_CHECKS,
    **EVENT_CHECKS,
    "card": NAME,
    "player": NAME,
    **GAME_CHECKS,
    "count": Whole.of("how_many"),
    "turn": Whole.of("turn"),
}
# "life" is checked for a player, "count" for cards and events, "turn" for the game: the keys
# shared by several subjects have one declaration each.
EXPECT = Table(EXPECT_KEYS, what="an [[expect]] entry")

COMMON: dict[str, Spec] = {
    "do": Text(),
    "player": NAME,
    "answers": ANSWERS,
    "rolls": ListOf(Whole.of("roll")),
    "flips": ListOf(Flag()),
    "fails": Text(),
    "note": Text(),
}
FROM = Text(choices=CARD_ZONES)
ACTION_KEYS: dict[str, dict[str, Spec]] = {
    "play": {"card": NAME, "from": FROM},
    "cast": {
        "card": NAME,
        "from": FROM,
        "targets": TARGET,
        "x": Whole.of("x"),
        "distribute": AnyOf(
            (ListOf(Whole.of("damage")), MapOf(Whole.of("damage"), what="a target"))
        ),
        "kicked": AnyOf((Flag(), Whole.of("kicked"), ListOf(Text(what="a kicker cost")))),
        "face_down": Flag(),
        "mana": NAMES,
    },
    "turn_face_up": {"card": NAME, "from": Text(choices=(*CARD_ZONES, "stack")), "mana": NAMES},
    "activate": {
        "card": NAME,
        "ability": AnyOf((Whole.of("ability"), Text(what="a piece of the ability's text"))),
        "from": FROM,
        "targets": TARGET,
        "x": Whole.of("x"),
        "sacrifice": NAMES,
        "distribute": AnyOf(
            (ListOf(Whole.of("damage")), MapOf(Whole.of("damage"), what="a target"))
        ),
        "mana": NAMES,
    },
    "suspend": {"card": NAME, "mana": NAMES},
    "attack": {
        "attackers": AnyOf((NAME, ListOf(NAME), MapOf(NAME, what="an attacker"))),
        "defender": NAME,
        # the attacking bands announced (CR 508.1e, 702.22c): lists of attackers' names
        "bands": ListOf(ListOf(NAME, what="a band")),
    },
    # a list: the attackers of a creature that can block more than one (CR 509.1a)
    "block": {"blocks": MapOf(NAMES, what="a blocker")},
    "pass": {"count": Whole.of("repeat")},
    "pass_to": {
        "step": STEP,
        "turn": AnyOf((Whole.of("turn"), Text(choices=("next",)))),
        "whose": NAME,
    },
    "resolve": {"count": Whole.of("repeat")},
    "answer": {},
    "set": {
        "card": NAME,
        "life": Whole.of("life"),
        "energy": Whole.of("counters"),
        "solved": Flag(),
        "counters": COUNTERS,
        "damage": Whole.of("damage"),
        "tapped": Flag(),
        "becomes_copy_of": NAME,
    },
    "expect": EXPECT_KEYS,
}
ACTION = Tagged(
    "do",
    {
        do: Table({**COMMON, **keys}, what=f"a '{do}' action", required=_req)
        for do, keys in ACTION_KEYS.items()
        for _req in [("answers",) if do == "answer" else ()]
    },
    what="an [[actions]] entry",
)

SCENARIO = Table(
    {
        "title": Text(),
        "ruling": Text(),
        "rule": Text(),
        "description": Text(),
        "strict": Flag(),
        "cards": ListOf(Text(), what="a list of paths to .card files"),
        "setup": SETUP,
        "players": MapOf(PLAYER, what="a player's name"),
        "actions": ListOf(ACTION),
        "expect": ListOf(EXPECT),
    },
    required=("title", "players"),
    what="the scenario",
    hints={
        "title": 'add a line: title = "..."',
        "players": "add a table such as [players.alice]",
    },
)


def validate(data: dict[str, Any], src: SourceMap) -> None:
    """Check ``data`` against :data:`SCENARIO`, raising ScenarioError naming every value that
    does not fit, each with the line of the table or key it is on (see
    :meth:`Validator.raise_problems`)."""
    v = Validator(src)
    with v.each():
        _validate(data, src, v)
    v.raise_problems()


def _validate(data: dict[str, Any], src: SourceMap, v: Validator) -> None:
    top = 1 if src.lines else None

    def lines(line: int | None) -> LineOf:
        line = line or top
        return lambda key: line if key is None else (src.key(line, key) or line)

    for key in data:
        if key not in SCENARIO.keys:
            where = src.key(0, key) or top
            with v.each():
                v.fail(
                    where,
                    f"unknown key '{key}' in the scenario{suggest(key, tuple(SCENARIO.keys))}",
                )
    for key in ("title", "ruling", "rule", "description", "strict", "cards"):
        if key in data:
            with v.each():
                SCENARIO.keys[key].check(data[key], key, lines(src.key(0, key)), v)
    if "setup" in data:
        with v.each():
            SETUP.check(data["setup"], "setup", lines(src.table("setup")), v)
    for key in SCENARIO.required:
        if key not in data:
            with v.each():
                v.fail(top, f"the scenario has no {key}; {SCENARIO.hints[key]}")
    with v.each():
        _validate_players(data, src, v, lines)
    for section, spec in (("actions", ACTION), ("expect", EXPECT)):
        entries = data.get(section, [])
        with v.each():
            if not isinstance(entries, list):
                v.fail(
                    src.key(0, section) or top,
                    f"{section} must be a list of [[{section}]] tables, not {show(entries)}",
                )
            if len(entries) > 10_000:
                v.fail(
                    src.item(section, 0), f"{section} has {len(entries):,} entries; at most 10,000"
                )
            for i, entry in enumerate(entries):
                with v.each():
                    spec.check(entry, "", lines(src.item(section, i)), v)


def _validate_players(
    data: dict[str, Any], src: SourceMap, v: Validator, lines: Callable[[int | None], LineOf]
) -> None:
    if "players" not in data:
        return
    top = 1 if src.lines else None
    players = data["players"]
    players_line = src.first_table("players") or top
    if not isinstance(players, dict):
        v.fail(players_line, f"players must be tables such as [players.alice], not {show(players)}")
    if not players:
        v.fail(players_line, "the scenario has no players; add a table such as [players.alice]")
    if not 2 <= len(players) <= 8:  # CR 100.1: a game has two or more players
        named = ", ".join(players)
        with v.each():
            v.fail(players_line, f"a game has 2 to 8 players (CR 100.1); this scenario has {named}")
    for name, table in players.items():
        with v.each():
            PLAYER.check(
                table, f"players.{name}", lines(src.table("players", name) or players_line), v
            )
