"""Modal triggered and activated abilities (CR 700.2a-c, 603.3c): the bullet lines after
"choose one —" are the ability's modes, chosen as it is put on the stack, before its targets;
a mode whose targets can't be chosen is not offered, and a trigger none of whose modes can be
chosen is removed from the stack."""

from __future__ import annotations

from typing import Any

import pytest

from karlov import ir
from karlov.compiler import compile_card
from karlov.frontend.syntax import parse_file
from karlov.runtime.agent import Decision, DefaultAgent, ScriptedAgent
from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, HAND
from karlov.scenario import definitions_from_text

SURVEYOR = """Aven Surveyor {3}{U}{U}
Creature — Bird Scout
Flying
When Aven Surveyor enters, choose one —
• Put a +1/+1 counter on Aven Surveyor.
• Return target creature to its owner's hand.
2/2
"""

VALAKUT = """Retreat to Valakut {2}{R}
Enchantment
Landfall — Whenever a land enters under your control, choose one —
• Target creature gets +2/+0 until end of turn.
• Target creature can't block this turn.
"""

BEARS = "Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n"
FOREST = "Forest\nBasic Land — Forest\n"
ISLAND = "Island\nBasic Land — Island\n"


def _card(text: str) -> ir.Card:
    parsed, diagnostics = parse_file(text, "t.card", warnings=False)
    assert not [d for d in diagnostics if d.is_error]
    compiled = compile_card(parsed.cards[0])
    assert not compiled.diagnostics, [d.message for d in compiled.diagnostics]
    assert compiled.ir is not None
    return compiled.ir


def test_the_bullet_lines_are_the_triggers_modes() -> None:
    """CR 700.2b: one triggered ability whose effect is its two modes; only the second mode
    names the ability's one target (CR 700.2c). No bullet line is an ability of its own."""
    card = _card(SURVEYOR)
    (trigger,) = [a for a in card.abilities if isinstance(a, ir.TriggeredAbility)]
    assert len(card.abilities) == 2  # flying, and the trigger
    assert isinstance(trigger.effect, ir.Modes)
    assert trigger.effect.count == ir.Count(ir.Relation.EXACTLY, 1)
    assert len(trigger.effect.modes) == 2
    assert trigger.effect.targets == ((), (0,))
    assert len(trigger.targets) == 1


@pytest.mark.parametrize(
    "chooser",
    ["choose one or both —", "choose two —"],
)
def test_other_choices_of_a_triggers_modes_stay_refused(chooser: str) -> None:
    """Only "choose one" of a trigger's modes is read; "one or both" and "two" (CR 700.2d)
    keep C001 rather than a guessed reading."""
    text = SURVEYOR.replace("choose one —", chooser)
    parsed, diagnostics = parse_file(text, "t.card", warnings=False)
    assert not [d for d in diagnostics if d.is_error]
    compiled = compile_card(parsed.cards[0])
    assert any(d.code == "C001" for d in compiled.diagnostics)


class _ByWords:
    """Answers each decision with the options whose text holds the next of ``words``, and
    records what it was asked."""

    def __init__(self, *words: str) -> None:
        self.words = list(words)
        self.asked: list[Decision] = []

    def decide(self, game: Game, decision: Decision) -> Any:
        self.asked.append(decision)
        word = self.words.pop(0)
        picked = [option for option in decision.options if word in str(option)]
        return decision.validate(picked)


def _game(text: str, agent: Any) -> tuple[Game, dict[str, Any]]:
    cards = definitions_from_text(text)
    game = Game(("Alice", "Bob"), agents=[agent, DefaultAgent()], seed=1)
    return game, dict(cards)


def test_the_mode_is_asked_before_the_target_and_only_its_target_is_chosen() -> None:
    """CR 603.3c, 700.2c: the controller chooses the mode as the trigger goes on the stack,
    then the targets of that mode only; the mode resolves."""
    agent = _ByWords("Return target creature", "Grizzly Bears")
    game, cards = _game(SURVEYOR + "\n" + BEARS + "\n" + ISLAND, agent)
    alice, bob = game.players
    game.add_card(cards["Grizzly Bears"], bob, BATTLEFIELD)
    for _ in range(5):
        game.add_card(cards["Island"], alice, BATTLEFIELD)
    surveyor = game.add_card(cards["Aven Surveyor"], alice, HAND)
    game.start(active=alice)
    game.cast(alice, surveyor)
    game.resolve_stack()
    kinds = [d.kind for d in agent.asked]
    assert kinds == ["choose", "targets"]
    assert agent.asked[0].options == [
        "1. Put a +1/+1 counter on Aven Surveyor.",
        "2. Return target creature to its owner's hand.",
    ]
    assert [c.name for c in game.zone_objects(HAND, bob)] == ["Grizzly Bears"]
    assert game.chars(surveyor).power == 2


def test_a_trigger_with_no_choosable_mode_is_removed_from_the_stack() -> None:
    """CR 603.3c, 700.2b: with no creature to target, neither mode of Retreat to Valakut can be
    chosen, so nothing is asked and the ability is removed from the stack."""
    agent = ScriptedAgent()
    game, cards = _game(VALAKUT + "\n" + FOREST, agent)
    alice, _bob = game.players
    game.add_card(cards["Retreat to Valakut"], alice, BATTLEFIELD)
    forest = game.add_card(cards["Forest"], alice, HAND)
    game.start(active=alice)
    game.play_land(alice, forest)
    assert agent.asked == []
    assert game.stack == []
    assert any("none of its modes can be chosen" in str(line) for line in game.log)
