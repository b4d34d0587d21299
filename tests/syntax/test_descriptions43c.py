"""Session 43 (descriptions of objects): a characteristic compared with a number read as the
filter is applied ("with power greater than the number of cards in your hand", "with mana
value equal to the number of charge counters on ~", "with power greater than or equal to your
life total", "with toughness greater than its power", CR 208.1, 202.3, 119.1, 608.2h), and
relative clauses of one quality each ("that entered the battlefield this turn", "that dealt
damage to you this turn", "that attacked this turn", "that's attacking you", "that has a
-1/-1 counter on it", CR 403.3, 120.3, 508.1, 122.1): each read where it plays, refused (C001
at its span) where the runtime can't play what it says or the words leave its scope open, and
an error (E001 at its word) where the wording is not Oracle's."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"
SORCERY = "Sorcery"
INSTANT = "Instant"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # a number counted in the filter's context (CR 608.2h)
    (
        "Exile each creature with power greater than the number of cards in your hand.",
        "Sorcery",
        None,
    ),
    (
        "Destroy target creature with mana value less than or equal to the number of lands you "
        "control.",
        "Sorcery",
        None,
    ),
    ("Exile target creature with power greater than or equal to your life total.", "Instant", None),
    (
        "{T}, Sacrifice Test Card: Destroy each nonland permanent with mana value equal to the "
        "number of charge counters on Test Card.",
        "Artifact",
        None,
    ),
    ("{T}: Destroy target creature with power less than Test Card's power.", CREATURE, None),
    (
        "Each creature you control with toughness greater than its power gets +1/+0.",
        "Enchantment",
        None,
    ),
    # a comparison of the object's own two characteristics
    ("Destroy each creature with toughness greater than its power.", "Sorcery", None),
    # "can't block" is a rule, not a characteristic: the creatures it applies to are those that
    # match when blockers are declared (CR 611.2c), as the runtime finds them
    ("Each creature with toughness greater than its power can't block this turn.", "Sorcery", None),
    # one characteristic with itself says nothing: refused
    ("Destroy each creature with power equal to its power.", "Sorcery", 23),
    # a mana value binds every noun of a list (CR 202.3); a power leaves the scope open
    (
        "Destroy each artifact or creature with mana value equal to the number of cards in your "
        "hand.",
        "Sorcery",
        None,
    ),
    (
        "Destroy each artifact or creature with power greater than the number of cards in your "
        "hand.",
        "Sorcery",
        14,
    ),
    # X not announced: no X to read (CR 107.3)
    ("Destroy target creature with power greater than X.", "Sorcery", 49),
    # relative clauses
    ("Destroy target nonblack creature that entered the battlefield this turn.", "Instant", None),
    ("Destroy all creatures that dealt damage to you this turn.", "Instant", None),
    ("Target creature that dealt damage this turn gets -5/-5 until end of turn.", "Instant", None),
    ("Untap all creatures that attacked this turn.", "Sorcery", None),
    ("Destroy each creature that blocked this turn.", "Sorcery", None),
    ("{T}: Tap target creature without flying that's attacking you.", CREATURE, None),
    ("Destroy target creature that has a -1/-1 counter on it.", "Instant", None),
    # which nouns the clause describes is open over a list of types
    ("Destroy all artifacts and creatures that entered the battlefield this turn.", "Sorcery", 13),
    # a counter of any kind (CR 122.1; read since session 44)
    ("Destroy target creature that has a counter on it.", "Instant", None),
    # the current Oracle wording of the same clause
    ("Destroy target nonblack creature that entered this turn.", "Instant", None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the words E001 stands at: the first word that can't be Oracle's)
NEAR_MISSES = [
    # "than" left out: "with power greater" is no comparison
    (
        "Exile each creature with power greater the number of cards in your hand.",
        SORCERY,
        "greater the",
    ),
    (
        "Exile each creature with power greater than the number cards in your hand.",
        SORCERY,
        "cards",
    ),
    (
        "Exile target creature with power greater than or equal your life total.",
        INSTANT,
        "or equal",
    ),
    ("Exile target creature with power greater than your life.", "Instant", "."),
    (
        "Destroy target creature that entered this battlefield this turn.",
        INSTANT,
        "this battlefield",
    ),
    ("Destroy all creatures that dealt damages to you this turn.", "Instant", "damages"),
    ("Destroy all creatures that attacked this combat.", "Instant", "this combat"),
    ("Destroy target creature that has a -1/-1 counter on them.", "Instant", "them"),
    # "that have" of one creature (Oracle: "that has")
    ("Destroy target creature that have a -1/-1 counter on it.", "Instant", "have"),
]


@pytest.mark.parametrize(("line", "card_type", "words"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, words: str) -> None:
    column = line.index(words) + 1
    assert card_errors(line, card_type) == [("E001", column)]


def _filter(line: str, card_type: str = "Sorcery") -> ir.ObjectFilter:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    found = list(_filters(ability))
    return found[0]


def _filters(node: object) -> Iterator[ir.ObjectFilter]:
    """Every ObjectFilter in ``node``, outermost first, in field order."""
    if isinstance(node, ir.ObjectFilter):
        yield node
    if isinstance(node, tuple):
        for item in node:
            yield from _filters(item)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            if f.name != "span":
                yield from _filters(getattr(node, f.name))


RELATIONS = {
    "less than": "less",
    "less than or equal to": "at_most",
    "greater than": "greater",
    "greater than or equal to": "at_least",
    "equal to": "equal",
}
MEASURES = {"power": "power", "toughness": "toughness", "mana value": "mana_value"}


@given(st.sampled_from(sorted(MEASURES)), st.sampled_from(sorted(RELATIONS)))
def test_the_comparison_keeps_its_characteristic_and_relation(measure: str, said: str) -> None:
    """ "Destroy each creature with [measure] [relation] the number of lands you control": the
    creature's own characteristic, in that relation, to the lands its controller controls
    counted as it is matched -- never the reverse, never another characteristic."""
    f = _filter(f"Destroy each creature with {measure} {said} the number of lands you control.")
    (comparison,) = f.compared
    assert comparison.characteristic == MEASURES[measure]
    assert comparison.relation == RELATIONS[said]
    assert isinstance(comparison.value, ir.NumberOf)
    counted = comparison.value.filter
    assert counted.types == (ir.TypeTest(("land",)),)
    assert counted.controller == ir.Players("you")
    # the counted filter's "you control" is its own, not the creature's
    assert f.controller is None


def test_a_qualifier_after_the_count_is_the_objects() -> None:
    """ "creatures with power less than the number of lands you control you control" is no
    Oracle phrase; "with power ... lands you control" ends with the count's "you control", and a
    later "that entered the battlefield this turn" describes the creatures (CR 608.2h)."""
    f = _filter(
        "Destroy each creature with power less than the number of lands you control that entered "
        "the battlefield this turn."
    )
    assert f.entered_this_turn
    (comparison,) = f.compared
    assert isinstance(comparison.value, ir.NumberOf)
    assert not comparison.value.filter.entered_this_turn


def test_the_life_total_and_the_own_characteristic() -> None:
    f = _filter("Exile target creature with power greater than or equal to your life total.")
    assert f.compared == (ir.Comparison("power", "at_least", life_of=ir.Players("you")),)
    f = _filter("Destroy each creature with toughness greater than its power.")
    assert f.compared == (ir.Comparison("toughness", "greater", own="power"),)


def test_dealt_damage_to_you_is_not_any_damage() -> None:
    to_you = _filter("Destroy all creatures that dealt damage to you this turn.")
    assert to_you.dealt_damage == "you"
    assert _filter("Destroy all creatures that dealt damage this turn.").dealt_damage == "any"
