"""Generate ``karlov/frontend/parser_tables/<grammar>.py`` and ``<grammar>.rows``: the parser
tables karlov ships.

Run ``python tools/gen_tables.py`` after any change to ``karlov/frontend/grammar/*.lark``
(``--check`` only reports whether the shipped files are current; the test suite runs the
same comparison). Lark analyses each grammar here, with ``strict=True`` (no shift/reduce or
terminal collisions) and the contextual lexer, and what karlov's driver needs of the result
is written as a Python module of literal data, its large parts packed in a rows file beside
it (:func:`to_python`): the LALR parse table, each state's lexer
(its terminals in Lark's order and Lark's keyword-versus-pattern "unless" sets), the
terminals (regexp, literal text, what a match can start with) and the rules with Lark's
tree-builder options. No user run ever
analyses the grammar; only this tool and the tests import Lark.

The module also gives the tests Lark's own parsers (:func:`lark_parser`), to hold karlov's
driver to exactly Lark's trees.
"""

from __future__ import annotations

import argparse
import marshal
import re
import subprocess
import sys
from functools import cache
from pathlib import Path
from re import _constants as _sre_constants
from re import _parser as _sre_parser

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from karlov.frontend.lexer import can_start, first_index, whole_word, word_lookup  # noqa: E402
from karlov.frontend.renderer import grammar_analysis  # noqa: E402
from karlov.frontend.tables import (  # noqa: E402
    TABLES_DIR,
    TABLES_FORMAT,
    RuleShape,
    Terminal,
    first_sets,
    grammar_digest,
    rows_header,
)
from karlov.frontend.words import subtype_forms  # noqa: E402

GRAMMAR_DIR = ROOT / "karlov" / "frontend" / "grammar"
GRAMMARS = {"ability": ["line"], "card": ["name_line", "type_line", "pt_line"]}
# Terminals whose lexemes keep their case although the terminal ignores it.
CASE_KEPT = frozenset(
    {"SELF_NAME", "OTHER_CARD_NAME", "MANA_SYMBOL", "PT", "PT_MOD", "NUMBER", "EM_DASH"}
)


# ---- what a regexp can start with ---------------------------------------------------------


@cache
def first_chars(regexp: str) -> tuple[frozenset[str], frozenset[str]] | None:
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


# ---- what karlov's scanner matches without regexes -----------------------------------

# Most terminals match a finite set of strings, optionally each followed by a word-end check
# ("(?![\\w'-])"). Those are shipped as data (``scan``): the strings in the order the regex
# tries them, so the scanner (karlov.frontend.lexer) finds the same match with dictionary
# look-ups instead of compiling the regex. Others (numbers, names, lookaheads) stay regexes.
SCAN_CAP = 512  # alternatives in one segment made by multiplying out a sequence
SCAN_SEGMENT_CAP = 20_000  # alternatives a single group may list (the creature types)


def scan_spec(regexp: str) -> list | None:
    """``[fold, segments]`` for a regexp of finitely many strings, else None.

    ``fold`` is 1 when every letter matches regardless of case. A match is one alternative of
    each segment in turn, tried in the order listed (the regex's backtracking order); a segment
    is a list of runs ``[lookahead, [string, ...]]``, where ``lookahead`` (only in the last
    segment) is None or the characters besides ``\\w`` that must not follow the string.
    """
    try:
        parsed = _sre_parser.parse(regexp, 0)
    except Exception:
        return None
    folds: set[bool] = set()
    top_fold = bool(parsed.state.flags & re.IGNORECASE)
    items = list(parsed)
    lookahead = None
    if items and items[-1][0] is _sre_constants.ASSERT_NOT:
        lookahead = _word_end_chars(items[-1][1])
        if lookahead is None:
            return None
        items = items[:-1]
    segments: list[list[tuple[str, str | None]]] = []
    current: list[tuple[str, str | None]] = [("", None)]
    for item in items:
        alternatives = _alternatives([item], top_fold, folds, SCAN_SEGMENT_CAP)
        if alternatives is None:
            return None
        if len(current) * len(alternatives) <= SCAN_CAP:
            current = _product(current, alternatives)
            if current is None:
                return None
        else:
            if any(la is not None for _, la in current):
                return None
            segments.append(current)
            current = alternatives
    if lookahead is not None:
        if any(la is not None for _, la in current):
            return None
        current = [(text, lookahead) for text, _ in current]
    segments.append(current)
    if any(la is not None for segment in segments[:-1] for _, la in segment):
        return None
    if len(folds) > 1:
        return None
    fold = folds == {True}
    if fold and not all(_plain_fold(text) for seg in segments for text, _ in seg):
        return None
    return [int(fold), [_runs(segment) for segment in segments if segment != [("", None)]]]


