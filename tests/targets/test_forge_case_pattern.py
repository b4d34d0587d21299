"""The Case pattern helpers of forge_format against the facts of Forge's printed Case scripts."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from karlov.targets.forge_format import (
    AbilityLine,
    ForgeScript,
    Param,
    SVar,
    gate_solved,
    solve_svar,
    to_solve_line,
    write_script,
)

from .forge_reader import assert_facts, lint_script, load_facts, read_script

FACTS = load_facts()
ETB = (
    Param("Mode", "ChangesZone"),
    Param("Origin", "Any"),
    Param("Destination", "Battlefield"),
    Param("ValidCard", "Card.Self"),
)


def case(name: str, cost: tuple[str, ...], text: str, abilities: tuple[AbilityLine, ...],
         svars: tuple[SVar, ...]) -> str:  # fmt: skip
    script = ForgeScript(name, cost, ("Enchantment", "Case"), text, abilities=abilities,
                         svars=(solve_svar(), *svars))  # fmt: skip
    written = write_script(script)
    assert lint_script(written, name=name, text=text) == []
    return written


def filched_falcon() -> str:
    lines = [
        "When this Case enters, investigate.",
        "To solve — You control three or more artifacts.",
        "Solved — {2}{U}, Sacrifice this Case: Put four +1/+1 counters on target noncreature "
        "artifact. It becomes a 0/0 Bird creature with flying in addition to its other types.",
    ]
    condition = (Param("IsPresent", "Artifact.YouCtrl"), Param("PresentCompare", "GE3"))
    activated = AbilityLine("A", (
        Param("AB", "PutCounter"), Param("Cost", "2 U Sac<1/CARDNAME/this Case>"),
        Param("ValidTgts", "Artifact.nonCreature"), Param("CounterType", "P1P1"),
        Param("CounterNum", "4"), Param("SubAbility", "DBAnimate"),
        Param("SpellDescription", lines[2].removeprefix("Solved — ")),
    ))  # fmt: skip
    return case(
        "Case of the Filched Falcon",
        ("U",),
        "\n".join(lines),
        (
            AbilityLine(
                "T",
                (*ETB, Param("Execute", "TrigInvestigate"), Param("TriggerDescription", lines[0])),
            ),
            to_solve_line(condition, lines[1]),
            gate_solved(activated),
        ),
        (
            SVar("TrigInvestigate", (Param("DB", "Investigate"),)),
            SVar(
                "DBAnimate",
                (
                    Param("DB", "Animate"),
                    Param("Defined", "ParentTarget"),
                    Param("Power", "0"),
                    Param("Toughness", "0"),
                    Param("Types", "Creature,Bird"),
                    Param("Keywords", "Flying"),
                    Param("Duration", "Permanent"),
                ),
            ),
        ),
    )


def crimson_pulse() -> str:
    lines = [
        "When this Case enters, discard a card, then draw two cards.",
        "To solve — You have no cards in hand.",
        "Solved — At the beginning of your upkeep, discard your hand, then draw two cards.",
    ]
    upkeep = AbilityLine("T", (
        Param("Mode", "Phase"), Param("Phase", "Upkeep"), Param("ValidPlayer", "You"),
        Param("TriggerZones", "Battlefield"), Param("Execute", "TrigDiscardHand"),
        Param("TriggerDescription", lines[2]),
    ))  # fmt: skip
    return case(
        "Case of the Crimson Pulse",
        ("2", "R"),
        "\n".join(lines),
        (
            AbilityLine(
                "T", (*ETB, Param("Execute", "TrigLoot"), Param("TriggerDescription", lines[0]))
            ),
            to_solve_line((Param("Hellbent", "True"),), lines[1]),
            gate_solved(upkeep),
        ),
        (
            SVar(
                "TrigLoot",
                (
                    Param("DB", "Discard"),
                    Param("Mode", "TgtChoose"),
                    Param("SubAbility", "DBDrawTwo"),
                ),
            ),
            SVar("DBDrawTwo", (Param("DB", "Draw"), Param("NumCards", "2"))),
            SVar(
                "TrigDiscardHand",
                (
                    Param("DB", "Discard"),
                    Param("Mode", "Hand"),
                    Param("Defined", "You"),
                    Param("SubAbility", "DBDrawTwo"),
                ),
            ),
        ),
    )


@pytest.mark.parametrize(
    ("build", "fact"), [(filched_falcon, "filched_falcon"), (crimson_pulse, "crimson_pulse")]
)
def test_case_pattern_helpers_give_forges_structure(build: Callable[[], str], fact: str) -> None:
    assert_facts(read_script(build()), FACTS[fact])


def test_the_self_check_moves_to_is_present2_when_the_condition_uses_is_present() -> None:
    line = to_solve_line((Param("IsPresent", "Artifact.YouCtrl"),), "To solve — x")
    assert (line.get("IsPresent"), line.get("IsPresent2")) == (
        "Artifact.YouCtrl",
        "Card.Self+!IsSolved",
    )
    assert to_solve_line((Param("Hellbent", "True"),), "x").get("IsPresent") == (
        "Card.Self+!IsSolved"
    )


def test_gate_solved_on_an_activated_ability() -> None:
    line = gate_solved(
        AbilityLine("A", (Param("AB", "Draw"), Param("Cost", "T"), Param("SpellDescription", "x")))
    )
    assert [p.key for p in line.params] == ["AB", "Cost", "Activation", "PrecostDesc",
                                            "SpellDescription"]  # fmt: skip
    assert line.get("PrecostDesc") == "Solved —"
