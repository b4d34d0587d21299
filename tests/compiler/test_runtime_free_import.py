"""Checking a card loads none of the runtime's game classes (issue 24: the compiler's import
is part of every `karlov check`), and what the compiler states of the runtime's vocabulary
for that is the runtime's own."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from karlov import parse
from karlov.compiler import compile_card
from karlov.compiler import objects as compiler_objects
from karlov.runtime import objects as runtime_objects

ROOT = Path(__file__).resolve().parents[2]
CARD = ROOT / "karlov" / "cards" / "cases" / "case_of_the_burning_masks.card"

#: Modules of the runtime that only a game needs: classes whose creation a check would pay.
GAME_MODULES = ("karlov.runtime.objects", "karlov.runtime.filters", "karlov.runtime.build")


def test_zone_names_and_permanent_types_are_the_runtimes() -> None:
    assert compiler_objects.BATTLEFIELD == runtime_objects.BATTLEFIELD
    assert compiler_objects.GRAVEYARD == runtime_objects.GRAVEYARD
    assert compiler_objects.HAND == runtime_objects.HAND
    assert compiler_objects.LIBRARY == runtime_objects.LIBRARY
    assert compiler_objects.PERMANENT_TYPES == runtime_objects.PERMANENT_TYPES
    for name in ("BATTLEFIELD", "GRAVEYARD", "HAND", "LIBRARY"):
        assert type(getattr(compiler_objects, name)) is str  # as the runtime's, not an enum


def test_a_check_loads_no_game_module() -> None:
    # The command's main (its entry point ends the process without returning).
    script = (
        "import sys\n"
        "from karlov.cli import main\n"
        f"code = main(['check', {str(CARD)!r}])\n"
        f"print(sorted(m for m in {GAME_MODULES!r} if m in sys.modules))\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[]"


def test_the_definition_a_game_needs_is_still_built() -> None:
    """The conjured cards' table is handed to the runtime when the definition is asked for."""
    (card,) = parse(CARD.read_text(encoding="utf-8"), CARD.name)
    compiled = compile_card(card)
    assert compiled.ok
    assert dict(compiled.named) == {}
    definition = compiled.require()
    assert definition.name == card.name
