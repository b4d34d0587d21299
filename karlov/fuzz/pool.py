"""Real cards of the card pool, mutated along the grammar's seams, through ``check``, ``fmt``
and ``explain --json``.

The pool is test data (``tests/data/pool/cards.json.xz`` in the repository, an MTGJSON
document); it is not in the wheel, so its path is an option (``--pool PATH``, by default the
repository's file when it is there; without it this kind is skipped, saying so).

An input is one pool card's text with one to three mutations that keep the shape of card
text: an ability line, a sentence or a clause (the pieces between ``. ``, ``, ``, ``: ``,
`` — `` and ``; ``) swapped for one of another pool card (its name and self-references
renamed to this card's), duplicated or dropped; a cost or a trigger condition (what comes
before ``:`` or the first ``,``) taken from another card; a word dropped, duplicated or
taken from another card.

What must hold for every input, through the functions ``karlov check``, ``karlov fmt`` and
``karlov explain --json`` use (:mod:`karlov.cli`) on a file written in a temporary folder:

- ``check`` never raises and never reports an internal error (X001);
- if ``check`` reports no error, ``fmt`` formats the file (it refuses only files with an
  error, and then ``check`` has one);
- what ``fmt`` writes parses with no error, ``check`` finds no error in it when it found
  none in the original, and ``fmt`` of it is itself (idempotent);
- ``fmt`` does not change the meaning: ``explain --json`` of the formatted text equals that
  of the original, source spans and the words as written that the IR keeps for logs and
  prompts (:data:`WORDS_AS_WRITTEN`) left out (whenever ``fmt`` formats it).
"""

from __future__ import annotations

import json
import lzma
import random
import re
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from .harness import PropertyFailure

#: The repository's pool, when this package runs from a checkout.
DEFAULT_POOL = Path(__file__).resolve().parents[2] / "tests" / "data" / "pool" / "cards.json.xz"

#: The pool file is read whole: a bound on it (the repository's is 0.5 MB compressed, 14 MB not).
MAX_POOL_BYTES = 256 * 1024 * 1024

_PT = re.compile(r"[-+*X\d]+/[-+*X\d]+\Z")
_PIECES = re.compile(r"(?<=[.,:;])\s+|\s+(?=—)|(?<=—)\s+")
_COST = re.compile(r"^([^:\"]+):\s")
_TRIGGER = re.compile(r"^((?:When|Whenever|At)\b[^,\"]*),\s")


@cache
def pool_texts(path: Path) -> tuple[str, ...]:
    """The text of every card of the MTGJSON document at ``path`` (``.xz`` or plain JSON),
    as ``karlov import`` would write it."""
    from karlov.importers import card_text, read_mtgjson

    too_large = f"{path}: over {MAX_POOL_BYTES:,} bytes (uncompressed), or cut short"
    with path.open("rb") as handle:
        data = handle.read(MAX_POOL_BYTES + 1)
    if path.suffix == ".xz":
        decompressor = lzma.LZMADecompressor()
        data = decompressor.decompress(data, max_length=MAX_POOL_BYTES + 1)
        if not decompressor.eof:
            raise ValueError(too_large)
    if len(data) > MAX_POOL_BYTES:
        raise ValueError(too_large)
    document = json.loads(data)
    return tuple(card_text(card) for _, card, _ in read_mtgjson(document) if card is not None)


def _split_card(text: str) -> tuple[str, list[str], list[str], list[str]]:
    """The card's name, its first lines (name, type), its ability lines and its last lines
    (P/T or loyalty)."""
    lines = text.rstrip("\n").split("\n")
    head, body, tail = lines[:2], lines[2:], []
    if body and (_PT.match(body[-1]) or body[-1].isdigit()):
        tail = [body.pop()]
    name = re.sub(r"\s*\{[^{}]*\}.*$", "", head[0]) if head else ""
    return name, head, body, tail


def _renamed(line: str, old: str, new: str) -> str:
    return line.replace(old, new) if old and new else line


def _pieces(line: str) -> list[str]:
    return [p for p in _PIECES.split(line) if p]


class PoolTarget:
    kind = "pool"
    suffix = ".card"
    time_bound = 10.0

    def __init__(self, path: Path) -> None:
        self.path = path

    def texts(self) -> tuple[str, ...]:
        return pool_texts(self.path)

    def warm_up(self) -> None:
        check_pool_text(self.texts()[0])

    def generate(self, rng: random.Random) -> str:
        texts = self.texts()
        text = rng.choice(texts)
        for _ in range(rng.choice((1, 1, 2, 3))):
            text = mutate(text, rng.choice(texts), rng)
        return text

    def run(self, data: str | bytes) -> None:
        text = data.decode("utf-8", "surrogatepass") if isinstance(data, bytes) else data
        check_pool_text(text)


