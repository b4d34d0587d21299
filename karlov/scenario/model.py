"""The scenario format, checked: which tables and keys exist, and what each value must be.

A scenario reads like a ruling (see :mod:`karlov.scenario` for the whole format)::

    title = "..."            # what the scenario shows, one line
    ruling = "..."           # the ruling it checks, quoted (optional)
    rule = "CR 719.3a"       # the rule it checks (optional)
    [setup]                  # whose turn, which step, which turn number, seed, step bound
    [players.alice]          # life and zones, one table per player, in turn order
    [[actions]]              # what the players do, in order (``do = "cast"``...)
    [[expect]]               # what must be true at the end

Every unknown key is an error naming the keys that are allowed (with a did-you-mean), so a
misspelt ``targest`` cannot silently do nothing.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any

from .source import ScenarioError, SourceMap, Where

__all__ = [
    "ACTION_KEYS",
    "EXPECT_KEYS",
    "Action",
    "CardEntry",
    "Expectation",
    "PlayerSetup",
    "Scenario",
    "parse_scenario",
]

ZONES = ("battlefield", "hand", "library", "graveyard", "exile")

TOP_KEYS = ("title", "ruling", "rule", "description", "setup", "players", "actions", "expect")
SETUP_KEYS = ("active", "step", "turn", "seed", "max_steps")
PLAYER_KEYS = ("life", *ZONES)
CARD_KEYS = ("card", "label", "tapped", "sick", "solved", "counters", "damage", "token", "count")

_COMMON = ("do", "player", "answers", "fails", "note")
#: The keys each action allows, besides ``do``, ``player``, ``answers``, ``fails``, ``note``.
ACTION_KEYS: dict[str, tuple[str, ...]] = {
    "play": ("card", "from"),
    "cast": ("card", "from", "targets", "x", "distribute", "kicked"),
    "activate": ("card", "ability", "from", "targets", "x", "sacrifice", "distribute"),
    "attack": ("attackers", "defender"),
    "block": ("blocks",),
    "pass": ("count",),
    "pass_to": ("step", "turn", "whose"),
    "resolve": ("count",),
    "answer": (),
    "set": ("card", "life", "solved", "counters", "damage", "tapped", "becomes_copy_of"),
    "expect": (),  # takes the keys of an [[expect]] entry
}

#: Keys of an ``[[expect]]`` entry, by the subject they describe.
CARD_CHECKS = (
    "zone",
    "controller",
    "owner",
    "count",
    "solved",
    "power",
    "toughness",
    "pt",
    "types",
    "not_types",
    "subtypes",
    "keywords",
    "not_keywords",
    "counters",
    "tapped",
    "damage",
    "attacking",
    "suspected",
    "token",
)
PLAYER_CHECKS = (
    "life",
    "lost",
    *ZONES,
    *(f"{z}_has" for z in ZONES),
    *(f"{z}_count" for z in ZONES),
)
EVENT_CHECKS = ("card", "player", "count", "happened")
GAME_CHECKS = ("step", "turn", "active", "stack", "stack_top")
SUBJECTS = ("note", "card", "player", "event")
EXPECT_KEYS = tuple(
    dict.fromkeys((*SUBJECTS, *EVENT_CHECKS, *CARD_CHECKS, *PLAYER_CHECKS, *GAME_CHECKS))
)


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One card put into a zone during set-up: a name, or a table with state."""

    name: str
    where: Where
    label: str | None = None
    tapped: bool = False
    sick: bool = False
    solved: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    token: bool = False


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    """A player's life total and zones (library listed top card first)."""

    name: str
    where: Where
    life: int | None
    zones: dict[str, list[CardEntry]]


@dataclass(frozen=True, slots=True)
class Action:
    """One ``[[actions]]`` entry: ``do`` names it, ``fields`` holds the rest of its keys."""

    do: str
    fields: dict[str, Any]
    where: Where
    index: int

    def get(self, key: str, default: Any = None) -> Any:
        return self.fields.get(key, default)

    def describe(self) -> str:
        parts = [f"{k} = {v!r}" for k, v in self.fields.items() if k not in ("note", "fails")]
        return f"{self.do} ({', '.join(parts)})" if parts else self.do


