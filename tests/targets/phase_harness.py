"""Play situations in phase.rs (``phase-python``) from card data and read the results back.

The engine is driven only through its public Python API (``phase.Engine``, ``Game.apply``,
``Game.actions``, ``Game.state``). Situations are set up with the engine's own *debug actions*
(``GameAction`` ``Debug`` with ``MoveToZone``, ``SetLife``, ``AddMana``, ``SetPhase``), which
phase accepts only when the game state has ``debug_mode`` on: a fresh game is exported with
``Game.state()``, the flag is set, and the game is reloaded with ``Engine.load_game`` -- the
documented way to resume a game from a snapshot. (``Debug`` ``CreateCard`` is refused by this
build -- "must be handled at the WASM layer" -- so cards enter play by being moved from their
owner's library: put the cards a situation needs in the decks.)

Seats: 0 is the player, 1 the opponent; seat 0 takes the first turn.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import phase

Json = dict[str, Any]
Zone = str


def _action(data: Json) -> phase.GameAction:
    return phase.GameAction.from_dict(data)


def _debug(kind: str, **data: Any) -> phase.GameAction:
    return _action({"type": "Debug", "data": {"type": kind, "data": data}})


class PhaseGame:
    """One phase game with helpers to set up a situation and read it back."""

    def __init__(self, engine: phase.Engine, game: phase.Game) -> None:
        self.engine = engine
        self.game = game

    # ------------------------------------------------------------ reading

    def objects(self) -> dict[int, Json]:
        return {int(k): v for k, v in self.game.state()["state"]["objects"].items()}

    def object(self, object_id: int) -> Json:
        return self.game.object(object_id)

    def ids_named(
        self, name: str, *, owner: int | None = None, zone: Zone | None = None
    ) -> list[int]:
        """Object ids of cards named ``name`` (optionally only ``owner``'s, only in ``zone``)."""
        return sorted(
            oid
            for oid, obj in self.objects().items()
            if obj.get("name") == name
            and (owner is None or obj.get("owner") == owner)
            and (zone is None or obj.get("zone") == zone)
        )

    def life(self, seat: int) -> int:
        return int(self.game.player(seat)["life"])

    def zone_names(self, seat: int, zone: Zone) -> list[str]:
        """Sorted names of the cards ``seat`` owns in ``zone`` (the battlefield: controls)."""
        if zone == "Battlefield":
            objs = [o for o in self.game.battlefield() if o.get("controller") == seat]
        elif zone == "Hand":
            objs = self.game.hand(seat)
        elif zone == "Graveyard":
            objs = self.game.graveyard(seat)
        elif zone == "Exile":
            objs = [o for o in self.game.exile() if o.get("owner") == seat]
        else:
            objs = [
                o for o in self.objects().values() if o.get("owner") == seat and o["zone"] == zone
            ]
        return sorted(o["name"] for o in objs)

    def is_solved(self, object_id: int) -> bool:
        """The Case's solved designation (``case_state.is_solved``); KeyError if not a Case."""
        return bool(self.object(object_id)["case_state"]["is_solved"])

    def power_toughness(self, object_id: int) -> tuple[int | None, int | None]:
        obj = self.object(object_id)
        return obj.get("power"), obj.get("toughness")

    @property
    def turn(self) -> int:
        return self.game.turn

    @property
    def step(self) -> str:
        return self.game.phase

    # ------------------------------------------------------------ setting up

    def move(self, object_id: int, zone: Zone) -> None:
        self._apply(self._actor(), _debug("MoveToZone", object_id=object_id, to_zone=zone))

    def put(self, name: str, zone: Zone, *, owner: int = 0) -> int:
        """Move one of ``owner``'s library cards named ``name`` to ``zone``; its object id."""
        candidates = self.ids_named(name, owner=owner, zone="Library")
        if not candidates:
            raise LookupError(f"no {name!r} left in seat {owner}'s library (add it to the deck)")
        self.move(candidates[0], zone)
        return candidates[0]

    def set_life(self, seat: int, life: int) -> None:
        self._apply(self._actor(), _debug("SetLife", player_id=seat, life=life))

    def add_mana(self, seat: int, colors: Sequence[str]) -> None:
        """Add mana to ``seat``'s pool: ``"White"``, ``"Blue"``, ``"Black"``, ``"Red"``,
        ``"Green"``, ``"Colorless"``."""
        self._apply(self._actor(), _debug("AddMana", player_id=seat, mana=list(colors)))

    def go_to(self, step: str, active_player: int = 0) -> None:
        """Jump to ``step`` (``PreCombatMain``, ``End``, ...) of ``active_player``'s turn."""
        self._apply(self._actor(), _debug("SetPhase", phase=step, active_player=active_player))

    def ready(self, object_id: int) -> None:
        """Clear summoning sickness, as if the permanent had been under control since the turn
        began (CR 302.6)."""
        self._apply(self._actor(), _debug("SetSummoningSickness", object_id=object_id, sick=False))

    # ------------------------------------------------------------ playing

    def attack(self, attacker_ids: Sequence[int], defender: int = 1) -> None:
        """Pass to the declare-attackers step and attack ``defender`` with ``attacker_ids``."""
        self.pass_until(lambda g: g.game.waiting_for()["type"] == "DeclareAttackers", limit=60)
        attacks = [[oid, {"type": "Player", "data": defender}] for oid in attacker_ids]
        actor = self.game.waiting_for()["data"]["player"]
        self._apply(
            actor, _action({"type": "DeclareAttackers", "data": {"attacks": attacks, "bands": []}})
        )

    def cast(self, object_id: int, *, targets: Iterable[Json] = ()) -> None:
        """Cast the spell ``object_id`` with automatic payment, choosing ``targets`` in order
        (phase's target objects: ``{"Player": 1}``, ``{"Object": 12}``)."""
        actor = self._actor()
        casts = [
            a
            for a in self.game.actions()
            if a.kind == "CastSpell" and a.data["object_id"] == object_id
        ]
        if not casts:
            raise AssertionError(f"object {object_id} cannot be cast now: {self.legal()}")
        self._apply(actor, casts[0])
        for target in targets:
            choice = [
                a
                for a in self.game.actions()
                if a.kind == "ChooseTarget" and a.data["target"] == target
            ]
            if not choice:
                raise AssertionError(f"target {target} is not offered: {self.legal()}")
            self._apply(actor, choice[0])

    def activate(self, source_id: int, index: int = 0) -> None:
        """Activate the ``index``-th ability ``source_id`` may activate now (automatic payment);
        the rules' decisions it asks for are made with :meth:`choose` or :meth:`pass_until`."""
        offered = [
            a
            for a in self.game.actions()
            if a.kind == "ActivateAbility" and a.data["source_id"] == source_id
        ]
        if len(offered) <= index:
            raise AssertionError(f"object {source_id} has no ability to activate: {self.legal()}")
        self._apply(self._actor(), offered[index])

    def can_activate(self, source_id: int) -> bool:
        return any(
            a.kind == "ActivateAbility" and a.data["source_id"] == source_id
            for a in self.game.actions()
        )

    def choose(self, kind: str, **data: Any) -> None:
        """Answer the pending decision with the offered action of ``kind`` whose data has
        ``data`` (``choose("ChooseTarget", target={"Object": 12})``,
        ``choose("SelectCards", cards=[30])``)."""
        offered = [
            a
            for a in self.game.actions()
            if a.kind == kind and all(a.data.get(k) == v for k, v in data.items())
        ]
        if not offered:
            raise AssertionError(f"no {kind} {data} offered: {self.legal()}")
        self._apply(self._actor(), offered[0])

    def library(self, seat: int) -> list[int]:
        """Object ids of ``seat``'s library, top first."""
        return list(self.game.state()["state"]["players"][seat]["library"])

    def battlefield_ids(self, name: str) -> list[int]:
        return sorted(o["id"] for o in self.game.battlefield() if o["name"] == name)

    def pass_until(self, done: Callable[[PhaseGame], bool], limit: int = 400) -> None:
        """Pass priority (taking the first offered choice for any other prompt, e.g. the
        cleanup discard) until ``done(self)``; fail after ``limit`` actions."""
        for _ in range(limit):
            if done(self):
                return
            waiting = self.game.waiting_for()
            if waiting["type"] == "GameOver":
                raise AssertionError(f"the game ended: {json.dumps(waiting)[:300]}")
            if waiting["type"] == "Priority":
                self._apply(waiting["data"]["player"], _action({"type": "PassPriority"}))
            else:
                actions = self.game.actions()
                if not actions:
                    raise AssertionError(f"stuck waiting for {waiting['type']}")
                self._apply(waiting["data"]["player"], actions[0])
        raise AssertionError(f"condition not reached after {limit} actions")

    def resolve_stack(self) -> None:
        """Pass priority until the stack is empty."""
        self.pass_until(lambda g: not g.game.stack())

    def legal(self) -> list[tuple[str, Any]]:
        return [(a.kind, a.data) for a in self.game.actions()]

    def _actor(self) -> int:
        waiting = self.game.waiting_for()
        data = waiting.get("data") or {}
        return int(data.get("player", self.game.priority_player()))

    def _apply(self, actor: int, action: phase.GameAction) -> None:
        self.game.apply(actor, action)


#: the configuration of each game's format (by its number of players) with debug actions on
_DEBUG_FORMATS: dict[int, Json] = {}


def load_engine(card_data_json: str) -> phase.Engine:
    """An engine over ``card_data_json`` (text from ``phase_format.card_data_json``)."""
    return phase.Engine.from_json(card_data_json)


def new_game(
    engine: phase.Engine,
    player: Sequence[str],
    opponent: Sequence[str],
    *,
    seed: int = 1,
    extra_players: Sequence[Sequence[str]] = (),
) -> PhaseGame:
    """A game where every player keeps their opening hand, seat 0 starts, and debug actions
    are allowed; it stands at seat 0's first upkeep with priority. ``extra_players`` are the
    decks of seats 2, 3, ... (a free-for-all game, CR 806)."""
    decks = {
        "player": list(player),
        "opponent": list(opponent),
        "seed": seed,
        "first_player": 0,
        **({"extra_players": [list(d) for d in extra_players], "format": "FreeForAll"}
           if extra_players else {}),
    }  # fmt: skip
    key = 2 + len(extra_players)
    if key not in _DEBUG_FORMATS:  # the format's configuration, read once from a game
        probe = engine.new_game(**decks)
        _DEBUG_FORMATS[key] = dict(
            probe.state()["state"]["format_config"], allow_debug_actions=True
        )
    format_config = _DEBUG_FORMATS[key]
    game = engine.new_game(**decks, format_config=format_config)
    for seat in range(2 + len(extra_players)):
        game.apply(
            seat, _action({"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})
        )
    snapshot = game.state()
    snapshot["state"]["debug_mode"] = True
    return PhaseGame(engine, engine.load_game(snapshot))
