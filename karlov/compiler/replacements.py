"""Replacement and prevention effects of permanents, by the event they modify (CR 614.1a,
615.1a): "If you would gain life, ...", "If ~ would die, ...", "If a source you control would
deal damage ..., it deals double that damage ... instead", "If damage would be dealt to ~,
prevent that damage. Remove a +1/+1 counter from ~."

Each form is recognised by the whole shape of its line (:func:`shape`): the class of every
node and every word, so a line that says one word more or less than a known form is no form
of it and stays refused (C001) rather than read as the nearest one.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .. import ir
from ..frontend import nodes
from ..frontend.nodes import rule_names
from .accounting import consume_all
from .context import AbilityContext, Unsupported
from .costs import discard_cost, sacrifice_cost
from .objects import counter_name, filter_ir, is_another

#: The events of "If ... would ..." that are damage being dealt (CR 120.3, 615.1a): the only
#: events "prevent that damage" can follow.
DAMAGE_EVENTS = (
    rule_names.WouldDealDamageToOpponent,
    rule_names.DamageWouldBeDealtTo,
    rule_names.WouldDealDamage,
    rule_names.WouldDealDamageToPlayer,
    rule_names.KindOfDamageWouldBeDealtTo,
    rule_names.DamageWouldBeDealtToYou,
    rule_names.WouldDealKindOfDamage,
    rule_names.WouldDealKindOfDamageToPlayer,
    rule_names.WouldDealAmountOfDamage,
    rule_names.WouldDealAmountOfDamageToPlayer,
    rule_names.WouldDealDamageToAPlayer,
    rule_names.DamageWouldBeDealtWhile,
    rule_names.WouldDealDamageToEnchantedPlayer,
    rule_names.WouldDealDamageToYouOr,
    rule_names.DamageWouldBeDealtToAPlayer,
)

#: A node's shape: its class name and its children's shapes; a word is its lowercase text.
Shape = tuple[Any, ...] | str | None


def shape(node: object) -> Shape:
    """The class of every node under ``node`` and its words, as nested tuples (reads
    without consuming)."""
    if node is None:
        return None
    if isinstance(node, nodes.Lexeme):
        return node.text.lower()
    assert isinstance(node, nodes.Node)
    return (type(node).__name__, *(shape(item) for item in node.items))


def _clause(subject: Shape, predicate: Shape) -> Shape:
    """The shape of ``ReplacedBy`` holding the one clause ``[subject] predicate``."""
    subject_shape = None if subject is None else ("Subject", subject)
    clause = ("Clause", subject_shape, None, ("Predicates", predicate), None)
    return ("ReplacedBy", ("Clauses", clause))


_SELF = ("SelfName", "~")
_OWNERS_LIBRARY = ("Zone", ("ItsOwners",), ("ZoneWords", "library"))
_A_PERMANENT_OR_PLAYER = ("NounOrNounFilter", ("HeadNoun", "permanent"), "or player")

#: "If [~] would die, [instead]": what happens to it instead (CR 614.1a, 700.4).
_DIES_INSTEAD: dict[Shape, str] = {
    _clause(None, ("Exile", ("It",), None)): "exile",
    _clause(None, ("Exile", _SELF, None)): "exile",
    _clause(None, ("Put", ("It",), ("OnTopOf", _OWNERS_LIBRARY, None))): "library_top",
    _clause(None, ("Put", _SELF, ("OnTopOf", _OWNERS_LIBRARY, None))): "library_top",
    _clause(None, ("Put", ("It",), ("OnBottomOf", _OWNERS_LIBRARY, None))): "library_bottom",
    _clause(None, ("Put", _SELF, ("OnBottomOf", _OWNERS_LIBRARY, None))): "library_bottom",
}

#: "If you would gain life, you gain twice that much life instead." (CR 614.1a)
_GAIN_TWICE = _clause(("You",), ("GainTwiceThatMuchLife", "gain", "twice"))

#: "that player gains no life instead" (CR 614.1a)
_GAIN_NONE = _clause(("ThatPlayer",), ("GainNoLife", "gains"))

#: "If an opponent would gain life, that player loses that much life instead." (CR 614.1a)
_GAIN_BECOMES_LOSS = _clause(("ThatPlayer",), ("LoseThatMuchLife", "loses"))

#: "..., it deals double / triple that damage to that permanent or player instead." (CR
#: 614.1a): the multiplier of each form.
_DEALS_MORE: dict[Shape, int] = {
    _clause(("It",), (verb, "deals", ("That", _A_PERMANENT_OR_PLAYER))): times
    for verb, times in (("DealDoubleThatDamage", 2), ("DealTripleThatDamage", 3))
}

_A_SOURCE = ("BareFilter", ("HeadNoun", "source"))
_YOU_CONTROL = ("ControllerQualifier", ("You",), "control")
_A_CREATURE_YOU_CONTROL = ("Filter", ("Types", "creature"), None, _YOU_CONTROL)

#: "Remove a +1/+1 counter from ~." after "prevent that damage" (CR 615.5).
_REMOVE = ("RemoveCounters", ("Count", ("ArticleA",)), ("CounterKind", "+1/+1"), "counter", _SELF)
_REMOVE_A_COUNTER = (
    "Sentence",
    None,
    ("Clauses", ("Clause", None, None, ("Predicates", _REMOVE), None)),
)


def event_replacement(
    body: nodes.Node, ctx: AbilityContext, gate: bool, text: str
) -> ir.ReplacementAbility | None:
    """The replacement ability ``body`` states, if it is one of the forms above; ``None``
    for a line of another form (the caller goes on or refuses it)."""
    found = (
        _gain_life(body)
        or _dies(body)
        or _damaged_dies(body)
        or _described_to_graveyard(body, ctx)
        or _graveyard_from_anywhere(body)
        or _prevented(body)
        or _damage_as_counters(body)
        or _draws_more(body)
        or _counter_instead_of_drawing(body)
        or _enters_uncast(body)
        or _deals_more(body, ctx)
        or _deals_double_to(body)
        or _twice_the_tokens(body)
        or _prevented_in_part(body, ctx)
        or _more_counters(body, ctx)
        or _effect_doubles_counters(body, ctx)
        or _more_counters_of_each_kind(body, ctx)
        or _deals_changed(body, ctx)
        or _self_enters(body, ctx)
        or _prevented_then(body, ctx)
        or _damage_changed(body, ctx)
    )
    if found is None:
        return None
    event, whose, extra, instead, extras = found
    consume_all(body)
    return ir.ReplacementAbility(
        event,
        whose,
        extra,
        instead=instead,
        gate=gate,
        text=text,
        span=body.span,
        **extras,
    )


_Found = tuple[str, ir.Whose, int, str, dict[str, Any]] | None


def _gain_life(body: nodes.Node) -> _Found:
    """ "If you would gain life, you gain that much life plus N instead." / "If an opponent
    would gain life, that player loses that much life instead." (CR 614.1a, 119.10)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if shape(would) == ("WouldGainLife", ("You",), "gain"):
        if shape(replaced) == _GAIN_TWICE:
            return ("gain_life", ir.Whose.YOU, 2, "twice", {})
        plus = _gain_plus(shape(replaced))
        return None if plus is None else ("gain_life", ir.Whose.YOU, plus, "plus", {})
    opponent = shape(would) == ("WouldGainLife", ("OpponentRef",), "gain")
    if opponent and shape(replaced) == _GAIN_BECOMES_LOSS:
        return ("gain_life", ir.Whose.OPPONENT, 0, "lose", {})
    # "If a player would gain life, that player gains no life instead." (Sulfuric Vortex; CR
    # 614.1a): no life is gained, so no "whenever ... gains life" triggers (CR 119.10)
    if shape(would) == ("WouldGainLife", ("APlayer",), "gain") and shape(replaced) == _GAIN_NONE:
        return ("gain_life", ir.Whose.ANY, 0, "none", {})
    return None


