"""Suite-wide settings: Hypothesis profiles, a run where every test was skipped fails, and
``--cards-from-ir`` (play every scenario with cards loaded from IR JSON alone).

Hypothesis profiles (``HYPOTHESIS_PROFILE`` picks one; ``ci`` when it is unset, so a plain
``python -m pytest`` gives the same result on every run and machine):

- ``ci``: derandomised (the examples are a function of each test alone), a fixed number of
  examples, no deadline (a loaded machine must not turn slowness into a failure), no example
  database (what an earlier run found on this machine must not change this run).
- ``long``: random, ten times the examples, the example database on; a search for new
  failures: ``HYPOTHESIS_PROFILE=long python -m pytest -q tests``.

A test that sets ``@settings(max_examples=...)`` keeps its own count in both profiles; the
other settings come from the profile.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    derandomize=True,
    max_examples=100,
    deadline=None,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "long",
    derandomize=False,
    max_examples=1000,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or "ci")

RAN = ("passed", "failed", "error", "xfailed", "xpassed")

#: Golden files: expectations written by tools/gen_golden_*.py, never by a test.
GOLDEN_FOLDERS = tuple(
    Path(__file__).parent / name for name in ("golden", "golden_explain", "golden_targets")
)


def golden_digest() -> dict[str, str]:
    """Every golden file and a hash of its bytes."""
    return {
        str(path): hashlib.sha256(path.read_bytes()).hexdigest()
        for folder in GOLDEN_FOLDERS
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def pytest_sessionstart(session: pytest.Session) -> None:
    session.config.stash[_GOLDEN_KEY] = golden_digest()


_GOLDEN_KEY = pytest.StashKey[dict[str, str]]()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Fail a run that wrote a golden file (a test that blesses its own expectation always
    passes), and a run in which tests were collected but every one of them was skipped: a
    missing dependency or a wrong marker must not make CI green without testing anything."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    before = session.config.stash.get(_GOLDEN_KEY, None)
    if before is not None:
        after = golden_digest()
        changed = sorted(p for p in before.keys() | after.keys() if before.get(p) != after.get(p))
        if changed:
            if reporter is not None:
                reporter.write("\n")
                reporter.write_line(
                    "the run changed golden files (only tools/gen_golden_*.py may): "
                    + ", ".join(changed),
                    red=True,
                )
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
            return
    if reporter is None or exitstatus != pytest.ExitCode.OK:
        return
    ran = sum(len(reporter.stats.get(kind, ())) for kind in RAN)
    skipped = len(reporter.stats.get("skipped", ()))
    if skipped and not ran:
        reporter.write("\n")
        reporter.write_line(
            f"every one of the {skipped} collected tests was skipped: failing the run",
            red=True,
        )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        return
    families = skipped_families(reporter.stats)
    if families:
        reporter.write("\n")
        reporter.write_line(
            "every test of these files was skipped (a missing dependency, such as "
            "phase-python for tests/targets, or a wrong marker): failing the run: "
            + ", ".join(families),
            red=True,
        )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def skipped_families(stats: dict[str, list[object]]) -> list[str]:
    """The test files (a family of tests) of which something was skipped and nothing ran: a
    module skipped as it was collected (``pytest.importorskip``) or every test of it skipped."""

    def module(report: object) -> str:
        return str(getattr(report, "nodeid", "")).split("::", 1)[0]

    ran = {module(r) for kind in RAN for r in stats.get(kind, ())}
    skipped = {module(r) for r in stats.get("skipped", ())}
    return sorted(m for m in skipped - ran if m)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--cards-from-ir",
        action="store_true",
        help="play every scenario with cards loaded from IR JSON alone (dump, load, play)",
    )


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--cards-from-ir"):
        # imported here: tests/test_project.py runs this conftest alone, without card_sources
        from card_sources import CARDS_FROM_IR_ENV

        os.environ[CARDS_FROM_IR_ENV] = "1"


@pytest.fixture
def karlov_modules_after() -> Callable[[str], list[str]]:
    """Runs Python ``code`` in a fresh interpreter and gives the ``karlov.*`` modules it
    loaded, sorted: for tests of what a part of karlov imports (and what it does not)."""

    def run(code: str) -> list[str]:
        listing = "\nprint(' '.join(sorted(m for m in sys.modules if m.startswith('karlov.'))))\n"
        done = subprocess.run(
            [sys.executable, "-c", "import sys\n" + code + listing],
            capture_output=True,
            text=True,
            check=True,
        )
        return done.stdout.split()

    return run
