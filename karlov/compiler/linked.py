"""Linked abilities of exiled cards (CR 607.2a): "the exiled card", "cards exiled with ~".

"If an object has an activated or triggered ability printed on it that instructs a player to
exile one or more cards and an ability printed on it that refers either to 'the exiled cards'
or to cards 'exiled with [this object],' these abilities are linked. The second ability refers
only to cards in the exile zone that were put there as a result of an instruction to exile
them in the first ability." (CR 607.2a)

The link is read from the card's lines: the *exiling* lines are its activated and triggered
abilities whose words instruct to exile (an ``Exile``-family effect node, reminder text aside,
CR 207.2); the *referring* words are ``the_exiled`` ("the exiled card"),
``exiled_with_self`` ("cards exiled with ~", "cards exiled with it" in an ability of the
object itself) and ``was_exiled_with_self`` ("a card at random that was exiled with ~").
A referring phrase is linked to each exiling line of the card (CR 607.2a: every such pair
of abilities is linked); none is C001 at the phrase, and so is "the exiled
card" of several lines, or of an activated one (which card is meant would be a reading).
The link's key is the exiling line's number (:func:`link_key`); the exiling ability's
effect is wrapped in :class:`ir.LinkedExile` under that key (:func:`link_exiles`), and the
referring phrase becomes a filter of exiled cards with ``exiled_with`` naming the keys. The
runtime records the cards on the source object itself, so two instances of the card each
refer to their own exiled cards, and an object that left the battlefield and returned is a
new object with none (CR 607.2a, 400.7). "The exiled card(s)" after an exile of the same
effect names what that instruction exiled (:func:`~.objects.exiled_here`, CR 608.2c).

Not linked here (C001): an exile said by a cost (CR 118), by a keyword (hideaway, champion
have their own rules), or by a spell (an instant's or sorcery's own instruction is not an
activated or triggered ability); a referring phrase in a quoted ability (CR 607.1a, 607.1d);
an ability linked to itself (CR 607.1c).
"""

from __future__ import annotations

from collections.abc import Iterator

from .. import ir
from ..frontend import nodes
from .context import AbilityContext, Unsupported

#: The kinds of line whose exile instructions a referring phrase can be linked to (CR 607.2a).
_EXILING_KINDS = (nodes.AbilityKind.TRIGGERED, nodes.AbilityKind.ACTIVATED)

#: The referring phrases (CR 607.2a).
_REFERRING = (nodes.TheExiled, nodes.ExiledWithSelf, nodes.ExiledWithIt, nodes.WasExiledWithSelf)


def _subtree(ability: nodes.Ability) -> Iterator[nodes.Node]:
    """The rule nodes of the line's body (its reminder text is not part of it, CR 207.2)."""
    if ability.solved is not None:
        yield from _subtree(ability.solved)
    if ability.body_nodes:
        yield from ability.body_nodes
        return
    stack = [ability.body] if ability.body is not None else []
    while stack:
        node = stack.pop()
        yield node
        stack.extend(item for item in node.items if isinstance(item, nodes.Node))


def _exiles(node: nodes.Node) -> bool:
    """Whether ``node`` is an instruction to exile (an effect, not a cost or a description)."""
    return isinstance(node, nodes.EffectNode) and type(node).__name__.startswith("Exile")


def exiling_lines(card: nodes.Card) -> list[nodes.Ability]:
    """The card's activated and triggered abilities that instruct to exile (CR 607.2a)."""
    return [
        line
        for line in card.abilities
        if line.kind in _EXILING_KINDS and any(_exiles(node) for node in _subtree(line))
    ]


def _refers(line: nodes.Ability) -> bool:
    return any(isinstance(node, _REFERRING) for node in _subtree(line))


def link_key(line: nodes.Ability) -> str:
    """The key the exiling ``line``'s cards are recorded under: its line number."""
    assert line.span is not None
    return f"line {line.span.line}"


