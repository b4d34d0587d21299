"""The parser's compile caches give back exactly what compiling anew gives."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from karlov.frontend import syntax

PATTERNS = [
    r"(?P<WHEN>(?i:whenever|when)(?![\w'-]))|(?P<NUMBER>\d+)",
    r"(?P<CARD_TYPE>(?:non-?)?(?:artifact|creature)s?(?![\w'-]))|(?P<A>(?i:a))",
    r"(?P<MANA>\{(?:\d{1,2}|[WUBRGCXST])\})",
]
SAMPLES = ["Whenever you attack", "when", "12 damage", "noncreature artifact", "a card", "{2}{U}"]


@pytest.fixture
def fresh_caches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    caches = (syntax._LEXER_PATTERNS, syntax._CALLBACK_CODES)
    saved = [(c.values, c.added, c.path) for c in caches]
    for cache in caches:
        cache.values, cache.added, cache.path = None, False, None
    yield caches
    for cache, (values, added, path) in zip(caches, saved, strict=True):
        cache.values, cache.added, cache.path = values, added, path


def _behaviour(pattern: re.Pattern[str]) -> list[object]:
    out: list[object] = []
    for text in SAMPLES:
        for pos in range(len(text)):
            match = pattern.match(text, pos)
            out.append(None if match is None else (match.span(), match.lastgroup))
    return out


def test_a_pattern_from_the_cache_matches_like_a_fresh_one(fresh_caches) -> None:
    lexer, _ = fresh_caches
    first = [syntax._compile_pattern(p) for p in PATTERNS]
    lexer.save()
    assert lexer.path is not None and lexer.path.exists()
    lexer.values = None  # as a new process would find it: read from disk
    again = [syntax._compile_pattern(p) for p in PATTERNS]
    assert not lexer.added  # nothing new compiled: all came from the file
    for fresh, cached, source in zip(first, again, PATTERNS, strict=True):
        expected = _behaviour(re.compile(source))
        assert _behaviour(fresh) == expected
        assert _behaviour(cached) == expected
        assert cached.groupindex == re.compile(source).groupindex


def test_callback_code_round_trips(fresh_caches) -> None:
    _, callbacks = fresh_caches
    source = "def callback(c):\n    return c[0] + 1"
    code = syntax._callback_code(source)
    callbacks.save()
    callbacks.values = None
    assert syntax._callback_code(source).co_code == code.co_code
    namespace: dict[str, object] = {}
    exec(syntax._callback_code(source), namespace)
    assert namespace["callback"]([41]) == 42  # type: ignore[operator]
