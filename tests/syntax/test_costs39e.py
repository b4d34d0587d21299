"""Session 39 (costs): alternative costs (CR 118.9), costs that return this permanent or exile
the top of your library or cards of your hand (CR 118.3, 406.1), "Cast this spell only ..."
(CR 601.3) and manifest (CR 701.40), each read where it plays, refused (C001 at its span)
where the runtime can't play what it says, and an error (E001 at its word) where the wording
is not Oracle's."""

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
    # alternative costs (CR 118.9)
    (
        "You may pay 1 life and exile a blue card from your hand rather than pay this "
        "spell's mana cost.",
        "Instant",
        None,
    ),
    ("You may sacrifice two Mountains rather than pay this spell's mana cost.", "Instant", None),
    (
        "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.",
        "Instant",
        None,
    ),
    (
        "If you control a Plains, you may tap an untapped creature you control rather than "
        "pay this spell's mana cost.",
        "Instant",
        None,
    ),
    ("You may discard a Plains card rather than pay this spell's mana cost.", "Instant", None),
    (
        "You may pay {1} and return a basic land you control to its owner's hand rather than "
        "pay this spell's mana cost.",
        "Artifact",
        None,
    ),
    ("You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.", CREATURE, None),
    # a card "with mana value X" (the Shoals), revealing a hand, X life, another payer
    (
        "You may exile a red card with mana value X from your hand rather than pay this "
        "spell's mana cost.",
        "Instant",
        26,
    ),
    (
        "If you have no land cards in hand, you may reveal your hand rather than pay this "
        "spell's mana cost.",
        "Sorcery",
        44,
    ),
    ("You may pay X life rather than pay this spell's mana cost.", "Instant", 9),
    (
        "Target opponent may sacrifice a creature rather than pay this spell's mana cost.",
        "Instant",
        1,
    ),
    # costs of activated abilities (CR 118.3, 406.1)
    ("Return this creature to its owner's hand: You gain 1 life.", CREATURE, None),
    ("{2}, Exile the top card of your library: You gain 1 life.", CREATURE, None),
    ("{2}, Exile the top two cards of your library: You gain 1 life.", CREATURE, None),
    ("Exile a card from your hand: Add {B}{B} or {G}{G}.", "Enchantment", None),
    # the top of a graveyard is no library's top (CR 404.2)
    ("{2}, Exile the top card of your graveyard: You gain 1 life.", CREATURE, 6),
    ("Exile the top card of your graveyard.", "Sorcery", 7),
    # restrictions on casting (CR 601.3)
    ("Cast this spell only during the declare attackers step.", "Instant", None),
    (
        "Cast this spell only during the declare attackers step and only if you've been "
        "attacked this step.",
        "Instant",
        None,
    ),
    ("Cast this spell only during an opponent's upkeep.", "Instant", None),
    ("Cast this spell only if you control a snow land.", "Enchantment", None),
    ("Cast this spell only before the combat damage step.", "Instant", 22),
    # manifest (CR 701.40)
    ("Manifest the top card of your library, then put two +1/+1 counters on it.", "Sorcery", None),
    ("Manifest the top two cards of your library.", "Instant", None),
    ("Manifest the top card of your graveyard.", "Sorcery", 10),
    ("Manifest the top card of target player's library.", "Sorcery", 1),
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
    # "rather than pay" is read, then "this spell's cost" is no cost Oracle names
    ("You may pay 1 life rather than pay this spell's cost.", "Instant", "this"),
    ("You may pay 1 life rather then pay this spell's mana cost.", "Instant", "rather"),
    ("You may pay 1 life instead of paying this spell's mana cost.", "Instant", "instead"),
    ("Cast this spell only during the declare attacker step.", "Instant", "attacker"),
    ("Cast this spell only if you've been attacked this turn.", "Instant", "turn."),
    ("Return this creature to its owners hand: You gain 1 life.", CREATURE, "its"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


def _ability(line: str, card_type: str) -> ir.Ability:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    return ability


def test_force_of_will_states_life_and_a_blue_card_from_the_hand() -> None:
    """CR 118.9: the alternative cost is a static ability of the spell, not an instruction."""
    line = (
        "You may pay 1 life and exile a blue card from your hand rather than pay this "
        "spell's mana cost."
    )
    ability = _ability(line, "Instant")
    assert isinstance(ability, ir.StaticAbility)
    cost = ability.alternative_cost
    assert cost is not None and cost.mana is None and cost.pay_life == 1
    (exiled,) = cost.exile_from_hand
    assert exiled.count == 1 and exiled.filter.zone is ir.ZoneName.HAND
    assert "blue" in exiled.filter.description
    assert ability.condition is None


def test_the_if_of_an_alternative_cost_is_its_condition() -> None:
    line = "If it's not your turn, you may exile a green card from your hand rather than pay "
    ability = _ability(line + "this spell's mana cost.", "Instant")
    assert isinstance(ability, ir.StaticAbility)
    assert ability.condition == ir.NotCondition(ir.IsYourTurn())


def test_been_attacked_is_a_second_condition_of_the_window() -> None:
    line = (
        "Cast this spell only during the declare attackers step and only if you've been "
        "attacked this step."
    )
    ability = _ability(line, "Instant")
    assert isinstance(ability, ir.StaticAbility)
    only = ability.cast_only
    assert isinstance(only, ir.AllConditions)
    window, attacked = only.conditions
    assert isinstance(window, ir.InTurnWindow) and window.steps == ("declare_attackers",)
    assert isinstance(attacked, ir.BeenAttackedThisStep)


WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


@given(st.sampled_from(sorted(WORDS)), st.sampled_from(["sacrifice", "return"]))
def test_the_number_of_permanents_is_the_number_written(n: int, verb: str) -> None:
    """ "sacrifice three Mountains" / "return three Islands you control to their owner's
    hand": that many, never one (CR 118.3)."""
    if verb == "sacrifice":
        line = f"You may sacrifice {WORDS[n]} Mountains rather than pay this spell's mana cost."
    else:
        line = (
            f"You may return {WORDS[n]} Islands you control to their owner's hand rather "
            "than pay this spell's mana cost."
        )
    ability = _ability(line, "Instant")
    assert isinstance(ability, ir.StaticAbility) and ability.alternative_cost is not None
    parts = (*ability.alternative_cost.sacrifices, *ability.alternative_cost.return_to_hand)
    assert [part.count for part in parts] == [n]


@given(st.integers(min_value=1, max_value=6))
def test_the_top_cards_exiled_as_a_cost_are_the_number_written(n: int) -> None:
    said = "the top card" if n == 1 else f"the top {WORDS[n]} cards"
    line = f"{{2}}, Exile {said} of your library: You gain 1 life."
    ability = _ability(line, CREATURE)
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.cost.exile_top == n
