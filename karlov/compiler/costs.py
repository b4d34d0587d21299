"""Lowering costs (CR 118, 602.1) and the restrictions of activated abilities (CR 602.5) to
the IR.

:func:`cost_ir` turns a ``Costs`` node ("{X}{W}{U}{U}, {T}, Sacrifice a Clue") into an
:class:`karlov.ir.Cost`; :func:`activation_ir` reads an activated ability's statement for
"Activate only as a sorcery" (CR 602.5d), "Activate only once each turn" (CR 602.5b) and the
zone its text says it works from (CR 113.6b). The runtime builds the cost it charges from
that IR alone (:func:`karlov.runtime.build.cost`).
"""

from __future__ import annotations

import dataclasses

from .. import ir
from ..frontend import nodes
from ..frontend.nodes import rule_name, rule_names
from ..spans import Span, ir_class
from .accounting import consume, consume_all, descendants, is_, is_named, lexeme_texts, take, words
from .conditions import condition_ir
from .context import AbilityContext, Unsupported, runtime_mana
from .objects import Count, amount, count, counter_name, filter_ir, fixed_count, is_another, zone

__all__ = [
    "Activation",
    "activation_ir",
    "additional_cost_part",
    "alternative_cost_ir",
    "cost_ir",
    "discard_cost",
    "exiled_from_graveyard",
    "exiles_from_your_graveyard",
    "sacrifice_cost",
    "self_cost_zone",
    "tap_untapped_cost",
]

_SELF = (nodes.SelfRef, nodes.SelfName)


def cost_ir(
    node: nodes.Node,
    ctx: AbilityContext,
    *,
    off_battlefield: bool = False,
    reveals_self: bool = False,
) -> ir.Cost:
    """The cost ``node`` states: mana symbols (as the runtime pays them), the tap symbol {T}
    (CR 107.5), "Sacrifice this [object]" and "Sacrifice [N] [filter]" (CR 701.21), "Pay N
    life" (CR 119.4), "Discard [N] card(s)" (CR 701.9a), "Remove [N] [kind] counter(s) from
    this [object]" (CR 122.8), "Exile this [object]", "Tap [N] untapped [filter] you control"
    (CR 118.3), a loyalty symbol "[+1]" / "[−2]" / "[0]" / "[−X]" (CR 606.4). With
    ``off_battlefield`` (an activated ability of a card, whose zones the caller
    sets from :func:`self_cost_zone`), also "Discard this card" (CR 701.9a, from your hand) and
    "Exile this card from your graveyard / hand" (CR 406); with ``reveals_self`` (a forecast
    ability, which works from the hand, CR 702.57a), "Reveal ~ from your hand" (CR 701.20a).
    Any other cost is :class:`~.context.Unsupported` (C001 at its span)."""
    mana = ""
    discard_self = False
    tap = False
    untap = False
    life = 0
    discard = 0
    exile_self = False
    sacrifices: list[ir.SacrificeCost] = []
    removed: list[ir.RemoveCountersCost] = []
    tapped: list[ir.TapUntappedCost] = []
    exiled: list[ir.ExileFromGraveyardCost] = []
    discarded: list[ir.DiscardCardsCost] = []
    loyalty: ir.LoyaltyCost | None = None
    energy = 0
    discard_random = 0
    returned: list[ir.ReturnToHandCost] = []
    reveal_self = False
    return_self = False
    exile_top = 0
    from_hand: list[ir.ExileFromHandCost] = []
    exert_self = False
    for part in take(node):
        if is_(part, nodes.ManaSymbols):
            for lexeme in part.lexemes():  # type: ignore[union-attr]
                if lexeme.text == "{T}":
                    if tap:
                        raise Unsupported(part, "the tap symbol twice in one cost")
                    tap = True
                elif lexeme.text == "{Q}":  # "untap this permanent" (CR 107.6)
                    if untap:
                        raise Unsupported(part, "the untap symbol twice in one cost")
                    untap = True
                else:
                    mana += runtime_mana(lexeme.text, lexeme)
        elif is_(part, nodes.SacrificeCost):
            sacrifices.append(_sacrifice(part, ctx))  # type: ignore[arg-type]
        elif is_(part, nodes.SacrificeAndCost):
            sacrifices += _sacrifice_both(part, ctx)  # type: ignore[arg-type]
        elif is_(part, nodes.PayLifeCost):
            paid = amount(take(part)[0])  # type: ignore[arg-type]
            if paid.is_x:
                raise Unsupported(part, "paying X life")
            life += paid.value
        elif is_(part, nodes.DiscardCost) and off_battlefield and _discards_self(part):
            is_(take(part)[1], _SELF)  # "Discard ~": this card (CR 701.9a)
            discard_self = True
        elif is_(part, nodes.DiscardCost) and _discards_a_kind(part):
            discarded.append(_discarded_kind(part, ctx))  # type: ignore[arg-type]
        elif is_(part, nodes.DiscardCost):
            discard += _discarded(part)  # type: ignore[arg-type]
        elif is_(part, nodes.RemoveCountersCost):
            removed.append(_removed_counters(part, ctx))  # type: ignore[arg-type]
        elif is_(part, nodes.RemoveCountersFromAmongCost):
            removed.append(_removed_from_among(part, ctx))  # type: ignore[arg-type]
        elif is_(part, nodes.RemoveCountersAndSacrificeCost):
            # "Remove three quest counters from ~ and sacrifice it:" (CR 118.3, 602.1): both
            removed.append(_removed_counters(part, ctx))  # type: ignore[arg-type]
            sacrifices.append(ir.SacrificeCost(1, None, "this", span=part.span))
        elif is_(part, nodes.RemoveAnyCountersCost):
            removed.append(_removed_any_counters(part))  # type: ignore[arg-type]
        elif is_(part, nodes.ExileCost) and is_(part.items[1], nodes.TopCards):
            exile_top += _exiled_top(part)  # type: ignore[arg-type]
        elif is_(part, nodes.ExileCost) and _exiles_from_your_hand(part):
            from_hand.append(_exiled_from_hand(part, ctx))  # type: ignore[arg-type]
        elif is_(part, nodes.ExileCost) and exiles_from_your_graveyard(part):
            exiled.append(exiled_from_graveyard(part, ctx))  # type: ignore[arg-type]
        elif is_(part, nodes.ExileCost) and not exile_self:
            _exiled_self(part, off_battlefield)  # type: ignore[arg-type]
            exile_self = True
        elif is_(part, nodes.TapCost):
            tapped.append(tap_untapped_cost(part, ctx))  # type: ignore[arg-type]
        elif is_(part, nodes.LoyaltyCost) and loyalty is None:
            loyalty = _loyalty(part)  # type: ignore[arg-type]
        elif is_(part, nodes.PayEnergyCost):
            energy += _energy_paid(part)  # type: ignore[arg-type]
        elif is_(part, nodes.DiscardRandomCost):
            discard_random += _discarded(part)  # type: ignore[arg-type]
        elif is_(part, nodes.ReturnToHandCost) and is_(part.items[1], _SELF):
            if return_self:
                raise Unsupported(part, "returning this twice as a cost")  # type: ignore[arg-type]
            consume_all(part)
            return_self = True
        elif is_(part, nodes.ReturnToHandCost):
            returned.append(_returned_to_hand(part, ctx))  # type: ignore[arg-type]
        elif reveals_self and not reveal_self and is_(part, nodes.RevealCost):
            _revealed_self(part)  # type: ignore[arg-type]
            reveal_self = True
        elif is_(part, nodes.ExertCost) and is_(part.items[1], _SELF) and not exert_self:
            # "Exert ~" (CR 701.43a): this permanent; exerting another is refused below
            consume_all(part)
            exert_self = True
        elif is_(part, nodes.PayHalfLifeCost):
            # "Pay half your life, rounded up" (CR 119.4, 107.1a): an amount of life the cost
            # reads from the life total as it is paid, which no cost of the IR says yet
            raise Unsupported.quoting(part, "the cost '{}': half of a life total (CR 107.1a)")  # type: ignore[arg-type]
        elif is_(part, nodes.PayLifeOrManaCost):
            # "Pay 2 life or {2}" (CR 118.3, 602.2b): one of two costs, the payer's choice
            raise Unsupported.quoting(part, "the cost '{}': a choice between two costs")  # type: ignore[arg-type]
        elif is_(part, (nodes.PutFromCost, nodes.PutCost)):
            # "Put a card from your hand on top of your library:" (CR 118.3, 602.1): cards
            # moved from a zone as a cost, which no cost of the IR pays yet
            raise Unsupported.quoting(part, "the cost '{}': moving cards from a zone (CR 118.3)")  # type: ignore[arg-type]
        elif is_(part, nodes.TapFilterCost):
            # "Tap enchanted creature:" (CR 118.3, 602.1): another permanent tapped as a cost
            raise Unsupported.quoting(part, "the cost '{}': tapping another permanent (CR 118.3)")  # type: ignore[arg-type]
        else:
            raise Unsupported.quoting(part, "the cost '{}'")  # type: ignore[arg-type]
    if discard_self and (discard or discarded):
        raise Unsupported(node, "discarding this and other cards as one cost")
    if discard_random and (discard or discarded or discard_self):
        raise Unsupported(node, "discarding cards at random and of your choice as one cost")
    if loyalty is not None and len(node.items) > 1:
        # No printed card adds another cost to a loyalty symbol; the runtime and the targets
        # pay a loyalty ability's cost alone.
        raise Unsupported.quoting(node, "a loyalty symbol with another cost: '{}'")
    return ir.Cost(
        mana=mana or None,
        tap=tap,
        sacrifices=tuple(sacrifices),
        pay_life=life,
        discard=discard,
        remove_counters=tuple(removed),
        exile_self=exile_self,
        tap_untapped=tuple(tapped),
        discard_self=discard_self,
        loyalty=loyalty,
        exile_from_graveyard=tuple(exiled),
        discard_cards=tuple(discarded),
        untap=untap,
        energy=energy,
        discard_random=discard_random,
        return_to_hand=tuple(returned),
        reveal_self=reveal_self,
        return_self=return_self,
        exile_top=exile_top,
        exile_from_hand=tuple(from_hand),
        exert_self=exert_self,
        span=node.span,
    )


