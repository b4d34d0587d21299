"""From card text to the typed AST: splitting a file, parsing lines, reporting syntax errors.

A ``.card`` file is split into cards (blank lines) and lines here, because a bad line must
not hide the rest (every error in every file in one run); each line is then parsed by the
LALR driver (:mod:`.driver`) over the tables shipped for ``karlov/frontend/grammar/``
(:mod:`.tables`): ``card.lark`` for the frame (name and mana cost, type line,
power/toughness) and ``ability.lark`` for ability lines. Before an ability line is parsed,
three same-length rewrites keep every column exact: the card's own name becomes ``~``
characters, a sentence-final ``."`` becomes ``".``, and a hyphen or en dash where the em dash
belongs becomes the em dash (reported, with the fix).
"""

from __future__ import annotations

import contextlib
import gc
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache

from ..spans import ir_class
from ..subtypes import RETIRED_CREATURE_TYPES
from . import nodes
from .agreement import format_diagnostics
from .checks import CASE_REMINDER, check_card
from .diagnostics import Diagnostic, Severity, Span, internal_error, with_source_line
from .driver import ASTBuilder, FrameTree, ParseFailure

# At module level, not inside the functions that use them: an import statement runs each
# time its function does (several per card), and neither module imports this one.
from .layout import (
    MAX_PT_LINE_LENGTH,
    line_too_long,
    long_number,
    name_character,
    split_lines,
    whitespace_diagnostics,
)
from .patterns import LazyPattern
from .reminder_forms import STANDARD_REMINDER_FORMS
from .standard_reminders import (
    OUTDATED_ENTERS,
    OUTDATED_TOTEM_ARMOR,
    is_standard_reminder,
    names_word,
    reminder_form,
)
from .tables import Tables, load_tables
from .vocabulary import describe_expected, iter_suggestions, keyword_ability_at

MAX_LINE_LENGTH = 1000
# Quoted texts (abilities, or words quoted in reminder text) in one line: the pool's most is 4.
MAX_QUOTED_TEXTS = 8


@cache
def ability_builder() -> ASTBuilder:
    """The driver for ability lines (``ability.lark``), building AST nodes."""
    return ASTBuilder(load_tables("ability"))


@cache
def frame_builder() -> ASTBuilder:
    """The driver for the card frame (``card.lark``), building :class:`FrameTree` s."""
    return ASTBuilder(load_tables("card"), trees=True)


# ---- one line -------------------------------------------------------------------------


@ir_class
class SourceLine:
    """One physical line of a file: its 1-based number and text (without the newline)."""

    number: int
    text: str


@dataclass
class LineResult:
    """One ability line parsed: its AST (None if it did not parse) and what it reported;
    ``built``, the AST's nodes in the order the parser made them (see ``Ability.body_nodes``)."""

    node: nodes.Node | None
    diagnostics: list[Diagnostic]
    built: tuple[nodes.Node, ...] = ()


_DASH_AFTER = re.compile(r"^(\s*(?:to solve|solved)\s*)(--|-|–)(?=\s)", re.IGNORECASE)
_MISSPELT_KEYWORD = re.compile(
    r"^(\s*)(solve|to solved|to-solve|tosolve|to slove|sovled|solves)(\s*(?:—|--|-|–))",
    re.IGNORECASE,
)


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
    for match in OUTDATED_ENTERS.finditer(text):
        start, end = match.span()
        verb = match.group(1)  # "enters", or "enter" ("one or more tokens enter ...")
        if verb not in ("Enters", "Enter"):
            verb = verb.lower()  # as fmt writes it ("ENTERS THE BATTLEFIELD" -> "enters")
        diagnostics.append(
            Diagnostic(
                span_at(start, end),
                Severity.WARNING,
                "W101",
                f"outdated wording: current Oracle text says '{verb.lower()}', not"
                f" '{verb.lower()} the battlefield'",
                fix=verb,
            )
        )
        text = text[:start] + verb.ljust(end - start) + text[end:]
    for match in OUTDATED_TOTEM_ARMOR.finditer(text):
        start, end = match.span()
        word = "Umbra" if match.group(1)[0] == "T" else "umbra"
        diagnostics.append(
            Diagnostic(
                span_at(start, end),
                Severity.WARNING,
                "W122",
                "outdated keyword: Oracle text now says 'umbra armor', not 'totem armor'"
                " (CR 702.89b)",
                fix=word,
            )
        )
        text = text[:start] + word + text[end:]
    names = tuple(sorted({name for name in names if name}, key=len, reverse=True))
    if names:
        text = tilde_names(text, names)
    # (and so does a comma: 'with "Equipped creature gets +2/+0," "Whenever ...," and equip
    # {2}' is read 'with "...", "...", and equip {2}')
    text = nested_quotes_read(text).replace('."', '".').replace(',"', '",')
    return text, diagnostics


_DOUBLE_QUOTED = LazyPattern(r'"[^"]*"')
_NESTED_OPENING = LazyPattern(r"(?:^| )'[A-Z{]")


def nested_quotes_read(text: str) -> str:
    """``text`` with the closing quote of a quoted ability inside a quoted one (CR 113.1a:
    Reef Worm's token 'with "When this creature dies, create ... token with 'When this
    creature dies, ...'"') read as a double quote, its period after the quotes: ".'\x22"
    becomes "\x22\x22." (the same length, so spans stay exact). A single quote that ends
    a quoted text opened inside it by a single quote, right before its double quote, is
    that quote; the last word before it then ends there (a word never ends before an
    apostrophe). :func:`karlov.frontend.renderer.nested_quotes_written` writes it back."""
    if "'\"" not in text:
        return text
    out = []
    last = 0
    for quoted in _DOUBLE_QUOTED.finditer(text):
        start, end = quoted.span()
        inner = text[start + 1 : end - 1]
        if not inner.endswith("'") or _NESTED_OPENING.search(inner) is None:
            continue
        close = end - 3 if inner.endswith(".'") else end - 2
        out.append(text[last:close])
        out.append('""' + ("." if close == end - 3 else ""))
        last = end
    out.append(text[last:])
    return "".join(out)


def tilde_names(text: str, names: tuple[str, ...]) -> str:
    r"""``text`` with each of the card's ``names`` (longest first) written as tildes, where it
    stands as whole words: not right after a word character or an apostrophe, nor right before
    a word character (what the regex ``(?<![\w'])(?:name|...)(?![\w])`` replaces, read left to
    right; a regex per card would be compiled for every card of a file).
    """
    starts = sorted({at for name in names for at in _occurrences(text, name)})
    if not starts:
        return text
    parts: list[str] = []
    done = 0  # text before this is copied or replaced
    for start in starts:
        before = text[start - 1] if start else ""
        if start < done or (before and (_is_word_char(before) or before == "'")):
            continue
        for name in names:
            end = start + len(name)
            if text.startswith(name, start) and not (end < len(text) and _is_word_char(text[end])):
                parts += [text[done:start], "~" * len(name)]
                done = end
                break
    return "".join(parts) + text[done:] if parts else text


def _occurrences(text: str, name: str) -> Iterator[int]:
    at = text.find(name)
    while at >= 0:
        yield at
        at = text.find(name, at + 1)


def _is_word_char(char: str) -> bool:
    r"""Whether ``char`` is what ``\w`` matches in a ``str`` regex (a letter, digit or
    underscore, in any script)."""
    return char.isalnum() or char == "_"


