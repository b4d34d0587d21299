"""Mutation testing of the rules core: do the tests notice when the rules are broken?

Run: ``python benchmarks/mutation.py [--per-area N] [--seed S] [--area NAME] [--list]
[--at FILE:LINE ...] [--scenarios FOLDER ...] [--no-tests]``.

Each *mutant* is karlov with one small change to one function, made on the syntax tree by one
of these operators:

- ``compare``: a comparison flipped (``<`` and ``<=``, ``>`` and ``>=``, ``==`` and ``!=``,
  ``in`` and ``not in``, ``is`` and ``is not``);
- ``off-by-one``: a whole-number constant of a comparison or an arithmetic operation plus one;
- ``boolean``: ``True`` and ``False`` swapped, ``and`` and ``or`` swapped;
- ``negate``: the condition of an ``if``, ``while`` or conditional expression negated;
- ``delete``: a statement (a call, an assignment, an augmented assignment) replaced by ``pass``.

The areas (``AREAS``) are the parts of ``karlov/runtime/`` that carry the rules (state-based
actions, triggers and look-back, solving, Solved gates, layers, damage, combat, the object
filters) and the compiler's lowering of filter phrases (``karlov/compiler/objects.py``). From
every area the tool draws ``--per-area`` of its mutation sites (a seeded sample, the same on
every run for the same source; ``--at FILE:LINE`` takes every mutant at that line instead, to
check one survivor again), and plays every scenario of ``tests/scenarios/`` and
``tests/rulings/`` against each mutant in a fresh process, stopping at the first scenario that
fails (``--scenarios`` plays only the scenarios of the folders given, e.g. the audit of real
cards, ``tests/scenarios/audit``); a mutant every scenario passes then faces its area's pytest
tests (``AREA_TESTS``: ``tests/runtime`` for the rules, ``tests/compiler`` for the lowering),
which ask what a scenario can't (who won, the log's lines, the IR of a text), unless
``--no-tests``. The mutant is *killed* (a failing scenario or test, an error or a time-out) or
it *survives*. The source files are never written: the mutated module is compiled from the
changed tree in the child process, in place of the real one.

It prints one line per mutant, then killed / total per area and the score; each survivor is
either a missing test (write a scenario from the CR) or an equivalent mutant, argued in
``ARGUED`` (printed apart, counted as "killed or argued"). It asserts nothing and is not part
of the test suite; a surviving mutant takes a few minutes (every scenario, then the tests).
"""

from __future__ import annotations

import argparse
import ast
import json
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "karlov"

#: area -> [(module file under karlov/, function names or None for every function)]
AREAS: dict[str, list[tuple[str, tuple[str, ...] | None]]] = {
    "state-based actions": [("runtime/sba.py", None)],
    "triggers and look-back": [
        ("runtime/triggers.py", None),
        ("runtime/trigger_match.py", None),
        ("runtime/history.py", None),
    ],
    "solving": [
        ("runtime/primitives.py", ("solve", "is_solved")),
        ("runtime/effects.py", ("to_solve",)),
        ("runtime/resolution.py", ("_resolve_ability",)),
        ("runtime/conditions.py", None),
    ],
    "gates": [
        ("runtime/effects.py", ("solved_gate",)),
        ("runtime/abilities.py", ("gated_open",)),
    ],
    "layers": [("runtime/layers.py", None), ("runtime/continuous.py", None)],
    "damage": [("runtime/primitives.py", ("deal_damage", "destroy"))],
    "combat": [("runtime/combat.py", None)],
    "filters": [("runtime/filters.py", None)],
    # the compiler's lowering of filter phrases ("noncreature artifact you control", "another
    # target creature") to the IR's ObjectFilter, which the runtime's filters then test
    "filter lowering": [
        (
            "compiler/objects.py",
            (
                "is_another",
                "_other_than_source",
                "_types_test",
                "_descriptor",
                "_subtype_list",
                "_color_list",
                "_qualifier",
                "object_filter",
                "filter_ir",
                "_other_than_named",
                "_bind_over_type_list",
                "_that_targets",
                "_permanent_cards",
            ),
        )
    ],
}

