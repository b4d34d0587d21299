"""Diagnostics as people, scripts and code-scanning services read them.

Three forms of the same list: ``text`` for a terminal (each :meth:`Diagnostic.render` and a
summary line), ``json`` for scripts (exactly :meth:`Diagnostic.as_json` per diagnostic), and
``sarif`` (SARIF 2.1.0) so CI services can annotate pull requests without a karlov plugin.
Nothing here decides what is a problem; it only formats what the passes found.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path, PurePath
from urllib.parse import quote

from karlov.frontend.diagnostics import Diagnostic, Severity

__all__ = [
    "FORMATS",
    "SARIF_SCHEMA",
    "SARIF_VERSION",
    "format_diagnostics",
    "format_json",
    "format_sarif",
    "format_text",
    "printable",
    "quantity",
    "render_diagnostic",
    "sarif_log",
    "summary",
    "tool_version",
]

FORMATS = ("text", "json", "sarif")

SARIF_VERSION = "2.1.0"
SARIF_SCHEMA = (
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)
TOOL_NAME = "karlov"

#: One-line descriptions of the codes defined outside the parser, for SARIF ``rules``. Codes
#: not listed here get a rule with only an id: the message of each result still explains it.
RULE_DESCRIPTIONS: dict[str, str] = {
    "K001": "The card file is empty.",
    "K002": "The card file is not valid UTF-8.",
    "K003": "The card file looks binary.",
    "K004": "The card file is larger than the size limit.",
    "K005": "The card file cannot be read.",
}

_SARIF_LEVELS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.NOTE: "note"}


def quantity(count: int, noun: str) -> str:
    """``count`` and ``noun``, plural unless the count is one: ``1 file``, ``2 files``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def summary(diagnostics: Iterable[Diagnostic], file_count: int) -> str:
    """The closing line, e.g. ``2 errors, 1 warning in 3 files``; notes appear only if any."""
    counts = dict.fromkeys(Severity, 0)
    for diagnostic in diagnostics:
        counts[diagnostic.severity] += 1
    parts = [
        quantity(counts[Severity.ERROR], "error"),
        quantity(counts[Severity.WARNING], "warning"),
    ]
    if counts[Severity.NOTE]:
        parts.append(quantity(counts[Severity.NOTE], "note"))
    return f"{', '.join(parts)} in {quantity(file_count, 'file')}"


# Control characters other than tab and newline, shown as their Unicode "control pictures"
# (U+2400 block) so a hostile file cannot send escape sequences to the user's terminal through
# a quoted source line. One character for one keeps the caret underline aligned.
_CONTROL_PICTURES = {code: 0x2400 + code for code in range(0x20) if chr(code) not in "\t\n"}
_CONTROL_PICTURES[0x7F] = 0x2421
_CONTROL_PICTURES.update({code: 0xFFFD for code in range(0x80, 0xA0)})


def printable(text: str) -> str:
    """``text`` with terminal control characters replaced by visible symbols."""
    return text.translate(_CONTROL_PICTURES)


def render_diagnostic(diagnostic: Diagnostic) -> str:
    """:meth:`Diagnostic.render`, made safe to print to a terminal."""
    return printable(diagnostic.render())


def format_text(diagnostics: Sequence[Diagnostic], file_count: int) -> str:
    """Each diagnostic rendered, a blank line between them, then the summary line."""
    blocks = [render_diagnostic(diagnostic) for diagnostic in diagnostics]
    blocks.append(summary(diagnostics, file_count))
    return "\n\n".join(blocks) + "\n"


def format_json(diagnostics: Sequence[Diagnostic]) -> str:
    """A JSON list holding :meth:`Diagnostic.as_json` of each diagnostic, nothing added.

    Non-ASCII text is escaped so the output survives a terminal or pipe with any encoding.
    """
    import json  # JSON output only: a text report never pays for the import

    return json.dumps([diagnostic.as_json() for diagnostic in diagnostics], indent=2) + "\n"


