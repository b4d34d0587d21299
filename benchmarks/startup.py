"""The first `karlov check` on a fresh machine, against a warm run: prints wall and CPU time.

Run: ``python benchmarks/startup.py``. Figures only; nothing here asserts a time. Each figure
is the best of several runs of ``python -m karlov check`` on one card in a new process:

- fresh install, empty cache: karlov's bytecode compiled as ``pip install`` does
  (``compileall``), and a new, empty ``$XDG_CACHE_HOME``;
- fresh install, unwritable cache: the same with ``$XDG_CACHE_HOME`` a read-only folder;
- warm: the same command again, after the runs above;
- no bytecode at all: nothing compiled and nothing written (``PYTHONDONTWRITEBYTECODE``), as a
  checkout run with a read-only tree: Python compiles every karlov module it imports, every run.

karlov ships its parser tables (``karlov/frontend/parser_tables/``) and caches nothing, so the
first run does the same work as every later one.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ONE_CARD = ROOT / "karlov" / "cards" / "cases" / "case_of_the_burning_masks.card"
RUNS = 5


def _run(env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU (user + system) seconds of one ``karlov check`` process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "karlov", "check", str(ONE_CARD)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        check=True,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def _environment(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(ROOT)
    env.update(extra)
    return env


def _compile(pycache: Path) -> None:
    """Compile karlov's modules into ``pycache``, as pip does when it installs a wheel."""
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(ROOT / "karlov")],
        env=_environment(PYTHONPYCACHEPREFIX=str(pycache)),
        capture_output=True,
        check=True,
    )


def main() -> None:
    cold, unwritable, warm, no_bytecode = [], [], [], []
    for _ in range(RUNS):
        with tempfile.TemporaryDirectory() as folder:
            base = Path(folder)
            (base / "xdg").mkdir()
            readonly = base / "readonly"
            readonly.mkdir(mode=0o500)
            _compile(base / "pyc")
            env = _environment(
                XDG_CACHE_HOME=str(base / "xdg"), PYTHONPYCACHEPREFIX=str(base / "pyc")
            )
            cold.append(_run(env))
            unwritable.append(_run(dict(env, XDG_CACHE_HOME=str(readonly))))
            warm.append(_run(env))
            env = _environment(
                XDG_CACHE_HOME=str(readonly),
                PYTHONDONTWRITEBYTECODE="1",
                PYTHONPYCACHEPREFIX=str(base / "empty-pyc"),
            )
            no_bytecode.append(_run(env))
            readonly.chmod(0o700)
    best_warm = (min(w for w, _ in warm), min(c for _, c in warm))
    for label, runs in (
        ("fresh install, empty cache", cold),
        ("fresh install, unwritable cache", unwritable),
        ("warm", warm),
        ("no bytecode at all", no_bytecode),
    ):
        wall = min(w for w, _ in runs)
        cpu = min(c for _, c in runs)
        print(
            f"karlov check, one card, {label:<31} wall {wall:.3f} s  cpu {cpu:.3f} s"
            f"  ({wall / best_warm[0]:.2f}x warm wall, {cpu / best_warm[1]:.2f}x warm cpu)"
        )


if __name__ == "__main__":
    main()
