"""Characteristics and continuous effects: the layer system with its cache (CR 613) and continuous
effects from resolving spells and abilities (CR 611.2).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from .abilities import (
    PERMANENT,
    RESTRICTION_LAYER,
    HexproofFrom,
    LayerEffect,
    Protection,
    Restriction,
    SpellAbility,
    StaticAbility,
    TargetContext,
    target_key,
)
from .agent import Decision
from .errors import IllegalAction
from .events import (
    SpellCopied,
    TurnedFaceUp,
    ZoneChange,
)
from .layers import (
    ContinuousEffect,
    ability_exists,
    base_characteristics,
    collect_parts,
    compute_characteristics,
    conditional_statics,
    defining_pt,
    is_pure,
    layer_statics,
)
from .objects import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    HAND,
    STACK,
    CardDefinition,
    CastPermission,
    Characteristics,
    GameObject,
    LastKnown,
    Player,
    PlayerRef,
)

if TYPE_CHECKING:
    from .game import Game


def _same_parts(old: tuple[Any, ...] | None, new: tuple[Any, ...]) -> bool:
    """Whether two refreshes found the same parts (the same effects, sources, locked-in sets,
    in the same order) and the same sources' controllers and players in the game."""
    if old is None or old[1] != new[1] or len(old[0]) != len(new[0]):
        return False
    return all(
        a[0] == b[0] and a[1] == b[1] and a[2] is b[2] and a[3] is b[3] and a[4] == b[4]
        and a[5] is b[5]
        for a, b in zip(old[0], new[0], strict=True)
    )  # fmt: skip


def _own_state(obj: GameObject) -> tuple[Any, ...]:
    """What a permanent's characteristics depend on of the object itself, besides its copiable
    values, controller and counters (CR 613.4c: its +1/+1 and -1/-1 counters; the cache
    compares them all): face-down status, owner, suspected designation and whether it is
    bestowed (CR 702.103b)."""
    return (obj.face_down, obj.owner, obj.suspected, obj.bestowed)


