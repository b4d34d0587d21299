"""The layer system (CR 613): computing characteristics from continuous effects.

Effects within a layer apply in timestamp order (CR 613.7); dependencies (CR 613.8) are not
modelled. Static abilities are read from each permanent's layer-1 (copiable) abilities, so an
ability granted in layer 6 does not itself generate further continuous effects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .abilities import CANT_BLOCK, MENACE, LayerEffect, StaticAbility
from .objects import BATTLEFIELD, Characteristics, GameObject, Player

if TYPE_CHECKING:
    from .game import Game

LAYERS: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


@dataclass(eq=False)
class ContinuousEffect:
    """A continuous effect created by a resolving spell or ability (CR 611.2).

    ``affected`` is the locked-in set of object ids (CR 611.2c); ``until`` is ``"end_of_turn"``
    (ends in the cleanup step, CR 514.2), ``None`` (indefinitely) or a callable
    ``(game) -> bool`` that says the effect has ended."""

    part: LayerEffect
    affected: frozenset[int]
    source: Any
    controller: Player
    timestamp: int
    until: str | Callable[[Game], bool] | None = "end_of_turn"
    text: str = ""
    data: dict[str, Any] = field(default_factory=dict)


def base_characteristics(obj: GameObject) -> Characteristics:
    """Layer 1 result for one object: copiable values (CR 707.2) or face-down values
    (CR 708.2: a 2/2 creature with no name, cost, color, subtypes or abilities)."""
    if obj.face_down:
        from .mana import ManaCost

        ch = Characteristics("", ManaCost((), True), set(), {"creature"}, set(), set(), 2, 2, [])
    else:
        ch = Characteristics.from_definition(obj.copiable)
    ch.controller = obj.controller
    ch.owner = obj.owner
    return ch


def compute_battlefield(game: Game) -> dict[int, Characteristics]:
    """Characteristics of every permanent after all layers."""
    objs = list(game.zone_objects(BATTLEFIELD))
    chars = {o.id: base_characteristics(o) for o in objs}
    game._inprogress = chars
    try:
        parts: list[tuple[int, int, LayerEffect, Any, frozenset[int] | None]] = []
        seq = 0
        for o in objs:
            for ab in list(chars[o.id].abilities):
                if isinstance(ab, StaticAbility) and ab.effects and ab.gated_open(game, o):
                    for p in ab.effects:
                        parts.append((o.timestamp, seq, p, o, None))
                        seq += 1
        for ce in game.continuous_effects:
            parts.append((ce.timestamp, seq, ce.part, ce.source, ce.affected))
            seq += 1
        parts.sort(key=lambda t: (t[0], t[1]))
        for layer in LAYERS:
            for _ts, _seq, part, source, affected in parts:
                if part.layer != layer:
                    continue
                for o in objs:
                    ch = chars[o.id]
                    if affected is not None:
                        if o.id not in affected:
                            continue
                    elif part.affects is not None and not part.affects(game, o, ch, source):
                        continue
                    part.modify(game, o, ch, source)
            if layer == "6":
                for o in objs:
                    if o.suspected:  # CR 701.60c
                        ch = chars[o.id]
                        for kw in (MENACE, CANT_BLOCK):
                            if kw not in ch.abilities:
                                ch.abilities.append(kw)
            if layer == "7c":  # counters (CR 613.4c)
                for o in objs:
                    ch = chars[o.id]
                    if ch.power is None or ch.toughness is None:
                        continue
                    net = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
                    ch.power += net
                    ch.toughness += net
        for o in objs:
            ch = chars[o.id]
            if "creature" in ch.types:
                if ch.power is None:
                    ch.power = 0
                if ch.toughness is None:
                    ch.toughness = 0
    finally:
        game._inprogress = None
    return chars
