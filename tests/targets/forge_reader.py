"""A reader and linter of Forge card scripts, written independently of karlov's writer.

``read_script`` parses a script the way Forge's ``CardRules.Reader`` and
``FileSection.parseToMap`` do (a line's key is the text before its first colon; ability lines
split on ``|`` and each part at its first ``$``) and decodes names and texts with its own
decoder of the escaping documented in ``karlov/targets/forge_format.py`` -- so a bug shared by
the writer's encoder and decoder cannot hide a round-trip failure.

``lint_script`` makes the checks of Forge's card-script linter
(forge-gui/src/main/java/forge/gui/card/CardScriptParser.java: legal ``ManaCost:``, the first
parameter of an ability declares a known API, an activated ability has a ``Cost$``, every
``Execute$``/``SubAbility$``/``ReplaceWith$`` names a defined SVar, known trigger modes and
replacement events, the ``Key$ Value | Key$ Value`` spacing, non-empty descriptions) and the
stricter ones karlov's generator promises: only known line keys and parameter keys, known static
modes, steps and zones, no duplicate key on a line, no SVar cycle, no unused SVar, and
``Name:``/``Oracle:`` decoding back to the card's name and text.

``assert_facts`` checks a parsed script against one card of ``forge_facts.toml``.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from karlov.targets import forge_vocabulary as V

FACTS_PATH = Path(__file__).with_name("forge_facts.toml")


class ForgeScriptError(ValueError):
    """The script cannot be read at all; ``problems`` lists ``line N: message`` strings."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems


def decode_text(encoded: str) -> str:
    """Decode karlov's escaping: ``\\\\ \\n \\r`` and ``\\uXXXX``; raise on anything else."""
    simple = {"\\": "\\", "n": "\n", "r": "\r"}
    pieces = re.split(r"(\\u[0-9a-f]{4}|\\.|\\$)", encoded, flags=re.DOTALL)
    out = []
    for piece in pieces:
        if piece.startswith("\\u") and len(piece) == 6:
            out.append(chr(int(piece[2:], 16)))
        elif piece.startswith("\\"):
            if len(piece) != 2 or piece[1] not in simple:
                raise ValueError(f"malformed escape {piece!r}")
            out.append(simple[piece[1]])
        else:
            out.append(piece)
    return "".join(out)


@dataclass
class Ability:
    """One ``A:``/``T:``/``S:``/``R:`` line or ability ``SVar:``, with its raw parameters."""

    line: int
    kind: str  # "A", "T", "S", "R" or "SVar"
    params: list[tuple[str, str]]
    svar_name: str | None = None

    def get(self, key: str) -> str | None:
        return next((v for k, v in self.params if k == key), None)

    def keys(self) -> list[str]:
        return [k for k, _ in self.params]


@dataclass
class Script:
    name: str
    mana_cost: str
    types: list[str]
    oracle: str
    pt: str | None = None
    loyalty: str | None = None
    keywords: list[str] = field(default_factory=list)
    abilities: list[Ability] = field(default_factory=list)
    svars: dict[str, Ability | str] = field(default_factory=dict)
    key_order: list[str] = field(default_factory=list)
    svar_lines: dict[str, int] = field(default_factory=dict)
    spacing_problems: list[str] = field(default_factory=list)

    def lines_of(self, kind: str) -> list[Ability]:
        return [a for a in self.abilities if a.kind == kind]

    def svar_ability(self, name: str | None) -> Ability | None:
        value = self.svars.get(name or "")
        return value if isinstance(value, Ability) else None


def _java_trim(value: str) -> str:
    """What Java's ``String.trim`` (Forge's reader) leaves: chars <= U+0020 cut at both ends."""
    start, end = 0, len(value)
    while start < end and value[start] <= " ":
        start += 1
    while end > start and value[end - 1] <= " ":
        end -= 1
    return value[start:end]


def _split_params(body: str, line: int, problems: list[str]) -> list[tuple[str, str]]:
    params = []
    parts = body.split("|")
    for index, part in enumerate(parts):
        where = f"line {line}: parameter {index + 1}"
        if not part.strip():
            problems.append(f"{where} is empty")
            continue
        if "$" not in part:
            problems.append(f"{where} '{part.strip()}' has no '$'")
            continue
        key, value = part.split("$", 1)
        # CardScriptParser's spacing rule: ' | ' between parameters, 'Key$ value'.
        if (index > 0 and not key.startswith(" ")) or key.strip() != key.lstrip(" "):
            problems.append(f"{where}: key '{key.strip()}' is not preceded by ' | '")
        if not value.startswith(" "):
            problems.append(f"{where}: no space after '{key.strip()}$'")
        if index < len(parts) - 1 and not value.endswith(" "):
            problems.append(f"{where}: no space before the next '|'")
        params.append((_java_trim(key), _java_trim(value)))
    return params


