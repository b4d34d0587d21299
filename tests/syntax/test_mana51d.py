# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 51 (mana and mana abilities): "the amount of mana spent to cast Jeleva" / "... to
cast this spell" / "... to cast it" as a number (CR 601.2h), "Choose a color. Add one mana of
that color" (CR 608.2d, 106.1a), "if no mana was spent to cast it" (CR 601.2h), "if it isn't a
mana ability" (CR 605.1a), "cards with different mana values" (CR 202.3) and "add three mana
of that type" (CR 106.1b): each read where it plays, refused (C001 at its span) where the
runtime can't play what it says, and an error at its word where the wording is not Oracle's.
What newly plays is played by the scenarios of ``tests/scenarios/mana51d/``."""

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

#: (a pool line, card type, the node it makes, the word C001 must stand at, or None where it
#: plays)
READ = [
    # the amount of mana spent to cast this spell or the spell this permanent was (Jeleva,
    # Nephalia's Scourge; Prossh, Skyraider of Kher)
    ("When Test Card enters the battlefield, each player exiles the top X cards of their library, where X is the amount of mana spent to cast Test Card.", CREATURE, nodes.ManaSpentSelf, None),
    ("When you cast this spell, create X 0/1 red Kobold creature tokens named Kobolds of Kher Keep, where X is the amount of mana spent to cast it.", CREATURE, nodes.ManaSpent, None),
    ("You gain X life, where X is the amount of mana spent to cast this spell.", "Sorcery", nodes.ManaSpent, None),
    # "it" of another object's event: not this permanent (Manaform Hellkite's "that spell" too)
    ("Whenever a creature enters the battlefield, you gain X life, where X is the amount of mana spent to cast it.", CREATURE, nodes.ManaSpent, "the amount of mana"),
    ("Whenever you cast a noncreature spell, create an X/X red Dragon Illusion creature token with flying and haste, where X is the amount of mana spent to cast that spell.", CREATURE, nodes.ManaSpent, "the amount of mana"),
    # a color chosen as the mana ability resolves (Astral Cornucopia, Rhystic Cave)
    ("{T}: Choose a color. Add one mana of that color for each charge counter on Test Card.", "Artifact", nodes.AddThatColor, None),
    ("{T}: Choose a color. Add one mana of that color unless any player pays {1}. Activate only as an instant.", "Land", nodes.AddThatColor, None),
    ("{T}: Choose a color. Add two mana of that color.", "Artifact", nodes.AddThatColor, None),
    # "that color" with no color chosen before it in the ability
    ("{T}: Add one mana of that color.", "Artifact", nodes.AddThatColor, "Add one mana"),
    ("{T}: Choose a creature type. Add one mana of that color.", "Artifact", nodes.AddThatColor, "Add one mana"),
    # "that type" (Incubation Druid): the type chosen by another instruction, not read yet
    ("{T}: Add {G}. If Test Card has a +1/+1 counter on it, add three mana of that type instead.", CREATURE, nodes.AddThatType, "add three mana"),
    # whether mana was spent (Nix, Lavinia): read, not played
    ("Counter target spell if no mana was spent to cast it.", "Instant", nodes.NoManaWasSpent, "no mana was"),
    ("Whenever an opponent casts a spell, if no mana was spent to cast it, counter that spell.", CREATURE, nodes.NoManaWasSpent, "no mana was"),
    # cards chosen with different mana values (Long Rest)
    ("Return X target cards with different mana values from your graveyard to your hand.", "Sorcery", nodes.WithDifferentManaValuesEach, "X target"),
]  # fmt: skip


def _nodes(line: str, card_type: str) -> list[nodes.Node]:
    (card,) = karlov.parse(card_text(line, card_type))
    parts = [a.body for a in card.abilities if a.body is not None]
    return [n for part in parts for n in part.walk()]


@pytest.mark.parametrize(("line", "card_type", "node", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, node: type, refused_at: str | None
) -> None:
    assert card_errors(line, card_type) == []
    assert any(isinstance(found, node) for found in _nodes(line, card_type))
    expected = [] if refused_at is None else [("C001", word_column(line, refused_at))]
    assert refusals(line, card_type) == expected


def test_isnt_a_mana_ability_is_read_and_refused_at_its_words() -> None:
    line = "Whenever you activate an ability, if it isn't a mana ability, you may pay {2}. If you do, copy that ability. You may choose new targets for the copy."
    assert card_errors(line, "Artifact") == []
    assert any(isinstance(n, nodes.ObjectIsntManaAbility) for n in _nodes(line, "Artifact"))
    found = karlov.check(card_text(line, "Artifact"))
    messages = [d.message for d in found if d.code == "C001"]
    # the activation trigger itself is refused first (CR 602.2); the condition's refusal is
    # its own (checked on the condition alone below)
    assert messages == [
        "the rules runtime cannot execute this yet: the event 'you activate an ability'"
    ]


def test_the_refusals_name_what_is_missing() -> None:
    nix = karlov.check(
        card_text("Counter target spell if no mana was spent to cast it.", "Instant")
    )
    assert [d.message for d in nix if d.code == "C001"] == [
        "the rules runtime cannot execute this yet: whether any mana was spent to cast a spell (CR 601.2h)"
    ]
    alone = karlov.check(card_text("{T}: Add one mana of that color.", "Artifact"))
    assert [d.message for d in alone if d.code == "C001"] == [
        "the rules runtime cannot execute this yet: 'Add one mana of that color' with no color chosen before it"
    ]


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Counter target spell if no mana were spent to cast it.", "Instant", "were"),
    ("Counter target spell if no mana was spend to cast it.", "Instant", "spend"),
    ("Counter target spell if no mana is spent to cast it.", "Instant", "is spent"),
    ("Whenever you activate an ability, if it isn't mana ability, you may pay {2}. If you do, copy that ability.", "Artifact", "mana ability,"),
    ("Whenever you activate an ability, if it isn't a mana abilities, you may pay {2}. If you do, copy that ability.", "Artifact", "abilities,"),
    ("{T}: Choose a color. Add one mana of that colors.", "Artifact", "colors."),
    ("{T}: Choose a color. Add one mana of this color.", "Artifact", "this"),
    ("{T}: Choose a color. Add one mana that color.", "Artifact", "that color."),
    ("Return X target cards with different mana value from your graveyard to your hand.", "Sorcery", "value"),
    ("When Test Card enters the battlefield, you gain X life, where X is the amount of mana spend to cast Test Card.", CREATURE, "spend"),
    ("When Test Card enters the battlefield, you gain X life, where X is the amount of mana spent for Test Card.", CREATURE, "for Test"),
    ("When Test Card enters the battlefield, you gain X life, where X is the amount mana spent to cast Test Card.", CREATURE, "mana spent"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def test_the_amount_spent_by_name_is_the_mana_spent_on_this_object() -> None:
    line = "When Test Card enters the battlefield, each player exiles the top X cards of their library, where X is the amount of mana spent to cast Test Card."
    (ability,) = compiled_abilities(line, CREATURE)
    assert isinstance(ability, ir.TriggeredAbility)
    assert len(ir_nodes_of(ability, ir.ManaSpentAmount)) == 1


def test_the_amount_spent_on_this_spell_is_the_same_number() -> None:
    (ability,) = compiled_abilities(
        "You gain X life, where X is the amount of mana spent to cast this spell.", "Sorcery"
    )
    assert len(ir_nodes_of(ability, ir.ManaSpentAmount)) == 1
    assert ir_nodes_of(ability, ir.ColorsSpent) == []


def test_that_color_adds_only_the_color_chosen_before_it() -> None:
    (ability,) = compiled_abilities(
        "{T}: Choose a color. Add one mana of that color for each charge counter on Test Card.",
        "Artifact",
    )
    assert isinstance(ability.effect, ir.Sequence)
    choose, add = ability.effect.steps
    assert isinstance(choose, ir.MakeChoice) and choose.choice == "color"
    assert isinstance(add, ir.AddMana) and add.of_chosen_color
    assert add.options == ("W", "U", "B", "R", "G")
    assert isinstance(add.amount, ir.CountersOn) and add.amount.counter == "charge"


def test_two_mana_of_that_color_is_two_of_one_color() -> None:
    (ability,) = compiled_abilities("{T}: Choose a color. Add two mana of that color.", "Artifact")
    (add,) = ir_nodes_of(ability, ir.AddMana)
    assert add.of_chosen_color and add.amount is None
    assert add.options == ("WW", "UU", "BB", "RR", "GG")


@pytest.mark.parametrize(
    "line",
    [
        "{T}: Choose a color. Add two mana of that color.",
        "{T}: Add {G}. If Test Card has a +1/+1 counter on it, add three mana of that type instead.",
    ],
)
def test_an_amount_of_mana_of_that_color_or_type_is_written_in_words(line: str) -> None:
    found = karlov.check(card_text(line, "Artifact Creature — Golem"))
    assert [d.code for d in found if d.code.startswith("W")] == []


#: mana produced instead by a land tapped for mana (CR 106.12, 614.1a), a delayed trigger on
#: the spell the mana pays for (CR 106.6a, 603.7), how mana may not be spent (CR 106.6) and
#: the mana of the chosen color (CR 106.12a): (a pool line, card type, the node it makes, the
#: word C001 must stand at)
READ_REFUSED = [
    # Contamination, Ritual of Subdual, Infernal Darkness, Pulse of Llanowar, Naked Singularity
    ("If a land is tapped for mana, it produces {B} instead of any other type and amount.", "Enchantment", nodes.TappedForManaProducesAmount, "If a land"),
    ("If a land is tapped for mana, it produces colorless mana instead of any other type.", "Enchantment", nodes.TappedForManaProduces, "If a land"),
    ("If a land is tapped for mana, it produces {B} instead of any other type.", "Enchantment", nodes.TappedForManaProduces, "If a land"),
    ("If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any other type.", "Enchantment", nodes.ManaOfColorOfChoice, "If a basic"),
    ("If tapped for mana, Plains produce {R}, Islands produce {G}, Swamps produce {W}, Mountains produce {U}, and Forests produce {B} instead of any other type.", "Artifact", nodes.LandsTappedForManaProduce, "If tapped"),
    # Pyromancer's Goggles
    ("{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy that spell and you may choose new targets for the copy.", "Legendary Artifact", nodes.WhenManaSpentToCast, "When that mana"),
    # Thran Turbine
    ("At the beginning of your upkeep, you may add {C}{C}. You can't spend this mana to cast spells.", "Artifact", nodes.CantSpendMana, "can't spend"),
    # Gauntlet of Power's trigger
    ("Whenever a basic land is tapped for mana of the chosen color, its controller adds an additional one mana of that color.", "Artifact", nodes.IsTappedForChosenColor, "a basic land"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "node", "refused_at"), READ_REFUSED)
def test_the_mana_words_are_read_and_refused_at_their_words(
    line: str, card_type: str, node: type, refused_at: str
) -> None:
    assert card_errors(line, card_type) == []
    assert any(isinstance(found, node) for found in _nodes(line, card_type))
    assert refusals(line, card_type) == [("C001", word_column(line, refused_at))]


NEAR_MISSES_2 = [
    ("If a land is tapped for mana, it produce {B} instead of any other type.", "Enchantment", "produce"),
    ("If a land is tapped for mana, it produces {B} instead of any other types.", "Enchantment", "types."),
    ("If a land is tapped for mana, it produces {B} instead of other type.", "Enchantment", "other type."),
    ("If a land is tapped for mana, it produces colorless instead of any other type.", "Enchantment", "instead"),
    ("If tapped for mana, Plains produce {R}, Islands produce {G} instead of any other type.", "Enchantment", "instead"),
    ("If tapped for mana, Plains produces {R}, and Islands produce {G} instead of any other type.", "Enchantment", "produces"),
    ("{T}: Add {R}. When that mana is spend to cast a red instant or sorcery spell, copy that spell.", "Artifact", "spend"),
    ("At the beginning of your upkeep, you may add {C}{C}. You can't spend this mana on spells.", "Artifact", "on spells."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES_2)
def test_the_mana_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def test_the_land_types_that_produce_are_written_as_oracle_capitalizes_them() -> None:
    line = "If tapped for mana, Plains produce {R}, Swamps produce {G}, Mountains produce {W}, and Forests produce {B} instead of any other type."
    found = karlov.check(card_text(line, "Enchantment"))
    assert [d.code for d in found if d.code.startswith("W")] == []
