"""The runtime plays IR: it builds its ability objects from a card's meaning (:mod:`karlov.ir`).

``card_definition(ir_card)`` is the :class:`~karlov.runtime.CardDefinition` of a card's IR:
its characteristics (CR 109.3) and an ability object per IR ability. The runtime never reads
card text, the AST or the compiler: what it plays is what the IR states. Effects are played
by the interpreter (:mod:`.execute`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import ir
from ..subtypes import CREATURE_TYPES
from . import effects as fx
from . import execute, soulbond, zone_casting
from .abilities import (
    RETURNED_ATTACKER_DEFENDER,
    ActivatedAbility,
    AdditionalCastCost,
    AdditionalLandPlays,
    Affinity,
    AlternativeCastCost,
    Awaken,
    Bestow,
    Blitz,
    Buyback,
    CantBeCountered,
    CantCastSpells,
    CantGainLife,
    CantPlayLands,
    CastAsThoughFlash,
    CastOnly,
    Cost,
    CostLessIf,
    CostLessPer,
    CostModifier,
    DamageNotRemovedInCleanup,
    Dash,
    DeckConstructionRule,
    Emerge,
    EntersReplacement,
    Entwine,
    Escalate,
    Evoke,
    ExertAsItAttacks,
    ExileCardsCost,
    Flashback,
    Gate,
    HexproofFrom,
    Kicker,
    LayerEffect,
    LifeFloor,
    LookAtTopOfLibrary,
    MaximumHandSize,
    MayNotUntap,
    ModeChoice,
    Morph,
    MostInCombat,
    Mutate,
    NoMaximumHandSize,
    OneSpellEachTurn,
    OthersEnterTapped,
    OthersEnterWithCounters,
    Overload,
    PlayerKeyword,
    PlayFromTopOfLibrary,
    Protection,
    Prowl,
    RemoveCountersFromCost,
    ReplacementEffect,
    Replicate,
    Restriction,
    SacrificeCost,
    SelfFlash,
    SkipStep,
    Spectacle,
    SpellAbility,
    SpellsCantBeCountered,
    Splice,
    StaticAbility,
    Surge,
    TapCost,
    TargetSpec,
    TopCardRevealed,
    TriggeredAbility,
)
from .conditions import TRIBUTE_PAID, SourceContext, condition
from .conditions import condition as build_condition
from .dungeons import room_ability
from .event_replacements import dredge, event_replacement, static_prevention
from .events import (
    BecameRenowned,
    BlockersDeclared,
    CountersRemoved,
    CreatureAttacks,
    CreatureBlocks,
    Exploited,
    SpellCast,
    StepBegan,
    WouldCreateTokens,
    WouldMove,
    ZoneChange,
)
from .filters import (
    CHOSEN_COLOR,
    CHOSEN_TYPE,
    Matcher,
    _compared_number,
    died_this_turn,
    players_of,
    source_choice,
)
from .mana import ManaCost
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    MERGED_CARDS,
    STACK,
    CardDefinition,
    GameObject,
    LastKnown,
    Player,
)
from .records import StackAbility
from .tokens import predefined_token
from .trigger_match import becomes_blocked as _becomes_blocked
from .trigger_match import trigger_condition

if TYPE_CHECKING:
    from .game import Game
    from .objects import Characteristics

__all__ = [
    "ability_objects",
    "activated",
    "activated_ability",
    "card_definition",
    "cost",
    "effect_function",
    "target_specs",
    "trigger_condition",
    "triggered",
    "triggered_ability",
]

#: What a spell or ability does as it resolves (CR 608.2): ``run(game, resolution)``.
Run = Callable[["Game", Any], None]

#: How the runtime plays an ability's effect IR: ``(effect, targets) -> (run, runtime target
#: specs)``, the interpreter (:mod:`.execute`) given what the effects name (:func:`runner`).
EffectRunner = Callable[[ir.Effect, tuple[ir.TargetSpec, ...]], tuple[Run, Sequence[TargetSpec]]]


def _gate(ability: ir.Ability) -> Gate | None:
    """The solved gate (CR 702.169b–d) of an ability that has one."""
    return fx.solved_gate if getattr(ability, "gate", False) else None


def card_definition(
    card: ir.Card,
    definitions: execute.Definitions = execute.NO_DEFINITIONS,
    effects: EffectRunner | None = None,
) -> CardDefinition:
    """The runtime definition of ``card``; ``definitions`` are what its effects name without
    stating (:class:`.execute.Definitions`). ``effects`` plays effect IR: by default the
    interpreter (:func:`runner`); a test may watch the effects with its own."""
    objects: list[Any] = []
    effects = effects or runner(definitions)
    spells = [a for a in card.abilities if isinstance(a, ir.SpellAbility)]
    if len(spells) > 1 and any(
        isinstance(a.effect, ir.Modes) and a.effect.repeatable for a in spells
    ):  # the copies' targets are numbered after the modes' own (_repeated_modes)
        raise ValueError("repeatable modes beside another paragraph of the spell")
    for ability in card.abilities:
        objects.extend(ability_objects(ability, effects))
    # CR 702.96a, 702.96c: the paragraphs overload's text change makes are its own, the
    # spell's text only when it was cast for its overload cost (layers.overloaded_text)
    variants = tuple(o for o in objects if isinstance(o, SpellAbility) and o.overloaded)
    if variants:
        overload = next((o for o in objects if isinstance(o, Overload)), None)
        if overload is None:
            raise ValueError("paragraphs changed by overload without an overload ability")
        overload.variants = variants
        objects = [o for o in objects if not (isinstance(o, SpellAbility) and o.overloaded)]
    return CardDefinition(
        card.name,
        card.mana_cost,
        types=card.types,
        subtypes=card.subtypes,
        supertypes=card.supertypes,
        power=card.power,
        toughness=card.toughness,
        abilities=tuple(objects),
        text=card.text,
        loyalty=card.loyalty,
    )


def _mode_choice(modes: ir.Modes, labels: tuple[str, ...] = ()) -> ModeChoice:
    """How many of the modes the caster chooses (CR 700.2): exactly N, at least N of them,
    each once (CR 700.2d), or up to N of them ("choose up to one —": none at all removes a
    triggered ability from the stack, CR 700.2b)."""
    count = modes.count
    if count.is_x:
        raise ValueError(f"no choice of {count.relation.value} X modes")
    if modes.repeatable:
        raise ValueError("repeatable modes not laid out (see _repeated_modes)")
    least = 0 if count.relation is ir.Relation.AT_MOST else count.value
    most = len(modes.modes) if count.relation is ir.Relation.AT_LEAST else count.value
    targets = modes.targets or tuple(() for _ in modes.modes)
    texts = modes.texts or tuple(f"mode {i + 1}" for i in range(len(modes.modes)))
    return ModeChoice(least, most, texts, targets, labels)


_AGAIN = ("", " (again)", " (a third time)", " (a fourth time)")


def _repeated_modes(
    modes: ir.Modes, targets: tuple[ir.TargetSpec, ...]
) -> tuple[ir.Modes, tuple[ir.TargetSpec, ...], tuple[str, ...]]:
    """ "Choose three. You may choose the same mode more than once." (CR 700.2d): "the spell
    is treated as if that mode appeared that many times in sequence", each time with targets
    of its own. Laid out for the choice as each mode listed once for each time it may be
    chosen, in printed order (so a mode chosen twice is done twice in sequence), its later
    copies naming new targets of the same kind; then exactly N of them are chosen, each once.
    Returns the laid-out modes, the spell's targets with the copies' appended, and the label
    of each mode for the choice (its printed number, and "(again)" for a copy)."""
    times = modes.count.value
    if modes.count.relation is not ir.Relation.EXACTLY or modes.count.is_x:
        raise ValueError("repeatable modes are chosen an exact number of times")
    if times > len(_AGAIN):
        raise ValueError(f"a mode chosen up to {times} times")
    all_targets = list(targets)
    named_by = modes.targets or tuple(() for _ in modes.modes)
    texts = modes.texts or tuple(f"mode {i + 1}" for i in range(len(modes.modes)))
    laid: list[ir.Effect] = []
    named: list[tuple[int, ...]] = []
    shown: list[str] = []
    labels: list[str] = []
    for number, (mode, indices, text) in enumerate(
        zip(modes.modes, named_by, texts, strict=True), 1
    ):
        for time in range(times):
            mapping = {}
            if time:  # a copy: new targets like the mode's own (CR 700.2d)
                for index in indices:
                    mapping[index] = len(all_targets)
                    all_targets.append(targets[index])
                for index in indices:
                    spec = all_targets[mapping[index]]
                    if spec.distinct_from:
                        renamed = tuple(mapping.get(i, i) for i in spec.distinct_from)
                        all_targets[mapping[index]] = dataclasses.replace(
                            spec, distinct_from=renamed
                        )
            laid.append(_renumbered(mode, mapping))
            named.append(tuple(mapping.get(i, i) for i in indices))
            shown.append(text)
            labels.append(f"{number}. {text}{_AGAIN[time]}")
    laid_out = dataclasses.replace(
        modes, modes=tuple(laid), targets=tuple(named), texts=tuple(shown), repeatable=False
    )
    return laid_out, tuple(all_targets), tuple(labels)


def _renumbered(node: Any, mapping: dict[int, int]) -> Any:
    """``node`` (an IR value) with each target index in ``mapping`` (a ``target_index``, a
    ``distinct_from``) replaced by the index it maps to."""
    if not mapping:
        return node
    if isinstance(node, tuple):
        return tuple(_renumbered(item, mapping) for item in node)
    fields = getattr(node, "__dataclass_fields__", None)
    if fields is None or isinstance(node, type):
        return node
    changes: dict[str, Any] = {}
    for name in fields:
        value = getattr(node, name)
        if name == "target_index" and isinstance(value, int) and value in mapping:
            changes[name] = mapping[value]
        elif name == "distinct_from" and isinstance(value, tuple):
            changes[name] = tuple(mapping.get(i, i) for i in value)
        else:
            new = _renumbered(value, mapping)
            if new is not value:
                changes[name] = new
    return dataclasses.replace(node, **changes) if changes else node


def ability_objects(ability: ir.Ability, effects: EffectRunner | None = None) -> list[Any]:
    """The runtime objects of one IR ability; ``effects`` plays the effects of its spell,
    triggered and activated abilities (their triggers, costs and restrictions are built
    here)."""
    if effects is None:
        effects = runner(execute.NO_DEFINITIONS)
    if isinstance(ability, ir.SpellAbility):
        # CR 113.3a; the target numbers of a card's spell abilities run on from one paragraph
        # to the next (they are one ability to the rules, CR 608.2c).
        effect, targets, labels = ability.effect, ability.targets, ()
        if isinstance(effect, ir.Modes) and effect.repeatable:  # CR 700.2d
            effect, targets, labels = _repeated_modes(effect, targets)
        spell = SpellAbility(*effects(effect, targets), ability.text)
        spell.overloaded = ability.overloaded  # CR 702.96c: the text overload changes it to
        if isinstance(effect, ir.Modes):  # CR 700.2: chosen as it is cast
            spell.modes = _mode_choice(effect, labels)
        if ability.additional_cost is not None:  # CR 601.2f: paid as it is cast
            spell.additional_cost = cost(ability.additional_cost)
        extra: list[Any] = []
        if ability.cost_reduction is not None and ability.cost_reduction.per is not None:
            extra.append(_cost_less_per(ability.cost_reduction, ability.text))  # CR 601.2f
        elif ability.cost_reduction is not None:  # CR 601.2f, 113.6d
            reduction = ability.cost_reduction
            assert reduction.condition is not None
            spell.cost_reduction = (reduction.generic, condition(reduction.condition))
        if ability.cost_increase is not None:  # strive (CR 601.2f)
            spell.cost_per_extra_target = ability.cost_increase.mana
        return [spell, *extra]
    if isinstance(ability, ir.RoomAbility):
        # CR 309.4c: the room ability, triggering as its owner's venture marker enters it
        run, targets = effects(ability.effect, ability.targets)
        return [room_ability(ability.room, ability.exits, run, targets, ability.text)]
    if isinstance(ability, ir.KeywordAbility):
        if ability.name == "dash" and ability.cost is not None and ability.cost.mana:
            if ability.gate:
                raise TypeError("a solved gate on the keyword 'dash'")
            return _dash(ability.cost.mana)
        if ability.name == "blitz" and ability.cost is not None and ability.cost.mana:
            if ability.gate:
                raise TypeError("a solved gate on the keyword 'blitz'")
            return _blitz(ability.cost.mana)  # CR 702.152a
        if ability.name in ("morph", "megamorph") and ability.cost is not None:
            others = dataclasses.replace(ability.cost, mana=None)
            paid = (
                others.pay_life
                or others.sacrifices
                or others.discard
                or others.return_to_hand
                or others.discard_cards
            )
            if ability.gate or not (ability.cost.mana or paid):
                raise TypeError(f"the keyword {ability.name!r} without a cost")
            # CR 702.37a-b: the casting face down and turning face up are the rules' own;
            # the life, sacrifices and discards of "Morph—Pay 5 life." paid with its mana
            megamorph = ability.name == "megamorph"
            extra = cost_of(others) if paid else None
            mana = ability.cost.mana or "{0}"
            return [Morph(mana, megamorph, text=ability.text, extra=extra)]
        if ability.name == "prowl" and ability.cost is not None and ability.cost.mana:
            if ability.gate:
                raise TypeError("a solved gate on the keyword 'prowl'")
            return [Prowl(ability.cost.mana, text=f"Prowl {ability.cost.mana}")]
        if ability.name == "overload" and ability.cost is not None and ability.cost.mana:
            if ability.gate:
                raise TypeError("a solved gate on the keyword 'overload'")
            return [Overload(ability.cost.mana, text=f"Overload {ability.cost.mana}")]
        if ability.name == "evoke" and ability.cost is not None and ability.cost.mana:
            if ability.gate:
                raise TypeError("a solved gate on the keyword 'evoke'")
            return _evoke(ability.cost.mana)
        if ability.name == "evoke" and ability.cost is not None:
            # "Evoke—Exile a white card from your hand" (CR 702.74a): no mana, actions
            if ability.gate:
                raise TypeError("a solved gate on the keyword 'evoke'")
            shown = ability.text[:1].upper() + ability.text[1:]
            return _evoke("{0}", extra=cost(ability.cost), shown=shown)
        if ability.name == "suspend" and ability.number is not None and ability.cost is not None:
            if ability.gate or not ability.cost.mana:
                raise TypeError("suspend under a solved gate or without a mana cost")
            return zone_casting.suspend(ability.number, ability.cost.mana)  # CR 702.62a
        if ability.name == "awaken" and ability.number is not None and ability.cost is not None:
            if ability.gate or not ability.cost.mana:
                raise TypeError("awaken under a solved gate or without a mana cost")
            return [_awaken(ability.number, ability.cost.mana)]  # CR 702.113a
        if ability.name == "conspire" and not ability.gate:
            return ["conspire", _conspire()]  # CR 702.78a
        if ability.name == "replicate" and ability.cost is not None and ability.cost.mana:
            if ability.gate:
                raise TypeError("a solved gate on the keyword 'replicate'")
            mana = ability.cost.mana  # CR 702.56a: the additional cost and the trigger
            return [Replicate(mana, text=f"Replicate {mana}"), _replicate()]
        if ability.name == "bloodthirst" and ability.number is None and not ability.gate:
            return [_bloodthirst_x()]  # CR 702.54b
        if ability.name == "epic" and not ability.gate:
            return [_epic()]  # CR 702.50a: two spell abilities
        if ability.name == "unleash" and not ability.gate:
            return ["unleash", *_unleash()]  # CR 702.98a: two static abilities
        if ability.name == "soulbond" and not ability.gate:
            return ["soulbond", *soulbond.soulbond()]  # CR 702.95a: two triggered abilities
        pair = RULES_NUMBER_KEYWORD_PAIRS.get(ability.name)
        if pair is not None and ability.number is not None and not ability.gate:
            return pair(ability.number)
        if ability.name == "champion" and ability.filter is not None and not ability.gate:
            return _champion(ability.filter)  # CR 702.72a: two linked abilities
        return [_keyword(ability)]
    if isinstance(ability, ir.ManaAbility):
        if ability.intrinsic:
            # The layer system gives a land the mana ability of each basic land type it has
            # now (CR 305.6), so a land whose types change gains or loses it (CR 305.7).
            return []
        return [_mana_ability(ability)]
    if isinstance(ability, ir.StaticAbility):
        return _static(ability, effects)
    if isinstance(ability, ir.ReplacementAbility):
        return [_replacement(ability)]
    if isinstance(ability, ir.ToSolve):
        return [fx.to_solve(condition(ability.condition), text=ability.text)]  # CR 719.3a
    if isinstance(ability, ir.TriggeredAbility):
        built: TriggeredAbility | ActivatedAbility
        built = triggered(ability, *effects(ability.effect, ability.targets))
    elif isinstance(ability, ir.ActivatedAbility):
        built = activated(ability, *effects(ability.effect, ability.targets))
    else:
        raise TypeError(f"the runtime cannot build {type(ability).__name__} from the IR yet")
    if isinstance(ability.effect, ir.Modes):  # CR 700.2a-b: chosen as it goes on the stack
        built.modes = _mode_choice(ability.effect)
    return [built]


def _mana_ability(ability: ir.ManaAbility) -> ActivatedAbility:
    """A mana ability (CR 605.1a) from its IR: {T}, or the cost it states."""
    paid = cost(ability.cost) if ability.cost is not None else None
    built = fx.mana_ability(*ability.produces, text=ability.text, cost=paid)
    built.zones = tuple(zone.value for zone in ability.zones)  # CR 113.6b
    if ability.of_chosen_color:
        built.mana_of_chosen_color = True  # "Add one mana of the chosen color." (CR 607.2a)
    if ability.or_chosen_color:
        built.mana_or_chosen_color = True  # "Add {R} or one mana of the chosen color."
    if ability.instead_if is not None:
        options = tuple(tuple(o) for o in ability.instead_produces)
        built.mana_instead = (condition(ability.instead_if), options)
    return built


def runner(definitions: execute.Definitions = execute.NO_DEFINITIONS) -> EffectRunner:
    """How this runtime plays effect IR: the interpreter, with ``definitions``."""

    def run(
        effect: ir.Effect, targets: tuple[ir.TargetSpec, ...]
    ) -> tuple[Run, Sequence[TargetSpec]]:
        return effect_function(effect, definitions), target_specs(targets)

    return run


def effect_function(
    effect: ir.Effect, definitions: execute.Definitions = execute.NO_DEFINITIONS
) -> Callable[[Game, Any], None]:
    """A one-shot effect as the runtime calls it, ``effect(game, res)``: the interpreter
    (:func:`.execute.run_effect`) following the IR tree as it resolves (CR 608.2)."""

    def resolve(game: Game, res: Any) -> None:
        execute.run_effect(effect, game, res, definitions)

    return resolve


def target_specs(specs: Sequence[ir.TargetSpec]) -> tuple[TargetSpec, ...]:
    """The runtime's target specifications of an ability's targets (CR 115.1, 601.2c)."""
    return tuple(target_spec(spec) for spec in specs)


def target_spec(spec: ir.TargetSpec) -> TargetSpec:
    """One target phrase: "any target" (CR 115.4), "target player/opponent", or objects
    matching a filter, chosen in the filter's zone (permanents on the battlefield, spells on
    the stack, cards elsewhere: CR 115.1); ``distribute`` divides an amount (CR 601.2d);
    ``times_x`` makes the bounds per X announced (CR 601.2b-c, 107.3)."""
    built = _target_spec(spec)
    if spec.only_if_kicked:  # CR 601.2c: a target chosen only if the spell was kicked
        built = dataclasses.replace(built, only_if_kicked=True)
    if spec.times_x and spec.x_is is not None:
        return dataclasses.replace(built, per_x=True, x_count=_target_count(spec.x_is))
    return dataclasses.replace(built, per_x=True) if spec.times_x else built


def _target_count(value: ir.Quantity) -> Callable[[Game, Any], int]:
    """The X of "up to X target lands, where X is ..." as the targets are chosen (CR 601.2c,
    107.3c): the number of verse counters on the source (CR 122.1), the times it was kicked
    (CR 702.33c-d), the number of opponents (CR 102.3), or of objects matching a filter then."""
    if isinstance(value, ir.TimesMutated):  # CR 702.140d

        def mutated(game: Game, ctx: Any) -> int:
            source = getattr(ctx, "source", None)
            source = source.obj if isinstance(source, LastKnown) else source
            return fx.times_mutated(source)

        return mutated
    if isinstance(value, ir.TimesKicked):
        times = value.times

        def kicked(game: Game, ctx: Any) -> int:
            source = getattr(ctx, "source", None)
            source = source.obj if isinstance(source, LastKnown) else source
            return times * fx.times_kicked(source) if source is not None else 0

        return kicked
    if isinstance(value, ir.PlayerCount):
        who, times = players_of(value.players), value.times
        return lambda game, ctx: times * len(who(game, ctx))
    number = _compared_number(value)  # a number, a count of objects, counters on the source
    return lambda game, ctx: int(number(game, ctx) or 0)


def _target_spec(spec: ir.TargetSpec) -> TargetSpec:
    low = spec.minimum
    high = spec.maximum if spec.maximum is not None else 99
    distribute = _divided(spec.distribute)
    if spec.objects and spec.players is not None and spec.filter is not None:
        return _player_or_object(spec, low, high, distribute)
    if spec.objects and spec.players is not None:
        # "any target and ... another target": not the earlier one (CR 115.3)
        return TargetSpec.any_target(
            spec.description,
            min=low,
            max=high,
            distribute=distribute,
            distinct_from=spec.distinct_from,
        )
    if spec.players is not None:
        only_opponents = spec.players is ir.Whose.OPPONENT
        return TargetSpec.player(
            spec.description,
            (lambda game, cand, c: cand is not c.controller) if only_opponents else None,
            min=low,
            max=high,
            distribute=distribute,
        )
    filt = spec.filter
    assert filt is not None
    zone = filt.zone.value
    if zone == BATTLEFIELD:
        kinds, zones = frozenset({"permanent"}), ()
    elif zone == STACK:
        kinds, zones = frozenset({"spell"}), ()
    else:
        kinds, zones = frozenset({"card"}), (zone,)
    own_zone = bool(zones) and filt.zone_owner is ir.Whose.YOU
    opponents_zone = bool(zones) and filt.zone_owner is ir.Whose.OPPONENT

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        # "target creature card from your graveyard": a card in your own zone (CR 115.1).
        if own_zone and not (isinstance(obj, GameObject) and obj.owner is ctx.controller):
            return False
        # "target card from an opponent's graveyard": in the zone of any one opponent (a
        # player's graveyard holds the cards that player owns, CR 400.3, 102.2).
        if opponents_zone and not (
            isinstance(obj, GameObject) and obj.owner in game.opponents(ctx.controller)
        ):
            return False
        # The matcher is built when targets are first chosen (most cards never are).
        return execute.matcher(filt).matches(game, obj, ctx)

    return TargetSpec(
        spec.description,
        test,
        min=low,
        max=high,
        kinds=kinds,
        zones=zones,
        distribute=distribute,
        distinct_from=spec.distinct_from,
        same_owner=spec.single_zone,
    )


def _player_or_object(spec: ir.TargetSpec, low: int, high: int, distribute: Any) -> TargetSpec:
    """ "target player or planeswalker", "target opponent or planeswalker" (CR 115.1): a
    player (an opponent only for ``players`` opponent) or a permanent matching the filter."""
    filt = spec.filter
    assert filt is not None and filt.zone is ir.ZoneName.BATTLEFIELD
    only_opponents = spec.players is ir.Whose.OPPONENT

    def test(game: Game, cand: Any, ctx: Any) -> bool:
        if isinstance(cand, Player):
            return not only_opponents or cand is not ctx.controller
        return execute.matcher(filt).matches(game, cand, ctx)

    return TargetSpec(
        spec.description,
        test,
        min=low,
        max=high,
        kinds=frozenset({"permanent", "player"}),
        distribute=distribute,
    )


def _divided(amount: ir.Quantity | None) -> int | Callable[[Game, Any], int] | None:
    """The amount a target spec divides (CR 601.2d): fixed, of the triggering event, or the X
    announced as the spell was cast or the ability activated (CR 601.2b, 602.2b)."""
    if amount is None:
        return None
    if isinstance(amount, ir.Fixed):
        return amount.value
    if isinstance(amount, ir.EventAmount) and amount.of == "attackers":
        return lambda game, c: len(getattr(getattr(c, "event", None), "attackers", {}))
    if isinstance(amount, ir.XValue):  # X, announced before the division (CR 601.2b-d)
        return lambda game, c: int(getattr(c, "x", 0) or 0)
    raise TypeError(f"the runtime cannot divide {type(amount).__name__}")


def granted(ability: ir.GrantedAbility, effects: EffectRunner | None = None) -> Any:
    """An ability an effect grants (CR 113.2c): a keyword, a quoted mana ability, or a quoted
    activated ability ("{3}, {T}: Tap target creature."), whose effect ``effects`` plays."""
    if isinstance(ability, ir.ActivatedAbility):
        run, targets = (effects or runner())(ability.effect, ability.targets)
        return activated(ability, run, targets)
    if isinstance(ability, ir.KeywordName):
        if ability.name in RULES_KEYWORDS:
            return RULES_KEYWORDS[ability.name]()
        return ability.name
    if isinstance(ability, ir.KeywordAbility) and ability.name == "protection":
        return _keyword(ability)  # "have protection from black", as printed (CR 702.16a)
    if isinstance(ability, ir.KeywordAbility) and ability.name in ir.GRANTABLE_KEYWORDS:
        # "have ward {2}", "have "Cumulative upkeep {1}."" (CR 113.1a, 702.21a, 702.24a): the
        # keyword's triggered ability, as printed
        return _keyword(ability)
    if isinstance(ability, ir.ManaAbility):
        return _mana_ability(ability)
    if isinstance(ability, ir.TriggeredAbility):  # a quoted triggered ability (CR 603)
        run, targets = (effects or runner())(ability.effect, ability.targets)
        return triggered(ability, run, targets)
    raise TypeError(f"the runtime cannot grant {type(ability).__name__} from the IR yet")


def _affects(affected: ir.Affected) -> Callable[..., bool]:
    """Which objects a static ability's layer effect applies to."""
    matcher = Matcher(affected.filter) if affected.filter is not None else None
    if affected.paired:

        def paired(game: Game, obj: Any, chars: Any, source: Any) -> bool:
            # CR 702.95b: the source and the creature it is paired with
            return soulbond.partner(game, source) is not None and (
                obj is source or obj is soulbond.partner(game, source)
            )

        return paired
    if affected.attached:

        def attached(game: Game, obj: Any, chars: Any, source: Any) -> bool:
            if not fx.attached_to_source(game, obj, chars, source):
                return False
            return matcher is None or matcher.chars_ok_for(chars, source)

        return attached
    if matcher is None:
        return fx.self_only

    def affects(game: Game, obj: Any, chars: Any, source: Any) -> bool:
        ctx = SourceContext.of(source, game)
        return obj.zone == matcher.zone and matcher.matches(game, obj, ctx)

    affects.matcher = matcher  # type: ignore[attr-defined]  # read by layers.is_pure
    return affects


