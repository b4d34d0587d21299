"""Strict scenarios (``strict = true`` in ``[setup]``) and how a scenario answers each kind of
decision: every example here is strict, so it passes only because each decision it causes is
answered; without its answers it fails naming the decision."""

from __future__ import annotations

from pathlib import Path

import pytest

from karlov import cli
from karlov.scenario import run_scenario
from karlov.scenario.cards import default_cards

CARDS = default_cards()

#: kind -> (a strict scenario, the answers line to remove, the strict failure without it)
EXAMPLES: dict[str, tuple[str, str, str]] = {
    "targets": (
        """
[players.alice]
battlefield = ["Mountain", "Mountain", "Mountain"]
hand = ["Case of the Burning Masks"]
[players.bob]
battlefield = ["Grizzly Bears", "Hill Giant"]
[[actions]]
do = "cast"
card = "Case of the Burning Masks"
[[actions]]
do = "resolve"
answers = ["Hill Giant"]  # the target of its enters trigger
[[expect]]
player = "bob"
graveyard = ["Hill Giant"]
""",
        'answers = ["Hill Giant"]  # the target of its enters trigger',
        "alice must answer the targets decision 'Choose target creature",
    ),
    "modes": (
        """
[players.alice]
battlefield = ["Island", "Island", "Island", "Island", "Island", "Island"]
hand = ["Read the Tides"]
library = ["Forest", "Plains", "Swamp", "Mountain"]
[players.bob]
battlefield = ["Grizzly Bears"]
[[actions]]
do = "cast"
card = "Read the Tides"
answers = ["1."]  # the mode, by its number (before any target, CR 601.2b)
[[actions]]
do = "resolve"
[[expect]]
player = "alice"
hand_count = 3
""",
        'answers = ["1."]  # the mode, by its number (before any target, CR 601.2b)',
        "alice must answer the choose decision 'Choose the modes of Read the Tides",
    ),
    "cards": (
        """
[players.alice]
battlefield = ["Mountain", "Mountain", "Mountain"]
hand = ["Case of the Crimson Pulse", "Shock", "Lightning Bolt"]
library = ["Island", "Forest"]
[players.bob]
[[actions]]
do = "cast"
card = "Case of the Crimson Pulse"
[[actions]]
do = "resolve"
answers = ["Lightning Bolt"]  # the card to discard
[[expect]]
player = "alice"
graveyard = ["Lightning Bolt"]
""",
        'answers = ["Lightning Bolt"]  # the card to discard',
        "alice must answer the cards decision 'Discard 1 card(s)' (options: Shock, Lightning Bolt)",
    ),
    "arrange": (
        """
[players.alice]
battlefield = ["Forest", "Forest"]
hand = ["Track Down"]
library = ["Shock", "Grizzly Bears", "Island", "Plains"]
[players.bob]
[[actions]]
do = "cast"
card = "Track Down"
[[actions]]
do = "resolve"
answers = [[], ["Grizzly Bears", "Shock", "Island"]]  # none on the bottom; the top, first on top
[[expect]]
player = "alice"
hand = ["Grizzly Bears"]
""",
        'answers = [[], ["Grizzly Bears", "Shock", "Island"]]  # none on the bottom; the top, first'
        " on top",
        "alice must answer the cards decision 'Scry 3: choose cards to put on the bottom'",
    ),
    "choose and may": (
        """
[players.alice]
battlefield = [{ card = "Case of the Burning Masks", solved = true }, "Mountain"]
library = ["Shock", "Forest", "Lightning Bolt"]
[players.bob]
[[actions]]
do = "activate"
card = "Case of the Burning Masks"
[[actions]]
do = "resolve"
answers = ["Forest", false]  # choose one of the exiled cards, then decline a may
[[expect]]
player = "alice"
exile_count = 3
""",
        'answers = ["Forest", false]  # choose one of the exiled cards, then decline a may',
        "alice must answer the choose decision 'Choose one of them'",
    ),
    "order": (
        """
[players.alice]
battlefield = ["Case of the Pilfered Proof", "Plains", "Plains"]
hand = ["Novice Inspector"]
[players.bob]
[[actions]]
do = "cast"
card = "Novice Inspector"
[[actions]]
do = "resolve"
count = 1
answers = [["Novice Inspector", "Case of the Pilfered Proof"]]  # first goes on first
[[expect]]
stack_top = "Case of the Pilfered Proof"
""",
        'answers = [["Novice Inspector", "Case of the Pilfered Proof"]]  # first goes on first',
        "alice must answer the order decision 'Order your triggered abilities",
    ),
    "distribute": (
        """
[players.alice]
battlefield = ["Forest", "Forest", "Forest", "Grizzly Bears", "Savannah Lions"]
hand = ["Case of the Trampled Garden"]
[players.bob]
[[actions]]
do = "cast"
card = "Case of the Trampled Garden"
[[actions]]
do = "resolve"
answers = [["Grizzly Bears", "Savannah Lions"], { "Grizzly Bears" = 1, "Savannah Lions" = 1 }]
[[expect]]
card = "Savannah Lions"
counters = { "+1/+1" = 1 }
""",
        'answers = [["Grizzly Bears", "Savannah Lions"], '
        '{ "Grizzly Bears" = 1, "Savannah Lions" = 1 }]',
        "alice must answer the targets decision",
    ),
    "attackers and blockers": (
        """
[players.alice]
battlefield = ["Grizzly Bears", "Savannah Lions"]
[players.bob]
battlefield = ["Hill Giant"]
[[actions]]
do = "answer"
player = "bob"
answers = [{ "Hill Giant" = "Savannah Lions" }]  # bob's blocks, asked when alice attacks
[[actions]]
do = "pass_to"
step = "postcombat main"
answers = [["Grizzly Bears", "Savannah Lions"]]  # alice's attackers
[[expect]]
player = "bob"
life = 18
""",
        'answers = [["Grizzly Bears", "Savannah Lions"]]  # alice\'s attackers',
        "alice must answer the attackers decision 'Declare attackers' (options: Grizzly Bears, "
        "Savannah Lions)",
    ),
    "x": (
        """
[players.alice]
battlefield = ["Case of the Burning Masks", "Incinerator of the Guilty"]
graveyard = ["Grizzly Bears"]
[players.bob]
battlefield = ["Llanowar Elves"]  # it can't block the flying Incinerator
[[actions]]
do = "attack"
attackers = ["Incinerator of the Guilty"]
[[actions]]
do = "pass_to"
step = "postcombat main"
answers = [true, 2, "Grizzly Bears"]  # collect evidence: yes, X = 2, the card to exile
[[expect]]
player = "bob"
graveyard = ["Llanowar Elves"]
""",
        'answers = [true, 2, "Grizzly Bears"]  # collect evidence: yes, X = 2, the card to exile',
        "alice must answer the may decision",
    ),
    "mana": (
        """
[players.alice]
battlefield = ["Birds of Paradise"]
[players.bob]
[[actions]]
do = "activate"
card = "Birds of Paradise"
answers = ["{U}"]  # one of the mana options, by its symbol (or its number, from 0)
[[expect]]
card = "Birds of Paradise"
tapped = true
""",
        'answers = ["{U}"]  # one of the mana options, by its symbol (or its number, from 0)',
        "alice must answer the mana decision",
    ),
}


