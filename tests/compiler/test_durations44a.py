"""The IR of the durations of session 44: "have [objects] get ..." is the effect on the objects
named (CR 611.2a), "has base power and toughness N/N" a :class:`~karlov.ir.Become` setting only
power and toughness (layer 7b, CR 613.4b), "exile ... until ~ leaves the battlefield" an
:class:`~karlov.ir.UntilSourceLeaves` around the exile (CR 610.3), and "for as long as you
control ~" the duration ``WHILE_YOU_CONTROL_SOURCE`` (CR 611.2b)."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of

_CREATURE = "Test Card {1}\nCreature — Beast\n{}\n1/1\n"


def _creature(line: str) -> str:
    return _CREATURE.replace("{}", line)


def _trigger_effect(line: str) -> ir.Effect:
    (trigger,) = abilities_of(_creature(line))
    assert isinstance(trigger, ir.TriggeredAbility)
    return trigger.effect


def test_have_target_creature_get_is_a_pt_change_of_that_creature() -> None:
    effect = _trigger_effect(
        "When Test Card enters, you may have target creature get -1/-1 until end of turn."
    )
    assert isinstance(effect, ir.MayDo) and effect.chooser.who == "you"
    pump = effect.effect
    assert isinstance(pump, ir.ModifyPT)
    assert (pump.power, pump.toughness) == (-1, -1)
    assert isinstance(pump.objects, ir.TargetObjects)
    assert pump.duration is ir.Duration.END_OF_TURN


def test_have_creatures_gain_is_their_ability_gain() -> None:
    effect = _trigger_effect(
        "When Test Card enters, you may have creatures you control gain flying until end of turn."
    )
    assert isinstance(effect, ir.MayDo)
    gain = effect.effect
    assert isinstance(gain, ir.GainAbilities) and isinstance(gain.objects, ir.AllObjects)
    assert gain.abilities == (ir.KeywordName("flying"),)


def test_base_power_and_toughness_sets_only_power_and_toughness() -> None:
    (spell,) = abilities_of(
        "Test Card {1}\nInstant\nTarget creature has base power and toughness 0/1 until end of "
        "turn.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    become = spell.effect
    assert isinstance(become, ir.Become) and become.in_addition
    chars = become.characteristics
    assert (chars.power, chars.toughness) == (0, 1)
    assert chars.types == chars.subtypes == chars.colors == chars.abilities == ()
    assert become.duration is ir.Duration.END_OF_TURN


def test_base_power_and_toughness_x_is_refused() -> None:
    (message,) = c001_of(
        "Test Card {X}\nInstant\nCreatures you control have base power and toughness X/X until "
        "end of turn.\n"
    )
    assert "not a number" in message


def test_exile_until_leaves_wraps_the_exile() -> None:
    effect = _trigger_effect(
        "When Test Card enters, you may exile target creature an opponent controls until Test "
        "Card leaves the battlefield."
    )
    assert isinstance(effect, ir.MayDo)
    timed = effect.effect
    assert isinstance(timed, ir.UntilSourceLeaves)
    assert timed.effect.verb is ir.Verb.EXILE
    assert isinstance(timed.effect.objects, ir.TargetObjects)


def test_exile_until_another_object_leaves_is_refused() -> None:
    (message,) = c001_of(
        _creature(
            "When Test Card enters, exile target creature until target artifact leaves the "
            "battlefield."
        )
    )
    assert "other than this permanent" in message


def test_for_as_long_as_you_control_is_its_own_duration() -> None:
    effect = _trigger_effect(
        "When Test Card enters, gain control of target artifact for as long as you control "
        "Test Card."
    )
    assert isinstance(effect, ir.GainControl)
    assert effect.duration is ir.Duration.WHILE_YOU_CONTROL_SOURCE
    gain = _trigger_effect(
        "When Test Card enters, another target permanent gains indestructible for as long as "
        "you control Test Card."
    )
    assert isinstance(gain, ir.GainAbilities)
    assert gain.duration is ir.Duration.WHILE_YOU_CONTROL_SOURCE


def test_for_as_long_as_you_control_on_a_one_shot_action_is_refused() -> None:
    (message,) = c001_of(
        _creature("When Test Card enters, draw a card for as long as you control Test Card.")
    )
    assert "'for as long as you control Test Card' on an instruction" in message


def test_remains_on_the_battlefield_is_its_own_duration() -> None:
    effect = _trigger_effect(
        "When Test Card enters, gain control of target creature for as long as Test Card "
        "remains on the battlefield."
    )
    assert isinstance(effect, ir.GainControl)
    assert effect.duration is ir.Duration.WHILE_SOURCE_ON_BATTLEFIELD
    _tap, stay = _trigger_effect(
        "When Test Card enters, tap target creature an opponent controls. That creature "
        "doesn't untap during its controller's untap step for as long as you control Test Card."
    ).steps  # type: ignore[attr-defined]
    assert isinstance(stay, ir.Restrict) and stay.kind == "doesnt_untap"
    assert stay.duration is ir.Duration.WHILE_YOU_CONTROL_SOURCE