def read_script(text: str) -> Script:
    """Parse ``text``; raise :class:`ForgeScriptError` if its skeleton is not a Forge script."""
    problems: list[str] = []
    if not text.endswith("\n") or text.endswith("\n\n"):
        problems.append("the script must end with exactly one line feed")
    if "\r" in text:
        problems.append("the script has a carriage return (Forge scripts use LF line ends)")
    header: dict[str, tuple[int, str]] = {}
    script = Script(name="", mana_cost="", types=[], oracle="")
    spacing: list[str] = []
    for number, raw in enumerate(text.rstrip("\n").split("\n"), start=1):
        if raw.startswith("#"):  # CardRules.Reader.readCard skips a line starting with '#'
            continue
        if not raw.strip():
            problems.append(f"line {number}: empty line (only used between faces)")
            continue
        if ":" not in raw:
            problems.append(f"line {number}: no ':' after the key")
            continue
        key, value = raw.split(":", 1)
        script.key_order.append(key)
        if key not in V.LINE_KEYS:
            problems.append(f"line {number}: unknown line key '{key}'")
            continue
        if value != _java_trim(value):
            problems.append(f"line {number}: {key}: value has edge whitespace Forge would trim")
        if key in ("Name", "ManaCost", "Types", "PT", "Loyalty", "Oracle"):
            if key in header:
                problems.append(
                    f"line {number}: second '{key}:' line (first on line {header[key][0]})"
                )
            header[key] = (number, value)
        elif key == "K":
            script.keywords.append(value)
        elif key in ("A", "T", "S", "R"):
            params = _split_params(value, number, spacing)
            script.abilities.append(Ability(number, key, params))
        elif key == "SVar":
            if ":" not in value:
                problems.append(f"line {number}: SVar without 'Name:value'")
                continue
            name, body = value.split(":", 1)
            if name in script.svars:
                problems.append(
                    f"line {number}: SVar '{name}' defined twice (first on line "
                    f"{script.svar_lines[name]}); Forge keeps only the last"
                )
            script.svar_lines[name] = number
            first_key = body.split("$", 1)[0].strip() if "$" in body else ""
            if first_key in V.ABILITY_DECLARERS or first_key == "Mode":
                params = _split_params(body, number, spacing)
                script.svars[name] = Ability(number, "SVar", params, svar_name=name)
            else:
                script.svars[name] = body
    for key in ("Name", "ManaCost", "Types", "Oracle"):
        if key not in header:
            problems.append(f"no '{key}:' line")
    if problems:
        raise ForgeScriptError(problems)
    try:
        script.name = decode_text(header["Name"][1])
        script.oracle = decode_text(header["Oracle"][1])
    except ValueError as error:
        raise ForgeScriptError([f"Name/Oracle: {error}"]) from None
    script.mana_cost = header["ManaCost"][1]
    script.types = header["Types"][1].split(" ")
    script.pt = header["PT"][1] if "PT" in header else None
    script.loyalty = header["Loyalty"][1] if "Loyalty" in header else None
    script.spacing_problems = spacing
    return script


def _mana_part_legal(part: str) -> bool:
    """CardScriptParser.isManaCostPart: a number, X/Y/Z, or up to 4 of WUBRGSC, P, 2, '/'."""
    if part.isdigit() or part in ("X", "Y", "Z"):
        return True
    if not part or len(part) > 4:
        return False
    return any(c in "WUBRGSC" for c in part) and all(c in "WUBRGSCP2/" for c in part)


_COMPARE = re.compile(r"(LT|LE|EQ|NE|GE|GT)(\d+|[A-Za-z]\w*)\Z")
_ZONE_KEYS = (
    "TriggerZones", "ActiveZones", "Origin", "Destination", "AffectedZone", "PresentZone",
    "EffectZone", "ActivationZone", "DestinationZone", "ChoiceZone",
)  # fmt: skip
_STATIC_REF_KEYS = ("StaticAbilities", "staticAbilities")
# Where Forge's Counter API puts the countered card besides a zone (its CounterEffect: Memory
# Lapse's ``Destination$ TopOfLibrary``, Spell Crumple's ``BottomOfLibrary``).
_COUNTER_DESTINATIONS = ("TopOfLibrary", "BottomOfLibrary")
# Keys whose value is a computed amount: an inline ``Count$...`` or the name of an SVar with one.
_COUNT_REF_KEYS = ("CheckSVar", "CheckSecondSVar", "ConditionCheckSVar")


