"""The whole card pool (``tests/data/pool/cards.json.xz``: 17,873 real cards, 1993–2022, Oracle
text as of 2022), run as ``karlov check`` and ``karlov fmt --check`` would run it.

- one card never ends a run: no card makes the parser, the checks, the compiler or the
  formatter fail (an internal error would be X001 on that card; there must be none);
- the share of the pool that parses and the share that plays never fall below the figures
  the grammar and the compiler have reached (``python benchmarks/coverage.py --pool`` prints
  them, by era and card type, with the phrases that still fail);
- ``fmt`` output of every card that parses parses again without error;
- ``check`` and ``fmt`` agree: where ``fmt`` changes a card's text, each change is covered by a
  warning's fix, and applying the fixes gives ``fmt``'s text exactly.
"""

from __future__ import annotations

from functools import cache

from targets.pool_data import parsed_pool, pool_records

from karlov.compiler import compile_diagnostics
from karlov.frontend.diagnostics import Diagnostic
from karlov.frontend.fixes import apply_fixes, format_text
from karlov.frontend.nodes import Card
from karlov.frontend.renderer import render_file
from karlov.frontend.syntax import parse_file
from karlov.importers import CardRecord

from .agreement import uncovered_changes

#: The share of pool cards that parse (no error but C001/C002) today; raise it as the grammar
#: grows.
PARSED_AT_LEAST = 0.9
#: The share of pool cards that compile with no C001 (they play); raise it as lowering grows.
PLAYABLE_AT_LEAST = 0.759


def pool_cards() -> tuple[CardRecord, ...]:
    return pool_records()


@cache
def checked() -> tuple[tuple[str, tuple[Card, ...], tuple[str, ...]], ...]:
    """Each pool card as ``karlov check`` parses it: its text, its parsed cards (none if it
    has an error), and the codes of every diagnostic."""
    return tuple((text, cards, codes) for text, cards, codes, _ in _checked())


@cache
def _checked() -> tuple[tuple[str, tuple[Card, ...], tuple[str, ...], tuple[Diagnostic, ...]], ...]:
    """:func:`checked`, and the warnings with a fix of each card that parses."""
    out = []
    for text, card_file, diagnostics in parsed_pool():
        codes = tuple(d.code for d in diagnostics)
        ok = not any(d.is_error for d in diagnostics)
        fixes = tuple(d for d in diagnostics if d.fix is not None) if ok else ()
        out.append((text, tuple(card_file.cards) if ok else (), codes, fixes))
    return tuple(out)


@cache
def formatted() -> tuple[tuple[int, str, str | None, tuple[Diagnostic, ...]], ...]:
    """Each pool card that parses: its index, its text, what ``fmt`` writes for it, and its
    warnings with a fix."""
    out = []
    for index, (text, cards, _, fixes) in enumerate(_checked()):
        if cards:
            filename = f"pool/{index}.card"
            out.append((index, text, format_text(text, filename, _parse_errors, _rendered), fixes))
    return tuple(out)


def test_the_pool_is_whole() -> None:
    assert len(pool_cards()) == 17_873


def test_no_card_of_the_pool_makes_the_front_end_fail() -> None:
    failed = [text.split("\n")[0] for text, _, codes in checked() if "X001" in codes]
    assert failed == []


def test_no_card_of_the_pool_makes_the_compiler_fail() -> None:
    cards = [card for _, parsed, _ in checked() for card in parsed]
    failures = [d for d in compile_diagnostics(cards) if d.code == "X001"]
    assert [(d.span.file, d.message) for d in failures] == []


def test_parsed_and_playable_shares_do_not_fall() -> None:
    parsed = [cards for _, cards, _ in checked() if cards]
    share = len(parsed) / len(pool_cards())
    assert share >= PARSED_AT_LEAST, f"{share:.1%} of the pool parses"
    compiled = compile_diagnostics([card for cards in parsed for card in cards])
    blocked = {d.span.file for d in compiled if d.is_error}
    playable = sum(1 for cards in parsed if cards[0].span.file not in blocked)
    playable_share = playable / len(pool_cards())
    assert playable_share >= PLAYABLE_AT_LEAST, f"{playable_share:.1%} of the pool plays"


def _parse_errors(text: str, filename: str) -> list:
    return parse_file(text, filename)[1]


def _rendered(text: str, filename: str) -> str | None:
    tree, diagnostics = parse_file(text, filename)
    if any(d.is_error for d in diagnostics):
        return None
    return render_file(tree)


def test_fmt_output_of_every_parsed_pool_card_parses_again() -> None:
    broken = []
    for index, text, formatted_text, _ in formatted():
        if formatted_text is None:
            broken.append((text, "fmt refused a card that check accepts"))
            continue
        errors = [d for d in parse_file(formatted_text, f"pool/{index}.card")[1] if d.is_error]
        if errors:
            broken.append((text, errors[0].message))
    assert broken == []


#: How many pool cards ``fmt`` rewrites (outdated "enters the battlefield" in the 2022 Oracle
#: text, "Tribal"): at least this many, each fully warned.
FMT_CHANGES_AT_LEAST = 1800


def test_check_and_fmt_agree_on_every_parsed_pool_card() -> None:
    """Issue 23: anything ``fmt`` would change is a positioned warning whose fix, applied,
    gives ``fmt``'s text: for every pool card that parses, each span where ``fmt(x)`` differs
    from ``x`` meets a warning with a fix, and applying all the fixes gives ``fmt(x)``."""
    changed = 0
    disagree = []
    for _, text, formatted_text, fixes in formatted():
        assert formatted_text is not None
        if formatted_text != text:
            changed += 1
            uncovered = uncovered_changes(text, formatted_text, fixes)
            if uncovered:
                disagree.append((text, f"no warning at {uncovered}"))
                continue
        fixed = apply_fixes(text, list(fixes))
        if fixed != formatted_text:
            disagree.append((text, fixed))
    assert disagree == []
    assert changed >= FMT_CHANGES_AT_LEAST, changed


def test_no_slip_is_reported_on_oracle_text() -> None:
    """The pool's Oracle text is correct: no pool card gets a capitalization slip (W119), a
    rewrite only the agreement check knows (W120), a wording slip (W121) or another card's
    name (E017); each would be a false alarm."""
    slips = {"W119", "W120", "W121", "E017"}
    found = [(text.split("\n")[0], codes) for text, _, codes in checked() if slips & set(codes)]
    assert found == []
