"""The typed AST: one frozen, slotted dataclass per grammar rule, plus the card frame.

The grammar shapes the tree (STYLE.md, Lark's examples): each rule or alias of
``karlov/frontend/grammar/*.lark`` has exactly one class (generated into :mod:`.rule_nodes` and
re-exported here), named after it, whose ``items`` are the
rule's children in grammar order (``None`` where an optional ``[part]`` is absent) and whose
docstring is the rule's grammar text. Words and symbols are :class:`Lexeme` leaves, so every
word of a card's text is in the tree. Classes are grouped by what they describe
(:class:`ObjectNode`, :class:`ConditionNode`, :class:`CostNode`, :class:`EffectNode`,
:class:`AbilityNode`); the card frame (:class:`Card`, :class:`CardFile`) and the ability
classification (CR 113.3) are written by hand.

Equality ignores spans and letter case of case-insensitive words, so
``parse(render(ast)) == ast`` compares meaning, not layout.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum

from ..spans import ir_class
from .diagnostics import Span


@ir_class
class Lexeme:
    """One word or symbol of the text: its terminal ``kind`` and its normalized ``text``.

    Case-insensitive words are stored in lower case; the renderer restores Oracle casing.
    """

    kind: str
    text: str
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)


@ir_class
class Node:
    """Base of every AST node: its children (``items``) and where it stands in the source."""

    items: tuple[Node | Lexeme | None, ...]
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)
    rule = ""

    def walk(self) -> Iterator[Node | Lexeme]:
        """This node and everything below it, depth first, in source order."""
        # An explicit stack, not a generator per level: checks walk every card's AST.
        pending: list[Node | Lexeme] = [self]
        while pending:
            item = pending.pop()
            yield item
            if isinstance(item, Node):
                pending.extend(child for child in reversed(item.items) if child is not None)

    def lexemes(self) -> Iterator[Lexeme]:
        """Every word of this node, in source order."""
        pending: list[Node | Lexeme | None] = [self]
        while pending:
            item = pending.pop()
            if isinstance(item, Node):
                pending.extend(reversed(item.items))
            elif item is not None:
                yield item

    def find(self, cls: type[N]) -> Iterator[N]:
        for item in self.walk():
            if isinstance(item, cls):
                yield item

    def child(self, cls: type[N]) -> N | None:
        """The first direct child of type ``cls``."""
        return next((i for i in self.items if isinstance(i, cls)), None)


from typing import TYPE_CHECKING, TypeVar  # noqa: E402  (after Node, which the bound names)

N = TypeVar("N", bound=Node)


class ObjectNode(Node):
    """Objects, players, zones, filters and counts."""

    __slots__ = ()


class ConditionNode(Node):
    """Conditions of "To solve" and intervening-if clauses."""

    __slots__ = ()


class CostNode(Node):
    """Mana symbols and costs."""

    __slots__ = ()


class EffectNode(Node):
    """Clauses, effects and durations."""

    __slots__ = ()


class AbilityNode(Node):
    """Abilities, triggers, reminder text and the Case keywords."""

    __slots__ = ()


class StandardReminder(AbilityNode):
    """A keyword's standard reminder text, parentheses included, as one lexeme
    (:mod:`karlov.frontend.standard_reminders`). Reminder text has no rules meaning (CR 207.2):
    nothing reads its words but ``fmt``, which writes them back as they stand."""

    __slots__ = ()
    rule = "standard_reminder"


class UncheckedReminder(AbilityNode):
    """Reminder text karlov reads without checking it: a parenthesized text that neither
    parses as sentences nor has a keyword's standard form (warning W124). Its items are the
    words as written, ``(`` and ``)`` included, each a lexeme with its span, so nothing of the
    text is lost and ``fmt`` writes it back word for word. Reminder text has no rules meaning
    (CR 207.2a): nothing but ``fmt`` reads its words, and it never changes the IR."""

    __slots__ = ()
    rule = "unchecked_reminder"


class FlavorWordLine(AbilityNode):
    """An ability after a flavor word (CR 207.2d): ``Acid Breath — When this creature enters,
    ...``. Its items are the flavor word (one lexeme, as written), the em dash, the ability's
    line (a :class:`Line`) and nothing else. A flavor word has no rules meaning (CR 207.2d):
    the ability is read as if it stood alone."""

    __slots__ = ()
    rule = "flavor_word_line"


class AbilityKind(StrEnum):
    """The kinds of ability (CR 113.3) plus the two Case keywords (CR 702.169)."""

    KEYWORD = "keyword"
    STATIC = "static"
    TRIGGERED = "triggered"
    ACTIVATED = "activated"
    REPLACEMENT = "replacement"
    SPELL = "spell"
    TO_SOLVE = "to solve"
    SOLVED = "solved"
    REMINDER = "reminder"


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability line, classified.

    ``kind`` says what it is (CR 113.3); ``body`` is its rule node (a ``Statement`` is a
    static ability on a permanent and a spell ability on an instant or sorcery);
    ``solved`` holds the ability a ``Solved —`` wraps, classified the same way, and
    ``reminder`` the parsed reminder text after it; ``ability_word`` the italic label before it
    ("Landfall"), which has no rules meaning (CR 207.2c), and ``flavor_word`` a flavor word
    before it as written ("Acid Breath"), which has none either (CR 207.2d). ``source`` is
    the line as written, for logs and prompts (like ``span``, it is not part of the ability's
    meaning).

    ``body_nodes``, when the parser made the body, are the nodes of its subtree in the order
    they were made (children before their parent, ``body`` last): the compiler checks that it
    consumed each of them without walking the tree again. Only the parser sets it (it is not a
    constructor argument, and ``dataclasses.replace`` resets it): an ability made any other
    way has ``()``, and the compiler walks its tree.
    """

    kind: AbilityKind
    body: Node | None
    reminder: Node | None = None
    solved: Ability | None = None
    ability_word: str | None = None
    flavor_word: str | None = field(default=None, kw_only=True)
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)
    source: str = field(default="", compare=False, repr=False, kw_only=True)
    body_nodes: tuple[Node, ...] = field(default=(), init=False, compare=False, repr=False)


