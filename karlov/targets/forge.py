"""The ``forge`` target: one Forge card script per card (see the design note in ``__init__``).

Every value written is built here from IR nodes and checked by :mod:`forge_format`'s typed
model; the card's name and text go through its escaping. What Forge's script format has no
word for in this generator is a gap (T001/T002), never left out silently.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import karlov.ir as ir

from ..subtypes import CREATURE_TYPES
from .forge_format import (
    AbilityLine,
    ForgeScript,
    Param,
    SVar,
    gate_solved,
    mana_cost_shards,
    solve_svar,
    to_solve_line,
    types_value,
    write_script,
)
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

#: The creature types of CR 205.3m as Forge writes them, by the IR's lower-case subtype.
_CREATURE_TYPES = {name.lower(): name for name in CREATURE_TYPES}

#: Instructions written as the controller's own (draw, discard, gain life): another player's
#: is reported as a gap, never written as yours.
_YOUR_VERBS = (ir.Verb.DRAW, ir.Verb.DISCARD, ir.Verb.DISCARD_AT_RANDOM, ir.Verb.GAIN_LIFE)
#: how the cards discarded are picked (DiscardEffect's ``Mode$``): by the player who discards
#: them (Mind Rot's ``TgtChoose``) or at random (CR 701.9b, Hymn to Tourach's ``Random``)
_DISCARD_MODES = {ir.Verb.DISCARD: "TgtChoose", ir.Verb.DISCARD_AT_RANDOM: "Random"}

__all__ = ["ForgeGenerator", "forge_valid"]

_STEP_PHASES = {
    ir.Step.UPKEEP: "Upkeep",
    ir.Step.DRAW: "Draw",
    ir.Step.PRECOMBAT_MAIN: "Main1",
    ir.Step.BEGINNING_OF_COMBAT: "BeginCombat",
    ir.Step.POSTCOMBAT_MAIN: "Main2",
    ir.Step.END: "End of Turn",
    ir.Step.END_OF_COMBAT: "EndCombat",
}
_PLAYERS = {ir.Whose.YOU: "You", ir.Whose.OPPONENT: "Opponent"}
#: the steps of a turn (CR 500.1, :data:`ir.TURN_STEPS`) by Forge's script names of them
#: (PhaseType's nameForScripts, read by ``ActivationPhases$``)
_TURN_PHASES = dict(
    zip(
        ir.TURN_STEPS,
        ("Untap", "Upkeep", "Draw", "Main1", "BeginCombat", "Declare Attackers",
         "Declare Blockers", "First Strike Damage", "Combat Damage", "EndCombat", "Main2",
         "End of Turn", "Cleanup"),
        strict=True,
    )
)  # fmt: skip
#: a player dealt damage or gaining life, as a trigger's ``ValidTarget$`` / ``ValidPlayer$``
#: (None: any player)
_DAMAGED_PLAYERS: dict[ir.Whose | None, str] = {
    None: "Player",
    ir.Whose.ANY: "Player",
    ir.Whose.YOU: "You",
    ir.Whose.OPPONENT: "Opponent",
}
#: events of one object and no player (CR 509.3a, 509.3c, 509.3g, 701.26, 120.3): Forge's
#: trigger mode and the key naming the object (Brackwater Elemental's ``Mode$ Blocks``, Alley
#: Grifters' ``AttackerBlocked`` -- once however many block it --, Aerie Worshippers' ``Untaps``,
#: Bellowing Aegisaur's ``DamageDoneOnce | ValidTarget$`` -- once per damage event)
_OBJECT_EVENTS = {
    "blocks": ("Blocks", "ValidCard"),
    "becomes_blocked": ("AttackerBlocked", "ValidCard"),
    "attacks_unblocked": ("AttackerUnblocked", "ValidCard"),
    "exploits": ("Exploited", "ValidSource"),
    "becomes_tapped": ("Taps", "ValidCard"),
    "becomes_untapped": ("Untaps", "ValidCard"),
    "is_dealt_damage": ("DamageDoneOnce", "ValidTarget"),
    # "whenever this creature deals damage": once per damage event, however many it is dealt to
    "deals_damage": ("DamageDealtOnce", "ValidSource"),
    # "Whenever this creature mutates" (CR 702.140d): Forge's TriggerMutates, whose card is
    # the mutated permanent (Auspicious Starrix's ``Mode$ Mutates | ValidCard$ Card.Self``)
    "mutates": ("Mutates", "ValidCard"),
}
_CTRL: dict[ir.Whose | None, str] = {ir.Whose.YOU: "YouCtrl", ir.Whose.OPPONENT: "OppCtrl"}
_ZONES = {
    ir.ZoneName.BATTLEFIELD: "Battlefield",
    ir.ZoneName.HAND: "Hand",
    ir.ZoneName.LIBRARY: "Library",
    ir.ZoneName.GRAVEYARD: "Graveyard",
    ir.ZoneName.EXILE: "Exile",
    ir.ZoneName.STACK: "Stack",
    ir.ZoneName.COMMAND: "Command",
}
_COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1"}


def _counter_type(kind: str | None) -> str | None:
    """Forge's CounterType name of a counter (CR 122.1): ``P1P1``, ``M1M1``, and a named
    counter in capitals (``charge`` -> ``CHARGE``, ``fade`` -> ``FADE``); None for any other."""
    if kind in _COUNTERS:
        return _COUNTERS[kind]
    return kind.upper() if kind and kind.isalpha() and kind.isascii() else None


#: players Forge names in ``Defined$`` (AbilityUtils.getDefinedPlayers)
_DEFINED_PLAYERS = {"you": "You", "each_opponent": "Player.Opponent", "each_player": "Player"}
# Forge's token scripts of predefined tokens (forge-gui/res/tokenscripts/: colorless artifact
# "c_a_<type>_<its ability>"), by the token's name (CR 111.10).
_TOKEN_SCRIPTS = {"Clue": "c_a_clue_draw", "Food": "c_a_food_sac", "Treasure": "c_a_treasure_sac"}


_LANDWALKS = ("plains", "island", "swamp", "mountain", "forest")


def _splice_quality(f: ir.ObjectFilter | None) -> str | None:
    """The quality of a splice ability as Forge's keyword writes it: ``Arcane`` (the subtype
    alone) or ``Instant,Sorcery`` (the two card types alone); None for any other."""
    if f is None or f.colors or f.supertypes:
        return None
    if f.subtypes == ("arcane",) and not f.types:
        return "Arcane"
    kinds = {kind for test in f.types for kind in test.any_of}
    if not f.subtypes and kinds == {"instant", "sorcery"} and not f.types[0].none_of:
        return "Instant,Sorcery"
    return None


def _keyword(name: str) -> str:
    """``first strike`` -> ``First Strike`` (Forge's keyword spelling); a landwalk is Forge's
    ``Landwalk:<land type>`` (``islandwalk`` -> ``Landwalk:Island``, Colossal Whale's script;
    CR 702.14)."""
    low = name.lower()
    if low.endswith("walk") and low.removesuffix("walk") in _LANDWALKS:
        return f"Landwalk:{_cap(low.removesuffix('walk'))}"
    return " ".join(_cap(w) for w in name.split())


def _typecycling_type(f: ir.ObjectFilter) -> str | None:
    """The type of Forge's ``K:TypeCycling:<type>:<cost>``: a subtype ("Plains"), or "Basic"
    for a basic land card (CR 702.29e); None for any other filter."""
    if f.subtypes and len(f.subtypes) == 1 and not (f.types or f.supertypes):
        return _cap(f.subtypes[0])
    land = (ir.TypeTest(any_of=("land",)),)
    if f.supertypes == ("basic",) and f.types == land and not f.subtypes:
        return "Basic"
    return None


def _who(players: ir.Players | None) -> ir.Whose | None:
    """The Whose of a controller phrase ("you", "an opponent"), None for anything else."""
    if players is None:
        return None
    return {"you": ir.Whose.YOU, "each_opponent": ir.Whose.OPPONENT,
            "opponent": ir.Whose.OPPONENT}.get(players.who)  # fmt: skip


#: the ObjectFilter fields :func:`forge_valid` writes (``zone``: the caller writes where the
#: objects are, ``ValidGraveyard``, ``PresentZone$``); a filter stating any other is not written
FORGE_VALID_FIELDS = frozenset({
    "types", "subtypes", "supertypes", "excluded_supertypes", "colors", "excluded_colors",
    "controller", "not_controller", "zone", "zone_owner", "tokens", "attacking", "tapped",
    "suspected", "damaged", "dealt_damage_this_turn", "attached_to_source", "other",
    "keywords", "excluded_keywords", "blocking", "power_at_least", "power_at_most",
    "toughness_at_least", "toughness_at_most", "mana_value_at_least", "mana_value_at_most",
    "excluded_subtypes", "multicolored", "monocolored", "colorless", "attacking_or_blocking",
    "subtypes_any_of", "colors_any_of", "with_counter",
})  # fmt: skip
_COLOR_NAMES = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}


def forge_valid(f: ir.ObjectFilter) -> str | None:
    """A Forge valid-card expression (``Creature.YouCtrl+nonToken``) for ``f``, or None when a
    part of it has no Forge property in this generator (every stated field of ``f`` is either
    written or makes it None: :data:`FORGE_VALID_FIELDS`)."""
    if not set(stated_fields(f)) <= FORGE_VALID_FIELDS:
        return None
    if f.zone_owner not in (None, ir.Whose.YOU):
        return None
    if not set(f.colors) | set(f.excluded_colors) <= set(_COLOR_NAMES):
        return None
    props: list[str] = []
    if f.controller is not None:
        who = _who(f.controller)
        if who not in _CTRL:
            return None
        props.append(_CTRL[who])
    if f.not_controller is not None:
        if _who(f.not_controller) is not ir.Whose.YOU:
            return None
        props.append("YouDontCtrl")
    if f.zone is not ir.ZoneName.BATTLEFIELD and f.zone_owner is ir.Whose.YOU:
        props.append("YouOwn")
    if f.tokens is True:
        props.append("token")
    elif f.tokens is False and f.zone in (ir.ZoneName.BATTLEFIELD, ir.ZoneName.STACK):
        props.append("nonToken")  # elsewhere a token has ceased to exist (CR 111.7)
    flags = (
        (f.attacking, "attacking"),
        (f.tapped, "tapped"),
        (f.suspected, "IsSuspected"),
        (f.damaged, "isDamaged"),
        (f.dealt_damage_this_turn, "wasDealtDamageThisTurn"),
    )
    for value, prop in flags:
        if value:
            props.append(prop)
        elif value is False and prop == "tapped":
            props.append("untapped")  # "target untapped creature" (Forge's CardProperty)
        elif value is False:
            return None
    if f.blocking is False:
        return None
    if f.blocking:
        props.append("blocking")  # declared as a blocker (CR 509.1g)
    qualities = _keyword_and_bound_properties(f)
    if qualities is None:
        return None
    props += qualities
    if f.with_counter is not None:
        # "with a +1/+1 counter on it" (CR 122.1): CardProperty counters_GE1_P1P1 (Baloth Pup)
        counter = _counter_type(f.with_counter)
        if counter is None:
            return None
        props.append(f"counters_GE1_{counter}")
    if f.attached_to_source:
        props.append("AttachedBy")
    if f.other:
        props.append("Other")  # "other creatures": not the card itself
    props += [_COLOR_NAMES[c] for c in f.colors]  # Card.Blue (Pyroblast's script)
    props += [f"non{_COLOR_NAMES[c]}" for c in f.excluded_colors]  # Creature.nonBlack
    props += [f"non{_cap(t)}" for t in f.excluded_supertypes]
    props += [f"non{_cap(t)}" for t in f.excluded_subtypes]  # Creature.nonSpirit
    if f.multicolored:
        props.append("MultiColor")  # two or more colors (CR 105.2b)
    if f.monocolored:
        props.append("MonoColor")  # exactly one color (CR 105.2a)
    if f.colorless:
        props.append("Colorless")  # no color (CR 105.2c)
    alternatives: list[str] = []
    required: list[str] = []
    for test in f.types:
        props += [f"non{_cap(t)}" for t in test.none_of]
        kinds = [_cap(t) for t in test.any_of if t != "card"]
        if len(kinds) > 1:
            if alternatives:
                return None
            alternatives = kinds
        else:
            required += kinds
    extra = [*map(_cap, f.supertypes), *map(_cap, f.subtypes)]
    if alternatives:
        bases, others = alternatives, [*required, *extra]
    else:
        named = [*required, *extra] or ["Card"]
        bases, others = named[:1], named[1:]
    parts = [*others, *props]
    valid = ",".join(base + ("." + "+".join(parts) if parts else "") for base in bases)
    # one of several words, each an alternative with the rest of the filter: "attacking or
    # blocking creature" (CR 506.4; Creature.attacking,Creature.blocking), "Spirit or Arcane
    # spell" (Card.Spirit,Card.Arcane), "blue or black spell" (Card.Blue,Card.Black; CR 105.2)
    choices = [
        words
        for words in (
            ["attacking", "blocking"] if f.attacking_or_blocking else [],
            [_cap(s) for s in f.subtypes_any_of],
            [_COLOR_NAMES.get(c, "?") for c in f.colors_any_of],
        )
        if words
    ]
    if not choices:
        return valid
    if len(bases) > 1 or len(choices) > 1 or "?" in choices[0]:
        return None
    return ",".join(_with_property(valid, word) for word in choices[0])


def _keyword_and_bound_properties(f: ir.ObjectFilter) -> list[str] | None:
    """Forge's CardProperty words for "with flying" / "without flying" (``withFlying``,
    ``withoutFlying``: the keyword on the object, CR 702.1) and for the bounds of power,
    toughness and mana value ("with power 2 or less": ``powerLE2``; "with mana value 3":
    ``cmcEQ3``, CR 202.3). A keyword of more than one word is None: its space would split a
    cost part or a ``Count$Valid`` amount, where a valid-card expression is one word; a landwalk
    is None too."""
    props: list[str] = []
    for prefix, names in (("with", f.keywords), ("without", f.excluded_keywords)):
        for name in names:
            if not name.isalpha() or name.lower().endswith("walk"):
                # a landwalk is Forge's parameterized keyword (Landwalk:Island), whose
                # CardProperty word this generator doesn't know: a gap
                return None
            props.append(prefix + _cap(name.lower()))
    for word, low, high in (("power", f.power_at_least, f.power_at_most),
                            ("toughness", f.toughness_at_least, f.toughness_at_most),
                            ("cmc", f.mana_value_at_least, f.mana_value_at_most)):  # fmt: skip
        if low is not None and low == high:
            props.append(f"{word}EQ{low}")
            continue
        if low is not None:
            props.append(f"{word}GE{low}")
        if high is not None:
            props.append(f"{word}LE{high}")
    return props


#: what a card is, whatever happens to it: the fields a count of spells or cards can state
#: through a valid-card expression alone
_CHARACTERISTICS = ("types", "subtypes", "supertypes", "excluded_supertypes", "colors",
                    "excluded_colors", "zone")  # fmt: skip


def _with_property(valid: str, prop: str) -> str:
    """``prop`` added to each alternative of a valid-card expression (``Instant,Sorcery`` ->
    ``Instant.YouCtrl,Sorcery.YouCtrl``)."""
    return ",".join(v + ("+" if "." in v else ".") + prop for v in valid.split(","))


def effect_text(text: str) -> str:
    """An activated ability's text without its cost (CR 602.1a: "[cost]: [effect]") and
    without a "Solved —" before it: what Forge wants in ``SpellDescription$``, since it prints
    the cost (and ``PrecostDesc$``) itself. The cost ends at the first ": " outside quotes."""
    body = text.removeprefix("Solved — ")
    quoted = False
    for index, char in enumerate(body):
        if char in '"“”':
            quoted = not quoted
        elif char == ":" and not quoted and body[index + 1 : index + 2] == " ":
            return body[index + 2 :] or text
    return body or text


#: the trigger modes whose event has one player, and Forge's name for that player in the
#: effect ("that player", CR 603.2): the player dealt damage (Abyssal Specter's DamageDone and
#: ``Defined$ TriggeredTarget``), the player whose step it is or who gained life
#: (``TriggeredPlayer``), the player who cast the spell (``TriggeredActivator``), the
#: controller of the card the event moved
_THAT_PLAYER = {"DamageDone": "TriggeredTarget", "Phase": "TriggeredPlayer",
                "LifeGained": "TriggeredPlayer", "SpellCast": "TriggeredActivator",
                # the controller of the card that moved or was discarded (Massacre Wurm's,
                # Liliana's Caress' TriggeredCardController)
                "ChangesZone": "TriggeredCardController",
                "Discarded": "TriggeredCardController"}  # fmt: skip
#: the trigger modes of this creature attacking, whose "defending player" (CR 506.2) Forge
#: names ``DefendingPlayer`` -- the player the source attacks (Alley Grifters' script)
_ATTACKING_MODES = ("Attacks", "AttackerBlocked", "AttackerUnblocked")


#: a player's own cards in an event (CR 701.9a, 121.1): Forge's trigger mode, and the cards'
#: owner for the player who discards or draws them
_PLAYER_CARD_EVENTS = {"discard": "Discarded", "draw": "Drawn"}
_OWN = {ir.Whose.YOU: "Card.YouOwn", ir.Whose.OPPONENT: "Card.OppOwn", ir.Whose.ANY: "Card"}
#: the cards whose cycling a ``Cycled`` trigger watches (CR 702.29c, 702.29f)
_CYCLE_EVENTS = {"cycle": "Card.Self", "cycle_card": "Card.YouOwn",
                 "cycle_another_card": "Card.Other+YouOwn"}  # fmt: skip


#: the trigger modes with an amount "that much" names (CR 609.3), and Forge's count of it
_EVENT_AMOUNTS = {
    "DamageDone": {"damage": "TriggerCount$DamageAmount"},
    "DamageDoneOnce": {"damage": "TriggerCount$DamageAmount"},
    "DamageDealtOnce": {"damage": "TriggerCount$DamageAmount"},
    "LifeGained": {"life": "TriggerCount$LifeAmount"},
}


def _event_amounts(heads: list[list[Param]]) -> dict[str, str]:
    """The amounts of the event a trigger's effect may name, when every head agrees."""
    modes = {next((p.value for p in head if p.key == "Mode"), "") for head in heads}
    return dict(_EVENT_AMOUNTS.get(modes.pop(), {})) if len(modes) == 1 else {}


def _source_zone(heads: list[list[Param]]) -> ir.ZoneName | None:
    """The graveyard, when every head is this card put there from the battlefield (a "dies"
    or "is put into a graveyard from the battlefield" trigger of its own): its effect finds
    the card there (CR 400.7e)."""
    moved = [Param("Origin", "Battlefield"), Param("Destination", "Graveyard"),
             Param("ValidCard", "Card.Self")]  # fmt: skip
    if heads and all(all(p in head for p in moved) for head in heads):
        return ir.ZoneName.GRAVEYARD
    return None


#: Forge's trigger modes of a creature blocking or becoming blocked (CR 509.3a, 509.3c),
#: whose event object is no ``TriggeredCard``
_COMBAT_OBJECT_MODES = frozenset({"Blocks", "AttackerBlocked"})


def _event_card(heads: list[list[Param]]) -> str | None:
    """How Forge names the object of the trigger's event: ``TriggeredCard``; ``TriggeredSource``
    for the source of the damage dealt to this object (``Mode$ DamageDone | ValidTarget$
    Card.Self``, Tephraderm's script); None for a mode of :data:`_COMBAT_OBJECT_MODES`."""
    if any(p.key == "Mode" and p.value in _COMBAT_OBJECT_MODES for h in heads for p in h):
        return None
    if heads and all(
        Param("Mode", "DamageDone") in head and Param("ValidTarget", "Card.Self") in head
        for head in heads
    ):
        return "TriggeredSource"
    return "TriggeredCard"


