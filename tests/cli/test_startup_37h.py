"""What a one-card ``karlov check`` does not need is not loaded (issue 24), and what it skips
changes no output: argparse's metavar check no longer asks the terminal's width, help is
still wrapped at the terminal's width."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CARD = ROOT / "karlov" / "cards" / "cases" / "case_of_the_burning_masks.card"


def _run(script: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **env}
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=environment, cwd=ROOT
    )


def test_a_check_does_not_import_shutil_for_the_terminal_width() -> None:
    script = (
        "import sys\n"
        "from karlov.cli import main\n"
        f"code = main(['check', {str(CARD)!r}])\n"
        "print('shutil' in sys.modules, 'lzma' in sys.modules)\n"
        "sys.exit(code)\n"
    )
    done = _run(script)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "False False"


def test_help_is_still_wrapped_at_the_terminal_width() -> None:
    script = "from karlov.cli import main\nmain(['check', '--help'])\n"
    narrow = _run(script, COLUMNS="40").stdout.splitlines()
    wide = _run(script, COLUMNS="200").stdout.splitlines()
    usage = [line for line in wide if line.startswith("usage:")]
    assert usage == [
        "usage: karlov check [-h] [--format {text,json,sarif}] [--require-playable] "
        "[-j N] [--color {auto,always,never}] PATH [PATH ...]"
    ]
    assert narrow[: narrow.index("")] == [
        "usage: karlov check [-h]",
        "                    [--format {text,json,sarif}]",
        "                    [--require-playable]",
        "                    [-j N]",
        "                    [--color {auto,always,never}]",
        "                    PATH [PATH ...]",
    ]


def test_a_bad_option_names_the_subcommand_as_before() -> None:
    """The subcommands' ``prog`` is given to argparse, as it worked it out itself."""
    script = "from karlov.cli import main\nraise SystemExit(main(['check', '--format', 'x']))\n"
    done = _run(script)
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1] == (
        "karlov check: error: argument --format: invalid choice: 'x' "
        "(choose from 'text', 'json', 'sarif')"
    )