def _gain_plus(found: Shape) -> int | None:
    """N of "you gain that much life plus N", N in digits; ``None`` for another clause."""
    for digits in ("1", "2", "3"):  # the pool's cards say 1; 2 and 3 read the same way
        plus = ("GainThatMuchLife", "gain", ("Digits", digits))
        if found == _clause(("You",), plus):
            return int(digits)
    return None


def _dies(body: nodes.Node) -> _Found:
    """ "If ~ would die, exile it / put it on top of / on the bottom of its owner's library
    instead." (CR 614.1a, 700.4)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if shape(would) != ("WouldDie", _SELF):
        return None
    instead = _DIES_INSTEAD.get(shape(replaced))
    return None if instead is None else ("dies", ir.Whose.YOU, 0, instead, {})


#: "a creature dealt damage by ~ this turn" (CR 120.3, 700.4)
_DAMAGED_BY_SELF = ("DealtDamageBySelfThisTurn", "dealt damage by", _SELF)
_A_CREATURE_DAMAGED_BY_SELF = (
    "Counted",
    ("Count", ("ArticleA",)),
    ("Filter", ("Types", "creature"), None, _DAMAGED_BY_SELF),
)


def _damaged_dies(body: nodes.Node) -> _Found:
    """ "If a creature dealt damage by ~ this turn would die, exile it instead." (CR 614.1a,
    700.4; Kumano's Pupils, Frostwielder): any creature this permanent dealt damage to this
    turn, as this permanent is the object it was then (CR 400.7)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if shape(would) != ("WouldDie", _A_CREATURE_DAMAGED_BY_SELF):
        return None
    if shape(replaced) != _clause(None, ("Exile", ("It",), None)):
        return None
    return ("damaged_by_self_dies", ir.Whose.ANY, 0, "exile", {})


#: "exile it instead", the one replacing clause of :func:`_described_to_graveyard`
_EXILE_IT = _clause(None, ("Exile", ("It",), None))
#: the graveyard "a card would be put into [it] from anywhere" names: its owner's (CR 404.2)
_GRAVEYARD_OWNERS: dict[Shape, ir.Whose] = {
    ("AZone", "graveyard"): ir.Whose.ANY,
    ("Zone", ("Your",), ("ZoneWords", "graveyard")): ir.Whose.YOU,
    ("Zone", ("AnOpponents",), ("ZoneWords", "graveyard")): ir.Whose.OPPONENT,
}
_A = ("Count", ("ArticleA",))
_A_CARD = ("Counted", _A, ("BareFilter", ("HeadNoun", "card")))
_A_PERMANENT = ("Counted", _A, ("BareFilter", ("HeadNoun", "permanent")))


def _described_to_graveyard(body: nodes.Node, ctx: AbilityContext) -> _Found:
    """ "If another creature would die, exile it instead." (Void Maw), "If a nontoken creature
    would die, ...", "If a permanent would be put into a graveyard, exile it instead."
    (Samurai of the Pale Curtain: a permanent is put there only from the battlefield, CR
    110.1, so it dies as any permanent does, CR 700.4), "If a card would be put into an
    opponent's graveyard from anywhere, exile it instead." (Leyline of the Void; a card goes to
    its owner's graveyard, CR 404.2; a token or a copy of a spell is no card, CR 108.2).
    The object goes to exile instead (CR 614.1a, 614.6); "another" is any but this permanent.
    Any other wording of the dying objects, or another zone, is left to the caller."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if shape(replaced) != _EXILE_IT:
        return None
    if isinstance(would, nodes.WouldBePutIntoGraveyard):
        hit, zone = would.items
        whose = _GRAVEYARD_OWNERS.get(shape(zone))  # type: ignore[arg-type]
        if shape(hit) != _A_CARD or whose is None:  # type: ignore[arg-type]
            return None
        return ("card_put_into_graveyard", whose, 0, "exile", {})
    if isinstance(would, nodes.WouldBePutIntoGraveyardPlain):
        hit, zone = would.items
        if shape(hit) != _A_PERMANENT or shape(zone) != ("AZone", "graveyard"):  # type: ignore[arg-type]
            return None
        described = hit.items[1]  # type: ignore[union-attr]
        recipients = filter_ir(described, ctx)  # type: ignore[arg-type]
        return ("described_dies", ir.Whose.ANY, 0, "exile", {"recipients": recipients})
    if not isinstance(would, nodes.WouldDie):
        return None
    (hit,) = would.items
    if not isinstance(hit, nodes.Counted):
        return None
    counted, described = hit.items
    another = shape(counted) == ("Count", ("Another",))
    if not (another or shape(counted) == _A) or not isinstance(described, nodes.Node):
        return None
    recipients = filter_ir(described, ctx)
    if another:
        recipients = dataclasses.replace(recipients, other=True)
    return ("described_dies", ir.Whose.ANY, 0, "exile", {"recipients": recipients})


#: "reveal ~ and shuffle it into its owner's library" (CR 701.20a, 701.24a)
_REVEAL_AND_SHUFFLE_IN = (
    "ReplacedBy",
    (
        "Clauses",
        (
            "Clause",
            None,
            None,
            ("Predicates", ("Reveal", _SELF), ("ShuffleInto", ("It",), _OWNERS_LIBRARY)),
            None,
        ),
    ),
)


def _graveyard_from_anywhere(body: nodes.Node) -> _Found:
    """ "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
    owner's library instead." (Darksteel Colossus, Nexus of Fate; CR 614.1a): from any zone
    the card is in, as it says (CR 113.6b)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if shape(would) != ("WouldBePutIntoGraveyard", _SELF, ("AZone", "graveyard")):
        return None
    if shape(replaced) != _REVEAL_AND_SHUFFLE_IN:
        return None
    return ("put_into_graveyard_from_anywhere", ir.Whose.YOU, 0, "reveal_shuffle_into_library", {})


def _prevented(body: nodes.Node) -> _Found:
    """ "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
    (CR 615.1a, 615.5)."""
    if not isinstance(body, nodes.PreventionThen):
        return None
    would, then = body.items
    if shape(would) != ("DamageWouldBeDealtTo", _SELF) or shape(then) != _REMOVE_A_COUNTER:
        return None
    return ("dealt_damage", ir.Whose.YOU, 1, "prevent_remove_counter", {"counter": "+1/+1"})


#: "put that many +1/+1 counters on it" (CR 122.1)
_THAT_MANY_PLUS_ONE_COUNTERS_ON_IT = _clause(
    None,
    ("PutCounters", ("Count", ("ThatMany",)), ("CounterKind", "+1/+1"), "counters", ("It",)),
)


def _damage_as_counters(body: nodes.Node) -> _Found:
    """ "If damage would be dealt to ~, put that many +1/+1 counters on it instead."
    (Phytohydra; CR 614.1a): a replacement, not a prevention, so it replaces damage that can't
    be prevented too (CR 615.12 is of prevention effects); no damage is dealt."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if shape(would) != ("DamageWouldBeDealtTo", _SELF):
        return None
    if shape(replaced) != _THAT_MANY_PLUS_ONE_COUNTERS_ON_IT:
        return None
    return ("dealt_damage", ir.Whose.YOU, 0, "counters", {"counter": "+1/+1"})


_YOU_WOULD_DRAW_A_CARD = ("WouldDraw", ("You",), "draw", ("CountNoun", ("ArticleA",), "card"))
#: "draw two (three) cards instead": how many each form says
_DRAW_INSTEAD = {
    _clause(None, ("Draw", "draw", ("CountNoun", ("NumberWord", word), "cards"))): n
    for word, n in (("two", 2), ("three", 3))
}


#: "If you would draw a card except the first one you draw in each of your draw steps"
_YOU_WOULD_DRAW_EXCEPT_FIRST = (
    "WouldDrawExceptFirst",
    ("You",),
    "draw",
    ("CountNoun", ("ArticleA",), "card"),
    ("You",),
    "draw",
    ("Your",),
    "draw steps",
)


def _draws_more(body: nodes.Node) -> _Found:
    """ "If you would draw a card, draw two cards instead." (Thought Reflection; CR 614.1a,
    614.11): each of the new draws is a draw other replacement effects may modify, but not
    this one again (CR 614.5). "... a card except the first one you draw in each of your
    draw steps, ..." (Teferi's Ageless Insight): not the first card you draw during your
    draw step (CR 504.1: the turn-based draw, or what replaced it)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    except_first = shape(would) == _YOU_WOULD_DRAW_EXCEPT_FIRST
    if shape(would) != _YOU_WOULD_DRAW_A_CARD and not except_first:
        return None
    n = _DRAW_INSTEAD.get(shape(replaced))
    extras = {"except_first_draw": True} if except_first else {}
    return None if n is None else ("draw", ir.Whose.YOU, n, "draw_more", extras)


def _you_may_put_a_counter_on_self(kind: Shape) -> Shape:
    """The shape of "you may put a [kind] counter on ~" as the replacing clause."""
    put = ("PutCounters", ("Count", ("ArticleA",)), kind, "counter", _SELF)
    clause = ("Clause", ("Subject", ("You",)), ("May",), ("Predicates", put), None)
    return ("ReplacedBy", ("Clauses", clause))


def _counter_instead_of_drawing(body: nodes.Node) -> _Found:
    """ "If you would draw a card, you may put a study counter on ~ instead." (Pursuit of
    Knowledge; CR 614.1a, 614.11): as the draw would happen, you choose; a named counter
    only (one whose rules meaning the runtime lacks is reported, CR 122.1)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if shape(would) != _YOU_WOULD_DRAW_A_CARD or not isinstance(replaced, nodes.Node):
        return None
    kind = next(
        (n for n in _descendants(replaced) if isinstance(n, nodes.NamedCounter)),
        None,
    )
    if kind is None or shape(replaced) != _you_may_put_a_counter_on_self(shape(kind)):
        return None
    return ("draw", ir.Whose.YOU, 1, "may_counter", {"counter": counter_name(kind)})


def _descendants(node: nodes.Node) -> list[nodes.Node]:
    """Every node under ``node`` (read without consuming)."""
    found: list[nodes.Node] = []
    pending = [node]
    while pending:
        current = pending.pop()
        found.append(current)
        pending += [item for item in current.items if isinstance(item, nodes.Node)]
    return found


_A_NONTOKEN_CREATURE = (
    "Counted",
    ("Count", ("ArticleA",)),
    ("Filter", ("Nontoken",), ("Types", "creature"), None),
)


def _enters_uncast(body: nodes.Node) -> _Found:
    """ "If a nontoken creature would enter the battlefield and it wasn't cast, exile it
    instead." (Containment Priest; CR 614.1a, 614.12): a creature card put onto the
    battlefield other than by resolving as a spell that was cast (CR 601.2i)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if shape(would) != ("WouldEnterUncast", _A_NONTOKEN_CREATURE, "enter"):
        return None
    if shape(replaced) != _clause(None, ("Exile", ("It",), None)):
        return None
    return ("enters_uncast", ir.Whose.ANY, 0, "exile", {})


#: "If you do, put ~ onto the battlefield." after what replaces its entering (CR 614.12)
_PUT_SELF = ("Predicates", ("Put", _SELF, ("OntoBattlefield", None)))
_PUT_SELF_ONTO_BATTLEFIELD = ("IfYouDo", ("Clauses", ("Clause", None, None, _PUT_SELF, None)))
#: "If you don't, put it into its owner's graveyard." (CR 608.2c)
_OWNERS_GRAVEYARD = ("Zone", ("ItsOwners",), ("ZoneWords", "graveyard"))
_PUT_IT = ("Predicates", ("Put", ("It",), ("IntoZone", _OWNERS_GRAVEYARD)))
_PUT_IT_INTO_GRAVEYARD = ("Clauses", ("Clause", None, None, _PUT_IT, None))


def _self_enters(body: nodes.Node, ctx: AbilityContext) -> _Found:
    """ "If Lotus Vale would enter the battlefield, sacrifice two untapped lands instead. If
    you do, put Lotus Vale onto the battlefield. If you don't, put it into its owner's
    graveyard." and "If Mox Diamond would enter the battlefield, you may discard a land card
    instead. ..." (CR 614.1a, 614.12, 608.2c): this card entering, replaced by a sacrifice of
    permanents or an optional discard of cards; it enters if that was done, else it goes to
    its owner's graveyard. Only these words: any other follow-up is another form."""
    if not isinstance(body, nodes.ReplacementIfYouDoOrDont):
        return None
    would, replaced, if_you_do, if_you_dont = body.items
    if not (isinstance(would, nodes.WouldEnter) and shape(would.items[0]) == _SELF):
        return None
    if shape(if_you_do) != _PUT_SELF_ONTO_BATTLEFIELD:
        return None
    if shape(if_you_dont) != _PUT_IT_INTO_GRAVEYARD:
        return None
    clause = _one_clause(replaced)
    if clause is None:
        return None
    subject, may, predicates, rest = clause.items
    if rest is not None or not isinstance(predicates, nodes.Node) or len(predicates.items) != 1:
        return None
    (part,) = predicates.items
    you = shape(subject) == ("Subject", ("You",))
    if subject is None and may is None and isinstance(part, nodes.Sacrifice):
        counted = part.items[1]
        if part.items[2:] != (None,) or not isinstance(counted, nodes.Counted):
            return None
        if is_another(counted.items[0]):
            return None  # "another": the card is not on the battlefield yet (CR 614.12)
        sacrificed = sacrifice_cost(part, ctx)
        if sacrificed.filter is None:
            return None
        paid = {"payment": sacrificed.filter}
        return ("self_enters", ir.Whose.YOU, sacrificed.count, "sacrifice", paid)
    if you and may is not None and isinstance(part, nodes.DiscardTyped):
        discarded = discard_cost(part, ctx)
        if discarded.count != 1:
            # "you may discard two ... instead" with fewer in hand: whether one may choose to
            # discard what one can (CR 609.3) is not played
            raise Unsupported(part, "discarding more than one card in place of entering")
        paid = {"payment": discarded.filter}
        return ("self_enters", ir.Whose.YOU, discarded.count, "may_discard", paid)
    return None


def _one_clause(replaced: nodes.Node) -> nodes.Node | None:
    """The one clause of what replaces an event ("sacrifice a Forest"), if it is one."""
    if not isinstance(replaced, nodes.ReplacedBy):
        return None
    (clauses,) = replaced.items
    if not isinstance(clauses, nodes.Clauses) or len(clauses.items) != 1:
        return None
    clause = clauses.items[0]
    return clause if isinstance(clause, nodes.Clause) else None


def _deals_more(body: nodes.Node, ctx: AbilityContext) -> _Found:
    """ "If a source [you control] / a creature you control would deal damage to a permanent
    or player, it deals double (triple) that damage to that permanent or player instead."
    (CR 614.1a, 120.3)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    times = _DEALS_MORE.get(shape(replaced))
    if times is None or not isinstance(would, nodes.WouldDealDamage):
        return None
    subject, verb, hit = would.items
    a_permanent_or_player = ("Counted", ("Count", ("ArticleA",)), _A_PERMANENT_OR_PLAYER)
    if shape(verb) != "deal" or shape(hit) != a_permanent_or_player:
        return None
    found = shape(subject)
    if found == ("Counted", ("Count", ("ArticleA",)), _A_SOURCE):
        return ("deals_damage", ir.Whose.ANY, times, "multiply", {})
    if found == ("Counted", ("Count", ("ArticleA",)), (*_A_SOURCE, _YOU_CONTROL)):
        return ("deals_damage", ir.Whose.YOU, times, "multiply", {})
    if found == ("Counted", ("Count", ("ArticleA",)), _A_CREATURE_YOU_CONTROL):
        assert isinstance(subject, nodes.Node)
        described = filter_ir(subject.items[1], ctx)  # type: ignore[arg-type]
        return ("deals_damage", ir.Whose.YOU, times, "multiply", {"sources": described})
    return None


_A_SOURCE_COUNTED = ("Counted", ("Count", ("ArticleA",)), _A_SOURCE)
_IT_DEALS_DOUBLE = ("Subject", ("It",))
#: "If a source would deal damage to you / to ~ / to an opponent, it deals double that damage
#: to you / to ~ / to that player instead." (CR 614.1a): the recipient each form names
_DOUBLE_TO: dict[tuple[Shape, Shape], str] = {
    (
        ("WouldDealDamageToPlayer", _A_SOURCE_COUNTED, "deal", ("You",)),
        _clause(("It",), ("DealDoubleThatDamageToPlayer", "deals", ("You",))),
    ): "to_you",
    (
        ("WouldDealDamage", _A_SOURCE_COUNTED, "deal", _SELF),
        _clause(("It",), ("DealDoubleThatDamage", "deals", _SELF)),
    ): "to_self",
    (
        ("WouldDealDamageToOpponent", _A_SOURCE_COUNTED, "deal", ("OpponentRef",)),
        _clause(("It",), ("DealDoubleThatDamageToThatPlayer", "deals", ("ThatPlayer",))),
    ): "to_opponent",
}


def _deals_double_to(body: nodes.Node) -> _Found:
    """ "If a source would deal damage to you, it deals double that damage to you instead."
    (Goldnight Castigator), "... to ~, it deals double that damage to ~ instead.", "If a
    source would deal damage to an opponent, it deals double that damage to that player
    instead." (Fiendish Duo; CR 614.1a, 120.3): the recipient read as the damage would be
    dealt -- the ability's controller, one of their opponents, this permanent."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    recipient = _DOUBLE_TO.get((shape(would), shape(replaced)))
    if recipient is None:
        return None
    return ("deals_damage", ir.Whose.ANY, 2, "multiply", {recipient: True})


_ONE_OR_MORE_TOKENS = (
    "Counted",
    ("AtLeast", ("NumberWord", "one")),
    ("BareFilter", ("HeadNoun", "tokens")),
)
_UNDER_YOUR_CONTROL = ("UnderControl", ("Your",), "control")
#: "If one or more tokens would be created [under your control], twice that many of those
#: tokens are created instead." / "If an effect would create one or more tokens under your
#: control, it creates twice that many of those tokens instead." (CR 614.1a, 111.1): whose
#: tokens each form doubles
_TWICE_THE_TOKENS: dict[tuple[Shape, Shape], ir.Whose] = {
    (
        ("TokensWouldBeCreated", _ONE_OR_MORE_TOKENS, _UNDER_YOUR_CONTROL),
        ("TwiceThoseTokensCreated", "twice that many", "of those tokens"),
    ): ir.Whose.YOU,
    (
        ("TokensWouldBeCreated", _ONE_OR_MORE_TOKENS, None),
        ("TwiceThoseTokensCreated", "twice that many", "of those tokens"),
    ): ir.Whose.ANY,
    (
        (
            "EffectWouldCreateTokens",
            "an effect would create",
            _ONE_OR_MORE_TOKENS,
            _UNDER_YOUR_CONTROL,
        ),
        ("CreatesTwiceThoseTokens", "it creates twice that many", "of those tokens"),
    ): ir.Whose.YOU,
}


def _twice_the_tokens(body: nodes.Node) -> _Found:
    """ "If one or more tokens would be created under your control, twice that many of those
    tokens are created instead." (Adrix and Nev, Primal Vigor without "under your control",
    Anointed Procession's "an effect would create"; CR 614.1a, 111.1: every token is created by
    an effect): the same tokens, twice as many, each applying once per event (CR 616.1f)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    whose = _TWICE_THE_TOKENS.get((shape(would), shape(replaced)))
    return None if whose is None else ("create_tokens", whose, 2, "twice", {})


_SOURCE_WORDS = ("BareFilter", ("HeadNoun", "source"))


def _prevented_in_part(body: nodes.Node, ctx: AbilityContext) -> _Found:
    """ "If a source [an opponent controls] / a creature would deal damage to you / to a
    planeswalker you control, prevent 1 of that damage." (Urza's Armor, Guardian Seraph, Orbs
    of Warding, Djeru, With Eyes Open), "..., prevent all but 1 of that damage." (Temple
    Altisaur): a prevention effect of a static ability (CR 615.1a), applied to each source's
    damage to each recipient on its own; the rest of that damage is dealt."""
    if not isinstance(body, (nodes.PreventionOfAmount, nodes.PreventionAllBut)):
        return None
    would, amount = body.items
    if shape(amount) not in (("Digits", "1"), ("Digits", "2"), ("Digits", "3")):
        return None
    assert isinstance(amount, nodes.Node)
    n = int(shape(amount)[1])  # type: ignore[index]
    instead = "prevent" if isinstance(body, nodes.PreventionOfAmount) else "prevent_all_but"
    extras: dict[str, Any] = {}
    if isinstance(would, nodes.WouldDealDamageToYouOr):
        # "to you or a planeswalker you control" (Ajani Steadfast's emblem; CR 120.3): either
        subject, verb, _to_you_or, hit = would.items
        extras["to_you"] = True
    elif isinstance(would, (nodes.WouldDealDamage, nodes.WouldDealDamageToPlayer)):
        subject, verb, hit = would.items
    elif isinstance(would, (nodes.WouldDealKindOfDamage, nodes.WouldDealKindOfDamageToPlayer)):
        # "if a creature would deal combat damage to you" (Thunderstaff; CR 120.2)
        subject, verb, kind, hit = would.items
        if shape(kind) not in ("combat", "noncombat"):
            return None
        extras["damage_kind"] = shape(kind)
    else:
        return None
    if shape(verb) != "deal" or hit is None:
        return None
    if isinstance(would, (nodes.WouldDealDamageToPlayer, nodes.WouldDealKindOfDamageToPlayer)):
        if shape(hit) != ("You",):
            return None
        extras["to_you"] = True
    else:
        recipients = _described_permanents(hit, ctx)
        if recipients is None:
            return None
        extras["recipients"] = recipients
    whose = _prevention_sources(subject, ctx, extras)
    if whose is None:
        return None
    return ("deals_damage", whose, n, instead, extras)


def _described_permanents(hit: object, ctx: AbilityContext) -> ir.ObjectFilter | None:
    """ "a planeswalker you control", "a Cleric creature you control", "another Dinosaur you
    control": a described permanent (one article, or "another"), as a filter matched as the
    damage would be dealt; ``None`` for any other recipient."""
    if not isinstance(hit, nodes.Counted):
        return None
    counted, described = hit.items
    if shape(counted) not in (("Count", ("ArticleA",)), ("Count", ("Another",))):
        return None
    if not isinstance(described, nodes.Filter):
        return None
    found = filter_ir(described, ctx)  # type: ignore[arg-type]
    if shape(counted) == ("Count", ("Another",)):
        found = dataclasses.replace(found, other=True)
    return found


def _prevention_sources(
    subject: object, ctx: AbilityContext, extras: dict[str, Any]
) -> ir.Whose | None:
    """Whose sources "a source", "a source an opponent controls", "a creature" name (and the
    filter a described one matches, in ``extras``)."""
    found = shape(subject)
    if found == ("Counted", ("Count", ("ArticleA",)), _SOURCE_WORDS):
        return ir.Whose.ANY
    opponent = ("ControllerQualifier", ("OpponentRef",), "controls")
    if found == ("Counted", ("Count", ("ArticleA",)), (*_SOURCE_WORDS, opponent)):
        return ir.Whose.OPPONENT
    if found == ("Counted", ("Count", ("ArticleA",)), ("Filter", ("Types", "creature"), None)):
        assert isinstance(subject, nodes.Node)
        extras["sources"] = filter_ir(subject.items[1], ctx)  # type: ignore[arg-type]
        return ir.Whose.ANY
    return None


_PLUS_ONE = ("CounterKind", "+1/+1")


def _more_counters(body: nodes.Node, ctx: AbilityContext) -> _Found:
    """ "If one or more +1/+1 counters would be put on a creature [you control], that many plus
    one +1/+1 counters are put on that creature / it instead." (Conclave Mentor, Hardened
    Scales) / "..., twice that many +1/+1 counters are put on that creature instead."
    (Branching Evolution, Primal Vigor; CR 614.1a, 122.1): the same kind, on the same creature
    (the replacing clause names no other)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if not isinstance(would, nodes.CountersWouldBePut) or not isinstance(replaced, nodes.Node):
        return None
    how_many, kind, noun, hit = would.items
    if shape(how_many) != ("AtLeast", ("NumberWord", "one")) or shape(kind) != _PLUS_ONE:
        return None
    if shape(noun) != "counters" or not isinstance(hit, nodes.Counted):
        return None
    counted, described = hit.items
    if shape(counted) != ("Count", ("ArticleA",)) or not isinstance(described, nodes.Filter):
        return None
    if shape(described)[1] != ("Types", "creature"):  # type: ignore[index]
        return None  # "that creature" names it again: a creature, however described
    that_creature = ("That", ("Filter", ("Types", "creature"), None))
    put_on = (that_creature, ("It",))
    found = shape(replaced)
    plus = ("PlusCounters", ("NumberWord", "one"), _PLUS_ONE, "counters")
    twice = ("TwiceCounters", "twice that many", _PLUS_ONE, "counters")
    if found in tuple((*plus, on) for on in put_on):
        instead, extra = "plus", 1
    elif found in tuple((*twice, on) for on in put_on):
        instead, extra = "twice", 2
    else:
        return None
    recipients = filter_ir(described, ctx)  # type: ignore[arg-type]
    extras = {"counter": "+1/+1", "recipients": recipients}
    return ("counters_put", ir.Whose.ANY, extra, instead, extras)


