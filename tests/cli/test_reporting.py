"""Text, JSON and SARIF output: exact text, exact keys, and SARIF checked against a schema."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from karlov.frontend.diagnostics import Diagnostic, Severity, Span
from karlov.frontend.reporting import (
    artifact_uri,
    format_diagnostics,
    format_json,
    format_sarif,
    format_text,
    printable,
    sarif_log,
    summary,
)

SCHEMA = json.loads((Path(__file__).parent / "sarif_subset.schema.json").read_text())

ERROR = Diagnostic(
    Span("cards/a.card", 2, 5, 2, 9),
    Severity.ERROR,
    "K101",
    "expected a mana cost after the card name",
    source_line="Case of the Burning Masks {R\n",
)
WARNING = Diagnostic(
    Span("cards/b card.card", 1, 1, 1, 4),
    Severity.WARNING,
    "K201",
    "write 'When' at the start of a triggered ability",
    fix="When",
)
NOTE = Diagnostic(Span("cards/b card.card", 3, 1, 4, 2), Severity.NOTE, "K201", "also here")
EMPTY = Diagnostic(Span("c.card", 1, 1, 1, 1), Severity.ERROR, "K001", "this file is empty")


@pytest.mark.parametrize(
    ("diagnostics", "files", "expected"),
    [
        ([], 0, "0 errors, 0 warnings in 0 files"),
        ([ERROR], 1, "1 error, 0 warnings in 1 file"),
        ([ERROR, EMPTY, WARNING], 3, "2 errors, 1 warning in 3 files"),
        ([WARNING, NOTE], 2, "0 errors, 1 warning, 1 note in 2 files"),
    ],
)
def test_summary(diagnostics: list[Diagnostic], files: int, expected: str) -> None:
    assert summary(diagnostics, files) == expected


def test_text_is_rendered_diagnostics_then_summary() -> None:
    assert format_text([ERROR, WARNING], 2) == (
        "cards/a.card:2:5: error[K101]: expected a mana cost after the card name\n"
        "2 | Case of the Burning Masks {R\n"
        "  |     ^^^^\n"
        "\n"
        "cards/b card.card:1:1: warning[K201]: write 'When' at the start of a triggered ability\n"
        "help: write 'When'\n"
        "\n"
        "1 error, 1 warning in 2 files\n"
    )


def test_text_without_diagnostics_is_the_summary() -> None:
    assert format_text([], 4) == "0 errors, 0 warnings in 4 files\n"


def test_json_is_exactly_as_json() -> None:
    data = json.loads(format_json([ERROR, WARNING]))
    assert data == [ERROR.as_json(), WARNING.as_json()]
    assert list(data[1]) == [
        "path", "line", "column", "end_line", "end_column", "severity", "code", "message", "fix",
    ]  # fmt: skip
    assert data[1]["fix"] == "When"
    assert data[0]["fix"] is None


def test_json_of_nothing_is_an_empty_list() -> None:
    assert json.loads(format_json([])) == []


def test_sarif_is_valid_against_the_subset_schema() -> None:
    log = json.loads(format_sarif([ERROR, WARNING, NOTE, EMPTY]))
    jsonschema.validate(log, SCHEMA)


def test_sarif_of_nothing_is_valid() -> None:
    log = sarif_log([])
    jsonschema.validate(log, SCHEMA)
    assert log["runs"][0]["results"] == []  # type: ignore[index]


def test_sarif_rules_results_and_fixes() -> None:
    log = sarif_log([ERROR, WARNING, NOTE, EMPTY])
    assert log["version"] == "2.1.0"
    (run,) = log["runs"]  # type: ignore[misc]
    driver = run["tool"]["driver"]
    assert driver["name"] == "karlov"
    assert driver["rules"] == [
        {
            "id": "K001",
            "shortDescription": {"text": "The card file is empty."},
            "help": {"text": "Write at least one card: a name line, then a type line."},
        },
        {"id": "K101"},
        {"id": "K201"},
    ]
    assert run["columnKind"] == "unicodeCodePoints"
    error, warning, note, empty = run["results"]
    assert error == {
        "ruleId": "K101",
        "ruleIndex": 1,
        "level": "error",
        "message": {"text": "expected a mana cost after the card name"},
        "locations": [
            {
                "physicalLocation": {
                    "artifactLocation": {"uri": "cards/a.card"},
                    "region": {"startLine": 2, "startColumn": 5, "endLine": 2, "endColumn": 9},
                }
            }
        ],
    }
    assert (warning["level"], note["level"], empty["ruleIndex"]) == ("warning", "note", 0)
    region = {"startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 4}
    assert warning["locations"][0]["physicalLocation"]["artifactLocation"] == {
        "uri": "cards/b%20card.card"
    }
    assert warning["fixes"] == [
        {
            "description": {"text": "write 'When'"},
            "artifactChanges": [
                {
                    "artifactLocation": {"uri": "cards/b%20card.card"},
                    "replacements": [
                        {"deletedRegion": region, "insertedContent": {"text": "When"}}
                    ],
                }
            ],
        }
    ]
    assert "fixes" not in error


def test_artifact_uri_is_relative_and_posix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert artifact_uri("./cards/../cards/x.card") == "cards/x.card"
    assert artifact_uri(str(tmp_path / "sub" / "y #1.card")) == "sub/y%20%231.card"
    outside = tmp_path.parent / "elsewhere.card"
    assert artifact_uri(str(outside)) == outside.resolve().as_uri()


def test_format_dispatch() -> None:
    assert format_diagnostics([EMPTY], 1, "json") == format_json([EMPTY])
    assert format_diagnostics([EMPTY], 1, "text") == format_text([EMPTY], 1)
    with pytest.raises(ValueError, match="unknown output format 'xml'"):
        format_diagnostics([], 0, "xml")


def test_text_output_cannot_drive_the_terminal() -> None:
    hostile = Diagnostic(
        Span("a.card", 1, 3, 1, 4),
        Severity.ERROR,
        "K101",
        "unexpected \x1b]0;owned\x07",
        source_line="\x1b[2J\x9b!\n",
    )
    # Escaped where rendered; the caret stays under the character it marks ('2').
    assert format_text([hostile], 1) == (
        "a.card:1:3: error[K101]: unexpected \\x1b]0;owned\\x07\n"
        "1 | \\x1b[2J\\x9b!\n"
        "  |      ^\n"
        "\n"
        "1 error, 0 warnings in 1 file\n"
    )
    assert printable("tab\tand\nnewline") == "tab\tand\nnewline"