def artifact_uri(path: str, base: str | os.PathLike[str] | None = None) -> str:
    """A relative URI reference for ``path`` (forward slashes, percent-encoded).

    Code-scanning services match results to files in the repository by relative URI, so a
    path under ``base`` (default: the working directory) is made relative to it; a path
    outside it becomes a ``file:`` URI rather than a misleading ``../`` path.
    """
    pure = Path(path)
    if pure.is_absolute():
        root = Path(base if base is not None else os.getcwd()).resolve()
        try:
            pure = pure.resolve().relative_to(root)
        except ValueError:
            return pure.resolve().as_uri()
    parts = PurePath(os.path.normpath(pure)).as_posix()
    return quote(parts, safe="/")


def _region(diagnostic: Diagnostic) -> dict[str, int]:
    span = diagnostic.span
    return {
        "startLine": span.line,
        "startColumn": span.column,
        "endLine": span.end_line,
        "endColumn": span.end_column,
    }


def sarif_log(
    diagnostics: Sequence[Diagnostic], *, base: str | os.PathLike[str] | None = None
) -> dict[str, object]:
    """A SARIF 2.1.0 log of one run: one rule per code seen, one result per diagnostic.

    Columns count Unicode code points (``columnKind``), matching :class:`Span`; SARIF's
    default would be UTF-16 code units, which disagree on characters outside the BMP. A
    diagnostic with a known ``fix`` carries it as a SARIF fix replacing its region.
    """
    rule_ids = sorted({diagnostic.code for diagnostic in diagnostics})
    rule_index = {code: index for index, code in enumerate(rule_ids)}
    rules: list[dict[str, object]] = []
    for code in rule_ids:
        rule: dict[str, object] = {"id": code}
        if code in RULE_DESCRIPTIONS:
            rule["shortDescription"] = {"text": RULE_DESCRIPTIONS[code]}
        rules.append(rule)

    results: list[dict[str, object]] = []
    for diagnostic in diagnostics:
        uri = artifact_uri(diagnostic.span.file, base)
        region = _region(diagnostic)
        result: dict[str, object] = {
            "ruleId": diagnostic.code,
            "ruleIndex": rule_index[diagnostic.code],
            "level": _SARIF_LEVELS[diagnostic.severity],
            "message": {"text": diagnostic.message},
            "locations": [
                {"physicalLocation": {"artifactLocation": {"uri": uri}, "region": region}}
            ],
        }
        if diagnostic.fix is not None:
            result["fixes"] = [
                {
                    "description": {"text": diagnostic.help_text() or "apply the fix"},
                    "artifactChanges": [
                        {
                            "artifactLocation": {"uri": uri},
                            "replacements": [
                                {
                                    "deletedRegion": dict(region),
                                    "insertedContent": {"text": diagnostic.fix},
                                }
                            ],
                        }
                    ],
                }
            ]
        results.append(result)

    return {
        "$schema": SARIF_SCHEMA,
        "version": SARIF_VERSION,
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": TOOL_NAME,
                        "version": tool_version(),
                        "rules": rules,
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": results,
            }
        ],
    }


def format_sarif(
    diagnostics: Sequence[Diagnostic], *, base: str | os.PathLike[str] | None = None
) -> str:
    """:func:`sarif_log` as JSON text."""
    import json

    return json.dumps(sarif_log(diagnostics, base=base), indent=2) + "\n"


def format_diagnostics(
    diagnostics: Sequence[Diagnostic], file_count: int, output_format: str = "text"
) -> str:
    """Dispatch on ``output_format`` (one of :data:`FORMATS`)."""
    if output_format == "text":
        return format_text(diagnostics, file_count)
    if output_format == "json":
        return format_json(diagnostics)
    if output_format == "sarif":
        return format_sarif(diagnostics)
    raise ValueError(f"unknown output format {output_format!r}; expected one of {FORMATS}")


def tool_version() -> str:
    """The installed package version, or ``0+unknown`` when running from a bare checkout."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("karlov")
    except PackageNotFoundError:
        return "0+unknown"
