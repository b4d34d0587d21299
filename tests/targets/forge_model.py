"""A Forge card script read back into the structural model of ``card_model`` (test support).

It reads a :class:`forge_reader.Script` (parsed by the tests' own reader) with Forge's meaning
of each line and parameter, as Forge's scripting docs (docs/Card-scripting-API/*.md) and its
own scripts use them -- independently of karlov's writer: nothing here imports the generator.
A parameter it does not know is kept as an ``unmodelled`` entry (``forge Key=value``), so an
engine field that has no meaning in the model cannot pass unseen either.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .card_model import CARD_TYPES, COLORS, SUPERTYPES, Model, _canon, compact
from .forge_reader import Ability, Script

#: parameters that are prose or presentation only
_PROSE = frozenset({"SpellDescription", "TriggerDescription", "Description", "TgtPrompt",
                    "StackDescription", "PrecostDesc", "SacMessage", "ChoiceTitle"})  # fmt: skip
_COLOR_WORDS = {name.capitalize(): name for name in COLORS.values()}
_COUNTERS = {"P1P1": "+1/+1", "M1M1": "-1/-1"}


def _counter(name: str) -> str:
    """A Forge CounterType as the card names it: ``P1P1`` -> ``+1/+1``, ``CHARGE`` ->
    ``charge``; anything else is ``?``."""
    if name in _COUNTERS:
        return _COUNTERS[name]
    return name.lower() if name.isalpha() and name.isupper() else "?"


_ZONES = {"Battlefield", "Hand", "Library", "Graveyard", "Exile", "Stack", "Command"}
# The token scripts of predefined tokens (forge-gui/res/tokenscripts)
_PREDEFINED = {"c_a_clue_draw": "clue", "c_a_food_sac": "food", "c_a_treasure_sac": "treasure"}
# Forge's keyword words inside a token script's name (forge-gui/res/tokenscripts, e.g.
# ``w_1_1_spirit_flying``): anything else after the P/T is a subtype
_TOKEN_KEYWORDS = frozenset({"flying", "haste", "vigilance", "trample", "deathtouch", "lifelink",
                             "reach", "menace", "firststrike", "defender", "hexproof",
                             "indestructible", "doublestrike", "flash", "prowess",
                             "infect", "banding", "plainswalk", "islandwalk", "swampwalk", "shroud",
                             "mountainwalk", "forestwalk", "changeling", "training"})  # fmt: skip
#: keywords "[keyword] N" (``K:Crew:2``)
_NUMBER_KEYWORDS = frozenset({"Crew", "Bushido", "Soulshift", "Renown", "Modular", "Fading",
                              "Bloodthirst", "Fabricate", "Rampage", "Afterlife", "Vanishing",
                              "Graft", "Afflict", "Dredge", "Annihilator", "Devour", "Ripple",
                              "Amplify"})  # fmt: skip
_SPACED_KEYWORDS = {"firststrike": "first strike", "doublestrike": "double strike"}


def forge_keyword(word: str) -> str:
    """A Forge keyword as the card writes it: ``Landwalk:Island`` -> ``islandwalk``."""
    name, _, kind = word.partition(":")
    if name == "Landwalk":
        return f"{kind.lower()}walk"
    return word.lower()


def forge_mana(shards: list[str]) -> Model | None:
    """Forge shards (``2 U RW UP 2W``) as ``card_model.mana_symbols`` states a cost."""
    if not shards or shards == ["no", "cost"]:
        return None
    generic = 0
    symbols = []
    for shard in shards:
        if shard.isdigit():
            generic += int(shard)
        elif len(shard) == 2 and shard[1] == "P":
            symbols.append(f"{shard[0]}/P")
        elif len(shard) == 2:
            symbols.append(f"{shard[0]}/{shard[1]}")
        elif len(shard) == 3 and shard.endswith("P"):
            symbols.append(f"{shard[0]}/{shard[1]}/P")
        else:
            symbols.append(shard)
    return {"generic": generic, "symbols": sorted(symbols)}


def forge_filter(valid: str, rest: list[str], zone: str | None = None) -> Model:
    """A Forge valid-card expression (``Creature.YouCtrl+nonToken``, ``Instant,Sorcery``)."""
    alternatives = valid.split(",")
    combat = [re.sub(r"[.+](attacking|blocking)$", "", v) for v in alternatives]
    if (
        len(alternatives) == 2
        and combat[0] == combat[1]
        and alternatives != combat
        and ({v[len(combat[0]) + 1 :] for v in alternatives} == {"attacking", "blocking"})
    ):  # "attacking or blocking" (CR 506.4): the same card, either in combat
        model = _one_valid(combat[0], rest)
        model["qualities"] = sorted({*model["qualities"], "attacking or blocking"})
    elif len(alternatives) == 1:
        model = _one_valid(valid, rest)
    elif (one_of := _one_word_apart([_one_valid(v, []) for v in alternatives])) is not None:
        model = one_of  # "Spirit or Arcane", "blue or black": Card.Spirit,Card.Arcane
    else:  # "Instant,Sorcery": one of the base types, each with the same properties
        bases = [v.partition(".")[0] for v in alternatives]
        models = [_one_valid("Card." + v.partition(".")[2] if "." in v else "Card", rest)
                  for v in alternatives]  # fmt: skip
        if any(m != models[0] for m in models) or not all(b.lower() in CARD_TYPES for b in bases):
            rest.append(f"forge valid={valid}")
        model = {**models[0], "any_types": sorted(b.lower() for b in bases)}
    if zone is not None and zone != "Battlefield":
        model["zone"] = zone.lower()
    return compact(model)


def _one_word_apart(models: list[Model]) -> Model | None:
    """Alternatives that are one card but for one subtype or one color each ("a Spirit or
    Arcane spell": ``Card.Spirit,Card.Arcane``; "a blue or black spell": ``Card.Blue,
    Card.Black``) as that card with ``any_subtypes`` / ``any_colors``; None for others."""
    for key, target in (("subtypes", "any_subtypes"), ("colors", "any_colors")):
        common = set.intersection(*(set(m[key]) for m in models))
        extras = [set(m[key]) - common for m in models]
        rests = [{**m, key: sorted(common)} for m in models]
        if all(len(e) == 1 for e in extras) and all(r == rests[0] for r in rests):
            return {**rests[0], target: sorted(e.pop() for e in extras)}
    return None


#: the players of a triggering event a valid-card expression's ``ControlledBy`` names
_TRIGGER_PLAYERS = {"TriggeredTarget": "that_player", "TriggeredPlayer": "that_player",
                    "TriggeredActivator": "that_player",
                    "TriggeredCardController": "that_player"}  # fmt: skip


def _one_valid(valid: str, rest: list[str]) -> Model:
    base, _, props = valid.partition(".")
    words = [base, *props.split("+")] if props else [base]
    model: dict[str, Any] = {k: set() for k in (
        "types", "non_types", "subtypes", "non_subtypes", "supertypes", "non_supertypes",
        "colors", "non_colors", "qualities")}  # fmt: skip
    for word in words:
        low = word.lower()
        flags = {"token": "token", "nontoken": "nontoken", "!token": "nontoken",
                 "attacking": "attacking", "tapped": "tapped", "untapped": "not tapped",
                 "issuspected": "suspected",
                 "isdamaged": "damaged",
                 "wasdealtdamagethisturn": "dealt_damage_this_turn", "attachedby": "attached",
                 "blocking": "blocking",
                 "other": "other"}  # fmt: skip
        bound = re.fullmatch(r"(power|toughness|cmc)(GE|LE|EQ)(\d+)", word)
        counters = re.fullmatch(r"counters_GE1_(\w+)", word)
        if word in ("Card", "Permanent"):  # any card; on the battlefield, any permanent
            pass
        elif counters is not None:  # "with a +1/+1 counter on it" (CR 122.1)
            model["with_counter"] = _counter(counters[1])
        elif word == "DefenderCtrl":  # "defending player controls" (CR 506.2)
            model["controller"] = "defending_player"
        elif word.startswith("ControlledBy ") and word[13:] in _TRIGGER_PLAYERS:
            # "that player controls", "defending player controls" (CR 603.2, 506.2)
            model["controller"] = _TRIGGER_PLAYERS[word[13:]]
        elif bound is not None:  # "with power 2 or less": powerLE2 (CardProperty)
            name = {"cmc": "mana_value"}.get(bound[1], bound[1])
            if bound[2] in ("GE", "EQ"):
                model[f"{name}_at_least"] = int(bound[3])
            if bound[2] in ("LE", "EQ"):
                model[f"{name}_at_most"] = int(bound[3])
        elif re.fullmatch(r"with(out)?[A-Z][a-z]+", word):  # "with flying": withFlying
            key = "non_keywords" if word.startswith("without") else "keywords"
            model.setdefault(key, set()).add(word.removeprefix("without").removeprefix("with")
                                             .lower())  # fmt: skip
        elif word == "YouCtrl":
            model["controller"] = "you"
        elif word == "OppCtrl":
            model["controller"] = "opponent"
        elif word == "YouDontCtrl":
            model["not_controller"] = "you"
        elif word == "YouOwn":
            model["zone_owner"] = "you"
        elif low in flags:
            model["qualities"].add(flags[low])
        elif word in _COLOR_WORDS:
            model["colors"].add(_COLOR_WORDS[word])
        elif low.startswith("non") and word[3:] in _COLOR_WORDS:
            model["non_colors"].add(_COLOR_WORDS[word[3:]])
        elif low.startswith("non") and low[3:] in CARD_TYPES:
            model["non_types"].add(low[3:])
        elif low.startswith("non") and low[3:] in SUPERTYPES:
            model["non_supertypes"].add(low[3:])
        elif word in ("MultiColor", "Colorless"):  # CR 105.2b, 105.2c
            model["qualities"].add("multicolored" if word == "MultiColor" else "colorless")
        elif word == "MonoColor":  # CR 105.2a
            model["qualities"].add("monocolored")
        elif re.fullmatch(r"non[A-Z][A-Za-z'-]*", word):  # "non-Spirit": Creature.nonSpirit
            model["non_subtypes"].add(word[3:].lower())
        elif low in CARD_TYPES:
            model["types"].add(low)
        elif low in SUPERTYPES:
            model["supertypes"].add(low)
        elif re.fullmatch(r"[A-Z][A-Za-z' -]*", word):
            model["subtypes"].add(low)
        else:
            rest.append(f"forge valid property {word}")
    return {k: sorted(v) if isinstance(v, set) else v for k, v in model.items()}


class ForgeReader:
    """Reads one parsed script into the model."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.rest: list[str] = []
        self.targets: list[Model] = []
        #: the trigger mode of the ability being read: whose players "Triggered..." names
        self.event_mode = ""
        #: where the trigger's event put this card, if it left the battlefield (CR 400.7e)
        self.source_zone: str | None = None
        #: the objects that have the ability read, when a static ability grants it (None: it
        #: is the card's own)
        self.holder: Model | None = None

    def card(self) -> Model:
        s = self.script
        abilities = [self.keyword(k) for k in s.keywords]

        triggers: list[Ability] = []
        statics: dict[str, Model] = {}
        for line in s.abilities:
            if line.kind == "T" and line.get("Secondary") == "True" and triggers:
                abilities[-1]["trigger"] += [e for e in self.trigger(line, []) if e not in
                                             abilities[-1]["trigger"]]  # fmt: skip
                continue
            if line.kind == "S" or _untap_rule(line):
                # the lines of one static ability share its description
                key = line.get("Description") or ""
                if key in statics:
                    self.rest = []
                    statics[key]["parts"].append(self.static_part(line, statics[key]))
                    statics[key]["unmodelled"] = sorted({*statics[key]["unmodelled"], *self.rest})
                    continue
            model = self.ability(line)
            if line.kind == "R" and "counter" in (line.get("Description") or ""):
                _with_its_counters(model, abilities)
            if line.kind == "T":
                triggers.append(line)
            if line.kind == "S" or _untap_rule(line):
                statics[line.get("Description") or ""] = model
            abilities.append(model)
        return {
            "name": s.name,
            "mana": forge_mana(s.mana_cost.split(" ")),
            "types": sorted(t.lower() for t in s.types),
            "pt": s.pt,
            "loyalty": int(s.loyalty)
            if s.loyalty is not None and s.loyalty.isdigit()
            else s.loyalty,
            "abilities": [compact(a) for a in abilities],
        }

    def keyword(self, text: str) -> Model:
        if text.startswith("etbCounter:"):  # enters with counters (CR 614.1c)
            _, counter, number = text.split(":")
            part = {"static": "enters_with", "counter": _counter(counter),
                    "count": f"EQ{self.number(number) if number == 'X' else number}"}  # fmt: skip
            return {"kind": "static", "gate": False, "parts": [part]}
        if text.startswith("Landwalk:"):
            return {"kind": "keyword", "name": forge_keyword(text)}
        if text == "Friends forever":  # partner—Friends forever (CR 702.124i)
            return {"kind": "keyword", "name": "partner—friends forever"}
        name, _, param = text.partition(":")
        model: Model = {"kind": "keyword", "name": name.lower()}
        if name in ("Enchant", "Protection") and param:
            # ``K:Enchant:<valid>[:<prompt>]``: an Aura's Attach spell targets <valid> (CR 303.4a);
            # ``K:Protection:<valid>:<description>``: protection from <valid> (CR 702.16a)
            valid, _, _description = param.partition(":")
            rest: list[str] = []
            model["filter"] = forge_filter(valid, rest)
            model["unmodelled"] = sorted(set(rest))
            return compact(model)
        if name == "TypeCycling":
            kind, _, cost = param.partition(":")
            model["name"] = "cycling"
            model["filter"] = ({"supertypes": ["basic"], "types": ["land"]} if kind == "Basic"
                               else {"subtypes": [kind.lower()]})  # fmt: skip
            param = cost
        if name == "Splice":  # ``K:Splice:<quality>:<cost>`` (CR 702.47a)
            quality, _, param = param.partition(":")
            model["filter"] = {"Arcane": {"subtypes": ["arcane"]},
                               "Instant,Sorcery": {"any_types": ["instant", "sorcery"]}}.get(
                quality, {"forge": quality})  # fmt: skip
        if name in ("Suspend", "Awaken", "Reinforce") and ":" in param:
            # ``K:Suspend:<N>:<cost>`` (CR 702.62a), ``K:Awaken:<N>:<cost>`` (CR 702.113a),
            # ``K:Reinforce:<N>:<cost>`` (CR 702.77a)
            number, _, param = param.partition(":")
            model["number"] = int(number) if number.isdigit() else number
        if name == "Amplify":
            # ``K:Amplify:1:Bird,Soldier`` (CR 702.38a): the types named are the card's own
            # creature types (tests/targets/test_keywords40.py checks them)
            param = param.partition(":")[0]
        if param.isdigit() and name in _NUMBER_KEYWORDS:
            model["number"] = int(param)
        elif param:
            model["cost"] = [self.mana_part(param.split(" "))]
        return model

    @staticmethod
    def mana_part(shards: list[str]) -> str:
        mana = forge_mana(shards) or {"generic": 0, "symbols": []}
        return f"mana {mana['generic']} {' '.join(mana['symbols'])}".strip()

    # ---- ability lines

    def ability(self, line: Ability) -> Model:
        self.rest, self.targets, self.event_mode, self.source_zone = [], [], "", None
        params = dict(line.params)
        model: Model = {"gate": False}
        if line.kind == "A":
            model["gate"] = params.pop("Activation", None) == "Solved"
            first = line.params[0][0]
            if first == "AB" and params.get("AB") == "Mana":
                model["kind"] = "mana"
                model["produces"] = self.produced(params.pop("Produced", ""))
                self.used(params, "AB")
                cost = self.cost(params.pop("Cost", ""))
                if cost != ["tap"]:  # more than {T} (CR 605.1a)
                    model["cost"] = cost
            else:
                model["kind"] = "spell" if first == "SP" else "activated"
                if first == "AB":
                    model["cost"] = self.cost(params.pop("Cost", ""))
                    # Forge's loyalty ability: once each turn, as a sorcery (CR 606.3) -- what
                    # the loyalty symbol of the cost says
                    loyal = any(part.startswith("loyalty ") for part in model["cost"])
                    if loyal and params.get("Planeswalker") == "True":
                        del params["Planeswalker"]
                if first == "SP" and "Cost" in params:  # the spell's additional cost
                    model["additional_cost"] = self.spell_cost(params.pop("Cost"))
                zone = params.pop("ActivationZone", None)  # activated from there (CR 602.2)
                model["zones"] = [zone.lower()] if zone else None
                model["sorcery"] = params.pop("SorcerySpeed", None) == "True"
                limit = params.pop("ActivationLimit", None)
                model["limit"] = int(limit) if limit else None
                if first == "AB" and (_has_condition(params) or _TIMING_KEYS & params.keys()):
                    model["condition"] = self.activation_condition(params)
                model["effects"] = self.chain(line.params, params)
        elif line.kind == "T":
            model.update(self.triggered(line, params))
        elif line.kind == "S" or _untap_rule(line):
            model["kind"] = "static"
            model["gate"] = self.gated(params)
            if _has_condition(params):  # "as long as" (CR 611.3a)
                model["condition"] = self.condition(params)
            model["parts"] = [self.static_part(line, model, params)]
        else:
            model.update(self.replacement(line, params))
        self.leftover(params)
        if model["kind"] in ("spell", "activated", "triggered"):
            model["targets"] = self.targets
        model["unmodelled"] = sorted(set(self.rest))
        return model

    def used(self, params: dict[str, str], *keys: str) -> None:
        for key in keys:
            params.pop(key, None)

    def leftover(self, params: dict[str, str]) -> None:
        self.rest += [f"forge {k}={v}" for k, v in params.items() if k not in _PROSE]

    def gated(self, params: dict[str, str]) -> bool:
        for key in ("IsPresent", "IsPresent2", "IsPresent3"):
            if params.get(key) == "Card.Self+IsSolved":
                del params[key]
                return True
        return False

    def produced(self, value: str) -> list[str]:
        if value.startswith("Combo "):
            return sorted(value.removeprefix("Combo ").split(" "))
        return ["".join(value.split(" "))]

    def cost(self, value: str) -> list[str]:
        parts, shards = [], []
        for word in value.split(" "):
            if word == "T":
                parts.append("tap")
            elif word == "Q":  # the untap symbol {Q} (CR 107.6)
                parts.append("untap")
            elif word in ("Sac<1/CARDNAME>", "Sac<1/CARDNAME/this Case>"):
                parts.append("sacrifice self")
            elif match := re.fullmatch(r"Sac<(\d+)/([^/>]+)(?:/[^>]*)?>", word):
                f = forge_filter(match[2], self.rest)
                text = ";".join(f"{k}={v}" for k, v in sorted(f.items())) or "any"
                parts.append(f"sacrifice {match[1]} {text}")
            elif match := re.fullmatch(r"PayLife<(\d+)>", word):
                parts.append(f"pay {match[1]} life")
            elif word == "Discard<1/CARDNAME>":
                parts.append("discard self")
            elif word == "Reveal<1/CARDNAME>":  # the forecast cycle's (CR 702.57a)
                parts.append("reveal self")
            elif match := re.fullmatch(r"Discard<(\d+)/Card>", word):
                parts.append(f"discard {match[1]}")
            elif match := re.fullmatch(r"(Add|Sub)Counter<(\d+|X)/LOYALTY>", word):
                # a loyalty symbol (CR 606.4): Ajani Goldmane's AddCounter<1/LOYALTY>
                parts.append(f"loyalty {'+' if match[1] == 'Add' else '-'}{match[2]}")
            elif match := re.fullmatch(r"SubCounter<(\d+)/(\w+)>", word):
                parts.append(f"remove {match[1]} {_counter(match[2])}")
            elif match := re.fullmatch(r"tapXType<(\d+)/([^>]+)>", word):
                parts.append(f"tap {match[1]} {_canon(forge_filter(match[2], self.rest))}")
            elif re.fullmatch(r"\d+|[WUBRGCSXP2]{1,3}", word):
                shards.append(word)
            else:
                self.rest.append(f"forge cost part {word}")
        if shards:
            parts.append(self.mana_part(shards))
        return sorted(parts)

    def spell_cost(self, value: str) -> list[str]:
        """A spell's ``Cost$``: its mana cost (the ``ManaCost:`` line's, else a difference)
        and the additional costs paid with it (CR 601.2b), which are what the model keeps."""
        parts = self.cost(value)
        mana = self.mana_part(self.script.mana_cost.split(" "))
        if mana in parts:
            parts.remove(mana)
        else:
            self.rest.append(f"forge spell Cost$ {value} without the mana cost")
        return parts

    # ---- triggers and conditions

    def triggered(self, line: Ability, params: dict[str, str]) -> Model:
        execute = self.script.svar_ability(params.pop("Execute", None))
        if execute is not None and execute.get("Attributes") == "Solved":
            self.used(params, "Mode", "Phase", "ValidPlayer", "TriggerZones")
            for key in ("IsPresent", "IsPresent2", "IsPresent3"):
                if params.get(key) == "Card.Self+!IsSolved":
                    del params[key]
            return {"kind": "to_solve", "condition": self.condition(params)}
        gate = self.gated(params)
        events = self.trigger(line, [], params)
        condition = self.condition(params) if _has_condition(params) else None
        if any(e.get("subject") == "self kicked" for e in events):
            condition = {"cond": "WasKicked"}
            events = [{**e, "subject": "self"} for e in events]
        params_run = dict(execute.params) if execute else {}
        # a trigger's AB$ with a Cost$: the controller may pay it as it resolves, and the
        # steps are done only if they do (CR 118.3, 608.2c; Merfolk Seer's script)
        cost = params_run.pop("Cost", None) if execute and execute.params[0][0] == "AB" else None
        effects = self.chain(execute.params if execute else [], params_run)
        if cost is not None:
            paid = self.optional_cost(cost)
            effects = [
                compact({**paid, "optional": "you"}),
                {"verb": "if_done", "effects": effects},
            ]
        params.pop("Secondary", None)
        return {"kind": "triggered", "gate": gate, "trigger": events, "condition": condition,
                "effects": effects}  # fmt: skip

    def optional_cost(self, cost: str) -> Model:
        """A trigger's ``AB$`` cost (paid, or not, as it resolves) as the instruction it is:
        paying mana, sacrificing this card or permanents of the controller's choice (read as
        the ``Sacrifice`` API reads them), discarding cards of their choice."""
        shards = cost.split(" ")
        if all(re.fullmatch(r"\d+|[WUBRGCSX2P]{1,3}", shard) for shard in shards):
            return {"verb": "pay_mana", "mana": forge_mana(shards)}
        if cost == "Sac<1/CARDNAME>":
            return self.api_step("Sacrifice", {"Defined": "Self"})[0]
        if match := re.fullmatch(r"Sac<(\d+)/([^/>]+)>", cost):
            return self.api_step("Sacrifice", {"Defined": "You", "SacValid": match[2],
                                               "Amount": match[1]})[0]  # fmt: skip
        if match := re.fullmatch(r"Discard<(\d+)/Card>", cost):
            return self.api_step("Discard", {"Defined": "You", "NumCards": match[1],
                                             "Mode": "TgtChoose"})[0]  # fmt: skip
        self.rest.append(f"forge trigger cost {cost}")
        return {"verb": "?"}

    def trigger(
        self, line: Ability, rest: list[str], params: dict[str, str] | None = None
    ) -> list[Model]:
        p = params if params is not None else dict(line.params)
        mode = p.pop("Mode", "")
        self.event_mode = mode
        zones = p.pop("TriggerZones", None)
        if mode == "AttackerBlockedByCreature":  # the source is blocked by ValidBlocker$
            if p.pop("ValidCard", None) != "Card.Self":
                self.rest.append("forge AttackerBlockedByCreature of another attacker")
            blocker = forge_filter(p.pop("ValidBlocker", "Card"), self.rest)
            if zones is not None:
                self.rest.append(f"forge TriggerZones={zones}")
            return [{"event": "becomes_blocked_by", "subject": blocker}]
        owners = {"Card.YouOwn": "you", "Card.OppOwn": "opponent", "Card": None}
        if mode in ("Discarded", "Drawn"):  # a player's own cards (CR 701.9a, 121.1)
            owner = p.pop("ValidCard", None)
            if owner not in owners or zones != "Battlefield":
                self.rest.append(f"forge {mode} ValidCard={owner} TriggerZones={zones}")
            event = "discard" if mode == "Discarded" else "draw"
            # the model states an event with no object as the source's ("self")
            return [compact({"event": event, "subject": "self", "by": owners.get(owner or "")})]
        if mode == "Cycled":  # CR 702.29c: this card from anywhere, others from the battlefield
            cycled = p.pop("ValidCard", None)
            events = {("Card.Self", None): "cycle", ("Card.YouOwn", "Battlefield"): "cycle_card",
                      ("Card.Other+YouOwn", "Battlefield"): "cycle_another_card"}  # fmt: skip
            if (cycled, zones) not in events:
                self.rest.append(f"forge Cycled ValidCard={cycled} TriggerZones={zones}")
            event = events.get((cycled, zones), "?")
            return [{"event": event, "subject": "self", "by": "you"}]
        if mode == "BecomesTarget":  # of a spell or ability (CR 115.1)
            if p.pop("ValidTarget", None) != "Card.Self" or zones != "Battlefield":
                self.rest.append("forge BecomesTarget of another object")
            return [{"event": "becomes_target", "subject": "self"}]
        damaged_players = {"Player": None, "You": "you", "Opponent": "opponent"}
        if mode == "DamageDoneOnce" and p.get("ValidTarget") in damaged_players:
            # one or more sources deal damage to a player at once: once per player (CR 603.2c)
            damaged = damaged_players[p.pop("ValidTarget")]
            if p.pop("CombatDamage", None) != "True" or zones != "Battlefield":
                self.rest.append(f"forge DamageDoneOnce to a player, TriggerZones={zones}")
            dealer = forge_filter(p.pop("ValidSource", "Card"), self.rest)
            return [compact({"event": "combat_damage_to_player_one_or_more", "subject": dealer,
                             "by": damaged})]  # fmt: skip
        # the key naming the event's object: the damage's source, the damaged permanent
        key = {"DamageDone": "ValidSource", "DamageDoneOnce": "ValidTarget",
               "DamageDealtOnce": "ValidSource", "Exploited": "ValidSource"}.get(
            mode, "ValidCard")  # fmt: skip
        valid = p.pop(key, None)
        subject: Any
        if valid is None:
            subject = None
        elif valid in ("Card.Self", "Card.Self+kicked"):
            subject = "self" if valid == "Card.Self" else "self kicked"
        else:
            subject = forge_filter(valid, self.rest)
        if zones not in (None, "Battlefield") or (zones is None and subject not in (
                "self", "self kicked", None)):  # fmt: skip
            self.rest.append(f"forge TriggerZones={zones}")
        if mode == "ChangesZone":
            origin, destination = p.pop("Origin", None), p.pop("Destination", None)
            event = {("Any", "Battlefield"): "enters", ("Battlefield", "Graveyard"): "dies"}.get(
                (origin, destination), f"zone change {origin}->{destination}")  # fmt: skip
            if (origin, destination, subject) == ("Battlefield", "Graveyard", "self"):
                self.source_zone = "Graveyard"
            if event == "dies" and not self._a_creature(subject):
                event = "put_into_graveyard_from_battlefield"  # CR 700.4: "dies" is a creature's
            return [compact({"event": event, "subject": subject})]
        if mode == "TurnFaceUp":
            return [compact({"event": "face_up", "subject": subject})]
        if mode == "Phase":
            step = {"Upkeep": "upkeep", "Draw": "draw", "Main1": "main1",
                    "BeginCombat": "beginning_of_combat", "Main2": "main2",
                    "End of Turn": "end"}.get(p.pop("Phase", ""), "?")  # fmt: skip
            whose = {"You": "you", "Opponent": "opponent"}.get(p.pop("ValidPlayer", ""), "any")
            return [{"event": "step", "step": step, "whose": whose}]
        if mode == "SpellCastOrCopy":  # a spell cast or a copy of one (CR 707.10)
            by = {"You": "you", "Opponent": "opponent"}.get(p.pop("ValidActivatingPlayer", ""))
            if isinstance(subject, dict):
                subject = {**subject, "zone": "stack"}
            return [compact({"event": "cast_or_copy", "subject": subject, "by": by})]
        if mode == "SpellCast":
            by = {"You": "you", "Opponent": "opponent"}.get(p.pop("ValidActivatingPlayer", ""))
            nth = p.pop("ActivatorThisTurnCast", None)
            if isinstance(subject, dict):
                subject = {**subject, "zone": "stack"}
            targets = p.pop("TargetsValid", None)
            if targets == "Card.Self" and isinstance(subject, dict):  # heroic (CR 115.1)
                qualities = sorted({*subject.get("qualities", []), "targeting this"})
                subject = {**subject, "qualities": qualities}
            elif targets is not None:
                self.rest.append(f"forge TargetsValid={targets}")
            return [compact({"event": "cast", "subject": subject, "by": by,
                             "nth": int(nth[2:]) if nth else None})]  # fmt: skip
        if mode == "AttackersDeclared":
            by = {"You": "you", "Opponent": "opponent"}.get(p.pop("AttackingPlayer", ""))
            return [{"event": "attack", "by": by}]
        if mode == "Attacks":
            return [compact({"event": "attacks", "subject": subject})]
        events = {"Blocks": "blocks", "AttackerBlocked": "becomes_blocked",
                  "DamageDealtOnce": "deals_damage",
                  "AttackerUnblocked": "attacks_unblocked", "Taps": "becomes_tapped",
                  "Untaps": "becomes_untapped", "DamageDoneOnce": "is_dealt_damage",
                  "Exploited": "exploits", "Mutates": "mutates"}  # fmt: skip
        if mode in events:
            return [{"event": events[mode], "subject": subject}]
        players = {"Player": None, "You": "you", "Opponent": "opponent"}
        if mode == "DamageDone" and p.get("ValidTarget") == "Card.Self":
            # a source deals damage to this object, once per source (CR 120.3, 603.2c); the
            # event's object, TriggeredSource, is that source
            p.pop("ValidTarget")
            return [compact({"event": "dealt_damage_by", "subject": subject})]
        if mode == "DamageDone":  # a source deals damage to a player (CR 120.3)
            damaged = p.pop("ValidTarget", None)
            if damaged not in players:
                self.rest.append(f"forge DamageDone ValidTarget={damaged}")
            combat = p.pop("CombatDamage", None) == "True"
            event = "combat_damage_to_player" if combat else "damage_to_player"
            return [compact({"event": event, "subject": subject, "by": players.get(damaged)})]
        if mode == "LifeGained":
            gainer = p.pop("ValidPlayer", None)
            if gainer not in players or subject is not None:
                self.rest.append(f"forge LifeGained ValidPlayer={gainer}")
            # the model states an event with no object as the source's ("self")
            return [compact({"event": "gain_life", "subject": "self", "by": players.get(gainer)})]
        if mode == "Sacrificed" and isinstance(subject, dict):
            # a player sacrifices only a permanent they control (CR 701.21a)
            by = subject.pop("controller", None)
            return [compact({"event": "sacrificed", "subject": subject, "by": by})]
        self.rest.append(f"forge trigger Mode={mode}")
        return [{"event": mode}]

    def _a_creature(self, subject: Any) -> bool:
        """Whether a permanent put into a graveyard from the battlefield may be a creature (it
        "dies"): this card if it is a creature card, or permanents not of a noncreature type."""
        if subject in ("self", "self kicked") and self.holder is not None:
            subject = self.holder  # a granted ability's "this creature" is what has it
        elif subject in ("self", "self kicked"):
            return "Creature" in self.script.types
        kinds = [*subject.get("types", []), *subject.get("any_types", [])]
        return not kinds or "creature" in kinds

    def condition(self, p: dict[str, str]) -> Model:
        """A To solve or intervening-if restriction back as an IR-like condition."""
        if p.get("Condition") == "Hellbent":  # a static's (Gathan Raiders' script)
            p["Hellbent"] = p.pop("Condition") and "True"
        if p.pop("Hellbent", None) == "True":
            return {"cond": "ObjectCount", "count": "EQ0",
                    "filter": {"zone": "hand", "zone_owner": "you"}}  # fmt: skip
        if p.get("Condition") == "Delirium":  # a static's (Grim Flayer's script)
            p["Delirium"] = p.pop("Condition") and "True"
        if p.pop("Delirium", None) == "True":  # Player.hasDelirium (CR 205.2a)
            return {"cond": "CardTypesAmong", "count": "GE4",
                    "filter": {"zone": "graveyard", "zone_owner": "you"}}  # fmt: skip
        if p.get("Condition") == "PlayerTurn":  # a static's (Blood Burglar's script)
            del p["Condition"]
            return {"cond": "IsYourTurn"}
        own = re.fullmatch(r"Card\.Self\+counters_([A-Z]{2}\d+)_(\w+)", p.get("IsPresent", ""))
        if own is not None:  # this card with such counters is present (Baloth Pup's)
            del p["IsPresent"]
            if p.pop("PresentCompare", "GE1") not in ("GE1", "EQ1"):
                self.rest.append("forge IsPresent of this card not once")
            return {"cond": "SourceCounters", "count": own[1], "counter": _counter(own[2])}
        if "IsPresent" in p:
            zone = p.pop("PresentZone", "Battlefield")
            f = forge_filter(p.pop("IsPresent"), self.rest, zone)
            if zone != "Battlefield" and "zone_owner" not in f and "controller" in f:
                pass
            return {"cond": "ObjectCount", "count": p.pop("PresentCompare", "GE1"), "filter": f}
        if "CheckSVar" in p:
            name, compare = p.pop("CheckSVar"), p.pop("SVarCompare", "GE1")
            value = self.script.svars.get(name)
            if not isinstance(value, str) or not value.startswith("Count$"):
                self.rest.append(f"forge CheckSVar={name}")
                return {"cond": "?"}
            return self.count_condition(value.removeprefix("Count$"), compare)
        self.rest.append("forge condition missing")
        return {"cond": "?"}

    def activation_condition(self, p: dict[str, str]) -> Model:
        """An ``A:`` line's restriction (CR 602.5b): ``PlayerTurn$`` and ``ActivationPhases$``
        (the steps as a list; a ``From->To`` range is left for a difference) back as the IR's
        turn conditions, else a trigger's condition keys."""
        yours = p.pop("PlayerTurn", None) == "True"
        phases = p.pop("ActivationPhases", None)
        if phases is not None:
            steps = [_FORGE_STEPS.get(name, f"? {name}") for name in phases.split(",")]
            return {"cond": "InTurnWindow", "steps": steps, "yours": yours}
        if yours:
            return {"cond": "IsYourTurn"}
        return self.condition(p)

    def count_condition(self, function: str, compare: str) -> Model:
        if function == "ColorsCtrl Permanent":
            return {"cond": "ColorsAmong", "count": compare, "filter": {"controller": "you"}}
        if function == "LifeYouGainedThisTurn":
            return {"cond": "LifeGainedThisTurn", "who": "you", "count": compare}
        if function == "AttackersDeclared":
            return {"cond": "HappenedThisTurn", "event": "attacked", "count": compare,
                    "filter": {"types": ["creature"]}}  # fmt: skip
        if match := re.fullmatch(r"Valid (\S+)\$CardPower", function):
            return {"cond": "TotalPower", "filter": forge_filter(match[1], self.rest),
                    "at_least": int(compare.removeprefix("GE"))}  # fmt: skip
        if function.startswith("ThisTurnCast_"):
            valid = function.removeprefix("ThisTurnCast_")
            by = "you" if "YouCtrl" in valid else None
            f = forge_filter(valid.replace(".YouCtrl", "").replace("+YouCtrl", ""), self.rest)
            return compact({"cond": "SpellsCastThisTurn", "count": compare, "by": by,
                            "filter": {**f, "zone": "stack"}})  # fmt: skip
        if function == "ThisTurnEntered_Graveyard_from_Battlefield_Creature":
            return {"cond": "HappenedThisTurn", "event": "died", "count": compare,
                    "filter": {"types": ["creature"]}}  # fmt: skip
        if function.startswith("ThisTurnEntered_Graveyard_"):
            valid = function.removeprefix("ThisTurnEntered_Graveyard_")
            f = forge_filter(valid, self.rest)
            return {"cond": "HappenedThisTurn", "event": "put_into_graveyard",
                    "count": compare, "filter": f}  # fmt: skip
        if match := re.fullmatch(r"NumDamageThisTurn (\S+) Any", function):
            f = forge_filter(match[1], self.rest)
            who = f.pop("controller", None)
            return compact(
                {
                    "cond": "HappenedThisTurn",
                    "event": "dealt_damage",
                    "count": compare,
                    "filter": compact({**f, "controlled_then": who}),
                }
            )
        self.rest.append(f"forge Count${function}")
        return {"cond": "?"}

    # ---- static and replacement lines

    def static_part(
        self, line: Ability, model: Model, params: dict[str, str] | None = None
    ) -> Model:
        p = params if params is not None else dict(line.params)
        if params is None:  # a further line of the static ability: the same condition
            self.gated(p)
            condition = self.condition(p) if _has_condition(p) else None
            if condition != model.get("condition"):
                self.rest.append("forge a line of a static ability with another condition")
        if p.get("Event") == "Untap":
            return self.untap_rule(p, params is None)
        mode = p.pop("Mode", "")
        if mode in _RULE_MODES:
            return self.rule_part(mode, p, params is None)
        if mode == "Continuous" and p.get("Affected") == "You" and "AdjustLandPlays" in p:
            self.used(p, "Affected")
            return {"static": "additional_land", "count": int(p.pop("AdjustLandPlays"))}
        if mode == "Continuous" and p.get("Affected") == "Player" and "AdjustLandPlays" in p:
            self.used(p, "Affected")  # each player's (CR 305.2): Rites of Flourishing
            count = int(p.pop("AdjustLandPlays"))
            return {"static": "players_additional_land", "count": count}
        if mode == "Continuous" and p.get("Affected") == "You" and "SetMaxHandSize" in p:
            self.used(p, "Affected")
            size = p.pop("SetMaxHandSize")
            if size == "Unlimited":
                return {"static": "no_maximum_hand_size"}
            if not size.isdigit():
                self.rest.append("forge SetMaxHandSize")
            return {"static": "maximum_hand_size", "count": int(size) if size.isdigit() else 0}
        if mode == "Continuous" and "RaiseMaxHandSize" in p:
            affected = p.pop("Affected", "")
            raised = int(p.pop("RaiseMaxHandSize"))
            whose = {"You": "", "Opponent": "opponents_"}.get(affected)
            if whose is None:
                self.rest.append(f"forge RaiseMaxHandSize for {affected}")
            change = "increase" if raised > 0 else "reduction"
            return {"static": f"{whose or ''}maximum_hand_size_{change}", "count": abs(raised)}
        if mode == "Continuous" and p.get("MayLookAt") == "You":
            self.used(p, "Affected", "AffectedZone", "MayLookAt")
            return {"static": "look_at_top"}
        if mode == "Continuous" and p.get("MayPlay") == "True":
            kinds = [re.sub(r"[.+]TopLibrary\+YouOwn$", "", k)
                     for k in p.pop("Affected", "").split(",")]  # fmt: skip
            self.used(p, "AffectedZone", "MayPlay")
            spells = sorted(_canon(forge_filter(k, self.rest)) for k in kinds if k != "Land")
            return compact({"static": "play_from_top", "lands": "Land" in kinds,
                            "spells": spells})  # fmt: skip
        if mode == "NoCleanupDamage":
            valid = p.pop("ValidCard", None)
            return compact(
                {
                    "static": "damage_persists",
                    "filter": forge_filter(valid, self.rest) if valid else None,
                }
            )
        if mode in ("ReduceCost", "RaiseCost"):
            valid = p.pop("ValidCard", "Card")
            self.used(p, "Type")
            caster = "you" if p.pop("Activator", None) == "You" else None
            return {
                "static": "reduce_cost" if mode == "ReduceCost" else "raise_cost",
                "spells": {**forge_filter(valid, self.rest), "zone": "stack"},
                "caster": caster,
                "generic": int(p.pop("Amount", "0")),
            }
        if mode != "Continuous":
            self.rest.append(f"forge static Mode={mode}")
        affected = p.pop("Affected", "")
        if affected == "Card.Self":
            objects: Model = {"ref": "self"}
        elif affected == "Creature.EnchantedBy":
            objects = {"ref": "attached"}
        else:
            zone = p.pop("AffectedZone", None)
            objects = {"ref": "all", "filter": forge_filter(affected, self.rest, zone)}
        granted = []
        for key, kind in (("AddAbility", "A"), ("AddTrigger", "T")):
            for name in filter(None, p.pop(key, "").split(" & ")):
                svar = self.script.svar_ability(name)
                if svar is None:
                    self.rest.append(f"forge {key}={name}")
                    continue
                # the granted ability's line, read as the card's own lines are (CR 113.1a)
                reader = ForgeReader(self.script)
                if affected not in ("Card.Self", ""):
                    reader.holder = forge_filter(affected.replace("EnchantedBy", "AttachedBy"), [])
                nested = reader.ability(Ability(svar.line, kind, svar.params))
                granted.append(json.dumps(compact(nested), sort_keys=True))
        defined: dict[str, str | None] = {}
        if p.pop("CharacteristicDefining", None) == "True":  # CR 604.3, in every zone
            if p.pop("EffectZone", None) != "All":
                self.rest.append("forge a characteristic-defining ability not in every zone")
            defined = {"define_power": self.number(p.pop("SetPower", None)),
                       "define_toughness": self.number(p.pop("SetToughness", None))}  # fmt: skip
        types = p.pop("AddType", "")
        keywords = p.pop("AddKeyword", "")
        removed = p.pop("RemoveKeyword", "")
        lands = p.pop("RemoveLandTypes", None) == "True"  # CR 305.7, with all abilities
        if lands and p.pop("RemoveAllAbilities", None) != "True":
            self.rest.append("forge RemoveLandTypes without RemoveAllAbilities (CR 305.7)")
        replaced = lands or p.pop("RemoveCreatureTypes", None) == "True"  # CR 205.1a
        # "lose all abilities" (CR 613.1f); with RemoveLandTypes it is the land type's (305.7)
        stripped = not lands and p.pop("RemoveAllAbilities", None) == "True"
        part = compact({
            "static": "continuous", "affected": objects,
            "add_types": sorted(t.lower() for t in types.split(" & ") if t),
            "replace_subtypes": replaced,
            "remove_all_abilities": stripped,
            "set_power": _int(p.pop("SetPower", None)),
            "set_toughness": _int(p.pop("SetToughness", None)),
            "power": _int(p.pop("AddPower", None)), "toughness": _int(p.pop("AddToughness", None)),
            "keywords": sorted(forge_keyword(k) for k in keywords.split(" & ") if k),
            "remove_keywords": sorted(forge_keyword(k) for k in removed.split(" & ") if k),
            "granted": sorted(granted), **defined,
        })  # fmt: skip
        if params is None:
            self.leftover(p)
        return part

    def affected_objects(self, valid: str) -> Model:
        if valid == "Card.Self":
            return {"ref": "self"}
        if valid == "Creature.EnchantedBy":
            return {"ref": "attached"}
        return {"ref": "all", "filter": forge_filter(valid, self.rest)}

    def rule_part(self, mode: str, p: dict[str, str], own_line: bool) -> Model:
        """A combat rule's static mode (Forge's StaticAbilityMode) back as the rule: the
        objects under the mode's key, the blockers ``CantBlockBy`` names, ``MinMaxBlocker``'s
        ``Max$ 1``."""
        kind, key = _RULE_MODES[mode]
        objects = self.affected_objects(p.pop(key, "?"))
        blockers = p.pop("ValidBlocker", None)
        if mode == "CantBlockBy" and blockers is not None:
            kind = "cant_be_blocked_by"
        if mode == "MinMaxBlocker" and p.pop("Max", None) != "1":
            self.rest.append("forge MinMaxBlocker without Max$ 1")
        found = forge_filter(blockers, self.rest) if blockers else None
        part = compact({"static": "restriction", "kind": kind, "affected": objects,
                        "filter": found})  # fmt: skip
        if own_line:
            self.leftover(p)
        return part

    def rule_effect(self, p: dict[str, str]) -> Model:
        """An ``Effect`` until end of turn whose static ability is a combat rule on the objects
        it remembers (Access Tunnel's ``RememberObjects$ Targeted | ExileOnMoved$ Battlefield |
        StaticAbilities$ Unblockable``): "target creature can't block this turn" (CR 611.2c)."""
        remembered = p.pop("RememberObjects")
        # a target chosen here (ValidTgts$), one chosen earlier (Targeted) or this card (Self)
        objects = self.objects(p if "ValidTgts" in p else {"Defined": remembered})
        if p.pop("ExileOnMoved", None) != "Battlefield":
            self.rest.append("forge a rule Effect that outlives its object")
        svar = self.script.svar_ability(p.pop("StaticAbilities", None))
        rule = dict(svar.params) if svar is not None else {}
        mode = rule.pop("Mode", "")
        kind, key = _RULE_MODES.get(mode, ("?", "ValidCard"))
        if rule.pop(key, None) != "Card.IsRemembered" or kind == "?":
            self.rest.append(f"forge Effect static {svar.params if svar else None}")
        rule.pop("Description", None)
        self.rest += [f"forge rule {k}={v}" for k, v in rule.items()]
        return {"verb": "restrict", "kind": kind, "objects": objects, "duration": "end_of_turn"}

    def untap_rule(self, p: dict[str, str], own_line: bool) -> Model:
        """``R:Event$ Untap | ValidStepTurnToController$ You | Layer$ CantHappen``: the objects
        don't untap during their controller's untap step (CR 502.3)."""
        p.pop("Event")
        wanted = {"ActiveZones": "Battlefield", "ValidStepTurnToController": "You",
                  "Layer": "CantHappen"}  # fmt: skip
        if {k: p.pop(k, None) for k in wanted} != wanted:
            self.rest.append("forge Untap replacement of another untap")
        part = {"static": "restriction", "kind": "doesnt_untap",
                "affected": self.affected_objects(p.pop("ValidCard", "?"))}  # fmt: skip
        if own_line:
            self.leftover(p)
        return part

    def replacement(self, line: Ability, p: dict[str, str]) -> Model:
        gate = self.gated(p)
        event = p.pop("Event", "")
        if event == "Moved":  # "This land enters tapped." (CR 614.1c)
            svar = self.script.svar_ability(p.pop("ReplaceWith", None))
            tap = dict(svar.params) if svar is not None else {}
            if tap != {"DB": "Tap", "Defined": "Self", "ETB": "True"} or (
                p.pop("ValidCard", None),
                p.pop("Destination", None),
                p.pop("ReplacementResult", None),
            ) != ("Card.Self", "Battlefield", "Updated"):
                self.rest.append("forge Moved replacement")
            return {"kind": "static", "gate": gate, "parts": [{"static": "enters_tapped"}]}
        self.used(p, "ActiveZones")
        whose = "you" if p.pop("ValidToken", None) == "Card.YouCtrl" else None
        svar = self.script.svar_ability(p.pop("ReplaceWith", None))
        extra, token = 0, None
        if svar is not None and svar.get("DB") == "ReplaceToken" and svar.get("Type") == "AddToken":
            extra = int(svar.get("Amount") or "1")
            token = self.token(svar.get("TokenScript") or "")
        else:
            self.rest.append("forge ReplaceWith")
        return {"kind": "replacement", "gate": gate,
                "event": "create_token" if event == "CreateToken" else event,
                "whose": whose, "extra": extra, "token": token}  # fmt: skip

    # ---- effects

    def chain(self, first: list[tuple[str, str]], params: dict[str, str]) -> list[Model]:
        steps: list[Model] = []
        current: dict[str, str] | None = params
        seen: set[str] = set()
        while current is not None:
            sub = current.pop("SubAbility", None)
            steps += self.step(current)
            self.leftover(current)
            if sub is None or sub in seen:
                break
            seen.add(sub)
            svar = self.script.svar_ability(sub)
            current = dict(svar.params) if svar is not None else None
        return [compact(s) for s in steps]

    def objects(self, p: dict[str, str], key: str = "Defined") -> Model | None:
        if "ValidTgts" in p:
            spec = self.target_spec(p)
            self.targets.append(spec)
            return {"ref": "target", "index": len(self.targets) - 1}
        value = p.pop(key, None)
        if value is None:
            return None
        if value == "Self":
            return {"ref": "self"}
        if value in ("Targeted", "TargetedPlayer"):
            return {"ref": "target", "index": len(self.targets) - 1}
        if value in ("TriggeredCard", "TriggeredSpellAbility"):
            return {"ref": "event"}
        if value == "TriggeredSource":  # the source of the damage dealt to this object
            if self.event_mode != "DamageDone":
                self.rest.append(f"forge {key}={value} in a {self.event_mode or 'no'} trigger")
            return {"ref": "event"}
        if value in ("Remembered", "ChosenCard"):
            return {"ref": "remembered"}
        if value == "You":
            return {"ref": "you"}
        # the player of the triggering event ("that player", CR 603.2), as each mode names it
        that = {"TriggeredTarget": ("DamageDone",), "TriggeredPlayer": ("Phase", "LifeGained"),
                "TriggeredActivator": ("SpellCast",),
                "TriggeredCardController": ("ChangesZone", "Discarded")}  # fmt: skip
        if value in that:
            if self.event_mode not in that[value]:
                self.rest.append(f"forge {key}={value} in a {self.event_mode or 'no'} trigger")
            return {"ref": "that_player"}
        if value == "DefendingPlayer":  # the player the attacking source attacks (CR 506.2)
            if self.event_mode not in ("Attacks", "AttackerBlocked", "AttackerUnblocked"):
                self.rest.append(f"forge {key}={value} in a {self.event_mode or 'no'} trigger")
            return {"ref": "defending_player"}
        if value in ("Player.Opponent", "Player"):
            return {"ref": "opponent" if value == "Player.Opponent" else "each_player"}
        if value == "TargetedController":
            return {"ref": "controller", "of": {"ref": "target", "index": len(self.targets) - 1}}
        if match := re.fullmatch(r"Valid(\w*) (\S+)", value):
            zone = match[1] or "Battlefield"
            return {"ref": "all", "filter": forge_filter(match[2], self.rest, zone)}
        self.rest.append(f"forge {key}={value}")
        return {"ref": value}

    def target_spec(self, p: dict[str, str]) -> Model:
        valid = p.pop("ValidTgts")
        p.pop("TgtPrompt", None)
        zone = p.pop("TgtZone", None)
        if p.pop("TargetType", None) == "Spell":
            zone = "Stack"
        low, high = p.pop("TargetMin", "1"), p.pop("TargetMax", "1")
        spec: Model = {"min": int(low), "max": "any" if high == "MaxTgts" else int(high)}
        kinds = valid.split(",")
        players = None
        if "Player" in kinds or "Opponent" in kinds:
            players = "any" if "Player" in kinds else "opponent"
            kinds = [k for k in kinds if k not in ("Player", "Opponent")]
        if kinds == ["Any"]:
            return {**spec, "objects": True, "players": "any"}
        spec["players"] = players
        if kinds:
            spec["objects"] = True
            spec["filter"] = forge_filter(",".join(kinds), self.rest, zone)
            if zone == "Graveyard" and "zone_owner" not in spec["filter"]:
                spec["filter"]["zone_owner"] = "any"  # TgtZone$ Graveyard: in any graveyard
        return compact(spec)

    def number(self, value: str | None) -> str | None:
        if value is None:
            return None
        if value == "TriggerObjectsAttackers$Amount":
            return "event attackers"
        count = self.script.svars.get(value)
        if count == "Count$xPaid":  # X chosen on casting or activation (CR 107.3a)
            return "X"
        # "that much" (CR 609.3): the damage or life of the triggering event
        damaging = ("DamageDone", "DamageDoneOnce", "DamageDealtOnce")
        amounts = {"TriggerCount$DamageAmount": ("damage", damaging),
                   "TriggerCount$LifeAmount": ("life", ("LifeGained",))}  # fmt: skip
        if isinstance(count, str) and count in amounts:
            of, modes = amounts[count]
            if self.event_mode not in modes:
                self.rest.append(f"forge {count} in a {self.event_mode or 'no'} trigger")
            return f"event {of}"
        value_of = re.fullmatch(r"(\w+)\$Card(Power|Toughness|ManaCost)", count or "")
        if isinstance(count, str) and value_of is not None and value_of[1] in _VALUE_OF:
            # "its power", "that spell's mana value" of one object (CR 608.2h)
            of: Model = _VALUE_OF[value_of[1]]
            if of["ref"] == "target":  # the ability's one target
                of = {"ref": "target", "index": len(self.targets) - 1}
            if of["ref"] == "event" and not self.event_mode:
                self.rest.append(f"forge {count} outside a trigger")
            return f"{_CHARACTERISTICS[value_of[2]]} of {_canon(of)}"
        domain = re.fullmatch(r"Count\$Domain(?:/Times\.(\d+))?", count or "")
        if domain is not None:  # CR 305.6: among the lands you control
            lands = forge_filter("Land.YouCtrl", self.rest)
            return f"{domain[1] or 1} x basic land types among {_canon(lands)}"
        greatest = re.fullmatch(r"Count\$(GreatestPower|HighestCMC)_(\S+)", count or "")
        if greatest is not None:  # CR 208.1, 202.3
            kind = "power" if greatest[1] == "GreatestPower" else "mana_value"
            return f"greatest {kind} among {_canon(forge_filter(greatest[2], self.rest))}"
        if isinstance(count, str):
            match = re.fullmatch(r"Count\$Valid(\w*) (\S+?)(?:/Times\.(\d+))?", count)
            if match is None:
                self.rest.append(f"forge amount {count}")
                return count
            f = forge_filter(match[2], self.rest, match[1] or None)
            return f"{match[3] or 1} x count of {_canon(f)}"
        return value

    def step(self, p: dict[str, str]) -> list[Model]:
        api = p.pop("DB", None) or p.pop("SP", None) or p.pop("AB", None) or ""
        optional = "you" if p.pop("OptionalDecider", None) == "You" else None
        steps = self.api_step(api, p)
        if "UnlessCost" in p:  # "... unless [player] pays [cost]" (CR 118.12a)
            raw = p.pop("UnlessCost")
            if raw == "X" or raw in self.script.svars:  # "{X}" (CR 107.3)
                cost = [f"generic {self.number(raw)}"]
            else:
                cost = self.cost(raw)
            payer = self.objects({"Defined": p.pop("UnlessPayer", "?")})
            # each step, with who may pay what to stop it (the IR model's form)
            steps = [{**one, "unless": {"payer": payer, "cost": cost}} for one in steps]
        if optional:
            for one in steps:
                one["optional"] = optional
        return steps

    def api_step(self, api: str, p: dict[str, str]) -> list[Model]:
        player = None
        if api == "Destroy":
            return [{"verb": "destroy", "objects": self.objects(p),
                     "no_regeneration": p.pop("NoRegen", None) == "True"}]  # fmt: skip
        if api == "Charm":  # "choose one —" (CR 700.2): each mode an SVar chain
            modes = []
            for name in p.pop("Choices", "").split(","):
                svar = self.script.svar_ability(name)
                if svar is None:
                    self.rest.append(f"forge Choices {name}")
                    continue
                modes.append(self.chain(svar.params, dict(svar.params)))
            number, least = p.pop("CharmNum", "1"), p.pop("MinCharmNum", None)
            count = f"GE{least}" if least is not None else f"EQ{number}"
            if least is not None and int(number) != len(modes):
                self.rest.append(f"forge CharmNum={number} of {len(modes)} modes")
            model = {"verb": "modes", "count": count, "modes": modes}
            if p.pop("CanRepeatModes", None) == "True":  # CR 700.2d
                model["repeat"] = True
            return [model]
        if api == "Regenerate":
            return [{"verb": "regenerate", "objects": self.objects(p)}]
        if api == "PreventDamage":  # a shield of Amount$ on each one, this turn (CR 615.7)
            return [{"verb": "prevent_damage", "objects": self.objects(p),
                     "amount": self.number(p.pop("Amount", None)),
                     "duration": "end_of_turn"}]  # fmt: skip
        if api == "Fog":  # all combat damage this turn (CR 615.1a, 510.2)
            return [{"verb": "prevent_damage", "amount": "all", "combat_only": True,
                     "duration": "end_of_turn"}]  # fmt: skip
        if api == "DealDamage":
            objects = self.objects(p)
            amount = self.number(p.pop("NumDmg", None))
            divided = p.pop("DividedAsYouChoose", None)
            source = self.objects(p, "DamageSource") or {"ref": "self"}
            if divided is not None and objects and objects.get("ref") == "target":
                self.targets[objects["index"]]["divided"] = self.number(divided)
                amount = "divided"
            players = None
            if self._names_players(objects):  # Defined$ You / Player.Opponent / a target player
                objects, players = None, objects
            return [{"verb": "deal_damage", "objects": objects, "players": players,
                     "amount": amount, "source": source}]  # fmt: skip
        if api == "DamageAll":  # the same damage to every one of them (CR 120.2)
            cards = p.pop("ValidCards", None)
            players = self.objects(p, "ValidPlayers")
            if not self._names_players(players):
                self.rest.append(f"forge ValidPlayers={players}")
            return [{"verb": "deal_damage", "source": {"ref": "self"},
                     "objects": self.objects({"Defined": f"Valid {cards}"}) if cards else None,
                     "players": players, "amount": self.number(p.pop("NumDmg", None))}]  # fmt: skip
        if api == "EachDamage":
            objects = self.objects(p)
            damagers = p.pop("DefinedDamagers", "")
            source = self.objects({"Defined": damagers}) if damagers else None
            return [{"verb": "deal_damage", "objects": objects, "source": source,
                     "amount": self.number(p.pop("NumDmg", None))}]  # fmt: skip
        if api in ("Draw", "Mill"):
            player = self.objects(p)
            step = {"verb": api.lower(), "amount": self.number(p.pop("NumCards", None))}
            if player != {"ref": "you"}:
                step["player"] = player
            return [step]
        if api == "Discard":
            player = self.objects(p)
            mode = p.pop("Mode", None)
            step = {"verb": "discard", "amount": self.number(p.pop("NumCards", None))}
            if mode == "Hand":
                step["objects"] = {"ref": "all", "filter": {"zone": "hand", "zone_owner": "you"}}
            elif mode == "Random":  # at random (CR 701.9b)
                step["verb"] = "discard_at_random"
            elif mode != "TgtChoose":
                self.rest.append(f"forge Discard Mode={mode}")
            if player != {"ref": "you"}:
                step["player"] = player
            return [step]
        if api in ("Scry", "Surveil"):
            player = self.objects(p)
            step = {"verb": api.lower(), "amount": self.number(p.pop("Amount", None))}
            if player != {"ref": "you"}:
                step["player"] = player
            return [step]
        if api == "GainLife":
            player = self.objects(p)
            step = {"verb": "gain_life", "amount": self.number(p.pop("LifeAmount", None))}
            if player not in (None, {"ref": "you"}):
                step["player"] = player
            return [step]
        if api == "LoseLife":
            player = self.objects(p)
            step = {"verb": "lose_life", "amount": self.number(p.pop("LifeAmount", None))}
            if player != {"ref": "you"}:
                step["player"] = player
            return [step]
        if api in ("Tap", "Untap"):
            return [{"verb": api.lower(), "objects": self.objects(p)}]
        if api == "PutCounter" and p.pop("Bolster", None) == "True":  # CR 701.39a
            if p.pop("CounterType", None) != "P1P1":
                self.rest.append("forge Bolster of another counter")
            return [{"verb": "bolster", "amount": self.number(p.pop("CounterNum", None))}]
        if api == "PutCounter" and p.pop("Monstrosity", None) == "True":  # CR 701.37a
            if p.pop("ConditionPresent", None) != "Card.Self+IsNotMonstrous":
                self.rest.append("forge Monstrosity without its condition")
            if p.pop("CounterType", None) != "P1P1" or p.pop("Defined", None) != "Self":
                self.rest.append("forge Monstrosity of another counter or object")
            amount = self.number(p.pop("CounterNum", None))
            return [{"verb": "monstrosity", "objects": {"ref": "self"}, "amount": amount}]
        if api in ("WinsGame", "LosesGame"):  # CR 104.2b, 104.3e
            step = {"verb": "win_game" if api == "WinsGame" else "lose_game"}
            player = self.objects(p)
            if player != {"ref": "you"}:
                step["player"] = player
            return [step]
        if api == "Proliferate":  # CR 701.34a
            return [{"verb": "proliferate"}]
        if api == "Learn":  # CR 701.48a: the ability's controller learns
            return [{"verb": "learn"}]
        if api == "Venture":  # CR 701.49: the ability's controller ventures
            return [{"verb": "venture"}]
        if api == "Goad":  # CR 701.15: until the goading player's next turn
            objects = self.objects(p)
            return [{"verb": "restrict", "kind": "goaded", "objects": objects,
                     "duration": "until_your_next_turn"}]  # fmt: skip
        if api == "Explore":  # CR 701.44a: the card itself unless Defined$ says otherwise
            return [{"verb": "explore", "objects": self.objects(p) or {"ref": "self"}}]
        if api == "PutCounter":
            objects = self.objects(p)
            amount = self.number(p.pop("CounterNum", None))
            divided = p.pop("DividedAsYouChoose", None)
            if divided is not None and objects and objects.get("ref") == "target":
                self.targets[objects["index"]]["divided"] = self.number(divided)
                amount = "divided"
            return [{"verb": "put_counter", "objects": objects,
                     "counter": _counter(p.pop("CounterType", "")),
                     "amount": amount}]  # fmt: skip
        if api == "Token":
            step = {"verb": "create", "token": self.token(p.pop("TokenScript", "")),
                    "amount": self.number(p.pop("TokenAmount", "1"))}  # fmt: skip
            p.pop("RememberTokens", None)  # recorded for a later "it": ``remembered``
            owner = p.pop("TokenOwner", None)
            if owner == "Targeted":
                step["player"] = self.objects(p)
            elif owner == "TargetedController":
                step["player"] = {
                    "ref": "controller",
                    "of": {"ref": "target", "index": len(self.targets) - 1},
                }
            elif owner is not None:
                self.rest.append(f"forge TokenOwner={owner}")
            return [step]
        if api == "Investigate":
            return [{"verb": "investigate", "amount": self.number(p.pop("Num", "1"))}]
        if api == "Pump":
            objects = self.objects(p)
            durations = {
                "Permanent": "permanent",
                "UntilYourNextTurn": "until_your_next_turn",
                "UntilEndOfCombat": "end_of_combat",
            }
            duration = durations.get(p.pop("Duration", None) or "", "end_of_turn")
            steps = []
            if "NumAtt" in p or "NumDef" in p:
                numbers = (p.pop("NumAtt", "0"), p.pop("NumDef", "0"))
                power, per = self.pump_amount(numbers[0], None)
                toughness, per = self.pump_amount(numbers[1], per)
                fixed = [n for n in numbers if re.fullmatch(r"[+-]?\d+", n) and int(n)]
                if per is not None and fixed:  # the IR's count multiplies both (CR 608.2h)
                    self.rest.append(f"forge a pump of a fixed {fixed[0]} and a count")
                steps.append(
                    {
                        "verb": "pump",
                        "objects": objects,
                        "power": power,
                        "toughness": toughness,
                        "duration": duration,
                        "per": per,
                    }
                )
            if "KW" in p:
                steps.append(
                    {
                        "verb": "grant",
                        "objects": objects,
                        "duration": duration,
                        "keywords": sorted(forge_keyword(k) for k in p.pop("KW").split(" & ")),
                    }
                )
            return steps
        if api == "Animate":
            objects = self.objects(p)
            duration = "permanent" if p.pop("Duration", None) == "Permanent" else "end_of_turn"
            static = p.pop("staticAbilities", None)
            if static is not None:
                svar = self.script.svar_ability(static)
                if svar is None or svar.get("MayPlay") != "True":
                    self.rest.append(f"forge staticAbilities={static}")
                return [{"verb": "grant", "objects": objects, "cast_from_graveyard": True,
                         "duration": duration}]  # fmt: skip
            types = p.pop("Types", "")
            keywords = p.pop("Keywords", "")
            colors = p.pop("Colors", "")
            if colors and p.pop("OverwriteColors", None) != "True":
                self.rest.append("forge Colors without OverwriteColors")
            return [{"verb": "become", "objects": objects,
                     "colors": sorted(c.lower() for c in colors.split(",") if c),
                     "types": sorted(t.lower() for t in types.split(",") if t),
                     "power": _int(p.pop("Power", None)),
                     "toughness": _int(p.pop("Toughness", None)),
                     "keywords": sorted(forge_keyword(k) for k in keywords.split(" & ") if k),
                     "replaces_types": self.replaces_types(p, types),
                     "duration": duration}]  # fmt: skip
        if api == "ChangeZoneAll":  # every permanent ChangeType$ matches, to its owner's zone
            origin, destination = p.pop("Origin", "?"), p.pop("Destination", "?")
            objects = {"ref": "all", "filter": forge_filter(p.pop("ChangeType", "Card"), self.rest,
                                                            origin)}  # fmt: skip
            verbs = {"Exile": "exile", "Hand": "return_to_hand"}
            if origin != "Battlefield" or destination not in verbs:
                self.rest.append(f"forge ChangeZoneAll {origin}->{destination}")
            return [{"verb": verbs.get(destination, "?"), "objects": objects}]
        if api == "ChangeZone" and p.get("Defined") == "TriggeredNewCardLKICopy":
            # the card this trigger moved, found where it went (CR 400.7e): the IR's "this
            # card", whose origin the IR leaves to the rules
            if self.source_zone is None or p.get("Origin") != self.source_zone:
                self.rest.append(f"forge TriggeredNewCardLKICopy from {p.get('Origin')}")
            p["Defined"], p["Origin"] = "Self", "Battlefield"
        if api == "ChangeZone" and p.get("Shuffle") == "True" and p.get("Defined") == "Self":
            # this card into its owner's library, then shuffled (CR 701.24a), from where it is
            self.used(p, "Shuffle")
            if (p.pop("Origin", None), p.pop("Destination", None)) not in (
                ("Battlefield", "Library"), ("Stack", "Library")):  # fmt: skip
                self.rest.append("forge Shuffle$ ChangeZone zones")
            return [{"verb": "shuffle_into", "objects": self.objects(p)}]
        if api == "ChangeZone" and p.get("Hidden") == "True" and p.get("Origin") != "Library":
            return [self.hidden_change_zone(p)]
        if api == "ChangeZone" and p.get("Origin") == "Library" and "ChangeType" in p:
            p.pop("Origin")
            # Mandatory$: "a card", which must be found (CR 701.23d); else up to that many
            exact = p.pop("Mandatory", None) == "True"
            step = {"verb": "search", "zone": "library", "put": p.pop("Destination", "").lower(),
                    "amount": ("" if exact else "LE") + p.pop("ChangeNum", "1"), "shuffle": True,
                    "filter": forge_filter(p.pop("ChangeType"), self.rest, "Library"),
                    "reveal": p.pop("NoReveal", None) != "True",
                    "tapped": p.pop("Tapped", None) == "True"}  # fmt: skip
            step["filter"] = compact({**step["filter"], "zone": None, "zone_owner": None})
            return [step]
        if api == "ChangeZone" and p.get("Destination") == "Hand" and p.get("Origin") in (
            "Battlefield", None):  # fmt: skip
            objects = self.objects(p)
            if p.pop("Origin", None) != "Battlefield":
                self.rest.append("forge ChangeZone Origin")
            p.pop("Destination")
            return [{"verb": "return_to_hand", "objects": objects}]
        if api == "ChangeZone":
            objects = self.objects(p)
            origin, destination = p.pop("Origin", "?"), p.pop("Destination", "?")
            step = {"verb": "exile" if destination == "Exile" else "move", "objects": objects,
                    "from_zone": None if origin == "Battlefield" else origin.lower(),
                    "tapped": p.pop("Tapped", None) == "True"}  # fmt: skip
            position = p.pop("LibraryPosition", None)
            if destination != "Exile":
                step["zone"] = destination.lower()
                step["position"] = _library_position(position)
            if destination == "Battlefield":
                step["control"] = "you" if p.pop("GainControl", None) == "True" else "owner"
            if destination == "Exile" and p.get("Duration") == "UntilHostLeavesPlay":
                p.pop("Duration")  # "until ~ leaves the battlefield" (CR 610.3)
                step["until"] = "source_leaves"
            return [step]
        if api == "Counter":
            step = {"verb": "counter", "objects": self.objects(p)}
            destination = p.pop("Destination", None)  # instead of the graveyard (CR 614.1a)
            if destination is not None:
                zone, position = {"Exile": ("exile", None), "Hand": ("hand", None),
                                  "TopOfLibrary": ("library", "top"),
                                  "BottomOfLibrary": ("library", "bottom")}.get(
                    destination, ("?", None))  # fmt: skip
                step["zone"], step["position"] = zone, position
            return [step]
        if api == "Sacrifice" and p.get("Defined") == "Self" and "SacValid" not in p:
            return [{"verb": "sacrifice", "objects": self.objects(p)}]  # the card itself
        if api == "Sacrifice":
            player = self.objects(p)
            valid = p.pop("SacValid", "Card")
            amount = p.pop("Amount", "1")
            # each player named chooses among their own permanents (CR 701.21a)
            chooser = (player or {}).get("ref", "?")  # "you", "opponent", "that_player", ...
            step = {
                "verb": "sacrifice",
                "objects": {
                    "ref": "chosen",
                    "count": f"EQ{amount}",
                    "filter": forge_filter(valid, self.rest),
                    "chooser": chooser,
                    "own": True,
                },
            }  # a player sacrifices their own (CR 701.21a)
            if player != {"ref": "you"}:
                step["player"] = player
            return [step]
        if api == "Dig":
            number = int(p.pop("DigNum", "1"))
            self.used(p, "ChangeNum", "RememberChanged")
            if p.pop("DestinationZone", None) != "Exile":
                self.rest.append("forge Dig destination")
            return [{"verb": "exile", "objects": {"ref": "top_of_library", "count": number,
                                                  "whose": "you"}}]  # fmt: skip
        if api == "ChooseCard":
            self.used(p, "Mandatory", "Choices", "ChoiceZone")
            return [{"verb": "choose", "objects": {"ref": "remembered"},
                     "amount": self.number(p.pop("Amount", "1"))}]  # fmt: skip
        if api == "Cleanup":
            self.used(p, "ClearRemembered", "ClearChosenCard")
            return []
        if api == "Effect" and "RememberObjects" in p:
            return [self.rule_effect(p)]
        if api == "Effect":
            svar = self.script.svar_ability(p.pop("StaticAbilities", None))
            p.pop("ExileOnMoved", None)
            if svar is None or svar.get("MayPlay") != "True":
                self.rest.append("forge Effect")
            return [{"verb": "allow_play", "objects": {"ref": "remembered"}}]
        if api == "CopySpellAbility":
            return [{"verb": "copy_spell", "objects": self.objects(p)}]
        if api == "RemoveFromCombat":  # CR 506.4
            return [{"verb": "remove_from_combat", "objects": self.objects(p)}]
        if api == "AlterAttribute" and p.get("Attributes") == "Suspected":
            p.pop("Attributes")
            return [{"verb": "suspect", "objects": self.objects(p)}]
        self.rest.append(f"forge API {api}")
        return [{"verb": api}]

    def pump_amount(self, value: str, per: str | None) -> tuple[int, str | None]:
        """``+2`` -> 2; ``+X1`` with ``SVar:X1:Count$Valid Creature.YouCtrl/Times.2`` -> 2 per
        one count of creatures you control ("+2/+2 for each", CR 608.2h); ``-X`` (X paid) -> -1
        per X. Both of a pump's amounts must count the same thing (``per``)."""
        if re.fullmatch(r"[+-]?\d+", value):
            return int(value), per
        sign = -1 if value.startswith("-") else 1
        counted = self.number(value.lstrip("+-")) or "?"
        times, found = 1, counted
        if match := re.fullmatch(r"(\d+) x (count of .*)", counted):
            times, found = int(match[1]), f"1 x {match[2]}"
        if per is not None and found != per:
            self.rest.append(f"forge a pump counting two things: {per}, {found}")
        return sign * times, found

    def replaces_types(self, p: dict[str, str], types: str) -> bool:
        """Animate's ``RemoveCreatureTypes$`` (the new creature types replace the old, CR
        205.1b) or ``RemoveLandTypes$`` -- only for basic land types (CR 305.7)."""
        lands = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
        if p.pop("RemoveLandTypes", None) == "True":
            if not types or not set(types.split(",")) <= lands:
                self.rest.append(f"forge RemoveLandTypes with Types={types}")
            return True
        return p.pop("RemoveCreatureTypes", None) == "True"

    def hidden_change_zone(self, p: dict[str, str]) -> Model:
        """Hidden ``ChangeZone`` from the battlefield or a hand: the activator chooses
        ``ChangeNum$`` of their own cards there matching ``ChangeType$`` (all of them with
        ``Mandatory$``, else up to that many) as it resolves."""
        p.pop("Hidden")
        origin, destination = p.pop("Origin", "?"), p.pop("Destination", "?")
        mandatory = p.pop("Mandatory", None) == "True"
        number = p.pop("ChangeNum", "1")
        chosen = {"ref": "chosen", "count": f"{'EQ' if mandatory else 'LE'}{number}",
                  "filter": forge_filter(p.pop("ChangeType", "Card"), self.rest, origin),
                  "chooser": "you"}  # fmt: skip
        if origin == "Battlefield" and destination == "Hand":
            return {"verb": "return_to_hand", "objects": chosen}
        step: Model = {"verb": "move", "objects": chosen, "zone": destination.lower(),
                       "tapped": p.pop("Tapped", None) == "True"}  # fmt: skip
        position = p.pop("LibraryPosition", None)
        step["position"] = _library_position(position)
        if destination == "Battlefield":  # where they come from is stated when put onto it
            step["from_zone"] = origin.lower()
            step["control"] = "you" if p.pop("GainControl", None) == "True" else "owner"
        return step

    def _names_players(self, objects: Model | None) -> bool:
        """Whether a ``Defined$`` read by :meth:`objects` names players only (``You``,
        ``Player.Opponent``, ``Player``, the target's controller, a target that is a player)."""
        if objects is None:
            return False
        if objects.get("ref") in (
            "you",
            "opponent",
            "each_player",
            "controller",
            "that_player",
            "defending_player",
        ):
            return True
        if objects.get("ref") == "target":
            spec = self.targets[objects["index"]]
            return bool(spec.get("players")) and not spec.get("objects")
        return False

    def token(self, script: str) -> Model:
        if script in _PREDEFINED:
            return {"predefined": _PREDEFINED[script]}
        parts = script.split("_")
        if len(parts) < 3 or not (parts[1].isdigit() and parts[2].isdigit()):
            if script.startswith("c_a_"):
                return {"predefined": script.removeprefix("c_a_")}
            self.rest.append(f"forge TokenScript={script}")
            return {"script": script}
        colors = [] if parts[0] == "c" else [
            next(n for k, n in COLORS.items() if k.lower() == c) for c in parts[0]]  # fmt: skip
        words = parts[3:]
        types = ["creature"]
        if words[:1] == ["a"]:
            types.append("artifact")
            words = words[1:]
        keywords = [_SPACED_KEYWORDS.get(w, w) for w in words if w in _TOKEN_KEYWORDS]
        subtypes = [w for w in words if w not in _TOKEN_KEYWORDS]
        return compact({"types": sorted(types), "subtypes": sorted(subtypes),
                        "colors": sorted(colors), "power": int(parts[1]),
                        "toughness": int(parts[2]), "keywords": sorted(keywords)})  # fmt: skip


