# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 51 (timing words, third part): "during each other player's untap step" (CR 502.3),
"don't untap during their controllers' next untap steps" (CR 502.3), "At the beginning of that
turn's end step" of the extra turn created just before (CR 500.7, 603.7a), "Skip the untap
step of that turn" (CR 614.10), "While voting, ..." (CR 701.38), "During each of your turns,
...", "Once each turn, ..." and "Once during each of your turns, ..." (CR 611.3a): each read
where it plays, refused (C001 at its span) where the runtime can't play what it says, and an
error at its word where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.frontend import nodes

from .families import (
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    refusals,
    word_column,
)

CREATURE = "Creature — Elf"

#: (line, card type, the node it makes, the words C001 must stand at, or None where it plays)
READ = [
    # "during each other player's untap step" (CR 502.3): Drumbellower, Unwinding Clock,
    # Murkfiend Liege, Prophet of Kruphix, Endbringer, Victory Chimes
    (
        "Untap all creatures you control during each other player's untap step.",
        CREATURE,
        nodes.UntapDuringOthersUntap,
        None,
    ),
    (
        "Untap all artifacts you control during each other player's untap step.",
        "Artifact",
        nodes.UntapDuringOthersUntap,
        None,
    ),
    (
        "Untap all green and/or blue creatures you control during each other player's untap step.",
        CREATURE,
        nodes.UntapDuringOthersUntap,
        None,
    ),
    (
        "Untap all creatures and lands you control during each other player's untap step.",
        CREATURE,
        nodes.UntapDuringOthersUntap,
        None,
    ),
    (
        "Untap Test Card during each other player's untap step.",
        "Artifact",
        nodes.UntapDuringOthersUntap,
        None,
    ),
    # permanents another player may control: "other player" is not said of their controller
    (
        "Untap all creatures during each other player's untap step.",
        "Artifact",
        nodes.UntapDuringOthersUntap,
        "all creatures",
    ),
    # "their controllers' next untap steps" (CR 502.3): Sudden Storm, Breaching Leviathan, Lorthos
    (
        "Tap up to two target creatures. Those creatures don't untap during their controllers' next untap steps. Scry 1.",
        "Instant",
        nodes.DontUntapNextSteps,
        None,
    ),
    (
        "When Test Card enters the battlefield, if you cast it from your hand, tap all nonblue creatures. Those creatures don't untap during their controllers' next untap steps.",
        CREATURE,
        nodes.DontUntapNextSteps,
        None,
    ),
    # "that turn's end step" (CR 500.7, 603.7a): Final Fortune, Last Chance, Warrior's Oath,
    # Chance for Glory
    (
        "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.",
        "Sorcery",
        nodes.ThatTurnsStepSentence,
        None,
    ),
    (
        "Creatures you control gain indestructible. Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.",
        "Instant",
        nodes.ThatTurnsStepSentence,
        None,
    ),
    # "that turn" after no extra turn, or after two; a step the runtime doesn't wait for
    (
        "Draw a card. At the beginning of that turn's end step, you lose the game.",
        "Sorcery",
        nodes.ThatTurnsStepSentence,
        "At the beginning of that turn's",
    ),
    (
        "Take two extra turns after this one. At the beginning of that turn's end step, you lose the game.",
        "Sorcery",
        nodes.ThatTurnsStepSentence,
        "At the beginning of that turn's",
    ),
    (
        "Take an extra turn after this one. At the beginning of that turn's precombat main phase, you lose the game.",
        "Sorcery",
        nodes.ThatTurnsStepSentence,
        "precombat main phase",
    ),
    # "Skip the untap step of that turn." (CR 614.10): a step of one turn -- refused
    (
        "Take an extra turn after this one. Skip the untap step of that turn.",
        "Sorcery",
        nodes.SkipStepOfThatTurn,
        "Skip the untap step",
    ),
    # "While voting, ..." (CR 701.38): Ballot Broker, Brago's Representative
    (
        "While voting, you may vote an additional time. (The votes can be for different choices or for the same choice.)",
        CREATURE,
        nodes.WhileVotingVoteAgain,
        "While voting",
    ),
    (
        "While voting, you get an additional vote. (The votes can be for different choices or for the same choice.)",
        CREATURE,
        nodes.WhileVotingExtraVote,
        "While voting",
    ),
    # "During each of your turns, ...", "Once during each of your turns, ..." (CR 611.3a):
    # Gisa and Geralf, Karador, Lurrus, Kess
    (
        "During each of your turns, you may cast a Zombie creature spell from your graveyard.",
        CREATURE,
        nodes.DuringEachOfYourTurnsSentence,
        "During each of your turns",
    ),
    (
        "During each of your turns, you may cast a creature spell from your graveyard.",
        CREATURE,
        nodes.DuringEachOfYourTurnsSentence,
        "During each of your turns",
    ),
    (
        "During each of your turns, you may cast one permanent spell with mana value 2 or less from your graveyard.",
        CREATURE,
        nodes.DuringEachOfYourTurnsSentence,
        "During each of your turns",
    ),
    (
        "Once during each of your turns, you may cast an instant or sorcery spell from your graveyard.",
        CREATURE,
        nodes.OnceDuringEachOfYourTurnsSentence,
        "Once during each",
    ),
    # "The first spell you cast each turn has cascade." (CR 601.2): Maelstrom Nexus, Rashmi's
    # kin; "can't attack during extra turns" (Medomai the Ageless), "during its controller's
    # next turn" (Wall of Dust): refused at their words
    (
        "The first spell you cast each turn has cascade.",
        "Enchantment",
        nodes.FirstSpellEachTurnHas,
        "The first spell",
    ),
    (
        "The first instant or sorcery spell you cast each turn has casualty 2.",
        "Enchantment",
        nodes.FirstSpellEachTurnHas,
        "The first instant",
    ),
    (
        "Test Card can't attack during extra turns.",
        CREATURE,
        nodes.CantAttackDuringExtraTurns,
        "can't attack during",
    ),
    (
        "Whenever Test Card blocks a creature, that creature can't attack during its controller's next turn.",
        CREATURE,
        nodes.CantAttackDuringNextTurn,
        "can't attack during",
    ),
]


