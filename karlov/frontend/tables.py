"""The parser tables shipped with karlov: what Lark's LALR analysis of the grammar produced.

``tools/gen_tables.py`` analyses ``grammar/ability.lark`` and ``grammar/card.lark`` with Lark
(``strict=True``, the contextual lexer) and writes each grammar's parse table, its per-state
lexers, its terminals and its rules to ``parser_tables/<grammar>.py``: a module of literal
data (``TABLES = {...}``), part of karlov's own shipped code like any other module, imported
from its bytecode (compiled by ``pip install``), and its rows file ``<grammar>.rows``, package
data beside it. Nothing on the user's machine is analysed at run time and nothing is cached
outside the interpreter's own bytecode. A test regenerates the files and compares, so they
cannot drift from the grammar.

The large parts (states, rules, lexers, terminals, the renderer's analysis) are shipped packed
(:class:`PackedRows`): each row is :mod:`marshal` data, and all rows of a part are one run of
bytes with the offsets of its rows beside it. Reading the same rows as tuples of tuples made
some 60,000 objects on every start (12% of the instructions of a one-card ``karlov check``,
issue 24); a run decodes the few hundred rows it reaches, when it first reaches them. The
runs of bytes are in the rows file, which the module maps into memory (:func:`shipped_rows`):
a run reads the pages of the rows it decodes, not the 6.6 MB of them that the interpreter read
and copied whole, on every start, when they were constants of the module's bytecode (some 7 ms
of a one-card check of 90 ms, issue 24). The rows hold only strings, numbers, booleans, None,
tuples and dicts, written with marshal's version 2 (every object whole, so the tool writes the
same bytes on every run), which every Python 3 reads.
"""

from __future__ import annotations

import importlib
import marshal
import mmap
import os
import sys
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from operator import itemgetter
from pathlib import Path

from ..spans import ir_class

TABLES_DIR = Path(__file__).parent / "parser_tables"
GRAMMAR_DIR = Path(__file__).parent / "grammar"
_LITTLE_ENDIAN = sys.byteorder == "little"
TABLES_FORMAT = 8  # change with the layout written by tools/gen_tables.py

# The characters a terminal's match can start with: matched exactly, and (lower case)
# matched regardless of case. None when that is anything.
FirstChars = tuple[frozenset[str], frozenset[str]]


@ir_class
class Terminal:
    """One terminal: the regexp Lark matches, its literal text if it is a plain string, the
    pattern as written (for the words it lists) and what a match can start with."""

    name: str
    regexp: str
    literal: str | None
    pattern: str
    ignore_case: bool
    first: FirstChars | None
    # How karlov's scanner matches it without the regex (tools/gen_tables.py, scan_spec):
    # ``[fold, segments]`` for finitely many strings, ``[fold, None, prefix]`` for a regex.
    scan: list | None


@ir_class
class RuleShape:
    """A grammar rule as the AST builder and the renderer need it (Lark's tree-builder options)."""

    origin: str
    alias: str | None
    expansion: tuple[tuple[str, bool, bool], ...]  # (symbol, is a terminal, dropped)
    expand1: bool
    keep_all_tokens: bool
    empty_indices: tuple[bool, ...]

    @property
    def name(self) -> str:
        """The node's rule name (an alias if there is one), without the import prefix."""
        return (self.alias or self.origin).rsplit("__", 1)[-1]


@ir_class
class LexerTable:
    """One contextual lexer: its terminals in Lark's order, the ignored ones, and per regex
    terminal the keywords that win when they match all of its text (Lark's "unless")."""

    names: tuple[str, ...]
    ignore: frozenset[str]
    unless: dict[str, tuple[tuple[str, str], ...]]


# A state's action for a symbol: a non-negative number shifts to (or, for a rule, goes to)
# that state; a negative one reduces by rule ``-1 - number``.
Actions = dict[str, int]


def _offsets(data: bytes) -> Sequence[int]:
    """Row offsets shipped as unsigned 32-bit little-endian numbers (``_packed_rows``)."""
    if _LITTLE_ENDIAN:
        return memoryview(data).cast("I")
    from array import array

    swapped = array("I", data)
    swapped.byteswap()
    return swapped


def rows_header(tables_format: int, grammar: str, digest: str) -> bytes:
    """The first line of a rows file (``tools/gen_tables.py``): what its module was made from."""
    return f"karlov parser rows {tables_format} {grammar} {digest}\n".encode("ascii")


