"""Lowering conditions to the IR (:data:`karlov.ir.Condition`): what "To solve —" tests
(CR 719.3a). The runtime builds the test from the IR (:mod:`karlov.runtime.conditions`); the
To solve trigger evaluates it when the end step begins and again on resolution (CR 603.4).
"This turn" conditions read the turn history, which records what objects were *then*.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any

from .. import ir
from ..frontend import nodes
from ..frontend.nodes import rule_name, rule_names
from ..frontend.words import COLOR_LETTERS
from .accounting import consume, consume_all, descendants, is_, is_named, lexeme_texts, take
from .context import AbilityContext, Unsupported

if TYPE_CHECKING:
    from ..runtime.conditions import Condition
from .objects import (
    LOOKED_AT,
    REVEALED,
    THEIR_LOOKED_AT,
    VALUE_OF,
    Count,
    amount,
    check_as_they_left,
    count,
    counted_either,
    counter_name,
    counting,
    counting_names,
    filter_ir,
    fixed_count,
    fixed_value,
    is_another,
    moved_this_way,
    named_value,
    objects,
    players,
    value_of,
    zone,
)

_ARTICLES = (nodes.ArticleA, nodes.ArticleAn)

# Enum members by value, looked up without the enum's ``__call__`` (compile throughput).
RELATIONS = {relation.value: relation for relation in ir.Relation}


def _count(node: nodes.Node) -> ir.Count:
    if is_(node, nodes.AtLeastWord):
        # "If at least one Zombie card is milled this way": one or more, as "one or more"
        # (CR 107.1), in a condition only (a choice of at least N is no count a player makes)
        return ir.Count(ir.Relation.AT_LEAST, fixed_value(take(node)[0]), span=node.span)  # type: ignore[arg-type]
    found = count(node)
    relation = RELATIONS[found.relation]
    inner = node.items[0] if isinstance(node, nodes.Count) and node.items else node
    if isinstance(inner, _ARTICLES):
        # "You control a legendary Homunculus": in a condition the article means one or
        # more, not exactly one.
        relation = ir.Relation.AT_LEAST
    return ir.Count(relation, found.value, found.is_x, span=node.span)


def _counted(
    node: nodes.Node, ctx: AbilityContext, **fixed: Any
) -> tuple[ir.Count, ir.ObjectFilter]:
    if is_(node, nodes.CountedEither):  # "a Swamp or a Mountain": one or more of either
        how_many, either = counted_either(node, ctx, fixed)
        return _count(how_many), either
    if not is_(node, nodes.Counted):
        raise Unsupported(node, "expected a counted phrase such as 'three or more artifacts'")
    how_many, filter_node = take(node)
    assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
    if is_another(how_many):
        # "if you control another creature named ~": one or more objects other than the
        # source, as an article means in a condition.
        at_least_one = ir.Count(ir.Relation.AT_LEAST, 1, span=how_many.span)
        return at_least_one, filter_ir(filter_node, ctx, **fixed, other=True)
    return _count(how_many), filter_ir(filter_node, ctx, **fixed)


def condition(node: nodes.Node, ctx: AbilityContext) -> Condition:
    """A condition node as the runtime's test, built from its IR."""
    from ..runtime.conditions import condition as build_condition  # loaded when asked for

    return build_condition(condition_ir(node, ctx))


