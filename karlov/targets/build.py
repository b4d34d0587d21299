"""``karlov.build(cards, target)``: every card's IR through one target's generator.

Deterministic: cards are generated in name order and every file's text depends only on the
IR, so the same cards give the same bytes. Nothing is dropped: each gap a generator records is
in :attr:`BuildResult.gaps`; a card with a gap is in :attr:`BuildResult.partial` and its files
are kept only when the caller allows partial output.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from karlov.ir import Card

from .forge import ForgeGenerator
from .generator import CardOutput, Gap, Generator
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
    outputs: list[CardOutput] = []
    gaps: list[Gap] = []
    for card in ordered:
        output = generator.generate(card)
        gaps += output.gaps
        if output.complete or allow_partial:
            outputs.append(output)
    files: dict[str, str] = {}
    for output in outputs:
        for path, text in output.files.items():
            if path in files:
                raise ValueError(f"two cards write the file {path}")
            files[path] = text
    files.update(generator.finish(outputs))
    partial = tuple(sorted({g.card for g in gaps}))
    return BuildResult(dict(sorted(files.items())), tuple(gaps), partial)