def _more_counters_of_each_kind(body: nodes.Node, ctx: AbilityContext) -> _Found:
    """ "If one or more counters would be put on an artifact or creature you control, that many
    plus one of each of those kinds of counters are put on that permanent instead." (Winding
    Constrictor; CR 614.1a, 122.1): counters of every kind, put by an effect or as a cost, on
    the same permanent, one more of each kind put (each kind is its own event here, so one
    more of it)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if not isinstance(would, nodes.AnyCountersWouldBePut):
        return None
    how_many, noun, hit = would.items
    if shape(how_many) != ("AtLeast", ("NumberWord", "one")) or shape(noun) != "counters":
        return None
    if not isinstance(hit, nodes.Counted) or shape(hit.items[0]) not in (
        ("Count", ("ArticleA",)),
        ("Count", ("ArticleAn",)),
    ):
        return None
    that_permanent = ("That", ("BareFilter", ("HeadNoun", "permanent")))
    plus = ("PlusEachKindCounters", ("NumberWord", "one"), "counters", that_permanent)
    if shape(replaced) != plus:
        return None
    described = hit.items[1]
    recipients = filter_ir(described, ctx)  # type: ignore[arg-type]
    extras = {"counter": "", "recipients": recipients}
    return ("counters_put", ir.Whose.ANY, 1, "plus", extras)


def _effect_doubles_counters(body: nodes.Node, ctx: AbilityContext) -> _Found:
    """ "If an effect would put one or more counters on a permanent you control, it puts twice
    that many of those counters on that permanent instead." (Doubling Season; CR 614.1a,
    122.1): counters of every kind, put by an effect -- not as a cost, such as a loyalty
    ability's [+1] (CR 606.4) -- on the same permanent."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if not isinstance(would, nodes.EffectWouldPutCounters):
        return None
    _words, how_many, noun, hit = would.items
    if shape(how_many) != ("AtLeast", ("NumberWord", "one")) or shape(noun) != "counters":
        return None
    if not isinstance(hit, nodes.Counted):
        return None
    counted, described = hit.items
    if shape(counted) != ("Count", ("ArticleA",)):
        return None
    found = shape(described)
    if not (isinstance(found, tuple) and found[1] == ("HeadNoun", "permanent")):
        return None  # "that permanent" names it again: a permanent, however described
    that_permanent = ("That", ("BareFilter", ("HeadNoun", "permanent")))
    twice = ("PutsTwiceThoseCounters", "it puts twice that many", "counters", that_permanent)
    if shape(replaced) != twice:
        return None
    recipients = filter_ir(described, ctx)  # type: ignore[arg-type]
    extras = {"counter": "", "recipients": recipients, "by_effect": True}
    return ("counters_put", ir.Whose.ANY, 2, "twice", extras)