def _replaced_subtypes(subtypes: tuple[str, ...]) -> Callable[..., None]:
    """Layer 4, "is an Island" / "is a Demon Spirit" (no "in addition to its other types"):
    one basic land type replaces a land's land types and its rules text's abilities (CR
    305.7); creature types replace the creature types (CR 205.1a)."""
    basic = {name.lower() for name in execute.BASIC_LAND_TYPES}
    if len(subtypes) == 1 and subtypes[0] in basic:
        return execute.set_basic_land_type(subtypes[0])
    return execute.replace_creature_types(frozenset(subtypes))


def _of_chosen_color(ability: ir.GrantedAbility) -> bool:
    """ "protection from the chosen color" (the color its source chose as it entered)."""
    return (
        isinstance(ability, ir.KeywordAbility)
        and ability.filter is not None
        and ability.filter.chosen == "color"
    )


def _add_abilities_of_choice(
    abilities: tuple[ir.GrantedAbility, ...], effects: EffectRunner | None
) -> Callable[..., None]:
    """Layer 6: "has protection from the chosen color" (CR 702.16a) with the other abilities
    granted beside it: protection from the color the effect's source chose as it entered (CR
    614.12, 607.2a), read from the source as the effect applies; nothing if it chose none."""
    fixed = [granted(a, effects) for a in abilities if not _of_chosen_color(a)]

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        letter = source_choice(source, "color")
        found = list(fixed)
        if letter is not None:
            found.append(execute.protection_from_color(letter))
        for a in found:
            if a not in ch.abilities:
                ch.abilities.append(a)

    return f


def _chosen_type_or_color(kind: str) -> Any:
    """ "~ is the chosen type in addition to its other types." (layer 4) / "~ is the chosen
    color." (layer 5): what the source chose as it entered (CR 614.12, 607.2a), read when the
    effect applies; a source that chose nothing changes nothing."""

    def f(game: Game, obj: Any, ch: Any, source: Any) -> None:
        if kind == "creature_type":
            chosen = source_choice(source, "type")
            if chosen is not None:
                ch.subtypes |= {chosen}
            return
        letter = source_choice(source, "color")
        if letter is not None:
            ch.colors = {letter.upper()}

    return f


def _layer_effect(effect: ir.ContinuousEffect, effects: EffectRunner | None = None) -> LayerEffect:
    """One continuous effect in its layer (CR 613.1, 613.4)."""
    layer = effect.layer
    if layer is ir.Layer.CONTROL and effect.control:
        modify = fx.controlled_by_source_controller()
    elif effect.chosen:
        modify = _chosen_type_or_color(effect.chosen)
    elif layer is ir.Layer.TYPE and effect.remove_types:
        if effect.add_types or effect.add_subtypes or effect.replace_subtypes:
            raise TypeError("a layer-4 effect that both adds and removes types")
        modify = fx.remove_types(effect.remove_types)
    elif layer is ir.Layer.TYPE and effect.replace_subtypes:
        modify = _replaced_subtypes(effect.add_subtypes)
    elif layer is ir.Layer.TYPE:
        modify = fx.add_types(effect.add_types, effect.add_subtypes)
    elif layer is ir.Layer.COLOR and effect.add_colors:
        if effect.set_colors:
            raise TypeError("a layer-5 effect that both sets and adds colors")
        modify = fx.add_colors(effect.add_colors)  # CR 105.3: in addition to its colors
    elif layer is ir.Layer.COLOR:
        modify = fx.set_colors(effect.set_colors)
    elif layer is ir.Layer.ABILITY and effect.remove_all_abilities:
        if effect.add_abilities or effect.remove_keywords:
            raise TypeError("a layer-6 effect that both removes all abilities and more")
        modify = fx.remove_all_abilities()
    elif layer is ir.Layer.ABILITY and effect.remove_keywords:
        if effect.add_abilities:
            raise TypeError("a layer-6 effect that both adds and removes abilities")
        modify = fx.remove_keywords(effect.remove_keywords)
    elif layer is ir.Layer.ABILITY and any(_of_chosen_color(a) for a in effect.add_abilities):
        modify = _add_abilities_of_choice(effect.add_abilities, effects)
    elif layer is ir.Layer.ABILITY:
        modify = fx.add_abilities(*[granted(a, effects) for a in effect.add_abilities])
    elif layer is ir.Layer.PT_CDA:
        modify = fx.define_pt(_counted(effect.define_power), _counted(effect.define_toughness))
    elif layer is ir.Layer.PT_SET:
        modify = fx.set_pt(effect.set_power, effect.set_toughness)
    elif layer is ir.Layer.PT_MODIFY and effect.per_x is not None:
        # "gets -X/-0, where X is the number of cards in your graveyard": X counted now from
        # the source's point of view (CR 611.3a, 613.4c); below 0 it is 0 (CR 107.1b)
        x = _counted(effect.per_x)
        assert x is not None
        modify = fx.modify_pt_for_each(
            effect.power, effect.toughness, lambda game, ctx: max(0, x(game, ctx.source))
        )
    elif layer is ir.Layer.PT_MODIFY and effect.per is not None:
        # "for each charge counter on ~": the source's counters now (CR 122.1, 611.3a)
        counted = _counted(effect.per)
        assert counted is not None
        modify = fx.modify_pt_for_each(
            effect.power, effect.toughness, lambda game, ctx: counted(game, ctx.source)
        )
    elif layer is ir.Layer.PT_MODIFY and effect.for_each is not None:
        count = _per_object_count(Matcher(effect.for_each), effect.for_each_basic_land_type)
        others = effect.for_each_other_than_affected  # "for each other creature you control"
        modify = fx.modify_pt_for_each(effect.power, effect.toughness, count, others)
    elif layer is ir.Layer.PT_MODIFY:
        modify = fx.modify_pt(effect.power, effect.toughness)
    else:
        raise TypeError(f"no layer effect for layer {layer.value}")
    return LayerEffect(layer.value, modify, _affects(effect.affected))


def _per_object_count(counted: Matcher, basic_land_types: bool) -> Callable[[Game, Any], Any]:
    """What "for each [filter]" of a static ability counts, in a source's context: the objects
    the filter finds (a list, so one of them can be left out), or with ``basic_land_types``
    the number of basic land types among them (domain, CR 305.6)."""
    if basic_land_types:
        return lambda game, ctx: execute.basic_land_types_among(game, counted.candidates(game, ctx))
    return lambda game, ctx: counted.candidates(game, ctx)


def _counted(quantity: ir.Quantity | None) -> Callable[[Game, Any], int] | None:
    """A number a static ability counts from its source's point of view, its controller
    being "you" (CR 604.3, 613.4a): objects matching a filter, or its controller's devotion
    (CR 700.5)."""
    if quantity is None:
        return None
    if isinstance(quantity, ir.NumberOf):
        counted, times = Matcher(quantity.filter), quantity.times
        if quantity.filter.died_this_turn:
            return lambda game, source: (
                times * died_this_turn(game, counted, game.controller(source))
            )
        return lambda game, source: (
            times * len(counted.candidates(game, SourceContext.of(source, game)))
        )
    if isinstance(quantity, ir.BasicLandTypesAmong):
        among, times = Matcher(quantity.filter), quantity.times
        return lambda game, source: (
            times
            * execute.basic_land_types_among(
                game, among.candidates(game, SourceContext.of(source, game))
            )
        )
    if isinstance(quantity, ir.CountersOn) and isinstance(quantity.of, ir.SourceObject):
        # "the number of charge counters on it" of the source itself (CR 122.1)
        kind, times = quantity.counter, quantity.times
        return lambda game, source: times * execute.counters_on(game, source, kind)
    if isinstance(quantity, ir.Fixed):
        value = quantity.value
        return lambda game, source: value
    if isinstance(quantity, ir.Sum):
        # "1 plus the number of lands you control" (CR 107.3, 604.3)
        terms = [_counted(term) for term in quantity.terms]
        return lambda game, source: sum(term(game, source) for term in terms)  # type: ignore[misc]
    if isinstance(quantity, ir.Scaled):
        # "half the number of Forests you control, rounded down" (CR 107.3, 107.1a, 604.3)
        of, scaling = _counted(quantity.of), quantity
        return lambda game, source: execute.scaled(of(game, source), scaling)  # type: ignore[misc]
    if isinstance(quantity, ir.Difference):
        # "7 minus the number of cards in your hand": a power may be less than 0 (CR 107.1b)
        of, minus = _counted(quantity.of), _counted(quantity.minus)
        return lambda game, source: of(game, source) - minus(game, source)  # type: ignore[misc]
    if isinstance(quantity, ir.GreatestAmong):
        # "the greatest power among creature cards in your graveyard" (CR 208.1, 202.3)
        among, characteristic = Matcher(quantity.filter), quantity.characteristic
        return lambda game, source: max(
            (
                execute.value_of(game, obj, characteristic)
                for obj in among.candidates(game, SourceContext.of(source, game))
            ),
            default=0,
        )
    if isinstance(quantity, ir.LifeTotalOf) and quantity.who.who == "you":
        # "your life total" (CR 119.1)
        return lambda game, source: game.controller(source).life
    if isinstance(quantity, ir.LifeGained) and quantity.who.who == "you":
        # "the amount of life you gained this turn" (CR 119.3)
        return lambda game, source: game.history.life_gained_by(game.controller(source))
    if isinstance(quantity, ir.TurnTally) and quantity.who.who == "you":
        # "the life you've lost this turn", "the number of cards you've drawn this turn"
        return _turn_tally(quantity)
    if isinstance(quantity, ir.Devotion) and quantity.who.who == "you":
        colors = frozenset(quantity.colors)
        return lambda game, source: execute.devotion(game, [game.controller(source)], colors)
    raise TypeError(f"a static ability cannot count {quantity}")


def _turn_tally(quantity: ir.TurnTally) -> Callable[[Game, Any], int]:
    """What a static ability's controller did this turn, from the turn's history: the life
    they lost (CR 119.3, 120.3a), the damage dealt to them (CR 120.3), the cards they drew or
    discarded (CR 121.1, 701.9a)."""
    event, times = quantity.event, quantity.times

    def count(game: Game, source: Any) -> int:
        history, player = game.history, game.controller(source)
        if event == "lost_life":
            return times * history.life_lost[player.index]
        if event == "dealt_damage":
            return times * history.damage_dealt_to_player(player)
        return times * len(execute.tally_acts(history, player, quantity))

    return count


def _restriction(restriction: ir.Restriction) -> Restriction:
    """A restriction a static ability imposes on the objects it affects (CR 508.1c, 509.1b)."""
    if restriction.kind not in ir.RESTRICTIONS:
        raise TypeError(f"no restriction {restriction.kind!r}")
    matches = None
    if restriction.filter is not None:
        matches = Matcher(restriction.filter).chars_ok
    elif restriction.kind in (
        "cant_be_blocked_by",
        "cant_be_blocked_except_by",
        "can_block_only",
        "cant_block_matching",
        "blocks_as_though_reach",
    ):
        raise TypeError(f"{restriction.kind!r} without its filter")
    unless = condition(restriction.unless) if restriction.unless is not None else None
    objects_match = None
    if restriction.kind == "attacks_only_defender_without":
        # "an untapped creature with power 3 or greater": its state too, not only its
        # characteristics (CR 508.1c)
        assert restriction.filter is not None
        whole = Matcher(restriction.filter)
        matches = None

        def objects_match(game: Any, obj: Any, source: Any) -> bool:
            return whole.matches(game, obj, SourceContext.of(source, game))

    return Restriction(
        affects=_affects(restriction.affected),
        kind=restriction.kind,
        matches=matches,
        unless=unless,
        at_least=restriction.at_least or 0,
        mana=restriction.mana,
        objects_match=objects_match,
    )


def _cost_modifier(reduction: ir.CostReduction) -> CostModifier:
    """ "[Spells] you cast cost {N} less (or more) to cast"; without "you cast", every
    player's spells (CR 601.2f)."""
    matcher = Matcher(reduction.spells)
    yours = reduction.spells.cast_by is ir.Whose.YOU

    def applies(game: Game, spell: Any, player: Any, source: Any) -> bool:
        if yours and player is not game.controller(source):
            return False
        chars = game.chars(spell)
        x = game.announced_x.get(spell.id, 0)
        if x and not chars.x:  # on the stack as it is cast, with X as announced (CR 202.3e)
            chars = chars.copy()
            chars.x = x
        if matcher.spec.chosen is not None:  # "of the chosen type": the source's choice
            return matcher.chars_ok_for(chars, source)
        return matcher.chars_ok(chars)

    return CostModifier(
        applies,
        generic=reduction.generic if reduction.increase else -reduction.generic,
        colored=reduction.colored if reduction.increase else "",
    )


