"""Session 48 ("this way" and "where X is"): the X of clauses defined by ", where X is ..." (CR
107.3c) after "If you do," / "When you do," / an "if" condition (CR 608.2c, 603.12) and in the
middle of a sentence ("..., where X is ..., put them onto the battlefield, then shuffle");
"scry X" (CR 701.22a); "If you discard / sacrifice / exile / mill a ... this way", the active
voice of the player who did the one earlier instruction (CR 608.2c); and phrases that parse
into typed nodes but are C001 at their words until the runtime reads them ("the creature tapped
this way", "If a creature is destroyed this way", "When you discard a nonland card this way").
Near-miss wordings are E001 at their word; an X or a "this way" with nothing to refer to is
C001 at its words, never a chosen reading."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .lowering import abilities_of


def _text(line: str, card_type: str = "Sorcery", cost: str = "{1}") -> str:
    text = f"Test Card {cost}\n{card_type}\n{line}\n"
    return text + "1/1\n" if card_type.startswith("Creature") else text


def _errors(line: str, card_type: str = "Sorcery") -> list[tuple[str, str]]:
    """(code, the word it stands at) of each error or C001 of the line."""
    found = karlov.check(_text(line, card_type))
    out = []
    for d in found:
        if d.is_error or d.code == "C001":
            at = line[d.span.column - 1 :].split(" ")[0] if d.span.line == 3 else ""
            out.append((d.code, at))
    return out


CREATURE = "Creature — Beast"


def _walk(node: object) -> list[object]:
    """``node`` and every IR node under it."""
    found = [node]
    for child in ir.children(node):
        found += _walk(child)
    return found


#: Lines that play: no error, no C001.
PLAYS = [
    (
        "You may sacrifice a creature. If you do, draw X cards, where X is the number of lands you "
        "control.",
        "Sorcery",
    ),
    (
        "You may sacrifice a creature. When you do, Test Card deals X damage to any target, "
        "where X is the number of lands you control.",
        "Sorcery",
    ),
    (
        "If you control a Forest, draw X cards, where X is the number of lands you control.",
        "Sorcery",
    ),
    (
        "At the beginning of your upkeep, if you control a Forest, you gain X life, where X is the "
        "number of lands you control.",
        CREATURE,
    ),
    (
        "Look at the top X cards of your library, where X is the number of cards in your hand, "
        "then put them back in any order.",
        "Sorcery",
    ),
    ("Scry X, where X is the number of lands you control.", "Sorcery"),
    (
        "Scry X, where X is the highest mana value among permanents you control, then draw three "
        "cards.",
        "Sorcery",
    ),
    (
        "At the beginning of your upkeep, scry X, where X is the number of planeswalkers you "
        "control.",
        CREATURE,
    ),
    ("Discard a card at random. If you discard a creature card this way, draw a card.", "Sorcery"),
    (
        "Discard a card at random. If you discarded a creature card this way, draw a card.",
        "Sorcery",
    ),
    (
        "You may sacrifice a Forest. If you sacrifice a snow Forest this way, draw a card.",
        "Sorcery",
    ),
    (
        "At the beginning of your upkeep, sacrifice a land. If you sacrifice an Island this way, "
        "Test Card deals 3 damage to you.",
        CREATURE,
    ),
]


@pytest.mark.parametrize(("line", "card_type"), PLAYS)
def test_plays(line: str, card_type: str) -> None:
    assert _errors(line, card_type) == []


#: Lines that parse: each is C001 at the word given (the start of what can't be played yet).
REFUSED = [
    # an X neither announced nor defined
    ("Scry X.", "Sorcery", "Scry"),
    ("Scry X, then draw a card.", "Sorcery", "Scry"),
    # "where X is" with no X before it
    (
        "You may sacrifice a creature. If you do, draw a card, where X is the number of lands you "
        "control.",
        "Sorcery",
        ",",
    ),
    # "this way" with no instruction before it, or one another player did
    ("If you discard a creature card this way, draw a card.", "Sorcery", "you"),
    (
        "Target player discards a card. If you discard a creature card this way, draw a card.",
        "Sorcery",
        "you",
    ),
    (
        "Each player sacrifices a creature. If you sacrificed a creature this way, draw a card.",
        "Sorcery",
        "you",
    ),
    # "it" after a condition on the cards moved: nothing names the card (never this object)
    (
        "Discard a card at random. If a creature card is discarded this way, return it to your "
        "hand.",
        "Sorcery",
        "it",
    ),
    (
        "Discard a card at random. If you discard a creature card this way, return it to your "
        "hand.",
        "Sorcery",
        "it",
    ),
    # parsed, not read by the runtime yet
    (
        "Destroy target creature. If a white creature dies this way, you gain 2 life.",
        "Sorcery",
        "a",
    ),
    (
        "Destroy target creature. If a creature is destroyed this way, you gain 2 life.",
        "Sorcery",
        "a",
    ),
    (
        "Draw a card, then discard a card. When you discard a nonland card this way, Test Card "
        "deals 2 damage to any target.",
        "Sorcery",
        "When",
    ),
    (
        "Tap an untapped creature you control: Test Card gets +X/+0 until end of turn, where X is "
        "the power of the creature tapped this way.",
        CREATURE,
        "the",
    ),
    (
        "Each player sacrifices a creature. Create an X/X black Demon creature token with flying, "
        "where X is the total power of the creatures sacrificed this way.",
        "Sorcery",
        "the",
    ),
    (
        "Return target creature card from your graveyard to your hand. Target creature gets -X/-X "
        "until end of turn, where X is the toughness of the card returned this way.",
        "Sorcery",
        "the",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "word"), REFUSED)
def test_refused(line: str, card_type: str, word: str) -> None:
    assert _errors(line, card_type) == [("C001", word)]


#: Near-miss wordings: E001 at the word given.
WRONG = [
    # "where Y is" for X
    (
        "You may sacrifice a creature. If you do, draw X cards, where Y is the number of lands you "
        "control.",
        "where",
    ),
    # no comma before "where"
    (
        "You may sacrifice a creature. If you do, draw X cards where X is the number of lands you "
        "control.",
        "where",
    ),
    ("Scry Y, where Y is the number of lands you control.", "Y,"),
    # "and" without a comma after the definition
    (
        "Look at the top X cards of your library, where X is the number of cards in your hand and "
        "put them back in any order.",
        "and",
    ),
    (
        "Discard a card at random. If you discards a creature card this way, draw a card.",
        "discards",
    ),
    ("Destroy target creature. If a creature is destroy this way, you gain 2 life.", "destroy"),
    (
        "Tap an untapped creature you control: Test Card gets +X/+0 until end of turn, where X is "
        "the power of the creature taped this way.",
        "taped",
    ),
]


@pytest.mark.parametrize(("line", "word"), WRONG)
def test_wrong(line: str, word: str) -> None:
    found = _errors(line, CREATURE if line.startswith("Tap") else "Sorcery")
    assert found and found[0] == ("E001", word)


def test_if_you_do_defines_x_of_its_clauses() -> None:
    """ "If you do, draw X cards, where X is ...": the X of the draw is the count the sentence
    defines (CR 107.3c), not an announced X."""
    (ability,) = abilities_of(
        _text(
            "You may sacrifice a creature. If you do, draw X cards, where X is the number of "
            "lands you control."
        )
    )
    found = [n for n in _walk(ability) if isinstance(n, ir.XValue)]
    assert found == []


def test_mid_sentence_where_defines_x_of_the_rest() -> None:
    """ "Draw a card, where X is ..., then discard X cards": the clauses after the definition
    read the same X (CR 107.3c)."""
    (ability,) = abilities_of(
        _text("Draw a card, where X is the number of lands you control, then discard X cards.")
    )
    assert [n for n in _walk(ability) if isinstance(n, ir.XValue)] == []


def test_you_sacrifice_this_way_counts_the_sacrifice() -> None:
    """ "If you sacrifice an Island this way": a count of the lands the sacrifice before it
    moved that are Islands (CR 608.2c)."""
    (ability,) = abilities_of(
        _text(
            "At the beginning of your upkeep, sacrifice a land. If you sacrifice an Island this "
            "way, Test Card deals 3 damage to you.",
            CREATURE,
        )
    )
    counts = [n for n in _walk(ability) if isinstance(n, ir.ObjectCount)]
    assert len(counts) == 1 and counts[0].filter.among is not None