def _lint_ability(script: Script, ability: Ability) -> list[str]:
    where = f"line {ability.line}: {ability.kind}:"
    if ability.svar_name:
        where = f"line {ability.line}: SVar {ability.svar_name}:"
    out = []
    keys = ability.keys()
    for key in sorted({k for k in keys if keys.count(k) > 1}):
        out.append(f"{where} parameter '{key}$' given twice (Forge keeps the last)")
    for key, value in ability.params:
        if key not in V.ABILITY_PARAM_KEYS:
            out.append(f"{where} unknown parameter key '{key}$'")
        if key in V.DESCRIPTION_KEYS:
            try:
                decode_text(value)
            except ValueError as error:
                out.append(f"{where} {key}$: {error}")
            if not value and key != "PrecostDesc":
                out.append(f"{where} {key}$ is empty")
        elif not value:
            out.append(f"{where} {key}$ has no value")
        if key in V.ABILITY_REFERENCE_KEYS and value not in script.svars:
            out.append(f"{where} {key}$ names SVar '{value}', which is not defined")
        if (
            key in _COUNT_REF_KEYS
            and re.fullmatch(r"[A-Za-z]\w*", value)
            and value not in script.svars
        ):
            out.append(f"{where} {key}$ names SVar '{value}', which is not defined")
        if key in ("AddAbility", "AddTrigger"):  # granted abilities' SVars, " & " apart
            for name in value.split(" & "):
                if name not in script.svars:
                    out.append(f"{where} {key}$ names SVar '{name}', which is not defined")
        if key in _STATIC_REF_KEYS:
            for name in value.split(","):
                if name.strip() not in script.svars:
                    out.append(f"{where} {key}$ names SVar '{name.strip()}', which is not defined")
        if key in _ZONE_KEYS:
            known = V.ZONES
            api = ability.get("SP") or ability.get("DB") or ability.get("AB")
            if key == "Destination" and api == "Counter":
                known = {*V.ZONES, *_COUNTER_DESTINATIONS}
            unknown = [z for z in value.split(",") if z.strip() not in known]
            if unknown:
                out.append(f"{where} {key}$ names unknown zone(s) {', '.join(unknown)}")
        if key in ("SVarCompare", "PresentCompare") and not _COMPARE.match(value):
            out.append(f"{where} {key}$ '{value}' is not a comparator and operand")
    first_key = keys[0] if keys else ""
    first_value = ability.params[0][1] if ability.params else ""
    if ability.kind in ("A", "SVar") and first_key in V.ABILITY_DECLARERS:
        if first_value not in V.API_TYPES:
            out.append(f"{where} unknown API '{first_value}' after {first_key}$")
        if ability.kind == "A" and first_key not in ("AB", "SP"):
            out.append(f"{where} an A: line starts with AB$ or SP$, not {first_key}$")
        if first_key == "AB" and "Cost" not in keys:
            out.append(f"{where} an activated ability (AB$) needs a Cost$")
    elif ability.kind == "A":
        out.append(f"{where} the first parameter must be AB$ or SP$, not '{first_key}$'")
    # a trigger granted by a static ability's AddTrigger$ is an SVar holding a T: line
    granted_trigger = ability.kind == "SVar" and ability.svar_name in _granted_triggers(script)
    if ability.kind == "T" or granted_trigger:
        if first_key != "Mode":
            out.append(f"{where} a trigger starts with Mode$, not '{first_key}$'")
        elif first_value not in V.TRIGGER_MODES:
            out.append(f"{where} unknown trigger mode '{first_value}'")
        if "Execute" not in keys:
            out.append(f"{where} a trigger needs Execute$")
        if "TriggerDescription" not in keys and ability.get("Secondary") != "True":
            out.append(f"{where} a trigger needs TriggerDescription$")
        phase = ability.get("Phase")
        if phase is not None and any(p.strip() not in V.PHASES for p in phase.split(",")):
            out.append(f"{where} unknown step '{phase}' in Phase$")
    if ability.kind == "S" or (
        ability.kind == "SVar" and first_key == "Mode" and not granted_trigger
    ):
        if first_key != "Mode":
            out.append(f"{where} a static ability starts with Mode$, not '{first_key}$'")
        elif first_value not in V.STATIC_MODES:
            out.append(f"{where} unknown static mode '{first_value}'")
    if ability.kind == "R":
        if first_key != "Event":
            out.append(f"{where} a replacement starts with Event$, not '{first_key}$'")
        elif first_value not in V.REPLACEMENT_EVENTS:
            out.append(f"{where} unknown replacement event '{first_value}'")
        # Layer$ CantHappen: the event does not happen at all (Eternity Snare's Untap)
        if (
            "ReplaceWith" not in keys
            and ability.get("Prevent") != "True"
            and ability.get("Layer") != "CantHappen"
        ):
            out.append(f"{where} a replacement needs ReplaceWith$ (or Prevent$ True)")
    return out


