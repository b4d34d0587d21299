"""Where the scenario tests get their cards: compiled from text (the default), or loaded from
IR JSON alone (``pytest --cards-from-ir``, or ``KARLOV_CARDS_FROM_IR=1``).

The IR JSON mode is issue 7's proof that the runtime plays the IR and nothing else: every
bundled card is compiled to IR, written with ``karlov.ir.dumps``, read back with
``karlov.ir.loads``, and the runtime builds each definition from the loaded IR
(``karlov.runtime.build.card_definition``). No AST and no card text reaches the game.
"""

from __future__ import annotations

import os
from functools import cache
from typing import Any

CARDS_FROM_IR_ENV = "KARLOV_CARDS_FROM_IR"

__all__ = [
    "CARDS_FROM_IR_ENV",
    "bundled_fallback",
    "bundled_ir_json",
    "cards_from_ir_json",
    "scenario_cards",
]


def bundled_fallback() -> bool:
    """Whether scenarios may fall back to the bundled library compiled from text (not when
    cards come from IR JSON alone)."""
    return os.environ.get(CARDS_FROM_IR_ENV) != "1"


def scenario_cards() -> Any:
    """The card source the scenario tests run with (see the module docstring)."""
    if os.environ.get(CARDS_FROM_IR_ENV) == "1":
        return cards_from_ir_json(bundled_ir_json())
    from karlov.scenario.cards import default_cards

    return default_cards()


@cache
def bundled_ir_json() -> str:
    """Every bundled card's IR as one IR JSON document (cards in name order), then the dungeon
    cards' that play."""
    from karlov.compiler.dungeons import playable_dungeons
    from karlov.compiler.library import bundled_library
    from karlov.ir import dumps

    library = bundled_library()
    cards = tuple(library.compiled(name).ir for name in library.names())
    # The dungeon cards karlov ships (CR 309.2), as IR like any card: a scenario names them
    # among the cards a player owns outside the game.
    return dumps((*cards, *playable_dungeons()))


@cache
def cards_from_ir_json(text: str) -> dict[str, Any]:
    """Runtime definitions by name, built from IR JSON text alone; a conjured card (CR 701.47)
    is looked up among them."""
    from karlov import ir
    from karlov.runtime.build import card_definition
    from karlov.runtime.execute import Definitions

    cards: dict[str, Any] = {}
    definitions = Definitions(cards)
    for card in ir.loads(text):
        cards[card.name] = card_definition(card, definitions)
    return cards
