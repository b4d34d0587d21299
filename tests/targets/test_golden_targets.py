"""The generated files of a few printed Cases, verbatim (``tools/gen_golden_targets.py``)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "gen_golden_targets.py"
_spec = importlib.util.spec_from_file_location("gen_golden_targets", TOOL)
assert _spec is not None and _spec.loader is not None
tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tool)
RENDERED = tool.render()


def test_there_are_golden_files_for_every_target() -> None:
    assert {p.parent.name for p in RENDERED} == {"forge", "phase", "json"}


def test_no_golden_file_is_left_that_is_no_longer_generated() -> None:
    assert sorted(tool.existing() - set(RENDERED)) == [], "run python tools/gen_golden_targets.py"


@pytest.mark.parametrize("path", sorted(RENDERED), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_generated_file_is_the_golden_file(path: Path) -> None:
    assert path.exists(), "run python tools/gen_golden_targets.py"
    assert RENDERED[path] == path.read_text(encoding="utf-8")
