"""The runtime plays IR: it builds its ability objects from a card's meaning (:mod:`karlov.ir`).

``card_definition(ir_card)`` is the :class:`~karlov.runtime.CardDefinition` of a card's IR:
its characteristics (CR 109.3) and an ability object per IR ability. The runtime never reads
card text, the AST or the compiler: what it plays is what the IR states. Abilities still
:class:`~karlov.ir.NotLowered` are played from the objects the compiler passes beside the IR.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import ir
from . import effects as fx
from .abilities import Flashback, Gate, Kicker
from .conditions import condition
from .objects import CardDefinition

__all__ = ["ability_objects", "card_definition"]


def _gate(ability: ir.Ability) -> Gate | None:
    """The solved gate (CR 702.169b–d) of an ability that has one."""
    return fx.solved_gate if getattr(ability, "gate", False) else None


def card_definition(card: ir.Card, not_lowered: Sequence[tuple[Any, ...]] = ()) -> CardDefinition:
    """The runtime definition of ``card``; ``not_lowered[i]`` plays its i-th
    :class:`~karlov.ir.NotLowered` ability."""
    objects: list[Any] = []
    pending = iter(not_lowered)
    for ability in card.abilities:
        if isinstance(ability, ir.NotLowered):
            objects.extend(next(pending))
        else:
            objects.extend(ability_objects(ability))
    return CardDefinition(
        card.name,
        card.mana_cost,
        types=card.types,
        subtypes=card.subtypes,
        supertypes=card.supertypes,
        power=card.power,
        toughness=card.toughness,
        abilities=tuple(objects),
        text=card.text,
    )


def ability_objects(ability: ir.Ability) -> list[Any]:
    """The runtime objects of one IR ability."""
    if isinstance(ability, ir.KeywordAbility):
        return [_keyword(ability)]
    if isinstance(ability, ir.ManaAbility):
        return [fx.mana_ability(*ability.produces, text=ability.text)]
    if isinstance(ability, ir.ToSolve):
        return [fx.to_solve(condition(ability.condition), text=ability.text)]  # CR 719.3a
    raise TypeError(f"the runtime cannot build {type(ability).__name__} from the IR yet")


def _keyword(ability: ir.KeywordAbility) -> Any:
    """A keyword (CR 702): its name as a string, or the object for one with a cost."""
    cost = ability.cost.mana if ability.cost is not None else None
    if ability.name == "flashback" and cost is not None:
        return Flashback(cost, gate=_gate(ability))  # CR 702.34
    if ability.name == "kicker" and cost is not None:
        return Kicker(cost, text=f"Kicker {cost}", gate=_gate(ability))  # CR 702.33
    if ability.gate:
        raise TypeError(f"a solved gate on the keyword {ability.name!r}")
    return ability.name
