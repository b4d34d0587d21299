"""One open document, analysed as ``karlov check`` would, re-parsing only the cards that changed.

An editor sends the whole text (or a change to it) on every keystroke. A ``.card`` file holds
several cards separated by blank lines (:func:`karlov.frontend.syntax.split_file`), and a
card's parse and checks read that card's lines alone, so each card is parsed as a file of its
own and kept in a :class:`CardCache` under its text: editing one card re-parses that card, and
a card that only moved (a line added above it) is not parsed again. Its spans are relative
(its name line is line 1) and :class:`PlacedCard` says where it stands now.

What spans cards is worked out for the whole text each time, with the front end's own
functions: the layout of the file (line endings, blank lines, comments between cards), E050
(a name defined twice) and the compiler's diagnostics (C001), which may look up another card
of the document by name; compiling is a fifth of the cost of parsing. ``tests/lsp`` holds the
result to exactly :func:`karlov.check`'s diagnostics on every bundled card file.
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field

from karlov import playability
from karlov.compiler import CompiledCard
from karlov.compiler.library import CardLibrary
from karlov.frontend.diagnostics import Diagnostic, Span, internal_error
from karlov.frontend.layout import line_too_long, split_lines, whitespace_diagnostics
from karlov.frontend.nodes import Card
from karlov.frontend.sources import SourceError, check_text
from karlov.frontend.syntax import SourceLine, bom_warning, parse_file, split_file

__all__ = ["Analysis", "CardCache", "ParsedCard", "PlacedCard", "analyse"]

#: Cards kept parsed, across every open document; the least recently used go first. A few
#: thousand cards are a few megabytes of AST.
MAX_CACHED_CARDS = 4096

#: The warnings about the whole file's layout, reported once for the file (a card parsed on
#: its own would report its own layout, which is always right).
_FILE_LAYOUT = frozenset({"W109", "W114"})


@dataclass(frozen=True, slots=True)
class ParsedCard:
    """One card parsed as a file of its own: the card (None when its frame did not parse) and
    its diagnostics, all with spans relative to the card (its name line is line 1)."""

    text: str
    card: Card | None
    diagnostics: tuple[Diagnostic, ...]


class CardCache:
    """Parsed cards by (document, card text). ``parses`` counts the parses actually run, so a
    test can see that an edit re-parsed only the card it touched."""

    def __init__(self, size: int = MAX_CACHED_CARDS):
        self._size = size
        self._cards: OrderedDict[tuple[str, str], ParsedCard] = OrderedDict()
        self.parses = 0

    def get(self, uri: str, text: str) -> ParsedCard:
        """The parse of the card ``text`` of document ``uri`` (the name its spans carry)."""
        key = (uri, text)
        found = self._cards.get(key)
        if found is not None:
            self._cards.move_to_end(key)
            return found
        self.parses += 1
        card_file, diagnostics = parse_file(text, uri)
        cards = card_file.cards
        parsed = ParsedCard(text, cards[0] if cards else None, tuple(diagnostics))
        self._cards[key] = parsed
        if len(self._cards) > self._size:
            self._cards.popitem(last=False)
        return parsed


@dataclass(frozen=True, slots=True)
class PlacedCard:
    """A parsed card where it stands in the document: lines ``first``..``last`` (1-based).
    Add :attr:`offset` to a line of the card's spans to get the document's line."""

    parsed: ParsedCard
    first: int
    last: int

    @property
    def offset(self) -> int:
        return self.first - 1

    @property
    def card(self) -> Card | None:
        return self.parsed.card

    def holds(self, line: int) -> bool:
        """Whether the document's 1-based ``line`` is one of this card's lines."""
        return self.first <= line <= self.last


@dataclass
class Analysis:
    """A document's text, its lines, its cards, every diagnostic (document positions) and the
    compiled card of each card that parsed (by its index in ``cards``)."""

    uri: str
    text: str
    lines: list[str]
    cards: list[PlacedCard] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    compiled: dict[int, CompiledCard] = field(default_factory=dict)

    def card_at(self, line: int) -> PlacedCard | None:
        """The card holding the document's 1-based ``line``, if any."""
        return next((placed for placed in self.cards if placed.holds(line)), None)

    def index_of(self, placed: PlacedCard) -> int:
        return self.cards.index(placed)

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self.diagnostics)


def shifted(diagnostic: Diagnostic, offset: int) -> Diagnostic:
    """``diagnostic`` moved ``offset`` lines down (a card's diagnostic, in the document)."""
    if not offset:
        return diagnostic
    return dataclasses.replace(diagnostic, span=diagnostic.span.shifted(offset + 1, 1))


