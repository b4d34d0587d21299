"""Every bundled card's IR: it validates against the schema, it round trips through IR JSON,
and the cards loaded back from IR JSON alone pass every scenario under tests/ (issue 7).

``pytest --cards-from-ir`` also runs tests/test_scenarios.py and tests/test_rulings.py with
cards from IR JSON (see tests/card_sources.py); the test here does it in a process where the
compiler and the parser cannot be imported, so nothing but the JSON can define a card.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
from card_sources import bundled_ir_json, cards_from_ir_json

import karlov.ir as ir
from karlov.compiler.library import bundled_library
from karlov.ir.schema import ir_schema
from karlov.scenario import find_scenarios, run_scenario

TESTS = Path(__file__).resolve().parent.parent
SCENARIO_FOLDERS = [TESTS / "scenarios", TESTS / "rulings"]
LIBRARY = bundled_library()
NAMES = LIBRARY.names()
VALIDATOR = jsonschema.Draft202012Validator(ir_schema())


def _ir(name: str) -> ir.Card:
    compiled = LIBRARY.compiled(name)
    assert compiled.ir is not None, compiled.diagnostics
    return compiled.ir


def test_the_bundled_folder_is_found_through_the_library() -> None:
    assert "Case of the Burning Masks" in NAMES
    assert len(NAMES) > 60


@pytest.mark.parametrize("name", NAMES)
def test_bundled_card_ir_validates_and_round_trips(name: str) -> None:
    card = _ir(name)
    text = ir.dumps(card)
    VALIDATOR.validate(json.loads(text))
    loaded = ir.loads(text)
    assert loaded == card
    assert ir.dumps(loaded) == text  # spans (which == ignores) survive too


def test_the_whole_library_as_one_document_validates() -> None:
    VALIDATOR.validate(json.loads(bundled_ir_json()))


def _own_cards_ir_json() -> dict[str, str]:
    """Scenario path -> the IR JSON of the cards its ``cards = [...]`` names."""
    from karlov.scenario import load_scenario, scenario_card_paths
    from karlov.scenario.cards import load_card_files

    found = {}
    for path in find_scenarios(SCENARIO_FOLDERS):
        scenario = load_scenario(path)
        if not scenario.cards:
            continue
        library = load_card_files(scenario_card_paths(path.parent, scenario.cards))
        compiled = [library.compiled(name) for name in library.names()]
        assert all(c.ir is not None for c in compiled), path
        found[str(path)] = ir.dumps(tuple(c.ir for c in compiled))
    return found


def test_every_scenario_passes_with_cards_from_ir_json_alone(tmp_path: Path) -> None:
    """Every scenario passes with cards built from IR JSON in a process that cannot import the
    compiler or the parser (issue 7: the runtime plays the IR, every bundled card whole)."""
    cards = tmp_path / "cards.json"
    cards.write_text(bundled_ir_json(), encoding="utf-8")
    own = tmp_path / "own_cards.json"  # each scenario's own ``cards = [...]``, as IR JSON
    own.write_text(json.dumps(_own_cards_ir_json()), encoding="utf-8")
    script = Path(__file__).with_name("play_from_ir_json.py")
    result = subprocess.run(
        [sys.executable, str(script), str(cards), str(own), *map(str, SCENARIO_FOLDERS)],
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    summary = result.stdout.splitlines()[-1]
    passed, failed = (int(n) for n in re.findall(r"(\d+) (?:scenarios passed|failed)", summary))
    assert (failed, passed) == (0, len(find_scenarios(SCENARIO_FOLDERS))), summary


def test_a_game_with_cards_built_from_ir_json() -> None:
    """Keywords, mana abilities and characteristics of cards built from IR JSON alone play:
    Serra Angel attacks over Grizzly Bears (flying, CR 702.9b) and stays untapped (vigilance,
    CR 702.20b); Llanowar Elves and a Forest pay for Grizzly Bears (mana abilities, CR 605)."""
    cards = cards_from_ir_json(bundled_ir_json())
    scenario = {
        "title": "cards from IR JSON",
        "players": {
            "alice": {
                "battlefield": ["Serra Angel", "Forest", "Llanowar Elves"],
                "hand": ["Grizzly Bears"],
            },
            "bob": {"battlefield": ["Grizzly Bears"]},
        },
        "actions": [
            {"do": "cast", "card": "Grizzly Bears"},
            {"do": "resolve"},
            {"do": "attack", "attackers": ["Serra Angel"]},
            {"do": "pass_to", "step": "main2"},
        ],
        "expect": [
            {"player": "bob", "life": 16},
            {"card": "Serra Angel", "tapped": False},
            {
                "player": "alice",
                "battlefield": ["Serra Angel", "Forest", "Llanowar Elves", "Grizzly Bears"],
            },
        ],
    }
    assert {"Serra Angel", "Forest", "Llanowar Elves", "Grizzly Bears"} <= set(cards)
    result = run_scenario(scenario, cards=cards)
    assert result.passed, result.report()
