""" "Choose a nonland card name." as a spell resolves (CR 201.3, 608.2d): the names offered are
those of cards, land card names left out; the scenario's answer is checked against them."""

from __future__ import annotations

from pathlib import Path

from karlov.scenario import definitions_from_text, run_scenario

CARDS = Path(__file__).parents[1] / "scenarios" / "choices41b" / "cards.card"


def _therapy(answer: str) -> dict:
    return {
        "title": "Cabal Therapy naming " + answer,
        "rule": "CR 201.3",
        "setup": {"strict": True},
        "players": {
            "alice": {"battlefield": ["Swamp"], "hand": ["Cabal Therapy"]},
            "bob": {"hand": ["Forest", "Grizzly Bears"]},
        },
        "actions": [
            {"do": "cast", "card": "Cabal Therapy", "targets": ["bob"]},
            {"do": "resolve", "answers": [answer]},
        ],
        "expect": [{"player": "bob", "hand": ["Forest"]}],
    }


def _cards() -> dict:
    return definitions_from_text(CARDS.read_text(encoding="utf-8"))


def test_a_nonland_card_name_is_named() -> None:
    result = run_scenario(_therapy("Grizzly Bears"), cards=_cards())
    assert result.passed, result.report()


def test_a_land_card_name_is_not_a_nonland_card_name() -> None:
    result = run_scenario(_therapy("Forest"), cards=_cards())
    assert not result.passed
    assert "'Forest' is not one of the options: Cabal Therapy, Grizzly Bears" in str(result.error)
