""" "Enchanted land is an Island." / "Enchanted creature is a Demon Spirit." without "in
addition to its other types": the new subtypes replace the old ones of their kind (CR 205.1a,
305.7)."""

from __future__ import annotations

import pytest

from karlov import ir

from .lowering import abilities_of, c001_of

AURA = "Probe {{1}}{{U}}\nEnchantment — Aura\nEnchant {what}\nEnchanted {what} is {kind}.\n"


def _static(what: str, kind: str) -> ir.ContinuousEffect:
    abilities = abilities_of(AURA.format(what=what, kind=kind))
    (effect,) = [e for a in abilities if isinstance(a, ir.StaticAbility) for e in a.effects]
    return effect


def test_a_basic_land_type_replaces_the_land_types() -> None:
    effect = _static("land", "an Island")
    assert (effect.layer, effect.add_subtypes, effect.replace_subtypes) == (
        ir.Layer.TYPE,
        ("island",),
        True,
    )
    assert effect.affected.filter is not None and effect.affected.filter.attached_to_source


def test_creature_types_replace_the_creature_types() -> None:
    effect = _static("creature", "a Demon Spirit")
    assert (effect.add_subtypes, effect.replace_subtypes) == (("demon", "spirit"), True)


def test_in_addition_keeps_the_old_types() -> None:
    effect = _static("creature", "a Demon Spirit in addition to its other types")
    assert (effect.add_subtypes, effect.replace_subtypes) == (("demon", "spirit"), False)


@pytest.mark.parametrize(
    "kind",
    [
        "an Island Swamp",  # two basic land types (CR 305.7 sets them all: not read)
        "a black Zombie",  # a color too
        "an artifact",  # a card type: what would it replace?
        "a Forest Elf",  # a land type and a creature type
    ],
)
def test_other_things_said_without_in_addition_are_refused(kind: str) -> None:
    assert c001_of(AURA.format(what="permanent", kind=kind)) == [
        "the rules runtime cannot execute this yet: 'is a ...' without 'in addition to its "
        "other types'"
    ]
