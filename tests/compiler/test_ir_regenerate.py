"""Regenerate (CR 701.19a) and "can't be regenerated" (CR 701.19c) lowered to the IR. Their
behaviour is played in ``tests/scenarios/regenerate/``."""

from __future__ import annotations

import pytest

from karlov import ir

from .lowering import abilities_of, c001_of

PREFIX = "the rules runtime cannot execute this yet: "


def _effect(text: str) -> ir.Effect:
    (ability,) = abilities_of(text)
    effect = getattr(ability, "effect", None)
    assert effect is not None
    return effect


def test_regenerate_this_creature_is_a_regenerate_action_on_the_source() -> None:
    """ "{1}{G}: Regenerate Albino Troll." (CR 701.19a): a shield on the source."""
    effect = _effect(
        "Albino Troll {1}{G}\nCreature — Troll\n{1}{G}: Regenerate Albino Troll.\n3/3\n"
    )
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.REGENERATE
    assert isinstance(effect.objects, ir.SourceObject)


def test_regenerate_target_creature_regenerates_the_target() -> None:
    (spell,) = abilities_of("Mending Touch {G}\nInstant\nRegenerate target creature.\n")
    assert isinstance(spell, ir.SpellAbility)
    assert isinstance(spell.effect, ir.Action) and spell.effect.verb is ir.Verb.REGENERATE
    assert isinstance(spell.effect.objects, ir.TargetObjects)
    (target,) = spell.targets
    assert [t.any_of for t in target.filter.types] == [("creature",)]


def test_regenerate_each_creature_you_control_names_them_as_it_resolves() -> None:
    effect = _effect("Wrap in Vigor {1}{G}\nInstant\nRegenerate each creature you control.\n")
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.REGENERATE
    assert isinstance(effect.objects, ir.AllObjects)


def test_the_reminder_text_of_regenerate_has_no_meaning() -> None:
    """CR 207.2: the reminder is not read; the ability is the same as without it."""
    with_reminder = _effect(
        "Wall of Bone {2}{B}\nCreature — Skeleton Wall\n{B}: Regenerate Wall of Bone. "
        "(The next time this creature would be destroyed this turn, it isn't. Instead tap it, "
        "remove all damage from it, and remove it from combat.)\n1/4\n"
    )
    assert isinstance(with_reminder, ir.Action) and with_reminder.verb is ir.Verb.REGENERATE


def test_it_cant_be_regenerated_marks_the_destruction_before_it() -> None:
    """ "Destroy target creature. It can't be regenerated." (CR 701.19c): one instruction, a
    destruction no shield replaces; no second instruction."""
    effect = _effect(
        "Terminate {B}{R}\nInstant\nDestroy target creature. It can't be regenerated.\n"
    )
    assert isinstance(effect, ir.Action)
    assert effect.verb is ir.Verb.DESTROY_NO_REGENERATION
    assert isinstance(effect.objects, ir.TargetObjects)


def test_they_cant_be_regenerated_marks_destroy_all() -> None:
    effect = _effect(
        "Damnation {2}{B}{B}\nSorcery\nDestroy all creatures. They can't be regenerated.\n"
    )
    assert isinstance(effect, ir.Action)
    assert effect.verb is ir.Verb.DESTROY_NO_REGENERATION
    assert isinstance(effect.objects, ir.AllObjects)


def test_the_instructions_after_cant_be_regenerated_are_kept_in_order() -> None:
    """ "Destroy target nonblack creature. It can't be regenerated. Its controller loses 2
    life." (Death Bomb): the destruction, then the life loss."""
    effect = _effect(
        "Death Bomb {3}{B}\nInstant\nDestroy target nonblack creature. It can't be regenerated. "
        "Its controller loses 2 life.\n"
    )
    assert isinstance(effect, ir.Sequence)
    first, second = effect.steps
    assert isinstance(first, ir.Action) and first.verb is ir.Verb.DESTROY_NO_REGENERATION
    assert isinstance(second, ir.Action) and second.verb is ir.Verb.LOSE_LIFE


