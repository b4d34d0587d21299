"""The subcommands run in-process over the stand-in front end: exit codes and exact output."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from karlov import cli
from karlov.cli import main

pytestmark = pytest.mark.usefixtures("fake_front_end")

SCHEMA = json.loads((Path(__file__).parent / "sarif_subset.schema.json").read_text())


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def write(name: str, content: str | bytes) -> Path:
    path = Path(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode()
    path.write_bytes(content)
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --- check ------------------------------------------------------------------------------------


def test_check_clean_file(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.card", "Case one\n")
    assert run(capsys, "check", "a.card") == (0, "0 errors, 0 warnings in 1 file\n", "")


def test_check_warnings_do_not_fail(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.card", "Case WARN\n")
    code, out, _ = run(capsys, "check", "a.card")
    assert code == 0
    assert out == (
        "a.card:1:6: warning[K901]: stand-in warning\n"
        "1 | Case WARN\n"
        "  |      ^^^^\n"
        "\n"
        "0 errors, 1 warning in 1 file\n"
    )


def test_check_folder_with_errors(capsys: pytest.CaptureFixture[str]) -> None:
    write("cards/a.card", "fine\n  ERROR\n")
    write("cards/b.card", "")
    write("cards/readme.txt", "ERROR but not a card file")
    code, out, err = run(capsys, "check", "cards")
    assert (code, err) == (1, "")
    assert out == (
        "cards/a.card:2:3: error[K900]: stand-in error\n"
        "2 |   ERROR\n"
        "  |   ^^^^^\n"
        "\n"
        "cards/b.card:1:1: error[K001]: this file is empty: a card file needs at least one card\n"
        "\n"
        "2 errors, 0 warnings in 2 files\n"
    )


def test_check_json(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.card", "ERROR WARN\n")
    code, out, _ = run(capsys, "check", "--format", "json", "a.card")
    assert code == 1
    assert [(d["code"], d["line"], d["column"]) for d in json.loads(out)] == [
        ("K900", 1, 1),
        ("K901", 1, 7),
    ]


def test_check_sarif(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.card", "ERROR WARN\n")
    write("b.card", b"\xff")
    code, out, _ = run(capsys, "check", "--format", "sarif", "a.card", "b.card")
    assert code == 1
    log = json.loads(out)
    jsonschema.validate(log, SCHEMA)
    results = log["runs"][0]["results"]
    assert [(r["ruleId"], r["level"]) for r in results] == [
        ("K900", "error"),
        ("K901", "warning"),
        ("K002", "error"),
    ]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["check", "nope.card"], "karlov check: error: path 'nope.card' does not exist\n"),
        (["check", "empty"], "karlov check: error: no .card files found in the given paths\n"),
        (["check"], "karlov check: error: the following arguments are required: PATH\n"),
        (["check", "--format", "xml", "a.card"], "karlov check: error: argument --format: "),
        (["fmt", "nope.card"], "karlov fmt: error: path 'nope.card' does not exist\n"),
        (["explain", "nope.card"], "karlov explain: error: path 'nope.card' does not exist\n"),
        (["frobnicate"], "karlov: error: argument COMMAND: invalid choice: 'frobnicate'"),
    ],
)
def test_usage_errors_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    write("a.card", "fine\n")
    Path("empty").mkdir()
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.startswith("usage: karlov")
    assert message in err


def test_no_command_prints_help_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys)
    assert (code, out) == (2, "")
    assert err.startswith("usage: karlov [-h] [--version] COMMAND ...")
    for name in cli.SUBCOMMANDS:
        assert f"    {name} " in err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", "--help")
    assert code == 0
    assert out.startswith(
        "usage: karlov check [-h] [--format {text,json,sarif}] [--require-playable]\n"
        "                    [-j N] [--color {auto,always,never}]\n"
        "                    PATH [PATH ...]"
    )


# --- fmt --------------------------------------------------------------------------------------


def test_fmt_rewrites_only_what_changes(capsys: pytest.CaptureFixture[str]) -> None:
    messy = write("cards/messy.card", "one   \r\ntwo\r\n")
    messy.chmod(0o640)
    clean = write("cards/clean.card", "one\n")
    before = clean.stat().st_mtime_ns
    code, out, err = run(capsys, "fmt", "cards")
    assert (code, err) == (0, "")
    assert out == ("reformatted cards/messy.card\n1 file reformatted, 1 left unchanged\n")
    assert messy.read_bytes() == b"one\ntwo\n"
    assert messy.stat().st_mode & 0o777 == 0o640
    assert clean.stat().st_mtime_ns == before
    assert sorted(p.name for p in Path("cards").iterdir()) == ["clean.card", "messy.card"]
    assert run(capsys, "fmt", "--check", "cards") == (
        0,
        "0 files would be reformatted, 2 left unchanged\n",
        "",
    )


def test_fmt_check_lists_and_changes_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    messy = write("a.card", "one   \n")
    write("b.card", "two\n")
    code, out, err = run(capsys, "fmt", "--check", "a.card", "b.card")
    assert (code, err) == (1, "")
    assert out == (
        "would reformat a.card\n"
        "  a.card:1: fmt writes this line in canonical form\n"  # the stand-in gives no warning
        "1 file would be reformatted, 1 left unchanged\n"
    )
    assert messy.read_bytes() == b"one   \n"


def test_fmt_never_touches_a_file_with_errors(capsys: pytest.CaptureFixture[str]) -> None:
    bad = write("bad.card", "one   \nERROR   \n")
    write("empty.card", "")
    good = write("good.card", "two   \n")
    code, out, err = run(capsys, "fmt", "bad.card", "empty.card", "good.card")
    assert code == 1
    assert bad.read_bytes() == b"one   \nERROR   \n"
    assert good.read_bytes() == b"two\n"
    assert out == (
        "reformatted good.card\n1 file reformatted, 0 left unchanged, "
        "2 not formatted because of errors\n"
    )
    assert err == (
        "bad.card:2:1: error[K900]: stand-in error\n"
        "2 | ERROR   \n"
        "  | ^^^^^\n"
        "\n"
        "bad.card: not formatted because it has errors\n"
        "empty.card:1:1: error[K001]: this file is empty: a card file needs at least one card\n"
        "\n"
        "empty.card: not formatted because it has errors\n"
    )


def test_fmt_warnings_do_not_block(capsys: pytest.CaptureFixture[str]) -> None:
    path = write("a.card", "WARN  \n")
    assert run(capsys, "fmt", "a.card")[0] == 0
    assert path.read_bytes() == b"WARN\n"


def test_fmt_removes_a_bom(capsys: pytest.CaptureFixture[str]) -> None:
    path = write("a.card", b"\xef\xbb\xbfone\n")
    assert run(capsys, "fmt", "--check", "a.card")[:2] == (
        1,
        "would reformat a.card\n"
        "  a.card:1:1: warning[W110]: this file starts with a UTF-8 byte order mark, which fmt "
        "removes\n"
        "1 file would be reformatted, 0 left unchanged\n",
    )
    assert run(capsys, "fmt", "a.card")[0] == 0
    assert path.read_bytes() == b"one\n"


def test_fmt_refuses_output_that_does_not_parse(capsys: pytest.CaptureFixture[str]) -> None:
    path = write("a.card", "BREAK  \n")
    code, out, err = run(capsys, "fmt", "a.card")
    assert code == 1
    assert path.read_bytes() == b"BREAK  \n"
    assert err == (
        "a.card: internal error: the formatted text would not parse again, so the file was "
        "left unchanged; please report this with the file\n"
    )
    assert out == "0 files reformatted, 0 left unchanged, 1 not formatted because of errors\n"


def test_fmt_reports_a_file_it_cannot_write(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write("a.card", "one  \n")

    def refuse(target: object, text: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(cli, "write_source", refuse)
    code, _, err = run(capsys, "fmt", "a.card")
    assert code == 1
    assert err == "a.card: cannot write the formatted file: Permission denied\n"
    assert path.read_bytes() == b"one  \n"


# --- explain ----------------------------------------------------------------------------------


def test_explain_tree(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.card", "first\n\nsecond WARN\n")
    code, out, err = run(capsys, "explain", "--ast", "a.card")
    assert code == 0
    assert out == ('FakeCard text="first" @1:1-1:6\nFakeCard text="second WARN" @3:1-3:12\n')
    assert err.startswith("a.card:3:8: warning[K901]: stand-in warning\n")


def test_explain_json(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.card", "first\n")
    code, out, err = run(capsys, "explain", "--ast", "--json", "a.card")
    assert (code, err) == (0, "")
    assert json.loads(out) == [
        {
            "node": "FakeCard",
            "text": "first",
            "span": {"line": 1, "column": 1, "end_line": 1, "end_column": 6},
        }
    ]


def test_explain_with_errors_prints_no_tree(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.card", "ERROR\n")
    code, out, err = run(capsys, "explain", "a.card")
    assert (code, out) == (1, "")
    assert err.endswith("1 error, 0 warnings in 1 file\n")


def test_explain_a_folder_is_k005(capsys: pytest.CaptureFixture[str]) -> None:
    Path("cards").mkdir()
    write("cards/a.card", "one\n")
    code, out, err = run(capsys, "explain", "cards")
    assert (code, out) == (1, "")
    assert err.startswith("cards:1:1: error[K005]: cannot read this file: it is a folder\n")


# --- failures of karlov itself ----------------------------------------------------------------


def test_ctrl_c_exits_130_quietly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    write("a.card", "one\n")

    def interrupted(text: str, filename: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_parse_file", interrupted)
    assert run(capsys, "check", "a.card") == (130, "", "")


def test_internal_error_is_one_line_not_a_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    write("a.card", "one\n")

    def broken(text: str, filename: str) -> None:
        raise RuntimeError("parser fell over")

    monkeypatch.setattr(cli, "_parse_file", broken)
    monkeypatch.delenv(cli.TRACEBACK_ENV, raising=False)
    assert run(capsys, "check", "a.card") == (
        3,
        "",
        "karlov: internal error: RuntimeError: parser fell over\n"
        "This is a bug in karlov. Set KARLOV_TRACEBACK=1 to see the traceback, and please "
        "report it with the file that triggered it.\n",
    )
    monkeypatch.setenv(cli.TRACEBACK_ENV, "1")
    with pytest.raises(RuntimeError, match="parser fell over"):
        main(["check", "a.card"])


def test_file_names_cannot_drive_the_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    write("\x1b[31mred.card", "one  \n")
    code, out, _ = run(capsys, "fmt", "--check", ".")
    assert code == 1
    assert out.startswith("would reformat \\x1b[31mred.card\n")
    assert "\x1b" not in out
    code, out, _ = run(capsys, "check", "--format", "json", ".")
    assert json.loads(out) == []
