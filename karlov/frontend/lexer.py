"""Scanning: Lark's contextual lexer, from the shipped tables, without compiling its regexes.

Lark's contextual lexer matches, in each parser state, one regex that joins every terminal
the state accepts, in priority order: the first alternative that matches wins, and its match
is the token. Compiling those alternations (the ``re`` module pays for every named group) was
most of the time of a one-card ``karlov check``. Here each terminal is tried on its own, in
the same order, so the first terminal that matches is the one Lark's scanner finds, with the
same match:

- most terminals match finitely many strings, each perhaps followed by a word-end check
  (``(?![\\w'-])``). ``tools/gen_tables.py`` writes those strings into the tables (a
  terminal's ``scan``), in the order the regex tries them; here they are looked up in a
  dictionary keyed on the text at hand, of each length the strings have. A terminal that
  ignores case looks up the text lower-cased, which is what ``re.IGNORECASE`` does for ASCII
  and for characters without case (dashes, quotes); text with other non-ASCII letters (the
  Kelvin sign folds to ``k``) is matched by the terminal's regex, compiled then;
- the few others (numbers, mana symbols, card names, lookaheads) are small regexes, each
  compiled on first use, after a check of its literal prefix when it has one.

A state's terminals that can start with the character at hand (worked out when the tables
were generated) are listed on first use and shared by all states of the same lexer.
Nothing is cached on disk, and what is remembered is bounded by the grammar, never by the
card text: characters no terminal can start with share one "nothing matches" answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .tables import FirstChars, LexerTable, Tables, Terminal

MAX_REMEMBERED_PER_STATE = 512
SKIP = object()  # at this character, the only terminal is the ignored space: step over it
NOTHING: tuple = ()  # no terminal can start here

#: A terminal's matcher: where its match at ``pos`` ends, or -1.
Matcher = Callable[[str, int], int]

WORD_END = r"(?![\w'’-])"


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


def can_start(first: FirstChars | None, char: str) -> bool:
    """Whether ``char`` can begin a match of a terminal whose first characters are ``first``
    (erring on yes: a non-ASCII character may fold to a letter under ``re.IGNORECASE``)."""
    if first is None or char in first[0]:
        return True
    return bool(first[1]) and (char.lower() in first[1] or not char.isascii())


# ---- case folding -----------------------------------------------------------------------

_PLAIN: dict[str, bool] = {}


def plain(text: str) -> bool:
    """Whether ``str.lower`` folds ``text`` exactly as ``re.IGNORECASE`` matches it against the
    grammar's strings (which are ASCII or without case): every character is ASCII or has no
    case. ``"ſ"`` or ``"K"`` (Kelvin) match ``s`` and ``k`` there, so they are not plain."""
    if text.isascii():
        return True
    for char in text:
        if not char.isascii():
            known = _PLAIN.get(char)
            if known is None:
                known = char.lower() == char == char.upper()
                if len(_PLAIN) < 4096:
                    _PLAIN[char] = known
            if not known:
                return False
    return True


def _is_word_end(text: str, end: int, extra: str) -> bool:
    """Whether ``(?![\\w<extra>])`` holds at ``end`` (``\\w`` is ``str.isalnum`` or ``_``)."""
    if end >= len(text):
        return True
    char = text[end]
    return not (char.isalnum() or char == "_" or char in extra)


# ---- matchers ---------------------------------------------------------------------------

_REGEXES: dict[str, re.Pattern[str]] = {}  # per process, keyed by the grammar's regexps


def _regex(regexp: str) -> re.Pattern[str]:
    pattern = _REGEXES.get(regexp)
    if pattern is None:
        pattern = _REGEXES[regexp] = re.compile(regexp)
    return pattern


def regex_matcher(regexp: str, prefix: str = "", fold: bool = False) -> Matcher:
    """A terminal matched by its regex (compiled on first use); ``prefix``, which every
    match starts with (lower case if ``fold``), is checked first without it."""
    size = len(prefix)

    def match(text: str, pos: int) -> int:
        if size:
            piece = text[pos : pos + size]
            if fold:
                if plain(piece) and piece.lower() != prefix:
                    return -1
            elif piece != prefix:
                return -1
        found = _regex(regexp).match(text, pos)
        return -1 if found is None else found.end()

    return match


def literal_matcher(literal: str, fold: bool, boundary: str | None, regexp: str) -> Matcher:
    """A terminal of one string (lower case if ``fold``), followed by a word end if
    ``boundary`` (the characters besides ``\\w`` that may not follow) is not None."""
    size = len(literal)
    fallback = regex_matcher(regexp)
    if not fold and boundary is None:

        def match(text: str, pos: int) -> int:
            return pos + size if text.startswith(literal, pos) else -1

    elif not fold:
        extra = boundary

        def match(text: str, pos: int) -> int:
            if not text.startswith(literal, pos):
                return -1
            end = pos + size
            if end < len(text):
                char = text[end]
                if char.isalnum() or char == "_" or char in extra:
                    return -1
            return end

    else:
        extra = boundary

        def match(text: str, pos: int) -> int:
            piece = text[pos : pos + size]
            if not piece.isascii() and not plain(piece):
                return fallback(text, pos)
            if piece.lower() != literal:
                return -1
            end = pos + size
            if extra is not None and end < len(text):
                char = text[end]
                if char.isalnum() or char == "_" or char in extra:
                    return -1
            return end

    return match


class _Segment:
    """One step of a match: its strings by text (each with its rank in the order the regex
    tries them, and its word-end check), and their lengths, longest first."""

    __slots__ = ("lengths", "table")

    def __init__(self, runs: list, fold: bool, start: int):
        self.table: dict[str, tuple[tuple[int, str | None], ...]] = {}
        rank = start
        for boundary, strings in runs:
            for string in strings:
                key = string.lower() if fold else string
                self.table[key] = (*self.table.get(key, ()), (rank, boundary))
                rank += 1
        self.lengths = tuple(sorted({len(key) for key in self.table}, reverse=True))

    def found(self, window: str, at: int, pos: int) -> list[tuple[int, int, str | None]]:
        """(rank, end, word-end check) of each string at ``pos`` (``at`` in ``window``, the
        text from some point on, lower case if the terminal ignores case), in no order."""
        result = []
        table = self.table
        room = len(window) - at
        for size in self.lengths:
            if size > room:
                continue
            entries = table.get(window[at : at + size])
            if entries is not None:
                result += [(rank, pos + size, boundary) for rank, boundary in entries]
        return result


def strings_matcher(fold: bool, segments: list, regexp: str) -> Matcher:
    """A terminal of finitely many strings: one of each segment in turn, the first in the
    regex's order whose rest matches (backtracking as the regex does)."""
    steps = [_Segment(runs, fold, 0) for runs in segments]
    longest = sum(max(step.lengths, default=0) for step in steps) + 1
    fallback = regex_matcher(regexp)
    last = len(steps) - 1

    def match_from(text: str, window: str, start: int, pos: int, index: int) -> int:
        found = steps[index].found(window, pos - start, pos)
        if not found:
            return -1
        found.sort()
        for _rank, end, boundary in found:
            if index == last:
                if boundary is None or _is_word_end(text, end, boundary):
                    return end
            else:
                result = match_from(text, window, start, end, index + 1)
                if result >= 0:
                    return result
        return -1

    boundaries = {boundary for runs in segments[-1:] for boundary, _strings in runs}
    if len(steps) == 1 and len(boundaries) == 1 and None not in boundaries:
        return _words_matcher(steps[0], fold, boundaries.pop(), fallback)
    if len(steps) == 1:
        step = steps[0]
        table, lengths = step.table, step.lengths

        def match(text: str, pos: int) -> int:
            if fold:
                window = text[pos : pos + longest]
                if not plain(window):
                    return fallback(text, pos)
                folded = window.lower()
            else:
                folded = text[pos : pos + longest]
            room = len(folded)
            best_rank = -1
            best_end = -1
            for size in lengths:
                if size > room:
                    continue
                entries = table.get(folded[:size])
                if entries is None:
                    continue
                end = pos + size
                for rank, boundary in entries:
                    if (best_rank < 0 or rank < best_rank) and (
                        boundary is None or _is_word_end(text, end, boundary)
                    ):
                        best_rank, best_end = rank, end
            return best_end

        return match

    def match(text: str, pos: int) -> int:
        window = text[pos : pos + longest]
        if fold:
            if not plain(window):
                return fallback(text, pos)
            window = window.lower()
        return match_from(text, window, pos, pos, 0)

    return match


