"""Predefined tokens (CR 111.10): their characteristics are defined by the rules, not by any
card's text, so reminder text that describes them never changes them (CR 207.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .objects import CardDefinition

if TYPE_CHECKING:
    from .abilities import ActivatedAbility, Resolution
    from .game import Game

__all__ = ["PREDEFINED_TOKENS", "predefined_token"]


def _draw(game: Game, res: Resolution) -> None:
    game.draw(res.controller)


def _gain_three(game: Game, res: Resolution) -> None:
    game.gain_life(res.controller, 3)


def _ability(cost: dict[str, Any], **parts: Any) -> ActivatedAbility:
    """An activated ability of a token. The ability classes load here, when a token is first
    made: checking a card only asks which tokens are predefined (issue 24)."""
    from .abilities import ActivatedAbility, Cost

    return ActivatedAbility(cost=Cost(**cost), **parts)


def clue() -> CardDefinition:
    """A Clue (CR 111.10f): a colorless Clue artifact token with "{2}, Sacrifice this token:
    Draw a card." """
    return CardDefinition(
        name="Clue Token",
        types=("artifact",),
        subtypes=("clue",),
        colors=(),
        abilities=(
            _ability(
                {"mana": "{2}", "sacrifice_self": True},
                effect=_draw,
                text="{2}, Sacrifice this token: Draw a card.",
            ),
        ),
    )


def treasure() -> CardDefinition:
    """A Treasure (CR 111.10a): a colorless Treasure artifact token with "{T}, Sacrifice this
    token: Add one mana of any color." — a mana ability (CR 605.1a)."""
    return CardDefinition(
        name="Treasure Token",
        types=("artifact",),
        subtypes=("treasure",),
        colors=(),
        abilities=(
            _ability(
                {"tap": True, "sacrifice_self": True},
                is_mana_ability=True,
                mana=(("W",), ("U",), ("B",), ("R",), ("G",)),
                text="{T}, Sacrifice this token: Add one mana of any color.",
            ),
        ),
    )


def food() -> CardDefinition:
    """A Food (CR 111.10b): a colorless Food artifact token with "{2}, {T}, Sacrifice this
    token: You gain 3 life." """
    return CardDefinition(
        name="Food Token",
        types=("artifact",),
        subtypes=("food",),
        colors=(),
        abilities=(
            _ability(
                {"mana": "{2}", "tap": True, "sacrifice_self": True},
                effect=_gain_three,
                text="{2}, {T}, Sacrifice this token: You gain 3 life.",
            ),
        ),
    )


def gold() -> CardDefinition:
    """A Gold (CR 111.10c): a colorless Gold artifact token with "Sacrifice this token: Add one
    mana of any color." -- a mana ability (CR 605.1a)."""
    return CardDefinition(
        name="Gold Token",
        types=("artifact",),
        subtypes=("gold",),
        colors=(),
        abilities=(
            _ability(
                {"sacrifice_self": True},
                is_mana_ability=True,
                mana=(("W",), ("U",), ("B",), ("R",), ("G",)),
                text="Sacrifice this token: Add one mana of any color.",
            ),
        ),
    )


def blood() -> CardDefinition:
    """A Blood (CR 111.10g): a colorless Blood artifact token with "{1}, {T}, Discard a card,
    Sacrifice this token: Draw a card." """
    return CardDefinition(
        name="Blood Token",
        types=("artifact",),
        subtypes=("blood",),
        colors=(),
        abilities=(
            _ability(
                {"mana": "{1}", "tap": True, "discard": 1, "sacrifice_self": True},
                effect=_draw,
                text="{1}, {T}, Discard a card, Sacrifice this token: Draw a card.",
            ),
        ),
    )


def walker() -> CardDefinition:
    """A Walker (CR 111.10d): a 2/2 black Zombie creature token named Walker."""
    return CardDefinition(
        name="Walker",
        types=("creature",),
        subtypes=("zombie",),
        colors=("B",),
        power=2,
        toughness=2,
    )


PREDEFINED_TOKENS = {
    "Clue": clue,
    "Treasure": treasure,
    "Food": food,
    "Gold": gold,
    "Blood": blood,
    "Walker": walker,
}


def predefined_token(name: str) -> CardDefinition:
    """The predefined token called ``name`` (KeyError for one the runtime doesn't know)."""
    return PREDEFINED_TOKENS[name]()