def _runs(segment: list[tuple[str, str | None]]) -> list:
    runs: list = []
    for text, la in segment:
        if runs and runs[-1][0] == la:
            runs[-1][1].append(text)
        else:
            runs.append([la, [text]])
    return runs


def _plain_fold(text: str) -> bool:
    """Whether ``str.lower`` folds ``text`` as ``re.IGNORECASE`` does: ASCII, or characters
    without case (the dashes and quotes of card text)."""
    return all(c.isascii() or c.lower() == c == c.upper() for c in text)


def _word_end_chars(body) -> str | None:
    """The characters besides ``\\w`` of a negative lookahead ``(?![\\w...])``, else None."""
    c = _sre_constants
    direction, pattern = body
    items = list(pattern)
    if direction != 1 or len(items) != 1 or items[0][0] is not c.IN:
        return None
    extra, word = [], False
    for kind, value in items[0][1]:
        if kind is c.CATEGORY and value is c.CATEGORY_WORD:
            word = True
        elif kind is c.LITERAL:
            extra.append(chr(value))
        else:
            return None
    return "".join(extra) if word else None


def _product(left, right):
    """Each alternative of ``left`` followed by each of ``right``, in backtracking order."""
    result = []
    for text, la in left:
        for more, more_la in right:
            if la is not None and more != "":
                return None  # a lookahead in the middle of a match
            result.append((text + more, more_la if more_la is not None else la))
    return result


def _alternatives(items, fold: bool, folds: set[bool], cap: int):
    """The strings a parsed sequence matches, in the order the regex tries them, or None."""
    c = _sre_constants
    result: list[tuple[str, str | None]] | None = [("", None)]
    items = list(items)
    for index, (op, arg) in enumerate(items):
        if op is c.LITERAL:
            if chr(arg).lower() != chr(arg).upper():
                folds.add(fold)
            choices = [(chr(arg), None)]
        elif op is c.IN:
            choices = []
            for kind, value in arg:
                if kind is c.LITERAL:
                    codes = [value]
                elif kind is c.RANGE and value[1] - value[0] < 64:
                    codes = list(range(value[0], value[1] + 1))
                else:
                    return None
                for code in codes:
                    if chr(code).lower() != chr(code).upper():
                        folds.add(fold)
                    choices.append((chr(code), None))
        elif op is c.SUBPATTERN:
            _group, add_flags, del_flags, body = arg
            inner = (fold or bool(add_flags & re.IGNORECASE)) and not del_flags & re.IGNORECASE
            choices = _alternatives(body, inner, folds, cap)
        elif op is c.BRANCH:
            choices = []
            for alternative in arg[1]:
                more = _alternatives(alternative, fold, folds, cap)
                if more is None:
                    return None
                choices += more
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT):
            low, high, body = arg
            if high > 4:
                return None
            once = _alternatives(body, fold, folds, cap)
            if once is None:
                return None
            counts = range(high, low - 1, -1) if op is c.MAX_REPEAT else range(low, high + 1)
            choices = []
            for count in counts:
                repeated: list | None = [("", None)]
                for _ in range(count):
                    repeated = _product(repeated, once) if repeated is not None else None
                if repeated is None:
                    return None
                choices += repeated
        elif op is c.ASSERT_NOT and index == len(items) - 1:
            la = _word_end_chars(arg)
            if la is None or any(old is not None for _, old in result):
                return None
            return [(text, la) for text, _ in result]
        else:
            return None
        if choices is None:
            return None
        result = _product(result, choices)
        if result is None or len(result) > cap:
            return None
    return result


