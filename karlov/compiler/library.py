"""A library of compiled cards, looked up by name: what scenarios and games are built from.

``CardLibrary.bundled()`` reads the ``.card`` files shipped as package data in ``karlov/cards/``
(found with :mod:`importlib.resources`, so it works from a checkout, an editable install, a
wheel or an sdist); ``CardLibrary.from_paths`` reads any files or folders (an author's own
cards, with ``fallback=bundled_library`` so that they may name the bundled ones). Cards are
parsed once and
compiled on first use; a name that is not there raises :class:`UnknownCard` with the closest
names, and a card with an error in its text, a name defined twice, or text that does not
compile raises :class:`~karlov.CardError` with its diagnostics.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..frontend import nodes
from ..frontend.diagnostics import CardError, Diagnostic, Severity, with_source_line
from . import CompiledCard, compile_card

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    from ..runtime.objects import CardDefinition


@cache
def bundled_folder() -> Traversable:
    """The bundled cards: ``karlov/cards/`` (``cases/``, ``support/``), package data; also
    the module's ``BUNDLED``."""
    # Here, not on import: importlib.resources loads zipfile and more, which checking a card
    # that names no bundled card does not need (issue 24).
    from importlib import resources

    return resources.files("karlov") / "cards"


def __getattr__(name: str) -> object:
    if name == "BUNDLED":  # a constant, made on first use (PEP 562)
        return bundled_folder()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def bundled_card_files(folder: Traversable | None = None) -> list[Traversable]:
    """Every ``.card`` file under ``folder`` (the bundled cards), in a stable (path) order."""
    if folder is None:
        folder = bundled_folder()
    found: list[Traversable] = []
    for entry in sorted(folder.iterdir(), key=lambda entry: entry.name):
        if entry.is_dir():
            found.extend(bundled_card_files(entry))
        elif entry.name.endswith(".card"):
            found.append(entry)
    return found


class CardCycle(LookupError):
    """A card that needs its own definition while it is being compiled (it conjures a card
    of its own name, directly or through other cards)."""

    def __init__(self, name: str):
        self.name = name
        super().__init__(f"the card {name!r} names itself while it is being compiled")


class UnknownCard(KeyError):
    """No card of that name in the library; ``suggestions`` are the closest names."""

    def __init__(self, name: str, suggestions: list[str]):
        self.name = name
        self.suggestions = suggestions
        hint = f"; did you mean {' or '.join(repr(s) for s in suggestions)}?" if suggestions else ""
        super().__init__(f"no card named {name!r} in the card library{hint}")

    def __str__(self) -> str:
        return str(self.args[0])


#: The code of a card name defined twice among the files given together.
DUPLICATE_NAME = "E050"


