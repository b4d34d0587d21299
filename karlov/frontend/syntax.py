"""From card text to the typed AST: loading the grammars, splitting a file, parsing lines.

A ``.card`` file is split into cards (blank lines) and lines here, because a bad line must
not hide the rest (every error in every file in one run); each line is then parsed by the
LALR grammars in ``karlov/frontend/grammar/``: ``card.lark`` for the frame (name and mana cost, type
line, power/toughness) and ``ability.lark`` for ability lines. Before an ability line is
parsed, three same-length rewrites keep every column exact: the card's own name becomes ``~``
characters, a sentence-final ``."`` becomes ``".``, and a hyphen or en dash where the em dash
belongs becomes the em dash (reported, with the fix).
"""

from __future__ import annotations

import _sre
import contextlib
import dataclasses
import gc
import hashlib
import importlib.util
import marshal
import os
import pickle
import re
import sys
import threading
import types
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from re import _compiler as _re_compiler
from re import _constants as _sre_constants
from re import _parser as _sre_parser
from typing import TYPE_CHECKING

from . import nodes
from .diagnostics import Diagnostic, Severity, Span, with_source_line
from .vocabulary import describe_expected, did_you_mean, subtype_forms

if TYPE_CHECKING:
    import lark
    from lark.exceptions import UnexpectedInput

GRAMMAR_DIR = Path(__file__).parent / "grammar"
MAX_LINE_LENGTH = 1000
MAX_QUOTE_DEPTH = 2
CASE_INSENSITIVE_KINDS_EXEMPT = frozenset(
    {"SELF_NAME", "OTHER_CARD_NAME", "MANA_SYMBOL", "PT", "PT_MOD", "NUMBER", "EM_DASH"}
)


# ---- grammar loading -------------------------------------------------------------------


def _cache_dir() -> Path | None:
    """The user's cache directory for karlov (XDG), never the shared temp directory."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    path = Path(base) / "karlov"
    try:
        path.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return None
    return path if os.access(path, os.W_OK) else None


def _grammar_digest() -> str:
    """The grammar files and the Lark release (its ``__init__.py``), without importing Lark."""
    spec = importlib.util.find_spec("lark")
    origin = spec.origin if spec is not None else None
    digest = hashlib.sha256(Path(origin).read_bytes() if origin else b"")
    for path in sorted(GRAMMAR_DIR.glob("*.lark")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:20]


def _trie_regex(words: Iterable[str]) -> str:
    """One regex for a set of words, factored by common prefixes: ``A(?:dvisor|ngel)``."""
    trie: dict = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def build(node: dict) -> str:
        branches = [re.escape(char) + build(node[char]) for char in sorted(node) if char]
        if "" in node:
            return "(?:" + "|".join(branches) + ")?" if branches else ""
        return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"

    return build(trie)


# ---- scanning: Lark's contextual lexer, dispatched on the first character --------------
#
# Lark's contextual lexer matches, in each parser state, one regex that joins every terminal
# the state accepts, in priority order; the first alternative that matches wins. With ~100
# terminals (one of them the ~1,200 creature-type words) that regex takes milliseconds to
# compile, once per state, and every space or word tries most alternatives in turn. Here the
# same alternation, in the same order, is cut down to the terminals that can begin with the
# character at hand (for a subtype terminal: to its words with that initial), compiled on
# first use and shared by all states with the same cut. A terminal that could match is
# never left out, so the token found is the one Lark's own scanner finds.


def _first_chars(regexp: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """What a match of ``regexp`` can start with: characters matched exactly, and (lower-case)
    characters matched regardless of case; None when that is anything."""
    try:
        parsed = _sre_parser.parse(regexp, 0)
    except Exception:  # an unusual pattern is scanned in full, never rejected
        return None
    chars, nullable = _firsts(parsed, bool(parsed.state.flags & re.IGNORECASE))
    if chars is None or nullable or not chars:
        return None
    exact = frozenset(c for c, fold in chars if not fold)
    folded = frozenset(c.lower() for c, fold in chars if fold)
    return exact, folded


def _can_start(first: tuple[frozenset[str], frozenset[str]] | None, char: str) -> bool:
    """Whether ``char`` can begin a match, as :func:`_first_chars` describes it (erring on
    yes: a non-ASCII character may fold to a letter under ``re.IGNORECASE``)."""
    if first is None or char in first[0]:
        return True
    return bool(first[1]) and (char.lower() in first[1] or not char.isascii())


def _firsts(items, fold: bool) -> tuple[set[tuple[str, bool]] | None, bool]:
    """First characters of a parsed sequence, and whether it can match the empty string."""
    found: set[tuple[str, bool]] = set()
    for op, arg in items:
        chars, nullable = _first(op, arg, fold)
        if chars is None:
            return None, False
        found |= chars
        if not nullable:
            return found, False
    return found, True


def _first(op, arg, fold: bool) -> tuple[set[tuple[str, bool]] | None, bool]:
    c = _sre_constants
    if op is c.LITERAL:
        return {(chr(arg), fold)}, False
    if op is c.IN:
        found = set()
        for kind, value in arg:
            if kind is c.LITERAL:
                found.add((chr(value), fold))
            elif kind is c.RANGE and value[1] - value[0] < 256:
                found |= {(chr(code), fold) for code in range(value[0], value[1] + 1)}
            else:  # a negated set, a category such as \w, a wide range: anything
                return None, False
        return found, False
    if op is c.SUBPATTERN:
        _group, add_flags, del_flags, body = arg
        inner = (fold or bool(add_flags & re.IGNORECASE)) and not del_flags & re.IGNORECASE
        return _firsts(body, inner)
    if op is c.BRANCH:
        found, nullable = set(), False
        for alternative in arg[1]:
            chars, empty = _firsts(alternative, fold)
            if chars is None:
                return None, False
            found |= chars
            nullable = nullable or empty
        return found, nullable
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", c.MAX_REPEAT)):
        low, _high, body = arg
        chars, empty = _firsts(body, fold)
        return chars, (empty or low == 0) if chars is not None else False
    if op is getattr(c, "ATOMIC_GROUP", None):
        return _firsts(arg, fold)
    if op in (c.ASSERT, c.ASSERT_NOT, c.AT):
        return set(), True  # zero-width: passing over it can only widen the set
    return None, False


_RESTRICTED: dict[tuple[str, str, str], object] = {}
_SHARED_SCANNERS: dict[tuple, object] = {}
_FIRST_CHARS: dict[str, tuple[frozenset[str], frozenset[str]] | None] = {}


def _restricted(name: str, regexp: str, char: str) -> str | None:
    """Terminal ``name``'s regexp as far as it can match text starting with ``char``, or None."""
    key = (name, regexp, char)
    if key in _RESTRICTED:
        return _RESTRICTED[key]  # type: ignore[return-value]
    forms = subtype_forms().get(name)
    result = None
    if forms is not None:
        words = [form for form in forms if form[0] == char]
        if words:
            result = f"(?:{_trie_regex(words)})(?![\\w'’-])"
    else:
        if regexp not in _FIRST_CHARS:
            _FIRST_CHARS[regexp] = _first_chars(regexp)
        if _can_start(_FIRST_CHARS[regexp], char):
            result = regexp
    _RESTRICTED[key] = result
    return result


def _alternation(terminals: tuple[tuple[str, str], ...]) -> re.Pattern[str]:
    """One pattern trying ``(name, regexp)`` terminals in order, as Lark's scanner does."""
    if terminals not in _ALTERNATIONS:
        _ALTERNATIONS[terminals] = _compile_pattern(
            "|".join(f"(?P<{name}>{regexp})" for name, regexp in terminals)
        )
    return _ALTERNATIONS[terminals]


_ALTERNATIONS: dict[tuple[tuple[str, str], ...], re.Pattern[str]] = {}


class _MemoizedRe:
    """The ``re`` module, with ``match`` results remembered.

    Lark's keyword-versus-pattern check matches every regex terminal against every keyword
    of a state, for each of the ~250 states: the same few thousand pairs each time.
    """

    def __init__(self) -> None:
        self._matches: dict[tuple[str, str, int], re.Match[str] | None] = {}

    def match(self, pattern: str, string: str, flags: int = 0) -> re.Match[str] | None:
        key = (pattern, string, flags)
        if key not in self._matches:
            self._matches[key] = re.match(pattern, string, flags)
        return self._matches[key]

    def __getattr__(self, name: str) -> object:
        return getattr(re, name)


