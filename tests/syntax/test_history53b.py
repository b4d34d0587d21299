# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (look-back history and "this way", CR 608.2c, 608.2h): what the one destruction
before a count did -- "the number of creatures that died this way" (CR 700.4: put into a
graveyard, a token too), "creatures you controlled that were destroyed this way", "... they
controlled ..." of each player losing or gaining life in turn (CR 101.4); what a player did
this turn, counted by the objects' characteristics then -- "the number of cards target opponent
discarded this turn" (CR 701.9a), "Treasure tokens you created this turn" (CR 111.2), "nontoken
creatures you had enter the battlefield under your control this turn" (CR 403.3); "If an
opponent searched their library this turn" (CR 701.23a); "a creature that has been dealt damage
this turn" (CR 120.3). What the runtime does not record is read and refused at its words; a
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

CREATURE = "Creature — Troll Warlock"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Hellfire, Mogg Infestation: the creatures the destruction put into a graveyard
    ("Destroy all nonblack creatures. Test Card deals X plus 3 damage to you, where X is the number of creatures that died this way.", "Sorcery", None),
    ("Destroy all creatures. For each creature that died this way, you gain 2 life.", "Sorcery", None),
    # Mogg Infestation: "that player" after "for each" might name each counted object's
    # controller or the target player; the sentence is refused whole, as every such sentence
    ("Destroy all creatures target player controls. For each creature that died this way, that player creates two 1/1 red Goblin creature tokens.", "Sorcery", "For each creature that died this way, that player creates two 1/1 red Goblin creature tokens."),
    # Deadly Tempest, Kaya's Wrath: whose creatures, as they were destroyed
    ("Destroy all creatures. Each player loses life equal to the number of creatures they controlled that were destroyed this way.", "Sorcery", None),
    ("Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroyed this way.", "Sorcery", None),
    # "they" of one target player, not each of several players in turn: refused
    ("Destroy all creatures. Target player loses life equal to the number of creatures they controlled that were destroyed this way.", "Sorcery", "creatures they controlled that were destroyed this way"),
    # a noun the destruction's description does not make each destroyed object
    ("Destroy all artifacts. You gain 1 life for each creature that died this way.", "Sorcery", "creature that died this way"),
    # a destruction of one target names no description to count by
    ("Destroy target creature. You gain 2 life for each creature that died this way.", "Sorcery", "creature that died this way"),
    # Dream Salvage, Gyome: a player's acts this turn, by the objects as they were then
    ("Draw cards equal to the number of cards target opponent discarded this turn.", "Instant", None),
    ("At the beginning of your end step, create a number of Food tokens equal to the number of nontoken creatures you had enter the battlefield under your control this turn.", CREATURE, None),
    ("You gain 1 life for each Treasure token you created this turn.", "Instant", None),
    # the possessive of "under ... control" is the player's own
    ("At the beginning of your end step, create a number of Food tokens equal to the number of nontoken creatures you had enter the battlefield under their control this turn.", CREATURE, "you had enter the battlefield under their control this turn"),
    # cards discarded are counted as cards only (their kind then is not recorded as the act's)
    ("Draw cards equal to the number of creature cards target opponent discarded this turn.", "Instant", "creature cards target opponent discarded this turn"),
    # outside a count, no object is described by what a player did earlier
    ("Destroy target creature you sacrificed this turn.", "Instant", "you sacrificed this turn"),
    # Archive Trap: a search of the player's own library
    ("If an opponent searched their library this turn, you may pay {0} rather than pay this spell's mana cost.", "Instant — Trap", None),
    ("If an opponent searched your library this turn, you may pay {0} rather than pay this spell's mana cost.", "Instant — Trap", "your library"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_died_this_way_counts_what_the_destruction_put_into_a_graveyard() -> None:
    """ "that died this way" is a result of the one destruction before it (CR 608.2c, 700.4),
    recorded by that destruction under the same key."""
    line = "Destroy all nonblack creatures. Test Card deals X plus 3 damage to you, where X is the number of creatures that died this way."
    (ability,) = compiled_abilities(line)
    (died,) = ir_nodes_of(ability, ir.ResultOf)
    assert died.of == "died"
    (destroy,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.DESTROY]
    assert destroy.remember == died.key


@pytest.mark.parametrize(
    ("line", "of"),
    [
        ("Destroy all creatures. Each player loses life equal to the number of creatures they controlled that were destroyed this way.", "destroyed_theirs"),
        ("Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroyed this way.", "destroyed_yours"),
    ],
)  # fmt: skip
def test_whose_destroyed_creatures_are_counted(line: str, of: str) -> None:
    (ability,) = compiled_abilities(line)
    (counted,) = ir_nodes_of(ability, ir.ResultOf)
    assert counted.of == of


def test_a_players_acts_this_turn_are_a_tally_with_the_objects_description() -> None:
    line = "At the beginning of your end step, create a number of Food tokens equal to the number of nontoken creatures you had enter the battlefield under your control this turn."
    (ability,) = compiled_abilities(line, CREATURE)
    (tally,) = ir_nodes_of(ability, ir.TurnTally)
    assert (tally.who.who, tally.event) == ("you", "had_enter")
    assert tally.filter is not None and tally.filter.tokens is False
    assert [t.any_of for t in tally.filter.types] == [("creature",)]
    line = "Draw cards equal to the number of cards target opponent discarded this turn."
    (ability,) = compiled_abilities(line, "Instant")
    (tally,) = ir_nodes_of(ability, ir.TurnTally)
    assert (tally.who.who, tally.event) == ("target", "discarded")


def test_searched_their_library_is_a_players_act() -> None:
    line = "If an opponent searched their library this turn, you may pay {0} rather than pay this spell's mana cost."
    (ability,) = compiled_abilities(line, "Instant — Trap")
    (acted,) = ir_nodes_of(ability, ir.PlayerActedThisTurn)
    assert (acted.who.who, acted.event) == ("each_opponent", "searched_library")


#: (line, card type, the error code, the word it stands at)
NEAR_MISSES = [
    # "were destroyed": the verb agrees with the plural noun ("that was" goes on only to
    # "dealt damage" or "put there")
    ("Destroy all creatures. You gain life equal to the number of creatures you controlled that was destroyed this way.", "Sorcery", "E001", "destroyed"),
    # "died this way", not the present tense
    ("Destroy all creatures. You gain 1 life for each creature that dies this way.", "Sorcery", "E001", "dies"),
    # "discarded": the past tense of the act, not its base form
    ("Draw cards equal to the number of cards target opponent discard this turn.", "Instant", "E001", "discard"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, code: str, word: str) -> None:
    assert_error_at(line, card_type, code, word)