def _exiled_top(part: nodes.Node) -> int:
    """ "Exile the top card of your library" / "Exile the top four cards of your library"
    (CR 406.1, 401.1): a fixed number of cards, of your own library."""
    _verb, top, origin = take(part)
    assert isinstance(top, nodes.Node)
    if origin is not None:
        raise Unsupported.quoting(part, "the cost '{}'")
    how_many, _noun, where = take(top)
    place = zone(where) if isinstance(where, nodes.Node) else None
    if place is None or place.owner != "you" or list(place.zones) != ["library"]:
        raise Unsupported.quoting(part, "the cost '{}'")
    n = 1 if how_many is None else _fixed_count(how_many, "exiling")  # type: ignore[arg-type]
    consume_all(top)
    return n


def _revealed_self(part: nodes.Node) -> None:
    """ "Reveal ~ from your hand" (CR 701.20a): this card, from your hand; any other card or
    zone is refused."""
    _verb, what, origin = take(part)
    if not is_(what, _SELF) or not isinstance(origin, nodes.Node):
        raise Unsupported.quoting(part, "the cost '{}'")
    place = zone(origin)
    if place.owner != "you" or list(place.zones) != ["hand"]:
        raise Unsupported.quoting(part, "the cost '{}'")


def _energy_paid(part: nodes.Node) -> int:
    """ "Pay {E}{E}" (CR 107.14): one energy counter per symbol; any other symbol in it is
    refused."""
    symbols = [text for item in take(part) if isinstance(item, nodes.Node) for text in words(item)]
    if not symbols or any(text.upper() != "{E}" for text in symbols):
        raise Unsupported.quoting(part, "the cost '{}'")
    return len(symbols)


def exiles_from_your_graveyard(part: nodes.Node) -> bool:
    """Whether an "Exile ..." cost names cards ("two creature cards", not this card) from your
    graveyard. Read without consuming."""
    _verb, what, origin = part.items
    if not isinstance(what, nodes.Counted) or not isinstance(origin, nodes.Node):
        return False
    try:
        place = zone(origin)
    except Unsupported:
        return False
    return place.owner == "you" and list(place.zones) == ["graveyard"]


def _exiles_from_your_hand(part: nodes.Node) -> bool:
    """Whether an "Exile ..." cost names cards ("a card", "a blue card") from your hand.
    Read without consuming."""
    _verb, what, origin = part.items
    if not isinstance(what, nodes.Counted) or not isinstance(origin, nodes.Node):
        return False
    try:
        place = zone(origin)
    except Unsupported:
        return False
    return place.owner == "you" and list(place.zones) == ["hand"]


def exiled_from_graveyard(part: nodes.Node, ctx: AbilityContext) -> ir.ExileFromGraveyardCost:
    """ "Exile two cards from your graveyard" / "Exile a creature card from your graveyard" /
    "Exile seven other cards from your graveyard": that many cards of your graveyard matching
    the filter, chosen and exiled as the cost is paid (CR 601.2h, 406.1); "other" is other
    than the card itself, whose ability works from the graveyard. Only a fixed number."""
    _verb, what, origin = take(part)
    consume(origin)
    how_many, filter_node = take(what)  # type: ignore[arg-type]
    assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
    other = is_another(how_many)
    n = 1 if other else _fixed_count(how_many, "exiling")
    filt = filter_ir(filter_node, ctx, **({"other": True} if other else {}))
    if filt.zone is not ir.ZoneName.BATTLEFIELD or filt.controller is not None:
        raise Unsupported(what, "exiling these cards as a cost")  # type: ignore[arg-type]
    filt = dataclasses.replace(filt, zone=ir.ZoneName.GRAVEYARD, zone_owner=ir.Whose.YOU)
    article = "an" if filt.description[:1].lower() in "aeiou" else "a"
    article = "another" if other else article
    described = f"{article} {filt.description}" if n == 1 else f"{n} {filt.description}"
    return ir.ExileFromGraveyardCost(n, filt, f"{described} from your graveyard", span=part.span)


def _returned_to_hand(part: nodes.Node, ctx: AbilityContext) -> ir.ReturnToHandCost:
    """ "Return a land you control to its owner's hand" / "Return an Island you control to its
    owner's hand": that many permanents you control matching the filter, chosen as the cost
    is paid (CR 118.3, 601.2h). "this" (the source itself), "another", a number that is not
    fixed, or permanents not said to be yours are refused."""
    _verb, what, *_hand = take(part)
    if not is_(what, nodes.Counted):
        raise Unsupported(what, "returning this as a cost")  # type: ignore[arg-type]
    how_many, filter_node = take(what)  # type: ignore[arg-type]
    assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
    if is_another(how_many):
        raise Unsupported(what, "returning another permanent as a cost")  # type: ignore[arg-type]
    n = _fixed_count(how_many, "returning")
    filt = filter_ir(filter_node, ctx)
    you = filt.controller is not None and filt.controller.who == "you"
    if not you or filt.zone is not ir.ZoneName.BATTLEFIELD or filt.other:
        raise Unsupported(what, "returning other than permanents you control")  # type: ignore[arg-type]
    article = "an" if filt.description[:1].lower() in "aeiou" else "a"
    described = f"{article} {filt.description}" if n == 1 else f"{n} {filt.description}"
    return ir.ReturnToHandCost(n, filt, described, span=part.span)


