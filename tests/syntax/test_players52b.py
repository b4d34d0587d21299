# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 52 (players as subjects and objects): "If the player can't, ..." after one player's
sacrifice or discard (CR 609.3, 608.2c), "If no one does, ..." after "Any player may ..." (CR
118.12a, 608.2c), "Target player skips all combat phases of their next turn" (CR 614.10,
500.8); players described by what they have or control -- "Each opponent with no cards in
hand", "Each player with exactly 13 life", "each player who controls the most lands", "each
opponent who doesn't control an Elf", "the player with the highest life total" (CR 102.1,
119.1, 402.1), read and refused (C001) where the runtime describes no such player. A wording
that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.frontend import nodes
from karlov.frontend.syntax import parse_file

from .families import (
    assert_refused_at,
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    word_column,
)

CREATURE = "Creature — Demon"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Woebringer Demon, Wasitora, Nekoru Queen
    ("At the beginning of each player's upkeep, that player sacrifices a creature. If the player can't, sacrifice Test Card.", CREATURE, None),
    ("Whenever Test Card deals combat damage to a player, that player sacrifices a creature. If the player can't, you create a 3/3 black, red, and green Cat Dragon creature token with flying.", CREATURE, None),
    # "that player" and "they" say it as well; a discard of one card too
    ("Target opponent sacrifices a creature. If that player can't, you draw a card.", "Sorcery", None),
    ("Target player discards a card. If they can't, you draw a card.", "Sorcery", None),
    # Cruel Reality: read; the upkeep of enchanted player is not played yet
    ("At the beginning of enchanted player's upkeep, that player sacrifices a creature or planeswalker. If the player can't, they lose 5 life.", "Enchantment — Aura Curse", "enchanted player's upkeep,"),
    # of you, of several players, or of two cards: refused at the condition
    ("You sacrifice a creature. If the player can't, you lose 3 life.", "Sorcery", "If the player can't,"),
    ("Each player sacrifices a creature. If the player can't, you lose 3 life.", "Sorcery", "If the player can't,"),
    ("Target player discards two cards. If they can't, you draw a card.", "Sorcery", "If they can't,"),
    # False Peace, Empty City Ruse
    ("Target player skips all combat phases of their next turn.", "Sorcery", None),
    ("Target opponent skips all combat phases of their next turn.", "Sorcery", None),
    ("You skip all combat phases of your next turn.", "Sorcery", None),
    # "If no one does" after "Any player may"; Book Burning: its "have ~ deal 6 damage to them"
    # is not played yet
    ("Any player may pay 3 life. If no one does, you draw two cards.", "Sorcery", None),
    ("Any player may have Test Card deal 6 damage to them. If no one does, target player mills six cards.", "Sorcery", "have Test Card deal 6 damage to them."),
    ("You may pay 3 life. If no one does, you draw two cards.", "Sorcery", "If no one does,"),
    # Tinybones, Trinket Thief; Triskaidekaphobia; Tales of the Ancestors
    ("{4}{B}{B}: Each opponent with no cards in hand loses 10 life.", "Artifact", "Each opponent with no cards in hand"),
    ("Each player with exactly 13 life loses the game, then each player gains 1 life.", "Sorcery", "Each player with exactly 13 life"),
    ("Each player with fewer cards in hand than the player with the most cards in hand draws a card.", "Sorcery", "Each player with fewer cards in hand"),
    ("Each opponent with 10 or less life loses 2 life.", "Sorcery", "Each opponent with 10 or less life"),
    # Tectonic Hellion, Thornbow Archer, Natural Balance's first sentence
    ("Whenever Test Card attacks, each player who controls the most lands sacrifices two lands.", CREATURE, "each player who controls the most lands"),
    ("Whenever Test Card attacks, each opponent who doesn't control an Elf loses 1 life.", CREATURE, "each opponent who doesn't control an Elf"),
    ("Each player who controls six or more lands sacrifices a land.", "Sorcery", "Each player who controls six or more lands"),
    ("Each player who controls four or fewer lands draws a card.", "Sorcery", "Each player who controls four or fewer lands"),
    # the one player with the highest life total / the most cards in hand
    ("At the beginning of your upkeep, the player with the highest life total draws a card.", "Enchantment", "the player with the highest life total"),
    ("At the beginning of your upkeep, the player with the most cards in hand discards a card.", "Enchantment", "the player with the most cards in hand"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the word E001 stands at)