def regex_scan(regexp: str) -> list:
    """``[fold, None, prefix]`` for a terminal matched by its regex: the literal text every
    match starts with (lower case if ``fold``), which the scanner checks before compiling it."""
    try:
        parsed = _sre_parser.parse(regexp, 0)
    except Exception:
        return [0, None, ""]
    chars: list[tuple[str, bool]] = []
    _prefix(list(parsed), bool(parsed.state.flags & re.IGNORECASE), chars)
    folds = {fold for char, fold in chars if char.lower() != char.upper()}
    if len(folds) > 1 or (folds and not _plain_fold("".join(char for char, _ in chars))):
        chars = []
    fold = folds == {True}
    prefix = "".join(char for char, _ in chars)
    return [int(fold), None, prefix.lower() if fold else prefix]


def _prefix(items, fold: bool, chars: list[tuple[str, bool]]) -> bool:
    """Append the leading literal characters of ``items``; True if that was all of them."""
    c = _sre_constants
    for op, arg in items:
        if op is c.LITERAL:
            chars.append((chr(arg), fold))
        elif op is c.SUBPATTERN:
            _group, add_flags, del_flags, body = arg
            inner = (fold or bool(add_flags & re.IGNORECASE)) and not del_flags & re.IGNORECASE
            if not _prefix(list(body), inner, chars):
                return False
        else:
            return False
    return True


@cache
def _restricted(name: str, regexp: str, first, char: str) -> str | None:
    """Terminal ``name``'s regexp as far as it can match text starting with ``char``, or None
    (for a subtype terminal: its words with that initial)."""
    forms = subtype_forms().get(name)
    if forms is not None:
        words = [form for form in forms if form[0] == char]
        return f"(?:{_trie_regex(words)})(?![\\w'’-])" if words else None
    return regexp if can_start(first, char) else None


def _trie_regex(words) -> str:
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


# ---- Lark, with a scanner that compiles in seconds --------------------------------------


class _MemoizedRe:
    """The ``re`` module, with ``match`` results remembered: Lark's keyword-versus-pattern
    check matches every regex terminal against every keyword of a state, for each state."""

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
_SHARED_SCANNERS: dict[tuple, object] = {}


class _FirstCharScanner:
    """Lark's ``Scanner`` interface over one small scanner per first character (the creature
    types alone would otherwise make every state's scanner take long to compile)."""

    def __init__(self, terminals: list, g_regex_flags: int, re_module, use_bytes: bool):
        self.terminals = terminals
        self.allowed_types = {t.name for t in terminals}
        self._options = (g_regex_flags, re_module, use_bytes)
        self._by_char: dict[str, object] = {}

    def match(self, text, pos: int):
        char = text.text[pos]
        if char not in self._by_char:
            self._by_char[char] = self._scanner_for(char)
        scanner = self._by_char[char]
        return scanner.match(text, pos) if scanner is not None else None

    def _scanner_for(self, char: str):
        from lark.lexer import PatternRE, PatternStr, Scanner, TerminalDef

        subset = []
        for terminal in self.terminals:
            regexp = terminal.pattern.to_regexp()
            # As karlov's lexer does (karlov.frontend.lexer.whole_word): a keyword ends where
            # its word ends, so "thebattlefield" is not "the battlefield".
            literal = terminal.pattern.value if isinstance(terminal.pattern, PatternStr) else None
            whole = whole_word(regexp, literal)
            cut = _restricted(terminal.name, whole, first_chars(regexp), char)
            if cut is not None:
                subset.append(
                    terminal
                    if cut == regexp
                    else TerminalDef(terminal.name, PatternRE(cut), terminal.priority)
                )
        if not subset:
            return None
        key = (char, *((t.name, t.pattern.to_regexp()) for t in subset), self._options[0])
        if key not in _SHARED_SCANNERS:
            _SHARED_SCANNERS[key] = Scanner(subset, *self._options)
        return _SHARED_SCANNERS[key]