def _rule(rule: ir.RuleModification) -> Any:
    if rule.rule == "additional_land":
        return AdditionalLandPlays(rule.count)  # CR 305.2
    if rule.rule == "players_additional_land":
        return AdditionalLandPlays(rule.count, everyone=True)  # CR 305.2
    if rule.rule == "look_at_top":
        return LookAtTopOfLibrary()  # an exception to CR 401.2
    if rule.rule == "play_from_top":
        matchers = [Matcher(spec) for spec in rule.spells]

        def spell_ok(game: Game, card: Any, player: Any) -> bool:
            chars = game.chars(card)
            if "land" in chars.types:
                return False
            return any(m.chars_ok(chars) for m in matchers)

        return PlayFromTopOfLibrary(lands=rule.lands, spell_filter=spell_ok if matchers else None)
    if rule.rule == "damage_persists" and rule.filter is not None:
        kept = Matcher(rule.filter)  # an exception to CR 514.2
        return DamageNotRemovedInCleanup(lambda game, obj: kept.chars_ok(game.chars(obj)))
    if rule.rule == "no_maximum_hand_size":
        return NoMaximumHandSize()  # CR 402.2
    if rule.rule in ("deck_any_number", "deck_up_to"):
        return DeckConstructionRule()  # CR 100.2a: no meaning in a game
    if rule.rule == "maximum_hand_size":
        return MaximumHandSize(set_to=rule.count)  # CR 402.2
    if rule.rule in ir.HAND_SIZE_CHANGES:
        sign, opponents = ir.HAND_SIZE_CHANGES[rule.rule]
        return MaximumHandSize(change=sign * rule.count, opponents=opponents)
    if rule.rule in ("skip_untap_step", "skip_upkeep_step", "skip_draw_step"):
        return SkipStep(rule.rule.removeprefix("skip_"))  # CR 614.10
    if rule.rule in (
        "players_skip_untap_step",
        "players_skip_upkeep_step",
        "players_skip_draw_step",
    ):
        return SkipStep(rule.rule.removeprefix("players_skip_"), everyone=True)  # CR 614.10
    if rule.rule in ("cant_gain_life", "opponents_cant_gain_life", "players_cant_gain_life"):
        return CantGainLife(rule.rule.removesuffix("cant_gain_life").rstrip("_") or "you")
    if rule.rule == "may_not_untap":
        return MayNotUntap()  # CR 502.3
    if rule.rule == "one_spell_each_turn":
        return OneSpellEachTurn()  # CR 101.2
    if rule.rule == "exert_as_it_attacks":
        return ExertAsItAttacks()  # CR 701.43d, 508.1g
    if rule.rule in ("most_attackers", "most_blockers"):  # CR 508.1c, 509.1b
        return MostInCombat(rule.count, block=rule.rule == "most_blockers")
    if rule.rule in ("player_hexproof", "player_shroud"):
        return PlayerKeyword(shroud=rule.rule == "player_shroud")  # CR 702.11c, 702.18a
    if rule.rule in ("top_card_revealed", "players_top_card_revealed"):
        return TopCardRevealed(everyone=rule.rule == "players_top_card_revealed")  # CR 401.5
    if rule.rule == "cast_as_though_flash":
        flash = [Matcher(spec) for spec in rule.spells]
        return CastAsThoughFlash(lambda chars: any(m.chars_ok(chars) for m in flash))
    if rule.rule in ir.CAST_RESTRICTIONS:  # CR 101.2, 601.3
        who, when = ir.CAST_RESTRICTIONS[rule.rule]
        banned = [Matcher(spec) for spec in rule.spells]
        description = " or ".join(spec.description for spec in rule.spells)
        return CantCastSpells(
            who, when, lambda chars: any(m.chars_ok(chars) for m in banned), description
        )
    if rule.rule in ("cant_play_lands", "players_cant_play_lands"):
        return CantPlayLands(everyone=rule.rule == "players_cant_play_lands")  # CR 101.2
    if rule.rule == "cant_be_countered":
        return CantBeCountered()  # CR 101.2, read by Game.counter
    if rule.rule == "spells_cant_be_countered":
        (spells,) = (Matcher(spec) for spec in rule.spells)
        return SpellsCantBeCountered(spells.matches)  # CR 101.2, read by Game.counter
    if rule.rule == "life_floor":
        return LifeFloor(rule.count)  # CR 614.1a, read by Game.deal_damage
    raise TypeError(f"no rule modification {rule.rule!r}")


def _enters_with(
    spec: ir.EntersWithCounters,
    only_if: ir.Condition | None = None,
    effects: EffectRunner | None = None,
) -> EntersReplacement:
    """ "This creature enters with N counters on it" (CR 614.1c, 122.6); X is the X it was
    cast with (CR 107.3m). ``only_if``: "If ~ was kicked, it enters with ...", tested on the
    entering permanent, which knows the spell it was (CR 400.7d, 702.33d). "... and with
    flying": it enters having the abilities too, an effect on that permanent alone, for as
    long as it is on the battlefield (CR 614.1c, 611.2c, layer 6). "... with your choice of a
    flying counter or a first strike counter on it": its controller chooses the kind as it
    enters (CR 614.12)."""
    count = spec.count
    per = Matcher(spec.for_each) if spec.for_each is not None else None
    test = condition(only_if) if only_if is not None else None
    having = [granted(a, effects) for a in spec.abilities]

    def with_counters(game: Game, obj: Any, controller: Any) -> None:
        if test is not None and not test(game, obj, controller):
            return
        kind = spec.counter
        if spec.or_counter:  # "your choice of a flying counter or a first strike counter"
            prompt = f"Choose the counter {obj} enters with (CR 614.12)"
            (kind,) = game.ask_choose(controller, prompt, [spec.counter, spec.or_counter])
            game.note(f"{controller} chooses a {kind} counter for {obj} (CR 614.12)")
        n = obj.note.get("x", 0) if count.is_x else count.value
        if per is not None:  # "for each other creature you control", as it enters
            n *= len(per.candidates(game, SourceContext(obj, controller)))
        if spec.per_color_spent:  # converge: the colors spent to cast it (CR 601.2h)
            n *= len({unit for unit in obj.note.get("mana_spent", ()) if unit in "WUBRG"})
        if spec.per_time_kicked:  # multikicker: the times the spell it was was kicked
            n *= fx.times_kicked(obj)  # CR 702.33c-d, 400.7d
        if spec.per_mana_spent:  # the amount of mana spent to cast it (CR 601.2h)
            n *= len(obj.note.get("mana_spent", ()))
        if n:
            game.put_counters(obj, kind, n)
        if having:  # no end: the permanent is a new object once it leaves (CR 400.7)
            game.grant_abilities(obj, having, source=obj, controller=controller, until=None)

    return EntersReplacement(with_counters, text=spec.text)


def _others_enter_with(spec: ir.EntersWithCounters) -> OthersEnterWithCounters:
    """ "Each other Warrior creature you control enters with an additional +1/+1 counter on
    it." (CR 614.1c, 614.12): each permanent matching ``objects`` as it enters, relative to
    this permanent's controller."""
    assert spec.objects is not None
    wanted = Matcher(spec.objects)

    def applies(game: Game, obj: Any, source: Any) -> bool:
        return obj is not source and wanted.matches(game, obj, SourceContext.of(source, game))

    return OthersEnterWithCounters(applies, spec.counter, spec.count.value, text=spec.text)


def _others_enter_tapped(spec: ir.EntersTapped) -> OthersEnterTapped:
    """ "Creatures your opponents control enter tapped." (CR 614.1c, 614.12): each permanent
    matching ``objects`` as it enters, relative to this permanent's controller."""
    assert spec.objects is not None
    wanted = Matcher(spec.objects)

    def applies(game: Game, obj: Any, source: Any) -> bool:
        return obj is not source and wanted.matches(game, obj, SourceContext.of(source, game))

    return OthersEnterTapped(applies, text=spec.text)


def _enters_tapped(spec: ir.EntersTapped) -> EntersReplacement:
    """ "This land enters tapped." (CR 614.1c, 614.12): it is tapped as it enters; it didn't
    become tapped, so nothing "whenever ... becomes tapped" sees it. "... unless you control
    a Swamp or a Mountain": not if that holds (the compiler made its counts exclude the
    permanent itself, which was not on the battlefield when it was checked, CR 614.12). "As ~
    enters, you may reveal an Elf card from your hand. If you don't, ~ enters tapped": its
    controller may reveal one such card of their hand (CR 701.20a: it stays there); not tapped
    if they do. "As ~ enters, you may pay 2 life. If you don't, it enters tapped": its
    controller may pay that much life, which only a player with at least that much life can
    (CR 119.4); not tapped if they do."""
    unless = condition(spec.unless) if spec.unless is not None else None
    revealable = Matcher(spec.unless_revealed) if spec.unless_revealed is not None else None
    life = spec.unless_paid_life

    def tapped(game: Game, obj: Any, controller: Any) -> None:
        if unless is not None and unless(game, obj, controller):
            return
        prompt = f"Pay {life} life? (if not, {obj} enters tapped)"
        if life and controller.life >= life and game.ask_may(controller, prompt):
            game.lose_life(controller, life)
            game.note(f"{controller} pays {life} life as {obj} enters (CR 119.4)")
            return
        if revealable is not None:
            context = SourceContext(obj, controller)
            cards = [
                card
                for card in game.zone_objects(HAND, controller)
                if card is not obj and revealable.matches(game, card, context)
            ]
            prompt = f"Reveal {revealable.description} from your hand? (if not, it enters tapped)"
            shown = game.ask_cards(controller, prompt, cards, 0, 1) if cards else []
            if shown:
                game.reveal(controller, list(shown))
                return
        obj.tapped = True

    return EntersReplacement(tapped, text=spec.text)


def _enters_choosing(spec: ir.EntersChoosing) -> EntersReplacement:
    """ "As ~ enters, choose a color." / "... a creature type." (CR 614.1c, 614.12): its
    controller chooses as it enters; the choice is kept on the entering object (its ``note``),
    where "of the chosen color" reads it (CR 607.2a). A new object after a zone change has no
    choice until it enters again and chooses anew (CR 400.7)."""
    choice = spec.choice
    # "choose a color other than red" (Thriving Bluff): that color is no option
    colors = [name for name, letter in execute.COLOR_NAMES.items() if letter != spec.other_than]

    def choose(game: Game, obj: Any, controller: Any) -> None:
        if choice == "color":
            (name,) = game.ask_choose(controller, "Choose a color", list(colors))
            obj.note[CHOSEN_COLOR] = execute.COLOR_NAMES[name]
        else:
            prompt = "Choose a creature type"
            (name,) = game.ask_choose(controller, prompt, list(CREATURE_TYPES))
            obj.note[CHOSEN_TYPE] = name.lower()  # the runtime's subtypes are lower case
        game.note(f"{controller} chooses {name} for {obj} (CR 614.12)")

    return EntersReplacement(choose, text=spec.text)


def _static(ability: ir.StaticAbility, effects: EffectRunner | None = None) -> list[Any]:
    """A static ability (CR 604): replacement effects on how its source enters first, then
    its continuous effects, cost modifiers and rule modifications."""
    found: list[Any] = []
    if ability.enters_as_copy is not None:
        copied = Matcher(ability.enters_as_copy.filter)
        changes = ability.enters_as_copy.changes
        in_addition = ability.enters_as_copy.in_addition
        found.append(
            fx.enters_as_copy(
                lambda game, obj, ctx: copied.matches(game, obj, ctx),
                "any " + copied.description,
                except_=(
                    None
                    if changes is None
                    else lambda values: copy_with_exceptions(values, changes, in_addition)
                ),
                candidates=(
                    None
                    if ability.enters_as_copy.filter.zone is ir.ZoneName.BATTLEFIELD
                    else copied.candidates
                ),
            )
        )
    if ability.enters_with is not None and ability.enters_with.objects is not None:
        found.append(_others_enter_with(ability.enters_with))
    elif ability.enters_with is not None:
        kicked = ability.condition if isinstance(ability.condition, ir.WasKicked) else None
        # "... if you control a creature with power 4 or greater" (CR 614.12)
        only_if = kicked if kicked is not None else ability.enters_with.condition
        found.append(_enters_with(ability.enters_with, only_if, effects))
    if ability.enters_tapped is not None and ability.enters_tapped.objects is not None:
        found.append(_others_enter_tapped(ability.enters_tapped))
    elif ability.enters_tapped is not None:
        found.append(_enters_tapped(ability.enters_tapped))
    if ability.enters_choosing is not None:
        found.append(_enters_choosing(ability.enters_choosing))
    if ability.additional_cost is not None:  # CR 601.2b, 601.2f-h
        found.append(AdditionalCastCost(cost(ability.additional_cost), text=ability.text))
    reduction = ability.self_cost_reduction
    if reduction is not None and reduction.per is not None:  # on the stack (CR 113.6d)
        found.append(_cost_less_per(reduction, ability.text))
    elif reduction is not None:  # "This spell costs {2} less to cast if ..." (CR 601.2f)
        assert reduction.condition is not None
        found.append(
            CostLessIf((reduction.generic, condition(reduction.condition)), text=ability.text)
        )
    if ability.cast_only is not None:  # CR 601.3
        found.append(CastOnly(condition(ability.cast_only), text=ability.text))
    if ability.self_flash is not None:  # CR 702.8d, 601.3b
        test = condition(ability.condition) if ability.condition is not None else None
        extra = ManaCost.parse(ability.self_flash.extra_cost or None)
        found.append(
            SelfFlash(test, extra if ability.self_flash.extra_cost else None, text=ability.text)
        )
        if ability.self_flash.sacrificed_at_cleanup:
            found.append(_sacrificed_at_cleanup_if_not_sorcery_time(ability.text))
        return found
        return found
    if ability.alternative_cost is not None:  # CR 118.9, 601.2b
        test = condition(ability.condition) if ability.condition is not None else None
        found.append(AlternativeCastCost(cost(ability.alternative_cost), test, text=ability.text))
        return found
    # "Prevent all damage that would be dealt to ~." (CR 615.1a, 611.3a)
    found += [static_prevention(p, _gate(ability), ability.text) for p in ability.preventions]
    if ability.effects or ability.cost_reductions or ability.rules or ability.restrictions:
        found.append(
            StaticAbility(
                effects=(
                    *(_layer_effect(e, effects) for e in ability.effects),
                    *(_restriction(r) for r in ability.restrictions),
                ),
                cost_modifiers=tuple(_cost_modifier(c) for c in ability.cost_reductions),
                rules=tuple(_rule(r) for r in ability.rules),
                gate=_gate(ability),
                text=ability.text,
                condition=condition(ability.condition) if ability.condition is not None else None,
            )
        )
    return found


def token_definition(
    spec: ir.TokenDefinition, definitions: execute.Definitions = execute.NO_DEFINITIONS
) -> CardDefinition:
    """A token to create: a predefined one (CR 111.10) or the one the text describes, whose
    name is its subtypes (CR 111.4), with its keywords and quoted abilities (CR 113.2c)."""
    if spec.predefined is not None:
        return predefined_token(spec.predefined)
    chars = spec.characteristics
    assert chars is not None
    if spec.pt is not None:  # the instruction that creates it reads X (execute.create)
        raise TypeError("an X/X token outside an instruction that creates it")
    return CardDefinition(
        chars.name,
        None,
        types=chars.types,
        subtypes=chars.subtypes,
        supertypes=chars.supertypes,
        colors=chars.colors,
        power=chars.power,
        toughness=chars.toughness,
        abilities=stated_abilities(chars.abilities, definitions),
    )


def stated_abilities(
    abilities: tuple[ir.GrantedAbility, ...],
    definitions: execute.Definitions = execute.NO_DEFINITIONS,
) -> tuple[Any, ...]:
    """The abilities a token's or a copy's creating effect states (CR 111.4, 707.9b): copiable
    values, so a quoted static ability among them ("This creature gets +1/+1 for each
    artifact you control.") functions as a printed one does (CR 604, 113.2c), its source the
    object that has it."""
    found: list[Any] = []
    for ability in abilities:
        if isinstance(ability, ir.StaticAbility):
            found += _static(ability, runner(definitions))
        else:
            found.append(granted(ability, runner(definitions)))
    return tuple(found)


def copy_with_exceptions(
    copied: CardDefinition,
    changes: ir.Characteristics,
    in_addition: bool,
    definitions: execute.Definitions = execute.NO_DEFINITIONS,
) -> CardDefinition:
    """A copy's values with the exceptions of the effect that makes it, which are copiable
    values themselves (CR 707.9b): the colors and the power and toughness stated replace the
    copied ones; the card types and abilities stated are added; the subtypes stated are
    added "in addition to its other types", else they replace its creature types (CR 205.1a:
    "except it's a 4/4 black Zombie" is a Zombie and no other creature type)."""
    update: dict[str, Any] = {}
    if changes.colors:
        update["colors"] = changes.colors
    if changes.power is not None and changes.toughness is not None:
        update["power"], update["toughness"] = changes.power, changes.toughness
    if changes.types:
        update["types"] = copied.types | {t.lower() for t in changes.types}
    if changes.subtypes:
        stated = {t.lower() for t in changes.subtypes}
        creature_types = {t.lower() for t in CREATURE_TYPES}
        kept = copied.subtypes if in_addition else copied.subtypes - creature_types
        update["subtypes"] = kept | stated
    if changes.abilities:
        added = stated_abilities(changes.abilities, definitions)
        update["abilities"] = copied.abilities + added
    return copied.replace(**update)


def _replacement(ability: ir.ReplacementAbility) -> ReplacementEffect:
    """ "If one or more tokens would be created under your control, those tokens plus
    [token] are created instead" (CR 614.1a; once per event, CR 616.1f); the other events in
    :mod:`karlov.runtime.event_replacements`."""
    if ability.event != "create_tokens":
        return event_replacement(ability, _replacement_gate(ability))
    if ability.instead == "twice" and ability.token is None:
        return _twice_the_tokens(ability)
    if ability.whose is not ir.Whose.YOU or ability.token is None:
        raise TypeError(f"no replacement effect for {ability.event!r} ({ability.whose})")
    definition = token_definition(ability.token)
    extra = ability.extra
    # "If you would create one or more Treasure tokens" (Xorn): only an event creating at
    # least one token of those subtypes (CR 111.10a: a Treasure token has the subtype
    # Treasure) is replaced; the others are created as they would be
    kinds = frozenset(s.lower() for s in ability.recipients.subtypes) if ability.recipients else ()

    def applies(game: Game, proposal: Any, source: Any) -> bool:
        if not isinstance(proposal, WouldCreateTokens):
            return False
        if kinds and not any(kinds <= set(d.subtypes) for d in proposal.definitions):
            return False
        return proposal.controller is game.controller(source)

    def replace(game: Game, proposal: Any, source: Any) -> Any:
        proposal.definitions.extend([definition] * extra)
        return proposal

    return ReplacementEffect(applies, replace, gate=_replacement_gate(ability), text=ability.text)


def _replacement_gate(ability: ir.ReplacementAbility) -> Gate | None:
    """The solved gate of ``ability`` and its condition, "As long as ~ is untapped, if ..."
    (CR 611.3a): the effect applies only while both hold, as the event would happen."""
    solved = _gate(ability)
    if ability.condition is None:
        return solved
    test = condition(ability.condition)

    def gate(game: Game, source: Any) -> bool:
        if solved is not None and not solved(game, source):
            return False
        return test(game, source, game.controller(source))

    return gate


def _twice_the_tokens(ability: ir.ReplacementAbility) -> ReplacementEffect:
    """ "If one or more tokens would be created [under your control], twice that many of
    those tokens are created instead." (CR 614.1a, 111.1): every token the event would create
    is created twice, under the same control; ``whose`` ``you``: only tokens that would be
    created under this permanent's controller's control, ``any``: anyone's."""
    anyone = ability.whose is ir.Whose.ANY

    def applies(game: Game, proposal: Any, source: Any) -> bool:
        if not isinstance(proposal, WouldCreateTokens) or not proposal.definitions:
            return False
        return anyone or proposal.controller is game.controller(source)

    def replace(game: Game, proposal: Any, source: Any) -> Any:
        proposal.definitions[:] = [d for d in proposal.definitions for _ in range(2)]
        return proposal

    return ReplacementEffect(applies, replace, gate=_replacement_gate(ability), text=ability.text)


