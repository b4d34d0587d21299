"""Players' reveals and votes (session 39c): "Each player reveals the top card of their library"
(parley, CR 701.20a, 401.1), "Target opponent reveals a card at random from their hand"
(CR 701.20a), "For each [objects], [clause]" (CR 608.2c, 608.2h) and voting (will of the
council, council's dilemma, CR 701.38a)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir
from karlov.runtime.execute import vote_won

from .lowering import abilities_of, c001_of

PLEA = (
    "Test Plea {3}{U}\nSorcery\nWill of the council — Starting with you, each player votes for "
    "time or knowledge. If time gets more votes, take an extra turn after this one. If "
    "knowledge gets more votes or the vote is tied, draw three cards.\n"
)


def _walk(node: object) -> list[object]:
    found = [node]
    for child in ir.children(node):
        found += _walk(child)
    return found


def test_each_player_reveals_the_top_of_their_own_library() -> None:
    text = (
        "Test Parley {2}{W}\nSorcery\nEach player reveals the top card of their library. For "
        "each nonland card revealed this way, you create a 1/1 white Spirit creature token with "
        "flying.\n"
    )
    (spell,) = abilities_of(text)
    (top,) = [n for n in _walk(spell) if isinstance(n, ir.TopOfLibrary)]
    assert top.players is not None and top.players.who == "each_player"
    assert top.count == 1 and top.whose is ir.Whose.ANY
    (counted,) = [n for n in _walk(spell) if isinstance(n, ir.NumberOf)]
    # the cards revealed are in every player's library, not only yours
    assert counted.filter.zone_owner is ir.Whose.ANY and counted.filter.among


def test_a_vote_and_what_reads_it() -> None:
    (spell,) = abilities_of(PLEA)
    (vote,) = [n for n in _walk(spell) if isinstance(n, ir.Vote)]
    assert vote.options == ("time", "knowledge")
    results = [n for n in _walk(spell) if isinstance(n, ir.VoteResult)]
    assert [(r.option, r.or_tied, r.vote) for r in results] == [
        ("time", False, vote.key),
        ("knowledge", True, vote.key),
    ]


def test_for_each_vote_multiplies_the_amount() -> None:
    text = (
        "Test Orchard {5}{G}\nCreature — Elemental\nCouncil's dilemma — When Test Orchard "
        "enters, starting with you, each player votes for sprout or harvest. Put two +1/+1 "
        "counters on Test Orchard for each sprout vote. You gain 3 life for each harvest vote."
        "\n2/2\n"
    )
    (trigger,) = abilities_of(text)
    counted = [n for n in _walk(trigger) if isinstance(n, ir.VotesFor)]
    assert [(v.option, v.times) for v in counted] == [("sprout", 2), ("harvest", 3)]


#: Each wording with the C001 it gets, verbatim: a reading the runtime would get wrong.
REFUSED = [
    # "that card" after each player revealed one: which of them? (per player, not said yet)
    (
        "Test Seer {2}{U}{B}\nCreature — Vampire Shaman\nAt the beginning of your upkeep, each "
        "player reveals the top card of their library, loses life equal to that card's mana "
        "value, then puts it into their hand.\n2/4\n",
        "the rules runtime cannot execute this yet: the value of one of several objects named "
        "before it",
    ),
    # the clause names each object counted: once for each, not a multiplied amount
    (
        "Test Growth {2}{G}\nSorcery\nFor each creature you control, put a +1/+1 counter on it.\n",
        "the rules runtime cannot execute this yet: 'For each creature you control, put a "
        "+1/+1 counter on it.' in an effect",
    ),
    (
        "Test Drain {2}{B}\nSorcery\nTarget player draws a card. For each creature you control, "
        "that player loses 1 life.\n",
        "the rules runtime cannot execute this yet: 'For each creature you control, that "
        "player loses 1 life.' in an effect",
    ),
    # a word that is none of the vote's options
    (
        "Test Plea {3}{U}\nSorcery\nStarting with you, each player votes for time or knowledge."
        " If money gets more votes, draw three cards.\n",
        "the rules runtime cannot execute this yet: 'money gets more votes' of no vote for that "
        "word before it",
    ),
    (
        "Test Plea {3}{U}\nSorcery\nIf time gets more votes, draw three cards.\n",
        "the rules runtime cannot execute this yet: 'time gets more votes' of no vote for that "
        "word before it",
    ),
    # several players revealing at random: "that card" would be whose?
    (
        "Test Memories {4}{R}\nSorcery\nEach opponent reveals a card at random from their hand.\n",
        "the rules runtime cannot execute this yet: a card revealed at random by other than one "
        "player",
    ),
    # "the revealed card" of several cards revealed
    (
        "Test Favor {2}{G}\nEnchantment\n{3}{G}: Each player reveals the top card of their "
        "library. Target creature gets +X/+X until end of turn, where X is the revealed card's "
        "mana value.\n",
        "the rules runtime cannot execute this yet: the amount 'the revealed card's mana value'",
    ),
]


@pytest.mark.parametrize(("text", "message"), REFUSED)
def test_refused_with_its_reason(text: str, message: str) -> None:
    assert c001_of(text) == [message]


#: Near misses of the vote's wording, each with its parse error, verbatim, and its column.
NEAR_MISSES = [
    (
        # "Starting with you, each player ..." is read (CR 101.4, session 49): the vote's
        # wording is then missed at its verb
        "Starting with you, each player votes for time and knowledge.",
        32,
        "unexpected 'votes': expected an effect, such as 'draw a card'",
    ),
    (
        "Starting with you, each player votes for time or knowledge. If time gets most votes, "
        "draw a card.",
        64,
        "unexpected 'time': expected a card type, subtype or quality, such as 'creature' or "
        "'Detective'",
    ),
]


@pytest.mark.parametrize(("line", "column", "message"), NEAR_MISSES)
def test_a_near_miss_of_the_vote_is_a_positioned_error(
    line: str, column: int, message: str
) -> None:
    found = karlov.check(f"Test Vote {{1}}{{U}}\nSorcery\n{line}\n")
    assert [(d.code, d.span.line, d.span.column, d.message) for d in found] == [
        ("E001", 3, column, message)
    ]


@given(st.lists(st.sampled_from(["time", "knowledge"]), min_size=1, max_size=6))
def test_vote_won_is_more_votes_or_a_tie(votes: list[str]) -> None:
    """CR 701.38a: "time gets more votes" is strictly more votes for time; "knowledge gets
    more votes or the vote is tied" is its complement when there are two choices."""
    time, knowledge = votes.count("time"), votes.count("knowledge")
    more_time = vote_won(votes, ir.VoteResult("v", "time"))
    assert more_time is (time > knowledge)
    knowledge_or_tied = vote_won(votes, ir.VoteResult("v", "knowledge", or_tied=True))
    assert knowledge_or_tied is (knowledge >= time)
    assert more_time is not knowledge_or_tied  # exactly one of the two happens