def _error_diagnostic(
    failure: ParseFailure,
    text: str,
    builder: ASTBuilder,
    start: str,
    span_at: Callable[[int, int], Span],
) -> Diagnostic:
    """A syntax error in words: the whole word found, what was expected there, and a fix
    if one is known (a suggestion is offered only if the line parses past it)."""
    tables = builder.tables
    if failure.at_end:
        column = len(text.rstrip())
        what = describe_expected(failure.expected, tables, failure.previous)
        return Diagnostic(
            span_at(column, column + 1),
            Severity.ERROR,
            "E002",
            f"this line ends too early: expected {what}",
        )
    column = failure.column
    braced = _BRACED.match(text, column)
    if braced and not _is_mana_symbol(braced.group(), tables):
        return _unknown_mana_symbol(braced.group(), tables, span_at(column, braced.end()))
    word_start = _word_start(text, column)
    if word_start < column:
        # The lexer read the first letters of a word as a shorter word ('a' of 'attacks'):
        # the error is the whole word, and what was expected is what stood before it.
        failure = builder.expected_at(text, start, word_start) or failure
        column = word_start
    word_match = _WORD_AT.match(text, column)
    word = word_match.group() if word_match else text[column : column + 1]
    end = column + max(len(word), 1)
    if start == "line":
        unknown = _unknown_keyword(text, column, tables, span_at)
        if unknown is not None:
            return unknown
    what = describe_expected(failure.expected, tables, failure.previous)
    message = f"unexpected '{_shown(word)}': expected {what}"
    fix, help_text = None, None
    if start == "type_line" and word[:1].islower():
        capitalized = _capitalized_types(text)
        if builder.parse(capitalized, "<capitalized>", 1, start) is not None:
            fix = word[0].upper() + word[1:]
            help_text = f"types are capitalized: '{capitalized.strip()}'"
    retired = _retired_creature_type(word) if start == "line" else None
    if retired is not None:
        help_text = (
            f"'{retired}' is a creature type older Oracle text printed; CR 205.3m no longer"
            " lists it, so rules text can't name it (a type line keeps it, with W123)"
        )
    elif fix is None:
        fix = _accepted_suggestion(word, column, failure, text, builder, start)
        help_text = f"did you mean '{fix}'?" if fix else None
    if fix is None and start == "line":
        not_keyword = _not_a_keyword(text, column, span_at)
        if not_keyword is not None:
            return not_keyword
    return Diagnostic(
        span_at(column, end), Severity.ERROR, "E001", message, fix=fix, help=help_text
    )


_BRACED = LazyPattern(r"\{[^{}\s]{0,8}\}")
_WORD_AT = LazyPattern(r"[\w'’+/{}-]+|\S")  # the word a syntax error points at
_WORD_CHAR = LazyPattern(r"[\w'’]")


def _word_start(text: str, column: int) -> int:
    """Where the word around ``column`` starts (``column`` itself if a word starts there)."""
    while column > 0 and _WORD_CHAR.match(text[column - 1]) and _WORD_CHAR.match(text[column]):
        column -= 1
    return column


def _retired_creature_type(word: str) -> str | None:
    """The retired creature type (W123) ``word`` names, in the singular or the plural
    ("Naga", "Nagas"): no word to suggest a near spelling of ("Saga")."""
    for retired in RETIRED_CREATURE_TYPES:
        if word in (retired, retired + "s", retired + "es"):
            return retired
    return None


def _accepted_suggestion(
    word: str, column: int, failure: ParseFailure, text: str, builder: ASTBuilder, start: str
) -> str | None:
    """The closest known word that the parser accepts in place of ``word``: with it, the
    line parses, or parses past it and the word after it (a later mistake is reported once
    this one is fixed; a word that only moves the error one word on is no fix). Worked out
    once per line, word and expected words: the same mistaken line recurs across cards."""
    return _accepted_suggestion_of(word, column, failure.expected, text, builder, start)


@lru_cache(maxsize=4096)
def _accepted_suggestion_of(
    word: str, column: int, expected: frozenset[str], text: str, builder: ASTBuilder, start: str
) -> str | None:
    end = column + len(word)
    for suggestion in iter_suggestions(word, expected, builder.tables):
        candidate = text[:column] + suggestion + text[end:]
        stops = builder.stops_at(candidate, start)
        after = _WORD_AT.search(candidate, column + len(suggestion))
        if stops is None or stops >= (after.end() if after else len(candidate)):
            return suggestion
    return None


def _unknown_keyword(
    text: str, column: int, tables: Tables, span_at: Callable[[int, int], Span]
) -> Diagnostic | None:
    """A line that starts with a keyword ability of CR 702 the grammar does not know yet,
    when that is where parsing stopped (on the keyword or on what follows it)."""
    keyword = keyword_ability_at(text)
    if keyword is None:
        return None
    first = len(text) - len(text.lstrip())
    keyword_end = first + len(keyword)
    after = _WORD_AT.search(text, keyword_end)
    if column > (after.start() if after else keyword_end):
        return None
    if column > first and _written_by_grammar(keyword, tables):
        # The grammar reads this keyword ("Devour 2"), and the parser took it: what is wrong
        # is its parameter, reported at its word like any other mistake.
        return None
    rest = text[keyword_end:].strip()
    if column > first and rest and not rest.startswith("(") and _shaped(keyword, tables):
        # "Cumulative upkeep 2", "Unleash 2": a keyword the grammar reads with a parameter of
        # its shape, and a parameter of another shape written after it -- the mistake, at its
        # word. (With no parameter at all, the keyword itself is reported.)
        return None
    known = tables.terminals.get("KEYWORD")
    if known is not None and re.fullmatch(known.regexp, keyword, re.IGNORECASE):
        return None
    written = text[first:keyword_end]
    return Diagnostic(
        span_at(first, keyword_end),
        Severity.ERROR,
        "E001",
        f"'{written}' is a keyword ability karlov does not know yet",
        help="karlov cannot check or play this line yet; the rest of the card is checked",
    )


#: The terminals of the keywords the grammar reads by their parameter's shape (generated into
#: keywords.lark from the CR's forms): a keyword one of them takes is known, and a parameter
#: of the wrong shape after it ("Cumulative upkeep 2", "Unleash 2") is the mistake.
_SHAPED_KEYWORDS = ("OTHER_KEYWORD", "NUMBER_KEYWORD", "COST_KEYWORD", "NUMBER_COST_KEYWORD")


def _written_by_grammar(keyword: str, tables: Tables) -> bool:
    """Whether a plain-string terminal of the grammar is ``keyword`` (``"devour"i``)."""
    word = keyword.lower()
    return any(
        terminal.literal is not None and terminal.literal.lower() == word
        for terminal in tables.terminals.values()
    )


def _shaped(keyword: str, tables: Tables) -> bool:
    """Whether one of the keyword terminals that read ``keyword`` with a parameter of its
    shape takes it (:data:`_SHAPED_KEYWORDS`)."""
    for name in _SHAPED_KEYWORDS:
        terminal = tables.terminals.get(name)
        if terminal is not None and re.fullmatch(terminal.regexp, keyword, re.IGNORECASE):
            return True
    return False


#: A line shaped like a keyword ability (CR 702): a capitalized word or two, then nothing, a
#: number ("Bushido 2"), a mana cost ("Echo {2}{R}") or "N—cost", then reminder text or nothing.
_KEYWORD_SHAPED = LazyPattern(
    r"\s*(?P<word>[A-Z][a-z]+(?:[ -][a-z]+)?)"
    r"(?: (?:\d+|X)(?:—(?:\{[^{}\s]+\})+)?| (?:\{[^{}\s]+\})+)?\s*(?:\(.*\))?\s*$"
)


def _not_a_keyword(
    text: str, column: int, span_at: Callable[[int, int], Span]
) -> Diagnostic | None:
    """E014: a keyword-shaped line ("Frobnicate 2") whose word is no keyword ability of the
    Comprehensive Rules (CR 702), when parsing stopped on that word."""
    from ..cr_vocabulary import KEYWORD_ABILITIES

    match = _KEYWORD_SHAPED.fullmatch(text)
    if match is None or match.start("word") != column:
        return None
    written = match.group("word")
    if any(written.lower() == name.lower() for name in KEYWORD_ABILITIES):
        return None
    return Diagnostic(
        span_at(match.start("word"), match.end("word")),
        Severity.ERROR,
        "E014",
        f"'{written}' is not a keyword of the Comprehensive Rules",
        help="a keyword line names a keyword ability of CR 702 (such as 'Flying', "
        "'Echo {2}{R}', 'Bushido 2'); write other abilities out in full",
    )


