"""Choosing targets (CR 601.2c, 115) and checking them again on resolution (CR 608.2b)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .abilities import (
    CARD,
    HEXPROOF,
    PERMANENT,
    PLAYER,
    SHROUD,
    SPELL,
    PlayerKeyword,
    Resolution,
    TargetSpec,
    target_key,
)
from .agent import Decision
from .errors import IllegalAction
from .objects import (
    BATTLEFIELD,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    GameObject,
    Player,
)


class TargetingMixin:
    """Part of :class:`~karlov.runtime.game.Game`: choosing targets (CR 601.2c, 115) and checking
    them again on resolution (CR 608.2b).
    """

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
            for rule in self.rules(cand, PlayerKeyword):  # CR 702.18a, 702.11c
                if rule.shroud or ctx.controller is not cand:
                    return False
        elif isinstance(cand, GameObject):
            if not self.is_live(cand):
                return False
            z = cand.zone
            if z == BATTLEFIELD:
                if PERMANENT not in spec.kinds:
                    return False
                abilities = self.chars(cand).abilities
                if SHROUD in abilities:
                    return False  # CR 702.18a: no spell or ability can target it
                if HEXPROOF in abilities and self.controller(cand) is not ctx.controller:
                    return False
                if self.controller(cand) is not ctx.controller and self.hexproof_from(
                    cand, getattr(ctx, "source", None)
                ):
                    return False  # CR 702.11d: an opponent's spell or ability of the quality
                if self.protected_from(cand, getattr(ctx, "source", None)):
                    return False  # CR 702.16b
                if any(
                    any(p is ctx.controller for p in self.opponents(self.controller(source)))
                    for _r, source in self.restrictions_with_sources(
                        cand, "cant_be_targeted_by_opponents"
                    )
                ):
                    # "can't be the target of spells or abilities your opponents control":
                    # the opponents of the restricting ability's controller (CR 115.1, 101.2)
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
            # One target word: the names given are its targets, ``[]`` none ("X target
            # creatures" with X = 0, "up to two": CR 601.2c).
            if len(specs) == 1:
                given = [given]
            if given is not None and len(given) != len(specs):
                raise IllegalAction(
                    f"{source} needs {len(specs)} target group(s) but {len(given)} were given."
                )
        chosen: list[list[Any]] = []
        for i, spec in enumerate(specs):
            cands = self._target_candidates(spec, ctx)
            # "another target creature": not one chosen for the earlier target words it
            # names (CR 115.3; the targets are chosen in order, CR 601.2c)
            taken = {id(t) for j in spec.distinct_from if j < len(chosen) for t in chosen[j]}
            if taken:
                cands = [c for c in cands if id(c) not in taken]
            fewest, most = spec.bounds(ctx, self)
            if given is not None:
                g = given[i]
                picks = list(g) if isinstance(g, list | tuple) else ([] if g is None else [g])
                picks = [self._named_player(t) if isinstance(t, str) else t for t in picks]
                for t in picks:
                    if id(t) in taken:
                        raise IllegalAction(
                            f"{t} is already chosen for an earlier target of {source}; "
                            f"{spec.description} must be a different one (CR 115.3)."
                        )
                    if not any(t is c for c in cands):
                        raise IllegalAction(
                            f"{t} is not a legal target for {source} ({spec.description})."
                        )
                if not fewest <= len(picks) <= most:
                    raise IllegalAction(
                        f"{source} needs {_how_many(spec, fewest, most)} for "
                        f"{spec.description}; {len(picks)} were given."
                    )
                if len({id(t) for t in picks}) != len(picks):
                    raise IllegalAction(
                        f"{source} can't target the same thing twice for one "
                        "target word (CR 115.3)."
                    )
                if spec.same_owner and len({id(getattr(t, "owner", t)) for t in picks}) > 1:
                    place = spec.zones[0] if spec.zones else "zone"
                    raise IllegalAction(
                        f"{source}'s {spec.description} must all be in the same player's "
                        f"{place} (CR 601.2c)."
                    )
                chosen.append(picks)
                continue
            owners = {id(getattr(c, "owner", c)): getattr(c, "owner", c) for c in cands}
            if spec.same_owner and len(owners) > 1 and min(most, len(cands)) > 0:
                # "from a single graveyard": the player first says whose (CR 601.2c)
                (whose,) = self.ask(
                    Decision(
                        "choose",
                        player,
                        f"Choose whose graveyard {spec.description} come from for {source}",
                        list(owners.values()),
                        min=1,
                        max=1,
                    )
                )
                cands = [c for c in cands if getattr(c, "owner", c) is whose]
            most = min(most, len(cands))
            if spec.distribute is not None:
                # CR 601.2d: each target of a division gets at least one, so there can be no
                # more targets than the amount divided.
                most = min(most, self._amount_to_divide(spec, ctx))
            if most < fewest:
                return None
            if not most:
                chosen.append([])
                continue
            picks = self.ask(
                Decision(
                    "targets",
                    player,
                    f"Choose {spec.description} for {source}",
                    cands,
                    min=fewest,
                    max=most,
                )
            )
            chosen.append(list(picks))
        return chosen

    def _named_player(self, name: str) -> Player:
        """A target given by a player's name."""
        try:
            return self.player(name)
        except KeyError:
            raise IllegalAction(f"There is no player {name!r} to target.") from None

    def _amount_to_divide(self, spec: TargetSpec, ctx: Any) -> int:
        """The amount a spec divides among its targets (CR 601.2d), never below zero."""
        amount = spec.distribute
        if amount is None:
            return 0
        return max(0, amount if isinstance(amount, int) else int(amount(self, ctx)))

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
            amount = self._amount_to_divide(spec, ctx)
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


def _how_many(spec: TargetSpec, fewest: int, most: int) -> str:
    """ "between 0 and 2 targets", or "exactly 3 targets (X = 3)" for "X target creatures"."""
    if spec.per_x and fewest == most:
        return f"exactly {most} target(s) (X = {most}, CR 601.2c)"
    if spec.per_x:
        return f"between 0 and {most} targets (up to X = {most}, CR 601.2c)"
    return f"between {fewest} and {most} targets"
