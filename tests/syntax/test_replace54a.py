# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 54 (replacement and prevention effects, CR 614, 615): a prevention effect with an
additional effect counted by the damage it prevented, done right after it (CR 615.5: "Put a
-1/-1 counter on ~ for each 1 damage prevented this way", "You gain life equal to the damage
prevented this way", "and exile that many cards from the top of your library"); "that player
gains no life instead" (CR 614.1a); "it deals half that damage, rounded down, to that
permanent or player instead" (CR 107.1a); "it deals double that damage instead"; damage to
"enchanted player" (CR 303.4), to "you or a planeswalker you control", to "a player" replaced
by exiling that many cards from the top of their library; "As long as ~ is untapped, if ...,
prevent 1 of that damage." (CR 611.3a). What the runtime can't do is read and refused at its
words; a wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    compiled_abilities,
    errors_and_refusals,
)

CREATURE = "Creature — Spirit"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Phyrexian Hydra, Stormwild Capridor, Vigor, Purity (CR 615.5)
    ("If damage would be dealt to Test Card, prevent that damage. Put a -1/-1 counter on Test Card for each 1 damage prevented this way.", CREATURE, None),
    ("If noncombat damage would be dealt to Test Card, prevent that damage. Put a +1/+1 counter on Test Card for each 1 damage prevented this way.", CREATURE, None),
    ("If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way.", CREATURE, None),
    ("If noncombat damage would be dealt to you, prevent that damage. You gain life equal to the damage prevented this way.", CREATURE, None),
    # Gloom Surgeon (CR 615.5)
    ("If combat damage would be dealt to Test Card, prevent that damage and exile that many cards from the top of your library.", CREATURE, None),
    # Hostility: a token for each 1 damage prevented is not one of these forms
    ("If a spell you control would deal damage to an opponent, prevent that damage. Create a 3/1 red Elemental Shaman creature token with haste for each 1 damage prevented this way.", CREATURE, "If a spell you control"),
    # counters on a permanent the event does not name: refused
    ("If damage would be dealt to you, prevent that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way.", CREATURE, "If damage would"),
    # Sulfuric Vortex (CR 614.1a); "you gain no life" of yourself is no form of it
    ("If a player would gain life, that player gains no life instead.", "Enchantment", None),
    ("If you would gain life, you gain no life instead.", "Enchantment", "If you would"),
    # Ghosts of the Innocent (CR 107.1a); rounded up is not what it says
    ("If a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that permanent or player instead.", CREATURE, None),
    ("If a source would deal damage to a permanent or player, it deals half that damage, rounded up, to that permanent or player instead.", CREATURE, "If a source"),
    # Fire Servant
    ("If a red instant or sorcery spell you control would deal damage, it deals double that damage instead.", CREATURE, None),
    # Ajani Steadfast's emblem's words, on a permanent (CR 615.1a)
    ("If a source would deal damage to you or a planeswalker you control, prevent all but 1 of that damage.", "Enchantment", None),
    # Crumbling Sanctuary (CR 614.1a)
    ("If damage would be dealt to a player, that player exiles that many cards from the top of their library instead.", "Artifact", None),
    # Thunderstaff, Anthem of Rakdos (CR 611.3a)
    ("As long as Test Card is untapped, if a creature would deal combat damage to you, prevent 1 of that damage.", "Artifact", None),
    ("As long as you have no cards in hand, if a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.", "Enchantment", None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def _replacement(line: str, card_type: str = CREATURE) -> ir.ReplacementAbility:
    (ability,) = compiled_abilities(line, card_type)
    assert isinstance(ability, ir.ReplacementAbility)
    return ability


def test_prevention_then_counters_go_on_the_permanent_it_names() -> None:
    hydra = _replacement(
        "If damage would be dealt to Test Card, prevent that damage. Put a -1/-1 counter on Test Card for each 1 damage prevented this way."
    )
    assert (hydra.instead, hydra.counter, hydra.to_self) == (
        "prevent_counters_on_self",
        "-1/-1",
        True,
    )
    vigor = _replacement(
        "If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way."
    )
    assert vigor.instead == "prevent_counters_on_recipient"
    assert vigor.recipients is not None and vigor.recipients.other


def test_purity_prevents_noncombat_damage_to_you_only() -> None:
    purity = _replacement(
        "If noncombat damage would be dealt to you, prevent that damage. You gain life equal to the damage prevented this way."
    )
    assert (purity.instead, purity.damage_kind, purity.to_you) == (
        "prevent_gain_life",
        "noncombat",
        True,
    )


def test_curse_of_bloodletting_doubles_damage_to_enchanted_player() -> None:
    lines = [
        "Enchant player",
        "If a source would deal damage to enchanted player, it deals double that damage to that player instead.",
    ]
    assert errors_and_refusals(lines, "Enchantment — Aura Curse") == []


def test_the_condition_of_as_long_as_is_kept() -> None:
    staff = _replacement(
        "As long as Test Card is untapped, if a creature would deal combat damage to you, prevent 1 of that damage.",
        "Artifact",
    )
    assert staff.condition is not None
    assert (staff.instead, staff.extra, staff.to_you) == ("prevent", 1, True)


def test_you_or_a_planeswalker_names_both_recipients() -> None:
    emblem = _replacement(
        "If a source would deal damage to you or a planeswalker you control, prevent all but 1 of that damage.",
        "Enchantment",
    )
    assert emblem.to_you and emblem.recipients is not None
    assert emblem.recipients.types[0].any_of == ("planeswalker",)


NEAR_MISSES = [
    # "gains no life" is one word "no", not "none"
    ("If a player would gain life, that player gains none life instead.", "Enchantment", "none"),
    # the rounding is stated (CR 107.1a)
    ("If a source would deal damage to a permanent or player, it deals half that damage to that permanent or player instead.", CREATURE, "half"),
    # "you or a planeswalker": an article before the permanent
    ("If a source would deal damage to you or planeswalkers you control, prevent all but 1 of that damage.", "Enchantment", "or"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, word: str) -> None:
    assert_error_at(line, card_type, "E001", word)
