"""The layer system (CR 613): computing characteristics from continuous effects.

Effects within a layer apply in timestamp order (CR 613.7), except where one depends on
another (CR 613.8): :func:`compute_characteristics` applies, within each layer, the earliest
effect that depends on no effect not yet applied, and looks again after each (CR 613.8c); in
a dependency loop timestamp order decides (CR 613.8b). An effect of a static ability depends
on another if applying the other would change whether it exists (the other removes the
ability from its source) or whether it applies to the object — tested by applying the other
to a copy of the object's characteristics (:func:`_depends`). An effect a resolved spell or
ability created applies to a locked-in set and does a fixed thing (CR 611.2c), so it depends
on nothing; neither does any effect in the runtime do a thing that another effect of the
same layer could change (they add, remove or set fixed values; "for each" counts read the
other objects' characteristics, which a layer of this object doesn't change).

The static abilities that generate effects are read from each permanent's layer-1
(copiable) abilities -- among them the quoted static abilities a token's creating effect or a
copy's exceptions state ("a 0/0 Construct artifact creature token with 'This creature gets
+1/+1 for each artifact you control.'", CR 111.4, 707.9b), whose source is the token or copy
(CR 113.2c) -- so an ability granted in layer 6 does not itself generate further continuous
effects (the compiler refuses a quoted static ability an effect grants); an ability
removed in layer 6 ("loses all abilities", CR 613.1f) no longer exists for the layers after
it, so its effects there don't apply, unless the effect already began to apply in an earlier
layer (CR 613.6). The same holds for the restrictions
a static ability imposes (``Game.restrictions_on``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..ir import KEYWORD_COUNTERS
from ..subtypes import CREATURE_TYPES
from .abilities import (
    CANT_BLOCK,
    MENACE,
    RESTRICTION_LAYER,
    ActivatedAbility,
    Cost,
    LayerEffect,
    StaticAbility,
)
from .limits import IdentityCache
from .mana import BASIC_LAND_COLORS
from .objects import STACK, Characteristics, GameObject, Player


@lru_cache(maxsize=64)
def pt_counter(kind: str) -> tuple[int, int] | None:
    """What a counter of ``kind`` adds to power and toughness: ``"+2/+2"`` is (2, 2), ``"-0/-1"``
    (0, -1) (CR 122.1a); None for a counter of another kind ("charge")."""
    match = _PT_COUNTER.fullmatch(kind)
    if match is None:
        return None
    return int(match[1]), int(match[2])


_PT_COUNTER = re.compile(r"([+-]\d+)/([+-]\d+)")


def _grant_suspected_abilities(game: Any, obj: Any, chars: Characteristics, source: Any) -> None:
    for keyword in (MENACE, CANT_BLOCK):
        if keyword not in chars.abilities:
            chars.abilities.append(keyword)


_grant_suspected_abilities.pure = True  # type: ignore[attr-defined]  # see is_pure
_SUSPECTED = LayerEffect("6", _grant_suspected_abilities)

# CR 305.6: each basic land type has an intrinsic mana ability ("[Plains] has '{T}: Add
# {W}.'"), whatever the card's text says; reminder text never supplies it (CR 207.2). The
# colors are mana's (BASIC_LAND_COLORS, also read by the compiler).
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
        and other.effect is None  # "{T}: Add {G}. You gain 1 life." is another ability
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
    (CR 708.2: a 2/2 creature with no name, cost, color, subtypes or abilities), with the
    characteristic-defining abilities of its keywords applied (:func:`defining_keywords`)."""
    if obj.face_down:
        from .mana import ManaCost

        ch = Characteristics("", ManaCost((), True), set(), {"creature"}, set(), set(), 2, 2, [])
    else:
        ch = Characteristics.from_definition(obj.copiable)
        defining_keywords(ch)
        if obj.bestowed:
            bestowed(ch)
        if obj.mutating:
            mutating(ch)
        if obj.overloaded:
            overloaded_text(ch)
    ch.controller = obj.controller
    ch.owner = obj.owner
    if obj.zone == STACK:  # CR 202.3e: X as chosen for it, on the stack only
        ch.x = obj.x
    return ch


#: Every creature type (CR 205.3m), as the runtime spells subtypes.
ALL_CREATURE_TYPES = frozenset(name.lower() for name in CREATURE_TYPES)
_HAVE_CREATURE_TYPES = frozenset({"creature", "kindred", "tribal"})


def overloaded_text(ch: Characteristics) -> None:
    """A spell cast for its overload cost (CR 702.96a): its text with every "target" replaced
    with "each" (a text-changing effect, CR 702.96c, applied as the spell is put on the stack
    before any other effect could apply to that new object): its spell abilities are its
    overload ability's ``variants`` instead of its own, in their place."""
    from .abilities import Overload, SpellAbility

    overload = next((ab for ab in ch.abilities if isinstance(ab, Overload)), None)
    if overload is None:
        return  # it lost overload: nothing to change
    changed: list[Any] = []
    placed = False
    for ab in ch.abilities:
        if not isinstance(ab, SpellAbility):
            changed.append(ab)
        elif not placed:  # the changed paragraphs, where the first one was
            changed += overload.variants
            placed = True
    ch.abilities = changed


def bestowed(ch: Characteristics) -> None:
    """A bestowed spell or permanent "becomes an Aura enchantment and gains enchant creature"
    (CR 702.103b): its card types become enchantment alone and its subtypes Aura alone (an
    effect that makes an object a new card type replaces its others, CR 205.1a), and it gains
    the Aura spell ability of its bestow ability (what it targets and may enchant, CR 303.4a).
    The effect starts as the spell is put onto the stack, before any other effect could apply
    to that new object, so it is applied first in layers 4 and 6 (CR 613.7)."""
    from .abilities import Bestow

    bestow = next((ab for ab in ch.abilities if isinstance(ab, Bestow)), None)
    if bestow is None:
        return  # it lost bestow (a copy of something else, CR 707.2): nothing to apply
    ch.types = {"enchantment"}
    ch.subtypes = {"aura"}
    ch.abilities = [*ch.abilities, bestow.enchant]


def mutating(ch: Characteristics) -> None:
    """A mutating creature spell (CR 702.140a) "targets a non-Human creature with the same
    owner as this spell": it has the spell ability of its mutate ability, whose one target is
    that creature, from the time it is cast (CR 601.2c) until it resolves or ceases to be
    mutating (CR 702.140b)."""
    from .abilities import Mutate

    mutate = next((ab for ab in ch.abilities if isinstance(ab, Mutate)), None)
    if mutate is None:
        return  # it lost mutate: nothing to apply
    ch.abilities = [*ch.abilities, mutate.target]


def defining_keywords(ch: Characteristics) -> None:
    """The characteristic-defining keyword abilities among the copiable abilities in ``ch``:
    changeling, "This object is every creature type." (CR 702.73a), and devoid, "This object is
    colorless." (CR 702.114a). A characteristic-defining ability functions in every zone (CR
    604.3) and applies first in its layer (CR 613.3: layer 4 for types, 5 for colors), before
    every other effect there; no effect of layers 2 and 3 changes types or colors in the runtime,
    so applying them to the copiable values is applying them first in layers 4 and 5. An ability
    removed in layer 6 has already applied (CR 613.6)."""
    abilities = ch.abilities
    if "changeling" in abilities and ch.types & _HAVE_CREATURE_TYPES:
        # An object can't gain a subtype that doesn't correspond to one of its types (CR
        # 205.3d): creature types are a creature's or a kindred card's (CR 205.3m).
        ch.subtypes |= ALL_CREATURE_TYPES
    if "devoid" in abilities:
        ch.colors = set()


_STATIC_CACHE = IdentityCache()  # definition -> its static abilities with layer effects


def layer_statics(obj: GameObject) -> tuple[StaticAbility, ...]:
    """The static abilities with layer effects among ``obj``'s layer-1 (copiable) abilities
    (none when face down, CR 708.2). Cached per definition."""
    if obj.face_down:
        return ()
    d = obj.copiable
    return _STATIC_CACHE.get(
        d, lambda: tuple(a for a in d.abilities if isinstance(a, StaticAbility) and a.effects)
    )


_DEFINING_CACHE = IdentityCache()  # definition -> its layer-7a parts


def defining_pt(obj: GameObject) -> tuple[LayerEffect, ...]:
    """The layer-7a parts of ``obj``'s own static abilities: characteristic-defining abilities
    that set power and toughness, which function in every zone (CR 604.3). Cached per
    definition."""
    statics = layer_statics(obj)
    if not statics:
        return ()
    return _DEFINING_CACHE.get(
        obj.copiable, lambda: tuple(e for a in statics for e in a.effects if e.layer == "7a")
    )


def conditional_statics(
    holders: Iterable[GameObject],
) -> list[tuple[GameObject, StaticAbility]]:
    """The layer statics of ``holders`` that apply only "as long as" a condition holds."""
    return [(o, ab) for o in holders for ab in layer_statics(o) if ab.condition is not None]


# A part of a continuous effect, ready to apply: (timestamp, seq, part, source, locked-in ids,
# the static ability that generates it or None).
Part = tuple[int, int, LayerEffect, Any, "frozenset[int] | None", "StaticAbility | None"]

#: Layers an ability removed in layer 6 no longer generates effects in (CR 613.1f, 613.6).
_AFTER_REMOVAL = frozenset({"6", "7a", "7b", "7c", "7d", RESTRICTION_LAYER})
_BEFORE_REMOVAL = frozenset({"1", "2", "3", "4", "5"})
_STARTS_EARLY = IdentityCache()  # static ability -> whether it has a layer 1-5 effect


def _starts_early(ability: StaticAbility) -> bool:
    """Whether ``ability`` has an effect in a layer before 6: that effect began to apply
    before any ability could be removed, so it goes on in the later layers (CR 613.6)."""
    return _STARTS_EARLY.get(
        ability,
        lambda: any(getattr(e, "layer", None) in _BEFORE_REMOVAL for e in ability.effects),
    )


def ability_exists(game: Game, part: Part) -> bool:
    """Whether the static ability that generates ``part`` still exists on its source as the
    part's layer is applied (CR 613.1f, 613.6): an effect of a resolved spell or ability
    always does; a static ability's, in layer 6 and after, only while its source still has
    it (while an object is being computed, ``game.chars`` of it is its characteristics so
    far)."""
    ability = part[5]
    if ability is None or part[2].layer not in _AFTER_REMOVAL or _starts_early(ability):
        return True
    return any(a is ability for a in game.chars(part[3]).abilities)


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
                    parts.append((o.timestamp, seq, p, o, None, ab))
                    seq += 1
        if o.suspected:  # CR 701.60c: menace and "can't block", in timestamp order (613.7)
            stamp = o.note.get("suspected_timestamp", o.timestamp)
            parts.append((stamp, seq, _SUSPECTED, o, frozenset({o.id}), None))
            seq += 1
    for ce in game.continuous_effects:
        parts.append((ce.timestamp, seq, ce.part, ce.source, ce.affected, None))
        seq += 1
    parts.sort(key=lambda t: (t[0], t[1]))
    by_layer: dict[str, list[Part]] = {}
    for part in parts:
        by_layer.setdefault(part[2].layer, []).append(part)
    return by_layer


#: Layers whose effects change copiable values or controllers: the characteristics of
#: other objects (a copy, "creatures you control") then follow them; never pure.
_IMPURE_LAYERS = frozenset({"1", "2"})


def _pure_matcher(matcher: Any) -> bool:
    """Whether a filter tests only characteristics, "you control" / "an opponent controls"
    and "other": every state test it has is one of those."""
    spec = matcher.spec
    known = 0
    for players in (spec.controller, spec.not_controller):
        if players is not None:
            if players.who not in ("you", "each_opponent"):
                return False
            known += 1
    if spec.other:
        known += 1
    return len(matcher.state_tests) == known


_PURITY = IdentityCache()  # layer effect -> (pure on a locked-in set, pure otherwise)


def is_pure(part: Part) -> bool:
    """Whether ``part`` changes an object's characteristics as a function of nothing but
    those characteristics so far, the object itself (its zone, whether it is a token), its
    source's controller and which players are still in the game: its ``modify`` is marked
    pure (``effects.pure``) outside layers 1 and 2, and it applies to a locked-in set
    (CR 611.2c) or its ``affects`` is marked pure or is a filter of characteristics, "you
    control" and "other" (:func:`_pure_matcher`). While the same pure parts apply, a
    permanent's characteristics depend only on the object and may be kept across game-state
    versions (``Game._refresh_parts``). Known once per effect."""
    effect = part[2]
    locked, unlocked = _PURITY.get(effect, lambda: _purity(effect))
    return locked if part[4] is not None else unlocked


def _purity(effect: LayerEffect) -> tuple[bool, bool]:
    """Whether ``effect`` is pure (:func:`is_pure`) on a locked-in set, and otherwise."""
    if effect.layer in _IMPURE_LAYERS or not getattr(effect.modify, "pure", False):
        return False, False
    affects = effect.affects
    if affects is None or getattr(affects, "pure", False):
        return True, True
    matcher = getattr(affects, "matcher", None)
    return True, matcher is not None and _pure_matcher(matcher)


def compute_characteristics(
    game: Game, obj: GameObject, parts: dict[str, list[Part]], ch: Characteristics
) -> Characteristics:
    """Apply the layers (CR 613.1) to one permanent whose layer-1 values are ``ch``; within
    a layer, in timestamp order as dependencies allow (CR 613.7, 613.8)."""
    for layer in LAYERS:
        found = parts.get(layer)
        keyworded = _keyword_counters(obj) if layer == "6" else []
        if found:
            if len(found) > 1 and any(p[5] is not None for p in found):
                _grant_keywords(ch, keyworded)  # no effect depends on a counter's keyword
                _apply_in_dependency_order(game, obj, found, ch)
            else:
                for p in found:
                    # a keyword counter put before this effect began applies before it
                    _grant_keywords(ch, [k for k in keyworded if k[0] < p[0]])
                    keyworded = [k for k in keyworded if k[0] >= p[0]]
                    if _applies(game, obj, ch, p) and ability_exists(game, p):
                        p[2].modify(game, obj, ch, p[3])
        _grant_keywords(ch, keyworded)
        if layer == "4" and "land" in ch.types:
            _grant_intrinsic_mana(ch)
        if layer == "7c" and ch.power is not None and ch.toughness is not None:
            # the counters of the form +N/+M (+1/+1, -1/-1, +2/+2, -0/-1: CR 122.1a, 613.4c)
            for kind, n in obj.counters.items():
                change = pt_counter(kind)
                if change is not None and n:
                    ch.power += change[0] * n
                    ch.toughness += change[1] * n
    if "creature" in ch.types:
        if ch.power is None:
            ch.power = 0
        if ch.toughness is None:
            ch.toughness = 0
    return ch


def _keyword_counters(obj: GameObject) -> list[tuple[int, str]]:
    """The keyword counters on ``obj`` (CR 122.1b), as (timestamp, keyword) in timestamp
    order (CR 613.7c)."""
    if not obj.counters:
        return []
    found = [
        (obj.counter_stamps.get(kind, 0), kind)  # put before the game began: 0
        for kind, n in obj.counters.items()
        if n > 0 and kind in KEYWORD_COUNTERS
    ]
    return sorted(found)


def _grant_keywords(ch: Characteristics, keyworded: list[tuple[int, str]]) -> None:
    """A keyword counter gives the permanent its keyword (CR 122.1b), applied in layer 6
    (CR 613.1f); one it has already is not added again (CR 702.1: redundant)."""
    for _stamp, keyword in keyworded:
        if keyword not in ch.abilities:
            ch.abilities = [*ch.abilities, keyword]


def _applies(game: Game, obj: GameObject, ch: Characteristics, p: Part) -> bool:
    """Whether part ``p`` applies to ``obj`` whose characteristics so far are ``ch``."""
    affected = p[4]
    if affected is not None:
        return obj.id in affected  # a locked-in set (CR 611.2c)
    affects = p[2].affects
    return affects is None or bool(affects(game, obj, ch, p[3]))


def _apply_in_dependency_order(
    game: Game, obj: GameObject, found: list[Part], ch: Characteristics
) -> None:
    """Apply one layer's parts to ``obj``: each time the earliest part that depends on no
    part not yet applied (CR 613.8b), the order looked at again after each (CR 613.8c); when
    every one left depends on another (a loop), the earliest in timestamp order."""
    pending = [p for p in found if p[4] is None or obj.id in p[4]]
    while pending:
        chosen = pending[0]
        for c in pending:
            if c[5] is None or not any(
                _depends(game, obj, ch, c, d) for d in pending if d is not c
            ):
                chosen = c
                break
        pending.remove(chosen)
        if _applies(game, obj, ch, chosen) and ability_exists(game, chosen):
            chosen[2].modify(game, obj, ch, chosen[3])


def _depends(game: Game, obj: GameObject, ch: Characteristics, c: Part, d: Part) -> bool:
    """CR 613.8a, as it concerns ``obj``: part ``c`` (of a static ability) depends on part
    ``d`` of the same layer if applying ``d`` to ``obj`` would change whether ``c`` exists
    (``d`` removes its ability from ``obj``, its source) or whether ``c`` applies to ``obj``.
    Tested by applying ``d`` to a copy of ``obj``'s characteristics so far."""
    if not (_applies(game, obj, ch, d) and ability_exists(game, d)):
        return False
    before = (_applies(game, obj, ch, c), ability_exists(game, c))
    computing = game._computing
    trial = ch.copy()
    computing[obj.id] = trial  # ``game.chars(obj)`` answers the trial while it is tested
    try:
        d[2].modify(game, obj, trial, d[3])
        after = (_applies(game, obj, trial, c), ability_exists(game, c))
    finally:
        computing[obj.id] = ch
    return before != after
