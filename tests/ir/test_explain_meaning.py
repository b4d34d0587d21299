"""The meaning renderer (karlov.explain.Meaning) on hand-built IR, and karlov explain's modes."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

import karlov.ir as ir
from karlov import cli
from karlov.explain import Meaning, explain_meaning
from karlov.frontend.diagnostics import Diagnostic, Severity, Span

SPAN = ir.Span("x.card", 1, 1, 1, 5)

SHOCK = ir.Card(
    name="Shock",
    mana_cost="{R}",
    supertypes=(),
    types=("instant",),
    subtypes=(),
    power=None,
    toughness=None,
    abilities=(
        ir.SpellAbility(
            effect=ir.Action(
                ir.Verb.DEAL_DAMAGE, recipients=ir.TargetObjects(0), amount=ir.Fixed(2), span=SPAN
            ),
            targets=(ir.TargetSpec("any target", 1, 1, players=ir.Whose.ANY),),
        ),
    ),
)

CREATURE = (ir.TypeTest(any_of=("creature",)),)
OPPONENT_CREATURE = ir.ObjectFilter(
    "creature an opponent controls", types=CREATURE, controller=ir.Players("each_opponent")
)

MASKS_LIKE = ir.Card(
    name="Case of the Test",
    mana_cost="{1}{R}",
    supertypes=(),
    types=("enchantment",),
    subtypes=("Case",),
    power=None,
    toughness=None,
    abilities=(
        ir.TriggeredAbility(
            trigger=ir.EventTrigger("enters"),
            effect=ir.Action(ir.Verb.DEAL_DAMAGE, recipients=ir.TargetObjects(0), amount=ir.Fixed(3)),  # noqa: E501
            targets=(ir.TargetSpec("target creature an opponent controls", 1, 1,
                                   filter=OPPONENT_CREATURE),),
        ),
        ir.ToSolve(
            condition=ir.HappenedThisTurn(
                "dealt_damage",
                ir.Count(ir.Relation.AT_LEAST, 3),
                ir.ObjectFilter("source you controlled", nouns=("source",),
                                controlled_then=ir.Whose.YOU),
            )
        ),
        ir.StaticAbility(
            effects=(
                ir.ContinuousEffect(
                    ir.Layer.PT_MODIFY,
                    ir.Affected(ir.ObjectFilter("creatures you control", types=CREATURE,
                                                controller=ir.Players("you"))),
                    power=1,
                    toughness=1,
                ),
            ),
            gate=True,
        ),
        ir.ActivatedAbility(
            cost=ir.Cost(mana="{2}", sacrifices=(ir.SacrificeCost(1, None),)),
            effect=ir.Sequence(
                (
                    ir.Action(ir.Verb.EXILE, objects=ir.TopOfLibrary(3, ir.Whose.YOU), remember="top"),  # noqa: E501
                    ir.MayDo(ir.Players("you"), ir.Action(ir.Verb.DRAW, count=ir.Count(
                        ir.Relation.EXACTLY, 1))),
                )
            ),
            gate=True,
        ),
    ),
)  # fmt: skip


def test_a_spell() -> None:
    assert explain_meaning([SHOCK]) == (
        "Shock {R}\n"
        "  instant\n"
        "  1. spell\n"
        "     targets: first: 1 × object or player\n"
        "     effect: this deals 2 damage to the first target\n"
    )


def test_every_part_of_a_case() -> None:
    assert explain_meaning([MASKS_LIKE]) == (
        "Case of the Test {1}{R}\n"
        "  enchantment — Case\n"
        "  1. triggered\n"
        "     trigger: this enters\n"
        "     targets: first: 1 × creature [controller each opponent]\n"
        "     effect: this deals 3 damage to the first target\n"
        "  2. to solve (end step trigger, CR 719.3a)\n"
        "     trigger: beginning of your end step, if this Case is unsolved\n"
        "     condition: 3 or more × source [controlled then you] dealt damage this turn\n"
        "     effect: this Case becomes solved\n"
        "  3. static\n"
        "     gate: only while this Case is solved (CR 702.169)\n"
        "     layer 7c: each creature [controller you]: +1/+1\n"
        "  4. activated\n"
        "     gate: only while this Case is solved (CR 702.169)\n"
        "     cost: {2}, sacrifice this\n"
        "     effect: exile the top 3 cards of your library (as “top”); "
        "then you may: draw exactly 1\n"
    )


def test_a_dropped_restriction_shows_because_filters_are_read_from_their_fields() -> None:
    either = ir.ObjectFilter("instant and sorcery", types=(ir.TypeTest(("instant", "sorcery")),))
    assert Meaning().text(either) == "instant or sorcery"
    non = ir.TypeTest(none_of=("creature",))
    assert Meaning().text(ir.ObjectFilter("noncreature spell", types=(non,))) == "noncreature"
    loose = ir.ObjectFilter("creature an opponent controls", types=CREATURE)
    assert Meaning().text(loose) == "creature"
    assert Meaning().text(OPPONENT_CREATURE) == "creature [controller each opponent]"


def test_methods_are_found_by_name_and_unknown_classes_are_shown_generically() -> None:
    @dataclass(frozen=True, slots=True)
    class NewEffect(ir.Located):
        amount: int
        note: str = ""

    class Loud(Meaning):
        def fixed(self, quantity: ir.Fixed) -> str:
            return f"exactly {quantity.value}"

    assert Meaning().text(NewEffect(3)) == "new effect (amount 3)"
    assert Loud().text(ir.Fixed(2)) == "exactly 2"
    assert Meaning().text(ir.Fixed(2)) == "2"  # the subclass's table is its own


# --- karlov explain -----------------------------------------------------------------------------

C001 = Diagnostic(Span("a.card", 9, 1, 9, 5), Severity.ERROR, "C001", "cannot execute this yet")


@pytest.fixture
def explained(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.card").write_text("Shock {R}\nInstant\nShock deals 2 damage to any target.\n")

    def run(*args: str, meanings=(SHOCK,), errors=()):
        monkeypatch.setattr(cli, "_card_meanings", lambda loaded: (list(meanings), list(errors)))
        return cli.main(["explain", *args, "a.card"])

    return run


def test_explain_prints_the_meaning(explained, capsys) -> None:
    assert explained() == 0
    out, err = capsys.readouterr()
    assert (out, err) == (explain_meaning([SHOCK]), "")


def test_explain_json_prints_the_ir_json(explained, capsys) -> None:
    assert explained("--json") == 0
    out = capsys.readouterr().out
    assert ir.loads(out) == (SHOCK,)
    assert json.loads(out)["ir"][0]["kind"] == "Card"


def test_explain_reports_c001_and_exits_1(explained, capsys) -> None:
    assert explained(meanings=(), errors=(C001,)) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("a.card:9:1: error[C001]: cannot execute this yet\n")
    assert err.endswith("1 error, 0 warnings in 1 file\n")


def test_an_activated_abilitys_life_cost_and_limit_per_turn_are_shown() -> None:
    """CR 119.4, 602.5b: explain shows every part of the cost and restriction."""
    ability = ir.ActivatedAbility(
        ir.Cost(mana="{1}", pay_life=2),
        ir.Action(ir.Verb.DRAW, count=ir.Count(ir.Relation.EXACTLY, 1)),
        timing=ir.Timing.SORCERY,
        max_per_turn=1,
    )
    card = ir.Card("Probe", "{B}", (), ("creature",), (), 1, 1, (ability,))
    shown = explain_meaning([card])
    assert "1. activated (sorcery speed) (at most 1 each turn)" in shown
    assert "cost: {1}, pay 2 life" in shown
