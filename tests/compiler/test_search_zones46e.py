"""Searching a zone of a player target (session 46, tests/scenarios/search46e plays them):
"Search target opponent's library for ...", "target player's graveyard, hand, and library"
(CR 701.23a; CR 115.1: the player is a target, "that player" after it); the searches the IR
cannot say faithfully stay refused, and the near wordings of a zone list are errors at
their word (E001 / E023)."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

from karlov import ir

from .lowering import abilities_of, c001_of


def _spell(line: str) -> str:
    return f"Test Card {{1}}\nSorcery\n{line}\n"


def _search_of(line: str) -> tuple[ir.SpellAbility, ir.Action]:
    (ability,) = abilities_of(_spell(line))
    assert isinstance(ability, ir.SpellAbility)
    effect = ability.effect
    steps = effect.steps if isinstance(effect, ir.Sequence) else (effect,)
    found = [s for s in steps if isinstance(s, ir.Action) and s.verb == ir.Verb.SEARCH]
    (search,) = found
    return ability, search


def test_target_opponents_library() -> None:
    """You search (no ``players``), in the library of the opponent who is the target."""
    ability, search = _search_of(
        "Search target opponent's library for a creature card and put that card onto the "
        "battlefield under your control. Then that player shuffles."
    )
    (target,) = ability.targets
    assert target.players is ir.Whose.OPPONENT and not target.objects
    assert search.players is None
    assert search.zone is ir.ZoneName.LIBRARY and search.also_zones == ()
    assert search.zone_owner is not None and search.zone_owner.who == "target"
    assert search.zone_owner.target_index == 0
    assert not search.every_zone
    shuffle = ability.effect.steps[-1]  # type: ignore[attr-defined]
    assert shuffle.verb == ir.Verb.SHUFFLE and shuffle.players.target_index == 0


def test_target_players_three_zones_are_all_searched() -> None:
    """ "graveyard, hand, and library": every zone named (``every_zone``), not the searcher's
    choice of them as "your library and/or graveyard" is."""
    _ability, search = _search_of(
        "Choose a nonland card name. Search target player's graveyard, hand, and library for "
        "any number of cards with that name and exile them. Then that player shuffles."
    )
    assert search.zone is ir.ZoneName.GRAVEYARD
    assert search.also_zones == (ir.ZoneName.HAND, ir.ZoneName.LIBRARY)
    assert search.every_zone
    assert search.zone_owner is not None and search.zone_owner.who == "target"


def test_your_library_and_or_graveyard_is_unchanged() -> None:
    """The searcher's own zones: no ``zone_owner``, and "and/or" is still their choice."""
    _ability, search = _search_of(
        "Search your library and/or graveyard for a card named Test Card and exile it. "
        "Then shuffle."
    )
    assert search.zone_owner is None and not search.every_zone


@pytest.mark.parametrize(
    ("line", "words"),
    [
        # a search for a number of cards with no stated quality must find that many (CR
        # 701.23d); the IR's count is "up to"
        (
            "Search target player's library for three cards and exile them. Then that player "
            "shuffles.",
            "three cards",
        ),
        # another player searching a target's zone
        (
            "Target opponent searches target player's library for a card and exiles it.",
            "target player's library",
        ),
        # "and/or" of another player's zones: whose choice it is, is not said
        (
            "Search target player's graveyard and/or library for a card and exile it.",
            "target player's",
        ),
    ],
)
def test_refused_searches(line: str, words: str) -> None:
    assert c001_of(_spell(line)), line


def test_up_to_a_number_of_cards_is_read() -> None:
    """ "up to seven cards": any number up to seven (CR 701.23a)."""
    _ability, search = _search_of(
        "Search target player's library for up to seven cards and exile them. Then that "
        "player shuffles."
    )
    assert search.count == ir.Count(ir.Relation.AT_MOST, 7, span=search.count.span)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("line", "word", "code"),
    [
        # one player's zone is singular (CR 400.1)
        ("Search target opponent's libraries for a card and exile it.", "libraries", "E023"),
        ("Search your libraries for a card and exile it.", "libraries", "E023"),
        # a list of three zones: commas, and the conjunction before the last one only
        (
            "Search target player's graveyard, hand, library for any number of cards and "
            "exile them.",
            ", library",
            "E001",
        ),
        (
            "Search target player's graveyard, hand and library for any number of cards and "
            "exile them.",
            "and library",
            "E001",
        ),
        (
            "Search target player's graveyard and hand, and library for any number of cards "
            "and exile them.",
            "and hand",
            "E001",
        ),
        # two zones: no comma
        (
            "Search target player's graveyard, and library for any number of cards and exile them.",
            ", and library",
            "E001",
        ),
    ],
)
def test_near_zone_lists_are_errors(line: str, word: str, code: str) -> None:
    assert line_errors(line, "Sorcery") == [(code, line.index(word) + 1)]


@pytest.mark.parametrize(
    "line",
    [
        "Search target player's graveyard, hand, and library for any number of cards and "
        "exile them.",
        "Search target player's graveyard and library for any number of cards and exile them.",
        "Search your library and/or graveyard for a card and exile it.",
        "Return target card from your graveyard, hand, or library to your hand.",
    ],
)
def test_zone_lists_as_oracle_writes_them(line: str) -> None:
    assert line_errors(line, "Sorcery") == []
