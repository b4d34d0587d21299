"""Real games in phase.rs (phase-python) from card data written with karlov's builders."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from karlov.targets import phase_format as P

from .phase_cards import (
    bears,
    case_of_the_test,
    case_of_the_test_charge,
    case_of_the_test_rewards,
    mountain,
    salve,
    shock,
)

phase = pytest.importorskip(
    "phase", reason="phase-python is not installed (pip install -e '.[phase]')"
)

from .phase_harness import PhaseGame, load_engine, new_game  # noqa: E402

CASES = Path(__file__).resolve().parents[2] / "karlov" / "cards" / "cases"


DECK = ["Mountain"] * 30


def atomic_card(**fields: object) -> dict[str, object]:
    """An MTGJSON atomic-card record with the fields build_oracle_face requires."""
    base: dict[str, object] = {"supertypes": [], "subtypes": [], "text": "", "layout": "normal",
                               "type": "", "colors": [], "colorIdentity": [], "manaValue": 0.0,
                               "identifiers": {}}  # fmt: skip
    return {**base, **fields}


def engine_with(*faces: P.Json) -> phase.Engine:
    return load_engine(P.card_data_json([mountain(), *faces]))


def test_our_faces_have_build_oracle_faces_shape() -> None:
    """The builders write the same JSON phase's own builder makes for the same card."""
    mtgjson = atomic_card(name="Grizzly Bears", manaCost="{1}{G}", types=["Creature"],
                          subtypes=["Bear"], power="2", toughness="2", colors=["G"])  # fmt: skip
    theirs = phase.build_oracle_face(mtgjson, None)
    ours = bears()
    assert {k: theirs[k] for k in ours} == ours
    shock_json = atomic_card(name="Shock", manaCost="{R}", types=["Instant"],
                             text=shock()["oracle_text"], colors=["R"])  # fmt: skip
    theirs = phase.build_oracle_face(shock_json, None)
    assert theirs["abilities"] == shock()["abilities"]
    assert theirs["mana_cost"] == shock()["mana_cost"]


def test_shock_written_as_face_data_deals_two_damage() -> None:
    game = new_game(engine_with(shock()), DECK + ["Shock"] * 10, DECK + ["Shock"] * 10)
    spell = game.put("Shock", "Hand")
    game.go_to("PreCombatMain", active_player=0)
    game.add_mana(0, ["Red"])
    game.cast(spell, targets=[{"Player": 1}])
    game.resolve_stack()
    assert (game.life(0), game.life(1)) == (20, 18)
    assert "Shock" in game.zone_names(0, "Graveyard")
    assert game.object(spell)["zone"] == "Graveyard"


def test_a_vanilla_creature_on_the_battlefield() -> None:
    game = new_game(engine_with(bears()), DECK + ["Grizzly Bears"] * 4, DECK)
    bear = game.put("Grizzly Bears", "Battlefield")
    assert game.zone_names(0, "Battlefield") == ["Grizzly Bears"]
    assert game.power_toughness(bear) == (2, 2)


def solving_game() -> tuple[PhaseGame, int, int]:
    game = new_game(
        engine_with(bears(), case_of_the_test()),
        DECK + ["Case of the Test Express"] * 2 + ["Grizzly Bears"] * 4,
        DECK + ["Grizzly Bears"] * 4,
    )
    case = game.put("Case of the Test Express", "Battlefield")
    bear = game.put("Grizzly Bears", "Battlefield")
    return game, case, bear


def test_a_case_solves_at_its_controllers_end_step_and_only_then_gets_its_solved_static() -> None:
    game, case, bear = solving_game()
    assert not game.is_solved(case)
    assert game.power_toughness(bear) == (2, 2)  # the Solved static waits for the solving
    game.pass_until(lambda g: g.step == "End")
    game.resolve_stack()
    assert game.is_solved(case)
    assert game.power_toughness(bear) == (3, 2)
    game.pass_until(lambda g: g.turn == 3)
    assert game.is_solved(case) and game.power_toughness(bear) == (3, 2)  # it stays solved


