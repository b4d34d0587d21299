"""Triggers (CR 603), costs and activation restrictions (CR 602, 118), and equip, crew and
enchant (CR 702.6, 702.122, 702.5) lowered to the IR (:mod:`karlov.compiler.triggers`,
:mod:`karlov.compiler.costs`, :func:`karlov.compiler.lower.keywords`), and played from it."""

from __future__ import annotations

from typing import Any

import pytest

import karlov
from karlov import ir
from karlov.compiler import lower
from karlov.compiler.abilities import AbilityCompiler
from karlov.compiler.context import AbilityContext
from karlov.compiler.library import bundled_library
from karlov.frontend import nodes
from karlov.runtime import BATTLEFIELD, Game
from karlov.runtime.build import card_definition
from karlov.runtime.errors import IllegalAction
from karlov.scenario import definitions_from_text

LIBRARY = bundled_library()
STAND_IN = ir.Action(ir.Verb.SHUFFLE)  # any effect: these tests are about what surrounds it


def _stand_in_effect(
    statement: nodes.Node, ctx: AbilityContext
) -> tuple[ir.Effect, tuple[ir.TargetSpec, ...]]:
    """Stands in for the effect lowering (another module's job): these tests are about
    what surrounds the effect."""
    return STAND_IN, ()


def _lowered(text: str) -> list[ir.Ability]:
    """Every ability of the one card ``text`` defines, as lowered with a stand-in effect."""
    (card,) = karlov.parse(text)
    compiler = AbilityCompiler(card, "<test>")
    found: list[ir.Ability] = []
    for ability in card.abilities:
        found += lower.ability(compiler, ability, effect=_stand_in_effect) or []
    return found


def _only(text: str) -> Any:
    (ability,) = _lowered(text)
    return ability


def _creature(line: str) -> str:
    return f"Probe {{1}}\nCreature — Human Detective\n{line}\n2/2\n"


YOU = ir.Players("you")


# ---- triggers -----------------------------------------------------------------------------


def test_a_self_trigger_and_its_intervening_if_are_stated_in_the_ir() -> None:
    """CR 603.4: "if it was kicked", the conditional sentence that starts the effect, is the
    intervening if of the whole ability (the effect lowering reads it, so the real one runs)."""
    (card,) = karlov.parse(
        _creature("When this creature enters, if it was kicked, target player draws a card.")
    )
    (ability,) = karlov.compile_card(card).ir.abilities
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.trigger == ir.EventTrigger("enters")
    assert ability.intervening_if == ir.WasKicked()
    assert isinstance(ability.effect, ir.Action) and ability.effect.verb is ir.Verb.DRAW
    assert not ability.gate
    assert ability.trigger.span is not None and ability.trigger.span.column == 1


def test_was_kicked_said_of_a_sorcery_is_the_resolving_spells_kicker() -> None:
    """ "If this spell was kicked" in a sorcery's text: whether its own kicker cost was paid
    (CR 702.33d), checked as the instruction is reached (CR 608.2c)."""
    diagnostics = karlov.check(
        "Probe {1}\nSorcery\nKicker {1}\nIf this spell was kicked, draw a card.\n",
        require_playable=False,
    )
    assert diagnostics == []


def test_was_kicked_said_of_another_object_is_not_read_yet() -> None:
    """ "If that creature was kicked" is neither this spell nor "it" of an enters trigger:
    C001, never a guess."""
    diagnostics = karlov.check(
        "Probe {1}\nSorcery\nKicker {1}\nDestroy target creature. If that creature was "
        "kicked, draw a card.\n",
        require_playable=False,
    )
    assert [d.code for d in diagnostics] == ["C001"]


def test_enters_or_dies_is_any_of_two_events_of_the_source() -> None:
    ability = _only(_creature("When this creature enters or dies, draw a card."))
    assert ability.trigger == ir.AnyOf((ir.EventTrigger("enters"), ir.EventTrigger("dies")))