@ir_class
class TypeLine:
    """``Legendary Creature — Human Detective``: supertypes, card types, subtypes (CR 205)."""

    supertypes: tuple[str, ...]
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...]
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)

    def has(self, card_type: str) -> bool:
        return card_type in self.card_types


def short_name(name: str, type_line: TypeLine) -> str | None:
    """A legendary card may call itself by a shortened name (CR 201.5c): the part of its name
    before the comma ("Alquist Proft, Master Sleuth"), or a legendary creature's or
    planeswalker's first word before "the" or "of" ("Crovax the Cursed" is "Crovax",
    "Svyelun of Sea and Sky" is "Svyelun"). Only characters are shortened that way: "Helm of
    Kaldra" never calls itself "Helm". An Alchemy rebalanced card, "A-Foo", calls itself
    "Foo": its Oracle text names the card it rebalances (the "A-" is how Arena and Scryfall
    tell the two apart)."""
    base = name[2:] if ALCHEMY_PREFIX.match(name) else None
    name = base or name
    if "legendary" not in type_line.supertypes:
        return base
    if "," in name:
        return name.split(",", 1)[0]
    character = type_line.has("creature") or type_line.has("planeswalker")
    first = _FIRST_WORD_BEFORE_EPITHET.match(name)
    if character and first is not None:
        return first.group(1)
    return base


#: A character's first word before its epithet ("Crovax the Cursed", "Catti-brie of Mithral Hall").
_FIRST_WORD_BEFORE_EPITHET = re.compile(r"([^\s,]+) (?:the|of) \S")


#: The prefix of an Alchemy rebalanced card's name ("A-Sanctuary Warden").
ALCHEMY_PREFIX = re.compile(r"A-(?=\w)")


