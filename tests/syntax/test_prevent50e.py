# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 50 (prevention and redirection of damage, CR 615, 614.9): redirection from "a source
of your choice" (chosen as the effect resolves, CR 609.7a), for its next damage event (CR
614.11, as CR 615.7's shields) or for the turn; "Prevent all damage that would be dealt to ~ by
target creature this turn"; "the next N damage that a source of your choice would deal to
..."; "you and/or permanents you control" (one shield for them all, CR 615.7); a static
ability's redirection under "As long as"; "prevent X of that damage, where X is ..."; damage
that "can't be prevented or dealt instead to another permanent or player"; "If damage from a
red source is prevented this way, ..."; "If [condition], damage can't be prevented this turn."
Each read where it plays, refused (C001 at its span) where the runtime can't play what it
says, and an error at its word where the wording is not Oracle's."""

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

CREATURE = "Creature — Human Cleric"

#: (line, card type, the word C001 must stand at, or None where the line plays)
READ = [
    # redirection from a source of your choice, the next time (CR 614.9, 609.7a)
    ("{T}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to Test Card instead.", CREATURE, None),
    ("{3}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to target creature you control instead.", "Artifact", None),
    ("{1}: The next time a source of your choice would deal damage to target creature this turn, that source deals that damage to you instead.", "Artifact", None),
    ("{1}{W}: The next time a source of your choice would deal damage to target creature this turn, that damage is dealt to Test Card instead.", CREATURE, None),
    # ... to anything it would deal damage to: the runtime redirects from one recipient
    ("{T}: The next time a source of your choice would deal damage this turn, that damage is dealt to Test Card instead.", CREATURE, "The"),
    # all of its damage this turn (CR 614.9)
    ("{T}: All damage that would be dealt to target creature this turn by a source of your choice is dealt to Test Card instead.", CREATURE, None),
    ("All damage that would be dealt this turn to target creature you control by a source of your choice is dealt to another target creature instead.", "Instant", None),
    # the sources before the duration (CR 615.1a)
    ("{4}{W}: Prevent all damage that would be dealt to Test Card by target creature this turn.", CREATURE, None),
    # a shield of N for a chosen source's damage (CR 615.7)
    ("Prevent the next 3 damage that a source of your choice would deal to you this turn.", "Instant", None),
    # "you and/or permanents you control": one shield for them all (CR 615.7)
    ("Prevent the next 3 damage that a source of your choice would deal to you and/or permanents you control this turn.", "Instant", "Prevent"),
    ("Prevent the next X damage that would be dealt to you and/or permanents you control this turn.", "Instant", "Prevent"),
    ("The next 2 damage that a source of your choice would deal to you and/or permanents you control this turn is dealt to any target instead.", "Instant", "The"),
    ("The next time a source of your choice would deal damage to you and/or creatures you control this turn, prevent that damage.", "Instant", "The"),
    # a static ability's redirection (CR 614.9, 611.3a)
    ("As long as Test Card is untapped, all damage that would be dealt to you by artifacts is dealt to Test Card instead.", CREATURE, "As"),
    ("As long as Test Card is untapped, all combat damage that would be dealt to you by unblocked creatures is dealt to Test Card instead.", CREATURE, "As"),
    # X counted as the damage would be dealt (CR 615.1a, 107.3c)
    ("If a source would deal damage to equipped creature, prevent X of that damage, where X is the number of creatures you control.", "Artifact — Equipment", "If"),
    # no redirection applies to it (CR 614.9, 615.12)
    ("Damage that would be dealt to target creature this turn can't be prevented or dealt instead to another permanent or player.", "Instant", "Damage"),
    # the rest of the prevention effect, only for a kind of source (CR 615.5)
    ("The next time a source of your choice would deal damage to you this turn, prevent that damage. If damage from a black source is prevented this way, you gain that much life.", "Instant", "If"),
    # a condition checked as it resolves (CR 608.2c, 615.12)
    ("Ferocious — If you control a creature with power 4 or greater, damage can't be prevented this turn.", "Instant", None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the wrong word E001 stands at; "." the line's final period)
NEAR_MISSES = [
    ("{T}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to Test Card.", CREATURE, "."),
    ("The next 2 damage that a source of your choice would deal to you and/or permanents you control this turn are dealt to any target instead.", "Instant", "are"),
    ("{T}: All damage that would be dealt to target creature this turn by a source of you choice is dealt to Test Card instead.", CREATURE, "of you"),
    ("Ferocious — If you control a creature with power 4 or greater, damage can't be prevent this turn.", "Instant", "prevent"),
    ("Prevent the next 3 damage that a source of your choice would deal to you and/or permanents you control.", "Instant", "."),
]  # fmt: skip


#: (line, card type, the verb that does not agree with its subject: E019)
DISAGREEING = [
    ("Prevent the next 3 damage that a source of your choice would deals to you this turn.", "Instant", "deals"),
    ("The next 2 damage that a source of your choice would deals to you and/or permanents you control this turn is dealt to any target instead.", "Instant", "deals"),
    ("{T}: The next time a source of your choice would deals damage to you this turn, that damage is dealt to Test Card instead.", CREATURE, "deals"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), DISAGREEING)
def test_would_takes_the_base_form(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E019", word_column(line, word))]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = len(line) if word == "." else word_column(line, word)
    assert card_errors(line, card_type) == [("E001", column)]


def test_the_next_time_redirection_is_of_one_chosen_source_and_used_up() -> None:
    (ability,) = compiled_abilities(
        "{T}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to Test Card instead.",
        CREATURE,
    )
    (redirect,) = ir_nodes_of(ability, ir.RedirectDamage)
    assert redirect.next_time and redirect.chosen_source is not None
    assert redirect.amount is None and redirect.from_players == ir.Players("you")
    assert isinstance(redirect.to_objects, ir.SourceObject)


def test_all_damage_of_a_chosen_source_is_redirected_for_the_turn() -> None:
    (ability,) = compiled_abilities(
        "{T}: All damage that would be dealt to target creature this turn by a source of your choice is dealt to Test Card instead.",
        CREATURE,
    )
    (redirect,) = ir_nodes_of(ability, ir.RedirectDamage)
    assert not redirect.next_time and redirect.chosen_source is not None
    assert isinstance(redirect.from_objects, ir.TargetObjects)
    assert redirect.by_objects is None


def test_the_sources_before_the_duration_are_the_target_creature() -> None:
    (ability,) = compiled_abilities(
        "{4}{W}: Prevent all damage that would be dealt to Test Card by target creature this turn.",
        CREATURE,
    )
    (prevent,) = ir_nodes_of(ability, ir.PreventDamage)
    assert isinstance(prevent.to_objects, ir.SourceObject)
    assert isinstance(prevent.by_objects, ir.TargetObjects)
    assert prevent.amount is None and prevent.duration is ir.Duration.END_OF_TURN


def test_a_shield_of_n_for_a_chosen_source() -> None:
    (ability,) = compiled_abilities(
        "Prevent the next 3 damage that a source of your choice would deal to you this turn.",
        "Instant",
    )
    (prevent,) = ir_nodes_of(ability, ir.PreventDamage)
    assert prevent.chosen_source is not None and prevent.to_players == ir.Players("you")
    assert prevent.amount == ir.Fixed(3) and not prevent.next_time


def test_damage_cant_be_prevented_if_a_condition_holds() -> None:
    (ability,) = compiled_abilities(
        "Ferocious — If you control a creature with power 4 or greater, damage can't be prevented this turn.",
        "Instant",
    )
    (gated,) = ir_nodes_of(ability, ir.IfCondition)
    assert isinstance(gated.effect, ir.DamageCantBePrevented)
    assert gated.effect.by_objects is None and gated.effect.duration is ir.Duration.END_OF_TURN