_MEMO_RE = _MemoizedRe()


class _FirstCharScanner:
    """Lark's ``Scanner`` interface over one small scanner per first character."""

    def __init__(self, terminals: list, g_regex_flags: int, re_module, use_bytes: bool):
        self.terminals = terminals
        self.allowed_types = {t.name for t in terminals}
        self._options = (g_regex_flags, re_module, use_bytes)
        self._by_char: dict[str, object] = {}

    def match(self, text, pos: int):
        char = text.text[pos]
        try:
            scanner = self._by_char[char]
        except KeyError:
            scanner = self._by_char[char] = self._scanner_for(char)
        return scanner.match(text, pos) if scanner is not None else None

    def _scanner_for(self, char: str):
        from lark.lexer import PatternRE, Scanner, TerminalDef

        subset = []
        for terminal in self.terminals:
            regexp = _restricted(terminal.name, terminal.pattern.to_regexp(), char)
            if regexp is not None:
                subset.append(
                    terminal
                    if regexp == terminal.pattern.to_regexp()
                    else TerminalDef(terminal.name, PatternRE(regexp), terminal.priority)
                )
        if not subset:
            return None
        key = (char, *((t.name, t.pattern.to_regexp()) for t in subset), self._options[0])
        if key not in _SHARED_SCANNERS:
            _SHARED_SCANNERS[key] = Scanner(subset, *self._options)
        return _SHARED_SCANNERS[key]


@cache
def _lexer_plugins() -> dict[str, object]:
    """Lark's contextual lexer with :class:`_FirstCharScanner` s (empty: Lark's own)."""
    try:
        from lark.lexer import BasicLexer, ContextualLexer, _create_unless
    except ImportError:  # another Lark: its own scanner, unchanged
        return {}

    class FirstCharLexer(BasicLexer):
        """Lark's basic lexer (one per parser state) with a :class:`_FirstCharScanner`."""

        def _build_scanner(self):
            if self.user_callbacks:
                return super()._build_scanner()
            # Lark's "unless" check of keywords against regex terminals, without the subtype
            # terminals: they never match a keyword (capitalized words), and compiling them
            # whole is what the dispatch avoids.
            subtypes = subtype_forms()
            plain = [t for t in self.terminals if t.name not in subtypes]
            kept, self.callback = _create_unless(
                plain, self.g_regex_flags, _MEMO_RE, self.use_bytes
            )
            kept_ids = {id(t) for t in kept}
            terminals = [t for t in self.terminals if t.name in subtypes or id(t) in kept_ids]
            return _FirstCharScanner(terminals, self.g_regex_flags, self.re, self.use_bytes)

    class FirstCharContextualLexer(ContextualLexer):
        BasicLexer = FirstCharLexer

    return {"BasicLexer": FirstCharLexer, "ContextualLexer": FirstCharContextualLexer}


def _load(grammar: str, start: list[str], placeholders: bool = True) -> lark.Lark:
    import lark

    options: dict[str, object] = {
        "parser": "lalr",
        "lexer": "contextual",
        "strict": True,
        "start": start,
        "maybe_placeholders": placeholders,
        "import_paths": [str(GRAMMAR_DIR)],
        "_plugins": _lexer_plugins(),
    }
    cache_dir = _cache_dir()
    if cache_dir is not None:
        variant = "" if placeholders else "-plain"
        options["cache"] = str(cache_dir / f"{grammar}{variant}-{_grammar_digest()}.lark-cache")
    text = (GRAMMAR_DIR / f"{grammar}.lark").read_text(encoding="utf-8")
    return lark.Lark(text, source_path=str(GRAMMAR_DIR / f"{grammar}.lark"), **options)


@cache
def ability_parser() -> lark.Lark:
    """The ability-line parser, built once per process (and cached on disk).

    Lark's own parse of it (a Lark tree) serves syntax errors; :func:`_ability_builder`
    drives the same tables to build the AST.
    """
    return _load("ability", ["line"])


@cache
def _ability_builder() -> _ASTBuilder:
    return _ASTBuilder(_driver_tables()["ability"])


@cache
def _frame_builder() -> _ASTBuilder:
    return _ASTBuilder(_driver_tables()["card"], trees=True)


# ---- the driver's tables: read from Lark once, cached beside Lark's own cache -----------


@dataclass(frozen=True)
class _RuleShape:
    """What the AST builder needs of a grammar rule: its names and its children's kinds."""

    origin: str
    alias: str | None
    expansion: tuple[tuple[str, bool, bool], ...]  # (symbol, is a terminal, dropped)
    expand1: bool
    keep_all_tokens: bool
    empty_indices: tuple[bool, ...]


@dataclass(frozen=True)
class _Tables:
    """A grammar's LALR table and contextual lexer as plain data (no Lark needed to parse)."""

    states: dict[int, dict[str, tuple[bool, int]]]  # (shift, next state) or (reduce, rule)
    start_states: dict[str, int]
    end_states: dict[str, int]
    rules: list[_RuleShape]
    state_lexers: dict[int, int]  # a state's lexer, an index into ``lexers``
    # Per lexer: its terminals in Lark's order, its ignored terminals, and per regex terminal
    # the keywords that take precedence when they match all of its text (Lark's "unless").
    lexers: list[tuple[tuple[str, ...], frozenset[str], dict[str, tuple[tuple[str, str], ...]]]]
    terminals: dict[str, str]  # name -> regexp
    case_insensitive: frozenset[str]
    first_chars: dict[str, tuple[frozenset[str], frozenset[str]] | None]  # regexp -> starts


# Part of the cache file's name: change it with _extract_tables or the classes above.
_TABLES_FORMAT = "3"