def test_a_subject_filter_keeps_its_subtype_and_controller() -> None:
    ability = _only(
        _creature("Whenever a Detective you control enters or is turned face up, draw a card.")
    )
    (enters, face_up) = ability.trigger.triggers
    assert enters.event == "enters" and face_up.event == "turned_face_up"
    subject = face_up.subject
    assert subject.subtypes == ("detective",) and subject.controller == YOU


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "At the beginning of your upkeep, draw a card.",
            ir.StepTrigger(ir.Step.UPKEEP, ir.Whose.YOU),
        ),
        (
            "At the beginning of each end step, draw a card.",
            ir.StepTrigger(ir.Step.END, ir.Whose.ANY),
        ),
        (
            "At the beginning of combat on your turn, draw a card.",
            ir.StepTrigger(ir.Step.BEGINNING_OF_COMBAT, ir.Whose.YOU),
        ),
        (
            "Whenever you attack, draw a card.",
            ir.EventTrigger("attack", by=ir.Whose.YOU),
        ),
        (
            "Whenever you attack with one or more creatures, draw a card.",
            ir.EventTrigger("attack", by=ir.Whose.YOU),
        ),
        (
            "When this creature becomes the target of a spell, draw a card.",
            ir.EventTrigger("becomes_target_of_spell"),
        ),
        (
            "Whenever this creature deals combat damage to a player, draw a card.",
            ir.EventTrigger("combat_damage_to_player"),
        ),
        ("Whenever this creature attacks, draw a card.", ir.EventTrigger("attacks")),
        ("Whenever this creature blocks, draw a card.", ir.EventTrigger("blocks")),
        (
            "Whenever you gain life, draw a card.",
            ir.EventTrigger("gain_life", by=ir.Whose.YOU),
        ),
        ("Whenever you draw a card, you gain 1 life.", ir.EventTrigger("draw", by=ir.Whose.YOU)),
        (
            "Whenever an opponent discards a card, you gain 1 life.",
            ir.EventTrigger("discard", by=ir.Whose.OPPONENT),
        ),
        (
            "Whenever a player discards a card, you gain 1 life.",
            ir.EventTrigger("discard", by=ir.Whose.ANY),
        ),
    ],
)
def test_each_trigger_condition_is_lowered_to_its_ir(line: str, expected: ir.Trigger) -> None:
    assert _only(_creature(line)).trigger == expected


def test_cast_and_sacrifice_triggers_name_who_performs_them() -> None:
    cast = _only(_creature("Whenever you cast an instant or sorcery spell, draw a card."))
    assert cast.trigger.event == "cast" and cast.trigger.by is ir.Whose.YOU
    assert cast.trigger.subject.types == (ir.TypeTest(("instant", "sorcery")),)
    sacrificed = _only(_creature("Whenever you sacrifice a Clue, draw a card."))
    assert sacrificed.trigger.event == "sacrificed" and sacrificed.trigger.by is ir.Whose.YOU
    assert sacrificed.trigger.subject.subtypes == ("clue",)


def test_enters_under_your_control_and_another_name_the_controller_and_exclude_the_source() -> None:
    """ "Whenever another creature enters under your control" (Impassioned Orator): ``by``
    is who controls it as it enters; "another" is any creature but the source."""
    trigger = _only(
        _creature("Whenever another creature enters under your control, you gain 1 life.")
    ).trigger
    assert trigger.event == "enters" and trigger.by is ir.Whose.YOU
    assert trigger.subject.other and trigger.subject.nouns == ("creature",)
    flyer = _only(_creature("Whenever a creature with flying attacks, draw a card.")).trigger
    assert flyer.event == "attacks" and flyer.subject.keywords == ("flying",)
    assert not flyer.subject.other


