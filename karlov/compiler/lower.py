"""Lowering to the IR (:mod:`karlov.ir`): what a card means, for the runtime and every target.

The families lowered here are stated fully in the IR and the runtime builds them from it
(:mod:`karlov.runtime.build`): the card's characteristics (CR 109.3), keyword abilities
(CR 702; flashback and kicker with their solved gate, CR 702.169d), mana abilities
(CR 605.1a), the intrinsic mana abilities of basic land types (CR 305.6), "To solve —"
with its condition (CR 719.3a), static abilities with their layers (CR 604, 613), the
replacement effect on created tokens (CR 614.1a) and spell abilities (CR 113.3a) with their
effects as IR trees. Every other
ability is still lowered by :mod:`.abilities` to runtime objects and appears in the IR as
:class:`~karlov.ir.NotLowered` (its kind, text, span and gate).
"""

from __future__ import annotations

import dataclasses
import types
from typing import TYPE_CHECKING

from .. import ir
from ..frontend import nodes
from ..frontend.diagnostics import Span
from ..runtime.layers import BASIC_LAND_COLORS
from .accounting import is_, take, words
from .context import Unsupported

if TYPE_CHECKING:
    from .abilities import AbilityCompiler


def span(source: Span | None) -> ir.Span | None:
    """The IR's copy of a front-end span (the runtime never loads the front end).

    Every IR node gets one, so this is the compiler's most frequent construction: the copy
    fills the five slots directly instead of going through the frozen dataclass's
    ``__init__`` (five ``object.__setattr__`` calls, three times slower); the result is the
    same value (``==`` and ``hash``)."""
    if source is None:
        return None
    copy = _NEW_SPAN(ir.Span)
    _SET_FILE(copy, source.file)
    _SET_LINE(copy, source.line)
    _SET_COLUMN(copy, source.column)
    _SET_END_LINE(copy, source.end_line)
    _SET_END_COLUMN(copy, source.end_column)
    return copy


# The slots of ir.Span, set by ``span``; a change to its fields must change ``span`` too.
if [f.name for f in dataclasses.fields(ir.Span)] != [
    "file",
    "line",
    "column",
    "end_line",
    "end_column",
]:
    raise RuntimeError("ir.Span's fields changed: update karlov.compiler.lower.span")
_NEW_SPAN = ir.Span.__new__
_SET_FILE = ir.Span.file.__set__  # type: ignore[attr-defined]
_SET_LINE = ir.Span.line.__set__  # type: ignore[attr-defined]
_SET_COLUMN = ir.Span.column.__set__  # type: ignore[attr-defined]
_SET_END_LINE = ir.Span.end_line.__set__  # type: ignore[attr-defined]
_SET_END_COLUMN = ir.Span.end_column.__set__  # type: ignore[attr-defined]


def card(card: nodes.Card, abilities: list[ir.Ability], intrinsic: list[ir.Ability]) -> ir.Card:
    """The card's characteristics (CR 109.3, 208: power and toughness as printed) and
    abilities; a "*" power or toughness is not a number the IR states (0 here, as before)."""
    type_line = card.type_line
    power = toughness = None
    if card.power_toughness is not None:
        power, toughness = (int(v) if v.lstrip("-").isdigit() else 0 for v in card.power_toughness)
    return ir.Card(
        card.name,
        "".join(card.mana_cost) if card.mana_cost else None,
        supertypes=tuple(type_line.supertypes),
        types=tuple(type_line.card_types),
        subtypes=tuple(s.lower() for s in type_line.subtypes),
        power=power,
        toughness=toughness,
        abilities=tuple(intrinsic + abilities),
        text="\n".join(ability.source for ability in card.abilities),
        span=span(card.span),
    )


