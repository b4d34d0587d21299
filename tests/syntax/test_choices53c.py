# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (choices, votes, piles, issue 20): Council's dilemma's two instructions of one
sentence, each counted by the votes for its own word ("Put a +1/+1 counter on ~ for each
strength vote and create a 1/1 white Soldier creature token for each numbers vote.", CR
701.38a) and its sentence led by the tally ("For each evidence vote, investigate."); will of
the council's votes for objects ("each player votes for a nonland permanent you don't
control", "each permanent with the most votes or tied for most votes"), read and refused at
their words; "Put your choice of a vigilance counter, a reach counter, or a trample counter on
it" (CR 122.1b, 608.2d) and "each player chooses an artifact, a creature, an enchantment, and
a planeswalker from among the nonland permanents they control" (CR 608.2d), read and refused.
A wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import assert_error_at, assert_refused_at, compiled_abilities, ir_nodes_of

CREATURE = "Creature — Human Soldier"
ENTERS_VOTE = "When Test Card enters, starting with you, each player votes for strength or numbers."

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Lieutenants of the Guard, Messenger Jays: each instruction counted by its word's votes
    (f"{ENTERS_VOTE} Put a +1/+1 counter on Test Card for each strength vote and create a 1/1 white Soldier creature token for each numbers vote.", CREATURE, None),
    ("When Test Card enters, starting with you, each player votes for feather or quill. Put a +1/+1 counter on Test Card for each feather vote and draw a card for each quill vote.", CREATURE, None),
    # Tivit, Seller of Secrets: the sentence led by the tally
    ("When Test Card enters, starting with you, each player votes for evidence or bribery. For each evidence vote, investigate. For each bribery vote, create a Treasure token.", CREATURE, None),
    # Capital Punishment: a sacrifice counted by votes is refused at its words
    ("Starting with you, each player votes for death or taxes. Each opponent sacrifices a creature for each death vote and discards a card for each taxes vote.", "Sorcery", "sacrifices a creature"),
    # Expropriate: an extra turn counted by votes is refused at its words
    ("Starting with you, each player votes for time or money. For each time vote, take an extra turn after this one.", "Sorcery", "take an extra turn"),
    # a word that is no option of the vote before it
    (f"{ENTERS_VOTE} For each evidence vote, investigate.", CREATURE, "For each evidence vote, investigate."),
    # Council's Judgment, Custodi Squire: votes for objects
    ("Starting with you, each player votes for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes.", "Sorcery", "Starting with you, each player votes for a nonland permanent you don't control."),
    # Vivien, Monsters' Advocate: one kind of counter of three, chosen as it resolves
    ("Create a 3/3 green Beast creature token. Put your choice of a vigilance counter, a reach counter, or a trample counter on it.", "Sorcery", "Put your choice of"),
    # Cataclysmic Gearhulk: one permanent of each kind, chosen by each player
    ("When Test Card enters, each player chooses an artifact, a creature, an enchantment, and a planeswalker from among the nonland permanents they control, then sacrifices the rest.", CREATURE, "chooses an artifact"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_each_instruction_counts_the_votes_for_its_own_word() -> None:
    """ "... for each strength vote and create ... for each numbers vote": two instructions,
    the first counted by the strength votes, the second by the numbers votes (CR 701.38a)."""
    line = READ[0][0]
    (ability,) = compiled_abilities(line, CREATURE)
    (vote,) = ir_nodes_of(ability, ir.Vote)
    tallies = ir_nodes_of(ability, ir.VotesFor)
    assert [t.option for t in tallies] == ["strength", "numbers"]
    assert {t.vote for t in tallies} == {vote.key}


def test_the_sentence_led_by_the_tally_counts_its_word() -> None:
    (ability,) = compiled_abilities(READ[2][0], CREATURE)
    assert [t.option for t in ir_nodes_of(ability, ir.VotesFor)] == ["evidence", "bribery"]


#: (line, card type, the word the error stands at)
NEAR_MISSES = [
    # the second instruction needs its verb
    (f"{ENTERS_VOTE} Put a +1/+1 counter on Test Card for each strength vote and for each numbers vote.", CREATURE, "for each numbers"),
    # Oracle lists three choices with a comma before "or"
    ("Put your choice of a vigilance counter, a reach counter or a trample counter on target creature.", "Sorcery", "or a trample"),
    # "your choice of" is one of them, never "and"
    ("Put your choice of a vigilance counter, a reach counter, and a trample counter on target creature.", "Sorcery", "and a trample"),
    # the permanents chosen among are those "they control"
    ("Each player chooses an artifact, a creature, an enchantment, and a planeswalker from among the permanents.", "Sorcery", "from among"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, word: str) -> None:
    assert_error_at(line, card_type, "E001", word)
