"""``karlov explain``: what a card means (from its IR), and the tree the parser built.

:class:`Meaning` renders IR (:mod:`karlov.ir`) in compact plain terms: per ability its kind,
gate, trigger, condition, targets, effect and, for a static ability, the layer of each
continuous effect. It has one method per IR class, named after the class in snake case
(``triggered_ability`` for :class:`~karlov.ir.TriggeredAbility`) and found by name once per
class, as sqlglot's generators find ``<node>_sql``; a class with no method is shown by its
name and the fields that differ from their defaults, so a new IR class is never dropped.

The AST views (``--ast``) walk any frozen-dataclass AST through :func:`dataclasses.fields`,
so a new node class appears there without a change to this module. Spans are shown compactly
as ``@line:col-endline:endcol``; the file name is left out because every node of a tree comes
from the same file.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from typing import Any, ClassVar

from karlov.frontend.diagnostics import Span
from karlov.ir.abilities import RESTRICTIONS

__all__ = ["Meaning", "explain_json", "explain_meaning", "explain_tree", "span_text"]

_INDENT = "  "


def span_text(span: Span) -> str:
    """``@line:col-endline:endcol``, the compact span used in the tree view."""
    return f"@{span.line}:{span.column}-{span.end_line}:{span.end_column}"


def _is_node(value: object) -> bool:
    return dataclasses.is_dataclass(value) and not isinstance(value, type | Span)


def _is_scalar(value: object) -> bool:
    """Values shown inline: anything that is not a node, a sequence or a mapping of them."""
    if _is_node(value):
        return False
    if isinstance(value, list | tuple | frozenset | set):
        return all(_is_scalar(item) for item in value)
    if isinstance(value, Mapping):
        return all(_is_scalar(item) for item in value.values())
    return True


def _scalar_text(value: object) -> str:
    if isinstance(value, Enum):
        return _scalar_text(value.value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, Span):
        return span_text(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_scalar_text(item) for item in value) + "]"
    if isinstance(value, frozenset | set):
        return "{" + ", ".join(sorted(_scalar_text(item) for item in value)) + "}"
    if isinstance(value, Mapping):
        items = (f"{_scalar_text(k)}: {_scalar_text(v)}" for k, v in value.items())
        return "{" + ", ".join(items) + "}"
    return repr(value)


def _node_lines(node: Any, depth: int, label: str = "") -> list[str]:
    pad = _INDENT * depth
    inline: list[str] = []
    nested: list[tuple[str, object]] = []
    span: Span | None = None
    for field in dataclasses.fields(node):
        value = getattr(node, field.name)
        if isinstance(value, Span) and span is None and field.name == "span":
            span = value
        elif _is_scalar(value):
            inline.append(f"{field.name}={_scalar_text(value)}")
        else:
            nested.append((field.name, value))
    head = " ".join([type(node).__name__, *inline, *([span_text(span)] if span else [])])
    lines = [f"{pad}{label}{head}"]
    for name, value in nested:
        lines.extend(_value_lines(name, value, depth + 1))
    return lines


def _value_lines(name: str, value: object, depth: int) -> list[str]:
    """A non-scalar field: a single child node, or a sequence or mapping holding nodes."""
    pad = _INDENT * depth
    if _is_node(value):
        return _node_lines(value, depth, label=f"{name}: ")
    lines = [f"{pad}{name}:"]
    items: Iterable[tuple[str, object]]
    if isinstance(value, Mapping):
        items = ((f"{_scalar_text(key)}: ", item) for key, item in value.items())
    else:
        items = (("- ", item) for item in value)  # type: ignore[attr-defined]
    for label, item in items:
        if _is_node(item):
            lines.extend(_node_lines(item, depth + 1, label=label))
        elif _is_scalar(item):
            lines.append(f"{pad}{_INDENT}{label}{_scalar_text(item)}")
        else:
            lines.extend(_value_lines(label.rstrip(": ") or "-", item, depth + 1))
    return lines


def explain_tree(cards: object) -> str:
    """An indented tree of ``cards`` (a node or a sequence of nodes), one node per line.

    Each line names the node class, then its scalar fields as ``name=value``, then its span;
    fields holding nodes follow, indented under the field name.
    """
    roots = cards if isinstance(cards, list | tuple) else [cards]
    lines: list[str] = []
    for root in roots:
        if _is_node(root):
            lines.extend(_node_lines(root, 0))
        else:
            lines.append(_scalar_text(root))
    return "\n".join(lines) + ("\n" if lines else "")


def _to_json(value: object) -> object:
    if _is_node(value):
        out: dict[str, object] = {"node": type(value).__name__}
        span: Span | None = None
        for field in dataclasses.fields(value):  # type: ignore[arg-type]
            item = getattr(value, field.name)
            if field.name == "span" and isinstance(item, Span):
                span = item
            else:
                out[field.name] = _to_json(item)
        if span is not None:
            out["span"] = _span_json(span)
        return out
    if isinstance(value, Span):
        return _span_json(value)
    if isinstance(value, Enum):
        return _to_json(value.value)
    if isinstance(value, list | tuple):
        return [_to_json(item) for item in value]
    if isinstance(value, frozenset | set):
        return sorted((_to_json(item) for item in value), key=repr)
    if isinstance(value, Mapping):
        return {str(_to_json(key)): _to_json(item) for key, item in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


def _span_json(span: Span) -> dict[str, int]:
    return {
        "line": span.line,
        "column": span.column,
        "end_line": span.end_line,
        "end_column": span.end_column,
    }


def explain_json(cards: object) -> list[dict[str, object]]:
    """Each root node as ``{"node": ClassName, <fields>..., "span": {...}}``, JSON-ready.

    Enums become their values, tuples become lists, and anything else not JSON-native
    (a ``Fraction``, say) becomes its ``str``, so ``json.dumps`` never fails on a new node.
    """
    roots = cards if isinstance(cards, list | tuple) else [cards]
    return [_to_json(root) for root in roots]  # type: ignore[misc]


# --- the meaning, from the IR -----------------------------------------------------------------


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


#: Trigger events performed by a player and said of no object.
_PLAYER_EVENTS = {
    "gain_life": "gain life",
    "draw": "draw a card",
    "discard": "discard a card",
    "cycle": "cycle this card",
    "cycle_card": "cycle a card",
    "cycle_another_card": "cycle another card",
}


def _words(token: str) -> str:
    """An IR vocabulary word in plain terms: ``deal_damage`` -> ``deal damage``."""
    return token.replace("_", " ")


def _mana(symbols: str) -> str:
    """Mana written without braces (``CC``: two colorless) in braces: ``{C}{C}``."""
    return "".join(f"{{{s}}}" for s in symbols) if symbols.isalpha() else f"{{{symbols}}}"


def _number(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


_POSSESSIVE = {
    "you": "your",
    "opponent": "an opponent's",
    "any": "a player's",
    "owner": "its owner's",
    "not_you": "another player's",
    "that_player": "that player's",
}
_FILTER_WORDS = frozenset({"span", "description", "nouns", "supertypes", "subtypes", "types"})
_RELATION = {"exactly": "exactly {}", "at_least": "{} or more", "at_most": "up to {}"}
_PLAYERS = {"each_player": "each player", "each_opponent": "each opponent"}
_ORDINAL = ("first", "second", "third", "fourth", "fifth")


class Meaning:
    """Renders IR nodes as compact plain text. Subclass and add ``<snake_case_class>``
    methods to change how a class reads; the dispatch table is built once per class."""

    _methods: ClassVar[dict[type, Callable[[Meaning, Any], str]]] = {}

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        cls._methods = {}

    def whose(self, whose: Any) -> str:
        """A :class:`~karlov.ir.Whose` as a possessive: ``your``, ``an opponent's``."""
        return _POSSESSIVE.get(str(whose.value), f"{_words(str(whose.value))}'s")

    def text(self, node: object) -> str:
        """``node`` in plain terms (a node, an enum member, a tuple, a scalar)."""
        if node is None:
            return "none"
        if isinstance(node, Enum):
            return _words(str(node.value))
        if isinstance(node, tuple):
            return ", ".join(self.text(item) for item in node)
        if isinstance(node, bool):
            return "yes" if node else "no"
        if not dataclasses.is_dataclass(node):
            return str(node)
        cls = type(node)
        method = self._methods.get(cls)
        if method is None:
            method = getattr(type(self), _snake(cls.__name__), None) or type(self).generic
            self._methods[cls] = method
        return method(self, node)

    def generic(self, node: Any) -> str:
        """A class with no method: its name and each field that differs from its default."""
        parts = []
        for field in dataclasses.fields(node):
            value = getattr(node, field.name)
            if field.name == "span" or _is_default(field, value):
                continue
            parts.append(f"{field.name} {self.text(value)}")
        return f"{_words(_snake(type(node).__name__))}" + (
            f" ({', '.join(parts)})" if parts else ""
        )

    # --- cards and abilities: one block of labelled lines each ---------------------------------

    def card(self, card: Any) -> str:
        types = " ".join([*card.supertypes, *card.types])
        type_line = types + (" — " + " ".join(card.subtypes) if card.subtypes else "")
        head = card.name + (f" {card.mana_cost}" if card.mana_cost else "")
        lines = [head, f"  {type_line}"]
        if card.power is not None or card.toughness is not None:
            lines.append(f"  {self.text(card.power)}/{self.text(card.toughness)}")
        for number, ability in enumerate(card.abilities, 1):
            block = self.text(ability).split("\n")
            lines.append(f"  {number}. {block[0]}")
            lines.extend(f"     {line}" for line in block[1:])
        return "\n".join(lines)

    def _ability(self, kind: str, ability: Any, parts: list[tuple[str, object]]) -> str:
        lines = [kind]
        if getattr(ability, "gate", False):
            lines.append("gate: only while this Case is solved (CR 702.169)")
        for label, value in parts:
            if value is None or value == ():
                continue
            lines.append(f"{label}: {value if isinstance(value, str) else self.text(value)}")
        return "\n".join(lines)

    def _targets(self, targets: tuple[Any, ...]) -> str | None:
        if not targets:
            return None
        return "; ".join(
            f"{_ORDINAL[i] if i < 5 else i + 1}: {self.text(t)}" for i, t in enumerate(targets)
        )

    def keyword_ability(self, ability: Any) -> str:
        extras: list[tuple[str, object]] = [
            ("cost", ability.cost),
            ("number", ability.number),
            ("filter", ability.filter),
        ]
        return self._ability(f"keyword: {ability.name}", ability, extras)

    def static_ability(self, ability: Any) -> str:
        parts: list[tuple[str, object]] = []
        for effect in ability.effects:
            parts.append((f"layer {effect.layer.value}", effect))
        parts += [("cost", reduction) for reduction in ability.cost_reductions]
        parts += [("rule", rule) for rule in ability.rules]
        parts += [("restriction", restriction) for restriction in ability.restrictions]
        parts.append(("replacement", ability.enters_as_copy))
        parts.append(("replacement", ability.enters_with))
        parts.append(("replacement", ability.enters_tapped))
        parts.append(("as long as", ability.condition))
        parts.append(("additional cost to cast", ability.additional_cost))
        return self._ability("static", ability, parts)

    def triggered_ability(self, ability: Any) -> str:
        return self._ability(
            "triggered",
            ability,
            [
                ("trigger", ability.trigger),
                ("condition", ability.intervening_if),
                ("targets", self._targets(ability.targets)),
                ("effect", ability.effect),
            ],
        )

    def activated_ability(self, ability: Any) -> str:
        zones = None if ability.zones == ("battlefield",) else ability.zones
        limits = [" (sorcery speed)"] if ability.timing == "sorcery" else []
        if ability.max_per_turn is not None:
            limits.append(f" (at most {ability.max_per_turn} each turn)")
        return self._ability(
            "activated" + "".join(limits),
            ability,
            [
                ("cost", ability.cost),
                ("from", zones),
                ("targets", self._targets(ability.targets)),
                ("effect", ability.effect),
            ],
        )

    def mana_ability(self, ability: Any) -> str:
        produces = " or ".join(_mana(symbol) for symbol in ability.produces)
        return self._ability("mana", ability, [("cost", "{T}"), ("effect", f"add {produces}")])

    def replacement_ability(self, ability: Any) -> str:
        event = f"{_words(ability.event)} under {self.whose(ability.whose)} control"
        effect = f"also create {ability.extra} {self.text(ability.token)}"
        return self._ability("replacement", ability, [("event", event), ("effect", effect)])

    def spell_ability(self, ability: Any) -> str:
        return self._ability(
            "spell",
            ability,
            [
                ("additional cost (CR 601.2f)", ability.additional_cost),
                ("cost reduction (CR 601.2f)", ability.cost_reduction),
                ("targets", self._targets(ability.targets)),
                ("effect", ability.effect),
            ],
        )

    def to_solve(self, ability: Any) -> str:
        return self._ability(
            "to solve (end step trigger, CR 719.3a)",
            ability,
            [
                ("trigger", "beginning of your end step, if this Case is unsolved"),
                ("condition", ability.condition),
                ("effect", "this Case becomes solved"),
            ],
        )

    def self_cost_reduction(self, reduction: Any) -> str:
        return f"{{{reduction.generic}}} less if {self.text(reduction.condition)}"

    def cost(self, cost: Any) -> str:
        parts = [cost.mana] if cost.mana else []
        if cost.tap:
            parts.append("{T}")
        parts += [self.text(s) for s in cost.sacrifices]
        if cost.pay_life:
            parts.append(f"pay {cost.pay_life} life")
        if cost.discard:
            parts.append(f"discard {cost.discard} card(s)")
        return ", ".join(parts) or "free"

    def sacrifice_cost(self, cost: Any) -> str:
        if cost.filter is None:
            return "sacrifice this"
        return f"sacrifice {cost.count} {self.text(cost.filter)}"

    def step_trigger(self, trigger: Any) -> str:
        return f"beginning of {self.whose(trigger.whose)} {_words(trigger.step.name.lower())} step"

    def event_trigger(self, trigger: Any) -> str:
        said = _PLAYER_EVENTS.get(trigger.event)
        if said is not None:  # an event of a player, not of an object
            return f"{self.text(trigger.by) if trigger.by is not None else 'a player'} {said}"
        if trigger.event == "enters" and trigger.by is not None:
            whose = self.text(trigger.by)
            return f"{self.text(trigger.subject)} enters under the control of {whose}"
        subject = "this" if trigger.subject is None else self.text(trigger.subject)
        by = f" by {self.text(trigger.by)}" if trigger.by is not None else ""
        return f"{subject} {_words(trigger.event)}{by}"

    def any_of(self, trigger: Any) -> str:
        return " or ".join(self.text(t) for t in trigger.triggers)

    # --- objects, players, quantities -------------------------------------------------------

    def count(self, count: Any) -> str:
        value = "X" if count.is_x else str(count.value)
        return _RELATION[count.relation.value].format(value)

    def fixed(self, quantity: Any) -> str:
        return str(quantity.value)

    def x_value(self, quantity: Any) -> str:
        return "X"

    def event_amount(self, quantity: Any) -> str:
        return f"that much ({_words(quantity.of)} of the event)"

    def power_of(self, quantity: Any) -> str:
        return f"the power of {self.text(quantity.of)}"

    def life_gained(self, quantity: Any) -> str:
        return f"the life {self.text(quantity.who)} gained this turn"

    def number_of(self, quantity: Any) -> str:
        return f"{quantity.times} for each {self.text(quantity.filter)}"

    def divided_amount(self, quantity: Any) -> str:
        return "the amount divided to each"

    def players(self, players: Any) -> str:
        who = players.who
        if who == "target":
            index = players.target_index or 0
            return f"the {_ORDINAL[index] if index < 5 else index + 1} target"
        if who in ("owner", "controller"):
            return f"the {who} of {self.text(players.of)}"
        if who == "mentioned":
            return f"“{getattr(players, 'key', '')}”"
        return _PLAYERS.get(who, _words(who))

    def object_filter(self, f: Any) -> str:
        """The filter from its fields, not its wording (``description``), so a restriction
        the compiler dropped shows: the type words, then every other field that is set."""
        words = [*f.supertypes, *f.subtypes, *(self.text(t) for t in f.types)]
        if f.alternatives:  # "artifact, enchantment, or creature with power 4 or greater"
            words.append(" or ".join(f"({self.text(alt)})" for alt in f.alternatives))
        elif f.subtypes_any_of:  # "a Mountain or Plains card": the noun beside the list
            named = [noun for noun in f.nouns if noun not in f.subtypes_any_of]
            words.append(named[0] if named else "object")
        elif not f.types and not f.subtypes:  # "Detectives" names a subtype, not a noun too
            words.append(f.nouns[0] if f.nouns else "object")
        qualifiers = []
        if f.other_than_target is not None:
            index = f.other_than_target
            ordinal = _ORDINAL[index] if index < 5 else index + 1
            qualifiers.append(f"other than the {ordinal} target")
        for field in dataclasses.fields(f):
            if field.name in _FILTER_WORDS or field.name in ("alternatives", "other_than_target"):
                continue
            value = getattr(f, field.name)
            if _is_default(field, value):
                continue
            name = _words(field.name)
            if value is True:
                qualifiers.append(name)
            elif value is False:
                qualifiers.append(f"not {name}")
            else:
                qualifiers.append(f"{name} {self.text(value)}")
        return " ".join(words) + (f" [{', '.join(qualifiers)}]" if qualifiers else "")

    def type_test(self, test: Any) -> str:
        return " ".join([" or ".join(test.any_of), *(f"non{t}" for t in test.none_of)]).strip()

    def target_spec(self, spec: Any) -> str:
        if spec.maximum is None:
            how_many = f"{spec.minimum} or more"
        elif spec.minimum == spec.maximum:
            how_many = str(spec.minimum)
        else:
            how_many = f"{spec.minimum} to {spec.maximum}"
        kinds = []
        if spec.objects:
            kinds.append(self.text(spec.filter) if spec.filter is not None else "object")
        if spec.players is not None:
            kinds.append("player" if spec.players.value == "any" else f"{spec.players} player")
        divided = f", dividing {self.text(spec.distribute)}" if spec.distribute else ""
        return f"{how_many} × {' or '.join(kinds)}{divided}"

    def source_object(self, ref: Any) -> str:
        return "this"

    def target_objects(self, ref: Any) -> str:
        index = ref.target_index
        return f"the {_ORDINAL[index] if index < 5 else index + 1} target"

    def chosen_objects(self, ref: Any) -> str:
        own = " they control" if ref.own else ""
        key = f" (as “{ref.key}”)" if ref.key else ""
        return (
            f"{self.text(ref.count)} {self.text(ref.filter)}{own} chosen by "
            f"{self.text(ref.chooser)}{key}"
        )

    def all_objects(self, ref: Any) -> str:
        return f"each {self.text(ref.filter)}"

    def top_of_library(self, ref: Any) -> str:
        return f"the top {_number(ref.count, 'card')} of {self.whose(ref.whose)} library"

    def mentioned(self, ref: Any) -> str:
        return f"“{ref.key}”" + (" (each)" if ref.plural else "")

    def remaining(self, ref: Any) -> str:
        return f"the rest of “{ref.key}” (not “{ref.without}”)"

    def event_object(self, ref: Any) -> str:
        return "the object of the event"

    # --- effects -------------------------------------------------------------------------------

    def action(self, action: Any) -> str:
        special = self._SPECIAL_ACTIONS.get(action.verb)
        text = special(self, action) if special is not None else self._generic_action(action)
        if action.players is not None and action.players.who != "you":
            text = f"{self.text(action.players)}: {text}"
        if action.remember:
            text += f" (as “{action.remember}”)"
        return text

    def _deal_damage(self, action: Any) -> str:
        """ "this deals 3 damage to the first target" (the source is who deals it, CR 120.1)."""
        dealer = self.text(action.objects) if action.objects is not None else "this"
        amount = (
            "damage divided as chosen"
            if type(action.amount).__name__ == "DividedAmount"
            else f"{self.text(action.amount)} damage"
        )
        to = [self.text(r) for r in (action.recipients, action.recipient_players) if r]
        return f"{dealer} deals {amount} to {' and '.join(to) or 'nothing'}"

    def _deal_damage_unpreventable(self, action: Any) -> str:
        """ "this deals 4 damage to the first target; it can't be prevented" (CR 615.12)."""
        return f"{self._deal_damage(action)}; it can't be prevented"

    def _put_counters(self, action: Any) -> str:
        """ "put 4 +1/+1 counters on the first target" (CR 122.1)."""
        amount = action.amount or action.count
        number = (
            "counters divided as chosen"
            if type(amount).__name__ == "DividedAmount"
            else f"{self.text(amount)} {action.counter} counter(s)"
        )
        on = self.text(action.objects) if action.objects is not None else "nothing"
        return f"put {number} on {on}"

    def _search(self, action: Any) -> str:
        """ "search your library for up to 1 basic land" (CR 701.23)."""
        zone = action.zone.value if action.zone is not None else "library"
        found = self.text(action.count) if action.count is not None else "any number"
        what = self.text(action.filter) if action.filter is not None else "card"
        return f"search {zone} for {found} {what}"

    def _destroy_no_regeneration(self, action: Any) -> str:
        """ "destroy the first target; it can't be regenerated" (CR 701.19c)."""
        what = self.text(action.objects) if action.objects is not None else "this"
        return f"destroy {what}; it can't be regenerated"

    _SPECIAL_ACTIONS: ClassVar[dict[str, Callable[[Any, Any], str]]] = {
        "deal_damage": _deal_damage,
        "deal_damage_unpreventable": _deal_damage_unpreventable,
        "destroy_no_regeneration": _destroy_no_regeneration,
        "put_counter": _put_counters,
        "search": _search,
    }

    def _generic_action(self, action: Any) -> str:
        verb, _, noun = action.verb.partition("_")
        parts = [verb]
        if action.amount is not None:  # "deal 3 damage", "gain 2 life"
            parts.append(self.text(action.amount))
        if noun:
            parts.append(_words(noun))
        if action.count is not None:
            parts.append(self.text(action.count))
        if action.counter is not None:
            parts.append(f"{action.counter} counter")
        if action.token is not None:
            parts.append(self.text(action.token))
        if action.card_name is not None:
            parts.append(f"named {action.card_name}")
        if action.objects is not None:
            parts.append(self.text(action.objects))
        if action.filter is not None:
            parts.append(f"matching {self.text(action.filter)}")
        if action.from_zone is not None:
            parts.append(f"from {action.from_zone.value}")
        if action.recipients is not None:
            parts.append(f"to {self.text(action.recipients)}")
        if action.recipient_players is not None:
            parts.append(f"to {self.text(action.recipient_players)}")
        if action.zone is not None:
            parts.append(f"to {action.zone.value}")
        if action.position is not None:
            parts.append(_words(action.position))
        if action.under_owner:
            parts.append("under its owner's control")
        if action.tapped:
            parts.append("tapped")
        if action.order is not None:
            parts.append(f"in {_words(action.order)} order")
        return " ".join(parts)

    def token_definition(self, token: Any) -> str:
        if token.predefined is not None:
            return f"{token.predefined} token"
        return f"{self.text(token.characteristics)} token"

    def characteristics(self, c: Any) -> str:
        words = []
        if c.power is not None or c.toughness is not None:
            words.append(f"{self.text(c.power)}/{self.text(c.toughness)}")
        if c.colors:
            words.append("/".join(c.colors))
        words += [*c.supertypes, *c.subtypes, *c.types]
        if c.name:
            words.append(f"named {c.name}")
        if c.abilities:
            words.append("with " + ", ".join(self.text(a) for a in c.abilities))
        return " ".join(words) or "no characteristics"

    def keyword_name(self, keyword: Any) -> str:
        return keyword.name

    def cast_from_graveyard(self, ability: Any) -> str:
        return "“you may cast this card from your graveyard”"

    def _lasting(self, text: str, effect: Any) -> str:
        until = " until end of turn" if effect.duration is not None else ""
        layer = getattr(effect, "layer", None)
        return f"{text}{until}" + (f" (layer {layer.value})" if layer is not None else "")

    def gain_abilities(self, effect: Any) -> str:
        gained = ", ".join(self.text(a) for a in effect.abilities)
        return self._lasting(f"{self.text(effect.objects)} gains {gained}", effect)

    def modify_pt(self, effect: Any) -> str:
        per = f" × {self.text(effect.per)}" if effect.per is not None else ""
        text = f"{self.text(effect.objects)} gets {effect.power:+d}/{effect.toughness:+d}{per}"
        return self._lasting(text, effect)

    def become(self, effect: Any) -> str:
        also = " in addition to its other types" if effect.in_addition else ""
        text = f"{self.text(effect.objects)} becomes {self.text(effect.characteristics)}{also}"
        return self._lasting(text + " (layers 4, 5, 6, 7b)", effect)

    def lose_all_abilities(self, effect: Any) -> str:
        return self._lasting(f"{self.text(effect.objects)} loses all abilities", effect)

    def gain_control(self, effect: Any) -> str:
        return self._lasting(
            f"{self.text(effect.players)} gains control of {self.text(effect.objects)}", effect
        )

    def sequence(self, effect: Any) -> str:
        return "; then ".join(self.text(step) for step in effect.steps)

    def may_do(self, effect: Any) -> str:
        return f"{self.text(effect.chooser)} may: {self.text(effect.effect)}"

    def if_done(self, effect: Any) -> str:
        return f"if done: {self.text(effect.effect)}"

    def if_condition(self, effect: Any) -> str:
        return f"if {self.text(effect.condition)}: {self.text(effect.effect)}"

    def reflexive_trigger(self, effect: Any) -> str:
        targets = self._targets(effect.targets)
        with_targets = f" [targets {targets}]" if targets else ""
        return f"when done, trigger{with_targets}: {self.text(effect.effect)}"

    def instead(self, effect: Any) -> str:
        where = []
        if effect.entered_from:
            where.append("entered from " + " or ".join(z.value for z in effect.entered_from))
        if effect.cast_from:
            where.append("was cast from " + " or ".join(z.value for z in effect.cast_from))
        return (
            f"{self.text(effect.usual)}, or instead if {self.text(effect.objects)} "
            f"{' or '.join(where)}: {self.text(effect.replacement)}"
        )

    def modes(self, effect: Any) -> str:
        modes = " | ".join(f"{i}) {self.text(m)}" for i, m in enumerate(effect.modes, 1))
        return f"choose {self.text(effect.count)}: {modes}"

    def unless_pays(self, effect: Any) -> str:
        paid = self.text(effect.cost)
        return f"{self.text(effect.effect)} unless {self.text(effect.players)} pays {paid}"

    def for_each_player(self, effect: Any) -> str:
        return f"for {self.text(effect.players)}: {self.text(effect.effect)}"

    # --- conditions -------------------------------------------------------------------------

    def object_count(self, c: Any) -> str:
        return f"{self.text(c.count)} × {self.text(c.filter)}"

    def colors_among(self, c: Any) -> str:
        return f"{self.text(c.count)} colors among {self.text(c.filter)}"

    def total_power(self, c: Any) -> str:
        return f"total power of {self.text(c.filter)} is {c.at_least} or more"

    def life_gained_this_turn(self, c: Any) -> str:
        return f"{self.text(c.who)} gained {self.text(c.count)} life this turn"

    def spells_cast_this_turn(self, c: Any) -> str:
        by = self.text(c.by) if c.by is not None else "anyone"
        return f"{by} cast {self.text(c.count)} × {self.text(c.filter)} this turn"

    def happened_this_turn(self, c: Any) -> str:
        return f"{self.text(c.count)} × {self.text(c.filter)} {_words(c.event)} this turn"

    def was_kicked(self, c: Any) -> str:
        return "it was kicked"

    def is_your_turn(self, c: Any) -> str:
        return "it's your turn"

    def life_total(self, c: Any) -> str:
        return f"the life total of {self.text(c.who)} is {self.text(c.count)}"

    def cards_drawn_this_turn(self, c: Any) -> str:
        return f"cards drawn this turn by {self.text(c.who)}: {self.text(c.count)}"

    def source_attacking(self, c: Any) -> str:
        return "this is attacking"

    def source_enchanted_or_equipped(self, c: Any) -> str:
        return "this is enchanted or equipped"

    def source_counters(self, c: Any) -> str:
        return f"this has {self.text(c.count)} {c.counter} counters"

    # --- static abilities' parts ------------------------------------------------------------

    def affected(self, affected: Any) -> str:
        if affected.attached:
            return "the permanent this is attached to"
        return "this" if affected.filter is None else f"each {self.text(affected.filter)}"

    def continuous_effect(self, e: Any) -> str:
        changes = []
        if e.add_types:
            changes.append("add types " + ", ".join(e.add_types))
        if e.add_subtypes:
            changes.append("add subtypes " + ", ".join(e.add_subtypes))
        if e.set_colors:
            changes.append("color " + "/".join(e.set_colors))
        if e.add_abilities:
            changes.append("gains " + ", ".join(self.text(a) for a in e.add_abilities))
        if e.remove_keywords:
            changes.append("loses " + ", ".join(e.remove_keywords))
        if e.set_power is not None or e.set_toughness is not None:
            changes.append(f"base P/T {self.text(e.set_power)}/{self.text(e.set_toughness)}")
        if e.power or e.toughness:
            each = f" for each {self.text(e.for_each)}" if e.for_each is not None else ""
            changes.append(f"{e.power:+d}/{e.toughness:+d}{each}")
        if e.control:
            changes.append("controlled by this ability's controller")
        return f"{self.text(e.affected)}: {'; '.join(changes) or 'no change'}"

    def cost_reduction(self, reduction: Any) -> str:
        return f"{self.text(reduction.spells)} costs {{{reduction.generic}}} less"

    def restriction(self, restriction: Any) -> str:
        if restriction.filter is not None and restriction.kind == "can_block_only":
            only = self.text(restriction.filter)
            return f"{self.text(restriction.affected)}: can block only {only} (CR 509.1b)"
        if restriction.unless is not None:
            unless = self.text(restriction.unless)
            kind = RESTRICTIONS[restriction.kind]
            return f"{self.text(restriction.affected)}: {kind} unless {unless}"
        if restriction.filter is not None:
            by = self.text(restriction.filter)
            return f"{self.text(restriction.affected)}: can't be blocked by {by} (CR 509.1b)"
        return f"{self.text(restriction.affected)}: {RESTRICTIONS[restriction.kind]}"

    def prevent_damage(self, effect: Any) -> str:
        """A prevention effect (CR 615): how much, of which damage, for how long."""
        kind = "combat damage" if effect.combat_only else "damage"
        if effect.next_time:
            how = f"all of the next {kind}"
        elif effect.amount is not None:
            how = f"the next {self.text(effect.amount)} {kind} (a shield, CR 615.7)"
        else:
            how = f"all {kind}"
        parts = [f"prevent {how}"]
        recipients = [self.text(r) for r in (effect.to_objects, effect.to_players) if r]
        if recipients:
            parts.append("dealt to " + " or ".join(recipients))
        if effect.by_objects is not None:
            parts.append(f"dealt by {self.text(effect.by_objects)}")
        if effect.chosen_source is not None:
            chosen = self.text(effect.chosen_source)
            parts.append(f"dealt by one {chosen} chosen as it resolves (CR 609.7a)")
        return self._lasting(" ".join(parts) + " (CR 615)", effect)

    def restrict(self, effect: Any) -> str:
        return self._lasting(f"{self.text(effect.objects)} {RESTRICTIONS[effect.kind]}", effect)

    def rule_modification(self, rule: Any) -> str:
        details = []
        if rule.count:
            details.append(str(rule.count))
        if rule.lands:
            details.append("lands")
        details += [self.text(f) for f in rule.spells]
        if rule.filter is not None:
            details.append(self.text(rule.filter))
        return _words(rule.rule) + (f" ({', '.join(details)})" if details else "")

    def enters_as_copy(self, replacement: Any) -> str:
        return f"may enter as a copy of {self.text(replacement.filter)} (CR 707.9)"

    def enters_tapped(self, replacement: Any) -> str:
        return "enters tapped"

    def enters_with_counters(self, replacement: Any) -> str:
        each = ""
        if replacement.for_each is not None:
            each = f" for each {self.text(replacement.for_each)}"
        return f"enters with {self.text(replacement.count)} {replacement.counter} counters{each}"


def _is_default(field: dataclasses.Field[Any], value: object) -> bool:
    if field.default is not dataclasses.MISSING:
        return value == field.default
    if field.default_factory is not dataclasses.MISSING:
        return value == field.default_factory()
    return False


def explain_meaning(cards: Iterable[Any]) -> str:
    """Each IR card's meaning, one block per card, blank lines between cards."""
    renderer = Meaning()
    return "\n\n".join(renderer.card(card) for card in cards) + "\n"