@dataclass(frozen=True, slots=True)
class Expectation:
    """One ``[[expect]]`` entry (or a ``do = "expect"`` action)."""

    fields: dict[str, Any]
    where: Where
    index: int


@dataclass(frozen=True, slots=True)
class Scenario:
    """A checked scenario, ready to run."""

    path: str
    title: str
    ruling: str | None
    rule: str | None
    active: str | None
    step: str
    turn: int
    seed: int
    max_steps: int
    players: list[PlayerSetup]
    actions: list[Action]
    expectations: list[Expectation]
    where: Where


def _suggest(word: str, allowed: tuple[str, ...] | list[str]) -> str:
    match = difflib.get_close_matches(word, list(allowed), n=1, cutoff=0.6)
    hint = f" (did you mean '{match[0]}'?)" if match else ""
    return f"{hint}; expected one of: {', '.join(allowed)}"


def _check_keys(
    table: dict[str, Any], allowed: tuple[str, ...], what: str, src: SourceMap, line: int | None
) -> None:
    for key in table:
        if key not in allowed:
            where = src.at(src.key(line, key) if line is not None else None)
            raise ScenarioError(where, f"unknown key '{key}' in {what}{_suggest(key, allowed)}")


def _expect_type(value: Any, types: type | tuple[type, ...], what: str, where: Where) -> Any:
    ok = isinstance(value, types) and not (isinstance(value, bool) and bool not in _tuple(types))
    if not ok:
        names = " or ".join(_TYPE_WORDS.get(t, t.__name__) for t in _tuple(types))
        raise ScenarioError(where, f"{what} must be {names}, not {value!r}")
    return value


def _tuple(types: type | tuple[type, ...]) -> tuple[type, ...]:
    return types if isinstance(types, tuple) else (types,)


_TYPE_WORDS = {
    str: "a string",
    int: "a whole number",
    bool: "true or false",
    list: "a list",
    dict: "a table",
}


def parse_scenario(data: dict[str, Any], src: SourceMap) -> Scenario:
    """Check a parsed TOML table against the format and build a :class:`Scenario`."""
    top = src.at(1 if src.lines else None)
    _check_keys(data, TOP_KEYS, "the scenario", src, 0)
    title = data.get("title")
    if title is None:
        raise ScenarioError(top, 'the scenario has no title; add a line: title = "..."')
    _expect_type(title, str, "title", src.at(src.key(0, "title")))
    for key in ("ruling", "rule", "description"):
        if key in data:
            _expect_type(data[key], str, key, src.at(src.key(0, key)))

    setup = data.get("setup", {})
    setup_line = src.table("setup")
    _expect_type(setup, dict, "[setup]", src.at(setup_line))
    _check_keys(setup, SETUP_KEYS, "[setup]", src, setup_line)

    def setup_value(key: str, types: type | tuple[type, ...], default: Any) -> Any:
        if key not in setup:
            return default
        return _expect_type(setup[key], types, f"setup.{key}", src.at(src.key(setup_line, key)))

    players_table = data.get("players")
    players_line = src.table("players")
    if not players_table:
        raise ScenarioError(top, "the scenario has no players; add a table such as [players.alice]")
    _expect_type(players_table, dict, "[players]", src.at(players_line))
    players = [_parse_player(name, value, src) for name, value in players_table.items()]
    names = [p.name.lower() for p in players]
    active = setup_value("active", str, None)
    if active is not None and active.lower() not in names:
        where = src.at(src.key(setup_line, "active"))
        raise ScenarioError(where, f"setup.active names no player{_suggest(active, names)}")

    actions_raw = data.get("actions", [])
    _expect_type(actions_raw, list, "actions", src.at(src.item("actions", 0)))
    actions = [_parse_action(i, a, src) for i, a in enumerate(actions_raw)]
    expect_raw = data.get("expect", [])
    _expect_type(expect_raw, list, "expect", src.at(src.item("expect", 0)))
    expectations = []
    for i, e in enumerate(expect_raw):
        line = src.item("expect", i)
        where = src.at(line)
        _expect_type(e, dict, "an [[expect]] entry", where)
        _check_keys(e, EXPECT_KEYS, "an [[expect]] entry", src, line)
        expectations.append(Expectation(dict(e), where, i))

    return Scenario(
        path=src.path,
        title=title,
        ruling=data.get("ruling"),
        rule=data.get("rule"),
        active=active,
        step=setup_value("step", str, "main1"),
        turn=setup_value("turn", int, 1),
        seed=setup_value("seed", int, 0),
        max_steps=setup_value("max_steps", int, 5000),
        players=players,
        actions=actions,
        expectations=expectations,
        where=top,
    )


