# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 48 (replacement and prevention effects, CR 614, 615): more of the events "If ...
would ..." modifies (destroyed, losing the game or life, milling, searching a library, creating
tokens, beginning a turn or step, countering, drawing while / during / two or more, being put
into a graveyard, combat and noncombat damage, "N or more/less damage", damage to a player),
"If ~ would be destroyed, regenerate it." (CR 701.15a), a replacement followed by "If you do"
(CR 608.2c), "The next time ... would ... this turn, ..." (CR 614.1a, 615.1a, 614.9), "Prevent
the next N damage that would be dealt by ~" (CR 615.7), redirection to "its controller" / "its
owner" (CR 614.9), "skip that draw / step / turn" (CR 614.1b) and a spell's "If a creature
would die this turn, exile it instead." Each is read into typed nodes and refused (C001 at its
span) where the runtime cannot play it yet; a wrong wording is an error at its word."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

CREATURE = "Creature — Human Soldier"

#: (line, card type, the column of the C001 refusal)
READ = [
    ("If Test Card would be destroyed, regenerate it.", CREATURE, 1),
    ("If you would lose the game, instead draw seven cards.", "Enchantment", 1),
    ("If you would lose life, you gain that much life instead.", "Enchantment", 1),
    ("If an opponent would mill one or more cards, they mill twice that many cards instead.", CREATURE, 1),
    ("If you would create one or more Treasure tokens, instead create two Treasure tokens.", "Enchantment", 1),
    ("If a player would draw a card, that player skips that draw instead.", "Enchantment", 1),
    ("If you would begin your draw step, you may skip that step instead. If you do, you gain 2 life.", "Enchantment", 1),
    ("If you would begin your turn while Test Card is tapped, you may skip that turn instead. If you do, untap Test Card.", "Artifact", 1),
    ("If a spell or ability you control would counter a spell, exile that spell instead.", "Enchantment", 1),
    ("If you would draw a card while you have no cards in hand, instead you draw two cards and you lose 1 life.", "Enchantment", 1),
    ("If you would draw a card during your draw step, you gain 1 life instead.", "Enchantment", 1),
    ("If an opponent would draw two or more cards, instead you and that player each draw a card.", CREATURE, 1),
    ("If a permanent would be put into a graveyard, put it on the bottom of its owner's library instead.", "Enchantment", 1),
    ("If a permanent you control would be put into a graveyard from the battlefield this turn, exile it instead.", "Instant", 1),
    # a spell's replacement of any creature's dying this turn: which creatures is not played yet
    ("All creatures get -2/-2 until end of turn. If a creature would die this turn, exile it instead.", "Sorcery", 47),
    # the next such event this turn (CR 614.1a, 615.1a, 614.9)
    ("{B}, Sacrifice Test Card: The next time damage would be dealt to target creature this turn, destroy that creature instead.", CREATURE, 27),
    ("{3}: The next time Test Card would deal damage to you this turn, prevent that damage.", CREATURE, 6),
    ("{5}{W}: The next time damage would be dealt to Test Card this turn, that damage is dealt to any target instead.", CREATURE, 9),
    ("{2}{W}: The next time target attacking creature would deal combat damage to Test Card this turn, prevent that damage.", CREATURE, 9),
    ("The next time you would lose the game this turn, instead draw seven cards.", "Instant", 1),
    ("{2}: Prevent the next 1 damage that would be dealt by Test Card this turn.", "Artifact", 6),
    ("All combat damage that would be dealt to you this turn by target unblocked creature is dealt to its controller instead.", "Instant", 1),
    ("{0}: The next 1 damage that would be dealt to Test Card this turn is dealt to its owner instead.", CREATURE, 6),
    # quoted replacement and prevention effects (CR 113.2c)
    ("All Slivers have \"If this permanent would be put into a graveyard, you may put it on top of its owner's library instead.\"", CREATURE, 19),
    ("Creatures you control have \"If a source would deal damage to you, prevent 1 of that damage.\"", "Enchantment", 29),
    # "while" after the damaged object (CR 614.1a)
    ("If damage would be dealt to Test Card while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from Test Card.", CREATURE, 1),
    # a spell's replacement of cards put into your graveyard this turn
    ("Draw a card. If a card would be put into your graveyard from anywhere this turn, exile that card instead.", "Sorcery", 14),
]  # fmt: skip


