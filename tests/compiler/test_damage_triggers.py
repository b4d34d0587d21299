"""Damage triggers (CR 120.3, 510.2, 603.2): "is dealt damage", "deals damage", "deals [combat]
damage to a player" lowered to IR, and the readings the runtime can't honour refused (C001)."""

from __future__ import annotations

import pytest

from karlov import ir

from .lowering import abilities_of, c001_of

_CREATURE = "Test Bear {{1}}{{G}}\nCreature — Bear\n{text}\n2/2\n"
_EQUIPMENT = "Test Blade {{2}}\nArtifact — Equipment\n{text}\nEquip {{2}}\n"


def _trigger(text: str, card: str = _CREATURE) -> ir.EventTrigger:
    (ability,) = [a for a in abilities_of(card.format(text=text)) if hasattr(a, "trigger")]
    trigger = ability.trigger  # type: ignore[attr-defined]
    assert isinstance(trigger, ir.EventTrigger)
    return trigger


def test_is_dealt_damage_self() -> None:
    trigger = _trigger("Whenever Test Bear is dealt damage, you gain that much life.")
    assert (trigger.event, trigger.subject) == ("is_dealt_damage", None)


def test_deals_damage_self() -> None:
    trigger = _trigger("Whenever Test Bear deals damage, you gain that much life.")
    assert (trigger.event, trigger.subject) == ("deals_damage", None)


def test_deals_damage_to_an_opponent() -> None:
    trigger = _trigger(
        "Whenever Test Bear deals damage to an opponent, that player discards a card."
    )
    assert (trigger.event, trigger.by) == ("damage_to_player", ir.Whose.OPPONENT)


def test_equipped_creature_deals_combat_damage_to_a_player() -> None:
    text = "Whenever equipped creature deals combat damage to a player, draw a card."
    trigger = _trigger(text, _EQUIPMENT)
    assert trigger.event == "combat_damage_to_player"
    assert trigger.subject is not None and trigger.subject.attached_to_source


def test_self_combat_damage_to_a_player_is_unchanged() -> None:
    trigger = _trigger("Whenever Test Bear deals combat damage to a player, draw a card.")
    assert (trigger.event, trigger.subject, trigger.by) == ("combat_damage_to_player", None, None)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            # session 39: "deal combat damage" is read (combat_damage_to_player_one_or_more,
            # tests/compiler/test_replace39g.py); damage of any kind is not
            "Whenever one or more creatures you control deal damage to a player, draw a card.",
            "a trigger on a number of objects at once",
        ),
        (
            # session 38: the source's own damage to a creature is read (deals_damage_to_object,
            # tests/compiler/test_counters38g.py); session 53: another creature's too
            # (EventTrigger.dealer), but "that creature" could name either creature
            "Whenever a creature you control deals damage to a creature, destroy that creature.",
            "'that ...' of the source of the damage",
        ),
        (
            "Whenever Test Bear deals combat damage to defending player, draw a card.",
            "combat damage to a particular player",
        ),
        (
            "Whenever Test Bear attacks, you gain that much life.",
            "'that much' of an event that deals no damage",
        ),
    ],
)
def test_refused(text: str, message: str) -> None:
    assert any(message in m for m in c001_of(_CREATURE.format(text=text))), c001_of(
        _CREATURE.format(text=text)
    )
