"""A structural model of what a card does, read from karlov's IR (test support for issue 22).

The read-back tests (``test_readback.py``) build this model three ways -- from the IR here,
from a generated Forge script (``forge_model``) and from a generated phase face as phase loads
it (``phase_model``) -- and compare them: a field the IR states and the engine file does not
say, or says differently, is a failure naming the card and the field.

The model is plain data (dicts, lists, strings, numbers), so a difference has a path:

- a card: ``name``, ``mana`` (:func:`mana_symbols`), ``types``, ``pt``, ``abilities``;
- an ability: ``kind`` (``keyword``, ``spell``, ``activated``, ``mana``, ``triggered``,
  ``static``, ``replacement``, ``to_solve``), ``gate`` (a Solved ability, CR 702.169),
  ``trigger`` (a list of events), ``condition``, ``cost`` (a sorted list of parts), ``sorcery``,
  ``limit``, ``targets`` (in the order the effects first name them), ``effects`` (steps in
  order, CR 608.2c) or ``parts`` (a static ability's effects);
- a step: ``verb`` and what the verb needs -- ``objects``, ``player``, ``amount``, ``counter``,
  ``duration``, ``optional``, ...;
- objects: ``ref`` (``self``, ``target``, ``all``, ``event``, ``remembered``, ...) with a
  ``filter`` or a target ``index``;
- a filter: the sets ``types``, ``any_types`` (one of them), ``non_types``, ``subtypes``,
  ``supertypes``, ``non_supertypes``, ``colors``, ``non_colors``, ``qualities`` (``token``,
  ``attacking``, ``other``, ...) and ``controller``, ``not_controller``, ``zone``,
  ``zone_owner``.

Totality: every reader accounts for every field it meets. An IR field this module does not
model is kept as an ``unmodelled`` entry of the ability (``Class.field=value``) which no engine
reader produces, so it can only compare equal if the generator reported a gap for the card; an
engine parameter a reader does not know is kept the same way on its side. Neither side can
drop a field silently.
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import karlov.ir as ir

Model = dict[str, Any]

#: IR fields that record wording only (what the generators write as descriptions)
_WORDING = frozenset({"span", "description", "nouns", "text", "prompt", "texts"})

#: card types (CR 300.1; "kindred" is the current name of "tribal", CR 308)
CARD_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "instant", "kindred",
                        "land", "planeswalker", "sorcery", "tribal", "dungeon"})  # fmt: skip
SUPERTYPES = frozenset({"basic", "legendary", "snow", "world", "ongoing"})
COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def stated(node: Any) -> dict[str, Any]:
    """The fields of the IR node ``node`` that state something (not wording, not a default)."""
    found = {}
    for spec in dataclasses.fields(node):
        if spec.name in _WORDING:
            continue
        value = getattr(node, spec.name)
        if spec.default is not dataclasses.MISSING and value == spec.default:
            continue
        found[spec.name] = value
    return found


def mana_symbols(text: str | None) -> dict[str, Any] | None:
    """``{2}{U}{R/W}`` -> ``{"generic": 2, "symbols": ["R/W", "U"]}`` (sorted)."""
    if text is None or text == "":
        return None
    symbols = re.findall(r"\{([^{}]+)\}", text)
    generic = sum(int(s) for s in symbols if s.isdigit())
    return {"generic": generic, "symbols": sorted(s.upper() for s in symbols if not s.isdigit())}


def compact(model: Model) -> Model:
    """``model`` without empty values (None, empty lists/sets, False), recursively."""
    out = {}
    for key, value in model.items():
        if isinstance(value, dict):
            value = compact(value)
        elif isinstance(value, list):
            value = [compact(v) if isinstance(v, dict) else v for v in value]
        if value in (None, False, [], {}, (), ""):
            continue
        out[key] = value
    return out


def differences(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Where ``actual`` differs from ``expected``: ``path: IR <value> != engine <value>``."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        found = []
        for key in sorted(set(expected) | set(actual)):
            found += differences(expected.get(key), actual.get(key), f"{path}.{key}")
        return found
    if isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        found = []
        for index, (one, other) in enumerate(zip(expected, actual, strict=True)):
            found += differences(one, other, f"{path}[{index}]")
        return found
    if expected != actual:
        return [f"{path.lstrip('.')}: IR {expected!r} != engine {actual!r}"]
    return []


# ---- filters ---------------------------------------------------------------------------------


def _whose(players: Any) -> str | None:
    if players is None:
        return None
    who = players.who if isinstance(players, ir.Players) else str(players)
    return {"you": "you", "opponent": "opponent", "each_opponent": "opponent"}.get(who, who)


_QUALITY_FIELDS = {
    "attacking": "attacking",
    "tapped": "tapped",
    "suspected": "suspected",
    "damaged": "damaged",
    "dealt_damage_this_turn": "dealt_damage_this_turn",
    "blocking": "blocking",
    "targeting_source": "targeting this",  # "a spell that targets this creature" (heroic)
}

#: "with power 4 or greater", "with mana value 3 or less": a filter's bounds, by name
_BOUND_FIELDS = ("power_at_least", "power_at_most", "toughness_at_least", "toughness_at_most",
                 "mana_value_at_least", "mana_value_at_most")  # fmt: skip


def ir_filter(f: ir.ObjectFilter, unmodelled: list[str]) -> Model:
    """The model of an IR filter; fields it does not model go to ``unmodelled``."""
    rest = stated(f)
    types: set[str] = set()
    any_types: set[str] = set()
    non_types: set[str] = set()
    for test in rest.pop("types", ()):
        wanted = {t for t in test.any_of if t != "card"}
        if len(wanted) > 1:
            if any_types:
                unmodelled.append(f"ObjectFilter.types={f.types!r}")
            any_types |= wanted
        else:
            types |= wanted
        non_types |= set(test.none_of)
    qualities: set[str] = set()
    for name, word in _QUALITY_FIELDS.items():
        value = rest.pop(name, None)
        if value is True:
            qualities.add(word)
        elif value is False:
            qualities.add(f"not {word}")
    zone = rest.pop("zone", ir.ZoneName.BATTLEFIELD)
    tokens = rest.pop("tokens", None)
    if tokens is True:
        qualities.add("token")
    elif tokens is False and zone in (ir.ZoneName.BATTLEFIELD, ir.ZoneName.STACK):
        qualities.add("nontoken")  # elsewhere a token has ceased to exist (CR 111.7, 111.8)
    if rest.pop("attached_to_source", False):
        qualities.add("attached")
    if rest.pop("other", False):
        qualities.add("other")
    if rest.pop("attacking_or_blocking", False):
        qualities.add("attacking or blocking")
    if rest.pop("multicolored", False):  # two or more colors (CR 105.2b)
        qualities.add("multicolored")
    if rest.pop("monocolored", False):  # exactly one color (CR 105.2a)
        qualities.add("monocolored")
    if rest.pop("colorless", False):  # no color (CR 105.2c)
        qualities.add("colorless")
    bounds = {name: rest.pop(name) for name in _BOUND_FIELDS if name in rest}
    model = {
        "types": sorted(types),
        "any_types": sorted(any_types),
        "non_types": sorted(non_types),
        "subtypes": sorted(s.lower() for s in rest.pop("subtypes", ())),
        "non_subtypes": sorted(s.lower() for s in rest.pop("excluded_subtypes", ())),
        "any_subtypes": sorted(s.lower() for s in rest.pop("subtypes_any_of", ())),
        "supertypes": sorted(rest.pop("supertypes", ())),
        "non_supertypes": sorted(rest.pop("excluded_supertypes", ())),
        "colors": sorted(COLORS[c] for c in rest.pop("colors", ())),
        "non_colors": sorted(COLORS[c] for c in rest.pop("excluded_colors", ())),
        "any_colors": sorted(COLORS[c] for c in rest.pop("colors_any_of", ())),
        "qualities": sorted(qualities),
        "keywords": sorted(rest.pop("keywords", ())),  # "with flying"
        "non_keywords": sorted(rest.pop("excluded_keywords", ())),  # "without flying"
        "controller": _whose(rest.pop("controller", None)),
        "not_controller": _whose(rest.pop("not_controller", None)),
        "zone": None if zone is ir.ZoneName.BATTLEFIELD else zone.value,
        "zone_owner": _whose(rest.pop("zone_owner", None)),
        "controlled_then": _whose(rest.pop("controlled_then", None)),
        "with_counter": rest.pop("with_counter", None),  # "with a +1/+1 counter on it"
        "named": rest.pop("named", None),  # "a card named Avarax" (CR 201.2)
        **bounds,
    }
    unmodelled += [f"ObjectFilter.{k}={v!r}" for k, v in rest.items()]
    return compact(model)


# ---- the IR reader ---------------------------------------------------------------------------

_ABILITY_KINDS: dict[type, str] = {
    ir.KeywordAbility: "keyword",
    ir.SpellAbility: "spell",
    ir.ActivatedAbility: "activated",
    ir.ManaAbility: "mana",
    ir.TriggeredAbility: "triggered",
    ir.StaticAbility: "static",
    ir.ReplacementAbility: "replacement",
    ir.ToSolve: "to_solve",
}


class IRReader:
    """Reads one card's IR into the model; every IR field is either modelled or recorded in
    the current ability's ``unmodelled`` list."""

    def __init__(self) -> None:
        self.unmodelled: list[str] = []
        self.targets: tuple[ir.TargetSpec, ...] = ()
        self.order: list[int] = []  # IR target index, in the order the effects first name it
        self.spell = False  # the ability read last was a spell's paragraph

    def rest(self, node: Any, used: tuple[str, ...]) -> None:
        """Record the stated fields of ``node`` not in ``used`` as unmodelled (``remember``
        names what a later pronoun refers to: the reference is modelled where it is made)."""
        for key, value in stated(node).items():
            if key not in used and key not in ("remember", "key"):
                self.unmodelled.append(f"{type(node).__name__}.{key}={value!r}")

    def filter(self, f: ir.ObjectFilter | None) -> Model | None:
        return None if f is None else ir_filter(f, self.unmodelled)

    # ---- card and abilities

    def card(self, card: ir.Card) -> Model:
        abilities: list[Model] = []
        spell: Model | None = None
        for ability in card.abilities:
            if isinstance(ability, ir.ManaAbility) and ability.intrinsic:
                continue  # a basic land's mana ability is its type's (CR 305.6), not text
            model = self.ability(ability)
            if model["kind"] == "spell":  # the paragraphs of a spell are one ability
                if spell is None:
                    spell = model
                    abilities.append(model)
                else:
                    spell["effects"] += model["effects"]
                    spell["targets"] = model["targets"]  # the earlier paragraphs' and its own
                    spell["unmodelled"] += model["unmodelled"]
                continue
            abilities.append(model)
        return {
            "name": card.name,
            "mana": mana_symbols(card.mana_cost),
            "types": sorted(t.lower() for t in (*card.supertypes, *card.types, *card.subtypes)),
            "pt": None if card.power is None else f"{card.power}/{card.toughness}",
            "loyalty": card.loyalty,
            "abilities": [compact(a) for a in abilities],
        }

    def ability(self, node: Any) -> Model:
        self.unmodelled = []
        if isinstance(node, ir.SpellAbility) and self.targets and self.spell:
            # a later paragraph of a spell: its targets run on from the earlier ones
            self.targets += node.targets
        else:
            self.order = []
            self.targets = getattr(node, "targets", ())
        self.spell = isinstance(node, ir.SpellAbility)
        kind = _ABILITY_KINDS[type(node)]
        model: Model = {"kind": kind, "gate": getattr(node, "gate", False)}
        getattr(self, f"_{kind}")(node, model)
        if isinstance(node, (ir.SpellAbility, ir.ActivatedAbility, ir.TriggeredAbility)):
            model["targets"] = [self.target(self.targets[i]) for i in self.order]
            unused = [i for i in range(len(self.targets)) if i not in self.order]
            model["targets"] += [self.target(self.targets[i]) for i in unused]
            self.order += unused
        model["unmodelled"] = sorted(set(self.unmodelled))
        return model

    def _keyword(self, node: ir.KeywordAbility, model: Model) -> None:
        self.rest(node, ("name", "cost", "number", "filter", "gate"))
        model["name"] = node.name
        if node.cost is not None:
            model["cost"] = self.cost(node.cost)
        model["number"] = node.number
        if node.filter is not None:
            model["filter"] = self.filter(node.filter)

    def _spell(self, node: ir.SpellAbility, model: Model) -> None:
        self.rest(node, ("effect", "targets", "additional_cost"))
        if node.additional_cost is not None:  # paid as it is cast (CR 601.2b, 601.2f-h)
            model["additional_cost"] = self.cost(node.additional_cost)
        model["effects"] = self.effect(node.effect)

    def _activated(self, node: ir.ActivatedAbility, model: Model) -> None:
        self.rest(node, ("cost", "effect", "targets", "timing", "max_per_turn", "gate", "zones",
                         "condition"))  # fmt: skip
        if node.zones != (ir.ZoneName.BATTLEFIELD,):  # activated from a hand, a graveyard
            model["zones"] = sorted(zone.value for zone in node.zones)
        if node.condition is not None:  # "Activate only if ..." (CR 602.5b)
            model["condition"] = self.condition(node.condition)
        model["cost"] = self.cost(node.cost)
        model["sorcery"] = node.timing is ir.Timing.SORCERY
        model["limit"] = node.max_per_turn
        model["effects"] = self.effect(node.effect)

    def _mana(self, node: ir.ManaAbility, model: Model) -> None:
        self.rest(node, ("produces", "intrinsic", "gate", "cost"))
        if node.cost is not None:  # more than {T} (CR 605.1a)
            model["cost"] = self.cost(node.cost)
        model["produces"] = sorted(node.produces)
        model["intrinsic"] = node.intrinsic

    def _triggered(self, node: ir.TriggeredAbility, model: Model) -> None:
        self.rest(node, ("trigger", "effect", "targets", "intervening_if", "gate"))
        model["trigger"] = self.trigger(node.trigger)
        if node.intervening_if is not None:
            model["condition"] = self.condition(node.intervening_if)
        model["effects"] = self.effect(node.effect)

    def _static(self, node: ir.StaticAbility, model: Model) -> None:
        self.rest(node, ("effects", "cost_reductions", "rules", "gate", "enters_with",
                         "enters_tapped", "restrictions", "condition"))  # fmt: skip
        if node.condition is not None:  # "as long as" (CR 611.3a)
            model["condition"] = self.condition(node.condition)
        parts = [self.continuous(e) for e in node.effects]
        parts += [self.restriction(r) for r in node.restrictions]
        if node.enters_tapped is not None:  # CR 614.1c
            parts.append({"static": "enters_tapped"})
        if node.enters_with is not None:  # CR 614.1c, 122.6
            w = node.enters_with
            self.rest(w, ("count", "counter"))
            parts.append({"static": "enters_with", "counter": w.counter,
                          "count": _compare(w.count)})  # fmt: skip
        for reduction in node.cost_reductions:
            self.rest(reduction, ("spells", "generic", "increase", "colored"))
            spells = self.filter(replace_cast_by(reduction.spells))
            who = _whose(reduction.spells.cast_by)
            kind = "raise_cost" if reduction.increase else "reduce_cost"  # CR 601.2f
            part = {"static": kind, "spells": spells, "caster": who,
                    "generic": reduction.generic}  # fmt: skip
            if reduction.colored:  # "cost {G} more" (CR 601.2f)
                part["colored"] = reduction.colored
            parts.append(part)
        for rule in node.rules:
            self.rest(rule, ("rule", "count", "lands", "spells", "filter"))
            parts.append(compact({
                "static": rule.rule, "count": rule.count, "lands": rule.lands,
                "spells": self.spell_kinds(rule.spells), "filter": self.filter(rule.filter),
            }))  # fmt: skip
        model["parts"] = [compact(p) for p in parts]

    def spell_kinds(self, spells: tuple[ir.ObjectFilter, ...]) -> list[str]:
        """Spells as a sorted list of one-type filters ("creature and enchantment spells" is
        creature spells and enchantment spells), wherever they are."""
        found = []
        for f in spells:
            model = self.filter(f) or {}
            model.pop("zone", None)
            for kind in model.pop("any_types", None) or [None]:
                one = {**model, "types": sorted({*model.get("types", []), kind} - {None})}
                found.append(_canon(compact(one)))
        return sorted(found)

    def affected(self, affected: ir.Affected) -> Model:
        self.rest(affected, ("filter", "attached"))
        if affected.attached:
            return {"ref": "attached"}
        if affected.filter is None:
            return {"ref": "self"}
        return {"ref": "all", "filter": self.filter(affected.filter)}

    def restriction(self, node: ir.Restriction) -> Model:
        """A rule on the affected objects ("can't block", CR 509.1b; "doesn't untap", CR
        302.6), the objects it names and the condition that lifts it ("unless")."""
        self.rest(node, ("kind", "affected", "filter", "unless", "at_least"))
        unless = None if node.unless is None else self.condition(node.unless)
        return compact({"static": "restriction", "kind": node.kind,
                        "affected": self.affected(node.affected),
                        "filter": self.filter(node.filter), "unless": unless,
                        "at_least": node.at_least})  # fmt: skip

    def continuous(self, node: ir.ContinuousEffect) -> Model:
        used = ("layer", "affected", "add_types", "add_subtypes", "add_abilities", "set_power",
                "set_toughness", "power", "toughness", "remove_keywords", "for_each",
                "define_power", "define_toughness", "replace_subtypes",
                "remove_all_abilities")  # fmt: skip
        self.rest(node, used)
        return {
            "static": "continuous",
            "affected": self.affected(node.affected),
            "add_types": sorted(t.lower() for t in (*node.add_types, *node.add_subtypes)),
            "replace_subtypes": node.replace_subtypes,  # CR 205.1a, 305.7
            "remove_all_abilities": node.remove_all_abilities,  # CR 613.1f
            "set_power": node.set_power,
            "set_toughness": node.set_toughness,
            "power": node.power,
            "toughness": node.toughness,
            "keywords": self.keywords(node.add_abilities, apart=True),
            "remove_keywords": sorted(node.remove_keywords),
            "granted": self.granted(node.add_abilities),
            "per": self.filter(node.for_each),  # power and toughness for each of these
            "define_power": self.amount(node.define_power),  # CR 604.3
            "define_toughness": self.amount(node.define_toughness),
        }

    def granted(self, abilities: tuple[Any, ...]) -> list[str]:
        """The abilities other than keyword names a static ability gives (CR 113.1a, 613.1f),
        each the model of that ability read on its own (a fresh reader: its targets and
        pronouns are its own), as canonical JSON, sorted (the order they are granted in states
        nothing)."""
        found = []
        for one in abilities:
            if isinstance(one, _GRANTED_KINDS):
                found.append(json.dumps(compact(IRReader().ability(one)), sort_keys=True))
        return sorted(found)

    def _replacement(self, node: ir.ReplacementAbility, model: Model) -> None:
        self.rest(node, ("event", "whose", "extra", "token", "gate"))
        model["event"] = node.event.removesuffix("s")
        model["whose"] = _whose(node.whose)
        model["extra"] = node.extra
        if node.token is not None:
            model["token"] = self.token(node.token)

    def _to_solve(self, node: ir.ToSolve, model: Model) -> None:
        self.rest(node, ("condition",))
        model["condition"] = self.condition(node.condition)

    # ---- parts

    def keywords(self, granted: tuple[Any, ...], apart: bool = False) -> list[str]:
        """The keyword names among ``granted``; with ``apart``, the other abilities
        :meth:`granted` models are not unmodelled here."""
        names = []
        for one in granted:
            if isinstance(one, ir.KeywordName):
                names.append(one.name.lower())
            elif not (apart and isinstance(one, _GRANTED_KINDS)):  # (apart: granted())
                self.unmodelled.append(f"granted {type(one).__name__}")
        return sorted(names)

    def cost(self, node: ir.Cost) -> list[str]:
        self.rest(node, ("mana", "tap", "sacrifices", "pay_life", "discard", "discard_self",
                         "remove_counters", "tap_untapped", "loyalty", "untap",
                         "reveal_self"))  # fmt: skip
        parts = []
        if node.loyalty is not None:  # [+2], [−1], [−X] (CR 606.4)
            self.rest(node.loyalty, ("put", "remove", "remove_x"))
            change = (
                "-X" if node.loyalty.remove_x else f"{node.loyalty.put - node.loyalty.remove:+d}"
            )
            parts.append(f"loyalty {change}")
        mana = mana_symbols(node.mana)
        if mana is not None:
            parts.append(f"mana {mana['generic']} {' '.join(mana['symbols'])}".strip())
        if node.tap:
            parts.append("tap")
        if node.untap:  # the untap symbol {Q} (CR 107.6)
            parts.append("untap")
        for sac in node.sacrifices:
            self.rest(sac, ("count", "filter"))
            if sac.filter is None:
                parts.append("sacrifice self")
            else:
                f = self.filter(replace_controller(sac.filter))
                parts.append(f"sacrifice {sac.count} {_canon(f)}")
        if node.pay_life:
            parts.append(f"pay {node.pay_life} life")
        if node.discard:
            parts.append(f"discard {node.discard}")
        if node.discard_self:
            parts.append("discard self")
        if node.reveal_self:  # "Reveal ~ from your hand" (CR 701.20a, 702.57a)
            parts.append("reveal self")
        for remove in node.remove_counters:
            self.rest(remove, ("count", "kind"))
            parts.append(f"remove {remove.count} {remove.kind}")
        for tap in node.tap_untapped:  # of your untapped permanents (CR 118.3)
            self.rest(tap, ("count", "filter"))
            f = dataclasses.replace(tap.filter, controller=None, tapped=None)
            parts.append(f"tap {tap.count} {_canon(self.filter(f))}")
        return sorted(parts)

    def token(self, token: ir.TokenDefinition | None) -> Model | None:
        if token is None:
            return None
        self.rest(token, ("predefined", "characteristics"))
        if token.predefined is not None:
            return {"predefined": token.predefined.lower()}
        c = token.characteristics
        assert c is not None
        self.rest(c, ("name", "types", "subtypes", "supertypes", "colors", "power", "toughness",
                      "abilities"))  # fmt: skip
        # a token's name is its subtypes plus "Token" unless the text names it (CR 111.4)
        name = "" if c.name == ir.token_name(c.subtypes) else c.name
        return compact({
            "name": name, "types": sorted(c.types), "subtypes": sorted(s.lower() for s in
            c.subtypes), "supertypes": sorted(c.supertypes), "colors": sorted(COLORS[x] for x in
            c.colors), "power": c.power, "toughness": c.toughness,
            "keywords": self.keywords(c.abilities),
        })  # fmt: skip

    def trigger(self, node: Any) -> list[Model]:
        if isinstance(node, ir.AnyOf):
            events: list[Model] = []
            for one in node.triggers:
                events += [e for e in self.trigger(one) if e not in events]
            return events
        if isinstance(node, ir.StepTrigger):
            self.rest(node, ("step", "whose"))
            return [{"event": "step", "step": node.step.value, "whose": _whose(node.whose)}]
        self.rest(node, ("event", "subject", "by", "ordinal"))
        subject = "self" if node.subject is None else self.filter(node.subject)
        by = _whose(node.by)
        event = node.event
        if by == "any":
            by = None  # "whenever a player casts": no restriction
        entering = event in ("enters", "enters_or_face_up")
        if entering and by in ("you", "opponent") and subject != "self":
            # "enters under your / an opponent's control"
            subject = {**subject, "controller": by}
            by = None
        if event == "attack" and node.subject is None:
            subject = None  # "whenever you attack": no object (CR 508.3a)
        elif event == "attack":
            event = "attacks"  # a creature matching the subject is declared as an attacker
        base = compact({"event": event, "subject": subject, "by": by, "nth": node.ordinal})
        if event == "enters_or_face_up":
            return [{**base, "event": "enters"}, {**base, "event": "face_up"}]
        if event == "turned_face_up":  # the source itself (CR 708.8)
            return [{**base, "event": "face_up"}]
        return [base]

    def condition(self, node: Any) -> Model:
        """A condition as ``{"cond": kind, ...}``; each kind's fields as the IR states them."""
        fields = stated(node)
        model: Model = {"cond": type(node).__name__}
        if isinstance(node, ir.ColorsAmong) and node.count.value == 5:
            # there are five colors (CR 105.1): exactly five is five or more
            fields["count"] = ir.Count(ir.Relation.AT_LEAST, 5)
        for key, value in fields.items():
            if isinstance(value, ir.ObjectFilter):
                model[key] = self.filter(value)
            elif isinstance(value, ir.Count):
                model[key] = _compare(value)
            elif isinstance(value, ir.Players):
                model[key] = _whose(value)
            elif isinstance(value, (int, str)):
                model[key] = value
            elif isinstance(value, tuple) and all(isinstance(v, str) for v in value):
                model[key] = list(value)  # the steps of a turn window
            else:
                self.unmodelled.append(f"{type(node).__name__}.{key}={value!r}")
        return model

    def target(self, spec: ir.TargetSpec) -> Model:
        self.rest(spec, ("minimum", "maximum", "objects", "players", "filter", "distribute"))
        return compact({
            "min": spec.minimum, "max": spec.maximum if spec.maximum is not None else "any",
            "objects": spec.objects, "players": _whose(spec.players),
            "filter": self.filter(spec.filter),
            "divided": self.amount(spec.distribute) if spec.distribute is not None else None,
        })  # fmt: skip

    # ---- effects

    def effect(self, node: Any, optional: bool = False) -> list[Model]:
        if isinstance(node, ir.Sequence):
            self.rest(node, ("steps",))
            steps: list[Model] = []
            rest = list(node.steps)
            while rest:
                one = rest.pop(0)
                if isinstance(one, ir.Action) and one.verb == ir.Verb.SEARCH:
                    steps += self.search(one, rest)
                elif (
                    isinstance(one, ir.MayDo)
                    and isinstance(one.effect, ir.Action)
                    and one.effect.verb == ir.Verb.SEARCH
                ):  # "you may search ..., put ..., then shuffle": one choice for the search
                    self.rest(one, ("chooser", "effect"))
                    found = self.search(one.effect, rest)
                    steps += [{**step, "optional": _whose(one.chooser)} for step in found]
                else:
                    steps += self.effect(one, optional)
            return steps
        if isinstance(node, ir.MayDo):
            self.rest(node, ("chooser", "effect"))
            if isinstance(node.effect, ir.Action) and node.effect.verb == ir.Verb.ALLOW_PLAY:
                return self.effect(node.effect, optional)  # a permission is optional itself
            steps = self.effect(node.effect, True)
            for step in steps:
                step["optional"] = _whose(node.chooser)
            return steps
        if isinstance(node, ir.ForEachPlayer) and node.players.who == "you":
            self.rest(node, ("players", "effect"))
            return self.effect(node.effect, optional)
        method = getattr(self, f"_{type(node).__name__}", None)
        if method is None:
            self.unmodelled.append(f"effect {type(node).__name__}")
            return [{"verb": type(node).__name__}]
        return [compact(step) for step in method(node)]

    def _UnlessPays(self, node: ir.UnlessPays) -> list[Model]:
        """ "[effect] unless [player] pays {1}" (CR 118.12a): each step with who may pay what
        to stop it."""
        self.rest(node, ("players", "cost", "effect", "generic"))
        steps = self.effect(node.effect)
        cost = self.cost(node.cost)
        if node.generic is not None:  # "{X}" (CR 107.3)
            cost = [f"generic {self.amount(node.generic)}"]
        unless = {"payer": self.player(node.players), "cost": cost}
        return [{**step, "unless": unless} for step in steps]

    def _SkipNextUntap(self, node: ir.SkipNextUntap) -> list[Model]:
        """ "It doesn't untap during its controller's next untap step" (CR 502.3)."""
        self.rest(node, ("objects",))
        return [{"verb": "skip_next_untap", "objects": self.objects(node.objects)}]

    def _Modes(self, node: ir.Modes) -> list[Model]:
        """ "Choose one —" (CR 700.2): how many modes are chosen, and each mode's steps."""
        self.rest(node, ("count", "modes", "targets", "texts", "repeatable"))
        model = {"verb": "modes", "count": _compare(node.count),
                 "modes": [self.effect(mode) for mode in node.modes]}  # fmt: skip
        if node.repeatable:  # "You may choose the same mode more than once." (CR 700.2d)
            model["repeat"] = True
        return [model]

    def objects(self, ref: Any) -> Model | None:
        if ref is None:
            return None
        if isinstance(ref, ir.SourceObject):
            return {"ref": "self"}
        if isinstance(ref, ir.EventObject):
            return {"ref": "event"}
        if isinstance(ref, ir.SacrificedForCost):  # paid with the cost (CR 601.2h, 602.2b)
            return {"ref": "sacrificed"}
        if isinstance(ref, ir.DiscardedCard):  # "the discarded card" (CR 608.2h)
            return {"ref": "discarded", "by_cost": not ref.key}
        if isinstance(ref, ir.TargetObjects):
            if ref.target_index not in self.order:
                self.order.append(ref.target_index)
            return {"ref": "target", "index": self.order.index(ref.target_index)}
        if isinstance(ref, ir.AllObjects):
            return {"ref": "all", "filter": self.filter(ref.filter)}
        if isinstance(ref, ir.Mentioned):
            return {"ref": "remembered"}
        if isinstance(ref, ir.TopOfLibrary):
            self.rest(ref, ("count", "whose"))
            return {"ref": "top_of_library", "count": ref.count, "whose": _whose(ref.whose)}
        if isinstance(ref, ir.ChosenObjects):
            self.rest(ref, ("count", "filter", "chooser", "own"))
            f = self.filter(replace_controller(ref.filter) if ref.own else ref.filter)
            return {"ref": "chosen", "count": _compare(ref.count), "filter": f,
                    "chooser": _whose(ref.chooser), "own": ref.own}  # fmt: skip
        if isinstance(ref, ir.SacrificedForCost):  # "the sacrificed creature" (CR 608.2h)
            return {"ref": "sacrificed"}
        self.unmodelled.append(f"objects {type(ref).__name__}")
        return {"ref": type(ref).__name__}

    def player(self, players: ir.Players | None) -> Model | None:
        if players is None:
            return None
        self.rest(players, ("who", "target_index", "of"))
        if players.who == "target" and players.target_index is not None:
            return self.objects(ir.TargetObjects(players.target_index))
        return compact({"ref": _whose(players), "of": self.objects(players.of)})

    def amount(self, q: Any) -> str | None:
        if q is None:
            return None
        if isinstance(q, ir.Fixed):
            return str(q.value)
        if isinstance(q, ir.Count):
            return "X" if q.is_x else _compare(q) if q.relation is not ir.Relation.EXACTLY else (
                str(q.value))  # fmt: skip
        if isinstance(q, ir.XValue):
            return "X"
        if isinstance(q, ir.EventAmount):
            return f"event {q.of}"
        if isinstance(q, ir.DividedAmount):
            return "divided"
        if isinstance(q, ir.ValueOf):  # "its power", as it last existed (CR 608.2h)
            self.rest(q, ("of", "characteristic"))
            return f"{q.characteristic} of {_canon(self.objects(q.of))}"
        if isinstance(q, ir.PowerOf):  # "damage equal to its power" (CR 208.3)
            self.rest(q, ("of",))
            return f"power of {_canon(self.objects(q.of))}"
        if isinstance(q, ir.NumberOf):  # counted as it resolves (CR 608.2h)
            self.rest(q, ("filter", "times"))
            return f"{q.times} x count of {_canon(self.filter(q.filter))}"
        if isinstance(q, ir.BasicLandTypesAmong):  # domain (CR 305.6)
            self.rest(q, ("filter", "times"))
            return f"{q.times} x basic land types among {_canon(self.filter(q.filter))}"
        if isinstance(q, ir.GreatestAmong):  # CR 208.1, 202.3
            self.rest(q, ("filter", "characteristic"))
            return f"greatest {q.characteristic} among {_canon(self.filter(q.filter))}"
        self.unmodelled.append(f"amount {type(q).__name__}={q!r}")
        return type(q).__name__

    def _Action(self, node: ir.Action) -> list[Model]:
        used = ["verb", "objects", "players", "recipients", "recipient_players", "amount",
                "count", "counter", "token", "tapped", "remember", "zone", "position", "from_top",
                "from_zone", "under_owner"]  # fmt: skip
        self.rest(node, tuple(used))
        verb = node.verb.value
        step: Model = {"verb": verb}
        if verb == "destroy_no_regeneration":
            step = {"verb": "destroy", "no_regeneration": True}
        if verb == "deal_damage_unpreventable":
            step = {"verb": "deal_damage", "unpreventable": True}
        if verb == "choose" and isinstance(node.objects, ir.TargetObjects):
            self.objects(node.objects)  # "choose target creature": chosen on casting
            return []
        if step["verb"] == "deal_damage":
            step["source"] = self.objects(node.objects) or {"ref": "self"}
            step["objects"] = self.objects(node.recipients)
            step["players"] = self.player(node.recipient_players)
        else:
            step["objects"] = self.objects(node.objects)
            step["recipients"] = self.objects(node.recipients)
        step["player"] = self.player(node.players)
        if step["player"] == {"ref": "you"}:
            del step["player"]  # the default: the controller does it
        step["amount"] = self.amount(node.amount) or self.amount(node.count)
        if node.amount is not None and node.count is not None:
            step["count"] = self.amount(node.count)
        step["counter"] = node.counter
        step["token"] = self.token(node.token)
        if verb in ("create", "investigate"):
            step["amount"] = step["amount"] or "1"
            if step["token"] == {"predefined": "clue"}:  # investigate: create a Clue (CR 701.16a)
                step["verb"], step["token"] = "investigate", None
        step["tapped"] = node.tapped
        step["zone"] = None if node.zone is None else node.zone.value
        step["from_zone"] = None if node.from_zone is None else node.from_zone.value
        if verb in ("move", "exile") and isinstance(node.objects, ir.TargetObjects):
            spec = self.targets[node.objects.target_index]
            zone = spec.filter.zone if spec.filter is not None else ir.ZoneName.BATTLEFIELD
            if step["from_zone"] is None and zone is not ir.ZoneName.BATTLEFIELD:
                # a target is moved only from where it is legal (CR 608.2b)
                step["from_zone"] = zone.value
        if step["from_zone"] == "battlefield":
            step["from_zone"] = None  # a permanent (the default)
        if verb == "move" and node.zone is ir.ZoneName.BATTLEFIELD:
            step["control"] = "owner" if node.under_owner else "you"  # CR 110.2a
        # "second from the top" (Action.from_top): Forge's LibraryPosition$ N-1
        step["position"] = node.position if node.from_top is None else f"from top {node.from_top}"
        return [step]

    def search(self, node: ir.Action, rest: list[Any]) -> list[Model]:
        """ "Search your library for X, [reveal it,] put it into your hand, then shuffle":
        one step (both engines have a one-step form or a fixed chain for it)."""
        self.rest(node, ("verb", "zone", "count", "filter", "remember", "players"))
        step: Model = {"verb": "search", "zone": node.zone.value if node.zone else None,
                       "amount": self.amount(node.count) or "1",
                       "filter": self.filter(node.filter)}  # fmt: skip
        player = self.player(node.players)
        if player != {"ref": "you"}:
            step["player"] = player
        if node.filter is not None and node.zone is not None:
            # the searched zone is the Action's; a card there is never a token (CR 111.8)
            owner = node.filter.zone_owner
            f = dataclasses.replace(
                node.filter,
                zone=ir.ZoneName.BATTLEFIELD,
                tokens=None,
                zone_owner=None if owner is ir.Whose.YOU else owner,
            )
            step["filter"] = self.filter(f)
        key = node.remember
        for verb, field in ((ir.Verb.REVEAL, "reveal"), (ir.Verb.MOVE, "put")):
            if rest and _acts_on(rest[0], verb, key):
                put = rest.pop(0)
                self.rest(put, ("verb", "objects", "zone", "tapped", "position"))
                step[field] = True if verb == ir.Verb.REVEAL else put.zone.value
                step["tapped"] = step.get("tapped") or put.tapped
                step["position"] = put.position
        if rest and isinstance(rest[0], ir.Action) and rest[0].verb == ir.Verb.SHUFFLE:
            self.rest(rest.pop(0), ("verb",))
            step["shuffle"] = True
        return [compact(step)]

    def _ModifyPT(self, node: ir.ModifyPT) -> list[Model]:
        self.rest(node, ("objects", "power", "toughness", "duration", "layer", "per"))
        return [{"verb": "pump", "objects": self.objects(node.objects), "power": node.power,
                 "toughness": node.toughness, "duration": _duration(node.duration),
                 "per": self.amount(node.per)}]  # fmt: skip

    def _PayMana(self, node: ir.PayMana) -> list[Model]:
        """ "[You may] pay {1}{U}" as it resolves (CR 118.3): the mana, and who pays it."""
        self.rest(node, ("mana", "payer"))
        player = self.player(node.payer)
        return [{"verb": "pay_mana", "mana": mana_symbols(node.mana),
                 "player": None if player == {"ref": "you"} else player}]  # fmt: skip

    def _UntilSourceLeaves(self, node: ir.UntilSourceLeaves) -> list[Model]:
        """ "Exile target creature until ~ leaves the battlefield" (CR 610.3): the exile, until
        its source leaves."""
        self.rest(node, ("effect",))
        return [{**step, "until": "source_leaves"} for step in self.effect(node.effect)]

    def _IfDone(self, node: ir.IfDone) -> list[Model]:
        """ "If you do, [effect]" (CR 608.2c): steps done only if the optional one before was."""
        self.rest(node, ("effect",))
        return [{"verb": "if_done", "effects": self.effect(node.effect)}]

    def _Restrict(self, node: ir.Restrict) -> list[Model]:
        """ "Target creature can't block this turn" (CR 611.2c): the rule, on what, how long."""
        self.rest(node, ("objects", "kind", "duration"))
        return [{"verb": "restrict", "kind": node.kind, "objects": self.objects(node.objects),
                 "duration": _duration(node.duration)}]  # fmt: skip

    def _PreventDamage(self, node: ir.PreventDamage) -> list[Model]:
        """ "Prevent the next 3 damage that would be dealt to any target this turn" (CR 615):
        how much ("all" or a shield of N), to what, by what, combat only, for how long."""
        self.rest(node, ("amount", "to_objects", "to_players", "by_objects", "chosen_source",
                         "combat_only", "next_time", "duration"))  # fmt: skip
        return [{"verb": "prevent_damage", "amount": self.amount(node.amount) or "all",
                 "objects": self.objects(node.to_objects), "players": self.player(node.to_players),
                 "source": self.objects(node.by_objects),
                 "chosen_source": self.filter(node.chosen_source),
                 "combat_only": node.combat_only, "next_time": node.next_time,
                 "duration": _duration(node.duration)}]  # fmt: skip

    def _GainAbilities(self, node: ir.GainAbilities) -> list[Model]:
        self.rest(node, ("objects", "abilities", "duration", "layer"))
        granted = [a for a in node.abilities if not isinstance(a, ir.CastFromGraveyard)]
        step = {"verb": "grant", "objects": self.objects(node.objects),
                "keywords": self.keywords(tuple(granted)),
                "cast_from_graveyard": len(granted) < len(node.abilities),
                "duration": _duration(node.duration)}  # fmt: skip
        return [step]

    def _Become(self, node: ir.Become) -> list[Model]:
        self.rest(node, ("objects", "characteristics", "in_addition", "duration"))
        c = node.characteristics
        self.rest(c, ("types", "subtypes", "power", "toughness", "abilities", "colors",
                      "supertypes", "name"))  # fmt: skip
        return [{"verb": "become", "objects": self.objects(node.objects),
                 "types": sorted(t.lower() for t in (*c.types, *c.subtypes)),
                 "supertypes": sorted(c.supertypes), "name": c.name,
                 "colors": sorted(COLORS[x] for x in c.colors),
                 "power": c.power, "toughness": c.toughness,
                 "keywords": self.keywords(c.abilities), "replaces_types": not node.in_addition,
                 "duration": _duration(node.duration)}]  # fmt: skip


