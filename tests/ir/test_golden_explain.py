"""``karlov explain`` of each of the 15 printed Cases, verbatim against tests/golden_explain/
(regenerate with ``python tools/gen_golden_explain.py``)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

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


def test_explain_json_prints_the_ir_json_of_the_file(capsys: pytest.CaptureFixture[str]) -> None:
    from karlov import cli, ir
    from karlov.compiler.library import bundled_library

    path = next(p for p in gen.CASES if p.stem == "case_of_the_burning_masks")
    assert cli.main(["explain", "--json", str(path)]) == 0
    out = capsys.readouterr().out
    expected = bundled_library().compiled("Case of the Burning Masks").ir
    (card,) = ir.loads(out)
    assert card == expected
    assert out == ir.dumps((expected,), indent=2) + "\n"


def test_explain_reports_c001_and_still_explains_the_other_cards(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from karlov import cli

    path = tmp_path / "two.card"
    path.write_text(
        "Case of the Missing Card {U}\n"
        "Enchantment — Case\n"
        "When this Case enters, conjure two cards named Zzyzx Qwerty into your library.\n"
        "\n"
        "Memnite {0}\n"
        "Artifact Creature — Construct\n"
        "1/1\n",
        encoding="utf-8",
    )
    assert cli.main(["explain", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == (
        "Case of the Missing Card {U}\n"
        "  Enchantment — Case\n"
        "  1. karlov can't play this line yet: the card 'Zzyzx Qwerty', which is not in "
        "the card library (C001).\n"
        "\n"
        "Memnite {0}\n  Artifact Creature — Construct\n  1/1\n"
    )
    assert err.startswith(f"{path}:3:24: error[C001]: the rules runtime cannot execute this yet")
    assert err.endswith("1 error, 0 warnings in 1 file\n")


def test_explain_says_the_lines_of_a_card_it_can_play_and_why_not_the_others(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 23: a line with C001 does not hide the others; it says why karlov can't play it
    (the diagnostic's reason), and --json still holds only the cards that compile whole."""
    from karlov import cli

    path = tmp_path / "partial.card"
    path.write_text(
        "Case of the Missing Card {U}\n"
        "Enchantment — Case\n"
        "When this Case enters, conjure two cards named Zzyzx Qwerty into your library.\n"
        "To solve — You control three or more artifacts.\n"
        "Solved — {T}: Draw a card.\n",
        encoding="utf-8",
    )
    assert cli.main(["explain", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        "Case of the Missing Card {U}",
        "  Enchantment — Case",
        "  1. karlov can't play this line yet: the card 'Zzyzx Qwerty', which is not in "
        "the card library (C001).",
        "  2. To solve (CR 719.3a): at the beginning of your end step, if this Case isn't "
        "solved and you control three or more artifacts, it becomes solved (it gains the solved "
        "designation, CR 702.169).",
        "  3. Solved — works only while this Case is solved (CR 702.169). {T}: Draw a card.",
    ]
    assert "error[C001]" in err
    assert cli.main(["explain", "--json", str(path)]) == 1
    assert '"ir": []' in capsys.readouterr().out
