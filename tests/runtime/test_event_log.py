"""The event log reads like a judge's account: values as they were when each event happened, in
the order things happened (CR 120.3, 500-510, 608.2), one line per happening."""

from __future__ import annotations

from karlov.runtime.events import (
    BlockersDeclared,
    CardDrawn,
    DamageDealt,
    Destroyed,
    LifeGained,
    LifeLost,
    StepBegan,
)
from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, HAND

from . import cards as C
from .helpers import events, lands, new_game


def _index(lines: list[str], text: str) -> int:
    found = [i for i, line in enumerate(lines) if text in line]
    assert len(found) == 1, (text, lines)
    return found[0]


def test_life_totals_are_the_ones_at_the_time_of_the_event():
    g, a, b = new_game()
    lands(g, a, C.MOUNTAIN, 2)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    shock = g.add_card(C.SHOCK, a, HAND)
    g.start(active=a)
    g.cast(a, bolt, targets=[b])
    g.resolve_stack()
    g.cast(a, shock, targets=[b])
    g.resolve_stack()
    g.gain_life(b, 4)
    lost = events(g, LifeLost)
    assert [str(e) for e in lost] == ["Bob loses 3 life (now 17)", "Bob loses 2 life (now 15)"]
    (gained,) = events(g, LifeGained)
    assert str(gained) == "Bob gains 4 life (now 19)"


def test_damage_is_logged_before_the_life_loss_it_causes():
    g, a, b = new_game()
    lands(g, a, C.MOUNTAIN, 1)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.start(active=a)
    g.cast(a, bolt, targets=[b])
    g.resolve_stack()
    lines = g.log_lines()
    damage = _index(lines, "deals 3 damage to Bob")
    loss = _index(lines, "Bob loses 3 life")
    assert damage < loss
    # "Lightning Bolt resolves" comes before what it does (CR 608.2).
    resolves = next(i for i, line in enumerate(lines) if line.endswith("resolves"))
    assert resolves < damage
    kinds = [type(e) for e in g.log if isinstance(e, DamageDealt | LifeLost)]
    assert kinds == [DamageDealt, LifeLost]


def test_combat_damage_comes_after_the_combat_damage_step_begins():
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.pass_until("declare_attackers")
    g.declare_attackers([bear])
    g.pass_until("end_of_combat")
    lines = g.log_lines()
    step = _index(lines, "combat damage step begins")
    damage = _index(lines, "deals 2 combat damage to Bob")
    assert step < damage < _index(lines, "Bob loses 2 life (now 18)")


def test_the_draw_comes_after_the_draw_step_begins():
    g, a, b = new_game()
    g.start(active=a, step="end")
    g.pass_until("main1")
    order = [
        type(e)
        for e in g.log
        if isinstance(e, CardDrawn) or (isinstance(e, StepBegan) and e.step == "draw")
    ]
    assert order == [StepBegan, CardDrawn]
    assert f"Bob draws {g.hand(b)[0]}" in g.log_lines()


def test_blockers_are_declared_by_the_defending_player():
    g, a, b = new_game()
    giant = g.add_card(C.HILL_GIANT, a, BATTLEFIELD)
    bear = g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD)
    g.start(active=a)
    g.pass_until("declare_attackers")
    g.declare_attackers([giant])
    g.pass_until("declare_blockers")
    g.declare_blockers({bear: giant})
    (ev,) = events(g, BlockersDeclared)
    assert ev.player is b
    assert str(ev) == f"Bob declares blockers: {bear} blocks {giant}"


def test_no_blockers_line():
    g, a, b = new_game()
    giant = g.add_card(C.HILL_GIANT, a, BATTLEFIELD)
    g.start(active=a)
    g.pass_until("declare_attackers")
    g.declare_attackers([giant])
    g.pass_until("declare_blockers")
    g.declare_blockers({})
    (ev,) = events(g, BlockersDeclared)
    assert ev.player is b and str(ev) == "Bob declares no blockers"


