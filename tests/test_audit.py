"""The audits of real cards (issue 21): cards drawn at random from the playable part of the pool,
each with scenarios written from its Oracle text and the Comprehensive Rules.

Each draw folder (``tests/scenarios/audit``: the first, seed 21; ``tests/scenarios/audit2``: the
second, seed 35, of the cards playable since, less the first draw's) has a ``DRAW.txt`` listing
the cards drawn by ``tools/audit_draw.py``, under a header recording the command; each card has
its text in ``cards/<stem>.card`` and either

- two or more scenarios: ``<stem>.toml`` (what the card must do) and ``<stem>.not.toml`` (a case
  where it must not happen), both loading the card, both run by ``tests/test_scenarios.py``; or
- a line in ``REFUSED.txt`` (``Name: why``): the audit found that karlov could not play it as
  written, and the compiler now refuses it (C001), which is checked here.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from karlov import check
from karlov.scenario import find_scenarios

SCENARIOS = Path(__file__).parent / "scenarios"
FIRST = SCENARIOS / "audit"
SECOND = SCENARIOS / "audit2"
DRAWS = (FIRST, SECOND)


def _stem(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def _header(folder: Path) -> str:
    return (folder / "DRAW.txt").read_text(encoding="utf-8").splitlines()[0]


def _drawn(folder: Path) -> list[str]:
    lines = (folder / "DRAW.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def _refused(folder: Path) -> dict[str, str]:
    path = folder / "REFUSED.txt"
    if not path.exists():
        return {}
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, _, why = line.partition(": ")
            found[name] = why
    return found


def test_the_first_draw_has_at_least_300_cards() -> None:
    drawn = _drawn(FIRST)
    assert len(drawn) >= 300 and len(set(drawn)) == len(drawn)


@pytest.mark.parametrize("folder", DRAWS, ids=lambda f: f.name)
def test_each_draw_has_the_count_its_header_records(folder: Path) -> None:
    match = re.match(r"# tools/audit_draw\.py --count (\d+) --seed (\d+)", _header(folder))
    assert match, _header(folder)
    drawn = _drawn(folder)
    assert len(drawn) == int(match[1]) and len(set(drawn)) == len(drawn)


def test_the_second_draw_leaves_out_the_first() -> None:
    header = _header(SECOND)
    assert "--seed 35" in header and "--exclude-draw tests/scenarios/audit/DRAW.txt" in header
    assert not set(_drawn(SECOND)) & set(_drawn(FIRST))


def _cases() -> list[tuple[Path, str]]:
    return [(folder, name) for folder in DRAWS for name in _drawn(folder)]


@pytest.mark.parametrize(
    ("folder", "name"), _cases(), ids=lambda v: v.name if isinstance(v, Path) else v
)
def test_each_drawn_card_has_its_text_and_its_scenarios_or_is_refused(
    folder: Path, name: str
) -> None:
    stem = _stem(name)
    card = folder / "cards" / f"{stem}.card"
    assert card.read_text(encoding="utf-8").startswith(name), card
    refused = _refused(folder)
    if name in refused:
        codes = [d.code for d in check(card.read_text(encoding="utf-8"), str(card))]
        assert "C001" in codes, f"{name} is listed as refused, but the compiler plays it"
        return
    must = folder / f"{stem}.toml"
    must_not = folder / f"{stem}.not.toml"
    assert must.exists() and must_not.exists(), f"{name}: {must.name} and {must_not.name}"
    for path in (must, must_not):
        scenario = tomllib.loads(path.read_text(encoding="utf-8"))
        assert f"cards/{stem}.card" in scenario.get("cards", []), path


@pytest.mark.parametrize("folder", DRAWS, ids=lambda f: f.name)
def test_every_audit_scenario_belongs_to_a_drawn_card(folder: Path) -> None:
    stems = {_stem(name) for name in _drawn(folder)}
    for path in find_scenarios([folder]):
        assert path.name.split(".")[0] in stems, path
