"""From the AST back to canonical Oracle text (``karlov fmt``).

An ability node is written back from the grammar that parsed it: the shipped rule shapes
(:mod:`.tables`) say, for each rule, which words the parser dropped (keywords, punctuation)
and where the kept children stand, so the renderer finds the expansion of the node's rule
whose kept symbols are the node's items and writes its words in order — what Lark's
Reconstructor does, without analysing the grammar at run time. The renderer can never drift
from the parser; this module only spaces the words, restores Oracle casing, puts the period
back inside a closing quote, and writes the card's name where the text names it.
``parse(render(ast)) == ast``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

from ..cr_vocabulary import KEYWORD_ABILITIES
from . import nodes
from .layout import render_name_line, render_type_line
from .patterns import LazyPattern
from .tables import RuleShape, Tables, load_tables
from .words import QUOTED_DURATIONS

NO_SPACE_BEFORE = frozenset({",", ".", ":", ")", ";"})
#: ("|": the effect after a die roll's result range starts a sentence, "1—9 | Draw a card.",
#: CR 706.2)
CAPITALIZE_AFTER = frozenset({"—", ".", ":", "(", "•", "|"})
#: A cost part written after a comma starts with a capital: "{T}, Pay 2 life, Discard a card,
#: Sacrifice a creature: ..." (Oracle casing of activated abilities' costs, CR 602.1a).
COST_WORDS = frozenset(
    {
        "sacrifice",
        "discard",
        "pay",
        "remove",
        "exile",
        "tap",
        "untap",
        "return",
        "put",
        "reveal",
        "exert",
        "mill",
        "unattach",  # "{T}, Unattach Heartseeker: ..." (CR 701.3d)
    }
)
#: The variable X (CR 107.3) inside a token that holds several words (", where x is").
_LOWER_X = LazyPattern(r"\bx\b")
#: A keyword's number before the em dash of its cost ("Suspend 4—{1}{U}").
_NUMBER_TOKEN = re.compile(r"\d+|[xX]")
#: The keywords with a cost (CR 702), before an em dash and a cost that is not mana
#: ("Cumulative upkeep—Pay 1 life.").
_COST_KEYWORDS = frozenset(
    name.lower() for name, shape in KEYWORD_ABILITIES.items() if shape == "cost"
) | {"equip", "ward"}  # their cost may follow an em dash too ("Equip—Discard a card.")


class RenderError(ValueError):
    """A node that no expansion of its rule produces (an AST not made by the parser)."""


#: How :meth:`_Matcher.sequence` reads one symbol of an expansion: a dropped terminal that is
#: written back as its literal text (None: it has none), a terminal kept as an item, or a rule.
_LITERAL, _TERMINAL, _RULE = 0, 1, 2


class _Shape:
    """One rule as the matcher reads it, worked out once per rule: the number of ``None``
    placeholders before each symbol and after the last (:func:`_none_counts`), and each
    symbol with how it is read: ``(symbol, _LITERAL/_TERMINAL/_RULE, literal text)``."""

    __slots__ = ("none_counts", "rule", "steps")

    def __init__(self, rule: RuleShape, tables: Tables | None) -> None:
        self.rule = rule
        self.none_counts = _none_counts(rule)
        steps: list[tuple[str, int, str | None]] = []
        for symbol, is_term, dropped in rule.expansion:
            if is_term and dropped and not rule.keep_all_tokens:
                # Without ``tables`` (the grammar's analysis), the words' texts are not needed.
                literal = tables.literal(symbol) if tables is not None else None
                steps.append((symbol, _LITERAL, literal))
            else:
                steps.append((symbol, _TERMINAL if is_term else _RULE, None))
        self.steps = tuple(steps)


class _Origin:
    """The rules of one symbol, as :meth:`_Matcher.symbol` tries them: those that are
    inlined into the node that holds the symbol (with their index among the symbol's
    rules, and whether they stand for one item only), and for each node name, the index of
    the first rule that makes it. ``first`` is what the first item the symbol stands for can
    be (:func:`_item_key`), unless it may stand for no item at all (``nullable``): worked
    out by :func:`_first_items` over the whole grammar when the tables are generated, and
    read from them (:class:`_Grammar`)."""

    __slots__ = ("first", "first_named", "inlined", "nullable", "starts")

    def __init__(self, symbol: str, shapes: list[_Shape]) -> None:
        inlined = []
        first_named: dict[str, int] = {}
        for index, shape in enumerate(shapes):
            rule = shape.rule
            if (symbol.startswith("_") and not rule.alias) or (rule.expand1 and not rule.alias):
                # A ?rule of several children is a node of its own: inlined, it stands for one.
                one_item = rule.expand1 and not symbol.startswith("_")
                inlined.append((index, shape, one_item))
            first_named.setdefault(rule.name, index)
        self.inlined = tuple(inlined)
        self.first_named = first_named
        self.first: set[str | None] | frozenset[str | None] = set(first_named)
        self.nullable = False
        # For each rule of ``inlined``, in order: what its first item can be, or None where it
        # must be tried whatever the item (it may read none); see :func:`_starts`.
        self.starts: tuple[frozenset[str | None] | None, ...] | None = None


class _Grammar:
    """The ability grammar's rules, by the node name they make and by their symbol, each
    worked out when the renderer first meets it: a card's lines meet a small part of the
    grammar. What the analysis of the whole grammar finds (each symbol's ``first`` and
    ``nullable``, :func:`grammar_analysis`) is shipped with the tables (``render``), made
    by ``tools/gen_tables.py``: a one-card ``karlov check`` spent a tenth of its
    instructions working it out (issue 24)."""

    __slots__ = ("_firsts", "_names", "_origins", "_shapes", "by_origin", "tables")

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self._names, self._origins = tables.render  # type: ignore[misc]
        self._shapes: list[_Shape | None] = [None] * len(tables.rules)
        self.by_origin: dict[str, _Origin | None] = {}
        self._firsts: dict[str, tuple[frozenset[str | None], bool] | None] = {}

    def _shape(self, index: int) -> _Shape:
        shape = self._shapes[index]
        if shape is None:
            shape = self._shapes[index] = _Shape(self.tables.rules[index], self.tables)
        return shape

    def shapes(self, name: str) -> list[_Shape]:
        """The rules that make a node named ``name``, in the grammar's order."""
        return [self._shape(index) for index in self._names.get(name, ())]

    def origin(self, symbol: str) -> _Origin | None:
        """The rules of ``symbol`` with its shipped ``first`` and ``nullable`` (None for a
        symbol with no rules)."""
        try:
            return self.by_origin[symbol]
        except KeyError:
            pass
        entry = self._origins.get(symbol)
        found = None
        if entry is not None:
            found = _Origin(symbol, [self._shape(index) for index in entry[0]])
            found.first, found.nullable = self.first_of(symbol)  # type: ignore[misc]
        self.by_origin[symbol] = found
        return found

    def first_of(self, symbol: str) -> tuple[frozenset[str | None], bool] | None:
        """What the first item ``symbol`` stands for can be, and whether it may stand for
        none (None for a symbol with no rules), as shipped: without its rules."""
        try:
            return self._firsts[symbol]
        except KeyError:
            pass
        entry = self._origins.get(symbol)
        found = None if entry is None else (frozenset(entry[2]), bool(entry[1]))
        self._firsts[symbol] = found
        return found