def _word_run(extra: str) -> re.Pattern[str]:
    """The characters ``(?![\\w<extra>])`` stops at, as many as there are (one regex for
    each set of extra characters, whatever their order)."""
    return _regex(f"[\\w{re.escape(''.join(sorted(set(extra))))}]*")


def _words_matcher(step: _Segment, fold: bool, extra: str, fallback: Matcher) -> Matcher:
    """A terminal of strings that all end at a word end (``(?![\\w<extra>])``). A string
    of word characters only can then match just the whole run of them at ``pos``: one look-up.
    A string with other characters (``Time Lord``) is a run (``time``) and more: it can match
    only where the run at ``pos`` is its own first run, so it is looked up (by its length)
    only there, not at every run longer strings might start with (issue 24: a terminal has up
    to 14 such lengths, each sliced and looked up at every word it was tried on)."""
    run = _word_run(extra)
    table = step.table
    # The lengths of the strings with other characters, longest first, by their first run.
    by_head: dict[str, set[int]] = {}
    for key in table:
        if key.isalnum() or all(char.isalnum() or char == "_" or char in extra for char in key):
            continue
        head = key[: run.match(key).end()]  # type: ignore[union-attr]
        by_head.setdefault(head, set()).add(len(key))
    spaced = {head: tuple(sorted(sizes, reverse=True)) for head, sizes in by_head.items()}

    def match(text: str, pos: int) -> int:
        end = run.match(text, pos).end()  # type: ignore[union-attr]
        piece = text[pos:end]
        if not piece.isascii() and not plain(piece):
            return fallback(text, pos)
        word = piece.lower() if fold else piece
        entries = table.get(word)
        best_rank, best_end = (entries[0][0], end) if entries is not None else (-1, -1)
        longer = spaced.get(word)
        if longer is None:
            return best_end
        for size in longer:
            if pos + size > len(text):
                continue
            piece = text[pos : pos + size]
            if not piece.isascii() and not plain(piece):
                return fallback(text, pos)
            entries = table.get(piece.lower() if fold else piece)
            if (
                entries is not None
                and (best_rank < 0 or entries[0][0] < best_rank)
                and _is_word_end(text, pos + size, extra)
            ):
                best_rank, best_end = entries[0][0], pos + size
        return best_end

    return match


