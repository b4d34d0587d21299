"""The ``karlov`` command: check, format, explain and play card files.

Each subcommand is two functions, one adding its arguments and one running it, listed in
:data:`SUBCOMMANDS`; adding a command is one table entry and those two functions. Exit codes
follow linters: 0 when no errors (warnings allowed), 1 when a file has an error or
``fmt --check`` would change a file, 2 for a usage mistake, 3 for a bug in karlov itself, 130
on Ctrl-C, 141 when the reader of the output went away (128 + SIGPIPE, as shells report it).
Bad input never shows a traceback: it is reported as a diagnostic.
"""

from __future__ import annotations

import sys


def _defer_inspect() -> None:
    """Make :mod:`inspect` load when it is first used, not when :mod:`dataclasses` imports it.

    ``dataclasses`` imports ``inspect`` (with ``ast``, ``dis``, ``tokenize`` and the named
    tuples they define: some 30 M instructions, a sixth of what karlov's own start costs,
    issue 24) for one call, the text signature of a dataclass without a docstring, which a
    check never makes. The command puts an empty module in ``sys.modules`` first, whose
    module ``__getattr__`` (PEP 562) imports the real ``inspect`` the first time any of its
    names is read, copies the real module's names into it and answers from them: every use
    sees the same functions. (:class:`importlib.util.LazyLoader` cannot do it: the import
    statement reads ``__spec__``, which loads such a module at once.) Nothing is done when
    ``inspect`` is already loaded, in a test run or a program that imports karlov."""
    if "inspect" in sys.modules:
        return
    import types

    deferred = types.ModuleType("inspect", "The standard library's inspect, loaded on first use.")

    def load(name: str) -> object:
        if sys.modules.get("inspect") is deferred:
            del sys.modules["inspect"]
        import importlib

        real = importlib.import_module("inspect")
        names = vars(deferred)
        names.update(vars(real))
        names.pop("__getattr__", None)  # the real module has none: missing names now fail
        return getattr(real, name)

    deferred.__getattr__ = load  # type: ignore[method-assign]
    sys.modules["inspect"] = deferred


_defer_inspect()

import argparse  # noqa: E402
import contextlib  # noqa: E402
import gc  # noqa: E402
import io  # noqa: E402
import os  # noqa: E402
from collections import Counter  # noqa: E402
from collections.abc import Callable, Sequence  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import TYPE_CHECKING, Any, NoReturn, TextIO  # noqa: E402

from karlov.frontend.diagnostics import (  # noqa: E402
    TRACEBACK_ENV,
    Diagnostic,
    escaped,
    internal_error,
    with_source_line,
)
from karlov.frontend.patterns import LazyPattern  # noqa: E402
from karlov.frontend.reporting import (  # noqa: E402
    FORMATS,
    format_diagnostics,
    format_text,
    format_usage_error,
    printable,
    quantity,
    render_diagnostic,
    tool_version,
)
from karlov.frontend.sources import (  # noqa: E402
    SourceError,
    UsageError,
    has_bom,
    iter_card_paths,
    read_source,
    write_source,
)
from karlov.spans import Span, ir_class  # noqa: E402

if TYPE_CHECKING:
    from karlov.frontend.nodes import CardFile

__all__ = ["EXIT_ERRORS", "EXIT_INTERNAL", "EXIT_OK", "EXIT_USAGE", "SUBCOMMANDS", "main"]

EXIT_OK = 0
EXIT_ERRORS = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3
EXIT_INTERRUPTED = 130
EXIT_BROKEN_PIPE = 141


@ir_class
class Subcommand:
    """One ``karlov`` subcommand: its one-line help, its arguments, and what it does."""

    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


@ir_class
class Loaded:
    """A card file after reading and parsing: ``tree`` is None when it could not be built."""

    path: Path
    text: str | None
    tree: CardFile | None
    diagnostics: list[Diagnostic]

    @property
    def has_errors(self) -> bool:
        return self.tree is None or any(d.is_error for d in self.diagnostics)


# --- shared helpers ---------------------------------------------------------------------------


def _parse_file(text: str, filename: str) -> tuple[CardFile | None, list[Diagnostic]]:
    """The parser, imported on first use so ``karlov --help`` stays fast and grammar-free."""
    from karlov.frontend.syntax import parse_file

    return parse_file(text, filename)


#: The path that names standard input on the command line, and its name in diagnostics.
STDIN = "-"
STDIN_NAME = "<stdin>"

#: A file to read: its path, or for standard input (``-``) the bytes read from it.
Source = tuple[Path, bytes | None]


def check_file(path: Path, require_playable: bool = False) -> list[Diagnostic]:
    """What ``karlov check`` reports for one file: reading, syntax, checks, then C001.

    C001 (the runtime cannot play this text yet) is an error only with ``require_playable``;
    otherwise it is a note, so the syntax and templating checks stay usable on any Magic text.
    """
    return check_files([path], require_playable)


def check_files(paths: Sequence[Path], require_playable: bool = False) -> list[Diagnostic]:
    """What ``karlov check`` reports for files checked together (a card may name a card of
    any of them, and a name defined twice is E050), each file's diagnostics together; C001 is
    a note unless ``require_playable``."""
    return check_sources([(path, None) for path in paths], require_playable)


def check_sources(
    sources: Sequence[Source], require_playable: bool = False, jobs: int = 1
) -> list[Diagnostic]:
    """:func:`check_files` for files and standard input, in ``jobs`` processes when there
    are many files (:mod:`karlov.cli_jobs`: the same diagnostics in the same order)."""
    from karlov import playability

    progress = _Progress("checked", len(sources))
    if jobs > 1 and len(sources) >= MIN_FILES_FOR_WORKERS:
        from karlov.cli_jobs import check_in_workers

        found = check_in_workers(sources, require_playable, jobs, progress.update)
        progress.clear()
        return found
    files = []
    for path, data in sources:
        files.append(load(path, data))
        progress.update(len(files))
    later = playability(
        _compile_diagnostics([f for f in files if f.tree is not None]), require_playable
    )
    progress.clear()
    out: list[Diagnostic] = []
    for f in files:
        out += f.diagnostics + [d for d in later if d.span.file == str(f.path)]
    return out


