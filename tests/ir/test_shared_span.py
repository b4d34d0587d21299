"""One Span class for the front end and the IR (karlov.spans): the IR keeps the AST's span
objects instead of copies, and the front end still loads without the IR."""

from __future__ import annotations

from collections.abc import Callable

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.frontend.diagnostics import Span

TEXT = """Probe Bear {1}{G}
Creature — Bear
When this creature enters, draw a card.
2/2
"""


def test_the_front_end_and_the_ir_share_the_span_class() -> None:
    assert Span is ir.Span


def test_the_ir_keeps_the_ast_span_objects() -> None:
    (card,) = karlov.parse(TEXT, "probe.card")
    meaning = compile_card(card).ir
    assert meaning is not None
    assert meaning.span is card.span
    (ability,) = meaning.abilities
    assert ability.span is card.abilities[0].body.span  # type: ignore[union-attr]
    assert str(ability.span) == "probe.card:3:1"


def test_parsing_does_not_load_the_ir(karlov_modules_after: Callable[[str], list[str]]) -> None:
    loaded = karlov_modules_after(
        "import karlov\nkarlov.parse('Probe {1}\\nInstant\\nDraw a card.\\n')"
    )
    assert "karlov.spans" in loaded
    assert [m for m in loaded if m.startswith(("karlov.ir", "karlov.compiler"))] == []