def _loyalty(part: nodes.Node) -> ir.LoyaltyCost:
    """A loyalty symbol (CR 606.4): "[+2]" puts two loyalty counters on the permanent, "[−3]"
    (or "[-3]") removes three, "[0]" neither, "[−X]" removes X, chosen as the ability is
    activated (CR 107.3a). "[+X]" is not lowered: the rules speak of [−X] only (CR 107.3a)."""
    (symbol,) = words(part)
    sign, number = symbol[1], symbol[2:-1]
    if symbol == "[0]":
        return ir.LoyaltyCost(span=part.span)
    if sign not in "+\u2212-" or (sign == "+" and number == "X"):
        raise Unsupported.quoting(part, "the loyalty cost '{}'")
    if number == "X":
        return ir.LoyaltyCost(remove_x=True, span=part.span)
    count = int(number)
    if sign == "+":
        return ir.LoyaltyCost(put=count, span=part.span)
    return ir.LoyaltyCost(remove=count, span=part.span)


def self_cost_zone(node: nodes.Node) -> ir.ZoneName | None:
    """The zone an activated ability of a card works from because its cost discards or exiles
    the card from there (CR 113.6, 602.2): "Discard ~" its owner's hand (CR 701.9a), "Exile
    ~ from your graveyard" the graveyard; None for any other cost (the battlefield's)."""
    found: ir.ZoneName | None = None
    for part in node.items:
        where: ir.ZoneName | None = None
        if isinstance(part, nodes.DiscardCost) and _discards_self(part):
            where = ir.ZoneName.HAND
        elif isinstance(part, nodes.ExileCost):
            _verb, what, origin = part.items
            if isinstance(what, _SELF) and origin is not None:
                where = _your_zone(origin)
        if where is not None:
            if found not in (None, where):
                raise Unsupported(part, "a cost that takes this card from two zones")
            found = where
    return found


_CARD_NOUNS = (["card"], ["cards"])


def _fixed_count(node: nodes.Node, what: str) -> int:
    return fixed_count(node, f"{what} other than a fixed number")


def _discarded(part: nodes.Node) -> int:
    """ "Discard a card" / "Discard two cards": that many cards of your choice from your hand
    (CR 701.9a). A discard of a kind of card ("Discard a land card") is not lowered."""
    what = take(part)[1]
    if not is_(what, nodes.Counted):
        raise Unsupported(what, "discarding this")  # type: ignore[arg-type]
    how_many, filter_node = take(what)  # type: ignore[arg-type]
    assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
    if lexeme_texts(filter_node) not in _CARD_NOUNS:
        raise Unsupported(filter_node, "discarding a kind of card as a cost")
    words(filter_node)
    return _fixed_count(how_many, "discarding")


def _discards_a_kind(part: nodes.Node) -> bool:
    """Whether a "Discard ..." cost names a kind of card ("a creature card"), not any card or
    this one. Read without consuming."""
    what = part.items[1]
    if not isinstance(what, nodes.Counted):
        return False
    filter_node = what.items[1]
    return isinstance(filter_node, nodes.Node) and lexeme_texts(filter_node) not in _CARD_NOUNS


def _discarded_kind(part: nodes.Node, ctx: AbilityContext) -> ir.DiscardCardsCost:
    """ "Discard a creature card" / "Discard two artifact cards": that many cards of your hand
    with the quality, chosen and discarded as the cost is paid (CR 601.2h, 701.9a). "another"
    (a card other than this one) and a number other than a fixed one are refused."""
    what = take(part)[1]
    how_many, filter_node = take(what)  # type: ignore[arg-type]
    assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
    if is_another(how_many):
        raise Unsupported(what, "discarding another card as a cost")  # type: ignore[arg-type]
    n = _fixed_count(how_many, "discarding")
    filt = filter_ir(filter_node, ctx)
    if filt.zone is not ir.ZoneName.BATTLEFIELD or filt.controller is not None or filt.other:
        raise Unsupported(what, "discarding these cards as a cost")  # type: ignore[arg-type]
    filt = dataclasses.replace(filt, zone=ir.ZoneName.HAND, zone_owner=ir.Whose.YOU)
    article = "an" if filt.description[:1].lower() in "aeiou" else "a"
    described = f"{article} {filt.description}" if n == 1 else f"{n} {filt.description}"
    return ir.DiscardCardsCost(n, filt, described, span=part.span)


def _discards_self(part: nodes.Node) -> bool:
    """ "Discard ~" / "Discard this card" (not "Discard a card")."""
    return isinstance(part.items[1], _SELF)


def _removed_counters(part: nodes.Node, ctx: AbilityContext) -> ir.RemoveCountersCost:
    """ "Remove a +1/+1 counter from ~" / "Remove three gold counters from ~" (CR 122.8);
    "Remove a +1/+1 counter from a creature you control": from one permanent you control
    matching it, chosen as the cost is paid (CR 118.3, 601.2h)."""
    _verb, how_many, kind, _noun, what, *_and_sacrifice_it = take(part)
    assert isinstance(how_many, nodes.Node) and isinstance(kind, nodes.Node)
    if not is_(what, _SELF):
        return _removed_from_yours(part, how_many, kind, what, ctx)  # type: ignore[arg-type]
    if not is_(kind, (nodes.CounterKind, nodes.NamedCounter)):
        raise Unsupported(kind, "this kind of counter")
    name = counter_name(kind)
    if count(how_many).is_x and count(how_many).relation == "exactly":
        # "Remove X +1/+1 counters from ~": X announced as it is activated (CR 107.3a, 602.2b)
        return ir.RemoveCountersCost(0, name, x=True, span=part.span)
    n = _fixed_count(how_many, "removing counters")
    return ir.RemoveCountersCost(n, name, span=part.span)


def _removed_from_yours(
    part: nodes.Node, how_many: nodes.Node, kind: nodes.Node, what: nodes.Node, ctx: AbilityContext
) -> ir.RemoveCountersCost:
    """ "Remove a +1/+1 counter from a creature you control" (CR 118.3, 122.8): a fixed number
    of counters from one permanent you control that matches."""
    if not is_(what, nodes.Counted):
        raise Unsupported(what, "removing counters from another object")
    one, filter_node = take(what)
    assert isinstance(one, nodes.Node) and isinstance(filter_node, nodes.Node)
    other = is_another(one)  # "from another creature you control": not the source
    if not other and count(one) != Count("exactly", 1):
        raise Unsupported(what, "removing counters from another object")
    filt = filter_ir(filter_node, ctx, other=True) if other else filter_ir(filter_node, ctx)
    you = filt.controller is not None and filt.controller.who == "you"
    if not you or filt.zone is not ir.ZoneName.BATTLEFIELD:
        raise Unsupported(what, "removing counters from another object")
    if not is_(kind, (nodes.CounterKind, nodes.NamedCounter)):
        raise Unsupported(kind, "this kind of counter")
    name = counter_name(kind)
    n = _fixed_count(how_many, "removing counters")
    return ir.RemoveCountersCost(n, name, filter=filt, span=part.span)


def _removed_from_among(part: nodes.Node, ctx: AbilityContext) -> ir.RemoveCountersCost:
    """ "Remove two +1/+1 counters from among creatures you control:", "Remove three counters
    from among creatures you control:" (CR 118.3, 122.8): that many counters in all -- of
    that kind, or of any kind -- from one or more permanents you control that match, each
    chosen as the cost is paid (CR 601.2h)."""
    _verb, how_many, kind, _noun, what = take(part)
    assert isinstance(how_many, nodes.Node)
    if not is_(what, nodes.AllMatching):
        raise Unsupported(what, "removing counters from among these objects")  # type: ignore[arg-type]
    (filter_node,) = take(what)  # type: ignore[arg-type]
    assert isinstance(filter_node, nodes.Node)
    filt = filter_ir(filter_node, ctx)
    you = filt.controller is not None and filt.controller.who == "you"
    if not you or filt.zone is not ir.ZoneName.BATTLEFIELD:
        raise Unsupported(what, "removing counters from among permanents you don't control")  # type: ignore[arg-type]
    name = ""  # "Remove three counters": of any kind (CR 122.1)
    if kind is not None:
        if not is_(kind, (nodes.CounterKind, nodes.NamedCounter)):
            raise Unsupported(kind, "this kind of counter")
        name = counter_name(kind)  # type: ignore[arg-type]
    n = _fixed_count(how_many, "removing counters")
    return ir.RemoveCountersCost(n, name, filter=filt, from_among=True, span=part.span)


