"""``python -m karlov`` as a user runs it: a real process, real files, real exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema

REPO = Path(__file__).resolve().parents[2]
SARIF_SCHEMA = json.loads((Path(__file__).parent / "sarif_subset.schema.json").read_text())


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


# --- with the real front end ------------------------------------------------------------------

MASKS = (
    "Case of the Burning Masks {1}{R}{R}\n"
    "Enchantment — Case\n"
    "When this Case enters, it deals 3 damage to target creature an opponent controls.\n"
    "To solve — Three or more sources you controlled dealt damage this turn. (If unsolved, "
    "solve at the beginning of your end step.)\n"
    "Solved — Sacrifice this Case: Exile the top three cards of your library. Choose one of "
    "them. You may play that card this turn.\n"
)
MESSY_MASKS = MASKS.replace("{1}{R}{R}", "  {1}{R}{R}").replace("it deals", " it deals")
WARNED_MASKS = MASKS.replace("When this", "when this")
BROKEN_MASKS = MASKS.replace("{1}{R}{R}", "{q}") + "   \n"


def test_the_shipped_cards_check_clean_and_are_canonical() -> None:
    result = karlov("check", "karlov/cards", cwd=REPO)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("0 errors, 0 warnings in ")
    fmt = karlov("fmt", "--check", "karlov/cards", cwd=REPO)
    assert (fmt.returncode, fmt.stderr) == (0, "")
    assert fmt.stdout.startswith("0 files would be reformatted, ")


def test_check_exit_codes(tmp_path: Path) -> None:
    (tmp_path / "clean.card").write_text(MASKS, encoding="utf-8")
    (tmp_path / "warned.card").write_text(WARNED_MASKS, encoding="utf-8")
    (tmp_path / "broken.card").write_text(BROKEN_MASKS, encoding="utf-8")

    clean = karlov("check", "clean.card", cwd=tmp_path)
    assert (clean.returncode, clean.stdout) == (0, "0 errors, 0 warnings in 1 file\n")

    warned = karlov("check", "warned.card", cwd=tmp_path)
    assert warned.returncode == 0
    assert warned.stdout.startswith("warned.card:3:1: warning[")
    assert warned.stdout.endswith("\n\n0 errors, 1 warning in 1 file\n")

    broken = karlov("check", ".", cwd=tmp_path)
    assert broken.returncode == 1
    assert broken.stdout.startswith("broken.card:1:27: error[")
    # checked together, the clean and the warned file define the same card (E050); W113 and
    # W114 for the line of spaces at the end
    assert "warned.card:1:1: error[E050]: the card 'Case of the Burning Masks' is already " in (
        broken.stdout
    )
    assert broken.stdout.endswith("\n\n2 errors, 3 warnings in 3 files\n")
    assert "Traceback" not in broken.stderr


def test_check_json_and_sarif(tmp_path: Path) -> None:
    (tmp_path / "broken.card").write_text(BROKEN_MASKS, encoding="utf-8")
    as_json = karlov("check", "--format", "json", "broken.card", cwd=tmp_path)
    assert as_json.returncode == 1
    first, *spaces_at_end = json.loads(as_json.stdout)
    assert [d["code"] for d in spaces_at_end] == ["W113", "W114"]
    assert (first["path"], first["line"], first["column"], first["severity"]) == (
        "broken.card",
        1,
        27,
        "error",
    )
    sarif = karlov("check", "--format", "sarif", "broken.card", cwd=tmp_path)
    assert sarif.returncode == 1
    log = json.loads(sarif.stdout)
    jsonschema.validate(log, SARIF_SCHEMA)
    result, *_ = log["runs"][0]["results"]
    assert result["ruleId"] == first["code"]
    assert result["locations"][0]["physicalLocation"]["artifactLocation"] == {"uri": "broken.card"}


def test_golden_diagnostics_as_sarif_are_valid() -> None:
    result = karlov("check", "--format", "sarif", "tests/golden", cwd=REPO)
    assert result.returncode == 1
    log = json.loads(result.stdout)
    jsonschema.validate(log, SARIF_SCHEMA)
    # C001 (text the runtime cannot play yet) is a note unless --require-playable.
    assert {r["level"] for r in log["runs"][0]["results"]} == {"error", "warning", "note"}


def test_fmt_check_then_fmt_then_clean(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_text(MESSY_MASKS, encoding="utf-8")
    check = karlov("fmt", "--check", "a.card", cwd=tmp_path)
    assert (check.returncode, check.stdout) == (
        1,
        "would reformat a.card\n"
        "  a.card:1:26: warning[W112]: fmt writes one space between the card's name and its "
        "mana cost, and no space inside the cost\n"
        "  a.card:3:23: warning[W112]: several spaces or a tab between words; fmt writes one "
        "space\n"
        "1 file would be reformatted, 0 left unchanged\n",
    )
    assert path.read_text(encoding="utf-8") == MESSY_MASKS
    fmt = karlov("fmt", "a.card", cwd=tmp_path)
    assert (fmt.returncode, fmt.stdout) == (
        0,
        "reformatted a.card\n1 file reformatted, 0 left unchanged\n",
    )
    assert path.read_text(encoding="utf-8") == MASKS
    assert karlov("fmt", "--check", "a.card", cwd=tmp_path).returncode == 0


def test_fmt_does_not_touch_a_file_with_errors(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_text(BROKEN_MASKS, encoding="utf-8")
    before = path.stat()
    result = karlov("fmt", "a.card", cwd=tmp_path)
    assert result.returncode == 1
    assert path.read_text(encoding="utf-8") == BROKEN_MASKS
    assert path.stat().st_mtime_ns == before.st_mtime_ns
    assert result.stderr.startswith("a.card:1:27: error[")
    assert result.stderr.endswith("a.card: not formatted because it has errors\n")
    assert result.stdout == (
        "0 files reformatted, 0 left unchanged, 1 not formatted because of errors\n"
    )


def test_explain_a_real_card(tmp_path: Path) -> None:
    (tmp_path / "a.card").write_text(MASKS, encoding="utf-8")
    tree = karlov("explain", "--ast", "a.card", cwd=tmp_path)
    assert (tree.returncode, tree.stderr) == (0, "")
    assert tree.stdout.splitlines()[:2] == [
        'Card name="Case of the Burning Masks" mana_cost=["{1}", "{R}", "{R}"] '
        "power_toughness=None loyalty=None mana_cost_span=@1:27-1:36 @1:1-5:127",
        '  type_line: TypeLine supertypes=[] card_types=["enchantment"] subtypes=["Case"] '
        "@2:1-2:19",
    ]
    as_json = karlov("explain", "--ast", "--json", "a.card", cwd=tmp_path)
    assert as_json.returncode == 0
    (card,) = json.loads(as_json.stdout)
    assert (card["node"], card["name"], card["span"]) == (
        "Card",
        "Case of the Burning Masks",
        {"line": 1, "column": 1, "end_line": 5, "end_column": 127},
    )
