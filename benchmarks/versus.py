"""This checkout against another, interleaved: parse, compile and parse + compile of the 15
Cases, and a run of the other checkout's scenarios, in CPU time; prints figures, asserts
nothing.

Compile is ``compile_card``: here the card's IR, with every AST node accounted for (the
runtime builds its definition from the IR when a game first asks for it; ``benchmarks/ir.py``
prints that rate); at 90dfa50 the runtime definition itself, in one step.

Run: ``python benchmarks/versus.py OTHER_CHECKOUT [--batches N] [--instructions]`` (the other
checkout needs ``lark`` importable by the same Python; 100 batches by default).

Both checkouts name their package ``karlov``, so each runs in a process of its own: a worker
that loads its cards once, then measures one batch (every Case, or every scenario) each time
it is told to. The two workers take turns, batch by batch, the order swapped every pair, so a
disturbance from other work on the machine falls on both alike. Printed per part: each side's
least and median µs per card (ms per scenario run), and the median over the pairs of the
other's time over this one's — this checkout's throughput relative to the other's. The
scenarios, a second or two per batch, run in every fourth batch.

The scenarios are the other checkout's own (``tests/scenarios`` and ``tests/rulings``): the
older set, which both can play. This checkout plays them with its cards built from IR JSON
alone (``karlov.ir.dumps``, ``loads``, ``karlov.runtime.build.card_definition``) where it has
the IR, the other with its cards compiled from text. A scenario that does not pass on a side
is reported and left out of both.

``--instructions`` counts instead (parse and compile; needs ``valgrind``, a minute or two per
checkout): the machine instructions per card each part executes, under ``valgrind
--tool=callgrind``, collected only inside the measured calls (after two warm-up runs). The
count does not depend on what else the machine runs, so one run is enough to see a change of
1%; it does not see cache misses or branch mispredictions, so CPU time remains the measure.
"""

from __future__ import annotations