def _capitalized_types(text: str) -> str:
    """A type line with every word capitalized, as Oracle prints types."""
    return re.sub(r"(?<![\w'’])[a-z]", lambda m: m.group().upper(), text)


def _is_mana_symbol(text: str, tables: Tables) -> bool:
    terminal = tables.terminals.get("MANA_SYMBOL")
    return terminal is not None and re.fullmatch(terminal.regexp, text) is not None


def _unknown_mana_symbol(symbol: str, tables: Tables, span: Span) -> Diagnostic:
    """E012: braces around something that is not a mana symbol of CR 107.4 ('{r}' for '{R}')."""
    fix = symbol.upper()
    if not _is_mana_symbol(fix, tables):
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
    if raw.count('"') > 2 * MAX_QUOTED_TEXTS:
        return LineResult(
            None,
            [
                Diagnostic(
                    span_at(0, len(raw)),
                    Severity.ERROR,
                    "E041",
                    f"too many quoted texts on one line (at most {MAX_QUOTED_TEXTS})",
                )
            ],
        )
    too_big = long_number(raw, span_at)
    if too_big is not None:
        return LineResult(None, [too_big])
    slips = _slips(raw, span_at)
    squeezed, columns = _rewritten(raw, slips)
    if columns is None:
        return _parse_prepared_line(raw, source.number, filename, names, span_at)
    # Several spaces or a tab between words are W112's, and the wording slips of
    # :data:`SLIPS` warnings (with the fix): the line is read as fixed, so that they break no
    # phrase ("until  end of turn", "until the end of turn"), and every span is moved back to
    # the columns of the line as written.

    placed: set[int] = set()  # the spans made here, already where the line has them

    def squeezed_span_at(start: int, end: int) -> Span:
        span = span_at(*_original_columns(columns, start, end))
        placed.add(id(span))
        return span

    result = _parse_prepared_line(squeezed, source.number, filename, names, squeezed_span_at)
    if result.node is not None:
        _move_spans((result.node, *result.built), columns, placed)
    result.diagnostics[:0] = [diagnostic for diagnostic, _ in slips]
    return result


#: Wording slips whose meaning is clear: the pattern (its group ``slip`` is what is replaced),
#: the replacement, and the message. Each is a warning with the fix (W121), and the line is
#: read as fixed.
SLIPS: tuple[tuple[re.Pattern[str], Callable[[str], str], str], ...] = (
    (
        re.compile(r"\b(?P<slip>[Uu]ntil\s+the\s+end\s+of\s+turn)\b"),
        lambda slip: slip[0] + "ntil end of turn",
        "Oracle says 'until end of turn', without 'the'",
    ),
    (
        re.compile(r"\b(?P<slip>[Cc]an\s*not)\b"),
        lambda slip: slip[0] + "an't",
        "Oracle writes 'can't', not 'cannot' or 'can not'",
    ),
    (
        # a word spelt with a vowel and said with one ("a unicorn", "a one-time" are right),
        # the variable X ("an X/X") and a number said with a vowel ("an 8/8", "an 11/11", "an
        # 18"; "a 110" is "a hundred ten")
        re.compile(
            r"\b(?P<slip>[Aa]) (?=[AEIOUaeiou]|X\b|8|1[18](?![\d,]))"
            r"(?!uni|Uni|use|Use|usu|one\b|once\b|eu|Eu)"
        ),
        lambda slip: slip + "n",
        "'an' stands before a vowel sound",
    ),
    (
        # "an" before a consonant sound, a number said with one ("a 1/1", "a +1/+1 counter")
        # included; "an X", "an 8/8", "an 11/11", "an hour" are right
        re.compile(
            r"\b(?P<slip>[Aa]n) (?=[b-df-hj-np-tv-zB-DF-HJ-NP-TV-WYZ]|[+\-\u2212]?\d)"
            r"(?!X\b|hour|honor|honest|heir|8|1[18](?![\d,]))"
        ),
        lambda slip: slip[0],
        "'a' stands before a consonant sound",
    ),
    (
        re.compile(
            r"^\s*Choose (?:one|two|three|one or more|one or both|any number)(?P<slip> ?(?:--|-|–))"
            r"(?=\s|$)"
        ),
        lambda slip: " —",
        "an em dash '—' follows 'Choose one', not a hyphen or an en dash",
    ),
    (
        re.compile(r"(?P<slip>[+-]\d+/[+-]\d+ token)(?=s?\b)"),
        lambda slip: slip[: -len("token")] + "counter",
        "a +1/+1 put on a permanent is a counter, not a token (CR 122.1)",
    ),
    (
        re.compile(
            r"\b(?P<slip>[Ii]t's) (?=controller|owner|power|toughness|mana value|abilities|"
            r"ability|name)"
        ),
        lambda slip: slip[0] + "ts",
        "the possessive is 'its' ('it's' is 'it is')",
    ),
    (
        re.compile(r"\b(?P<slip>[Ii]ts) (?=your turn|not your turn|still )"),
        lambda slip: slip[0] + "t's",
        "'it's' is 'it is' (the possessive is 'its')",
    ),
    (
        re.compile(
            r"\b(?:to|into|on top of|on the bottom of) (?P<slip>its controller's) "
            r"(?=hand|library|graveyard)"
        ),
        lambda slip: "its owner's",
        "a card goes to its owner's hand, library or graveyard, whoever controlled it (CR 400.3)",
    ),
)


SLIPS += (
    (
        re.compile(
            r"\b(?:target|a|an|another) [\w ]{1,40}? you control (?:to|into) (?P<slip>your)"
            r" (?=hand\b|graveyard\b)"
        ),
        lambda slip: "its owner's",
        "a permanent you control goes to its owner's hand or graveyard, which need not be "
        "yours (CR 400.3)",
    ),
)


def _ability_word_dash_pattern() -> LazyPattern:
    from ..cr_vocabulary import ABILITY_WORDS

    words = "|".join(re.escape(word) for word in sorted(ABILITY_WORDS, key=len, reverse=True))
    return LazyPattern(rf"^\s*(?:{words})(?P<slip> ?(?:--|-|–))(?= )", re.IGNORECASE)


def _ability_words_lower() -> tuple[str, ...]:
    from ..cr_vocabulary import ABILITY_WORDS

    return tuple(word.lower() for word in ABILITY_WORDS)


_ABILITY_WORD_DASH = _ability_word_dash_pattern()
_ABILITY_WORDS_LOWER = _ability_words_lower()
_LONGEST_ABILITY_WORD = max(map(len, _ABILITY_WORDS_LOWER))
_CASE_ODD_LETTERS = frozenset("\u0130\u0131\u017f\u212a")


def _ability_word_dash(text: str) -> re.Match[str] | None:
    """:data:`_ABILITY_WORD_DASH`'s match of ``text``. The pattern (sixty ability words,
    regardless of case) takes some milliseconds to compile (issue 24: start-up), and most lines
    start with no ability word. A line that does not, lower-cased and after its leading
    whitespace (``str.lstrip`` strips what ``\\s`` matches), cannot match the pattern, so it
    is compiled only for a line that may. One exception: a case-insensitive regex matches four
    letters that are not ASCII to ASCII ones (``İ ı ſ K``, the ``re`` documentation), which
    ``str.lower`` does not all do; a line that has one is left to the pattern."""
    stripped = text.lstrip()
    head = stripped[:_LONGEST_ABILITY_WORD]
    if not head.lower().startswith(_ABILITY_WORDS_LOWER) and _CASE_ODD_LETTERS.isdisjoint(head):
        return None
    return _ABILITY_WORD_DASH.match(text)


_UNCLOSED_REMINDER = LazyPattern(r"\([^()]*[.!]$")


