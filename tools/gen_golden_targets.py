"""Regenerate ``tests/golden_targets/``: generated Forge scripts, phase card data and IR JSON.

For each bundled Case that a target emits in full from the compiler's IR
(``tests/targets/case_ir.py``), ``<target>/<file>`` holds exactly what
``karlov.build([card], target)`` writes for it; ``tests/targets/test_golden_targets.py``
asserts them verbatim, and ``tests/test_golden_content.py`` checks what they say without
them. Run after changing a generator or the compiler, on a clean git tree:
``python tools/gen_golden_targets.py`` prints a unified diff of every file it changes or
deletes (golden files no longer generated); ``--force`` runs on a dirty tree; ``--check``
writes nothing and exits 1 when a file is out of date or stale, listing it (see
``tools/golden_update.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden_targets"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from golden_update import main as update_main  # noqa: E402
from targets.case_ir import FILES, case_ir  # noqa: E402

from karlov.targets.build import build  # noqa: E402

__all__ = ["GOLDEN", "existing", "render"]

TARGETS = ("forge", "phase", "json")


def render() -> dict[Path, str]:
    """Every golden file and its text (shared files such as the schema left out)."""
    out: dict[Path, str] = {}
    for key in sorted(FILES):
        card = case_ir(key)
        for target in TARGETS:
            result = build([card], target, allow_partial=True)
            if result.gaps:
                continue
            for name, text in result.files.items():
                if name not in ("schema.json", "card_data.json"):
                    out[GOLDEN / target / name] = text
    return out


def existing() -> set[Path]:
    """The golden files on disk."""
    return {p for target in TARGETS for p in (GOLDEN / target).glob("*") if p.is_file()}


def main(argv: list[str]) -> int:
    return update_main(argv, render, existing, root=ROOT)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