def _removed_any_counters(part: nodes.Node) -> ir.RemoveCountersCost:
    """ "Remove any number of storage counters from ~" (CR 122.8, 601.2h): as many as the
    player chooses as the cost is paid, from none to all of them."""
    _verb, kind, _noun, what = take(part)
    assert isinstance(kind, nodes.Node)
    if not is_(what, _SELF):
        raise Unsupported(what, "removing counters from another object")  # type: ignore[arg-type]
    if not is_(kind, (nodes.CounterKind, nodes.NamedCounter)):
        raise Unsupported(kind, "this kind of counter")
    return ir.RemoveCountersCost(0, counter_name(kind), any_number=True, span=part.span)


def announces_x(node: nodes.Node) -> bool:
    """Whether the cost ``node`` has an X the player announces as the ability is activated
    (CR 107.3a, 602.2b): "{X}" among its mana symbols, "Remove X ... counters" or a loyalty
    cost "[−X]". Read from
    the tree without lowering it, since the effect is lowered before its cost."""
    for part in node.items:
        if not isinstance(part, nodes.Node):
            continue
        if is_(part, nodes.ManaSymbols) and any(
            isinstance(lexeme, nodes.Lexeme) and lexeme.text.upper() == "{X}"
            for lexeme in part.lexemes()
        ):
            return True
        if is_(part, nodes.RemoveCountersCost) and descendants(part.items[1], nodes.XValue):  # type: ignore[arg-type]
            return True
        if is_(part, nodes.LoyaltyCost) and "".join(words(part)).upper().endswith("X]"):
            # "[−X]": X chosen as the loyalty ability is activated (CR 107.3a, 606.4)
            return True
    return False


def counters_removed_any(node: nodes.Node) -> frozenset[str]:
    """The kinds of counters the cost ``node`` removes "any number of" from its source,
    which "for each storage counter removed this way" counts (CR 602.2b). Read from the tree
    without lowering it."""
    kinds: set[str] = set()
    for part in node.items:
        if isinstance(part, nodes.Node) and is_(part, nodes.RemoveAnyCountersCost):
            kind = part.items[1]
            if isinstance(kind, nodes.Node) and is_(kind, nodes.NamedCounter):
                kinds.add(lexeme_texts(kind)[0].lower())
    return frozenset(kinds)


def _exiled_self(part: nodes.Node, off_battlefield: bool = False) -> None:
    """ "Exile ~" (from the zone the ability works in); with ``off_battlefield``, also "Exile ~
    from your graveyard / hand", the zone the ability then works from (:func:`self_cost_zone`).
    "Exile [another object]" is not lowered."""
    _verb, what, origin = take(part)
    if not is_(what, _SELF):
        raise Unsupported(part, "exiling this as a cost")
    if origin is not None:
        if not off_battlefield:
            raise Unsupported(part, "exiling this as a cost")
        _your_zone(origin)  # type: ignore[arg-type]
        consume(origin)


def _your_zone(node: nodes.Node) -> ir.ZoneName:
    """ "your graveyard" / "your hand": the zone an ability of this card works from."""
    ref = zone(node)
    if ref.owner != "you" or len(ref.zones) != 1 or ref.zone not in ("graveyard", "hand"):
        raise Unsupported(node, "exiling this as a cost")
    return ir.ZoneName(ref.zone)


def tap_untapped_cost(part: nodes.Node, ctx: AbilityContext) -> ir.TapUntappedCost:
    """ "Tap an untapped creature you control" / "Tap two untapped Spirits you control"
    (CR 118.3: only untapped permanents you control can be tapped to pay a cost)."""
    what = take(part)[1]
    if not is_(what, nodes.Counted):
        raise Unsupported(what, "tapping this")  # type: ignore[arg-type]
    how_many, filter_node = take(what)  # type: ignore[arg-type]
    assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
    # "Tap another untapped creature you control": one other than the source (CR 109.1)
    other = is_another(how_many)
    filt = filter_ir(filter_node, ctx, other=True) if other else filter_ir(filter_node, ctx)
    you = filt.controller is not None and filt.controller.who == "you"
    if filt.tapped is not False or not you or filt.zone is not ir.ZoneName.BATTLEFIELD:
        raise Unsupported(what, "tapping other than untapped permanents you control")
    n = 1 if other else _fixed_count(how_many, "tapping")
    article = "an" if filt.description[:1].lower() in "aeiou" else "a"
    article = "another" if other else article
    described = f"{article} {filt.description}" if n == 1 else f"{n} {filt.description}"
    return ir.TapUntappedCost(n, filt, described, span=part.span)


def discards_one_card(node: nodes.Node) -> bool:
    """Whether the cost ``node`` discards exactly one card ("Discard a card", "Discard a
    creature card", not "Discard ~"): the one "the discarded card" names (CR 602.2b, 608.2h).
    Read from the tree without lowering it, since the effect is lowered before its cost."""
    found = [part for part in node.items if is_(part, (nodes.DiscardCost, nodes.DiscardRandomCost))]
    if len(found) != 1 or not isinstance(found[0], nodes.Node) or _discards_self(found[0]):
        return False
    counted = found[0].items[1]
    if not isinstance(counted, nodes.Node):
        return False
    how_many = counted.items[0] if counted.items else None
    inner = how_many.items[0] if isinstance(how_many, nodes.Node) and how_many.items else None
    return is_(inner, (nodes.ArticleA, nodes.ArticleAn))


def exiles_one_card(node: nodes.Node) -> bool:
    """Whether the cost ``node`` exiles exactly one card from your graveyard ("Exile a
    creature card from your graveyard"), and no other part of it exiles: the one card "the
    exiled card" names (CR 602.2b, 608.2h). Read from the tree without lowering it."""
    found = [part for part in node.items if is_(part, nodes.ExileCost)]
    if len(found) != 1 or not isinstance(found[0], nodes.Node):
        return False
    if not exiles_from_your_graveyard(found[0]):
        return False
    counted = found[0].items[1]
    assert isinstance(counted, nodes.Node)
    how_many = counted.items[0] if counted.items else None
    inner = how_many.items[0] if isinstance(how_many, nodes.Node) and how_many.items else None
    return is_(inner, (nodes.ArticleA, nodes.ArticleAn))


def _read_while_resolving(test: ir.Condition) -> bool:
    """Whether a condition of "Activate only if ..." can only be read while an ability
    resolves (a search, a clash, a flip, an object an instruction named). "Activate only if
    ~'s power is 4 or greater" is about the source itself, which the game can check as the
    ability begins to be activated (CR 602.5b, 208.1)."""
    if isinstance(test, ir.ObjectIs):
        return not isinstance(test.object, ir.SourceObject)
    return isinstance(test, ir.SearchedThisWay | ir.WonClash | ir.WonFlip)


def sacrifices_source(node: nodes.Node) -> bool:
    """Whether the cost ``node`` sacrifices the ability's source ("Sacrifice Tinder Wall"):
    then it is gone, out of combat, as the ability resolves (CR 602.2b, 506.4). Read from the
    tree without lowering it."""
    return any(
        is_(part, nodes.SacrificeCost)
        and isinstance(part, nodes.Node)
        and is_(part.items[1], (nodes.SelfRef, nodes.SelfName))
        for part in node.items
    )


