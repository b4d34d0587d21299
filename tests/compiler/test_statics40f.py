"""Static abilities and their conditions of session 40 (tests/scenarios/statics40f plays them):
granted landwalk and "creatures with islandwalk" (CR 702.14), "As long as ~ is monstrous /
renowned / equipped / enchanted / untapped" (CR 701.37b, 702.112b, 301.5, 303.4, 110.5), "As
long as enchanted creature is black" and "... as long as it's white" (CR 105.2, 611.3a), "is
black" (layer 5, CR 613.1e, 105.3), "can block creatures with shadow as though ..." (CR
702.28b), "can be blocked as though they didn't have swampwalk" (CR 702.14c), "for each ... and
has flying"; attack taxes parse and are refused (CR 508.1d); each with the near wording that
must stay refused or be an error."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

from karlov import ir

from .lowering import abilities_of, c001_of


def _creature(line: str, name: str = "Test Card") -> str:
    return f"{name} {{1}}\nCreature — Human\n{line}\n2/2\n"


def _aura(line: str) -> str:
    return f"Test Card {{1}}\nEnchantment — Aura\nEnchant creature\n{line}\n"


def _walk(node: object) -> list[object]:
    return [node, *(n for child in ir.children(node) for n in _walk(child))]


def _statics(text: str) -> list[ir.StaticAbility]:
    return [a for a in abilities_of(text) if isinstance(a, ir.StaticAbility)]


# ---- landwalk granted and described (CR 702.14) --------------------------------------------


@pytest.mark.parametrize(
    ("line", "walk"),
    [
        ("Enchanted creature has mountainwalk.", "mountainwalk"),
        ("Enchanted creature gets +1/+1 and has islandwalk.", "islandwalk"),
        ("Other Zombie creatures have swampwalk.", "swampwalk"),
        ("Green creatures you control have forestwalk.", "forestwalk"),
        # a Desert's walk, and the type land with a supertype or type (CR 702.14a, 702.14c;
        # the runtime checks each since session 44)
        ("Enchanted creature has desertwalk.", "desertwalk"),
        ("Enchanted creature has nonbasic landwalk.", "nonbasic landwalk"),
        ("Enchanted creature gets +2/+0 and has artifact landwalk.", "artifact landwalk"),
    ],
)
def test_granted_landwalk(line: str, walk: str) -> None:
    text = _aura(line) if line.startswith("Enchanted") else _creature(line)
    (static,) = _statics(text)
    granted = [
        g.name
        for e in static.effects
        for g in e.add_abilities
        if isinstance(g, ir.KeywordName)  # type: ignore[attr-defined]
    ]
    assert granted == [walk]


def test_gains_landwalk_until_end_of_turn() -> None:
    text = "Test Card {1}\nInstant\nTarget creature gains swampwalk until end of turn.\n"
    (ability,) = abilities_of(text)
    assert isinstance(ability, ir.SpellAbility)
    assert isinstance(ability.effect, ir.GainAbilities)
    assert [g.name for g in ability.effect.abilities] == ["swampwalk"]  # type: ignore[attr-defined]


def test_creature_with_islandwalk_is_a_keyword_filter() -> None:
    (ability,) = abilities_of(_creature("{T}: Destroy target creature with islandwalk."))
    assert isinstance(ability, ir.ActivatedAbility)
    (target,) = ability.targets
    assert target.filter is not None and target.filter.keywords == ("islandwalk",)


def test_a_description_by_desertwalk_is_not_read() -> None:
    # "creatures with desertwalk": a description of objects by a landwalk the runtime names
    # only for the basic land types; refused, not read as another
    assert c001_of(_creature("{T}: Destroy target creature with desertwalk.")) != []


# ---- "as long as" the source is monstrous / renowned / equipped / enchanted / untapped -------


@pytest.mark.parametrize(
    ("condition", "state"),
    [
        ("is monstrous", "monstrous"),
        ("is renowned", "renowned"),
        ("is equipped", "equipped"),
        ("is enchanted", "enchanted"),
        ("is untapped", "untapped"),
        ("is tapped", "tapped"),
    ],
)
def test_source_designations(condition: str, state: str) -> None:
    (static,) = _statics(_creature(f"As long as Test Card {condition}, it has flying."))
    assert static.condition == ir.SourceIs(state)


def test_designation_of_another_object_is_refused() -> None:
    assert c001_of(_aura("As long as enchanted creature is monstrous, it has flying.")) == [
        "the rules runtime cannot execute this yet: the condition 'enchanted creature is "
        "monstrous' of an object other than this one"
    ]


def test_it_untapped_in_a_trailing_condition_is_refused() -> None:
    # "it" is not this card's name: never read as the source
    assert c001_of(_creature("Test Card gets +1/+0 as long as it is untapped.")) == [
        "the rules runtime cannot execute this yet: the condition 'it is untapped' of an "
        "object other than this one"
    ]


def test_source_named_may_govern_other_objects() -> None:
    line = "As long as Test Card is untapped, green creatures you control get +1/+1."
    (static,) = _statics(_creature(line))
    assert static.condition == ir.SourceIs("untapped")
    assert static.effects[0].affected.filter is not None


def test_it_is_attacking_for_other_objects_stays_refused() -> None:
    line = "Creatures you control get +1/+1 as long as it's attacking."
    assert c001_of(_creature(line)) == [
        "the rules runtime cannot execute this yet: 'it' in the condition of an effect on "
        "other objects"
    ]


@pytest.mark.parametrize(
    "line",
    [
        "As long as Test Card is monstrosity, it has flying.",
        "As long as Test Card are monstrous, it has flying.",
        "As long as Test Card is renown, it has flying.",
    ],
)
def test_designation_near_wordings_are_errors(line: str) -> None:
    assert line_errors(line, "Creature — Human") != []


# ---- colors: "is black" as a condition and as an effect (CR 105.2, 613.1e) -----------------


def test_enchanted_creature_is_black_condition() -> None:
    (first, second) = _statics(
        _aura(
            "As long as enchanted creature is white, it gets +1/+2.\n"
            "As long as enchanted creature is black, it gets +2/+1."
        )
    )
    for static, letter in ((first, "W"), (second, "B")):
        assert isinstance(static.condition, ir.ObjectIs)
        assert static.condition.filter.colors == (letter,)
        assert isinstance(static.condition.object, ir.AllObjects)
        assert static.condition.object.filter.attached_to_source


def test_either_color_is_any_of() -> None:
    (static,) = _statics(_aura("As long as enchanted creature is red or green, it gets +1/+1."))
    assert isinstance(static.condition, ir.ObjectIs)
    assert static.condition.filter.colors_any_of == ("R", "G")


def test_trailing_its_white_is_the_enchanted_creature() -> None:
    (static,) = _statics(_aura("Enchanted creature gets +1/+2 as long as it's white."))
    assert isinstance(static.condition, ir.ObjectIs)
    assert isinstance(static.condition.object, ir.AllObjects)
    assert static.condition.filter.colors == ("W",)


def test_its_white_of_nothing_named_is_refused() -> None:
    text = "Test Card {1}\nEnchantment\nCreatures you control get +1/+1 as long as it's white.\n"
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: 'it's white' with no one object named before it"
    ]


def test_is_black_sets_the_color_in_layer_5() -> None:
    (static,) = _statics(_aura("Enchanted creature gets +3/+1 and is black."))
    (color,) = [e for e in static.effects if e.layer is ir.Layer.COLOR]
    assert color.set_colors == ("B",)


def test_is_black_or_red_is_refused() -> None:
    assert c001_of(_aura("Enchanted creature is black or red.")) == [
        "the rules runtime cannot execute this yet: the static effect 'is black or red'"
    ]


@pytest.mark.parametrize(
    "line",
    [
        "As long as enchanted creature is blacks, it gets +1/+1.",
        "As long as enchanted creature are black, it gets +1/+1.",
        "Enchanted creature gets +3/+1 and is blackened.",
    ],
)
def test_color_near_wordings_are_errors(line: str) -> None:
    assert line_errors(line, "Enchantment — Aura") != []


# ---- "as though they didn't have" (CR 702.28b, 702.14c) ------------------------------------


def test_can_block_shadow() -> None:
    line = "Test Card can block creatures with shadow as though they didn't have shadow."
    (static,) = _statics(_creature(line))
    assert [r.kind for r in static.restrictions] == ["can_block_shadow"]


def test_blockable_despite_swampwalk() -> None:
    text = (
        "Test Card {1}\nEnchantment\n"
        "Creatures with swampwalk can be blocked as though they didn't have swampwalk.\n"
    )
    (static,) = _statics(text)
    (restriction,) = static.restrictions
    assert restriction.kind == "blockable_despite_swampwalk"
    assert restriction.affected.filter is not None
    assert "swampwalk" in restriction.affected.filter.keywords


@pytest.mark.parametrize(
    "line",
    [
        "Test Card can block creatures with shadow as though they had shadow.",
        "Test Card can block creatures with shadow as if they didn't have shadow.",
    ],
)
def test_as_though_near_wordings_are_errors(line: str) -> None:
    assert line_errors(line, "Creature — Human") != []


def test_reach_reminder_still_reads() -> None:
    # "can block creatures with flying" in reach's reminder is not the "as though" form
    text = _creature("Reach (This creature can block creatures with flying.)")
    assert abilities_of(text)


# ---- "for each ... and has" (CR 613.4c, 613.1f) ---------------------------------------------


def test_for_each_and_has() -> None:
    line = "Enchanted creature gets +1/+1 for each Plains you control and has flying."
    (static,) = _statics(_aura(line))
    pt = [e for e in static.effects if e.layer is ir.Layer.PT_MODIFY]
    granted = [e for e in static.effects if e.layer is ir.Layer.ABILITY]
    assert pt[0].for_each is not None
    assert granted[0].for_each is None
    assert granted[0].affected == pt[0].affected


# ---- attack taxes (CR 508.1d, 508.1h); block taxes parse and are refused (CR 509.1d) --------


def test_brainwash_is_an_attack_tax() -> None:
    (static,) = _statics(_aura("Enchanted creature can't attack unless its controller pays {3}."))
    (restriction,) = static.restrictions
    assert (restriction.kind, restriction.mana) == ("attack_tax", "{3}")
    assert restriction.affected.filter is not None
    assert restriction.affected.filter.attached_to_source


def test_ghostly_prison_is_a_tax_on_attacking_you() -> None:
    line = (
        "Creatures can't attack you unless their controller pays {2} for each creature they "
        "control that's attacking you."
    )
    (static,) = _statics(f"Test Card {{1}}\nEnchantment\n{line}\n")
    (restriction,) = static.restrictions
    assert (restriction.kind, restriction.mana) == ("attack_tax_you", "{2}")


def test_tax_counted_over_other_creatures_is_refused() -> None:
    # Elephant Grass: the count is of every creature attacking you, the tax on nonblack ones
    line = (
        "Nonblack creatures can't attack you unless their controller pays {2} for each "
        "creature they control that's attacking you."
    )
    assert c001_of(f"Test Card {{1}}\nEnchantment\n{line}\n") == [
        "the rules runtime cannot execute this yet: the static effect 'can't attack you unless "
        "their controller pays {2} for each creature they control that's attacking you'"
    ]


def test_block_tax_is_refused() -> None:
    line = "Enchanted creature can't attack or block unless its controller pays {3}."
    assert c001_of(_aura(line)) == [
        "the rules runtime cannot execute this yet: the static effect 'can't attack or block "
        "unless its controller pays {3}': a cost to block"
    ]


def test_phyrexian_tax_is_refused() -> None:
    line = (
        "Creatures can't attack you unless their controller pays {W/P} for each of those creatures."
    )
    assert c001_of(f"Test Card {{1}}\nEnchantment\n{line}\n") == [
        "the rules runtime cannot execute this yet: the static effect 'can't attack you unless "
        "their controller pays {W/P} for each of those creatures': a cost of this mana"
    ]


def test_counterspell_for_each_card_in_hand_is_not_a_tax() -> None:
    text = (
        "Test Card {1}\nInstant\n"
        "Counter target spell unless its controller pays {1} for each card in your hand.\n"
    )
    assert abilities_of(text)


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted creature can't attack unless its controller pay {3}.",
        "Enchanted creature can't attack unless their controllers pays {3}.",
    ],
)
def test_tax_near_wordings_are_errors(line: str) -> None:
    assert line_errors(line, "Enchantment — Aura") != []


# ---- "If that creature is white or blue" in a spell (CR 608.2c) -----------------------------


def test_that_creature_is_white_or_blue_is_the_target() -> None:
    text = (
        "Test Card {1}\nInstant\nTest Card deals 1 damage to target creature. If that "
        "creature is white or blue, Test Card deals 4 damage to it instead.\n"
    )
    (ability,) = abilities_of(text)
    tests = [n for n in _walk(ability) if isinstance(n, ir.ObjectIs)]
    assert [t.filter.colors_any_of for t in tests] == [("W", "U")]
    assert isinstance(tests[0].object, ir.TargetObjects)


def test_that_creature_without_a_target_is_refused() -> None:
    text = (
        "Test Card {1}\nCreature — Human\nWhenever a creature dies, if that creature is "
        "black, you gain 1 life.\n2/2\n"
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: the condition 'that creature is black'"
    ]


def test_its_controller_in_a_trailing_condition_of_an_aura_is_refused() -> None:
    # Favorable Destiny: "its" and "another" are the enchanted creature's, not the Aura's
    line = "Enchanted creature has shroud as long as its controller controls another creature."
    assert c001_of(_aura(line)) == [
        "the rules runtime cannot execute this yet: 'its controller controls another "
        "creature' said of the objects the ability affects"
    ]


def test_for_each_attached_to_it_of_an_aura_is_refused() -> None:
    # Auramancer's Guise: "it" is the enchanted creature, not the Aura
    line = "Enchanted creature gets +2/+2 for each Aura attached to it and has vigilance."
    assert c001_of(_aura(line)) == [
        "the rules runtime cannot execute this yet: 'for each Aura attached to it' said of the "
        "objects the ability affects"
    ]


def test_for_each_attached_to_it_of_the_source_reads() -> None:
    assert _statics(_creature("Test Card gets +2/+2 for each Aura attached to it."))


def test_other_creature_of_an_aura_is_other_than_the_enchanted_creature() -> None:
    # Bravado: the Aura is no creature, so "other" is said of the enchanted creature, which
    # is not counted (session 45: ContinuousEffect.for_each_other_than_affected)
    line = "Enchanted creature gets +1/+1 for each other creature you control."
    assert c001_of(_aura(line)) == []
    (static,) = _statics(_aura(line))
    effect = static.effects[0]
    assert effect.for_each is not None and not effect.for_each.other
    assert effect.for_each_other_than_affected


def test_other_enchantment_of_an_aura_is_the_aura() -> None:
    # Ancestral Mask: "each other enchantment" is other than the Aura itself
    line = "Enchanted creature gets +2/+2 for each other enchantment on the battlefield."
    (static,) = _statics(_aura(line))
    assert static.effects[0].for_each is not None and static.effects[0].for_each.other
