"""Syntax errors stay right as the grammar grows (issue 9): whole words, checked suggestions.

These hold for any grammar, so they are tested over many broken lines rather than one text:
an E001 always spans a whole word of the line, and its suggestion, when there is one, makes
the line parse past the word and the next one. The exact wording is in the golden tests
(``tests/golden/43_*`` to ``46_*``).
"""

from __future__ import annotations

import re

import pytest

from karlov import check
from karlov.frontend.syntax import _WORD_AT, ability_builder
from karlov.frontend.vocabulary import keyword_ability_at

REMINDER = "(If unsolved, solve at the beginning of your end step.)"
CARD = (
    "Case of the Test {{1}}{{W}}\nEnchantment — Case\n{line}\n"
    f"To solve — You control three or more creatures. {REMINDER}\n"
    "Solved — Creatures you control get +1/+0.\n"
)

BROKEN = [
    "Whenever a creature you control atacks, you gain 1 life.",
    "Creatures yours control get -1/-1.",
    "Whenever a creature died, you gain 1 life.",
    "When this Case enters, you drew a card.",
    "When this Case enters, destroi target creature.",
    "When this Case enters, exile target creture.",
    "When this Case enters, you gain 3 lif.",
    "When this Case enters, drawn a card.",
    "When this Case enters, it deals 3 damage to targt creature.",
    "Whenever an opponent castz a spell, you gain 1 life.",
    "When this Case enters, creaturesyou control get +1/+1 until end of turn.",
    "When this Case enters, investigateinvestigate.",
    "At the beginning of you upkeep, draw a card.",
]


def _errors(line: str):
    return [d for d in check(CARD.format(line=line), "t.card") if d.code == "E001"]


@pytest.mark.parametrize("line", BROKEN)
def test_an_error_spans_a_whole_word(line: str) -> None:
    errors = _errors(line)
    assert errors, "the line is broken"
    for error in errors:
        start, end = error.span.column - 1, error.span.end_column - 1
        word = line[start:end]
        assert _WORD_AT.match(line, start).group() == word  # type: ignore[union-attr]
        assert start == 0 or not re.match(r"[\w'’]", line[start - 1]), word


@pytest.mark.parametrize("line", BROKEN)
def test_a_suggestion_is_accepted_where_it_is_offered(line: str) -> None:
    for error in _errors(line):
        if error.fix is None:
            continue
        start, end = error.span.column - 1, error.span.end_column - 1
        fixed = line[:start] + error.fix + line[end:]
        _node, failure = ability_builder().parse_or_fail(fixed, "t.card", 1, "line")
        after = _WORD_AT.search(fixed, start + len(error.fix))
        assert failure is None or failure.column >= (after.end() if after else len(fixed))


def test_suggestions_that_the_parser_rejects_are_not_offered() -> None:
    # 'crew' is as near a known word to 'drew' as 'draw'; it does not fit there, so it is
    # never offered ('draw', which fits, is: "you draw a card").
    assert [e.fix for e in _errors("When this Case enters, you drew a card.")] in ([None], ["draw"])
    # 'attacks' does fit since the grammar knows attack triggers: offered, whole word.
    attacks = "Whenever a creature you control atacks, you gain 1 life."
    assert [e.fix for e in _errors(attacks)] == ["attacks"]
    assert [e.fix for e in _errors("Whenever a creature died, you gain 1 life.")] == ["dies"]


@pytest.mark.parametrize(
    "keyword",
    # (companion is read since session 37: its near miss is in test_families_abilities37a.py)
    ["Gift a Food", "Craft with artifact {3}"],
)
def test_an_unknown_keyword_ability_is_named(keyword: str) -> None:
    (error,) = _errors(keyword)
    written = keyword_ability_at(keyword)
    assert written is not None
    assert error.message == f"'{written}' is a keyword ability karlov does not know yet"
    assert (error.span.column, error.span.end_column) == (1, 1 + len(written))


def test_a_known_keyword_with_a_later_mistake_is_an_ordinary_error() -> None:
    (error,) = _errors("Flying, vigilence")
    assert "keyword ability karlov does not know" not in error.message
    assert error.fix == "vigilance"


def test_a_lowercase_type_line_gets_a_capitalize_hint() -> None:
    text = "Lower Detective {1}{W}\ncreature — human detective\n2/2\n"
    (error,) = [d for d in check(text, "t.card") if d.is_error]
    assert error.help == "types are capitalized: 'Creature — Human Detective'"
    assert error.fix == "Human"


def test_expected_words_name_words_an_author_writes() -> None:
    """A long list of expected words is cut: the keyword hint stands for every keyword name
    ('crew', 'enchant' no longer crowd out 'life'), and a phrase terminal is never named by
    its internal name ('cost keyword')."""
    (ends_early,) = [
        d
        for d in check(CARD.format(line="When this Case enters, you gain"), "t.card")
        if d.is_error
    ]
    assert "'life'" in ends_early.message
    assert "'crew'" not in ends_early.message
    (misspelt,) = _errors("Flying, vigilence")
    assert misspelt.message == (
        "unexpected 'vigilence': expected one of a creature type such as 'Detective', a keyword"
        " ability such as 'flying', or another word that can stand here"
    )


def test_few_expected_words_name_a_phrase_terminal_by_its_shortest_phrase() -> None:
    """When every expected word is listed, a phrase terminal without a description is named by
    the shortest phrase it matches, a word the author can write."""
    from karlov.frontend.tables import load_tables
    from karlov.frontend.vocabulary import _word_for

    tables = load_tables("ability")
    assert _word_for(tables, "COST_KEYWORD") == "'dash'"
    assert _word_for(tables, "FRIENDS_FOREVER") == "'friends forever'"
