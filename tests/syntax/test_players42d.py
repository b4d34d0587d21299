"""Players acting in turn and choices made by players (session 42): "they control" bound to
the clause's player (CR 608.2c; each player in turn order, CR 101.4), "[a player] chooses N
permanents they control[, then sacrifices the rest]" (CR 608.2d), "[a player] returns a
creature they control to its owner's hand", and "If they do" / "If that player does" / "If
the player does" after one other player's instruction (CR 608.2c). Each form beside the
nearest wording that must be refused (C001 at its span) or rejected (E001 at its word)."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"
SORCERY = "Sorcery"

#: (line, card type, where C001 must stand, or None where the line plays)
READ = [
    ("Each player sacrifices a creature they control.", SORCERY, None),
    ("Each opponent sacrifices two artifacts they control.", SORCERY, None),
    ("Target player sacrifices a land they control.", SORCERY, None),
    ("Each player chooses three permanents they control, then sacrifices the rest.", SORCERY, None),
    ("Target opponent chooses a creature they control. Destroy that creature.", SORCERY, None),
    ("Each player returns a creature they control to its owner's hand.", SORCERY, None),
    (
        "Whenever Test Card attacks, defending player sacrifices a creature. If they do, "
        "you draw a card.",
        CREATURE,
        None,
    ),
    # a source's damage: "they" is the one player it names (CR 608.2c)
    (
        "Test Card deals damage to each player equal to the number of lands they control.",
        SORCERY,
        None,
    ),
    (
        "At the beginning of each player's upkeep, Test Card deals damage to that player equal "
        "to the number of Swamps they control.",
        "Enchantment",
        None,
    ),
    # no player named: "they" is no one
    ("Destroy all creatures they control.", SORCERY, 1),
    # another player's choice of objects read as yours would be a wrong reading: refused
    ("Target opponent exiles a creature they control.", SORCERY, 17),
    # "you" choose: not the player the clause names
    ("You may draw a card. If they do, you gain 2 life.", SORCERY, 22),
    # several players: "they" is no one player
    ("Each player may draw a card. If they do, you gain 2 life.", SORCERY, 30),
    # a return to another zone by another player
    ("Each player returns all creature cards from their graveyard to their hand.", SORCERY, 13),
    # "If they don't": no reading of the instruction not done yet
    ("Target opponent may draw a card. If they don't, you gain 2 life.", SORCERY, 34),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_players_lines(line: str, card_type: str, refused_at: int | None) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    # "does" without a player: not Oracle's words
    ("Target opponent may draw a card. If does, you gain 2 life.", SORCERY, 37),
    # "the player" reads as "that player" since session 47 (Chain Lightning: "If the player
    # does"): the slip is the verb
    ("Target opponent may draw a card. If the player do, you gain 2 life.", SORCERY, 48),
    ("Each player returns a creature they control its owner's hand.", SORCERY, 49),
]


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_players_near_misses(line: str, card_type: str, column: int) -> None:
    assert card_errors(line, card_type) == [("E001", column)]


def _effect(line: str) -> ir.Effect:
    (card,) = karlov.parse(card_text(line, SORCERY))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.SpellAbility)
    return ability.effect


def test_each_player_chooses_in_turn_then_the_rest_are_sacrificed_together() -> None:
    effect = _effect("Each player chooses three permanents they control, then sacrifices the rest.")
    assert isinstance(effect, ir.Sequence)
    loop, sacrifice = effect.steps
    assert isinstance(loop, ir.ForEachPlayer) and loop.players.who == "each_player"
    choose = loop.effect
    assert isinstance(choose, ir.Action) and choose.verb is ir.Verb.CHOOSE
    assert isinstance(choose.objects, ir.ChosenObjects)
    each = ir.Players("mentioned", key="each_player")
    assert choose.objects.chooser == each and choose.objects.filter.controller == each
    assert isinstance(sacrifice, ir.Action) and sacrifice.verb is ir.Verb.SACRIFICE
    rest = sacrifice.objects
    assert isinstance(rest, ir.Remaining)
    assert (rest.key, rest.without) == (choose.remember, choose.objects.key)


def test_they_control_is_the_target_player_not_you() -> None:
    effect = _effect("Target player sacrifices a land they control.")
    assert isinstance(effect, ir.Action) and isinstance(effect.objects, ir.ChosenObjects)
    assert effect.objects.chooser.who == "target"
    assert effect.objects.filter.controller == ir.Players("target", target_index=0)
