"""Scenarios: rules situations written as TOML files that read like rulings, played on the
runtime and checked.

A scenario file (``tests/scenarios/*/*.toml``)::

    title = "Case of the Burning Masks is solved at the end step: three sources dealt damage"
    ruling = "..."                      # optional: the ruling it checks, quoted
    rule = "CR 719.3a"                  # optional: the rule it checks

    cards = ["my_case.card"]            # optional: your own card files, besides the bundled
    [setup]                             # all optional
    active = "alice"                    # whose turn (default: the first player)
    step = "precombat main"             # where the game starts (default: main1)
    turn = 3                            # turn number (default 1); seed = 0; max_steps = 5000
    strict = true                       # every decision must be answered (default false)

    [players.alice]                     # one table per player, in turn order
    life = 20
    battlefield = ["Case of the Burning Masks", "Mountain", { card = "Grizzly Bears",
                   label = "her bear", tapped = true, counters = { "+1/+1" = 1 } }]
    hand = ["Shock"]
    library = ["Island", "Island"]     # top card first
    graveyard = []                      # also: exile; outside (sideboard, CR 400.11a)
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
= true/false: pay the kicker cost or not, CR 702.33a, or a number: the times a multikicker
cost is paid, CR 702.33c, or a list of kicker costs as written, ``["{2}{R}"]``: those of
"Kicker [A] and/or [B]" paid, CR 702.33b; asked when omitted, face_down = true:
cast it face down with its morph ability, CR 702.37c, mana), ``turn_face_up`` (card, from,
mana: the special action that turns a face-down permanent face up for its morph cost, CR
702.37e; a face-down card is named by its card, as its controller may look at it, CR 708.5).
``targets`` has one entry per target word; for a spell with one target word, a list of names
is its targets ("X target creatures" with ``x = 2``: ``targets = ["Grizzly Bears", "Hill
Giant"]``; ``[]`` none, for X = 0 or "any number"); with several words, one list per word. A
wrong number is refused with the number the word needs (CR 601.2c),
``activate`` (card, ability = number from 1 or a piece of its text, targets, x, sacrifice,
distribute, mana; a loyalty ability is activated the same way, ``x`` for [−X]). ``mana =
[...]`` names the permanents whose mana abilities pay the cost (CR 601.2g), every one of
them used; only so is a source sacrificed for its mana (a Treasure), never by the runtime's
own choice of sources. ``suspend`` (card, mana: the special action of suspend from the
hand, CR 116.2f, 702.62a). ``attack``
(attackers = [...] or { name = player or planeswalker }, defender: a player or a
planeswalker's name, CR 506.3; bands = [[names], ...]: the attacking bands, CR 508.1e,
702.22c), ``block`` (blocks =
{ blocker = attacker }, or blocker = [attackers] for a creature that can block more than one,
CR 509.1a), ``pass`` (count), ``pass_to`` (step, turn, whose), ``resolve`` (count;
default: the whole stack), ``answer`` (answers for the player's next decisions), ``set`` (card:
solved, tapped, damage, counters, becomes_copy_of — a stand-in for an effect that makes a
permanent become a copy of another, CR 707.2; player: life, energy — energy counters, CR
107.14), ``expect`` (an inline
``[[expect]]`` checked at that moment). Every action takes ``answers = [...]`` (names, numbers,
true/false, queued for the decisions it causes), ``rolls = [...]`` (what the dice rolled from
then on come up as, in order, CR 706.1; a roll not fixed so is the seed's), ``flips = [...]``
(whether the coins flipped from then on are won, true, or lost, false, in order, CR 705.2;
a flip not fixed so is the seed's), ``note`` (free
text), and ``fails = "text"``:
the action must be refused with an :class:`~karlov.runtime.IllegalAction` whose message is
the text, whole (object numbers such as ``#3`` may be left out; white space is not
significant). A piece of the message is not accepted: "mana" or a card name would match the
wrong refusal as well as the right one. When it does not match, the failure quotes the
message to write.
Expectations are described in :mod:`karlov.scenario.expect`.

Every problem is reported with the file and line of the entry: TOML syntax (from tomllib),
unknown keys and card names (with did-you-mean), a value of the wrong type or out of range
(the format is declared once, with every range, in :mod:`karlov.scenario.schema`), actions the
rules refuse, a game that runs past ``setup.max_steps`` engine steps. A UTF-8 byte order mark
at the start of the file is allowed.

Which files are scenarios: a ``.toml`` file with any of ``title``, ``[setup]``,
``[players.*]``, ``[[actions]]`` or ``[[expect]]``. ``karlov play`` on a folder skips its
other TOML files (data such as ``tests/data/rulings_*.toml``); such a file named explicitly
is an error.

Your own cards: ``cards = ["my_case.card", "more/"]`` at the top level: paths relative to the
scenario's folder, with ``/`` between parts, naming ``.card`` files or folders (searched for
``*.card``) in that folder or below it — no absolute path, no ``..``, no symbolic link that
leads out of it, no file of another extension (an error names the entry, never shows the
file's lines; :func:`scenario_card_paths`). ``karlov play --cards PATH...`` (any path you
give on the command line) or
``run_scenario(..., cards=...)`` add cards to the bundled ones; a card of the same name as a
bundled card replaces it. A card whose text has an error, or whose name two of the files
define, is never played: using it is an error that shows its diagnostics.

Answering decisions. A decision the rules ask for during an action (a target for a triggered
ability, a card to discard, "you may", the order of simultaneous triggers...) takes the next
of the acting player's ``answers``; to answer for another player (the defending player's
blocks), queue their answers first with ``do = "answer"``, ``player = "bob"``. When a player's
answers run out, the runtime's deterministic default agent decides (first options, "yes",
X = 0, no attackers or blockers, triggers in the order they triggered) — unless the scenario
is **strict**: ``strict = true`` in ``[setup]`` (or at the top level) makes every decision
that has more than one possible answer and no queued answer an error naming the decision and
its options. Each kind of decision is answered so (each example is a test in
``tests/test_scenario_decisions.py``):

* ``targets``, ``cards``, ``choose``: a name, or a list of names for several (``answers =
  ["Hill Giant"]``; ``"bob's Grizzly Bears"`` or a label names one of several; ``"none"`` or
  ``[]`` chooses nothing where that is allowed);
* the modes of a modal spell (a ``choose`` decision, asked on casting before its targets): a
  piece of each chosen mode's text, or its number, ``"1."`` (``answers = ["Draw three cards"]``);
* cards put back "in any order" (scry, surveil, "the rest on the bottom of your library in any
  order", CR 401.4, 701.22a): a ``cards`` decision that lists each card once, in the order its
  prompt says ("the first is the top card", "the last is the bottom card"); Track Down's scry
  3 with none to the bottom is ``answers = [[], ["Grizzly Bears", "Shock", "Island"]]``;
* ``may``: ``true`` or ``false``;
* ``order`` (the order of your triggered abilities that trigger together, CR 603.3b): a list
  of their sources, the first is put on the stack first and so resolves last (``answers =
  [["Novice Inspector", "Case of the Pilfered Proof"]]``);
* ``distribute``: a list of amounts in the order of the targets, or a table of target =
  amount (``{ "Grizzly Bears" = 1, "Savannah Lions" = 1 }``); a blocked attacker with trample
  divides its combat damage among its blockers and, last, what it attacks (CR 702.19b: that
  one only once each blocker is assigned lethal damage): ``answers = [[2, 4]]`` or
  ``answers = [{ "Grizzly Bears" = 5, bob = 1 }]``;
* ``attackers``: a list of attackers (each attacks the first opponent) or a table of
  attacker = player (``answers = [["Grizzly Bears", "Savannah Lions"]]``);
* ``blockers``: a table of blocker = attacker, ``{}`` for no blocks (``answers = [{ "Hill
  Giant" = "Savannah Lions" }]`` on a ``do = "answer"``, ``player = "bob"`` before the
  attack); blocker = [attackers] for a creature that can block more than one (CR 509.1a);
* ``x``: a whole number (``answers = [true, 2, "Grizzly Bears"]``: collect evidence, X = 2,
  the card to exile);
* ``mana``: a mana option by its symbols, ``"{U}"``, or its number from 0.

A decision with only one possible answer (the only legal target, a division among one
target) is not a choice; a strict scenario need not answer it.

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

import itertools
import json
from collections.abc import Iterable, Mapping
from pathlib import Path, PurePosixPath
from typing import Any

from karlov.runtime import CardDefinition

from .cards import MAX_CARD_FILES, CardLookup, CardSource, default_cards, load_card_files
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
    "scenario_card_paths",
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
    bundled: bool = True,
) -> ScenarioResult:
    """Run one scenario (a path, a parsed TOML dict, or a loaded :class:`Scenario`).

    ``cards`` maps names to definitions (a mapping, a callable, or a card library such as
    :func:`load_card_files` returns); it extends the bundled library of compiled cards, which
    is there unless ``bundled=False`` (cards from ``cards`` alone, e.g. built from IR JSON),
    and the scenario's own ``cards = [...]`` files extend both. Never raises for a bad
    scenario: the problem is the result's ``error``.
    """
    lookup = CardLookup(cards, bundled=bundled)
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
    (to the working directory for a scenario given as a dict), under the rules of
    :func:`scenario_card_paths`."""
    base = Path(scenario.path).parent if Path(scenario.path).is_file() else Path()
    try:
        return load_card_files(scenario_card_paths(base, scenario.cards))
    except ValueError as exc:
        raise ScenarioError(scenario.cards_where or scenario.where, str(exc)) from None


