"""The command line on random bytes: ``karlov.cli.main`` run in-process on files in a
temporary folder. Every run must end with exit code 0, 1 or 2 — never an internal error
(exit 3, which with ``KARLOV_TRACEBACK=1`` raises the exception itself, so the finding
carries its traceback).

An input is the bytes of one file, prefixed with a header line naming the command and its
options (``#! check --format json``), so a reproducer is a single file; the file is written
as ``input.card`` (or ``input.toml`` for ``play``) and the command run on it.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import tempfile
from pathlib import Path

from .harness import PropertyFailure
from .text import AWKWARD, TextTarget

COMMANDS = [
    ["check"],
    ["check", "--format", "json"],
    ["check", "--format", "sarif"],
    ["fmt"],
    ["fmt", "--check"],
    ["explain"],
    ["explain", "--json"],
    ["play"],
    ["play", "--log"],
]
HEADER = b"#! "


def _scenario_seeds() -> list[bytes]:
    from .scenarios import BUILT_IN

    return [text.encode("utf-8") for text in BUILT_IN]


class CliTarget:
    kind = "cli"
    suffix = ".bin"
    time_bound = 10.0

    def __init__(self, text: TextTarget, scenarios: list[str] | None = None) -> None:
        self.text = text
        self.scenarios = _scenario_seeds() + [s.encode("utf-8") for s in scenarios or ()]

    def warm_up(self) -> None:
        self.text.warm_up()
        run_cli(["play"], {"input.toml": self.scenarios[0]})

    def generate(self, rng: random.Random) -> bytes:
        command = rng.choice(COMMANDS)
        body = self._body(rng, play=command[0] == "play")
        return HEADER + " ".join(command).encode() + b"\n" + body

    def _body(self, rng: random.Random, *, play: bool) -> bytes:
        kind = rng.randrange(6)
        seed = rng.choice(self.scenarios) if play else rng.choice(self.text.seeds).encode()
        if kind == 0:  # random bytes
            return bytes(rng.randrange(256) for _ in range(rng.randrange(64)))
        if kind == 1:  # a real input with bytes flipped
            data = bytearray(seed)
            for _ in range(rng.randint(1, 8)):
                if data:
                    data[rng.randrange(len(data))] = rng.randrange(256)
            return bytes(data)
        if kind == 2:  # a real input cut short
            return seed[: rng.randrange(len(seed) + 1)]
        if kind == 3:  # in another encoding, or with a byte-order mark
            text = seed.decode("utf-8", "replace")
            return rng.choice(
                [text.encode("utf-16"), b"\xef\xbb\xbf" + seed, text.encode("latin-1", "replace")]
            )
        if kind == 4:
            return self.text.generate(rng).encode("utf-8", "surrogatepass")
        return seed.replace(b"\n", rng.choice(AWKWARD).encode("utf-8", "surrogatepass"), 1)

    def run(self, data: str | bytes) -> None:
        raw = data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass")
        header, _, body = raw.partition(b"\n")
        argv = header.removeprefix(HEADER).decode("utf-8", "replace").split()
        if not argv:
            argv = ["check"]
        name = "input.toml" if argv[0] == "play" else "input.card"
        code = run_cli(argv, {name: body})
        if code not in (0, 1, 2):
            raise PropertyFailure("exit-code", f"karlov {' '.join(argv)} exited {code}")


def run_cli(argv: list[str], files: dict[str, bytes]) -> int:
    """``karlov ARGV FILES...`` in a fresh temporary folder; its output is discarded.
    ``KARLOV_TRACEBACK=1`` makes an internal error raise instead of exiting 3."""
    from karlov import cli

    old_cwd = os.getcwd()
    old_env = os.environ.get(cli.TRACEBACK_ENV)
    with tempfile.TemporaryDirectory(prefix="karlov-fuzz-") as folder:
        for name, content in files.items():
            (Path(folder) / name).write_bytes(content)
        # streams like a terminal's (strict UTF-8, which cli.main makes tolerant), so that
        # what could not be printed there fails here too
        sink_out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
        sink_err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
        try:
            os.chdir(folder)
            os.environ[cli.TRACEBACK_ENV] = "1"
            with contextlib.redirect_stdout(sink_out), contextlib.redirect_stderr(sink_err):
                return cli.main([*argv, *files])
        finally:
            os.chdir(old_cwd)
            if old_env is None:
                os.environ.pop(cli.TRACEBACK_ENV, None)
            else:
                os.environ[cli.TRACEBACK_ENV] = old_env