def _line_of(node: nodes.Node, card: nodes.Card) -> nodes.Ability | None:
    span = node.span
    if span is None:
        return None
    for line in card.abilities:
        if line.span is not None and line.span.line <= span.line <= line.span.end_line:
            return line
    return None


def linked_exile(node: nodes.Node, ctx: AbilityContext, singular: bool) -> tuple[str, ...]:
    """The link keys of the referring phrase ``node`` (CR 607.2a): the card's exiling lines
    other than the phrase's own, each linked to it. ``singular`` ("the exiled card"): there
    must be one, a triggered ability, which exiles once for each time it triggers; an
    activated ability may be activated again, and "the exiled card" would then name one of
    several, as it would of several abilities."""
    if ctx.quoted:
        raise Unsupported.quoting(node, "'{}' in a quoted ability (CR 607.1a)")
    own = _line_of(node, ctx.card)
    if own is None:
        raise Unsupported.quoting(node, "'{}' outside an ability line")
    exiling = exiling_lines(ctx.card)
    if own in exiling:
        # CR 607.1c: the ability may be linked to itself (and to another one): which exile
        # is meant would be a reading
        raise Unsupported.quoting(node, "'{}' in an ability that exiles (CR 607.1c)")
    if not exiling:
        raise Unsupported.quoting(
            node, "'{}' without an activated or triggered ability that exiles (CR 607.2a)"
        )
    if singular and len(exiling) != 1:
        raise Unsupported.quoting(node, "'{}' of several abilities that exile")
    if singular and exiling[0].kind is not nodes.AbilityKind.TRIGGERED:
        raise Unsupported.quoting(
            node, "'{}' of an activated ability, which may have exiled several cards"
        )
    return tuple(link_key(line) for line in exiling)


def link_exiles(
    card: nodes.Card, line: nodes.Ability, meaning: list[ir.Ability]
) -> list[ir.Ability]:
    """The IR of ``line``, its effect wrapped in :class:`ir.LinkedExile` if it is an exiling
    line another line of the card refers to (CR 607.2a). Its exile instructions must be ones
    the runtime records: an ``EXILE`` action or an exile until the source leaves, done as the
    ability resolves (not by a delayed or reflexive ability it creates); else C001."""
    if line.kind not in _EXILING_KINDS or line not in exiling_lines(card):
        return meaning
    if not any(_refers(other) for other in card.abilities if other is not line):
        return meaning
    out: list[ir.Ability] = []
    for one in meaning:
        effect = getattr(one, "effect", None)
        if not isinstance(one, ir.TriggeredAbility | ir.ActivatedAbility) or effect is None:
            raise Unsupported(line.body, "an exile linked to another ability (CR 607.2a)")
        if not _records(effect):
            raise Unsupported(
                line.body,
                "an exile linked to another ability (CR 607.2a) the runtime does not record",
            )
        wrapped = ir.LinkedExile(effect, link_key(line), span=getattr(effect, "span", None))
        out.append(_replace(one, effect=wrapped))
    return out


def _replace(ability: ir.Ability, **changes: object) -> ir.Ability:
    import dataclasses

    return dataclasses.replace(ability, **changes)  # type: ignore[type-var]


#: Effects created by the ability that resolve later, apart from it: an exile in them is not
#: recorded (C001).
_LATER = (ir.DelayedInstruction, ir.ReflexiveTrigger, ir.TriggeredAbility, ir.ActivatedAbility)


def _records(effect: object) -> bool:
    """Whether ``effect`` exiles by recorded instructions only, at least once."""
    found = False
    stack: list[tuple[object, bool]] = [(effect, False)]
    while stack:
        node, later = stack.pop()
        exiles = (isinstance(node, ir.Action) and node.verb is ir.Verb.EXILE) or isinstance(
            node, ir.UntilSourceLeaves
        )
        if exiles and later:
            return False
        if exiles:
            found = True
            if isinstance(node, ir.UntilSourceLeaves):
                continue
        inner_later = later or isinstance(node, _LATER)
        stack.extend((child, inner_later) for child in ir.children(node))
    return found