class ContinuousMixin:
    """Part of :class:`~karlov.runtime.game.Game`: characteristics and continuous effects: the
    layer system with its cache (CR 613) and continuous effects from resolving spells and
    abilities (CR 611.2).
    """

    def chars(self, obj: GameObject | LastKnown) -> Characteristics:
        """Characteristics after the layer system (CR 613). For an object that left its zone,
        last-known information (CR 608.2h). Treat the result as read-only: it is cached.

        A permanent's characteristics are computed lazily and kept until something they may
        depend on changes: while no continuous effect applies to the battlefield they depend
        only on the object itself (its copiable values, face-down status, controller, suspected
        designation and +1/+1 and -1/-1 counters: the cache compares all its counters); while
        the same pure effects apply, the same (``_refresh_parts`` keeps the env); while any
        other applies, until the game state changes (``version``)."""
        if (  # the fast path: a permanent whose cached characteristics are still valid
            obj.__class__ is GameObject
            and (self._parts_version == self.version or self._still_quiet())
            and self._view is None
            and not self._collecting
            and obj.id not in self._computing
        ):
            hit = self._chars_cache.get(obj.id)
            # An entry with an env is a permanent's, and only a live permanent has one: the
            # entry goes with its object (``_remove``), and no object changes zones in place.
            if (
                hit is not None
                and hit[0] == self._env
                and hit[1] is obj.copiable
                and hit[2] is obj.controller
                and hit[3] == obj.counters
                and hit[4] == (obj.face_down, obj.owner, obj.suspected, obj.bestowed)
            ):
                return hit[5]
        if isinstance(obj, LastKnown):
            return obj.chars
        view = self._view
        if view is not None:  # looking back in time (CR 603.10a, :mod:`.lookback`)
            seen = view.chars.get(obj.id)
            if seen is not None:
                return seen
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
            and hit[4]
            == (obj.face_down, obj.owner, obj.x, obj.bestowed, obj.overloaded, obj.mutating)
        ):
            return hit[5]  # never a card whose characteristic-defining abilities count
        defining = defining_pt(obj) if obj.zone != BATTLEFIELD else ()
        if defining:
            return self._defined_elsewhere(obj, defining)
        ch = base_characteristics(obj)
        if obj.zone != BATTLEFIELD:
            self._chars_cache[obj.id] = (
                None,
                obj.copiable,
                obj.controller,
                None,
                # X counts on the stack (CR 202.3e); a bestowed spell is an Aura (702.103b);
                # an overloaded spell has its text changed (CR 702.96c); a mutating spell
                # has a target (CR 702.140a)
                (obj.face_down, obj.owner, obj.x, obj.bestowed, obj.overloaded, obj.mutating),
                ch,
            )
        return ch

    def _defined_elsewhere(
        self, obj: GameObject, defining: tuple[LayerEffect, ...]
    ) -> Characteristics:
        """The characteristics of a card outside the battlefield whose characteristic-defining
        abilities set its power or toughness: they function in every zone (CR 604.3), so
        "the number of creature cards in your graveyard" is counted whenever it is asked (not
        kept: what it counts may change without the card changing)."""
        ch = base_characteristics(obj)
        self._computing[obj.id] = ch  # it may count itself, as it is so far
        try:
            for part in defining:
                part.modify(self, obj, ch, obj)
        finally:
            del self._computing[obj.id]
        return ch

    def _permanent_chars(self, obj: GameObject) -> Characteristics:
        if self._parts_version != self.version and not self._still_quiet():
            self._refresh_parts()
        own = _own_state(obj)
        hit = self._chars_cache.get(obj.id)
        if (
            hit is not None
            and hit[0] == self._env
            and hit[1] is obj.copiable
            and hit[2] is obj.controller
            and hit[3] == obj.counters
            and hit[4] == own
        ):
            return hit[5]
        ch = base_characteristics(obj)
        self._computing[obj.id] = ch
        try:
            compute_characteristics(self, obj, self._parts, ch)
        finally:
            del self._computing[obj.id]
        if self._view is None:  # computed while looking back: not the present's to keep
            self._chars_cache[obj.id] = (
                self._env,
                obj.copiable,
                obj.controller,
                dict(obj.counters),
                own,
                ch,
            )
        return ch

    def _still_quiet(self) -> bool:
        """Whether the last refresh found nothing that generates a continuous effect (no
        permanent with a layer static or the suspected designation, no effect of a resolved
        spell or ability) and nothing has since made one possible: the battlefield and its
        holders are as they were (``_holders_dirty`` is set by every change that may make a
        holder: a permanent entering, turning face up, becoming a copy or suspected) and no
        effect was created. A refresh now would find the same -- no parts, env 0 -- so the
        characteristics cached under env 0 are valid whatever else changed (CR 613: with no
        continuous effect, a permanent's characteristics are its own). The version is
        brought up to date so the next question is answered at once."""
        if self._quiet and not self._holders_dirty and not self.continuous_effects:
            self._parts_version = self.version
            return True
        return False

    def _refresh_parts(self) -> None:
        """Collect the continuous effects that apply now (once per game-state version)."""
        self._ability_env = -1  # not known until the parts are (a condition may ask)
        self._control_changes = True
        self._quiet = False
        if self.continuous_effects:
            ended = [ce for ce in self.continuous_effects if callable(ce.until) and ce.until(self)]
            if ended:  # "for as long as ..." effects end when their condition says (CR 611.2b)
                self.continuous_effects = [ce for ce in self.continuous_effects if ce not in ended]
        if self._holders_dirty:
            self._holders = [
                o for o in self._zones[(None, BATTLEFIELD)] if o.suspected or layer_statics(o)
            ]
            # an emblem's static abilities function in the command zone (CR 114.4)
            self._holders += [
                o for o in self._zones[(None, COMMAND)] if o.emblem and layer_statics(o)
            ]
            self._holders_dirty = False
        if not self._holders and not self.continuous_effects:
            # Nothing generates a continuous effect: what the rest of this method finds then.
            self._parts = {}
            self._env = 0
            self._kept = None
            self._ability_env = 0
            self._control_changes = False
            self._parts_version = self.version
            self._quiet = True
            return
        self._collecting = True  # gates see layer-1 values (static abilities come from layer 1)
        try:
            self._parts = collect_parts(self, self._holders)
        finally:
            self._collecting = False
        conditional = conditional_statics(self._holders)
        if conditional:
            self._apply_conditions(conditional)
        if any(hasattr(ce.until, "controls") for ce in self.continuous_effects):
            self._end_lost_control(conditional)
        # With no continuous effects a permanent's characteristics depend only on itself, so
        # cached values stay valid across versions (env 0); the same when the same pure
        # effects apply as at the last refresh, from sources with the same controllers, the
        # same players in the game (``layers.is_pure``: the env is kept); otherwise only for
        # this version.
        if not self._parts:
            self._env = 0
            self._kept = None
        else:
            flat = [p for layer in self._parts.values() for p in layer]
            kept = None
            if all(is_pure(p) for p in flat):
                world = (
                    tuple(getattr(p[3], "controller", None) for p in flat),
                    tuple(player.lost for player in self.players),
                )
                kept = (flat, world)
            if kept is not None and _same_parts(self._kept, kept):
                self._env = self._kept_env
            else:
                self._env = self.version + 1
            self._kept = kept
            self._kept_env = self._env
        # Abilities and controllers change only through layers 1, 2 and 6 (CR 613.1; the
        # intrinsic mana abilities of layer 4 are neither triggered nor replacements, the only
        # abilities read through ``_ability_env``): while it is 0 a permanent's abilities are
        # its printed ones (``_abilities_of``). While the env is kept, so are the
        # abilities of every permanent whose own state didn't change, and no ability depends
        # on that state (its counters change only power and toughness, in layer 7c: the
        # runtime has no keyword counters; a face-down or copy change moves ``_bf_changes``);
        # a new env is a new ability env.
        changes_abilities = any(layer in self._parts for layer in ("1", "2", "6"))
        self._ability_env = self._env if changes_abilities else 0
        self._control_changes = "2" in self._parts  # the layer of control (CR 613.1b)
        self._parts_version = self.version

    def _end_lost_control(self, conditional: list[tuple[GameObject, StaticAbility]]) -> None:
        """End the effects that last "for as long as you control ~" whose player no longer
        controls that permanent, or whose permanent has left the battlefield (CR 611.2b,
        400.7): control is read on the characteristics the effects collected give (layer 2,
        as :meth:`_apply_conditions` reads its conditions); the effects are collected again
        without those that ended, until none ends."""
        for _round in range(len(self.continuous_effects) + 1):
            self._condition_rounds += 1
            self._env = -self._condition_rounds
            self._parts_version = self.version
            ended = []
            for ce in self.continuous_effects:
                controls = getattr(ce.until, "controls", None)
                if controls is None:
                    continue
                source, player = controls
                if not self.on_battlefield(source) or self.controller(source) is not player:
                    ended.append(ce)
            if not ended:
                return
            self.continuous_effects = [ce for ce in self.continuous_effects if ce not in ended]
            self._collecting = True
            try:
                self._parts = collect_parts(self, self._holders)
            finally:
                self._collecting = False
            if conditional:
                self._apply_conditions(conditional)

    def _apply_conditions(self, conditional: list[tuple[GameObject, StaticAbility]]) -> None:
        """Add the effects of the static abilities whose "as long as" condition is true
        (CR 611.3a). A condition is a fact about the game as it is, so it is checked on the
        characteristics the other continuous effects give: first those of the unconditional
        effects, then again with the conditional effects that apply, until the set of true
        conditions no longer changes. A chain of conditions, each made true by the one before,
        settles within one round per condition; a set that never settles (two conditions that
        switch each other off) stops there, and the last is kept."""
        holding: frozenset[tuple[int, int]] = frozenset()
        for round_ in range(len(conditional) + 2):
            # Characteristics computed while checking come from ``self._parts`` as they are
            # now: a cache key no other round of any version has, and no new refresh of the
            # parts.
            self._condition_rounds += 1
            self._env = -self._condition_rounds
            self._parts_version = self.version
            found = frozenset(
                (o.id, id(ab))
                for o, ab in conditional
                if ab.gated_open(self, o)
                and ab.condition is not None
                and ab.condition(self, o, self.controller(o))
            )
            if round_ and found == holding:
                break
            holding = found
            self._collecting = True
            try:
                self._parts = collect_parts(self, self._holders, holding)
            finally:
                self._collecting = False

    def controller(self, obj: GameObject | LastKnown) -> Player:
        """Current controller (CR 108.4); owner for cards outside battlefield and stack."""
        if (  # the common case first: a permanent, seen in the present
            obj.__class__ is GameObject
            and obj.zone == BATTLEFIELD
            and self._view is None
            and self.objects.get(obj.id) is obj
        ):
            if (
                self._parts_version == self.version or self._still_quiet()
            ) and not self._control_changes:
                return obj.controller  # no control-changing effect applies (CR 613.1b)
            ch = self.chars(obj)
            assert ch.controller is not None
            return ch.controller
        if isinstance(obj, LastKnown):
            return obj.controller
        view = self._view
        if view is not None and obj.id in view.chars:  # CR 603.10a
            seen = view.chars[obj.id].controller
            if seen is not None:
                return seen
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
        chars = self.chars(obj)
        if obj.id in self._computing:  # its characteristics so far, still being changed
            chars = chars.copy()
        # Otherwise shared, as a look-back frame shares them: what chars() returns is never
        # changed once made (a new state makes new characteristics).
        return LastKnown(
            obj=obj,
            chars=chars,
            zone=obj.zone,
            controller=self.controller(obj),
            counters=dict(obj.counters),
            tapped=obj.tapped,
            solved=obj.solved,
            is_token=obj.is_token,
        )

    def any_restrictions(self) -> bool:
        """Whether any restriction applies to anything now (:meth:`restrictions_on`): when none
        does, a caller that would ask about each object in turn need not ask."""
        if self._parts_version != self.version and not self._still_quiet():
            self._refresh_parts()
        return bool(self._parts.get(RESTRICTION_LAYER))

    def restricted(self, obj: GameObject, kind: str) -> bool:
        """Whether a restriction of ``kind`` (:data:`karlov.ir.RESTRICTIONS`) applies to
        ``obj`` now: from a static ability (while it functions and its condition holds,
        CR 611.3a) or from a resolved effect on a locked-in set (CR 611.2c)."""
        if self._parts_version != self.version and not self._still_quiet():
            self._refresh_parts()
        if RESTRICTION_LAYER not in self._parts:
            return False  # none applies to anything: the common case, answered at once
        return bool(self.restrictions_on(obj, kind))

    def restrictions_on(self, obj: GameObject, kind: str) -> list[Restriction]:
        """The restrictions of ``kind`` that apply to ``obj`` now (:meth:`restricted`)."""
        return [part for part, _source in self.restrictions_with_sources(obj, kind)]

    def restrictions_with_sources(
        self, obj: GameObject, kind: str
    ) -> list[tuple[Restriction, Any]]:
        """The restrictions of ``kind`` that apply to ``obj`` now, each with its source (for
        "can't attack you": the player "you" is the source's controller)."""
        if self._parts_version != self.version and not self._still_quiet():
            self._refresh_parts()
        found: list[tuple[Restriction, Any]] = []
        for entry in self._parts.get(RESTRICTION_LAYER, ()):
            _ts, _seq, part, source, affected, _ability = entry
            if not isinstance(part, Restriction) or part.kind != kind:
                continue
            if not ability_exists(self, entry):
                continue  # its static ability was removed (CR 613.1f)
            if part.unless is not None and part.unless(self, source, self.controller(source)):
                continue  # "can't attack unless [condition]": the condition holds
            if affected is not None:
                if obj.id in affected:
                    found.append((part, source))
            elif part.affects is None or part.affects(self, obj, self.chars(obj), source):
                found.append((part, source))
        return found

    def protected_from(self, obj: Any, source: Any) -> bool:
        """Whether the permanent ``obj`` has protection from a quality ``source`` has
        (CR 702.16a); ``source`` may be last-known information."""
        return self._from_a_quality(obj, source, Protection)

    def hexproof_from(self, obj: Any, source: Any) -> bool:
        """Whether the permanent ``obj`` has hexproof from a quality ``source`` has (CR
        702.11d): the spell, or the source of the ability, that would target it; ``source``
        may be last-known information. Whose spell or ability it is, the caller checks."""
        return self._from_a_quality(obj, source, HexproofFrom)

    def _from_a_quality(self, obj: Any, source: Any, kind: type) -> bool:
        """Whether the permanent ``obj`` has an ability of ``kind`` ("protection from red",
        "hexproof from black") whose quality ``source``'s characteristics have."""
        if not isinstance(obj, GameObject) or obj.zone != BATTLEFIELD or source is None:
            return False
        found = [a for a in self.chars(obj).abilities if isinstance(a, kind)]
        if not found:
            return False
        if isinstance(source, LastKnown):
            quality = source.chars
        elif isinstance(source, GameObject):
            quality = self.chars(source)
        else:
            return False
        return any(a.quality(quality) for a in found)

    def has_keyword(self, obj: GameObject, kw: str) -> bool:
        return kw in self.chars(obj).abilities

    def is_creature(self, obj: GameObject) -> bool:
        return "creature" in self.chars(obj).types

    def active_static(
        self, player: PlayerRef | None = None
    ) -> list[tuple[StaticAbility, GameObject]]:
        """Static abilities that currently function (CR 611.3b, 702.169b), optionally only
        those controlled by ``player``."""
        player = None if player is None else self.player(player)
        out = []
        for o in self.zone_objects(BATTLEFIELD):
            ch = self.chars(o)
            if player is not None and ch.controller is not player:
                continue
            for ab in ch.abilities:
                if isinstance(ab, StaticAbility) and ab.gated_open(self, o):
                    if ab.condition is not None and not ab.condition(self, o, ch.controller):
                        continue  # "as long as ..." is false now (CR 611.3a)
                    out.append((ab, o))
        return out

    def rules(self, player: PlayerRef, kind: type) -> list[Any]:
        """Active rules modifiers of class ``kind`` that apply to ``player``."""
        player = self.player(player)
        return [r for ab, _o in self.active_static(player) for r in ab.rules if isinstance(r, kind)]

    # ---- continuous effects from resolving spells and abilities (CR 611.2)
    def add_effect(
        self,
        part: LayerEffect,
        objs: Iterable[GameObject],
        source: Any,
        controller: PlayerRef,
        *,
        until: str | Callable[[Game], bool] | None = "end_of_turn",
        text: str = "",
    ) -> ContinuousEffect:
        """Create a continuous effect on a locked-in set of objects (CR 611.2c)."""
        controller = self.player(controller)
        ce = ContinuousEffect(
            part, frozenset(o.id for o in objs), source, controller, self._ts(), until, text
        )
        self.continuous_effects.append(ce)
        self._touch()
        return ce

    def add_effect_on_whatever_matches(
        self,
        part: LayerEffect,
        source: Any,
        controller: PlayerRef,
        *,
        until: str | Callable[[Game], bool] | None = "end_of_turn",
        text: str = "",
    ) -> ContinuousEffect:
        """Create a continuous effect of a resolving spell or ability that applies to whatever
        ``part.affects`` selects whenever it is looked at, not to a set fixed as it resolves:
        one that changes no characteristic and no controller ("Creatures can't block this
        turn", CR 611.2c)."""
        if part.affects is None:
            raise TypeError("an effect on whatever matches needs its 'affects'")
        nothing_fixed: Any = None  # ``affects`` says which objects, whenever it is asked
        ce = ContinuousEffect(
            part, nothing_fixed, source, self.player(controller), self._ts(), until, text
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
        controller: PlayerRef | None = None,
        until: str | None = "end_of_turn",
    ) -> ContinuousEffect:
        """ "gets +N/+M until end of turn" (layer 7c)."""
        controller = None if controller is None else self.player(controller)
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
        controller: PlayerRef | None = None,
        until: str | None = "end_of_turn",
    ) -> ContinuousEffect:
        """ "gains [abilities] until end of turn" (layer 6)."""
        controller = None if controller is None else self.player(controller)
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
        controller: PlayerRef | None = None,
        until: str | None = None,
    ) -> list[ContinuousEffect]:
        """ "It becomes a 0/0 Bird creature with flying in addition to its other types":
        type-adding (layer 4), color-setting (5), ability-adding (6) and P/T-setting (7b)
        effects."""
        controller = None if controller is None else self.player(controller)
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
        player: PlayerRef,
        obj: GameObject,
        *,
        source: Any = None,
        until: str | None = None,
    ) -> ContinuousEffect | None:
        """``player`` gains control of ``obj`` (layer 2), until end of turn or indefinitely."""
        player = self.player(player)
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

    def become_copy(
        self,
        obj: GameObject,
        original: GameObject | LastKnown,
        values: CardDefinition | None = None,
    ) -> None:
        """``obj`` becomes a copy of ``original`` (CR 707.2): copiable values only — never the
        solved, suspected, tapped or counter state (CR 719.3b, 701.60b). ``values``: the
        original's copiable values as the copy effect's exceptions modify them (CR 707.9)."""
        src = original.obj if isinstance(original, LastKnown) else original
        obj.copy_values = values if values is not None else src.copiable
        obj.copy_timestamp = self._ts()
        obj.is_copy = True
        self._holders_dirty = True
        self._bf_changes += 1
        self._bf_indexed_changes += 1  # its printed abilities change in place
        self._touch()

    def copy_spell(
        self,
        spell: GameObject,
        controller: PlayerRef,
        *,
        new_targets: bool = True,
        last_known: bool = False,
        values: CardDefinition | None = None,
    ) -> GameObject | None:
        """Put a copy of ``spell`` on the stack (CR 707.10). The copy isn't cast; a copy of a
        permanent spell becomes a token as it resolves without being "created" (CR 111.13).
        With ``last_known``, a spell that has left the stack is copied as it last existed
        there (CR 608.2h: storm's "copy it", CR 702.40a). ``values``: the spell's copiable
        values as the copy effect's exceptions modify them ("except that the copy is red",
        CR 707.9b, 707.10)."""
        controller = self.player(controller)
        if not (self.is_live(spell) and spell.zone == STACK) and not last_known:
            return None
        copy = GameObject(
            id=self._new_id(),
            card_key=self._next_card,
            definition=values if values is not None else spell.copiable,
            owner=controller,
            controller=controller,
            zone=STACK,
            timestamp=self._ts(),
            is_spell_copy=True,
            is_copy=True,
            x=spell.x,
            kicked=spell.kicked,  # CR 707.10: choices made as the original was cast
            kicked_with=spell.kicked_with,
            overloaded=spell.overloaded,  # CR 707.10: the alternative cost paid for it
            bestowed=spell.bestowed,  # CR 702.103c: a copy of a bestowed Aura spell is one too
            mutating=spell.mutating,  # CR 707.10: the alternative cost paid for it
            targets=[list(t) for t in spell.targets],
            distribution=dict(spell.distribution),
        )
        self._next_card += 1
        if "spliced" in spell.note:  # CR 707.10, 702.47c: the text spliced onto it too
            copy.note["spliced"] = list(spell.note["spliced"])
        if spell.note.get("awakened"):  # CR 707.10: the alternative cost paid for it
            copy.note["awakened"] = True
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

    def choose_new_targets(self, spell: GameObject, chooser: PlayerRef) -> None:
        """``chooser`` chooses new targets for ``spell`` (CR 115.7d, 707.10c): each target, in
        order, is left unchanged (even if it is illegal by now) or changed to a legal target
        of its target word not chosen for it already; the number of targets and a division
        among them stay (CR 115.7f). Only the final set is checked (CR 115.7e): a target word
        that must differ from another ("another target") can't take the other's targets.
        Each object a changed target now names becomes a target (CR 115.1)."""
        chooser = self.player(chooser)
        if not (self.is_live(spell) and spell.zone == STACK):
            return
        specs = self.spell_targets(spell)
        owner = self.player(spell.controller)
        ctx = TargetContext(spell, owner, x=spell.x or 0)
        chosen = [list(group) for group in spell.targets]
        changed: list[Any] = []

        def linked(i: int) -> list[int]:  # the later words that must differ from word i
            return [n for n, other in enumerate(specs) if i in other.distinct_from]

        for i, spec in enumerate(specs[: len(chosen)]):
            legal = self._target_candidates(spec, ctx)
            for k, old in enumerate(chosen[i]):
                taken = {id(t) for t in chosen[i] if t is not old}
                taken |= {
                    id(t)
                    for j in (*spec.distinct_from, *linked(i))
                    if j < len(chosen) and j != i
                    for t in chosen[j]
                }
                options = [old] + [c for c in legal if c is not old and id(c) not in taken]
                if len(options) == 1:
                    continue
                pick = self.ask(
                    Decision(
                        "targets",
                        chooser,
                        f"Choose a new target for {spec.description} of {spell} "
                        f"in place of {old}, or {old} to leave it unchanged",
                        options,
                        min=1,
                        max=1,
                    )
                )[0]
                if pick is not old:
                    chosen[i][k] = pick
                    changed.append(pick)
                    if target_key(old) in spell.distribution:  # CR 115.7f: its share moves
                        spell.distribution[target_key(pick)] = spell.distribution.pop(
                            target_key(old)
                        )
        if not changed:
            return
        spell.targets = chosen
        self._emit_targeted([changed], spell, by_spell=True, controller=owner, item=spell)
        self._touch()

    def exile_top(self, player: PlayerRef, n: int) -> list[GameObject]:
        """Exile the top ``n`` cards of ``player``'s library; returns the exiled objects."""
        player = self.player(player)
        out = []
        for c in self.library(player)[:n]:
            new = self.move(c, EXILE, cause="exiled from library")
            if new is not None:
                out.append(new)
        return out

    def grant_play_permission(
        self,
        card: GameObject,
        player: PlayerRef,
        *,
        this_turn: bool = True,
        kind: str = "play",
        exile_after: bool = False,
        through_next_turn: bool = False,
    ) -> None:
        """ "You may play that card this turn" (``kind="play"``) or "you may cast"
        (``kind="cast"``). The permission belongs to this object; a zone change ends it
        (CR 400.7)."""
        player = self.player(player)
        permission = CastPermission(player, kind, self.turn if this_turn else None, exile_after)
        if through_next_turn:  # "until the end of your next turn" (CR 611.2a)
            permission.through_next_turn_from = player.turns_begun
        card.permissions.append(permission)
        self._touch()

    def grant_cast_from_graveyard(
        self, cards: Iterable[GameObject], player: PlayerRef, *, this_turn: bool = True
    ) -> None:
        """Cards gain "You may cast this card from your graveyard" (until end of turn)."""
        player = self.player(player)
        for c in cards:
            self.grant_play_permission(c, player, this_turn=this_turn, kind="cast")

    def conjure(
        self,
        definition: CardDefinition,
        player: PlayerRef,
        zone: str = HAND,
        *,
        position: str | int = "top",
    ) -> GameObject:
        """Conjure (digital-only): create a new card owned by ``player`` in ``zone``."""
        player = self.player(player)
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
            and not self.protected_from(target, equipment)  # CR 702.16d
        )

    def _can_enchant(
        self, aura: GameObject, target: Any, *, controller: Player | None = None
    ) -> bool:
        """CR 303.4c–d, 702.5a: an Aura can enchant only what its enchant ability allows, never
        itself, and an Aura that is also a creature can't enchant anything. Its enchant ability
        is the one target of its Aura spell ability (CR 303.4a). ``controller``: who will
        control it, for an Aura not yet on the battlefield (CR 303.4f)."""
        if target is aura or self.is_creature(aura):
            return False
        if isinstance(target, Player):  # "Enchant player" (CR 702.5a, 303.4a): still in
            return not target.lost and any(  # the game (CR 704.5m)
                isinstance(ability, SpellAbility)
                and ability.aura
                and bool(ability.targets)
                and "player" in ability.targets[0].kinds
                for ability in self.chars(aura).abilities
            )
        if self.protected_from(target, aura):
            return False  # CR 702.16c
        for ability in self.chars(aura).abilities:
            if isinstance(ability, SpellAbility) and ability.aura and ability.targets:
                spec = ability.targets[0]
                if PERMANENT not in spec.kinds:
                    return False  # it enchants a player or a card elsewhere: not this permanent
                if spec.filter is not None:
                    context = TargetContext(aura, controller or self.controller(aura))
                    return bool(spec.filter(self, target, context))
        return True

    def cease_bestowed(self, obj: GameObject) -> None:
        """A bestowed Aura that becomes unattached ceases to be bestowed (CR 702.103f): the
        effect making it an Aura ends, so it is an enchantment creature again. It stays the
        same object on the battlefield: nothing enters."""
        if not obj.bestowed:
            return
        obj.bestowed = False
        obj.attached_to = None
        self._touch()
        self._holders_dirty = True
        self._bf_changes += 1
        self._bf_indexed_changes += 1  # its types and abilities change in place
        self.note(f"{obj} is no longer bestowed: it is a creature again (CR 702.103f)")

    def attach(self, obj: GameObject, target: GameObject | None) -> bool:
        """Attach an Aura or Equipment to a permanent (CR 701.3); ``None`` unattaches. An
        attempt to attach an object illegally, or an object that is no Aura or Equipment, or
        to the object it is attached to already, does nothing (CR 701.3b, 303.4j); whether it
        became attached is returned. Attached to a different object, it gets a new timestamp
        (CR 701.3c, 613.7e). A Fortification (CR 301.6) is no Equipment here: it doesn't move."""
        if not self.on_battlefield(obj) or (target is not None and not self.on_battlefield(target)):
            return False
        subtypes = self.chars(obj).subtypes
        if target is not None and not subtypes & {"aura", "equipment"}:
            return False  # CR 701.3b: not an Aura or Equipment, it doesn't move
        if target is not None and obj.attached_to is target:
            return False  # CR 701.3b: attached to it already, the effect does nothing
        if target is not None and "equipment" in subtypes and not self._can_equip(obj, target):
            return False
        if target is not None and "aura" in subtypes and not self._can_enchant(obj, target):
            return False
        obj.attached_to = target
        if target is not None:
            obj.timestamp = self._ts()  # CR 701.3c, 613.7e: attached to a different object
        self._touch()
        self.note(f"{obj} becomes attached to {target}" if target else f"{obj} is unattached")
        if target is None:
            self.cease_bestowed(obj)  # CR 702.103f
        return True

    def log_lines(self) -> list[str]:
        """The event log as readable lines (what a ``--log`` option prints), each a sentence
        that starts with a capital (a player's name as written may not)."""
        lines = (str(e) for e in self.log if e.logged)
        return [line[:1].upper() + line[1:] for line in lines]

    def turn_face_up(self, obj: GameObject, counters: dict[str, int] | None = None) -> bool:
        """Turn a face-down permanent face up (CR 708.8): its copiable values revert to its
        normal ones; it stays the same object, so nothing enters. ``counters`` are put on it as
        it is turned face up (megamorph, CR 702.37b, 708.11), before the event is seen."""
        if not self.on_battlefield(obj) or not obj.face_down:
            return False
        obj.face_down = False
        obj.note.pop("manifested", None)  # CR 701.40a: manifested only while face down
        for kind, n in (counters or {}).items():
            self.put_counters(obj, kind, n)
        self._holders_dirty = True
        self._bf_changes += 1
        self._bf_indexed_changes += 1  # its printed abilities change in place
        self.emit(TurnedFaceUp(obj))
        return True

    def collect_evidence(self, player: PlayerRef, n: int, *, required: bool = False) -> bool:
        """Collect evidence N (CR 701.59): exile cards with total mana value N or more from
        your graveyard. Returns whether it was done."""
        player = self.player(player)
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
