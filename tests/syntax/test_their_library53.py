# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (another player's library, and permissions to cast): "exile the top card of that
player's library" is the library of the one player named before it (CR 401.1, 603.7c:
Ragavan, Nimble Pilferer; "you manifest the top card of that player's library", Thieving
Amalgam); "You may cast that card this turn" / "Until end of turn, you may cast that card" is
a permission to cast the card named before it this turn, never to play a land (CR 601.2,
305.9, 611.2a), in which "may" is the permission's own word: nothing is chosen as the ability
resolves."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import assert_refused_at, compiled_abilities, ir_nodes_of

CREATURE = "Creature — Monkey Pirate"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    ("Whenever Test Card deals combat damage to a player, exile the top card of that player's library. Until end of turn, you may cast that card.", CREATURE, None),
    ("Whenever Test Card deals combat damage to a player, exile the top two cards of that player's library.", CREATURE, None),
    ("At the beginning of each opponent's upkeep, you manifest the top card of that player's library.", "Enchantment", None),
    ("Exile the top card of your library. You may cast that card this turn.", "Sorcery", None),
    ("Choose target artifact card in your graveyard. You may cast that card this turn.", "Sorcery", None),
    # no player named before "that player's": refused
    ("Exile the top card of that player's library.", "Sorcery", "Exile"),
    # the card exiled is "it" (CR 400.7, 608.2c): cast from exile this turn
    ("Exile target creature. You may cast it this turn.", "Sorcery", None),
    # a permission for another player: refused
    ("Target opponent exiles the top card of their library. That player may cast that card this turn.", "Sorcery", "cast that card"),
    # a card goes to its owner's library whichever library the words name (CR 400.3)
    ("Whenever a creature is put into your graveyard from the battlefield, put that card on top of your library.", "Enchantment", None),
    ("Look at target opponent's hand and choose a card from it. Put that card on top of that player's library.", "Sorcery", None),
    # two choices from among the cards looked at: which ones "the rest" leaves is refused
    ("Look at the top four cards of your library. Put a creature card from among them into your hand. Put a land card from among them into your graveyard. Put the rest on the bottom of your library in a random order.", "Sorcery", "the rest"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_their_library_and_cast_permissions_play_or_are_refused_at_their_words(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_that_players_library_is_the_event_players() -> None:
    (ability,) = compiled_abilities(
        "Whenever Test Card deals combat damage to a player, exile the top card of that player's library.",
        CREATURE,
    )
    (top,) = ir_nodes_of(ability, ir.TopOfLibrary)
    assert top.players is not None and top.players.who == "that_player"
    assert top.whose is ir.Whose.ANY


def test_may_cast_that_card_this_turn_is_a_permission_with_no_choice() -> None:
    (spell,) = compiled_abilities(
        "Exile the top card of your library. You may cast that card this turn."
    )
    assert ir_nodes_of(spell, ir.MayDo) == []
    (allow,) = [a for a in ir_nodes_of(spell, ir.Action) if a.verb is ir.Verb.ALLOW_CAST]
    assert isinstance(allow.objects, ir.Mentioned)


def test_the_rest_leaves_out_the_card_chosen_from_among_them() -> None:
    """Silhana Wayfinder: the card revealed and put on top of the same library is still there
    (no zone change, CR 400.7) but is not one of "the rest" (CR 608.2c)."""
    (ability,) = compiled_abilities(
        "When Test Card enters the battlefield, look at the top four cards of your library. You may reveal a creature or land card from among them and put it on top of your library. Put the rest on the bottom of your library in a random order.",
        CREATURE,
    )
    (rest,) = ir_nodes_of(ability, ir.Remaining)
    (chosen,) = ir_nodes_of(ability, ir.ChosenObjects)
    assert rest.without == chosen.key
