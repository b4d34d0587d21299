"""Build throughput and breadth per target (``python benchmarks/build.py [--no-pool] [--gaps N]``).

Speed: the compiler's IR of every bundled card (what a target cannot express is a gap,
generated as far as it goes with ``allow_partial``), repeated to a batch of about 2,000 cards
with distinct names. Prints one line per target: cards, seconds (best of 5), cards/s.

Breadth (issue 22): the whole pool (``tests/data/pool/cards.json.xz``, 17,873 cards) through
the compiler; over its playable cards (every ability lowered: the cards that have IR, the ones
``karlov build`` is given) the share each target emits in full (no gap), then each target's
most common gaps, grouped by message (the words of the card quoted at the start of a message
are left out, so one limit on many cards is one line). Takes about a minute and a half.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import lzma
import re
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from karlov import compile_card, parse  # noqa: E402
from karlov.targets.build import TARGETS, build  # noqa: E402

POOL = ROOT / "tests" / "data" / "pool" / "cards.json.xz"


def cards() -> list:
    base = []
    for path in sorted((ROOT / "karlov" / "cards").rglob("*.card")):
        for card in parse(path.read_text(encoding="utf-8"), str(path)):
            compiled = compile_card(card)
            if compiled.ir is not None:
                base.append(compiled.ir)
    copies = max(1, 2000 // len(base))
    return [dataclasses.replace(c, name=f"{c.name} {i}") for i in range(copies) for c in base]


def speed() -> None:
    batch = cards()
    for target in TARGETS:
        best = float("inf")
        for _ in range(5):
            start = time.perf_counter()
            build(batch, target, allow_partial=True)
            best = min(best, time.perf_counter() - start)
        print(f"{target:6} {len(batch):5} cards  {best:7.3f} s  {len(batch) / best:9.0f} cards/s")


def pool_ir() -> tuple[int, int, list]:
    """(records, parsed records, the IR of every playable card) of the pool."""
    from karlov.frontend.syntax import parse_file
    from karlov.importers import card_text, read_mtgjson

    document = json.loads(lzma.decompress(POOL.read_bytes()))
    records = [card for _, card, _ in read_mtgjson(document) if card is not None]
    parsed, playable = 0, []
    for index, record in enumerate(records):
        card_file, diagnostics = parse_file(card_text(record), f"pool/{index}.card")
        if any(d.is_error for d in diagnostics):
            continue
        parsed += 1
        for card in card_file.cards:
            compiled = compile_card(card)
            if compiled.ir is not None and not any(d.is_error for d in compiled.diagnostics):
                playable.append(compiled.ir)
    return len(records), parsed, playable


# a quoted phrase starts after a non-word character and ends before one ("'can't block'";
# the apostrophe of "karlov's" is no quote)
_QUOTED = r"(?<!\w)'.*?'(?!\w)"
_LEADING_QUOTE = re.compile(rf"^{_QUOTED}: ")
# a filter's description after the word naming it ("objects 'creature you control'")
_NAMED_FILTER = re.compile(rf"\b(objects|target|subject|spells|filter|of|for|by) {_QUOTED}")


def gap_group(message: str) -> str:
    """A gap's message without the card's own words: the quoted phrase it starts with, and the
    quoted filter descriptions inside (``objects 'creature you control'``)."""
    return _NAMED_FILTER.sub(r"\1 '…'", _LEADING_QUOTE.sub("", message))


def breadth(top: int) -> None:
    start = time.perf_counter()
    records, parsed, playable = pool_ir()
    print(f"\npool: {records} cards, {parsed} parse, {len(playable)} play "
          f"({time.perf_counter() - start:.0f} s to compile)")  # fmt: skip
    # a name printed twice in the pool (reprints under one name) is one card to a target
    unique = list({card.name: card for card in playable}.values())
    for target in TARGETS:
        result = build(unique, target, allow_partial=True)
        full = len(unique) - len(result.partial)
        print(f"{target:6} in full: {full:5} / {len(unique)} playable cards "
              f"({100 * full / len(unique):5.1f}%)")  # fmt: skip
        groups: Counter[str] = Counter()
        cards_of: dict[str, set[str]] = {}
        for gap in result.gaps:
            group = f"{gap.code} {gap_group(gap.message)}"
            cards_of.setdefault(group, set()).add(gap.card)
        for group, names in cards_of.items():
            groups[group] = len(names)
        for group, number in groups.most_common(top):
            print(f"    {number:5} cards  {group}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-pool", action="store_true", help="speed only")
    parser.add_argument("--gaps", type=int, default=15, help="gaps listed per target")
    args = parser.parse_args()
    speed()
    if not args.no_pool:
        breadth(args.gaps)


if __name__ == "__main__":
    main()
