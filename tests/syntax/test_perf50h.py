"""The scanner's word look-ups are shipped with the parser tables (issue 24, session 50h).

``tools/gen_tables.py`` writes each terminal's :func:`karlov.frontend.lexer.word_lookup` (of
the terminals that have one) into the tables, and the scanner reads them from there
(:class:`karlov.frontend.tables.WordLookups`) instead of working them out from the terminals
on every start. Shipped must be computed: for every terminal of both grammars, the shipped
look-up is exactly what ``word_lookup`` makes of the shipped terminal, None included.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from karlov.frontend import lexer, syntax, tables
from karlov.frontend.parser_tables import ability, card

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("module", [ability, card], ids=["ability", "card"])
def test_the_shipped_word_lookups_are_those_of_the_shipped_terminals(module: object) -> None:
    loaded = tables.tables_from_data(module.TABLES)  # type: ignore[attr-defined]
    assert isinstance(loaded.word_lookups, tables.WordLookups)
    with_one = 0
    for name, terminal in loaded.terminals.items():
        computed = lexer.word_lookup(terminal)
        assert loaded.word_lookups[name] == computed, name
        with_one += computed is not None
    assert with_one > 0
    # Only the terminals that have one are shipped (the others read as None).
    shipped_names = module.TABLES["word_lookups"][0]  # type: ignore[attr-defined]
    assert len(shipped_names) == with_one


def test_a_terminal_without_a_word_lookup_reads_as_none() -> None:
    loaded = tables.tables_from_data(ability.TABLES)
    without = next(
        name for name, terminal in loaded.terminals.items() if lexer.word_lookup(terminal) is None
    )
    assert loaded.word_lookups[without] is None
    assert without in loaded.word_lookups  # remembered once looked up


def test_cards_scan_the_same_with_the_shipped_word_lookups() -> None:
    """Every bundled card parses to the same tree and diagnostics with the shipped look-ups as
    with look-ups worked out from the terminals (the scanners are made afresh each time)."""

    def parsed_all() -> list[str]:
        results = []
        for path in sorted((ROOT / "karlov" / "cards").rglob("*.card")):
            card_file, diagnostics = syntax.parse_file(path.read_text(encoding="utf-8"), path.name)
            results.append(repr(card_file) + repr(diagnostics))
        return results

    def fresh(computed: bool) -> None:
        for grammar in ("ability", "card"):
            loaded = syntax.load_tables(grammar)
            loaded.matchers.clear()
            loaded.starts.clear()
            loaded.word_lookups.clear()
            if computed:
                for name in loaded.terminals:
                    loaded.word_lookups[name] = lexer.word_lookup(loaded.terminals[name])
        syntax.ability_builder.cache_clear()
        syntax.frame_builder.cache_clear()

    try:
        fresh(computed=True)
        with_computed = parsed_all()
        fresh(computed=False)
        with_shipped = parsed_all()
    finally:
        fresh(computed=False)
    assert with_shipped == with_computed
    assert len(with_shipped) > 10
