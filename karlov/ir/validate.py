"""The meaning checks of IR that :func:`karlov.ir.loads` runs after decoding (issue 25).

Decoding checks the syntax and the schema: every field is there with a value of its type.
That is not enough for the consumers of the IR (the runtime, the build targets): a target
index past the ability's targets, a mode naming a target that does not exist, a count of
2**53 - 1 cards to draw, a player word the runtime does not know — each decodes, then
crashes or hangs its consumer. :func:`validate` checks what the IR *means* can be played
and generated, and raises :class:`~karlov.ir.IRDecodeError` at the JSON path of the first
problem. Anything :func:`~karlov.ir.loads` accepts is buildable, generatable and playable.

What it checks:

- **numbers**: every integer but a span's is within ±:data:`MAX_NUMBER` (the six digits card
  text allows, E042), and the counts among them (how many, indices, costs, thresholds) are
  not negative; only power, toughness and their changes may be;
- **references**: a target index (``TargetObjects``, ``Players`` of ``who="target"``, a
  mode's targets) names one of the targets of the ability it is in (a reflexive trigger's
  own targets inside it); a ``mentioned`` player or object names a key an instruction of the
  same ability records; modes have as many target lists and texts as modes (or none), and a
  count of them that can be chosen;
- **vocabularies**: the words the IR keeps as strings (players, restrictions, amounts,
  keyword abilities with parameters) are ones the IR defines.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .json import IRDecodeError

#: The largest number IR holds outside a span: card text allows six digits (E042), so no
#: card the compiler writes says more. Bounds every count, amount and threshold a game uses.
MAX_NUMBER = 999_999

#: Integer fields that may be negative (power and toughness, and changes to them).
SIGNED = frozenset(
    {
        ("Card", "power"),
        ("Card", "toughness"),
        ("Characteristics", "power"),
        ("Characteristics", "toughness"),
        ("ModifyPT", "power"),
        ("ModifyPT", "toughness"),
        ("ContinuousEffect", "power"),
        ("ContinuousEffect", "toughness"),
        ("ContinuousEffect", "set_power"),
        ("ContinuousEffect", "set_toughness"),
    }
)

#: ``Players.who``: the players a :class:`~karlov.ir.Players` can name.
PLAYER_WORDS = frozenset(
    {
        "you",
        "each_opponent",
        "each_player",
        "target",
        "mentioned",
        "that_player",
        "defending_player",
        "owner",
        "controller",
    }
)

#: Classes whose ``targets`` field opens a scope for the target indices inside them.
_SCOPES = ("TriggeredAbility", "ActivatedAbility", "SpellAbility", "ReflexiveTrigger")


def validate(value: Any) -> None:
    """Raise :class:`IRDecodeError` (with the JSON path under ``$.ir``) if ``value`` — a node
    or a tuple of nodes, as :func:`~karlov.ir.loads` returns — means something no consumer
    can build or play."""
    checker = _Checker()
    if type(value) is tuple:
        for index, item in enumerate(value):
            checker.node(item, ["ir", index], None, frozenset())
    else:
        checker.node(value, ["ir"], None, frozenset())


def _fail(path: list[str | int], message: str) -> None:
    raise IRDecodeError(message, list(reversed(path)))


def _recorded_keys(node: Any) -> set[str]:
    """Every key an instruction under ``node`` records for later pronouns."""
    found: set[str] = set()
    stack = [node]
    while stack:
        item = stack.pop()
        if type(item) is tuple:
            stack.extend(item)
            continue
        if not dataclasses.is_dataclass(item):
            continue
        name = type(item).__name__
        if name == "Action" and item.remember:
            found.add(item.remember)
            found.add("searched:" + item.remember)
        if name == "ChosenObjects" and item.key:
            found.add(item.key)
        for field in dataclasses.fields(item):
            if field.name != "span":
                stack.append(getattr(item, field.name))
    return found


class _Checker:
    def node(
        self, node: Any, path: list[str | int], targets: int | None, keys: frozenset[str]
    ) -> None:
        from .json import json_key

        cls = type(node)
        name = cls.__name__
        if name == "Span":
            return
        if name in _SCOPES:
            targets = node.targets
        if name in ("TriggeredAbility", "ActivatedAbility", "SpellAbility", "StaticAbility"):
            keys = frozenset(_recorded_keys(node))
        check = getattr(self, "check_" + name, None)
        if check is not None:
            check(node, path, targets, keys)
        for field in dataclasses.fields(node):
            if not field.init or field.name == "span":
                continue
            value = getattr(node, field.name)
            where = [*path, json_key(field.name)]
            self.value(value, where, name, field.name, targets, keys)

    def value(
        self,
        value: Any,
        path: list[str | int],
        owner: str,
        field: str,
        targets: int | None,
        keys: frozenset[str],
    ) -> None:
        if type(value) is int:
            low = -MAX_NUMBER if (owner, field) in SIGNED else 0
            if not low <= value <= MAX_NUMBER:
                _fail(
                    path,
                    f"{value} is out of range for {owner}.{field} "
                    f"({low} to {MAX_NUMBER:,}, the numbers card text can say)",
                )
        elif type(value) is tuple:
            for index, item in enumerate(value):
                self.value(item, [*path, index], owner, field, targets, keys)
        elif dataclasses.is_dataclass(value):
            self.context = (owner, field)
            self.node(value, path, targets, keys)

    # --- the checks of single classes ------------------------------------------------------

    context: tuple[str, str] = ("", "")  # the class and field of the node being checked

    def _target_index(self, index: int, path: list[str | int], targets: Any, what: str) -> None:
        if targets is None:
            _fail(path, f"{what} names target {index}, but it is in no ability with targets")
        elif not 0 <= index < len(targets):
            _fail(
                path,
                f"{what} names target {index}, but its ability has "
                + (f"targets 0 to {len(targets) - 1}" if targets else "no targets"),
            )

    def check_TargetObjects(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        self._target_index(node.target_index, [*path, "target_index"], targets, "this reference")
        if targets[node.target_index].players is not None and self.context != (
            "Action",
            "recipients",
        ):
            # "any target" may be a player: only what is dealt damage can be (CR 115.4)
            _fail(
                [*path, "target_index"],
                f"target {node.target_index} may be a player, which is no object here",
            )

    def check_Players(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.who not in PLAYER_WORDS:
            _fail(
                [*path, "who"],
                f"unknown players {node.who!r}; expected one of " + ", ".join(sorted(PLAYER_WORDS)),
            )
        if node.who == "target":
            if node.target_index is None:
                _fail([*path, "target_index"], "target players need a target_index")
            self._target_index(node.target_index, [*path, "target_index"], targets, "this player")
        if node.who == "mentioned" and node.key not in keys:
            _fail([*path, "key"], f"no instruction of this ability records {node.key!r}")
        if node.who in ("owner", "controller") and node.of is None:
            _fail([*path, "of"], f"the {node.who} of what? 'of' is null")

    def check_Mentioned(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.key not in keys:
            _fail([*path, "key"], f"no instruction of this ability records {node.key!r}")

    def check_Remaining(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        for field in ("key", "without"):
            if getattr(node, field) not in keys:
                _fail(
                    [*path, field],
                    f"no instruction of this ability records {getattr(node, field)!r}",
                )

    def check_Modes(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        count = len(node.modes)
        if not node.modes:
            _fail([*path, "modes"], "a choice of modes needs at least one mode")
        if node.targets and len(node.targets) != count:
            _fail([*path, "targets"], f"{len(node.targets)} target lists for {count} modes")
        if node.texts and len(node.texts) != count:
            _fail([*path, "texts"], f"{len(node.texts)} texts for {count} modes")
        for mode, indices in enumerate(node.targets):
            for i, index in enumerate(indices):
                self._target_index(index, [*path, "targets", mode, i], targets, "this mode")
        chosen = node.count
        if chosen.is_x or chosen.relation.value == "at_most":
            _fail([*path, "count"], f"no choice of {chosen.relation.value} N modes")
        if not 1 <= chosen.value <= count:
            _fail([*path, "count", "value"], f"choose {chosen.value} of {count} modes")

    def check_TargetSpec(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.maximum is not None and node.maximum < node.minimum:
            _fail([*path, "maximum"], f"at most {node.maximum} but at least {node.minimum}")
        if not node.objects and node.players is None:
            _fail([*path, "players"], "a target that is neither an object nor a player")
        if node.objects and node.players is None and node.filter is None:
            _fail([*path, "filter"], "a target object needs its filter")
        if node.players is not None and node.players.value not in ("any", "opponent"):
            _fail([*path, "players"], f"no target player {node.players.value!r}")

    def check_Restrict(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        self._restriction(node.kind, [*path, "kind"])

    def check_Restriction(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        self._restriction(node.kind, [*path, "kind"])

    def _restriction(self, kind: str, path: list[str | int]) -> None:
        from .abilities import RESTRICTIONS

        if kind not in RESTRICTIONS:
            _fail(path, f"unknown restriction {kind!r}")

    # --- what the consumers build: keywords, triggers, targets, characteristics -------------

    def check_Card(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if not node.types:
            _fail([*path, "types"], "a card needs at least one card type")

    def check_Characteristics(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if (node.power is None) != (node.toughness is None):
            _fail([*path, "power"], "power and toughness come together")

    def check_TokenDefinition(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if (node.predefined is None) == (node.characteristics is None):
            _fail(path, "a token is predefined or described by its characteristics, not both")
        if node.predefined is not None:
            from .enums import PredefinedToken

            names = [str(token.value) for token in PredefinedToken]
            if node.predefined not in names:
                _fail([*path, "predefined"], f"unknown predefined token {node.predefined!r}")

    def check_KeywordAbility(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        name = node.name
        mana = node.cost.mana if node.cost is not None else None
        if name in ("flashback", "kicker") and mana is not None:
            return
        if (name == "equip" and node.cost is not None) or (
            name == "crew" and node.number is not None
        ):
            return
        if name == "enchant" and node.filter is not None and not node.gate:
            return
        if node.gate:
            _fail([*path, "gate"], f"a solved gate on the keyword {name!r}")
        if name == "protection" and node.filter is not None:
            return
        if node.cost is not None or node.number is not None or node.filter is not None:
            _fail(path, f"no keyword {name!r} with a cost, number or filter")

    def check_StepTrigger(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.whose.value not in ("you", "any", "opponent"):
            _fail([*path, "whose"], f"no step trigger for whose step {node.whose.value!r}")

    def check_EventTrigger(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        event = node.event
        subject = _EVENT_SUBJECT.get(event)
        if subject is None:
            _fail(
                [*path, "event"],
                f"unknown trigger event {event!r}; expected one of {', '.join(_EVENT_SUBJECT)}",
            )
        if subject == "none" and node.subject is not None:
            _fail([*path, "subject"], f"the trigger event {event!r} names no object")
        if subject == "needed" and node.subject is None:
            _fail([*path, "subject"], f"the trigger event {event!r} needs its subject")
        if event == "enters" and node.subject is None and node.by is not None:
            _fail([*path, "by"], "'enters under your control' is said only of other objects")
        if event == "counters_put" and node.counter is None:
            _fail([*path, "counter"], "'counters are put on' needs the kind of counter")
        if event == "deals_noncombat_damage_to_player":
            who = node.subject.controller.who if node.subject.controller else None
            if who not in (None, "you"):
                _fail([*path, "subject"], "said only of 'a source [you control]'")
        if node.by is not None and node.by.value not in ("any", "you", "opponent"):
            _fail([*path, "by"], f"no trigger on an event performed by {node.by.value!r}")
        if node.ordinal is not None and event not in ("cast", "draw", "lose_life"):
            _fail([*path, "ordinal"], f"no count this turn of the event {event!r}")
        if node.ordinal == 0:
            _fail([*path, "ordinal"], "the 0th time this turn")


#: Per trigger event, whether it names an object (``subject``): "any" (None is the source
#: itself), "none" (said of no object, or of the source only) or "needed".
_EVENT_SUBJECT = {
    "enters": "any",
    "enters_or_face_up": "needed",
    "dies": "any",
    "cast": "any",
    "attack": "none",
    "attacks": "any",
    "blocks": "none",
    "becomes_target_of_spell": "none",
    "becomes_target": "none",
    "becomes_blocked_by": "any",
    "sacrificed": "any",
    "combat_damage_to_player": "none",
    "gain_life": "none",
    "lose_life": "none",
    "draw": "none",
    "discard": "none",
    "dealt_noncombat_damage": "none",
    "deals_noncombat_damage_to_player": "needed",
    "put_into_graveyard_from_battlefield": "any",
    "cast_during_opponents_turn": "any",
    "counters_put": "needed",
}