def _slips(text: str, span_at: Callable[[int, int], Span]) -> list[tuple[Diagnostic, str]]:
    """W121 for each wording slip of :data:`SLIPS` in ``text``, and its fix; a hyphen or en
    dash after an ability word, and reminder text whose closing parenthesis is missing."""
    found = []
    dash = _ability_word_dash(text)
    if dash:
        start, end = dash.span("slip")
        warning = Diagnostic(
            span_at(start, end),
            Severity.WARNING,
            "W108",
            wrong_dash_message(dash.group("slip").strip()),
            fix=" —",
            help="write an em dash '—' (U+2014) between the ability word and its ability",
        )
        found.append((warning, " —"))
    if text.count("(") == text.count(")") + 1 and _UNCLOSED_REMINDER.search(text):
        end = len(text)
        warning = Diagnostic(
            span_at(end, end),
            Severity.WARNING,
            "W121",
            "reminder text opened with '(' is not closed",
            fix=")",
            help="end the reminder text with ')'",
        )
        found.append((warning, ")"))
    for pattern, fix_of, message in SLIPS:
        for match in pattern.finditer(text):
            start, end = match.span("slip")
            fix = fix_of(match.group("slip"))
            warning = Diagnostic(span_at(start, end), Severity.WARNING, "W121", message, fix=fix)
            found.append((warning, fix))
    return found


def _rewritten(text: str, slips: list[tuple[Diagnostic, str]]) -> tuple[str, list[int] | None]:
    """``text`` with its slips fixed and each run of spaces or tabs between words as one
    space, and for each column of the result (and its end) the column of ``text`` it comes
    from; ``None`` when there is nothing to rewrite."""
    edits = [(d.span.column - 1, d.span.end_column - 1, fix) for d, fix in slips]
    if "  " in text or "\t" in text:
        edits += [(run.start(), run.end(), " ") for run in _SPACE_RUN.finditer(text)]
    if not edits:
        return text, None
    columns: list[int] = []
    parts: list[str] = []
    done = 0
    for start, end, replacement in sorted(edits):
        if start < done:
            continue  # overlaps an edit made
        parts.append(text[done:start] + replacement)
        columns.extend(range(done, start))
        columns.extend(start + min(k, max(end - start - 1, 0)) for k in range(len(replacement)))
        done = end
    parts.append(text[done:])
    columns.extend(range(done, len(text) + 1))
    return "".join(parts), columns


_SPACE_RUN = LazyPattern(r"(?<=\S)(?: {2,}|[ \t]*\t[ \t]*)(?=\S)")


def _original_columns(columns: list[int], start: int, end: int) -> tuple[int, int]:
    """0-based columns ``start``-``end`` of a squeezed line (:func:`_squeeze_spaces`) as
    columns of the line as written; past its end they move by as much as its end did."""
    last = len(columns) - 1

    def at(column: int) -> int:
        return columns[column] if column <= last else columns[last] + column - last

    first = at(start)
    return first, first if end <= start else at(end - 1) + 1


def _move_spans(made: Iterable[nodes.Node], columns: list[int], placed: set[int]) -> None:
    """Every span of the trees of ``made`` (made for the squeezed line) moved to the line as
    written, but those in ``placed`` (ids of spans made in its columns already). A line's
    spans are its own objects (the driver makes them for each line), shared between nodes of
    the same extent: each is moved once."""
    seen = set(placed)
    for item in (item for node in made for item in node.walk()):
        span = item.span
        if span is None or id(span) in seen:
            continue
        seen.add(id(span))
        start, end = _original_columns(columns, span.column - 1, span.end_column - 1)
        object.__setattr__(span, "column", start + 1)
        object.__setattr__(span, "end_column", end + 1)


def _parse_prepared_line(
    raw: str,
    number: int,
    filename: str,
    names: Iterable[str],
    span_at: Callable[[int, int], Span],
) -> LineResult:
    """:func:`parse_ability_line` of a line within its bounds."""
    source = SourceLine(number, raw)
    text, diagnostics = prepare_ability_text(raw, names, span_at)
    if _MISSPELT_KEYWORD.match(text):  # an unknown Case keyword not recoverable in place
        return LineResult(None, diagnostics)
    node, error, built = _parse_ability(text, filename, source.number)
    if error is not None and names:
        # A card may be named like its own text ("Draw a card."): when the line does not
        # parse with the name read as the card, it is read as the words it is.
        plain, _ = prepare_ability_text(raw, (), span_at)
        if plain != text:
            plain_node, plain_error, plain_built = _parse_ability(plain, filename, source.number)
            if plain_node is not None:
                node, error, text, built = plain_node, None, plain, plain_built
            elif plain_error is not None and plain_error.column > error.column:
                # Neither reading parses: report the one that got further ("a Gideon
                # planeswalker" on Gideon of the Trials is the subtype, not the card).
                error, text = plain_error, plain
    if error is not None:
        flavored = _with_flavor_word(raw, error, number, filename, names, span_at)
        if flavored is not None:
            diagnostics[:] = [d for d in diagnostics if d.span.column < flavored.column]
            diagnostics.extend(flavored.result.diagnostics)
            return LineResult(flavored.result.node, diagnostics, flavored.result.built)
        stripped = text.rstrip()
        if stripped and stripped[-1] not in '.)"':
            node, _, built = _parse_ability(stripped + ".", filename, source.number)
        if node is None:
            node, built = _with_standard_reminder(
                text, error, filename, source.number, span_at, raw
            )
            if node is not None:
                return LineResult(node, diagnostics, built)
            recovered = _recover_case_reminder(text, error, filename, source.number, span_at)
            if recovered is not None:
                node, built, wrong_reminder = recovered
                diagnostics.append(wrong_reminder)
                return LineResult(node, diagnostics, built)
            other = _other_card_name(text, error, tuple(names), span_at)
            if other is not None:
                diagnostics.append(other)
                return LineResult(None, diagnostics)
            node, built = _with_unchecked_reminder(
                text, error, filename, source.number, span_at, raw
            )
            if node is not None:
                assert node.span is not None
                reminder = (
                    node.items[-1]
                    if isinstance(node, nodes.Line | nodes.WordedLine)
                    else node.items[0]
                )
                assert isinstance(reminder, nodes.UncheckedReminder) and reminder.span is not None
                diagnostics.append(_unchecked_reminder_warning(reminder.span))
                return LineResult(node, diagnostics, built)
            diagnostics.append(_error_diagnostic(error, text, ability_builder(), "line", span_at))
            return LineResult(None, diagnostics)
        diagnostics.append(
            Diagnostic(
                span_at(len(stripped), len(stripped) + 1),
                Severity.WARNING,
                "W104",
                "this sentence has no final period",
                fix=".",
                help="end the sentence with '.'",
            )
        )
    return LineResult(node, diagnostics, built)


#: Capitalized words, as a card's name is written ("Grizzly Bears", "Akroma, Angel of Fury").
_CAPITALIZED_RUN = LazyPattern(
    r"[A-Z][\w'’-]*(?:,? (?:(?:of|the|and|to|in|from|a) )*[A-Z][\w'’-]*)*"
)


_SENTENCE_START = LazyPattern(r"(?:^|[.:—•(\"]) ?\s*$")


def _other_card_name(
    text: str, error: ParseFailure, names: tuple[str, ...], span_at: Callable[[int, int], Span]
) -> Diagnostic | None:
    """E017 when the line stops at capitalized words that, read as the card's own name, let
    it parse: "When Grizzly Bears enters, ..." on a card named otherwise (another card's
    name, or an old name, where the card names itself, CR 201.5)."""
    if not names or error.at_end:
        return None
    start = _word_start(text, error.column)
    run = _CAPITALIZED_RUN.match(text, start)
    if run is None or run.group() in names:
        return None
    if any(name.startswith(run.group() + " ") for name in names):
        return None  # the card's own name, shortened without a comma ("Crovax the Cursed")
    if f"named {run.group()}" in text[:start]:
        return None  # a token named before it ("token named Cloud Sprite ... "Cloud Sprite can")
    if " " not in run.group() and _SENTENCE_START.search(text[:start]):
        return None  # a sentence's first word ("Simultaneously untap ...")
    name = min(names, key=len)
    candidate = text[:start] + "~" * len(run.group()) + text[run.end() :]
    node, _, _ = _parse_ability(candidate, "<name>", 1)
    if node is None:
        return None
    return Diagnostic(
        span_at(start, run.end()),
        Severity.ERROR,
        "E017",
        f"'{run.group()}' is not this card's name: a card's text names itself by its own name",
        fix=name,
        help=f"did you mean '{name}'?",
    )