def test_a_solved_trigger_carries_its_gate() -> None:
    case = (
        "Case of the Probe {1}\nEnchantment — Case\n"
        "To solve — You have no cards in hand. (If unsolved, solve at the beginning of your "
        "end step.)\n"
        "Solved — Whenever you cast an instant or sorcery spell, draw a card.\n"
    )
    _to_solve, ability = _lowered(case)
    assert isinstance(ability, ir.TriggeredAbility) and ability.gate


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you draw two cards, you gain 1 life.",
        # session 44: one leaving is read; several at once trigger once per batch (CR 603.2c)
        "Whenever one or more creatures you control leave the battlefield, draw a card.",
        "Whenever two creatures enter, draw a card.",
        # "blocks a creature" of a creature other than this one: two creatures to name
        "Whenever a creature you control blocks a creature with flying, draw a card.",
        # session 39: "an opponent's" is read (Blood Seeker); another player's is not
        "Whenever a creature enters under target opponent's control, draw a card.",
    ],
)
def test_a_trigger_the_runtime_has_no_event_for_is_c001(line: str) -> None:
    codes = [d.code for d in karlov.check(_creature(line)) if d.severity.value == "error"]
    assert "C001" in codes


# ---- costs and restrictions -------------------------------------------------------------------


def test_a_cost_states_mana_tap_and_a_filtered_sacrifice() -> None:
    """Alquist Proft's Clue cost: "{X}{W}{U}{U}, {T}, Sacrifice a Clue"."""
    ability = _only(
        _creature("{X}{W}{U}{U}, {T}, Sacrifice a Clue: You draw X cards and gain X life.")
    )
    assert isinstance(ability, ir.ActivatedAbility)
    cost = ability.cost
    assert (cost.mana, cost.tap, cost.pay_life) == ("{X}{W}{U}{U}", True, 0)
    (sacrifice,) = cost.sacrifices
    assert sacrifice.count == 1 and sacrifice.description == "a Clue"
    assert sacrifice.filter is not None and sacrifice.filter.subtypes == ("clue",)
    assert ability.timing is ir.Timing.INSTANT and ability.max_per_turn is None


def test_sacrifice_this_pay_life_sorcery_timing_and_once_each_turn() -> None:
    sorcery = _only(
        _creature("{1}, Sacrifice this creature: Draw a card. Activate only as a sorcery.")
    )
    assert sorcery.cost == ir.Cost(mana="{1}", sacrifices=(ir.SacrificeCost(1, None, "this"),))
    assert sorcery.timing is ir.Timing.SORCERY
    once = _only(_creature("Pay 2 life: Draw a card. Activate only once each turn."))
    assert once.cost == ir.Cost(pay_life=2) and once.max_per_turn == 1


def test_an_ability_that_returns_this_card_from_the_graveyard_works_from_there() -> None:
    """CR 113.6b: Convenient Target's "{2}{R}: Return this card from your graveyard to your
    hand." functions only from the graveyard."""
    text = "Probe {1}\nEnchantment\n{2}{R}: Return this card from your graveyard to your hand.\n"
    assert _only(text).zones == (ir.ZoneName.GRAVEYARD,)


def test_activate_only_once_each_turn_is_played_not_dropped() -> None:
    """CR 602.5b. The restriction was read and ignored before: the ability could be
    activated any number of times."""
    (probe,) = definitions_from_text(
        _creature("{0}: You gain 1 life. Activate only once each turn.")
    ).values()
    game = Game(("Alice", "Bob"), seed=1)
    alice = game.players[0]
    obj = game.add_card(probe, alice, BATTLEFIELD)
    game.start(active=alice)
    game.activate(alice, obj)
    game.resolve_stack()
    assert alice.life == 21
    with pytest.raises(IllegalAction, match=r"CR 602\.5b"):
        game.activate(alice, obj)


def test_activate_only_if_is_checked_not_ignored() -> None:
    """CR 602.5: "Activate only if ..." is the ability's condition (it was C001 before the
    runtime checked it; now refusing the activation is what keeps it from being ignored)."""
    (probe,) = definitions_from_text(
        _creature("{0}: You gain 1 life. Activate only if you control three or more artifacts.")
    ).values()
    game = Game(("Alice", "Bob"), seed=1)
    alice = game.players[0]
    obj = game.add_card(probe, alice, BATTLEFIELD)
    game.start(active=alice)
    with pytest.raises(IllegalAction, match=r"CR 602\.5\)"):
        game.activate(alice, obj)
    assert alice.life == 20