def _event_players(heads: list[list[Param]]) -> dict[str, str]:
    """The event's players a trigger's effect may name, when every head agrees on them."""
    modes = {next((p.value for p in head if p.key == "Mode"), "") for head in heads}
    found: dict[str, str] = {}
    if len(modes) != 1:
        return found
    (mode,) = modes
    if mode in _THAT_PLAYER:
        found["that_player"] = _THAT_PLAYER[mode]
    damaged = {next((p.value for p in head if p.key == "ValidTarget"), "") for head in heads}
    if mode == "DamageDoneOnce" and damaged <= set(_DAMAGED_PLAYERS.values()):
        found["that_player"] = "TriggeredTarget"  # the player dealt damage at once (CR 603.2c)
    self_source = all(Param("ValidCard", "Card.Self") in head for head in heads)
    if mode in _ATTACKING_MODES and self_source:
        found["defending_player"] = "DefendingPlayer"
    return found


def _paid_first(effect: ir.Effect) -> tuple[str, ir.Effect] | None:
    """ "You may pay {1}{U} / sacrifice another creature / discard a card. If you do, ..."
    (CR 608.2c) as a trigger's whole effect: the optional instruction as a Forge cost and the
    effect done if it was done -- Forge's optional cost of a trigger's ``AB$`` (Merfolk Seer's
    ``Cost$ 1 U``, Brawl-Bash Ogre's ``Sac<1/Creature.Other>``, Academy Raider's
    ``Discard<1/Card>``, Impaler Shrike's ``Sac<1/CARDNAME>``). None for any other shape."""
    if not isinstance(effect, ir.Sequence) or len(effect.steps) != 2:
        return None
    may, done = effect.steps
    if not (isinstance(may, ir.MayDo) and may.chooser.who == "you" and isinstance(done, ir.IfDone)):
        return None
    cost = _as_cost(may.effect)
    return None if cost is None else (cost, done.effect)


def _as_cost(step: ir.Effect) -> str | None:
    """The Forge cost part doing what ``step`` does, when it is an instruction the controller
    may do as a cost (CR 118.1: paying mana, sacrificing their own permanents, discarding
    cards of their choice); None for any other."""
    if isinstance(step, ir.PayMana):
        shards = mana_cost_shards(step.mana)
        mine = step.payer is None or (step.payer.who == "you" and step.payer.of is None)
        return " ".join(shards) if shards and mine else None
    if not isinstance(step, ir.Action) or (step.players is not None and step.players.who != "you"):
        return None
    # a cost part says what it does and nothing else: any other field stated is not a cost
    stated = set(stated_fields(step)) - {"players", "remember"}
    if step.verb == ir.Verb.SACRIFICE and stated == {"objects"}:
        if isinstance(step.objects, ir.SourceObject):
            return "Sac<1/CARDNAME>"
        chosen = step.objects
        if not isinstance(chosen, ir.ChosenObjects) or not chosen.own:
            return None
        count = chosen.count
        exactly = count.relation is ir.Relation.EXACTLY and not count.is_x
        valid = forge_valid(replace(chosen.filter, controller=None))
        if chosen.chooser.who != "you" or not exactly or valid is None:
            return None
        return f"Sac<{count.value}/{valid}>"
    amount = step.count or step.amount
    if (
        step.verb == ir.Verb.DISCARD
        and stated <= {"count", "amount"}
        and isinstance(amount, ir.Fixed)
    ):
        return f"Discard<{amount.value}/Card>"  # cards of their choice (CR 701.9a)
    return None


def _only_creatures(f: ir.ObjectFilter) -> bool:
    return [(t.any_of, t.none_of) for t in f.types] == [(("creature",), ())]


#: the rules a static ability imposes (karlov.ir.RESTRICTIONS) as Forge's static modes, and
#: the key naming the objects it affects -- as Forge's own scripts write them
_RESTRICTION_MODES = {
    "cant_attack": ("CantAttack", "ValidCard"),  # CR 508.1c; Pacifism
    "cant_block": ("CantBlock", "ValidCard"),  # CR 509.1b; Hagra Crocodile
    "attacks_each_combat": ("MustAttack", "ValidCreature"),  # CR 508.1d; Reckless Brute
    "cant_be_blocked": ("CantBlockBy", "ValidAttacker"),  # CR 509.1b; Phantom Warrior
    "cant_be_blocked_by": ("CantBlockBy", "ValidAttacker"),  # CR 509.1b; Sacred Knight
    "blocked_by_at_most_one": ("MinMaxBlocker", "ValidCard"),  # CR 509.1b; Stalking Tiger
    "must_be_blocked_by_all": ("MustBeBlockedByAll", "ValidCard"),  # CR 509.1c; Lure
    "attacks_despite_defender": ("CanAttackDefender", "ValidCard"),  # CR 702.3b; Animate Wall
    # CR 510.1a; Doran, the Siege Tower
    "assigns_damage_by_toughness": ("CombatDamageToughness", "ValidCard"),
}

_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _same_continuous_objects(line: list[Param], params: list[Param]) -> bool:
    """Whether two Continuous static parts affect the same objects in the same zone, and so
    can be one ``S:`` line."""

    def key(ps: list[Param]) -> tuple[str | None, ...]:
        found = {p.key: p.value for p in ps}
        return found.get("Mode"), found.get("Affected"), found.get("AffectedZone")

    return bool(line) and key(line)[0] == "Continuous" and key(line) == key(params)


_COMPARE = {ir.Relation.AT_LEAST: "GE", ir.Relation.AT_MOST: "LE", ir.Relation.EXACTLY: "EQ"}


def _compare(count: ir.Count) -> str:
    return f"{_COMPARE[count.relation]}{count.value}"


# "its power" (CR 208.1) as Forge reads it of the target: Targeted$CardPower
_CARD_VALUES = {"power": "CardPower", "toughness": "CardToughness", "mana_value": "CardManaCost"}


@dataclass
class _Ability:
    """What one ability is being written into: its targets and the SVars it defines."""

    targets: tuple[ir.TargetSpec, ...] = ()
    targeted: set[int] = field(default_factory=set)
    #: what an earlier step recorded under a key, as Forge refers to it later
    #: (``Remembered``: Forge's remembered list; ``ChosenCard``: the chosen card)
    mentioned: dict[str, str] = field(default_factory=dict)
    #: how Forge names the players of the triggering event ("that player", "defending
    #: player") in this trigger's effect, by the IR's word for them
    event_players: dict[str, str] = field(default_factory=dict)
    #: where the trigger's event put this card, when it left the battlefield (CR 400.7e)
    source_zone: ir.ZoneName | None = None
    #: how Forge names the object of the trigger's event (:func:`_event_card`): None for the
    #: modes whose object is a blocker or an attacker (:data:`_COMBAT_OBJECT_MODES`)
    event_card: str | None = "TriggeredCard"


