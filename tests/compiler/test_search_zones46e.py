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


def test_a_number_of_cards_must_be_found() -> None:
    """ "three cards": a search for a number of cards with no stated quality must find that
    many, as many as there are (CR 701.23d): the IR's count says exactly three (session 47;
    session 46 refused it when the count could only say "up to")."""
    _ability, search = _search_of(
        "Search target player's library for three cards and exile them. Then that player shuffles."
    )
    assert search.count == ir.Count(ir.Relation.EXACTLY, 3, span=search.count.span)  # type: ignore[union-attr]


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
        ("Look at target player's hands.", "hands", "E023"),
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


def _instant(line: str) -> str:
    return f"Test Card {{1}}\nInstant\n{line}\n"


def test_its_controllers_zones_after_a_countered_target() -> None:
    """ "Counter target instant or sorcery spell. Search its controller's graveyard, hand, and
    library for all cards with the same name as that spell": the controller of target 0 (as
    it last existed, CR 608.2h), every zone; every card in the graveyard, any number of the
    hidden ones (``all_public``, CR 701.23b); "that player" is that controller."""
    (ability,) = abilities_of(
        _instant(
            "Counter target instant or sorcery spell. Search its controller's graveyard, hand, "
            "and library for all cards with the same name as that spell and exile them. Then "
            "that player shuffles."
        )
    )
    assert isinstance(ability, ir.SpellAbility)
    steps = ability.effect.steps  # type: ignore[attr-defined]
    (search,) = [s for s in steps if isinstance(s, ir.Action) and s.verb == ir.Verb.SEARCH]
    owner = search.zone_owner
    assert owner is not None and owner.who == "controller"
    assert isinstance(owner.of, ir.TargetObjects) and owner.of.target_index == 0
    assert search.every_zone and search.all_public
    assert search.filter is not None and search.filter.shared_quality == "name"
    shuffle = steps[-1]
    assert shuffle.verb == ir.Verb.SHUFFLE and shuffle.players.who == "controller"


def test_same_name_as_the_target_an_instruction_moved() -> None:
    """ "Exile target artifact. Search its controller's ... with the same name as that
    artifact": the name of the card exiled (unchanged in its new zone, CR 400.7)."""
    (ability,) = abilities_of(
        _spell(
            "Exile target artifact. Search its controller's graveyard, hand, and library for "
            "all cards with the same name as that artifact and exile them. Then that player "
            "shuffles."
        )
    )
    steps = ability.effect.steps  # type: ignore[attr-defined]
    (search,) = [s for s in steps if isinstance(s, ir.Action) and s.verb == ir.Verb.SEARCH]
    assert search.filter is not None and search.filter.shared_quality == "name"
    assert isinstance(search.filter.shared_with, ir.Mentioned)
    assert search.zone_owner is not None and search.zone_owner.who == "controller"


@pytest.mark.parametrize(
    "line",
    [
        # "all cards": no stated quality, every card would have to be found (CR 701.23d)
        "Search target player's graveyard, hand, and library for all cards and exile them.",
        # the owner's zones: never read as yours
        "Exile target artifact. Search its owner's graveyard, hand, and library for any "
        "number of cards with the same name as that artifact and exile them.",
        # "its controller's" with no one target named before it
        "Search its controller's library for a card and exile it.",
        # "and/or" of another player's zones: whose choice of them is not said
        "Exile target artifact. Search its controller's graveyard and/or library for any "
        "number of cards with the same name as that artifact and exile them.",
    ],
)
def test_refused_controller_and_all_searches(line: str) -> None:
    assert c001_of(_spell(line)), line


@pytest.mark.parametrize(
    ("line", "word", "code"),
    [
        (
            "Counter target spell. Search its controller's graveyards, hand, and library for "
            "all cards with the same name as that spell and exile them.",
            "graveyards",
            "E023",
        ),
        (
            "Counter target spell. Search its controller's graveyard, hand, library for all "
            "cards with the same name as that spell and exile them.",
            ", library",
            "E001",
        ),
    ],
)
def test_near_controller_zone_lists_are_errors(line: str, word: str, code: str) -> None:
    assert line_errors(line, "Instant") == [(code, line.index(word) + 1)]
