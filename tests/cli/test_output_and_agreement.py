"""Output a script or a code-scanning service can trust, and ``check`` and ``fmt`` agreeing
(issue 10, "Fit the ecosystem"; issue 11, "Output").

Runs the real front end through :func:`karlov.cli.main` in a temporary folder."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest

from karlov.cli import main
from karlov.frontend.reporting import RULES

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((Path(__file__).parent / "sarif-schema-2.1.0.json").read_text("utf-8"))
VALIDATOR = jsonschema.Draft4Validator(SCHEMA, format_checker=jsonschema.FormatChecker())

CASES = ROOT / "karlov" / "cards" / "cases"
CANONICAL = (CASES / "case_of_the_burning_masks.card").read_text("utf-8")


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(name: str, text: str) -> Path:
    path = Path(name)
    path.write_bytes(text.encode("utf-8"))
    return path


# ---- JSON and SARIF ----------------------------------------------------------------------------


def test_json_keeps_non_ascii_text(capsys: pytest.CaptureFixture[str]) -> None:
    write("dash.card", CANONICAL.replace("Enchantment — Case", "Enchantment - Case"))
    code, out, _ = run(capsys, "check", "--format", "json", "dash.card")
    assert code == 0
    assert "'—'" in out and "\\u2014" not in out
    assert json.loads(out)[0]["code"] == "W108"


def test_sarif_of_every_golden_file_is_valid_sarif_2_1_0(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "check", "--format", "sarif", str(ROOT / "tests" / "golden"))
    assert code == 1
    log = json.loads(out)
    VALIDATOR.validate(log)
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert len(rules) > 20
    for rule in rules:
        assert rule["shortDescription"]["text"] and rule["help"]["text"], rule["id"]


def test_the_schema_rejects_what_sarif_forbids() -> None:
    """The vendored schema is the full one: it knows properties the subset does not."""
    bad = {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "k", "rules": [{}]}}}]}
    assert not VALIDATOR.is_valid(bad)  # a rule needs an id
    bad_level = {
        "version": "2.1.0",
        "runs": [{"tool": {"driver": {"name": "k"}}, "results": [{"message": {}, "level": "x"}]}],
    }
    assert not VALIDATOR.is_valid(bad_level)


@pytest.mark.parametrize(
    "argv",
    [
        ("check", "--format", "json", "missing.card"),
        ("check", "--format=json", "--bogus", "x.card"),
        ("check", "--form", "json", "missing.card"),
    ],
)
def test_a_usage_error_with_format_json_prints_json(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and err == ""
    (error,) = json.loads(out)
    assert error["code"] == "U001" and error["severity"] == "error" and error["path"] is None
    assert error["message"].startswith("karlov")


def test_a_usage_error_with_format_sarif_is_a_failed_invocation(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "check", "--format", "sarif", "missing.card")
    assert code == 2
    log = json.loads(out)
    VALIDATOR.validate(log)
    invocation = log["runs"][0]["invocations"][0]
    assert invocation["executionSuccessful"] is False
    assert "missing.card" in invocation["toolExecutionNotifications"][0]["message"]["text"]


def test_a_usage_error_in_text_format_is_still_argparse_text(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "check", "missing.card")
    assert code == 2 and out == "" and "does not exist" in err


def test_every_code_in_the_readme_table_has_a_sarif_rule_and_back() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    table = set(re.findall(r"^\| ([A-Z]\d{3}) \|", readme, re.MULTILINE))
    assert table == set(RULES)


# ---- names and echoed text that could fake output --------------------------------------------


def test_a_file_name_with_a_newline_cannot_fake_a_summary_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    name = "x\n0 errors, 0 warnings in 1 file\u202e.card"
    write(name, "Opt {U}\nInstant\nDraw a crad.\n")
    code, out, _ = run(capsys, "check", name)
    assert code == 1
    assert out.split("\n")[0].startswith("x\\n0 errors, 0 warnings in 1 file\\u202e.card:3:8:")
    summaries = [
        line for line in out.split("\n") if re.match(r"\d+ errors?, \d+ warnings? in", line)
    ]
    assert summaries == ["1 error, 0 warnings in 1 file"]
    assert out.endswith("\n1 error, 0 warnings in 1 file\n")
    assert "\u202e" not in out


def test_fmt_escapes_file_names(capsys: pytest.CaptureFixture[str]) -> None:
    name = "y\nreformatted z.card"
    write(name, CANONICAL.replace("\n", "\r\n"))
    code, out, _ = run(capsys, "fmt", "--check", name)
    assert code == 1
    assert out.startswith("would reformat y\\nreformatted z.card\n")


# ---- check and fmt agree ---------------------------------------------------------------------

MUTATIONS = {
    "crlf": lambda t: t.replace("\n", "\r\n"),
    "cr": lambda t: t.replace("\n", "\r"),
    "bom": lambda t: "\ufeff" + t,
    "dash without spaces": lambda t: t.replace(" — Case", "—Case", 1),
    "dash with two spaces": lambda t: t.replace(" — Case", "  —  Case", 1),
    "double space": lambda t: t.replace("this Case enters", "this  Case enters", 1),
    "two spaces before the cost": lambda t: t.replace(" {1}{R}{R}", "  {1}{R}{R}", 1),
    "spaces on a blank line": lambda t: t + "  \n# end\n",
    "trailing space": lambda t: t.replace("\n", "  \n", 1),
    "leading space": lambda t: t.replace("\nWhen", "\n  When", 1),
    "leading blank line": lambda t: "\n" + t,
    "trailing blank lines": lambda t: t + "\n\n",
    "no final newline": lambda t: t.rstrip("\n"),
    "blank line under a comment": lambda t: "# note\n\n" + t,
    "comment inside the card": lambda t: t.replace("\nWhen", "\n# note\nWhen", 1),
    "unchanged": lambda t: t,
}


@pytest.mark.parametrize("mutation", sorted(MUTATIONS))
def test_fmt_changes_a_file_exactly_when_check_warns(
    capsys: pytest.CaptureFixture[str], mutation: str
) -> None:
    text = MUTATIONS[mutation](CANONICAL)
    Path("card.card").write_bytes(text.encode("utf-8"))
    check_code, check_out, _ = run(capsys, "check", "card.card")
    assert check_code == 0, check_out
    warned = not check_out.startswith("0 errors, 0 warnings")
    fmt_code, fmt_out, _ = run(capsys, "fmt", "--check", "card.card")
    assert (fmt_code == 1) == warned == (mutation != "unchanged"), (check_out, fmt_out)
    if warned:
        # fmt --check says why: the same warnings check printed.
        reasons = [line.strip() for line in fmt_out.split("\n")[1:] if line.startswith("  ")]
        headers = [line for line in check_out.split("\n") if "warning[" in line]
        assert reasons == headers
        run(capsys, "fmt", "card.card")
        again_code, again_out, _ = run(capsys, "check", "card.card")
        assert (again_code, again_out) == (0, "0 errors, 0 warnings in 1 file\n")


def test_words_run_together_are_an_error_fmt_does_not_touch(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # "targetcreature" is not "target creature": the keyword must end where its word ends.
    text = CANONICAL.replace("target creature", "targetcreature", 1)
    Path("card.card").write_bytes(text.encode("utf-8"))
    check_code, check_out, _ = run(capsys, "check", "card.card")
    assert check_code == 1
    assert "error[E001]: unexpected 'targetcreature'" in check_out
    run(capsys, "fmt", "card.card")
    assert Path("card.card").read_bytes() == text.encode("utf-8")


def test_fmt_check_diff_prints_a_unified_diff(capsys: pytest.CaptureFixture[str]) -> None:
    write("card.card", CANONICAL.replace(" — Case", "—Case", 1))
    code, out, _ = run(capsys, "fmt", "--check", "--diff", "card.card")
    assert code == 1
    assert "--- card.card\n+++ card.card (formatted)\n@@ " in out
    assert "\n-Enchantment—Case\n+Enchantment — Case\n" in out
    assert Path("card.card").read_text("utf-8") == CANONICAL.replace(" — Case", "—Case", 1)


def test_fmt_check_diff_shows_line_endings(capsys: pytest.CaptureFixture[str]) -> None:
    write("card.card", "Opt {U}\r\nInstant\r\nDraw a card.\r\n")
    _, out, _ = run(capsys, "fmt", "--check", "--diff", "card.card")
    assert "\n-Opt {U}\u240d\n" in out and "\n+Opt {U}\n" in out


# ---- short echoes ----------------------------------------------------------------------------


def test_a_4_kb_file_of_noise_prints_a_short_report(capsys: pytest.CaptureFixture[str]) -> None:
    import random

    noise = random.Random(7)
    data = bytes(noise.choice(range(0x21, 0x7F)) for _ in range(4096)) + b"\xff"
    Path("noise.card").write_bytes(data)
    code, out, _ = run(capsys, "check", "noise.card")
    assert code == 1
    assert len(out) < 1000


def test_a_10000_character_line_prints_a_short_caret_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    write("long.card", "Opt {U}\nInstant\nDraw a card " + "x" * 10_000 + "\n")
    code, out, _ = run(capsys, "check", "long.card")
    assert code == 1
    assert max(len(line) for line in out.split("\n")) < 200
