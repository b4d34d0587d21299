"""Events and triggered abilities: emitting events, the trigger index, putting pending triggers on
the stack in APNAP order (CR 603.2, 603.3b), delayed and reflexive triggers (CR 603.7, 603.12).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .abilities import (
    Resolution,
    TargetContext,
    TriggeredAbility,
)
from .agent import Decision
from .ascend import grant_citys_blessings, has_ascend, may_bring_blessing
from .events import (
    CardDrawn,
    CaseSolved,
    Cycled,
    DamageDealt,
    Discarded,
    Event,
    LifeGained,
    LifeLost,
    Note,
    Sacrificed,
    SpellCast,
    TokenCreated,
    ZoneChange,
)
from .history import ActRecord, CastRecord, DamageRecord, GraveyardRecord
from .lookback import LookBack, LookBackMixin
from .monarch import check_monarch_triggers
from .objects import (
    BATTLEFIELD,
    GRAVEYARD,
    GameObject,
    LastKnown,
    Player,
)
from .records import (
    _QUIET_EVENTS,
    DelayedTrigger,
    PendingTrigger,
    StackAbility,
    _targets_text,
    _TriggerTable,
    printed_abilities,
    trigger_event_types,
)
from .until_leaves import source_left

#: The event classes the turn's history records (``TriggersMixin._record``), and whether each
#: class of event met so far is one of them.
#: A trigger ready to go on the stack (CR 603.3b-d): its targets (``None``: it can't be put
#: there), their division, and the modes chosen (CR 603.3c).
_PlannedTrigger = tuple[PendingTrigger, list[list[Any]] | None, dict[int, int], list[int]]

_RECORDED_CLASSES = (
    DamageDealt,
    ZoneChange,
    SpellCast,
    LifeGained,
    LifeLost,
    CardDrawn,
    TokenCreated,
    CaseSolved,
    Discarded,
    Cycled,
    Sacrificed,
)
_RECORDED: dict[type, bool] = {}


class TriggersMixin(LookBackMixin):
    """Part of :class:`~karlov.runtime.game.Game`: events and triggered abilities: emitting events,
    the trigger index, putting pending triggers on the stack in APNAP order (CR 603.2, 603.3b),
    delayed and reflexive triggers (CR 603.7, 603.12).
    """

    def emit(self, event: Event) -> None:
        """Record ``event`` in the log and history and collect the abilities it triggers."""
        if type(event) in _QUIET_EVENTS:
            self._bump()
        else:
            self._touch()
        self.log.append(event)
        if self.echo and event.logged:
            print(event)
        if _RECORDED.get(type(event), True):  # False for a class met before and not recorded
            self._record(event)
        self._check_triggers(event)
        if may_bring_blessing(event):  # ascend on a permanent (CR 702.131b)
            if not self._ascend_watch:
                entered = event.obj  # type: ignore[attr-defined]
                self._ascend_watch = entered is not None and has_ascend(self, entered)  # type: ignore[arg-type]
            if self._ascend_watch:
                grant_citys_blessings(self)  # type: ignore[arg-type]

    def note(self, text: str) -> None:
        self.log.append(Note(text))
        if self.echo:
            print(text)

    def _record(self, e: Event) -> None:
        recorded = _RECORDED.get(type(e))
        if recorded is None:
            recorded = _RECORDED[type(e)] = issubclass(type(e), _RECORDED_CLASSES)
        if not recorded:
            return
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
                # CR 403.3, 110.2: the player it entered under the control of "had" it enter
                chars = self.chars(e.obj).copy()
                entered_under = self.controller(e.obj)
                h.acts.append(ActRecord(entered_under, "had_enter", e.obj, chars, e.obj.is_token))
            if e.from_zone == BATTLEFIELD and e.old is not None:
                h.left_battlefield.append(e.old)
                if self.exiled_until_leaves:  # CR 610.3: what it exiled "until it leaves"
                    source_left(self, e.old.obj)
                if e.died:
                    h.died.append(e.old)
        elif isinstance(e, SpellCast):
            h.casts.append(CastRecord(e.controller, e.spell, e.chars))
        elif isinstance(e, LifeGained):
            h.life_gained[e.player.index] += e.amount
        elif isinstance(e, LifeLost):
            h.life_lost[e.player.index] += e.amount
            if e.amount > 0:
                h.times_lost_life[e.player.index] += 1
        elif isinstance(e, CardDrawn):
            h.cards_drawn[e.player.index] += 1
            h.acts.append(ActRecord(e.player, "drew", e.card, self.chars(e.card).copy()))
        elif isinstance(e, TokenCreated):
            h.tokens_created.append(e.obj)
            # CR 111.2: the player who creates a token is its owner
            creator = e.obj.owner or e.controller
            h.acts.append(ActRecord(creator, "created", e.obj, self.chars(e.obj).copy(), True))
        elif isinstance(e, Discarded):
            h.acts.append(ActRecord(e.player, "discarded", e.card, self.chars(e.card).copy()))
        elif isinstance(e, Cycled):
            h.acts.append(ActRecord(e.player, "cycled", e.card, self.chars(e.card).copy()))
        elif isinstance(e, Sacrificed):
            lki = e.obj  # as it last existed on the battlefield (CR 603.10a)
            h.acts.append(ActRecord(e.player, "sacrificed", lki.obj, lki.chars, lki.is_token))
        elif isinstance(e, CaseSolved):
            h.solved.append(e.obj)

    def _trigger_table(self) -> _TriggerTable:
        """Triggered abilities of permanents, indexed by the event classes they listen to.

        Rebuilt when the battlefield changes or the effects that change abilities and
        controllers do (``_ability_env``: a new one at every game-state version while an
        impure one applies, see ``ContinuousMixin._refresh_parts``)."""
        key = self._index_key()
        t = self._triggers
        if t is not None and t.key == key:
            return t
        t = _TriggerTable(key)
        seq = 0
        for o in self._zones[(None, BATTLEFIELD)]:
            abilities, controller = self._abilities_of(o, TriggeredAbility)
            for ab in abilities:
                if BATTLEFIELD in ab.zones:
                    entry = (seq, o, controller, ab)
                    seq += 1
                    if ab.state is not None:
                        t.state.append(entry)
                        continue
                    types = trigger_event_types(ab.trigger)
                    if types is None:
                        t.any_event.append(entry)
                    else:
                        for cls in types:
                            t.by_type.setdefault(cls, []).append(entry)
        self._triggers = t
        return t

    def _index_key(self) -> tuple[int, int]:
        """What the indexes of the permanents' triggered and replacement abilities are kept
        under. While no effect changes abilities (``_ability_env`` 0) they are the printed
        ones, which change only when a permanent that prints one enters or leaves, or its
        printed abilities change in place (a copy effect, turning face up); otherwise any
        permanent may have gained one, so any change of the battlefield counts."""
        if self._parts_version != self.version and not self._still_quiet():
            self._refresh_parts()
        env = self._ability_env
        return (self._bf_indexed_changes if env == 0 else self._bf_changes, env)

    def _abilities_of(self, obj: GameObject, kind: type) -> tuple[Sequence[Any], Player]:
        """The abilities of class ``kind`` the permanent ``obj`` has now, and its controller.
        While no effect changes abilities or controllers (``_ability_env`` 0: none in layers
        1, 2 or 6, CR 613.1), those are its copiable values' (none face down, CR 708.2) and
        its own controller, read without computing its characteristics."""
        if self._ability_env == 0 and self._view is None:
            if obj.face_down:
                return (), obj.controller
            return printed_abilities(obj.copiable, kind), obj.controller
        ch = self.chars(obj)
        assert ch.controller is not None
        return [ab for ab in ch.abilities if isinstance(ab, kind)], ch.controller

    def _check_triggers(self, event: Event) -> None:
        old = None
        if isinstance(event, ZoneChange) and event.left_battlefield:
            old = event.old
        elif isinstance(event, Sacrificed):
            old = event.obj
        frame = self._look_back
        if old is not None and frame is not None and frame.table is not None:
            # Leaves-the-battlefield abilities, and abilities that trigger on a sacrifice,
            # look back in time (CR 603.10a): the abilities of the permanents as they were
            # immediately before the event (all that left with it included), their
            # controllers then, matched in a view of the game then (:mod:`.lookback`).
            self._check_looking_back(event, frame, old)
        else:
            table = self._trigger_table()
            if table.any_event or table.by_type:
                self._check_table(event, table, None)
            # An object that left outside any frame (not on the battlefield when it began)
            # may still trigger its own leaves-the-battlefield abilities (CR 603.10a).
            if old is not None:
                for ab in old.chars.abilities:
                    if isinstance(ab, TriggeredAbility) and BATTLEFIELD in ab.zones:
                        self._try_trigger(ab, old.obj, old.controller, event, old)
        # Cards whose abilities trigger from other zones (e.g. from a graveyard).
        if self._offfield_triggers:
            arrived = self._arrived_with(event, frame) if old is not None else frozenset()
            for o in list(self._offfield_triggers.values()):
                controller = self.controller(o)
                for ab in self.chars(o).abilities:
                    if isinstance(ab, TriggeredAbility) and o.zone in ab.zones:
                        if o.id in arrived and getattr(ab.trigger, "looks_back", False):
                            continue  # not in that zone immediately before (CR 603.10a)
                        self._try_trigger(ab, o, controller, event, None)
        if self.monarch is not None:
            check_monarch_triggers(self, event)  # type: ignore[arg-type]
        if not self.delayed:
            return
        for d in list(self.delayed):
            hit = d.ability.trigger(self, event, d.source)
            if hit:
                times = 1 if d.once or type(hit) is not int else hit  # CR 603.2c, 603.7c
                for _ in range(times):
                    self.pending.append(
                        PendingTrigger(
                            d.ability, d.source, d.controller, event, remembered=dict(d.remembered)
                        )
                    )
                if d.once:
                    self.delayed.remove(d)

    def _arrived_with(self, event: Event, frame: LookBack | None) -> frozenset[int]:
        """The ids of the objects that permanents leaving the battlefield in the same event as
        ``event`` became (``event``'s own too): a leaves-the-battlefield ability of one of
        them in its new zone did not exist immediately before the event (CR 603.10a)."""
        found = {event.obj.id} if isinstance(event, ZoneChange) and event.obj is not None else set()
        if frame is not None:
            serial = frame.serial
            found |= {d.new.id for d in self._departures.values() if d.serial == serial}
        return frozenset(found)

    def _check_table(self, event: Event, table: _TriggerTable, frame: LookBack | None) -> None:
        """Try the abilities of ``table`` that listen to ``event``'s class, in battlefield
        order; with a look-back ``frame``, a source that has left since is tried with its
        last-known information (CR 603.10a)."""
        for _seq, src, controller, ab in table.listening(type(event)):
            lki = None
            if frame is not None and not self.is_live(src):
                lki = self.lki.get(src.id)
            self._try_trigger(ab, src, controller, event, lki)

    def _check_looking_back(self, event: Event, frame: LookBack, old: LastKnown) -> None:
        """Match a leaves-the-battlefield event against the game as it was immediately
        before it (CR 603.10a)."""
        if self._parts_version != self.version and not self._still_quiet():
            self._refresh_parts()  # the effects that apply now, not seen through the view
        outer, self._view = self._view, frame
        try:
            self._check_table(event, frame.table, frame)  # type: ignore[arg-type]
            if old.obj.id not in frame.chars:
                # It entered after the event began: its own abilities, as it last existed.
                for ab in old.chars.abilities:
                    if isinstance(ab, TriggeredAbility) and BATTLEFIELD in ab.zones:
                        self._try_trigger(ab, old.obj, old.controller, event, old)
        finally:
            self._view = outer

    def checks_with_event(
        self, condition: Any, event: Any, source: GameObject, controller: Player
    ) -> bool:
        """An intervening "if" (CR 603.4) checked as its event happens, or again as the ability
        resolves: "that player" in it is the event's player ("At the beginning of each
        player's upkeep, if that player controls a Plains", CR 603.7c), read through
        ``condition_event`` while it is checked."""
        outer, self.condition_event = self.condition_event, event
        try:
            return bool(condition(self, source, controller))
        finally:
            self.condition_event = outer

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
        # CR 702.169c; a leaves-the-battlefield ability looks back in time, at its source's
        # last known state, solved designation included (CR 603.10a).
        if not ab.gated_open(self, lki if lki is not None else src):
            return
        hit = ab.trigger(self, event, src)
        if not hit:
            return
        if ab.intervening_if is not None and not self.checks_with_event(
            ab.intervening_if, event, src, controller
        ):
            return  # CR 603.4
        # An event of several occurrences triggers once for each (CR 603.2c): a test that
        # counts them ("Whenever a +1/+1 counter is put on ~", once per counter) says how many.
        times = hit if type(hit) is int else 1
        for _ in range(times):
            if ab.max_per_turn is not None:
                # "This ability triggers only once each turn": counted for this object (CR
                # 400.7), by the ability's text (a granted ability is rebuilt with the layers)
                uses_key = (src.id, ab.text or str(id(ab)))
                if self.trigger_uses[uses_key] >= ab.max_per_turn:
                    return
                self.trigger_uses[uses_key] += 1
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
            if not self.over:
                self._check_state_triggers()
            happened = happened or acted or bool(self.pending)
            if self.over:
                self.pending.clear()
                return True
            if not self.pending:
                if not acted:
                    return happened
                continue
            batch, self.pending = self.pending, []
            try:
                planned = self._plan_triggers(batch)
            except BaseException:
                # A refused choice (CR 603.3b choices) changes nothing: the triggers wait, and
                # the next action asks again.
                self.pending = batch + self.pending
                raise
            for t, chosen, dist, modes in planned:
                self._push_trigger(t, chosen, dist, modes)

    def _check_state_triggers(self) -> None:
        """State triggers (CR 603.8): each permanent's that holds now triggers, unless an
        instance of that ability from that permanent waits to be put on the stack or is on the
        stack (it triggers again only once that one has left the stack)."""
        states = self._trigger_table().state
        if not states:
            return
        for _seq, src, controller, ab in states:
            if any(t.ability is ab and t.source is src for t in self.pending):
                continue
            if any(
                isinstance(item, StackAbility) and item.ability is ab and item.source is src
                for item in self.stack
            ):
                continue
            if not ab.gated_open(self, src):
                continue
            assert ab.state is not None
            if ab.state(self, src, controller):
                self.pending.append(PendingTrigger(ab, src, controller, None))

    def _plan_triggers(self, batch: list[PendingTrigger]) -> list[_PlannedTrigger]:
        """Every choice for putting ``batch`` on the stack (CR 603.3b): each player orders
        their triggers in APNAP order, then targets and divisions for each (CR 603.3d). Asks
        only; nothing changes until all answers are in. (Targets are therefore chosen before
        any of the batch is on the stack; karlov has no target that is an ability on the
        stack, so no choice can depend on an earlier trigger of the batch.)"""
        planned: list[_PlannedTrigger] = []
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
                ab = t.ability
                ctx = TargetContext(t.source, t.controller, t.event)
                specs = list(ab.targets)
                # CR 603.3c: a modal trigger's modes are chosen before its targets
                chosen, modes = self._ability_modes_and_targets(
                    t.controller, t.source, ab, None, ctx
                )
                dist = {}
                if chosen is not None:
                    dist = self._choose_distribution(t.controller, specs, chosen, None, ctx)
                planned.append((t, chosen, dist, modes))
        return planned

    def _push_trigger(
        self,
        t: PendingTrigger,
        chosen: list[list[Any]] | None,
        dist: dict[int, int],
        modes: list[int],
    ) -> None:
        ab = t.ability
        if chosen is None and getattr(ab, "modes", None) is not None and not modes:
            self.note(
                f"{t} is removed from the stack: none of its modes can be chosen (CR 603.3c)."
            )
            return
        if getattr(ab, "modes", None) is not None and not modes:
            # "choose up to one —" and none chosen (CR 700.2b)
            self.note(f"{t} is removed from the stack: no mode was chosen (CR 700.2b).")
            return
        if chosen is None:
            self.note(f"{t} is removed from the stack: it has no legal targets (CR 603.3d).")
            return
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
        item.modes = modes
        self.stack.append(item)
        self._bump()
        text = getattr(ab, "text", "") or "triggered ability"
        aimed = _targets_text(chosen)
        self.note(f"{item.source}'s triggered ability goes on the stack{aimed}: {text}")
        # Its targets become targets of an ability (CR 115.1, 603.3d); the line above names them.
        self._emit_targeted(
            chosen, t.source, by_spell=False, controller=t.controller, logged=False, item=item
        )
