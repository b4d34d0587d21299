"""Families of objects, amounts and effects (session 36), each beside the near misses it must
reject.

As in ``test_families_objects34.py``: a family is read when its text checks with no error
(C001, read but not played yet, is allowed); a near miss must be an error at its word. The
examples are real Oracle wording of each family (with the card's name as "Test Card").
"""

from __future__ import annotations

import json

import pytest

import karlov
from karlov.compiler import compile_card
from karlov.frontend.syntax import parse_file
from karlov.ir import json as ir_json

from .families import line_errors as _errors

READ = [
    # a new subject after "and": the object the first clause named (CR 608.2c)
    (
        "Whenever Test Card deals combat damage to a creature, tap that creature and it "
        "doesn't untap during its controller's next untap step.",
        "Creature — Snake Warrior",
    ),
    (
        "At the beginning of your upkeep, destroy target creature and it can't be regenerated.",
        "Enchantment",
    ),
    # which creatures block which (CR 509.1a, 509.1h): "blocking it", "blocked by ~"
    (
        "Whenever Test Card becomes blocked, it gets +1/+1 until end of turn for each creature "
        "blocking it.",
        "Creature — Elk",
    ),
    (
        "Whenever Test Card becomes blocked, it deals 4 damage to each creature blocking it.",
        "Creature — Human",
    ),
    (
        "When Test Card dies, destroy all creatures blocking or blocked by it.",
        "Creature — Human",
    ),
    ("{T}: Destroy all creatures blocked by Test Card.", "Creature — Wall"),
    # a prevention effect of a static ability, while it applies (CR 615.1a, 611.3)
    ("Prevent all damage that would be dealt by enchanted creature.", "Enchantment — Aura"),
    ("Prevent all combat damage that would be dealt by enchanted creature.", "Enchantment — Aura"),
    (
        "Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
        "Enchantment — Aura",
    ),
    # how many opponents a player has (CR 102.3)
    ("Test Card enters tapped unless you have two or more opponents.", "Land"),
    # one blocker for any number of attackers (CR 509.1a)
    ("Test Card can block any number of creatures.", "Creature — Avatar"),
    ("Target creature can block any number of creatures this turn.", "Instant"),
]

NEAR_MISSES = [
    # "and" starts a clause only before a subject and its verb: "it" alone is not one
    ("Tap target creature and it.", "Instant", 25),
    ("Tap target creature and it untaps.", "Instant", 25),
    # the other creature of a block is "it" or the card (a description there would leave open
    # which of the two a later qualifier describes), and "blocked by" needs it
    ("Destroy each creature blocked by.", "Instant", 23),
    ("Destroy all creatures blocked by target creature.", "Instant", 23),
    ("Destroy all creatures blocking or blocked by.", "Instant", 32),
    # prevention names whose damage: "by" needs the objects
    ("Prevent all damage that would be dealt by.", "Instant", 42),
    # opponents are counted with a number ("two or more"), not an article
    ("Test Card enters tapped unless you have the opponents.", "Land", 41),
    # "any number of" counts creatures, the only thing a creature blocks (CR 509.1a)
    ("Test Card can block any number of players.", "Creature — Avatar", 35),
]


@pytest.mark.parametrize(("line", "card_type"), READ)
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert _errors(line, card_type) == [], line


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


@pytest.mark.parametrize(
    ("line", "card_type", "said"),
    [
        # "blocked by Test Card" plays since session 45 (tests/scenarios/combat45g/)
        # a static prevention effect plays since session 40 (tests/scenarios/prevent40b/);
        # one whose sources are a description the runtime can't match yet is refused
        (
            "Prevent all damage that would be dealt by enchanted creature with the chosen name.",
            "Enchantment — Aura",
            "with the chosen name",
        ),
    ],
)
def test_what_is_read_but_not_played_is_refused_at_its_words(
    line: str, card_type: str, said: str
) -> None:
    """Read, not played yet: the compiler says C001 at the words, never a chosen reading."""
    text = f"Test Card {{1}}\n{card_type}\n"
    if card_type == "Enchantment — Aura":
        text += "Enchant creature\n"
    text += f"{line}\n"
    if card_type.startswith("Creature"):
        text += "1/1\n"
    found = [d for d in karlov.check(text, require_playable=True) if d.is_error]
    assert [d.code for d in found] == ["C001"], found
    span = found[0].span
    source_line = text.splitlines()[span.line - 1]
    end = span.end_column if span.end_line == span.line else len(source_line) + 1
    assert said in source_line[span.column - 1 : end - 1], found[0]


def _without_spans(value: object) -> object:
    """IR JSON with its source positions and quoted words left out: what the card does, not
    where or how it says so."""
    if isinstance(value, dict):
        return {k: _without_spans(v) for k, v in value.items() if k not in ("span", "text")}
    if isinstance(value, list):
        return [_without_spans(v) for v in value]
    return value


def test_and_it_is_the_tapped_creature_as_in_two_sentences() -> None:
    """ "Tap target creature and it doesn't untap ..." says what "Tap target creature. It
    doesn't untap ..." says (CR 608.2c: "it" is the creature the first instruction tapped):
    both play, and their abilities are the same."""
    abilities = []
    for words in (
        "Tap target creature and it doesn't untap during its controller's next untap step.",
        "Tap target creature. It doesn't untap during its controller's next untap step.",
    ):
        text = f"Warden {{1}}{{U}}\nCreature — Human Wizard\n{{T}}: {words}\n1/1\n"
        assert [d for d in karlov.check(text, require_playable=True) if d.is_error] == []
        parsed, _diagnostics = parse_file(text, "t.card", warnings=False)
        (card,) = parsed.cards
        compiled = compile_card(card)
        abilities.append(_without_spans(json.loads(ir_json.dumps(compiled.ir.abilities))))
    assert abilities[0] == abilities[1]
