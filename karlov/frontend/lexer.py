"""Scanning: Lark's contextual lexer, from the shipped tables, dispatched on the first character.

Lark's contextual lexer matches, in each parser state, one regex that joins every terminal
the state accepts, in priority order; the first alternative that matches wins. With ~200
terminals (one of them the ~1,200 creature-type words) that regex would take milliseconds to
compile per state, and every space or word would try most alternatives in turn. Here the
same alternation, in the same order, is cut down to the terminals that can begin with the
character at hand (for a subtype terminal: to its words with that initial), compiled on
first use and shared by all states with the same cut. A terminal that could match is never
left out, so the token found is the one Lark's own scanner finds. What each terminal can
start with was worked out when the tables were generated (``tools/gen_tables.py``).

Nothing here is cached on disk: the compiled patterns live for the process, and their number
is bounded by the grammar (states × first characters that occur), never by the card text —
characters no terminal can start with share one "nothing matches" answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .tables import FirstChars, LexerTable, Tables
from .words import subtype_forms

MAX_REMEMBERED = 50_000
MAX_REMEMBERED_PER_STATE = 512
SKIP = object()  # at this character, the only terminal is the ignored space: step over it
NOTHING = re.compile(r"(?!)")  # no terminal can start here

# Per process: keyed by the grammar's terminals (never by card text), so bounded by the grammar.
_RESTRICTED: dict[tuple[str, str, str], str | None] = {}
_ALTERNATIONS: dict[tuple[tuple[str, str], ...], re.Pattern[str]] = {}


def trie_regex(words: Iterable[str]) -> str:
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


def can_start(first: FirstChars | None, char: str) -> bool:
    """Whether ``char`` can begin a match of a terminal whose first characters are ``first``
    (erring on yes: a non-ASCII character may fold to a letter under ``re.IGNORECASE``)."""
    if first is None or char in first[0]:
        return True
    return bool(first[1]) and (char.lower() in first[1] or not char.isascii())


def restricted(name: str, regexp: str, first: FirstChars | None, char: str) -> str | None:
    """Terminal ``name``'s regexp as far as it can match text starting with ``char``, or None."""
    key = (name, regexp, char)
    if key in _RESTRICTED:
        return _RESTRICTED[key]
    forms = subtype_forms().get(name)
    result = None
    if forms is not None:
        words = [form for form in forms if form[0] == char]
        if words:
            result = f"(?:{trie_regex(words)})(?![\\w'’-])"
    elif can_start(first, char):
        result = regexp
    if char.isascii() or len(_RESTRICTED) < MAX_REMEMBERED:  # odd input must not grow it
        _RESTRICTED[key] = result
    return result


def alternation(terminals: tuple[tuple[str, str], ...]) -> re.Pattern[str]:
    """One pattern trying ``(name, regexp)`` terminals in order, as Lark's scanner does."""
    pattern = _ALTERNATIONS.get(terminals)
    if pattern is None:
        pattern = re.compile("|".join(f"(?P<{name}>{regexp})" for name, regexp in terminals))
        _ALTERNATIONS[terminals] = pattern
    return pattern


def whole_word(regexp: str, literal: str | None) -> str:
    """A keyword's regexp, ending at a word boundary when the keyword ends in a letter.

    Lark matches a plain-string terminal anywhere, so "on thebattlefield" would read as
    "on the battlefield" (and ``fmt`` would quietly add the space); a keyword must end where
    its word ends. Patterns (``NOUN``, ``CARD_TYPE``, ...) carry their own boundaries.
    ``tools/gen_tables.py`` gives Lark's scanner the same rule, so both read the same tokens.
    """
    if literal is None or not (literal[-1].isalnum() or literal[-1] == "_"):
        return regexp
    return f"(?:{regexp}){WORD_END}"


WORD_END = r"(?![\w'’-])"


class StateScanner:
    """What one lexer (a set of parser states) tries at each first character.

    ``at(char)`` is a compiled alternation, :data:`NOTHING` when no terminal starts with
    ``char``, or :data:`SKIP` when the only one is the ignored space.
    """

    __slots__ = ("_lexer", "_tables", "by_char", "ignore", "special")

    def __init__(self, tables: Tables, lexer: LexerTable):
        self._tables = tables
        self._lexer = lexer
        self.by_char: dict[str, object] = {}
        self.ignore = lexer.ignore
        # Lark's keyword-versus-pattern check ("unless"): a regex match that is exactly a
        # keyword becomes that keyword.
        self.special = {name: alternation(keywords) for name, keywords in lexer.unless.items()}

    def at(self, char: str) -> object:
        patterns = self.by_char.get(char)
        if patterns is None:
            patterns = self._build(char)
            if char.isascii() or len(self.by_char) < MAX_REMEMBERED_PER_STATE:
                self.by_char[char] = patterns
        return patterns

    def _build(self, char: str) -> object:
        terminals = self._tables.terminals
        subset = []
        for name in self._lexer.names:
            terminal = terminals[name]
            regexp = restricted(
                name, whole_word(terminal.regexp, terminal.literal), terminal.first, char
            )
            if regexp is not None:
                subset.append((name, regexp))
        if not subset:
            return NOTHING
        if (
            len(subset) == 1
            and subset[0][0] in self.ignore
            and subset[0][0] not in self.special
            and subset[0][1] in (char, re.escape(char))
        ):
            return SKIP
        return alternation(tuple(subset))

    def match(self, text: str, pos: int) -> tuple[str, int] | None:
        """The terminal found at ``pos`` and where it ends (skipping nothing), or None."""
        patterns = self.at(text[pos])
        if patterns is SKIP:
            return next(iter(self.ignore)), pos + 1
        found = patterns.match(text, pos)  # type: ignore[attr-defined]
        if found is None:
            return None
        kind = found.lastgroup
        assert kind is not None
        if kind in self.special:
            keyword = self.special[kind].fullmatch(found.group())
            if keyword is not None:
                kind = keyword.lastgroup
                assert kind is not None
        return kind, found.end()
