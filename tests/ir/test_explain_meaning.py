"""The meaning renderer (karlov.explain.Meaning) on hand-built IR, and karlov explain's modes."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

import karlov.ir as ir
from karlov import cli
from karlov.compiler import CompiledCard
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
    """CR 115.4: "any target" is a creature, player, planeswalker or battle; a spell's targets
    are chosen as it is cast (CR 601.2c)."""
    assert explain_meaning([SHOCK]) == (
        "Shock {R}\n"
        "  Instant\n"
        "  1. This spell deals 2 damage to any target (a creature, player, planeswalker, or "
        "battle, CR 115.4), chosen as the spell is cast (a target, CR 601.2c).\n"
    )


def test_every_part_of_a_case() -> None:
    """The issue's example: a triggered ability's target is chosen as it is put on the stack
    (CR 603.3d); "To solve" is the end-step trigger of CR 719.3a; "Solved" abilities work only
    while the Case is solved (CR 702.169)."""
    assert explain_meaning([MASKS_LIKE]) == (
        "Case of the Test {1}{R}\n"
        "  Enchantment — Case\n"
        "  1. When this Case enters the battlefield, this Case deals 3 damage to a creature an "
        "opponent controls, chosen as the ability is put on the stack (a target, CR 603.3d).\n"
        "  2. To solve (CR 719.3a): at the beginning of your end step, if this Case isn't solved "
        "and three or more sources you controlled dealt damage this turn, it becomes solved (it "
        "gains the solved designation, CR 702.169).\n"
        "  3. Solved — works only while this Case is solved (CR 702.169). Each creature you "
        "control gets +1/+1 (layer 7c, CR 613.4c).\n"
        "  4. Solved — works only while this Case is solved (CR 702.169). {2}, sacrifice this "
        "Case: Exile the top three cards of your library, then you may draw a card.\n"
    )


def test_a_dropped_restriction_shows_because_filters_are_read_from_their_fields() -> None:
    either = ir.ObjectFilter("instant and sorcery", types=(ir.TypeTest(("instant", "sorcery")),))
    assert Meaning().text(either) == "an instant or sorcery"
    assert Meaning().filter_phrase(either, "many") == "instants or sorceries"
    non = ir.TypeTest(none_of=("creature",))
    spell = ir.ObjectFilter("noncreature spell", nouns=("spell",), types=(non,))
    assert Meaning().text(spell) == "a noncreature spell"
    loose = ir.ObjectFilter("creature an opponent controls", types=CREATURE)
    assert Meaning().text(loose) == "a creature"
    assert Meaning().text(OPPONENT_CREATURE) == "a creature an opponent controls"


def test_filter_alternatives_read_as_a_list() -> None:
    """The last session's example: not "(artifact) or (enchantment) or (creature [power at
    least 4])" but the card's own words."""

    def kind(name: str, **fields: object) -> ir.ObjectFilter:
        return ir.ObjectFilter(name, nouns=(name,), types=(ir.TypeTest((name,)),), **fields)

    either = ir.ObjectFilter(
        "artifact, enchantment, or creature with power 4 or greater",
        alternatives=(kind("artifact"), kind("enchantment"), kind("creature", power_at_least=4)),
    )
    assert Meaning().text(either) == (
        "an artifact, an enchantment, or a creature with power 4 or greater"
    )
    assert Meaning().text(ir.AllObjects(either)) == (
        "each artifact, enchantment, or creature with power 4 or greater"
    )


def test_counts_and_comparisons_read_as_words() -> None:
    artifacts = ir.ObjectFilter(
        "artifacts",
        nouns=("artifact",),
        types=(ir.TypeTest(("artifact",)),),
        controller=ir.Players("you"),
    )
    at_least = ir.ObjectCount(ir.Count(ir.Relation.AT_LEAST, 3), artifacts)
    none = ir.ObjectCount(ir.Count(ir.Relation.EXACTLY, 0), artifacts)
    up_to = ir.ChosenObjects(ir.Count(ir.Relation.AT_MOST, 2), artifacts, ir.Players("you"))
    assert Meaning().text(at_least) == "you control three or more artifacts"
    assert Meaning().text(none) == "you control no artifacts"
    assert Meaning().text(up_to).startswith("up to two artifacts you control of your choice")


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