def matcher(terminal: Terminal) -> Matcher:
    """How the scanner matches ``terminal``: from its strings, or with its regex."""
    regexp = whole_word(terminal.regexp, terminal.literal)
    scan = terminal.scan
    if scan is None:
        return regex_matcher(regexp)
    fold, segments = bool(scan[0]), scan[1]
    if segments is None:  # a regex, with the literal prefix of every match
        return regex_matcher(regexp, scan[2] if len(scan) > 2 else "", fold)
    if len(segments) == 1 and len(segments[0]) == 1 and len(segments[0][0][1]) == 1:
        boundary, (string,) = segments[0][0]
        return literal_matcher(string.lower() if fold else string, fold, boundary, regexp)
    return strings_matcher(fold, segments, regexp)


def keyword_check(
    keywords: tuple[tuple[str, str], ...], terminals: dict[str, Terminal]
) -> Callable[[str], str | None]:
    """Lark's keyword-versus-pattern check ("unless") for one regex terminal: the first of
    ``keywords`` (name, regexp) that matches all of a token's text, or None."""
    exact: dict[str, tuple[int, str]] = {}
    folded: dict[str, tuple[int, str]] = {}
    simple = True
    for rank, (name, regexp) in enumerate(keywords):
        terminal = terminals.get(name)
        scan = terminal.scan if terminal is not None else None
        if (
            terminal is None
            or terminal.regexp != regexp
            or scan is None
            or scan[1] is None
            or len(scan[1]) != 1
            or len(scan[1][0]) != 1
            or len(scan[1][0][0][1]) != 1
        ):
            simple = False
            break
        string = scan[1][0][0][1][0]
        if scan[0]:
            folded.setdefault(string.lower(), (rank, name))
        else:
            exact.setdefault(string, (rank, name))
    alternation = "|".join(f"(?P<{name}>{regexp})" for name, regexp in keywords)

    def by_regex(value: str) -> str | None:
        found = _regex(alternation).fullmatch(value)
        return None if found is None else found.lastgroup

    if not simple:
        return by_regex

    def check(value: str) -> str | None:
        if folded and not plain(value):
            return by_regex(value)
        one = exact.get(value)
        other = folded.get(value.lower()) if folded else None
        if one is None:
            return None if other is None else other[1]
        return one[1] if other is None or one[0] < other[0] else other[1]

    return check