#: Fewer files than this are checked (formatted, built) in one process: starting workers
#: costs more.
MIN_FILES_FOR_WORKERS = 16


class _Progress:
    """``karlov check: 120/5000 files`` on stderr, rewritten in place, only when stderr is a
    terminal (a log or a pipe never gets it) and there is more than one file; cleared before
    the results are printed."""

    def __init__(self, verb: str, total: int) -> None:
        self.verb, self.total = verb, total
        self.shown = total > 1 and _is_terminal(sys.stderr)

    def update(self, done: int) -> None:
        if self.shown:
            sys.stderr.write(f"\r{self.verb} {done}/{self.total} files")
            sys.stderr.flush()

    def clear(self) -> None:
        if self.shown:
            sys.stderr.write("\r\x1b[K")
            sys.stderr.flush()
            self.shown = False


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def _compile_diagnostics(files: Sequence[Loaded]) -> list[Diagnostic]:
    """E050 and C001 (cards that parse but that the runtime cannot execute yet)."""
    from karlov.compiler import compile_diagnostics
    from karlov.frontend.layout import split_lines

    lines = {str(f.path): split_lines(f.text or "") for f in files}
    cards = [card for f in files if f.tree is not None for card in f.tree.cards]
    return [with_source_line(d, lines.get(d.span.file, [])) for d in compile_diagnostics(cards)]


def _canonical_text(text: str, filename: str) -> str | None:
    """The rendered file with every warning's fix applied (see :mod:`karlov.frontend.fixes`)."""
    from karlov.frontend.fixes import canonical_text

    return canonical_text(text, filename)


def _render_file(card_file: CardFile) -> str:
    from karlov.frontend.renderer import render_file

    return render_file(card_file)


def _position(diagnostic: Diagnostic) -> tuple[int, int]:
    return (diagnostic.span.line, diagnostic.span.column)


def load(path: Path, data: bytes | None = None) -> Loaded:
    """Read and parse one file, or with ``data`` the bytes of standard input (named
    ``<stdin>``); unreadable input becomes its diagnostic, never an exception."""
    from karlov.frontend.sources import decode_source

    try:
        if data is None:
            text = read_source(path)
        else:
            path = Path(STDIN_NAME)
            text = decode_source(data, STDIN_NAME)
    except SourceError as exc:
        return Loaded(path, None, None, [exc.diagnostic])
    tree, diagnostics = _parse_file(text, str(path))
    if has_bom(path) if data is None else data.startswith(b"\xef\xbb\xbf"):
        from karlov.frontend.syntax import bom_warning

        diagnostics.append(bom_warning(str(path)))
    from karlov.frontend.layout import split_lines

    lines = split_lines(text)
    diagnostics = [with_source_line(d, lines) for d in diagnostics]
    return Loaded(path, text, tree, sorted(diagnostics, key=_position))


def _card_paths(parser: argparse.ArgumentParser, names: Sequence[str]) -> list[Path]:
    """The files that ``names`` reach; a path that names nothing is a usage error (exit 2)."""
    try:
        paths = iter_card_paths(names)
    except UsageError as exc:
        parser.error(str(exc))
    if not paths:
        parser.error("no .card files found in the given paths")
    return paths


def _card_sources(parser: argparse.ArgumentParser, names: Sequence[str]) -> list[Source]:
    """:func:`_card_paths`, where ``-`` is standard input (read here, once, in its place);
    ``./-`` names a file called ``-``."""
    if names.count(STDIN) > 1:
        parser.error("'-' (standard input) is given more than once")
    if STDIN not in names:
        return [(path, None) for path in _card_paths(parser, names)]
    at = names.index(STDIN)
    try:
        before = iter_card_paths(names[:at])
        after = [p for p in iter_card_paths(names[at + 1 :]) if p not in before]
    except UsageError as exc:
        parser.error(str(exc))
    return [
        *((path, None) for path in before),
        (Path(STDIN_NAME), _read_stdin()),
        *((path, None) for path in after),
    ]


def _read_stdin() -> bytes:
    """Standard input's bytes (at most one byte over the size limit, which is then K003)."""
    from karlov.frontend.sources import MAX_SOURCE_BYTES

    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:
        return b""
    return stream.read(MAX_SOURCE_BYTES + 1)


def _out(text: str, *, raw: bool = False, stream: TextIO | None = None) -> None:
    """Print ``text``; unless ``raw`` (JSON, SARIF), control characters from file names or
    card text are shown as symbols so they cannot drive the terminal, and diagnostics are
    coloured when the stream gets colour (:func:`_set_colour`)."""
    stream = sys.stdout if stream is None else stream
    if not raw:
        text = printable(text)
        if _COLOUR["stderr" if stream is sys.stderr else "stdout"]:
            text = colourize(text)
    stream.write(text)
    stream.flush()


#: Whether each stream gets colour in this run (set by :func:`_set_colour` per command).
_COLOUR = {"stdout": False, "stderr": False}

_BOLD, _RESET = "\x1b[1m", "\x1b[0m"
_SEVERITY_COLOURS = {"error": "\x1b[1;31m", "warning": "\x1b[1;33m", "note": "\x1b[1;36m"}
# Compiled when colour is first written (issue 24: a check's start need not compile them).
_HEADER = LazyPattern(r"^(?P<where>\S[^\n]*?:\d+:\d+): (?P<severity>error|warning|note)\b")
_CARET = LazyPattern(r"^(?P<gutter> *\| )(?P<marks>[ ^~]*\^[ ^~]*)$")
_VERDICT = LazyPattern(r"^(?P<verdict>PASS|FAIL) ")


