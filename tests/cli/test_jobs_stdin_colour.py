"""Whole sets from the command line: ``--jobs``, standard input, colour and progress.

The real front end: ``--jobs 2`` must print what ``--jobs 1`` prints, byte for byte, and exit
the same, for files with every kind of problem, including those only the files together
have (a name two files define, a card that conjures a card of another file).
"""

from __future__ import annotations

import io
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from karlov import cli_jobs
from karlov.cli import main

BUNDLED = Path(__file__).resolve().parents[2] / "karlov" / "cards"

FLYNG = "Broken Bear {1}{G}\nCreature — Bear\nFlyng\n2/2\n"
LOWER = "Lower Bear {1}{G}\nCreature — Bear\nflying\n2/2\n"
ZORB_CASE = (
    "Case of the Zorb {1}\nEnchantment — Case\n"
    "When this Case enters, conjure a card named Zorb into your hand.\n"
)
ZORB = "Zorb {1}\nCreature — Bear\nFlying\n2/2\n"
CONJURES_BUNDLED = (
    "Case of the Bears {1}\nEnchantment — Case\n"
    "When this Case enters, conjure a card named Grizzly Bears into your hand.\n"
)
NOT_PLAYABLE = (
    "Zorb Missing {1}\nEnchantment\n"
    "When Zorb Missing enters, conjure a card named Nowhere into your hand.\n"
)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def worker_calls(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many items each call of :func:`cli_jobs.in_workers` sent to worker processes."""
    calls: list[int] = []
    real = cli_jobs.in_workers

    def spy(function: Callable[[Any], Any], items: list[Any], jobs: int, done: Any = None) -> Any:
        calls.append(len(items))
        return real(function, items, jobs, done)

    monkeypatch.setattr(cli_jobs, "in_workers", spy)
    return calls


@pytest.fixture
def card_set(tmp_path: Path) -> Path:
    """A set of 24 files: 18 bundled support cards, and files with an error, a warning, a
    name two files define, a card conjuring a card of a later file and one conjuring a bundled
    card, a card the runtime cannot play, and a file that is not UTF-8."""
    folder = tmp_path / "set"
    folder.mkdir()
    support = sorted((BUNDLED / "support").glob("*.card"))[:18]
    for path in support:
        shutil.copy(path, folder / path.name)
    (folder / "a_broken.card").write_text(FLYNG, "utf-8")
    (folder / "a_lower.card").write_text(LOWER, "utf-8")
    (folder / "a_zorb_case.card").write_text(ZORB_CASE, "utf-8")
    (folder / "b_bears_case.card").write_text(CONJURES_BUNDLED, "utf-8")
    (folder / "z_duplicate.card").write_text(support[0].read_text("utf-8"), "utf-8")
    (folder / "z_not_utf8.card").write_bytes(b"Bad \xff\nCreature\n")
    (folder / "z_unplayable.card").write_text(NOT_PLAYABLE, "utf-8")
    (folder / "zz_zorb.card").write_text(ZORB, "utf-8")
    return folder


@pytest.mark.parametrize(
    "options", [[], ["--require-playable"], ["--format", "json"], ["--format", "sarif"]]
)
def test_check_jobs_2_prints_what_jobs_1_prints(
    card_set: Path,
    options: list[str],
    worker_calls: list[int],
    capsys: pytest.CaptureFixture[str],
) -> None:
    one = run(capsys, "check", *options, "--jobs", "1", str(card_set))
    assert worker_calls == []
    two = run(capsys, "check", *options, "--jobs", "2", str(card_set))
    assert worker_calls[0] == 26  # every file went to a worker
    assert two == one
    code, out, _ = one
    assert code == 1
    assert "E050" in out and "E001" in out and "K002" in out and "C001" in out
    assert "'Zorb', which is not in the card library" not in out  # Zorb is in a later file
    assert "'Nowhere', which is not in the card library" in out


def test_check_jobs_compiles_again_a_file_that_names_a_card_of_another(
    card_set: Path, worker_calls: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    """The Case that conjures Zorb (in another file), the one that conjures a bundled card
    and the card that conjures a card of no file (it may be a bundled one) are compiled a
    second time with what they name; no other file is."""
    run(capsys, "check", "--jobs", "2", str(card_set))
    assert worker_calls == [26, 3]


def test_check_jobs_on_the_bundled_cards(
    worker_calls: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    one = run(capsys, "check", "--jobs", "1", str(BUNDLED))
    two = run(capsys, "check", "-j", "2", str(BUNDLED))
    assert worker_calls  # the workers ran
    assert two == one
    assert one[0] == 0


def test_fmt_jobs_2_does_what_jobs_1_does(
    card_set: Path, worker_calls: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    copy = card_set.parent / "copy"
    shutil.copytree(card_set, copy)
    check_one = run(capsys, "fmt", "--check", "--diff", "--jobs", "1", str(card_set))
    check_two = run(capsys, "fmt", "--check", "--diff", "--jobs", "2", str(card_set))
    assert check_two == check_one
    assert check_one[0] == 1
    assert (
        "would reformat" in check_one[1] and "not formatted because it has errors" in check_one[2]
    )
    one = run(capsys, "fmt", "--jobs", "1", str(card_set))
    two = run(capsys, "fmt", "--jobs", "2", str(copy))
    assert two == (
        one[0],
        one[1].replace(str(card_set), str(copy)),
        one[2].replace(str(card_set), str(copy)),
    )
    assert "reformatted" in one[1]
    for path in sorted(card_set.iterdir()):
        assert (copy / path.name).read_bytes() == path.read_bytes()
    assert len(worker_calls) == 2


@pytest.mark.parametrize("value", ["0", "-1", "two", "1.5"])
def test_jobs_must_be_a_whole_number_of_one_or_more(
    value: str, card_set: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "check", "--jobs", value, str(card_set))
    assert (code, out) == (2, "")
    assert f"argument -j/--jobs: must be a whole number of 1 or more, not '{value}'" in err


# --- standard input -----------------------------------------------------------------------------


@pytest.fixture
def stdin(monkeypatch: pytest.MonkeyPatch) -> Callable[[bytes], None]:
    def give(data: bytes) -> None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))

    return give


def test_check_reads_standard_input(
    stdin: Callable[[bytes], None], capsys: pytest.CaptureFixture[str]
) -> None:
    stdin(FLYNG.encode())
    code, out, err = run(capsys, "check", "-")
    assert (code, err) == (1, "")
    assert out.startswith("<stdin>:3:1: error[E001]: unexpected 'Flyng'")
    assert out.endswith("1 error, 0 warnings in 1 file\n")


def test_check_standard_input_with_files(
    tmp_path: Path, stdin: Callable[[bytes], None], capsys: pytest.CaptureFixture[str]
) -> None:
    """Standard input is checked with the files, in its place: a name both define is E050."""
    (tmp_path / "zorb.card").write_text(ZORB, "utf-8")
    stdin((ZORB_CASE + "\n" + ZORB).encode())
    code, out, _ = run(capsys, "check", "-", str(tmp_path / "zorb.card"))
    assert code == 1
    assert (
        f"{tmp_path / 'zorb.card'}:1:1: error[E050]: the card 'Zorb' is already defined at "
        "<stdin>:5:1" in out
    )
    assert out.endswith("in 2 files\n")


def test_check_standard_input_that_is_not_text(
    stdin: Callable[[bytes], None], capsys: pytest.CaptureFixture[str]
) -> None:
    stdin(b"Bad \xff\n")
    code, out, _ = run(capsys, "check", "-")
    assert code == 1
    assert out.startswith("<stdin>:1:5: error[K002]")


def test_standard_input_given_twice_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "check", "-", "-")
    assert (code, out) == (2, "")
    assert "'-' (standard input) is given more than once" in err


def test_fmt_standard_input_writes_the_formatted_text(
    stdin: Callable[[bytes], None], capsys: pytest.CaptureFixture[str]
) -> None:
    stdin(b"\xef\xbb\xbf" + LOWER.encode())
    assert run(capsys, "fmt", "-") == (0, LOWER.replace("flying", "Flying"), "")


def test_fmt_standard_input_with_errors_gives_it_back_unchanged(
    stdin: Callable[[bytes], None], capsys: pytest.CaptureFixture[str]
) -> None:
    stdin(FLYNG.encode())
    code, out, err = run(capsys, "fmt", "-")
    assert (code, out) == (1, FLYNG)
    assert err.startswith("<stdin>:3:1: error[E001]")
    assert err.endswith("<stdin>: not formatted because it has errors\n")


def test_fmt_check_standard_input(
    stdin: Callable[[bytes], None], capsys: pytest.CaptureFixture[str]
) -> None:
    stdin(LOWER.encode())
    code, out, _ = run(capsys, "fmt", "--check", "-")
    assert code == 1
    assert out.startswith("would reformat <stdin>\n  <stdin>:3:1: warning[W105]")
    assert out.endswith("1 file would be reformatted, 0 left unchanged\n")


def test_fmt_standard_input_with_files_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.card").write_text(LOWER, "utf-8")
    code, out, err = run(capsys, "fmt", "-", str(tmp_path / "a.card"))
    assert (code, out) == (2, "")
    assert "can't be given with other files" in err
    assert (tmp_path / "a.card").read_text("utf-8") == LOWER


# --- colour and progress -----------------------------------------------------------------------


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


RED_ERROR = "\x1b[1;31merror[E001]\x1b[0m"


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    path = tmp_path / "broken.card"
    path.write_text(FLYNG, "utf-8")
    return path


def test_colour_always_and_never(broken: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", "--color=always", str(broken))
    assert code == 1
    assert out.startswith(f"\x1b[1m{broken}:3:1\x1b[0m: {RED_ERROR}: unexpected 'Flyng'")
    assert "  | \x1b[1;31m^^^^^\x1b[0m\n" in out
    assert "\x1b[1mhelp\x1b[0m: did you mean 'Flying'?" in out
    assert "\x1b[" not in run(capsys, "check", "--color=never", str(broken))[1]
    assert "\x1b[" not in run(capsys, "check", str(broken))[1]  # piped: no colour
    assert "\x1b[" not in run(capsys, "check", "--color=always", "--format=json", str(broken))[1]


@pytest.mark.parametrize(("no_color", "coloured"), [(None, True), ("1", False), ("", True)])
def test_colour_on_a_terminal_unless_no_color(
    no_color: str | None,
    coloured: bool,
    broken: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TERM", raising=False)
    if no_color is None:
        monkeypatch.delenv("NO_COLOR", raising=False)
    else:
        monkeypatch.setenv("NO_COLOR", no_color)
    terminal = Terminal()
    monkeypatch.setattr(sys, "stdout", terminal)
    assert main(["check", str(broken)]) == 1
    assert (RED_ERROR in terminal.getvalue()) is coloured


def test_fmt_errors_coloured_on_stderr_only_when_it_is_a_terminal(
    broken: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TERM", raising=False)
    out, err = io.StringIO(), Terminal()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    assert main(["fmt", str(broken)]) == 1
    assert RED_ERROR in err.getvalue()
    assert "\x1b[" not in out.getvalue()


def test_play_verdicts_coloured(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "new", "case", "Case of the Red Herring", "-o", str(tmp_path))[0] == 0
    code, out, _ = run(
        capsys, "play", "--color=always", str(tmp_path / "case_of_the_red_herring.toml")
    )
    assert code == 0
    assert out.startswith("\x1b[1;32mPASS\x1b[0m Case of the Red Herring is solved")


def test_progress_on_a_terminal_only(
    card_set: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    quiet = run(capsys, "check", "--jobs", "1", str(card_set))
    assert "checked" not in quiet[2]
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    code = main(["check", "--jobs", "1", str(card_set)])
    out = capsys.readouterr().out
    assert (code, out) == (quiet[0], quiet[1])  # stdout is the same
    shown = terminal.getvalue()
    assert shown.startswith("\rchecked 1/26 files\rchecked 2/26 files")
    assert shown.endswith("\rchecked 26/26 files\r\x1b[K")


def test_progress_with_workers(
    card_set: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    main(["fmt", "--check", "--jobs", "2", str(card_set)])
    assert "\rformatted 26/26 files\r\x1b[K" in terminal.getvalue()


@pytest.mark.parametrize("target", ["json", "forge", "phase"])
def test_build_jobs_2_does_what_jobs_1_does(
    target: str,
    card_set: Path,
    worker_calls: list[int],
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The same messages, exit code and files; a name defined twice and a card naming a
    broken card of another file (whose errors are every definition's) included."""
    (card_set / "zz_zorb_again.card").write_text(FLYNG.replace("Broken Bear", "Zorb"), "utf-8")
    one_dir, two_dir = card_set.parent / "one", card_set.parent / "two"
    one = run(capsys, "build", "--target", target, "-o", str(one_dir), "-j", "1", str(card_set))
    assert worker_calls == []
    two = run(capsys, "build", "--target", target, "-o", str(two_dir), "-j", "2", str(card_set))
    assert worker_calls[0] == 27
    assert two == (one[0], one[1].replace(str(one_dir), str(two_dir)), one[2])
    assert one[0] == 1
    assert "skipped Zorb: its name is defined more than once (E050)" in one[1]
    assert "E050" in one[2] and "E001" in one[2]
    written = sorted(p.relative_to(one_dir) for p in one_dir.rglob("*"))
    assert written == sorted(p.relative_to(two_dir) for p in two_dir.rglob("*"))
    assert len(written) >= 3
    for relative in written:
        if (one_dir / relative).is_file():
            assert (one_dir / relative).read_bytes() == (two_dir / relative).read_bytes()