def first_index(terminals: Iterable[Terminal]) -> dict[str, dict[str, tuple[str, ...]]]:
    """The terminals by the characters their matches can start with: ``exact`` by the
    character itself, ``folded`` by its lower case, ``""`` standing for any character in
    ``exact`` (a terminal whose first characters are not known) and for any non-ASCII one in
    ``folded`` (which may fold to a letter). ``tools/gen_tables.py`` ships it with the
    tables, so that no run reads every terminal to answer :func:`startable`."""
    exact: dict[str, list[str]] = {}
    folded: dict[str, list[str]] = {}
    for terminal in terminals:
        if terminal.first is None:
            exact.setdefault("", []).append(terminal.name)
            continue
        for first in sorted(terminal.first[0]):
            exact.setdefault(first, []).append(terminal.name)
        for first in sorted(terminal.first[1]):
            folded.setdefault(first, []).append(terminal.name)
        if terminal.first[1]:
            folded.setdefault("", []).append(terminal.name)
    return {
        "exact": {char: tuple(names) for char, names in sorted(exact.items())},
        "folded": {char: tuple(names) for char, names in sorted(folded.items())},
    }


def startable(tables: Tables, char: str) -> frozenset[str]:
    """The terminals of ``tables`` that can start with ``char`` (:func:`can_start` of each),
    from the index of their first characters shipped with the tables (:func:`first_index`)."""
    found = tables.starts.get(char)
    if found is not None:
        return found
    exact, folded = tables.first_index["exact"], tables.first_index["folded"]
    names = {*exact.get("", ()), *exact.get(char, ()), *folded.get(char.lower(), ())}
    if not char.isascii():
        names.update(folded.get("", ()))
    found = frozenset(names)
    if char.isascii() or len(tables.starts) < MAX_REMEMBERED_PER_STATE:
        tables.starts[char] = found
    return found


# ---- terminals tried together -----------------------------------------------------------


#: A terminal :func:`word_lookup` describes: ``(fold, extra, words by first character)``.
WordLookup = tuple[bool, str, dict[str, tuple[str, ...]]]


def word_lookup(terminal: Terminal) -> WordLookup | None:
    """``(fold, extra, words)`` when matching ``terminal`` at a position comes down to one
    question: is the run of characters ``[\\w<extra>]`` that starts there one of ``words``
    (lower case if ``fold``; by their first character)? That holds for a terminal of finitely
    many strings, all made of such characters, each followed by the word end
    ``(?![\\w<extra>])``: a string ends where the run does, so the run is the only string it
    can match. None for any other terminal."""
    scan = terminal.scan
    if scan is None or scan[1] is None or len(scan[1]) != 1:
        return None
    fold, (runs,) = bool(scan[0]), scan[1]
    extras = {boundary for boundary, _strings in runs}
    if len(extras) != 1 or None in extras:
        return None
    extra = extras.pop()
    strings = [string for _boundary, strings in runs for string in strings]
    # Every string a run of word characters: so is all of them written together.
    if not all(strings) or _word_run(extra).fullmatch("".join(strings)) is None:
        return None
    words: dict[str, tuple[str, ...]] = {}
    for string in strings:
        word = string.lower() if fold else string
        words[word[0]] = (*words.get(word[0], ()), word)
    return fold, extra, words


