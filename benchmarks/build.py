"""Build throughput per target: cards generated per second (``python benchmarks/build.py``).

Input: the compiler's IR of every bundled card (what a target cannot express is a gap,
generated as far as it goes with ``allow_partial``), repeated to a batch of about 2,000 cards
with distinct names. Prints one line per target: cards, seconds (best of 5), cards/s.
"""

from __future__ import annotations

import dataclasses
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from karlov import compile_card, parse  # noqa: E402
from karlov.targets.build import TARGETS, build  # noqa: E402


def cards() -> list:
    base = []
    for path in sorted((ROOT / "karlov" / "cards").rglob("*.card")):
        for card in parse(path.read_text(encoding="utf-8"), str(path)):
            compiled = compile_card(card)
            if compiled.ir is not None:
                base.append(compiled.ir)
    copies = max(1, 2000 // len(base))
    return [dataclasses.replace(c, name=f"{c.name} {i}") for i in range(copies) for c in base]


def main() -> None:
    batch = cards()
    for target in TARGETS:
        best = float("inf")
        for _ in range(5):
            start = time.perf_counter()
            build(batch, target, allow_partial=True)
            best = min(best, time.perf_counter() - start)
        print(f"{target:6} {len(batch):5} cards  {best:7.3f} s  {len(batch) / best:9.0f} cards/s")


if __name__ == "__main__":
    main()
