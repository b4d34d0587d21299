"""A phase.rs face, as phase loads it, read back into the model of ``card_model`` (test support).

:func:`loaded_objects` loads faces with ``phase.Engine.from_json``, starts a game with the
cards in a library and reads each card's object back (``Game.object``): its abilities,
triggers, statics and replacements are phase's own deserialised definitions, so a key phase
does not know has already been dropped by phase, and shows as a difference here. The
``solve_condition`` of a Case is not on a game object; it is read from the face's JSON.

Each phase value is read with phase's meaning of it (its serde variants, as its own faces use
them), independently of karlov's generator: nothing here imports it. A value the reader does
not know is kept as an ``unmodelled`` entry (``phase ...``), so it cannot pass unseen.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from karlov.ir import token_name
from karlov.targets import phase_format as P

from .card_model import COLORS, Model, _canon, compact
from .phase_harness import load_engine, new_game

Json = dict[str, Any]

_COLORS = {name.capitalize(): name for name in COLORS.values()}

#: Keywords phase's engine plays only through the triggers its card builder writes beside
#: them (its ``KeywordTriggerInstaller``), spelled as phase loads them, lowercased: a face
#: carrying one of them alone reads as a label, never as the keyword (Exalted, Bushido and
#: Echo are read with the triggers karlov writes for them, further down).
_LABEL_ONLY_KEYWORDS = frozenset({
    "modular", "fabricate", "rampage", "renown", "afterlife", "graft", "soulshift",
    "vanishing", "fading", "flanking", "evolve", "mentor", "undying", "persist", "extort",
    "cumulativeupkeep", "unearth", "livingweapon", "ingest", "soulbond", "annihilator",
    "provoke", "enlist", "frenzy", "battlecry", "melee", "dethrone", "recover", "increment",
    "myriad", "doubleteam", "suspend", "afflict", "training", "poisonous", "gravestorm",
    "champion",
})  # fmt: skip
_LETTERS = {name.capitalize(): letter for letter, name in COLORS.items()}
_SHARD_COLORS = {**_LETTERS, "Colorless": "C", "Two": "2"}
_STEPS = {"Upkeep": "upkeep", "Draw": "draw", "PreCombatMain": "main1",
          "BeginCombat": "beginning_of_combat", "PostCombatMain": "main2",
          "End": "end"}  # fmt: skip
_COUNTERS = {"P1P1": "+1/+1", "M1M1": "-1/-1"}
#: phase's static modes of a restriction or requirement on the affected creatures
_RESTRICTIONS = {"CantAttack": "cant_attack", "CantBlock": "cant_block",
                 "CantBeBlocked": "cant_be_blocked", "MustAttack": "attacks_each_combat",
                 "CantUntap": "doesnt_untap"}  # fmt: skip
#: phase's static modes of a restriction naming other creatures (by ``filter``, or the
#: ``Quality`` of its ``kind``)
_NAMING_RESTRICTIONS = {"CantBeBlockedBy": "cant_be_blocked_by",
                        "BlockRestriction": "can_block_only",
                        "CantBeBlockedExceptBy": "cant_be_blocked_except_by"}  # fmt: skip
#: phase's effects on every permanent a filter names, as verbs
_EACH_OBJECT = {"DestroyAll": "destroy", "DamageAll": "deal_damage",
                "PutCounterAll": "put_counter", "BounceAll": "return_to_hand"}  # fmt: skip
#: the instructions a player follows (phase's player_scope repeats them for each player)
_PLAYER_VERBS = ("draw", "discard", "gain_life", "lose_life", "mill", "sacrifice")
_TOKEN_CARD_TYPES = ("creature", "artifact", "enchantment", "land")
#: the artifact tokens phase creates by their subtype with their abilities (CR 111.10)
_PREDEFINED_TOKENS = ("Treasure", "Food", "Gold", "Blood", "Map", "Powerstone", "Junk")


def loaded_objects(faces: Iterable[Json]) -> dict[str, Json]:
    """Each face's card object as phase loaded it, by card name."""
    faces = list(faces)
    engine = load_engine(P.card_data_json(faces))
    names = [face["name"] for face in faces]
    game = new_game(engine, names, names[:1])
    found: dict[str, Json] = {}
    for obj in game.objects().values():
        if obj["owner"] == 0:
            found.setdefault(obj["name"], obj)
    return found


def _shard(name: str) -> str:
    """A phase ManaCostShard name as a symbol: ``WhiteBlue`` -> ``W/U``, ``PhyrexianRed`` ->
    ``R/P``, ``TwoWhite`` -> ``2/W``."""
    phyrexian = name.startswith("Phyrexian")
    rest = name.removeprefix("Phyrexian")
    parts = []
    while rest:
        word = next((w for w in (*_SHARD_COLORS, "Snow", "X") if rest.startswith(w)), None)
        if word is None:
            return f"?{name}"
        parts.append({"Snow": "S", "X": "X"}.get(word) or _SHARD_COLORS[word])
        rest = rest[len(word) :]
    return "/".join(parts + (["P"] if phyrexian else []))


def phase_mana(cost: Json | None) -> Model | None:
    if not cost or cost.get("type") == "NoCost":
        return None
    return {"generic": cost.get("generic", 0), "symbols": sorted(_shard(s) for s in cost["shards"])}


