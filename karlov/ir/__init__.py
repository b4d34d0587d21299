"""The meaning layer: what a card means, as typed, serializable data (issue 7).

The compiler (:mod:`karlov.compiler`) lowers a card's AST into these classes; the runtime
(:mod:`karlov.runtime.build`) builds its ability objects from them; other consumers (explain,
JSON and its schema, targets for other engines) read them. Nothing here runs a game, and
nothing here imports the front end or the runtime.

Design:

- Every class is a frozen, slotted dataclass (``@ir_class``: ``@dataclass`` with a faster
  ``__init__``) subclassing :class:`IRNode`; every node that states meaning subclasses
  :class:`Located` and keeps the :class:`Span` of the text it came from (``span`` is
  keyword-only and not part of equality: two texts that mean the same compare equal).
- Field types are only ``str``, ``int``, ``bool``, ``None``, ``tuple[X, ...]``, ``StrEnum``
  subclasses (:mod:`.enums`), other IR classes, and unions of those — no dicts, callables,
  floats or ``Any`` — so a generic serializer and JSON Schema generator work from the type hints
  alone (``typing.get_type_hints`` resolves every hint from its module).
- Unions name the alternatives of one role: :data:`Quantity`, :data:`ObjectRef`,
  :data:`Condition`, :data:`Effect`, :data:`Trigger`, :data:`Ability`, :data:`GrantedAbility`.
- References inside an ability are data, not pointers: a target is an index into the ability's
  ``targets``; an object named earlier ("it", "that card") is a :class:`Mentioned` key that the
  instruction which found it recorded (``Action.remember``, ``ChosenObjects.key``).
- The solved gate (CR 702.169b–d) is a property of an ability (``gate``), not a wrapper.
- Predefined tokens (CR 111.10) are named, never described from reminder text (CR 207.2).
- Total: every ability a card has is stated here whole (nothing is played from text or from
  objects beside the IR), so a consumer of the IR alone plays the card. Conjure names a card
  (CR 701.47): the consumer looks the name up in its own library.

Modules: :mod:`.span` (root and spans), :mod:`.enums` (closed vocabularies), :mod:`.objects`
(quantities, players, filters, targets, object references), :mod:`.conditions`,
:mod:`.effects` (the effect tree and characteristics), :mod:`.abilities` (costs, triggers,
continuous effects, abilities by kind), :mod:`.card`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .abilities import (
    REPLACEMENT_EVENTS,
    RESTRICTIONS,
    Ability,
    ActivatedAbility,
    Affected,
    AnyOf,
    CastFromGraveyard,
    ContinuousEffect,
    Cost,
    CostPerExtraTarget,
    CostReduction,
    DiscardCardsCost,
    EntersAsCopy,
    EntersChoosing,
    EntersTapped,
    EntersWithCounters,
    EventTrigger,
    ExileFromGraveyardCost,
    ExileFromHandCost,
    GrantedAbility,
    KeywordAbility,
    KeywordName,
    KeywordOfChoice,
    LoyaltyCost,
    ManaAbility,
    ProtectionFromChosenColor,
    RemoveCountersCost,
    ReplacementAbility,
    Restriction,
    ReturnToHandCost,
    RoomAbility,
    RuleModification,
    SacrificeCost,
    SelfCostReduction,
    SpellAbility,
    StateTrigger,
    StaticAbility,
    StepTrigger,
    TapUntappedCost,
    ToSolve,
    Trigger,
    TriggeredAbility,
)
from .card import IR_VERSION, Card
from .conditions import (
    COMPARED_AMOUNTS,
    TURN_STEPS,
    AllConditions,
    AnyCondition,
    AttackedThisTurn,
    AttackedWithTotalPower,
    BeenAttackedThisStep,
    CardsDrawnThisTurn,
    CardsOfAPlayer,
    CardTypesAmong,
    CastDuringYourMainPhase,
    CastFrom,
    ColorsAmong,
    ComparedWithOpponents,
    CompletedDungeon,
    Condition,
    ControlsMore,
    HappenedThisTurn,
    HasCitysBlessing,
    InTurnWindow,
    IsYourTurn,
    LifeGainedThisTurn,
    LifeLostThisTurn,
    LifeTotal,
    NotCondition,
    ObjectCount,
    ObjectIs,
    OpponentCount,
    PlayerActedThisTurn,
    SearchedThisWay,
    SourceCounters,
    SourceEnchantedOrEquipped,
    SourceIs,
    SpellsCastThisTurn,
    TotalPower,
    TributeNotPaid,
    VoteResult,
    WasKicked,
    WonClash,
    WonFlip,
)
from .effects import (
    SKIPPED,
    Action,
    AddMana,
    Become,
    BecomeOfChoice,
    CantCast,
    Characteristics,
    DelayedInstruction,
    Effect,
    ForEachPlayer,
    GainAbilities,
    GainControl,
    IfCondition,
    IfDone,
    Instead,
    LoseAbilities,
    LoseAllAbilities,
    MakeChoice,
    MayDo,
    Modes,
    ModifyPT,
    NextDrawReplaced,
    PayEnergy,
    PayMana,
    PreventDamage,
    ReflexiveTrigger,
    Restrict,
    Sequence,
    SkipNext,
    SkipNextUntap,
    SwitchPT,
    TokenDefinition,
    UnlessPays,
    Vote,
    adds_mana,
    children,
    found_key,
    others_key,
)
from .enums import (
    Duration,
    Layer,
    PredefinedToken,
    Relation,
    Step,
    Timing,
    Verb,
    Whose,
    ZoneName,
)
from .objects import (
    AllObjects,
    AttackedBySource,
    BasicLandTypesAmong,
    ChosenObjects,
    ColorsSpent,
    Count,
    CountersRemovedForCost,
    Devotion,
    DiscardedCard,
    DividedAmount,
    EventAmount,
    EventObject,
    Fixed,
    GreatestAmong,
    HalfLife,
    LifeGained,
    Mentioned,
    NumberOf,
    ObjectFilter,
    ObjectRef,
    ObjectsAnd,
    Players,
    PowerOf,
    Quantity,
    Remaining,
    ResultOf,
    SacrificedForCost,
    SourceObject,
    TargetObjects,
    TargetSpec,
    TimesKicked,
    TopOfLibrary,
    TurnTally,
    TypeTest,
    ValueOf,
    VotesFor,
    XValue,
)
from .span import IRNode, Located, Span, ir_class

if TYPE_CHECKING:
    from .json import IRDecodeError, dumps, loads

# --- IR JSON and its schema (karlov/ir/json.py, karlov/ir/schema.py; branch irdata) ---------
# The codec loads on first use (``ir.dumps``, ``from karlov.ir import loads``): a check
# compiles cards to the IR and never writes or reads it as JSON, and the codec's import is
# a tenth of the IR's (issue 24). The __all__ entries: IRDecodeError, dumps, loads.
_JSON_NAMES = frozenset({"IRDecodeError", "dumps", "loads"})


def __getattr__(name: str) -> object:
    if name not in _JSON_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import json

    return getattr(json, name)


# --- end of the IR JSON block -----------------------------------------------------------------


def ir_classes() -> list[type[IRNode]]:
    """Every IR class, root first (for serializers and schema generators)."""
    import sys

    found: list[type[IRNode]] = []
    pending: list[type[IRNode]] = [IRNode]
    while pending:
        cls = pending.pop(0)
        # ``slots=True`` makes a new class; the class it replaced may linger as a subclass.
        if getattr(sys.modules[cls.__module__], cls.__name__, None) is not cls:
            continue
        if cls not in found:
            found.append(cls)
        pending.extend(cls.__subclasses__())
    return found


__all__ = [
    "COMPARED_AMOUNTS",
    "IR_VERSION",
    "REPLACEMENT_EVENTS",
    "RESTRICTIONS",
    "SKIPPED",
    "TURN_STEPS",
    "Ability",
    "Action",
    "ActivatedAbility",
    "AddMana",
    "Affected",
    "AllConditions",
    "AllObjects",
    "AnyCondition",
    "AnyOf",
    "AttackedBySource",
    "AttackedThisTurn",
    "AttackedWithTotalPower",
    "BasicLandTypesAmong",
    "Become",
    "BecomeOfChoice",
    "BeenAttackedThisStep",
    "CantCast",
    "Card",
    "CardTypesAmong",
    "CardsDrawnThisTurn",
    "CardsOfAPlayer",
    "CastDuringYourMainPhase",
    "CastFrom",
    "CastFromGraveyard",
    "Characteristics",
    "ChosenObjects",
    "ColorsAmong",
    "ColorsSpent",
    "ComparedWithOpponents",
    "CompletedDungeon",
    "Condition",
    "ContinuousEffect",
    "ControlsMore",
    "Cost",
    "CostPerExtraTarget",
    "CostReduction",
    "Count",
    "CountersRemovedForCost",
    "DelayedInstruction",
    "Devotion",
    "DiscardCardsCost",
    "DiscardedCard",
    "DividedAmount",
    "Duration",
    "Effect",
    "EntersAsCopy",
    "EntersChoosing",
    "EntersTapped",
    "EntersWithCounters",
    "EventAmount",
    "EventObject",
    "EventTrigger",
    "ExileFromGraveyardCost",
    "ExileFromHandCost",
    "Fixed",
    "ForEachPlayer",
    "GainAbilities",
    "GainControl",
    "GrantedAbility",
    "GreatestAmong",
    "HalfLife",
    "HappenedThisTurn",
    "HasCitysBlessing",
    "IRDecodeError",
    "IRNode",
    "IfCondition",
    "IfDone",
    "InTurnWindow",
    "Instead",
    "IsYourTurn",
    "KeywordAbility",
    "KeywordName",
    "KeywordOfChoice",
    "Layer",
    "LifeGained",
    "LifeGainedThisTurn",
    "LifeLostThisTurn",
    "LifeTotal",
    "Located",
    "LoseAbilities",
    "LoseAllAbilities",
    "LoyaltyCost",
    "MakeChoice",
    "ManaAbility",
    "MayDo",
    "Mentioned",
    "Modes",
    "ModifyPT",
    "NextDrawReplaced",
    "NotCondition",
    "NumberOf",
    "ObjectCount",
    "ObjectFilter",
    "ObjectIs",
    "ObjectRef",
    "ObjectsAnd",
    "OpponentCount",
    "PayEnergy",
    "PayMana",
    "PlayerActedThisTurn",
    "Players",
    "PowerOf",
    "PredefinedToken",
    "PreventDamage",
    "ProtectionFromChosenColor",
    "Quantity",
    "ReflexiveTrigger",
    "Relation",
    "Remaining",
    "RemoveCountersCost",
    "ReplacementAbility",
    "Restrict",
    "Restriction",
    "ResultOf",
    "ReturnToHandCost",
    "RoomAbility",
    "RuleModification",
    "SacrificeCost",
    "SacrificedForCost",
    "SearchedThisWay",
    "SelfCostReduction",
    "Sequence",
    "SkipNext",
    "SkipNextUntap",
    "SourceCounters",
    "SourceEnchantedOrEquipped",
    "SourceIs",
    "SourceObject",
    "Span",
    "SpellAbility",
    "SpellsCastThisTurn",
    "StateTrigger",
    "StaticAbility",
    "Step",
    "StepTrigger",
    "SwitchPT",
    "TapUntappedCost",
    "TargetObjects",
    "TargetSpec",
    "TimesKicked",
    "Timing",
    "ToSolve",
    "TokenDefinition",
    "TopOfLibrary",
    "TotalPower",
    "TributeNotPaid",
    "Trigger",
    "TriggeredAbility",
    "TurnTally",
    "TypeTest",
    "UnlessPays",
    "ValueOf",
    "Verb",
    "Vote",
    "VoteResult",
    "VotesFor",
    "WasKicked",
    "Whose",
    "WonClash",
    "WonFlip",
    "XValue",
    "ZoneName",
    "adds_mana",
    "children",
    "dumps",
    "found_key",
    "ir_class",
    "ir_classes",
    "loads",
    "others_key",
]