#: the granted abilities (CR 613.1f) modelled as abilities of their own
_GRANTED_KINDS = (ir.KeywordAbility, ir.ActivatedAbility, ir.ManaAbility, ir.TriggeredAbility)


def _duration(duration: ir.Duration | None) -> str:
    return "permanent" if duration is None else duration.value


def _compare(count: ir.Count) -> str:
    word = {"at_least": "GE", "at_most": "LE", "exactly": "EQ"}[count.relation.value]
    return f"{word}{'X' if count.is_x else count.value}"


def _canon(model: Model | None) -> str:
    """A filter model as one sorted string (for a set of cost parts)."""
    if not model:
        return "any"
    return ";".join(f"{k}={v}" for k, v in sorted(model.items()))


def _acts_on(effect: Any, verb: ir.Verb, key: str | None) -> bool:
    return (
        isinstance(effect, ir.Action)
        and effect.verb == verb
        and key is not None
        and isinstance(effect.objects, ir.Mentioned)
        and effect.objects.key == key
    )


def replace_controller(f: ir.ObjectFilter) -> ir.ObjectFilter:
    """``f`` without its controller: a cost's "sacrifice a creature" is always one you control
    (CR 701.21a), and the engines state it by where the cost is paid, not in the filter."""
    return dataclasses.replace(f, controller=None)