def shipped_rows(module_file: str, name: str, size: int, header: bytes) -> memoryview:
    """The rows file ``name`` beside a tables module (``module_file``, ``tools/gen_tables.py``),
    mapped into memory read-only: the module's packed parts are slices of it, and a page of it
    is read only when a row on it is first decoded. Where the file cannot be mapped (a file
    system without ``mmap``), it is read whole.

    Raises :class:`StaleTablesError` when the file is not the one the module was written with
    (its size or its first line, which names the format, the grammar and its digest, differ):
    its rows would be read at the wrong places."""
    path = Path(module_file).with_name(name)
    try:
        with path.open("rb") as file:
            try:
                data: bytes | mmap.mmap = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
            except (OSError, ValueError):
                data = file.read()
    except OSError as error:
        raise StaleTablesError(
            f"{path} cannot be read ({error.strerror}): run python tools/gen_tables.py"
        ) from None
    view = memoryview(data)
    if len(view) != size or view[: len(header)] != header:
        raise StaleTablesError(
            f"{path} is not the rows file {module_file} was generated with: "
            "run python tools/gen_tables.py"
        )
    return view


class PackedRows(Sequence[object]):
    """Rows shipped packed (``tools/gen_tables.py``, ``_rows_blob``): ``blob`` holds each
    row's :mod:`marshal` data in turn and ``offsets`` where each starts, and where the last
    ends. ``blob`` is a slice of the grammar's rows file (:func:`shipped_rows`), or any bytes.
    A row is decoded each time it is looked up: :class:`LazyRows`, :class:`LazyRules` and
    :class:`PackedMapping` keep what they make of it."""

    __slots__ = ("_blob", "_offsets")

    def __init__(self, blob: bytes | memoryview, offsets: bytes):
        self._blob = blob
        self._offsets = _offsets(offsets)

    def __len__(self) -> int:
        return len(self._offsets) - 1

    def __getitem__(self, index: int) -> object:  # type: ignore[override]
        if not -len(self) <= index < len(self):
            raise IndexError(index)
        index %= len(self)
        return marshal.loads(self._blob[self._offsets[index] : self._offsets[index + 1]])

    def __iter__(self) -> Iterator[object]:
        for index in range(len(self)):
            yield self[index]


class PackedMapping(Mapping[str, object]):
    """A mapping shipped packed: its keys in order, and its values as :class:`PackedRows` in
    the same order, each decoded (by ``decode(key, row)``) when first looked up."""

    __slots__ = ("_decode", "_index", "_keys", "_made", "_rows")

    def __init__(
        self,
        keys: tuple[str, ...],
        rows: PackedRows,
        decode: Callable[[str, object], object] | None = None,
    ):
        self._keys = keys
        self._rows = rows
        self._index: dict[str, int] | None = None
        self._made: dict[str, object] = {}
        self._decode = decode

    def __getitem__(self, key: str) -> object:
        made = self._made.get(key)
        if made is None:
            if self._index is None:
                self._index = {name: index for index, name in enumerate(self._keys)}
            row = self._rows[self._index[key]]  # KeyError for a key it has not
            made = self._made[key] = row if self._decode is None else self._decode(key, row)
        return made

    def __contains__(self, key: object) -> bool:
        if self._index is None:
            self._index = {name: index for index, name in enumerate(self._keys)}
        return key in self._index

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


class LazyRows(dict):
    """Rows of a table by number, each decoded from its shipped form when first looked up
    (a run reaches a small part of the grammar's states and lexers)."""

    def __init__(self, raw: list, decode: Callable[[object], object]):
        super().__init__()
        self._raw = raw
        self._decode = decode

    def __missing__(self, index: int) -> object:
        row = self[index] = self._decode(self._raw[index])
        return row

    def __len__(self) -> int:  # the number of rows, not of those decoded so far
        return len(self._raw)


