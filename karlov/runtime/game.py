"""The game engine: zones, turn structure, priority, the stack, triggers, state-based actions,
costs, and the primitives that compiled effects call.

Player actions (CR 116, 117): :meth:`Game.play_land`, :meth:`Game.cast`, :meth:`Game.activate`,
:meth:`Game.pass_priority`, :meth:`Game.pass_until`, :meth:`Game.declare_attackers`,
:meth:`Game.declare_blockers`. Each either happens completely or raises
:class:`~karlov.runtime.errors.IllegalAction` leaving the game unchanged.
"""

from __future__ import annotations

import builtins
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import combat as combat_mod
from .abilities import (
    CANT_BLOCK,
    CARD,
    DEATHTOUCH,
    FLASH,
    HASTE,
    HEXPROOF,
    LIFELINK,
    PERMANENT,
    PLAYER,
    SPELL,
    ActivatedAbility,
    AdditionalLandPlays,
    Cost,
    CostModifier,
    DamageNotRemovedInCleanup,
    EntersReplacement,
    Flashback,
    Kicker,
    LayerEffect,
    LookAtTopOfLibrary,
    MayCastFromGraveyard,
    PlayFromTopOfLibrary,
    ReplacementEffect,
    Resolution,
    SpellAbility,
    StaticAbility,
    TargetContext,
    TargetSpec,
    TriggeredAbility,
    target_key,
)
from .agent import Agent, Decision, DefaultAgent
from .errors import GameLoopLimit, GameOver, IllegalAction
from .events import (
    AbilityActivated,
    AbilityResolved,
    BecameTarget,
    CardDrawn,
    CaseSolved,
    ControlChanged,
    CountersPut,
    CountersRemoved,
    DamageDealt,
    Destroyed,
    Discarded,
    Event,
    Investigated,
    LandPlayed,
    LifeGained,
    LifeLost,
    ManaAdded,
    Milled,
    Note,
    PlayerLost,
    Proposal,
    Revealed,
    Sacrificed,
    Scried,
    Shuffled,
    SpellCast,
    SpellCopied,
    SpellResolved,
    StepBegan,
    Surveilled,
    Suspected,
    Tapped,
    TokenCreated,
    TurnedFaceUp,
    Untapped,
    WouldCreateTokens,
    WouldDealDamage,
    WouldDraw,
    WouldMove,
    ZoneChange,
)
from .history import CastRecord, DamageRecord, GraveyardRecord, TurnHistory
from .layers import (
    ContinuousEffect,
    Part,
    base_characteristics,
    collect_parts,
    compute_characteristics,
    layer_statics,
)
from .mana import ManaCost, PaymentPlan, describe_pool, plan_payment, source_weights
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    CardDefinition,
    CastPermission,
    Characteristics,
    GameObject,
    LastKnown,
    Player,
)

STEPS: tuple[str, ...] = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)
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


_ZONE_TRIGGERS: dict[int, tuple[CardDefinition, frozenset[str]]] = {}


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
        Milled,
        Note,
    }
)


def _triggers_in(definition: CardDefinition, zone: str) -> bool:
    """Whether ``definition`` has a triggered ability that works in ``zone`` (cached)."""
    hit = _ZONE_TRIGGERS.get(id(definition))
    if hit is None or hit[0] is not definition:
        zones = frozenset(
            z for a in definition.abilities if isinstance(a, TriggeredAbility) for z in a.zones
        )
        hit = (definition, zones)
        _ZONE_TRIGGERS[id(definition)] = hit
    return zone in hit[1]


@dataclass(eq=False)
class _TriggerTable:
    """Triggered abilities on the battlefield by event class; ``any_event`` holds those whose
    condition isn't tagged with the events it listens to. Entries are (order, source,
    controller, ability)."""

    battlefield: int
    env: int
    by_type: dict[type, list[tuple[int, GameObject, Player, TriggeredAbility]]] = field(
        default_factory=dict
    )
    any_event: list[tuple[int, GameObject, Player, TriggeredAbility]] = field(default_factory=list)


def trigger_event_types(trigger: Any) -> tuple[type, ...] | None:
    """The event classes a trigger condition can match, or ``None`` if unknown. A condition
    tagged with :func:`~karlov.runtime.effects.listens_to` says so; a condition that combines a
    list of tagged conditions (like "when A or B") can match only their events."""
    cached = _EVENT_TYPES.get(id(trigger))
    if cached is not None and cached[0] is trigger:
        return cached[1]
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
    _EVENT_TYPES[id(trigger)] = (trigger, types)
    return types


_EVENT_TYPES: dict[int, tuple[Any, tuple[type, ...] | None]] = {}


def _default_clue() -> CardDefinition:
    """The Clue token (CR 111.10f): "{2}, Sacrifice this token: Draw a card." """

    def draw(game: Game, res: Resolution) -> None:
        game.draw(res.controller)

    return CardDefinition(
        name="Clue",
        types=("artifact",),
        subtypes=("clue",),
        colors=(),
        abilities=(
            ActivatedAbility(
                cost=Cost(mana="{2}", sacrifice_self=True),
                effect=draw,
                text="{2}, Sacrifice this token: Draw a card.",
            ),
        ),
    )