def _keyword(ability: ir.KeywordAbility) -> Any:
    """A keyword (CR 702): its name as a string, or the object for one with a cost."""
    cost = ability.cost.mana if ability.cost is not None else None
    if ability.name == "flashback" and ability.cost is not None:
        # CR 702.34a: the mana, and the life and sacrifices paid with it (CR 119.4, 701.21a)
        others = dataclasses.replace(ability.cost, mana=None)
        extra = cost_of(others) if others.pay_life or others.sacrifices or others.discard else None
        return Flashback(cost or "{0}", gate=_gate(ability), extra=extra)
    if ability.name == "buyback" and ability.cost is not None and not ability.gate:
        # CR 702.27a: the mana, and the life, sacrifices and discards paid with it
        others = dataclasses.replace(ability.cost, mana=None)
        extra = cost_of(others) if others.pay_life or others.sacrifices or others.discard else None
        said = (
            f"Buyback {cost}" if extra is None else f"Buyback—{cost + ', ' if cost else ''}{extra}"
        )
        return Buyback(cost or "{0}", text=said, extra=extra)
    if ability.name == "kicker" and ability.cost is not None:
        # CR 702.33a: the mana, and the life, sacrifices, discards and returns paid with it
        # (CR 119.4, 701.21a, 701.9a, 118.3)
        others = dataclasses.replace(ability.cost, mana=None)
        paid = (
            others.pay_life
            or others.sacrifices
            or others.discard
            or others.return_to_hand
            or others.discard_cards
        )
        extra = cost_of(others) if paid else None
        said = f"Kicker {cost}" if extra is None else f"Kicker—{cost + ', ' if cost else ''}{extra}"
        return Kicker(cost or "{0}", text=said, gate=_gate(ability), extra=extra)
    if ability.name == "escalate" and ability.cost is not None and not ability.cost.mana:
        # CR 702.120a: "Escalate—Discard a card.", a card for each mode beyond the first
        return Escalate("{0}", text="Escalate—Discard a card", extra=cost_of(ability.cost))
    if ability.name == "equip" and ability.cost is not None:
        return _equip(ability, ability.cost)
    if ability.name == "crew" and ability.number is not None:
        return _crew(ability, ability.number)
    if ability.name == "cycling" and cost is not None and not ability.gate:
        return _cycling(ability, cost)
    if ability.name == "cycling" and ability.cost is not None and not ability.gate:
        return _cycling(ability, "", cost_of(ability.cost))  # "Cycling—Pay 2 life." (702.29a)
    acted = ability.cost is not None and _more_than_mana(ability.cost)
    if ability.name in ("echo", "ward") and acted and not ability.gate:
        # "Echo—Discard a card.", "Ward—Pay 3 life." (CR 702.30a, 702.21a)
        paid = cost_of(ability.cost)  # type: ignore[arg-type]
        said = ability.text[:1].upper() + ability.text[1:]
        return _echo_paid(paid, said) if ability.name == "echo" else _ward_paid(paid, said)
    if ability.name == "reinforce" and cost is not None and not ability.gate:
        return _reinforce(ability, cost)
    if ability.name == "enchant" and ability.filter is not None and not ability.gate:
        return _enchant(ability.filter)
    if ability.name == "enchant player" and not ability.gate:
        # CR 702.5a, 303.4a: the Aura spell targets the player it will enchant
        spec = TargetSpec("target player", kinds=frozenset({"player"}))
        return SpellAbility(None, (spec,), "Enchant player", aura=True)
    if ability.name in RULES_COST_KEYWORDS and cost is not None and not ability.gate:
        return RULES_COST_KEYWORDS[ability.name](cost)
    if ability.name == "cumulative upkeep" and ability.cost and ability.cost.one_of:
        if ability.gate or any(not c.mana for c in ability.cost.one_of):
            raise TypeError("a cumulative upkeep cost of a choice that is not of mana")
        manas = tuple(c.mana for c in ability.cost.one_of if c.mana)
        return _cumulative_upkeep_either(manas, ability.text)  # CR 702.24a
    if ability.name == "cumulative upkeep" and ability.cost is not None and not ability.gate:
        return _cumulative_upkeep_cost(ability.cost, ability.text)  # CR 702.24a
    if ability.gate:
        raise TypeError(f"a solved gate on the keyword {ability.name!r}")
    if ability.name == "splice" and ability.filter is not None and cost is not None:
        quality = Matcher(ability.filter).chars_ok  # CR 702.47a: of the spell cast
        return Splice(quality, cost, ability.filter.description, text=ability.text)
    if ability.name == "affinity" and ability.filter is not None:
        return _affinity(ability.filter)
    if ability.name == "protection" and ability.filter is not None:
        quality = Matcher(ability.filter)  # CR 702.16a
        return Protection(quality.chars_ok, ability.filter.description)
    if ability.name == "hexproof from" and ability.filter is not None:
        quality = Matcher(ability.filter)  # CR 702.11d
        return HexproofFrom(quality.chars_ok, ability.filter.description)
    if ability.name in RULES_KEYWORDS:
        return RULES_KEYWORDS[ability.name]()
    if ability.name in RULES_NUMBER_KEYWORDS and ability.number is not None:
        return RULES_NUMBER_KEYWORDS[ability.name](ability.number)
    if ability.name == "partner with" and ability.filter is not None:
        return _partner_with(ability.filter)
    if ability.cost is not None or ability.number is not None or ability.filter is not None:
        raise TypeError(f"no keyword {ability.name!r} with a cost, number or filter")
    return ability.name


def _partner_with(searched: ir.ObjectFilter) -> TriggeredAbility:
    """Partner with [name] (CR 702.124j), in a game: "When this permanent enters, target player
    may search their library for a card named [name], reveal it, put it into their hand, then
    shuffle." (its other half is a rule of deck construction, CR 702.124a). The search may
    find nothing (CR 701.23b); the player who searches chooses whether to."""
    that_player = ir.Players("target", target_index=0)
    key = "partner"
    found = ir.Mentioned(key)
    search = ir.Sequence(
        (
            ir.Action(
                ir.Verb.SEARCH,
                players=that_player,
                count=ir.Count(ir.Relation.AT_MOST, 1),
                zone=ir.ZoneName.LIBRARY,
                filter=searched,
                remember=key,
            ),
            ir.Action(ir.Verb.REVEAL, objects=found),
            ir.Action(ir.Verb.MOVE, objects=found, zone=ir.ZoneName.HAND, remember=key),
            ir.Action(ir.Verb.SHUFFLE, players=that_player),
        )
    )
    prompt = f"Do you want to search your library for a {searched.description}?"
    effect = ir.MayDo(that_player, search, prompt=prompt)
    targets = (ir.TargetSpec("target player", 1, 1, objects=False, players=ir.Whose.ANY),)
    text = f"Partner with {searched.named}"
    ability = ir.TriggeredAbility(ir.EventTrigger("enters"), effect, targets=targets, text=text)
    built = triggered(ability, *runner()(ability.effect, ability.targets))
    built.keyword = "partner with"
    return built


#: Where a champion's first ability records the card it exiled, on the permanent (CR 607.2k:
#: the linked ability returns that card only).
_CHAMPIONED = "championed"


def _champion(championed: ir.ObjectFilter) -> list[TriggeredAbility]:
    """Champion an [object] (CR 702.72a), two linked abilities (CR 607.2k): "When this
    permanent enters, sacrifice it unless you exile another [object] you control" -- the
    controller chooses, as it resolves, one such permanent or none -- and "When this permanent
    leaves the battlefield, return the exiled card to the battlefield under its owner's
    control": the card exiled by this object's first ability, if it is still that card in
    exile (CR 400.7); it leaves the battlefield when it is sacrificed, too (CR 702.72b: the
    linked ability then returns nothing). Each permanent's card is its own (CR 607.2k)."""
    matching = Matcher(championed)
    described = f"another {championed.description}".replace("another other ", "another ")

    def exile_or_sacrifice(game: Game, res: Any) -> None:
        # Gone before this resolves, it can't be sacrificed; another permanent may still be
        # exiled, and its leaves-the-battlefield ability has already resolved: that card stays
        # exiled (the abilities are linked to this object only, CR 607.2k, 400.7).
        permanent, you = res.source, res.controller
        ctx = SourceContext(permanent, you)
        options = [o for o in matching.candidates(game, ctx) if o is not permanent]
        prompt = f"Champion: exile {described} you control, or sacrifice {permanent}"
        chosen = game.ask_cards(you, prompt, options, 0, 1) if options else []
        if not chosen:
            if game.on_battlefield(permanent):
                game.sacrifice(permanent, you)
            return
        exiled = game.move(chosen[0], EXILE, cause="championed")
        if exiled is not None and game.on_battlefield(permanent):
            permanent.note[_CHAMPIONED] = exiled

    def return_it(game: Game, res: Any) -> None:
        card = res.source.note.get(_CHAMPIONED)
        if card is not None and game.is_live(card) and card.zone == EXILE:
            game.put_onto_battlefield(card, card.owner)

    def left(game: Game, event: Any, source: GameObject) -> bool:
        return (
            isinstance(event, ZoneChange)
            and event.left_battlefield
            and event.old is not None
            and event.old.obj is source
        )

    text = f"Champion {championed.description}"
    enters = TriggeredAbility(
        trigger=trigger_condition(ir.EventTrigger("enters")),
        effect=exile_or_sacrifice,
        text=text,
        keyword="champion",
    )
    leaves = TriggeredAbility(
        trigger=fx.listens_to(left, ZoneChange), effect=return_it, text=text, keyword="champion"
    )
    return [enters, leaves]


def _cost_less_per(reduction: ir.SelfCostReduction, text: str) -> CostLessPer:
    """ "This spell costs {1} less to cast for each [filter]" (CR 601.2f): the generic mana
    less for each object (or, domain, each basic land type among them, CR 305.6) counted as
    the total cost is determined, from the point of view of the spell's caster ("your
    graveyard", "you control")."""
    per, generic = reduction.per, reduction.generic
    if isinstance(per, ir.NumberOf):
        counted, times = Matcher(per.filter), per.times
        if per.filter.died_this_turn:
            raise TypeError("a cost reduction counting what died this turn")

        def how_many(game: Game, spell: Any, player: Any) -> int:
            found = counted.candidates(game, SourceContext(spell, player))
            return generic * times * len(found)

    elif isinstance(per, ir.BasicLandTypesAmong):
        among, times = Matcher(per.filter), per.times

        def how_many(game: Game, spell: Any, player: Any) -> int:
            found = among.candidates(game, SourceContext(spell, player))
            return generic * times * execute.basic_land_types_among(game, found)

    elif isinstance(per, ir.PlayerCount):
        # "for each opponent you have": the caster's opponents as the cost is determined
        # (CR 102.3, 601.2f)
        counted_players, times = players_of(per.players), per.times

        def how_many(game: Game, spell: Any, player: Any) -> int:
            return generic * times * len(counted_players(game, SourceContext(spell, player)))

    else:
        raise TypeError(f"a cost reduction for each {per}")
    return CostLessPer(how_many, text=text)


def _affinity(counted: ir.ObjectFilter) -> Affinity:
    """Affinity for [text] (CR 702.41a): {1} less for each object matching ``counted`` (which
    the compiler made "you control": the spell's caster's) as the cost is determined."""
    matching = Matcher(counted)

    def how_many(game: Game, spell: Any, player: Any) -> int:
        return len(matching.candidates(game, SourceContext(spell, player)))

    return Affinity(how_many, text=f"Affinity for {counted.description}")


# ---- equip, crew, enchant: what the rules say they do (the card states only parameters) ------


def _prowess() -> TriggeredAbility:
    """Prowess (CR 702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1
    until end of turn.", played from that text's IR. Each instance is a new ability object,
    so each triggers separately (CR 702.108b)."""
    noncreature = ir.ObjectFilter(
        "noncreature spell",
        ("spell",),
        types=(ir.TypeTest(none_of=("creature",)),),
        zone=ir.ZoneName.STACK,
    )
    pump = ir.ModifyPT(ir.SourceObject(), 1, 1, ir.Duration.END_OF_TURN)
    text = "Prowess"
    return _rules_trigger("prowess", ir.EventTrigger("cast", noncreature, ir.Whose.YOU), pump, text)


def _rules_trigger(
    keyword: str,
    trigger: ir.Trigger | Callable[[Game, Any, GameObject], bool],
    effect: ir.Effect,
    text: str,
) -> TriggeredAbility:
    """The triggered keyword ability ``keyword`` as the rules define it: its trigger (the IR's,
    or a test the IR has no event for) and its effect, played from the IR of the rules' text.
    Each instance is a new ability object, so each triggers separately; it is still the
    keyword to whatever asks (``Characteristics.has_keyword``, "loses flanking")."""
    if isinstance(trigger, ir.StepTrigger | ir.EventTrigger | ir.AnyOf):
        ability = ir.TriggeredAbility(trigger, effect, text=text)
        built = triggered(ability, *runner()(ability.effect, ability.targets))
    else:
        run, targets = runner()(effect, ())
        built = TriggeredAbility(trigger=trigger, effect=run, targets=tuple(targets), text=text)
    built.keyword = keyword
    return built


def _attacks_alone(game: Game, event: Any, source: GameObject) -> bool:
    """ "Whenever a creature you control attacks alone": it is the only creature declared as
    an attacker in this combat phase (CR 702.83b, 506.5), controlled by the source's
    controller (CR 508.3a: one event per attacking creature, right after the declaration)."""
    combat = game.combat
    if not isinstance(event, CreatureAttacks) or combat is None or len(combat.attackers) != 1:
        return False
    return game.controller(event.obj) is game.controller(source)


def _exalted() -> TriggeredAbility:
    """Exalted (CR 702.83a): "Whenever a creature you control attacks alone, that creature gets
    +1/+1 until end of turn." Each instance triggers separately (CR 702.83a, 113.2c)."""
    pump = ir.ModifyPT(ir.EventObject(), 1, 1, ir.Duration.END_OF_TURN)
    test = fx.listens_to(_attacks_alone, CreatureAttacks)
    return _rules_trigger("exalted", test, pump, "Exalted")


def _flanking() -> TriggeredAbility:
    """Flanking (CR 702.25a): "Whenever this creature becomes blocked by a creature without
    flanking, the blocking creature gets -1/-1 until end of turn." Once per such blocker (CR
    509.3d), matched as the blocker is as it blocks (CR 509.3f); each instance triggers
    separately (CR 702.25b)."""
    without = ir.ObjectFilter(
        "creature without flanking",
        ("creature",),
        types=(ir.TypeTest(any_of=("creature",)),),
        excluded_keywords=("flanking",),
    )
    shrink = ir.ModifyPT(ir.EventObject(), -1, -1, ir.Duration.END_OF_TURN)
    blocked_by = ir.EventTrigger("becomes_blocked_by", without)
    return _rules_trigger("flanking", blocked_by, shrink, "Flanking")


def _blocks_or_becomes_blocked(game: Game, event: Any, source: GameObject) -> bool:
    """ "Whenever this creature blocks or becomes blocked": it is declared as a blocker (CR
    509.3a), or one or more creatures are declared as blockers for it -- once, however many
    block it (CR 509.3c). A creature attacks one player and only that player's creatures
    block it (CR 509.1a), so one declaration of blockers says it."""
    if isinstance(event, CreatureBlocks):
        return event.obj is source
    if isinstance(event, BlockersDeclared):
        return any(source in attackers for attackers in event.blocks.values())
    return False


def _tribute(n: int) -> EntersReplacement:
    """Tribute N (CR 702.104a): "As this creature enters, choose an opponent. That player may
    put an additional N +1/+1 counters on it as it enters." Whether they did is noted on the
    permanent, for "if tribute wasn't paid" (CR 702.104b). With no opponent, nobody pays it."""

    def tribute(game: Game, obj: Any, controller: Any) -> None:
        opponents = [p for p in game.opponents(controller) if not p.lost]
        prompt = f"Choose an opponent for the tribute of {obj}"
        chosen = game.ask_choose(controller, prompt, opponents)
        if not chosen:
            return
        (payer,) = chosen
        if game.ask_may(payer, f"Put {n} +1/+1 counters on {obj} (tribute {n})?"):
            game.put_counters(obj, "+1/+1", n)
            obj.note[TRIBUTE_PAID] = True

    return EntersReplacement(tribute, text=f"Tribute {n}")


def _bushido(n: int) -> TriggeredAbility:
    """Bushido N (CR 702.45a): "Whenever this creature blocks or becomes blocked, it gets
    +N/+N until end of turn." Each instance triggers separately (CR 702.45b)."""
    pump = ir.ModifyPT(ir.SourceObject(), n, n, ir.Duration.END_OF_TURN)
    test = fx.listens_to(_blocks_or_becomes_blocked, CreatureBlocks, BlockersDeclared)
    return _rules_trigger("bushido", test, pump, f"Bushido {n}")


def _returns_with(counter: str, name: str, rule: str) -> TriggeredAbility:
    """ "When this permanent is put into a graveyard from the battlefield, if it had no
    [counter] counters on it, return it to the battlefield under its owner's control with a
    [counter] counter on it." -- persist and undying. The intervening "if" is said of the
    permanent as it last existed on the battlefield (CR 603.10a, 603.4), at both checks. "It"
    is the card it became in the graveyard, returned only while it is still there (CR 400.7);
    a token has ceased to exist (CR 704.5d, 111.7). It enters with the counter (CR 122.6)."""
    had_none = ir.SourceCounters(ir.Count(ir.Relation.EXACTLY, 0), counter)
    put = ir.EventTrigger("put_into_graveyard_from_battlefield")
    test = trigger_condition(put)

    def return_it(game: Game, res: Any) -> None:
        event = res.event
        card = getattr(event, "obj", None)
        if card is None or not game.is_live(card) or card.zone != GRAVEYARD:
            return
        # a merged permanent's cards all return, each with the counter (CR 730.3c)
        for each in [card, *card.note.get(MERGED_CARDS, ())]:
            if game.is_live(each) and each.zone == GRAVEYARD:
                game.put_onto_battlefield(each, each.owner, counters={counter: 1})

    return TriggeredAbility(
        trigger=test,
        effect=return_it,
        intervening_if=condition(had_none),
        text=f"{name} ({rule})",
        keyword=name.lower(),
    )


def _recover(mana: str) -> TriggeredAbility:
    """Recover [cost] (CR 702.59a): "When a creature is put into your graveyard from the
    battlefield, you may pay [cost]. If you do, return this card from your graveyard to your
    hand. Otherwise, exile this card." It triggers while the card is in a graveyard (CR
    113.6); "your graveyard" is its owner's, who controls the ability (CR 113.8). Resolving,
    it does nothing to a card no longer there (CR 400.7); a player who doesn't pay, or can't,
    exiles it (CR 702.59a, 118.12)."""
    creature = ir.ObjectFilter(
        "creature", ("creature",), types=(ir.TypeTest(any_of=("creature",)),)
    )
    put = ir.EventTrigger("put_into_graveyard_from_battlefield", subject=creature, by=ir.Whose.YOU)
    to_pay = Cost(mana=mana)

    def recover(game: Game, res: Any) -> None:
        card, you = res.source, res.controller
        if not (game.is_live(card) and card.zone == GRAVEYARD):
            return
        why = f"to return {card} to your hand (recover)"
        if game.pay_optional_cost(you, to_pay, card, why):
            game.move(card, HAND, cause="recover")
        else:
            game.move(card, EXILE, cause="recover")

    return TriggeredAbility(
        trigger=trigger_condition(put),
        effect=recover,
        text=f"Recover {mana} (CR 702.59a)",
        keyword="recover",
        zones=(GRAVEYARD,),
    )


def _persist() -> TriggeredAbility:
    """Persist (CR 702.79a): "When this permanent is put into a graveyard from the
    battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its
    owner's control with a -1/-1 counter on it." (:func:`_returns_with`)"""
    return _returns_with("-1/-1", "Persist", "CR 702.79a")


def _undying() -> TriggeredAbility:
    """Undying (CR 702.93a): "When this permanent is put into a graveyard from the
    battlefield, if it had no +1/+1 counters on it, return it to the battlefield under its
    owner's control with a +1/+1 counter on it." (:func:`_returns_with`)"""
    return _returns_with("+1/+1", "Undying", "CR 702.93a")


def _soulshift(n: int) -> TriggeredAbility:
    """Soulshift N (CR 702.46a): "When this permanent is put into a graveyard from the
    battlefield, you may return target Spirit card with mana value N or less from your
    graveyard to your hand." Each instance triggers separately (CR 702.46b)."""
    spirit = ir.ObjectFilter(
        f"Spirit card with mana value {n} or less",
        ("card", "spirit"),
        subtypes=("spirit",),
        zone=ir.ZoneName.GRAVEYARD,
        zone_owner=ir.Whose.YOU,
        mana_value_at_most=n,
    )
    target = ir.TargetSpec(f"target {spirit.description}", 1, 1, filter=spirit)
    back = ir.Action(
        ir.Verb.MOVE,
        objects=ir.TargetObjects(0),
        zone=ir.ZoneName.HAND,
        from_zone=ir.ZoneName.GRAVEYARD,
    )
    text = f"Soulshift {n}"
    may = ir.MayDo(ir.Players("you"), back, prompt=f"{text}: return the target to your hand?")
    ability = ir.TriggeredAbility(
        ir.EventTrigger("put_into_graveyard_from_battlefield"), may, (target,), text=text
    )
    built = triggered(ability, *runner()(ability.effect, ability.targets))
    built.keyword = "soulshift"
    return built


def _not_renowned(game: Game, source: GameObject, controller: Player) -> bool:
    """ "if it isn't renowned" (CR 702.112a): the renowned designation (CR 702.112b)."""
    return not source.note.get("renowned", False)


def _renown(n: int) -> TriggeredAbility:
    """Renown N (CR 702.112a): "When this creature deals combat damage to a player, if it isn't
    renowned, put N +1/+1 counters on it and it becomes renowned." Renowned is a designation
    of the permanent, not a copiable value, that lasts until it leaves the battlefield (CR
    702.112b, 400.7): it is kept on the object, which a zone change replaces."""
    test = trigger_condition(ir.EventTrigger("combat_damage_to_player"))

    def grow(game: Game, res: Any) -> None:
        creature = res.source
        if not game.on_battlefield(creature):
            return  # only permanents can be or become renowned (CR 702.112b)
        game.put_counters(creature, "+1/+1", n)
        creature.note["renowned"] = True
        game.emit(BecameRenowned(creature))

    return TriggeredAbility(
        trigger=test,
        effect=grow,
        intervening_if=_not_renowned,
        text=f"Renown {n}",
        keyword="renown",
    )


