"""Kicker (CR 702.33): an optional additional cost chosen as the spell is cast; "if it was
kicked" is an intervening if (CR 603.4); a copy of a kicked spell is kicked (CR 707.10)."""

from __future__ import annotations

import pytest

import karlov
from karlov.compiler.library import CardLibrary
from karlov.runtime import Game, IllegalAction, Kicker, TriggeredAbility
from karlov.scenario import definitions_from_text

GATEKEEPER = (
    "Gatekeeper of Malakir {B}{B}\n"
    "Creature — Vampire Warrior\n"
    "Kicker {B} (You may pay an additional {B} as you cast this spell.)\n"
    "When this creature enters, if it was kicked, target player sacrifices a creature of "
    "their choice.\n"
    "2/2\n"
)


def _game(swamps: int) -> tuple[Game, dict, object, object]:
    library = CardLibrary.bundled()
    game = Game(("Alice", "Bob"))
    alice, bob = game.players
    for _ in range(swamps):
        game.add_card(library.definition("Swamp"), alice, "battlefield")
    game.add_card(library.definition("Grizzly Bears"), bob, "battlefield")
    game.add_card(library.definition("Savannah Lions"), bob, "battlefield")
    cards = definitions_from_text(GATEKEEPER)
    gatekeeper = game.add_card(cards["Gatekeeper of Malakir"], alice, "hand")
    game.start(active=alice)
    return game, cards, gatekeeper, bob


def test_gatekeeper_compiles_to_kicker_and_an_intervening_if_trigger() -> None:
    definition = definitions_from_text(GATEKEEPER)["Gatekeeper of Malakir"]
    kicker, trigger = definition.abilities
    assert isinstance(kicker, Kicker) and str(kicker.cost) == "{B}"
    assert isinstance(trigger, TriggeredAbility) and trigger.intervening_if is not None
    assert [spec.description for spec in trigger.targets] == ["target player"]


def test_kicking_adds_the_kicker_cost_and_the_permanent_remembers_it() -> None:
    game, _, gatekeeper, _ = _game(3)
    spell = game.cast(game.players[0], gatekeeper, kicked=True)
    assert spell.kicked
    assert all(o.tapped for o in game.battlefield if o.name == "Swamp")
    game.resolve_stack()
    # The trigger targets a player chosen by the default agent; whoever it is sacrifices.
    assert sum(1 for o in game.battlefield if game.is_creature(o)) == 2


def test_not_kicked_costs_only_the_mana_cost_and_does_not_trigger() -> None:
    game, _, gatekeeper, _ = _game(3)
    spell = game.cast(game.players[0], gatekeeper, kicked=False)
    assert not spell.kicked
    assert sum(1 for o in game.battlefield if o.name == "Swamp" and not o.tapped) == 1
    game.resolve_stack()
    assert not game.stack
    assert sum(1 for o in game.battlefield if game.is_creature(o)) == 3


def test_kicking_without_the_mana_is_refused() -> None:
    game, _, gatekeeper, _ = _game(2)
    with pytest.raises(IllegalAction):
        game.cast(game.players[0], gatekeeper, kicked=True)


def test_a_spell_without_kicker_cannot_be_kicked() -> None:
    library = CardLibrary.bundled()
    game = Game(("Alice", "Bob"))
    alice = game.players[0]
    game.add_card(library.definition("Forest"), alice, "battlefield")
    game.add_card(library.definition("Forest"), alice, "battlefield")
    bears = game.add_card(library.definition("Grizzly Bears"), alice, "hand")
    game.start(active=alice)
    with pytest.raises(IllegalAction, match="no kicker cost"):
        game.cast(alice, bears, kicked=True)


def test_a_copy_of_a_kicked_spell_is_kicked() -> None:
    game, _, gatekeeper, _ = _game(3)
    alice = game.players[0]
    spell = game.cast(alice, gatekeeper, kicked=True)
    copy = game.copy_spell(spell, alice, new_targets=False)
    assert copy is not None and copy.kicked


def test_was_kicked_of_another_object_is_c001() -> None:
    text = GATEKEEPER.replace("if it was kicked", "if that creature was kicked")
    codes = [d.code for d in karlov.check(text, "g.card")]
    assert codes == ["C001"]
