"""The scenario format, checked: which tables and keys exist, and what each value must be.

A scenario reads like a ruling (see :mod:`karlov.scenario` for the whole format)::

    title = "..."            # what the scenario shows, one line
    ruling = "..."           # the ruling it checks, quoted (optional)
    rule = "CR 719.3a"       # the rule it checks (optional)
    [setup]                  # whose turn, which step, which turn number, seed, step bound
    [players.alice]          # life and zones, one table per player, in turn order
    [[actions]]              # what the players do, in order (``do = "cast"``...)
    [[expect]]               # what must be true at the end

The format itself is declared once, in :mod:`.schema`: every unknown key is an error naming
the keys that are allowed (with a did-you-mean), so a misspelt ``targest`` cannot silently do
nothing, and every value is checked for its type and range.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import schema
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

ZONES = schema.ZONES
TOP_KEYS = tuple(schema.SCENARIO.keys)
SETUP_KEYS = tuple(schema.SETUP.keys)
PLAYER_KEYS = tuple(schema.PLAYER.keys)

#: The keys each action allows, besides ``do``, ``player``, ``answers``, ``fails``, ``note``.
ACTION_KEYS: dict[str, tuple[str, ...]] = {
    do: tuple(keys) for do, keys in schema.ACTION_KEYS.items() if do != "expect"
}
ACTION_KEYS["expect"] = ()  # takes the keys of an [[expect]] entry

#: Keys of an ``[[expect]]`` entry, by the subject they describe.
CARD_CHECKS = tuple(schema.CARD_CHECKS)
PLAYER_CHECKS = tuple(schema.PLAYER_CHECKS)
EVENT_CHECKS = tuple(k for k in schema.EVENT_CHECKS if k != "event")
GAME_CHECKS = tuple(schema.GAME_CHECKS)
EXPECT_KEYS = tuple(schema.EXPECT_KEYS)


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
    strict: bool = False
    cards: tuple[str, ...] = ()
    cards_where: Where | None = None


#: The keys that make a TOML file a scenario (a folder's other TOML files are skipped).
SCENARIO_MARKERS = ("title", "setup", "players", "actions", "expect")


def is_scenario_table(data: dict[str, Any]) -> bool:
    """Does this parsed TOML have any of the scenario's own keys?"""
    return any(key in data for key in SCENARIO_MARKERS)


def parse_scenario(data: dict[str, Any], src: SourceMap) -> Scenario:
    """Check a parsed TOML table against the declared format (:mod:`.schema`) and build a
    :class:`Scenario`."""
    if not is_scenario_table(data):
        found = f"; it has {', '.join(data)}" if data else "; it is empty"
        raise ScenarioError(
            src.at(1 if src.lines else None),
            "this TOML file is not a scenario: a scenario has a title, [players.NAME] tables "
            f"and usually [[actions]] and [[expect]]{found}",
        )
    schema.validate(data, src)
    top = src.at(1 if src.lines else None)
    setup = data.get("setup", {})
    setup_line = src.table("setup")
    players = [_parse_player(name, value, src) for name, value in data["players"].items()]
    names = [p.name.lower() for p in players]
    active = setup.get("active")
    if active is not None and active.lower() not in names:
        where = src.at(src.key(setup_line, "active"))
        raise ScenarioError(where, f"setup.active names no player{schema.suggest(active, names)}")
    if len(set(names)) != len(names):
        raise ScenarioError(top, "two players have the same name (names are not case-sensitive)")
    actions = [
        Action(
            a["do"], {k: v for k, v in a.items() if k != "do"}, src.at(src.item("actions", i)), i
        )
        for i, a in enumerate(data.get("actions", []))
    ]
    expectations = [
        Expectation(dict(e), src.at(src.item("expect", i)), i)
        for i, e in enumerate(data.get("expect", []))
    ]
    return Scenario(
        path=src.path,
        title=data["title"],
        ruling=data.get("ruling"),
        rule=data.get("rule"),
        active=active,
        step=setup.get("step", "main1"),
        turn=setup.get("turn", 1),
        seed=setup.get("seed", 0),
        max_steps=setup.get("max_steps", 5000),
        players=players,
        actions=actions,
        expectations=expectations,
        where=top,
        strict=bool(setup.get("strict", data.get("strict", False))),
        cards=tuple(data.get("cards", ())),
        cards_where=src.at(src.key(0, "cards")),
    )


def _parse_player(name: str, value: dict[str, Any], src: SourceMap) -> PlayerSetup:
    line = src.table("players", name) or src.table("players")
    zones: dict[str, list[CardEntry]] = {}
    total = 0
    for zone in ZONES:
        where = src.at(src.key(line, zone) or line)
        zones[zone] = [c for e in value.get(zone, []) for c in _parse_card_entry(e, where)]
        total += len(zones[zone])
        if total > MAX_CARDS:
            raise ScenarioError(
                where, f"players.{name} has more than {MAX_CARDS:,} cards; at most {MAX_CARDS:,}"
            )
    return PlayerSetup(name, src.at(line), value.get("life"), zones)


#: The most cards one player may start with (over all zones, counting ``count = N``).
MAX_CARDS = 5_000


def _parse_card_entry(entry: str | dict[str, Any], where: Where) -> list[CardEntry]:
    if isinstance(entry, str):
        return [CardEntry(entry, where)]
    count = entry.get("count", 1)
    one = CardEntry(
        name=entry["card"],
        where=where,
        label=entry.get("label"),
        tapped=entry.get("tapped", False),
        sick=entry.get("sick", False),
        solved=entry.get("solved", False),
        counters=dict(entry.get("counters", {})),
        damage=entry.get("damage", 0),
        token=entry.get("token", False),
    )
    if one.label is not None and count != 1:
        raise ScenarioError(where, "a labelled card can't have a count other than 1")
    return [one] * count
