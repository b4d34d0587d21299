"""Issue 21, session 34: the families lowered here, where a scenario can't ask — the readings
that must stay refused (C001) beside the ones now played (tests/scenarios/breadth34/)."""

from __future__ import annotations

import karlov
from karlov import ir
from karlov.compiler import compile_card

NOT_YET = "the rules runtime cannot execute this yet: "


def _c001(text: str) -> list[str]:
    (card,) = karlov.parse(text)
    return [d.message for d in compile_card(card).diagnostics if d.code == "C001"]


def _effect(text: str) -> ir.Effect:
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    (ability,) = [a for a in compiled.ir.abilities if not isinstance(a, ir.KeywordAbility)]
    return ability.effect


# ---- a token's colors joined by "and" (CR 105.2, 111.4) ------------------------------------


def test_a_token_of_colors_joined_by_and_has_all_of_them() -> None:
    effect = _effect(
        "Spirit Summoning {1}{R}{W}\nSorcery\nCreate a 3/2 red and white Spirit creature token.\n"
    )
    assert isinstance(effect, ir.Action) and effect.token is not None
    assert effect.token.characteristics is not None
    assert effect.token.characteristics.colors == ("R", "W")


def test_a_token_of_three_colors_has_all_three() -> None:
    effect = _effect(
        "Odd Summoning {3}\nSorcery\nCreate a 1/1 red, green, and white Spirit creature token.\n"
    )
    assert isinstance(effect, ir.Action) and effect.token is not None
    assert effect.token.characteristics is not None
    assert effect.token.characteristics.colors == ("R", "G", "W")


def test_a_token_of_one_color_or_another_is_refused() -> None:
    # "red or white" chooses no color: the effect would have to say which (CR 111.4)
    assert _c001(
        "Odd Summoning {3}\nSorcery\nCreate a 1/1 red or white Spirit creature token.\n"
    ) == [NOT_YET + "the colors 'red or white' here"]


# ---- "becomes a ... creature" and the types it keeps (CR 205.1a, 205.1b) ---------------------


def test_becoming_a_creature_without_still_a_land_replaces_the_types() -> None:
    # CR 205.1a: a new card type without "still a land" replaces the land type (session 39:
    # the runtime plays it, tests/scenarios/replace39g/opal_*)
    effect = _effect(
        "Odd Form {G}\nInstant\nTarget land becomes a 3/3 Elemental creature until end of turn.\n"
    )
    assert isinstance(effect, ir.Become) and not effect.in_addition
    assert effect.characteristics.types == ("creature",)


def test_still_a_land_after_becoming_keeps_the_types() -> None:
    effect = _effect(
        "Odd Form {G}\nInstant\nTarget land becomes a 3/3 Elemental creature until end of turn. "
        "It's still a land.\n"
    )
    assert isinstance(effect, ir.Become) and effect.in_addition
    assert effect.characteristics.types == ("creature",)


def test_still_a_land_with_no_becoming_before_it_is_refused() -> None:
    messages = _c001("Odd Form {G}\nInstant\nUntap target land. It's still a land.\n")
    assert messages == [NOT_YET + "'It's still a land.' not right after one 'becomes'"]


def test_an_artifact_creature_keeps_its_other_types_and_replaces_creature_types() -> None:
    effect = _effect(
        "Odd Idol {3}\nArtifact\n{2}: Odd Idol becomes a 2/2 Golem artifact creature until end "
        "of turn.\n"
    )
    assert isinstance(effect, ir.Become) and not effect.in_addition
    assert effect.characteristics.types == ("artifact", "creature")
    assert effect.characteristics.subtypes == ("golem",)


# ---- "If this spell was kicked, ..." and "... instead" (CR 601.2c, 608.2c, 702.33d) ---------


def test_a_target_chosen_only_if_kicked_is_marked() -> None:
    # CR 601.2c: the targets are chosen as the spell is cast; one the text names only when
    # kicked is chosen only then (session 38e: TargetSpec.only_if_kicked)
    messages = _c001(
        "Odd Blow {1}{R}\nInstant\nKicker {1}\nDraw a card. If this spell was kicked, destroy "
        "target artifact.\n"
    )
    assert messages == []
    (card,) = karlov.parse(
        "Odd Blow {1}{R}\nInstant\nKicker {1}\nDraw a card. If this spell was kicked, destroy "
        "target artifact.\n"
    )
    compiled = compile_card(card)
    assert compiled.ir is not None
    (_kicker, spell) = compiled.ir.abilities
    (spec,) = spell.targets
    assert spec.only_if_kicked


def test_was_kicked_said_of_another_object_is_refused() -> None:
    messages = _c001(
        "Odd Blow {1}{R}\nInstant\nKicker {1}\nDestroy target creature. If that creature was "
        "kicked, draw a card.\n"
    )
    assert messages == [NOT_YET + "'was kicked' said of anything but this permanent"]


def test_instead_names_the_one_instruction_before_it() -> None:
    effect = _effect(
        "Odd Growth {G}\nInstant\nKicker {5}\nTarget creature gets +2/+2 until end of turn. "
        "If this spell was kicked, that creature gets +5/+5 until end of turn instead.\n"
    )
    assert isinstance(effect, ir.IfCondition) and isinstance(effect.condition, ir.WasKicked)
    assert isinstance(effect.effect, ir.ModifyPT) and effect.effect.power == 5
    assert isinstance(effect.otherwise, ir.ModifyPT) and effect.otherwise.power == 2