def mutate(text: str, other: str, rng: random.Random) -> str:
    """``text`` (one card) with one mutation, taking pieces from ``other`` (another card)."""
    name, head, body, tail = _split_card(text)
    other_name, _, other_body, _ = _split_card(other)
    theirs = [_renamed(line, other_name, name) for line in other_body]
    if not body:
        body = [rng.choice(theirs)] if theirs else []
        return "\n".join(head + body + tail) + "\n"
    row = rng.randrange(len(body))
    kind = rng.randrange(11)
    if kind == 0 and theirs:  # an ability line of another card
        body[row] = rng.choice(theirs)
    elif kind == 1:  # an ability line twice
        body.insert(row, body[row])
    elif kind == 2 and len(body) > 1:  # an ability line dropped
        del body[row]
    elif kind in (3, 4, 5):  # a piece: swapped with another card's, duplicated or dropped
        pieces = _pieces(body[row])
        at = rng.randrange(len(pieces))
        if kind == 3 and theirs:
            pieces[at] = rng.choice(_pieces(rng.choice(theirs)) or [pieces[at]])
        elif kind == 4:
            pieces.insert(at, pieces[at])
        elif len(pieces) > 1:
            del pieces[at]
        body[row] = " ".join(pieces)
    elif kind == 6 and theirs:  # a cost or a trigger condition of another card
        pattern = rng.choice((_COST, _TRIGGER))
        donors = [m.group(1) for line in theirs if (m := pattern.match(line))]
        if donors and pattern.match(body[row]):
            donor = rng.choice(donors)
            body[row] = pattern.sub(lambda m: donor + m.group(0)[len(m.group(1)) :], body[row], 1)
        elif donors:
            body[row] = f"{rng.choice(donors)}{':' if pattern is _COST else ','} {body[row]}"
    else:  # a word dropped, duplicated or taken from another card
        words = body[row].split(" ")
        at = rng.randrange(len(words))
        if kind == 7 and len(words) > 1:
            del words[at]
        elif kind == 8:
            words.insert(at, words[at])
        else:
            pool = " ".join(theirs).split() or words
            words[at] = rng.choice(pool)
        body[row] = " ".join(words)
    return "\n".join(head + body + tail) + "\n"


#: IR fields that hold words as the card wrote them, for logs and prompts (``text``: an
#: ability's or card's text; ``description``: a filter's or target's phrase; ``prompt``: the
#: question "you may" asks): ``fmt`` rewrites words by design ("enters the battlefield" ->
#: "enters", "Creatures" after a comma -> "creatures", a legendary name after its first
#: mention -> its short name), so these are left out of the meaning as the spans are. Every
#: other string field of the IR is meaning (tests/test_fuzz.py keeps the two lists whole).
WORDS_AS_WRITTEN = frozenset({"text", "description", "prompt"})


def _without_spans(value: Any) -> Any:
    """IR JSON without source spans and the words as written (:data:`WORDS_AS_WRITTEN`)."""
    if isinstance(value, dict):
        return {
            k: _without_spans(v)
            for k, v in value.items()
            if k != "span" and not (k in WORDS_AS_WRITTEN and isinstance(v, str))
        }
    if isinstance(value, list):
        return [_without_spans(v) for v in value]
    return value


def _meaning(loaded: Any) -> Any:
    """What ``karlov explain --json`` prints for ``loaded``, spans left out."""
    from karlov import cli
    from karlov.ir import dumps

    meanings, _ = cli._card_meanings(loaded)
    return _without_spans(json.loads(dumps(tuple(meanings))))


def check_pool_text(text: str) -> None:
    """The properties in the module docstring; raises on the first that fails."""
    from karlov import cli
    from karlov.frontend.syntax import parse_file

    with tempfile.TemporaryDirectory(prefix="karlov-fuzz-pool-") as folder:
        path = Path(folder) / "card.card"
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        diagnostics = cli.check_files([path])
        internal = [d for d in diagnostics if d.code == "X001"]
        if internal:
            raise PropertyFailure("internal-error", f"check: {internal[0]}")
        clean = not any(d.is_error for d in diagnostics)
        loaded = cli.load(path)
        if loaded.has_errors or loaded.text is None or loaded.tree is None:
            if clean:
                raise PropertyFailure("fmt-refuses-clean", "check found no error; fmt refuses")
            return
        formatted = cli._canonical_text(loaded.text, str(path)) or cli._render_file(loaded.tree)
        _, again = parse_file(formatted, str(path))
        errors = [d for d in again if d.is_error]
        if errors:
            raise PropertyFailure("fmt-output-has-errors", f"{errors[0]} in {formatted!r}")
        if cli._canonical_text(formatted, str(path)) != formatted:
            raise PropertyFailure("fmt-not-idempotent", repr(formatted))
        formatted_path = Path(folder) / "formatted.card"
        formatted_path.write_text(formatted, encoding="utf-8", newline="")
        formatted_diagnostics = cli.check_files([formatted_path])
        if any(d.code == "X001" for d in formatted_diagnostics):
            raise PropertyFailure("internal-error", f"check of fmt's output: {formatted!r}")
        if clean and any(d.is_error for d in formatted_diagnostics):
            found = next(d for d in formatted_diagnostics if d.is_error)
            raise PropertyFailure("fmt-introduces-errors", f"{found} in {formatted!r}")
        if _meaning(loaded) != _meaning(cli.load(formatted_path)):
            raise PropertyFailure("fmt-changes-meaning", f"{text!r} formatted as {formatted!r}")