_TO_SOLVE_LINE = LazyPattern(r"\s*to solve\b", re.IGNORECASE)
_REMINDER_AT_END = LazyPattern(r"\([^()]*\)(?=\s*$)")


def _with_standard_reminder(
    text: str,
    error: ParseFailure,
    filename: str,
    line: int,
    span_at: Callable[[int, int], Span],
    raw: str,
) -> tuple[nodes.Node | None, tuple[nodes.Node, ...]]:
    """The line read with its final reminder text as a keyword's standard reminder, when the
    parser stopped inside that reminder, the reminder has a standard form
    (:func:`is_standard_reminder`) and the rest of the line parses; else ``(None, ())``.

    The form is that of the reminder as written (``raw``): the same-length rewrites before
    parsing blank an outdated "the battlefield" out of ``text``, not out of the printed form."""
    reminder = _REMINDER_AT_END.search(text)
    if reminder is None or error.column < reminder.start():
        return None, ()
    body = text[: reminder.start()].rstrip()
    if not is_standard_reminder(raw[reminder.start() + 1 : reminder.end() - 1], body):
        return None, ()
    node, _, built = _parse_ability(body, filename, line)
    if node is None or not isinstance(node, nodes.Line | nodes.WordedLine):
        return None, ()
    if node.items[-1] is not None:
        return None, ()
    where = span_at(*reminder.span())
    # The reminder as written, in today's wording (what W101 asks for and fmt writes).
    written = OUTDATED_ENTERS.sub(r"\1", raw[reminder.start() : reminder.end()])
    words = nodes.Lexeme("STANDARD_REMINDER", written, span=where)
    standard = nodes.StandardReminder((words,), span=where)
    assert node.span is not None
    whole = span_at(node.span.column - 1, reminder.end())
    return type(node)((*node.items[:-1], standard), span=whole), built


def _with_unchecked_reminder(
    text: str,
    error: ParseFailure,
    filename: str,
    line: int,
    span_at: Callable[[int, int], Span],
    raw: str,
) -> tuple[nodes.Node | None, tuple[nodes.Node, ...]]:
    """The line read with its final parenthesized text as reminder text karlov does not
    check (:class:`nodes.UncheckedReminder`), when the parser stopped inside it and what
    stands before it parses as the line's ability, or nothing stands before it (a line of
    reminder text alone); else ``(None, ())``.

    Parenthesized text is reminder text (CR 207.2a: it has no rules meaning), and Oracle puts
    it at the end of a line or on a line of its own: a parenthesis anywhere else, or one not
    closed, stays an error. The reminder's words are lexemes of ``text``'s columns (the
    same-length rewrites before parsing keep them: today's "enters", ``~`` for the card's name,
    which ``fmt`` writes back), the final period before a closing quote where it was written."""
    reminder = _REMINDER_AT_END.search(text)
    if reminder is None or error.column < reminder.start():
        return None, ()
    start, end = reminder.span()
    if reminder_form(raw[start + 1 : end - 1]) in STANDARD_REMINDER_FORMS and _names_keyword(
        text[:start]
    ):
        # The standard reminder of another keyword than the one the line names
        # (:func:`_with_standard_reminder` read it otherwise): a wrong reminder, not one
        # karlov does not know.
        return None, ()
    words = []
    for word in _WORD.finditer(text, start, end):
        first, last = word.span()
        written = word.group()
        if '".' in written and '."' in raw[first:last]:
            written = written.replace('".', '."')
        if '",' in written and ',"' in raw[first:last]:
            written = written.replace('",', ',"')
        if words and text[first - 1] == " " and raw[first - 1] != " ":
            # Right after a rewrite's blanks ("enters the battlefield," read as "enters,"):
            # the word goes with the one before it, as fmt writes them.
            before = words.pop()
            assert before.span is not None
            written = before.text + written
            first = before.span.column - 1
        words.append(nodes.Lexeme("REMINDER_WORD", written, span=span_at(first, last)))
    where = span_at(start, end)
    unchecked = nodes.UncheckedReminder(tuple(words), span=where)
    body = text[:start].rstrip()
    if not body.strip():
        return nodes.ReminderLine((unchecked,), span=where), (unchecked,)
    node, _, built = _parse_ability(body, filename, line)
    if node is None or not isinstance(node, nodes.Line | nodes.WordedLine):
        return None, ()
    if node.items[-1] is not None:
        return None, ()
    assert node.span is not None
    whole = span_at(node.span.column - 1, end)
    return type(node)((*node.items[:-1], unchecked), span=whole), built


def _names_keyword(text: str) -> bool:
    """Whether ``text`` names a keyword ability of the CR (CR 702) as a word."""
    from ..cr_vocabulary import KEYWORD_ABILITIES

    lowered = text.lower()
    return any(names_word(lowered, keyword.lower()) for keyword in KEYWORD_ABILITIES)


#: A word of reminder text karlov does not check: anything between spaces, "(" and ")" apart.
_WORD = LazyPattern(r"[()]|[^\s()]+")


def _unchecked_reminder_warning(span: Span) -> Diagnostic:
    return Diagnostic(
        span,
        Severity.WARNING,
        "W124",
        "karlov reads this as reminder text it does not check: reminder text has no rules"
        " meaning (CR 207.2a), and the game plays the ability as its rules text says",
        help="if this is rules text, write it without parentheses",
    )


@dataclass(frozen=True, slots=True)
class _Flavored:
    """A line read after its flavor word: the result, and the 1-based column where the
    ability starts (diagnostics of the words before it are the flavor word's)."""

    result: LineResult
    column: int


#: A flavor word and its em dash at the start of a line (CR 207.2d): one to four words, the
#: first capitalized, the others capitalized or small words of a title ("Search the Room").
_FLAVOR_WORD = LazyPattern(
    r"^(?P<word>[A-Z][a-z'’-]+"
    r"(?:,? (?:[A-Z][\w'’-]*|of|the|a|an|and|or|to|in|on|from|with|for)){0,3}) — (?=\S)"
)
#: What is not a flavor word: a line that starts with a mode header or a Case keyword
#: (CR 700.2, 719.3); the words alone of an ability word (CR 207.2c) or of a keyword ability
#: whose own text follows an em dash ("Companion —", "Boast —", CR 702). A flavor word may
#: start with the word of either ("Flurry of Blows", "Sneak Attack").
_NOT_FLAVOR = ("choose", "to solve", "solved")


def _not_flavor_word(word: str) -> bool:
    from ..cr_vocabulary import ABILITY_WORDS, KEYWORD_ABILITIES

    lower = word.lower().replace("’", "'")
    if any(lower == w or lower.startswith(w + " ") for w in _NOT_FLAVOR):
        return True
    return lower in {w.lower() for w in KEYWORD_ABILITIES} or lower in {
        w.replace("’", "'") for w in ABILITY_WORDS
    }


def _near_ability_word(word: str) -> str | None:
    """The ability word one edit (a letter added, dropped, changed, or two swapped) away from
    ``word``, if one is."""
    from ..cr_vocabulary import ABILITY_WORDS

    lower = word.lower()
    for candidate in ABILITY_WORDS:
        if _one_edit(lower, candidate.replace("’", "'")):
            return candidate
    return None


def _one_edit(a: str, b: str) -> bool:
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [k for k in range(len(a)) if a[k] != b[k]]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:k] + long[k + 1 :] == short for k in range(len(long)))


