"""Looking back in time for leaves-the-battlefield abilities (CR 603.10a, 603.6c, 700.4).

"Whenever a creature you control dies" on a creature destroyed together with others by
"Destroy all creatures" triggers for each of them, itself included: an ability that triggers
on a permanent leaving the battlefield is checked as the game was *immediately before* the
event, with the abilities the permanents had then, their controllers then, and its filters'
view of the game then (CR 603.10a). Objects that leave the battlefield at the same time (one
instruction, the state-based actions of one check, CR 704.3, one cost paid) leave in one
event, so every one of them looks back to the same moment.

:meth:`~karlov.runtime.game.Game.simultaneously` opens such an event: the first permanent
that leaves the battlefield inside it captures a :class:`LookBack` (the trigger table, the
battlefield and the characteristics of each permanent on it, before anything left); every
leaves-the-battlefield event of the frame is matched against it, under a *view* in which
``game.chars``, ``game.controller`` and the battlefield answer as they did then
(``Game._check_triggers``). A permanent that leaves outside any frame opens one for itself.

The view also answers what each permanent was attached to then ("When enchanted creature
dies": the creature the Aura enchanted immediately before it died, though the Aura is
unattached now). Each permanent that leaves is recorded (:class:`Departure`), so an ability
that triggered on the enchanted permanent leaving can find the card each Aura enchanting it
became in its owner's graveyard, if it went there in the same event or as the state-based
action for an Aura attached to nothing (CR 400.7f, 704.5m).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .objects import BATTLEFIELD, GRAVEYARD, Characteristics, GameObject, LastKnown

if TYPE_CHECKING:
    from .records import _TriggerTable

__all__ = ["UNATTACHED_AURA", "Departure", "LookBack", "LookBackMixin"]

#: The cause of the state-based action that puts an Aura attached to nothing into its
#: owner's graveyard (CR 704.5m).
UNATTACHED_AURA = "unattached Aura, CR 704.5m"


@dataclass(eq=False)
class LookBack:
    """One simultaneous event's look back (CR 603.10a): ``depth`` counts the nested
    ``simultaneously()`` frames; ``table`` (the triggered abilities on the battlefield, as
    ``Game._trigger_table`` indexes them), ``battlefield`` and ``chars`` (each permanent's
    characteristics, by object id) are captured just before the first permanent leaves."""

    depth: int = 0
    table: _TriggerTable | None = None
    battlefield: list[GameObject] = field(default_factory=list)
    chars: dict[int, Characteristics] = field(default_factory=dict)
    #: What each permanent was attached to then, by object id (CR 301.5, 303.4).
    attached: dict[int, GameObject | None] = field(default_factory=dict)
    #: The ids of the attacking and of the blocking creatures then: a creature that leaves
    #: the battlefield is removed from combat (CR 506.4), but "Whenever an attacking Elf
    #: dies" looks back to when it was attacking (CR 603.10a).
    attacking: frozenset[int] = frozenset()
    blocking: frozenset[int] = frozenset()
    #: The ids of the attacking creatures that were blocked / unblocked then (CR 509.1h).
    blocked: frozenset[int] = frozenset()
    unblocked: frozenset[int] = frozenset()
    #: Which event this is: departures of the same event share it.
    serial: int = 0


@dataclass(frozen=True)
class Departure:
    """A permanent that left the battlefield: the object it became (``new``), why
    (``cause``), the ``serial`` of the event it left in, and the objects attached to it
    immediately before that event (``held``, object ids), for CR 400.7f."""

    new: GameObject
    cause: str
    serial: int
    held: frozenset[int]


class _Simultaneously:
    """The block of :meth:`LookBackMixin.simultaneously` (a plain class rather than a
    generator: every permanent that leaves the battlefield enters one)."""

    __slots__ = ("_frame", "_game")

    def __init__(self, game: LookBackMixin) -> None:
        self._game = game
        self._frame: LookBack | None = None

    def __enter__(self) -> None:
        game = self._game
        frame = game._look_back
        if frame is None:
            game._look_back_serial += 1
            frame = game._look_back = LookBack(serial=game._look_back_serial)
        frame.depth += 1
        self._frame = frame

    def __exit__(self, *exc: object) -> None:
        frame = self._frame
        assert frame is not None
        frame.depth -= 1
        if frame.depth == 0:
            self._game._look_back = None
            if getattr(self._game, "returns_due", None):
                # cards exiled until a permanent that left with this event leaves: they
                # return immediately after it (CR 610.3)
                from .until_leaves import return_due

                return_due(self._game)


class LookBackMixin:
    """Part of :class:`~karlov.runtime.game.Game`: simultaneous leaves-the-battlefield events
    and the view of the game immediately before them (CR 603.10a)."""

    _look_back: LookBack | None = None
    #: While set, ``chars``/``controller``/the battlefield answer as they were then.
    _view: LookBack | None = None
    _look_back_serial: int = 0
    #: Each permanent that left the battlefield, by the id it had there.
    _departures: dict[int, Departure]

    def event_serial(self) -> int:
        """The event happening now: the open :meth:`simultaneously` block's (one instruction,
        CR 603.10a), else a new one. Permanents that enter the battlefield with one event share
        it, which is how the world rule tells a tie (CR 704.5k)."""
        frame = self._look_back
        if frame is not None:
            return frame.serial
        self._look_back_serial += 1
        return self._look_back_serial

    def simultaneously(self) -> _Simultaneously:
        """Everything that leaves the battlefield inside this block leaves in one event:
        leaves-the-battlefield abilities look back to the moment before the first of them
        left (CR 603.10a). Frames nest; the outermost one is the event."""
        return _Simultaneously(self)

    def _capture_look_back(self) -> None:
        """A permanent is about to leave the battlefield inside the open frame: if it is the
        first, remember the game as it is now (immediately before the event)."""
        frame = self._look_back
        if frame is None or frame.table is not None:
            return
        frame.table = self._trigger_table()  # type: ignore[attr-defined]
        frame.battlefield = list(self._zones[(None, BATTLEFIELD)])  # type: ignore[attr-defined]
        chars = self.chars  # type: ignore[attr-defined]
        frame.chars = {o.id: chars(o) for o in frame.battlefield}
        frame.attached = {o.id: o.attached_to for o in frame.battlefield}
        combat = self.combat  # type: ignore[attr-defined]
        if combat is not None:
            frame.attacking = frozenset(o.id for o in combat.attackers)
            frame.blocking = frozenset(o.id for o in combat.blockers)
            frame.blocked = frozenset(o.id for o in combat.attackers if o.id in combat.blocked)
            frame.unblocked = frozenset(o.id for o in combat.unblocked_attackers())

    def attachment(self, obj: GameObject) -> GameObject | None:
        """What ``obj`` is attached to (CR 301.5, 303.4); in a look-back view, what it was
        attached to immediately before the event (CR 603.10a)."""
        view = self._view
        if view is not None and obj.id in view.attached:
            return view.attached[obj.id]
        return obj.attached_to

    def _record_departure(self, old: GameObject, new: GameObject, cause: str) -> None:
        """``old`` left the battlefield and became ``new`` (inside the open frame)."""
        frame = self._look_back
        if frame is None:
            return
        held = frozenset(i for i, host in frame.attached.items() if host is old)
        self._departures[old.id] = Departure(new, cause, frame.serial, held)

    def aura_found_again(self, aura: GameObject, host: GameObject) -> GameObject | None:
        """The card an Aura that enchanted ``host`` became in its owner's graveyard, for an
        ability that triggered on ``host`` leaving the battlefield: only if the Aura was put
        there in the same event, or as the state-based action for an Aura attached to
        nothing, and is still there (CR 400.7f, 704.5m). None otherwise."""
        left, went = self._departures.get(host.id), self._departures.get(aura.id)
        if left is None or went is None or aura.id not in left.held:
            return None
        lki = self.lki.get(aura.id)  # type: ignore[attr-defined]
        if lki is None or "aura" not in lki.chars.subtypes:
            return None
        if went.serial != left.serial and went.cause != UNATTACHED_AURA:
            return None
        new = went.new
        if new.zone != GRAVEYARD or not self.is_live(new):  # type: ignore[attr-defined]
            return None
        return new

    def _last_known(self, obj: GameObject) -> LastKnown:
        """Last-known information of a permanent leaving in the open event: as it was
        immediately before the event began (CR 603.10a), not after the permanents that left
        before it in the same event (an anthem that left with it still pumped it)."""
        frame = self._look_back
        if frame is None or obj.id not in frame.chars:
            return self.snapshot(obj)  # type: ignore[attr-defined, no-any-return]
        outer, self._view = self._view, frame
        try:
            return self.snapshot(obj)  # type: ignore[attr-defined, no-any-return]
        finally:
            self._view = outer
