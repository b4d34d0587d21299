"""`karlov fmt` writes canonical Oracle text: the rendered AST plus every warning's fix."""

from __future__ import annotations

from pathlib import Path

from karlov import cli

UNTIDY = (
    "Case of the Test Run {1}{R}\n"
    "Enchantment - Case\n"
    "When Case of the Test Run enters the battlefield, it deals 3 damage to target creature"
    " an opponent controls\n"
    "To solve -- you control 3 or more artifacts.\n"
    "Solved – creatures you control get +1/+0.\n"
)

CANONICAL = (
    "Case of the Test Run {1}{R}\n"
    "Enchantment — Case\n"
    "When this Case enters, it deals 3 damage to target creature an opponent controls.\n"
    "To solve — You control three or more artifacts."
    " (If unsolved, solve at the beginning of your end step.)\n"
    "Solved — Creatures you control get +1/+0.\n"
)


def test_fmt_applies_every_fix(tmp_path: Path) -> None:
    path = tmp_path / "untidy.card"
    path.write_text(UNTIDY, encoding="utf-8")
    assert cli.main(["fmt", str(path)]) == 0
    assert path.read_text(encoding="utf-8") == CANONICAL
    assert cli.main(["check", str(path)]) == 0


def test_fmt_is_idempotent(tmp_path: Path) -> None:
    path = tmp_path / "canonical.card"
    path.write_text(CANONICAL, encoding="utf-8")
    assert cli.main(["fmt", "--check", str(path)]) == 0
    assert path.read_text(encoding="utf-8") == CANONICAL


def test_fmt_keeps_an_alchemy_case_without_reminder(tmp_path: Path) -> None:
    cases = Path(__file__).resolve().parents[2] / "karlov" / "cards" / "cases"
    original = (cases / "case_of_the_market_melee.card").read_text("utf-8")
    path = tmp_path / "melee.card"
    path.write_text(original, encoding="utf-8")
    assert cli.main(["fmt", "--check", str(path)]) == 0
