"""The IR of "for as long as ~ remains tapped" (CR 611.2b): the duration
``WHILE_SOURCE_TAPPED`` on the effects of an activated ability of the permanent; "has
[abilities]" with it is the ability gain (CR 611.2a), and "doesn't untap during its
controller's untap step" the restriction ``doesnt_untap`` (CR 502.3)."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of


def _activated_effect(line: str, card_type: str = "Artifact") -> ir.Effect:
    text = f"Test Card {{2}}\n{card_type}\n{line}\n"
    if card_type.startswith("Creature"):
        text += "2/1\n"
    (ability,) = abilities_of(text)
    assert isinstance(ability, ir.ActivatedAbility)
    return ability.effect


def _steps(effect: ir.Effect) -> tuple[ir.Effect, ...]:
    return effect.steps if isinstance(effect, ir.Sequence) else (effect,)


def test_a_pt_change_lasts_while_the_source_remains_tapped() -> None:
    effect = _activated_effect(
        "{2}, {T}: Target creature you control gets +2/-2 for as long as Test Card remains tapped."
    )
    (pump,) = _steps(effect)
    assert isinstance(pump, ir.ModifyPT) and (pump.power, pump.toughness) == (2, -2)
    assert pump.duration is ir.Duration.WHILE_SOURCE_TAPPED


def test_has_with_the_duration_is_the_ability_gain() -> None:
    effect = _activated_effect(
        "{2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as long as Test Card "
        "remains tapped.",
        "Creature — Elf",
    )
    pump, gain = _steps(effect)
    assert isinstance(pump, ir.ModifyPT)
    assert isinstance(gain, ir.GainAbilities)
    assert gain.abilities == (ir.KeywordName("trample"),)
    assert pump.duration is gain.duration is ir.Duration.WHILE_SOURCE_TAPPED


def test_doesnt_untap_is_a_restriction_while_the_source_remains_tapped() -> None:
    effect = _activated_effect(
        "{T}: Tap target creature. It doesn't untap during its controller's untap step for as "
        "long as Test Card remains tapped."
    )
    tap, hold = _steps(effect)
    assert isinstance(tap, ir.Action) and tap.verb is ir.Verb.TAP
    assert isinstance(hold, ir.Restrict) and hold.kind == "doesnt_untap"
    assert hold.duration is ir.Duration.WHILE_SOURCE_TAPPED


def test_gaining_control_lasts_while_the_source_remains_tapped() -> None:
    effect = _activated_effect(
        "{2}, {T}: Gain control of target creature for as long as Test Card remains tapped."
    )
    (gain,) = _steps(effect)
    assert isinstance(gain, ir.GainControl)
    assert gain.duration is ir.Duration.WHILE_SOURCE_TAPPED


def test_another_object_remaining_tapped_is_refused() -> None:
    messages = c001_of(
        "Test Card {2}\nArtifact\n{2}, {T}: Target creature gets +2/+2 for as long as target "
        "land remains tapped.\n"
    )
    assert messages == [
        "the rules runtime cannot execute this yet: 'for as long as target land remains "
        "tapped' on an instruction"
    ]


def test_you_control_and_remains_tapped_is_one_duration_of_both() -> None:
    effect = _activated_effect(
        "{T}: Gain control of target legendary creature for as long as you control Test Card and "
        "Test Card remains tapped.",
        "Creature — Satyr",
    )
    (gain,) = _steps(effect)
    assert isinstance(gain, ir.GainControl)
    assert gain.duration is ir.Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED
