"""The audit of real cards (issue 21): cards drawn at random from the playable part of the pool,
each with scenarios written from its Oracle text and the Comprehensive Rules.

``tests/scenarios/audit/DRAW.txt`` lists the cards drawn by ``tools/audit_draw.py`` (seeded);
each has its text in ``cards/<stem>.card`` and either

- two or more scenarios: ``<stem>.toml`` (what the card must do) and ``<stem>.not.toml`` (a case
  where it must not happen), both loading the card, both run by ``tests/test_scenarios.py``; or
- a line in ``REFUSED.txt`` (``Name: why``): the audit found that karlov could not play it as
  written, and the compiler now refuses it (C001), which is checked here.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from karlov import check
from karlov.scenario import find_scenarios

AUDIT = Path(__file__).parent / "scenarios" / "audit"


def _stem(name: str) -> str:
    import re

    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def _drawn() -> list[str]:
    lines = (AUDIT / "DRAW.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def _refused() -> dict[str, str]:
    path = AUDIT / "REFUSED.txt"
    if not path.exists():
        return {}
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, _, why = line.partition(": ")
            found[name] = why
    return found


def test_the_draw_has_at_least_300_cards() -> None:
    drawn = _drawn()
    assert len(drawn) >= 300 and len(set(drawn)) == len(drawn)


@pytest.mark.parametrize("name", _drawn())
def test_each_drawn_card_has_its_text_and_its_scenarios_or_is_refused(name: str) -> None:
    stem = _stem(name)
    card = AUDIT / "cards" / f"{stem}.card"
    assert card.read_text(encoding="utf-8").startswith(name), card
    refused = _refused()
    if name in refused:
        codes = [d.code for d in check(card.read_text(encoding="utf-8"), str(card))]
        assert "C001" in codes, f"{name} is listed as refused, but the compiler plays it"
        return
    must = AUDIT / f"{stem}.toml"
    must_not = AUDIT / f"{stem}.not.toml"
    assert must.exists() and must_not.exists(), f"{name}: {must.name} and {must_not.name}"
    for path in (must, must_not):
        scenario = tomllib.loads(path.read_text(encoding="utf-8"))
        assert f"cards/{stem}.card" in scenario.get("cards", []), path


def test_every_audit_scenario_belongs_to_a_drawn_card() -> None:
    stems = {_stem(name) for name in _drawn()}
    for path in find_scenarios([AUDIT]):
        assert path.name.split(".")[0] in stems, path
