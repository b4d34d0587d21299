"""Card text: mutations of the bundled cards, checked through the public front end.

Inputs start from a bundled card (or a ``--corpus`` file) and take one to four mutations:
a word inserted, deleted or replaced from the grammar's own vocabulary (every quoted
terminal of ``karlov/frontend/grammar/*.lark``), a line spliced in from another card or
copied over another line of the same text, a line deleted or duplicated, a character that has
bitten line-based tools (NUL, form feed, vertical tab, NEL, U+2028/U+2029, U+202E, a BOM, a
lone CR), a mana symbol, a very long line or a huge number. What must hold for every input
(else it is a finding):

- ``karlov.check`` returns diagnostics and never raises;
- when ``check`` finds no error: ``karlov.parse`` accepts the text; nothing the author wrote
  vanished (every non-blank, non-comment line is a card's name, type, ability, P/T or
  loyalty line);
  the canonical text ``fmt`` would write checks without error and formats to itself.
"""

from __future__ import annotations

import random
import re
from functools import cache
from importlib import resources

import karlov

from .harness import PropertyFailure

#: Characters that end a line for ``str.splitlines`` but not for an editor, and others that
#: make trouble in line-based tools or terminals.
AWKWARD = [
    "\x00", "\x0c", "\x0b", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029", "\u202e",
    "\ufeff", "\r", "\t", "\u00a0", "\u200b", "—", "–", "-", "--", "(", ")", '"', "{", "}",
    "\U0001f600", "é", "Ω", "\ud800",
]  # fmt: skip
MANA = [
    "{T}", "{Q}", "{S}", "{E}", "{C}", "{X}", "{0}", "{15}", "{R/G}", "{2/W}", "{R/G/P}",
    "{W/U/P}", "{G/P}", "{r}", "{}", "{1", "{½}", "{∞}", "{HW}",
]  # fmt: skip
NUMBERS = [
    "0", "-1", "1000000", "9" * 20, "9" * 5000, "one hundred", "X", "1/1", "*/*", "9" * 5000 + "/2",
    "-0/-0", "1/" + "9" * 20,
]  # fmt: skip
LINE_END = re.compile(r"\r\n|\r|\n")


WORD = re.compile(r"[A-Za-z0-9'+/{}.,:;—-]+")


@cache
def grammar_vocabulary() -> tuple[str, ...]:
    """Every word of every quoted terminal in the grammar files (regular-expression terminals
    left out) and of the bundled cards, sorted."""
    words: set[str] = set()
    for entry in (resources.files("karlov") / "frontend" / "grammar").iterdir():
        if entry.name.endswith(".lark"):
            grammar = re.sub(r"(?m)^\s*//.*$", "", entry.read_text("utf-8"))
            for literal in re.findall(r'"((?:[^"\\\n]|\\.)+)"i?', grammar):
                words.update(w for w in literal.split() if WORD.fullmatch(w))
    for text in bundled_texts():
        words.update(text.split())
    return tuple(sorted(words))


@cache
def bundled_texts() -> tuple[str, ...]:
    from karlov.compiler.library import bundled_card_files

    return tuple(f.read_text(encoding="utf-8") for f in bundled_card_files())


class TextTarget:
    """``karlov.check``/``parse``/``render`` on mutated card text."""

    kind = "text"
    suffix = ".card"
    time_bound = 5.0

    def __init__(self, extra_seeds: list[str] | None = None) -> None:
        self.seeds = list(bundled_texts()) + list(extra_seeds or ())
        self.vocabulary = grammar_vocabulary()
        self.lines = [line for text in self.seeds for line in LINE_END.split(text) if line]

    def warm_up(self) -> None:
        for text in bundled_texts():
            check_text(text)

    def generate(self, rng: random.Random) -> str:
        text = rng.choice(self.seeds)
        # mostly one or two mutations: text that still checks clean reaches the properties
        for _ in range(rng.choice([1, 1, 1, 2, 2, 3, 4])):
            text = self.mutate(text, rng)
        return text

    def mutate(self, text: str, rng: random.Random) -> str:
        lines = LINE_END.split(text)
        row = rng.randrange(len(lines))
        words = lines[row].split(" ")
        col = rng.randrange(len(words))
        kind = rng.randrange(14)
        if kind == 0:
            words.insert(col, rng.choice(self.vocabulary))
        elif kind == 1 and len(words) > 1:
            del words[col]
        elif kind == 2:
            words[col] = rng.choice(self.vocabulary)
        elif kind == 3:
            lines[row] = rng.choice(self.lines)
            return "\n".join(lines)
        elif kind == 4:
            del lines[row]
            return "\n".join(lines)
        elif kind == 5:
            lines.insert(row, lines[row])
            return "\n".join(lines)
        elif kind == 6:
            at = rng.randrange(len(lines[row]) + 1)
            lines[row] = lines[row][:at] + rng.choice(AWKWARD) + lines[row][at:]
            return "\n".join(lines)
        elif kind == 7:
            words.insert(col, rng.choice(MANA))
        elif kind == 8:
            words[col] = rng.choice(NUMBERS)
        elif kind == 9:  # a long line: one word many times (20,000 is where slow code shows)
            times = rng.choice([50, 50, 2000, 20_000])
            words.insert(col, " ".join([rng.choice(self.vocabulary)] * times))
        elif kind == 10:  # any character at all
            at = rng.randrange(len(lines[row]) + 1)
            char = chr(rng.choice([rng.randrange(32), rng.randrange(0x110000)]))
            lines[row] = lines[row][:at] + char + lines[row][at:]
            return "\n".join(lines)
        elif kind == 11:  # a line of this text over another (a name that is an ability line)
            lines[row] = rng.choice(lines)
            return "\n".join(lines)
        elif kind == 12:  # an awkward character at the end of a line, where it looks harmless
            lines[row] += rng.choice(AWKWARD)
            return "\n".join(lines)
        else:  # another card after this one, or two cards run together
            return text + rng.choice(["\n\n", "\n", ""]) + rng.choice(self.seeds)
        lines[row] = " ".join(words)
        return "\n".join(lines)

    def run(self, data: str | bytes) -> None:
        text = data.decode("utf-8", "surrogatepass") if isinstance(data, bytes) else data
        check_text(text)


def _lines_of(card: karlov.Card) -> int:
    """How many lines ``card`` was written on: its name and type lines, one per ability, and
    its power/toughness and loyalty lines when it has them."""
    return 2 + len(card.abilities) + (card.power_toughness is not None) + (card.loyalty is not None)


def check_text(text: str) -> None:
    """The properties in the module docstring; raises on the first that fails."""
    diagnostics = karlov.check(text)
    if any(d.is_error for d in diagnostics):
        return
    cards = karlov.parse(text)  # check found no error, so this must not raise
    written = [
        line
        for line in LINE_END.split(text.removeprefix("\ufeff"))
        if line.strip() and not line.lstrip().startswith("#")
    ]
    parsed = sum(_lines_of(card) for card in cards)
    if parsed != len(written):
        raise PropertyFailure(
            "lost-text", f"{len(written)} lines written, {parsed} parsed, and no error"
        )
    rendered = karlov.render(cards)
    errors = [d for d in karlov.check(rendered) if d.is_error]
    if errors:
        raise PropertyFailure("fmt-output-has-errors", f"{errors[0]} in {rendered!r}")
    again = karlov.render(karlov.parse(rendered))
    if again != rendered:
        raise PropertyFailure("fmt-not-idempotent", f"{rendered!r} then {again!r}")
