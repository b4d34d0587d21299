"""Linear everywhere: the cost of 1×, 10× and 100× inputs, and the ratios; prints figures,
asserts nothing.

Run: ``python benchmarks/linear.py [--repeat N] [--base K]``.

- **cards in a file**: ``karlov check`` of one file holding the first 20, 200 and 2,000 cards
  of the pool (``tests/data/pool/``: real, distinct cards; parse, every check, compile, as
  ``karlov.check`` does);
- **permanents on the battlefield**: a whole turn cycle (Alice's first main phase to her next
  upkeep, nobody attacks) with 4, 40 and 400 Grizzly Bears on each side (a game holds at most
  1,000 objects, ``karlov.runtime.limits``);
- **triggers in a step**: an end step with 9, 90 and 900 Cases of the Crimson Pulse and an
  empty hand: every To solve ability triggers and resolves (the second main phase to the next
  turn); and the figure issue 24 quotes, 300 Cases against 30.

For each: the least CPU time over the rounds (3) of each size, and
the ratios 10×/1× and 100×/10× (about 10 when the cost is linear in the input, 100 when
quadratic). ``--base K`` multiplies the 1× sizes (``--base 0.5`` for a quicker run).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def _cpu(run: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return best


def cards_in_a_file(n: int) -> Callable[[], object]:
    from pool_check import pool_texts

    import karlov

    text = "\n\n".join(pool_texts()[:n]) + "\n"

    def run() -> object:
        return karlov.check(text, "pool.card", require_playable=False)

    return run


def _library():
    from karlov.compiler.library import CardLibrary

    return CardLibrary.bundled()


def permanents(n: int) -> Callable[[], object]:
    from karlov.runtime import BATTLEFIELD, LIBRARY, Game

    cards = _library()
    bears, plains = cards.definition("Grizzly Bears"), cards.definition("Plains")

    def run() -> object:
        game = Game(("Alice", "Bob"), max_actions=10**7)
        for seat in (0, 1):
            for _ in range(n):
                game.add_card(bears, seat, BATTLEFIELD)
            for _ in range(3):
                game.add_card(plains, seat, LIBRARY)
        game.start(active=0, step="main1")
        game.pass_until("upkeep", turn=3)
        return game

    return run


def triggers(n: int) -> Callable[[], object]:
    from karlov.runtime import BATTLEFIELD, LIBRARY, Game

    cards = _library()
    case, plains = cards.definition("Case of the Crimson Pulse"), cards.definition("Plains")

    def run() -> object:
        game = Game(("Alice", "Bob"), max_actions=10**7)
        for _ in range(n):
            game.add_card(case, 0, BATTLEFIELD)
        for seat in (0, 1):
            game.add_card(plains, seat, LIBRARY)
        game.start(active=0, step="main2")
        game.pass_until("upkeep", turn=2)
        assert all(o.solved for o in game.permanents(0))
        return game

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="rounds per size (3)")
    parser.add_argument("--base", type=float, default=1.0, help="scale the 1x sizes (1)")
    args = parser.parse_args()
    rows = [
        ("cards in a file", "cards", 20, cards_in_a_file),
        ("permanents on the battlefield", "per side", 4, permanents),
        ("triggers in a step", "Cases", 9, triggers),
    ]
    for title, unit, base, make in rows:
        sizes = [max(1, round(base * args.base)) * k for k in (1, 10, 100)]
        runs = [make(n) for n in sizes]
        runs[0]()  # warm: the grammar, the compiler, the card definitions
        seconds = [_cpu(run, args.repeat) for run in runs]
        figures = " | ".join(
            f"{n:>5,} {unit} {s * 1000:9.1f} ms" for n, s in zip(sizes, seconds, strict=True)
        )
        print(
            f"{title:<30}: {figures} | 10x/1x {seconds[1] / seconds[0]:5.1f}, "
            f"100x/10x {seconds[2] / seconds[1]:5.1f}",
            flush=True,
        )
    small, large = (_cpu(triggers(n), args.repeat) for n in (30, 300))
    print(
        f"end step, 300 Cases / 30 Cases: {large / small:.1f}x "
        f"({small * 1000:.1f} ms, {large * 1000:.1f} ms)"
    )
    print("(a linear cost: about 10 and 10; a quadratic one: 100)")


if __name__ == "__main__":
    main()