def _mentor() -> TriggeredAbility:
    """Mentor (CR 702.134a): "Whenever this creature attacks, put a +1/+1 counter on target
    attacking creature with power less than this creature's power." The power is compared as
    the target is chosen and again as the ability resolves (CR 608.2b); the source's is its
    last known one if it has left the battlefield (CR 113.7a). Each instance triggers
    separately (CR 702.134c)."""
    test = trigger_condition(ir.EventTrigger("attacks"))

    def weaker(game: Game, candidate: Any, ctx: Any) -> bool:
        if not isinstance(candidate, GameObject) or not game.is_attacking(candidate):
            return False
        chars, own = game.chars(candidate), game.chars(ctx.source)
        return (
            "creature" in chars.types
            and chars.power is not None
            and own.power is not None
            and chars.power < own.power
        )

    target = TargetSpec(
        "target attacking creature with power less than this creature's power", weaker
    )

    def mentor(game: Game, res: Any) -> None:
        creature = res.target(0)
        if creature is not None:
            game.put_counters(creature, "+1/+1", 1)

    return TriggeredAbility(
        trigger=test, effect=mentor, targets=(target,), text="Mentor", keyword="mentor"
    )


def _opponent_dealt_damage_this_turn(game: Game, player: Player) -> bool:
    """An opponent of ``player`` was dealt damage this turn (CR 120.3, 702.54a)."""
    return any(
        isinstance(record.target, Player) and record.target is not player and record.amount > 0
        for record in game.history.damage
    )


def _bloodthirst(n: int) -> EntersReplacement:
    """Bloodthirst N (CR 702.54a): "If an opponent was dealt damage this turn, this permanent
    enters with N +1/+1 counters on it." A replacement effect on how it enters (CR 614.1c);
    "an opponent" is one of its controller's as it enters."""

    def with_counters(game: Game, obj: Any, controller: Any) -> None:
        if _opponent_dealt_damage_this_turn(game, controller):
            game.put_counters(obj, "+1/+1", n)

    return EntersReplacement(with_counters, text=f"Bloodthirst {n}")


def _bloodthirst_x() -> EntersReplacement:
    """Bloodthirst X (CR 702.54b): "This permanent enters with X +1/+1 counters on it, where X
    is the total damage your opponents have been dealt this turn." A replacement effect on
    how it enters (CR 614.1c); "your opponents" are its controller's as it enters; the damage
    is all damage dealt to them this turn, by any source (CR 120.3)."""

    def with_counters(game: Game, obj: Any, controller: Any) -> None:
        opponents = game.opponents(controller)
        dealt = sum(record.amount for record in game.history.damage if record.target in opponents)
        if dealt > 0:
            game.put_counters(obj, "+1/+1", dealt)

    return EntersReplacement(with_counters, text="Bloodthirst X")


#: The Servo token Fabricate creates: "1/1 colorless Servo artifact creature" (CR 702.123a).
_SERVO = CardDefinition(
    "Servo",
    None,
    types=("artifact", "creature"),
    subtypes=("servo",),
    colors=(),
    power=1,
    toughness=1,
)


def _fabricate(n: int) -> TriggeredAbility:
    """Fabricate N (CR 702.123a): "When this permanent enters, you may put N +1/+1 counters on
    it. If you don't, create N 1/1 colorless Servo artifact creature tokens." Counters can be
    put on it only while it is on the battlefield; if they can't, the Servos are created (CR
    702.123a: "if you don't"). Each instance triggers separately (CR 702.123b)."""
    test = trigger_condition(ir.EventTrigger("enters"))
    counters = "counter" if n == 1 else "counters"

    def fabricate(game: Game, res: Any) -> None:
        permanent, you = res.source, res.controller
        if game.on_battlefield(permanent) and game.ask_may(
            you, f"Fabricate {n}: put {n} +1/+1 {counters} on {permanent}? (else: {n} Servo)"
        ):
            game.put_counters(permanent, "+1/+1", n)
            return
        game.create_token(_SERVO, you, n, source=permanent)

    return TriggeredAbility(
        trigger=test, effect=fabricate, text=f"Fabricate {n}", keyword="fabricate"
    )


def _modular(n: int) -> list[Any]:
    """Modular N (CR 702.43a): "This permanent enters with N +1/+1 counters on it" and "When
    this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
    target artifact creature for each +1/+1 counter on this permanent." The counters are
    counted on the permanent as it last existed on the battlefield (CR 603.10a, 113.7a)."""

    def enters(game: Game, obj: Any, controller: Any) -> None:
        game.put_counters(obj, "+1/+1", n)

    artifact_creature = ir.ObjectFilter(
        "artifact creature",
        ("artifact", "creature"),
        types=(ir.TypeTest(any_of=("artifact",)), ir.TypeTest(any_of=("creature",))),
    )
    (target,) = target_specs(
        (ir.TargetSpec("target artifact creature", 1, 1, filter=artifact_creature),)
    )

    def move_counters(game: Game, res: Any) -> None:
        gone = res.source_lki or res.source
        count = gone.counters.get("+1/+1", 0)
        creature = res.target(0)
        if creature is None or count <= 0:
            return
        if game.ask_may(res.controller, f"Modular: put {count} +1/+1 counters on {creature}?"):
            game.put_counters(creature, "+1/+1", count)

    died = TriggeredAbility(
        trigger=trigger_condition(ir.EventTrigger("put_into_graveyard_from_battlefield")),
        effect=move_counters,
        targets=(target,),
        text=f"Modular {n}",
        keyword="modular",
    )
    return [EntersReplacement(enters, text=f"Modular {n}"), died]


def _fading(n: int) -> list[Any]:
    """Fading N (CR 702.32a): "This permanent enters with N fade counters on it" and "At the
    beginning of your upkeep, remove a fade counter from this permanent. If you can't,
    sacrifice the permanent." """

    def enters(game: Game, obj: Any, controller: Any) -> None:
        game.put_counters(obj, "fade", n)

    def fade(game: Game, res: Any) -> None:
        permanent = res.source
        if not game.on_battlefield(permanent):
            return
        if not game.remove_counters(permanent, "fade", 1):
            game.sacrifice(permanent, res.controller)

    upkeep = TriggeredAbility(
        trigger=trigger_condition(ir.StepTrigger(ir.Step.UPKEEP, ir.Whose.YOU)),
        effect=fade,
        text=f"Fading {n}",
        keyword="fading",
    )
    return [EntersReplacement(enters, text=f"Fading {n}"), upkeep]


def _has_a_time_counter(game: Game, source: GameObject, controller: Player) -> bool:
    """ "if this permanent has a time counter on it" (CR 702.63a)."""
    return game.on_battlefield(source) and source.counters.get("time", 0) > 0


def _last_time_counter_removed(game: Game, event: Any, source: GameObject) -> bool:
    """ "When the last time counter is removed from this permanent" (CR 702.63a): time counters
    were removed from it, by whatever did it, and none is left."""
    return (
        isinstance(event, CountersRemoved)
        and event.obj is source
        and event.kind == "time"
        and source.counters.get("time", 0) == 0
    )


def _vanishing(n: int) -> list[Any]:
    """Vanishing N (CR 702.63a), three abilities: "This permanent enters with N time counters
    on it", "At the beginning of your upkeep, if this permanent has a time counter on it,
    remove a time counter from it" (an intervening if, CR 603.4) and "When the last time
    counter is removed from this permanent, sacrifice it." Each instance works separately
    (CR 702.63c)."""

    def enters(game: Game, obj: Any, controller: Any) -> None:
        game.put_counters(obj, "time", n)

    def tick(game: Game, res: Any) -> None:
        game.remove_counters(res.source, "time", 1)

    def sacrifice(game: Game, res: Any) -> None:
        permanent = res.source
        if game.on_battlefield(permanent):
            game.sacrifice(permanent, res.controller)

    text = f"Vanishing {n}"
    upkeep = TriggeredAbility(
        trigger=trigger_condition(ir.StepTrigger(ir.Step.UPKEEP, ir.Whose.YOU)),
        effect=tick,
        intervening_if=_has_a_time_counter,
        text=text,
        keyword="vanishing",
    )
    last = TriggeredAbility(
        trigger=fx.listens_to(_last_time_counter_removed, CountersRemoved),
        effect=sacrifice,
        text=f"{text}: sacrifice it",
        keyword="vanishing",
    )
    return [EntersReplacement(enters, text=text), upkeep, last]


def _has_a_plus_one_counter(game: Game, source: GameObject, controller: Player) -> bool:
    """ "if this permanent has a +1/+1 counter on it" (CR 702.58a)."""
    return game.on_battlefield(source) and source.counters.get("+1/+1", 0) > 0


def _graft(n: int) -> list[Any]:
    """Graft N (CR 702.58a): "This permanent enters with N +1/+1 counters on it" and "Whenever
    another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
    counter from this permanent onto that creature." The "if" is an intervening if (CR 603.4);
    any player's creature counts. A counter is moved only if both objects are still on the
    battlefield (CR 122.5). Each instance works separately (CR 702.58b)."""

    def enters(game: Game, obj: Any, controller: Any) -> None:
        game.put_counters(obj, "+1/+1", n)

    another = ir.ObjectFilter(
        "another creature", ("creature",), types=(ir.TypeTest(any_of=("creature",)),), other=True
    )
    entered_trigger = trigger_condition(ir.EventTrigger("enters", another))

    def move_counter(game: Game, res: Any) -> None:
        permanent, creature = res.source, getattr(res.event, "obj", None)
        if creature is None or not game.on_battlefield(creature):
            return  # CR 122.5: it is no longer in the correct zone
        prompt = f"Graft {n}: move a +1/+1 counter from {permanent} onto {creature}?"
        if game.ask_may(res.controller, prompt) and game.remove_counters(permanent, "+1/+1", 1):
            game.put_counters(creature, "+1/+1", 1)

    grafts = TriggeredAbility(
        trigger=entered_trigger,
        effect=move_counter,
        intervening_if=_has_a_plus_one_counter,
        text=f"Graft {n}",
        keyword="graft",
    )
    return [EntersReplacement(enters, text=f"Graft {n}"), grafts]


def _came_under_control_since_last_upkeep(
    game: Game, source: GameObject, controller: Player
) -> bool:
    """ "if this permanent came under your control since the beginning of your last upkeep"
    (CR 702.30a): it entered the battlefield, or its control changed to ``controller``, after
    their last upkeep began -- the one before this upkeep while it is theirs (the ability is
    checked as that upkeep begins and as it resolves, CR 603.4). With no earlier upkeep of
    theirs in the game, it did."""
    since = source.note.get("control_since", source.timestamp)
    begun = game.upkeeps_begun.get(controller.index, [])
    if game.step == "upkeep" and game.active is controller:
        begun = begun[:-1]
    return not begun or since > begun[-1]


def _more_than_mana(spec: ir.Cost) -> bool:
    """Whether the cost ``spec`` has parts other than mana (life, sacrifices, discards)."""
    return bool(spec.pay_life or spec.sacrifices or spec.discard)


def _echo(mana: str) -> TriggeredAbility:
    """Echo [cost] (CR 702.30a), a mana cost: :func:`_echo_paid`."""
    return _echo_paid(Cost(mana=mana), f"Echo {mana}")


def _echo_paid(paid: Cost, text: str) -> TriggeredAbility:
    """Echo [cost] (CR 702.30a): "At the beginning of your upkeep, if this permanent came under
    your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
    The controller may pay as it resolves (CR 118.12a), activating mana abilities for it; a
    cost of actions ("Echo—Discard a card.", "Echo—Sacrifice two lands.") is paid whole or
    not at all (CR 118.3, 601.2h)."""

    def echo(game: Game, res: Any) -> None:
        permanent, you = res.source, res.controller
        why = f"for the echo of {permanent}"
        if not game.pay_optional_cost(you, paid, permanent, why):
            game.sacrifice(permanent, you)

    return TriggeredAbility(
        trigger=trigger_condition(ir.StepTrigger(ir.Step.UPKEEP, ir.Whose.YOU)),
        effect=echo,
        intervening_if=_came_under_control_since_last_upkeep,
        text=text,
        keyword="echo",
    )


def _ward(mana: str) -> TriggeredAbility:
    """Ward [cost] (CR 702.21a), a mana cost: :func:`_ward_paid`."""
    return _ward_paid(Cost(mana=mana), f"Ward {mana}")


def _ward_paid(paid: Cost, text: str) -> TriggeredAbility:
    """Ward [cost] (CR 702.21a): "Whenever this permanent becomes the target of a spell or
    ability an opponent controls, counter that spell or ability unless that player pays
    [cost]." The player may pay as it resolves (CR 118.12a); a spell or ability that has left
    the stack is not countered (CR 701.6). A cost of actions ("Ward—Pay 3 life.", "Ward—Discard
    a card.") is that player's to pay: their life (CR 119.4: not more than they have), their
    hand."""

    def ward(game: Game, res: Any) -> None:
        event = res.event
        targeting, payer = getattr(event, "item", None), getattr(event, "controller", None)
        if targeting is None or payer is None:
            return
        why = f"for the ward of {res.source}"
        if game.pay_optional_cost(payer, paid, targeting, why):
            return
        if isinstance(targeting, StackAbility):
            game.counter_ability(targeting)
        else:
            game.counter(targeting)

    return TriggeredAbility(
        trigger=trigger_condition(ir.EventTrigger("becomes_target", by=ir.Whose.OPPONENT)),
        effect=ward,
        text=text,
        keyword="ward",
    )


def _on_the_battlefield(game: Game, source: GameObject, controller: Player) -> bool:
    return game.on_battlefield(source)


def _cumulative_upkeep(mana: str) -> TriggeredAbility:
    """Cumulative upkeep [cost] (CR 702.24a), a mana cost: "At the beginning of your upkeep,
    if this permanent is on the battlefield, put an age counter on this permanent. Then you may
    pay [cost] for each age counter on it. If you don't, sacrifice it." The age counters on it
    as the ability resolves count, whichever ability put them (CR 702.24b)."""
    return _upkeep_for_ages(lambda ages: Cost(mana=mana * ages), f"Cumulative upkeep {mana}")


def _cumulative_upkeep_cost(spec: ir.Cost, text: str) -> TriggeredAbility:
    """Cumulative upkeep—[cost] (CR 702.24a) whose cost is "Pay N life", "Sacrifice a
    [permanent]" or "Discard a card": that cost once for each age counter, all paid or none
    (CR 118.3, 601.2h): N life each, that many permanents, that many cards."""
    sacrifices = [(Matcher(part.filter), part) for part in spec.sacrifices if part.filter]

    def total(ages: int) -> Cost:
        return Cost(
            pay_life=spec.pay_life * ages,
            discard=spec.discard * ages,
            sacrifice=tuple(
                SacrificeCost(
                    matcher.matches,
                    part.count * ages,
                    part.description if ages == 1 else f"{part.description}, {ages} times",
                )
                for matcher, part in sacrifices
            ),
        )

    return _upkeep_for_ages(total, text[:1].upper() + text[1:])


def _cumulative_upkeep_either(manas: tuple[str, ...], text: str) -> TriggeredAbility:
    """Cumulative upkeep [A] or [B] (CR 702.24a), costs of mana with a choice: the choice is
    made separately for each age counter -- which, for mana, is how many of the counters are
    paid with [A] and how many with [B] -- then the entire set of costs is paid, or none of it
    is (no partial payment): "{W} or {U}" with three age counters is {W}{W}{W}, {W}{W}{U},
    {W}{U}{U} or {U}{U}{U}. The controller chooses the set, then pays it or sacrifices the
    permanent."""
    first, second = manas

    def upkeep(game: Game, res: Any) -> None:
        permanent, you = res.source, res.controller
        game.put_counters(permanent, "age", 1)
        ages = permanent.counters.get("age", 0)
        why = f"for the cumulative upkeep of {permanent} ({ages} age counters)"
        paid = False
        if ages:
            sets = [first * (ages - k) + second * k for k in range(ages + 1)]
            prompt = f"Choose the upkeep costs to pay {why}"
            (chosen,) = game.ask_choose(you, prompt, sets) if len(sets) > 1 else (sets[0],)
            paid = game.pay_optional_cost(you, Cost(mana=chosen), permanent, why)
        if not paid:
            game.sacrifice(permanent, you)

    return TriggeredAbility(
        trigger=trigger_condition(ir.StepTrigger(ir.Step.UPKEEP, ir.Whose.YOU)),
        effect=upkeep,
        intervening_if=_on_the_battlefield,
        text=text[:1].upper() + text[1:],
        keyword="cumulative upkeep",
    )


def _upkeep_for_ages(total: Callable[[int], Cost], text: str) -> TriggeredAbility:
    """The trigger of cumulative upkeep (CR 702.24a): an age counter, then ``total(ages)`` paid
    or the permanent sacrificed."""

    def upkeep(game: Game, res: Any) -> None:
        permanent, you = res.source, res.controller
        game.put_counters(permanent, "age", 1)
        ages = permanent.counters.get("age", 0)
        paid = total(ages) if ages else None
        why = f"for the cumulative upkeep of {permanent} ({ages} age counters)"
        if paid is None or not game.pay_optional_cost(you, paid, permanent, why):
            game.sacrifice(permanent, you)

    return TriggeredAbility(
        trigger=trigger_condition(ir.StepTrigger(ir.Step.UPKEEP, ir.Whose.YOU)),
        effect=upkeep,
        intervening_if=_on_the_battlefield,
        text=text,
        keyword="cumulative upkeep",
    )


def _dashed(game: Game, source: GameObject, controller: Player) -> bool:
    """ "As long as this permanent's dash cost was paid" (CR 702.109a)."""
    return bool(source.note.get("dashed"))


def _evoked(game: Game, source: GameObject, controller: Player) -> bool:
    """ "if its evoke cost was paid" (CR 702.74a): the spell it was was cast for it."""
    return bool(source.note.get("evoked"))


def _evoke(mana: str, *, extra: Cost | None = None, shown: str = "") -> list[Any]:
    """Evoke [cost] (CR 702.74a), two abilities: "You may cast this spell by paying [cost]
    rather than paying its mana cost" (:class:`Evoke`, read as it is cast) and "When this
    permanent enters, if its evoke cost was paid, its controller sacrifices it" (an
    intervening "if", CR 603.4). ``extra``: a cost of actions ("Evoke—Exile a white card from
    your hand"), ``mana`` then {0}; ``shown``: its words."""

    def sacrifice_it(game: Game, res: Any) -> None:
        permanent = res.source
        if game.on_battlefield(permanent):
            game.sacrifice(permanent, game.controller(permanent))

    sacrificed = TriggeredAbility(
        trigger=fx.when_self_enters,
        effect=sacrifice_it,
        intervening_if=_evoked,
        text=f"{shown or f'Evoke {mana}'}: when it enters, its controller sacrifices it",
    )
    return [Evoke(mana, text=shown or f"Evoke {mana}", extra=extra), sacrificed]


def _bestow(mana: str) -> Bestow:
    """Bestow [cost] (CR 702.103a): cast bestowed for [cost] rather than the mana cost, the
    spell becomes an Aura enchantment with enchant creature (CR 702.103b): the Aura spell
    ability kept here targets a creature and is what the bestowed Aura may enchant (CR 303.4a);
    :func:`.layers.bestowed` gives it to the bestowed object."""
    creature = ir.ObjectFilter(
        "creature", ("creature",), types=(ir.TypeTest(any_of=("creature",)),)
    )
    return Bestow(mana, _enchant(creature), text=f"Bestow {mana}")


def _mutate(mana: str) -> Mutate:
    """Mutate [cost] (CR 702.140a): cast for [cost] rather than the mana cost, the spell
    becomes a mutating creature spell that "targets a non-Human creature with the same owner
    as this spell": the spell ability kept here has that one target (:func:`.layers.mutating`
    gives it to the mutating spell; resolution merges it, CR 702.140b-c)."""

    def mergeable(game: Game, cand: Any, ctx: Any) -> bool:
        if not isinstance(cand, GameObject):
            return False
        ch = game.chars(cand)
        return (
            "creature" in ch.types
            and "human" not in ch.subtypes
            and cand.owner is ctx.source.owner  # the spell's owner (CR 702.140a)
        )

    said = "target non-Human creature with the same owner as this spell"
    target = SpellAbility(None, (TargetSpec(said, mergeable),), f"Mutate: {said}")
    return Mutate(mana, target, text=f"Mutate {mana}")


def _next_end_step(game: Game, event: Any, source: Any) -> bool:
    """ "At the beginning of the next end step" (CR 603.7a, 513.1)."""
    return isinstance(event, StepBegan) and event.step == "end"


def _next_cleanup_step(game: Game, event: Any, source: Any) -> bool:
    """ "At the beginning of the next cleanup step" (CR 603.7a, 514.3a)."""
    return isinstance(event, StepBegan) and event.step == "cleanup"


