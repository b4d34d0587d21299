# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""E023 wherever a count is written right before the noun it counts (CR 107.1, 122.1): the
check once knew the phrases one by one ("put two +1/+1 counters", "draw two cards"), so
"Remove two +1/+1 counter", "enters with three +1/+1 counter on it" or "has fewer than three
+1/+1 counter on it" checked clean. It now reads any phrase whose count and noun follow one
another; a count whose words the tree drops around it ("that many plus one +1/+1 counters")
is not read as the number of that noun. No pool card changes."""

from __future__ import annotations

import pytest

import karlov

from .families import card_text, line_errors, word_column

CREATURE = "Creature — Elf"

#: (line, card type, the noun that disagrees, its fix)
WRONG = [
    ("{T}: Remove two +1/+1 counter from target creature.", CREATURE, "counter from", "counters"),
    ("{1}, Remove three charge counter from Test Card: Draw a card.", CREATURE, "counter from", "counters"),
    ("{1}, Remove a flying counters from Test Card: Draw a card.", CREATURE, "counters from", "counter"),
    ("Move two +1/+1 counter from target creature onto another target creature.", "Sorcery", "counter from", "counters"),
    ("{2}, Put a +1/+1 counters on Test Card: Draw a card.", CREATURE, "counters on", "counter"),
    ("When Test Card has three or more +1/+1 counter on it, draw a card.", CREATURE, "counter on", "counters"),
    ("At the beginning of your upkeep, if Test Card has fewer than three +1/+1 counter on it, put a +1/+1 counter on it.", CREATURE, "counter on it,", "counters"),
]  # fmt: skip

RIGHT = [
    ("{T}: Remove two +1/+1 counters from target creature.", CREATURE),
    ("{1}, Remove three charge counters from Test Card: Draw a card.", CREATURE),
    ("Move two +1/+1 counters from target creature onto another target creature.", "Sorcery"),
    ("When Test Card has three or more +1/+1 counters on it, draw a card.", CREATURE),
    # Runaway Steam-Kin's words (the count of counters in words, CR 107.1)
    ("At the beginning of your upkeep, if Test Card has fewer than three +1/+1 counters on it, put a +1/+1 counter on it.", CREATURE),
    # Conclave Mentor: "one" is added to "that many", whose words the tree drops
    ("If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on that creature instead.", "Enchantment"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "noun", "fix"), WRONG)
def test_a_noun_out_of_number_with_its_count_is_an_error(
    line: str, card_type: str, noun: str, fix: str
) -> None:
    assert line_errors(line, card_type) == [("E023", word_column(line, noun))]
    (found,) = [
        d
        for d in karlov.check(card_text(line, card_type), require_playable=False)
        if d.code == "E023"
    ]
    assert found.fix == fix


@pytest.mark.parametrize(("line", "card_type"), RIGHT)
def test_the_right_number_checks_clean(line: str, card_type: str) -> None:
    found = karlov.check(card_text(line, card_type), require_playable=False)
    assert [(d.code, d.message) for d in found if d.code.startswith(("E", "W"))] == []


def _counted_nouns_of_count_words() -> set[str]:
    """The rules of the shipped grammar that write a count word ("three", not a ``count``
    node) right before the noun it counts, possibly after the counter's kind."""
    from karlov.frontend.tables import load_tables

    found = set()
    for rule in load_tables("ability").rules:
        symbols = [symbol for symbol, _, _ in rule.expansion]
        for index, symbol in enumerate(symbols):
            if symbol != "count_word":
                continue
            after = symbols[index + 1 :]
            while after and after[0] == "counter_kind":
                after = after[1:]
            if after and after[0] in ("NOUN", "COUNTER_NOUN", "CARD_TYPE"):
                found.add((rule.alias or rule.origin).split("__")[-1])
    return found


def test_every_count_word_before_its_noun_is_a_count_in_words() -> None:
    """W103 reads a number as a count of objects (Oracle writes it in words, CR 107.1) by the
    rule it stands in; a rule that writes a count word before its noun and is missing from
    that list would have Oracle's own "three +1/+1 counters" flagged as an amount."""
    from karlov.frontend.checks import WORD_COUNT_RULES

    assert _counted_nouns_of_count_words() - WORD_COUNT_RULES == set()
