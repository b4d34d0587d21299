"""Issue 21, session 37 (helper f): effects and references made playable -- fight (CR
701.14), "tap or untap" (CR 701.26), "loses flying" for a duration (CR 613.1f), "becomes
the color / creature type / basic land type of your choice" (CR 105.3, 205.1a, 305.7),
"must be blocked this turn if able" (CR 509.1c), extra turns (CR 500.7), the costs "Discard a
card at random" (CR 701.9b) and "Return a land you control to its owner's hand" (CR 118.3),
X/X tokens (CR 107.3) and "those creatures" after a group (CR 608.2c). The readings that
must stay refused (C001) beside the ones now played (tests/scenarios/effects37f/)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.runtime import Game
from karlov.scenario import definitions_from_text

NOT_YET = "the rules runtime cannot execute this yet: "


def _c001(text: str) -> list[str]:
    (card,) = karlov.parse(text)
    return [d.message for d in compile_card(card).diagnostics if d.code == "C001"]


def _effect(text: str) -> ir.Effect:
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    (ability,) = [a for a in compiled.ir.abilities if not isinstance(a, ir.KeywordAbility)]
    effect = ability.effect  # type: ignore[union-attr]
    assert effect is not None
    return effect


def _cost(text: str) -> ir.Cost:
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    (ability,) = [a for a in compiled.ir.abilities if isinstance(a, ir.ActivatedAbility)]
    return ability.cost


def _instant(line: str, name: str = "Odd Trick") -> str:
    return f"{name} {{1}}{{G}}\nInstant\n{line}\n"


def _creature(line: str, name: str = "Odd Beast") -> str:
    return f"{name} {{2}}{{B}}\nCreature — Beast\n{line}\n2/2\n"


# ---- fight (CR 701.14) ------------------------------------------------------------------------


def test_fight_names_the_subject_and_the_other_creature() -> None:
    effect = _effect(
        _instant("Target creature you control fights target creature you don't control.")
    )
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.FIGHT
    assert effect.objects == ir.TargetObjects(0)
    assert effect.recipients == ir.TargetObjects(1)


def test_a_fight_of_a_group_is_refused() -> None:
    text = _instant("Each creature you control fights target creature you don't control.")
    assert _c001(text) == [NOT_YET + "a fight of more than two creatures"]


FEUD = definitions_from_text(
    "Test Feud {0}\nSorcery\nTarget creature fights another target creature.\n\n"
    + "".join(f"Wall {p} {{0}}\nCreature — Wall\n{p}/40\n\n" for p in range(13))
)


def _wall(game: Game, owner: str, power: int):
    return game.add_card(FEUD[f"Wall {power}"], owner, "battlefield")


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=12), st.integers(min_value=0, max_value=12))
def test_each_fighter_is_dealt_damage_equal_to_the_others_power(p: int, q: int) -> None:
    """CR 701.14a: each deals damage equal to its power to the other, whatever the powers."""
    game = Game(("Alice", "Bob"), seed=1)
    one, other = _wall(game, "Alice", p), _wall(game, "Bob", q)
    feud = game.add_card(FEUD["Test Feud"], "Alice", "hand")
    game.start(active="Alice")
    game.cast("Alice", feud, targets=[one, other])
    game.resolve_stack()
    assert (one.damage, other.damage) == (q, p)


# ---- tap or untap, loses flying, becomes ... of your choice ------------------------------------


def test_tap_or_untap_is_the_players_choice_on_each_object() -> None:
    effect = _effect(_instant("You may tap or untap target artifact, creature, or land."))
    assert isinstance(effect, ir.MayDo)
    action = effect.effect
    assert isinstance(action, ir.Action) and action.verb is ir.Verb.TAP_OR_UNTAP
    assert action.objects == ir.TargetObjects(0)


def test_loses_flying_until_end_of_turn_is_a_timed_layer_6_effect() -> None:
    effect = _effect(_instant("Target creature loses flying until end of turn."))
    assert effect == ir.LoseAbilities(
        ir.TargetObjects(0), ("flying",), ir.Duration.END_OF_TURN, span=effect.span
    )


def test_the_kinds_of_becoming_the_choice() -> None:
    kinds = [
        _effect(_instant(f"Target permanent becomes the {what} of your choice until end of turn."))
        for what in ("color", "color or colors", "creature type", "basic land type")
    ]
    assert [e.kind for e in kinds] == [  # type: ignore[union-attr]
        "color",
        "colors",
        "creature_type",
        "basic_land_type",
    ]


# ---- requirements and turns ---------------------------------------------------------------


def test_must_be_blocked_this_turn_is_a_restriction_for_the_turn() -> None:
    effect = _effect(_instant("Target creature must be blocked this turn if able."))
    assert isinstance(effect, ir.Restrict) and effect.kind == "must_be_blocked"
    assert effect.duration is ir.Duration.END_OF_TURN


def test_an_extra_turn_given_in_another_players_turn_keeps_the_normal_order() -> None:
    """CR 500.7: Bob's turn, then Alice's extra turn, then Alice's own turn (the next of the
    normal order after Bob's), then Bob's."""
    game = Game(("Alice", "Bob"), seed=1)
    for name in ("Alice", "Bob"):
        for _ in range(8):
            game.add_card(FEUD["Wall 0"], name, "library")
    game.start(active="Bob")
    alice, bob = game.players
    game.extra_turns.append(alice)
    order = []
    for _ in range(3):
        game.pass_until("upkeep", turn=game.turn + 1)
        order.append(game.active.name)
    assert order == ["Alice", "Alice", "Bob"]
    assert bob is game.active


# ---- costs -------------------------------------------------------------------------------------


def test_discard_at_random_and_return_a_land_are_costs() -> None:
    cost = _cost(_creature("{2}, Discard a card at random: Draw a card."))
    assert (cost.discard_random, cost.discard) == (1, 0)
    cost = _cost(_creature("{2}, Return a land you control to its owner's hand: Draw a card."))
    (returned,) = cost.return_to_hand
    assert returned.count == 1 and returned.filter.nouns == ("land",)


def test_returning_another_permanent_as_a_cost_is_refused() -> None:
    text = _creature("{2}, Return another land you control to its owner's hand: Draw a card.")
    assert _c001(text) == [NOT_YET + "returning another permanent as a cost"]


# ---- X/X tokens and "those creatures" -------------------------------------------------------


def test_an_x_x_token_reads_the_x_where_defines() -> None:
    effect = _effect(
        _instant(
            "Create an X/X green Ooze creature token, where X is the number of creatures "
            "you control."
        )
    )
    assert isinstance(effect, ir.Action) and effect.token is not None
    assert isinstance(effect.token.pt, ir.NumberOf)
    assert effect.token.characteristics is not None
    assert effect.token.characteristics.power is None


def test_an_x_x_token_whose_x_nothing_says_is_refused() -> None:
    text = _creature("When Odd Beast dies, create an X/X green Ooze creature token.")
    assert _c001(text) == [NOT_YET + "a token description with power and toughness X/X"]


def test_those_creatures_are_the_ones_the_first_instruction_affected() -> None:
    effect = _effect(
        _instant("Creatures you control get +2/+1 until end of turn. Untap those creatures.")
    )
    assert isinstance(effect, ir.Sequence)
    pump, untap = effect.steps
    assert isinstance(pump, ir.ModifyPT) and isinstance(pump.objects, ir.AllObjects)
    assert isinstance(untap, ir.Action) and isinstance(untap.objects, ir.AllObjects)
    assert pump.objects.remember == untap.objects.remember is not None
    assert pump.objects.filter == untap.objects.filter


def test_those_of_a_group_an_instruction_moved_is_refused() -> None:
    text = _instant("Exile all creatures you control, then return them to the battlefield.")
    assert _c001(text) == [
        NOT_YET + "'those ...' of objects an instruction moved to another zone (CR 400.7)"
    ]


def test_those_creatures_of_another_paragraph_stay_refused() -> None:
    text = (
        "Odd Dawn {1}{W}\nInstant\nCreatures you control get +1/+1 until end of turn.\n"
        "Fateful hour — If you have 5 or less life, those creatures gain indestructible "
        "until end of turn.\n"
    )
    assert _c001(text) == [NOT_YET + "'that ...' refers to nothing named before it"]
