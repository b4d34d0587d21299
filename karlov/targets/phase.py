"""The ``phase`` target: phase.rs card data (the faces ``build_oracle_face`` makes), from the IR.

Written from karlov's meaning, not phase's Oracle parser, so phase plays what karlov compiled
(see the design note in ``__init__`` and ``phase_format``): history solve conditions become
the turn-journal quantities phase keeps, the To solve trigger fires at *your* end step only,
and Solved statics and triggers are granted on solving (phase cannot gate them on the
designation). Output: ``card_data.json`` (every card, ``phase.Engine.from_json`` loads it) and
one ``<stem>.json`` per card (that card alone).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

import karlov.ir as ir

from . import phase_format as P
from .generator import (
    CardOutput,
    Generator,
    acts_on,
    is_permission,
    printed_words,
    searched_filter,
    stated_fields,
)
from .generator import capitalized as _cap

#: Instructions written as the controller's own (draw, discard, gain life): another player's
#: is reported as a gap, never written as yours.
_YOUR_VERBS = (ir.Verb.DRAW, ir.Verb.DISCARD, ir.Verb.GAIN_LIFE)

__all__ = ["PHASE_LIMIT_EFFECT_OFF_BATTLEFIELD", "PhaseGenerator", "phase_filter"]

#: A limit of phase (T003): the objects a resolved effect's continuous effect applies to are
#: fixed among the permanents when it resolves (tried: with an ``InZone`` graveyard filter it
#: affects nothing; with ``affected_zone``/``active_zones`` it still affects only permanents),
#: so it cannot give cards in a graveyard an ability or a cast permission.
PHASE_LIMIT_EFFECT_OFF_BATTLEFIELD = (
    "phase's effects from a resolved ability reach only permanents, not cards in a graveyard"
)

Json = P.Json

_STEPS = {
    ir.Step.UPKEEP: "Upkeep",
    ir.Step.DRAW: "Draw",
    ir.Step.PRECOMBAT_MAIN: "PreCombatMain",
    ir.Step.BEGINNING_OF_COMBAT: "BeginCombat",
    ir.Step.POSTCOMBAT_MAIN: "PostCombatMain",
    ir.Step.END: "End",
}
_COMPARATOR = {ir.Relation.AT_LEAST: "GE", ir.Relation.AT_MOST: "LE", ir.Relation.EXACTLY: "EQ"}
_ZONES = {z: z.value.capitalize() for z in ir.ZoneName}
_COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
_COLOR_NAMES = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}
# Predefined tokens that are artifacts of their own subtype (CR 111.10).
_ARTIFACT_TOKENS = {"Clue", "Food", "Treasure", "Gold", "Blood", "Map", "Powerstone", "Junk"}


#: Keywords "[keyword] N" phase states with their number (its ``Keyword`` variants).
_NUMBER_KEYWORDS = frozenset(
    {
        "bushido",
        "soulshift",
        "renown",
        "bloodthirst",
        "fabricate",
        "modular",
        "fading",
        "rampage",
        "afterlife",
        "vanishing",
        "graft",
    }
)


#: the verbs that take a number phase counts as the instruction resolves (X, "for each"):
#: :meth:`PhaseGenerator._quantity`; others take a fixed number only
_COUNTED_VERBS = frozenset(
    {
        ir.Verb.DRAW,
        ir.Verb.GAIN_LIFE,
        ir.Verb.LOSE_LIFE,
        ir.Verb.DEAL_DAMAGE,
        ir.Verb.MILL,
        ir.Verb.CREATE,
    }
)


#: Restrictions and requirements on the affected creatures (their kinds in the IR) and the
#: static modes phase's own faces write for them
_RESTRICTION_MODES = {
    "cant_attack": "CantAttack",  # CR 508.1c
    "cant_block": "CantBlock",  # CR 509.1b
    "cant_be_blocked": "CantBeBlocked",  # CR 509.1b
    "attacks_each_combat": "MustAttack",  # CR 508.1d
    "doesnt_untap": "CantUntap",  # CR 302.6
}


#: Restrictions naming other creatures, as phase's static modes with their filter
_BLOCKER_RESTRICTIONS = {
    "cant_be_blocked_by": lambda f: {"CantBeBlockedBy": {"filter": f}},
    "can_block_only": lambda f: {"BlockRestriction": {"filter": f}},
    "cant_be_blocked_except_by": lambda f: {"CantBeBlockedExceptBy": {"kind": {"Quality": f}}},
}


#: the verbs :meth:`PhaseGenerator._each_object` writes for every object a filter names, and
#: the fields of the instruction each writes
_EACH_OBJECT_VERBS = {
    ir.Verb.DESTROY: ("objects",),
    ir.Verb.DESTROY_NO_REGENERATION: ("objects",),
    ir.Verb.TAP: ("objects",),
    ir.Verb.UNTAP: ("objects",),
    ir.Verb.RETURN_TO_HAND: ("objects",),
    ir.Verb.PUT_COUNTERS: ("objects", "amount", "count", "counter"),
    ir.Verb.DEAL_DAMAGE: ("objects", "recipients", "recipient_players", "amount"),
}


def _mana_only(cost: ir.Cost) -> bool:
    """Whether ``cost`` is mana symbols and nothing else (a keyword's mana cost)."""
    return bool(cost.mana) and cost == ir.Cost(mana=cost.mana, span=cost.span)


def _keyword(name: str) -> str:
    """``first strike`` -> ``FirstStrike`` (phase's Keyword variant names)."""
    return "".join(_cap(w) for w in name.split())


def _optional_search(step: ir.Effect) -> bool:
    """ "You may search your library for ..., [reveal it,] put it ..., then shuffle": one
    choice of the card's controller for the whole chain (CR 608.2d)."""
    return (
        isinstance(step, ir.MayDo)
        and step.chooser.who == "you"
        and step.chooser.of is None
        and isinstance(step.effect, ir.Sequence)
        and isinstance(step.effect.steps[0], ir.Action)
        and step.effect.steps[0].verb == ir.Verb.SEARCH
    )


def _controller(players: ir.Players | None) -> str | None:
    return None if players is None else {"you": "You", "each_opponent": "Opponent",
                                         "opponent": "Opponent"}.get(players.who, "?")  # fmt: skip


#: the ObjectFilter fields :func:`phase_filter` writes (``zone``: the caller writes where the
#: objects are, :func:`_in_zone`); a filter stating any other is not written
PHASE_FILTER_FIELDS = frozenset({
    "types", "subtypes", "supertypes", "excluded_supertypes", "colors", "excluded_colors",
    "controller", "not_controller", "zone", "zone_owner", "suspected", "dealt_damage_this_turn",
    "attacking", "tokens", "attached_to_source", "keywords", "excluded_keywords", "tapped",
    "blocking", "other", "power_at_least", "power_at_most", "toughness_at_least",
    "toughness_at_most", "mana_value_at_least", "mana_value_at_most", "excluded_subtypes",
    "multicolored", "monocolored", "colorless", "with_counter", "named",
})  # fmt: skip

#: the permanent types (CR 110.4): "a permanent card" is a card of any of them, phase's
#: ``Permanent`` type filter off the battlefield (as its own faces write it)
_PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land",
                              "planeswalker"})  # fmt: skip

#: "with power 4 or greater" (CR 208.1), "with mana value 3 or less" (CR 202.3): the bounds a
#: filter states and phase's comparison of each
_BOUNDS = {
    "power_at_least": ("Power", "GE"), "power_at_most": ("Power", "LE"),
    "toughness_at_least": ("Toughness", "GE"), "toughness_at_most": ("Toughness", "LE"),
    "mana_value_at_least": ("Cmc", "GE"), "mana_value_at_most": ("Cmc", "LE"),
}  # fmt: skip

#: Keywords whose rules phase plays only through the triggered, activated or replacement
#: abilities its own card builder writes beside the keyword (Modular's counter and dies
#: trigger, Undying's return...): its engine reads the keyword alone as a label -- a face with
#: just "Modular 1" enters with no counter. This target writes the keyword alone, so a card
#: with one of them is a gap (the breadth differential found it, issue 22) -- except Echo with
#: a mana cost, Bushido N and Exalted, written with the triggers phase's builder writes
#: (:meth:`PhaseGenerator._echo`, ``_bushido``, ``_exalted``).
#: the keywords "[keyword] [mana cost]" phase reads as its keyword with a ``ManaCost``
_MANA_COST_KEYWORDS = ("dash", "blitz", "unearth", "spectacle", "entwine", "miracle")
_KEYWORDS_PHASE_BUILDS = frozenset({
    "modular", "fabricate", "bushido", "rampage", "renown", "afterlife", "graft", "soulshift",
    "vanishing", "fading", "bloodthirst", "flanking", "exalted", "evolve", "mentor", "undying",
    "persist", "extort", "echo", "cumulative upkeep", "unearth", "living weapon", "ingest",
    "sunburst", "soulbond",
    # the rest of the keywords phase's builder gives their triggers (its
    # ``KeywordTriggerInstaller``): the full pool's read-back found "Battle cry" written
    # alone, which phase loads as a label -- no attacker got +1/+0 (CR 702.91a)
    "annihilator", "provoke", "enlist", "frenzy", "battle cry", "melee", "dethrone", "recover",
    "increment", "myriad", "double team", "suspend", "afflict", "training", "poisonous",
    "gravestorm", "champion",
})  # fmt: skip


#: Keywords phase's engine has no variant for (its ``Keyword::Unknown`` would carry the name as
#: a label): banding (CR 702.22), which changes how attackers band and who divides combat
#: damage. A card with one, printed or granted, is a gap.
_KEYWORDS_PHASE_LACKS = frozenset({"banding"})


def _lacks(name: str) -> str | None:
    """Why phase cannot carry the keyword ``name`` (:data:`_KEYWORDS_PHASE_LACKS`), or None."""
    if name in _KEYWORDS_PHASE_LACKS:
        return f"keyword {name}: phase's engine has no such keyword"
    if _other_landwalk(name):
        return f"keyword {name} (CR 702.14c): no phase form checked"
    return None


def _other_landwalk(name: str) -> bool:
    """A landwalk beyond the five basic land types' ("desertwalk", "nonbasic landwalk",
    "artifact landwalk", CR 702.14c): phase's names for them are not checked."""
    return name.endswith("walk") and name.removesuffix("walk") not in (
        "plains",
        "island",
        "swamp",
        "mountain",
        "forest",
    )


def phase_filter(f: ir.ObjectFilter, attached: str | None = None) -> Json | None:
    """A ``Typed`` TargetFilter for ``f``; None when a part has no phase form here (every
    stated field of ``f`` is either written or makes it None: :data:`PHASE_FILTER_FIELDS`).
    ``attached``: the property naming the object the source is attached to ("enchanted
    creature": ``EnchantedBy`` for an Aura, ``EquippedBy`` for an Equipment, CR 303.4,
    301.5), without which such a filter has no form."""
    if not set(stated_fields(f)) <= PHASE_FILTER_FIELDS:
        return None
    if f.zone_owner not in (None, ir.Whose.YOU) or f.attacking is False:
        return None
    if f.suspected is False or f.dealt_damage_this_turn is False:
        return None
    if not set(f.colors) | set(f.excluded_colors) <= set(_COLOR_NAMES):
        return None
    if any(not k.replace(" ", "").isalpha() or " from " in k
           for k in (*f.keywords, *f.excluded_keywords)):  # fmt: skip
        return None  # a keyword with a parameter ("protection from red") is no plain variant
    if "cycling" in (*f.keywords, *f.excluded_keywords):
        return None  # CR 702.29f: a typecycling card has cycling; phase's Cycling is unchecked
    controller = _controller(f.controller)
    off_battlefield = f.zone is not ir.ZoneName.BATTLEFIELD
    if controller is None and off_battlefield and f.zone_owner is ir.Whose.YOU:
        controller = "You"  # a card in your hand, library or graveyard (phase's faces say so)
    if f.not_controller is not None:
        if controller is not None or _controller(f.not_controller) != "You":
            return None
        controller = "Opponent"  # two-player games: not you is an opponent
    if controller == "?" or f.damaged:
        return None  # "has damage marked": no phase filter property (a T003 limit)
    kinds: list[Any] = []
    for test in f.types:
        wanted = [_cap(t) for t in test.any_of if t != "card"]
        if set(test.any_of) == _PERMANENT_TYPES and off_battlefield:
            wanted = ["Permanent"]  # "a Rebel permanent card" (CR 110.4)
        if len(wanted) > 1:
            return None
        kinds += wanted
        kinds += [{"Non": _cap(t)} for t in test.none_of]
    kinds += [{"Subtype": _cap(s)} for s in f.subtypes]
    kinds += [{"Non": {"Subtype": _cap(s)}} for s in f.excluded_subtypes]  # "non-Elf" (CR 205.3)
    props: list[Json] = []
    if f.multicolored:  # two or more colors (CR 105.2b), as phase's own faces write it
        props.append({"type": "ColorCount", "comparator": "GE", "count": 2})
    if f.monocolored:  # exactly one color (CR 105.2a)
        props.append({"type": "ColorCount", "comparator": "EQ", "count": 1})
    if f.colorless:  # no color (CR 105.2c)
        props.append({"type": "ColorCount", "comparator": "EQ", "count": 0})
    if f.with_counter is not None:  # "with a +1/+1 counter on it" (CR 122.1)
        if f.with_counter not in _COUNTERS:
            return None
        props.append({"type": "Counters", "counters": {"type": "OfType",
                      "data": _COUNTERS[f.with_counter]}, "comparator": "GE",
                      "count": P.fixed(1)})  # fmt: skip
    if f.named is not None:  # "a card named Avarax" (CR 201.2)
        props.append({"type": "Named", "name": f.named})
    if f.suspected:
        props.append({"type": "Suspected"})
    if f.dealt_damage_this_turn:
        props.append({"type": "WasDealtDamageThisTurn"})
    if f.attacking:
        props.append({"type": "Attacking"})
    # "with flying", "without flying" (CR 702.1): as phase's own faces write them
    props += [{"type": "WithKeyword", "value": _keyword(k)} for k in f.keywords]
    props += [{"type": "WithoutKeyword", "value": _keyword(k)} for k in f.excluded_keywords]
    props += [{"type": "HasSupertype", "value": _cap(t)} for t in f.supertypes]
    props += [{"type": "NotSupertype", "value": _cap(t)} for t in f.excluded_supertypes]
    props += [{"type": "HasColor", "color": _COLOR_NAMES[c]} for c in f.colors]
    props += [{"type": "NotColor", "color": _COLOR_NAMES[c]} for c in f.excluded_colors]
    if f.tokens is not None:  # "nontoken creature", "creature card" (CR 111.1)
        props.append({"type": "Token" if f.tokens else "NonToken"})
    if f.tapped is not None:  # "tapped creature", "untapped creature" (CR 110.5)
        props.append({"type": "Tapped" if f.tapped else "Untapped"})
    if f.blocking is False:
        return None
    if f.blocking:  # "blocking creature" (CR 509.1g)
        props.append({"type": "Blocking"})
    for name, (stat, comparator) in _BOUNDS.items():
        bound = getattr(f, name)
        if bound is None:
            continue
        value = P.fixed(bound)
        props.append({"type": "Cmc", "comparator": comparator, "value": value} if stat == "Cmc"
                     else {"type": "PtComparison", "stat": stat, "scope": "Current",
                           "comparator": comparator, "value": value})  # fmt: skip
    if f.attached_to_source:
        if attached is None:
            return None
        props.append({"type": attached})
    if f.other:  # "another creature", "other creatures": not the source (phase's Another)
        props.append({"type": "Another"})
    if not kinds:  # a noun alone: phase's Typed [] also matches players ("target permanent")
        kinds = ["Card"] if "card" in f.nouns else ["Permanent"] if "permanent" in f.nouns else []
    return P.typed_filter(kinds, controller, props)  # type: ignore[arg-type]


def _produced(produces: tuple[str, ...]) -> Json | None:
    """phase's ``produced`` for "Add {G}", "Add {C}{C}" or "Add one mana of any color"."""
    if len(produces) == 1:
        symbols = produces[0]
        if symbols and set(symbols) == {"C"}:
            return {"type": "Colorless", "count": P.fixed(len(symbols))}
        if symbols and all(s in _COLOR_NAMES for s in symbols):
            return {"type": "Fixed", "colors": [_COLOR_NAMES[s] for s in symbols]}
        return None
    if produces and all(s in _COLOR_NAMES for s in produces):
        return {"type": "AnyOneColor", "count": P.fixed(1),
                "color_options": [_COLOR_NAMES[s] for s in produces]}  # fmt: skip
    return None


def spell_filter(f: ir.ObjectFilter) -> Json | None:
    """A spell filter: "instant and sorcery spells" is an ``Or`` of one Typed filter per type
    (as phase's own faces write it); otherwise :func:`phase_filter`."""
    return target_filter(f)


