"""The runtime plays IR (issue 7): it builds ability objects from :mod:`karlov.ir` alone and
never loads the front end or the compiler."""

from __future__ import annotations

from collections.abc import Callable

from karlov import ir
from karlov.runtime import BATTLEFIELD, GRAVEYARD, Flashback, Game
from karlov.runtime.build import card_definition
from karlov.runtime.errors import IllegalAction


def test_importing_the_runtime_loads_neither_the_front_end_nor_the_compiler(
    karlov_modules_after: Callable[[str], list[str]],
) -> None:
    loaded = karlov_modules_after(
        "import karlov.runtime, karlov.runtime.build, karlov.runtime.game"
    )
    assert "karlov.runtime.build" in loaded
    assert [m for m in loaded if m.startswith(("karlov.frontend", "karlov.compiler"))] == []


def _card(*abilities: ir.Ability, types: tuple[str, ...] = ("creature",)) -> ir.Card:
    return ir.Card(
        "Probe",
        "{1}",
        supertypes=(),
        types=types,
        subtypes=("bear",),
        power=2,
        toughness=2,
        abilities=abilities,
    )


def test_a_card_is_built_from_its_ir_without_text() -> None:
    definition = card_definition(
        _card(
            ir.KeywordAbility("flying"),
            ir.KeywordAbility("flashback", cost=ir.Cost(mana="{2}{R}")),
            ir.ManaAbility(("G",), text="{T}: Add {G}."),
        )
    )
    assert (definition.name, definition.power, definition.types) == (
        "Probe",
        2,
        frozenset({"creature"}),
    )
    flying, flashback, mana = definition.abilities
    assert flying == "flying"
    assert isinstance(flashback, Flashback) and str(flashback.cost) == "{2}{R}"
    assert mana.is_mana_ability and mana.mana == (("G",),)


def test_a_gated_flashback_built_from_ir_needs_the_solved_case() -> None:
    """CR 702.169d: "Solved — Flashback" is usable only while the Case is solved."""
    definition = card_definition(
        _card(
            ir.KeywordAbility("flashback", cost=ir.Cost(mana="{1}"), gate=True),
            types=("sorcery",),
        )
    )
    game = Game(("Alice", "Bob"), seed=1)
    alice = game.players[0]
    for _ in range(3):
        game.add_card(
            card_definition(_card(ir.ManaAbility(("R",)), types=("land",))), alice, BATTLEFIELD
        )
    card = game.add_card(definition, alice, GRAVEYARD)
    game.start(active=alice)
    try:
        game.cast(alice, card)
    except IllegalAction as error:
        assert "permission" in str(error)
    else:
        raise AssertionError("an ungated flashback was used")