def _nodes_of(line: str, card_type: str, kind: type) -> list[nodes.Node]:
    (card,) = karlov.parse(card_text(line, card_type))
    return [
        n
        for a in card.abilities
        if a.body is not None
        for n in a.body.walk()
        if isinstance(n, kind)
    ]


@pytest.mark.parametrize(("line", "card_type", "kind", "refused_at"), READ)
def test_line_is_read_as_its_node(
    line: str, card_type: str, kind: type, refused_at: str | None
) -> None:
    assert card_errors(line, card_type) == []
    assert _nodes_of(line, card_type, kind)


@pytest.mark.parametrize(("line", "card_type", "kind", "refused_at"), READ)
def test_refused_at_its_span_or_played(
    line: str, card_type: str, kind: type, refused_at: str | None
) -> None:
    expected = [] if refused_at is None else [("C001", word_column(line, refused_at))]
    assert refusals(line, card_type) == expected


#: Wordings Oracle doesn't use: (line, card type, the code and the word it stands at)
WRONG = [
    # "each other players'" / no "each": the words of the untap step are Oracle's only
    ("Untap all creatures you control during each other players' untap step.", CREATURE, "during"),
    ("Untap all creatures you control during other player's untap step.", CREATURE, "during"),
    # several permanents' untap steps are their controllers'
    (
        "Tap up to two target creatures. Those creatures don't untap during your next untap steps.",
        "Instant",
        "your",
    ),
    # "doesn't" of one permanent with the plural steps
    (
        "Tap target creature. It doesn't untap during its controller's next untap steps.",
        "Instant",
        "steps.",
    ),
    # "that turn's" with its apostrophe
    (
        "Take an extra turn after this one. At the beginning of that turns end step, you lose the game.",
        "Sorcery",
        "turns end",
    ),
    # the comma after "While voting" and "During each of your turns"; "turns" plural
    ("While voting you may vote an additional time.", CREATURE, "you"),
    (
        "During each of your turn, you may cast a creature spell from your graveyard.",
        CREATURE,
        "turn,",
    ),
    ("Once each turns, you may cast a creature spell from your graveyard.", CREATURE, "turns,"),
    ("Test Card can't attack during extra turn.", CREATURE, "turn."),
    ("The first spell you cast each turn have cascade.", "Enchantment", "each"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), WRONG)
def test_wrong_wording_fails_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def test_untap_in_others_steps_is_a_restriction_of_the_creatures_you_control() -> None:
    (ability,) = compiled_abilities(
        "Untap all creatures you control during each other player's untap step.", "Enchantment"
    )
    (restriction,) = ir_nodes_of(ability, ir.Restriction)
    assert restriction.kind == "untaps_in_others_untap_steps"
    assert restriction.affected.filter is not None
    assert restriction.affected.filter.controller is not None
    assert restriction.affected.filter.controller.who == "you"


def test_untap_in_others_steps_of_the_source() -> None:
    (ability,) = compiled_abilities(
        "Untap Test Card during each other player's untap step.", "Artifact"
    )
    (restriction,) = ir_nodes_of(ability, ir.Restriction)
    assert restriction.affected == ir.Affected(span=restriction.affected.span)


def test_their_controllers_next_untap_steps_is_each_controllers() -> None:
    (ability,) = compiled_abilities(
        "Tap up to two target creatures. Those creatures don't untap during their controllers' next untap steps.",
        "Instant",
    )
    (skip,) = ir_nodes_of(ability, ir.SkipNextUntap)
    # no player named: each permanent in its own controller's next untap step (CR 502.3)
    assert skip.whose is None
    assert skip.player is None


def test_that_turns_end_step_waits_for_the_extra_turn() -> None:
    (ability,) = compiled_abilities(
        "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game."
    )
    (delayed,) = ir_nodes_of(ability, ir.DelayedInstruction)
    assert delayed.when == "that_extra_turns_end"
    assert delayed.text == "At the beginning of that turn's end step, you lose the game"
