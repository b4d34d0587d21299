"""A library of compiled cards, looked up by name: what scenarios and games are built from.

``CardLibrary.bundled()`` reads the ``.card`` files shipped as package data in ``karlov/cards/``
(found with :mod:`importlib.resources`, so it works from a checkout, an editable install, a
wheel or an sdist); ``CardLibrary.from_paths`` reads any files or folders. Cards are parsed once and
compiled on first use; a name that is not there raises :class:`UnknownCard` with the closest
names, and a card that does not compile raises :class:`~karlov.CardError` with its
diagnostics.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from ..frontend import nodes
from ..frontend.diagnostics import CardError, Diagnostic
from ..runtime import CardDefinition
from . import CompiledCard, compile_card

BUNDLED: Traversable = resources.files("karlov") / "cards"
"""The bundled cards: ``karlov/cards/`` (``cases/``, ``support/``), package data."""


def bundled_card_files(folder: Traversable = BUNDLED) -> list[Traversable]:
    """Every ``.card`` file under ``folder``, in a stable (path) order."""
    found: list[Traversable] = []
    for entry in sorted(folder.iterdir(), key=lambda entry: entry.name):
        if entry.is_dir():
            found.extend(bundled_card_files(entry))
        elif entry.name.endswith(".card"):
            found.append(entry)
    return found


class UnknownCard(KeyError):
    """No card of that name in the library; ``suggestions`` are the closest names."""

    def __init__(self, name: str, suggestions: list[str]):
        self.name = name
        self.suggestions = suggestions
        hint = f"; did you mean {' or '.join(repr(s) for s in suggestions)}?" if suggestions else ""
        super().__init__(f"no card named {name!r} in the card library{hint}")

    def __str__(self) -> str:
        return str(self.args[0])


class CardLibrary:
    """Cards by name, compiled on demand (each card once)."""

    def __init__(
        self,
        cards: Iterable[nodes.Card] = (),
        diagnostics: Iterable[Diagnostic] = (),
        fallback: Callable[[], CardLibrary] | None = None,
    ):
        self._cards: dict[str, nodes.Card] = {}
        self._compiled: dict[str, CompiledCard] = {}
        self.diagnostics: list[Diagnostic] = list(diagnostics)
        self._fallback = fallback
        for card in cards:
            self.add(card)

    def add(self, card: nodes.Card) -> None:
        self._cards[card.name] = card
        self._compiled.pop(card.name, None)

    @classmethod
    def from_paths(cls, paths: Iterable[str | Path]) -> CardLibrary:
        files: list[Traversable] = []
        for path in map(Path, paths):
            files.extend(sorted(path.rglob("*.card")) if path.is_dir() else [path])
        return cls._from_files(files)

    @classmethod
    def _from_files(cls, files: Iterable[Traversable]) -> CardLibrary:
        from ..frontend.syntax import parse_file

        library = cls()
        for file in files:
            card_file, found = parse_file(file.read_text(encoding="utf-8"), str(file))
            library.diagnostics += [d for d in found if d.is_error]
            for card in card_file.cards:
                library.add(card)
        return library

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
            card_file, found = parse_file(text, f"<card {index + 1}>")
            errors = [d for d in found if d.is_error]
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
            close = difflib.get_close_matches(name, list(self._cards), n=2, cutoff=0.6)
            raise UnknownCard(name, close)
        return self._cards[name]

    def compiled(self, name: str) -> CompiledCard:
        if name not in self._compiled:
            self._compiled[name] = compile_card(self.card(name), self)
        return self._compiled[name]

    @classmethod
    def for_cards(cls, cards: Iterable[nodes.Card]) -> CardLibrary:
        """These cards, falling back to the bundled ones for names they mention."""
        return cls(cards, fallback=bundled_library)

    def definition(self, name: str) -> CardDefinition:
        """The runtime definition of ``name`` (raises UnknownCard or CardError)."""
        return self.compiled(name).require()


@cache
def bundled_library() -> CardLibrary:
    """The bundled cards, read once per process."""
    return CardLibrary.bundled()
