"""``karlov import`` on hostile MTGJSON and Scryfall documents.

An input is one JSON document (an MTGJSON set file, AtomicCards, or a Scryfall list) whose
records are plain cards with hostile values: line feeds, carriage returns and blank lines in
a name, mana cost, type line, power or text (each would start a card of its own in the
written file), lone surrogates, controls, bidi overrides, a leading ``#``, names that are
empty or too long, numbers where strings belong, unmodelled layouts, and the same name twice
with the same or different text.

The property (issue 25): :func:`karlov.importers.import_files` never raises; every card
given is written exactly once (a file that holds exactly one card, the one of that name) or
listed as skipped with its reason; a second record of a name with different text is listed,
never dropped in silence; and what is listed can be printed (no line break, no surrogate).
"""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

from .harness import PropertyFailure

HOSTILE = (
    "\n",
    "\n\nInjected Card {R}\nInstant\nDraw a card.\n",
    "\r",
    "\r\rInjected Card {R}\rInstant\r",
    "\r\n",
    "\ud800",
    "\udfff",
    "\x00",
    "\x0b",
    "\x85",
    "\u2028",
    "\u202e",
    "\t",
    "# ",
    "{R}",
    " — ",
    "/",
    "\\",
    "\ufeff",
)

PLAIN = [
    ("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.", None, None),
    ("Grizzly Bears", "{1}{G}", "Creature — Bear", "", "2", "2"),
    ("Divination", "{2}{U}", "Sorcery", "Draw two cards.", None, None),
    ("Goblin Piker", "{1}{R}", "Creature — Goblin Warrior", "Goblin Piker can't block.", "2", "1"),
    (
        "Case of the Filched Falcon",
        "{U}",
        "Enchantment — Case",
        "When this Case enters, investigate.\nTo solve — You control four or more artifacts.",
        None,
        None,
    ),
]

FIELDS = ("name", "cost", "type", "text", "power", "toughness")


def _hostile_value(rng: random.Random, value: object) -> object:
    roll = rng.random()
    if roll < 0.05:
        return rng.choice((3, 2.5, True, None, [], {}))
    if roll < 0.1:
        return "Æ" * rng.choice((199, 200, 201, 300, 5000))
    if roll < 0.15:
        return ""
    base = value if isinstance(value, str) else ""
    at = rng.randrange(len(base) + 1)
    return base[:at] + rng.choice(HOSTILE) + base[at:]


def make_records(rng: random.Random) -> list[dict[str, object]]:
    """Plain cards, some with one or two hostile fields, some twice."""
    records: list[dict[str, object]] = []
    for _ in range(rng.randint(1, 8)):
        name, cost, type_line, text, power, toughness = rng.choice(PLAIN)
        record: dict[str, object] = {
            "name": f"{name} {rng.randrange(1000)}" if rng.random() < 0.7 else name,
            "cost": cost,
            "type": type_line,
            "text": text,
        }
        if power is not None:
            record["power"], record["toughness"] = power, toughness
        for _ in range(rng.choice((0, 1, 1, 2))):
            field = rng.choice(FIELDS)
            record[field] = _hostile_value(rng, record.get(field))
        if rng.random() < 0.05:
            record["layout"] = rng.choice(("split", "saga", "normal", "weird\nlayout"))
        records.append(record)
        if rng.random() < 0.2:  # the same name again, with the same or other text
            again = dict(record)
            if rng.random() < 0.5:
                again["text"] = "Draw a card."
            records.append(again)
    return records


def document(source: str, shape: str, records: list[dict[str, object]]) -> object:
    """The records as one MTGJSON or Scryfall document of ``shape``."""
    if source == "scryfall":
        keys = {"cost": "mana_cost", "type": "type_line", "text": "oracle_text"}
        cards = [{"object": "card", **{keys.get(k, k): v for k, v in r.items()}} for r in records]
        return {"object": "list", "data": cards} if shape == "page" else cards
    keys = {"cost": "manaCost", "type": "type", "text": "text"}
    cards = [{keys.get(k, k): v for k, v in r.items()} for r in records]
    if shape == "atomic":
        atomic: dict[str, list[object]] = {}
        for card in cards:
            atomic.setdefault(str(card.get("name")), []).append(card)
        return {"data": atomic}
    return {"meta": {}, "data": {"code": "TST", "cards": cards}}