def _sacrificed_at_cleanup_if_not_sorcery_time(text: str) -> EntersReplacement:
    """ "If you cast it any time a sorcery couldn't have been cast, the controller of the
    permanent it becomes sacrifices it at the beginning of the next cleanup step." (CR 307.5a,
    514.3a): as the permanent a spell cast then enters, a delayed triggered ability (CR 603.7)
    that makes whoever controls that object then sacrifice it (CR 701.21a; only that object,
    CR 400.7)."""

    def sacrifice_it(game: Game, res: Any) -> None:
        permanent = res.source
        if game.on_battlefield(permanent):
            game.sacrifice(permanent, game.controller(permanent))

    sacrifices = TriggeredAbility(
        trigger=fx.listens_to(_next_cleanup_step, StepBegan),
        effect=sacrifice_it,
        text="the controller of the permanent it becomes sacrifices it",
    )

    def entered(game: Game, obj: Any, controller: Any) -> None:
        if obj.note.get(zone_casting.CAST_AT_SORCERY_TIME) is False:  # a spell cast then
            game.create_delayed_trigger(sacrifices, obj, controller)

    return EntersReplacement(entered, text=text)


def _dash(mana: str) -> list[Any]:
    """Dash [cost] (CR 702.109a), three abilities: "You may cast this card by paying [cost]
    rather than its mana cost" (:class:`Dash`, read as it is cast), "If this spell's dash cost
    was paid, return the permanent this spell becomes to its owner's hand at the beginning of
    the next end step" (a delayed triggered ability made as that permanent enters, CR 603.7,
    controlled by its controller then, 603.7d; it returns only that object, 400.7) and "As long
    as this permanent's dash cost was paid, it has haste" (a static ability, CR 611.3a)."""
    haste = StaticAbility(
        effects=(LayerEffect("6", fx.add_abilities("haste"), fx.self_only),),
        condition=_dashed,
        text=f"Dash {mana}",
    )

    def back_to_hand(game: Game, res: Any) -> None:
        permanent = res.source
        if game.on_battlefield(permanent):
            game.move(permanent, HAND, cause="dash")

    returns = TriggeredAbility(
        trigger=fx.listens_to(_next_end_step, StepBegan),
        effect=back_to_hand,
        text=f"Dash {mana}: return it to its owner's hand",
    )

    def entered(game: Game, obj: Any, controller: Any) -> None:
        if obj.note.get("dashed"):
            game.create_delayed_trigger(returns, obj, controller)

    return [Dash(mana, text=f"Dash {mana}"), haste, EntersReplacement(entered, text="")]


def _blitzed(game: Game, source: GameObject, controller: Player) -> bool:
    """ "As long as this permanent's blitz cost was paid" (CR 702.152a)."""
    return bool(source.note.get("blitzed"))


def _blitz(mana: str) -> list[Any]:
    """Blitz [cost] (CR 702.152a), three abilities: "You may cast this card by paying [cost]
    rather than its mana cost" (:class:`Blitz`, read as it is cast), "If this spell's blitz
    cost was paid, sacrifice the permanent this spell becomes at the beginning of the next end
    step" (a delayed triggered ability made as that permanent enters, CR 603.7, controlled by
    its controller then, 603.7d; it sacrifices only that object, 400.7) and "As long as this
    permanent's blitz cost was paid, it has haste and 'When this permanent is put into a
    graveyard from the battlefield, draw a card.'" (a static ability, CR 611.3a; the granted
    ability triggers as the permanent last existed on the battlefield, CR 603.10a, and its
    controller then draws, CR 603.3a)."""

    def draw(game: Game, res: Any) -> None:
        game.draw(res.controller, 1)

    draws = TriggeredAbility(
        trigger=trigger_condition(ir.EventTrigger("put_into_graveyard_from_battlefield")),
        effect=draw,
        text="When this permanent is put into a graveyard from the battlefield, draw a card.",
    )
    granted_by_blitz = StaticAbility(
        effects=(LayerEffect("6", fx.add_abilities("haste", draws), fx.self_only),),
        condition=_blitzed,
        text=f"Blitz {mana}",
    )

    def sacrifice_it(game: Game, res: Any) -> None:
        permanent = res.source
        if game.on_battlefield(permanent):
            game.sacrifice(permanent, res.controller)

    sacrifices = TriggeredAbility(
        trigger=fx.listens_to(_next_end_step, StepBegan),
        effect=sacrifice_it,
        text=f"Blitz {mana}: sacrifice it",
    )

    def entered(game: Game, obj: Any, controller: Any) -> None:
        if obj.note.get("blitzed"):
            game.create_delayed_trigger(sacrifices, obj, controller)

    return [
        Blitz(mana, text=f"Blitz {mana}"),
        granted_by_blitz,
        EntersReplacement(entered, text=""),
    ]


def _exile_instead(game: Game, prop: Any, source: GameObject) -> bool:
    return isinstance(prop, WouldMove) and prop.obj is source and prop.to_zone != EXILE


def _to_exile(game: Game, prop: Any, source: GameObject) -> Any:
    prop.to_zone = EXILE
    return prop


def _unearth(mana: str) -> ActivatedAbility:
    """Unearth [cost] (CR 702.84a): "[Cost]: Return this card from your graveyard to the
    battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
    leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
    sorcery." It functions while the card is in a graveyard. The haste, the delayed ability
    (CR 603.7) and the replacement effect (CR 614.1a) are the resolved ability's, on the
    permanent the card became (CR 400.7): losing its abilities doesn't end them."""
    gone = ReplacementEffect(
        _exile_instead, _to_exile, text=f"Unearth {mana}: exile it instead (CR 702.84a)"
    )

    def exile_it(game: Game, res: Any) -> None:
        permanent = res.source
        if game.on_battlefield(permanent):
            game.move(permanent, EXILE, cause="unearth")

    at_end = TriggeredAbility(
        trigger=fx.listens_to(_next_end_step, StepBegan),
        effect=exile_it,
        text=f"Unearth {mana}: exile it",
    )

    def unearth(game: Game, res: Any) -> None:
        card, you = res.source, res.controller
        if not (game.is_live(card) and card.zone == GRAVEYARD):
            return  # it is no longer the card in the graveyard (CR 400.7)
        permanent = game.put_onto_battlefield(card, you)
        if permanent is None or not game.on_battlefield(permanent):
            return
        game.add_effect(
            LayerEffect("6", fx.add_abilities("haste")), [permanent], card, you, until=None
        )
        game.create_delayed_trigger(at_end, permanent, you)
        game.object_replacements.append((gone, permanent))

    return ActivatedAbility(
        cost=Cost(mana=mana),
        effect=unearth,
        timing="sorcery",
        zones=(GRAVEYARD,),
        text=f"Unearth {mana}",
    )


def _searched_by_transmute(mana_value: int) -> ir.Effect:
    """ "Search your library for a card with the same mana value as the discarded card,
    reveal that card, and put it into your hand. Then shuffle." (CR 702.53a) for a discarded
    card of ``mana_value``: a search of a hidden zone may find nothing (CR 701.23b)."""
    key = "transmuted"
    found = ir.Mentioned(key)
    same = ir.ObjectFilter(
        f"card with mana value {mana_value}",
        ("card",),
        zone=ir.ZoneName.LIBRARY,
        mana_value_at_least=mana_value,
        mana_value_at_most=mana_value,
    )
    return ir.Sequence(
        (
            ir.Action(
                ir.Verb.SEARCH,
                count=ir.Count(ir.Relation.AT_MOST, 1),
                zone=ir.ZoneName.LIBRARY,
                filter=same,
                remember=key,
            ),
            ir.Action(ir.Verb.REVEAL, objects=found),
            ir.Action(ir.Verb.MOVE, objects=found, zone=ir.ZoneName.HAND, remember=key),
            ir.Action(ir.Verb.SHUFFLE),
        )
    )


def _transmute(mana: str) -> ActivatedAbility:
    """Transmute [cost] (CR 702.53a): "[Cost], Discard this card: Search your library for a
    card with the same mana value as the discarded card, reveal that card, and put it into your
    hand. Then shuffle your library. Activate only as a sorcery." It functions only while the
    card is in its owner's hand; the card is discarded as part of the cost (CR 601.2h, 602.2b),
    so the mana value is the discarded card's as it last existed in the hand (CR 608.2h), and
    the effect is played from its IR, as a card saying it is."""
    played: dict[int, Run] = {}

    def transmute(game: Game, res: Any) -> None:
        seen = res.source_lki.chars if res.source_lki is not None else game.chars(res.source)
        mana_value = seen.mana_value
        if mana_value not in played:
            played[mana_value] = effect_function(_searched_by_transmute(mana_value))
        played[mana_value](game, res)

    return ActivatedAbility(
        cost=Cost(mana=mana, discard_self=True),
        effect=transmute,
        timing="sorcery",
        zones=(HAND,),
        text=f"Transmute {mana}",
    )


def _reinforce(ability: ir.KeywordAbility, mana: str) -> ActivatedAbility:
    """Reinforce N—[cost] (CR 702.77a): "[Cost], Discard this card: Put N +1/+1 counters on
    target creature." It functions only while the card is in its owner's hand, at instant speed
    (CR 602.5: no timing restriction); the card is discarded as part of the cost (CR 601.2h,
    602.2b). ``number`` None is "Reinforce X—{X}...": N is the X announced as it is activated
    (CR 107.3, 602.2b). The effect and target are played from their IR."""
    amount: ir.Amount = ir.Fixed(ability.number) if ability.number is not None else ir.XValue()
    creature = ir.ObjectFilter(
        "creature", ("creature",), types=(ir.TypeTest(any_of=("creature",)),)
    )
    target = ir.TargetSpec("target creature", 1, 1, objects=True, filter=creature)
    effect = ir.Action(
        ir.Verb.PUT_COUNTERS, objects=ir.TargetObjects(0), amount=amount, counter="+1/+1"
    )
    run, targets = runner()(effect, (target,))
    return ActivatedAbility(
        cost=Cost(mana=mana, discard_self=True),
        effect=run,
        targets=tuple(targets),
        zones=(HAND,),
        text=ability.text or f"Reinforce {ability.number}—{mana}",
    )


def _ninjutsu(mana: str) -> ActivatedAbility:
    """Ninjutsu [cost] (CR 702.49a): "[Cost], Reveal this card from your hand, Return an
    unblocked attacking creature you control to its owner's hand: Put this card onto the
    battlefield from your hand tapped and attacking." It functions only while the card is in a
    hand, at instant speed, and only once blockers are declared is there an unblocked attacker
    (CR 509.1h). The card enters attacking what the returned creature was attacking (CR
    702.49c) -- it never "attacked" (CR 508.4) and it is unblocked (CR 508.4d); if that player
    has left the game, or that planeswalker is gone or no longer a planeswalker a defending
    player controls, it enters but is not attacking (CR 508.4a)."""

    def ninjutsu(game: Game, res: Any) -> None:
        card, you = res.source, res.controller
        if not (game.is_live(card) and card.zone == HAND):
            return  # it is no longer the card in the hand (CR 400.7)
        defender = res.remembered.get(RETURNED_ATTACKER_DEFENDER)
        permanent = game.put_onto_battlefield(card, you, tapped=True)
        if permanent is None or not game.on_battlefield(permanent) or game.combat is None:
            return
        if isinstance(defender, Player):
            attacking = not defender.lost
        else:
            attacking = (
                game.on_battlefield(defender)
                and "planeswalker" in game.chars(defender).types
                and game.controller(defender) is not you
            )
        if attacking:
            game.combat.attackers[permanent] = defender
            game._touch()

    return ActivatedAbility(
        cost=Cost(mana=mana, reveal_self=True, return_unblocked_attacker=True),
        effect=ninjutsu,
        zones=(HAND,),
        text=f"Ninjutsu {mana}",
    )


def _token_copy(keyword: str, **exceptions: Any) -> Callable[[str], ActivatedAbility]:
    """Embalm and eternalize (CR 702.128a, 702.129a): "[Cost], Exile this card from your
    graveyard: Create a token that's a copy of this card, except [exceptions]. Activate only as
    a sorcery." It functions only while the card is in a graveyard; the card is exiled as part
    of the cost (CR 602.2b), and the token copies its copiable values as it last existed in
    the graveyard (CR 707.2, 608.2h) with the exceptions, which are themselves copiable values
    (CR 707.9b): it has no mana cost (so mana value 0, CR 202.3b) and it is a Zombie in
    addition to its other types (CR 205.1b)."""

    def build(mana: str) -> ActivatedAbility:
        def create(game: Game, res: Any) -> None:
            card = res.source.copiable
            copy = card.replace(mana_cost=None, subtypes=card.subtypes | {"zombie"}, **exceptions)
            game.create_token(copy, res.controller, source=res.source)

        return ActivatedAbility(
            cost=Cost(mana=mana, exile_self=True),
            effect=create,
            timing="sorcery",
            zones=(GRAVEYARD,),
            text=f"{keyword} {mana}",
        )

    return build


def _scavenge(mana: str) -> ActivatedAbility:
    """Scavenge [cost] (CR 702.97a): "[Cost], Exile this card from your graveyard: Put a number
    of +1/+1 counters equal to the power of the card you exiled on target creature. Activate
    only as a sorcery." It functions only while the card is in a graveyard; the card is exiled
    as part of the cost (CR 602.2b), so its power is the one it had in the graveyard as it was
    exiled (its last known information, CR 608.2h; a characteristic-defining ability applies
    there too, CR 604.3). A power of 0 or less puts no counter (CR 107.1b)."""

    def put(game: Game, res: Any) -> None:
        target = res.target(0)
        if target is None:
            return
        exiled = res.source_lki.chars if res.source_lki is not None else game.chars(res.source)
        power = exiled.power or 0
        if power > 0:
            game.put_counters(target, "+1/+1", power)

    return ActivatedAbility(
        cost=Cost(mana=mana, exile_self=True),
        effect=put,
        targets=(TargetSpec.creature(),),
        timing="sorcery",
        zones=(GRAVEYARD,),
        text=f"Scavenge {mana}",
    )


#: The keywords "[keyword] [mana cost]" whose whole ability the rules state, built for the cost.
RULES_COST_KEYWORDS: dict[str, Callable[[str], Any]] = {
    "echo": _echo,
    "cumulative upkeep": _cumulative_upkeep,
    "unearth": _unearth,
    "recover": _recover,  # CR 702.59a
    "ward": _ward,
    "madness": zone_casting.madness,
    "miracle": zone_casting.miracle,
    "spectacle": lambda cost: Spectacle(cost, text=f"Spectacle {cost}"),  # CR 702.137a
    "surge": lambda cost: Surge(cost, text=f"Surge {cost}"),  # CR 702.117a
    "entwine": lambda cost: Entwine(cost, text=f"Entwine {cost}"),  # CR 702.42a
    "escalate": lambda cost: Escalate(cost, text=f"Escalate {cost}"),  # CR 702.120a
    "emerge": lambda cost: Emerge(cost, text=f"Emerge {cost}"),  # CR 702.119a
    "transmute": _transmute,
    "bestow": _bestow,  # CR 702.103a
    "mutate": _mutate,  # CR 702.140a
    "ninjutsu": _ninjutsu,
    # CR 702.33c: a kicker cost paid any number of times
    "multikicker": lambda cost: Kicker(cost, text=f"Multikicker {cost}", multi=True),
    # CR 702.128a: "except it's white, it has no mana cost, and it's a Zombie"
    "embalm": _token_copy("Embalm", colors=("W",)),
    # CR 702.129a: "except it's black, it's 4/4, it has no mana cost, and it's a Zombie"
    "eternalize": _token_copy("Eternalize", colors=("B",), power=4, toughness=4),
    "scavenge": _scavenge,  # CR 702.97a
}


def _this_spell_cast(game: Game, event: Any, source: GameObject) -> bool:
    """ "When you cast this spell" (CR 601.2i), of a spell on the stack."""
    return isinstance(event, SpellCast) and event.spell is source


def _awaken(n: int, mana: str) -> Awaken:
    """Awaken N—[cost] (CR 702.113a): the alternative cost (read as the spell is cast) and the
    spell ability "If this spell's awaken cost was paid, put N +1/+1 counters on target land
    you control. That land becomes a 0/0 Elemental creature with haste. It's still a land." --
    the land gains the creature type and the subtype Elemental (layer 4, CR 205.1b: in
    addition to its types), haste (layer 6) and the base power and toughness 0/0 (layer 7b),
    for as long as it is on the battlefield (no duration, CR 611.2a); the counters are put
    first. The spell's target numbers run on across its spell abilities (CR 608.2c), so its
    one target's index is the number of targets of the spell abilities before it."""
    land = TargetSpec(
        "target land you control", filter=fx.all_of(fx.is_type("land"), fx.you_control)
    )

    def awaken(game: Game, res: Any) -> None:
        spell = res.source
        if not spell.note.get("awakened"):
            return
        index = 0
        for ab in game.chars(spell).abilities:
            if ab is built:
                break
            if isinstance(ab, SpellAbility):
                index += len(ab.targets)
        target = res.target(index)
        if target is None or not game.on_battlefield(target):
            return
        game.put_counters(target, "+1/+1", n)
        you = res.controller
        parts = (
            LayerEffect("4", fx.add_types(("creature",), ("elemental",))),
            LayerEffect("6", fx.add_abilities("haste")),
            LayerEffect("7b", fx.set_pt(0, 0)),
        )
        for part in parts:
            game.add_effect(part, [target], spell, you, until=None, text=f"Awaken {n}")

    built = Awaken(awaken, (land,), f"Awaken {n}—{mana}", cost=mana, number=n)
    return built


def _conspired(game: Game, source: GameObject, controller: Player) -> bool:
    """ "if its conspire cost was paid" (CR 702.78a): noted on the spell as it was cast."""
    return bool(source.note.get("conspired"))


def _conspire() -> TriggeredAbility:
    """Conspire (CR 702.78a), its second ability: "When you cast this spell, if its conspire
    cost was paid, copy it. If the spell has any targets, you may choose new targets for the
    copy." It functions on the stack; the first ability, the additional cost, is read as the
    spell is cast (:meth:`karlov.runtime.actions.ActionsMixin._conspire`). A spell that has
    left the stack is copied as it last existed there (CR 608.2h)."""

    def copy(game: Game, res: Any) -> None:
        game.copy_spell(res.source, res.controller, last_known=True)

    return TriggeredAbility(
        trigger=fx.listens_to(_this_spell_cast, SpellCast),
        effect=copy,
        intervening_if=_conspired,
        text="Conspire",
        zones=(STACK,),
        keyword="conspire",
    )


def _replicate() -> TriggeredAbility:
    """Replicate (CR 702.56a), its second ability: "When you cast this spell, if a replicate
    cost was paid for it, copy it for each time its replicate cost was paid. If the spell has
    any targets, you may choose new targets for any of the copies." It functions on the
    stack; the times paid were noted on the spell as it was cast
    (:class:`~karlov.runtime.abilities.Replicate`). A spell that has left the stack is copied
    as it last existed there (CR 608.2h)."""

    def copies(game: Game, res: Any) -> None:
        for _ in range(_replicated(game, res.source, res.controller)):
            game.copy_spell(res.source, res.controller, last_known=True)

    return TriggeredAbility(
        trigger=fx.listens_to(_this_spell_cast, SpellCast),
        effect=copies,
        intervening_if=lambda game, source, you: _replicated(game, source, you) > 0,
        text="Replicate",
        zones=(STACK,),
        keyword="replicate",
    )


def _replicated(game: Game, source: GameObject, controller: Player) -> int:
    """The number of times the replicate cost of the spell was paid (CR 702.56a)."""
    return int(source.note.get("replicated", 0))


def _undaunted() -> CostLessPer:
    """Undaunted (CR 702.125a): "This spell costs {1} less to cast for each opponent you have.",
    a static ability functioning while the spell is on the stack, read as its total cost is
    determined (CR 601.2f): generic mana only (CR 118.7a). Players who have left the game are
    not counted (CR 702.125b: ``Game.opponents``); each instance applies (CR 702.125c)."""

    def how_many(game: Game, spell: Any, player: Any) -> int:
        return len(game.opponents(player))

    return CostLessPer(how_many, text="Undaunted")


def _storm() -> TriggeredAbility:
    """Storm (CR 702.40a): "When you cast this spell, copy it for each other spell that was cast
    before it this turn. If the spell has any targets, you may choose new targets for any of
    the copies." It functions on the stack. The spells counted are every player's cast before
    it this turn (the turn's record of casts); a spell that has left the stack is copied as it
    last existed there (CR 608.2h). Each instance triggers separately (CR 702.40b)."""

    def copies(game: Game, res: Any) -> None:
        spell = res.source
        casts = [record.spell for record in game.history.casts]
        before = next((i for i, cast in enumerate(casts) if cast is spell), 0)
        for _ in range(before):
            game.copy_spell(spell, res.controller, last_known=True)

    return TriggeredAbility(
        trigger=fx.listens_to(_this_spell_cast, SpellCast),
        effect=copies,
        text="Storm",
        zones=(STACK,),
        keyword="storm",
    )


