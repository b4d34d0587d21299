"""Play scenarios with cards loaded from an IR JSON file alone: the proof that the runtime
plays the IR (issue 7).

    python tests/ir/play_from_ir_json.py CARDS.json SCENARIO_PATH...

Before anything of karlov is imported, the compiler, the parser and Lark are made
unimportable, so no card text can be read or compiled: each definition is built by
``karlov.runtime.build.card_definition`` from ``karlov.ir.loads`` of the file. A card with an
ability the compiler does not state in the IR yet (``karlov.ir.NotLowered``) cannot be built
from the IR alone: it is left out, and a scenario that needs it is counted apart, not as
passed. Prints one line per failed scenario and a summary naming the cards left out; exit 1
if any scenario failed for another reason.
"""

from __future__ import annotations

import importlib.abc
import sys
from pathlib import Path

BLOCKED = ("karlov.compiler", "karlov.frontend.syntax", "lark")


class _Blocked(importlib.abc.MetaPathFinder):
    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if any(name == blocked or name.startswith(blocked + ".") for blocked in BLOCKED):
            raise ImportError(f"{name} is blocked: cards must come from IR JSON alone")
        return None


def main(argv: list[str]) -> int:
    sys.meta_path.insert(0, _Blocked())
    from karlov.runtime.build import card_definition

    from karlov import ir
    from karlov.scenario import find_scenarios, run_scenario

    not_lowered_class = getattr(ir, "NotLowered", ())
    cards = {}
    not_lowered: set[str] = set()
    for card in ir.loads(Path(argv[0]).read_text(encoding="utf-8")):
        if any(isinstance(ability, not_lowered_class) for ability in card.abilities):
            not_lowered.add(card.name)
        else:
            cards[card.name] = card_definition(card)
    paths = find_scenarios(argv[1:])
    failed = waiting = 0
    for path in paths:
        result = run_scenario(path, cards=cards)
        if result.passed:
            continue
        error = str(result.error or "")
        if any(f"unknown card '{name}'" in error for name in not_lowered):
            waiting += 1
            continue
        failed += 1
        print(result.report())
    passed = len(paths) - failed - waiting
    print(
        f"{passed} scenarios passed, {failed} failed, {waiting} need a card not lowered to IR "
        f"yet ({len(cards)} cards built from IR JSON, {len(not_lowered)} not lowered yet: "
        f"{', '.join(sorted(not_lowered)) or 'none'})"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
