"""``karlov explain`` of each of the 15 printed Cases, verbatim against tests/golden_explain/
(regenerate with ``python tools/gen_golden_explain.py``)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

if importlib.util.find_spec("karlov.runtime.build") is None:  # until branch ir is merged
    pytest.skip("the compiler does not lower to IR yet", allow_module_level=True)

ROOT = Path(__file__).resolve().parent.parent.parent
spec = importlib.util.spec_from_file_location(
    "gen_golden_explain", ROOT / "tools" / "gen_golden_explain.py"
)
assert spec is not None and spec.loader is not None
gen = importlib.util.module_from_spec(spec)
sys.modules["gen_golden_explain"] = gen
spec.loader.exec_module(gen)


def test_there_is_one_golden_file_per_case() -> None:
    assert len(gen.CASES) == 15
    assert sorted(p.name for p in gen.GOLDEN.glob("*.txt")) == sorted(
        f"{p.stem}.txt" for p in gen.CASES
    )


@pytest.mark.parametrize("path", gen.CASES, ids=lambda p: p.stem)
def test_explain_output_is_the_golden_file(path: Path) -> None:
    golden = gen.GOLDEN / f"{path.stem}.txt"
    assert gen.explain_output(path) == golden.read_text(encoding="utf-8"), (
        f"run python tools/gen_golden_explain.py and review the diff of {golden.name}"
    )