class Game:
    """A two-or-more-player game of Magic.

    ``agents`` maps player index to an :class:`~karlov.runtime.agent.Agent` (default:
    :class:`~karlov.runtime.agent.DefaultAgent`). ``seed`` seeds all shuffles.
    ``max_actions`` bounds engine iterations (priority passes, resolutions, steps); exceeding it
    raises :class:`GameLoopLimit`. ``clue`` overrides the Clue token definition.
    """

    def __init__(
        self,
        players: Sequence[str] = ("Alice", "Bob"),
        *,
        seed: int = 0,
        agents: dict[int, Agent] | Sequence[Agent] | None = None,
        starting_life: int = 20,
        max_actions: int = 20000,
        clue: CardDefinition | None = None,
        echo: bool = False,
    ) -> None:
        self.players: list[Player] = [
            Player(i, name, life=starting_life) for i, name in enumerate(players)
        ]
        self.rng = random.Random(seed)
        if agents is None:
            agents = {}
        if not isinstance(agents, dict):
            agents = dict(enumerate(agents))
        self.agents: dict[int, Agent] = {
            p.index: agents.get(p.index, DefaultAgent()) for p in self.players
        }
        self.max_actions = max_actions
        self.actions = 0
        self.clue_definition = clue or _default_clue()
        self.echo = echo
        self.objects: dict[int, GameObject] = {}
        self._zones: dict[tuple[int | None, str], list[GameObject]] = {}
        for p in self.players:
            for z in (LIBRARY, HAND, GRAVEYARD):
                self._zones[(p.index, z)] = []
        self._zones[(None, BATTLEFIELD)] = []
        self._zones[(None, EXILE)] = []
        self.stack: list[GameObject | StackAbility] = []
        self.lki: dict[int, LastKnown] = {}
        self.log: list[Event] = []
        self.turn = 0
        self.active: Player = self.players[0]
        self.step = "main1"
        self.priority: Player | None = None
        self.passes = 0
        self.awaiting: str | None = None
        self.started = False
        self.winner: Player | None = None
        self.over = False
        self.continuous_effects: list[ContinuousEffect] = []
        self.pending: list[PendingTrigger] = []
        self.delayed: list[DelayedTrigger] = []
        self.history = TurnHistory(0)
        self.past_turns: list[TurnHistory] = []
        self.combat: combat_mod.Combat | None = None
        self.version = 0
        # Characteristics cache (CR 613): see :meth:`chars`.
        self._chars_cache: dict[int, tuple[Any, ...]] = {}
        self._computing: dict[int, Characteristics] = {}
        self._collecting = False
        self._parts: dict[str, list[Part]] = {}
        self._parts_version = -1
        self._env = 0
        self._ability_env = 0
        self._holders: list[GameObject] = []
        self._holders_dirty = True
        self._triggers: _TriggerTable | None = None
        self._bf_changes = 0
        # Objects outside the battlefield with abilities that trigger in their zone.
        self._offfield_triggers: dict[int, GameObject] = {}
        self._sba_dirty = True
        self._sba_env = -1
        self._next_id = 1
        self._next_card = 1
        self._timestamp = 0
        self._resolving: GameObject | StackAbility | None = None
        self._cleanup_again = False
        self.ability_uses: Counter[tuple[int, int]] = Counter()
        self.skip_first_draw = True
        self.first_turn_player: Player = self.players[0]

    # ------------------------------------------------------------------ ids & helpers
    def _new_id(self) -> int:
        self._next_id += 1
        return self._next_id - 1

    def _ts(self) -> int:
        self._timestamp += 1
        return self._timestamp

    def _touch(self) -> None:
        """The game state changed: cached characteristics and state-based actions must be
        looked at again. Code that changes objects directly should call this."""
        self.version += 1
        self._sba_dirty = True

    def _bump(self) -> None:
        """The game state changed in a way no state-based action depends on (priority, the
        stack, tapping...)."""
        self.version += 1

    def _tick(self) -> None:
        self.actions += 1
        if self.actions > self.max_actions:
            raise GameLoopLimit(
                f"The game exceeded its bound of {self.max_actions} engine steps "
                f"(turn {self.turn}, {self.step} step); it is probably looping."
            )

    def player(self, ref: int | str | Player) -> Player:
        if isinstance(ref, Player):
            return ref
        for p in self.players:
            if p.index == ref or p.name == ref:
                return p
        raise KeyError(f"There is no player {ref!r}.")

    def opponents(self, player: Player) -> list[Player]:
        return [p for p in self.players if p is not player and not p.lost]

    def apnap(self) -> list[Player]:
        """Players in APNAP order (CR 101.4)."""
        i = self.active.index
        n = len(self.players)
        return [self.players[(i + k) % n] for k in range(n) if not self.players[(i + k) % n].lost]

    def agent(self, player: Player) -> Agent:
        return self.agents[player.index]

    def ask(self, decision: Decision) -> Any:
        """Put a decision to the deciding player's agent and validate the answer."""
        answer = self.agent(decision.player).decide(self, decision)
        return decision.validate(answer)

    def ask_may(self, player: Player, prompt: str) -> bool:
        return bool(self.ask(Decision("may", player, prompt)))

    def ask_choose(
        self,
        player: Player,
        prompt: str,
        options: Sequence[Any],
        min: int = 1,
        max: int = 1,
        kind: str = "choose",
    ) -> list[Any]:
        options = list(options)
        if not options:
            return []
        return self.ask(
            Decision(kind, player, prompt, options, min=builtins.min(min, len(options)), max=max)
        )

    def ask_x(self, player: Player, prompt: str) -> int:
        """Ask for a number >= 0 (X chosen during resolution, e.g. "collect evidence X")."""
        return int(self.ask(Decision("x", player, prompt)))

    def ask_cards(
        self, player: Player, prompt: str, cards: Sequence[GameObject], min: int = 0, max: int = 1
    ) -> list[GameObject]:
        return self.ask_choose(player, prompt, cards, min=min, max=max, kind="cards")

    # ------------------------------------------------------------------ zones
    def _zone_key(self, zone: str, owner: Player) -> tuple[int | None, str]:
        if zone in (LIBRARY, HAND, GRAVEYARD):
            return (owner.index, zone)
        return (None, zone)

    def zone_objects(self, zone: str, player: Player | None = None) -> list[GameObject]:
        """Objects in a zone, as a new list. For a player's zone give ``player``; for the
        battlefield ``player`` filters by controller."""
        if zone == STACK:
            return [o for o in self.stack if isinstance(o, GameObject)]
        if zone in (LIBRARY, HAND, GRAVEYARD):
            assert player is not None, f"The {zone} zone needs a player."
            return list(self._zones[(player.index, zone)])
        objs = list(self._zones[(None, zone)])
        if player is not None and zone == BATTLEFIELD:
            objs = [o for o in objs if self.controller(o) is player]
        return objs

    def library(self, player: Player) -> list[GameObject]:
        """A player's library, top card first."""
        return self.zone_objects(LIBRARY, player)

    def hand(self, player: Player) -> list[GameObject]:
        return self.zone_objects(HAND, player)

    def graveyard(self, player: Player) -> list[GameObject]:
        return self.zone_objects(GRAVEYARD, player)

    def exile_zone(self) -> list[GameObject]:
        return self.zone_objects(EXILE)

    @property
    def battlefield(self) -> list[GameObject]:
        return self.zone_objects(BATTLEFIELD)

    def is_live(self, obj: Any) -> bool:
        """True while ``obj`` is still the same object in its zone (CR 400.7)."""
        return isinstance(obj, GameObject) and self.objects.get(obj.id) is obj

    def on_battlefield(self, obj: Any) -> bool:
        return self.is_live(obj) and obj.zone == BATTLEFIELD

    def current(self, card_key: int) -> GameObject | None:
        """The object a physical card currently is (tests and logs only)."""
        for o in self.objects.values():
            if o.card_key == card_key:
                return o
        return None

    # ------------------------------------------------------------------ characteristics
    def chars(self, obj: GameObject | LastKnown) -> Characteristics:
        """Characteristics after the layer system (CR 613). For an object that left its zone,
        last-known information (CR 608.2h). Treat the result as read-only: it is cached.

        A permanent's characteristics are computed lazily and kept until something they may
        depend on changes: while no continuous effect applies to the battlefield they depend
        only on the object itself (its copiable values, face-down status, controller, suspected
        designation and +1/+1 and -1/-1 counters); while any applies, until the game state
        changes (``version``)."""
        if isinstance(obj, LastKnown):
            return obj.chars
        computing = self._computing.get(obj.id)
        if computing is not None:
            return computing  # asked while its own layers are being applied
        if not self.is_live(obj):
            lki = self.lki.get(obj.id)
            if lki is not None:
                return lki.chars
            return base_characteristics(obj)
        if obj.zone == BATTLEFIELD and not self._collecting:
            return self._permanent_chars(obj)
        hit = self._chars_cache.get(obj.id)
        if (
            hit is not None
            and hit[0] is None
            and hit[1] is obj.copiable
            and hit[2] is obj.controller
            and hit[3] == (obj.face_down, obj.owner)
        ):
            return hit[4]
        ch = base_characteristics(obj)
        if obj.zone != BATTLEFIELD:
            self._chars_cache[obj.id] = (
                None,
                obj.copiable,
                obj.controller,
                (obj.face_down, obj.owner),
                ch,
            )
        return ch

    def _permanent_chars(self, obj: GameObject) -> Characteristics:
        if self._parts_version != self.version:
            self._refresh_parts()
        counters = obj.counters
        own = (
            obj.face_down,
            obj.owner,
            obj.suspected,
            counters.get("+1/+1", 0) if counters else 0,
            counters.get("-1/-1", 0) if counters else 0,
        )
        hit = self._chars_cache.get(obj.id)
        if (
            hit is not None
            and hit[0] == self._env
            and hit[1] is obj.copiable
            and hit[2] is obj.controller
            and hit[3] == own
        ):
            return hit[4]
        ch = base_characteristics(obj)
        self._computing[obj.id] = ch
        try:
            compute_characteristics(self, obj, self._parts, ch)
        finally:
            del self._computing[obj.id]
        self._chars_cache[obj.id] = (self._env, obj.copiable, obj.controller, own, ch)
        return ch

    def _refresh_parts(self) -> None:
        """Collect the continuous effects that apply now (once per game-state version)."""
        ended = [ce for ce in self.continuous_effects if callable(ce.until) and ce.until(self)]
        if ended:  # "for as long as ..." effects end when their condition says so (CR 611.2b)
            self.continuous_effects = [ce for ce in self.continuous_effects if ce not in ended]
        if self._holders_dirty:
            self._holders = [
                o for o in self._zones[(None, BATTLEFIELD)] if o.suspected or layer_statics(o)
            ]
            self._holders_dirty = False
        self._collecting = True  # gates see layer-1 values (static abilities come from layer 1)
        try:
            self._parts = collect_parts(self, self._holders)
        finally:
            self._collecting = False
        # With no continuous effects a permanent's characteristics depend only on itself, so
        # cached values stay valid across versions (env 0); otherwise only for this version.
        self._env = self.version + 1 if self._parts else 0
        # Abilities and controllers change only through layers 1, 2 and 6 (CR 613.1).
        changes_abilities = any(layer in self._parts for layer in ("1", "2", "6"))
        self._ability_env = self.version + 1 if changes_abilities else 0
        self._parts_version = self.version

    def controller(self, obj: GameObject | LastKnown) -> Player:
        """Current controller (CR 108.4); owner for cards outside battlefield and stack."""
        if isinstance(obj, LastKnown):
            return obj.controller
        if not self.is_live(obj) and obj.id in self.lki:
            return self.lki[obj.id].controller
        if obj.zone == BATTLEFIELD:
            ch = self.chars(obj)
            assert ch.controller is not None
            return ch.controller
        return obj.controller

    def snapshot(self, obj: GameObject) -> LastKnown:
        """Last-known information about ``obj`` as it exists now."""
        if not self.is_live(obj) and obj.id in self.lki:
            return self.lki[obj.id]
        return LastKnown(
            obj=obj,
            chars=self.chars(obj).copy(),
            zone=obj.zone,
            controller=self.controller(obj),
            counters=dict(obj.counters),
            tapped=obj.tapped,
            solved=obj.solved,
            is_token=obj.is_token,
        )

    def has_keyword(self, obj: GameObject, kw: str) -> bool:
        return kw in self.chars(obj).abilities

    def is_creature(self, obj: GameObject) -> bool:
        return "creature" in self.chars(obj).types

    def active_static(self, player: Player | None = None) -> list[tuple[StaticAbility, GameObject]]:
        """Static abilities that currently function (CR 611.3b, 702.169b), optionally only
        those controlled by ``player``."""
        out = []
        for o in self.zone_objects(BATTLEFIELD):
            ch = self.chars(o)
            if player is not None and ch.controller is not player:
                continue
            for ab in ch.abilities:
                if isinstance(ab, StaticAbility) and ab.gated_open(self, o):
                    out.append((ab, o))
        return out

    def rules(self, player: Player, kind: type) -> list[Any]:
        """Active rules modifiers of class ``kind`` that apply to ``player``."""
        return [r for ab, _o in self.active_static(player) for r in ab.rules if isinstance(r, kind)]

    # ------------------------------------------------------------------ setup
    def add_card(
        self,
        definition: CardDefinition,
        owner: Player | int | str,
        zone: str = LIBRARY,
        *,
        position: str | int = "top",
        controller: Player | None = None,
        tapped: bool = False,
        sick: bool = False,
        token: bool = False,
    ) -> GameObject:
        """Set-up helper: put a new card (or token) straight into a zone without events.
        Permanents added this way are not summoning sick unless ``sick``."""
        owner = self.player(owner)
        obj = GameObject(
            id=self._new_id(),
            card_key=self._next_card,
            definition=definition,
            owner=owner,
            controller=controller or owner,
            zone=zone,
            timestamp=self._ts(),
            is_token=token,
            tapped=tapped,
        )
        self._next_card += 1
        self.objects[obj.id] = obj
        if zone == STACK:
            self.stack.append(obj)
        else:
            self._insert(obj, zone, position)
        if zone == BATTLEFIELD:
            obj.last_controller = obj.controller
            obj.sick_free_for = None if sick else obj.controller
        self._touch()
        return obj

    def add_cards(
        self, definition: CardDefinition, owner: Player | int | str, n: int, zone: str = LIBRARY
    ) -> list[GameObject]:
        return [self.add_card(definition, owner, zone) for _ in range(n)]

    def set_life(self, player: Player, life: int) -> None:
        player.life = life
        self._touch()

    def start(
        self,
        *,
        active: Player | int | str = 0,
        step: str = "main1",
        turn: int = 1,
        first_player: Player | int | str | None = None,
    ) -> None:
        """Begin the game at ``step`` of turn ``turn`` with ``active`` as the active player.
        Turn-based actions of earlier steps are skipped; ``step``'s beginning is processed
        normally (its triggers fire)."""
        if step not in STEPS:
            raise ValueError(f"{step!r} is not a step; expected one of {', '.join(STEPS)}.")
        self.active = self.player(active)
        self.first_turn_player = (
            self.player(first_player) if first_player is not None else (self.active)
        )
        self.turn = turn
        self.history = TurnHistory(turn, self.active)
        self.started = True
        for o in self.zone_objects(BATTLEFIELD):
            if o.sick_free_for is not None:
                o.sick_free_for = o.controller
        self._begin_step(step)

    # ------------------------------------------------------------------ moving objects
    def _insert(self, obj: GameObject, zone: str, position: str | int = "top") -> None:
        if zone == BATTLEFIELD:
            self._holders_dirty = True
            self._bf_changes += 1
        elif _triggers_in(obj.copiable, zone):
            self._offfield_triggers[obj.id] = obj
        lst = self._zones[self._zone_key(zone, obj.owner)]
        if zone == LIBRARY:
            if position == "top":
                lst.insert(0, obj)
            elif position == "bottom":
                lst.append(obj)
            elif position == "random":
                lst.insert(self.rng.randint(0, len(lst)), obj)
            else:
                lst.insert(int(position), obj)
        else:
            lst.append(obj)

    def _remove(self, obj: GameObject) -> None:
        self._chars_cache.pop(obj.id, None)
        self._offfield_triggers.pop(obj.id, None)
        if obj.zone == BATTLEFIELD:
            self._holders_dirty = True
            self._bf_changes += 1
        if obj.zone == STACK:
            self.stack.remove(obj)
        else:
            self._zones[self._zone_key(obj.zone, obj.owner)].remove(obj)
        del self.objects[obj.id]

    def move(
        self,
        obj: GameObject,
        to_zone: str,
        *,
        position: str | int = "top",
        controller: Player | None = None,
        cause: str = "",
        tapped: bool = False,
        face_down: bool = False,
        replaceable: bool = True,
        logged: bool = True,
    ) -> GameObject | None:
        """Move ``obj`` to ``to_zone`` (owner's zone for library/hand/graveyard). Returns the
        new object (CR 400.7), or ``None`` if ``obj`` is no longer in its zone or the move was
        replaced away. ``controller`` is who controls it on the battlefield or stack."""
        if not self.is_live(obj):
            return None
        if replaceable:
            prop = self._replace(WouldMove(obj, to_zone, cause))
            if prop is None:
                return None
            assert isinstance(prop, WouldMove)
            to_zone = prop.to_zone
        self._touch()
        lki = self.snapshot(obj)
        from_zone = obj.zone
        self._remove(obj)
        self.lki[obj.id] = lki
        if self.combat is not None:
            self.combat.remove(obj)
        new = GameObject(
            id=self._new_id(),
            card_key=obj.card_key,
            definition=obj.definition,
            owner=obj.owner,
            controller=controller or obj.owner,
            zone=to_zone,
            timestamp=self._ts(),
            is_token=obj.is_token,
            is_spell_copy=obj.is_spell_copy,
            tapped=tapped if to_zone == BATTLEFIELD else False,
            face_down=face_down,
        )
        if from_zone == STACK and to_zone == BATTLEFIELD:
            # CR 400.7d: the permanent may know about the spell it was.
            new.note["x"] = obj.x
            new.note["kicked"] = obj.kicked
            new.note["cast_from"] = obj.cast_from
            if obj.is_spell_copy:  # CR 111.13, 707.10f: becomes a token, not "created"
                new.is_token = True
                new.is_copy = True
                new.is_spell_copy = False
        self.objects[new.id] = new
        if to_zone == STACK:
            self.stack.append(new)
        else:
            self._insert(new, to_zone, position)
        if to_zone == BATTLEFIELD:
            new.last_controller = new.controller
            self._apply_enters_replacements(new)
        for o in self.zone_objects(BATTLEFIELD):
            if o.attached_to is obj:
                o.attached_to = None
        self.emit(ZoneChange(new, lki, from_zone, to_zone, cause, logged=logged))
        return new

    def _apply_enters_replacements(self, new: GameObject) -> None:
        for ab in list(new.copiable.abilities):
            if isinstance(ab, EntersReplacement):
                ab.effect(self, new, new.controller)

    # ------------------------------------------------------------------ events & triggers
    def emit(self, event: Event) -> None:
        """Record ``event`` in the log and history and collect the abilities it triggers."""
        if type(event) in _QUIET_EVENTS:
            self._bump()
        else:
            self._touch()
        self.log.append(event)
        if self.echo and event.logged:
            print(event)
        self._record(event)
        self._check_triggers(event)

    def note(self, text: str) -> None:
        self.log.append(Note(text))
        if self.echo:
            print(text)

    def _record(self, e: Event) -> None:
        h = self.history
        if isinstance(e, DamageDealt):
            h.damage.append(
                DamageRecord(e.source, e.source_controller, e.target, e.amount, e.combat)
            )
        elif isinstance(e, ZoneChange):
            if e.to_zone == GRAVEYARD and e.obj is not None:
                h.graveyard.append(
                    GraveyardRecord(
                        e.obj, self.chars(e.obj).copy(), e.from_zone, not e.obj.is_token
                    )
                )
            if e.to_zone == BATTLEFIELD and e.obj is not None:
                h.entered.append(e.obj)
            if e.from_zone == BATTLEFIELD and e.old is not None:
                h.left_battlefield.append(e.old)
        elif isinstance(e, SpellCast):
            h.casts.append(CastRecord(e.controller, e.spell, e.chars))
        elif isinstance(e, LifeGained):
            h.life_gained[e.player.index] += e.amount
        elif isinstance(e, LifeLost):
            h.life_lost[e.player.index] += e.amount
        elif isinstance(e, CardDrawn):
            h.cards_drawn[e.player.index] += 1
        elif isinstance(e, TokenCreated):
            h.tokens_created.append(e.obj)
        elif isinstance(e, CaseSolved):
            h.solved.append(e.obj)

    def _trigger_table(self) -> _TriggerTable:
        """Triggered abilities of permanents, indexed by the event classes they listen to.

        Rebuilt when the battlefield changes, or at every new game-state version while a
        continuous effect applies (it may add or remove abilities)."""
        if self._parts_version != self.version:
            self._refresh_parts()
        t = self._triggers
        if t is not None and t.battlefield == self._bf_changes and t.env == self._ability_env:
            return t
        t = _TriggerTable(self._bf_changes, self._ability_env)
        seq = 0
        for o in self._zones[(None, BATTLEFIELD)]:
            ch = self.chars(o)
            controller = ch.controller
            assert controller is not None
            for ab in ch.abilities:
                if isinstance(ab, TriggeredAbility) and BATTLEFIELD in ab.zones:
                    entry = (seq, o, controller, ab)
                    seq += 1
                    types = trigger_event_types(ab.trigger)
                    if types is None:
                        t.any_event.append(entry)
                    else:
                        for cls in types:
                            t.by_type.setdefault(cls, []).append(entry)
        self._triggers = t
        return t

    def _check_triggers(self, event: Event) -> None:
        table = self._trigger_table()
        found = list(table.any_event)
        lists = 1
        for cls in type(event).__mro__:
            more = table.by_type.get(cls)
            if more:
                found.extend(more)
                lists += 1
        if lists > 1:
            found.sort(key=lambda e: e[0])  # battlefield order, as printed
        for _seq, src, controller, ab in found:
            self._try_trigger(ab, src, controller, event, None)
        # Leaves-the-battlefield abilities look back in time (CR 603.10a).
        if isinstance(event, ZoneChange) and event.left_battlefield and event.old is not None:
            old = event.old
            for ab in old.chars.abilities:
                if isinstance(ab, TriggeredAbility) and BATTLEFIELD in ab.zones:
                    self._try_trigger(ab, old.obj, old.controller, event, old)
        # Cards whose abilities trigger from other zones (e.g. from a graveyard).
        for o in list(self._offfield_triggers.values()):
            controller = self.controller(o)
            for ab in self.chars(o).abilities:
                if isinstance(ab, TriggeredAbility) and o.zone in ab.zones:
                    self._try_trigger(ab, o, controller, event, None)
        for d in list(self.delayed):
            if d.ability.trigger(self, event, d.source):
                self.pending.append(
                    PendingTrigger(
                        d.ability, d.source, d.controller, event, remembered=dict(d.remembered)
                    )
                )
                if d.once:
                    self.delayed.remove(d)

    def _try_trigger(
        self,
        ab: TriggeredAbility,
        src: GameObject,
        controller: Player,
        event: Event,
        lki: LastKnown | None,
    ) -> None:
        types = trigger_event_types(ab.trigger)
        if types is not None and not isinstance(event, types):
            return
        if not ab.gated_open(self, src):  # CR 702.169c
            return
        if not ab.trigger(self, event, src):
            return
        if ab.intervening_if is not None and not ab.intervening_if(self, src, controller):
            return  # CR 603.4
        self.pending.append(PendingTrigger(ab, src, controller, event, lki))

    def create_delayed_trigger(
        self,
        ability: TriggeredAbility,
        source: GameObject,
        controller: Player,
        *,
        once: bool = True,
        remembered: dict[str, Any] | None = None,
    ) -> None:
        """A delayed triggered ability (CR 603.7), e.g. "at the beginning of the next end
        step". ``remembered`` is copied into its resolution."""
        self.delayed.append(DelayedTrigger(ability, source, controller, once, remembered or {}))

    def reflexive_trigger(self, ability: TriggeredAbility, res: Resolution) -> None:
        """A reflexive triggered ability ("When you do, ...", CR 603.12): it triggers now and
        goes on the stack the next time a player would receive priority."""
        self.pending.append(
            PendingTrigger(
                ability, res.source, res.controller, res.event, remembered=dict(res.remembered)
            )
        )

    def _flush_triggers(self) -> bool:
        """SBAs then triggered abilities onto the stack, repeatedly (CR 117.5, 603.3b).
        Returns whether any state-based action was performed or any ability triggered."""
        happened = False
        while True:
            self._tick()
            acted = self.check_state_based_actions()
            happened = happened or acted or bool(self.pending)
            if self.over:
                self.pending.clear()
                return True
            if not self.pending:
                if not acted:
                    return happened
                continue
            batch, self.pending = self.pending, []
            for p in self.apnap():
                mine = [t for t in batch if t.controller is p]
                if len(mine) > 1:
                    mine = self.ask(
                        Decision(
                            "order",
                            p,
                            "Order your triggered abilities (first goes on the stack first)",
                            mine,
                        )
                    )
                for t in mine:
                    self._push_trigger(t)

    def _push_trigger(self, t: PendingTrigger) -> None:
        ab = t.ability
        ctx = TargetContext(t.source, t.controller, t.event)
        chosen = self._choose_targets(t.controller, t.source, list(ab.targets), None, ctx)
        if chosen is None:
            self.note(f"{t} is removed from the stack: it has no legal targets (CR 603.3d).")
            return
        dist = self._choose_distribution(t.controller, list(ab.targets), chosen, None, ctx)
        item = StackAbility(
            self._new_id(),
            ab,
            t.source,
            t.controller,
            t.source_lki,
            chosen,
            0,
            t.event,
            dist,
            dict(t.remembered),
        )
        self.stack.append(item)
        self._bump()
        text = getattr(ab, "text", "") or "triggered ability"
        aimed = _targets_text(chosen)
        self.note(f"{item.source}'s triggered ability goes on the stack{aimed}: {text}")

    # ------------------------------------------------------------------ replacement effects
    def _replacements(self) -> list[tuple[ReplacementEffect, GameObject]]:
        out = []
        for o in self.zone_objects(BATTLEFIELD):
            for ab in self.chars(o).abilities:
                if isinstance(ab, ReplacementEffect) and ab.gated_open(self, o):
                    out.append((ab, o))
        return out

    def _replace(self, prop: Proposal) -> Proposal | None:
        """Apply replacement effects, each at most once per event (CR 614, 616.1). The affected
        player chooses the order among applicable ones."""
        for _ in range(100):
            options = [
                (ab, src)
                for ab, src in self._replacements()
                if id(ab) ^ src.id not in prop.applied and ab.applies(self, prop, src)
            ]
            if not options:
                return prop
            chooser = getattr(prop, "controller", None) or getattr(prop, "player", None)
            if chooser is None:
                chooser = self.active
            if len(options) > 1:
                (choice,) = self.ask(
                    Decision(
                        "choose",
                        chooser,
                        "Choose a replacement effect to apply",
                        options,
                        min=1,
                        max=1,
                    )
                )
            else:
                choice = options[0]
            ab, src = choice
            prop.applied.add(id(ab) ^ src.id)
            new = ab.replace(self, prop, src)
            if new is None:
                return None
            new.applied |= prop.applied
            prop = new
        raise GameLoopLimit("Replacement effects kept applying to one event.")

    # ------------------------------------------------------------------ state-based actions
    def check_state_based_actions(self) -> bool:
        """Perform state-based actions once (CR 704.3); returns whether any were performed.

        Skipped when nothing a state-based action looks at changed since the last check that
        found none: no event other than those in ``_QUIET_EVENTS`` happened, no ``_touch()``,
        and no continuous effect applies (its effects may depend on anything)."""
        if self._parts_version != self.version:
            self._refresh_parts()
        if not self._sba_dirty and not self._parts:
            return False
        acted = self._state_based_actions()
        if not acted:
            self._sba_dirty = False
        return acted

    def _state_based_actions(self) -> bool:
        acted = False
        for p in self.players:
            if p.lost:
                continue
            if p.life <= 0:
                self._lose(p, "0 or less life (CR 704.5a)")
                acted = True
            elif p.drew_from_empty_library:
                self._lose(p, "drew from an empty library (CR 704.5b)")
                acted = True
        if self.over:
            return True
        for o in self.zone_objects(BATTLEFIELD):
            if not self.is_live(o):
                continue
            ch = self.chars(o)
            if "creature" in ch.types:
                t = ch.toughness or 0
                if t <= 0:
                    self.move(o, GRAVEYARD, cause="toughness 0 or less, CR 704.5f")
                    acted = True
                elif o.damage >= t:
                    self.destroy(o, cause="lethal damage, CR 704.5g")
                    acted = True
                elif o.damaged_by_deathtouch and o.damage > 0:
                    self.destroy(o, cause="deathtouch damage, CR 704.5h")
                    acted = True
        # Legend rule (CR 704.5j).
        groups: dict[tuple[int, str], list[GameObject]] = {}
        for o in self.zone_objects(BATTLEFIELD):
            ch = self.chars(o)
            if ch.is_legendary and ch.name:
                assert ch.controller is not None
                groups.setdefault((ch.controller.index, ch.name), []).append(o)
        for (pi, name), objs in groups.items():
            if len(objs) > 1:
                keep = self.ask(
                    Decision(
                        "choose",
                        self.players[pi],
                        f"Legend rule: choose the {name} to keep",
                        objs,
                        min=1,
                        max=1,
                    )
                )[0]
                for o in objs:
                    if o is not keep:
                        self.move(o, GRAVEYARD, cause="legend rule, CR 704.5j")
                acted = True
        # Tokens outside the battlefield, spell copies off the stack (CR 704.5d-e).
        for key, objs in list(self._zones.items()):
            if key[1] == BATTLEFIELD:
                continue
            for o in list(objs):
                if o.is_token or o.is_spell_copy:
                    self._remove(o)
                    self._touch()
                    self.note(f"{o} ceases to exist (CR 704.5d)")
                    acted = True
        # +1/+1 and -1/-1 counters annihilate (CR 704.5q).
        for o in self.zone_objects(BATTLEFIELD):
            a, b = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
            if a and b:
                n = min(a, b)
                o.counters["+1/+1"] -= n
                o.counters["-1/-1"] -= n
                self._touch()
                acted = True
        # Auras attached to nothing (CR 704.5m).
        for o in self.zone_objects(BATTLEFIELD):
            if "aura" in self.chars(o).subtypes and not self.on_battlefield(o.attached_to):
                self.move(o, GRAVEYARD, cause="unattached Aura, CR 704.5m")
                acted = True
        # Equipment attached illegally becomes unattached (CR 704.5n); an Equipment that is
        # also a creature can't equip a creature (CR 301.5c).
        for o in self.zone_objects(BATTLEFIELD):
            if (
                o.attached_to is not None
                and "equipment" in self.chars(o).subtypes
                and not self._can_equip(o, o.attached_to)
            ):
                o.attached_to = None
                self._touch()
                acted = True
        if self._refresh_control():
            acted = True
        return acted

    def _refresh_control(self) -> bool:
        changed = False
        for o in self.zone_objects(BATTLEFIELD):
            c = self.controller(o)
            if c is not o.last_controller:
                old = o.last_controller
                o.last_controller = c
                o.sick_free_for = None  # control must be continuous since turn began
                self.emit(ControlChanged(o, old, c))
                changed = True
        return changed

    def _lose(self, p: Player, reason: str) -> None:
        p.lost = True
        self.emit(PlayerLost(p, reason))
        alive = [q for q in self.players if not q.lost]
        if len(alive) <= 1:
            self.over = True
            self.winner = alive[0] if alive else None
            self.priority = None

    # ------------------------------------------------------------------ turn structure
    def _begin_step(self, step: str) -> None:
        self._tick()
        self.step = step
        self.passes = 0
        self.priority = None
        self.awaiting = None
        if step == "untap":
            self.emit(StepBegan(step, self.active, self.turn))
            for o in self.zone_objects(BATTLEFIELD):
                c = self.controller(o)
                if c is self.active:
                    o.sick_free_for = c  # CR 302.6: controlled continuously since turn start
                    if o.tapped:
                        self.untap(o)
            self._advance()
            return
        if step == "beginning_of_combat":
            self.combat = combat_mod.Combat()
        if step == "declare_attackers":
            self.emit(StepBegan(step, self.active, self.turn))
            if self.combat is None:
                self.combat = combat_mod.Combat()
            self.awaiting = "attackers"
            return
        if step == "declare_blockers":
            self.emit(StepBegan(step, self.active, self.turn))
            self.awaiting = "blockers"
            return
        if step == "cleanup":
            self._cleanup()
            return
        # The step begins, then its turn-based action happens (CR 503-510), then "at the
        # beginning of" triggers go on the stack as a player would receive priority.
        self.emit(StepBegan(step, self.active, self.turn))
        if step == "draw" and not (
            self.skip_first_draw and self.turn == 1 and self.active is self.first_turn_player
        ):
            self.draw(self.active)  # CR 504.1; CR 103.8a skips the first draw
        if step in ("first_strike_damage", "combat_damage"):
            combat_mod.deal_combat_damage(self, first_strike=step == "first_strike_damage")
        self._give_priority(self.active)

    def _cleanup(self) -> None:
        hand = self.hand(self.active)
        if len(hand) > 7:  # CR 514.1
            n = len(hand) - 7
            cards = self.ask_cards(self.active, f"Discard {n} card(s) down to 7", hand, n, n)
            for c in cards:
                self._discard_one(self.active, c)
        keep_damage = any(r for p in self.players for r in self.rules(p, DamageNotRemovedInCleanup))
        for o in self.zone_objects(BATTLEFIELD):  # CR 514.2
            if not (keep_damage and self.is_creature(o)):
                o.damage = 0
                o.damaged_by_deathtouch = False
        self.continuous_effects = [
            ce for ce in self.continuous_effects if ce.until != "end_of_turn"
        ]
        self._touch()
        happened = self._flush_triggers()
        if self.over:
            return
        if happened or self.stack:
            # CR 514.3a: players get priority, then another cleanup step.
            self._cleanup_again = True
            self._give_priority(self.active)
            return
        self._advance()

    def _advance(self) -> None:
        """End the current step and begin the next one (CR 500.2-500.5)."""
        if self.over:
            return
        for p in self.players:
            p.pool.empty()  # CR 500.5
        step = self.step
        if step == "cleanup":
            if self._cleanup_again:
                self._cleanup_again = False
                self._begin_step("cleanup")
                return
            self._new_turn()
            return
        i = STEPS.index(step)
        nxt = STEPS[i + 1]
        if step == "declare_attackers" and (self.combat is None or not self.combat.attackers):
            nxt = "end_of_combat"  # CR 508.8
        if nxt == "first_strike_damage" and not combat_mod.needs_first_strike_step(self):
            nxt = "combat_damage"
        if step == "end_of_combat":
            self.combat = None
        self._begin_step(nxt)

    def _new_turn(self) -> None:
        self.past_turns.append(self.history)
        alive = [p for p in self.players if not p.lost]
        i = self.active.index
        n = len(self.players)
        for k in range(1, n + 1):
            cand = self.players[(i + k) % n]
            if cand in alive:
                self.active = cand
                break
        self.turn += 1
        for p in self.players:
            p.lands_played = 0
        self.ability_uses.clear()
        self.history = TurnHistory(self.turn, self.active)
        self._begin_step("untap")

    def _give_priority(self, player: Player) -> None:
        self._flush_triggers()
        if self.over:
            self.priority = None
            return
        self.priority = player
        self._bump()

    def _next_player(self, player: Player) -> Player:
        order = self.apnap()
        i = order.index(player)
        return order[(i + 1) % len(order)]

    def pass_priority(self) -> None:
        """The player with priority passes (CR 117.3d). When all players pass in succession the
        top of the stack resolves, or the step ends if the stack is empty (CR 117.4). If the
        game waits for attackers or blockers, the agent declares them first."""
        self._check_running()
        self._tick()
        if self.awaiting == "attackers":
            combat_mod.ask_attackers(self)
            return
        if self.awaiting == "blockers":
            combat_mod.ask_blockers(self)
            return
        assert self.priority is not None
        if self.pending:  # set-up code called primitives directly; put triggers on the stack
            self._flush_triggers()
        self.passes += 1
        if self.passes >= len(self.apnap()):
            self.passes = 0
            if self.stack:
                self._resolve_top()
                if not self.over:
                    self._give_priority(self.active)
            else:
                self._advance()
        else:
            self._give_priority(self._next_player(self.priority))

    def pass_until(
        self,
        step: str,
        *,
        player: Player | int | str | None = None,
        turn: int | None = None,
    ) -> None:
        """Pass priority (resolving what is on the stack, letting agents declare combat) until
        the active player receives priority in ``step`` (beginning-of-step triggers may then be
        on the stack), or the game waits for attackers/blockers in that step. ``player``
        restricts to that player's turn, ``turn`` to that turn number. Returns immediately if
        that is already the case."""
        if step not in STEPS:
            raise ValueError(f"{step!r} is not a step; expected one of {', '.join(STEPS)}.")
        who = self.player(player) if player is not None else None
        start_turn = self.turn
        while not self.over:
            if (
                self.step == step
                and (who is None or self.active is who)
                and (turn is None or self.turn == turn)
                and (
                    (self.awaiting is not None)
                    or (self.priority is self.active and self.passes == 0)
                )
            ):
                return
            if turn is not None and self.turn > turn:
                raise IllegalAction(f"Turn {turn} has already passed without reaching {step}.")
            if turn is None and self.turn > start_turn + 2:
                raise IllegalAction(
                    f"The game did not reach the {step.replace('_', ' ')} step within two turns "
                    "(combat damage and blockers steps are skipped without attackers)."
                )
            self.pass_priority()

    def next_turn(self) -> None:
        """Pass until the next turn's first main phase."""
        self.pass_until("main1", turn=self.turn + 1)

    def resolve_stack(self) -> None:
        """Pass priority until the stack is empty (all players passing each time)."""
        if self.pending:
            self._flush_triggers()
        start_turn, start_step = self.turn, self.step
        while self.stack and not self.over:
            self.pass_priority()
            if (self.turn, self.step) != (start_turn, start_step) and not self.stack:
                break

    def _check_running(self) -> None:
        if self.over:
            raise GameOver("The game is over.")
        if not self.started:
            raise IllegalAction("The game has not started; call game.start() first.")

    def _check_priority(self, player: Player, what: str) -> None:
        self._check_running()
        if self.awaiting is not None:
            raise IllegalAction(
                f"{player} cannot {what} now: the game is waiting for {self.awaiting} to be "
                "declared."
            )
        if self.priority is not player:
            raise IllegalAction(f"{player} cannot {what} without priority (CR 117.1).")

    def _sorcery_timing(self, player: Player) -> bool:
        """CR 307.1: own main phase, empty stack."""
        return self.active is player and self.step in MAIN_STEPS and not self.stack

    def _after_action(self, player: Player) -> None:
        self.passes = 0
        self._give_priority(player)

    # ------------------------------------------------------------------ targets
    def _target_candidates(self, spec: TargetSpec, ctx: Any) -> list[Any]:
        out: list[Any] = []
        if PERMANENT in spec.kinds:
            for o in self.zone_objects(BATTLEFIELD):
                if self._legal_target(spec, o, ctx):
                    out.append(o)
        if PLAYER in spec.kinds:
            out.extend(p for p in self.players if self._legal_target(spec, p, ctx))
        if SPELL in spec.kinds:
            out.extend(
                o
                for o in self.zone_objects(STACK)
                if o is not ctx.source and self._legal_target(spec, o, ctx)
            )
        if CARD in spec.kinds:
            for z in spec.zones:
                if z in (LIBRARY, HAND, GRAVEYARD):
                    for p in self.players:
                        out.extend(
                            o for o in self.zone_objects(z, p) if self._legal_target(spec, o, ctx)
                        )
                else:
                    out.extend(o for o in self.zone_objects(z) if self._legal_target(spec, o, ctx))
        return out

    def _legal_target(self, spec: TargetSpec, cand: Any, ctx: Any) -> bool:
        """CR 115.4, 608.2b: is ``cand`` (still) a legal target for ``spec``?"""
        if isinstance(cand, Player):
            if PLAYER not in spec.kinds or cand.lost:
                return False
        elif isinstance(cand, GameObject):
            if not self.is_live(cand):
                return False
            z = cand.zone
            if z == BATTLEFIELD:
                if PERMANENT not in spec.kinds:
                    return False
                if (
                    HEXPROOF in self.chars(cand).abilities
                    and self.controller(cand) is not ctx.controller
                ):
                    return False
            elif z == STACK:
                if SPELL not in spec.kinds:
                    return False
            elif CARD not in spec.kinds or z not in spec.zones:
                return False
        else:
            return False
        return spec.filter is None or bool(spec.filter(self, cand, ctx))

    def _choose_targets(
        self,
        player: Player,
        source: GameObject,
        specs: list[TargetSpec],
        given: Sequence[Any] | None,
        ctx: Any,
    ) -> list[list[Any]] | None:
        """Choose targets (CR 601.2c). Returns ``None`` if some spec can't get enough legal
        targets and none were given; raises :class:`IllegalAction` for an illegal given one."""
        if given is not None and len(given) != len(specs):
            if len(specs) == 1 and (not isinstance(given, list | tuple) or len(given) > 0):
                given = [given]
            if given is not None and len(given) != len(specs):
                raise IllegalAction(
                    f"{source} needs {len(specs)} target group(s) but {len(given)} were given."
                )
        chosen: list[list[Any]] = []
        for i, spec in enumerate(specs):
            cands = self._target_candidates(spec, ctx)
            if given is not None:
                g = given[i]
                picks = list(g) if isinstance(g, list | tuple) else ([] if g is None else [g])
                for t in picks:
                    if not any(t is c for c in cands):
                        raise IllegalAction(
                            f"{t} is not a legal target for {source} ({spec.description})."
                        )
                if not spec.min <= len(picks) <= spec.max:
                    raise IllegalAction(
                        f"{source} needs between {spec.min} and {spec.max} targets for "
                        f"{spec.description}; {len(picks)} were given."
                    )
                if len({id(t) for t in picks}) != len(picks):
                    raise IllegalAction(
                        f"{source} can't target the same thing twice for one "
                        "target word (CR 115.3)."
                    )
                chosen.append(picks)
                continue
            if len(cands) < spec.min:
                return None
            if not cands:
                chosen.append([])
                continue
            picks = self.ask(
                Decision(
                    "targets",
                    player,
                    f"Choose {spec.description} for {source}",
                    cands,
                    min=spec.min,
                    max=min(spec.max, len(cands)),
                )
            )
            chosen.append(list(picks))
        return chosen

    def _choose_distribution(
        self,
        player: Player,
        specs: list[TargetSpec],
        chosen: list[list[Any]],
        given: Any,
        ctx: Any,
    ) -> dict[int, int]:
        dist: dict[int, int] = {}
        for spec, picks in zip(specs, chosen, strict=False):
            if spec.distribute is None or not picks:
                continue
            amount = (
                spec.distribute
                if isinstance(spec.distribute, int)
                else int(spec.distribute(self, ctx))
            )
            if amount < len(picks):
                raise IllegalAction(
                    f"Cannot divide {amount} among {len(picks)} targets: each needs at least 1 "
                    "(CR 601.2d)."
                )
            if given is not None:
                vals = list(given.values()) if isinstance(given, dict) else list(given)
                if len(vals) != len(picks) or sum(vals) != amount or min(vals) < 1:
                    raise IllegalAction(
                        f"The division {vals!r} must give each of {len(picks)} targets at least "
                        f"1 and total {amount}."
                    )
            else:
                vals = self.ask(
                    Decision(
                        "distribute",
                        player,
                        f"Divide {amount} among {spec.description}",
                        list(picks),
                        min=1,
                        amount=amount,
                    )
                )
            for t, v in zip(picks, vals, strict=True):
                dist[target_key(t)] = dist.get(target_key(t), 0) + v
        return dist

    def _check_targets(self, res: Resolution, specs: Sequence[TargetSpec]) -> bool:
        """CR 608.2b: mark illegal targets; False if all targets are illegal."""
        total = 0
        legal_count = 0
        res.legal = []
        for i, spec in enumerate(specs):
            ts = res.targets[i] if i < len(res.targets) else []
            flags = [self._legal_target(spec, t, res) for t in ts]
            res.legal.append(flags)
            total += len(ts)
            legal_count += sum(flags)
        return total == 0 or legal_count > 0

    # ------------------------------------------------------------------ costs & mana
    def _mana_options(self, obj: GameObject) -> list[tuple[ActivatedAbility, tuple[str, ...]]]:
        """What ``obj`` can add by tapping it, as (ability, option) pairs: its untapped {T}
        mana abilities without other costs or effects (CR 605.1a), if it can use them now."""
        if obj.tapped or self._summoning_sick(obj):
            return []
        out: list[tuple[ActivatedAbility, tuple[str, ...]]] = []
        for ab in self.chars(obj).abilities:
            if (
                isinstance(ab, ActivatedAbility)
                and ab.is_mana_ability
                and ab.mana
                and ab.effect is None
                and ab.cost.tap
                and ab.cost.mana is None
                and not ab.cost.untap
                and not ab.cost.sacrifice_self
                and not ab.cost.sacrifice
                and not ab.cost.pay_life
                and not ab.cost.discard
                and not ab.cost.exile_from_graveyard_mv
                and BATTLEFIELD in ab.zones
                and ab.gated_open(self, obj)
            ):
                out.extend((ab, tuple(option)) for option in ab.mana)
        return out

    def _mana_demand(self, player: Player, paying_for: GameObject | None) -> Counter[str]:
        """Colored mana ``player`` will likely want later: the colored symbols of the other
        cards in their hand and of their permanents' activated abilities. Auto-payment keeps
        sources of those colors untapped when it can."""
        demand: Counter[str] = Counter()

        def count(cost: ManaCost | None) -> None:
            if cost is None:
                return
            for sym in cost.symbols:
                colors = [c for c in sym.options if c != "C"] or list(sym.options)
                for c in colors:
                    demand[c] += 1 / len(colors)

        for card in self.hand(player):
            if card is not paying_for:
                count(self.chars(card).mana_cost)
        for o in self.zone_objects(BATTLEFIELD, player):
            for ab in self.chars(o).abilities:
                if isinstance(ab, ActivatedAbility) and not ab.is_mana_ability:
                    count(ab.cost.mana)
        return demand

    def _plan(
        self,
        player: Player,
        cost: ManaCost,
        what: str,
        exclude: GameObject | None = None,
        extra_life: int = 0,
        chosen: Sequence[Any] | None = None,
        paying_for: GameObject | None = None,
    ) -> tuple[PaymentPlan, _ManaSources]:
        """Plan the payment of ``cost`` (CR 601.2g-h): which mana abilities to activate and
        which mana to spend. ``chosen`` is an explicit list of sources to tap (each a permanent,
        or ``(permanent, "G")`` to fix the mana it makes); otherwise the planner picks the
        sources, keeping those whose colors are needed later."""
        if chosen is not None:
            sources = self._chosen_mana_sources(player, chosen, exclude, what)
        else:
            sources = []
            for o in self.zone_objects(BATTLEFIELD, player):
                if o is not exclude:
                    options = self._mana_options(o)
                    if options:
                        sources.append((o, options))
        option_lists = [[opt for _ab, opt in options] for _o, options in sources]
        demand = self._mana_demand(player, paying_for)
        penalties = [0.5 if self.is_creature(o) else 0.0 for o, _opts in sources]
        weights = source_weights(option_lists, demand, penalties)
        life = player.life - extra_life
        plan = plan_payment(
            cost,
            Counter(player.pool.amounts),
            option_lists,
            life if life > 0 else 0,
            weights=weights,
            use_all=chosen is not None,
            unit_value={c: 1.0 + 3.0 * demand[c] for c in demand},
        )
        if plan is None:
            pool = describe_pool(player.pool.amounts)
            if chosen is not None:
                names = ", ".join(str(o) for o, _opts in sources) or "no mana sources"
                raise IllegalAction(
                    f"{player} cannot pay {cost} for {what} with the chosen mana sources "
                    f"({names}) and the mana pool ({pool})."
                )
            if not sources:
                have = "no untapped mana sources"
            else:
                have = "untapped mana sources " + ", ".join(str(o) for o, _ in sources)
            raise IllegalAction(
                f"{player} cannot pay {cost} for {what}: the mana pool holds {pool} and "
                f"{have} can't make up the difference."
            )
        return plan, sources

    def _chosen_mana_sources(
        self, player: Player, chosen: Sequence[Any], exclude: GameObject | None, what: str
    ) -> _ManaSources:
        """Check an explicit choice of mana sources; raise :class:`IllegalAction` with the
        reason one can't be used."""
        out: _ManaSources = []
        for entry in chosen:
            want: str | None = None
            if isinstance(entry, tuple | list) and len(entry) == 2:
                entry, want = entry
                want = str(want).strip("{}").upper()
            if not isinstance(entry, GameObject):
                raise IllegalAction(f"{entry!r} is not a permanent, so it can't pay for {what}.")
            o = entry
            if not self.on_battlefield(o):
                raise IllegalAction(f"{o} is not on the battlefield, so it can't pay for {what}.")
            if self.controller(o) is not player:
                raise IllegalAction(
                    f"{player} doesn't control {o}, so it can't pay for {what} (CR 602.2)."
                )
            if o is exclude:
                raise IllegalAction(
                    f"{o} is tapped to pay the {{T}} cost of {what}; it can't also be tapped "
                    "for mana."
                )
            if any(o is x for x, _ in out):
                raise IllegalAction(f"{o} is chosen twice as a mana source; it taps only once.")
            if o.tapped:
                raise IllegalAction(f"{o} is already tapped, so it can't be tapped for mana.")
            if self._summoning_sick(o):
                raise IllegalAction(
                    f"{o} has summoning sickness, so it can't be tapped for mana (CR 302.6)."
                )
            options = self._mana_options(o)
            if not options:
                raise IllegalAction(f"{o} has no {{T}} mana ability that can pay for {what}.")
            if want is not None:
                options = [(ab, opt) for ab, opt in options if "".join(opt) == want]
                if not options:
                    raise IllegalAction(f"{o} can't add {{{want}}}.")
            out.append((o, options))
        return out

    def _execute_plan(
        self,
        player: Player,
        plan: PaymentPlan,
        sources: _ManaSources,
    ) -> None:
        for si, oi in plan.activations:  # CR 601.2g: mana abilities first
            o, options = sources[si]
            ab, mana = options[oi]
            self.tap(o, logged=False)
            self.emit(AbilityActivated(o, player, ab.text, is_mana=True, mana=mana))
            self.add_mana(player, mana, logged=False)
        for m in plan.pool_units:  # CR 601.2h
            player.pool.amounts[m] -= 1
            if player.pool.amounts[m] == 0:
                del player.pool.amounts[m]
        if plan.life:
            self.lose_life(player, plan.life)

    def spell_cost(self, player: Player, card: GameObject, base: ManaCost, x: int) -> ManaCost:
        """Total cost of a spell (CR 601.2f): base cost with X, then increases, then
        reductions of generic mana, never below {0}."""
        cost = base.with_x(x) if base.has_x else base
        mods: list[tuple[CostModifier, GameObject]] = [
            (m, o) for ab, o in self.active_static(player) for m in ab.cost_modifiers
        ]
        inc = sum(m.generic for m, o in mods if m.generic > 0 and m.applies(self, card, player, o))
        dec = -sum(m.generic for m, o in mods if m.generic < 0 and m.applies(self, card, player, o))
        if inc:
            cost = cost.add_generic(inc)
        if dec:
            cost = cost.reduce_generic(dec)
        return ManaCost(cost.symbols)

    def _summoning_sick(self, obj: GameObject) -> bool:
        """CR 302.6: a creature can't attack or use {T} abilities unless its controller has
        controlled it continuously since their most recent turn began (haste ignores this)."""
        if not self.is_creature(obj):
            return False
        if HASTE in self.chars(obj).abilities:
            return False
        return obj.sick_free_for is not self.controller(obj)

    def add_mana(self, player: Player, mana: Iterable[str], *, logged: bool = True) -> None:
        mana = tuple(mana)
        player.pool.add(mana)
        self.emit(ManaAdded(player, mana, logged=logged))

    # ------------------------------------------------------------------ player actions
    def land_plays_allowed(self, player: Player) -> int:
        """CR 305.2: one land per turn plus additional land plays."""
        return 1 + sum(r.count for r in self.rules(player, AdditionalLandPlays))

    def _top_of_library_permission(self, player: Player, card: GameObject) -> bool:
        lib = self.library(player)
        if not lib or lib[0] is not card or card.owner is not player:
            return False
        ch = self.chars(card)
        for r in self.rules(player, PlayFromTopOfLibrary):
            if "land" in ch.types:
                if r.lands:
                    return True
            elif r.spell_filter is not None and r.spell_filter(self, card, player):
                return True
        return False

    def can_look_at_top(self, player: Player) -> bool:
        return bool(self.rules(player, LookAtTopOfLibrary))

    def _permission(self, player: Player, card: GameObject, kind: str) -> CastPermission | None:
        for perm in card.permissions:
            if perm.player is player and (perm.until_turn is None or perm.until_turn >= self.turn):
                if kind == "land" and perm.kind != "play":
                    continue
                return perm
        return None

    def play_land(self, player: Player, card: GameObject) -> GameObject:
        """Play a land (CR 305.1): special action at sorcery timing, within the number of land
        plays allowed, from hand (or from another zone with permission)."""
        self._check_priority(player, "play a land")
        if not self.is_live(card):
            raise IllegalAction(f"{card} is no longer where it was (CR 400.7).")
        if "land" not in self.chars(card).types:
            raise IllegalAction(f"{card} is not a land card.")
        if not self._sorcery_timing(player):
            raise IllegalAction(
                f"{player} can play a land only in their own main phase with an empty stack "
                "(CR 305.1)."
            )
        allowed = self.land_plays_allowed(player)
        if player.lands_played >= allowed:
            raise IllegalAction(
                f"{player} has already played {player.lands_played} land(s) this turn and may "
                f"play {allowed} (CR 305.2b)."
            )
        ok = (
            (card.zone == HAND and card.owner is player)
            or (card.zone == LIBRARY and self._top_of_library_permission(player, card))
            or self._permission(player, card, "land") is not None
        )
        if not ok:
            raise IllegalAction(f"{player} has no permission to play {card} from {card.zone}.")
        player.lands_played += 1
        new = self.move(card, BATTLEFIELD, controller=player, cause="played")
        assert new is not None
        self.emit(LandPlayed(player, new))
        self._after_action(player)
        return new

    def _cast_source(self, player: Player, card: GameObject) -> tuple[str, ManaCost | None, bool]:
        """Where/how ``card`` may be cast: (zone, alternative cost or None, exile afterwards)."""
        ch = self.chars(card)
        if card.zone == HAND and card.owner is player:
            return HAND, None, False
        perm = self._permission(player, card, "cast")
        if perm is not None:
            return card.zone, None, perm.exile_after
        if card.zone == LIBRARY and self._top_of_library_permission(player, card):
            return LIBRARY, None, False
        if card.zone == GRAVEYARD and card.owner is player:
            for r in self.rules(player, MayCastFromGraveyard):
                if r.filter(self, card, player):
                    return GRAVEYARD, None, False
            for ab in ch.abilities:
                if isinstance(ab, Flashback):
                    assert isinstance(ab.cost, ManaCost)
                    return GRAVEYARD, ab.cost, True  # CR 702.34a
        raise IllegalAction(f"{player} has no permission to cast {card} from its {card.zone}.")

    def spell_targets(self, card: GameObject) -> list[TargetSpec]:
        specs: list[TargetSpec] = []
        for ab in self.chars(card).abilities:
            if isinstance(ab, SpellAbility):
                specs.extend(ab.targets)
        return specs

    def cast(
        self,
        player: Player,
        card: GameObject,
        *,
        targets: Sequence[Any] | None = None,
        x: int | None = None,
        distribution: Any = None,
        mana_sources: Sequence[Any] | None = None,
        kicked: bool | None = None,
    ) -> GameObject:
        """Cast a spell (CR 601.2): announce whether to pay its kicker cost (``kicked``; asked
        of the agent when omitted, CR 601.2b, 702.33a), choose targets and X, determine the
        total cost (with cost modifiers and the kicker cost, CR 601.2f), activate mana abilities
        and pay (CR 601.2g-h). ``targets`` has
        one entry per target word (a single target, a list, or ``None``); omitted targets are
        asked of the agent. ``mana_sources`` lists the permanents to tap for mana (each may be
        ``(permanent, "G")`` to fix the mana it makes); by default the game picks them, keeping
        the colors still needed. Returns the spell on the stack."""
        self._check_priority(player, f"cast {card}")
        if not self.is_live(card):
            raise IllegalAction(f"{card} is no longer where it was (CR 400.7).")
        ch = self.chars(card)
        if "land" in ch.types:
            raise IllegalAction(f"{card} is a land; lands are played, not cast (CR 305.9).")
        zone, alt_cost, exile_after = self._cast_source(player, card)
        instant = "instant" in ch.types or FLASH in ch.abilities
        if not instant and not self._sorcery_timing(player):
            raise IllegalAction(
                f"{player} can cast {card} only in their own main phase with an empty stack "
                "(CR 307.1)."
            )
        base = alt_cost if alt_cost is not None else ch.mana_cost
        if base.is_none:
            raise IllegalAction(f"{card} has no mana cost, so it can't be cast (CR 202.1b).")
        ctx = TargetContext(card, player)
        specs = self.spell_targets(card)
        chosen = self._choose_targets(player, card, specs, targets, ctx)
        if chosen is None:
            raise IllegalAction(f"{card} has no legal targets, so it can't be cast (CR 601.2c).")
        if base.has_x and x is None:
            x = self.ask(Decision("x", player, f"Choose X for {card}"))
        xv = x or 0
        kicker = next((ab for ab in ch.abilities if isinstance(ab, Kicker)), None)
        if kicker is None and kicked:
            raise IllegalAction(f"{card} has no kicker cost to pay (CR 702.33a).")
        if kicker is not None and kicked is None:
            kicked = self.ask_may(player, f"Pay the kicker cost {kicker.cost} for {card}?")
        if kicked:
            assert kicker is not None and isinstance(kicker.cost, ManaCost)
            base = base + kicker.cost  # an additional cost (CR 601.2f, 118.8)
        cost = self.spell_cost(player, card, base, xv)
        plan, sources = self._plan(
            player, cost, f"casting {card}", chosen=mana_sources, paying_for=card
        )
        dist = self._choose_distribution(player, specs, chosen, distribution, ctx)
        spell = self.move(
            card, STACK, controller=player, cause="cast", replaceable=False, logged=False
        )  # the cast line tells it
        assert spell is not None
        spell.targets = chosen
        spell.x = xv
        spell.kicked = bool(kicked)
        spell.cast_from = zone
        spell.exile_on_resolve = exile_after
        spell.distribution = dist
        self._execute_plan(player, plan, sources)
        aimed = tuple(t for group in chosen for t in group)
        self.emit(SpellCast(spell, player, self.chars(spell).copy(), zone, aimed))
        self._emit_targeted(chosen, spell, by_spell=True)
        self._after_action(player)
        return spell

    def _emit_targeted(
        self, chosen: Sequence[Sequence[Any]], source: Any, *, by_spell: bool
    ) -> None:
        """Each object chosen as a target becomes the target (CR 115.1); once per object."""
        seen: set[int] = set()
        for group in chosen:
            for target in group:
                if isinstance(target, GameObject) and target.id not in seen:
                    seen.add(target.id)
                    # The cast line names the targets.
                    self.emit(BecameTarget(target, source, by_spell, logged=not by_spell))

    def activated_abilities(self, obj: GameObject) -> list[ActivatedAbility]:
        return [a for a in self.chars(obj).abilities if isinstance(a, ActivatedAbility)]

    def _crew_choice(
        self,
        player: Player,
        vehicle: GameObject,
        power: int,
        given: Sequence[GameObject] | None,
    ) -> list[GameObject]:
        """The creatures tapped to crew (CR 702.122a): other untapped creatures ``player``
        controls with total power ``power`` or greater; summoning sickness doesn't matter
        (CR 302.6 is about {T} abilities of the creature itself)."""
        if not power:
            return []
        cands = [
            o
            for o in self.zone_objects(BATTLEFIELD, player)
            if o is not vehicle and not o.tapped and self.is_creature(o)
        ]
        if given is not None:
            chosen = list(given)
            for c in chosen:
                if c not in cands:
                    raise IllegalAction(f"{c} can't be tapped to crew {vehicle}.")
        else:
            chosen = []
            for c in sorted(cands, key=lambda o: self.chars(o).power or 0, reverse=True):
                if sum(self.chars(o).power or 0 for o in chosen) >= power:
                    break
                chosen.append(c)
        if sum(self.chars(o).power or 0 for o in chosen) < power:
            raise IllegalAction(
                f"{player} can't crew {vehicle}: untapped creatures with total power {power} "
                "or greater are needed (CR 702.122a)."
            )
        return chosen

    def activate(
        self,
        player: Player,
        obj: GameObject,
        index: int = 0,
        *,
        targets: Sequence[Any] | None = None,
        x: int | None = None,
        sacrifice: Sequence[GameObject] | None = None,
        distribution: Any = None,
        mana_choice: int | None = None,
        mana_sources: Sequence[Any] | None = None,
        crew_with: Sequence[GameObject] | None = None,
    ) -> StackAbility | None:
        """Activate the ``index``-th activated ability of ``obj`` (CR 602.2). Mana abilities
        resolve immediately (CR 605.3) and return ``None``. ``sacrifice`` lists the permanents
        chosen for "Sacrifice a ..." costs; ``mana_sources`` the permanents to tap for its mana
        cost (as for :meth:`cast`)."""
        self._check_priority(player, f"activate an ability of {obj}")
        if not self.is_live(obj):
            raise IllegalAction(f"{obj} is no longer where it was (CR 400.7).")
        abilities = self.activated_abilities(obj)
        if not 0 <= index < len(abilities):
            raise IllegalAction(f"{obj} has no activated ability number {index}.")
        ab = abilities[index]
        if obj.zone not in ab.zones:
            raise IllegalAction(f"That ability of {obj} can't be activated from {obj.zone}.")
        if self.controller(obj) is not player:
            raise IllegalAction(f"{player} doesn't control {obj} (CR 602.2).")
        if not ab.gated_open(self, obj):
            raise IllegalAction(
                f"{obj}'s ability can't be activated: it's a Solved ability and {obj} is not "
                "solved (CR 702.169d)."
            )
        if ab.timing == "sorcery" and not self._sorcery_timing(player):
            raise IllegalAction(f"{obj}'s ability can be activated only as a sorcery (CR 602.5d).")
        uses_key = (obj.id, index)
        if ab.max_per_turn is not None and self.ability_uses[uses_key] >= ab.max_per_turn:
            raise IllegalAction(
                f"{obj}'s ability was already activated the maximum number of "
                "times this turn (CR 602.5b)."
            )
        cost = ab.cost
        if cost.tap:
            if obj.tapped:
                raise IllegalAction(f"{obj} is already tapped, so it can't pay {{T}}.")
            if self._summoning_sick(obj):
                raise IllegalAction(
                    f"{obj} has summoning sickness, so its {{T}} ability can't be activated "
                    "(CR 602.5a)."
                )
        if cost.untap and not obj.tapped:
            raise IllegalAction(f"{obj} is untapped, so it can't pay {{Q}}.")
        # Sacrifice choices.
        sac_choice: list[GameObject] = []
        given = list(sacrifice or [])
        for sc in cost.sacrifice:
            cands = [
                o
                for o in self.zone_objects(BATTLEFIELD, player)
                if sc.filter(self, o, TargetContext(obj, player)) and o not in sac_choice
            ]
            if len(cands) < sc.count:
                raise IllegalAction(
                    f"{player} can't sacrifice {sc.description}: not enough permanents."
                )
            if given:
                picks = given[: sc.count]
                given = given[sc.count :]
                for p_ in picks:
                    if p_ not in cands:
                        raise IllegalAction(f"{p_} can't be sacrificed for {sc.description}.")
            else:
                picks = self.ask_choose(
                    player, f"Sacrifice {sc.description}", cands, sc.count, sc.count
                )
            sac_choice.extend(picks)
        crew = self._crew_choice(player, obj, cost.tap_creatures_power, crew_with)
        if cost.pay_life and player.life < cost.pay_life:
            raise IllegalAction(f"{player} can't pay {cost.pay_life} life (CR 119.4).")
        if cost.discard and len(self.hand(player)) < cost.discard:
            raise IllegalAction(f"{player} doesn't have {cost.discard} card(s) to discard.")
        if cost.exile_from_graveyard_mv:
            total = sum(self.chars(c).mana_value for c in self.graveyard(player))
            if total < cost.exile_from_graveyard_mv:
                raise IllegalAction(
                    f"{player} can't collect evidence {cost.exile_from_graveyard_mv}."
                )
        ctx = TargetContext(obj, player)
        chosen = self._choose_targets(player, obj, list(ab.targets), targets, ctx)
        if chosen is None:
            raise IllegalAction(f"{obj}'s ability has no legal targets (CR 602.2b).")
        xv = x or 0
        if cost.mana is not None and cost.mana.has_x and x is None:
            xv = self.ask(Decision("x", player, f"Choose X for {obj}'s ability"))
        mana_cost = cost.mana.with_x(xv) if cost.mana is not None else None
        plan = sources = None
        if mana_cost is not None:
            plan, sources = self._plan(
                player,
                mana_cost,
                f"{obj}'s ability",
                exclude=obj if cost.tap else None,
                extra_life=cost.pay_life,
                chosen=mana_sources,
            )
        dist = self._choose_distribution(player, list(ab.targets), chosen, distribution, ctx)
        if ab.is_mana_ability and ab.effect is None and len(ab.mana) > 1 and mana_choice is None:
            mana_choice = self.ask(
                Decision("mana", player, f"Choose mana for {obj}", list(ab.mana))
            )
        # ---- pay (CR 602.2b, 601.2g-h) ----
        self.ability_uses[uses_key] += 1
        lki = self.snapshot(obj)
        if cost.tap:
            self.tap(obj, logged=False)  # the activation's line shows {T}
        if cost.untap:
            self.untap(obj)
        if plan is not None and sources is not None:
            self._execute_plan(player, plan, sources)
        if cost.pay_life:
            self.lose_life(player, cost.pay_life)
        if cost.discard:
            for c in self.ask_cards(
                player, f"Discard {cost.discard}", self.hand(player), cost.discard, cost.discard
            ):
                self._discard_one(player, c)
        if cost.exile_from_graveyard_mv:
            self.collect_evidence(player, cost.exile_from_graveyard_mv, required=True)
        for creature in crew:
            self.tap(creature)
        for s in sac_choice:
            self.sacrifice(s, player)
        if cost.sacrifice_self:
            self.sacrifice(obj, player)
        made = ab.mana[mana_choice or 0] if ab.is_mana_ability and ab.effect is None else None
        aimed = tuple(t for group in chosen for t in group)
        self.emit(AbilityActivated(obj, player, ab.text, ab.is_mana_ability, made, aimed))
        if ab.is_mana_ability:
            res = Resolution(self, obj, player, ab, chosen, [], xv, source_lki=lki)
            if ab.effect is not None:
                ab.effect(self, res)
            else:
                assert made is not None
                self.add_mana(player, made, logged=False)
            if self.priority is player:
                self._touch()
            return None
        item = StackAbility(self._new_id(), ab, obj, player, lki, chosen, xv, None, dist)
        self.stack.append(item)
        self._touch()
        self._after_action(player)
        return item

    # ------------------------------------------------------------------ resolving
    def _resolve_top(self) -> None:
        self._tick()
        item = self.stack[-1]
        self._resolving = item
        try:
            if isinstance(item, StackAbility):
                self.stack.pop()
                self._bump()
                self._resolve_ability(item)
            else:
                self._resolve_spell(item)
        finally:
            self._resolving = None

    @property
    def resolving(self) -> GameObject | StackAbility | None:
        """The spell or ability currently resolving, if any."""
        return self._resolving

    def _resolve_ability(self, item: StackAbility) -> None:
        ab = item.ability
        res = Resolution(
            self,
            item.source,
            item.controller,
            ab,
            item.targets,
            [],
            item.x,
            item.event,
            dict(item.remembered),
            [],
            dict(item.distribution),
            item.source_lki,
        )
        text = getattr(ab, "text", "")
        cond = getattr(ab, "intervening_if", None)
        if cond is not None and not cond(self, item.source, item.controller):  # CR 603.4
            self.emit(AbilityResolved(item.source, item.controller, text, did_nothing=True))
            return
        if not self._check_targets(res, list(getattr(ab, "targets", ()))):
            self.note(f"{item} doesn't resolve: all its targets are illegal (CR 608.2b).")
            return
        if getattr(ab, "optional", False) and not self.ask_may(item.controller, f"Use {item}?"):
            self.emit(AbilityResolved(item.source, item.controller, text, did_nothing=True))
            return
        # The line saying it resolves comes before the lines of what it does (CR 608.2).
        done = AbilityResolved(item.source, item.controller, text, logged=False)
        self.note(str(done))
        if ab.effect is not None:
            ab.effect(self, res)
        self.emit(done)

    def _resolve_spell(self, spell: GameObject) -> None:
        ch = self.chars(spell)
        controller = spell.controller
        specs = self.spell_targets(spell)
        res = Resolution(
            self,
            spell,
            controller,
            None,
            spell.targets,
            [],
            spell.x,
            None,
            {},
            [],
            dict(spell.distribution),
            None,
            spell,
        )
        if not self._check_targets(res, specs):  # CR 608.2b
            self.emit(SpellResolved(spell, controller, countered_on_resolution=True))
            self._spell_leaves_stack(spell, GRAVEYARD)
            return
        if ch.is_permanent_type:
            aura_target = None
            for ab in ch.abilities:
                if isinstance(ab, SpellAbility) and ab.aura:
                    aura_target = res.target(0)
            self.emit(SpellResolved(spell, controller))
            new = self.move(spell, BATTLEFIELD, controller=controller, cause="resolved")
            if new is not None and aura_target is not None:
                new.attached_to = aura_target
                self._touch()
            return
        done = SpellResolved(spell, controller, logged=False)
        self.note(str(done))  # before the lines of what it does (CR 608.2)
        for ab in ch.abilities:
            if isinstance(ab, SpellAbility) and ab.effect is not None:
                ab.effect(self, res)
        self.emit(done)
        self._spell_leaves_stack(spell, EXILE if spell.exile_on_resolve else GRAVEYARD)

    def _spell_leaves_stack(self, spell: GameObject, zone: str) -> None:
        if not self.is_live(spell):
            return
        if spell.is_spell_copy:  # CR 707.10a: a copy ceases to exist
            self._remove(spell)
            self._touch()
            return
        self.move(spell, zone, cause="spell finished resolving")

    # ================================================================== primitives
    # The methods below are what compiled effects call.

    def solve(self, case: GameObject) -> bool:
        """The Case becomes solved (CR 719.3a). Only a permanent still on the battlefield can
        become solved; the designation stays until it leaves (CR 719.3b). Returns whether it
        became solved now."""
        if not self.on_battlefield(case) or case.solved:
            return False
        case.solved = True
        self.emit(CaseSolved(case, self.controller(case), resolving_kind(self)))
        return True

    def is_solved(self, obj: GameObject) -> bool:
        return self.on_battlefield(obj) and obj.solved

    def deal_damage(
        self,
        source: GameObject | LastKnown,
        target: GameObject | Player | None,
        amount: int,
        *,
        combat: bool = False,
    ) -> int:
        """``source`` deals ``amount`` damage to ``target`` (CR 120.3). Uses last-known
        information if the source left its zone. Handles deathtouch (CR 702.2b), lifelink
        (CR 702.15b) and damage history. Returns the damage dealt."""
        if target is None or amount <= 0:  # CR 120.8
            return 0
        src_obj = source.obj if isinstance(source, LastKnown) else source
        prop = self._replace(WouldDealDamage(src_obj, target, amount, combat))
        if prop is None:
            return 0
        assert isinstance(prop, WouldDealDamage)
        target, amount = prop.target, prop.amount
        if amount <= 0:
            return 0
        if isinstance(target, GameObject):
            if not self.on_battlefield(target):
                return 0
            if not self.chars(target).types & {"creature", "planeswalker", "battle"}:
                return 0  # CR 120.1a
        elif target.lost:
            return 0
        lki = source if isinstance(source, LastKnown) else self.snapshot(source)
        sch = lki.chars
        controller = lki.controller
        # The damage is dealt, then its results are logged (CR 120.3): life loss for a player,
        # damage marked on a creature (which may die at the next state-based check).
        if isinstance(target, Player):
            target.life -= amount  # CR 120.3a
        else:
            target.damage += amount  # CR 120.3e
            if DEATHTOUCH in sch.abilities:
                target.damaged_by_deathtouch = True
        self.emit(DamageDealt(lki, controller, target, amount, combat))
        if isinstance(target, Player):
            self.emit(LifeLost(target, amount, target.life))
        if LIFELINK in sch.abilities and controller is not None:
            self.gain_life(controller, amount)
        return amount

    def destroy(self, obj: GameObject, *, cause: str = "destroyed") -> GameObject | None:
        """Destroy a permanent (CR 701.8): move it to its owner's graveyard."""
        if not self.on_battlefield(obj):
            return None
        lki = self.snapshot(obj)
        new = self.move(obj, GRAVEYARD, cause=cause)
        if new is not None or not self.is_live(obj):
            self.emit(Destroyed(lki, logged=False))  # the zone change's line tells it
        return new

    def exile(self, obj: GameObject, *, cause: str = "exiled") -> GameObject | None:
        return self.move(obj, EXILE, cause=cause)

    def sacrifice(self, obj: GameObject, player: Player | None = None) -> GameObject | None:
        """Sacrifice a permanent (CR 701.21): its controller moves it to the graveyard."""
        if not self.on_battlefield(obj):
            return None
        player = player or self.controller(obj)
        if self.controller(obj) is not player:
            return None
        lki = self.snapshot(obj)
        new = self.move(obj, GRAVEYARD, cause=f"sacrificed by {player}")
        self.emit(Sacrificed(lki, player, logged=False))  # the zone change's line tells it
        return new

    def return_to_hand(self, obj: GameObject) -> GameObject | None:
        return self.move(obj, HAND, cause="returned to hand")

    def put_onto_battlefield(
        self,
        obj: GameObject,
        controller: Player | None = None,
        *,
        tapped: bool = False,
        face_down: bool = False,
    ) -> GameObject | None:
        """Put a card onto the battlefield (under ``controller``'s control, default owner)."""
        return self.move(
            obj,
            BATTLEFIELD,
            controller=controller or obj.owner,
            tapped=tapped,
            face_down=face_down,
            cause="put onto the battlefield",
        )

    def create_token(
        self,
        definition: CardDefinition,
        controller: Player,
        count: int = 1,
        *,
        tapped: bool = False,
        source: GameObject | None = None,
    ) -> list[GameObject]:
        """Create ``count`` tokens (CR 111.1), through replacement effects such as "those tokens
        plus a Clue token are created instead" (CR 614). Returns the tokens created."""
        if count <= 0:
            return []
        prop = self._replace(WouldCreateTokens(controller, [definition] * count, source, tapped))
        if prop is None:
            return []
        assert isinstance(prop, WouldCreateTokens)
        made: list[GameObject] = []
        for d in prop.definitions:
            tok = GameObject(
                id=self._new_id(),
                card_key=self._next_card,
                definition=d,
                owner=prop.controller,
                controller=prop.controller,
                zone=BATTLEFIELD,
                timestamp=self._ts(),
                is_token=True,
                tapped=prop.tapped,
            )
            self._next_card += 1
            self.objects[tok.id] = tok
            self._insert(tok, BATTLEFIELD)
            tok.last_controller = prop.controller
            self._apply_enters_replacements(tok)
            self._touch()
            made.append(tok)
        for tok in made:
            self.emit(ZoneChange(tok, None, None, BATTLEFIELD, "token created"))
            self.emit(TokenCreated(tok, prop.controller))
        return made

    def investigate(self, player: Player, count: int = 1) -> list[GameObject]:
        """Investigate (CR 701.16a): create a Clue token."""
        out: list[GameObject] = []
        for _ in range(count):
            out += self.create_token(self.clue_definition, player)
            self.emit(Investigated(player))
        return out

    def suspect(self, obj: GameObject) -> None:
        """Suspect a creature (CR 701.60): menace and "can't block" while suspected."""
        if not self.on_battlefield(obj) or obj.suspected:
            return  # CR 701.60d: a suspected permanent can't become suspected again
        obj.suspected = True
        # The abilities it gains apply in layer 6 in timestamp order, so a later "loses all
        # abilities" removes them while it stays suspected (CR 701.60c, 613.7).
        obj.note["suspected_timestamp"] = self._ts()
        self._holders_dirty = True
        self._touch()
        self.emit(Suspected(obj))

    def unsuspect(self, obj: GameObject) -> None:
        obj.suspected = False
        self._holders_dirty = True
        self._touch()

    def draw(self, player: Player, n: int = 1) -> list[GameObject]:
        """Draw ``n`` cards one at a time (CR 121.2). Drawing from an empty library makes the
        player lose at the next state-based check (CR 704.5b)."""
        drawn: list[GameObject] = []
        for _ in range(n):
            prop = self._replace(WouldDraw(player))
            if prop is None:
                continue
            lib = self._zones[(player.index, LIBRARY)]
            if not lib:
                player.drew_from_empty_library = True  # CR 704.5b
                self._touch()
                continue
            new = self.move(lib[0], HAND, cause="drawn", replaceable=False, logged=False)
            if new is not None:
                drawn.append(new)
                self.emit(CardDrawn(player, new))
        return drawn

    def _discard_one(self, player: Player, card: GameObject) -> GameObject | None:
        new = self.move(card, GRAVEYARD, cause="discarded", logged=False)
        if new is not None:
            self.emit(Discarded(player, new))
        return new

    def discard(
        self, player: Player, n: int = 1, *, chooser: Player | None = None, random: bool = False
    ) -> list[GameObject]:
        """``player`` discards ``n`` cards (CR 701.9), chosen by ``chooser`` (default the
        player) or at random."""
        hand = self.hand(player)
        n = min(n, len(hand))
        if n <= 0:
            return []
        if random:
            cards = self.rng.sample(hand, n)
        else:
            cards = self.ask_cards(chooser or player, f"Discard {n} card(s)", hand, n, n)
        out = [self._discard_one(player, c) for c in cards]
        return [c for c in out if c is not None]

    def discard_cards(self, player: Player, cards: Sequence[GameObject]) -> list[GameObject]:
        out = [self._discard_one(player, c) for c in cards if c.zone == HAND]
        return [c for c in out if c is not None]

    def discard_hand(self, player: Player) -> list[GameObject]:
        return self.discard_cards(player, self.hand(player))

    def mill(self, player: Player, n: int) -> list[GameObject]:
        """Mill ``n`` (CR 701.17): top ``n`` cards into the graveyard."""
        cards = self.library(player)[:n]
        out = [c for c in (self.move(c, GRAVEYARD, cause="milled") for c in cards) if c]
        if cards:
            self.emit(Milled(player, out))
        return out

    def surveil(self, player: Player, n: int) -> list[GameObject]:
        """Surveil ``n`` (CR 701.25): any of the top ``n`` to the graveyard, rest back on top.
        Returns the cards put into the graveyard."""
        top = self.library(player)[:n]
        if n <= 0 or not top:
            return []
        to_gy = self.ask_cards(
            player, f"Surveil {n}: choose cards to put into your graveyard", top, 0, len(top)
        )
        out = [c for c in (self.move(c, GRAVEYARD, cause="surveil") for c in to_gy) if c]
        self.emit(Surveilled(player, n, len(out)))
        return out

    def scry(self, player: Player, n: int) -> list[GameObject]:
        """Scry ``n`` (CR 701.22): any of the top ``n`` to the bottom, rest on top."""
        top = self.library(player)[:n]
        if n <= 0 or not top:
            return []
        bottom = self.ask_cards(
            player, f"Scry {n}: choose cards to put on the bottom", top, 0, len(top)
        )
        lib = self._zones[(player.index, LIBRARY)]
        for c in bottom:
            lib.remove(c)
            lib.append(c)
        self._touch()
        self.emit(Scried(player, n, len(bottom)))
        return bottom

    def shuffle(self, player: Player) -> None:
        self.rng.shuffle(self._zones[(player.index, LIBRARY)])
        self.emit(Shuffled(player))

    def search_library(
        self,
        player: Player,
        filter: Callable[[Game, GameObject], bool] | None = None,
        *,
        max: int = 1,
        reveal: bool = False,
        to_zone: str = HAND,
        tapped: bool = False,
        shuffle: bool = True,
        prompt: str = "Search your library",
    ) -> list[GameObject]:
        """Search a library for up to ``max`` cards matching ``filter`` (CR 701.23), reveal them
        if asked, put them into ``to_zone``, then shuffle. Returns the moved cards."""
        cands = [c for c in self.library(player) if filter is None or filter(self, c)]
        picks = self.ask_cards(player, prompt, cands, 0, max) if cands else []
        if reveal and picks:
            self.emit(Revealed(player, list(picks)))
        out = []
        for c in picks:
            new = self.move(c, to_zone, controller=player, tapped=tapped, cause="searched")
            if new is not None:
                out.append(new)
        if shuffle:
            self.shuffle(player)
        return out

    def reveal(self, player: Player, cards: Sequence[GameObject]) -> None:
        self.emit(Revealed(player, list(cards)))

    def gain_life(self, player: Player, amount: int) -> int:
        if amount <= 0 or player.lost:
            return 0
        player.life += amount
        self.emit(LifeGained(player, amount, player.life))
        return amount

    def lose_life(self, player: Player, amount: int) -> int:
        if amount <= 0:
            return 0
        player.life -= amount
        self.emit(LifeLost(player, amount, player.life))
        return amount

    def put_counters(self, obj: GameObject, kind: str, n: int = 1) -> int:
        """Put ``n`` counters of ``kind`` (``"+1/+1"``, ``"-1/-1"``...) on a permanent."""
        if n <= 0 or not self.is_live(obj):
            return 0
        obj.counters[kind] = obj.counters.get(kind, 0) + n
        self.emit(CountersPut(obj, kind, n))
        return n

    def remove_counters(self, obj: GameObject, kind: str, n: int = 1) -> int:
        have = obj.counters.get(kind, 0)
        n = min(n, have)
        if n <= 0:
            return 0
        obj.counters[kind] = have - n
        self.emit(CountersRemoved(obj, kind, n))
        return n

    def tap(self, obj: GameObject, *, logged: bool = True) -> bool:
        """Tap a permanent (``logged=False`` when the line of the ability it pays for tells
        it)."""
        if obj.tapped or not self.on_battlefield(obj):
            return False
        obj.tapped = True
        self.emit(Tapped(obj, logged=logged))
        return True

    def untap(self, obj: GameObject) -> bool:
        if not obj.tapped or not self.on_battlefield(obj):
            return False
        obj.tapped = False
        self.emit(Untapped(obj))
        return True

    # ---- continuous effects from resolving spells and abilities (CR 611.2)
    def add_effect(
        self,
        part: LayerEffect,
        objs: Iterable[GameObject],
        source: Any,
        controller: Player,
        *,
        until: str | Callable[[Game], bool] | None = "end_of_turn",
        text: str = "",
    ) -> ContinuousEffect:
        """Create a continuous effect on a locked-in set of objects (CR 611.2c)."""
        ce = ContinuousEffect(
            part, frozenset(o.id for o in objs), source, controller, self._ts(), until, text
        )
        self.continuous_effects.append(ce)
        self._touch()
        return ce

    def end_effect(self, ce: ContinuousEffect) -> None:
        if ce in self.continuous_effects:
            self.continuous_effects.remove(ce)
            self._touch()

    def pump(
        self,
        obj: GameObject,
        power: int,
        toughness: int,
        *,
        source: Any = None,
        controller: Player | None = None,
        until: str | None = "end_of_turn",
    ) -> ContinuousEffect:
        """ "gets +N/+M until end of turn" (layer 7c)."""
        from .effects import modify_pt

        return self.add_effect(
            LayerEffect("7c", modify_pt(power, toughness)),
            [obj],
            source,
            controller or self.controller(obj),
            until=until,
        )

    def grant_abilities(
        self,
        obj: GameObject,
        abilities: Sequence[Any],
        *,
        source: Any = None,
        controller: Player | None = None,
        until: str | None = "end_of_turn",
    ) -> ContinuousEffect:
        """ "gains [abilities] until end of turn" (layer 6)."""
        from .effects import add_abilities

        return self.add_effect(
            LayerEffect("6", add_abilities(*abilities)),
            [obj],
            source,
            controller or self.controller(obj),
            until=until,
        )

    def become(
        self,
        obj: GameObject,
        *,
        types: Iterable[str] = (),
        subtypes: Iterable[str] = (),
        power: int | None = None,
        toughness: int | None = None,
        abilities: Sequence[Any] = (),
        colors: Iterable[str] | None = None,
        source: Any = None,
        controller: Player | None = None,
        until: str | None = None,
    ) -> list[ContinuousEffect]:
        """ "It becomes a 0/0 Bird creature with flying in addition to its other types":
        type-adding (layer 4), color-setting (5), ability-adding (6) and P/T-setting (7b)
        effects."""
        from .effects import add_abilities, add_types, set_colors, set_pt

        ctrl = controller or self.controller(obj)
        out = []
        if types or subtypes:
            out.append(
                self.add_effect(
                    LayerEffect("4", add_types(types, subtypes)), [obj], source, ctrl, until=until
                )
            )
        if colors is not None:
            out.append(
                self.add_effect(
                    LayerEffect("5", set_colors(colors)), [obj], source, ctrl, until=until
                )
            )
        if abilities:
            out.append(
                self.add_effect(
                    LayerEffect("6", add_abilities(*abilities)), [obj], source, ctrl, until=until
                )
            )
        if power is not None or toughness is not None:
            out.append(
                self.add_effect(
                    LayerEffect("7b", set_pt(power, toughness)), [obj], source, ctrl, until=until
                )
            )
        return out

    def gain_control(
        self,
        player: Player,
        obj: GameObject,
        *,
        source: Any = None,
        until: str | None = None,
    ) -> ContinuousEffect | None:
        """``player`` gains control of ``obj`` (layer 2), until end of turn or indefinitely."""
        if not self.on_battlefield(obj):
            return None
        from .effects import set_controller

        ce = self.add_effect(
            LayerEffect("2", set_controller(player)), [obj], source, player, until=until
        )
        self._refresh_control()
        return ce

    def exchange_control(self, a: GameObject, b: GameObject, *, source: Any = None) -> bool:
        """Exchange control of two permanents (CR 701.12b): nothing happens unless both are
        still on the battlefield."""
        if not (self.on_battlefield(a) and self.on_battlefield(b)):
            return False
        ca, cb = self.controller(a), self.controller(b)
        if ca is cb:
            return False
        self.gain_control(cb, a, source=source)
        self.gain_control(ca, b, source=source)
        return True

    def become_copy(self, obj: GameObject, original: GameObject | LastKnown) -> None:
        """``obj`` becomes a copy of ``original`` (CR 707.2): copiable values only — never the
        solved, suspected, tapped or counter state (CR 719.3b, 701.60b)."""
        src = original.obj if isinstance(original, LastKnown) else original
        obj.copy_values = src.copiable
        obj.copy_timestamp = self._ts()
        obj.is_copy = True
        self._holders_dirty = True
        self._bf_changes += 1
        self._touch()

    def copy_spell(
        self, spell: GameObject, controller: Player, *, new_targets: bool = True
    ) -> GameObject | None:
        """Put a copy of ``spell`` on the stack (CR 707.10). The copy isn't cast; a copy of a
        permanent spell becomes a token as it resolves without being "created" (CR 111.13)."""
        if not (self.is_live(spell) and spell.zone == STACK):
            return None
        copy = GameObject(
            id=self._new_id(),
            card_key=self._next_card,
            definition=spell.copiable,
            owner=controller,
            controller=controller,
            zone=STACK,
            timestamp=self._ts(),
            is_spell_copy=True,
            is_copy=True,
            x=spell.x,
            kicked=spell.kicked,  # CR 707.10: choices made as the original was cast
            targets=[list(t) for t in spell.targets],
            distribution=dict(spell.distribution),
        )
        self._next_card += 1
        self.objects[copy.id] = copy
        self.stack.append(copy)
        specs = self.spell_targets(copy)
        if new_targets and specs and self.ask_may(controller, f"Choose new targets for {copy}?"):
            chosen = self._choose_targets(
                controller, copy, specs, None, TargetContext(copy, controller)
            )
            if chosen is not None:
                copy.targets = chosen
        self.emit(SpellCopied(copy, spell, controller))
        return copy

    def exile_top(self, player: Player, n: int) -> list[GameObject]:
        """Exile the top ``n`` cards of ``player``'s library; returns the exiled objects."""
        out = []
        for c in self.library(player)[:n]:
            new = self.move(c, EXILE, cause="exiled from library")
            if new is not None:
                out.append(new)
        return out

    def grant_play_permission(
        self,
        card: GameObject,
        player: Player,
        *,
        this_turn: bool = True,
        kind: str = "play",
        exile_after: bool = False,
    ) -> None:
        """ "You may play that card this turn" (``kind="play"``) or "you may cast"
        (``kind="cast"``). The permission belongs to this object; a zone change ends it
        (CR 400.7)."""
        card.permissions.append(
            CastPermission(player, kind, self.turn if this_turn else None, exile_after)
        )
        self._touch()

    def grant_cast_from_graveyard(
        self, cards: Iterable[GameObject], player: Player, *, this_turn: bool = True
    ) -> None:
        """Cards gain "You may cast this card from your graveyard" (until end of turn)."""
        for c in cards:
            self.grant_play_permission(c, player, this_turn=this_turn, kind="cast")

    def conjure(
        self,
        definition: CardDefinition,
        player: Player,
        zone: str = HAND,
        *,
        position: str | int = "top",
    ) -> GameObject:
        """Conjure (digital-only): create a new card owned by ``player`` in ``zone``."""
        obj = self.add_card(definition, player, zone, position=position, sick=True)
        if zone == BATTLEFIELD:
            self.emit(ZoneChange(obj, None, None, BATTLEFIELD, "conjured"))
        else:
            self.note(f"{player} conjures {obj} into their {zone}")
        return obj

    def _can_equip(self, equipment: GameObject, target: Any) -> bool:
        """CR 301.5c: Equipment can be attached only to a creature, never to itself, and an
        Equipment that is also a creature can't equip a creature (no reconfigure here)."""
        return (
            target is not equipment
            and self.on_battlefield(target)
            and self.is_creature(target)
            and not self.is_creature(equipment)
        )

    def attach(self, obj: GameObject, target: GameObject | None) -> bool:
        """Attach an Aura or Equipment to a permanent (CR 701.3); ``None`` unattaches. An
        attempt to attach an object illegally does nothing (CR 701.3b)."""
        if not self.on_battlefield(obj) or (target is not None and not self.on_battlefield(target)):
            return False
        if (
            target is not None
            and "equipment" in self.chars(obj).subtypes
            and not self._can_equip(obj, target)
        ):
            return False
        obj.attached_to = target
        self._touch()
        self.note(f"{obj} becomes attached to {target}" if target else f"{obj} is unattached")
        return True

    def log_lines(self) -> list[str]:
        """The event log as readable lines (what a ``--log`` option prints)."""
        return [str(e) for e in self.log if e.logged]

    def turn_face_up(self, obj: GameObject) -> bool:
        if not self.on_battlefield(obj) or not obj.face_down:
            return False
        obj.face_down = False
        self._holders_dirty = True
        self._bf_changes += 1
        self.emit(TurnedFaceUp(obj))
        return True

    def collect_evidence(self, player: Player, n: int, *, required: bool = False) -> bool:
        """Collect evidence N (CR 701.59): exile cards with total mana value N or more from
        your graveyard. Returns whether it was done."""
        gy = self.graveyard(player)
        if sum(self.chars(c).mana_value for c in gy) < n:
            if required:
                raise IllegalAction(f"{player} can't collect evidence {n}.")
            return False
        chosen: list[GameObject] = []
        while sum(self.chars(c).mana_value for c in chosen) < n:
            rest = [c for c in gy if c not in chosen]
            chosen += self.ask_cards(player, f"Collect evidence {n}: exile a card", rest, 1, 1)
        for c in chosen:
            self.move(c, EXILE, cause="collect evidence")
        return True

    # ================================================================== queries
    def permanents(
        self,
        controller: Player | None = None,
        filter: Callable[[Game, GameObject], bool] | None = None,
    ) -> list[GameObject]:
        return [
            o
            for o in self.zone_objects(BATTLEFIELD, controller)
            if filter is None or filter(self, o)
        ]

    def creatures(self, controller: Player | None = None) -> list[GameObject]:
        return self.permanents(controller, lambda g, o: g.is_creature(o))

    def count(
        self,
        controller: Player | None = None,
        filter: Callable[[Game, GameObject], bool] | None = None,
    ) -> int:
        return len(self.permanents(controller, filter))

    def total_power(self, controller: Player) -> int:
        return sum(self.chars(o).power or 0 for o in self.creatures(controller))

    def colors_among(self, controller: Player) -> set[str]:
        out: set[str] = set()
        for o in self.permanents(controller):
            out |= self.chars(o).colors
        return out

    def attacking(self) -> list[GameObject]:
        return list(self.combat.attackers) if self.combat is not None else []

    def is_attacking(self, obj: GameObject) -> bool:
        return self.combat is not None and obj in self.combat.attackers

    def can_block(self, obj: GameObject) -> bool:
        return CANT_BLOCK not in self.chars(obj).abilities

    def declare_attackers(self, attackers: dict[GameObject, Any] | Sequence[GameObject]) -> None:
        """Declare attackers (CR 508.1). A list attacks the (first) opponent."""
        combat_mod.declare_attackers(self, attackers)

    def declare_blockers(self, blocks: dict[GameObject, GameObject]) -> None:
        """Declare blockers (CR 509.1) as a dict blocker -> attacker."""
        combat_mod.declare_blockers(self, blocks)

    def describe(self) -> str:
        """A short human-readable state summary."""
        lines = [f"Turn {self.turn}, {self.step}, active {self.active}, priority {self.priority}"]
        for p in self.players:
            perms = ", ".join(
                f"{o}{'(T)' if o.tapped else ''}{'(solved)' if o.solved else ''}"
                for o in self.zone_objects(BATTLEFIELD, p)
            )
            lines.append(
                f"{p}: {p.life} life, hand {len(self.hand(p))}, "
                f"library {len(self.library(p))}: {perms}"
            )
        if self.stack:
            lines.append("Stack: " + " | ".join(map(str, self.stack)))
        return "\n".join(lines)


def resolving_kind(game: Game) -> str | None:
    item = game.resolving
    if isinstance(item, StackAbility):
        return getattr(item.ability, "kind", None)
    return None