class LazyRules(Sequence[RuleShape]):
    """A grammar's rules by number, each made a :class:`RuleShape` when first looked up: the
    ability grammar has some 1,800 and a one-card check reduces by a few hundred (making them
    all was about 2% of its instructions: issue 24). Iterating makes them all, in order."""

    __slots__ = ("_made", "_raw")

    def __init__(self, raw: list | tuple):
        self._raw = raw
        self._made: list[RuleShape | None] = [None] * len(raw)

    def __len__(self) -> int:
        return len(self._raw)

    def __getitem__(self, index: int) -> RuleShape:  # type: ignore[override]
        made = self._made[index]
        if made is None:
            made = self._made[index] = RuleShape(*self._raw[index])
        return made

    def __iter__(self) -> Iterator[RuleShape]:
        for index in range(len(self._raw)):
            yield self[index]


class WordLookups(dict):
    """Each terminal's :func:`karlov.frontend.lexer.word_lookup` by name, None for a terminal
    that has none: decoded from the shipped rows (``tools/gen_tables.py`` writes those of the
    terminals that have one) when first looked up. Working them out from the terminals was
    some 10 M instructions of a one-card check (issue 24)."""

    def __init__(self, shipped: Mapping[str, object]):
        super().__init__()
        self._shipped = shipped

    def __missing__(self, name: str) -> object:
        found = self[name] = self._shipped.get(name)
        return found


@dataclass(frozen=True, eq=False)  # one per grammar: hashed by identity
class Tables:
    """A grammar's LALR table, contextual lexers, terminals and rules, as plain data."""

    grammar: str
    digest: str  # of the grammar files the tables were generated from
    states: dict[int, Actions]  # by state number (a LazyRows)
    start_states: dict[str, int]
    end_states: dict[str, int]
    rules: Sequence[RuleShape]  # by number (a LazyRules)
    state_lexers: list[int]  # each state's lexer: an index into ``lexers``
    lexers: dict[int, LexerTable]  # by number (a LazyRows)
    root_lexer: LexerTable  # every terminal: what Lark tries when a state's lexer fails
    terminals: Mapping[str, Terminal]  # by name (a PackedMapping)
    # What the renderer knows of the grammar before it meets a node: the rules that make each
    # node name, and each symbol's rules, ``nullable`` and ``first``
    # (karlov.frontend.renderer.grammar_analysis, shipped as it returns them).
    render: tuple[Mapping[str, tuple[int, ...]], Mapping[str, tuple]]
    # Each terminal's matcher (karlov.frontend.lexer.matcher), made on first use.
    matchers: dict[str, Callable[[str, int], int]] = field(default_factory=dict, repr=False)
    # The terminals whose match can start with a character, exactly ("exact") and regardless
    # of case ("folded"), "" standing for any character (karlov.frontend.lexer.first_index,
    # shipped as it returns them).
    first_index: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    # The terminals that can start with a character (karlov.frontend.lexer.startable).
    starts: dict[str, frozenset[str]] = field(default_factory=dict, repr=False)
    # Each terminal's karlov.frontend.lexer.word_lookup, None for one that has none: shipped
    # (tools/gen_tables.py), each decoded on first use (a WordLookups).
    word_lookups: dict[str, tuple[bool, str, dict[str, tuple[str, ...]]] | None] = field(
        default_factory=dict, repr=False
    )

    def literal(self, name: str) -> str | None:
        """The text of a plain-string terminal (``"draw"``), or None."""
        terminal = self.terminals.get(name)
        return terminal.literal if terminal is not None else None


def first_sets(value: list[str] | tuple[str, str] | None) -> FirstChars | None:
    """A terminal's first characters as shipped (exact, folded: strings) as sets."""
    if value is None:
        return None
    exact, folded = value
    return frozenset(exact), frozenset(folded)


def state_actions(row: str, symbols: Sequence[str]) -> Actions:
    """A state's actions from its shipped row (``tools/gen_tables.py``, ``_packed``): the
    numbers "symbol, action, symbol, action, ..." as signed 16-bit little-endian numbers, in
    hexadecimal, a space after each pair (which ``bytes.fromhex`` skips). ``bytes.fromhex``
    and a memoryview read them, and one ``itemgetter`` call names the symbols: a one-card
    check decodes some 140 states of about a hundred actions, which ``int`` on each number
    of a comma-separated row made 4% of its instructions (issue 24)."""
    data = bytes.fromhex(row)
    if _LITTLE_ENDIAN:
        numbers: Sequence[int] = memoryview(data).cast("h")
    else:
        from array import array

        swapped = array("h", data)
        swapped.byteswap()
        numbers = swapped
    if len(numbers) == 2:
        return {symbols[numbers[0]]: numbers[1]}
    if not numbers:
        return {}
    return dict(zip(itemgetter(*numbers[::2])(symbols), numbers[1::2], strict=True))


