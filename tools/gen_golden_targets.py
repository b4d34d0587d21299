"""Regenerate ``tests/golden_targets/``: generated Forge scripts, phase card data and IR JSON.

For each bundled Case that a target emits in full from the compiler's IR
(``tests/targets/case_ir.py``), ``<target>/<file>`` holds exactly what
``karlov.build([card], target)`` writes for it; ``tests/targets/test_golden_targets.py``
asserts them verbatim. Run after changing a generator or the compiler:
``python tools/gen_golden_targets.py`` (it also deletes golden files no longer generated);
``--check`` exits 1 when a file is out of date or stale and lists it.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden_targets"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from targets.case_ir import FILES, case_ir  # noqa: E402

from karlov.targets.build import build  # noqa: E402

__all__ = ["GOLDEN", "render"]

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
    files = render()
    extra = sorted(existing() - set(files))
    if "--check" in argv:
        stale = [p for p, t in files.items() if not p.exists() or p.read_text("utf-8") != t]
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}")
        for path in extra:
            print(f"no longer generated: {path.relative_to(ROOT)}")
        return 1 if stale or extra else 0
    for path in extra:
        path.unlink()
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
    print(f"{len(files)} golden files written to {GOLDEN.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
