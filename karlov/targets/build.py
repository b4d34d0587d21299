"""``karlov.build(cards, target)``: every card's IR through one target's generator.

Deterministic: cards are generated in name order and every file's text depends only on the
IR, so the same cards give the same bytes; each card's files get a distinct, valid stem
(:func:`karlov.outputs.unique_stems`). A generator that raises on one card (a bug in karlov)
costs that card only: it is a ``T900`` gap and the card gets no file, even with
``allow_partial`` (``KARLOV_TRACEBACK=1`` lets it raise, as X001 does). Nothing is dropped:
each gap a generator records is in :attr:`BuildResult.gaps`; a card with a gap is in
:attr:`BuildResult.partial` and its files are kept only when the caller allows partial
output.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass

from karlov.frontend.diagnostics import TRACEBACK_ENV
from karlov.ir import Card
from karlov.outputs import unique_stems

from .forge import ForgeGenerator
from .forge_format import forge_stem
from .generator import CardOutput, Gap, Generator, internal_gap
from .json_target import JsonGenerator
from .phase import PhaseGenerator

__all__ = ["TARGETS", "BuildResult", "build"]

#: target name -> generator class; a new target is one entry here and one Generator subclass.
TARGETS: dict[str, type[Generator]] = {
    "json": JsonGenerator,
    "forge": ForgeGenerator,
    "phase": PhaseGenerator,
}


@dataclass(frozen=True, slots=True)
class BuildResult:
    """Files (relative path -> text, in path order), every gap, and the cards not in full."""

    files: dict[str, str]
    gaps: tuple[Gap, ...]
    partial: tuple[str, ...]

    @property
    def complete(self) -> bool:
        return not self.gaps


def build(cards: Iterable[Card], target: str, *, allow_partial: bool = False) -> BuildResult:
    """Generate ``target``'s files for ``cards`` (IR :class:`~karlov.ir.Card` values).

    Without ``allow_partial`` a card with a gap contributes no file; with it, what could be
    written is kept. Either way every gap is returned. Raises :class:`ValueError` for an unknown
    target or two cards with the same name.
    """
    if target not in TARGETS:
        raise ValueError(f"unknown target '{target}' (targets: {', '.join(sorted(TARGETS))})")
    ordered = sorted(cards, key=lambda c: c.name)
    names = [c.name for c in ordered]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise ValueError(f"two cards named {', '.join(map(repr, twice))}")
    generator = TARGETS[target]()
    stems = unique_stems(names, forge_stem, generator.reserved_stems)
    outputs: list[CardOutput] = []
    gaps: list[Gap] = []
    keys: dict[str, str] = {}  # a target's key of a card in a file of all cards -> its card
    for card in ordered:
        try:
            output = generator.generate(card, stems[card.name])
        except Exception as exc:  # a bug in a generator: this card's output cannot be trusted
            if os.environ.get(TRACEBACK_ENV) == "1":  # for whoever debugs it
                raise
            gaps.append(internal_gap(card, exc))
            continue
        key = generator.shared_key(card.name)
        if key is not None and key in keys:
            gaps.append(Gap("T003", card.name, generator.shared_key_clash(keys[key]), card.span))
            continue
        if key is not None:
            keys[key] = card.name
        gaps += output.gaps
        if output.complete:
            outputs.append(output)
        elif allow_partial:  # said at the top of each of its files
            outputs.append(generator.mark_partial(output))
    files: dict[str, str] = {}
    for output in outputs:
        for path, text in output.files.items():
            if path in files:
                raise ValueError(f"two cards write the file {path}")
            files[path] = text
    files.update(generator.finish(outputs))
    partial = tuple(sorted({g.card for g in gaps}))
    return BuildResult(dict(sorted(files.items())), tuple(gaps), partial)
