"""Abilities by kind (CR 113.3), their triggers, costs and continuous effects.

Every ability carries ``gate``: True for an ability a "Solved —" keyword gives (CR 702.169b–d):
a static ability works, a triggered ability triggers and resolves, an activated ability (or a
keyword such as flashback) can be activated only while its Case is solved. For a
leaves-the-battlefield trigger the gate is checked on the last known state (CR 603.10a).
"""

from __future__ import annotations

from dataclasses import dataclass

from .conditions import Condition
from .enums import Layer, Step, Timing, Whose, ZoneName
from .objects import Count, ObjectFilter, ObjectRef, TargetSpec
from .span import Located

# ---- costs (CR 118, 602.1) ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SacrificeCost(Located):
    """ "Sacrifice a creature": ``count`` permanents matching ``filter`` (None: this one)."""

    count: int
    filter: ObjectFilter | None
    description: str = ""


@dataclass(frozen=True, slots=True)
class RemoveCountersCost(Located):
    """ "Remove a +1/+1 counter from ~": ``count`` counters of ``kind`` from this permanent
    (CR 122.8: a cost that can't be paid if it doesn't have them)."""

    count: int
    kind: str


@dataclass(frozen=True, slots=True)
class TapUntappedCost(Located):
    """ "Tap an untapped creature you control" / "Tap two untapped Spirits you control":
    ``count`` untapped permanents matching ``filter`` other than the source if {T} is also
    paid (CR 118.3, 302.6 does not apply: tapping for a cost is no {T} ability)."""

    count: int
    filter: ObjectFilter
    description: str = ""


@dataclass(frozen=True, slots=True)
class Cost(Located):
    """A cost (CR 118, 602.1): mana symbols as written (``{2}{U}``), the tap symbol {T}
    (CR 107.5), sacrifices (CR 701.21), life paid (CR 119.4), ``discard`` cards chosen from
    your hand (CR 701.9a), counters removed from this permanent (CR 122.8), ``exile_self``
    ("Exile ~", from the zone the ability works in, CR 406), untapped permanents tapped."""

    mana: str | None = None
    tap: bool = False
    sacrifices: tuple[SacrificeCost, ...] = ()
    pay_life: int = 0
    discard: int = 0
    remove_counters: tuple[RemoveCountersCost, ...] = ()
    exile_self: bool = False
    tap_untapped: tuple[TapUntappedCost, ...] = ()


# ---- triggers (CR 603) ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StepTrigger(Located):
    """ "At the beginning of [whose] [step]" (CR 603.2, 503.1)."""

    step: Step
    whose: Whose


@dataclass(frozen=True, slots=True)
class EventTrigger(Located):
    """ "When/Whenever [subject] [event]" (CR 603.2): ``event`` is one of ``enters``,
    ``enters_or_face_up``, ``dies``, ``cast``, ``attack``, ``attacks`` (a creature is declared
    as an attacker, CR 508.1, 508.3a), ``blocks`` (a creature is declared as a blocker, CR
    509.1, 509.3a), ``becomes_target_of_spell``, ``sacrificed``, ``combat_damage_to_player``,
    ``gain_life`` (CR 119.3), ``draw`` (a card, CR 121.1) or ``discard`` (a card, CR 701.9).
    ``subject`` is the filter the event's object must match (as it last existed for a
    leaves-the-battlefield event, CR 603.10a): the permanent that enters or dies, the spell
    cast, the permanent sacrificed, the creature that attacks. ``subject`` None means the
    source itself, except for ``attack``, ``gain_life``, ``draw`` and ``discard``, which name
    no object ("whenever you attack", CR 508.3a; "whenever you gain life"). ``by`` is the
    player who performs the event (cast, attack, sacrifice, gain life, draw, discard), and for
    ``enters`` the player under whose control the permanent enters ("enters under your
    control"), relative to the ability's controller.

    Also: ``put_into_graveyard_from_battlefield`` (any permanent, CR 603.6c),
    ``dealt_noncombat_damage`` (``by``: the player dealt it, CR 120.3),
    ``deals_noncombat_damage_to_player`` (``subject``: "a source you control"; ``by``: the
    player dealt it), ``cast_during_opponents_turn`` (CR 601.2i), ``becomes_blocked_by`` (once
    per blocker, ``subject`` the blocker, CR 509.3d). ``ordinal`` for ``cast``: only the
    player's Nth spell matching ``subject`` this turn ("your first instant or sorcery spell
    each turn"), and for ``draw`` / ``lose_life`` the Nth time this turn. ``counters_put``:
    one or more ``counter`` counters are put on a permanent matching ``subject`` (once per
    instruction that puts them, CR 122.6: "enters with" counters too)."""

    event: str
    subject: ObjectFilter | None = None
    by: Whose | None = None
    ordinal: int | None = None
    counter: str | None = None

    @property
    def looks_back(self) -> bool:
        """Leaves-the-battlefield triggers and triggers on a sacrifice look back in time
        (CR 603.10a): the subject is matched as it last existed on the battlefield."""
        return self.event in ("dies", "sacrificed", "put_into_graveyard_from_battlefield")


