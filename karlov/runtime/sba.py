"""State-based actions (CR 704), checked whenever a player would receive priority."""

from __future__ import annotations

from .abilities import INDESTRUCTIBLE
from .agent import Decision
from .dungeons import dungeons_to_remove, remove_dungeon
from .errors import RulesNotSupported
from .events import (
    ControlChanged,
    PlayerLost,
    PlayerWon,
)
from .lookback import UNATTACHED_AURA
from .monarch import monarch_leaves
from .objects import (
    BATTLEFIELD,
    COMMAND,
    GRAVEYARD,
    PHASED_OUT,
    GameObject,
    Player,
)
from .soulbond import unpair_broken


class StateBasedActionsMixin:
    """Part of :class:`~karlov.runtime.game.Game`: state-based actions (CR 704), checked whenever a
    player would receive priority.
    """

    def check_state_based_actions(self) -> bool:
        """Perform state-based actions once (CR 704.3); returns whether any were performed.

        Skipped when nothing a state-based action looks at changed since the last check that
        found none: no event other than those in ``_QUIET_EVENTS`` happened, no ``_touch()``,
        and no continuous effect applies (its effects may depend on anything) -- or the same
        pure ones apply (the characteristics' env is the one of that check, see
        ``ContinuousMixin._refresh_parts``)."""
        if self._parts_version != self.version and not self._still_quiet():
            self._refresh_parts()
        if self._zones[(None, COMMAND)]:
            # A dungeon's bottommost room ability may have left the stack without a change of
            # state (countered, or doing nothing): CR 704.5t is looked at again.
            self._sba_dirty = True
        if not self._sba_dirty and (not self._parts or self._env == self._sba_env):
            return False
        acted = self._state_based_actions()
        if not acted:
            self._sba_dirty = False
            self._sba_env = self._env
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
            elif p.poison >= 10:
                self._lose(p, "ten or more poison counters (CR 704.5c)")
                acted = True
        if self.over:
            return True
        # The state-based actions of one check are performed at the same time (CR 704.3):
        # which apply is decided first, then the permanents leave in one event, so their
        # leaves-the-battlefield abilities all look back to the same moment (CR 603.10a).
        leaving: list[tuple[GameObject, bool, str]] = []  # (permanent, destroyed?, cause)
        groups: dict[tuple[int, str], list[GameObject]] = {}  # legends by controller and name
        auras: list[GameObject] = []
        worlds: list[GameObject] = []
        # One look at each permanent's characteristics serves every check below. Nothing
        # leaves until every check is made, so the battlefield is read in place.
        battlefield = self._zones[(None, BATTLEFIELD)]
        for o in battlefield:
            ch = self.chars(o)
            if "creature" in ch.types:
                t = ch.toughness or 0
                if t <= 0:
                    leaving.append((o, False, "toughness 0 or less, CR 704.5f"))
                elif INDESTRUCTIBLE in ch.abilities:
                    pass  # not destroyed by lethal or deathtouch damage (CR 702.12b)
                elif o.damage >= t:
                    leaving.append((o, True, "lethal damage, CR 704.5g"))
                elif o.damaged_by_deathtouch and o.damage > 0:
                    leaving.append((o, True, "deathtouch damage, CR 704.5h"))
            no_loyalty = "planeswalker" in ch.types and o.counters.get("loyalty", 0) <= 0
            if no_loyalty and not any(leaver is o for leaver, _, _ in leaving):
                leaving.append((o, False, "no loyalty counters, CR 704.5i"))
            if ch.is_legendary and ch.name:  # the legend rule (CR 704.5j), below
                assert ch.controller is not None
                groups.setdefault((ch.controller.index, ch.name), []).append(o)
            if "aura" in ch.subtypes:
                auras.append(o)
            if "world" in ch.supertypes:
                worlds.append(o)
        leaving += [(o, False, "world rule, CR 704.5k") for o in _world_rule_losers(worlds)]
        # Legend rule (CR 704.5j).
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
                leaving += [(o, False, "legend rule, CR 704.5j") for o in objs if o is not keep]
        # Auras attached to nothing, or to what their enchant ability doesn't allow
        # (CR 704.5m, 303.4c-d).
        for o in auras:
            if isinstance(o.attached_to, Player):  # "Enchant player" (CR 303.4, 704.5m)
                if not self._can_enchant(o, o.attached_to):
                    leaving.append((o, False, "Aura attached illegally, CR 704.5m"))
                continue
            if o.bestowed and not (
                self.on_battlefield(o.attached_to) and self._can_enchant(o, o.attached_to)
            ):
                # CR 702.103f: a bestowed Aura attached to nothing or to an illegal object
                # becomes unattached and ceases to be bestowed (an exception to 704.5m)
                self.cease_bestowed(o)
                acted = True
            elif not self.on_battlefield(o.attached_to):
                leaving.append((o, False, UNATTACHED_AURA))
            elif not self._can_enchant(o, o.attached_to):
                leaving.append((o, False, "Aura attached illegally, CR 704.5m"))
        if leaving:
            acted = True
            with self.simultaneously():
                for o, destroyed, cause in leaving:
                    if not self.on_battlefield(o):
                        continue  # put there by two state-based actions at once
                    if destroyed:
                        self.destroy(o, cause=cause)
                    else:
                        self.move(o, GRAVEYARD, cause=cause)
        # Pairs that no longer hold end (CR 702.95e: not a state-based action, but read
        # whenever one is, so an ended pair stays ended).
        if unpair_broken(self):  # type: ignore[arg-type]
            acted = True
        # Tokens outside the battlefield, spell copies off the stack (CR 704.5d-e).
        ceasing = [
            o
            for key, objs in self._zones.items()
            if key[1] not in (BATTLEFIELD, PHASED_OUT)  # phased out, it exists (CR 702.26d)
            for o in objs
            if o.is_token or o.is_spell_copy
        ]
        for o in ceasing:
            self._remove(o)
            self._touch()
            self.note(f"{o} ceases to exist (CR 704.5d)")
            acted = True
        # +1/+1 and -1/-1 counters annihilate (CR 704.5q). (No permanent leaves in the two
        # checks below: the battlefield is read in place.)
        battlefield = self._zones[(None, BATTLEFIELD)]
        for o in battlefield:
            a, b = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
            if a and b:
                n = min(a, b)
                o.counters["+1/+1"] -= n
                o.counters["-1/-1"] -= n
                self._touch()
                acted = True
        # Equipment attached illegally becomes unattached (CR 704.5n); an Equipment that is
        # also a creature can't equip a creature (CR 301.5c).
        for o in battlefield:
            if (
                o.attached_to is not None
                and "equipment" in self.chars(o).subtypes
                and not self._can_equip(o, o.attached_to)
            ):
                o.attached_to = None
                self._touch()
                acted = True
        for dungeon in dungeons_to_remove(self):  # CR 704.5t
            remove_dungeon(self, dungeon)
            acted = True
        if self._refresh_control():
            acted = True
        return acted

    def _refresh_control(self) -> bool:
        """Each permanent whose controller changed: it has been under the new controller's
        control only since now (CR 302.6, 702.30a), and an attacking or blocking creature is
        removed from combat (CR 506.4: "if its controller changes")."""
        changed = False
        for o in self.zone_objects(BATTLEFIELD):
            c = self.controller(o)
            if c is not o.last_controller:
                old = o.last_controller
                o.last_controller = c
                o.sick_free_for = None  # control must be continuous since turn began
                o.note["control_since"] = self._ts()  # CR 702.30a: it came under c's control
                if old is not None:  # one not in combat is not affected (CR 506.4a)
                    self.remove_from_combat(o, "its controller changed")  # type: ignore[attr-defined]
                self.emit(ControlChanged(o, old, c))
                changed = True
        return changed

    def win(self, p: Player) -> None:
        """An effect says ``p`` wins the game (CR 104.2b): the game ends at once (CR 104.1),
        the other players having lost it."""
        if self.over or p.lost:
            return
        self.emit(PlayerWon(p))
        for other in self.players:
            if other is not p and not other.lost:
                other.lost = True
                self.emit(PlayerLost(other, f"{p} won the game"))
        self.over = True
        self.winner = p
        self.priority = None

    def lose_game(self, p: Player) -> None:
        """An effect says ``p`` loses the game (CR 104.3e)."""
        if not self.over and not p.lost:
            self._lose(p, "an effect")

    def _lose(self, p: Player, reason: str) -> None:
        p.lost = True
        self.emit(PlayerLost(p, reason))
        if self.monarch is p:
            monarch_leaves(self, p)  # type: ignore[arg-type]
        alive = [q for q in self.players if not q.lost]
        if len(alive) <= 1:
            self.over = True
            self.winner = alive[0] if alive else None
            self.priority = None


def _world_rule_losers(worlds: list[GameObject]) -> list[GameObject]:
    """The world rule (CR 704.5k): of two or more permanents with the world supertype, all
    but the one that has had it for the shortest time go to their owners' graveyards, and
    all of them on a tie. A printed world permanent has been one since it entered the
    battlefield, and permanents that entered with one event tie (CR 603.10a: one instruction
    is one event). One that is a world by a copy or type-changing effect became one when
    that effect began, which the runtime does not record: it stops there."""
    if len(worlds) < 2:
        return []
    for world in worlds:
        if (
            world.copy_values is not None
            or world.merged_values is not None
            or "world" not in world.definition.supertypes
        ):
            raise RulesNotSupported(
                f"the world rule (CR 704.5k) for {world}, a world by an effect: when it became"
                " one is not recorded"
            )
    newest = max(world.entered_with for world in worlds)
    kept = [world for world in worlds if world.entered_with == newest]
    if len(kept) > 1:
        return worlds  # a tie for the shortest time: all of them
    return [world for world in worlds if world is not kept[0]]