def _pair_padded(comparator, regexp_of=lambda terminal: terminal.pattern.to_regexp()):
    """Lark's strict check of terminal collisions, made affordable; the answers are Lark's.

    ``strict=True`` has interegular compare the terminals of each lexer state pairwise (a
    pair that can match the same text is refused). interegular pads every terminal's
    automaton with as many arbitrary characters as the longest lookaround of *any* terminal
    needs (54 here, for OPTIONAL_ADDITIONAL_COST): each of the ~650 automata is then large,
    and one with a lookahead after a variable-length part grows exponentially. Two things
    give the same answers cheaper:
    - two terminals whose matches must start with different characters (``first_chars``,
      ASCII only, so that case folding is plain) never match the same text at any padding;
    - padding both patterns of a pair equally never changes whether they can match the same
      text, as long as it covers each one's own lookarounds, so a pair is padded only as far
      as its own two patterns need (as interegular's ``get_example_overlap`` does).
    ``regexp_of`` gives a comparator key's regexp (Lark's keys are its terminals).
    """
    import interegular
    from interegular.patterns import Unsupported

    if not isinstance(comparator, interegular.Comparator):
        return comparator
    found = _PAIR_PADDED.get(id(comparator))
    if found is not None and found[0] is comparator:
        return found[1]

    def starts(key) -> frozenset[str] | None:
        first = first_chars(regexp_of(key))
        if first is None:
            return None
        exact, folded = first
        chars = exact | folded | {c.upper() for c in folded}
        return chars if all(c.isascii() for c in chars) else None

    class PairPadded(interegular.Comparator):
        def __init__(self, patterns):
            super().__init__(patterns)
            self._padded = {}

        def _padded_fsm(self, key, padding):
            if (key, padding) not in self._padded:
                try:
                    fsm = self._patterns[key].to_fsm(self._alphabet, padding)
                except Unsupported:  # as Comparator.get_fsm: unknown, so assumed disjoint
                    fsm = None
                self._padded[key, padding] = fsm
            return self._padded[key, padding]

        def isdisjoint(self, a, b) -> bool:
            if (a, b) not in self._know_pairs:
                if a not in self._patterns or b not in self._patterns:
                    # interegular can't read one of them (a "\b", say): Lark assumes the
                    # pair disjoint, after building the other's automaton for nothing.
                    self._know_pairs[a, b] = True
                    return True
                starts_a, starts_b = starts(a), starts(b)
                if starts_a is not None and starts_b is not None and not starts_a & starts_b:
                    self._know_pairs[a, b] = True
                    return True
                (pre_a, post_a), (pre_b, post_b) = (
                    self._patterns[a].prefix_postfix,
                    self._patterns[b].prefix_postfix,
                )
                if post_a is None or post_b is None:  # an unbounded lookahead: Lark's way
                    return super().isdisjoint(a, b)
                padding = (max(pre_a, pre_b), max(post_a, post_b))
                fa, fb = self._padded_fsm(a, padding), self._padded_fsm(b, padding)
                self._know_pairs[a, b] = fa is None or fb is None or fa.isdisjoint(fb)
            return self._know_pairs[a, b]

    padded = PairPadded(comparator._patterns)
    _PAIR_PADDED[id(comparator)] = (comparator, padded)
    return padded


_PAIR_PADDED: dict[int, tuple[object, object]] = {}


@cache
def _lexer_plugins() -> dict[str, object]:
    from lark.lexer import BasicLexer, ContextualLexer, _create_unless

    class FirstCharLexer(BasicLexer):
        def __init__(self, conf, comparator=None):
            super().__init__(conf, _pair_padded(comparator))

        def _build_scanner(self):
            # Lark's "unless" check without the subtype terminals: they never match a
            # keyword (capitalized words), and compiling them whole is what is avoided.
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


@cache
def lark_parser(grammar: str):
    """Lark's LALR parser of ``grammar`` ("ability" or "card"), ``strict``, never cached."""
    import lark

    path = GRAMMAR_DIR / f"{grammar}.lark"
    return lark.Lark(
        path.read_text(encoding="utf-8"),
        source_path=str(path),
        parser="lalr",
        lexer="contextual",
        strict=True,
        start=GRAMMARS[grammar],
        maybe_placeholders=True,
        import_paths=[str(GRAMMAR_DIR)],
        _plugins=_lexer_plugins(),
    )


# ---- the tables -------------------------------------------------------------------------


def _rule_entry(rule) -> list:
    """A rule as :class:`karlov.frontend.tables.RuleShape` takes it, flags as booleans: the
    shipped tuple is its arguments as they are, with nothing to convert on every start."""
    return [
        str(rule.origin.name),
        str(rule.alias) if rule.alias else None,
        [
            [str(s.name), bool(s.is_term), bool(getattr(s, "filter_out", False))]
            for s in rule.expansion
        ],
        bool(rule.options.expand1),
        bool(rule.options.keep_all_tokens),
        [bool(b) for b in rule.options.empty_indices or ()],
    ]


