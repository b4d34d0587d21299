"""Turn structure (CR 500-514): steps, priority passing and moving on, cleanup."""

from __future__ import annotations

from typing import Any

from . import combat as combat_mod
from .abilities import (
    DamageNotRemovedInCleanup,
    MaximumHandSize,
    MayNotUntap,
    NoMaximumHandSize,
    SkipStep,
)
from .errors import GameOver, IllegalAction
from .events import StepBegan
from .history import TurnHistory
from .objects import (
    BATTLEFIELD,
    Player,
)
from .records import MAIN_STEPS, STEPS

#: The phase each step is a part of (CR 500.1).
_PHASE_OF = {
    "untap": "beginning",
    "upkeep": "beginning",
    "draw": "beginning",
    "main1": "main",
    "beginning_of_combat": "combat",
    "declare_attackers": "combat",
    "declare_blockers": "combat",
    "first_strike_damage": "combat",
    "combat_damage": "combat",
    "end_of_combat": "combat",
    "main2": "main",
    "end": "ending",
    "cleanup": "ending",
}
#: The last step of each phase after which an additional phase can be added (CR 500.8); an
#: ending phase's cleanup step ends the turn.
_LAST_OF_PHASE = frozenset({"draw", "main1", "end_of_combat", "main2"})
#: The first step of an added phase: an added main phase is a postcombat one (CR 505.1a).
_ADDED_PHASE_STARTS = {"combat": "beginning_of_combat", "main": "main2"}

#: The steps and phase a player may skip the next of (CR 614.10), by the step that begins it.
_SKIPPED_STEPS = {
    "untap": "untap_step",
    "upkeep": "upkeep_step",
    "draw": "draw_step",
    "beginning_of_combat": "combat_phase",
}