def sacrifices_one_permanent(node: nodes.Node) -> bool:
    """Whether the cost ``node`` sacrifices exactly one permanent other than its source
    ("Sacrifice a creature", "Sacrifice another Warrior creature"): the one "the sacrificed
    creature" names (CR 602.2b, 608.2h). Read from the tree without lowering it, since the
    effect is lowered before its cost."""
    found = [part for part in node.items if is_(part, nodes.SacrificeCost)]
    if len(found) != 1 or not isinstance(found[0], nodes.Node):
        return False
    what = found[0].items[1]
    if not is_(what, nodes.Counted) or not isinstance(what, nodes.Node):
        return False
    how_many = what.items[0]
    return (
        is_(how_many, nodes.Count)
        and isinstance(how_many, nodes.Node)
        and len(how_many.items) == 1
        and is_(how_many.items[0], (nodes.ArticleA, nodes.ArticleAn, nodes.Another))
    )


def _sacrifice(part: nodes.Node, ctx: AbilityContext) -> ir.SacrificeCost:
    """ "Sacrifice this Case" (``filter`` None) or "Sacrifice a Clue": ``count`` permanents
    you control matching the filter (CR 701.21a: you sacrifice only your own)."""
    return _sacrificed(take(part)[1], part.span, ctx)  # type: ignore[arg-type]


def _sacrifice_both(part: nodes.Node, ctx: AbilityContext) -> list[ir.SacrificeCost]:
    """ "Sacrifice a creature and a Swamp:", "Sacrifice ~ and a creature named Spitting
    Drake:", "Sacrifice ~ and thirteen Blood tokens:" (CR 118.3, 602.1): both phrases are the
    cost, each paid with permanents of its own (one permanent is sacrificed once, CR
    701.21a): beside this permanent, the other phrase's permanents are other than it (CR
    109.1), and the runtime never picks one permanent for two parts."""
    _verb, first, _and, second = take(part)
    firsts, seconds = is_(first, _SELF), is_(second, _SELF)
    if firsts and seconds:
        raise Unsupported(second, "sacrificing this permanent twice")  # type: ignore[arg-type]
    return [
        _sacrificed(first, first.span, ctx, besides_self=seconds),  # type: ignore[arg-type, union-attr]
        _sacrificed(second, second.span, ctx, besides_self=firsts),  # type: ignore[arg-type, union-attr]
    ]


def _sacrificed(
    what: nodes.Node, where: Span | None, ctx: AbilityContext, *, besides_self: bool = False
) -> ir.SacrificeCost:
    """The permanents of one sacrificed phrase; ``besides_self``: this permanent is
    sacrificed by another part of the cost, so these are other than it."""
    if is_(what, _SELF):
        return ir.SacrificeCost(1, None, "this", span=where)
    if not is_(what, nodes.Counted):
        raise Unsupported(what, "sacrificing this")
    other = is_another(take(what)[0])
    n = (
        1
        if other
        else fixed_count(take(what)[0], "sacrificing other than a fixed number of permanents")  # type: ignore[arg-type]
    )
    # "another" fixes ``other``; without it, the phrase's own "other" ("two other creatures")
    # stands: a fixed other=False would drop it.
    fixed = {"other": True} if other or besides_self else {}
    filt = filter_ir(take(what)[1], ctx, **fixed)  # type: ignore[arg-type]
    if filt.zone is not ir.ZoneName.BATTLEFIELD:
        raise Unsupported(what, "sacrificing what is not a permanent")
    article = "an" if filt.description[:1].lower() in "aeiou" else "a"
    article = "another" if other else article
    described = f"{article} {filt.description}" if n == 1 else f"{n} {filt.description}"
    return ir.SacrificeCost(n, filt, described, span=where)


_RESTRICTIONS = frozenset(
    {
        rule_names.ActivationRestriction,
        rule_names.OnceEachTurn,
        rule_names.ActivateOnlyIf,
        rule_names.ActivateOnlyIfAsSorcery,
        rule_names.OnceEachTurnIf,
        rule_names.ActivateOnlyDuringYourTurn,
        rule_names.ActivateOnlyAsInstant,
        rule_names.ActivateOnlyDuring,
        rule_names.AnyPlayerMayActivate,
        rule_names.ActivateAtMost,
        rule_names.SorceryOnceEachTurn,
        rule_names.YourTurnOnceEachTurn,
        rule_names.SorceryAndOnlyIf,
        rule_names.YourTurnAndOnlyIf,
        rule_names.WindowAndOnlyIf,
        rule_names.AnyPlayerAsSorcery,
        rule_names.AnyPlayerDuring,
        rule_names.OnlyOpponentsMayActivate,
        rule_names.OnlyOpponentsAsSorcery,
        rule_names.ActivateAtMostCounted,
    }
)
#: "Activate no more than twice each turn." (CR 602.5b): the number of times, by its word.
_TIMES_EACH_TURN = {"twice": 2, "three": 3, "four": 4}
#: The restrictions that say "only if [condition]" (the condition is their first child).
_IF_RESTRICTIONS = (
    rule_names.ActivateOnlyIf,
    rule_names.ActivateOnlyIfAsSorcery,
    rule_names.OnceEachTurnIf,
    rule_names.SorceryAndOnlyIf,
)


@ir_class  # @dataclass(frozen=True, slots=True), made cheaper at import (issue 24)
class Activation:
    """When and where an activated ability may be activated (CR 602.5, 113.6b)."""

    timing: ir.Timing = ir.Timing.INSTANT
    max_per_turn: int | None = None
    zones: tuple[ir.ZoneName, ...] = (ir.ZoneName.BATTLEFIELD,)
    condition: ir.Condition | None = None
    any_player: bool = False
    only_opponents: bool = False


def is_activation_restriction(node: object) -> bool:
    """Whether ``node`` is one of the "Activate only ..." sentences :func:`activation_ir`
    reads (the effect's lowering skips them)."""
    return rule_name(node) in _RESTRICTIONS