def _parse_player(name: str, value: Any, src: SourceMap) -> PlayerSetup:
    line = src.table("players", name)
    where = src.at(line)
    _expect_type(value, dict, f"[players.{name}]", where)
    _check_keys(value, PLAYER_KEYS, f"[players.{name}]", src, line)
    life = value.get("life")
    if life is not None:
        _expect_type(life, int, f"players.{name}.life", src.at(src.key(line, "life")))
    zones: dict[str, list[CardEntry]] = {}
    for zone in ZONES:
        entries = value.get(zone, [])
        zwhere = src.at(src.key(line, zone))
        _expect_type(entries, list, f"players.{name}.{zone}", zwhere)
        zones[zone] = [c for e in entries for c in _parse_card_entry(e, zwhere, f"{name}.{zone}")]
    return PlayerSetup(name, where, life, zones)


def _parse_card_entry(entry: Any, where: Where, what: str) -> list[CardEntry]:
    if isinstance(entry, str):
        return [CardEntry(entry, where)]
    _expect_type(entry, (str, dict), f"a card in {what}", where)
    for key in entry:
        if key not in CARD_KEYS:
            raise ScenarioError(
                where, f"unknown key '{key}' in a card of {what}{_suggest(key, CARD_KEYS)}"
            )
    if "card" not in entry:
        raise ScenarioError(where, f'a card table in {what} needs card = "Name"')
    counters = entry.get("counters", {})
    _expect_type(counters, dict, "counters", where)
    count = _expect_type(entry.get("count", 1), int, "count", where)
    one = CardEntry(
        name=_expect_type(entry["card"], str, "card", where),
        where=where,
        label=entry.get("label"),
        tapped=bool(entry.get("tapped", False)),
        sick=bool(entry.get("sick", False)),
        solved=bool(entry.get("solved", False)),
        counters={str(k): int(v) for k, v in counters.items()},
        damage=int(entry.get("damage", 0)),
        token=bool(entry.get("token", False)),
    )
    if one.label is not None and count != 1:
        raise ScenarioError(where, "a labelled card can't have a count other than 1")
    return [one] * count


def _parse_action(index: int, raw: Any, src: SourceMap) -> Action:
    line = src.item("actions", index)
    where = src.at(line)
    _expect_type(raw, dict, "an [[actions]] entry", where)
    do = raw.get("do")
    if do is None:
        raise ScenarioError(
            where, f"this action has no 'do'; say what happens, one of: {', '.join(ACTION_KEYS)}"
        )
    _expect_type(do, str, "do", where)
    if do not in ACTION_KEYS:
        raise ScenarioError(
            src.at(src.key(line, "do")), f"unknown action '{do}'{_suggest(do, list(ACTION_KEYS))}"
        )
    allowed = (*_COMMON, *(EXPECT_KEYS if do == "expect" else ACTION_KEYS[do]))
    _check_keys(raw, allowed, f"a '{do}' action", src, line)
    fields = {k: v for k, v in raw.items() if k != "do"}
    return Action(do, fields, where, index)
