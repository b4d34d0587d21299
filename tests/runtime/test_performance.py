"""The engine's cost grows about linearly with the number of permanents (characteristics are
cached, state-based actions are looked at only after relevant changes, triggers are indexed by
the events they listen to). These tests count work, never time it: the wall-clock figures
(an end step with 30 and with 300 Cases) are printed by ``python benchmarks/runtime.py``."""

from __future__ import annotations

import pytest

from karlov.runtime import continuous, layers
from karlov.runtime import effects as fx
from karlov.runtime.abilities import LayerEffect, StaticAbility
from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, GRAVEYARD, LIBRARY, CardDefinition

from . import cards as C
from .helpers import lands, new_game


def _end_step(n: int, case=C.CRIMSON_PULSE) -> Game:
    g = Game(("Alice", "Bob"), max_actions=10**7)
    for _ in range(n):
        g.add_card(case, "Alice", BATTLEFIELD)
    g.add_card(C.ISLAND, "Alice", LIBRARY)
    g.start(active=0, step="main2")
    g.pass_until("cleanup")
    return g


@pytest.fixture
def computations(monkeypatch):
    """Counts how many times characteristics are computed from scratch."""
    calls = [0]
    original = layers.base_characteristics

    def counting(obj):
        calls[0] += 1
        return original(obj)

    monkeypatch.setattr(layers, "base_characteristics", counting)
    monkeypatch.setattr(continuous, "base_characteristics", counting)
    return calls


def test_characteristics_are_computed_about_once_per_permanent(computations):
    g = _end_step(20)
    assert all(o.solved for o in g.battlefield)
    small = computations[0]
    computations[0] = 0
    _end_step(60)
    large = computations[0]
    assert large <= 3.5 * small + 10, (small, large)  # linear: about 3x; quadratic: 9x


def test_cached_characteristics_follow_counters_and_static_abilities():
    g, a, _b = new_game()
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    assert g.chars(bears).power == 2
    g.put_counters(bears, "+1/+1", 2)
    assert g.chars(bears).power == 4
    anthem = C.case(
        "Anthem Case",
        "{W}",
        StaticAbility(
            effects=(LayerEffect("7c", fx.modify_pt(1, 1), fx.creatures_you_control),),
            gate=fx.solved_gate,
        ),
    )
    case = g.add_card(anthem, a, BATTLEFIELD)
    assert g.chars(bears).power == 4
    g.solve(case)
    assert g.chars(bears).power == 5 and g.chars(bears).toughness == 5
    g.pump(bears, 1, 0)
    assert g.chars(bears).power == 6
    g.remove_counters(bears, "+1/+1", 2)
    assert g.chars(bears).power == 4
    g.move(case, "graveyard")
    assert g.chars(bears).power == 3


def test_direct_changes_are_seen_after_touch():
    g, a, _b = new_game()
    (forest,) = lands(g, a, C.FOREST, 1)
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    bears.damage = 2
    g._touch()  # what code changing objects directly must do
    g.pass_priority()
    g.pass_priority()
    assert not g.is_live(bears)
    assert g.is_live(forest)


def test_kept_characteristics_follow_copiable_values_and_controller_after_a_check():
    """A state-based check refreshes the continuous effects; what it then reads of a permanent
    is computed again if the permanent changed since its characteristics were kept: it became
    a copy (CR 707.2: the copiable values are the original's), or its controller was changed
    directly (with ``_touch()``)."""
    g, a, b = new_game()
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    other = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    husk = CardDefinition("Hollow Husk", "{0}", types=("creature",), power=0, toughness=0)
    original = g.add_card(husk, a, GRAVEYARD)
    g.start(active=a)
    assert g.chars(bears).toughness == 2 and g.chars(other).controller is a
    assert not g.check_state_based_actions()
    g.become_copy(bears, original)
    assert g.check_state_based_actions()  # a 0/0 now: its owner's graveyard (CR 704.5f)
    assert not g.is_live(bears)
    other.controller = b
    g._touch()
    g.check_state_based_actions()
    assert g.chars(other).controller is b


def test_effect_with_an_until_condition_ends_when_it_holds():
    g, a, _b = new_game()
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    giant = g.add_card(C.HILL_GIANT, a, BATTLEFIELD)
    g.start(active=a)
    g.pump(bears, 3, 0, until=lambda game: not game.on_battlefield(giant))
    assert g.chars(bears).power == 5
    g.destroy(giant)
    assert g.chars(bears).power == 2
    assert not g.continuous_effects


# ---------------------------------------------------------------- kept characteristics
# While the same pure continuous effects apply (``layers.is_pure``: they read nothing but the
# object, its characteristics so far and their source's controller), a permanent's
# characteristics are kept across game-state versions. Each test below changes something
# they depend on and fails if the kept value goes stale.


def _anthem(modify=None) -> object:
    """A Case: "Solved — Creatures you control get +1/+1" (pure unless ``modify`` says)."""
    return C.case(
        "Anthem Case",
        "{W}",
        StaticAbility(
            effects=(LayerEffect("7c", modify or fx.modify_pt(1, 1), fx.creatures_you_control),),
            gate=fx.solved_gate,
        ),
    )


def _solved_anthem(modify=None):
    g, a, b = new_game()
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    case = g.add_card(_anthem(modify), a, BATTLEFIELD)
    g.start(active=a)
    g.solve(case)
    return g, a, b, bears, case


