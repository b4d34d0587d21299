"""Session 46 (statics46d): "[objects] get(s) +X/+X, where X is [a number]." in a static
ability (layer 7c, CR 613.4c), X counted from the source's point of view whenever the effect
applies (CR 611.3a, 107.3c; below 0 it is 0, CR 107.1b), and "[objects] lose all abilities."
in a static ability (layer 6, CR 613.1f, in timestamp order, CR 613.7); "can't be the target of
spells or abilities your opponents control" (CR 115.1, 101.2); "is a [subtype] in addition to
its other creature / land types" (CR 205.1b, 205.3). What the runtime can't
count or apply that way is C001 at its span; wordings that are not Oracle's are E001 at their
word. Played in ``tests/scenarios/statics46d/``."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .lowering import abilities_of

AURA = "Test Aura {1}{B}\nEnchantment — Aura\nEnchant creature\n"
ENCHANTMENT = "Test Enchantment {1}{B}\nEnchantment\n"
CREATURE = "Test Beast {1}{B}\nCreature — Beast\n"


def _effects(text: str) -> list[ir.ContinuousEffect]:
    return [
        e
        for a in abilities_of(text)
        if isinstance(a, ir.StaticAbility)
        for e in a.effects
        if isinstance(e, ir.ContinuousEffect)
    ]


def _found(text: str) -> list[tuple[str, int, int]]:
    return [
        (d.code, d.span.line, d.span.column)
        for d in karlov.check(text)
        if d.is_error or d.code == "C001"
    ]


def test_minus_x_of_cards_in_your_graveyard() -> None:
    line = "Enchanted creature gets -X/-0, where X is the number of cards in your graveyard.\n"
    (effect,) = _effects(AURA + line)
    assert (effect.layer, effect.power, effect.toughness) == (ir.Layer.PT_MODIFY, -1, 0)
    assert isinstance(effect.per_x, ir.NumberOf)
    assert effect.per_x.filter.zone is ir.ZoneName.GRAVEYARD
    assert effect.affected.filter is not None and effect.affected.filter.attached_to_source


def test_minus_x_of_your_life_total() -> None:
    line = "Test Beast gets -X/-X, where X is your life total.\n13/13\n"
    (effect,) = _effects(CREATURE + line)
    assert (effect.power, effect.toughness) == (-1, -1)
    assert isinstance(effect.per_x, ir.LifeTotalOf)


def test_greatest_power_among_cards_in_your_graveyard() -> None:
    line = (
        "Test Beast gets +X/+0, where X is the greatest power among creature cards in your "
        "graveyard.\n0/5\n"
    )
    (effect,) = _effects(CREATURE + line)
    assert isinstance(effect.per_x, ir.GreatestAmong)
    assert (effect.power, effect.toughness) == (1, 0)


def test_creatures_lose_all_abilities() -> None:
    (effect,) = _effects(ENCHANTMENT + "Creatures lose all abilities.\n")
    assert effect.layer is ir.Layer.ABILITY and effect.remove_all_abilities


def test_lose_all_abilities_and_base_power_and_toughness() -> None:
    line = "Creatures you control lose all abilities and have base power and toughness 1/1.\n"
    layers = {e.layer for e in _effects(ENCHANTMENT + line)}
    assert layers == {ir.Layer.ABILITY, ir.Layer.PT_SET}


#: (card head, line, the error or C001 and its column on line 3 or 4, where the head is 3 lines)
REFUSED = [
    # "its" is the enchanted creature's, not the source's: not counted from the source
    (AURA, "Enchanted creature gets -X/-X, where X is its power.", ("C001", 4, 43)),
    (
        AURA,
        "Enchanted creature gets -X/-X, where X is the number of creature cards in its "
        "controller's graveyard.",
        ("C001", 4, 75),
    ),
    # a number and X together: not read
    (
        AURA,
        "Enchanted creature gets +X/+1, where X is the number of cards in your graveyard.",
        ("C001", 4, 20),
    ),
    # "other" said of each affected object, not the source (Skeletal Swarming)
    (
        ENCHANTMENT,
        "Each creature you control gets +X/+0, where X is the number of other creatures you "
        "control.",
        ("C001", 3, 27),
    ),
    # a power read in the layer that changes powers (CR 613.8)
    (
        CREATURE,
        "Test Beast gets +X/+0, where X is the greatest power among creatures you control.\n1/1",
        ("C001", 3, 35),
    ),
    (ENCHANTMENT, "Cards in graveyards lose all abilities.", ("C001", 3, 21)),
    (ENCHANTMENT, "Creatures lose all abilities until end of turn.", ("C001", 3, 30)),
    # near misses of Oracle's words: errors at their word
    (
        AURA,
        "Enchanted creature gets -X/-0, where X equals the number of cards in your graveyard.",
        ("E001", 4, 32),
    ),
    (
        AURA,
        "Enchanted creature gets -X/-0 where X is the number of cards in your graveyard.",
        ("E001", 4, 31),
    ),
    (
        AURA,
        "Enchanted creature gets -X/-0, where X is number of cards in your graveyard.",
        ("E001", 4, 43),
    ),
    (
        AURA,
        "Enchanted creature gets -X/-0, where Y is the number of cards in your graveyard.",
        ("E001", 4, 32),
    ),
    (ENCHANTMENT, "Creatures lose all ability.", ("E001", 3, 20)),
    (ENCHANTMENT, "Creatures lose all the abilities.", ("E001", 3, 20)),
    (ENCHANTMENT, "Creatures lose every ability.", ("E001", 3, 16)),
    # "in addition to its other creature / land types" (CR 205.1b, 205.3): subtypes of that
    # kind only, land types of lands only
    (
        ENCHANTMENT,
        "Each land is a Swamp in addition to its other creature types.",
        ("C001", 3, 22),
    ),
    (
        ENCHANTMENT,
        "Each creature is a Swamp in addition to its other land types.",
        ("C001", 3, 26),
    ),
    (
        ENCHANTMENT,
        "Each creature is a black Zombie in addition to its other creature types.",
        ("C001", 3, 33),
    ),
    (
        ENCHANTMENT,
        "Each creature is a Zombie artifact in addition to its other creature types.",
        ("C001", 3, 36),
    ),
    (ENCHANTMENT, "Each land is a Swamp in addition to its other lands types.", ("E001", 3, 47)),
    (ENCHANTMENT, "Each land is a Swamp in addition to their other land types.", ("E001", 3, 37)),
    (ENCHANTMENT, "Each land is a Swamp in addition to its land types.", ("E001", 3, 41)),
    # "can't be the target of ...": only "your opponents control" is read
    (
        AURA,
        "Enchanted creature can't be the target of spells or abilities you control.",
        ("C001", 4, 20),
    ),
    (
        AURA,
        # "can't be the target of spells" is read (session 47), "and" then begins another
        # instruction: the parser stops at "abilities"
        "Enchanted creature can't be the target of spells and abilities your opponents control.",
        ("E001", 4, 54),
    ),
    (
        AURA,
        "Enchanted creature can't be target of spells or abilities your opponents control.",
        ("E001", 4, 29),
    ),
    (
        AURA,
        "Enchanted creature can't be the target of spells or abilities your opponent controls.",
        ("E001", 4, 68),
    ),
]


@pytest.mark.parametrize(("head", "line", "expected"), REFUSED)
def test_refused_at_its_word(head: str, line: str, expected: tuple[str, int, int]) -> None:
    assert _found(head + line + "\n") == [expected]


def test_cant_be_the_target_of_opponents_spells_is_a_restriction() -> None:
    line = "Enchanted creature can't be the target of spells or abilities your opponents control.\n"
    (static,) = [a for a in abilities_of(AURA + line) if isinstance(a, ir.StaticAbility)]
    (restriction,) = static.restrictions
    assert restriction.kind == "cant_be_targeted_by_opponents"


def test_in_addition_to_its_other_land_types_adds_the_land_type() -> None:
    line = "Each land is a Swamp in addition to its other land types.\n"
    (effect,) = _effects(ENCHANTMENT + line)
    assert effect.layer is ir.Layer.TYPE
    assert (effect.add_subtypes, effect.add_types, effect.replace_subtypes) == (
        ("swamp",),
        (),
        False,
    )


PLAYS = [
    (CREATURE, "Test Beast gets +X/+0, where X is the number of other creatures you control.\n1/1"),
    (CREATURE, "Test Beast gets +X/+X, where X is your devotion to black.\n1/1"),
    (
        AURA,
        "Enchanted creature gets +X/+X, where X is the number of creature cards in all graveyards.",
    ),
    (ENCHANTMENT, "All creatures get -X/-0, where X is the number of cards in your hand."),
    (
        "Test Gear {1}\nArtifact — Equipment\n",
        "Equipped creature is a Pirate in addition to its other creature types.\nEquip {1}",
    ),
    (
        ENCHANTMENT,
        "Each creature you control is a Vampire in addition to its other creature types.",
    ),
]


@pytest.mark.parametrize(("head", "line"), PLAYS)
def test_plays(head: str, line: str) -> None:
    assert _found(head + line + "\n") == []