def colourize(text: str) -> str:
    """``text`` with ANSI colours: each diagnostic's place in bold, its severity (and the
    caret under its source line) red, yellow or cyan, ``help:`` in bold, and ``karlov play``'s
    PASS green and FAIL red. Text that is not a diagnostic is left as it is."""
    out = []
    colour = _SEVERITY_COLOURS["error"]
    for line in text.split("\n"):
        header = _HEADER.match(line)
        caret = _CARET.match(line)
        verdict = _VERDICT.match(line)
        if header:
            colour = _SEVERITY_COLOURS[header["severity"]]
            where, rest = header["where"], line[header.end("where") + 2 :]
            severity_end = len(header["severity"])
            bracket = rest.find("]:", severity_end)
            end = (
                bracket + 1 if rest.startswith("[", severity_end) and bracket > 0 else severity_end
            )
            line = f"{_BOLD}{where}{_RESET}: {colour}{rest[:end]}{_RESET}{rest[end:]}"
        elif caret:
            line = f"{caret['gutter']}{colour}{caret['marks']}{_RESET}"
        elif line.startswith("help: "):
            line = f"{_BOLD}help{_RESET}: {line[6:]}"
        elif verdict:
            code = "\x1b[1;32m" if verdict["verdict"] == "PASS" else "\x1b[1;31m"
            line = f"{code}{verdict['verdict']}{_RESET}{line[4:]}"
        out.append(line)
    return "\n".join(out)


def _set_colour(mode: str) -> None:
    """Decide, for stdout and stderr, whether this run colours its text: ``always``,
    ``never``, or ``auto``: on a terminal, unless ``NO_COLOR`` is set to anything non-empty
    (https://no-color.org) or ``TERM`` is ``dumb``."""
    for name, stream in (("stdout", sys.stdout), ("stderr", sys.stderr)):
        if mode == "auto":
            _COLOUR[name] = (
                _is_terminal(stream)
                and not os.environ.get("NO_COLOR")
                and os.environ.get("TERM") != "dumb"
            )
        else:
            _COLOUR[name] = mode == "always"


def _err(text: str) -> None:
    _out(text, stream=sys.stderr)


# --- karlov check -----------------------------------------------------------------------------


def add_check_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths", nargs="+", metavar="PATH", help="card files or folders; - reads standard input"
    )
    parser.add_argument(
        "--format",
        choices=FORMATS,
        default="text",
        help="how to print diagnostics (default: text)",
    )
    parser.add_argument(
        "--require-playable",
        action="store_true",
        help="fail (C001 as an error) on text the rules runtime cannot play yet",
    )
    _add_jobs_argument(parser)
    _add_color_argument(parser)


def _jobs_count(value: str) -> int:
    try:
        jobs = int(value)
    except ValueError:
        jobs = 0
    if jobs < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number of 1 or more, not '{value}'")
    return jobs


def _add_jobs_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "-j",
        "--jobs",
        type=_jobs_count,
        default=None,
        metavar="N",
        help="check the files in N processes (default: the number of cores; 1: in this "
        "process); the output is the same for any N",
    )


def _jobs(args: argparse.Namespace, files: int) -> int:
    """The processes to work on ``files`` files in: one when they are fewer than
    :data:`MIN_FILES_FOR_WORKERS` (and then :mod:`karlov.cli_jobs` is not loaded)."""
    if files < MIN_FILES_FOR_WORKERS:
        return 1
    if args.jobs is not None:
        return int(args.jobs)
    from karlov.cli_jobs import default_jobs

    return default_jobs()


def _add_color_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour the diagnostics: auto (the default) colours on a terminal unless "
        "NO_COLOR is set",
    )


def run_check(args: argparse.Namespace) -> int:
    """Print every diagnostic of every file; fail only on errors so warnings never block CI."""
    sources = _card_sources(args.parser, args.paths)
    diagnostics = check_sources(sources, args.require_playable, _jobs(args, len(sources)))
    _out(format_diagnostics(diagnostics, len(sources), args.format), raw=args.format != "text")
    return EXIT_ERRORS if any(d.is_error for d in diagnostics) else EXIT_OK


# --- karlov fmt -------------------------------------------------------------------------------


def add_fmt_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="card files or folders; - formats standard input to standard output",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="change nothing; list the files that would change, and why, and exit 1 if any would",
    )
    parser.add_argument(
        "--diff",
        action="store_true",
        help="with --check, also print a unified diff of each change",
    )
    _add_jobs_argument(parser)
    _add_color_argument(parser)


@ir_class
class Formatted:
    """What ``fmt`` makes of one file (plain data, so a worker process can return it):
    ``outcome`` is ``"refused"`` (errors or an internal error; ``errors`` says so, for
    stderr), ``"unchanged"`` or ``"changed"`` (``new_text``, with ``reasons`` and ``diff``
    when asked for)."""

    path: str
    outcome: str
    errors: str = ""
    text: str | None = None
    new_text: str | None = None
    reasons: str = ""
    diff: str = ""


def format_one(source: Source, check: bool = False, diff: bool = False) -> Formatted:
    """Format one file (or standard input) without writing anything: see :func:`run_fmt`."""
    path, data = source
    loaded = load(path, data)
    name = str(loaded.path)
    if loaded.has_errors or loaded.text is None or loaded.tree is None:
        errors = "".join(render_diagnostic(d) + "\n\n" for d in loaded.diagnostics if d.is_error)
        errors += f"{escaped(name)}: not formatted because it has errors\n"
        return Formatted(name, "refused", errors, loaded.text)
    try:
        new_text = _canonical_text(loaded.text, name) or _render_file(loaded.tree)
    except Exception as exc:  # a bug in karlov: this file is left alone, the others go on
        failure = internal_error(exc, Span(name, 1, 1, 1, 1))
        errors = render_diagnostic(failure) + "\n\n"
        errors += f"{escaped(name)}: not formatted because of an internal error\n"
        return Formatted(name, "refused", errors, loaded.text)
    bom = has_bom(path) if data is None else data.startswith(b"\xef\xbb\xbf")
    if new_text == loaded.text and not bom:
        return Formatted(name, "unchanged", text=loaded.text, new_text=new_text)
    _, again = _parse_file(new_text, name)
    if any(d.is_error for d in again):
        errors = (
            f"{escaped(name)}: internal error: the formatted text would not parse again, so the "
            "file was left unchanged; please report this with the file\n"
        )
        return Formatted(name, "refused", errors, loaded.text)
    return Formatted(
        name,
        "changed",
        text=loaded.text,
        new_text=new_text,
        reasons=_reasons(loaded, new_text) if check else "",
        diff=_unified_diff(loaded.text, new_text, name) if check and diff else "",
    )