class CardLibrary:
    """Cards by name, compiled on demand (each card once).

    A card with an error (a line that does not parse, a missing type line...) is kept only as
    its diagnostics: :meth:`definition` raises :class:`~karlov.CardError` with them rather than
    play the card without the broken line. A name defined twice is such an error too
    (``E050``), at the second definition."""

    def __init__(
        self,
        cards: Iterable[nodes.Card] = (),
        diagnostics: Iterable[Diagnostic] = (),
        fallback: Callable[[], CardLibrary] | None = None,
    ):
        self._cards: dict[str, nodes.Card] = {}
        self._compiled: dict[str, CompiledCard] = {}
        self._compiling: set[str] = set()
        self.diagnostics: list[Diagnostic] = list(diagnostics)
        #: name -> the errors that keep the card from being played
        self.broken: dict[str, list[Diagnostic]] = {}
        self._fallback = fallback
        #: a name defined twice makes the card unplayable (for play); ``karlov check`` only
        #: reports it, and compiles the first definition
        self.refuse_duplicates = True
        for card in cards:
            self.add(card)

    def add(
        self, card: nodes.Card, errors: Iterable[Diagnostic] = (), lines: list[str] | None = None
    ) -> None:
        """Add ``card``; ``errors`` are the error diagnostics of its lines (it is then never
        compiled for play). A second card of the same name is an E050 error (quoting its line
        of ``lines``, the file's text, when given)."""
        errors = list(errors)
        duplicate = None
        first = self._cards.get(card.name)
        if first is not None and card.span is not None:
            where = f" at {first.span}" if first.span is not None else ""
            duplicate = Diagnostic(
                card.span,
                Severity.ERROR,
                DUPLICATE_NAME,
                f"the card '{card.name}' is already defined{where}; each card name may be "
                "defined once among the files given together",
                help="rename one of the cards, or remove one of the definitions",
            )
            duplicate = with_source_line(duplicate, lines or [])
            self.diagnostics.append(duplicate)
            errors.append(duplicate)
        if first is None:
            self._cards[card.name] = card
        if card_errors := [e for e in errors if e is not duplicate or self.refuse_duplicates]:
            self.broken.setdefault(card.name, []).extend(card_errors)
        self._compiled.pop(card.name, None)

    def add_file(
        self, card_file: nodes.CardFile, found: Iterable[Diagnostic], lines: list[str] | None = None
    ) -> None:
        """Add the cards of a parsed file, each with the errors on its own lines (a card's
        lines run from its name line to the line before the next card)."""
        errors = [d for d in found if d.is_error]
        cards = sorted(card_file.cards, key=lambda c: c.span.line if c.span else 0)
        starts = [c.span.line if c.span else 0 for c in cards]
        own: list[list[Diagnostic]] = [[] for _ in cards]
        for d in errors:
            index = bisect.bisect_right(starts, d.span.line) - 1
            if index >= 0:
                own[index].append(d)
            else:  # before the first card: the file's own problem
                self.diagnostics.append(d)
        for card, card_errors in zip(cards, own, strict=True):
            self.diagnostics += card_errors
            self.add(card, card_errors, lines)

    @classmethod
    def from_paths(
        cls, paths: Iterable[str | Path], fallback: Callable[[], CardLibrary] | None = None
    ) -> CardLibrary:
        """The cards of these files and folders (``*.card``, searched recursively). A file
        that cannot be read is a diagnostic in ``.diagnostics`` (not attached to a card)."""
        files: list[Path | Traversable] = []
        for path in map(Path, paths):
            files.extend(sorted(path.rglob("*.card")) if path.is_dir() else [path])
        return cls._from_files(files, fallback)

    @classmethod
    def _from_files(
        cls, files: Iterable[Path | Traversable], fallback: Callable[[], CardLibrary] | None = None
    ) -> CardLibrary:
        from ..frontend.layout import split_lines
        from ..frontend.sources import SourceError, read_source
        from ..frontend.syntax import parse_file

        library = cls(fallback=fallback)
        for file in files:
            try:
                if isinstance(file, Path):
                    text = read_source(file)
                else:  # package data that is not a plain file (a zipped install)
                    text = file.read_text(encoding="utf-8")
            except SourceError as exc:
                library.diagnostics.append(exc.diagnostic)
                continue
            # Errors only, each quoting its line already.
            card_file, errors = parse_file(text, str(file), warnings=False)
            library.add_file(card_file, errors, split_lines(text))
        return library

    def file_errors(self) -> list[Diagnostic]:
        """Errors that belong to no card (an unreadable file, text before the first card)."""
        on_cards = {id(d) for errors in self.broken.values() for d in errors}
        return [d for d in self.diagnostics if d.is_error and id(d) not in on_cards]

    @classmethod
    def bundled(cls) -> CardLibrary:
        """The cards shipped in ``karlov/cards/``.

        Read through :mod:`importlib.resources` rather than as a folder on disk, so an install
        that is not a plain directory tree (a zip) works too."""
        return cls._from_files(bundled_card_files())

    @classmethod
    def from_texts(cls, texts: Iterable[str]) -> CardLibrary:
        from ..frontend.syntax import parse_file

        library = cls()
        for index, text in enumerate(texts):
            card_file, errors = parse_file(text, f"<card {index + 1}>", warnings=False)
            if errors:
                raise CardError(errors)
            for card in card_file.cards:
                library.add(card)
        return library

    def names(self) -> list[str]:
        return sorted(self._cards)

    def __contains__(self, name: object) -> bool:
        return name in self._cards

    def card(self, name: str) -> nodes.Card:
        if name not in self._cards and self._fallback is not None:
            other = self._fallback()
            if name in other:
                return other.card(name)
        if name not in self._cards:
            import difflib  # here: only an unknown name needs it (issue 24: start-up)

            close = difflib.get_close_matches(name, list(self._cards), n=2, cutoff=0.6)
            raise UnknownCard(name, close)
        return self._cards[name]

    def compiled(self, name: str) -> CompiledCard:
        if name not in self._compiled:
            if name in self._compiling:
                raise CardCycle(name)
            self._compiling.add(name)
            try:
                self._compiled[name] = compile_card(self.card(name), self)
            finally:
                self._compiling.discard(name)
        return self._compiled[name]

    @classmethod
    def for_cards(cls, cards: Iterable[nodes.Card]) -> CardLibrary:
        """These cards, falling back to the bundled ones for names they mention (a name
        defined twice is an E050 diagnostic; the first definition is used)."""
        library = cls(fallback=bundled_library)
        library.refuse_duplicates = False
        for card in cards:
            library.add(card)
        return library

    def definition(self, name: str) -> CardDefinition:
        """The runtime definition of ``name`` (raises UnknownCard, or CardError when the card
        has an error in its text or does not compile)."""
        if name in self.broken:
            raise CardError(self.broken[name])
        if name not in self._cards and self._fallback is not None:
            other = self._fallback()
            if name in other:
                return other.definition(name)
        return self.compiled(name).require()


@cache
def bundled_library() -> CardLibrary:
    """The bundled cards, read once per process."""
    return CardLibrary.bundled()
