"""The front end's regexes compiled on first use (``karlov/frontend/patterns.py``)."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from karlov.cr_vocabulary import ABILITY_WORDS
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


# Lines made of ability words (any case), dashes, spaces and the odd letter, so that both
# near misses and matches are drawn; non-ASCII whitespace and letters whose case folding is
# not str.lower's (the Kelvin sign, the long s, the dotted and dotless i) go to the pattern.
_WORDS = st.sampled_from(
    [
        *ABILITY_WORDS,
        "council’s dilemma",
        "will of the",
        *(word.replace("s", "\u017f") for word in ABILITY_WORDS if "s" in word),
        *(word.replace("k", "\u212a") for word in ABILITY_WORDS if "k" in word),
        *(word.replace("i", "\u0130") for word in ABILITY_WORDS if "i" in word),
        *(word.replace("i", "\u0131") for word in ABILITY_WORDS if "i" in word),
    ]
)


@st.composite
def _cased(draw: st.DrawFn) -> str:
    word = draw(_WORDS)
    flips = draw(st.lists(st.booleans(), min_size=len(word), max_size=len(word)))
    return "".join(c.upper() if flip else c for c, flip in zip(word, flips, strict=True))


_LINES = st.one_of(
    st.tuples(
        st.sampled_from(["", " ", "\t", "\u2003"]),
        _cased(),
        st.sampled_from(["", " "]),
        st.sampled_from(["-", "--", "–", "—", ""]),
        st.sampled_from([" x", "", "x", " ", " — x"]),
    ).map("".join),
    st.lists(st.sampled_from(["raid", "RAID", " ", "-", "–", "x", "\u212a"]), max_size=6).map(
        "".join
    ),
)


@given(_LINES)
def test_the_ability_word_dash_prefilter_answers_as_the_pattern(text: str) -> None:
    """``syntax._ability_word_dash`` skips the pattern for a line that cannot match it (issue
    24): it must find what the pattern finds on every line."""
    from karlov.frontend import syntax

    def spans(match: re.Match[str] | None) -> tuple[int, int] | None:
        return None if match is None else match.span("slip")

    assert spans(syntax._ability_word_dash(text)) == spans(syntax._ABILITY_WORD_DASH.match(text))
