"""Mutation fuzzing of scenario files: run it for a while, it prints what it ran and writes
every input that escaped as an exception other than ScenarioError, or that gave a message
without its file:line, to a reproducer file.

    python tools/fuzz_scenarios.py --seed 1 --seconds 600 --out /tmp/scenario-fuzz

Each input is a real scenario from tests/scenarios/ or tests/rulings/ with one to three lines
deleted, duplicated, or given another value (wrong types, negative and huge numbers, dates,
nested lists). The Hypothesis test tests/test_scenario_fuzz.py does the same on the parsed
tables in the test suite.
"""

from __future__ import annotations

import argparse
import random
import re
import tempfile
import time
import traceback
from pathlib import Path

from karlov.scenario import find_scenarios, run_scenario
from karlov.scenario.cards import default_cards

ROOT = Path(__file__).resolve().parent.parent
VALUES = [
    '"abc"',
    '""',
    "-1",
    "0",
    "1000000000",
    "1" + "0" * 100,
    "9" * 5000,
    "1.5",
    "inf",
    "true",
    "[]",
    "{}",
    '[1, "x"]',
    "{ a = 1 }",
    '"bob"',
    '"end"',
    '"Grizzly Bears"',
    "[[[]]]",
    '"next"',
    '{ "+1/+1" = -1 }',
    '"\\u0000"',
    "2024-01-01",
    "[" * 2000 + "]" * 2000,
]


def mutate(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(lines))
        roll = rng.random()
        if roll < 0.2:
            del lines[i]
        elif roll < 0.3:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif "=" in lines[i]:
            lines[i] = lines[i].split("=", 1)[0] + "= " + rng.choice(VALUES)
        if not lines:
            lines = [""]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--out", type=Path, default=Path("scenario-fuzz-findings"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cards = default_cards()
    sources = [p.read_text(encoding="utf-8") for p in find_scenarios([ROOT / "tests"])]
    work = Path(tempfile.mkdtemp()) / "mutant.toml"
    located = re.compile(rf"^{re.escape(str(work))}:[1-9][0-9]*: ")
    runs = findings = 0
    start = time.monotonic()
    while time.monotonic() - start < args.seconds:
        text = mutate(rng.choice(sources), rng)
        work.write_text(text, encoding="utf-8")
        runs += 1
        problem = None
        try:
            result = run_scenario(work, cards=cards)
            messages = [str(result.error)] if result.error else []
            messages += [str(f) for f in result.failures]
            problem = next((m for m in messages if not located.match(m)), None)
        except Exception:  # any escape is a finding
            problem = traceback.format_exc()
        if problem is not None:
            findings += 1
            args.out.mkdir(parents=True, exist_ok=True)
            (args.out / f"finding-{findings}.toml").write_text(text, encoding="utf-8")
            (args.out / f"finding-{findings}.txt").write_text(problem, encoding="utf-8")
    elapsed = time.monotonic() - start
    print(
        f"{runs} mutated scenarios in {elapsed:.0f} s ({runs / elapsed:.0f}/s), {findings} findings"
    )
    return 1 if findings else 0


if __name__ == "__main__":
    raise SystemExit(main())