#: The pytest tests played against a mutant of each area once every scenario passed: the unit
#: tests of its part of karlov (the runtime's tests ask the game API what no scenario can,
#: e.g. who won, CR 104.2a; the compiler's assert on the IR a card text lowers to).
RUNTIME_TESTS = ("tests/runtime",)
AREA_TESTS: dict[str, tuple[str, ...]] = {
    **{area: RUNTIME_TESTS for area in AREAS},
    "filter lowering": ("tests/compiler",),
}

#: Survivors argued equivalent (or unreachable with the cards karlov builds): ``Mutant.key``
#: ("file:line operator: change") -> why no scenario or test can tell the mutant from the
#: runtime. Any other survivor is a missing scenario: write it from the CR. A key whose line
#: moved names no mutant any more and is reported stale: check the argument again, re-key it.
_NO_REPLACED_MOVE = (
    "destroy() has checked that the permanent is on the battlefield, so move() makes the "
    "move: it returns None only for a move replaced away (a replacement effect returning "
    "None: karlov builds none for a zone change; unearth's 'exile it instead' changes the "
    "destination, CR 702.84a, and move() still returns the exiled object) or for an Aura "
    "with nothing to enchant entering the battlefield (CR 303.4g); so 'new is not None' and "
    "'not is_live(obj)' are both true after every move of destroy(), and 'or' equals 'and', "
    "'new is None or ...' is true as well"
)

ARGUED: dict[str, str] = {
    "runtime/continuous.py:529 compare: IsNot -> Is": (
        "become() gets a power and a toughness together or neither: its callers pass a "
        "Characteristics' P/T, which the grammar's PT token sets as a pair ('a 0/0 Bird'), or "
        "none (crew, 'becomes a black Zombie'); with both set either mutant still adds the "
        "7b effect, and with neither it adds set_pt(None, None), which changes no value (each "
        "part applies only when not None), so every characteristic is the same"
    ),
    "runtime/trigger_match.py:458 boolean: or -> and": (
        "the trigger is tagged listens_to(put, ZoneChange), so the game asks it only about "
        "ZoneChange events and 'not isinstance(event, ZoneChange)' is always false: the mutant's "
        "'and' is false too, and a ZoneChange with no 'old' (one that was not on the "
        "battlefield) is refused by the next line's from_zone != BATTLEFIELD"
    ),
    "runtime/triggers.py:298 boolean: True -> False": (
        "_flush_triggers() returns when the game is over; its one caller that reads the result "
        "(turns.py, the cleanup step) first returns 'if self.over', so True and False lead to "
        "the same thing, and the others ignore it"
    ),
    "runtime/combat.py:486 compare: Gt -> GtE": (
        "with nothing left (left == 0) the mutant assigns 0 trample damage to the player: "
        "order_for_shields() gives 0 to no shield and deal_damage() returns at once for 0 "
        "(no event, no life change, CR 120.8), so the combat damage step is the same"
    ),
    "runtime/continuous.py:139 negate: condition negated": (
        "this line is reached off the battlefield, or on it while the effects are collected "
        "(_collecting); the mutant caches nothing off the battlefield (slower, the same) and "
        "caches a permanent's base characteristics while collecting, under the key of what "
        "base_characteristics() reads (copiable values, controller, face-down status, owner), "
        "with None for env: the fast path and _permanent_chars() need an int env, so outside "
        "collecting the entry is never used and is overwritten, and while collecting it is "
        "the value base_characteristics() would compute again"
    ),
    "runtime/layers.py:125 delete: statement deleted: ch.owner = obj.owner": (
        "Characteristics.owner is never read: every owner test reads GameObject.owner "
        "(filters.py, actions.py, execute.py), and the owner isn't a characteristic that any "
        "layer changes (CR 108.3)"
    ),
    "runtime/primitives.py:139 compare: LtE -> Lt": (
        "with 0 damage the mutant goes on: no prevention shield applies to 0 (prevention.py: "
        "'prop.amount <= 0'), karlov builds no replacement effect of damage that could raise "
        "it (build._replacement: token creation only; CR 120.8 says such an effect would have "
        "nothing to replace), so the amount is still 0 at the second test and deal_damage() "
        "returns 0 having emitted no event, as the first test does"
    ),
    "runtime/primitives.py:218 boolean: or -> and": _NO_REPLACED_MOVE,
    "runtime/primitives.py:218 compare: IsNot -> Is": _NO_REPLACED_MOVE,
    "runtime/trigger_match.py:557 compare: Eq -> NotEq": (
        "the mutant makes 'cycle_card' ('Whenever you cycle or discard a card') test that the "
        "cycled card is not the trigger's source and 'cycle_another_card' trigger on any card: "
        "both are abilities of a permanent, and a card is cycled from its owner's hand (CR "
        "702.29a) into a graveyard as a new object (CR 400.7), so the cycled card is never the "
        "permanent and both tests are true; only 'cycle' (this card) triggers from the zone "
        "the card went to (build.py), and the compiler refuses it with another event"
    ),
}