def test_a_case_does_not_solve_at_an_opponents_end_step() -> None:
    game = new_game(
        engine_with(bears(), case_of_the_test()),
        DECK + ["Case of the Test Express"] * 2 + ["Grizzly Bears"] * 4,
        DECK,
    )
    game.pass_until(lambda g: g.turn == 2)
    case = game.put("Case of the Test Express", "Battlefield")
    game.put("Grizzly Bears", "Battlefield")
    game.pass_until(lambda g: g.turn == 3)
    assert not game.is_solved(case)
    game.pass_until(lambda g: g.turn == 4)
    assert game.is_solved(case)


def test_phases_own_case_faces_are_why_karlov_writes_faces_itself() -> None:
    """phase's parser leaves Gateway Express's Solved static ungated and its history
    condition unreadable: the facts the phase target's design rests on (see phase_format)."""
    from karlov import parse

    card = parse((CASES / "case_of_the_gateway_express.card").read_text(encoding="utf-8"))[0]
    mtgjson = atomic_card(name=card.name, manaCost="".join(card.mana_cost or ()),
                          types=["Enchantment"], subtypes=["Case"],
                          text="\n".join(a.source for a in card.abilities))  # fmt: skip
    theirs = phase.build_oracle_face(mtgjson, None)
    assert theirs["solve_condition"]["type"] == "Text"  # "this turn": never solves
    (solved_static,) = theirs["static_abilities"]
    assert solved_static["condition"] is None  # ungated
    solve = next(t for t in theirs["triggers"] if t["condition"] == {"type": "SolveConditionMet"})
    assert solve["constraint"] is None  # also fires at opponents' end steps
    game = new_game(
        load_engine(P.card_data_json([mountain(), bears(), theirs])),
        DECK + [card.name] * 2 + ["Grizzly Bears"] * 4,
        DECK,
    )
    case = game.put(card.name, "Battlefield")
    bear = game.put("Grizzly Bears", "Battlefield")
    assert not game.is_solved(case)
    assert game.power_toughness(bear) == (3, 2)  # +1/+0 while unsolved: phase's limit


def rewards_game(with_creature: bool) -> tuple[PhaseGame, int]:
    game = new_game(
        engine_with(bears(), case_of_the_test_rewards()),
        DECK + ["Case of the Test Rewards"] * 2 + ["Grizzly Bears"] * 4,
        DECK,
    )
    case = game.put("Case of the Test Rewards", "Battlefield")
    if with_creature:
        game.put("Grizzly Bears", "Battlefield")
    return game, case


def activations(game: PhaseGame, case: int) -> list[object]:
    return [
        a
        for a in game.game.actions()
        if a.kind == "ActivateAbility" and a.data["source_id"] == case
    ]


def test_solved_trigger_and_activated_ability_wait_for_the_solving() -> None:
    game, case = rewards_game(with_creature=True)
    game.go_to("PreCombatMain", active_player=0)
    assert activations(game, case) == []  # Activation restricted to a solved Case
    game.pass_until(lambda g: g.step == "End")
    game.resolve_stack()
    assert game.is_solved(case) and game.life(0) == 20
    game.pass_until(lambda g: g.turn == 3 and g.step == "Draw")
    assert game.life(0) == 21  # the granted Solved upkeep trigger
    game.pass_until(lambda g: g.step == "PreCombatMain")
    (sacrifice,) = activations(game, case)
    game.game.apply(0, sacrifice)
    game.resolve_stack()
    assert game.life(0) == 24
    assert game.object(case)["zone"] == "Graveyard"


def test_an_unsolved_case_has_no_solved_trigger() -> None:
    game, case = rewards_game(with_creature=False)
    game.pass_until(lambda g: g.turn == 3 and g.step == "Draw")
    assert not game.is_solved(case)
    assert game.life(0) == 20


