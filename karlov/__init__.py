"""karlov: a compiler and rules runtime for the card text of Magic: The Gathering Case cards.

Front end: :func:`parse` and :func:`check` (text to typed AST and diagnostics),
:func:`render` (AST back to canonical Oracle text).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .shipped import install as _install_shipped

_install_shipped()  # before any of karlov's modules compiles a pattern

if TYPE_CHECKING:
    from .compiler import CompiledCard
    from .frontend.diagnostics import CardError, Diagnostic, Severity, Span
    from .frontend.nodes import Ability, AbilityKind, Card, CardFile
    from .targets.build import BuildResult

# The front end's names load on first use, so that ``import karlov.runtime`` (which plays IR)
# loads neither the front end nor the compiler.
_FRONTEND_NAMES = {
    "CardError": "diagnostics",
    "Diagnostic": "diagnostics",
    "Severity": "diagnostics",
    "Span": "diagnostics",
    "Ability": "nodes",
    "AbilityKind": "nodes",
    "Card": "nodes",
    "CardFile": "nodes",
}


def __getattr__(name: str) -> object:
    module = _FRONTEND_NAMES.get(name)
    if module is None:
        raise AttributeError(f"module 'karlov' has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f".frontend.{module}", __name__), name)


__all__ = [
    "Ability",
    "AbilityKind",
    "Card",
    "CardError",
    "CardFile",
    "Diagnostic",
    "Severity",
    "Span",
    "build",
    "check",
    "compile_card",
    "parse",
    "playability",
    "render",
]

__version__ = "0.1.0"


def parse(text: str, filename: str = "<string>") -> list[Card]:
    """The cards of ``text``; raises :class:`CardError` listing every error if there is one."""
    from .frontend.diagnostics import CardError
    from .frontend.syntax import parse_file

    card_file, errors = parse_file(text, filename, warnings=False)  # warnings: not needed
    if errors:
        raise CardError(errors)
    return card_file.cards


def build(cards: Any, target: str, *, allow_partial: bool = False) -> BuildResult:
    """Engine plugins from IR cards (``karlov.ir.Card``): ``target`` is ``json``, ``forge`` or
    ``phase``; see :func:`karlov.targets.build.build`."""
    from .targets.build import build as build_target

    return build_target(cards, target, allow_partial=allow_partial)


def check(text: str, filename: str = "<string>", require_playable: bool = True) -> list[Diagnostic]:
    """Every diagnostic for ``text`` (errors and warnings), including what the compiler
    cannot lower yet (C001: an error, or a note when ``require_playable`` is false, as
    ``karlov check`` does without ``--require-playable``); never raises on bad card text."""
    from .compiler import compile_diagnostics
    from .frontend.syntax import parse_file

    card_file, diagnostics = parse_file(text, filename)
    return diagnostics + playability(compile_diagnostics(card_file.cards), require_playable)


def playability(diagnostics: list[Diagnostic], require_playable: bool) -> list[Diagnostic]:
    """The compiler's diagnostics with C001 ("the runtime cannot play this yet") kept an error
    when playing is required, else turned into a note: the text is valid Magic, just not
    executable by karlov yet. C002 (text that means nothing as an ability) stays an error."""
    import dataclasses

    from .frontend.diagnostics import Severity

    if require_playable:
        return diagnostics
    return [
        dataclasses.replace(d, severity=Severity.NOTE) if d.code == "C001" else d
        for d in diagnostics
    ]


def render(cards: list[Card] | CardFile) -> str:
    """Canonical Oracle text for cards (``karlov fmt`` output)."""
    from .frontend.nodes import CardFile
    from .frontend.renderer import render_card, render_file

    if isinstance(cards, CardFile):
        return render_file(cards)
    return "\n".join(render_card(card) for card in cards)


def compile_card(card: Card) -> CompiledCard:
    """Lower a parsed card into runtime abilities (see :mod:`karlov.compiler`)."""
    from .compiler import compile_card as lower

    return lower(card)
