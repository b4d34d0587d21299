"""``compile_card`` lowers a card to its meaning (:mod:`karlov.ir`); the runtime definition is
built from that IR."""

from __future__ import annotations

import pytest

from karlov import ir
from karlov.compiler.library import bundled_library
from karlov.runtime.layers import BASIC_LAND_MANA

LIBRARY = bundled_library()


def _ir(name: str) -> ir.Card:
    meaning = LIBRARY.compiled(name).ir
    assert meaning is not None
    return meaning


@pytest.mark.parametrize("name", LIBRARY.names())
def test_every_bundled_card_has_an_ir_with_spans(name: str) -> None:
    card = _ir(name)
    assert card.name == name and card.ir_version == ir.IR_VERSION
    for ability in card.abilities:
        intrinsic = isinstance(ability, ir.ManaAbility) and ability.intrinsic
        assert intrinsic or ability.span is not None


def test_keywords_are_stated_in_the_ir() -> None:
    flying, vigilance = _ir("Serra Angel").abilities
    assert flying == ir.KeywordAbility("flying", text="flying")
    assert vigilance.name == "vigilance"
    assert (vigilance.span.line, vigilance.span.column) == (3, 9)
    assert "flying" in LIBRARY.definition("Serra Angel").abilities


def test_flashback_keeps_its_cost_and_a_solved_case_its_gate() -> None:
    spell, flashback = _ir("Momentary Blink").abilities
    assert isinstance(spell, ir.SpellAbility)
    assert flashback == ir.KeywordAbility(
        "flashback", cost=ir.Cost(mana="{3}{U}"), text="flashback {3}{U}"
    )
    *_, solved = _ir("Case of the Burning Masks").abilities
    assert isinstance(solved, ir.ActivatedAbility) and solved.gate


def test_a_spell_states_its_effect_and_targets() -> None:
    """ "Exile target creature you control, then return it to the battlefield under its owner's
    control." — two instructions in order (CR 608.2c); "it" is the exiled card, recorded by the
    exile and found again by the return (CR 400.7)."""
    spell = _ir("Momentary Blink").abilities[0]
    assert isinstance(spell, ir.SpellAbility)
    (target,) = spell.targets
    assert (target.minimum, target.maximum) == (1, 1) and target.filter is not None
    assert target.filter.controller is not None and target.filter.controller.who == "you"
    assert isinstance(spell.effect, ir.Sequence)
    exile, back = spell.effect.steps
    assert isinstance(exile, ir.Action) and isinstance(back, ir.Action)
    assert exile.verb is ir.Verb.EXILE and exile.objects == ir.TargetObjects(
        0, span=exile.objects.span
    )
    assert back.verb is ir.Verb.MOVE and back.zone is ir.ZoneName.BATTLEFIELD and back.under_owner
    assert back.objects == ir.Mentioned(exile.remember, span=back.objects.span)


def test_basic_land_mana_is_intrinsic_not_from_its_reminder_text() -> None:
    """CR 305.6: the Forest's mana ability comes from its subtype."""
    (mana,) = _ir("Forest").abilities
    assert mana == ir.ManaAbility(("G",), intrinsic=True, text="{T}: Add {G}.")
    # CR 305.7: the layer system grants it from the land's current types, so the printed
    # definition holds no ability of its own.
    assert tuple(LIBRARY.definition("Forest").abilities) == ()
    granted = BASIC_LAND_MANA["forest"]
    assert granted.is_mana_ability and granted.mana == (("G",),)


def test_to_solve_states_its_condition() -> None:
    """CR 719.3a: "To solve — You control three or more artifacts." """
    to_solve = _ir("Case of the Filched Falcon").abilities[1]
    assert isinstance(to_solve, ir.ToSolve)
    condition = to_solve.condition
    assert isinstance(condition, ir.ObjectCount)
    assert condition.count == ir.Count(ir.Relation.AT_LEAST, 3)
    assert condition.filter.controller == ir.Players("you")
    assert condition.filter.types == (ir.TypeTest(("artifact",)),)


def test_history_condition_keeps_the_controller_of_the_sources() -> None:
    to_solve = _ir("Case of the Burning Masks").abilities[1]
    assert isinstance(to_solve, ir.ToSolve)
    condition = to_solve.condition
    assert isinstance(condition, ir.HappenedThisTurn) and condition.event == "dealt_damage"
    assert condition.filter.controlled_then is ir.Whose.YOU


def test_static_abilities_state_their_layers() -> None:
    """CR 613: "Solved — Creatures you control get +1/+0." is a gated layer 7c effect; "This
    Case is a 4/4 Gorgon creature with deathtouch and lifelink ..." spans layers 4, 6 and 7b."""
    solved = _ir("Case of the Gateway Express").abilities[-1]
    assert isinstance(solved, ir.StaticAbility) and solved.gate
    (pump,) = solved.effects
    assert (pump.layer, pump.power, pump.toughness) == (ir.Layer.PT_MODIFY, 1, 0)
    assert pump.affected.filter is not None
    assert pump.affected.filter.controller == ir.Players("you")
    gorgon = _ir("Case of the Gorgon's Kiss").abilities[-1]
    assert isinstance(gorgon, ir.StaticAbility)
    assert [e.layer for e in gorgon.effects] == [ir.Layer.TYPE, ir.Layer.ABILITY, ir.Layer.PT_SET]
    assert gorgon.effects[1].add_abilities == (
        ir.KeywordName("deathtouch"),
        ir.KeywordName("lifelink"),
    )


def test_a_granted_quoted_ability_is_stated_in_the_ir() -> None:
    """Wrench grants "{3}, {T}: Tap target creature." (CR 113.2c): an activated ability whose
    cost, target and effect are IR like any card's own."""
    static = _ir("Wrench").abilities[0]
    assert isinstance(static, ir.StaticAbility)
    granted = [a for e in static.effects for a in e.add_abilities]
    assert ir.KeywordName("vigilance") in granted
    (tap,) = [a for a in granted if isinstance(a, ir.ActivatedAbility)]
    assert tap.cost.mana == "{3}" and tap.cost.tap
    assert isinstance(tap.effect, ir.Sequence | ir.Action) and len(tap.targets) == 1
