"""The closed vocabularies of the IR, as string enumerations (their values are what JSON holds)."""

from __future__ import annotations

from enum import StrEnum


class ZoneName(StrEnum):
    """The game zones (CR 400.1)."""

    BATTLEFIELD = "battlefield"
    HAND = "hand"
    LIBRARY = "library"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    STACK = "stack"
    COMMAND = "command"


class Whose(StrEnum):
    """Whose zone, or who controls: relative to the ability's controller (CR 109.5)."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"
    OWNER = "owner"
    THAT_PLAYER = "that_player"


class Relation(StrEnum):
    """How a count compares: "three or more", "up to one", "no" (exactly zero)."""

    EXACTLY = "exactly"
    AT_LEAST = "at_least"
    AT_MOST = "at_most"


class Step(StrEnum):
    """Steps and phases a trigger can name (CR 500.1)."""

    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "main1"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    POSTCOMBAT_MAIN = "main2"
    END = "end"


class Layer(StrEnum):
    """The layers and sublayers of continuous effects (CR 613.1, 613.4)."""

    COPY = "1"
    CONTROL = "2"
    TEXT = "3"
    TYPE = "4"
    COLOR = "5"
    ABILITY = "6"
    PT_CDA = "7a"
    PT_SET = "7b"
    PT_MODIFY = "7c"
    PT_SWITCH = "7d"


class Duration(StrEnum):
    """How long a one-shot effect's continuous effect lasts (CR 611.2a)."""

    END_OF_TURN = "end_of_turn"


class Timing(StrEnum):
    """When an activated ability may be activated (CR 602.5d)."""

    INSTANT = "instant"
    SORCERY = "sorcery"


class PredefinedToken(StrEnum):
    """Predefined tokens (CR 111.10): their characteristics are the rules', not the text's."""

    TREASURE = "Treasure"
    FOOD = "Food"
    GOLD = "Gold"
    CLUE = "Clue"
    BLOOD = "Blood"
    MAP = "Map"
    POWERSTONE = "Powerstone"
    INCUBATOR = "Incubator"
    JUNK = "Junk"
    SHARD = "Shard"
    WALKER = "Walker"
