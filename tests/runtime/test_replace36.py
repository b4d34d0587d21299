"""Replacement and prevention effects of permanents by event (CR 614.1a, 615.1a): what the
compiler states and what it keeps refusing (a line one word away from a known form), and the
runtime where a scenario can't look (tests/scenarios/replace36/ plays the cards)."""

from __future__ import annotations

import dataclasses

import pytest

import karlov
from karlov import ir
from karlov.compiler import CompiledCard, compile_card
from karlov.runtime import Game
from karlov.runtime.build import card_definition

NOT_YET = "the rules runtime cannot execute this yet: "
CREATURE = "Probe Sage {2}{W}\nCreature — Human\n{text}\n2/2\n"


def _compiled(text: str) -> CompiledCard:
    (card,) = karlov.parse(CREATURE.replace("{text}", text))
    return compile_card(card)


def _replacement(text: str) -> ir.ReplacementAbility:
    compiled = _compiled(text)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.ReplacementAbility)
    return ability


@pytest.mark.parametrize(
    ("text", "event", "whose", "extra", "instead"),
    [
        (
            "If you would gain life, you gain that much life plus 1 instead.",
            "gain_life",
            ir.Whose.YOU,
            1,
            "plus",
        ),
        (
            "If an opponent would gain life, that player loses that much life instead.",
            "gain_life",
            ir.Whose.OPPONENT,
            0,
            "lose",
        ),
        ("If Probe Sage would die, exile it instead.", "dies", ir.Whose.YOU, 0, "exile"),
        (
            "If Probe Sage would die, put it on the bottom of its owner's library instead.",
            "dies",
            ir.Whose.YOU,
            0,
            "library_bottom",
        ),
        (
            "If a source would deal damage to a permanent or player, it deals double that "
            "damage to that permanent or player instead.",
            "deals_damage",
            ir.Whose.ANY,
            2,
            "multiply",
        ),
        (
            "If a source you control would deal damage to a permanent or player, it deals "
            "triple that damage to that permanent or player instead.",
            "deals_damage",
            ir.Whose.YOU,
            3,
            "multiply",
        ),
    ],
)
def test_each_form_states_its_event_and_what_happens_instead(
    text: str, event: str, whose: ir.Whose, extra: int, instead: str
) -> None:
    ability = _replacement(text)
    assert (ability.event, ability.whose, ability.extra, ability.instead) == (
        event,
        whose,
        extra,
        instead,
    )
    assert ability.token is None


def test_the_phantom_prevention_states_the_counter_it_removes() -> None:
    ability = _replacement(
        "If damage would be dealt to Probe Sage, prevent that damage. "
        "Remove a +1/+1 counter from Probe Sage."
    )
    assert (ability.event, ability.instead, ability.counter, ability.extra) == (
        "dealt_damage",
        "prevent_remove_counter",
        "+1/+1",
        1,
    )


def test_a_creature_you_control_is_stated_as_the_sources() -> None:
    ability = _replacement(
        "If a creature you control would deal damage to a permanent or player, it deals "
        "double that damage to that permanent or player instead."
    )
    assert ability.sources is not None and ability.sources.description.startswith("creature")


@pytest.mark.parametrize(
    "text",
    [
        # another object dying, put elsewhere than exile ("exile it instead" plays since
        # session 51: tests/compiler/test_graveyard51.py)
        "If another creature you control would die, return it to its owner's hand instead.",
        # damage to this permanent turned into counters on another object ("on it" plays
        # since session 52: tests/compiler/test_damage52.py)
        "If damage would be dealt to Probe Sage, put that many -1/-1 counters on target "
        "creature instead.",
        # a draw replaced by an optional draw of two: not one of the forms ("draw two cards
        # instead" is, session 39)
        "If you would draw a card, you may draw two cards instead.",
    ],
)
def test_the_near_forms_stay_refused(text: str) -> None:
    """A card that checks clean must play right: a line that isn't one of the known forms
    keeps C001 (or a parse error) rather than being read as the nearest form."""
    compiled = _compiled(text)
    assert any(d.is_error for d in compiled.diagnostics)


def _game_with(text: str) -> tuple[Game, object]:
    compiled = _compiled(text)
    game = Game(seed=1)
    permanent = game.add_card(card_definition(compiled.ir), 0, "battlefield")
    game.start()
    return game, permanent


