"""The documented bounds of one game (issue 25): objects in the game and the count of one
instruction. Each is checked before the work starts, so a card that asks for more ("Create
999999 1/1 red Goblin creature tokens.", a draw of 2**53 - 1 cards in hostile IR) ends the
game with a :class:`~karlov.runtime.errors.GameLimitError` naming the card and what it asked
for, at once and without memory to spare, instead of running for minutes.

- :data:`MAX_COUNT`: how many tokens one instruction creates, cards it draws, mills,
  discards, conjures, scries or surveils, times it investigates;
- :data:`MAX_OBJECTS`: how many objects a game holds at once (cards and tokens in every
  zone, spells on the stack).

And the memory of a process that plays many games (the language server, the fuzz harness):
each cache keyed by an object's identity is an :class:`IdentityCache` of at most
:data:`IdentityCache.LIMIT` entries.

The interpreter of effects (:mod:`.execute`) adds the card and the ability to the message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .errors import GameLimitError

if TYPE_CHECKING:
    from .game import Game

#: The most one instruction does of anything it counts (tokens, cards drawn, ...).
MAX_COUNT = 1_000

#: The most objects a game holds at once. A game of Magic rarely holds more than a few
#: hundred; the state-based actions look at every permanent after every action, so a loop that
#: creates tokens without end ("Whenever a creature with flying enters, create a 5/5 Dragon
#: creature token with flying.") is stopped here, in seconds, rather than slowing every step.
MAX_OBJECTS = 1_000


def check_count(n: int, verb: str, noun: str) -> None:
    """Raise :class:`GameLimitError` if ``n`` (``verb`` n ``noun``: "draw", "cards") is over
    :data:`MAX_COUNT`."""
    if n > MAX_COUNT:
        raise GameLimitError(
            f"{verb} {n:,} {noun}: over the limit of {MAX_COUNT:,} per instruction "
            "(karlov plays at most that many of anything one instruction counts)"
        )


def check_objects(game: Game, more: int, what: str) -> None:
    """Raise :class:`GameLimitError` if ``more`` new objects would take the game over
    :data:`MAX_OBJECTS`."""
    have = len(game.objects)
    if have + more > MAX_OBJECTS:
        raise GameLimitError(
            f"{what}: the game would hold {have + more:,} objects, over the limit of "
            f"{MAX_OBJECTS:,} objects in one game"
        )


class IdentityCache:
    """What was computed once for an object (a card definition, an IR node, a trigger
    condition), keyed by the object's identity; the object is kept so that its id is never
    reused while it is cached. Bounded: past :attr:`LIMIT` entries it starts over, so a long
    run over many cards does not keep every object it ever saw."""

    LIMIT = 20_000

    def __init__(self) -> None:
        self._found: dict[int, tuple[object, Any]] = {}

    def get(self, key: object, build: Callable[[], Any]) -> Any:
        entry = self._found.get(id(key))
        if entry is None or entry[0] is not key:
            if len(self._found) >= self.LIMIT:
                self._found.clear()
            entry = (key, build())
            self._found[id(key)] = entry
        return entry[1]

    def __len__(self) -> int:
        return len(self._found)
