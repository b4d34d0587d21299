"""Lowering a card text in a test: its compiled card, its IR abilities, its C001 messages."""

from __future__ import annotations

import karlov
from karlov import ir
from karlov.compiler import CompiledCard, compile_card


def compile_text(text: str) -> CompiledCard:
    """The one card of ``text``, compiled."""
    (card,) = karlov.parse(text)
    return compile_card(card)


def abilities_of(text: str) -> tuple[ir.Ability, ...]:
    """The IR abilities of the one card of ``text``, which must compile with no C001."""
    compiled = compile_text(text)
    assert compiled.ok, [d.render() for d in compiled.diagnostics]
    assert compiled.ir is not None
    return compiled.ir.abilities


def c001_of(text: str) -> list[str]:
    """The C001 messages of the one card of ``text``."""
    return [d.message for d in compile_text(text).diagnostics if d.code == "C001"]
