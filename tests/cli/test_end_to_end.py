"""``python -m karlov`` as a user runs it: a real process, real files, real exit codes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def karlov(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("KARLOV_TRACEBACK", None)
    return subprocess.run(
        [sys.executable, "-m", "karlov", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=120,
        check=False,
    )


def test_help_and_version(tmp_path: Path) -> None:
    result = karlov("--help", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("usage: karlov [-h] [--version] COMMAND ...\n")
    version = karlov("--version", cwd=tmp_path)
    assert version.returncode == 0
    assert version.stdout.startswith("karlov ")


def test_usage_error_exits_2_without_traceback(tmp_path: Path) -> None:
    result = karlov("check", "missing.card", cwd=tmp_path)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr.endswith("karlov check: error: path 'missing.card' does not exist\n")
    assert "Traceback" not in result.stderr


def test_unfit_files_exit_1_with_their_diagnostics(tmp_path: Path) -> None:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "a.card").write_bytes(b"")
    (tmp_path / "cards" / "b.card").write_bytes(b"ok\n\x80\n")
    (tmp_path / "cards" / "c.card").write_bytes(b"\x7fELF\x02\x01\x01\x00")
    result = karlov("check", "cards", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (1, "")
    assert result.stdout == (
        "cards/a.card:1:1: error[K001]: this file is empty: a card file needs at least one card\n"
        "\n"
        "cards/b.card:2:1: error[K002]: this file is not valid UTF-8: byte 0x80 at offset 3 "
        "cannot be decoded\n"
        "2 | \ufffd\n"
        "  | ^\n"
        "help: save the file as UTF-8\n"
        "\n"
        "cards/c.card:1:8: error[K003]: this looks like a binary file, not card text: it has a "
        "NUL byte at offset 7\n"
        "1 | ␡ELF␂␁␁␀\n"
        "  |        ^\n"
        "\n"
        "3 errors, 0 warnings in 3 files\n"
    )


def test_fmt_leaves_unfit_files_alone(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_bytes(b"ok\n\x80\n")
    result = karlov("fmt", "a.card", cwd=tmp_path)
    assert result.returncode == 1
    assert path.read_bytes() == b"ok\n\x80\n"
    assert result.stderr.endswith("a.card: not formatted because it has errors\n")


def test_broken_pipe_is_quiet(tmp_path: Path) -> None:
    for index in range(200):
        (tmp_path / f"{index:03}.card").write_bytes(b"")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    with subprocess.Popen(
        [sys.executable, "-m", "karlov", "check", "."],
        cwd=tmp_path,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.close()  # the reader goes away, as `karlov check . | head -0` would
        stderr = process.stderr.read()
        returncode = process.wait(timeout=120)
    assert (returncode, stderr) == (141, b"")