@pytest.mark.parametrize(("attackers", "solved"), [(2, True), (1, False)])
def test_a_history_condition_reads_the_turn(attackers: int, solved: bool) -> None:
    game = new_game(
        engine_with(bears(), case_of_the_test_charge()),
        DECK + ["Case of the Test Charge"] * 2 + ["Grizzly Bears"] * 4,
        DECK,
    )
    case = game.put("Case of the Test Charge", "Battlefield")
    bears_in_play = [game.put("Grizzly Bears", "Battlefield") for _ in range(2)]
    for bear in bears_in_play:
        game.ready(bear)
    game.attack(bears_in_play[:attackers])
    game.pass_until(lambda g: g.step == "End")
    game.resolve_stack()
    assert game.life(1) == 20 - 2 * attackers
    assert game.is_solved(case) is solved


def test_a_granted_solved_replacement_applies_only_once_solved() -> None:
    game = new_game(
        engine_with(bears(), salve(), case_of_the_test_rewards(with_replacement=True)),
        DECK + ["Case of the Test Rewards"] * 2 + ["Grizzly Bears"] * 4 + ["Test Salve"] * 4,
        DECK,
    )
    case = game.put("Case of the Test Rewards", "Battlefield")
    game.put("Grizzly Bears", "Battlefield")
    spell = game.put("Test Salve", "Hand")
    game.go_to("PreCombatMain", active_player=0)
    game.add_mana(0, ["White"])
    game.cast(spell)
    game.resolve_stack()
    assert game.life(0) == 23  # unsolved: no replacement yet
    game.pass_until(lambda g: g.step == "End")
    game.resolve_stack()
    assert game.is_solved(case)
    game.pass_until(lambda g: g.turn == 3 and g.step == "Draw")
    assert game.life(0) == 25  # the upkeep trigger's 1 life, plus 1 from the replacement


def _bundled_face(stem: str) -> P.Json:
    """The phase face generated from the compiler's IR of the bundled support card ``stem``,
    which the phase target writes in full."""
    path = CASES.parent / "support" / f"{stem}.card"
    return _text_face(path.read_text(encoding="utf-8"))


def test_giant_growth_generated_from_the_ir_pumps_its_target_until_end_of_turn() -> None:
    """ModifyPT (layer 7c) in phase: the generated face of the bundled Giant Growth gives the
    targeted creature +3/+3, and the effect ends with the turn (CR 514.2)."""
    game = new_game(
        engine_with(bears(), _bundled_face("giant_growth")),
        DECK + ["Giant Growth"] * 4 + ["Grizzly Bears"] * 4,
        DECK,
    )
    bear = game.put("Grizzly Bears", "Battlefield")
    spell = game.put("Giant Growth", "Hand")
    game.go_to("PreCombatMain", active_player=0)
    game.add_mana(0, ["Green"])
    game.cast(spell)  # the bear is the only legal target: phase chooses it
    game.resolve_stack()
    assert game.power_toughness(bear) == (5, 5)
    game.pass_until(lambda g: g.turn == 2)
    assert game.power_toughness(bear) == (2, 2)


def test_thought_scour_is_one_spell_that_mills_the_target_player_then_draws() -> None:
    """An instant's two paragraphs are one spell followed in order (CR 608.2c): one Spell
    ability whose sub-ability draws, not two alternative spells; the target player mills two
    (CR 701.17) and its caster draws one."""
    face = _bundled_face("thought_scour")
    assert [a["kind"] for a in face["abilities"]] == ["Spell"]
    game = new_game(engine_with(face), DECK + ["Thought Scour"] * 4, DECK)
    spell = game.put("Thought Scour", "Hand")
    game.go_to("PreCombatMain", active_player=0)
    hand = len(game.zone_names(0, "Hand"))
    library = len(game.library(1))
    game.add_mana(0, ["Blue"])
    game.cast(spell, targets=[{"Player": 1}])
    game.resolve_stack()
    assert len(game.library(1)) == library - 2
    assert len(game.zone_names(1, "Graveyard")) == 2
    assert len(game.zone_names(0, "Hand")) == hand - 1 + 1  # Thought Scour left, a card drawn
    assert game.zone_names(0, "Graveyard") == ["Thought Scour"]


