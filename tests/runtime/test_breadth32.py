"""Issue 21's families of this session, where a scenario can't ask: the IR the compiler
lowers them to (a window of the turn, support's targets, the cost that exiles cards), the
readings it refuses (C001, never a reading chosen), and the runtime's verbs on a game built
by hand (proliferate, bolster, explore with an empty library)."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.runtime import execute
from karlov.runtime.abilities import Resolution
from karlov.runtime.agent import ScriptedAgent
from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, GRAVEYARD, LIBRARY, GameObject, Player

from . import cards as C
from .helpers import new_game


def abilities_of(text: str) -> tuple[ir.Ability, ...]:
    """The IR abilities of the one card of ``text``, which must compile with no C001."""
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert compiled.ok, [d.render() for d in compiled.diagnostics]
    assert compiled.ir is not None
    return compiled.ir.abilities


def c001_of(text: str) -> list[str]:
    """The C001 messages of the one card of ``text``."""
    (card,) = karlov.parse(text)
    return [d.message for d in compile_card(card).diagnostics if d.code == "C001"]


def _card(name: str, type_line: str, rules: str, pt: str = "") -> str:
    return f"{name} {{2}}\n{type_line}\n{rules}\n" + (f"{pt}\n" if pt else "")


# ---- activation windows (CR 602.5b) ----------------------------------------------------------


@pytest.mark.parametrize(
    ("window", "steps", "yours"),
    [
        ("during your upkeep", ("upkeep",), True),
        ("during your draw step", ("draw",), True),
        ("during your end step", ("end",), True),
        (
            "during your turn, before attackers are declared",
            ("upkeep", "draw", "main1", "beginning_of_combat"),
            True,
        ),
        (
            "before attackers are declared",
            ("upkeep", "draw", "main1", "beginning_of_combat"),
            False,
        ),
        ("during the declare blockers step", ("declare_blockers",), False),
        ("during any upkeep step", ("upkeep",), False),
    ],
)
def test_an_activation_window_is_a_condition_on_the_turn(
    window: str, steps: tuple[str, ...], yours: bool
) -> None:
    text = _card("Window Test", "Artifact", f"{{T}}: You gain 1 life. Activate only {window}.")
    (ability,) = abilities_of(text)
    assert isinstance(ability, ir.ActivatedAbility)
    condition = ability.condition
    assert isinstance(condition, ir.InTurnWindow)
    assert (condition.steps, condition.yours) == (steps, yours)


def test_a_window_and_once_each_turn() -> None:
    text = _card(
        "Window Test",
        "Artifact",
        "{T}: You gain 1 life. Activate only during your upkeep and only once each turn.",
    )
    (ability,) = abilities_of(text)
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.max_per_turn == 1
    assert isinstance(ability.condition, ir.InTurnWindow)


# ---- not untapping (CR 502.3) ------------------------------------------------------------------


@pytest.mark.parametrize(
    "rules",
    [
        "Enchant creature\nEnchanted creature doesn't untap during your untap step.",
        "Each creature doesn't untap during your untap step.",
    ],
)
def test_your_untap_step_of_permanents_another_player_may_control_is_refused(rules: str) -> None:
    """'your untap step' of an Aura's creature, or of everyone's creatures, is not their
    controller's: not read as the doesnt_untap restriction."""
    found = c001_of(_card("Untap Test", "Enchantment — Aura", rules))
    reason = "not untapping during the untap step of this player"
    assert f"the rules runtime cannot execute this yet: {reason}" in found


def test_each_land_you_control_doesnt_untap_during_your_untap_step() -> None:
    (ability,) = abilities_of(
        _card(
            "Untap Test",
            "Enchantment",
            "Each land you control doesn't untap during your untap step.",
        )
    )
    assert isinstance(ability, ir.StaticAbility)
    (restriction,) = ability.restrictions
    assert restriction.kind == "doesnt_untap"
    assert restriction.affected.filter is not None
    assert restriction.affected.filter.controller == ir.Players("you")


