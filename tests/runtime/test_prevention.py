"""Prevention shields in the runtime (CR 615): the primitives, apart from any card."""

from __future__ import annotations

from karlov.runtime.events import DamagePrevented
from karlov.runtime.objects import BATTLEFIELD
from karlov.runtime.prevention import PreventionShield

from . import cards as C
from .helpers import events, new_game


def test_damage_that_cant_be_prevented_is_dealt_through_a_shield():
    """CR 615.12: a prevention effect does not apply to damage that can't be prevented; the
    shield stays for preventable damage."""
    g, a, b = new_game()
    giant = g.add_card(C.HILL_GIANT, a, BATTLEFIELD)
    g.start(active=a)
    g.add_prevention(PreventionShield("test: prevent the next 2 damage", a, recipients=[b], left=2))
    assert g.deal_damage(giant, b, 3, preventable=False) == 3
    assert b.life == 17 and not events(g, DamagePrevented)
    assert g.deal_damage(giant, b, 3) == 1
    assert b.life == 16


def test_a_this_turn_shield_ends_in_cleanup():
    """CR 514.2, 615.7: a shield that lasts this turn is gone the next turn, unused."""
    g, a, b = new_game()
    giant = g.add_card(C.HILL_GIANT, a, BATTLEFIELD)
    g.start(active=a)
    g.add_prevention(PreventionShield("test: prevent all damage", a, recipients=[b]))
    assert g.deal_damage(giant, b, 3) == 0
    g.next_turn()
    assert g.deal_damage(giant, b, 3) == 3
    assert b.life == 17


def test_a_shield_on_a_creature_ignores_damage_to_its_controller():
    g, a, b = new_game()
    giant = g.add_card(C.HILL_GIANT, a, BATTLEFIELD)
    bear = g.add_card(C.GRIZZLY_BEARS, b, BATTLEFIELD)
    g.start(active=a)
    g.add_prevention(PreventionShield("test", a, recipients=[bear], left=1))
    assert g.deal_damage(giant, b, 2) == 2
    assert g.deal_damage(giant, bear, 2) == 1 and bear.damage == 1
