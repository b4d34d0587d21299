"""Lowering trigger conditions (CR 603.1) and intervening "if" clauses (CR 603.4) to the IR.

:func:`trigger_ir` turns a ``WhenEvent`` or ``AtStep`` node into an :data:`karlov.ir.Trigger`
(:class:`~karlov.ir.StepTrigger`, :class:`~karlov.ir.EventTrigger`, or
:class:`~karlov.ir.AnyOf` for "enters or dies"). The runtime builds the event test
from that IR alone (:func:`karlov.runtime.build.triggered_ability`,
:mod:`karlov.runtime.trigger_match`).

Both record on the ability's :class:`~.context.AbilityContext` what the event is about
(``event_subject``, ``event_nouns``), so the effect after the comma can say "it", "that
spell", "that player" or "that much".
"""

from __future__ import annotations

import dataclasses

from .. import ir
from ..frontend import nodes
from ..frontend.nodes import rule_names
from .accounting import consume_all, descendants, is_, is_named, lexeme_texts, take, words
from .context import AbilityContext, Unsupported
from .objects import Count, attaches, count, count_word, filter_ir, is_another

__all__ = ["trigger_ir"]

#: The IR step of each step name the grammar reads (CR 500.1).
STEPS = {
    "upkeep": ir.Step.UPKEEP,
    "draw step": ir.Step.DRAW,
    "end step": ir.Step.END,
    "precombat main phase": ir.Step.PRECOMBAT_MAIN,
    "postcombat main phase": ir.Step.POSTCOMBAT_MAIN,
}

_SELF = (nodes.SelfRef, nodes.SelfName)
#: where a source of damage named by a description is as it deals the damage: a permanent or
#: a spell (CR 120.3, 609.7)
_SOURCE_ZONES = (None, ir.ZoneName.BATTLEFIELD, ir.ZoneName.STACK)

_ORDINALS = {"first": 1, "second": 2, "third": 3}

#: The steps of session 47's step references the runtime has no trigger of (C001).
_UNPLAYED_STEPS = (
    rule_names.ChosenPlayersStep,
    rule_names.EachOtherPlayersStep,
    rule_names.EnchantedOpponentsStep,
    rule_names.EachOfYourMainPhases,
)


def trigger_ir(node: nodes.Node, ctx: AbilityContext) -> ir.Trigger:
    """The trigger condition ``node`` (CR 603.1) as IR: "At the beginning of [whose] [step]"
    or "When/Whenever [subject] [event] (or [event])". Anything the runtime has no event for
    is :class:`~.context.Unsupported` (C001 at its span)."""
    where = node.span
    if is_(node, (nodes.StepOrEvent, nodes.EventOrStep, nodes.EventAndStep, nodes.EventOrEvent)):
        return _two_conditions(node, ctx)
    if is_(node, nodes.AtEndOfCombat):
        # "At end of combat, ..." (CR 511.2): as the end of combat step of each combat phase
        # begins, whoever's turn it is (CR 500.8: an additional combat phase has one too)
        return ir.StepTrigger(ir.Step.END_OF_COMBAT, ir.Whose.ANY, span=where)
    if is_(node, nodes.AtStep):
        return _step_trigger(take(node)[0], ctx, where)  # type: ignore[arg-type]
    if not is_(node, nodes.WhenEvent):
        raise Unsupported(node, "this trigger condition")
    return _event_trigger(take(take(node)[1]), node, ctx, where)  # type: ignore[arg-type]


#: What the event of a trigger condition lets its effect name (CR 603.7c, 608.2c), set by
#: the lowering of each condition: a trigger of two conditions names none of them (each
#: field back to its default).
_EVENT_REFERENTS = (
    "event_subject",
    "event_nouns",
    "event_dealer_nouns",
    "event_several",
    "event_names_source",
    "event_player_named",
    "event_is_step_of_player",
    "event_amount",
    "event_produced_mana",
    "event_graveyard_owner",
    "defending_player_of",
    "event_leaves_battlefield",
)
_NOTHING_NAMED = {
    f.name: f.default for f in dataclasses.fields(AbilityContext) if f.name in _EVENT_REFERENTS
}


def _two_conditions(node: nodes.Node, ctx: AbilityContext) -> ir.AnyOf:
    """ "At the beginning of your upkeep or whenever you cast a white spell", "When ~ enters
    or at the beginning of your upkeep", "When ~ enters and at the beginning of your upkeep",
    "Whenever an opponent casts a spell during your turn or when ~ dies": one triggered
    ability with two trigger conditions, triggering on an event either matches (CR 603.2).
    Its effect can name nothing of either event: "it", "that spell", "that player" would name
    something only one of them has, so the lowering of the effect finds no referent (C001)."""
    where = node.span
    first, *rest = take(node)
    parts: list[ir.Trigger] = [trigger_ir(first, ctx)]  # type: ignore[arg-type]
    if is_(node, nodes.EventOrEvent):
        _or_when, events = rest
        parts.append(_event_trigger(take(events), events, ctx, events.span))  # type: ignore[arg-type, union-attr]
    elif is_(node, nodes.StepOrEvent):
        parts.append(trigger_ir(rest[0], ctx))  # type: ignore[arg-type]
    else:  # "or at the beginning of" / "and at the beginning of" [step]
        step = rest[-1]
        parts.append(_step_trigger(step, ctx, step.span))  # type: ignore[arg-type, union-attr]
    for name, nothing in _NOTHING_NAMED.items():
        setattr(ctx, name, nothing)
    found: list[ir.EventTrigger | ir.StepTrigger] = []
    for part in parts:
        if isinstance(part, ir.StateTrigger):
            raise Unsupported(node, "a state trigger with another trigger condition")
        found.extend(part.triggers if isinstance(part, ir.AnyOf) else (part,))
    if any(isinstance(t, ir.EventTrigger) and t.event == "cycle" for t in found):
        raise Unsupported(node, "'when you cycle this card' with another trigger condition")
    return ir.AnyOf(tuple(found), span=where)


