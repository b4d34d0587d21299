"""The game engine. :class:`Game` holds the state (players, zones, the stack, the turn) and its
set-up and queries; its behaviour is split by section of the rules into mixins, one module each:
``zones`` (zones and moving objects), ``triggers`` (events and triggered abilities),
``replacement`` (replacement effects), ``sba`` (state-based actions), ``turns`` (turn
structure and priority), ``targeting`` (targets), ``costs`` (costs and mana), ``actions``
(player actions), ``resolution`` (resolving), ``primitives`` (what effects call) and
``continuous`` (characteristics, layers and continuous effects). ``records`` holds the plain
records they share (stack abilities, pending and delayed triggers, the steps).

Player actions (CR 116, 117): :meth:`Game.play_land`, :meth:`Game.cast`, :meth:`Game.activate`,
:meth:`Game.pass_priority`, :meth:`Game.pass_until`, :meth:`Game.declare_attackers`,
:meth:`Game.declare_blockers`. Each either happens completely or raises
:class:`~karlov.runtime.errors.IllegalAction` leaving the game unchanged.
"""

from __future__ import annotations

import builtins
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from . import combat as combat_mod
from .abilities import (
    CANT_BLOCK,
    ReplacementEffect,
)
from .actions import ActionsMixin
from .agent import Agent, Decision, DefaultAgent
from .ascend import grant_citys_blessings, has_ascend
from .continuous import ContinuousMixin
from .costs import CostsMixin
from .errors import GameLoopLimit, IllegalAction
from .events import Event
from .history import TurnHistory
from .layers import (
    ContinuousEffect,
    Part,
)
from .limits import MAX_OBJECTS, check_count, check_objects
from .lookback import Departure
from .morph import MorphMixin
from .objects import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    OUTSIDE,
    STACK,
    CardDefinition,
    Characteristics,
    GameObject,
    LastKnown,
    Player,
    PlayerRef,
)
from .prevention import NextDrawShield, PreventionMixin, PreventionShield, RedirectionShield
from .primitives import PrimitivesMixin
from .records import STEPS, DelayedTrigger, PendingTrigger, StackAbility, _TriggerTable
from .replacement import ReplacementMixin
from .resolution import ResolutionMixin, resolving_kind
from .sba import StateBasedActionsMixin
from .targeting import TargetingMixin
from .tokens import predefined_token
from .triggers import TriggersMixin
from .turns import TurnsMixin
from .zones import ZonesMixin, enters_with_loyalty

__all__ = ["STEPS", "Game", "StackAbility", "resolving_kind"]


