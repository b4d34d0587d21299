"""Characteristic-defining abilities that set power and toughness (CR 604.3, 613.4a), lowered
to the IR. What they do in a game is played in tests/scenarios/characteristic_defining."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of


def _defined(line: str, pt: str = "*/*") -> ir.ContinuousEffect:
    (static,) = abilities_of(f"Maro {{2}}{{G}}{{G}}\nCreature — Spirit\n{line}\n{pt}\n")
    assert isinstance(static, ir.StaticAbility) and static.condition is None
    (effect,) = static.effects
    assert effect.layer is ir.Layer.PT_CDA and effect.affected == ir.Affected()
    return effect


def test_power_and_toughness_are_each_the_same_count() -> None:
    effect = _defined(
        "Maro's power and toughness are each equal to the number of cards in your hand."
    )
    assert effect.define_power == effect.define_toughness
    counted = effect.define_power
    assert isinstance(counted, ir.NumberOf) and counted.times == 1
    assert counted.filter.zone is ir.ZoneName.HAND
    assert counted.filter.zone_owner is ir.Whose.YOU
    assert counted.filter.nouns == ("card",)


def test_power_alone_leaves_the_printed_toughness() -> None:
    effect = _defined("This creature's power is equal to the number of Forests you control.", "*/4")
    assert effect.define_toughness is None
    assert isinstance(effect.define_power, ir.NumberOf)
    assert effect.define_power.filter.subtypes == ("forest",)
    assert effect.define_power.filter.controller == ir.Players("you")


def test_toughness_alone_leaves_the_printed_power() -> None:
    effect = _defined("Maro's toughness is equal to your devotion to green.", "0/*")
    assert effect.define_power is None
    assert effect.define_toughness == ir.Devotion(("G",), ir.Players("you"))


def test_a_count_the_runtime_cannot_make_in_every_zone_is_refused() -> None:
    text = (
        "Maro {2}{G}{G}\nCreature — Spirit\nMaro's power and toughness are each equal to {}.\n*/*\n"
    )
    assert c001_of(text.replace("{}", "your life total")) == [
        "the rules runtime cannot execute this yet: a characteristic defined as 'your life total'"
    ]
    assert c001_of(text.replace("{}", "the number of cards in target player's hand")) == [
        "the rules runtime cannot execute this yet: the zone of 'target player's'"
    ]
