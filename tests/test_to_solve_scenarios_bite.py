"""Every scenario in which a Case's To solve ability triggers must notice when it does not.

Each scenario under tests/scenarios/ and tests/rulings/ is played once as written, recording
whether a To solve ability (CR 719.3a) was put on the stack. Each one where it was is played
again with every Case compiled without its To solve ability (removed from the card's IR before
the runtime builds it): it must FAIL. A scenario that passes without the ability can't see the
trigger it is about, as the "destroyed in response to the To solve trigger" scenarios of six
Cases could not (issue 26): they now check the trigger on the stack and its resolution.

A scenario whose To solve trigger doesn't trigger (the condition is false, CR 603.4) is not
covered here: removing the ability changes nothing there, by design.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from karlov import ir
from karlov.compiler.library import bundled_library
from karlov.runtime import Game
from karlov.runtime.build import card_definition
from karlov.runtime.execute import Definitions
from karlov.scenario import find_scenarios, run_scenario

TESTS = Path(__file__).parent
FOLDERS = [TESTS / "scenarios", TESTS / "rulings"]

#: At least this many scenarios put a To solve ability on the stack (a guard against a change
#: that makes the recording below see none, which would make this test vacuous).
MIN_TO_SOLVE_SCENARIOS = 90


@cache
def without_to_solve() -> dict[str, Any]:
    """Every bundled Case, built from its IR with the To solve ability taken out."""
    library = bundled_library()
    every = {name: library.compiled(name).definition for name in library.names()}
    definitions = Definitions(every)  # what a Case conjures is any bundled card
    cards: dict[str, Any] = {}
    for name in library.names():
        card = library.compiled(name).ir
        kept = tuple(a for a in card.abilities if not isinstance(a, ir.ToSolve))
        if len(kept) != len(card.abilities):
            cards[name] = card_definition(dataclasses.replace(card, abilities=kept), definitions)
    every.update(cards)
    return cards


def _played(path: Path, monkeypatch: pytest.MonkeyPatch, cards: Any = None) -> tuple[bool, bool]:
    """(passed, whether a To solve ability went on the stack)."""
    pushed: list[Any] = []
    original = Game._push_trigger

    def recording(self: Game, t: Any, chosen: Any, *rest: Any) -> None:
        if getattr(t.ability, "kind", None) == "to_solve" and chosen is not None:
            pushed.append(t)
        original(self, t, chosen, *rest)

    with monkeypatch.context() as m:
        m.setattr(Game, "_push_trigger", recording)
        result = run_scenario(path, cards=cards)
    return result.passed, bool(pushed)


def test_the_cases_lose_only_their_to_solve_ability() -> None:
    cards = without_to_solve()
    assert len(cards) == 15  # every printed Case has one To solve ability
    library = bundled_library()
    for name, definition in cards.items():
        full = library.compiled(name).definition
        assert len(definition.abilities) == len(full.abilities) - 1, name
        assert not any(getattr(a, "kind", None) == "to_solve" for a in definition.abilities)
        assert any(getattr(a, "kind", None) == "to_solve" for a in full.abilities)


def test_every_to_solve_scenario_fails_without_the_to_solve_ability(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    to_solve: list[Path] = []
    blind: list[str] = []
    for path in find_scenarios(FOLDERS):
        passed, triggered = _played(path, monkeypatch)
        assert passed, path  # tests/test_scenarios.py and test_rulings.py say why
        if not triggered:
            continue
        to_solve.append(path)
        still_passes, _ = _played(path, monkeypatch, cards=without_to_solve())
        if still_passes:
            blind.append(str(path.relative_to(TESTS)))
    assert len(to_solve) >= MIN_TO_SOLVE_SCENARIOS, len(to_solve)
    assert not blind, (
        "these scenarios put a To solve ability on the stack but pass without it; make them "
        'check the trigger (stack = [...], event = "AbilityResolved", event = "CaseSolved"):\n'
        + "\n".join(blind)
    )