def _deals_changed(body: nodes.Node, ctx: AbilityContext) -> _Found:
    """ "If a source [you control] / a spell would deal damage to a permanent or player, it
    deals that much damage plus 2 (minus 1) to that permanent or player instead." (Pyromancer's
    Swath's form, Benevolent Unicorn), "If a source would deal damage to a creature you
    control, it deals that much damage minus 1 to that creature instead." (Lashknife Barrier;
    CR 614.1a, 120.3): the same recipient, the damage changed by that much (none is dealt
    if it becomes 0 or less, CR 120.8)."""
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    if not isinstance(would, nodes.WouldDealDamage):
        return None
    subject, verb, hit = would.items
    if shape(verb) != "deal" or not isinstance(replaced, nodes.Node):
        return None
    change = next(
        (n for n in _descendants(replaced) if isinstance(n, nodes.DealThatMuchDamageChanged)),
        None,
    )
    if change is None:
        return None
    _deal, sign, amount, _to = change.items
    if shape(amount) not in (("Digits", "1"), ("Digits", "2"), ("Digits", "3")):
        return None
    n = int(shape(amount)[1])  # type: ignore[index]
    extras: dict[str, Any] = {}
    a_permanent_or_player = ("Counted", ("Count", ("ArticleA",)), _A_PERMANENT_OR_PLAYER)
    if shape(hit) == a_permanent_or_player:
        again = ("That", _A_PERMANENT_OR_PLAYER)
    elif shape(hit) == ("Counted", ("Count", ("ArticleA",)), _A_CREATURE_YOU_CONTROL):
        assert isinstance(hit, nodes.Node)
        extras["recipients"] = filter_ir(hit.items[1], ctx)  # type: ignore[arg-type]
        again = ("That", ("Filter", ("Types", "creature"), None))
    else:
        return None
    clause = ("DealThatMuchDamageChanged", "deals", shape(sign), shape(amount), again)
    if shape(replaced) != _clause(("It",), clause):
        return None
    found = shape(subject)
    whose = ir.Whose.ANY
    if found == ("Counted", ("Count", ("ArticleA",)), (*_A_SOURCE, _YOU_CONTROL)):
        whose = ir.Whose.YOU
    elif found == ("Counted", ("Count", ("ArticleA",)), ("BareFilter", ("HeadNoun", "spell"))):
        assert isinstance(subject, nodes.Node)
        extras["sources"] = filter_ir(subject.items[1], ctx)  # type: ignore[arg-type]
    elif _typed_source_you_control(found):
        # "an instant or sorcery source you control": its card types, as it deals the damage
        # or as it last existed (CR 113.7a)
        assert isinstance(subject, nodes.Node)
        extras["sources"] = filter_ir(subject.items[1], ctx)  # type: ignore[arg-type]
        whose = ir.Whose.YOU
    elif found in tuple(
        ("Counted", ("Count", ("ArticleA",)), ("Filter", _color_shape(found), ("HeadNoun", noun)))
        for noun in ("source", "spell")
    ):
        # "a red source", "a red spell" (Sulfuric Vapors): its color as it deals the damage or
        # as it last existed (CR 113.7a); a spell deals damage on the stack (CR 608.2)
        assert isinstance(subject, nodes.Node)
        extras["sources"] = filter_ir(subject.items[1], ctx)  # type: ignore[arg-type]
    elif found != ("Counted", ("Count", ("ArticleA",)), _A_SOURCE):
        return None
    instead = "plus" if shape(sign) == "plus" else "minus"
    return ("deals_damage", whose, n, instead, extras)


