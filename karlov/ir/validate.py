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
import re
from typing import Any

from .abilities import CAST_RESTRICTIONS, HAND_SIZE_CHANGES, NUMBER_KEYWORDS, REPLACEMENT_EVENTS
from .abilities import Cost as ir_Cost
from .conditions import COMPARED_AMOUNTS, PLAYER_ACTS, TURN_STEPS
from .effects import SKIPPED, children, found_key, others_key
from .json import IRDecodeError
from .objects import TURN_TALLIES, TURN_TALLY_ACTS, VALUE_CHARACTERISTICS, reads_the_game

#: The bounds of an :class:`~karlov.ir.ObjectFilter` whose number may be X (``x_bounds``).
X_BOUNDS = frozenset(
    {
        "power_at_most",
        "toughness_at_least",
        "toughness_at_most",
        "mana_value_at_least",
        "mana_value_at_most",
    }
)

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
        "any_player",
        "each_other_player",
        "you_and",
        "unable",
    }
)

#: Classes whose ``targets`` field opens a scope for the target indices inside them.
_SCOPES = (
    "TriggeredAbility",
    "ActivatedAbility",
    "SpellAbility",
    "ReflexiveTrigger",
    "RoomAbility",
)

#: The abilities: each is a scope of target indices (its own targets, or none) and of the
#: keys its instructions record.
_ABILITIES = (
    "TriggeredAbility",
    "ActivatedAbility",
    "SpellAbility",
    "StaticAbility",
    "KeywordAbility",
    "ManaAbility",
    "ReplacementAbility",
    "ToSolve",
    "RoomAbility",
)


def validate(value: Any) -> None:
    """Raise :class:`IRDecodeError` (with the JSON path under ``$.ir``) if ``value`` — a node
    or a tuple of nodes, as :func:`~karlov.ir.loads` returns — means something no consumer
    can build or play."""
    items = list(enumerate(value)) if type(value) is tuple else [(None, value)]
    for index, item in items:
        checker = _Checker()
        # A fragment (an effect or a filter without its ability) has no scope to check its
        # references against; a card or an ability has one.
        checker.fragment = type(item).__name__ != "Card" and type(item).__name__ not in _ABILITIES
        checker.node(item, ["ir"] if index is None else ["ir", index], None, None)


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
            if item.verb == "reveal_until":
                found.add(found_key(item.remember))
                found.add(others_key(item.remember))
        if name == "ChosenObjects" and item.key:
            found.add(item.key)
        if name in ("AllObjects", "ObjectsAnd") and item.remember:
            found.add(item.remember)  # the objects found the first time (CR 608.2c)
        if name == "Vote":
            found.add(item.key)
        if name == "MayDo" and item.key:
            found.add(item.key)  # the players who did it (CR 608.2c)
        if name == "Action" and item.unable:
            found.add(item.unable)  # the players who could not do it (CR 609.3)
        if name == "ForEachPlayer":
            found.add("each_player")  # the player it is done for (CR 101.4)
        for field in dataclasses.fields(item):
            if field.name != "span":
                stack.append(getattr(item, field.name))
    return found


#: What "of the chosen type / color" may name (:attr:`karlov.ir.ObjectFilter.chosen`).
CHOSEN_VALUES = (
    None,
    "type",
    "color",
    "type_on_resolution",
    "color_on_resolution",
    "name_on_resolution",
)
#: What "Choose ..." as an instruction chooses (:class:`~karlov.ir.MakeChoice`)
MAKE_CHOICES = (
    "color",
    "creature_type",
    "card_name",
    "nonland_card_name",
    "card_name_not_basic_land",
    "basic_land_type",
)
CHOSEN_VALUES += ("type_of_choice", "color_of_choice")