@cache
def _grammar() -> _Grammar:
    return _Grammar(load_tables("ability"))


def grammar_analysis(rules: Sequence[RuleShape]) -> tuple[dict, dict]:
    """What the renderer knows of a grammar before it meets a node, as the tables ship it
    (``render``; ``tools/gen_tables.py`` writes it): the rules that make each node name,
    and for each symbol its rules, whether it may stand for no item (``nullable``) and what
    its first item can be (``first``: a ``None`` placeholder, nodes, words), in the grammar's
    order and sorted, so the same grammar always ships the same data."""
    names: dict[str, list[int]] = {}
    indices: dict[str, list[int]] = {}
    shapes_of: dict[str, list[_Shape]] = {}
    for index, rule in enumerate(rules):
        shape = _Shape(rule, None)
        indices.setdefault(rule.origin, []).append(index)
        shapes_of.setdefault(rule.origin, []).append(shape)
        names.setdefault(rule.name, []).append(index)
    terminals = {symbol for rule in rules for symbol, is_term, _ in rule.expansion if is_term}
    if not terminals.isdisjoint(names):
        # Lark names rules in lower case and terminals in upper case: one key tells them apart.
        raise ValueError(f"a node and a terminal share a name: {terminals & set(names)}")
    by_origin = {symbol: _Origin(symbol, shapes) for symbol, shapes in shapes_of.items()}
    _first_items(by_origin)
    origins: dict[str, list] = {}
    for symbol, origin in by_origin.items():
        first = origin.first
        origins[symbol] = [
            indices[symbol],
            int(origin.nullable),
            [None] * (None in first) + sorted(key for key in first if key is not None),
        ]
    return names, origins