def tables_from_data(data: dict) -> Tables:
    """The :class:`Tables` of a tables module's ``TABLES`` (checked to be this format)."""
    if data.get("format") != TABLES_FORMAT:
        raise ValueError(
            f"parser tables of format {data.get('format')!r}, expected {TABLES_FORMAT}: "
            "run tools/gen_tables.py"
        )

    symbols = data["symbols"]

    def actions(row: object) -> Actions:
        return state_actions(str(row), symbols)

    def lexer(entry: object) -> LexerTable:
        names, ignore, unless = entry  # type: ignore[misc]
        return LexerTable(
            tuple(names.split()),
            frozenset(ignore),
            {name: tuple((k, r) for k, r in pairs) for name, pairs in unless.items()},
        )

    def terminal(name: str, row: object) -> Terminal:
        regexp, literal, pattern, ignore_case, first, scan = row  # type: ignore[misc]
        return Terminal(name, regexp, literal, pattern, bool(ignore_case), first_sets(first), scan)

    names, origins = data["render"]
    return Tables(
        grammar=data["grammar"],
        digest=data["digest"],
        states=LazyRows(PackedRows(*data["states"]), actions),  # type: ignore[arg-type]
        start_states=data["start_states"],
        end_states=data["end_states"],
        # Each rule is shipped as RuleShape's fields, tuples and booleans (tools/gen_tables.py):
        # nothing to convert, and each made on first use.
        rules=LazyRules(PackedRows(*data["rules"])),
        state_lexers=data["state_lexers"],
        lexers=LazyRows(PackedRows(*data["lexers"]), lexer),  # type: ignore[arg-type]
        root_lexer=lexer(data["root_lexer"]),
        terminals=PackedMapping(  # type: ignore[arg-type]
            data["terminals"][0], PackedRows(*data["terminals"][1:]), terminal
        ),
        render=(
            PackedMapping(names[0], PackedRows(*names[1:])),  # type: ignore[arg-type]
            PackedMapping(origins[0], PackedRows(*origins[1:])),  # type: ignore[arg-type]
        ),
        first_index=data["first_index"],
        word_lookups=WordLookups(
            PackedMapping(data["word_lookups"][0], PackedRows(*data["word_lookups"][1:]))
        ),
    )


class StaleTablesError(RuntimeError):
    """The shipped tables were generated from other grammar files than those beside them."""


@cache
def grammar_digest() -> str:
    """The grammar files, by name and content (what the tables record they came from): their
    CRC-32 and Adler-32, in hexadecimal.

    The digest only tells an edited grammar from the one the tables were made from (a
    developer who forgot ``tools/gen_tables.py``); nobody forges a grammar file to collide
    with it, so a checksum serves, and :mod:`zlib`'s take a tenth of a millisecond where
    SHA-256 of the 240 kB of grammar files was 13 M instructions, about 3% of a one-card
    ``karlov check`` (issue 24). Worked out once per process: both grammars' tables are
    checked against it. A process keeps the tables it loaded (:func:`load_tables` is cached
    too), so a grammar edited while it runs is the next process's to notice."""
    crc, adler = 0, 1
    # os.listdir, not Path.glob: the glob compiles a pattern on every start (issue 24).
    for name in sorted(name for name in os.listdir(GRAMMAR_DIR) if name.endswith(".lark")):
        data = name.encode() + b"\0" + (GRAMMAR_DIR / name).read_bytes() + b"\0"
        crc, adler = zlib.crc32(data, crc), zlib.adler32(data, adler)
    return f"{crc:08x}{adler:08x}"


@cache
def load_tables(grammar: str) -> Tables:
    """The shipped tables of ``grammar`` ("ability" or "card").

    Raises :class:`StaleTablesError` when a ``.lark`` file changed since the tables were
    generated: parsing with them would silently follow the old grammar.
    """
    module = importlib.import_module(f"{__package__}.parser_tables.{grammar}")
    path = module.__file__
    tables = tables_from_data(module.TABLES)
    if tables.digest != grammar_digest():
        raise StaleTablesError(
            f"{path} was generated from other grammar files than those in {GRAMMAR_DIR}: "
            "run python tools/gen_tables.py"
        )
    return tables
