"""Scenario files: mutated TOML run through :func:`karlov.scenario.run_scenario`.

``run_scenario`` never raises for a bad scenario: the problem is the result's ``error``, a
:class:`~karlov.scenario.ScenarioError` with the file and line. So any exception out of it,
or an ``error`` that is not a ``ScenarioError``, is a finding. Mutations work on lines (a
value replaced by one of another type or an extreme one, a line deleted, duplicated or
swapped, a key from another scenario spliced in) and on characters (see ``text.AWKWARD``).
"""

from __future__ import annotations

import random
import re
import tempfile
from pathlib import Path

from karlov.frontend.layout import split_lines

from .harness import PropertyFailure
from .text import AWKWARD

#: Small scenarios written for the fuzzer, so that it runs without the test suite; add more
#: with ``--corpus tests/scenarios``.
BUILT_IN = [
    """title = "Burning Masks kills the Bears"
[setup]
active = "alice"
step = "precombat main"
turn = 3
seed = 1

[players.alice]
life = 20
battlefield = ["Mountain", "Mountain", "Mountain", { card = "Prodigal Sorcerer", tapped = false }]
hand = ["Case of the Burning Masks", "Lightning Bolt"]
library = ["Island", "Island", "Island"]

[players.bob]
battlefield = [{ card = "Grizzly Bears", counters = { "+1/+1" = 1 }, damage = 0 }]
library = ["Forest", "Forest"]

[[actions]]
do = "cast"
card = "Case of the Burning Masks"

[[actions]]
do = "resolve"

[[actions]]
do = "activate"
card = "Prodigal Sorcerer"
targets = ["bob"]

[[actions]]
do = "resolve"

[[actions]]
do = "pass_to"
step = "end"

[[expect]]
player = "bob"
graveyard = ["Grizzly Bears"]
life = 19
""",
    """title = "Lost Witness conjures Fblthp"
[players.alice]
battlefield = ["Island", "Island"]
hand = ["Case of the Lost Witness"]

[players.bob]

[[actions]]
do = "cast"
card = "Case of the Lost Witness"

[[actions]]
do = "resolve"

[[expect]]
player = "alice"
hand = ["Fblthp, the Lost"]
library = ["Fblthp, the Lost", "Fblthp, the Lost", "Fblthp, the Lost"]
""",
    """title = "Trampled Garden divides counters"
max_steps = 500

[players.alice]
battlefield = ["Forest", "Forest", "Forest", "Grizzly Bears", "Savannah Lions"]
hand = ["Case of the Trampled Garden"]
library = [{ card = "Plains", count = 3 }]

[players.bob]
battlefield = [{ card = "Case of the Pilfered Proof", solved = true }, "Plains", "Plains"]

[[actions]]
do = "cast"
card = "Case of the Trampled Garden"

[[actions]]
do = "resolve"
answers = [["Grizzly Bears", "Savannah Lions"], [1, 1]]

[[actions]]
do = "pass_to"
step = "combat"
turn = 1

[[actions]]
do = "declare_attackers"
attackers = ["Grizzly Bears"]

[[expect]]
card = "Grizzly Bears"
counters = { "+1/+1" = 1 }
pt = "3/3"
label = "bears"

[[expect]]
card = "Soldier"
count = 0
token = true
""",
]

VALUES = [
    '"abc"', '""', "123", "-1", "0", "1.5", "true", "[]", "[1, 2]", "{}", '{ a = 1 }',
    "10000000000000000000000000000000000000000", "-99999999999999999999", "1e308", "nan",
    "inf", '["Grizzly Bears", 5]', '{ "+1/+1" = "abc" }', '{ "+1/+1" = -3 }', '"x"',
    "1979-05-27", '"\\u0000"', '"Grizzly Bears"', '"alice"', '"nobody"', '[[1, 1], ["a"]]',
    "2", "1000000000", '{ card = "Plains", count = 1000000000 }', '"end"', '"upkeep"',
]  # fmt: skip
ASSIGNMENT = re.compile(r"^(\s*[\w\"'+/-]+\s*=\s*)(.*)$")


class ScenarioTarget:
    kind = "scenario"
    suffix = ".toml"
    time_bound = 10.0

    def __init__(self, extra_seeds: list[str] | None = None) -> None:
        self.seeds = BUILT_IN + list(extra_seeds or ())
        self.lines = [line for seed in self.seeds for line in split_lines(seed) if line]
        self._folder = tempfile.TemporaryDirectory(prefix="karlov-fuzz-scenario-")

    def warm_up(self) -> None:
        self.run(BUILT_IN[0])

    def generate(self, rng: random.Random) -> str:
        text = rng.choice(self.seeds)
        for _ in range(rng.randint(1, 3)):
            text = self.mutate(text, rng)
        return text

    def mutate(self, text: str, rng: random.Random) -> str:
        lines = text.split("\n")
        row = rng.randrange(len(lines))
        kind = rng.randrange(7)
        if kind <= 2:  # a value of another type, or an extreme one
            candidates = [i for i, line in enumerate(lines) if ASSIGNMENT.match(line)]
            if candidates:
                row = rng.choice(candidates)
                match = ASSIGNMENT.match(lines[row])
                assert match is not None
                lines[row] = match.group(1) + rng.choice(VALUES)
        elif kind == 3:
            del lines[row]
        elif kind == 4:
            lines.insert(row, rng.choice(self.lines))
        elif kind == 5:
            other = rng.randrange(len(lines))
            lines[row], lines[other] = lines[other], lines[row]
        else:
            at = rng.randrange(len(lines[row]) + 1)
            lines[row] = lines[row][:at] + rng.choice(AWKWARD) + lines[row][at:]
        return "\n".join(lines)

    def run(self, data: str | bytes) -> None:
        from karlov.scenario import ScenarioError, run_scenario

        raw = data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass")
        path = Path(self._folder.name) / "scenario.toml"
        path.write_bytes(raw)
        result = run_scenario(path)
        if result.error is not None and not isinstance(result.error, ScenarioError):
            raise PropertyFailure(
                "error-type", f"{type(result.error).__name__} as the result's error"
            )
