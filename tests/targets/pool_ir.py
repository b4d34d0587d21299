"""The IR of pool cards for the generator tests (test support, issue 22).

The pool is the tests' compressed copy of real cards (``tests/data/pool/cards.json.xz``, read as
``tests/syntax/test_pool.py`` reads it). :func:`sample_ir` compiles a seeded sample of it --
the same cards on every run -- and keeps the cards that play (no error: the compiler lowered
every ability), which are the cards ``karlov build`` is given.
"""

from __future__ import annotations

import json
import lzma
import random
from functools import cache
from pathlib import Path

import karlov.ir as ir
from karlov import compile_card
from karlov.frontend.syntax import parse_file
from karlov.importers import CardRecord, card_text, read_mtgjson

POOL = Path(__file__).resolve().parents[1] / "data" / "pool" / "cards.json.xz"


@cache
def pool_records() -> tuple[CardRecord, ...]:
    document = json.loads(lzma.decompress(POOL.read_bytes()))
    return tuple(card for _, card, _ in read_mtgjson(document) if card is not None)


def playable_ir(records: list[tuple[int, CardRecord]]) -> list[ir.Card]:
    """The IR of each record that parses and compiles with no error (its index names its
    file, ``pool/<index>.card``, as in the pool tests)."""
    found = []
    for index, record in records:
        card_file, diagnostics = parse_file(card_text(record), f"pool/{index}.card")
        if any(d.is_error for d in diagnostics):
            continue
        for card in card_file.cards:
            compiled = compile_card(card)
            if compiled.ir is not None and not any(d.is_error for d in compiled.diagnostics):
                found.append(compiled.ir)
    return found


@cache
def sample_ir(size: int, seed: int) -> tuple[ir.Card, ...]:
    """The playable cards among ``size`` pool records drawn with ``seed``."""
    records = list(enumerate(pool_records()))
    chosen = sorted(random.Random(seed).sample(records, size), key=lambda pair: pair[0])
    return tuple(playable_ir(chosen))
