"""What happened this turn, for conditions such as "three or more sources you controlled dealt
damage this turn" or "you've gained 5 or more life this turn".

A fresh :class:`TurnHistory` starts at the beginning of each turn; earlier ones stay in
``game.past_turns``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .objects import Characteristics, GameObject, LastKnown, Player


@dataclass(frozen=True, eq=False)
class DamageRecord:
    """``source`` (last-known information at the time) dealt damage; ``controller`` controlled
    the source when it dealt the damage (CR 120)."""

    source: LastKnown
    controller: Player | None
    target: GameObject | Player
    amount: int
    combat: bool


@dataclass(frozen=True, eq=False)
class GraveyardRecord:
    """An object was put into a graveyard; ``chars`` are its characteristics *in the graveyard*.
    ``is_card`` is false for tokens (CR 111.1: tokens are not cards)."""

    obj: GameObject
    chars: Characteristics
    from_zone: str | None
    is_card: bool


@dataclass(frozen=True, eq=False)
class CastRecord:
    player: Player
    spell: GameObject
    chars: Characteristics


@dataclass(frozen=True, eq=False)
class ActRecord:
    """``player`` did ``event`` (``drew``, ``discarded``, ``cycled``, ``sacrificed``,
    ``created``, ``had_enter``) with ``obj``; ``chars`` are its characteristics then: the card
    drawn or discarded, the permanent sacrificed as it last existed on the battlefield (CR
    603.10a), the token as it was created (CR 111.2: its creator owns it), the permanent as it
    entered the battlefield under ``player``'s control (CR 403.3, 110.2)."""

    player: Player
    event: str
    obj: GameObject
    chars: Characteristics
    #: a token (CR 111.1), not a card: "nontoken" and "token" are said of it
    is_token: bool = False


@dataclass(eq=False)
class TurnHistory:
    turn: int
    active_player: Player | None = None
    damage: list[DamageRecord] = field(default_factory=list)
    graveyard: list[GraveyardRecord] = field(default_factory=list)
    casts: list[CastRecord] = field(default_factory=list)
    life_gained: Counter[int] = field(default_factory=Counter)
    life_lost: Counter[int] = field(default_factory=Counter)
    #: How many times each player lost life this turn ("for the first time each turn").
    times_lost_life: Counter[int] = field(default_factory=Counter)
    attackers: list[LastKnown] = field(default_factory=list)
    #: Each creature declared as an attacker this turn, as it was then, with the player or
    #: planeswalker it attacked (CR 508.1b).
    attacks: list[tuple[LastKnown, Any]] = field(default_factory=list)
    #: Creatures declared as blockers this turn (CR 509.1), as they were then.
    blockers: list[LastKnown] = field(default_factory=list)
    #: Attacking creatures that became blocked this turn (CR 509.1h), as they were then.
    blocked_attackers: list[LastKnown] = field(default_factory=list)
    cards_drawn: Counter[int] = field(default_factory=Counter)
    tokens_created: list[GameObject] = field(default_factory=list)
    entered: list[GameObject] = field(default_factory=list)
    left_battlefield: list[LastKnown] = field(default_factory=list)
    #: Creatures that died (CR 700.4), as they last existed on the battlefield (CR 603.10a).
    died: list[LastKnown] = field(default_factory=list)
    solved: list[GameObject] = field(default_factory=list)
    #: What each player did with objects this turn (:class:`ActRecord`), in order.
    acts: list[ActRecord] = field(default_factory=list)
    #: Each search of a library this turn: the player who searched and the library's owner
    #: (CR 701.23a: "If an opponent searched their library this turn").
    library_searches: list[tuple[Player, Player]] = field(default_factory=list)

    # ----- queries -----
    def damage_sources(self, controller: Player | None = None) -> set[int]:
        """Ids of distinct sources that dealt damage this turn, optionally only those
        ``controller`` controlled as they dealt it ("sources you controlled dealt damage")."""
        return {
            r.source.obj.id for r in self.damage if controller is None or r.controller is controller
        }

    def was_dealt_damage(self, obj: GameObject) -> bool:
        return any(isinstance(r.target, GameObject) and r.target.id == obj.id for r in self.damage)

    def damage_to(self, target: GameObject | Player) -> int:
        return sum(r.amount for r in self.damage if r.target is target)

    def cards_put_into_graveyards(
        self, filter: Callable[[Characteristics], bool] | None = None
    ) -> list[GraveyardRecord]:
        """Cards (not tokens) put into graveyards from anywhere this turn, matched on their
        characteristics in the graveyard."""
        return [r for r in self.graveyard if r.is_card and (filter is None or filter(r.chars))]

    def spells_cast_by(
        self, player: Player, filter: Callable[[Characteristics], bool] | None = None
    ) -> list[CastRecord]:
        return [c for c in self.casts if c.player is player and (filter is None or filter(c.chars))]

    def acts_by(
        self,
        player: Player,
        event: str,
        filter: Callable[[Characteristics], bool] | None = None,
        tokens: bool | None = None,
    ) -> list[ActRecord]:
        """What ``player`` did as ``event`` this turn, to objects whose characteristics then
        fit ``filter`` (and that were tokens, or cards, as ``tokens`` asks)."""
        return [
            a
            for a in self.acts
            if a.player is player
            and a.event == event
            and (tokens is None or a.is_token is tokens)
            and (filter is None or filter(a.chars))
        ]

    def damage_dealt_by(self, obj: GameObject) -> list[DamageRecord]:
        """The damage this very object dealt this turn (CR 120.3; a new object after a zone
        change dealt none of it, CR 400.7)."""
        return [r for r in self.damage if r.source.obj.id == obj.id]

    def damage_dealt_to_player(self, player: Player) -> int:
        """The total damage dealt to ``player`` this turn (CR 120.3), by any source."""
        return sum(r.amount for r in self.damage if r.target is player)

    def life_gained_by(self, player: Player) -> int:
        return self.life_gained[player.index]

    def creatures_attacked(self, controller: Player | None = None) -> list[LastKnown]:
        return [a for a in self.attackers if controller is None or a.controller is controller]

    def describe(self) -> dict[str, Any]:
        return {
            "damage_sources": len(self.damage_sources()),
            "graveyard_cards": len(self.cards_put_into_graveyards()),
            "casts": len(self.casts),
            "attackers": len(self.attackers),
        }