def test_llanowar_elves_generated_from_the_ir_taps_for_the_green_that_casts_giant_growth() -> None:
    """A printed mana ability (CR 605.1a) in phase: with no other mana, the Elves' {T}: Add
    {G} pays for Giant Growth, and the Elves end up tapped."""
    elves_face = _bundled_face("llanowar_elves")
    assert [a.get("is_mana_ability") for a in elves_face["abilities"]] == [True]
    game = new_game(
        engine_with(bears(), elves_face, _bundled_face("giant_growth")),
        DECK + ["Giant Growth"] * 4 + ["Grizzly Bears"] * 4 + ["Llanowar Elves"] * 4,
        DECK,
    )
    bear = game.put("Grizzly Bears", "Battlefield")
    elves = game.put("Llanowar Elves", "Battlefield")
    game.ready(elves)
    spell = game.put("Giant Growth", "Hand")
    game.go_to("PreCombatMain", active_player=0)
    assert not game.object(elves)["tapped"]
    game.cast(spell, targets=[{"Object": bear}])
    game.resolve_stack()
    assert game.power_toughness(bear) == (5, 5)
    assert game.object(elves)["tapped"]


def test_man_o_war_generated_from_the_ir_returns_the_target_creature_to_its_owners_hand() -> None:
    """Return to hand (CR 400.3) in phase: Man-o'-War's enters trigger bounces the
    opponent's creature, whose owner gets it back in hand."""
    game = new_game(
        engine_with(bears(), _bundled_face("man_o_war")),
        DECK + ["Man-o'-War"] * 4,
        DECK + ["Grizzly Bears"] * 4,
    )
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    jelly = game.put("Man-o'-War", "Hand")
    game.go_to("PreCombatMain", active_player=0)
    game.add_mana(0, ["Blue", "Blue", "Blue"])
    game.cast(jelly)
    game.pass_until(lambda g: any(a.kind == "ChooseTarget" for a in g.game.actions()))
    game.choose("ChooseTarget", target={"Object": theirs})  # not Man-o'-War itself
    game.resolve_stack()
    assert game.zone_names(0, "Battlefield") == ["Man-o'-War"]
    assert game.zone_names(1, "Battlefield") == []
    assert game.object(theirs)["zone"] == "Hand"


def test_disenchant_generated_from_the_ir_targets_an_artifact_or_an_enchantment() -> None:
    """ "target artifact or enchantment" in phase is an Or of two Typed filters, as phase's
    own face of Disenchant has it; the spell destroys the opponent's artifact."""
    disenchant = _bundled_face("disenchant")
    mtgjson = atomic_card(name="Disenchant", manaCost="{1}{W}", types=["Instant"],
                          text=disenchant["oracle_text"], colors=["W"])  # fmt: skip
    theirs = phase.build_oracle_face(mtgjson, None)["abilities"][0]["effect"]["target"]
    assert disenchant["abilities"][0]["effect"]["target"] == theirs
    game = new_game(
        engine_with(disenchant, _bundled_face("ornithopter")),
        DECK + ["Disenchant"] * 4,
        DECK + ["Ornithopter"] * 4,
    )
    thopter = game.put("Ornithopter", "Battlefield", owner=1)
    spell = game.put("Disenchant", "Hand")
    game.go_to("PreCombatMain", active_player=0)
    game.add_mana(0, ["White", "White"])
    game.cast(spell)  # the Ornithopter is the only legal target
    game.resolve_stack()
    assert game.object(thopter)["zone"] == "Graveyard"


def _text_face(text: str) -> P.Json:
    """The phase face generated from the compiler's IR of card ``text``, written in full."""
    from karlov import compile_card, parse
    from karlov.targets.build import build

    (card,) = parse(text, "probe.card")
    ir_card = compile_card(card).ir
    assert ir_card is not None
    result = build([ir_card], "phase")
    assert result.gaps == ()
    (face,) = json.loads(result.files["card_data.json"]).values()
    return face


