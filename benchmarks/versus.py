"""This checkout against another, back to back: parse, compile and parse + compile of the 15
Cases, in CPU time; prints figures, asserts nothing.

Run: ``python benchmarks/versus.py OTHER_CHECKOUT [--rounds N]`` (the other checkout needs
``lark`` importable by the same Python; 3 rounds by default).

On a shared machine one run of either is not worth much: each round measures this checkout
then the other, each in a fresh process, and each figure is the minimum over many short runs
per file (``time.process_time``), the run least disturbed by other work. A figure is µs per
card; cards/s is printed for parse + compile (the figure ``benchmarks/ir.py`` prints).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Run in a child process with the checkout's directory first on sys.path: both checkouts
# name their package ``karlov``, so they cannot share one interpreter.
_MEASURE = """
import sys, time
sys.path.insert(0, sys.argv[1])
import karlov
from karlov.compiler import compile_card
from karlov.compiler.library import BUNDLED, CardLibrary

texts = [p.read_text(encoding="utf-8") for p in sorted((BUNDLED / "cases").glob("*.card"))]
parsed = {text: karlov.parse(text) for text in texts}
library = CardLibrary([card for cards in parsed.values() for card in cards])
RUNS = 40


def least(run, argument):
    best = float("inf")
    for _ in range(RUNS):
        start = time.process_time()
        run(argument)
        best = min(best, time.process_time() - start)
    return best


def compile_parsed(text):
    for card in parsed[text]:
        compile_card(card, library)


def parse_and_compile(text):
    for card in karlov.parse(text):
        compile_card(card, library)


per_card = 1e6 / len(texts)
figures = [
    sum(least(run, text) for text in texts) * per_card
    for run in (karlov.parse, compile_parsed, parse_and_compile)
]
print(" ".join(f"{figure:.1f}" for figure in figures))
"""


def measure(checkout: Path) -> tuple[float, float, float]:
    """µs per card: parse, compile alone, parse + compile."""
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, str(checkout)],
        capture_output=True,
        text=True,
        check=True,
    )
    parse, compile_alone, both = (float(word) for word in done.stdout.split())
    return parse, compile_alone, both


def main(argv: list[str]) -> int:
    if not argv or argv[0].startswith("-"):
        print("usage: python benchmarks/versus.py OTHER_CHECKOUT [--rounds N]", file=sys.stderr)
        return 2
    other = Path(argv[0]).resolve()
    rounds = int(argv[argv.index("--rounds") + 1]) if "--rounds" in argv else 3
    for round_number in range(1, rounds + 1):
        for label, checkout in (("this", ROOT), ("other", other)):
            parse, compile_alone, both = measure(checkout)
            print(
                f"round {round_number} {label:5}: parse {parse:6.1f}  compile {compile_alone:6.1f}"
                f"  parse + compile {both:6.1f} µs/card ({1e6 / both:,.0f} cards/s)  {checkout}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
