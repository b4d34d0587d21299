"""Golden tests: each malformed ``tests/golden/*.card`` against its expected ``check`` output.

The expected text is exactly what ``karlov check tests/golden/NN_name.card`` prints (run from
the repository root): every diagnostic rendered, a blank line between them, then the summary.
No test writes an ``.expected`` file: ``python tools/gen_golden_check.py`` regenerates them
on a clean git tree and prints the diff of each one it changes; read it before committing.
``tests/test_golden_content.py`` checks what the files say without them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from karlov.cli import check_file
from karlov.frontend.reporting import format_text

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
CARDS = sorted(GOLDEN.glob("*.card"))


os.chdir(ROOT)  # paths in the expected text are relative to the repository root


def _relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _output(path: Path) -> str:
    return format_text(check_file(Path(_relative(path))), 1)


def test_there_are_enough_golden_files() -> None:
    assert len(CARDS) >= 32
    for card in CARDS:
        assert card.with_suffix(".expected").exists(), (
            f"run python tools/gen_golden_check.py: {card.name}"
        )


@pytest.mark.parametrize("path", CARDS, ids=[p.stem for p in CARDS])
def test_golden(path: Path) -> None:
    expected_path = path.with_suffix(".expected")
    actual = _output(path)
    assert actual == expected_path.read_text(encoding="utf-8"), (
        f"run python tools/gen_golden_check.py and review the diff of {expected_path.name}"
    )


def test_every_diagnostic_code_is_covered() -> None:
    wanted = {
        *(f"E00{n}" for n in (1, 2)),
        "E011",
        "E012",
        "E020",
        "E021",
        "E022",
        "E030",
        "E031",
        "E032",
        "E033",
        "E013",
        "E040",
        "E041",
        "E042",
        "E043",
        *(f"W10{n}" for n in range(1, 10)),
        *(f"W11{n}" for n in range(5)),
        "W119",
        "W121",
        "W124",
        "W125",
        "E017",
        "E018",
        "E019",
        "C001",
        "C002",
    }
    seen = set()
    for path in CARDS:
        seen |= {d.code for d in check_file(Path(_relative(path)))}
    assert wanted <= seen, sorted(wanted - seen)


@pytest.mark.parametrize(
    "name", ["30_recovery_many_cards", "39_many_warnings_one_card", "34_control_chars"]
)
def test_cli_prints_the_golden_text(name: str) -> None:
    """The in-process rendering used above is what the command line really prints."""
    result = subprocess.run(
        [sys.executable, "-m", "karlov", "check", f"tests/golden/{name}.card"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    expected = (GOLDEN / f"{name}.expected").read_text(encoding="utf-8")
    assert result.stdout == expected
    has_error = "error[" in expected
    assert result.returncode == (1 if has_error else 0)
