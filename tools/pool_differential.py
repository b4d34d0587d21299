"""Every pool card's diagnostics and IR as JSON lines, to compare two versions of karlov
(a speed change must change neither): ``python tools/pool_differential.py OUT.jsonl
[--limit N]``, then ``cmp`` (or ``diff``) the files of the two versions.

Each line is one card of ``tests/data/pool/cards.json.xz`` checked as
``benchmarks/pool_check.py`` checks it (``parse_file`` then the compiler through a
``CardLibrary``): every diagnostic (``Diagnostic.render()`` with its source line, and
``as_json()``), the IR of the card (``karlov.ir.json.dumps``) and of each ability, and the
canonical text of the parse (``karlov fmt``) and a digest of the tree's ``repr``. Asserts nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from pool_check import pool_texts  # noqa: E402

from karlov.compiler.library import CardLibrary, bundled_library  # noqa: E402
from karlov.frontend.diagnostics import with_source_line  # noqa: E402
from karlov.frontend.renderer import render_file  # noqa: E402
from karlov.frontend.syntax import parse_file  # noqa: E402
from karlov.ir.json import dumps  # noqa: E402


def card_record(index: int, text: str) -> dict[str, object]:
    """The diagnostics, IR and canonical text of one pool card."""
    card_file, diagnostics = parse_file(text, f"pool/{index}.card")
    library = CardLibrary.for_cards(card_file.cards)
    found = list(library.diagnostics)
    irs: list[object] = []
    for name in dict.fromkeys(card.name for card in card_file.cards):
        compiled = library.compiled(name)
        found.extend(compiled.diagnostics)
        irs.append(dumps(compiled.ir) if compiled.ir is not None else None)
        irs.append([[type(a).__name__, [dumps(x) for x in xs]] for a, xs in compiled.abilities])
    lines = text.splitlines()
    shown = [with_source_line(d, lines) for d in diagnostics + found]
    try:
        canonical = render_file(card_file)
    except Exception as exc:  # recorded, and compared like the rest
        canonical = f"render failed: {type(exc).__name__}: {exc}"
    return {
        "i": index,
        "diagnostics": [[d.render(), d.as_json()] for d in shown],
        "ir": irs,
        "fmt": canonical,
        "ast": hashlib.sha1(repr(card_file).encode()).hexdigest(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--limit", type=int, default=None)
    args = parser.parse_args()
    bundled_library()
    with args.out.open("w") as out:
        for index, text in enumerate(pool_texts()[: args.limit]):
            out.write(json.dumps(card_record(index, text), sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
