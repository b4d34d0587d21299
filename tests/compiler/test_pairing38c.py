"""Bestow (CR 702.103) and soulbond (CR 702.95) as IR (session 38c): what the card states
(the bestow cost; the soulbond keyword; "is paired with another creature"; the pair as what a
static ability affects) and the near wordings that stay refused."""

from __future__ import annotations

import pytest

from karlov import ir
from karlov.ir.validate import validate

from .lowering import abilities_of, c001_of, compile_text

BESTOW_REMINDER = (
    "(If you cast this card for its bestow cost, it's an Aura spell with enchant creature. "
    "It becomes a creature again if it's not attached to a creature.)"
)
SOULBOND_REMINDER = (
    "(You may pair this creature with another unpaired creature when either enters. "
    "They remain paired for as long as you control both of them.)"
)


def _bestow(*lines: str) -> str:
    body = "\n".join(lines)
    return (
        "Test Eidolon {1}{W}\nEnchantment Creature — Spirit\n"
        f"Bestow {{3}}{{W}} {BESTOW_REMINDER}\n{body}\n2/2\n"
    )


def _soulbond(line: str) -> str:
    return f"Test Pair {{2}}{{G}}\nCreature — Elf\nSoulbond {SOULBOND_REMINDER}\n{line}\n2/2\n"


def test_bestow_states_its_cost_and_enchanted_creature_is_the_one_it_enchants() -> None:
    """CR 702.103a-b: the bestow cost is an alternative cost; bestowed, the card is an Aura,
    so its "enchanted creature" is the creature it is attached to (CR 303.4)."""
    bestow, static = abilities_of(_bestow("Enchanted creature gets +1/+1."))
    assert isinstance(bestow, ir.KeywordAbility)
    assert (bestow.name, bestow.cost.mana) == ("bestow", "{3}{W}")
    assert isinstance(static, ir.StaticAbility)
    (effect,) = static.effects
    assert effect.affected.filter is not None and effect.affected.filter.attached_to_source
    assert (effect.power, effect.toughness) == (1, 1)
    validate(
        compile_text(_bestow("Enchanted creature gets +1/+1.")).ir
    )  # raises IRDecodeError if unplayable


def test_an_enchanted_creature_on_a_bestow_card_is_still_a_quality() -> None:
    """Kestia, the Cultivator: "an enchanted creature or enchantment creature you control" is
    any creature with an Aura attached, not the one this card enchants: still refused."""
    text = _bestow(
        "Whenever an enchanted creature or enchantment creature you control attacks, draw a card."
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: 'enchanted creature or enchantment "
        "creature you control': enchanted or equipped as a quality of objects"
    ]


def test_enchanted_creature_without_bestow_or_aura_is_refused() -> None:
    """The near case: on a creature with no bestow, "enchanted creature" names nothing it is
    attached to; refused as before."""
    text = "Test Creature {1}{W}\nCreature — Spirit\nEnchanted creature gets +1/+1.\n2/2\n"
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: 'Enchanted creature': enchanted or "
        "equipped as a quality of objects"
    ]


@pytest.mark.parametrize(
    "subject", ["each of those creatures gets +2/+2", "both creatures get +2/+2"]
)
def test_the_paired_creatures_are_what_soulbonds_static_affects(subject: str) -> None:
    """CR 702.95b: "As long as ~ is paired with another creature, each of those creatures /
    both creatures ...": the source and the creature it is paired with."""
    line = f"As long as Test Pair is paired with another creature, {subject}."
    keyword, static = abilities_of(_soulbond(line))
    assert isinstance(keyword, ir.KeywordAbility) and keyword.name == "soulbond"
    assert isinstance(static, ir.StaticAbility)
    assert isinstance(static.condition, ir.SourceIs) and static.condition.state == "paired"
    (effect,) = static.effects
    assert effect.affected.paired and effect.affected.filter is None
    assert not effect.affected.attached
    validate(compile_text(_soulbond(line)).ir)  # raises IRDecodeError if unplayable


def test_those_creatures_without_the_paired_condition_is_refused() -> None:
    """The near case: "each of those creatures" after another condition names no pair."""
    line = "As long as you control an artifact, each of those creatures gets +2/+2."
    assert c001_of(_soulbond(line)) == [
        "the rules runtime cannot execute this yet: this subject of a static ability"
    ]


def test_paired_said_of_another_object_is_refused() -> None:
    """Only the source's own pairing is read ("~ is paired with another creature")."""
    line = "As long as enchanted creature is paired with another creature, it gets +1/+1."
    assert c001_of(_soulbond(line))


def _creature(line: str) -> str:
    return f"Test Wombat {{2}}{{G}}\nCreature — Wombat\n{line}\n0/1\n"


@pytest.mark.parametrize("source", ["it", "Test Wombat"])
def test_auras_attached_to_the_source_are_counted(source: str) -> None:
    """ "gets +2/+2 for each Aura attached to it / ~" (CR 303.4): the Auras attached to the
    source, not every Aura."""
    (static,) = abilities_of(
        _creature(f"Test Wombat gets +2/+2 for each Aura attached to {source}.")
    )
    (effect,) = static.effects
    counted = effect.for_each
    assert counted is not None and isinstance(counted.attached_to_object, ir.SourceObject)
    assert counted.subtypes == ("aura",) and counted.attached_to is None


