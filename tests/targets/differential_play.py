"""Play one :class:`~.situations.Situation` in phase.rs and in karlov's runtime, and read the
state each ends with, normalised so the two compare (issue 22).

phase is played first, from the prepared board (:mod:`.situations`); every decision it asks
for is answered by one policy (a target: the first opponent's, then an opponent, then ours;
anything else: the first option offered) and each answer is written down. karlov then plays
the same situation from a scenario built from phase's board -- the same cards in the same
zones, the library in phase's order -- with phase's answers queued in order. A decision one
engine asks for and the other does not shows up as a difference.

The state compared (:data:`State`): per player, life, the number of cards in hand and library,
the names in the graveyard and exile, and each permanent they control with its tapped state,
whether it is a token, its counters, power/toughness and damage; and the stack's size.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from karlov.runtime import Game
from karlov.runtime.agent import Decision, ScriptError
from karlov.scenario import ScenarioError, load_scenario
from karlov.scenario.cards import CardLookup
from karlov.scenario.refs import RefError, Refs
from karlov.scenario.run import (
    Runner,
    ScenarioAgent,
    ScenarioResult,
    has_one_answer,
    refusal_text,
)

from .phase_harness import PhaseGame, _action, new_game
from .situations import BEAR, MURDER, SEATS, Situation

State = dict[str, Any]

#: phase's counter names as the rules print them (CR 122.1)
COUNTER_NAMES = {"P1P1": "+1/+1", "M1M1": "-1/-1"}
#: the library filler of every deck
FILLER = ["Mountain"] * 10


@dataclass
class Outcome:
    """What one engine ended with: a normalised state, or why it could not play."""

    state: State | None = None
    refused: str | None = None

    def shown(self) -> str:
        return json.dumps(self.state, sort_keys=True) if self.refused is None else self.refused


def _permanent(name: str, tapped: bool, token: bool, counters: dict[str, int], power: Any,
               toughness: Any, damage: int) -> str:  # fmt: skip
    marks = [f"{power}/{toughness}"] if power is not None else []
    marks += ["tapped"] * tapped + ["token"] * token
    marks += [f"{n} {kind}" for kind, n in sorted(counters.items()) if n]
    marks += [f"{damage} damage"] * bool(damage)
    return f"{name} ({', '.join(marks)})" if marks else name


# ---------------------------------------------------------------- phase


def _pt(obj: dict[str, Any]) -> tuple[Any, Any]:
    """A permanent's power and toughness as phase has them: a noncreature permanent keeps
    the ones printed on it (a Vehicle), shown as ``noncreature P/T``, where CR 208.3 says it
    has none (an expected difference, :data:`NONCREATURE_PT`)."""
    power, toughness = obj.get("power"), obj.get("toughness")
    if power is not None and "Creature" not in obj["card_types"]["core_types"]:
        return f"noncreature {power}", toughness
    return power, toughness


#: how phase shows a noncreature permanent's power and toughness in a state
NONCREATURE_PT = re.compile(r"noncreature -?\d+/-?\d+(, )?")


#: a token in a state whose name lacks the word "Token" (phase's own predefined tokens)
UNSUFFIXED_TOKEN = re.compile(r'"((?:(?! Token \()[^"(])+) \(((?:[^")]*, )?token\b)')


def with_cr_token_names(state: State) -> State:
    """``state`` with "Token" after the name of each token phase names by its subtype alone
    ("Clue"): an unnamed token is named for its subtypes plus "Token" (CR 111.4), phase's
    expected difference, added to show that it is the only one."""
    return json.loads(UNSUFFIXED_TOKEN.sub(r'"\1 Token (\2', json.dumps(state)))


def without_noncreature_pt(state: State) -> State:
    """``state`` with no noncreature's power and toughness (CR 208.3): phase's expected
    difference, taken away to show that it is the only one."""
    text = NONCREATURE_PT.sub("", json.dumps(state)).replace(" ()", "")
    return json.loads(text)


class PhasePlay:
    """Plays a situation in phase, recording alice's answers and the board it set up."""

    def __init__(self, situation: Situation, engine: Any) -> None:
        self.situation = situation
        self.seats = 1 + situation.opponents
        card = situation.card.name
        mine = [*situation.lands, BEAR, BEAR, BEAR, card, card, MURDER, *FILLER]
        theirs = [BEAR, BEAR, *FILLER]
        self.game: PhaseGame = new_game(
            engine, mine, theirs, extra_players=[theirs] * (self.seats - 2)
        )
        #: karlov's name for each phase object set up (a label); alice's targets, one list
        #: per target decision, in order
        self.labels: dict[int, str] = {}
        self.targets: list[list[str]] = []
        #: alice's modes of a modal spell (CR 700.2a), one list of indexes per choice; and
        #: each player's discarded cards (CR 701.9), by name, one list per discard
        self.modes: list[list[int]] = []
        self.discards: dict[int, list[list[str]]] = {}
        self.choosing = False
        self.card_id = self.murder_id = self.bear_id = -1

    # ---- the board

    def set_up(self) -> dict[str, dict[str, list[Any]]]:
        """Build the board; the same board as karlov scenario players. (phase's whole state
        is never read here: each reading is a JSON export of the game.)"""
        g, s = self.game, self.situation
        g.go_to("PreCombatMain")
        cards = [oid for seat in range(self.seats) for zone in ("library", "hand")
                 for oid in g.game.player(seat)[zone]]  # fmt: skip
        self.names = {oid: g.object(oid)["name"] for oid in cards}
        # the opening hands stay (karlov gets the same hands): moving cards costs time
        self.libraries = [
            [*g.game.player(seat)["library"], *g.game.player(seat)["hand"]]
            for seat in range(self.seats)
        ]
        for land in s.lands:
            self._put(land, "Battlefield")
        if "attacks" not in s.kind:  # no blocker to decide about
            for seat in range(1, self.seats):
                self._put(BEAR, "Battlefield", seat)
        self.bear_id = self._put(BEAR, "Battlefield")
        g.ready(self.bear_id)
        self.card_id = self._put(s.card.name, "Battlefield" if s.on_battlefield else "Hand")
        if s.on_battlefield:
            g.ready(self.card_id)
        if s.kind == "dies":
            self.murder_id = self._put(MURDER, "Hand")
        self._put(BEAR, "Graveyard", label=False)  # a creature card to return, exile...
        for seat in range(self.seats):
            self._put(BEAR, "Hand", seat, label=False)
        return {SEATS[seat]: self._zones(seat) for seat in range(self.seats)}

    def _put(self, name: str, zone: str, seat: int = 0, *, label: bool = True) -> int:
        """Move one of ``seat``'s cards named ``name`` in their library or hand to ``zone``,
        labelled for karlov by its phase id."""
        library = self.libraries[seat]
        oid = next(oid for oid in library if self.names[oid] == name)
        library.remove(oid)
        self.game.move(oid, zone)
        if label:
            self.labels[oid] = f"{name} #{oid}"
        return oid

    def _zones(self, seat: int) -> dict[str, list[Any]]:
        def entry(oid: int) -> Any:
            name = self.names[oid]
            return {"card": name, "label": self.labels[oid]} if oid in self.labels else name

        player = self.game.game.player(seat)
        battlefield = [o["id"] for o in self.game.game.battlefield() if o["controller"] == seat]
        return {
            "battlefield": [entry(oid) for oid in sorted(battlefield)],
            "hand": [entry(oid) for oid in player["hand"]],
            "library": [self.names[oid] for oid in player["library"]],
            "graveyard": [self.names[oid] for oid in player["graveyard"]],
        }

    # ---- playing

    def _target_order(self, target: Any) -> tuple[int, int]:
        """The policy's order of targets: bob, bob's objects, other opponents and theirs,
        then alice's objects, then alice."""
        if "Player" in target:
            seat = target["Player"]
            return (0 if seat == 1 else 2 if seat > 1 else 5, 0)
        oid = target.get("Object", -1)
        owner = self.game.object(oid).get("controller", 0)
        return (1 if owner == 1 else 3 if owner > 1 else 4, oid)

    def _karlov_name(self, target: Any) -> str:
        if "Player" in target:
            return SEATS[target["Player"]]
        oid = target["Object"]
        return self.labels.get(oid) or self.game.object(oid)["name"]

    def decide(self) -> None:
        """Answer the pending decision by the policy, writing alice's targets down: a target
        by :meth:`_target_order`, as many as may be chosen ("up to two": two); an optional
        effect ("you may") accepted; a scry or surveil keeping every card on top; mana paid
        automatically; anything else the first option offered."""
        g = self.game
        waiting = g.game.waiting_for()
        kind = waiting["type"]
        actor = int((waiting.get("data") or {}).get("player", g.game.priority_player()))
        actions = g.game.actions()
        if not actions:
            raise PhaseStuck(f"stuck waiting for {kind}")
        chosen = actions[0]
        targets = [a for a in actions if a.kind == "ChooseTarget" and a.data.get("target")]
        if targets:
            chosen = min(targets, key=lambda a: self._target_order(a.data["target"]))
            if actor == 0:
                if not self.choosing:  # a new target decision of alice's
                    self.targets.append([])
                self.targets[-1].append(self._karlov_name(chosen.data["target"]))
        elif kind == "ModeChoice":
            # the first set of modes offered (phase offers only legal ones, CR 700.2a); with
            # none, the spell can't be cast (its first option would cancel the cast)
            modes = [a for a in actions if a.kind == "SelectModes"]
            if not modes:
                raise PhaseRefused("no mode of the spell can be chosen")
            chosen = modes[0]
            self.modes.append(list(chosen.data["indices"]))
        elif kind == "DiscardChoice":
            # the first option; karlov's player discards the same cards (by name)
            names = [self.names.get(oid) or g.object(oid)["name"] for oid in chosen.data["cards"]]
            self.discards.setdefault(actor, []).append(names)
        elif kind == "OptionalEffectChoice":
            chosen = next(a for a in actions if a.data.get("accept") is True)
        elif kind in ("ScryChoice", "SurveilChoice"):
            # the selected cards stay on top (phase's SelectCards); keep them all
            chosen = max(actions, key=lambda a: len(a.data.get("cards") or []))
        elif kind == "ManaPayment":
            chosen = next((a for a in actions if a.kind == "PassPriority"), chosen)
        g.game.apply(actor, chosen)
        self.choosing = bool(targets) and "Target" in g.game.waiting_for()["type"]

    def run_until(self, done: Callable[[PhasePlay], bool], limit: int = 200) -> None:
        """Pass priority and answer decisions until ``done``."""
        g = self.game
        for _ in range(limit):
            if done(self):
                return
            waiting = g.game.waiting_for()
            if waiting["type"] == "GameOver":
                return
            if waiting["type"] == "Priority":
                self.choosing = False
                g.game.apply(waiting["data"]["player"], _action({"type": "PassPriority"}))
            else:
                self.decide()
        raise PhaseStuck(f"not settled after {limit} actions")

    def settled(self) -> bool:
        waiting = self.game.game.waiting_for()
        return waiting["type"] in ("Priority", "GameOver") and not self.game.game.stack()

    def pending_priority(self) -> bool:
        return self.game.game.waiting_for()["type"] in ("Priority", "GameOver")

    def cast(self, object_id: int) -> None:
        """Cast ``object_id`` with automatic payment. (The action is written, not looked up
        among the legal ones: listing them costs as much as a game's export.)"""
        cast = {"object_id": object_id, "card_id": object_id, "targets": [],
                "payment_mode": {"type": "Auto"}}  # fmt: skip
        try:
            self.game.game.apply(0, _action({"type": "CastSpell", "data": cast}))
        except ValueError as exc:  # phase: "Action not allowed: No legal targets available"
            raise PhaseRefused(f"cannot be cast: {exc}") from None
        self.run_until(PhasePlay.pending_priority)

    def actions_for(self) -> list[dict[str, Any]]:
        """The karlov actions that play the situation."""
        s = self.situation
        label = self.labels[self.card_id]
        if s.kind == "cast":
            return [{"do": "cast", "card": label}, {"do": "resolve"}]
        if s.kind == "dies":
            return [{"do": "cast", "card": self.labels[self.murder_id]}, {"do": "resolve"}]
        if s.kind in ("attacks", "another attacks"):
            attacker = label if s.kind == "attacks" else self.labels[self.bear_id]
            return [{"do": "attack", "attackers": [attacker], "defender": "bob"},
                    {"do": "pass_to", "step": "postcombat main"}]  # fmt: skip
        if s.kind == "end step":
            return [{"do": "pass_to", "step": "end"}, {"do": "resolve"}]
        if s.kind == "opponent's end step":
            return [{"do": "pass_to", "step": "end", "turn": 2}, {"do": "resolve"}]
        return [{"do": "activate", "card": label, "ability": s.activated.text},
                {"do": "resolve"}]  # fmt: skip

    def play(self) -> list[dict[str, Any]]:
        """Play the situation in phase; the karlov actions that play it too."""
        s, g = self.situation, self.game
        if s.kind in ("cast", "dies"):
            self.cast(self.card_id if s.kind == "cast" else self.murder_id)
            self.run_until(PhasePlay.settled)
        elif s.kind in ("attacks", "another attacks"):
            g.pass_until(lambda p: p.game.waiting_for()["type"] == "DeclareAttackers", limit=20)
            attacker = self.card_id if s.kind == "attacks" else self.bear_id
            attack = {"attacks": [[attacker, {"type": "Player", "data": 1}]], "bands": []}
            g.game.apply(0, _action({"type": "DeclareAttackers", "data": attack}))
            self.run_until(lambda p: p.game.step == "PostCombatMain" and p.settled())
        elif s.kind in ("end step", "opponent's end step"):
            turn = 1 if s.kind == "end step" else 2
            self.run_until(lambda p: p.game.turn == turn and p.game.step == "End")
            self.run_until(PhasePlay.settled)
        else:
            text = s.activated.text
            descriptions = [a.get("description") for a in g.object(self.card_id)["abilities"]]
            offered = [
                a for a in g.game.actions()
                if a.kind == "ActivateAbility" and a.data["source_id"] == self.card_id
                and descriptions[a.data["ability_index"]] == text
            ]  # fmt: skip
            if not offered:
                raise PhaseRefused(f"the ability {text!r} is not offered")
            g.game.apply(0, offered[0])
            self.run_until(PhasePlay.settled)
        return self.actions_for()

    def state(self) -> State:
        g = self.game
        state: State = {"stack": len(g.game.stack())}
        for seat in range(self.seats):
            player = g.game.player(seat)
            battlefield = [
                _permanent(o["name"], o["tapped"], bool(o.get("is_token")),
                           {COUNTER_NAMES.get(k, k.lower()): n
                            for k, n in (o.get("counters") or {}).items()},
                           *_pt(o), o.get("damage_marked", 0))
                for o in g.game.battlefield() if o["controller"] == seat
            ]  # fmt: skip
            state[SEATS[seat]] = {
                "life": int(player["life"]),
                "hand": len(g.game.hand(seat)),
                "library": len(player["library"]),
                "poison": int(player.get("poison_counters", 0)),
                "graveyard": sorted(o["name"] for o in g.game.graveyard(seat)),
                "exile": sorted(o["name"] for o in g.game.exile() if o.get("owner") == seat),
                "battlefield": sorted(battlefield),
            }
        return state


