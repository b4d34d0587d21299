"""A verb agrees with its subject (E019): Oracle writes "gets" of one object or player, "get"
of several, of "you" and of "they", and the base form after "may", "can" or "don't".

Each wrong text is a real card's line with one verb's number changed, and must be E019 at
that verb, with the right form as its fix; each right text is real Oracle wording (2022) and
must have no E019. The pool's one E019 is a misprint of its own: Cabaretti Confluence's
"Creatures target player controls gets +1/+1" (the printed card says "get").
"""

from __future__ import annotations

import pytest

import karlov
from karlov.frontend.syntax import parse_file

from .families import card_text, line_errors

WRONG = [
    # (line, card type, column of the verb, the fix)
    ("Target creature get +2/+0 until end of turn.", "Instant", 17, "gets"),
    ("Target creature gain flying until end of turn.", "Instant", 17, "gains"),
    ("Target player draw a card.", "Sorcery", 15, "draws"),
    ("Creatures you control gets +1/+1 until end of turn.", "Instant", 23, "get"),
    ("Creatures you controls get +1/+1 until end of turn.", "Instant", 15, "control"),
    ("Each opponent lose 2 life.", "Sorcery", 15, "loses"),
    ("Target creature gets +1/+1 and gain flying until end of turn.", "Instant", 32, "gains"),
    ("Up to two target creatures gains flying until end of turn.", "Instant", 28, "gain"),
    ("Destroy target creature an opponent control.", "Instant", 37, "controls"),
    ("Each player may discards a card.", "Sorcery", 17, "discard"),
    ("Draw a card if you controls an artifact.", "Instant", 20, "control"),
    ("Enchanted creature have flying.", "Enchantment", 20, "has"),
    # a trigger's subject and verb
    ("Whenever an opponent draw a card, you gain 1 life.", "Enchantment", 22, "draws"),
    (
        "Whenever a creature you control deal combat damage to a player, draw a card.",
        "Enchantment",
        33,
        "deals",
    ),
    (
        "Whenever one or more creatures you control deals combat damage to a player, draw a card.",
        "Enchantment",
        44,
        "deal",
    ),
    ("Whenever you gains life, put a +1/+1 counter on target creature.", "Enchantment", 14, "gain"),
]

RIGHT = [
    ("Target creature gets +2/+0 and gains flying until end of turn.", "Instant"),
    ("Creatures you control get +1/+1 until end of turn.", "Instant"),
    ("Creatures your opponents control get -1/-1 until end of turn.", "Instant"),
    ("Up to two target creatures gain flying until end of turn.", "Instant"),
    ("Each player may discard a card.", "Sorcery"),
    ("You and target opponent each draw a card.", "Sorcery"),
    ("Destroy target creature an opponent controls.", "Instant"),
    ("Enchanted creature has flying.", "Enchantment"),
    # a subtype written the same in both numbers: its verb says which was meant
    ("Target Merfolk you control gains protection from the color of your choice.", "Instant"),
    # the first predicate's own words come before a later one's verb
    ("Target creature can't be blocked and has shroud until end of turn.", "Instant"),
    (
        "Whenever one or more creatures you control deal combat damage to a player, draw a card.",
        "Enchantment",
    ),
    ("Prevent all damage that sources of your choice would deal this turn.", "Instant"),
    ("When you cast your next instant or sorcery spell this turn, copy that spell.", "Instant"),
]


@pytest.mark.parametrize(("line", "card_type", "column", "fix"), WRONG)
def test_a_verb_that_does_not_agree_is_an_error_at_the_verb(
    line: str, card_type: str, column: int, fix: str
) -> None:
    assert ("E019", column) in line_errors(line, card_type), line
    found = [d for d in karlov.check(card_text(line, card_type)) if d.code == "E019"]
    assert [d.fix for d in found] == [fix], line


@pytest.mark.parametrize(("line", "card_type"), RIGHT)
def test_a_verb_that_agrees_is_no_error(line: str, card_type: str) -> None:
    assert not [e for e in line_errors(line, card_type) if e[0] == "E019"], line


def test_the_message_names_the_subject_and_the_form_it_takes() -> None:
    _, found = parse_file(card_text("Target player draw a card.", "Sorcery"), "x.card")
    (diagnostic,) = [d for d in found if d.code == "E019"]
    assert diagnostic.message == (
        "'draw' does not agree with its subject 'Target player', which takes 'draws'"
    )


def test_the_fix_applied_checks_clean() -> None:
    """The fix is the verb's other form: applied, the card has no error left."""
    for line, card_type, _column, fix in WRONG:
        text = card_text(line, card_type)
        (diagnostic,) = [d for d in karlov.check(text) if d.code == "E019"]
        lines = text.split("\n")
        span = diagnostic.span
        row = lines[span.line - 1]
        lines[span.line - 1] = row[: span.column - 1] + fix + row[span.end_column - 1 :]
        assert not [d for d in karlov.check("\n".join(lines)) if d.is_error and d.code != "C001"]
