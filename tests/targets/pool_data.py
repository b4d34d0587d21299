"""The tests' copy of the card pool, read and parsed once per test run (test support).

``tests/data/pool/cards.json.xz`` holds 17,873 real cards (1993–2022, Oracle text as of 2022,
MTGJSON set-file shape). The pool tests (``tests/syntax/test_pool.py``) and the generators'
read-back over every playable card (:mod:`.pool_ir`) both need each card parsed
as ``karlov check`` parses it, as ``pool/<index>.card``; parsing the pool is most of their cost,
so it is done here once and shared.
"""

from __future__ import annotations

import json
import lzma
from functools import cache
from pathlib import Path

from karlov.frontend.diagnostics import Diagnostic
from karlov.frontend.nodes import CardFile
from karlov.frontend.syntax import parse_file
from karlov.importers import CardRecord, card_text, read_mtgjson

POOL = Path(__file__).resolve().parents[1] / "data" / "pool" / "cards.json.xz"


@cache
def pool_records() -> tuple[CardRecord, ...]:
    """Every card record of the pool, in the file's order (its index names its file)."""
    document = json.loads(lzma.decompress(POOL.read_bytes()))
    return tuple(card for _, card, _ in read_mtgjson(document) if card is not None)


@cache
def parsed_pool() -> tuple[tuple[str, CardFile, tuple[Diagnostic, ...]], ...]:
    """Each pool record's text, parsed file and diagnostics, as ``pool/<index>.card``."""
    out = []
    for index, record in enumerate(pool_records()):
        text = card_text(record)
        card_file, diagnostics = parse_file(text, f"pool/{index}.card")
        out.append((text, card_file, tuple(diagnostics)))
    return tuple(out)
