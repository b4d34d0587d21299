"""The cards of the differential test at breadth: a fixed-seed draw from the pool (issue 22).

The pool's records are shuffled with :data:`SEED` and read in that order; a card is kept when
both sides can run it -- it parses and compiles with no error (so karlov plays it, no C001),
phase's generator writes its face in full (no T001/T002/T003 gap), and :mod:`.situations`
finds at least one situation for it -- until :data:`WANTED` are kept. The same cards on every
run: the shuffle is seeded, the pool file is fixed, and nothing else is random. The draw is
recorded in :data:`RECORDED` (``python -m tests.targets.breadth_cards --write``); the test
plays the recorded cards, each of which must still qualify.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any

import karlov.ir as ir
from karlov import compile_card, parse
from karlov.compiler.library import CardLibrary
from karlov.frontend.syntax import parse_file
from karlov.importers import card_text
from karlov.runtime import CardDefinition
from karlov.targets.phase import PhaseGenerator

from .pool_ir import pool_records
from .situations import MURDER_TEXT, Situation, situations

SEED = 22
WANTED = 300
#: after the random draw, the next cards in the same order that have situations the random
#: draw may hold too few of: each opponent (a game of three, CR 102.2), an end step, dies or
#: attacks trigger
EXTRAS: dict[str, Callable[[list[Situation]], bool]] = {
    "each opponent": lambda kept: any(s.opponents > 1 for s in kept),
    "end step": lambda kept: any(s.kind == "end step" for s in kept),
    "dies": lambda kept: any(s.kind == "dies" for s in kept),
    "attacks": lambda kept: any(s.kind == "attacks" for s in kept),
}
EXTRA_COUNT = 10
#: the draw, recorded: drawing again passes over some 1 800 records (20 s), which the test
#: need not do on every run; ``--check`` tells whether it is still the seeded draw
RECORDED = Path(__file__).with_name("breadth_draw.txt")
BUNDLED = Path(__file__).resolve().parents[2] / "karlov" / "cards" / "support"
SUPPORT = ("plains", "island", "swamp", "mountain", "forest", "grizzly_bears")


@dataclass
class Draw:
    """The cards drawn (each with its pool index), their situations, and how many records
    were passed over and why."""

    indexes: list[int] = field(default_factory=list)
    cards: list[ir.Card] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    faces: dict[str, dict[str, Any]] = field(default_factory=dict)
    situations: list[Situation] = field(default_factory=list)
    situations_of: list[list[Situation]] = field(default_factory=list)  # card by card
    passed_over: Counter[str] = field(default_factory=Counter)
    left_out: Counter[str] = field(default_factory=Counter)

    def why_not(
        self, index: int, text: str, wanted: Callable[[list[Situation]], bool] | None = None
    ) -> str | None:
        """Keep the pool record ``index`` (its card ``text``) if both sides run it (and its
        situations are ``wanted``); else the reason it was passed over."""
        card_file, diagnostics = parse_file(text, f"pool/{index}.card")
        if any(d.is_error for d in diagnostics) or len(card_file.cards) != 1:
            return "does not parse (or is not one card)"
        compiled = compile_card(card_file.cards[0])
        if compiled.ir is None or any(d.is_error for d in compiled.diagnostics):
            return "karlov refuses it (an error, C001 among them)"
        card = compiled.ir
        if card.name.lower() in self.faces:
            return "a card of the same name was drawn"
        face = phase_face(card)
        if face is None:
            return "phase's face has a gap"
        kept, left_out = situations(card)
        if not kept:
            return "no situation from the board"
        if wanted is not None and not wanted(kept):
            return "not one of the extra cards sought"
        self.left_out.update(reason.split(":")[0] for reason in left_out)
        self.indexes.append(index)
        self.cards.append(card)
        self.texts.append(text)
        self.faces[card.name.lower()] = face
        self.situations += kept
        self.situations_of.append(kept)
        return None


def phase_face(card: ir.Card) -> dict[str, Any] | None:
    output = PhaseGenerator().generate(card)
    return None if output.gaps else output.payload


def support_faces() -> dict[str, dict[str, Any]]:
    faces = {}
    texts = [(BUNDLED / f"{stem}.card").read_text(encoding="utf-8") for stem in SUPPORT]
    for text in [*texts, MURDER_TEXT]:
        for card in parse(text, "<support>"):
            face = phase_face(compile_card(card).ir)
            assert face is not None, card.name
            faces[face["name"].lower()] = face
    return faces


def _any_of(names: list[str], kept: list[Situation]) -> bool:
    return any(EXTRAS[name](kept) for name in names)


def draw(wanted: int = WANTED, seed: int = SEED, *, extras: bool = True) -> Draw:
    """The first ``wanted`` cards both sides run, in the seeded order of the pool, then (with
    ``extras``) the :data:`EXTRAS` (about a minute: most records are passed over)."""
    records = list(enumerate(pool_records()))
    random.Random(seed).shuffle(records)
    found = Draw()
    order = iter(records)
    for index, record in order:
        if len(found.cards) >= wanted:
            break
        reason = found.why_not(index, card_text(record))
        if reason is not None:
            found.passed_over[reason] += 1
    # then, read on in the same order for the cards the random draw may hold too few of
    sought = dict.fromkeys(EXTRAS if extras else (), 0)
    for index, record in order:
        missing = [name for name, count in sought.items() if count < EXTRA_COUNT]
        if not missing:
            break
        if found.why_not(index, card_text(record), partial(_any_of, missing)) is None:
            for name in missing:
                sought[name] += EXTRAS[name](found.situations_of[-1])
    return found


def recorded_indexes() -> list[int]:
    """The pool indexes :data:`RECORDED` lists: the draw, written by ``--write``."""
    lines = RECORDED.read_text(encoding="utf-8").splitlines()
    return [int(line.split("\t")[0]) for line in lines if line and not line.startswith("#")]


@cache
def recorded_draw() -> tuple[Draw, list[str]]:
    """The recorded draw's cards, compiled again now, and each one that both sides no
    longer run, with the reason."""
    records = pool_records()
    found = Draw()
    dropped = []
    for index in recorded_indexes():
        reason = found.why_not(index, card_text(records[index]))
        if reason is not None:
            dropped.append(f"pool/{index}.card ({records[index].name}): {reason}")
    return found, dropped


def _recorded_text(found: Draw) -> str:
    head = (f"# The differential at breadth's cards (issue 22): the first {len(found.cards)} "
            f"pool records both sides run, shuffled with seed {SEED}.\n"
            "# Written by: python -m tests.targets.breadth_cards --write\n")  # fmt: skip
    rows = [f"{i}\t{c.name}\n" for i, c in zip(found.indexes, found.cards, strict=True)]
    return head + "".join(rows)


def card_data(faces: dict[str, dict[str, Any]]) -> str:
    """phase card data: ``faces`` with the board's support cards."""
    return json.dumps({**support_faces(), **faces})


def karlov_cards(texts: list[str]) -> dict[str, CardDefinition]:
    """karlov's definitions of the drawn cards and the test's removal spell (a mapping: a
    name it lacks falls through to the bundled cards at once)."""
    library = CardLibrary.from_texts([*texts, MURDER_TEXT])
    return {name: library.definition(name) for name in library.names()}


def main(argv: list[str]) -> int:
    """``--write`` records the seeded draw; ``--check`` fails if the record is not it."""
    found = draw()
    text = _recorded_text(found)
    if "--write" in argv:
        RECORDED.write_text(text, encoding="utf-8")
        print(f"wrote {len(found.cards)} cards to {RECORDED}")
        return 0
    if RECORDED.read_text(encoding="utf-8") != text:
        print(f"{RECORDED} is not the seeded draw: run with --write")
        return 1
    print(f"{RECORDED}: the seeded draw ({len(found.cards)} cards)")
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