class _Checker:
    def _spell_scopes(self, card: Any) -> None:
        """A spell's paragraphs are one ability (CR 608.2c): a paragraph names the targets and
        the recorded objects of the paragraphs before it too, numbered from the spell's first
        target, so each is checked against those of its paragraph and every earlier one."""
        self.spell_scope: dict[int, tuple[tuple[Any, ...], frozenset[str]]] = {}
        targets: list[Any] = []
        keys: set[str] = set()
        for ability in getattr(card, "abilities", ()):
            if type(ability).__name__ == "SpellAbility":
                targets += ability.targets
                keys |= _recorded_keys(ability)
                self.spell_scope[id(ability)] = (tuple(targets), frozenset(keys))

    def node(
        self, node: Any, path: list[str | int], targets: Any, keys: frozenset[str] | None
    ) -> None:
        from .json import json_key

        cls = type(node)
        name = cls.__name__
        if name == "Span":
            return
        if name == "Card":
            self._spell_scopes(node)
        if name in _ABILITIES:
            targets = getattr(node, "targets", ())
            keys = frozenset(_recorded_keys(node))
            shared = getattr(self, "spell_scope", {}).get(id(node))
            if shared is not None:
                targets, keys = shared
        elif name in _SCOPES:
            targets = node.targets
        check = getattr(self, "check_" + name, None)
        if check is not None:
            check(node, path, targets, keys)
        self.in_spec += name == "TargetSpec"
        for field in dataclasses.fields(node):
            if not field.init or field.name == "span":
                continue
            value = getattr(node, field.name)
            where = [*path, json_key(field.name)]
            self.value(value, where, name, field.name, targets, keys)
        self.in_spec -= name == "TargetSpec"

    def value(
        self,
        value: Any,
        path: list[str | int],
        owner: str,
        field: str,
        targets: Any,
        keys: frozenset[str] | None,
    ) -> None:
        if type(value) is int:
            low = -MAX_NUMBER if (owner, field) in SIGNED else 0
            if not low <= value <= MAX_NUMBER:
                _fail(
                    path,
                    f"{value} is out of range for {owner}.{field} "
                    f"({low} to {MAX_NUMBER:,}, the numbers card text can say)",
                )
        elif field in _COLOR_FIELDS and type(value) is str and value not in _COLORS:
            _fail(path, f"{value[:40]!r} is not a color letter (W, U, B, R or G)")
        elif type(value) is tuple:
            for index, item in enumerate(value):
                self.value(item, [*path, index], owner, field, targets, keys)
        elif dataclasses.is_dataclass(value):
            self.context = (owner, field)
            self.node(value, path, targets, keys)

    # --- the checks of single classes ------------------------------------------------------

    context: tuple[str, str] = ("", "")  # the class and field of the node being checked
    in_spec = 0  # inside a TargetSpec: what a target may be is known before any is chosen

    fragment = False  # checking an effect or a filter on its own, outside any ability

    def _target_index(self, index: int, path: list[str | int], targets: Any, what: str) -> None:
        if targets is None and self.fragment:
            return
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
        if targets is None:
            return
        if targets[node.target_index].players is not None and self.context not in (
            ("Action", "recipients"),
            ("PreventDamage", "to_objects"),
            ("RedirectDamage", "from_objects"),
            ("RedirectDamage", "to_objects"),
        ):
            # "any target" may be a player: only what is dealt damage (or whose damage is
            # prevented, CR 615) can be (CR 115.4)
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
        if self.in_spec and node.who in ("target", "mentioned", "unable"):
            _fail(
                [*path, "who"],
                f"a target's filter cannot name {node.who!r} players: none "
                "is known while targets are chosen",
            )
        if node.who == "target":
            if node.target_index is None:
                _fail([*path, "target_index"], "target players need a target_index")
            self._target_index(node.target_index, [*path, "target_index"], targets, "this player")
            if targets is not None and targets[node.target_index].players is None:
                _fail(
                    [*path, "target_index"],
                    f"target {node.target_index} is no player (its target spec has no 'players')",
                )
            if targets is not None and targets[node.target_index].objects:
                # a target that may be an object ("any target") names no player
                _fail(
                    [*path, "target_index"],
                    f"target {node.target_index} may be an object, which is no player here",
                )
        if node.who == "unable" and node.also is None:
            _fail([*path, "also"], "the players who can't: of which players? 'also' is null")
        if node.who in ("mentioned", "unable") and keys is not None and node.key not in keys:
            _fail([*path, "key"], f"no instruction of this ability records {node.key!r}")
        if node.who in ("owner", "controller") and node.of is None:
            _fail([*path, "of"], f"the {node.who} of what? 'of' is null")

    def check_DiscardedCard(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.key and keys is not None and node.key not in keys:
            _fail([*path, "key"], f"no instruction of this ability records {node.key!r}")

    def check_Mentioned(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if keys is not None and node.key not in keys:
            _fail([*path, "key"], f"no instruction of this ability records {node.key!r}")

    def check_Remaining(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        for field in ("key", "without"):
            if keys is not None and getattr(node, field) not in keys:
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
        if chosen.is_x:  # "choose one", "choose up to two", "choose any number" (CR 700.2)
            _fail([*path, "count"], "no choice of X modes")
        if node.repeatable:  # "You may choose the same mode more than once." (CR 700.2d)
            if chosen.relation.value != "exactly" or not 1 <= chosen.value <= 4:
                _fail([*path, "count"], "the same mode chosen again: choose one to four times")
        elif not 1 <= chosen.value <= count:
            _fail([*path, "count", "value"], f"choose {chosen.value} of {count} modes")

    def check_TargetSpec(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.maximum is not None and node.maximum < node.minimum:
            _fail([*path, "maximum"], f"at most {node.maximum} but at least {node.minimum}")
        if not node.objects and node.players is None:
            _fail([*path, "players"], "a target that is neither an object nor a player")
        if node.objects and node.players is None and node.filter is None:
            _fail([*path, "filter"], "a target object needs its filter")
        if node.distribute is not None and type(node.distribute).__name__ not in (
            "Fixed",
            "EventAmount",
            "XValue",
        ):
            _fail([*path, "distribute"], "only a fixed amount, X or the attackers are divided")
        if getattr(node, "x_is", None) is not None and not node.times_x:
            _fail([*path, "x_is"], "the X of a number of targets with no bounds per X")
        if node.players is not None and node.players.value not in ("any", "opponent"):
            _fail([*path, "players"], f"no target player {node.players.value!r}")
        both = node.objects and node.players is not None and node.filter is not None
        if both and node.filter.zone.value != "battlefield":
            # "target player or planeswalker" (CR 115.1): the object is a permanent
            _fail(
                [*path, "filter", "zone"], "a target player or object whose object is no permanent"
            )

    def check_PreventDamage(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        """A prevention effect (CR 615) the runtime can play: one way of naming the sources,
        "the next time" with no amount, a shield on objects it names."""
        if node.by_objects is not None and node.chosen_source is not None:
            _fail([*path, "chosen_source"], "damage by named sources and by a chosen source")
        if node.next_time and node.amount is not None:
            _fail([*path, "amount"], "'the next time' prevents all of that damage, no amount")
        if (node.then is None) != (not node.prevented_key):
            _fail([*path, "then"], "an additional effect reads the damage it prevented by a key")
        if node.then is not None and node.duration is None:
            _fail([*path, "then"], "an additional effect of a static ability's prevention")
        if (
            type(node.to_objects).__name__ == "AllObjects"
            and not node.to_objects.filter.attached_to_source
            and node.amount is not None
        ):
            _fail([*path, "to_objects"], "a prevention shield on each of a group of objects")

    def check_RedirectDamage(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        """A redirection effect (CR 614.9) the runtime can play: damage to one recipient named
        as it resolves, dealt to one other object or player instead."""
        if (node.to_objects is None) == (node.to_players is None):
            _fail([*path, "to_objects"], "redirected damage dealt to one object or one player")
        if node.by_objects is not None and node.chosen_source is not None:
            _fail([*path, "chosen_source"], "damage by named sources and by a chosen source")
        if node.next_time and node.amount is not None:
            _fail([*path, "amount"], "'the next time' redirects all of that damage, no amount")
        if node.from_objects is None and node.from_players is None:
            _fail([*path, "from_objects"], "redirected damage that would be dealt to no one")
        for field in ("from_objects", "to_objects"):
            ref = getattr(node, field)
            if type(ref).__name__ == "AllObjects" and not ref.filter.attached_to_source:
                _fail([*path, field], "redirected damage to or from each of a group of objects")

    def check_Restrict(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        self._restriction(node.kind, [*path, "kind"])
        # "can't be blocked this turn except by Walls" (CR 509.1b): the only blockers named
        if (node.filter is not None) != (node.kind == "cant_be_blocked_except_by"):
            _fail([*path, "filter"], f"the restriction {node.kind!r} and a filter of blockers")

    def check_ActivatedAbility(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        # "Any player may activate this ability." and "Only your opponents may activate this
        # ability." (CR 602.2) name different players: one ability says one of them
        if node.any_player and node.only_opponents:
            _fail([*path, "only_opponents"], "'any player' and 'only your opponents' together")

    def check_BecomeColor(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if any(c not in "WUBRG" for c in node.colors) or len(set(node.colors)) != len(node.colors):
            _fail([*path, "colors"], f"colors {node.colors!r} are not distinct color letters")
        if node.in_addition and not node.colors:
            _fail([*path, "in_addition"], "'colorless in addition to its other colors'")

    def check_BecomeOfChoice(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        from .effects import CHOICE_KINDS

        if node.kind not in CHOICE_KINDS:
            _fail([*path, "kind"], f"unknown choice {node.kind!r} to become")

    def _restriction(self, kind: str, path: list[str | int]) -> None:
        from .abilities import RESTRICTIONS

        if kind not in RESTRICTIONS:
            _fail(path, f"unknown restriction {kind!r}")

    def check_Restriction(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        self._restriction(node.kind, [*path, "kind"])
        filtered = (
            "cant_be_blocked_by",
            "cant_be_blocked_except_by",
            "can_block_only",
            "cant_block_matching",
            "blocks_as_though_reach",
            "attacks_only_defender_controlling",
            "attacks_only_defender_without",
        )
        if node.kind in filtered and node.filter is None:
            _fail([*path, "filter"], f"{node.kind!r} needs its filter")
        if node.kind.startswith("attack_tax") != (node.mana is not None):
            _fail([*path, "mana"], "an attack tax and only it has mana")
        if (node.kind == "blocked_by_at_least") != (node.at_least is not None):
            _fail([*path, "at_least"], "'blocked_by_at_least' and only it has at_least")
        elif node.at_least is not None and node.at_least < 2:
            _fail([*path, "at_least"], f"at least {node.at_least} blockers is no restriction")

    def check_AdditionalPhases(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.phases not in (("combat",), ("combat", "main")):
            _fail([*path, "phases"], "the phases added are 'combat' [then 'main'] (CR 500.8)")
        if node.after not in ("phase", "main", "combat"):
            _fail([*path, "after"], "added after 'phase', 'main' or 'combat' (CR 500.8)")

    def check_SkipNext(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.skipped not in SKIPPED:
            _fail(
                [*path, "skipped"],
                f"nothing to skip named {node.skipped!r}; expected "
                + ", ".join(repr(s) for s in SKIPPED),
            )

    # --- what the consumers build: keywords, triggers, targets, characteristics -------------

    def check_TokenDefinition(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if (node.predefined is None) == (node.characteristics is None):
            _fail(path, "a token is predefined or described by its characteristics, not both")
        chars = node.characteristics
        if chars is not None and (chars.power is None) != (chars.toughness is None):
            # "has base power 0" sets one alone (CR 613.4b); a token has both or neither
            _fail([*path, "characteristics", "power"], "power and toughness come together")
        if node.pt is not None and (
            node.characteristics is None or node.characteristics.power is not None
        ):
            _fail([*path, "pt"], "an X/X token is described by the text, with no other P/T")
        if node.predefined is not None:
            from .enums import PredefinedToken

            names = [str(token.value) for token in PredefinedToken]
            if node.predefined not in names:
                _fail([*path, "predefined"], f"unknown predefined token {node.predefined!r}")

    def check_KeywordAbility(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        name = node.name
        mana = node.cost.mana if node.cost is not None else None
        if name in ("flashback", "kicker") and mana is not None and not _more_than_mana(node.cost):
            return
        morph = name in ("morph", "megamorph")  # "Morph—Pay 5 life." (CR 702.37a)
        # CR 702.21a, 702.30a, 702.29a: "Ward—Pay 3 life.", "Echo—Sacrifice two lands.",
        # "Cycling—Pay 2 life." (a ward cost sacrifices nothing: its payer is an opponent)
        acted = name in ("ward", "echo") or (name == "cycling" and node.filter is None)
        if name == "ward" and node.cost is not None and node.cost.sacrifices:
            _fail([*path, "cost"], "a ward cost that sacrifices")
        if (
            (name in ("flashback", "kicker", "buyback") or morph or acted)
            and node.cost is not None
            and (not node.gate)
        ):
            # CR 702.34a, 702.33a, 702.27a, 119.4, 701.21a, 701.9a: "Flashback—{1}{G}, Pay 3
            # life.", "Kicker—Sacrifice two lands.", "Buyback—Discard two cards.": mana, life,
            # sacrifices of permanents matching a filter and cards discarded
            extra = _more_than_mana(node.cost)
            kinds = {"pay_life", "sacrifices", "discard"}
            if morph or name == "kicker":  # CR 118.3: "Morph—Return two Islands you ..."
                kinds |= {"return_to_hand", "discard_cards"}
            paid = extra <= kinds and (mana or extra)
            if paid and all(part.filter is not None for part in node.cost.sacrifices):
                return
        evoked_by_actions = name == "evoke" and node.cost is not None and not mana
        if evoked_by_actions and not node.gate and _more_than_mana(node.cost) <= _EVOKE_ACTIONS:
            return  # CR 702.74a, 118.9: "Evoke—Exile a white card from your hand."
        if name in _COST_KEYWORDS and mana and not node.gate:
            # CR 702.30a, 702.24a, 702.27a, 702.109a, 702.84a, 702.21a, 702.74a, 702.53a,
            # 702.128a, 702.129a, 702.49a, 702.137a, 702.42a, 702.94a, 702.33c,
            # 702.56a, 702.120a, 702.119a
            return
        if name == "cycling" and mana is not None and not node.gate and node.number is None:
            return  # CR 702.29a; with ``filter``, typecycling (CR 702.29e)
        if (name == "equip" and node.cost is not None) or (
            name == "crew" and node.number is not None
        ):
            return
        if name in NUMBER_KEYWORDS and node.number is not None and not node.gate:
            return
        if name == "suspend" and node.number is not None and mana and not node.gate:
            return  # CR 702.62a: Suspend N—[cost]
        if name == "reinforce" and mana and not node.gate and node.filter is None:
            # CR 702.77a: Reinforce N—[cost]; "Reinforce X—{X}..." has no number and one {X}
            xs = mana.count("X")
            if (node.number is not None and xs == 0) or (node.number is None and xs == 1):
                return
        if name == "enchant" and node.filter is not None and not node.gate:
            return
        if name == "affinity" and node.filter is not None and not node.gate:
            return  # CR 702.41a: what it counts
        escalate = name == "escalate" and node.cost is not None and not node.gate and not mana
        if escalate and _more_than_mana(node.cost) == {"discard"} and node.cost.discard == 1:
            return  # CR 702.120a: "Escalate—Discard a card."
        if name == "cumulative upkeep" and node.cost is not None and not mana and not node.gate:
            # CR 702.24a: one cost that is not mana, paid for each age counter
            cost = node.cost
            kinds = [bool(cost.pay_life), len(cost.sacrifices) == 1, cost.discard == 1]
            if sum(kinds) == 1 and not (cost.sacrifices and cost.sacrifices[0].filter is None):
                return
            either = [choice.mana for choice in cost.one_of]
            whole = cost == ir_Cost(one_of=cost.one_of, span=cost.span)
            if whole and len(either) == 2 and all(either) and either[0] != either[1]:
                return  # CR 702.24a: "{G} or {W}", chosen for each age counter
        bloodthirst_x = name == "bloodthirst" and node.number is None and node.cost is None
        if bloodthirst_x and node.filter is None and not node.gate:
            return  # CR 702.54b: "Bloodthirst X", X the damage dealt to your opponents
        if name == "awaken" and node.number is not None and mana and not node.gate:
            return  # CR 702.113a: Awaken N—[cost]
        if name == "splice" and node.filter is not None and mana and not node.gate:
            return  # CR 702.47a: Splice onto [quality] [cost]
        if name == "champion" and node.filter is not None and not node.gate:
            return  # CR 702.72a: the object exiled
        if name == "partner with" and node.filter is not None and not node.gate:
            return  # CR 702.124j: the card its trigger searches for
        if node.gate:
            _fail([*path, "gate"], f"a solved gate on the keyword {name!r}")
        if name in ("protection", "hexproof from") and node.filter is not None:
            return  # CR 702.16a, 702.11d: the quality
        if node.cost is not None or node.number is not None or node.filter is not None:
            _fail(path, f"no keyword {name!r} with a cost, number or filter")

    def check_WasKicked(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.kicker is not None:  # "kicked with its {2}{U} kicker" (CR 702.33f)
            self._mana(node.kicker, [*path, "kicker"])
            if not node.kicker:
                _fail([*path, "kicker"], "an empty kicker cost")

    def check_RollDie(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.sides not in (2, 4, 6, 8, 10, 12, 20, 100):  # CR 706.1a: the dice there are
            _fail([*path, "sides"], f"no d{node.sides}")
        covered = sorted(r for line in node.results for r in range(line.low, line.high + 1))
        if node.remember and not node.results:
            return  # a result recorded for "the result" (CR 706.2), no table
        if covered != list(range(1, node.sides + 1)):  # CR 706.2: one line for each result
            _fail([*path, "results"], f"a results table that doesn't cover 1 to {node.sides} once")

    def check_Scaled(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.times < 1:  # "twice X", "three times the number of ..." (CR 107.3)
            _fail([*path, "times"], f"an amount multiplied by {node.times}; expected 1 or more")
        if node.round_up and not node.halved:  # CR 107.1a: only a fraction is rounded
            _fail([*path, "round_up"], "rounding of an amount that is not halved")
        if node.times == 1 and not node.halved:
            _fail([*path, "times"], "an amount neither multiplied nor halved")

    def check_TimesKicked(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.times < 1:  # "for each time", "twice the number of times" (CR 702.33c-d)
            _fail([*path, "times"], f"{node.times} times the number of times it was kicked")

    def check_StepTrigger(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.whose.value not in ("you", "any", "opponent"):
            _fail([*path, "whose"], f"no step trigger for whose step {node.whose.value!r}")
        if node.of_attached and node.whose.value != "any":
            _fail([*path, "whose"], "a step of the attached permanent's controller and of another")

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
        if node.ordinal is not None and event not in ("cast", "draw", "lose_life", "attacks"):
            _fail([*path, "ordinal"], f"no count this turn of the event {event!r}")
        if node.ordinal == 0:
            _fail([*path, "ordinal"], "the 0th time this turn")
        if (node.others is not None) != (event == "attacks_with_others"):
            _fail([*path, "others"], "the number of other attackers is said only of "
                  "'attacks_with_others', and always there")  # fmt: skip
        if node.others is not None and node.others < 1:
            _fail([*path, "others"], "at least one other attacking creature")
        if node.dealer is not None and event not in (
            "deals_damage_to_object",
            "deals_combat_damage_to_object",
        ):
            _fail([*path, "dealer"], "the source of the damage is said only of 'deals damage to'")

    verb = ""  # the verb of the Action being checked

    def check_DividedAmount(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if self.context == ("PreventDamage", "amount"):
            return  # "Prevent the next 5 damage ..., divided as you choose" (CR 601.2d, 615.7)
        if self.context != ("Action", "amount") or self.verb not in ("deal_damage", "put_counter"):
            _fail(
                path,
                "a divided amount is only the damage, counters or prevention divided among targets",
            )
        if targets is not None and not any(spec.distribute is not None for spec in targets):
            _fail(path, "a divided amount in an ability that divides nothing among its targets")

    def check_ChosenObjects(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        count = node.count
        # "Each player sacrifices X lands." (CR 701.21a, 107.3): X as announced
        sacrificed_x = (
            count.is_x
            and count.relation.value == "exactly"
            and node.own
            and self.context == ("Action", "objects")
            and self.verb == "sacrifice"
        )
        # "Return X cards at random from your graveyard" (Reap the Past): X as announced
        random_x = count.is_x and count.relation.value == "exactly" and node.at_random
        if (count.is_x and not (sacrificed_x or random_x)) or count.relation.value == "at_least":
            _fail(
                [*path, "count"],
                "objects chosen as the effect resolves are exactly N or up to N (not X, not "
                "N or more)",
            )

    def check_GainAbilities(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if not node.abilities:
            _fail([*path, "abilities"], "gains no ability")

    def check_ProtectionFromChosenColor(
        self, node: Any, path: list, targets: Any, keys: Any
    ) -> None:
        also = node.or_from
        if also is not None and (also.name != "protection" or also.filter is None):
            _fail([*path, "or_from"], "the other option of the choice is a protection")

    def check_KeywordOfChoice(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        # "your choice of flying or lifelink" (CR 608.2d): a choice among two or more keywords
        options = node.options
        if len(options) < 2 or len(set(options)) != len(options):
            _fail([*path, "options"], "a choice among two or more different keywords")

    def check_Action(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        # "tapped and attacking" (CR 508.4): said of tokens created or a permanent put onto
        # the battlefield
        to_battlefield = (
            node.verb.value == "move" and node.zone is not None and node.zone.value == "battlefield"
        )
        if node.attacking and not (node.verb.value in ("create", "create_copy") or to_battlefield):
            _fail([*path, "attacking"], "only a permanent put onto the battlefield attacks")
        if node.position not in (None, "top", "bottom"):
            _fail([*path, "position"], f"no library position {node.position!r}")
        if node.order not in (None, "random", "yours"):
            _fail([*path, "order"], f"no order {node.order!r}")
        if node.from_top is not None and (
            node.from_top < 2
            or node.position is not None
            or node.verb.value != "move"
            or node.zone is None
            or node.zone.value != "library"
        ):
            # "second from the top" and below (CR 401.1): the top is ``position`` "top"
            _fail([*path, "from_top"], f"no library position {node.from_top!r} from the top")
        verb = node.verb.value
        self.verb = verb
        for field in _VERB_NEEDS.get(verb, ()):
            if getattr(node, field) is None:
                _fail([*path, field], f"the verb {verb!r} needs its {field}")
        onto_battlefield = node.zone is None or node.zone.value == "battlefield"
        if node.attacking and (
            verb not in ("create", "create_copy", "move") or not onto_battlefield
        ):
            # tokens created attacking, a card put onto the battlefield attacking (CR 508.4)
            _fail([*path, "attacking"], f"the verb {verb!r} puts nothing there attacking")
        if node.copy_changes is not None and verb not in (
            "create_copy",
            "become_copy",
            "copy_spell",
        ):
            _fail([*path, "copy_changes"], f"the verb {verb!r} makes no copy (CR 707.9)")
        if node.more_tokens and (verb != "create" or node.token is None):
            # a list of tokens created at once (CR 111.2)
            _fail([*path, "more_tokens"], f"the verb {verb!r} creates no list of tokens")
        if node.or_tokens and (verb != "create" or node.token is None or node.more_tokens):
            # a choice of one token among others (CR 608.2d)
            _fail([*path, "or_tokens"], f"the verb {verb!r} creates no token of a choice")
        if node.or_tokens:
            names = [_token_label(t) for t in (node.token, *node.or_tokens)]
            if len(set(names)) != len(names):
                _fail([*path, "or_tokens"], "a choice between tokens of the same name")
        # "copy that spell twice", "three times" (CR 707.10): a fixed number of copies
        if (
            node.amount is not None
            and verb == "copy_spell"
            and (type(node.amount).__name__ != "Fixed" or node.amount.value < 2)
        ):
            _fail([*path, "amount"], "a spell copied a fixed number of times, two or more")
        if node.choose_each_time and (
            verb != "create_copy"
            or type(node.objects).__name__ != "ChosenObjects"
            or node.amount is None
        ):
            # "Populate X times." (CR 701.36a): an object chosen anew each time
            _fail([*path, "choose_each_time"], "only a chosen object copied several times")
        if node.copy_this_ability and verb != "become_copy":
            _fail([*path, "copy_this_ability"], f"the verb {verb!r} makes no copy (CR 707.9a)")
        if node.copy_in_addition and node.copy_changes is None:
            _fail([*path, "copy_in_addition"], "types 'in addition' with no copy exceptions")

    def check_ContinuousEffect(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        layer = node.layer.value
        if layer == "2" and not node.control:
            _fail([*path, "control"], "a layer-2 effect that changes no control")
        if layer == "6" and node.remove_keywords and node.add_abilities:
            _fail([*path, "add_abilities"], "a layer-6 effect that both adds and removes abilities")
        if (
            layer == "6"
            and node.remove_all_abilities
            and (node.add_abilities or node.remove_keywords)
        ):
            _fail(
                [*path, "remove_all_abilities"],
                "a layer-6 effect that both removes all abilities and more",
            )
        if layer == "5" and node.add_colors and node.set_colors:
            _fail([*path, "add_colors"], "a layer-5 effect that both sets and adds colors")
        if (
            layer == "4"
            and node.remove_types
            and (node.add_types or node.add_subtypes or node.replace_subtypes)
        ):
            _fail([*path, "remove_types"], "a layer-4 effect that both adds and removes types")
        if layer == "7b" and node.set_power is None and node.set_toughness is None:
            _fail([*path, "set_power"], "a layer-7b effect sets power or toughness")
        defined = (node.define_power, node.define_toughness)
        if layer == "7a":
            # A characteristic-defining ability (CR 604.3): the source's own power and/or
            # toughness, a count the runtime can make in every zone.
            if defined == (None, None):
                _fail([*path, "define_power"], "a layer-7a effect defines power or toughness")
            if node.affected.filter is not None or node.affected.attached or node.affected.paired:
                _fail([*path, "affected"], "a characteristic-defining ability is its source's")
            for name, quantity in zip(("define_power", "define_toughness"), defined, strict=True):
                if quantity is not None and not _defining_count(quantity):
                    _fail([*path, name], "a characteristic defined by other than a count")
        elif defined != (None, None):
            _fail([*path, "define_power"], "only a layer-7a effect defines power or toughness")
        if layer not in ("2", "4", "5", "6", "7a", "7b", "7c"):
            _fail([*path, "layer"], f"no continuous effect of a card in layer {layer}")
        chosen_layer = {"creature_type": "4", "color": "5"}
        if node.chosen and chosen_layer.get(node.chosen) != layer:
            _fail([*path, "chosen"], "the chosen creature type is layer 4's, the color layer 5's")

    def check_RuleModification(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.rule not in _RULES:
            _fail([*path, "rule"], f"unknown rule modification {node.rule!r}")
        if node.rule == "damage_persists" and node.filter is None:
            _fail([*path, "filter"], "'damage_persists' needs its filter")
        if node.rule == "maximum_hand_size" and not 0 <= node.count <= MAX_HAND_SIZE:
            _fail([*path, "count"], f"a maximum hand size of {node.count}")  # CR 402.2
        if node.rule in HAND_SIZE_CHANGES and not 0 < node.count <= MAX_HAND_SIZE:
            _fail([*path, "count"], f"a maximum hand size changed by {node.count}")

    def check_HappenedThisTurn(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        # "if a creature died this turn": the turn's history keeps each object as it was
        # (its characteristics), so a quality only the game answers ("attacking one of your
        # opponents") cannot be asked of it (the IR fuzz's seed 4 found the runtime raising)
        if node.filter is not None and reads_the_game(node.filter):
            _fail([*path, "filter"], "a quality the turn's history does not keep")

    def check_ReplacementAbility(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        insteads = REPLACEMENT_EVENTS.get(node.event)
        if insteads is None:
            _fail([*path, "event"], f"no replacement effect for {node.event!r}")
        elif node.instead not in insteads:
            _fail([*path, "instead"], f"no replacement of {node.event!r} by {node.instead!r}")
        if node.event == "create_tokens" and node.instead == "twice":
            # "twice that many of those tokens" (CR 614.1a): the same tokens, no other
            if node.token is not None or node.whose.value not in ("you", "any"):
                _fail([*path, "event"], f"no replacement effect for {node.event!r} ({node.whose})")
        elif node.event == "create_tokens" and (node.whose.value != "you" or node.token is None):
            _fail([*path, "event"], f"no replacement effect for {node.event!r} ({node.whose})")
        if node.event == "create_tokens" and node.recipients is not None:
            # "If you would create one or more Treasure tokens" (CR 111.10a): the tokens are
            # told by their subtypes only
            told = node.recipients
            plain = dataclasses.replace(told, subtypes=(), span=None, description="")
            if not told.subtypes or plain != type(told)(""):
                _fail([*path, "recipients"], "tokens told by other than their subtypes")
        if node.damage_kind not in ("", "combat", "noncombat"):
            _fail([*path, "damage_kind"], f"no kind of damage {node.damage_kind!r} (CR 120.2)")
        if node.at_least < 0 or node.at_most < 0:
            _fail([*path, "at_least"], "a negative amount of damage")
        counters = (
            "counters_on_self",
            "counters_on_recipient",
            "prevent_counters_on_self",
            "prevent_counters_on_recipient",
        )
        if node.instead in counters and not node.counter:
            _fail([*path, "counter"], "counters of no kind")
        on_recipient = ("counters_on_recipient", "prevent_counters_on_recipient")
        if node.instead in on_recipient and node.recipients is None:
            _fail([*path, "recipients"], "counters put on what")
        if node.event == "counters_put" and node.recipients is None:
            _fail([*path, "recipients"], "counters put on what")
        if node.event == "described_dies" and node.recipients is None:
            _fail([*path, "recipients"], "what would die")
        if node.by_effect and node.event != "counters_put":
            _fail([*path, "by_effect"], f"no 'an effect would' of {node.event!r}")
        prevents = node.event == "deals_damage" and node.instead in ("prevent", "prevent_all_but")
        # a prevention of part of the damage names who is dealt it (CR 615.1a); "double that
        # damage" may be of damage to any permanent or player
        if prevents and not (node.to_you or node.recipients is not None):
            _fail([*path, "to_you"], "a prevention of part of the damage names its recipients")
        if (node.payment is not None) != (node.event == "self_enters"):
            # what is sacrificed or discarded instead of entering (CR 614.12), of it only
            _fail([*path, "payment"], f"no payment instead of {node.event!r}")
        if node.event == "self_enters" and node.extra < 1:
            _fail([*path, "extra"], f"a payment of {node.extra} objects")
        if node.except_first_draw and node.event != "draw":
            _fail([*path, "except_first_draw"], f"no first draw of {node.event!r}")
        named = [
            node.to_you,
            node.to_opponent,
            node.to_self,
            node.to_player,
            node.to_enchanted_player,
            node.recipients is not None,
        ]
        # "to you or a planeswalker you control" (CR 120.3): a prevention of part of the damage
        # may name both
        either = prevents and node.to_you and node.recipients is not None and sum(named) == 2
        if sum(named) > 1 and not either:
            _fail([*path, "to_you"], "damage to more than one kind of recipient")
        if (node.to_opponent or node.to_self or node.to_player or node.to_enchanted_player) and (
            node.event != "deals_damage" or node.instead in ("prevent", "prevent_all_but")
        ):
            _fail([*path, "to_opponent"], f"no recipient of {node.event!r} by {node.instead!r}")
        if node.event == "counters_put" and node.to_you:
            _fail([*path, "to_you"], "counters are put on a permanent here")
        elif node.event not in ("counters_put", "deals_damage", "described_dies") and (
            node.to_you or (node.recipients is not None and node.event != "create_tokens")
        ):
            _fail([*path, "recipients"], f"no recipients of {node.event!r} by {node.instead!r}")

    def check_EventAmount(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.of not in ("attackers", "damage", "life", "counters"):
            _fail(
                [*path, "of"],
                f"no amount of the event {node.of!r}; expected 'attackers', 'damage', 'life' or "
                "'counters'",
            )

    def check_ObjectFilter(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.died_this_turn and self.context != ("NumberOf", "filter"):
            # what died this turn is counted from the turn's record ("for each creature that
            # died this turn"), never looked for among the objects there are
            _fail([*path, "died_this_turn"], "the objects that died this turn are only counted")
        unknown = set(node.x_bounds) - X_BOUNDS
        if unknown:
            _fail([*path, "x_bounds"], f"no bound of X named {sorted(unknown)!r}")
        if node.chosen not in CHOSEN_VALUES:
            _fail([*path, "chosen"], f"no choice {node.chosen!r} of the chosen type or color")
        if node.other_than_event and (node.other or node.other_than_target is not None):
            # one "other" names one object it is other than
            _fail([*path, "other_than_event"], "'other' than both the event's object and another")
        # "that shares a color with it", "with the same name as that permanent" (CR 201.2a)
        if (node.shared_quality is None) != (node.shared_with is None):
            _fail([*path, "shared_quality"], "a shared quality comes with the object shared with")
        if node.shared_quality not in (None, "color", "creature type", "card type", "name"):
            _fail([*path, "shared_quality"], f"no shared quality {node.shared_quality!r}")

    def check_MakeChoice(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.choice not in MAKE_CHOICES:
            _fail([*path, "choice"], f"no choice {node.choice!r}; expected one of {MAKE_CHOICES}")
        if node.other_than and node.choice != "creature_type":
            _fail([*path, "other_than"], "a type excluded from a choice of no creature type")

    def check_BecomeChosenType(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.kind not in ("creature_type", "basic_land_type"):
            _fail([*path, "kind"], f"no chosen type {node.kind!r} to become")

    def check_EntersChoosing(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.choice not in ("color", "creature_type"):
            _fail(
                [*path, "choice"],
                f"no choice {node.choice!r} as it enters; expected 'color' or 'creature_type'",
            )
        if node.other_than and (
            node.choice != "color" or len(node.other_than) != 1 or node.other_than not in "WUBRG"
        ):
            _fail([*path, "other_than"], f"{node.other_than[:40]!r} is not a color's letter")

    def check_GreatestAmong(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.characteristic not in ("power", "toughness", "mana_value"):
            _fail(
                [*path, "characteristic"],
                f"no greatest {node.characteristic!r}; expected 'power', 'toughness' or"
                " 'mana_value'",
            )

    def check_ResultOf(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        results = (
            "life_lost",
            "cards_discarded",
            "mana_paid",
            "destroyed",
            "destroyed_yours",
            "destroyed_theirs",
            "died",
            "players",
            "unable",
            "damage_dealt",
            "damage_prevented",
            "die_result",
            "flips_won",
            "flips_lost",
            "moved",
        )
        if node.of not in results:
            _fail(
                [*path, "of"],
                f"no result {node.of!r}; expected one of {', '.join(map(repr, results))}",
            )
        if node.times < 1:
            _fail([*path, "times"], f"a result counted {node.times} times; expected 1 or more")

    def check_ValueOf(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.characteristic not in VALUE_CHARACTERISTICS:
            _fail(
                [*path, "characteristic"],
                f"no characteristic {node.characteristic!r} of an object's value; expected "
                + ", ".join(repr(c) for c in VALUE_CHARACTERISTICS),
            )

    def check_ComparedWithOpponents(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.amount not in COMPARED_AMOUNTS:
            _fail(
                [*path, "amount"],
                f"no amount {node.amount!r} to compare between players; expected "
                + ", ".join(repr(a) for a in COMPARED_AMOUNTS),
            )

    def check_PlayerActedThisTurn(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.event not in PLAYER_ACTS:
            _fail(
                [*path, "event"],
                f"no act of a player this turn {node.event!r}; expected "
                + ", ".join(repr(a) for a in PLAYER_ACTS),
            )
        if node.who.who not in ("you", "each_opponent", "each_player"):
            _fail([*path, "who"], f"what {node.who.who!r} did this turn is not read")

    def check_TurnTally(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.event not in TURN_TALLIES:
            _fail(
                [*path, "event"],
                f"no tally of the turn {node.event!r}; expected "
                + ", ".join(repr(a) for a in TURN_TALLIES),
            )
        if node.who.who not in ("you", "each_opponent", "target"):
            _fail([*path, "who"], f"the turn's tally of {node.who.who!r} is not read")
        if node.filter is not None and node.event not in TURN_TALLY_ACTS:
            _fail([*path, "filter"], f"the turn's tally of {node.event!r} counts no objects")
        if node.filter is not None and node.filter.other:
            _fail([*path, "filter"], "'another' in a description of the turn's tally")

    def check_InTurnWindow(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        unknown = [step for step in node.steps if step not in TURN_STEPS]
        if not node.steps or unknown:
            _fail([*path, "steps"], f"no step of a turn {unknown or node.steps!r}")

    def check_WonClash(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if keys is not None and node.clash not in keys:
            _fail([*path, "clash"], f"no clash recorded as {node.clash!r} before it")

    def check_Vote(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if len(node.options) < 2 or len(set(node.options)) != len(node.options):
            _fail([*path, "options"], "a vote is for two or more different choices (CR 701.38a)")
        if not all(option and option == option.strip() for option in node.options):
            _fail([*path, "options"], "a vote's choice is a word")

    def check_VoteResult(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if keys is not None and node.vote not in keys:
            _fail([*path, "vote"], f"no vote recorded as {node.vote!r} before it")

    def check_VotesFor(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if keys is not None and node.vote not in keys:
            _fail([*path, "vote"], f"no vote recorded as {node.vote!r} before it")
        if node.times < 1:
            _fail([*path, "times"], "a number of votes is counted at least once")

    def check_WonFlip(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if keys is not None and node.flip not in keys:
            _fail([*path, "flip"], f"no coin flip recorded as {node.flip!r} before it")

    def _mana(self, text: str | None, path: list[str | int]) -> None:
        if text and not _MANA_COST.fullmatch(text):
            _fail(path, f"{text[:40]!r} is not a mana cost of known symbols ({{2}}{{W}}{{U/P}}...)")
        for first, second in re.findall(r"\{(\w)/(\w)[/}]", text or ""):
            if first == second:
                _fail(path, f"the hybrid symbol {{{first}/{second}}} names one color twice")

    def check_Card(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if not node.types:
            _fail([*path, "types"], "a card needs at least one card type")
        solves = [i for i, a in enumerate(node.abilities) if type(a).__name__ == "ToSolve"]
        if len(solves) > 1:
            _fail([*path, "abilities", solves[1]], "a second To solve ability (CR 719.3a)")
        gated = [i for i, a in enumerate(node.abilities) if getattr(a, "gate", False)]
        if (solves or gated) and "case" not in node.subtypes:
            where = solves[0] if solves else gated[0]
            _fail(
                [*path, "abilities", where],
                "To solve and Solved abilities belong to a Case (CR 719.3); this card is no Case",
            )
        self._mana(node.mana_cost, [*path, "mana_cost"])
        self._linked_kickers(node, path)
        spells = [a for a in node.abilities if type(a).__name__ == "SpellAbility"]
        for i, ability in enumerate(node.abilities):
            # a mode chosen again names new targets after the spell's own (CR 700.2d): only
            # the one paragraph of a spell, its effect the modes
            if not _repeats_modes(ability):
                continue
            effect = getattr(ability, "effect", None)
            alone = len(spells) == 1 and spells[0] is ability
            if not (alone and type(effect).__name__ == "Modes" and effect.repeatable):  # type: ignore[union-attr]
                _fail([*path, "abilities", i], "the same mode chosen again outside a modal spell")
        # the paragraphs overload's text change makes are the overload ability's own (CR
        # 702.96a, 702.96c): of a card with overload and its mana cost
        overloaded = [i for i, a in enumerate(node.abilities) if getattr(a, "overloaded", False)]
        if overloaded and not any(
            type(a).__name__ == "KeywordAbility"
            and a.name == "overload"
            and a.cost is not None
            and a.cost.mana
            for a in node.abilities
        ):
            _fail(
                [*path, "abilities", overloaded[0]],
                "a paragraph changed by overload on a card without an overload cost (CR 702.96a)",
            )

    def _linked_kickers(self, card: Any, path: list[str | int]) -> None:
        """ "kicked with its [A] kicker" names one of the card's kicker costs (CR 702.33f), of
        a card with two (CR 702.33b): an ability linked to no kicker ability means nothing."""
        costs = [
            a.cost.mana
            for a in card.abilities
            if type(a).__name__ == "KeywordAbility" and a.name == "kicker" and a.cost is not None
        ]
        pending: list[Any] = list(card.abilities)
        while pending:
            item = pending.pop()
            if isinstance(item, tuple | list):
                pending.extend(item)
                continue
            if not dataclasses.is_dataclass(item) or isinstance(item, type):
                continue
            linked = getattr(item, "kicker", None) if type(item).__name__ == "WasKicked" else None
            if linked is not None and (len(costs) != 2 or linked not in costs):
                _fail(
                    [*path, "abilities"],
                    f"'kicked with its {linked} kicker' names none of the card's two kicker "
                    "costs (CR 702.33f)",
                )
            pending.extend(getattr(item, f.name) for f in dataclasses.fields(item))

    def check_RemoveCountersCost(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.x and node.any_number:
            _fail(path, "X counters or any number of them, not both")
        if (node.x or node.any_number) and node.count:
            _fail([*path, "count"], "a number of counters besides X or 'any number'")
        if not (node.x or node.any_number) and node.count < 1:
            _fail([*path, "count"], "remove how many? no counters")

    def check_CostPerExtraTarget(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        self._mana(node.mana, [*path, "mana"])
        if not node.mana or "X" in node.mana:
            _fail([*path, "mana"], "costs what more for each target? no fixed mana")

    def check_Cost(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        self._mana(node.mana, [*path, "mana"])

    def check_CostReduction(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        # "cost {G} more" adds colored mana (CR 601.2f); a reduction reduces generic mana
        if node.colored and (not node.increase or not _COLORED.fullmatch(node.colored)):
            _fail([*path, "colored"], f"{node.colored[:40]!r} is not colored mana an increase adds")

    def check_SelfCostReduction(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        # "This spell costs {1} less to cast if ..." or "... for each ..." (CR 601.2f)
        if (node.condition is None) == (node.per is None):
            _fail(path, "a spell's cost reduction needs a condition or a count, one of them")
        per = type(node.per).__name__
        if node.per is not None and per not in ("NumberOf", "BasicLandTypesAmong"):
            _fail([*path, "per"], f"a cost reduction for each {per}: objects or land types")
        if per == "NumberOf" and node.per.filter.died_this_turn:
            _fail([*path, "per"], "a cost reduction counts no objects that died this turn")

    def check_LoyaltyCost(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        # One loyalty symbol is [+N], [−N], [0] or [−X] (CR 606.4, 107.3a): it puts or
        # removes counters, never both.
        if sum(map(bool, (node.put, node.remove, node.remove_x))) > 1:
            _fail(path, "a loyalty symbol puts or removes loyalty counters, not both")

    def check_PayEnergy(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        if node.amount < 1:
            _fail([*path, "amount"], "pay what? no energy")

    def check_PayMana(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        self._mana(node.mana, [*path, "mana"])
        if not node.mana:
            _fail([*path, "mana"], "pay what? no mana")

    def check_AddMana(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        for index, option in enumerate(node.options):
            if not option or len(option) > 20 or set(option) - set("WUBRGC"):
                _fail(
                    [*path, "options", index],
                    f"{option[:40]!r} is not mana letters (one to 20 of W, U, B, R, G, C)",
                )
        if not node.options:
            _fail([*path, "options"], "add what? no mana")
        if node.combination and (node.amount is None or any(len(o) != 1 for o in node.options)):
            _fail([*path, "combination"], "a combination of mana needs an amount and single mana")

    def check_ManaAbility(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        for field in ("produces", "instead_produces"):
            for index, option in enumerate(getattr(node, field)):
                if not option or len(option) > 20 or set(option) - set("WUBRGC"):
                    _fail(
                        [*path, field, index],
                        f"{option[:40]!r} is not mana letters (one to 20 of W, U, B, R, G, C)",
                    )
        if not node.produces:
            _fail([*path, "produces"], "a mana ability that adds no mana")
        if (node.instead_if is None) != (not node.instead_produces):
            # "If ..., add {G}{G} instead" (CR 614.1a) states both the condition and the mana
            _fail([*path, "instead_produces"], "'instead' needs both its condition and its mana")

    def check_UnlessPays(self, node: Any, path: list, targets: Any, keys: Any) -> None:
        cost = node.cost
        if cost.one_of:
            # "unless that player sacrifices a permanent or discards a card" (CR 118.12a,
            # 608.2d): a choice of payments, each one of the costs below and nothing besides
            if cost != ir_Cost(one_of=cost.one_of, span=cost.span) or len(cost.one_of) < 2:
                _fail([*path, "cost"], "a choice of payments is two or more costs, nothing else")
            if node.times is not None or node.generic is not None:
                _fail([*path, "cost"], "a choice of payments is paid once, with no {X}")
            for index, choice in enumerate(cost.one_of):
                self._unless_cost([*path, "cost", "one_of", index], choice)
            return
        self._unless_cost([*path, "cost"], cost)
        only_mana = not (cost.sacrifices or cost.pay_life or cost.discard or cost.energy)
        if node.times is not None and (not cost.mana or not only_mana):
            _fail([*path, "times"], "'for each' multiplies a payment of mana only")

    def _unless_cost(self, path: list, cost: Any) -> None:
        """What a payment of "unless" may be (CR 118.12a)."""
        if (
            cost.tap
            or cost.untap
            or cost.exile_self
            or cost.exert_self
            or cost.discard_self
            or cost.reveal_self
            or cost.remove_counters
            or cost.loyalty is not None
            or cost.reveal_from_hand
            or cost.one_of
            or cost.pay_life_x
            or any(part.filter is None for part in cost.sacrifices)
        ):
            _fail(
                path,
                "a cost paid as an effect resolves is mana, sacrifices of other permanents, "
                "life, discards, tapping untapped permanents or exiling cards (not {T}, this "
                "object, counters or loyalty; CR 118.12a)",
            )


#: Per trigger event, whether it names an object (``subject``): "any" (None is the source
#: itself), "none" (said of no object, or of the source only) or "needed".
_EVENT_SUBJECT = {
    "enters": "any",
    "enters_or_face_up": "needed",
    "turned_face_up": "any",
    "dies": "any",
    "cast": "any",
    "cast_self": "none",
    "cast_or_copy": "needed",
    "attack": "none",
    "attacks": "any",
    "blocks": "any",
    "blocks_creature": "needed",
    "blocks_one_or_more": "needed",
    "blocked_by_one_or_more": "needed",
    "becomes_target_of_spell": "any",
    "becomes_target": "any",
    "becomes_blocked_by": "any",
    "becomes_blocked": "any",
    "attacks_unblocked": "none",
    "attacks_alone": "any",
    "attacks_with_others": "none",
    "attacks_you": "needed",
    "attacks_you_player": "needed",
    "attacks_opponent": "any",  # no subject: this creature ("Whenever ~ attacks an opponent")
    "attacks_opponent_player": "any",
    "attacks_enchanted_player": "needed",
    "becomes_monstrous": "any",
    "becomes_renowned": "any",
    "mutates": "any",
    "leaves_graveyard": "needed",
    "exiled_from_battlefield": "any",
    "leaves_battlefield": "any",
    "exploits": "none",
    "exerted_as_it_attacks": "none",
    "exerts": "needed",
    "becomes_tapped": "any",
    "becomes_untapped": "any",
    "tapped_for_mana": "any",
    "sacrificed": "any",
    "combat_damage_to_player": "any",
    "combat_damage_to_player_one_or_more": "needed",
    "damage_to_player": "any",
    "deals_damage": "any",
    "is_dealt_damage": "any",
    "is_dealt_combat_damage": "any",
    "gain_life": "none",
    "complete_dungeon": "none",
    "become_monarch": "none",
    "lose_life": "none",
    "draw": "none",
    "discard": "none",
    "cast_from_hand": "needed",
    "cast_from_graveyard": "needed",
    "cast_from_library": "needed",
    "cast_from_exile": "needed",
    "cast_not_from_hand": "needed",
    "surveil": "none",
    "scry": "none",
    "shuffle": "none",
    "dealt_noncombat_damage": "none",
    "dealt_damage": "none",
    "dealt_combat_damage": "none",
    "deals_noncombat_damage_to_player": "needed",
    "put_into_graveyard_from_battlefield": "any",
    "put_into_graveyard_from_anywhere": "any",
    "cast_during_opponents_turn": "any",
    "cast_during_your_turn": "any",
    "counters_put": "any",
    "counter_put": "any",
    "explores": "any",
    "deals_damage_to_object": "needed",
    "dealt_damage_by": "needed",
    "deals_combat_damage_to_object": "needed",
    "deals_combat_damage": "any",
    "cycle": "none",
    "cycle_card": "none",
    "cycle_another_card": "none",
    "discard_another_card": "none",
}

#: The keywords "[keyword] [mana cost]" a :class:`~karlov.ir.KeywordAbility` states with its
#: ``cost`` besides flashback, kicker, equip and cycling.
_COST_KEYWORDS = frozenset(
    {
        "echo",
        "cumulative upkeep",
        "buyback",
        "dash",
        "blitz",  # CR 702.152a
        "unearth",
        "ward",
        "evoke",
        "morph",
        "megamorph",
        "overload",
        "prowl",
        "madness",
        "transmute",
        "embalm",
        "eternalize",
        "ninjutsu",
        "spectacle",
        "surge",
        "recover",
        "entwine",
        "miracle",
        "multikicker",
        "replicate",
        "escalate",
        "emerge",
        "bestow",
        "mutate",  # CR 702.140a
        "scavenge",  # CR 702.97a
    }
)


#: The colored mana symbols a cost increase adds ("cost {G} more", CR 601.2f).
_COLORED = re.compile(r"(\{[WUBRG]\})+")


def _repeats_modes(node: Any) -> bool:
    """Whether a :class:`~karlov.ir.Modes` inside ``node`` may choose a mode again."""
    if type(node).__name__ == "Modes" and node.repeatable:
        return True
    return any(_repeats_modes(child) for child in children(node))


#: The costs of actions an evoke cost of no mana may be (CR 702.74a, 118.9).
_EVOKE_ACTIONS = frozenset(
    {"exile_from_hand", "exile_from_graveyard", "pay_life", "discard_cards", "return_to_hand"}
)


def _more_than_mana(cost: Any) -> set[str]:
    """The fields of a :class:`~karlov.ir.Cost` other than its mana that are set."""
    return {
        f.name
        for f in dataclasses.fields(cost)
        if f.name not in ("mana", "span") and getattr(cost, f.name) not in (None, False, 0, ())
    }


#: The fields an :class:`~karlov.ir.Action` of a verb cannot do without.
_VERB_NEEDS = {
    "search": ("filter", "zone", "count"),
    "move": ("zone",),
    "put_counter": ("counter",),
    "move_counter": ("counter", "recipients", "amount"),
    "get_counters": ("counter", "amount"),
    "create": ("token",),
    "conjure": ("card_name", "zone"),
    "bolster": ("amount",),
}

#: The largest maximum hand size, or change of one, a card states (Jin-Gitaxias's seven; bounded
#: like every number the IR holds).
MAX_HAND_SIZE = 100

#: :class:`~karlov.ir.RuleModification` rules.
_RULES = frozenset(
    {
        "additional_land",
        "look_at_top",
        "play_from_top",
        "damage_persists",
        "no_maximum_hand_size",
        "maximum_hand_size",
        *HAND_SIZE_CHANGES,
        "skip_untap_step",
        "skip_upkeep_step",
        "skip_draw_step",
        "players_skip_untap_step",
        "players_skip_upkeep_step",
        "players_skip_draw_step",
        "players_additional_land",
        "one_spell_each_turn",
        "most_attackers",
        "most_blockers",
        "cant_play_lands",
        "cast_as_though_flash",
        "top_card_revealed",
        "players_top_card_revealed",
        "players_cant_play_lands",
        "cant_be_countered",
        "spells_cant_be_countered",
        "life_floor",
        "player_hexproof",
        "player_shroud",
        *CAST_RESTRICTIONS,
        "exert_as_it_attacks",
        "may_not_untap",
        "deck_any_number",
        "deck_up_to",
        "cant_gain_life",
        "opponents_cant_gain_life",
        "players_cant_gain_life",
    }
)

#: A mana cost as written, of the symbols the runtime pays (CR 107.4): generic (up to six
#: digits), X, colored, colorless, snow, hybrid, two-brid, Phyrexian and Phyrexian hybrid.
_MANA_COST = re.compile(
    r"(?:\{(?:[0-9]{1,6}|[XWUBRGCS]|[WUBRGC2]/[WUBRG]|[WUBRG]/P|[WUBRG]/[WUBRG]/P)\})+"
)

#: Fields that hold color letters (CR 105.1).
_COLOR_FIELDS = frozenset(
    {"colors", "excluded_colors", "colors_any_of", "set_colors", "add_colors"}
)
_COLORS = frozenset("WUBRG")


def _defining_count(quantity: Any) -> bool:
    """Whether a characteristic-defining ability's number is one the runtime counts in every
    zone (CR 604.3): objects matching a filter, domain, your devotion, counters on the source, or
    a sum or difference
    of those and written numbers ("1 plus the number of lands you control", CR 107.3)."""
    kind = type(quantity).__name__
    if kind in ("NumberOf", "BasicLandTypesAmong", "Fixed"):
        return True
    if kind == "CountersOn":  # "the number of age counters on it" of this permanent
        return type(quantity.of).__name__ == "SourceObject"
    if kind == "Sum":
        return all(_defining_count(term) for term in quantity.terms)
    if kind == "Difference":
        return _defining_count(quantity.of) and _defining_count(quantity.minus)
    if kind == "Scaled":  # "half the number of Forests you control, rounded up" (CR 107.1a)
        return _defining_count(quantity.of)
    return kind == "Devotion" and quantity.who.who == "you"


def _token_label(token: Any) -> str:
    """The name a player chooses a token of a choice by: its predefined kind (CR 111.10) or
    the name its description gives it (CR 111.4)."""
    if token.predefined is not None:
        return str(token.predefined)
    return str(token.characteristics.name) if token.characteristics is not None else ""