def test_instead_after_two_instructions_is_refused() -> None:
    # which of the two "instead" replaces is not said: no reading is chosen
    messages = _c001(
        "Odd Growth {G}\nInstant\nKicker {5}\nTarget creature gets +2/+2 until end of turn and "
        "you draw a card. If this spell was kicked, that creature gets +5/+5 until end of turn "
        "instead.\n"
    )
    assert len(messages) == 1 and messages[0].endswith("not right after one instruction")


def test_instead_naming_a_new_target_is_refused() -> None:
    messages = _c001(
        "Odd Growth {G}\nInstant\nKicker {5}\nTarget creature gets +2/+2 until end of turn. "
        "If this spell was kicked, target creature gets +5/+5 until end of turn instead.\n"
    )
    assert messages == [NOT_YET + "a target chosen only for the instruction done instead"]


def test_if_kicked_it_enters_with_counters_is_a_kicked_replacement() -> None:
    (card,) = karlov.parse(
        "Odd Soldier {1}{W}\nCreature — Human Soldier\nKicker {2}\nIf Odd Soldier was kicked, "
        "it enters with two +1/+1 counters on it.\n1/1\n"
    )
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error]
    (static,) = [a for a in compiled.ir.abilities if isinstance(a, ir.StaticAbility)]
    assert isinstance(static.condition, ir.WasKicked)
    assert static.enters_with is not None and static.enters_with.count.value == 2


def test_if_kicked_with_another_effect_than_entering_is_refused() -> None:
    messages = _c001(
        "Odd Soldier {1}{W}\nCreature — Human Soldier\nKicker {2}\nIf Odd Soldier was kicked, "
        "it has flying.\n1/1\n"
    )
    assert messages == [NOT_YET + "an effect other than entering with counters under 'if kicked'"]


# ---- "If that creature would die this turn, exile it instead." (CR 614.1a, 700.4) ----------


def test_that_creature_would_die_this_turn_is_a_replacement_on_the_target() -> None:
    effect = _effect(
        "Odd Coil {1}{R}\nSorcery\nOdd Coil deals 4 damage to target creature. If that "
        "creature would die this turn, exile it instead.\n"
    )
    assert isinstance(effect, ir.Sequence)
    restrict = effect.steps[-1]
    assert isinstance(restrict, ir.Restrict) and restrict.kind == "exiled_if_it_would_die"
    assert isinstance(restrict.objects, ir.TargetObjects)
    assert restrict.duration is ir.Duration.END_OF_TURN


def test_a_creature_dealt_damage_this_way_is_each_one_the_damage_recorded() -> None:
    # CR 614.1a, 615.1: the damage instruction records the creatures it dealt damage to (damage
    # prevented was not dealt), and each of them is exiled instead of dying this turn
    assert not _c001(
        "Odd Anger {1}{R}{R}\nSorcery\nOdd Anger deals 3 damage to each creature. If a "
        "creature dealt damage this way would die this turn, exile it instead.\n"
    )
    (card,) = karlov.parse(
        "Odd Anger {1}{R}{R}\nSorcery\nOdd Anger deals 3 damage to each creature. If a "
        "creature dealt damage this way would die this turn, exile it instead.\n"
    )
    compiled = karlov.compile_card(card).ir
    assert compiled is not None
    (spell,) = compiled.abilities
    damage, restrict = spell.effect.steps  # type: ignore[union-attr]
    assert isinstance(damage, ir.Action) and damage.remember
    assert isinstance(restrict, ir.Restrict) and restrict.kind == "exiled_if_it_would_die"
    assert restrict.objects == ir.Mentioned(damage.remember, plural=True)


def test_a_static_is_a_creature_without_still_a_land_is_refused() -> None:
    # CR 205.1a: without "It's still a land." the land would stop being a land
    messages = _c001(
        "Odd Zendikon {1}{B}\nEnchantment — Aura\nEnchant land\nEnchanted land is a 3/3 black "
        "Ooze creature.\n"
    )
    assert messages == [NOT_YET + "'is a ...' without 'in addition to its other types'"]


def test_a_static_is_a_creature_still_a_land_adds_the_types() -> None:
    (card,) = karlov.parse(
        "Odd Zendikon {1}{B}\nEnchantment — Aura\nEnchant land\nEnchanted land is a 3/3 black "
        "Ooze creature. It's still a land.\n"
    )
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error]
    (static,) = [a for a in compiled.ir.abilities if isinstance(a, ir.StaticAbility)]
    (typed,) = [e for e in static.effects if e.layer is ir.Layer.TYPE]
    assert typed.add_types == ("creature",) and typed.add_subtypes == ("ooze",)


# ---- affinity for [text] (CR 702.41a) ---------------------------------------------------------


def test_affinity_counts_what_you_control() -> None:
    (card,) = karlov.parse("Odd Frog {4}\nArtifact Creature — Frog\nAffinity for artifacts\n2/2\n")
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error]
    (keyword,) = [a for a in compiled.ir.abilities if isinstance(a, ir.KeywordAbility)]
    assert keyword.name == "affinity" and keyword.filter is not None
    assert keyword.filter.controller == ir.Players("you")
    assert keyword.filter.zone is ir.ZoneName.BATTLEFIELD