def target_filter(f: ir.ObjectFilter, attached: str | None = None) -> Json | None:
    """A target's filter: :func:`phase_filter`, or for "artifact or enchantment" an ``Or`` of
    the filter with each of the alternative types (as phase's own faces write it), every
    other part of the filter kept in each. ``attached``: as for :func:`phase_filter`."""
    if f.attacking_or_blocking and not (f.attacking or f.blocking):
        # "attacking or blocking creature" (CR 506.4): either, an Or as phase's own faces write
        either = [target_filter(replace(f, attacking_or_blocking=False, **{state: True}), attached)
                  for state in ("attacking", "blocking")]  # fmt: skip
        if None in either:
            return None
        return {"type": "Or", "filters": either}
    if f.colors_any_of and not f.subtypes_any_of and not any(len(t.any_of) > 1 for t in f.types):
        # "black or red permanent" (CR 105.2): an Or of the filter with each of the colors
        either = [target_filter(replace(f, colors_any_of=(), colors=(*f.colors, one)), attached)
                  for one in f.colors_any_of]  # fmt: skip
        return None if None in either else {"type": "Or", "filters": either}
    if f.subtypes_any_of and not any(len(t.any_of) > 1 for t in f.types):
        # "a Spirit or Arcane spell" (CR 205.3): an Or of the filter with each of the subtypes
        either = [phase_filter(replace(f, subtypes_any_of=(), subtypes=(*f.subtypes, one)),
                               attached) for one in f.subtypes_any_of]  # fmt: skip
        return None if None in either else {"type": "Or", "filters": either}
    typed = phase_filter(f, attached)
    alternatives = [t for t in f.types if len(t.any_of) > 1]
    if typed is not None or len(alternatives) != 1:
        return typed
    parts = []
    for kind in alternatives[0].any_of:
        types = tuple(replace(t, any_of=(kind,)) if t is alternatives[0] else t for t in f.types)
        one = phase_filter(replace(f, types=types), attached)
        if one is None:
            return None
        parts.append(one)
    return {"type": "Or", "filters": parts}


#: what a card is, whatever happens to it: the fields a count of spells or cards can state
_CHARACTERISTICS = ("types", "subtypes", "supertypes", "excluded_supertypes", "colors",
                    "excluded_colors", "zone")  # fmt: skip


def _only_creatures(f: ir.ObjectFilter) -> bool:
    return [(t.any_of, t.none_of) for t in f.types] == [(("creature",), ())]


def _in_zone(filter_: Json, zone: ir.ZoneName) -> Json:
    return {**filter_, "properties": [*filter_["properties"], {"type": "InZone",
                                                               "zone": _ZONES[zone]}]}  # fmt: skip


