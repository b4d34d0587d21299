"""Draw the audit's cards: a seeded random sample of the playable part of the pool.

Run: ``python tools/audit_draw.py [--count N] [--seed S] [--folder DIR] [--exclude-draw FILE]...``.
Of the 17,873 cards of ``tests/data/pool/cards.json.xz``, the playable ones (parse, every check
and the compiler without an error, C001 included), less the names listed by each
``--exclude-draw`` file (an earlier draw's ``DRAW.txt``), are sorted by name and
``random.Random(seed).sample`` draws ``count`` of them. Each drawn card is written as
``<folder>/cards/<stem>.card`` (its Oracle text as the importer writes it), and
``<folder>/DRAW.txt`` lists the names in the order drawn, under a header that records the
command. The defaults make the first draw (``tests/scenarios/audit``, seed 21, 320 cards); the
second is ``--folder tests/scenarios/audit2 --seed 35 --count 120 --exclude-draw
tests/scenarios/audit/DRAW.txt``. The scenarios beside them are written by hand, from each
card's Oracle text and the Comprehensive Rules, never from what karlov does.

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


def drawn_names(draw: Path) -> set[str]:
    """The card names an earlier draw's ``DRAW.txt`` lists (its ``#`` header skipped)."""
    lines = draw.read_text(encoding="utf-8").splitlines()
    return {line for line in lines if line and not line.startswith("#")}


def _relative(path: Path) -> str:
    """``path`` as the command line should record it: relative to the repository when inside."""
    resolved = path.resolve()
    return str(resolved.relative_to(ROOT)) if resolved.is_relative_to(ROOT) else str(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=320)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--folder", type=Path, default=AUDIT, help="where DRAW.txt and cards/ go")
    parser.add_argument(
        "--exclude-draw",
        type=Path,
        action="append",
        default=[],
        help="an earlier DRAW.txt whose cards are left out of this draw (repeatable)",
    )
    args = parser.parse_args()
    for draw in args.exclude_draw:
        if not draw.is_file():
            parser.error(f"--exclude-draw {draw}: no such file")
    excluded: set[str] = set()
    for draw in args.exclude_draw:
        excluded |= drawn_names(draw)
    texts = playable_cards()
    candidates = sorted(set(texts) - excluded)
    if args.count > len(candidates):
        parser.error(f"--count {args.count}: only {len(candidates)} cards to draw from")
    drawn = random.Random(args.seed).sample(candidates, args.count)
    folder: Path = args.folder
    cards = folder / "cards"
    cards.mkdir(parents=True, exist_ok=True)
    for name in drawn:
        (cards / f"{stem(name)}.card").write_text(texts[name], encoding="utf-8")
    command = f"tools/audit_draw.py --count {args.count} --seed {args.seed}"
    if folder.resolve() != AUDIT.resolve():
        command += f" --folder {_relative(folder)}"
    command += "".join(f" --exclude-draw {_relative(draw)}" for draw in args.exclude_draw)
    header = f"# {command}: {len(texts)} playable"
    if excluded:
        header += f", {len(candidates)} after the excluded draws"
    (folder / "DRAW.txt").write_text(
        header + "\n" + "".join(f"{n}\n" for n in drawn), encoding="utf-8"
    )
    print(
        f"{len(texts)} playable cards; drew {len(drawn)} of {len(candidates)}",
        f"into {_relative(cards)}",
    )


if __name__ == "__main__":
    main()
