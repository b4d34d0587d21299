"""``ASTBuilder.stops_at`` (the parse run without building the AST, for the fixes an error
suggests) stops exactly where ``parse_or_fail`` does: at the same column, or nowhere."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from karlov.frontend.syntax import ability_builder

from .test_driver import LINES


def _failure_column(text: str) -> int | None:
    _result, failure = ability_builder().parse_or_fail(text, "t.card", 1, "line")
    return None if failure is None else failure.column


def test_the_corpus_lines_stop_where_the_full_parse_stops() -> None:
    builder = ability_builder()
    stopped = 0
    for text in LINES:
        expected = _failure_column(text)
        stopped += expected is not None
        assert builder.stops_at(text, "line") == expected, text
    assert stopped and stopped < len(LINES)  # lines of both kinds were compared


# A corpus line with a word replaced, cut short or doubled: the errors suggestions are tried on.
_EDITED = st.tuples(
    st.sampled_from(sorted(LINES)),
    st.integers(min_value=0, max_value=40),
    st.sampled_from(["", "creature", "draw", "the", "{2}", "target", "~", ",", "xyzzy", "."]),
    st.booleans(),
)


@settings(max_examples=300, deadline=None)
@given(edit=_EDITED)
def test_edited_lines_stop_where_the_full_parse_stops(edit: tuple[str, int, str, bool]) -> None:
    text, index, word, cut = edit
    words = text.split(" ")
    index %= len(words)
    words[index] = word if not cut else words[index] + " " + words[index]
    edited = " ".join(words) if not cut or word else " ".join(words[: index + 1])
    assert ability_builder().stops_at(edited, "line") == _failure_column(edited)
