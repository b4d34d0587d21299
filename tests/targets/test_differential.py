"""Differential: the same situation played in karlov and in phase, with the phase card data
``karlov build --target phase`` generates from the IR (issue 8).

Each situation is played in phase first; what phase ends with (life totals, the zone of each
object, whether the Case is solved, power/toughness under a Solved static) becomes the
``[[expect]]`` of a karlov scenario of the same situation, which must pass. So a disagreement
fails the test with karlov's report of the differing value.

One situation per printed Case, each reaching the solve and then using its gated Solved
ability: Gateway Express (three creatures attacked; +1/+0), Gorgon's Kiss (three creature
cards died; a 4/4), Crimson Pulse (an empty hand; the upkeep refill), Trampled Garden (total
power 8; the attack trigger's counter and trample), Ransacked Lab (four spells; the cast
trigger's draw), Shifting Visage (fifteen cards in the graveyard; the spell copy), Stashed
Skeleton (no suspected Skeleton; the sorcery-speed tutor), Shattered Pact (five colors; the
combat keywords), Pilfered Proof (three Detectives; the extra Clue), Filched Falcon (three
artifacts; the Clue becomes a 4/4 Bird), Locked Hothouse (seven lands; a creature cast from
the top of the library). Two Cases cannot get that far in phase, both limits of phase listed
in the README: Burning Masks (phase cannot count the sources that dealt damage, so its card
data has no To solve trigger: the situation compares its enters trigger and that it stays
unsolved) and Uneaten Feast (solved in both; its Solved ability gives cards in a graveyard a
cast permission, which no phase effect can, so it is not in the card data). The enters
triggers of the Cases those situations put onto the battlefield directly are compared by
casting the Case: Gateway Express, Stashed Skeleton, Shattered Pact, Trampled Garden.

karlov plays the bundled card (its compiled abilities), phase the card data generated from
the compiler's IR of the same card (``case_ir.py``); the test cards besides the Cases are
written as card text here, and phase's faces of them (and of the bundled support cards, Shock
included) are generated from karlov's IR, so both engines play the same cards.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from karlov import compile_card, parse
from karlov.scenario import definitions_from_text, run_scenario
from karlov.targets.build import build
from karlov.targets.phase import PhaseGenerator

from .case_ir import case_ir

phase = pytest.importorskip("phase", reason="phase-python (the extra 'phase') is not installed")

from .phase_harness import PhaseGame, load_engine, new_game  # noqa: E402

DECK = ["Mountain"] * 30


#: Test cards of both engines: a vanilla creature of each color (Shattered Pact's five colors)
#: and a vanilla Detective (Pilfered Proof).
TEST_CARDS = """Test White {W}
Creature — Human
1/1

Test Blue {U}
Creature — Human
1/1

Test Black {B}
Creature — Human
1/1

Test Red {R}
Creature — Human
1/1

Test Green {G}
Creature — Human
1/1

Test Detective {1}{W}
Creature — Human Detective
2/2
"""
COLORED = ["Test White", "Test Blue", "Test Black", "Test Red", "Test Green"]
BUNDLED = Path(__file__).resolve().parents[2] / "karlov" / "cards" / "support"
#: bundled cards whose whole meaning is in the IR (vanilla creatures, basic lands)
SUPPORT = ("mountain", "grizzly_bears", "memnite", "ornithopter", "shock")


def _faces_from_ir(text: str, filename: str = "<test>") -> list[dict]:
    """phase faces generated from karlov's IR of ``text`` (each card in full)."""
    faces = []
    for card in parse(text, filename):
        output = PhaseGenerator().generate(compile_card(card).ir)
        assert output.gaps == (), output.gaps
        faces.append(output.payload)
    return faces


def _engine(*keys: str) -> phase.Engine:
    """phase with the generated card data of the Cases ``keys``, the test cards and the
    support cards, all from karlov's IR."""
    cards = [case_ir(key) for key in keys]
    generated = json.loads(build(cards, "phase", allow_partial=True).files["card_data.json"])
    faces = _faces_from_ir(TEST_CARDS)
    for stem in SUPPORT:
        path = BUNDLED / f"{stem}.card"
        faces += _faces_from_ir(path.read_text(encoding="utf-8"), str(path))
    data = {c["name"].lower(): c for c in faces}
    data.update(generated)
    return load_engine(json.dumps(data))