def intrinsic_mana(card: nodes.Card) -> list[ir.Ability]:
    """Each basic land type gives its land "{T}: Add [its mana]" (CR 305.6); the reminder
    text that says so on a basic land has no rules meaning (CR 207.2)."""
    if "land" not in card.type_line.card_types:
        return []
    found: list[ir.Ability] = []
    for subtype in card.type_line.subtypes:
        letter = BASIC_LAND_COLORS.get(subtype.lower())
        if letter is not None:
            found.append(
                ir.ManaAbility((letter,), intrinsic=True, text=f"{{T}}: Add {{{letter}}}.")
            )
    return found


def ability(
    compiler: AbilityCompiler, ability: nodes.Ability, gate: bool = False, text: str = ""
) -> list[ir.Ability] | None:
    """The IR of one ability line in the families above, or ``None`` for the others."""
    text = text or compiler.text(ability)
    body = ability.body
    if ability.kind is nodes.AbilityKind.SOLVED:
        assert ability.solved is not None
        return globals()["ability"](compiler, ability.solved, True, text)
    if ability.kind is nodes.AbilityKind.KEYWORD and body is not None:
        return keywords(body, gate, text)
    if ability.kind is nodes.AbilityKind.STATIC and body is not None:
        return [compiler.static_ir(body, gate, text)]
    if ability.kind is nodes.AbilityKind.REPLACEMENT and body is not None:
        return [compiler.replacement_ir(body, gate, text)]
    if ability.kind is nodes.AbilityKind.TO_SOLVE and body is not None:
        test = _conditions().condition_ir(take(body)[2], compiler.context())
        return [ir.ToSolve(test, text=text, span=span(ability.span))]
    if ability.kind is nodes.AbilityKind.SPELL and body is not None:
        # "Solved —" before a spell's text is E022 (only Cases have it, CR 719.3): the gate
        # has nothing to gate, as before the IR stated spells.
        return [compiler.spell_ir(body, text)]
    if ability.kind is nodes.AbilityKind.ACTIVATED and body is not None and not gate:
        produced = compiler.mana_produced(body)
        if produced is not None:
            return [ir.ManaAbility(tuple(produced), text=text, span=span(ability.span))]
    return None


def _conditions() -> types.ModuleType:
    """:mod:`.conditions`, which imports this module (looked up once, not imported per call)."""
    global _CONDITIONS_MODULE
    if _CONDITIONS_MODULE is None:
        from . import conditions

        _CONDITIONS_MODULE = conditions
    return _CONDITIONS_MODULE


_CONDITIONS_MODULE: types.ModuleType | None = None

SIMPLE = (nodes.SimpleKeyword, nodes.Flashback, nodes.Kicker)


def keywords(body: nodes.Node, gate: bool, text: str) -> list[ir.Ability] | None:
    """A keyword line (CR 702): simple keywords, flashback [cost] and kicker [cost]; a line
    with another keyword (equip, crew, enchant) is left to :mod:`.abilities`."""
    items = body.items
    if not all(isinstance(item, SIMPLE) for item in items):
        return None
    take(body)
    if gate and any(isinstance(item, nodes.SimpleKeyword) for item in items):
        # CR 702.169b would make it a static ability "as long as this Case is solved"; the
        # runtime's keywords are always on.
        raise Unsupported(body, "a keyword ability under 'Solved —'")
    found: list[ir.Ability] = []
    for item in items:
        assert isinstance(item, nodes.Node)
        where = span(item.span)
        if is_(item, nodes.SimpleKeyword):
            (word,) = take(item)
            assert isinstance(word, nodes.Lexeme)
            found.append(ir.KeywordAbility(word.text, gate=gate, text=word.text, span=where))
        else:
            name = "flashback" if isinstance(item, nodes.Flashback) else "kicker"
            is_(item, (nodes.Flashback, nodes.Kicker))
            mana = "".join(words(item))
            found.append(
                ir.KeywordAbility(
                    name, cost=ir.Cost(mana=mana), gate=gate, text=f"{name} {mana}", span=where
                )
            )
    return found
