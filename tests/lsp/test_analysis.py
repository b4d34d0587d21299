"""The server's pieces without a client: its diagnostics are exactly ``karlov check``'s, its
cache parses a card once per text, its positions count UTF-16 (or UTF-8) units, and
completion offers the parser's words."""

from __future__ import annotations

import pytest

import karlov
from karlov.compiler.library import bundled_card_files
from karlov.frontend.diagnostics import Diagnostic
from karlov.lsp.analysis import CardCache, analyse
from karlov.lsp.completion import line_role, suggestions
from karlov.lsp.positions import UTF8, UTF16, UTF32, character_of, column_of, document_end

MESSY = (
    "# a comment before the first card\n\n\n"
    "Opt {U}  \n"
    "instant\n"
    "Scry 1.  Draw a card\n"
    "# a comment inside a card\n"
    "  \n"
    "Opt {U}\n"
    "Instnat\n\n"
    "# " + "long " * 250 + "\r\n"
    "Shock {R}\n"
    "Instant\n"
    "Shock deals 2 damage to any target.\n\n\n"
)


def _facts(diagnostics: list[Diagnostic]) -> list[tuple[object, ...]]:
    span = "line", "column", "end_line", "end_column"
    return sorted(
        (*(getattr(d.span, name) for name in span), d.severity, d.code, d.message, d.fix)
        for d in diagnostics
    )


def _texts() -> dict[str, str]:
    texts = {str(f): f.read_text(encoding="utf-8") for f in bundled_card_files()}
    texts["all bundled cards in one file"] = "\n".join(texts.values())
    texts["messy"] = MESSY
    texts["comments only"] = "# nothing but a comment\n"
    texts["byte order mark"] = "\ufeffOpt {U}\nInstant\nScry 1. Draw a card.\n"
    return texts


@pytest.mark.parametrize("name", ["messy", "comments only", "byte order mark"])
def test_diagnostics_are_karlov_checks(name: str) -> None:
    text = _texts()[name]
    found = analyse(name, text, CardCache()).diagnostics
    assert _facts(found) == _facts(karlov.check(text, name, require_playable=False))


def test_diagnostics_are_karlov_checks_on_every_bundled_card_file() -> None:
    cache = CardCache()
    for name, text in _texts().items():
        found = analyse(name, text, cache).diagnostics
        assert _facts(found) == _facts(karlov.check(text, name, require_playable=False)), name


def test_an_edit_reparses_only_the_card_it_changed() -> None:
    cache = CardCache()
    cards = ["Opt {U}\nInstant\nScry 1. Draw a card.\n", "Shock {R}\nInstant\nShock deals 2."]
    text = "\n".join(cards) + "\n"
    analyse("doc", text, cache)
    assert cache.parses == 2
    analyse("doc", text.replace("deals 2.", "deals 2 damage to any target."), cache)
    assert cache.parses == 3
    # A card that only moved (a line added above it) is not parsed again.
    moved_text = "# a new comment\n" + text.replace("deals 2.", "deals 2")
    moved = analyse("doc", moved_text, cache)
    assert cache.parses == 4  # the card whose text changed
    assert [placed.first for placed in moved.cards] == [2, 6]
    assert [(d.code, d.span.line) for d in moved.diagnostics] == [("E002", 8)]
    assert _facts(moved.diagnostics) == _facts(karlov.check(moved_text, "doc", False))


def test_positions_in_each_encoding() -> None:
    line = "Café🃏 x"  # é: 1 UTF-16 unit, 2 UTF-8 bytes; 🃏: 2 units, 4 bytes
    assert [character_of(line, 6, e) for e in (UTF16, UTF8, UTF32)] == [7, 10, 6]
    assert [column_of(line, c, UTF16) for c in (3, 4, 5, 6, 7)] == [3, 4, 4, 5, 6]
    assert column_of(line, 9, UTF8) == 5  # inside the 4 bytes of 🃏: that character
    assert column_of(line, 100, UTF16) == len(line)
    assert character_of("abc", 10) == 3  # past the end: the end of the line
    assert document_end("a\r\nb🃏") == (1, 3)
    assert document_end("a\n") == (1, 0)


def test_completion_after_destroy_target_offers_creature() -> None:
    labels = [s.label for s in suggestions("Destroy target ", 15, "ability")]
    assert "creature" in labels
    assert "Destroy" not in labels
    assert [s.label for s in suggestions("Destroy target cr", 17, "ability")] == labels


def test_completion_where_the_text_before_does_not_parse_offers_nothing() -> None:
    assert suggestions("Destroy nonsense zzz ", 21, "ability") == []
    assert suggestions("Opt {U}", 7, "name") == []


def test_line_roles() -> None:
    lines = ["Opt {U}", "# note", "Instant", "Scry 1.", "", "Shock {R}", ""]
    assert [line_role(lines, i) for i in range(len(lines))] == [
        "name",
        "comment",
        "type",
        "ability",
        "ability",  # typed right under a card: its next line
        "name",
        "type",
    ]
