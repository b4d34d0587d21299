"""Errors raised by the rules runtime.

Every message is a full sentence that says what was attempted and why it is not allowed.
"""

from __future__ import annotations


class RuntimeRulesError(Exception):
    """Base class of every error the runtime raises on purpose."""


class IllegalAction(RuntimeRulesError):
    """A player action (casting, activating, playing a land, declaring attackers...) is not legal
    in the current game state. The game state is unchanged when this is raised."""


class GameLimitError(RuntimeRulesError):
    """The game would go over one of its documented bounds (objects in a game, the count of
    one instruction, engine steps): the message names the bound and, where known, the card
    and ability that asked for more. Raised before the work starts. ``card`` is the name of
    the card whose instruction asked for it, once known."""

    def __init__(self, message: str, *, card: str | None = None) -> None:
        super().__init__(message)
        self.card = card


class RulesNotSupported(RuntimeRulesError):
    """A situation the runtime cannot play by the rules yet: it stops the game there rather
    than choose a reading the Comprehensive Rules don't give."""


class UnknownCardError(RuntimeRulesError, LookupError):
    """An effect names a card (conjure, CR 701.47) that the game's card library lacks."""


class GameLoopLimit(GameLimitError):
    """The game performed more engine steps than its configured bound (a likely infinite loop)."""


class ScriptError(RuntimeRulesError):
    """A :class:`ScriptedAgent` ran out of answers or was given an answer that is not legal."""


class GameOver(RuntimeRulesError):
    """An action was attempted after the game ended."""