def _lexer_entry(lexer) -> list:
    scanner = lexer.scanner  # building it sets lexer.callback (the "unless" checks)
    unless = {
        str(name): [[str(t.name), str(t.pattern.to_regexp())] for t in check.scanner.terminals]
        for name, check in sorted(lexer.callback.items())
    }
    return [
        " ".join(str(t.name) for t in scanner.terminals),
        sorted(str(name) for name in lexer.ignore_types),
        unless,
    ]


def _state_order(table) -> dict[int, int]:
    """Lark's states, numbered canonically. Lark numbers them in an order that changes with
    Python's string hashing; numbered breadth first from the start states, symbols in name
    order, the file is the same on every run."""
    order: dict[int, int] = {}
    queue = [table.start_states[name] for name in sorted(table.start_states)]
    for state in queue:
        if state in order:
            continue
        order[state] = len(order)
        for name in sorted(table.states[state]):
            _action, arg = table.states[state][name]
            if isinstance(arg, int) and arg not in order:
                queue.append(arg)
    assert len(order) == len(table.states), "every state is reachable from a start state"
    return order


def state_lexers(grammar: str) -> list:
    """Lark's lexer of each state, by karlov's state number (the tests compare scanners)."""
    parser = lark_parser(grammar)
    order = _state_order(parser.parser.parser.parser.parse_table)
    contextual = parser.parser.lexer
    return [contextual.lexers[state] for state in sorted(order, key=order.__getitem__)]


def lark_match(lexer, text: str, pos: int) -> tuple[str, int] | None:
    """The terminal Lark's ``lexer`` reads at ``pos`` (after its keyword check) and where it
    ends, or None."""
    from lark.lexer import Token
    from lark.utils import TextSlice

    found = lexer.match(TextSlice(text, 0, len(text)), pos)
    if not found:
        return None
    value, kind = found
    if kind in lexer.callback:
        kind = lexer.callback[kind](Token(kind, value)).type
    return kind, pos + len(value)


def extract(grammar: str) -> dict:
    """Everything karlov needs of Lark's analysis of ``grammar``, as plain data (lists, dicts,
    strings, numbers and None)."""
    parser = lark_parser(grammar)
    table = parser.parser.parser.parser.parse_table
    rules = list(parser.rules)
    rule_ids = {rule: index for index, rule in enumerate(rules)}
    for actions in table.states.values():
        for _action, arg in actions.values():
            if not isinstance(arg, int) and arg not in rule_ids:
                rule_ids[arg] = len(rules)
                rules.append(arg)
    order = _state_order(table)
    by_number = sorted(order, key=order.__getitem__)
    symbols = sorted({str(name) for actions in table.states.values() for name in actions})
    symbol_ids = {name: index for index, name in enumerate(symbols)}
    # Each state as one string of hexadecimal digits (_packed): its symbols and actions,
    # "symbol, action, symbol, action, ...", as signed 16-bit numbers. One ASCII string per
    # state loads fast (the bytecode keeps it as it is), and karlov decodes a state when the
    # parser first reaches it, without reading a number in Python (tables.state_actions).
    states = [
        _packed(
            [
                number
                for name, (_action, arg) in sorted(table.states[state].items())
                for number in (
                    symbol_ids[str(name)],
                    order[arg] if isinstance(arg, int) else -1 - rule_ids[arg],
                )
            ]
        )
        for state in by_number
    ]
    lexers: list = []
    lexer_ids: dict[int, int] = {}
    state_lexers = []
    contextual = parser.parser.lexer
    for state in by_number:
        lexer = contextual.lexers[state]
        if id(lexer) not in lexer_ids:
            lexer_ids[id(lexer)] = len(lexers)
            lexers.append(_lexer_entry(lexer))
        state_lexers.append(lexer_ids[id(lexer)])
    terminals = {}
    for terminal in parser.terminals:
        regexp = str(terminal.pattern.to_regexp())
        first = first_chars(regexp)
        ignore_case = "i" in (terminal.pattern.flags or ())
        literal = str(terminal.pattern.value) if terminal.pattern.type == "str" else None
        whole = whole_word(regexp, literal)
        terminals[str(terminal.name)] = [
            regexp,
            literal,
            str(terminal.pattern.value),
            int(ignore_case and terminal.name not in CASE_KEPT),
            None if first is None else [sorted(first[0]), sorted(first[1])],
            scan_spec(whole) or regex_scan(whole),
        ]
    return {
        "format": TABLES_FORMAT,
        "grammar": grammar,
        "digest": grammar_digest(),
        "start_states": {str(k): order[v] for k, v in sorted(table.start_states.items())},
        "end_states": {str(k): order[v] for k, v in sorted(table.end_states.items())},
        "rules": [_rule_entry(rule) for rule in rules],
        "symbols": symbols,
        "states": states,
        "state_lexers": state_lexers,
        "lexers": lexers,
        "root_lexer": _lexer_entry(contextual.root_lexer),
        "terminals": dict(sorted(terminals.items())),
        "first_index": first_index(
            Terminal(name, *entry[:4], first_sets(entry[4]), entry[5])  # type: ignore[arg-type]
            for name, entry in sorted(terminals.items())
        ),
        # Each terminal's word look-up (karlov.frontend.lexer.word_lookup), of those that have
        # one: the scanner tries such terminals together (issue 24: working them out was some
        # 10 M instructions of a one-card check).
        "word_lookups": {
            name: found
            for name, entry in sorted(terminals.items())
            if (
                found := word_lookup(
                    Terminal(name, *entry[:4], first_sets(entry[4]), entry[5])  # type: ignore[arg-type]
                )
            )
            is not None
        },
        # The renderer's analysis of the grammar (karlov fmt and check), made here once.
        "render": list(grammar_analysis([RuleShape(*_rule_entry(rule)) for rule in rules])),
    }