# ---- support (CR 701.41a) ----------------------------------------------------------------------


def test_support_on_a_permanent_targets_other_creatures() -> None:
    (ability,) = abilities_of(
        _card("Support Test", "Creature — Lizard", "When this creature enters, support 2.", "1/1")
    )
    assert isinstance(ability, ir.TriggeredAbility)
    (target,) = ability.targets
    assert (target.minimum, target.maximum) == (0, 2)
    assert target.filter is not None and target.filter.other


def test_support_on_a_sorcery_targets_any_creatures() -> None:
    (ability,) = abilities_of(_card("Support Test", "Sorcery", "Support 3."))
    assert isinstance(ability, ir.SpellAbility)
    (target,) = ability.targets
    assert (target.minimum, target.maximum) == (0, 3)
    assert target.filter is not None and not target.filter.other


def test_support_x_is_refused() -> None:
    assert c001_of(_card("Support Test", "Sorcery", "Support X.")) == [
        "the rules runtime cannot execute this yet: a number X of targets"
    ]


# ---- can't be countered (CR 101.2) --------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "reason"),
    [
        (
            "Creature spells your opponents control can't be countered.",
            "spells of another player that can't be countered",
        ),
        (
            "As long as you control a Forest, this spell can't be countered.",
            "a spell that can't be countered only under a condition",
        ),
    ],
)
def test_cant_be_countered_of_other_spells_or_under_a_condition_is_refused(
    rules: str, reason: str
) -> None:
    found = c001_of(_card("Counter Test", "Enchantment", rules))
    assert f"the rules runtime cannot execute this yet: {reason}" in found


# ---- searching (CR 701.23) -----------------------------------------------------------------------


def test_a_search_for_x_cards_is_refused_not_read_as_none() -> None:
    # X neither announced (no X in the cost) nor defined by "where X is" (CR 107.3); with
    # either it plays (tests/scenarios/search_x52)
    text = _card(
        "Search Test",
        "Sorcery",
        "Search your library for up to X basic land cards, put them into your hand, then shuffle.",
    )
    assert (
        "the rules runtime cannot execute this yet: an X that is neither announced nor defined"
        in c001_of(text)
    )


# ---- the cost that exiles cards from your graveyard (CR 118.3, 406.1) ----------------------------


def test_exiling_cards_from_your_graveyard_is_a_cost_part() -> None:
    (ability,) = abilities_of(
        _card(
            "Exile Test",
            "Artifact",
            "{1}, Exile two creature cards from your graveyard: Draw a card.",
        )
    )
    assert isinstance(ability, ir.ActivatedAbility)
    (part,) = ability.cost.exile_from_graveyard
    assert part.count == 2
    assert part.filter.zone is ir.ZoneName.GRAVEYARD and part.filter.zone_owner is ir.Whose.YOU
    assert [test.any_of for test in part.filter.types] == [("creature",)]


def test_sacrificing_two_other_creatures_keeps_other() -> None:
    (ability,) = abilities_of(
        _card(
            "Sacrifice Test",
            "Artifact Creature — Golem",
            "Sacrifice two other creatures: Draw a card.",
            "1/1",
        )
    )
    assert isinstance(ability, ir.ActivatedAbility)
    (part,) = ability.cost.sacrifices
    assert part.count == 2 and part.filter is not None and part.filter.other


# ---- the runtime's verbs -------------------------------------------------------------------------


def _resolve(action: ir.Action, game: Game, you: Player, source: GameObject) -> None:
    execute.run_effect(action, game, Resolution(game, source, you, targets=[]))


