"""Object identity, zones and last-known information (CR 400.7, 608.2h)."""

from __future__ import annotations

import pytest

from karlov.runtime.errors import IllegalAction
from karlov.runtime.events import ZoneChange
from karlov.runtime.objects import BATTLEFIELD, GRAVEYARD, HAND, STACK

from . import cards as C
from .helpers import events, lands, new_game, resolve


def test_zone_change_makes_a_new_object_each_time():
    g, a, _b = new_game()
    lands(g, a, C.FOREST, 2)
    bear = g.add_card(C.GRIZZLY_BEARS, a, HAND)
    g.start(active=a)
    spell = g.cast(a, bear)
    assert spell.id != bear.id and spell.card_key == bear.card_key
    assert spell.zone == STACK and not g.is_live(bear)
    resolve(g)
    perm = g.current(bear.card_key)
    assert perm is not None and perm.zone == BATTLEFIELD
    assert perm.id not in (bear.id, spell.id)
    assert not g.is_live(spell)


def test_last_known_information_keeps_pumped_power():
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.pump(bear, 3, 3)
    assert g.chars(bear).power == 5
    new = g.destroy(bear)
    assert new is not None and new.zone == GRAVEYARD
    assert g.chars(bear).power == 5  # LKI of the object that left (CR 608.2h)
    assert g.chars(new).power == 2  # the new object has no memory of the pump (CR 400.7)


def test_zone_change_event_carries_old_and_new_objects():
    g, a, _b = new_game()
    bear = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.destroy(bear)
    (ev,) = [e for e in events(g, ZoneChange) if e.died]
    assert ev.old is not None and ev.old.obj is bear
    assert ev.obj is not None and ev.obj.zone == GRAVEYARD and ev.died
    assert "dies" in str(ev)


def test_stale_object_cannot_be_cast():
    g, a, _b = new_game()
    lands(g, a, C.MOUNTAIN, 1)
    bolt = g.add_card(C.LIGHTNING_BOLT, a, HAND)
    g.start(active=a)
    g.move(bolt, GRAVEYARD)
    with pytest.raises(IllegalAction, match="no longer where it was"):
        g.cast(a, bolt, targets=[a])


def test_token_leaving_battlefield_ceases_to_exist():
    g, a, _b = new_game()
    lands(g, a, C.PLAINS, 2)
    alarm = g.add_card(C.RAISE_THE_ALARM, a, HAND)
    g.start(active=a)
    g.cast(a, alarm)
    resolve(g)
    soldiers = [o for o in g.permanents(a) if o.is_token]
    assert len(soldiers) == 2
    g.destroy(soldiers[0])
    g.pass_priority()  # SBA checked before the next priority
    assert all(not o.is_token for o in g.graveyard(a))
    dies = [e for e in events(g, ZoneChange) if e.died]
    assert len(dies) == 1  # it did die (CR 704.5d happens after)