def _format_job(item: tuple[Source, bool, bool]) -> Formatted:
    return format_one(*item)


def run_fmt(args: argparse.Namespace) -> int:
    """Rewrite files in canonical form, refusing any file with an error.

    Canonical form is the rendered AST with the fix of every warning applied (the card's name
    where Oracle says "this Case", number words, the To solve reminder).

    A file with errors is reported and left byte for byte as it was: rewriting it from a
    partial tree could lose text. The rendered text is parsed again before it is written,
    so a formatter bug that would produce broken text leaves the file alone too.

    ``fmt -`` formats standard input to standard output (nothing else is printed there):
    the canonical text, or the input unchanged when it has errors (reported on stderr, exit
    1), so an editor that pipes its buffer through ``karlov fmt -`` never loses it.
    ``fmt --check -`` reports ``<stdin>`` as it reports a file. Files are formatted in
    ``--jobs`` processes; the parent prints and writes, in the order of the files.
    """
    if STDIN in args.paths and not args.check:
        if len(args.paths) > 1:
            args.parser.error(
                "'-' (standard input) is formatted to standard output, so it can't be given "
                "with other files (or use --check)"
            )
        return _format_stdin()
    sources = _card_sources(args.parser, args.paths)
    items = [(source, args.check, args.diff) for source in sources]
    progress = _Progress("formatted", len(items))
    jobs = _jobs(args, len(items))
    if jobs > 1:
        from karlov.cli_jobs import in_workers

        results = in_workers(_format_job, items, jobs, progress.update)
    else:
        results = []
        for item in items:
            results.append(_format_job(item))
            progress.update(len(results))
    progress.clear()
    changed = unchanged = refused = 0
    for result in results:
        shown = escaped(result.path)
        if result.outcome == "refused":
            refused += 1
            _err(result.errors)
            continue
        if result.outcome == "unchanged":
            unchanged += 1
            continue
        changed += 1
        assert result.new_text is not None
        if args.check:
            _out(f"would reformat {shown}\n")
            _out(result.reasons)
            if args.diff:
                _out(result.diff)
            continue
        try:
            write_source(Path(result.path), result.new_text)
        except OSError as exc:
            changed -= 1
            refused += 1
            _err(f"{shown}: cannot write the formatted file: {exc.strerror or exc}\n")
            continue
        _out(f"reformatted {shown}\n")

    verb = "would be reformatted" if args.check else "reformatted"
    parts = [f"{quantity(changed, 'file')} {verb}", f"{unchanged} left unchanged"]
    if refused:
        parts.append(f"{refused} not formatted because of errors")
    _out(", ".join(parts) + "\n")
    return EXIT_ERRORS if refused or (args.check and changed) else EXIT_OK


def _format_stdin() -> int:
    """``karlov fmt -``: see :func:`run_fmt`."""
    data = _read_stdin()
    result = format_one((Path(STDIN_NAME), data))
    if result.outcome == "refused":
        _err(result.errors)
        if result.text is not None:
            _out(result.text, raw=True)
        else:  # not text at all (binary, not UTF-8): the bytes as they came
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        return EXIT_ERRORS
    assert result.new_text is not None
    _out(result.new_text, raw=True)
    return EXIT_OK


def _reasons(loaded: Loaded, new_text: str) -> str:
    """Why ``fmt`` would change a file: each warning ``check`` gives for it (the same file
    always gets one: W109-W114 report what fmt rewrites that no other warning reports)."""
    warnings = [d for d in loaded.diagnostics if not d.is_error]
    if warnings:
        headers = [render_diagnostic(d).split("\n", 1)[0] for d in warnings]
        return "".join(f"  {header}\n" for header in headers)
    assert loaded.text is not None
    old_lines = loaded.text.split("\n")
    new_lines = new_text.split("\n")
    first = next(
        (i for i, (a, b) in enumerate(zip(old_lines, new_lines, strict=False)) if a != b),
        min(len(old_lines), len(new_lines)),
    )
    return f"  {escaped(str(loaded.path))}:{first + 1}: fmt writes this line in canonical form\n"


def _unified_diff(old: str, new: str, name: str) -> str:
    """``old`` to ``new`` as a unified diff, line endings shown as they are in the file."""
    import difflib
    import re

    def lines(text: str) -> list[str]:  # only \n, \r\n and \r end a line
        return [line for line in re.split(r"(?<=\n)|(?<=\r)(?!\n)", text) if line]

    diff = difflib.unified_diff(
        lines(old),
        lines(new),
        fromfile=escaped(name),
        tofile=f"{escaped(name)} (formatted)",
    )
    missing = "\n\\ No newline at end of file\n"
    return "".join(line if line.endswith(("\n", "\r")) else line + missing for line in diff)


# --- karlov explain ---------------------------------------------------------------------------


def add_explain_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="one card file")
    parser.add_argument("--ast", action="store_true", help="print the parse tree, not the meaning")
    parser.add_argument(
        "--json",
        action="store_true",
        help="print JSON: the IR (described by 'karlov schema'), or the parse tree with --ast",
    )
    _add_color_argument(parser)


def _compiled_cards(loaded: Loaded) -> list[tuple[Any, Any]]:
    """Each card of the file with what the compiler made of it."""
    from karlov.compiler.library import CardLibrary

    assert loaded.tree is not None
    library = CardLibrary.for_cards(loaded.tree.cards)
    pairs = [(card, library.compiled(card.name)) for card in loaded.tree.cards]
    if any(not hasattr(compiled, "ir") for _, compiled in pairs):
        raise RuntimeError("this compiler does not lower cards to IR")
    return pairs