def analyse(uri: str, text: str, cache: CardCache) -> Analysis:
    """Everything ``karlov check`` says about ``text`` (C001 as a note, as the command does
    without ``--require-playable``), reading each card from ``cache``. Never raises: text
    that cannot be read is its diagnostic (K002-K004), a bug in karlov is X001."""
    try:
        check_text(text, uri)
    except SourceError as exc:
        # The lines still place the diagnostic (a NUL's column); nothing else is read.
        return Analysis(uri, text, split_lines(text), diagnostics=[exc.diagnostic])
    try:
        return _analyse(uri, text, cache)
    except Exception as exc:  # a bug in karlov: reported on the document, never a crash
        return Analysis(uri, text, [], diagnostics=[internal_error(exc, Span(uri, 1, 1, 1, 1))])


def _analyse(uri: str, text: str, cache: CardCache) -> Analysis:
    found: list[Diagnostic] = []
    body = text
    if body.startswith("\ufeff"):  # as parse_file: columns of line 1 counted without it
        body = body[1:]
        found.append(bom_warning(uri))
    lines = split_lines(body)
    items = split_file(body)
    groups = [item for item in items if isinstance(item, list)]
    if not groups:  # comments alone: parse_file says what is wrong (E033), cheaply
        _, diagnostics = parse_file(body, uri)
        return Analysis(uri, text, lines, diagnostics=_sorted(found + diagnostics))
    analysis = Analysis(uri, text, lines)
    for group in groups:
        first, last = group[0].number, group[-1].number
        card_text = "\n".join(lines[first - 1 : last]) + "\n"
        placed = PlacedCard(cache.get(uri, card_text), first, last)
        analysis.cards.append(placed)
        found += [
            shifted(d, placed.offset)
            for d in placed.parsed.diagnostics
            if d.code not in _FILE_LAYOUT
        ]
    found += _between_cards(uri, body, lines, items, analysis.cards)
    found += _compiled(analysis)
    analysis.diagnostics = _sorted(found)
    return analysis


def _between_cards(
    uri: str,
    body: str,
    lines: list[str],
    items: list[list[SourceLine] | SourceLine],
    cards: list[PlacedCard],
) -> list[Diagnostic]:
    """The file's layout (W109, W114) and what is said of the lines outside every card: the
    blank lines and comments between cards (W113, E040)."""
    inside = {line for placed in cards for line in range(placed.first, placed.last + 1)}
    found = [
        d
        for d in whitespace_diagnostics(body, lines, items, uri, set())
        if d.code in _FILE_LAYOUT or d.span.line not in inside
    ]
    for item in items:
        if isinstance(item, SourceLine) and item.number not in inside:

            def span_at(start: int, end: int, number: int = item.number) -> Span:
                return Span(uri, number, start + 1, number, end + 1)

            too_long = line_too_long("comment", item.text, span_at)
            if too_long is not None:
                found.append(too_long)
    return found


def _compiled(analysis: Analysis) -> list[Diagnostic]:
    """E050 for a name defined twice, then what the compiler says of each card (compiled as
    :func:`karlov.compiler.compile_diagnostics` does: the first definition of each name, names
    looked up among the document's cards, then the bundled ones)."""
    cards = [(index, placed) for index, placed in enumerate(analysis.cards) if placed.card]
    # E050 names the first definition's position: the library sees the cards where they stand.
    placed_cards = [
        dataclasses.replace(placed.card, span=placed.card.span.shifted(placed.first, 1))
        for _, placed in cards
        if placed.card is not None and placed.card.span is not None
    ]
    found = list(CardLibrary.for_cards(placed_cards).diagnostics)
    library = CardLibrary.for_cards(placed.card for _, placed in cards if placed.card)
    seen: set[str] = set()
    for index, placed in cards:
        card = placed.card
        assert card is not None
        if card.name in seen:
            continue
        seen.add(card.name)
        try:
            compiled = library.compiled(card.name)
        except Exception as exc:  # a bug in karlov: this card only
            span = Span(analysis.uri, placed.first, 1, placed.first, len(card.name) + 1)
            found.append(internal_error(exc, span))
            continue
        analysis.compiled[index] = compiled
        found += [shifted(d, placed.offset) for d in compiled.diagnostics]
    return playability(found, require_playable=False)


def _sorted(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    return sorted(diagnostics, key=lambda d: (d.span.line, d.span.column, d.code))
