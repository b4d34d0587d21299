# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 50 (durations, delayed instructions, coins and dice): "until end of combat" (CR
500.5a, 511.2), "until your next upkeep" (CR 611.2a), "at the beginning of your next upkeep /
end step" (a delayed triggered ability, CR 603.7a-b), "This turn, when ..." (CR 603.7b), "The
next creature spell you cast this turn can ..." (CR 601.3e), "flip a coin until you lose a
flip", "Flip three coins.", "for each flip you won" (CR 705), "each player rolls a d20", "Roll
X d6", "Roll a d20 and subtract ...", "where X is the result" (CR 706), "The next time a
source of your choice would deal damage ..., that damage is dealt to ... instead" (CR 614.9,
which plays since the merge with the prevention family: tests/syntax/test_prevent50e.py):
each read where it plays, refused (C001 at its span) where the runtime can't play what it
says, and an error at its word where the wording is not Oracle's."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_refused_at,
    card_errors,
    compiled_abilities,
    ir_nodes_of,
    word_column,
)

CREATURE = "Creature — Human Soldier"

#: (line, card type, the word C001 must stand at, or None where the line plays)
READ = [
    # until end of combat (CR 500.5a, 511.2): a P/T change, abilities gained
    ("Whenever Test Card attacks and isn't blocked, it gets +2/+0 until end of combat.", CREATURE, None),
    ("At the beginning of combat on your turn, Test Card gains banding until end of combat.", CREATURE, None),
    ("Target creature gets +2/+0 until end of combat.", "Instant", None),
    ("{2}: Test Card becomes a 3/6 Golem artifact creature until end of combat. Activate only during combat.", "Artifact", "until"),
    # until your next upkeep (CR 611.2a): read, not played yet
    ("At the beginning of your upkeep, target non-Wall creature an opponent controls gains forestwalk until your next upkeep.", CREATURE, "until"),
    ("{T}: Until your next upkeep, target creature can't block.", CREATURE, "Until"),
    # at the beginning of your next upkeep / end step (CR 603.7a, 603.7b)
    ("Create a 6/12 colorless Construct artifact creature token with trample. Exile it at the beginning of your next end step.", "Instant", None),
    ("Pay 1 life: Exile the top card of your library. Put that card into your hand at the beginning of your next end step.", "Enchantment", None),
    ("Create two 3/1 red Elemental creature tokens with trample and haste. Sacrifice those tokens at the beginning of your next upkeep.", "Instant", None),
    ("Exile target creature. At the beginning of your next upkeep, return that card to the battlefield under its owner's control.", "Instant", None),
    # what a sentence after a delayed instruction says: of the later instruction, or of now?
    ("At the beginning of your end step, you may exile Test Card. If you do, return it to the battlefield under its owner's control at the beginning of your next upkeep. It gains haste.", CREATURE, "It"),
    ("Search your library for a green creature card, reveal it, put it into your hand, then shuffle. At the beginning of your next upkeep, pay {2}{G}{G}. If you don't, you lose the game.", "Instant", "If"),
    # "If you do" after a delayed instruction: whether it was done, as it is (CR 608.2c)
    ("Exile target creature. At the beginning of your next upkeep, return that card to the battlefield under its owner's control. If you do, discard a card.", "Instant", None),
    ("Untap target creature you don't control and gain control of it. It gains haste until end of turn. At the beginning of the next end step, sacrifice it. If you do, you gain life equal to its toughness.", "Instant", None),
    # another player's next step: refused at the player's word
    ("When Test Card dies, return it to the battlefield tapped under its owner's control at the beginning of their next upkeep.", CREATURE, "their"),
    ("Whenever Test Card deals damage to a player, that player loses 1 life at the beginning of their next draw step unless they pay {1} before that draw step.", CREATURE, "that"),
    # "This turn, when ..." (CR 603.7b) and the next spell of a kind (CR 601.3e): read, refused
    ("{2}, {T}: This turn, when target creature you control attacks and isn't blocked, it assigns no combat damage this turn.", "Artifact", "This"),
    ("The next creature spell you cast this turn can be cast as though it had flash.", "Instant", "The"),
    ("The next sorcery spell you cast this turn can be cast as though it had flash.", "Instant", "The"),
    ("Whenever Test Card attacks, the next spell you cast this turn costs {1} less to cast.", CREATURE, "the"),
    # coins (CR 705)
    ("When Test Card enters the battlefield, flip a coin until you lose a flip. Put a +1/+1 counter on Test Card for each flip you won.", CREATURE, None),
    ("At the beginning of combat on your turn, flip a coin until you lose a flip.", CREATURE, None),
    ("Whenever Test Card attacks, flip three coins. For each flip you win, create a 1/1 red Goblin creature token that's tapped and attacking.", CREATURE, "For"),
    ("Whenever a player casts a spell, that player flips a coin.", "Enchantment", "flips"),
    ("At the beginning of your upkeep, each player flips a coin.", CREATURE, "flips"),
    # dice (CR 706)
    ("At the beginning of your upkeep, roll a d4. Scry X, where X is the result.", "Enchantment", None),
    ("At the beginning of combat on your turn, each player rolls a d20.", CREATURE, "rolls"),
    ("When Test Card enters, roll X d6.", CREATURE, "roll"),
    ("Scry X, where X is the result.", "Sorcery", "the"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Target creature gets +2/+0 until end of the combat.", "Instant", "end"),
    ("Exile it at the beginning of your next end.", "Instant", "end."),
    ("Exile it at the beginning of next end step.", "Instant", "at"),
    ("Flip a coin until you lose the flip.", "Sorcery", "you"),
    ("Flip a coin until you lost a flip.", "Sorcery", "you"),
    ("Flip three coin.", "Sorcery", "coin."),
    ("Roll a d7.", "Sorcery", "d7."),
    ("Flip three coins. For each flips you win, draw a card.", "Sorcery", "flips"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    found = card_errors(line, card_type)
    assert found and found[0] == ("E001", word_column(line, word)), found


def test_until_end_of_combat_is_the_combat_phases_end() -> None:
    (ability,) = compiled_abilities("Target creature gets +2/+0 until end of combat.", "Instant")
    (pump,) = ir_nodes_of(ability, ir.ModifyPT)
    assert pump.duration is ir.Duration.END_OF_COMBAT


@pytest.mark.parametrize(
    ("line", "when"),
    [
        ("Exile target creature. Return it to the battlefield under its owner's control at the beginning of your next upkeep.", "your_next_upkeep"),
        ("Exile target creature. At the beginning of your next end step, return that card to the battlefield under its owner's control.", "your_next_end_step"),
        ("Exile target creature. Return it to the battlefield under its owner's control at the beginning of the next end step.", "next_end_step"),
    ],
)  # fmt: skip
def test_a_players_next_step_is_the_delayed_instructions_time(line: str, when: str) -> None:
    (ability,) = compiled_abilities(line, "Instant")
    (delayed,) = ir_nodes_of(ability, ir.DelayedInstruction)
    assert delayed.when == when


def test_flips_until_one_is_lost_are_counted() -> None:
    line = "Flip a coin until you lose a flip. Put a +1/+1 counter on target creature for each flip you won."
    (ability,) = compiled_abilities(line, "Sorcery")
    (flips,) = [
        a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.FLIP_COIN_UNTIL_LOST
    ]
    (won,) = ir_nodes_of(ability, ir.ResultOf)
    assert (won.key, won.of) == (flips.remember, "flips_won")


def test_three_coins_are_three_flips() -> None:
    (ability,) = compiled_abilities(
        "Flip three coins. Draw a card for each flip you lose.", "Sorcery"
    )
    (flips,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.FLIP_COIN]
    assert flips.amount == ir.Fixed(3, span=flips.amount.span)
    (lost,) = ir_nodes_of(ability, ir.ResultOf)
    assert (lost.key, lost.of) == (flips.remember, "flips_lost")


def test_the_result_is_the_roll_before_it() -> None:
    (ability,) = compiled_abilities("Roll a d4. Scry X, where X is the result.", "Sorcery")
    (roll,) = ir_nodes_of(ability, ir.RollDie)
    (result,) = ir_nodes_of(ability, ir.ResultOf)
    assert (roll.sides, roll.results, result.key, result.of) == (4, (), roll.remember, "die_result")


@pytest.mark.parametrize(
    ("line", "code", "word", "fix"),
    [
        ("Each player flip a coin.", "E019", "flip", "flips"),
        ("You flips a coin.", "E019", "flips", "flip"),
        ("Each player roll a d20.", "E001", "roll", "rolls"),
    ],
)
def test_the_coin_and_die_verbs_agree_with_their_subject(
    line: str, code: str, word: str, fix: str
) -> None:
    import karlov

    from .families import card_text

    found = karlov.check(card_text(line, "Sorcery"), require_playable=False)
    errors = [(d.code, d.span.column, d.fix) for d in found if d.is_error]
    assert errors == [(code, word_column(line, word), fix)]


def test_if_you_do_after_a_delayed_instruction_is_part_of_it() -> None:
    """ "At the beginning of the next end step, sacrifice it. If you do, you gain life equal
    to its toughness.": the life is gained by the delayed triggered ability, if it sacrificed
    the creature (CR 603.7a, 608.2c), not as the spell resolves."""
    line = "Gain control of target creature. At the beginning of the next end step, sacrifice it. If you do, you gain life equal to its toughness."
    (ability,) = compiled_abilities(line, "Instant")
    (delayed,) = ir_nodes_of(ability, ir.DelayedInstruction)
    assert ir_nodes_of(delayed, ir.IfDone)
    assert len(ir_nodes_of(ability, ir.IfDone)) == 1
