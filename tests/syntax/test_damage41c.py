"""Session 41 (damage phrases): one source dealing two amounts to two recipients ("1 damage
to any target and 1 damage to you", "... and 3 damage to itself", "... and 1 damage to another
target", CR 120.3, 115.3), a source dealing damage to itself, "its controller" of the one
object dealing damage (CR 108.4) and "the damage dealt this way" (CR 608.2c, 615.1), each read
where it plays, refused (C001 at its span) where the runtime can't play what it says, and an
error (E001 at its word) where the wording is not Oracle's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # two amounts, the second to you (CR 120.3)
    ("{T}: Test Card deals 1 damage to any target and 1 damage to you.", CREATURE, None),
    ("{T}: Test Card deals 2 damage to target creature and 3 damage to you.", CREATURE, None),
    (
        "{T}: Test Card deals X damage to target creature and X damage to you, where X is the "
        "number of Goblins on the battlefield.",
        CREATURE,
        None,
    ),
    # the source dealt damage by itself
    ("{T}: Test Card deals 2 damage to any target and 3 damage to itself.", CREATURE, None),
    ("{T}: Test Card deals 1 damage to itself.", CREATURE, None),
    ("Target creature deals 6 damage to itself.", "Sorcery", None),
    # each of several, each to itself: one instruction cannot pair them
    ("Each creature deals 1 damage to itself.", "Sorcery", 15),
    # another target than the "any target" before it (CR 115.3)
    ("Test Card deals 2 damage to any target and 1 damage to another target.", "Sorcery", None),
    (
        "Test Card deals 5 damage to any target and 3 damage to any other target.",
        "Instant",
        None,
    ),
    # "another target" after a target of another kind: other than what is not said
    (
        "Test Card deals 2 damage to target creature and 1 damage to another target.",
        "Sorcery",
        61,
    ),
    (
        "Test Card deals 2 damage to target creature and 2 damage to target player or "
        "planeswalker.",
        "Instant",
        None,
    ),
    # "its controller": of the one object dealing the damage (CR 108.4)
    (
        "Tap target untapped creature. That creature deals damage equal to its power to its "
        "controller.",
        "Instant",
        None,
    ),
    ("Each creature deals 2 damage to its controller.", "Sorcery", 33),
    ("Tap target creature. Test Card deals 2 damage to its controller.", "Sorcery", 50),
    # "the damage dealt this way" (CR 608.2c): of the one damage instruction just before it
    (
        "Test Card deals 2 damage to each other player. You gain life equal to the damage "
        "dealt this way.",
        "Sorcery",
        None,
    ),
    (
        "Test Card deals damage to any target equal to the number of Swamps you control. You "
        "gain life equal to the damage dealt this way.",
        "Sorcery",
        None,
    ),
    ("You gain life equal to the damage dealt this way.", "Sorcery", 24),
    (
        "Test Card deals 2 damage to any target. Draw a card. You gain life equal to the "
        "damage dealt this way.",
        "Sorcery",
        77,
    ),
    # "deals damage to [players] equal to ..." (CR 120.3a, 608.2h): one amount; "they
    # control" is each player's own, dealt to each in turn (session 42, CR 101.4, 608.2c), and
    # so is "that player controls" with no player named before it (session 43)
    (
        "Test Card deals damage to target player equal to the number of nonbasic lands that "
        "player controls.",
        "Sorcery",
        None,
    ),
    ("Test Card deals damage to each opponent equal to your devotion to red.", "Sorcery", None),
    (
        "Test Card deals damage to each player equal to the number of lands they control.",
        "Sorcery",
        None,
    ),
    (
        "Test Card deals damage to each opponent equal to the number of Islands that player "
        "controls.",
        "Sorcery",
        None,
    ),
    # a floor on the life total damage reduces (CR 614.1a, 120.3a), always, under a
    # condition (CR 611.3a); for a time, as an effect, not read yet
    (
        "Damage that would reduce your life total to less than 1 reduces it to 1 instead.",
        CREATURE,
        None,
    ),
    (
        "If you control a creature, damage that would reduce your life total to less than 1 "
        "reduces it to 1 instead.",
        "Enchantment",
        None,
    ),
    (
        "As long as you have 7 or more life, damage that would reduce your life total to less "
        "than 7 reduces it to 7 instead.",
        CREATURE,
        None,
    ),
    (
        "Until end of turn, damage that would reduce your life total to less than 1 reduces "
        "it to 1 instead.",
        "Instant",
        1,
    ),
    (
        "Damage that would reduce your life total to less than 1 reduces it to 2 instead.",
        CREATURE,
        1,
    ),
    # "Whenever you're dealt [combat] damage" (CR 120.3, 510.2, 603.2c)
    ("Whenever you're dealt damage, you gain 1 life.", CREATURE, None),
    ("Whenever you're dealt damage, draw that many cards.", CREATURE, None),
    ("When you're dealt combat damage, sacrifice Test Card.", CREATURE, None),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    (
        "{T}: Test Card deals 1 damage to any target and 1 damage to yourself.",
        CREATURE,
        "yourself.",
    ),
    (
        "{T}: Test Card deals 1 damage to any target and 1 damage to itselves.",
        CREATURE,
        "itselves.",
    ),
    ("{T}: Test Card deals 1 damage to themselves.", CREATURE, "themselves."),
    (
        "Test Card deals 2 damage to any target and 1 damage to another targets.",
        "Sorcery",
        "targets.",
    ),
    (
        "Test Card deals 2 damage to any target and 1 damage to any another target.",
        "Sorcery",
        "another target.",
    ),
    ("Test Card deals 2 damage to any target and 1 to another target.", "Sorcery", "1 to"),
    ("You gain life equal to the damage dealt that way.", "Sorcery", "that"),
    ("Whenever you are dealt damage, you gain 1 life.", CREATURE, "are"),
    (
        "Damage that would reduce your life total to less than 1 reduce it to 1 instead.",
        CREATURE,
        "reduce it",
    ),
    (
        "Damage that would reduce your life to less than 1 reduces it to 1 instead.",
        CREATURE,
        "to less",
    ),
    (
        "Damage that would reduce your life total below 1 reduces it to 1 instead.",
        CREATURE,
        "below",
    ),
    ("Whenever you're dealt a damage, you gain 1 life.", CREATURE, "a damage,"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


def _ability(line: str, card_type: str = "Sorcery") -> ir.Ability:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    return ability


def _steps(effect: ir.Effect) -> list[ir.Effect]:
    return list(effect.steps) if isinstance(effect, ir.Sequence) else [effect]


@given(st.integers(min_value=1, max_value=20), st.integers(min_value=1, max_value=20))
def test_each_amount_goes_to_its_own_recipient(first: int, second: int) -> None:
    """ "deals N damage to any target and M damage to you": N to the target, M to the
    ability's controller, both from the source (CR 120.3); never the other way round."""
    line = f"{{T}}: Test Card deals {first} damage to any target and {second} damage to you."
    ability = _ability(line, CREATURE)
    assert isinstance(ability, ir.ActivatedAbility)
    to_target, to_you = _steps(ability.effect)
    assert isinstance(to_target, ir.Action) and isinstance(to_you, ir.Action)
    assert to_target.amount == ir.Fixed(first) and to_you.amount == ir.Fixed(second)
    assert to_target.recipients == ir.TargetObjects(0) and to_target.recipient_players is None
    assert to_you.recipient_players == ir.Players("you") and to_you.recipients is None
    assert to_target.objects == to_you.objects == ir.SourceObject()  # the source deals both


