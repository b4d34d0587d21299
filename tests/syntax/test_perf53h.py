"""Start-up of a one-card ``karlov check`` (issue 24, session 53h).

- The two grammars share a terminal's matcher when the terminal is the same in both (its
  regexp, literal and ``scan``, all that :func:`karlov.frontend.lexer.matcher` reads): the
  card's type line and ability text both read ``CREATURE_TYPE`` (620 strings), whose matcher
  was made twice. A terminal that differs between them (``CARD_TYPE``) keeps a matcher each,
  and every matcher matches exactly as one made afresh.
- ``python -m karlov`` raises the garbage collector's threshold before the command's modules
  load, to the command's own figure (:data:`karlov.cli.GC_THRESHOLD`).
"""

from __future__ import annotations

import ast
from pathlib import Path

from karlov import cli
from karlov.frontend import lexer, syntax

ROOT = Path(__file__).resolve().parents[2]

TEXTS = [
    "Elf Warrior",
    "Time Lord Doctor",
    "Assembly-Worker",
    "elf",
    "Elves",
    "Creature — Elf Warrior",
    "Legendary Artifact Creature",
    "artifact creature",
    "— ",
    "Kor",
    "Korlash",
]


def _grammars() -> tuple[object, object]:
    return syntax.ability_builder().tables, syntax.frame_builder().tables


def test_a_terminal_alike_in_both_grammars_has_one_matcher() -> None:
    ability, card = _grammars()
    alike = [
        name
        for name in card.terminals  # type: ignore[attr-defined]
        if name in ability.terminals  # type: ignore[attr-defined]
        and card.terminals[name].regexp == ability.terminals[name].regexp  # type: ignore[attr-defined]
        and card.terminals[name].literal == ability.terminals[name].literal  # type: ignore[attr-defined]
        and card.terminals[name].scan == ability.terminals[name].scan  # type: ignore[attr-defined]
    ]
    assert "CREATURE_TYPE" in alike
    for name in alike:
        assert lexer._matcher_of(card, name) is lexer._matcher_of(ability, name), name  # type: ignore[arg-type]


def test_a_terminal_that_differs_keeps_its_own_matcher() -> None:
    ability, card = _grammars()
    first, second = ability.terminals["CARD_TYPE"], card.terminals["CARD_TYPE"]  # type: ignore[attr-defined]
    assert (first.regexp, first.scan) != (second.regexp, second.scan)
    assert lexer._matcher_of(ability, "CARD_TYPE") is not lexer._matcher_of(card, "CARD_TYPE")  # type: ignore[arg-type]


def test_shared_matchers_match_as_matchers_made_afresh() -> None:
    """Every matcher either grammar made, against one made now from its own terminal."""
    checked = 0
    for tables in _grammars():
        for name, made in list(tables.matchers.items()):  # type: ignore[attr-defined]
            fresh = lexer.matcher(tables.terminals[name])  # type: ignore[attr-defined]
            for text in TEXTS:
                for pos in range(len(text)):
                    assert made(text, pos) == fresh(text, pos), (name, text, pos)
            checked += 1
    assert checked > 10


def test_python_m_karlov_collects_as_the_command_does() -> None:
    """``karlov/__main__.py`` sets the threshold before importing :mod:`karlov.cli`, so it
    writes the figure out: the same as ``GC_THRESHOLD``."""
    tree = ast.parse((ROOT / "karlov" / "__main__.py").read_text(encoding="utf-8"))
    calls = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "set_threshold"
    ]
    assert len(calls) == 1
    first = calls[0].args[0]
    assert isinstance(first, ast.Constant)
    assert first.value == cli.GC_THRESHOLD