COMPARE_FLIP: dict[type, type] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}


@dataclass(frozen=True)
class Mutant:
    area: str
    file: str  # under karlov/
    function: str
    index: int  # position of the node in ast.walk order of the module
    operator: str
    line: int
    what: str  # the change, in words

    @property
    def module(self) -> str:
        return "karlov." + self.file.removesuffix(".py").replace("/", ".")

    @property
    def key(self) -> str:
        """Its key in ``ARGUED``: the place and the change (a key whose line moved no longer
        matches, and is reported stale rather than argue another mutant)."""
        return f"{self.file}:{self.line} {self.operator}: {self.what}"

    def __str__(self) -> str:
        return f"{self.file}:{self.line} in {self.function}: {self.operator}: {self.what}"


def _functions(tree: ast.Module) -> Iterator[ast.FunctionDef]:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node  # type: ignore[misc]


def _is_docstring(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    )


def _sites(node: ast.AST) -> Iterator[tuple[str, str]]:
    """(operator, description) of each mutation of ``node`` itself."""
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        op = type(node.ops[0])
        if op in COMPARE_FLIP:
            yield "compare", f"{op.__name__} -> {COMPARE_FLIP[op].__name__}"
    if isinstance(node, ast.Constant) and type(node.value) is int:
        yield "off-by-one", f"{node.value} -> {node.value + 1}"
    if isinstance(node, ast.Constant) and type(node.value) is bool:
        yield "boolean", f"{node.value} -> {not node.value}"
    if isinstance(node, ast.BoolOp):
        other = "or" if isinstance(node.op, ast.And) else "and"
        yield "boolean", f"{'and' if other == 'or' else 'or'} -> {other}"
    if isinstance(node, ast.If | ast.While | ast.IfExp):
        yield "negate", "condition negated"
    if (
        isinstance(node, ast.Assign | ast.AugAssign | ast.Expr)
        and not _is_docstring(node)
        and not (isinstance(node, ast.Expr) and not isinstance(node.value, ast.Call))
    ):
        yield "delete", f"statement deleted: {ast.unparse(node)[:60]}"


def _int_constant_in_scope(node: ast.Constant, parents: dict[ast.AST, ast.AST]) -> bool:
    """Only the constants of a comparison or of arithmetic are mutated off by one (not an index
    into a tuple, a default argument or a count passed along)."""
    parent = parents.get(node)
    return isinstance(parent, ast.Compare | ast.BinOp | ast.UnaryOp)


def mutants(
    seed: int,
    per_area: int,
    only: str | None = None,
    at: list[str] | None = None,
    every: bool = False,
) -> list[Mutant]:
    """A seeded sample of ``per_area`` mutants of each area (or of ``only``); with ``at``
    (``file.py:line``), every mutant at those lines instead; with ``every``, every mutant."""
    out: list[Mutant] = []
    for area, places in AREAS.items():
        if only is not None and area != only:
            continue
        found: list[Mutant] = []
        for file, names in places:
            tree = ast.parse((PACKAGE / file).read_text("utf-8"))
            index = {id(n): i for i, n in enumerate(ast.walk(tree))}
            parents = {c: p for p in ast.walk(tree) for c in ast.iter_child_nodes(p)}
            for function in _functions(tree):
                if names is not None and function.name not in names:
                    continue
                for node in ast.walk(function):
                    if node is function:
                        continue
                    int_constant = isinstance(node, ast.Constant) and type(node.value) is int
                    if int_constant and not _int_constant_in_scope(node, parents):  # type: ignore[arg-type]
                        continue
                    for operator, what in _sites(node):
                        line = getattr(node, "lineno", function.lineno)
                        found.append(
                            Mutant(area, file, function.name, index[id(node)], operator, line, what)
                        )
        # a node of a nested function is the inner function's (walked after the outer one)
        innermost = {(m.file, m.index, m.operator, m.what): m for m in found}
        found = sorted(innermost.values(), key=lambda m: (m.file, m.index, m.operator, m.what))
        if every:
            out += found
            continue
        if at is not None:
            out += [m for m in found if any(_at(m, place) for place in at)]
            continue
        rng = random.Random(f"{seed}:{area}")
        out += sorted(rng.sample(found, min(per_area, len(found))), key=lambda m: (m.file, m.line))
    return out