def _scenario(body: str, title: str) -> str:
    return f'title = "{title}"\n[setup]\nstrict = true\n' + body


@pytest.mark.parametrize("kind", list(EXAMPLES))
def test_each_decision_kind_answered_in_a_strict_scenario(tmp_path: Path, kind: str) -> None:
    body, answers, unanswered = EXAMPLES[kind]
    path = tmp_path / "s.toml"
    path.write_text(_scenario(body, kind), encoding="utf-8")
    result = run_scenario(path, cards=CARDS)
    assert result.passed, result.report()
    assert answers in body
    path.write_text(_scenario(body.replace(answers, ""), kind), encoding="utf-8")
    error = run_scenario(path, cards=CARDS).error
    assert error is not None
    assert f"strict scenario: {unanswered}" in error.message
    assert error.message.endswith("and no answer is left; add it to this action's answers = [...]")


def test_without_strict_the_default_agent_answers(tmp_path: Path) -> None:
    body, answers, _ = EXAMPLES["cards"]
    path = tmp_path / "s.toml"
    path.write_text('title = "lenient"\n' + body.replace(answers, ""), encoding="utf-8")
    result = run_scenario(path, cards=CARDS)
    assert not result.passed  # the first card, Shock, was discarded instead
    assert 'alice\'s graveyard: expected ["Lightning Bolt"], got ["Shock"]' in str(
        result.failures[0]
    )