def test_an_aura_attached_to_a_creature_you_control_is_a_target_description() -> None:
    (ability,) = abilities_of(
        _creature("{T}: Destroy target Aura attached to a creature you control.")
    )
    (spec,) = ability.targets
    host = spec.filter.attached_to
    assert host is not None and spec.filter.attached_to_object is None
    assert host.controller == ir.Players("you", span=host.controller.span)
    assert [t.any_of for t in host.types] == [("creature",)]


def test_attached_to_that_target_is_read() -> None:
    """Blastfire Bolt: "Destroy all Equipment attached to that creature." after "target
    creature": the Equipment attached to that target (CR 301.5, 608.2c)."""
    text = (
        "Test Bolt {5}{R}\nInstant\nTest Bolt deals 5 damage to target creature. Destroy all "
        "Equipment attached to that creature.\n"
    )
    (spell,) = abilities_of(text)
    found = [n for n in _walk(spell) if isinstance(n, ir.ObjectFilter) and n.attached_to_object]
    assert len(found) == 1 and found[0].attached_to_object.target_index == 0
    validate(compile_text(text).ir)


def test_attached_to_the_event_creature_is_refused() -> None:
    """The near case (Treefolk Mystic): "that creature" naming the creature of a block event
    is not read as a target or the source: refused."""
    text = (
        "Test Mystic {3}{G}\nCreature — Treefolk\nWhenever Test Mystic blocks or becomes "
        "blocked by a creature, destroy all Auras attached to that creature.\n2/4\n"
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: 'attached to that creature': attached to "
        "this object"
    ]


def test_if_the_source_is_an_aura_instead() -> None:
    """Erebos's Emissary / Everflame Eidolon (CR 702.103b): "If ~ is an Aura" / "If it's an
    Aura" after an instruction about the source is said of the source now."""
    for test in ("Test Eidolon is an Aura", "it's an Aura"):
        line = (
            "{R}: Test Eidolon gets +1/+0 until end of turn. If "
            f"{test}, enchanted creature gets +1/+0 until end of turn instead."
        )
        _bestow_keyword, activated = abilities_of(_bestow(line))
        found = [n for n in _walk(activated) if isinstance(n, ir.ObjectIs)]
        assert len(found) == 1 and isinstance(found[0].object, ir.SourceObject)
        assert found[0].filter.subtypes == ("aura",)
        validate(compile_text(_bestow(line)).ir)


def test_as_long_as_its_a_creature_in_a_static_is_not_the_source() -> None:
    """Earth Surge: "Each land gets +2/+2 as long as it's a creature.": "it" is each land, not
    the source, so the reading of "it" as the source is not made there."""
    text = "Test Surge {3}{G}\nEnchantment\nEach land gets +2/+2 as long as it's a creature.\n"
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: 'it's' with no card named before it"
    ]


def _walk(node: object) -> list[object]:
    import dataclasses

    found = [node]
    if dataclasses.is_dataclass(node):
        for field in dataclasses.fields(node):
            value = getattr(node, field.name)
            for item in value if isinstance(value, tuple) else (value,):
                if dataclasses.is_dataclass(item):
                    found += _walk(item)
    return found


def test_as_long_as_enchanted_creature_is_a_human_it_is_that_creature() -> None:
    """Equestrian Skill (CR 303.4, 611.3a): the condition is said of the creature the Aura is
    attached to, and "it" after it is that creature."""
    text = (
        "Test Skill {3}{G}\nEnchantment — Aura\nEnchant creature\n"
        "As long as enchanted creature is a Human, it has trample.\n"
    )
    _enchant, static = abilities_of(text)
    test = static.condition
    assert isinstance(test, ir.ObjectIs) and isinstance(test.object, ir.AllObjects)
    assert test.object.filter.attached_to_source and test.filter.subtypes == ("human",)
    (effect,) = static.effects
    assert effect.affected.filter is not None and effect.affected.filter.attached_to_source


def test_if_equipped_creature_is_a_vampire_in_an_effect_is_refused() -> None:
    """Blade of the Bloodchief: in an effect, "it" after the condition would not be bound to
    the equipped creature, so the condition is refused there (never another reading)."""
    text = (
        "Test Blade {1}\nArtifact — Equipment\nWhenever a creature dies, put a +1/+1 counter "
        "on equipped creature. If equipped creature is a Vampire, put two +1/+1 counters on "
        "it instead.\nEquip {1}\n"
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: the condition 'equipped creature is a Vampire'"
    ]


def _aura(line: str) -> str:
    return f"Test Aura {{2}}{{U}}\nEnchantment — Aura\nEnchant creature\n{line}\n"


def test_enchanted_creatures_power_is_a_condition_on_the_attached_creature() -> None:
    """Domestication (CR 603.4, 208.1): the creature the Aura is attached to has power 4 or
    greater now."""
    line = (
        "At the beginning of your end step, if enchanted creature's power is 4 or greater, "
        "sacrifice Test Aura."
    )
    _enchant, trigger = abilities_of(_aura(line))
    test = trigger.intervening_if
    assert isinstance(test, ir.ObjectIs) and isinstance(test.object, ir.AllObjects)
    assert test.object.filter.attached_to_source and test.filter.power_at_least == 4
    validate(compile_text(_aura(line)).ir)


def test_enchanted_creatures_power_then_it_is_refused() -> None:
    """The near case: "destroy it" after the condition would not name the enchanted creature."""
    line = (
        "At the beginning of your end step, if enchanted creature's power is 4 or greater, "
        "destroy it."
    )
    assert c001_of(_aura(line)) == [
        "the rules runtime cannot execute this yet: the condition 'enchanted creature's power "
        "is 4 or greater'"
    ]