@given(st.integers(min_value=1, max_value=20))
def test_damage_to_itself_is_dealt_by_and_to_the_same_object(n: int) -> None:
    """ "Target creature deals N damage to itself": the target is the source and the one dealt
    the damage (CR 120.3)."""
    ability = _ability(f"Target creature deals {n} damage to itself.")
    assert isinstance(ability, ir.SpellAbility)
    (action,) = _steps(ability.effect)
    assert isinstance(action, ir.Action) and action.amount == ir.Fixed(n)
    assert action.objects == ir.TargetObjects(0) and action.recipients == ir.TargetObjects(0)


def test_another_target_differs_from_the_first() -> None:
    """Arc Trail: the second target is any target other than the first (CR 115.3)."""
    ability = _ability("Test Card deals 2 damage to any target and 1 damage to another target.")
    first, second = ability.targets
    assert first.distinct_from == () and second.distinct_from == (0,)
    assert second.players is ir.Whose.ANY and second.objects


def test_the_damage_dealt_this_way_is_recorded_by_that_damage() -> None:
    """Syphon Soul: the life gained is the total the damage instruction before it recorded
    (CR 608.2c), under the key that instruction records."""
    ability = _ability(
        "Test Card deals 2 damage to each other player. You gain life equal to the damage "
        "dealt this way."
    )
    deal, gain = _steps(ability.effect)
    assert isinstance(deal, ir.Action) and isinstance(gain, ir.Action)
    assert deal.verb is ir.Verb.DEAL_DAMAGE and deal.remember
    assert gain.amount == ir.ResultOf(deal.remember, "damage_dealt")


@pytest.mark.parametrize(
    ("line", "event"),
    [
        ("Whenever you're dealt damage, you gain 1 life.", "dealt_damage"),
        ("When you're dealt combat damage, you gain 1 life.", "dealt_combat_damage"),
    ],
)
def test_youre_dealt_damage_is_an_event_of_you(line: str, event: str) -> None:
    """ "Whenever you're dealt [combat] damage": the ability's controller dealt damage, no
    source named (CR 120.3, 510.2), once per damage event (CR 603.2c)."""
    ability = _ability(line, CREATURE)
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.trigger == ir.EventTrigger(event, by=ir.Whose.YOU)


@given(st.integers(min_value=1, max_value=20))
def test_the_life_floor_is_the_number_written(n: int) -> None:
    """ "... to less than N reduces it to N instead": a rule of the controller's life total
    with the number N (CR 614.1a), never another."""
    line = f"Damage that would reduce your life total to less than {n} reduces it to {n} instead."
    ability = _ability(line, CREATURE)
    assert isinstance(ability, ir.StaticAbility)
    assert ability.rules == (ir.RuleModification("life_floor", count=n),)
    assert ability.condition is None


def test_their_hand_is_the_hand_of_the_player_dealt_damage() -> None:
    """Inquisition: "the number of white cards in their hand" counts the target player's hand
    only (CR 400.3), not every hand."""
    ability = _ability(
        "Target player reveals their hand. Test Card deals damage to that player equal to the "
        "number of white cards in their hand."
    )
    deal = _steps(ability.effect)[-1]
    assert isinstance(deal, ir.Action) and isinstance(deal.amount, ir.NumberOf)
    assert deal.recipient_players == ir.Players("target", target_index=0)
    assert deal.amount.filter.owner == ir.Players("target", target_index=0)
