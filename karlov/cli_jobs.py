"""``--jobs N``: ``karlov check`` and ``build`` over many files in worker processes,
printing exactly what one process prints.

The files of a ``check`` run are checked together: a name two files define is E050, and a
card may name (conjure) a card of another file. So a worker never decides anything that
needs another file. Each worker reads, parses and checks one file, and compiles its cards
against a library of that file's cards (falling back to the bundled cards, as a run
does), noting every card name the compiler looked up. It sends back plain data: the file's
diagnostics, its cards' names and positions, the compiler's diagnostics of each name, and
the names looked up; never a syntax tree.

The parent then builds the run's answer in the order one process would: E050 from the names
of every file, in file order; each name's compiler diagnostics from the file that defines it
first. A worker's compilation is the run's when every file that defines a name its compiler
looked up is among the files it compiled with (or no file defines it and the bundled cards
were there). A file whose cards looked up a name defined in another file (a card that
conjures a card of the set) is compiled again, by a worker, together with the files that
define those names, until that holds; so the output is the same for any number of
processes. ``karlov build`` is run the same way (:func:`build_in_workers`).

Workers get paths (and the bytes of standard input, read once by the parent) and return
results built here; nothing else crosses a process boundary.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from karlov.frontend.diagnostics import Diagnostic, with_source_line
from karlov.spans import Span

__all__ = [
    "BuiltFile",
    "CheckedFile",
    "build_in_workers",
    "check_in_workers",
    "default_jobs",
    "in_workers",
]


def default_jobs() -> int:
    """The number of cores this process may use (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def in_workers(
    function: Callable[[Any], Any],
    items: Sequence[Any],
    jobs: int,
    done: Callable[[int], None] | None = None,
) -> list[Any]:
    """``[function(item) for item in items]``, in ``jobs`` worker processes, in order;
    ``done(n)`` after each result (for progress)."""
    # Here, not on import: a run of one process (``karlov check`` of one card asks this
    # module for default_jobs) need not load multiprocessing (issue 24).
    from concurrent.futures import ProcessPoolExecutor

    _warm_up()
    out: list[Any] = []
    chunk = max(1, min(8, len(items) // (jobs * 8)))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for result in pool.map(function, items, chunksize=chunk):
            out.append(result)
            if done is not None:
                done(len(out))
    return out


def _warm_up() -> None:
    """Load the parser's tables and the compiler here, before the workers start: forked
    workers share them instead of each loading its own."""
    from karlov.compiler import compile_diagnostics
    from karlov.frontend.syntax import parse_file

    tree, _ = parse_file("Warm Up {1}\nCreature — Bear\nFlying\n2/2\n", "<warm-up>")
    compile_diagnostics(tree.cards if tree is not None else [])


@dataclass(frozen=True)
class CheckedFile:
    """What a worker found in one file (plain data; see the module docstring)."""

    path: str
    text: str | None
    diagnostics: list[Diagnostic]
    parsed: bool
    #: each card of the file in order: its name and where it is
    cards: list[tuple[str, Span | None]] = field(default_factory=list)
    #: the compiler's diagnostics of each name the file defines first (its first definition)
    compiled: dict[str, list[Diagnostic]] = field(default_factory=dict)
    #: every card name the compiler looked up while compiling the file's cards
    lookups: frozenset[str] = frozenset()


def _tracking_library(looked_up: set[str], bundled: bool) -> Any:
    """A card library that records in ``looked_up`` every name looked up in it (the parent
    compiles again a file whose cards named a card of another file), falling back to the
    bundled cards if ``bundled``; duplicates allowed, as :meth:`CardLibrary.for_cards`."""
    from karlov.compiler.library import CardLibrary, bundled_library

    class Tracking(CardLibrary):
        def definition(self, name: str) -> Any:
            looked_up.add(name)
            return super().definition(name)

    library = Tracking(fallback=bundled_library if bundled else None)
    library.refuse_duplicates = False
    return library


def check_one(item: tuple[Sequence[tuple[Path, bytes | None]], int, bool]) -> CheckedFile:
    """The worker: read, parse and check the file ``group[target]``, and compile its cards
    in a library of the cards of every file of ``group`` (in their order), falling back to
    the bundled cards only if ``bundled`` (reading them costs as much as a few hundred
    files, so a worker does it only for a file that names a card of no file of the run)."""
    from karlov import cli

    group, target, bundled = item
    loaded = cli.load(*group[target])
    if loaded.tree is None:
        return CheckedFile(str(loaded.path), loaded.text, loaded.diagnostics, False)
    cards = loaded.tree.cards
    everything = []
    for index, (path, data) in enumerate(group):
        other = loaded if index == target else cli.load(path, data)
        everything += other.tree.cards if other.tree is not None else []
    looked_up: set[str] = set()
    library = _tracking_library(looked_up, bundled)
    for card in everything:
        library.add(card)
    compiled = {
        name: list(library.compiled(name).diagnostics)
        for name in dict.fromkeys(card.name for card in cards)
    }
    return CheckedFile(
        str(loaded.path),
        loaded.text,
        loaded.diagnostics,
        True,
        [(card.name, card.span) for card in cards],
        compiled,
        frozenset(looked_up),
    )


@dataclass(frozen=True)
class BuiltFile:
    """What a worker built of one file for ``karlov build`` (see :func:`build_in_workers`)."""

    path: str
    text: str | None
    diagnostics: list[Diagnostic]
    #: each card of the file in order: its name and where it is
    cards: list[tuple[str, Span | None]] = field(default_factory=list)
    #: each card's IR (or None), the compiler's diagnostics and why it was not built
    built: list[tuple[Any, list[Diagnostic], str | None]] = field(default_factory=list)
    lookups: frozenset[str] = frozenset()


def build_one(item: tuple[Sequence[Path], int, bool]) -> BuiltFile:
    """The worker of ``build``: :func:`karlov.cli.build_card` for each card of the file
    ``group[target]``, in a library of the files of ``group`` (as :func:`check_one`)."""
    from karlov import cli
    from karlov.frontend.layout import split_lines

    group, target, bundled = item
    looked_up: set[str] = set()
    library = _tracking_library(looked_up, bundled)
    lines: dict[str, list[str]] = {}
    mine = None
    for index, path in enumerate(group):
        loaded = cli.load(path)
        if index == target:
            mine = loaded
        if loaded.tree is not None:
            lines[str(loaded.path)] = split_lines(loaded.text or "")
            library.add_file(loaded.tree, loaded.diagnostics, lines[str(loaded.path)])
    assert mine is not None
    if mine.tree is None:
        return BuiltFile(str(mine.path), mine.text, mine.diagnostics)
    cards = mine.tree.cards
    return BuiltFile(
        str(mine.path),
        mine.text,
        mine.diagnostics,
        [(card.name, card.span) for card in cards],
        [cli.build_card(library, card, lines) for card in cards],
        frozenset(looked_up),
    )


def build_in_workers(
    paths: Sequence[Path], jobs: int, done: Callable[[int], None] | None = None
) -> tuple[list[Diagnostic], list[Any], list[Diagnostic], list[tuple[str, str]]]:
    """What ``karlov build`` computes in one process (the files' own diagnostics, then
    :func:`karlov.cli._build_meanings`'s IR, diagnostics and skipped cards), computed in
    ``jobs`` processes. A name two definitions have is never built, so only the parent, which
    sees every file, decides it; the rest is as for ``check``."""
    from karlov import cli
    from karlov.compiler.library import CardLibrary
    from karlov.frontend.layout import split_lines

    results: list[BuiltFile] = _grouped(
        build_one,
        [(path, None) for path in paths],
        jobs,
        done,
        lambda group: [path for path, _ in group],
    )
    own = [d for r in results for d in r.diagnostics]
    lines = {r.path: split_lines(r.text or "") for r in results if r.cards}
    names = CardLibrary()
    names.refuse_duplicates = False
    for result in results:
        for name, span in result.cards:
            names.add(_Named(name, span), (), lines[result.path])  # type: ignore[arg-type]
    found = [d for d in names.diagnostics if d.code == cli.DUPLICATE_NAME]
    counts = Counter(name for r in results for name, _ in r.cards)
    twice = {name for name, n in counts.items() if n > 1}
    for result in results:
        for name, span in result.cards:
            if name in twice and not any(
                d.code == cli.DUPLICATE_NAME and d.span == span for d in found
            ):
                why = "its name is defined more than once; neither definition was built"
                found.append(
                    with_source_line(cli._not_built(_Named(name, span), why), lines[result.path])
                )
    meanings: list[Any] = []
    skipped: list[tuple[str, str]] = []
    for result in results:
        for (name, _), (meaning, diagnostics, why) in zip(result.cards, result.built, strict=True):
            if name in twice:
                skipped.append((name, cli.TWICE))
                continue
            found += diagnostics
            if why is None:
                meanings.append(meaning)
            else:
                skipped.append((name, why))
    return own, meanings, found, skipped


@dataclass(frozen=True)
class _Named:
    """A card as :meth:`CardLibrary.add` sees it when it looks for a name defined twice."""

    name: str
    span: Span | None


def check_in_workers(
    sources: Sequence[tuple[Path, bytes | None]],
    require_playable: bool,
    jobs: int,
    done: Callable[[int], None] | None = None,
) -> list[Diagnostic]:
    """What :func:`karlov.cli.check_sources` returns for ``sources``, computed in ``jobs``
    processes."""
    from karlov import playability
    from karlov.compiler.library import CardLibrary
    from karlov.frontend.layout import split_lines

    results: list[CheckedFile] = _grouped(check_one, sources, jobs, done, lambda group: group)
    parsed = [r for r in results if r.parsed]
    first: dict[str, CheckedFile] = {}  # name -> the file that defines it first
    for result in parsed:
        for name, _ in result.cards:
            first.setdefault(name, result)
    # E050 exactly as the one-process run finds it (CardLibrary.for_cards over every card).
    names = CardLibrary()
    names.refuse_duplicates = False
    for result in parsed:
        for name, span in result.cards:
            names.add(_Named(name, span))  # type: ignore[arg-type]
    found: list[Diagnostic] = list(names.diagnostics)
    for name, result in first.items():
        found += result.compiled[name]
    lines = {r.path: split_lines(r.text or "") for r in parsed}
    later = playability(
        [with_source_line(d, lines.get(d.span.file, [])) for d in found], require_playable
    )
    return _by_file(results, later)


def _grouped(
    worker: Callable[[Any], Any],
    sources: Sequence[tuple[Path, bytes | None]],
    jobs: int,
    done: Callable[[int], None] | None,
    group_of: Callable[[list[tuple[Path, bytes | None]]], Any],
) -> list[Any]:
    """``worker`` on each file of ``sources`` alone, then again, for each file whose cards
    looked up a name defined in a file not in its group, or defined in no file (it may be a
    bundled card), with those files (every definition: a name's errors are all its
    definitions') or with the bundled cards, until every name a file looks up is found as
    the whole run finds it. ``group_of`` makes a group of sources what
    ``worker`` takes; results have ``cards`` and ``lookups``."""
    items = [(group_of([source]), 0, False) for source in sources]
    results: list[Any] = in_workers(worker, items, jobs, done)
    defined: dict[str, set[int]] = {}  # name -> the indexes of the files that define it
    for index, result in enumerate(results):
        for name, _ in result.cards:
            defined.setdefault(name, set()).add(index)
    groups = {index: ({index}, False) for index in range(len(results))}
    while True:
        grown: dict[int, tuple[set[int], bool]] = {}
        for index, result in enumerate(results):
            files, bundled = groups[index]
            needed = {i for name in result.lookups for i in defined.get(name, ())}
            elsewhere = any(name not in defined for name in result.lookups)
            if not needed <= files or (elsewhere and not bundled):
                grown[index] = (files | needed, bundled or elsewhere)
        if not grown:
            return results
        groups.update(grown)
        again = [
            (group_of([sources[i] for i in sorted(files)]), sorted(files).index(index), bundled)
            for index, (files, bundled) in grown.items()
        ]
        for index, result in zip(grown, in_workers(worker, again, jobs), strict=True):
            results[index] = result


def _by_file(results: Iterable[CheckedFile], later: list[Diagnostic]) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    for result in results:
        out += result.diagnostics + [d for d in later if d.span.file == result.path]
    return out
