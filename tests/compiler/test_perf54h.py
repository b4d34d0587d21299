"""The compiler loads its static-ability and replacement modules where a card has such an
ability (issue 24, session 54h): ``karlov.compiler.abilities`` imports :mod:`.statics` and
:mod:`.replacements` in the methods that lower those abilities, so a card with neither does not
unmarshal them (a tenth of the compiler's bytecode) on a one-card ``karlov check``. Each test
runs in a new process, where nothing else has imported them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_CHECK = """
import json, sys
from karlov.frontend import syntax
from karlov.compiler import compile_diagnostics
card_file, problems = syntax.parse_file(sys.argv[1], "one.card")
diagnostics = compile_diagnostics(card_file.cards)
print(json.dumps({
    "problems": [d.code for d in problems] + [d.code for d in diagnostics],
    "loaded": [m for m in ("replacements", "statics") if "karlov.compiler." + m in sys.modules],
}))
"""


def _check(text: str) -> dict[str, list[str]]:
    done = subprocess.run(
        [sys.executable, "-c", _CHECK, text],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def test_a_card_without_statics_or_replacements_loads_neither() -> None:
    text = (ROOT / "karlov" / "cards" / "cases" / "case_of_the_burning_masks.card").read_text(
        encoding="utf-8"
    )
    assert _check(text) == {"problems": [], "loaded": []}


def test_a_static_ability_loads_the_static_compiler() -> None:
    text = "Glorious Anthem {1}{W}{W}\nEnchantment\nCreatures you control get +1/+1.\n"
    assert _check(text) == {"problems": [], "loaded": ["statics"]}


def test_a_replacement_loads_the_replacement_compiler() -> None:
    text = (
        "Doubling Season {4}{G}\nEnchantment\n"
        "If an effect would create one or more tokens under your control, it creates twice "
        "that many of those tokens instead.\n"
        "If an effect would put one or more counters on a permanent you control, it puts "
        "twice that many of those counters on that permanent instead.\n"
    )
    result = _check(text)
    assert "replacements" in result["loaded"]
