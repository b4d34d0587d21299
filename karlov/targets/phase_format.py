"""Typed builders of phase.rs card data: the face JSON that ``phase-python``'s
``build_oracle_face`` produces, written from karlov's meaning instead of phase's Oracle parser.

phase.rs (the Rust engine behind the PyPI package ``phase-python``, import name ``phase``)
loads a *card-data* JSON object -- lower-cased card name to one face -- with
``phase.Engine.from_json(text)``. The shapes below were read off ``phase-python`` 0.103.0:
faces it builds itself, and the engine's serde errors, which list every variant a field
accepts (``unknown variant `X`, expected one of ...``). Only the parts karlov's abilities need
are modelled; an effect the builders do not cover is passed in as its JSON object.

The Case pattern in phase (CR 702.169, 719) -- facts checked in a running engine:

* A face has ``solve_condition``: ``{"type": "Condition", "condition": <StaticCondition>}`` or
  ``{"type": "ObjectCount", ...}``; ``{"type": "Text"}`` (what phase's own parser leaves for a
  condition it cannot read, e.g. every "this turn" history condition) never solves.
* The To solve ability is a ``Phase`` trigger at ``End`` with condition
  ``{"type": "SolveConditionMet"}`` executing ``{"type": "SolveCase"}``, which sets the Case's
  ``case_state.is_solved``. phase's own faces leave its ``constraint`` empty, so it also fires
  at *opponents'* end steps; :func:`to_solve_trigger` adds ``OnlyDuringYourTurn``
  ("your end step", CR 702.169a).
* phase has no condition that reads the solved designation: no ``IsSolved`` among its static,
  trigger or replacement conditions nor its filter properties -- only activated abilities have
  ``activation_restrictions: [{"type": "IsSolved"}]``. Its own faces therefore leave Solved
  statics, triggers and replacements *ungated* (a Solved "+1/+0" applies while unsolved).
  karlov gates them by granting them when the Case becomes solved: the To solve trigger's
  ``SolveCase`` is followed by a ``GenericEffect`` whose continuous effect gives the Case the
  Solved static abilities (and, through ``GrantTrigger`` / ``GrantReplacement``
  modifications, the Solved triggers and replacements) until it leaves the battlefield
  (``UntilHostLeavesPlay``) -- which is exactly how long the designation lasts (CR 719.2:
  a permanent that leaves stops being solved). See :func:`solved_grant`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from typing import Any, Literal

Json = dict[str, Any]

__all__ = [
    "Json",
    "activated_ability",
    "attacked_this_turn",
    "card_data",
    "card_data_json",
    "card_type",
    "cards_drawn_this_turn",
    "composite_cost",
    "condition_solve",
    "controller_player",
    "damage_dealt_this_turn",
    "distinct_colors_among",
    "face",
    "fixed",
    "graveyard_size",
    "hand_size",
    "life_gained_this_turn",
    "loyalty_cost",
    "mana_cost",
    "mana_cost_payment",
    "object_count",
    "object_count_solve",
    "pt_value",
    "quantity_comparison",
    "quantity_ref",
    "replacement",
    "sacrifice_self_cost",
    "self_ref",
    "solved_grant",
    "spell_ability",
    "spells_cast_this_turn",
    "static_ability",
    "to_solve_trigger",
    "total_power",
    "trigger",
    "typed_filter",
    "zone_changes_this_turn",
]

# phase's ManaCostShard names (serde): single colors, and hybrids by color name in printed
# order ({W/U} WhiteBlue, {2/W} TwoWhite, {B/P} PhyrexianBlack, {G/U/P} PhyrexianGreenBlue,
# {C/W} ColorlessWhite).
_COLOR_NAMES = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}
_PLAIN = {**_COLOR_NAMES, "C": "Colorless", "S": "Snow", "X": "X"}
Comparator = Literal["GT", "LT", "GE", "LE", "EQ", "NE"]
Controller = Literal["You", "Opponent"] | None
Zone = Literal["Library", "Hand", "Battlefield", "Graveyard", "Stack", "Exile", "Command"]
Step = Literal[
    "Untap", "Upkeep", "Draw", "PreCombatMain", "BeginCombat", "DeclareAttackers",
    "DeclareBlockers", "CombatDamage", "EndCombat", "PostCombatMain", "End", "Cleanup",
]  # fmt: skip


def _shard(symbol: str) -> str:
    parts = symbol.upper().split("/")
    if len(parts) == 1 and parts[0] in _PLAIN:
        return _PLAIN[parts[0]]
    if len(parts) == 2 and parts[1] == "P" and parts[0] in _COLOR_NAMES:
        return f"Phyrexian{_COLOR_NAMES[parts[0]]}"
    if len(parts) == 3 and parts[2] == "P" and all(p in _COLOR_NAMES for p in parts[:2]):
        return f"Phyrexian{_COLOR_NAMES[parts[0]]}{_COLOR_NAMES[parts[1]]}"
    if len(parts) == 2 and parts[1] in _COLOR_NAMES:
        first = {"2": "Two", "C": "Colorless"}.get(parts[0]) or _COLOR_NAMES.get(parts[0])
        if first:
            return f"{first}{_COLOR_NAMES[parts[1]]}"
    raise ValueError(f"mana symbol {{{symbol}}} has no phase shard")


def mana_cost(cost: str | Sequence[str] | None) -> Json:
    """``{"type": "Cost", "shards": [...], "generic": n}``, or ``{"type": "NoCost"}``.

    ``"{2}{W}{U/P}"`` -> generic 2, shards ``["White", "PhyrexianBlue"]``; ``None`` or ``""``
    (no mana cost) -> ``NoCost``; ``"{0}"`` -> an empty ``Cost``.
    """
    text = cost if isinstance(cost, str) or cost is None else "".join(cost)
    if not text:
        return {"type": "NoCost"}
    symbols = re.findall(r"\{([^{}]+)\}", text)
    if "".join(f"{{{s}}}" for s in symbols) != text:
        raise ValueError(f"mana cost {text!r} is not a sequence of {{...}} symbols")
    generic = sum(int(s) for s in symbols if s.isdigit())
    return {"type": "Cost", "shards": [_shard(s) for s in symbols if not s.isdigit()],
            "generic": generic}  # fmt: skip


def card_type(
    supertypes: Iterable[str], core_types: Iterable[str], subtypes: Iterable[str]
) -> Json:
    """``card_type``: capitalized supertypes and card types, subtypes as written."""
    cap = [t[:1].upper() + t[1:] for t in supertypes]
    core = [t[:1].upper() + t[1:] for t in core_types]
    return {"supertypes": cap, "core_types": core, "subtypes": list(subtypes)}


def pt_value(value: str | None) -> Json | None:
    """``{"type": "Fixed", "value": 2}`` for a number, ``{"type": "Variable", "value": "*"}``."""
    if value is None:
        return None
    if re.fullmatch(r"-?\d+", value):
        return {"type": "Fixed", "value": int(value)}
    return {"type": "Variable", "value": value}


# ---------------------------------------------------------------- filters and quantities


def self_ref() -> Json:
    """``{"type": "SelfRef"}``: the object the ability belongs to ("this Case")."""
    return {"type": "SelfRef"}


def typed_filter(
    type_filters: Sequence[str | Json],
    controller: Controller = None,
    properties: Sequence[Json] = (),
) -> Json:
    """A ``Typed`` filter: card types as strings, a subtype as ``{"Subtype": "Detective"}``;
    ``controller`` ``"You"``/``"Opponent"``/``None``; ``properties`` FilterProp objects such as
    ``{"type": "InZone", "zone": "Battlefield"}`` or ``{"type": "Suspected"}``."""
    return {
        "type": "Typed",
        "type_filters": list(type_filters),
        "controller": controller,
        "properties": list(properties),
    }


def fixed(value: int) -> Json:
    return {"type": "Fixed", "value": value}


def quantity_ref(qty: Json) -> Json:
    """A ``Ref`` quantity expression around a QuantityRef (``{"type": "HandSize", ...}``,
    ``{"type": "ObjectCount", "filter": ...}``, ``{"type": "LifeGainedThisTurn", ...}``)."""
    return {"type": "Ref", "qty": qty}


def quantity_comparison(lhs: Json, comparator: Comparator, rhs: Json) -> Json:
    """The StaticCondition ``QuantityComparison`` (also a valid TriggerCondition)."""
    return {"type": "QuantityComparison", "lhs": lhs, "comparator": comparator, "rhs": rhs}


PlayerScope = Literal["Controller", "Owner", "All", "Opponents"]


def controller_player() -> Json:
    """``{"type": "Controller"}``: "you" -- the ability's controller."""
    return {"type": "Controller"}