# ---- equip, crew, enchant -----------------------------------------------------------------------


def test_equip_crew_and_enchant_are_keyword_abilities_in_the_ir() -> None:
    """The bundled Equipment, Vehicle and Aura state only their parameters."""
    *_, equip = LIBRARY.compiled("Wrench").ir.abilities  # type: ignore[union-attr]
    assert equip == ir.KeywordAbility("equip", cost=ir.Cost(mana="{2}"), text="equip {2}")
    _flying, crew = LIBRARY.compiled("Sky Skiff").ir.abilities  # type: ignore[union-attr]
    assert crew == ir.KeywordAbility("crew", number=1, text="crew 1")
    enchant = LIBRARY.compiled("Convenient Target").ir.abilities[0]  # type: ignore[union-attr]
    assert enchant.name == "enchant" and enchant.filter is not None
    assert enchant.filter.types == (ir.TypeTest(("creature",)),)


def test_sky_skiff_is_built_from_its_ir_json_alone() -> None:
    """Sky Skiff's IR JSON is all the runtime needs, and its crew ability works
    (CR 702.122a)."""
    meaning = LIBRARY.compiled("Sky Skiff").ir
    assert meaning is not None
    skiff = card_definition(ir.loads(ir.dumps(meaning)))
    game = Game(("Alice", "Bob"), seed=1)
    alice = game.players[0]
    vehicle = game.add_card(skiff, alice, BATTLEFIELD)
    game.add_card(LIBRARY.definition("Savannah Lions"), alice, BATTLEFIELD)
    game.start(active=alice)
    game.activate(alice, vehicle)
    game.resolve_stack()
    assert game.is_creature(vehicle) and game.chars(vehicle).power == 2


def test_a_solved_enchant_is_c001() -> None:
    """An Aura's enchant ability under "Solved —" has no meaning the runtime can give it."""
    text = "Case of the Hat {1}\nEnchantment — Case Aura\nSolved — Enchant creature\n"
    assert "C001" in [d.code for d in karlov.check(text)]


# ---- the IR of a whole triggered or activated ability, given an effect ---------------------


def test_triggered_and_activated_abilities_round_trip_through_ir_json() -> None:
    abilities = _lowered(
        "Probe {1}\nCreature — Human\n"
        "Whenever a creature you control enters, you gain 1 life.\n"
        "{2}, {T}, Sacrifice a Clue: Draw a card. Activate only once each turn.\n2/2\n"
    )
    assert [type(a) for a in abilities] == [ir.TriggeredAbility, ir.ActivatedAbility]
    assert ir.loads(ir.dumps(tuple(abilities))) == tuple(abilities)


def test_the_runtime_plays_a_triggered_ability_built_from_its_ir() -> None:
    """The trigger the game runs is the IR's: a non-matching object does not trigger it."""
    (watcher,) = _lowered(_creature("Whenever a Detective you control enters, draw a card."))
    gained: list[str] = []

    def effects(effect: ir.Effect, targets: tuple[ir.TargetSpec, ...]) -> Any:
        assert effect is STAND_IN
        return (lambda game, res: gained.append(game.chars(res.event.obj).name)), ()

    card = ir.Card("Watcher", "{1}", (), ("creature",), (), 1, 1, (watcher,))
    game = Game(("Alice", "Bob"), seed=1)
    alice = game.players[0]
    game.add_card(card_definition(card, effects=effects), alice, BATTLEFIELD)
    bear = game.add_card(LIBRARY.definition("Grizzly Bears"), alice)
    sleuth = game.add_card(LIBRARY.definition("Novice Inspector"), alice)
    game.start(active=alice)
    game.put_onto_battlefield(bear)
    game.put_onto_battlefield(sleuth)
    game.resolve_stack()
    assert gained == ["Novice Inspector"]
