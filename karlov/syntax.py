"""From card text to the typed AST: loading the grammars, splitting a file, parsing lines.

A ``.card`` file is split into cards (blank lines) and lines here, because a bad line must
not hide the rest (every error in every file in one run); each line is then parsed by the
LALR grammars in ``karlov/grammar/``: ``card.lark`` for the frame (name and mana cost, type
line, power/toughness) and ``ability.lark`` for ability lines. Before an ability line is
parsed, three same-length rewrites keep every column exact: the card's own name becomes ``~``
characters, a sentence-final ``."`` becomes ``".``, and a hyphen or en dash where the em dash
belongs becomes the em dash (reported, with the fix).
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import lark
from lark import Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from . import nodes
from .diagnostics import Diagnostic, Severity, Span
from .vocabulary import describe_expected, did_you_mean, subtype_forms

GRAMMAR_DIR = Path(__file__).parent / "grammar"
MAX_LINE_LENGTH = 1000
MAX_QUOTE_DEPTH = 2
CASE_INSENSITIVE_KINDS_EXEMPT = frozenset(
    {"SELF_NAME", "OTHER_CARD_NAME", "MANA_SYMBOL", "PT", "PT_MOD", "NUMBER", "EM_DASH"}
)


# ---- grammar loading -------------------------------------------------------------------

# Bumped whenever the text given to Lark changes for the same grammar files (the subtype
# factoring below), so that the cached analysis is rebuilt.
_LOADER_VERSION = b"factored-subtypes-1"


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
    digest = hashlib.sha256(lark.__version__.encode() + b"\0" + _LOADER_VERSION)
    for path in sorted(GRAMMAR_DIR.glob("*.lark")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:20]


def _trie_regex(words: Iterable[str]) -> str:
    """One regex for a set of words, factored by common prefixes ("Elf(?:ves)?"...).

    The language is unchanged; a factored alternation is matched several times faster by
    ``re`` than ~1,200 flat alternatives, every one of which is tried at every position.
    """
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


def _load_grammar_file(base_path: str | None, grammar_path: str) -> tuple[str, str]:
    """Lark import loader: the grammar files, with the subtype lists factored (see above)."""
    path = GRAMMAR_DIR / grammar_path
    text = path.read_text(encoding="utf-8")  # OSError: Lark tries its next import path
    if path.name == "subtypes.lark":
        lines = text.splitlines()
        forms = subtype_forms()
        for index, line in enumerate(lines):
            name = line.split(":", 1)[0]
            if name in forms:
                lines[index] = f"{name}: /(?:{_trie_regex(forms[name])})(?![\\w'’-])/"
        text = "\n".join(lines) + "\n"
    return str(path), text


def _load(grammar: str, start: list[str], placeholders: bool = True) -> lark.Lark:
    options: dict[str, object] = {
        "parser": "lalr",
        "lexer": "contextual",
        "strict": True,
        "start": start,
        "maybe_placeholders": placeholders,
        "import_paths": [_load_grammar_file],
    }
    cache_dir = _cache_dir()
    if cache_dir is not None:
        variant = "" if placeholders else "-plain"
        options["cache"] = str(cache_dir / f"{grammar}{variant}-{_grammar_digest()}.lark-cache")
    text = (GRAMMAR_DIR / f"{grammar}.lark").read_text(encoding="utf-8")
    return lark.Lark(text, source_path=str(GRAMMAR_DIR / f"{grammar}.lark"), **options)


@cache
def _ability_builder() -> _ASTBuilder:
    builder = _ASTBuilder(_load("ability", ["line"]))
    builder.install()
    return builder


def ability_parser() -> lark.Lark:
    """The ability-line parser, built once per process (and cached on disk).

    Its parse returns the AST directly (:class:`_ASTBuilder`): no intermediate Lark tree.
    """
    return _ability_builder().parser


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


class _Run(list):
    """The children of an inlined helper rule (Lark's ``x+``/``x*``), spliced into the parent."""

    __slots__ = ("end", "start")


def _start(value: object) -> int | None:
    """The first column a stack value covers (None for an absent optional part)."""
    if value is None:
        return None
    if type(value) is Token:
        return value.column
    if type(value) is _Run:
        return value.start
    span = value.span  # type: ignore[attr-defined]
    return span.column if span is not None else None


def _end(value: object) -> int | None:
    if value is None:
        return None
    if type(value) is Token:
        return value.end_column
    if type(value) is _Run:
        return value.end
    span = value.span  # type: ignore[attr-defined]
    return span.end_column if span is not None else None


class _ASTBuilder:
    """The LALR parser's reduce callbacks, building :mod:`karlov.nodes` as it parses.

    Lark's own tree building (a ``Tree`` per rule, positions propagated, then a Transformer
    pass) was most of the parse time. These callbacks do what Lark's child filter does
    (drop anonymous tokens, insert ``None`` for an absent ``[optional]``, inline ``?rule``
    with one child and splice ``x+`` helper rules), make each kept token a
    :class:`nodes.Lexeme`, and give every node the span from its first to its last token,
    dropped keywords included. Ability lines are one line, so a span is a pair of columns
    on the line being parsed, which :meth:`start_line` sets before each parse.
    """

    def __init__(self, parser: lark.Lark):
        self.parser = parser
        self.file = "<string>"
        self.line = 1
        lower = _case_insensitive_terminals(parser)
        self._lexeme_style = {
            t.name: (t.name == "SELF_NAME", t.name in lower, t.name.endswith("_CONT"))
            for t in parser.terminals
        }

    def start_line(self, file: str, line: int) -> None:
        self.file, self.line = file, line

    def install(self) -> None:
        callbacks = {rule: self._callback(rule) for rule in self.parser.rules}
        # Lark's LALR driver reads its callbacks from here at every parse.
        self.parser.parser.parser.parser.callbacks = callbacks

    def lexeme(self, token: Token) -> nodes.Lexeme:
        kind = token.type
        text = str(token)
        self_name, lower, cont = self._lexeme_style.get(kind, (False, False, False))
        if self_name:
            text = "~"
        elif lower:
            text = text.lower()
        if cont:
            text = " ".join(text.split())
        line = self.line
        return nodes.Lexeme(
            kind, text, span=Span(self.file, line, token.column, line, token.end_column)
        )

    def _callback(self, rule) -> Callable[[list], object]:
        expansion = rule.expansion
        counts = [0] * (len(expansion) + 1)
        empty = rule.options.empty_indices
        if empty:
            flags = "".join(str(int(b)) for b in empty)
            counts = [len(ones) for ones in flags.split("0")]
        include: list[tuple[int, bool, int]] = []
        nones = 0
        for index, symbol in enumerate(expansion):
            nones += counts[index]
            if rule.options.keep_all_tokens or not (symbol.is_term and symbol.filter_out):
                splice = not symbol.is_term and symbol.name.startswith("_")
                include.append((index, splice, nones))
                nones = 0
        trailing = nones + counts[len(expansion)]
        origin = str(rule.origin.name)
        helper = origin.startswith("_") and not rule.alias
        expand_single = bool(rule.options.expand1) and not rule.alias
        # An inlined ``?rule`` whose every alternative is one child has no node class.
        cls = _rule_classes().get(str(rule.alias or origin).rsplit("__", 1)[-1])
        lexeme = self.lexeme
        builder = self

        def callback(children: list) -> object:
            items: list = []
            for index, splice, before in include:
                if before:
                    items.extend([None] * before)
                child = children[index]
                if splice:
                    items.extend(child)
                elif type(child) is Token:
                    items.append(lexeme(child))
                else:
                    items.append(child)
            if trailing:
                items.extend([None] * trailing)
            if expand_single and len(items) == 1:
                return items[0]
            start = end = None
            for child in children:
                start = _start(child)
                if start is not None:
                    break
            for child in reversed(children):
                end = _end(child)
                if end is not None:
                    break
            if helper:
                run = _Run(items)
                run.start, run.end = start, end
                return run
            if cls is None:
                raise TypeError(f"no AST node class for grammar rule {origin!r}")
            if start is None or end is None:
                return cls(tuple(items))
            line = builder.line
            return cls(tuple(items), span=Span(builder.file, line, start, line, end))

        return callback


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
    node: nodes.Node | None
    diagnostics: list[Diagnostic]
    prepared: str


_DASH_AFTER = re.compile(r"^(\s*(?:to solve|solved)\s*)(--|-|–)(?=\s)", re.IGNORECASE)
_MISSPELT_KEYWORD = re.compile(
    r"^(\s*)(solve|to solved|to-solve|tosolve|to slove|sovled|solves)(\s*(?:—|--|-|–))",
    re.IGNORECASE,
)
_OUTDATED_ENTERS = re.compile(r"\benters the battlefield\b", re.IGNORECASE)


def _self_names(card_name: str, short_name: str | None) -> list[str]:
    names = [card_name]
    if short_name:
        names.append(short_name)
    return names


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
            text = text[:start] + "\x00" * (end - start) + text[end:]
    dash = _DASH_AFTER.match(text)
    if dash:
        start, end = dash.span(2)
        bad = dash.group(2)
        shown = {"-": "a hyphen", "–": "an en dash", "--": "'--'"}[bad]
        diagnostics.append(
            Diagnostic(
                span_at(start, end),
                Severity.ERROR,
                "E010",
                f"{shown} where the em dash belongs",
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
    for name in sorted(set(names), key=len, reverse=True):
        if not name:
            continue
        pattern = re.compile(r"(?<![\w'])" + re.escape(name) + r"(?![\w])")
        text = pattern.sub(lambda m: "~" * len(m.group()), text)
    text = text.replace('."', '".')
    return text, diagnostics


def _error_diagnostic(
    error: UnexpectedInput, text: str, parser: lark.Lark, span_at: Callable[[int, int], Span]
) -> Diagnostic:
    """A syntax error in words: what was found, what was expected, and a fix if we know one."""
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
    word_match = re.compile(r"[\w'’+/{}-]+|\S").match(text, column)
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


def _shown(word: str) -> str:
    return word.replace("~", "") or "the card's name" if set(word) == {"~"} else word


def _previous(error: UnexpectedInput) -> list[str]:
    if isinstance(error, UnexpectedToken) and error.interactive_parser is not None:
        stack = error.interactive_parser.parser_state.value_stack
        return [getattr(v, "type", getattr(v, "data", "")) for v in stack[-3:]]
    return []


def _quote_depth(text: str) -> int:
    depth = 0
    inside = False
    for char in text:
        if char == '"':
            inside = not inside
            depth = max(depth, 1 if inside else depth)
    return depth


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
            raw,
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
            raw,
        )
    text, diagnostics = prepare_ability_text(raw, names, span_at)
    if "\x00" in text:  # an unknown Case keyword that could not be recovered in place
        return LineResult(None, diagnostics, text)
    node, error = _parse_ability(text, filename, source.number)
    if error is not None:
        stripped = text.rstrip()
        if stripped and stripped[-1] not in '.)"':
            node, _ = _parse_ability(stripped + ".", filename, source.number)
        if node is None:
            diagnostics.append(_error_diagnostic(error, text, ability_parser(), span_at))
            return LineResult(None, diagnostics, text)
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
    return LineResult(node, diagnostics, text)


def _parse_ability(
    text: str, filename: str, line: int
) -> tuple[nodes.Node | None, UnexpectedInput | None]:
    """The AST of one prepared ability line, or the syntax error that stopped it."""
    builder = _ability_builder()
    builder.start_line(filename, line)
    try:
        return builder.parser.parse(text, start="line"), None
    except UnexpectedInput as error:
        return None, error


def parse_frame_line(
    source: SourceLine, filename: str, start: str
) -> tuple[Tree | None, Diagnostic | None]:
    """Parse a name, type or power/toughness line with the frame grammar."""

    def span_at(first: int, end: int) -> Span:
        return Span(filename, source.number, first + 1, source.number, end + 1)

    text = source.text
    if start == "type_line":
        dash = re.search(r"(?<=\s)(--|-|–)(?=\s)", text)
        if dash:
            first, end = dash.span()
            return None, Diagnostic(
                span_at(first, end),
                Severity.ERROR,
                "E010",
                "a hyphen where the em dash belongs"
                if dash.group() == "-"
                else f"'{dash.group()}' where the em dash belongs",
                fix="—",
                help="write an em dash '—' (U+2014) between the card types and the subtypes",
            )
    try:
        return frame_parser().parse(text, start=start), None
    except UnexpectedCharacters as error:
        return None, _error_diagnostic(error, text, frame_parser(), span_at)
    except UnexpectedInput as error:
        return None, _error_diagnostic(error, text, frame_parser(), span_at)


# ---- a whole file ------------------------------------------------------------------------


def _frame_lexemes(tree: Tree) -> list[Token]:
    return [t for t in tree.scan_values(lambda v: isinstance(v, Token))]


def _classify(node: nodes.Node, card_types: tuple[str, ...]) -> nodes.AbilityKind:
    """CR 113.3: which kind of ability a parsed ability is on this card."""
    kinds = {
        nodes.KeywordLine: nodes.AbilityKind.KEYWORD,
        nodes.ToSolve: nodes.AbilityKind.TO_SOLVE,
        nodes.Solved: nodes.AbilityKind.SOLVED,
        nodes.Triggered: nodes.AbilityKind.TRIGGERED,
        nodes.Activated: nodes.AbilityKind.ACTIVATED,
        nodes.Replacement: nodes.AbilityKind.REPLACEMENT,
    }
    for cls, kind in kinds.items():
        if isinstance(node, cls):
            return kind
    if isinstance(node, nodes.Statement):
        if "instant" in card_types or "sorcery" in card_types:
            return nodes.AbilityKind.SPELL
        return nodes.AbilityKind.STATIC
    raise TypeError(f"not an ability node: {type(node).__name__}")


def build_ability(line: nodes.Node, card_types: tuple[str, ...]) -> nodes.Ability:
    """Wrap a parsed line as a classified :class:`nodes.Ability`."""
    if isinstance(line, nodes.ReminderLine):
        return nodes.Ability(nodes.AbilityKind.REMINDER, None, line.items[0], span=line.span)
    body, reminder = line.items
    assert isinstance(body, nodes.Node)
    kind = _classify(body, card_types)
    solved = None
    if kind is nodes.AbilityKind.SOLVED:
        inner = body.items[-1]
        assert isinstance(inner, nodes.Node)
        solved = nodes.Ability(_classify(inner, card_types), inner, span=inner.span)
    return nodes.Ability(kind, body, reminder, solved, span=line.span)


_PT_LINE = re.compile(r"^\s*(?:\d+|\*|X)(?:[+-]\d+)?/(?:\d+|\*|X)(?:[+-]\d+)?\s*$")


def parse_card(
    lines: list[SourceLine], filename: str
) -> tuple[nodes.Card | None, list[Diagnostic], int]:
    """One card from its non-blank, non-comment lines (name, type line, abilities, P/T).

    Also returns how many ability lines failed to parse, so that checks about what the card
    lacks are not reported when the missing ability is merely unreadable.
    """
    diagnostics: list[Diagnostic] = []
    name_tree, error = parse_frame_line(lines[0], filename, "name_line")
    if error:
        return None, [error], 0
    assert name_tree is not None
    name = str(name_tree.children[0]).strip()
    cost_tree = name_tree.children[1]
    mana_cost = tuple(str(t) for t in cost_tree.children) if cost_tree is not None else None
    first = lines[0]
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
    type_tree, error = parse_frame_line(lines[1], filename, "type_line")
    if error:
        return None, [error], 0
    assert type_tree is not None
    tokens = _frame_lexemes(type_tree)
    type_line = nodes.TypeLine(
        tuple(str(t).lower() for t in tokens if t.type == "SUPERTYPE"),
        tuple(str(t).lower() for t in tokens if t.type == "CARD_TYPE"),
        tuple(str(t) for t in tokens if t.type.endswith("_TYPE") and t.type != "CARD_TYPE"),
        span=Span(filename, lines[1].number, 1, lines[1].number, len(lines[1].text) + 1),
    )
    body = lines[2:]
    power_toughness = None
    is_creature = "creature" in type_line.card_types
    if body and _PT_LINE.match(body[-1].text):
        pt_line = body.pop()
        if not is_creature:
            diagnostics.append(
                Diagnostic(
                    Span(filename, pt_line.number, 1, pt_line.number, len(pt_line.text) + 1),
                    Severity.ERROR,
                    "E032",
                    f"'{name}' is not a creature, so it has no power/toughness line",
                    fix="",
                )
            )
        else:
            power, toughness = pt_line.text.strip().split("/")
            power_toughness = (power, toughness)
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
    short = name.split(",", 1)[0] if "legendary" in type_line.supertypes and "," in name else None
    names = _self_names(name, short)
    abilities: list[nodes.Ability] = []
    failed = 0
    for source in body:
        result = parse_ability_line(source, filename, names)
        diagnostics.extend(result.diagnostics)
        if result.node is not None:
            ability = build_ability(result.node, type_line.card_types)
            abilities.append(dataclasses.replace(ability, source=source.text.strip()))
        else:
            failed += 1
    end = lines[-1]
    span = Span(filename, first.number, 1, end.number, len(end.text) + 1)
    card = nodes.Card(name, mana_cost, type_line, tuple(abilities), power_toughness, span=span)
    return card, diagnostics, failed


def split_file(text: str) -> list[list[SourceLine] | SourceLine]:
    """Cards (lists of lines) and comment lines, in file order; blank lines separate cards."""
    items: list[list[SourceLine] | SourceLine] = []
    current: list[SourceLine] = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith("#"):
            items.append(SourceLine(number, line))
        elif not stripped:
            if current:
                items.append(current)
                current = []
        else:
            current.append(SourceLine(number, line.rstrip()))
    if current:
        items.append(current)
    return items


def parse_file(text: str, filename: str = "<string>") -> tuple[nodes.CardFile, list[Diagnostic]]:
    """Every card and comment of a file, and every diagnostic (syntax, then checks).

    Never raises on bad text: a card with a broken frame is left out of the result and
    reported; a broken ability line is left out of its card and reported.
    """
    from .checks import check_card

    items: list[nodes.Card | nodes.Comment] = []
    diagnostics: list[Diagnostic] = []
    for item in split_file(text):
        if isinstance(item, SourceLine):
            span = Span(filename, item.number, 1, item.number, len(item.text) + 1)
            items.append(nodes.Comment(item.text.strip(), span=span))
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
    lines = text.splitlines()
    diagnostics = [_with_source_line(d, lines) for d in diagnostics]
    diagnostics.sort(key=lambda d: (d.span.line, d.span.column, d.code))
    return nodes.CardFile(
        tuple(items), span=Span(filename, 1, 1, max(len(lines), 1), 1)
    ), diagnostics


def _with_source_line(diagnostic: Diagnostic, lines: list[str]) -> Diagnostic:
    if diagnostic.source_line is not None or not 1 <= diagnostic.span.line <= len(lines):
        return diagnostic
    from dataclasses import replace

    return replace(diagnostic, source_line=lines[diagnostic.span.line - 1])
