"""Draw the audit's cards: a seeded random sample of the playable part of the pool.

Run: ``python tools/audit_draw.py [--count N] [--seed S]``. Of the 17,873 cards of
``tests/data/pool/cards.json.xz``, the playable ones (parse, every check and the compiler
without an error, C001 included) are sorted by name and ``random.Random(seed).sample`` draws
``count`` of them. Each drawn card is written as ``tests/scenarios/audit/cards/<stem>.card``
(its Oracle text as the importer writes it), and ``tests/scenarios/audit/DRAW.txt`` lists the
names in the order drawn. The scenarios beside them are written by hand, from each card's
Oracle text and the Comprehensive Rules, never from what karlov does.

The draw depends on what is playable when it is made; ``DRAW.txt`` records it, and
``tests/test_audit.py`` checks that every card of it still has its file and its scenarios.
"""

from __future__ import annotations

import argparse
import json
import lzma
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

POOL = ROOT / "tests" / "data" / "pool" / "cards.json.xz"
AUDIT = ROOT / "tests" / "scenarios" / "audit"


def stem(name: str) -> str:
    """The file stem of a card name: lower case ASCII letters and digits joined by '_'."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def playable_cards() -> dict[str, str]:
    """Name -> ``.card`` text of every playable card of the pool."""
    from karlov.compiler import compile_diagnostics
    from karlov.frontend.syntax import parse_file
    from karlov.importers import card_text, read_mtgjson

    document = json.loads(lzma.decompress(POOL.read_bytes()))
    texts: dict[str, str] = {}
    for _name, card, _skip in read_mtgjson(document):
        if card is None:
            continue
        text = card_text(card)
        card_file, diagnostics = parse_file(text, card.name, warnings=False)
        if any(d.is_error for d in diagnostics):
            continue
        if any(d.is_error for d in compile_diagnostics(card_file.cards)):
            continue
        texts[card.name] = text
    return texts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=320)
    parser.add_argument("--seed", type=int, default=21)
    args = parser.parse_args()
    texts = playable_cards()
    drawn = random.Random(args.seed).sample(sorted(texts), args.count)
    cards = AUDIT / "cards"
    cards.mkdir(parents=True, exist_ok=True)
    for name in drawn:
        (cards / f"{stem(name)}.card").write_text(texts[name], encoding="utf-8")
    header = f"# tools/audit_draw.py --count {args.count} --seed {args.seed}: "
    header += f"{len(texts)} playable\n"
    (AUDIT / "DRAW.txt").write_text(header + "".join(f"{n}\n" for n in drawn), encoding="utf-8")
    print(f"{len(texts)} playable cards; drew {len(drawn)} into {cards.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
