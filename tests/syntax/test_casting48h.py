# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 48 (copies, control, exchanges): a player who copies a spell ("That player may copy
this spell and may choose a new target for that copy", "that player copies it": the copy is
theirs, CR 707.10, and so is the choice of its new targets, CR 707.10c), a second "may" of the
same player ("and may ..."), exchanging life totals (CR 701.12c) and "all creatures they own"
(CR 108.3): each read where it plays, refused (C001 at its span) where the runtime can't play
what it says, and an error (E001 at its word) where the wording is not Oracle's."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    card_errors,
    compiled_abilities,
    ir_values,
    refusals,
)

CREATURE = "Creature — Bird Soldier"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # a player's copy, and that player's new target for it (CR 707.10, 707.10c)
    ("Target player discards two cards. That player may copy this spell and may choose a new target for that copy.", "Sorcery", None),
    ("Target player discards two cards. That player may copy this spell and may choose new targets for that copy.", "Sorcery", None),
    ("Target player discards two cards. You may copy this spell and may choose a new target for the copy.", "Sorcery", None),
    ("Whenever a player casts an instant or sorcery spell, that player copies it and may choose new targets for the copy.", "Enchantment", None),
    ("Whenever a player casts an instant or sorcery spell, that player copies it.", "Enchantment", None),
    # choosing new targets for a spell other than the copy, by another player: not played
    ("Whenever a player casts an instant or sorcery spell, that player may choose new targets for it.", "Enchantment", 70),
    # exchanging life totals (CR 701.12c)
    ("{6}, {T}: Two target players exchange life totals.", "Artifact", None),
    ("{T}, Sacrifice Test Card: Exchange life totals with target opponent.", "Artifact", None),
    ("Exchange life totals with target player.", "Sorcery", None),
    # of other than two target players: which two?
    ("Up to two target players exchange life totals.", "Sorcery", 1),
    ("Exchange life totals with each opponent.", "Sorcery", 27),
    # the controller of one object as the player who acts (CR 108.4)
    ("{2}{U}, {T}: The controller of target instant or sorcery spell copies it. That player may choose new targets for the copy.", CREATURE, None),
    ("{2}{U}, {T}: The controller of two target instant or sorcery spells copies them.", CREATURE, 14),
    # "and it gains": the object just named, now the subject (CR 608.2c)
    ("Put a +1/+1 counter on target creature and it gains haste until end of turn.", "Sorcery", None),
    ("At the beginning of your upkeep, you may gain control of target permanent until end of turn. If you do, untap it and it gains haste until end of turn.", CREATURE, None),
    # until the end of your next turn (CR 611.2a, 514.2): read, not played yet
    ("Gain control of target creature until the end of your next turn.", "Sorcery", 33),
    # "they own" (CR 108.3): the clause's player
    ("{T}: Each player gains control of all creatures they own.", "Artifact", None),
    ("At the beginning of each end step, each player gains control of all nontoken permanents they own.", CREATURE, None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Target player discards two cards. That player may copy this spell and may choose new target for that copy.", "Sorcery", "target for"),
    ("Target player discards two cards. That player may copy this spell and may choose a new targets for that copy.", "Sorcery", "targets"),
    ("Target player discards two cards. That player may copy this spell and may choose the new target for that copy.", "Sorcery", "new target"),
    ("Whenever a player casts an instant or sorcery spell, that player copies it and may chooses new targets for the copy.", "Enchantment", "new targets"),
    ("Two target players exchange life total.", "Sorcery", "total."),
    ("Two target players exchange their life totals.", "Sorcery", "their"),
    ("Exchange life totals to target opponent.", "Sorcery", "to target"),
    ("Each player gains control of all creatures they owns.", "Sorcery", "owns."),
    ("{2}{U}, {T}: The controllers of target instant or sorcery spell copies it.", "Artifact", "controllers"),
    ("Gain control of target creature until the end of next turn.", "Sorcery", "end of next"),
    ("Gain control of target creature until end of your next turn.", "Sorcery", "end of your"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


def test_the_copy_and_its_new_target_are_that_players() -> None:
    """ "That player may copy this spell and may choose a new target for that copy": two
    choices of that player (CR 608.2d), the copy theirs (CR 707.10) and the new target theirs
    to choose (CR 707.10c)."""
    ability = compiled_abilities(
        "Target player discards two cards. That player may copy this spell and may choose a "
        "new target for that copy."
    )[0]
    mays = [e for e in ir_values(ability.effect) if isinstance(e, ir.MayDo)]
    assert [may.chooser.who for may in mays] == ["target", "target"]
    actions = [e for e in ir_values(ability.effect) if isinstance(e, ir.Action)]
    copy, retarget = (
        a for a in actions if a.verb in (ir.Verb.COPY_SPELL, ir.Verb.CHOOSE_NEW_TARGETS)
    )
    assert copy.verb is ir.Verb.COPY_SPELL and copy.players is not None
    assert copy.players.who == "target"
    assert retarget.verb is ir.Verb.CHOOSE_NEW_TARGETS and retarget.players == copy.players


def test_you_copy_with_no_players_named() -> None:
    ability = compiled_abilities(
        "Copy target instant or sorcery spell. You may choose new targets for the copy.", "Instant"
    )[0]
    actions = [e for e in ir_values(ability.effect) if isinstance(e, ir.Action)]
    assert [a.players for a in actions if a.verb is ir.Verb.COPY_SPELL] == [None]


def test_two_target_players_are_one_target_phrase_of_two() -> None:
    ability = compiled_abilities("{6}, {T}: Two target players exchange life totals.", "Artifact")[
        0
    ]
    (spec,) = ability.targets
    assert (spec.minimum, spec.maximum, spec.objects) == (2, 2, False)
    assert isinstance(ability.effect, ir.Action)
    assert ability.effect.verb is ir.Verb.EXCHANGE_LIFE_TOTALS


def test_control_of_one_object_is_not_exchanged() -> None:
    """ "Exchange control of target creature.": one object has nothing to be exchanged with
    (CR 701.12b): no reading (C002), where two objects play."""
    assert card_errors("Exchange control of target creature.", "Sorcery") == [("C002", 1)]
    assert card_errors("Exchange control of two target creatures.", "Sorcery") == []


def test_a_duration_with_no_end_is_an_error_at_its_end() -> None:
    """ "Gain control of target creature until.": "until" says no time (E001 at the period)."""
    line = "Gain control of target creature until."
    assert card_errors(line, "Sorcery") == [("E001", line.index(".") + 1)]