class PhaseGenerator(Generator):
    name = "phase"
    engine = "phase"
    reserved_stems = frozenset({"card_data"})

    def __init__(self) -> None:
        super().__init__()
        self._chosen_targets: set[int] = set()
        self._mentioned: dict[str, str] = {}
        #: the targets of the card's spell paragraphs so far
        self._spell_targets: tuple[ir.TargetSpec, ...] = ()
        #: a modal spell's ``modal`` (its modes are its Spell abilities)
        self._modal: Json | None = None
        #: the trigger of the triggered ability being written ("that player" is its player)
        self._trigger: Any = None

    # ---- card

    def card(self, card: ir.Card) -> tuple[dict[str, str], Json]:
        parts: dict[str, list[Any]] = {k: [] for k in (
            "keywords", "abilities", "triggers", "static_abilities", "replacements",
            "solved_statics", "solved_triggers", "solved_replacements")}  # fmt: skip
        solve: ir.ToSolve | None = None
        self._spell_targets = ()
        self._modal: Json | None = None
        self._additional_cost: Json | None = None
        for ability in card.abilities:
            if isinstance(ability, ir.ToSolve):
                solve = ability
                continue
            self.visit(ability, parts)
        solve_condition = None
        if solve is not None:
            solve_condition = self.visit(solve.condition)
            grant = P.solved_grant(
                parts["solved_statics"], parts["solved_triggers"], parts["solved_replacements"]
            )
            if solve_condition is not None:
                parts["triggers"].append(P.to_solve_trigger(solve.text or None, grant))
            else:
                self.unsolvable()
        elif parts["solved_statics"] or parts["solved_triggers"] or parts["solved_replacements"]:
            self.unsupported(card, "Solved abilities on a card without To solve")
        one = P.face(
            card.name,
            mana=card.mana_cost,
            types=P.card_type(card.supertypes, card.types, [_cap(s) for s in card.subtypes]),
            oracle_text=card.text,
            power=None if card.power is None else str(card.power),
            toughness=None if card.toughness is None else str(card.toughness),
            loyalty=None if card.loyalty is None else str(card.loyalty),
            keywords=parts["keywords"],
            abilities=parts["abilities"],
            triggers=parts["triggers"],
            static_abilities=parts["static_abilities"],
            replacements=parts["replacements"],
            solve_condition=solve_condition,
        )
        if self._modal is not None:
            one["modal"] = self._modal
        if self._additional_cost is not None:
            one["additional_cost"] = self._additional_cost
        return {f"{self.stem}.json": P.card_data_json([one]) + "\n"}, one

    def mark_partial(self, output: CardOutput) -> CardOutput:
        """JSON has no comments: a partial face carries its header as the key
        ``_karlov_partial`` (a list of lines; first among the face's sorted keys, and ignored
        by phase's loader, which skips keys it does not know)."""
        face = {"_karlov_partial": self.partial_lines(output), **output.payload}
        files = {path: P.card_data_json([face]) + "\n" for path in output.files}
        return replace(output, files=files, payload=face)

    def shared_key(self, name: str) -> str | None:
        return name.lower()

    def shared_key_clash(self, first: str) -> str:
        return (
            f"phase's card data finds a card by its name in lower case, so this card and "
            f"'{first}' cannot both be in it; this card was not written"
        )

    def finish(self, outputs: Iterable[CardOutput]) -> dict[str, str]:
        faces = sorted((o.payload for o in outputs), key=lambda face: face["name"].lower())
        return {"card_data.json": P.card_data_json(faces) + "\n"}

    # ---- abilities

    def keyword_ability(self, node: ir.KeywordAbility, parts: dict[str, list[Any]]) -> None:
        if node.gate:
            self.unsupported(node, f"a Solved keyword ({node.name})")
        elif node.name == "echo" and node.cost is not None and _mana_only(node.cost):
            echo = {"type": "Mana", "data": P.mana_cost(node.cost.mana)}
            parts["keywords"].append({"Echo": echo})
            parts["triggers"].append(self._echo(node))
        elif node.name == "bushido" and node.number is not None and node.cost is None:
            parts["keywords"].append({"Bushido": node.number})
            parts["triggers"] += self._bushido(node, node.number)
        elif node.name == "exalted" and node.number is None and node.cost is None:
            parts["keywords"].append("Exalted")
            parts["triggers"].append(self._exalted(node))
        elif node.name == "cipher":  # its encoding and the copy's cast: not known to be phase's
            self.unsupported(node, "keyword cipher (CR 702.99a)")
        elif node.name == "epic":  # its ban and upkeep copies: not known to be phase's
            self.unsupported(node, "keyword epic (CR 702.50a)")
        elif node.name == "jump-start":  # its cast from the graveyard: not known to be phase's
            self.unsupported(node, "keyword jump-start (CR 702.133a)")
        elif node.name == "partner":  # phase reads it as a keyword it doesn't know (Generic)
            self.unsupported(node, "keyword partner (CR 702.124h)")
        elif node.name.startswith("partner—"):  # no phase form checked
            self.unsupported(node, f"keyword {node.name} (CR 702.124i)")
        elif node.name == "enchant player":  # an Aura on a player: no phase form checked
            self.unsupported(node, "keyword enchant player (CR 702.5a, 303.4)")
        elif _lacks(node.name):
            self.unsupported(node, _lacks(node.name))  # type: ignore[arg-type]
        elif node.name in _KEYWORDS_PHASE_BUILDS:
            self.unsupported(node, f"keyword {node.name}: phase plays it only with the "
                                   "abilities its own card builder writes beside it")  # fmt: skip
        elif node.name == "flashback" and node.cost is not None and _mana_only(node.cost):
            parts["keywords"].append(
                {"Flashback": {"type": "Mana", "data": P.mana_cost(node.cost.mana)}}
            )
        elif node.name == "crew" and node.number is not None:
            parts["keywords"].append({"Crew": {"power": node.number, "once_per_turn": None}})
        elif node.name in _NUMBER_KEYWORDS and node.number is not None and node.cost is None:
            # "Bushido 2" (CR 702.45a, ...): phase's ``Keyword::Bushido(u32)``; bloodthirst's N
            # is a quantity there.
            number: Json | int = node.number
            if node.name == "bloodthirst":
                number = {"type": "Fixed", "data": node.number}
            parts["keywords"].append({_keyword(node.name): number})
        elif node.name in ("echo", "buyback") and node.cost and _mana_only(node.cost):
            # Echo [mana cost] (CR 702.30a), Buyback [mana cost] (CR 702.27a)
            paid = {"type": "Mana", "data": P.mana_cost(node.cost.mana)}
            parts["keywords"].append({_keyword(node.name): paid})
        elif (
            node.name == "awaken"
            and node.number is not None
            and node.cost
            and _mana_only(node.cost)
        ):
            # Awaken N—[mana cost] (CR 702.113a): phase's Awaken with its count and ManaCost
            awaken = {"count": node.number, "cost": P.mana_cost(node.cost.mana)}
            parts["keywords"].append({"Awaken": awaken})
        elif node.name in _MANA_COST_KEYWORDS and node.cost and _mana_only(node.cost):
            # Dash [mana cost] (CR 702.109a), Blitz [mana cost] (CR 702.152a, phase's
            # ``Keyword::Blitz(ManaCost)``), Unearth [mana cost] (CR 702.84a), Spectacle
            # [mana cost] (CR 702.137a), Entwine [mana cost] (CR 702.42a), Miracle [mana cost]
            # (CR 702.94a): phase's keyword with its ManaCost
            parts["keywords"].append({_keyword(node.name): P.mana_cost(node.cost.mana)})
        elif node.name == "cumulative upkeep" and node.cost is not None and _mana_only(node.cost):
            # Cumulative upkeep [mana cost] (CR 702.24a)
            payment = P.mana_cost_payment(node.cost.mana or "")
            parts["keywords"].append({"CumulativeUpkeep": payment})
        elif node.name == "enchant" and node.filter is not None and not (node.cost or node.number):
            # Enchant [object] (CR 702.5a): phase's Enchant keyword with the filter of what the
            # Aura may enchant, which phase targets as the Aura spell is cast (CR 303.4a)
            enchanted = target_filter(node.filter)
            if enchanted is None or node.filter.zone is not ir.ZoneName.BATTLEFIELD:
                return self.unsupported(node, f"target '{node.filter.description}'")
            parts["keywords"].append({"Enchant": enchanted})
        elif node.name == "protection" and node.filter is not None and node.cost is None:
            # Protection from [a color] (CR 702.16a): phase's Protection of that color
            f = node.filter
            if (
                stated_fields(f) != ["colors"]
                or len(f.colors) != 1
                or f.colors[0] not in (_COLOR_NAMES)
            ):
                return self.unsupported(node, f"protection from '{f.description}'")
            parts["keywords"].append({"Protection": {"Color": _COLOR_NAMES[f.colors[0]]}})
        elif node.name == "cycling" and node.cost and _mana_only(node.cost) and not node.filter:
            paid = {"type": "Mana", "data": P.mana_cost(node.cost.mana)}  # CR 702.29a
            parts["keywords"].append({"Cycling": paid})
            parts["abilities"].append(self._cycling(node))
        elif node.name == "cycling" and node.cost and _mana_only(node.cost) and node.filter:
            self._typecycling(node, parts)
        elif node.name == "equip" and node.cost and _mana_only(node.cost) and not node.filter:
            parts["abilities"].append(self._equip(node))
        elif _other_landwalk(node.name):  # "desertwalk", "legendary landwalk"
            self.unsupported(node, f"keyword {node.name} (CR 702.14c)")
        elif node.cost is None and node.number is None and node.filter is None:
            parts["keywords"].append(_keyword(node.name))
        else:
            self.unsupported(node, f"keyword {node.name} with a parameter")

    def _bushido(self, node: ir.KeywordAbility, n: int) -> list[Json]:
        """Bushido N (CR 702.45a): "Whenever this creature blocks or becomes blocked, it gets
        +N/+N until end of turn" -- the ``Blocks`` and ``BecomesBlocked`` triggers phase's
        own card builder writes beside the keyword (its ``Pump`` lasts until end of turn)."""
        pump = {"type": "Pump", "power": P.fixed(n), "toughness": P.fixed(n),
                "target": P.self_ref()}  # fmt: skip
        return [P.trigger(mode, P.spell_ability(pump), valid_card=P.self_ref(), trigger_zones=(),
                          description=node.text or None)
                for mode in ("Blocks", "BecomesBlocked")]  # fmt: skip

    def _exalted(self, node: ir.KeywordAbility) -> Json:
        """Exalted (CR 702.83a): "Whenever a creature you control attacks alone, that creature
        gets +1/+1 until end of turn" -- the ``Attacks`` trigger phase's own card builder
        writes beside the keyword, on the attacking creature (``TriggeringSource``) when no
        other creature attacks (``Not MinCoAttackers 1``); one for each instance (CR
        702.83b)."""
        pump = {"type": "Pump", "power": P.fixed(1), "toughness": P.fixed(1),
                "target": {"type": "TriggeringSource"}}  # fmt: skip
        alone = {"type": "Not", "condition": {"type": "MinCoAttackers", "minimum": 1}}
        return P.trigger("Attacks", P.spell_ability(pump), trigger_zones=(), condition=alone,
                         valid_card=P.typed_filter(["Creature"], "You"),
                         description=node.text or None)  # fmt: skip

    def _echo(self, node: ir.KeywordAbility) -> Json:
        """Echo [cost] (CR 702.30a): "At the beginning of your upkeep, if this permanent came
        under your control since the beginning of your last upkeep, sacrifice it unless you
        pay [cost]" -- the ``PayEcho`` trigger phase's own card builder writes beside the
        keyword (its engine reads the keyword alone as a label), with its ``EchoDue``
        condition and ``unless_pay``."""
        assert node.cost is not None and node.cost.mana
        sacrifice = {"type": "Sacrifice", "target": P.self_ref(), "count": P.fixed(1)}
        found = P.trigger("PayEcho", P.spell_ability(sacrifice), trigger_zones=(),
                          phase="Upkeep", valid_target=P.controller_player(),
                          condition={"type": "EchoDue"}, description=node.text or None)  # fmt: skip
        found["unless_pay"] = {"cost": P.mana_cost_payment(node.cost.mana),
                               "payer": P.controller_player()}  # fmt: skip
        return found

    def _equip(self, node: ir.KeywordAbility) -> Json:
        """Equip [cost] (CR 702.6a): "[Cost]: Attach this permanent to target creature you
        control. Activate only as a sorcery." -- phase's activated ``Attach`` tagged ``Equip``,
        as its own faces write it."""
        assert node.cost is not None and node.cost.mana
        creature = P.typed_filter(["Creature"], "You")
        attach = {"type": "Attach", "target": creature, "selection": {"at_resolution": {}}}
        paid = P.mana_cost_payment(node.cost.mana)
        ability = P.activated_ability(
            attach, paid, sorcery_speed=True, description=node.text or None
        )
        ability["ability_tag"] = {"type": "Equip"}
        return ability

    def _cycling(self, node: ir.KeywordAbility) -> Json:
        """Cycling [cost] (CR 702.29a): "[Cost], Discard this card: Draw a card." from your
        hand -- the ability tagged Cycling phase's own faces write beside the keyword."""
        assert node.cost is not None and node.cost.mana
        discard = {"type": "Discard", "count": P.fixed(1), "filter": None, "random": False,
                   "self_ref": True}  # fmt: skip
        cost = P.composite_cost(P.mana_cost_payment(node.cost.mana), discard)
        draw = {"type": "Draw", "count": P.fixed(1), "target": P.controller_player()}
        ability = P.activated_ability(draw, cost)
        ability.update(activation_zone="Hand", ability_tag={"type": "Cycling"},
                       consumes_source=True)  # fmt: skip
        return ability

    def _typecycling(self, node: ir.KeywordAbility, parts: dict[str, list[Any]]) -> None:
        """Typecycling [cost] (CR 702.29e, "Plainscycling {2}", "Basic landcycling {1}{B}"):
        "[Cost], Discard this card: Search your library for a [type] card, reveal it, put it
        into your hand, then shuffle." from your hand -- phase's Typecycling keyword and the
        Cycling-tagged search its own faces write beside it."""
        assert node.filter is not None and node.cost is not None
        f = node.filter
        searched = phase_filter(f)
        if stated_fields(f) == ["subtypes"] and len(f.subtypes) == 1:
            named = _cap(f.subtypes[0])  # "Plainscycling"
        elif (
            [(t.any_of, t.none_of) for t in f.types] == [(("land",), ())]
            and stated_fields(f) == ["types", "supertypes"]
            and f.supertypes == ("basic",)
        ):
            named = "Basic Land"  # "Basic landcycling"
        else:
            searched = None
        if searched is None:
            self.unsupported(node, f"keyword cycling for '{f.description}'")
            return
        parts["keywords"].append(
            {"Typecycling": {"cost": P.mana_cost(node.cost.mana), "subtype": named}}
        )
        discard = {"type": "Discard", "count": P.fixed(1), "filter": None, "random": False,
                   "self_ref": True}  # fmt: skip
        cost = P.composite_cost(P.mana_cost_payment(node.cost.mana), discard)
        move = {"type": "ChangeZone", "origin": "Library", "destination": "Hand",
                "target": {"type": "Any"}, "owner_library": False, "enter_transformed": False,
                "enter_tapped": False, "enters_attacking": False}  # fmt: skip
        search = {"type": "SearchLibrary", "filter": searched, "count": P.fixed(1),
                  "reveal": True}  # fmt: skip
        shuffle = {"type": "Shuffle", "target": P.controller_player()}
        then = self._link([{"effect": move}, {"effect": shuffle}])
        ability = P.activated_ability(search, cost, sub_ability=then)
        ability.update(activation_zone="Hand", ability_tag={"type": "Cycling"},
                       consumes_source=True)  # fmt: skip
        parts["abilities"].append(ability)

    def _attachment(self) -> str | None:
        """The filter property of the permanent this card is attached to ("enchanted
        creature", "equipped creature"): by the card's subtype (CR 303.4, 301.5)."""
        subtypes = {s.lower() for s in self.card.subtypes} if self.card is not None else set()
        if "aura" in subtypes:
            return "EnchantedBy"
        return "EquippedBy" if "equipment" in subtypes else None

    def triggered_ability(self, node: ir.TriggeredAbility, parts: dict[str, list[Any]]) -> None:
        self._trigger = node.trigger
        try:
            execute = self._execute(node.effect, node.targets)
        finally:
            self._trigger = None
        built = self.visit(node.trigger, execute, node.text or None)
        if execute is None or built is None:
            return
        if node.zones != (ir.ZoneName.BATTLEFIELD,):
            # "return ~ from your graveyard": it triggers there alone (CR 113.6m)
            return self.unsupported(node, "a triggered ability that works outside the battlefield")
        if node.max_per_turn is not None:
            return self.unsupported(node, "a triggered ability that triggers only once each turn")
        if node.intervening_if is not None:
            # "if [condition]" (CR 603.4): phase's trigger condition, checked as the ability
            # triggers and again as it resolves
            condition = self._quantity_condition(node.intervening_if, "an intervening if")
            if condition is None:
                return None
            built = [{**trigger, "condition": condition} for trigger in built]
        parts["solved_triggers" if node.gate else "triggers"].extend(built)

    def activated_ability(self, node: ir.ActivatedAbility, parts: dict[str, list[Any]]) -> None:
        cost = self.visit(node.cost)
        chain = self._chain(node.effect, node.targets)
        if cost is None or chain is None:
            return
        if node.zones != (ir.ZoneName.BATTLEFIELD,):  # CR 113.6b: from a hand, a graveyard
            return self.unsupported(node, "an activated ability that works outside the battlefield")
        if node.max_per_turn not in (None, 1):
            return self.unsupported(node, f"activating only {node.max_per_turn} times each turn")
        if node.any_player:
            return self.unsupported(node, "an ability any player may activate")
        if node.only_opponents:
            return self.unsupported(node, "an ability only its controller's opponents may activate")
        restrictions: list[Json] = []
        if node.condition is not None:
            found = self._activation_condition(node.condition)
            if found is None:
                return None
            restrictions.append(found)
        first = chain[0]
        # A loyalty ability is activated as a sorcery (CR 606.3): phase's own faces say so with
        # AsSorcery; its once-each-turn limit is the engine's, from the Loyalty cost.
        ability = P.activated_ability(
            first["effect"], cost, solved=node.gate,
            sorcery_speed=node.timing is ir.Timing.SORCERY or node.cost.loyalty is not None,
            sub_ability=self._link(chain[1:]), description=node.text or None,
        )  # fmt: skip
        ability.update({k: v for k, v in first.items() if k != "effect"})
        if node.max_per_turn == 1:  # CR 602.5b, as phase's own faces write it
            ability["activation_restrictions"].append({"type": "OnlyOnceEachTurn"})
        ability["activation_restrictions"] += restrictions
        parts["abilities"].append(ability)

    def _activation_condition(self, node: Any) -> Json | None:
        """ "Activate only during your turn", "… during your upkeep", "… if you control three
        or more artifacts" (CR 602.5b): phase's activation restriction -- ``DuringYourTurn``,
        ``DuringYourUpkeep``, or ``RequiresCondition`` of the comparison a static's "as long
        as" condition is (:meth:`_quantity_condition`), as phase's own faces write them.
        "During your turn, before attackers are declared" has no form: phase's
        ``BeforeAttackersDeclared`` holds only in the precombat main phase and the beginning
        of combat, not in the upkeep and draw steps, which are before attackers are declared
        too (CR 500.1, 508.1)."""
        what = "an 'Activate only if …' condition"
        if isinstance(node, ir.IsYourTurn) and not stated_fields(node):
            return {"type": "DuringYourTurn"}
        if isinstance(node, ir.InTurnWindow):
            if node.steps == ("upkeep",) and node.yours:
                return {"type": "DuringYourUpkeep"}
            return self.unsupported(node, what)
        condition = self._quantity_condition(node, what)
        if condition is None:
            return None
        return {"type": "RequiresCondition", "data": {"condition": condition}}

    def spell_ability(self, node: ir.SpellAbility, parts: dict[str, list[Any]]) -> None:
        """One paragraph of an instant's or sorcery's text. The paragraphs are one spell whose
        instructions are followed in order (CR 608.2c): a later paragraph continues the first
        one's chain of sub-abilities (as phase's own faces write it), not a second spell. A
        paragraph as overload changes it (CR 702.96a) is not written: the overload keyword is
        a reported gap."""
        if node.overloaded:
            return
        if (
            node.cost_reduction is not None
            or node.cost_increase is not None
            or (node.additional_cost is not None and self._additional_cost is not None)
        ):
            self.unsupported(node, "a spell's own cost rules")
            return
        if node.additional_cost is not None:
            # "As an additional cost to cast this spell, sacrifice a creature" (CR 601.2b,
            # 601.2f-h): the face's Required additional cost, as phase's own faces write it
            paid = self.cost(node.additional_cost)
            if paid is None:
                return
            self._additional_cost = {"type": "Required", "data": paid}
        if isinstance(node.effect, ir.Modes):
            return self._modal_spell(node, parts)
        # The target numbers run on from one paragraph to the next (one ability, CR 608.2c):
        # a later paragraph sees the targets and pronouns of the earlier ones.
        later = bool(self._spell_targets)
        self._spell_targets += node.targets
        chain = self._chain(node.effect, self._spell_targets, fresh=not later)
        execute = None if chain is None else self._link(chain)
        if execute is None:
            return
        first = next((a for a in parts["abilities"] if a.get("kind") == "Spell"), None)
        if first is None:
            parts["abilities"].append(execute)
            return
        last = first
        while last.get("sub_ability") is not None:
            last = last["sub_ability"]
        execute["sub_link"] = "SequentialSibling"
        last["sub_ability"] = execute

    def _modal_spell(self, node: ir.SpellAbility, parts: dict[str, list[Any]]) -> None:
        """ "Choose one —" on an instant or sorcery (CR 700.2): phase's ``modal`` face, one
        Spell ability per mode (each with its own targets, chosen only for the chosen modes,
        CR 601.2c), as phase's own faces write it. A modal paragraph beside others is a gap."""
        modes = node.effect
        assert isinstance(modes, ir.Modes)
        spells = [a for a in self.card.abilities if isinstance(a, ir.SpellAbility)]  # type: ignore[union-attr]
        count = modes.count
        choices = {
            ir.Relation.EXACTLY: (count.value, count.value),
            ir.Relation.AT_LEAST: (count.value, len(modes.modes)),  # "one or more" (CR 700.2d)
        }.get(count.relation)
        if len(spells) != 1 or self._modal is not None or choices is None or count.is_x:
            return self.unsupported(modes, "these modes")
        built = []
        for mode in modes.modes:
            execute = self._execute(mode, node.targets)
            if execute is None:
                return None
            built.append(execute)
        parts["abilities"].extend(built)
        self._modal = {"min_choices": choices[0], "max_choices": choices[1],
                       "mode_count": len(built), "mode_descriptions": list(modes.texts),
                       "allow_repeat_modes": modes.repeatable,  # CR 700.2d
                       "chooser": {"type": "Controller"}}  # fmt: skip
        return None

    def mana_ability(self, node: ir.ManaAbility, parts: dict[str, list[Any]]) -> None:
        """A printed "{T}: Add ..." (CR 605.1a) as phase's own faces write it: an activated
        ``Mana`` ability flagged ``is_mana_ability``. A basic land's comes from its type
        (CR 305.6) and is not written."""
        if node.intrinsic:
            return
        if node.of_chosen_color or node.or_chosen_color:
            self.unsupported(node, "mana of the color chosen as it entered")
            return
        if node.zones != (ir.ZoneName.BATTLEFIELD,):
            self.unsupported(
                node, "a mana ability activated from another zone than the battlefield"
            )
            return
        produced = _produced(node.produces)
        if node.instead_if is not None:
            self.unsupported(node, "a mana ability with an 'instead'")
            return
        if node.gate or produced is None:
            self.unsupported(node, f"a mana ability adding {' or '.join(node.produces)}")
            return
        # "{1}, {T}: Add ...", "{T}, Sacrifice this land: Add ..." (CR 605.1a): its whole cost,
        # as phase's own faces write it
        cost = {"type": "Tap"} if node.cost is None else self.visit(node.cost)
        if cost is None:
            return
        ability = P.activated_ability({"type": "Mana", "produced": produced}, cost,
                                      description=node.text or None)  # fmt: skip
        ability["is_mana_ability"] = True
        parts["abilities"].append(ability)

    def static_ability(self, node: ir.StaticAbility, parts: dict[str, list[Any]]) -> None:
        if node.alternative_cost is not None:  # not written yet: a gap, never dropped
            return self.unsupported(node, "an alternative cost to cast the spell (CR 118.9)")
        if node.cast_only is not None:  # not written yet: a gap, never dropped
            return self.unsupported(node, "a restriction on casting the spell (CR 601.3)")
        condition = None
        if node.condition is not None:
            condition = self._static_condition(node.condition)
            if condition is None:
                return None
        if node.additional_cost is not None:
            return self.unsupported(node, "an additional cost to cast the spell")
        if node.self_cost_reduction is not None:
            return self.unsupported(node, "a spell's own cost rules")
        built: list[Json] = []
        for part in (*node.effects, *node.cost_reductions, *node.rules, *node.restrictions):
            one = self.visit(part, node.text or None)
            if one is None:
                return
            built.append(one)
        if node.enters_as_copy is not None:
            return self.unsupported(node, "enters as a copy")
        entering = self._enters(node)
        if entering is None:
            return None
        if not built and not entering:
            return self.unsupported(node, "a static ability with nothing phase can state")
        if condition is not None:
            if entering:
                return self.unsupported(node, "entering tapped or with counters 'as long as'")
            built = [{**one, "condition": condition} for one in built]
        parts["solved_statics" if node.gate else "static_abilities"].extend(built)
        parts["solved_replacements" if node.gate else "replacements"].extend(entering)

    def _static_condition(self, node: Any) -> Json | None:
        """ "As long as [condition]" (CR 611.3a): the static abilities apply only while it
        holds -- phase's static ``condition``: "it's your turn" ``DuringYourTurn``, "you control
        three or more artifacts" / "seven or more cards are in your graveyard / hand" a
        ``QuantityComparison`` of the count, as phase's own faces write them."""
        if isinstance(node, ir.IsYourTurn) and not stated_fields(node):
            return {"type": "DuringYourTurn"}
        return self._quantity_condition(node, "a static ability under 'as long as' (CR 611.3a)")

    def _quantity_condition(self, node: Any, what: str) -> Json | None:
        """A count of objects compared with a number, as a ``QuantityComparison`` (a static
        and a trigger condition in phase); ``what`` names the ability in a gap."""
        history = (ir.LifeGainedThisTurn, ir.TotalPower, ir.SpellsCastThisTurn,
                   ir.HappenedThisTurn)  # fmt: skip
        if isinstance(node, history):
            # the quantities a Case's To solve condition compares (:meth:`life_gained_this_turn`,
            # ...), the same StaticCondition
            solve = self.visit(node)
            if solve is None:
                return None
            if solve.get("type") != "Condition":
                return self.unsupported(node, what)
            return solve["condition"]
        if not isinstance(node, ir.ObjectCount) or node.count.is_x or node.different_names:
            return self.unsupported(node, what)
        f, count = node.filter, node.count
        plain = all(set(t.any_of) <= {"card"} and not t.none_of for t in f.types)
        own_zone = (
            f.zone in (ir.ZoneName.HAND, ir.ZoneName.GRAVEYARD) and f.zone_owner is ir.Whose.YOU
        )
        if own_zone and plain and set(stated_fields(f)) <= {"types", "zone", "zone_owner"}:
            qty = P.hand_size() if f.zone is ir.ZoneName.HAND else P.graveyard_size()
        else:
            typed = phase_filter(f, self._attachment())
            if typed is None:
                return self.unsupported(node, f"count of '{f.description}'")
            qty = P.object_count(_in_zone(typed, f.zone))
        return P.quantity_comparison(
            P.quantity_ref(qty), _COMPARATOR[count.relation], P.fixed(count.value)
        )

    def _enters(self, node: ir.StaticAbility) -> list[Json] | None:
        """ "This land enters tapped", "This creature enters with two +1/+1 counters on it"
        (CR 614.1c): phase's ``Moved`` replacement of this object entering the battlefield,
        tapping it or putting the counters on it, as phase's own faces write it."""
        found: list[Json] = []
        if node.enters_choosing is not None:
            return self.unsupported(node.enters_choosing, "a choice made as it enters")
        if node.enters_tapped is not None and node.enters_tapped.unless is not None:
            return self.unsupported(node.enters_tapped, "entering tapped unless a condition holds")
        if node.enters_tapped is not None and node.enters_tapped.unless_revealed is not None:
            return self.unsupported(node.enters_tapped, "entering tapped unless a card is revealed")
        if node.enters_tapped is not None and node.enters_tapped.unless_paid_life:
            return self.unsupported(node.enters_tapped, "entering tapped unless life is paid")
        if node.enters_tapped is not None and node.enters_tapped.objects is not None:
            return self.unsupported(node.enters_tapped, "other permanents entering tapped")
        if node.enters_tapped is not None:
            tap = {"type": "SetTapState", "target": P.self_ref(), "scope": {"type": "Single"},
                   "state": {"type": "Tap"}}  # fmt: skip
            found.append(tap)
        w = node.enters_with
        if w is not None:
            count = w.count
            if (
                w.for_each is not None
                or w.per_color_spent
                or w.per_time_kicked
                or w.per_mana_spent
                or w.or_counter  # "your choice of a ... counter or a ... counter": not written
                or w.objects is not None  # "each other creature you control enters with"
                or w.condition is not None  # "... if you control a creature with power 4 ..."
                or w.abilities  # "... and with flying" (CR 614.1c): not written
                or w.counter not in _COUNTERS
                or count.is_x
                or count.relation is not ir.Relation.EXACTLY
            ):
                return self.unsupported(w, "entering with this number or kind of counters")
            found.append({"type": "PutCounter", "counter_type": _COUNTERS[w.counter],
                          "count": P.fixed(count.value), "target": P.self_ref()})  # fmt: skip
        return [
            P.replacement(
                "Moved",
                execute=P.spell_ability(effect),
                valid_card=P.self_ref(),
                description=node.text or None,
                extra={"destination_zone": "Battlefield"},
            )
            for effect in found
        ]

    def replacement_ability(self, node: ir.ReplacementAbility, parts: dict[str, list[Any]]) -> None:
        """Tokens plus a predefined artifact token (CR 614.1a, 111.10): phase's ``CreateToken``
        replacement with an ``additional_token_spec`` naming the token's script."""
        if (
            node.event not in ("create_token", "create_tokens")
            or node.whose is not ir.Whose.YOU
            or node.token is None
            or node.recipients is not None  # only of some tokens: not written yet
            or node.condition is not None  # "As long as ..., if ...": not written yet
        ):
            return self.unsupported(node, f"replacement of {node.event}")
        token = node.token.predefined
        if token not in _ARTIFACT_TOKENS or node.extra != 1:
            return self.unsupported(
                node, f"replacement adding {node.extra} {token or 'described'} token"
            )
        spec = {
            "characteristics": {"display_name": token, "power": None, "toughness": None,
                                "core_types": ["Artifact"], "subtypes": [token],
                                "supertypes": [], "colors": [], "keywords": []},
            "script_name": token, "static_abilities": [], "enter_with_counters": [],
            "tapped": False, "enters_attacking": False, "sacrifice_at": None,
            "source_id": 0, "controller": 0,
        }  # fmt: skip
        extra = {"token_owner_scope": "You", "additional_token_spec": spec}
        built = P.replacement("CreateToken", description=node.text or None, extra=extra)
        parts["solved_replacements" if node.gate else "replacements"].append(built)

    # ---- static parts

    def cost_reduction(self, node: ir.CostReduction, description: str | None) -> Json | None:
        """ "[spells] you cast cost {N} less" (CR 601.2f): phase's ``ModifyCost`` Reduce, or
        Raise for "more"."""
        # the static's affected player is you: the spells you cast
        spells = spell_filter(replace(node.spells, cast_by=None))
        if spells is None or node.spells.cast_by is not ir.Whose.YOU:
            return self.unsupported(node, f"spells '{node.spells.description}'")
        if node.colored:
            return self.unsupported(node, "a cost increase of colored mana")
        change = "Raise" if node.increase else "Reduce"
        mode = {"ModifyCost": {"mode": change, "amount": P.mana_cost(f"{{{node.generic}}}"),
                               "spell_filter": spells}}  # fmt: skip
        return P.static_ability(mode, affected=P.typed_filter(["Card"], "You"),
                                description=description)  # fmt: skip

    def _affected(self, node: Any, a: ir.Affected) -> Json | None:
        """The objects a static ability affects: this object, or the ones its filter names."""
        if a.attached:
            return self.unsupported(node, "an effect on the attached permanent")
        if a.paired:  # soulbond's pair (CR 702.95b)
            return self.unsupported(node, "an effect on the creatures paired by soulbond")
        affected = P.self_ref() if a.filter is None else phase_filter(a.filter, self._attachment())
        if affected is None:
            return self.unsupported(node, f"objects '{a.filter.description}'")  # type: ignore[union-attr]
        return affected

    def restriction(self, node: ir.Restriction, description: str | None) -> Json | None:
        """ "[This creature] can't block", "... attacks each combat if able", "... doesn't
        untap during its controller's untap step": the static mode phase's own faces write
        (:data:`_RESTRICTION_MODES`); one naming other creatures or lifted by an 'unless' has
        no form here."""
        mode: str | Json | None = _RESTRICTION_MODES.get(node.kind)
        if node.kind == "blocked_by_at_most_one":  # CR 509.1b
            mode = {"CantBeBlockedByMoreThan": {"max": 1}}
        elif node.kind in _BLOCKER_RESTRICTIONS and node.filter is not None:
            # "can't be blocked by [creatures]", "can block only [creatures]", "can't be blocked
            # except by [creatures]" (CR 509.1b): the blockers' or attackers' filter
            named = phase_filter(node.filter)
            if named is None:
                return self.unsupported(node, f"filter '{node.filter.description}'")
            mode = _BLOCKER_RESTRICTIONS[node.kind](named)
        if mode is None or (node.filter is not None and node.kind not in _BLOCKER_RESTRICTIONS):
            return self.unsupported(node, f"the rule '{ir.RESTRICTIONS.get(node.kind, node.kind)}'")
        if node.unless is not None:
            return self.unsupported(node, "a rule that applies 'unless …'")
        affected = self._affected(node, node.affected)
        if affected is None:
            return None
        return P.static_ability(mode, affected=affected, description=description)

    def continuous_effect(self, node: ir.ContinuousEffect, description: str | None) -> Json | None:
        if node.chosen:  # "is the chosen type / color" (CR 607.2a): no form written here yet
            return self.unsupported(node, "the type or color chosen as it entered")
        affected = self._affected(node, node.affected)
        if affected is None:
            return None
        if node.control or node.set_colors or node.add_colors:
            return self.unsupported(node, "control or color change")
        if node.remove_keywords:
            return self.unsupported(node, "losing a keyword")
        if node.remove_types:
            return self.unsupported(node, "losing a card type (CR 613.1d)")
        if node.replace_subtypes:
            return self.unsupported(node, "subtypes that replace the old ones (CR 205.1a, 305.7)")
        mods: list[Json] = self._dynamic_pt(node)
        if any(m is None for m in mods):
            return None
        mods += [{"type": "AddType", "core_type": _cap(t)} for t in node.add_types]
        mods += [{"type": "AddSubtype", "subtype": _cap(s)} for s in node.add_subtypes]
        if node.set_power is not None:
            mods.append({"type": "SetPower", "value": node.set_power})
        if node.set_toughness is not None:
            mods.append({"type": "SetToughness", "value": node.set_toughness})
        if node.per is not None:  # "for each charge counter on ~": no phase form written
            return self.unsupported(node, "a P/T change for each counter on the source")
        if node.remove_all_abilities:  # "Creatures lose all abilities.": no phase form written
            return self.unsupported(node, "losing all abilities in a static ability")
        if node.per_x is not None:  # "gets -X/-0, where X is ...": no phase form written
            return self.unsupported(node, "a P/T change of X counted continuously")
        if node.power and node.for_each is None:
            mods.append({"type": "AddPower", "value": node.power})
        if node.toughness and node.for_each is None:
            mods.append({"type": "AddToughness", "value": node.toughness})
        for granted in node.add_abilities:
            one = self._granted(granted)
            if one is None:
                return None
            mods.append(one)
        static = P.static_ability("Continuous", affected=affected, modifications=mods,
                                  description=description)  # fmt: skip
        if node.define_power is not None or node.define_toughness is not None:
            static["characteristic_defining"] = True  # CR 604.3: in every zone
        return static

    def _dynamic_pt(self, node: ir.ContinuousEffect) -> list[Any]:
        """ "gets +1/+1 for each other creature you control" (the number counted whenever it
        is needed): phase's ``AddDynamicPower`` / ``AddDynamicToughness`` of the
        ``Multiply``-ed ``ObjectCount``; "~'s power and toughness are each equal to the number
        of creatures you control" (CR 604.3): ``SetDynamicPower`` / ``SetDynamicToughness``
        of the count -- as phase's own faces write them. A part without a phase form is a
        gap (a None in the list)."""
        mods: list[Any] = []
        if node.for_each is not None:
            f = node.for_each
            counted = None
            # phase counts a static's "another" apart from each affected object, not the
            # source (the breadth differential: an Aura's "+2/+2 for each other enchantment"
            # counted the Aura itself): written only where the two are one
            if node.for_each_basic_land_type:
                pass  # domain (CR 305.6): phase's ObjectCount counts objects, not types
            elif node.for_each_other_than_affected:
                pass  # "for each other creature you control" of an Aura's creature: not written
            elif f.zone is ir.ZoneName.BATTLEFIELD and not (f.other and node.affected.filter):
                counted = self._quantity(ir.NumberOf(filter=f))
            if counted is None:
                return [self.unsupported(node, "a P/T change for each object")]
            for stat, n in (("Power", node.power), ("Toughness", node.toughness)):
                if n:
                    value = counted if n == 1 else P.multiply(n, counted)
                    mods.append({"type": f"AddDynamic{stat}", "value": value})
        for stat, amount in (("Power", node.define_power), ("Toughness", node.define_toughness)):
            if amount is None:
                continue
            value = self._quantity(amount)
            # (X is chosen on casting: no value a characteristic-defining ability can have)
            if value is None or value["type"] == "Fixed" or value == P.quantity_ref(P.variable_x()):
                return [self.unsupported(node, "power or toughness defined by a count (CR 604.3)")]
            mods.append({"type": f"SetDynamic{stat}", "value": value})
        return mods

    def _granted(self, granted: Any) -> Json | None:
        """An ability a static ability gives the objects it affects (layer 6, CR 613.1f), as
        phase's own faces write it: a keyword ``AddKeyword`` (with its parameter:
        "protection from red"); an activated or mana ability ``GrantAbility`` of its
        definition; a triggered ability ``GrantTrigger``. Inside it, "this creature" is the
        object that has the ability (CR 113.7), phase's ``SelfRef`` there."""
        if isinstance(granted, ir.KeywordName):
            if _lacks(granted.name):
                return self.unsupported(granted, _lacks(granted.name))  # type: ignore[arg-type]
            return {"type": "AddKeyword", "keyword": _keyword(granted.name)}
        kinds = (ir.KeywordAbility, ir.ActivatedAbility, ir.ManaAbility, ir.TriggeredAbility)
        if not isinstance(granted, kinds) or getattr(granted, "gate", False):
            return self.unsupported(granted, "a granted ability other than a keyword")
        kinds_of_part = ("keywords", "abilities", "triggers", "static_abilities", "replacements")
        parts: dict[str, list[Any]] = {k: [] for k in kinds_of_part}
        gaps = len(self._gaps)
        self.visit(granted, parts)
        if len(self._gaps) > gaps:
            return None
        written = {k: v for k, v in parts.items() if v}
        if set(written) == {"keywords"} and len(written["keywords"]) == 1:
            return {"type": "AddKeyword", "keyword": written["keywords"][0]}
        if set(written) == {"abilities"} and len(written["abilities"]) == 1:
            return {"type": "GrantAbility", "definition": written["abilities"][0]}
        if set(written) == {"triggers"} and len(written["triggers"]) == 1:
            return {"type": "GrantTrigger", "trigger": written["triggers"][0]}
        return self.unsupported(granted, "a granted ability other than a keyword")

    def rule_modification(self, node: ir.RuleModification, description: str | None) -> Json | None:
        if node.rule == "additional_land" and node.count > 1:
            # "two additional lands" (CR 305.2): phase's rule is for one land
            return self.unsupported(node, "more than one additional land each turn")
        if node.rule == "additional_land":
            return P.static_ability("MayPlayAdditionalLand", affected=P.controller_player(),
                                    description=description)  # fmt: skip
        if node.rule == "look_at_top":
            return P.static_ability("MayLookAtTopOfLibrary", affected=P.typed_filter([], "You"),
                                    description=description)  # fmt: skip
        if node.rule == "play_from_top":
            kinds = (["Land"] if node.lands else []) + [
                _cap(k) for f in node.spells for t in f.types for k in t.any_of
            ]
            if not kinds or any(f.subtypes or f.controller for f in node.spells):
                return self.unsupported(node, "cards playable from the top of the library")
            mode = {"TopOfLibraryCastPermission": {"play_mode": "Play", "frequency": "Unlimited",
                                                   "alt_cost": None}}  # fmt: skip
            affected = {"type": "Or", "filters": [P.typed_filter([k]) for k in kinds]}
            return P.static_ability(mode, affected=affected, description=description)
        if node.rule == "damage_persists":
            return P.static_ability("DamageNotRemovedDuringCleanup", description=description)
        return self.unsupported(node, f"rule modification '{node.rule}'")

    # ---- triggers: the trigger objects for an execute

    def step_trigger(self, node: ir.StepTrigger, execute: Json, text: str | None) -> list[Json]:
        constraint = {"type": "OnlyDuringYourTurn"} if node.whose is ir.Whose.YOU else None
        if node.of_attached:
            return self.unsupported(node, "the step of enchanted permanent's controller")  # type: ignore[return-value]
        if node.whose not in (ir.Whose.YOU, ir.Whose.ANY):
            return self.unsupported(node, f"'{node.whose}' step")  # type: ignore[return-value]
        if node.step not in _STEPS:  # "at end of combat" (CR 511.2): not written yet
            return self.unsupported(node, f"the step '{node.step}'")  # type: ignore[return-value]
        return [P.trigger("Phase", execute, phase=_STEPS[node.step], constraint=constraint,
                          description=text)]  # fmt: skip

    def event_trigger(
        self, node: ir.EventTrigger, execute: Json, text: str | None
    ) -> list[Json] | None:
        phrase = printed_words(self.card, node.span) or node.event
        entering = node.event in ("enters", "enters_or_face_up")
        if entering and node.by is ir.Whose.YOU and node.subject is not None:
            # "enters the battlefield under your control" (CR 603.6a): a permanent you control
            # as it enters, as phase's own faces write it
            if node.subject.controller is not None or node.subject.not_controller is not None:
                return self.unsupported(node, "entering under a particular player's control")
            you = ir.Players(span=node.subject.span, who="you")
            node = replace(node, by=None, subject=replace(node.subject, controller=you))
        written = {"enters": ("subject",), "enters_or_face_up": ("subject",),
                   "dies": ("subject",), "cast": ("subject", "by", "ordinal"),
                   "attack": ("by",), "attacks": ("subject",),
                   "combat_damage_to_player": ("subject", "by"),
                   "blocks": (), "gain_life": ("by",),
                   "turned_face_up": ("subject",)}.get(node.event)  # fmt: skip
        if written is not None and self.unwritten(
            node, written, phrase, "karlov's phase generator has no form for it"
        ):
            return None
        if node.event == "gain_life" and node.by is ir.Whose.YOU:
            # "Whenever you gain life" (CR 119.10): LifeGained of the controller, as phase's
            # own faces write it
            return [P.trigger("LifeGained", execute, valid_target=P.controller_player(),
                              description=text)]  # fmt: skip
        casters = {ir.Whose.YOU: P.controller_player(), ir.Whose.ANY: None,
                   ir.Whose.OPPONENT: P.typed_filter([], "Opponent")}  # fmt: skip
        if node.event == "cast" and node.subject is not None and node.by in casters:
            # "Whenever you / a player / an opponent casts [a spell]" (CR 601.2i): SpellCast
            # whose valid_target is the caster (the controller, anyone, an opponent), as
            # phase's own faces write it
            spells = spell_filter(node.subject)
            if spells is None:
                return self.unsupported(node, f"spells '{node.subject.description}'")
            constraint = None
            if node.ordinal is not None:  # "your second spell each turn"
                constraint = {"type": "NthSpellThisTurn", "n": node.ordinal}
                if stated_fields(node.subject) != ["zone"]:
                    constraint["filter"] = spells
            return [P.trigger("SpellCast", execute, valid_card=spells, constraint=constraint,
                              valid_target=casters[node.by], description=text)]  # fmt: skip
        valid = P.self_ref() if node.subject is None else phase_filter(node.subject)
        attacking = node.event in ("attacks", "combat_damage_to_player")
        if attacking and node.subject is not None and node.subject.attached_to_source:
            valid = self._attached_creature(node.subject)
        if valid is None:
            return self.unsupported(node, f"subject '{node.subject.description}'")  # type: ignore[union-attr]
        if node.event in ("enters", "enters_or_face_up"):
            found = [P.trigger("ChangesZone", execute, valid_card=valid,
                               destination="Battlefield", description=text)]  # fmt: skip
            if node.event == "enters_or_face_up":
                found.append(P.trigger("TurnFaceUp", execute, valid_card=valid,
                                       description=text))  # fmt: skip
            return found
        if node.event == "turned_face_up":  # "When ~ is turned face up" (CR 708.8)
            return [P.trigger("TurnFaceUp", execute, valid_card=valid, description=text)]
        if node.event == "put_into_graveyard_from_battlefield":
            # any permanent (CR 603.6c, 603.10a): the same ChangesZone as "dies", which is
            # written for a permanent that is no creature only (a creature's is "dies",
            # CR 700.4); a subject that may be a creature stays a gap here
            card = self.card
            assert card is not None
            creature = (
                "creature" in {t.lower() for t in card.types}
                if node.subject is None
                else any("creature" in t.any_of for t in node.subject.types)
                or not node.subject.types
            )
            if creature or self.unwritten(node, ("subject",), phrase, "karlov's phase "
                                          "generator has no form for it"):  # fmt: skip
                return self.unsupported(node, f"trigger event '{node.event}'")
            return [P.trigger("ChangesZone", execute, valid_card=valid, origin="Battlefield",
                              destination="Graveyard", description=text)]  # fmt: skip
        if node.event == "dies":
            return [P.trigger("ChangesZone", execute, valid_card=valid, origin="Battlefield",
                              destination="Graveyard", description=text)]  # fmt: skip
        if node.event in ("enters", "enters_or_face_up") and node.by is not None:
            return self.unsupported(node, "entering under a particular player's control")
        if node.event == "combat_damage_to_player":
            return self._combat_damage_trigger(node, valid, execute, text)
        if node.event == "blocks":
            # "Whenever this creature blocks" (CR 509.3a): phase's Blocks trigger of the
            # source, as phase's own faces write it
            return [P.trigger("Blocks", execute, valid_card=valid, description=text)]
        if node.event == "attack" and node.subject is None and node.by is ir.Whose.YOU:
            return [P.trigger("YouAttack", execute, description=text)]
        if node.event == "attacks":
            # "Whenever this creature / a creature you control attacks" (CR 508.3a): phase's
            # Attacks trigger, as phase's own faces write it
            return [P.trigger("Attacks", execute, valid_card=valid, description=text)]
        return self.unsupported(node, f"trigger event '{node.event}'")

    def _combat_damage_trigger(
        self, node: ir.EventTrigger, valid: Json, execute: Json, text: str | None
    ) -> list[Json] | None:
        """ "Whenever [this creature / a creature you control] deals combat damage to a
        player" (CR 510.3a, 603.2): phase's ``DamageDone`` trigger of combat damage
        (``CombatOnly``) from that source to a ``Player``, as phase's own faces write it."""
        if node.by not in (None, ir.Whose.ANY):  # "to an opponent": no phase form here
            return self.unsupported(node, "combat damage to this player")
        found = P.trigger("DamageDone", execute, valid_source=valid,
                          valid_target={"type": "Player"}, description=text)  # fmt: skip
        found["damage_kind"] = "CombatOnly"
        return [found]

    def _attached_creature(self, f: ir.ObjectFilter) -> Json | None:
        """ "enchanted creature" / "equipped creature" as a trigger's subject: phase's
        ``AttachedTo`` (the permanent the source is attached to, as its own faces write it),
        which checks no type -- so only where that permanent is a creature by the rules: an
        Equipment's (CR 301.5c) or an Aura's that can enchant only creatures (CR 303.4c)."""
        if sorted(stated_fields(f)) != ["attached_to_source", "types"] or not _only_creatures(f):
            return None
        card = self.card
        assert card is not None
        subtypes = {s.lower() for s in card.subtypes}
        enchant = [a.filter for a in card.abilities
                   if isinstance(a, ir.KeywordAbility) and a.name == "enchant"]  # fmt: skip
        if "equipment" in subtypes or (
            "aura" in subtypes and len(enchant) == 1 and enchant[0] is not None
            and _only_creatures(enchant[0])
        ):  # fmt: skip
            return {"type": "AttachedTo"}
        return None

    def any_of(self, node: ir.AnyOf, execute: Json, text: str | None) -> list[Json] | None:
        """ "Whenever a Detective you control enters or is turned face up": one ability that
        triggers once on an event any part matches; a trigger two parts share (``enters`` and
        ``enters_or_face_up`` both watch a permanent entering) is written once."""
        found: list[Json] = []
        for one in node.triggers:
            built = (
                self.step_trigger(one, execute, text)
                if isinstance(one, ir.StepTrigger)
                else self.event_trigger(one, execute, text)
            )
            if built is None:
                return None
            found += [trigger for trigger in built if trigger not in found]
        return found

    # ---- solve conditions (CR 719.3a): a face's solve_condition

    def object_count(self, node: ir.ObjectCount) -> Json | None:
        f, count = node.filter, node.count
        if node.different_names:
            return self.unsupported(node, "a count of objects with different names")
        cmp = _COMPARATOR[count.relation]
        plain = all(set(t.any_of) <= {"card"} and not t.none_of for t in f.types)
        own_zone = (
            f.zone in (ir.ZoneName.HAND, ir.ZoneName.GRAVEYARD) and f.zone_owner is ir.Whose.YOU
        )
        if own_zone and plain and not (f.subtypes or f.subtypes_any_of):
            qty = P.hand_size() if f.zone is ir.ZoneName.HAND else P.graveyard_size()
            return self._compare(qty, count)
        typed = phase_filter(f)
        if typed is None:
            if f.damaged:
                return self.unsupported(
                    node, "phase has no filter property for damage marked on a creature", "T003"
                )
            return self.unsupported(node, f"count of '{f.description}'")
        return P.object_count_solve(_in_zone(typed, f.zone), cmp, count.value)

    def _compare(self, qty: Json, count: ir.Count) -> Json:
        return P.condition_solve(P.quantity_comparison(
            P.quantity_ref(qty), _COMPARATOR[count.relation], P.fixed(count.value)))  # fmt: skip

    def colors_among(self, node: ir.ColorsAmong) -> Json | None:
        typed = phase_filter(node.filter)
        if typed is None:
            return self.unsupported(node, f"colors among '{node.filter.description}'")
        return self._compare(P.distinct_colors_among(_in_zone(typed, node.filter.zone)), node.count)

    def total_power(self, node: ir.TotalPower) -> Json | None:
        typed = phase_filter(node.filter)
        if typed is None:
            return self.unsupported(node, f"power of '{node.filter.description}'")
        qty = P.total_power(_in_zone(typed, node.filter.zone))
        return self._compare(qty, ir.Count(ir.Relation.AT_LEAST, node.at_least))

    def life_gained_this_turn(self, node: ir.LifeGainedThisTurn) -> Json:
        return self._compare(P.life_gained_this_turn(), node.count)

    def spells_cast_this_turn(self, node: ir.SpellsCastThisTurn) -> Json | None:
        f = node.filter
        phrase = printed_words(self.card, node.span) or f.description
        if node.by is not None and node.by.who != "you":
            return self.unsupported(node, f"'{phrase}': the spells of a player other than you")
        scope = "Controller" if node.by is not None else "All"
        if self.unwritten(f, _CHARACTERISTICS, phrase, "karlov's phase generator writes only "
                          "the card types, subtypes, supertypes and colors of spells "
                          "cast"):  # fmt: skip
            return None
        typed = spell_filter(f)
        if typed is None:
            return self.unsupported(node, f"'{phrase}': spells '{f.description}'")
        return self._compare(P.spells_cast_this_turn(scope, typed), node.count)  # type: ignore[arg-type]

    def happened_this_turn(self, node: ir.HappenedThisTurn) -> Json | None:
        f = node.filter
        phrase = printed_words(self.card, node.span) or f.description
        if node.event == "attacked":
            # phase's AttackedThisTurn quantity is a number with no filter of the attackers
            limit = (
                "karlov's phase generator counts the attackers of the turn with AttackedThisTurn, "
                "which has no filter"
            )
            if self.unwritten(f, ("types",) if _only_creatures(f) else (), phrase, limit):
                return None
            return self._compare(P.attacked_this_turn("All"), node.count)
        if node.event == "put_into_graveyard":
            if self.unwritten(f, (*_CHARACTERISTICS, "tokens"), phrase, "karlov's phase "
                              "generator writes only the characteristics of the cards put into "
                              "graveyards"):  # fmt: skip
                return None
            typed = phase_filter(replace(f, tokens=None, zone=ir.ZoneName.BATTLEFIELD))
            if typed is None:
                return self.unsupported(node, f"'{phrase}': objects '{f.description}'")
            if f.tokens is not None:  # "creature cards": no token (CR 111.7, 700.4)
                kind = {"type": "Token" if f.tokens else "NonToken"}
                typed = {**typed, "properties": [*typed["properties"], kind]}
            return self._compare(P.zone_changes_this_turn(typed, to_zone="Graveyard"), node.count)
        if node.event == "dealt_damage":
            return self.unsupported(
                node, "phase has no count of distinct sources that dealt damage this turn", "T003"
            )
        return self.unsupported(node, f"history event '{node.event}'")

    # ---- costs

    def cost(self, node: ir.Cost) -> Json | None:
        costs: list[Json] = []
        if node.loyalty is not None:
            loyalty = self.loyalty_cost(node.loyalty)
            if loyalty is None:
                return None
            costs.append(loyalty)
        if node.mana:
            costs.append(P.mana_cost_payment(node.mana))
        if node.tap:
            costs.append({"type": "Tap"})
        if node.untap:  # not written yet: a gap, never dropped
            return self.unsupported(node, "the untap symbol {Q} in a cost")
        # the other parts as phase's own faces write them ("{1}, Sacrifice a creature",
        # "Pay 2 life", "Discard a card", "Remove a +1/+1 counter from ~", "Tap an untapped
        # creature you control": CR 118.3, 119.4, 701.9a, 122.8)
        for sac in node.sacrifices:
            if sac.filter is None:
                costs.append(P.sacrifice_self_cost())
                continue
            typed = phase_filter(replace(sac.filter, controller=None))
            if typed is None:
                return self.unsupported(sac, f"sacrifice of '{sac.filter.description}'")
            costs.append({"type": "Sacrifice", "target": typed, "count": sac.count})
        if node.pay_life:
            costs.append({"type": "PayLife", "amount": P.fixed(node.pay_life)})
        if node.reveal_self:
            return self.unsupported(node, "revealing this card from the hand as a cost")
        if node.discard or node.discard_self:
            costs.append({"type": "Discard", "count": P.fixed(node.discard or 1), "filter": None,
                          "random": False, "self_ref": node.discard_self})  # fmt: skip
            if node.discard and node.discard_self:
                return self.unsupported(node, "discarding this card and others as a cost")
        for remove in node.remove_counters:
            if remove.x or remove.any_number:
                return self.unsupported(remove, "removing a number of counters chosen as a cost")
            if remove.filter is not None:
                return self.unsupported(remove, "removing counters from another permanent")
            if remove.kind not in _COUNTERS:
                return self.unsupported(remove, f"removing {remove.kind} counters as a cost")
            costs.append({"type": "RemoveCounter", "count": remove.count,
                          "counter_type": {"type": "OfType", "data": _COUNTERS[remove.kind]},
                          "target": None, "selection": "SingleObject"})  # fmt: skip
        for tap in node.tap_untapped:  # phase's TapCreatures: creatures only
            f = replace(tap.filter, controller=None, tapped=None)
            typed = phase_filter(f) if _only_creatures(f) else None
            if typed is None:
                return self.unsupported(tap, f"tapping '{tap.filter.description}' as a cost")
            costs.append({"type": "TapCreatures", "filter": {**typed, "controller": "You"},
                          "requirement": {"requirement": "count", "count": tap.count}})  # fmt: skip
        if node.exile_self:
            return self.unsupported(node, "exiling this card as a cost")
        if node.exile_from_graveyard:  # not written yet: a gap, never dropped
            return self.unsupported(node, "exiling cards from your graveyard as a cost")
        if node.exile_from_hand:  # not written yet: a gap, never dropped
            return self.unsupported(node, "exiling cards from your hand as a cost")
        if node.return_self:  # not written yet: a gap, never dropped
            return self.unsupported(node, "returning this permanent to its owner's hand as a cost")
        if node.exert_self:  # not written yet: a gap, never dropped
            return self.unsupported(node, "exerting this permanent as a cost (CR 701.43a)")
        if node.exile_top:  # not written yet: a gap, never dropped
            return self.unsupported(node, "exiling the top cards of your library as a cost")
        if node.discard_cards:  # not written yet: a gap, never dropped
            return self.unsupported(node, "discarding a kind of card as a cost")
        if node.energy:  # not written yet: a gap, never dropped
            return self.unsupported(node, "paying energy counters as a cost (CR 107.14)")
        if node.discard_random:  # not written yet: a gap, never dropped
            return self.unsupported(node, "discarding cards at random as a cost (CR 701.9b)")
        if node.reveal_from_hand:  # not written yet: a gap, never dropped
            return self.unsupported(node, "revealing cards from your hand as a cost (CR 701.20a)")
        if node.one_of:  # not written yet: a gap, never dropped
            return self.unsupported(node, "a choice of two additional costs (CR 601.2b)")
        if node.pay_life_x:  # not written yet: a gap, never dropped
            return self.unsupported(node, "paying X life as a cost (CR 107.3a)")
        if node.return_to_hand:  # not written yet: a gap, never dropped
            return self.unsupported(node, "returning permanents to their owner's hand as a cost")
        if not costs:
            return self.unsupported(node, "an empty cost")
        return costs[0] if len(costs) == 1 else P.composite_cost(*costs)

    def loyalty_cost(self, node: ir.LoyaltyCost) -> Json | None:
        """A loyalty symbol (CR 606.4): phase's ``Loyalty`` cost with the signed number of
        counters, as its own faces write [+1], [−2] and [0]. phase has no [−X] form (its own
        parser writes a removal of 2**32 - 1 counters), so [−X] is a gap."""
        if node.remove_x:
            return self.unsupported(node, "a [−X] loyalty cost (X chosen as it is activated)")
        return P.loyalty_cost(node.put - node.remove)

    # ---- effects: a chain of steps, each ``{"effect": ..., ["multi_target": ...]}``

    def _chain(
        self, effect: ir.Effect, targets: tuple[ir.TargetSpec, ...], fresh: bool = True
    ) -> list[Json] | None:
        """The steps of one ability's effect. What the steps share while they are written --
        the target indexes already chosen (a later step refers to them as ``ParentTarget``)
        and what an earlier step recorded for a pronoun -- is reset for each ability (not for
        a spell's later paragraph: ``fresh=False``)."""
        if fresh:
            self._chosen_targets, self._mentioned = set(), {}
        if self.targets_unwritten(targets):
            return None
        return self.visit(effect, targets)

    def _link(self, steps: list[Json]) -> Json | None:
        """Steps as a chain of sub-abilities; a step's keys besides ``effect``
        (``multi_target``, ``distribute``, ``duration``, ``sub_link``) go on its ability."""
        following = None
        for step in reversed(steps):
            following = P.spell_ability(step["effect"], sub_ability=following)
            following.update({k: v for k, v in step.items() if k != "effect"})
        return following

    def _execute(self, effect: ir.Effect, targets: tuple[ir.TargetSpec, ...]) -> Json | None:
        chain = self._chain(effect, targets)
        return None if chain is None else self._link(chain)

    def may_do(self, node: ir.MayDo, targets: tuple[ir.TargetSpec, ...]) -> list[Json] | None:
        """ "You may play that card this turn": the permission (see :func:`_is_permission`).
        "You may [one instruction]" (CR 608.2d): that step's ability is ``optional`` -- phase
        asks its controller as it reaches the step (``OptionalEffectChoice``), as phase's own
        faces write it; an optional action of several steps (one choice for all of them) or
        chosen by another player has no form here yet."""
        if is_permission(node.effect):
            return self.visit(node.effect, targets)
        if _optional_search(node):  # the search's chain, optional at its first step
            return self.sequence(ir.Sequence((node,), span=node.span), targets)
        if node.chooser.who != "you":
            return self.unsupported(node, "an optional action chosen by another player")
        if isinstance(node.effect, ir.PayMana):
            payer = node.effect.payer
            if payer is not None and (payer.who != "you" or payer.of is not None or payer.key):
                return self.unsupported(payer, "mana paid by another player")
            # "you may pay {1}" (CR 118.3): phase's PayCost, as its own faces write it
            pay = {"type": "PayCost", "cost": P.mana_cost_payment(node.effect.mana),
                   "payer": P.controller_player()}  # fmt: skip
            return [{"effect": pay, "optional": True}]
        steps = self.visit(node.effect, targets)
        if steps is None:
            return None
        if len(steps) != 1:
            return self.unsupported(node, "an optional action of several steps")
        return [{**steps[0], "optional": True}]

    def unless_pays(
        self, node: ir.UnlessPays, targets: tuple[ir.TargetSpec, ...]
    ) -> list[Json] | None:
        """ "Counter target spell unless its controller pays {1}", "sacrifice it unless you
        pay {1}" (CR 118.12a): the step's ability with phase's ``unless_pay`` -- the payer
        (``Controller``, or ``ParentTargetController``: the controller of the step's target)
        may pay the mana as it resolves, and the step happens unless they do (phase asks
        them, ``UnlessPayment``), as phase's own faces write it."""
        if not _mana_only(node.cost):
            return self.unsupported(node.cost, "a cost other than mana to stop an instruction")
        if node.generic is not None:
            return self.unsupported(node, "paying {X} to stop an instruction")
        if node.times is not None:
            return self.unsupported(node, "a payment of mana for each object")
        chosen_before = set(self._chosen_targets)
        steps = self.visit(node.effect, targets)
        if steps is None:
            return None
        if len(steps) != 1:
            return self.unsupported(node, "'unless … pays' stopping several steps")
        players = node.players
        payer: Json | None = None
        if players.who == "you" and players.of is None and not players.key:
            payer = {"type": "Controller"}
        elif (
            players.who == "controller"
            and isinstance(players.of, ir.TargetObjects)
            and players.of.target_index in self._chosen_targets - chosen_before
        ):  # the controller of the target this step chose ("its controller")
            payer = {"type": "ParentTargetController"}
        if payer is None:
            return self.unsupported(players, "a payer of 'unless … pays'")
        unless = {"cost": P.mana_cost_payment(node.cost.mana), "payer": payer}
        return [{**steps[0], "unless_pay": unless}]

    def sequence(self, node: ir.Sequence, targets: tuple[ir.TargetSpec, ...]) -> list[Json] | None:
        steps: list[Json] = []
        rest = list(node.steps)
        while rest:
            step = rest.pop(0)
            if isinstance(step, ir.Action) and step.verb == ir.Verb.SEARCH:
                found = self._search(step, rest)
            elif _optional_search(step):
                # "you may search your library for ..., put it ..., then shuffle": one choice
                # for the whole search (CR 608.2d); phase asks it at the search, and a
                # declined optional step skips every step chained under it -- so only an
                # "If you do" may follow it
                assert isinstance(step, ir.MayDo) and isinstance(step.effect, ir.Sequence)
                chain = list(step.effect.steps)
                found = self._search(chain.pop(0), chain)  # type: ignore[arg-type]
                followed = bool(rest) and not isinstance(rest[0], ir.IfDone)
                if found is not None and (chain or followed):
                    return self.unsupported(step, "an instruction after an optional search")
                if found is not None:
                    found = [{**found[0], "optional": True}, *found[1:]]
            elif isinstance(step, ir.IfDone):
                found = self._if_done(step, targets, steps, rest)
            else:
                found = self.visit(step, targets)
            if found is None:
                return None
            steps += found
        return steps

    def _if_done(
        self,
        node: ir.IfDone,
        targets: tuple[ir.TargetSpec, ...],
        before: list[Json],
        rest: list[ir.Effect],
    ) -> list[Json] | None:
        """ "You may [do X]. If you do, [Y]." (CR 608.2c): Y's steps chained under the optional
        step, each with phase's condition that the optional step was done (``EffectOutcome``
        ``OptionalEffectPerformed``), as phase's own faces write it. Only as the last
        instruction: a declined optional step in phase skips every step chained under it,
        and an instruction after the "if you do" happens either way."""
        if not before or not before[-1].get("optional") or rest:
            return self.unsupported(node, "'If you do' other than right after the last 'you may'")
        steps = self.visit(node.effect, targets)
        if steps is None:
            return None
        if any("condition" in step for step in steps):
            return self.unsupported(node, "'If you do' followed by a step with a condition")
        # each step of it carries the condition (it reads the optional step's outcome, which
        # every later step of the chain still sees); the first is linked to the optional
        # step as phase's own faces link it, the others keep their links (a search's put)
        done = {"type": "EffectOutcome", "signal": "OptionalEffectPerformed"}
        first = {**steps[0], "condition": done, "sub_link": "SequentialSibling"}
        return [first, *({**step, "condition": done} for step in steps[1:])]

    def _search(self, node: ir.Action, rest: list[ir.Effect]) -> list[Json] | None:
        """ "Search your library for [a card], [reveal it,] put it into your hand, then
        shuffle" (CR 701.23): phase's ``SearchLibrary`` (with ``reveal``), then ``ChangeZone``
        of what was found, then ``Shuffle`` -- the chain phase's own faces write."""
        if node.also_zones:
            return self.unsupported(node, "searching more than one zone")
        if node.zone_owner is not None:
            return self.unsupported(node, "searching another player's zone")
        if node.all_public:
            return self.unsupported(node, "a search for all cards with a quality")
        if node.count is not None and node.count.is_x:
            return self.unsupported(node, "a search for X cards")
        key = node.remember
        revealed = bool(rest) and acts_on(rest[0], ir.Verb.REVEAL, key)
        if revealed:
            rest.pop(0)
        if not (rest and acts_on(rest[0], ir.Verb.MOVE, key)):
            return self.unsupported(node, "a search not followed by putting the card somewhere")
        put = rest.pop(0)
        assert isinstance(put, ir.Action)
        if not (rest and isinstance(rest[0], ir.Action) and rest[0].verb == ir.Verb.SHUFFLE):
            return self.unsupported(node, "a library search without the shuffle")
        rest.pop(0)
        f = searched_filter(node)
        if (
            node.zone is not ir.ZoneName.LIBRARY
            or f is None
            or f.zone_owner not in (ir.Whose.YOU, None)
        ):
            return self.unsupported(node, "a search of another zone or another player's library")
        typed = target_filter(f)  # "a Mountain or Plains card": an Or, as phase's faces write
        if node.count is not None and (
            node.count.is_x or node.count.relation is ir.Relation.AT_LEAST
        ):
            return self.unsupported(node, "a search for a number of cards that is not fixed")
        if node.count is not None and (
            node.count.relation is ir.Relation.AT_MOST and not ir.states_a_quality(f)
        ):
            # phase's fixed count finds that many cards with no stated quality, as "a card"
            # must (CR 701.23d); "up to two cards" may find fewer, which it would not say
            return self.unsupported(node, "a search for up to a number of cards of any kind")
        count = node.count.value if node.count is not None else 1
        if typed is None or put.zone is None or put.position is not None:
            return self.unsupported(node, f"search for '{f.description}'")
        move = {"type": "ChangeZone", "origin": "Library", "destination": _ZONES[put.zone],
                "target": {"type": "Any"}, "owner_library": False, "enter_transformed": False,
                "enter_tapped": put.tapped, "enters_attacking": False}  # fmt: skip
        return [
            {"effect": {"type": "SearchLibrary", "filter": typed, "count": P.fixed(count),
                        "reveal": revealed}},
            {"effect": move},
            {"effect": {"type": "Shuffle", "target": P.controller_player()}},
        ]  # fmt: skip

    def for_each_player(self, node: ir.ForEachPlayer, targets: tuple[ir.TargetSpec, ...]) -> Any:
        if node.players.who != "you":
            return self.unsupported(node, f"an effect repeated for {node.players.who}")
        return self.visit(node.effect, targets)

    def _target(
        self, ref: Any, targets: tuple[ir.TargetSpec, ...]
    ) -> tuple[Json, Json | None] | None:
        """The TargetFilter for ``ref`` and a ``multi_target`` for "up to one" targets."""
        if isinstance(ref, ir.SourceObject):
            return P.self_ref(), None
        if isinstance(ref, ir.EventObject):
            return {"type": "TriggeringSource"}, None
        if isinstance(ref, ir.Mentioned) and ref.key in self._mentioned:
            return {"type": self._mentioned[ref.key]}, None
        if not isinstance(ref, ir.TargetObjects):
            return self.unsupported(ref, f"objects '{type(ref).__name__}'")
        if ref.target_index in self._chosen_targets:
            return {"type": "ParentTarget"}, None  # chosen by an earlier step ("it")
        if not 0 <= ref.target_index < len(targets):
            return self.unsupported(ref, "a reference to a target the ability does not have")
        self._chosen_targets.add(ref.target_index)
        spec = targets[ref.target_index]
        if spec.filter is None:
            if spec.players is None or (spec.minimum, spec.maximum) != (1, 1):
                # "each of two targets" (CR 115.1d): a number of any targets, not written yet
                return self.unsupported(spec, f"target '{spec.description}'")
            return {"type": "Any"}, None
        if spec.players is not None:
            # "target player or planeswalker": an Or of a player and the permanent filter, as
            # phase's own faces write it ("target opponent or ...": phase's Opponent target
            # cannot be cast, so only any player)
            walker = target_filter(spec.filter)
            single = (spec.minimum, spec.maximum) == (1, 1)
            if spec.players is not ir.Whose.ANY or walker is None or not single:
                return self.unsupported(spec, f"target '{spec.description}'")
            return {"type": "Or", "filters": [{"type": "Player"}, walker]}, None
        typed = target_filter(spec.filter)
        if typed is None:
            return self.unsupported(spec, f"target '{spec.description}'")
        if spec.filter.zone is not ir.ZoneName.BATTLEFIELD:  # "target card in a graveyard"
            parts = typed["filters"] if typed.get("type") == "Or" else [typed]
            if any(part.get("type") != "Typed" for part in parts):
                return self.unsupported(spec, f"target '{spec.description}'")
            zoned = [_in_zone(part, spec.filter.zone) for part in parts]
            typed = {**typed, "filters": zoned} if typed.get("type") == "Or" else zoned[0]
        multi = None
        if spec.minimum != 1 or spec.maximum != 1:
            multi = {"min": spec.minimum,
                     "max": None if spec.maximum is None else P.fixed(spec.maximum)}  # fmt: skip
        return typed, multi

    def action(self, node: ir.Action, targets: tuple[ir.TargetSpec, ...]) -> list[Json] | None:
        verb = node.verb
        if node.attacking:
            # "onto the battlefield tapped and attacking" (CR 508.4): phase's
            # ``enters_attacking``, not written yet
            return self.unsupported(node, "a permanent put onto the battlefield attacking")
        if isinstance(node.objects, ir.ChosenObjects) and node.objects.at_random:
            # "Return a creature card at random from your graveyard" (picked by no player,
            # each equally likely): not written yet
            return self.unsupported(node, "objects picked at random")
        if verb == ir.Verb.CHOOSE and isinstance(node.objects, ir.TargetObjects):
            return []  # "choose target creature": chosen with the ability's targets (CR 601.2c)
        if verb == ir.Verb.CHOOSE and node.objects is None and node.recipient_players is not None:
            if node.count is None:
                return []  # "Choose target opponent.": chosen with the targets (CR 601.2c)
            # "Choose an opponent." as it resolves (CR 608.2d): not written yet
            return self.unsupported(node, "choosing a player as the effect resolves")
        scope: Json | None = None
        you = P.controller_player()
        if verb in (*_YOUR_VERBS, ir.Verb.LOSE_LIFE, ir.Verb.SACRIFICE) and node.players:
            found_players = self._players(node, targets)
            if found_players is None:
                return self.unsupported(node, f"{verb} by another player")
            you, scope = found_players
        if verb == ir.Verb.SACRIFICE:
            steps = self._sacrifice(node, you, scope)
            if steps is None or scope is None:
                return steps
            return [{**step, "player_scope": scope} for step in steps]
        if scope is not None:
            if node.objects is not None:  # "each player discards their hand"
                return self.unsupported(node, f"{verb} of these objects by each player")
            steps = self._player_action(node, targets, you)
            return None if steps is None else [{**step, "player_scope": scope} for step in steps]
        return self._player_action(node, targets, you)

    def _sacrifice(self, node: ir.Action, player: Json, scope: Json | None) -> list[Json] | None:
        """ "Sacrifice this creature" / "[each opponent] sacrifices a creature" (CR 701.21a):
        phase's ``Sacrifice`` of the source, or of the count of the player's own permanents
        the filter names (that player chooses them), as phase's own faces write it."""
        objects = node.objects
        rest = [name for name in stated_fields(node) if name not in ("objects", "players")]
        if rest or player != P.controller_player():
            return self.unsupported(node, "this sacrifice")
        if isinstance(objects, ir.SourceObject) and scope is None:
            return [{"effect": {"type": "Sacrifice", "target": P.self_ref(), "count": P.fixed(1)}}]
        if not isinstance(objects, ir.ChosenObjects):
            return self.unsupported(node, "sacrificing these objects")
        who = {None: "you", "All": "each_player", "Opponent": "each_opponent"}[
            None if scope is None else scope["type"]
        ]
        count = objects.count
        if (
            not objects.own
            or objects.chooser.who != who
            or objects.chooser.of is not None
            or count.is_x
            or count.relation is not ir.Relation.EXACTLY
            or objects.filter.controller is not None
        ):
            return self.unsupported(node, "this sacrifice")
        typed = phase_filter(objects.filter, self._attachment())
        if typed is None:
            return self.unsupported(node, f"sacrifice of '{objects.filter.description}'")
        typed = {**typed, "controller": "You"}
        return [{"effect": {"type": "Sacrifice", "target": typed, "count": P.fixed(count.value)}}]

    def _players(
        self, node: ir.Action, targets: tuple[ir.TargetSpec, ...]
    ) -> tuple[Json, Json | None] | None:
        """Who follows a player's instruction (draw, discard, gain or lose life): you
        (``Controller``); "target player" (phase's targeted ``Player``; its "target opponent"
        can't be cast); "each opponent" / "each player" (CR 101.4): the controller's
        instruction repeated for each of them with phase's ``player_scope``, as its own faces
        write it."""
        players = node.players
        assert players is not None
        if players.of is not None or players.key:
            return None
        if players.who == "you":
            return P.controller_player(), None
        if players.who == "that_player" and self._triggering_player():
            return {"type": "TriggeringPlayer"}, None
        if players.who in ("each_opponent", "each_player"):
            return P.controller_player(), {"type": "Opponent" if players.who == "each_opponent"
                                           else "All"}  # fmt: skip
        index = players.target_index
        if players.who == "target" and index in self._chosen_targets:
            return {"type": "ParentTarget"}, None  # "target player draws and loses life"
        if (
            players.who == "target"
            and index is not None
            and index < len(targets)
            and targets[index].players is ir.Whose.ANY
            and targets[index].filter is None
            # one player: "Two target players each draw a card" (CR 115.1d) is no one Player
            and (targets[index].minimum, targets[index].maximum) == (1, 1)
        ):
            self._chosen_targets.add(index)
            return {"type": "Player"}, None
        return None

    def _triggering_player(self) -> bool:
        """Whether phase's ``TriggeringPlayer`` is the trigger's "that player" (facts checked
        in ``phase-python``): the player dealt combat damage (CR 510.3a), the caster of the
        spell (CR 601.2i), the active player of "each player's upkeep" (CR 503.1a)."""
        trigger = self._trigger
        if isinstance(trigger, ir.StepTrigger):
            return trigger.whose is ir.Whose.ANY
        return isinstance(trigger, ir.EventTrigger) and trigger.event in (
            "combat_damage_to_player",
            "cast",
        )

    def _quantity(self, amount: Any, targets: tuple[ir.TargetSpec, ...] = ()) -> Json | None:
        """A number an instruction uses, as phase's QuantityExpr (as its own faces write
        them): a fixed number; X, the value chosen as the spell is cast or the ability
        activated (CR 107.3), phase's ``Variable`` X; "1 life for each creature you control"
        (CR 608.2h: counted as it resolves), a ``Ref`` of the ``ObjectCount`` of the
        permanents, ``Multiply``-ed for "2 life for each"; "equal to its power / toughness" of
        the source (CR 208.3), phase's ``Power`` / ``Toughness`` of scope ``Source``. Another
        amount is None."""
        if isinstance(amount, ir.Fixed):
            return P.fixed(amount.value)
        if isinstance(amount, ir.Count) and amount.relation is ir.Relation.EXACTLY:
            # "up to two" is not "two"
            return P.quantity_ref(P.variable_x()) if amount.is_x else P.fixed(amount.value)
        if isinstance(amount, ir.XValue):
            return P.quantity_ref(P.variable_x())
        if isinstance(amount, ir.PowerOf):
            amount = ir.ValueOf(span=amount.span, of=amount.of, characteristic="power")
        if (
            isinstance(amount, ir.ValueOf)
            and isinstance(amount.of, ir.SourceObject)
            and amount.characteristic in ("power", "toughness")
        ):  # "damage equal to its power" (CR 208.3): the source's, as phase's own faces read it
            return {"type": "Ref", "qty": {"type": _cap(amount.characteristic),
                                           "scope": {"type": "Source"}}}  # fmt: skip
        if (
            isinstance(amount, ir.ValueOf)
            and isinstance(amount.of, ir.TargetObjects)
            and amount.of.target_index == 0
            and amount.of.target_index in self._chosen_targets
            and [(t.minimum, t.maximum) for t in targets] == [(1, 1)]
        ):  # "gain life equal to its toughness": of the ability's one target, chosen by an
            # earlier step, as it last existed if it has left the battlefield (CR 608.2h);
            # a target named only in an amount ("Draw cards equal to the power of target
            # creature you control") is declared by no step: not written
            qty = {"power": "Power", "toughness": "Toughness", "mana_value": "ObjectManaValue"}
            return {"type": "Ref", "qty": {"type": qty[amount.characteristic],
                                           "scope": {"type": "Target"}}}  # fmt: skip
        if isinstance(amount, ir.ValueOf) and isinstance(amount.of, ir.SacrificedForCost):
            # "equal to the sacrificed creature's power" (CR 608.2h): phase's CostPaidObject
            qty = {"power": "Power", "toughness": "Toughness", "mana_value": "ObjectManaValue"}
            return {"type": "Ref", "qty": {"type": qty[amount.characteristic],
                                           "scope": {"type": "CostPaidObject"}}}  # fmt: skip
        if isinstance(amount, ir.NumberOf) and amount.filter.zone is ir.ZoneName.BATTLEFIELD:
            # phase's ObjectCount without a zone counts permanents (its own faces count cards
            # in a graveyard with another quantity, not written here)
            counted = phase_filter(amount.filter, self._attachment())
            if counted is None or amount.times < 1:
                return None
            each = P.quantity_ref(P.object_count(counted))
            return each if amount.times == 1 else P.multiply(amount.times, each)
        return None

    def _player_action(
        self, node: ir.Action, targets: tuple[ir.TargetSpec, ...], you: Json
    ) -> list[Json] | None:
        verb = node.verb
        if verb == ir.Verb.DRAW and node.count and node.count.relation is ir.Relation.AT_MOST:
            # "draw up to two cards": how many is the player's choice (CR 608.2d)
            return self.unsupported(node, "drawing up to a number of cards")
        amount = node.amount or node.count
        number = self._quantity(amount, targets)
        if number is not None and number.get("type") != "Fixed" and verb not in _COUNTED_VERBS:
            number = None  # a counted number only where this target's reader has checked it
        hand = node.objects.filter if isinstance(node.objects, ir.AllObjects) else None
        if verb == ir.Verb.DISCARD and hand is not None and hand.zone is ir.ZoneName.HAND:
            # "discard your hand": as many cards as are in it (phase's own faces write this)
            everything = all(set(t.any_of) <= {"card"} and not t.none_of for t in hand.types)
            if everything and hand.zone_owner in (ir.Whose.YOU, None):
                count = P.quantity_ref(P.hand_size())
                return [{"effect": {"type": "Discard", "count": count, "target": you}}]
        if verb in (ir.Verb.DRAW, ir.Verb.DISCARD) and number is not None:
            return [{"effect": {"type": _cap(verb), "count": number, "target": you}}]
        if verb == ir.Verb.CREATE and node.attacking:  # CR 508.4: not written yet
            return self.unsupported(node, "tokens created attacking")
        if verb == ir.Verb.CREATE and node.or_tokens:  # CR 608.2d: not written yet
            return self.unsupported(node, "a choice between tokens")
        if verb == ir.Verb.CREATE and node.more_tokens:
            # CR 111.2: the list's tokens are one event, which one phase step per kind of
            # token would not be
            return self.unsupported(node, "a list of different tokens created at once")
        if verb in (ir.Verb.CREATE, ir.Verb.INVESTIGATE) and (
            verb == ir.Verb.INVESTIGATE or (node.token and node.token.predefined == "Clue")
        ):  # "investigate twice", "create two Clues": one Investigate per Clue (CR 701.16a)
            if node.players is not None and (node.players.who != "you" or node.players.of):
                return self.unsupported(node, "investigating by another player")
            if amount is not None and number is None:
                return self.unsupported(node, "investigating this number of times")
            times = 1 if number is None else number["value"]
            return [{"effect": {"type": "Investigate"}} for _ in range(times)]
        if verb == ir.Verb.GAIN_LIFE and number is not None:
            return [{"effect": {"type": "GainLife", "amount": number, "player": you}}]
        if verb == ir.Verb.DEAL_DAMAGE and isinstance(node.objects, ir.AllObjects):
            return self._each_deals_damage(node, targets, number)
        if verb == ir.Verb.DEAL_DAMAGE and node.recipients is None and node.recipient_players:
            return self._damage_to_players(node, targets, number)
        if verb == ir.Verb.PUT_COUNTERS and isinstance(node.amount, ir.DividedAmount):
            return self._distributed_counters(node, targets)
        if verb == ir.Verb.DEAL_DAMAGE and isinstance(node.amount, ir.DividedAmount):
            return self.unsupported(node, "damage divided as you choose among the targets")
        every = node.recipients if verb == ir.Verb.DEAL_DAMAGE else node.objects
        if isinstance(every, ir.AllObjects) and verb in _EACH_OBJECT_VERBS:
            return self._each_object(node, every, number)
        if verb == ir.Verb.LOSE_LIFE:
            if number is None:
                return self.unsupported(node, "losing this amount of life")
            return [{"effect": {"type": "LoseLife", "amount": number, "target": you}}]
        if verb in (ir.Verb.TAP, ir.Verb.UNTAP):
            return self._tap(node, targets)
        if verb in (ir.Verb.MOVE, ir.Verb.EXILE, ir.Verb.COUNTER) and isinstance(
            node.objects, (ir.TargetObjects, ir.SourceObject)
        ):
            return self._change_zone(node, targets)
        destroy = (ir.Verb.DESTROY, ir.Verb.DESTROY_NO_REGENERATION)
        if verb not in (*destroy, ir.Verb.DEAL_DAMAGE, ir.Verb.PUT_COUNTERS):
            return self._more_action(node, targets, number)
        ref = node.recipients if verb == ir.Verb.DEAL_DAMAGE else node.objects
        if ref is not None:
            found = self._target(ref, targets)
            if found is None:
                return None
            target, multi = found
            if verb in destroy:  # CR 701.19c: "It can't be regenerated."
                no_regeneration = verb == ir.Verb.DESTROY_NO_REGENERATION
                effect: Json = {
                    "type": "Destroy",
                    "target": target,
                    "cant_regenerate": no_regeneration,
                }
            elif number is None or (
                verb == ir.Verb.DEAL_DAMAGE
                and not isinstance(node.objects, (ir.SourceObject, type(None)))
            ):  # phase's DealDamage is dealt by the source of the ability
                return self.unsupported(node, f"{verb} of this amount or by these objects")
            elif verb == ir.Verb.DEAL_DAMAGE:
                effect = {"type": "DealDamage", "amount": number, "target": target}
            elif node.counter in _COUNTERS:
                effect = {"type": "PutCounter", "counter_type": _COUNTERS[node.counter],
                          "count": number, "target": target}  # fmt: skip
            else:
                return self.unsupported(node, f"counter '{node.counter}'")
            step: Json = {"effect": effect}
            if multi is not None:
                step["multi_target"] = multi
            return [step]
        return self.unsupported(node, f"verb '{verb}'")

    def _tap(self, node: ir.Action, targets: tuple[ir.TargetSpec, ...]) -> list[Json] | None:
        """ "Tap / untap [target or this permanent]" (CR 701.26): ``SetTapState`` of one object,
        the form phase's own faces write."""
        if not isinstance(node.objects, (ir.TargetObjects, ir.SourceObject)) or node.players:
            return self.unsupported(node, f"{node.verb} of these objects")
        found = self._target(node.objects, targets)
        if found is None:
            return None
        state = {"type": "Tap" if node.verb == ir.Verb.TAP else "Untap"}
        step: Json = {"effect": {"type": "SetTapState", "target": found[0],
                                 "scope": {"type": "Single"}, "state": state}}  # fmt: skip
        if found[1] is not None:
            step["multi_target"] = found[1]
        return [step]

    def _change_zone(
        self, node: ir.Action, targets: tuple[ir.TargetSpec, ...]
    ) -> list[Json] | None:
        """ "Exile target creature" (CR 701.13a), "return target creature card from your
        graveyard to your hand" (CR 400.3): phase's ``ChangeZone``; "counter target [creature]
        spell" (CR 701.6a): ``Counter`` of a ``StackSpell`` (``And`` a Typed filter) -- the
        forms phase's own faces write. Other moves have no form here yet."""
        spec = None
        if isinstance(node.objects, ir.TargetObjects) and node.objects.target_index < len(targets):
            spec = targets[node.objects.target_index]
        zone = spec.filter.zone if spec is not None and spec.filter else ir.ZoneName.BATTLEFIELD
        if node.verb == ir.Verb.COUNTER:
            return self._counter(node, spec)
        if node.verb == ir.Verb.MOVE and node.zone is ir.ZoneName.LIBRARY:
            return self._to_library(node, targets, zone)
        if node.verb == ir.Verb.EXILE:
            destination, origin = "Exile", None
        elif node.zone is ir.ZoneName.HAND and (node.from_zone or zone) is ir.ZoneName.GRAVEYARD:
            destination, origin = "Hand", "Graveyard"
        elif (
            node.zone is ir.ZoneName.BATTLEFIELD
            and (node.from_zone or zone) is ir.ZoneName.GRAVEYARD
            and spec is not None
            and spec.filter is not None
            and spec.filter.zone_owner is ir.Whose.YOU
        ):  # "return target creature card from your graveyard to the battlefield [tapped]":
            # your own card enters under your control (CR 110.2a)
            destination, origin = "Battlefield", "Graveyard"
        else:
            return self.unsupported(node, f"{node.verb} to this zone")
        if node.tapped and destination != "Battlefield":
            return self.unsupported(node, f"{node.verb} of these objects")
        if node.position or node.order or node.players or node.under_owner or node.from_top:
            return self.unsupported(node, f"{node.verb} of these objects")
        if node.from_zone not in (None, zone) or (origin is None and zone is not
                                                  ir.ZoneName.BATTLEFIELD):  # fmt: skip
            return self.unsupported(node, f"{node.verb} from this zone")
        found = self._target(node.objects, targets)
        if found is None:
            return None
        effect = {"type": "ChangeZone", "origin": origin, "destination": destination,
                  "target": found[0], "owner_library": False, "enter_transformed": False,
                  "enter_tapped": node.tapped, "enters_attacking": False}  # fmt: skip
        step: Json = {"effect": effect}
        if found[1] is not None:
            step["multi_target"] = found[1]
        return [step]

    def _to_library(
        self, node: ir.Action, targets: tuple[ir.TargetSpec, ...], zone: ir.ZoneName
    ) -> list[Json] | None:
        """ "Put target creature on top of its owner's library", "... card from a graveyard
        on the bottom of its owner's library" (CR 400.3: a card goes to its owner's
        library): phase's ``PutAtLibraryPosition`` of the target, as phase's own faces write
        it."""
        if node.position not in ("top", "bottom") or node.order or node.players or node.tapped:
            return self.unsupported(node, f"{node.verb} of these objects")
        if node.from_zone not in (None, zone):
            return self.unsupported(node, f"{node.verb} from this zone")
        found = self._target(node.objects, targets)
        if found is None:
            return None
        if found[1] is not None:  # several cards: their order is the owner's choice (CR 401.4)
            return self.unsupported(node, f"{node.verb} of these objects")
        return [{"effect": {"type": "PutAtLibraryPosition", "target": found[0],
                            "count": P.fixed(1),
                            "position": {"type": _cap(node.position)}}}]  # fmt: skip

    def _counter(self, node: ir.Action, spec: ir.TargetSpec | None) -> list[Json] | None:
        if spec is None or spec.filter is None or spec.players is not None:
            return self.unsupported(node, "countering these spells")
        if node.zone or node.position or node.players or (spec.minimum, spec.maximum) != (1, 1):
            return self.unsupported(node, "countering these spells")
        assert isinstance(node.objects, ir.TargetObjects)
        self._chosen_targets.add(node.objects.target_index)
        spell: Json = {"type": "StackSpell"}
        if stated_fields(spec.filter) != ["zone"]:  # "target creature spell"
            typed = target_filter(replace(spec.filter, zone=ir.ZoneName.BATTLEFIELD))
            if typed is None:
                return self.unsupported(node, f"target '{spec.description}'")
            spell = {"type": "And", "filters": [spell, typed]}
        return [{"effect": {"type": "Counter", "target": spell}}]

    def _each_object(
        self, node: ir.Action, every: ir.AllObjects, number: Json | None
    ) -> list[Json] | None:
        """An instruction to every permanent a filter names, as phase's own faces write it:
        "destroy all [creatures]" (CR 701.8a) ``DestroyAll``, "[this] deals N damage to each
        [creature] (and each player / opponent)" (CR 120.3) ``DamageAll``, "put a +1/+1 counter
        on each [creature]" (CR 122.6) ``PutCounterAll``, "tap / untap all [creatures]"
        (CR 701.26) ``SetTapState`` of scope ``All``, "return all [creatures] to their owners'
        hands" ``BounceAll``."""
        verb = node.verb
        written = _EACH_OBJECT_VERBS[verb]
        rest = [name for name in stated_fields(node) if name not in written]
        if rest or every.filter.zone is not ir.ZoneName.BATTLEFIELD:
            return self.unsupported(node, f"{verb} of these objects")
        # "destroy all artifacts and enchantments": an Or, as phase's own faces write it
        typed = target_filter(every.filter, self._attachment())
        if typed is None:
            return self.unsupported(every, f"objects '{every.filter.description}'")
        effect: Json
        if verb in (ir.Verb.DESTROY, ir.Verb.DESTROY_NO_REGENERATION):
            no_regeneration = verb == ir.Verb.DESTROY_NO_REGENERATION  # CR 701.19c
            effect = {"type": "DestroyAll", "target": typed, "cant_regenerate": no_regeneration}
        elif verb in (ir.Verb.TAP, ir.Verb.UNTAP):
            state = {"type": "Tap" if verb == ir.Verb.TAP else "Untap"}
            effect = {"type": "SetTapState", "target": typed, "scope": {"type": "All"},
                      "state": state}  # fmt: skip
        elif verb == ir.Verb.RETURN_TO_HAND:
            effect = {"type": "BounceAll", "target": typed}
        elif number is None:
            return self.unsupported(node, f"{verb} of this amount")
        elif verb == ir.Verb.PUT_COUNTERS:
            if node.counter not in _COUNTERS:
                return self.unsupported(node, f"counter '{node.counter}'")
            effect = {"type": "PutCounterAll", "counter_type": _COUNTERS[node.counter],
                      "count": number, "target": typed}  # fmt: skip
        else:
            if not isinstance(node.objects, (ir.SourceObject, type(None))):
                return self.unsupported(node, "damage by these objects")
            effect = {"type": "DamageAll", "amount": number, "target": typed}
            players = node.recipient_players
            if players is not None:
                scope = {"each_player": "All", "each_opponent": "Opponent"}.get(players.who)
                if scope is None or players.of is not None:
                    return self.unsupported(players, "damage to these players")
                effect["player_filter"] = {"type": scope}
        return [{"effect": effect}]

    def _damage_to_players(
        self, node: ir.Action, targets: tuple[ir.TargetSpec, ...], number: Json | None
    ) -> list[Json] | None:
        """ "[This] deals N damage to you / to target player / to each opponent / to each
        player" (CR 120.3): phase's ``DealDamage`` to the ``Controller`` or a targeted
        ``Player``, or ``DamageEachPlayer`` with a player
        filter -- dealt by the source of the ability, as phase's own faces write them."""
        players = node.recipient_players
        assert players is not None
        if number is None or not isinstance(node.objects, (ir.SourceObject, type(None))):
            return self.unsupported(node, "damage of this amount or by these objects")
        if players.of is not None or players.key:
            return self.unsupported(players, "damage to these players")
        if players.who in ("you", "target"):  # "to target player": phase's targeted Player
            found = self._players(replace(node, players=players), targets)
            if found is None:
                return self.unsupported(players, "damage to these players")
            return [{"effect": {"type": "DealDamage", "amount": number, "target": found[0]}}]
        scope = {"each_player": "All", "each_opponent": "Opponent"}.get(players.who)
        if scope is None:
            return self.unsupported(players, "damage to these players")
        return [{"effect": {"type": "DamageEachPlayer", "amount": number,
                            "player_filter": {"type": scope}}}]  # fmt: skip

    def _each_deals_damage(
        self, node: ir.Action, targets: tuple[ir.TargetSpec, ...], number: Json | None
    ) -> list[Json] | None:
        """ "Each creature you control deals 1 damage to that creature": phase's
        ``EachSourceDealsDamage`` with the targeted recipient shared by every source (the target
        is chosen by a ``TargetOnly`` step first, as phase's own faces write it)."""
        assert isinstance(node.objects, ir.AllObjects)
        sources = phase_filter(node.objects.filter)
        if sources is None or number is None or not isinstance(node.recipients, ir.TargetObjects):
            return self.unsupported(node, "damage by these objects to these recipients")
        found = self._target(node.recipients, targets)
        if found is None:
            return None
        target, multi = found
        steps: list[Json] = []
        if target != {"type": "ParentTarget"}:
            choose: Json = {"effect": {"type": "TargetOnly", "target": target}}
            if multi is not None:
                choose["multi_target"] = multi
            steps.append(choose)
        damage = {"type": "EachSourceDealsDamage", "sources": sources, "amount": number,
                  "recipient": {"type": "Shared", "data": {"type": "ParentTarget"}}}  # fmt: skip
        steps.append({"effect": damage, "sub_link": "SequentialSibling"})
        return steps

    def _more_action(
        self, node: ir.Action, targets: tuple[ir.TargetSpec, ...], number: Json | None
    ) -> list[Json] | None:
        """The verbs of the later Cases: exile the top of the library, choose among it, play it
        this turn, surveil, copy a spell, a token described by the text, suspect, distributed
        counters."""
        verb = node.verb
        you = P.controller_player()
        if verb == ir.Verb.EXILE and isinstance(node.objects, ir.TopOfLibrary):
            top = node.objects
            if top.whose is not ir.Whose.YOU:
                return self.unsupported(node, "exiling the top of another player's library")
            if top.amount is not None:
                return self.unsupported(node, "exiling a number of cards that is not written")
            if node.remember:
                self._mentioned[node.remember] = "ExiledBySource"
            return [{"effect": {"type": "ExileTop", "player": you, "count": P.fixed(top.count),
                                "position": {"type": "Top"}}}]  # fmt: skip
        if (
            verb == ir.Verb.CHOOSE
            and isinstance(node.objects, ir.Mentioned)
            and node.count is not None
            and node.count.relation is ir.Relation.EXACTLY
            and not node.count.is_x
        ):
            if self._mentioned.get(node.objects.key) != "ExiledBySource":
                return self.unsupported(node, "choosing among objects phase does not track")
            if node.remember:
                self._mentioned[node.remember] = "TrackedSet"
            return [{"effect": {"type": "ChooseFromZone", "count": node.count.value,
                                "zone": "Exile", "zone_owner": "Controller",
                                "chooser": "Controller", "up_to": False}}]  # fmt: skip
        if verb == ir.Verb.ALLOW_PLAY and isinstance(node.objects, ir.Mentioned):
            if self._mentioned.get(node.objects.key) != "TrackedSet":
                return self.unsupported(node, "playing objects phase has not chosen")
            permission = {"type": "PlayFromExile", "duration": "UntilEndOfTurn", "granted_to": 0}
            return [{"effect": {"type": "GrantCastingPermission", "permission": permission,
                                "target": {"type": "TrackedSet", "id": 0}},
                     "sub_link": "SequentialSibling"}]  # fmt: skip
        if verb in (ir.Verb.SURVEIL, ir.Verb.SCRY) and number is not None:
            return [{"effect": {"type": _cap(verb), "count": number, "target": you}}]
        if (
            verb == ir.Verb.COPY_SPELL
            and isinstance(node.objects, ir.EventObject)
            and node.copy_changes is None  # an exception (CR 707.9b) is a reported gap
            and node.players is None  # a copy another player makes is a reported gap
            and node.amount is None  # "copy it twice" (CR 707.10) is a reported gap
        ):
            return [{"effect": {"type": "CopySpell", "target": {"type": "TriggeringSource"},
                                "retarget": {"type": "KeepOriginalTargets"}}}]  # fmt: skip
        if verb == ir.Verb.CREATE and node.attacking:
            # "... that's tapped and attacking" (CR 508.4): what the token attacks is its
            # controller's choice, which karlov's phase writing does not state
            return self.unsupported(node, "tokens created attacking")
        if verb == ir.Verb.CREATE and node.token is not None and node.token.characteristics:
            return self._token(node, node.token.characteristics, number)
        if verb == ir.Verb.CREATE and node.token is not None and node.token.predefined:
            return self._predefined_token(node, node.token.predefined, number)
        if verb == ir.Verb.RETURN_TO_HAND and isinstance(node.objects, ir.ChosenObjects):
            return self._bounce_chosen(node, node.objects)
        if verb == ir.Verb.RETURN_TO_HAND and node.objects is not None:
            # "return target creature to its owner's hand" (CR 400.3): phase's Bounce
            found = self._target(node.objects, targets)
            if found is None:
                return None
            step: Json = {"effect": {"type": "Bounce", "target": found[0], "destination": None}}
            if found[1] is not None:
                step["multi_target"] = found[1]
            return [step]
        if verb == ir.Verb.MILL and number is not None:
            # "[player] mills N cards" (CR 701.17), by you or by the target player
            who = node.players.who if node.players is not None else "you"
            player = {"you": you, "target": {"type": "Player"}}.get(who)
            if player is None:
                return self.unsupported(node, f"mill by {who}")
            index = node.players.target_index if node.players is not None else None
            if who == "target" and (
                index is None or index >= len(targets) or targets[index].players is not ir.Whose.ANY
            ):  # phase's Mill targets any player ("Player"); its "Opponent" can't be cast
                return self.unsupported(node, f"'{printed_words(self.card, node.span) or 'mill'}'"
                                        ": karlov's phase generator writes a mill by the target "
                                        "of 'target player' only")  # fmt: skip
            if who == "target" and index in self._chosen_targets:
                # "target player discards a card, then mills a card": the same player, chosen
                # by the earlier step (a second Player target would be a second choice)
                player = {"type": "ParentTarget"}
            elif who == "target":
                self._chosen_targets.add(index)  # type: ignore[arg-type]
            return [{"effect": {"type": "Mill", "count": number, "target": player,
                                "destination": "Graveyard"}}]  # fmt: skip
        if verb == ir.Verb.REGENERATE and isinstance(
            node.objects, (ir.SourceObject, ir.TargetObjects)
        ):  # "Regenerate this creature / target creature" (CR 701.19a): phase's Regenerate
            found = self._target(node.objects, targets)
            if found is None:
                return None
            step = {"effect": {"type": "Regenerate", "target": found[0]}}
            if found[1] is not None:
                step["multi_target"] = found[1]
            return [step]
        if verb == ir.Verb.SUSPECT and node.objects is not None:
            found = self._target(node.objects, targets)
            if found is None:
                return None
            return [{"effect": {"type": "Suspect", "target": found[0]}}]
        return self.unsupported(node, f"verb '{verb}'")

    def _bounce_chosen(self, node: ir.Action, chosen: ir.ChosenObjects) -> list[Json] | None:
        """ "Return a land you control to its owner's hand" (CR 608.2d: chosen as it
        resolves, not targeted): phase's ``Bounce`` with ``selection`` ``at_resolution``, as
        phase's own faces write it (the bounce lands)."""
        count, f = chosen.count, chosen.filter
        if (
            chosen.chooser.who != "you"
            or chosen.chooser.of is not None
            or chosen.own
            or count.is_x
            or (count.relation, count.value) != (ir.Relation.EXACTLY, 1)
            or f.zone is not ir.ZoneName.BATTLEFIELD
            or _controller(f.controller) != "You"
            or node.players is not None
        ):
            return self.unsupported(node, "returning these chosen objects")
        typed = target_filter(f, self._attachment())  # "a red or green creature": an Or
        if typed is None:
            return self.unsupported(chosen, f"objects '{f.description}'")
        # (a later "it" naming the returned object has no phase reference: it is a gap there)
        return [{"effect": {"type": "Bounce", "target": typed, "destination": None,
                            "selection": "at_resolution"}}]  # fmt: skip

    def _distributed_counters(
        self, node: ir.Action, targets: tuple[ir.TargetSpec, ...]
    ) -> list[Json] | None:
        """Counters divided among the targets as the ability was put on the stack (CR 601.2d):
        phase's ``PutCounter`` with ``distribute``; the total is the target spec's."""
        if not isinstance(node.objects, ir.TargetObjects):
            return self.unsupported(node, "counters divided among objects that are not targets")
        spec = targets[node.objects.target_index]
        total = spec.distribute
        found = self._target(node.objects, targets)
        if found is None:
            return None
        if not isinstance(total, ir.Fixed):
            return self.unsupported(node, "this amount")
        number = P.fixed(total.value)
        if node.counter not in _COUNTERS:
            return self.unsupported(node, f"distributing '{node.counter}' counters")
        counter = _COUNTERS[node.counter]
        put = {"type": "PutCounter", "counter_type": counter, "count": number,
               "target": found[0]}  # fmt: skip
        step: Json = {"effect": put, "distribute": {"type": "Counters", "data": counter}}
        if found[1] is not None:
            step["multi_target"] = found[1]
        return [step]

    def _predefined_token(
        self, node: ir.Action, token: str, number: Json | None
    ) -> list[Json] | None:
        """ "Create a Treasure token" (CR 111.10): phase's ``Token`` of the artifact subtype
        it names, as phase's own faces write it; phase gives the token the abilities
        CR 111.10 lists (a Treasure's mana ability, a Food's life...)."""
        if token not in _ARTIFACT_TOKENS:
            return self.unsupported(node, f"a {token} token")
        if node.players is not None and (node.players.who != "you" or node.players.of):
            return self.unsupported(node, "tokens created by another player")
        if number is None and (node.count or node.amount) is not None:
            return self.unsupported(node, "this number of tokens")
        if self.unwritten(
            node,
            ("verb", "token", "count", "amount", "players", "remember"),
            printed_words(self.card, node.span) or "create",
            "karlov's phase generator writes a predefined token's number only",
        ):
            return None  # fmt: skip
        if node.remember:
            self._mentioned[node.remember] = "LastCreated"
        effect = {"type": "Token", "name": token, "power": P.fixed(0), "toughness": P.fixed(0),
                  "types": ["Artifact", token], "colors": [], "keywords": [], "tapped": False,
                  "count": number or P.fixed(1), "owner": P.controller_player(),
                  "enters_attacking": False}  # fmt: skip
        return [{"effect": effect}]

    def _token(
        self, node: ir.Action, c: ir.Characteristics, number: Json | None
    ) -> list[Json] | None:
        """A creature token described by the text (CR 111.4): phase's ``Token`` effect,
        created by you (phase's ``owner`` here is always the controller)."""
        if c.power is None or c.toughness is None or c.supertypes:
            return self.unsupported(node, "a token described by the text")
        if node.players is not None and (node.players.who != "you" or node.players.of):
            return self.unsupported(node, "tokens created by another player")
        if number is None and (node.count or node.amount) is not None:
            return self.unsupported(node, "this number of tokens")
        keywords = []
        for granted in c.abilities:
            if not isinstance(granted, ir.KeywordName):
                return self.unsupported(granted, "a token with a granted ability")
            if _lacks(granted.name):
                return self.unsupported(granted, _lacks(granted.name))  # type: ignore[arg-type]
            keywords.append(_keyword(granted.name))
        colors = [_COLOR_NAMES[letter] for letter in c.colors]
        if node.remember:
            self._mentioned[node.remember] = "LastCreated"
        effect = {"type": "Token", "name": c.name or " ".join(map(_cap, c.subtypes)),
                  "power": P.fixed(c.power), "toughness": P.fixed(c.toughness),
                  "types": [*map(_cap, c.types), *map(_cap, c.subtypes)], "colors": colors,
                  "keywords": keywords, "tapped": node.tapped, "count": number or P.fixed(1),
                  "owner": P.controller_player(), "enters_attacking": False}  # fmt: skip
        return [{"effect": effect}]

    def gain_abilities(
        self, node: ir.GainAbilities, targets: tuple[ir.TargetSpec, ...]
    ) -> list[Json] | None:
        """ "[objects] gain [abilities] until end of turn" (layer 6): a ``GenericEffect``
        whose continuous effect affects the target (``ParentTarget``) or every match."""
        duration = "UntilEndOfTurn" if node.duration is ir.Duration.END_OF_TURN else "Permanent"
        mods: list[Json] = []
        for granted in node.abilities:
            if isinstance(granted, ir.KeywordName) and _lacks(granted.name):
                return self.unsupported(granted, _lacks(granted.name))  # type: ignore[arg-type]
            if isinstance(granted, ir.KeywordName):
                mods.append({"type": "AddKeyword", "keyword": _keyword(granted.name)})
            elif isinstance(granted, ir.CastFromGraveyard):
                mods.append({"type": "AddStaticMode", "mode": {"GraveyardCastPermission": {
                    "frequency": "Unlimited", "play_mode": "Cast"}}})  # fmt: skip
            else:
                return self.unsupported(granted, "granting this ability")
        return self._generic_effect(node.objects, mods, duration, targets)

    def modify_pt(self, node: ir.ModifyPT, targets: tuple[ir.TargetSpec, ...]) -> list[Json] | None:
        """ "[objects] get +N/+M until end of turn" (layer 7c, CR 613.4c): a ``GenericEffect``
        adding power and toughness, as for :meth:`become`."""
        if node.per is not None:
            return self._counted_pump(node, targets)
        mods: list[Json] = []
        if node.power:
            mods.append({"type": "AddPower", "value": node.power})
        if node.toughness:
            mods.append({"type": "AddToughness", "value": node.toughness})
        durations = {
            ir.Duration.END_OF_TURN: "UntilEndOfTurn",
            ir.Duration.UNTIL_YOUR_NEXT_TURN: "UntilYourNextTurn",  # CR 611.2a
        }
        duration = durations.get(node.duration) if node.duration is not None else "Permanent"
        if duration is None:
            return self.unsupported(node, "a pump for this long")
        return self._generic_effect(node.objects, mods, duration, targets)

    def _counted_pump(
        self, node: ir.ModifyPT, targets: tuple[ir.TargetSpec, ...]
    ) -> list[Json] | None:
        """ "gets +1/+1 until end of turn for each other attacking Ally", "gets -X/-X"
        (CR 608.2h, 107.3: counted once as it resolves): phase's ``Pump`` of the target or
        the source, ``PumpAll`` of every match, with each of power and toughness a
        ``Quantity`` (``Multiply``-ed by the printed number) or X as phase's ``Variable``
        -- the forms phase's own faces write."""
        duration = "UntilEndOfTurn" if node.duration is ir.Duration.END_OF_TURN else None
        per = node.per
        inexact = isinstance(per, ir.Count) and per.relation is not ir.Relation.EXACTLY
        # "+X/+X, where X is its power": not written (whether phase locks X in as the effect
        # begins, CR 608.2h, is not checked here), so a gap
        by_value = isinstance(per, (ir.PowerOf, ir.ValueOf))
        if duration is None or inexact or by_value:  # "up to X" is not X
            return self.unsupported(node, "a pump 'for each' object")
        is_x = isinstance(per, ir.XValue) or (isinstance(per, ir.Count) and per.is_x)
        counted = None if is_x else self._quantity(per)
        if not is_x and (counted is None or counted.get("type") == "Fixed"):
            return self.unsupported(node, "a pump 'for each' object")

        def each(n: int) -> Json:
            if n == 0:
                return P.fixed(0)
            if is_x:  # "+X", "-X" (phase's own faces write the sign in the name)
                return {"type": "Variable", "value": "X" if n == 1 else "-X"}
            return {"type": "Quantity", "value": counted if n == 1 else P.multiply(n, counted)}

        if is_x and (node.power not in (-1, 0, 1) or node.toughness not in (-1, 0, 1)):
            return self.unsupported(node, "a pump 'for each' object")
        objects = node.objects
        if (
            isinstance(per, ir.NumberOf)
            and per.filter.other
            and not isinstance(objects, ir.SourceObject)
        ):  # "another" counted apart from the source only where it is the pumped object
            return self.unsupported(node, "a pump 'for each' object")
        if isinstance(objects, ir.AllObjects):
            typed = self._permanents(objects)
            if typed is None:
                return None
            effect = {"type": "PumpAll", "power": each(node.power),
                      "toughness": each(node.toughness), "target": typed}  # fmt: skip
            return [{"effect": effect, "duration": duration}]
        found = self._target(objects, targets)
        if found is None:
            return None
        effect = {"type": "Pump", "power": each(node.power), "toughness": each(node.toughness),
                  "target": found[0]}  # fmt: skip
        step: Json = {"effect": effect, "duration": duration}
        if found[1] is not None:
            step["multi_target"] = found[1]
        return [step]

    def become(self, node: ir.Become, targets: tuple[ir.TargetSpec, ...]) -> list[Json] | None:
        """ "becomes a 0/0 Bird creature with flying in addition to its other types" (CR 205.1b,
        layers 4, 6, 7b) as a ``GenericEffect``; without "in addition" the new creature types
        replace the old ones, which this target does not write."""
        c = node.characteristics
        if not node.in_addition or c.colors or c.supertypes:
            return self.unsupported(node, "a becomes effect that replaces types or sets colors")
        mods: list[Json] = []
        if c.power is not None:
            mods.append({"type": "SetPower", "value": c.power})
        if c.toughness is not None:
            mods.append({"type": "SetToughness", "value": c.toughness})
        for granted in c.abilities:
            if not isinstance(granted, ir.KeywordName):
                return self.unsupported(granted, "a granted ability other than a keyword")
            if _lacks(granted.name):
                return self.unsupported(granted, _lacks(granted.name))  # type: ignore[arg-type]
            mods.append({"type": "AddKeyword", "keyword": _keyword(granted.name)})
        mods += [{"type": "AddType", "core_type": _cap(t)} for t in c.types]
        mods += [{"type": "AddSubtype", "subtype": _cap(t)} for t in c.subtypes]
        duration = "UntilEndOfTurn" if node.duration is ir.Duration.END_OF_TURN else "Permanent"
        return self._generic_effect(node.objects, mods, duration, targets)

    def restrict(self, node: ir.Restrict, targets: tuple[ir.TargetSpec, ...]) -> list[Json] | None:
        """ "Target creature can't block this turn" (CR 611.2c): a ``GenericEffect`` giving
        the objects the restriction's static mode (:data:`_RESTRICTION_MODES`) until end of
        turn, as phase's own faces write it."""
        mode = _RESTRICTION_MODES.get(node.kind)
        if mode is None or node.duration is not ir.Duration.END_OF_TURN:
            return self.unsupported(node, f"the rule '{ir.RESTRICTIONS.get(node.kind, node.kind)}'")
        mods = [{"type": "AddStaticMode", "mode": mode}]
        return self._generic_effect(node.objects, mods, "UntilEndOfTurn", targets, mode=mode)

    def skip_next_untap(
        self, node: ir.SkipNextUntap, targets: tuple[ir.TargetSpec, ...]
    ) -> list[Json] | None:
        """ "It doesn't untap during its controller's next untap step" (CR 502.3): a
        ``GenericEffect`` giving the object ``CantUntap`` until the next untap step of its
        controller, as phase's own faces write it."""
        if node.whose is not None or node.player is not None:
            return self.unsupported(node, "not untapping during the next untap step of a player")
        until = {"UntilNextStepOf": {"step": "Untap", "player": {"type": "Controller"}}}
        mods = [{"type": "AddStaticMode", "mode": "CantUntap"}]
        return self._generic_effect(node.objects, mods, until, targets, mode="CantUntap")

    def _permanents(self, objects: ir.AllObjects) -> Json | None:
        """Phase's filter of every permanent ``objects`` names (a gap, and None, for objects in
        another zone or a filter phase has no form for). "enchanted creature gets +1/+1 until
        end of turn": the permanent this Aura or Equipment is attached to as the effect is
        created (phase's EnchantedBy)."""
        if objects.filter.zone is not ir.ZoneName.BATTLEFIELD:
            return self.unsupported(objects, PHASE_LIMIT_EFFECT_OFF_BATTLEFIELD, "T003")
        typed = target_filter(objects.filter, self._attachment())
        if typed is None:
            return self.unsupported(objects, f"objects '{objects.filter.description}'")
        return typed

    def _generic_effect(
        self,
        objects: Any,
        mods: list[Json],
        duration: str | Json,
        targets: tuple[ir.TargetSpec, ...],
        mode: str = "Continuous",
    ) -> list[Json] | None:
        if isinstance(objects, ir.AllObjects):
            typed = self._permanents(objects)
            if typed is None:
                return None
            static = P.static_ability(mode, affected=typed, modifications=mods)
            effect = {"type": "GenericEffect", "static_abilities": [static],
                      "duration": duration, "target": None}  # fmt: skip
            return [{"effect": effect, "duration": duration}]
        found = self._target(objects, targets)
        if found is None:
            return None
        target, multi = found
        # the effect of "this creature gets +1/+1" affects the source itself: phase binds
        # ParentTarget only to chosen targets, so a SelfRef target would affect nothing
        affected = P.self_ref() if target == P.self_ref() else {"type": "ParentTarget"}
        static = P.static_ability(mode, affected=affected, modifications=mods)
        effect = {"type": "GenericEffect", "static_abilities": [static],
                  "duration": duration, "target": target}  # fmt: skip
        step: Json = {"effect": effect, "duration": duration}
        if target == {"type": "ParentTarget"}:
            step["sub_link"] = "SequentialSibling"
        if multi is not None:
            step["multi_target"] = multi
        return [step]

    def prevent_damage(
        self, node: ir.PreventDamage, targets: tuple[ir.TargetSpec, ...]
    ) -> list[Json] | None:
        """ "Prevent the next 3 damage that would be dealt to any target this turn", "Prevent
        all combat damage that would be dealt this turn" (CR 615.1a, 615.7): phase's
        ``PreventDamage`` -- ``amount`` ``{"Next": n}`` (a shield used up as it prevents) or
        ``All``, ``scope`` ``CombatDamage`` for combat damage only (CR 510.2), until end of
        turn. What it protects is its ``target``, read by phase (facts checked in
        ``phase-python``) as: a typed filter with ``recipient_scope`` ``Single``, a chosen
        target (the shield goes on it); ``Or`` of a player and the kinds of permanent any
        target can be (CR 115.4), a chosen player or permanent; ``SelfRef``, the source;
        ``Controller``, you; a typed filter with ``All``, every permanent it matches as the
        damage would be dealt (CR 611.2c); ``Any`` with ``Single``, no target: all damage.
        Damage dealt *by* something, a source chosen as it resolves, "the next time", a
        shield shared among several objects and an amount other than a number stay gaps."""
        written = ("amount", "to_objects", "to_players", "combat_only", "duration")
        if self.unwritten(node, written, "prevent damage", "karlov's phase generator writes "
                          "only damage prevented to what it names"):  # fmt: skip
            return None
        if node.amount is None:
            amount: Any = "All"
        elif isinstance(node.amount, ir.Fixed):
            amount = {"Next": node.amount.value}
        else:
            return self.unsupported(node.amount, f"amount {type(node.amount).__name__}")
        recipients = self._protected(node, targets)
        if recipients is None:
            return None
        target, scope = recipients
        if scope == "All" and amount != "All":
            # phase's one shield would be shared by every object the filter matches, where
            # each has its own (CR 615.7)
            return self.unsupported(
                node, "a shield of 'the next N damage' for each of several objects"
            )
        effect = {"type": "PreventDamage", "amount": amount, "target": target,
                  "recipient_scope": {"type": scope},
                  "scope": "CombatDamage" if node.combat_only else "AllDamage"}  # fmt: skip
        return [{"effect": effect, "duration": "UntilEndOfTurn"}]

    def _protected(
        self, node: ir.PreventDamage, targets: tuple[ir.TargetSpec, ...]
    ) -> tuple[Json, str] | None:
        """The ``target`` and ``recipient_scope`` of a prevention (see :meth:`prevent_damage`)."""
        objects, players = node.to_objects, node.to_players
        if objects is None and players is None:
            return {"type": "Any"}, "Single"  # damage dealt to anything
        if objects is None and players is not None:
            if players.who == "you" and players.of is None and not players.key:
                return P.controller_player(), "Single"
            return self.unsupported(players, "damage prevented to these players")
        if players is not None:
            return self.unsupported(node, "damage prevented to both players and objects")
        if isinstance(objects, ir.SourceObject):
            return P.self_ref(), "Single"
        if isinstance(objects, ir.AllObjects):
            typed = self._permanents(objects)
            return None if typed is None else (typed, "All")
        chosen_before = isinstance(objects, ir.TargetObjects) and (
            objects.target_index in self._chosen_targets
        )
        if not isinstance(objects, ir.TargetObjects) or chosen_before:
            return self.unsupported(objects, "damage prevented to these objects")
        if not 0 <= objects.target_index < len(targets):
            return self.unsupported(objects, "a reference to a target the ability does not have")
        spec = targets[objects.target_index]
        if (spec.minimum, spec.maximum) != (1, 1):
            return self.unsupported(spec, f"target '{spec.description}'")
        if spec.filter is None and spec.objects and spec.players is ir.Whose.ANY:
            # "any target" (CR 115.4): phase's Any would be no target at all here
            self._chosen_targets.add(objects.target_index)
            kinds = [P.typed_filter([kind]) for kind in ("Creature", "Planeswalker", "Battle")]
            return {"type": "Or", "filters": [{"type": "Player"}, *kinds]}, "Single"
        if spec.players is not None or spec.filter is None:
            return self.unsupported(spec, f"target '{spec.description}'")
        found = self._target(objects, targets)
        if found is None:
            return None
        return found[0], "Single"