def activation_ir(statement: nodes.Node, ctx: AbilityContext | None = None) -> Activation:
    """The restrictions an activated ability's ``StatementBody`` states after its effect
    (CR 602.5): "Activate only as a sorcery." (CR 602.5d), "Activate only once each turn."
    (CR 602.5b), "Activate only if [condition]." (it can't begin to be activated unless the
    condition holds; lowered with ``ctx``, else :class:`~.context.Unsupported`), their
    combinations ("... and only as a sorcery", "Activate only once each turn and only if
    ...", "Activate only as a sorcery and only once each turn", "... during your turn and only
    once each turn"), "Activate no more than twice each turn." (CR 602.5b, ``max_per_turn``),
    "Activate only during your turn." (the condition that it is your turn) and
    "Activate only as an instant." (any time its controller has priority, which is what an
    activated ability allows anyway, CR 602.2, 117.1b), a window of the turn ("Activate
    only during your upkeep [and only once each turn].", :func:`turn_window`) and who may
    activate it ("Any player may ...", "Only your opponents may activate this ability [and
    only as a sorcery].", CR 602.2). Where it
    works: the graveyard for "Return this card from your graveyard ..." (CR 113.6b), else
    the battlefield."""
    timing = ir.Timing.INSTANT
    per_turn: int | None = None
    condition: ir.Condition | None = None
    any_player = False
    only_opponents = False
    for item in statement.items:
        if rule_name(item) not in _RESTRICTIONS:  # class dispatch first (compile throughput)
            continue
        if is_(item, nodes.AnyPlayerMayActivate):
            # "Any player may activate this ability." (CR 602.2): whoever activates it
            # controls it and pays its costs (CR 113.8)
            any_player = True
            continue
        if is_(item, nodes.AnyPlayerAsSorcery):
            # "... but only as a sorcery": when the player activating it could cast a
            # sorcery (CR 602.5d, 307.1)
            any_player = True
            timing = ir.Timing.SORCERY
            continue
        if is_(item, (nodes.OnlyOpponentsMayActivate, nodes.OnlyOpponentsAsSorcery)):
            # "Only your opponents may activate this ability [and only as a sorcery]." (CR
            # 602.2: the opponent who activates it pays its costs and controls it, CR 113.8;
            # a sorcery timing is that player's, CR 602.5d)
            only_opponents = True
            if is_(item, nodes.OnlyOpponentsAsSorcery):
                timing = ir.Timing.SORCERY
            continue
        if is_(item, nodes.ActivateAtMostCounted):
            # "Activate no more times each turn than the number of snow Swamps you control."
            # (CR 602.5b): a limit counted as it is activated, not read yet
            raise Unsupported(item, "a limit on activations counted as it is activated")
        if is_(item, nodes.ActivationRestriction):
            timing = ir.Timing.SORCERY
            continue
        if is_(item, nodes.OnceEachTurn):
            per_turn = 1
            continue
        if is_(item, nodes.ActivateAtMost):
            # "Activate no more than twice each turn." (CR 602.5b): at most that many
            # activations of this ability each turn.
            (times,) = take(item)
            assert isinstance(times, nodes.Lexeme)
            per_turn = _TIMES_EACH_TURN[times.text.split()[0].lower()]
            continue
        if is_(item, nodes.ActivateOnlyAsInstant):
            continue
        if is_(item, nodes.SorceryOnceEachTurn):
            # "Activate only as a sorcery and only once each turn." (CR 602.5d, 602.5b)
            timing = ir.Timing.SORCERY
            per_turn = 1
            continue
        if is_(item, nodes.AnyPlayerDuring):
            # "... but only during their draw step": a window of the activating player's turn
            raise Unsupported(item, "an ability any player may activate (CR 602.2)")
        if is_(item, nodes.ActivateOnlyDuring):
            if condition is not None:
                raise Unsupported(item, "'Activate only' a window and a condition")
            window, once = take(item)
            condition = turn_window(window)  # type: ignore[arg-type]
            per_turn = 1 if once is not None else per_turn
            continue
        if is_(item, (nodes.WindowAndOnlyIf, nodes.YourTurnAndOnlyIf)):
            # "Activate only during your upkeep and only if you control a Swamp.", "Activate
            # only during your turn and only if an opponent lost life this turn." (CR 602.5b):
            # both must hold as it begins to be activated, one condition of all of them
            if ctx is None or condition is not None:
                raise Unsupported(item, "'Activate only' a window and a condition")
            parts = [i for i in take(item) if isinstance(i, nodes.Node)]
            if is_(item, nodes.WindowAndOnlyIf):
                window_node, test_node = parts
                window: ir.Condition = turn_window(window_node)
            else:
                (test_node,) = parts
                window = ir.IsYourTurn(span=item.span)
            test = condition_ir(test_node, ctx)
            if _read_while_resolving(test):
                raise Unsupported(item, "'Activate only if' a search this way")
            condition = ir.AllConditions((window, test), span=item.span)
            continue
        if ctx is None or condition is not None:
            raise Unsupported(item, "'Activate only if' a condition")
        if is_(item, nodes.ActivateOnlyDuringYourTurn):
            condition = ir.IsYourTurn(span=item.span)  # CR 602.5b
            continue
        if is_(item, nodes.YourTurnOnceEachTurn):
            # "Activate only during your turn and only once each turn." (CR 602.5b)
            condition = ir.IsYourTurn(span=item.span)
            per_turn = 1
            continue
        is_named(item, _IF_RESTRICTIONS)
        condition = condition_ir(take(item)[0], ctx)  # type: ignore[arg-type]
        if _read_while_resolving(condition):
            raise Unsupported(item, "'Activate only if' a search this way")
        if type(item) in (nodes.ActivateOnlyIfAsSorcery, nodes.SorceryAndOnlyIf):
            timing = ir.Timing.SORCERY
        elif type(item) is nodes.OnceEachTurnIf:
            per_turn = 1
    if (any_player or only_opponents) and condition is not None:
        raise Unsupported(statement, "an ability any player may activate (CR 602.2)")
    return Activation(
        timing, per_turn, _functions_from(statement), condition, any_player, only_opponents
    )


#: The steps of a turn (CR 500.1) named by "during your [step]" (STEP_NAME), as the runtime
#: names them.
_STEP_NAMES = {
    "upkeep": ("upkeep",),
    "draw step": ("draw",),
    "precombat main phase": ("main1",),
    "postcombat main phase": ("main2",),
    "end step": ("end",),
}
#: The steps of a turn before its declare attackers step in which a player can have priority
#: (CR 502.4: none in the untap step): "before attackers are declared" (CR 508.1).
_BEFORE_ATTACKERS = ("upkeep", "draw", "main1", "beginning_of_combat")
#: The steps of the combat phase (CR 506.1).
_COMBAT = ir.TURN_STEPS[ir.TURN_STEPS.index("beginning_of_combat") : ir.TURN_STEPS.index("main2")]
#: "before blockers are declared" (CR 509.1), of any player's turn: the steps before its
#: declare blockers step in which a player can have priority (as :data:`_BEFORE_ATTACKERS`).
_BEFORE_BLOCKERS = (*_BEFORE_ATTACKERS, "declare_attackers")
#: "during combat after blockers are declared": the steps of the combat phase from the declare
#: blockers step on (CR 506.1, 509).
_COMBAT_AFTER_BLOCKERS = _COMBAT[_COMBAT.index("declare_blockers") :]


def turn_window(window: nodes.Node) -> ir.InTurnWindow:
    """When in the turn an activated ability may be activated (CR 602.5b): "during your
    upkeep / draw step / end step / precombat main phase / postcombat main phase" (that step
    of your turn, CR 501-505, 512), "during your turn, before attackers are declared" (a step
    of your turn before its declare attackers step, CR 508.1), "before attackers are
    declared" (of any player's turn), "during combat" (the combat phase, CR 506.1), "during
    the declare blockers step" (CR 509), "during any upkeep step" (anyone's upkeep), "before
    blockers are declared" (of any turn, CR 509.1) and "during combat after blockers are
    declared" (the combat steps from declare blockers on, CR 506.1)."""
    where = window.span
    if is_(window, nodes.DuringYourStep):
        (step,) = take(window)
        assert isinstance(step, nodes.Lexeme)
        steps = _STEP_NAMES[" ".join(step.text.lower().split())]
        return ir.InTurnWindow(steps, yours=True, span=where)
    if is_(window, nodes.DuringYourTurnBeforeAttackers):
        return ir.InTurnWindow(_BEFORE_ATTACKERS, yours=True, span=where)
    if is_(window, nodes.BeforeAttackersDeclared):
        return ir.InTurnWindow(_BEFORE_ATTACKERS, yours=False, span=where)
    if is_(window, nodes.DuringCombat):
        return ir.InTurnWindow(_COMBAT, yours=False, span=where)
    if is_(window, nodes.DuringDeclareBlockers):
        return ir.InTurnWindow(("declare_blockers",), yours=False, span=where)
    if is_(window, nodes.DuringAnyUpkeep):
        return ir.InTurnWindow(("upkeep",), yours=False, span=where)
    if is_(window, nodes.BeforeBlockersDeclared):
        return ir.InTurnWindow(_BEFORE_BLOCKERS, yours=False, span=where)
    if is_(window, nodes.DuringCombatAfterBlockers):
        return ir.InTurnWindow(_COMBAT_AFTER_BLOCKERS, yours=False, span=where)
    raise Unsupported.quoting(window, "activating only {}")