def test_pure_effects_keep_characteristics_across_versions():
    g, _a, _b, bears, _case = _solved_anthem()
    assert all(layers.is_pure(p) for parts in g._parts.values() for p in parts)
    kept = g.chars(bears)
    assert kept.power == 3
    version = g.version
    g.pass_priority()  # priority moves: a new game-state version, the same effects
    assert g.version != version
    assert g.chars(bears) is kept


def test_kept_characteristics_follow_the_object_the_effects_and_their_sources():
    g, a, b, bears, case = _solved_anthem()
    assert g.chars(bears).power == 3
    g.put_counters(bears, "+1/+1", 1)  # the object's own state
    assert g.chars(bears).power == 4
    g.pump(bears, 2, 0)  # a new effect (locked-in set)
    assert g.chars(bears).power == 6
    g.pass_priority()
    assert g.chars(bears).power == 6
    case.controller = b  # the source's controller, changed directly: no effect differs
    g._touch()
    assert g.chars(bears).power == 5  # "you control" is Bob's now
    case.controller = a
    g._touch()
    assert g.chars(bears).power == 6
    bears.controller = b  # the object's controller
    g._touch()
    assert g.chars(bears).power == 5
    bears.controller = a
    g._touch()
    g.move(case, "graveyard")  # the source leaves
    assert g.chars(bears).power == 5


def test_kept_characteristics_follow_a_pure_effect_replaced_by_another():
    """One pure effect ends and another begins between two looks at the effects, from a source
    with the same controller, as the first part of the list: not the same effects, so nothing
    kept applies (here +1/+1 gives way to +2/+2)."""
    g, a, _b, bears, case = _solved_anthem()
    bigger = g.add_card(_anthem(fx.modify_pt(2, 2)), a, BATTLEFIELD)
    g.pass_priority()
    assert g.chars(bears).power == 3
    bigger.solved = True  # changed directly: the effects are looked at after the move
    g.move(case, "graveyard")
    assert g.chars(bears).power == 4


def test_an_unmarked_effect_is_computed_again_at_every_version():
    """A ``modify`` not marked pure may read anything (here: the cards in its controller's
    hand), so nothing is kept while it applies."""

    def per_card_in_hand(game, obj, ch, source):
        ch.power += len(game.hand(game.controller(source)))

    g, a, _b, bears, _case = _solved_anthem(per_card_in_hand)
    assert not any(layers.is_pure(p) for parts in g._parts.values() for p in parts)
    assert g.chars(bears).power == 2
    g.draw(a)
    assert g.chars(bears).power == 3
    g.draw(a, 2)
    assert g.chars(bears).power == 5


def test_a_filter_that_reads_the_game_state_is_not_pure():
    from karlov.compiler.library import CardLibrary

    cards = CardLibrary.bundled()
    g, a, b = new_game()
    clancaller = g.add_card(cards.definition("Elvish Clancaller"), a, BATTLEFIELD)
    elves = g.add_card(cards.definition("Llanowar Elves"), a, BATTLEFIELD)
    scoundrel = g.add_card(cards.definition("Grasping Scoundrel"), a, BATTLEFIELD)
    g.start(active=a)
    assert g.chars(elves).power == 2  # "Other Elves you control get +1/+1"
    assert g.chars(clancaller).power == 1
    lord = g._parts["7c"][0]
    assert lord[3] is clancaller and layers.is_pure(lord)
    g.pass_priority()
    assert g.chars(elves).power == 2
    clancaller.controller = b
    g._touch()
    assert g.chars(elves).power == 1
    from karlov import ir
    from karlov.runtime.filters import Matcher

    attacking = ir.ObjectFilter(
        description="attacking creature", nouns=("creature",), attacking=True
    )  # a state test
    assert not layers._pure_matcher(Matcher(attacking))
    assert g.chars(scoundrel).power == 1  # "gets +1/+0 as long as it's attacking"


def test_state_based_actions_follow_kept_characteristics(monkeypatch):
    """With a pure effect applying, state-based actions are skipped while nothing changed,
    and looked at again when the effect ends or the object changes."""
    g, a, _b, bears, case = _solved_anthem()
    other = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.deal_damage(case, bears, 2)  # 3/3 with 2 damage: survives
    assert not g.check_state_based_actions()
    looked = [0]
    original = type(g)._state_based_actions

    def counting(game):
        looked[0] += 1
        return original(game)

    monkeypatch.setattr(type(g), "_state_based_actions", counting)
    g.pass_priority()  # a new version, nothing that matters changed
    assert not g.check_state_based_actions()
    assert looked[0] == 0 and g.is_live(bears)
    g.move(case, "graveyard")  # the anthem ends: a 2/2 with 2 damage
    assert g.check_state_based_actions()
    assert not g.is_live(bears)
    g.pump(other, -1, -1)  # a new effect: a 1/1
    g.deal_damage(other, other, 1)
    assert g.check_state_based_actions()
    assert not g.is_live(other)
    third = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    ended: list[bool] = []
    g.pump(third, 0, 1, until=lambda game: bool(ended))  # a 2/3 "for as long as ..."
    g.deal_damage(third, third, 2)
    assert not g.check_state_based_actions()
    ended.append(True)
    g._bump()  # a new version with no event (priority moves): the effect ends
    assert g.check_state_based_actions()
    assert not g.is_live(third)