class ForgeGenerator(Generator):
    name = "forge"
    engine = "Forge"

    def __init__(self) -> None:
        super().__init__()
        self._svars: list[SVar] = []
        self._lines: list[AbilityLine] = []
        self._keywords: list[str] = []
        self._counter = 0
        #: the paragraphs of a spell and their steps (None: a gap), written as one line
        self._spell: list[tuple[ir.SpellAbility, list[list[Param]] | None]] = []
        self._spell_ability: _Ability | None = None
        #: the SVars the spell's paragraphs defined (dropped with the line if it is a gap)
        self._spell_svars: list[str] = []
        #: the spell's additional costs (CR 601.2b), as Forge's cost parts
        self._spell_costs: list[str] = []
        #: the amounts of the triggering event the trigger being written can name
        self._event_amounts: dict[str, str] = {}

    def _fresh(self, prefix: str) -> str:
        self._counter += 1
        return f"{prefix}{self._counter}"

    # ---- card

    def card(self, card: ir.Card) -> tuple[dict[str, str], Any]:
        self._svars, self._lines, self._keywords, self._counter = [], [], [], 0
        self._spell, self._spell_ability, self._spell_svars = [], None, []
        self._spell_costs = []
        for ability in card.abilities:
            self.visit(ability)
        self._spell_line()
        pt = None
        if card.power is not None and card.toughness is not None:
            pt = (str(card.power), str(card.toughness))
        script = ForgeScript(
            name=card.name,
            mana_cost=mana_cost_shards(card.mana_cost),
            types=types_value(card.supertypes, card.types, tuple(map(_cap, card.subtypes))),
            oracle=card.text,
            pt=pt,
            loyalty=card.loyalty,
            keywords=tuple(self._keywords),
            abilities=tuple(self._lines),
            svars=tuple(self._svars),
        )
        text = write_script(script)
        return {f"{self.stem}.txt": text}, script

    def mark_partial(self, output: CardOutput) -> CardOutput:
        """A partial script starts with ``#`` lines (Forge's CardRules reader skips a line
        that starts with ``#``) listing what was not written."""
        header = "".join(f"# {line}\n" for line in self.partial_lines(output))
        files = {path: header + text for path, text in output.files.items()}
        return replace(output, files=files)

    def _add(self, line: AbilityLine | None, gate: bool) -> None:
        if line is not None:
            self._lines.append(gate_solved(line) if gate else line)

    def _description(self, ability: Any) -> str:
        return ability.text or (self.card.name if self.card else "ability")

    # ---- abilities (CR 113.3)

    def keyword_ability(self, node: ir.KeywordAbility) -> None:
        """``K:Flying``; ``K:Flashback:2 R`` (CR 702). A Solved keyword has no K: gate."""
        if node.gate:
            self.unsupported(node, f"a Solved keyword ({node.name}) has no gate on a K: line")
            return
        word = _keyword(node.name)
        low = node.name.lower()
        if low.endswith("walk") and low.removesuffix("walk") not in _LANDWALKS:
            # "desertwalk", "legendary landwalk" (CR 702.14c): no Forge form checked
            self.unsupported(node, f"{node.name} (CR 702.14c)")
            return
        if node.name == "enchant player":  # an Aura on a player: no Forge form checked
            self.unsupported(node, "enchant player (CR 702.5a, 303.4)")
            return
        if node.name.startswith("partner—"):
            # partner—[text] (CR 702.124i): Forge's scripts print ``K:Friends forever``
            # (Bjorna, Nightfall Alchemist's); the other variants' form is not checked
            if node.name != "partner—friends forever":
                self.unsupported(node, f"{node.name} (CR 702.124i)")
                return
            self._keywords.append("Friends forever")
            return
        if node.name == "kicker" and self.card is not None:
            kickers = [a for a in self.card.abilities
                       if isinstance(a, ir.KeywordAbility) and a.name == "kicker"]  # fmt: skip
            if len(kickers) > 1:  # "Kicker [A] and/or [B]" (CR 702.33b): no form checked
                self.unsupported(node, "two kicker costs (CR 702.33b)")
                return
        if node.name == "bloodthirst" and node.number is None:
            # "Bloodthirst X" (CR 702.54b): no Forge form checked
            self.unsupported(node, "bloodthirst X (CR 702.54b)")
            return
        if node.name == "splice":
            # Splice onto [quality] [cost] (CR 702.47a): ``K:Splice:Arcane:1 R``,
            # ``K:Splice:Instant,Sorcery:2 U`` (Kodama's Might's and Everdream's scripts).
            quality = _splice_quality(node.filter)
            if quality is None or node.cost is None or node.cost.mana is None:
                self.unsupported(node, "splice onto this quality or for this cost")
                return
            shards = " ".join(mana_cost_shards(node.cost.mana) or ("0",))
            self._keywords.append(f"Splice:{quality}:{shards}")
            return
        if node.name == "cycling" and node.filter is not None:
            # [Type]cycling (CR 702.29e): ``K:TypeCycling:Plains:2``, ``K:TypeCycling:Basic:2``.
            kind = _typecycling_type(node.filter)
            if kind is None:
                self.unsupported(node, f"typecycling for a {node.filter.description}")
                return
            word = f"TypeCycling:{kind}"
        if node.name == "equip" and node.filter is not None:
            # Equip [quality] (CR 702.6c): no Forge form of the quality checked
            self.unsupported(node, f"equip {node.filter.description} (CR 702.6c)")
            return
        if node.cost is not None:
            if (
                node.cost.tap
                or node.cost.sacrifices
                or node.cost.pay_life  # "Flashback—{1}{G}, Pay 3 life." (CR 702.34a)
                or node.cost.mana is None
            ):
                self.unsupported(node, f"{node.name} with a non-mana cost")
                return
            if node.name == "reinforce" and node.number is None:
                # "Reinforce X—{X}{W}{W}" (CR 702.77a): N is the X paid, which Forge's
                # K:Reinforce line would need an SVar for; not written here
                self.unsupported(node, "reinforce X")
                return
            if node.number is not None:  # "Suspend 4—{U}" (CR 702.62a): ``K:Suspend:4:U``
                word += f":{node.number}"
            word += ":" + " ".join(mana_cost_shards(node.cost.mana) or ("0",))
        elif node.number is not None:
            word += f":{node.number}"
            if node.name == "amplify":
                # Amplify N (CR 702.38a): Forge's K:Amplify names the creature types shared
                # (Aven Warhawk's ``K:Amplify:1:Bird,Soldier``): the card's own.
                subtypes = self.card.subtypes if self.card else ()
                kinds = [_CREATURE_TYPES[t] for t in subtypes if t in _CREATURE_TYPES]
                if not kinds:
                    self.unsupported(node, "amplify on a card without a creature type")
                    return
                word += ":" + ",".join(kinds)
        elif node.filter is not None:
            typed = self._typed_keyword(node, node.filter)
            if typed is None:
                return
            word = typed
        self._keywords.append(word)

    def _typed_keyword(self, node: ir.KeywordAbility, f: ir.ObjectFilter) -> str | None:
        """Forge's keywords with a valid-card expression, ``K:<name>:<valid>:<description>``:
        "enchant [quality]" (CR 702.5a; the Aura spell targets such a permanent, CR 303.4a --
        Forge's Enchant keyword makes that ``Attach`` spell itself, Cocoon's script ``K:Enchant:
        Creature.YouCtrl:creature you control``) and "protection from [quality]" (CR 702.16a,
        Harbinger of Spring's ``K:Protection:Creature.nonSpirit:Protection from non-Spirit
        creatures``). Any other keyword with a filter, or a quality with no valid-card
        expression here, is a gap (None)."""
        if node.name not in ("enchant", "protection") or f.zone is not ir.ZoneName.BATTLEFIELD:
            return self.unsupported(node, f"{node.name} with a filter")
        valid = forge_valid(f)
        if valid is None:
            return self.unsupported(node, f"{node.name} of '{f.description}'")
        description = f.description.replace(":", " ")  # a colon would end the field
        if node.name == "enchant":
            return f"Enchant:{valid}:{description}"
        return f"Protection:{valid}:Protection from {description}"

    def to_solve(self, node: ir.ToSolve) -> None:
        """The To solve trigger (CR 702.169a, 719.3a) with its condition (``forge_format``)."""
        condition = self.visit(node.condition)
        if condition is None:
            self.unsolvable()
            return
        self._lines.append(to_solve_line(tuple(condition), self._description(node)))
        self._svars.append(solve_svar())

    def triggered_ability(self, node: ir.TriggeredAbility) -> None:
        """``T:Mode$ ... | Execute$ TrigN`` (CR 603); an intervening if as its restriction."""
        heads = self.visit(node.trigger)
        if heads is None:
            return
        # The intervening if first: an unsupported one must not leave the effect's SVars
        # written with no trigger referring to them; and an effect that cannot be written
        # must not leave the condition's SVars (``CheckSVar$ X1``) behind either.
        mark = len(self._svars)
        condition: tuple[Param, ...] = ()
        if isinstance(node.intervening_if, ir.WasKicked):
            heads = self._if_kicked(node.intervening_if, heads)
            if heads is None:
                return
        elif node.intervening_if is not None:
            found = self.visit(node.intervening_if)
            if found is None:
                return
            condition = tuple(found)
        if node.zones != (ir.ZoneName.BATTLEFIELD,):
            # "return ~ from your graveyard": it triggers there alone (CR 113.6m); Forge's
            # ``TriggerZones$ Graveyard`` (Arclight Phoenix) is not written yet
            self.unsupported(node, "a triggered ability that works outside the battlefield")
            return
        if node.max_per_turn is not None:
            # no Forge trigger parameter for it is written yet (a gap, never left out)
            self.unsupported(node, "a triggered ability that triggers only once each turn")
            return
        ability = _Ability(node.targets, event_players=_event_players(heads),
                           source_zone=_source_zone(heads),
                           event_card=_event_card(heads))  # fmt: skip
        self._event_amounts = _event_amounts(heads)
        paid = _paid_first(node.effect)
        if paid is not None:
            execute = self._chain(paid[1], ability, "Trig", cost=paid[0])
        else:
            execute = self._chain(node.effect, ability, "Trig")
        self._event_amounts = {}
        if execute is None:
            del self._svars[mark:]
            return
        description = Param("TriggerDescription", self._description(node))
        for index, head in enumerate(heads):
            extra = (Param("Secondary", "True"),) if index else ()
            params = (*head, *condition, Param("Execute", execute), *extra, description)
            self._add(AbilityLine("T", params), node.gate)

    def activated_ability(self, node: ir.ActivatedAbility) -> None:
        """``A:AB$ <Api> | Cost$ ...`` (CR 602); sorcery timing ``SorcerySpeed$ True``."""
        mark = len(self._svars)
        cost = self.visit(node.cost)
        steps = self._steps(node.effect, _Ability(node.targets))
        problem = None
        # an ability activated from a hand or a graveyard (CR 602.2, 113.6b-c: channel,
        # "return this card from your graveyard"): Forge's ActivationZone$ (Ghost-Lit Raider's
        # ``ActivationZone$ Hand``)
        outside = node.zones not in ((ir.ZoneName.BATTLEFIELD,), (ir.ZoneName.HAND,),
                                     (ir.ZoneName.GRAVEYARD,))  # fmt: skip
        condition: list[Param] | None = []
        if outside:
            problem = (node, "an activated ability that works in several zones or this one")
        elif node.condition is not None:
            condition = self._activation_condition(node.condition)
        if node.any_player:
            # "Any player may activate this ability." (CR 602.2): Forge's ``AnyPlayer$ True``,
            # not written yet
            problem = (node, "an ability any player may activate")
        if node.only_opponents:
            # "Only your opponents may activate this ability." (CR 602.2): not written yet
            problem = (node, "an ability only its controller's opponents may activate")
        if cost is None or steps is None or condition is None or problem is not None:
            if problem is not None and cost is not None and steps is not None:
                self.unsupported(*problem)
            del self._svars[mark:]  # no line will refer to them
            return
        first, sub = self._link(steps)
        params = [Param("AB", first[0].value), Param("Cost", cost), *first[1:], *sub]
        if node.zones != (ir.ZoneName.BATTLEFIELD,):
            params.append(Param("ActivationZone", _ZONES[node.zones[0]]))
        if node.timing is ir.Timing.SORCERY:
            params.append(Param("SorcerySpeed", "True"))

        if node.max_per_turn is not None:
            params.append(Param("ActivationLimit", str(node.max_per_turn)))  # CR 602.5b
        params += condition or []
        if node.cost.loyalty is not None:
            # a loyalty ability: once each turn, as a sorcery (CR 606.3) -- Forge's own rule
            params.append(Param("Planeswalker", "True"))
        # Forge prints the cost, then PrecostDesc$ ("Solved —") and SpellDescription$: the
        # description is the effect's text only, as Forge's own scripts write it (Mind Stone:
        # ``Cost$ 1 T Sac<1/CARDNAME> | ... | SpellDescription$ Draw a card.``)
        params.append(Param("SpellDescription", effect_text(self._description(node))))
        self._add(AbilityLine("A", tuple(params)), node.gate)

    def _activation_condition(self, node: Any) -> list[Param] | None:
        """ "Activate only if …" / "only during …" (CR 602.5b) as the restriction parameters
        Forge's SpellAbilityRestriction reads on an ``A:`` line: the turn's owner and steps
        (Alaborn Veteran's ``PlayerTurn$ True | ActivationPhases$ Upkeep,Draw,Main1,
        BeginCombat``), else the condition's ``IsPresent$`` / ``CheckSVar$`` as a trigger's.
        ``Hellbent$`` and ``Delirium$`` are a trigger's words, not an ``A:`` line's (which
        reads them from ``Activation$``, the key a Solved gate takes): a gap."""
        if isinstance(node, ir.IsYourTurn):
            return [Param("PlayerTurn", "True")]
        if isinstance(node, ir.InTurnWindow):
            turn = [Param("PlayerTurn", "True")] if node.yours else []
            phases = ",".join(_TURN_PHASES[step] for step in node.steps)
            return [*turn, Param("ActivationPhases", phases)]
        found = self.visit(node)
        if found is not None and any(p.key == "Hellbent" for p in found):
            return self.unsupported(node, "'Activate only if you have no cards in hand'")
        if found is not None and any(p.key == "Delirium" for p in found):
            return self.unsupported(node, "delirium on an activated ability")
        return found

    def spell_ability(self, node: ir.SpellAbility) -> None:
        """One paragraph of an instant's or sorcery's text; the paragraphs are one spell whose
        instructions are followed in order (CR 608.2c), written as one ``A:SP`` line with the
        later paragraphs as its ``SubAbility$`` chain (two ``A:SP`` lines would be two
        alternative spells) -- see :meth:`_spell_line`. A paragraph as overload changes it
        (CR 702.96a) is a reported gap: Forge's ``K:Overload`` makes its own from the spell's,
        which the read-back model does not check against the text."""
        if node.overloaded:
            self._spell.append((node, self.unsupported(node, "a spell's text as overloaded")))
            return
        if node.cost_reduction is not None or node.cost_increase is not None:
            self._spell.append((node, self.unsupported(node, "a spell's own cost rules")))
            return
        if node.additional_cost is not None:
            # "As an additional cost to cast this spell, sacrifice a creature" (CR 601.2b,
            # 601.2f-h): paid with the mana cost, both in the spell's Cost$ (Abjure's ``Cost$
            # U Sac<1/Permanent.Blue/blue permanent>``) -- see _spell_line
            extra = self.visit(node.additional_cost)
            if extra is None:
                self._spell.append((node, None))
                return
            self._spell_costs.append(extra)
        # The target numbers run on from one paragraph to the next (one ability): the
        # paragraphs share one _Ability, its targets growing with each.
        if self._spell_ability is None:
            self._spell_ability = _Ability()
        self._spell_ability.targets += node.targets
        mark = len(self._svars)
        steps = self._steps(node.effect, self._spell_ability)
        if steps is None:
            del self._svars[mark:]  # no line will refer to them
        self._spell_svars += [svar.name for svar in self._svars[mark:]]
        self._spell.append((node, steps))

    def _spell_line(self) -> None:
        if not self._spell or any(steps is None for _, steps in self._spell):
            return
        steps = [step for _, found in self._spell for step in found or ()]
        if not steps:
            return
        if len(steps) > 1 and any(step[0].value == "Charm" for step in steps):
            node = self._spell[0][0]
            self.unsupported(node, "modes with other instructions before or after them")
            self._svars = [svar for svar in self._svars if svar.name not in self._spell_svars]
            return
        first, sub = self._link(steps)
        cost: tuple[Param, ...] = ()
        if self._spell_costs and self.card is not None:
            mana = mana_cost_shards(self.card.mana_cost) or ()
            cost = (Param("Cost", " ".join((*mana, *self._spell_costs))),)
        params = (Param("SP", first[0].value), *cost, *first[1:], *sub)
        text = " ".join(node.text for node, _ in self._spell if node.text) or "spell"
        self._add(AbilityLine("A", (*params, Param("SpellDescription", text))), False)

    def mana_ability(self, node: ir.ManaAbility) -> None:
        """``A:AB$ Mana | Cost$ T | Produced$ G`` (CR 605); a basic land's is implied; a cost
        of more than {T} is written as an activated ability's."""
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
        several = len(node.produces) > 1 and max(map(len, node.produces)) > 1
        if several or node.instead_if is not None:
            self.unsupported(node, "a mana ability with a choice of several mana or an 'instead'")
            return
        # more than {T} (CR 605.1a): the cost as any ability's (Apprentice Wizard's
        # ``Cost$ U T | Produced$ C C C``), a Cost$ of its own parts
        cost = "T" if node.cost is None else self.visit(node.cost)
        if cost is None:
            return
        # one mana symbol a word: Azorius Chancery's "Add {W}{U}" is ``Produced$ W U``
        produced = " ".join(node.produces[0]) if len(node.produces) == 1 else None
        if produced is None:
            produced = "Combo " + " ".join(node.produces)
        params = (
            Param("AB", "Mana"),
            Param("Cost", cost),
            Param("Produced", produced),
            Param("SpellDescription", effect_text(self._description(node))),
        )
        self._add(AbilityLine("A", params), node.gate)

    def static_ability(self, node: ir.StaticAbility) -> None:
        """One ``S:`` line per static ability (CR 604): its effects' parameters merged."""
        if node.enters_choosing is not None:
            self.unsupported(node.enters_choosing, "a choice made as it enters")
            return
        if node.enters_as_copy is not None or (
            node.gate and (node.enters_with or node.enters_tapped)
        ):
            self.unsupported(node, "enters as a copy / with counters / tapped has no S: form here")
            return
        if node.enters_with is not None or node.enters_tapped is not None:
            if not self._enters(node):
                return
            if not (node.effects or node.cost_reductions or node.rules or node.restrictions):
                return
        if node.additional_cost is not None:
            self.unsupported(node, "an additional cost to cast the spell")
            return
        if node.self_cost_reduction is not None:
            self.unsupported(node, "a spell's own cost rules")
            return
        if node.alternative_cost is not None:  # not written yet: a gap, never dropped
            self.unsupported(node, "an alternative cost to cast the spell (CR 118.9)")
            return
        if node.cast_only is not None:  # not written yet: a gap, never dropped
            self.unsupported(node, "a restriction on casting the spell (CR 601.3)")
            return
        parts = (*node.effects, *node.cost_reductions, *node.rules, *node.restrictions)
        if not parts:
            self.unsupported(node, "a static ability with nothing Forge can state")
            return
        merged: list[list[Param]] = []
        for part in parts:  # one S: line per Affected$ (Forge has one per line)
            params = self.visit(part)
            if params is None:
                return
            previous = merged[-1] if merged else []
            if _same_continuous_objects(previous, params):
                # the layers of one effect on the same objects ("is a 4/4 Gorgon creature
                # with deathtouch": layers 4, 6 and 7b, CR 613.1) are one Forge line
                previous += [p for p in params if p not in previous]
            else:
                merged.append(list(params))
        if node.gate and any(params[0].key == "Event" for params in merged):
            self.unsupported(node, "a Solved rule written as a replacement has no gate")
            return
        condition = self._as_long_as(node, merged)
        if condition is None:
            return
        description = Param("Description", self._description(node))
        for params in merged:
            kind = "R" if params[0].key == "Event" else "S"  # "doesn't untap": a replacement
            self._add(AbilityLine(kind, (*params, *condition, description)), node.gate)

    def _as_long_as(self, node: ir.StaticAbility, lines: list[list[Param]]) -> list[Param] | None:
        """ "As long as [condition], …" (CR 611.3a: the effect applies only while it is true)
        as the static lines' own condition, the parameters an intervening if has on a trigger:
        Sedge Troll's ``IsPresent$ Swamp.YouCtrl``, Spelleater Wolverine's ``PresentZone$
        Graveyard | PresentCompare$ GE3``, a ``CheckSVar$`` count -- and "no cards in hand"
        as Gathan Raiders' ``Condition$ Hellbent`` (a static has no ``Hellbent$``). ``[]`` with
        no condition; None (a gap reported) when it cannot be written. A Solved static's gate
        takes an ``IsPresent`` key of its own, and a replacement line has no such condition:
        both are gaps with one."""
        if node.condition is None:
            return []
        if node.gate or any(params[0].key == "Event" for params in lines):
            return self.unsupported(node, "a Solved or replacement rule under 'as long as'")
        if isinstance(node.condition, ir.IsYourTurn):
            # "during your turn, …" (CR 611.3a, 102.1): Blood Burglar's Condition$ PlayerTurn
            return [Param("Condition", "PlayerTurn")]
        mark = len(self._svars)
        found = self.visit(node.condition)
        if found is None:
            del self._svars[mark:]
            return None
        return [Param("Condition", p.key) if p.key in ("Hellbent", "Delirium") else p
                for p in found]  # fmt: skip

    def _enters(self, node: ir.StaticAbility) -> bool:
        """ "This land enters tapped." (CR 614.1c): Forge's ``R:Event$ Moved`` replacement
        tapping it as it enters (``DB$ Tap | Defined$ Self | ETB$ True``, Dismal Backwater's
        script); "enters with N +1/+1 counters" (CR 614.1c, 122.6): ``K:etbCounter:P1P1:N``
        (Walking Ballista's). Whether both were written (else a gap)."""
        if node.condition is not None:
            self.unsupported(node, "entering tapped or with counters under a condition")
            return False
        if node.enters_with is not None:
            w = node.enters_with
            counter = _counter_type(w.counter)
            if (
                counter is None
                or w.for_each is not None
                or w.per_color_spent
                or w.per_time_kicked
                or w.per_mana_spent
                or w.or_counter  # "your choice of a ... counter or a ... counter": not written
                or w.objects is not None  # "each other creature you control enters with"
                or w.condition is not None  # "... if you control a creature with power 4 ..."
                or w.abilities  # "... and with flying" (CR 614.1c): not written
                or (w.count.relation is not ir.Relation.EXACTLY)
            ):
                self.unsupported(w, "entering with this number or kind of counters")
                return False
            # X chosen as it was cast (CR 107.3a): Walking Ballista's K:etbCounter:P1P1:X
            number = self._x_paid() if w.count.is_x else w.count.value
            self._keywords.append(f"etbCounter:{counter}:{number}")
        if node.enters_tapped is not None and node.enters_tapped.unless is not None:
            self.unsupported(node.enters_tapped, "entering tapped unless a condition holds")
            return False
        if node.enters_tapped is not None and node.enters_tapped.unless_revealed is not None:
            self.unsupported(node.enters_tapped, "entering tapped unless a card is revealed")
            return False
        if node.enters_tapped is not None and node.enters_tapped.unless_paid_life:
            self.unsupported(node.enters_tapped, "entering tapped unless life is paid")
            return False
        if node.enters_tapped is not None and node.enters_tapped.objects is not None:
            self.unsupported(node.enters_tapped, "other permanents entering tapped")
            return False
        if node.enters_tapped is not None:
            name = self._fresh("ETBTapped")
            self._svars.append(SVar(name, (Param("DB", "Tap"), Param("Defined", "Self"),
                                           Param("ETB", "True"))))  # fmt: skip
            text = node.enters_tapped.text or self._description(node)
            params = (Param("Event", "Moved"), Param("ValidCard", "Card.Self"),
                      Param("Destination", "Battlefield"), Param("ReplacementResult", "Updated"),
                      Param("ReplaceWith", name), Param("Description", text))  # fmt: skip
            self._add(AbilityLine("R", params), False)
        return True

    def replacement_ability(self, node: ir.ReplacementAbility) -> None:
        """Tokens plus a token (CR 614.1a): ``R:Event$ CreateToken ... ReplaceWith$``."""
        token = node.token.predefined if node.token is not None else None
        if (
            node.event not in ("create_token", "create_tokens")
            or token not in _TOKEN_SCRIPTS
            or node.whose is not ir.Whose.YOU
            or node.recipients is not None  # only of some tokens: not written yet
            or node.condition is not None  # "As long as ..., if ...": not written yet
        ):
            self.unsupported(node, f"replacement of {node.event} with this token")
            return
        name = self._fresh("DBReplace")
        self._svars.append(
            SVar(
                name,
                (
                    Param("DB", "ReplaceToken"),
                    Param("Type", "AddToken"),
                    Param("Amount", str(node.extra)),
                    Param("TokenScript", _TOKEN_SCRIPTS[token]),
                ),
            )
        )
        params = (
            Param("Event", "CreateToken"),
            Param("ActiveZones", "Battlefield"),
            Param("ValidToken", "Card.YouCtrl"),
            Param("ReplaceWith", name),
            Param("Description", self._description(node)),
        )
        self._add(AbilityLine("R", params), node.gate)

    # ---- static parts

    def continuous_effect(self, node: ir.ContinuousEffect) -> list[Param] | None:
        params: list[Param] = []
        affected = node.affected
        if node.chosen:  # "is the chosen type / color" (CR 607.2a): no form written here yet
            return self.unsupported(node, "the type or color chosen as it entered")
        if affected.paired:  # soulbond's pair (CR 702.95b): no form written here yet
            return self.unsupported(node, "the creatures paired by soulbond")
        if affected.attached:
            params.append(Param("Affected", "Creature.EnchantedBy"))
        elif affected.filter is None:
            params.append(Param("Affected", "Card.Self"))
        else:
            valid = forge_valid(affected.filter)
            if valid is None:
                return self.unsupported(node, f"filter '{affected.filter.description}'")
            params.append(Param("Affected", valid))
            if affected.filter.zone is not ir.ZoneName.BATTLEFIELD:
                # "Instant and sorcery spells you control have ..." (Witherbloom, the
                # Balancer's script): without it Forge affects permanents only
                params.append(Param("AffectedZone", _ZONES[affected.filter.zone]))
        if node.control or node.set_colors or node.add_colors:
            return self.unsupported(node, "control or color change in a static ability")
        if node.remove_types:
            return self.unsupported(node, "losing a card type in a static ability (CR 613.1d)")
        if node.for_each is not None:
            return self.unsupported(node, "a P/T change for each object")
        if node.per_x is not None:  # "gets -X/-0, where X is ..." (not written yet)
            return self.unsupported(node, "a P/T change of X counted continuously")
        if node.per is not None:  # "for each charge counter on ~" (not written yet)
            return self.unsupported(node, "a P/T change for each counter on the source")
        if node.define_power is not None or node.define_toughness is not None:
            defined = self._characteristic_defining(node)
            if defined is None:
                return None
            params += defined
        types = [_cap(t) for t in node.add_types] + [_cap(s) for s in node.add_subtypes]
        if types:
            params.append(Param("AddType", " & ".join(types)))
        if node.replace_subtypes:
            # "is an Island" replaces the land types and the rules text's abilities (CR
            # 305.7; Spreading Seas's own script removes all abilities), "is a Demon Spirit"
            # the creature types (CR 205.1a)
            basic = {s.lower() for s in node.add_subtypes} <= set(_LANDWALKS)
            if basic:
                params += [Param("RemoveLandTypes", "True"), Param("RemoveAllAbilities", "True")]
            else:
                params.append(Param("RemoveCreatureTypes", "True"))
        if node.set_power is not None:
            params.append(Param("SetPower", str(node.set_power)))
        if node.set_toughness is not None:
            params.append(Param("SetToughness", str(node.set_toughness)))
        if node.power:
            params.append(Param("AddPower", str(node.power)))
        if node.toughness:
            params.append(Param("AddToughness", str(node.toughness)))
        keywords, named = [], []
        for granted in node.add_abilities:
            if isinstance(granted, ir.KeywordName):
                keywords.append(_keyword(granted.name))
                continue
            found = self._granted(granted)
            if found is None:
                return None
            named.append(found)
        if keywords:
            params.append(Param("AddKeyword", " & ".join(keywords)))
        for key in ("AddAbility", "AddTrigger"):
            names = [name for kind, name in named if kind == key]
            if names:
                params.append(Param(key, " & ".join(names)))
        if node.remove_all_abilities:  # "Creatures lose all abilities." (Dress Down's script)
            params.append(Param("RemoveAllAbilities", "True"))
        if node.remove_keywords:
            removed = " & ".join(_keyword(name) for name in node.remove_keywords)
            params.append(Param("RemoveKeyword", removed))
        return [Param("Mode", "Continuous"), *params]

    def _characteristic_defining(self, node: ir.ContinuousEffect) -> list[Param] | None:
        """ "This creature's power and toughness are each equal to the number of …" (CR 604.3:
        a characteristic-defining ability, which works in every zone, CR 604.3a; counted
        whenever it is read, CR 611.3a): Battle Squadron's ``EffectZone$ All |
        CharacteristicDefining$ True | SetPower$ X | SetToughness$ X`` with the count's SVar.
        Only the object's own power and toughness can be defined so (CR 604.3a(2))."""
        if node.affected.filter is not None or node.affected.attached:
            return self.unsupported(node, "power or toughness of other objects defined by a count")
        params = [Param("EffectZone", "All"), Param("CharacteristicDefining", "True")]
        for key, quantity in (("SetPower", node.define_power),
                              ("SetToughness", node.define_toughness)):  # fmt: skip
            if quantity is None:
                continue
            number = self._number(node, quantity)
            if number is None:
                return None
            params.append(Param(key, number))
        return params

    def _affected(self, node: Any, affected: ir.Affected) -> str | None:
        """The objects a static ability affects as a valid-card expression: this object
        (``Card.Self``), the one it enchants or equips (``Creature.EnchantedBy``), or the
        permanents of a filter; None (a gap reported) for any other."""
        if affected.paired:  # soulbond's pair (CR 702.95b): no form written here yet
            return self.unsupported(node, "the creatures paired by soulbond")
        if affected.attached:
            return "Creature.EnchantedBy"
        if affected.filter is None:
            return "Card.Self"
        valid = forge_valid(affected.filter)
        if valid is None or affected.filter.zone is not ir.ZoneName.BATTLEFIELD:
            return self.unsupported(node, f"the objects '{affected.filter.description}'")
        return valid

    def restriction(self, node: ir.Restriction) -> list[Param] | None:
        """A rule on the objects a static ability affects, as Forge's static mode for it
        (:data:`_RESTRICTION_MODES`) with those objects under the mode's key; "can't be blocked
        by [creatures]" names the blockers (``ValidBlocker$``, Sacred Knight's script); "doesn't
        untap during its controller's untap step" (CR 502.3) is Eternity Snare's ``R:Event$
        Untap | ValidStepTurnToController$ You | Layer$ CantHappen``. A rule lifted by an
        "unless" and the rules with no mode here are gaps."""
        phrase = self._phrase(node)
        if node.unless is not None:
            return self.unsupported(node, f"'{phrase}': karlov's Forge generator cannot write "
                                    "a rule lifted by an 'unless' yet")  # fmt: skip
        f = node.affected.filter
        theirs = f is not None and not f.attached_to_source and _who(f.controller) != ir.Whose.YOU
        if node.kind == "doesnt_untap" and node.filter is None and not theirs:
            # ValidStepTurnToController$ You names the controller of this card's ability: the
            # objects' own controller when they are this card, what it enchants (Eternity
            # Snare's script) or permanents you control -- others' untap steps are a gap
            valid = self._affected(node, node.affected)
            if valid is None:
                return None
            return [Param("Event", "Untap"), Param("ActiveZones", "Battlefield"),
                    Param("ValidCard", valid), Param("ValidStepTurnToController", "You"),
                    Param("Layer", "CantHappen")]  # fmt: skip
        if node.kind not in _RESTRICTION_MODES or (
            (node.filter is None) == (node.kind == "cant_be_blocked_by")
        ):
            return self.unsupported(node, f"'{phrase}': karlov's Forge generator has no "
                                    "static mode for this rule yet")  # fmt: skip
        valid = self._affected(node, node.affected)
        if valid is None:
            return None
        mode, key = _RESTRICTION_MODES[node.kind]
        params = [Param("Mode", mode), Param(key, valid)]
        if node.filter is not None:
            blockers = forge_valid(node.filter)
            if blockers is None or node.filter.zone is not ir.ZoneName.BATTLEFIELD:
                return self.unsupported(node, f"blockers '{node.filter.description}'")
            params.append(Param("ValidBlocker", blockers))
        if node.kind == "blocked_by_at_most_one":
            params.append(Param("Max", "1"))
        return params

    def _granted(self, ability: Any) -> tuple[str, str] | None:
        """An ability a static ability grants in quotes ("Enchanted creature has '{2},
        Sacrifice this creature: You gain 2 life.'", CR 113.1a, 613.1f) as Forge's SVar holding
        that ability's line, named in ``AddAbility$`` (an activated or mana ability: Compulsory
        Rest's ``SVar:ABGainLife:AB$ GainLife | Cost$ 2 Sac<1/CARDNAME>``) or ``AddTrigger$``
        (a triggered one). The ability is written as this card's own would be, then moved into
        the SVar: "this creature" in it is the object that has it, as ``Self`` / ``CARDNAME``
        is in Forge. Any other ability (a keyword with a cost, a static one) is a gap."""
        kinds = (ir.ActivatedAbility, ir.ManaAbility, ir.TriggeredAbility)
        if not isinstance(ability, kinds) or ability.gate:
            return self.unsupported(ability, "a granted ability other than a keyword")
        lines, gaps = len(self._lines), len(self._gaps)
        self.visit(ability)
        written = self._lines[lines:]
        del self._lines[lines:]
        if len(self._gaps) > gaps:
            return None  # the ability's own gap is reported
        if len(written) != 1:
            return self.unsupported(ability, "a granted ability of more than one line")
        (line,) = written
        name = self._fresh("Granted")
        self._svars.append(SVar(name, line.params))
        return ("AddTrigger" if line.kind == "T" else "AddAbility"), name

    def cost_reduction(self, node: ir.CostReduction) -> list[Param] | None:
        """``S:Mode$ ReduceCost`` (``RaiseCost`` for an increase: Thalia, Guardian of
        Thraben's script); "you cast" is ``Activator$ You``."""
        who = node.spells.cast_by
        valid = forge_valid(replace(node.spells, cast_by=None))
        if valid is None or who not in (ir.Whose.YOU, None):
            return self.unsupported(node, f"spells '{node.spells.description}'")
        if node.colored:
            return self.unsupported(node, "a cost increase of colored mana")
        activator = [Param("Activator", "You")] if who is ir.Whose.YOU else []
        return [
            Param("Mode", "RaiseCost" if node.increase else "ReduceCost"),
            Param("ValidCard", valid.replace(".YouCtrl", "")),
            Param("Type", "Spell"),
            *activator,
            Param("Amount", str(node.generic)),
        ]

    def rule_modification(self, node: ir.RuleModification) -> list[Param] | None:
        if node.rule == "additional_land":
            return [Param("Mode", "Continuous"), Param("Affected", "You"),
                    Param("AdjustLandPlays", str(node.count or 1))]  # fmt: skip
        if node.rule == "players_additional_land":
            # "Each player may play an additional land on each of their turns." (CR 305.2):
            # Rites of Flourishing's script
            return [Param("Mode", "Continuous"), Param("Affected", "Player"),
                    Param("AdjustLandPlays", str(node.count or 1))]  # fmt: skip
        if node.rule == "look_at_top":
            return [Param("Mode", "Continuous"), Param("Affected", "Card.TopLibrary+YouOwn"),
                    Param("AffectedZone", "Library"), Param("MayLookAt", "You")]  # fmt: skip
        if node.rule == "play_from_top":
            valids = [forge_valid(f) for f in node.spells]
            if None in valids:
                return self.unsupported(node, "spells playable from the top")
            kinds = ["Land"] if node.lands else []
            kinds += [k for v in valids if v for k in v.replace(".YouCtrl", "").split(",")]
            affected = ",".join(
                f"{kind}{'+' if '.' in kind else '.'}TopLibrary+YouOwn" for kind in kinds
            )
            return [Param("Mode", "Continuous"), Param("Affected", affected),
                    Param("AffectedZone", "Library"), Param("MayPlay", "True")]  # fmt: skip
        if node.rule == "maximum_hand_size":
            # "Your maximum hand size is two." (CR 402.2): Null Profusion's SetMaxHandSize$ 2
            return [Param("Mode", "Continuous"), Param("Affected", "You"),
                    Param("SetMaxHandSize", str(node.count))]  # fmt: skip
        if node.rule in ir.HAND_SIZE_CHANGES:
            # "... is increased by one." / "Each opponent's ... is reduced by one." (CR
            # 402.2): Minamo Scrollkeeper's and Gnat Miser's RaiseMaxHandSize$ 1 / -1
            sign, opponents = ir.HAND_SIZE_CHANGES[node.rule]
            affected = "Opponent" if opponents else "You"
            return [Param("Mode", "Continuous"), Param("Affected", affected),
                    Param("RaiseMaxHandSize", str(sign * node.count))]  # fmt: skip
        if node.rule == "no_maximum_hand_size" and node.filter is None and not node.spells:
            # "You have no maximum hand size" (CR 402.2): Reliquary Tower's SetMaxHandSize$
            return [Param("Mode", "Continuous"), Param("Affected", "You"),
                    Param("SetMaxHandSize", "Unlimited")]  # fmt: skip
        if node.rule == "damage_persists":
            if node.filter is None:
                return [Param("Mode", "NoCleanupDamage")]
            valid = forge_valid(node.filter)
            if valid is None:
                return self.unsupported(node, f"damage kept on '{node.filter.description}'")
            return [Param("Mode", "NoCleanupDamage"), Param("ValidCard", valid)]
        return self.unsupported(node, f"rule modification '{node.rule}'")

    # ---- triggers (CR 603): each returns the T: lines' head parameters

    def step_trigger(self, node: ir.StepTrigger) -> list[list[Param]] | None:
        head = [Param("Mode", "Phase"), Param("Phase", _STEP_PHASES[node.step])]
        if node.of_attached:
            # "the upkeep of enchanted creature's controller" (CR 303.4): Paralyze's
            # ``ValidPlayer$ Player.EnchantedController``, not written yet
            return self.unsupported(node, "the step of enchanted permanent's controller")
        if node.whose in _PLAYERS:
            head.append(Param("ValidPlayer", _PLAYERS[node.whose]))
        elif node.whose is not ir.Whose.ANY:
            return self.unsupported(node, f"'{node.whose}' step")
        head.append(Param("TriggerZones", "Battlefield"))
        return [head]

    def event_trigger(self, node: ir.EventTrigger) -> list[list[Param]] | None:
        # each event writes the fields listed; any other the trigger states is a gap
        written = {"enters": ("subject", "by"), "enters_or_face_up": ("subject", "by"),
                   "dies": ("subject",), "put_into_graveyard_from_battlefield": ("subject",),
                   "cast": ("subject", "by", "ordinal"),
                   "attack": ("subject", "by"), "cast_or_copy": ("subject", "by"),
                   "attacks": ("subject",),
                   "turned_face_up": ("subject",)}.get(node.event)  # fmt: skip
        if written is not None and self.unwritten(
            node, written, self._phrase(node), "karlov's Forge generator has no form for it"
        ):
            return None
        targets_self: list[Param] = []
        subject = node.subject
        if node.event == "cast" and subject is not None and subject.targeting_source:
            # heroic, "whenever you cast a spell that targets this creature" (CR 115.1):
            # Akroan Crusader's ``Mode$ SpellCast | TargetsValid$ Card.Self``
            targets_self = [Param("TargetsValid", "Card.Self")]
            subject = replace(subject, targeting_source=False)
        if subject is None:
            valid = "Card.Self"
        else:
            valid = forge_valid(subject)
            if valid is None:
                return self.unsupported(node, f"subject '{subject.description}'")
        zones = [] if node.subject is None else [Param("TriggerZones", "Battlefield")]
        by = [Param("ValidActivatingPlayer", _PLAYERS[node.by])] if node.by in _PLAYERS else []
        if node.event in ("enters", "enters_or_face_up"):
            if node.by is not None:  # "enters under your / an opponent's control"
                ctrl = _CTRL.get(node.by)
                if ctrl is None or node.subject is None:
                    return self.unsupported(node, f"entering under the control of '{node.by}'")
                valid += f"+{ctrl}" if "." in valid else f".{ctrl}"
            heads = [[Param("Mode", "ChangesZone"), Param("Origin", "Any"),
                      Param("Destination", "Battlefield"), Param("ValidCard", valid), *zones]]  # fmt: skip  # noqa: E501
            if node.event == "enters_or_face_up":
                heads.append([Param("Mode", "TurnFaceUp"), Param("ValidCard", valid), *zones])
            return heads
        if node.event == "turned_face_up":  # "When ~ is turned face up" (CR 708.8)
            return [[Param("Mode", "TurnFaceUp"), Param("ValidCard", valid),
                     Param("TriggerZones", "Battlefield")]]  # fmt: skip
        if node.event == "dies" or (
            node.event == "put_into_graveyard_from_battlefield" and self._not_dying(node)
        ):  # CR 700.4: "dies" is a creature's put into a graveyard from the battlefield
            return [[Param("Mode", "ChangesZone"), Param("Origin", "Battlefield"),
                     Param("Destination", "Graveyard"), Param("ValidCard", valid), *zones]]  # fmt: skip  # noqa: E501
        if node.event == "cast_or_copy" and node.subject is not None:
            # "whenever you cast or copy an instant or sorcery spell" (CR 707.10: a copy is
            # not cast): Forge's SpellCastOrCopy (Archmage Emeritus' script)
            return [[Param("Mode", "SpellCastOrCopy"),
                     Param("ValidCard", valid.replace(".YouCtrl", "")), *by,
                     Param("TriggerZones", "Battlefield")]]  # fmt: skip
        if node.event == "cast" and node.subject is not None:
            nth = []
            if node.ordinal is not None:
                # "your second spell each turn": ActivatorThisTurnCast$ EQ2 (the scripts of
                # Sunstar Lightsmith, Cori-Steel Cutter) counts every spell the player cast
                # this turn, so the spells must be any spells
                if node.by is None or self.unwritten(
                    node.subject, ("zone",), self._phrase(node),
                    "karlov's Forge generator writes 'Nth spell' as ActivatorThisTurnCast$, "
                    "which counts every spell a player cast this turn",
                ):  # fmt: skip
                    return (
                        None
                        if node.by is not None
                        else self.unsupported(
                            node, f"'{self._phrase(node)}': the Nth spell of any player"
                        )
                    )
                nth = [Param("ActivatorThisTurnCast", f"EQ{node.ordinal}")]
            return [[Param("Mode", "SpellCast"), Param("ValidCard", valid.replace(".YouCtrl", "")),
                     *by, *targets_self, Param("TriggerZones", "Battlefield"), *nth]]  # fmt: skip
        if node.event == "attack" and node.subject is None:
            # "Whenever you attack" / "Whenever one or more creatures attack" (any player's,
            # CR 508.3a): the declaration of attackers, not this object attacking
            if node.by is ir.Whose.ANY:
                return [[Param("Mode", "AttackersDeclared"), Param("TriggerZones", "Battlefield")]]
            if node.by not in _PLAYERS:
                return None
            return [[Param("Mode", "AttackersDeclared"),
                     Param("AttackingPlayer", _PLAYERS[node.by]),
                     Param("TriggerZones", "Battlefield")]]  # fmt: skip
        if node.event in ("attack", "attacks"):
            # "Whenever this creature attacks" (CR 508.3a): it is declared as an attacker
            return [[Param("Mode", "Attacks"), Param("ValidCard", valid), *zones]]
        return self._more_event(node, valid, zones)

    def _more_event(
        self, node: ir.EventTrigger, valid: str, zones: list[Param]
    ) -> list[list[Param]] | None:
        """The combat, damage, tap and life events (CR 509.3, 510.2, 120.3, 701.26, 119.3) as
        Forge's trigger modes: the object of the event under its mode's key (``ValidCard$``,
        the damaged ``ValidTarget$``, the damage's ``ValidSource$``), the player dealt damage
        or gaining life as ``ValidTarget$`` / ``ValidPlayer$``. Each event writes the fields
        it lists; any other the trigger states is a gap."""
        event = node.event
        written = {"combat_damage_to_player": ("subject", "by"),
                   "combat_damage_to_player_one_or_more": ("subject", "by"),
                   "damage_to_player": ("subject", "by"), "gain_life": ("by",),
                   "sacrificed": ("subject", "by"), "discard": ("by",), "draw": ("by",),
                   "cycle": ("by",), "cycle_card": ("by",), "cycle_another_card": ("by",),
                   "becomes_target": ("by",)}.get(event, ("subject",))  # fmt: skip
        if node.subject is not None and node.subject.zone is not ir.ZoneName.BATTLEFIELD:
            return self.unsupported(node, f"the trigger event '{event}' of a spell or card")
        if event in _OBJECT_EVENTS:
            if self.unwritten(node, written, self._phrase(node), "karlov's Forge generator "
                              "has no trigger form for these words"):  # fmt: skip
                return None
            mode, key = _OBJECT_EVENTS[event]
            return [[Param("Mode", mode), Param(key, valid), *zones]]
        if event == "becomes_blocked_by" and node.subject is not None:
            # "whenever this creature becomes blocked by a [quality] creature" (CR 509.3d):
            # once per blocker (Acolyte of the Inferno's AttackerBlockedByCreature)
            if self.unwritten(node, written, self._phrase(node), "karlov's Forge generator "
                              "writes only the blocker"):  # fmt: skip
                return None
            return [[Param("Mode", "AttackerBlockedByCreature"), Param("ValidCard", "Card.Self"),
                     Param("ValidBlocker", valid)]]  # fmt: skip
        if self.unwritten(node, written, self._phrase(node), "karlov's Forge generator has "
                          "no trigger form for these words"):  # fmt: skip
            return None
        if event == "combat_damage_to_player_one_or_more":
            # "one or more creatures you control deal combat damage to a player" (CR 603.2c):
            # DamageDoneOnce, once per player dealt damage by the matching sources at once
            # (Professional Face-Breaker's ``ValidSource$ Creature.YouCtrl | ValidTarget$
            # Player | CombatDamage$ True``)
            player = _DAMAGED_PLAYERS.get(node.by)
            if player is None:
                return self.unsupported(node, f"damage to '{node.by}' as a trigger event")
            return [[Param("Mode", "DamageDoneOnce"), Param("ValidSource", valid),
                     Param("ValidTarget", player), Param("CombatDamage", "True"),
                     *zones]]  # fmt: skip
        if event in ("combat_damage_to_player", "damage_to_player"):
            # "deals [combat] damage to a player" (CR 120.3): DamageDone, once per source and
            # player (Academy Raider's ``ValidSource$ Card.Self | ValidTarget$ Player |
            # CombatDamage$ True``)
            player = _DAMAGED_PLAYERS.get(node.by)
            if player is None:
                return self.unsupported(node, f"damage to '{node.by}' as a trigger event")
            combat = [Param("CombatDamage", "True")] if event == "combat_damage_to_player" else []
            return [[Param("Mode", "DamageDone"), Param("ValidSource", valid),
                     Param("ValidTarget", player), *combat, *zones]]  # fmt: skip
        if event == "dealt_damage_by":
            # "Whenever a source deals damage to ~" (CR 120.3, 603.2c): DamageDone, once per
            # source and object dealt damage (Phyrexian Obliterator's ``ValidTarget$
            # Card.Self``; its ``ValidSource$`` the source's description)
            return [[Param("Mode", "DamageDone"), Param("ValidSource", valid),
                     Param("ValidTarget", "Card.Self"), Param("TriggerZones", "Battlefield")]]  # fmt: skip  # noqa: E501
        if event == "gain_life" and node.subject is None:
            # "whenever you gain life" (CR 119.3): once per life-gaining event (Archangel of
            # Thune's LifeGained)
            player = _DAMAGED_PLAYERS.get(node.by)
            if player is None:
                return self.unsupported(node, f"life gained by '{node.by}' as a trigger event")
            return [[Param("Mode", "LifeGained"), Param("ValidPlayer", player),
                     Param("TriggerZones", "Battlefield")]]  # fmt: skip
        if event in _PLAYER_CARD_EVENTS and node.subject is None and node.by in _OWN:
            # "whenever an opponent discards a card" (Abyssal Nocturnus' ``Mode$ Discarded |
            # ValidCard$ Card.OppOwn``): a player discards and draws their own cards (CR 701.9a,
            # 121.1), so the card's owner is the player
            mode, owner = _PLAYER_CARD_EVENTS[event], _OWN[node.by]
            return [[Param("Mode", mode), Param("ValidCard", owner),
                     Param("TriggerZones", "Battlefield")]]  # fmt: skip
        if event in _CYCLE_EVENTS and node.subject is None and node.by is ir.Whose.YOU:
            # "when you cycle this card" triggers from wherever it ends up (CR 702.29c: no
            # TriggerZones, Choking Tethers' script); "whenever you cycle [another] card" from
            # the battlefield
            cycled = _CYCLE_EVENTS[event]
            zones = [] if cycled == "Card.Self" else [Param("TriggerZones", "Battlefield")]
            return [[Param("Mode", "Cycled"), Param("ValidCard", cycled), *zones]]
        if event == "becomes_target" and node.subject is None and node.by in (None, ir.Whose.ANY):
            # "when this creature becomes the target of a spell or ability" (CR 115.1): Frost
            # Walker's ``Mode$ BecomesTarget | ValidTarget$ Card.Self``
            return [[Param("Mode", "BecomesTarget"), Param("ValidTarget", "Card.Self"),
                     Param("TriggerZones", "Battlefield")]]  # fmt: skip
        if event == "sacrificed" and node.subject is not None and node.by is ir.Whose.YOU:
            # "whenever you sacrifice a Clue" (CR 701.21a: only a permanent you control):
            # Fleeting Memories' ``Mode$ Sacrificed | ValidCard$ Clue.YouCtrl``
            if node.subject.controller is not None:
                return self.unsupported(node, "a sacrificed permanent's controller")
            return [[Param("Mode", "Sacrificed"), Param("ValidCard", _with_property(valid,
                     "YouCtrl")), Param("TriggerZones", "Battlefield")]]  # fmt: skip
        return self.unsupported(node, f"trigger event '{event}'")

    def _not_dying(self, node: ir.EventTrigger) -> bool:
        """Whether "[a permanent] is put into a graveyard from the battlefield" names no
        creature -- this noncreature card, or permanents of a noncreature card type -- and so
        says what Forge's ``ChangesZone`` from the battlefield to a graveyard says without
        being a creature's "dies" (CR 700.4). Anything else is a gap: Forge's trigger would
        read as "dies"."""
        if node.subject is None:
            return self.card is not None and "creature" not in self.card.types
        kinds = {kind for test in node.subject.types for kind in test.any_of}
        if kinds and "creature" not in kinds and "card" not in kinds:
            return True
        self.unsupported(node, "'put into a graveyard from the battlefield' of these permanents")
        return False

    def any_of(self, node: ir.AnyOf) -> list[list[Param]] | None:
        """ "Whenever a Detective you control enters or is turned face up": one ability that
        triggers once on an event any part matches, so a head two parts share (``enters`` and
        ``enters_or_face_up`` both watch a permanent entering) is written once -- two equal
        ``T:`` lines would trigger twice on one event."""
        heads: list[list[Param]] = []
        for one in node.triggers:
            found = (
                self.step_trigger(one)
                if isinstance(one, ir.StepTrigger)
                else self.event_trigger(one)
            )
            if found is None:
                return None
            heads += [head for head in found if head not in heads]
        return heads

    # ---- conditions: the restriction parameters of a T: line

    def _check_svar(self, count: str, compare: str) -> list[Param]:
        name = self._fresh("X")
        self._svars.append(SVar(name, value=f"Count${count}"))
        return [Param("CheckSVar", name), Param("SVarCompare", compare)]

    def object_count(self, node: ir.ObjectCount) -> list[Param] | None:
        f = node.filter
        if node.different_names:
            return self.unsupported(node, "a count of objects with different names")
        if f.zone is ir.ZoneName.HAND and node.count == ir.Count(ir.Relation.EXACTLY, 0):
            plain = all(set(t.any_of) <= {"card"} and not t.none_of for t in f.types)
            if (
                f.zone_owner in (ir.Whose.YOU, None)
                and plain
                and not (f.subtypes or f.subtypes_any_of)
            ):
                return [Param("Hellbent", "True")]
        valid = forge_valid(f)
        if valid is None:
            return self.unsupported(node, f"count of '{f.description}'")
        params = [Param("IsPresent", valid), Param("PresentCompare", _compare(node.count))]
        if f.zone is not ir.ZoneName.BATTLEFIELD:
            params.append(Param("PresentZone", _ZONES[f.zone]))
        return params

    def card_types_among(self, node: ir.CardTypesAmong) -> list[Param] | None:
        """Delirium, "four or more card types among cards in your graveyard" (CR 205.2a: each
        card type counted once): Forge's own test of it, Player.hasDelirium -- a trigger's
        ``Delirium$ True`` (Angel of Deliverance), a static's ``Condition$ Delirium`` (Grim
        Flayer). Any other number or set of cards is a gap."""
        f = node.filter
        plain = all(set(t.any_of) <= {"card"} and not t.none_of for t in f.types)
        if (
            (node.count.relation, node.count.value) != (ir.Relation.AT_LEAST, 4)
            or node.count.is_x
            or not plain
            or f.zone is not ir.ZoneName.GRAVEYARD
            or f.zone_owner is not ir.Whose.YOU
            or f.tokens  # a card in a graveyard is never a token (CR 111.8): False states nothing
            or set(stated_fields(f)) - {"types", "zone", "zone_owner", "tokens"}
        ):
            return self.unsupported(node, f"card types among '{f.description}' other than "
                                    "delirium's")  # fmt: skip
        return [Param("Delirium", "True")]

    def source_counters(self, node: ir.SourceCounters) -> list[Param] | None:
        """ "if it has a +1/+1 counter on it" (CR 122.1): the card itself with that many
        counters is present, Baloth Pup's ``Card.Self+counters_GE1_P1P1`` as an ``IsPresent$``."""
        counter = _counter_type(node.counter)
        if counter is None or node.count.is_x:
            return self.unsupported(node, f"a count of {node.counter} counters")
        compare = _compare(node.count)
        return [Param("IsPresent", f"Card.Self+counters_{compare}_{counter}"),
                Param("PresentCompare", "EQ1")]  # fmt: skip

    def colors_among(self, node: ir.ColorsAmong) -> list[Param]:
        """Colors among permanents you control (CR 105.2). "Five colors" is written ``GE5``
        as Forge does: there are only five colors (CR 105.1), so exactly five is five or more."""
        count = node.count
        if count.relation is ir.Relation.EXACTLY and count.value == 5:
            count = ir.Count(ir.Relation.AT_LEAST, 5)
        return self._check_svar("ColorsCtrl Permanent", _compare(count))

    def total_power(self, node: ir.TotalPower) -> list[Param] | None:
        valid = forge_valid(node.filter)
        if valid is None:
            return self.unsupported(node, f"power of '{node.filter.description}'")
        return self._check_svar(f"Valid {valid}$CardPower", f"GE{node.at_least}")

    def life_gained_this_turn(self, node: ir.LifeGainedThisTurn) -> list[Param]:
        return self._check_svar("LifeYouGainedThisTurn", _compare(node.count))

    def spells_cast_this_turn(self, node: ir.SpellsCastThisTurn) -> list[Param] | None:
        """``Count$ThisTurnCast_<valid>`` (a valid-card expression over the spells cast this
        turn: ``Card.Red+YouCtrl``, ``Instant.YouCtrl,Sorcery.YouCtrl``)."""
        f = node.filter
        phrase = self._phrase(node)
        if node.by is not None and node.by.who != "you":
            return self.unsupported(node, f"'{phrase}': the spells of a player other than you")
        if self.unwritten(f, _CHARACTERISTICS, phrase, "karlov's Forge generator writes only "
                          "the card types, subtypes, supertypes and colors of spells "
                          "cast"):  # fmt: skip
            return None
        valid = forge_valid(replace(f, zone=ir.ZoneName.BATTLEFIELD, tokens=None))
        if valid is None:
            return self.unsupported(f, f"'{phrase}': spells '{f.description}'")
        if node.by is not None:
            valid = _with_property(valid, "YouCtrl")
        return self._check_svar(f"ThisTurnCast_{valid}", _compare(node.count))

    def happened_this_turn(self, node: ir.HappenedThisTurn) -> list[Param] | None:
        """History (CR 719.3b rulings) read through Forge's ``Count$`` turn functions."""
        f = node.filter
        phrase = self._phrase(node)
        if node.event == "attacked":
            # Player.getAttackersDeclaredThisTurn: a number, no filter of the attackers
            limit = (
                "karlov's Forge generator counts the attackers of the turn with "
                "Count$AttackersDeclared, which has no filter"
            )
            if self.unwritten(f, ("types",) if _only_creatures(f) else (), phrase, limit):
                return None
            return self._check_svar("AttackersDeclared", _compare(node.count))
        if node.event == "died" and _only_creatures(f):
            # "a creature died this turn" (CR 700.4): the creatures put into a graveyard from
            # the battlefield, Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature
            if self.unwritten(f, ("types",), phrase, "karlov's Forge generator counts only "
                              "creatures that died"):  # fmt: skip
                return None
            return self._check_svar("ThisTurnEntered_Graveyard_from_Battlefield_Creature",
                                    _compare(node.count))  # fmt: skip
        if node.event == "put_into_graveyard":
            # Count$ThisTurnEntered_Graveyard_<valid> (CardUtil.getThisTurnEntered)
            if self.unwritten(f, (*_CHARACTERISTICS, "tokens"), phrase, "karlov's Forge "
                              "generator writes only the characteristics of the cards put "
                              "into graveyards"):  # fmt: skip
                return None
            valid = forge_valid(replace(f, zone=ir.ZoneName.BATTLEFIELD, tokens=None))
            if valid is None:
                return self.unsupported(f, f"'{phrase}': objects '{f.description}'")
            if f.tokens is not None:
                valid = _with_property(valid, "token" if f.tokens else "!token")
            return self._check_svar(f"ThisTurnEntered_Graveyard_{valid}", _compare(node.count))
        if node.event == "dealt_damage":
            if self.unwritten(f, ("controlled_then", "controller"), phrase, "karlov's Forge "
                              "generator writes only who controlled the sources"):  # fmt: skip
                return None
            who = f.controlled_then or f.controller
            ctrl = _CTRL.get(who, "") if isinstance(who, ir.Whose) else _CTRL.get(_who(who), "")
            source = f"Card.{ctrl}" if ctrl else "Card"
            return self._check_svar(f"NumDamageThisTurn {source} Any", _compare(node.count))
        return self.unsupported(node, f"'{phrase}': karlov's Forge generator has no count of this")

    def _phrase(self, node: Any) -> str:
        """The words of the card text at ``node``'s span, else its filter's description."""
        return printed_words(self.card, getattr(node, "span", None)) or getattr(
            getattr(node, "filter", None), "description", "this"
        )

    def _if_kicked(self, node: ir.WasKicked, heads: list[list[Param]]) -> list[list[Param]] | None:
        """ "When this creature enters, if it was kicked" (CR 603.4, 702.33d): Forge checks
        the entering card itself, ``ValidCard$ Card.Self+kicked``. One of two kicker costs
        ("kicked with its {R} kicker", CR 702.33f) is not written: a gap."""
        if node.kicker is not None:
            return self.unsupported(node, "'kicked with its [cost] kicker' (CR 702.33f)")
        kicked = [
            [Param(p.key, "Card.Self+kicked") if p == Param("ValidCard", "Card.Self") else p
             for p in head]
            for head in heads
        ]  # fmt: skip
        if any(Param("ValidCard", "Card.Self+kicked") not in head for head in kicked):
            return self.unsupported(node, "'if it was kicked' of a trigger on another object")
        return kicked

    # ---- costs (CR 118, 602.1)

    def cost(self, node: ir.Cost) -> str | None:
        parts = list(mana_cost_shards(node.mana) or ())
        if node.loyalty is not None:
            loyalty = self._loyalty_cost(node.loyalty)
            if loyalty is None:
                return None
            parts.append(loyalty)
        if node.tap:
            parts.append("T")
        if node.untap:
            parts.append("Q")  # the untap symbol {Q} (CR 107.6), as Forge's scripts write it
        for sac in node.sacrifices:
            if sac.filter is None:
                parts.append("Sac<1/CARDNAME>")
                continue
            valid = forge_valid(sac.filter)
            if valid is None:
                return self.unsupported(sac, f"sacrifice of '{sac.filter.description}'")
            parts.append(f"Sac<{sac.count}/{valid.replace('.YouCtrl', '')}>")
        if node.pay_life:
            parts.append(f"PayLife<{node.pay_life}>")  # CR 119.4
        if node.discard:
            parts.append(f"Discard<{node.discard}/Card>")  # cards of your choice (CR 701.9a)
        if node.discard_self:
            parts.append("Discard<1/CARDNAME>")
        if node.reveal_self:  # the forecast cycle's self-reveal (CR 702.57a)
            parts.append("Reveal<1/CARDNAME>")
        for remove in node.remove_counters:  # Walking Ballista's SubCounter<1/P1P1>
            if remove.x or remove.any_number:
                return self.unsupported(remove, "removing a number of counters chosen as a cost")
            if remove.filter is not None:
                return self.unsupported(remove, "removing counters from another permanent")
            counter = _counter_type(remove.kind)
            if counter is None:
                return self.unsupported(remove, f"removing {remove.kind} counters as a cost")
            parts.append(f"SubCounter<{remove.count}/{counter}>")
        for tap in node.tap_untapped:  # "Tap an untapped creature you control": tapXType
            valid = forge_valid(replace(tap.filter, controller=None, tapped=None))
            if valid is None:
                return self.unsupported(tap, f"tapping '{tap.filter.description}' as a cost")
            parts.append(f"tapXType<{tap.count}/{valid}>")
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
        return " ".join(parts) if parts else "0"

    def _loyalty_cost(self, node: ir.LoyaltyCost) -> str | None:
        """A loyalty symbol (CR 606.4) as Forge's planeswalkers write it: ``AddCounter<1/
        LOYALTY>`` for [+1], ``SubCounter<2/LOYALTY>`` for [−2], ``AddCounter<0/LOYALTY>``
        for [0]. [−X] would be ``SubCounter<X/LOYALTY>`` with ``SVar:X:Count$xPaid``; it stays
        a gap here (tests/targets/test_loyalty_targets.py holds both generators to it)."""
        if node.remove_x:
            return self.unsupported(node, "a [−X] loyalty cost (X chosen as it is activated)")
        if node.remove:
            return f"SubCounter<{node.remove}/LOYALTY>"
        return f"AddCounter<{node.put}/LOYALTY>"

    # ---- effects (CR 608.2c): each returns the steps, one parameter list per step

    def _steps(self, effect: ir.Effect, ability: _Ability) -> list[list[Param]] | None:
        if self.targets_unwritten(ability.targets):
            return None
        return self.visit(effect, ability)

    def _link(self, steps: list[list[Param]]) -> tuple[list[Param], list[Param]]:
        """The first step's parameters and its ``SubAbility$`` to an SVar chain of the rest."""
        following: str | None = None
        for step in reversed(steps[1:]):
            name = self._fresh("DB")
            link = [Param("SubAbility", following)] if following else []
            self._svars.append(SVar(name, (Param("DB", step[0].value), *step[1:], *link)))
            following = name
        return steps[0], ([Param("SubAbility", following)] if following else [])

    def _chain(
        self, effect: ir.Effect, ability: _Ability, prefix: str, cost: str | None = None
    ) -> str | None:
        """The SVar running ``effect``'s steps; with ``cost``, an ``AB$`` whose ``Cost$`` the
        controller may pay as it resolves, the steps done only if they do (Merfolk Seer's
        ``SVar:TrigDraw:AB$ Draw | Cost$ 1 U``)."""
        mark = len(self._svars)
        steps = self._steps(effect, ability)
        if steps is None:
            del self._svars[mark:]  # nothing will refer to what a written step defined
            return None
        first, sub = self._link(steps)
        name = self._fresh(prefix)
        head = [Param("DB", first[0].value)]
        if cost is not None:
            head = [Param("AB", first[0].value), Param("Cost", cost)]
        self._svars.append(SVar(name, (*head, *first[1:], *sub)))
        return name

    def sequence(self, node: ir.Sequence, ability: _Ability) -> list[list[Param]] | None:
        steps: list[list[Param]] = []
        rest = list(node.steps)
        while rest:
            step = rest.pop(0)
            if isinstance(step, ir.Action) and step.verb == ir.Verb.SEARCH:
                found = self._search(step, rest)
            else:
                found = self.visit(step, ability)
            if found is None:
                return None
            steps += found
        if len(steps) > 1 and any(step[0].value == "Charm" for step in steps):
            # a Charm's SubAbility$ is not run after the chosen modes: a gap, not a drop
            return self.unsupported(node, "modes with other instructions before or after them")
        return steps

    def _search(self, node: ir.Action, rest: list[ir.Effect]) -> list[list[Param]] | None:
        """ "Search your library for [a card], [reveal it,] put it into your hand, then
        shuffle" (CR 701.23): Forge's hidden-zone ``ChangeZone``, which does the search, the
        reveal (unless ``NoReveal$``), the move and the shuffle in one step. The following
        instructions it consumes are taken off ``rest``; any other shape is a gap."""
        if node.also_zones:
            return self.unsupported(node, "searching more than one zone")
        if node.zone_owner is not None:
            return self.unsupported(node, "searching another player's zone")
        if node.all_public:
            return self.unsupported(node, "a search for all cards with a quality")
        if node.count is not None and node.count.is_x:
            return self.unsupported(node, "a search for X cards")
        key = node.remember
        revealed = False
        if rest and acts_on(rest[0], ir.Verb.REVEAL, key):
            rest.pop(0)
            revealed = True
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
        valid = forge_valid(replace(f, zone_owner=None))
        number = self._number(node, node.count) if node.count is not None else "1"
        if valid is None or number is None or put.zone not in _ZONES:
            return self.unsupported(node, f"search for '{f.description}'")
        step = [Param("DB", "ChangeZone"), Param("Origin", "Library"),
                Param("Destination", _ZONES[put.zone]), Param("ChangeType", valid),
                Param("ChangeNum", number)]  # fmt: skip
        if put.tapped:
            step.append(Param("Tapped", "True"))  # it enters tapped (CR 110.5b)
        if put.position is not None:
            return self.unsupported(node, "a searched card put on top or bottom of a library")
        if node.count is not None and node.count.relation is ir.Relation.EXACTLY:
            step.append(Param("Mandatory", "True"))  # "a card": it must be found (CR 701.23d)
        if not revealed:
            step.append(Param("NoReveal", "True"))
        return [step]

    def unless_pays(self, node: ir.UnlessPays, ability: _Ability) -> list[list[Param]] | None:
        """ "Sacrifice this creature unless you pay {U}", "counter target spell unless its
        controller pays {1}" (CR 118.12a): the one step with Forge's ``UnlessCost$`` and
        ``UnlessPayer$`` (Spindrift Drake's ``UnlessPayer$ You``, Mana Leak's
        ``TargetedController``). An effect of several steps is a gap: the cost would stop only
        the first; so is a payment "for each" object (its count is not written)."""
        if node.times is not None:
            return self.unsupported(node, "a payment of mana for each object")
        steps = self.visit(node.effect, ability)
        if steps is None:
            return None
        if len(steps) != 1:
            return self.unsupported(node, "'… unless … pays' of more than one instruction")
        players = node.players
        payer: str | None = None
        if players.who == "you" and players.of is None:
            payer = "You"
        elif players.who == "target" and players.target_index in ability.targeted:
            payer = "TargetedPlayer"
        elif (
            players.who == "controller"
            and isinstance(players.of, ir.TargetObjects)
            and players.of.target_index in ability.targeted
        ):
            payer = "TargetedController"
        if payer is None:
            return self.unsupported(node, f"a payment by {players.who.replace('_', ' ')}")
        if node.generic is not None:
            # "{X}" (Clash of Wills' ``UnlessCost$ X`` with ``SVar:X:Count$xPaid``)
            if node.cost != ir.Cost(span=node.cost.span):
                return self.unsupported(node, "paying {X} and more to stop an instruction")
            cost = self._number(node, node.generic, ability)
        else:
            cost = self.visit(node.cost)
        if cost is None:
            return None
        return [[*steps[0], Param("UnlessCost", cost), Param("UnlessPayer", payer)]]

    def restrict(self, node: ir.Restrict, ability: _Ability) -> list[list[Param]] | None:
        """ "Target creature can't block this turn" (CR 611.2c): Forge's ``Effect`` until end
        of turn remembering the object, with the rule's static mode on ``Card.IsRemembered``
        (Access Tunnel's ``RememberObjects$ Targeted | ExileOnMoved$ Battlefield |
        StaticAbilities$ Unblockable``) -- it ends if the object leaves the battlefield, a new
        object then (CR 400.7). Of a target or this object only; another duration is a gap."""
        phrase = self._phrase(node)
        if node.kind == "goaded" and node.duration is ir.Duration.UNTIL_YOUR_NEXT_TURN:
            # CR 701.15: Forge's own ``Goad`` (Jeering Homunculus' ``DB$ Goad | ValidTgts$
            # Creature``), which lasts until the goading player's next turn
            goaded = self._objects(node.objects, ability)
            return None if goaded is None else [[Param("DB", "Goad"), *goaded]]
        if (
            node.duration is not ir.Duration.END_OF_TURN
            or node.kind not in _RESTRICTION_MODES
            or (node.kind in ("cant_be_blocked_by", "blocked_by_at_most_one"))
        ):
            return self.unsupported(node, f"'{phrase}': karlov's Forge generator has no form "
                                    "for this rule for a time yet")  # fmt: skip
        if isinstance(node.objects, ir.SourceObject):
            objects, remembered = [], "Self"
        elif isinstance(node.objects, ir.TargetObjects):
            found = self._objects(node.objects, ability)
            if found is None:
                return None
            objects = [p for p in found if p.key != "Defined"]  # Targeted: remembered below
            remembered = "Targeted"
        else:
            return self.unsupported(node, f"'{phrase}': karlov's Forge generator cannot write "
                                    "a rule for a time on all these objects yet")  # fmt: skip
        mode, key = _RESTRICTION_MODES[node.kind]
        name = self._fresh("STRule")
        self._svars.append(SVar(name, (Param("Mode", mode), Param(key, "Card.IsRemembered"),
                                       Param("Description", phrase))))  # fmt: skip
        return [[Param("DB", "Effect"), *objects, Param("RememberObjects", remembered),
                 Param("ExileOnMoved", "Battlefield"), Param("StaticAbilities", name)]]  # fmt: skip

    def modes(self, node: ir.Modes, ability: _Ability) -> list[list[Param]] | None:
        """ "Choose one —" (CR 700.2): Forge's ``Charm`` with each mode's steps an SVar chain
        named in ``Choices$`` (Alley Evasion's ``SP$ Charm | Choices$ DBPump,DBBounce``), each
        with its text as ``SpellDescription$``; "choose two" is ``CharmNum$ 2``, "choose one or
        more" ``CharmNum$ <all> | MinCharmNum$ 1`` (CR 700.2d: each mode at most once), "choose
        up to one" ``CharmNum$ 1 | MinCharmNum$ 0`` (CR 700.2b); "You may choose the same mode
        more than once" ``CanRepeatModes$ True`` (Fiery Confluence's script)."""
        count = node.count
        if count.is_x:
            return self.unsupported(node, "choosing X modes")
        names: list[str] = []
        mark = len(self._svars)
        for index, mode in enumerate(node.modes):
            steps = self._steps(mode, ability)
            if steps is None:
                del self._svars[mark:]  # the modes written before: no Charm will name them
                return None
            first, sub = self._link(steps)
            name = self._fresh("DBMode")
            text = node.texts[index] if index < len(node.texts) else f"Mode {index + 1}"
            self._svars.append(SVar(name, (Param("DB", first[0].value), *first[1:], *sub,
                                           Param("SpellDescription", text))))  # fmt: skip
            names.append(name)
        step = [Param("DB", "Charm"), Param("Choices", ",".join(names))]
        if count.relation is ir.Relation.AT_LEAST:
            step += [
                Param("CharmNum", str(len(node.modes))),
                Param("MinCharmNum", str(count.value)),
            ]
        elif count.relation is ir.Relation.AT_MOST:
            step += [Param("CharmNum", str(count.value)), Param("MinCharmNum", "0")]
        elif count.value != 1:
            step.append(Param("CharmNum", str(count.value)))
        if node.repeatable:  # "You may choose the same mode more than once." (CR 700.2d)
            step.append(Param("CanRepeatModes", "True"))
        return [step]

    def until_source_leaves(
        self, node: ir.UntilSourceLeaves, ability: _Ability
    ) -> list[list[Param]] | None:
        """ "Exile target creature ... until ~ leaves the battlefield" (CR 610.3): Forge's
        ChangeZone with ``Duration$ UntilHostLeavesPlay`` (Banisher Priest's script)."""
        steps = self.visit(node.effect, ability)
        if steps is None:
            return None
        if len(steps) != 1 or steps[0][0].value != "ChangeZone":
            return self.unsupported(node, "an exile until this leaves the battlefield")
        return [[*steps[0], Param("Duration", "UntilHostLeavesPlay")]]

    def may_do(self, node: ir.MayDo, ability: _Ability) -> list[list[Param]] | None:
        if is_permission(node.effect):  # declining it is not playing the card: no decision
            return self.visit(node.effect, ability)
        steps = self.visit(node.effect, ability)
        if steps is None:
            return None
        if node.chooser.who != "you":
            return self.unsupported(node, "an optional action chosen by another player")
        if len(steps) > 1:
            # ``OptionalDecider$`` asks at its own step; whether declining it also skips the
            # SubAbility$ chained after it is not something this generator has checked
            return self.unsupported(node, "an optional action of several steps")
        steps[0] = [*steps[0], Param("OptionalDecider", "You")]
        return steps

    def for_each_player(
        self, node: ir.ForEachPlayer, ability: _Ability
    ) -> list[list[Param]] | None:
        if node.players.who != "you":
            return self.unsupported(node, f"an effect repeated for {node.players.who}")
        return self.visit(node.effect, ability)

    def _objects(self, ref: Any, ability: _Ability, key: str = "Defined") -> list[Param] | None:
        if isinstance(ref, ir.SourceObject):
            return [Param(key, "Self")]
        if isinstance(ref, ir.EventObject) and ability.event_card is None:
            # "Whenever a creature you control becomes blocked, it ...": Forge keeps the
            # attacker or blocker of these modes under names of their own, not written here
            return self.unsupported(ref, "the blocking or blocked creature of the event")
        if isinstance(ref, ir.EventObject):
            return [Param(key, ability.event_card)]
        if isinstance(ref, ir.Mentioned) and ref.key in ability.mentioned:
            return [Param(key, ability.mentioned[ref.key])]
        if isinstance(ref, ir.AllObjects):
            valid = forge_valid(ref.filter)
            if valid is None:
                return self.unsupported(ref, f"objects '{ref.filter.description}'")
            where = (
                "Valid"
                if ref.filter.zone is ir.ZoneName.BATTLEFIELD
                else (f"Valid{_ZONES[ref.filter.zone]}")
            )
            return [Param(key, f"{where} {valid}")]
        if isinstance(ref, ir.TargetObjects):
            if ref.target_index in ability.targeted:
                return [Param(key, "Targeted")]
            if not 0 <= ref.target_index < len(ability.targets):
                return self.unsupported(ref, "a reference to a target the ability does not have")
            ability.targeted.add(ref.target_index)
            spec = ability.targets[ref.target_index]
            return self._target(spec, ability)
        return self.unsupported(ref, f"objects '{type(ref).__name__}'")

    def _target(self, spec: ir.TargetSpec, ability: _Ability | None = None) -> list[Param] | None:
        # "target creature that player controls" (CR 603.2): the trigger's player as Forge
        # names it, Blind Zealot's ``Creature.ControlledBy TriggeredTarget``; "… defending player
        # controls" (CR 506.2): Rust Scarab's ``DefenderCtrl``
        owner = spec.filter.controller if spec.filter is not None else None
        controlled_by = None
        if isinstance(owner, ir.Players) and ability and owner.who in ability.event_players:
            controlled_by = (
                "DefenderCtrl"
                if owner.who == "defending_player"
                else f"ControlledBy {ability.event_players[owner.who]}"
            )
            assert spec.filter is not None
            spec = replace(spec, filter=replace(spec.filter, controller=None))
        params = self._target_params(spec)
        if params is None or controlled_by is None:
            return params
        return [Param("ValidTgts", _with_property(params[0].value, controlled_by)), *params[1:]]

    def _target_params(self, spec: ir.TargetSpec) -> list[Param] | None:
        if spec.filter is None and not spec.objects:  # "target player" / "target opponent"
            valid = {ir.Whose.ANY: "Player", ir.Whose.OPPONENT: "Opponent"}.get(spec.players)  # type: ignore[arg-type]
        elif spec.filter is None:
            valid = "Any" if spec.players is not None else None
        else:
            f = spec.filter
            if f.zone is ir.ZoneName.GRAVEYARD and f.zone_owner is ir.Whose.ANY:
                # "target card from a graveyard": TgtZone$ Graveyard targets in every one
                f = replace(f, zone_owner=None)
            valid = forge_valid(f)
            if valid is not None and spec.players is not None:
                valid += ",Opponent" if spec.players is ir.Whose.OPPONENT else ",Player"
        if valid is None:
            return self.unsupported(spec, f"target '{spec.description}'")
        params = [Param("ValidTgts", valid), Param("TgtPrompt", f"Select {self._prompt(spec)}")]
        zone = spec.filter.zone if spec.filter is not None else ir.ZoneName.BATTLEFIELD
        if zone in (ir.ZoneName.GRAVEYARD, ir.ZoneName.EXILE, ir.ZoneName.HAND):
            # a card in a graveyard (Snapcaster Mage's script: ``ValidTgts$ Instant.YouCtrl,
            # Sorcery.YouCtrl | TgtZone$ Graveyard``); without it Forge targets permanents
            params.append(Param("TgtZone", _ZONES[zone]))
        elif zone is ir.ZoneName.STACK and spec.players is None:
            # a spell (Counterspell's script: ``TargetType$ Spell | ValidTgts$ Card``)
            params.append(Param("TargetType", "Spell"))
        elif zone is not ir.ZoneName.BATTLEFIELD:
            return self.unsupported(spec, f"target '{spec.description}' in a {zone.value}")
        if spec.minimum != 1 or spec.maximum != 1:
            params += [Param("TargetMin", str(spec.minimum)),
                       Param("TargetMax", str(spec.maximum) if spec.maximum else "MaxTgts")]  # fmt: skip  # noqa: E501
        return params

    def _prompt(self, spec: ir.TargetSpec) -> str:
        """The target phrase for ``TgtPrompt$``: how many, then the words of the ability's text
        that the target's filter was lowered from (its span within the ability's text), which
        keep what the IR's short description leaves out ("an opponent controls"); the
        description when the span does not lie on the ability's line."""
        printed = self._printed(spec)
        if printed is None:
            return spec.description
        low, high = spec.minimum, spec.maximum
        if (low, high) == (1, 1):
            many = "target"
        elif low == high:  # "two target creatures", not "two or two"
            many = f"{_NUMBER_WORDS.get(low, str(low))} target"
        elif low == 0 and high is not None:
            many = f"up to {_NUMBER_WORDS.get(high, str(high))} target"
        elif high is not None and high < 99:
            many = (
                f"{_NUMBER_WORDS.get(low, str(low))} or {_NUMBER_WORDS.get(high, str(high))} target"
            )
        else:
            many = "any number of target"
        return f"{many} {printed}"

    def _printed(self, spec: ir.TargetSpec) -> str | None:
        """The words of the target's filter as printed, or None. The ability's text starts at
        its line's first column or at its span (after a "Solved —" gate); a slice is taken
        only when the description's words appear in it in order."""
        where = spec.span
        if self.card is None or where is None or spec.filter is None:
            return None
        ability = next(
            (a for a in self.card.abilities if any(t is spec for t in getattr(a, "targets", ()))),
            None,
        )
        line = getattr(ability, "span", None)
        if line is None or not (line.line == where.line == where.end_line):
            return None
        text: str = getattr(ability, "text", "")
        wanted = [w for w in spec.filter.description.split() if w not in ("target", "targets")]
        for first_column in (1, line.column):
            start, end = where.column - first_column, where.end_column - first_column
            if 0 <= start < end <= len(text):
                printed = text[start:end]
                words = iter(printed.split())
                if all(w in words for w in wanted):  # in order: the iterator is consumed
                    return printed
        return None

    def _number(self, node: Any, quantity: Any, ability: _Ability | None = None) -> str | None:
        if isinstance(quantity, ir.ValueOf):
            return self._value_of(node, quantity, ability)
        if isinstance(quantity, ir.Fixed):
            return str(quantity.value)
        if isinstance(quantity, ir.Count) and not quantity.is_x:
            return str(quantity.value)
        if isinstance(quantity, ir.EventAmount) and quantity.of == "attackers":
            return "TriggerObjectsAttackers$Amount"  # "that much": the attackers declared
        if isinstance(quantity, ir.EventAmount) and quantity.of in self._event_amounts:
            # "that much" damage or life (CR 609.3): El-Hajjaj's SVar:X:TriggerCount$DamageAmount
            name = self._fresh("X")
            self._svars.append(SVar(name, value=self._event_amounts[quantity.of]))
            return name
        if isinstance(quantity, ir.NumberOf):
            return self._count_of(node, quantity)
        if isinstance(quantity, ir.BasicLandTypesAmong):
            return self._domain(node, quantity)
        if isinstance(quantity, ir.GreatestAmong):
            return self._greatest(node, quantity)
        if isinstance(quantity, ir.XValue):
            return self._x_paid()
        return self.unsupported(node, f"amount {type(quantity).__name__}")

    def _value_of(self, node: Any, quantity: ir.ValueOf, ability: _Ability | None) -> str | None:
        """ "equal to its power", "that spell's mana value" (CR 608.2h: as it last existed) of
        one object Forge names in an SVar: the source (Keldon Flamesage's ``Count$CardPower``),
        the ability's one target written by an earlier step (Swords to Plowshares'
        ``Targeted$CardPower``: Forge keeps what it last was), the permanent sacrificed to pay
        the cost (Fling's ``Sacrificed$CardPower``), the trigger's object (Death Watch's
        ``TriggeredCard$CardPower``). Of anything else it is a gap."""
        card = _CARD_VALUES.get(quantity.characteristic)
        of = quantity.of
        # the one target, written by an earlier step (ValidTgts$), so "Targeted" is it
        written = (
            ability is not None
            and len(ability.targets) == 1
            and isinstance(of, ir.TargetObjects)
            and of.target_index in ability.targeted
        )
        if isinstance(of, ir.SourceObject):
            prefix = "Count$"
        elif written:
            prefix = "Targeted$"
        elif isinstance(of, ir.SacrificedForCost):
            prefix = "Sacrificed$"
        elif isinstance(of, ir.EventObject) and ability is None:
            prefix = "TriggeredCard$"
        elif isinstance(of, ir.EventObject) and ability.event_card is not None:
            prefix = f"{ability.event_card}$"
        else:
            prefix = None
        if card is None or prefix is None:
            return self.unsupported(node, "amount ValueOf")
        name = self._fresh("X")
        self._svars.append(SVar(name, value=f"{prefix}{card}"))
        return name

    def _x_paid(self) -> str:
        """X, chosen as the spell is cast or the ability activated (CR 107.3a): Forge's
        ``SVar:X:Count$xPaid`` (Earthquake's script), one per card."""
        if not any(svar.name == "X" for svar in self._svars):
            self._svars.append(SVar("X", value="Count$xPaid"))
        return "X"

    def _count_of(self, node: Any, quantity: ir.NumberOf) -> str | None:
        """ "for each creature you control" (CR 608.2h: counted as it resolves): an SVar
        ``Count$Valid Creature.YouCtrl`` (``ValidGraveyard``/``ValidHand``/``ValidExile`` for
        cards in those zones), ``/Times.N`` for "N for each", named by the amount's key."""
        f = quantity.filter
        zones = {ir.ZoneName.BATTLEFIELD: "Valid", ir.ZoneName.GRAVEYARD: "ValidGraveyard",
                 ir.ZoneName.HAND: "ValidHand", ir.ZoneName.EXILE: "ValidExile"}  # fmt: skip
        valid = forge_valid(f)
        if valid is None or f.zone not in zones:
            return self.unsupported(node, f"a count of '{f.description}'")
        times = f"/Times.{quantity.times}" if quantity.times != 1 else ""
        name = self._fresh("X")
        self._svars.append(SVar(name, value=f"Count${zones[f.zone]} {valid}{times}"))
        return name

    def _domain(self, node: Any, quantity: ir.BasicLandTypesAmong) -> str | None:
        """Domain among the lands you control (CR 305.6): Forge's ``Count$Domain`` (Gaea's
        Might's script), ``/Times.N`` for "N for each"; among any other objects it is a gap."""
        f = quantity.filter
        if forge_valid(f) != "Land.YouCtrl" or f.zone is not ir.ZoneName.BATTLEFIELD:
            return self.unsupported(node, f"basic land types among '{f.description}'")
        times = f"/Times.{quantity.times}" if quantity.times != 1 else ""
        name = self._fresh("X")
        self._svars.append(SVar(name, value=f"Count$Domain{times}"))
        return name

    def _greatest(self, node: Any, quantity: ir.GreatestAmong) -> str | None:
        """The greatest power or highest mana value among permanents (CR 208.1, 202.3):
        Forge's ``Count$GreatestPower_<valid>`` / ``Count$HighestCMC_<valid>``."""
        f = quantity.filter
        valid = forge_valid(f)
        if valid is None or f.zone is not ir.ZoneName.BATTLEFIELD:
            return self.unsupported(node, f"the greatest among '{f.description}'")
        if quantity.characteristic == "toughness":
            return self.unsupported(node, f"the greatest toughness among '{f.description}'")
        kind = "GreatestPower" if quantity.characteristic == "power" else "HighestCMC"
        name = self._fresh("X")
        self._svars.append(SVar(name, value=f"Count${kind}_{valid}"))
        return name

    def action(self, node: ir.Action, ability: _Ability) -> list[list[Param]] | None:
        """One instruction as a Forge API; the verbs without a Forge form here are gaps."""
        verb = node.verb
        if node.attacking:
            # "onto the battlefield tapped and attacking" (CR 508.4): Forge's Attacking$ /
            # TokenAttacking$, not written yet
            return self.unsupported(node, "a permanent put onto the battlefield attacking")
        if isinstance(node.objects, ir.ChosenObjects) and node.objects.at_random:
            # "Return a creature card at random from your graveyard" (picked by no player,
            # each equally likely): not written yet
            return self.unsupported(node, "objects picked at random")
        if verb == ir.Verb.DRAW and node.count and node.count.relation is ir.Relation.AT_MOST:
            # "draw up to two cards": how many is the player's choice (CR 608.2d)
            return self.unsupported(node, "drawing up to a number of cards")
        if verb == ir.Verb.CHOOSE and isinstance(node.objects, ir.TargetObjects):
            return []  # "choose target creature": chosen with the ability's targets (CR 601.2c)
        if verb == ir.Verb.CHOOSE and node.objects is None and node.recipient_players is not None:
            if node.count is None:
                return []  # "Choose target opponent.": chosen with the targets (CR 601.2c)
            # "Choose an opponent." as it resolves (CR 608.2d): not written yet
            return self.unsupported(node, "choosing a player as the effect resolves")
        if verb in _YOUR_VERBS and node.players is not None and node.players.who != "you":
            return self._by_players(node, ability)
        if verb == ir.Verb.DESTROY and node.objects is not None:
            objects = self._objects(node.objects, ability)
            return None if objects is None else [[Param("DB", "Destroy"), *objects]]
        if verb == ir.Verb.REGENERATE and node.objects is not None:
            objects = self._objects(node.objects, ability)  # CR 701.19a: a shield on each
            return None if objects is None else [[Param("DB", "Regenerate"), *objects]]
        if verb == ir.Verb.DESTROY_NO_REGENERATION and node.objects is not None:
            objects = self._objects(node.objects, ability)  # CR 701.19c: NoRegen$
            if objects is None:
                return None
            return [[Param("DB", "Destroy"), *objects, Param("NoRegen", "True")]]
        if verb in (ir.Verb.DRAW, ir.Verb.DISCARD, ir.Verb.DISCARD_AT_RANDOM):
            amount = node.count or node.amount
            if amount is None:
                if verb == ir.Verb.DISCARD and isinstance(node.objects, ir.AllObjects):
                    return [[Param("DB", "Discard"), Param("Mode", "Hand"),
                             Param("Defined", "You")]]  # fmt: skip
                return self.unsupported(node, f"{verb} without a number")
            number = self._number(node, amount, ability)
            if number is None:
                return None
            api = "Draw" if verb == ir.Verb.DRAW else "Discard"
            step = [Param("DB", api), Param("NumCards", number), Param("Defined", "You")]
            if verb in _DISCARD_MODES:
                step.append(Param("Mode", _DISCARD_MODES[verb]))
            return [step]
        if verb in (ir.Verb.CREATE, ir.Verb.INVESTIGATE):
            return self._create(node, ability)
        if verb == ir.Verb.DEAL_DAMAGE and isinstance(node.amount, ir.DividedAmount):
            return self._divided_damage(node, ability)
        numbered = (ir.Verb.DEAL_DAMAGE, ir.Verb.GAIN_LIFE, ir.Verb.PUT_COUNTERS)
        if verb in numbered and not isinstance(node.amount, ir.DividedAmount):
            number = self._number(node, node.amount or node.count, ability)
            if number is None:
                return None
            if verb == ir.Verb.GAIN_LIFE:
                return [[Param("DB", "GainLife"), Param("LifeAmount", number)]]
            if verb == ir.Verb.DEAL_DAMAGE and node.recipient_players is not None:
                return self._damage_to_players(node, ability, number)
            where = node.recipients if verb == ir.Verb.DEAL_DAMAGE else node.objects
            objects = self._objects(where, ability) if where is not None else None
            if objects is None:
                return self.unsupported(node, f"{verb} without objects") if where is None else None
            if verb == ir.Verb.DEAL_DAMAGE and isinstance(node.objects, ir.AllObjects):
                damagers = forge_valid(node.objects.filter)
                if damagers is None:
                    return self.unsupported(node, f"damage by '{node.objects.filter.description}'")
                return [[Param("DB", "EachDamage"), *objects,
                         Param("DefinedDamagers", f"Valid {damagers}"), Param("NumDmg", number)]]  # fmt: skip  # noqa: E501
            if verb == ir.Verb.DEAL_DAMAGE:
                if not isinstance(node.objects, (ir.SourceObject, type(None))):
                    # "it deals X damage" after "another Dragon enters": DealDamage is dealt
                    # by the ability's source unless told otherwise
                    return self.unsupported(node, "damage dealt by another object")
                return [[Param("DB", "DealDamage"), *objects, Param("NumDmg", number)]]
            counter = _counter_type(node.counter)
            if counter is None:
                return self.unsupported(node, f"counter '{node.counter}'")
            return [[Param("DB", "PutCounter"), *objects, Param("CounterType", counter),
                     Param("CounterNum", number)]]  # fmt: skip
        if verb in (ir.Verb.LOSE_LIFE, ir.Verb.TAP, ir.Verb.UNTAP):
            return self._life_or_tap(node, ability)
        if verb in (ir.Verb.MOVE, ir.Verb.EXILE, ir.Verb.COUNTER) and isinstance(
            node.objects, (ir.TargetObjects, ir.SourceObject)
        ):
            return self._change_zone(node, ability)
        return self._more_action(node, ability)

    def _change_zone(self, node: ir.Action, ability: _Ability) -> list[list[Param]] | None:
        """ "Exile target creature", "return target creature card from your graveyard to
        your hand", "put target creature on top of its owner's library" (CR 400.3, 401.4,
        701.13a): Forge's ``ChangeZone`` from the object's zone (``Origin$``) to ``Destination$``
        (a library's top ``LibraryPosition$ 0``, its bottom ``-1``; to the battlefield under
        your control ``GainControl$ True``, else its owner's; ``Tapped$``); "counter target
        spell" (CR 701.6a): ``Counter``."""
        objects = self._objects(node.objects, ability)
        if objects is None:
            return None
        moved_source = isinstance(node.objects, ir.SourceObject) and ability.source_zone
        if node.verb == ir.Verb.COUNTER:
            if node.players:
                return self.unsupported(node, "countering a spell and moving it elsewhere")
            # "If that spell is countered this way, exile it / put it into its owner's hand /
            # on top of its owner's library instead" (CR 614.1a): Counter's Destination$
            # (Void Shatter's ``Destination$ Exile``, Memory Lapse's ``Destination$ TopOfLibrary``)
            where = {
                (None, None): [],
                (ir.ZoneName.EXILE, None): [Param("Destination", "Exile")],
                (ir.ZoneName.HAND, None): [Param("Destination", "Hand")],
                (ir.ZoneName.LIBRARY, "top"): [Param("Destination", "TopOfLibrary")],
                (ir.ZoneName.LIBRARY, "bottom"): [Param("Destination", "BottomOfLibrary")],
            }.get((node.zone, node.position))
            if where is None:
                return self.unsupported(node, "countering a spell and moving it elsewhere")
            return [[Param("DB", "Counter"), *objects, *where]]
        zone = ir.ZoneName.EXILE if node.verb == ir.Verb.EXILE else node.zone
        origin = node.from_zone or ir.ZoneName.BATTLEFIELD
        if isinstance(node.objects, ir.TargetObjects) and node.from_zone is None:
            spec = ability.targets[node.objects.target_index]
            origin = spec.filter.zone if spec.filter is not None else origin
        if zone is None or node.order is not None or node.players is not None:
            return self.unsupported(node, f"{node.verb} of these objects to this zone")
        if node.position is not None and zone is not ir.ZoneName.LIBRARY:
            return self.unsupported(node, f"{node.verb} to the {node.position} of this zone")
        origin_name = _ZONES[origin]
        if moved_source and ability.source_zone is not None:
            if node.from_zone is not None:
                return self.unsupported(node, f"{node.verb} of this card from a stated zone")
            objects, origin_name = self._moved_source(ability.source_zone)
        step = [Param("DB", "ChangeZone"), *objects, Param("Origin", origin_name),
                Param("Destination", _ZONES[zone])]  # fmt: skip
        if node.position is not None:
            step.append(Param("LibraryPosition", {"top": "0", "bottom": "-1"}[node.position]))
        if node.from_top is not None:
            # "second from the top" (CR 401.1): Forge's position counts from 0 at the top
            step.append(Param("LibraryPosition", str(node.from_top - 1)))
        if zone is ir.ZoneName.BATTLEFIELD and not node.under_owner:
            step.append(Param("GainControl", "True"))  # under your control (CR 110.2a)
        if node.tapped:
            step.append(Param("Tapped", "True"))
        return [step]

    def _life_or_tap(self, node: ir.Action, ability: _Ability) -> list[list[Param]] | None:
        """ "[players] lose N life" (CR 119.3): ``LoseLife`` with ``LifeAmount$`` and the
        players as ``Defined$`` (``You``, ``Player.Opponent``, ``Player``, the target's
        ``TargetedController``) or the target player; "tap / untap [objects]" (CR 701.26):
        ``Tap`` / ``Untap`` of the objects (Forge's ApiType names)."""
        if node.verb != ir.Verb.LOSE_LIFE:
            if node.objects is None or node.players is not None:
                return self.unsupported(node, f"{node.verb} without objects")
            objects = self._objects(node.objects, ability)
            if objects is None:
                return None
            return [[Param("DB", "Tap" if node.verb == ir.Verb.TAP else "Untap"), *objects]]
        if node.amount is None:
            return self.unsupported(node, "losing life without a number")
        number = self._number(node, node.amount, ability)
        if number is None:
            return None
        step = [Param("DB", "LoseLife"), Param("LifeAmount", number)]
        players = node.players or ir.Players("you")
        found = self._players(players, ability)
        if found is None:
            return self.unsupported(node, f"losing life by {players.who.replace('_', ' ')}")
        return [[*step, *found]] if found else None

    def _players(self, players: ir.Players, ability: _Ability) -> list[Param] | None:
        """Who an instruction acts on or deals damage to, as Forge names them: ``Defined$``
        ``You``, ``Player.Opponent``, ``Player``, the target's ``TargetedController`` ("its
        controller loses 2 life"), or the target player (its ``ValidTgts$`` the first time,
        ``TargetedPlayer`` after). None when Forge has no name for them here (the caller
        reports the gap); ``[]`` when the target could not be written (a gap reported)."""
        who = players.who
        if who in _DEFINED_PLAYERS and players.of is None:
            return [Param("Defined", _DEFINED_PLAYERS[who])]
        if who == "target" and players.target_index is not None:
            if players.target_index in ability.targeted:
                return [Param("Defined", "TargetedPlayer")]
            ability.targeted.add(players.target_index)
            return self._target(ability.targets[players.target_index]) or []
        if (
            who == "controller"
            and isinstance(players.of, ir.TargetObjects)
            and players.of.target_index in ability.targeted
        ):  # "Destroy target creature. Its controller loses 2 life."
            return [Param("Defined", "TargetedController")]
        if who in ability.event_players and players.of is None:
            return [Param("Defined", ability.event_players[who])]
        return None

    def _damage_to_players(
        self, node: ir.Action, ability: _Ability, number: str
    ) -> list[list[Param]] | None:
        """ "[source] deals N damage to each opponent / to you / to target player" (CR 120.3):
        ``DealDamage`` with the players as ``Defined$`` (Blisterspit Gremlin's script:
        ``Defined$ Player.Opponent``; Electric Eel's ``Defined$ You``); "to each creature and
        each player" (the same N to every one of them, one event, CR 120.2): ``DamageAll`` with
        ``ValidCards$`` and ``ValidPlayers$`` (Earthquake's script)."""
        players = node.recipient_players
        assert players is not None
        if not isinstance(node.objects, (ir.SourceObject, type(None))):
            return self.unsupported(node, "damage dealt by another object")
        words = players.who.replace("_", " ")
        if isinstance(node.recipients, ir.AllObjects) and node.recipients.filter.zone is (
            ir.ZoneName.BATTLEFIELD
        ):
            valid = forge_valid(node.recipients.filter)
            who = _DEFINED_PLAYERS.get(players.who) if players.of is None else None
            if valid is None or who is None:
                return self.unsupported(node, f"damage to '{node.recipients.filter.description}' "
                                        f"and to {words}")  # fmt: skip
            return [[Param("DB", "DamageAll"), Param("ValidCards", valid),
                     Param("ValidPlayers", who), Param("NumDmg", number)]]  # fmt: skip
        if node.recipients is not None:
            return self.unsupported(node, f"damage to these objects and to {words}")
        found = self._players(players, ability)
        if found is None:
            return self.unsupported(node, f"damage to {words}")
        return [[Param("DB", "DealDamage"), *found, Param("NumDmg", number)]] if found else None

    def _divided_damage(self, node: ir.Action, ability: _Ability) -> list[list[Param]] | None:
        """ "deals N damage divided as you choose among any number of targets" (CR 601.2d):
        ``DealDamage`` with ``DividedAsYouChoose$``; N is the target spec's total."""
        if not isinstance(node.recipients, ir.TargetObjects) or not isinstance(
            node.objects, (ir.SourceObject, type(None))
        ):
            return self.unsupported(node, "damage divided among objects that are not targets")
        total = ability.targets[node.recipients.target_index].distribute
        number = self._number(node, total)
        objects = self._objects(node.recipients, ability)
        if number is None or objects is None:
            return None
        return [[Param("DB", "DealDamage"), *objects, Param("NumDmg", number),
                 Param("DividedAsYouChoose", number)]]  # fmt: skip

    def _shuffle_self_into_library(
        self, node: ir.Action, ability: _Ability
    ) -> list[list[Param]] | None:
        """ "Shuffle this card into its owner's library" (CR 701.24a): ``ChangeZone`` to the
        library with ``Shuffle$ True``, from where the card is -- the stack for a spell's own
        instruction, the graveyard its own dies trigger put it in (CR 400.7e), else the
        battlefield."""
        if node.players is not None or node.zone not in (None, ir.ZoneName.LIBRARY):
            return self.unsupported(node, "shuffling this card into another player's library")
        objects, origin = [Param("Defined", "Self")], "Battlefield"
        if ability.source_zone is not None:
            objects, origin = self._moved_source(ability.source_zone)
        elif ability is self._spell_ability:
            origin = "Stack"  # the resolving spell: a graveyard only after it (CR 608.2n)
        return [[Param("DB", "ChangeZone"), *objects, Param("Origin", origin),
                 Param("Destination", "Library"), Param("Shuffle", "True")]]  # fmt: skip

    def _zone_all(self, node: ir.Action, objects: ir.AllObjects) -> list[list[Param]] | None:
        """ "Exile all creatures", "return all lands to their owners' hands" (CR 406.1, 400.3):
        ``ChangeZoneAll`` of the permanents ``ChangeType$`` matches (Final Judgment's
        ``Origin$ Battlefield | Destination$ Exile``), each to its owner's zone."""
        f = objects.filter
        zone = ir.ZoneName.EXILE if node.verb == ir.Verb.EXILE else ir.ZoneName.HAND
        stated = (node.zone not in (None, zone) or node.from_zone not in (None, f.zone)
                  or node.position or node.players or node.order or node.tapped)  # fmt: skip
        valid = forge_valid(f)
        if f.zone is not ir.ZoneName.BATTLEFIELD or stated or valid is None:
            return self.unsupported(node, f"{node.verb} of '{f.description}'")
        return [[Param("DB", "ChangeZoneAll"), Param("ChangeType", valid),
                 Param("Origin", "Battlefield"), Param("Destination", _ZONES[zone])]]  # fmt: skip

    def _more_action(self, node: ir.Action, ability: _Ability) -> list[list[Param]] | None:
        """The verbs of the later Cases: dig, choose, play this turn, surveil, copy, suspect,
        distributed counters, a token described by the text."""
        verb = node.verb
        if verb in (ir.Verb.EXILE, ir.Verb.RETURN_TO_HAND) and isinstance(
            node.objects, ir.AllObjects
        ):
            return self._zone_all(node, node.objects)
        if verb in (
            ir.Verb.PROLIFERATE,
            ir.Verb.BOLSTER,
            ir.Verb.EXPLORE,
            ir.Verb.LEARN,
            ir.Verb.VENTURE,
        ):
            return self._keyword_action(node)
        if verb == ir.Verb.MONSTROSITY:
            return self._monstrosity(node)
        if verb in (ir.Verb.WIN_GAME, ir.Verb.LOSE_GAME):
            # CR 104.2b, 104.3e: Forge's WinsGame / LosesGame of the players (Door to
            # Nothingness' "LosesGame | ValidTgts$ Player")
            found = self._players(node.players or ir.Players("you"), ability)
            if found is None:
                return self.unsupported(node, f"{verb} by these players")
            api = "WinsGame" if verb == ir.Verb.WIN_GAME else "LosesGame"
            return [[Param("DB", api), *found]] if found else None
        if verb == ir.Verb.SHUFFLE_INTO and isinstance(node.objects, ir.SourceObject):
            return self._shuffle_self_into_library(node, ability)
        if verb == ir.Verb.EXILE and isinstance(node.objects, ir.TopOfLibrary):
            top = node.objects
            if top.whose is not ir.Whose.YOU:
                return self.unsupported(node, "exiling the top of another player's library")
            if top.amount is not None:
                return self.unsupported(node, "exiling a number of cards that is not written")
            step = [Param("DB", "Dig"), Param("DigNum", str(top.count)),
                    Param("ChangeNum", "All"), Param("DestinationZone", "Exile")]  # fmt: skip
            if node.remember:
                step.append(Param("RememberChanged", "True"))
                ability.mentioned[node.remember] = "Remembered"
            return [step]
        if verb == ir.Verb.CHOOSE and isinstance(node.objects, ir.Mentioned):
            if ability.mentioned.get(node.objects.key) != "Remembered" or node.count is None:
                return self.unsupported(node, "choosing among objects Forge does not remember")
            number = self._number(node, node.count)
            if number is None:
                return None
            ability.mentioned.pop(node.objects.key)
            if node.remember:
                ability.mentioned[node.remember] = "ChosenCard"
            return [[Param("DB", "ChooseCard"), Param("Amount", number),
                     Param("Mandatory", "True"), Param("Choices", "Card.IsRemembered"),
                     Param("ChoiceZone", "Exile"), Param("ChoiceTitle", "Choose one of them")],
                    [Param("DB", "Cleanup"), Param("ClearRemembered", "True")]]  # fmt: skip
        if verb == ir.Verb.ALLOW_PLAY and isinstance(node.objects, ir.Mentioned):
            if ability.mentioned.get(node.objects.key) != "ChosenCard":
                return self.unsupported(node, "playing objects Forge has not chosen")
            name = self._fresh("STPlay")
            self._svars.append(SVar(name, (
                Param("Mode", "Continuous"), Param("MayPlay", "True"),
                Param("EffectZone", "Command"), Param("Affected", "Card.ChosenCard"),
                Param("AffectedZone", "Exile"),
                Param("Description", "You may play the chosen card this turn."))))  # fmt: skip
            return [[Param("DB", "Effect"), Param("StaticAbilities", name),
                     Param("ExileOnMoved", "Exile")],
                    [Param("DB", "Cleanup"), Param("ClearChosenCard", "True")]]  # fmt: skip
        if verb in (ir.Verb.SURVEIL, ir.Verb.SCRY):
            number = self._number(node, node.count or node.amount)
            if number is None:
                return None
            return [[Param("DB", _cap(verb)), Param("Amount", number), Param("Defined", "You")]]
        if (
            verb == ir.Verb.COPY_SPELL
            and isinstance(node.objects, ir.EventObject)
            and node.copy_changes is None  # an exception (CR 707.9b) is a reported gap
            and node.players is None  # a copy another player makes is a reported gap
            and node.amount is None  # "copy it twice" (CR 707.10) is a reported gap
        ):
            return [[Param("DB", "CopySpellAbility"), Param("Defined", "TriggeredSpellAbility")]]
        if verb == ir.Verb.REMOVE_FROM_COMBAT and node.objects is not None:
            # "remove target attacking creature from combat" (CR 506.4): Forge's RemoveFromCombat
            objects = self._objects(node.objects, ability)
            if objects is None:
                return None
            return [[Param("DB", "RemoveFromCombat"), *objects]]
        if verb == ir.Verb.SUSPECT and node.objects is not None:
            objects = self._objects(node.objects, ability)
            if objects is None:
                return None
            step = [[Param("DB", "AlterAttribute"), *objects, Param("Attributes", "Suspected")]]
            if objects[0].value == "Remembered":
                step.append([Param("DB", "Cleanup"), Param("ClearRemembered", "True")])
            return step
        if (
            verb == ir.Verb.PUT_COUNTERS
            and isinstance(node.amount, ir.DividedAmount)
            and isinstance(node.objects, ir.TargetObjects)
        ):  # divided as the ability was put on the stack (CR 601.2d): the target spec's total
            total = ability.targets[node.objects.target_index].distribute
            number = self._number(node, total)
            counter = _counter_type(node.counter)
            objects = self._objects(node.objects, ability)
            if number is None or objects is None:
                return None
            if counter is None:
                return self.unsupported(node, f"counter '{node.counter}'")
            return [[Param("DB", "PutCounter"), *objects, Param("CounterType", counter),
                     Param("CounterNum", number), Param("DividedAsYouChoose", number)]]  # fmt: skip
        if verb == ir.Verb.MILL:
            return self._mill(node, ability)
        if verb == ir.Verb.SACRIFICE and isinstance(node.objects, ir.ChosenObjects):
            return self._sacrifice(node, node.objects, ability)
        if verb == ir.Verb.SACRIFICE and isinstance(node.objects, ir.SourceObject):
            # "sacrifice this creature" (CR 701.21a): SacrificeEffect of the card itself
            if node.players is not None and node.players.who != "you":
                return self.unsupported(node, "a sacrifice of this permanent by another player")
            return [[Param("DB", "Sacrifice"), Param("Defined", "Self")]]
        if verb in (ir.Verb.RETURN_TO_HAND, ir.Verb.MOVE) and isinstance(
            node.objects, ir.ChosenObjects
        ):
            return self._move_chosen(node, node.objects)
        if verb == ir.Verb.RETURN_TO_HAND and node.objects is not None:
            objects = self._objects(node.objects, ability)
            if objects is None:
                return None
            origin = "Battlefield"
            if isinstance(node.objects, ir.SourceObject) and ability.source_zone is not None:
                objects, origin = self._moved_source(ability.source_zone)
            return [[Param("DB", "ChangeZone"), *objects, Param("Origin", origin),
                     Param("Destination", "Hand")]]  # fmt: skip
        return self.unsupported(node, f"verb '{verb}'")

    def _keyword_action(self, node: ir.Action) -> list[list[Param]] | None:
        """Four keyword actions of the controller as Forge's own effects: learn (CR 701.48a,
        ``Learn``), proliferate (CR 701.34a, Contagion Clasp's ``Proliferate``), bolster N (CR
        701.39a, Abzan Skycaptain's ``PutCounter | Bolster$ True | CounterNum$ N | CounterType$
        P1P1``) and "it explores" (CR 701.44a, Brazen Buccaneers' ``Explore`` of the card
        itself)."""
        if node.players is not None and node.players.who != "you":
            return self.unsupported(node, f"{node.verb} by another player")
        if node.verb == ir.Verb.PROLIFERATE:
            return [[Param("DB", "Proliferate")]]
        if node.verb == ir.Verb.LEARN:  # CR 701.48a: Forge's own ``Learn`` effect
            return [[Param("DB", "Learn")]]
        if node.verb == ir.Verb.VENTURE:  # CR 701.49: Dungeon Map's ``AB$ Venture``
            return [[Param("DB", "Venture")]]
        if node.verb == ir.Verb.EXPLORE:
            if not isinstance(node.objects, ir.SourceObject):
                return self.unsupported(node, "another permanent exploring")
            return [[Param("DB", "Explore"), Param("Defined", "Self")]]
        number = self._number(node, node.amount)
        if number is None:
            return None
        return [[Param("DB", "PutCounter"), Param("Bolster", "True"), Param("CounterNum", number),
                 Param("CounterType", "P1P1")]]  # fmt: skip

    def _monstrosity(self, node: ir.Action) -> list[list[Param]] | None:
        """Monstrosity N (CR 701.37a) as Forge's own keyword writes it (Ill-Tempered Cyclops'
        ``PutCounter | Monstrosity$ True``), only if the source isn't monstrous yet."""
        number = self._number(node, node.amount)
        if number is None:
            return None
        return [[Param("DB", "PutCounter"), Param("Defined", "Self"),
                 Param("ConditionPresent", "Card.Self+IsNotMonstrous"),
                 Param("Monstrosity", "True"), Param("CounterNum", number),
                 Param("CounterType", "P1P1")]]  # fmt: skip

    @staticmethod
    def _moved_source(zone: ir.ZoneName) -> tuple[list[Param], str]:
        """This card after its trigger moved it off the battlefield ("when this creature dies,
        return it to its owner's hand"): the new object it became in that public zone (CR
        400.7e), Forge's ``Defined$ TriggeredNewCardLKICopy`` from there (Endless Cockroaches'
        ``Origin$ Graveyard``), not a permanent."""
        return [Param("Defined", "TriggeredNewCardLKICopy")], _ZONES[zone]

    def _by_players(self, node: ir.Action, ability: _Ability) -> list[list[Param]] | None:
        """ "Target player draws three cards", "each opponent discards a card", "its controller
        gains 3 life" (CR 121.1, 701.9a, 119.1): ``Draw`` / ``Discard`` (each player chooses
        the cards they discard, ``Mode$ TgtChoose``) / ``GainLife`` by the players
        :meth:`_players` names (Ancestral Recall's ``ValidTgts$ Player``, Mind Rot's ``Mode$
        TgtChoose``). A number is needed; "discards their hand" by another player is a gap."""
        players = node.players
        assert players is not None
        amount = node.count or node.amount
        hand = ir.ObjectFilter("", zone=ir.ZoneName.HAND, zone_owner=ir.Whose.YOU)
        if (
            amount is None
            and node.verb == ir.Verb.DISCARD
            and isinstance(node.objects, ir.AllObjects)
            and stated_fields(node.objects.filter) == stated_fields(hand)
            and node.objects.filter.zone_owner is ir.Whose.YOU
        ):  # "each player discards their hand" (CR 701.9a): Wheel of Fortune's Mode$ Hand
            who = self._players(players, ability)
            if who is None:
                return self.unsupported(node, f"discard by {players.who.replace('_', ' ')}")
            return [[Param("DB", "Discard"), Param("Mode", "Hand"), *who]] if who else None
        if amount is None:
            return self.unsupported(node, f"{node.verb} by another player without a number")
        number = self._number(node, amount, ability)
        if number is None:
            return None
        who = self._players(players, ability)
        if who is None:
            return self.unsupported(node, f"{node.verb} by {players.who.replace('_', ' ')}")
        if not who:
            return None
        if node.verb == ir.Verb.GAIN_LIFE:
            return [[Param("DB", "GainLife"), Param("LifeAmount", number), *who]]
        api = "Draw" if node.verb == ir.Verb.DRAW else "Discard"
        step = [Param("DB", api), Param("NumCards", number), *who]
        if node.verb in _DISCARD_MODES:
            step.append(Param("Mode", _DISCARD_MODES[node.verb]))
        return [step]

    def _move_chosen(self, node: ir.Action, chosen: ir.ChosenObjects) -> list[list[Param]] | None:
        """ "Return a land you control to its owner's hand", "put a card from your hand on the
        bottom of your library", "put a land card from your hand onto the battlefield" (CR
        400.3, 401.4): the objects chosen as it resolves among your permanents or the cards in
        your hand, Forge's hidden ``ChangeZone`` with ``ChangeType$`` (Azorius Chancery's
        ``Origin$ Battlefield | Destination$ Hand | Hidden$ True | Mandatory$ True |
        ChangeType$ Land.YouCtrl``): ``Mandatory$`` for exactly N, without it up to N."""
        f = chosen.filter
        # Forge chooses among the cards the player has in the origin zone: yours only
        yours = (
            _who(f.controller) is ir.Whose.YOU
            if f.zone is ir.ZoneName.BATTLEFIELD
            else f.zone_owner is ir.Whose.YOU
        )
        if (
            chosen.chooser.who != "you"
            or chosen.own
            or node.players is not None
            or f.zone not in (ir.ZoneName.BATTLEFIELD, ir.ZoneName.HAND)
            or not yours
        ):
            return self.unsupported(node, "moving objects chosen among another player's")
        if node.verb == ir.Verb.RETURN_TO_HAND:
            zone, origin_stated = ir.ZoneName.HAND, node.from_zone in (None, f.zone)
        else:
            zone = node.zone
            # the IR states where the cards come from when they are put onto the battlefield
            origin_stated = node.from_zone == (f.zone if zone is ir.ZoneName.BATTLEFIELD else None)
        if zone not in (ir.ZoneName.HAND, ir.ZoneName.LIBRARY, ir.ZoneName.BATTLEFIELD) or (
            zone is f.zone or not origin_stated or node.order is not None
        ):
            return self.unsupported(node, f"{node.verb} of chosen objects to this zone")
        if zone is ir.ZoneName.BATTLEFIELD and node.under_owner:
            return self.unsupported(
                node, "chosen cards put onto the battlefield under their owner's"
            )
        if node.position is not None and zone is not ir.ZoneName.LIBRARY:
            return self.unsupported(node, f"{node.verb} to the {node.position} of this zone")
        valid = forge_valid(f)
        number = self._number(node, chosen.count)
        if valid is None or number is None:
            return self.unsupported(node, f"{node.verb} of '{f.description}'")
        step = [Param("DB", "ChangeZone"), Param("Origin", _ZONES[f.zone]),
                Param("Destination", _ZONES[zone]), Param("ChangeType", valid),
                Param("ChangeNum", number), Param("Hidden", "True")]  # fmt: skip
        if chosen.count.relation is ir.Relation.EXACTLY:
            step.append(Param("Mandatory", "True"))
        elif chosen.count.relation is not ir.Relation.AT_MOST:
            return self.unsupported(node, f"{node.verb} of at least a number of objects")
        if node.position is not None:
            step.append(Param("LibraryPosition", {"top": "0", "bottom": "-1"}[node.position]))
        if node.from_top is not None:
            # "second from the top" (CR 401.1): Forge's position counts from 0 at the top
            step.append(Param("LibraryPosition", str(node.from_top - 1)))
        if zone is ir.ZoneName.BATTLEFIELD:
            step.append(Param("GainControl", "True"))  # under your control (CR 110.2a)
        if node.tapped:
            step.append(Param("Tapped", "True"))
        return [step]

    def _sacrifice(
        self, node: ir.Action, chosen: ir.ChosenObjects, ability: _Ability
    ) -> list[list[Param]] | None:
        """ "[player] sacrifices a creature" (CR 701.21a): the player chooses among the
        permanents they control as it resolves -- ``Sacrifice`` with ``SacValid$``, by you or
        by the target player."""
        players = node.players or chosen.chooser
        if not chosen.own or chosen.chooser.who != players.who:
            return self.unsupported(node, "a sacrifice chosen by another player")
        if chosen.count.relation is not ir.Relation.EXACTLY:  # "up to two" is not "two"
            return self.unsupported(node, "a sacrifice of up to a number of permanents")
        valid = forge_valid(replace(chosen.filter, controller=None))
        number = self._number(node, chosen.count)
        if valid is None or number is None:
            return self.unsupported(node, f"sacrifice of '{chosen.filter.description}'")
        what = [Param("SacValid", valid), Param("SacMessage", chosen.filter.description)]
        if number != "1":
            what.append(Param("Amount", number))
        if players.who in ("you", "each_opponent", "each_player"):
            # "each opponent sacrifices a creature": each chooses their own (CR 701.21a)
            defined = _DEFINED_PLAYERS[players.who]
            return [[Param("DB", "Sacrifice"), Param("Defined", defined), *what]]
        if players.who in ability.event_players and players.of is None:  # "that player"
            defined = ability.event_players[players.who]
            return [[Param("DB", "Sacrifice"), Param("Defined", defined), *what]]
        if players.who == "target" and players.target_index is not None:
            if players.target_index in ability.targeted:
                return [[Param("DB", "Sacrifice"), Param("Defined", "TargetedPlayer"), *what]]
            ability.targeted.add(players.target_index)
            target = self._target(ability.targets[players.target_index])
            return None if target is None else [[Param("DB", "Sacrifice"), *target, *what]]
        return self.unsupported(node, f"a sacrifice by {players.who}")

    def _mill(self, node: ir.Action, ability: _Ability) -> list[list[Param]] | None:
        """ "[player] mills N cards" (CR 701.17): ``Mill``, by you or by the target player."""
        amount = node.amount or node.count
        number = self._number(node, amount, ability) if amount is not None else None
        if number is None:
            return None if amount is not None else self.unsupported(node, "mill without a number")
        players = node.players
        if players is None or players.who == "you":
            return [[Param("DB", "Mill"), Param("NumCards", number), Param("Defined", "You")]]
        if players.who == "target" and players.target_index is not None:
            if players.target_index in ability.targeted:
                return [[Param("DB", "Mill"), Param("NumCards", number),
                         Param("Defined", "TargetedPlayer")]]  # fmt: skip
            ability.targeted.add(players.target_index)
            target = self._target(ability.targets[players.target_index])
            if target is None:
                return None
            return [[Param("DB", "Mill"), *target, Param("NumCards", number)]]
        who = self._players(players, ability)  # "each player mills" (Defined$ Player)
        if who is None:
            return self.unsupported(node, f"mill by {players.who}")
        return [[Param("DB", "Mill"), Param("NumCards", number), *who]] if who else None

    def _create(self, node: ir.Action, ability: _Ability) -> list[list[Param]] | None:
        """ "Create two Treasure tokens", "investigate twice" (CR 111.10, 701.16a): Forge's
        ``Investigate`` (``Num$`` times) or ``Token`` (``TokenAmount$``), created by you, by
        the target player (``TokenOwner$ Targeted``, Hunted Dragon's script) or by the target
        permanent's controller (``TokenOwner$ TargetedController``, Afterlife's)."""
        if node.tapped or node.attacking:
            # "create a tapped ... token", "... that's tapped and attacking" (CR 110.5b, 508.4)
            return self.unsupported(node, "tokens created tapped or attacking")
        if node.or_tokens:  # CR 608.2d: a choice, which Forge's one TokenScript$ is not
            return self.unsupported(node, "a choice between tokens")
        if node.more_tokens:  # CR 111.2: one event, which Forge's one TokenScript$ is not
            return self.unsupported(node, "a list of different tokens created at once")
        token = node.token.predefined if node.token else "Clue"
        amount = node.count or node.amount
        number = "1" if amount is None else self._number(node, amount, ability)
        owner = self._token_owner(node, ability)
        if number is None or owner is None:
            return None
        if node.verb == ir.Verb.INVESTIGATE or token == "Clue":
            if owner:  # Investigate's players are its Defined$, not a token owner
                return self.unsupported(node, "investigating by another player")
            times = [Param("Num", number)] if number != "1" else []
            return [[Param("DB", "Investigate"), *times]]
        if token is None:
            return self._token(node, ability, number, owner)
        if token not in _TOKEN_SCRIPTS:
            return self.unsupported(node, f"a {token} token (CR 111.10)")
        script = _TOKEN_SCRIPTS[token]
        step = [Param("DB", "Token"), Param("TokenScript", script)]
        if number != "1":
            step.append(Param("TokenAmount", number))
        return [[*step, *owner]]

    def _token_owner(self, node: ir.Action, ability: _Ability) -> list[Param] | None:
        """Who creates the tokens: ``[]`` for you; None (a gap) for a player Forge's
        ``TokenOwner$`` cannot name here."""
        players = node.players
        if players is None or (players.who == "you" and players.of is None):
            return []
        if players.who == "target" and players.target_index is not None:
            if players.target_index in ability.targeted:
                return [Param("TokenOwner", "Targeted")]
            ability.targeted.add(players.target_index)
            target = self._target(ability.targets[players.target_index])
            return None if target is None else [*target, Param("TokenOwner", "Targeted")]
        if (
            players.who == "controller"
            and isinstance(players.of, ir.TargetObjects)
            and players.of.target_index in ability.targeted
        ):  # "Destroy target creature. Its controller creates ..."
            return [Param("TokenOwner", "TargetedController")]
        return self.unsupported(node, f"tokens created by {players.who.replace('_', ' ')}")

    def _token(
        self, node: ir.Action, ability: _Ability, number: str, owner: list[Param]
    ) -> list[list[Param]] | None:
        """A token described by the text (CR 111.4), by Forge's token script name:
        colors, power, toughness, subtypes and keywords (``b_2_1_skeleton``)."""
        c = node.token.characteristics if node.token else None
        if c is None or c.power is None or c.toughness is None or c.supertypes:
            return self.unsupported(node, "a token described by the text")
        if c.name != ir.token_name(c.subtypes):  # CR 111.4: else named for its subtypes
            return self.unsupported(node, f"a token named '{c.name}' (Forge's token scripts "
                                    "are named for their subtypes)")  # fmt: skip
        if not set(c.types) <= {"creature", "artifact"} or "creature" not in c.types:
            return self.unsupported(node, "a noncreature token described by the text")
        keywords = []
        for granted in c.abilities:
            if not isinstance(granted, ir.KeywordName):
                return self.unsupported(granted, "a token with a granted ability")
            keywords.append(granted.name.replace(" ", "").lower())
        colors = "".join(color.lower() for color in c.colors) or "c"
        kinds = (["a"] if "artifact" in c.types else []) + [s.lower() for s in c.subtypes]
        script = "_".join([colors, str(c.power), str(c.toughness), *kinds, *keywords])
        step = [Param("DB", "Token"), Param("TokenScript", script)]
        if number != "1":
            step.append(Param("TokenAmount", number))
        if node.remember:
            step.append(Param("RememberTokens", "True"))
            ability.mentioned[node.remember] = "Remembered"
        return [[*step, *owner]]

    def prevent_damage(self, node: ir.PreventDamage, ability: _Ability) -> list[list[Param]] | None:
        """Two prevention effects (CR 615) as Forge writes them: "prevent all combat damage that
        would be dealt this turn" (CR 615.1a, 510.2), Fog's ``SP$ Fog``; and "prevent the next N
        damage that would be dealt to [target / this creature] this turn", a shield on each
        object or player named as it resolves, used up as it prevents (CR 615.7) and gone at
        the cleanup step (CR 514.2) -- Samite Healer's ``PreventDamage | ValidTgts$ ... |
        Amount$ 1``. Any other shape (all damage to an object, a source's damage, "the next
        time", a filter matched as the damage would be dealt) is a gap."""
        phrase = self._phrase(node)
        if node.then is not None:  # the rest of the prevention effect (CR 615.5)
            return self.unsupported(node, f"'{phrase}': karlov's Forge generator writes no "
                                    "effect done as damage is prevented")  # fmt: skip
        if isinstance(node.amount, ir.DividedAmount):  # CR 601.2d
            return self.unsupported(node, f"'{phrase}': karlov's Forge generator writes no "
                                    "prevention divided among targets")  # fmt: skip
        if node.duration is not ir.Duration.END_OF_TURN or node.next_time:
            return self.unsupported(node, f"'{phrase}': karlov's Forge generator writes only "
                                    "prevention this turn, not 'the next time'")  # fmt: skip
        anything = (node.to_objects is None and node.to_players is None
                    and node.by_objects is None and node.chosen_source is None)  # fmt: skip
        if node.amount is None and node.combat_only and anything:
            return [[Param("DB", "Fog")]]
        named = isinstance(node.to_objects, (ir.TargetObjects, ir.SourceObject, ir.EventObject))
        if (
            node.amount is None
            or node.combat_only
            or not named
            or node.to_players is not None
            or node.by_objects is not None
            or node.chosen_source is not None
        ):
            return self.unsupported(node, f"'{phrase}': karlov's Forge generator writes only "
                                    "Fog and a shield of N on the objects it names")  # fmt: skip
        objects = self._objects(node.to_objects, ability)
        number = self._number(node, node.amount, ability)
        if objects is None or number is None:
            return None
        return [[Param("DB", "PreventDamage"), *objects, Param("Amount", number)]]

    def gain_abilities(self, node: ir.GainAbilities, ability: _Ability) -> list[list[Param]] | None:
        """ "[objects] gain [keywords] until end of turn": ``Pump ... KW$`` (layer 6); the
        quoted "You may cast this card from your graveyard" (CR 601.3) on cards in a
        graveyard: ``Animate`` with a ``MayPlay$`` static SVar."""
        objects = self._objects(node.objects, ability)
        if objects is None:
            return None
        duration = self._pump_duration(node, node.duration)
        if duration is None:
            return None
        if all(isinstance(a, ir.KeywordName) for a in node.abilities):
            words = " & ".join(_keyword(a.name) for a in node.abilities)  # type: ignore[union-attr]
            return [[Param("DB", "Pump"), *objects, Param("KW", words), *duration]]
        if len(node.abilities) == 1 and isinstance(node.abilities[0], ir.CastFromGraveyard):
            name = self._fresh("Play")
            self._svars.append(SVar(name, (
                Param("Mode", "Continuous"), Param("Affected", "Card.Self+nonLand"),
                Param("AffectedZone", "Graveyard"), Param("EffectZone", "Graveyard"),
                Param("MayPlay", "True"),
                Param("Description", "You may cast this card from your graveyard."))))  # fmt: skip
            return [[Param("DB", "Animate"), *objects, Param("staticAbilities", name),
                     *duration]]  # fmt: skip
        return self.unsupported(node, "granting these abilities")

    def modify_pt(self, node: ir.ModifyPT, ability: _Ability) -> list[list[Param]] | None:
        """ "gets +N/+M [until end of turn]": ``Pump`` with ``NumAtt$`` / ``NumDef$``; "+1/+1
        for each creature you control" and "+X/+0" (``per``, counted as it resolves, CR
        608.2h) as an SVar each: ``NumAtt$ +X1`` with ``SVar:X1:Count$Valid Creature.YouCtrl``
        (``/Times.2`` for "+2/+2 for each"), X chosen as it was cast ``Count$xPaid``."""
        objects = self._objects(node.objects, ability)
        if objects is None:
            return None
        power = self._pump_amount(node, node.power)
        # "+1/+1 for each": one count for both
        same = node.toughness == node.power
        toughness = power if same else self._pump_amount(node, node.toughness)
        if power is None or toughness is None:
            return None
        duration = self._pump_duration(node, node.duration)
        if duration is None:
            return None
        return [[Param("DB", "Pump"), *objects, Param("NumAtt", power), Param("NumDef", toughness),
                 *duration]]  # fmt: skip

    def _pump_duration(self, node: ir.IRNode, duration: ir.Duration | None) -> list[Param] | None:
        """A ``Pump``'s ``Duration$`` (CR 611.2a): none for "until end of turn" (Forge's
        default), ``Permanent`` for an effect with no duration ("gets +2/+2", which lasts
        indefinitely), ``UntilYourNextTurn`` (Fungi Cavern's script), ``UntilEndOfCombat``
        ("until end of combat", CR 500.5a); another duration is a
        reported gap rather than Forge's end of turn."""
        if duration is ir.Duration.END_OF_TURN:
            return []
        if duration is None:
            return [Param("Duration", "Permanent")]
        if duration is ir.Duration.UNTIL_YOUR_NEXT_TURN:
            return [Param("Duration", "UntilYourNextTurn")]
        if duration is ir.Duration.END_OF_COMBAT:  # "until end of combat" (CR 500.5a)
            return [Param("Duration", "UntilEndOfCombat")]
        return self.unsupported(node, f"the duration '{duration.value}' on a Pump")

    def _pump_amount(self, node: ir.ModifyPT, value: int) -> str | None:
        """``+2``, or for a pump per a count (CR 608.2h) the count's SVar times ``value``."""
        per = node.per
        if per is None or value == 0:
            return f"{value:+d}"
        sign = "-" if value < 0 else "+"
        if isinstance(per, ir.NumberOf) and per.times == 1:
            name = self._count_of(node, replace(per, times=abs(value)))
            return None if name is None else f"{sign}{name}"
        if isinstance(per, ir.BasicLandTypesAmong) and per.times == 1:
            name = self._domain(node, replace(per, times=abs(value)))
            return None if name is None else f"{sign}{name}"
        if isinstance(per, ir.XValue) and abs(value) == 1:
            return f"{sign}{self._x_paid()}"
        return self.unsupported(node, "a pump by this amount")

    def become(self, node: ir.Become, ability: _Ability) -> list[list[Param]] | None:
        objects = self._objects(node.objects, ability)
        if objects is None:
            return None
        c = node.characteristics
        if self.unwritten(c, ("types", "subtypes", "colors", "power", "toughness", "abilities"),
                          self._phrase(node), "Forge's Animate here sets types, colors, "
                          "power, toughness and keywords"):  # fmt: skip
            return None
        if not node.in_addition and c.types and sorted(c.types) != ["artifact", "creature"]:
            # "becomes a 5/5 Treefolk creature" replaces the card types and their subtypes
            # (CR 205.1a); Forge's RemoveCardTypes$ is not known here to keep the subtypes of
            # the types that stay
            return self.unsupported(node, "a becomes effect that replaces card types")
        params = [Param("DB", "Animate"), *objects]
        if c.colors:  # "becomes a blue Serpent" (Serpentine Ambush's script): its colors only
            params += [Param("Colors", ",".join(_COLOR_NAMES[x] for x in c.colors)),
                       Param("OverwriteColors", "True")]  # fmt: skip
        if c.power is not None:
            params.append(Param("Power", str(c.power)))
        if c.toughness is not None:
            params.append(Param("Toughness", str(c.toughness)))
        types = [_cap(t) for t in c.types] + [_cap(s) for s in c.subtypes]
        if types:
            params.append(Param("Types", ",".join(types)))
        if not node.in_addition:
            # "becomes a Swamp" replaces the land's land types (CR 305.7; Forge's own
            # RemoveLandTypes$), "becomes a Bird creature" its creature types (CR 205.1b)
            lands = {s.lower() for s in c.subtypes} <= set(_LANDWALKS) and c.subtypes
            removed = "RemoveLandTypes" if lands and not c.types else "RemoveCreatureTypes"
            params.append(Param(removed, "True"))
        keywords = []
        for granted in c.abilities:
            if not isinstance(granted, ir.KeywordName):
                return self.unsupported(granted, "a granted ability other than a keyword")
            keywords.append(_keyword(granted.name))
        if keywords:
            params.append(Param("Keywords", " & ".join(keywords)))
        if node.duration is None:  # an Animate lasts until end of turn unless told otherwise
            params.append(Param("Duration", "Permanent"))
        return [params]