@dataclass(eq=False)
class Epic(SpellAbility):
    """Epic (CR 702.50a), two spell abilities, in their place among the spell's: "For the rest
    of the game, you can't cast spells," and "At the beginning of each of your upkeeps for the
    rest of the game, copy this spell except for its epic ability. If the spell has any
    targets, you may choose new targets for the copy." (:func:`_epic`)."""

    keyword: str = "epic"


class _AnySpell:
    """Every spell: "you can't cast spells" (CR 702.50a)."""

    @staticmethod
    def chars_ok(chars: Any) -> bool:
        return True


def _epic() -> Epic:
    """Epic (CR 702.50a) as the spell resolves: its controller can't cast spells for the rest
    of the game (a ban, CR 101.2; copies are not cast, so the epic copies still happen, CR
    702.50b), and a delayed triggered ability (CR 603.7) that triggers at the beginning of
    each of their upkeeps for the rest of the game (never used up) and puts a copy of the spell
    on the stack, as it last existed there (CR 608.2h), without its epic ability, its
    controller choosing new targets if they like (CR 707.10c)."""

    def epic(game: Game, res: Any) -> None:
        from .execute import CastBan  # the ban of "can't cast", as an effect's (CR 101.2)

        spell, you = res.source, res.controller
        game.cast_bans.append(CastBan(you, _AnySpell(), None, "spells"))
        values = spell.copiable
        without = tuple(a for a in values.abilities if not isinstance(a, Epic))
        values = dataclasses.replace(values, abilities=without)

        def your_upkeep(game: Game, event: Any, source: Any) -> bool:
            return (
                isinstance(event, StepBegan)
                and event.step == "upkeep"
                and event.active_player is you
            )

        def copy_it(game: Game, copied: Any) -> None:
            game.copy_spell(spell, copied.controller, last_known=True, values=values)

        upkeeps = TriggeredAbility(
            trigger=your_upkeep,
            effect=copy_it,
            text="Epic: copy this spell except for its epic ability",
        )
        game.create_delayed_trigger(upkeeps, spell, you, once=False)

    return Epic(epic, (), "Epic")


def _demonstrate() -> TriggeredAbility:
    """Demonstrate (CR 702.144a): "When you cast this spell, you may copy it and you may choose
    new targets for the copy. If you copy the spell, choose an opponent. That player copies the
    spell and may choose new targets for that copy." It functions on the stack; a spell that
    has left the stack is copied as it last existed there (CR 608.2h). The opponent's copy is
    theirs: its controller (CR 707.10), "you" in its text (CR 109.5)."""

    def demonstrate(game: Game, res: Any) -> None:
        spell, you = res.source, res.controller
        if not game.ask_may(you, f"Demonstrate: copy {spell}?"):
            return
        game.copy_spell(spell, you, last_known=True)
        opponents = game.opponents(you)
        if not opponents:
            return
        prompt = f"Demonstrate: choose an opponent to also copy {spell}"
        (chosen,) = game.ask_choose(you, prompt, opponents) if len(opponents) > 1 else opponents
        game.copy_spell(spell, chosen, last_known=True)

    return TriggeredAbility(
        trigger=fx.listens_to(_this_spell_cast, SpellCast),
        effect=demonstrate,
        text="Demonstrate",
        zones=(STACK,),
        keyword="demonstrate",
    )


def _rampage(n: int) -> TriggeredAbility:
    """Rampage N (CR 702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end
    of turn for each creature blocking it beyond the first." The bonus is counted once, as the
    ability resolves (CR 702.23b); each instance triggers separately (CR 702.23c)."""

    def rampage(game: Game, res: Any) -> None:
        creature = res.source
        combat = game.combat
        if combat is None or not game.on_battlefield(creature):
            return
        blockers = len(combat.blockers_of(creature))
        bonus = n * max(0, blockers - 1)
        if bonus:
            game.add_effect(LayerEffect("7c", fx.modify_pt(bonus, bonus)), [creature],
                            creature, res.controller)  # fmt: skip

    return TriggeredAbility(
        trigger=fx.listens_to(_becomes_blocked, BlockersDeclared),
        effect=rampage,
        text=f"Rampage {n}",
        keyword="rampage",
    )


def _greater(game: Game, entered: Any, creature: Any) -> bool:
    """ "that creature's power is greater than this creature's power and/or that creature's
    toughness is greater than this creature's toughness" (CR 702.100a): each as it is on the
    battlefield, or as it last existed there (CR 113.7a); a noncreature has none (702.100c)."""
    them, me = game.chars(entered), game.chars(creature)
    if "creature" not in them.types or "creature" not in me.types:
        return False
    if None in (them.power, them.toughness, me.power, me.toughness):
        return False
    return them.power > me.power or them.toughness > me.toughness  # type: ignore[operator]


def _evolve() -> TriggeredAbility:
    """Evolve (CR 702.100a): "Whenever a creature you control enters, if that creature's power
    is greater than this creature's power and/or that creature's toughness is greater than
    this creature's toughness, put a +1/+1 counter on this creature." The "if" is an
    intervening "if" (CR 603.4), checked as the creature enters and again as the ability
    resolves; it names the entering creature, so both checks are made here, with the event.
    Each instance triggers separately (CR 702.100d)."""
    yours = ir.ObjectFilter(
        "creature you control",
        ("creature",),
        types=(ir.TypeTest(any_of=("creature",)),),
        controller=ir.Players("you"),
    )
    enters = trigger_condition(ir.EventTrigger("enters", yours))

    def trigger(game: Game, event: Any, source: GameObject) -> bool:
        return enters(game, event, source) and _greater(game, event.obj, source)

    def evolve(game: Game, res: Any) -> None:
        creature = res.source
        entered = getattr(res.event, "obj", None)
        if entered is None or not game.on_battlefield(creature):
            return
        if not _greater(game, entered, creature):
            return  # CR 603.4: the condition no longer holds
        game.put_counters(creature, "+1/+1", 1)

    return TriggeredAbility(
        trigger=fx.listens_to(trigger, *getattr(enters, "event_types", (ZoneChange,))),
        effect=evolve,
        text="Evolve",
        keyword="evolve",
    )


def _you_cast(game: Game, event: Any, source: GameObject) -> bool:
    """ "Whenever you cast a spell" (CR 601.2i)."""
    return isinstance(event, SpellCast) and event.controller is game.controller(source)


def _extort() -> TriggeredAbility:
    """Extort (CR 702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each
    opponent loses 1 life and you gain life equal to the total life lost this way." Each
    instance triggers separately (CR 702.101b)."""
    hybrid = Cost(mana="{W/B}")

    def extort(game: Game, res: Any) -> None:
        you = res.controller
        if not game.pay_optional_cost(you, hybrid, res.source, "for extort"):
            return
        lost = 0
        for player in game.apnap():
            if player is not you and not player.lost:
                lost += game.lose_life(player, 1)
        if lost:
            game.gain_life(you, lost)

    return TriggeredAbility(
        trigger=fx.listens_to(_you_cast, SpellCast),
        effect=extort,
        text="Extort",
        keyword="extort",
    )


#: The Germ Living weapon creates: "a 0/0 black Phyrexian Germ creature token" (CR 702.92a),
#: named for its subtypes (CR 111.4).
_GERM = CardDefinition(
    "Phyrexian Germ",
    None,
    types=("creature",),
    subtypes=("phyrexian", "germ"),
    colors=("B",),
    power=0,
    toughness=0,
)


def _living_weapon() -> TriggeredAbility:
    """Living weapon (CR 702.92a): "When this Equipment enters, create a 0/0 black Phyrexian
    Germ creature token, then attach this Equipment to it." Attaching to an object it can't
    be attached to does nothing (CR 701.3b)."""

    def germ(game: Game, res: Any) -> None:
        equipment = res.source
        made = game.create_token(_GERM, res.controller, 1, source=equipment)
        if made and game.on_battlefield(equipment) and game.on_battlefield(made[0]):
            game.attach(equipment, made[0])

    return TriggeredAbility(
        trigger=trigger_condition(ir.EventTrigger("enters")),
        effect=germ,
        text="Living weapon",
        keyword="living weapon",
    )


#: The Spirit tokens Afterlife creates: "1/1 white and black Spirit creature tokens with flying"
#: (CR 702.135a), named for their subtype (CR 111.4).
_AFTERLIFE_SPIRIT = CardDefinition(
    "Spirit",
    None,
    types=("creature",),
    subtypes=("spirit",),
    colors=("W", "B"),
    power=1,
    toughness=1,
    abilities=("flying",),
)


def _afterlife(n: int) -> TriggeredAbility:
    """Afterlife N (CR 702.135a): "When this permanent is put into a graveyard from the
    battlefield, create N 1/1 white and black Spirit creature tokens with flying." The
    ability's controller, its source's last controller on the battlefield (CR 603.3a),
    creates them. Each instance triggers separately (CR 702.135b)."""

    def spirits(game: Game, res: Any) -> None:
        game.create_token(_AFTERLIFE_SPIRIT, res.controller, n, source=res.source)

    return TriggeredAbility(
        trigger=trigger_condition(ir.EventTrigger("put_into_graveyard_from_battlefield")),
        effect=spirits,
        text=f"Afterlife {n}",
        keyword="afterlife",
    )


def _ingest() -> TriggeredAbility:
    """Ingest (CR 702.115a): "Whenever this creature deals combat damage to a player, that
    player exiles the top card of their library." "That player" is the player dealt the
    damage; with an empty library nothing is exiled. Each instance triggers separately (CR
    702.115b)."""

    def exile_top(game: Game, res: Any) -> None:
        player = getattr(res.event, "target", None)
        if not isinstance(player, Player):
            return
        for card in game.library(player)[:1]:
            game.move(card, EXILE, cause="ingest")

    return TriggeredAbility(
        trigger=trigger_condition(ir.EventTrigger("combat_damage_to_player")),
        effect=exile_top,
        text="Ingest",
        keyword="ingest",
    )


def _sunburst() -> EntersReplacement:
    """Sunburst (CR 702.44a): "If this object is entering as a creature, ignoring any
    type-changing effects that would affect it, it enters with a +1/+1 counter on it for each
    color of mana spent to cast it. Otherwise, it enters with a charge counter on it for each
    color of mana spent to cast it." Only a resolving spell entering from the stack counts
    mana spent (CR 702.44b): a permanent put onto the battlefield otherwise, or a copy of a
    spell, had none spent. Its types are its copiable values (CR 707.2), which type-changing
    effects don't change. Each instance works separately (CR 702.44d)."""

    def with_counters(game: Game, obj: Any, controller: Any) -> None:
        colors = {unit for unit in obj.note.get("mana_spent", ()) if unit in "WUBRG"}
        if colors:
            kind = "+1/+1" if "creature" in obj.copiable.types else "charge"
            game.put_counters(obj, kind, len(colors))

    return EntersReplacement(with_counters, text="Sunburst")


def _battle_cry() -> TriggeredAbility:
    """Battle cry (CR 702.91a): "Whenever this creature attacks, each other attacking creature
    gets +1/+0 until end of turn." The creatures are those attacking as it resolves, each
    affected from then on (CR 611.2c). Each instance triggers separately (CR 702.91b)."""
    others = ir.ObjectFilter(
        "other attacking creature",
        ("creature",),
        types=(ir.TypeTest(any_of=("creature",)),),
        attacking=True,
        other=True,
    )
    pump = ir.ModifyPT(ir.AllObjects(others), 1, 0, ir.Duration.END_OF_TURN)
    return _rules_trigger("battle cry", ir.EventTrigger("attacks"), pump, "Battle cry")


def _provoke() -> TriggeredAbility:
    """Provoke (CR 702.39a): "Whenever this creature attacks, you may choose to have target
    creature defending player controls block this creature this combat if able. If you do,
    untap that creature." The target is chosen as the ability is put on the stack (CR 603.3d),
    the choice made as it resolves; the requirement is weighed with the others as blockers are
    declared (CR 509.1c) and lasts for this combat only (:meth:`.execute.Interpreter.restrict`).
    Each instance triggers separately (CR 702.39b)."""
    creature = ir.ObjectFilter(
        "creature defending player controls",
        ("creature",),
        types=(ir.TypeTest(any_of=("creature",)),),
        controller=ir.Players("defending_player"),
        zone=ir.ZoneName.BATTLEFIELD,
    )
    target = ir.TargetSpec("target creature defending player controls", 1, 1, filter=creature)
    that = ir.TargetObjects(0)
    provoked = ir.Sequence(
        (
            ir.Restrict(that, "must_block_source"),  # no duration: this combat
            ir.Action(ir.Verb.UNTAP, objects=that),
        )
    )
    prompt = (
        "Do you want to have target creature defending player controls block this creature "
        "this combat if able, and untap it?"
    )
    effect = ir.MayDo(ir.Players("you"), provoked, prompt=prompt)
    ability = ir.TriggeredAbility(
        ir.EventTrigger("attacks"), effect, targets=(target,), text="Provoke"
    )
    built = triggered(ability, *runner()(ability.effect, ability.targets))
    built.keyword = "provoke"
    return built


def _attacks_the_most_life(game: Game, event: Any, source: GameObject) -> bool:
    """ "Whenever this creature attacks the player with the most life or tied for most life"
    (CR 702.105a): it was declared as an attacker of a player (not a planeswalker) whose life
    total, as it is declared, no player in the game exceeds."""
    if not isinstance(event, CreatureAttacks) or event.obj is not source:
        return False
    defender = event.defender
    if not isinstance(defender, Player):
        return False
    return all(defender.life >= p.life for p in game.players if not p.lost)


def _dethrone() -> TriggeredAbility:
    """Dethrone (CR 702.105a): "Whenever this creature attacks the player with the most life
    or tied for most life, put a +1/+1 counter on this creature." Each instance triggers
    separately (CR 702.105b)."""
    put = ir.Action(
        ir.Verb.PUT_COUNTERS, objects=ir.SourceObject(), amount=ir.Fixed(1), counter="+1/+1"
    )
    test = fx.listens_to(_attacks_the_most_life, CreatureAttacks)
    return _rules_trigger("dethrone", test, put, "Dethrone")


def _riot() -> EntersReplacement:
    """Riot (CR 702.136a): "You may have this permanent enter with an additional +1/+1 counter
    on it. If you don't, it gains haste." A replacement effect on how it enters (CR 614.1c):
    its controller chooses as it enters; the haste lasts as long as it stays on the
    battlefield (it is this object's, CR 400.7). Each instance is chosen separately (CR
    702.136b)."""

    def counter_or_haste(game: Game, obj: Any, controller: Any) -> None:
        if game.ask_may(controller, f"Riot: have {obj} enter with a +1/+1 counter (else haste)?"):
            game.put_counters(obj, "+1/+1", 1)
            return
        haste = LayerEffect("6", fx.add_abilities("haste"))
        game.add_effect(haste, [obj], obj, controller, until=None)

    return EntersReplacement(counter_or_haste, text="Riot")


def _unleash() -> list[Any]:
    """Unleash (CR 702.98a), two static abilities: "You may have this permanent enter with an
    additional +1/+1 counter on it" (a replacement effect on how it enters, CR 614.1c, its
    controller choosing as it enters) and "This permanent can't block as long as it has a
    +1/+1 counter on it" (CR 611.3a: whichever effect put the counter there, CR 122.1)."""

    def counter(game: Game, obj: Any, controller: Any) -> None:
        if game.ask_may(controller, f"Unleash: have {obj} enter with a +1/+1 counter?"):
            game.put_counters(obj, "+1/+1", 1)

    cant_block = StaticAbility(
        effects=(Restriction(affects=fx.self_only, kind="cant_block"),),
        condition=_has_a_plus_one_counter,
        text="Unleash: it can't block as long as it has a +1/+1 counter on it",
    )
    return [EntersReplacement(counter, text="Unleash"), cant_block]


def _exploit() -> TriggeredAbility:
    """Exploit (CR 702.110a): "When this creature enters, you may sacrifice a creature." --
    any creature its controller controls, itself included. A creature sacrificed so is
    exploited (CR 702.110b): the :class:`~karlov.runtime.events.Exploited` event, which "when
    this creature exploits a creature" triggers on; a creature that sacrificed itself triggers
    its own such ability as it last existed on the battlefield (CR 603.10a, 603.6c)."""

    def exploit(game: Game, res: Any) -> None:
        you, source = res.controller, res.source
        mine = [o for o in game.zone_objects(BATTLEFIELD, you) if game.is_creature(o)]
        prompt = f"Exploit: sacrifice a creature as {source}'s ability resolves?"
        picked = game.ask_choose(you, prompt, mine, 0, 1)
        if not picked:
            return
        victim = picked[0]
        lki = game._last_known(victim)
        if game.sacrifice(victim, you) is None:
            return
        event = Exploited(source, lki, you)
        game.emit(event)
        if victim is source:
            old = game.lki.get(source.id)
            if old is not None:
                for ab in old.chars.abilities:
                    if isinstance(ab, TriggeredAbility) and BATTLEFIELD in ab.zones:
                        game._try_trigger(ab, source, old.controller, event, old)

    return TriggeredAbility(
        trigger=fx.when_self_enters, effect=exploit, text="Exploit", keyword="exploit"
    )


def _opponents_attacked(game: Game, you: Player) -> int:
    """The number of opponents ``you`` attacked with a creature this combat: players (not
    planeswalkers) an attacking creature ``you`` control was declared to attack (CR
    702.121a, 506.2)."""
    combat = game.combat
    if combat is None:
        return 0
    attacked = {
        defender.index
        for creature, defender in combat.attackers.items()
        if isinstance(defender, Player) and defender is not you
        and game.controller(creature) is you
    }  # fmt: skip
    return len(attacked)


def _myriad() -> TriggeredAbility:
    """Myriad (CR 702.116a): "Whenever this creature attacks, for each opponent other than
    defending player, you may create a token that's a copy of this creature that's tapped and
    attacking that player or a planeswalker they control. Exile the tokens at end of combat."
    Defending player is the one it attacked (or that planeswalker's controller) as it was
    declared an attacker (CR 508.5a). Each token is a copy of its copiable values, as it last
    existed if it has left the battlefield (CR 707.2, 608.2h); the tokens were never declared
    as attackers, so nothing "whenever ... attacks" sees them (CR 508.4); the player or
    planeswalker each attacks is chosen as it is created (CR 508.4). Each instance triggers
    separately (CR 702.116b)."""
    from .execute import _FACE_DOWN_VALUES
    from .objects import LastKnown

    def copies(game: Game, res: Any) -> None:
        you = res.controller
        creature = res.source.obj if isinstance(res.source, LastKnown) else res.source
        attacked = getattr(res.event, "defender", None)
        defending = game.controller(attacked) if isinstance(attacked, GameObject) else attacked
        copied = _FACE_DOWN_VALUES if creature.face_down else creature.copiable
        made: list[GameObject] = []
        for opponent in game.opponents(you):
            if opponent is defending or game.combat is None:
                continue
            prompt = f"Myriad: create a token copy of {creature} attacking {opponent}?"
            if not game.ask_may(you, prompt):
                continue
            theirs = [
                o
                for o in game.zone_objects(BATTLEFIELD, opponent)
                if "planeswalker" in game.chars(o).types
            ]
            defender: Any = opponent
            if theirs:
                prompt = f"Myriad: the token attacks {opponent} or a planeswalker they control"
                (defender,) = game.ask_choose(you, prompt, [opponent, *theirs])
            for token in game.create_token(copied, you, tapped=True, source=creature):
                if game.on_battlefield(token) and game.combat is not None:
                    game.combat.attackers[token] = defender  # CR 508.4: never declared
                    game._touch()
                made.append(token)
        if not made:
            return

        def exile_tokens(game: Game, later: Any) -> None:
            for token in made:  # the same objects, while they stay on the battlefield
                if game.on_battlefield(token):
                    game.exile(token)

        at_end_of_combat = TriggeredAbility(
            trigger=lambda game, event, source: (
                isinstance(event, StepBegan) and event.step == "end_of_combat"
            ),
            effect=exile_tokens,
            text="Exile the tokens at end of combat",
            zones=(),
        )
        game.create_delayed_trigger(at_end_of_combat, creature, you)

    return TriggeredAbility(
        trigger=trigger_condition(ir.EventTrigger("attacks")),
        effect=copies,
        text="Myriad",
        keyword="myriad",
    )