def _packed(numbers: list[int]) -> str:
    """``numbers`` as signed 16-bit little-endian numbers, in hexadecimal (four digits each), a
    space after each pair: what :func:`karlov.frontend.tables.state_actions` reads. A number
    out of range raises. The spaces keep the bytecode from interning each row as a name (a
    string of letters and digits only is: hashing the rows cost a one-card check 3% of its
    instructions)."""
    return " ".join(
        b"".join(number.to_bytes(2, "little", signed=True) for number in numbers[at : at + 2]).hex()
        for at in range(0, len(numbers), 2)
    )


def _literal(value: object) -> str:
    """``value`` as a Python literal whose lists are tuples: a tuple of constants is one
    constant of the compiled module, which the interpreter reads whole from the bytecode."""
    if isinstance(value, list | tuple):
        items = [_literal(item) for item in value]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key!r}: {_literal(item)}" for key, item in value.items()) + "}"
    if isinstance(value, str | int | type(None)):  # bool is an int
        return repr(value)
    raise TypeError(f"not tables data: {value!r}")


#: The parts of the tables shipped packed (karlov.frontend.tables.PackedRows).
PACKED_ROWS = ("states", "rules", "lexers")
#: marshal's version 2 writes every object whole: later versions share an object met twice
#: and intern strings, by reference counts of the generating process, so the same tables
#: could be written differently from run to run (and the test that regenerates them fail).
MARSHAL_VERSION = 2


def _rows_blob(rows: list) -> tuple[bytes, bytes]:
    """``rows`` packed as :class:`karlov.frontend.tables.PackedRows` reads them: ``blob``,
    each row's :mod:`marshal` data (:data:`MARSHAL_VERSION`) in turn, and ``offsets``, where
    each row starts and where the last ends, as unsigned 32-bit little-endian numbers."""
    parts = [marshal.dumps(_tuples(row), MARSHAL_VERSION) for row in rows]
    offsets = [0]
    for data in parts:
        offsets.append(offsets[-1] + len(data))
    return b"".join(parts), b"".join(offset.to_bytes(4, "little") for offset in offsets)


def _tuples(value: object) -> object:
    """``value`` with its lists made tuples (rows are read back as they were written)."""
    if isinstance(value, list | tuple):
        return tuple(_tuples(item) for item in value)
    if isinstance(value, dict):
        return {key: _tuples(item) for key, item in value.items()}
    if isinstance(value, str | int | type(None)):  # bool is an int
        return value
    raise TypeError(f"not tables data: {value!r}")


