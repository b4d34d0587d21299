"""Golden files are numbered: each number names one case, so two cases never share one."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def test_every_golden_number_is_used_once() -> None:
    numbers = Counter(path.name.split("_", 1)[0] for path in GOLDEN.glob("*.card"))
    assert [number for number, uses in numbers.items() if uses > 1] == []
