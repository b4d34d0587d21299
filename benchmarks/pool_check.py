"""``karlov check`` speed on the whole card pool (``tests/data/pool/cards.json.xz``: 17,873
real cards): parse, every check and compile, card by card, on one core; prints figures,
asserts nothing.

Run: ``python benchmarks/pool_check.py [--limit N] [--profile [N]]``.

Each card is checked as ``karlov.check(text, filename, require_playable=False)`` does it (the
text ``karlov import`` writes for it: ``importers.card_text``): ``parse_file`` (the parser and
every syntax and templating check), then ``compile_diagnostics`` (lowering, C001). The grammar
is loaded and one card checked before the clock starts (start-up is ``benchmarks/startup.py``'s
business). Printed: cards/s over the pool (CPU time), and the time split between the cards
that have an error and those that have none, and between parsing and compiling. With
``--profile`` the run is under ``cProfile`` and the N (25) functions with the most own time are
printed as well (the figures above are then inflated by the profiler).
"""

from __future__ import annotations

import argparse
import json
import lzma
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from karlov.compiler import compile_diagnostics  # noqa: E402
from karlov.frontend.syntax import parse_file  # noqa: E402
from karlov.importers import card_text, read_mtgjson  # noqa: E402

POOL = ROOT / "tests" / "data" / "pool" / "cards.json.xz"


def pool_texts() -> list[str]:
    document = json.loads(lzma.decompress(POOL.read_bytes()))
    return [card_text(card) for _, card, _ in read_mtgjson(document) if card is not None]


def check_all(texts: list[str]) -> dict[str, float | int]:
    """Check every text; CPU seconds by part and by kind of card."""
    figures: dict[str, float | int] = dict.fromkeys(
        ("parse_clean", "parse_error", "compile", "clean", "error"), 0
    )
    clock = time.process_time
    for index, text in enumerate(texts):
        start = clock()
        card_file, diagnostics = parse_file(text, f"pool/{index}.card")
        parsed = clock()
        compile_diagnostics(card_file.cards)
        done = clock()
        kind = "error" if any(d.is_error for d in diagnostics) else "clean"
        figures[kind] += 1
        figures[f"parse_{kind}"] += parsed - start
        figures["compile"] += done - parsed
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, default=None, help="only the first N cards")
    parser.add_argument("--profile", type=int, nargs="?", const=25, default=None, metavar="N")
    args = parser.parse_args()
    texts = pool_texts()[: args.limit]
    check_all(texts[:1])  # the grammar and the compiler loaded
    if args.profile is not None:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.enable()
    start = time.process_time()
    f = check_all(texts)
    seconds = time.process_time() - start
    n = len(texts)
    print(
        f"karlov check, {n:,} pool cards, one core: {n / seconds:,.0f} cards/s "
        f"({seconds:.1f} s CPU)"
    )
    parse = f["parse_clean"] + f["parse_error"]
    print(
        f"  parse + checks {parse:.1f} s ({parse / seconds:.0%}), "
        f"compile {f['compile']:.1f} s ({f['compile'] / seconds:.0%})"
    )
    for kind in ("clean", "error"):
        count = f[kind]
        if count:
            print(
                f"  {kind:<5} cards {count:>6,}: parse + checks "
                f"{f[f'parse_{kind}'] / count * 1000:.2f} ms/card, "
                f"{f[f'parse_{kind}']:.1f} s in all"
            )
    if args.profile is not None:
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(args.profile)


if __name__ == "__main__":
    main()
