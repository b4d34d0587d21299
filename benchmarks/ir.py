"""The meaning layer's throughput: prints figures, asserts nothing.

Run: ``python benchmarks/ir.py`` (``--quick`` for one repetition instead of the best of five).

- compile: parse + compile of the 15 Cases, cards/s; and compile alone of already parsed
  Cases (the compiler lowers to IR when ``CompiledCard.ir`` exists);
- IR JSON: ``karlov.ir.dumps`` and ``loads`` of every bundled card's IR, cards/s and MB/s;
  then building the runtime definitions from the loaded IR, cards/s;
- scenarios: every scenario under ``tests/scenarios`` and ``tests/rulings``, scenarios/s, with
  the cards compiled from text and with the cards loaded from IR JSON alone.

A part whose machinery is not there yet (no IR) says so instead of printing a figure, so the
script runs on every commit since 90dfa50 and the figures can be compared.
"""

from __future__ import annotations

import importlib
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import karlov  # noqa: E402
from karlov.compiler import compile_card  # noqa: E402
from karlov.compiler.library import BUNDLED, CardLibrary  # noqa: E402
from karlov.scenario import find_scenarios, run_scenario  # noqa: E402

CASES = sorted((BUNDLED / "cases").glob("*.card"))
SCENARIOS = find_scenarios([ROOT / "tests" / "scenarios", ROOT / "tests" / "rulings"])
REPEAT = 1 if "--quick" in sys.argv else 5


def _best(run: Callable[[], float], repeat: int = REPEAT) -> float:
    return min(run() for _ in range(repeat))


def _timed(run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def compile_figures() -> list[str]:
    texts = [p.read_text(encoding="utf-8") for p in CASES]
    parsed = [card for text in texts for card in karlov.parse(text)]
    library = CardLibrary(parsed)

    def parse_and_compile() -> None:
        for text in texts:
            for card in karlov.parse(text):
                compile_card(card, library)

    def compile_only() -> None:
        for card in parsed:
            compile_card(card, library)

    both = _best(lambda: _timed(parse_and_compile))
    alone = _best(lambda: _timed(compile_only))
    target = "IR" if hasattr(compile_card(parsed[0], library), "ir") else "runtime objects"
    return [
        f"compile: {len(texts) / both:,.0f} cards/s parse + compile, "
        f"{len(parsed) / alone:,.0f} cards/s compile alone ({len(parsed)} Cases, to {target})"
    ]


def _ir_api() -> tuple[Callable[..., str], Callable[[str], Any], Callable[[Any], Any]]:
    """dumps, loads and the runtime's card_definition (imported only when the IR exists)."""
    from karlov.runtime.build import card_definition

    ir = importlib.import_module("karlov.ir")
    return ir.dumps, ir.loads, card_definition


def _bundled_ir() -> tuple[Any, ...] | None:
    library = CardLibrary.bundled()
    cards = [library.compiled(name) for name in library.names()]
    if not cards or not hasattr(cards[0], "ir"):
        return None
    return tuple(card.ir for card in cards)  # type: ignore[attr-defined]


def ir_figures(irs: tuple[Any, ...] | None) -> list[str]:
    if irs is None:
        return ["IR JSON: not available (the compiler does not produce IR at this commit)"]
    dumps, loads, card_definition = _ir_api()
    text = dumps(irs)
    dump = _best(lambda: _timed(lambda: dumps(irs)))
    load = _best(lambda: _timed(lambda: loads(text)))
    loaded = loads(text)
    not_lowered = getattr(importlib.import_module("karlov.ir"), "NotLowered", ())
    lowered = [c for c in loaded if not any(isinstance(a, not_lowered) for a in c.abilities)]
    build = _best(lambda: _timed(lambda: [card_definition(card) for card in lowered]))
    size = len(text.encode("utf-8")) / 1e6
    n = len(irs)
    return [
        f"IR JSON: {n} bundled cards, {size:.2f} MB: dumps {n / dump:,.0f} cards/s "
        f"({size / dump:.1f} MB/s), loads {n / load:,.0f} cards/s ({size / load:.1f} MB/s)",
        f"runtime definitions from loaded IR: {len(lowered) / build:,.0f} cards/s "
        f"({len(lowered)} cards fully lowered to IR)",
    ]


def _scenarios_per_second(cards: object, paths: list[Path]) -> tuple[float, int]:
    failed = 0

    def run_all() -> None:
        nonlocal failed
        failed = sum(not run_scenario(path, cards=cards).passed for path in paths)

    seconds = _best(lambda: _timed(run_all), max(1, REPEAT // 2))
    return len(paths) / seconds, failed


def _playable_from_ir(irs: tuple[Any, ...]) -> dict[str, Any]:
    """Definitions built from loaded IR JSON; a conjured card is looked up among them. At a
    commit where some abilities were not stated in the IR yet (``NotLowered``), those cards
    are left out: they cannot be built from IR alone."""
    dumps, loads, card_definition = _ir_api()
    not_lowered = getattr(importlib.import_module("karlov.ir"), "NotLowered", ())
    try:
        from karlov.runtime.execute import Definitions
    except ImportError:  # before the effect interpreter
        return {
            card.name: card_definition(card)
            for card in loads(dumps(irs))
            if not any(isinstance(ability, not_lowered) for ability in card.abilities)
        }
    cards: dict[str, Any] = {}
    definitions = Definitions(cards)
    for card in loads(dumps(irs)):
        cards[card.name] = card_definition(card, definitions)
    return cards


def scenario_figures(irs: tuple[Any, ...] | None) -> list[str]:
    library = CardLibrary.bundled()
    for name in library.names():
        library.definition(name)  # compile once, outside the timing, as the test suite does
    rate, failed = _scenarios_per_second(library, SCENARIOS)
    total = len(SCENARIOS)
    lines = [f"scenarios from text: {rate:,.1f} scenarios/s ({total} scenarios, {failed} failed)"]
    if irs is None:
        lines.append("scenarios from IR JSON: not available (no IR at this commit)")
        return lines
    definitions = _playable_from_ir(irs)
    playable = [p for p in SCENARIOS if run_scenario(p, cards=definitions).passed]
    if not playable:
        lines.append(
            f"scenarios from IR JSON: none playable yet ({len(definitions)} of {len(irs)} cards "
            "are fully lowered to IR)"
        )
        return lines
    ir_rate, _ = _scenarios_per_second(definitions, playable)
    text_rate, _ = _scenarios_per_second(library, playable)
    lines.append(
        f"scenarios from IR JSON: {ir_rate:,.1f} scenarios/s against {text_rate:,.1f} from text "
        f"on the same {len(playable)} scenarios (those whose cards are all lowered to IR): "
        f"{ir_rate / text_rate:.2f}x"
    )
    return lines


def main() -> None:
    for line in compile_figures():
        print(line, flush=True)
    irs = _bundled_ir()
    for line in ir_figures(irs):
        print(line, flush=True)
    for line in scenario_figures(irs):
        print(line, flush=True)


if __name__ == "__main__":
    main()