def _with_flavor_word(
    raw: str,
    error: ParseFailure,
    number: int,
    filename: str,
    names: Iterable[str],
    span_at: Callable[[int, int], Span],
) -> _Flavored | None:
    """The line read after its flavor word (CR 207.2d: "Acid Breath — When ..."), when the
    parser stopped in the words before the first em dash, those words are one to four
    capitalized words (a title's small words between them) and are not an ability word, a
    keyword, a mode header or a Case keyword; else None. The ability after the dash is read as
    a line of its own (its columns kept: the flavor word is read as spaces, which the grammar
    skips); if it does not parse, its error is the line's, and a flavor word one edit away
    from an ability word ("Landfal —") is warning W125 with the ability word as the fix."""
    # Matched on the line as written (``text`` has the same columns): a flavor word that holds
    # the card's name is kept with it, not with the ``~`` the name is read as in rules text.
    found = _FLAVOR_WORD.match(raw)
    if found is None or error.column > found.end("word"):
        return None
    word = found.group("word")
    if _not_flavor_word(word):
        return None
    dash = found.end() - 2
    result = _parse_prepared_line(
        " " * found.end() + raw[found.end() :], number, filename, names, span_at
    )
    node = result.node
    if node is not None:
        if not isinstance(node, nodes.Line):
            return None
        assert node.span is not None
        label = nodes.Lexeme("FLAVOR_WORD", word, span=span_at(0, found.end("word")))
        em_dash = nodes.Lexeme("EM_DASH", "—", span=span_at(dash, dash + 1))
        whole = span_at(0, node.span.end_column - 1)
        node = nodes.FlavorWordLine((label, em_dash, node), span=whole)
        result = LineResult(node, result.diagnostics, result.built)
    near = _near_ability_word(word)
    if near is not None:
        result.diagnostics.insert(
            0,
            Diagnostic(
                span_at(0, found.end("word")),
                Severity.WARNING,
                "W125",
                f"'{word}' is read as a flavor word, with no rules meaning (CR 207.2d); it is"
                f" one letter away from the ability word '{near.capitalize()}'",
                fix=near.capitalize(),
                help=f"did you mean '{near.capitalize()}'?",
            ),
        )
    return _Flavored(result, found.end() + 1)


def _recover_case_reminder(
    text: str,
    error: ParseFailure,
    filename: str,
    line: int,
    span_at: Callable[[int, int], Span],
) -> tuple[nodes.Node, tuple[nodes.Node, ...], Diagnostic] | None:
    """W107 for a "To solve —" line whose reminder text is not quite the Case reminder.

    "(If unsolved, solve at the beginning of your upkeep.)" does not parse as reminder text,
    but the line is a To solve ability with the wrong reminder, not a syntax error: when the
    error stands inside the final parenthesized text and the line parses with the Case
    reminder in its place, that is the fix (CR 702.169a). The AST holds the Case reminder,
    as ``karlov fmt`` writes it.
    """
    reminder = _REMINDER_AT_END.search(text)
    column = error.column
    if not _TO_SOLVE_LINE.match(text) or reminder is None or column < reminder.start():
        return None
    node, _, built = _parse_ability(text[: reminder.start()] + CASE_REMINDER, filename, line)
    if node is None:
        return None
    return (
        node,
        built,
        Diagnostic(
            span_at(*reminder.span()),
            Severity.WARNING,
            "W107",
            "the reminder text after 'To solve —' is not the Case reminder",
            fix=CASE_REMINDER,
        ),
    )


def _parse_ability(
    text: str, filename: str, line: int
) -> tuple[nodes.Node | None, ParseFailure | None, tuple[nodes.Node, ...]]:
    """The AST of one prepared ability line and its nodes in the order made, or where and
    why it stopped."""
    node, failure, built = ability_builder().parse_with_nodes(text, filename, line, "line")
    if failure is not None:
        return None, failure, ()
    return node, None, built  # type: ignore[return-value]


# Compiled once: ``re.search`` with a pattern string looks it up in re's cache on every call.
_TYPE_LINE_DASH = re.compile(r"(?<=\s)(--|-|–)(?=\s)")


def parse_frame_line(
    source: SourceLine, filename: str, start: str
) -> tuple[FrameTree | None, Diagnostic | None]:
    """Parse a name, type or power/toughness line with the frame grammar."""

    def span_at(first: int, end: int) -> Span:
        return Span(filename, source.number, first + 1, source.number, end + 1)

    text = source.text
    builder = frame_builder()
    if start == "type_line":
        dash = _TYPE_LINE_DASH.search(text)
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
            tree = builder.parse(fixed, filename, source.number, start)
            if tree is not None:
                return tree, warning  # type: ignore[return-value]
            text = fixed  # still broken elsewhere: report that error instead
    tree, failure = builder.parse_or_fail(text, filename, source.number, start)
    if failure is None:
        return tree, None  # type: ignore[return-value]
    return None, _error_diagnostic(failure, text, builder, start, span_at)


# ---- a whole file ------------------------------------------------------------------------