def _typed_source_you_control(found: Shape) -> bool:
    """Whether ``found`` is "a[n] <card types> source you control" (nothing else)."""
    if not (isinstance(found, tuple) and len(found) == 3 and found[0] == "Counted"):
        return False
    _counted, count_shape, described = found
    if count_shape not in (("Count", ("ArticleA",)), ("Count", ("ArticleAn",))):
        return False
    if not (isinstance(described, tuple) and len(described) == 4):
        return False
    head, types, noun, controller = described
    return (
        head == "Filter"
        and isinstance(types, tuple)
        and types[0] == "Types"
        and noun == ("HeadNoun", "source")
        and controller == _YOU_CONTROL
    )


_COLORS = ("white", "blue", "black", "red", "green")


def _color_shape(found: Shape) -> Shape:
    """The ``("Color", c)`` shape of "a <color> source" in ``found``, if it is one; else a
    shape no node has."""
    try:
        color = found[2][1]  # type: ignore[index]
    except (IndexError, TypeError):
        return ("NoColor",)
    if (
        isinstance(color, tuple)
        and color[0] == "Color"
        and color[1:] in tuple((c,) for c in _COLORS)
    ):
        return color
    return ("NoColor",)


#: The damage events of "If ... would ...", by node class: where the source, the kind of
#: damage, the amount and the recipient are among the node's items (None: not said).
_DAMAGE_EVENT_ITEMS: dict[str, tuple[int | None, int | None, int | None, int | None]] = {
    # class: (source, kind, amount, recipient)
    "DamageWouldBeDealtTo": (None, None, None, 0),
    "DamageWouldBeDealtToYou": (None, None, None, 0),
    "KindOfDamageWouldBeDealtTo": (None, 0, None, 1),
    "WouldDealDamage": (0, None, None, 2),
    "WouldDealDamageToPlayer": (0, None, None, 2),
    "WouldDealDamageToOpponent": (0, None, None, 2),
    "WouldDealKindOfDamage": (0, 2, None, 3),
    "WouldDealKindOfDamageToPlayer": (0, 2, None, 3),
    "WouldDealDamageToAPlayer": (0, 2, None, 3),
    "WouldDealAmountOfDamage": (0, None, 2, 4),
    "WouldDealAmountOfDamageToPlayer": (0, None, 2, 4),
    "WouldDealDamageToEnchantedPlayer": (0, None, None, 2),
    "DamageWouldBeDealtToAPlayer": (None, None, None, 0),
}
_ARTICLES = (("Count", ("ArticleA",)), ("Count", ("ArticleAn",)))
_OPPONENT_CONTROLS = ("ControllerQualifier", ("OpponentRef",), "controls")


