"""What the family tests of the grammar ask of one line written as the rules text of a test
card: its text, its errors and where the compiler refuses it."""

from __future__ import annotations

import karlov
from karlov import ir


def card_text(line: str, card_type: str) -> str:
    """A one-line card of ``card_type`` whose rules text (its line 3) is ``line``; a creature
    gets a 1/1 line after it."""
    text = f"Test Card {{1}}\n{card_type}\n{line}\n"
    return text + "1/1\n" if card_type.startswith("Creature") else text


def line_errors(line: str, card_type: str) -> list[tuple[str, int]]:
    """The errors ``karlov check`` reports on ``line`` itself, as (code, column); C001 is
    allowed."""
    found = karlov.check(card_text(line, card_type), require_playable=False)
    return [(d.code, d.span.column) for d in found if d.is_error and d.span.line == 3]


def card_errors(line: str, card_type: str) -> list[tuple[str, int]]:
    """The errors ``karlov check`` reports anywhere on the card, as (code, column); C001 is
    allowed."""
    found = karlov.check(card_text(line, card_type), require_playable=False)
    return [(d.code, d.span.column) for d in found if d.is_error]


def refusals(line: str, card_type: str) -> list[tuple[str, int]]:
    """Where the compiler refuses the card (its C001 notes), as (code, column)."""
    found = karlov.check(card_text(line, card_type))
    return [(d.code, d.span.column) for d in found if d.code == "C001"]


def refusal_columns(line: str, card_type: str) -> list[int]:
    """The columns of ``line`` where the compiler refuses it (C001)."""
    found = karlov.check(card_text(line, card_type))
    return [d.span.column for d in found if d.code == "C001" and d.span.line == 3]


def word_column(line: str, word: str) -> int:
    """The column of ``line`` where ``word`` (one or more whole words) starts."""
    return f" {line} ".index(f" {word}") + 1


def compiled_abilities(line: str, card_type: str = "Sorcery") -> tuple[ir.Ability, ...]:
    """The IR abilities of the one-line card (which must compile)."""
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    return compiled.ir.abilities


def ir_values(root: object) -> list[object]:
    """``root`` and every IR value inside it (:func:`karlov.ir.children`, depth first)."""
    found = [root]
    for child in ir.children(root):
        found += ir_values(child)
    return found


def ir_nodes_of(root: object, kind: type) -> list:
    """The IR values of ``kind`` inside ``root``, ``root`` included."""
    return [value for value in ir_values(root) if isinstance(value, kind)]


def cards_lines_text(lines: list[str], card_type: str) -> str:
    """A card of ``card_type`` whose rules text is ``lines`` (line 3 on); a creature gets a
    1/1 line after them."""
    return card_text("\n".join(lines), card_type)


def errors_and_refusals(lines: list[str], card_type: str) -> list[tuple[str, int, int]]:
    """(code, line, column) of each error and C001 note on the card of ``lines``."""
    found = karlov.check(cards_lines_text(lines, card_type), require_playable=False)
    return [(d.code, d.span.line, d.span.column) for d in found if d.is_error or d.code == "C001"]


def assert_refused_at(line: str, card_type: str, refused_at: str | None) -> None:
    """``line`` parses with no error; it plays (``refused_at`` None) or the compiler refuses it
    with one C001 at the words ``refused_at``."""
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", word_column(line, refused_at))]
    assert refusals(line, card_type) == expected


def assert_error_at(line: str, card_type: str, code: str, word: str) -> None:
    """``line`` has exactly one error, ``code``, at the words ``word``."""
    assert card_errors(line, card_type) == [(code, word_column(line, word))]
