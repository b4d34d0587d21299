"""Play scenarios with cards loaded from an IR JSON file alone: the proof that the runtime
plays the IR (issue 7).

    python tests/ir/play_from_ir_json.py CARDS.json OWN_CARDS.json SCENARIO_PATH...

(``OWN_CARDS.json``: scenario path -> IR JSON text of the cards its ``cards = [...]`` names.)

Before anything of karlov is imported, the compiler, the parser and Lark are made
unimportable, so no card text can be read or compiled: each definition is built by
``karlov.runtime.build.card_definition`` from ``karlov.ir.loads`` of the file. Prints the
report of each failed scenario and a summary; exit 1 if any scenario failed.
"""

from __future__ import annotations

import dataclasses
import importlib.abc
import json
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
    from karlov import ir
    from karlov.runtime.build import card_definition
    from karlov.runtime.execute import Definitions
    from karlov.scenario import find_scenarios, load_scenario, run_scenario

    # A conjured card (CR 701.47) is named in the IR and looked up here, among the cards
    # loaded from the same JSON (the mapping is read as effects resolve).
    cards: dict[str, object] = {}
    definitions = Definitions(cards)  # type: ignore[arg-type]
    for card in ir.loads(Path(argv[0]).read_text(encoding="utf-8")):
        cards[card.name] = card_definition(card, definitions)
    # A scenario's own cards (its ``cards = [...]``), compiled by the test into IR JSON: they
    # join the bundled ones for that scenario only, and the scenario no longer names files.
    own = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
    paths = find_scenarios(argv[2:])
    failed = 0
    for path in paths:
        scenario: object = path
        these = cards
        if str(path) in own:
            these = dict(cards)
            mine = Definitions(these)  # type: ignore[arg-type]
            for card in ir.loads(own[str(path)]):
                these[card.name] = card_definition(card, mine)
            scenario = dataclasses.replace(load_scenario(path), cards=())
        result = run_scenario(scenario, cards=these, bundled=False)  # type: ignore[arg-type]
        if not result.passed:
            failed += 1
            print(result.report())
    print(
        f"{len(paths) - failed} scenarios passed, {failed} failed "
        f"({len(cards)} cards built from IR JSON alone)"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