def _item_key(item: nodes.Node | nodes.Lexeme | None) -> str | None:
    """What the matcher tells items apart by: a word's terminal (upper case), a node's rule
    (lower case), or None."""
    if isinstance(item, nodes.Lexeme):
        return item.kind
    if isinstance(item, nodes.Node):
        return item.rule
    return None


def _first_items(by_origin: dict[str, _Origin]) -> None:
    """Each symbol's ``first`` and ``nullable``, grown to a fixed point over the grammar (the
    classic FIRST sets, over items): the first item of a node the symbol stands for, of a
    word the matcher reads, or a ``None`` placeholder; a dropped literal reads no item.
    :meth:`_Matcher.symbol` looks no further where the item before it cannot start it."""
    changed = True
    while changed:
        changed = False
        for origin in by_origin.values():
            size, nullable = len(origin.first), origin.nullable
            for _index, shape, _one_item in origin.inlined:
                if _first_of_sequence(shape, lambda s: _known_first(by_origin, s), origin.first):
                    origin.nullable = True
            changed |= len(origin.first) != size or origin.nullable != nullable


def _known_first(
    by_origin: dict[str, _Origin], symbol: str
) -> tuple[set[str | None] | frozenset[str | None], bool] | None:
    origin = by_origin.get(symbol)
    return None if origin is None else (origin.first, origin.nullable)


def _first_of_sequence(
    shape: _Shape,
    first_of: Callable[[str], tuple[set[str | None] | frozenset[str | None], bool] | None],
    first: set[str | None],
) -> bool:
    """Add to ``first`` what the first item of ``shape`` can be; whether it may read none
    (``first_of``: a symbol's ``first`` and ``nullable``, or None)."""
    for index, (symbol, kind, _literal) in enumerate(shape.steps):
        if shape.none_counts[index]:
            first.add(None)
            return False
        if kind == _TERMINAL:
            first.add(symbol)
            return False
        if kind == _RULE:
            inner = first_of(symbol)
            if inner is None:
                return False  # a symbol with no rules stands for nothing
            first.update(inner[0])
            if not inner[1]:
                return False
    if shape.none_counts[len(shape.steps)]:
        first.add(None)
        return False
    return True


def _starts(
    origin: _Origin,
    first_of: Callable[[str], tuple[set[str | None] | frozenset[str | None], bool] | None],
) -> tuple[frozenset[str | None] | None, ...]:
    """What the first item of each of ``origin``'s inlined rules can be (after
    :func:`_first_items`), worked out on the symbol's first match: :meth:`_Matcher.symbol`
    tries only the rules the item at hand can start (``predicate`` has a hundred, and a
    node of ``predicates`` is matched once per predicate it holds). None for a rule that may
    read no item, or that has a dropped word with no text (it is tried, and its error
    raised, as before)."""
    starts: list[frozenset[str | None] | None] = []
    for _index, shape, _one_item in origin.inlined:
        first: set[str | None] = set()
        unwritable = any(kind == _LITERAL and text is None for _s, kind, text in shape.steps)
        if _first_of_sequence(shape, first_of, first) or unwritable:
            starts.append(None)
        else:
            starts.append(frozenset(first))
    return tuple(starts)