class PhaseReader:
    """Reads one loaded card object (and its face's solve condition) into the model."""

    def __init__(self, obj: Json, face: Json) -> None:
        self.obj, self.face = obj, face
        self.rest: list[str] = []
        self.targets: list[Model] = []
        #: the objects a static ability gives the abilities being read (their "this
        #: creature", CR 113.7), while they are read
        self.holder: Any = None

    def card(self) -> Model:
        o = self.obj
        types = o["card_types"]
        abilities = [self.keyword(k) for k in o["keywords"]]
        modal = o.get("modal")
        spells = [a for a in o["abilities"] if a["kind"] == "Spell"]
        if modal:
            abilities.append(self.modal(modal, spells))
        for ability in o["abilities"]:
            if self._is_cycling(ability) or self._is_typecycling(ability):
                continue  # read with its Cycling or Typecycling keyword
            if modal and ability["kind"] == "Spell":
                continue  # a mode, read with the others
            abilities.append(self.ability(ability))
        if o.get("additional_cost") is not None:
            self._additional_cost(o["additional_cost"], abilities)
        previous: Json | None = None
        echo_costs = [k["Echo"].get("data") for k in o["keywords"]
                      if isinstance(k, dict) and isinstance(k.get("Echo"), dict)]  # fmt: skip
        for entry in o["trigger_definitions"]:
            definition = entry["definition"]
            if any(self._is_echo(definition, mana) for mana in echo_costs):
                continue  # read with its Echo keyword
            if _builder_trigger(definition) in self._builder_keywords():
                continue  # read with its Bushido or Exalted keyword
            if previous is not None and _same_ability(previous, definition):
                # "enters or is turned face up": one ability, a trigger for each event
                abilities[-1]["trigger"].append(self.event(definition))
                continue
            abilities += self.trigger_ability(definition)
            previous = definition
        for static in o["static_definitions"]:
            abilities.append(self.static_ability(static, gate=False))
        for replacement in o["replacement_definitions"]:
            abilities.append(self.replacement(replacement, gate=False))
        pt = None if o["power"] is None else f"{o['power']}/{o['toughness']}"
        loyalty = o.get("loyalty")
        return {
            "name": o["name"],
            "mana": phase_mana(o["mana_cost"]),
            "types": sorted(
                t.lower() for t in (*types["supertypes"], *types["core_types"], *types["subtypes"])
            ),
            "pt": pt,
            "loyalty": None if loyalty is None else int(loyalty),
            "abilities": [compact(a) for a in abilities],
        }

    def _additional_cost(self, cost: Json, abilities: list[Model]) -> None:
        """ "As an additional cost to cast this spell, ..." (CR 601.2b, 601.2f-h): the face's
        Required cost, read with the spell's (first) ability."""
        self._begin()
        parts = self.cost(cost.get("data")) if cost.get("type") == "Required" else []
        if cost.get("type") != "Required":
            self.rest.append(f"phase additional cost {cost.get('type')}")
        spell = next((a for a in abilities if a["kind"] == "spell"), None)
        if spell is None:
            abilities.append({"kind": "?", "unmodelled": ["phase additional cost of no spell"]})
            return
        spell["additional_cost"] = parts
        spell["unmodelled"] = sorted({*spell["unmodelled"], *self.rest})

    def _begin(self) -> None:
        self.rest, self.targets = [], []

    def _end(self, model: Model) -> Model:
        if model["kind"] in ("spell", "activated", "triggered"):
            model["targets"] = self.targets
        model["unmodelled"] = sorted(set(self.rest))
        return model

    # ---- keywords and abilities

    def _builder_keywords(self) -> set[tuple[str, int]]:
        """The triggers the object's Bushido and Exalted keywords are played with."""
        found = set()
        for k in self.obj["keywords"]:
            if isinstance(k, dict) and isinstance(k.get("Bushido"), int):
                found |= {("Blocks", k["Bushido"]), ("BecomesBlocked", k["Bushido"])}
            if k == "Exalted":
                found.add(("Exalted", 1))
        return found

    def keyword(self, value: str | Json) -> Model:
        name = value if isinstance(value, str) else next(iter(value), "")
        if name.lower() in _LABEL_ONLY_KEYWORDS:  # played only with its builder's triggers
            unmodelled = [f"phase {name} without the triggers its builder writes"]
            return {"kind": "keyword", "name": name.lower(), "unmodelled": unmodelled}
        if isinstance(value, str):
            words = "".join(f" {c.lower()}" if c.isupper() else c for c in value).strip()
            # phase's TotemArmor is the CR's umbra armor (CR 702.89b: the old name)
            words = {"totem armor": "umbra armor"}.get(words, words)
            exalted = [e for e in self.obj["trigger_definitions"]
                       if _builder_trigger(e["definition"]) == ("Exalted", 1)]  # fmt: skip
            if value == "Exalted" and not exalted:
                return {"kind": "keyword", "name": words,
                        "unmodelled": ["phase Exalted without its attack trigger"]}  # fmt: skip
            return {"kind": "keyword", "name": words}
        ((name, param),) = value.items()
        if name == "Landwalk" and isinstance(param, str):
            return {"kind": "keyword", "name": f"{param.lower()}walk"}
        words = "".join(f" {c.lower()}" if c.isupper() else c for c in name).strip()
        model: Model = {"kind": "keyword", "name": words}
        if name == "Protection" and isinstance(param, dict) and set(param) == {"Color"}:
            model["filter"] = {"colors": [_COLORS[param["Color"]]]}  # CR 702.16a
        elif name == "Enchant" and isinstance(param, dict) and param.get("type") in ("Typed", "Or"):
            model["filter"] = self.filter(param)  # what the Aura can enchant (CR 702.5a)
        elif (
            name == "Typecycling" and isinstance(param, dict) and set(param) == {"cost", "subtype"}
        ):
            # "Plainscycling {2}" (CR 702.29e): cycling searching for what its ability finds
            model.update(name="cycling", cost=[self.mana_part(param["cost"])])
            # the abilities in the keywords' order ("Plainscycling {2}, islandcycling {2}")
            found = [a for a in self.obj["abilities"] if self._is_typecycling(a)]
            cyclings = [
                k for k in self.obj["keywords"] if isinstance(k, dict) and "Typecycling" in k
            ]
            mine = found[cyclings.index(value)] if len(found) == len(cyclings) else None
            if mine is None or not self._is_typecycling(mine, param["cost"]):
                model["unmodelled"] = ["phase Typecycling without its search from the hand"]
            else:
                model["filter"] = self.filter(mine["effect"]["filter"])
        elif name == "Crew":
            model["number"] = param["power"]
        elif name == "Awaken" and isinstance(param, dict) and set(param) == {"count", "cost"}:
            model["number"] = param["count"]  # Awaken N—[cost] (CR 702.113a)
            model["cost"] = [self.mana_part(param["cost"])]
        elif isinstance(param, int):
            model["number"] = param
        elif isinstance(param, dict) and param.get("type") == "Fixed" and "data" in param:
            model["number"] = param["data"]  # a quantity (bloodthirst)
        elif isinstance(param, dict) and param.get("type") == "Mana":
            model["cost"] = [self.mana_part(param.get("data") or param.get("cost") or {})]
            if name == "Cycling" and not self._cycles(param["data"]):
                model["unmodelled"] = ["phase Cycling without its ability from the hand"]
            echoes = any(self._is_echo(e["definition"], param["data"])
                         for e in self.obj["trigger_definitions"])  # fmt: skip
            if name == "Echo" and not echoes:
                model["unmodelled"] = ["phase Echo without its upkeep trigger"]
        elif isinstance(param, dict) and param.get("type") == "Cost":
            model["cost"] = [self.mana_part(param)]
        else:
            model["unmodelled"] = [f"phase keyword {value}"]
        if name == "Bushido" and isinstance(param, int):
            found = {_builder_trigger(e["definition"]) for e in self.obj["trigger_definitions"]}
            if not {("Blocks", param), ("BecomesBlocked", param)} <= found:
                model["unmodelled"] = ["phase Bushido without its block triggers"]
        return model

    @staticmethod
    def mana_part(cost: Json) -> str:
        mana = phase_mana(cost) or {"generic": 0, "symbols": []}
        return f"mana {mana['generic']} {' '.join(mana['symbols'])}".strip()

    def modal(self, modal: Json, spells: list[Json]) -> Model:
        """A modal spell (CR 700.2): its Spell abilities are its modes, one of which (or
        ``min``..``max``) is chosen; the targets run on from one mode to the next."""
        self._begin()
        low, high = modal["min_choices"], modal["max_choices"]
        count = f"EQ{low}" if low == high else f"GE{low}"
        if (low != high and high != len(spells)) or modal["mode_count"] != len(spells):
            self.rest.append(f"phase modal {modal}")
        if modal.get("chooser") != {"type": "Controller"}:
            self.rest.append(f"phase modal {modal}")
        modes = [self.chain(spell) for spell in spells]
        chosen: Model = {"verb": "modes", "count": count, "modes": modes}
        if modal.get("allow_repeat_modes"):  # CR 700.2d
            chosen["repeat"] = True
        model = {"kind": "spell", "effects": [chosen]}
        return self._end(model)

    @staticmethod
    def _is_echo(t: Json, mana: Json) -> bool:
        """The trigger Echo [mana] is (CR 702.30a): at the beginning of your upkeep, if it is
        due, sacrifice this permanent unless you pay the mana -- phase's own PayEcho form."""
        execute = t.get("execute") or {}
        unless = t.get("unless_pay") or {}
        sacrifice = {"type": "Sacrifice", "target": {"type": "SelfRef"},
                     "count": {"type": "Fixed", "value": 1}}  # fmt: skip
        return (
            t.get("mode") == "PayEcho"
            and t.get("phase") == "Upkeep"
            and t.get("condition") == {"type": "EchoDue"}
            and t.get("valid_target") == {"type": "Controller"}
            and execute.get("effect") == sacrifice
            and execute.get("sub_ability") is None
            and unless.get("payer") == {"type": "Controller"}
            and (unless.get("cost") or {}).get("type") == "Mana"
            and unless["cost"]["cost"] == mana
        )

    def _cycles(self, mana: Json) -> bool:
        """Whether the object has the ability Cycling [mana] is (CR 702.29a): from the hand,
        pay the mana and discard it, draw a card -- what phase's own faces write."""
        return any(self._is_cycling(a, mana) for a in self.obj["abilities"])

    @staticmethod
    def _is_typecycling(a: Json, mana: Json | None = None) -> bool:
        """Whether ``a`` is the ability of Typecycling [mana] (CR 702.29e): from the hand, pay
        the mana and discard it, search for one card, reveal it, put it into your hand, then
        shuffle -- the chain phase's own faces write."""
        cost = a.get("cost") or {}
        parts = cost.get("costs", [])
        discard = {"type": "Discard", "count": {"type": "Fixed", "value": 1}, "filter": None,
                   "random": False, "self_ref": True}  # fmt: skip
        effect = a.get("effect") or {}
        put = a.get("sub_ability") or {}
        shuffle = put.get("sub_ability") or {}
        return (
            a.get("ability_tag") == {"type": "Cycling"}
            and a.get("activation_zone") == "Hand"
            and effect.get("type") == "SearchLibrary"
            and (effect.get("count"), effect.get("reveal")) == ({"type": "Fixed", "value": 1}, True)
            and (put.get("effect") or {}).get("type") == "ChangeZone"
            and (put["effect"].get("origin"), put["effect"].get("destination"))
            == ("Library", "Hand")
            and not any(
                put["effect"].get(k)
                for k in ("owner_library", "enter_transformed", "enter_tapped", "enters_attacking")
            )
            and shuffle.get("effect") == {"type": "Shuffle", "target": {"type": "Controller"}}
            and shuffle.get("sub_ability") is None
            and cost.get("type") == "Composite"
            and len(parts) == 2
            and parts[0].get("type") == "Mana"
            and (mana is None or parts[0]["cost"] == mana)
            and parts[1] == discard
        )

    @staticmethod
    def _is_cycling(a: Json, mana: Json | None = None) -> bool:
        cost = a.get("cost") or {}
        parts = cost.get("costs", [])
        discard = {"type": "Discard", "count": {"type": "Fixed", "value": 1}, "filter": None,
                   "random": False, "self_ref": True}  # fmt: skip
        draw = {"type": "Draw", "count": {"type": "Fixed", "value": 1},
                "target": {"type": "Controller"}}  # fmt: skip
        return (
            a.get("ability_tag") == {"type": "Cycling"}
            and a.get("activation_zone") == "Hand"
            and a["effect"] == draw
            and a.get("sub_ability") is None
            and cost.get("type") == "Composite"
            and len(parts) == 2
            and parts[0].get("type") == "Mana"
            and (mana is None or parts[0]["cost"] == mana)
            and parts[1] == discard
        )

    def ability(self, a: Json) -> Model:
        self._begin()
        restrictions = {r["type"] for r in a.get("activation_restrictions") or []}
        if a.get("is_mana_ability"):
            model = {"kind": "mana", "produces": self.produced(a["effect"].get("produced"))}
            if a.get("cost") != {"type": "Tap"}:  # more than {T}
                model["cost"] = self.cost(a.get("cost"))
            return self._end(model)
        if a.get("ability_tag") == {"type": "Equip"}:
            return self._end(self.equip(a, restrictions))
        if a["kind"] == "Spell":
            model: Model = {"kind": "spell", "effects": self.chain(a)}
        else:
            # a loyalty ability is activated as a sorcery by the rules (CR 606.3)
            loyalty = (a.get("cost") or {}).get("type") == "Loyalty"
            if loyalty and "AsSorcery" not in restrictions:
                self.rest.append("phase loyalty ability at instant speed")
            model = {"kind": "activated", "cost": self.cost(a.get("cost")),
                     "gate": "IsSolved" in restrictions,
                     "sorcery": "AsSorcery" in restrictions and not loyalty,
                     "limit": 1 if "OnlyOnceEachTurn" in restrictions else None,
                     "effects": self.chain(a)}  # fmt: skip
            conditions = [self.activation_condition(r)
                          for r in a.get("activation_restrictions") or []
                          if r["type"] in _ACTIVATION_CONDITIONS]  # fmt: skip
            if len(conditions) > 1:
                self.rest.append(f"phase activation conditions {conditions}")
            if conditions:
                model["condition"] = conditions[0]
            known = {"IsSolved", "AsSorcery", "OnlyOnceEachTurn", *_ACTIVATION_CONDITIONS}
            self.rest += [f"phase restriction {r}" for r in restrictions - known]
        return self._end(model)

    def activation_condition(self, r: Json) -> Model:
        """ "Activate only during your turn / your upkeep / if ..." (CR 602.5b)."""
        if r == {"type": "DuringYourTurn"}:
            return {"cond": "IsYourTurn"}
        if r == {"type": "DuringYourUpkeep"}:
            return {"cond": "InTurnWindow", "steps": ["upkeep"], "yours": True}
        if set(r) == {"type", "data"} and set(r["data"]) == {"condition"}:
            return self.static_condition(r["data"]["condition"])
        self.rest.append(f"phase activation restriction {r}")
        return {"cond": "?"}

    def equip(self, a: Json, restrictions: set[str]) -> Model:
        """An Equip ability read as the keyword (CR 702.6a): it must attach the source to
        target creature you control, as a sorcery, and do nothing else."""
        creature = {"type": "Typed", "type_filters": ["Creature"], "controller": "You",
                    "properties": []}  # fmt: skip
        effect = a["effect"]
        if effect.get("type") != "Attach" or effect.get("target") != creature:
            self.rest.append(f"phase Equip effect {effect}")
        if restrictions != {"AsSorcery"} or a.get("sub_ability") is not None:
            self.rest.append(f"phase Equip restrictions {sorted(restrictions)} or sub-ability")
        model = {"kind": "keyword", "name": "equip", "cost": self.cost(a.get("cost"))}
        model["unmodelled"] = sorted(set(self.rest))
        return model

    def produced(self, produced: Json | None) -> list[str]:
        if not produced:
            return []
        if produced["type"] == "Colorless":
            return ["C" * produced["count"]["value"]]
        if produced["type"] == "Fixed":
            return ["".join(_LETTERS[c] for c in produced["colors"])]
        if produced["type"] == "AnyOneColor":
            return sorted(_LETTERS[c] for c in produced["color_options"])
        self.rest.append(f"phase produced {produced}")
        return []

    def cost(self, cost: Json | None) -> list[str]:
        if cost is None:
            return []
        if cost["type"] == "Composite":
            return sorted(p for c in cost["costs"] for p in self.cost(c))
        if cost["type"] == "Mana":
            return [self.mana_part(cost["cost"])]
        if cost["type"] == "Tap":
            return ["tap"]
        if cost["type"] == "Loyalty" and isinstance(cost.get("amount"), int):
            return [f"loyalty {cost['amount']:+d}"]
        if cost["type"] == "Sacrifice" and cost.get("target") == {"type": "SelfRef"}:
            return ["sacrifice self"]
        if cost["type"] == "Sacrifice":
            f = self.filter(cost["target"]) or {}
            f.pop("controller", None)  # a player sacrifices their own (CR 701.21a)
            return [f"sacrifice {cost['count']} {_canon(f)}"]
        if cost["type"] == "PayLife":
            return [f"pay {cost['amount']['value']} life"]
        if cost["type"] == "Discard" and not cost.get("random") and cost.get("filter") is None:
            if cost.get("self_ref"):
                return ["discard self"]
            return [f"discard {cost['count']['value']}"]
        if cost["type"] == "RemoveCounter" and cost.get("selection") == "SingleObject":
            kind = _COUNTERS.get(cost["counter_type"].get("data"), "?")
            return [f"remove {cost['count']} {kind}"]
        if cost["type"] == "TapCreatures":
            f = self.filter(cost["filter"]) or {}
            if f.pop("controller", None) != "you":
                self.rest.append("phase TapCreatures of another player's")
            return [f"tap {cost['requirement']['count']} {_canon(f)}"]
        self.rest.append(f"phase cost {cost}")
        return []

    # ---- triggers

    def trigger_ability(self, t: Json) -> list[Model]:
        execute = t["execute"]
        if execute and execute["effect"].get("type") == "SolveCase":
            return self.to_solve(t)
        self._begin()
        event = self.event(t)
        model = {"kind": "triggered", "trigger": [event], "effects": self.chain(execute)}
        if t.get("condition") is not None:  # an intervening if (CR 603.4)
            model["condition"] = self.static_condition(t["condition"])
        return [self._end(model)]

    def event(self, t: Json) -> Model:
        mode = t["mode"]
        subject = self.subject(t.get("valid_card"))
        if t.get("trigger_zones") != ["Battlefield"]:
            self.rest.append(f"phase trigger_zones {t.get('trigger_zones')}")
        constraint = t.get("constraint")
        if mode == "ChangesZone":
            event = {(None, "Battlefield"): "enters", ("Battlefield", "Graveyard"): "dies"}.get(
                (t.get("origin"), t.get("destination")), f"zone change {t.get('origin')}"
            )
            if event == "dies" and not self._creature(subject):
                # a permanent that is no creature is put into a graveyard; only a creature
                # dies (CR 700.4)
                event = "put_into_graveyard_from_battlefield"
            return compact({"event": event, "subject": subject})
        if mode == "TurnFaceUp":
            return compact({"event": "face_up", "subject": subject})
        if mode == "Phase":
            whose = "you" if constraint == {"type": "OnlyDuringYourTurn"} else "any"
            if constraint not in (None, {"type": "OnlyDuringYourTurn"}):
                self.rest.append(f"phase constraint {constraint}")
            return {"event": "step", "step": _STEPS.get(t.get("phase"), "?"), "whose": whose}
        if mode == "LifeGained" and t.get("valid_target") == {"type": "Controller"}:
            if t.get("valid_card") is not None or constraint is not None:
                self.rest.append("phase LifeGained of an object or with a constraint")
            # "whenever you gain life" (the shared model's subject of an event without an
            # object is the source, as Forge's reader gives it)
            return {"event": "gain_life", "subject": "self", "by": "you"}
        if mode == "SpellCast":
            casters = {"Controller": "you", "Typed": "opponent"}
            caster = t.get("valid_target") or {}
            by = casters.get(caster.get("type", ""))  # None: any player
            if by == "opponent" and caster != {
                "type": "Typed",
                "type_filters": [],
                "controller": "Opponent",
                "properties": [],
            }:
                self.rest.append(f"phase SpellCast valid_target {caster}")  # fmt: skip
            elif caster and by is None:
                self.rest.append(f"phase SpellCast valid_target {caster}")
            nth = None
            if constraint and constraint.get("type") == "NthSpellThisTurn":
                nth = constraint["n"]
                if "filter" in constraint and constraint["filter"] != t.get("valid_card"):
                    self.rest.append("phase NthSpellThisTurn filter")
            elif constraint is not None:
                self.rest.append(f"phase constraint {constraint}")
            if isinstance(subject, dict):
                subject = {**subject, "zone": "stack"}
            return compact({"event": "cast", "subject": subject, "by": by, "nth": nth})
        if (
            mode == "DamageDone"
            and t.get("damage_kind") == "CombatOnly"
            and (t.get("valid_target") == {"type": "Player"})
        ):  # combat damage dealt by the source to a player (CR 510.3a)
            if t.get("valid_card") is not None:
                self.rest.append(f"phase DamageDone valid_card {t.get('valid_card')}")
            return compact({"event": "combat_damage_to_player",
                            "subject": self.subject(t.get("valid_source"))})  # fmt: skip
        if mode == "Blocks" and t.get("valid_target") is None:  # CR 509.3a
            return compact({"event": "blocks", "subject": subject})
        if mode == "YouAttack":
            return {"event": "attack", "by": "you"}
        if mode == "Attacks":
            return compact({"event": "attacks", "subject": subject})
        self.rest.append(f"phase trigger mode {mode}")
        return {"event": mode}

    def _creature(self, subject: Any) -> bool:
        """Whether a trigger's subject is a creature: the source by its card types, a filter
        by its types (no type at all: any permanent, a creature among them)."""
        if subject == "self" and self.holder not in (None, "self"):  # a granted ability's
            return self._creature(self.holder)  # holder: the objects the static affects
        if subject == "self":
            return "Creature" in self.obj["card_types"]["core_types"]
        types = {*subject.get("types", []), *subject.get("any_types", [])}
        return "creature" in types or not types

    def subject(self, valid: Json | None) -> Any:
        if valid is None:
            return None
        if valid == {"type": "SelfRef"}:
            return "self"
        if valid == {"type": "AttachedTo"}:  # the permanent the source is attached to
            if not self._attaches_only_to_creatures():
                self.rest.append("phase AttachedTo of a card not attached only to creatures")
            return {"types": ["creature"], "qualities": ["attached"]}
        return self.filter(valid)

    def _attaches_only_to_creatures(self) -> bool:
        """An Equipment (CR 301.5c), or an Aura whose Enchant names only creatures."""
        subtypes = self.obj["card_types"]["subtypes"]
        enchant = [k["Enchant"] for k in self.obj["keywords"]
                   if isinstance(k, dict) and "Enchant" in k]  # fmt: skip
        creatures = [e for e in enchant if e.get("type") == "Typed"
                     and e.get("type_filters") == ["Creature"]]  # fmt: skip
        return "Equipment" in subtypes or ("Aura" in subtypes and enchant == creatures != [])

    # ---- the Case: To solve, its condition and what solving grants

    def to_solve(self, t: Json) -> list[Model]:
        self._begin()
        if t.get("constraint") != {"type": "OnlyDuringYourTurn"} or t.get("phase") != "End":
            self.rest.append("phase To solve not at your end step")
        model = self._end({"kind": "to_solve", "condition": self.solve_condition(
            self.face.get("solve_condition"))})  # fmt: skip
        model.pop("targets", None)
        found = [model]
        grant = t["execute"].get("sub_ability")
        if grant is not None:
            for static in grant["effect"].get("static_abilities", []):
                for mod in static["modifications"]:
                    if mod["type"] == "GrantStaticAbility":
                        found.append(self.static_ability(mod["definition"], gate=True))
                    elif mod["type"] == "GrantTrigger":
                        (one,) = self.trigger_ability(mod["trigger"])
                        found.append({**one, "gate": True})
                    elif mod["type"] == "GrantReplacement":
                        found.append(self.replacement(mod["replacement"], gate=True))
        return found

    def solve_condition(self, c: Json | None) -> Model:
        if c is None:
            self.rest.append("phase no solve_condition")
            return {"cond": "?"}
        if c["type"] == "ObjectCount":
            compare = f"{c['comparator']}{c['threshold']}"
            return {"cond": "ObjectCount", "count": compare, "filter": self.filter(c["filter"])}
        if c["type"] == "Condition" and c["condition"]["type"] == "QuantityComparison":
            q = c["condition"]
            rhs = q["rhs"]
            compare = f"{q['comparator']}{rhs.get('value')}"
            return self.quantity_condition(q["lhs"]["qty"], compare)
        self.rest.append(f"phase solve_condition {c}")
        return {"cond": "?"}

    def quantity_condition(self, qty: Json, compare: str) -> Model:
        kind = qty["type"]
        if kind in ("HandSize", "GraveyardSize"):
            zone = "hand" if kind == "HandSize" else "graveyard"
            return {"cond": "ObjectCount", "count": compare,
                    "filter": {"zone": zone, "zone_owner": "you"}}  # fmt: skip
        if kind == "DistinctColorsAmong":
            if compare == "EQ5":  # there are five colors (CR 105.1): five is five or more
                compare = "GE5"
            return {"cond": "ColorsAmong", "count": compare,
                    "filter": self.filter(qty["source"]["filter"])}  # fmt: skip
        if kind == "PropertyAggregate" and qty["property"] == "Power" and compare[:2] == "GE":
            return {"cond": "TotalPower", "filter": self.filter(qty["source"]["filter"]),
                    "at_least": int(compare[2:])}  # fmt: skip
        if kind == "ObjectCount":
            return {"cond": "ObjectCount", "count": compare, "filter": self.filter(qty["filter"])}
        if kind == "LifeGainedThisTurn":
            return {"cond": "LifeGainedThisTurn", "who": "you", "count": compare}
        if kind == "SpellsCastThisTurn":
            f = self.filter(qty["filter"]) if "filter" in qty else {}
            by = "you" if qty["scope"] == "Controller" else None
            return compact({"cond": "SpellsCastThisTurn", "count": compare, "by": by,
                            "filter": {**f, "zone": "stack"}})  # fmt: skip
        if kind == "AttackedThisTurn":
            return {"cond": "HappenedThisTurn", "event": "attacked", "count": compare,
                    "filter": {"types": ["creature"]}}  # fmt: skip
        if kind == "ZoneChangeCountThisTurn" and qty.get("to") == "Graveyard":
            return {"cond": "HappenedThisTurn", "event": "put_into_graveyard",
                    "count": compare, "filter": self.filter(qty["filter"])}  # fmt: skip
        self.rest.append(f"phase quantity {kind}")
        return {"cond": "?"}

    # ---- statics and replacements

    def static_ability(self, s: Json, gate: bool) -> Model:
        self._begin()
        model = {"kind": "static", "gate": gate, "parts": [self.static_part(s)]}
        if s.get("condition") is not None:  # "as long as" (CR 611.3a)
            model["condition"] = self.static_condition(s["condition"])
        return self._end(model)

    def static_condition(self, c: Json) -> Model:
        if c == {"type": "DuringYourTurn"}:
            return {"cond": "IsYourTurn"}
        if c.get("type") == "QuantityComparison" and c["rhs"].get("type") == "Fixed":
            compare = f"{c['comparator']}{c['rhs']['value']}"
            return self.quantity_condition(c["lhs"]["qty"], compare)
        self.rest.append(f"phase static condition {c}")
        return {"cond": "?"}

    def static_part(self, s: Json) -> Model:
        mode = s["mode"]
        if mode == "MayPlayAdditionalLand":
            return {"static": "additional_land", "count": 1}
        if mode == "MayLookAtTopOfLibrary":
            return {"static": "look_at_top"}
        if mode == "DamageNotRemovedDuringCleanup":
            return {"static": "damage_persists"}
        if isinstance(mode, dict) and "TopOfLibraryCastPermission" in mode:
            kinds = [f["type_filters"][0] for f in s["affected"]["filters"]]
            spells = sorted(_canon({"types": [k.lower()]}) for k in kinds if k != "Land")
            return compact({"static": "play_from_top", "lands": "Land" in kinds,
                            "spells": spells})  # fmt: skip
        if isinstance(mode, dict) and "ModifyCost" in mode:
            m = mode["ModifyCost"]
            if m["mode"] not in ("Reduce", "Raise") or s["affected"] != P.typed_filter(
                ["Card"], "You"
            ):
                self.rest.append(f"phase ModifyCost {m}")
            kind = "raise_cost" if m["mode"] == "Raise" else "reduce_cost"
            return {"static": kind, "caster": "you",
                    "spells": {**self.filter(m["spell_filter"]), "zone": "stack"},
                    "generic": m["amount"]["generic"]}  # fmt: skip
        affected = s.get("affected")
        objects = {"ref": "self"} if affected == {"type": "SelfRef"} else {
            "ref": "all", "filter": self.filter(affected)}  # fmt: skip
        if s["modifications"] and mode != "Continuous":
            self.rest.append(f"phase {mode} modifications")
        if isinstance(mode, str) and mode in _RESTRICTIONS:
            return {"static": "restriction", "kind": _RESTRICTIONS[mode], "affected": objects}
        if mode == {"CantBeBlockedByMoreThan": {"max": 1}}:
            return {"static": "restriction", "kind": "blocked_by_at_most_one", "affected": objects}
        if isinstance(mode, dict) and len(mode) == 1:
            ((name, data),) = mode.items()
            if name in _NAMING_RESTRICTIONS:
                named = data.get("filter") or (data.get("kind") or {}).get("Quality")
                return {"static": "restriction", "kind": _NAMING_RESTRICTIONS[name],
                        "affected": objects, "filter": self.filter(named)}  # fmt: skip
        if mode != "Continuous":
            self.rest.append(f"phase static mode {mode}")
        self.holder = "self" if objects["ref"] == "self" else objects.get("filter") or {}
        part = self.modifications(s["modifications"])
        self.holder = None
        defining = "define_power" in part or "define_toughness" in part
        if bool(s.get("characteristic_defining")) != defining:  # CR 604.3: in every zone
            self.rest.append("phase characteristic_defining without a defined P/T, or the reverse")
        return compact({"static": "continuous", "affected": objects,
                        "add_types": part.get("types", []), "set_power": part.get("set_power"),
                        "set_toughness": part.get("set_toughness"), "power": part.get("power"),
                        "toughness": part.get("toughness"),
                        "keywords": part.get("keywords", []),
                        "granted": sorted(part.get("granted", [])), "per": part.get("per"),
                        "define_power": part.get("define_power"),
                        "define_toughness": part.get("define_toughness")})  # fmt: skip

    def modifications(self, mods: list[Json]) -> Model:
        part: Model = {"types": [], "keywords": []}
        for mod in mods:
            kind = mod["type"]
            if kind == "AddPower":
                part["power"] = part.get("power", 0) + mod["value"]
            elif kind == "AddToughness":
                part["toughness"] = part.get("toughness", 0) + mod["value"]
            elif kind == "SetPower":
                part["set_power"] = mod["value"]
            elif kind == "SetToughness":
                part["set_toughness"] = mod["value"]
            elif kind == "AddType":
                part["types"].append(mod["core_type"].lower())
            elif kind == "AddSubtype":
                part["types"].append(mod["subtype"].lower())
            elif kind in ("AddDynamicPower", "AddDynamicToughness"):
                # "+1/+1 for each ...": the printed number, per the counted objects
                stat = "power" if kind == "AddDynamicPower" else "toughness"
                number, per = self.per_count(mod["value"])
                part[stat] = part.get(stat, 0) + number
                if part.setdefault("per", per) != per:
                    self.rest.append("phase dynamic P/T counted over two filters")
            elif kind in ("SetDynamicPower", "SetDynamicToughness"):  # CR 604.3
                stat = "power" if kind == "SetDynamicPower" else "toughness"
                part[f"define_{stat}"] = self.amount(mod["value"])
            elif kind == "AddKeyword" and isinstance(mod["keyword"], str):
                part["keywords"].append(self.keyword(mod["keyword"])["name"])
            elif kind == "AddKeyword":  # a keyword with its parameter ("protection from red")
                keyword = compact(self.keyword(mod["keyword"]))
                if set(keyword) == {"kind", "name"}:  # {"Landwalk": "Plains"}: plainswalk
                    part["keywords"].append(keyword["name"])
                else:
                    part.setdefault("granted", []).append(json.dumps(keyword, sort_keys=True))
            elif kind in ("GrantAbility", "GrantTrigger"):  # an ability of its own (CR 613.1f)
                outer = (self.rest, self.targets)
                if kind == "GrantAbility":
                    granted = [self.ability(mod["definition"])]
                else:
                    granted = self.trigger_ability(mod["trigger"])
                self.rest, self.targets = outer
                part.setdefault("granted", []).extend(
                    json.dumps(compact(g), sort_keys=True) for g in granted
                )
            elif kind == "AddStaticMode" and "GraveyardCastPermission" in mod["mode"]:
                part["cast_from_graveyard"] = True
            else:
                self.rest.append(f"phase modification {kind}")
        part["types"] = sorted(part["types"])
        part["keywords"] = sorted(part["keywords"])
        return part

    def replacement(self, r: Json, gate: bool) -> Model:
        self._begin()
        if r["event"] == "Moved":
            return self._end({"kind": "static", "gate": gate, "parts": [self.entering(r)]})
        spec = r.get("additional_token_spec") or {}
        c = spec.get("characteristics") or {}
        model = {"kind": "replacement", "gate": gate,
                 "event": "create_token" if r["event"] == "CreateToken" else r["event"],
                 "whose": "you" if r.get("token_owner_scope") == "You" else None,
                 "extra": 1 if spec else 0,
                 "token": {"predefined": (spec.get("script_name") or "").lower()}}  # fmt: skip
        if c.get("subtypes") != [spec.get("script_name")]:
            self.rest.append("phase token spec")
        return self._end(model)

    def entering(self, r: Json) -> Model:
        """ "This object enters tapped / with counters" (CR 614.1c): a ``Moved`` replacement
        of this object entering the battlefield, tapping it or putting counters on it."""
        execute = r.get("execute") or {}
        effect = execute.get("effect") or {}
        if r.get("valid_card") != {"type": "SelfRef"} or r.get("destination_zone") != (
            "Battlefield"
        ) or execute.get("sub_ability") is not None or r.get("condition") is not None:  # fmt: skip
            self.rest.append(f"phase Moved replacement {r}")
        tap = {"type": "SetTapState", "target": {"type": "SelfRef"}, "scope": {"type": "Single"},
               "state": {"type": "Tap"}}  # fmt: skip
        if effect == tap:
            return {"static": "enters_tapped"}
        if effect.get("type") == "PutCounter" and effect.get("target") == {"type": "SelfRef"}:
            return {"static": "enters_with", "counter": _COUNTERS.get(effect["counter_type"], "?"),
                    "count": f"EQ{self.amount(effect['count'])}"}  # fmt: skip
        self.rest.append(f"phase Moved effect {effect}")
        return {"static": "?"}

    # ---- effects

    def chain(self, ability: Json | None) -> list[Model]:
        steps: list[Model] = []
        pending_target: Model | None = None
        while ability is not None:
            effect = ability["effect"]
            if effect["type"] == "TargetOnly":  # a target chosen for the next step
                pending_target = self.target(effect["target"], ability)
            else:
                steps_here = self.step(effect, ability)
                scope = ability.get("player_scope")
                if scope is not None:  # the instruction repeated for each of these players
                    who = {"Opponent": "opponent", "All": "each_player"}.get(scope.get("type"))
                    for step in steps_here:
                        if (
                            who is None
                            or step.get("player") is not None
                            or step["verb"] not in _PLAYER_VERBS
                        ):
                            self.rest.append(f"phase player_scope {scope} of {step}")
                        step["player"] = {"ref": who}
                unless = ability.get("unless_pay")
                if unless is not None:  # "... unless [player] pays {1}" (CR 118.12a)
                    for step in steps_here:
                        step["unless"] = {"payer": self.payer(unless.get("payer")),
                                          "cost": self.cost(unless.get("cost"))}  # fmt: skip
                condition = ability.get("condition")
                if condition == {"type": "EffectOutcome", "signal": "OptionalEffectPerformed"}:
                    # "If you do, ..." (CR 608.2c): done only if the optional step was
                    steps_here = [{"verb": "if_done", "effects": [compact(s) for s in steps_here]}]
                elif condition is not None:
                    self.rest.append(f"phase condition of a step {condition}")
                for step in steps_here:
                    if pending_target is not None and step.get("objects") == {"ref": "target",
                            "index": len(self.targets) - 1}:  # fmt: skip
                        pending_target = None
                    if ability.get("optional"):  # its controller chooses whether to do it
                        step["optional"] = "you"
                    if step["verb"] == "if_done" and steps and steps[-1]["verb"] == "if_done":
                        steps[-1]["effects"] += step["effects"]  # one "If you do" of steps
                    else:
                        steps.append(step)
            ability = ability.get("sub_ability")
        return [compact(s) for s in steps]

    def payer(self, payer: Json | None) -> Model:
        """Who may pay an ``unless_pay``: you, or the controller of the step's target."""
        if payer == {"type": "Controller"}:
            return {"ref": "you"}
        if payer == {"type": "ParentTargetController"}:
            return {"ref": "controller", "of": {"ref": "target", "index": len(self.targets) - 1}}
        self.rest.append(f"phase unless_pay payer {payer}")
        return {"ref": "?"}

    def target(self, t: Json | None, ability: Json) -> Model | None:
        """The objects a phase ``target`` names; a targeting filter adds a target spec."""
        if t is None:
            return None
        kind = t.get("type")
        if kind == "SelfRef":
            return {"ref": "self"}
        if kind == "ParentTarget":
            return {"ref": "target", "index": len(self.targets) - 1}
        if kind in ("TriggeringSource",):
            return {"ref": "event"}
        if kind == "TriggeringPlayer":  # the player of the triggering event
            return {"ref": "that_player"}
        if kind in ("LastCreated", "TrackedSet", "ExiledBySource"):
            return {"ref": "remembered"}
        if kind == "Controller":
            return {"ref": "you"}
        multi = ability.get("multi_target")
        spec: Model = {"min": 1, "max": 1}
        if multi is not None:
            top = multi.get("max")
            spec = {"min": multi["min"], "max": "any" if top is None else top["value"]}
        if kind == "Any":
            spec.update(objects=True, players="any")
        elif kind == "StackSpell":
            spec.update(objects=True, filter={"zone": "stack"})
        elif (
            kind == "And"
            and t["filters"][:1] == [{"type": "StackSpell"}]
            and len(t["filters"]) == 2
        ):
            spec.update(objects=True, filter={**(self.filter(t["filters"][1]) or {}),
                                              "zone": "stack"})  # fmt: skip
        elif kind == "Player":
            spec["players"] = "any"
        elif kind == "Or" and t["filters"][:1] == [{"type": "Player"}] and len(t["filters"]) == 2:
            spec.update(objects=True, players="any", filter=self.filter(t["filters"][1]))
        else:
            spec.update(objects=True, filter=self.filter(t))
        self.targets.append(compact(spec))
        return {"ref": "target", "index": len(self.targets) - 1}

    def step(self, e: Json, ability: Json) -> list[Model]:
        kind = e["type"]
        if kind == "PreventDamage":  # its amount is no QuantityExpr
            return [self.prevention(e, ability)]
        amount = self.amount(e.get("amount") or e.get("count"))
        if kind in _EACH_OBJECT:  # every permanent the filter names
            objects = {"ref": "all", "filter": self.filter(e["target"])}
            step = {"verb": _EACH_OBJECT[kind], "objects": objects}
            if kind == "DestroyAll":
                step["no_regeneration"] = e.get("cant_regenerate", False)
            elif kind == "PutCounterAll":
                step.update(amount=amount, counter=_COUNTERS.get(e["counter_type"], "?"))
            elif kind == "DamageAll":
                step.update(amount=amount, source={"ref": "self"})
                scope = (e.get("player_filter") or {}).get("type")
                if scope is not None:
                    # as DamageEachPlayer reads it: the IR writes "each opponent" "opponent"
                    who = {"All": "each_player", "Opponent": "opponent"}.get(scope, "?")
                    step["players"] = {"ref": who}
            return [step]
        if kind == "SetTapState" and e.get("scope") == {"type": "All"}:
            verb = {"Tap": "tap", "Untap": "untap"}.get(e["state"]["type"], "?")
            return [{"verb": verb, "objects": {"ref": "all", "filter": self.filter(e["target"])}}]
        if kind == "Destroy":
            return [{"verb": "destroy", "objects": self.target(e["target"], ability),
                     "no_regeneration": e.get("cant_regenerate", False)}]  # fmt: skip
        if kind == "DealDamage" and e["target"]["type"] in ("Controller", "Player"):
            # "to you", "to target player": a player, not an object
            return [{"verb": "deal_damage", "players": self.target(e["target"], ability),
                     "amount": amount, "source": {"ref": "self"}}]  # fmt: skip
        if kind == "DealDamage":
            return [{"verb": "deal_damage", "objects": self.target(e["target"], ability),
                     "amount": amount, "source": {"ref": "self"}}]  # fmt: skip
        if kind == "DamageEachPlayer":  # "to each opponent / each player" (CR 120.3)
            scope = (e.get("player_filter") or {}).get("type")
            who = {"All": "each_player", "Opponent": "opponent"}.get(scope, f"? {scope}")
            return [{"verb": "deal_damage", "players": {"ref": who}, "amount": amount,
                     "source": {"ref": "self"}}]  # fmt: skip
        if kind == "EachSourceDealsDamage":
            recipient = e["recipient"]
            objects = self.target(recipient.get("data"), ability)
            return [{"verb": "deal_damage", "objects": objects, "amount": amount,
                     "source": {"ref": "all", "filter": self.filter(e["sources"])}}]  # fmt: skip
        if kind == "PutCounter":
            objects = self.target(e["target"], ability)
            if ability.get("distribute") is not None:
                self.targets[-1]["divided"] = amount
                amount = "divided"
            return [{"verb": "put_counter", "objects": objects, "amount": amount,
                     "counter": _COUNTERS.get(e["counter_type"], "?")}]  # fmt: skip
        if kind in ("Draw", "Discard", "Surveil", "Scry", "Mill"):
            player = self.target(e.get("target"), ability)
            step: Model = {"verb": kind.lower(), "amount": amount}
            if kind == "Mill" and e.get("destination") != "Graveyard":
                self.rest.append("phase Mill destination")
            count = e.get("count") or {}
            if kind == "Discard" and count.get("type") == "Ref":
                step = {"verb": "discard", "objects": {
                    "ref": "all", "filter": {"zone": "hand", "zone_owner": "you"}}}  # fmt: skip
            if player != {"ref": "you"}:
                step["player"] = player
            return [step]
        if kind == "GainLife":
            player = self.target(e.get("player"), ability)
            step = {"verb": "gain_life", "amount": amount}
            if player != {"ref": "you"}:
                step["player"] = player
            return [step]
        if kind == "LoseLife":
            player = self.target(e.get("target"), ability)
            step = {"verb": "lose_life", "amount": amount}
            if player != {"ref": "you"}:
                step["player"] = player
            return [step]
        if kind == "SetTapState":
            if e.get("scope") != {"type": "Single"}:
                self.rest.append(f"phase SetTapState scope {e.get('scope')}")
            verb = {"Tap": "tap", "Untap": "untap"}.get(e["state"]["type"], "?")
            return [{"verb": verb, "objects": self.target(e["target"], ability)}]
        if kind == "Investigate":
            return [{"verb": "investigate", "amount": "1"}]
        if kind == "ExileTop":
            if e.get("player") != {"type": "Controller"}:
                self.rest.append("phase ExileTop player")
            return [{"verb": "exile", "objects": {"ref": "top_of_library",
                     "count": e["count"]["value"], "whose": "you"}}]  # fmt: skip
        if kind == "ChooseFromZone":
            return [{"verb": "choose", "objects": {"ref": "remembered"},
                     "amount": str(e["count"])}]  # fmt: skip
        if kind == "GrantCastingPermission":
            return [{"verb": "allow_play", "objects": {"ref": "remembered"}}]
        if kind == "CopySpell":
            return [{"verb": "copy_spell", "objects": self.target(e["target"], ability)}]
        if kind == "Sacrifice":
            if e["target"] == {"type": "SelfRef"} and e["count"] == {"type": "Fixed", "value": 1}:
                return [{"verb": "sacrifice", "objects": {"ref": "self"}}]
            scope = (ability.get("player_scope") or {}).get("type")
            who = {None: "you", "Opponent": "opponent", "All": "each_player"}.get(scope, "?")
            f = self.filter(e["target"]) or {}
            if f.pop("controller", None) != "you":  # each player sacrifices their own
                self.rest.append("phase Sacrifice of another player's permanents")
            return [{"verb": "sacrifice", "objects": {"ref": "chosen", "count": f"EQ{amount}",
                     "filter": f, "chooser": who, "own": True}}]  # fmt: skip
        if kind == "Regenerate":
            return [{"verb": "regenerate", "objects": self.target(e["target"], ability)}]
        if kind == "Suspect":
            return [{"verb": "suspect", "objects": self.target(e["target"], ability)}]
        if kind == "Bounce" and e.get("selection") == "at_resolution":
            # one permanent its controller chooses as it resolves, untargeted (CR 608.2d)
            return [{"verb": "return_to_hand", "objects": {
                "ref": "chosen", "count": "EQ1", "filter": self.filter(e["target"]),
                "chooser": "you"}}]  # fmt: skip
        if kind == "Bounce":
            return [{"verb": "return_to_hand", "objects": self.target(e["target"], ability)}]
        if (
            kind == "Token"
            and e["types"] == ["Artifact", e["name"]]
            and (e["name"] in _PREDEFINED_TOKENS)
        ):  # a predefined token (CR 111.10): phase gives it its abilities by its subtype
            owner = self.target(e.get("owner"), ability)
            if owner != {"ref": "you"} or e["colors"] or e["keywords"] or e["tapped"]:
                self.rest.append(f"phase predefined Token {e}")
            return [{"verb": "create", "token": {"predefined": e["name"].lower()},
                     "amount": amount}]  # fmt: skip
        if kind == "Token":
            owner = self.target(e.get("owner"), ability)
            token = compact({
                "types": sorted(t.lower() for t in e["types"] if t.lower() in _TOKEN_CARD_TYPES),
                "subtypes": sorted(t.lower() for t in e["types"]
                                   if t.lower() not in _TOKEN_CARD_TYPES),
                "colors": sorted(_COLORS[c] for c in e["colors"]),
                "power": e["power"]["value"], "toughness": e["toughness"]["value"],
                "keywords": sorted(self.keyword(k)["name"] for k in e["keywords"]),
                "name": "" if e["name"] == token_name(
                    [t for t in e["types"] if t.lower() not in _TOKEN_CARD_TYPES]) else
                e["name"]})  # fmt: skip
            step = {"verb": "create", "token": token, "amount": amount, "tapped": e["tapped"]}
            if owner != {"ref": "you"}:
                step["player"] = owner
            return [step]
        if kind == "SearchLibrary":
            searched = self.filter(e["filter"], off_battlefield=True) or {}
            if searched.get("controller") == "you":  # the cards of your own library
                del searched["controller"]
            return [
                {
                    "verb": "search",
                    "zone": "library",
                    "filter": searched,
                    # phase finds that many cards of any kind, and lets a searcher of a
                    # hidden zone find fewer with a stated quality (CR 701.23b, 701.23d)
                    "amount": f"{'LE' if searched else ''}{e['count']['value']}",
                    "reveal": e.get("reveal", False),
                }
            ]
        if kind == "ChangeZone" and e.get("origin") == "Library":
            return [{"verb": "search_put", "put": e["destination"].lower(),
                     "tapped": e.get("enter_tapped", False)}]  # fmt: skip
        if kind == "ChangeZone":
            objects = self.target(e["target"], ability)
            zone = None
            if objects and objects.get("ref") == "target":
                zone = (self.targets[objects["index"]].get("filter") or {}).get("zone")
            origin = (e.get("origin") or "").lower() or zone
            if any(e.get(k) for k in ("owner_library", "enter_transformed", "enters_attacking")):
                self.rest.append("phase ChangeZone flags")
            step = {"verb": "exile" if e["destination"] == "Exile" else "move",
                    "objects": objects, "from_zone": None if origin == "battlefield" else origin,
                    "tapped": e.get("enter_tapped", False)}  # fmt: skip
            if e["destination"] != "Exile":
                step["zone"] = e["destination"].lower()
            if e["destination"] == "Battlefield":
                # a card of your own graveyard enters under your control: you put it there and
                # you own it (CR 110.2a); another player's has no reading here
                spec = self.targets[objects["index"]] if objects.get("ref") == "target" else {}
                if (spec.get("filter") or {}).get("zone_owner") == "you" and origin == "graveyard":
                    step["control"] = "you"
                else:
                    self.rest.append("phase ChangeZone to the battlefield of another's card")
            return [step]
        if kind == "PutAtLibraryPosition":  # into its owner's library (CR 400.3)
            objects = self.target(e["target"], ability)
            zone = None
            if objects and objects.get("ref") == "target":
                zone = (self.targets[objects["index"]].get("filter") or {}).get("zone")
            if e.get("count") != {"type": "Fixed", "value": 1}:
                self.rest.append(f"phase PutAtLibraryPosition count {e.get('count')}")
            position = (e.get("position") or {}).get("type")
            return [
                {
                    "verb": "move",
                    "objects": objects,
                    "zone": "library",
                    "from_zone": zone,
                    "position": {"Top": "top", "Bottom": "bottom"}.get(position, "?"),
                }
            ]
        if kind == "Counter":
            return [{"verb": "counter", "objects": self.target(e["target"], ability)}]
        if kind == "Shuffle":
            return [{"verb": "shuffle"}]
        if kind == "PayCost" and e["cost"].get("type") == "Mana":  # "pay {1}" (CR 118.3)
            if e.get("payer") != {"type": "Controller"}:
                self.rest.append(f"phase PayCost payer {e.get('payer')}")
            return [{"verb": "pay_mana", "mana": phase_mana(e["cost"]["cost"])}]
        if kind in ("Pump", "PumpAll"):  # "+1/+1 for each ...", "+X/+X" (CR 608.2h)
            if kind == "Pump":
                objects = self.target(e["target"], ability)
            else:
                objects = {"ref": "all", "filter": self.filter(e["target"])}
            (power, per), (toughness, also) = self.pt_part(e["power"]), self.pt_part(e["toughness"])
            if per and also and per != also:
                self.rest.append(f"phase Pump of two different counts {e}")
            duration = {"UntilEndOfTurn": "end_of_turn"}.get(ability.get("duration"), "?")
            return [{"verb": "pump", "objects": objects, "power": power, "toughness": toughness,
                     "per": per or also, "duration": duration}]  # fmt: skip
        if kind == "GenericEffect":
            return [self.generic(e, ability)]
        if kind == "Mana":
            return [{"verb": "mana", "produces": self.produced(e.get("produced"))}]
        self.rest.append(f"phase effect {kind}")
        return [{"verb": kind}]

    def prevention(self, e: Json, ability: Json) -> Model:
        """phase's ``PreventDamage`` as it plays (facts checked in ``phase-python``): a typed
        ``target`` with ``recipient_scope`` ``All`` is every permanent it matches, untargeted;
        ``Any`` with ``Single`` is no target (damage dealt to anything); ``Controller`` is you;
        any other target is chosen (the ``Or`` of a player, creature, planeswalker and battle
        is "any target", CR 115.4)."""
        known = {"type", "amount", "target", "recipient_scope", "scope"}
        if set(e) - known or e.get("scope") not in ("AllDamage", "CombatDamage"):
            self.rest.append(f"phase PreventDamage {sorted(set(e) - known)} {e.get('scope')}")
        amount = e["amount"]
        if amount == "All":
            how = "all"
        elif isinstance(amount, dict) and set(amount) == {"Next"}:
            how = str(amount["Next"])
        else:
            self.rest.append(f"phase PreventDamage amount {amount}")
            how = "?"
        target, scope = e["target"], e["recipient_scope"]
        step: Model = {"verb": "prevent_damage", "amount": how,
                       "combat_only": e.get("scope") == "CombatDamage",
                       "duration": {"UntilEndOfTurn": "end_of_turn"}.get(
                           ability.get("duration"), f"? {ability.get('duration')}")}  # fmt: skip
        any_target = [{"type": "Player"}, *(
            {"type": "Typed", "type_filters": [kind], "controller": None, "properties": []}
            for kind in ("Creature", "Planeswalker", "Battle"))]  # fmt: skip
        if scope == {"type": "All"}:
            step["objects"] = {"ref": "all", "filter": self.filter(target)}
        elif scope != {"type": "Single"}:
            self.rest.append(f"phase PreventDamage recipient_scope {scope}")
        elif target == {"type": "Any"}:
            pass  # no target: damage dealt to anything
        elif target == {"type": "Controller"}:
            step["players"] = {"ref": "you"}
        elif target == {"type": "Or", "filters": any_target}:
            self.targets.append({"min": 1, "max": 1, "objects": True, "players": "any"})
            step["objects"] = {"ref": "target", "index": len(self.targets) - 1}
        else:
            step["objects"] = self.target(target, ability)
        return step

    def generic(self, e: Json, ability: Json) -> Model:
        (static,) = e["static_abilities"]
        until = e.get("duration")
        duration = {
            "UntilEndOfTurn": "end_of_turn",
            "Permanent": "permanent",
            "UntilYourNextTurn": "until_your_next_turn",
        }.get(until if isinstance(until, str) else "", f"? {until}")
        if static["affected"] in ({"type": "ParentTarget"}, {"type": "SelfRef"}):
            objects = self.target(e.get("target"), ability)  # (the source: a SelfRef target)
        else:
            objects = {"ref": "all", "filter": self.filter(static["affected"])}
        next_untap = {"UntilNextStepOf": {"step": "Untap", "player": {"type": "Controller"}}}
        if static["mode"] == "CantUntap" and e.get("duration") == next_untap:
            # "doesn't untap during its controller's next untap step" (CR 502.3)
            if static["modifications"] != [{"type": "AddStaticMode", "mode": "CantUntap"}]:
                self.rest.append(f"phase CantUntap modifications {static['modifications']}")
            return {"verb": "skip_next_untap", "objects": objects}
        if static["mode"] in _RESTRICTIONS:  # a restriction until end of turn
            if static["modifications"] != [{"type": "AddStaticMode", "mode": static["mode"]}]:
                self.rest.append(f"phase restriction modifications {static['modifications']}")
            return {"verb": "restrict", "kind": _RESTRICTIONS[static["mode"]], "objects": objects,
                    "duration": duration}  # fmt: skip
        if static["mode"] != "Continuous":
            self.rest.append(f"phase GenericEffect mode {static['mode']}")
        part = self.modifications(static["modifications"])
        if part.get("granted"):
            self.rest.append("phase GenericEffect granting an ability other than a keyword name")
        if "set_power" in part or "set_toughness" in part or part["types"]:
            return {"verb": "become", "objects": objects, "types": part["types"],
                    "power": part.get("set_power"), "toughness": part.get("set_toughness"),
                    "keywords": part["keywords"], "duration": duration}  # fmt: skip
        if "power" in part or "toughness" in part:
            return {"verb": "pump", "objects": objects, "power": part.get("power", 0),
                    "toughness": part.get("toughness", 0), "duration": duration}  # fmt: skip
        return {"verb": "grant", "objects": objects, "keywords": part["keywords"],
                "cast_from_graveyard": part.get("cast_from_graveyard", False),
                "duration": duration}  # fmt: skip

    def amount(self, q: Json | None) -> str | None:
        if q is None:
            return None
        if isinstance(q, int):
            return str(q)
        if q.get("type") == "Fixed":
            return str(q["value"])
        if q.get("type") == "Ref" and q["qty"] == {"type": "Variable", "name": "X"}:
            return "X"  # announced as the spell was cast or the ability activated (CR 107.3a)
        if q.get("type") == "Multiply" and isinstance(q.get("factor"), int):
            counted = self._counted(q.get("inner") or {})
            if counted is not None:
                return f"{q['factor']} x {counted}"
        if q.get("type") == "Ref" and self._counted(q) is not None:
            return f"1 x {self._counted(q)}"
        qty = q.get("qty") or {}
        if (
            q.get("type") == "Ref"
            and qty.get("type") in ("Power", "Toughness")
            and qty.get("scope") == {"type": "Source"}
        ):  # "equal to its power": the source's (CR 208.3)
            return f"{qty['type'].lower()} of {_canon({'ref': 'self'})}"
        values = {"Power": "power", "Toughness": "toughness", "ObjectManaValue": "mana_value"}
        if (
            q.get("type") == "Ref"
            and qty.get("type") in values
            and qty.get("scope") == {"type": "Target"}
        ):  # "equal to its toughness": of the ability's one target (CR 608.2h)
            if len(self.targets) != 1:
                self.rest.append(f"phase {qty['type']} of a target among {len(self.targets)}")
            return f"{values[qty['type']]} of {_canon({'ref': 'target', 'index': 0})}"
        if (
            q.get("type") == "Ref"
            and qty.get("type") in values
            and qty.get("scope") == {"type": "CostPaidObject"}
        ):  # "equal to the sacrificed creature's power" (CR 608.2h)
            return f"{values[qty['type']]} of {_canon({'ref': 'sacrificed'})}"
        if q.get("type") == "Ref" and q["qty"].get("type") == "HandSize":
            return None  # "discard your hand" (read by the step)
        self.rest.append(f"phase amount {q}")
        return "?"

    def per_count(self, q: Json) -> tuple[int, Model | None]:
        """``N`` times the ObjectCount of a filter: (N, the filter's model)."""
        factor = 1
        if q.get("type") == "Multiply" and isinstance(q.get("factor"), int):
            factor, q = q["factor"], q.get("inner") or {}
        qty = q.get("qty") or {}
        if q.get("type") == "Ref" and qty.get("type") == "ObjectCount":
            return factor, self.filter(qty["filter"])
        self.rest.append(f"phase dynamic P/T value {q}")
        return 0, {"?": "count"}

    def pt_part(self, v: Json) -> tuple[int, str | None]:
        """A ``Pump`` power or toughness: (the printed number, what it is counted per)."""
        if v.get("type") == "Fixed":
            return v.get("value", 0), None
        if v.get("type") == "Variable" and v.get("value") in ("X", "-X"):
            return (1 if v["value"] == "X" else -1), "X"
        if v.get("type") == "Quantity":
            q = v["value"]
            if q.get("type") == "Multiply" and self._counted(q.get("inner") or {}):
                return q["factor"], f"1 x {self._counted(q['inner'])}"
            inner = q.get("inner") or {}
            if (
                q.get("type") == "Multiply"
                and inner.get("type") == "Multiply"
                and self._counted(inner.get("inner") or {})
            ):  # "-X/-X, where X is twice the number of ...": -1 times 2 times the count
                return q["factor"], f"{inner['factor']} x {self._counted(inner['inner'])}"
            if self._counted(q):
                return 1, f"1 x {self._counted(q)}"
        self.rest.append(f"phase Pump value {v}")
        return 0, "?"

    def _counted(self, q: Json) -> str | None:
        """ "for each creature you control" (CR 608.2h): the ObjectCount of the permanents."""
        qty = q.get("qty") or {}
        if q.get("type") != "Ref" or qty.get("type") != "ObjectCount":
            return None
        found = self.filter(qty["filter"]) or {}
        if found.get("zone"):
            self.rest.append("phase ObjectCount outside the battlefield")
        return f"count of {_canon(found)}"

    # ---- filters

    def filter(self, f: Json | None, off_battlefield: bool = False) -> Model | None:
        """The model of a phase filter; ``off_battlefield``: its objects are cards in another
        zone though it names none (a searched library), where ``Permanent`` is a type test."""
        if f is None:
            return None
        if f.get("type") == "Or" and len(f["filters"]) == 2:
            # "attacking or blocking creature": the same filter, attacking or blocking
            either = [self.filter(p, off_battlefield) or {} for p in f["filters"]]
            states = [set(p.get("qualities", [])) for p in either]
            if states[0] - states[1] == {"attacking"} and states[1] - states[0] == {"blocking"}:
                rest = [{**p, "qualities": sorted(q - {"attacking", "blocking"})}
                        for p, q in zip(either, states, strict=True)]  # fmt: skip
                if rest[0] == rest[1]:
                    qualities = sorted({*rest[0]["qualities"], "attacking or blocking"})
                    return compact({**rest[0], "qualities": qualities})
        if f.get("type") == "Or":
            parts = [self.filter(p, off_battlefield) or {} for p in f["filters"]]
            subtypes = [set(p.get("subtypes", [])) for p in parts]
            common = set.intersection(*subtypes)
            if all(len(one - common) == 1 for one in subtypes) and all(
                {**p, "subtypes": sorted(common)} == {**parts[0], "subtypes": sorted(common)}
                for p in parts
            ):  # "a Spirit or Arcane spell": one subtype or another (CR 205.3)
                one = {**parts[0], "subtypes": sorted(common)}
                return compact({**one, "any_subtypes": sorted(set.union(*subtypes) - common)})
            colors = [p.get("colors", []) for p in parts]
            if all(len(c) == 1 for c in colors) and all(
                {**p, "colors": []} == {**parts[0], "colors": []} for p in parts
            ):  # "black or red permanent": one color or another (CR 105.2)
                one = {k: v for k, v in parts[0].items() if k != "colors"}
                return compact({**one, "any_colors": sorted(c[0] for c in colors)})
            kinds = [p.pop("types", []) for p in parts]
            if any(len(k) != 1 for k in kinds) or any(p != parts[0] for p in parts):
                self.rest.append("phase Or filter")
            return compact({**parts[0], "any_types": sorted(k[0] for k in kinds if k)})
        if f.get("type") != "Typed":
            self.rest.append(f"phase filter {f.get('type')}")
            return {"?": f.get("type")}
        model: dict[str, Any] = {k: [] for k in ("types", "non_types", "subtypes", "supertypes",
                                                 "non_supertypes", "colors", "non_colors",
                                                 "qualities", "keywords", "non_keywords",
                                                 "non_subtypes")}  # fmt: skip
        for t in f["type_filters"]:
            if isinstance(t, str):
                if t not in ("Card", "Permanent"):  # the noun alone (the IR's nouns)
                    model["types"].append(t.lower())
            elif "Subtype" in t:
                model["subtypes"].append(t["Subtype"].lower())
            elif "Non" in t and isinstance(t["Non"], dict) and set(t["Non"]) == {"Subtype"}:
                model["non_subtypes"].append(t["Non"]["Subtype"].lower())  # "non-Elf"
            elif "Non" in t and isinstance(t["Non"], str):
                model["non_types"].append(t["Non"].lower())
            else:
                self.rest.append(f"phase type filter {t}")
        zone = None
        for p in f["properties"]:
            kind = p["type"]
            flags = {"Suspected": "suspected", "WasDealtDamageThisTurn": "dealt_damage_this_turn",
                     "Attacking": "attacking", "Token": "token", "NonToken": "nontoken",
                     "Tapped": "tapped", "Untapped": "not tapped", "Blocking": "blocking",
                     "Another": "other"}  # fmt: skip
            if kind in flags:
                model["qualities"].append(flags[kind])
            elif (
                kind in ("PtComparison", "Cmc")
                and p["value"].get("type") == "Fixed"
                and (p.get("scope", "Current") == "Current" and p["comparator"] in ("GE", "LE"))
            ):
                stat = "mana_value" if kind == "Cmc" else p["stat"].lower()
                bound = "at_least" if p["comparator"] == "GE" else "at_most"
                model[f"{stat}_{bound}"] = p["value"]["value"]
            elif kind in ("WithKeyword", "WithoutKeyword"):
                words = self.keyword(p["value"])["name"]
                model["keywords" if kind == "WithKeyword" else "non_keywords"].append(words)
            elif kind == "HasSupertype":
                model["supertypes"].append(p["value"].lower())
            elif kind == "NotSupertype":
                model["non_supertypes"].append(p["value"].lower())
            elif kind == "HasColor":
                model["colors"].append(_COLORS[p["color"]])
            elif kind == "NotColor":
                model["non_colors"].append(_COLORS[p["color"]])
            elif kind in ("EnchantedBy", "EquippedBy"):
                # the permanent this Aura enchants / this Equipment equips (CR 303.4, 301.5)
                if ("Aura" if kind == "EnchantedBy" else "Equipment") not in (
                    self.obj["card_types"]["subtypes"]
                ):
                    self.rest.append(f"phase {kind} on a card that is no such attachment")
                model["qualities"].append("attached")
            elif kind == "InZone":
                zone = p["zone"].lower()
            elif kind == "Named":  # "a card named Avarax" (CR 201.2)
                model["named"] = p["name"]
            elif p == {"type": "ColorCount", "comparator": "GE", "count": 2}:
                model["qualities"].append("multicolored")  # CR 105.2b
            elif p == {"type": "ColorCount", "comparator": "EQ", "count": 0}:
                model["qualities"].append("colorless")  # CR 105.2c
            elif p == {"type": "ColorCount", "comparator": "EQ", "count": 1}:
                model["qualities"].append("monocolored")  # CR 105.2a
            elif (
                kind == "Counters"
                and p["counters"].get("type") == "OfType"
                and (p["comparator"], p["count"]) == ("GE", {"type": "Fixed", "value": 1})
            ):  # "with a +1/+1 counter on it"
                model["with_counter"] = _COUNTERS.get(p["counters"]["data"], "?")
            else:
                self.rest.append(f"phase filter property {kind}")
        controller = {"You": "you", "Opponent": "opponent"}.get(f.get("controller") or "")
        if zone not in (None, "battlefield") and controller == "you":
            model["zone_owner"] = "you"  # a card in your hand or graveyard (phase's own faces)
        else:
            model["controller"] = controller
        model["zone"] = None if zone == "battlefield" else zone
        off_battlefield = off_battlefield or zone not in (None, "battlefield")
        if "Permanent" in f["type_filters"] and off_battlefield:
            # "a permanent card": a card of any permanent type (CR 110.4)
            model["any_types"] = sorted(_PERMANENT_TYPES)
        if zone not in (None, "battlefield", "stack") and "nontoken" in model["qualities"]:
            model["qualities"].remove("nontoken")  # a token elsewhere has ceased to exist
        return compact({k: sorted(v) if isinstance(v, list) else v for k, v in model.items()})