class TurnsMixin:
    """Part of :class:`~karlov.runtime.game.Game`: turn structure (CR 500-514): steps, priority
    passing and moving on, cleanup.
    """

    def _skipped(self, player: Player, what: str) -> bool:
        """Whether ``player`` skips this ``what`` (CR 614.10): one skip of it is used up."""
        key = (player.index, what)
        left = self.skips.get(key, 0)
        if not left:
            return False
        if left == 1:
            del self.skips[key]
        else:
            self.skips[key] = left - 1
        return True

    def _begin_step(self, step: str) -> None:
        skipped = _SKIPPED_STEPS.get(step)
        always = skipped is not None and any(  # "Skip your draw step." (CR 614.10)
            isinstance(rule, SkipStep)
            and rule.step == skipped
            and (rule.everyone or self.controller(source) is self.active)
            for ab, source in self.active_static()
            for rule in ab.rules
        )
        if step == "beginning_of_combat" and self.combat_skipped_turn == self.turn:
            always = True  # "skips all combat phases of their next turn" (CR 614.10)
        if skipped is not None and (always or (self.skips and self._skipped(self.active, skipped))):
            # CR 614.10: "skip" is "instead of doing it, do nothing": it doesn't begin; a
            # skipped combat phase is its steps, from the beginning to the end of combat
            self.note(f"{self.active} skips their {skipped.replace('_', ' ')} (CR 614.10)")  # type: ignore[attr-defined]
            if step == "untap":  # CR 302.6: controlled continuously since the turn began
                for o in self.zone_objects(BATTLEFIELD, self.active):
                    o.sick_free_for = self.active
            self.step = "end_of_combat" if step == "beginning_of_combat" else step
            self._advance()
            return
        self._tick()
        self.step = step
        self.drawn_this_step = set()  # the players who drew in it (CR 504.1)
        self.passes = 0
        self.priority = None
        self.awaiting = None
        if step == "untap":
            self.emit(StepBegan(step, self.active, self.turn))
            self.phasing(self.active)  # CR 502.1: before anything untaps
            held = self.skip_untap_of.pop(self.active.index, set())
            described = self.skip_untap_matching.pop(self.active.index, [])
            # "You may choose not to untap ~ during your untap step." (CR 502.3): the
            # permanents whose own ability lets their controller leave them tapped
            optional = {
                o.id
                for ab, o in self.active_static(self.active)
                if any(isinstance(rule, MayNotUntap) for rule in ab.rules)
            }
            # CR 502.3: the active player determines which permanents will untap, then they
            # untap them all at once -- an effect "for as long as ~ remains tapped" still
            # keeps its permanent tapped in the untap step that untaps ~ (CR 611.2b)
            untapping = []
            for o in self.zone_objects(BATTLEFIELD):
                c = self.controller(o)
                if c is self.active and (o.id in held or any(test(o) for test in described)):
                    o.sick_free_for = c  # CR 302.6
                    self.skip_next_untap.discard(o.id)
                    continue  # CR 502.3: "doesn't untap during your next untap step"
                if c is self.active:
                    o.sick_free_for = c  # CR 302.6: controlled continuously since turn start
                    # CR 502.3: effects can keep a permanent from untapping.
                    if o.id in self.skip_next_untap:  # "doesn't untap during ... next" ends
                        self.skip_next_untap.discard(o.id)
                    elif o.tapped and not self.restricted(o, "doesnt_untap"):
                        if o.id in optional and self.ask_may(
                            c, f"Choose not to untap {o} during your untap step? (CR 502.3)"
                        ):
                            self.note(f"{c} chooses not to untap {o} (CR 502.3)")
                            continue
                        untapping.append(o)
                elif o.tapped and self.restricted(o, "untaps_in_others_untap_steps"):
                    # "Untap all creatures you control during each other player's untap step."
                    # (CR 502.3): with the active player's permanents, in the untap step of a
                    # player other than the permanent's controller; "doesn't untap during its
                    # controller's untap step" is not said of this step
                    untapping.append(o)
            for o in untapping:
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
        if step == "upkeep":
            self.upkeeps_begun.setdefault(self.active.index, []).append(self._ts())
        self.emit(StepBegan(step, self.active, self.turn))
        if step == "draw" and not (
            self.skip_first_draw and self.turn == 1 and self.active is self.first_turn_player
        ):
            self.draw(self.active)  # CR 504.1; CR 103.8a skips the first draw
        if step in ("first_strike_damage", "combat_damage"):
            combat_mod.deal_combat_damage(self, first_strike=step == "first_strike_damage")
        self._give_priority(self.active)

    def maximum_hand_size(self, player: Any) -> int | None:
        """``player``'s maximum hand size, None for none (CR 402.2): seven, then the effects
        that set it, change it or remove it, each from a static ability of a permanent, in
        the timestamp order of those permanents (CR 613.11, 613.7a). A change below zero
        leaves zero."""
        player = self.player(player)
        found: list[tuple[int, Any]] = []
        for ability, source in self.active_static():
            controller = self.chars(source).controller
            for rule in ability.rules:
                if not isinstance(rule, (NoMaximumHandSize, MaximumHandSize)):
                    continue
                opponents = isinstance(rule, MaximumHandSize) and rule.opponents
                if (controller is not player) if opponents else (controller is player):
                    found.append((source.timestamp, rule))
        size: int | None = 7
        for _, rule in sorted(found, key=lambda pair: pair[0]):
            if isinstance(rule, NoMaximumHandSize):
                size = None
            elif rule.set_to is not None:
                size = rule.set_to
            elif size is not None:
                size = max(0, size + rule.change)
        return size

    def _cleanup(self) -> None:
        """The cleanup step (CR 514): it begins (what triggers "at the beginning of the next
        cleanup step" triggers now), the active player discards down to their maximum hand
        size (CR 514.1), damage and "this turn" effects end (CR 514.2); if state-based actions
        are performed or abilities triggered, players get priority and another cleanup step
        follows (CR 514.3a)."""
        self.emit(StepBegan("cleanup", self.active, self.turn))
        hand = self.hand(self.active)
        most = self.maximum_hand_size(self.active)
        if most is not None and len(hand) > most:  # CR 514.1, 402.2
            n = len(hand) - most
            cards = self.ask_cards(self.active, f"Discard {n} card(s) down to {most}", hand, n, n)
            for c in cards:
                self._discard_one(self.active, c)
        keeping = [r for p in self.players for r in self.rules(p, DamageNotRemovedInCleanup)]
        for o in self.zone_objects(BATTLEFIELD):  # CR 514.2
            if not any(rule.applies(self, o) for rule in keeping):
                o.damage = 0
                o.damaged_by_deathtouch = False
            o.regeneration_shields = 0  # "this turn" effects end with the damage (CR 514.2)
        self.continuous_effects = [
            ce for ce in self.continuous_effects if ce.until != "end_of_turn"
        ]
        self.end_prevention("end_of_turn")  # "this turn" prevention effects (CR 514.2)
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
            self.combats_ended += 1  # the combat phase ends (CR 500.5a)
        if step in _LAST_OF_PHASE:
            nxt = self._after_phase(nxt)
        self._begin_step(nxt)

    def phase_of(self, step: str | None) -> str | None:
        """The phase ``step`` is a step of (CR 500.1): beginning, main, combat or ending."""
        return _PHASE_OF.get(step) if step is not None else None

    def add_phases_after_this_one(self, phases: tuple[str, ...]) -> None:
        """ "After this phase, there is an additional combat phase [followed by an additional
        main phase]" (CR 500.8): added directly after the current phase, as it ends."""
        self.phases_after_this_one.append(phases)

    def _after_phase(self, nxt: str) -> str:
        """The first step of the phase that follows the one ending, ``nxt`` in the usual order
        (CR 500.1): phases added directly after this one come first, the most recently created
        first (CR 500.8), then those added before and still to come, then ``nxt``."""
        if self.phases_after_this_one:
            added = [phase for phases in reversed(self.phases_after_this_one) for phase in phases]
            self.phases_after_this_one = []
            self.phase_queue = added + (self.phase_queue or [nxt])
        if not self.phase_queue:
            return nxt
        head = self.phase_queue.pop(0)
        return _ADDED_PHASE_STARTS.get(head, head)

    def _new_turn(self) -> None:
        """The next turn: the most recently created extra turn (CR 500.7), else the next
        player's in the normal order, which extra turns don't change (CR 500.7: they are
        added directly after the turn)."""
        self.past_turns.append(self.history)
        alive = [p for p in self.players if not p.lost]
        if self._normal_active is None:
            self._normal_active = self.active  # the turn that ends is of the normal order
        while True:
            extra = None
            self.this_extra_turn = None
            while self.extra_turns and extra is None:
                taker = self.extra_turns.pop()
                # an extra turn queued without a number (by a test or a tool that appends to
                # extra_turns alone) is no turn an instruction's "that turn" can name
                number = self.extra_turn_numbers.pop() if self.extra_turn_numbers else None
                extra = taker if taker in alive else None
            if extra is not None:
                self.active = extra
                self.this_extra_turn = number  # "that turn's end step" (CR 500.7, 603.7a)
            else:
                i = self._normal_active.index
                n = len(self.players)
                for k in range(1, n + 1):
                    cand = self.players[(i + k) % n]
                    if cand in alive:
                        self.active = cand
                        break
                self._normal_active = None
            if not (self.skips and self._skipped(self.active, "turn")):
                break
            # CR 614.10: the turn doesn't happen; the next turn after it is taken instead
            self.note(f"{self.active} skips their turn (CR 614.10)")  # type: ignore[attr-defined]
            if extra is None:
                self._normal_active = self.active
        self.turn += 1
        self.active.turns_begun += 1  # "your next turn" (CR 500.1), an extra turn too
        for p in self.players:
            p.lands_played = 0
            p.extra_lands_this_turn = 0  # "this turn" has ended (CR 611.2a)
        self.ability_uses.clear()
        self.ability_resolutions.clear()
        self.trigger_uses.clear()
        self.loyalty_activated.clear()
        self.history = TurnHistory(self.turn, self.active)
        self.phases_after_this_one = []  # none survives its turn (CR 500.8)
        self.phase_queue = []
        if self.skips and self._skipped(self.active, "combat_phases_of_next_turn"):
            # "Target player skips all combat phases of their next turn." (CR 614.10): this
            # is that turn; each of its combat phases, an added one too (CR 500.8), is skipped
            self.combat_skipped_turn = self.turn
        self._begin_step("untap")

    def _give_priority(self, player: Player) -> None:
        # Remembered until priority is given, so that an action interrupted by a refused
        # choice while triggers go on the stack can be completed by the next one.
        self._priority_due = player
        self._flush_triggers()
        self._priority_due = None
        if self.over:
            self.priority = None
            return
        self.priority = player
        self._bump()

    def _resume(self) -> bool:
        """Complete an action that a refused choice interrupted (its triggers were waiting to
        go on the stack): ask again and give priority. Returns whether there was one."""
        due = self._priority_due
        if due is None or self.awaiting is not None:
            return False
        self._give_priority(due)
        return True

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
        if self._resume():
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
        self._resume()
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