@dataclass(frozen=True, slots=True)
class AnyOf(Located):
    """ "When this creature enters or dies": any of several trigger events."""

    triggers: tuple[EventTrigger, ...]


Trigger = StepTrigger | EventTrigger | AnyOf


# ---- continuous effects of static abilities (CR 604, 611.3, 613) -----------------------------


@dataclass(frozen=True, slots=True)
class Affected(Located):
    """Which objects a static ability affects: the source itself, every match of
    ``filter``, or the permanent it is attached to (``attached``)."""

    filter: ObjectFilter | None = None
    attached: bool = False


@dataclass(frozen=True, slots=True)
class ContinuousEffect(Located):
    """One layer effect (CR 613): ``layer`` and what it does to ``affected``: ``add_types``/
    ``add_subtypes``, ``set_colors``, ``add_abilities``, ``set_power``/``set_toughness``,
    ``power``/``toughness`` modifications, ``control`` (its source's controller controls it)."""

    layer: Layer
    affected: Affected
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    set_colors: tuple[str, ...] = ()
    add_abilities: tuple[GrantedAbility, ...] = ()
    set_power: int | None = None
    set_toughness: int | None = None
    power: int = 0
    toughness: int = 0
    control: bool = False


@dataclass(frozen=True, slots=True)
class CostReduction(Located):
    """ "[spells] you cast cost {N} less to cast" (CR 601.2f)."""

    spells: ObjectFilter
    generic: int