class PhaseStuck(AssertionError):
    """phase asked for something the policy could not answer, or did not settle."""


class PhaseRefused(AssertionError):
    """phase does not offer the action the situation takes."""


# ---------------------------------------------------------------- karlov


def karlov_state(game: Game, seats: int) -> State:
    state: State = {"stack": len(game.stack)}
    for player in game.players[:seats]:
        battlefield = []
        for obj in game.zone_objects("battlefield", player):
            chars = game.chars(obj)
            is_creature = "creature" in chars.types
            battlefield.append(
                _permanent(chars.name, obj.tapped, obj.is_token, dict(obj.counters),
                           chars.power if is_creature else None,
                           chars.toughness if is_creature else None, obj.damage)
            )  # fmt: skip
        state[player.name] = {
            "life": player.life,
            "hand": len(game.zone_objects("hand", player)),
            "library": len(game.library(player)),
            "poison": player.poison,
            "graveyard": sorted(o.name for o in game.zone_objects("graveyard", player)),
            "exile": sorted(o.name for o in game.exile_zone() if o.owner is player),
            "battlefield": sorted(battlefield),
        }
    return state


class MirrorAgent(ScenarioAgent):
    """A player's decisions in karlov, answered as phase's policy answered them: each
    targets decision (alice's) takes phase's next target decision (so a decision only one
    engine asks for shows up); a modal spell's modes are phase's (CR 700.2a); a discard
    discards the cards phase's player discarded, by name (CR 701.9); "you may" is yes, except
    paying an optional additional or alternative cost (kicker, buyback, dash), which the
    board has no mana for; anything else is the default agent's first option, as phase's
    policy takes its first option."""

    def __init__(
        self,
        refs: Refs,
        targets: list[list[str]],
        modes: Sequence[list[int]] = (),
        discards: Sequence[list[str]] = (),
    ) -> None:
        super().__init__(refs)
        self.targets = [list(t) for t in targets]
        self.modes = [list(m) for m in modes]
        self.discards = [list(d) for d in discards]

    def decide(self, game: Game, decision: Decision) -> Any:
        if decision.kind == "choose" and decision.prompt.startswith("Choose the modes of"):
            if not self.modes:
                raise ScriptError(f"phase chose no modes for {decision.prompt!r}")
            wanted = self.modes.pop(0)  # karlov's labels are "<mode number>. <text>"
            picked = [o for o in decision.options if int(str(o).split(".")[0]) - 1 in wanted]
            return decision.validate(picked)
        if decision.kind == "cards" and "discard" in decision.prompt.lower() and self.discards:
            picked: list[Any] = []
            for name in self.discards.pop(0):
                picked += [next(o for o in decision.options if getattr(o, "name", None) == name
                                and all(o is not p for p in picked))]  # fmt: skip
            return decision.validate(picked)
        if decision.kind == "targets" and decision.options:
            if has_one_answer(decision):  # phase does not ask: its one legal target
                if self.targets and self._fits(decision, self.targets[0]):
                    self.targets.pop(0)
                return self.fallback.decide(game, decision)
            if not self.targets:
                raise ScriptError(f"phase chose no target for {decision.prompt!r}")
            # phase may ask a spell's targets as one decision that karlov asks one by one
            chosen = self.targets[0][: decision.max]
            del self.targets[0][: decision.max]
            if not self.targets[0]:
                self.targets.pop(0)
            return decision.validate(self._convert(decision, chosen))
        if decision.kind == "may":
            return not decision.prompt.startswith(("Pay the", "Cast "))
        return super().decide(game, decision)

    def _fits(self, decision: Decision, chosen: list[str]) -> bool:
        try:
            self._convert(decision, chosen)
        except (RefError, ScriptError):
            return False
        return True