def _melee() -> TriggeredAbility:
    """Melee (CR 702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn
    for each opponent you attacked with a creature this combat." Counted as it resolves (CR
    608.2h). Each instance triggers separately (CR 702.121b)."""

    def pump(game: Game, res: Any) -> None:
        creature, you = res.source, res.controller
        n = _opponents_attacked(game, you)
        if n and game.on_battlefield(creature):
            game.add_effect(LayerEffect("7c", fx.modify_pt(n, n)), [creature], creature, you)

    return TriggeredAbility(
        trigger=trigger_condition(ir.EventTrigger("attacks")),
        effect=pump,
        text="Melee",
        keyword="melee",
    )


def _afflict(n: int) -> TriggeredAbility:
    """Afflict N (CR 702.130a): "Whenever this creature becomes blocked, defending player loses
    N life." The defending player is the one it attacks, or the controller of the
    planeswalker it attacks (CR 508.5). Each instance triggers separately (CR 702.130b)."""
    lose = ir.Action(ir.Verb.LOSE_LIFE, players=ir.Players("defending_player"), amount=ir.Fixed(n))
    return _rules_trigger("afflict", ir.EventTrigger("becomes_blocked"), lose, f"Afflict {n}")


def _annihilator(n: int) -> TriggeredAbility:
    """Annihilator N (CR 702.86a): "Whenever this creature attacks, defending player sacrifices
    N permanents." The defending player is the one it attacks, or the controller of the
    planeswalker it attacks (CR 508.5); they choose what to sacrifice as it resolves (CR
    701.21a), all of them if they control fewer. Each instance triggers separately (CR
    702.86b)."""
    defending = ir.Players("defending_player")
    permanents = ir.ObjectFilter("permanents", ("permanent",), zone=ir.ZoneName.BATTLEFIELD)
    chosen = ir.ChosenObjects(
        ir.Count(ir.Relation.EXACTLY, n), permanents, chooser=defending, own=True
    )
    sacrifice = ir.Action(ir.Verb.SACRIFICE, objects=chosen, players=defending)
    return _rules_trigger("annihilator", ir.EventTrigger("attacks"), sacrifice, f"Annihilator {n}")


def _trains(game: Game, event: Any, source: GameObject) -> bool:
    """ "Whenever this creature and at least one other creature with power greater than this
    creature's power attack" (CR 702.149a): this creature is declared as an attacker (CR
    508.3a) together with another attacking creature whose power, as the attackers are
    declared, is greater than its own."""
    combat = game.combat
    if not isinstance(event, CreatureAttacks) or event.obj is not source or combat is None:
        return False
    power = game.chars(source).power or 0
    return any(
        other is not source and (game.chars(other).power or 0) > power for other in combat.attackers
    )


def _training() -> TriggeredAbility:
    """Training (CR 702.149a): "Whenever this creature and at least one other creature with
    power greater than this creature's power attack, put a +1/+1 counter on this creature."
    Each instance triggers separately (CR 702.149b)."""
    counter = ir.Action(
        ir.Verb.PUT_COUNTERS, objects=ir.SourceObject(), amount=ir.Fixed(1), counter="+1/+1"
    )
    test = fx.listens_to(_trains, CreatureAttacks)
    return _rules_trigger("training", test, counter, "Training")


def _devour(n: int) -> EntersReplacement:
    """Devour N (CR 702.82a): "As this object enters, you may sacrifice any number of
    creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
    this way." The creatures are its controller's on the battlefield (it is not there yet, so
    never itself). Each instance works as it enters, in turn (CR 616.1)."""

    def devour(game: Game, obj: Any, controller: Any) -> None:
        mine = [o for o in game.zone_objects(BATTLEFIELD, controller) if game.is_creature(o)]
        mine = [o for o in mine if o is not obj]
        prompt = f"Devour {n}: sacrifice any number of creatures as {obj} enters"
        picked = game.ask_choose(controller, prompt, mine, 0, len(mine))
        devoured = sum(game.sacrifice(o, controller) is not None for o in picked)
        if devoured:
            game.put_counters(obj, "+1/+1", n * devoured)

    return EntersReplacement(devour, text=f"Devour {n}")


def _amplify(n: int) -> EntersReplacement:
    """Amplify N (CR 702.38a): "As this object enters, reveal any number of cards from your
    hand that share a creature type with it. This permanent enters with N +1/+1 counters on it
    for each card revealed this way." Its creature types are those it will have on the
    battlefield (CR 614.12); the card itself is not in the hand. Each instance works
    separately (CR 702.38b)."""

    def amplify(game: Game, obj: Any, controller: Any) -> None:
        types = set(game.chars(obj).subtypes) & execute.creature_types()
        hand = [
            card
            for card in game.zone_objects(HAND, controller)
            if card is not obj and types & game.chars(card).subtypes
        ]
        prompt = f"Amplify {n}: reveal any number of cards that share a creature type with {obj}"
        picked = game.ask_choose(controller, prompt, hand, 0, len(hand))
        if picked:
            game.reveal(controller, picked)
            game.put_counters(obj, "+1/+1", n * len(picked))

    return EntersReplacement(amplify, text=f"Amplify {n}")


#: The keywords whose whole ability the rules state, built from the rules' text.
RULES_KEYWORDS: dict[str, Callable[[], Any]] = {
    "prowess": _prowess,
    "exalted": _exalted,
    "flanking": _flanking,
    "persist": _persist,
    "undying": _undying,
    "mentor": _mentor,
    "storm": _storm,
    "demonstrate": _demonstrate,  # CR 702.144a
    "evolve": _evolve,
    "extort": _extort,
    "living weapon": _living_weapon,
    "ingest": _ingest,
    "sunburst": _sunburst,
    "battle cry": _battle_cry,
    "provoke": _provoke,
    "dethrone": _dethrone,
    "riot": _riot,
    "melee": _melee,
    "myriad": _myriad,
    "cascade": zone_casting.cascade,
    "rebound": zone_casting.rebound,
    "exploit": _exploit,
    "cipher": zone_casting.cipher,
    "training": _training,
    "undaunted": _undaunted,
}
#: The keywords "[keyword] N" whose whole ability the rules state, built for their N.
RULES_NUMBER_KEYWORDS: dict[str, Callable[[int], Any]] = {
    "bushido": _bushido,
    "soulshift": _soulshift,
    "renown": _renown,
    "bloodthirst": _bloodthirst,
    "fabricate": _fabricate,
    "rampage": _rampage,
    "afterlife": _afterlife,
    "afflict": _afflict,
    "dredge": dredge,
    "tribute": _tribute,  # CR 702.104a
    "annihilator": _annihilator,
    "devour": _devour,
    "amplify": _amplify,
    "ripple": zone_casting.ripple,  # CR 702.60a
}
#: Keywords "[keyword] N" that are more than one ability (CR 702.43a, 702.32a).
RULES_NUMBER_KEYWORD_PAIRS: dict[str, Callable[[int], list[Any]]] = {
    "modular": _modular,
    "fading": _fading,
    "vanishing": _vanishing,
    "graft": _graft,
}


def _equip(ability: ir.KeywordAbility, equip_cost: ir.Cost) -> ActivatedAbility:
    """Equip [cost] (CR 702.6a): "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." Equip [quality] targets a creature you control
    with that quality (CR 702.6c). Attaching to an illegal or unchanged object does
    nothing (CR 701.3b, 301.5c)."""
    quality = Matcher(ability.filter) if ability.filter is not None else None

    def yours(game: Game, candidate: Any, ctx: Any) -> bool:
        if game.controller(candidate) is not ctx.controller:
            return False
        return quality is None or quality.matches(game, candidate, ctx)

    def attach(game: Game, res: Any) -> None:
        target = res.target(0)
        if target is not None:
            game.attach(res.source, target)

    described = "target creature you control"
    if quality is not None:
        described = f"target {quality.description} you control"
    return ActivatedAbility(
        cost=cost(equip_cost),
        effect=attach,
        targets=(TargetSpec.creature(described, yours),),
        timing="sorcery",
        gate=_gate(ability),
        text=(
            ability.text[:1].upper() + ability.text[1:]
            # "Equip—Discard a card." (CR 702.6a), "Equip legendary creature {3}" (702.6c)
            if _more_than_mana(equip_cost) or quality is not None
            else f"Equip {equip_cost.mana or ''}".rstrip()
        ),
    )


def _cycling(ability: ir.KeywordAbility, mana: str, paid: Cost | None = None) -> ActivatedAbility:
    """Cycling [cost] (CR 702.29a): "[Cost], Discard this card: Draw a card.", an activated
    ability that functions only while the card is in its owner's hand, at instant speed
    (CR 602.5: no timing restriction). [Type]cycling [cost] (CR 702.29e): "[Cost], Discard this
    card: Search your library for a [type] card, reveal it, and put it into your hand. Then
    shuffle your library." — a search of a hidden zone may find nothing (CR 701.23b). The card
    is discarded as part of the cost (CR 601.2h, 602.2b), so it is in the graveyard even if the
    ability is countered; the effects are played from their IR, as a card saying them is.
    ``paid``: a cost of actions ("Cycling—Pay 2 life.", "Cycling—Sacrifice a land."), paid
    with the discard."""
    if ability.filter is None:
        effect: ir.Effect = ir.Action(ir.Verb.DRAW, amount=ir.Fixed(1))
    else:
        key = "cycled"
        found = ir.Mentioned(key)
        effect = ir.Sequence(
            (
                ir.Action(
                    ir.Verb.SEARCH,
                    count=ir.Count(ir.Relation.AT_MOST, 1),
                    zone=ir.ZoneName.LIBRARY,
                    filter=ability.filter,
                    remember=key,
                ),
                ir.Action(ir.Verb.REVEAL, objects=found),
                ir.Action(ir.Verb.MOVE, objects=found, zone=ir.ZoneName.HAND, remember=key),
                ir.Action(ir.Verb.SHUFFLE),
            )
        )
    return ActivatedAbility(
        cost=(
            dataclasses.replace(paid, discard_self=True)
            if paid is not None
            else Cost(mana=mana, discard_self=True)
        ),
        effect=effect_function(effect),
        zones=(HAND,),
        text=ability.text or f"Cycling {mana}",
        cycling=True,
    )


def _crew(ability: ir.KeywordAbility, power: int) -> ActivatedAbility:
    """Crew N (CR 702.122a): "Tap any number of other untapped creatures you control with
    total power N or greater: This Vehicle becomes an artifact creature until end of turn."
    It keeps its printed power and toughness unless another effect sets them (CR 301.7b)."""

    def crewed(game: Game, res: Any) -> None:
        if game.is_live(res.source):
            game.become(
                res.source, types=("artifact", "creature"), source=res.source, until="end_of_turn"
            )

    return ActivatedAbility(
        cost=Cost(tap_creatures_power=power),
        effect=crewed,
        gate=_gate(ability),
        text=f"Crew {power}",
    )


def _enchant(filter: ir.ObjectFilter) -> SpellAbility:
    """Enchant [object] (CR 702.5a): an Aura spell targets the object it will enchant, chosen
    among what its enchant ability allows (CR 303.4a, 601.2c)."""
    enchantable = Matcher(filter)
    kinds = frozenset({"permanent"})
    zones: tuple[str, ...] = ()
    if enchantable.zone != BATTLEFIELD:
        kinds, zones = frozenset({"card"}), (enchantable.zone,)
    spec = TargetSpec(
        "target " + enchantable.description, enchantable.matches, kinds=kinds, zones=zones
    )
    return SpellAbility(None, (spec,), "Enchant " + enchantable.description, aura=True)


# ---- costs, triggered and activated abilities (CR 118, 602, 603) -----------------------------


def cost_of(spec: ir.Cost) -> Cost:
    """:func:`cost`, under a name a function with a local ``cost`` can call."""
    return cost(spec)


def cost(spec: ir.Cost) -> Cost:
    """The cost ``spec`` states (CR 118, 602.1): mana, {T}, sacrifices of this permanent or of
    ``count`` permanents matching a filter (CR 701.21), life, discards (CR 701.9a), counters
    removed (CR 122.8), exiling this object or cards of your graveyard (CR 406.1), tapping
    untapped permanents (CR 118.3), loyalty counters put or removed (CR 606.4)."""
    sacrifice_self = False
    sacrifices: list[SacrificeCost] = []
    for part in spec.sacrifices:
        if part.filter is None:
            sacrifice_self = True
            continue
        matcher = Matcher(part.filter)
        sacrifices.append(
            SacrificeCost(
                matcher.matches, part.count, part.description or "a " + matcher.description
            )
        )
    return Cost(
        mana=spec.mana or None,
        tap=spec.tap,
        untap=spec.untap,
        sacrifice_self=sacrifice_self,
        sacrifice=tuple(sacrifices),
        pay_life=spec.pay_life,
        discard=spec.discard,
        remove_counters=tuple(
            (part.kind, part.count)
            for part in spec.remove_counters
            if not (part.x or part.any_number or part.filter)
        ),
        remove_counters_x=tuple(part.kind for part in spec.remove_counters if part.x),
        remove_counters_any=tuple(part.kind for part in spec.remove_counters if part.any_number),
        remove_counters_from=tuple(
            RemoveCountersFromCost(
                part.kind,
                Matcher(part.filter).matches,
                part.count,
                part.filter.description
                if part.from_among
                else ("another " if part.filter.other else "a ") + part.filter.description,
                from_among=part.from_among,
            )
            for part in spec.remove_counters
            if part.filter is not None
        ),
        exile_self=spec.exile_self,
        discard_self=spec.discard_self,
        reveal_self=spec.reveal_self,
        tap_untapped=tuple(
            TapCost(Matcher(part.filter).matches, part.count, part.description)
            for part in spec.tap_untapped
        ),
        loyalty=None if spec.loyalty is None else spec.loyalty.put - spec.loyalty.remove,
        loyalty_x=spec.loyalty is not None and spec.loyalty.remove_x,
        exile_cards=tuple(
            ExileCardsCost(Matcher(part.filter).matches, part.count, part.description)
            for part in spec.exile_from_graveyard
        ),
        discard_cards=tuple(
            ExileCardsCost(Matcher(part.filter).matches, part.count, part.description)
            for part in spec.discard_cards
        ),
        energy=spec.energy,
        discard_random=spec.discard_random,
        return_to_hand=tuple(
            TapCost(Matcher(part.filter).matches, part.count, part.description)
            for part in spec.return_to_hand
        ),
        exile_from_hand=tuple(
            ExileCardsCost(Matcher(part.filter).matches, part.count, part.description)
            for part in spec.exile_from_hand
        ),
        return_self=spec.return_self,
        exile_top=spec.exile_top,
        exert_self=spec.exert_self,
        reveal_cards=tuple(
            ExileCardsCost(Matcher(part.filter).matches, part.count, part.description)
            for part in spec.reveal_from_hand
        ),
        one_of=tuple(cost(choice) for choice in spec.one_of),
        pay_life_x=spec.pay_life_x,
    )


def triggered_ability(
    trigger: ir.Trigger,
    run: Run,
    *,
    targets: Sequence[TargetSpec] = (),
    intervening_if: ir.Condition | None = None,
    gate: bool = False,
    text: str = "",
    zones: Sequence[ir.ZoneName] = (ir.ZoneName.BATTLEFIELD,),
    max_per_turn: int | None = None,
) -> TriggeredAbility:
    """A triggered ability (CR 603) from the IR of its trigger and intervening "if"
    (CR 603.4), with ``run`` as its effect and ``targets`` (runtime target specs of its IR
    targets), triggering while its source is in one of ``zones`` (CR 113.6, 113.6m), at most
    ``max_per_turn`` times a turn for one object ("This ability triggers only once each
    turn."). A Solved ability's gate is checked as it triggers; for a leaves-the-battlefield
    trigger, on the source's last known information (CR 702.169c, 603.10a)."""
    names = _zone_names(zones)
    if isinstance(trigger, ir.EventTrigger) and trigger.event == "cycle":
        if gate:
            raise TypeError("a solved gate on 'when you cycle this card'")
        # "When you cycle this card" triggers from whatever zone the card winds up in
        # (CR 702.29c, 113.6k): never the battlefield or the stack, where it is not cycled.
        names = _CYCLED_ZONES
    if isinstance(trigger, ir.StateTrigger):
        # CR 603.8: it matches no event; the game asks its condition (``state``)
        return TriggeredAbility(
            trigger=_NO_EVENT,
            effect=run,
            targets=tuple(targets),
            intervening_if=condition(intervening_if) if intervening_if is not None else None,
            gate=fx.solved_gate if gate else None,
            text=text,
            zones=names,
            state=condition(trigger.condition),
        )
    return TriggeredAbility(
        trigger=trigger_condition(trigger),
        effect=run,
        targets=tuple(targets),
        intervening_if=condition(intervening_if) if intervening_if is not None else None,
        gate=fx.solved_gate if gate else None,
        text=text,
        zones=names,
        max_per_turn=max_per_turn,
    )


_CYCLED_ZONES = (GRAVEYARD, EXILE, HAND, LIBRARY)
#: The event test of a state trigger (CR 603.8): it listens to no class of event.
_NO_EVENT = fx.listens_to(lambda game, event, source: False)


def triggered(
    ability: ir.TriggeredAbility, run: Run, targets: Sequence[TargetSpec] = ()
) -> TriggeredAbility:
    """The runtime object of ``ability``: ``run`` plays its ``effect`` and ``targets`` are its
    ``targets`` as runtime target specs (both built by whoever plays the effect IR). One that
    triggers when a permanent is tapped for mana (from a mana ability, CR 106.12a), has no
    target and could add mana is a mana ability (CR 605.1b): it resolves right after the
    mana ability that triggered it, not on the stack (CR 605.4a)."""
    built = triggered_ability(
        ability.trigger,
        run,
        targets=targets,
        intervening_if=ability.intervening_if,
        gate=ability.gate,
        text=ability.text,
        zones=ability.zones,
        max_per_turn=ability.max_per_turn,
    )
    trigger = ability.trigger
    if (
        isinstance(trigger, ir.EventTrigger)
        and trigger.event == "tapped_for_mana"
        and not ability.targets
        and ir.adds_mana(ability.effect)
    ):
        built.is_mana_ability = True
    return built


def activated_ability(
    spec: ir.Cost,
    run: Run,
    *,
    targets: Sequence[TargetSpec] = (),
    timing: ir.Timing = ir.Timing.INSTANT,
    zones: Sequence[ir.ZoneName] = (ir.ZoneName.BATTLEFIELD,),
    max_per_turn: int | None = None,
    gate: bool = False,
    text: str = "",
    condition: ir.Condition | None = None,
    any_player: bool = False,
    only_opponents: bool = False,
) -> ActivatedAbility:
    """An activated ability (CR 602) from the IR of its cost, timing (CR 602.5d), limit per
    turn (CR 602.5b) and the zones it functions from (CR 113.6b), with ``run`` as its
    effect. A Solved ability can't be activated while its Case is unsolved (CR 702.169d)."""
    return ActivatedAbility(
        cost=cost(spec),
        effect=run,
        targets=tuple(targets),
        timing=timing.value,
        gate=fx.solved_gate if gate else None,
        text=text,
        zones=_zone_names(zones),
        max_per_turn=max_per_turn,
        condition=None if condition is None else build_condition(condition),
        any_player=any_player,
        only_opponents=only_opponents,
    )


def _zone_names(zones: Sequence[ir.ZoneName]) -> tuple[str, ...]:
    if zones == _ON_BATTLEFIELD:
        return _BATTLEFIELD_ONLY  # nearly every ability (compile throughput)
    return tuple(zone.value for zone in zones)


_ON_BATTLEFIELD = (ir.ZoneName.BATTLEFIELD,)
_BATTLEFIELD_ONLY = (BATTLEFIELD,)


def activated(
    ability: ir.ActivatedAbility, run: Run, targets: Sequence[TargetSpec] = ()
) -> ActivatedAbility:
    """The runtime object of ``ability``: ``run`` plays its ``effect`` and ``targets`` are its
    ``targets`` as runtime target specs (both built by whoever plays the effect IR). One with
    no target and no loyalty cost whose effect could add mana is a mana ability (CR 605.1a):
    it doesn't use the stack (CR 605.3b)."""
    built = activated_ability(
        ability.cost,
        run,
        targets=targets,
        timing=ability.timing,
        zones=ability.zones,
        max_per_turn=ability.max_per_turn,
        gate=ability.gate,
        text=ability.text,
        condition=ability.condition,
        any_player=ability.any_player,
        only_opponents=ability.only_opponents,
    )
    if not ability.targets and ability.cost.loyalty is None and ir.adds_mana(ability.effect):
        built.is_mana_ability = True
        # what it could add (CR 106.7), for "mana that a land ... could produce"; it pays
        # for nothing by itself: the planner activates only abilities without an effect
        effect = ability.effect
        if isinstance(effect, ir.AddMana) and effect.could_produce is None:
            built.mana = tuple(tuple(option) for option in effect.options)
    return built