def variable_x() -> Json:
    """QuantityRef: X, the value announced as the spell was cast or the ability activated
    (CR 107.3a)."""
    return {"type": "Variable", "name": "X"}


def multiply(factor: int, inner: Json) -> Json:
    """``factor`` times a quantity expression ("2 life for each creature")."""
    return {"type": "Multiply", "factor": factor, "inner": inner}


def hand_size(player: Json | None = None) -> Json:
    """QuantityRef: cards in hand ("You have no cards in hand" is ``HandSize EQ 0``)."""
    return {"type": "HandSize", "player": player or controller_player()}


def graveyard_size(player: Json | None = None) -> Json:
    """QuantityRef: cards in a graveyard ("fifteen or more cards in your graveyard")."""
    return {"type": "GraveyardSize", "player": player or controller_player()}


def object_count(filter_: Json) -> Json:
    """QuantityRef: objects matching ``filter_`` (add an ``InZone`` property for a zone)."""
    return {"type": "ObjectCount", "filter": filter_}


def distinct_colors_among(filter_: Json) -> Json:
    """QuantityRef: colors among the matching objects ("five colors among permanents")."""
    return {"type": "DistinctColorsAmong", "source": {"type": "Objects", "filter": filter_}}


def total_power(filter_: Json) -> Json:
    """QuantityRef: the summed power of the matching objects ("total power 8 or greater")."""
    return {"type": "PropertyAggregate", "function": "Sum", "property": "Power",
            "source": {"type": "Objects", "filter": filter_}}  # fmt: skip