def test_strict_at_the_top_level_too(tmp_path: Path) -> None:
    body, answers, _ = EXAMPLES["cards"]
    path = tmp_path / "s.toml"
    path.write_text('title = "strict"\nstrict = true\n' + body.replace(answers, ""), "utf-8")
    error = run_scenario(path, cards=CARDS).error
    assert error is not None
    assert str(error) == (
        f"{path}:12: resolve: strict scenario: alice must answer the cards decision "
        "'Discard 1 card(s)' (options: Shock, Lightning Bolt), and no answer is left; add it to "
        "this action's answers = [...]"
    )


def test_a_decision_with_one_possible_answer_needs_none(tmp_path: Path) -> None:
    body, answers, _ = EXAMPLES["targets"]
    path = tmp_path / "s.toml"
    one_target = body.replace(answers, "").replace('"Grizzly Bears", "Hill Giant"', '"Hill Giant"')
    path.write_text(_scenario(one_target, "one target"), encoding="utf-8")
    result = run_scenario(path, cards=CARDS)
    assert result.passed, result.report()


def test_log_ends_with_the_final_state(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    body, _, _ = EXAMPLES["targets"]
    path = tmp_path / "s.toml"
    path.write_text(_scenario(body, "final state"), encoding="utf-8")
    assert cli.main(["play", "--log", str(path)]) == 0
    out = capsys.readouterr().out
    tail = out[out.index("    | Final state") :]
    assert tail == (
        "    | Final state: turn 1, alice's main1 step.\n"
        "    | Alice: 20 life.\n"
        "    |   Battlefield: Mountain (tapped), Mountain (tapped), Mountain (tapped), "
        "Case of the Burning Masks.\n"
        "    |   Hand: nothing.\n"
        "    |   Library: nothing.\n"
        "    |   Graveyard: nothing.\n"
        "    |   Exile: nothing.\n"
        "    | Bob: 20 life.\n"
        "    |   Battlefield: Grizzly Bears.\n"
        "    |   Hand: nothing.\n"
        "    |   Library: nothing.\n"
        "    |   Graveyard: Hill Giant.\n"
        "    |   Exile: nothing.\n"
        "1 scenario passed, 0 failed\n"
    )


def test_a_block_of_a_creature_that_is_not_attacking(tmp_path: Path) -> None:
    body, _, _ = EXAMPLES["attackers and blockers"]
    path = tmp_path / "s.toml"
    path.write_text(
        _scenario(body.replace('"Hill Giant" = "Savannah Lions"', '"Hill Giant" = "Plains"'), "b"),
        encoding="utf-8",
    )
    error = run_scenario(path, cards=CARDS).error
    assert error is not None
    assert error.message.endswith(
        "'Plains' is not attacking; the attackers are: Grizzly Bears, Savannah Lions"
    )


def test_arranging_cards_in_any_order_is_a_choice_a_strict_scenario_answers(
    tmp_path: Path,
) -> None:
    """Scry's cards kept on top are put back in any order (CR 701.22a): with the bottom
    answered and the order not, a strict scenario fails naming the order decision."""
    body, answers, _ = EXAMPLES["arrange"]
    path = tmp_path / "s.toml"
    path.write_text(_scenario(body.replace(answers, "answers = [[]]"), "arrange"), "utf-8")
    error = run_scenario(path, cards=CARDS).error
    assert error is not None
    assert (
        "alice must answer the cards decision 'Scry 3: order the cards for the top of your library"
        " (the first is the top card)' (options: Shock, Grizzly Bears, Island)" in error.message
    )
