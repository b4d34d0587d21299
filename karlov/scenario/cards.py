"""Where a scenario's card names come from.

A scenario names cards; a *card source* turns a name into a
:class:`~karlov.runtime.CardDefinition`. It is a mapping of name to definition, a callable
``name -> definition`` (raising ``KeyError`` for an unknown name), or an object with a
``definition(name)`` method such as the compiler's ``CardLibrary``. The bundled library (every
card shipped with karlov in ``karlov/cards/``, compiled; package data found with
:mod:`importlib.resources`, so the same from a checkout, a wheel or an sdist) is always there;
the dungeon cards (``karlov.compiler.dungeons``) come after it; the sources a caller gives
(``run_scenario(..., cards=...)``, ``karlov play --cards``, a scenario's ``cards = [...]``)
are looked up first, so an author's card of the same name as a bundled one is the one played.
"""

from __future__ import annotations

import difflib
import itertools
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from karlov.runtime import CardDefinition

__all__ = ["CardLookup", "CardSource", "default_cards", "load_card_files"]

CardSource = Mapping[str, CardDefinition] | Callable[[str], CardDefinition] | Any


def default_cards() -> Any:
    """The bundled library of compiled cards (``karlov/cards/``)."""
    from karlov.compiler.library import bundled_library

    return bundled_library()


class CardLookup:
    """Looks names up in card sources, first to last, then in the bundled library (unless
    ``bundled=False``); case-insensitively, with a did-you-mean over every source."""

    def __init__(self, *sources: CardSource | None, bundled: bool = True) -> None:
        self.sources: list[CardSource] = [s for s in sources if s is not None]
        self.bundled = bundled
        self._by_lower: dict[int, dict[str, str]] = {}

    def extended(self, source: CardSource) -> CardLookup:
        """A lookup that tries ``source`` before these sources."""
        return CardLookup(source, *self.sources, bundled=self.bundled)

    def _all(self) -> list[CardSource]:
        if not self.bundled:
            return list(self.sources)
        from karlov.compiler.dungeons import DungeonCards

        # The dungeon cards karlov ships (CR 309.2: owned outside the game), after the rest.
        return [*self.sources, default_cards(), DungeonCards()]

    def _lower_names(self, source: Mapping[str, CardDefinition]) -> dict[str, str]:
        key = id(source)
        if key not in self._by_lower:
            self._by_lower[key] = {name.lower(): name for name in source}
        return self._by_lower[key]

    def known_names(self) -> list[str]:
        out: list[str] = []
        for source in self._all():
            if isinstance(source, Mapping):
                out += self._lower_names(source).values()
                continue
            names = getattr(source, "names", None)
            if callable(names):
                out += names()
        return out

    def __call__(self, name: str) -> CardDefinition:
        """The definition of ``name``; ``LookupError`` with a did-you-mean when no source has
        it; :class:`~karlov.CardError` when the card has errors."""
        for source in self._all():
            if isinstance(source, Mapping):
                key = self._lower_names(source).get(name.lower())
                if key is not None:
                    return source[key]
                continue
            getter = getattr(source, "definition", None) or source
            try:
                return getter(name)
            except KeyError:
                continue
        raise LookupError(f"no card named '{name}' in the card library{self._hint(name)}")

    def _hint(self, name: str) -> str:
        lowered = {n.lower(): n for n in self.known_names()}
        match = difflib.get_close_matches(name.lower(), list(lowered), n=1, cutoff=0.6)
        return f"; did you mean '{lowered[match[0]]}'?" if match else ""


#: The most ``.card`` files one scenario or ``--cards`` may read (a folder such as ``/`` would
#: otherwise be searched whole).
MAX_CARD_FILES = 1_000


def load_card_files(paths: Iterable[str | Path]) -> Any:
    """A card library of the author's ``.card`` files and folders, naming the bundled cards
    as well. A path that does not exist or a file that cannot be read is a ``ValueError``
    whose message shows the problems; a card with an error is kept only as its diagnostics
    (using it is the error)."""
    from karlov.compiler.library import CardLibrary, bundled_library

    paths = [Path(p) for p in paths]
    missing = [str(p) for p in paths if not p.exists()]
    if missing:
        raise ValueError(f"no such card file or folder: {', '.join(missing)}")
    files: list[Path] = []
    for path in paths:
        found = (
            itertools.islice(path.rglob("*.card"), MAX_CARD_FILES + 1) if path.is_dir() else [path]
        )
        files += sorted(found)
        if len(files) > MAX_CARD_FILES:
            raise ValueError(
                f"more than {MAX_CARD_FILES:,} card files under {path}; name the files or a "
                "smaller folder"
            )
    library = CardLibrary.from_paths(files, fallback=bundled_library)
    problems = library.file_errors()
    if problems:
        raise ValueError("\n".join(d.render() for d in problems))
    return library