def _granted_triggers(script: Script) -> set[str]:
    """The SVars a static line's ``AddTrigger$`` names (each holds a trigger's parameters)."""
    lines = [*script.abilities, *(v for v in script.svars.values() if isinstance(v, Ability))]
    return {name for line in lines for name in (line.get("AddTrigger") or "").split(" & ")}


def _references(script: Script) -> dict[str, set[str]]:
    """SVar name -> the SVars it names (ability references, static lists, computed values)."""
    graph: dict[str, set[str]] = {}
    for name, value in script.svars.items():
        graph[name] = _named_svars(script, value)
    return graph


def _named_svars(script: Script, value: Ability | str) -> set[str]:
    texts = [v for _, v in value.params] if isinstance(value, Ability) else [value]
    found = set()
    for text in texts:
        for token in re.split(r"[^A-Za-z0-9_]+", text):
            if token in script.svars:
                found.add(token)
    return found


def lint_script(
    script_or_text: Script | str, *, name: str | None = None, text: str | None = None
) -> list[str]:
    """Every problem found, as ``line N: ...`` messages; empty when the script is clean.

    ``name``/``text``, when given, are the card's name and text, which ``Name:`` and
    ``Oracle:`` must decode back to exactly.
    """
    if isinstance(script_or_text, str):
        try:
            script = read_script(script_or_text)
        except ForgeScriptError as error:
            return list(error.problems)
    else:
        script = script_or_text
    out = list(script.spacing_problems)
    if script.key_order[:1] != ["Name"]:
        out.append("the first line must be 'Name:' (Forge starts a face on it)")
    if script.key_order[-1:] != ["Oracle"]:
        out.append("the last line must be 'Oracle:'")
    if script.mana_cost != "no cost" and not all(
        _mana_part_legal(p) for p in script.mana_cost.split(" ")
    ):
        out.append(f"ManaCost: '{script.mana_cost}' is not a Forge mana cost")
    if not all(script.types):
        out.append(f"Types: '{' '.join(script.types)}' has an empty word")
    if script.pt is not None and not re.fullmatch(r"[0-9*+\-X]+/[0-9*+\-X]+", script.pt):
        out.append(f"PT: '{script.pt}' is not power/toughness")
    for keyword in script.keywords:
        if not V.is_forge_keyword(keyword):
            out.append(f"K: '{keyword}' is not a Forge keyword")
    for ability in script.abilities:
        out.extend(_lint_ability(script, ability))
    for value in script.svars.values():
        if isinstance(value, Ability):
            out.extend(_lint_ability(script, value))
    used: set[str] = set()
    for ability in script.abilities:
        used |= _named_svars(script, ability)
    for keyword in script.keywords:  # K:etbCounter:P1P1:X reads SVar X (Walking Ballista)
        used |= {part for part in keyword.split(":")[1:] if part in script.svars}
    graph = _references(script)
    frontier = list(used)
    while frontier:
        for child in graph.get(frontier.pop(), set()):
            if child not in used:
                used.add(child)
                frontier.append(child)
    for unused in sorted(set(script.svars) - used):
        out.append(f"line {script.svar_lines[unused]}: SVar '{unused}' is never referenced")
    for start in graph:
        if _reaches(graph, start, start):
            out.append(f"line {script.svar_lines[start]}: SVar '{start}' refers back to itself")
    if name is not None and script.name != name:
        out.append(f"Name: reads back as {script.name!r}, not {name!r}")
    if text is not None and script.oracle != text:
        out.append(f"Oracle: reads back as {script.oracle!r}, not {text!r}")
    return out


