"""Front-end throughput: prints cards/s for parse and parse+check, and `karlov check` wall time.

Run: ``python benchmarks/parse.py``. Figures only; nothing here asserts a time. Every figure
is the best of several runs (wall clock), so other load on the machine shows as noise.

- cold: the first pass over the 15 Cases in a fresh process, the shipped parser tables
  loaded beforehand. This is the headline: it includes everything built lazily on first use
  (each parser state's scanner, each grammar rule's reduce callback), and karlov keeps no
  cache keyed by card text, so a file of new cards runs at this rate once warm states are
  reached, and every later figure is the same work again on the same kind of text;
- parse: line parsing and AST building, without the checks (``karlov.frontend.syntax.parse_card``);
- parse+check: ``karlov.frontend.syntax.parse_file``, the front end of ``karlov check`` (parse and
  the checks of ``karlov/frontend/checks.py``);
- check+compile: ``karlov.check``, which adds the compiler's C001 diagnostics;
- the same over files of 1,000 / 5,000 / 10,000 cards made by repeating the 15 Cases, to show
  that the time grows linearly with the file;
- the core-set corpus (832 real cards from tests/data/corpus, every card, parsed or not), the
  cards of it that parse, and the corpus repeated 2 and 4 times (linear growth);
- the wall time of one ``karlov check`` process on one card (start-up included, Python's
  bytecode cache allowed, as a user sees it after the first run), and where that time goes;
- a type line of 10,000 / 20,000 / 40,000 subtypes, to show that a line parses in linear time.

``benchmarks/startup.py`` measures the very first run on a fresh machine.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CASES = sorted((ROOT / "karlov" / "cards" / "cases").glob("*.card"))
ONE_CARD = ROOT / "karlov" / "cards" / "cases" / "case_of_the_burning_masks.card"

COLD = """
import sys, time
sys.path.insert(0, {root!r})
from pathlib import Path
from karlov.frontend import syntax
syntax.ability_builder(); syntax.frame_builder()  # the shipped parser tables
text = "\\n".join(Path(p).read_text(encoding="utf-8") for p in {paths!r})
start = time.perf_counter()
syntax.parse_file(text, "cold.card")
print(time.perf_counter() - start)
"""

BREAKDOWN = """
import sys, time
sys.path.insert(0, {root!r})
start = time.perf_counter()
import karlov.cli
imported = time.perf_counter()
from karlov.frontend import syntax
syntax.ability_builder(); syntax.frame_builder()
loaded = time.perf_counter()
from pathlib import Path
card_file, _ = syntax.parse_file(Path({card!r}).read_text(encoding="utf-8"), "one.card")
parsed = time.perf_counter()
try:
    from karlov.compiler import compile_diagnostics
except ImportError:  # a karlov without the compiler
    compile_diagnostics = len
compile_diagnostics(card_file.cards)
compiled = time.perf_counter()
print(imported - start, loaded - imported, parsed - loaded, compiled - parsed)
"""


def _best(seconds: list[float]) -> float:
    return min(seconds)


def parse_only(text: str) -> int:
    from karlov.frontend.syntax import parse_card, split_file

    count = 0
    for item in split_file(text):
        if isinstance(item, list):
            card, _, _ = parse_card(item, "bench.card")
            count += card is not None
    return count


def measure(label: str, text: str, cards: int, repeat: int = 3) -> None:
    import karlov
    from karlov.frontend.syntax import parse_file

    parse_times, check_times, compile_times = [], [], []
    for _ in range(repeat):
        start = time.perf_counter()
        parse_only(text)
        parse_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        parse_file(text, "bench.card")
        check_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        karlov.check(text, "bench.card")
        compile_times.append(time.perf_counter() - start)
    print(
        f"{label:<22} {cards:>6} cards  parse {cards / _best(parse_times):>6,.0f}/s"
        f"  parse+check {cards / _best(check_times):>6,.0f}/s"
        f"  check+compile {cards / _best(compile_times):>6,.0f}/s"
        f"  ({_best(check_times):.3f} s parse+check)"
    )


def corpus_texts() -> list[str]:
    """The core-set corpus (tests/data/corpus) as ``.card`` texts, one per unique card."""
    import json

    from karlov.importers import card_text, read_mtgjson

    texts: dict[str, str] = {}
    for path in sorted((ROOT / "tests" / "data" / "corpus").glob("*.json")):
        for name, card, _ in read_mtgjson(json.loads(path.read_text(encoding="utf-8"))):
            if card is not None:
                texts.setdefault(name, card_text(card))
    return list(texts.values())


def _parses(text: str) -> bool:
    from karlov.frontend.syntax import parse_file

    return not any(d.is_error for d in parse_file(text, "bench.card")[1])


def _environment(pycache: str) -> dict[str, str]:
    """A user's environment: bytecode cached (in a temporary folder, not in the tree)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = pycache
    return env


