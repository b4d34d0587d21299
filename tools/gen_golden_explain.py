"""Regenerate ``tests/golden_explain/``: what ``karlov explain`` prints for each printed Case.

One file per ``.card`` file of the bundled Cases (``<card file stem>.txt``), holding exactly
the standard output of ``karlov explain <file>``; ``tests/ir/test_golden_explain.py`` asserts
it verbatim, and ``tests/test_golden_content.py`` checks what it says without it. Run after
changing the compiler's IR or the renderer (``karlov/explain/english.py``), on a clean git tree:
``python tools/gen_golden_explain.py`` prints a unified diff of every file it changes (read
it before committing); ``--force`` runs on a dirty tree; ``--check`` writes nothing and exits
1 when a file is out of date, listing it (see ``tools/golden_update.py``).
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden_explain"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from golden_update import main as update_main  # noqa: E402

from karlov import cli  # noqa: E402
from karlov.compiler.library import BUNDLED  # noqa: E402

__all__ = ["CASES", "GOLDEN", "existing", "explain_output", "render"]

CASES = sorted((BUNDLED / "cases").glob("*.card"))


def explain_output(path: Path) -> str:
    """The standard output of ``karlov explain PATH`` (its exit status must be 0)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(["explain", str(path)])
    if code != 0:
        raise SystemExit(f"karlov explain {path} exited {code}:\n{err.getvalue()}")
    return out.getvalue()


def render() -> dict[Path, str]:
    """Every golden file and its text."""
    return {GOLDEN / f"{path.stem}.txt": explain_output(path) for path in CASES}


def existing() -> list[Path]:
    """The golden files on disk."""
    return sorted(GOLDEN.glob("*.txt"))


def main(argv: list[str]) -> int:
    return update_main(argv, render, existing, root=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