def _none_counts(rule: RuleShape) -> tuple[int, ...]:
    """How many ``None`` placeholders stand before each symbol (and after the last)."""
    if not rule.empty_indices:
        return (0,) * (len(rule.expansion) + 1)
    flags = "".join(str(int(b)) for b in rule.empty_indices)
    return tuple(len(ones) for ones in flags.split("0"))


class _Matcher:
    """Derivations of one node's items: for a symbol at an item index, the indices it can
    end at, each with the words it writes. Left-recursive helper rules (``x+``) are grown to
    a fixed point: a symbol met again at the same index answers what is known so far, and
    the whole match is repeated until nothing new is found."""

    def __init__(self, grammar: _Grammar, items: tuple) -> None:
        self.grammar = grammar
        self.items = items
        self.memo: dict[tuple[str, int], dict[int, list[str | int]]] = {}
        self.active: set[tuple[str, int]] = set()
        self.grew = False

    def sequence(self, shape: _Shape, start: int) -> dict[int, list[str | int]]:
        items = self.items
        counts = shape.none_counts
        steps = shape.steps
        if steps and counts[0] == 0 and steps[0][1] == _TERMINAL:
            # Most rules tried are not there at all: their first word is not the item here.
            item = items[start] if start < len(items) else None
            if not (isinstance(item, nodes.Lexeme) and item.kind == steps[0][0]):
                return {}
        found: dict[int, list[str | int]] = {start: []}
        for index in range(len(steps) + 1):
            after: dict[int, list[str | int]] = {}
            for position, words in found.items():
                end = position + counts[index]
                if end > len(items) or any(items[k] is not None for k in range(position, end)):
                    continue
                after.setdefault(end, words)
            found = after
            if index == len(steps):
                break
            symbol, kind, literal = steps[index]
            after = {}
            for position, words in found.items():
                if kind == _LITERAL:
                    if literal is None:
                        raise RenderError(f"cannot write the dropped terminal {symbol}")
                    after.setdefault(position, [*words, literal])
                elif kind == _TERMINAL:
                    item = items[position] if position < len(items) else None
                    if isinstance(item, nodes.Lexeme) and item.kind == symbol:
                        after.setdefault(position + 1, [*words, position])
                else:
                    for end, more in self.symbol(symbol, position).items():
                        after.setdefault(end, [*words, *more])
            found = after
            if not found:
                break
        return found

    def symbol(self, symbol: str, start: int) -> dict[int, list[str | int]]:
        key = (symbol, start)
        known = self.memo.setdefault(key, {})
        if key in self.active:
            return known
        self.active.add(key)
        try:
            origin = self.grammar.origin(symbol)
            if origin is None:
                return known
            item = self.items[start] if start < len(self.items) else None
            if not origin.nullable and (
                start >= len(self.items) or _item_key(item) not in origin.first
            ):
                return known  # no derivation of the symbol starts with this item
            # The node at ``start`` stands for the symbol if a rule of the symbol makes it;
            # it is known once the rules tried before that one (in the grammar's order) are.
            named = origin.first_named.get(item.rule) if isinstance(item, nodes.Node) else None
            starts = origin.starts
            if starts is None:
                starts = origin.starts = _starts(origin, self.grammar.first_of)
            here = _item_key(item)
            for (index, shape, one_item), first in zip(origin.inlined, starts, strict=True):
                if named is not None and named < index:
                    self._node_here(known, start)
                    named = None
                if first is not None and here not in first:
                    continue  # no derivation of this rule starts with this item
                for end, words in self.sequence(shape, start).items():
                    if one_item and end != start + 1:
                        continue
                    if end not in known:
                        known[end] = words
                        self.grew = True
            if named is not None:
                self._node_here(known, start)
        finally:
            self.active.discard(key)
        return known

    def _node_here(self, known: dict[int, list[str | int]], start: int) -> None:
        if start + 1 not in known:
            known[start + 1] = [start]
            self.grew = True


