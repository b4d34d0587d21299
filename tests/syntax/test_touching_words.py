"""W112 where two words touch: reported at the second word, in every part of an ability."""

from __future__ import annotations

from karlov.frontend.syntax import parse_file


def _touching(text: str) -> list[tuple[int, int, int]]:
    _card_file, diagnostics = parse_file(text, "t.card")
    return [
        (d.span.line, d.span.column, d.span.end_column)
        for d in diagnostics
        if d.code == "W112" and "two words" in d.message
    ]


def test_a_word_right_after_a_number_is_reported_at_its_first_column() -> None:
    text = (
        "Test {1}\nCreature — Bear\n"
        "When this creature enters, create a 1/1white Spirit creature token with flying.\n"
        "2/2\n"
    )
    assert _touching(text) == [(3, 40, 40)]
    _card_file, diagnostics = parse_file(text, "t.card")
    (warning,) = [d for d in diagnostics if d.code == "W112"]
    assert warning.fix == " "


def test_words_apart_are_not_reported() -> None:
    text = (
        "Test {1}\nCreature — Bear\n"
        "When this creature enters, create a 1/1 white Spirit creature token with flying.\n"
        "2/2\n"
    )
    assert _touching(text) == []


def test_touching_words_in_a_solved_ability_and_on_two_lines_are_each_reported() -> None:
    text = (
        "Case of Test {1}\nEnchantment — Case\n"
        "When this Case enters, put a +1/+1counter on target creature.\n"
        "To solve — You control three or more creatures. "
        "(If unsolved, solve at the beginning of your end step.)\n"
        "Solved — At the beginning of your end step, create a 1/1white Spirit creature token.\n"
    )
    assert _touching(text) == [(3, 35, 35), (5, 57, 57)]
