"""Session 47 (players): players described by what they control, have or did ("target player
who attacked this turn", "each opponent who controls fewer creatures than you", "Choose target
opponent who had more life than you did as you activated this ability", CR 102.1, 602.2), "the
player with the most life" / "the player who controls the most creatures", "the player" (the
player named before it, CR 608.2c), Battlebond's "For each player, choose friend or foe" with
"each friend" / "each foe", "choose an opponent at random", "Target opponent's life total
becomes 10" (CR 119.5), "An opponent gains control of it" (one opponent, CR 102.3) and
"Enchanted player can't ..." (CR 303.4). Each is read into typed nodes; where the runtime
cannot play it the compiler refuses it (C001 at its span); a wording that is not Oracle's is an
error at its word."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

CREATURE = "Creature — Beast"

#: (line, card type, where C001 must stand, or None where the line plays)
READ = [
    # a player described by what they did or have: C001 at the description
    ("Test Card deals 4 damage to target player who attacked this turn.", "Instant", 29),
    (
        "When Test Card enters, draw a card for each opponent who controls fewer creatures "
        "than you.",
        CREATURE,
        36,
    ),
    (
        "At the beginning of each end step, draw a card for each opponent who drew two or more "
        "cards this turn.",
        "Enchantment",
        48,
    ),
    (
        "{B}, {T}: Choose target opponent who had more life than you did as you activated this "
        "ability. Draw a card.",
        CREATURE,
        18,
    ),
    (
        "{U}, {T}: Choose target opponent who had at least two more cards in hand than you did "
        "as you activated this ability. Draw a card.",
        CREATURE,
        18,
    ),
    (
        "Whenever Test Card deals combat damage to a player who controls more lands than you, "
        "draw a card.",
        CREATURE,
        43,
    ),
    ("Each opponent who controls more creatures than you loses 2 life.", "Sorcery", 1),
    ("Each opponent who attacked with a creature this turn loses 2 life.", "Sorcery", 1),
    # the player with the most (the comparison before it is refused first)
    (
        "At the beginning of your upkeep, if a player has more life than each other player, "
        "the player with the most life gains control of Test Card.",
        CREATURE,
        37,
    ),
    (
        "At the beginning of your upkeep, if a player controls more creatures than each other "
        "player, the player who controls the most creatures gains control of Test Card.",
        CREATURE,
        37,
    ),
    # friend or foe, a player at random, a life total set, an opponent had do something
    (
        "For each player, choose friend or foe. Each friend draws a card. Each foe loses 2 life.",
        "Sorcery",
        1,
    ),
    (
        "At the beginning of combat on your turn, choose an opponent at random. Draw a card.",
        CREATURE,
        42,
    ),
    ("Target opponent's life total becomes 10.", "Sorcery", 1),
    # one opponent who acts: chosen by the controller as it resolves, then acting (CR 102.3)
    ("When Test Card enters, an opponent gains control of it.", CREATURE, None),
    # ... but "an opponent may" (one chosen, or each until one does?) is not said
    ("When Test Card enters, an opponent may draw a card.", CREATURE, 24),
    ("You may have an opponent gain 3 life.", "Sorcery", 14),
    ("Enchanted player can't cast more than one spell each turn.", "Enchantment — Aura Curse", 18),
    # "the player" is the player named before it: plays
    (
        "At the beginning of each opponent's upkeep, that player discards a card. The player "
        "loses 1 life.",
        "Enchantment",
        None,
    ),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word the error stands at, the code)
NEAR_MISSES = [
    (
        "Test Card deals 4 damage to target player whom attacked this turn.",
        "Instant", "whom", "E001",
    ),
    (
        "Test Card deals 4 damage to target player who attacked last turn.",
        "Instant", "last", "E001",
    ),
    ("Each opponent who controls more creatures then you loses 2 life.", "Sorcery", "then", "E001"),
    ("Each opponent who controls much creatures than you loses 2 life.", "Sorcery", "much", "E001"),
    (
        "Each opponent who control more creatures than you loses 2 life.",
        "Sorcery", "control", "E001",
    ),
    ("Each opponent who controls more creatures than you lose 2 life.", "Sorcery", "lose", "E019"),
    (
        "When Test Card enters, draw a card for each opponent who controls fewer creatures that "
        "you.",
        CREATURE,
        "you.",
        "E001",
    ),
    (
        "{B}, {T}: Choose target opponent who had more life than you had as you activated this "
        "ability. Draw a card.",
        CREATURE,
        "had as",
        "E001",
    ),
    (
        "At the beginning of your upkeep, if a player has more life than each other player, the "
        "player with most life gains control of Test Card.",
        CREATURE,
        "most",
        "E001",
    ),
    (
        "For each player, choose friend or enemy. Each friend draws a card.",
        "Sorcery", "enemy.", "E001",
    ),
    ("Each friend draw a card.", "Sorcery", "draw", "E019"),
    ("Each ally draws a card.", "Sorcery", "ally", "E001"),
    (
        "At the beginning of combat on your turn, choose an opponent at randomly. Draw a card.",
        CREATURE,
        "randomly.",
        "E001",
    ),
    ("Target opponent's life total become 10.", "Sorcery", "become", "E019"),
    ("When Test Card enters, an opponent gain control of it.", CREATURE, "gain", "E019"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, word: str, code: str
) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [(code, column)]