class ImportTarget:
    kind = "import"
    suffix = ".json"
    time_bound = 20.0

    def warm_up(self) -> None:
        pass

    def generate(self, rng: random.Random) -> str:
        source = rng.choice(("mtgjson", "scryfall"))
        shape = rng.choice(("set", "atomic") if source == "mtgjson" else ("list", "page"))
        body = json.dumps(document(source, shape, make_records(rng)), indent=1)
        return f'{{"fuzz_source": "{source}", "document": {body}}}'

    def run(self, data: str | bytes) -> None:
        text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
        try:
            wrapper = json.loads(text)
            source = wrapper["fuzz_source"]
            payload = wrapper["document"]
        except (ValueError, KeyError, TypeError):
            return  # a shrunk input that is no longer a wrapper
        if source not in ("mtgjson", "scryfall"):
            return
        check_import(source, payload)


def check_import(source: str, payload: object) -> None:
    """Import ``payload`` (a parsed document of ``source``) and check the property."""
    from karlov.frontend.layout import split_lines
    from karlov.importers import display_name, import_files

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "in.json"
        path.write_text(json.dumps(payload, ensure_ascii=True), encoding="utf-8")
        out = Path(folder) / "out"
        result = import_files(source, [path], out)
        if result.problems:
            return  # the file as a whole was refused, positioned (a wrong field type, say)
        names = _names(source, payload)
        written: dict[str, str] = {}
        for file in result.written:
            text = file.read_text(encoding="utf-8")
            lines = [line for line in split_lines(text) if not line.startswith("#")]
            blocks = sum(
                1
                for i, line in enumerate(lines)
                if line.strip() and (i == 0 or not lines[i - 1].strip())
            )
            if blocks != 1:
                raise PropertyFailure("injected", f"{file.name} holds {blocks} cards:\n{text}")
            written[file.name] = lines[0]
        skipped = [name for name, _ in result.skipped]
        for name, _reason in result.skipped:
            if any(c in name for c in "\n\r\u2028\u2029") or any(
                0xD800 <= ord(c) <= 0xDFFF for c in name
            ):
                raise PropertyFailure("unprintable", f"a skipped name {name!r} is listed raw")
        for name, face in dict.fromkeys(names):
            shown = display_name(name)
            face = face.strip(" ")
            as_written = [w for w in written.values() if w == face or w.startswith(face + " ")]
            if shown not in skipped and not as_written:
                raise PropertyFailure("lost", f"the card {name!r} was neither written nor listed")
        if len(result.written) > len(set(names)):
            raise PropertyFailure("twice", "more files written than names given")
        distinct = _distinct_texts(source, payload)
        for name, count in distinct.items():
            if count > 1 and skipped.count(display_name(name)) < count - 1:
                raise PropertyFailure(
                    "dropped", f"{count} records named {name!r} differ; not all were listed"
                )


def _records(source: str, payload: object) -> list[dict]:
    if source == "scryfall":
        if isinstance(payload, dict):
            payload = payload.get("data")
        return [r for r in payload or [] if isinstance(r, dict)]  # type: ignore[union-attr]
    data = payload.get("data") if isinstance(payload, dict) else None
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        return [r for r in data["cards"] if isinstance(r, dict)]
    if isinstance(data, dict):
        return [faces[0] for faces in data.values() if isinstance(faces, list) and faces]
    return []


def _names(source: str, payload: object) -> list[tuple[str, str]]:
    """(the name a skip lists, the name the written card has) of every record."""
    data = payload.get("data") if isinstance(payload, dict) else None
    if source == "mtgjson" and isinstance(data, dict) and "cards" not in data:
        # AtomicCards: listed by the key, written with the face's name
        return [
            (str(key), str(faces[0].get("name")) if isinstance(faces[0], dict) else str(key))
            for key, faces in data.items()
            if isinstance(faces, list) and faces
        ]
    return [(str(r.get("name")),) * 2 for r in _records(source, payload)]


def _distinct_texts(source: str, payload: object) -> dict[str, int]:
    """Per name, how many records of it import tells apart: by the text it writes, or by
    why it skips the record (the reader's own records, so this checks the listing)."""
    from karlov.importers import card_text, read_mtgjson, read_scryfall, unsafe_reason

    reader = read_scryfall if source == "scryfall" else read_mtgjson
    seen: dict[str, set[str]] = {}
    try:
        entries = list(reader(payload))
    except Exception:  # the document as a whole was refused: no records to count
        return {}
    for name, card, reason in entries:
        if card is not None and reason is None:
            reason = unsafe_reason(card)
        key = card_text(card) if card is not None and reason is None else f"skipped: {reason}"
        seen.setdefault(name, set()).add(key)
    return {name: len(keys) for name, keys in seen.items()}
