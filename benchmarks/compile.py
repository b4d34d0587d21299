"""Compiler throughput: prints cards/s for compiling the 15 Cases to IR (AST → IR, with the
accounting of every AST node), and for that and building the runtime definition from the IR
(what a game asks for the first time it needs the card: ``CompiledCard.definition``).

Run: ``python benchmarks/compile.py``. Figures only; nothing here asserts a time. The figure
is the best of several runs in CPU time (``time.process_time``), so other load on the machine
shows less as noise.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import karlov  # noqa: E402
from karlov.compiler import compile_card  # noqa: E402
from karlov.compiler.library import CardLibrary  # noqa: E402

CASES = sorted((ROOT / "karlov" / "cards" / "cases").glob("*.card"))


def main() -> None:
    cards = [card for path in CASES for card in karlov.parse(path.read_text(), str(path))]
    if not cards:
        raise SystemExit(f"no Case card files found under {ROOT / 'karlov' / 'cards' / 'cases'}")
    library = CardLibrary.for_cards(cards)
    library.definition("Fblthp, the Lost")  # conjured by a Case: compiled once, beforehand
    rounds = 20
    for label, build in (("AST → IR", False), ("AST → IR → definition", True)):
        best = float("inf")
        for _ in range(7):
            start = time.process_time()
            for _ in range(rounds):
                for card in cards:
                    compiled = compile_card(card, library)
                    if build:
                        compiled.require()
            best = min(best, time.process_time() - start)
        print(f"compile ({label}): {rounds * len(cards) / best:,.0f} cards/s (CPU time)")


if __name__ == "__main__":
    main()