@dataclass(frozen=True, slots=True)
class RuleModification(Located):
    """A rule the static ability changes: ``additional_land`` (CR 305.2), ``look_at_top``
    (an exception to CR 401.2), ``play_from_top`` (lands and spells matching ``spells``),
    ``damage_persists`` (damage isn't removed from objects matching ``filter`` in cleanup,
    an exception to CR 514.2)."""

    rule: str
    count: int = 0
    lands: bool = False
    spells: tuple[ObjectFilter, ...] = ()
    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class EntersAsCopy(Located):
    """ "You may have this enter as a copy of any [filter]" (CR 707.9, 614.1c)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class EntersWithCounters(Located):
    """ "This creature enters with N [kind] counters on it" (CR 614.1c, 122.6)."""

    count: Count
    counter: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class EntersTapped(Located):
    """ "This land enters tapped." (CR 614.1c, 614.12): a replacement effect on how its source
    enters the battlefield; it is tapped as it enters, and never became tapped (CR 110.5)."""

    text: str = ""


# ---- abilities (CR 113.3) ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KeywordAbility(Located):
    """A keyword (CR 702): ``name`` ("flying", "indestructible", "flashback", "kicker",
    "equip", "crew", "enchant") with its ``cost`` (flashback, kicker, equip), ``number``
    (crew N) or ``filter`` (what an Aura enchants; equip's quality, None: any creature you
    control). What equip, crew and enchant do is the rules' (CR 702.6a, 702.122a, 702.5a,
    303.4), not the card's: the card states only these parameters."""

    name: str
    cost: Cost | None = None
    number: int | None = None
    filter: ObjectFilter | None = None
    gate: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class StaticAbility(Located):
    """A static ability (CR 604): continuous effects, cost reductions, rule modifications,
    and replacement effects on how the source enters."""

    effects: tuple[ContinuousEffect, ...] = ()
    cost_reductions: tuple[CostReduction, ...] = ()
    rules: tuple[RuleModification, ...] = ()
    enters_as_copy: EntersAsCopy | None = None
    enters_with: EntersWithCounters | None = None
    enters_tapped: EntersTapped | None = None
    gate: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class TriggeredAbility(Located):
    """A triggered ability (CR 603): its trigger, intervening "if" (CR 603.4), targets and
    effect."""

    trigger: Trigger
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    intervening_if: Condition | None = None
    gate: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Located):
    """An activated ability (CR 602): cost, effect, targets, timing ("Activate only as a
    sorcery", CR 602.5d), ``max_per_turn`` ("Activate only once each turn": 1, CR 602.5b;
    None: no limit), the zones it functions from (CR 113.6b), and ``condition`` ("Activate
    only if [condition]": it can't begin to be activated while the condition is false,
    CR 602.5)."""

    cost: Cost
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    timing: Timing = Timing.INSTANT
    zones: tuple[ZoneName, ...] = (ZoneName.BATTLEFIELD,)
    max_per_turn: int | None = None
    gate: bool = False
    text: str = ""
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class ManaAbility(Located):
    """A mana ability (CR 605.1a): ``{T}: Add`` one of ``produces`` (mana symbols without
    braces). ``intrinsic`` for a basic land's (CR 305.6). ``cost`` is its cost when that is
    not just {T} ("Sacrifice this creature: Add {R}{R}."); None: {T}. ``instead_if``: "If you
    control four or more creatures, add {G}{G} instead." -- while it holds as the ability is
    activated, it adds one of ``instead_produces`` (CR 614.1a, 605.1a)."""

    produces: tuple[str, ...]
    intrinsic: bool = False
    gate: bool = False
    text: str = ""
    cost: Cost | None = None
    instead_if: Condition | None = None
    instead_produces: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ReplacementAbility(Located):
    """ "If one or more tokens would be created under your control, those tokens plus [token]
    are created instead" (CR 614.1a; once per event, CR 616.1f)."""

    event: str
    whose: Whose
    extra: int
    token: TokenDefinition
    gate: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class SpellAbility(Located):
    """The text of an instant or sorcery (CR 113.3a): its targets and effect."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class ToSolve(Located):
    """ "To solve — [condition]" (CR 719.3a, 702.169a): at the beginning of its controller's end
    step, if the Case is unsolved and ``condition`` holds, it becomes solved (CR 603.4)."""

    condition: Condition
    text: str = ""


@dataclass(frozen=True, slots=True)
class CastFromGraveyard(Located):
    """The quoted ability "You may cast this card from your graveyard" (CR 601.3)."""


@dataclass(frozen=True, slots=True)
class KeywordName(Located):
    """A keyword granted by an effect ("gains flying"): its name."""

    name: str


GrantedAbility = KeywordName | CastFromGraveyard | ActivatedAbility | ManaAbility


@dataclass(frozen=True, slots=True)
class AdditionalCost(Located):
    """ "As an additional cost to cast this spell, discard a card / sacrifice a creature."
    (CR 601.2b, 601.2f-h): ``cost`` is paid with the spell's mana cost as it is cast; the
    spell can't be cast without paying it (CR 118.3)."""

    cost: Cost
    text: str = ""


Ability = (
    AdditionalCost
    | KeywordAbility
    | StaticAbility
    | TriggeredAbility
    | ActivatedAbility
    | ManaAbility
    | ReplacementAbility
    | SpellAbility
    | ToSolve
)

from .effects import Characteristics, Effect, TokenDefinition  # noqa: E402  (mutual references)

__all__ = [
    "Ability",
    "ActivatedAbility",
    "AdditionalCost",
    "Affected",
    "AnyOf",
    "CastFromGraveyard",
    "Characteristics",
    "ContinuousEffect",
    "Cost",
    "CostReduction",
    "Count",
    "Effect",
    "EntersAsCopy",
    "EntersTapped",
    "EntersWithCounters",
    "EventTrigger",
    "GrantedAbility",
    "KeywordAbility",
    "KeywordName",
    "ManaAbility",
    "ObjectRef",
    "ReplacementAbility",
    "RuleModification",
    "SacrificeCost",
    "SpellAbility",
    "StaticAbility",
    "StepTrigger",
    "ToSolve",
    "TokenDefinition",
    "Trigger",
    "TriggeredAbility",
]