@cache
def _driver_tables() -> dict[str, _Tables]:
    """The ability and frame tables, from the user's cache directory or built from Lark.

    Loading these plain tables takes a few milliseconds where importing Lark and loading its
    cached parsers takes ~60: a check that meets no syntax error never imports Lark.
    """
    cache_dir = _cache_dir()
    path = None
    if cache_dir is not None:
        path = cache_dir / f"driver-{_grammar_digest()}-{_TABLES_FORMAT}.pickle"
        with contextlib.suppress(Exception):  # unreadable or stale: rebuilt below
            with path.open("rb") as stream:
                tables = pickle.load(stream)
            if isinstance(tables, dict) and set(tables) == {"ability", "card"}:
                return tables
    tables = {
        "ability": _extract_tables(ability_parser()),
        "card": _extract_tables(frame_parser()),
    }
    if path is not None:
        with contextlib.suppress(OSError):
            temporary = path.with_suffix(f".{os.getpid()}.tmp")
            with temporary.open("wb") as stream:
                pickle.dump(tables, stream, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        # A new grammar: its predecessors' caches will never be read again.
        _remove_stale(path, "driver-*.pickle")
        for grammar in ("ability", "ability-plain", "card"):
            for old in path.parent.glob(f"{grammar}-*.lark-cache"):
                if _grammar_digest() not in old.name:
                    with contextlib.suppress(OSError):
                        old.unlink()
    return tables


class _MarshalCache:
    """Values the parser compiles on first use, kept in the user's cache directory.

    A short ``karlov check`` otherwise spends most of its parse compiling: ~100 generated
    reduce callbacks and ~60 lexer patterns. Both are keyed by their exact source text and
    stored per grammar and Python version (marshal's formats are version-specific); anything
    unreadable or stale is simply compiled again.
    """

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.values: dict[str, object] | None = None
        self.added = False
        self.path: Path | None = None

    def entries(self) -> dict[str, object]:
        if self.values is None:
            self.values = {}
            cache_dir = _cache_dir()
            if cache_dir is not None:
                tag = sys.implementation.cache_tag or "python"
                self.path = cache_dir / f"{self.kind}-{_grammar_digest()}-{tag}.marshal"
                with contextlib.suppress(Exception):  # missing, stale or unreadable
                    loaded = marshal.loads(self.path.read_bytes())
                    if isinstance(loaded, dict):
                        self.values = loaded
        return self.values

    def put(self, key: str, value: object) -> None:
        entries = self.entries()
        if len(entries) < MAX_CACHED_ENTRIES:  # bounded: loading it must stay cheap
            entries[key] = value
            self.added = True

    def save(self) -> None:
        """Write the cache if this process compiled values it didn't have."""
        if not self.added or self.path is None or self.values is None:
            return
        self.added = False
        with contextlib.suppress(OSError, ValueError):
            temporary = self.path.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_bytes(marshal.dumps(self.values))
            os.replace(temporary, self.path)
        _remove_stale(self.path, f"{self.kind}-*.marshal")


MAX_CACHED_ENTRIES = 3000


def _remove_stale(current: Path, pattern: str) -> None:
    """Delete the cache files of other grammar versions next to ``current``."""
    for old in current.parent.glob(pattern):
        if old != current and not old.name.endswith(".tmp"):
            with contextlib.suppress(OSError):
                old.unlink()


_CALLBACK_CODES = _MarshalCache("callbacks")
_LEXER_PATTERNS = _MarshalCache(f"lexer-sre{getattr(_sre, 'MAGIC', 0)}")


def _callback_code(source: str) -> types.CodeType:
    code = _CALLBACK_CODES.entries().get(source)
    if not isinstance(code, types.CodeType):
        code = compile(source, "<karlov reduce callback>", "exec")
        _CALLBACK_CODES.put(source, code)
    return code


def _compile_pattern(pattern: str) -> re.Pattern[str]:
    """``re.compile(pattern)``, reusing the compiled program from an earlier process.

    On CPython, ``re.compile`` is ``_sre.compile`` applied to what ``re._compiler`` computes
    from the pattern; that computation is what is cached (keyed by the pattern and ``_sre``'s
    version). Any surprise falls back to ``re.compile``.
    """
    if sys.implementation.name != "cpython":
        return re.compile(pattern)
    args = _LEXER_PATTERNS.entries().get(pattern)
    if isinstance(args, tuple):
        with contextlib.suppress(Exception):
            return _sre.compile(pattern, *args)
    try:
        parsed = _sre_parser.parse(pattern, 0)
        code = [int(op) for op in _re_compiler._code(parsed, 0)]  # opcodes are int subclasses
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, index in groupindex.items():
            indexgroup[index] = name
        args = (
            int(parsed.state.flags),
            code,
            parsed.state.groups - 1,
            groupindex,
            tuple(indexgroup),
        )
        compiled = _sre.compile(pattern, *args)
    except Exception:
        return re.compile(pattern)
    _LEXER_PATTERNS.put(pattern, args)
    return compiled


def _extract_tables(parser: lark.Lark) -> _Tables:
    table = parser.parser.parser.parser.parse_table
    rule_ids: dict[object, int] = {}
    rules: list[_RuleShape] = []

    def rule_id(rule) -> int:
        if rule not in rule_ids:
            rule_ids[rule] = len(rules)
            rules.append(
                _RuleShape(
                    str(rule.origin.name),
                    str(rule.alias) if rule.alias else None,
                    tuple(
                        (str(s.name), bool(s.is_term), bool(getattr(s, "filter_out", False)))
                        for s in rule.expansion
                    ),
                    bool(rule.options.expand1),
                    bool(rule.options.keep_all_tokens),
                    tuple(bool(b) for b in rule.options.empty_indices or ()),
                )
            )
        return rule_ids[rule]

    states = {
        state: {
            str(name): (True, arg) if isinstance(arg, int) else (False, rule_id(arg))
            for name, (_action, arg) in actions.items()
        }
        for state, actions in table.states.items()
    }
    lexer_ids: dict[int, int] = {}
    lexers: list = []
    state_lexers = {}
    for state, lexer in parser.parser.lexer.lexers.items():
        if id(lexer) not in lexer_ids:
            scanner = lexer.scanner  # sets lexer.callback
            unless = {
                str(name): tuple(
                    (str(t.name), str(t.pattern.to_regexp())) for t in check.scanner.terminals
                )
                for name, check in lexer.callback.items()
            }
            lexer_ids[id(lexer)] = len(lexers)
            lexers.append(
                (
                    tuple(str(t.name) for t in scanner.terminals),
                    frozenset(str(name) for name in lexer.ignore_types),
                    unless,
                )
            )
        state_lexers[state] = lexer_ids[id(lexer)]
    return _Tables(
        states,
        {str(k): v for k, v in table.start_states.items()},
        {str(k): v for k, v in table.end_states.items()},
        rules,
        state_lexers,
        lexers,
        {str(t.name): str(t.pattern.to_regexp()) for t in parser.terminals},
        frozenset(str(name) for name in _case_insensitive_terminals(parser)),
        {
            str(t.pattern.to_regexp()): _first_chars(str(t.pattern.to_regexp()))
            for t in parser.terminals
        },
    )


@cache
def reconstruction_parser() -> lark.Lark:
    """The ability grammar without placeholders, as Lark's Reconstructor requires."""
    return _load("ability", ["line"], placeholders=False)


@cache
def frame_parser() -> lark.Lark:
    """The card-frame parser: name line, type line, power/toughness line (a Lark tree)."""
    return _load("card", ["name_line", "type_line", "pt_line"])


# ---- building the AST during the parse --------------------------------------------------


@cache
def _rule_classes() -> dict[str, type[nodes.Node]]:
    return {
        cls.rule: cls
        for cls in vars(nodes).values()
        if isinstance(cls, type) and issubclass(cls, nodes.Node) and cls.rule
    }


_SKIP = object()  # a character the lexer skips (the ignored space), see _patterns_for
_NOTHING = re.compile(r"(?!)")  # no terminal can start here


class _Run(list):
    """The children of an inlined helper rule (Lark's ``x+``/``x*``), spliced into the parent.

    Its columns are read like a node's span (``run.span.column``), so it is its own span.
    """

    __slots__ = ("column", "end_column", "span")


# A token on the parser's value stack: (terminal name, text, first column, end column), with
# 1-based columns on the line being parsed (end exclusive), as in Lark's tokens.
_RawToken = tuple[str, str, int, int]


def _start(value: object) -> int | None:
    """The first column a stack value covers (None for an absent optional part)."""
    if value is None:
        return None
    kind = type(value)
    if kind is tuple:
        return value[2]  # type: ignore[index]
    span = value.span  # type: ignore[attr-defined]
    return span.column if span is not None else None


def _end(value: object) -> int | None:
    if value is None:
        return None
    kind = type(value)
    if kind is tuple:
        return value[3]  # type: ignore[index]
    span = value.span  # type: ignore[attr-defined]
    return span.end_column if span is not None else None


class _Table(dict):
    """A dict filled on first access by ``make(key)``."""

    def __init__(self, make: Callable[[int], dict]):
        super().__init__()
        self._make = make

    def __missing__(self, key: int) -> dict:
        value = self[key] = self._make(key)
        return value


class _ASTBuilder:
    """An LALR driver over Lark's parse table and contextual lexer that builds the AST.

    Lark's own parse (a ``Tree`` per rule, positions propagated, then a Transformer pass, all
    through its general-purpose driver) was most of the time spent on a card. This driver
    runs the same parse table with the same per-state lexers (``strict``, contextual), and
    its reduce callbacks do what Lark's tree builder does (drop anonymous tokens, insert
    ``None`` for an absent ``[optional]``, inline a ``?rule`` with one child, splice ``x+``
    helper rules), make each kept token a :class:`nodes.Lexeme` and give every node the span
    from its first to its last token, dropped keywords included.

    It only ever accepts what Lark accepts: when it meets an error it returns None, and the
    caller asks Lark's own parser for the error (with its expected terminals and stack).
    Ability lines are one line, so a span is a pair of columns on the line :meth:`parse` is
    given.
    """

    def __init__(self, tables: _Tables, trees: bool = False):
        self._tables = tables
        _FIRST_CHARS.update(tables.first_chars)
        self._trees = trees  # build frame trees (name, type line) instead of AST nodes
        self.file = "<string>"
        self.line = 1
        lower = tables.case_insensitive
        self._lexeme_style = {
            name: (name == "SELF_NAME", name in lower, name.endswith("_CONT"))
            for name in tables.terminals
        }
        self._spans: dict[tuple[int, int], Span] = {}
        self._lock = threading.Lock()
        self._reductions: dict[int, list] = {}
        # Each state's actions are converted, and each rule's callback compiled, on first use:
        # checking one card touches a small part of the grammar.
        self._table = _Table(self._actions)
        self._start_states = tables.start_states
        self._end_states = tables.end_states
        self._scanning: dict[int, tuple] = {}

    def _actions(self, state: int) -> dict[str, tuple]:
        """A state's actions: (True, next state) or (False, [size, origin, callback])."""
        actions = {}
        for name, (shift, arg) in self._tables.states[state].items():
            if shift:
                actions[name] = (True, arg)
                continue
            reduction = self._reductions.get(arg)
            if reduction is None:
                rule = self._tables.rules[arg]
                reduction = [len(rule.expansion), rule.origin, None]
                reduction[2] = self._compile_on_first_call(rule, reduction)
                self._reductions[arg] = reduction
            actions[name] = (False, reduction)
        return actions

    def _compile_on_first_call(self, rule: _RuleShape, reduction: list) -> Callable[[list], object]:
        def first_call(children: list) -> object:
            reduction[2] = self._callback(rule)
            return reduction[2](children)

        return first_call

    def _scanning_for(self, state: int) -> tuple:
        _names, ignore, unless = self._tables.lexers[self._tables.state_lexers[state]]
        special = {name: _alternation(keywords) for name, keywords in unless.items()}
        entry = ({}, ignore, special, state)
        self._scanning[state] = entry
        return entry

    def _patterns_for(self, state: int, char: str) -> object:
        """What the state's lexer tries at ``char``: one compiled alternation, _NOTHING when no
        terminal starts with ``char``, or _SKIP when the only one is the ignored space."""
        names, ignore, unless = self._tables.lexers[self._tables.state_lexers[state]]
        terminals = self._tables.terminals
        subset = []
        for name in names:
            regexp = _restricted(name, terminals[name], char)
            if regexp is not None:
                subset.append((name, regexp))
        patterns: object
        if not subset:
            patterns = _NOTHING
        elif (
            len(subset) == 1
            and subset[0][0] in ignore
            and subset[0][0] not in unless
            and subset[0][1] in (char, re.escape(char))
        ):
            patterns = _SKIP
        else:
            patterns = _alternation(tuple(subset))
        self._scanning[state][0][char] = patterns
        return patterns

    def parse(self, text: str, file: str, line: int, start: str) -> object:
        """The AST (or tree) of one line from rule ``start``, or None if it does not parse.

        The callbacks read the line being parsed from the builder, so one thread at a time.
        """
        with self._lock:
            return self._parse(text, file, line, start)

    def _parse(self, text: str, file: str, line: int, start: str) -> object:
        self.file, self.line = file, line
        self._spans.clear()
        table = self._table
        scanning = self._scanning
        states = [self._start_states[start]]
        values: list = []
        end_state = self._end_states[start]
        pos = 0
        length = len(text)
        while True:
            if pos < length:
                by_char, ignore, special, state = scanning.get(states[-1]) or self._scanning_for(
                    states[-1]
                )
                char = text[pos]
                patterns = by_char.get(char)
                if patterns is None:
                    patterns = self._patterns_for(state, char)
                if patterns is _SKIP:
                    pos += 1
                    continue
                match = patterns.match(text, pos)  # type: ignore[attr-defined]
                if match is None:
                    return None
                kind = match.lastgroup
                end = match.end()
                if kind in ignore:
                    pos = end
                    continue
                value = match.group()
                if kind in special:  # Lark's keyword-versus-pattern check ("unless")
                    keyword = special[kind].fullmatch(value)
                    if keyword is not None:
                        kind = keyword.lastgroup  # type: ignore[assignment]
                token = (kind, value, pos + 1, end + 1)
                pos = end
                at_end = False
            else:
                kind = "$END"
                token = None
                at_end = True
            while True:
                action = table[states[-1]].get(kind)
                if action is None:
                    return None
                shift, arg = action
                if shift:
                    states.append(arg)
                    values.append(token)
                    break
                size, origin, callback = arg
                if size:
                    children = values[-size:]
                    del values[-size:]
                    del states[-size:]
                else:
                    children = []
                values.append(callback(children))
                states.append(table[states[-1]][origin][1])
                if at_end and states[-1] == end_state:
                    return values[-1]

    def new_span(self, start: int, end: int) -> Span:
        """A new span of columns ``start``-``end`` on the line being parsed, kept in
        ``self._spans`` (cleared for each line) for the other nodes with the same extent."""
        line = self.line
        span = self._spans[start, end] = _new_span(self.file, line, start, line, end)
        return span

    def lexeme(self, token: _RawToken) -> nodes.Lexeme:
        kind, text, column, end_column = token
        self_name, lower, cont = self._lexeme_style.get(kind, (False, False, False))
        if self_name:
            text = "~"
        elif lower:
            text = text.lower()
        if cont:
            text = " ".join(text.split())
        span = self._spans.get((column, end_column)) or self.new_span(column, end_column)
        return _new_lexeme(kind, text, span)

    def _callback(self, rule: _RuleShape) -> Callable[[list], object]:
        """The reduce callback of one grammar rule, compiled from its shape.

        Lark's child filter, written out per rule: each kept child is ``c[i]`` (a node),
        ``lexeme(c[i])`` (a token) or ``*c[i]`` (a helper rule's run), with ``None`` where
        an ``[optional]`` part may be absent.
        """
        expansion = rule.expansion
        counts = [0] * (len(expansion) + 1)
        if rule.empty_indices:
            flags = "".join(str(int(b)) for b in rule.empty_indices)
            counts = [len(ones) for ones in flags.split("0")]
        parts: list[str] = []
        leaf = "token" if self._trees else "lexeme"
        for index, (name, is_term, filter_out) in enumerate(expansion):
            parts += ["None"] * counts[index]
            if rule.keep_all_tokens or not (is_term and filter_out):
                if is_term:
                    parts.append(f"{leaf}(c[{index}])")
                elif name.startswith("_"):
                    parts.append(f"*c[{index}]")
                else:
                    parts.append(f"c[{index}]")
        parts += ["None"] * counts[len(expansion)]
        origin = rule.origin
        helper = origin.startswith("_") and not rule.alias
        spliced = any(part.startswith("*") for part in parts)
        # An inlined ``?rule`` whose every alternative is one child has no node class.
        cls = _rule_classes().get(str(rule.alias or origin).rsplit("__", 1)[-1])
        body = [f"    items = ({', '.join(parts)}{',' if len(parts) == 1 else ''})"]
        if rule.expand1 and not rule.alias:
            if spliced:
                body.append("    if len(items) == 1:\n        return items[0]")
            elif len(parts) == 1:
                body = [f"    return {parts[0]}"]
        if self._trees:
            body.append(
                "    return Run(items)" if helper else f"    return Tree({origin!r}, list(items))"
            )
        elif expansion and expansion[0][1]:
            body.append("    start = c[0][2]")
        elif expansion:
            body.append(
                "    try:\n        start = c[0].span.column\n"
                "    except AttributeError:\n        start = first_column(c)"
            )
        else:
            body.append("    start = None")
        if self._trees:
            pass
        elif expansion and expansion[-1][1]:
            body.append("    end = c[-1][3]")
        elif expansion:
            body.append(
                "    try:\n        end = c[-1].span.end_column\n"
                "    except AttributeError:\n        end = last_column(c)"
            )
        else:
            body.append("    end = None")
        if self._trees:
            pass
        elif helper:
            body.append(
                "    run = Run(items)\n    run.column, run.end_column = start, end\n"
                "    run.span = run\n    return run"
            )
        elif cls is None:
            body.append(f"    raise TypeError('no AST node class for grammar rule {origin}')")
        else:
            body.append(
                "    span = spans.get((start, end))\n"
                "    if span is None and start is not None and end is not None:\n"
                "        span = new_span(start, end)\n"
                + (
                    "    node = new(cls)\n    set_items(node, items)\n    set_span(node, span)\n"
                    "    return node"
                    if _SLOTTED_NODES
                    else "    return cls(items, span=span)"
                )
            )
        namespace = {
            "lexeme": self.lexeme,
            "token": _frame_token,
            "Tree": _FrameTree,
            "spans": self._spans,
            "new_span": self.new_span,
            "cls": cls,
            "new": object.__new__,
            "set_items": _set_items,
            "set_span": _set_span,
            "first_column": _first_column,
            "last_column": _last_column,
            "Run": _Run,
        }
        source = "def callback(c):\n" + "\n".join(body)
        exec(_callback_code(source), namespace)  # generated from the grammar, never card text
        return namespace["callback"]


class _FrameToken(str):
    """A word of the card frame (name, mana symbol, type): its text, and ``type``, its terminal."""

    type: str


class _FrameTree:
    """A rule of the card frame: ``data``, its name, and ``children``."""

    __slots__ = ("children", "data")

    def __init__(self, data: str, children: list):
        self.data, self.children = data, children

    def tokens(self) -> list[_FrameToken]:
        found: list[_FrameToken] = []
        for child in self.children:
            if isinstance(child, _FrameTree):
                found.extend(child.tokens())
            elif child is not None:
                found.append(child)
        return found


def _frame_token(token: _RawToken) -> _FrameToken:
    word = _FrameToken(token[1])
    word.type = token[0]
    return word


def _first_column(children: list) -> int | None:
    for child in children:
        start = _start(child)
        if start is not None:
            return start
    return None


def _last_column(children: list) -> int | None:
    for child in reversed(children):
        end = _end(child)
        if end is not None:
            return end
    return None


def _slot_constructors() -> tuple[Callable, Callable]:
    """Constructors for lexemes and spans that fill the slots directly (the reduce callbacks
    build nodes the same way, inline: see ``_SLOTTED_NODES``).

    Equivalent to calling the frozen, slotted dataclasses (they have no ``__post_init__``;
    checked here, else the classes are called), at half the cost: the frozen
    ``__setattr__`` check is skipped. A card's AST has ~100 of these objects.
    """
    for cls in (nodes.Lexeme, Span):
        if hasattr(cls, "__post_init__") or "__slots__" not in vars(cls):
            return (lambda kind, text, span: nodes.Lexeme(kind, text, span=span), Span)
    new = object.__new__
    set_kind, set_text, set_lexeme_span = (
        getattr(nodes.Lexeme, name).__set__ for name in ("kind", "text", "span")
    )
    set_file, set_line, set_column, set_end_line, set_end_column = (
        getattr(Span, f.name).__set__ for f in dataclasses.fields(Span)
    )

    def lexeme(kind: str, text: str, span: Span | None) -> nodes.Lexeme:
        instance = new(nodes.Lexeme)
        set_kind(instance, kind)
        set_text(instance, text)
        set_lexeme_span(instance, span)
        return instance

    def span(file: str, line: int, column: int, end_line: int, end_column: int) -> Span:
        instance = new(Span)
        set_file(instance, file)
        set_line(instance, line)
        set_column(instance, column)
        set_end_line(instance, end_line)
        set_end_column(instance, end_column)
        return instance

    return lexeme, span


_new_lexeme, _new_span = _slot_constructors()
_SLOTTED_NODES = not hasattr(nodes.Node, "__post_init__") and all(
    isinstance(vars(nodes.Node).get(name), types.MemberDescriptorType) for name in ("items", "span")
)
_set_items = getattr(nodes.Node.items, "__set__", None)
_set_span = getattr(nodes.Node.span, "__set__", None)


def _case_insensitive_terminals(parser: lark.Lark) -> frozenset[str]:
    """Terminals matched without regard to case: their lexemes are stored in lower case."""
    names = set()
    for terminal in parser.terminals:
        if terminal.pattern.flags and "i" in terminal.pattern.flags:
            names.add(terminal.name)
    return frozenset(names - CASE_INSENSITIVE_KINDS_EXEMPT)


# ---- one line -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SourceLine:
    """One physical line of a file: its 1-based number and text (without the newline)."""

    number: int
    text: str


@dataclass
class LineResult:
    """One ability line parsed: its AST (None if it did not parse) and what it reported."""

    node: nodes.Node | None
    diagnostics: list[Diagnostic]


_DASH_AFTER = re.compile(r"^(\s*(?:to solve|solved)\s*)(--|-|–)(?=\s)", re.IGNORECASE)
_MISSPELT_KEYWORD = re.compile(
    r"^(\s*)(solve|to solved|to-solve|tosolve|to slove|sovled|solves)(\s*(?:—|--|-|–))",
    re.IGNORECASE,
)
_OUTDATED_ENTERS = re.compile(r"\benters the battlefield\b", re.IGNORECASE)


_DASH_NAMES = {"-": "a hyphen '-'", "–": "an en dash '–'", "--": "a double hyphen '--'"}


def wrong_dash_message(dash: str) -> str:
    """W108's message, the same on a type line and after a Case keyword."""
    return f"{_DASH_NAMES.get(dash, repr(dash))} where the em dash '—' belongs"


def prepare_ability_text(
    text: str, names: Iterable[str], span_at: Callable[[int, int], Span]
) -> tuple[str, list[Diagnostic]]:
    """The same-length rewrites done before parsing, and what they report.

    ``span_at(start, end)`` turns 0-based columns of this line into a span.
    """
    diagnostics: list[Diagnostic] = []
    misspelt = _MISSPELT_KEYWORD.match(text)
    if misspelt:
        start, end = misspelt.span(2)
        word = misspelt.group(2)
        fix = "Solved" if word.lower() in {"sovled", "solves"} else "To solve"
        diagnostics.append(
            Diagnostic(
                span_at(start, end),
                Severity.ERROR,
                "E011",
                f"unknown Case keyword '{word}'",
                fix=fix,
                help=f"did you mean '{fix} —'?",
            )
        )
        # Recover as the keyword it most likely is. A longer keyword ("Solve" -> "To solve")
        # eats the spaces before the dash when there are enough; otherwise the line is
        # reported once, by this diagnostic, and not parsed.
        room = len(text[end:]) - len(text[end:].lstrip(" ")) - 1
        if len(fix) <= end - start + max(room, 0):
            rest = text[end:].lstrip(" ")
            padded = (fix + " ").ljust(len(text) - len(rest) - start)
            text = text[:start] + padded + rest
        else:
            # Not recoverable in place: the text is left as written, and the caller sees that
            # it still starts with the misspelt keyword (no in-band marker: input can hold any
            # character, NUL included).
            return text, diagnostics
    dash = _DASH_AFTER.match(text)
    if dash:
        start, end = dash.span(2)
        bad = dash.group(2)
        diagnostics.append(
            Diagnostic(
                span_at(start, end),
                Severity.WARNING,
                "W108",
                wrong_dash_message(bad),
                fix="—",
                help="write an em dash '—' (U+2014) between the keyword and its text",
            )
        )
        text = text[:start] + "—".ljust(end - start) + text[end:]
    for match in _OUTDATED_ENTERS.finditer(text):
        start, end = match.span()
        diagnostics.append(
            Diagnostic(
                span_at(start, end),
                Severity.WARNING,
                "W101",
                "outdated wording: current Oracle text says 'enters', not 'enters the battlefield'",
                fix="enters",
            )
        )
        text = text[:start] + "enters".ljust(end - start) + text[end:]
    names = tuple(sorted({name for name in names if name}, key=len, reverse=True))
    if names:
        text = _self_name_pattern(names).sub(_tildes, text)
    text = text.replace('."', '".')
    return text, diagnostics


@cache
def _self_name_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    """The card's names as whole words, longest first (a card's text is parsed line by line)."""
    return re.compile(r"(?<![\w'])(?:" + "|".join(map(re.escape, names)) + r")(?![\w])")


def _tildes(match: re.Match[str]) -> str:
    return "~" * len(match.group())


def _error_diagnostic(
    error: UnexpectedInput, text: str, parser: lark.Lark, span_at: Callable[[int, int], Span]
) -> Diagnostic:
    """A syntax error in words: what was found, what was expected, and a fix if we know one."""
    from lark.exceptions import UnexpectedEOF, UnexpectedToken

    column = max((getattr(error, "column", 1) or 1) - 1, 0)
    if isinstance(error, UnexpectedEOF) or (
        isinstance(error, UnexpectedToken) and error.token.type == "$END"
    ):
        column = len(text.rstrip())
        expected = getattr(error, "expected", None) or getattr(error, "accepts", None) or set()
        what = describe_expected(expected, parser, _previous(error))
        return Diagnostic(
            span_at(column, column + 1),
            Severity.ERROR,
            "E002",
            f"this line ends too early: expected {what}",
        )
    braced = _BRACED.match(text, column)
    if braced and not _is_mana_symbol(braced.group(), parser):
        return _unknown_mana_symbol(braced.group(), parser, span_at(column, braced.end()))
    word_match = _WORD_AT.match(text, column)
    word = word_match.group() if word_match else text[column : column + 1]
    end = column + max(len(word), 1)
    if isinstance(error, UnexpectedToken):
        expected = error.accepts or error.expected
    else:
        expected = error.allowed or set()
    what = describe_expected(expected, parser, _previous(error))
    suggestion = did_you_mean(word, expected, parser)
    message = f"unexpected '{_shown(word)}': expected {what}"
    if suggestion:
        return Diagnostic(
            span_at(column, end),
            Severity.ERROR,
            "E001",
            message,
            fix=suggestion,
            help=f"did you mean '{suggestion}'?",
        )
    return Diagnostic(span_at(column, end), Severity.ERROR, "E001", message)


_BRACED = re.compile(r"\{[^{}\s]{0,8}\}")
_WORD_AT = re.compile(r"[\w'’+/{}-]+|\S")  # the word a syntax error points at


def _is_mana_symbol(text: str, parser: lark.Lark) -> bool:
    return re.fullmatch(parser.get_terminal("MANA_SYMBOL").pattern.to_regexp(), text) is not None


def _unknown_mana_symbol(symbol: str, parser: lark.Lark, span: Span) -> Diagnostic:
    """E012: braces around something that is not a mana symbol of CR 107.4 ('{r}' for '{R}')."""
    fix = symbol.upper()
    if not _is_mana_symbol(fix, parser):
        return Diagnostic(
            span,
            Severity.ERROR,
            "E012",
            f"unknown mana symbol '{symbol}'",
            help="mana symbols are capital letters or numbers in braces, such as "
            "'{2}', '{R}', '{W/U}', '{X}' or '{T}' (CR 107.4)",
        )
    return Diagnostic(
        span,
        Severity.ERROR,
        "E012",
        f"unknown mana symbol '{symbol}'",
        fix=fix,
        help=f"did you mean '{fix}'?",
    )


def _shown(word: str) -> str:
    return "the card's name" if set(word) == {"~"} else word


def _previous(error: UnexpectedInput) -> list[str]:
    from lark.exceptions import UnexpectedToken

    if isinstance(error, UnexpectedToken) and error.interactive_parser is not None:
        stack = error.interactive_parser.parser_state.value_stack
        return [getattr(v, "type", getattr(v, "data", "")) for v in stack[-3:]]
    return []


def parse_ability_line(source: SourceLine, filename: str, names: Iterable[str]) -> LineResult:
    """Parse one ability line; on failure, report it in words (and recover a missing period)."""

    def span_at(start: int, end: int) -> Span:
        return Span(filename, source.number, start + 1, source.number, end + 1)

    raw = source.text
    if len(raw) > MAX_LINE_LENGTH:
        return LineResult(
            None,
            [
                Diagnostic(
                    span_at(MAX_LINE_LENGTH, len(raw)),
                    Severity.ERROR,
                    "E040",
                    f"this line is {len(raw)} characters long; an ability line may have at most "
                    f"{MAX_LINE_LENGTH}",
                    help="split the text into one ability per line",
                )
            ],
        )
    if raw.count('"') > 2 * MAX_QUOTE_DEPTH:
        return LineResult(
            None,
            [
                Diagnostic(
                    span_at(0, len(raw)),
                    Severity.ERROR,
                    "E041",
                    f"too many quoted abilities on one line (at most {MAX_QUOTE_DEPTH})",
                )
            ],
        )
    from .layout import long_number

    too_big = long_number(raw, span_at)
    if too_big is not None:
        return LineResult(None, [too_big])
    text, diagnostics = prepare_ability_text(raw, names, span_at)
    if _MISSPELT_KEYWORD.match(text):  # an unknown Case keyword not recoverable in place
        return LineResult(None, diagnostics)
    node, error = _parse_ability(text, filename, source.number)
    if error is not None and names:
        # A card may be named like its own text ("Draw a card."): when the line does not
        # parse with the name read as the card, it is read as the words it is.
        plain, _ = prepare_ability_text(raw, (), span_at)
        if plain != text:
            plain_node, _ = _parse_ability(plain, filename, source.number)
            if plain_node is not None:
                node, error, text = plain_node, None, plain
    if error is not None:
        stripped = text.rstrip()
        if stripped and stripped[-1] not in '.)"':
            node, _ = _parse_ability(stripped + ".", filename, source.number)
        if node is None:
            recovered = _recover_case_reminder(text, error, filename, source.number, span_at)
            if recovered is not None:
                node, wrong_reminder = recovered
                diagnostics.append(wrong_reminder)
                return LineResult(node, diagnostics)
            diagnostics.append(_error_diagnostic(error, text, ability_parser(), span_at))
            return LineResult(None, diagnostics)
        diagnostics.append(
            Diagnostic(
                span_at(len(stripped), len(stripped) + 1),
                Severity.WARNING,
                "W104",
                "this sentence has no final period",
                fix=stripped[-1] + ".",
                help="end the sentence with '.'",
            )
        )
    return LineResult(node, diagnostics)


_TO_SOLVE_LINE = re.compile(r"\s*to solve\b", re.IGNORECASE)
_REMINDER_AT_END = re.compile(r"\([^()]*\)(?=\s*$)")


def _recover_case_reminder(
    text: str,
    error: UnexpectedInput,
    filename: str,
    line: int,
    span_at: Callable[[int, int], Span],
) -> tuple[nodes.Node, Diagnostic] | None:
    """W107 for a "To solve —" line whose reminder text is not quite the Case reminder.

    "(If unsolved, solve at the beginning of your upkeep.)" does not parse as reminder text,
    but the line is a To solve ability with the wrong reminder, not a syntax error: when the
    error stands inside the final parenthesized text and the line parses with the Case
    reminder in its place, that is the fix (CR 702.169a). The AST holds the Case reminder,
    as ``karlov fmt`` writes it.
    """
    from .checks import CASE_REMINDER

    reminder = _REMINDER_AT_END.search(text)
    column = (getattr(error, "column", 0) or 0) - 1
    if not _TO_SOLVE_LINE.match(text) or reminder is None or column < reminder.start():
        return None
    node, _ = _parse_ability(text[: reminder.start()] + CASE_REMINDER, filename, line)
    if node is None:
        return None
    return node, Diagnostic(
        span_at(*reminder.span()),
        Severity.WARNING,
        "W107",
        "the reminder text after 'To solve —' is not the Case reminder",
        fix=CASE_REMINDER,
    )


def _parse_ability(
    text: str, filename: str, line: int
) -> tuple[nodes.Node | None, UnexpectedInput | None]:
    """The AST of one prepared ability line, or the syntax error that stopped it."""
    node = _ability_builder().parse(text, filename, line, "line")
    if node is not None:
        return node, None  # type: ignore[return-value]
    from lark.exceptions import UnexpectedInput

    try:
        ability_parser().parse(text, start="line")
    except UnexpectedInput as error:
        return None, error
    raise AssertionError(f"Lark parses what karlov's LALR driver rejects: {text!r}")


def parse_frame_line(
    source: SourceLine, filename: str, start: str
) -> tuple[_FrameTree | None, Diagnostic | None]:
    """Parse a name, type or power/toughness line with the frame grammar."""

    def span_at(first: int, end: int) -> Span:
        return Span(filename, source.number, first + 1, source.number, end + 1)

    text = source.text
    if start == "type_line":
        dash = re.search(r"(?<=\s)(--|-|–)(?=\s)", text)
        if dash:
            first, end = dash.span()
            warning = Diagnostic(
                span_at(first, end),
                Severity.WARNING,
                "W108",
                wrong_dash_message(dash.group()),
                fix="—",
                help="write an em dash '—' (U+2014) between the card types and the subtypes",
            )
            # Recover as if the em dash were there (same length, so columns stay exact).
            fixed = text[:first] + "—".ljust(end - first) + text[end:]
            tree = _frame_builder().parse(fixed, filename, source.number, start)
            if tree is not None:
                return tree, warning  # type: ignore[return-value]
            text = fixed  # still broken elsewhere: report that error instead
    tree = _frame_builder().parse(text, filename, source.number, start)
    if tree is not None:
        return tree, None  # type: ignore[return-value]
    from lark.exceptions import UnexpectedInput

    try:
        frame_parser().parse(text, start=start)
    except UnexpectedInput as error:
        return None, _error_diagnostic(error, text, frame_parser(), span_at)
    raise AssertionError(f"Lark parses what karlov's LALR driver rejects: {text!r}")


# ---- a whole file ------------------------------------------------------------------------


_ABILITY_KINDS = {
    nodes.KeywordLine: nodes.AbilityKind.KEYWORD,
    nodes.ToSolve: nodes.AbilityKind.TO_SOLVE,
    nodes.Solved: nodes.AbilityKind.SOLVED,
    nodes.Triggered: nodes.AbilityKind.TRIGGERED,
    nodes.Activated: nodes.AbilityKind.ACTIVATED,
    nodes.Replacement: nodes.AbilityKind.REPLACEMENT,
}


def _classify(node: nodes.Node, card_types: tuple[str, ...]) -> nodes.AbilityKind:
    """CR 113.3: which kind of ability a parsed ability is on this card."""
    for cls, kind in _ABILITY_KINDS.items():
        if isinstance(node, cls):
            return kind
    if isinstance(node, nodes.Statement):
        if "instant" in card_types or "sorcery" in card_types:
            return nodes.AbilityKind.SPELL
        return nodes.AbilityKind.STATIC
    raise TypeError(f"not an ability node: {type(node).__name__}")


def build_ability(line: nodes.Node, card_types: tuple[str, ...], source: str = "") -> nodes.Ability:
    """Wrap a parsed line as a classified :class:`nodes.Ability` (``source``: its text)."""
    if isinstance(line, nodes.ReminderLine):
        return nodes.Ability(
            nodes.AbilityKind.REMINDER, None, line.items[0], span=line.span, source=source
        )
    word = None
    if isinstance(line, nodes.WordedLine):
        label, _dash, body, reminder = line.items
        assert isinstance(label, nodes.Lexeme)
        word = label.text
    else:
        body, reminder = line.items
    assert isinstance(body, nodes.Node)
    kind = _classify(body, card_types)
    solved = None
    if kind is nodes.AbilityKind.SOLVED:
        inner = body.items[-1]
        assert isinstance(inner, nodes.Node)
        solved = nodes.Ability(_classify(inner, card_types), inner, span=inner.span)
    return nodes.Ability(kind, body, reminder, solved, word, span=line.span, source=source)


_PT_LINE = re.compile(r"^\s*(?:\d+|\*|X)(?:[+-]\d+)?/(?:\d+|\*|X)(?:[+-]\d+)?\s*$")


def parse_card(
    lines: list[SourceLine], filename: str
) -> tuple[nodes.Card | None, list[Diagnostic], int]:
    """One card from its non-blank, non-comment lines (name, type line, abilities, P/T).

    Also returns how many ability lines failed to parse, so that checks about what the card
    lacks are not reported when the missing ability is merely unreadable.
    """
    from .layout import MAX_PT_LINE_LENGTH, line_too_long, long_number, touching_words

    diagnostics: list[Diagnostic] = []
    first = lines[0]
    too_long = line_too_long("name", first.text, _span_on(filename, first))
    if too_long is not None:
        return None, [too_long], 0
    name_tree, error = parse_frame_line(first, filename, "name_line")
    if error:
        return None, [error], 0
    assert name_tree is not None
    name = str(name_tree.children[0]).strip()
    cost_tree = name_tree.children[1]
    mana_cost = tuple(str(t) for t in cost_tree.children) if cost_tree is not None else None
    if mana_cost is not None:
        diagnostics.extend(_name_line_spacing(name, mana_cost, first, filename))
        mana_cost = _mana_cost_symbols(mana_cost, first, filename, diagnostics)
    if len(lines) < 2:
        return (
            None,
            [
                Diagnostic(
                    Span(filename, first.number, 1, first.number, len(first.text) + 1),
                    Severity.ERROR,
                    "E030",
                    f"the card '{name}' has no type line",
                    help="put the type line, such as 'Enchantment — Case', after the name",
                )
            ],
            0,
        )
    too_long = line_too_long("type", lines[1].text, _span_on(filename, lines[1]))
    if too_long is not None:
        return None, [*diagnostics, too_long], 0
    type_tree, error = parse_frame_line(lines[1], filename, "type_line")
    if error is not None and (error.is_error or type_tree is None):
        return None, [*diagnostics, error], 0
    if error is not None:
        diagnostics.append(error)
    assert type_tree is not None
    tokens = type_tree.tokens()
    type_line = nodes.TypeLine(
        tuple(str(t).lower() for t in tokens if t.type == "SUPERTYPE"),
        tuple(str(t).lower() for t in tokens if t.type == "CARD_TYPE"),
        tuple(str(t) for t in tokens if t.type.endswith("_TYPE") and t.type != "CARD_TYPE"),
        span=Span(filename, lines[1].number, 1, lines[1].number, len(lines[1].text) + 1),
    )
    body = lines[2:]
    power_toughness = None
    is_creature = "creature" in type_line.card_types
    diagnostics.extend(_type_line_dash(lines[1], filename))
    if body and _PT_LINE.match(body[-1].text):
        pt_line = body.pop()
        bad_pt = long_number(pt_line.text, _span_on(filename, pt_line))
        if bad_pt is None and len(pt_line.text.strip()) > MAX_PT_LINE_LENGTH:
            bad_pt = line_too_long("pt", pt_line.text.strip(), _span_on(filename, pt_line))
        if bad_pt is not None:
            diagnostics.append(bad_pt)
        # A Vehicle has a printed power and toughness though it isn't a creature (CR 301.7a).
        elif is_creature or "Vehicle" in type_line.subtypes:
            power, toughness = pt_line.text.strip().split("/")
            power_toughness = (power, toughness)
        else:
            diagnostics.append(
                Diagnostic(
                    Span(filename, pt_line.number, 1, pt_line.number, len(pt_line.text) + 1),
                    Severity.ERROR,
                    "E032",
                    f"'{name}' is not a creature, so it has no power/toughness line",
                    fix="",
                )
            )
    elif is_creature:
        last = lines[-1]
        diagnostics.append(
            Diagnostic(
                Span(filename, last.number, 1, last.number, len(last.text) + 1),
                Severity.ERROR,
                "E031",
                f"the creature '{name}' has no power/toughness line",
                help="end the card with a line such as '2/2'",
            )
        )
    short = nodes.short_name(name, type_line)
    names = [name, short] if short else [name]
    abilities: list[nodes.Ability] = []
    failed = 0
    for source in body:
        result = parse_ability_line(source, filename, names)
        diagnostics.extend(result.diagnostics)
        if result.node is not None:
            diagnostics.extend(touching_words(result.node, {source.number: source.text}))
            abilities.append(build_ability(result.node, type_line.card_types, source.text.strip()))
        else:
            failed += 1
    end = lines[-1]
    span = Span(filename, first.number, 1, end.number, len(end.text) + 1)
    card = nodes.Card(name, mana_cost, type_line, tuple(abilities), power_toughness, span=span)
    return card, diagnostics, failed


def _span_on(filename: str, source: SourceLine) -> Callable[[int, int], Span]:
    """``span_at(start, end)`` for 0-based columns of ``source``."""

    def span_at(start: int, end: int) -> Span:
        return Span(filename, source.number, start + 1, source.number, end + 1)

    return span_at


#: Symbols the grammar reads in braces that are not mana: a mana cost cannot hold them.
_NOT_MANA = {
    "{T}": "the tap symbol {T} (CR 107.5)",
    "{Q}": "the untap symbol {Q} (CR 107.6)",
    "{E}": "the energy symbol {E} (CR 107.14)",
}


def _cost_positions(symbols: tuple[str, ...], line: SourceLine) -> list[int]:
    """The 0-based columns of the mana cost's symbols: the braces that end the name line."""
    braces = [match.start() for match in re.finditer(r"\{[^{}]*\}", line.text)]
    return braces[len(braces) - len(symbols) :]


def _mana_cost_symbols(
    symbols: tuple[str, ...], line: SourceLine, filename: str, diagnostics: list[Diagnostic]
) -> tuple[str, ...]:
    """E013 for each symbol of the cost that is not mana (CR 202.1: a mana cost is made of
    mana symbols). The card keeps the others: it has an error, so it is never formatted, and
    the compiler does not see a cost the runtime cannot read."""
    if not any(symbol in _NOT_MANA for symbol in symbols):
        return symbols
    kept: list[str] = []
    for symbol, position in zip(symbols, _cost_positions(symbols, line), strict=True):
        if symbol not in _NOT_MANA:
            kept.append(symbol)
            continue
        diagnostics.append(
            Diagnostic(
                Span(filename, line.number, position + 1, line.number, position + len(symbol) + 1),
                Severity.ERROR,
                "E013",
                f"a card's mana cost cannot contain {_NOT_MANA[symbol]}",
                help="a mana cost is made of mana symbols such as {2}, {R}, {W/U}, {G/P} "
                "or {S}; {T}, {Q} and {E} belong in the cost of an activated ability",
            )
        )
    return tuple(kept)


def _name_line_spacing(
    name: str, mana_cost: tuple[str, ...] | None, line: SourceLine, filename: str
) -> list[Diagnostic]:
    """W112 when the name line is not the name, one space, and the cost's symbols unspaced."""
    if not mana_cost:
        return []
    text = line.text.rstrip(" \t")
    cost_start = _cost_positions(mana_cost, line)[0]
    gap_start = len(text[:cost_start].rstrip(" \t"))
    canonical = " " + "".join(mana_cost)
    if text[gap_start:] == canonical:
        return []
    return [
        Diagnostic(
            Span(filename, line.number, gap_start + 1, line.number, len(text) + 1),
            Severity.WARNING,
            "W112",
            "fmt writes one space between the card's name and its mana cost, and no space "
            "inside the cost",
            fix=canonical,
        )
    ]


_TYPE_DASH = re.compile(r"[ \t]*(?:—|--|-|–)[ \t]*")


def _type_line_dash(line: SourceLine, filename: str) -> list[Diagnostic]:
    """W111 when the type line's dash is not set off by one space on each side."""
    for match in _TYPE_DASH.finditer(line.text):
        if match.start() == 0 or match.end() == len(line.text):
            continue
        if match.group() != " " + match.group().strip(" \t") + " ":
            return [
                Diagnostic(
                    Span(filename, line.number, match.start() + 1, line.number, match.end() + 1),
                    Severity.WARNING,
                    "W111",
                    "the dash of a type line stands between single spaces",
                    fix=" — ",
                    help="write ' — ' between the card types and the subtypes",
                )
            ]
    return []


def split_file(text: str) -> list[list[SourceLine] | SourceLine]:
    """Cards (lists of lines) and comment lines, in file order; blank lines separate cards.

    Lines end only at ``\n``, ``\r\n`` and ``\r`` (:func:`karlov.frontend.layout.split_lines`);
    only spaces and tabs count as blank, so no other character the user wrote is dropped.
    """
    from .layout import split_lines

    items: list[list[SourceLine] | SourceLine] = []
    current: list[SourceLine] = []
    for number, line in enumerate(split_lines(text), start=1):
        stripped = line.strip(" \t")
        if stripped.startswith("#"):
            items.append(SourceLine(number, line))
        elif not stripped:
            if current:
                items.append(current)
                current = []
        else:
            current.append(SourceLine(number, line.rstrip(" \t")))
    if current:
        items.append(current)
    return items


def _without_overlaps(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """Drop W112 (spacing) where W111 already reports the spaces around a type line's dash."""
    dashes = [d.span for d in diagnostics if d.code == "W111"]
    if not dashes:
        return diagnostics
    return [
        d
        for d in diagnostics
        if d.code != "W112"
        or not any(
            s.line == d.span.line and s.column < d.span.end_column and d.span.column < s.end_column
            for s in dashes
        )
    ]


def bom_warning(filename: str) -> Diagnostic:
    """W110: the file starts with a UTF-8 byte order mark, which ``fmt`` removes."""
    return Diagnostic(
        Span(filename, 1, 1, 1, 1),
        Severity.WARNING,
        "W110",
        "this file starts with a UTF-8 byte order mark, which fmt removes",
        help="run 'karlov fmt', or save the file as UTF-8 without a byte order mark",
    )


@contextlib.contextmanager
def _without_gc_pauses() -> Iterator[None]:
    """No cyclic garbage collection while a file's AST is built (restored afterwards).

    The AST is acyclic (frozen nodes holding tuples), so reference counting frees all of it;
    but each of its ~100 objects per card is a container the collector tracks, and the full
    collections that a growing tree triggers re-scan everything built so far: parse and
    check slowed from ~1,700 to ~1,300 cards/s between files of 1,000 and 10,000 cards, and
    run at ~2,100 cards/s for both without the pauses. What cycles a parse does make (a
    syntax error's traceback) are collected once the collector is back on.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def parse_file(text: str, filename: str = "<string>") -> tuple[nodes.CardFile, list[Diagnostic]]:
    """Every card and comment of a file, and every diagnostic (syntax, then checks).

    Never raises on bad text: a card with a broken frame is left out of the result and
    reported; a broken ability line is left out of its card and reported.
    """
    with _without_gc_pauses():
        result = _parse_file(text, filename)
    _CALLBACK_CODES.save()
    _LEXER_PATTERNS.save()
    return result


def _parse_file(text: str, filename: str) -> tuple[nodes.CardFile, list[Diagnostic]]:
    from .checks import check_card
    from .layout import line_too_long, split_lines, whitespace_diagnostics

    items: list[nodes.Card | nodes.Comment] = []
    diagnostics: list[Diagnostic] = []
    if text.startswith("\ufeff"):
        # A byte order mark read through the API (files lose theirs in read_source, and the
        # CLI reports it): editors hide it, so columns on line 1 are counted without it.
        text = text[1:]
        diagnostics.append(bom_warning(filename))
    lines = split_lines(text)
    split = split_file(text)
    canonical_spacing: set[int] = set()
    for item in split:
        if isinstance(item, list):
            canonical_spacing.update(line.number for line in item[1:])
    diagnostics.extend(whitespace_diagnostics(text, lines, split, filename, canonical_spacing))
    for item in split:
        if isinstance(item, SourceLine):
            span = Span(filename, item.number, 1, item.number, len(item.text) + 1)
            too_long = line_too_long("comment", item.text, _span_on(filename, item))
            if too_long is not None:
                diagnostics.append(too_long)
            items.append(nodes.Comment(item.text.strip(" \t"), span=span))
            continue
        card, found, failed = parse_card(item, filename)
        diagnostics.extend(found)
        if card is not None:
            items.append(card)
            lines_by_number = {line.number: line.text for line in item}
            diagnostics.extend(check_card(card, lines_by_number, complete=not failed))
    if not any(isinstance(i, nodes.Card) for i in items) and not diagnostics:
        diagnostics.append(
            Diagnostic(
                Span(filename, 1, 1, 1, 1),
                Severity.ERROR,
                "E033",
                "this file has no cards",
                help="a card starts with its name line, then its type line",
            )
        )
    diagnostics = [with_source_line(d, lines) for d in _without_overlaps(diagnostics)]
    diagnostics.sort(key=lambda d: (d.span.line, d.span.column, d.code))
    return nodes.CardFile(
        tuple(items), span=Span(filename, 1, 1, max(len(lines), 1), 1)
    ), diagnostics