def _damage_event(would: nodes.Node, ctx: AbilityContext) -> dict[str, Any] | None:
    """The damage event ``would`` names (CR 120.3, 614.1a) as the fields of
    :class:`~karlov.ir.ReplacementAbility` (``whose`` among them); ``None`` for a source or
    recipient of another shape. The recipient is also kept as ``"again"``: the words the
    replacing clause names it by again ("that permanent or player", "that creature", "that
    player", "you", "~")."""
    where = _DAMAGE_EVENT_ITEMS.get(type(would).__name__)
    if where is None:
        return None
    items = would.items
    at_source, at_kind, at_amount, at_recipient = where
    found: dict[str, Any] = {"whose": ir.Whose.ANY}
    if at_source is not None:
        if shape(items[at_source + 1]) != "deal":
            return None
        if not _damage_source(items[at_source], ctx, found):
            return None
    if at_kind is not None and items[at_kind] is not None:
        kind = shape(items[at_kind])
        if kind not in ("combat", "noncombat"):
            return None
        found["damage_kind"] = kind
    if at_amount is not None:
        amount, bound = shape(items[at_amount]), shape(items[at_amount + 1])
        if not (isinstance(amount, tuple) and amount[0] == "Digits"):
            return None
        found["at_least" if bound == "more" else "at_most"] = int(amount[1])  # type: ignore[arg-type]
    recipient = items[at_recipient] if at_recipient is not None else None
    return found if _damage_recipient(recipient, ctx, found) else None