#: the permanent types (CR 110.4), phase's ``Permanent`` type filter off the battlefield
_PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land",
                              "planeswalker"})  # fmt: skip


def _builder_trigger(t: Json) -> tuple[str, int] | None:
    """Which keyword's trigger ``t`` is, in the form phase's own card builder writes it:
    Bushido N's ``("Blocks" | "BecomesBlocked", N)`` (CR 702.45a: it gets +N/+N until end of
    turn) or Exalted's ``("Exalted", 1)`` (CR 702.83a: a creature you control that attacks
    alone gets +1/+1 until end of turn); else None."""
    execute = t.get("execute") or {}
    effect = execute.get("effect") or {}
    if effect.get("type") != "Pump" or execute.get("sub_ability") is not None:
        return None
    n = (effect.get("power") or {}).get("value")
    if effect.get("toughness") != effect.get("power") or effect["power"].get("type") != "Fixed":
        return None
    if (
        t.get("mode") in ("Blocks", "BecomesBlocked")
        and t.get("valid_card") == effect.get("target") == {"type": "SelfRef"}
        and t.get("condition") is None
    ):
        return t["mode"], n
    creature = {"type": "Typed", "type_filters": ["Creature"], "controller": "You",
                "properties": []}  # fmt: skip
    alone = {"type": "Not", "condition": {"type": "MinCoAttackers", "minimum": 1}}
    if (
        t.get("mode") == "Attacks"
        and t.get("valid_card") == creature
        and t.get("condition") == alone
        and effect.get("target") == {"type": "TriggeringSource"}
        and n == 1
    ):
        return "Exalted", 1
    return None


