"""The card's own names become tildes as whole words (``tilde_names``), exactly where the
regex ``(?<![\\w'])(?:name|...)(?![\\w])`` would replace them (longest name first)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from karlov.frontend.syntax import tilde_names


def _by_regex(text: str, names: tuple[str, ...]) -> str:
    pattern = re.compile(r"(?<![\w'])(?:" + "|".join(map(re.escape, names)) + r")(?![\w])")
    return pattern.sub(lambda m: "~" * len(m.group()), text)


def test_whole_words_only() -> None:
    names = ("Fblthp, the Lost", "Fblthp")
    text = "When Fblthp, the Lost enters, Fblthp's friend and Fblthpy and Fblthp draw."
    assert tilde_names(text, names) == (
        "When ~~~~~~~~~~~~~~~~ enters, ~~~~~~'s friend and Fblthpy and ~~~~~~ draw."
    )


def test_after_an_apostrophe_or_a_letter_it_is_not_the_name() -> None:
    assert tilde_names("o'Opt and xOpt and Opt_ and Opt", ("Opt",)) == (
        "o'Opt and xOpt and Opt_ and ~~~"
    )


_ALPHABET = st.sampled_from([*"ab _'.,-—é1", "ab", "b a"])


@settings(max_examples=300, deadline=None)
@given(
    st.lists(_ALPHABET, max_size=30).map("".join),
    st.lists(st.lists(_ALPHABET, min_size=1, max_size=4).map("".join), min_size=1, max_size=3),
)
def test_same_as_the_regex(text: str, names: list[str]) -> None:
    ordered = tuple(sorted(set(names), key=len, reverse=True))
    assert tilde_names(text, ordered) == _by_regex(text, ordered)
