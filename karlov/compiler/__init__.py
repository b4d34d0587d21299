"""The compiler: from a parsed card to the runtime's card definition and ability objects.

``compile_card(card)`` lowers every classified ability (see :mod:`.abilities`); what the
runtime cannot execute yet becomes a positioned diagnostic (code C001) — the card is then not
playable, rather than playable with a silent no-op. The runtime never imports this package.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..frontend import nodes
from ..frontend.diagnostics import CardError, Diagnostic, Span
from ..runtime import CardDefinition
from .abilities import AbilityCompiler
from .context import Unsupported, runtime_mana, unsupported_diagnostic

__all__ = ["CompiledCard", "compile_card", "compile_diagnostics"]


@dataclass(frozen=True)
class CompiledCard:
    """A compiled card: the runtime definition (``None`` if it could not be compiled), the
    runtime objects of each source ability in order, and the diagnostics."""

    name: str
    definition: CardDefinition | None
    abilities: tuple[tuple[nodes.Ability, tuple[Any, ...]], ...] = ()
    diagnostics: tuple[Diagnostic, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return self.definition is not None

    def require(self) -> CardDefinition:
        """The definition, or :class:`~karlov.CardError` listing why there is none."""
        if self.definition is None:
            raise CardError(list(self.diagnostics))
        return self.definition


def compile_card(card: nodes.Card, library: Any = None) -> CompiledCard:
    """Lower ``card`` into a :class:`~karlov.runtime.CardDefinition` (CR 707.2 values)."""
    filename = card.span.file if card.span is not None else "<string>"
    diagnostics: list[Diagnostic] = []
    try:
        compiler = AbilityCompiler(card, filename, library)
    except Unsupported as error:
        diagnostics.append(unsupported_diagnostic(error, card.span))
        return CompiledCard(card.name, None, (), tuple(diagnostics))
    compiled: list[tuple[nodes.Ability, tuple[Any, ...]]] = []
    for ability in card.abilities:
        try:
            compiled.append((ability, tuple(compiler.compile(ability))))
        except Unsupported as error:
            diagnostics.append(unsupported_diagnostic(error, ability.span))
    if card.mana_cost:
        try:
            runtime_mana("".join(card.mana_cost), None)
        except Unsupported as error:
            diagnostics.append(unsupported_diagnostic(error, _name_span(card)))
    if diagnostics:
        return CompiledCard(card.name, None, tuple(compiled), tuple(diagnostics))
    type_line = card.type_line
    power = toughness = None
    if card.power_toughness is not None:
        power, toughness = (int(v) if v.lstrip("-").isdigit() else 0 for v in card.power_toughness)
    definition = CardDefinition(
        card.name,
        "".join(card.mana_cost) if card.mana_cost else None,
        types=type_line.card_types,
        subtypes=tuple(s.lower() for s in type_line.subtypes),
        supertypes=type_line.supertypes,
        power=power,
        toughness=toughness,
        abilities=tuple(obj for _, objs in compiled for obj in objs),
        text="\n".join(ability.source for ability in card.abilities),
    )
    return CompiledCard(card.name, definition, tuple(compiled), ())


def _name_span(card: nodes.Card) -> Span | None:
    """The card's name on its first line, where a problem with its mana cost is reported."""
    if card.span is None:
        return None
    line = card.span.line
    return Span(card.span.file, line, 1, line, len(card.name) + 1)


def compile_diagnostics(cards: list[nodes.Card]) -> list[Diagnostic]:
    """What ``karlov check`` adds after parsing: every C001 of every card (each compiled
    once; names they mention are looked up among them, then among the bundled cards)."""
    from .library import CardLibrary

    library = CardLibrary.for_cards(cards)
    found: list[Diagnostic] = []
    for card in cards:
        found.extend(library.compiled(card.name).diagnostics)
    return found
