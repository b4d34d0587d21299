"""The scope of a trailing qualifier and the reference of "other" (issue 21, rule 8): what the
words settle is lowered so, what they leave open is C001, never a chosen reading."""

from __future__ import annotations

import pytest

from karlov import ir

from .lowering import abilities_of, c001_of


def _spell(text: str) -> str:
    return f"Probe {{1}}{{R}}\nInstant\n{text}\n"


def _target_filter(text: str) -> ir.ObjectFilter:
    (ability,) = abilities_of(_spell(text))
    (spec,) = ability.targets
    assert spec.filter is not None
    return spec.filter


def test_a_power_bound_binds_only_the_last_noun_of_a_type_list() -> None:
    """Only a creature has power (CR 208.1): "artifact, enchantment, or creature with power 4
    or greater" is an artifact, an enchantment, or a creature with power 4 or greater."""
    f = _target_filter("Destroy target artifact, enchantment, or creature with power 4 or greater.")
    assert f.types == () and f.power_at_least is None
    artifact, enchantment, creature = f.alternatives
    assert [t.any_of for t in artifact.types] == [("artifact",)] and artifact.power_at_least is None
    assert [t.any_of for t in enchantment.types] == [("enchantment",)]
    assert [t.any_of for t in creature.types] == [("creature",)]
    assert creature.power_at_least == 4
    assert f.description == "artifact, enchantment, or creature with power 4 or greater"


def test_a_mana_value_bound_binds_every_noun() -> None:
    """Every card has a mana value: "creature or planeswalker with mana value 2 or less" bounds
    both (the rulings of Bloodchief's Thirst)."""
    f = _target_filter("Destroy target creature or planeswalker with mana value 2 or less.")
    assert f.alternatives == ()
    assert [t.any_of for t in f.types] == [("creature", "planeswalker")]
    assert f.mana_value_at_most == 2


def test_a_single_noun_keeps_its_power_bound() -> None:
    f = _target_filter("Destroy target creature with power 4 or greater.")
    assert f.alternatives == () and f.power_at_least == 4


def test_a_keyword_over_one_objects_type_list_binds_the_creature() -> None:
    """ "target artifact or creature with flying" (Return to the Earth, Vivien Reid): an
    artifact, or a creature with flying -- the keyword binds the last noun, "creature"."""
    f = _target_filter("Destroy target artifact or creature with flying.")
    artifact, creature = f.alternatives
    assert artifact.keywords == () and creature.keywords == ("flying",)


def test_a_keyword_over_a_plural_type_list_is_refused() -> None:
    """ "artifacts and creatures with flying": each of them, or the creatures only? Not
    settled."""
    assert c001_of(_spell("Destroy all artifacts and creatures with flying.")) == [
        "the rules runtime cannot execute this yet: the scope of a qualifier over a list of "
        "card types (each of them, or the last?)"
    ]


def test_a_power_bound_after_a_noncreature_last_noun_is_refused() -> None:
    assert c001_of(_spell("Destroy target creature or artifact with power 4 or greater.")) == [
        "the rules runtime cannot execute this yet: a creature's power bound on a list of "
        "card types"
    ]


def test_other_after_a_target_in_a_spell_is_other_than_the_target() -> None:
    (spell,) = abilities_of(
        _spell(
            "Target creature gets +2/+0 until end of turn. Each other creature you control "
            "gets +1/+1 until end of turn."
        )
    )
    _first, second = spell.effect.steps
    each = second.objects
    assert isinstance(each, ir.AllObjects)
    assert each.filter.other_than_target == 0 and not each.filter.other


def test_other_after_a_target_in_a_permanents_ability_is_refused() -> None:
    """The source (a creature) and the target could both be meant: reported, not chosen."""
    refused = c001_of(
        "Probe {2}{W}\nCreature — Human Cleric\nWhen this creature enters, target creature gets "
        "+2/+0 until end of turn. Each other creature you control gets +1/+1 until end of "
        "turn.\n2/2\n"
    )
    assert refused == [
        "the rules runtime cannot execute this yet: 'other' after an object named before it"
    ]


def test_other_with_nothing_named_before_is_other_than_the_source() -> None:
    (static,) = abilities_of(
        "Probe {1}{W}\nCreature — Human\nOther creatures you control get +1/+1.\n2/2\n"
    )
    (effect,) = static.effects
    assert effect.affected.filter.other and effect.affected.filter.other_than_target is None


def _destroyed_filter(card: str) -> ir.ObjectFilter:
    (trigger,) = abilities_of(card)
    destroy = trigger.effect
    assert isinstance(destroy, ir.Action) and isinstance(destroy.objects, ir.AllObjects)
    return destroy.objects.filter