#: Damage events replaced or prevented, read and refused until session 52; they play now
#: (CR 614.1a, 615.1a, 120.2; tests/compiler/test_damage52.py, tests/scenarios/damage52/).
PLAYS = [
    ("If combat damage would be dealt to Test Card, prevent that damage.", CREATURE),
    ("If noncombat damage would be dealt to you, prevent that damage.", "Enchantment"),
    ("If damage would be dealt to you, put that many depletion counters on Test Card instead.", "Enchantment"),
    ("If Test Card would deal combat damage to a player, it deals double that damage to that player instead.", CREATURE),
    ("If Test Card would deal damage to a player, it deals double that damage to that player instead.", CREATURE),
    ("If a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1 counters on that creature instead.", "Enchantment"),
    ("If a source would deal 3 or less damage to Test Card, prevent that damage.", CREATURE),
    ("If a source would deal 4 or more damage to a permanent or player, that source deals 3 damage to that permanent or player instead.", "Enchantment"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type"), PLAYS)
def test_the_damage_events_play(line: str, card_type: str) -> None:
    assert card_errors(line, card_type) == []
    assert refusals(line, card_type) == []


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_at_its_span(
    line: str, card_type: str, refused_at: int
) -> None:
    assert card_errors(line, card_type) == []
    assert refusals(line, card_type) == [("C001", refused_at)]


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    # "instead" with no "would" event: no replacement
    ("If you draw a card, you gain 3 life instead.", "Enchantment", "draw"),
    ("If you would be lose the game, instead draw seven cards.", "Enchantment", "be"),
    ("If an opponent would search their graveyard, you gain 1 life instead.", CREATURE, "their"),
    ("If you would begin your untap step, you may skip that step instead.", "Enchantment", "untap"),
    ("If a player would draw a card, that player skips this draw instead.", "Enchantment", "this"),
    ("If a player would draw a card, that player skips that card instead.", "Enchantment", "card instead."),
    ("If a source would deal 3 or fewer damage to Test Card, prevent that damage.", CREATURE, "fewer"),
    ("If a source would deal combat damages to Test Card, prevent that damage.", CREATURE, "damages"),
    ("If Test Card would be destroyed, regenerate.", CREATURE, "."),
    ("The next time damage would be dealt to target creature, destroy that creature instead.", "Instant", ","),
    ("The next time damage would be dealt to target creature this turn, that damage is dealt to any target.", "Instant", "."),
    ("The next times damage would be dealt to target creature this turn, destroy that creature instead.", "Instant", "times"),
    ("{2}: Prevent the next 1 damage that would be dealt from Test Card this turn.", "Artifact", "from"),
    ("All combat damage that would be dealt to you this turn by target unblocked creature is dealt to its controllers instead.", "Instant", "controllers"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1 if word not in ".," else line.rindex(word) + 1
    assert card_errors(line, card_type) == [("E001", column)]


@pytest.mark.parametrize(
    ("line", "verb"),
    [
        ("If a source would deals damage to you, prevent 1 of that damage.", "deals"),
        ("If an opponent would mills one or more cards, they mill twice that many cards instead.", "mills"),
        ("If Test Card would deals combat damage to a player, it deals double that damage to that player instead.", "deals"),
    ],
)  # fmt: skip
def test_would_agrees_with_its_verb(line: str, verb: str) -> None:
    """ "would deals", "would mills": the verb after "would" is the bare infinitive (an
    error at the verb)."""
    assert card_errors(line, "Enchantment") == [("E019", line.index(verb) + 1)]


@pytest.mark.parametrize(
    ("line", "card_type", "at"),
    [
        ("If a creature would die, prevent that damage.", "Enchantment", "If"),
        ("{1}: The next time you would lose the game this turn, prevent that damage.", CREATURE, "prevent"),
        ("{1}: The next time Test Card would be destroyed this turn, that damage is dealt to any target instead.", CREATURE, "that"),
        ("Creatures you control have \"If this creature would die, prevent that damage.\"", "Enchantment", "If"),
    ],
)  # fmt: skip
def test_that_damage_needs_damage_before_it(line: str, card_type: str, at: str) -> None:
    """ "prevent that damage" / "that damage is dealt" after an event that deals no damage
    refers to nothing (C002, CR 615.1a)."""
    assert card_errors(line, card_type) == [("C002", line.index(at) + 1)]
