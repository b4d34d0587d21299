"""Compiler throughput: prints cards/s for compiling the 15 Cases (AST → IR → runtime
definition, with the accounting of every AST node).

Run: ``python benchmarks/compile.py``. Figures only; nothing here asserts a time. The figure
is the best of several runs (wall clock), so other load on the machine shows as noise.
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

CASES = sorted((ROOT / "cards" / "cases").glob("*.card"))


def main() -> None:
    cards = [card for path in CASES for card in karlov.parse(path.read_text(), str(path))]
    library = CardLibrary.for_cards(cards)
    library.definition("Fblthp, the Lost")  # conjured by a Case: compiled once, beforehand
    rounds = 20
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(rounds):
            for card in cards:
                compile_card(card, library)
        best = min(best, time.perf_counter() - start)
    print(f"compile (AST → IR → definition): {rounds * len(cards) / best:,.0f} cards/s")


if __name__ == "__main__":
    main()
