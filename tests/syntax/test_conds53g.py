# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (conditions: what mana was spent to cast a hybrid spell, CR 601.2h, 608.2c):
a hybrid spell's two instructions, each under its own "if {C} was spent to cast this spell" --
joined by "and" with the verb said again ("Target player can't play lands this turn if {R} was
spent ... and can't cast creature spells this turn if {W} was spent ...") or left out ("You gain
X life if {G} was spent ... and X life if {W} was spent ...", "~ deals 3 damage to each creature
without flying if {R} ... and 3 damage to each creature with flying if {G} ..."), or by ", and"
with a subject of its own (Invert the Skies); a counted instruction under the condition ("Each
player loses 1 life for each attacking creature they control if {B} was spent ..."); and the
reminder "(Do both if {G}{W} was spent.)", which has no rules meaning (CR 207.2); "if it's a
creature or if {G}{W} was spent ..." (Mythos of Nethroi) and "if no colored mana was spent to
cast it" (Void Mirror), read and refused. Each
instruction is done only if its own condition holds as the spell resolves; both when both
colors were spent. What the runtime does not do is refused at its words; a wording that is not
Oracle's is an error at its word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.compiler.accounting import descendants
from karlov.frontend import nodes

from .families import (
    assert_refused_at,
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    word_column,
)

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Dawnglow Infusion, Firespout: the second instruction's verb left out
    ("You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast this spell. (Do both if {G}{W} was spent.)", "Sorcery", None),
    ("Test Card deals 3 damage to each creature without flying if {R} was spent to cast this spell and 3 damage to each creature with flying if {G} was spent to cast this spell. (Do both if {R}{G} was spent.)", "Sorcery", None),
    ("Each opponent loses 2 life if {B} was spent to cast this spell and 2 life if {R} was spent to cast this spell.", "Sorcery", None),
    # Invert the Skies, Unnerving Assault: ", and" before a clause with its own subject
    ("Creatures your opponents control lose flying until end of turn if {G} was spent to cast this spell, and creatures you control gain flying until end of turn if {U} was spent to cast this spell. (Do both if {G}{U} was spent.)", "Instant", None),
    ("Creatures your opponents control get -1/-0 until end of turn if {U} was spent to cast this spell, and creatures you control get +1/+0 until end of turn if {R} was spent to cast this spell. (Do both if {U}{R} was spent.)", "Instant", None),
    # Torrent of Souls: the reminder after an instruction that names a keyword (haste)
    ("Return up to one target creature card from your graveyard to the battlefield if {B} was spent to cast this spell. Creatures target player controls get +2/+0 and gain haste until end of turn if {R} was spent to cast this spell. (Do both if {B}{R} was spent.)", "Sorcery", None),
    # Batwing Brume: a counted instruction under the condition
    ("Prevent all combat damage that would be dealt this turn if {W} was spent to cast this spell. Each player loses 1 life for each attacking creature they control if {B} was spent to cast this spell. (Do both if {W}{B} was spent.)", "Instant", None),
    ("You gain 2 life for each creature you control if you control a Forest.", "Sorcery", None),
    # the same verb said again, with the first's subject (one target player)
    ("Target player draws a card if {U} was spent to cast this spell and discards a card if {R} was spent to cast this spell.", "Sorcery", None),
    # Moonhold: the spells a player can't cast are not read by their type yet
    ("Target player can't play lands this turn if {R} was spent to cast this spell and can't cast creature spells this turn if {W} was spent to cast this spell. (Do both if {R}{W} was spent.)", "Instant", "creature spells"),
    # one "may" before both instructions: whether it covers the second is not read
    ("You may draw a card if {U} was spent to cast this spell and discard a card if {R} was spent to cast this spell.", "Sorcery", "may"),
    # the verb left out is the first instruction's; after another verb nothing says it
    ("Draw a card if {U} was spent to cast this spell and 2 life if {R} was spent to cast this spell.", "Sorcery", "2 life if"),
    ("Draw a card if {U} was spent to cast this spell and 2 damage to any target if {R} was spent to cast this spell.", "Sorcery", "2 damage to any target"),
    # Mythos of Nethroi: "or if" before the second condition; "it" is the target, read as the
    # instruction resolves, which the runtime does not join with another condition
    ("Destroy target nonland permanent if it's a creature or if {G}{W} was spent to cast this spell.", "Instant", "it's a creature or if"),
    ("Destroy target nonland permanent if you control a Forest or if {G}{W} was spent to cast this spell.", "Instant", None),
    # Void Mirror: the colors spent on another spell are not recorded
    ("Whenever a player casts a spell, if no colored mana was spent to cast it, counter that spell.", "Artifact", "no colored mana was spent to cast it"),
    # two of one color is no color test of the runtime
    ("Draw a card if {U}{U} was spent to cast this spell.", "Sorcery", "{U}{U}"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_each_instruction_is_under_its_own_condition() -> None:
    """Dawnglow Infusion: two life gains of X, the first if {G} was spent, the second if {W}
    was (CR 601.2h, 608.2c) -- two conditions in order, never one for both."""
    (ability,) = compiled_abilities(
        "You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast this spell."
    )
    ifs = ir_nodes_of(ability, ir.IfCondition)
    assert [c.condition.colors for c in ifs] == ["G", "W"]
    for each in ifs:
        assert isinstance(each.effect, ir.Action)
        assert each.effect.verb is ir.Verb.GAIN_LIFE
        assert isinstance(each.effect.amount, ir.XValue)


def test_the_left_out_verb_deals_the_damage_of_the_same_source() -> None:
    """Firespout: the second "3 damage to each creature with flying" is dealt by Firespout,
    as the first is."""
    (ability,) = compiled_abilities(
        "Test Card deals 3 damage to each creature without flying if {R} was spent to cast this spell and 3 damage to each creature with flying if {G} was spent to cast this spell."
    )
    ifs = ir_nodes_of(ability, ir.IfCondition)
    assert [c.condition.colors for c in ifs] == ["R", "G"]
    damage = [each.effect for each in ifs]
    assert all(isinstance(d, ir.Action) and d.verb is ir.Verb.DEAL_DAMAGE for d in damage)
    assert all(isinstance(d.objects, ir.SourceObject) for d in damage)  # type: ignore[union-attr]
    assert [d.recipients.filter.excluded_keywords for d in damage] == [("flying",), ()]  # type: ignore[union-attr]


def test_the_second_instruction_has_the_first_ones_target() -> None:
    """ "Target player draws a card if {U} ... and discards a card if {R} ...": one target
    player, who does both (the subject is not said again, so no second target)."""
    (ability,) = compiled_abilities(
        "Target player draws a card if {U} was spent to cast this spell and discards a card if {R} was spent to cast this spell."
    )
    players = [p for p in ir_nodes_of(ability, ir.Players) if p.who == "target"]
    assert {p.target_index for p in players} == {0}


def test_a_counted_instruction_under_a_condition() -> None:
    (ability,) = compiled_abilities(
        "Each player loses 1 life for each attacking creature they control if {B} was spent to cast this spell.",
        "Instant",
    )
    (test,) = ir_nodes_of(ability, ir.IfCondition)
    assert test.condition.colors == "B"
    assert ir_nodes_of(test.effect, ir.NumberOf)


#: (line, card type, the word the error stands at)
NEAR_MISSES = [
    # the second instruction without its own condition is no hybrid pair
    ("You gain X life if {G} was spent to cast this spell and X life.", "Sorcery", "and"),
    # the left-out verb leaves its amount: "and to each creature" has none
    ("Test Card deals 3 damage to each creature without flying if {R} was spent to cast this spell and to each creature with flying if {G} was spent to cast this spell.", "Sorcery", "to each creature with flying"),
    # Oracle says "this spell" in both conditions
    ("You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast this creature.", "Sorcery", "and"),
    ("Target player can't play lands this turn if {R} was spent to cast this spell and can't cast creature spells this turn if {W} was spent to cast it.", "Instant", "and"),
    # "or if" takes a condition, not an instruction
    ("Destroy target nonland permanent if you control a Forest or if draw a card.", "Instant", "draw a card"),
    # a new subject after "and" with no comma is not Oracle's
    ("Draw a card if {U} was spent to cast this spell and you gain 2 life if {R} was spent to cast this spell.", "Sorcery", "you gain"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, word: str) -> None:
    errors = card_errors(line, card_type)
    assert errors, line
    assert errors[0][1] == word_column(line, word)


def test_the_reminder_is_read_as_a_sentence() -> None:
    """ "(Do both if {B}{R} was spent.)" is read by the grammar (no rules meaning, CR 207.2):
    after an instruction that names a keyword it is no other keyword's reminder."""
    line = "Creatures target player controls gain haste until end of turn if {R} was spent to cast this spell. (Do both if {B}{R} was spent.)"
    assert card_errors(line, "Sorcery") == []
    (card,) = karlov.parse(card_text(line, "Sorcery"))
    (ability,) = card.abilities
    assert ability.reminder is not None
    assert list(descendants(ability.reminder, nodes.DoBothReminder))
