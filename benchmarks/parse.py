"""Front-end throughput: prints cards/s for parse and parse+check, and `karlov check` wall time.

Run: ``python benchmarks/parse.py``. Figures only; nothing here asserts a time.
- parse: line parsing and AST building, without the checks (``karlov.syntax.parse_card``);
- parse+check: ``karlov.check`` (what ``karlov check`` runs per file);
- the same over files of 1,000 / 5,000 / 10,000 cards made by repeating the 15 Cases, to show
  that the time grows linearly with the file;
- the wall time of one ``karlov check`` process on one card (start-up included, grammar cache
  warm, as a user sees it after the first run).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import karlov  # noqa: E402
from karlov.syntax import parse_card, split_file  # noqa: E402

CASES = sorted((ROOT / "cards" / "cases").glob("*.card"))


def _best(seconds: list[float]) -> float:
    return min(seconds)


def parse_only(text: str) -> int:
    count = 0
    for item in split_file(text):
        if isinstance(item, list):
            card, _, _ = parse_card(item, "bench.card")
            count += card is not None
    return count


def measure(label: str, text: str, cards: int, repeat: int = 3) -> None:
    parse_times, check_times = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        parse_only(text)
        parse_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        karlov.check(text, "bench.card")
        check_times.append(time.perf_counter() - start)
    parse_rate = cards / _best(parse_times)
    check_rate = cards / _best(check_times)
    print(
        f"{label:<28} {cards:>6} cards  parse {parse_rate:>8,.0f} cards/s"
        f"  ({_best(parse_times):.3f} s)   parse+check {check_rate:>8,.0f} cards/s"
        f"  ({_best(check_times):.3f} s)"
    )


def main() -> None:
    texts = [path.read_text(encoding="utf-8") for path in CASES]
    karlov.check(texts[0], "warmup.card")  # build or load the grammar once
    one_file = "\n".join(texts)
    measure("15 Cases", one_file, len(texts), repeat=20)
    for copies in (1_000, 5_000, 10_000):
        repeated = "\n".join(texts[i % len(texts)] for i in range(copies))
        measure(f"file of {copies:,} cards", repeated, copies, repeat=1)
    card = CASES[0]
    subprocess.run([sys.executable, "-m", "karlov", "check", str(card)], capture_output=True)
    walls = []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "karlov", "check", str(card)], capture_output=True, check=True
        )
        walls.append(time.perf_counter() - start)
    print(f"karlov check on one card     wall {min(walls):.3f} s (best of 5, warm grammar cache)")


if __name__ == "__main__":
    main()
