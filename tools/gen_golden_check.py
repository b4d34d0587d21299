"""Regenerate ``tests/golden/*.expected``: what ``karlov check`` prints for each malformed card.

Each ``tests/golden/NN_name.card`` has ``NN_name.expected``, exactly what ``karlov check
tests/golden/NN_name.card`` prints from the repository root (every diagnostic, a blank line
between them, then the summary); ``tests/syntax/test_golden.py`` asserts it verbatim, and
``tests/test_golden_content.py`` checks what it says without it. No test writes these files:
after changing a diagnostic, on a clean git tree, ``python tools/gen_golden_check.py`` prints a
unified diff of every file it changes (read it before committing); ``--force`` runs on a dirty
tree; ``--check`` writes nothing and exits 1 when a file is out of date, listing it (see
``tools/golden_update.py``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from golden_update import main as update_main  # noqa: E402

from karlov.cli import check_file  # noqa: E402
from karlov.frontend.reporting import format_text  # noqa: E402

__all__ = ["CARDS", "GOLDEN", "check_output", "existing", "render"]

CARDS = sorted(GOLDEN.glob("*.card"))


def check_output(path: Path) -> str:
    """What ``karlov check`` prints for ``path``, run from the repository root (the paths in
    it are relative to the root)."""
    here = Path.cwd()
    os.chdir(ROOT)
    try:
        return format_text(check_file(Path(path.relative_to(ROOT).as_posix())), 1)
    finally:
        os.chdir(here)


def render() -> dict[Path, str]:
    """Every golden file and its text."""
    return {path.with_suffix(".expected"): check_output(path) for path in CARDS}


def existing() -> list[Path]:
    """The golden files on disk."""
    return sorted(GOLDEN.glob("*.expected"))


def main(argv: list[str]) -> int:
    return update_main(argv, render, existing, root=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