@ir_class
class Card:
    """A card: name and mana cost, type line, abilities in order, power/toughness, and a
    planeswalker's loyalty."""

    name: str
    mana_cost: tuple[str, ...] | None
    type_line: TypeLine
    abilities: tuple[Ability, ...]
    power_toughness: tuple[str, str] | None = None
    #: A planeswalker's printed loyalty ("Loyalty: 3", CR 306.5b), as written.
    loyalty: str | None = field(default=None, kw_only=True)
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)
    #: Where the mana cost is written on the name line (a problem with the cost points there).
    mana_cost_span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)

    @property
    def is_case(self) -> bool:
        return "Case" in self.type_line.subtypes

    @property
    def short_name(self) -> str | None:
        return short_name(self.name, self.type_line)


@ir_class
class Comment:
    """A ``#`` comment line, kept so the formatter never drops what the author wrote."""

    text: str
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)


@ir_class
class CardFile:
    """A whole ``.card`` file: cards and comments in source order."""

    items: tuple[Card | Comment, ...]
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)

    @property
    def cards(self) -> list[Card]:
        return [item for item in self.items if isinstance(item, Card)]


# The rule classes, generated from the grammar, live in their own module and are part of this
# one: each is made there on its first look-up, here or there (issue 24), so this module looks
# them up rather than importing them all.
if TYPE_CHECKING:
    from .rule_nodes import *  # noqa: F403

from . import rule_nodes  # noqa: E402  (after the bases, which it subclasses)


def __getattr__(name: str) -> type[Node]:
    """A rule class (:mod:`.rule_nodes`), by name, kept here once looked up: the compiler
    reads ``nodes.<Class>`` in its hot paths, where a call per look-up would cost."""
    if name in rule_nodes.CLASSES:
        return globals().setdefault(name, getattr(rule_nodes, name))  # type: ignore[no-any-return]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *rule_nodes.CLASSES})


def rule_class(rule: str) -> type[Node] | None:
    """The AST class of the grammar rule (or alias) ``rule``, or None if it has none."""
    if rule == StandardReminder.rule:
        return StandardReminder
    if rule == UncheckedReminder.rule:
        return UncheckedReminder
    if rule == FlavorWordLine.rule:
        return FlavorWordLine
    return rule_nodes.rule_class(rule)


class RuleNames:
    """The names of the rule classes, checked: ``rule_names.Zone`` is ``"Zone"``, and a name that
    is no rule class of :mod:`.rule_nodes` raises :class:`AttributeError` as ``nodes.<Name>``
    would.

    The compiler's tables that dispatch on a node's class (``{nodes.ItTapped: ...}``) made
    every class they list on every import of the compiler, a rule class being made on its
    first look-up: some 350 classes, about 85 K instructions each, most of which a check of a
    few cards never meets (issue 24). Keyed by :data:`rule_names` instead, such a table is
    read with :func:`rule_name` of a node, which says what the class did: a rule class has no
    subclasses (``tests/compiler/test_perf50h.py``), so a node is an instance of a rule class
    exactly when its class is that class."""

    __slots__ = ()

    def __getattr__(self, name: str) -> str:
        if name in rule_nodes.CLASSES:
            return name
        raise AttributeError(f"module {__name__!r} has no rule class {name!r}")


#: The rule classes' names (:class:`RuleNames`): ``rule_names.ItTapped == "ItTapped"``.
rule_names = RuleNames()

# The rule classes made so far, by name (rule_nodes keeps each there once made).
_MADE_RULE_CLASSES = vars(rule_nodes)


def rule_name(node: object) -> str | None:
    """The name of ``node``'s class if that is a rule class (:mod:`.rule_nodes`), else None:
    ``table.get(rule_name(node))`` of a table keyed by :data:`rule_names` is
    ``table.get(type(node))`` of the same table keyed by the classes."""
    cls = type(node)
    name = cls.__name__
    return name if _MADE_RULE_CLASSES.get(name) is cls else None