def render_words(node: nodes.Node) -> list[str]:
    """The words of ``node`` in order, dropped keywords and punctuation restored."""
    words: list[str] = []
    _render_into(node, words)
    return words


#: A run of blanks inside a token: gone before punctuation, else one space.
_BLANKED = LazyPattern(r" {2,}(?=([,.;:)])?)")


def _render_into(node: nodes.Node, words: list[str]) -> None:
    for part in _template(node.rule, tuple(map(_signature, node.items)), node):
        if type(part) is str:
            words.append(part)
            continue
        item = node.items[part]  # type: ignore[index]
        if isinstance(item, nodes.Lexeme):
            span = item.span
            if item.kind == "SELF_NAME" and span is not None and span.line == span.end_line:
                # As long as the name was written, so that the full name of a legendary card
                # is written back where it stood, and the short name where it did.
                words.append("~" * max(span.end_column - span.column, 1))
            elif "  " in item.text:
                # Blanked words inside one token ("enters the battlefield" rewritten to
                # "enters" before parsing keeps the columns: "enters                 with",
                # "enters                 , target player")
                words.append(_BLANKED.sub(lambda run: "" if run.group(1) else " ", item.text))
            else:
                words.append(item.text)
        else:
            assert item is not None
            _render_into(item, words)


def _signature(item: nodes.Node | nodes.Lexeme | None) -> str | tuple[str] | None:
    """What the matcher looks at in an item: a word's terminal, a node's rule, or nothing."""
    if item is None:
        return None
    if isinstance(item, nodes.Lexeme):
        return item.kind
    return (item.rule,)


_TEMPLATES: dict[tuple[str, tuple], tuple[str | int, ...]] = {}


def _template(rule: str, signature: tuple, node: nodes.Node) -> tuple[str | int, ...]:
    """How a node of ``rule`` whose items have ``signature`` is written: literal words, and
    the indices of its items where each is written. The matcher looks only at each item's
    terminal or rule (:func:`_signature`), so nodes alike share one template, worked out once:
    taken from the templates shipped with the tables (:func:`shipped_template`) when they
    have it, else matched."""
    key = (rule, signature)
    found = _TEMPLATES.get(key)
    if found is None:
        found = shipped_template(rule, signature)
        if found is None:
            found = tuple(_match(node))
        _TEMPLATES[key] = found
    return found


# ---- shipped templates ------------------------------------------------------------------
#
# Matching a node against its rule's expansions costs about a millisecond the first time a
# rule and items meet (most of it the shapes and first sets of the symbols tried), and a
# one-card check meets some fifty: a seventh of its instructions (issue 24). The templates
# met on every bundled, test, corpus and pool card are worked out at build time
# (``tools/gen_templates.py``, which ``tools/gen_tables.py`` runs) and shipped beside the
# tables with the digest of the grammar they came from; other nodes are matched as before.
# Each rule's templates are one string, searched for the key at hand (a rule may have
# thousands; no JSON decoder to load): each entry is RS, its key, GS and its template; a key
# is each item's terminal, ``@`` and its rule for a node, or ``-`` for an empty place, joined
# by ``|``; a template is its parts joined by US, ``w`` and a word or ``i`` and an index.
_ENTRY, _KEY, _PART = "\x1e", "\x1d", "\x1f"


def encode_signature(signature: tuple) -> str:
    """``signature`` (:func:`_signature` of each item) as a shipped key."""
    return "|".join(
        "-" if part is None else ("@" + part[0] if type(part) is tuple else part)
        for part in signature
    )


def decode_signature(key: str) -> tuple:
    """The signature a shipped key stands for (:func:`encode_signature`'s inverse)."""
    if not key:
        return ()
    return tuple(
        None if part == "-" else ((part[1:],) if part[0] == "@" else part)
        for part in key.split("|")
    )