def _at(m: Mutant, place: str) -> bool:
    """``runtime/sba.py:162`` or ``sba.py:162`` names the mutants at that line."""
    here = f"{m.file}:{m.line}"
    return here == place or here.endswith("/" + place)


def stale_arguments() -> list[str]:
    """The keys of ``ARGUED`` that name no mutant of the current source (a line moved)."""
    keys = {m.key for m in mutants(0, 0, every=True)}
    return [key for key in ARGUED if key not in keys]


class _Mutate(ast.NodeTransformer):
    def __init__(self, mutant: Mutant, index: dict[int, int]) -> None:
        self.mutant = mutant
        self.index = index

    def visit(self, node: ast.AST) -> ast.AST:
        if self.index.get(id(node)) == self.mutant.index:
            return self.mutate(node)
        return self.generic_visit(node)

    def mutate(self, node: ast.AST) -> ast.AST:
        m = self.mutant
        if m.operator == "compare":
            assert isinstance(node, ast.Compare)
            node.ops = [COMPARE_FLIP[type(node.ops[0])]()]
        elif m.operator == "off-by-one":
            assert isinstance(node, ast.Constant)
            node.value = node.value + 1
        elif m.operator == "boolean" and isinstance(node, ast.Constant):
            node.value = not node.value
        elif m.operator == "boolean":
            assert isinstance(node, ast.BoolOp)
            node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        elif m.operator == "negate":
            assert isinstance(node, ast.If | ast.While | ast.IfExp)
            node.test = ast.UnaryOp(ast.Not(), node.test)
        elif m.operator == "delete":
            return ast.copy_location(ast.Pass(), node)
        return node


def mutated_source(mutant: Mutant) -> str:
    tree = ast.parse((PACKAGE / mutant.file).read_text("utf-8"))
    index = {id(n): i for i, n in enumerate(ast.walk(tree))}
    tree = _Mutate(mutant, index).visit(tree)
    ast.fix_missing_locations(tree)
    return ast.unparse(tree)


# The child process: the mutated module replaces the real one, then every scenario is played.
CHILD = r"""
import importlib.abc, importlib.util, json, sys
from pathlib import Path

job = json.loads(sys.argv[1])
source = Path(job["source"]).read_text("utf-8")

class Loader(importlib.abc.Loader):
    def create_module(self, spec):
        return None
    def exec_module(self, module):
        module.__file__ = job["file"]
        exec(compile(source, job["file"], "exec"), module.__dict__)

class Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == job["module"]:
            return importlib.util.spec_from_loader(name, Loader(), origin=job["file"])
        return None

sys.meta_path.insert(0, Finder())
sys.path.insert(0, job["root"])
from karlov.scenario import find_scenarios, run_scenario

for path in find_scenarios([Path(p) for p in job["folders"]]):
    try:
        result = run_scenario(path)
    except Exception as exc:  # the mutant crashed the runtime
        print("KILLED", path.relative_to(job["root"]), f"(crashed: {type(exc).__name__})")
        sys.exit(1)
    if not result.passed:
        print("KILLED", path.relative_to(job["root"]))
        sys.exit(1)

if job["tests"]:  # then the area's unit tests, stopping at the first failure
    import pytest

    class FirstFailure:
        nodeid = None
        def pytest_runtest_logreport(self, report):
            if report.failed and self.nodeid is None:
                self.nodeid = report.nodeid

    first = FirstFailure()
    options = ["-q", "-x", "-p", "no:cacheprovider", *job["tests"]]
    code = pytest.main(options, plugins=[first])
    if code != 0:
        print("KILLED", first.nodeid or f"pytest {' '.join(job['tests'])} (exit {int(code)})")
        sys.exit(1)
print("SURVIVED")
"""


