"""Whether a search must find its cards (CR 701.23b, 701.23d): "Search your library for a
card" must find one while the library has one; "a creature card" in a hidden zone, or "up to
one card", may find nothing. The IR's count says which (``EXACTLY`` against ``AT_MOST``), the
runtime asks the searcher for that many, and the Forge script says ``Mandatory$`` for it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from karlov import ir
from karlov.scenario import run_scenario
from tests.compiler.lowering import abilities_of

SORCERY = "Test Card {{1}}\nSorcery\n{line}\n"
SEARCH_FOLDER = Path(__file__).parent.parent / "scenarios" / "search47"


def _searches(node: ir.IRNode) -> list[ir.Action]:
    found = [node] if isinstance(node, ir.Action) and node.verb is ir.Verb.SEARCH else []
    return found + [search for child in ir.children(node) for search in _searches(child)]


def _search_count(line: str) -> ir.Count:
    (ability,) = abilities_of(SORCERY.format(line=line))
    (search,) = _searches(ability)
    assert search.count is not None
    return search.count


@pytest.mark.parametrize(
    ("line", "relation", "value"),
    [
        # no stated quality: that many must be found (CR 701.23d)
        ("Search your library for a card, put it into your hand, then shuffle.", "exactly", 1),
        ("Search your library for two cards, put them into your hand, then shuffle.", "exactly", 2),
        # a stated quality in a hidden zone: the searcher may find none (CR 701.23b)
        (
            "Search your library for a creature card, put it into your hand, then shuffle.",
            "at_most",
            1,
        ),
        # "up to": fewer, whatever the cards
        (
            "Search your library for up to two cards, put them into your hand, then shuffle.",
            "at_most",
            2,
        ),
    ],
)
def test_the_search_count_says_whether_the_cards_must_be_found(
    line: str, relation: str, value: int
) -> None:
    count = _search_count(line)
    assert (count.relation.value, count.value) == (relation, value)


MUST_FIND = """
title = "Demonic Tutor: a search for a card with no stated quality must find one"
rule = "CR 701.23d"
cards = ["cards.card"]

[setup]
strict = true
active = "alice"
step = "main1"

[players.alice]
battlefield = ["Swamp", "Swamp"]
hand = ["Demonic Tutor"]
library = ["Island", "Grizzly Bears", "Plains"]

[players.bob]
library = ["Island"]

[[actions]]
do = "cast"
card = "Demonic Tutor"

[[actions]]
do = "resolve"
answers = [[]]
"""


def test_finding_nothing_is_not_an_answer_to_a_search_for_a_card(tmp_path: Path) -> None:
    """The same scenario with "Grizzly Bears" passes (search47/); finding nothing is not one
    of the searcher's choices (CR 701.23d)."""
    shutil.copy(SEARCH_FOLDER / "cards.card", tmp_path / "cards.card")
    path = tmp_path / "must_find.toml"
    path.write_text(MUST_FIND, encoding="utf-8")
    result = run_scenario(path)
    assert not result.passed
    assert "'Search for card' needs between 1 and 1 choices; got 0." in result.report()