def test_gain_life_plus_one_returns_the_life_gained() -> None:
    """CR 614.6: the modified event is what happened; ``gain_life`` reports 4, not 3."""
    game, _ = _game_with("If you would gain life, you gain that much life plus 1 instead.")
    alice, bob = game.players
    assert game.gain_life(alice, 3) == 4 and alice.life == 24
    assert game.gain_life(bob, 3) == 3 and bob.life == 23


def test_a_gain_replaced_by_a_loss_gains_nothing() -> None:
    """CR 614.6, 119.10: the event is a loss of life; nothing is gained."""
    game, _ = _game_with(
        "If an opponent would gain life, that player loses that much life instead."
    )
    bob = game.players[1]
    assert game.gain_life(bob, 5) == 0 and bob.life == 15


def test_exiled_or_returned_to_hand_is_not_dying() -> None:
    """CR 700.4: only a move from the battlefield to a graveyard is dying; a bounce is
    untouched by "If ~ would die"."""
    game, permanent = _game_with(
        "If Probe Sage would die, put it on top of its owner's library instead."
    )
    moved = game.move(permanent, "hand")  # type: ignore[arg-type]
    assert moved is not None and moved.zone == "hand"


def test_prevention_removes_one_counter_per_damage_event() -> None:
    """CR 615.5: the rest of the prevention effect happens once after the prevention; two
    damage events remove two counters, one event with two sources removes one."""
    game, permanent = _game_with(
        "If damage would be dealt to Probe Sage, prevent that damage. "
        "Remove a +1/+1 counter from Probe Sage."
    )
    game.put_counters(permanent, "+1/+1", 3)  # type: ignore[arg-type]
    source = game.add_card(card_definition(_compiled("Flying").ir), 1, "battlefield")
    other = game.add_card(card_definition(_compiled("Flying").ir), 1, "battlefield")
    with game.dealing_damage():
        assert game.deal_damage(source, permanent, 2) == 0  # type: ignore[arg-type]
        assert game.deal_damage(other, permanent, 2) == 0  # type: ignore[arg-type]
    assert permanent.counters["+1/+1"] == 2  # type: ignore[attr-defined]
    game.deal_damage(source, permanent, 1)  # type: ignore[arg-type]
    assert permanent.counters["+1/+1"] == 1  # type: ignore[attr-defined]
    assert permanent.damage == 0  # type: ignore[attr-defined]


def test_unpreventable_damage_is_not_prevented() -> None:
    """CR 615.12: damage that can't be prevented is dealt; no counter is removed."""
    game, permanent = _game_with(
        "If damage would be dealt to Probe Sage, prevent that damage. "
        "Remove a +1/+1 counter from Probe Sage."
    )
    game.put_counters(permanent, "+1/+1", 3)  # type: ignore[arg-type]
    source = game.add_card(card_definition(_compiled("Flying").ir), 1, "battlefield")
    assert game.deal_damage(source, permanent, 1, preventable=False) == 1  # type: ignore[arg-type]
    assert permanent.counters["+1/+1"] == 3  # type: ignore[attr-defined]


def test_a_count_of_creatures_that_died_this_turn_is_stated() -> None:
    """CR 700.4: "for each creature that died this turn" counts from the turn's history."""
    compiled = _compiled(
        "When Probe Sage dies, you gain 1 life for each nontoken creature that died this turn."
    )
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    found = [
        f
        for f in _filters(compiled.ir)
        if isinstance(f, ir.ObjectFilter) and f.died_this_turn and f.tokens is False
    ]
    assert found


def _filters(node: object) -> list[object]:
    """Every IR node under ``node`` (the filters among them are looked for)."""
    out: list[object] = [node]
    if dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            value = getattr(node, f.name)
            for item in value if isinstance(value, tuple) else (value,):
                if dataclasses.is_dataclass(item):
                    out.extend(_filters(item))
    return out


@pytest.mark.parametrize(
    "text",
    [
        # not a count: the objects that died are in the history only, never looked for
        "Probe Sage enters with a +1/+1 counter on it for each creature that died this turn.",
        # who controls them is no characteristic they had as they died
        "When Probe Sage dies, draw a card for each creature you control that died this turn.",
    ],
)
def test_what_died_this_turn_is_refused_outside_a_count_of_characteristics(text: str) -> None:
    compiled = _compiled(text)
    assert any(d.is_error for d in compiled.diagnostics)
