"""The subjects of "dies" triggers lowered to the IR (:mod:`karlov.compiler.triggers`):
"enchanted creature" / "equipped creature" (the permanent the source was attached to,
looked back at, CR 603.10a, 603.6c) and "~ or another [filter]" (CR 603.10a, 700.4)."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of

PREFIX = "the rules runtime cannot execute this yet: "


def _trigger(text: str) -> ir.Trigger:
    found = [a for a in abilities_of(text) if isinstance(a, ir.TriggeredAbility)]
    assert len(found) == 1
    return found[0].trigger


def test_enchanted_creature_dies_is_the_creature_attached_to_the_source() -> None:
    text = (
        "Probe {1}{B}\nEnchantment — Aura\nEnchant creature\n"
        "When enchanted creature dies, return that card to its owner's hand.\n"
    )
    trigger = _trigger(text)
    assert isinstance(trigger, ir.EventTrigger)
    assert trigger.event == "dies"
    assert trigger.subject is not None and trigger.subject.attached_to_source
    assert trigger.by is None


def test_equipped_creature_dies_is_the_creature_attached_to_the_source() -> None:
    text = (
        "Probe {1}\nArtifact — Equipment\n"
        "Whenever equipped creature dies, draw two cards.\nEquip {1}\n"
    )
    trigger = _trigger(text)
    assert isinstance(trigger, ir.EventTrigger)
    assert trigger.subject is not None and trigger.subject.attached_to_source


def test_self_or_another_creature_you_control_dies_is_two_events() -> None:
    """ "Whenever ~ or another creature you control dies": the source dying, or another
    creature controlled by you as it last existed (CR 603.10a)."""
    text = (
        "Probe {1}{B}\nCreature — Human\n"
        "Whenever Probe or another creature you control dies, you gain 1 life.\n1/1\n"
    )
    trigger = _trigger(text)
    assert isinstance(trigger, ir.AnyOf)
    this, other = trigger.triggers
    assert isinstance(this, ir.EventTrigger) and isinstance(other, ir.EventTrigger)
    assert (this.event, this.subject) == ("dies", None)
    assert other.event == "dies" and other.subject is not None
    assert other.subject.other and other.subject.controller == ir.Players("you")


def test_a_subject_of_dies_that_is_no_attachment_is_refused() -> None:
    """ "Whenever each creature dies" names no one object (CR 603.2c): C001."""
    text = "Probe {1}{B}\nCreature — Human\nWhenever each creature dies, you gain 1 life.\n1/1\n"
    assert c001_of(text) != []