def _functions_from(statement: nodes.Node) -> tuple[ir.ZoneName, ...]:
    """ "Return ~ from your graveyard ...", "Put ~ from your graveyard into your library third
    from the top": the ability moves its source out of the graveyard, so it works only there
    (CR 113.6m)."""
    moving = (nodes.ReturnFrom, nodes.ReturnFromTapped, nodes.PutFrom)
    for moved in descendants(statement, moving):
        thing, origin = take(moved)[0], take(moved)[1]
        if is_(thing, _SELF) and is_(origin, nodes.Zone) and "graveyard" in lexeme_texts(origin):
            return (ir.ZoneName.GRAVEYARD,)  # type: ignore[arg-type]
    return (ir.ZoneName.BATTLEFIELD,)


def alternative_cost_ir(node: nodes.Node, ctx: AbilityContext) -> ir.Cost:
    """ "You may pay 1 life and exile a blue card from your hand rather than pay this spell's
    mana cost." (CR 118.9): the cost its caster may pay instead of the mana cost. Its parts:
    mana ("pay {W}{U}{B}{R}{G}", "pay {0}": the spell's base cost then, CR 601.2f), life
    (CR 119.4), permanents you control sacrificed (CR 701.21a), returned to their owner's hand
    or untapped ones tapped (CR 118.3), cards of a kind discarded (CR 701.9a) or exiled from
    your hand (CR 406.1) -- each a fixed number. Only "you" pay it; any other part ("reveal
    your hand", a card "with mana value X") is C001 at its span."""
    subject, may, predicates = take(node)
    you = (
        isinstance(subject, nodes.Node)
        and len(subject.items) == 1
        and is_(subject.items[0], nodes.You)
    )
    if not you or may is None or not isinstance(predicates, nodes.Node):
        raise Unsupported(node, "an alternative cost paid by other than you")
    consume_all(subject)
    consume(may)
    mana = ""
    life = 0
    sacrifices: list[ir.SacrificeCost] = []
    returned: list[ir.ReturnToHandCost] = []
    tapped: list[ir.TapUntappedCost] = []
    discarded: list[ir.DiscardCardsCost] = []
    exiled: list[ir.ExileFromHandCost] = []
    for part in take(predicates):
        if not isinstance(part, nodes.Node):
            continue
        inner = part.items[0] if is_(part, nodes.DiscardsAll) and len(part.items) == 1 else None
        if is_(part, nodes.PayMana):
            (symbols,) = take(part)
            assert isinstance(symbols, nodes.Node)
            text = "".join(words(symbols))
            if "X" in text.upper() or mana:
                raise Unsupported.quoting(part, "the alternative cost '{}'")
            mana = runtime_mana(text, part)
        elif isinstance(inner, nodes.PayLife):
            is_(inner, nodes.PayLife)  # the grammar's alternative that holds "pay N life"
            paid = amount(take(inner)[1])  # type: ignore[arg-type]
            if paid.is_x:
                raise Unsupported(inner, "an alternative cost of X life")
            consume_all(inner)
            life += paid.value
        elif is_(part, nodes.Sacrifice):
            sacrificed = _sacrifice(part, ctx)
            if sacrificed.filter is None or take(part)[2:] != (None,):
                raise Unsupported.quoting(part, "the alternative cost '{}'")
            sacrifices.append(sacrificed)
        elif is_(part, nodes.Return):
            returned.append(_alternative_return(part, ctx))
        elif is_(part, nodes.Tap):
            tapped.append(_alternative_tap(part, ctx))
        elif is_(part, nodes.DiscardTyped):
            discarded.append(_alternative_discard(part, ctx))
        elif is_(part, nodes.Exile):
            exiled.append(_exiled_from_hand(part, ctx))
        else:
            raise Unsupported.quoting(part, "the alternative cost '{}'")
    return ir.Cost(
        mana=mana or None,
        sacrifices=tuple(sacrifices),
        pay_life=life,
        tap_untapped=tuple(tapped),
        discard_cards=tuple(discarded),
        return_to_hand=tuple(returned),
        exile_from_hand=tuple(exiled),
        span=node.span,
    )


def _described(n: int, filt: ir.ObjectFilter) -> str:
    article = "an" if filt.description[:1].lower() in "aeiou" else "a"
    return f"{article} {filt.description}" if n == 1 else f"{n} {filt.description}"


def _counted_parts(what: object, doing: str, kind: str = "alternative") -> tuple[int, nodes.Node]:
    """The fixed number and the filter node of "two Islands you control" (not "another");
    ``kind`` names the cost in a refusal ("alternative", "additional")."""
    if not isinstance(what, nodes.Node) or not is_(what, nodes.Counted):
        raise Unsupported(what, f"{doing} this as an {kind} cost")  # type: ignore[arg-type]
    how_many, filter_node = take(what)
    assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
    if is_another(how_many):
        raise Unsupported(what, f"{doing} another as an {kind} cost")
    n = _fixed_count(how_many, doing)
    consume_all(how_many)
    return n, filter_node


def _alternative_return(
    part: nodes.Node, ctx: AbilityContext, kind: str = "alternative"
) -> ir.ReturnToHandCost:
    """ "return two Islands you control to their owner's hand" (CR 118.3)."""
    what, destination = take(part)
    n, filter_node = _counted_parts(what, "returning", kind)
    filt = filter_ir(filter_node, ctx)
    you = filt.controller is not None and filt.controller.who == "you"
    hand = isinstance(destination, nodes.Node) and lexeme_texts(destination)[-1:] == ["hand"]
    if not you or filt.zone is not ir.ZoneName.BATTLEFIELD or filt.other or not hand:
        raise Unsupported.quoting(part, f"the {kind} cost '{{}}'")
    assert isinstance(destination, nodes.Node)
    consume_all(destination)
    return ir.ReturnToHandCost(n, filt, _described(n, filt), span=part.span)


def _alternative_tap(
    part: nodes.Node, ctx: AbilityContext, kind: str = "alternative"
) -> ir.TapUntappedCost:
    """ "tap an untapped creature you control" (CR 118.3: untapped permanents you control)."""
    if len(part.items) != 1:
        raise Unsupported.quoting(part, f"the {kind} cost '{{}}'")
    (what,) = take(part)
    n, filter_node = _counted_parts(what, "tapping", kind)
    filt = filter_ir(filter_node, ctx)
    you = filt.controller is not None and filt.controller.who == "you"
    if filt.tapped is not False or not you or filt.zone is not ir.ZoneName.BATTLEFIELD:
        raise Unsupported.quoting(part, f"the {kind} cost '{{}}'")
    return ir.TapUntappedCost(n, filt, _described(n, filt), span=part.span)


def _alternative_discard(
    part: nodes.Node, ctx: AbilityContext, kind: str = "alternative"
) -> ir.DiscardCardsCost:
    """ "discard a Plains card" (CR 701.9a): that many cards of your hand with the quality."""
    _verb, how_many, *descriptors, noun = take(part)
    assert isinstance(how_many, nodes.Node) and isinstance(noun, nodes.Lexeme)
    if is_another(how_many) or noun.text.lower() not in ("card", "cards"):
        raise Unsupported.quoting(part, f"the {kind} cost '{{}}'")
    n = _fixed_count(how_many, "discarding")
    consume_all(how_many)
    shape = nodes.Filter((*descriptors, nodes.HeadNoun((noun,))))
    filt = filter_ir(shape, ctx)
    for found in descriptors:
        if isinstance(found, nodes.Node):
            consume_all(found)
    if filt.zone is not ir.ZoneName.BATTLEFIELD or filt.controller is not None or filt.other:
        raise Unsupported.quoting(part, f"the {kind} cost '{{}}'")
    filt = dataclasses.replace(filt, zone=ir.ZoneName.HAND, zone_owner=ir.Whose.YOU)
    return ir.DiscardCardsCost(n, filt, _described(n, filt), span=part.span)


