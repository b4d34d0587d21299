"""``keyword_ability_at`` compares ASCII text word by word instead of compiling an alternation
of every CR 702 keyword (issue 24: the error path): on any text it answers as the regular
expression does."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from karlov.frontend.vocabulary import KEYWORD_ABILITIES, _keyword_at_start, keyword_ability_at


def _by_regex(text: str) -> str | None:
    match = _keyword_at_start().match(text)
    return match.group(1) if match else None


_TRICKY = " \t\u00a0\u2003_-'’—:,.(!∞KſİıÉé0123456789"


@st.composite
def _texts(draw: st.DrawFn) -> str:
    keyword = draw(st.sampled_from(KEYWORD_ABILITIES))
    cased = "".join(
        draw(st.sampled_from((c.lower(), c.upper(), c))) if c.isascii() else c for c in keyword
    )
    cut = draw(st.integers(0, len(cased)))
    lead = draw(st.text(alphabet=" \t\u00a0\u2003", max_size=2))
    tail = draw(st.text(alphabet=_TRICKY + "abcxyz ", max_size=4))
    return lead + cased[: len(cased) - cut] + tail


@settings(max_examples=800)
@given(_texts())
def test_answers_as_the_regex_on_keyword_like_text(text: str) -> None:
    assert keyword_ability_at(text) == _by_regex(text)


@settings(max_examples=300)
@given(st.text(alphabet=_TRICKY + "aefhilnorstwyFLTDS ", max_size=14))
def test_answers_as_the_regex_on_any_text(text: str) -> None:
    assert keyword_ability_at(text) == _by_regex(text)


def test_examples() -> None:
    assert keyword_ability_at("  flying, vigilance") == "flying"
    assert keyword_ability_at("Flying") == "Flying"
    assert keyword_ability_at("Flyings") is None  # a letter follows
    assert keyword_ability_at("Flying-ish") is None
    assert keyword_ability_at("Double strike") == "Double strike"  # the longest, not "Double"
    assert keyword_ability_at("FLYING—") == "FLYING"
    assert keyword_ability_at("\u212aicker") == _by_regex("\u212aicker") == "\u212aicker"  # Kelvin
    assert keyword_ability_at("∞ (Infinity)") == "∞ (Infinity)"
    assert keyword_ability_at("Destroy target creature.") is None
