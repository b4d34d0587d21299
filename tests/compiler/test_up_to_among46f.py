""" "Put up to three enchantment cards from among them into your hand and the rest ... into
your graveyard" (session 46, amounts46f; tests/scenarios/up_to46f plays them): from none to
three of the cards revealed or looked at, chosen as it resolves (CR 608.2d); an X there, or
another first place, stays refused; the near wordings are errors at their word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .lowering import abilities_of, c001_of

_REVEAL = "Reveal the top six cards of your library. "


def _spell(line: str) -> str:
    return f"Test Card {{X}}{{G}}\nSorcery\n{_REVEAL}{line}\n"


def _chosen(value: object) -> list[ir.ChosenObjects]:
    if isinstance(value, ir.ChosenObjects):
        return [value]
    if isinstance(value, tuple):
        return [c for item in value for c in _chosen(item)]
    if isinstance(value, ir.IRNode):
        return [c for child in ir.children(value) for c in _chosen(child)]
    return []


@pytest.mark.parametrize(
    ("line", "most"),
    [
        (
            "Put up to three enchantment cards from among them into your hand and the rest of"
            " the revealed cards into your graveyard.",
            3,
        ),
        (
            "Put up to two instant and/or sorcery cards from among them into your hand and the"
            " rest into your graveyard.",
            2,
        ),
        (
            "Put up to one creature card from among them into your hand and the rest on the"
            " bottom of your library in any order.",
            1,
        ),
    ],
)
def test_up_to_n_is_at_most_n(line: str, most: int) -> None:
    (ability,) = abilities_of(_spell(line))
    (chosen,) = _chosen(ability)
    assert (chosen.count.relation, chosen.count.value) == (ir.Relation.AT_MOST, most)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            "Put up to X enchantment cards from among them into your hand and the rest into"
            " your graveyard.",
            "'X' where only a fixed number is read",
        ),
        (
            "Put up to three enchantment cards from among them onto the battlefield and the"
            " rest into your graveyard.",
            "putting them elsewhere than into your hand",
        ),
    ],
)
def test_still_refused(line: str, message: str) -> None:
    assert c001_of(_spell(line)) == [f"the rules runtime cannot execute this yet: {message}"]


@pytest.mark.parametrize(
    ("line", "word", "code"),
    [
        (
            "Put up three enchantment cards from among them into your hand and the rest into"
            " your graveyard.",
            "three enchantment",
            "E001",
        ),
        (
            "Put up to three enchantment cards among them into your hand and the rest into your"
            " graveyard.",
            "among",
            "E001",
        ),
        (
            "Put up to three enchantment card from among them into your hand and the rest into"
            " your graveyard.",
            "card from",
            "E023",
        ),
    ],
)
def test_near_wordings_fail_at_their_word(line: str, word: str, code: str) -> None:
    found = karlov.check(_spell(line), require_playable=False)
    errors = [(d.code, d.span.column - len(_REVEAL)) for d in found if d.is_error]
    assert errors == [(code, line.index(word) + 1)]