def _card_meanings(
    loaded: Loaded, pairs: list[tuple[Any, Any]] | None = None
) -> tuple[list[Any], list[Diagnostic]]:
    """The IR of every card of the file that compiles, and every C001 of those that don't."""
    assert loaded.text is not None
    from karlov.frontend.layout import split_lines

    lines = split_lines(loaded.text)
    meanings: list[Any] = []
    diagnostics: list[Diagnostic] = []
    for _, compiled in _compiled_cards(loaded) if pairs is None else pairs:
        diagnostics += [with_source_line(d, lines) for d in compiled.diagnostics]
        if compiled.ir is not None and not any(d.is_error for d in compiled.diagnostics):
            meanings.append(compiled.ir)
    return meanings, diagnostics


def run_explain(args: argparse.Namespace) -> int:
    """Print what each card means (from its IR), or with ``--ast`` the parsed tree.

    Diagnostics go to stderr so stdout stays the explanation alone. A card the runtime cannot
    execute is reported with C001 as ``karlov check`` does (exit 1); its lines that compile
    are still explained, each line that doesn't says why, and the other cards of the file are
    explained. ``--json`` prints the IR of the cards that compile whole.
    """
    from karlov.explain import explain_compiled, explain_json, explain_tree

    path = Path(args.path)
    if not os.path.lexists(path):
        args.parser.error(f"path '{args.path}' does not exist")
    loaded = load(path)  # a folder is reported as K005: explain shows one file
    if loaded.has_errors or loaded.tree is None:
        _err(format_text(loaded.diagnostics, 1))
        return EXIT_ERRORS
    if args.ast:
        compile_errors = _compile_diagnostics([loaded])
        cards = loaded.tree.cards
        if args.json:
            import json

            output = json.dumps(explain_json(cards), indent=2) + "\n"
        else:
            output = explain_tree(cards)
    else:
        pairs = _compiled_cards(loaded)
        meanings, compile_errors = _card_meanings(loaded, pairs)
        if args.json:
            from karlov.ir import dumps

            output = dumps(tuple(meanings), indent=2) + "\n"
        else:
            output = explain_compiled(pairs)
    diagnostics = sorted(loaded.diagnostics + compile_errors, key=_position)
    if diagnostics:
        _err(format_text(diagnostics, 1))
    _out(output, raw=args.json)
    return EXIT_ERRORS if any(d.is_error for d in diagnostics) else EXIT_OK


# --- karlov play ------------------------------------------------------------------------------


def add_play_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help="scenario files or folders (a .card file given here is played as with --cards)",
    )
    parser.add_argument(
        "--log", action="store_true", help="print each game's event log and its final state"
    )
    parser.add_argument(
        "--cards",
        action="append",
        default=[],
        metavar="CARDS",
        help="your own .card file or folder, played besides the bundled cards; repeat the "
        "option for more (a .toml given here is taken as a scenario)",
    )
    _add_color_argument(parser)


def _play_paths(args: argparse.Namespace) -> tuple[list[Path], list[str]]:
    """The scenarios and the card paths of ``karlov play``'s command line, in any order.

    ``--cards`` takes one path (repeat it for more), so a scenario after it is a scenario
    (``play --cards DIR s.toml``); a ``.card`` file among the scenarios is a card file and a
    ``.toml`` after ``--cards`` a scenario, whichever way round they were written. A folder
    given as a scenario path that holds no scenario is a usage error that says so, rather
    than a silent no-op, when it holds card files (a folder of data files is skipped)."""
    from karlov.scenario import find_scenarios

    given = [*args.paths, *(p for p in args.cards if p.endswith(".toml"))]
    cards = [p for p in args.cards if not p.endswith(".toml")]
    cards += [p for p in given if p.endswith(".card")]
    scenario_paths = [p for p in given if not p.endswith(".card")]
    paths: list[Path] = []
    for name in scenario_paths:
        try:
            found = find_scenarios([name])
        except ValueError as exc:
            args.parser.error(str(exc))
        if not found and Path(name).is_dir() and next(Path(name).rglob("*.card"), None):
            args.parser.error(
                f"'{name}' holds .card files but no scenario (to play its cards, write "
                f"--cards {name})"
            )
        paths += found
    if not paths:
        args.parser.error("no .toml scenario files found in the given paths")
    return paths, cards


def run_play(args: argparse.Namespace) -> int:
    """Run scenarios: one PASS/FAIL line each, then what failed (file:line, expected vs got)."""
    from karlov.scenario import load_card_files, run_scenario

    paths, card_paths = _play_paths(args)
    cards = None
    if card_paths:
        try:
            cards = load_card_files(card_paths)
        except ValueError as exc:
            _err(f"karlov play: the --cards files can't be read:\n{exc}\n")
            return EXIT_ERRORS
    failed = 0
    for path in paths:
        result = run_scenario(path, cards=cards)
        failed += not result.passed
        _out(result.report() + "\n")
        if args.log and result.game is not None:
            from karlov.scenario.run import final_state

            lines = [*result.game.log_lines(), *final_state(result.game)]
            _out("".join(f"    | {line}\n" for line in lines))
    _out(f"{quantity(len(paths) - failed, 'scenario')} passed, {failed} failed\n")
    return EXIT_ERRORS if failed else EXIT_OK


#: the code of a card name defined twice (karlov.compiler.library.DUPLICATE_NAME)
DUPLICATE_NAME = "E050"

# --- karlov build -------------------------------------------------------------------------------


def add_build_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help="card files or folders")
    parser.add_argument("--target", required=True, choices=("json", "forge", "phase"))
    parser.add_argument("-o", "--output", default="build", metavar="DIR", help="default: build")
    parser.add_argument(
        "--allow-partial",
        action="store_true",
        help="write what each target can express of every card (gaps are still listed, exit 1)",
    )
    _add_force_argument(parser)
    _add_jobs_argument(parser)
    _add_color_argument(parser)


