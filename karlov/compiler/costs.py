"""Lowering costs (CR 118, 602.1) and the restrictions of activated abilities (CR 602.5) to
the IR.

:func:`cost_ir` turns a ``Costs`` node ("{X}{W}{U}{U}, {T}, Sacrifice a Clue") into an
:class:`karlov.ir.Cost`; :func:`activation_ir` reads an activated ability's statement for
"Activate only as a sorcery" (CR 602.5d), "Activate only once each turn" (CR 602.5b) and the
zone its text says it works from (CR 113.6b). The runtime builds the cost it charges from
that IR alone (:func:`karlov.runtime.build.cost`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import ir
from ..frontend import nodes
from .accounting import descendants, is_, lexeme_texts, take
from .context import AbilityContext, Unsupported, runtime_mana
from .lower import span
from .objects import Count, amount, count, filter_ir, is_another

__all__ = ["Activation", "activation_ir", "cost_ir"]

_SELF = (nodes.SelfRef, nodes.SelfName)


def cost_ir(node: nodes.Node, ctx: AbilityContext) -> ir.Cost:
    """The cost ``node`` states: mana symbols (as the runtime pays them), the tap symbol {T}
    (CR 107.5), "Sacrifice this [object]" and "Sacrifice [N] [filter]" (CR 701.21), "Pay N
    life" (CR 119.4). Any other cost is :class:`~.context.Unsupported` (C001 at its span)."""
    mana = ""
    tap = False
    life = 0
    sacrifices: list[ir.SacrificeCost] = []
    for part in take(node):
        if is_(part, nodes.ManaSymbols):
            for lexeme in part.lexemes():  # type: ignore[union-attr]
                if lexeme.text == "{T}":
                    if tap:
                        raise Unsupported(part, "the tap symbol twice in one cost")
                    tap = True
                elif lexeme.text == "{Q}":
                    raise Unsupported(part, "the untap symbol in a cost")
                else:
                    mana += runtime_mana(lexeme.text, lexeme)
        elif is_(part, nodes.SacrificeCost):
            sacrifices.append(_sacrifice(part, ctx))  # type: ignore[arg-type]
        elif is_(part, nodes.PayLifeCost):
            paid = amount(take(part)[0])  # type: ignore[arg-type]
            if paid.is_x:
                raise Unsupported(part, "paying X life")
            life += paid.value
        else:
            raise Unsupported(part, "this cost")
    return ir.Cost(
        mana=mana or None,
        tap=tap,
        sacrifices=tuple(sacrifices),
        pay_life=life,
        span=span(node.span),
    )


def _sacrifice(part: nodes.Node, ctx: AbilityContext) -> ir.SacrificeCost:
    """ "Sacrifice this Case" (``filter`` None) or "Sacrifice a Clue": ``count`` permanents
    you control matching the filter (CR 701.21a: you sacrifice only your own)."""
    what = take(part)[1]
    where = span(part.span)
    if is_(what, _SELF):
        return ir.SacrificeCost(1, None, "this", span=where)
    if not is_(what, nodes.Counted):
        raise Unsupported(what, "sacrificing this")
    other = is_another(take(what)[0])
    how_many = Count("exactly", 1) if other else count(take(what)[0])  # type: ignore[arg-type]
    if how_many.relation != "exactly" or how_many.is_x:
        raise Unsupported(take(what)[0], "sacrificing other than a fixed number of permanents")
    filt = filter_ir(take(what)[1], ctx, other=other)  # type: ignore[arg-type]
    if filt.zone is not ir.ZoneName.BATTLEFIELD:
        raise Unsupported(what, "sacrificing what is not a permanent")
    n = how_many.value
    article = "an" if filt.description[:1].lower() in "aeiou" else "a"
    article = "another" if other else article
    described = f"{article} {filt.description}" if n == 1 else f"{n} {filt.description}"
    return ir.SacrificeCost(n, filt, described, span=where)


_RESTRICTIONS = frozenset({nodes.ActivationRestriction, nodes.OnceEachTurn, nodes.ActivateOnlyIf})


@dataclass(frozen=True, slots=True)
class Activation:
    """When and where an activated ability may be activated (CR 602.5, 113.6b)."""

    timing: ir.Timing = ir.Timing.INSTANT
    max_per_turn: int | None = None
    zones: tuple[ir.ZoneName, ...] = (ir.ZoneName.BATTLEFIELD,)


def activation_ir(statement: nodes.Node) -> Activation:
    """The restrictions an activated ability's ``StatementBody`` states after its effect:
    "Activate only as a sorcery." (CR 602.5d), "Activate only once each turn." (CR 602.5b);
    and where it works: the graveyard for "Return this card from your graveyard ..."
    (CR 113.6b), else the battlefield. Another restriction ("Activate only if ...") is
    :class:`~.context.Unsupported`."""
    timing = ir.Timing.INSTANT
    per_turn: int | None = None
    for item in statement.items:
        if type(item) not in _RESTRICTIONS:  # class dispatch first (compile throughput)
            continue
        if is_(item, nodes.ActivationRestriction):
            timing = ir.Timing.SORCERY
        elif is_(item, nodes.OnceEachTurn):
            per_turn = 1
        else:
            raise Unsupported(item, "'Activate only if' a condition")
    return Activation(timing, per_turn, _functions_from(statement))


def _functions_from(statement: nodes.Node) -> tuple[ir.ZoneName, ...]:
    for moved in [
        *descendants(statement, nodes.ReturnFrom),
        *descendants(statement, nodes.ReturnFromTapped),
    ]:
        thing, origin = take(moved)[0], take(moved)[1]
        if is_(thing, _SELF) and is_(origin, nodes.Zone) and "graveyard" in lexeme_texts(origin):
            return (ir.ZoneName.GRAVEYARD,)  # type: ignore[arg-type]
    return (ir.ZoneName.BATTLEFIELD,)
