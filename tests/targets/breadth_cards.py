"""The cards of the differential test at breadth: a fixed-seed draw from the pool (issue 22).

The pool's records are shuffled with :data:`SEED` and read in that order; a card is kept when
both sides can run it -- it parses and compiles with no error (so karlov plays it, no C001),
phase's generator writes its face in full (no T001/T002/T003 gap), and :mod:`.situations`
finds at least one situation for it -- until :data:`WANTED` are kept. The same cards on every
run: the shuffle is seeded, the pool file is fixed, and nothing else is random.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
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
BUNDLED = Path(__file__).resolve().parents[2] / "karlov" / "cards" / "support"
SUPPORT = ("plains", "island", "swamp", "mountain", "forest", "grizzly_bears")


@dataclass
class Draw:
    """The cards drawn, their situations, and how many records were passed over and why."""

    cards: list[ir.Card] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    faces: dict[str, dict[str, Any]] = field(default_factory=dict)
    situations: list[Situation] = field(default_factory=list)
    passed_over: Counter[str] = field(default_factory=Counter)
    left_out: Counter[str] = field(default_factory=Counter)


def _face(card: ir.Card) -> dict[str, Any] | None:
    output = PhaseGenerator().generate(card)
    return None if output.gaps else output.payload


def _support_faces() -> dict[str, dict[str, Any]]:
    faces = {}
    texts = [(BUNDLED / f"{stem}.card").read_text(encoding="utf-8") for stem in SUPPORT]
    for text in [*texts, MURDER_TEXT]:
        for card in parse(text, "<support>"):
            face = _face(compile_card(card).ir)
            assert face is not None, card.name
            faces[face["name"].lower()] = face
    return faces


@cache
def draw(wanted: int = WANTED, seed: int = SEED) -> Draw:
    """The first ``wanted`` cards both sides run, in the seeded order of the pool."""
    records = list(enumerate(pool_records()))
    random.Random(seed).shuffle(records)
    found = Draw()
    names: set[str] = set()
    for index, record in records:
        if len(found.cards) >= wanted:
            break
        text = card_text(record)
        card_file, diagnostics = parse_file(text, f"pool/{index}.card")
        if any(d.is_error for d in diagnostics) or len(card_file.cards) != 1:
            found.passed_over["does not parse (or is not one card)"] += 1
            continue
        compiled = compile_card(card_file.cards[0])
        if compiled.ir is None or any(d.is_error for d in compiled.diagnostics):
            found.passed_over["karlov refuses it (an error, C001 among them)"] += 1
            continue
        card = compiled.ir
        if card.name in names:
            continue
        face = _face(card)
        if face is None:
            found.passed_over["phase's face has a gap"] += 1
            continue
        kept, left_out = situations(card)
        found.left_out.update(reason.split(":")[0] + ":" + reason.split(":")[1]
                              for reason in left_out)  # fmt: skip
        if not kept:
            found.passed_over["no situation from the board"] += 1
            continue
        names.add(card.name)
        found.cards.append(card)
        found.texts.append(text)
        found.faces[card.name.lower()] = face
        found.situations += kept
    return found


def card_data(faces: dict[str, dict[str, Any]]) -> str:
    """phase card data: ``faces`` with the board's support cards."""
    return json.dumps({**_support_faces(), **faces})


def karlov_cards(texts: list[str]) -> dict[str, CardDefinition]:
    """karlov's definitions of the drawn cards and the test's removal spell (a mapping: a
    name it lacks falls through to the bundled cards at once)."""
    library = CardLibrary.from_texts([*texts, MURDER_TEXT])
    return {name: library.definition(name) for name in library.names()}