def encode_templates(templates: dict[tuple, tuple[str | int, ...]]) -> str:
    """One rule's templates, by signature, as the string shipped for the rule."""
    return "".join(
        _ENTRY
        + encode_signature(signature)
        + _KEY
        + _PART.join(("w" + part) if type(part) is str else f"i{part}" for part in template)
        for signature, template in sorted(templates.items(), key=lambda entry: str(entry[0]))
    )


def decode_templates(text: str) -> dict[tuple, tuple[str | int, ...]]:
    """Every template of a rule's shipped string, by signature (the tests read them all)."""
    found = {}
    for entry in text.split(_ENTRY)[1:]:
        key, _, written = entry.partition(_KEY)
        found[decode_signature(key)] = _decode_template(written)
    return found


def _decode_template(written: str) -> tuple[str | int, ...]:
    return tuple(
        part[1:] if part[0] == "w" else int(part[1:]) for part in written.split(_PART) if part
    )


@cache
def _shipped() -> dict[str, str]:
    """The shipped templates, each rule's as one string; none when they were made from other
    grammar files than the tables (a developer who changed the grammar and has not run
    ``tools/gen_tables.py`` since: the tests say so)."""
    try:
        from .parser_tables import templates
    except ImportError:  # a checkout before its first tools/gen_templates.py
        return {}
    if load_tables("ability").digest != templates.DIGEST:
        return {}
    return templates.BY_RULE  # type: ignore[no-any-return]


def shipped_template(rule: str, signature: tuple) -> tuple[str | int, ...] | None:
    """The shipped template of a node of ``rule`` whose items have ``signature``, if any."""
    text = _shipped().get(rule)
    return None if text is None else template_in(text, signature)


def template_in(text: str, signature: tuple) -> tuple[str | int, ...] | None:
    """The template for ``signature`` in a rule's shipped string, if it has one."""
    head = _ENTRY + encode_signature(signature) + _KEY
    start = text.find(head)
    if start < 0:
        return None
    start += len(head)
    end = text.find(_ENTRY, start)
    return _decode_template(text[start:] if end < 0 else text[start:end])


def _match(node: nodes.Node) -> list[str | int]:
    grammar = _grammar()
    shapes = grammar.shapes(node.rule)
    matcher = _Matcher(grammar, node.items)
    while True:
        matcher.grew = False
        for shape in shapes:
            words = matcher.sequence(shape, 0).get(len(node.items))
            if words is not None:
                return words
        if not matcher.grew:
            break
    raise RenderError(f"no rule of the grammar writes this {node.rule} node: {node!r}")


def _join(tokens: list[str]) -> str:
    """Space the reconstructed tokens the way Oracle text is printed."""
    out = ""
    quote_open = False
    single_open = False  # a quoted ability inside a quoted one ('When this creature dies, ...')
    previous = ""
    glued_dash = False
    for token in tokens:
        if not token:
            continue
        if token in ("'", "and '"):  # it opens a quoted ability inside a quoted one
            out += ("" if not out or out.endswith(("(", " ")) else " ") + token
            single_open = True
            previous = "'"
            continue
        if token == '"' and single_open:
            # its closing quote (read as a double quote: :func:`nested_quotes_read`)
            out += '"'
            single_open = False
            previous = token
            continue
        if token == '"':
            if quote_open:
                out += '"'
            else:
                out += ("" if not out or out.endswith(("(", " ")) else " ") + '"'
            quote_open = not quote_open
            previous = token
            continue
        if token == "x":
            token = "X"  # the variable X is written in capitals (CR 107.3)
        elif " x " in f" {token} ":
            token = _LOWER_X.sub("X", token)
        glue = (
            not out
            or out.endswith(("(", " "))
            or (previous.endswith('"') and quote_open)
            or previous == "'"
        )
        # A keyword's number and its cost are joined by an em dash without spaces:
        # "Suspend 4—{1}{U}", "Reinforce X—{2}{W}" (CR 702.62a, 702.77a).
        # "Partner—Friends forever" too (CR 702.124i).
        # (Only asked of a dash: the look at the word before costs a match per word.)
        if (
            token == "—"
            and (
                _NUMBER_TOKEN.fullmatch(previous)
                or previous.lower() in _COST_KEYWORDS
                or previous.lower() == "partner"
            )
        ) or (previous == "—" and glued_dash):
            glue = True
        glued_dash = token == "—" and glue
        if token[0] in NO_SPACE_BEFORE or token.startswith("'s"):
            glue = True  # ... and a possessive: "~'s power"
        if token.startswith("{") and previous.endswith("}") and previous.startswith("{"):
            glue = True
        out += token if glue else " " + token
        # A quoted word ('effects that say "destroy"') opens and closes its own quote.
        if token.endswith('"') and not (len(token) > 1 and token.startswith('"')):
            quote_open = not quote_open
        previous = token
    return out


