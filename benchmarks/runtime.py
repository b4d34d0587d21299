"""Rules-runtime throughput: prints figures, asserts nothing.

Run: ``python benchmarks/runtime.py``.

- a scripted multi-turn game between two players, each with several Cases, creatures that
  attack every turn and lands: turns/s and engine actions/s (``game.actions`` counts priority
  passes, resolutions and steps);
- the cost of one end step with 1, 10 and 100 Cases on the battlefield, both when no To solve
  ability triggers (Burning Masks, condition false) and when every one triggers and resolves
  (Crimson Pulse with an empty hand);
- how an end step scales: the time with 300 Crimson Pulses over the time with 30 (about 10
  when the engine is linear in the number of permanents, 100 when quadratic);
- compile throughput: parse + compile of the 15 Cases, cards/s (when ``karlov.compiler`` is
  there; otherwise "compiler not available").
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import karlov  # noqa: E402
from karlov.runtime import BATTLEFIELD, LIBRARY, Game, RandomAgent  # noqa: E402

CASES = sorted((ROOT / "karlov" / "cards" / "cases").glob("*.card"))


def _best(run: Callable[[], float], repeat: int = 5) -> float:
    return min(run() for _ in range(repeat))


def _library():
    try:
        from karlov.compiler.library import CardLibrary
    except ImportError:
        return None
    return CardLibrary.bundled()


def multi_turn_game(cards, turns: int = 40) -> tuple[float, int, int]:
    """Seconds, engine actions and turns played (a player may lose first) of a game in which
    random but seeded agents attack and block."""
    game = Game(
        ("Alice", "Bob"), seed=7, agents=[RandomAgent(1), RandomAgent(2)], starting_life=10**6
    )
    cases = [
        "Case of the Gateway Express",
        "Case of the Trampled Garden",
        "Case of the Market Melee",
        "Case of the Filched Falcon",
    ]
    for player in game.players:
        for name in cases:
            game.add_card(cards.definition(name), player, BATTLEFIELD)
        for name in ["Grizzly Bears", "Hill Giant", "Savannah Lions", "Serra Angel"]:
            game.add_card(cards.definition(name), player, BATTLEFIELD)
        for _ in range(6):
            game.add_card(cards.definition("Plains"), player, BATTLEFIELD)
        for _ in range(turns):
            game.add_card(cards.definition("Plains"), player, LIBRARY)
    game.max_actions = 10**7
    game.start(active=0)
    start = time.perf_counter()
    played = 0
    while played < turns and not game.over:
        game.next_turn()
        played += 1
    return time.perf_counter() - start, game.actions, played


def end_step(cards, case: str, n: int) -> float:
    """Seconds from the second main phase to the cleanup step with ``n`` copies of ``case``."""

    def once() -> float:
        game = Game(("Alice", "Bob"), max_actions=10**7)
        for _ in range(n):
            game.add_card(cards.definition(case), "Alice", BATTLEFIELD)
        game.add_card(cards.definition("Island"), "Alice", LIBRARY)
        game.start(active=0, step="main2")
        start = time.perf_counter()
        game.pass_until("cleanup")
        return time.perf_counter() - start

    return _best(once, 3)


def compile_throughput() -> str:
    try:
        from karlov.compiler import compile_card
    except ImportError:
        return "compiler not available"
    texts = [p.read_text(encoding="utf-8") for p in CASES]

    def once() -> float:
        start = time.perf_counter()
        for text in texts:
            for card in karlov.parse(text):
                compile_card(card)
        return time.perf_counter() - start

    once()  # warm the grammar cache
    seconds = _best(once)
    return f"{len(texts) / seconds:,.0f} cards/s ({len(texts)} Cases, parse + compile)"


def main() -> None:
    cards = _library()
    if cards is None:
        print("runtime: compiler not available (the benchmark games are built from compiled cards)")
    else:
        seconds, actions, turns = multi_turn_game(cards)
        print(
            f"multi-turn game: {turns} turns in {seconds * 1000:.0f} ms: "
            f"{turns / seconds:,.0f} turns/s, {actions / seconds:,.0f} actions/s "
            f"({actions} actions)"
        )
        for case, what in [
            ("Case of the Burning Masks", "no trigger"),
            ("Case of the Crimson Pulse", "all trigger and solve"),
        ]:
            figures = []
            for n in (1, 10, 100):
                figures.append(f"{n:>3} Cases {end_step(cards, case, n) * 1000:8.2f} ms")
            print(f"end step, {what:<22}: " + " | ".join(figures))
        small = end_step(cards, "Case of the Crimson Pulse", 30)
        large = end_step(cards, "Case of the Crimson Pulse", 300)
        print(
            f"end step scaling: 300 Cases / 30 Cases = {large / small:.1f}x "
            "(linear: about 10x; quadratic: about 100x)"
        )
    print(f"compile: {compile_throughput()}")


if __name__ == "__main__":
    main()