def scenario_card_paths(base: Path, entries: Iterable[str]) -> list[Path]:
    """The files a scenario's ``cards = [...]`` names, checked before anything is read
    (issue 25). Each entry is a relative path with ``/`` between its parts, naming a
    ``.card`` file or a folder (searched for ``.card`` files) in ``base`` — the scenario's
    folder — or below it: no absolute path, no drive, no backslash, no ``..`` part, and after
    symbolic links are followed the file is still inside ``base``. A problem is a
    ``ValueError`` that names the entry, never the content of the file it names."""
    root = base.resolve()
    found: list[Path] = []
    for entry in entries:
        shown = json.dumps(entry, ensure_ascii=True)
        pure = PurePosixPath(entry)
        if not entry or pure.is_absolute() or "\\" in entry or ":" in entry:
            raise ValueError(
                f"cards: {shown} is not a path relative to the scenario's folder "
                '(write it like "cards/my_case.card")'
            )
        if ".." in pure.parts:
            raise ValueError(
                f"cards: {shown} leaves the scenario's folder; card files must be in it or below"
            )
        path = base / pure
        if not path.exists():
            raise ValueError(f"no such card file or folder: {path}")
        if not path.is_dir() and path.suffix != ".card":
            raise ValueError(f"cards: {shown} is not a .card file or a folder of them")
        if not path.resolve().is_relative_to(root):
            raise ValueError(
                f"cards: {shown} leads out of the scenario's folder through a symbolic link"
            )
        if path.is_dir():
            for file in itertools.islice(path.rglob("*.card"), MAX_CARD_FILES + 1):
                if not file.resolve().is_relative_to(root):
                    raise ValueError(
                        f"cards: {json.dumps(str(file), ensure_ascii=True)} leads out of the "
                        "scenario's folder through a symbolic link"
                    )
        found.append(path)
    return found


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