#: Forge's static modes of combat rules: the rule (``karlov.ir.RESTRICTIONS``) and the key
#: naming the objects it affects (StaticAbilityCantAttackBlock.java, StaticAbilityMustAttack,
#: StaticAbilityMinMaxBlocker, ...)
_RULE_MODES = {
    "CantAttack": ("cant_attack", "ValidCard"),
    "CantBlock": ("cant_block", "ValidCard"),
    "MustAttack": ("attacks_each_combat", "ValidCreature"),
    "CantBlockBy": ("cant_be_blocked", "ValidAttacker"),
    "MinMaxBlocker": ("blocked_by_at_most_one", "ValidCard"),
    "MustBeBlockedByAll": ("must_be_blocked_by_all", "ValidCard"),
    "CanAttackDefender": ("attacks_despite_defender", "ValidCard"),
    "CombatDamageToughness": ("assigns_damage_by_toughness", "ValidCard"),
}


def _with_its_counters(tapped: Model, abilities: list[Model]) -> None:
    """ "This land enters tapped with two charge counters on it" (CR 614.1c) is one ability
    Forge writes as two lines, an ``R:Event$ Moved`` tapping it and a ``K:etbCounter``: when
    the replacement's printed description names counters, the keyword's part is read into it
    (the description is the card's text of the ability)."""
    parts = tapped.get("parts", [])
    if parts != [{"static": "enters_tapped"}]:
        return
    for index, ability in enumerate(abilities):
        if ability.get("kind") == "static" and [p.get("static") for p in ability["parts"]] == [
            "enters_with"
        ]:
            parts += abilities.pop(index)["parts"]
            return