def _reaches(graph: dict[str, set[str]], start: str, target: str) -> bool:
    seen: set[str] = set()
    frontier = list(graph.get(start, ()))
    while frontier:
        node = frontier.pop()
        if node == target:
            return True
        if node not in seen:
            seen.add(node)
            frontier.extend(graph.get(node, ()))
    return False


# ---------------------------------------------------------------- structural facts


def load_facts() -> dict[str, dict[str, Any]]:
    with FACTS_PATH.open("rb") as handle:
        return tomllib.load(handle)


def _apis(script: Script) -> set[str]:
    found = set()
    for ability in [
        *script.abilities,
        *(v for v in script.svars.values() if isinstance(v, Ability)),
    ]:
        if ability.params and ability.params[0][0] in V.ABILITY_DECLARERS:
            found.add(ability.params[0][1])
    return found


def _execute_api(script: Script, ability: Ability) -> str | None:
    target = ability.get("Execute") or ability.get("ReplaceWith")
    if ability.kind == "A":
        return ability.params[0][1]
    sub = script.svar_ability(target)
    return sub.params[0][1] if sub and sub.params else None


def _solve_trigger(script: Script) -> Ability | None:
    for ability in script.lines_of("T"):
        sub = script.svar_ability(ability.get("Execute"))
        if sub is not None and sub.get("Attributes") == "Solved" and sub.get("Defined") == "Self":
            return ability
    return None


_FIELD_PARAMS = {
    "mode": "Mode", "phase": "Phase", "event": "Event", "valid_player": "ValidPlayer",
    "valid_card": "ValidCard", "valid_activating_player": "ValidActivatingPlayer",
    "valid_attackers": "ValidAttackers", "attacking_player": "AttackingPlayer",
    "destination": "Destination", "affected": "Affected", "affected_zone": "AffectedZone",
    "active_zones": "ActiveZones", "trigger_zones": "TriggerZones",
}  # fmt: skip


def _gate(ability: Ability) -> str | None:
    if ability.get("Activation") == "Solved":
        return "activation"
    if V.SOLVED_PRESENT in (ability.get("IsPresent"), ability.get("IsPresent2")):
        return "is_present"
    if ability.get("AffectedDefined") == "Self" and ability.get("Affected") == "Card.IsSolved":
        return "affected_self"
    return None


def _matches(script: Script, ability: Ability, fact: dict[str, Any]) -> list[str]:
    """How ``ability`` differs from one ``solved``/``other`` fact (empty when it matches)."""
    kind_line = {"static": "S", "trigger": "T", "activated": "A", "replacement": "R"}
    diffs = []
    if ability.kind != kind_line[fact["kind"]]:
        diffs.append(f"kind {ability.kind}")
    for key, param in _FIELD_PARAMS.items():
        if key in fact and ability.get(param) != fact[key]:
            diffs.append(f"{param}$ {ability.get(param)!r} != {fact[key]!r}")
    if "api" in fact and _execute_api(script, ability) != fact["api"]:
        diffs.append(f"api {_execute_api(script, ability)!r} != {fact['api']!r}")
    if "gate" in fact:
        gate = fact.get("karlov_gate", fact["gate"])
        if _gate(ability) != gate:
            diffs.append(f"gate {_gate(ability)!r} != {gate!r}")
        if gate == "activation" and ability.get("PrecostDesc") != "Solved —":
            diffs.append("activated Solved ability without PrecostDesc$ Solved —")
    elif _gate(ability) is not None:
        diffs.append("gated on the solved designation, but it is not a Solved ability")
    if fact.get("sorcery_speed") and ability.get("SorcerySpeed") != "True":
        diffs.append("SorcerySpeed$ True missing")
    return diffs


def _equivalent_condition(script: Script, solve: Ability, facts: dict[str, Any]) -> dict[str, Any]:
    """Forge writes "you control N or more X" both ways: ``CheckSVar$ X | SVarCompare$ GE7``
    with ``SVar:X:Count$Valid Land.YouCtrl``, and ``IsPresent$ Land.YouCtrl |
    PresentCompare$ GE7`` (the self check then moves to ``IsPresent2$``). When ``facts`` has
    the first and ``script`` the second with the same valid-card expression and comparison,
    the facts are restated in the script's form; otherwise they are returned unchanged."""
    function = facts.get("count_function", "")
    if facts["condition"] != "check_svar" or not function.startswith("Valid "):
        return facts
    valid = function.removeprefix("Valid ")
    if "$" in valid or solve.get("IsPresent") != valid or solve.get("CheckSVar") is not None:
        return facts
    if (solve.get("PresentCompare") or "GE1") != facts["compare"] or solve.get("PresentZone"):
        return facts
    return {**facts, "condition": "is_present", "condition_valid": valid,
            "unsolved_key": "IsPresent2"}  # fmt: skip