import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The worker, run as ``python -c _WORKER CHECKOUT serve SCENARIO_FOLDER...`` (or ``count``,
# under callgrind, for ``--instructions``). The library holds the
# Cases and the one card a Case names (Case of the Lost Witness conjures Fblthp), compiled once
# beforehand, as benchmarks/compile.py does; not the whole bundled library, whose size differs
# between checkouts (every object it keeps alive is scanned again by each garbage collection).
_WORKER = """
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
import karlov
from karlov.compiler import compile_card
from karlov.compiler.library import BUNDLED, CardLibrary

texts = [p.read_text(encoding="utf-8") for p in sorted((BUNDLED / "cases").glob("*.card"))]
parsed = [card for text in texts for card in karlov.parse(text)]
fblthp = karlov.parse((BUNDLED / "support" / "fblthp_the_lost.card").read_text(encoding="utf-8"))
library = CardLibrary(parsed + fblthp)
library.definition("Fblthp, the Lost")


def parse():
    for text in texts:
        karlov.parse(text)


def compile_parsed():
    for card in parsed:
        compile_card(card, library)


def parse_and_compile():
    for text in texts:
        for card in karlov.parse(text):
            compile_card(card, library)


def scenario_cards():
    '''Definitions for the scenarios, and run_scenario's options: from IR JSON where this
    checkout has it (cards whose IR is not whole are left out), else compiled from text.'''
    from karlov.scenario import run_scenario
    bundled = CardLibrary.bundled()
    names = bundled.names()
    try:
        import inspect
        from karlov import ir
        from karlov.runtime.build import card_definition
        from karlov.runtime.execute import Definitions
        if "bundled" not in inspect.signature(run_scenario).parameters:
            raise ImportError("run_scenario always adds the bundled cards")
    except ImportError:
        for name in names:
            bundled.definition(name)
        return "text", bundled, {}
    compiled = [bundled.compiled(name) for name in names]
    irs = [card.ir for card in compiled if card.ir is not None]
    cards = {}
    named = Definitions(cards)
    for card in ir.loads(ir.dumps(tuple(irs))):
        cards[card.name] = card_definition(card, named)
    return "IR JSON", cards, {"bundled": False}


if sys.argv[2] == "count":
    # Under callgrind, which collects only inside functools.reduce (--toggle-collect; karlov
    # never calls it, so nothing inside turns collection off) and writes one count per call
    # (--dump-after): each part runs twice first, then INSTRUCTION_RUNS times.
    import functools
    for run in (parse, compile_parsed, parse_and_compile):
        for _ in range(2):
            run()
        functools.reduce(lambda _, __: run(), range(INSTRUCTION_RUNS), 0)
    print(len(texts))
    sys.exit(0)

from karlov.scenario import find_scenarios, run_scenario
paths = find_scenarios([Path(folder) for folder in sys.argv[3:]])
source, cards, options = scenario_cards()
passing = [str(p) for p in paths if run_scenario(p, cards=cards, **options).passed]
scenario_paths = [Path(p) for p in passing]


def scenarios():
    for path in scenario_paths:
        run_scenario(path, cards=cards, **options)


PARTS = {"parse": parse, "compile": compile_parsed, "both": parse_and_compile,
         "scenarios": scenarios}
for _ in range(2):
    for part in ("parse", "compile", "both"):
        PARTS[part]()
print(source, len(paths), len(texts), *passing, sep="\\n", end="\\n\\n", flush=True)
for line in sys.stdin:
    if line.startswith("keep "):  # the scenarios both sides pass
        kept = set(line[5:].rstrip("\\n").split("\\t"))
        scenario_paths = [p for p in scenario_paths if str(p) in kept]
        print(len(scenario_paths), flush=True)
        continue
    run = PARTS[line.strip()]
    start = time.process_time()
    run()
    print(time.process_time() - start, flush=True)
"""

PARTS = ("parse", "compile", "both", "scenarios")
SCENARIO_EVERY = 4  # a batch of scenarios takes a second or two: run it in every 4th batch


class Worker:
    """One checkout's worker process (see ``_WORKER``)."""

    def __init__(self, checkout: Path, scenario_folders: list[Path]):
        self.checkout = checkout
        self.process = subprocess.Popen(
            [sys.executable, "-c", _WORKER, str(checkout), "serve", *map(str, scenario_folders)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.source = self._line()
        self.scenarios = int(self._line())
        self.cases = int(self._line())
        self.passing: list[str] = []
        while line := self._line():
            self.passing.append(line)

    def _line(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the worker for {self.checkout} stopped")
        return line.rstrip("\n")

    def ask(self, request: str) -> str:
        assert self.process.stdin is not None
        self.process.stdin.write(request + "\n")
        self.process.stdin.flush()
        return self._line()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def compare_cpu(other: Path, batches: int) -> int:
    folders = [other / "tests" / "scenarios", other / "tests" / "rulings"]
    this_side, other_side = Worker(ROOT, folders), Worker(other, folders)
    try:
        kept = sorted(set(this_side.passing) & set(other_side.passing))
        for side in (this_side, other_side):
            side.ask("keep " + "\t".join(kept))
            left_out = side.scenarios - len(kept)
            print(
                f"{side.checkout}: scenarios with cards from {side.source}; "
                f"{left_out} of {side.scenarios} left out (not passing on one side)"
            )
        times: dict[str, tuple[list[float], list[float]]] = {part: ([], []) for part in PARTS}
        for batch in range(batches):
            order = (0, 1) if batch % 2 == 0 else (1, 0)
            for part in PARTS if batch % SCENARIO_EVERY == 0 else PARTS[:-1]:
                for index in order:
                    side = (this_side, other_side)[index]
                    times[part][index].append(float(side.ask(part)))
    finally:
        this_side.close()
        other_side.close()
    print(
        f"{batches} batches each ({len(times['scenarios'][0])} of scenarios), interleaved; "
        "least / median per card (per scenario run)"
    )
    for part in PARTS:
        mine, theirs = times[part]
        count = len(kept) if part == "scenarios" else this_side.cases
        scale, unit = (1e3, "ms/scenario") if part == "scenarios" else (1e6, "µs/card")
        ratio = statistics.median(o / t for t, o in zip(mine, theirs, strict=True))
        print(
            f"{part:9}: this {min(mine) * scale / count:7.1f} / "
            f"{statistics.median(mine) * scale / count:7.1f}  other "
            f"{min(theirs) * scale / count:7.1f} / {statistics.median(theirs) * scale / count:7.1f}"
            f" {unit}  this checkout's throughput: {ratio:.0%} of the other's (median pair)"
        )
    return 0


INSTRUCTION_RUNS = 2


def count_instructions(checkout: Path) -> tuple[int, int, int]:
    """Instructions per card: parse, compile alone, parse + compile (see ``--instructions``)."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        script = _WORKER.replace("INSTRUCTION_RUNS", str(INSTRUCTION_RUNS))
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
                "count",
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
    usage = "usage: python benchmarks/versus.py OTHER_CHECKOUT [--batches N] [--instructions]"
    if not argv or argv[0].startswith("-"):
        print(usage, file=sys.stderr)
        return 2
    other = Path(argv[0]).resolve()
    if not (other / "karlov").is_dir():
        print(f"{other}: not a karlov checkout (no karlov/ folder)", file=sys.stderr)
        return 2
    if "--instructions" in argv:
        return compare_instructions(other)
    batches = 100
    if "--batches" in argv:
        index = argv.index("--batches") + 1
        if index >= len(argv) or not argv[index].isdigit() or not 1 <= int(argv[index]) <= 10_000:
            print(f"--batches takes a number from 1 to 10000\n{usage}", file=sys.stderr)
            return 2
        batches = int(argv[index])
    return compare_cpu(other, batches)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