def play_karlov(
    board: dict[str, dict[str, list[Any]]],
    actions: list[dict[str, Any]],
    targets: list[list[str]],
    cards: Any,
    modes: Sequence[list[int]] = (),
    discards: dict[int, list[list[str]]] | None = None,
) -> Outcome:
    """Play the actions from the board in karlov, each player answering as phase's did."""
    table = {"title": "differential at breadth", "setup": {"step": "precombat main"},
             "players": board, "actions": actions}  # fmt: skip
    scenario = load_scenario(table)
    runner = Runner(scenario, CardLookup(cards))
    discards = discards or {}
    mirror = MirrorAgent(runner.refs, targets, modes, discards.get(0, []))
    runner.game.agents[0] = mirror
    for seat in range(1, len(board)):
        runner.game.agents[seat] = MirrorAgent(runner.refs, [], [], discards.get(seat, []))
    result = ScenarioResult(scenario.path, scenario.title)
    try:
        runner.run(result)
    except ScenarioError as exc:
        return Outcome(refused=f"karlov: {refusal_text(str(exc).splitlines()[0])}")
    state = karlov_state(runner.game, len(board))
    if mirror.targets:
        state["targets phase chose that karlov never asked for"] = mirror.targets
    return Outcome(state=state)


def play_both(situation: Situation, engine: Any, cards: Any) -> tuple[Outcome, Outcome]:
    """The situation's outcome in phase, then in karlov. When phase refuses the action (no
    legal target, say), karlov plays the same action with no answers: it must refuse it too,
    for want of a legal target, for the two to agree."""
    play = PhasePlay(situation, engine)
    board = play.set_up()
    try:
        actions = play.play()
    except PhaseRefused as exc:
        refused = play_karlov(board, play.actions_for(), [], cards)
        phase_outcome = Outcome(refused=f"phase refuses: {exc}")
        # the same refusal: no legal target for it, or no mode that can be chosen for want
        # of one (CR 601.2c, 602.2b, 700.2a), or "Activate only if ..." not met (CR 602.5b)
        conditioned = situation.kind == "activate" and situation.activated.condition is not None
        both = refused.refused is not None and (
            "has no legal targets" in refused.refused
            or "of its modes can be chosen" in refused.refused
            or (conditioned and "only if its condition holds" in refused.refused)
        )
        return phase_outcome, (phase_outcome if both else refused)
    karlov = play_karlov(board, actions, play.targets, cards, play.modes, play.discards)
    return Outcome(state=play.state()), karlov
