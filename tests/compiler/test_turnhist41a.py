"""What an object did this turn and a player's turn record, as the compiler states it (session
41, turnhist): :class:`~karlov.ir.SourceIs` turn states for what this very object did (CR
508.1, 509.1, 509.1h, 120.3, 403.3, 400.7), :class:`~karlov.ir.PlayerActedThisTurn`
``had_enter`` for permanents entering under a player's control (CR 403.3, 110.2),
:class:`~karlov.ir.TurnTally` ``dealt_damage`` and of players other than you (CR 120.3, 119.3,
121.1), ``ObjectFilter.dealt_damage_by_source`` (CR 120.3, 603.10a). What the runtime has no
reading of stays C001 at its span, verbatim."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from karlov import ir

from .lowering import abilities_of, c001_of

_NO = "the rules runtime cannot execute this yet: "
_PROBE = "Probe {1}\nCreature — Wall\nAt the beginning of each end step, if "


def _condition(text: str) -> ir.Condition:
    (triggered,) = abilities_of(_PROBE + text + ", draw a card.\n0/3\n")
    assert isinstance(triggered, ir.TriggeredAbility)
    assert triggered.intervening_if is not None  # checked twice (CR 603.4)
    return triggered.intervening_if


def test_what_the_source_did_is_a_turn_state_of_it() -> None:
    cases = {
        "Probe was dealt damage this turn": "was_dealt_damage_this_turn",
        "Probe attacked this turn": "attacked_this_turn",
        "Probe blocked this turn": "blocked_this_turn",
        "Probe was blocked this turn": "was_blocked_this_turn",
        "Probe entered the battlefield this turn": "entered_this_turn",
        "Probe dealt damage to an opponent this turn": "dealt_damage_to_opponent_this_turn",
        "Probe dealt combat damage to a player this turn": (
            "dealt_combat_damage_to_player_this_turn"
        ),
    }
    for text, state in cases.items():
        assert _condition(text) == ir.SourceIs(state), text


def test_a_planeswalker_entering_under_your_control_is_what_you_had_enter() -> None:
    found = _condition("a planeswalker entered the battlefield under your control this turn")
    assert isinstance(found, ir.PlayerActedThisTurn)
    assert (found.who.who, found.event) == ("you", "had_enter")
    assert found.filter.types == (ir.TypeTest(("planeswalker",)),)
    same = _condition("you had a planeswalker enter the battlefield under your control this turn")
    assert isinstance(same, ir.PlayerActedThisTurn)
    assert (same.who, same.event, same.count, same.filter.types) == (
        found.who,
        found.event,
        found.count,
        found.filter.types,
    )


def test_another_creature_entering_is_not_the_source() -> None:
    found = _condition(
        "you had another creature enter the battlefield under your control this turn"
    )
    assert isinstance(found, ir.PlayerActedThisTurn) and found.filter.other


def test_damage_dealt_to_you_is_a_tally_of_you() -> None:
    text = "Probe {B}\nInstant\nYou gain life equal to the damage dealt to you this turn.\n"
    (spell,) = abilities_of(text)
    tally = spell.effect.amount  # type: ignore[attr-defined]
    assert isinstance(tally, ir.TurnTally)
    assert (tally.who.who, tally.event) == ("you", "dealt_damage")


def test_the_damage_dealt_to_your_opponents_is_their_sum() -> None:
    text = "Probe {B}\nSorcery\nDraw cards equal to the damage dealt to your opponents this turn.\n"
    (spell,) = abilities_of(text)
    tally = spell.effect.amount  # type: ignore[attr-defined]
    assert isinstance(tally, ir.TurnTally)
    assert (tally.who.who, tally.event) == ("each_opponent", "dealt_damage")


def test_the_life_each_opponent_lost_is_refused_verbatim() -> None:
    text = "Probe {B}\nSorcery\nEach opponent loses life equal to the life they lost this turn.\n"
    assert c001_of(text) == [
        _NO + "'the life they lost this turn': whose turn's record 'they' names"
    ]


@given(st.integers(min_value=2, max_value=20))
def test_for_each_more_than_one_damage_is_refused(n: int) -> None:
    text = (
        "Probe {B}\nCreature — Spirit\nAt the beginning of each end step, put a +1/+1 counter "
        f"on Probe for each {n} damage dealt to you this turn.\n1/1\n"
    )
    assert c001_of(text) == [
        _NO + f"'for each {n} damage dealt to you this turn': counted by more than one at a time"
    ]


def test_a_creature_dealt_damage_by_the_source_is_a_filter_of_it() -> None:
    text = (
        "Probe {B}\nCreature — Bat\nWhenever a creature dealt damage by Probe this turn dies, "
        "put a +1/+1 counter on Probe.\n1/1\n"
    )
    (triggered,) = abilities_of(text)
    assert isinstance(triggered, ir.TriggeredAbility)
    trigger = triggered.trigger
    assert isinstance(trigger, ir.EventTrigger) and trigger.event == "dies"
    assert trigger.subject is not None and trigger.subject.dealt_damage_by_source