def _add_force_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--force",
        action="store_true",
        help="replace output files that differ from what karlov last wrote there (edited files)",
    )


def _source_names(names: Sequence[str]) -> dict[str, str]:
    """Each card file's stable name for IR JSON: its path relative to the folder given on the
    command line (POSIX form), or the file's own name when it was given itself."""
    from karlov.frontend.sources import iter_card_paths

    found: dict[str, str] = {}
    for raw in names:
        root = Path(raw)
        try:
            paths = iter_card_paths([raw])
        except UsageError:
            continue
        for path in paths:
            stable = path.relative_to(root).as_posix() if root.is_dir() else path.name
            found.setdefault(str(path), stable)
    return found


def _build_meanings(
    files: Sequence[Loaded],
) -> tuple[list[Any], list[Diagnostic], list[tuple[str, str]]]:
    """The IR of every card of ``files`` that compiles, and the diagnostics the files' own do
    not hold: the files are built together (a card may name a card of another; a name two of
    them define is E050, and neither definition is built). A card with an error on its lines
    is not built; the other cards of its file are. A compiler failure on one card is that
    card's error (X001). Also each card not built, with why."""
    from karlov.compiler.library import CardLibrary, bundled_library
    from karlov.frontend.layout import split_lines

    library = CardLibrary(fallback=bundled_library)
    library.refuse_duplicates = False  # reported below; neither definition is built
    lines: dict[str, list[str]] = {}
    cards: list[Any] = []
    for f in files:
        if f.tree is None:
            continue
        lines[str(f.path)] = split_lines(f.text or "")
        library.add_file(f.tree, f.diagnostics, lines[str(f.path)])
        cards += f.tree.cards
    diagnostics = [d for d in library.diagnostics if d.code == DUPLICATE_NAME]
    counts = Counter(card.name for card in cards)
    twice = {name for name, n in counts.items() if n > 1}
    diagnostics += [
        with_source_line(
            _not_built(card, "its name is defined more than once; neither definition was built"),
            lines.get(card.span.file if card.span else "", []),
        )
        for card in cards
        if card.name in twice
        and not any(d.code == DUPLICATE_NAME and d.span == card.span for d in diagnostics)
    ]
    meanings: list[Any] = []
    skipped: list[tuple[str, str]] = []
    for card in cards:
        if card.name in twice:
            skipped.append((card.name, TWICE))
            continue
        meaning, found, why = build_card(library, card, lines)
        diagnostics += found
        if why is None:
            meanings.append(meaning)
        else:
            skipped.append((card.name, why))
    return meanings, diagnostics, skipped


#: Why a card whose name two definitions have is not built.
TWICE = "its name is defined more than once (E050)"


def build_card(
    library: Any, card: Any, lines: dict[str, list[str]]
) -> tuple[Any, list[Diagnostic], str | None]:
    """One card of ``karlov build`` (its name defined once): its IR, the compiler's
    diagnostics, and why it is not built (None when it is). A card with an error on its lines
    is not built; a compiler failure is the card's error (X001)."""
    if card.name in library.broken:  # its errors are reported
        return None, [], "its text has errors"
    try:
        compiled = library.compiled(card.name)
        found = [with_source_line(d, lines.get(d.span.file, [])) for d in compiled.diagnostics]
    except Exception as exc:  # a bug in karlov: this card only
        return None, [_internal_card_error(card, exc)], "internal error while compiling it (X001)"
    codes = sorted({d.code for d in found if d.is_error})
    if compiled.ir is not None and not codes:
        return compiled.ir, found, None
    if "X001" in codes:
        return None, found, "internal error while compiling it (X001)"
    if codes == ["C001"]:
        return None, found, "karlov cannot play all of its text yet (C001)"
    return None, found, f"it does not compile ({', '.join(codes) or 'no IR'})"


def _not_built(card: Any, why: str, code: str = DUPLICATE_NAME) -> Diagnostic:
    """An error at ``card``'s name line: it was not built, and why."""
    from karlov.frontend.diagnostics import Severity

    span = card.span or Span("<card>", 1, 1, 1, 1)
    return Diagnostic(span, Severity.ERROR, code, f"'{card.name}' was not built: {why}")


def _internal_card_error(card: Any, exc: Exception) -> Diagnostic:
    """X001 at the card's name line (:func:`~karlov.frontend.diagnostics.internal_error`)."""
    span = card.span or Span("<card>", 1, 1, 1, 1)
    return internal_error(exc, Span(span.file, span.line, 1, span.line, len(card.name) + 1))


def run_build(args: argparse.Namespace) -> int:
    """Generate engine plugins (issue 8). Cards the runtime cannot play (C001) are refused;
    every gap a target has is listed as ``file:line:col: error[T00x]``; files are written by
    :mod:`karlov.outputs` (confined to ``-o``, atomic, never over an edited file without
    ``--force``). Exit 1 if anything was not built or written."""
    from karlov.outputs import write_files
    from karlov.targets.build import build

    paths = _card_paths(args.parser, args.paths)
    progress = _Progress("read", len(paths))
    jobs = _jobs(args, len(paths))
    if jobs > 1:
        from karlov.cli_jobs import build_in_workers

        own, meanings, found, skipped = build_in_workers(paths, jobs, progress.update)
    else:
        files = []
        for path in paths:
            files.append(load(path))
            progress.update(len(files))
        own = [d for f in files for d in f.diagnostics]
        meanings, found, skipped = _build_meanings(files)
    progress.clear()
    diagnostics = own + found
    if args.target == "json":
        from karlov.targets.json_target import with_source_names

        names = _source_names(args.paths)
        meanings = [with_source_names(card, names) for card in meanings]
    result = build(meanings, args.target, allow_partial=args.allow_partial)
    out_dir = Path(args.output)
    report = write_files(out_dir, result.files, force=args.force)
    if diagnostics:
        ordered = sorted(diagnostics, key=lambda d: (d.span.file, *_position(d)))
        _err(format_text(ordered, len(paths)))
    for gap in result.gaps:
        _err(gap.render() + "\n")
    for problem in report.problems:
        _err(f"{problem}\n")
    internal = {g.card for g in result.gaps if g.code == "T900"}
    if not args.allow_partial:
        why = "the target cannot write all of it (the gaps above; --allow-partial writes the rest)"
        skipped += [(name, why) for name in result.partial if name not in internal]
    skipped += [(name, "internal error in the generator (T900)") for name in sorted(internal)]
    for name, reason in skipped:
        _out(f"skipped {name}: {reason}\n")
    _out(
        f"{quantity(len(report.written), 'file')} written to {out_dir}"
        + (f", {quantity(len(skipped), 'card')} skipped\n" if skipped else "\n")
    )
    failed = result.gaps or report.problems or any(d.is_error for d in diagnostics)
    return EXIT_ERRORS if failed else EXIT_OK


