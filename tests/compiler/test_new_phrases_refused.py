"""Phrases the grammar reads but the compiler cannot lower are refused (C001), never a crash.

The corpus breadth work added grammar for phrases such as "an X/X token"; the lowering of
tokens had assumed printed numbers. Every parsed corpus card is compiled by
``tests/syntax/test_corpus.py``; these are the phrases that once crashed the compiler.
"""

from __future__ import annotations

from .lowering import c001_of


def test_an_x_by_x_token_whose_x_nothing_defines_is_c001() -> None:
    # "where X is ..." (CR 107.3c) or an X announced with the cost (CR 107.3a) now plays
    # (tests/runtime/test_effects37f.py); an X that neither says stays refused
    assert c001_of(
        "Probe {2}{U}{R}\nCreature — Weird\nWhen Probe dies, create an X/X blue and red Weird "
        "creature token.\n1/1\n"
    ) == [
        "the rules runtime cannot execute this yet: a token description with power and "
        "toughness X/X"
    ]


def test_an_x_by_x_token_where_x_is_defined_compiles() -> None:
    assert (
        c001_of(
            "Probe {2}{U}{R}\nSorcery\nCreate an X/X blue and red Weird creature token, where X "
            "is the number of instant and sorcery cards in your graveyard.\n"
        )
        == []
    )


def test_an_aura_that_enchants_a_card_in_a_graveyard_is_c001() -> None:
    # The runtime attaches Auras only to permanents (CR 303.4f, 704.5m): the Aura would be put
    # into the graveyard, or stay where it was, rather than enchant the card.
    assert c001_of(
        "Probe {1}{B}\nEnchantment — Aura\nEnchant creature card in a graveyard\n"
        "Enchanted creature card gets +1/+1.\n"
    ) == [
        "the rules runtime cannot execute this yet: an Aura that enchants a card outside the "
        "battlefield"
    ]
