"""Shared helpers for runtime tests."""

from __future__ import annotations

from karlov.runtime.events import Event
from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, CardDefinition, GameObject, Player

from . import cards as C


def lands(game: Game, player: Player, definition: CardDefinition, n: int) -> list[GameObject]:
    return [game.add_card(definition, player, BATTLEFIELD) for _ in range(n)]


def new_game(seed: int = 1, library: int = 20, **kw) -> tuple[Game, Player, Player]:
    g = Game(("Alice", "Bob"), seed=seed, **kw)
    a, b = g.players
    g.add_cards(C.ISLAND, a, library)
    g.add_cards(C.FOREST, b, library)
    return g, a, b


def events(game: Game, kind: type) -> list[Event]:
    return [e for e in game.log if isinstance(e, kind)]


def resolve(game: Game) -> None:
    """Both players pass until the stack is empty."""
    game.resolve_stack()