def main() -> None:
    import karlov

    texts = [path.read_text(encoding="utf-8") for path in CASES]
    karlov.check(texts[0], "warmup.card")
    with tempfile.TemporaryDirectory() as pycache:
        env = _environment(pycache)
        script = COLD.format(root=str(ROOT), paths=[str(p) for p in CASES])
        subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, check=True)
        colds = []
        for _ in range(5):
            out = subprocess.run(
                [sys.executable, "-c", script], env=env, capture_output=True, check=True
            )
            colds.append(float(out.stdout))
        print(
            f"{'cold, 15 unique Cases':<22} {len(texts):>6} cards  parse+check"
            f" {len(texts) / _best(colds):>6,.0f}/s  (first pass in a fresh process,"
            f" {_best(colds) * 1000:.0f} ms)"
        )
        measure("15 Cases (warm)", "\n".join(texts), len(texts), repeat=20)
        corpus = corpus_texts()
        measure("core-set corpus", "\n".join(corpus), len(corpus), repeat=3)
        parsed = [text for text in corpus if _parses(text)]
        measure("corpus, parsed cards", "\n".join(parsed), len(parsed), repeat=3)
        for copies in (2, 4):
            measure(f"corpus x{copies}", "\n".join(corpus * copies), len(corpus) * copies, 1)
        for copies in (1_000, 5_000, 10_000):
            repeated = "\n".join(texts[i % len(texts)] for i in range(copies))
            measure(f"file of {copies:,} cards", repeated, copies, repeat=2)

        command = [sys.executable, "-m", "karlov", "check", str(ONE_CARD)]
        subprocess.run(command, env=env, capture_output=True, cwd=ROOT)
        walls = []
        for _ in range(7):
            start = time.perf_counter()
            subprocess.run(command, env=env, capture_output=True, check=True, cwd=ROOT)
            walls.append(time.perf_counter() - start)
        bare = []
        for _ in range(5):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", "pass"], env=env, check=True)
            bare.append(time.perf_counter() - start)
        splits = []
        for _ in range(5):
            script = BREAKDOWN.format(root=str(ROOT), card=str(ONE_CARD))
            out = subprocess.run(
                [sys.executable, "-c", script], env=env, capture_output=True, check=True
            )
            splits.append([float(x) for x in out.stdout.split()])
        best = min(splits, key=sum)
        print(
            f"karlov check on one card   wall {_best(walls):.3f} s (best of 7, bytecode"
            f" cached)\n  of which: Python start-up {_best(bare):.3f} s, import karlov.cli"
            f" (with karlov.frontend.nodes) {best[0]:.3f} s, import karlov.frontend.syntax"
            " + load the grammar tables"
            f" {best[1]:.3f} s, first parse+check {best[2]:.3f} s, import compiler + compile"
            f" {best[3]:.3f} s"
        )

    from karlov.frontend.syntax import SourceLine, parse_frame_line

    for words in (10_000, 20_000, 40_000):
        line = SourceLine(2, "Creature — " + " ".join(["Human", "Detective"] * (words // 2)))
        times = []
        for _ in range(3):
            start = time.perf_counter()
            parse_frame_line(line, "bench.card", "type_line")
            times.append(time.perf_counter() - start)
        print(f"type line of {words:,} subtypes  {_best(times):.3f} s")


if __name__ == "__main__":
    main()
