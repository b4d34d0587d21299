"""Issue 21, this session: the two runtime bugs (an optional payment is the player's choice;
a mana ability that sacrifices its source pays only when the player chooses it) and the
families lowered here, where a scenario can't ask."""

from __future__ import annotations

import shutil
from pathlib import Path

import karlov
from karlov.compiler import compile_card
from karlov.runtime.build import card_definition
from karlov.runtime.game import Game
from karlov.runtime.mana import ManaCost
from karlov.runtime.objects import BATTLEFIELD, GRAVEYARD, GameObject, Player
from karlov.scenario import run_scenario

from . import cards as C
from .helpers import new_game

BREADTH33 = Path(__file__).resolve().parents[1] / "scenarios" / "breadth33"


def _strict_run_without_answers(tmp_path: Path, scenario: str, answers: str) -> str:
    """The error of ``scenario`` of breadth33 run again with ``answers`` taken out."""
    shutil.copy(BREADTH33 / "breadth33.card", tmp_path / "breadth33.card")
    text = (BREADTH33 / scenario).read_text(encoding="utf-8")
    assert answers in text
    path = tmp_path / scenario
    path.write_text(text.replace(answers, ""), encoding="utf-8")
    result = run_scenario(path)
    assert not result.passed and result.error is not None, result.report()
    return result.error.message


def test_an_unanswered_optional_payment_is_reported_in_a_strict_scenario(
    tmp_path: Path,
) -> None:
    # CR 603.5: "you may pay {1}" is chosen as the ability resolves; a strict scenario that
    # leaves it unanswered must say so, never pay (or decline) for the player.
    message = _strict_run_without_answers(
        tmp_path, "optional_payment_unanswered_is_reported.toml", "answers = [false]"
    )
    assert message.startswith(
        "resolve: strict scenario: alice must answer the may decision 'Do you want to pay {1}?'"
    )


def test_the_payment_with_a_sacrificed_source_also_asks(tmp_path: Path) -> None:
    message = _strict_run_without_answers(
        tmp_path, "optional_payment_petal_activated_first_pays.toml", "answers = [true]"
    )
    assert "must answer the may decision 'Do you want to pay {1}?'" in message


def _petal_and_mountain() -> tuple[Game, Player, GameObject, GameObject]:
    """Alice with Lotus Petal and a Mountain on the battlefield."""
    (petal_card,) = karlov.parse(
        "Lotus Petal {0}\nArtifact\n{T}, Sacrifice Lotus Petal: Add one mana of any color.\n"
    )
    compiled = compile_card(petal_card)
    assert compiled.ok and compiled.ir is not None
    game, alice, _bob = new_game()
    petal = game.add_card(card_definition(compiled.ir), alice, BATTLEFIELD)
    mountain = game.add_card(C.MOUNTAIN, alice, BATTLEFIELD)
    return game, alice, petal, mountain


def test_the_planner_never_offers_a_sacrificing_mana_ability_on_its_own() -> None:
    # CR 605.3a, 701.21a: sacrificing is the player's choice; the runtime's own plan taps only
    game, _alice, petal, mountain = _petal_and_mountain()
    assert game._mana_options(petal) == []
    assert len(game._mana_options(petal, sacrificing=True)) == 5  # one mana of any color
    assert [opt for _ab, opt in game._mana_options(mountain)] == [("R",)]


def test_a_chosen_sacrificing_source_pays_and_is_sacrificed() -> None:
    game, alice, petal, mountain = _petal_and_mountain()
    assert game.pay_mana_now(alice, "{1}", "a test") is True
    assert mountain.tapped and game.on_battlefield(petal)  # the planner left the Petal alone
    plan, sources = game._plan(alice, ManaCost.parse("{G}"), "a test", chosen=[petal])
    game._execute_plan(alice, plan, sources)
    assert not game.on_battlefield(petal)
    assert [o.name for o in game.zone_objects(GRAVEYARD, alice)] == ["Lotus Petal"]
    assert dict(alice.pool.amounts) == {}
