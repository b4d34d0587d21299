"""A list of colors in a filter (CR 105.1, 105.2): what the compiler refuses to read."""

from __future__ import annotations

import pytest

import karlov


@pytest.mark.parametrize("colors", ["nonblack or red", "colorless or red", "multicolored or green"])
def test_a_list_of_colors_that_is_not_all_colors_is_reported(colors: str) -> None:
    """``_color_list`` (compiler/objects.py, or -> and): a list whose first word is no color of
    CR 105.1 ("nonblack", "colorless", "multicolored") is C001 at the phrase, never read as
    colors (the mutant reads on and fails with an internal error)."""
    text = f"Test Card {{1}}\nSorcery\nDestroy target {colors} creature.\n"
    found = [(d.code, d.span.column, d.message) for d in karlov.check(text, require_playable=False)]
    assert found == [
        ("C001", 16, f"the rules runtime cannot execute this yet: the colors '{colors}'")
    ]
