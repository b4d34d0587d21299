"""Every scenario of the suite answers every real choice it meets: all are strict.

A decision with more than one possible answer that a scenario leaves unanswered is taken by
the runtime's default agent (first options, "yes", no attackers or blockers, triggers in the
order they triggered), so the scenario tests karlov's policy, not the rules (issue 26: 107
scenarios did). A strict scenario (``strict = true`` in ``[setup]``) makes such a decision an
error, so every scenario file under tests/scenarios/ and tests/rulings/, in any folder old or
new, must be strict; the only exceptions are listed below with the reason. Scenarios outside
the suite keep the documented default (not strict).
"""

from __future__ import annotations

from pathlib import Path

from karlov.scenario import find_scenarios, load_scenario, run_scenario

TESTS = Path(__file__).parent

#: scenario file (relative to tests/) -> why it may leave a choice to the default agent
NOT_STRICT = {
    "scenarios/corpus_statics/must_be_blocked_default.toml": (
        "it is about the default agent: with no blocks answered, the blocks it declares obey "
        "the requirement that every creature able to block the attacker does (CR 509.1c)"
    ),
}


def test_every_scenario_is_strict() -> None:
    loose = sorted(
        str(path.relative_to(TESTS))
        for path in find_scenarios([TESTS / "scenarios", TESTS / "rulings"])
        if not load_scenario(path).strict
    )
    assert loose == sorted(NOT_STRICT), (
        "add strict = true to [setup] and answer each choice with answers = [...] (the "
        "error of a strict run names the decision and its options):\n"
        + "\n".join(sorted(set(loose) - set(NOT_STRICT)))
    )


def test_the_exceptions_still_exist_and_still_need_the_default_agent() -> None:
    for name in NOT_STRICT:
        result = run_scenario(TESTS / name)
        assert result.passed, result.report()
        assert result.game is not None
        defaulted = [d for agent in result.game.agents.values() for d in agent.defaulted]
        assert defaulted, f"{name} meets no real choice: make it strict, take it off the list"


def test_the_agent_records_the_real_choices_it_left_to_the_default(tmp_path: Path) -> None:
    # Bob's Grizzly Bears could block Alice's attacker: a real choice, left to the default
    # (no blocks) in a scenario that is not strict, and recorded
    path = tmp_path / "s.toml"
    path.write_text(
        'title = "t"\n[players.alice]\nbattlefield = ["Savannah Lions"]\n'
        '[players.bob]\nbattlefield = ["Grizzly Bears"]\n'
        '[[actions]]\ndo = "attack"\nattackers = ["Savannah Lions"]\n'
        '[[actions]]\ndo = "pass_to"\nstep = "end"\n',
        encoding="utf-8",
    )
    result = run_scenario(path)
    assert result.passed and result.game is not None, result.report()
    bob = result.game.agents[1]
    assert [d.kind for d in bob.defaulted] == ["blockers"]
    assert result.game.agents[0].defaulted == []


_BOB_DECKS = (
    'title = "t"\n[setup]\nstrict = true\n'
    '[players.alice]\nbattlefield = ["Mountain"]\nhand = ["Shock"]\nlibrary = ["Forest"]\n'
    "[players.bob]\n"
    '[[actions]]\ndo = "pass_to"\nturn = "next"\n'  # Bob draws from an empty library (CR 704.5b)
)


def test_an_action_after_the_game_ended_is_an_error(tmp_path: Path) -> None:
    # the game ended on Bob's draw: a later action would test nothing, so the scenario fails
    # at it instead of passing its checks against a finished game (CR 104.1)
    path = tmp_path / "s.toml"
    path.write_text(
        _BOB_DECKS + '[[actions]]\ndo = "cast"\ncard = "Shock"\ntargets = ["bob"]\n',
        encoding="utf-8",
    )
    result = run_scenario(path)
    assert str(result.error) == (
        f"{path}:12: cast (card = 'Shock', targets = ['bob']): the game is over (bob lost)"
    )


def test_a_check_after_the_game_ended_reads_the_finished_game(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text(
        _BOB_DECKS + '[[actions]]\ndo = "expect"\nplayer = "bob"\nlost = true\n',
        encoding="utf-8",
    )
    result = run_scenario(path)
    assert result.passed, result.report()
