"""Issue 21, session 36: players named through objects and other players' cards — "another
target creature" after "target creature" (CR 115.3, 601.2c), "an opponent has no cards in
hand" (CR 402.1, 611.3a), "that creature's controller" (CR 608.2h). The games written from the
Oracle text are in tests/scenarios/players36/; these check the IR and the runtime's choices
over many positions."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.runtime.agent import DefaultAgent, ScriptedAgent
from karlov.runtime.objects import BATTLEFIELD, HAND
from karlov.scenario import definitions_from_text

from .helpers import new_game

NOT_YET = "the rules runtime cannot execute this yet: "

CONSUME_STRENGTH = (
    "Consume Strength {1}{B}{G}\nInstant\nTarget creature gets +2/+2 until end of turn. "
    "Another target creature gets -2/-2 until end of turn.\n"
)
GUUL_DRAZ_SPECTER = (
    "Guul Draz Specter {2}{B}{B}\nCreature — Specter\nFlying\n"
    "Guul Draz Specter gets +3/+3 as long as an opponent has no cards in hand.\n2/2\n"
)
BEAR = "Bear {1}{G}\nCreature — Bear\n2/2\n"
FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)\n"
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)\n"


def _compiled(text: str) -> Any:
    (card,) = karlov.parse(text)
    return compile_card(card)


def _c001(text: str) -> list[str]:
    return [d.message for d in _compiled(text).diagnostics if d.code == "C001"]


def _walk(node: Any) -> Iterator[Any]:
    """Every IR node under ``node`` (itself included)."""
    yield node
    if dataclasses.is_dataclass(node):
        for part in dataclasses.fields(node):
            yield from _walk(getattr(node, part.name))
    elif isinstance(node, list | tuple):
        for item in node:
            yield from _walk(item)


def _targets(text: str) -> tuple[ir.TargetSpec, ...]:
    compiled = _compiled(text)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    (ability,) = [a for a in compiled.ir.abilities if not isinstance(a, ir.KeywordAbility)]
    return ability.targets


# ---- "another target" (CR 115.3) ------------------------------------------------------------


def test_another_target_of_a_spell_is_other_than_the_earlier_target() -> None:
    first, second = _targets(CONSUME_STRENGTH)
    assert first.distinct_from == ()
    assert second.distinct_from == (0,)
    # a spell is never a creature on the battlefield: "another" is not "other than the source"
    assert second.filter is not None and not second.filter.other


ARM_THE_CATHARS = (
    "Arm the Cathars {1}{W}{W}\nSorcery\nUntil end of turn, target creature gets +3/+3, up "
    "to one other target creature gets +2/+2, and up to one other target creature gets "
    "+1/+1."
)


def test_each_other_target_differs_from_every_earlier_one() -> None:
    text = ARM_THE_CATHARS + "\n"
    assert [spec.distinct_from for spec in _targets(text)] == [(), (0,), (0, 1)]


def test_those_creatures_after_three_targets_stays_refused() -> None:
    # "Those creatures gain vigilance" is all three targets, not the last one named
    text = ARM_THE_CATHARS + " Those creatures gain vigilance until end of turn.\n"
    assert _c001(text) == [NOT_YET + "'those' after one object named last"]


def test_another_target_of_a_permanents_ability_stays_refused() -> None:
    # "another" could also mean other than the creature whose ability it is: not chosen
    text = (
        "Drooling Groodion {3}{B}{B}{G}\nCreature — Beast\n{2}{B}{G}, Sacrifice a creature: "
        "Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 "
        "until end of turn.\n4/3\n"
    )
    assert _c001(text) == [NOT_YET + "'another' after an object named before it"]


def test_another_after_an_object_that_is_no_target_stays_refused() -> None:
    text = (
        "Blood for Bones {3}{B}\nSorcery\nReturn a creature card from your graveyard to the "
        "battlefield, then return another creature card from your graveyard to your hand.\n"
    )
    assert NOT_YET + "'another' after an object named before it" in _c001(text)


@settings(max_examples=25, deadline=None)
@given(creatures=st.integers(2, 5), first=st.integers(0, 4))
def test_the_other_target_is_offered_every_creature_but_the_first(
    creatures: int, first: int
) -> None:
    """Targets are chosen in order (CR 601.2c); the second word's choices leave out the one
    chosen for the first (CR 115.3), and the spell resolves on both."""
    first %= creatures
    cards = definitions_from_text(CONSUME_STRENGTH + "\n" + BEAR + "\n" + FOREST + "\n" + SWAMP)
    script = ScriptedAgent(fallback=DefaultAgent())
    game, alice, bob = new_game(agents=[script, DefaultAgent()])
    for land in ("Forest", "Forest", "Swamp"):
        game.add_card(cards[land], alice, BATTLEFIELD)
    bears = [game.add_card(cards["Bear"], bob, BATTLEFIELD) for _ in range(creatures)]
    spell = game.add_card(cards["Consume Strength"], alice, HAND)
    game.start(active="Alice")
    script.push(("targets", [bears[first]]))
    game.cast(alice, spell)
    offered = [d.options for d in script.asked if d.kind == "targets"]
    assert len(offered) == 2
    assert list(offered[0]) == bears
    assert list(offered[1]) == [b for i, b in enumerate(bears) if i != first]
    game.resolve_stack()
    sizes = [game.chars(b).power for b in bears]
    second = next(i for i in range(creatures) if i != first)  # the default agent's pick
    assert sizes[first] == 4 and sizes[second] == 0
    assert all(size == 2 for i, size in enumerate(sizes) if i not in (first, second))


# ---- "an opponent has no cards in hand" (CR 402.1) ------------------------------------------


def test_an_opponent_has_cards_is_counted_in_the_opponents_own_hand() -> None:
    compiled = _compiled(GUUL_DRAZ_SPECTER)
    assert not [d for d in compiled.diagnostics if d.is_error]
    (test,) = [node for node in _walk(compiled.ir) if isinstance(node, ir.CardsOfAPlayer)]
    assert test.whose is ir.Whose.OPPONENT
    assert test.filter.zone is ir.ZoneName.HAND
    assert (test.count.relation, test.count.value) == (ir.Relation.EXACTLY, 0)


@settings(max_examples=30, deadline=None)
@given(yours=st.integers(0, 3), theirs=st.integers(0, 3))
def test_specter_gets_the_bonus_exactly_when_the_opponents_hand_is_empty(
    yours: int, theirs: int
) -> None:
    cards = definitions_from_text(GUUL_DRAZ_SPECTER + "\n" + FOREST)
    game, alice, bob = new_game()
    specter = game.add_card(cards["Guul Draz Specter"], alice, BATTLEFIELD)
    for player, count in ((alice, yours), (bob, theirs)):
        for _ in range(count):
            game.add_card(cards["Forest"], player, HAND)
    game.start(active="Alice")
    expected = 5 if theirs == 0 else 2
    assert (game.chars(specter).power, game.chars(specter).toughness) == (expected, expected)


def test_that_player_of_a_trigger_not_at_a_players_step_stays_refused() -> None:
    text = (
        "Tester {2}\nArtifact\nWhenever a player casts a spell, if that player has no cards "
        "in hand, you draw a card.\n"
    )
    assert NOT_YET + "counting the cards of a player other than you" in _c001(text)


# ---- "that creature's controller" (CR 608.2h) -----------------------------------------------


def test_that_creatures_controller_is_the_targets_controller() -> None:
    text = (
        "Consign to the Pit {5}{B}\nSorcery\nDestroy target creature. Consign to the Pit "
        "deals 2 damage to that creature's controller.\n"
    )
    found = [node for node in _walk(_compiled(text).ir) if isinstance(node, ir.Players)]
    assert any(
        p.who == "controller" and isinstance(p.of, ir.TargetObjects) and p.of.target_index == 0
        for p in found
    )


def test_that_creatures_controller_with_no_creature_named_stays_refused() -> None:
    text = "Tester {R}\nInstant\nTester deals 2 damage to that creature's controller.\n"
    assert _c001(text) == [
        NOT_YET + "'that creature's controller' refers to no creature named before it"
    ]


# ---- other players' zones (CR 115.1, 401.1, 400.3) -------------------------------------------


def test_the_top_card_of_target_players_library_is_a_player_target() -> None:
    text = (
        "Eye Spy {U}\nSorcery\nLook at the top card of target player's library. You may put "
        "that card into their graveyard.\n"
    )
    (spec,) = _targets(text)
    assert (spec.objects, spec.players) == (False, ir.Whose.ANY)
    compiled = _compiled(text)
    (top,) = [node for node in _walk(compiled.ir) if isinstance(node, ir.TopOfLibrary)]
    assert (top.count, top.target_index) == (1, 0)


def test_putting_back_another_players_cards_in_any_order_is_played() -> None:
    # who orders them: "you", as the text says (session 39: Action order "yours")
    text = (
        "Elemental Augury {U}{B}{R}\nEnchantment\n{3}: Look at the top three cards of target "
        "player's library, then put them back in any order.\n"
    )
    assert _c001(text) == []


def test_a_target_card_from_an_opponents_graveyard_is_chosen_there() -> None:
    text = (
        "Ashen Powder {2}{B}{B}\nSorcery\nPut target creature card from an opponent's "
        "graveyard onto the battlefield under your control.\n"
    )
    (spec,) = _targets(text)
    assert spec.filter is not None
    assert (spec.filter.zone, spec.filter.zone_owner) == (
        ir.ZoneName.GRAVEYARD,
        ir.Whose.OPPONENT,
    )


def test_several_target_cards_from_an_opponents_graveyard_stay_refused() -> None:
    # they must all come from one opponent's graveyard, which the filter does not say
    text = (
        "Nullmage Advocate {2}{G}\nCreature — Insect Druid\n{T}: Return two target cards from "
        "an opponent's graveyard to their hand. Destroy target artifact or enchantment.\n2/3\n"
    )
    assert NOT_YET + "several target cards from one opponent's zone" in _c001(text)
