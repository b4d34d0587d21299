""" "The top X cards of a library" (session 46, amounts46f; tests/scenarios/top_x46f plays
them): X announced as the spell is cast or the ability activated (CR 107.3a, 601.2b, 602.2b)
or defined by "where X is ..." (CR 107.3c) is the number of cards, read as the effect resolves
(CR 608.2h); an X neither announced nor defined stays refused; the near wordings are errors at
their word."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

from karlov import ir

from .lowering import abilities_of, c001_of


def _spell(line: str, cost: str = "{X}{U}") -> str:
    return f"Test Card {cost}\nSorcery\n{line}\n"


def _artifact(line: str) -> str:
    return f"Test Card {{2}}\nArtifact\n{line}\n"


def _tops(value: object) -> list[ir.TopOfLibrary]:
    if isinstance(value, ir.TopOfLibrary):
        return [value]
    if isinstance(value, tuple):
        return [top for item in value for top in _tops(item)]
    if isinstance(value, ir.IRNode):
        return [top for child in ir.children(value) for top in _tops(child)]
    return []


def _top_of(text: str) -> ir.TopOfLibrary:
    (ability,) = abilities_of(text)
    found = _tops(ability)
    assert found, ability
    return found[0]


@pytest.mark.parametrize(
    "line",
    [
        "Look at the top X cards of your library, then put them back in any order.",
        "Reveal the top X cards of your library. Put all creature cards revealed this way into"
        " your hand and the rest on the bottom of your library in any order.",
        "Exile the top X cards of your library. Until the end of your next turn, you may play"
        " those cards.",
        "Target opponent exiles the top X cards of their library.",
        "Each player reveals the top X cards of their library.",
        "Exile the top X cards of each player's library.",
    ],
)
def test_announced_x_is_the_number_of_cards(line: str) -> None:
    """X of the spell's mana cost (CR 107.3a): the number, 0 in ``count``."""
    top = _top_of(_spell(line))
    assert top.count == 0
    assert isinstance(top.amount, ir.XValue)


def test_activated_x() -> None:
    top = _top_of(
        _artifact("{X}: Look at the top X cards of your library, then put them back in any order.")
    )
    assert isinstance(top.amount, ir.XValue)


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        (
            "Look at the top X cards of your library, where X is the number of artifacts you"
            " control. Put one of those cards into your hand and the rest on the bottom of your"
            " library in any order.",
            ir.NumberOf,
        ),
        (
            "Look at the top X cards of your library, where X is the number of basic land types"
            " among lands you control. Put one of those cards into your hand and the rest on"
            " the bottom of your library in any order.",
            ir.BasicLandTypesAmong,
        ),
        (
            "Look at the top X cards of your library, where X is the highest mana value among"
            " artifacts you control. Put the rest on the bottom of your library in any order.",
            ir.GreatestAmong,
        ),
    ],
)
def test_where_x_defines_the_number(line: str, kind: type) -> None:
    """ "where X is ..." (CR 107.3c): the quantity it defines, counted as it resolves."""
    top = _top_of(_spell(line, "{1}{U}{U}"))
    assert isinstance(top.amount, kind)


def test_a_written_number_has_no_amount() -> None:
    top = _top_of(
        _spell(
            "Look at the top three cards of your library, then put them back in any order.", "{U}"
        )
    )
    assert (top.count, top.amount) == (3, None)


@pytest.mark.parametrize(
    "text",
    [
        # X of no cost and no "where X is": never read as 0 (CR 107.3f)
        _spell("Look at the top X cards of your library, then put them back in any order.", "{U}"),
        # a cost's X the runtime does not announce ("Sacrifice X Clues", Lonis)
        _artifact(
            "{T}, Sacrifice X artifacts: Look at the top X cards of your library, then put them"
            " back in any order."
        ),
    ],
)
def test_an_x_neither_announced_nor_defined_is_refused(text: str) -> None:
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: a number of cards 'X' neither announced nor"
        " defined"
    ]


def test_the_other_of_x_cards_is_refused() -> None:
    """ "the other" names one card of two looked at: of X cards it is C001."""
    line = (
        "Look at the top X cards of your library. Put one of them into your hand and the other"
        " on the bottom of your library."
    )
    assert c001_of(_spell(line)) == [
        "the rules runtime cannot execute this yet: 'the other' of other than two cards looked at"
    ]


@pytest.mark.parametrize(
    ("line", "word", "code"),
    [
        ("Look at the top X of your library, then put them back in any order.", "of your", "E001"),
        (
            "Look at the top three of your library, then put them back in any order.",
            "of your",
            "E001",
        ),
        ("Exile the top X spells of your library.", "spells", "E001"),
        ("Look at the top of your library.", "of your", "E001"),
        ("Exile the top two of each player's library.", "of each", "E001"),
        (
            "Look at the X top cards of your library, then put them back in any order.",
            "X top",
            "E001",
        ),
        ("Look at top X cards of your library, then put them back in any order.", "top X", "E001"),
        ("Exile the top X cards from your library.", "from", "E001"),
        ("Target opponent exiles the top X cards of his library.", "his", "E001"),
        (
            "Look at the top X card of your library, then put them back in any order.",
            "card",
            "E023",
        ),
    ],
)
def test_near_wordings_fail_at_their_word(line: str, word: str, code: str) -> None:
    assert line_errors(line, "Sorcery") == [(code, line.index(word) + 1)]


def test_play_from_the_top_of_your_library_keeps_no_noun() -> None:
    """ "You may play lands from the top of your library" (CR 401.1): the one noun-less form."""
    assert line_errors("You may play lands from the top of your library.", "Enchantment") == []
