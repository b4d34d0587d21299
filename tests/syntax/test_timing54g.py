# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 54 (durations, delayed triggers and later turns, CR 500.7, 603.4, 603.7, 611.2):
"Target player takes an extra turn after this one." (CR 500.7, the third person of "Take"),
"Cast this spell only during your end step." / "... during an opponent's turn after their
upkeep step." (CR 601.3, 513.1, 503), "For as long as ~ remains tapped, ..." opening the
sentence (CR 611.2b), a delayed trigger's intervening "if" ("At the beginning of the next end
step, if ...", CR 603.4, 603.7a), "When you cast your next instant or sorcery spell this turn,
..." inside an effect (CR 603.7c), "Until the beginning of your next upkeep, ..." and "During
your next turn, ..." (CR 611.2a). What the runtime does not do yet is read and refused at its
words; a wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    compiled_abilities,
    errors_and_refusals,
    ir_nodes_of,
)

CREATURE = "Creature — Human Cleric"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Beacon of Tomorrows, Walk the Aeons: the player named takes it (CR 500.7)
    ("Target player takes an extra turn after this one.", "Sorcery", None),
    ("Target opponent takes an extra turn after this one.", "Sorcery", None),
    ("Take an extra turn after this one.", "Sorcery", None),
    # Necrologia, Reset (CR 601.3: a window of the turn)
    ("Cast this spell only during your end step.", "Instant", None),
    ("Cast this spell only during an opponent's turn after their upkeep step.", "Instant", None),
    # Immovable Rod, Preacher: the duration opens the sentence (CR 611.2b)
    ("{3}{W}, {T}: For as long as Test Card remains tapped, another target permanent loses all abilities and can't attack or block.", "Artifact", None),
    ("{T}: For as long as Test Card remains tapped, gain control of target creature.", CREATURE, None),
    ("{T}: For as long as Test Card remains tapped, target creature gets +2/+2.", CREATURE, None),
    ("{T}: For as long as you control Test Card, target creature gets +2/+2.", CREATURE, None),
    # an instruction the runtime can't end with the source, another object's state, a spell
    ("{T}: For as long as Test Card remains tapped, draw a card.", CREATURE, "draw a card"),
    ("{T}: For as long as target creature remains tapped, target creature gets +2/+2.", CREATURE, "target creature remains tapped"),
    ("For as long as Test Card remains tapped, target creature gets +2/+2.", "Sorcery", "Test Card remains tapped"),
    # Psychic Theft, Grinning Totem: a delayed trigger's intervening "if" (CR 603.4)
    ("Exile target creature. At the beginning of the next end step, if you control a creature, return that card to the battlefield under its owner's control.", "Sorcery", "you control a creature"),
    ("Exile target creature. At the beginning of your next upkeep, if you control a creature, return that card to the battlefield under its owner's control.", "Sorcery", "you control a creature"),
    # Chandra, the Firebrand; Ride the Avalanche: a delayed trigger on a cast (CR 603.7c)
    ("Draw a card. When you cast your next instant or sorcery spell this turn, copy that spell.", "Sorcery", "When you cast"),
    ("Draw a card. When you cast your next spell this turn, put X +1/+1 counters on up to one target creature, where X is the mana value of that spell.", "Instant", "When you cast"),
    # Elkin Bottle, Galvanic Relay: a permission of a later turn (CR 611.2a)
    ("Exile the top card of your library. Until the beginning of your next upkeep, you may play that card.", "Sorcery", "Until the beginning"),
    ("Exile the top card of your library. During your next turn, you may play that card.", "Sorcery", "During your next turn"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, error code, the word it stands at): wordings Oracle never uses
NEAR_MISSES = [
    # the verb agrees with its subject (E019), an instruction takes the base form
    ("Target player take an extra turn after this one.", "Sorcery", "E019", "take"),
    ("You takes an extra turn after this one.", "Sorcery", "E019", "takes"),
    ("Takes an extra turn after this one.", "Sorcery", "E019", "Takes"),
    # Reset's window is after the upkeep step only
    ("Cast this spell only during an opponent's turn after their draw step.", "Instant", "E001", "draw step."),
    # the intervening "if" follows the comma of the trigger condition (CR 603.4)
    ("Exile target creature. At the beginning of the next end step if you control a creature, return that card to the battlefield under its owner's control.", "Sorcery", "E001", "if you control"),
    # "For as long as ..." is closed by a comma
    ("{T}: For as long as Test Card remains tapped target creature gets +2/+2.", CREATURE, "E001", "target creature gets"),
    # a delayed trigger of an effect says "this turn" (CR 603.7b)
    ("Draw a card. When you cast your next spell, draw a card.", "Sorcery", "E001", ", draw"),
    # "until the beginning of" a step, never of a turn
    ("Exile the top card of your library. Until the beginning of your next turn, you may play that card.", "Sorcery", "E001", "turn, you may"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_near_misses_are_errors_at_their_word(
    line: str, card_type: str, code: str, word: str
) -> None:
    if word.startswith(","):
        # the comma is glued to the word before it: its column is the comma's own
        from .families import card_errors

        assert card_errors(line, card_type) == [(code, line.index(word) + 1)]
        return
    assert_error_at(line, card_type, code, word)


def test_target_player_takes_the_extra_turn() -> None:
    """Beacon of Tomorrows: the extra turn is the target player's (CR 500.7), one turn."""
    (ability,) = compiled_abilities("Target player takes an extra turn after this one.")
    (action,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.EXTRA_TURN]
    assert isinstance(action.players, ir.Players) and action.players.who == "target"
    assert action.amount == ir.Fixed(1, span=action.amount.span)


def test_for_as_long_as_times_each_instruction_of_the_sentence() -> None:
    """Immovable Rod: both instructions last while the Rod stays tapped (CR 611.2b)."""
    (ability,) = compiled_abilities(
        "{3}{W}, {T}: For as long as Test Card remains tapped, another target permanent loses all abilities and can't attack or block.",
        "Artifact",
    )
    (lose,) = ir_nodes_of(ability, ir.LoseAllAbilities)
    restricts = ir_nodes_of(ability, ir.Restrict)
    assert lose.duration is ir.Duration.WHILE_SOURCE_TAPPED
    assert restricts and all(r.duration is ir.Duration.WHILE_SOURCE_TAPPED for r in restricts)


def test_end_step_window_is_yours() -> None:
    """Necrologia: "during your end step" is a window of your own turn (CR 513.1)."""
    lines = ["Cast this spell only during your end step.", "Draw a card."]
    assert errors_and_refusals(lines, "Instant") == []
    (window,) = ir_nodes_of(compiled_abilities("\n".join(lines), "Instant"), ir.InTurnWindow)
    assert window.steps == ("end",) and window.yours is True