class WordGroup:
    """Consecutive terminals of a state's candidates that :func:`word_lookup` describes, tried
    as one: the run of word characters is read once and looked up among all their words, the
    first terminal that has the run's word winning, as it would tried one after the other.
    ``found`` is the terminal of the last match (the scanner reads it at once: a builder scans
    one line at a time)."""

    __slots__ = ("found",)

    def __init__(self) -> None:
        self.found = ""


def _word_group_matcher(
    group: WordGroup, members: list[tuple[str, Matcher, WordLookup]], char: str
) -> Matcher:
    """The matcher of a :class:`WordGroup` of ``members`` (name, matcher, word look-up).

    The run read is that of every member's word-end characters together. Where the members'
    word ends differ (``'-`` and ``'’-``), a run without the characters that differ is each
    member's own run; a run with them, or one that ``str.lower`` does not fold as
    ``re.IGNORECASE`` would (:func:`plain`), is matched by each member in turn. Every run
    the group reads starts with ``char``, so only words that start with it are looked up."""
    extras = [extra for _name, _match, (_fold, extra, _words) in members]
    every = "".join(sorted(set("".join(extras))))
    differing = frozenset(char for char in every if not all(char in e for e in extras))
    ascii_differing = frozenset(char for char in differing if char.isascii())
    run = _word_run(every)
    # word: (rank, terminal), the first member that has it, by exact and by folded text.
    exact: dict[str, tuple[int, str]] = {}
    folded: dict[str, tuple[int, str]] = {}
    for rank, (name, _match, (fold, _extra, words)) in enumerate(members):
        table = folded if fold else exact
        for word in words.get(char.lower() if fold else char, ()):
            table.setdefault(word, (rank, name))
    one_by_one = [(name, match) for name, match, _lookup in members]

    def each(text: str, pos: int) -> int:
        for name, member in one_by_one:
            found = member(text, pos)
            if found >= 0:
                group.found = name
                return found
        return -1

    def match(text: str, pos: int) -> int:
        end = run.match(text, pos).end()  # type: ignore[union-attr]
        word = text[pos:end]
        if not word.isascii():
            if not plain(word) or (differing and any(char in differing for char in word)):
                return each(text, pos)
        elif ascii_differing and any(char in ascii_differing for char in word):
            return each(text, pos)
        same = exact.get(word) if exact else None
        other = folded.get(word.lower()) if folded else None
        if same is None:
            if other is None:
                return -1
            same = other
        elif other is not None and other[0] < same[0]:
            same = other
        group.found = same[1]
        return end

    return match


def _grouped(subset: list[str], tables: Tables, char: str) -> tuple:
    """A state's candidates at ``char``, in Lark's order, each with its matcher, with each run
    of two or more consecutive terminals that :func:`word_lookup` describes merged into one
    :class:`WordGroup` candidate (which finds the same terminal and end as the run would).
    A group's members are matched one by one only on a rare word (:func:`_word_group_matcher`):
    their own matchers are made when that first happens (issue 24: most of the scanners' start
    was making matchers that a group never calls)."""
    lookups = tables.word_lookups  # per grammar: shipped, decoded on first use
    result: list[tuple[object, Matcher]] = []
    pending: list[tuple[str, WordLookup]] = []

    def flush() -> None:
        if len(pending) == 1:
            name = pending[0][0]
            result.append((name, _matcher_of(tables, name)))
        elif pending:
            group = WordGroup()
            members = [(name, _later_matcher(tables, name), lookup) for name, lookup in pending]
            result.append((group, _word_group_matcher(group, members, char)))
        pending.clear()

    for name in subset:
        lookup = lookups[name]
        if lookup is None:
            flush()
            result.append((name, _matcher_of(tables, name)))
        else:
            pending.append((name, lookup))
    flush()
    return tuple(result)