def _exiled_from_hand(part: nodes.Node, ctx: AbilityContext) -> ir.ExileFromHandCost:
    """ "exile two green cards from your hand" (CR 406.1): that many cards of your hand with
    the quality; the spell being cast is on the stack as the cost is paid (CR 601.2a), so it
    is never one of them. A card "with mana value X" (the Shoals: X is the exiled card's) is
    refused."""
    if len(part.items) not in (2, 3):
        raise Unsupported.quoting(part, "the cost '{}'")
    what, origin = take(part)[-2:]
    place = zone(origin) if isinstance(origin, nodes.Node) else None
    if place is None or place.owner != "you" or list(place.zones) != ["hand"]:
        raise Unsupported.quoting(part, "the cost '{}'")
    consume_all(origin)
    n, filter_node = _counted_parts(what, "exiling")
    if "X" in lexeme_texts(filter_node):
        raise Unsupported(filter_node, "exiling a card with a quality X as a cost")
    filt = filter_ir(filter_node, ctx)
    if filt.zone is not ir.ZoneName.BATTLEFIELD or filt.controller is not None or filt.other:
        raise Unsupported.quoting(part, "the cost '{}'")
    filt = dataclasses.replace(filt, zone=ir.ZoneName.HAND, zone_owner=ir.Whose.YOU)
    return ir.ExileFromHandCost(n, filt, _described(n, filt) + " from your hand", span=part.span)


def additional_cost_part(part: nodes.Node, ctx: AbilityContext) -> ir.Cost:
    """One part of "As an additional cost to cast this spell, ..." (CR 118.8, 601.2b,
    601.2f-h) other than a sacrifice or "discard N cards", as the part of an
    :class:`karlov.ir.Cost` it states: "pay 3 life" (CR 119.4), "pay X life" (X announced as
    the spell is cast, CR 107.3a), "discard a card at random"
    (CR 701.9b), "discard a land card" / "discard a red or green card" (CR 701.9a), "return a
    land you control to its owner's hand", "tap four untapped creatures you control" (CR
    118.3), "exile a creature card from your graveyard" / "... from your hand" (CR 406.1),
    "reveal a Pirate card from your hand" (CR 701.20a) --
    each a fixed number, paid by the spell's caster. The spell is on the stack as its costs
    are paid (CR 601.2a), so it is never one of the cards discarded or exiled. Any other part
    ("put a -1/-1 counter on a creature you control") is
    :class:`~.context.Unsupported` (C001 at its span)."""
    inner = part.items[0] if is_(part, nodes.DiscardsAll) and len(part.items) == 1 else None
    if isinstance(inner, nodes.PayLife):
        is_(inner, nodes.PayLife)  # the grammar's alternative that holds "pay N life"
        paid = amount(take(inner)[1])  # type: ignore[arg-type]
        consume_all(inner)
        if paid.is_x:  # "pay X life": X announced as the spell is cast (CR 107.3a, 601.2b)
            return ir.Cost(pay_life_x=True, span=part.span)
        return ir.Cost(pay_life=paid.value, span=part.span)
    if is_(part, nodes.DiscardAtRandom):
        _verb, count_noun = take(part)
        assert isinstance(count_noun, nodes.Node)
        word, noun = take(count_noun)
        assert isinstance(word, nodes.Node) and isinstance(noun, nodes.Lexeme)
        n = _fixed_count(word, "discarding")
        if noun.text.lower() != ("card" if n == 1 else "cards"):
            raise Unsupported.quoting(part, "the additional cost '{}'")
        consume_all(count_noun)
        return ir.Cost(discard_random=n, span=part.span)
    if is_(part, nodes.DiscardTyped):
        return ir.Cost(
            discard_cards=(_alternative_discard(part, ctx, "additional"),), span=part.span
        )
    if is_(part, nodes.Return):
        return ir.Cost(
            return_to_hand=(_alternative_return(part, ctx, "additional"),), span=part.span
        )
    if is_(part, nodes.Tap):
        return ir.Cost(tap_untapped=(_alternative_tap(part, ctx, "additional"),), span=part.span)
    if is_(part, nodes.RevealFrom):
        return ir.Cost(reveal_from_hand=(_revealed_from_hand(part, ctx),), span=part.span)
    if is_(part, nodes.Exile) and _exiled_from_your(part, "graveyard"):
        return ir.Cost(exile_from_graveyard=(_additional_exile(part, ctx),), span=part.span)
    if is_(part, nodes.Exile) and _exiled_from_your(part, "hand"):
        return ir.Cost(exile_from_hand=(_exiled_from_hand(part, ctx),), span=part.span)
    raise Unsupported.quoting(part, "the additional cost '{}'")


def _exiled_from_your(part: nodes.Node, where: str) -> bool:
    """Whether an "exile ..." instruction names cards of your ``where`` ("exile a creature
    card from your graveyard"). Read without consuming."""
    if len(part.items) not in (2, 3) or not isinstance(part.items[-2], nodes.Counted):
        return False
    origin = part.items[-1]
    if not isinstance(origin, nodes.Node):
        return False
    try:
        place = zone(origin)
    except Unsupported:
        return False
    return place.owner == "you" and list(place.zones) == [where]


def _additional_exile(part: nodes.Node, ctx: AbilityContext) -> ir.ExileFromGraveyardCost:
    """ "exile a creature card from your graveyard" as a spell's additional cost (CR 406.1,
    601.2h): a fixed number of cards of your graveyard with the quality; "another" or a card
    "with mana value X" is refused."""
    what, origin = take(part)[-2:]
    assert isinstance(origin, nodes.Node)
    consume_all(origin)
    n, filt = _cards_of_yours(part, what, "exiling", ir.ZoneName.GRAVEYARD, ctx)
    return ir.ExileFromGraveyardCost(
        n, filt, _described(n, filt) + " from your graveyard", span=part.span
    )


def _cards_of_yours(
    part: nodes.Node, what: nodes.Node, doing: str, where: ir.ZoneName, ctx: AbilityContext
) -> tuple[int, ir.ObjectFilter]:
    """The number and the filter of "[N] [quality] card(s)" of your ``where`` in a cost that
    exiles or reveals them: a fixed number, a quality without X, no "another" or controller."""
    n, filter_node = _counted_parts(what, doing, "additional")
    if "X" in lexeme_texts(filter_node):
        raise Unsupported(filter_node, f"{doing} a card with a quality X as a cost")
    filt = filter_ir(filter_node, ctx)
    if filt.zone is not ir.ZoneName.BATTLEFIELD or filt.controller is not None or filt.other:
        raise Unsupported.quoting(part, "the additional cost '{}'")
    return n, dataclasses.replace(filt, zone=where, zone_owner=ir.Whose.YOU)


def _revealed_from_hand(part: nodes.Node, ctx: AbilityContext) -> ir.RevealFromHandCost:
    """ "reveal a Pirate card from your hand" as a cost (CR 701.20a, 118.3): a fixed number of
    cards of your hand with the quality, shown and kept there; "another" or a card "with mana
    value X" is refused."""
    what, origin = take(part)
    place = zone(origin) if isinstance(origin, nodes.Node) else None
    if place is None or place.owner != "you" or list(place.zones) != ["hand"]:
        raise Unsupported.quoting(part, "the additional cost '{}'")
    assert isinstance(origin, nodes.Node)
    consume_all(origin)
    n, filt = _cards_of_yours(part, what, "revealing", ir.ZoneName.HAND, ctx)
    return ir.RevealFromHandCost(n, filt, _described(n, filt) + " from your hand", span=part.span)


def sacrifice_cost(part: nodes.Node, ctx: AbilityContext) -> ir.SacrificeCost:
    """ "sacrifice two untapped lands" paid in place of an event (CR 614.12, 701.21a): what
    :func:`_sacrifice` reads of a cost."""
    return _sacrifice(part, ctx)


def discard_cost(part: nodes.Node, ctx: AbilityContext) -> ir.DiscardCardsCost:
    """ "discard a land card" done in place of an event (CR 614.12, 701.9a): what
    :func:`_alternative_discard` reads of a cost."""
    return _alternative_discard(part, ctx, "replacement")