# History ("this turn", CR 719.3b rulings): QuantityRefs phase keeps in its turn journal.


def life_gained_this_turn(player: Json | None = None) -> Json:
    return {"type": "LifeGainedThisTurn", "player": player or controller_player()}


def cards_drawn_this_turn(player: Json | None = None) -> Json:
    return {"type": "CardsDrawnThisTurn", "player": player or controller_player()}


def spells_cast_this_turn(scope: PlayerScope = "Controller", filter_: Json | None = None) -> Json:
    """Spells cast this turn by ``scope`` (``Controller`` = you), optionally only matching."""
    qty: Json = {"type": "SpellsCastThisTurn", "scope": scope}
    if filter_ is not None:
        qty["filter"] = filter_
    return qty


def attacked_this_turn(scope: PlayerScope = "All") -> Json:
    """Creatures that attacked this turn: ``All`` players' ("three or more creatures attacked
    this turn"), or ``Controller`` ("you attacked with")."""
    return {"type": "AttackedThisTurn", "scope": scope}


def zone_changes_this_turn(filter_: Json, *, from_zone: Zone | None = None,
                           to_zone: Zone | None = None) -> Json:  # fmt: skip
    """Objects matching ``filter_`` that moved ``from_zone`` -> ``to_zone`` this turn
    ("three or more creatures died": Battlefield -> Graveyard)."""
    qty: Json = {"type": "ZoneChangeCountThisTurn", "filter": filter_}
    if from_zone is not None:
        qty["from"] = from_zone
    if to_zone is not None:
        qty["to"] = to_zone
    return qty


def damage_dealt_this_turn(
    source: Json,
    target: Json | None = None,
    *,
    aggregate: Literal["Sum", "Max", "Min"] = "Sum",
    group_by: str | None = None,
) -> Json:
    """Damage dealt this turn by matching sources to ``target`` (default any): the total, or
    with ``group_by="SourceId"`` and ``aggregate="Max"`` the most any one source dealt."""
    qty: Json = {"type": "DamageDealtThisTurn", "source": source,
                 "target": target or {"type": "Any"}, "aggregate": aggregate}  # fmt: skip
    if group_by is not None:
        qty["group_by"] = group_by
    return qty


def condition_solve(condition: Json) -> Json:
    """A face's ``solve_condition`` read from a StaticCondition."""
    return {"type": "Condition", "condition": condition}


def object_count_solve(filter_: Json, comparator: Comparator, threshold: int) -> Json:
    """A face's ``solve_condition`` counting objects (``You control no suspected Skeletons``)."""
    return {"type": "ObjectCount", "filter": filter_, "comparator": comparator,
            "threshold": threshold}  # fmt: skip


# ---------------------------------------------------------------- costs


def mana_cost_payment(cost: str) -> Json:
    """An ability cost of mana: ``{"type": "Mana", "cost": <mana_cost>}``."""
    return {"type": "Mana", "cost": mana_cost(cost)}


def sacrifice_self_cost() -> Json:
    """ "Sacrifice this Case": ``{"type": "Sacrifice", "target": SelfRef, "count": 1}``."""
    return {"type": "Sacrifice", "target": self_ref(), "count": 1}


def composite_cost(*costs: Json) -> Json:
    """Several costs paid together (``{1}{B}, Sacrifice this Case``)."""
    return {"type": "Composite", "costs": list(costs)}


