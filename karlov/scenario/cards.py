"""Where a scenario's card names come from.

A scenario names cards; a *card source* turns a name into a
:class:`~karlov.runtime.CardDefinition`. It is a mapping of name to definition, a callable
``name -> definition`` (raising ``KeyError`` for an unknown name), or an object with a
``definition(name)`` method such as the compiler's ``CardLibrary``. The default is the bundled
library: every card under ``karlov/cards/``, compiled. Those files are package data, found
with :mod:`importlib.resources` (``karlov.compiler.library.BUNDLED``), so the library is the
same from a checkout, an editable install, a wheel or an sdist.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from typing import Any

from karlov.runtime import CardDefinition

__all__ = ["CardLookup", "CardSource", "default_cards"]

CardSource = Mapping[str, CardDefinition] | Callable[[str], CardDefinition] | Any


def default_cards() -> Any:
    """The bundled library of compiled cards (``karlov/cards/``)."""
    from karlov.compiler.library import bundled_library

    return bundled_library()


class CardLookup:
    """Looks names up in a card source, case-insensitively, with a did-you-mean."""

    def __init__(self, source: CardSource | None = None) -> None:
        self.source = source
        self._by_lower: dict[str, str] | None = None

    def _lower_names(self, source: Mapping[str, CardDefinition]) -> dict[str, str]:
        if self._by_lower is None:
            self._by_lower = {name.lower(): name for name in source}
        return self._by_lower

    def known_names(self) -> list[str]:
        source = self._resolved()
        if isinstance(source, Mapping):
            return list(self._lower_names(source).values())
        names = getattr(source, "names", None)
        if callable(names):
            names = names()
        return list(names) if names is not None else []

    def _resolved(self) -> Any:
        return default_cards() if self.source is None else self.source

    def __call__(self, name: str) -> CardDefinition:
        """The definition of ``name``; ``LookupError`` with a did-you-mean when unknown."""
        source = self._resolved()
        if isinstance(source, Mapping):
            key = self._lower_names(source).get(name.lower())
            if key is not None:
                return source[key]
            raise LookupError(f"unknown card '{name}'{self._hint(name)}")
        getter = getattr(source, "definition", None) or source
        try:
            return getter(name)
        except KeyError as exc:
            message = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
            if "did you mean" not in message:
                message = f"unknown card '{name}'{self._hint(name)}"
            raise LookupError(message) from None

    def _hint(self, name: str) -> str:
        names = self.known_names()
        lowered = {n.lower(): n for n in names}
        match = difflib.get_close_matches(name.lower(), list(lowered), n=1, cutoff=0.6)
        return f" (did you mean '{lowered[match[0]]}'?)" if match else ""