def assert_facts(script: Script, fact: dict[str, Any]) -> None:
    """Assert that ``script`` has the structure ``fact`` (one card of forge_facts.toml) records.

    Checked (a condition Forge writes in either of two equivalent forms matches both, see
    :func:`_equivalent_condition`): the line counts of T/S/A/R/K (``karlov_lines`` overrides
    Forge's where the notes say why karlov's script differs), the To solve trigger (mode, step,
    player, zones, the ``Card.Self+!IsSolved`` check under the key Forge uses, the condition
    form and its pieces, the ``AlterAttribute ... Attributes$ Solved`` SVar), each Solved
    ability (line kind, gate, defining parameters, API) and each other ability. The SVar count
    and the full API list are not asserted: they depend on how an effect is spelled, not on
    the card's structure.
    """
    problems: list[str] = []
    expected_lines = {**fact["lines"], **fact.get("karlov_lines", {})}
    for kind in ("T", "S", "A", "R"):
        actual = len(script.lines_of(kind))
        if actual != expected_lines[kind]:
            problems.append(f"{actual} {kind}: lines, Forge's script has {expected_lines[kind]}")
    if len(script.keywords) != expected_lines["K"]:
        problems.append(f"{len(script.keywords)} K: lines, expected {expected_lines['K']}")
    solve = _solve_trigger(script)
    facts = fact["to_solve"]
    if solve is None:
        problems.append("no To solve trigger executing AlterAttribute with Attributes$ Solved")
    else:
        for key in ("mode", "phase", "valid_player", "trigger_zones"):
            if solve.get(_FIELD_PARAMS[key]) != facts[key]:
                problems.append(
                    f"To solve {key}: {solve.get(_FIELD_PARAMS[key])!r} != {facts[key]!r}"
                )
        facts = _equivalent_condition(script, solve, facts)
        if solve.get(facts["unsolved_key"]) != V.UNSOLVED_PRESENT:
            problems.append(
                f"To solve: {facts['unsolved_key']}$ is {solve.get(facts['unsolved_key'])!r}, "
                f"not {V.UNSOLVED_PRESENT!r}"
            )
        if _execute_api(script, solve) != facts["execute_api"]:
            problems.append(f"To solve executes {_execute_api(script, solve)!r}")
        condition = facts["condition"]
        if condition == "check_svar":
            if solve.get("CheckSVar") is None or solve.get("SVarCompare") != facts["compare"]:
                problems.append(
                    f"To solve: CheckSVar$/SVarCompare$ {solve.get('SVarCompare')!r} "
                    f"!= {facts['compare']!r}"
                )
        elif condition == "is_present":
            if solve.get("IsPresent") != facts["condition_valid"]:
                problems.append(f"To solve: IsPresent$ {solve.get('IsPresent')!r}")
            if (solve.get("PresentCompare") or "GE1") != facts["compare"]:
                problems.append(f"To solve: PresentCompare$ {solve.get('PresentCompare')!r}")
            if solve.get("PresentZone") != facts.get("present_zone"):
                problems.append(f"To solve: PresentZone$ {solve.get('PresentZone')!r}")
        elif condition == "hellbent" and solve.get("Hellbent") != "True":
            problems.append("To solve: Hellbent$ True missing")
    others = [a for a in script.abilities if a is not solve]
    for group in ("solved", "other"):
        for expected in fact.get(group, []):
            if not any(not _matches(script, a, expected) for a in others):
                closest = min((_matches(script, a, expected) for a in others), key=len, default=[])
                problems.append(f"no {group} ability like {expected}: closest differs by {closest}")
    apis = _apis(script)
    for expected in [*fact.get("solved", []), *fact.get("other", [])]:
        if "api" in expected and expected["api"] not in apis:
            problems.append(f"API {expected['api']} not used")
    assert not problems, f"{fact['name']}: " + "; ".join(problems)
