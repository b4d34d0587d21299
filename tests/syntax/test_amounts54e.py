# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 54 (amounts and quantities, CR 107.1a, 107.3, 208.1): an amount multiplied by a
written number ("You gain twice X life.", "Each opponent loses two times X life.", "equal to
three times the number of creatures tapped this way"), half an amount rounded as the text says
("half the sacrificed creature's power, rounded down", CR 107.1a), "his power" of the named
character the card is, and "mills cards equal to ..." / "discard cards equal to ..." (CR
701.17a, 701.9a). The multiplied or halved amount is one IR value,
:class:`~karlov.ir.Scaled`; where the count it multiplies is not a number the runtime can put
("Create twice X ... tokens", "Remove twice X loyalty counters") it is refused at its words; a
wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    compiled_abilities,
    ir_nodes_of,
)

CREATURE = "Creature — Human Cleric"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Sanguine Sacrament, Debt to the Deathless, Martyr of Sands: X multiplied (CR 107.3)
    ("You gain twice X life.", "Instant", None),
    ("Each opponent loses two times X life. You gain life equal to the life lost this way.", "Sorcery", None),
    ("Test Card deals three times X damage to any target.", "Sorcery", None),
    # Pest Infestation, Confront the Past: a multiplied X as the count of tokens or counters
    # is no count the runtime puts
    ("Create twice X 1/1 black and green Pest creature tokens.", "Sorcery", "twice X"),
    ("Remove twice X loyalty counters from target planeswalker an opponent controls.", "Sorcery", "twice X"),
    # Glenn, Ryu: "his power" is the power of the object the ability is of (CR 208.1)
    ("Whenever Test Card deals combat damage to a player, draw cards equal to his power.", CREATURE, None),
    ("{4}{R}, {T}: Test Card deals damage equal to his power to any target.", CREATURE, None),
    # Grisly Spectacle, Vanish into Memory's last words: as many cards as the number (CR 608.2h)
    ("Destroy target nonartifact creature. Its controller mills cards equal to that creature's power.", "Instant", None),
    ("Exile target creature. Target player discards cards equal to that creature's toughness.", "Sorcery", None),
    # Freyalise Supplicant, Catacomb Dragon: half of the value, rounded down (CR 107.1a)
    ("{T}, Sacrifice a red or white creature: Test Card deals damage to any target equal to half the sacrificed creature's power, rounded down.", CREATURE, None),
    ("Whenever Test Card becomes blocked by a nonartifact, non-Dragon creature, that creature gets -X/-0 until end of turn, where X is half the creature's power, rounded down.", "Creature — Dragon", None),
    ("You gain life equal to half the number of creatures you control, rounded up.", "Sorcery", None),
    # three times a count (CR 107.3)
    ("Test Card deals damage to any target equal to three times the number of cards in your hand.", "Sorcery", None),
    # Rotfeaster Maggot, Dead Reckoning: "that card's" toughness or power (CR 208.1, 608.2h)
    ("Exile target creature card from a graveyard. You gain life equal to that card's toughness.", "Sorcery", None),
    # First Responder: the number said before the object it is put on (CR 122.1)
    ("At the beginning of your end step, you may return another creature you control to its owner's hand, then put a number of +1/+1 counters equal to that creature's power on Test Card.", CREATURE, None),
    # Bargaining Table, Voodoo Doll: X of the cost defined by the text is read and refused
    # (CR 107.3c: not chosen)
    ("{X}, {T}: Draw a card. X is the number of cards in an opponent's hand.", "Artifact", "X is the number of cards in an opponent's hand."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, error code, the word it must stand at): wordings Oracle never uses
NEAR_MISSES = [
    # "five times X": Oracle multiplies by two, three or four; "five" is the amount, and
    # "times" then stands where "life" must
    ("You gain five times X life.", "Instant", "E001", "times"),
    # "twice" of a written number is no Oracle amount: "twice" is then "twice that many"
    ("You gain twice 3 life.", "Instant", "E001", "3"),
    # "its" of a character is "his" or "her", never "him"
    ("Whenever Test Card deals combat damage to a player, draw cards equal to him power.", CREATURE, "E001", "him"),
    # "mills card equal to": the noun is plural
    ("Its controller mills card equal to that creature's power.", "Instant", "E001", "card"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_near_misses_are_errors_at_their_word(
    line: str, card_type: str, code: str, word: str
) -> None:
    assert_error_at(line, card_type, code, word)


def test_twice_x_is_x_scaled_by_two() -> None:
    (ability,) = compiled_abilities("You gain twice X life.", "Instant")
    (scaled,) = ir_nodes_of(ability, ir.Scaled)
    assert isinstance(scaled.of, ir.XValue)
    assert (scaled.times, scaled.halved) == (2, False)


def test_half_rounded_down_is_halved_and_rounded_down() -> None:
    line = "{T}, Sacrifice a red or white creature: Test Card deals damage to any target equal to half the sacrificed creature's power, rounded down."
    (ability,) = compiled_abilities(line, CREATURE)
    (scaled,) = ir_nodes_of(ability, ir.Scaled)
    assert isinstance(scaled.of, ir.ValueOf) and scaled.of.characteristic == "power"
    assert (scaled.times, scaled.halved, scaled.round_up) == (1, True, False)


def test_half_rounded_up_rounds_up() -> None:
    line = "You gain life equal to half the number of creatures you control, rounded up."
    (ability,) = compiled_abilities(line, "Sorcery")
    (scaled,) = ir_nodes_of(ability, ir.Scaled)
    assert scaled.halved and scaled.round_up


def test_three_times_a_count_multiplies_the_count() -> None:
    """ "three times the number of cards in your hand" is the count, three times over."""
    line = "Test Card deals damage to any target equal to three times the number of cards in your hand."
    (ability,) = compiled_abilities(line, "Sorcery")
    (counted,) = ir_nodes_of(ability, ir.NumberOf)
    assert counted.times == 3
    assert ir_nodes_of(ability, ir.Scaled) == []


def test_his_power_is_the_power_of_the_source() -> None:
    line = "Whenever Test Card deals combat damage to a player, draw cards equal to his power."
    (ability,) = compiled_abilities(line, CREATURE)
    (value,) = ir_nodes_of(ability, ir.ValueOf)
    assert isinstance(value.of, ir.SourceObject) and value.characteristic == "power"
