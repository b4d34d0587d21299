"""Lands have the intrinsic mana ability of each of their basic land types (CR 305.6), from
the type line, not from reminder text (CR 207.2)."""

from __future__ import annotations

from karlov.runtime import Game
from karlov.runtime.abilities import ActivatedAbility
from karlov.scenario import definitions_from_text

CARDS = definitions_from_text(
    "Badlands\nLand — Swamp Mountain\n\n"
    "Bare Forest\nBasic Land — Forest\n\n"
    "Forest\nBasic Land — Forest\n({T}: Add {G}.)\n\n"
    "Night Bears {1}{B}{R}\nCreature — Bear\n3/3\n\n"
    "Reminded Badlands\nLand — Swamp Mountain\n({T}: Add {B} or {R}.)\n"
)


def _mana_abilities(game: Game, obj) -> list[ActivatedAbility]:
    return [
        a
        for a in game.chars(obj).abilities
        if isinstance(a, ActivatedAbility) and a.is_mana_ability
    ]


def test_a_dual_land_without_text_taps_for_both_colors() -> None:
    game = Game(("Alice", "Bob"), seed=1)
    lands = [game.add_card(CARDS["Badlands"], "Alice", "battlefield") for _ in range(3)]
    bears = game.add_card(CARDS["Night Bears"], "Alice", "hand")
    game.start(active="Alice")
    assert sorted(a.mana for a in _mana_abilities(game, lands[0])) == [(("B",),), (("R",),)]
    game.cast("Alice", bears)  # {1}{B}{R} from three Badlands
    game.resolve_stack()
    assert game.permanents("Alice", lambda g, o: o.name == "Night Bears")
    assert all(land.tapped for land in lands)


def test_a_basic_land_written_without_reminder_text_has_its_mana_ability() -> None:
    game = Game(("Alice", "Bob"), seed=1)
    bare = game.add_card(CARDS["Bare Forest"], "Alice", "battlefield")
    assert [a.mana for a in _mana_abilities(game, bare)] == [(("G",),)]


def test_the_reminder_text_does_not_add_a_second_ability() -> None:
    game = Game(("Alice", "Bob"), seed=1)
    forest = game.add_card(CARDS["Forest"], "Alice", "battlefield")
    assert len(_mana_abilities(game, forest)) == 1


def test_a_dual_land_with_its_reminder_text_parses_and_taps_for_each_color() -> None:
    """ "({T}: Add {B} or {R}.)" parses; it is reminder text, so the abilities still come from
    the land types (CR 305.6, 207.2): one for each, not a third."""
    game = Game(("Alice", "Bob"), seed=1)
    land = game.add_card(CARDS["Reminded Badlands"], "Alice", "battlefield")
    assert sorted(a.mana for a in _mana_abilities(game, land)) == [(("B",),), (("R",),)]
