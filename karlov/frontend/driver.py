"""The LALR driver: runs the shipped parse table and contextual lexers, and builds the AST.

It runs the table Lark computed (``parser_tables/<grammar>.py``, see :mod:`.tables`) with the same
per-state lexers (:mod:`.lexer`), and reduces with one generic, table-driven step that does
what Lark's tree builder does: drop anonymous tokens, insert ``None`` for an absent
``[optional]``, inline a ``?rule`` with one child, splice ``x+`` helper rules; each kept token
becomes a :class:`nodes.Lexeme` and every node gets the span from its first to its last
token, dropped keywords included. A test holds it to exactly Lark's tree.

When a line does not parse, the driver says where and what it expected, as Lark would: the
terminals the state accepts (those that, after the reductions they cause, would be shifted),
or, where no terminal of the grammar matches at all, the terminals the state's lexer tries.
"""

from __future__ import annotations

import dataclasses
import operator
import threading
import types
from collections.abc import Callable

from ..spans import ir_class
from . import nodes
from .diagnostics import Span
from .lexer import SKIP, StateScanner, WordGroup
from .tables import RuleShape, Tables

#: How many parser stacks' expected terminals are remembered (then forgotten all at once).
MAX_ACCEPTED = 4096

#: How many lines' parses are remembered (then forgotten all at once): see ``ASTBuilder._memo``.
MAX_REMEMBERED = 8192

#: Continuation terminals not named ``*_CONT`` ("deathtouch or lifelink").
_SPACED_CONTINUATIONS = frozenset({"OR_KEYWORD"})


@ir_class
class ParseFailure:
    """Where and why a line stopped parsing.

    ``column`` is 0-based in the text parsed; ``at_end`` is True when the line ended too
    early. ``expected`` are terminal names; ``previous`` the last symbols read (terminal
    names or rule names), for messages that depend on what came just before.
    """

    column: int
    at_end: bool
    expected: frozenset[str]
    previous: tuple[str, ...]
    found: str | None  # the terminal read at ``column``, None if no terminal matched


class Run(list):
    """The children of an inlined helper rule (Lark's ``x+``/``x*``), spliced into the parent.

    Its columns are read like a node's span (``run.span.column``), so it is its own span.
    """

    __slots__ = ("column", "end_column", "span")


class FrameToken(str):
    """A word of the card frame (name, mana symbol, type): its text, and ``type``, its terminal."""

    type: str


class FrameTree:
    """A rule of the card frame: ``data``, its name, and ``children``."""

    __slots__ = ("children", "data")

    def __init__(self, data: str, children: list):
        self.data, self.children = data, children

    def tokens(self) -> list[FrameToken]:
        found: list[FrameToken] = []
        pending: list[object] = [self]
        while pending:  # iterative: a long type line must not exhaust the call stack
            item = pending.pop()
            if isinstance(item, FrameTree):
                pending.extend(reversed(item.children))
            elif item is not None:
                found.append(item)  # type: ignore[arg-type]
        return found


# A token on the parser's value stack: (terminal name, text, first column, end column), with
# 1-based columns on the line being parsed (end exclusive), as in Lark's tokens.
RawToken = tuple[str, str, int, int]

# A rule's reduce step: how many stack values it takes, the rule it goes to, and how it
# builds its value, or None with the index of the one child that is its value.
Reduction = tuple[int, str, Callable[[list], object] | None, int]

# How a reduce step takes each kept child: as it is, as a lexeme, spliced (a helper rule's
# run), or an absent optional part.
_KEEP, _LEXEME, _SPLICE, _NONE = range(4)

# How a node's reduce step makes its items: pick several children (a C itemgetter), one
# child, one token as a lexeme, a constant (nothing kept), or a call (``items_of``).
_ITEMS_PICK, _ITEMS_ONE, _ITEMS_ONE_LEXEME, _ITEMS_CONSTANT, _ITEMS_CALL = range(5)


def _start(value: object) -> int | None:
    """The first column a stack value covers (None for an absent optional part)."""
    if value is None:
        return None
    if type(value) is tuple:
        return value[2]  # type: ignore[index]
    span = value.span  # type: ignore[attr-defined]
    return span.column if span is not None else None