def test_a_creature_dying_is_one_line_naming_the_creature_that_died():
    g, a, b = new_game()
    lands(g, a, C.MOUNTAIN, 1)
    bear = g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.start(active=a)
    g.cast(a, bolt, targets=[bear])
    g.resolve_stack()
    assert str(g.graveyard(b)[0]) == str(bear)
    lines = [line for line in g.log_lines() if "Grizzly Bears" in line]
    assert lines == [
        f"Alice casts {bolt} from hand targeting {bear}",
        f"{bolt} deals 3 damage to {bear}",
        f"{bear} dies (lethal damage, CR 704.5g)",
    ]
    # The Destroyed event still happened (for abilities that look for it).
    (destroyed,) = events(g, Destroyed)
    assert destroyed.obj.obj is bear


def test_sacrifice_is_one_line():
    g, a, _b = new_game()
    altar = g.add_card(C.ALTAR, a, BATTLEFIELD)
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.activate(a, altar, 0, sacrifice=[bear])
    lines = [line for line in g.log_lines() if str(bear) in line]
    assert lines == [f"{bear} dies (sacrificed by Alice)"]
    assert str(g.graveyard(a)[0]) == str(bear)  # the same card in the log, a new object


def test_mana_payment_is_one_line_per_source():
    g, a, _b = new_game()
    forests = lands(g, a, C.FOREST, 2)
    bears = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.start(active=a)
    g.cast(a, bears)
    lines = g.log_lines()
    assert [line for line in lines if "Forest" in line] == [
        f"Alice taps {forests[0]} for {{G}}",
        f"Alice taps {forests[1]} for {{G}}",
    ]
    assert not any("becomes tapped" in line or "adds {G}" in line for line in lines)


def test_triggered_ability_line_names_its_source():
    g, a, _b = new_game()
    lands(g, a, C.MOUNTAIN, 3)
    case = g.add_card(C.CRIMSON_PULSE, a, HAND)
    g.start(active=a)
    g.cast(a, case)
    g.resolve_stack()
    new = g.battlefield[-1]
    assert f"{new}'s triggered ability goes on the stack: discard, draw two" in g.log_lines()


def test_attack_is_one_line():
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    lions = g.add_card(C.SAVANNAH_LIONS, a, BATTLEFIELD)
    g.start(active=a)
    g.pass_until("declare_attackers")
    g.declare_attackers([bear, lions])
    assert bear.tapped and lions.tapped
    lines = [line for line in g.log_lines() if "Grizzly Bears" in line]
    assert lines == [f"Alice attacks Bob with {bear}, {lions}"]


def test_counter_lines_read_well():
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.put_counters(bear, "+1/+1", 1)
    g.put_counters(bear, "+1/+1", 2)
    g.remove_counters(bear, "+1/+1", 3)
    assert g.log_lines()[-3:] == [
        f"A +1/+1 counter is put on {bear}",
        f"2 +1/+1 counters are put on {bear}",
        f"3 +1/+1 counters are removed from {bear}",
    ]


def test_every_log_line_starts_with_a_capital():
    """Player names as written in a scenario may be lower case; a log sentence still starts
    with a capital."""
    g = Game(("alice", "bob"), seed=1)
    a, b = g.players
    g.add_cards(C.ISLAND, a, 5)
    g.add_cards(C.ISLAND, b, 5)
    lands(g, a, C.MOUNTAIN, 1)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.start(active=a)
    g.cast(a, bolt, targets=[b])
    g.resolve_stack()
    lines = g.log_lines()
    assert "Alice casts Lightning Bolt#" in "\n".join(lines)
    assert all(line[:1].isupper() for line in lines), lines


def test_an_ability_resolving_is_one_line_before_what_it_does():
    # CR 608.2: the ability resolves, then its instructions are followed; the log tells the
    # resolution once (one line per happening), before the damage it deals.
    g, a, b = new_game()
    sorcerer = g.add_card(C.PRODIGAL_SORCERER, a, BATTLEFIELD)
    g.start(active=a)
    g.activate(a, sorcerer, 0, targets=[b])
    g.resolve_stack()
    lines = g.log_lines()
    resolves = _index(lines, f"Ability of {sorcerer} resolves")
    assert resolves < _index(lines, "deals 1 damage to Bob")
