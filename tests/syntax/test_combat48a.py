# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 48 (combat): whom an attacking creature attacks as a description ("creatures
attacking you", CR 506.3, 508.1b), the attacking player (CR 506.2), requirements for this combat
and to attack a player (CR 508.1d, 509.1c), and the combat windows a spell may be cast in (CR
601.3, 500.1): each read where it plays, refused (C001 at its span) where the runtime can't play
what it says, and an error at its word where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import (
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    refusals,
)

CREATURE = "Creature — Goblin Soldier"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # whom it attacks (CR 506.3, 508.1b)
    ("Creatures attacking you get -1/-0.", "Artifact", None),
    ("You gain 3 life for each creature attacking you.", "Instant", None),
    ("Destroy target creature attacking you.", "Instant", None),
    ("Creatures attacking enchanted player have trample.", "Enchantment — Aura Curse", 11),
    ("Creatures attacking you or a planeswalker you control get -1/-0.", "Enchantment", 11),
    ("Each creature attacking one of your opponents gets +1/+0.", "Enchantment", None),
    # the attacking player (CR 506.2): not a player of the IR yet
    ("Test Card can't block unless you control more creatures than attacking player.", CREATURE, 30),
    # requirements (CR 508.1d, 509.1c)
    ("{T}: Target creature an opponent controls attacks you this turn if able.", CREATURE, 43),
    ("{U}, {T}: Target creature attacks target opponent this turn if able.", CREATURE, 27),
    ("At the beginning of combat on your turn, create a 1/1 red Goblin creature token. That token gains haste until end of turn and attacks this combat if able.", CREATURE, None),
    ("At the beginning of each combat, up to one target creature attacks or blocks this combat if able.", CREATURE, None),
    ("{T}: Target creature blocks this combat if able.", CREATURE, None),
    ("Untap up to three target nonattacking creatures. They block this turn if able.", "Instant", None),
    ("{T}: Target creature blocks Test Card this combat if able.", CREATURE, None),
    # "it" of the trigger's attacking creature: a creature other than the source is refused
    ("When Test Card attacks, up to one target creature defending player controls blocks it this combat if able.", CREATURE, 84),
    # a requirement for a description would bind creatures that come later (CR 611.2c)
    ("Creatures your opponents control block this turn if able.", "Sorcery", 34),
    # the attackers a creature blocks (CR 509.1a)
    ("{T}: Test Card deals 1 damage to target creature it's blocking.", CREATURE, None),
    ("Whenever Test Card blocks, it gets +1/+1 until end of turn for each creature it's blocking.", CREATURE, None),
    # sacrificed as a cost, it has left combat as the ability resolves (CR 506.4)
    ("{R}, Sacrifice Test Card: It deals 2 damage to target creature it's blocking.", CREATURE, 64),
    # defending player's zones and the attacking player as a subject (CR 506.2)
    ("Whenever Test Card attacks, exile target card from defending player's graveyard.", CREATURE, 52),
    ("Whenever Test Card is dealt combat damage, you gain that much life and attacking player loses that much life.", CREATURE, 72),
    # cast windows (CR 601.3, 500.1)
    ("Cast this spell only before combat or during combat before blockers are declared.", "Instant", None),
    ("Cast this spell only after combat.", "Instant", None),
    ("Cast this spell only during your declare attackers step.", "Instant", None),
    ("Cast this spell only during combat on an opponent's turn.", "Instant", None),
    ("Cast this spell only during the declare blockers step on an opponent's turn.", "Instant", None),
    ("Cast this spell only during an opponent's turn, before attackers are declared.", "Instant", None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    # no player after "attacking": Oracle writes "attacking creatures" (CR 506.4)
    ("Creatures attacking get -1/-0.", "Artifact", "attacking"),
    ("You gain 3 life for each creature attacking.", "Instant", "attacking."),
    ("Creatures attacking to you get -1/-0.", "Artifact", "to"),
    ("Target creature attacks you if able.", "Sorcery", "attacks"),
    ("Target creature attacks this combat.", "Sorcery", "attacks"),
    ("Target creature blocks this combat if it's able.", "Sorcery", "combat"),
    ("Cast this spell only after the combat.", "Instant", "the"),
    ("Cast this spell only during combat on opponent's turn.", "Instant", "opponent's"),
    ("That attacking players loses 1 life.", "Sorcery", "players"),
    ("{T}: Test Card deals 1 damage to target creature its blocking.", CREATURE, "blocking."),
    ("{T}: Test Card deals 1 damage to target creature it blocking.", CREATURE, "it"),
    (
        "Whenever Test Card attacks, exile target card from defending players' graveyard.",
        CREATURE,
        "players'",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


def test_the_verb_agrees_with_creatures_attacking_you() -> None:
    assert card_errors("Creatures attacking you gets -1/-0.", "Artifact") == [("E019", 25)]


def test_only_a_creature_attacks() -> None:
    """ "Target player attacks you this turn if able": a player is no attacker (CR 508.1a), so
    the requirement has no reading (C002)."""
    assert card_errors("Target player attacks you this turn if able.", "Sorcery") == [("C002", 15)]


def test_creatures_attacking_you_is_the_attacking_you_filter() -> None:
    ability = compiled_abilities("Creatures attacking you get -1/-0.", "Artifact")[-1]
    (filt,) = [f for f in ir_nodes_of(ability, ir.ObjectFilter) if f.attacking_you]
    assert filt.types == (ir.TypeTest(any_of=("creature",)),) or filt.attacking_you


def test_attacks_this_combat_if_able_lasts_this_combat() -> None:
    ability = compiled_abilities(
        "At the beginning of combat on your turn, create a 1/1 red Goblin creature token. That "
        "token gains haste until end of turn and attacks this combat if able.",
        CREATURE,
    )[-1]
    (restrict,) = [r for r in ir_nodes_of(ability, ir.Restrict) if r.kind == "attacks_each_combat"]
    assert restrict.duration is ir.Duration.END_OF_COMBAT


def test_attacks_or_blocks_this_combat_is_both_requirements_this_combat() -> None:
    ability = compiled_abilities(
        "At the beginning of each combat, up to one target creature attacks or blocks this "
        "combat if able.",
        CREATURE,
    )[-1]
    kinds = {(r.kind, r.duration) for r in ir_nodes_of(ability, ir.Restrict)}
    assert kinds == {
        ("attacks_each_combat", ir.Duration.END_OF_COMBAT),
        ("must_block", ir.Duration.END_OF_COMBAT),
    }


@pytest.mark.parametrize(
    ("timing", "steps", "yours"),
    [
        ("before combat or during combat before blockers are declared",
         ("upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers"), False),
        ("after combat", ("main2", "end", "cleanup"), False),
        ("during your declare attackers step", ("declare_attackers",), True),
    ],
)  # fmt: skip
def test_the_cast_window_is_its_steps(timing: str, steps: tuple[str, ...], yours: bool) -> None:
    (card,) = karlov.parse(card_text(f"Cast this spell only {timing}.", "Instant"))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (window,) = ir_nodes_of(compiled.ir, ir.InTurnWindow)
    assert (window.steps, window.yours) == (steps, yours)


def test_on_an_opponents_turn_is_not_your_turn() -> None:
    (card,) = karlov.parse(
        card_text("Cast this spell only during combat on an opponent's turn.", "Instant")
    )
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    assert ir_nodes_of(compiled.ir, ir.IsYourTurn)
    (window,) = ir_nodes_of(compiled.ir, ir.InTurnWindow)
    assert window.steps[0] == "beginning_of_combat" and window.steps[-1] == "end_of_combat"