def condition_ir(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """A condition node as IR."""
    lower = _CONDITIONS.get(rule_name(node))
    if lower is None:
        raise Unsupported.quoting(node, "the condition '{}'")
    is_named(node, _CONDITIONS)
    found = lower(node, ctx)
    if not reads_while_resolving(found) and _names_moved_cards(found):
        # "cards exiled this way" read by a condition the runtime tests outside the
        # resolution that moved them (CR 608.2c): which cards is not known there
        raise Unsupported.quoting(node, "the condition '{}' of cards moved this way")
    return found


def _names_moved_cards(value: object) -> bool:
    """Whether an IR value holds a filter of the cards an instruction moved this way."""
    if isinstance(value, ir.ObjectFilter) and ir.is_moved_key(value.among):
        return True
    return any(_names_moved_cards(child) for child in ir.children(value))


def _was_kicked(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "When this creature enters, if it was kicked, ..." (CR 603.4, 702.33d): whether the
    spell the permanent was had its kicker cost paid; in an instant's or sorcery's text, "If
    this spell was kicked, ..." is whether the resolving spell's was (CR 702.33d). Said of
    anything else ("if that creature was kicked") it is not read yet."""
    _kicked_object(take(node)[0], ctx)
    return ir.WasKicked(span=node.span)


def _kicked_object(what: Any, ctx: AbilityContext) -> None:
    """The object of "[it] was kicked": this spell, or this permanent as "it" in a trigger on
    its own event; anything else is C001."""
    of_this_spell = ctx.of_spell and is_(what, (nodes.SelfRef, nodes.SelfName))
    if not of_this_spell and (not is_(what, nodes.It) or ctx.event_subject != "self"):
        raise Unsupported(what, "'was kicked' said of anything but this permanent")
    if of_this_spell:
        consume_all(what)


def _was_kicked_with(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if it was kicked with its {2}{U} kicker" (CR 702.33f): whether that one of the
    card's two kicker costs ("Kicker [A] and/or [B]", CR 702.33b) was paid, linked to that
    kicker ability (CR 702.33e, 607). Said of this permanent ("it" in a trigger on its own
    entering) or this spell, as "if it was kicked" is; a cost that is not one of the card's
    two kicker costs links to nothing: C001."""
    _kicked_object(take(node)[0], ctx)
    return linked_kicker(node, ctx)


def linked_kicker(node: nodes.Node, ctx: AbilityContext) -> ir.WasKicked:
    """The kicker cost "kicked with its [cost] kicker" names (CR 702.33f): one of the two
    costs of the card's "Kicker [A] and/or [B]" (CR 702.33b), as written; else C001."""
    symbols = take(node)[1]
    assert isinstance(symbols, nodes.Node)
    written = "".join(lexeme_texts(symbols))
    consume_all(symbols)
    costs = [
        "".join(lexeme_texts(cost))
        for line in ctx.card.abilities
        if line.body is not None
        for either in descendants(line.body, nodes.KickerEither)
        for cost in either.items
        if isinstance(cost, nodes.Node)
    ]
    if written not in costs:
        raise Unsupported(
            symbols, "'kicked with its [cost] kicker' naming no kicker cost of this card"
        )
    return ir.WasKicked(kicker=written, span=node.span)


def kicked_object_is_source(what: nodes.Node, ctx: AbilityContext) -> None:
    """The object of "for each time [it] was kicked", "the number of times [~] was kicked"
    (multikicker, CR 702.33c-d): this spell or this permanent by its name or "this spell",
    or "it" in a triggered ability whose event is about this permanent ("When ~ enters, ...
    for each time it was kicked"). Any other object is C001: the runtime counts the kicks of
    the ability's source only."""
    if is_(what, (nodes.SelfRef, nodes.SelfName)):
        consume_all(what)
        return
    if is_(what, nodes.It) and ctx.event_subject == "self":
        return
    raise Unsupported(what, "'was kicked' said of anything but this permanent")


def _cast_it_from(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "When this creature enters, if you cast it from your hand, ..." (CR 601.2a, 603.4):
    the spell this permanent was was cast from that zone of yours (the caster of a spell is
    its controller, so the permanent's controller cast it). Said of anything else it is not
    read yet."""
    who, what, where = take(node)
    if not is_(who, nodes.You):
        raise Unsupported(who, "a spell cast by another player")
    if not (is_(what, nodes.It) and ctx.event_subject == "self") and not is_(
        what, (nodes.SelfRef, nodes.SelfName)
    ):
        raise Unsupported(what, "'cast ... from' said of anything but this permanent")
    found = zone(where)  # type: ignore[arg-type]
    if found.owner != "you" or len(found.zones) != 1:
        raise Unsupported(where, "a spell cast from this zone")
    return ir.CastFrom(ir.ZoneName(found.zone), span=node.span)


def _mana_was_spent(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If {G} was spent to cast this spell, ..." (an instant's or sorcery's text), "When
    this creature enters, if {R} was spent to cast it, ...", "sacrifice it unless {U} was
    spent to cast it" (CR 601.2h, 603.4): mana of each color written was spent to cast the
    spell, the resolving one or the one this permanent was (CR 400.7d). Colored mana symbols
    only ("{W}{U}": both colors); of any other spell or object it is not read yet."""
    symbols, what = take(node)
    assert isinstance(symbols, nodes.Node)
    # "was spent to cast this spell" is one word of the grammar (SPENT_TO_CAST_THIS_SPELL)
    spell = isinstance(what, nodes.Lexeme) and what.kind == "SPENT_TO_CAST_THIS_SPELL"
    if spell and not ctx.of_spell:
        raise Unsupported(node, "the mana spent to cast 'this spell' (not a spell's text)")
    if spell:
        return _mana_spent_to_cast(symbols, node)
    of_this_spell = ctx.of_spell and is_(what, (nodes.SelfRef, nodes.SelfName))
    if not of_this_spell and (not is_(what, nodes.It) or ctx.event_subject != "self"):
        raise Unsupported.quoting(what, "the mana spent to cast '{}'")  # type: ignore[arg-type]
    if of_this_spell:
        consume_all(what)  # type: ignore[arg-type]
    return _mana_spent_to_cast(symbols, node)


def _mana_spent_to_cast(symbols: nodes.Node, node: nodes.Node) -> ir.Condition:
    """:func:`_mana_was_spent`'s colors: one colored mana symbol of each color, none twice."""
    written = "".join(lexeme_texts(symbols))
    colors = re.findall(r"\{([WUBRG])\}", written)
    if "".join(f"{{{c}}}" for c in colors) != written or len(set(colors)) != len(colors):
        raise Unsupported.quoting(symbols, "'{}' as the mana spent to cast it")
    consume_all(symbols)
    return ir.ManaSpentToCast("".join(colors), span=node.span)


def _no_mana_was_spent(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Counter target spell if no mana was spent to cast it", "Whenever an opponent casts a
    spell, if no mana was spent to cast it, ..." (CR 601.2h: the spell's total cost was paid
    with no mana). Not read yet: the runtime tests the mana spent on the spell this ability is
    of by its colors (:func:`_mana_was_spent`), not whether any was spent on another spell."""
    raise Unsupported(node, "whether any mana was spent to cast a spell (CR 601.2h)")


def _no_colored_mana_was_spent(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Whenever a player casts a spell, if no colored mana was spent to cast it, counter
    that spell." (CR 105.1, 601.2h: the mana spent on it, if any, was all colorless). Not read
    yet: the runtime tests the colors spent on the spell this ability is of
    (:func:`_mana_was_spent`), not the mana spent on another spell."""
    raise Unsupported(node, "whether any colored mana was spent to cast a spell (CR 601.2h)")


def _object_isnt_mana_ability(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Whenever you activate an ability, if it isn't a mana ability, ..." (CR 605.1a: an
    activated ability with no target that could add mana, not a loyalty ability). Not read
    yet: no condition of the runtime tests what an activated ability is."""
    raise Unsupported(node, "whether an activated ability is a mana ability (CR 605.1a)")


def _controls_more(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if an opponent controls more lands than you" (CR 108.4): one opponent is enough."""
    who, _verb, described, than = take(node)
    if not is_(who, nodes.OpponentRef) or not is_(than, nodes.You):
        raise Unsupported.quoting(node, "the comparison '{}'")
    filt = filter_ir(described, ctx)
    if filt.zone is not ir.ZoneName.BATTLEFIELD or filt.controller is not None:
        raise Unsupported(described, "comparing these objects")
    consume(than)
    return ir.ControlsMore(players(who, ctx), filt, span=node.span)


def _opponent_count(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "you have two or more opponents" (CR 102.2, 102.3)."""
    who, _have, how_many = take(node)
    if not is_(who, nodes.You):
        raise Unsupported(who, "the opponents of a player other than you")
    return ir.OpponentCount(_count(how_many), span=node.span)


def _cast_during_main_phase(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If you cast this spell during your main phase" (addendum, CR 505.1): said by an
    instant's or sorcery's own text of the spell as it resolves."""
    who, what = take(node)
    if not is_(who, nodes.You):
        raise Unsupported(who, "a spell cast by another player")
    if not ctx.of_spell or "spell" not in lexeme_texts(what):
        raise Unsupported(what, "'cast during your main phase' said of anything but this spell")
    consume_all(who)
    consume_all(what)
    return ir.CastDuringYourMainPhase(span=node.span)


def _completed_dungeon(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "you've completed a dungeon" (CR 309.7): a dungeon card you owned was removed from the
    game from its bottommost room, at any time this game."""
    (perfect,) = take(node)
    consume(perfect)
    return ir.CompletedDungeon(ir.Players("you", span=node.span), span=node.span)


def _has_citys_blessing(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you have the city's blessing" (CR 702.131c): the player has the designation."""
    who, _have = take(node)
    if not is_(who, nodes.You):  # "an opponent has": one of them or each? not read yet
        raise Unsupported.quoting(who, "the city's blessing of '{}'")  # type: ignore[arg-type]
    return ir.HasCitysBlessing(players(who, ctx), span=node.span)  # type: ignore[arg-type]


def _is_monarch(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you're the monarch", "if an opponent is the monarch" (CR 725.1): the monarch is
    that player, or one of your opponents. Said of another player ("each opponent", "that
    player"), C001."""
    if is_(node, nodes.YoureMonarch):
        return ir.IsMonarch(ir.Players("you", span=node.span), span=node.span)
    (who,) = take(node)
    if not is_(who, (nodes.You, nodes.OpponentRef)):
        raise Unsupported.quoting(who, "whether '{}' is the monarch")  # type: ignore[arg-type]
    return ir.IsMonarch(players(who, ctx), span=node.span)  # type: ignore[arg-type]


def _was_monarch(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you were the monarch as the turn began" (CR 724.1): who the monarch was at the
    start of the turn, which the runtime does not record."""
    raise Unsupported.quoting(node, "'{}': who was the monarch as the turn began (CR 724.1)")


def _attacked_this_turn(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you attacked this turn" (raid, CR 508.1)."""
    return ir.AttackedThisTurn(players(take(node)[0], ctx), span=node.span)


def _attacked_with_this_combat(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you attacked with creatures with total power 6 or greater this combat" (pack
    tactics, CR 508.1a): only that form; any other description of the attackers is refused."""
    who, filt = take(node)
    found = take(filt) if is_(filt, nodes.Filter) else ()
    if len(found) == 3 and found[1] is None and is_(found[0], nodes.Types):
        types, _none, total = found
        said = " ".join(lexeme_texts(types)).lower()
        if said == "creatures" and is_(total, nodes.TotalPowerOrGreater):
            consume_all(types)
            (at_least,) = take(total)
            return ir.AttackedWithTotalPower(
                players(who, ctx),  # type: ignore[arg-type]
                amount(at_least).value,  # type: ignore[arg-type]
                span=node.span,
            )
    raise Unsupported.quoting(node, "the condition '{}'")


# Conditions read from what an earlier instruction of the resolving ability did: a
# conjunction is tested outside that resolution, so these stay alone.
_READ_WHILE_RESOLVING: tuple[type, ...] = (
    ir.AmountCompared,
    ir.AbilityActivatedThisTurn,
    ir.AbilityResolvedThisTurn,
    ir.SearchedThisWay,
    ir.WonClash,
    ir.ObjectIs,
    ir.VoteResult,
)


def reads_while_resolving(part: ir.Condition) -> bool:
    """Whether ``part`` is read from what an earlier instruction of the resolving ability did:
    one of :data:`_READ_WHILE_RESOLVING`, or a count of the cards an instruction recorded
    ("if a creature card is exiled this way", :func:`_moved_this_way`)."""
    if isinstance(part, _READ_WHILE_RESOLVING):
        return True
    return isinstance(part, ir.ObjectCount) and part.filter.among is not None


#: The conditions "[cards] is / was milled / exiled / discarded / revealed this way".
_MOVED_CONDITIONS: dict[type, str] = {
    nodes.MilledThisWay: "milled",
    nodes.ExiledThisWayCondition: "exiled",
    nodes.DiscardedThisWayCondition: "discarded",
    nodes.RevealedThisWayCondition: "revealed",
    nodes.SacrificedThisWayCondition: "sacrificed",
}


def _moved_this_way(
    node: nodes.Node, ctx: AbilityContext, kind: type | None = None
) -> ir.Condition:
    """ "If a creature card is exiled this way", "If a land card was milled this way", "If a
    red card is discarded this way", "If at least one Zombie card is milled this way", "If a
    card named Stomping Slabs was revealed this way": how many of the cards the one earlier
    instruction of the ability that did it moved or revealed match (CR 608.2c), each as it
    was when it did (CR 701.17c: a milled card is found in the zone it moved to). Nothing
    done is no card: the condition is false. Read while the ability resolves."""
    (counted,) = [item for item in take(node) if isinstance(item, nodes.Node)]
    participle = _MOVED_CONDITIONS[kind or type(node)]
    for lexeme in take(node):
        if isinstance(lexeme, nodes.Lexeme):
            consume(lexeme)
    with counting():
        quantity, filt = _counted(counted, ctx)
    if filt.among is not None or filt.zone not in (ir.ZoneName.BATTLEFIELD, None):
        raise Unsupported.quoting(counted, "'{}': a description that says where the cards are")
    if participle == "revealed":
        looked = ctx.last(LOOKED_AT)
        if looked is None or REVEALED not in looked.nouns:
            raise Unsupported(node, "'revealed this way' of cards not revealed before it")
        theirs = looked.key.startswith(THEIR_LOOKED_AT)
        where, whose, among = (
            ir.ZoneName.LIBRARY,
            ir.Whose.ANY if theirs else ir.Whose.YOU,
            looked.key,
        )
    else:
        if participle == "sacrificed":
            check_as_they_left(counted, filt)  # as it last existed (CR 608.2h)
        where, whose = _MOVED_ZONES[participle], ir.Whose.ANY
        among = moved_this_way(node, participle, ctx)
    filt = replace(filt, zone=where, zone_owner=whose, among=among)
    return ir.ObjectCount(quantity, filt, span=node.span)


#: "If you discard / sacrifice / exile / mill / reveal ... this way": the participle of the verb.
_YOU_MOVED = {
    "discard": "discarded",
    "sacrifice": "sacrificed",
    "exile": "exiled",
    "mill": "milled",
    "reveal": "revealed",
}


def _you_moved_this_way(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If you discard a creature card this way", "If you sacrifice a snow Forest this way",
    "If you sacrificed a permanent this way" (CR 608.2c): the condition "[cards] is discarded /
    sacrificed ... this way" (:func:`_moved_this_way`), said in the active voice by the player
    who did the one earlier instruction. That instruction must be done by you alone: "you" of
    another player's instruction, or of "Each player sacrifices ...", would be a reading."""
    verb = next(i for i in take(node) if isinstance(i, nodes.Lexeme) and i.kind == "YOU_MOVED")
    stem = verb.text.lower()
    stem = stem[:-1] if stem.endswith("ed") and stem[:-1] in _YOU_MOVED else stem
    stem = stem[:-2] if stem.endswith("ed") and stem[:-2] in _YOU_MOVED else stem
    participle = _YOU_MOVED[stem]
    if participle == "revealed":
        looked = ctx.last(LOOKED_AT)
        if looked is not None and looked.key.startswith(THEIR_LOOKED_AT):
            raise Unsupported(node, "'you reveal ... this way' of cards another player revealed")
    else:
        found = [move for move in ctx.moves if move[0] == participle]
        if len(found) == 1:
            who = ctx.move_players.get(found[0][1])
            if who is not None and who.who != "you":
                raise Unsupported(node, f"'you {stem} ... this way' of an instruction not yours")
    kind = {
        "milled": nodes.MilledThisWay,
        "exiled": nodes.ExiledThisWayCondition,
        "discarded": nodes.DiscardedThisWayCondition,
        "revealed": nodes.RevealedThisWayCondition,
        "sacrificed": nodes.SacrificedThisWayCondition,
    }[participle]
    return _moved_this_way(node, ctx, kind)


_MOVED_ZONES = {
    "exiled": ir.ZoneName.EXILE,
    "milled": ir.ZoneName.GRAVEYARD,
    "discarded": ir.ZoneName.GRAVEYARD,
    "sacrificed": ir.ZoneName.GRAVEYARD,
}


def _all_conditions(node: nodes.Node, parts: list[ir.Condition]) -> ir.Condition:
    """Several conditions that must all hold; one read while the ability resolves is reported."""
    for part in parts:
        if reads_while_resolving(part):
            raise Unsupported(node, "a condition read from an earlier instruction, with another")
    flat: list[ir.Condition] = []
    for part in parts:
        flat.extend(part.conditions if isinstance(part, ir.AllConditions) else (part,))
    return ir.AllConditions(tuple(flat), span=node.span)


def _both_conditions(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "As long as ~ is in your graveyard and you control a Mountain", "if you cast it from
    your hand and there are five or more other creatures on the battlefield": both hold."""
    first, _and, second = take(node)
    parts = [condition_ir(first, ctx), condition_ir(second, ctx)]  # type: ignore[arg-type]
    if any(isinstance(part, ir.AnyCondition) for part in parts):
        raise Unsupported(node, "'and' and 'or' between conditions in one sentence")
    return _all_conditions(node, parts)


def _either_condition(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you control a Desert or there is a Desert card in your graveyard", "if it's a
    creature or if {G}{W} was spent to cast this spell": one or the other holds, both tested
    at the moment the condition is (CR 603.4, 611.3a). "A or B and
    C" could group either way: it is reported, as is a condition read from an earlier
    instruction of the resolving ability."""
    first, _or, second = take(node)
    parts = [condition_ir(first, ctx), condition_ir(second, ctx)]  # type: ignore[arg-type]
    flat: list[ir.Condition] = []
    for part in parts:
        if reads_while_resolving(part):
            raise Unsupported(node, "a condition read from an earlier instruction, with another")
        if isinstance(part, ir.AllConditions):
            raise Unsupported(node, "'and' and 'or' between conditions in one sentence")
        flat.extend(part.conditions if isinstance(part, ir.AnyCondition) else (part,))
    return ir.AnyCondition(tuple(flat), span=node.span)


#: "you have more life than ...": what is compared (CR 119.1 life, CR 402.1 a hand).
_COMPARED = {rule_names.LifeStock: "life", rule_names.HandStock: "cards_in_hand"}


def _more_than(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you have more cards in hand than each opponent", "if an opponent has more life
    than you", "if you have less life than an opponent", "if you have fewer cards in hand than
    each opponent": the controller's life total (CR 119.1) or hand size (CR 402.1) compared
    with one opponent's ("an opponent": at least one of them) or every opponent's ("each
    opponent"). "Less" and "fewer" are "more" with the two sides swapped. Players other than
    you and your opponents are reported."""
    if is_(node, nodes.MoreThan):
        first, _have, stock, second = take(node)
        amount = _COMPARED[rule_name(stock)]  # type: ignore[index]
        is_named(stock, _COMPARED)
        greater, lesser = first, second
    else:
        first, _have, second = take(node)
        amount = "life" if is_(node, nodes.LessLifeThan) else "cards_in_hand"
        greater, lesser = second, first
    if is_(greater, nodes.You) and is_(lesser, (nodes.OpponentRef, nodes.EachOpponent)):
        yours_greater, other = True, lesser
    elif is_(lesser, nodes.You) and is_(greater, (nodes.OpponentRef, nodes.EachOpponent)):
        yours_greater, other = False, greater
    else:
        raise Unsupported(node, "a comparison between players other than you and an opponent")
    each = is_(other, nodes.EachOpponent)
    return ir.ComparedWithOpponents(amount, yours_greater, each, span=node.span)


def _control_both(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If you control a blue permanent and a black permanent": the player controls one of
    each (CR 109.4), each counted as "a ..." is in a condition (one or more)."""
    who_node, _verb, first, _and, second = take(node)
    who = players(who_node, ctx)  # type: ignore[arg-type]
    parts: list[ir.Condition] = []
    for counted in (first, second):
        quantity, controlled = _counted(
            counted,  # type: ignore[arg-type]
            ctx,
            controller=who,
            zone=ir.ZoneName.BATTLEFIELD,
        )
        parts.append(ir.ObjectCount(quantity, controlled, span=counted.span))  # type: ignore[union-attr]
    return _all_conditions(node, parts)


def _control_count(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "You control three or more Detectives." (CR 109.4: you control it); "if you control
    four or more Demons with different names" (CR 201.2b): the names among them counted."""
    who = players(take(node)[0], ctx)
    with counting_names() as names:
        quantity, controlled = _counted(
            take(node)[2], ctx, controller=who, zone=ir.ZoneName.BATTLEFIELD
        )
    if names and quantity.relation is not ir.Relation.AT_LEAST:
        raise Unsupported(names[0], "'with different names' in a count other than 'or more'")
    return ir.ObjectCount(quantity, controlled, different_names=bool(names), span=node.span)


def _you_dont_control(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "sacrifice a creature if you don't control an Ogre", "If you don't control a Human,
    ..." (CR 608.2c, 109.4): "you control [objects]" does not hold -- you control none of
    them, for "a"/"an"; any other number ("don't control two Ogres") is refused."""
    return _none_controlled(node, ctx, ir.Players("you", span=node.span))


def _none_controlled(node: nodes.Node, ctx: AbilityContext, controller: ir.Players) -> ir.Condition:
    """No permanent ``controller`` controls matches the one "a"/"an" object phrase of
    ``node`` ("a" in a condition is one or more, CR 109.4); a number is refused."""
    (counted,) = take(node)
    how_many = take(counted)[0] if is_(counted, nodes.Counted) else None  # type: ignore[arg-type]
    article = (
        isinstance(how_many, nodes.Count)
        and len(how_many.items) == 1
        and isinstance(how_many.items[0], _ARTICLES)
    )
    if not article:
        raise Unsupported.quoting(node, "the condition '{}' with a number other than 'a'")
    quantity, controlled = _counted(
        counted,  # type: ignore[arg-type]
        ctx,
        controller=controller,
        zone=ir.ZoneName.BATTLEFIELD,
    )
    none = ir.Count(ir.Relation.EXACTLY, 0, span=quantity.span)
    return ir.ObjectCount(none, controlled, span=node.span)


def _you_didnt_attack(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you didn't attack with a creature this turn" (CR 508.1: you declared no attacking
    creature this turn): "you attacked this turn" does not hold. Another player, or attackers
    other than "a creature", is refused."""
    who, counted = take(node)
    if not is_(who, nodes.You):
        raise Unsupported(who, "attacking this turn by a player other than you")  # type: ignore[arg-type]
    said = " ".join(lexeme_texts(counted)).lower()  # type: ignore[arg-type]
    how_many = take(counted)[0] if is_(counted, nodes.Counted) else None  # type: ignore[arg-type]
    one = isinstance(how_many, nodes.Count) and [type(n) for n in how_many.items] == [
        nodes.ArticleA
    ]
    if said != "creature" or not one:
        raise Unsupported.quoting(counted, "attacking this turn with '{}'")  # type: ignore[arg-type]
    consume_all(counted)  # type: ignore[arg-type]
    attacked = ir.AttackedThisTurn(players(who, ctx), span=node.span)  # type: ignore[arg-type]
    return ir.NotCondition(attacked, span=node.span)


def _you_didnt_lose_life(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you didn't lose life this turn" (turn history, CR 119.3; damage causes loss of
    life, CR 120.3a): "you lost life this turn" does not hold. Another player is refused."""
    (who,) = take(node)
    if not is_(who, nodes.You):
        raise Unsupported(who, "life lost this turn by a player other than you")  # type: ignore[arg-type]
    you = ir.Players("you", span=who.span)  # type: ignore[union-attr]
    lost = ir.LifeLostThisTurn(
        you, ir.Count(ir.Relation.AT_LEAST, 1, span=node.span), span=node.span
    )
    return ir.NotCondition(lost, span=node.span)


def _there_are_colors(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "There are five colors among permanents you control." (CR 105.2)."""
    how_many, filter_node = take(node)
    return ir.ColorsAmong(_count(how_many), filter_ir(filter_node, ctx), span=node.span)


def _card_types_among(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "There are four or more card types among cards in your graveyard." (delirium, CR
    205.2a)."""
    how_many, _among, filter_node = take(node)
    return ir.CardTypesAmong(_count(how_many), filter_ir(filter_node, ctx), span=node.span)


def _cards_in_zone(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Seven or more cards are in your graveyard." (threshold): the objects of one of your
    zones that match, counted."""
    counted, where = take(node)
    found = zone(where)  # type: ignore[arg-type]
    if found.owner != "you" or len(found.zones) != 1:
        raise Unsupported.quoting(where, "counting the cards in '{}'")  # type: ignore[arg-type]
    kind = ir.ZoneName(found.zone)
    quantity, filt = _counted(counted, ctx, zone=kind, zone_owner=ir.Whose.YOU)  # type: ignore[arg-type]
    return ir.ObjectCount(quantity, filt, span=node.span)


def _there_is_card(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if there is a Desert card in your graveyard": one or more, as the article means in a
    condition (CR 404). "There is" says one object: any count but "a"/"an" is reported."""
    counted = take(node)[-1]
    how_many = take(counted)[0] if is_(counted, nodes.Counted) else None  # type: ignore[arg-type]
    inner = how_many.items[0] if isinstance(how_many, nodes.Count) and how_many.items else None
    if not isinstance(inner, _ARTICLES):
        raise Unsupported(node, "'there is' with a number other than 'a'")
    return _zone_count(node, ctx)


def _zone_count(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "There are fifteen or more cards in your graveyard." / "You have no cards in hand"."""
    if is_(node, nodes.HandCount) and not is_(take(node)[0], nodes.You):
        return _cards_of_a_player(node, ctx)
    quantity, filt = _counted(take(node)[-1], ctx)
    return ir.ObjectCount(quantity, filt, span=node.span)


#: "an opponent has", "a player has": some one of them (each player's zone counted apart).
_SOME_HOLDER = {rule_names.OpponentRef: ir.Whose.OPPONENT, rule_names.APlayer: ir.Whose.ANY}


def _cards_of_a_player(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "as long as an opponent has no cards in hand", "unless a player has no cards in hand",
    "if that player has seven or more cards in hand" (CR 402, 404: each player's own hand or
    graveyard). "That player" is read only where it is the player whose step began ("At the
    beginning of each opponent's upkeep, if that player ...", CR 102.1, 603.4); a zone of
    someone else ("an opponent has ... in your graveyard") is reported."""
    who, counted = take(node)[0], take(node)[-1]
    whose = _SOME_HOLDER.get(rule_name(who))  # type: ignore[arg-type]
    step_player = ctx.event_is_step_of_player and ctx.last("player") is None
    if whose is None and step_player and is_(who, nodes.ThatPlayer):
        whose = ir.Whose.THAT_PLAYER
    if whose is None:
        raise Unsupported(who, "counting the cards of a player other than you")
    is_named(who, _SOME_HOLDER)
    for qualifier in descendants(counted, nodes.ZoneQualifier):  # type: ignore[arg-type]
        # "in their graveyard" is the player's own; "in your graveyard" is someone else's
        place = qualifier.items[0]
        possessive = place.items[0] if isinstance(place, nodes.Zone) else None
        if type(possessive) not in (nodes.TheirOwners, nodes.TheirOwnersSingular):
            raise Unsupported(qualifier, "counting the cards of one player in another's zone")
    quantity, filt = _counted(counted, ctx)  # type: ignore[arg-type]
    if filt.zone not in (ir.ZoneName.HAND, ir.ZoneName.GRAVEYARD, ir.ZoneName.LIBRARY):
        raise Unsupported(counted, "counting the cards of a player outside their own zones")
    own = replace(filt, zone_owner=None)
    return ir.CardsOfAPlayer(whose, quantity, own, span=node.span)


def _total_power(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Creatures you control have total power 8 or greater"."""
    filt = filter_ir(take(node)[0], ctx)
    return ir.TotalPower(filt, amount(take(node)[2]).value, span=node.span)


def _life_gained(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "You've gained 5 or more life this turn" (turn history)."""
    you = ir.Players("you")
    return ir.LifeGainedThisTurn(you, _count(take(node)[1]), span=node.span)


def _at_least_one(node: nodes.Node | None, where: nodes.Node) -> ir.Count:
    """ "gained life this turn" is one or more life; "gained 3 or more life" is as written."""
    if node is None:
        return ir.Count(ir.Relation.AT_LEAST, 1, span=where.span)
    return _count(node)


def _gained_life(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If you gained 3 or more life this turn" (turn history, CR 119.3)."""
    who, how_much = take(node)
    if not is_(who, nodes.You):
        raise Unsupported(who, "life gained by a player other than you")
    you = ir.Players("you", span=who.span)  # type: ignore[union-attr]
    return ir.LifeGainedThisTurn(you, _at_least_one(how_much, node), span=node.span)  # type: ignore[arg-type]


#: "a player" is any one player; "an opponent" any one opponent.
_SOME_PLAYER = {
    rule_names.You: "you",
    rule_names.OpponentRef: "each_opponent",
    rule_names.APlayer: "each_player",
}


def _lost_life(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If a player lost 4 or more life this turn" / "an opponent lost life this turn": some
    one of those players did (turn history; CR 120.3a: damage causes loss of life)."""
    who, how_much = take(node)
    found = _SOME_PLAYER.get(rule_name(who))
    if found is None or not is_named(who, _SOME_PLAYER):
        raise Unsupported(who, "this player losing life")
    players = ir.Players(found, span=who.span)  # type: ignore[union-attr]
    return ir.LifeLostThisTurn(players, _at_least_one(how_much, node), span=node.span)  # type: ignore[arg-type]


#: Whether the condition being read is checked as its card begins to be cast ("Cast this spell
#: only if ...", CR 601.3), before it is a spell: set by the static lowering.
BEGINNING_TO_CAST: ContextVar[bool] = ContextVar("beginning_to_cast", default=False)


def _spells_cast(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "You've cast four or more instant and sorcery spells this turn"; "another black spell"
    said by a resolving spell: a spell other than this one (the runtime compares the spell
    cast with the resolving spell). Said by a permanent's ability, "another" would be the
    spell it was, a new object now (CR 400.7): reported. Checked as the card begins to be cast
    (:data:`BEGINNING_TO_CAST`), it is no spell yet: every spell cast before it is another."""
    quantity, filt = _counted(take(node)[1], ctx)
    if filt.other and not (ctx.of_spell or BEGINNING_TO_CAST.get()):
        raise Unsupported(node, "'another spell' cast this turn said of a permanent")
    return ir.SpellsCastThisTurn(quantity, filt, ir.Players("you"), span=node.span)


def _player_cast(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If an opponent cast a blue spell this turn", "if an opponent cast three or more spells
    this turn", "if an opponent has cast a blue or black spell this turn" (CR 601.2i): the
    spells some one of those players cast this turn, matched as they were cast (turn history).
    Another player than you or some one of a group ("that player") is refused, as is
    "another spell" said of a permanent (see :func:`_spells_cast`)."""
    parts = take(node)
    who, counted = parts[0], parts[-1]
    assert isinstance(who, nodes.Node) and isinstance(counted, nodes.Node)
    players = _acted_by(who, "spells cast")
    quantity, filt = _counted(counted, ctx)
    if filt.other and not (ctx.of_spell or BEGINNING_TO_CAST.get()):
        raise Unsupported(node, "'another spell' cast this turn said of a permanent")
    return ir.SpellsCastThisTurn(quantity, filt, players, span=node.span)


def _objects_attacking(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If four or more creatures are attacking" (CR 506.4): the attacking creatures now,
    every player's, counted."""
    quantity, attacking = _counted(take(node)[0], ctx, attacking=True)  # type: ignore[arg-type]
    return ir.ObjectCount(quantity, attacking, span=node.span)


#: The verbs of "you drew / discarded / sacrificed / created / cycled ... this turn".
_ACTS = {
    rule_names.ActDrew: "drew",
    rule_names.ActDiscarded: "discarded",
    rule_names.ActSacrificed: "sacrificed",
    rule_names.ActCreated: "created",
    rule_names.ActCycled: "cycled",
}


_ACT_WORDS = {
    "drew": "cards drawn",
    "discarded": "cards discarded",
    "sacrificed": "permanents sacrificed",
    "created": "tokens created",
    "cycled": "cards cycled",
    "had_enter": "permanents that entered",
}


def _acted_by(who: nodes.Node, what: str) -> ir.Players:
    """The players of "you / an opponent / a player ... this turn": some one of them did it.
    Other players ("that player", "target opponent") are refused: the turn's history is read
    of the ability's controller or of some one of a group only."""
    found = _SOME_PLAYER.get(rule_name(who))
    if found is None or not is_named(who, _SOME_PLAYER):
        raise Unsupported(who, f"{what} this turn by a player other than you or one of a group")
    return ir.Players(found, span=who.span)


def _acted_filter(
    counted: nodes.Node, event: str, ctx: AbilityContext
) -> tuple[ir.Count, ir.ObjectFilter]:
    """The objects of a player's act this turn. Cards drawn, discarded and cycled are counted
    as "cards" only (their characteristics then are not recorded as the act's); sacrificed
    permanents and created tokens by the characteristics they had then (CR 603.10a, 111.2):
    a qualifier of their present state is refused."""
    quantity, filt = _counted(counted, ctx)
    check_acted_filter(filt, event, counted, other=event == "had_enter")
    return quantity, filt


def check_acted_filter(
    filt: ir.ObjectFilter, event: str, node: nodes.Node, *, other: bool = False
) -> None:
    """Refuse (C001 at ``node``) a description of the objects of a player's act this turn
    that the turn's history cannot match: cards drawn, discarded and cycled are "cards" only
    (their characteristics then are not recorded as the act's); sacrificed permanents,
    created tokens and permanents that entered are matched by the characteristics they had
    then (CR 603.10a, 111.2, 109.3), a qualifier of their present state refused; with
    ``other``, "another creature" (not this very permanent, CR 400.7) is allowed."""
    if event in ("drew", "discarded", "cycled"):
        plain = ir.ObjectFilter(filt.description, ("card",), tokens=False, span=filt.span)
        if filt != plain:
            raise Unsupported(node, f"{_ACT_WORDS[event]} this turn of a kind")
        return
    if event == "created" and filt.tokens is not True:
        raise Unsupported(node, "objects created this turn that are not tokens")
    # only what the object was (its characteristics then, CR 109.3) is matched: any other
    # part of the description (who controls it now, its counters, where it is) is refused
    plain = ir.ObjectFilter(filt.description)
    allowed = _CHARACTERISTIC_FIELDS | ({"other"} if other else set())
    if any(
        getattr(filt, f.name) != getattr(plain, f.name)
        for f in fields(filt)
        if f.name not in allowed
    ):
        raise Unsupported(node, "this qualifier of an act earlier in the turn")


#: The parts of an :class:`~karlov.ir.ObjectFilter` that are characteristics (CR 109.3), which
#: the turn's history records of each object as it was then.
_CHARACTERISTIC_FIELDS = frozenset(
    {
        "span",
        "description",
        "nouns",
        "types",
        "subtypes",
        "supertypes",
        "excluded_supertypes",
        "excluded_subtypes",
        "subtypes_any_of",
        "colors",
        "excluded_colors",
        "colors_any_of",
        "colorless",
        "multicolored",
        "monocolored",
        "keywords",
        "excluded_keywords",
        "power_at_least",
        "power_at_most",
        "toughness_at_least",
        "toughness_at_most",
        "mana_value_at_least",
        "mana_value_at_most",
        "named",
        "tokens",
    }
)


def _player_acted(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you drew two or more cards this turn", "if an opponent discarded a card this
    turn", "if you sacrificed three or more Clues this turn", "if you created a token this
    turn", "as long as you've discarded a card this turn" (CR 121.1, 701.9a, 701.21a, 111.2,
    702.29a): read from the turn's history."""
    who, act, counted = take(node)
    event = _ACTS[rule_name(act)]
    if is_(node, nodes.YouHaveActed):
        players = ir.Players("you", span=who.span)
    else:
        players = _acted_by(who, _ACT_WORDS[event])
    consume(act)
    quantity, filt = _acted_filter(counted, event, ctx)
    return ir.PlayerActedThisTurn(players, event, quantity, filt, span=node.span)


def _player_dealt_damage(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you were dealt 4 or more damage this turn", "if an opponent was / has been dealt
    damage this turn" (CR 120.3): the total damage dealt to some one of those players this
    turn, by any source; "damage" alone is one or more."""
    parts = take(node)
    if is_(node, nodes.PlayerHasBeenDealtDamage):
        who, has_been, how_much = parts
        consume(has_been)
    else:
        who, how_much = parts
    if is_(node, nodes.YouHaveBeenDealtDamage):
        players = ir.Players("you", span=who.span)
    else:
        players = _acted_by(who, "damage dealt to a player")
    anything = ir.ObjectFilter("source", (), span=node.span)
    quantity = _at_least_one(how_much, node)
    return ir.PlayerActedThisTurn(players, "dealt_damage", quantity, anything, span=node.span)


def _damage_dealt_to_object(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if 4 or more damage was dealt to it this turn" (CR 120.3: by any sources this turn,
    the total): no condition of the IR sums the damage an object was dealt this turn yet."""
    raise Unsupported(node, "the total damage dealt to an object this turn")


HISTORY_EVENTS = {
    rule_names.Attacked: "attacked",
    rule_names.DealtDamage: "dealt_damage",
    rule_names.WereCast: "were_cast",
    rule_names.PutIntoGraveyard: "put_into_graveyard",
    rule_names.Died: "died",
    rule_names.LeftBattlefield: "left_battlefield",
}


def _objects_history(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Three or more creatures attacked / sources an opponent controls dealt damage /
    creature cards were put into graveyards from anywhere / a creature died this turn" — read
    from the turn history, which records what each object was then (CR 400.7): its
    characteristics, and for damage who controlled its source."""
    happened = take(node)[1]
    if is_(happened, nodes.EnteredUnderControl):
        return _entered_under_control(node, ctx)
    quantity, filt = _counted(take(node)[0], ctx)
    event = HISTORY_EVENTS.get(rule_name(happened))
    if event is None:
        raise Unsupported.quoting(happened, "the history event '{}'")
    is_named(happened, HISTORY_EVENTS)
    if filt.controlled_then is not None and event not in ("dealt_damage", "left_battlefield"):
        raise Unsupported(take(node)[0], "'you controlled' said of anything but damage sources")
    if event == "left_battlefield" and filt.controlled_then not in (None, ir.Whose.YOU):
        raise Unsupported(take(node)[0], "a permanent another player controlled leaving")
    present_state = [
        filt.not_controller,
        filt.attacking,
        filt.tapped,
        filt.suspected,
        filt.damaged,
        filt.dealt_damage_this_turn,
        filt.dealt_damage_by_source or None,
    ]
    if event not in ("dealt_damage", "left_battlefield"):
        present_state.append(filt.controller)
    elif event == "left_battlefield" and filt.controller is not None:
        # "a permanent you control left": its controller now -- it has none; say "controlled"
        raise Unsupported(take(node)[0], "this qualifier of an event earlier in the turn")
    if any(part is not None for part in present_state) or filt.attached_to_source:
        raise Unsupported(take(node)[0], "this qualifier of an event earlier in the turn")
    return ir.HappenedThisTurn(event, quantity, filt, span=node.span)


def _objects_state(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Three or more creatures are damaged." (damage marked on them, CR 120.3e)."""
    quantity, damaged = _counted(take(node)[0], ctx, damaged=True)
    return ir.ObjectCount(quantity, damaged, span=node.span)


def _your_turn(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "it's your turn"."""
    return ir.IsYourTurn(span=node.span)


def _not_your_turn(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "it's not your turn": the ability's controller is not the active player (CR 102.1)."""
    return ir.NotCondition(ir.IsYourTurn(span=node.span), span=node.span)


def _not_their_turn(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if it's not their turn": whose turn "their" names is the player an event or an
    instruction named, which the turn test of the IR does not say (CR 102.1)."""
    raise Unsupported.quoting(node, "'{}': the turn of a player other than you")


def _it_is_not(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If it's not a land card" (CR 109.3): the object "it's ..." names (:func:`_it_is`)
    does not have those characteristics."""
    return ir.NotCondition(_it_is(node, ctx), span=node.span)


def _isnt_attacking(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "as long as it's not attacking" (CR 506.4): said of the source, as "it's attacking"
    is (the static ability checks that it affects only its source)."""
    return ir.NotCondition(ir.SourceIs("attacking", span=node.span), span=node.span)


def _on_battlefield(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if no creatures are on the battlefield": the permanents of every player that match,
    counted (CR 400.1, 110.1)."""
    quantity, filt = _counted(take(node)[0], ctx, zone=ir.ZoneName.BATTLEFIELD)  # type: ignore[arg-type]
    return ir.ObjectCount(quantity, filt, span=node.span)


def _had_enter(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If you had a land enter the battlefield under your control this turn", "if an
    opponent had two or more creatures enter the battlefield under their control this turn"
    (CR 403.3, 110.2): the permanents that entered under that player's control this turn, each
    matched as it entered; "another creature" is one other than this permanent. "Under your
    control" is said of "you", "under their control" of an opponent or a player; another
    player ("that player", a target) is refused: the history is read of you or of some one
    of a group."""
    who, counted, _enter, whose, _control = take(node)
    mine = is_(who, nodes.You)
    if mine != is_(whose, nodes.Your) or not (mine or is_(whose, nodes.TheirOwners)):
        raise Unsupported.quoting(node, "'{}': control by another player than the one who had it")
    players = ir.Players("you", span=who.span) if mine else _acted_by(who, "permanents entered")
    consume(who, whose)
    quantity, filt = _acted_filter(counted, "had_enter", ctx)
    return ir.PlayerActedThisTurn(players, "had_enter", quantity, filt, span=node.span)


def _entered_under_control(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if a planeswalker entered the battlefield under your control this turn" (CR 403.3,
    110.2): a permanent that fits entered under your control this turn -- the same record
    as "you had a planeswalker enter the battlefield under your control this turn". Under
    another player's control, refused."""
    counted, happened = take(node)
    _entered, whose, _control = take(happened)
    if not is_(whose, nodes.Your):
        raise Unsupported.quoting(happened, "'{}': entering under another player's control")
    consume(happened, whose)
    quantity, filt = _acted_filter(counted, "had_enter", ctx)
    you = ir.Players("you", span=whose.span)
    return ir.PlayerActedThisTurn(you, "had_enter", quantity, filt, span=node.span)


#: What the source did this turn ("if ~ attacked this turn"), as a :class:`~karlov.ir.SourceIs`
#: state.
_OBJECT_TURN_EVENTS = {
    rule_names.ObjectAttacked: "attacked_this_turn",
    rule_names.ObjectBlocked: "blocked_this_turn",
    rule_names.ObjectWasBlocked: "was_blocked_this_turn",
    rule_names.ObjectWasDealtDamage: "was_dealt_damage_this_turn",
    rule_names.ObjectEntered: "entered_this_turn",
}


def _object_did(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if ~ attacked this turn" (CR 508.1), "if it was blocked this turn" (CR 509.1h), "if
    ~ was dealt damage this turn" (CR 120.3), "as long as it entered the battlefield this
    turn" (CR 403.3), "if ~ dealt damage to an opponent this turn", "if it dealt combat damage
    to a player this turn" (CR 120.3, 510.2): what this very object did this turn (CR 400.7).
    Said of the source only: its name, or "it" where "it" can only be the source (the event's
    own object of a trigger on this permanent with nothing named before it, "it" after words
    that name only the card, or the subject of a static ability's clause about the source)."""
    subject, event = take(node)
    if not _names_the_source(subject, ctx):
        raise Unsupported(subject, "what an object other than this one did this turn")  # type: ignore[arg-type]
    if is_(event, nodes.ObjectBlockedOrWasBlocked):
        return _blocked_or_was_blocked(node, event, ctx)  # type: ignore[arg-type]
    state = _OBJECT_TURN_EVENTS.get(rule_name(event))
    if state is None:  # "dealt [combat] damage to <player>"
        parts = take(event)
        combat = any(isinstance(p, nodes.Lexeme) for p in parts)
        (to,) = [p for p in parts if p is not None and not isinstance(p, nodes.Lexeme)]
        if is_(to, nodes.OpponentRef):
            whom = "opponent"
        elif is_(to, nodes.APlayer):
            whom = "player"
        else:
            raise Unsupported.quoting(to, "damage dealt this turn to '{}'")  # type: ignore[arg-type]
        state = f"dealt_{'combat_' if combat else ''}damage_to_{whom}_this_turn"
    consume_all(event)
    return ir.SourceIs(state, span=node.span)


def _blocked_or_was_blocked(
    node: nodes.Node, event: nodes.Node, ctx: AbilityContext
) -> ir.Condition:
    """ "if ~ blocked or was blocked this turn" (CR 509.1a: it was declared as a blocker;
    CR 509.1h: it attacked and became blocked): either, of this very object. "... by a blue
    creature" names the other creature of the block, which the turn's history does not pair
    with it: reported there."""
    by = [part for part in take(event) if isinstance(part, nodes.Node)]
    if by:
        raise Unsupported.quoting(by[0], "'{}': the other creature of a block this turn")
    consume_all(event)
    return ir.AnyCondition(
        (
            ir.SourceIs("blocked_this_turn", span=event.span),
            ir.SourceIs("was_blocked_this_turn", span=event.span),
        ),
        span=node.span,
    )


def _names_the_source(subject: nodes.Node | None, ctx: AbilityContext) -> bool:
    """Whether ``subject`` can only be the ability's source: its name ("~"), or "it" with no
    object named before it in a trigger on this permanent's own event, or in a static
    ability whose clause is about the source ("~ has hexproof as long as it entered ...")."""
    if is_(subject, _SELF):
        return True
    if not is_(subject, nodes.It):
        return False
    mention = ctx.last("object")
    if mention is not None:
        return False
    if ctx.event_subject == "self" or isinstance(IT_IS_SUBJECT.get(), ir.SourceObject):
        return True
    # "When ~ dies, if it was blocked this turn": the line names only the card before "it"
    # (a leaves-the-battlefield trigger asks of it as it last existed, CR 603.10a)
    return _names_only_the_source_before(subject, ctx)  # type: ignore[arg-type]


def _had_counters(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if it had counters on it" (CR 122.1, 608.2h): counters of any kind on the object as
    it last existed, which the IR's counter test (one kind, on the source) does not say."""
    raise Unsupported.quoting(node, "'{}': counters of any kind on an object as it last existed")


def _controls_commander(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you control your commander", "if you control a commander" (CR 903.3): the Commander
    variant's commander, which this runtime (no command zone, CR 903.6) does not have."""
    raise Unsupported.quoting(node, "'{}': a commander (no command zone, CR 903.6)")


def _in_command_zone(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if ~ is in the command zone or on the battlefield" (eminence; CR 408, 903.3d): the
    command zone is the Commander variant's, which this runtime does not have (CR 903.6)."""
    raise Unsupported.quoting(node, "'{}': the command zone (CR 408; no command zone, CR 903.6)")


def _life_total(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "you have 25 or more life" (CR 119.1); "an opponent has exactly 10 life" (at least
    one opponent, CR 102.3), "each opponent has ..." (every one)."""
    who, _have, how_much = take(node)
    whose, some = _whose_life(who)  # type: ignore[arg-type]
    return ir.LifeTotal(whose, _count(how_much), some=some, span=node.span)  # type: ignore[arg-type]


def _whose_life(who: nodes.Node) -> tuple[ir.Players, bool]:
    """The players of a life-total condition and whether one of them is enough: "you", "an
    opponent" (any one opponent, CR 102.3) or "each opponent". Any other player ("that
    player", "target player") is C001: the condition is checked where no such player is
    known to the runtime."""
    if is_(who, nodes.You):
        return ir.Players("you", span=who.span), False
    if is_(who, nodes.OpponentRef):
        return ir.Players("each_opponent", span=who.span), True
    if is_(who, nodes.EachOpponent):
        return ir.Players("each_opponent", span=who.span), False
    raise Unsupported(who, "the life total of a player other than you")


def _life_at_most(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "you have 5 or less life" (CR 119.1; fateful hour)."""
    who, _have, number = take(node)
    whose, some = _whose_life(who)  # type: ignore[arg-type]
    found = count(number)  # type: ignore[arg-type]
    if found.is_x:
        raise Unsupported(number, "a life total bound of X")  # type: ignore[arg-type]
    bound = ir.Count(ir.Relation.AT_MOST, found.value, span=number.span)  # type: ignore[union-attr]
    return ir.LifeTotal(whose, bound, some=some, span=node.span)


def _cards_drawn(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "you've drawn two or more cards this turn" (turn history, CR 121.1)."""
    _perfect, how_many, _noun = take(node)
    you = ir.Players("you", span=node.span)
    return ir.CardsDrawnThisTurn(you, _count(how_many), span=node.span)  # type: ignore[arg-type]


def _source_attacking(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "it's attacking" (CR 506.4): said of the source (the static ability checks that it
    affects only its source)."""
    return ir.SourceIs("attacking", span=node.span)


def _source_attacking_alone(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "it's attacking alone" (CR 506.5): said of the source, as "it's attacking" is; it is
    attacking and no other creature is."""
    return ir.SourceIs("attacking_alone", span=node.span)


def _enchanted_or_equipped(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "~ is enchanted or equipped" (CR 303.4, 301.5)."""
    what = take(node)[0]
    if not is_(what, (nodes.SelfRef, nodes.SelfName)):
        raise Unsupported(what, "an object other than this one being enchanted or equipped")
    return ir.SourceEnchantedOrEquipped(span=node.span)


def _has_counter(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "it has a +1/+1 counter on it" (CR 122.1): said of the source. "It" names the source
    only where nothing else is named before it (as "its" does, :func:`.objects.named_value`):
    after "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has
    three or more +1/+1 counters on it, ..." it is that creature, its counters counted as the
    effect resolves (CR 608.2c, 608.2h); an intervening "if" about another object's counters
    (checked as the ability triggers, CR 603.4) is reported."""
    what, _have, how_many, kind, _noun = take(node)
    if not is_(what, (nodes.SelfRef, nodes.SelfName, nodes.It)):
        raise Unsupported(what, "counters on an object other than this one")
    counter = counter_name(kind)  # type: ignore[arg-type]
    wanted = _count(how_many)  # type: ignore[arg-type]
    if is_(what, nodes.It):
        named = named_value(what, ctx, "counters", None).of  # type: ignore[arg-type]
        if not isinstance(named, ir.SourceObject):
            if ctx.lowering_intervening_if or ctx.read_amount is None or wanted.is_x:
                raise Unsupported(what, "counters on an object other than this one")
            on_it = ir.CountersOn(named, counter, span=node.span)
            to = ir.Fixed(wanted.value, span=how_many.span)  # type: ignore[union-attr]
            return ir.AmountCompared(on_it, wanted.relation, to, span=node.span)
    return ir.SourceCounters(wanted, counter, span=node.span)


def _object_in_zone(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Whenever you surveil, if Blood Operative is in your graveyard, ...", "At the beginning
    of your upkeep, if Ichorid is in your graveyard, ...": a triggered ability whose
    intervening "if" (CR 603.4) says its card is in its owner's graveyard states the zone it
    functions in (CR 113.6b), and is checked again as it resolves. Said anywhere else (a
    static ability's "as long as", an activation's "only if", another object, another zone)
    it is reported: the ability would have to function from that zone."""
    what, zone = take(node)
    if not ctx.lowering_intervening_if or not is_(what, _SELF):
        raise Unsupported.quoting(node, "the condition '{}'")
    if not is_(zone, nodes.Zone):
        raise Unsupported.quoting(node, "the condition '{}'")
    possessive, zone_words = take(zone)  # type: ignore[arg-type]
    said = [w.lower() for w in lexeme_texts(zone_words)]  # type: ignore[arg-type]
    if not is_(possessive, nodes.Your) or said != ["graveyard"]:
        raise Unsupported.quoting(node, "the condition '{}'")
    consume_all(node)
    return ir.SourceIs("in_graveyard", span=node.span)


def _had_counter(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "When ~ dies, if it had no time counters on it", "... if it had a +1/+1 counter on
    it" (CR 122.1): the counters on this permanent as it last existed on the battlefield, in
    a leaves-the-battlefield trigger of its own, which looks back in time (CR 603.10a); an
    intervening "if" checks them as it triggers and again as it resolves (CR 603.4), both on
    that last-known information (CR 608.2h). Said of another object ("Whenever a creature
    dies, if it had ...") or in another trigger, it is reported."""
    what, *rest = take(node)
    how_many, kind = [part for part in rest if isinstance(part, nodes.Node)]
    own_departure = ctx.event_subject in (None, "self") and ctx.event_leaves_battlefield
    if not own_departure or not _names_the_source(what, ctx):  # type: ignore[arg-type]
        raise Unsupported.quoting(node, "the condition '{}' of an object as it last existed")
    consume_all(what)  # type: ignore[arg-type]
    counter = counter_name(kind, only_read=True)
    return ir.SourceCounters(_count(how_many), counter, span=node.span)


def _has_mana_value(node: nodes.Node, how: str, ctx: AbilityContext) -> ir.Condition:
    """ "Destroy target creature if it has mana value 2 or less", "as long as ~ has mana value
    3 or greater" (CR 202.3, 608.2c): the object "it" names (the last object named before it,
    as for "its mana value", :func:`.objects.named_value`) or the source has that mana value
    as the condition is checked. Any other object is reported."""
    what, _have, number = take(node)
    limit = fixed_count(number, "a comparison with a number that is not fixed")  # type: ignore[arg-type]
    if is_(what, _SELF):
        consume_all(what)
        ref: ir.ObjectRef = ir.SourceObject(span=what.span)  # type: ignore[union-attr]
    elif is_(what, nodes.It):
        ref = named_value(what, ctx, "mana_value", None).of  # type: ignore[arg-type]
    else:
        raise Unsupported.quoting(node, "the condition '{}'")
    where = ir.ZoneName.BATTLEFIELD
    if isinstance(ref, ir.TargetObjects) and ref.target_index < len(ctx.targets):
        chosen = ctx.targets[ref.target_index].filter  # a target spell is on the stack
        where = chosen.zone if chosen is not None else where
    what_it_is = ir.ObjectFilter(
        f"object with mana value {limit} or {'greater' if how == 'at_least' else 'less'}",
        zone=where,
        **{f"mana_value_{how}": limit},
        span=node.span,
    )
    return ir.ObjectIs(ref, what_it_is, span=node.span)


def _counters_on_object(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "there are three or more brick counters on ~" (CR 122.1): said of the source, the
    same test as "~ has three or more brick counters on it"; "there is exactly one tide
    counter on ~" the same with one."""
    how_many, kind, _noun, what = take(node)
    if not is_(what, (nodes.SelfRef, nodes.SelfName)):
        raise Unsupported(what, "counters on an object other than this one")
    counter = counter_name(kind)  # type: ignore[arg-type]
    return ir.SourceCounters(_count(how_many), counter, span=node.span)  # type: ignore[arg-type]


_SELF = (nodes.SelfRef, nodes.SelfName)


#: ObjectFilter fields about an object's state, not its characteristics ("If it's a land
#: card" reads only characteristics, CR 109.3).
_STATE_FIELDS = (
    "controller",
    "not_controller",
    "controlled_then",
    "zone_owner",
    "attacking",
    "tapped",
    "suspected",
    "damaged",
    "dealt_damage_this_turn",
    "cast_by",
    "dealt_damage",
)
#: The same, of the fields whose default is False or empty: "that entered the battlefield this
#: turn", "with power greater than the number of cards in your hand" (read from the game).
_STATE_FLAGS = (
    "entered_this_turn",
    "attacked_this_turn",
    "blocked_this_turn",
    "attacking_you",
    "attacking_an_opponent",
    "attacked_you_this_turn",
    "compared",
)


def _states(filt: ir.ObjectFilter) -> bool:
    """Whether ``filt`` says anything of an object's state (:data:`_STATE_FIELDS`)."""
    return any(getattr(filt, name) is not None for name in _STATE_FIELDS) or any(
        getattr(filt, name) for name in _STATE_FLAGS
    )


def _it_is(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If it's a land card" / "If it's a creature or land card": the card an earlier
    instruction of the ability looked at or revealed (its mention), or the target named before
    it ("If it's an artifact creature"), has those characteristics (CR 109.3)."""
    counted = take(node)[0]
    assert isinstance(counted, nodes.Node)
    return _it_is_counted(counted, node, ctx)


def _characteristics_stated(
    counted: nodes.Node, node: nodes.Node, ctx: AbilityContext, verb: str
) -> ir.ObjectFilter:
    """The characteristics ``counted`` states of one object after "it's" / "is" (``verb``):
    "a land card", "a Zombie" (CR 109.3); a number or a state ("tapped", "other") is
    reported."""
    if not is_(counted, nodes.Counted):
        raise Unsupported.quoting(node, "the condition '{}'")
    how_many, filter_node = take(counted)
    assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
    if count(how_many) != Count("exactly", 1):
        raise Unsupported(how_many, f"'{verb}' with a number")
    filt = filter_ir(filter_node, ctx)
    if _states(filt) or filt.attached_to_source or filt.other:
        raise Unsupported(filter_node, f"'{verb}' said of the object's state")
    return filt


def _it_is_the_event_object(ctx: AbilityContext, filt: ir.ObjectFilter) -> bool:
    """Whether "it's" in an effect's own "if" names the one object of the triggering event
    (CR 603.7c): the event is of one object, no object was named in the ability before it, no
    condition named the source, and what is stated is of a permanent ("a Unicorn", not "a
    Samurai card": a card the event's object may have become is not followed here). In an
    intervening "if" (CR 603.4: "Whenever equipped creature dies, if it was a Human") the
    runtime reads it with the event, as it triggers and as it resolves -- unless the event is
    also this object's ("Whenever ~ deals damage to a creature, if it's a Wall": which one is
    no reading to choose)."""
    return (
        ctx.event_subject == "object"
        and not (ctx.lowering_intervening_if and ctx.event_of_source_too)
        and not ctx.condition_names_source
        and "card" not in filt.nouns
        and ctx.last("object") is None
        and ctx.last("objects") is None
    )


def _it_is_counted(counted: nodes.Node, node: nodes.Node, ctx: AbilityContext) -> ir.ObjectIs:
    """:func:`_it_is` of the characteristics ``counted`` states ("a land card")."""
    filt = _characteristics_stated(counted, node, ctx, "it's")
    # "If it's a land card": the last *card* named, not a token created after it (Druidic
    # Satchel's Saproling is no card, CR 111.1).
    mention = ctx.last("object", noun="card" if "card" in filt.nouns else None)
    subject = IT_IS_SUBJECT.get()
    if mention is None and subject is not None and "card" not in filt.nouns:
        # "Mistform Wall has defender as long as it's a Wall.": the one object the static
        # ability's clause is about, the source (CR 109.3: its characteristics now)
        return ir.ObjectIs(subject, filt, span=node.span)
    if (
        mention is None
        and ctx.event_subject == "self"
        and "card" not in filt.nouns
        and filt.zone is ir.ZoneName.BATTLEFIELD
        and _names_only_the_source_before(node, ctx)
    ):
        # "Whenever Phyrexian Totem is dealt damage, if it's a creature, ...": the event is
        # the source's, the one object named (CR 603.4: checked as it triggers and resolves)
        return ir.ObjectIs(ir.SourceObject(span=node.span), filt, span=node.span)
    if mention is None and _it_is_the_source(ctx, filt):
        # "{R}: Everflame Eidolon gets +1/+0 until end of turn. If it's an Aura, ...": with
        # nothing named before it in an activated or static ability of a permanent, "it" is
        # the source (CR 109.3: its characteristics now)
        return ir.ObjectIs(ir.SourceObject(span=node.span), filt, span=node.span)
    if mention is None and _it_is_the_event_object(ctx, filt):
        # "Whenever another creature enters under your control, ... put a +1/+1 counter on
        # it. If it's a Unicorn, ...": the object of the triggering event, the one object
        # named (CR 603.7c), as it is when the effect resolves (CR 608.2c, 109.3)
        return ir.ObjectIs(ir.EventObject(span=node.span), filt, span=node.span)
    if mention is None:
        raise Unsupported(node, "'it's' with no card named before it")
    it: ir.ObjectRef
    if mention.target_index is not None:
        # "Target creature gets +2/+2 until end of turn. If it's an artifact creature, ...":
        # the target as it is now, followed where an earlier instruction moved it, as the
        # instructions that act on "it" follow it (CR 608.2c); a target that became illegal
        # is not "it" (CR 608.2b).
        it = ir.TargetObjects(mention.target_index, span=node.span)
    else:
        it = ir.Mentioned(mention.key, span=node.span)
    return ir.ObjectIs(it, filt, span=node.span)


#: Words that name an object or player other than the card naming itself.
_OTHER_REFERENTS = re.compile(
    r"\b(?:creature|permanent|artifact|enchantment|land|planeswalker|card|spell|player|"
    r"opponent|token|it|that|target|each|another|other)s?\b",
    re.I,
)


def _names_only_the_source_before(node: nodes.Node, ctx: AbilityContext) -> bool:
    """Whether the words of the line before ``node`` name no object or player but the card
    itself ("Whenever Phyrexian Totem is dealt damage, "), so that "it" can only be it."""
    if node.span is None:
        return False
    before = ctx.lines.get(node.span.line, "")[: node.span.column - 1]
    before = before.replace(ctx.card.name, "~")
    return "~" in before and not _OTHER_REFERENTS.search(before)


def _it_is_the_source(ctx: AbilityContext, filt: ir.ObjectFilter) -> bool:
    """Whether "it" with no mention before it is the source: in the effect of an ability that
    no event triggers (so "it" is not the event's object; in a static ability "as long as
    it's a creature" is said of each object affected, Earth Surge), of a permanent card (an
    instant's "it" is no permanent), said of a permanent's characteristics (not "a land
    card")."""
    kinds = {kind.lower() for kind in ctx.card.type_line.card_types}
    return (
        ctx.groups_open
        and ctx.event_subject is None
        and not kinds & {"instant", "sorcery"}
        and "card" not in filt.nouns
        and filt.tokens is None
        and filt.zone is ir.ZoneName.BATTLEFIELD
    )


#: Whether the condition being lowered is a static ability's "as long as" (CR 611.3a).
STATIC_CONDITION: ContextVar[bool] = ContextVar("static_condition", default=False)
#: The object a static ability's clause "[object] ... as long as it's a Wall" is about, for
#: "it's" in its condition: only the source, so far.
IT_IS_SUBJECT: ContextVar[ir.ObjectRef | None] = ContextVar("it_is_subject", default=None)


#: "white or blue", "red, or green": alternatives of one color each (CR 105.2)
_COLOR_OR = re.compile(r"^(?:,? ?or|,) (white|blue|black|red|green)$", re.IGNORECASE)


def _colors_quality(
    words: list[nodes.Node | nodes.Lexeme | None], node: nodes.Node
) -> ir.ObjectFilter:
    """ "black" / "white or blue" said of one object: it is that color, or one of those
    colors (CR 105.2: an object can be more than one color; "black" is true of a black-and-red
    one). Any other color word ("colorless", "nonblack") or "and" between them is refused."""
    texts = [w.text for w in words if isinstance(w, nodes.Lexeme)]
    first, rest = texts[0].lower(), texts[1:]
    if first not in COLOR_LETTERS:
        raise Unsupported.quoting(node, "the condition '{}'")
    letters = [COLOR_LETTERS[first]]
    for text in rest:
        found = _COLOR_OR.match(text)
        if found is None:
            raise Unsupported.quoting(node, "the condition '{}'")
        letters.append(COLOR_LETTERS[found.group(1).lower()])
    if rest and " or " not in f" {rest[-1].lower()}":  # "white, blue" is no list
        raise Unsupported.quoting(node, "the condition '{}'")
    said = " ".join(texts).replace(" ,", ",")
    if len(letters) == 1:
        return ir.ObjectFilter(said, colors=tuple(letters), span=node.span)
    return ir.ObjectFilter(said, colors_any_of=tuple(letters), span=node.span)


def _object_is_color(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "As long as enchanted creature is black" on an Aura or Equipment (Fists of the
    Demigod): the permanent it is attached to is that color now (CR 105.2, 303.4, 301.5; false
    when it is attached to nothing); "As long as ~ is red": the source is. Only in a static
    ability's "as long as" (CR 611.3a: checked all the time), where "it" after it names the
    same permanent; said of any other object, it is refused."""
    subject, *colors = take(node)
    what = _colors_quality(colors, node)
    if is_(subject, _SELF):
        return ir.ObjectIs(ir.SourceObject(span=subject.span), what, span=node.span)  # type: ignore[union-attr]
    if is_(subject, nodes.AllMatching) and STATIC_CONDITION.get():
        host = filter_ir(take(subject)[0], ctx)  # type: ignore[arg-type]
        if host.attached_to_source and _stated(host) <= {"attached_to_source", "types"}:
            return ir.ObjectIs(ir.AllObjects(host, span=subject.span), what, span=node.span)  # type: ignore[union-attr]
    if is_(subject, nodes.That) and not STATIC_CONDITION.get():
        # "Lightning Dart deals 1 damage to target creature. If that creature is white or
        # blue, ...": the target named before it, as it is now (CR 608.2c; a target that
        # became illegal is not "that creature", CR 608.2b)
        found = objects(subject, ctx)  # type: ignore[arg-type]
        if isinstance(found.ref, ir.TargetObjects) and not found.plural:
            return ir.ObjectIs(found.ref, what, span=node.span)
    raise Unsupported.quoting(node, "the condition '{}'")


def _has_chosen_name(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Choose a card name, then reveal the top card of your library. If that card has the
    chosen name, ...": the one card an earlier instruction of the ability named has the card
    name "Choose a card name." chose as it resolved (CR 201.3, 608.2d), as it is now. With no
    such choice before it (the name chosen as a permanent entered), or said of the source or
    of several objects, it is refused."""
    subject = take(node)[0]
    if "card_name" not in ctx.resolution_choices or is_(subject, _SELF):
        raise Unsupported.quoting(node, "the condition '{}'")
    found = objects(subject, ctx)  # type: ignore[arg-type]
    if found.plural or not isinstance(found.ref, ir.Mentioned | ir.TargetObjects):
        raise Unsupported.quoting(node, "the condition '{}'")
    named = ir.ObjectFilter("card with the chosen name", ("card",), chosen="name_on_resolution")
    return ir.ObjectIs(found.ref, named, span=node.span)


def _it_is_color(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Enchanted creature gets +1/+2 as long as it's white." (Edge of the Divinity): "it" is
    the one object the static ability's clause is about, the source or the permanent this Aura
    or Equipment is attached to, and it is that color now (CR 105.2, 611.3a). Anywhere else
    "it's white" is refused."""
    what = _colors_quality(list(take(node)), node)
    subject = IT_IS_SUBJECT.get()
    if subject is None:
        raise Unsupported.quoting(node, "'{}' with no one object named before it")
    return ir.ObjectIs(subject, what, span=node.span)


def _source_designation(state: str) -> Callable[[nodes.Node, AbilityContext], ir.Condition]:
    def lower(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
        """ "As long as ~ is monstrous" (CR 701.37b), "... is renowned" (CR 702.112b), "...
        is equipped" (an Equipment is attached to it, CR 301.5), "... is enchanted" (an Aura
        is, CR 303.4), "... is untapped" / "... is tapped" (CR 110.5): said of the ability's
        source only."""
        subject = take(node)[0]
        if not is_(subject, _SELF):
            raise Unsupported.quoting(node, "the condition '{}' of an object other than this one")
        return ir.SourceIs(state, span=node.span)

    return lower


def _named_is_a(
    subject: nodes.Node, counted: nodes.Node, node: nodes.Node, ctx: AbilityContext
) -> ir.ObjectIs:
    """ "If that card is a land card" (Paroxysm), "If that creature is a Zombie, exile it."
    (Holy Justiciar), "If it was a creature card" (Scavenging Ooze), "If that creature was a
    Human" (Death's Caress): the one object an earlier instruction of the resolving ability
    named -- its target, or the card it revealed, looked at or moved -- has those
    characteristics (CR 109.3), read as the "if" is reached (CR 608.2c); an object that has
    left the zone it was in since is read as it last existed there (CR 608.2h), which "was"
    says and "is" means all the same. Only in an effect (a static ability's or an
    intervening "if" is no resolution); an object of the triggering event, several objects,
    or a state ("that creature is tapped") are refused (C001)."""
    if not ctx.groups_open or STATIC_CONDITION.get():
        raise Unsupported.quoting(node, "the condition '{}' outside an effect")
    if is_(subject, nodes.It):
        return _it_is_counted(counted, node, ctx)
    if not is_(subject, nodes.That):
        raise Unsupported.quoting(node, "the condition '{}'")
    found = objects(subject, ctx)
    if found.plural or not isinstance(found.ref, ir.TargetObjects | ir.Mentioned):
        raise Unsupported.quoting(node, "the condition '{}' of this object")
    if isinstance(found.ref, ir.TargetObjects):
        spec = ctx.targets[found.ref.target_index]
        if spec.maximum != 1 or spec.times_x:  # "that creature" of "up to two targets"
            raise Unsupported.quoting(node, "the condition '{}' of one of several targets")
    filt = _characteristics_stated(counted, node, ctx, "is")
    return ir.ObjectIs(found.ref, filt, span=node.span)


def _was_a(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If it was a creature card", "If that creature was a Human" (:func:`_named_is_a`)."""
    subject, counted = take(node)
    assert isinstance(subject, nodes.Node) and isinstance(counted, nodes.Node)
    return _named_is_a(subject, counted, node, ctx)


def _object_isnt_a(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If ~ isn't a creature" (CR 109.3: the source's characteristics now), "If it isn't a
    land card", "if that creature isn't a Zombie" (:func:`_named_is_a`): the object does not
    have those characteristics -- false for a named object there is none of."""
    subject, counted = take(node)
    assert isinstance(subject, nodes.Node) and isinstance(counted, nodes.Node)
    if is_(subject, _SELF):
        consume_all(subject)
        what = _quality(counted, node, ctx)
        named = ir.ObjectIs(ir.SourceObject(span=subject.span), what, span=node.span)
        return ir.NotCondition(named, span=node.span)
    return ir.NotCondition(_named_is_a(subject, counted, node, ctx), span=node.span)


def _source_is_a(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If Erebos's Emissary is an Aura" (CR 109.3): the source has those characteristics
    now; "As long as enchanted creature is a Human" / "If equipped creature is a Vampire" on
    an Aura or Equipment: the permanent it is attached to has them now (CR 303.4, 301.5; none
    when it is attached to nothing). Said of any other object, with a number, or of a state,
    it is refused."""
    subject, counted = take(node)
    if is_(subject, _SELF):
        return ir.ObjectIs(ir.SourceObject(span=node.span), _quality(counted, node, ctx))  # type: ignore[arg-type]
    if is_(subject, nodes.AllMatching) and STATIC_CONDITION.get():
        # Only "as long as" in a static ability, where "it" after it is read as the same
        # permanent (:meth:`.statics.StaticCompiler._host_named`); in an effect "it" after
        # the condition would be bound to another object, so it is refused there.
        host = filter_ir(take(subject)[0], ctx)  # type: ignore[arg-type]
        if host.attached_to_source and _stated(host) <= {"attached_to_source", "types"}:
            what = _quality(counted, node, ctx)  # type: ignore[arg-type]
            return ir.ObjectIs(ir.AllObjects(host, span=subject.span), what, span=node.span)
    if is_(subject, (nodes.That, nodes.It)):
        return _named_is_a(subject, counted, node, ctx)  # type: ignore[arg-type]
    raise Unsupported.quoting(node, "the condition '{}'")


def _attached_power_compared(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if enchanted creature's power is 4 or greater" on an Aura or Equipment (Domestication,
    Arachnus Web): the permanent it is attached to has that power now (CR 303.4, 208.1; false
    when it is attached to nothing). Any other quantity or comparison is refused, and so is a
    line that says "it" or "its" after the condition (it would not name that creature)."""
    value, compared = take(node)
    if is_(value, nodes.Devotion):
        return _devotion_compared(node, ctx)
    bound = {nodes.ComparedAtLeast: "at_least", nodes.ComparedAtMost: "at_most"}
    how = next((b for cls, b in bound.items() if is_(compared, cls)), None)
    own = {nodes.SelfPowerAmount: "power", nodes.SelfToughnessAmount: "toughness"}
    mine = next((w for cls, w in own.items() if is_(value, cls)), None)
    if mine is not None and how is not None:
        return _own_value_compared(node, mine, how, ctx)
    if rule_name(value) in VALUE_OF and how is not None:
        return _named_value_compared(node, how, ctx)
    words = {nodes.AttachedPower: "power", nodes.AttachedToughness: "toughness"}
    which = next((w for cls, w in words.items() if is_(value, cls)), None)
    if ctx.read_amount is not None and (how is None or which is None):
        return _amount_compared(node, ctx)
    line = ctx.lines.get(node.span.line, "") if node.span is not None else ""
    after = line[node.span.end_column - 1 :] if node.span is not None else ""
    if which is None or how is None or not ctx.card.type_line.subtypes or _says_it(after):
        raise Unsupported.quoting(node, "the condition '{}'")
    (number,) = take(compared)  # type: ignore[arg-type]
    limit = fixed_count(number, "a comparison with a number that is not fixed")  # type: ignore[arg-type]
    kinds = {s.lower() for s in ctx.card.type_line.subtypes}
    if not kinds & {"aura", "equipment"}:
        raise Unsupported.quoting(node, "the condition '{}'")
    head = lexeme_texts(value)[0].lower()  # "enchanted" / "equipped"
    host = ir.ObjectFilter(
        f"{head} creature",
        ("creature",),
        types=(ir.TypeTest(any_of=("creature",)),),
        attached_to_source=True,
        span=value.span,  # type: ignore[union-attr]
    )
    field = f"{which}_{how}"
    what = ir.ObjectFilter(
        f"creature with {which} {limit} or {'greater' if how == 'at_least' else 'less'}",
        **{field: limit},
        span=compared.span,
    )  # type: ignore[union-attr]
    return ir.ObjectIs(ir.AllObjects(host, span=value.span), what, span=node.span)  # type: ignore[union-attr]


#: "N or greater", "N or less", "less than N", "greater than N": the relation, and what is
#: added to N for it ("less than five" is at most 4, CR 107.1).
_DEVOTION_BOUNDS: dict[type[nodes.Node], tuple[ir.Relation, int]] = {
    nodes.ComparedAtLeast: (ir.Relation.AT_LEAST, 0),
    nodes.ComparedAtMost: (ir.Relation.AT_MOST, 0),
    nodes.ComparedLessThan: (ir.Relation.AT_MOST, -1),
    nodes.ComparedGreaterThan: (ir.Relation.AT_LEAST, 1),
}


def _devotion_compared(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "As long as your devotion to white is less than five" (the Theros gods), "if your
    devotion to red is seven or greater" (CR 700.5): your devotion to those colors, counted
    when the condition is checked, compared with a number written on the card. Another
    player's devotion, or a comparison with a number that is not written ("less than or
    equal to [quantity]"), is refused."""
    value, compared = take(node)
    bound = next((b for cls, b in _DEVOTION_BOUNDS.items() if is_(compared, cls)), None)
    if bound is None:
        raise Unsupported.quoting(node, "the condition '{}'")
    whose, colors = take(value)  # type: ignore[arg-type]
    if not is_(whose, nodes.Your):
        raise Unsupported(whose, "another player's devotion")  # type: ignore[arg-type]
    (number,) = take(compared)  # type: ignore[arg-type]
    limit = fixed_count(number, "a comparison with a number that is not fixed")  # type: ignore[arg-type]
    relation, shift = bound
    named = colors.text.lower().split(" and ")  # type: ignore[union-attr]
    letters = tuple(COLOR_LETTERS[color] for color in named)
    consume(whose)  # type: ignore[arg-type]
    devotion = ir.Devotion(letters, ir.Players("you", span=whose.span), span=value.span)  # type: ignore[union-attr]
    count = ir.Count(relation, limit + shift, span=compared.span)  # type: ignore[union-attr]
    return ir.DevotionCount(devotion, count, span=node.span)


def _own_value_compared(
    node: nodes.Node, which: str, how: str, ctx: AbilityContext
) -> ir.Condition:
    """ "Activate only if ~'s power is 4 or greater", "as long as this creature's toughness is
    2 or less" (CR 208.1, 107.3): the object the ability is of has that power or toughness
    now (CR 611.3a, 602.5b: checked when the condition is); a comparison with a number that
    is not written on the card is reported."""
    value, compared = take(node)
    said = take(value)
    if said and not is_(said[0], (nodes.SelfRef, nodes.SelfName)):
        raise Unsupported.quoting(node, "the condition '{}'")
    (number,) = take(compared)  # type: ignore[arg-type]
    limit = fixed_count(number, "a comparison with a number that is not fixed")  # type: ignore[arg-type]
    consume_all(value)
    what = ir.ObjectFilter(
        f"permanent with {which} {limit} or {'greater' if how == 'at_least' else 'less'}",
        **{f"{which}_{how}": limit},
        span=compared.span,
    )  # type: ignore[union-attr]
    return ir.ObjectIs(ir.SourceObject(span=value.span), what, span=node.span)  # type: ignore[union-attr]


def _named_value_compared(node: nodes.Node, how: str, ctx: AbilityContext) -> ir.Condition:
    """ "Counter target spell if its mana value is 2 or less", "If its mana value is 2 or
    less, create a Pest", "if that creature's toughness is 1 or greater" (CR 202.3, 208.1,
    608.2c): the one object "its" / "that creature's" names (the same object an amount of
    those words would read, :func:`value_of`) has that value as the condition is checked.
    A comparison with a number not written on the card is reported."""
    value, compared = take(node)
    (number,) = take(compared)  # type: ignore[arg-type]
    limit = fixed_count(number, "a comparison with a number that is not fixed")  # type: ignore[arg-type]
    read = value_of(value, ctx)  # type: ignore[arg-type]
    if read is None:
        raise Unsupported.quoting(node, "the condition '{}'")
    consume_all(value)
    which = read.characteristic
    said = which.replace("_", " ")
    where = ir.ZoneName.BATTLEFIELD
    if isinstance(read.of, ir.TargetObjects) and read.of.target_index < len(ctx.targets):
        chosen = ctx.targets[read.of.target_index].filter  # a target spell is on the stack
        where = chosen.zone if chosen is not None else where
    what = ir.ObjectFilter(
        f"object with {said} {limit} or {'greater' if how == 'at_least' else 'less'}",
        zone=where,
        **{f"{which}_{how}": limit},
        span=compared.span,
    )  # type: ignore[union-attr]
    return ir.ObjectIs(read.of, what, span=node.span)


#: How "[quantity] is ..." compares (CR 107.1): the relation, and what "less than" /
#: "greater than" add to a number written on the card to make it inclusive.
_AMOUNT_RELATIONS: dict[str, tuple[ir.Relation, int]] = {
    rule_names.ComparedAtLeast: (ir.Relation.AT_LEAST, 0),
    rule_names.ComparedAtMost: (ir.Relation.AT_MOST, 0),
    rule_names.ComparedLessThan: (ir.Relation.AT_MOST, -1),
    rule_names.ComparedGreaterThan: (ir.Relation.AT_LEAST, 1),
    rule_names.ComparedAtMostQuantity: (ir.Relation.AT_MOST, 0),
    rule_names.ComparedAtLeastQuantity: (ir.Relation.AT_LEAST, 0),
}


def _amount_compared(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Destroy target artifact if its mana value is less than or equal to the number of
    cards in your hand", "Exile target nonland permanent if its mana value is less than or
    equal to the number of colors of mana spent to cast this spell", "if its power is 3 or
    greater" of a quantity the effect reads: both numbers are computed as the condition is
    checked while the ability resolves (CR 608.2c, 608.2h), each as the effect would read it
    in an amount (``ctx.read_amount``); "less than 3" is at most 2 (CR 107.1). "less than X"
    is reported (X is no number written on the card, and a shift of it is no amount)."""
    value, compared = take(node)
    relation, shift = _AMOUNT_RELATIONS[rule_name(compared)]
    (bound,) = take(compared)  # type: ignore[arg-type]
    left = ctx.read_amount(value)
    if is_(compared, (nodes.ComparedAtMostQuantity, nodes.ComparedAtLeastQuantity)):
        right = ctx.read_amount(bound)
    else:
        said = count(bound)  # type: ignore[arg-type]
        if said.is_x and shift:
            raise Unsupported.quoting(compared, "the comparison '{}' with X")  # type: ignore[arg-type]
        consume_all(bound)  # type: ignore[arg-type]
        right = (
            ir.XValue(span=bound.span)  # type: ignore[union-attr]
            if said.is_x
            else ir.Fixed(said.value + shift, span=bound.span)  # type: ignore[union-attr]
        )
    return ir.AmountCompared(left, relation, right, span=node.span)


def _x_is(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If X is 5 or more, destroy all other creatures." (Martial Coup), "If X is 6 or more"
    (CR 107.3): the value of X -- chosen as the spell was cast or the ability activated
    (CR 601.2b, 602.2b), or the one "where X is ..." defines -- is that number or more, read
    as the effect resolves (CR 608.2c). Outside an effect's own "if" (a static ability's
    condition, an intervening "if") it is reported."""
    if ctx.read_amount is None:
        raise Unsupported.quoting(node, "the condition '{}' outside an instruction")
    (said,) = take(node)
    found = count(said)  # type: ignore[arg-type]
    if found.is_x:
        raise Unsupported.quoting(node, "the condition '{}'")
    x = ctx.read_amount(node, x=True)
    consume_all(said)  # type: ignore[arg-type]
    relation = RELATIONS[found.relation]
    limit = ir.Fixed(found.value, span=said.span)  # type: ignore[union-attr]
    return ir.AmountCompared(x, relation, limit, span=node.span)


def _says_it(text: str) -> bool:
    import re

    return re.search(r"\b(it|its|it's)\b", text, re.IGNORECASE) is not None


def _stated(filt: ir.ObjectFilter) -> set[str]:
    """The fields of ``filt`` that say something (not its words, nouns or span)."""
    import dataclasses

    said = set()
    for f in dataclasses.fields(filt):
        if f.name in ("description", "nouns", "span"):
            continue
        default = f.default if f.default is not dataclasses.MISSING else None
        if getattr(filt, f.name) != default:
            said.add(f.name)
    return said


def _quality(counted: nodes.Node, node: nodes.Node, ctx: AbilityContext) -> ir.ObjectFilter:
    """The characteristics ``counted`` states ("an Aura", "a creature", "a Human or an
    Angel"), said of one object."""
    if is_(counted, nodes.CountedEither):
        how_many = Count("exactly", 1)  # each article counts one (counted_either)
        filt = counted_either(counted, ctx, {})[1]
    elif is_(counted, nodes.Counted):
        how_many_node, filter_node = take(counted)
        assert isinstance(how_many_node, nodes.Node) and isinstance(filter_node, nodes.Node)
        how_many, filt = count(how_many_node), filter_ir(filter_node, ctx)
    else:
        raise Unsupported.quoting(node, "the condition '{}'")
    if how_many != Count("exactly", 1):
        raise Unsupported(counted, "'is' with a number")
    for alternative in (filt, *filt.alternatives):
        if _states(alternative) or alternative.attached_to_source:
            raise Unsupported(counted, "'is' said of the object's state")
        if alternative.other:
            raise Unsupported(counted, "'is' said of the object's state")
        if alternative.tokens is not None or alternative.zone is not ir.ZoneName.BATTLEFIELD:
            raise Unsupported(counted, "'is' said of a card or token")
    return filt


def _searched_this_way(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If you search your library this way" (CR 701.23a): whether the player chose to search
    that zone in the ability's last search (an earlier instruction)."""
    who, where = take(node)
    if not is_(who, nodes.You):
        raise Unsupported(who, "a search by another player")  # type: ignore[arg-type]
    found = zone(where)  # type: ignore[arg-type]
    if ctx.search_key is None or len(found.zones) != 1 or found.owner != "you":
        raise Unsupported(node, "'this way' with no search of your zone before it")
    return ir.SearchedThisWay(ir.ZoneName(found.zone), ctx.search_key, span=node.span)


def _searched_library_this_turn(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If an opponent searched their library this turn" (CR 701.23a): some one of the
    players searched their own library this turn, whatever they found. Another player's
    library, another zone, or a possessive that does not agree with the player is refused."""
    who, where = take(node)
    players = _acted_by(who, "a search")  # type: ignore[arg-type]
    found = zone(where)  # type: ignore[arg-type]
    own = "you" if players.who == "you" else "owner"  # "you ... your", "an opponent ... their"
    if found.zones != (ir.ZoneName.LIBRARY.value,) or found.owner != own:
        raise Unsupported.quoting(
            where,  # type: ignore[arg-type]
            "'{}': a search of a zone other than the player's own library",
        )
    anything = ir.ObjectFilter("library", (), span=node.span)
    once = _at_least_one(None, node)
    return ir.PlayerActedThisTurn(players, "searched_library", once, anything, span=node.span)


def _won_clash(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If you win, ..." (CR 701.30d): whether you won the ability's last clash, an earlier
    instruction ("Clash with an opponent."). With no clash before it, or said of another
    player, it is refused."""
    (who,) = take(node)
    if not is_(who, nodes.You):
        raise Unsupported(node, "a clash won by another player")
    if ctx.clash_key is None:
        raise Unsupported(node, "'If you win' with no clash before it")
    return ir.WonClash(ctx.clash_key, span=node.span)


def _vote_result(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If time gets more votes" / "If knowledge gets more votes or the vote is tied"
    (CR 701.38a): of the ability's vote, an earlier instruction; a word that is none of its
    options, or no vote before it, is refused."""
    text = lexeme_texts(node)[0].lower()
    option = text.split()[0]
    if ctx.vote_key is None or option not in ctx.vote_options:
        raise Unsupported.quoting(node, "'{}' of no vote for that word before it")
    consume_all(node)
    tied = text.endswith("or the vote is tied")
    return ir.VoteResult(ctx.vote_key, option, or_tied=tied, span=node.span)


def _flip_result(won: bool) -> Callable[[nodes.Node, AbilityContext], ir.Condition]:
    def lower(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
        """ "If you win the flip, ..." / "If you lose the flip, ..." (CR 705.2): the result of
        the ability's last coin flip, an earlier instruction ("Flip a coin."). With no flip
        before it, or said of another player, it is refused."""
        (who, *_rest) = take(node)
        if not is_(who, nodes.You):
            raise Unsupported(node, "a coin flip won or lost by another player")
        if ctx.flip_key is None:
            raise Unsupported(node, "'the flip' with no coin flipped before it")
        consume(*_rest)
        return ir.WonFlip(ctx.flip_key, won, span=node.span)

    return lower


def _source_is(state: str) -> Callable[[nodes.Node, AbilityContext], ir.Condition]:
    def lower(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
        """ "~ is attacking" (CR 506.4), "~ attacked or blocked this turn" (CR 508.1, 509.1),
        "~ is paired with another creature" (soulbond, CR 702.95b): said of the ability's
        source only."""
        subject = take(node)[0]
        if not is_(subject, _SELF):
            raise Unsupported(subject, "this object's combat state")  # type: ignore[arg-type]
        return ir.SourceIs(state, span=node.span)

    return lower


def _tribute_not_paid(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "When ~ enters, if tribute wasn't paid, ..." (CR 702.104b, 603.4): of this permanent's
    own tribute ability, checked on the permanent (which keeps it after it entered); said in
    any other ability than a trigger on an event of this permanent, C001."""
    if ctx.event_subject != "self" or ctx.of_spell:
        raise Unsupported(node, "'tribute wasn't paid' outside a trigger on this permanent")
    return ir.TributeNotPaid(span=node.span)


def _been_attacked(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "you've been attacked this step" (CR 508.1): a creature was declared attacking you
    this declare attackers step; said of another player, C001."""
    (perfect,) = take(node)
    if not isinstance(perfect, nodes.Lexeme) or perfect.text.lower().replace("’", "'") != "you've":
        raise Unsupported.quoting(node, "'{}' said of another player than you")
    return ir.BeenAttackedThisStep(span=node.span)


# ---- conditions of session 47 -------------------------------------------------------------------

#: "as long as it's untapped", "if it's renowned", ...: the :class:`~karlov.ir.SourceIs` state
#: each "it's [state]" names.
_IT_STATES = {
    rule_names.ItUntapped: "untapped",
    rule_names.ItTapped: "tapped",
    rule_names.ItEnchanted: "enchanted",
    rule_names.ItEquipped: "equipped",
    rule_names.ItRenowned: "renowned",
    rule_names.ItMonstrous: "monstrous",
    rule_names.ItBlocking: "blocking",
    rule_names.ItPaired: "paired",
    rule_names.ItOnBattlefield: "on_battlefield",
}


def _it_is_only_the_source(node: nodes.Node, ctx: AbilityContext) -> bool:
    """Whether "it" of "it's [state]" can only be the ability's source: no object named before
    it, and the ability a trigger on this permanent's own event, a static ability whose clause
    is about the source, or a line that names only the card before "it" (as
    :func:`_names_the_source` reads "it")."""
    if ctx.last("object") is not None:
        return False
    if ctx.event_subject == "self" or isinstance(IT_IS_SUBJECT.get(), ir.SourceObject):
        return True
    return _names_only_the_source_before(node, ctx)


def _it_state(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "~ has hexproof as long as it's untapped" (CR 110.5), "as long as it's enchanted" (an
    Aura is attached to it, CR 303.4), "... it's equipped" (CR 301.5), "if it's renowned" (CR
    702.112b), "... it's monstrous" (CR 701.37b), "if it's blocking" (CR 509.1g), "if it's
    paired with another creature" (CR 702.95b), "When ~ enters, if it's on the battlefield"
    (CR 603.4: still there as the ability resolves, CR 400.7): a state of the source now.
    "It" that names another object (a target, an enchanted creature) is refused (C001)."""
    if not _it_is_only_the_source(node, ctx):
        raise Unsupported.quoting(node, "the condition '{}' of an object other than this one")
    return ir.SourceIs(_IT_STATES[rule_name(node)], span=node.span)


def _object_didnt(state: str) -> Callable[[nodes.Node, AbilityContext], ir.Condition]:
    def lower(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
        """ "if ~ didn't attack this turn" (CR 508.1), "if it didn't block this turn" (CR
        509.1): this very object was not declared as an attacker (a blocker) this turn (a
        new object after a zone change was not, CR 400.7). Said of the source only, as
        :func:`_object_did` reads it."""
        (subject,) = take(node)
        if not _names_the_source(subject, ctx):  # type: ignore[arg-type]
            raise Unsupported(subject, "what an object other than this one did this turn")  # type: ignore[arg-type]
        consume_all(subject)  # type: ignore[arg-type]
        did = ir.SourceIs(state, span=node.span)
        return ir.NotCondition(did, span=node.span)

    return lower


def _cast_it(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "When ~ enters the battlefield, if you cast it, ..." (CR 601.2, 603.4): the permanent
    was a spell, cast (a permanent put onto the battlefield, or a copy, was not, CR 707.10);
    its caster is its controller (CR 110.2). Said of anything but this permanent, or of
    another player than you, it is refused (C001)."""
    who, what = take(node)
    if not is_(who, nodes.You):
        raise Unsupported(who, "a spell cast by another player")  # type: ignore[arg-type]
    of_self = is_(what, (nodes.SelfRef, nodes.SelfName))
    if not of_self and not (is_(what, nodes.It) and ctx.event_subject == "self"):
        raise Unsupported(what, "'cast it' said of anything but this permanent")  # type: ignore[arg-type]
    consume_all(what)  # type: ignore[arg-type]
    return ir.SourceIs("cast", span=node.span)


def _no_opponent_controls(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "~ has haste as long as no opponent controls a white or blue creature" (CR 108.4,
    109.4): no permanent an opponent controls matches -- "a" only (a number is refused)."""
    return _none_controlled(node, ctx, ir.Players("each_opponent", span=node.span))


def _controls_fewer(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If you control fewer creatures than an opponent" (CR 108.4): an opponent controls
    more of them than you, counted now. "than each opponent" (every one of them) is not read
    yet (C001)."""
    who, _verb, described, than = take(node)
    if not is_(who, nodes.You) or not is_(than, nodes.OpponentRef):
        raise Unsupported.quoting(node, "the comparison '{}'")
    filt = filter_ir(described, ctx)  # type: ignore[arg-type]
    if filt.zone is not ir.ZoneName.BATTLEFIELD or filt.controller is not None:
        raise Unsupported(described, "comparing these objects")  # type: ignore[arg-type]
    consume(who)  # type: ignore[arg-type]
    return ir.ControlsMore(players(than, ctx), filt, span=node.span)  # type: ignore[arg-type]


def _there_are_fewer(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if there are fewer than six creature cards in your graveyard" (CR 107.1): at most one
    less than the number, the objects that match counted now."""
    how_many, described = take(node)
    value = fixed_value(how_many)  # type: ignore[arg-type]
    if value < 1:
        raise Unsupported.quoting(node, "'{}' with fewer than no objects")
    consume_all(how_many)  # type: ignore[arg-type]
    filt = filter_ir(described, ctx)  # type: ignore[arg-type]
    at_most = ir.Count(ir.Relation.AT_MOST, value - 1, span=how_many.span)  # type: ignore[union-attr]
    return ir.ObjectCount(at_most, filt, span=node.span)


def _cards_total_in(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If there are ten or more creature cards total in all graveyards" (CR 404.1: every
    player's graveyard, the cards counted together, now). Of one player's zone ("total in
    your graveyard") or a zone other than the graveyards it is refused (C001)."""
    how_many, described, where = take(node)
    said = [word.lower() for word in lexeme_texts(where)]  # type: ignore[arg-type]
    if not is_(where, nodes.AllZones) or said[-1:] != ["graveyards"]:
        raise Unsupported.quoting(node, "the condition '{}' of a zone other than all graveyards")
    consume_all(where)  # type: ignore[arg-type]
    quantity = _count(how_many)  # type: ignore[arg-type]
    filt = filter_ir(
        described,  # type: ignore[arg-type]
        ctx,
        zone=ir.ZoneName.GRAVEYARD,
        zone_owner=ir.Whose.ANY,
    )
    return ir.ObjectCount(quantity, filt, span=node.span)


# ---- conditions of session 50 ---------------------------------------------------------------

#: "~ is attacking or blocking", "~ isn't attacking": the :class:`~karlov.ir.SourceIs` states
#: a status of the source names (CR 506.4, 509.1g, 303.4, 301.5, 110.5, 400.1).
_STATUS_STATES = {
    rule_names.ObjectIsntAttacking: "attacking",
    rule_names.ObjectIsntBlocking: "blocking",
    rule_names.ObjectIsntEnchanted: "enchanted",
    rule_names.ObjectIsntEquipped: "equipped",
    rule_names.ObjectIsntTapped: "tapped",
    rule_names.ObjectIsntUntapped: "untapped",
    rule_names.ObjectIsntOnBattlefield: "on_battlefield",
}

#: What the runtime does not read of the conditions of session 50, by node: the words C001
#: names (``{}`` is the condition's text).
_LAST_TURN = "'{}': what happened last turn (the runtime keeps this turn's history)"
_MOST_COMMON = "'{}': the most common color among permanents (CR 105.2)"
_SHARED = "'{}': a quality shared with another object (CR 105.2, 205)"
_NOT_READ = {
    rule_names.ObjectIsBlocked: "'{}': whether an attacking creature is blocked now (CR 509.1h)",
    rule_names.ObjectIsUnblocked: (
        "'{}': whether an attacking creature is unblocked now (CR 509.1h)"
    ),
    rule_names.ObjectIsSuspended: "'{}': whether a card in exile is suspended (CR 702.62b)",
    rule_names.ObjectOnStack: "'{}': an object on the stack (CR 405.1)",
    rule_names.ObjectAttachedTo: "'{}': what a permanent is attached to (CR 301.5, 303.4)",
    rule_names.QuantityIs: "'{}': a number equal to another (CR 208.1, 202.3)",
    rule_names.QuantityParity: "'{}': whether a number is odd or even",
    rule_names.QuantityWasCompared: "'{}': a number of an object as it last existed (CR 608.2h)",
    rule_names.LostLifeLastTurn: _LAST_TURN,
    rule_names.CastLastTurn: _LAST_TURN,
    rule_names.HadEnterLastTurn: _LAST_TURN,
    rule_names.PlayerPoisoned: "'{}': a player's poison counters (CR 122.1f)",
    rule_names.ColorMostCommon: _MOST_COMMON,
    rule_names.ObjectSharesMostCommon: _MOST_COMMON,
    rule_names.ObjectSharesWithCounted: _SHARED,
    rule_names.ObjectSharesWithThat: _SHARED,
    # "if there are four or more basic land types among lands that player controls" (CR
    # 305.6): the runtime counts basic land types as an amount, not as a condition
    rule_names.ThereAreBasicLandTypes: (
        "'{}': a number of basic land types as a condition (CR 305.6)"
    ),
}


def _not_read(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """A condition the grammar reads and the runtime does not test yet (:data:`_NOT_READ`):
    refused at its words (C001), never read as a plausible other test."""
    raise Unsupported.quoting(node, _NOT_READ[rule_name(node)])


def _named_source(subject: nodes.Node, ctx: AbilityContext) -> None:
    """Record that a condition named the source by its name ("~"), so that an "it" after it in
    a trigger on another object's event is refused (:func:`.objects._event_or_source`)."""
    if is_(subject, _SELF):
        ctx.condition_names_source = True


def _object_on_battlefield(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "At the beginning of your upkeep, if Myr Servitor is on the battlefield" (CR 603.4,
    400.7: this very permanent is still there), "Wirecat can't attack or block if an
    enchantment is on the battlefield", "if another creature is on the battlefield" (CR 400.1:
    a permanent of any player that fits, one or more). Said of another one object, C001."""
    (subject,) = take(node)
    if _names_the_source(subject, ctx):  # type: ignore[arg-type]
        _named_source(subject, ctx)  # type: ignore[arg-type]
        consume_all(subject)  # type: ignore[arg-type]
        return ir.SourceIs("on_battlefield", span=node.span)
    if not is_(subject, (nodes.Counted, nodes.CountedEither)):
        raise Unsupported.quoting(node, "the condition '{}' of an object other than this one")
    quantity, filt = _counted(subject, ctx, zone=ir.ZoneName.BATTLEFIELD)  # type: ignore[arg-type]
    return ir.ObjectCount(quantity, filt, span=node.span)


def _source_status(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "only if Sawback Manticore is attacking or blocking", "unless it's attacking or
    blocking" (CR 506.4, 509.1g: an attacking or a blocking creature now), "As long as Gaea's
    Liege isn't attacking", "only if Hakim isn't enchanted" (:data:`_STATUS_STATES`: the state
    does not hold): said of the ability's source only ("it" as :func:`_names_the_source` reads
    it); of any other object, C001."""
    found = take(node)
    subject = found[0] if found else None
    if subject is None:
        if not _it_is_only_the_source(node, ctx):
            raise Unsupported.quoting(node, "the condition '{}' of an object other than this one")
    elif not _names_the_source(subject, ctx):  # type: ignore[arg-type]
        raise Unsupported.quoting(node, "the condition '{}' of an object other than this one")
    else:
        _named_source(subject, ctx)  # type: ignore[arg-type]
        consume_all(subject)  # type: ignore[arg-type]
    if is_(node, (nodes.ObjectAttackingOrBlocking, nodes.ItAttackingOrBlocking)):
        either = (ir.SourceIs("attacking", span=node.span), ir.SourceIs("blocking", span=node.span))
        return ir.AnyCondition(either, span=node.span)
    state = ir.SourceIs(_STATUS_STATES[rule_name(node)], span=node.span)
    return ir.NotCondition(state, span=node.span)


def _object_has(
    subject: nodes.Node | None, what: ir.ObjectFilter, node: nodes.Node, ctx: AbilityContext
) -> ir.Condition:
    """The object ``subject`` names has the quality ``what`` now (CR 109.3): the source ("~",
    or "it" that can only be the source); "it" with no subject node, the one object a static
    ability's clause is about (as "it's white" reads it); "equipped creature", "enchanted
    creature" in a static ability's "as long as" (the permanent this Aura or Equipment is
    attached to, CR 301.5, 303.4; none when attached to nothing); "that creature", the one
    target an earlier instruction of the resolving ability named (CR 608.2c). Any other
    object is refused (C001)."""
    if subject is None:
        it = IT_IS_SUBJECT.get()
        if it is None:
            raise Unsupported.quoting(node, "'{}' with no one object named before it")
        return ir.ObjectIs(it, what, span=node.span)
    if _names_the_source(subject, ctx):
        _named_source(subject, ctx)
        consume_all(subject)
        return ir.ObjectIs(ir.SourceObject(span=subject.span), what, span=node.span)
    if is_(subject, nodes.AllMatching) and STATIC_CONDITION.get():
        host = filter_ir(take(subject)[0], ctx)  # type: ignore[arg-type]
        if host.attached_to_source and _stated(host) <= {"attached_to_source", "types"}:
            return ir.ObjectIs(ir.AllObjects(host, span=subject.span), what, span=node.span)
    if is_(subject, nodes.That) and ctx.groups_open and not STATIC_CONDITION.get():
        found = objects(subject, ctx)
        if isinstance(found.ref, ir.TargetObjects) and not found.plural:
            spec = ctx.targets[found.ref.target_index]
            if spec.maximum == 1 and not spec.times_x:
                return ir.ObjectIs(found.ref, what, span=node.span)
    raise Unsupported.quoting(node, "the condition '{}' of this object")


def _object_is_supertype(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "As long as equipped creature is legendary, it has hexproof", "As long as it's
    legendary", "If that card is snow" (CR 205.4a: the object has that supertype now; "non-"
    one, it does not), by :func:`_object_has`."""
    *subject, supertype = take(node)
    word = supertype.text.lower()  # type: ignore[union-attr]
    if word.startswith("non"):
        named = word.removeprefix("non").removeprefix("-")
        what = ir.ObjectFilter(word, excluded_supertypes=(named,), span=supertype.span)  # type: ignore[union-attr]
    else:
        what = ir.ObjectFilter(word, supertypes=(word,), span=supertype.span)  # type: ignore[union-attr]
    return _object_has(subject[0] if subject else None, what, node, ctx)  # type: ignore[arg-type]


def _object_has_keyword(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if Guardian of the Ages has defender", "As long as enchanted creature has vigilance",
    "If that creature has flying" (CR 702, 113.3: the keyword ability the object has now, by
    :func:`_object_has`); "if it doesn't have first strike": it has not. A keyword the
    runtime does not find on an object by name (not in :data:`.objects.DESCRIBED_KEYWORDS`:
    mutate, ...) is C001."""
    from .objects import DESCRIBED_KEYWORDS

    subject, *_have, keyword = take(node)
    if not isinstance(keyword, nodes.Lexeme):
        raise Unsupported.quoting(node, "'{}': a keyword ability tested on an object")
    word = " ".join(keyword.text.lower().split())
    if keyword.kind != "KEYWORD" and word not in DESCRIBED_KEYWORDS:
        raise Unsupported.quoting(node, "'{}': a keyword ability tested on an object")
    what = ir.ObjectFilter(f"with {word}", keywords=(word,), span=keyword.span)
    found = _object_has(subject, what, node, ctx)  # type: ignore[arg-type]
    if is_(node, nodes.ObjectLacksKeyword):
        return ir.NotCondition(found, span=node.span)
    return found


def _has_fewer_than(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "if you have fewer than seven cards in hand" (CR 402.1: the cards in your hand, at most
    one less than the number, counted as the condition is checked). Said of another player,
    or with fewer than one, C001."""
    who, _have, how_many, described = take(node)
    if not is_(who, nodes.You):
        raise Unsupported.quoting(node, "'{}' said of another player than you")
    value = fixed_value(how_many)  # type: ignore[arg-type]
    if value < 1:
        raise Unsupported.quoting(node, "'{}' with fewer than no objects")
    consume_all(how_many)  # type: ignore[arg-type]
    consume(who)  # type: ignore[arg-type]
    filt = filter_ir(described, ctx)  # type: ignore[arg-type]
    if filt.zone is not ir.ZoneName.HAND:
        # "you have fewer than three creatures": what you have is cards in a hand
        raise Unsupported.quoting(node, "'{}' of anything but the cards in your hand")
    at_most = ir.Count(ir.Relation.AT_MOST, value - 1, span=how_many.span)  # type: ignore[union-attr]
    return ir.ObjectCount(at_most, filt, span=node.span)


def _has_fewer_counters(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "As long as Runaway Steam-Kin has fewer than three +1/+1 counters on it" (CR 122.1):
    at most one less of that kind on the source. Of another object, C001."""
    what, _have, how_many, kind, _noun = take(node)
    if not _names_the_source(what, ctx):  # type: ignore[arg-type]
        raise Unsupported(what, "counters on an object other than this one")  # type: ignore[arg-type]
    _named_source(what, ctx)  # type: ignore[arg-type]
    consume_all(what)  # type: ignore[arg-type]
    value = fixed_value(how_many)  # type: ignore[arg-type]
    if value < 1:
        raise Unsupported.quoting(node, "'{}' with fewer than no counters")
    consume_all(how_many)  # type: ignore[arg-type]
    at_most = ir.Count(ir.Relation.AT_MOST, value - 1, span=how_many.span)  # type: ignore[union-attr]
    return ir.SourceCounters(at_most, counter_name(kind), span=node.span)  # type: ignore[arg-type]


def _ability_activated_times(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If this ability has been activated four or more times this turn, ..." (Dragon Whelp,
    CR 602.2, 608.2c): "this ability" is the activated ability whose effect says it, counted
    as it resolves. In any other ability (a trigger, a spell, an ability granted in quotes)
    it is not read."""
    if not ctx.activated or ctx.quoted:
        raise Unsupported.quoting(node, "'{}' outside an activated ability of its own card")
    _has_been, how_many = take(node)
    value = fixed_value(how_many)  # type: ignore[arg-type]
    consume_all(how_many)  # type: ignore[arg-type]
    at_least = ir.Count(ir.Relation.AT_LEAST, value, span=how_many.span)  # type: ignore[union-attr]
    return ir.AbilityActivatedThisTurn(at_least, span=node.span)


#: "this is the third time this ability has resolved this turn"
_ORDINAL_TIMES = {"first": 1, "second": 2, "third": 3}


def _nth_time_resolved(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "If this is the third time this ability has resolved this turn, ..." (CR 608.2): the
    number of times the activated ability whose effect says it has resolved this turn, this
    time included. Elsewhere than in its own activated ability, C001."""
    if not ctx.activated or ctx.quoted:
        raise Unsupported.quoting(node, "'{}' outside an activated ability of its own card")
    ordinals = [item for item in take(node) if item is not None]
    times = tuple(_ORDINAL_TIMES[lexeme_texts(o)[0].lower()] for o in ordinals)  # type: ignore[arg-type]
    return ir.AbilityResolvedThisTurn(times, span=node.span)


def _was_cast_condition(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "When Wedding Ring enters the battlefield, if it was cast", "The Tarrasque has haste
    ... as long as it was cast" (CR 601.2: the permanent was a spell that was cast; one put
    onto the battlefield, or a token, was not). Said of any other object, C001."""
    (subject,) = take(node)
    if not _names_the_source(subject, ctx):  # type: ignore[arg-type]
        raise Unsupported(subject, "'was cast' said of anything but this permanent")  # type: ignore[arg-type]
    _named_source(subject, ctx)  # type: ignore[arg-type]
    consume_all(subject)  # type: ignore[arg-type]
    return ir.SourceIs("cast", span=node.span)


def _wasnt_kicked(node: nodes.Node, ctx: AbilityContext) -> ir.Condition:
    """ "Then if it wasn't kicked, discard three cards." (CR 702.33d): the spell the permanent
    was (or this spell) did not have its kicker cost paid -- "if it was kicked", negated."""
    _kicked_object(take(node)[0], ctx)
    return ir.NotCondition(ir.WasKicked(span=node.span), span=node.span)


_CONDITIONS: dict[str, Callable[[nodes.Node, AbilityContext], ir.Condition]] = {
    rule_names.ObjectOnBattlefield: _object_on_battlefield,
    rule_names.ObjectAttackingOrBlocking: _source_status,
    rule_names.ItAttackingOrBlocking: _source_status,
    **dict.fromkeys(_STATUS_STATES, _source_status),
    **dict.fromkeys(_NOT_READ, _not_read),
    rule_names.ObjectIsSupertype: _object_is_supertype,
    rule_names.ItIsSupertype: _object_is_supertype,
    rule_names.ObjectHasKeyword: _object_has_keyword,
    rule_names.DescribedHasKeyword: _object_has_keyword,
    rule_names.ObjectLacksKeyword: _object_has_keyword,
    rule_names.HasFewerThan: _has_fewer_than,
    rule_names.HasFewerCounters: _has_fewer_counters,
    rule_names.AbilityActivatedTimes: _ability_activated_times,
    rule_names.NthTimeResolved: _nth_time_resolved,
    rule_names.WasCastCondition: _was_cast_condition,
    rule_names.WasntKicked: _wasnt_kicked,
    rule_names.BeenAttackedThisStep: _been_attacked,
    rule_names.ItUntapped: _it_state,
    rule_names.ItTapped: _it_state,
    rule_names.ItEnchanted: _it_state,
    rule_names.ItEquipped: _it_state,
    rule_names.ItRenowned: _it_state,
    rule_names.ItMonstrous: _it_state,
    rule_names.ItBlocking: _it_state,
    rule_names.ItPaired: _it_state,
    rule_names.ItOnBattlefield: _it_state,
    rule_names.ObjectDidntAttack: _object_didnt("attacked_this_turn"),
    rule_names.ObjectDidntBlock: _object_didnt("blocked_this_turn"),
    rule_names.CastIt: _cast_it,
    rule_names.NoOpponentControls: _no_opponent_controls,
    rule_names.ControlsFewer: _controls_fewer,
    rule_names.ThereAreFewer: _there_are_fewer,
    rule_names.CardsTotalIn: _cards_total_in,
    rule_names.WasKicked: _was_kicked,
    rule_names.WasKickedWith: _was_kicked_with,
    rule_names.TributeWasntPaid: _tribute_not_paid,
    rule_names.CastItFrom: _cast_it_from,
    rule_names.ManaWasSpent: _mana_was_spent,
    rule_names.NoManaWasSpent: _no_mana_was_spent,
    rule_names.ObjectIsntManaAbility: _object_isnt_mana_ability,
    rule_names.CastDuringMainPhase: _cast_during_main_phase,
    rule_names.OpponentCount: _opponent_count,
    rule_names.ControlsMore: _controls_more,
    rule_names.AttackedThisTurn: _attacked_this_turn,
    rule_names.AttackedWithThisCombat: _attacked_with_this_combat,
    rule_names.HasCitysBlessing: _has_citys_blessing,
    rule_names.IsMonarch: _is_monarch,
    rule_names.YoureMonarch: _is_monarch,
    rule_names.WasMonarchAsTurnBegan: _was_monarch,
    rule_names.CompletedDungeon: _completed_dungeon,
    rule_names.SearchedThisWay: _searched_this_way,
    rule_names.SearchedThisWayPast: _searched_this_way,
    rule_names.SearchedLibraryThisTurn: _searched_library_this_turn,
    rule_names.MilledThisWay: _moved_this_way,
    rule_names.ExiledThisWayCondition: _moved_this_way,
    rule_names.DiscardedThisWayCondition: _moved_this_way,
    rule_names.RevealedThisWayCondition: _moved_this_way,
    rule_names.SacrificedThisWayCondition: _moved_this_way,
    rule_names.YouMovedThisWay: _you_moved_this_way,
    rule_names.WonClash: _won_clash,
    rule_names.VoteResult: _vote_result,
    rule_names.WonFlip: _flip_result(won=True),
    rule_names.LostFlip: _flip_result(won=False),
    rule_names.ItIs: _it_is,
    rule_names.WasA: _was_a,
    rule_names.ObjectIsntA: _object_isnt_a,
    rule_names.ObjectAttacking: _source_is("attacking"),
    rule_names.AttackedOrBlocked: _source_is("attacked_or_blocked_this_turn"),
    rule_names.AttackedOrBlockedThisCombat: _source_is("attacked_or_blocked_this_combat"),
    rule_names.PairedWithAnother: _source_is("paired"),
    rule_names.ObjectIsA: _source_is_a,
    rule_names.QuantityCompared: _attached_power_compared,
    rule_names.XIs: _x_is,
    rule_names.ControlCount: _control_count,
    rule_names.YouDontControl: _you_dont_control,
    rule_names.YouDidntAttack: _you_didnt_attack,
    rule_names.YouDidntLoseLife: _you_didnt_lose_life,
    rule_names.ControlBoth: _control_both,
    rule_names.BothConditions: _both_conditions,
    rule_names.EitherCondition: _either_condition,
    rule_names.EitherIfCondition: _either_condition,
    rule_names.NoColoredManaWasSpent: _no_colored_mana_was_spent,
    rule_names.MoreThan: _more_than,
    rule_names.LessLifeThan: _more_than,
    rule_names.FewerCardsThan: _more_than,
    rule_names.ThereIsCard: _there_is_card,
    rule_names.ThereAreColors: _there_are_colors,
    rule_names.CardTypesAmong: _card_types_among,
    rule_names.CardsAreInZone: _cards_in_zone,
    rule_names.ThereAreCards: _zone_count,
    rule_names.HandCount: _zone_count,
    rule_names.TotalPower: _total_power,
    rule_names.LifeGained: _life_gained,
    rule_names.GainedLife: _gained_life,
    rule_names.LostLife: _lost_life,
    rule_names.SpellsCast: _spells_cast,
    rule_names.ObjectsHistory: _objects_history,
    rule_names.ObjectsState: _objects_state,
    rule_names.ItsYourTurn: _your_turn,
    rule_names.ItsNotYourTurn: _not_your_turn,
    rule_names.ItsNotTheirTurn: _not_their_turn,
    rule_names.ItIsNot: _it_is_not,
    rule_names.IsntAttacking: _isnt_attacking,
    rule_names.ObjectsOnBattlefield: _on_battlefield,
    rule_names.HadEnterThisTurn: _had_enter,
    rule_names.ObjectDidThisTurn: _object_did,
    rule_names.HadCounters: _had_counters,
    rule_names.ControlsYourCommander: _controls_commander,
    rule_names.ObjectInCommandZone: _in_command_zone,
    rule_names.ObjectInCommandZoneOrBattlefield: _in_command_zone,
    rule_names.PlayerCastThisTurn: _player_cast,
    rule_names.HasCastThisTurn: _player_cast,
    rule_names.ObjectsAreAttacking: _objects_attacking,
    rule_names.LifeCount: _life_total,
    rule_names.LifeAtMost: _life_at_most,
    rule_names.CardsDrawn: _cards_drawn,
    rule_names.PlayerActed: _player_acted,
    rule_names.YouHaveActed: _player_acted,
    rule_names.DamageDealtToObject: _damage_dealt_to_object,
    rule_names.PlayerDealtDamage: _player_dealt_damage,
    rule_names.YouHaveBeenDealtDamage: _player_dealt_damage,
    rule_names.PlayerHasBeenDealtDamage: _player_dealt_damage,
    rule_names.IsAttacking: _source_attacking,
    rule_names.IsAttackingAlone: _source_attacking_alone,
    rule_names.EnchantedOrEquipped: _enchanted_or_equipped,
    rule_names.IsMonstrous: _source_designation("monstrous"),
    rule_names.ObjectUntapped: _source_designation("untapped"),
    rule_names.ObjectTapped: _source_designation("tapped"),
    rule_names.IsRenowned: _source_designation("renowned"),
    rule_names.IsEquipped: _source_designation("equipped"),
    rule_names.IsEnchanted: _source_designation("enchanted"),
    rule_names.ObjectIsColor: _object_is_color,
    rule_names.HasChosenName: _has_chosen_name,
    rule_names.ItIsColor: _it_is_color,
    rule_names.HasCounter: _has_counter,
    rule_names.HadCounter: _had_counter,
    rule_names.ObjectInZone: _object_in_zone,
    rule_names.CountersOnObject: _counters_on_object,
    rule_names.CounterOnObject: _counters_on_object,
    rule_names.HasManaValueAtMost: lambda node, ctx: _has_mana_value(node, "at_most", ctx),
    rule_names.HasManaValueAtLeast: lambda node, ctx: _has_mana_value(node, "at_least", ctx),
}
