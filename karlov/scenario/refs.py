"""Finding the players and objects a scenario names.

A scenario refers to a card by its name (``"Grizzly Bears"``), by a controller and a name
(``"bob's Grizzly Bears"``), or by a label given at set-up (``{ card = "Grizzly Bears", label =
"the blocker" }``). A label follows the physical card from zone to zone; a name means the
first matching object, oldest first, when an action needs one (an expectation checks every
object of the name); a name ending in "token" names only tokens: ``"Skeleton Token"`` the
tokens named Skeleton Token, as an unnamed token is (CR 111.4), or named Skeleton (a nontoken
copy of one is named by a label). Steps are written as the rules name them (``"end"``, ``"end
step"``, ``"precombat main"``, ``"beginning of combat"``...).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from typing import Any

from karlov.runtime import STEPS, Game, GameObject, Player, StackAbility

__all__ = ["STEP_ALIASES", "RefError", "Refs", "normalise_step"]


class RefError(LookupError):
    """A name that matches no player, object or step."""


STEP_ALIASES = {
    "main": "main1",
    "main 1": "main1",
    "first main": "main1",
    "precombat main": "main1",
    "main 2": "main2",
    "second main": "main2",
    "postcombat main": "main2",
    "combat": "beginning_of_combat",
    "beginning of combat": "beginning_of_combat",
    "attackers": "declare_attackers",
    "blockers": "declare_blockers",
    "first strike damage": "first_strike_damage",
    "first strike combat damage": "first_strike_damage",
    "damage": "combat_damage",
    "end of turn": "end",
    "end of combat": "end_of_combat",
}


def normalise_step(text: str) -> str:
    """``"end step"`` -> ``"end"``, ``"precombat main phase"`` -> ``"main1"``..."""
    words = re.sub(r"[\s_-]+", " ", text.strip().lower())
    words = re.sub(r"\b(step|phase)$", "", words).strip()
    if words in STEP_ALIASES:
        return STEP_ALIASES[words]
    name = words.replace(" ", "_")
    if name in STEPS:
        return name
    match = difflib.get_close_matches(name, list(STEPS), n=1, cutoff=0.6)
    hint = f" (did you mean '{match[0]}'?)" if match else ""
    raise RefError(f"'{text}' is not a step{hint}; the steps are: {', '.join(STEPS)}")


def describe_stack_item(game: Game, item: Any) -> str:
    if isinstance(item, StackAbility):
        kind = getattr(item.ability, "kind", "ability")
        word = {"to_solve": "To solve trigger"}.get(kind, f"{kind} ability")
        if getattr(item.source, "emblem", False):  # an emblem has no name (CR 114.5)
            return f"{item.source.controller.name}'s emblem ({word})"
        return f"{item.source.name} ({word})"
    return game.chars(item).name


class Refs:
    """Players, labels and objects of one running scenario."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.labels: dict[str, int] = {}  # label (lower case) -> card_key

    # -- players
    def player(self, name: Any) -> Player:
        if isinstance(name, Player):
            return name
        if not isinstance(name, str):
            raise RefError(f"a player must be named by a string, not {name!r}")
        for p in self.game.players:
            if p.name.lower() == name.strip().lower():
                return p
        names = [p.name for p in self.game.players]
        match = difflib.get_close_matches(name.lower(), [n.lower() for n in names], 1, 0.6)
        hint = f" (did you mean '{match[0]}'?)" if match else ""
        raise RefError(f"there is no player '{name}'{hint}; the players are {', '.join(names)}")

    def maybe_player(self, name: Any) -> Player | None:
        if isinstance(name, str):
            for p in self.game.players:
                if p.name.lower() == name.strip().lower():
                    return p
        return None

    # -- objects
    def split(self, ref: str) -> tuple[Player | None, str]:
        """``"bob's Grizzly Bears"`` -> (Bob, "Grizzly Bears"), when Bob is a player."""
        m = re.match(r"^\s*(\S+)['’]s\s+(.+)$", ref)
        if m:
            who = self.maybe_player(m.group(1))
            if who is not None:
                return who, m.group(2).strip()
        return None, ref.strip()

    def label(self, obj: GameObject) -> str | None:
        for label, key in self.labels.items():
            if key == obj.card_key:
                return label
        return None

    def zone_objects(self, zones: Iterable[str], player: Player | None = None) -> list[Any]:
        """Objects in ``zones``; ``player`` filters the battlefield by controller and the other
        zones by owner (the stack by controller)."""
        g = self.game
        out: list[Any] = []
        for zone in zones:
            if zone == "battlefield":
                out += g.zone_objects("battlefield", player)
            elif zone == "stack":
                out += [o for o in g.stack if player is None or o.controller is player]
            elif zone == "exile":
                out += [o for o in g.exile_zone() if player is None or o.owner is player]
            else:
                for p in [player] if player is not None else g.players:
                    out += g.zone_objects(zone, p)
        return out

    def find_all(self, ref: str, zones: Iterable[str], player: Player | None = None) -> list[Any]:
        """Every live object ``ref`` names in ``zones``: by zone in the given order, then oldest
        first."""
        g = self.game
        zones = list(zones)
        key = self.labels.get(ref.strip().lower())
        if key is not None:
            obj = g.current(key)
            return [obj] if obj is not None and obj.zone in zones else []
        owner, name = self.split(ref)
        who = owner or player
        objects = self.zone_objects(zones, who)
        # A face-down spell or permanent has no name (CR 708.2a); the scenario names it by its
        # card, as its controller may look at it (CR 708.5).
        found = [
            o
            for o in objects
            if self.name_of(o).lower() == name.lower()
            or (getattr(o, "face_down", False) and o.name.lower() == name.lower())
        ]
        token = re.match(r"^(.+?)\s+token$", name, re.IGNORECASE)
        if found and token is not None:
            # "Skeleton Token" (CR 111.4's name of an unnamed token) names the tokens, not a
            # nontoken Clone that copied the name (CR 707.2)
            found = [o for o in found if getattr(o, "is_token", False)]
        if not found and token is not None:
            # "Skeleton token": the tokens named Skeleton, not a card that copies one
            found = [
                o
                for o in objects
                if getattr(o, "is_token", False)
                and self.name_of(o).lower() == token.group(1).lower()
            ]
        # zones in the order given (the battlefield before the library), oldest first
        return sorted(found, key=lambda o: (zones.index(o.zone) if o.zone in zones else 0, o.id))

    def name_of(self, obj: Any) -> str:
        if isinstance(obj, StackAbility):
            return obj.source.name
        return self.game.chars(obj).name

    def find(
        self, ref: str, zones: Iterable[str], player: Player | None = None, what: str = ""
    ) -> Any:
        """The first object ``ref`` names in ``zones``, or :class:`RefError` with what is
        there instead."""
        if not isinstance(ref, str):
            raise RefError(f"a card must be named by a string, not {ref!r}")
        zones = list(zones)
        found = self.find_all(ref, zones, player)
        if found:
            return found[0]
        if ref.strip().lower() in self.labels:
            obj = self.game.current(self.labels[ref.strip().lower()])
            where = obj.zone if obj is not None else "nowhere (it ceased to exist)"
            raise RefError(f"'{ref}' is in the {where}, not the {' or '.join(zones)}")
        owner, _name = self.split(ref)
        who = owner or player
        present = sorted({self.name_of(o) for o in self.zone_objects(zones, who)})
        place = " or ".join(zones)
        whose = f"{who}'s " if who is not None and zones != ["battlefield"] else ""
        if who is not None and zones == ["battlefield"]:
            place = f"battlefield under {who}'s control"
        match = difflib.get_close_matches(ref, present, n=1, cutoff=0.6)
        hint = f" (did you mean '{match[0]}'?)" if match else ""
        there = ", ".join(present) if present else "nothing"
        return_what = f"{what} " if what else ""
        raise RefError(
            f"there is no {return_what}'{ref}' in {whose}{place}{hint}; there is: {there}"
        )

    def target(self, value: Any) -> Any:
        """A target: a player's name, or a permanent/spell/card (nested lists kept)."""
        if isinstance(value, list):
            return [self.target(v) for v in value]
        if value is None or value == "none":
            return None
        who = self.maybe_player(value)
        if who is not None:
            return who
        return self.find(value, ("battlefield", "stack", "graveyard", "exile", "hand", "library"))

    def matches(self, obj: Any, ref: str) -> bool:
        """Does ``obj`` (an object, last-known information or player) answer to ``ref``?"""
        if isinstance(obj, Player):
            return obj.name.lower() == ref.strip().lower()
        base = getattr(obj, "obj", obj)  # LastKnown -> its object
        key = self.labels.get(ref.strip().lower())
        if key is not None:
            return getattr(base, "card_key", None) == key
        owner, name = self.split(ref)
        chars = getattr(obj, "chars", None)
        if isinstance(obj, GameObject):
            obj_name = obj.name if obj.face_down else self.game.chars(obj).name
            controller = self.game.controller(obj)
        elif chars is not None:
            obj_name, controller = chars.name, obj.controller
        else:
            return False
        return obj_name.lower() == name.lower() and (owner is None or controller is owner)
