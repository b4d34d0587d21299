# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 54 (mana abilities and mana spending, CR 106, 605, 609.4b): "Add one mana of any
type that a land you control could produce" (CR 106.7: the colors and colorless), "Add two
mana of different colors" (CR 106.1a), a player the sentence names adding mana ("That player
adds {G}{G}", "... one mana of any color they choose", "... two mana of any one color they
choose": the player adding it chooses, CR 106.1a, 608.2d), "loses all unspent mana" (CR
106.4). What the runtime does not do ("Choose a color of a permanent you control", spending
mana as though it were of any color to pay activation costs, an ability any player may
activate) is read and refused at its words; a wording that is not Oracle's is an error at
its word."""

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

CREATURE = "Creature — Human Druid"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Naga Vitalist, Plaza of Harmony: any type, colorless included (CR 106.1b, 106.7)
    ("{T}: Add one mana of any type that a land you control could produce.", CREATURE, None),
    ("{T}: Add one mana of any type that a Gate you control could produce.", "Land", None),
    ("{T}: Add two mana of any type that a land you control could produce.", CREATURE, "two"),
    # Component Pouch (CR 106.1a)
    ("{T}, Remove a component counter from Test Card: Add two mana of different colors.", "Artifact", None),
    ("{T}: Add one mana of different colors.", "Artifact", "one"),
    # Spectral Searchlight, Stadium Vendors, Valleymaker, Magus of the Vineyard: the player
    # the sentence names adds the mana and chooses its color (CR 106.1a, 608.2d)
    ("{T}: Choose a player. That player adds one mana of any color they choose.", "Artifact", None),
    ("When Test Card enters the battlefield, choose a player. That player adds two mana of any one color they choose.", CREATURE, None),
    ("{T}, Sacrifice a Forest: Choose a player. That player adds {G}{G}{G}.", CREATURE, None),
    ("At the beginning of each player's precombat main phase, that player adds {G}{G}.", CREATURE, None),
    # "two mana of any color" names no one way of choosing
    ("{T}: Choose a player. That player adds two mana of any color they choose.", "Artifact", "two"),
    # Mana Short, Worldpurge (CR 106.4)
    ("Tap all lands target player controls and that player loses all unspent mana.", "Instant", None),
    ("Return all permanents to their owners' hands. Each player loses all unspent mana.", "Sorcery", None),
    # Meteor Crater, Corrupted Grafstone: a color among the objects' colors is not offered
    ("{T}: Choose a color of a permanent you control. Add one mana of that color.", "Land", "Choose a color of a permanent you control"),
    ("{T}: Choose a color of a card in your graveyard. Add one mana of that color.", "Artifact", "Choose a color of a card in your graveyard"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_any_type_a_land_could_produce_includes_colorless() -> None:
    """CR 106.7, 106.1b: the five colors and colorless, those the lands could produce."""
    (ability,) = compiled_abilities(
        "{T}: Add one mana of any type that a land you control could produce.", CREATURE
    )
    (added,) = ir_nodes_of(ability, ir.AddMana)
    assert added.options == ("W", "U", "B", "R", "G", "C")
    assert added.could_produce is not None and added.could_produce.controller is not None


def test_two_mana_of_different_colors_are_the_pairs_of_colors() -> None:
    """CR 106.1a: each of the ten pairs of two different colors, never one color twice."""
    (ability,) = compiled_abilities(
        "{T}, Remove a component counter from Test Card: Add two mana of different colors.",
        "Artifact",
    )
    (added,) = ir_nodes_of(ability, ir.AddMana)
    assert len(added.options) == 10
    assert all(len(set(option)) == 2 for option in added.options)


def test_the_player_named_adds_the_mana() -> None:
    """ "That player adds ...": the player chosen, not "you" (CR 106.3)."""
    (ability,) = compiled_abilities(
        "{T}: Choose a player. That player adds one mana of any color they choose.", "Artifact"
    )
    (added,) = ir_nodes_of(ability, ir.AddMana)
    assert added.players is not None and added.players.who != "you"
    assert set(added.options) == {"W", "U", "B", "R", "G"}
    (vendors,) = compiled_abilities(
        "When Test Card enters the battlefield, choose a player. That player adds two mana of any one color they choose.",
        CREATURE,
    )
    (two,) = ir_nodes_of(vendors, ir.AddMana)
    assert set(two.options) == {"WW", "UU", "BB", "RR", "GG"}


def test_losing_unspent_mana_is_an_action_of_the_player() -> None:
    (ability,) = compiled_abilities(
        "Tap all lands target player controls and that player loses all unspent mana.",
        "Instant",
    )
    (lose,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.LOSE_UNSPENT_MANA]
    assert lose.players is not None and lose.players.who != "you"


#: (line, card type, the word the error stands at)
NEAR_MISSES = [
    # "colors": two mana, of two colors
    ("{T}: Add two mana of different color.", "Artifact", "color."),
    # the player adding it chooses: "they choose", not "you choose"
    ("{T}: Choose a player. That player adds one mana of any color you choose.", "Artifact", "you choose."),
    # "all unspent mana": the whole pool
    ("Each player loses unspent mana.", "Sorcery", "unspent"),
    # the verb agrees with its subject (E019)
    ("At the beginning of each player's precombat main phase, that player add {G}{G}.", CREATURE, "add"),
    ("{T}: You adds {G}.", "Artifact", "adds"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, word: str) -> None:
    errors = card_errors(line, card_type)
    assert errors, line
    assert errors[0][1] == word_column(line, word)
