"""Hostile input, timed: prints figures, asserts nothing (the tests bound work by size).

Run: ``python benchmarks/hostile.py``.

- ``karlov.ir.loads`` on an unterminated run of escaped quotes (``"\\"\\"\\"...``) of 64 KiB to
  16 MiB: linear since issue 25 (it was quadratic: 64 KB took 12.8 s);
- ``loads`` of every bundled card's IR JSON with the meaning checks (karlov/ir/validate.py),
  cards/s;
- a game asked to create 999,999 tokens: refused at once by the limit on one instruction.
"""

from __future__ import annotations

import contextlib
import time


def _cpu(run) -> float:  # type: ignore[no-untyped-def]
    start = time.process_time()
    run()
    return time.process_time() - start


def main() -> None:
    from karlov import ir

    print("loads on an unterminated run of escaped quotes:")
    for size in (64 * 1024, 1024 * 1024, 4 * 1024 * 1024, 16 * 1024 * 1024 - 2):
        text = '"' + '\\"' * (size // 2)

        def load(text: str = text) -> None:
            with contextlib.suppress(ir.IRDecodeError):
                ir.loads(text)

        print(f"  {len(text):>12,} characters: {_cpu(load):7.3f} s CPU")

    from karlov.fuzz.ir_json import seeds

    documents = seeds()
    seconds = _cpu(lambda: [ir.loads(d) for d in documents])
    print(f"loads with the meaning checks: {len(documents) / seconds:,.0f} cards/s")

    from karlov.scenario import definitions_from_text, run_scenario

    horde = definitions_from_text(
        "Horde {R}\nSorcery\nCreate 999999 1/1 red Goblin creature tokens.\n"
    )
    scenario = {
        "title": "horde",
        "players": {"alice": {"battlefield": ["Mountain"], "hand": ["Horde"]}, "bob": {}},
        "actions": [{"do": "cast", "card": "Horde"}, {"do": "resolve"}],
    }
    result = None

    def play() -> None:
        nonlocal result
        result = run_scenario(scenario, cards=horde)

    print(f"create 999,999 tokens: {_cpu(play):.3f} s CPU: {result.error if result else ''}")


if __name__ == "__main__":
    main()