def _capitalize(text: str) -> str:
    chars = list(text)
    start = True
    quoted = False
    for index, char in enumerate(chars):
        if char == '"':
            quoted = not quoted
            if quoted:
                # A quoted ability starts a sentence; a quoted word ('say "destroy"') and a
                # duration named in quotes ('"this turn" and "until end of turn" effects end')
                # do not.
                closing = text.find('"', index + 1)
                inside = text[index + 1 : closing]
                start = " " in inside and inside not in QUOTED_DURATIONS
            continue
        if char == "'" and text[index - 1 : index] in ("", " "):
            start = True  # a quoted ability inside a quoted one ('with \'When this ...')
            continue
        if start and char.isalpha():
            chars[index] = char.upper()
            start = False
        elif start and char not in " ":
            start = False
        if char in CAPITALIZE_AFTER and not (char == "(" and _INLINE_REMINDER.match(text, index)):
            start = True
    text = "".join(chars)
    # Cost parts after the first are capitalized too: "{2}, Sacrifice this Case: ...",
    # "Flashback—{1}{G}, Pay 3 life."
    text = _capitalize_dash_costs(_capitalize_costs(text))
    # ... and so does the cost of a quoted ability ('have "{T}, Sacrifice this: ..."').
    return _QUOTED.sub(lambda quoted: _capitalize_costs(quoted.group()), text)


_QUOTED = re.compile(r'"[^"]*"')
#: A reminder inside a sentence, which starts no sentence: "you get {E}{E} (two energy
#: counters)." (the grammar's ENERGY_REMINDER).
_INLINE_REMINDER = re.compile(r"\((?:an?|one|two|three|four|five|six|seven|eight) energy counter")


#: A keyword and the cost after its em dash, up to the end of the sentence or a reminder:
#: "Flashback—{1}{G}, Pay 3 life." (CR 118.1: a cost of several parts, each capitalized). The
#: dash is unspaced, unlike an ability word's or "Solved — ..." (whose text is no cost).
_DASH_COST = re.compile(r"^[A-Za-z](?:[A-Za-z ]*[A-Za-z])?(?: [0-9X]+)?—([^.(]*)")


def _capitalize_dash_costs(text: str) -> str:
    """Each part of a keyword's cost after an em dash starts with a capital, as the parts of
    an activated ability's cost do (:func:`_capitalize_costs`)."""
    dash_cost = _DASH_COST.match(text)
    if dash_cost is None:
        return text
    parts = dash_cost.group(1).split(", ")
    for index, part in enumerate(parts[1:], start=1):
        word = part.split(" ", 1)[0]
        if word in COST_WORDS:
            parts[index] = word.capitalize() + part[len(word) :]
    return text[: dash_cost.start(1)] + ", ".join(parts) + text[dash_cost.end(1) :]