def test_proliferate_gives_one_more_of_each_kind_to_the_chosen_only() -> None:
    game, alice, bob = new_game()
    source = game.add_card(C.GRIZZLY_BEARS, alice, BATTLEFIELD)
    chosen = game.add_card(C.HILL_GIANT, bob, BATTLEFIELD)
    left = game.add_card(C.SERRA_ANGEL, bob, BATTLEFIELD)
    chosen.counters.update({"-1/-1": 1, "charge": 2})
    left.counters["+1/+1"] = 1
    bob.poison = 3
    game.agents[alice.index] = ScriptedAgent([[chosen, bob]])
    _resolve(ir.Action(ir.Verb.PROLIFERATE), game, alice, source)
    assert chosen.counters == {"-1/-1": 2, "charge": 3}
    assert left.counters == {"+1/+1": 1}
    assert bob.poison == 4 and alice.poison == 0


def test_bolster_picks_the_least_toughness_among_your_creatures() -> None:
    game, alice, bob = new_game()
    source = game.add_card(C.HILL_GIANT, alice, BATTLEFIELD)
    small = game.add_card(C.SAVANNAH_LIONS, alice, BATTLEFIELD)
    theirs = game.add_card(C.SAVANNAH_LIONS, bob, BATTLEFIELD)
    _resolve(ir.Action(ir.Verb.BOLSTER, amount=ir.Fixed(2)), game, alice, source)
    assert small.counters == {"+1/+1": 2}
    assert not source.counters and not theirs.counters


def test_bolster_with_no_creature_does_nothing() -> None:
    game, alice, _bob = new_game()
    source = game.add_card(C.ISLAND, alice, BATTLEFIELD)
    _resolve(ir.Action(ir.Verb.BOLSTER, amount=ir.Fixed(1)), game, alice, source)
    assert not any(obj.counters for obj in game.zone_objects(BATTLEFIELD))


def test_explore_with_an_empty_library_still_puts_the_counter() -> None:
    """CR 701.44a-b: no card is revealed, so none is a land: the counter is put."""
    game, alice, _bob = new_game(library=0)
    explorer = game.add_card(C.GRIZZLY_BEARS, alice, BATTLEFIELD)
    assert game.library(alice) == []
    _resolve(ir.Action(ir.Verb.EXPLORE), game, alice, explorer)
    assert explorer.counters == {"+1/+1": 1}


def test_explore_a_land_goes_to_hand_and_no_counter() -> None:
    game, alice, _bob = new_game(library=0)
    game.add_card(C.FOREST, alice, LIBRARY)
    explorer = game.add_card(C.GRIZZLY_BEARS, alice, BATTLEFIELD)
    _resolve(ir.Action(ir.Verb.EXPLORE), game, alice, explorer)
    assert [card.name for card in game.hand(alice)] == ["Forest"]
    assert game.library(alice) == []
    assert not explorer.counters


def test_explore_of_a_permanent_gone_uses_its_last_controller() -> None:
    """CR 701.44c: the explorer left the battlefield; its last controller still reveals, and
    the nonland card may go to the graveyard, but no counter is put on anything."""
    game, alice, _bob = new_game(library=0)
    game.add_card(C.HILL_GIANT, alice, LIBRARY)
    explorer = game.add_card(C.GRIZZLY_BEARS, alice, BATTLEFIELD)
    game.move(explorer, GRAVEYARD)
    game.agents[alice.index] = ScriptedAgent([True])
    _resolve(ir.Action(ir.Verb.EXPLORE), game, alice, explorer)
    assert game.library(alice) == []
    assert sorted(c.name for c in game.graveyard(alice)) == ["Grizzly Bears", "Hill Giant"]
    assert not any(obj.counters for obj in game.zone_objects(BATTLEFIELD))


# ---- "then shuffle and put that card on top" (CR 701.23, 401.1) -------------------------------


def test_put_on_top_moves_the_found_card_within_the_library() -> None:
    """The card stays in the library: the same object, no zone change (CR 400.7)."""
    game, alice, _bob = new_game(library=0)
    found = game.add_card(C.ISLAND, alice, LIBRARY)
    other = game.add_card(C.FOREST, alice, LIBRARY)
    assert game.library(alice) == [other, found]
    placed = game.place_in_library(found, "top")
    assert placed is found and game.library(alice) == [found, other]