def test_other_in_a_trigger_of_a_noncreature_is_other_than_the_event_object() -> None:
    """Spreading Plague is an enchantment, no creature: "all other creatures" can't be other
    than itself, so the word names the creature that entered (CR 603.2; its rulings: the
    creature that entered isn't destroyed), which it shares colors with."""
    f = _destroyed_filter(
        "Plague {4}{B}\nEnchantment\nWhenever a creature enters, destroy all other creatures "
        "that share a color with it.\n"
    )
    assert f.other_than_event and not f.other and f.other_than_target is None
    assert f.shared_quality == "color" and isinstance(f.shared_with, ir.EventObject)


def test_other_in_a_creatures_trigger_with_a_quality_of_the_event_object_is_refused() -> None:
    """On a creature "all other creatures that share a color with it" could be other than the
    source or than the creature that entered (which shares its colors with itself): C001."""
    refused = c001_of(
        "Probe {4}{B}\nCreature — Horror\nWhenever a creature enters, destroy all other "
        "creatures that share a color with it.\n3/3\n"
    )
    assert refused == [
        "the rules runtime cannot execute this yet: 'other creatures that share a color with "
        "it': other than this object or the event's"
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Destroy target enchanted creature.",
        "Destroy target enchanted creature or enchantment creature.",
        "Return target enchanted permanent to its owner's hand.",
    ],
)
def test_enchanted_as_a_quality_is_refused_off_an_aura(line: str) -> None:
    """On an instant "target enchanted creature" is any creature with an Aura attached (CR
    303.4), not one this spell is attached to: it compiled to the latter (and played as a
    spell with no legal target); it is C001 until the runtime tests the quality."""
    messages = c001_of(f"Feast of Dreams {{1}}{{B}}\nInstant\n{line}\n")
    assert len(messages) == 1 and "enchanted or equipped as a quality of objects" in messages[0]


def test_enchanted_creature_on_an_aura_is_the_creature_it_enchants() -> None:
    (_enchant, static) = abilities_of(
        "Holy Might {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2.\n"
    )
    assert isinstance(static, ir.StaticAbility)
    assert static.effects[0].affected.filter is not None
    assert static.effects[0].affected.filter.attached_to_source


@pytest.mark.parametrize(
    "line",
    [
        # Coils of the Medusa: the creatures that block the enchanted one, not creatures that
        # are blocking and enchanted by this Aura (which compiled to the latter, and so did
        # its phase face)
        "Sacrifice Coils: Destroy all non-Wall creatures blocking enchanted creature.",
        "Sacrifice Coils: Destroy all creatures blocking enchanted creature.",
    ],
)
def test_a_noun_described_by_another_object_is_refused(line: str) -> None:
    """A list of descriptors states one object's own qualities (CR 109.2); a second noun after
    a description that went on ("creatures blocking enchanted creature") names another object
    in relation to it -- until that relation is in the IR it is C001, never both nouns' types
    on one object."""
    messages = c001_of(f"Coils {{1}}{{B}}\nEnchantment — Aura\nEnchant creature\n{line}\n")
    assert messages == [
        "the rules runtime cannot execute this yet: "
        f"'{line.split('Destroy all ')[1][:-1]}': an object described by another object"
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Destroy all blocking creatures.",
        "Destroy all white artifact creatures.",
        "Destroy all tapped Human creatures.",
        "Destroy target legendary artifact creature.",
    ],
)
def test_descriptors_before_one_noun_still_describe_one_object(line: str) -> None:
    assert c001_of(f"Probe {{1}}{{B}}\nSorcery\n{line}\n") == []


def test_you_may_search_then_shuffle_is_one_choice() -> None:
    """ "You may search your library for a basic land card, put it onto the battlefield
    tapped, then shuffle." is what the older "You may search ... If you do, shuffle your
    library." said: a player who doesn't search doesn't shuffle (Shadow of Doubt's rulings), so
    the shuffle is part of what they may do, not an instruction of its own (CR 608.2d)."""
    (spell,) = abilities_of(
        "Probe {2}{G}\nSorcery\nYou may search your library for a basic land card, put it onto "
        "the battlefield tapped, then shuffle.\n"
    )
    assert isinstance(spell.effect, ir.MayDo)
    assert isinstance(spell.effect.effect, ir.Sequence)
    verbs = [step.verb for step in spell.effect.effect.steps]  # type: ignore[union-attr]
    assert verbs == [ir.Verb.SEARCH, ir.Verb.MOVE, ir.Verb.SHUFFLE]
    (draw,) = abilities_of(
        "Probe {1}{U}\nSorcery\nYou may search your library for a card, put it into your hand, "
        "then shuffle. Draw a card.\n"
    )
    assert isinstance(draw.effect, ir.Sequence)  # a sentence of its own is no part of the choice
    assert [type(step) for step in draw.effect.steps] == [ir.MayDo, ir.Action]