def test_a_creatures_pump_of_itself_applies_in_phase() -> None:
    """ "{1}: Probe Dragon gets +0/+1 until end of turn." (CR 611.2a, layer 7c): the effect
    affects its source. phase binds a continuous effect's ParentTarget only to chosen targets,
    so the generator names the source (SelfRef) as what the effect affects; Pearl Dragon and
    ten other pool cards stayed 4/4 in the breadth differential before (issue 22)."""
    face = _text_face("Probe Dragon {1}\nCreature — Dragon\n"
                      "{1}: Probe Dragon gets +0/+1 until end of turn.\n4/4\n")  # fmt: skip
    game = new_game(engine_with(face), DECK + ["Probe Dragon"] * 4, DECK)
    game.go_to("PreCombatMain", active_player=0)
    dragon = game.put("Probe Dragon", "Battlefield")
    game.put("Mountain", "Battlefield")
    game.activate(dragon)
    game.resolve_stack()
    assert game.power_toughness(dragon) == (4, 5)
    game.pass_until(lambda g: g.turn == 2)
    assert game.power_toughness(dragon) == (4, 4)  # until end of turn (CR 514.2)


def test_target_permanent_offers_permanents_and_no_player_in_phase() -> None:
    """ "Destroy target permanent" (CR 115.1, 110.1): a player is no permanent. phase's
    ``Typed`` filter with no type matches players as well, so the generator writes
    ``Permanent``, as phase's own face of the card does (Unstable Obelisk in the breadth
    differential targeted the opponent, issue 22)."""
    face = _text_face("Probe Obelisk {1}\nArtifact\n{1}: Destroy target permanent.\n")
    mtgjson = atomic_card(name="Probe Obelisk", manaCost="{1}", types=["Artifact"],
                          text=face["oracle_text"])  # fmt: skip
    theirs = phase.build_oracle_face(mtgjson, None)["abilities"][0]["effect"]["target"]
    assert face["abilities"][0]["effect"]["target"] == theirs
    game = new_game(engine_with(face, bears()), DECK + ["Probe Obelisk"] * 4,
                    DECK + ["Grizzly Bears"] * 4)  # fmt: skip
    game.go_to("PreCombatMain", active_player=0)
    obelisk = game.put("Probe Obelisk", "Battlefield")
    bear = game.put("Grizzly Bears", "Battlefield", owner=1)
    game.put("Mountain", "Battlefield")
    game.activate(obelisk)
    offered = [a.data["target"] for a in game.game.actions() if a.kind == "ChooseTarget"]
    assert {"Object": bear} in offered
    assert not any("Player" in (t or {}) for t in offered)
    game.choose("ChooseTarget", target={"Object": bear})
    game.resolve_stack()
    assert game.object(bear)["zone"] == "Graveyard"


#: keywords the phase target refuses (a T002 gap), each with a card line that states it
BUILT_KEYWORDS = {
    "Modular 1": "modular", "Fabricate 1": "fabricate",
    "Undying": "undying", "Persist": "persist", "Afterlife 1": "afterlife", "Evolve": "evolve",
}  # fmt: skip
# (Echo with a mana cost, Bushido N and Exalted are written with the triggers phase's builder
# writes beside them: test_phase_breadth.py)


@pytest.mark.parametrize("line", sorted(BUILT_KEYWORDS))
def test_a_keyword_phase_plays_only_with_its_builders_abilities_is_a_gap(line: str) -> None:
    """phase's engine reads such a keyword alone as a label (a face with just "Modular 1" ran
    in the breadth differential: Arcbound Worker entered with no counter and died, CR 702.43a;
    Undying, Persist, Afterlife returned nothing); phase's own builder writes the keyword's
    abilities beside it. The target writes only the keyword, so the card is refused."""
    from karlov import compile_card, parse
    from karlov.targets.phase import PhaseGenerator

    (card,) = parse(f"Probe {{1}}\nCreature — Bear\n{line}\n2/2\n", "probe.card")
    ir_card = compile_card(card).ir
    assert ir_card is not None
    gaps = PhaseGenerator().generate(ir_card).gaps
    assert [(g.code, BUILT_KEYWORDS[line] in g.message) for g in gaps] == [("T002", True)]
    mtgjson = atomic_card(name="Probe", manaCost="{1}", types=["Creature"], subtypes=["Bear"],
                          text=line, power="2", toughness="2",
                          keywords=[line.split(" ")[0]])  # fmt: skip
    theirs = phase.build_oracle_face(mtgjson, None)
    assert theirs["triggers"] or theirs["replacements"]  # what phase needs beside the keyword
