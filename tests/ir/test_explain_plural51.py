"""The verb after a subject naming several players takes the plural: "any number of
opponents ... discard ..., then those players draw seven cards" (Wheel and Deal; the audit
of session 51 read "those players draws")."""

from __future__ import annotations

import karlov
from karlov.explain import explain_compiled


def test_several_players_take_the_plural_verb() -> None:
    (card,) = karlov.parse(
        "Wheel and Deal {3}{U}\nInstant\nAny number of target opponents each discard their "
        "hands, then draw seven cards.\nDraw a card.\n"
    )
    text = explain_compiled([(card, karlov.compile_card(card))])
    assert "discard each card in their hand, then those players draw seven cards." in text, text
    assert "draws seven" not in text and "discards each" not in text


def test_one_player_takes_the_singular_verb() -> None:
    (card,) = karlov.parse("Mind Rot {2}{B}\nSorcery\nTarget player discards two cards.\n")
    text = explain_compiled([(card, karlov.compile_card(card))])
    assert "discards two cards" in text, text