def replace_cast_by(f: ir.ObjectFilter) -> ir.ObjectFilter:
    return dataclasses.replace(f, cast_by=None)


def ir_model(card: ir.Card) -> Model:
    """The structural model of ``card``'s IR (see the module docstring)."""
    return IRReader().card(card)


def normalized(model: Model, *, split_statics: bool = False) -> Model:
    """``model`` with its abilities in kind order (printed order within a kind), and the
    consecutive ``continuous`` parts of each static ability that affect
    the same objects merged into one (the layers of one effect on the same objects, CR 613.1:
    "is a 4/4 Gorgon creature with deathtouch"), as an engine may write them."""
    abilities = []
    for ability in model["abilities"]:
        parts: list[Model] = []
        for part in ability.get("parts", []):
            last = parts[-1] if parts else None
            if (
                not split_statics
                and last is not None
                and last.get("static") == part.get("static") == "continuous"
                and last.get("affected") == part.get("affected")
            ):
                for key, value in part.items():
                    if isinstance(value, list):
                        last[key] = sorted({*last.get(key, []), *value})
                    else:
                        last.setdefault(key, value)
                continue
            parts.append(dict(part))
        if split_statics and len(parts) > 1:  # an engine with one static per effect (phase)
            abilities += [{**ability, "parts": [part]} for part in ability["parts"]]
            continue
        abilities.append({**ability, "parts": parts} if parts else ability)
    # engines group abilities by kind (Forge writes K: lines first); printed order within a kind
    # (phase states a Case's Solved statics apart from its others: gated ones after ungated)
    # (keywords are a set: phase lists them in its own order)
    # (a card's static abilities apply together: their order states nothing, CR 613.7)
    abilities.sort(key=_ability_order)
    return {**model, "abilities": abilities}


def _ability_order(ability: Model) -> tuple[int, bool, str, str]:
    kind = ability["kind"]
    return (KINDS.index(kind), bool(ability.get("gate")),
            ability.get("name", "") if kind == "keyword" else "",
            repr(ability.get("parts")) if kind == "static" else "")  # fmt: skip


KINDS = ("keyword", "spell", "activated", "mana", "triggered", "static", "replacement",
         "to_solve")  # fmt: skip
