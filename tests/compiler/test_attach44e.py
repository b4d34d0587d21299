"""Attach (CR 701.3): "Attach target Equipment you control to target creature you control",
"attach Ancestral Blade to it", "attach Breath of Fury to a creature you control". One object
is put onto one object; whether it moves is the runtime's (CR 701.3b). Several objects on
either side, "another", a player, or the card's name in an ability it grants (CR 201.5a) stay
C001 at their span; near wordings are parse errors at their word. Played in
``tests/scenarios/attach44e/``."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import line_errors, refusals

from .lowering import abilities_of, c001_of

_NO = "the rules runtime cannot execute this yet: "


def _spell_effect(text: str) -> ir.Effect:
    abilities = abilities_of(f"Probe {{2}}\nInstant\n{text}\n")
    (spell,) = [a for a in abilities if isinstance(a, ir.SpellAbility)]
    return spell.effect


def test_attach_target_to_target() -> None:
    effect = _spell_effect("Attach target Equipment you control to target creature you control.")
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.ATTACH
    assert effect.objects == ir.TargetObjects(0, span=effect.objects.span)  # type: ignore[union-attr]
    assert effect.recipients == ir.TargetObjects(1, span=effect.recipients.span)  # type: ignore[union-attr]


def test_attach_self_to_target() -> None:
    (ability,) = abilities_of(
        "Probe Blade {2}\nArtifact — Equipment\n"
        "{1}: Attach Probe Blade to target creature an opponent controls.\n"
    )
    assert isinstance(ability, ir.ActivatedAbility)
    effect = ability.effect
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.ATTACH
    assert isinstance(effect.objects, ir.SourceObject)
    assert isinstance(effect.recipients, ir.TargetObjects)
    (spec,) = ability.targets
    assert spec.filter is not None and spec.filter.controller is not None


def test_attach_to_the_token_created() -> None:
    (trigger, *_rest) = abilities_of(
        "Probe Blade {1}{W}\nArtifact — Equipment\n"
        "When Probe Blade enters, create a 1/1 white Soldier creature token, "
        "then attach Probe Blade to it.\n"
        "Equipped creature gets +1/+1.\n"
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.effect, ir.Sequence)
    create, attach = trigger.effect.steps
    assert isinstance(create, ir.Action) and create.verb is ir.Verb.CREATE
    assert isinstance(attach, ir.Action) and attach.verb is ir.Verb.ATTACH
    assert isinstance(attach.objects, ir.SourceObject)
    assert isinstance(attach.recipients, ir.Mentioned)
    assert attach.recipients.key == create.remember


def test_attach_to_a_creature_chosen_as_it_resolves() -> None:
    effect = _spell_effect("Attach target Aura you control to a creature you control.")
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.ATTACH
    assert isinstance(effect.recipients, ir.ChosenObjects)
    assert effect.recipients.count == ir.Count(
        ir.Relation.EXACTLY, 1, span=effect.recipients.count.span
    )


@pytest.mark.parametrize(
    ("line", "column", "message"),
    [
        (
            "Attach all Equipment you control to target creature you control.",
            8,
            "attaching several objects (CR 701.3a)",
        ),
        (
            "Attach target Equipment you control to each creature you control.",
            40,
            "attaching onto several objects (CR 301.5c, 303.4d)",
        ),
        (
            "Attach target Aura attached to a creature to another creature.",
            46,
            "'another' in what an object is attached to",
        ),
    ],
)
def test_refused_at_its_words(line: str, column: int, message: str) -> None:
    assert refusals(line, "Instant") == [("C001", column)]
    assert c001_of(f"Probe {{2}}\nInstant\n{line}\n") == [_NO + message]


def test_a_duration_on_attach_is_refused() -> None:
    line = "Attach target Equipment you control to target creature you control until end of turn."
    assert refusals(line, "Instant") == [("C001", 68)]


def test_the_cards_name_in_a_granted_ability_is_refused() -> None:
    # "Nettlevine Blight" in the quoted ability names the Aura, not the enchanted permanent
    # that has the ability (CR 201.5a)
    text = (
        "Probe Blight {1}{B}{B}\nEnchantment — Aura\nEnchant creature or land\n"
        'Enchanted permanent has "At the beginning of your end step, sacrifice this permanent '
        'and attach Probe Blight to a creature or land you control."\n'
    )
    assert c001_of(text) == [_NO + "the card's name in an ability it grants (CR 201.5a)"]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("Attach target Equipment you control onto target creature you control.", 37),
        ("Attaches target Equipment you control to target creature you control.", 1),
        ("Attach target Equipment you control to to target creature you control.", 40),
        ("Attach target Equipment you control target creature you control.", 44),
        ("Attach target Aura you control to target player.", 48),
    ],
)
def test_near_wordings_fail_at_their_word(line: str, column: int) -> None:
    assert line_errors(line, "Instant") == [("E001", column)]
