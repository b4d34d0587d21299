"""More card behaviours: Auras, Equipment, X costs, blink, face-down, distribution, reflexive
and delayed triggers."""

from __future__ import annotations

import pytest

from karlov.runtime import effects as fx
from karlov.runtime.abilities import TriggeredAbility
from karlov.runtime.agent import ScriptedAgent
from karlov.runtime.errors import IllegalAction, ScriptError
from karlov.runtime.events import Revealed, Shuffled, ZoneChange
from karlov.runtime.objects import BATTLEFIELD, HAND, CardDefinition

from . import cards as C
from .helpers import events, lands, new_game


def test_confiscate_takes_control_until_it_leaves():
    g, a, b = new_game()
    lands(g, a, C.ISLAND, 6)
    giant = g.add_card(C.HILL_GIANT, b, BATTLEFIELD)
    conf = g.add_card(C.CONFISCATE, a, HAND)
    g.start(active=a)
    g.cast(a, conf, targets=[giant])
    g.resolve_stack()
    aura = g.current(conf.card_key)
    assert aura.attached_to is giant and g.controller(giant) is a
    g.destroy(aura)
    g.pass_priority()
    assert g.controller(giant) is b


def test_equipment_grants_and_falls_off():
    g, a, _b = new_game()
    lands(g, a, C.PLAINS, 4)
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    wrench = g.add_card(C.WRENCH, a, BATTLEFIELD)
    g.start(active=a)
    g.activate(a, wrench, 1, targets=[bear])
    g.resolve_stack()
    ch = g.chars(bear)
    assert (ch.power, ch.toughness) == (3, 3) and "vigilance" in ch.abilities
    g.destroy(bear)
    g.pass_priority()
    assert wrench.attached_to is None


def test_alquist_x_cost_with_sacrifice_a_clue():
    g, a, _b = new_game()
    lands(g, a, C.ISLAND, 4)
    lands(g, a, C.PLAINS, 2)
    alq = g.add_card(C.ALQUIST, a, BATTLEFIELD)
    g.start(active=a)
    with pytest.raises(IllegalAction, match="a Clue"):
        g.activate(a, alq, 0, x=2)
    (clue,) = g.investigate(a)
    with pytest.raises(IllegalAction, match="cannot pay"):
        g.activate(a, alq, 0, x=4)  # {4}{W}{U}{U} is 7 mana; only 6 lands
    g.activate(a, alq, 0, x=2)
    assert not g.is_live(clue) and alq.tapped
    g.resolve_stack()
    assert len(g.hand(a)) == 2 and a.life == 22


def test_cloudshift_returns_a_new_object():
    g, a, _b = new_game()
    lands(g, a, C.PLAINS, 1)
    elf = g.add_card(C.ELVISH_VISIONARY, a, BATTLEFIELD)
    elf.counters["+1/+1"] = 2
    cs = g.add_card(C.CLOUDSHIFT, a, HAND)
    g.start(active=a)
    g.cast(a, cs, targets=[elf])
    g.resolve_stack()
    new = g.current(elf.card_key)
    assert new is not elf and new.counters == {} and len(g.hand(a)) == 1  # ETB drew


def test_face_down_detective_turned_face_up_gets_counter():
    g, a, _b = new_game()
    g.add_card(C.PILFERED_PROOF, a, BATTLEFIELD)
    card = g.add_card(C.DETECTIVE, a, HAND)
    g.start(active=a)
    fd = g.put_onto_battlefield(card, face_down=True)
    g.resolve_stack()
    assert fd.counters == {}
    ch = g.chars(fd)
    assert (ch.name, ch.power, ch.toughness, ch.subtypes) == ("", 2, 2, set())
    g.turn_face_up(fd)
    g.resolve_stack()
    assert fd.counters == {"+1/+1": 1} and g.chars(fd).power == 2


def test_trampled_garden_distributes_counters():
    g, a, _b = new_game()
    lands(g, a, C.FOREST, 3)
    b1 = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    b2 = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    garden = g.add_card(C.TRAMPLED_GARDEN, a, HAND)
    g.agents[a.index] = ScriptedAgent([("targets", [b1, b2]), ("distribute", [1, 1])])
    g.start(active=a)
    g.cast(a, garden)
    g.resolve_stack()
    assert b1.counters == {"+1/+1": 1} and b2.counters == {"+1/+1": 1}


def test_distribution_must_give_each_target_at_least_one():
    g, a, _b = new_game()
    b1 = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    b2 = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.add_card(C.TRAMPLED_GARDEN, a, HAND)
    g.agents[a.index] = ScriptedAgent([("targets", [b1, b2]), ("distribute", [2, 0])])
    g.start(active=a)
    with pytest.raises(ScriptError, match="at least 1"):
        g.put_onto_battlefield(g.hand(a)[0])
        g.resolve_stack()


def test_shattered_pact_search_and_solved_combat_trigger():
    g, a, _b = new_game()
    g.add_card(C.MOUNTAIN, a, "library", position="bottom")
    lands(g, a, C.ISLAND, 2)
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    pact = g.add_card(C.SHATTERED_PACT, a, HAND)
    mountain = g.library(a)[-1]
    g.agents[a.index] = ScriptedAgent([("cards", [mountain])], fallback=None)
    g.start(active=a)
    g.cast(a, pact)
    g.resolve_stack()
    assert [c.name for c in g.hand(a)] == ["Mountain"]
    assert events(g, Revealed) and events(g, Shuffled)
    perm = g.current(pact.card_key)
    perm.solved = True
    g.agents[a.index] = ScriptedAgent([("targets", [bear])])
    g.pass_until("beginning_of_combat")
    g.resolve_stack()
    assert {"flying", "double strike", "vigilance"} <= set(g.chars(bear).abilities)


def test_delayed_trigger_fires_once_at_next_end_step():
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    hits: list[int] = []
    g.create_delayed_trigger(
        TriggeredAbility(
            trigger=fx.at_beginning_of("end", "each"), effect=lambda g2, r: hits.append(g2.turn)
        ),
        bear,
        a,
    )
    g.pass_until("main1", turn=3)
    assert hits == [1]


def test_reflexive_trigger_when_you_do():
    g, a, _b = new_game()
    g.add_cards(C.GRIZZLY_BEARS, a, 3, zone="graveyard")
    giant = g.add_card(C.HILL_GIANT, a, BATTLEFIELD)

    def then(g2, r):
        for c in g2.creatures():
            g2.deal_damage(r.source, c, r.recall("x"))

    def maybe(g2, r):
        if g2.ask_may(r.controller, "Collect evidence 4?") and g2.collect_evidence(r.controller, 4):
            r.remember("x", 4)
            g2.reflexive_trigger(TriggeredAbility(trigger=lambda *_: False, effect=then), r)

    src = CardDefinition("Evidence Bomb", "{1}", types=("artifact",))
    bomb = g.add_card(src, a, BATTLEFIELD)
    g.start(active=a)
    g.create_delayed_trigger(
        TriggeredAbility(trigger=lambda g2, e, s: isinstance(e, ZoneChange), effect=maybe),
        bomb,
        a,
    )
    g.add_card(C.MOUNTAIN, a, BATTLEFIELD)
    g.move(g.library(a)[0], HAND)
    g.resolve_stack()
    assert len(g.exile_zone()) == 2  # two Bears (mana value 2 each)
    assert not g.is_live(giant)


STITCHER = C.creature(
    "Stitcher's Supplier",
    "{B}",
    1,
    1,
    TriggeredAbility(
        trigger=lambda g, e, s: fx.when_self_enters(g, e, s) or fx.when_self_dies(g, e, s),
        effect=lambda g, r: g.mill(r.controller, 3),
        text="When this creature enters or dies, mill three cards.",
    ),
    subtypes=("zombie",),
)


def test_dies_trigger_looks_back_in_time():
    g, a, _b = new_game()
    sup = g.add_card(STITCHER, a, BATTLEFIELD)
    g.start(active=a)
    g.destroy(sup)
    g.resolve_stack()
    assert len(g.graveyard(a)) == 4  # the Supplier and three milled cards


def _incinerate(g, r):
    x = g.ask_x(r.controller, "Collect evidence X")
    if x and g.collect_evidence(r.controller, x):
        r.remember("x", x)
        r.remember("player", r.event.target)
        g.reflexive_trigger(
            TriggeredAbility(
                trigger=lambda *_: False,
                effect=lambda g2, r2: [
                    g2.deal_damage(r2.source, c, r2.recall("x"))
                    for c in g2.creatures(r2.recall("player"))
                ],
            ),
            r,
        )


INCINERATOR = C.creature(
    "Incinerator of the Guilty",
    "{4}{R}{R}",
    6,
    6,
    "flying",
    "trample",
    TriggeredAbility(
        trigger=fx.whenever_self_deals_combat_damage_to_player,
        effect=_incinerate,
        optional=True,
        text="may collect evidence X; when you do, X damage to each creature",
    ),
    subtypes=("dragon",),
)


def test_incinerator_collects_evidence_and_reflexively_deals_x():
    g, a, b = new_game()
    inc = g.add_card(INCINERATOR, a, BATTLEFIELD)
    giant = g.add_card(C.HILL_GIANT, b, BATTLEFIELD)
    g.add_cards(C.HILL_GIANT, a, 1, zone="graveyard")  # mana value 4
    evidence = g.graveyard(a)[0]
    g.agents[a.index] = ScriptedAgent([("may", True), ("x", 3), ("cards", [evidence])])
    g.start(active=a)
    g.pass_until("declare_attackers")
    g.declare_attackers([inc])
    g.pass_until("end_of_combat")
    g.resolve_stack()
    assert b.life == 14 and giant.damage == 3 and not g.graveyard(a)
