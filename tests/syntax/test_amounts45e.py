"""Session 45 (amounts): comparisons of numbers in an effect's own "if" -- "If X is 5 or more"
(CR 107.3), "if its mana value is less than or equal to the number of cards in your hand",
"if its toughness is less than 3" (CR 107.1, 202.3, 208.1) -- as
:class:`~karlov.ir.AmountCompared`, both numbers read as the effect resolves (CR 608.2c). Each
is read where it plays, refused (C001 at its span) where the number can't be read then (an X
neither announced nor defined, an intervening "if", "less than X"), and an error (E001 at its
word) where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir


def _text(cost: str, card_type: str, line: str) -> str:
    text = f"Test Card {cost}\n{card_type}\n{line}\n"
    return text + "1/1\n" if card_type.startswith("Creature") else text


def _found(cost: str, card_type: str, line: str) -> list[tuple[str, int, int]]:
    found = karlov.check(_text(cost, card_type, line))
    return [(d.code, d.span.line, d.span.column) for d in found if d.is_error or d.code == "C001"]


CREATURE = "Creature — Beast"
FAERIE = "Creature — Faerie"
TOKENS = "Create X 1/1 white Soldier creature tokens."

#: (mana cost, card type, line, the column C001 stands at on line 3, or None where it plays)
READ = [
    ("{X}{W}", "Sorcery", f"{TOKENS} If X is 5 or more, draw a card.", None),
    ("{X}{W}", "Sorcery", f"{TOKENS} If X is five or more, draw a card.", None),
    (
        "{1}",
        "Instant",
        "Destroy target artifact if its mana value is less than or equal to the number of cards "
        "in your hand.",
        None,
    ),
    (
        "{1}",
        "Instant",
        "Exile target creature if its power is greater than or equal to the number of lands you "
        "control.",
        None,
    ),
    ("{1}", "Instant", "Destroy target creature if its toughness is less than 3.", None),
    ("{1}", "Instant", "Destroy target creature if its power is greater than 2.", None),
    (
        "{1}",
        "Instant",
        "Return target creature card from your graveyard to your hand if its mana value is less "
        "than or equal to the number of lands you control.",
        None,
    ),
    (
        "{1}",
        CREATURE,
        "At the beginning of your upkeep, draw a card if the number of cards in your hand is "
        "less than or equal to the number of lands you control.",
        None,
    ),
    # a bound of a description that "where X is" defines, read as the description is applied
    (
        "{1}",
        FAERIE,
        "When Test Card enters, counter target spell with mana value X or less, where X is the "
        "number of Faeries you control.",
        None,
    ),
    (
        "{1}",
        FAERIE,
        "When Test Card enters, return each creature your opponents control with toughness X or "
        "less to its owner's hand, where X is the number of Islands you control.",
        None,
    ),
    (
        "{1}",
        "Sorcery",
        "Destroy each creature with power X or greater, where X is the number of cards in your "
        "hand.",
        None,
    ),
    ("{X}{B}", "Sorcery", "Destroy each creature with power X or greater.", None),
    # X is not 0 where nothing defines it (it was read so)
    ("{1}", "Sorcery", "Destroy each creature with power X or greater.", 23),
    # a number a filter can't read each time it is applied
    (
        "{1}",
        "Sorcery",
        "Destroy each creature with power X or less, where X is the greatest power among "
        "creatures you control.",
        43,
    ),
    # X divided as the targets are chosen: announced before them (CR 601.2b-d)
    (
        "{X}{R}",
        "Instant",
        "Test Card deals X damage divided as you choose among any number of targets.",
        None,
    ),
    (
        "{1}",
        "Instant",
        "Test Card deals X damage divided as you choose among any number of targets.",
        17,
    ),
    # a "where X is" number is not read before the division is announced here
    (
        "{1}",
        CREATURE,
        "At the beginning of your upkeep, Test Card deals X damage divided as you choose among "
        "any number of target creatures, where X is the number of lands you control.",
        50,
    ),
    # a number of targets "where X is" defines, computed as the targets are chosen
    (
        "{1}",
        "Enchantment",
        "{R}, Sacrifice Test Card: Destroy up to X target lands, where X is the number of "
        "charge counters on Test Card.",
        None,
    ),
    (
        "{1}",
        "Enchantment",
        "{R}, Sacrifice Test Card: Destroy up to X target lands, where X is the number of lands "
        "you control.",
        None,
    ),
    (
        "{1}",
        "Enchantment",
        "{R}, Sacrifice Test Card: Destroy up to X target lands, where X is the greatest power "
        "among creatures you control.",
        55,
    ),
    ("{1}", "Enchantment", "{R}, Sacrifice Test Card: Destroy up to X target lands.", 35),
    # "less than X" is no number written on the card to make inclusive
    ("{X}{B}", "Instant", "Destroy target creature if its power is less than X.", 41),
    # X neither announced with a cost nor defined by "where X is"
    ("{1}", "Sorcery", "Draw a card. If X is 5 or more, draw a card.", 17),
    # an intervening "if" is checked as the ability triggers too (CR 603.4): no resolution
    (
        "{1}",
        CREATURE,
        "When Test Card enters the battlefield, if X is 5 or more, draw a card.",
        43,
    ),
]


@pytest.mark.parametrize(("cost", "card_type", "line", "refused_at"), READ)
def test_the_comparison_is_read_and_refused_where_it_cannot_play(
    cost: str, card_type: str, line: str, refused_at: int | None
) -> None:
    expected = [] if refused_at is None else [("C001", 3, refused_at)]
    assert _found(cost, card_type, line) == expected


#: (mana cost, card type, line, the wrong word E001 stands at)
NEAR_MISSES = [
    ("{X}{W}", "Sorcery", f"{TOKENS} If X is 5 or most, draw a card.", "most,"),
    ("{X}{W}", "Sorcery", f"{TOKENS} If X are 5 or more, draw a card.", "are"),
    (
        "{1}",
        "Instant",
        "Destroy target artifact if its mana value is lesser than or equal to the number of "
        "cards in your hand.",
        "lesser",
    ),
    (
        "{1}",
        "Instant",
        "Destroy target artifact if its mana value is fewer than or equal to the number of "
        "cards in your hand.",
        "fewer",
    ),
    (
        "{1}",
        "Instant",
        "Destroy target artifact if its mana value is less or equal to the number of cards in "
        "your hand.",
        "or",
    ),
    (
        "{1}",
        FAERIE,
        "When Test Card enters, counter target spell with mana value X or fewer, where X is the "
        "number of Faeries you control.",
        "fewer,",
    ),
    (
        "{1}",
        FAERIE,
        "When Test Card enters, counter target spell with mana value X or less, where X equals "
        "the number of Faeries you control.",
        "where",
    ),
    (
        "{1}",
        FAERIE,
        "When Test Card enters, counter target spell with mana value of X or less, where X is "
        "the number of Faeries you control.",
        "of",
    ),
    (
        "{X}{R}",
        "Instant",
        "Test Card deals X damage divided as you like among any number of targets.",
        "like",
    ),
    (
        "{X}{R}",
        "Instant",
        "Test Card deals X damage divided as you choose between any number of targets.",
        "between",
    ),
    (
        "{1}",
        "Enchantment",
        "{R}, Sacrifice Test Card: Destroy up to X targets lands, where X is the number of "
        "charge counters on Test Card.",
        "targets",
    ),
    # Oracle compares a counted quantity with "or greater", never "or more"
    (
        "{1}",
        "Instant",
        "Draw a card. If the number of cards in your hand is 5 or more, draw a card.",
        "more,",
    ),
]


@pytest.mark.parametrize(("cost", "card_type", "line", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    cost: str, card_type: str, line: str, word: str
) -> None:
    column = f" {line} ".index(f" {word}") + 1
    found = karlov.check(_text(cost, card_type, line), require_playable=False)
    assert [(d.code, d.span.line, d.span.column) for d in found if d.is_error] == [
        ("E001", 3, column)
    ]


def _spell_effect(cost: str, line: str) -> ir.Effect:
    (card,) = karlov.parse(_text(cost, "Sorcery", line))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (spell,) = compiled.ir.abilities
    assert isinstance(spell, ir.SpellAbility)
    return spell.effect


def _conditions(effect: object) -> list[ir.AmountCompared]:
    if isinstance(effect, ir.IfCondition):
        assert isinstance(effect.condition, ir.AmountCompared)
        return [effect.condition]
    if isinstance(effect, ir.Sequence):
        return [c for step in effect.steps for c in _conditions(step)]
    return []


def test_x_is_n_or_more_compares_the_announced_x() -> None:
    """ "If X is 6 or more" (Blot Out the Sky): X as cast, at least 6 (CR 107.3, 601.2b)."""
    (test,) = _conditions(_spell_effect("{X}{W}", f"{TOKENS} If X is 6 or more, draw a card."))
    assert isinstance(test.amount, ir.XValue)
    assert test.relation is ir.Relation.AT_LEAST
    assert test.to == ir.Fixed(6, span=test.to.span)


def test_less_than_a_number_is_at_most_one_less() -> None:
    """ "less than 3" is "2 or less", "greater than 2" is "3 or more" (CR 107.1)."""
    (less,) = _conditions(
        _spell_effect("{1}", "Destroy target creature if its toughness is less than 3.")
    )
    assert less.relation is ir.Relation.AT_MOST and less.to == ir.Fixed(2, span=less.to.span)
    assert isinstance(less.amount, ir.ValueOf) and less.amount.characteristic == "toughness"
    (greater,) = _conditions(
        _spell_effect("{1}", "Destroy target creature if its power is greater than 2.")
    )
    assert greater.relation is ir.Relation.AT_LEAST
    assert greater.to == ir.Fixed(3, span=greater.to.span)


def test_its_before_the_clause_is_the_target_not_the_moved_card() -> None:
    """ "Return target creature card ... if its mana value is ...": checked before the card is
    returned (CR 608.2c), so "its" reads the target (CR 115.1), not the card the return
    records afterwards."""
    (test,) = _conditions(
        _spell_effect(
            "{1}",
            "Return target creature card from your graveyard to your hand if its mana value is "
            "less than or equal to the number of lands you control.",
        )
    )
    assert isinstance(test.amount, ir.ValueOf)
    assert isinstance(test.amount.of, ir.TargetObjects) and test.amount.of.target_index == 0
    assert isinstance(test.to, ir.NumberOf)
    assert test.relation is ir.Relation.AT_MOST


def test_other_in_a_spell_with_nothing_named_before_is_refused() -> None:
    """ "Zombies you control get +2/+1 until end of turn. Other creatures you control get
    +1/+1 until end of turn." (In Oketra's Name): a sorcery is no creature (CR 304.4, 307.4),
    so "other" is other than the objects the spell named; it is not read as other than the
    spell itself."""
    line = (
        "Zombies you control get +2/+1 until end of turn. Other creatures you control get +1/+1 "
        "until end of turn."
    )
    assert _found("{1}", "Instant", line) == [("C001", 3, 50)]


def _filter_of(cost: str, line: str) -> ir.ObjectFilter:
    effect = _spell_effect(cost, line)
    assert isinstance(effect, ir.Action) and isinstance(effect.objects, ir.AllObjects)
    return effect.objects.filter


def test_power_x_or_greater_reads_x() -> None:
    """ "with power X or greater" with X announced: X as cast (CR 107.3, 601.2b), never 0."""
    found = _filter_of("{X}{B}", "Destroy each creature with power X or greater.")
    assert found.power_at_least is None
    (bound,) = found.compared
    assert (bound.characteristic, bound.relation) == ("power", "at_least")
    assert isinstance(bound.value, ir.XValue)


def test_where_x_defines_the_bound_of_a_description() -> None:
    """ "with toughness X or less, where X is the number of Islands you control": the count,
    read each time the description is applied (CR 107.3c, 608.2h)."""
    found = _filter_of(
        "{1}",
        "Destroy each creature with toughness X or less, where X is the number of Islands you "
        "control.",
    )
    assert found.toughness_at_most is None and not found.x_bounds
    (bound,) = found.compared
    assert (bound.characteristic, bound.relation) == ("toughness", "at_most")
    assert isinstance(bound.value, ir.NumberOf)
    assert "island" in bound.value.filter.subtypes


def test_a_loyalty_cost_of_x_announces_x() -> None:
    """ "[−X]": X is chosen as the loyalty ability is activated (CR 107.3a, 606.4), so a
    division of X among targets is announced with it (CR 601.2d, 602.2b)."""
    text = (
        "Test Walker {3}\nLegendary Planeswalker — Chandra\n[−X]: Test Walker deals X damage "
        "divided as you choose among any number of target creatures.\nLoyalty: 5\n"
    )
    (card,) = karlov.parse(text)
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None and not compiled.diagnostics
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.ActivatedAbility)
    (spec,) = ability.targets
    assert isinstance(spec.distribute, ir.XValue) and spec.minimum == 1


def test_where_x_defines_the_number_of_targets() -> None:
    """ "Destroy up to X target lands, where X is the number of verse counters on ~": per X,
    that number computed as the targets are chosen (CR 601.2c, 107.3c)."""
    (card,) = karlov.parse(
        _text(
            "{3}{R}{R}",
            "Enchantment",
            "{R}, Sacrifice Test Card: Destroy up to X target lands, where X is the number of "
            "verse counters on Test Card.",
        )
    )
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    (spec,) = ability.targets
    assert spec.times_x and (spec.minimum, spec.maximum) == (0, 1)
    assert isinstance(spec.x_is, ir.CountersOn) and spec.x_is.counter == "verse"
    assert isinstance(spec.x_is.of, ir.SourceObject)


def _aura_found(line: str) -> list[tuple[str, int, int]]:
    text = f"Test Aura {{1}}{{R}}\nEnchantment — Aura\nEnchant creature\n{line}\n"
    found = karlov.check(text, require_playable=False)
    return [(d.code, d.span.line, d.span.column) for d in found if d.is_error or d.code == "C001"]


def test_other_said_of_the_enchanted_creature_counts_the_others() -> None:
    """ "Enchanted creature gets +1/+1 for each other creature you control." (Bravado): each
    affected object counts the others (CR 613.4c); the filter itself has no "other"."""
    line = "Enchanted creature gets +1/+1 for each other creature you control."
    assert _aura_found(line) == []
    (card,) = karlov.parse(f"Test Aura {{1}}{{R}}\nEnchantment — Aura\nEnchant creature\n{line}\n")
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    static = compiled.ir.abilities[-1]
    assert isinstance(static, ir.StaticAbility)
    (effect,) = static.effects
    assert effect.for_each_other_than_affected and effect.for_each is not None
    assert not effect.for_each.other and effect.power == effect.toughness == 1


def test_other_said_of_several_affected_objects_is_refused() -> None:
    """ "Creatures you control get +1/+1 for each other creature you control" of an
    enchantment: the count differs per object, and only an Aura's or Equipment's one object
    is read so."""
    text = (
        "Test Card {1}\nEnchantment\nCreatures you control get +1/+1 for each other creature "
        "you control.\n"
    )
    found = karlov.check(text, require_playable=False)
    assert [d.code for d in found if d.is_error or d.code == "C001"] == ["C001"]


def test_a_near_miss_of_for_each_other_is_an_error_at_its_word() -> None:
    # "for each", never "for every"
    line = "Enchanted creature gets +1/+1 for every other creature you control."
    column = line.index("for every") + 1
    assert _aura_found(line) == [("E001", 4, column)]


def test_other_on_an_aura_of_what_it_enchants_is_refused() -> None:
    """ "Other creatures you control get -1/-1." on an Aura (Vampirism): the Aura is no
    creature, so "other" is said of the creature it enchants; no reading is chosen."""
    assert _aura_found("Other creatures you control get -1/-1.") == [("C001", 4, 1)]
