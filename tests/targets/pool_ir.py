"""The IR of pool cards for the generator tests (test support, issue 22).

The pool is the tests' compressed copy of real cards (``tests/data/pool/cards.json.xz``, read as
``tests/syntax/test_pool.py`` reads it). :func:`every_playable_ir` compiles it and keeps the
cards that play (no error: the compiler lowered every ability), which are the cards ``karlov
build`` is given, from the parse the pool tests share (:mod:`.pool_data`);
:func:`playable_ir` does the same for chosen records.
"""

from __future__ import annotations

from functools import cache

import karlov.ir as ir
from karlov import compile_card
from karlov.frontend.nodes import Card
from karlov.frontend.syntax import parse_file
from karlov.importers import CardRecord, card_text

from .pool_data import parsed_pool, pool_records

__all__ = ["every_playable_ir", "playable_ir", "pool_records"]


def _compiled(cards: list[Card]) -> list[ir.Card]:
    """The IR of each card the compiler lowers with no error."""
    found = []
    for card in cards:
        compiled = compile_card(card)
        if compiled.ir is not None and not any(d.is_error for d in compiled.diagnostics):
            found.append(compiled.ir)
    return found


def playable_ir(records: list[tuple[int, CardRecord]]) -> list[ir.Card]:
    """The IR of each record that parses and compiles with no error (its index names its
    file, ``pool/<index>.card``, as in the pool tests)."""
    found = []
    for index, record in records:
        card_file, diagnostics = parse_file(card_text(record), f"pool/{index}.card")
        if not any(d.is_error for d in diagnostics):
            found += _compiled(card_file.cards)
    return found


@cache
def every_playable_ir() -> tuple[ir.Card, ...]:
    """The IR of every pool card that plays: all that ``karlov build`` is given of the pool."""
    parsed = [c for _, f, diagnostics in parsed_pool() if not any(d.is_error for d in diagnostics)
              for c in f.cards]  # fmt: skip
    return tuple(_compiled(parsed))
