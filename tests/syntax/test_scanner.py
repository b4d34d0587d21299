"""karlov's scanner reads exactly the tokens Lark's contextual lexer reads.

The scanner (``karlov.frontend.lexer``) matches most terminals by dictionary look-ups of the
strings ``tools/gen_tables.py`` lists for them, and the rest with one small regex each; Lark
joins each state's terminals into one regex. Here both read the same text in the same parser
state: every token the driver reads while parsing every line of every bundled card, every
``.card`` file of the tests (the golden inputs among them), the core-set corpus and the
17,873 cards of the development pool (``tests/data/pool/cards.json.xz``), and, at every word
start of those lines, what the state's lexer and the lexer of all terminals (which decides
between "unexpected word" and "unexpected character") read there. Lark's side is
``tools/gen_tables.py``'s Lark parser, with the same word-end rule for keywords.
"""

from __future__ import annotations

import json
import lzma
import string
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from karlov.frontend.driver import ASTBuilder
from karlov.frontend.lexer import StateScanner
from karlov.frontend.syntax import ability_builder, frame_builder, prepare_ability_text, split_file
from karlov.importers import card_text, read_mtgjson

from .test_driver import gen_tables

ROOT = Path(__file__).resolve().parents[2]
POOL = ROOT / "tests" / "data" / "pool" / "cards.json.xz"
CORPUS = ROOT / "tests" / "data" / "corpus"


def _card_texts() -> Iterator[tuple[bool, str]]:
    """(whether it is of the pool, text) of every card file and every card of the corpus and
    the pool."""
    for folder in (ROOT / "karlov" / "cards", ROOT / "tests"):
        for path in sorted(folder.rglob("*.card")):
            yield False, path.read_text(encoding="utf-8", errors="replace")
    documents = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(CORPUS.glob("*.json"))]
    documents.append(json.loads(lzma.decompress(POOL.read_bytes())))
    for index, document in enumerate(documents):
        for _name, card, _reason in read_mtgjson(document):
            if card is not None:
                yield index == len(documents) - 1, card_text(card)


@cache
def _lines() -> tuple[tuple[tuple[str, str, bool], ...], tuple[tuple[str, str, bool], ...]]:
    """Every frame line and every prepared ability line, once each, as (start rule, text,
    whether only in the pool)."""
    frames: dict[tuple[str, str], bool] = {}
    abilities: dict[str, bool] = {}
    for pool, text in _card_texts():
        for item in split_file(text):
            if not isinstance(item, list):
                continue
            kept = [("name_line", item[0].text)]
            if len(item) > 1:
                kept += [("type_line", item[1].text), ("pt_line", item[-1].text)]
            for key in kept:
                frames[key] = frames.get(key, True) and pool
            name = item[0].text.split("{")[0].strip()
            for source in item[2:]:
                prepared, _ = prepare_ability_text(source.text, [name], lambda a, b: None)
                abilities[prepared] = abilities.get(prepared, True) and pool
    return (
        tuple((start, text, pool) for (start, text), pool in sorted(frames.items())),
        tuple(("line", text, pool) for text, pool in sorted(abilities.items())),
    )


def _word_starts(text: str) -> list[int]:
    return [i for i, char in enumerate(text) if char != " " and (i == 0 or text[i - 1] == " ")]


def _compare(grammar: str, builder: ASTBuilder, lines: list[tuple[str, str, bool]]) -> int:
    """Compare the scanners on ``lines`` (start rule, text, whether only in the pool): each
    token the driver reads, and at each word start what the lexer of all terminals reads,
    and, but for the pool's lines (to keep Lark's side from compiling for minutes), what the
    lexer of each state the line passed through reads. Returns how many tokens agreed."""
    lark_lexers = gen_tables.state_lexers(grammar)
    lark_root = gen_tables.lark_parser(grammar).parser.lexer.root_lexer
    tables = builder.tables
    root = StateScanner(tables, tables.root_lexer)
    scanners: dict[int, StateScanner] = {}
    compared = 0
    for start, text, pool in lines:
        builder.trace = trace = []
        try:
            builder.parse_or_fail(text, "t.card", 1, start)
        finally:
            builder.trace = None
        for state, pos, kind, end in trace:
            assert (kind, end) == gen_tables.lark_match(lark_lexers[state], text, pos), (
                text,
                pos,
                state,
            )
        lexers = {tables.state_lexers[state]: state for state, *_ in trace} if not pool else {}
        for pos in _word_starts(text):
            expected = gen_tables.lark_match(lark_root, text, pos)
            assert root.match(text, pos) == expected, (text, pos, "root")
            for lexer, state in lexers.items():
                scanner = scanners.get(lexer)
                if scanner is None:
                    scanner = scanners[lexer] = StateScanner(tables, tables.lexers[lexer])
                expected = gen_tables.lark_match(lark_lexers[state], text, pos)
                assert scanner.match(text, pos) == expected, (text, pos, state)
        compared += len(trace)
    return compared


def test_the_lines_include_the_pool() -> None:
    frames, abilities = _lines()
    assert len(abilities) > 20_000 and len(frames) > 20_000
    assert sum(not pool for *_, pool in abilities) > 1_000


@pytest.mark.parametrize("part", range(4))
def test_ability_lines_read_the_same_tokens_as_lark(part: int) -> None:
    _frames, abilities = _lines()
    lines = list(abilities[part::4])
    assert _compare("ability", ability_builder(), lines) > 10 * len(lines)


def test_frame_lines_read_the_same_tokens_as_lark() -> None:
    frames, _abilities = _lines()
    assert _compare("card", frame_builder(), list(frames)) > len(frames)


# Text made of the grammar's letters and the characters where a scanner could go wrong:
# case folding beyond ASCII (the Kelvin sign folds to k, the long s to s, dotted İ to i),
# word ends (apostrophes, hyphens, digits, underscores), braces, slashes and signs.
_ALPHABET = string.ascii_letters[:30] + "  ',-.:/+{}0123X~—’−•_ſKİéÉ\"()[]"
_WORDS = st.sampled_from(
    [
        "creature",
        "Creatures",
        "CARDS",
        "draw",
        "Draws",
        "has",
        "haste",
        "the battlefield",
        "thebattlefield",
        "non-Elf",
        "nonwhite",
        "Elves",
        "Time Lord",
        "it’s",
        "it's",
        "{2}{R}",
        "{W/P}",
        "+1/+1",
        "-X/-0",
        "[−2]:",
        "with mana value 3",
        "at least 7 life",
        "dis_card",
        "tapped and attacking",
        "Kicker",
        "ſacrifice",
        "Kindred",
    ]
)
_TEXT = st.lists(st.one_of(_WORDS, st.text(_ALPHABET, max_size=6)), max_size=8).map(" ".join)


@settings(max_examples=150, deadline=None)
@given(text=_TEXT, state=st.integers(min_value=0))
def test_any_text_reads_the_same_tokens_as_lark(text: str, state: int) -> None:
    builder = ability_builder()
    tables = builder.tables
    lark_lexers = gen_tables.state_lexers("ability")
    lark_root = gen_tables.lark_parser("ability").parser.lexer.root_lexer
    state %= len(tables.states)
    scanner = StateScanner(tables, tables.lexers[tables.state_lexers[state]])
    root = StateScanner(tables, tables.root_lexer)
    for pos in range(len(text)):
        assert scanner.match(text, pos) == gen_tables.lark_match(lark_lexers[state], text, pos)
        assert root.match(text, pos) == gen_tables.lark_match(lark_root, text, pos)
