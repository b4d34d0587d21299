"""What a one-card ``karlov check`` no longer loads (issue 24), and that the deferred
:mod:`inspect` is the real one as soon as anything reads it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CARD = ROOT / "karlov" / "cards" / "cases" / "case_of_the_burning_masks.card"


def _run(script: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=environment, cwd=ROOT
    )


def test_a_check_does_not_load_inspect() -> None:
    # Reading an attribute of the deferred module would load it: its own namespace is asked.
    script = (
        "import sys\n"
        "from karlov.cli import main\n"
        f"code = main(['check', {str(CARD)!r}])\n"
        "print('signature' in vars(sys.modules['inspect']),\n"
        "      'dis' in sys.modules, 'tokenize' in sys.modules)\n"
        "sys.exit(code)\n"
    )
    done = _run(script)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "False False False"


def test_the_deferred_inspect_loads_on_first_use_and_is_the_real_one() -> None:
    script = (
        "import sys\n"
        "import karlov.cli\n"
        "deferred = sys.modules['inspect']\n"
        "print('signature' in vars(deferred))\n"
        "import dataclasses\n"
        "@dataclasses.dataclass\n"
        "class NoDoc:\n"
        "    x: int\n"
        "print(NoDoc.__doc__)\n"  # dataclasses calls inspect.signature here
        "import inspect\n"
        "print(inspect is not deferred, deferred.signature is inspect.signature)\n"
        "print(deferred.Parameter.POSITIONAL_ONLY is inspect.Parameter.POSITIONAL_ONLY)\n"
        "try:\n"
        "    deferred.no_such_name\n"
        "except AttributeError as error:\n"
        "    print(error)\n"
    )
    done = _run(script)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "False",
        "NoDoc(x: int)",
        "True True",
        "True",
        "module 'inspect' has no attribute 'no_such_name'",
    ]


def test_nothing_is_deferred_when_inspect_is_already_loaded() -> None:
    script = "import inspect, sys\nimport karlov.cli\nprint(sys.modules['inspect'] is inspect)\n"
    done = _run(script)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["True"]
