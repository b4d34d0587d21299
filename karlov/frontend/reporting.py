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
    "format_usage_error",
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
USAGE_ERROR = "U001"

#: Every diagnostic code: a one-line description (SARIF ``shortDescription``) and what to do
#: about it (SARIF ``help``). The README's table lists the same codes; a test keeps them equal.
RULES: dict[str, tuple[str, str]] = {
    "K001": ("The card file is empty.", "Write at least one card: a name line, then a type line."),
    "K002": ("The card file is not valid UTF-8.", "Save the file as UTF-8."),
    "K003": ("The card file looks binary.", "Check that the path names a card text file."),
    "K004": ("The card file is larger than the size limit.", "Split the cards over files."),
    "K005": ("The card file cannot be read.", "Check the path and its permissions."),
    "U001": (
        "The command line is wrong (an unknown option or a path that names nothing).",
        "Run 'karlov --help' for the usage.",
    ),
    "E001": ("An unexpected word.", "The message lists what the grammar expects there."),
    "E002": ("The line ends too early.", "The message lists what the line needs next."),
    "E011": ("An unknown Case keyword.", "Write 'To solve —' or 'Solved —'."),
    "E012": ("An unknown mana symbol.", "Mana symbols are CR 107.4's: {2}, {R}, {W/U}, {G/P}."),
    "E013": (
        "A symbol in a card's mana cost that is not mana ({T}, {Q}, {E}).",
        "A mana cost holds mana symbols only; {T}, {Q} and {E} belong in activation costs.",
    ),
    "E014": (
        "A keyword-shaped line whose word is no keyword ability of the Comprehensive Rules.",
        "Use a keyword of CR 702, or write the ability out in full.",
    ),
    "E015": (
        "Objects named by a singular noun or an adjective alone ('Destroy artifact.').",
        "Write a plural with 'all', or a determiner: 'target', 'a', 'each'.",
    ),
    "E016": (
        "A mana cost written without braces at the end of the name line ('Grim Bear 1G').",
        "Write each mana symbol in braces: 'Grim Bear {1}{G}'.",
    ),
    "E017": (
        "Another card's name where the card names itself ('When Grizzly Bears enters').",
        "Write the card's own name.",
    ),
    "E018": (
        "One object named by types joined by 'and' ('target artifact and enchantment').",
        "Join the types with 'or', or give each object its own determiner.",
    ),
    "E019": (
        "A verb that does not agree with its subject ('Target creature get', 'you controls').",
        "Write 'gets' of one object or player, 'get' of several, of 'you' and of 'they'.",
    ),
    "E020": ("'Solved —' without 'To solve —'.", "Add a 'To solve —' line before it."),
    "E021": ("A second 'To solve —'.", "A Case has exactly one 'To solve —' ability."),
    "E022": (
        "'To solve —' or 'Solved —' on a card that is not a Case (CR 719.3).",
        "Add the subtype: 'Enchantment — Case'.",
    ),
    "E023": (
        "A noun that does not agree with its determiner ('target creatures', 'two card').",
        "Write the noun in the singular after a target, 'a' or 'each', in the plural after a "
        "number above one, 'all' or 'X'.",
    ),
    "E024": (
        "Life gained or lost, or the game won or lost, with no player ('Gain 3 life.').",
        "Say who: 'You gain 3 life.', 'Draw a card, then you lose 1 life.'",
    ),
    "E025": (
        "A bulleted line after no 'Choose one —' line, or not named by an option of the "
        "choice before it ('• Smash — Draw a card.' alone).",
        "Put 'Choose one —' before the modes, or name the option the line is the ability of.",
    ),
    "E026": (
        "'also' with no instruction before it for it to add to ('Target creature also gains "
        "flying.').",
        "Remove 'also', or write the instruction it adds to before it.",
    ),
    "E030": ("A card without a type line.", "Put the type line after the name line."),
    "E031": ("A creature without a power/toughness line.", "End the card with a line like 2/2."),
    "E032": ("A power/toughness line on a noncreature.", "Remove it (a Vehicle keeps it)."),
    "E033": ("A file with no cards.", "A card starts with its name line, then its type line."),
    "E034": ("A loyalty line on a card that is not a planeswalker.", "Remove it."),
    "E040": (
        "A line longer than its kind allows (name, type or power/toughness line, ability, "
        "comment).",
        "Shorten the line; an ability line holds one ability.",
    ),
    "E041": ("Too many quoted texts on one line.", "Split the text into abilities."),
    "E042": ("A number with too many digits.", "Card text uses numbers of at most 6 digits."),
    "E043": (
        "A character that cannot be in a card's name (control, format, invisible or unusual "
        "space).",
        "Delete it, or write a plain space between two words.",
    ),
    "E050": (
        "A card name defined twice among the files checked or played together.",
        "Rename one of the cards, or remove one of the definitions.",
    ),
    "W116": ("Outdated card type 'Tribal' (CR 308.3).", "Write 'Kindred'."),
    "W117": ("A card type or supertype not capitalized as Oracle writes it.", "Apply the fix."),
    "W118": ("'~' where the card names itself.", "Write the card's name."),
    "W119": (
        "A word capitalized inside a sentence ('gains Flying', 'When This Case enters').",
        "Write it in lower case, as Oracle does.",
    ),
    "W120": ("Text that fmt writes otherwise.", "Apply the fix, or run 'karlov fmt'."),
    "W121": (
        "A wording slip whose meaning is clear ('until the end of turn', 'can not', "
        "'a artifact', 'Choose one -', '+1/+1 token', 'it's'/'its', 'its controller's hand', "
        "an unclosed reminder text).",
        "Apply the fix: Oracle's wording.",
    ),
    "W122": ("Outdated keyword 'totem armor' (CR 702.89b).", "Write 'umbra armor'."),
    "W123": (
        "A creature type older Oracle text printed that CR 205.3m no longer lists ('Viashino', "
        "'Naga', 'Cephalid').",
        "Keep it as printed, or write a creature type of CR 205.3m; no rule or text refers to it.",
    ),
    "W124": (
        "Reminder text karlov reads without checking it: it neither parses as sentences nor"
        " has a keyword's standard form (CR 207.2a: reminder text has no rules meaning).",
        "Nothing to do if it is reminder text; rules text is written without parentheses.",
    ),
    "W125": (
        "A flavor word one letter away from an ability word ('Landfal —'); it is read as a"
        " flavor word, with no rules meaning (CR 207.2d).",
        "Write the ability word if that is what is meant.",
    ),
    "X001": (
        "An internal error: karlov failed on this card (a bug in karlov, not in the card).",
        "Please report it with the card's text; the other cards were still checked.",
    ),
    "W101": ("Outdated wording: 'enters the battlefield'.", "Write 'enters'."),
    "W102": ("A Case calls itself by name.", "Write 'this Case'."),
    "W103": ("Digits where Oracle writes a number word, or the reverse.", "Apply the fix."),
    "W104": ("A sentence without its final period.", "End the sentence with '.'."),
    "W105": ("A sentence that starts with a small letter.", "Capitalize its first word."),
    "W106": ("'To solve —' without its reminder text.", "Add the Case reminder text."),
    "W107": ("Reminder text after 'To solve —' that is not the Case reminder.", "Apply the fix."),
    "W108": ("A hyphen, en dash or '--' where the em dash belongs.", "Write '—'."),
    "W109": ("Lines end with CRLF or CR.", "Run 'karlov fmt'; it writes LF line endings."),
    "W110": ("A UTF-8 byte order mark.", "Run 'karlov fmt'; it removes the mark."),
    "W111": ("The type line's dash is not between single spaces.", "Write ' — '."),
    "W112": ("Several spaces or a tab between words.", "Write one space."),
    "W113": ("Whitespace at the start or the end of a line.", "Remove it."),
    "W114": (
        "Blank lines or comments where fmt lays the file out differently.",
        "Run 'karlov fmt': one blank line between cards, comments right above their card.",
    ),
    "W115": (
        "Reminder text that disagrees with the rules' meaning (a misprinted predefined token).",
        "Correct the reminder text; the game plays the rules' token (CR 111.10, 207.2).",
    ),
    "C001": (
        "The card parses, but the rules runtime cannot execute this text yet.",
        "The card cannot be played until the runtime supports this text.",
    ),
    "C002": (
        "The text parses but means nothing as an ability.",
        "Rewrite it as an ability of its kind (a one-shot effect belongs on a spell).",
    ),
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
# Bidi controls and line separators become escapes: they would reorder or split a line.
_CONTROL_PICTURES.update(
    {
        code: f"\\u{code:04x}"
        for code in (0x061C, 0x200E, 0x200F, 0x2028, 0x2029, *range(0x202A, 0x202F))
    }
)
_CONTROL_PICTURES.update({code: f"\\u{code:04x}" for code in range(0x2066, 0x206A)})


def printable(text: str) -> str:
    """``text`` with terminal control characters replaced by visible symbols, and bidi
    controls and line separators by escapes (the last line of defence: diagnostics and file
    names are already escaped where they are rendered)."""
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

    Non-ASCII text is kept as it is (card names have accents and em dashes); JSON itself
    escapes control characters, and the CLI writes what a stream cannot encode as escapes.
    """
    import json  # JSON output only: a text report never pays for the import

    listed = [diagnostic.as_json() for diagnostic in diagnostics]
    return json.dumps(listed, indent=2, ensure_ascii=False) + "\n"


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


def _sarif_rule(code: str) -> dict[str, object]:
    """A SARIF reportingDescriptor: the code, its short description and its help."""
    rule: dict[str, object] = {"id": code}
    if code in RULES:
        description, help_text = RULES[code]
        rule["shortDescription"] = {"text": description}
        rule["help"] = {"text": help_text}
    return rule


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
    rules = [_sarif_rule(code) for code in rule_ids]

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

    return json.dumps(sarif_log(diagnostics, base=base), indent=2, ensure_ascii=False) + "\n"


def format_usage_error(message: str, output_format: str) -> str:
    """A usage error (U001) in ``json`` or ``sarif``: what a script asked for, with no
    file and no position. In SARIF it is a tool execution notification of a failed run."""
    import json

    if output_format == "json":
        error = {
            "path": None,
            "line": None,
            "column": None,
            "end_line": None,
            "end_column": None,
            "severity": "error",
            "code": USAGE_ERROR,
            "message": message,
            "fix": None,
        }
        return json.dumps([error], indent=2, ensure_ascii=False) + "\n"
    log = sarif_log([])
    run = log["runs"][0]  # type: ignore[index]
    run["tool"]["driver"]["rules"] = [_sarif_rule(USAGE_ERROR)]
    run["invocations"] = [
        {
            "executionSuccessful": False,
            "toolExecutionNotifications": [
                {
                    "level": "error",
                    "message": {"text": message},
                    "descriptor": {"id": USAGE_ERROR, "index": 0},
                }
            ],
        }
    ]
    return json.dumps(log, indent=2, ensure_ascii=False) + "\n"


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