def _untap_rule(line: Ability) -> bool:
    return line.kind == "R" and line.get("Event") == "Untap"


#: an ``A:`` line's turn restrictions (SpellAbilityRestriction)
_TIMING_KEYS = frozenset({"PlayerTurn", "ActivationPhases"})
#: Forge's script names of the steps of a turn (PhaseType) by the IR's (CR 500.1)
_FORGE_STEPS = {
    "Untap": "untap", "Upkeep": "upkeep", "Draw": "draw", "Main1": "main1",
    "BeginCombat": "beginning_of_combat", "Declare Attackers": "declare_attackers",
    "Declare Blockers": "declare_blockers", "First Strike Damage": "first_strike_damage",
    "Combat Damage": "combat_damage", "EndCombat": "end_of_combat", "Main2": "main2",
    "End of Turn": "end", "Cleanup": "cleanup",
}  # fmt: skip


#: the object an SVar's ``<prefix>$Card<characteristic>`` reads (CR 608.2h), by its prefix
_VALUE_OF: dict[str, Model] = {"Count": {"ref": "self"}, "Targeted": {"ref": "target"},
                               "Sacrificed": {"ref": "sacrificed"},
                               "TriggeredCard": {"ref": "event"}}  # fmt: skip
_CHARACTERISTICS = {"Power": "power", "Toughness": "toughness", "ManaCost": "mana_value"}


def _has_condition(p: dict[str, str]) -> bool:
    return any(k in p for k in ("Hellbent", "Delirium", "IsPresent", "CheckSVar", "Condition"))


def _int(value: str | None) -> int | None:
    return None if value is None else int(value)


def forge_model(script: Script) -> Model:
    """The structural model of a parsed Forge script."""
    return ForgeReader(script).card()


def _library_position(position: str | None) -> str | None:
    """Forge's ``LibraryPosition$``: 0 the top, -1 the bottom, N with N cards above it (the
    IR's ``from_top`` N+1)."""
    if position is None or position in ("0", "-1"):
        return {"0": "top", "-1": "bottom", None: None}[position]
    return f"from top {int(position) + 1}" if position.isdigit() else "?"
