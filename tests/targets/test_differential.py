"""Differential: the same situation played in karlov and in phase, with the phase card data
``karlov build --target phase`` generates from the IR (issue 8).

Each situation is played in phase first; what phase ends with (life totals, the zone of each
object, whether the Case is solved, power/toughness under a Solved static) becomes the
``[[expect]]`` of a karlov scenario of the same situation, which must pass. So a disagreement
fails the test with karlov's report of the differing value.

Covered: Gateway Express (solved by a history condition -- three creatures attacked -- then
its gated Solved static), Gorgon's Kiss (solved by three creature cards put into graveyards
this turn, then its gated Solved static makes it a 4/4 creature) and Crimson Pulse (solved with
an empty hand, then its gated Solved upkeep trigger). The other printed Cases are not covered
yet: the compiler does not lower their triggered and activated abilities to IR yet, and no
hand-built IR of them exists in ``case_ir.py``.
"""

from __future__ import annotations

import json

import pytest

from karlov.scenario import run_scenario
from karlov.targets.build import build

from .case_ir import case_ir

phase = pytest.importorskip("phase", reason="phase-python (the extra 'phase') is not installed")

from . import phase_cards  # noqa: E402
from .phase_harness import PhaseGame, load_engine, new_game  # noqa: E402

DECK = ["Mountain"] * 30


def _engine(key: str) -> phase.Engine:
    card = case_ir(key)
    assert card is not None
    generated = json.loads(build([card], "phase", allow_partial=True).files["card_data.json"])
    data = {c["name"].lower(): c for c in (phase_cards.mountain(), phase_cards.bears())}
    data.update(generated)
    return load_engine(json.dumps(data))


def _karlov(setup: dict, actions: list[dict], expect: list[dict]) -> None:
    result = run_scenario({"title": "differential", **setup, "actions": actions,
                           "expect": expect})  # fmt: skip
    assert result.passed, result.report()


def test_gateway_express_solves_after_three_attackers_and_pumps_your_creatures() -> None:
    name = "Case of the Gateway Express"
    game: PhaseGame = new_game(
        _engine("gateway_express"), DECK + [name] * 4 + ["Grizzly Bears"] * 10, DECK
    )
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    bears = [game.put("Grizzly Bears", "Battlefield") for _ in range(3)]
    for bear in bears:
        game.ready(bear)
    game.attack(bears)
    game.pass_until(lambda g: g.step == "End")
    game.resolve_stack()
    observed = {
        "solved": game.is_solved(case),
        "alice": game.life(0),
        "bob": game.life(1),
        "pt": game.power_toughness(bears[0]),
    }
    assert observed["solved"] is True  # the situation reaches the solve in phase
    power, toughness = observed["pt"]
    _karlov(
        {"setup": {"step": "precombat main"},
         "players": {"alice": {"battlefield": [name, "Grizzly Bears", "Grizzly Bears",
                                               "Grizzly Bears"]}, "bob": {}}},
        [{"do": "attack", "attackers": ["Grizzly Bears"] * 3},
         {"do": "pass_to", "step": "end"}, {"do": "resolve"}],
        [{"card": name, "solved": observed["solved"]},
         {"player": "alice", "life": observed["alice"]},
         {"player": "bob", "life": observed["bob"]},
         {"card": "Grizzly Bears", "pt": f"{power}/{toughness}"}],
    )  # fmt: skip


def test_gorgons_kiss_solves_after_three_creature_cards_die_and_becomes_a_4_4() -> None:
    name = "Case of the Gorgon's Kiss"
    game: PhaseGame = new_game(
        _engine("gorgons_kiss"), DECK + [name] * 4, DECK + ["Grizzly Bears"] * 10
    )
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    bears = [game.put("Grizzly Bears", "Battlefield", owner=1) for _ in range(3)]
    unsolved_pt = game.power_toughness(case)
    for bear in bears:
        game.move(bear, "Graveyard")
    game.pass_until(lambda g: g.step == "End")
    game.resolve_stack()
    assert game.is_solved(case)
    assert unsolved_pt == (None, None)  # the gated Solved static waited for the solving
    power, toughness = game.power_toughness(case)
    graveyard = game.zone_names(1, "Graveyard")
    _karlov(
        {"players": {"alice": {"battlefield": [name, "Mountain", "Mountain", "Mountain"],
                               "hand": ["Shock", "Shock", "Shock"]},
                     "bob": {"battlefield": ["Grizzly Bears"] * 3}}},
        [*[a for _ in range(3) for a in ({"do": "cast", "card": "Shock",
                                          "targets": ["Grizzly Bears"]}, {"do": "resolve"})],
         {"do": "pass_to", "step": "end"}, {"do": "resolve"}],
        [{"card": name, "solved": True}, {"card": name, "pt": f"{power}/{toughness}"},
         {"player": "bob", "graveyard": graveyard},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


def test_crimson_pulse_solves_with_an_empty_hand_and_its_solved_upkeep_trigger_refills() -> None:
    name = "Case of the Crimson Pulse"
    game: PhaseGame = new_game(_engine("crimson_pulse"), DECK + [name] * 4, DECK)
    game.go_to("PreCombatMain")
    for card_id in list(game.ids_named("Mountain", zone="Hand")):
        game.move(card_id, "Graveyard")  # an empty hand: the To solve condition holds
    case = game.put(name, "Battlefield")
    for card_id in list(game.ids_named(name, zone="Hand")):
        game.move(card_id, "Graveyard")
    game.pass_until(lambda g: g.step == "End")
    game.resolve_stack()
    assert game.is_solved(case)
    game.pass_until(lambda g: g.turn == 3 and g.step == "Upkeep")
    game.resolve_stack()
    hand_after_upkeep = len(game.zone_names(0, "Hand"))
    assert hand_after_upkeep == 2  # the gated Solved trigger resolved (before the draw step)
    _karlov(
        {"players": {"alice": {"battlefield": [name], "library": ["Mountain"] * 10},
                     "bob": {"library": ["Mountain"] * 10}}},
        [{"do": "pass_to", "step": "end"}, {"do": "resolve"},
         {"do": "pass_to", "turn": 3, "step": "upkeep"}, {"do": "resolve"}],
        [{"card": name, "solved": game.is_solved(case)},
         {"player": "alice", "hand_count": hand_after_upkeep},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip
