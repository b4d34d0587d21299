"""The game's records: the steps of a turn, abilities on the stack (CR 113.1c), pending and
delayed triggers (CR 603.2, 603.7) and the index of triggered abilities by event."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..ir import TURN_STEPS
from .abilities import (
    ActivatedAbility,
    ReplacementEffect,
    TriggeredAbility,
)
from .events import (
    AbilityActivated,
    AbilityResolved,
    BecameTarget,
    CardDrawn,
    CaseSolved,
    Cycled,
    Discarded,
    Investigated,
    LandPlayed,
    ManaAdded,
    Milled,
    Note,
    Revealed,
    Scried,
    Shuffled,
    SpellCast,
    SpellCopied,
    SpellResolved,
    StepBegan,
    Surveilled,
    Tapped,
    Untapped,
)
from .limits import IdentityCache
from .objects import (
    STACK,
    CardDefinition,
    GameObject,
    LastKnown,
    Player,
)

STEPS = TURN_STEPS
MAIN_STEPS = ("main1", "main2")

# Mana sources a payment may tap: each permanent with the (ability, mana) options it has.
_ManaSources = list[tuple[GameObject, list[tuple[ActivatedAbility, tuple[str, ...]]]]]


@dataclass(eq=False)
class StackAbility:
    """An activated or triggered ability on the stack (CR 113.1c). ``source`` is the source
    object as it was when the ability was activated or triggered."""

    id: int
    ability: Any
    source: GameObject
    controller: Player
    source_lki: LastKnown | None = None
    targets: list[list[Any]] = field(default_factory=list)
    x: int = 0
    event: Any = None
    distribution: dict[int, int] = field(default_factory=dict)
    remembered: dict[str, Any] = field(default_factory=dict)
    zone: str = STACK
    #: The modes chosen as it was put on the stack (CR 700.2a-b), by number.
    modes: list[int] = field(default_factory=list)

    def __str__(self) -> str:
        text = getattr(self.ability, "text", "") or type(self.ability).__name__
        return f"ability of {self.source}: {text}"


@dataclass(eq=False)
class PendingTrigger:
    ability: TriggeredAbility
    source: GameObject
    controller: Player
    event: Any
    source_lki: LastKnown | None = None
    remembered: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.source}: {self.ability.text or 'triggered ability'}"


@dataclass(eq=False)
class DelayedTrigger:
    ability: TriggeredAbility
    source: GameObject
    controller: Player
    once: bool = True
    remembered: dict[str, Any] = field(default_factory=dict)


def _targets_text(chosen: Sequence[Sequence[Any]]) -> str:
    aimed = [str(t) for group in chosen for t in group]
    return f" targeting {', '.join(aimed)}" if aimed else ""


_ZONE_TRIGGERS = IdentityCache()  # definition -> the zones its triggered abilities work in


# Events after which no state-based action can newly apply (CR 704.3): emitting them doesn't
# make the game look at state-based actions again.
_QUIET_EVENTS: frozenset[type] = frozenset(
    {
        StepBegan,
        AbilityActivated,
        AbilityResolved,
        SpellResolved,
        SpellCast,
        SpellCopied,
        BecameTarget,
        CaseSolved,
        Tapped,
        Untapped,
        ManaAdded,
        Revealed,
        Shuffled,
        Scried,
        Surveilled,
        Investigated,
        LandPlayed,
        CardDrawn,
        Discarded,
        Cycled,
        Milled,
        Note,
    }
)


def _triggers_in(definition: CardDefinition, zone: str) -> bool:
    """Whether ``definition`` has a triggered ability that works in ``zone`` (cached)."""
    zones = _ZONE_TRIGGERS.get(
        definition,
        lambda: frozenset(
            z for a in definition.abilities if isinstance(a, TriggeredAbility) for z in a.zones
        ),
    )
    return zone in zones


_ZONE_REPLACEMENTS = IdentityCache()  # definition -> the zones its replacement effects work in


def replaces_in(definition: CardDefinition, zone: str) -> bool:
    """Whether ``definition`` has a replacement effect that functions in ``zone`` (cached):
    dredge functions only while its card is in a graveyard (CR 702.52a, 113.6b)."""
    zones = _ZONE_REPLACEMENTS.get(
        definition,
        lambda: frozenset(
            z for a in definition.abilities if isinstance(a, ReplacementEffect) for z in a.zones
        ),
    )
    return zone in zones


_PRINTED_ABILITIES = IdentityCache()  # definition -> {class: its abilities of that class}


def printed_abilities(definition: CardDefinition, kind: type) -> tuple[Any, ...]:
    """The abilities of class ``kind`` among ``definition``'s, in printed order (cached)."""
    by_kind: dict[type, tuple[Any, ...]] = _PRINTED_ABILITIES.get(definition, dict)
    found = by_kind.get(kind)
    if found is None:
        found = by_kind[kind] = tuple(a for a in definition.abilities if isinstance(a, kind))
    return found


def has_indexed_abilities(definition: CardDefinition) -> bool:
    """Whether ``definition`` prints a triggered or a replacement ability: the abilities the
    game indexes (``TriggersMixin._trigger_table``, ``ReplacementMixin._replacement_abilities``)."""
    return bool(
        printed_abilities(definition, TriggeredAbility)
        or printed_abilities(definition, ReplacementEffect)
    )


@dataclass(eq=False)
class _TriggerTable:
    """Triggered abilities on the battlefield by event class; ``any_event`` holds those whose
    condition isn't tagged with the events it listens to. Entries are (order, source,
    controller, ability). ``key``: what it was built from (``TriggersMixin._index_key``)."""

    key: tuple[int, int]
    by_type: dict[type, list[tuple[int, GameObject, Player, TriggeredAbility]]] = field(
        default_factory=dict
    )
    any_event: list[tuple[int, GameObject, Player, TriggeredAbility]] = field(default_factory=list)
    #: State triggers (CR 603.8), asked whenever the game looks at state-based actions.
    state: list[tuple[int, GameObject, Player, TriggeredAbility]] = field(default_factory=list)
    #: Per class of event, the entries that listen to it, in battlefield order (filled as
    #: events are met, once the table is built).
    by_event: dict[type, list[tuple[int, GameObject, Player, TriggeredAbility]]] = field(
        default_factory=dict
    )

    def listening(self, event_type: type) -> list[tuple[int, GameObject, Player, TriggeredAbility]]:
        """The entries an event of class ``event_type`` may trigger, in battlefield order (as
        printed): those with no classes stated and those listening to a class it is."""
        found = self.by_event.get(event_type)
        if found is None:
            found = list(self.any_event)
            lists = 1
            for cls in event_type.__mro__:
                more = self.by_type.get(cls)
                if more:
                    found.extend(more)
                    lists += 1
            if lists > 1:
                found.sort(key=lambda e: e[0])
            self.by_event[event_type] = found
        return found


def trigger_event_types(trigger: Any) -> tuple[type, ...] | None:
    """The event classes a trigger condition can match, or ``None`` if unknown. A condition
    tagged with :func:`~karlov.runtime.effects.listens_to` says so; a condition that combines a
    list of tagged conditions (like "when A or B") can match only their events."""
    return _EVENT_TYPES.get(trigger, lambda: _event_types(trigger))


def _event_types(trigger: Any) -> tuple[type, ...] | None:
    types = getattr(trigger, "event_types", None)
    if types is None:
        for cell in getattr(trigger, "__closure__", None) or ():
            try:
                value = cell.cell_contents
            except ValueError:
                continue
            if (
                isinstance(value, list | tuple)
                and value
                and all(callable(v) and getattr(v, "event_types", None) for v in value)
            ):
                types = tuple(dict.fromkeys(c for v in value for c in v.event_types))
                break
    return types


_EVENT_TYPES = IdentityCache()  # trigger condition -> the event classes it can match
