"""Regenerate ``tests/golden_explain/``: what ``karlov explain`` prints for each printed Case.

One file per ``.card`` file of the bundled Cases (``<card file stem>.txt``), holding exactly
the standard output of ``karlov explain <file>``; ``tests/ir/test_golden_explain.py`` asserts
it verbatim. Run after changing the compiler's IR or the renderer
(``karlov/explain.py``): ``python tools/gen_golden_explain.py``; ``--check`` exits 1 when a
file is out of date and lists it.
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden_explain"
sys.path.insert(0, str(ROOT))

from karlov import cli  # noqa: E402
from karlov.compiler.library import BUNDLED  # noqa: E402

__all__ = ["CASES", "GOLDEN", "explain_output", "render"]

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


def main(argv: list[str]) -> int:
    files = render()
    stale = [p for p, text in files.items() if not p.exists() or p.read_text("utf-8") != text]
    extra = [p for p in GOLDEN.glob("*.txt") if p not in files]
    if "--check" in argv:
        for path in [*stale, *extra]:
            print(f"out of date: {path.relative_to(ROOT)}")
        return 1 if stale or extra else 0
    GOLDEN.mkdir(exist_ok=True)
    for path in stale:
        path.write_text(files[path], encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    for path in extra:
        path.unlink()
        print(f"removed {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
