"""Scenarios: rules situations written as TOML files that read like rulings, played on the
runtime and checked.

A scenario file (``tests/scenarios/*/*.toml``)::

    title = "Case of the Burning Masks is solved at the end step: three sources dealt damage"
    ruling = "..."                      # optional: the ruling it checks, quoted
    rule = "CR 719.3a"                  # optional: the rule it checks

    [setup]                             # all optional
    active = "alice"                    # whose turn (default: the first player)
    step = "precombat main"             # where the game starts (default: main1)
    turn = 3                            # turn number (default 1); seed = 0; max_steps = 5000

    [players.alice]                     # one table per player, in turn order
    life = 20
    battlefield = ["Case of the Burning Masks", "Mountain", { card = "Grizzly Bears",
                   label = "her bear", tapped = true, counters = { "+1/+1" = 1 } }]
    hand = ["Shock"]
    library = ["Island", "Island"]     # top card first
    graveyard = []                      # also: exile
    [players.bob]
    battlefield = ["Grizzly Bears"]

    [[actions]]                         # in order; "player" defaults to who has priority
    do = "cast"
    player = "alice"
    card = "Shock"
    targets = ["bob"]                   # players or cards: "bob's Grizzly Bears", a label

    [[actions]]
    do = "pass_to"                      # all players pass until that step (stack resolves)
    step = "end"                        # turn = "next" | N, whose = "bob"

    [[expect]]
    card = "Case of the Burning Masks"
    solved = true
    [[expect]]
    player = "bob"
    life = 18

Actions (``do``): ``play`` (card, from), ``cast`` (card, from, targets, x, distribute, kicked
= true/false: pay the kicker cost or not, CR 702.33a; asked when omitted),
``activate`` (card, ability = number from 1 or a piece of its text, targets, x, sacrifice,
distribute), ``attack`` (attackers = [...] or { name = player }, defender), ``block`` (blocks =
{ blocker = attacker }), ``pass`` (count), ``pass_to`` (step, turn, whose), ``resolve`` (count;
default: the whole stack), ``answer`` (answers for the player's next decisions), ``set`` (card:
solved, tapped, damage, counters, becomes_copy_of — a stand-in for an effect that makes a
permanent become a copy of another, CR 707.2; player: life), ``expect`` (an inline
``[[expect]]`` checked at that moment). Every action takes ``answers = [...]`` (names, numbers,
true/false, queued for the decisions it causes), ``note`` (free text), and ``fails = "text"``:
the action must be refused with an :class:`~karlov.runtime.IllegalAction` whose message
contains the text.
Expectations are described in :mod:`karlov.scenario.expect`.

Every problem is reported with the file and line of the entry: TOML syntax (from tomllib),
unknown keys and card names (with did-you-mean), actions the rules refuse, a game that runs
past ``setup.max_steps`` engine steps.

Python API: :func:`run_scenario` takes a path or a dict (the parsed TOML) and returns a
:class:`ScenarioResult`; :func:`run_paths` runs files and folders. To play without a file,
build a :class:`~karlov.runtime.Game` directly from compiled definitions::

    from karlov.scenario import definitions_from_text
    from karlov.runtime import Game
    cards = definitions_from_text("Shock {R}\nInstant\nShock deals 2 damage to any target.\n")
    game = Game(("Alice", "Bob"))
    shock = game.add_card(cards["Shock"], "Alice", "hand")
    game.start(active="Alice")
    ...

or run a dict scenario with ``cards=`` a mapping of name to definition.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from karlov.runtime import CardDefinition

from .cards import CardLookup, CardSource, default_cards, load_card_files
from .model import Scenario, is_scenario_table, parse_scenario
from .run import Failure, ScenarioResult, run
from .source import ScenarioError, SourceMap, Where, read_scenario_text

__all__ = [
    "CardSource",
    "Failure",
    "Scenario",
    "ScenarioError",
    "ScenarioResult",
    "Where",
    "default_cards",
    "definitions_from_text",
    "find_scenarios",
    "is_scenario",
    "load_card_files",
    "load_scenario",
    "run_paths",
    "run_scenario",
]

SUFFIX = ".toml"


def load_scenario(source: str | Path | Mapping[str, Any], *, name: str = "<scenario>") -> Scenario:
    """Read and check a scenario file, or check a dict; raises :class:`ScenarioError`."""
    if isinstance(source, Mapping):
        return parse_scenario(dict(source), SourceMap(name, None))
    path = Path(source)
    text, table = read_scenario_text(path)
    return parse_scenario(table, SourceMap(str(path), text))


def run_scenario(
    source: str | Path | Mapping[str, Any] | Scenario,
    *,
    cards: CardSource | None = None,
    name: str = "<scenario>",
) -> ScenarioResult:
    """Run one scenario (a path, a parsed TOML dict, or a loaded :class:`Scenario`).

    ``cards`` maps names to definitions (a mapping, a callable, or a card library); the
    default is the bundled library of compiled cards. Never raises for a bad scenario: the
    problem is the result's ``error``.
    """
    lookup = CardLookup(cards)
    try:
        scenario = source if isinstance(source, Scenario) else load_scenario(source, name=name)
        if scenario.cards:
            lookup = lookup.extended(_scenario_cards(scenario))
    except ScenarioError as exc:
        path = exc.where.path
        return ScenarioResult(path, Path(path).stem if path != name else name, error=exc)
    return run(scenario, lookup)


def _scenario_cards(scenario: Scenario) -> Any:
    """The library of the scenario's ``cards = [...]``, paths relative to the scenario file
    (to the working directory for a scenario given as a dict)."""
    base = Path(scenario.path).parent if Path(scenario.path).is_file() else Path()
    try:
        return load_card_files(base / p for p in scenario.cards)
    except ValueError as exc:
        raise ScenarioError(scenario.cards_where or scenario.where, str(exc)) from None


def is_scenario(path: Path) -> bool:
    """Is the TOML file at ``path`` a scenario? It is when it has any of the scenario's own
    keys (``title``, ``[setup]``, ``[players.*]``, ``[[actions]]``, ``[[expect]]``), or when it
    cannot be read as TOML at all (so that its error is reported, not skipped). Other TOML
    files (data such as ``tests/data/rulings_*.toml``) are not scenarios."""
    try:
        _text, table = read_scenario_text(path)
    except ScenarioError:
        return True
    return is_scenario_table(table)


def find_scenarios(paths: Iterable[str | Path]) -> list[Path]:
    """The scenario files that ``paths`` name: files as given, folders searched for
    ``*.toml`` files that are scenarios (:func:`is_scenario`), recursively, in sorted order.
    A path that does not exist is a ValueError."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            found = sorted(q for q in p.rglob(f"*{SUFFIX}") if q.is_file())
            out.extend(q for q in found if is_scenario(q))
        elif p.exists():
            out.append(p)
        else:
            raise ValueError(f"path '{p}' does not exist")
    return out


def run_paths(
    paths: Iterable[str | Path], *, cards: CardSource | None = None
) -> list[ScenarioResult]:
    """Run every scenario under ``paths`` (see :func:`find_scenarios`)."""
    return [run_scenario(p, cards=cards) for p in find_scenarios(paths)]


def definitions_from_text(text: str | Iterable[str]) -> dict[str, CardDefinition]:
    """Parse and compile card text (one or more cards per text) into definitions by name.

    Raises :class:`karlov.CardError` for text that doesn't parse or compile."""
    from karlov.compiler.library import CardLibrary

    library = CardLibrary.from_texts([text] if isinstance(text, str) else text)
    return {name: library.definition(name) for name in library.names()}
