"""The start-up path of a one-card `karlov check`, against a bare interpreter: prints CPU times.

Run: ``python benchmarks/startup.py [--runs N]``. Figures only; nothing here asserts a time.
Every figure is the median CPU time (user + system) of N new processes, karlov's bytecode
compiled beforehand as ``pip install`` does (``compileall``, into a private
``PYTHONPYCACHEPREFIX``; ``PYTHONDONTWRITEBYTECODE`` is dropped from the environment):

- a bare interpreter (``python -c pass``) and ``python -m karlov check`` of one card, and their
  ratio (the goal of issue 24: at most 3);
- the same check, part by part, in one process each: interpreter start, ``import karlov.cli``
  (and the command's garbage collector setting, ``karlov.cli.collect_less_often``), the front
  end's import, the parser tables (imported and decoded), parsing and checking the card
  (``parse_file``: every parser state's scanner made on first use, and the renderer's rules
  for the check that ``fmt`` agrees, each made on first use from the analysis of the grammar
  the tables ship), the compiler's import, the compiler's diagnostics; and
  the rest of the check (the whole, less those parts: the command line, reading the file,
  printing);
- the check with no bytecode at all (nothing compiled or written, as a checkout run from a
  read-only tree), for comparison.

With ``--instructions`` it prints instead the instructions each figure costs, counted by
valgrind's callgrind (it must be installed): counts do not move with the load of a shared
machine, as CPU times do, so they show a change of a percent. The parts are counted as the
instructions of the same process stopped after each part (``os._exit``), less those of the
one stopped before it; the run is some fifty times slower than the process.

karlov ships its parser tables (``karlov/frontend/parser_tables/``), compiles no scanner regex
it can do without (``karlov/frontend/lexer.py``) and caches nothing, so the first run does
the same work as every later one.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ONE_CARD = ROOT / "karlov" / "cards" / "cases" / "case_of_the_burning_masks.card"

PARTS = """
import time
clock = time.process_time
marks = [("interpreter start", clock())]
import karlov.cli
karlov.cli.collect_less_often()  # as the karlov command does first
marks.append(("import karlov.cli", clock()))
from karlov.frontend import syntax
marks.append(("import the front end", clock()))
syntax.ability_builder(); syntax.frame_builder()
marks.append(("parser tables", clock()))
from pathlib import Path
card_file, _ = syntax.parse_file(Path({card!r}).read_text(encoding="utf-8"), "one.card")
marks.append(("parse and check the card", clock()))
from karlov.compiler import compile_diagnostics
marks.append(("import the compiler", clock()))
compile_diagnostics(card_file.cards)
marks.append(("compile the card", clock()))
previous = 0.0
for label, mark in marks:
    print(f"{{label}}\\t{{mark - previous}}")
    previous = mark
"""

# The same parts, the process ending after the part numbered by argv[1] (``--instructions``).
STOPPED = """
import os, sys
stop = int(sys.argv[1])
import karlov.cli
karlov.cli.collect_less_often()
stop == 1 and os._exit(0)
from karlov.frontend import syntax
stop == 2 and os._exit(0)
syntax.ability_builder(); syntax.frame_builder()
stop == 3 and os._exit(0)
from pathlib import Path
card_file, _ = syntax.parse_file(Path({card!r}).read_text(encoding="utf-8"), "one.card")
stop == 4 and os._exit(0)
from karlov.compiler import compile_diagnostics
stop == 5 and os._exit(0)
compile_diagnostics(card_file.cards)
os._exit(0)
"""
STOPPED_PARTS = (
    "import karlov.cli (from the interpreter's start)",
    "import the front end",
    "parser tables",
    "parse and check the card",
    "import the compiler",
    "compile the card",
)


def _environment(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(ROOT)
    env.update(extra)
    return env


def _cpu(command: list[str], env: dict[str, str]) -> tuple[float, str]:
    """CPU seconds (user + system) of one process, and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.stdout