def _same_ability(one: Json, other: Json) -> bool:
    """Two trigger definitions of one ability: the same execute and description."""
    keys = ("execute", "description", "condition", "trigger_zones")
    return all(one.get(k) == other.get(k) for k in keys)


#: phase's activation restrictions that are conditions ("Activate only if ...", CR 602.5b)
_ACTIVATION_CONDITIONS = ("DuringYourTurn", "DuringYourUpkeep", "RequiresCondition")


def phase_model(obj: Json, face: Json) -> Model:
    """The structural model of a card object phase loaded (``face``: its JSON face)."""
    return PhaseReader(obj, face).card()


def search_steps(model: Model) -> Model:
    """``model`` with phase's search chain (SearchLibrary, ChangeZone, Shuffle) as one
    ``search`` step, as the IR model states a search, and N Investigate steps as one step
    investigating N times."""
    for ability in model["abilities"]:
        if ability.get("effects"):
            ability["effects"] = _joined_steps(ability["effects"])
    return model


def _joined_steps(steps: list[Model]) -> list[Model]:
    out: list[Model] = []
    for step in steps:
        if step["verb"] == "modes":  # each mode's steps alike (CR 700.2)
            step["modes"] = [_joined_steps(mode) for mode in step["modes"]]
        if step["verb"] == "if_done":  # the steps of "If you do, ..." alike
            step["effects"] = _joined_steps(step["effects"])
        if step["verb"] == "search_put" and out and out[-1]["verb"] == "search":
            out[-1] = compact({**out[-1], "put": step["put"], "tapped": step.get("tapped")})
        elif step["verb"] == "shuffle" and out and out[-1]["verb"] == "search":
            out[-1]["shuffle"] = True
        elif step["verb"] == "investigate" and out and out[-1]["verb"] == "investigate":
            out[-1]["amount"] = str(int(out[-1]["amount"]) + 1)  # "investigate twice"
        else:
            out.append(step)
    return out


def two_player_reading(model: Model) -> Model:
    """The IR ``model`` as phase states its filters: "you don't control" is "an opponent
    controls" (phase's faces write it so; every other player is an opponent in a game without
    teams, CR 102.3)."""

    def walk(value: Any) -> Any:
        if isinstance(value, dict):
            out = {k: walk(v) for k, v in value.items()}
            if out.get("not_controller") == "you" and "controller" not in out:
                del out["not_controller"]
                out["controller"] = "opponent"
            return out
        if isinstance(value, list):
            return [walk(v) for v in value]
        return value

    return walk(model)
