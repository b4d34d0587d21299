"""The suite still has what it had: minimum counts of scenario files, rulings and goldens.

A folder of scenarios emptied by mistake (or a discovery rule that stops finding them) makes
fewer parametrized tests, not a failure; these minimums make it a failure. Raise a number when
you add files; lower it only when removing files on purpose, and say why in the commit.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from karlov.scenario import find_scenarios

TESTS = Path(__file__).parent

#: folder -> the fewest scenario files it may hold
MINIMUM_SCENARIOS = {"scenarios": 4430, "rulings": 218}

#: the 15 Case folders of tests/scenarios hold six scenarios each (README of the folder)
CASE_FOLDERS = [
    "burning_masks",
    "crimson_pulse",
    "filched_falcon",
    "gateway_express",
    "gorgons_kiss",
    "locked_hothouse",
    "lost_witness",
    "market_melee",
    "pilfered_proof",
    "ransacked_lab",
    "shattered_pact",
    "shifting_visage",
    "stashed_skeleton",
    "trampled_garden",
    "uneaten_feast",
]

#: the general rulings generated for each of the 13 paper Cases (tests/rulings/general/)
MINIMUM_GENERAL_RULINGS = 135

#: golden family -> (glob, fewest files)
MINIMUM_GOLDENS = {
    "golden": ("*.expected", 62),
    "golden_explain": ("*.txt", 15),
    "golden_targets": ("*/*.*", 39),
}


def _counts(folder: str) -> Counter[str]:
    root = TESTS / folder
    return Counter(p.relative_to(root).parts[0] for p in find_scenarios([root]))


def test_there_are_at_least_as_many_scenarios_and_rulings_as_before() -> None:
    for folder, minimum in MINIMUM_SCENARIOS.items():
        total = sum(_counts(folder).values())
        assert total >= minimum, f"tests/{folder}: {total} scenario files, fewer than {minimum}"


def test_every_case_folder_has_its_six_scenarios() -> None:
    counts = _counts("scenarios")
    short = {c: counts[c] for c in CASE_FOLDERS if counts[c] < 6}
    assert short == {}


def test_no_scenario_folder_is_empty() -> None:
    root = TESTS / "scenarios"
    counts = _counts("scenarios")
    folders = [p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")]
    assert [f for f in folders if counts[f] == 0] == []


def test_the_general_rulings_are_all_there() -> None:
    assert _counts("rulings")["general"] >= MINIMUM_GENERAL_RULINGS


def test_there_are_at_least_as_many_golden_files_as_before() -> None:
    for folder, (pattern, minimum) in MINIMUM_GOLDENS.items():
        found = len(list((TESTS / folder).glob(pattern)))
        assert found >= minimum, f"tests/{folder}: {found} files, fewer than {minimum}"