def test_rules_terms() -> None:
    """An intervening "if" is checked twice (CR 603.4); a delayed trigger says when (CR
    603.7); modes are chosen as the spell is cast (CR 700.2); "unless pays" is the player's
    choice (CR 118.12a); "instead" replaces (CR 614.1a); "for each player" goes in turn order
    (CR 101.4)."""
    m = Meaning("this creature")
    draw = ir.Action(ir.Verb.DRAW, amount=ir.Fixed(1))
    two = ir.Action(ir.Verb.DRAW, amount=ir.Fixed(2))
    rich = ir.LifeTotal(ir.Players("you"), ir.Count(ir.Relation.AT_LEAST, 25))
    end = ir.StepTrigger(ir.Step.END, ir.Whose.YOU)
    assert m.text(ir.TriggeredAbility(end, draw, intervening_if=rich)) == (
        "At the beginning of your end step, if you have 25 or more life (checked when it "
        "triggers and again as it resolves, CR 603.4), draw a card."
    )
    sacrifice = ir.Action(ir.Verb.SACRIFICE, objects=ir.SourceObject())
    assert m.text(ir.DelayedInstruction(sacrifice)) == (
        "at the beginning of the next end step, sacrifice this creature (a delayed triggered "
        "ability, CR 603.7)"
    )
    life = ir.Action(ir.Verb.GAIN_LIFE, amount=ir.Fixed(3))
    modes = m.text(ir.Modes(ir.Count(ir.Relation.EXACTLY, 1), (draw, life)))
    assert modes.startswith("choose one of these modes as it is cast")
    assert modes.endswith("(1) draw a card. (2) gain 3 life")
    opponents = ir.Players("each_opponent")
    assert m.text(ir.UnlessPays(opponents, ir.Cost(mana="{2}"), two)) == (
        "each opponent may pay {2}; if they don't, you draw two cards (CR 118.12a)"
    )
    graveyard = (ir.ZoneName.GRAVEYARD,)
    assert m.text(ir.Instead(draw, two, ir.SourceObject(), cast_from=graveyard)) == (
        "draw a card; but if this creature was cast from your graveyard, draw two cards "
        "instead (CR 614.1a)"
    )
    each = ir.Action(ir.Verb.DRAW, amount=ir.Fixed(1), players=ir.Players("that_player"))
    assert m.text(ir.ForEachPlayer(ir.Players("each_player"), each)) == (
        "for each player in turn order (CR 101.4): that player draws a card"
    )


# --- karlov explain -----------------------------------------------------------------------------

C001 = Diagnostic(Span("a.card", 9, 1, 9, 5), Severity.ERROR, "C001", "cannot execute this yet")


@pytest.fixture
def explained(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.card").write_text("Shock {R}\nInstant\nShock deals 2 damage to any target.\n")

    def run(*args: str, meanings=(SHOCK,), errors=()):
        compiled = [CompiledCard(card.name, (), (), card) for card in meanings]
        monkeypatch.setattr(cli, "_compiled_cards", lambda loaded: [(None, c) for c in compiled])
        monkeypatch.setattr(
            cli, "_card_meanings", lambda loaded, pairs=None: (list(meanings), list(errors))
        )
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
    assert "1. {1}, pay 2 life: Draw a card." in shown
    assert "Activate only as a sorcery (CR 602.5d)" in shown
    assert "only once each turn (CR 602.5b)" in shown


@pytest.mark.parametrize(
    ("kind", "shown"),
    [
        ("cant_be_blocked_by", "this card can't be blocked by Walls (CR 509.1b)"),
        ("cant_be_blocked_except_by", "this card can't be blocked except by Walls (CR 509.1b)"),
        ("can_block_only", "this card can block only Walls (CR 509.1b)"),
    ],
)
def test_each_restriction_that_names_objects_says_its_own_rule(kind: str, shown: str) -> None:
    """A restriction with a filter is worded by its kind: "except by" is the opposite of "by"
    (CR 509.1b), and Slipstream Eel's "can't attack unless defending player controls an
    Island" (CR 508.1c) is no blocking rule at all."""
    walls = ir.ObjectFilter("Wall", nouns=("wall",), subtypes=("wall",))
    affected = ir.Affected(None)
    assert Meaning().restriction(ir.Restriction(kind, affected, walls)) == shown
    island = ir.ObjectFilter("Island", nouns=("island",), subtypes=("island",))
    eel = ir.Restriction("attacks_only_defender_controlling", affected, island)
    assert Meaning().restriction(eel) == (
        "this card can't attack unless defending player controls an Island (CR 508.1c, 508.5)"
    )


def test_a_domain_power_and_toughness_counts_basic_land_types() -> None:
    """Matca Rioters (CR 305.6, 604.3): the number of basic land types among the lands, not
    the number of lands; and a triggered ability's own limit is shown."""
    from karlov.compiler import compile_card
    from karlov.frontend.syntax import parse_file

    parsed, _ = parse_file(
        "Probe {2}{G}\nCreature — Human Warrior\nDomain — Probe's power and toughness are each "
        "equal to the number of basic land types among lands you control.\n*/*\n"
        "Whenever you cast a noncreature spell, draw a card. This ability triggers only once "
        "each turn.\n",
        "a.card",
    )
    meaning = compile_card(parsed.cards[0]).ir
    assert meaning is not None
    shown = explain_meaning([meaning])
    assert "equal to the number of basic land types among lands you control" in shown
    assert "equal to the number of lands" not in shown
    assert "This ability triggers only once each turn." in shown
