"""Session 46 (keywords46b): keyword abilities the runtime plays from their CR 702 meaning --
unleash (CR 702.98a), blitz [cost] (CR 702.152a), cumulative upkeep "[A] or [B]" of mana (CR
702.24a: the choice made for each age counter), bloodthirst X (CR 702.54b) and epic (CR
702.50a) -- read and played, refused (C001 at the keyword) where the runtime has no exact
meaning for them, and an error at the wrong word (E001) where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Ooze"

#: (line, where C001 must stand on it, or None where the line plays).
READ = [
    ("Unleash", None),
    ("Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block as "
     "long as it has a +1/+1 counter on it.)", None),
    ("Blitz {2}{R}", None),
    ("Blitz {3}{B}{B}", None),
    ("Cumulative upkeep {G} or {W}", None),
    ("Cumulative upkeep {R} or {G}", None),
    ("Cumulative upkeep {1}", None),
    ("Bloodthirst X", None),
    ("Bloodthirst 2", None),
    # two same costs are no choice; a blitz cost that is not mana is not the runtime's yet
    ("Cumulative upkeep {G} or {G}", 1),
    ("Blitz—Sacrifice a creature.", 1),
    # epic is two spell abilities: on a permanent card they would never resolve
    ("Epic", 1),
]  # fmt: skip


@pytest.mark.parametrize(("line", "refused_at"), READ)
def test_the_keyword_is_read_and_refused_where_it_cannot_be_played(
    line: str, refused_at: int | None
) -> None:
    assert card_errors(line, CREATURE) == []
    found = refusals(line, CREATURE)
    if refused_at is None:
        assert found == []
    else:
        assert ("C001", refused_at) in found


#: (line, the wrong word the error stands at, its code: E001 where a word is not the
#: grammar's, E002 where the line ends before its parameter)
NEAR_MISSES = [
    # a parameter of the wrong shape after the keyword: the error at the parameter
    ("Cumulative upkeep 2", "2", "E001"),
    ("Unleash 2", "2", "E001"),
    ("Blitz 2", "2", "E001"),
    ("Bloodthirst {2}", "{2}", "E001"),
    # "or" joins two mana costs, once
    ("Cumulative upkeep {G} and {W}", "and", "E001"),
    ("Cumulative upkeep {G}, {W}", "{W}", "E001"),
    ("Cumulative upkeep {G} or {W} or {U}", "or {U}", "E001"),
    ("Cumulative upkeep {G} or pay 1 life", "or", "E001"),
    ("Unleashed", "Unleashed", "E001"),
    ("Epic 2", "2", "E001"),
]


@pytest.mark.parametrize(("line", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, word: str, code: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, CREATURE) == [(code, column)]


@pytest.mark.parametrize(("line", "column"), [("Bloodthirst", 12), ("Blitz", 6)])
def test_a_missing_parameter_is_reported_where_the_line_ends(line: str, column: int) -> None:
    assert card_errors(line, CREATURE) == [("E002", column)]


def _keyword(line: str) -> ir.KeywordAbility:
    (card,) = karlov.parse(card_text(line, CREATURE))
    compiled = karlov.compile_card(card)
    assert compiled.ok, [d.render() for d in compiled.diagnostics]
    assert compiled.ir is not None
    (found,) = [a for a in compiled.ir.abilities if isinstance(a, ir.KeywordAbility)]
    return found


def test_cumulative_upkeep_either_is_a_choice_of_two_mana_costs() -> None:
    found = _keyword("Cumulative upkeep {G} or {W}")
    assert found.name == "cumulative upkeep"
    assert found.cost is not None
    assert [choice.mana for choice in found.cost.one_of] == ["{G}", "{W}"]
    assert found.cost.mana is None


def test_bloodthirst_x_states_no_number() -> None:
    found = _keyword("Bloodthirst X")
    assert (found.name, found.number, found.text) == ("bloodthirst", None, "bloodthirst X")


def test_blitz_states_its_mana_cost() -> None:
    found = _keyword("Blitz {2}{R}")
    assert found.name == "blitz"
    assert found.cost is not None and found.cost.mana == "{2}{R}"


def test_epic_on_a_sorcery_plays() -> None:
    line = "Epic"
    assert card_errors(line, "Sorcery") == []
    text = card_text(line, "Sorcery").replace("Epic", "Draw a card.\nEpic")
    (card,) = karlov.parse(text)
    compiled = karlov.compile_card(card)
    assert compiled.ok, [d.render() for d in compiled.diagnostics]