_ABILITY_KINDS = {
    nodes.KeywordLine: nodes.AbilityKind.KEYWORD,
    nodes.KeywordLineSemicolons: nodes.AbilityKind.KEYWORD,
    nodes.ToSolve: nodes.AbilityKind.TO_SOLVE,
    nodes.Solved: nodes.AbilityKind.SOLVED,
    nodes.Triggered: nodes.AbilityKind.TRIGGERED,
    nodes.Activated: nodes.AbilityKind.ACTIVATED,
    nodes.Replacement: nodes.AbilityKind.REPLACEMENT,
    # "If you would draw a card, instead ..." (CR 614.1a: "instead" before the replacing event)
    nodes.ReplacementInsteadFirst: nodes.AbilityKind.REPLACEMENT,
    # "..., exile it instead of putting it anywhere else." (CR 614.1a)
    nodes.ReplacementAnywhereElse: nodes.AbilityKind.REPLACEMENT,
    # "If a spell or ability an opponent controls causes you to discard ~, ... instead of
    # putting it into your graveyard." (CR 614.1a)
    nodes.DiscardReplacement: nodes.AbilityKind.REPLACEMENT,
    nodes.DiscardReplacementAnywhereElse: nodes.AbilityKind.REPLACEMENT,
    # "If a land is tapped for mana, it produces {B} instead of any other type." (CR 106.12)
    nodes.TappedForManaProduces: nodes.AbilityKind.REPLACEMENT,
    nodes.TappedForManaProducesAmount: nodes.AbilityKind.REPLACEMENT,
    nodes.LandsTappedForManaProduce: nodes.AbilityKind.REPLACEMENT,
    # "If ~ would be destroyed, regenerate it." (CR 701.15a: the regeneration replaces the
    # destruction), "If you would begin your draw step, you may skip that step instead. If you
    # do, you gain 2 life." (CR 614.1a, 608.2c)
    nodes.RegenerationReplacement: nodes.AbilityKind.REPLACEMENT,
    nodes.ReplacementIfYouDo: nodes.AbilityKind.REPLACEMENT,
    nodes.ReplacementIfYouDoOrDont: nodes.AbilityKind.REPLACEMENT,
    # "If a source would deal damage to you, prevent that damage ..." (a prevention effect,
    # CR 615.1a: it works like a replacement effect, with "prevent" for "instead")
    nodes.Prevention: nodes.AbilityKind.REPLACEMENT,
    nodes.PreventionThen: nodes.AbilityKind.REPLACEMENT,
    nodes.PreventionOfAmount: nodes.AbilityKind.REPLACEMENT,
    nodes.PreventionAllBut: nodes.AbilityKind.REPLACEMENT,
    nodes.PreventionOfAmountWhere: nodes.AbilityKind.REPLACEMENT,
    # "As long as Thunderstaff is untapped, if ..." (CR 611.3a: applies while it holds)
    nodes.ReplacementAsLongAs: nodes.AbilityKind.REPLACEMENT,
    nodes.PreventionOfAmountAsLongAs: nodes.AbilityKind.REPLACEMENT,
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


def build_ability(
    line: nodes.Node,
    card_types: tuple[str, ...],
    source: str = "",
    built: tuple[nodes.Node, ...] = (),
) -> nodes.Ability:
    """Wrap a parsed line as a classified :class:`nodes.Ability` (``source``: its text;
    ``built``: the line's nodes in the order the parser made them, if known)."""
    if isinstance(line, nodes.ReminderLine):
        return nodes.Ability(
            nodes.AbilityKind.REMINDER, None, line.items[0], span=line.span, source=source
        )
    word = flavor = None
    if isinstance(line, nodes.FlavorWordLine):
        label, _dash, line = line.items
        assert isinstance(label, nodes.Lexeme) and isinstance(line, nodes.Line)
        flavor = label.text
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
        _record_body_nodes(solved, _subtree(inner, built))
    ability = nodes.Ability(
        kind, body, reminder, solved, word, flavor_word=flavor, span=line.span, source=source
    )
    _record_body_nodes(ability, _subtree(body, built))
    return ability


def _record_body_nodes(ability: nodes.Ability, found: tuple[nodes.Node, ...]) -> None:
    # Not a constructor argument (see Ability.body_nodes): set on the new, frozen ability here.
    object.__setattr__(ability, "body_nodes", found)


def _subtree(node: nodes.Node, built: tuple[nodes.Node, ...]) -> tuple[nodes.Node, ...]:
    """The nodes of ``node``'s subtree, from ``built`` (a line's nodes in the order made).

    An LR parser makes each node right after its last child, and a subtree's nodes one after
    another: so the subtree ends at ``node``. It starts at the line's first node, since
    nothing before an ability's body is a node (an ability word and "Solved —" are words).
    Were a node outside the subtree in it, the compiler would only fall back to walking the
    tree (``karlov.compiler.accounting.unaccounted``); a test holds it to the subtree."""
    for index in range(len(built) - 1, -1, -1):
        if built[index] is node:
            return built[: index + 1]
    return ()


# A planeswalker's printed loyalty, the last line of its card (CR 306.5b).
_LOYALTY_LINE = re.compile(r"^\s*Loyalty:\s*(\d{1,3}|X)\s*$")
#: A printed power or toughness: a number, '*' or 'X', plus or minus a number, or a number
#: plus '*' ("1+*" of Tarmogoyf's toughness, CR 208.2a).
_PT_LINE = re.compile(r"^\s*(?:\d+|\*|X)(?:[+-]\d+|\+\*)?/(?:\d+|\*|X)(?:[+-]\d+|\+\*)?\s*$")


# The last word of a name line that is a mana cost written without braces: "Grim Bear 1G".
_UNBRACED_COST = LazyPattern(r"(?<= )(?=[0-9WUBRGCX]*[0-9WUBRGC])(?:[0-9]+|X)?[WUBRGC]*$")


def _unbraced_cost(first: SourceLine, filename: str) -> Diagnostic | None:
    """E016 for a name line that ends in a mana cost without its braces ("Grim Bear 1G"): read
    as part of the name, the card would have no mana cost at all (CR 202.1); each symbol of a
    mana cost is written in braces (CR 107.4)."""
    text = first.text.rstrip()
    found = _UNBRACED_COST.search(text)
    if found is None or found.start() == 0:
        return None
    word = found.group()
    symbols = re.findall(r"[0-9]+|[A-Z]", word)
    braced = "".join(f"{{{symbol}}}" for symbol in symbols)
    start = found.start()
    return Diagnostic(
        Span(filename, first.number, start + 1, first.number, start + len(word) + 1),
        Severity.ERROR,
        "E016",
        f"'{word}' reads as the end of the card's name, and the card would have no mana cost: "
        "each mana symbol is written in braces (CR 107.4)",
        fix=braced,
    )


def parse_card(
    lines: list[SourceLine], filename: str
) -> tuple[nodes.Card | None, list[Diagnostic], int]:
    """One card from its non-blank, non-comment lines (name, type line, abilities, P/T).

    Also returns how many ability lines failed to parse, so that checks about what the card
    lacks are not reported when the missing ability is merely unreadable.
    """
    diagnostics: list[Diagnostic] = []
    first = lines[0]
    too_long = line_too_long("name", first.text, _span_on(filename, first))
    if too_long is not None:
        return None, [too_long], 0
    bad_character = name_character(first.text, _span_on(filename, first))
    if bad_character is not None:
        return None, [bad_character], 0
    name_tree, error = parse_frame_line(first, filename, "name_line")
    if error:
        return None, [error], 0
    assert name_tree is not None
    name = str(name_tree.children[0]).strip()
    cost_tree = name_tree.children[1]
    mana_cost = tuple(str(t) for t in cost_tree.children) if cost_tree is not None else None
    if mana_cost is None:
        unbraced = _unbraced_cost(first, filename)
        if unbraced is not None:
            return None, [unbraced], 0
    cost_span = None
    if mana_cost is not None:
        diagnostics.extend(_name_line_spacing(name, mana_cost, first, filename))
        positions = _cost_positions(mana_cost, first)
        cost_end = positions[-1] + len(mana_cost[-1])
        cost_span = Span(filename, first.number, positions[0] + 1, first.number, cost_end + 1)
        mana_cost = _mana_cost_symbols(mana_cost, first, filename, diagnostics)
    if len(lines) < 2:
        return (
            None,
            [
                Diagnostic(
                    _whole_line(filename, first),
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
    card_types = tuple(str(t).lower() for t in tokens if t.type == "CARD_TYPE")
    if "tribal" in card_types:
        diagnostics.extend(_tribal(lines[1], filename))
    retired = {str(t) for t in tokens if t.type == "RETIRED_CREATURE_TYPE"}
    if retired:
        diagnostics.extend(_retired_creature_types(lines[1], filename, retired))
    diagnostics.extend(_type_word_case(lines[1], filename))
    type_line = nodes.TypeLine(
        tuple(str(t).lower() for t in tokens if t.type == "SUPERTYPE"),
        tuple(_CARD_TYPE_NOW.get(word, word) for word in card_types),
        tuple(str(t) for t in tokens if t.type.endswith("_TYPE") and t.type != "CARD_TYPE"),
        span=_whole_line(filename, lines[1]),
    )
    body = lines[2:]
    power_toughness = None
    loyalty = None
    is_creature = "creature" in type_line.card_types
    if body and _LOYALTY_LINE.match(body[-1].text):
        loyalty_line = body.pop()
        if "planeswalker" in type_line.card_types:
            loyalty = _LOYALTY_LINE.match(loyalty_line.text).group(1)  # type: ignore[union-attr]
        else:
            diagnostics.append(
                Diagnostic(
                    _whole_line(filename, loyalty_line),
                    Severity.ERROR,
                    "E034",
                    f"'{name}' is not a planeswalker, so it has no loyalty line",
                    fix="",
                )
            )
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
                    _whole_line(filename, pt_line),
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
                _whole_line(filename, last),
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
            diagnostics.extend(_tilde_in_text(source, filename, short or name))
            abilities.append(
                build_ability(result.node, type_line.card_types, source.text.strip(), result.built)
            )
        else:
            failed += 1
    end = lines[-1]
    span = Span(filename, first.number, 1, end.number, len(end.text) + 1)
    card = nodes.Card(
        name,
        mana_cost,
        type_line,
        tuple(abilities),
        power_toughness,
        loyalty=loyalty,
        span=span,
        mana_cost_span=cost_span,
    )
    return card, diagnostics, failed


def _whole_line(filename: str, source: SourceLine) -> Span:
    """The span of all of ``source``, for a diagnostic about the line as a whole."""
    return Span(filename, source.number, 1, source.number, len(source.text) + 1)


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


#: A hyphenated subtype of CR 205.3 ("Assembly-Worker"): its hyphen is no type line dash.
_HYPHENATED_WORD = re.compile(r"[\w'’]+-[\w'’-]+")


@cache
def _hyphenated_subtypes() -> frozenset[str]:
    from .. import subtypes

    return frozenset(
        word
        for name in dir(subtypes)
        if name.endswith("_TYPES")
        for word in getattr(subtypes, name)
        if "-" in word
    )


#: Card types printed under an old name, and their name now (CR 308.3: "tribal" cards have
#: received errata to "kindred").
_CARD_TYPE_NOW = {"tribal": "kindred"}


_TYPE_WORD = re.compile(
    r"(?<![\w'’-])(?:basic|legendary|snow|world|artifact|creature|enchantment|instant|land|"
    r"planeswalker|battle|kindred|sorcery)(?![\w'’-])",
    re.IGNORECASE,
)


def _type_word_case(line: SourceLine, filename: str) -> list[Diagnostic]:
    """W117: a supertype or card type not capitalized as Oracle writes it ("sORCERY",
    "enchantment"): the grammar reads it, and ``fmt`` writes "Sorcery"."""
    types = line.text.split("—")[0]
    found = []
    for match in _TYPE_WORD.finditer(types):
        word = match.group()
        canonical = word[0].upper() + word[1:].lower()
        if word != canonical:
            found.append(
                Diagnostic(
                    Span(filename, line.number, match.start() + 1, line.number, match.end() + 1),
                    Severity.WARNING,
                    "W117",
                    f"Oracle writes card types and supertypes capitalized: '{canonical}'",
                    fix=canonical,
                )
            )
    return found


def _tilde_in_text(source: SourceLine, filename: str, self_name: str) -> list[Diagnostic]:
    """W118: '~' where the card names itself: card text writes the name ("this Case" on a
    Case, W102); ``fmt`` writes the name."""
    return [
        Diagnostic(
            Span(filename, source.number, match.start() + 1, source.number, match.end() + 1),
            Severity.WARNING,
            "W118",
            f"card text names the card, not '~': write '{self_name}'",
            fix=self_name,
        )
        for match in _TILDES.finditer(source.text)
    ]


_TILDES = re.compile(r"~+")


_TRIBAL = LazyPattern(r"(?<![\w'’-])tribal(?![\w'’-])", re.IGNORECASE)


def _tribal(line: SourceLine, filename: str) -> list[Diagnostic]:
    """W116 for the card type "Tribal", the old name of Kindred (CR 308.3)."""
    types = line.text.split("—")[0]
    return [
        Diagnostic(
            Span(filename, line.number, match.start() + 1, line.number, match.end() + 1),
            Severity.WARNING,
            "W116",
            "outdated card type: Oracle text now says 'Kindred', not 'Tribal' (CR 308.3)",
            fix="Kindred",
        )
        for match in _TRIBAL.finditer(types)
    ]


def _retired_creature_types(line: SourceLine, filename: str, retired: set[str]) -> list[Diagnostic]:
    """W123 for each creature type of ``retired`` on the type line: a word older Oracle text
    printed ("Creature — Viashino Warrior") that the creature types of CR 205.3m no longer
    list. The card is right Magic text of its time, so it is read, and kept as printed among the
    card's subtypes; no replacement is offered, since the Comprehensive Rules name none. No rules
    text can name the word (the grammar reads it on a type line only)."""
    subtypes_from = line.text.find("—") + 1
    return [
        Diagnostic(
            Span(filename, line.number, match.start() + 1, line.number, match.end() + 1),
            Severity.WARNING,
            "W123",
            f"'{match.group()}' is not a creature type of CR 205.3m: older Oracle text printed "
            "it, and it is kept as printed, but no rule or card text can refer to it",
        )
        for match in re.finditer(r"[^\s—]+", line.text)
        if match.start() >= subtypes_from and match.group() in retired
    ]


def _type_line_dash(line: SourceLine, filename: str) -> list[Diagnostic]:
    """W111 when the type line's dash is not set off by one space on each side (the hyphen of
    a subtype such as "Assembly-Worker" is part of the word, CR 205.3m)."""
    inside_subtypes = [
        range(word.start(), word.end())
        for word in _HYPHENATED_WORD.finditer(line.text)
        if word.group() in _hyphenated_subtypes()
    ]
    for match in _TYPE_DASH.finditer(line.text):
        if match.start() == 0 or match.end() == len(line.text):
            continue
        if any(match.start() in word for word in inside_subtypes):
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
    """Drop W112 (spacing) where W111 already reports the spaces around a type line's dash,
    or where another warning's fix rewrites the text around the spaces ("enters the
    battlefield" with two spaces is W101's to rewrite): one fix per text, so that the fixes
    apply together."""
    spacing = [d for d in diagnostics if d.code == "W112"]
    if not spacing:
        return diagnostics
    dashes = [d.span for d in diagnostics if d.code == "W111"]
    rewrites = [
        d.span
        for d in diagnostics
        if d.fix is not None and d.code not in ("W112", "W111") and not d.is_error
    ]

    def redundant(span: Span) -> bool:
        return any(
            s.line == span.line and s.column < span.end_column and span.column < s.end_column
            for s in dashes
        ) or any(
            s.line == span.line and s.column <= span.column and span.end_column <= s.end_column
            for s in rewrites
        )

    return [d for d in diagnostics if d.code != "W112" or not redundant(d.span)]


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


def parse_file(
    text: str, filename: str = "<string>", *, warnings: bool = True
) -> tuple[nodes.CardFile, list[Diagnostic]]:
    """Every card and comment of a file, and every diagnostic (syntax, then checks).

    Never raises on bad text: a card with a broken frame is left out of the result and
    reported; a broken ability line is left out of its card and reported. Without
    ``warnings``, only the errors are reported, and the checks that can only warn (spacing,
    wording, reminder text) are not run: for callers that keep the errors alone.
    """
    with _without_gc_pauses():
        result = _parse_file(text, filename, warnings)
    return result


def _parse_file(
    text: str, filename: str, warnings: bool = True
) -> tuple[nodes.CardFile, list[Diagnostic]]:
    items: list[nodes.Card | nodes.Comment] = []
    diagnostics: list[Diagnostic] = []
    if text.startswith("\ufeff"):
        # A byte order mark read through the API (files lose theirs in read_source, and the
        # CLI reports it): editors hide it, so columns on line 1 are counted without it.
        text = text[1:]
        diagnostics.append(bom_warning(filename))
    lines = split_lines(text)
    split = split_file(text)
    layout_by_line: dict[int, list[Diagnostic]] = {}
    if warnings:
        canonical_spacing: set[int] = set()
        for item in split:
            if isinstance(item, list):
                canonical_spacing.update(line.number for line in item[1:])
        layout = whitespace_diagnostics(text, lines, split, filename, canonical_spacing)
        diagnostics.extend(layout)
        for diagnostic in layout:
            layout_by_line.setdefault(diagnostic.span.line, []).append(diagnostic)
    for item in split:
        if isinstance(item, SourceLine):
            span = _whole_line(filename, item)
            too_long = line_too_long("comment", item.text, _span_on(filename, item))
            if too_long is not None:
                diagnostics.append(too_long)
            items.append(nodes.Comment(item.text.strip(" \t"), span=span))
            continue
        try:
            card, found, failed = parse_card(item, filename)
            if card is not None:
                lines_by_number = {line.number: line.text for line in item}
                found = found + check_card(
                    card, lines_by_number, complete=not failed, warnings=warnings
                )
                if warnings:
                    # What fmt rewrites that no warning above fixes (check and fmt agree).
                    around = [d for line in item for d in layout_by_line.get(line.number, ())]
                    source = [(line.number, line.text) for line in item]
                    found += format_diagnostics(card, source, [*found, *around])
        except Exception as exc:  # a bug in karlov: reported on this card, the others go on
            card, found = None, [internal_error(exc, _whole_line(filename, item[0]))]
        diagnostics.extend(found)
        if card is not None:
            items.append(card)
    if not any(isinstance(i, nodes.Card) for i in items) and not any(
        d.is_error for d in diagnostics
    ):
        diagnostics.append(
            Diagnostic(
                Span(filename, 1, 1, 1, 1),
                Severity.ERROR,
                "E033",
                "this file has no cards",
                help="a card starts with its name line, then its type line",
            )
        )
    if not warnings:  # those reported on the way, by the steps that also find errors
        diagnostics = [d for d in diagnostics if d.is_error]
    diagnostics = [with_source_line(d, lines) for d in _without_overlaps(diagnostics)]
    diagnostics.sort(key=lambda d: (d.span.line, d.span.column, d.code))
    return nodes.CardFile(
        tuple(items), span=Span(filename, 1, 1, max(len(lines), 1), 1)
    ), diagnostics
