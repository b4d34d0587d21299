"""The layer system (CR 613): computing characteristics from continuous effects.

Effects within a layer apply in timestamp order (CR 613.7); dependencies (CR 613.8) are not
modelled. Static abilities are read from each permanent's layer-1 (copiable) abilities, so an
ability granted in layer 6 does not itself generate further continuous effects.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .abilities import CANT_BLOCK, MENACE, ActivatedAbility, Cost, LayerEffect, StaticAbility
from .objects import CardDefinition, Characteristics, GameObject, Player


def _grant_suspected_abilities(game: Any, obj: Any, chars: Characteristics, source: Any) -> None:
    for keyword in (MENACE, CANT_BLOCK):
        if keyword not in chars.abilities:
            chars.abilities.append(keyword)


_SUSPECTED = LayerEffect("6", _grant_suspected_abilities)

# CR 305.6: each basic land type has an intrinsic mana ability ("[Plains] has '{T}: Add
# {W}.'"), whatever the card's text says; reminder text never supplies it (CR 207.2).
BASIC_LAND_COLORS = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
BASIC_LAND_MANA: dict[str, ActivatedAbility] = {
    subtype: ActivatedAbility(
        cost=Cost(tap=True),
        is_mana_ability=True,
        mana=((letter,),),
        text=f"{{T}}: Add {{{letter}}}.",
    )
    for subtype, letter in BASIC_LAND_COLORS.items()
}


def _grant_intrinsic_mana(ch: Characteristics) -> None:
    """A land has the mana ability of each of its basic land types (CR 305.6), decided after
    the type-changing effects of layer 4 (CR 305.7) and before abilities are added or removed
    in layer 6. One the card already has (the same {T} mana ability) is not added twice."""
    for subtype in ch.subtypes:
        ability = BASIC_LAND_MANA.get(subtype)
        if ability is None or ability in ch.abilities:
            continue
        if not any(_same_mana_ability(ability, other) for other in ch.abilities):
            ch.abilities.append(ability)


def _same_mana_ability(intrinsic: ActivatedAbility, other: Any) -> bool:
    return (
        isinstance(other, ActivatedAbility)
        and other.is_mana_ability
        and other.mana == intrinsic.mana
        and other.cost == intrinsic.cost
        and other.gate is None
    )


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


_STATIC_CACHE: dict[int, tuple[CardDefinition, tuple[StaticAbility, ...]]] = {}


def layer_statics(obj: GameObject) -> tuple[StaticAbility, ...]:
    """The static abilities with layer effects among ``obj``'s layer-1 (copiable) abilities
    (none when face down, CR 708.2). Cached per definition."""
    if obj.face_down:
        return ()
    d = obj.copiable
    hit = _STATIC_CACHE.get(id(d))
    if hit is None or hit[0] is not d:
        found = tuple(a for a in d.abilities if isinstance(a, StaticAbility) and a.effects)
        hit = (d, found)
        _STATIC_CACHE[id(d)] = hit
    return hit[1]


def conditional_statics(
    holders: Iterable[GameObject],
) -> list[tuple[GameObject, StaticAbility]]:
    """The layer statics of ``holders`` that apply only "as long as" a condition holds."""
    return [(o, ab) for o in holders for ab in layer_statics(o) if ab.condition is not None]


# A part of a continuous effect, ready to apply: (timestamp, seq, part, source, locked-in ids).
Part = tuple[int, int, LayerEffect, Any, "frozenset[int] | None"]


def collect_parts(
    game: Game,
    holders: Iterable[GameObject],
    conditions_hold: frozenset[tuple[int, int]] = frozenset(),
) -> dict[str, list[Part]]:
    """The continuous effects that apply now, by layer, each layer in timestamp order
    (CR 613.7): static abilities of ``holders`` (the permanents that have layer statics or
    are suspected) whose gates are open, the suspected designation's abilities, and the
    effects of resolved spells and abilities. A static ability with a condition ("as long
    as ...", CR 611.3a) is included only if ``(object id, id(ability))`` is in
    ``conditions_hold``."""
    parts: list[Part] = []
    seq = 0
    for o in holders:
        for ab in layer_statics(o):
            if ab.condition is not None and (o.id, id(ab)) not in conditions_hold:
                continue
            if ab.gated_open(game, o):
                for p in ab.effects:
                    parts.append((o.timestamp, seq, p, o, None))
                    seq += 1
        if o.suspected:  # CR 701.60c: menace and "can't block", in timestamp order (613.7)
            stamp = o.note.get("suspected_timestamp", o.timestamp)
            parts.append((stamp, seq, _SUSPECTED, o, frozenset({o.id})))
            seq += 1
    for ce in game.continuous_effects:
        parts.append((ce.timestamp, seq, ce.part, ce.source, ce.affected))
        seq += 1
    parts.sort(key=lambda t: (t[0], t[1]))
    by_layer: dict[str, list[Part]] = {}
    for part in parts:
        by_layer.setdefault(part[2].layer, []).append(part)
    return by_layer


def compute_characteristics(
    game: Game, obj: GameObject, parts: dict[str, list[Part]], ch: Characteristics
) -> Characteristics:
    """Apply the layers (CR 613.1) to one permanent whose layer-1 values are ``ch``."""
    for layer in LAYERS:
        for _ts, _seq, part, source, affected in parts.get(layer, ()):
            if affected is not None:
                if obj.id not in affected:
                    continue
            elif part.affects is not None and not part.affects(game, obj, ch, source):
                continue
            part.modify(game, obj, ch, source)
        if layer == "4" and "land" in ch.types:
            _grant_intrinsic_mana(ch)
        if layer == "7c" and ch.power is not None and ch.toughness is not None:
            net = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)  # CR 613.4c
            ch.power += net
            ch.toughness += net
    if "creature" in ch.types:
        if ch.power is None:
            ch.power = 0
        if ch.toughness is None:
            ch.toughness = 0
    return ch
