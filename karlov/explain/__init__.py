"""``karlov explain``: what a card means (from its IR), and the tree the parser built.

- :mod:`.english`: :class:`Meaning`, the IR in plain English (what ``karlov explain`` prints
  and what the language server shows on hover);
- :mod:`.tree`: the parse tree as indented text and as JSON (``--ast``, ``--ast --json``);
- :func:`explain_compiled`: every line of a card that compiles, even when another line of it
  does not (C001): that line says karlov can't play it yet, and why.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .english import Meaning, card_head, explain_meaning, numbered, source_noun
from .tree import explain_json, explain_tree, span_text

__all__ = [
    "Meaning",
    "explain_compiled",
    "explain_json",
    "explain_meaning",
    "explain_tree",
    "source_noun",
    "span_text",
]

#: What a line karlov can't play says: the reason of its C001 diagnostic (``karlov check``).
CANNOT_PLAY = "karlov can't play this line yet: {} ({})."
_C001_PREFIX = "the rules runtime cannot execute this yet: "


def _reason(message: str) -> str:
    """The reason in a C001 message: what the runtime can't execute yet."""
    return message.removeprefix(_C001_PREFIX).rstrip(".")


def _partial(card: Any, compiled: Any) -> str:
    """A card with a line karlov cannot play: each line that compiled, explained, and each
    line that did not, with the reason its diagnostic gives."""
    type_line = card.type_line
    meaning = Meaning(source_noun(type_line.card_types, type_line.subtypes))
    cost = "".join(card.mana_cost) if card.mana_cost else None
    lines = card_head(
        card.name, cost, type_line.supertypes, type_line.card_types, type_line.subtypes
    )
    if card.power_toughness is not None:
        lines.append(f"  {card.power_toughness[0]}/{card.power_toughness[1]}")
    if card.loyalty is not None:
        lines.append(f"  Loyalty {card.loyalty}")
    errors = [d for d in compiled.diagnostics if d.is_error]
    said: set[int] = set()
    explained = {id(source): meanings for source, meanings in compiled.abilities}
    number = 0
    for ability in card.abilities:
        line = ability.span.line if ability.span is not None else None
        here = [d for d in errors if line is not None and d.span.line == line]
        meanings = explained.get(id(ability))
        if meanings is None and not here:
            continue  # a mode of a "Choose one —" line that did not compile, said there
        if meanings == () and not here:
            continue  # reminder text alone, or a mode explained with its modal line
        number += 1
        parts = [meaning.text(item) for item in meanings or ()]
        for diagnostic in here:
            said.add(id(diagnostic))
            parts.append(CANNOT_PLAY.format(_reason(diagnostic.message), diagnostic.code))
        lines.extend(numbered(number, "\n".join(parts)))
    for diagnostic in errors:
        if id(diagnostic) not in said:
            where = f" (line {diagnostic.span.line})" if diagnostic.span is not None else ""
            reason = _reason(diagnostic.message)
            lines.append(f"  karlov can't play this card yet{where}: {reason} ({diagnostic.code}).")
    return "\n".join(lines)


def explain_compiled(cards: Iterable[tuple[Any, Any]]) -> str:
    """Each card of a file as ``karlov explain`` prints it, from ``(card, compiled)`` pairs
    (the parsed :class:`~karlov.frontend.nodes.Card` and its
    :class:`~karlov.compiler.CompiledCard`): the whole card from its IR when it compiled,
    else every line that compiled and, for each line that did not, why (CR 113.3: each
    ability line means what it says on its own)."""
    blocks = []
    for card, compiled in cards:
        if compiled.ir is not None and not any(d.is_error for d in compiled.diagnostics):
            blocks.append(Meaning().card(compiled.ir))
        elif card is not None:
            blocks.append(_partial(card, compiled))
    return "\n\n".join(blocks) + "\n" if blocks else ""