def _step_trigger(step: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.StepTrigger:
    """ "[At the beginning of] your upkeep / each opponent's end step / combat on your turn"
    (CR 603.2b): the step ``step`` names, and whose."""
    if is_(step, nodes.CombatOnYourTurn):
        return ir.StepTrigger(ir.Step.BEGINNING_OF_COMBAT, ir.Whose.YOU, span=where)
    if is_(step, nodes.CombatOnEachOpponentsTurn):
        # "At the beginning of combat on each opponent's turn, ... that player ...": the
        # beginning of combat step of an opponent's turn (CR 507.1); the player whose
        # turn it is, the active player (CR 102.1).
        ctx.event_subject = "player"
        return ir.StepTrigger(ir.Step.BEGINNING_OF_COMBAT, ir.Whose.OPPONENT, span=where)
    if is_(step, nodes.CombatOnEachPlayersTurn):
        # "At the beginning of combat on each player's turn, ... that player ...": the
        # beginning of combat step of every turn (CR 507.1), and of each additional combat
        # phase (CR 500.8), as "combat on your turn" of every player; "that player" is the
        # player whose turn it is, the active player (CR 102.1).
        consume_all(step)
        ctx.event_subject = "player"
        return ir.StepTrigger(ir.Step.BEGINNING_OF_COMBAT, ir.Whose.ANY, span=where)
    if is_named(step, _UNPLAYED_STEPS):
        # "the chosen player's upkeep" (CR 607.2d), "each other player's draw step",
        # "enchanted opponent's end step" (CR 303.4), "each of your main phases" (CR 505.1):
        # the runtime has no step trigger of these players or of both main phases
        raise Unsupported(step, "a trigger at the beginning of this step")
    if is_(step, nodes.StepOfPlayer):  # "the upkeep of enchanted creature's controller"
        return _step_of_attached_controller(step, ctx, where)
    if is_(step, nodes.PlayersNextStep):
        # "your next upkeep" (CR 603.7b): a delayed trigger that triggers only once; the
        # runtime's step triggers trigger every turn.
        raise Unsupported(step, "a trigger at the beginning of only the next step")
    if is_(step, nodes.EachCombat):
        # "each combat" (CR 507.1): the beginning of combat step of every player's turn,
        # and of each additional combat phase (CR 500.8): each time that step begins,
        # whoever's turn it is.
        return ir.StepTrigger(ir.Step.BEGINNING_OF_COMBAT, ir.Whose.ANY, span=where)
    name = take(step)[-1].text.lower()  # type: ignore[union-attr]
    if is_(step, nodes.PlayersStep):
        if not is_(take(step)[0], nodes.Your):
            raise Unsupported(step, "a step of a player other than you")
        return ir.StepTrigger(STEPS[name], ir.Whose.YOU, span=where)
    if is_(step, (nodes.EachPlayersStep, nodes.EachOpponentsStep)):
        # "At the beginning of each player's / opponent's upkeep, that player ...": the
        # player whose step it is, the active player (CR 503.1, 102.1).
        ctx.event_subject = "player"
        ctx.event_is_step_of_player = True
        whose = ir.Whose.OPPONENT if is_(step, nodes.EachOpponentsStep) else ir.Whose.ANY
        return ir.StepTrigger(STEPS[name], whose, span=where)
    return ir.StepTrigger(STEPS[name], ir.Whose.ANY, span=where)


def _event_trigger(
    events: list[nodes.Node], node: nodes.Node, ctx: AbilityContext, where: ir.Span
) -> ir.Trigger:
    """ "When/Whenever [subject] [event] (or [event])": the events of one trigger condition
    (CR 603.2), ``node`` the phrase they are part of."""
    found: list[ir.EventTrigger] = []
    subject: nodes.Node | None = None
    for event in events:
        assert isinstance(event, nodes.Node)
        # "When this creature enters or dies": a later event without a subject has the
        # subject of the one before it; "enters or attacks" names no subject at all.
        parts = take(event)
        said = parts[0] if parts and not is_(event, nodes.AttacksToo) else None
        subject = said if said is not None else subject  # type: ignore[assignment]
        # One event: its span is the whole "When ..." phrase.
        one = _event(event, subject, ctx, where if len(events) == 1 else None)
        if isinstance(one, ir.StateTrigger):  # type: ignore[unreachable]
            if len(events) != 1:  # type: ignore[unreachable]
                raise Unsupported(node, "a state trigger with another event")
            return one
        # "attacks or blocks" and "~ or another [filter] enters" are two events already.
        found.extend(one.triggers if isinstance(one, ir.AnyOf) else (one,))  # type: ignore[arg-type]
    ctx.defending_player_of = _defending_player_of(found)
    if len(found) == 1:
        return found[0]
    if any(trigger.event == "cycle" for trigger in found):
        # It triggers from the zone the cycled card winds up in (CR 702.29c), the other
        # event from the battlefield: one ability functioning in different zones.
        raise Unsupported(node, "'when you cycle this card' with another event")
    return ir.AnyOf(tuple(found), span=where)


def _step_of_attached_controller(
    step: nodes.Node, ctx: AbilityContext, where: ir.Span
) -> ir.StepTrigger:
    """ "At the beginning of the upkeep of enchanted creature's controller, ... that player
    ...": the step of the player who controls the permanent the source is attached to (CR
    303.4, 301.5), the active player as it begins (CR 102.1), whom "that player" names."""
    name, player = take(step)
    if not is_(player, nodes.AttachedController):
        raise Unsupported(player, "a step of a player other than you")
    possessive = take(player)[0]
    assert isinstance(possessive, nodes.Lexeme)
    if not possessive.text.lower().startswith("enchanted "):
        # "equipped creature's controller": an Equipment's, whose controller is its wielder's
        raise Unsupported(player, "a step of a player other than you")
    assert isinstance(name, nodes.Lexeme)
    ctx.event_subject = "player"
    ctx.event_is_step_of_player = True
    return ir.StepTrigger(STEPS[name.text.lower()], ir.Whose.ANY, of_attached=True, span=where)


#: The events of a creature as it attacks: declared as an attacker (CR 508.3a), blocked (CR
#: 509.3c, 509.3d) or not (CR 509.3g).
_ATTACKING = frozenset(
    {
        "attacks",
        "attacks_unblocked",
        "becomes_blocked",
        "becomes_blocked_by",
        "attacks_alone",
        "attacks_with_others",
    }
)
#: The events of another attacking creature, the object of the event (CR 603.2c).
_ATTACKED_BY = frozenset({"attacks", "becomes_blocked", "attacks_alone"})


def _defending_player_of(found: list[ir.EventTrigger]) -> ir.ObjectRef | None:
    """Whose defending player "defending player" in the effect is (CR 508.5): the source's,
    when every event is one of the source as an attacking creature ("Whenever ~ attacks",
    "becomes blocked"); the event's creature's, when every event is another creature
    attacking ("Whenever a creature you control attacks, defending player loses 1 life": the
    ability refers to that attacking creature); None when some event is of no attacking
    creature ("enters or attacks": when it enters there is none)."""
    # "becomes blocked by [a creature]" names the blocker: the attacking creature is the source.
    of_source = all(t.subject is None or t.event == "becomes_blocked_by" for t in found)
    if found and of_source and all(trigger.event in _ATTACKING for trigger in found):
        return ir.SourceObject()
    if found and all(t.subject is not None and t.event in _ATTACKED_BY for t in found):
        return ir.EventObject()
    return None


def _each_one(counted: nodes.Node, ctx: AbilityContext) -> ir.ObjectFilter:
    """The object of a trigger event: "Whenever a creature you control enters" triggers once
    for each such object (CR 603.2c); "another creature" is any one but the source itself.
    "Whenever one or more creatures enter ... This ability triggers only once each turn."
    triggers once for an event of several objects (CR 603.2c) and never again that turn, so
    it triggers exactly when "a creature enters" first would: read so, with no one object of
    the event for the effect to name. Any other count is reported."""
    how_many, what = take(counted)
    word = take(how_many)[0] if is_(how_many, nodes.Count) else how_many
    if is_(word, nodes.Another):
        return filter_ir(what, ctx, other=True)
    found = count(how_many)
    if found == Count("at_least", 1) and ctx.triggers_once_each_turn:
        ctx.event_several = True
        return filter_ir(what, ctx)
    if found != Count("exactly", 1):
        raise Unsupported(how_many, "a trigger on a number of objects at once")
    return filter_ir(what, ctx)


def _spell_or_ability(counted: nodes.Node, ctx: AbilityContext) -> ir.Whose | None:
    """ "the target of a spell or ability an opponent controls" (CR 115.1): who controls the
    spell or ability (``any`` when the text names no one); None for another phrase."""
    if not is_(counted, nodes.Counted):
        return None
    how_many, what = take(counted)
    if not is_(what, nodes.SpellOrAbility):
        return None
    if count(how_many) != Count("exactly", 1):  # type: ignore[arg-type]
        raise Unsupported(how_many, "becoming the target of a number of spells or abilities")
    qualifiers = [item for item in take(what) if isinstance(item, nodes.Node)]  # type: ignore[arg-type]
    if not qualifiers:
        return ir.Whose.ANY
    (only,) = qualifiers if len(qualifiers) == 1 else (None,)
    if is_(only, nodes.ControllerQualifier):
        player = take(only)[0]  # type: ignore[arg-type]
        if is_(player, nodes.OpponentRef):
            return ir.Whose.OPPONENT
        if is_(player, nodes.You):
            return ir.Whose.YOU
    raise Unsupported(what, "becoming the target of these spells or abilities")


def _one_card(counted: nodes.Node) -> None:
    """ "Whenever you draw a card" / "discards a card": one event per card (CR 121.2)."""
    how_many, noun = take(counted)
    if count(how_many) != Count("exactly", 1) or noun.text.lower() != "card":  # type: ignore[union-attr]
        raise Unsupported(counted, "a trigger on other than one card")


def _player_event(player: nodes.Node) -> ir.Whose:
    """Who performs a player event: "you", "an opponent" or "a player"."""
    if is_(player, nodes.You):
        return ir.Whose.YOU
    if is_(player, nodes.OpponentRef):
        return ir.Whose.OPPONENT
    if is_(player, nodes.APlayer):
        return ir.Whose.ANY
    raise Unsupported(player, "this player in a trigger event")


def _about(ctx: AbilityContext, subject: str, filt: ir.ObjectFilter | None = None) -> None:
    """Record what the event is about, for the effect's pronouns (CR 603.7c)."""
    if subject == "self":
        ctx.event_subject = ctx.event_subject or "self"
        return
    ctx.event_subject = "several" if subject == "object" and ctx.event_several else subject
    if filt is not None:
        ctx.event_nouns = frozenset(filt.nouns) | ({"spell"} if subject == "spell" else set())


_LEAVES_BATTLEFIELD = (
    rule_names.Dies,
    rule_names.LeavesBattlefield,
    rule_names.LeavesToo,
    rule_names.ExiledFromBattlefield,
    rule_names.PutIntoGraveyardTrigger,
    rule_names.PutIntoGraveyardAny,
)


def _event(
    event: nodes.Node, subject: nodes.Node | None, ctx: AbilityContext, where: ir.Span | None
) -> ir.EventTrigger:
    where = where or event.span
    # "When ~ dies / leaves the battlefield / is put into a graveyard from the battlefield"
    # (CR 603.6c, 603.10a): read by what the effect may name of the combat it was in
    ctx.event_leaves_battlefield |= is_named(event, _LEAVES_BATTLEFIELD)
    if is_(event, (nodes.Enters, nodes.TurnedFaceUp)):
        face_up = is_(event, nodes.TurnedFaceUp)
        if is_(subject, _SELF):
            _about(ctx, "self")
            if face_up:  # CR 708.8, 702.37e: turning face up is not entering
                return ir.EventTrigger("turned_face_up", span=where)
            return ir.EventTrigger("enters", span=where)
        if not is_(subject, nodes.Counted):
            raise Unsupported(subject, "this subject of 'enters'")
        filt = _each_one(subject, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        # "Whenever a permanent is turned face up" is that event only (CR 708.8); "enters or
        # is turned face up" is two events, each its own trigger of an AnyOf.
        return ir.EventTrigger("turned_face_up" if face_up else "enters", filt, span=where)
    if is_(event, nodes.Dies):
        if is_(subject, _SELF):
            return ir.EventTrigger("dies", span=where)
        if is_(subject, (nodes.AllMatching, nodes.SelfOrAnother)):
            return _dies(subject, ctx, where)  # type: ignore[arg-type]
        if not is_(subject, nodes.Counted):
            raise Unsupported(event, "this subject of 'dies'")
        filt = _each_one(subject, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        return ir.EventTrigger("dies", filt, span=where)
    if is_(event, nodes.CastTrigger):
        return _you_cast(event, ctx, "cast", where)
    if is_(event, nodes.CastOrCopyTrigger):
        # "Whenever you cast or copy an instant or sorcery spell" (CR 601.2i, 707.10)
        return _you_cast(event, ctx, "cast_or_copy", where)
    if is_(event, nodes.CastsTrigger):
        return _player_casts(event, ctx, where)
    if is_(event, nodes.AttackTrigger):
        if not is_(take(event)[0], nodes.You):
            raise Unsupported(event, "another player attacking")
        attackers = take(event)[1]
        # "Whenever you attack with one or more creatures" is "whenever you attack" (CR 508.3a).
        if attackers is not None and not _one_or_more_creatures(attackers, ctx):
            raise Unsupported(attackers, "attacking with other than one or more creatures")
        ctx.event_subject = "attack"
        return ir.EventTrigger("attack", by=ir.Whose.YOU, span=where)
    if is_(event, nodes.BecomesTarget):
        # "When ~ / enchanted creature / a creature you control becomes the target of a spell
        # or ability [an opponent controls]" (CR 115.1, 603.2c): once for each object that
        # becomes a target; "that creature" / "it" in the effect is that object.
        targeted = take(event)[0]
        filt = _event_subject(targeted, ctx, "becomes the target")  # type: ignore[arg-type]
        by = take(event)[2]
        spell_or_ability = _spell_or_ability(by, ctx)  # type: ignore[arg-type]
        if spell_or_ability is not None:
            return ir.EventTrigger("becomes_target", filt, by=spell_or_ability, span=where)
        by_filter = _each_one(by, ctx) if is_(by, nodes.Counted) else None  # type: ignore[arg-type]
        if by_filter is None or by_filter.description != "spell":
            raise Unsupported(by, "becoming the target of anything but a spell")
        return ir.EventTrigger("becomes_target_of_spell", filt, span=where)
    if is_(event, nodes.ExertTrigger):
        # "Whenever you exert a creature" (CR 701.43a): you exert a permanent matching it, for
        # any reason; "that creature" is the one exerted
        exerter, verb, what = take(event)
        if not is_(exerter, nodes.You):
            raise Unsupported(exerter, "another player exerting")  # type: ignore[arg-type]
        if not isinstance(verb, nodes.Lexeme) or verb.text.lower() != "exert":
            raise Unsupported(event, "'you exerts': the verb does not agree with 'you'")
        if not is_(what, nodes.Counted):
            raise Unsupported(what, "this description of what is exerted")  # type: ignore[arg-type]
        filt = _each_one(what, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        return ir.EventTrigger("exerts", filt, ir.Whose.YOU, span=where)
    if is_(event, nodes.SacrificeTrigger):
        # "Whenever you / an opponent / a player sacrifices a creature" (CR 701.21a): a player
        # sacrifices only a permanent they control; "that player" is the one who did (CR
        # 603.7c)
        sacrificer = take(event)[0]
        if not is_(sacrificer, (nodes.You, nodes.OpponentRef, nodes.APlayer)):
            raise Unsupported(event, "another player sacrificing")
        by = _player_event(sacrificer)  # type: ignore[arg-type]
        what = take(event)[-1]
        if is_(what, _SELF):
            # "When you sacrifice Ordeal of Heliod, ..." (CR 701.21a, 603.6c): a leaves-the-
            # battlefield ability of this permanent, looking back in time (CR 603.10a)
            consume_all(what)
            _about(ctx, "self")
            ctx.event_leaves_battlefield = True
            return ir.EventTrigger("sacrificed", None, by, span=where)
        if not is_(what, nodes.Counted):
            raise Unsupported(what, "this description of what is sacrificed")
        filt = _each_one(what, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        return ir.EventTrigger("sacrificed", filt, by, span=where)
    if is_(event, (nodes.DealsDamageTrigger, nodes.DealsDamageToPlayer, nodes.DealsDamageToYou)):
        return _deals_damage_to_player(event, ctx, where)
    if is_(event, nodes.DealsAmountOfDamageToPlayer):
        # "Whenever ~ deals 6 or more damage to an opponent" (CR 120.3, 603.2): only a damage
        # event of at least that amount triggers it; no event trigger of the IR tests the
        # amount dealt yet
        amount_words = take(event)[2]
        raise Unsupported.quoting(amount_words, "a damage trigger of an amount '{}'")  # type: ignore[arg-type]
    if is_(event, nodes.DealsDamageAny):
        # "Whenever ~ deals damage" (CR 120.3): once per damage event.
        dealer, _verb, to = take(event)
        if to is not None and is_(dealer, _SELF) and is_(to, nodes.Counted):
            # "Whenever ~ deals damage to a creature, destroy that creature" (CR 120.3,
            # 603.2c): once for each permanent matching it that the source deals damage to;
            # "that creature" is that permanent, "that much" the damage dealt to it
            filt = _each_one(to, ctx)  # type: ignore[arg-type]
            if filt.zone not in (None, ir.ZoneName.BATTLEFIELD) or filt.other:
                raise Unsupported(to, "dealing damage to particular objects")  # type: ignore[arg-type]
            _about(ctx, "object", filt)
            ctx.event_amount, ctx.event_of_source_too = "damage", True
            return ir.EventTrigger("deals_damage_to_object", filt, span=where)
        if to is not None and is_(to, _SELF) and is_(dealer, nodes.Counted):
            # "Whenever a source deals damage to ~, that source's controller ..." (CR 120.3,
            # 603.2c): once for each source matching it (as it dealt the damage) that deals
            # damage to ~ in one damage event; "that source" is that source, "that much" the
            # damage it dealt
            filt = _each_one(dealer, ctx)  # type: ignore[arg-type]
            if filt.zone not in _SOURCE_ZONES or filt.other:
                raise Unsupported(dealer, "this source of damage")  # type: ignore[arg-type]
            _about(ctx, "object", filt)
            ctx.event_amount, ctx.event_of_source_too = "damage", True
            return ir.EventTrigger("dealt_damage_by", filt, span=where)
        if to is not None and is_(to, nodes.Counted) and not is_(dealer, _SELF):
            # "Whenever a creature you control with deathtouch deals damage to a planeswalker,
            # destroy that planeswalker." (CR 120.3, 603.2c): once for each source matching the
            # first and permanent matching the second it deals damage to in one damage event;
            # the event's object is that permanent (the source is named by nothing yet)
            source = _dealer(dealer, ctx)  # type: ignore[arg-type]
            filt = _each_one(to, ctx)  # type: ignore[arg-type]
            if source.zone not in _SOURCE_ZONES or source.other:
                raise Unsupported(dealer, "this source of damage")  # type: ignore[arg-type]
            if filt.zone not in (None, ir.ZoneName.BATTLEFIELD) or filt.other:
                raise Unsupported(to, "dealing damage to particular objects")  # type: ignore[arg-type]
            _about(ctx, "object", filt)
            # "that creature" after "equipped creature deals damage to a creature" is the
            # creature dealt damage: the source has a name of its own, "equipped creature"
            ctx.event_dealer_nouns = (
                frozenset() if source.attached_to_source else frozenset(source.nouns)
            )
            ctx.event_amount = "damage"
            return ir.EventTrigger("deals_damage_to_object", filt, dealer=source, span=where)
        if to is not None:
            raise Unsupported(to, "dealing damage to particular objects")  # type: ignore[arg-type]
        filt = _event_subject(dealer, ctx, "deals damage")  # type: ignore[arg-type]
        ctx.event_amount = "damage"
        return ir.EventTrigger("deals_damage", filt, span=where)
    if is_(event, nodes.DealsCombatDamageAny):
        # "Whenever ~ / equipped creature / a creature you control deals combat damage" (CR
        # 510.2): once for each combat damage step in which it deals combat damage, to any
        # number of objects and players at once; "that much" is the total it dealt.
        dealer = take(event)[0]
        filt = _event_subject(dealer, ctx, "deals combat damage")  # type: ignore[arg-type]
        ctx.event_amount = "damage"
        return ir.EventTrigger("deals_combat_damage", filt, span=where)
    if is_(event, nodes.DealsCombatDamageToObject):
        # "Whenever ~ deals combat damage to a creature, destroy that creature" (CR 510.2,
        # 603.2c): once for each permanent matching it that the source deals combat damage
        # to; "that creature" is that permanent, "that much" the damage dealt to it.
        dealer, _verb, to = take(event)
        if not is_(dealer, _SELF):  # "a Sliver deals combat damage to a creature": two objects
            raise Unsupported.quoting(event, "the event '{}'")
        if not is_(to, nodes.Counted):
            raise Unsupported(to, "dealing combat damage to particular objects")  # type: ignore[arg-type]
        filt = _each_one(to, ctx)  # type: ignore[arg-type]
        if filt.zone not in (None, ir.ZoneName.BATTLEFIELD) or filt.other:
            raise Unsupported(to, "dealing combat damage to particular objects")  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        ctx.event_amount, ctx.event_of_source_too = "damage", True
        return ir.EventTrigger("deals_combat_damage_to_object", filt, span=where)
    if is_(event, nodes.IsDealtDamage):
        # "Whenever ~ is dealt damage" (CR 120.3): once per damage event, however many
        # sources deal it damage at once (CR 510.2).
        filt = _event_subject(take(event)[0], ctx, "is dealt damage")  # type: ignore[arg-type]
        ctx.event_amount = "damage"
        return ir.EventTrigger("is_dealt_damage", filt, span=where)
    if is_(event, nodes.IsDealtCombatDamage):
        # "Whenever ~ is dealt combat damage" (CR 510.2): once per combat damage step in which
        # it is dealt combat damage, however many creatures deal it (all at once, CR 510.2);
        # "that much" is the combat damage it was dealt then
        filt = _event_subject(take(event)[0], ctx, "is dealt combat damage")  # type: ignore[arg-type]
        ctx.event_amount = "damage"
        return ir.EventTrigger("is_dealt_combat_damage", filt, span=where)
    if is_(event, (nodes.AttacksTrigger, nodes.AttacksToo)):
        # "Whenever ~ enters or attacks" (CR 603.2): "attacks" of the subject before it.
        return _attacks(event, subject, ctx, where)
    if is_(event, nodes.AttacksFirstTime):
        # "Whenever ~ attacks for the first time each turn" (CR 508.3a): it was declared as an
        # attacker, and in no earlier combat phase of the turn (CR 500.8)
        return dataclasses.replace(_attacks_one(event, subject, ctx, where), ordinal=1)
    if is_(event, nodes.ObjectsAttack):
        return _objects_attack(event, ctx, where)
    if is_(event, nodes.AttacksAlone):
        # "Whenever ~ / a creature you control / equipped creature attacks alone" (CR 506.5,
        # 508.3a): it is the only creature declared as an attacker this combat.
        return dataclasses.replace(_attacks_one(event, subject, ctx, where), event="attacks_alone")
    if is_(event, nodes.SelfAndOthersAttack):
        return _self_and_others_attack(event, ctx, where)
    if is_(event, nodes.BlocksTrigger):
        blocker, blocked = take(event)
        if blocked is not None:
            return _blocks_a_creature(blocker, blocked, ctx, where)  # type: ignore[arg-type]
        # "Whenever this creature / enchanted creature blocks" (CR 509.3a).
        filt = _event_subject(blocker, ctx, "blocks")  # type: ignore[arg-type]
        return ir.EventTrigger("blocks", filt, span=where)
    if is_(event, nodes.EntersUnderControl):
        what, _verb, under = take(event)
        whose = take(under)[0]  # type: ignore[arg-type]
        if is_(whose, nodes.AnOpponents):
            # "Whenever a land enters under an opponent's control, that player ..." (CR 110.2,
            # 603.2): controlled by an opponent of the trigger's controller as it enters;
            # "that player" is that opponent (CR 603.7c).
            if not is_(what, nodes.Counted):
                raise Unsupported(what, "this subject of 'enters under an opponent's control'")
            filt = _each_one(what, ctx)  # type: ignore[arg-type]
            _about(ctx, "object", filt)
            return ir.EventTrigger("enters", filt, ir.Whose.OPPONENT, span=where)
        if not is_(whose, nodes.Your):
            raise Unsupported(under, "entering under another player's control")
        if is_(what, nodes.SelfOrAnother):
            return _self_or_another_enters(what, ctx, where)  # type: ignore[arg-type, return-value]
        if not is_(what, nodes.Counted):
            raise Unsupported(what, "this subject of 'enters under your control'")
        filt = _each_one(what, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        return ir.EventTrigger("enters", filt, ir.Whose.YOU, span=where)
    if is_(event, (nodes.GainLifeTrigger, nodes.DrawTrigger, nodes.DiscardTrigger)):
        parts = take(event)
        by = _player_event(parts[0])  # type: ignore[arg-type]
        if not is_(event, nodes.GainLifeTrigger):
            _one_card(parts[-1])  # type: ignore[arg-type]
        # The effect may say "that player" (CR 603.7c): the player who gained, drew or
        # discarded; the card itself is no object the effect can name yet.
        ctx.event_subject = "player"
        if is_(event, nodes.GainLifeTrigger):
            ctx.event_amount = "life"  # "that many": the life gained (CR 603.7c)
        name = {"GainLifeTrigger": "gain_life", "DrawTrigger": "draw"}.get(
            type(event).__name__, "discard"
        )
        return ir.EventTrigger(name, by=by, span=where)
    if is_(event, nodes.BecomeMonarchTrigger):
        # "Whenever you become the monarch" (CR 725.1): a player who is the monarch already
        # doesn't become it again (CR 725.3).
        by = _player_event(take(event)[0])  # type: ignore[arg-type]
        ctx.event_subject = "player"
        return ir.EventTrigger("become_monarch", by=by, span=where)
    if is_(event, nodes.CompleteDungeonTrigger):
        # "Whenever you complete a dungeon" (CR 309.7): a dungeon card the player owned is
        # removed from the game from its bottommost room (CR 701.49c, 704.5t).
        by = _player_event(take(event)[0])  # type: ignore[arg-type]
        ctx.event_subject = "player"
        return ir.EventTrigger("complete_dungeon", by=by, span=where)
    if is_(event, nodes.AttacksOrBlocks):
        # "Whenever ~ / enchanted creature / a creature attacks or blocks": declared as an
        # attacker (CR 508.3a) or as a blocker (CR 509.3a) -- two events, either triggers it,
        # once for each such creature (CR 603.2c); "it" in the effect is that creature.
        if subject is None:
            raise Unsupported(event, "this subject of 'attacks or blocks'")
        filt = _event_subject(subject, ctx, "attacks or blocks")
        return ir.AnyOf(  # type: ignore[return-value]
            (
                ir.EventTrigger("attacks", filt, span=where),
                ir.EventTrigger("blocks", filt, span=where),
            ),
            span=where,
        )
    if is_(event, nodes.CountersPutTrigger):
        # "Whenever one or more +1/+1 counters are put on another creature you control"
        # (CR 122.6): once for each instruction putting them on one such permanent.
        how_many, kind, _noun, what = take(event)
        if count(how_many) != Count("at_least", 1):  # type: ignore[arg-type]
            raise Unsupported(how_many, "a trigger on this number of counters")  # type: ignore[arg-type]
        if not is_(kind, nodes.CounterKind):
            raise Unsupported(kind, "this kind of counter")  # type: ignore[arg-type]
        (pt,) = words(kind)  # type: ignore[arg-type]
        ctx.event_amount = "counters"  # "that many": the counters put then (CR 603.7c)
        if is_(what, _SELF):
            # "Whenever one or more +1/+1 counters are put on ~": on this permanent, as it
            # enters with them too (CR 122.6)
            _about(ctx, "self")
            return ir.EventTrigger("counters_put", counter=pt, span=where)
        if not is_(what, nodes.Counted):
            raise Unsupported(what, "this subject of 'counters are put on'")  # type: ignore[arg-type]
        filt = _each_one(what, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        return ir.EventTrigger("counters_put", filt, counter=pt, span=where)
    if is_(event, nodes.CounterPutTrigger):
        return _counter_put(event, ctx, where)
    if is_(event, nodes.ExploresTrigger):
        # "Whenever a creature you control explores" (CR 701.44b): once for each permanent
        # that explores, even if its revealing, counter or card moves were impossible
        filt = _event_subject(take(event)[0], ctx, "explores")  # type: ignore[arg-type]
        return ir.EventTrigger("explores", filt, span=where)
    if is_(event, nodes.DrawNthTrigger):
        # "Whenever you draw your second card each turn" (CR 121.1, 121.2).
        who, _verb, ordinal = take(event)
        by = _player_event(who)  # type: ignore[arg-type]
        ctx.event_subject = "player"
        nth = _ORDINALS[ordinal.text.lower()]  # type: ignore[union-attr]
        return ir.EventTrigger("draw", by=by, ordinal=nth, span=where)
    if is_(event, nodes.LoseLifeFirstTime):
        # "Whenever you lose life for the first time each turn" (CR 119.3).
        who, _verb = take(event)
        by = _player_event(who)  # type: ignore[arg-type]
        ctx.event_subject = "player"
        return ir.EventTrigger("lose_life", by=by, ordinal=1, span=where)
    if is_(event, nodes.CastNthTrigger):
        # "Whenever you cast your first instant or sorcery spell each turn" (CR 601.2i).
        who, ordinal, spells = take(event)
        if not is_(who, nodes.You):
            raise Unsupported(event, "a spell cast by another player")
        filt = filter_ir(spells, ctx)  # type: ignore[arg-type]
        _about(ctx, "spell", filt)
        nth = _ORDINALS[ordinal.text.lower()]  # type: ignore[union-attr]
        return ir.EventTrigger("cast", filt, ir.Whose.YOU, ordinal=nth, span=where)
    if is_(event, nodes.CastsNthTrigger):
        # "Whenever an opponent casts their second spell each turn", "Whenever a player casts
        # their first spell each turn" (CR 601.2i, 102.2): the spell that is that player's
        # nth matching spell cast this turn, counted over the whole turn -- spells cast before
        # this permanent was on the battlefield count too (the turn's history). "That player"
        # in the effect is the caster and "that spell" / "it" the spell (CR 603.2).
        who, ordinal, spells = take(event)
        if is_(who, nodes.You):  # "you casts their ...": no agreement
            raise Unsupported.quoting(event, "the event '{}'")
        by = _player_event(who)  # type: ignore[arg-type]
        filt = filter_ir(spells, ctx)  # type: ignore[arg-type]
        if "spell" not in filt.nouns:
            raise Unsupported(spells, "counting other than spells cast each turn")  # type: ignore[arg-type]
        _about(ctx, "spell", filt)
        nth = _ORDINALS[ordinal.text.lower()]  # type: ignore[union-attr]
        return ir.EventTrigger("cast", filt, by, ordinal=nth, span=where)
    if is_(event, (nodes.CastDuringYourTurn, nodes.CastsDuringYourTurn)):
        # "Whenever you cast a spell during your turn", "Whenever an opponent casts a spell
        # during your turn" (CR 601.2i, 102.1): the ability's controller is the active player
        # as the spell becomes cast; "that player" is the caster, "it" the spell.
        who = take(event)[0]
        if is_(event, nodes.CastsDuringYourTurn) and is_(who, nodes.You):
            raise Unsupported.quoting(event, "the event '{}'")  # "you casts": no agreement
        return _player_casts(event, ctx, where, "cast_during_your_turn")
    if is_(event, nodes.CastDuringOpponentsTurn):
        # "Whenever you cast a spell during an opponent's turn" (CR 601.2i, 102.1).
        return _you_cast(event, ctx, "cast_during_opponents_turn", where)
    if is_(event, nodes.BecomesBlockedBy):
        # "Whenever ~ becomes blocked by a creature": once for each creature declared as a
        # blocker for it (CR 509.3d); "that creature" is the blocker.
        blocked, _verb, blocker = take(event)
        if not is_(blocked, _SELF):
            raise Unsupported(blocked, "another creature becoming blocked")  # type: ignore[arg-type]
        if not is_(blocker, nodes.Counted):
            raise Unsupported(blocker, "this blocker")  # type: ignore[arg-type]
        filt = _each_one(blocker, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        ctx.event_of_source_too = True
        return ir.EventTrigger("becomes_blocked_by", filt, span=where)
    if is_(event, (nodes.YoureDealtDamage, nodes.YoureDealtCombatDamage)):
        # "Whenever you're dealt damage" / "... combat damage" (CR 120.3, 510.2): once for each
        # damage event that deals you damage, however many sources deal it at once (CR
        # 603.2c); "that many" / "that much" is the damage you were dealt in it
        consume_all(event)
        combat = is_(event, nodes.YoureDealtCombatDamage)
        ctx.event_subject = "player"
        ctx.event_amount = "damage"
        name = "dealt_combat_damage" if combat else "dealt_damage"
        return ir.EventTrigger(name, by=ir.Whose.YOU, span=where)
    if is_(event, nodes.PlayerDealtNoncombat):
        # "Whenever an opponent is dealt noncombat damage" (CR 120.3, 510: combat damage is
        # only what combat deals): ``by`` is the player dealt the damage.
        dealt = _player_event(take(event)[0])  # type: ignore[arg-type]
        ctx.event_subject = "player"
        return ir.EventTrigger("dealt_noncombat_damage", by=dealt, span=where)
    if is_(event, nodes.DealsNoncombatTrigger):
        return _deals_noncombat(event, ctx, where)
    if is_(event, nodes.PutIntoGraveyardTrigger):
        return _put_into_graveyard(event, ctx, where)
    if is_(event, nodes.PutIntoGraveyardFromAnywhere):
        return _put_into_graveyard_from_anywhere(event, ctx, where)
    if is_(event, nodes.PutIntoGraveyardAny):
        return _permanent_put_into_graveyard(event, ctx, where)
    cycled = (nodes.CycleTrigger, nodes.CyclesTrigger, nodes.CycleOrDiscardTrigger)
    if is_(event, (*cycled, nodes.CycleAnotherCard)):
        return _cycle(event, ctx, where)
    if is_(event, (nodes.BecomesTapped, nodes.BecomesUntapped)):
        # "Whenever enchanted land becomes tapped" (CR 701.26a), "Whenever ~ becomes
        # untapped" (CR 701.26b, 502.3): once for each time it turns sideways or back.
        name = "becomes_tapped" if is_(event, nodes.BecomesTapped) else "becomes_untapped"
        said = "becomes tapped" if name == "becomes_tapped" else "becomes untapped"
        filt = _event_subject(take(event)[0], ctx, said)  # type: ignore[arg-type]
        return ir.EventTrigger(name, filt, span=where)
    if is_(event, nodes.BecomesBlocked):
        return _becomes_blocked(take(event)[0], ctx, where)  # type: ignore[arg-type]
    if is_(event, nodes.BlocksOrBecomesBlocked):
        creature, by = take(event)
        if by is not None:
            return _blocks_or_blocked_by(creature, by, ctx, where)  # type: ignore[arg-type, return-value]
        # "Whenever ~ / enchanted creature blocks or becomes blocked" (CR 509.3a, 509.3c):
        # either event, of the same creature.
        blocked = _becomes_blocked(creature, ctx, where)  # type: ignore[arg-type]
        blocks = ir.EventTrigger("blocks", blocked.subject, span=where)
        return ir.AnyOf((blocks, blocked), span=where)  # type: ignore[return-value]
    if is_(event, nodes.ExploitsTrigger):
        # "When ~ exploits a creature" (CR 702.110b): its controller sacrifices a creature as
        # its exploit ability resolves.
        creature, exploited = take(event)
        if not is_(creature, _SELF):
            raise Unsupported(creature, "another creature exploiting")  # type: ignore[arg-type]
        if not _a_creature(exploited):  # type: ignore[arg-type]
            raise Unsupported(exploited, "this description of what is exploited")  # type: ignore[arg-type]
        consume_all(exploited)  # type: ignore[arg-type]
        _about(ctx, "self")
        return ir.EventTrigger("exploits", span=where)
    if is_(event, nodes.ControlStateTrigger):
        # "When you control no Islands, sacrifice ~" (CR 603.8): a state trigger
        from .conditions import _control_count

        if not is_(take(event)[0], nodes.You):
            raise Unsupported(event, "a state trigger of what another player controls")
        return ir.StateTrigger(_control_count(event, ctx), span=where)  # type: ignore[return-value]
    if is_(event, nodes.LifeStateTrigger):
        return _life_state_trigger(event, ctx, where)  # type: ignore[return-value]
    if is_(event, (nodes.AttacksYouOrYourPlaneswalker, nodes.AttacksYouTrigger)):
        # "Whenever a creature attacks you [or a planeswalker you control]" (CR 508.3a): once
        # for each creature matching the filter declared as an attacker attacking the
        # ability's controller (the player, not a planeswalker that player controls, CR
        # 506.3) or, as written, a planeswalker they control (CR 603.2c).
        creature, _verb = take(event)
        if not is_(creature, nodes.Counted):
            raise Unsupported(creature, "this subject of 'attacks you'")  # type: ignore[arg-type]
        filt = _each_one(creature, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        player_only = type(event) is nodes.AttacksYouTrigger
        return ir.EventTrigger(
            "attacks_you_player" if player_only else "attacks_you", filt, span=where
        )
    if is_(event, (nodes.HasCountersStateTrigger, nodes.CountersOnStateTrigger)):
        # "When Darksteel Reactor has twenty or more charge counters on it", "When there
        # are four or more page counters on Mazemind Tome" (CR 603.8): a state trigger of the
        # source's counters; it triggers again only after it resolves or leaves the stack.
        from .conditions import _count
        from .objects import counter_name

        if is_(event, nodes.HasCountersStateTrigger):
            what, _have, how_many, kind, _noun = take(event)
        else:
            how_many, kind, _noun, what = take(event)
        if not is_(what, _SELF):
            raise Unsupported(what, "a state trigger of counters on an object other than this one")  # type: ignore[arg-type]
        _about(ctx, "self")
        counter = counter_name(kind)  # type: ignore[arg-type]
        condition = ir.SourceCounters(_count(how_many), counter, span=event.span)  # type: ignore[arg-type]
        return ir.StateTrigger(condition, span=where)  # type: ignore[return-value]
    if is_(
        event,
        (
            nodes.AttacksOpponentTrigger,
            nodes.AttacksAnOpponentTrigger,
            nodes.AttacksOpponentOrPlaneswalker,
        ),
    ):
        # "Whenever a creature attacks one of your opponents [or a planeswalker an opponent
        # controls]" (CR 508.1b, 508.3a): once for each creature matching the filter declared
        # as an attacker attacking an opponent of the ability's controller -- the player, not
        # a planeswalker, unless written (CR 506.3, 603.2c).
        # "Whenever Kaalia of the Vast attacks an opponent" says "one of your opponents" so
        # (AttacksAnOpponentTrigger); the source itself is the event's creature when the
        # subject is its name
        creature = take(event)[0]
        player_only = not is_(event, nodes.AttacksOpponentOrPlaneswalker)
        name = "attacks_opponent_player" if player_only else "attacks_opponent"
        if is_(creature, _SELF):
            for part in take(event)[1:]:
                if isinstance(part, nodes.Node):
                    consume_all(part)
            _about(ctx, "self")
            return ir.EventTrigger(name, span=where)
        if not is_(creature, nodes.Counted):
            raise Unsupported(creature, "this subject of 'attacks one of your opponents'")  # type: ignore[arg-type]
        for part in take(event)[1:]:
            if isinstance(part, nodes.Node):
                consume_all(part)
        filt = _each_one(creature, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        return ir.EventTrigger(name, filt, span=where)
    if is_(event, nodes.AttacksEnchantedPlayer):
        # "Whenever a creature attacks enchanted player" (CR 303.4, 508.1b, 508.3a): a
        # creature matching the subject declared as an attacker attacking the player this
        # Aura is attached to (not a planeswalker of theirs), once for each (CR 603.2c)
        creature = take(event)[0]
        if not is_(creature, nodes.Counted):
            raise Unsupported(creature, "this subject of 'attacks enchanted player'")  # type: ignore[arg-type]
        enchants_a_player = any(
            line.body is not None and descendants(line.body, nodes.EnchantPlayer)
            for line in ctx.card.abilities
        )
        if not enchants_a_player:  # "enchanted player" names no one (CR 303.4)
            raise Unsupported(
                take(event)[-1], "'enchanted player' on a card without 'Enchant player'"
            )  # type: ignore[arg-type]
        for part in take(event)[1:]:
            if isinstance(part, nodes.Node):
                consume_all(part)
        filt = _each_one(creature, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        return ir.EventTrigger("attacks_enchanted_player", filt, span=where)
    if is_(event, nodes.CombatDamageToOpponent):
        # "Whenever a creature deals combat damage to one of your opponents" (CR 510.2): an
        # opponent of the ability's controller, as "to an opponent" (CR 102.2).
        dealer = take(event)[0]
        filt = _event_subject(dealer, ctx, "deals combat damage")  # type: ignore[arg-type]
        if filt is None:
            ctx.event_subject = "player"
        ctx.event_amount = "damage"
        return ir.EventTrigger("combat_damage_to_player", filt, ir.Whose.OPPONENT, span=where)
    if is_(event, (nodes.BecomesMonstrous, nodes.BecomesRenowned)):
        # "When ~ becomes monstrous" (CR 701.37b: as its monstrosity ability resolves, if it
        # wasn't monstrous); "Whenever a creature you control becomes renowned" (CR 702.112b:
        # as its renown ability resolves, if it wasn't renowned).
        monstrous = is_(event, nodes.BecomesMonstrous)
        said = "becomes monstrous" if monstrous else "becomes renowned"
        filt = _event_subject(take(event)[0], ctx, said)  # type: ignore[arg-type]
        name = "becomes_monstrous" if monstrous else "becomes_renowned"
        return ir.EventTrigger(name, filt, span=where)
    if is_(event, nodes.MutatesTrigger):
        # "Whenever this creature mutates", "Whenever a creature you control mutates" (CR
        # 702.140d): as a mutating creature spell merges with it; the mutated permanent is
        # the same object (CR 730.2c), "that creature" in the effect.
        filt = _event_subject(take(event)[0], ctx, "mutates")  # type: ignore[arg-type]
        return ir.EventTrigger("mutates", filt, span=where)
    if is_(event, nodes.LeavesZoneTrigger):
        return _leaves_graveyard(event, ctx, where)
    if is_(event, (nodes.LeavesBattlefield, nodes.LeavesToo)):
        # "When ~ enters or leaves the battlefield": "leaves" of the subject before it.
        return _leaves_battlefield(event, subject, ctx, where)
    if is_(
        event, (nodes.CastFromZoneTrigger, nodes.CastsFromZoneTrigger, nodes.CastsFromElsewhere)
    ):
        return _cast_from_zone(event, ctx, where)
    if is_(event, (nodes.SurveilTrigger, nodes.ScryTrigger)):
        return _you_surveil_or_scry(event, ctx, where)
    if is_(event, nodes.ShufflesTrigger):
        return _shuffles_their_library(event, ctx, where)
    if is_(event, nodes.ExiledFromBattlefield):
        # "Whenever a creature is exiled from the battlefield" (CR 603.6c): a permanent put
        # into exile from the battlefield, matched as it last existed there (CR 603.10a),
        # once for each.
        what = take(event)[0]
        if is_(what, _SELF):
            _about(ctx, "self")
            return ir.EventTrigger("exiled_from_battlefield", span=where)
        if not is_(what, nodes.Counted):
            raise Unsupported(what, "this subject of 'is exiled from the battlefield'")  # type: ignore[arg-type]
        filt = _each_one(what, ctx)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        return ir.EventTrigger("exiled_from_battlefield", filt, span=where)
    if is_(event, nodes.AttacksUnblocked):
        # "Whenever ~ attacks and isn't blocked" (CR 508.3f, 509.3g): in the declare blockers
        # step, if no creature was declared as a blocker for it.
        creature = take(event)[0]
        if not is_(creature, _SELF):
            raise Unsupported(creature, "this subject of 'attacks and isn't blocked'")  # type: ignore[arg-type]
        _about(ctx, "self")
        return ir.EventTrigger("attacks_unblocked", span=where)
    if is_(event, nodes.IsTappedForMana):
        # "Whenever enchanted land is tapped for mana", "Whenever a Forest is tapped for
        # mana" (CR 106.12a): as a mana ability of it with {T} in its cost resolves and
        # produces mana, whoever activated it; "its controller" is that permanent's. Adding
        # mana makes the ability a mana ability that resolves at once (CR 605.1b, 605.4a).
        filt = _event_subject(take(event)[0], ctx, "is tapped for mana")  # type: ignore[arg-type]
        ctx.event_produced_mana = True
        return ir.EventTrigger("tapped_for_mana", filt, span=where)
    if is_(event, (nodes.TapForManaTrigger, nodes.TapsForManaTrigger)):
        # "Whenever you tap a Swamp for mana", "Whenever a player taps a land for mana" (CR
        # 106.12, 106.12a): the player is the one who activated the mana ability; "that
        # player" in the effect is that player.
        player, tapped = take(event)
        by = _player_event(player)  # type: ignore[arg-type]
        filt = _event_subject(tapped, ctx, "tap for mana")  # type: ignore[arg-type]
        ctx.event_produced_mana = True
        return ir.EventTrigger("tapped_for_mana", filt, by, span=where)
    raise Unsupported.quoting(event, "the event '{}'")


def _life_state_trigger(event: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.StateTrigger:
    """ "When you have 10 or less life", "When an opponent has 10 or less life" (any one
    opponent, CR 102.3), "When you have 20 or more life" (CR 603.8: a state trigger of a life
    total, CR 119.1): it triggers as soon as the life total satisfies the bound, and not again
    while the ability is on the stack. "you has" / "an opponent have" do not agree: refused."""
    from .conditions import _whose_life

    who, have, number, relation = take(event)
    said = have.text.lower()  # type: ignore[union-attr]
    if (said == "have") != is_(who, nodes.You):
        raise Unsupported.quoting(event, "the event '{}'")
    whose, some = _whose_life(who)  # type: ignore[arg-type]
    found = count_word(number)  # type: ignore[arg-type]
    if found.is_x:
        raise Unsupported(number, "a life total bound of X")  # type: ignore[arg-type]
    less = relation.text.lower() == "less"  # type: ignore[union-attr]
    bound = ir.Count(
        ir.Relation.AT_MOST if less else ir.Relation.AT_LEAST,
        found.value,
        span=number.span,  # type: ignore[union-attr]
    )
    return ir.StateTrigger(ir.LifeTotal(whose, bound, some=some, span=event.span), span=where)


#: The zones a spell is cast from that "from your / their [zone]" names (CR 601.2a).
_CAST_FROM_ZONES = ("hand", "graveyard", "library", "exile")


def _counter_put(event: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.EventTrigger:
    """ "Whenever a +1/+1 counter is put on Fathom Mage", "Whenever a -1/-1 counter is put on a
    creature" (CR 122.6: "enters with" counters are put on it too): once for each counter put,
    as an event of several occurrences triggers once for each (CR 603.2c); "it" / "that
    creature" is the permanent. Another count ("two +1/+1 counters are put") is reported."""
    from .objects import counter_name

    how_many, kind, _noun, what = take(event)
    if count(how_many) != Count("exactly", 1):  # type: ignore[arg-type]
        raise Unsupported(how_many, "a trigger on this number of counters")  # type: ignore[arg-type]
    counter = counter_name(kind)  # type: ignore[arg-type]
    if is_(what, _SELF):
        _about(ctx, "self")
        return ir.EventTrigger("counter_put", counter=counter, span=where)
    if not is_(what, nodes.Counted):
        raise Unsupported(what, "this subject of 'a counter is put on'")  # type: ignore[arg-type]
    filt = _each_one(what, ctx)  # type: ignore[arg-type]
    _about(ctx, "object", filt)
    return ir.EventTrigger("counter_put", filt, counter=counter, span=where)


def _cast_from_zone(event: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.EventTrigger:
    """ "Whenever you cast a spell from your graveyard", "Whenever a player casts a spell from
    their hand", "Whenever an opponent casts a spell from anywhere other than their hand" (CR
    601.2a, 601.2i): the spell was cast, and was in that zone of its caster's as the casting
    began (a card in a player's hand, graveyard or library is theirs, CR 400.3); "from
    anywhere other than their hand": any other zone. The event is ``cast_from_[zone]`` or
    ``cast_not_from_hand``; "it" / "that spell" is the spell (CR 603.7c). "you casts",
    "a player cast" and another player's zone are refused."""
    who, spells, zone = take(event)
    you = is_(event, nodes.CastFromZoneTrigger)  # "cast": the verb of "you"
    if you != is_(who, nodes.You):
        raise Unsupported.quoting(event, "the event '{}'")
    by = _player_event(who)  # type: ignore[arg-type]
    if not is_(zone, nodes.Zone):
        raise Unsupported(zone, "casting from this zone")  # type: ignore[arg-type]
    possessive, zone_words = take(zone)  # type: ignore[arg-type]
    owner = nodes.Your if you else nodes.TheirOwners
    named = [w.lower() for w in lexeme_texts(zone_words)]  # type: ignore[arg-type]
    if not is_(possessive, owner) or len(named) != 1 or named[0] not in _CAST_FROM_ZONES:
        raise Unsupported(zone, "casting from this zone")  # type: ignore[arg-type]
    elsewhere = is_(event, nodes.CastsFromElsewhere)
    if elsewhere and named != ["hand"]:
        raise Unsupported(zone, "casting from anywhere other than this zone")  # type: ignore[arg-type]
    take(possessive)  # type: ignore[arg-type]
    take(zone_words)  # type: ignore[arg-type]
    if not is_(spells, nodes.Counted):
        raise Unsupported(spells, "this spell description")  # type: ignore[arg-type]
    filt = _each_one(spells, ctx)  # type: ignore[arg-type]
    _about(ctx, "spell", filt)
    name = "cast_not_from_hand" if elsewhere else f"cast_from_{named[0]}"
    return ir.EventTrigger(name, filt, by, span=where)


def _you_surveil_or_scry(event: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.EventTrigger:
    """ "Whenever you surveil" (CR 701.25c-d), "Whenever you scry" (CR 701.22b, 701.22d): the
    player surveilled or scried a number of cards other than 0, once per instruction, after
    the process is complete, even if some or all of it was impossible (an empty library).
    The verb agrees with "you" only ("an opponent surveils" is another phrase)."""
    (player,) = take(event)
    if not is_(player, nodes.You):
        raise Unsupported.quoting(event, "the event '{}'")
    ctx.event_subject = "player"
    name = "surveil" if is_(event, nodes.SurveilTrigger) else "scry"
    return ir.EventTrigger(name, by=ir.Whose.YOU, span=where)


def _shuffles_their_library(
    event: nodes.Node, ctx: AbilityContext, where: ir.Span
) -> ir.EventTrigger:
    """ "Whenever an opponent shuffles their library" (CR 701.24a): a player shuffles their own
    library, for whatever reason ("then shuffle" after a search included, CR 701.24b), even
    one of zero or one cards (CR 701.24e), once per shuffle (CR 701.24f); "that player" is the
    one who shuffled (CR 603.7c). Another library, or "you shuffles", is refused."""
    player, zone = take(event)
    if not is_(player, (nodes.OpponentRef, nodes.APlayer)):
        raise Unsupported.quoting(event, "the event '{}'")  # "you shuffles": no agreement
    by = _player_event(player)  # type: ignore[arg-type]
    if not is_(zone, nodes.Zone):
        raise Unsupported(zone, "shuffling a library other than their own")  # type: ignore[arg-type]
    possessive, zone_words = take(zone)  # type: ignore[arg-type]
    if not is_(possessive, nodes.TheirOwners) or lexeme_texts(zone_words) != ["library"]:  # type: ignore[arg-type]
        raise Unsupported(zone, "shuffling a library other than their own")  # type: ignore[arg-type]
    take(possessive)  # type: ignore[arg-type]
    take(zone_words)  # type: ignore[arg-type]
    ctx.event_subject = "player"
    return ir.EventTrigger("shuffle", by=by, span=where)


def _leaves_battlefield(
    event: nodes.Node, subject: nodes.Node | None, ctx: AbilityContext, where: ir.Span
) -> ir.EventTrigger:
    """ "When ~ leaves the battlefield", "Whenever another creature you control leaves the
    battlefield", "When enchanted creature leaves the battlefield" (CR 603.6c): a permanent
    moves from the battlefield to any other zone, matched as it last existed there (CR
    603.10a), once for each such permanent (CR 603.2c); "it" / "that creature" in the effect
    is that object (CR 603.7c). "One or more" leaving at once is refused by
    :func:`_each_one` (it triggers once per batch, CR 603.2c)."""
    if is_(subject, _SELF):
        # As "dies": no player of the event, so "that player" names none (Laquatus's
        # Champion's is the player its other ability targeted: refused, not read as this
        # permanent's controller).
        return ir.EventTrigger("leaves_battlefield", span=where)
    if is_(subject, nodes.AllMatching):
        # the permanent the Aura or Equipment was attached to immediately before it left
        # (CR 301.5, 303.4, 603.10a)
        filt = filter_ir(take(subject)[0], ctx)  # type: ignore[arg-type, index]
        if not filt.attached_to_source:
            raise Unsupported(subject, "this subject of 'leaves the battlefield'")  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        return ir.EventTrigger("leaves_battlefield", filt, span=where)
    if is_(subject, nodes.SelfOrAnother):
        # "Whenever Vela or another creature you control leaves the battlefield": this
        # permanent leaving, or another one matching the filter (CR 603.2c, 603.10a)
        this, other = take(subject)  # type: ignore[arg-type]
        if not is_(this, _SELF):
            raise Unsupported(subject, "this subject of 'leaves the battlefield'")  # type: ignore[arg-type]
        filt = filter_ir(other, ctx, other=True)  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        this_leaves = ir.EventTrigger("leaves_battlefield", span=this.span)  # type: ignore[union-attr]
        another = ir.EventTrigger("leaves_battlefield", filt, span=other.span)  # type: ignore[union-attr]
        return ir.AnyOf((this_leaves, another), span=where)  # type: ignore[return-value]
    if not is_(subject, nodes.Counted):
        raise Unsupported(subject or event, "this subject of 'leaves the battlefield'")  # type: ignore[arg-type]
    filt = _each_one(subject, ctx)  # type: ignore[arg-type]
    if filt.zone not in (None, ir.ZoneName.BATTLEFIELD):
        raise Unsupported(subject, "this subject of 'leaves the battlefield'")  # type: ignore[arg-type]
    _about(ctx, "object", filt)
    return ir.EventTrigger("leaves_battlefield", filt, span=where)


def _leaves_graveyard(event: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.EventTrigger:
    """ "Whenever an instant or sorcery card leaves your graveyard" (CR 603.6c, 603.10a): once
    for each card matching the filter that moves from that graveyard to any other zone, matched
    as it last existed there; ``by`` is the graveyard's owner ("your", "an opponent's"),
    relative to the ability's controller. Another zone is reported."""
    what, possessive, zone_words = take(event)
    whose = _GRAVEYARD_OWNERS.get(type(possessive))
    if whose is None or [w.lower() for w in lexeme_texts(zone_words)] != ["graveyard"]:  # type: ignore[arg-type]
        raise Unsupported.quoting(event, "the event '{}'")
    take(possessive)  # type: ignore[arg-type]
    take(zone_words)  # type: ignore[arg-type]
    if not is_(what, nodes.Counted):
        raise Unsupported(what, "this subject of 'leaves your graveyard'")  # type: ignore[arg-type]
    filt = _each_one(what, ctx)  # type: ignore[arg-type]
    if filt.other or "card" not in filt.nouns:
        # "another card", "a creature" (a permanent never leaves a graveyard)
        raise Unsupported(what, "this subject of 'leaves your graveyard'")  # type: ignore[arg-type]
    # a card in that graveyard (the filter's default zone is the battlefield)
    filt = dataclasses.replace(filt, zone=ir.ZoneName.GRAVEYARD)
    _about(ctx, "object", filt)
    return ir.EventTrigger("leaves_graveyard", filt, whose, span=where)


def _a_creature(counted: nodes.Node) -> bool:
    """Whether ``counted`` is "a creature" and no more: one, of the card type creature, with
    no other quality ("a nontoken creature" has one, in a word that is a node of its own)."""
    if not is_(counted, nodes.Counted) or len(counted.items) != 2:
        return False
    how_many, what = counted.items
    if not isinstance(how_many, nodes.Node) or not is_(how_many, nodes.Count):
        return False
    if count(how_many) != Count("exactly", 1) or not isinstance(what, nodes.Node):
        return False
    parts = [part for part in what.items if part is not None]
    return (
        len(parts) == 1
        and isinstance(parts[0], nodes.Node)
        and is_(parts[0], nodes.Types)
        and [lexeme.text.lower() for lexeme in parts[0].lexemes()] == ["creature"]
    )


def _becomes_blocked(creature: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.EventTrigger:
    """ "Whenever ~ / enchanted creature / a creature you control becomes blocked" (CR
    509.3c): once for each such creature, as blockers are declared, however many creatures
    block it; "it" in the effect is that creature (CR 603.7c)."""
    filt = _event_subject(creature, ctx, "becomes blocked")
    return ir.EventTrigger("becomes_blocked", filt, span=where)


def _blocks_a_creature(
    blocker: nodes.Node, blocked: nodes.Node, ctx: AbilityContext, where: ir.Span
) -> ir.EventTrigger:
    """ "Whenever ~ blocks a creature [without flying]" (CR 509.3b): once for each attacking
    creature it blocks that matches as it is blocked (CR 509.3f); "that creature" is the
    attacker (CR 603.7c)."""
    if not is_(blocker, _SELF):
        # "Whenever equipped creature blocks a creature": two creatures the IR would name.
        raise Unsupported(blocker, "what another creature blocks")
    if not is_(blocked, nodes.Counted):
        raise Unsupported(blocked, "what the blocking creature blocks")
    filt = _each_one(blocked, ctx)
    _about(ctx, "object", filt)
    ctx.event_of_source_too = True
    return ir.EventTrigger("blocks_creature", filt, span=where)


def _blocks_or_blocked_by(
    creature: nodes.Node, other: nodes.Node, ctx: AbilityContext, where: ir.Span
) -> ir.AnyOf:
    """ "Whenever ~ blocks or becomes blocked by a nonblack creature" (CR 509.3b, 509.3d):
    once for each attacker it blocks and each creature that blocks it, matched as that
    creature is then (CR 509.3f); "that creature" is the other creature (CR 603.7c). "One or
    more [creatures]" triggers once however many (CR 509.3e)."""
    if not is_(creature, _SELF):
        raise Unsupported(creature, "what another creature blocks or is blocked by")
    if not is_(other, nodes.Counted):
        raise Unsupported(other, "what blocks it or what it blocks")
    how_many, what = take(other)
    if count(how_many) == Count("at_least", 1):  # type: ignore[arg-type]
        # "blocks or becomes blocked by one or more blue creatures": once, as blockers are
        # declared (CR 509.3e); the effect names none of them.
        filt = filter_ir(what, ctx)  # type: ignore[arg-type]
        _about(ctx, "self")
        blocks = ir.EventTrigger("blocks_one_or_more", filt, span=where)
        blocked = ir.EventTrigger("blocked_by_one_or_more", filt, span=where)
        return ir.AnyOf((blocks, blocked), span=where)
    if count(how_many) != Count("exactly", 1):  # type: ignore[arg-type]
        raise Unsupported(other, "what blocks it or what it blocks")
    filt = _each_one(other, ctx)
    _about(ctx, "object", filt)
    ctx.event_of_source_too = True
    blocks = ir.EventTrigger("blocks_creature", filt, span=where)
    return ir.AnyOf((blocks, ir.EventTrigger("becomes_blocked_by", filt, span=where)), span=where)


def _cycle(event: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.EventTrigger:
    """ "When you cycle this card" (CR 702.29c: when you discard it to pay the cost of a
    cycling or typecycling ability, 702.29f; it triggers from whatever zone the card winds up
    in); "Whenever you cycle a card" / "another card"; "Whenever you cycle or discard a card"
    (CR 702.29d: it triggers once when a card is cycled, and a cycled card is discarded, so it
    is the discard trigger, CR 701.9)."""
    parts = take(event)
    by = _player_event(parts[0])  # type: ignore[arg-type]
    if is_(event, nodes.CycleOrDiscardTrigger) and _another_card(parts[-1]):  # type: ignore[arg-type]
        # "Whenever you cycle or discard another card": a card other than this one
        ctx.event_subject = "player"
        return ir.EventTrigger("discard_another_card", by=by, span=where)
    if is_(event, nodes.CycleOrDiscardTrigger):
        _a_card(parts[-1])  # type: ignore[arg-type]
        ctx.event_subject = "player"
        return ir.EventTrigger("discard", by=by, span=where)
    if is_(event, nodes.CycleAnotherCard):
        ctx.event_subject = "player"
        return ir.EventTrigger("cycle_another_card", by=by, span=where)
    what = parts[-1]
    if is_(what, _SELF):
        _about(ctx, "self")
        return ir.EventTrigger("cycle", by=by, span=where)
    if not is_(what, nodes.Counted):
        raise Unsupported(what, "this description of what is cycled")  # type: ignore[arg-type]
    _a_card(what)  # type: ignore[arg-type]
    ctx.event_subject = "player"
    return ir.EventTrigger("cycle_card", by=by, span=where)


def _another_card(counted: nodes.Node) -> bool:
    """Whether ``counted`` is "another card" (consumed when it is)."""
    if not is_(counted, nodes.Counted):
        return False
    how_many, noun = counted.items
    if not isinstance(how_many, nodes.Node) or not isinstance(noun, nodes.Node):
        return False
    if lexeme_texts(noun) != ["card"] or not is_another(how_many):
        return False
    take(counted)
    words(noun)
    return True


def _a_card(counted: nodes.Node) -> None:
    """ "a card" of "cycle a card" / "cycle or discard a card": one card of any kind (a kind,
    "a creature card", is not lowered)."""
    how_many, noun = take(counted)
    if count(how_many) != Count("exactly", 1) or lexeme_texts(noun) != ["card"]:  # type: ignore[arg-type]
        raise Unsupported(counted, "a trigger on cycling other than one card")
    words(noun)  # type: ignore[arg-type]


def _self_or_another_enters(what: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.AnyOf:
    """ "Whenever Field of the Dead or another land enters under your control": this permanent
    entering, or another one matching the filter entering under your control (CR 603.6a)."""
    this, other = take(what)
    if not is_(this, _SELF):
        raise Unsupported(what, "this subject of 'enters under your control'")
    filt = filter_ir(other, ctx, other=True)  # type: ignore[arg-type]
    _about(ctx, "object", filt)
    this_enters = ir.EventTrigger("enters", span=this.span)  # type: ignore[union-attr]
    another = ir.EventTrigger("enters", filt, ir.Whose.YOU, span=other.span)  # type: ignore[union-attr]
    return ir.AnyOf((this_enters, another), span=where)


def _deals_noncombat(event: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.EventTrigger:
    """ "Whenever a source you control deals noncombat damage to an opponent" (CR 120.3): the
    source as it dealt the damage, controlled by you then; ``by`` is the player dealt it."""
    sources, _verb, player = take(event)
    if not is_(sources, nodes.Counted):
        raise Unsupported(sources, "this source of damage")
    filt = _each_one(sources, ctx)  # type: ignore[arg-type]
    bare = dataclasses.replace(filt, description="", controller=None)
    mine = filt.controller is None or filt.controller.who == "you"
    if not mine or bare != ir.ObjectFilter("", nouns=("source",), span=filt.span):
        raise Unsupported(sources, "a source of damage other than 'a source [you control]'")
    dealt = _player_event(player)  # type: ignore[arg-type]
    ctx.event_subject = "player"
    return ir.EventTrigger("deals_noncombat_damage_to_player", filt, dealt, span=where)


def _dealer(dealer: nodes.Node, ctx: AbilityContext) -> ir.ObjectFilter:
    """The source of the damage of "[a creature you control / equipped creature] deals damage
    to a creature", which the effect names by nothing (not "it"): each one of a kind (CR
    603.2c) or the permanent this Equipment or Aura is attached to (CR 301.5, 303.4)."""
    if is_(dealer, nodes.Counted):
        return _each_one(dealer, ctx)
    if is_(dealer, nodes.AllMatching):
        filt = filter_ir(take(dealer)[0], ctx)  # type: ignore[arg-type]
        if filt.attached_to_source:
            return filt
    raise Unsupported(dealer, "this source of damage")


def _event_subject(subject: nodes.Node, ctx: AbilityContext, what: str) -> ir.ObjectFilter | None:
    """What a trigger's event is about (who deals or is dealt damage, what blocks or becomes
    blocked): this object (None), the permanent this Equipment or Aura is attached to
    ("equipped creature", CR 301.5, 303.4), or each one of a kind ("a creature you control",
    CR 603.2c); "it" in the effect is that object."""
    if is_(subject, _SELF):
        _about(ctx, "self")
        return None
    if is_(subject, nodes.AllMatching):
        filt = filter_ir(take(subject)[0], ctx)  # type: ignore[arg-type]
        if not filt.attached_to_source:
            raise Unsupported(subject, f"this subject of '{what}'")
    elif is_(subject, nodes.Counted):
        filt = _each_one(subject, ctx)
    else:
        raise Unsupported(subject, f"this subject of '{what}'")
    _about(ctx, "object", filt)
    return filt


def _deals_damage_to_player(
    event: nodes.Node, ctx: AbilityContext, where: ir.Span
) -> ir.EventTrigger:
    """ "Whenever [~ / equipped creature / a creature you control] deals [combat] damage to a
    player / an opponent / you" (CR 120.3, 510.2): once for each source and each player it
    deals damage to; "that player" is the player dealt it, "that much" the damage (CR
    603.7c)."""
    dealer, _verb, player = take(event)
    combat = is_(event, nodes.DealsDamageTrigger)
    if is_(player, nodes.DefendingPlayer):
        raise Unsupported(player, "combat damage to a particular player")  # type: ignore[arg-type]
    by = _player_event(player)  # type: ignore[arg-type]
    if combat and is_(dealer, nodes.SelfOrAttached):
        ctx.event_amount = "damage"
        return _self_or_attached("combat_damage_to_player", dealer, ctx, where, by)  # type: ignore[arg-type, return-value]
    if combat and _one_or_more(dealer):  # type: ignore[arg-type]
        return _one_or_more_deal_combat_damage(dealer, by, ctx, where)  # type: ignore[arg-type]
    filt = _event_subject(dealer, ctx, "deals damage")  # type: ignore[arg-type]
    if filt is None:
        ctx.event_subject = "player"
    ctx.event_amount = "damage"
    name = "combat_damage_to_player" if combat else "damage_to_player"
    if combat and filt is None and by is ir.Whose.ANY:
        return ir.EventTrigger(name, span=where)
    return ir.EventTrigger(name, filt, by, span=where)


def _one_or_more(subject: nodes.Node) -> bool:
    """Whether a trigger's subject is "one or more [objects]" (CR 603.2c)."""
    if not is_(subject, nodes.Counted):
        return False
    try:
        return count(subject.items[0]) == Count("at_least", 1)  # type: ignore[arg-type]
    except Unsupported:  # "another": not a number (reported where the subject is read)
        return False


def _one_or_more_deal_combat_damage(
    dealer: nodes.Node, by: ir.Whose, ctx: AbilityContext, where: ir.Span
) -> ir.EventTrigger:
    """ "Whenever one or more creatures you control deal combat damage to a player" (CR
    603.2c, 510.2): once for each player dealt combat damage in one combat damage step by at
    least one source matching the subject, however many did; "that player" is that player (CR
    603.7c). The effect can name none of the creatures: "it", "that creature" and "that much"
    are left unresolved (so refused)."""
    _how_many, what = take(dealer)
    filt = filter_ir(what, ctx)  # type: ignore[arg-type]
    ctx.event_subject = "player"
    return ir.EventTrigger("combat_damage_to_player_one_or_more", filt, by, span=where)


def _put_into_graveyard(event: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.EventTrigger:
    """ "When this is put into a graveyard from the battlefield" / "Whenever an enchantment
    you control is put into a graveyard from the battlefield": a leaves-the-battlefield
    trigger, matched on the object as it last existed there (CR 603.6c, 603.10a). "Into your
    graveyard" / "into an opponent's graveyard": a card goes to its owner's graveyard (CR
    400.3), so the object is one that player owns (``by``)."""
    what, graveyard = take(event)
    whose = _whose_graveyard(graveyard)  # type: ignore[arg-type]
    if is_(what, _SELF):
        _about(ctx, "self")
        return ir.EventTrigger("put_into_graveyard_from_battlefield", by=whose, span=where)
    if not is_(what, nodes.Counted):
        raise Unsupported(what, "this subject of 'is put into a graveyard'")  # type: ignore[arg-type]
    filt = _each_one(what, ctx)  # type: ignore[arg-type]
    _about(ctx, "object", filt)
    return ir.EventTrigger("put_into_graveyard_from_battlefield", filt, whose, span=where)


def _put_into_graveyard_from_anywhere(
    event: nodes.Node, ctx: AbilityContext, where: ir.Span
) -> ir.EventTrigger:
    """ "Whenever a card is put into an opponent's graveyard from anywhere", "Whenever another
    card is put into a graveyard from anywhere", "When Dread is put into a graveyard from
    anywhere": a card moved to a graveyard from any zone (CR 400.7), once for each card (CR
    603.2c). A token is not a card (CR 108.2b), so the subject must be a card ("a creature
    card", "a black card", "another card"); this object ("~") is matched whatever it is. Such
    a trigger is never a leaves-the-battlefield ability, even for a card from the battlefield
    (CR 603.6c): the card is matched as it is in the graveyard, and the ability's source must
    still be where its ability functions after the event. ``by``: whose graveyard, the card's
    owner (CR 400.3), relative to the ability's controller; "it" / "that card" is the card in
    the graveyard (CR 603.6), and "that player" the opponent whose graveyard it is."""
    what, graveyard = take(event)
    whose = _whose_graveyard(graveyard)  # type: ignore[arg-type]
    if is_(what, _SELF):
        _about(ctx, "self")
        ctx.event_graveyard_owner = False
        return ir.EventTrigger("put_into_graveyard_from_anywhere", by=whose, span=where)
    said = "this subject of 'is put into a graveyard from anywhere'"
    if not is_(what, nodes.Counted):
        raise Unsupported(what, said)  # type: ignore[arg-type]
    filt = _each_one(what, ctx)  # type: ignore[arg-type]
    if "card" not in filt.nouns or filt.alternatives or filt.tokens is True:
        # "a creature is put into a graveyard from anywhere": a permanent is only on the
        # battlefield, and a token is never a card (CR 108.2b)
        raise Unsupported(what, said)  # type: ignore[arg-type]
    if filt.zone not in (ir.ZoneName.BATTLEFIELD, ir.ZoneName.GRAVEYARD) or filt.zone_owner:
        raise Unsupported(what, said)  # type: ignore[arg-type]
    filt = dataclasses.replace(filt, tokens=False)
    _about(ctx, "object", filt)
    ctx.event_graveyard_owner = whose is ir.Whose.OPPONENT
    return ir.EventTrigger("put_into_graveyard_from_anywhere", filt, whose, span=where)


def _permanent_put_into_graveyard(
    event: nodes.Node, ctx: AbilityContext, where: ir.Span
) -> ir.EventTrigger:
    """ "When enchanted artifact is put into a graveyard", "Whenever a permanent you control is
    put into a graveyard": a permanent exists only on the battlefield (CR 110.1), so it is put
    into a graveyard from there -- a leaves-the-battlefield trigger, matched on the permanent
    as it last existed there (CR 603.6c, 603.10a), as "enchanted creature dies" is (the
    permanent the Aura was attached to immediately before). A subject that may be a card in
    another zone ("a card", "a creature card") or this object is reported: with no "from"
    the zone it came from is not said."""
    what, graveyard = take(event)
    whose = _whose_graveyard(graveyard)  # type: ignore[arg-type]
    said = "this subject of 'is put into a graveyard'"
    if is_(what, nodes.AllMatching):
        filt = filter_ir(take(what)[0], ctx)  # type: ignore[arg-type]
        if not filt.attached_to_source:
            raise Unsupported(what, said)  # type: ignore[arg-type]
    elif is_(what, nodes.Counted):
        filt = _each_one(what, ctx)  # type: ignore[arg-type]
    else:
        raise Unsupported(what, said)  # type: ignore[arg-type]
    if "card" in filt.nouns or filt.zone is not ir.ZoneName.BATTLEFIELD or filt.alternatives:
        raise Unsupported(what, said)  # type: ignore[arg-type]
    _about(ctx, "object", filt)
    return ir.EventTrigger("put_into_graveyard_from_battlefield", filt, whose, span=where)


#: The possessives of "into your graveyard" / "into an opponent's graveyard", relative to the
#: ability's controller (CR 109.5).
_GRAVEYARD_OWNERS = {nodes.Your: ir.Whose.YOU, nodes.AnOpponents: ir.Whose.OPPONENT}


def _whose_graveyard(graveyard: nodes.Node) -> ir.Whose | None:
    """Whose graveyard "is put into [a / your / an opponent's] graveyard" names: ``None`` for
    any player's ("a graveyard"); any other zone or owner is reported."""
    if is_(graveyard, nodes.AZone):
        if take(graveyard)[0].text.lower() != "graveyard":  # type: ignore[union-attr]
            raise Unsupported(graveyard, "this zone")
        return None
    if not is_(graveyard, nodes.Zone):
        raise Unsupported(graveyard, "this zone")
    possessive, zone_words = graveyard.items
    whose = _GRAVEYARD_OWNERS.get(type(possessive))
    if whose is None or [w.lower() for w in lexeme_texts(zone_words)] != ["graveyard"]:  # type: ignore[arg-type]
        raise Unsupported(graveyard, "this zone")
    take(graveyard)
    take(possessive)  # type: ignore[arg-type]
    take(zone_words)  # type: ignore[arg-type]
    return whose


def _objects_attack(event: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.EventTrigger:
    """ "Whenever one or more creatures you control attack" / "Whenever one or more creatures
    attack" (CR 508.3a): attackers were declared -- by you, or by any player --, once for the
    declaration however many attack: "whenever you attack" / "whenever a player attacks".
    Attackers of a kind ("one or more Vampires you control") are refused."""
    (attackers,) = take(event)
    if not is_(attackers, nodes.Counted) or count(take(attackers)[0]) != Count("at_least", 1):  # type: ignore[arg-type]
        raise Unsupported.quoting(event, "the event '{}'")
    filt = filter_ir(take(attackers)[1], ctx)  # type: ignore[arg-type]
    mine = filt.controller is not None and filt.controller.who == "you"
    plain = dataclasses.replace(filt, controller=None, description="creatures", span=None)
    bare = ir.ObjectFilter(
        "creatures",
        ("creature",),
        types=filt.types,
        zone=filt.zone,
    )
    if plain != bare or (filt.controller is not None and not mine):
        raise Unsupported.quoting(event, "the event '{}'")
    consume_all(attackers)  # type: ignore[arg-type]
    ctx.event_subject = "attack"
    return ir.EventTrigger("attack", by=ir.Whose.YOU if mine else ir.Whose.ANY, span=where)


def _self_and_others_attack(
    event: nodes.Node, ctx: AbilityContext, where: ir.Span
) -> ir.EventTrigger:
    """ "Whenever ~ and at least two other creatures attack" (battalion, an ability word with
    no rules meaning, CR 207.2c): the source is declared as an attacker together
    with at least that many other creatures (CR 508.1a, 508.3a). Other attackers than "other
    creatures" are refused."""
    _self, number, others = take(event)
    filt = filter_ir(others, ctx)  # type: ignore[arg-type]
    if filt.description.lower() != "other creatures" or not filt.other:
        raise Unsupported(others, "attacking with other than other creatures")  # type: ignore[arg-type]
    how_many = count_word(number)  # type: ignore[arg-type]
    if how_many.is_x or how_many.value < 1:
        raise Unsupported(number, "attacking with this number of other creatures")  # type: ignore[arg-type]
    consume_all(event)
    _about(ctx, "self")
    return ir.EventTrigger("attacks_with_others", others=how_many.value, span=where)


def _attacks_one(
    event: nodes.Node, subject: nodes.Node | None, ctx: AbilityContext, where: ir.Span
) -> ir.EventTrigger:
    """:func:`_attacks` of one subject ("attacks alone", "for the first time each turn" of
    "~ or enchanted creature" are refused: two events)."""
    if is_(subject, nodes.SelfOrAttached):
        raise Unsupported(subject, "this subject of 'attacks'")  # type: ignore[arg-type]
    return _attacks(event, subject, ctx, where)


def _attacks(
    event: nodes.Node, subject: nodes.Node | None, ctx: AbilityContext, where: ir.Span
) -> ir.EventTrigger:
    """ "Whenever this creature attacks" / "Whenever a creature with flying attacks": it is
    declared as an attacker (CR 508.1, 508.3a), once for each such creature (CR 603.2c)."""
    if is_(subject, _SELF):
        _about(ctx, "self")
        return ir.EventTrigger("attacks", span=where)
    if is_(subject, nodes.SelfOrAttached):
        return _self_or_attached("attacks", subject, ctx, where, None)  # type: ignore[return-value]
    if is_(subject, nodes.AllMatching):
        # "Whenever equipped / enchanted creature attacks": the permanent this Equipment or
        # Aura is attached to (CR 301.5, 303.4) as it is declared as an attacker.
        filt = filter_ir(take(subject)[0], ctx)  # type: ignore[arg-type]
        if not filt.attached_to_source:
            raise Unsupported(subject, "this subject of 'attacks'")  # type: ignore[arg-type]
        _about(ctx, "object", filt)
        return ir.EventTrigger("attacks", filt, span=where)
    if not is_(subject, nodes.Counted):
        raise Unsupported(subject or event, "this subject of 'attacks'")
    filt = _each_one(subject, ctx)  # type: ignore[arg-type]
    _about(ctx, "object", filt)
    return ir.EventTrigger("attacks", filt, span=where)


def _self_or_attached(
    event: str,
    subject: nodes.Node,
    ctx: AbilityContext,
    where: ir.Span,
    by: ir.Whose | None,
) -> ir.AnyOf:
    """ "Whenever Heliod's Emissary or enchanted creature attacks", "Whenever Thassa's Emissary
    or equipped creature deals combat damage to a player" (CR 603.2, 303.4, 301.5): the event
    of the source, or of the permanent it is attached to -- two events, and "it" after them is
    the creature of the one that happened (CR 603.7c)."""
    this, _or, other = take(subject)
    parts = [part for part in other.items if part is not None]  # type: ignore[union-attr]
    one_host = len(parts) == 2 and is_(parts[0], (nodes.Enchanted, nodes.Equipped))
    said = f"{'enchanted' if is_(parts[0], nodes.Enchanted) else 'equipped'} creature"
    if not (is_(this, _SELF) and one_host and words(other) == ["creature"] and attaches(ctx)):  # type: ignore[arg-type]
        # "enchanted creature" names the one creature only on an Aura, an Equipment or a
        # card with bestow (CR 303.4, 301.5, 702.103b)
        raise Unsupported(subject, f"this subject of '{event}'")
    consume_all(other)  # type: ignore[arg-type]
    kind = ir.TypeTest(("creature",), (), span=other.span)  # type: ignore[union-attr]
    filt = ir.ObjectFilter(
        said,
        ("creature",),
        (kind,),
        attached_to_source=True,
        span=other.span,  # type: ignore[union-attr]
    )
    _about(ctx, "object", filt)
    # "deals combat damage to a player": any player is no "by" of the source's own event, as
    # :func:`_deals_damage_to_player` writes it
    own_by = None if by is ir.Whose.ANY else by
    itself = ir.EventTrigger(event, None, own_by, span=this.span)  # type: ignore[union-attr]
    attached = ir.EventTrigger(event, filt, by, span=other.span)  # type: ignore[union-attr]
    return ir.AnyOf((itself, attached), span=where)


def _dies(subject: nodes.Node, ctx: AbilityContext, where: ir.Span) -> ir.Trigger:
    """ "When enchanted creature dies" / "Whenever equipped creature dies": the permanent the
    Aura or Equipment was attached to immediately before it died (a leaves-the-battlefield
    ability looks back in time, CR 603.10a, 603.6c; CR 700.4). "Whenever ~ or another
    creature you control dies": this permanent dying, or another one matching the filter
    (controlled by you as it last existed on the battlefield, CR 603.10a). Either way "it" /
    "that card" after it is the object of the event (CR 603.7c, 400.7e)."""
    if is_(subject, nodes.AllMatching):
        filt = filter_ir(take(subject)[0], ctx)  # type: ignore[arg-type]
        if not filt.attached_to_source:
            raise Unsupported(subject, "this subject of 'dies'")
        _about(ctx, "object", filt)
        return ir.EventTrigger("dies", filt, span=where)
    this, other = take(subject)
    if not is_(this, _SELF):
        raise Unsupported(subject, "this subject of 'dies'")
    filt = filter_ir(other, ctx, other=True)  # type: ignore[arg-type]
    _about(ctx, "object", filt)
    this_dies = ir.EventTrigger("dies", span=this.span)  # type: ignore[union-attr]
    another = ir.EventTrigger("dies", filt, span=other.span)  # type: ignore[union-attr]
    return ir.AnyOf((this_dies, another), span=where)


def _one_or_more_creatures(node: nodes.Node, ctx: AbilityContext) -> bool:
    return (
        is_(node, nodes.Counted)
        and count(take(node)[0]) == Count("at_least", 1)
        and filter_ir(take(node)[1], ctx).description == "creatures"  # type: ignore[arg-type]
    )


def _you_cast(event: nodes.Node, ctx: AbilityContext, name: str, where: ir.Span) -> ir.Trigger:
    """ "Whenever you cast a [filter] spell" (CR 601.2i): the spell as it became cast."""
    who, spells = take(event)[:2]
    if not is_(who, nodes.You):
        raise Unsupported(event, "a spell cast by another player")
    if name == "cast" and is_(spells, nodes.SelfRef) and "spell" in words(spells):
        # "When you cast this spell, ..." (CR 601.2i): this spell's own cast; the ability
        # functions on the stack (CR 113.6) and "it" in it is the spell
        consume_all(spells)
        _about(ctx, "self")
        ctx.source_is_spell = True
        return ir.EventTrigger("cast_self", span=where)
    if not is_(spells, nodes.Counted):
        raise Unsupported(spells, "this spell description")  # type: ignore[arg-type]
    filt = _each_one(spells, ctx)  # type: ignore[arg-type]
    _about(ctx, "spell", filt)
    return ir.EventTrigger(name, filt, ir.Whose.YOU, span=where)


def _player_casts(
    event: nodes.Node, ctx: AbilityContext, where: ir.Span, name: str = "cast"
) -> ir.Trigger:
    """ "Whenever an opponent casts a creature spell", "Whenever a player casts a white spell"
    (CR 601.2i, 603.2): the spell as it became cast, cast by an opponent of the ability's
    controller or by any player. "That player" in the effect is the caster and "it" the spell
    (CR 603.7c: the effect refers to the event)."""
    who, spells = take(event)[:2]
    by = _player_event(who)  # type: ignore[arg-type]
    if not is_(spells, nodes.Counted):
        raise Unsupported(spells, "this spell description")  # type: ignore[arg-type]
    filt = _each_one(spells, ctx)  # type: ignore[arg-type]
    _about(ctx, "spell", filt)
    ctx.event_player_named = True  # "they" in the effect is the caster (CR 603.7c)
    return ir.EventTrigger(name, filt, by, span=where)