def _end(value: object) -> int | None:
    if value is None:
        return None
    if type(value) is tuple:
        return value[3]  # type: ignore[index]
    span = value.span  # type: ignore[attr-defined]
    return span.end_column if span is not None else None


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


def _plan(rule: RuleShape) -> tuple[tuple[int, int], ...]:
    """Lark's child filter for one rule: (how, stack index) per item of the result."""
    expansion = rule.expansion
    counts = [0] * (len(expansion) + 1)
    if rule.empty_indices:
        flags = "".join(str(int(b)) for b in rule.empty_indices)
        counts = [len(ones) for ones in flags.split("0")]
    plan: list[tuple[int, int]] = []
    for index, (name, is_term, filter_out) in enumerate(expansion):
        plan += [(_NONE, -1)] * counts[index]
        if rule.keep_all_tokens or not (is_term and filter_out):
            if is_term:
                plan.append((_LEXEME, index))
            elif name.startswith("_"):
                plan.append((_SPLICE, index))
            else:
                plan.append((_KEEP, index))
    plan += [(_NONE, -1)] * counts[len(expansion)]
    return tuple(plan)


class ASTBuilder:
    """An LALR driver over one grammar's shipped tables that builds the AST (or, with
    ``trees``, the card frame's :class:`FrameTree`)."""

    def __init__(self, tables: Tables, trees: bool = False):
        self._tables = tables
        self._trees = trees
        self.file = "<string>"
        self.line = 1
        # Continuation tokens (" and creature", " or lifelink") start with the space before
        # their word: that space is squeezed, so fmt does not print it twice.
        # Each terminal's (is the card's name, ignores case, is a continuation), made on
        # first use (_style).
        self._lexeme_style: dict[str, tuple[bool, bool, bool]] = {}
        self._spans: dict[tuple[int, int], Span] = {}
        # Every node the line being parsed made, in the order made: children before their
        # parent, so a node's subtree is the run of nodes that ends with it (LR reduces bottom
        # up, one subtree at a time). Cleared for each line.
        self._built: list[nodes.Node] = []
        self._lock = threading.Lock()
        self._states = tables.states
        self._scanner_of: list[StateScanner | None] = [None] * len(tables.states)
        self._lexer_scanners: dict[int, StateScanner] = {}
        self._root_scanner: StateScanner | None = None
        self._accepted: dict[tuple[int, ...], frozenset[str]] = {}
        # When a list: each token read is appended as (state, start, terminal, end) (tests).
        self.trace: list[tuple[int, int, str, int]] | None = None
        # (size, goto symbol, build, kept child) per rule, made on first use: a card touches
        # few rules. ``build`` is None for a ?rule whose result is its one kept child.
        self._reductions: list[Reduction | None] = [None] * len(tables.rules)
        # What a line's parse depends on is its text, its start rule and how it was asked for
        # (``stop``, ``recognize``): half the pool's ability lines are lines seen before
        # (keywords, reminder text). A failure names columns of the text alone, so it is kept
        # as it is; an AST's spans name the file and line, so what is kept is the run of the
        # table that made it -- each token shifted and each rule reduced, in order -- and
        # :meth:`_replay` builds the AST again from it with the same reduce steps, for the
        # file and line at hand, without scanning or reading the table (issue 24).
        self._memo: dict[tuple[str, str, int, bool], ParseFailure | tuple | None] = {}

    @property
    def tables(self) -> Tables:
        return self._tables

    # ---- scanning ---------------------------------------------------------------------

    def _scanner(self, state: int) -> StateScanner:
        scanner = self._scanner_of[state]
        if scanner is None:
            lexer = self._tables.state_lexers[state]
            scanner = self._lexer_scanners.get(lexer)
            if scanner is None:
                scanner = StateScanner(self._tables, self._tables.lexers[lexer])
                self._lexer_scanners[lexer] = scanner
            self._scanner_of[state] = scanner
        return scanner

    # ---- parsing ----------------------------------------------------------------------

    def parse(self, text: str, file: str, line: int, start: str) -> object:
        """The AST (or tree) of one line from rule ``start``, or None if it does not parse."""
        result, failure = self.parse_or_fail(text, file, line, start)
        return None if failure is not None else result

    def parse_or_fail(
        self, text: str, file: str, line: int, start: str
    ) -> tuple[object, ParseFailure | None]:
        """The AST (or tree) of one line, or where and why it stopped.

        The reduce steps read the line being parsed from the builder, so one thread at a time.
        """
        with self._lock:
            try:
                return self._parse(text, file, line, start)  # type: ignore[return-value]
            finally:
                self._built.clear()  # the builder keeps no AST alive

    def parse_with_nodes(
        self, text: str, file: str, line: int, start: str
    ) -> tuple[object, ParseFailure | None, tuple[nodes.Node, ...]]:
        """:meth:`parse_or_fail`, and every node of the AST in the order the parser made them
        (children before their parent; empty when the line did not parse)."""
        with self._lock:
            try:
                result, failure = self._parse(text, file, line, start)
                built = tuple(self._built) if failure is None else ()
            finally:
                self._built.clear()
        return result, failure, built  # type: ignore[return-value]

    def stops_at(self, text: str, start: str) -> int | None:
        """Where the line stops parsing (the 0-based column of :meth:`parse_or_fail`'s
        failure), or None if it parses: the same run of the table, without building the AST
        or working out what was expected (a fix tried on an error is parsed only for this)."""
        with self._lock:
            try:
                _result, failure = self._parse(text, "<stops at>", 1, start, recognize=True)
            finally:
                self._built.clear()
        return None if failure is None else failure.column  # type: ignore[attr-defined]

    def expected_at(self, text: str, start: str, column: int) -> ParseFailure | None:
        """What the parser accepts at ``column`` (0-based, where a token starts), having read
        the text before it; None if the text before it does not parse."""
        with self._lock:
            try:
                _result, failure = self._parse(text, "<expected>", 1, start, column)
            finally:
                self._built.clear()
        if failure is None or failure.column != column:  # type: ignore[attr-defined]
            return None
        return failure  # type: ignore[return-value]

    def _parse(
        self, text: str, file: str, line: int, start: str, stop: int = -1, recognize: bool = False
    ) -> tuple[object, object]:
        """The AST of one line and None, or None and where it stopped (``stop``: stop at that
        column as if nothing were accepted there; ``recognize``: build nothing, and a failure
        states its column and ``at_end`` alone). A line parsed before the same way is built
        again from its remembered run (``self._memo``), unless tokens are being traced."""
        key = (text, start, stop, recognize)
        memo = self._memo
        if key in memo and self.trace is None:
            known = memo[key]
            if type(known) is ParseFailure:
                return None, known
            if recognize:
                return None, None
            return self._replay(known, file, line), None  # type: ignore[arg-type]
        run: list | None = None if recognize else []
        result, failure = self._run(text, file, line, start, stop, recognize, run)
        if len(memo) >= MAX_REMEMBERED:
            memo.clear()
        memo[key] = failure if failure is not None else (None if run is None else tuple(run))
        return result, failure

    def _replay(self, run: tuple, file: str, line: int) -> object:
        """The AST a remembered run of the table makes (see ``self._memo``), for ``file`` and
        ``line``: the same reduce steps on the same tokens, in the same order, so the same
        nodes, spans and ``self._built`` as :meth:`_run` made, without scanning the text."""
        self.file, self.line = file, line
        self._spans.clear()
        self._built.clear()
        reductions = self._reductions
        values: list = []
        for step in run:
            if type(step) is not int:
                values.append(step)  # a token shifted
                continue
            size, _origin, build, keep = reductions[step]  # type: ignore[misc]
            if build is None:
                if size != 1:
                    child = values[keep - size]
                    del values[-size:]
                    values.append(child)
            elif size:
                children = values[-size:]
                del values[-size:]
                values.append(build(children))
            else:
                values.append(build([]))
        return values[-1]

    def _run(
        self,
        text: str,
        file: str,
        line: int,
        start: str,
        stop: int,
        recognize: bool,
        run: list | None,
    ) -> tuple[object, object]:
        """:meth:`_parse`'s run of the table; ``run``, unless None, gets each token shifted
        and each rule reduced (its index), in order."""
        self.file, self.line = file, line
        self._spans.clear()
        self._built.clear()
        table = self._states
        scanner_of = self._scanner_of
        reductions = self._reductions
        state = self._start_state(start)
        states = [state]
        values: list = []
        end_state = self._tables.end_states[start]
        pos = 0
        length = len(text)
        trace = self.trace
        while True:
            if pos < length:
                scanner = scanner_of[state] or self._scanner(state)
                char = text[pos]
                candidates = scanner.by_char.get(char)
                if candidates is None:
                    candidates = scanner.at(char)
                if candidates is SKIP:
                    pos += 1
                    continue
                for kind, match in candidates:  # type: ignore[attr-defined]  # noqa: B007
                    end = match(text, pos)
                    if end >= 0:
                        break
                else:
                    if recognize:
                        return None, ParseFailure(pos, False, frozenset(), (), None)
                    return None, self._lex_failure(text, pos, states, values)
                if type(kind) is WordGroup:
                    kind = kind.found
                if kind in scanner.ignore:
                    pos = end
                    continue
                if pos == stop:
                    return None, ParseFailure(
                        pos, False, self.accepts(states), self._previous(values), None
                    )
                value = text[pos:end]
                special = scanner.special
                if kind in special:  # Lark's keyword-versus-pattern check ("unless")
                    kind = special[kind](value) or kind
                if trace is not None:
                    trace.append((state, pos, kind, end))
                token: RawToken | None = (kind, value, pos + 1, end + 1)
                column = pos
                pos = end
                at_end = False
            else:
                kind = "$END"
                token = None
                column = len(text)
                at_end = True
            while True:
                try:
                    action = table[state][kind]
                except KeyError:
                    if recognize:
                        return None, ParseFailure(column, at_end, frozenset(), (), kind)
                    return None, self._failure(column, at_end, kind, states, values)
                if action >= 0:
                    states.append(action)
                    values.append(token)
                    state = action
                    if run is not None:
                        run.append(token)
                    break
                size, origin, build, keep = reductions[~action] or self._reduction(~action)
                if run is not None:
                    run.append(~action)
                if recognize:
                    if size:
                        del values[-size:]
                        del states[-size:]
                    values.append(None)
                elif build is None:
                    # A ?rule whose one kept child is the result: no new value.
                    if size != 1:
                        child = values[keep - size]
                        del values[-size:]
                        values.append(child)
                    del states[-size:]
                else:
                    if size:
                        children = values[-size:]
                        del values[-size:]
                        del states[-size:]
                    else:
                        children = []
                    values.append(build(children))
                state = table[states[-1]][origin]
                states.append(state)
                if at_end and state == end_state:
                    return values[-1], None

    def _start_state(self, start: str) -> int:
        return self._tables.start_states[start]

    # ---- failures ---------------------------------------------------------------------

    def accepts(self, states: list[int]) -> frozenset[str]:
        """The terminals that, after the reductions they cause, would be shifted here
        (worked out once per parser stack: the same errors recur across a file's cards)."""
        key = tuple(states)
        found = self._accepted.get(key)
        if found is None:
            if len(self._accepted) >= MAX_ACCEPTED:
                self._accepted.clear()
            found = self._accepted[key] = self._accepts(states)
        return found

    def _accepts(self, states: list[int]) -> frozenset[str]:
        """Each terminal of the top state, followed through the reductions it causes (each
        pops its rule's symbols and goes to the rule's state) until it is shifted or has no
        action. The terminals that cause the same reduction in a state share it, so each path
        of reductions is followed once, not once per terminal (issue 24); and no stack is
        copied: a path keeps how many states of ``states`` are still under it and the states
        it pushed since."""
        table = self._states
        rules = self._tables.rules
        found: set[str] = set()
        top = table[states[-1]]
        pending: list[tuple[int, tuple[int, ...], list[str]]] = [
            (len(states), (), [terminal for terminal in top if terminal.isupper()])
        ]
        while pending:
            kept, pushed, terminals = pending.pop()
            row = table[pushed[-1] if pushed else states[kept - 1]]
            reductions: dict[int, list[str]] = {}
            for terminal in terminals:
                action = row.get(terminal)
                if action is None:
                    continue
                if action >= 0:
                    found.add(terminal)
                else:
                    reductions.setdefault(action, []).append(terminal)
            for action, group in reductions.items():
                rule = rules[-1 - action]
                size = len(rule.expansion)
                if size <= len(pushed):
                    after = pushed[: len(pushed) - size]
                    under = kept
                else:
                    after = ()
                    under = kept - (size - len(pushed))
                goto = table[after[-1] if after else states[under - 1]][rule.origin]
                pending.append((under, (*after, goto), group))
        return frozenset(found)

    @staticmethod
    def _previous(values: list) -> tuple[str, ...]:
        names = []
        for value in values[-3:]:
            if type(value) is tuple:
                names.append(value[0])
            elif isinstance(value, nodes.Node):
                names.append(value.rule)
            elif isinstance(value, FrameTree):
                names.append(value.data)
            else:
                names.append("")
        return tuple(names)

    def _failure(
        self, column: int, at_end: bool, kind: str, states: list[int], values: list
    ) -> ParseFailure:
        if at_end:
            expected = frozenset(name for name in self._states[states[-1]] if name.isupper())
        else:
            expected = self.accepts(states) or frozenset(
                name for name in self._states[states[-1]] if name.isupper()
            )
        return ParseFailure(column, at_end, expected, self._previous(values), kind)

    def _lex_failure(self, text: str, pos: int, states: list[int], values: list) -> ParseFailure:
        """No terminal of the state matches at ``pos``. Like Lark: if a terminal of another
        state matches there, that is an unexpected word; else an unexpected character."""
        lexer = self._tables.lexers[self._tables.state_lexers[states[-1]]]
        allowed = frozenset(lexer.names) - lexer.ignore
        if self._root_scanner is None:
            self._root_scanner = StateScanner(self._tables, self._tables.root_lexer)
        found = self._root_scanner.match(text, pos)
        if found is None:
            # What this state accepts, not every word its (shared) lexer knows.
            return ParseFailure(pos, False, self.accepts(states) or allowed, (), None)
        return ParseFailure(
            pos, False, self.accepts(states) or allowed, self._previous(values), found[0]
        )

    # ---- reducing ---------------------------------------------------------------------

    def _reduction(self, index: int) -> Reduction:
        rule = self._tables.rules[index]
        plan = _plan(rule)
        if rule.expand1 and not rule.alias and len(plan) == 1 and plan[0][0] == _KEEP:
            # A ?rule with one child node: the child itself, left on the stack as it is.
            reduction: Reduction = (len(rule.expansion), rule.origin, None, plan[0][1])
        else:
            reduction = (len(rule.expansion), rule.origin, self._builder(rule), -1)
        self._reductions[index] = reduction
        return reduction

    def new_span(self, start: int, end: int) -> Span:
        """A new span of columns ``start``-``end`` on the line being parsed, kept in
        ``self._spans`` (cleared for each line) for the other nodes with the same extent."""
        line = self.line
        if _SLOTTED_LEAVES:  # what _new_span does, without a second call (~60 per card)
            span = _new(Span)
            _set_file(span, self.file)
            _set_line(span, line)
            _set_column(span, start)
            _set_end_line(span, line)
            _set_end_column(span, end)
        else:
            span = _new_span(self.file, line, start, line, end)
        self._spans[start, end] = span
        return span

    def _style(self, kind: str) -> tuple[bool, bool, bool]:
        """How a word of terminal ``kind`` is kept: whether it is the card's name (written
        "~"), whether it ignores case (kept in lower case), and whether it is a continuation
        token (" and creature", " or lifelink"), whose space before the word is squeezed, so
        that fmt does not print it twice."""
        terminal = self._tables.terminals.get(kind)
        if terminal is None:
            return False, False, False
        return (
            kind == "SELF_NAME",
            terminal.ignore_case,
            kind.endswith("_CONT") or kind in _SPACED_CONTINUATIONS,
        )

    def lexeme(self, token: RawToken) -> nodes.Lexeme:
        kind, text, column, end_column = token
        style = self._lexeme_style.get(kind)
        if style is None:
            style = self._lexeme_style[kind] = self._style(kind)
        self_name, lower, cont = style
        if self_name:
            text = "~"
        elif lower:
            text = text.lower()
        if cont:
            text = " ".join(text.split())
        span = self._spans.get((column, end_column)) or self.new_span(column, end_column)
        if not _SLOTTED_LEAVES:
            return _new_lexeme(kind, text, span)
        lexeme = _new(nodes.Lexeme)  # what _new_lexeme does, without a second call
        _set_kind(lexeme, kind)
        _set_text(lexeme, text)
        _set_lexeme_span(lexeme, span)
        return lexeme

    def _builder(self, rule: RuleShape) -> Callable[[list], object]:
        """The reduce step of one rule: a closure over its plan (no generated code)."""
        plan = _plan(rule)
        leaf = _frame_token if self._trees else self.lexeme
        if rule.expand1 and not rule.alias and len(plan) == 1:
            how, index = plan[0]  # a ?rule with one child: the child itself
            if how == _KEEP:
                return lambda c: c[index]
            if how == _LEXEME:
                return lambda c: leaf(c[index])
            if how == _NONE:
                return lambda c: None
        collapse = rule.expand1 and not rule.alias  # one spliced child: inlined
        helper = rule.origin.startswith("_") and not rule.alias
        # A left-recursive helper (``_x: _x y | y``) extends its own run in place, so a list
        # of n items is built in n steps, not n²/2 copies.
        grows = bool(plan) and plan[0] == (_SPLICE, 0) and helper

        def gather(c: list) -> list:
            if grows and type(c[0]) is Run:
                items = c[0]
                rest = plan[1:]
            else:
                items = Run() if helper else []
                rest = plan
            for how, index in rest:
                if how == _KEEP:
                    items.append(c[index])
                elif how == _LEXEME:
                    items.append(leaf(c[index]))
                elif how == _SPLICE:
                    items.extend(c[index])
                else:
                    items.append(None)
            return items

        origin = rule.origin
        if self._trees:

            def build_tree(c: list) -> object:
                items = gather(c)
                if collapse and len(items) == 1:
                    return items[0]
                # Outside a helper rule, gather's list is new: the tree keeps it, uncopied.
                return items if helper else FrameTree(origin, items)

            return build_tree

        spans = self._spans
        new_span = self.new_span
        record = self._built.append
        if helper:

            def build_run(c: list) -> object:
                items = gather(c)
                if collapse and len(items) == 1:
                    return items[0]
                # What _first_column and _last_column find, without the calls where the
                # first (last) child is a token or has a span.
                first = c[0]
                if type(first) is tuple:
                    items.column = first[2]  # type: ignore[attr-defined]
                elif first is not None and first.span is not None:
                    items.column = first.span.column  # type: ignore[attr-defined]
                else:
                    items.column = _first_column(c)  # type: ignore[attr-defined]
                last = c[-1]
                if type(last) is tuple:
                    items.end_column = last[3]  # type: ignore[attr-defined]
                elif last is not None and last.span is not None:
                    items.end_column = last.span.end_column  # type: ignore[attr-defined]
                else:
                    items.end_column = _last_column(c)  # type: ignore[attr-defined]
                items.span = items  # type: ignore[attr-defined]
                return items

            return build_run
        cls = nodes.rule_class(rule.name)
        if cls is None:

            def no_class(c: list) -> object:
                items = gather(c)
                if collapse and len(items) == 1:
                    return items[0]
                raise TypeError(f"no AST node class for grammar rule {origin}")

            return no_class
        # The items, without a loop or a call where the plan allows (``how``): kept children
        # picked by a C itemgetter, one child, one token made a lexeme, a constant.
        spliced = any(how == _SPLICE for how, _index in plan)
        # Only a spliced run can leave one item where the plan has several (a ?rule whose
        # plan has one item returned its child above).
        collapse = collapse and spliced
        how_items = _ITEMS_CALL
        only = -1
        nothing: tuple = ()
        pick: Callable[[list], tuple] = tuple
        items_of: Callable[[list], tuple] = tuple
        if spliced:
            items_of = lambda c: tuple(gather(c))  # noqa: E731
        elif not plan:
            how_items = _ITEMS_CONSTANT
        else:
            picks = [index for how, index in plan if how != _NONE]
            shape = tuple(how for how, _index in plan)
            if len(picks) > 1:
                pick = operator.itemgetter(*picks)
            if not picks:
                nothing = (None,) * len(shape)
                how_items = _ITEMS_CONSTANT
            elif all(how == _KEEP for how in shape):
                if len(picks) == 1:
                    only = picks[0]
                    how_items = _ITEMS_ONE
                else:
                    how_items = _ITEMS_PICK
            elif _NONE not in shape:
                # Every item is picked: pick them all, then turn the tokens into lexemes in
                # place (most mixed rules keep one or two tokens among nodes).
                tokens_at = [place for place, how in enumerate(shape) if how == _LEXEME]
                if len(picks) == 1:
                    only = picks[0]
                    how_items = _ITEMS_ONE_LEXEME
                else:

                    def items_of(c: list) -> tuple:
                        picked = list(pick(c))
                        for place in tokens_at:
                            picked[place] = leaf(picked[place])
                        return tuple(picked)

            else:

                def items_of(c: list) -> tuple:
                    picked = pick(c) if len(picks) > 1 else (c[picks[0]],)
                    out = []
                    position = 0
                    for how in shape:
                        if how == _NONE:
                            out.append(None)
                            continue
                        value = picked[position]
                        position += 1
                        out.append(leaf(value) if how == _LEXEME else value)
                    return tuple(out)

        first_is_token = bool(rule.expansion) and rule.expansion[0][1]
        last_is_token = bool(rule.expansion) and rule.expansion[-1][1]
        slotted = _SLOTTED_NODES
        new, set_items, set_span = _new, _set_items, _set_span
        owner = self
        slotted_leaves = _SLOTTED_LEAVES
        if slotted_leaves:
            set_file, set_line, set_column = _set_file, _set_line, _set_column
            set_end_line, set_end_column = _set_end_line, _set_end_column

        def build_node(c: list) -> object:
            if how_items == _ITEMS_PICK:
                items = pick(c)
            elif how_items == _ITEMS_ONE:
                items = (c[only],)
            elif how_items == _ITEMS_ONE_LEXEME:
                items = (leaf(c[only]),)
            elif how_items == _ITEMS_CONSTANT:
                items = nothing
            else:
                items = items_of(c)
                if collapse and len(items) == 1:
                    return items[0]
            if not c:
                start = end = None
            else:
                if first_is_token:
                    start = c[0][2]
                else:
                    try:
                        start = c[0].span.column
                    except AttributeError:
                        start = _first_column(c)
                if last_is_token:
                    end = c[-1][3]
                else:
                    try:
                        end = c[-1].span.end_column
                    except AttributeError:
                        end = _last_column(c)
            extent = (start, end)
            span = spans.get(extent)  # type: ignore[arg-type]
            if span is None and start is not None and end is not None:
                if slotted_leaves:  # what new_span does, without the call
                    line = owner.line
                    span = new(Span)
                    set_file(span, owner.file)
                    set_line(span, line)
                    set_column(span, start)
                    set_end_line(span, line)
                    set_end_column(span, end)
                    spans[extent] = span  # type: ignore[index]
                else:
                    span = new_span(start, end)
            if slotted:
                node = new(cls)
                set_items(node, items)
                set_span(node, span)
            else:
                node = cls(items, span=span)
            record(node)
            return node

        return build_node


def _frame_token(token: RawToken) -> FrameToken:
    word = FrameToken(token[1])
    word.type = token[0]
    return word


def _slot_constructors() -> tuple[Callable, Callable]:
    """Constructors for lexemes and spans that fill the slots directly (the reduce steps
    build nodes the same way: see ``_SLOTTED_NODES``).

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
_new = object.__new__
# The slot setters of Lexeme and Span, for the driver's hottest constructions, which inline
# what ``_new_lexeme`` and ``_new_span`` do when the classes are slotted.
_SLOTTED_LEAVES = _new_span is not Span
if _SLOTTED_LEAVES:
    _set_kind, _set_text, _set_lexeme_span = (
        getattr(nodes.Lexeme, name).__set__ for name in ("kind", "text", "span")
    )
    _set_file, _set_line, _set_column, _set_end_line, _set_end_column = (
        getattr(Span, f.name).__set__ for f in dataclasses.fields(Span)
    )
_SLOTTED_NODES = not hasattr(nodes.Node, "__post_init__") and all(
    isinstance(vars(nodes.Node).get(name), types.MemberDescriptorType) for name in ("items", "span")
)
_set_items = getattr(nodes.Node.items, "__set__", None)
_set_span = getattr(nodes.Node.span, "__set__", None)