DEFAULT_FOLDERS = (ROOT / "tests" / "scenarios", ROOT / "tests" / "rulings")


def run(
    mutant: Mutant,
    timeout: float,
    folders: tuple[Path, ...] = DEFAULT_FOLDERS,
    tests: tuple[str, ...] = (),
) -> tuple[bool, str]:
    """(killed, by what)."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False, encoding="utf-8") as f:
        f.write(mutated_source(mutant))
        source = f.name
    job = {
        "source": source,
        "file": str(PACKAGE / mutant.file),
        "module": mutant.module,
        "root": str(ROOT),
        "folders": [str(folder) for folder in folders],
        "tests": list(tests),
    }
    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, json.dumps(job)],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=ROOT,
        )
    except subprocess.TimeoutExpired:
        return True, "time-out"
    finally:
        Path(source).unlink()
    out = done.stdout.strip().splitlines()
    if done.returncode == 0 and out and out[-1] == "SURVIVED":
        return False, ""
    if out and out[-1].startswith("KILLED"):
        return True, out[-1].removeprefix("KILLED ")
    tail = (done.stderr.strip().splitlines() or ["?"])[-1]
    return True, f"error: {tail[:80]}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-area", type=int, default=12, help="mutants drawn per area")
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--area", choices=list(AREAS), help="only this area")
    parser.add_argument(
        "--timeout", type=float, default=600.0, help="seconds per mutant (scenarios and tests)"
    )
    parser.add_argument("--list", action="store_true", help="list the mutants, run nothing")
    parser.add_argument(
        "--at", action="append", metavar="FILE:LINE", help="every mutant at this line (repeat)"
    )
    parser.add_argument(
        "--no-tests",
        action="store_true",
        help="play the scenarios only, not the area's pytest tests (AREA_TESTS) after them",
    )
    parser.add_argument(
        "--scenarios",
        nargs="+",
        type=Path,
        metavar="FOLDER",
        help="play only these folders' scenarios (default: tests/scenarios and tests/rulings)",
    )
    args = parser.parse_args(argv)
    folders = tuple(p.resolve() for p in args.scenarios) if args.scenarios else DEFAULT_FOLDERS
    chosen = mutants(args.seed, args.per_area, args.area, args.at)
    for key in stale_arguments():
        print(f"stale ARGUED entry (no such mutant in the source now): {key}")
    if args.list:
        for m in chosen:
            print(f"[{m.area}] {m}")
        print(f"{len(chosen)} mutants")
        return 0
    results: dict[str, list[tuple[Mutant, bool, str]]] = {}
    start = time.perf_counter()
    for m in chosen:
        tests = () if args.no_tests else AREA_TESTS[m.area]
        killed, by = run(m, args.timeout, folders, tests)
        results.setdefault(m.area, []).append((m, killed, by))
        print(
            f"{'killed  ' if killed else 'SURVIVED'} [{m.area}] {m}" + (f"  <- {by}" if by else "")
        )
        sys.stdout.flush()
    print()
    total = killed_total = 0
    for area, rows in results.items():
        killed = sum(k for _, k, _ in rows)
        total += len(rows)
        killed_total += killed
        print(f"{area:24} {killed:3} / {len(rows):3} killed")
    score = 100.0 * killed_total / total if total else 0.0
    print(
        f"{'all areas':24} {killed_total:3} / {total:3} killed: {score:.1f}% "
        f"({time.perf_counter() - start:.0f} s)"
    )
    survivors = [m for rows in results.values() for m, k, _ in rows if not k]
    argued = [m for m in survivors if m.key in ARGUED]
    missing = [m for m in survivors if m not in argued]
    if argued:
        print(f"\n{len(argued)} survivors argued equivalent (ARGUED):")
        for m in argued:
            print(f"  [{m.area}] {m}\n      {ARGUED[m.key]}")
    if missing:
        print(f"\n{len(missing)} survivors with no argument (write a scenario from the CR):")
        for m in missing:
            print(f"  [{m.area}] {m}")
    print(
        f"\nkilled or argued equivalent: {killed_total + len(argued)} / {total} "
        f"({100.0 * (killed_total + len(argued)) / total if total else 0:.1f}%)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
