"""Grammar coverage on the corpus: how much ordinary Magic text karlov reads and can play.

Run: ``python benchmarks/coverage.py [--failures N] [--show PHRASE] [SET.json ...]``
(default: the three core sets of ``tests/data/corpus/``), or ``python benchmarks/coverage.py
--pool`` for the whole card pool (17,873 cards of ``tests/data/pool/``): parsed and playable
shares overall, by era of first printing (``set_years.py``) and by card type, and the 30 most
common first failures (``--show`` and ``--blockers`` work there too). For each set it prints

- cards: the set's cards karlov imports (``karlov import`` rules: single-faced layouts);
- parsed: cards with no error except C001/C002 (every line parses into typed nodes);
- playable: cards with no error at all (the compiler lowers every ability: no C001);
- warnings per code (W101 is expected: the corpus predates the 2024 "enters" wording);
- the most common first failing phrases: the (up to) three words before the first word
  the parser rejected on a card, and that word in brackets;
- with ``--blockers N``: the most common reasons (C001 messages) a parsed card is not playable,
  counted once per card, with how many cards each reason alone keeps from playing, and the
  names of (up to) three of those cards.

Figures only; nothing here asserts.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CORPUS = sorted((ROOT / "tests" / "data" / "corpus").glob("*.json"))
POOL = ROOT / "tests" / "data" / "pool" / "cards.json.xz"
sys.path.insert(0, str(ROOT / "benchmarks"))
_WORD = re.compile(r"\S+")


def _phrase(line: str, column: int) -> str:
    """The three words before 1-based ``column`` of ``line`` and the word there, bracketed."""
    before = _WORD.findall(line[: column - 1])[-3:]
    after = _WORD.match(line, column - 1)
    word = after.group() if after else "<end>"
    return " ".join([*before, f"[{word}]"])


class Tally:
    """What the parser and the compiler made of a list of cards: each card's outcome ("failed",
    "parsed", "playable"), the first failing phrase of each failed card with its lines, and the
    C001 reasons of each parsed card (counted once per card)."""

    def __init__(self, warnings: bool = True) -> None:
        self.with_warnings = warnings
        self.outcome: dict[str, str] = {}
        self.warnings: Counter[str] = Counter()
        self.phrases: Counter[str] = Counter()
        self.examples: dict[str, list[str]] = {}
        self.reasons: Counter[str] = Counter()
        self.sole_reasons: Counter[str] = Counter()
        self.reason_cards: dict[str, list[str]] = {}

    def add(self, name: str, text: str, file_name: str) -> None:
        from karlov.compiler import compile_diagnostics
        from karlov.frontend.syntax import parse_file

        card_file, diagnostics = parse_file(text, file_name, warnings=self.with_warnings)
        self.warnings.update(d.code for d in diagnostics if not d.is_error)
        errors = [d for d in diagnostics if d.is_error]
        if errors:
            first = min(errors, key=lambda d: (d.span.line, d.span.column))
            line = text.split("\n")[first.span.line - 1]
            phrase = f"{first.code} " + _phrase(line, first.span.column)
            self.phrases[phrase] += 1
            self.examples.setdefault(phrase, []).append(line)
            self.outcome[name] = "failed"
            return
        card_reasons = {d.message for d in compile_diagnostics(card_file.cards) if d.is_error}
        self.outcome[name] = "parsed" if card_reasons else "playable"
        self.reasons.update(card_reasons)
        if len(card_reasons) == 1:
            self.sole_reasons.update(card_reasons)
        for reason in card_reasons:
            self.reason_cards.setdefault(reason, []).append(name)

    def report(self, failures: int, show: str | None, blockers: int) -> None:
        """The most common first failures, the lines behind ``show``, the most common blockers."""
        if failures:
            print(f"  {min(failures, len(self.phrases))} most common first failing phrases:")
            for phrase, number in self.phrases.most_common(failures):
                print(f"    {number:>4}  {phrase}")
        if blockers:
            print(
                f"  {min(blockers, len(self.reasons))} most common reasons a parsed card is not"
                " playable"
            )
            print("    cards  alone  reason")
            for reason, number in self.reasons.most_common(blockers):
                names = ", ".join(self.reason_cards[reason][:3])
                print(f"    {number:>5}  {self.sole_reasons[reason]:>5}  {reason}  ({names})")
        if show:
            for phrase, lines in self.examples.items():
                if show.lower() in phrase.lower():
                    for line in lines:
                        print(f"      | {line}")


def measure(path: Path, failures: int, show: str | None, blockers: int = 0) -> None:
    from karlov.importers import card_text, read_mtgjson

    document = json.loads(path.read_text(encoding="utf-8"))
    cards = [card for _, card, _ in read_mtgjson(document) if card is not None]
    tally = Tally()
    for card in cards:
        tally.add(card.name, card_text(card), "corpus.card")
    total = len(cards)
    outcomes = Counter(tally.outcome.values())
    parsed = outcomes["parsed"] + outcomes["playable"]
    playable = outcomes["playable"]
    print(
        f"{path.stem}: {total} cards, parsed {parsed} ({100 * parsed / total:.1f}%),"
        f" playable {playable} ({100 * playable / total:.1f}%)"
    )
    warnings = tally.warnings
    print("  warnings: " + (", ".join(f"{c} {n}" for c, n in sorted(warnings.items())) or "none"))
    tally.report(failures, show, blockers)


def pool(failures: int, show: str | None, blockers: int) -> None:
    """The whole pool (``tests/data/pool/cards.json.xz``): parsed and playable shares overall,
    by era of first printing and by card type, then the most common first failures (and, when
    asked, the lines behind a phrase and the most common blockers)."""
    import lzma

    from set_years import era

    from karlov.importers import card_text, read_mtgjson

    document = json.loads(lzma.decompress(POOL.read_bytes()))
    first_set = {card["name"]: card["firstSet"] for card in document["data"]["cards"]}
    records = [card for _, card, _ in read_mtgjson(document) if card is not None]
    tally = Tally(warnings=False)
    for index, card in enumerate(records):
        tally.add(card.name, card_text(card), f"pool/{index}.card")
    groups: dict[str, Counter[str]] = {}
    for card in records:
        result = tally.outcome[card.name]
        types = card.type_line.split("—")[0].split()
        card_type = "Creature" if "Creature" in types else (types[-1] if types else "?")
        for group in ("all", f"era {era(first_set.get(card.name, ''))}", f"type {card_type}"):
            groups.setdefault(group, Counter())[result] += 1
    print("group                       cards   parsed        playable")
    for group in sorted(groups, key=lambda g: (g != "all", g.split()[0], -sum(groups[g].values()))):
        counts = groups[group]
        total = sum(counts.values())
        if total < 20 and group != "all":
            continue
        parsed = counts["parsed"] + counts["playable"]
        print(
            f"{group:<26} {total:>6}  {parsed:>6} {100 * parsed / total:5.1f}%"
            f"  {counts['playable']:>6} {100 * counts['playable'] / total:5.1f}%"
        )
    tally.report(failures, show, blockers)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="*", type=Path, default=CORPUS)
    parser.add_argument(
        "--pool",
        action="store_true",
        help="the whole card pool of tests/data/pool, by era and card type",
    )
    parser.add_argument("--failures", type=int, default=20, help="failing phrases to list")
    parser.add_argument("--show", help="print the lines behind phrases containing this text")
    parser.add_argument("--blockers", type=int, default=0, help="C001 reasons to list")
    args = parser.parse_args()
    if args.pool:
        pool(args.failures if args.failures != 20 else 30, args.show, args.blockers)
        return
    for path in args.sets:
        measure(path, args.failures, args.show, args.blockers)


if __name__ == "__main__":
    main()