# --- karlov schema ----------------------------------------------------------------------------


def add_schema_arguments(parser: argparse.ArgumentParser) -> None:
    """``karlov schema`` takes no arguments."""


def run_schema(args: argparse.Namespace) -> int:
    """Print the JSON Schema of IR JSON (draft 2020-12), generated from the IR classes."""
    from karlov.ir.schema import schema_text

    _out(schema_text(), raw=True)
    return EXIT_OK


# --- karlov import ---------------------------------------------------------------------------


def add_import_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", choices=("mtgjson", "scryfall"), help="the kind of JSON file")
    parser.add_argument("files", nargs="+", metavar="FILE", help="JSON files to import")
    parser.add_argument("-o", "--output", required=True, metavar="DIR", help="folder to write")
    _add_force_argument(parser)


def run_import(args: argparse.Namespace) -> int:
    """Write a ``.card`` file per card; list skipped cards with the reason (see
    :mod:`karlov.importers`); exit 1 if an input file is unreadable or not the expected JSON."""
    from karlov.importers import import_files

    out_dir = Path(args.output)
    if out_dir.exists() and not out_dir.is_dir():
        args.parser.error(f"output '{args.output}' exists and is not a folder")
    missing = [name for name in args.files if not Path(name).is_file()]
    if missing:
        args.parser.error(f"'{missing[0]}' is not a file")
    result = import_files(
        args.source, [Path(name) for name in args.files], out_dir, force=args.force
    )
    for name, reason in result.skipped:
        _out(f"skipped {name}: {reason}\n")
    for problem in result.problems:
        _err(f"{problem}\n")
    _out(
        f"{quantity(len(result.written), 'card')} written to {out_dir},"
        f" {len(result.skipped)} skipped\n"
    )
    return EXIT_ERRORS if result.problems else EXIT_OK


# --- karlov new -------------------------------------------------------------------------------


def add_new_arguments(parser: argparse.ArgumentParser) -> None:
    from karlov.scaffold import KINDS

    parser.add_argument("kind", choices=KINDS, help="what to start: a Case card")
    parser.add_argument(
        "name", metavar="NAME", help='the card\'s name, such as "Case of the Lost Cat"'
    )
    parser.add_argument(
        "-o",
        "--output",
        default=".",
        metavar="DIR",
        help="the folder to write in (default: the current folder)",
    )


def run_new(args: argparse.Namespace) -> int:
    """Write a starter card and a scenario that plays it (:mod:`karlov.scaffold`); a name that
    can't be a card's, or a file already there, is a usage error (exit 2), nothing written."""
    from karlov.scaffold import NewError, new_case

    try:
        written = new_case(args.name, Path(args.output))
    except NewError as exc:
        args.parser.error(str(exc))
    except OSError as exc:
        _err(f"karlov new: cannot write in '{args.output}': {exc.strerror or exc}\n")
        return EXIT_ERRORS
    card, scenario = escaped(str(written.card)), escaped(str(written.scenario))
    _out(
        f"wrote {card} and {scenario}\n"
        f"next: karlov check --require-playable {card} && karlov play {scenario}\n"
    )
    return EXIT_OK


# --- karlov lsp ------------------------------------------------------------------------------


def add_lsp_arguments(parser: argparse.ArgumentParser) -> None:
    # Editors' clients (vscode-languageclient) name the transport; stdio is the only one.
    parser.add_argument("--stdio", action="store_true", help="talk over stdin/stdout (default)")


def run_lsp(args: argparse.Namespace) -> int:
    """Run the language server (:mod:`karlov.lsp`) until the editor closes it; exit 2 with
    the install command when the optional ``lsp`` extra is not installed."""
    from karlov.lsp import main as serve

    return serve()


# --- the table --------------------------------------------------------------------------------

#: Every subcommand, in the order ``karlov --help`` lists them. To add ``karlov play``, write
#: ``add_play_arguments`` and ``run_play`` and add ``"play": Subcommand(...)`` here.
SUBCOMMANDS: dict[str, Subcommand] = {
    "check": Subcommand("report errors and warnings in card files", add_check_arguments, run_check),
    "fmt": Subcommand("rewrite card files in canonical form", add_fmt_arguments, run_fmt),
    "explain": Subcommand(
        "print what the cards of a file mean, or their syntax tree",
        add_explain_arguments,
        run_explain,
    ),
    "play": Subcommand("run rules scenarios and check them", add_play_arguments, run_play),
    "build": Subcommand(
        "generate engine plugins (IR JSON, Forge scripts, phase card data)",
        add_build_arguments,
        run_build,
    ),
    "schema": Subcommand(
        "print the JSON Schema of the IR JSON that explain --json writes",
        add_schema_arguments,
        run_schema,
    ),
    "import": Subcommand(
        "write .card files from MTGJSON or Scryfall JSON", add_import_arguments, run_import
    ),
    "new": Subcommand(
        "write a starter Case card and a scenario that plays it", add_new_arguments, run_new
    ),
    "lsp": Subcommand(
        "run the language server for editors (needs: pip install 'karlov[lsp]')",
        add_lsp_arguments,
        run_lsp,
    ),
}


