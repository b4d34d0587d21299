"""Costs that take the card itself from another zone: "Discard ~" works from your hand and
"Exile ~ from your graveyard" from your graveyard (CR 113.6, 602.2, 701.9a). Their behaviour
is played in ``tests/scenarios/delayed_and_costs/``."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of


def _creature(line: str) -> str:
    return f"Probe {{1}}\nCreature — Spirit\n{line}\n2/2\n"


def test_discard_this_works_from_the_hand() -> None:
    (activated,) = abilities_of(_creature("{1}, Discard Probe: Draw a card."))
    assert isinstance(activated, ir.ActivatedAbility)
    assert activated.cost.discard_self and activated.cost.discard == 0
    assert activated.zones == (ir.ZoneName.HAND,)


def test_exile_this_from_your_graveyard_works_from_the_graveyard() -> None:
    (activated,) = abilities_of(
        _creature("{1}, Exile Probe from your graveyard: Draw a card. Activate only as a sorcery.")
    )
    assert isinstance(activated, ir.ActivatedAbility)
    assert activated.cost.exile_self and not activated.cost.discard_self
    assert activated.zones == (ir.ZoneName.GRAVEYARD,)
    assert activated.timing is ir.Timing.SORCERY


def test_exile_this_as_before_works_from_the_battlefield() -> None:
    (activated,) = abilities_of(_creature("{1}, Exile Probe: Draw a card."))
    assert isinstance(activated, ir.ActivatedAbility)
    assert activated.cost.exile_self and activated.zones == (ir.ZoneName.BATTLEFIELD,)


def test_a_mana_ability_exiling_this_from_the_hand_works_from_the_hand() -> None:
    """ "Exile ~ from your hand: Add {G}." (the spirit guides, CR 113.6b): a mana ability that
    works from the hand, not from the battlefield (tests/scenarios/hand_mana51)."""
    (mana,) = abilities_of(_creature("Exile Probe from your hand: Add {G}."))
    assert isinstance(mana, ir.ManaAbility)
    assert mana.cost is not None and mana.cost.exile_self
    assert mana.zones == (ir.ZoneName.HAND,)