# ---------------------------------------------------------------- abilities


def _ability(
    kind: Literal["Spell", "Activated"],
    effect: Json,
    *,
    cost: Json | None = None,
    sub_ability: Json | None = None,
    duration: str | None = None,
    description: str | None = None,
    target_prompt: str | None = None,
    condition: Json | None = None,
    optional: bool = False,
) -> Json:
    return {
        "kind": kind,
        "effect": effect,
        "cost": cost,
        "sub_ability": sub_ability,
        "duration": duration,
        "description": description,
        "target_prompt": target_prompt,
        "condition": condition,
        "optional_targeting": False,
        "optional": optional,
        "forward_result": False,
    }


def spell_ability(effect: Json, **options: Any) -> Json:
    """A ``Spell``-kind ability: a spell's effect, or what a trigger or sub-ability does.

    ``options``: ``cost``, ``sub_ability`` (the next step, itself a spell ability),
    ``duration``, ``description``, ``target_prompt``, ``condition``, ``optional``.
    """
    return _ability("Spell", effect, **options)


def loyalty_cost(change: int) -> Json:
    """A loyalty ability's cost (CR 606.4): ``change`` loyalty counters put on (positive) or
    removed from (negative) the permanent, 0 for [0] -- as ``build_oracle_face`` writes it."""
    return {"type": "Loyalty", "amount": change}


def activated_ability(
    effect: Json,
    cost: Json,
    *,
    solved: bool = False,
    sorcery_speed: bool = False,
    **options: Any,
) -> Json:
    """An activated ability; ``solved`` adds the ``IsSolved`` activation restriction
    ("Solved — [cost]: [effect]" can be activated only while the Case is solved,
    CR 702.169d) and ``sorcery_speed`` ``AsSorcery``."""
    ability = _ability("Activated", effect, cost=cost, **options)
    restrictions = []
    if solved:
        restrictions.append({"type": "IsSolved"})
    if sorcery_speed:
        restrictions.append({"type": "AsSorcery"})
    ability["activation_restrictions"] = restrictions
    return ability


def trigger(
    mode: str,
    execute: Json,
    *,
    valid_card: Json | None = None,
    origin: Zone | None = None,
    destination: Zone | None = None,
    trigger_zones: Sequence[Zone] = ("Battlefield",),
    phase: Step | None = None,
    constraint: Json | None = None,
    condition: Json | None = None,
    description: str | None = None,
    optional: bool = False,
    valid_target: Json | None = None,
    valid_source: Json | None = None,
) -> Json:
    """A triggered ability. ``mode`` is phase's TriggerMode (``ChangesZone``, ``Phase``,
    ``SpellCast``, ``YouAttack``, ``TurnFaceUp``, ``DamageDone``, ``Attacks``, ...);
    ``constraint`` e.g. ``{"type": "OnlyDuringYourTurn"}`` ("your upkeep")."""
    return {
        "mode": mode,
        "execute": execute,
        "valid_card": valid_card,
        "origin": origin,
        "destination": destination,
        "trigger_zones": list(trigger_zones),
        "phase": phase,
        "optional": optional,
        "damage_kind": "Any",
        "secondary": False,
        "valid_target": valid_target,
        "valid_source": valid_source,
        "description": description,
        "constraint": constraint,
        "condition": condition,
        "batched": False,
    }


def static_ability(
    mode: str | Json,
    *,
    affected: Json | None = None,
    modifications: Sequence[Json] = (),
    condition: Json | None = None,
    description: str | None = None,
) -> Json:
    """A static ability. ``mode`` is ``"Continuous"`` (with ``modifications`` such as
    ``{"type": "AddPower", "value": 1}``) or another StaticMode (``"MayPlayAdditionalLand"``,
    ``{"ModifyCost": {...}}``)."""
    return {
        "mode": mode,
        "affected": affected,
        "modifications": list(modifications),
        "condition": condition,
        "affected_zone": None,
        "effect_zone": None,
        "active_zones": [],
        "characteristic_defining": False,
        "description": description,
    }


def replacement(
    event: str,
    *,
    execute: Json | None = None,
    valid_card: Json | None = None,
    condition: Json | None = None,
    description: str | None = None,
    extra: Json | None = None,
) -> Json:
    """A replacement effect on a ReplacementEvent (``CreateToken``, ``DamageDone``,
    ``Moved``, ...); ``extra`` holds the event's own fields (``token_owner_scope``,
    ``additional_token_spec``, ...)."""
    built: Json = {
        "event": event,
        "execute": execute,
        "mode": {"type": "Mandatory"},
        "valid_card": valid_card,
        "description": description,
        "condition": condition,
    }
    built.update(extra or {})
    return built


