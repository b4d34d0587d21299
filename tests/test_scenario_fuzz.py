"""Mutated scenario files: whatever is changed (a value's type, a deleted key, a huge number),
running one either works or ends in a :class:`ScenarioError` whose message carries the file
and line; no other exception ever escapes.

The mutations start from the real scenarios under ``tests/scenarios/`` and ``tests/rulings/``,
written back as TOML by the small writer below (tests may not depend on a TOML writer).
"""

from __future__ import annotations

import copy
import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from karlov.scenario import ScenarioError, find_scenarios, run_scenario
from karlov.scenario.cards import default_cards

HERE = Path(__file__).parent
SOURCES = find_scenarios([HERE / "scenarios", HERE / "rulings"])
CARDS = default_cards()


# --- a TOML writer, enough for scenarios --------------------------------------------------------


def _string(text: str) -> str:
    body = json.dumps(text, ensure_ascii=False)
    # JSON leaves DEL and the C1 controls as they are; TOML wants every control escaped.
    return re.sub(r"[\x7f-\x9f]", lambda m: f"\\u{ord(m.group()):04x}", body)


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value) if not isinstance(value, float) or value == value else "nan"
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_string(str(k))} = {_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(value)


def to_toml(data: dict[str, Any]) -> str:
    """Top-level scalars, then ``[setup]``, ``[players.x]``, ``[[actions]]``, ``[[expect]]``
    as headers (as scenario files are written); anything else inline."""
    lines: list[str] = []
    tables: list[tuple[str, Any]] = []
    for key, value in data.items():
        if key in ("setup", "players", "actions", "expect") and isinstance(value, dict | list):
            tables.append((key, value))
        else:
            lines.append(f"{_string(key)} = {_value(value)}")
    for key, value in tables:
        if key == "players" and isinstance(value, dict):
            for name, table in value.items():
                if isinstance(table, dict):
                    lines.append(f"[players.{_string(name)}]")
                    lines += [f"{_string(k)} = {_value(v)}" for k, v in table.items()]
                else:
                    lines += ["[players]", f"{_string(name)} = {_value(table)}"]
        elif isinstance(value, list) and all(isinstance(e, dict) for e in value) and value:
            for entry in value:
                lines.append(f"[[{key}]]")
                lines += [f"{_string(k)} = {_value(v)}" for k, v in entry.items()]
        elif isinstance(value, dict):
            lines.append(f"[{key}]")
            lines += [f"{_string(k)} = {_value(v)}" for k, v in value.items()]
        else:
            lines.insert(0, f"{key} = {_value(value)}")
    return "\n".join(lines) + "\n"


def test_the_writer_round_trips_every_scenario() -> None:
    for path in SOURCES:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        assert tomllib.loads(to_toml(data)) == data, path


# --- mutations ----------------------------------------------------------------------------------

REPLACEMENTS = st.one_of(
    st.sampled_from(
        [
            "abc",
            "",
            "x",
            "two",
            "next",
            -1,
            0,
            1,
            2,
            7,
            10**9,
            10**100,
            -(10**12),
            1.5,
            True,
            False,
            [],
            {},
            [1, "x"],
            ["Mountain"],
            {"a": 1},
            {"+1/+1": "abc"},
            {"+1/+1": -3},
            [[[]]],
            "bob",
            "alice",
            "Grizzly Bears",
            "end",
            "battlefield",
        ]
    ),
    st.text(max_size=8),
    st.integers(),
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside ``value`` (dict keys and list indexes)."""
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


def _mutate(data: Any, path: tuple[Any, ...], how: str, new: Any) -> None:
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "rename" and isinstance(parent, dict):
        parent[f"{last}x"] = parent.pop(last)
    else:
        parent[last] = copy.deepcopy(new)  # the strategy hands out shared objects


@st.composite
def mutated(draw: st.DrawFn) -> dict[str, Any]:
    source = draw(st.sampled_from(SOURCES))
    data = tomllib.loads(source.read_text(encoding="utf-8"))
    for _ in range(draw(st.integers(1, 3))):
        places = _paths(data)
        if not places:
            break
        path = draw(st.sampled_from(places))
        how = draw(st.sampled_from(["replace", "replace", "replace", "delete", "rename"]))
        _mutate(data, path, how, draw(REPLACEMENTS))
    return data


@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(mutated())
def test_mutated_scenarios_only_raise_positioned_scenario_errors(
    tmp_path_factory: pytest.TempPathFactory, data: dict[str, Any]
) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "mutant.toml"
    path.write_text(to_toml(data), encoding="utf-8")
    result = run_scenario(path, cards=CARDS)  # any other exception fails the test
    located = re.compile(rf"^{re.escape(str(path))}:[1-9][0-9]*: ")
    if result.error is not None:
        assert isinstance(result.error, ScenarioError)
        assert located.match(str(result.error)), str(result.error)
    for failure in result.failures:
        assert located.match(str(failure)), str(failure)


VALUE_TEXTS = ['"abc"', "-1", "1" + "0" * 100, "1.5", "true", "[]", "{}", '[1, "x"]', "2024-01-01"]


@settings(max_examples=200, deadline=None, derandomize=True)
@given(
    st.sampled_from(SOURCES),
    st.lists(
        st.tuples(st.integers(0, 10_000), st.sampled_from(["delete", *VALUE_TEXTS])),
        min_size=1,
        max_size=3,
    ),
)
def test_mutated_lines_only_raise_positioned_scenario_errors(
    tmp_path_factory: pytest.TempPathFactory, source: Path, edits: list[tuple[int, str]]
) -> None:
    """The same on the text: lines deleted or given another value, so that the line numbers
    the messages carry come from files laid out as authors write them."""
    lines = source.read_text(encoding="utf-8").split("\n")
    for position, edit in edits:
        i = position % len(lines)
        if edit == "delete":
            del lines[i]
            lines = lines or [""]
        elif "=" in lines[i]:
            lines[i] = lines[i].split("=", 1)[0] + "= " + edit
    path = tmp_path_factory.mktemp("fuzz") / "mutant.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    result = run_scenario(path, cards=CARDS)
    located = re.compile(rf"^{re.escape(str(path))}:[1-9][0-9]*: ")
    messages = ([str(result.error)] if result.error else []) + [str(f) for f in result.failures]
    for message in messages:
        assert located.match(message), message