def _instructions(command: list[str], env: dict[str, str], folder: str) -> int:
    """The instructions one process runs (callgrind's total), with the hash seed fixed."""
    out = str(Path(folder) / "callgrind.out")
    subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
        env={**env, "PYTHONHASHSEED": "0"},
        cwd=ROOT,
        capture_output=True,
        check=False,
    )
    for line in Path(out).read_text(encoding="utf-8").splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    raise SystemExit(f"callgrind counted nothing for {' '.join(command)}")


def count_instructions(check: list[str], bare: list[str], env: dict[str, str], folder: str) -> None:
    """``--instructions``: the figures of :func:`main` as instruction counts."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (callgrind)")
    _cpu(check, env)  # any bytecode still missing written once, outside the counts
    bare_count = _instructions(bare, env, folder)
    check_count = _instructions(check, env, folder)
    print("Instructions (valgrind callgrind, PYTHONHASHSEED=0), bytecode compiled beforehand")
    print(f"  bare interpreter (python -c pass)        {bare_count / 1e6:7.1f} M")
    print(
        f"  karlov check, one card                   {check_count / 1e6:7.1f} M"
        f"  ({check_count / bare_count:.1f}x the bare interpreter)"
    )
    stopped = [sys.executable, "-c", STOPPED.format(card=str(ONE_CARD))]
    previous = 0
    for number, label in enumerate(STOPPED_PARTS, start=1):
        count = _instructions([*stopped, str(number)], env, folder)
        print(f"    {label:<48} {(count - previous) / 1e6:7.1f} M")
        previous = count
    print(
        f"    {'the rest (command line, file, output)':<48} {(check_count - previous) / 1e6:7.1f} M"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="processes per figure")
    parser.add_argument(
        "--instructions", action="store_true", help="count instructions (valgrind) instead"
    )
    options = parser.parse_args()
    runs = options.runs
    check = [sys.executable, "-m", "karlov", "check", str(ONE_CARD)]
    bare = [sys.executable, "-c", "pass"]
    parts = [sys.executable, "-c", PARTS.format(card=str(ONE_CARD))]
    with tempfile.TemporaryDirectory() as folder:
        pycache = str(Path(folder) / "pyc")
        env = _environment(PYTHONPYCACHEPREFIX=pycache)
        subprocess.run(
            [sys.executable, "-m", "compileall", "-q", str(ROOT / "karlov")],
            env=env,
            capture_output=True,
            check=True,
        )
        if options.instructions:
            count_instructions(check, bare, env, folder)
            return
        no_bytecode = _environment(
            PYTHONDONTWRITEBYTECODE="1", PYTHONPYCACHEPREFIX=str(Path(folder) / "empty")
        )
        times: dict[str, list[float]] = {"bare": [], "check": [], "no bytecode": []}
        part_times: dict[str, list[float]] = {}
        for _ in range(runs):  # alternating, so load on the machine falls on all alike
            times["bare"].append(_cpu(bare, env)[0])
            times["check"].append(_cpu(check, env)[0])
            times["no bytecode"].append(_cpu(check, no_bytecode)[0])
            for line in _cpu(parts, env)[1].splitlines():
                label, seconds = line.split("\t")
                part_times.setdefault(label, []).append(float(seconds))
    bare_cpu = statistics.median(times["bare"])
    check_cpu = statistics.median(times["check"])
    print(f"CPU time, median of {runs} processes, bytecode compiled beforehand")
    print(f"  bare interpreter (python -c pass)        {bare_cpu * 1000:7.1f} ms")
    print(
        f"  karlov check, one card                   {check_cpu * 1000:7.1f} ms"
        f"  ({check_cpu / bare_cpu:.1f}x the bare interpreter; goal 3x)"
    )
    parts_cpu = 0.0
    for label, values in part_times.items():
        parts_cpu += statistics.median(values)
        print(f"    {label:<38} {statistics.median(values) * 1000:7.1f} ms")
    rest = check_cpu - parts_cpu
    print(f"    {'the rest (command line, file, output)':<38} {rest * 1000:7.1f} ms")
    slow = statistics.median(times["no bytecode"])
    print(
        f"  karlov check, one card, no bytecode      {slow * 1000:7.1f} ms"
        f"  ({slow / bare_cpu:.1f}x the bare interpreter)"
    )


if __name__ == "__main__":
    main()
