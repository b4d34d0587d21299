"""Issue 21, this session: the two runtime bugs (an optional payment is the player's choice;
a mana ability that sacrifices its source pays only when the player chooses it) and the
families lowered here, where a scenario can't ask."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import karlov
from karlov import ir
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


# ---- the value of an object named before (CR 608.2h) ---------------------------------------


def _c001(text: str) -> list[str]:
    (card,) = karlov.parse(text)
    return [d.message for d in compile_card(card).diagnostics if d.code == "C001"]


def test_its_power_of_nothing_named_in_a_spell_is_refused() -> None:
    # an instant has no power of its own to read: "its" must name an object said before it
    messages = _c001("Odd Idea {R}\nInstant\nYou gain life equal to its power.\n")
    assert messages == [
        "the rules runtime cannot execute this yet: 'its' refers to nothing named before it"
    ]


def test_its_power_after_several_objects_is_refused() -> None:
    # "its" after tokens were created could be any of them, or the creature that died
    messages = _c001(
        "Murder Investigation {1}{W}\nEnchantment — Aura\nEnchant creature you control\n"
        "When enchanted creature dies, create X 1/1 white Soldier creature tokens, where X is "
        "its power.\n"
    )
    assert messages == [
        "the rules runtime cannot execute this yet: the value of one of several objects named "
        "before it"
    ]


def test_its_power_reads_the_target_moved_by_the_instruction_before_it() -> None:
    (card,) = karlov.parse(
        "Swords to Plowshares {W}\nInstant\n"
        "Exile target creature. Its controller gains life equal to its power.\n"
    )
    compiled = compile_card(card)
    assert compiled.ok and compiled.ir is not None
    gain = compiled.ir.abilities[0].effect.steps[1]  # type: ignore[union-attr]
    assert isinstance(gain.amount, ir.ValueOf)
    assert gain.amount.characteristic == "power"
    assert isinstance(gain.amount.of, ir.TargetObjects) and gain.amount.of.target_index == 0


def test_the_where_x_of_a_pump_names_the_target_not_the_spell() -> None:
    (card,) = karlov.parse(
        "Rush of Blood {2}{R}\nInstant\n"
        "Target creature gets +X/+0 until end of turn, where X is its power.\n"
    )
    compiled = compile_card(card)
    assert compiled.ok and compiled.ir is not None
    found = [node for node in _ir_nodes(compiled.ir) if isinstance(node, ir.ValueOf)]
    assert [type(v.of) for v in found] == [ir.TargetObjects]


def _ir_nodes(node: object) -> list[object]:
    """``node`` and every IR node below it."""
    if isinstance(node, tuple | list):
        return [inner for item in node for inner in _ir_nodes(item)]
    if not dataclasses.is_dataclass(node):
        return []
    below = [_ir_nodes(getattr(node, f.name)) for f in dataclasses.fields(node)]
    return [node, *(inner for part in below for inner in part)]


def test_the_sacrificed_creature_of_a_cost_that_sacrifices_no_one_creature_is_refused() -> None:
    # "Sacrifice enchanted creature" is no "Sacrifice a creature" the planner reads; and a
    # spell with no sacrifice in its cost has no sacrificed creature at all
    aura = _c001(
        "Bloodfire Infusion {R}\nEnchantment — Aura\nEnchant creature you control\n"
        "{R}, Sacrifice enchanted creature: Bloodfire Infusion deals damage equal to the "
        "sacrificed creature's power to each creature.\n"
    )
    plain = _c001(
        "Odd Thud {R}\nSorcery\n"
        "Odd Thud deals damage equal to the sacrificed creature's power to any target.\n"
    )
    refusal = (
        "the rules runtime cannot execute this yet: 'the sacrificed creature' of a cost that "
        "sacrifices no one creature"
    )
    assert aura == [refusal]
    assert plain == [refusal]


def test_two_creatures_sacrificed_name_no_one_creature() -> None:
    messages = _c001(
        "Odd Cyclops {5}{R}\nCreature — Cyclops\n"
        "{T}, Sacrifice two creatures: Odd Cyclops deals damage equal to the sacrificed "
        "creature's power to any target.\n4/4\n"
    )
    assert any("'the sacrificed creature'" in m for m in messages), messages


# ---- a revealed hand (CR 701.20a) -----------------------------------------------------------


def test_from_it_with_no_hand_revealed_is_refused() -> None:
    messages = _c001(
        "Odd Seize {B}\nSorcery\nYou choose a nonland card from it. Target player discards "
        "that card.\n"
    )
    assert "the rules runtime cannot execute this yet: 'from it' of no hand revealed before it" in (
        messages
    )


def test_each_player_revealing_their_hand_is_refused() -> None:
    messages = _c001(
        "Odd Reveal {B}\nSorcery\nEach player reveals their hand. You choose a nonland card "
        "from it.\n"
    )
    assert messages[0] == (
        "the rules runtime cannot execute this yet: 'reveals their hand' of other than one player"
    )


def test_the_revealed_hand_is_the_target_players() -> None:
    (card,) = karlov.parse(
        "Dark Inquiry {2}{B}\nSorcery\nTarget opponent reveals their hand. You choose a nonland "
        "card from it. That player discards that card.\n"
    )
    compiled = compile_card(card)
    assert compiled.ok and compiled.ir is not None
    chosen = [n for n in _ir_nodes(compiled.ir) if isinstance(n, ir.ChosenObjects)]
    assert chosen, "the card is chosen as the spell resolves"
    owner = chosen[0].filter.owner
    assert owner is not None and owner.who == "target" and owner.target_index == 0
    assert chosen[0].filter.zone is ir.ZoneName.HAND


# ---- a bound of X announced with the cost (CR 107.3, 601.2b) --------------------------------


def test_a_bound_of_x_is_the_announced_x_of_a_spell() -> None:
    (card,) = karlov.parse(
        "Forced March {X}{B}{B}{B}\nSorcery\nDestroy all creatures with mana value X or less.\n"
    )
    compiled = compile_card(card)
    assert compiled.ok and compiled.ir is not None
    (filt,) = [n for n in _ir_nodes(compiled.ir) if isinstance(n, ir.ObjectFilter)]
    assert filt.x_bounds == ("mana_value_at_most",)
    assert filt.mana_value_at_most is None


def test_a_bound_of_x_where_no_x_is_announced_is_refused() -> None:
    refusal = "the rules runtime cannot execute this yet: a bound of X on a characteristic"
    # a spell without {X} in its cost
    assert _c001("Odd March {B}\nSorcery\nDestroy all creatures with mana value X or less.\n") == [
        refusal
    ]
    # X defined by "where X is" is read as the filter is applied (session 45,
    # tests/scenarios/amounts45e/): no refusal
    where = _c001(
        "Odd Sprite {1}{U}\nCreature — Faerie\nWhen Odd Sprite enters, counter target spell with "
        "mana value X or less, where X is the number of Faeries you control.\n1/1\n"
    )
    assert where == []
    # a cost's own filter, paid before anything reads X
    cost = _c001(
        "Odd Invocation {1}{R}{R}\nEnchantment\n{X}, Discard a card with mana value X: Odd "
        "Invocation deals X damage to any target.\n"
    )
    assert cost == [refusal]


def test_a_target_with_a_bound_of_x_reads_the_x_announced_before_it() -> None:
    # X is announced before the targets are chosen (CR 601.2b-c)
    (card,) = karlov.parse(
        "Disembowel {X}{B}\nInstant\nDestroy target creature with mana value X.\n"
    )
    compiled = compile_card(card)
    assert compiled.ok and compiled.ir is not None
    (spec,) = compiled.ir.abilities[0].targets  # type: ignore[union-attr]
    assert spec.filter is not None
    assert spec.filter.x_bounds == ("mana_value_at_least", "mana_value_at_most")


# ---- a coin flip (CR 705) --------------------------------------------------------------------


def test_the_flip_of_a_delayed_trigger_is_not_read_now() -> None:
    # "Flip a coin at the beginning of the next end step. If you lose the flip, ...": the flip
    # happens later, so the sentence after it has no flip to read (its reading stays C001)
    messages = _c001(
        "Odd Kites {1}{R}\nEnchantment\n{R}: Target creature you control gains flying until end "
        "of turn. Flip a coin at the beginning of the next end step. If you lose the flip, "
        "sacrifice that creature.\n"
    )
    assert messages == [
        "the rules runtime cannot execute this yet: 'the flip' with no coin flipped before it"
    ]


def test_the_won_and_the_lost_flip_read_the_same_flip() -> None:
    (card,) = karlov.parse(
        "Winter Sky {R}\nSorcery\nFlip a coin. If you win the flip, Winter Sky deals 1 damage "
        "to each creature and each player. If you lose the flip, each player draws a card.\n"
    )
    compiled = compile_card(card)
    assert compiled.ok and compiled.ir is not None
    nodes = _ir_nodes(compiled.ir)
    (flip,) = [n for n in nodes if isinstance(n, ir.Action) and n.verb is ir.Verb.FLIP_COIN]
    results = [(n.flip, n.won) for n in nodes if isinstance(n, ir.WonFlip)]
    assert results == [(flip.remember, True), (flip.remember, False)]
