# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 49 (rules for players): steps every player skips (CR 614.10), land plays of every
player and additional lands this turn (CR 305.2), additional draws (CR 121.1), a player's
"can't" of an action (CR 101.2), casting only in a player's own turns (CR 601.3), hands played
revealed (CR 402.3), "and your opponents can't" (CR 104.3), each player's life total (CR
119.5), "each player other than target player" (CR 102.1): each read where it plays, refused
(C001 at its span) where the runtime can't play what it says, and an error at its word where
the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # steps every player skips (CR 614.10)
    ("Players skip their upkeep steps.", "Artifact", None),
    ("Players skip their untap steps.", "Enchantment", None),
    ("Players skip their draw steps.", "Enchantment", None),
    ("Each player skips their untap step.", "Artifact", None),
    # land plays (CR 305.2)
    ("Each player may play an additional land on each of their turns.", "Enchantment", None),
    ("Each player may play an additional land during each of their turns.", "Artifact", None),
    ("You may play two additional lands this turn.", "Sorcery", None),
    ("You may play up to three additional lands this turn.", "Sorcery", None),
    ("You may play any number of lands on each of your turns.", "Enchantment", 9),
    # additional draws (CR 121.1, 504.1)
    ("At the beginning of each player's draw step, that player draws two additional cards.", "Artifact", None),
    ("At the beginning of your draw step, draw two additional cards.", "Enchantment", None),
    # a player's "can't" of an action (CR 101.2)
    ("Players can't draw cards.", "Enchantment", 9),
    ("Each player can't draw more than one card each turn.", "Enchantment", 13),
    ("Each opponent can't draw more than one card each turn.", "Enchantment", 15),
    ("Players can't search libraries.", "Enchantment", 9),
    ("Your opponents can't search libraries.", "Enchantment", 16),
    # a spell's "players" is no player of the IR yet: refused at the subject
    ("Players can't search libraries this turn.", "Instant", 1),
    ("Players can't cycle cards.", "Artifact", 9),
    ("Each opponent can't venture into the dungeon more than once each turn.", "Enchantment", 15),
    ("Players can't untap more than one artifact during their untap steps.", "Artifact", 9),
    ("You can't untap more than one land during your untap step.", "Enchantment", 5),
    ("You can't get poison counters.", "Enchantment", 5),
    # casting only in their own turns (CR 601.3, 500.1), from their hands only (CR 601.2a)
    ("Players can cast spells only during their own turns.", "Enchantment", 9),
    ("Players can cast spells and activate abilities only during their own turns.", "Enchantment", 9),
    ("Your opponents can't cast spells from anywhere other than their hands.", "Enchantment", 16),
    # hands played revealed (CR 402.3)
    ("Players play with their hands revealed.", "Enchantment", 9),
    ("Your opponents play with their hands revealed.", "Enchantment", 16),
    # winning and losing (CR 104.3): two clauses, each with its subject
    ("You can't win the game and your opponents can't lose the game.", "Enchantment", 5),
    ("You can't lose the game this turn and your opponents can't win the game this turn.", "Instant", 25),
    # each player's life total (CR 119.5)
    ("Each player's life total becomes the number of creatures they control.", "Sorcery", 1),
    ("Each player's life total becomes the lowest life total among all players.", "Sorcery", 1),
    ("Your life total can't change.", "Enchantment", 1),
    # every player but the one named (CR 102.1)
    ("Each player other than target player creates a 5/5 red Dragon creature token with flying.", "Sorcery", 1),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    found = refusals(line, card_type)
    if refused_at is None:
        assert found == []
    else:
        assert found[:1] == [("C001", refused_at)]


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Players skips their upkeep steps.", "Artifact", "upkeep"),
    ("Players skip their upkeep.", "Artifact", "upkeep."),
    # the plural steps are several players', the singular one player's
    ("Each player skips their untap steps.", "Artifact", "untap"),
    ("Players skip their untap step.", "Artifact", "untap"),
    ("Player can't cast spells.", "Enchantment", "Player"),
    ("Players can't casts spells.", "Enchantment", "casts"),
    ("Each players draws a card.", "Sorcery", "players"),
    ("Your opponent can't cast spells.", "Enchantment", "opponent"),
    ("Players can't draw card.", "Enchantment", "card."),
    ("Players can't search library.", "Enchantment", "library."),
    ("Each player can't draw more than one cards each turn.", "Enchantment", "cards"),
    ("Each player may play an additional land on each of their turn.", "Enchantment", "on"),
    ("Each player may play an additional land at each of their turns.", "Enchantment", "at"),
    ("At the beginning of your draw step, draw two additional card.", "Enchantment", "card."),
    ("Players can cast spells only during their turns.", "Enchantment", "turns."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


def test_the_verb_agrees_with_each_player() -> None:
    assert [
        code for code, _ in card_errors("Each player draw two additional cards.", "Sorcery")
    ] == ["E019"]


def _rules(line: str, card_type: str) -> list[str]:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.StaticAbility)
    return [rule.rule for rule in ability.rules]


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        ("Players skip their upkeep steps.", "players_skip_upkeep_step"),
        ("Players skip their untap steps.", "players_skip_untap_step"),
        ("Each player skips their draw step.", "players_skip_draw_step"),
        ("Each player may play an additional land on each of their turns.", "players_additional_land"),
    ],
)  # fmt: skip
def test_each_players_rule(line: str, rule: str) -> None:
    assert _rules(line, "Enchantment") == [rule]


def test_additional_cards_are_that_many_draws() -> None:
    (card,) = karlov.parse(
        card_text("At the beginning of your draw step, draw two additional cards.", "Enchantment")
    )
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.TriggeredAbility)
    action = ability.effect
    assert isinstance(action, ir.Action)
    assert action.verb is ir.Verb.DRAW
    assert action.amount == ir.Fixed(2, span=action.amount.span)


def test_additional_lands_this_turn_count() -> None:
    (card,) = karlov.parse(
        card_text("You may play up to three additional lands this turn.", "Sorcery")
    )
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    effect = ability.effect
    while not isinstance(effect, ir.Action):  # "You may ..." (CR 608.2d)
        effect = effect.effect  # type: ignore[attr-defined]
    assert effect.verb is ir.Verb.EXTRA_LAND_THIS_TURN
    assert isinstance(effect.amount, ir.Fixed) and effect.amount.value == 3