def test_cant_be_regenerated_in_a_triggered_ability_after_an_intervening_if() -> None:
    (triggered,) = abilities_of(
        "Probe {4}{B}\nCreature — Horror\nWhen this creature enters, if you control a Swamp, "
        "destroy target nonblack creature. It can't be regenerated.\n3/3\n"
    )
    assert isinstance(triggered, ir.TriggeredAbility)
    assert isinstance(triggered.effect, ir.Action)
    assert triggered.effect.verb is ir.Verb.DESTROY_NO_REGENERATION


def test_a_plain_destroy_stays_regenerable() -> None:
    effect = _effect("Murder {1}{B}{B}\nInstant\nDestroy target creature.\n")
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.DESTROY


@pytest.mark.parametrize(
    ("line", "message"),
    [
        # no destruction before it: what "it" names is not destroyed by this effect
        (
            "Probe deals 2 damage to target creature. It can't be regenerated.",
            "'can't be regenerated' not right after one destruction (CR 701.19c)",
        ),
        # a standing "can't be regenerated" with no duration would last forever
        (
            "Target creature can't be regenerated.",
            "'CantBeRegenerated' with no duration",
        ),
        # the sentence right before it destroys nothing: "it" is not what was destroyed
        (
            "Destroy target artifact. Tap target creature. It can't be regenerated.",
            "'can't be regenerated' not right after one destruction (CR 701.19c)",
        ),
    ],
)
def test_cant_be_regenerated_elsewhere_is_c001(line: str, message: str) -> None:
    messages = c001_of(f"Probe {{1}}\nInstant\n{line}\n")
    assert any(m == PREFIX + message for m in messages), messages


def test_cant_be_regenerated_this_turn_is_a_restriction_for_the_turn() -> None:
    """ "{T}: Target creature can't be regenerated this turn." (Hurr Jackal, CR 701.19c): a
    restriction on the target until end of turn, not a destruction."""
    effect = _effect(
        "Hurr Jackal {R}\nCreature — Jackal\n{T}: Target creature can't be regenerated this "
        "turn.\n1/1\n"
    )
    assert isinstance(effect, ir.Restrict)
    assert effect.kind == "cant_be_regenerated" and effect.kind in ir.RESTRICTIONS
    assert effect.duration is ir.Duration.END_OF_TURN
    assert isinstance(effect.objects, ir.TargetObjects)


def test_it_cant_be_regenerated_this_turn_after_damage_names_the_damaged_creature() -> None:
    """ "Rage of Purphoros deals 4 damage to target creature. It can't be regenerated this
    turn." — "it" is the target; the lethal damage destroys it after the spell resolves
    (CR 704.3), when the restriction already applies."""
    effect = _effect(
        "Rage of Purphoros {4}{R}\nSorcery\nRage of Purphoros deals 4 damage to target "
        "creature. It can't be regenerated this turn.\n"
    )
    assert isinstance(effect, ir.Sequence)
    damage, restrict = effect.steps
    assert isinstance(damage, ir.Action) and damage.verb is ir.Verb.DEAL_DAMAGE
    assert isinstance(restrict, ir.Restrict) and restrict.kind == "cant_be_regenerated"
    assert restrict.objects == damage.recipients


def test_cant_be_regenerated_after_if_you_do_is_c001() -> None:
    """The sentence right before "It can't be regenerated." is "If you do, ...", which destroys
    nothing: the destruction two sentences back is not what "it" names."""
    messages = c001_of(
        "Probe {1}\nInstant\nDestroy target artifact. You may discard a card. If you do, draw a "
        "card. It can't be regenerated.\n"
    )
    assert PREFIX + "'can't be regenerated' not right after one destruction (CR 701.19c)" in (
        messages
    ), messages
