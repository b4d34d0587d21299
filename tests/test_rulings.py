"""The official Case rulings as scenarios (tests/rulings/).

* every scenario under tests/rulings/ passes (``karlov play tests/rulings`` runs the same files);
* the general rulings' scenarios in tests/rulings/general/ are what its generator writes;
* every ruling of tests/data/case_cards.json has a scenario quoting it, or is listed with a
  reason in tests/data/rulings_no_behaviour.toml, or listed with what is missing in
  tests/data/rulings_not_yet_shown.toml — all unaccounted rulings are reported at once;
* tests/rulings/INDEX.md is what tools/ruling_index.py writes;
* what the scenario format can't say, checked on the runtime directly: a solved Case that
  becomes a copy of a different Case stays solved; a solved Case keeps its other abilities.
"""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from card_sources import scenario_cards

from karlov.runtime import Game, TriggeredAbility
from karlov.scenario import ScenarioResult, find_scenarios, run_scenario

HERE = Path(__file__).parent
RULINGS = HERE / "rulings"
CARDS = scenario_cards()  # compiled from text, or loaded from IR JSON (--cards-from-ir)


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


ruling_index = _load("ruling_index", HERE.parent / "tools" / "ruling_index.py")
generate = _load("rulings_generate", RULINGS / "general" / "generate.py")

PATHS = find_scenarios([RULINGS])


@cache
def _result(path: Path) -> ScenarioResult:
    return run_scenario(path, cards=CARDS)


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.relative_to(RULINGS).as_posix())
def test_scenario(path: Path) -> None:
    result = _result(path)
    assert result.passed, result.report()


def test_karlov_play_recurses_into_the_card_folders() -> None:
    found = {p.relative_to(RULINGS).parts[0] for p in PATHS}
    assert {"general", "rules"} <= found, found
    assert any(len(p.relative_to(RULINGS).parts) == 3 for p in PATHS)  # general/<case>/x.toml


# --- the generated scenarios ------------------------------------------------------------------


def test_generated_scenarios_are_up_to_date() -> None:
    files = generate.render()
    stale = [
        str(p.relative_to(RULINGS))
        for p, text in files.items()
        if not p.exists() or p.read_text("utf-8") != text
    ]
    folders = {p.parent for p in files}
    extra = [
        str(p.relative_to(RULINGS)) for d in folders for p in d.glob("*.toml") if p not in files
    ]
    assert not stale, f"run python tests/rulings/general/generate.py; out of date: {stale}"
    assert not extra, f"files in generated folders that the generator doesn't write: {extra}"


def test_every_paper_case_runs_every_general_ruling() -> None:
    rulings = generate.general_rulings()
    specs = generate.specs()
    assert len(specs) == 13
    for spec in specs:
        quoted = set()
        for s in generate.build(spec, rulings).values():
            quoted.add(s["ruling"])
        wanted = {
            rulings[k]
            for k in (
                generate.TO_SOLVE,
                generate.TWICE,
                generate.COPIABLE,
                generate.TWO,
                generate.STAYS,
                spec.kind,
            )
        }
        assert wanted <= quoted, (spec.name, wanted - quoted)


# --- the index ----------------------------------------------------------------------------------


@cache
def _index() -> ruling_index.Index:
    return ruling_index.build(passed=lambda p: _result(p).passed)


def test_every_ruling_has_a_scenario() -> None:
    index = _index()
    missing = [ruling_index.normalise(r.text) for r in index.missing()]
    assert not missing, f"{len(missing)} rulings have no scenario:\n- " + "\n- ".join(missing)


def test_scenario_ruling_headers_quote_a_ruling_verbatim() -> None:
    assert not _index().unquoted, "ruling headers that quote no ruling of the data file"


@pytest.mark.parametrize("path", [ruling_index.NO_BEHAVIOUR, ruling_index.NOT_YET_SHOWN])
def test_ruling_lists_name_real_rulings_with_reasons(path: Path) -> None:
    """Both lists quote rulings of the data file, each with a reason, and drop a ruling as
    soon as a scenario demonstrates it."""
    index = _index()
    assert not index.unknown_no_behaviour
    reasons = ruling_index.load_reasons(path)
    assert all(reason.strip() for reason in reasons.values())
    shown = [t for t in reasons if index.rulings[t].scenarios]
    assert not shown, f"listed in {path.name} but demonstrated: {shown}"


def test_index_is_up_to_date() -> None:
    text = ruling_index.render(_index())
    on_disk = ruling_index.INDEX.read_text("utf-8") if ruling_index.INDEX.exists() else ""
    assert on_disk == text, "tests/rulings/INDEX.md is out of date: run tools/ruling_index.py"


def test_index_normalises_quotes_and_whitespace() -> None:
    curly = "\u201cTo solve\u201d abilities  will\ncheck"
    assert ruling_index.normalise(curly) == '"To solve" abilities will check'


# --- beyond the scenario format -------------------------------------------------------------------

PAPER = [spec.name for spec in generate.specs()]


def _case_abilities(game: Game, obj) -> tuple[list, list]:
    abilities = game.chars(obj).abilities
    to_solve = [a for a in abilities if getattr(a, "kind", None) == "to_solve"]
    gated = [a for a in abilities if getattr(a, "gate", None) is not None]
    return to_solve, gated


@pytest.mark.parametrize("name", PAPER)
def test_solved_case_that_becomes_a_copy_of_another_case_stays_solved(name: str) -> None:
    """Ruling: "A solved Case that somehow becomes a copy of a different Case stays solved."

    No card in karlov/cards/ makes a permanent already on the battlefield become a copy, and the
    scenario format has no action for it, so this is the runtime's ``Game.become_copy`` (the
    primitive copy effects use) applied to a solved Case directly."""
    other = "Case of the Gateway Express" if name != "Case of the Gateway Express" else PAPER[0]
    game = Game(("alice", "bob"))
    case = game.add_card(CARDS.definition(name), "alice", "battlefield")
    model = game.add_card(CARDS.definition(other), "bob", "battlefield")
    game.start(active="alice")
    assert game.solve(case)
    game.become_copy(case, model)
    assert game.chars(case).name == other
    assert case.solved and game.is_solved(case)
    assert not model.solved
    # it has the other Case's Solved ability now, and it works: it is solved
    _, gated = _case_abilities(game, case)
    assert gated and all(a.gated_open(game, case) for a in gated)


@pytest.mark.parametrize("name", PAPER)
def test_solved_case_keeps_every_ability(name: str) -> None:
    """Rulings: "Cases don't lose their other abilities when they become solved." and "Each
    Case has two special keyword abilities: to solve and solved." — the compiled Case has a To
    solve trigger and a Solved-gated ability, and solving it removes none of its abilities."""
    game = Game(("alice", "bob"))
    case = game.add_card(CARDS.definition(name), "alice", "battlefield")
    game.start(active="alice")
    before = list(game.chars(case).abilities)
    to_solve, gated = _case_abilities(game, case)
    assert len(to_solve) == 1 and isinstance(to_solve[0], TriggeredAbility)
    assert gated and not any(a.gated_open(game, case) for a in gated)
    assert len(before) >= 3
    game.solve(case)
    after = list(game.chars(case).abilities)
    for ability in before:
        assert ability in after
    assert all(a.gated_open(game, case) for a in gated)
