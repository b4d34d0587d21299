"""The front end's regexes compiled on first use (``karlov/frontend/patterns.py``)."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from karlov.frontend.patterns import LazyPattern

SOURCE = r"(?<![\w'’-])(tribal)(?![\w'’-])|\s+"
TEXT = st.text(alphabet="tribal TRIBAL-’'x \t", max_size=30)


def test_it_compiles_on_first_use_only() -> None:
    lazy = LazyPattern(SOURCE, re.IGNORECASE)
    assert lazy._compiled is None
    first = lazy.compiled
    assert first is lazy.compiled
    assert (first.pattern, first.flags & re.IGNORECASE) == (SOURCE, re.IGNORECASE)


@given(TEXT, st.integers(0, 31))
def test_it_answers_as_the_compiled_regex(text: str, pos: int) -> None:
    lazy = LazyPattern(SOURCE, re.IGNORECASE)
    eager = re.compile(SOURCE, re.IGNORECASE)

    def spans(match: re.Match[str] | None) -> tuple[int, int] | None:
        return None if match is None else match.span()

    assert spans(lazy.match(text, pos)) == spans(eager.match(text, pos))
    assert spans(lazy.fullmatch(text)) == spans(eager.fullmatch(text))
    assert spans(lazy.search(text, pos)) == spans(eager.search(text, pos))
    assert [m.span() for m in lazy.finditer(text, pos)] == [
        m.span() for m in eager.finditer(text, pos)
    ]
    assert lazy.findall(text) == eager.findall(text)
    assert lazy.sub("~", text) == eager.sub("~", text)