class _RowsFile:
    """The rows file of a tables module (``<grammar>.rows``, beside it): a header, then each
    packed part's blob in turn; the module names each blob by where it lies in the file."""

    def __init__(self, header: bytes) -> None:
        self.data = bytearray(header)

    def packed(self, rows: list) -> str:
        """``(ROWS[start:end], offsets)`` for the module, the blob of ``rows`` appended here."""
        blob, offsets = _rows_blob(rows)
        start = len(self.data)
        self.data += blob
        return f"(ROWS[{start}:{len(self.data)}], {offsets!r})"

    def mapping(self, mapping: dict) -> str:
        """``(keys, ROWS[start:end], offsets)``: a mapping packed, its values in the file."""
        packed = self.packed(list(mapping.values()))
        return f"({_literal(list(mapping))}, {packed[1:-1]})"


def to_python(data: dict) -> tuple[str, bytes]:
    """The tables as a Python module of literal data, ``TABLES = {...}``, and its rows file.

    The small parts are tuples and dicts in the module; the large ones are packed (each row
    :mod:`marshal` data, :func:`_rows_blob`) into the rows file, which the module maps into
    memory when imported (:func:`karlov.frontend.tables.shipped_rows`) and names by slices
    of it: a run reads the pages of the few hundred rows it decodes, where the interpreter
    read all of the module's bytecode, 6.6 MB, on every start (issue 24). Imported, the
    module is read from its cached bytecode (``pip install`` compiles it); it holds only
    literals, generated here from Lark's analysis."""
    grammar = data["grammar"]
    name = f"{grammar}.rows"
    rows = _RowsFile(rows_header(data["format"], grammar, data["digest"]))
    body = []
    for key, value in data.items():
        if key in PACKED_ROWS:
            body.append(f"{key!r}: {rows.packed(value)},")
        elif key in ("terminals", "word_lookups"):
            body.append(f"{key!r}: {rows.mapping(value)},")
        elif key == "render":  # the rules of each node name, then of each symbol
            body.append(f"{key!r}: ({', '.join(rows.mapping(part) for part in value)}),")
        else:
            body.append(f"{key!r}: {_literal(value)},")
    lines = [
        f'"""The parser tables of ``grammar/{grammar}.lark``, generated by '
        "tools/gen_tables.py: do not edit.",
        "",
        f"Their large parts are rows in ``{name}``, beside this file "
        '(``karlov.frontend.tables.shipped_rows``)."""',
        "",
        "from ..tables import shipped_rows",
        "",
        f"ROWS = shipped_rows(__file__, {name!r}, {len(rows.data)}, "
        f"{rows_header(data['format'], grammar, data['digest'])!r})",
        "",
        "TABLES = {",
        *body,
        "}",
    ]
    return "\n".join(lines) + "\n", bytes(rows.data)


def generated() -> dict[str, str | bytes]:
    """The text of every tables module and the bytes of its rows file, by file name."""
    files: dict[str, str | bytes] = {}
    for grammar in GRAMMARS:
        files[f"{grammar}.py"], files[f"{grammar}.rows"] = to_python(extract(grammar))
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale files")
    args = parser.parse_args(argv)
    stale = []
    for name, content in generated().items():
        path = TABLES_DIR / name
        data = content.encode("utf-8") if isinstance(content, str) else content
        if not path.exists() or path.read_bytes() != data:
            stale.append(name)
            if not args.check:
                TABLES_DIR.mkdir(exist_ok=True)
                # A new file renamed over the old: a process that has the old rows file
                # mapped (karlov.frontend.tables.shipped_rows) keeps reading the old one.
                written = path.with_name(path.name + ".new")
                written.write_bytes(data)
                written.replace(path)
    verb = "out of date" if args.check else "written"
    for name in stale:
        print(f"{TABLES_DIR / name}: {verb}")
    # The renderer's templates are of the tables' grammar (tools/gen_templates.py): made
    # again, in a process that loads the tables just written, whenever they are not.
    if not _templates_current():
        if args.check:
            print(f"{TABLES_DIR / 'templates.py'}: out of date")
            return 1
        subprocess.run([sys.executable, str(ROOT / "tools" / "gen_templates.py")], check=True)
    return 1 if args.check and stale else 0


def _templates_current() -> bool:
    """Whether the shipped templates were made from the grammar files as they are."""
    path = TABLES_DIR / "templates.py"
    if not path.exists():
        return False
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if line.startswith("DIGEST = "):
                return line.strip() == f"DIGEST = {grammar_digest()!r}"
    return False


if __name__ == "__main__":
    sys.exit(main())