def _capitalize_costs(text: str) -> str:
    """Every part of an activated ability's cost starts with a capital, not only the first
    ("{1}, Remove a +1/+1 counter from ~: ..."). The cost is what stands before the first
    colon, when that text is a list of cost parts (no sentence, no quotation)."""
    quoted = text.startswith('"')
    colon = text.find(": ")
    if colon < 0 or any(mark in text[int(quoted) : colon] for mark in '".'):
        return text
    parts = text[:colon].split(", ")
    for index, part in enumerate(parts[1:], start=1):
        word = part.split(" ", 1)[0]
        if word in COST_WORDS:
            parts[index] = word.capitalize() + part[len(word) :]
    return ", ".join(parts) + text[colon:]


def nested_quotes_written(text: str) -> str:
    """``text`` with the closing quote of each quoted ability inside a quoted one as Oracle
    writes it, a single quote before the double one (what
    :func:`karlov.frontend.syntax.nested_quotes_read` reads); its period, after them, is
    moved inside both with the others (:func:`render_node`)."""
    return text.replace('""', "'\"")


def render_node(node: nodes.Node, card_name: str, full_name: str | None = None) -> str:
    """One ability line (or any ability-grammar node) as Oracle text: the card's name is
    ``card_name``, or ``full_name`` where the text wrote a name as long as that."""
    text = _capitalize(nested_quotes_written(_join(render_words(node))))
    text = text.replace("'\".", ".'\"").replace('".', '."').replace('",', ',"')
    return _write_names(text, card_name, full_name)


_TILDES = LazyPattern("~+")


def _write_names(text: str, card_name: str, full_name: str | None) -> str:
    if "~" not in text:
        return text
    if full_name is None or full_name == card_name:
        return _TILDES.sub(lambda _: card_name, text)
    return _TILDES.sub(
        # At least as long: spaces squeezed out of a name ("Kuro,  Pitlord") leave its span longer.
        lambda run: full_name if len(run.group()) >= len(full_name) else card_name,
        text,
    )


def self_name(card: nodes.Card) -> str:
    """How the card's text names it where it does not say: a legendary card uses its short
    name (CR 201.5), the full name where its text wrote that."""
    return card.short_name or card.name


def render_ability(ability: nodes.Ability, card_name: str, full_name: str | None = None) -> str:
    parts = []
    if ability.flavor_word is not None:
        # A flavor word is written back as it stands (CR 207.2d).
        parts.append(ability.flavor_word + " —")
    if ability.ability_word is not None:
        parts.append(ability.ability_word.capitalize() + " —")
    if ability.body is not None:
        parts.append(render_node(ability.body, card_name, full_name))
    if isinstance(ability.reminder, nodes.StandardReminder):
        # A keyword's standard reminder is written back word for word (CR 207.2).
        (words,) = ability.reminder.items
        assert isinstance(words, nodes.Lexeme)
        parts.append(words.text.replace("~", card_name))
    elif isinstance(ability.reminder, nodes.UncheckedReminder):
        # Reminder text karlov does not check is written back word for word (CR 207.2a).
        words = [w.text for w in ability.reminder.items if isinstance(w, nodes.Lexeme)]
        text = " ".join(words).replace("( ", "(").replace(" )", ")")
        parts.append(_write_names(text, card_name, full_name))
    elif ability.reminder is not None:
        parts.append(render_node(ability.reminder, card_name, full_name))
    return " ".join(parts)


def render_card(card: nodes.Card) -> str:
    lines = [render_name_line(card.name, card.mana_cost), render_type_line(card.type_line)]
    lines += [render_ability(ability, self_name(card), card.name) for ability in card.abilities]
    if card.power_toughness:
        lines.append("/".join(card.power_toughness))
    if card.loyalty is not None:
        lines.append(f"Loyalty: {card.loyalty}")
    return "\n".join(lines) + "\n"


def render_file(card_file: nodes.CardFile) -> str:
    """The whole file: comments where they stood, cards separated by one blank line."""
    chunks: list[str] = []
    pending_comments: list[str] = []
    for item in card_file.items:
        if isinstance(item, nodes.Comment):
            pending_comments.append(item.text + "\n")
        else:
            chunks.append("".join(pending_comments) + render_card(item))
            pending_comments = []
    if pending_comments:
        chunks.append("".join(pending_comments))
    return "\n".join(chunks)