class Game(
    ZonesMixin,
    TriggersMixin,
    ReplacementMixin,
    StateBasedActionsMixin,
    TurnsMixin,
    TargetingMixin,
    CostsMixin,
    ActionsMixin,
    MorphMixin,
    ResolutionMixin,
    PrimitivesMixin,
    ContinuousMixin,
    PreventionMixin,
):
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
        #: die results to roll next, in order, before the seeded generator decides (a
        #: scenario fixes what its rolls come up as: ``rolls = [...]``, :meth:`roll_die`)
        self.fixed_rolls: list[int] = []
        #: coin flips to make next, won (True) or lost, in order, before the seeded generator
        #: decides (a scenario's ``flips = [...]``, CR 705.2)
        self.fixed_flips: list[bool] = []
        if agents is None:
            agents = {}
        if not isinstance(agents, dict):
            agents = dict(enumerate(agents))
        self.agents: dict[int, Agent] = {
            p.index: agents.get(p.index, DefaultAgent()) for p in self.players
        }
        self.max_actions = max_actions
        self.actions = 0
        self.clue_definition = clue or predefined_token("Clue")
        self.echo = echo
        self.objects: dict[int, GameObject] = {}
        self._zones: dict[tuple[int | None, str], list[GameObject]] = {}
        for p in self.players:
            for z in (LIBRARY, HAND, GRAVEYARD, OUTSIDE):
                self._zones[(p.index, z)] = []
        self._zones[(None, BATTLEFIELD)] = []
        self._zones[(None, EXILE)] = []
        self._zones[(None, COMMAND)] = []  # dungeon cards brought in by venturing (CR 309.2b)
        self.stack: list[GameObject | StackAbility] = []
        self.lki: dict[int, LastKnown] = {}
        self._departures: dict[int, Departure] = {}
        self.log: list[Event] = []
        self.turn = 0
        #: "[player] can't cast spells this turn" (CR 101.2): ``execute.CastBan`` records
        self.cast_bans: list[Any] = []
        #: "You may cast spells this turn as though they had flash" (CR 702.8a, 601.3b):
        #: ``execute.CastBan`` records of the permission, for the turn it is given
        self.flash_grants: list[Any] = []
        self.active: Player = self.players[0]
        self.step = "main1"
        self.priority: Player | None = None
        self._priority_due: Player | None = None
        self.passes = 0
        self.awaiting: str | None = None
        self.started = False
        self.winner: Player | None = None
        self.over = False
        self.continuous_effects: list[ContinuousEffect] = []
        #: Prevention effects resolving spells and abilities created (CR 615).
        self.prevention_shields: list[PreventionShield | RedirectionShield | NextDrawShield] = []
        self.damage_unpreventable: list[tuple[str, Any]] = []
        #: the players who drew a card in the step now (CR 504.1: the draw step's first draw)
        self.drawn_this_step: set[int] = set()
        #: Replacement effects a resolved ability created for one permanent (unearth's "if it
        #: would leave the battlefield, exile it instead", CR 702.84a): (effect, permanent);
        #: each lasts while that object is on the battlefield (CR 400.7).
        self.object_replacements: list[tuple[ReplacementEffect, GameObject]] = []
        #: Cards exiled "until [a permanent] leaves the battlefield" (CR 610.3), by the id of
        #: that permanent: each card in exile and the zone it came from; ``returns_due``, those
        #: to return once the event that made their permanent leave is over (:mod:`.until_leaves`).
        self.exiled_until_leaves: dict[int, list[tuple[GameObject, str]]] = {}
        # The cards each object's linked ability exiled (CR 607.2a): (the id of the object, the
        # link key) -> the cards as they went into exile (:meth:`.execute.Interpreter.linked_exile`)
        self.linked_exiles: dict[tuple[int, str], list[GameObject]] = {}
        self.returns_due: list[tuple[GameObject, str]] = []
        self.pending: list[PendingTrigger] = []
        # the event an intervening "if" is being checked with (CR 603.4, 603.7c)
        self.condition_event: Any = None
        self.delayed: list[DelayedTrigger] = []
        #: The player who is the monarch (CR 725.1; None: no monarch yet) and what the
        #: monarch's inherent triggered abilities name as their source, which they have not
        #: (CR 725.2, :mod:`.monarch`).
        self.monarch: Player | None = None
        self.monarch_source: GameObject | None = None
        self.history = TurnHistory(0)
        self.past_turns: list[TurnHistory] = []
        self.combat: combat_mod.Combat | None = None
        #: how many combat phases have ended this game: an effect "until end of combat" ends
        #: as the next one ends (CR 500.5a, 511.2)
        self.combats_ended = 0
        self.version = 0
        # Characteristics cache (CR 613): see :meth:`chars`.
        self._chars_cache: dict[int, tuple[Any, ...]] = {}
        self._computing: dict[int, Characteristics] = {}
        #: The X announced for the spell whose total cost is being determined, by its id: its
        #: mana value counts it then (CR 601.2b, 601.2f, 202.3e) though the runtime keeps
        #: the card where it was until the cost is paid.
        self.announced_x: dict[int, int] = {}
        #: The targets chosen for that spell, by its id, as its total cost is determined (CR
        #: 601.2c comes before 601.2f): "This spell costs {2} less to cast if it targets ...".
        self.announced_targets: dict[int, list[list[Any]]] = {}
        self._collecting = False
        self._parts: dict[str, list[Part]] = {}
        self._parts_version = -1
        self._env = 0
        # The pure parts of the last refresh and the world they read, and its env (see
        # ``ContinuousMixin._refresh_parts``).
        self._kept: tuple[Any, ...] | None = None
        self._kept_env = 0
        self._condition_rounds = 0  # rounds of "as long as" checks so far (their cache keys)
        self._ability_env = 0
        self._control_changes = False  # whether an effect of layer 2 applies (CR 613.1b)
        self._holders: list[GameObject] = []
        self._holders_dirty = True
        # Whether the last refresh found nothing that makes a continuous effect (see
        # ``ContinuousMixin._still_quiet``).
        self._quiet = False
        self._triggers: _TriggerTable | None = None
        # The replacement abilities of the permanents, and the key they were found under.
        self._replacement_index: tuple[tuple[int, int], list[Any]] | None = None
        self._bf_changes = 0
        # Battlefield changes that may change the printed-ability indexes (see
        # ``ZonesMixin._battlefield_changed``).
        self._bf_indexed_changes = 0
        # Objects outside the battlefield with abilities that trigger in their zone.
        self._offfield_triggers: dict[int, GameObject] = {}
        # Objects outside the battlefield with replacement effects that work in their zone.
        self._offfield_replacements: dict[int, GameObject] = {}
        self._sba_dirty = True
        self._sba_env = -1
        # Whether an ascend permanent was seen: the city's blessing is then checked after each
        # event that may bring it (CR 702.131b; :mod:`.ascend`).
        self._ascend_watch = False
        self._next_id = 1
        self._next_card = 1
        self._timestamp = 0
        self._resolving: GameObject | StackAbility | None = None
        self._cleanup_again = False
        self.ability_uses: Counter[tuple[int, int]] = Counter()
        #: How many times each (object, activated ability) resolved this turn (CR 608.2): "If
        #: this is the third time this ability has resolved this turn".
        self.ability_resolutions: Counter[tuple[int, int]] = Counter()
        #: How many times each (object, triggered ability) with a limit triggered this turn.
        self.trigger_uses: Counter[tuple[int, str]] = Counter()
        #: Permanents (by id) a loyalty ability of which was activated this turn (CR 606.3).
        self.loyalty_activated: set[int] = set()
        #: Permanents that don't untap during their controller's next untap step (CR 502.3).
        self.skip_next_untap: set[int] = set()
        #: "~ doesn't untap during your next untap step" (CR 502.3): by player index, the
        #: objects that don't untap in that player's next untap step (the effect ends then).
        self.skip_untap_of: dict[int, set[int]] = {}
        #: "skips their next untap step" (CR 614.10): by (player index, what), how many of
        #: the next turns, steps or combat phases of that player to skip
        self.skips: dict[tuple[int, str], int] = {}
        #: "skips all combat phases of their next turn" (CR 614.10, 500.8): the turn number
        #: whose combat phases, added ones too, are skipped (0: none)
        self.combat_skipped_turn = 0
        #: "Lands you control don't untap during your next untap step" (CR 502.3): by player
        #: index, tests of the permanents that don't untap in that player's next untap step.
        self.skip_untap_matching: dict[int, list[Callable[[GameObject], bool]]] = {}
        #: Extra turns to take after this one, the most recently created last (CR 500.7: it is
        #: taken first), and the player of the last turn of the normal order while extra
        #: turns are taken (None: the current turn is of the normal order).
        self.extra_turns: list[Player] = []
        #: The number of each extra turn of :attr:`extra_turns` (counted from 1 as each is
        #: created), the number of extra turns created so far, and the number of the extra
        #: turn being taken (None in a turn of the normal order): "that turn's end step" of
        #: the extra turn an instruction created (CR 500.7, 603.7a)
        self.extra_turn_numbers: list[int] = []
        self.extra_turns_created = 0
        self.this_extra_turn: int | None = None
        #: "After this phase, there is an additional combat phase" (CR 500.8): the phases
        #: ("combat", "main") each effect of the current phase adds after it, in the order
        #: created, and the phases still to come before the turn goes on (the first entries
        #: "combat" / "main", the last the step the turn resumes with).
        self.phases_after_this_one: list[tuple[str, ...]] = []
        self.phase_queue: list[str] = []
        self._normal_active: Player | None = None
        #: Per player index, the timestamps at which their upkeeps began, in order (echo's
        #: "since the beginning of your last upkeep", CR 702.30a).
        self.upkeeps_begun: dict[int, list[int]] = {}
        self.skip_first_draw = True
        self.first_turn_player: Player = self.players[0]

    # ------------------------------------------------------------------ ids & helpers
    def _new_id(self) -> int:
        if len(self.objects) > MAX_OBJECTS:  # a backstop: the work checks before it starts
            check_objects(self, 1, "a new object")
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

    def roll_die(self, player: PlayerRef, sides: int) -> int:
        """``player`` rolls a d``sides`` (CR 706.1): a result from 1 to ``sides``, each
        equally likely (CR 706.1a), by the game's seeded generator -- or the next of
        :attr:`fixed_rolls`, which must be one a d``sides`` can roll. Logged."""
        player = self.player(player)
        if self.fixed_rolls:
            result = self.fixed_rolls.pop(0)
            if not 1 <= result <= sides:
                raise IllegalAction(f"a d{sides} can't roll {result} (CR 706.1a).")
        else:
            result = self.rng.randint(1, sides)
        self.note(f"{player} rolls a d{sides}: {result} (CR 706.1)")
        return result

    def opponents(self, player: PlayerRef) -> list[Player]:
        player = self.player(player)
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
        """``player`` chooses from ``options`` at least ``min`` and at most ``max`` of them; with
        fewer options than that, as many as there are (CR 609.3: do as much as possible), so
        "sacrifice two permanents" with one permanent is no choice."""
        options = list(options)
        if not options:
            return []
        least, most = builtins.min(min, len(options)), builtins.min(max, len(options))
        return self.ask(Decision(kind, player, prompt, options, min=least, max=most))

    def ask_order(self, player: Player, prompt: str, objects: Sequence[GameObject]) -> list:
        """``player`` arranges ``objects`` ("in any order", CR 401.4, 701.22a): a real choice
        once there are two, which a strict scenario must answer."""
        objects = list(objects)
        if len(objects) < 2:
            return objects
        decision = Decision("cards", player, prompt, objects, min=len(objects), max=len(objects))
        decision.extra["ordered"] = True
        return self.ask(decision)

    def ask_x(self, player: Player, prompt: str) -> int:
        """Ask for a number >= 0 (X chosen during resolution, e.g. "collect evidence X")."""
        return int(self.ask(Decision("x", player, prompt)))

    def ask_cards(
        self, player: Player, prompt: str, cards: Sequence[GameObject], min: int = 0, max: int = 1
    ) -> list[GameObject]:
        return self.ask_choose(player, prompt, cards, min=min, max=max, kind="cards")

    # ------------------------------------------------------------------ setup
    def add_card(
        self,
        definition: CardDefinition,
        owner: Player | int | str,
        zone: str = LIBRARY,
        *,
        position: str | int = "top",
        controller: PlayerRef | None = None,
        tapped: bool = False,
        sick: bool = False,
        token: bool = False,
    ) -> GameObject:
        """Set-up helper: put a new card (or token) straight into a zone without events.
        Permanents added this way are not summoning sick unless ``sick``."""
        controller = None if controller is None else self.player(controller)
        owner = self.player(owner)
        check_objects(self, 1, f"add {definition.name}")
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
            enters_with_loyalty(obj)  # CR 306.5b; a scenario's counters = {...} replace them
        self._touch()
        return obj

    def add_cards(
        self, definition: CardDefinition, owner: Player | int | str, n: int, zone: str = LIBRARY
    ) -> list[GameObject]:
        check_count(n, "add", f"× {definition.name}")
        check_objects(self, n, f"add {n:,} × {definition.name}")
        return [self.add_card(definition, owner, zone) for _ in range(n)]

    def set_life(self, player: PlayerRef, life: int) -> None:
        player = self.player(player)
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
        # What the set-up put on the battlefield came without events (CR 702.131b).
        self._ascend_watch = any(has_ascend(self, o) for o in self.zone_objects(BATTLEFIELD))
        if self._ascend_watch:
            grant_citys_blessings(self)
        self._begin_step(step)

    # ================================================================== queries
    def permanents(
        self,
        controller: PlayerRef | None = None,
        filter: Callable[[Game, GameObject], bool] | None = None,
    ) -> list[GameObject]:
        controller = None if controller is None else self.player(controller)
        return [
            o
            for o in self.zone_objects(BATTLEFIELD, controller)
            if filter is None or filter(self, o)
        ]

    def creatures(self, controller: PlayerRef | None = None) -> list[GameObject]:
        controller = None if controller is None else self.player(controller)
        return self.permanents(controller, lambda g, o: g.is_creature(o))

    def count(
        self,
        controller: PlayerRef | None = None,
        filter: Callable[[Game, GameObject], bool] | None = None,
    ) -> int:
        controller = None if controller is None else self.player(controller)
        return len(self.permanents(controller, filter))

    def total_power(self, controller: PlayerRef) -> int:
        controller = self.player(controller)
        return sum(self.chars(o).power or 0 for o in self.creatures(controller))

    def colors_among(self, controller: PlayerRef) -> set[str]:
        controller = self.player(controller)
        out: set[str] = set()
        for o in self.permanents(controller):
            out |= self.chars(o).colors
        return out

    def attacking(self) -> list[GameObject]:
        return list(self.combat.attackers) if self.combat is not None else []

    def is_attacking(self, obj: GameObject) -> bool:
        """An attacking creature (CR 508.1a) until combat ends or it is removed from combat
        (CR 506.4); in a look-back view, whether it was attacking immediately before the
        event (CR 603.10a: "Whenever an attacking Elf dies")."""
        view = self._view
        if view is not None and obj.id in view.chars:
            return obj.id in view.attacking
        return self.combat is not None and obj in self.combat.attackers

    def is_blocking(self, obj: GameObject) -> bool:
        """A blocking creature (CR 509.1g) until combat ends or it is removed from combat
        (CR 506.4); in a look-back view, whether it was blocking then (CR 603.10a)."""
        view = self._view
        if view is not None and obj.id in view.chars:
            return obj.id in view.blocking
        return self.combat is not None and obj in self.combat.blockers

    def is_blocked(self, obj: GameObject, wanted: bool) -> bool:
        """A blocked (``wanted``) / an unblocked attacking creature (CR 509.1h): only once
        blockers are declared is an attacking creature either, until it is removed from combat
        (CR 506.4) or the combat ends; in a look-back view, which it was then (CR 603.10a)."""
        view = self._view
        if view is not None and obj.id in view.chars:
            return obj.id in (view.blocked if wanted else view.unblocked)
        combat = self.combat
        if combat is None or obj not in combat.attackers:
            return False
        if wanted:
            return obj.id in combat.blocked
        return any(a is obj for a in combat.unblocked_attackers())

    def can_block(self, obj: GameObject) -> bool:
        return CANT_BLOCK not in self.chars(obj).abilities

    def declare_attackers(
        self,
        attackers: dict[GameObject, Any] | Sequence[GameObject],
        bands: Sequence[Sequence[GameObject]] = (),
    ) -> None:
        """Declare attackers (CR 508.1), with the attacking bands announced (CR 508.1e,
        702.22c). A list attacks the (first) opponent."""
        combat_mod.declare_attackers(self, attackers, bands)

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