def _damage_source(source: object, ctx: AbilityContext, found: dict[str, Any]) -> bool:
    """ "~", "a source", "a source you control", "a source an opponent controls", "another
    red source you control", "an instant or sorcery source", "a creature you control": into
    ``found``; whether it is one of these."""
    said = shape(source)
    if said == _SELF:
        found["by_self"] = True
        return True
    if not isinstance(source, nodes.Counted):
        return False
    counted, described = source.items
    another = shape(counted) == ("Count", ("Another",))
    if not (another or shape(counted) in _ARTICLES):
        return False
    if not isinstance(described, (nodes.Filter, nodes.BareFilter)):
        return False
    if shape(described) == _A_SOURCE and not another:
        return True
    if shape(described) == (*_A_SOURCE, _YOU_CONTROL) and not another:
        found["whose"] = ir.Whose.YOU
        return True
    if shape(described) == (*_A_SOURCE, _OPPONENT_CONTROLS) and not another:
        found["whose"] = ir.Whose.OPPONENT
        return True
    sources = filter_ir(described, ctx)  # type: ignore[arg-type]
    found["sources"] = dataclasses.replace(sources, other=True) if another else sources
    return True


def _damage_recipient(recipient: object, ctx: AbilityContext, found: dict[str, Any]) -> bool:
    """ "~", "you", "an opponent", "a player", "a permanent or player", "a creature [you
    control]", "another creature you control", or nothing ("would deal noncombat damage"):
    into ``found``, with the words that name it again; whether it is one of these."""
    said = shape(recipient)
    if recipient is None:
        found["again"] = ()
    elif said == _SELF:
        found["to_self"], found["again"] = True, (_SELF, ("It",))
    elif said == ("You",):
        found["to_you"], found["again"] = True, (("You",),)
    elif said == ("OpponentRef",):
        found["to_opponent"], found["again"] = True, (("ThatPlayer",),)
    elif said == ("APlayer",):
        found["to_player"], found["again"] = True, (("ThatPlayer",),)
    elif said == ("EnchantedPlayer",):  # the player the Aura is attached to (CR 303.4)
        found["to_enchanted_player"], found["again"] = True, (("ThatPlayer",),)
    elif said == ("Counted", ("Count", ("ArticleA",)), _A_PERMANENT_OR_PLAYER):
        found["again"] = (("That", _A_PERMANENT_OR_PLAYER),)
    else:
        described = _described_permanents(recipient, ctx)
        if described is None:
            return False
        noun = shape(recipient.items[1])  # type: ignore[union-attr]
        # "that creature" names "a creature you control" again: its first words, the noun
        found["recipients"] = described
        found["again"] = (("That", (noun[0], noun[1], None)),)  # type: ignore[index]
    return True


