"""A planeswalker's printed loyalty (CR 306.5b): the card's last line, ``Loyalty: N``."""

from __future__ import annotations

import karlov
from karlov.frontend.renderer import render_card
from karlov.runtime import Game

from .lowering import c001_of, compile_text

WALKER = "Probe Walker {2}{U}\nLegendary Planeswalker — Jace\nLoyalty: 4\n"


def test_the_loyalty_line_is_the_cards_loyalty_and_fmt_keeps_it() -> None:
    (card,) = karlov.parse(WALKER)
    assert card.loyalty == "4" and card.abilities == ()
    assert render_card(card) == WALKER
    compiled = compile_text(WALKER)
    assert compiled.ok and compiled.ir is not None and compiled.ir.loyalty == 4


def test_a_planeswalker_enters_with_its_printed_loyalty() -> None:
    compiled = compile_text(WALKER)
    assert compiled.definition is not None
    game = Game(("Alice", "Bob"))
    walker = game.add_card(compiled.definition, "Alice", "battlefield")
    assert walker.counters == {"loyalty": 4}


def test_a_planeswalker_without_a_loyalty_line_is_refused() -> None:
    assert c001_of("Probe Walker {2}{U}\nLegendary Planeswalker — Jace\n") == [
        "the rules runtime cannot execute this yet: a planeswalker without a 'Loyalty: N' line "
        "(CR 306.5b)"
    ]


def test_a_loyalty_line_on_a_creature_is_e034() -> None:
    found = karlov.check("Probe Bear {1}{G}\nCreature — Bear\n2/2\nLoyalty: 3\n", "p.card")
    assert [(d.code, d.message) for d in found] == [
        ("E034", "'Probe Bear' is not a planeswalker, so it has no loyalty line"),
    ]