NEAR_MISSES = [
    # the article: "the player", "the highest life total"
    ("Target player sacrifices a creature. If player can't, you draw a card.", "Sorcery", "player can't,"),
    ("At the beginning of your upkeep, the player with highest life total draws a card.", "Enchantment", "highest"),
    # no "with" of a player without the article either ("with" is where it stops)
    ("Each player with highest life total loses 2 life.", "Sorcery", "with"),
    # agreement: "skips ... their", "skip ... your", "phases"
    ("Target opponent skips all combat phases of your next turn.", "Sorcery", "your"),
    ("Target opponent skips all combat phase of their next turn.", "Sorcery", "phase"),
    # "no one", never "nobody"
    ("Any player may pay 3 life. If nobody does, you draw two cards.", "Sorcery", "nobody"),
    # "who controls the most lands", never "who controls most lands"
    ("Whenever Test Card attacks, each player who controls most lands sacrifices two lands.", CREATURE, "most"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def _rules(line: str, card_type: str) -> set[str]:
    file, diagnostics = parse_file(card_text(line, card_type), "family.card")
    assert [d.render() for d in diagnostics] == []
    (card,) = file.cards
    return {
        item.rule
        for ability in card.abilities
        for item in ability.body.walk()
        if isinstance(item, nodes.Node)
    }


@pytest.mark.parametrize(
    ("line", "card_type", "rules"),
    [
        ("{4}{B}{B}: Each opponent with no cards in hand loses 10 life.", "Artifact", {"player_with", "with_no_cards_in_hand", "each_opponent"}),
        ("Each player with exactly 13 life loses the game, then each player gains 1 life.", "Sorcery", {"player_with", "with_exactly_life"}),
        ("Each player with fewer cards in hand than the player with the most cards in hand draws a card.", "Sorcery", {"with_more_cards_in_hand", "the_player_most_cards_in_hand"}),
        ("Whenever Test Card attacks, each player who controls the most lands sacrifices two lands.", CREATURE, {"player_who", "who_controls_the_most"}),
        ("Whenever Test Card attacks, each opponent who doesn't control an Elf loses 1 life.", CREATURE, {"player_who", "who_doesnt_control"}),
        ("Each player who controls six or more lands sacrifices a land.", "Sorcery", {"player_who", "who_controls", "at_least"}),
        ("At the beginning of your upkeep, the player with the highest life total draws a card.", "Enchantment", {"the_player_highest_life_total"}),
        ("Target player skips all combat phases of their next turn.", "Sorcery", {"skips_combat_phases_of_next_turn"}),
        ("Any player may pay 3 life. If no one does, you draw two cards.", "Sorcery", {"if_no_one_does"}),
        ("Target player discards a card. If they can't, you draw a card.", "Sorcery", {"if_that_player_cant"}),
    ],
)  # fmt: skip
def test_the_line_makes_its_nodes(line: str, card_type: str, rules: set[str]) -> None:
    assert rules <= _rules(line, card_type)


def test_if_the_player_cant_reads_who_could_not_sacrifice() -> None:
    """Woebringer Demon: the sacrifice records the player who couldn't (CR 609.3), and the
    sacrifice of ~ is done only if one did."""
    (_flying, ability) = compiled_abilities(
        "Flying\nAt the beginning of each player's upkeep, that player sacrifices a creature. "
        "If the player can't, sacrifice Test Card.",
        CREATURE,
    )
    sacrifices = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.SACRIFICE]
    first, second = sacrifices
    assert first.unable
    assert isinstance(first.objects, ir.ChosenObjects)
    assert first.objects.chooser.who == "that_player"
    (condition,) = ir_nodes_of(ability, ir.IfCondition)
    assert condition.condition.amount == ir.ResultOf(
        first.unable, "unable", span=condition.condition.amount.span
    )
    assert condition.condition.relation is ir.Relation.AT_LEAST
    assert condition.condition.to == ir.Fixed(1)
    assert second in ir_nodes_of(condition.effect, ir.Action)


def test_if_no_one_does_is_not_done_after_any_player_may() -> None:
    (ability,) = compiled_abilities(
        "Any player may pay 3 life. If no one does, you draw two cards."
    )
    (may,) = ir_nodes_of(ability, ir.MayDo)
    assert may.chooser.who == "any_player"
    (not_done,) = ir_nodes_of(ability, ir.IfNotDone)
    (draw,) = ir_nodes_of(not_done, ir.Action)
    assert draw.verb is ir.Verb.DRAW


def test_skips_all_combat_phases_of_their_next_turn() -> None:
    (ability,) = compiled_abilities("Target opponent skips all combat phases of their next turn.")
    (skip,) = ir_nodes_of(ability, ir.SkipNext)
    assert skip.skipped == "combat_phases_of_next_turn"
    assert skip.players.who == "target"


def test_the_refusals_name_what_is_missing() -> None:
    def messages(line: str, card_type: str) -> list[str]:
        found = karlov.check(card_text(line, card_type))
        return [d.message for d in found if d.code == "C001"]

    assert messages(
        "{4}{B}{B}: Each opponent with no cards in hand loses 10 life.", "Artifact"
    ) == [
        "the rules runtime cannot execute this yet: a player described by what they have "
        "('with ...')"
    ]
    assert messages(
        "You sacrifice a creature. If the player can't, you lose 3 life.", "Sorcery"
    ) == [
        "the rules runtime cannot execute this yet: 'If the player can't' after other than one "
        "other player sacrificing or discarding one"
    ]
    assert messages("You may pay 3 life. If no one does, you draw two cards.", "Sorcery") == [
        "the rules runtime cannot execute this yet: 'If no one does' after no 'any player may'"
    ]
    assert messages(
        "At the beginning of your upkeep, the player with the highest life total draws a card.",
        "Enchantment",
    ) == [
        "the rules runtime cannot execute this yet: 'the player with the highest life total' "
        "(the one player with the most)"
    ]
