"""This checkout against another, back to back: parse, compile and parse + compile of the 15
Cases, in CPU time; prints figures, asserts nothing.

Run: ``python benchmarks/versus.py OTHER_CHECKOUT [--rounds N] [--instructions]`` (the other
checkout needs ``lark`` importable by the same Python; 3 rounds by default).

On a shared machine one run of either is not worth much: each round measures this checkout
then the other, each in a fresh process, and each figure is the minimum over many short runs
per file (``time.process_time``), the run least disturbed by other work. A figure is µs per
card; cards/s is printed for parse + compile (the figure ``benchmarks/ir.py`` prints).

``--instructions`` counts instead (one round; needs ``valgrind``, a minute or two per
checkout): the machine instructions per card each part executes, under ``valgrind
--tool=callgrind``, collected only inside the measured calls (after two warm-up runs). The
count does not depend on what else the machine runs, so one run is enough to see a change of
1%; it does not see cache misses or branch mispredictions, so CPU time remains the measure.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
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
# The Cases and the one card a Case names (Case of the Lost Witness conjures Fblthp), compiled
# once here, beforehand, as benchmarks/compile.py does. Not the whole bundled library: its
# size differs between checkouts, and every object it keeps alive is scanned again by each
# garbage collection during the measured runs.
fblthp = karlov.parse((BUNDLED / "support" / "fblthp_the_lost.card").read_text(encoding="utf-8"))
library = CardLibrary([card for cards in parsed.values() for card in cards] + fblthp)
library.definition("Fblthp, the Lost")
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
if len(sys.argv) > 2 and sys.argv[2] == "instructions":
    # Under callgrind, which collects only inside functools.reduce (--toggle-collect; karlov
    # never calls it, so nothing inside turns collection off) and writes one count per call
    # (--dump-after): each part runs twice first, then INSTRUCTION_RUNS times.
    import functools

    for run in (karlov.parse, compile_parsed, parse_and_compile):
        for _ in range(2):
            for text in texts:
                run(text)
        functools.reduce(lambda _, __: [run(text) for text in texts], range(INSTRUCTION_RUNS), 0)
    print(len(texts))
else:
    figures = [
        sum(least(run, text) for text in texts) * per_card
        for run in (karlov.parse, compile_parsed, parse_and_compile)
    ]
    print(" ".join(f"{figure:.1f}" for figure in figures))
"""

INSTRUCTION_RUNS = 2


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


def count_instructions(checkout: Path) -> tuple[int, int, int]:
    """Instructions per card: parse, compile alone, parse + compile (see ``--instructions``)."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        script = _MEASURE.replace("INSTRUCTION_RUNS", str(INSTRUCTION_RUNS))
        done = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--collect-atstart=no",
                "--toggle-collect=functools_reduce",
                "--dump-after=functools_reduce",
                f"--callgrind-out-file={out}",
                sys.executable,
                "-c",
                script,
                str(checkout),
                "instructions",
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        counts = []
        for dump in sorted(Path(folder).glob("callgrind.out*"), key=_dump_number):
            found = re.search(r"^(?:summary|totals): (\d+)", dump.read_text(), re.MULTILINE)
            if found is not None and int(found.group(1)) > 0:
                counts.append(int(found.group(1)))
    if len(counts) != 3:
        raise RuntimeError(f"expected 3 callgrind counts, found {len(counts)}")
    cards = int(done.stdout.split()[-1])
    parse, compile_alone, both = (count // (INSTRUCTION_RUNS * cards) for count in counts)
    return parse, compile_alone, both


def _dump_number(path: Path) -> int:
    suffix = path.name.rsplit(".", 1)[-1]
    return int(suffix) if suffix.isdigit() else 0


def compare_instructions(other: Path) -> int:
    if shutil.which("valgrind") is None:
        print("--instructions needs valgrind on the PATH", file=sys.stderr)
        return 2
    figures = {}
    for label, checkout in (("this", ROOT), ("other", other)):
        figures[label] = count_instructions(checkout)
        parse, compile_alone, both = figures[label]
        print(
            f"{label:5}: parse {parse / 1e6:6.3f}  compile {compile_alone / 1e6:6.3f}"
            f"  parse + compile {both / 1e6:6.3f} M instructions/card  {checkout}"
        )
    ratios = [o / t for t, o in zip(figures["this"], figures["other"], strict=True)]
    print(
        "this checkout's throughput relative to the other's, by instructions: parse "
        f"{ratios[0]:.0%}  compile {ratios[1]:.0%}  parse + compile {ratios[2]:.0%}"
    )
    return 0


def main(argv: list[str]) -> int:
    if not argv or argv[0].startswith("-"):
        print(
            "usage: python benchmarks/versus.py OTHER_CHECKOUT [--rounds N] [--instructions]",
            file=sys.stderr,
        )
        return 2
    other = Path(argv[0]).resolve()
    if "--instructions" in argv:
        return compare_instructions(other)
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