# ---------------------------------------------------------------- the Case pattern


def solved_grant(
    statics: Sequence[Json] = (), triggers: Sequence[Json] = (), replacements: Sequence[Json] = ()
) -> Json | None:
    """The sub-ability that makes the Case's Solved statics, triggers and replacements exist
    exactly while it is solved (phase cannot gate them on the designation; see the module
    docstring): a ``GenericEffect`` lasting ``UntilHostLeavesPlay`` whose continuous effects
    give the Case one ``GrantStaticAbility``/``GrantTrigger``/``GrantReplacement`` per Solved
    static/trigger/replacement. ``None`` when there is nothing to grant.

    The statics are granted to the Case rather than put in the ``GenericEffect`` itself: phase
    fixes the objects a ``GenericEffect``'s continuous effect affects when it resolves, and
    only among permanents, so "Creatures you control get +1/+0" would miss a creature that
    enters later and "you may play lands ... from the top of your library" would reach no
    card at all; a static ability of the Case is evaluated continuously (CR 611.3a)."""
    granted = [
        static_ability("Continuous", affected=self_ref(),
                       modifications=[{"type": "GrantStaticAbility", "definition": s}],
                       description=s.get("description"))
        for s in statics
    ]  # fmt: skip
    granted += [
        static_ability("Continuous", affected=self_ref(),
                       modifications=[{"type": "GrantTrigger", "trigger": t}],
                       description=t.get("description"))
        for t in triggers
    ]  # fmt: skip
    granted += [
        static_ability("Continuous", affected=self_ref(),
                       modifications=[{"type": "GrantReplacement", "replacement": r}],
                       description=r.get("description"))
        for r in replacements
    ]  # fmt: skip
    if not granted:
        return None
    return spell_ability(
        {"type": "GenericEffect", "static_abilities": granted, "duration": "UntilHostLeavesPlay"}
    )


def to_solve_trigger(description: str | None, grant: Json | None = None) -> Json:
    """ "To solve — C" (CR 702.169a, 719.3a): at the beginning of *your* end step, if the
    face's ``solve_condition`` holds and the Case is unsolved, it becomes solved; ``grant``
    (from :func:`solved_grant`) follows the solving."""
    execute = spell_ability({"type": "SolveCase"}, sub_ability=grant)
    return trigger(
        "Phase",
        execute,
        phase="End",
        constraint={"type": "OnlyDuringYourTurn"},
        condition={"type": "SolveConditionMet"},
        description=description,
    )


# ---------------------------------------------------------------- faces and card data


def face(
    name: str,
    *,
    mana: str | Sequence[str] | None,
    types: Json,
    oracle_text: str,
    power: str | None = None,
    toughness: str | None = None,
    loyalty: str | None = None,
    keywords: Sequence[str | Json] = (),
    abilities: Sequence[Json] = (),
    triggers: Sequence[Json] = (),
    static_abilities: Sequence[Json] = (),
    replacements: Sequence[Json] = (),
    solve_condition: Json | None = None,
) -> Json:
    """One card face in the shape of ``build_oracle_face``; ``solve_condition`` only on a Case;
    ``loyalty`` a planeswalker's printed loyalty, as text ("4"), which phase gives it in
    loyalty counters as it enters (CR 306.5b)."""
    built: Json = {
        "name": name,
        "mana_cost": mana_cost(mana),
        "card_type": types,
        "power": pt_value(power),
        "toughness": pt_value(toughness),
        "loyalty": loyalty,
        "defense": None,
        "oracle_text": oracle_text,
        "non_ability_text": None,
        "flavor_name": None,
        "keywords": list(keywords),
        "abilities": list(abilities),
        "triggers": list(triggers),
        "static_abilities": list(static_abilities),
        "replacements": list(replacements),
        "color_override": None,
        "scryfall_oracle_id": None,
    }
    if solve_condition is not None:
        built["solve_condition"] = solve_condition
    return built


def card_data(faces: Iterable[Json]) -> Json:
    """The card-data object ``Engine.from_json`` reads: lower-cased name -> face."""
    data: Json = {}
    for one in faces:
        key = one["name"].lower()
        if key in data:
            raise ValueError(f"two faces named {one['name']!r}")
        data[key] = one
    return data


def card_data_json(faces: Iterable[Json]) -> str:
    """Deterministic JSON text of :func:`card_data` (sorted keys, UTF-8 kept, no spaces)."""
    return json.dumps(card_data(faces), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