class _VersionAction(argparse.Action):
    """``--version``, looking the version up only when asked: ``importlib.metadata`` alone
    costs ~15 ms, a twentieth of a one-card ``karlov check``."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **_: object):
        super().__init__(
            option_strings,
            dest,
            nargs=0,
            default=argparse.SUPPRESS,
            help="show program's version number and exit",
        )

    def __call__(self, parser, namespace, values, option_string=None):
        parser._print_message(f"{parser.prog} {tool_version()}\n", sys.stdout)
        parser.exit()


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are JSON or SARIF when that output was asked
    for (``--format json``), so a script reading the output always gets what it parses."""

    def __init__(self, *args: object, machine_format: str | None = None, **kwargs: object):
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.machine_format = machine_format

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        """``argparse``'s, whose check of the metavar makes a help formatter each time, and a
        help formatter asks :mod:`shutil` (imported for it, with ``lzma`` and ``bz2``) the
        terminal's width: the check is made with a formatter of a fixed width, which it does
        not read (issue 24: 6 M instructions of a one-card check). Help is formatted as before."""
        self._checking_metavar = True
        try:
            return super().add_argument(*args, **kwargs)
        finally:
            self._checking_metavar = False

    def _get_formatter(self) -> argparse.HelpFormatter:
        if getattr(self, "_checking_metavar", False):
            return self.formatter_class(prog=self.prog, width=80)  # type: ignore[call-arg]
        return super()._get_formatter()

    def error(self, message: str) -> NoReturn:
        if self.machine_format is None:
            super().error(message)
        _out(format_usage_error(f"{self.prog}: {message}", self.machine_format), raw=True)
        self.exit(EXIT_USAGE)


def _machine_format(argv: Sequence[str]) -> str | None:
    """``json`` or ``sarif`` if the command line asks for it (as argparse would read
    ``--format X``, ``--format=X`` or an abbreviation such as ``--form X``), else None."""
    wanted = None
    for index, token in enumerate(argv):
        if token == "--":
            break
        option, equals, value = token.partition("=")
        if len(option) < 4 or not "--format".startswith(option):
            continue
        if not equals:
            value = argv[index + 1] if index + 1 < len(argv) else ""
        wanted = value
    return wanted if wanted in ("json", "sarif") else None


def build_parser(
    machine_format: str | None = None, only: str | None = None
) -> argparse.ArgumentParser:
    """The argument parser, built from :data:`SUBCOMMANDS`; ``machine_format`` (``json`` or
    ``sarif``) makes usage errors print in that format. With ``only`` (a subcommand's name),
    the parser has that subcommand alone: what parses a command line that starts with it
    (issue 24: the others' arguments took a few milliseconds of every command's start)."""
    parser = _Parser(
        prog="karlov",
        description="Compile, check and format the card text of Magic: The Gathering Case cards.",
        machine_format=machine_format,
    )
    parser.add_argument("--version", action=_VersionAction)
    # ``prog`` given as argparse works it out (the usage of a parser with no positional
    # argument is its name), without a help formatter (see ``_Parser.add_argument``).
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", prog=parser.prog)
    for name, subcommand in SUBCOMMANDS.items():
        if only is not None and name != only:
            continue
        sub = commands.add_parser(
            name,
            help=subcommand.help,
            description=subcommand.help,
            machine_format=machine_format,
        )
        subcommand.add_arguments(sub)
        sub.set_defaults(run=subcommand.run, parser=sub)
    return parser


def _dispatch(argv: Sequence[str] | None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    # A line that starts with a command is parsed by that command's parser alone; anything
    # else (no command, an option first, a misspelt command) by the whole parser, whose help
    # and errors name every command.
    command = words[0] if words and words[0] in SUBCOMMANDS else None
    parser = build_parser(_machine_format(words), only=command)
    _set_colour("never")
    args = parser.parse_args(words)
    _set_colour(getattr(args, "color", "auto"))
    if getattr(args, "run", None) is None:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    return int(args.run(args))


def _tolerant_streams() -> None:
    """Never crash on printing a card name the terminal's encoding cannot show."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def _silence_stdout() -> None:
    """After a broken pipe, point stdout at /dev/null so the interpreter's final flush is quiet."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``karlov`` with ``argv`` (default: the command line) and return the exit code."""
    _tolerant_streams()
    try:
        return _dispatch(argv)
    except SystemExit as exc:  # argparse: --help, --version, usage errors
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE
    except Exception as exc:  # a bug in karlov, not in the user's file
        if os.environ.get(TRACEBACK_ENV) == "1":
            raise
        _report_internal(exc)
        return EXIT_INTERNAL


#: New container objects (net) between two runs of the cyclic garbage collector in a
#: ``karlov`` process (Python's default is 700).
GC_THRESHOLD = 100_000


def collect_less_often() -> None:
    """Run the cyclic garbage collector after every :data:`GC_THRESHOLD` net new container
    objects: a command's start loads some 50,000 that live as long as the process (modules,
    classes, parser tables, the IR's classes), which the default threshold made the
    collector scan about fifty times while a one-card check started (20 ms of its 250,
    issue 24). Parsing pauses it anyway (:func:`karlov.frontend.syntax.parse_file`); what
    cycles a run makes are collected all the same, in fewer, larger collections."""
    gc.set_threshold(GC_THRESHOLD, *gc.get_threshold()[1:])


def entry() -> None:
    """The ``karlov`` command: :func:`main`, then exit without tearing down the interpreter.

    Everything the command writes is flushed first and every file it writes is closed by then,
    so skipping the finalisation of the parsed cards and grammar tables (about 10 ms) loses
    nothing.

    The cyclic garbage collector runs less often (:func:`collect_less_often`).
    """
    collect_less_often()
    code = main()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(code)


def _report_internal(exc: BaseException) -> None:
    with contextlib.suppress(OSError, ValueError):
        _err(
            f"karlov: internal error: {type(exc).__name__}: {exc}\n"
            f"This is a bug in karlov. Set {TRACEBACK_ENV}=1 to see the traceback, and please "
            "report it with the file that triggered it.\n"
        )
