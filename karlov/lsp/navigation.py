"""What a position in a document means: the outline of its cards, the meaning of the ability
under the cursor, and where a card named by another card is defined.

Everything here reads the analysis (:mod:`.analysis`): cards' spans are relative to the card,
so a line of the document is turned into a line of its card (``line - offset``) before it is
compared with them. The meaning is the IR's, in the words of ``karlov explain``
(:class:`karlov.explain.Meaning`), never a second description of the text.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from karlov.compiler.abilities import mode_line
from karlov.explain import Meaning, source_noun
from karlov.explain.words import capitalize
from karlov.frontend.nodes import Ability, AbilityKind, Lexeme, Node
from karlov.frontend.sources import SourceError, iter_card_paths, read_source
from karlov.frontend.syntax import parse_file

from .analysis import Analysis, PlacedCard

__all__ = [
    "AbilitySymbol",
    "CardSymbol",
    "Definition",
    "Definitions",
    "hover_text",
    "named_card_at",
    "symbols",
]

#: How many ``.card`` files of a workspace folder are searched for a definition, so a folder
#: such as a home directory cannot stall the server.
MAX_WORKSPACE_FILES = 2000
#: How long an outline entry's name may be (the whole ability line is in its range).
MAX_SYMBOL_NAME = 80


@dataclass(frozen=True, slots=True)
class AbilitySymbol:
    """One ability line in the outline: its text, its kind (CR 113.3) and its document lines
    and code-point columns (1-based lines, 0-based columns)."""

    name: str
    kind: AbilityKind
    line: int
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class CardSymbol:
    """One card in the outline: its name, type line, lines and abilities."""

    name: str
    type_line: str
    first: int
    last: int
    abilities: tuple[AbilitySymbol, ...]


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_SYMBOL_NAME else text[: MAX_SYMBOL_NAME - 1] + "…"


def symbols(analysis: Analysis) -> list[CardSymbol]:
    """The cards of the document that parsed, each with its ability lines."""
    found = []
    for placed in analysis.cards:
        card = placed.card
        if card is None:
            continue
        type_line = analysis.lines[placed.first] if placed.first < len(analysis.lines) else ""
        abilities = []
        for ability in card.abilities:
            if ability.span is None:
                continue
            line = ability.span.line + placed.offset
            text = analysis.lines[line - 1] if line <= len(analysis.lines) else ""
            abilities.append(
                AbilitySymbol(
                    _short(text) or ability.kind.value,
                    ability.kind,
                    line,
                    ability.span.column - 1,
                    ability.span.end_column - 1,
                )
            )
        found.append(
            CardSymbol(card.name, _short(type_line), placed.first, placed.last, tuple(abilities))
        )
    return found


def _ability_on(placed: PlacedCard, line: int) -> Ability | None:
    card = placed.card
    if card is None:
        return None
    relative = line - placed.offset
    return next((a for a in card.abilities if a.span and a.span.line == relative), None)


def hover_text(analysis: Analysis, line: int) -> str | None:
    """What the card's name line or the ability on the document's 1-based ``line`` means,
    from the compiled IR: the whole card on its name line, else the ability's meaning; where
    karlov cannot play the line yet, the reason (C001)."""
    placed = analysis.card_at(line)
    if placed is None or placed.card is None:
        return None
    compiled = analysis.compiled.get(analysis.index_of(placed))
    if compiled is None:
        return None
    type_line = placed.card.type_line
    meaning = Meaning(source_noun(type_line.card_types, type_line.subtypes))
    if line == placed.first:
        return meaning.card(compiled.ir) if compiled.ir is not None else None
    ability = _ability_on(placed, line)
    if ability is None:
        return None
    pairs = list(compiled.abilities)
    for index, (source, meanings) in enumerate(pairs):
        if source is not ability:
            continue
        if not meanings and mode_line(ability):
            # A bullet is a mode of the "Choose one —" line before it (CR 700.2).
            meanings = next((m for _, m in reversed(pairs[:index]) if m), ())
        if meanings:
            return "\n\n".join(capitalize(meaning.text(item)) for item in meanings)
    reasons = [d.message for d in analysis.diagnostics if d.code == "C001" and d.span.line == line]
    if reasons:
        return "karlov cannot play this line yet: " + "; ".join(reasons)
    return None


def _lexemes(ability: Ability) -> Iterator[Lexeme]:
    for part in (ability.body, ability.reminder):
        if isinstance(part, Node):
            yield from part.lexemes()
    if ability.solved is not None:
        yield from _lexemes(ability.solved)


def named_card_at(analysis: Analysis, line: int, column: int) -> tuple[str, int, int] | None:
    """The card name another card names at the document's 1-based ``line`` and 0-based
    code-point ``column`` ("conjure a card named …", "search … for a card named …"), with
    its 0-based start and end columns; None if the cursor is on no such name."""
    placed = analysis.card_at(line)
    ability = _ability_on(placed, line) if placed is not None else None
    if ability is None:
        return None
    for lexeme in _lexemes(ability):
        span = lexeme.span
        if lexeme.kind != "OTHER_CARD_NAME" or span is None:
            continue
        if span.column - 1 <= column <= span.end_column - 1:
            return lexeme.text, span.column - 1, span.end_column - 1
    return None


@dataclass(frozen=True, slots=True)
class Definition:
    """Where a card is defined: a file (a path or an open document's URI) and the 1-based
    line of its name line; ``length`` is the name's length in code points."""

    where: str
    line: int
    length: int
    is_uri: bool


class Definitions:
    """Finds where a card name is defined: the open documents first, then the ``.card`` files
    of the workspace folders, then karlov's bundled cards. Workspace files are parsed once
    per change of their size or modification time."""

    def __init__(self) -> None:
        self._files: dict[str, tuple[tuple[int, int], dict[str, int]]] = {}

    def find(
        self, name: str, documents: Iterable[Analysis], folders: Iterable[str]
    ) -> Definition | None:
        for analysis in documents:
            for placed in analysis.cards:
                if placed.card is not None and placed.card.name == name:
                    return Definition(analysis.uri, placed.first, len(name), True)
        for folder in folders:
            found = self._in_folder(name, folder)
            if found is not None:
                return found
        return _bundled(name)

    def _in_folder(self, name: str, folder: str) -> Definition | None:
        if not os.path.isdir(folder):
            return None
        try:
            paths = iter_card_paths([folder])[:MAX_WORKSPACE_FILES]
        except Exception:  # a folder that vanished or cannot be listed: nothing there
            return None
        for path in paths:
            line = self._names(path).get(name)
            if line is not None:
                return Definition(str(path), line, len(name), False)
        return None

    def _names(self, path: Path) -> dict[str, int]:
        """The card names of a file with their lines (none if it cannot be read)."""
        try:
            info = path.stat()
        except OSError:
            return {}
        stamp = (info.st_mtime_ns, info.st_size)
        cached = self._files.get(str(path))
        if cached is not None and cached[0] == stamp:
            return cached[1]
        try:
            text = read_source(path)
        except SourceError:
            names: dict[str, int] = {}
        else:
            card_file, _ = parse_file(text, str(path), warnings=False)
            names = {}
            for card in card_file.cards:
                if card.span is not None:
                    names.setdefault(card.name, card.span.line)
        self._files[str(path)] = (stamp, names)
        return names


def _bundled(name: str) -> Definition | None:
    """The bundled card of that name, where its file is a plain file (not a zipped install)."""
    from karlov.compiler.library import bundled_library

    library = bundled_library()
    if name not in library:
        return None
    card = library.card(name)
    if card.span is None or not os.path.isfile(card.span.file):
        return None
    return Definition(card.span.file, card.span.line, len(name), False)