def _karlov(setup: dict, actions: list[dict], expect: list[dict]) -> None:
    result = run_scenario(
        {"title": "differential", **setup, "actions": actions, "expect": expect},
        cards=definitions_from_text([TEST_CARDS]),
    )
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


def _solve_this_turn(game: PhaseGame, case: int) -> None:
    """Pass to seat 0's end step and let the To solve trigger resolve; it must have solved."""
    game.pass_until(lambda g: g.step == "End")
    game.resolve_stack()
    assert game.is_solved(case)  # the situation reaches the solve in phase


def _to_turn_3(game: PhaseGame, step: str = "PreCombatMain") -> None:
    game.pass_until(lambda g: g.turn == 3 and g.step == step)


SOLVE = [{"do": "pass_to", "step": "end"}, {"do": "resolve"}]


def test_trampled_garden_solves_with_total_power_8_and_its_attack_trigger_pumps() -> None:
    name = "Case of the Trampled Garden"
    game = new_game(_engine("trampled_garden"), DECK + [name] * 2 + ["Grizzly Bears"] * 8, DECK)
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    bears = [game.put("Grizzly Bears", "Battlefield") for _ in range(4)]
    _solve_this_turn(game, case)
    _to_turn_3(game)
    game.attack(bears[:1])
    game.resolve_stack()  # the Solved trigger: its one legal target is the attacker
    game.pass_until(lambda g: g.step == "PostCombatMain")
    power, toughness = game.power_toughness(bears[0])
    assert game.object(bears[0])["keywords"] == ["Trample"]
    _karlov(
        {"players": {"alice": {"battlefield": [name, {"card": "Grizzly Bears", "label": "b1"},
                                               *["Grizzly Bears"] * 3],
                               "library": ["Mountain"] * 5},
                     "bob": {"library": ["Mountain"] * 5}}},
        [*SOLVE, {"do": "pass_to", "turn": 3, "step": "precombat main"},
         {"do": "attack", "attackers": ["b1"]}, {"do": "resolve"},
         {"do": "pass_to", "step": "postcombat main"}],
        [{"card": name, "solved": game.is_solved(case)},
         {"card": "b1", "pt": f"{power}/{toughness}", "keywords": ["trample"],
          "counters": {"+1/+1": game.object(bears[0])["counters"]["P1P1"]}},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


def test_ransacked_lab_solves_after_four_spells_and_its_cast_trigger_draws() -> None:
    name = "Case of the Ransacked Lab"
    game = new_game(_engine("ransacked_lab"), DECK + [name] * 2 + ["Shock"] * 10, DECK)
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    for _ in range(4):
        shock = game.put("Shock", "Hand")
        game.add_mana(0, ["Red"])
        game.cast(shock, targets=[{"Player": 1}])
        game.resolve_stack()
    _solve_this_turn(game, case)
    _to_turn_3(game)
    shock = game.put("Shock", "Hand")
    hand_with_shock = len(game.zone_names(0, "Hand"))
    game.add_mana(0, ["Red"])
    game.cast(shock, targets=[{"Player": 1}])
    game.resolve_stack()
    drawn = len(game.zone_names(0, "Hand")) - (hand_with_shock - 1)
    assert drawn == 1  # the Solved trigger resolved
    _karlov(
        {"players": {"alice": {"battlefield": [name, *["Mountain"] * 5],
                               "hand": ["Shock"] * 5, "library": ["Mountain"] * 5},
                     "bob": {"library": ["Mountain"] * 5}}},
        [*[a for _ in range(4) for a in ({"do": "cast", "card": "Shock", "targets": ["bob"]},
                                         {"do": "resolve"})],
         *SOLVE, {"do": "pass_to", "turn": 3, "step": "precombat main"},
         {"do": "cast", "card": "Shock", "targets": ["bob"]}, {"do": "resolve"}],
        [{"card": name, "solved": game.is_solved(case)},
         {"player": "alice", "hand_count": 1 + drawn},  # the draw step's card, the trigger's
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


def test_shifting_visage_solves_with_fifteen_cards_in_the_graveyard_and_copies_a_creature() -> None:
    name = "Case of the Shifting Visage"
    game = new_game(_engine("shifting_visage"), DECK + [name] * 2 + ["Grizzly Bears"] * 4, DECK)
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    for card_id in game.ids_named("Mountain", owner=0, zone="Library")[:15]:
        game.move(card_id, "Graveyard")
    _solve_this_turn(game, case)
    _to_turn_3(game)
    bears = game.put("Grizzly Bears", "Hand")
    game.add_mana(0, ["Green", "Green"])
    game.cast(bears)
    game.resolve_stack()
    on_battlefield = [o for o in game.game.battlefield() if o["name"] == "Grizzly Bears"]
    tokens = sum(1 for o in on_battlefield if o.get("is_token"))
    assert (len(on_battlefield), tokens) == (2, 1)  # the copy became a token (CR 707.10f)
    _karlov(
        {"players": {"alice": {"battlefield": [name, "Forest", "Forest"],
                               "graveyard": ["Mountain"] * 15, "hand": ["Grizzly Bears"],
                               "library": ["Mountain"] * 5},
                     "bob": {"library": ["Mountain"] * 5}}},
        [*SOLVE, {"do": "pass_to", "turn": 3, "step": "precombat main"},
         {"do": "cast", "card": "Grizzly Bears"}, {"do": "resolve"}],
        [{"card": name, "solved": game.is_solved(case)},
         {"card": "Grizzly Bears", "count": len(on_battlefield)},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


def test_stashed_skeleton_solves_without_suspected_skeletons_and_tutors_at_sorcery_speed() -> None:
    name = "Case of the Stashed Skeleton"
    game = new_game(_engine("stashed_skeleton"), DECK + [name] * 2 + ["Grizzly Bears"] * 2, DECK)
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    _solve_this_turn(game, case)
    _to_turn_3(game, "Upkeep")
    game.add_mana(0, ["Black", "Black"])
    assert not game.can_activate(case)  # activate only as a sorcery
    _to_turn_3(game)
    wanted = game.ids_named("Grizzly Bears", owner=0, zone="Library")[0]
    game.add_mana(0, ["Black", "Black"])
    game.activate(case)
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "SearchChoice")
    game.choose("SelectCards", cards=[wanted])
    game.resolve_stack()
    assert game.object(case)["zone"] == "Graveyard"
    assert game.object(wanted)["zone"] == "Hand"
    _karlov(
        {"players": {"alice": {"battlefield": [name, "Swamp", "Swamp"],
                               "library": ["Mountain", "Mountain", "Grizzly Bears"]},
                     "bob": {"library": ["Mountain"] * 5}}},
        [*SOLVE, {"do": "pass_to", "turn": 3, "step": "upkeep"},
         {"do": "activate", "card": name,
          "fails": f"{name}'s ability can be activated only as a sorcery (CR 602.5d)."},
         {"do": "pass_to", "step": "precombat main"},
         {"do": "activate", "card": name, "answers": ["Grizzly Bears"]}, {"do": "resolve"}],
        [{"card": name, "zone": "graveyard", "count": 1},
         {"player": "alice", "hand": ["Mountain", "Grizzly Bears"]},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


def test_shattered_pact_solves_with_five_colors_and_gives_keywords_at_combat() -> None:
    name = "Case of the Shattered Pact"
    game = new_game(_engine("shattered_pact"), DECK + [name] * 2 + COLORED * 4, DECK)
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    creatures = {c: game.put(c, "Battlefield") for c in COLORED}
    _solve_this_turn(game, case)
    _to_turn_3(game, "BeginCombat")
    white = creatures["Test White"]
    game.choose("ChooseTarget", target={"Object": white})
    game.resolve_stack()
    game.attack([white])
    game.pass_until(lambda g: g.step == "PostCombatMain")
    keywords = sorted(game.object(white)["keywords"])
    assert keywords == ["DoubleStrike", "Flying", "Vigilance"]
    _karlov(
        {"players": {"alice": {"battlefield": [name, *COLORED], "library": ["Mountain"] * 5},
                     "bob": {"library": ["Mountain"] * 5}}},
        [*SOLVE, {"do": "pass_to", "turn": 3, "step": "beginning of combat",
                  "answers": ["Test White"]},
         {"do": "resolve"}, {"do": "attack", "attackers": ["Test White"]},
         {"do": "pass_to", "step": "postcombat main"}],
        [{"card": name, "solved": game.is_solved(case)},
         {"card": "Test White", "keywords": ["flying", "double strike", "vigilance"],
          "tapped": game.object(white)["tapped"]},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


def test_pilfered_proof_solves_with_three_detectives_and_adds_a_clue_to_tokens() -> None:
    name, falcon = "Case of the Pilfered Proof", "Case of the Filched Falcon"
    game = new_game(_engine("pilfered_proof", "filched_falcon"),
                    DECK + [name] * 2 + [falcon] * 3 + ["Test Detective"] * 8, DECK)  # fmt: skip
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    for _ in range(3):
        game.put("Test Detective", "Battlefield")
    _solve_this_turn(game, case)
    _to_turn_3(game)
    investigator = game.put(falcon, "Hand")
    game.add_mana(0, ["Blue"])
    game.cast(investigator)  # its enters trigger investigates: one Clue, plus the Solved one
    game.resolve_stack()
    detective = game.put("Test Detective", "Hand")
    game.add_mana(0, ["White", "White"])
    game.cast(detective)
    game.resolve_stack()
    clues = len(game.battlefield_ids("Clue"))
    power, toughness = game.power_toughness(detective)
    assert (clues, power) == (2, 3)
    _karlov(
        {"players": {"alice": {"battlefield": [name, *["Test Detective"] * 3, "Island", "Plains",
                                               "Plains"],
                               "hand": [falcon, {"card": "Test Detective", "label": "new"}],
                               "library": ["Mountain"] * 5},
                     "bob": {"library": ["Mountain"] * 5}}},
        [*SOLVE, {"do": "pass_to", "turn": 3, "step": "precombat main"},
         {"do": "cast", "card": falcon}, {"do": "resolve"},
         {"do": "cast", "card": "new"}, {"do": "resolve"}],
        [{"card": name, "solved": game.is_solved(case)}, {"card": "Clue Token", "count": clues},
         {"card": "new", "pt": f"{power}/{toughness}"},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


def test_filched_falcon_solves_with_three_artifacts_and_makes_its_clue_a_4_4_bird() -> None:
    name = "Case of the Filched Falcon"
    game = new_game(_engine("filched_falcon"), DECK + [name] * 3 + ["Ornithopter"] * 6, DECK)
    game.go_to("PreCombatMain")
    case = game.put(name, "Hand")
    game.add_mana(0, ["Blue"])
    game.cast(case)
    game.resolve_stack()  # it enters and investigates: a Clue, the third artifact
    for _ in range(2):
        game.put("Ornithopter", "Battlefield")
    _solve_this_turn(game, case)
    _to_turn_3(game)
    (clue,) = game.battlefield_ids("Clue")
    game.add_mana(0, ["Blue", "Blue", "Blue"])
    game.activate(case)
    game.resolve_stack()  # its only legal target is the Clue (the Ornithopters are creatures)
    power, toughness = game.power_toughness(clue)
    assert game.object(case)["zone"] == "Graveyard"
    _karlov(
        {"players": {"alice": {"battlefield": ["Island", "Ornithopter", "Ornithopter",
                                               *["Island"] * 3],
                               "hand": [name], "library": ["Mountain"] * 5},
                     "bob": {"library": ["Mountain"] * 5}}},
        [{"do": "cast", "card": name}, {"do": "resolve"}, *SOLVE,
         {"do": "pass_to", "turn": 3, "step": "precombat main"},
         {"do": "activate", "card": name, "targets": ["Clue Token"]}, {"do": "resolve"}],
        [{"card": "Clue Token", "pt": f"{power}/{toughness}", "keywords": ["flying"],
          "types": ["artifact", "creature"], "counters": {"+1/+1": 4}},
         {"card": name, "zone": "graveyard", "count": 1},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


def test_locked_hothouse_solves_with_seven_lands_and_casts_a_creature_from_the_library() -> None:
    name = "Case of the Locked Hothouse"
    game = new_game(_engine("locked_hothouse"), DECK + [name] * 2 + ["Grizzly Bears"] * 6, DECK)
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    for card_id in game.ids_named("Mountain", owner=0, zone="Library")[:7]:
        game.move(card_id, "Battlefield")
    _solve_this_turn(game, case)
    _to_turn_3(game)
    while game.object(game.library(0)[0])["name"] != "Grizzly Bears":
        game.move(game.library(0)[0], "Graveyard")  # a Grizzly Bears on top
    top = game.library(0)[0]
    game.add_mana(0, ["Green", "Green"])
    game.cast(top)
    game.resolve_stack()
    assert game.object(top)["zone"] == "Battlefield"
    _karlov(
        {"players": {"alice": {"battlefield": [name, *["Mountain"] * 5, "Forest", "Forest"],
                               "library": ["Mountain", "Grizzly Bears", "Mountain"]},
                     "bob": {"library": ["Mountain"] * 5}}},
        [*SOLVE, {"do": "pass_to", "turn": 3, "step": "precombat main"},
         {"do": "cast", "card": "Grizzly Bears", "from": "library"}, {"do": "resolve"}],
        [{"card": name, "solved": game.is_solved(case)},
         {"card": "Grizzly Bears", "count": len(game.battlefield_ids("Grizzly Bears"))},
         {"player": "alice", "library": ["Mountain"]},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


def test_uneaten_feast_solves_after_five_life_gained_and_its_solved_ability_is_phases_limit() -> (
    None
):
    name = "Case of the Uneaten Feast"
    game = new_game(_engine("uneaten_feast"), DECK + [name] * 2 + ["Memnite"] * 8, DECK)
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    for _ in range(5):
        memnite = game.put("Memnite", "Hand")
        game.cast(memnite)
        game.resolve_stack()  # the Memnite, then the Case's life gain trigger
    _solve_this_turn(game, case)
    _to_turn_3(game)
    # the Solved ability is a T003 gap of the phase target (README: phase's limits)
    assert not game.can_activate(case)
    _karlov(
        {"players": {"alice": {"battlefield": [name], "hand": ["Memnite"] * 5,
                               "library": ["Mountain"] * 5},
                     "bob": {"library": ["Mountain"] * 5}}},
        [*[a for _ in range(5) for a in ({"do": "cast", "card": "Memnite"}, {"do": "resolve"})],
         *SOLVE],
        [{"card": name, "solved": game.is_solved(case)},
         {"card": "Memnite", "count": len(game.battlefield_ids("Memnite"))},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


def test_burning_masks_enters_trigger_agrees_and_phase_cannot_solve_it() -> None:
    name = "Case of the Burning Masks"
    game = new_game(_engine("burning_masks"), DECK + [name] * 3,
                    DECK + ["Grizzly Bears"] * 6)  # fmt: skip
    game.go_to("PreCombatMain")
    bears = game.put("Grizzly Bears", "Battlefield", owner=1)
    case = game.put(name, "Hand")
    game.add_mana(0, ["Red", "Red", "Red"])
    game.cast(case)
    game.pass_until(lambda g: g.game.waiting_for()["type"] != "Priority" or not g.game.stack())
    if game.game.waiting_for()["type"] == "TriggerTargetSelection":
        game.choose("ChooseTarget", target={"Object": bears})
    game.resolve_stack()
    assert game.object(bears)["zone"] == "Graveyard"
    game.pass_until(lambda g: g.step == "End")
    game.resolve_stack()
    # one source dealt damage: unsolved in both. phase's card data has no To solve for it
    # (T003: no count of distinct sources that dealt damage), so it is not even a Case there
    # and no situation can solve it or reach its Solved ability
    assert "case_state" not in game.object(case)
    _karlov(
        {"players": {"alice": {"battlefield": ["Mountain"] * 3, "hand": [name],
                               "library": ["Mountain"] * 5},
                     "bob": {"battlefield": ["Grizzly Bears"], "library": ["Mountain"] * 5}}},
        [{"do": "cast", "card": name}, {"do": "resolve", "answers": ["Grizzly Bears"]},
         *SOLVE],
        [{"card": name, "solved": False},
         {"player": "bob", "graveyard": game.zone_names(1, "Graveyard")},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip


# ---- the enters triggers of the Cases whose situations above put them onto the battlefield
# ---- directly (a debug move, which triggers nothing in phase): cast here in both engines


def _cast_case(game: PhaseGame, name: str, mana: list[str]) -> int:
    case = game.put(name, "Hand")
    game.add_mana(0, mana)
    game.cast(case)
    return case


def _waiting(kind: str) -> Callable[[PhaseGame], bool]:
    return lambda g: g.game.waiting_for()["type"] == kind


def test_gateway_express_enters_each_creature_you_control_damages_the_target() -> None:
    name = "Case of the Gateway Express"
    game = new_game(_engine("gateway_express"), DECK + [name] * 3 + ["Grizzly Bears"] * 6,
                    DECK + ["Grizzly Bears"] * 6)  # fmt: skip
    game.go_to("PreCombatMain")
    mine = [game.put("Grizzly Bears", "Battlefield") for _ in range(2)]
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    _cast_case(game, name, ["White", "White"])
    game.resolve_stack()  # the only creature you don't control is the target
    assert game.object(theirs)["zone"] == "Graveyard"  # two 1-damage hits on a 2/2
    _karlov(
        {"players": {"alice": {"battlefield": ["Plains", "Plains", "Grizzly Bears",
                                               "Grizzly Bears"], "hand": [name]},
                     "bob": {"battlefield": ["Grizzly Bears"]}}},
        [{"do": "cast", "card": name}, {"do": "resolve"}],
        [{"player": "bob", "graveyard": game.zone_names(1, "Graveyard")},
         {"card": "Grizzly Bears", "count": len(mine),
          "damage": game.object(mine[0])["damage_marked"]}],
    )  # fmt: skip


def test_stashed_skeleton_enters_creates_a_suspected_skeleton() -> None:
    name = "Case of the Stashed Skeleton"
    game = new_game(_engine("stashed_skeleton"), DECK + [name] * 3, DECK)
    game.go_to("PreCombatMain")
    _cast_case(game, name, ["Black", "Black"])
    game.resolve_stack()
    (skeleton,) = game.battlefield_ids("Skeleton Token")
    token = game.object(skeleton)
    assert (token["is_suspected"], token["is_token"]) == (True, True)
    _karlov(
        {"players": {"alice": {"battlefield": ["Swamp", "Swamp"], "hand": [name]}, "bob": {}}},
        [{"do": "cast", "card": name}, {"do": "resolve"}],
        [{"card": "Skeleton Token", "token": True, "suspected": token["is_suspected"],
          "pt": f"{token['power']}/{token['toughness']}", "keywords": ["menace"],
          "subtypes": token["card_types"]["subtypes"]}],
    )  # fmt: skip


def test_shattered_pact_enters_searches_for_a_basic_land() -> None:
    name = "Case of the Shattered Pact"
    game = new_game(_engine("shattered_pact"), DECK + [name] * 3, DECK)
    game.go_to("PreCombatMain")
    hand_before = len(game.zone_names(0, "Hand"))
    _cast_case(game, name, ["White", "White"])
    game.pass_until(_waiting("SearchChoice"))
    offered = game.game.waiting_for()["data"]["cards"]
    game.choose("SelectCards", cards=[offered[0]])
    game.resolve_stack()
    assert game.object(offered[0])["zone"] == "Hand"
    found = len(game.zone_names(0, "Hand")) - hand_before  # measured before the Case was put
    _karlov(
        {"players": {"alice": {"battlefield": ["Plains", "Plains"], "hand": [name],
                               "library": ["Grizzly Bears", "Mountain"]}, "bob": {}}},
        [{"do": "cast", "card": name}, {"do": "resolve", "answers": ["Mountain"]}],
        [{"player": "alice", "hand_count": found}, {"player": "alice", "hand": ["Mountain"]},
         {"player": "alice", "library": ["Grizzly Bears"]}],
    )  # fmt: skip


def test_trampled_garden_enters_distributes_two_counters() -> None:
    name = "Case of the Trampled Garden"
    game = new_game(_engine("trampled_garden"), DECK + [name] * 3 + ["Grizzly Bears"] * 6, DECK)
    game.go_to("PreCombatMain")
    first, second = (game.put("Grizzly Bears", "Battlefield") for _ in range(2))
    _cast_case(game, name, ["Green"] * 3)
    game.pass_until(_waiting("TriggerTargetSelection"))
    game.choose("ChooseTarget", target={"Object": first})
    game.choose("ChooseTarget", target={"Object": second})
    game.pass_until(_waiting("DistributeAmong"))
    game.choose("DistributeAmong",
                distribution=[[{"Object": first}, 1], [{"Object": second}, 1]])  # fmt: skip
    game.resolve_stack()
    counters = [game.object(b)["counters"].get("P1P1", 0) for b in (first, second)]
    assert counters == [1, 1]
    _karlov(
        {"players": {"alice": {"battlefield": [*["Forest"] * 3,
                                               {"card": "Grizzly Bears", "label": "first"},
                                               {"card": "Grizzly Bears", "label": "second"}],
                               "hand": [name]}, "bob": {}}},
        [{"do": "cast", "card": name},
         {"do": "resolve", "answers": [["first", "second"], [1, 1]]}],
        [{"card": "first", "counters": {"+1/+1": counters[0]}},
         {"card": "second", "counters": {"+1/+1": counters[1]}}],
    )  # fmt: skip


def test_gateway_express_solved_static_applies_to_a_creature_that_enters_later() -> None:
    """A Solved static is a static ability of the Case (CR 611.3a), not a one-time effect on
    the creatures there when it was solved: phase gets it granted to the Case."""
    name = "Case of the Gateway Express"
    game = new_game(_engine("gateway_express"), DECK + [name] * 2 + ["Grizzly Bears"] * 8, DECK)
    game.go_to("PreCombatMain")
    case = game.put(name, "Battlefield")
    attackers = [game.put("Grizzly Bears", "Battlefield") for _ in range(3)]
    for bear in attackers:
        game.ready(bear)
    game.attack(attackers)
    _solve_this_turn(game, case)
    _to_turn_3(game)
    late = game.put("Grizzly Bears", "Hand")
    game.add_mana(0, ["Green", "Green"])
    game.cast(late)
    game.resolve_stack()
    power, toughness = game.power_toughness(late)
    assert (power, toughness) == (3, 2)
    _karlov(
        {"setup": {"step": "precombat main"},
         "players": {"alice": {"battlefield": [name, *["Grizzly Bears"] * 3, "Forest", "Forest"],
                               "hand": [{"card": "Grizzly Bears", "label": "late"}],
                               "library": ["Mountain"] * 5},
                     "bob": {"library": ["Mountain"] * 5}}},
        [{"do": "attack", "attackers": ["Grizzly Bears"] * 3}, *SOLVE,
         {"do": "pass_to", "turn": 3, "step": "precombat main"},
         {"do": "cast", "card": "late"}, {"do": "resolve"}],
        [{"card": name, "solved": game.is_solved(case)},
         {"card": "late", "pt": f"{power}/{toughness}"},
         {"player": "alice", "life": game.life(0)}, {"player": "bob", "life": game.life(1)}],
    )  # fmt: skip
