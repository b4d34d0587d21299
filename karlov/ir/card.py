"""A card's meaning: its characteristics (CR 109.3) and its abilities in printed order."""

from __future__ import annotations

from .abilities import Ability
from .span import Located, ir_class

IR_VERSION = 29


@ir_class
class Card(Located):
    """A card: name, mana cost as written (None for lands), types, colors (letters, from its
    mana cost, CR 202.2), power/toughness, and its abilities. ``text`` is its rules text as
    written, for logs; it has no meaning beyond the abilities."""

    name: str
    mana_cost: str | None
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    abilities: tuple[Ability, ...]
    text: str = ""
    loyalty: int | None = None  # a planeswalker's printed loyalty (CR 306.5b)
    ir_version: int = IR_VERSION
