"""The core-set corpus (``tests/data/corpus/``): real Oracle text from M19, M20 and M21.

- coverage never falls below the figure the grammar has reached (``benchmarks/coverage.py``
  prints it and the phrases that still fail), nor does the share of cards that play (the
  compiler lowers every clause: no C001; ``coverage.py --blockers`` prints why the others don't);
- a card that parses gets no templating warning other than W101 (the corpus predates the 2024
  "enters" wording) and, on a type line that prints one, W123 (a creature type CR 205.3m no
  longer lists, such as "Viashino"): any other warning on correct Oracle text is a false alarm;
- ``fmt`` output for every parsed card parses again, with no warning but that W123, and
  formatting it again changes nothing (the modernisation is lossless and stable).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from karlov.frontend.renderer import render_file
from karlov.frontend.syntax import parse_file
from karlov.importers import CardRecord, card_text, read_mtgjson
from karlov.subtypes import RETIRED_CREATURE_TYPES

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"

#: The share of corpus cards that parse today; raise it as the grammar grows.
PARSED_AT_LEAST = 0.98
#: The share of corpus cards that compile with no C001 (they play); raise it as lowering grows.
PLAYABLE_AT_LEAST = 0.82


@cache
def corpus_cards() -> tuple[CardRecord, ...]:
    seen: dict[str, CardRecord] = {}
    for path in sorted(CORPUS.glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        for name, card, _ in read_mtgjson(document):
            if card is not None:
                seen.setdefault(name, card)
    return tuple(seen.values())


@cache
def parsed_texts() -> tuple[str, ...]:
    texts = []
    for card in corpus_cards():
        text = card_text(card)
        _, diagnostics = parse_file(text, "corpus.card")
        if not any(d.is_error for d in diagnostics):
            texts.append(text)
    return tuple(texts)


def test_the_corpus_is_the_three_core_sets() -> None:
    assert len(corpus_cards()) == 832  # 912 records, 80 reprinted between the sets


def test_coverage_does_not_fall() -> None:
    share = len(parsed_texts()) / len(corpus_cards())
    assert share >= PARSED_AT_LEAST, f"{share:.1%} of the corpus parses"


def test_playable_share_does_not_fall() -> None:
    from karlov.compiler import compile_diagnostics

    playable = 0
    for text in parsed_texts():
        card_file, _ = parse_file(text, "corpus.card")
        if not any(d.is_error for d in compile_diagnostics(card_file.cards)):
            playable += 1
    share = playable / len(corpus_cards())
    assert share >= PLAYABLE_AT_LEAST, f"{share:.1%} of the corpus plays"


def test_correct_oracle_text_gets_no_warning_but_w101() -> None:
    false_alarms = []
    for text in parsed_texts():
        _, diagnostics = parse_file(text, "corpus.card")
        false_alarms += [
            f"{d.code} {d.message}: {text.splitlines()[0]}"
            for d in diagnostics
            if not _outdated_by_the_cr(d.code, text)
        ]
    assert false_alarms == []


def _retired_type(text: str) -> bool:
    """Whether the card's type line prints a creature type CR 205.3m no longer lists."""
    return bool(set(text.splitlines()[1].split()) & set(RETIRED_CREATURE_TYPES))


def _outdated_by_the_cr(code: str, text: str) -> bool:
    """W101 ("enters the battlefield") on any card of the corpus, and W123 on a type line with
    a retired creature type: right Oracle text of its time that the current rules word
    otherwise. Every other warning is a false alarm."""
    return code == "W101" or (code == "W123" and _retired_type(text))


@pytest.mark.parametrize("chunk", range(4))
def test_fmt_modernises_losslessly_and_is_stable(chunk: int) -> None:
    from karlov.cli import _canonical_text

    texts = parsed_texts()[chunk::4]
    for text in texts:
        formatted = _canonical_text(text, "corpus.card")
        assert formatted is not None, text
        assert "enters the battlefield" not in formatted
        tree, diagnostics = parse_file(formatted, "corpus.card")
        codes = [d.code for d in diagnostics if not (d.code == "W123" and _retired_type(text))]
        assert codes == [], (text, formatted)
        assert _canonical_text(formatted, "corpus.card") == formatted
        assert render_file(tree) == formatted


def _modernised(text: str, card_file: object) -> str:
    """The corpus text with only the change ``fmt`` is meant to make: the 2024 "enters"
    wording (W101). A legendary card's name stays as written, full or short: Oracle text
    uses both (CR 201.5c), and each is correct."""
    text = text.replace("enters the battlefield", "enters")
    return text.replace("enter the battlefield", "enter")


@pytest.mark.parametrize("chunk", range(4))
def test_fmt_changes_nothing_but_the_modernisations(chunk: int) -> None:
    """Lossless means word for word: every capital, space and keyword of correct Oracle text
    survives ``fmt`` (a quoted word keeps its case, every cost part its capital, a bullet's
    mode its capital, X stays X, "this turn" is not added or dropped)."""
    changed = []
    for text in parsed_texts()[chunk::4]:
        tree, _ = parse_file(text, "corpus.card")
        expected = _modernised(text, tree)
        rendered = render_file(tree)
        if rendered.rstrip("\n") != expected.rstrip("\n"):
            changed.append((expected, rendered))
    assert changed == []
