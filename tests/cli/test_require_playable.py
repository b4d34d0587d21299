"""``karlov check`` on text the runtime cannot play yet: C001 is a note unless playing is
required (``--require-playable``; ``karlov play`` always requires it)."""

from __future__ import annotations

from pathlib import Path

import pytest

import karlov
from karlov.cli import main

UNPLAYABLE = (
    "Test Case {W}\nEnchantment — Case\nTo solve — You control a creature.\nSolved — Flying\n"
)
BROKEN = "Test Card {W}\nInstant\nDraw a crad.\n"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_c001_is_a_note_by_default(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "a.card"
    path.write_text(UNPLAYABLE)
    code, out = run(capsys, "check", str(path))
    assert code == 0
    assert "note[C001]: the rules runtime cannot execute this yet" in out
    # The templating checks still run on the unplayable card: W106 (no reminder text).
    assert "warning[W106]" in out
    assert out.endswith("0 errors, 1 warning, 1 note in 1 file\n")


def test_require_playable_makes_c001_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "a.card"
    path.write_text(UNPLAYABLE)
    code, out = run(capsys, "check", "--require-playable", str(path))
    assert code == 1
    assert "error[C001]" in out and out.endswith("1 error, 1 warning in 1 file\n")


def test_syntax_errors_fail_without_the_flag(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "a.card"
    path.write_text(BROKEN)
    code, out = run(capsys, "check", str(path))
    assert code == 1 and "error[E001]" in out


def test_the_api_requires_playable_unless_told_otherwise() -> None:
    assert [(d.code, d.severity) for d in karlov.check(UNPLAYABLE) if d.code == "C001"] == [
        ("C001", karlov.Severity.ERROR)
    ]
    relaxed = karlov.check(UNPLAYABLE, require_playable=False)
    assert [(d.code, d.severity) for d in relaxed if d.code == "C001"] == [
        ("C001", karlov.Severity.NOTE)
    ]
