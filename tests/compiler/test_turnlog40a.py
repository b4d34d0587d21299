"""What a player did this turn, as the compiler states it (session 40, turnlog): one IR form,
:class:`~karlov.ir.PlayerActedThisTurn` (who, event, count, filter), for cards drawn,
discarded and cycled, permanents sacrificed, tokens created (CR 121.1, 701.9a, 702.29a,
701.21a, 111.2) and damage dealt to a player (CR 120.3); :class:`~karlov.ir.TurnTally` for the
amounts. What the runtime has no reading of stays C001 at its span, verbatim."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from karlov import ir
from karlov.frontend.words import NUMBER_WORDS

from .lowering import abilities_of, c001_of

_NO = "the rules runtime cannot execute this yet: "
_END = "Probe {1}\nEnchantment\nAt the beginning of each end step, if "


def _condition(text: str) -> ir.Condition:
    (triggered,) = abilities_of(_END + text + ", draw a card.\n")
    assert isinstance(triggered, ir.TriggeredAbility)
    assert triggered.intervening_if is not None  # checked twice (CR 603.4)
    return triggered.intervening_if


def test_you_drew_two_or_more_cards() -> None:
    found = _condition("you drew two or more cards this turn")
    assert isinstance(found, ir.PlayerActedThisTurn)
    assert (found.who.who, found.event) == ("you", "drew")
    assert found.count == ir.Count(ir.Relation.AT_LEAST, 2)
    assert found.filter.nouns == ("card",) and found.filter.types == ()


def test_an_opponent_discarded_a_card_is_some_opponent() -> None:
    found = _condition("an opponent discarded a card this turn")
    assert isinstance(found, ir.PlayerActedThisTurn)
    assert (found.who.who, found.event) == ("each_opponent", "discarded")
    assert found.count == ir.Count(ir.Relation.AT_LEAST, 1)


def test_sacrificed_clues_keep_their_subtype() -> None:
    found = _condition("you sacrificed three or more Clues this turn")
    assert isinstance(found, ir.PlayerActedThisTurn) and found.event == "sacrificed"
    assert found.filter.subtypes == ("clue",)
    assert found.count == ir.Count(ir.Relation.AT_LEAST, 3)


def test_a_token_created_is_a_token() -> None:
    found = _condition("you created a token this turn")
    assert isinstance(found, ir.PlayerActedThisTurn) and found.event == "created"
    assert found.filter.tokens is True


def test_damage_dealt_to_you_counts_the_amount() -> None:
    found = _condition("you were dealt 4 or more damage this turn")
    assert isinstance(found, ir.PlayerActedThisTurn)
    assert (found.who.who, found.event) == ("you", "dealt_damage")
    assert found.count == ir.Count(ir.Relation.AT_LEAST, 4)
    bare = _condition("an opponent was dealt damage this turn")
    assert isinstance(bare, ir.PlayerActedThisTurn) and bare.who.who == "each_opponent"
    assert bare.count == ir.Count(ir.Relation.AT_LEAST, 1)


@given(st.integers(min_value=2, max_value=9))
def test_the_count_is_the_number_written(n: int) -> None:
    found = _condition(f"you drew {NUMBER_WORDS[n]} or more cards this turn")
    assert isinstance(found, ir.PlayerActedThisTurn)
    assert found.count == ir.Count(ir.Relation.AT_LEAST, n)


def test_the_amounts_read_the_turn() -> None:
    (spell,) = abilities_of(
        "Probe {1}\nInstant\nYou gain life equal to the number of cards you've discarded "
        "this turn.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Action)
    assert spell.effect.amount == ir.TurnTally(ir.Players("you"), "discarded")
    (lost,) = abilities_of(
        "Probe {1}\nInstant\nYou gain life equal to the life you've lost this turn.\n"
    )
    assert isinstance(lost, ir.SpellAbility) and isinstance(lost.effect, ir.Action)
    assert lost.effect.amount == ir.TurnTally(ir.Players("you"), "lost_life")


def test_what_is_not_read_stays_c001_verbatim() -> None:
    assert c001_of(_END + "that player drew two or more cards this turn, draw a card.\n") == [
        _NO + "cards drawn this turn by a player other than you or one of a group"
    ]
    assert c001_of(_END + "you discarded a creature card this turn, draw a card.\n") == [
        _NO + "cards discarded this turn of a kind"
    ]
    assert c001_of(_END + "you created a creature this turn, draw a card.\n") == [
        _NO + "objects created this turn that are not tokens"
    ]
    assert c001_of(_END + "you sacrificed a creature you control this turn, draw a card.\n") == [
        _NO + "this qualifier of an act earlier in the turn"
    ]


def test_only_characteristics_of_a_sacrificed_permanent_are_matched() -> None:
    """A sacrificed permanent is matched as it last existed (CR 603.10a): by what it was
    ("a nontoken creature", "an artifact"), never by a state the history does not keep."""
    found = _condition("you sacrificed a nontoken creature this turn")
    assert isinstance(found, ir.PlayerActedThisTurn) and found.filter.tokens is False
    assert c001_of(
        _END + "you sacrificed a creature with a +1/+1 counter on it this turn, draw a card.\n"
    ) == [_NO + "this qualifier of an act earlier in the turn"]