#: Matchers made, by the terminal's regexp and literal, each with the terminal's ``scan``: what
#: :func:`matcher` makes a matcher of. Both grammars have some terminals alike (the card's type
#: line reads ``CREATURE_TYPE``, 620 strings, as ability text does): one matcher serves both
#: (issue 24). Bounded by the grammars' terminals, never by card text.
_SHARED: dict[tuple[str, str | None], list[tuple[object, Matcher]]] = {}


def _shared_matcher(terminal: Terminal) -> Matcher:
    """:func:`matcher` of ``terminal``, or the one already made of a terminal with the same
    regexp, literal and ``scan`` (what the matcher is made of: matchers keep no state)."""
    made = _SHARED.setdefault((terminal.regexp, terminal.literal), [])
    for scan, found in made:
        if scan == terminal.scan:
            return found
    found = matcher(terminal)
    made.append((terminal.scan, found))
    return found


def _matcher_of(tables: Tables, name: str) -> Matcher:
    """The matcher of terminal ``name`` (:func:`matcher`), made once per grammar, and once
    for both when the terminal is alike in both (:func:`_shared_matcher`)."""
    found = tables.matchers.get(name)
    if found is None:
        found = tables.matchers[name] = _shared_matcher(tables.terminals[name])
    return found


def _later_matcher(tables: Tables, name: str) -> Matcher:
    """The matcher of terminal ``name``, made when first called."""

    def match(text: str, pos: int) -> int:
        return _matcher_of(tables, name)(text, pos)

    return match


# ---- per state --------------------------------------------------------------------------


class StateScanner:
    """What one lexer (a set of parser states) tries at each first character.

    ``at(char)`` is the state's terminals that can start with ``char``, in Lark's order, each
    with its matcher: ``((name, matcher), ...)``; :data:`NOTHING` when there are none, or
    :data:`SKIP` when the only one is the ignored space.
    """

    __slots__ = ("_lexer", "_tables", "by_char", "ignore", "special")

    def __init__(self, tables: Tables, lexer: LexerTable):
        self._tables = tables
        self._lexer = lexer
        self.by_char: dict[str, object] = {}
        self.ignore = lexer.ignore
        # Lark's keyword-versus-pattern check ("unless"): a regex match that is exactly a
        # keyword becomes that keyword.
        self.special = {
            name: keyword_check(keywords, tables.terminals)
            for name, keywords in lexer.unless.items()
        }

    def at(self, char: str) -> object:
        candidates = self.by_char.get(char)
        if candidates is None:
            candidates = self._build(char)
            if char.isascii() or len(self.by_char) < MAX_REMEMBERED_PER_STATE:
                self.by_char[char] = candidates
        return candidates

    def _build(self, char: str) -> object:
        terminals = self._tables.terminals
        allowed = startable(self._tables, char)
        subset = [name for name in self._lexer.names if name in allowed]
        if not subset:
            return NOTHING
        only = subset[0] if len(subset) == 1 else None
        if only in self.ignore and only not in self.special and terminals[only].literal == char:
            return SKIP
        return _grouped(subset, self._tables, char)

    def match(self, text: str, pos: int) -> tuple[str, int] | None:
        """The terminal found at ``pos`` and where it ends (skipping nothing), or None."""
        candidates = self.at(text[pos])
        if candidates is SKIP:
            return next(iter(self.ignore)), pos + 1
        for kind, match in candidates:  # type: ignore[attr-defined]  # noqa: B007
            end = match(text, pos)
            if end >= 0:
                break
        else:
            return None
        if type(kind) is WordGroup:
            kind = kind.found
        check = self.special.get(kind)
        if check is not None:
            kind = check(text[pos:end]) or kind
        return kind, end
