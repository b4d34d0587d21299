"""``karlov import``: cards from MTGJSON and Scryfall JSON files as ``.card`` files.

Two sources are read:

- **MTGJSON** set files (``{"meta": ..., "data": {"code": ..., "cards": [...]}}``, or the set
  object alone) and AtomicCards (``{"data": {"Card Name": [face, ...]}}``); fields ``name``,
  ``manaCost``, ``type``, ``text``, ``power``, ``toughness``, ``loyalty``, ``defense``, ``layout``;
- **Scryfall** card objects: one object, a JSON list of them, or a ``{"object": "list",
  "data": [...]}`` page; fields ``name``, ``mana_cost``, ``type_line``, ``oracle_text``,
  ``power``, ``toughness``, ``loyalty``, ``defense``, ``layout``.

Each card's text is written exactly as the source gives it, one ability per line: nothing is
modernised here (``karlov fmt`` does that) so an import is a faithful copy that the checks can
judge. Only single-faced layouts are imported (``normal`` and ``case``, CR 719); the others
(split, adventure, saga, transform, modal_dfc, flip, meld, …) need frames karlov does not model
yet and are skipped with the reason. A planeswalker's printed loyalty (CR 306.5b) is its
card's last line, ``Loyalty: 3``; the ``.card`` format has no defense line yet, so a battle's
defense (CR 310.4b) is kept as a comment line (``# defense: 5``) just before the card, which
every command preserves.

A file that cannot be read or is not the expected JSON is an :class:`ImportProblem`, printed
as ``path:line:col: error: message``; ``karlov import`` exits 1 if there is any.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

__all__ = [
    "MODELLED_LAYOUTS",
    "CardRecord",
    "ImportProblem",
    "ImportResult",
    "card_file_name",
    "card_text",
    "display_name",
    "import_files",
    "read_mtgjson",
    "read_scryfall",
    "unsafe_reason",
]

#: Layouts whose cards are one face with one name line, one type line and one text box.
MODELLED_LAYOUTS = frozenset({"normal", "case"})

_SKIP_REASONS = {
    "split": "split cards have two faces on one card (CR 709)",
    "aftermath": "aftermath cards are split cards (CR 702.127)",
    "flip": "flip cards have two faces (CR 710)",
    "transform": "double-faced cards have two faces (CR 712)",
    "modal_dfc": "modal double-faced cards have two faces (CR 712)",
    "meld": "meld cards have two faces and a combined back (CR 712.4, 701.42)",
    "adventure": "adventurer cards have a second, Adventure face (CR 715)",
    "saga": "Saga chapter abilities are not modelled yet (CR 714)",
    "class": "Class levels are not modelled yet (CR 716)",
    "leveler": "level up bands are not modelled yet (CR 711)",
    "prototype": "prototype cards have a second set of characteristics (CR 718)",
    "mutate": "mutate is not modelled yet (CR 702.140)",
    "reversible_card": "reversible cards have two faces",
}


@dataclass(frozen=True)
class CardRecord:
    """One card as read from a source, its text untouched."""

    name: str
    mana_cost: str
    type_line: str
    text: str
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None


@dataclass(frozen=True)
class ImportProblem:
    """An input file that could not be read as the expected JSON, with where and why."""

    path: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}: error: {self.message}"


@dataclass
class ImportResult:
    """What one ``karlov import`` run did: cards written, cards skipped and why, bad files."""

    written: list[Path] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    problems: list[ImportProblem] = field(default_factory=list)


class _BadInput(Exception):
    def __init__(self, message: str, line: int = 1, column: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


def _card_stem(name: str) -> str:
    return re.sub(r"[^0-9a-z]+", "_", name.lower()).strip("_")


def card_file_name(name: str) -> str:
    """The bundled cards' file naming: lower case, every run of other characters one ``_``
    ("Case of the Gorgon's Kiss" -> ``case_of_the_gorgon_s_kiss.card``); a name with no
    ASCII letter or digit, or too long, by a hash (:func:`karlov.outputs.unique_stems`, which
    ``karlov import`` also uses to keep two cards' names apart)."""
    from karlov.outputs import unique_stems

    return unique_stems([name], _card_stem)[name] + ".card"


#: The longest name a record may have: a ``.card`` name line holds 200 characters (E040).
MAX_NAME = 200

#: Characters that end or break a line, or cannot be written as UTF-8, in a one-line field.
#: A line feed or carriage return in a name, cost, type or power would start a line of its
#: own in the ``.card`` file, and after a blank line a card of its own (issue 25).
_NOT_IN_A_LINE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")

#: Characters the text of an ability may not hold: controls other than the line feed (which
#: splits the text into lines, with a carriage return before it) and the tab, and lone
#: surrogates (not UTF-8). A lone carriage return is refused: Oracle text has none, and
#: whether it was meant as a line break (a ``.card`` file reads it as one) is not known.
_NOT_IN_TEXT = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def _char_name(char: str) -> str:
    names = {"\n": "a line feed", "\r": "a carriage return", "\t": "a tab"}
    return names.get(char, f"the character U+{ord(char):04X}")


def display_name(name: str) -> str:
    """``name`` as it may be printed in a list of skipped cards: controls, line breaks, lone
    surrogates and bidi controls as escapes (``\\n``, ``\\ud800``), so a hostile name cannot
    break the listing's lines or the terminal's encoding."""
    out = []
    for char in name:
        code = ord(char)
        if char == "\\":
            out.append("\\\\")
        elif code < 0x20 or 0x7F <= code <= 0x9F or 0xD800 <= code <= 0xDFFF:
            out.append(f"\\u{code:04x}" if code > 0xFF else f"\\x{code:02x}")
        elif code in (0x2028, 0x2029) or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069:
            out.append(f"\\u{code:04x}")
        else:
            out.append(char)
    return "".join(out)


def _unsafe_field(label: str, value: str) -> str | None:
    """Why a one-line field cannot be written as it is (with the column), or None."""
    bad = _NOT_IN_A_LINE.search(value)
    if bad is not None:
        return f"its {label} has {_char_name(bad.group())} at column {bad.start() + 1}"
    if value.lstrip().startswith("#"):
        return f"its {label} starts with '#', which a .card file reads as a comment"
    return None


def _unsafe_text(text: str) -> str | None:
    """Why the text cannot be written as it is (with line and column), or None."""
    for number, line in enumerate(_text_lines(text), 1):
        bad = _NOT_IN_TEXT.search(line)
        if bad is not None:
            return (
                f"its text has {_char_name(bad.group())} at line {number}, column {bad.start() + 1}"
            )
        if line.lstrip().startswith("#"):
            return f"its text line {number} starts with '#', which a .card file reads as a comment"
    return None


def _text_lines(text: str) -> list[str]:
    """The Oracle text's lines: split at ``\\n`` and ``\\r\\n``, blank lines dropped (a blank
    line separates cards)."""
    return [line for line in re.split("\r?\n", text) if line.strip()]


def unsafe_reason(card: CardRecord) -> str | None:
    """Why ``card`` cannot be written as one card of a ``.card`` file, or None: a line break
    or another control character in a one-line field (which would start a line, or a card,
    of its own), a lone surrogate (not UTF-8), a field that would read as a comment, a name
    longer than a name line holds. The reason says where."""
    if not card.name.strip():
        return "its name is empty"
    if len(card.name) > MAX_NAME:
        return (
            f"its name is {len(card.name):,} characters long, over the {MAX_NAME} a name line holds"
        )
    fields = [
        ("name", card.name),
        ("mana cost", card.mana_cost),
        ("type line", card.type_line),
        ("power", card.power),
        ("toughness", card.toughness),
        ("loyalty", card.loyalty),
        ("defense", card.defense),
    ]
    for label, value in fields:
        if value is not None:
            reason = _unsafe_field(label, value)
            if reason is not None:
                return reason
    return _unsafe_text(card.text)


def card_text(card: CardRecord) -> str:
    """The card as a ``.card`` file body: name and cost, type line, abilities, P/T.

    The Oracle text is split at its line feeds (``\\n``, ``\\r\\n``); blank lines are dropped
    because a blank line separates cards in a ``.card`` file (they carry no text). Call
    :func:`unsafe_reason` first: a record it refuses would not be one card once written.
    """
    lines = []
    if card.defense is not None:
        lines.append(f"# defense: {card.defense}")
    # Spaces around a one-line field carry nothing (and would shift the name line's parts).
    lines.append(f"{card.name.strip(' ')} {card.mana_cost.strip(' ')}".rstrip(" "))
    lines.append(card.type_line.strip(" "))
    lines.extend(_text_lines(card.text))
    if card.power is not None and card.toughness is not None:
        lines.append(f"{card.power.strip(' ')}/{card.toughness.strip(' ')}")
    if card.loyalty is not None:
        lines.append(f"Loyalty: {card.loyalty.strip(' ')}")  # CR 306.5b
    return "\n".join(lines) + "\n"


def _text_field(record: dict, key: str, where: str, required: bool = True) -> str | None:
    value = record.get(key)
    if value is None:
        if required:
            raise _BadInput(f"{where} has no '{key}' field")
        return None
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    if not isinstance(value, str):
        raise _BadInput(f"{where}: '{key}' should be a string, not {type(value).__name__}")
    return value


def _record(
    record: object, where: str, names: tuple[str, ...]
) -> tuple[CardRecord | None, str | None]:
    """A card record from one JSON object, or why it is skipped. ``names`` are the JSON field
    names of name, cost, type line, text, layout in this source."""
    if not isinstance(record, dict):
        raise _BadInput(f"{where} should be a card object, not {type(record).__name__}")
    name_key, cost_key, type_key, text_key = names
    name = _text_field(record, name_key, where)
    assert name is not None
    layout = _text_field(record, "layout", where, required=False) or "normal"
    if layout not in MODELLED_LAYOUTS:
        return None, _SKIP_REASONS.get(
            layout, f"the layout '{display_name(layout)}' is not modelled yet"
        )
    named = f"'{display_name(name)}'"  # printable, whatever the name holds
    type_line = _text_field(record, type_key, named)
    assert type_line is not None
    if not type_line.strip():
        return None, "it has no type line"
    card = CardRecord(
        name=name,
        mana_cost=_text_field(record, cost_key, named, required=False) or "",
        type_line=type_line,
        text=_text_field(record, text_key, named, required=False) or "",
        power=_text_field(record, "power", named, required=False),
        toughness=_text_field(record, "toughness", named, required=False),
        loyalty=_text_field(record, "loyalty", named, required=False),
        defense=_text_field(record, "defense", named, required=False),
    )
    return card, None


_MTGJSON_NAMES = ("name", "manaCost", "type", "text")
_SCRYFALL_NAMES = ("name", "mana_cost", "type_line", "oracle_text")


def read_mtgjson(document: object) -> Iterator[tuple[str, CardRecord | None, str | None]]:
    """(name, card, skip reason) for each card of an MTGJSON set file or AtomicCards file."""
    data = document.get("data", document) if isinstance(document, dict) else None
    if not isinstance(data, dict):
        raise _BadInput("expected an MTGJSON set file or AtomicCards file (a JSON object)")
    cards = data.get("cards")
    if cards is not None:  # a set file
        if not isinstance(cards, list):
            raise _BadInput("'cards' should be a list of card objects")
        for index, record in enumerate(cards):
            card, reason = _record(record, f"card {index + 1}", _MTGJSON_NAMES)
            yield (card.name if card else str(record.get("name"))), card, reason
        return
    # AtomicCards: name -> list of faces (one for a single-faced card).
    if not data or not all(isinstance(value, list) for value in data.values()):
        raise _BadInput(
            "expected an MTGJSON set file (with 'cards') or AtomicCards (card name -> list of"
            " faces)"
        )
    for name, faces in data.items():
        if not faces:
            continue
        card, reason = _record(faces[0], f"'{display_name(name)}'", _MTGJSON_NAMES)
        if card is not None and len(faces) > 1:
            card, reason = None, "it has more than one face"
        yield name, card, reason


def read_scryfall(document: object) -> Iterator[tuple[str, CardRecord | None, str | None]]:
    """(name, card, skip reason) for each Scryfall card object: one, a list, or a list page."""
    if isinstance(document, dict) and document.get("object") == "list":
        document = document.get("data")
    records = document if isinstance(document, list) else [document]
    for index, record in enumerate(records):
        if not isinstance(record, dict) or record.get("object", "card") != "card":
            raise _BadInput(f"item {index + 1} is not a Scryfall card object")
        if record.get("card_faces") and record.get("layout", "normal") in MODELLED_LAYOUTS:
            yield str(record.get("name")), None, "it has more than one face"
            continue
        card, reason = _record(record, f"card {index + 1}", _SCRYFALL_NAMES)
        yield (card.name if card else str(record.get("name"))), card, reason


_READERS = {"mtgjson": read_mtgjson, "scryfall": read_scryfall}


#: The largest JSON file ``karlov import`` reads (bytes): MTGJSON's AllPrintings.json, the
#: largest document it publishes, is about half of this.
MAX_IMPORT_BYTES = 1024 * 1024 * 1024


def _load_json(path: Path) -> object:
    limit = MAX_IMPORT_BYTES
    try:
        with path.open("rb") as handle:
            raw = handle.read(limit + 1)
    except OSError as exc:
        raise _BadInput(f"cannot read the file: {exc.strerror or exc}") from None
    if len(raw) > limit:
        raise _BadInput(f"the file is too large: over the {limit:,}-byte limit of an input file")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise _BadInput("the file is not UTF-8", line, column) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise _BadInput(f"not valid JSON: {exc.msg}", exc.lineno, exc.colno) from None
    except RecursionError:
        raise _BadInput("the JSON is nested too deeply") from None


def _held_by_other_cards(out_dir: Path, stems: dict[str, str]) -> set[str]:
    """The stems among ``stems`` whose ``.card`` file in ``out_dir`` is as karlov wrote it
    (its SHA-256 is the record's, :data:`karlov.outputs.MANIFEST`) and holds a card of
    another name than the one that stem is for (its first line that is not a comment is not
    that card's name line). Any other file, edited or not karlov's, is the writer's to refuse
    (a conflict, unless ``--force``)."""
    import hashlib

    from karlov.outputs import MANIFEST

    try:
        document = json.loads((out_dir / MANIFEST).read_text("utf-8"))
    except (OSError, ValueError, RecursionError):
        return set()
    recorded = document.get("files") if isinstance(document, dict) else None
    if not isinstance(recorded, dict):
        return set()
    taken: set[str] = set()
    for name, stem in stems.items():
        relative = f"{stem}.card"
        path = out_dir / relative
        try:
            if relative not in recorded or path.is_symlink() or not path.is_file():
                continue
            data = path.read_bytes()
        except OSError:
            continue
        if hashlib.sha256(data).hexdigest() != recorded[relative]:
            continue
        text = data.decode("utf-8", errors="replace")
        line = next((ln for ln in _text_lines(text) if not ln.lstrip().startswith("#")), None)
        own = name.strip(" ")
        if line is not None and line != own and not line.startswith(own + " {"):
            taken.add(stem)
    return taken


def import_files(
    source: str, paths: Iterable[Path], out_dir: Path, *, force: bool = False
) -> ImportResult:
    """Write one ``.card`` file per importable card of ``paths`` into ``out_dir``.

    A card that appears in several inputs (or twice in one set) with the same text is written
    once, from its first appearance; a later record of that name with other text is listed as
    skipped. A file of ``out_dir`` that an earlier import wrote, unchanged since, for another
    card ("Fire Ice" where this one has "Fire-Ice") is not this card's: this card's file name
    then ends in its name's hash, as if both had been imported together. File names
    and writing are :mod:`karlov.outputs`'s (distinct valid names, atomic, confined to
    ``out_dir``, never over an edited file unless ``force``); a file that could not be written
    is a problem, and the other cards are still written.
    """
    from karlov.outputs import unique_stems, write_files

    reader = _READERS[source]
    result = ImportResult()
    first: dict[str, tuple[str, str]] = {}  # name -> (where it came from, what became of it)
    cards: dict[str, str] = {}  # name -> the text written for it
    for path in paths:
        try:
            entries = list(reader(_load_json(path)))
        except _BadInput as bad:
            result.problems.append(ImportProblem(str(path), bad.line, bad.column, bad.message))
            continue
        for name, card, reason in entries:
            shown = display_name(name)
            if card is not None and reason is None:
                reason = unsafe_reason(card)
                if reason is not None:
                    card = None
            text = card_text(card) if card is not None else None
            outcome = text if text is not None else f"skipped: {reason}"
            if name in first:
                earlier, earlier_outcome = first[name]
                if outcome != earlier_outcome:
                    result.skipped.append(
                        (
                            shown,
                            "another record of this name, with different text, came first "
                            f"({display_name(earlier)})",
                        )
                    )
                continue  # the same card again: written (or listed) once
            first[name] = (str(path), outcome)
            if card is None or text is None:
                result.skipped.append((shown, reason or "not importable"))
                continue
            cards[name] = text
    stems = unique_stems(cards, _card_stem)
    taken = _held_by_other_cards(out_dir, stems)
    if taken:  # an earlier import's card ("Fire Ice") keeps its file; this one gets a hash
        stems = unique_stems(cards, _card_stem, reserved=taken)
    files = {f"{stems[name]}.card": text for name, text in cards.items()}
    report = write_files(out_dir, files, force=force)
    result.written = [out_dir / relative for relative in report.written]
    result.problems += [ImportProblem(p.path, 1, 1, p.message) for p in report.problems]
    return result
