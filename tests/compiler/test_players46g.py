"""Players of session 46, in the IR: "Whenever an opponent casts their second spell each turn" is
the cast trigger with an ordinal, by opponents (CR 601.2i); "Each player who can't ..." names the
players the one instruction before it could not be done for, which that instruction records
(CR 609.3, 608.2c)."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of


def _walk(node: object) -> list[object]:
    found = [node]
    for child in ir.children(node):
        found += _walk(child)
    return found


def _of(kind: type, text: str) -> list:
    return [n for ability in abilities_of(text) for n in _walk(ability) if isinstance(n, kind)]


def test_an_opponents_second_spell_each_turn() -> None:
    text = (
        "Test Tax {2}{W}\nEnchantment\nWhenever an opponent casts their second spell each turn, "
        "you create a Treasure token.\n"
    )
    (ability,) = abilities_of(text)
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert (trigger.event, trigger.by, trigger.ordinal) == ("cast", ir.Whose.OPPONENT, 2)


def test_a_players_first_noncreature_spell_counts_only_those() -> None:
    text = (
        "Test Sentinel {W}\nEnchantment\nWhenever a player casts their first noncreature spell "
        "each turn, that player draws a card.\n"
    )
    (ability,) = abilities_of(text)
    trigger = ability.trigger  # type: ignore[union-attr]
    assert (trigger.by, trigger.ordinal) == (ir.Whose.ANY, 1)
    assert trigger.subject is not None
    assert [t.none_of for t in trigger.subject.types] == [("creature",)]


def test_each_player_who_cant_is_recorded_by_the_sacrifice_before_it() -> None:
    text = (
        "Test Crafter {2}{B}\nCreature — Human Shaman\nWhen Test Crafter enters, each player "
        "sacrifices a creature or planeswalker. Each player who can't discards a card.\n3/2\n"
    )
    actions = _of(ir.Action, text)
    sacrifice, discard = actions
    assert sacrifice.verb is ir.Verb.SACRIFICE and sacrifice.unable
    assert discard.verb is ir.Verb.DISCARD and discard.players is not None
    assert (discard.players.who, discard.players.key) == ("unable", sacrifice.unable)
    assert discard.players.also is not None and discard.players.also.who == "each_player"


def test_each_opponent_who_cant_is_among_the_opponents() -> None:
    text = (
        "Test Waker {2}{B}{B}\nSorcery\nEach player discards a card. Each opponent who can't "
        "loses 3 life.\n"
    )
    discard, lose = _of(ir.Action, text)
    assert discard.unable and lose.players is not None
    assert lose.players.who == "unable" and lose.players.key == discard.unable
    assert lose.players.also is not None and lose.players.also.who == "each_opponent"
