"""Running a checked :class:`~karlov.scenario.model.Scenario` on a :class:`~karlov.runtime.Game`.

Set-up puts every listed card straight into its zone (no events, nothing summoning sick unless
``sick = true``), then starts the game at ``setup.step``: that step's beginning is processed, so
its triggers fire. Each action is then a player action of the runtime. A player who acts
without priority gets it by the other players passing (as when a player responds to a
trigger); decisions the rules ask for during an action come from the ``answers`` queued for
that player, then from the runtime's deterministic :class:`~karlov.runtime.DefaultAgent`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from karlov.frontend.diagnostics import CardError
from karlov.runtime import (
    DefaultAgent,
    Game,
    GameLimitError,
    GameLoopLimit,
    GameObject,
    GameOver,
    IllegalAction,
    Player,
    RulesNotSupported,
    RuntimeRulesError,
    ScriptError,
)
from karlov.runtime.agent import Decision
from karlov.runtime.zone_casting import suspend_card

from . import expect
from .cards import CardLookup
from .model import Action, Expectation, Scenario
from .refs import RefError, Refs, describe_stack_item, normalise_step
from .source import ScenarioError, Where

__all__ = [
    "Failure",
    "ScenarioAgent",
    "ScenarioResult",
    "UnansweredDecision",
    "final_state",
    "has_one_answer",
    "refusal_matches",
    "refusal_text",
    "run",
]


@dataclass(frozen=True, slots=True)
class Failure:
    """An expectation that did not hold, at the line of its ``[[expect]]`` (or action)."""

    where: Where
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


@dataclass
class ScenarioResult:
    """The outcome of one scenario. ``error`` is set when it could not run to the end (bad
    file, unknown card, an action the rules don't allow); ``failures`` lists unmet
    expectations. ``game`` is the game as it was left (``None`` if set-up failed)."""

    path: str
    title: str
    failures: list[Failure] = field(default_factory=list)
    error: ScenarioError | None = None
    game: Game | None = None

    @property
    def passed(self) -> bool:
        return self.error is None and not self.failures

    def report(self) -> str:
        """``PASS title`` or ``FAIL title`` and one indented line per problem."""
        lines = [f"{'PASS' if self.passed else 'FAIL'} {self.title} ({self.path})"]
        if self.error is not None:
            lines.append("  " + str(self.error).replace("\n", "\n    "))
        lines += [f"  {f}" for f in self.failures]
        return "\n".join(lines)


class AnswerError(ScriptError):
    """A queued answer that fits no option of the decision it was given to."""


class UnansweredDecision(ScriptError):
    """A strict scenario left a decision without an answer."""


def has_one_answer(decision: Decision) -> bool:
    """Does ``decision`` allow only one answer (one target for "target creature", one mana
    option, a division among one target)? Such a decision is not a choice; a strict scenario
    need not answer it."""
    kind, n = decision.kind, len(decision.options)
    if decision.extra.get("ordered"):
        return n < 2  # arranging cards "in any order" (CR 401.4)
    if kind in ("targets", "cards", "choose"):
        return decision.max == 0 or decision.min == decision.max == n
    if kind == "distribute" and "lethal" in decision.extra:  # trample (CR 702.19b)
        return n == 2 and decision.amount <= decision.extra["lethal"][0]
    if kind == "distribute":
        return n == 1 or decision.amount == decision.min * n
    if kind == "mana":
        return n == 1
    return False  # may, x, order, attackers and blockers always leave a choice


class ScenarioAgent:
    """Answers a player's decisions from the scenario's ``answers`` (names, numbers, true or
    false), in order; when they run out, the deterministic default agent decides, unless the
    scenario is strict: then a decision with more than one possible answer is an error."""

    def __init__(self, refs: Refs, strict: bool = False) -> None:
        self.refs = refs
        self.queue: list[tuple[Any, Where]] = []
        self.fallback = DefaultAgent()
        self.strict = strict
        #: the real choices (more than one possible answer) the default agent answered
        self.defaulted: list[Decision] = []

    def decide(self, game: Game, decision: Decision) -> Any:
        if not self.queue:
            if self.strict and not has_one_answer(decision):
                options = ", ".join(self._show(o) for o in decision.options)
                offered = f" (options: {options})" if options else ""
                raise UnansweredDecision(
                    f"strict scenario: {decision.player} must answer the {decision.kind} "
                    f"decision {decision.prompt!r}{offered}, and no answer is left; add it "
                    "to this action's answers = [...]"
                )
            if not has_one_answer(decision):
                self.defaulted.append(decision)
            return self.fallback.decide(game, decision)
        value, where = self.queue.pop(0)
        try:
            answer = self._convert(decision, value)
            return decision.validate(answer)
        except (RefError, ScriptError) as exc:
            raise AnswerError(
                f"the answer {value!r} ({where}) does not fit the {decision.kind} decision "
                f"{decision.prompt!r}: {exc}"
            ) from None

    def _option(self, decision: Decision, value: Any, used: list[Any]) -> Any:
        for opt in decision.options:
            if any(opt is u for u in used):
                continue
            if isinstance(opt, Player | GameObject) and isinstance(value, str):
                if self.refs.matches(opt, value):
                    return opt
            elif (isinstance(value, str) and value.lower() in str(opt).lower()) or opt == value:
                return opt
        names = ", ".join(self._show(o) for o in decision.options)
        raise RefError(f"{value!r} is not one of the options: {names}")

    def _show(self, opt: Any) -> str:
        if isinstance(opt, tuple) and len(opt) == 2 and isinstance(opt[1], GameObject):
            # a replacement effect and its source (CR 616.1): the source's name and the text
            ability, source = opt
            text = getattr(ability, "text", "")
            return f"{self.refs.name_of(source)}: {text}" if text else self.refs.name_of(source)
        if isinstance(opt, tuple):
            return _mana_text(opt)
        return self.refs.name_of(opt) if isinstance(opt, GameObject) else str(opt)

    def _convert(self, decision: Decision, value: Any) -> Any:
        kind = decision.kind
        _check_shape(kind, value)
        if kind in ("may", "x"):
            return value
        if kind == "mana":
            if isinstance(value, str):
                shown = [_mana_text(o) for o in decision.options]
                wanted = value.strip().upper()
                for index, text in enumerate(shown):
                    if wanted in (text.upper(), text.replace("{", "").replace("}", "").upper()):
                        return index
                raise RefError(f"{value!r} is not one of the mana options: {', '.join(shown)}")
            return value
        if kind == "distribute" and isinstance(value, dict):
            return [
                value.get(self.refs.name_of(o) if isinstance(o, GameObject) else str(o), 0)
                for o in decision.options
            ]
        if kind == "distribute":
            return value
        if kind == "attackers":
            if isinstance(value, list):
                defender = decision.defenders[0]
                value = dict.fromkeys(value, defender)
            used: list[Any] = []
            out = {}
            for a, d in value.items():
                obj = self._option(decision, a, used)
                used.append(obj)
                out[obj] = self.refs.player(d) if isinstance(d, str) else d
            return out
        if kind == "blockers":
            attackers = decision.extra.get("attackers", [])
            used = []
            out = {}
            for b, a in value.items():
                obj = self._option(decision, b, used)
                used.append(obj)
                # a list: the attackers a creature that can block more than one blocks
                named = a if isinstance(a, list) else [a]
                found: list[Any] = []
                for one in named:
                    attacker = next(
                        (
                            x
                            for x in attackers
                            if self.refs.matches(x, one) and not any(x is f for f in found)
                        ),
                        None,
                    )
                    if attacker is None:
                        shown = ", ".join(self.refs.name_of(x) for x in attackers)
                        raise RefError(f"{one!r} is not attacking; the attackers are: {shown}")
                    found.append(attacker)
                out[obj] = found if isinstance(a, list) else found[0]
            return out
        values = value if isinstance(value, list) else [value]
        picked: list[Any] = []
        for v in values:
            if v == "none":
                continue
            picked.append(self._option(decision, v, picked))
        return picked


#: What an answer to each kind of decision is written as (see the module docstring of
#: :mod:`karlov.scenario`).
ANSWER_SHAPES: dict[str, str] = {
    "may": "true or false",
    "x": "a whole number",
    "mana": 'a mana option (such as "{R}") or its number, from 0',
    "distribute": "a list of whole numbers, one per target, or a table of target = amount",
    "attackers": "a list of attackers or a table of attacker = player",
    "blockers": (
        "a table of blocker = attacker (or = a list of attackers, for a creature that can "
        "block more than one)"
    ),
    "order": "a list of the triggered abilities, first to go on the stack first",
}


def _mana_text(option: Any) -> str:
    """A mana option as its symbols: ``("U",)`` -> ``{U}``."""
    if isinstance(option, tuple | list):
        return "".join(f"{{{symbol}}}" for symbol in option)
    return str(option)


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_shape(kind: str, value: Any) -> None:
    """Refuse an answer of the wrong shape for its decision before the runtime sees it."""
    ok = {
        "may": lambda: isinstance(value, bool),
        "x": lambda: _is_whole(value),
        "mana": lambda: isinstance(value, str) or _is_whole(value),
        "distribute": lambda: (
            (isinstance(value, list) and all(_is_whole(v) for v in value))
            or (isinstance(value, dict) and all(_is_whole(v) for v in value.values()))
        ),
        "attackers": lambda: (
            (isinstance(value, list) and all(isinstance(v, str) for v in value))
            or (isinstance(value, dict) and all(isinstance(v, str) for v in value.values()))
        ),
        "blockers": lambda: (
            isinstance(value, dict)
            and all(
                isinstance(v, str)
                or (isinstance(v, list) and v and all(isinstance(x, str) for x in v))
                for v in value.values()
            )
        ),
    }.get(kind, lambda: all(isinstance(v, str | int) for v in _listed(value)))
    if not ok():
        shape = ANSWER_SHAPES.get(kind, "a name or a list of names")
        raise RefError(f"the answer to a {kind} decision is {shape}")


def _listed(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def _agent(game: Game, player: Player) -> ScenarioAgent:
    agent = game.agents[player.index]
    assert isinstance(agent, ScenarioAgent)
    return agent


class Runner:
    """Sets up and plays one scenario."""

    def __init__(self, scenario: Scenario, cards: CardLookup) -> None:
        self.scenario = scenario
        self.cards = cards
        s = scenario
        self.game = Game([p.name for p in s.players], seed=s.seed, max_actions=s.max_steps)
        self.refs = Refs(self.game)
        self.game.agents = {
            p.index: ScenarioAgent(self.refs, strict=s.strict) for p in self.game.players
        }

    # ------------------------------------------------------------------ set-up
    def set_up(self) -> None:
        g, s = self.game, self.scenario
        for setup, player in zip(s.players, g.players, strict=True):
            if setup.life is not None:
                g.set_life(player, setup.life)
            for zone, entries in setup.zones.items():
                for entry in entries:
                    try:
                        definition = self.cards(entry.name)
                    except LookupError as exc:
                        raise ScenarioError(entry.where, str(exc.args[0])) from None
                    except CardError as exc:
                        shown = "\n".join(d.render() for d in exc.diagnostics)
                        raise ScenarioError(
                            entry.where, f"the card '{entry.name}' can't be played:\n{shown}"
                        ) from None
                    obj = g.add_card(
                        definition,
                        player,
                        zone,
                        position="bottom",
                        tapped=entry.tapped,
                        sick=entry.sick,
                        token=entry.token,
                    )
                    obj.solved = entry.solved
                    obj.damage = entry.damage
                    obj.counters.update(entry.counters)
                    if entry.label is not None:
                        key = entry.label.strip().lower()
                        if key in self.refs.labels:
                            raise ScenarioError(
                                entry.where, f"the label '{entry.label}' is used twice"
                            )
                        self.refs.labels[key] = obj.card_key
        try:
            step = normalise_step(s.step)
            active = s.active if s.active is not None else g.players[0].name
            g.start(active=self.refs.player(active), step=step, turn=s.turn)
        except (RefError, RuntimeRulesError) as exc:
            raise ScenarioError(s.where, f"the game can't start: {exc}") from None

    # ------------------------------------------------------------------ actions
    def player_of(self, action: Action) -> Player:
        name = action.get("player")
        if name is not None:
            return self.refs.player(name)
        g = self.game
        return g.priority if g.priority is not None else g.active

    def take_priority(self, player: Player) -> None:
        """The players before ``player`` pass, so that ``player`` may act (CR 117.3d)."""
        g = self.game
        for _ in range(len(g.players)):
            if g.priority is player or g.awaiting is not None or g.priority is None:
                return
            if g.passes + 1 >= len(g.apnap()):
                raise IllegalAction(
                    f"{player} doesn't have priority, and passing it to them would "
                    f"{'resolve the top of the stack' if g.stack else 'end the step'}"
                )
            g.pass_priority()

    def do(self, action: Action) -> list[Failure]:
        """Run one action; returns failures of inline expectations."""
        handler = getattr(self, f"do_{action.do}")
        who = self.player_of(action)
        answers = action.get("answers")
        if answers is not None:
            answers = answers if isinstance(answers, list) else [answers]
            _agent(self.game, who).queue.extend((a, action.where) for a in answers)
        rolls = action.get("rolls")
        if rolls is not None:  # what the dice this action rolls come up as (CR 706.1)
            self.game.fixed_rolls.extend(rolls)
            self._rolls_where = action.where
        flips = action.get("flips")
        if flips is not None:  # what the coins this action flips come up as (CR 705.2)
            self.game.fixed_flips.extend(flips)
            self._flips_where = action.where
        return handler(action, who) or []

    def do_answer(self, action: Action, who: Player) -> None:
        if action.get("answers") is None:
            raise RefError("an 'answer' action needs answers = [...]")

    def _card_in(self, action: Action, who: Player, default_zone: str) -> GameObject:
        ref = action.get("card")
        if ref is None:
            raise RefError(f"a '{action.do}' action needs card = \"Name\"")
        zone = action.get("from", default_zone)
        obj = self.refs.find(ref, (zone,), who)
        return obj

    def do_play(self, action: Action, who: Player) -> None:
        card = self._card_in(action, who, "hand")
        self.take_priority(who)
        self.game.play_land(who, card)

    def _targets(self, action: Action) -> list[Any] | None:
        targets = action.get("targets")
        if targets is None:
            return None
        targets = targets if isinstance(targets, list) else [targets]
        return [self.refs.target(t) for t in targets]

    def do_cast(self, action: Action, who: Player) -> None:
        card = self._card_in(action, who, "hand")
        kicked = action.get("kicked")
        if isinstance(kicked, list) and all(isinstance(k, str) for k in kicked):
            pass  # the kicker costs paid, of "Kicker [A] and/or [B]" (CR 702.33b)
        elif kicked is not None and not isinstance(kicked, bool | int):
            raise RefError(
                "kicked must be true, false, a number of times or a list of kicker costs, "
                f"not {kicked!r}"
            )
        self.take_priority(who)
        self.game.cast(
            who,
            card,
            targets=self._targets(action),
            x=action.get("x"),
            distribution=action.get("distribute"),
            mana_sources=self._mana_sources(action, who),
            kicked=kicked,
            face_down=action.get("face_down") is True,
        )

    def do_turn_face_up(self, action: Action, who: Player) -> None:
        """The special action of turning a face-down permanent face up for its morph cost
        (CR 702.37e, 116.2b)."""
        card = self._card_in(action, who, "battlefield")
        self.take_priority(who)
        self.game.turn_face_up_for_morph(who, card, self._mana_sources(action, who))

    def do_suspend(self, action: Action, who: Player) -> None:
        """The special action of suspend (CR 116.2f, 702.62a): exile the card from the hand with
        its time counters, paying its suspend cost."""
        card = self._card_in(action, who, "hand")
        self.take_priority(who)
        suspend_card(self.game, who, card, self._mana_sources(action, who))

    def _mana_sources(self, action: Action, who: Player) -> list[GameObject] | None:
        """The permanents ``mana = [...]`` names to pay with (CR 601.2g), or ``None``: the
        runtime chooses, never sacrificing one."""
        named = action.get("mana")
        if named is None:
            return None
        named = named if isinstance(named, list) else [named]
        chosen: list[GameObject] = []
        for name in named:  # "Treasure" twice: two Treasures, oldest first
            found = self.refs.find_all(name, ("battlefield",), who)
            fresh = [obj for obj in found if not any(obj is c for c in chosen)]
            chosen.append(fresh[0] if fresh else self.refs.find(name, ("battlefield",), who))
        return chosen

    def _ability_index(self, action: Action, obj: GameObject) -> int:
        abilities = self.game.activated_abilities(obj)
        wanted = action.get("ability")
        texts = [getattr(a, "text", "") or f"ability {i + 1}" for i, a in enumerate(abilities)]
        if not abilities:
            raise IllegalAction(f"{self.refs.name_of(obj)} has no activated abilities")
        if wanted is None:
            nonmana = [i for i, a in enumerate(abilities) if not a.is_mana_ability]
            if len(nonmana) == 1:
                return nonmana[0]
            if len(abilities) == 1:
                return 0
            raise RefError(
                f"{self.refs.name_of(obj)} has {len(abilities)} activated abilities; say which "
                f"with ability = 1..{len(abilities)} or a piece of its text: {'; '.join(texts)}"
            )
        if isinstance(wanted, int) and not isinstance(wanted, bool):
            if not 1 <= wanted <= len(abilities):
                raise RefError(
                    f"ability = {wanted}: {self.refs.name_of(obj)} has abilities 1 to "
                    f"{len(abilities)}: {'; '.join(texts)}"
                )
            return wanted - 1
        for i, text in enumerate(texts):
            if str(wanted).lower() in text.lower():
                return i
        raise RefError(
            f"no activated ability of {self.refs.name_of(obj)} says {wanted!r}: {'; '.join(texts)}"
        )

    def do_activate(self, action: Action, who: Player) -> None:
        obj = self._card_in(action, who, "battlefield")
        index = self._ability_index(action, obj)
        sacrifice = action.get("sacrifice")
        if sacrifice is not None:
            sacrifice = sacrifice if isinstance(sacrifice, list) else [sacrifice]
            sacrifice = [self.refs.find(s, ("battlefield",), who) for s in sacrifice]
        self.take_priority(who)
        self.game.activate(
            who,
            obj,
            index,
            targets=self._targets(action),
            x=action.get("x"),
            sacrifice=sacrifice,
            distribution=action.get("distribute"),
            mana_sources=self._mana_sources(action, who),
        )

    def do_attack(self, action: Action, who: Player) -> None:
        g = self.game
        if g.awaiting != "attackers":
            g.pass_until("declare_attackers", turn=g.turn)
        attackers = action.get("attackers")
        if attackers is None:
            raise RefError("an 'attack' action needs attackers = [\"Name\", ...]")
        if isinstance(attackers, str):
            attackers = [attackers]
        default = action.get("defender") or g.opponents(g.active)[0].name
        pairs = (
            attackers.items() if isinstance(attackers, dict) else [(a, default) for a in attackers]
        )
        declared: dict[GameObject, Any] = {}
        for name, defender in pairs:
            found = [
                o for o in self.refs.find_all(name, ("battlefield",), g.active) if o not in declared
            ]
            if not found:
                self.refs.find(name + " (another)", ("battlefield",), g.active)
            declared[found[0]] = self._defender(defender)
        bands = [
            [self._band_member(name, declared) for name in band] for band in action.get("bands", [])
        ]
        g.declare_attackers(declared, bands)

    def _band_member(self, name: str, declared: dict[GameObject, Any]) -> GameObject:
        """An attacking creature named in a band (CR 702.22c): an attacker of this
        declaration by its card name or label."""
        for o in self.refs.find_all(name, ("battlefield",), self.game.active):
            if o in declared:
                return o
        raise RefError(f"{name!r} in a band is not one of the declared attackers")

    def _defender(self, name: Any) -> Any:
        """What an attacker attacks: a player, or a planeswalker on the battlefield named by
        its card name or label (CR 506.3, 508.1b; the runtime says whether it may be)."""
        player = self.refs.maybe_player(name)
        if player is not None or not isinstance(name, str):
            return self.refs.player(name)
        return self.refs.find(name, ("battlefield",))

    def do_block(self, action: Action, who: Player) -> None:
        g = self.game
        if g.awaiting != "blockers":
            g.pass_until("declare_blockers", turn=g.turn)
        if g.awaiting != "blockers":
            raise IllegalAction("no creature is attacking, so there is nothing to block")
        blocks = action.get("blocks")
        if not isinstance(blocks, dict):
            raise RefError('a \'block\' action needs blocks = { "Blocker" = "Attacker" }')
        declared: dict[GameObject, Any] = {}
        for b, a in blocks.items():
            blocker = next(
                (o for o in self.refs.find_all(b, ("battlefield",)) if o not in declared), None
            )
            if blocker is None:
                self.refs.find(b, ("battlefield",))
                raise RefError(f"there are not that many '{b}' to block with")
            if isinstance(a, list):  # a creature that can block more than one (CR 509.1a)
                found: list[GameObject] = []
                for one in a:
                    attacker = next(
                        (
                            o
                            for o in self.refs.find_all(one, ("battlefield",), g.active)
                            if not any(o is f for f in found)
                        ),
                        None,
                    )
                    if attacker is None:
                        raise RefError(f"there are not that many '{one}' to block")
                    found.append(attacker)
                declared[blocker] = found
                continue
            declared[blocker] = self.refs.find(a, ("battlefield",), g.active)
        g.declare_blockers(declared)

    def do_pass(self, action: Action, who: Player) -> None:
        for _ in range(int(action.get("count", 1))):
            self.game.pass_priority()

    def do_pass_to(self, action: Action, who: Player) -> None:
        g = self.game
        step = normalise_step(action.get("step", "main1"))
        turn = action.get("turn")
        if turn == "next":
            turn = g.turn + 1
        elif turn is not None and not isinstance(turn, int):
            raise RefError(f'turn must be a number or "next", not {turn!r}')
        whose = action.get("whose")
        g.pass_until(step, player=self.refs.player(whose) if whose else None, turn=turn)

    def do_resolve(self, action: Action, who: Player) -> None:
        g = self.game
        count = action.get("count")
        if count is None:
            g.resolve_stack()
            return
        for _ in range(int(count)):
            if not g.stack:
                raise IllegalAction("the stack is empty: there is nothing to resolve")
            top = g.stack[-1]
            while any(item is top for item in g.stack) and not g.over:
                g.pass_priority()

    def do_set(self, action: Action, who: Player) -> None:
        g = self.game
        if "life" in action.fields:
            g.set_life(who, int(action.get("life")))
        if "energy" in action.fields:  # a stand-in for effects that gave energy (CR 107.14)
            who.energy = int(action.get("energy"))
        if action.get("card") is None:
            return
        obj = self.refs.find(action.get("card"), ("battlefield", "hand", "graveyard", "exile"))
        if "solved" in action.fields:
            if action.get("solved"):
                g.solve(obj)
            else:
                obj.solved = False
        if "tapped" in action.fields:
            (g.tap if action.get("tapped") else g.untap)(obj)
        if "becomes_copy_of" in action.fields:
            # A stand-in for an effect that makes a permanent become a copy (CR 707.2): no
            # bundled card does this to a permanent already on the battlefield.
            original = self.refs.find(action.get("becomes_copy_of"), ("battlefield",))
            g.become_copy(obj, original)
        if "damage" in action.fields:
            obj.damage = int(action.get("damage"))
        for kind, n in (action.get("counters") or {}).items():
            have = obj.counters.get(kind, 0)
            if n > have:
                g.put_counters(obj, kind, n - have)
            elif n < have:
                g.remove_counters(obj, kind, have - n)
        g._touch()  # designations changed outside any game action: recompute characteristics

    def do_expect(self, action: Action, who: Player) -> list[Failure]:
        fixing = ("answers", "fails", "rolls", "flips")
        fields = {k: v for k, v in action.fields.items() if k not in fixing}
        return [Failure(action.where, m) for m in expect.check(self.refs, fields)]

    # ------------------------------------------------------------------ the whole run
    def run(self, result: ScenarioResult) -> None:
        s = self.scenario
        self.set_up()
        for action in s.actions:
            if self.game.over and action.do != "expect":
                raise ScenarioError(action.where, f"{action.describe()}: {self._game_over()}")
            if not self._run_action(action, result):
                return
        if self.game.fixed_rolls:
            result.failures.append(
                Failure(
                    getattr(self, "_rolls_where", None),
                    f"the roll {self.game.fixed_rolls[0]} was never made (rolls = [...])",
                )
            )
        if self.game.fixed_flips:
            result.failures.append(
                Failure(
                    getattr(self, "_flips_where", None),
                    f"the flip {self.game.fixed_flips[0]} was never made (flips = [...])",
                )
            )
        for p in self.game.players:
            left = _agent(self.game, p).queue
            if left:
                value, where = left[0]
                result.failures.append(
                    Failure(where, f"{p}'s answer {value!r} was never asked for")
                )
        for e in s.expectations:
            result.failures.extend(self._check(e))

    def _check(self, e: Expectation) -> list[Failure]:
        try:
            return [Failure(e.where, m) for m in expect.check(self.refs, e.fields)]
        except (RefError, KeyError) as exc:
            raise ScenarioError(e.where, str(exc.args[0])) from None

    def _game_over(self) -> str:
        """Why no action can follow: the game ended (CR 104.1), and who lost it."""
        lost = [p.name for p in self.game.players if p.lost]
        return f"the game is over ({', '.join(lost) or 'nobody'} lost)"

    def _run_action(self, action: Action, result: ScenarioResult) -> bool:
        """Run ``action``; False when the scenario must stop (an expected failure that did not
        happen)."""
        fails = action.get("fails")
        try:
            result.failures.extend(self.do(action))
        except GameLoopLimit as exc:
            raise ScenarioError(
                action.where,
                f"{exc} Raise setup.max_steps (now {self.scenario.max_steps}) if this is intended.",
            ) from None
        except GameLimitError as exc:  # objects in a game, the count of one instruction
            raise ScenarioError(action.where, f"{action.describe()}: {exc}") from None
        except RulesNotSupported as exc:  # the game stopped rather than choose a reading
            raise ScenarioError(
                action.where, f"{action.describe()}: the runtime cannot play {exc}"
            ) from None
        except (IllegalAction, ScriptError, GameOver, RefError) as exc:
            message = str(exc.args[0]) if exc.args else type(exc).__name__
            if isinstance(exc, GameOver):
                message = self._game_over()
            if fails is not None and isinstance(exc, IllegalAction):
                if refusal_matches(str(fails), message):
                    return True
                result.failures.append(
                    Failure(
                        action.where,
                        f'expected {action.do} to fail with "{fails}"; it failed with: '
                        f'"{refusal_text(message)}" (fails = "..." is the whole message, '
                        "object numbers such as #3 left out)",
                    )
                )
                return False
            raise ScenarioError(action.where, f"{action.describe()}: {message}") from None
        if fails is not None:
            result.failures.append(
                Failure(
                    action.where,
                    f'expected {action.do} to fail with "{fails}", but it was allowed',
                )
            )
            return False
        return True


_OBJECT_NUMBER = re.compile(r"(?<=\S)#\d+")


def refusal_text(message: str) -> str:
    """A refusal as ``fails = "..."`` quotes it: object numbers (``Shock#4``) left out (they
    depend on the order of set-up, not on the rules), runs of white space as one space."""
    return " ".join(_OBJECT_NUMBER.sub("", message).split())


def refusal_matches(fails: str, message: str) -> bool:
    """Does ``fails`` name the refusal ``message``? It must be the whole message (object
    numbers optional): a piece of it, such as a card name or "mana", would accept any
    refusal that mentions it."""
    return refusal_text(fails) == refusal_text(message)


def run(scenario: Scenario, cards: CardLookup) -> ScenarioResult:
    """Play ``scenario`` and check its expectations."""
    result = ScenarioResult(scenario.path, scenario.title)
    runner = Runner(scenario, cards)
    result.game = runner.game
    try:
        runner.run(result)
    except ScenarioError as exc:
        result.error = exc
    return result


def final_state(game: Game) -> list[str]:
    """The game as it was left, for ``karlov play --log``: the turn and step, the stack, then
    each player's life and zones (the library top card first), permanents with their
    designations (solved, tapped, counters, damage). Built from the runtime's public queries
    only."""
    g = game
    lines = [f"Final state: turn {g.turn}, {g.active}'s {g.step.replace('_', ' ')} step."]
    if g.stack:
        items = [describe_stack_item(g, item) for item in reversed(g.stack)]
        lines.append(f"The stack (top first): {', '.join(items)}.")
    for player in g.players:
        lost = " (lost the game)" if player.lost else ""
        name = player.name[:1].upper() + player.name[1:]  # a sentence starts with a capital
        lines.append(f"{name}: {player.life} life{lost}.")
        zones = {
            "battlefield": g.zone_objects("battlefield", player),
            "hand": g.zone_objects("hand", player),
            "library": g.library(player),
            "graveyard": g.zone_objects("graveyard", player),
            "exile": [o for o in g.exile_zone() if o.owner is player],
        }
        for zone, objects in zones.items():
            shown = ", ".join(_described(g, o, zone) for o in objects) or "nothing"
            lines.append(f"  {zone.capitalize()}: {shown}.")
    return lines


def _described(game: Game, obj: GameObject, zone: str) -> str:
    name = game.chars(obj).name if zone == "battlefield" else obj.name
    if obj.face_down:
        name = "card"  # "card (face down)": it has no name (CR 708.2a, 708.5)
    if zone != "battlefield":
        return name
    notes = [
        word
        for word, present in (
            ("solved", obj.solved),
            ("tapped", obj.tapped),
            ("suspected", obj.suspected),
            ("face down", obj.face_down),
            ("token", obj.is_token),
        )
        if present
    ]
    notes += [f"{n} {kind} counter{'s' if n != 1 else ''}" for kind, n in obj.counters.items() if n]
    if obj.damage:
        notes.append(f"{obj.damage} damage")
    return f"{name} ({', '.join(notes)})" if notes else name