def _damage_changed(body: nodes.Node, ctx: AbilityContext) -> _Found:
    """Damage events of every source and recipient :func:`_damage_event` reads, replaced by
    (CR 614.1a, 615.1a): "it deals double that damage to that player instead" (Charging
    Tuskodon), "it deals that much damage plus 1 to that permanent or player instead"
    (Embermaw Hellion), "that source deals 3 damage to that permanent or player instead"
    (Divine Presence, Forethought Amulet), "put that many -1/-1 counters on that creature
    instead" (Soul-Scar Mage), "put that many depletion counters on ~ instead" (Force
    Bubble), or "prevent that damage" (Callous Giant). The replacing clause names the source
    ("it", "that source") and the recipient ("that permanent or player", "that player") by
    the words of the event; any other wording is no form of these."""
    if isinstance(body, nodes.Prevention):
        would, then = body.items
        if then is not None:
            return None
        found = _damage_event(would, ctx) if isinstance(would, nodes.Node) else None
        if found is None:
            return None
        found.pop("again")
        whose = found.pop("whose")
        return ("deals_damage", whose, 0, "prevent_all", found)
    if not isinstance(body, (nodes.Replacement, nodes.ReplacementInsteadFirst)):
        return None
    would, replaced = body.items
    found = _damage_event(would, ctx) if isinstance(would, nodes.Node) else None
    clause = _one_clause(replaced) if isinstance(replaced, nodes.Node) else None
    if found is None or clause is None:
        return None
    subject, may, predicates, duration = clause.items
    if may is not None or duration is not None or not isinstance(predicates, nodes.Node):
        return None
    if len(predicates.items) != 1:
        return None
    (predicate,) = predicates.items
    again = found.pop("again")
    whose = found.pop("whose")
    said, named = shape(predicate), shape(subject)
    source_again = (("Subject", ("It",)), ("Subject", ("That", _A_SOURCE)))
    instead: str | None = None
    extra = 0
    if isinstance(predicate, nodes.PutCounters) and subject is None:
        how_many, kind, noun, on = predicate.items
        if shape(how_many) != ("Count", ("ThatMany",)) or shape(noun) != "counters":
            return None
        found["counter"] = counter_name(kind)  # type: ignore[arg-type]
        if shape(on) == _SELF or (found.get("to_self") and shape(on) in again):
            instead = "counters_on_self"
        elif shape(on) in again and "recipients" in found:
            instead = "counters_on_recipient"
    elif named in source_again and isinstance(said, tuple):
        head, rest = said[0], said[1:]
        if head in ("DealDamage", "DealDamageToPlayers", "DealDamageToThatPlayer"):
            deals, amount, to = rest
            if deals == "deals" and to in again and amount[0] == "Digits":  # type: ignore[index]
                instead, extra = "set", int(amount[1])  # type: ignore[index]
        elif head in ("DealDoubleThatDamage", "DealDoubleThatDamageToThatPlayer"):
            deals, to = rest
            if deals == "deals" and to in again:
                instead, extra = "multiply", 2
        elif head == "DealHalfThatDamage":
            # "it deals half that damage, rounded down, to that permanent or player" (CR
            # 107.1a: the rounding it states)
            deals, half, rounding, to = rest
            if (deals, half, rounding) == ("deals", "half", ", rounded down") and to in again:
                instead = "half_down"
        elif head == "DealDoubleThatDamageInstead":
            # "it deals double that damage instead" (Fire Servant): to the same recipient
            if rest == ("deals", "damage"):
                instead, extra = "multiply", 2
        elif head == "DealThatMuchDamageChanged":
            deals, sign, amount, to = rest
            if deals == "deals" and to in again and amount[0] == "Digits":  # type: ignore[index]
                instead, extra = ("plus" if sign == "plus" else "minus"), int(amount[1])  # type: ignore[index]
    elif (
        named == ("Subject", ("ThatPlayer",))
        and said == _EXILES_THAT_MANY_FROM_THEIR_LIBRARY
        and again == (("ThatPlayer",),)
        and "to_player" in found
    ):
        # "that player exiles that many cards from the top of their library instead"
        # (Crumbling Sanctuary): the player the damage would be dealt to
        instead = "exile_library_top"
    if instead is None:
        return None
    return ("deals_damage", whose, extra, instead, found)


def _that_many_from_top(whose: Shape) -> Shape:
    """The shape of "that many cards from the top of <whose> library"."""
    zone = ("Zone", whose, ("ZoneWords", "library"))
    return ("CardsFromTop", ("Count", ("ThatMany",)), "cards", "from the top of", zone)


_EXILES_THAT_MANY_FROM_THEIR_LIBRARY = ("Exiles", _that_many_from_top(("TheirOwners",)), None)
#: "and exile that many cards from the top of your library" after "prevent that damage"
_AND_EXILE_THAT_MANY_FROM_YOUR_LIBRARY = (
    "Predicates",
    ("Exile", _that_many_from_top(("Your",)), None),
)


#: "You gain life equal to the damage prevented this way." (CR 615.5)
_GAIN_LIFE_PREVENTED = (
    "Sentence",
    None,
    (
        "Clauses",
        (
            "Clause",
            ("Subject", ("You",)),
            None,
            ("Predicates", ("GainLifeEqual", "gain", ("DamagePreventedThisWay",))),
            None,
        ),
    ),
)


def _counter_for_each_prevented(then: Shape) -> tuple[Shape, Shape] | None:
    """ "Put a <kind> counter on <object> for each 1 damage prevented this way." (CR 615.5):
    the counter kind's shape and the object's; ``None`` for any other sentence."""
    if not (isinstance(then, tuple) and len(then) == 3 and then[:2] == ("Sentence", None)):
        return None
    clauses = then[2]
    if not (isinstance(clauses, tuple) and len(clauses) == 2 and clauses[0] == "Clauses"):
        return None
    clause = clauses[1]
    if not (isinstance(clause, tuple) and len(clause) == 6 and clause[0] == "ClauseForEach"):
        return None
    _head, subject, may, predicates, duration, each = clause
    if (subject, may, duration) != (None, None, None):
        return None
    if each != ("ForEachDamagePreventedThisWay", "1"):
        return None
    if not (isinstance(predicates, tuple) and len(predicates) == 2):
        return None
    put = predicates[1]
    if not (isinstance(put, tuple) and len(put) == 5 and put[0] == "PutCounters"):
        return None
    _put, how_many, kind, noun, on = put
    if how_many != ("Count", ("ArticleA",)) or noun != "counter":
        return None
    return kind, on


def _prevented_then(body: nodes.Node, ctx: AbilityContext) -> _Found:
    """ "If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each 1
    damage prevented this way." (Phyrexian Hydra, Stormwild Capridor), "If damage would be
    dealt to another creature you control, prevent that damage. Put a +1/+1 counter on that
    creature for each 1 damage prevented this way." (Vigor), "If noncombat damage would be
    dealt to you, prevent that damage. You gain life equal to the damage prevented this way."
    (Purity): a prevention effect (CR 615.1a) with an additional effect counted by the damage
    it prevented, done right after the prevention (CR 615.5). The damage event is any one
    :func:`_damage_event` reads; the counters go on this permanent ("~") or on the recipient
    named again ("that creature")."""
    if not isinstance(body, (nodes.PreventionThen, nodes.Prevention)):
        return None
    would, then = body.items
    found = _damage_event(would, ctx) if isinstance(would, nodes.Node) else None
    if found is None or then is None:
        return None
    again = found.pop("again")
    whose = found.pop("whose")
    said = shape(then)
    if isinstance(body, nodes.Prevention):
        # "prevent that damage and exile that many cards from the top of your library"
        # (Gloom Surgeon; CR 615.5)
        if said != _AND_EXILE_THAT_MANY_FROM_YOUR_LIBRARY:
            return None
        return ("deals_damage", whose, 0, "prevent_exile_library_top", found)
    if said == _GAIN_LIFE_PREVENTED:
        return ("deals_damage", whose, 0, "prevent_gain_life", found)
    counters = _counter_for_each_prevented(said)
    if counters is None:
        return None
    _kind, on = counters
    assert isinstance(then, nodes.Node)
    put = next(n for n in _descendants(then) if isinstance(n, nodes.PutCounters))
    found["counter"] = counter_name(put.items[1])  # type: ignore[arg-type]
    if on == _SELF:
        return ("deals_damage", whose, 0, "prevent_counters_on_self", found)
    if on in again and "recipients" in found:
        return ("deals_damage", whose, 0, "prevent_counters_on_recipient", found)
    return None
