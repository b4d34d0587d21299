# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 48 (choices): named choices made as a permanent enters or as an ability resolves
("choose a land type", "choose a card type", "choose a number between 1 and 5", "choose two
colors", "choose two players", "choose a color and an opponent", "choose odd or even", "choose
left or right", "choose land or nonland", "choose artifact, creature, or land", "secretly
choose an opponent"; CR 607.2d, 614.12, 608.2d, 205.2a, 205.3i, 107.1), the same choices made
by another player ("an opponent chooses a creature type", "each player chooses a card name",
"target opponent chooses a number"), and what reads them ("the chosen player", "the chosen
player's hand", "protection from the chosen player", "protection from the chosen card type",
"the chosen number", "of the chosen kind", "with mana value of the chosen quality"). Each is a
typed node; the runtime keeps none of these choices yet, so each is refused (C001 at its
span), never read as another choice; the wrong wordings are errors at their word."""

from __future__ import annotations

import pytest

from .families import errors_and_refusals

CREATURE = "Creature — Bird Soldier"


#: (lines, card type, the (line, column) of each C001, in the order reported)
READ = [
    (["As Test Card enters, choose a land type.", "Each land of the chosen type has phasing."], "Enchantment", [(3, 1), (4, 11)]),
    (["Choose a card type. Target opponent reveals their hand. Test Card deals 3 damage to that player for each card of the chosen type revealed this way."], "Instant", [(3, 1)]),
    (["As Test Card enters, choose a number."], CREATURE, [(3, 1)]),
    (["Whenever Test Card attacks, choose a number between 1 and 5. Draw a card."], CREATURE, [(3, 29)]),
    (["{3}, {T}: Choose a number greater than 0. Draw a card."], "Artifact", [(3, 11)]),
    (["As Test Card enters, choose two colors."], "Enchantment", [(3, 1)]),
    (["As Test Card enters, choose two players."], "Enchantment", [(3, 1)]),
    (["As Test Card enters, choose a color and an opponent."], "Enchantment", [(3, 1)]),
    (["As Test Card enters, choose a color and a creature type."], "Enchantment", [(3, 1)]),
    (["Choose a land type and a basic land type. Draw a card."], "Instant", [(3, 1)]),
    (["Choose odd or even. Exile each creature with mana value of the chosen quality."], "Sorcery", [(3, 1)]),
    (["Choose left or right. Draw a card."], "Sorcery", [(3, 1)]),
    (["Choose land or nonland. Reveal cards from the top of your library until you reveal a card of the chosen kind. Put that card into your hand and the rest on the bottom of your library in a random order."], "Sorcery", [(3, 1)]),
    (["Choose artifact, creature, or land. Draw a card."], "Sorcery", [(3, 1)]),
    (["As Test Card enters, secretly choose an opponent."], CREATURE, [(3, 1)]),
    (["When Test Card enters, secretly choose an opponent."], CREATURE, [(3, 24)]),
    # another player chooses (CR 608.2d): not a choice of yours
    (["As Test Card enters, an opponent chooses a creature type."], CREATURE, [(3, 1)]),
    (["Each player chooses a card name. Draw a card."], "Sorcery", [(3, 13)]),
    (["Target opponent chooses a number. Draw a card."], "Sorcery", [(3, 17)]),
    (["Each player secretly chooses a number. Draw a card."], "Sorcery", [(3, 13)]),
    (["At the beginning of each player's upkeep, that player chooses a color."], "Artifact", [(3, 55)]),
    (["At the beginning of each player's upkeep, that player chooses artifact, creature, land, or non-Aura enchantment."], "Enchantment", [(3, 55)]),
    # what reads the choice
    (["As Test Card enters, choose a player.", "Whenever Test Card is dealt damage, it deals that much damage to the chosen player."], CREATURE, [(3, 1), (4, 66)]),
    (["As Test Card enters, choose an opponent.", "Test Card gets +1/+1 for each card in the chosen player's hand."], CREATURE, [(3, 1), (4, 39)]),
    (["As Test Card enters, choose a player.", "Test Card has protection from the chosen player."], CREATURE, [(3, 1), (4, 15)]),
    (["As Test Card enters, choose a card type.", "You and creatures you control have protection from the chosen card type."], CREATURE, [(3, 1), (4, 36)]),
    (["As Test Card enters, choose a number.", "Noncreature spells with mana value equal to the chosen number can't be cast."], CREATURE, [(3, 1), (4, 45)]),
    # session 53: the quality is one more option of the choice (ProtectionFromChosenColor.or_from)
    (["Target creature gains protection from artifacts or from the color of your choice until end of turn."], "Instant", []),
    (["{2}: Target creature gains protection from the color of its controller's choice until end of turn."], CREATURE, [(3, 28)]),
    (["Enchant creature", "As Test Card enters, choose a color.", "Enchanted creature has protection from the chosen color. This effect doesn't remove Test Card."], "Enchantment — Aura", [(5, 58)]),
    # a reference with nothing chosen before it is no default: refused
    (["Test Card deals 2 damage to the chosen player."], "Instant", [(3, 29)]),
    (["Draw cards equal to the chosen number."], "Sorcery", [(3, 21)]),
    (["Exile each creature of the chosen type."], "Sorcery", [(3, 21)]),
    # two choices of a color and one "the chosen color": which one? refused
    (["As Test Card enters, choose a color.", "As Test Card enters, choose a color.", "Creatures you control of the chosen color get +1/+1."], "Enchantment", [(5, 23)]),
]  # fmt: skip


@pytest.mark.parametrize(("lines", "card_type", "refused"), READ)
def test_the_choice_is_read_and_refused_at_its_span(
    lines: list[str], card_type: str, refused: list[tuple[int, int]]
) -> None:
    assert errors_and_refusals(lines, card_type) == [
        ("C001", line, column) for line, column in refused
    ]


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Choose a land types.", "Sorcery", "types."),
    ("Choose a card types.", "Sorcery", "types."),
    ("Choose a number among 1 and 5.", "Sorcery", "among"),
    ("Choose odd or evens.", "Sorcery", "odd"),
    ("Choose two color.", "Sorcery", "color."),
    ("Choose left or up.", "Sorcery", "left"),
    ("Choose two player.", "Sorcery", "player."),
    ("Test Card deals 2 damage to the chosen players.", "Instant", "players."),
    ("Enchanted creature has protection from the chosen color. This effect don't remove Test Card.", "Enchantment — Aura", "don't"),
    ("Target creature gains protection from the chosen colors until end of turn.", "Instant", "colors"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert [f for f in errors_and_refusals([line], card_type) if f[0] != "C001"] == [
        ("E001", 3, column)
    ]


def test_a_number_of_objects_is_not_a_chosen_number() -> None:
    """ "Each player chooses a number of lands they control ...": objects, not "chooses a
    number" (the terminal stops before "of")."""
    line = "Target player chooses a number of lands they control."
    assert all(
        code != "E001" or column != 24 for code, _, column in errors_and_refusals([line], "Sorcery")
    )
