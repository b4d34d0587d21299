"""The monarch (CR 725) as IR: the instruction (``Verb.BECOME_MONARCH``), the condition
(``IsMonarch``) and the trigger event ``become_monarch``. The wordings are in
``tests/syntax/test_monarch45c.py``, the play in ``tests/scenarios/monarch45c/``."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of

CREATURE = "Test Card {1}\nCreature — Human\n{}\n1/1\n"


def _one(line: str) -> object:
    (ability,) = abilities_of(CREATURE.replace("{}", line))
    return ability


def _step(effect: ir.Effect) -> ir.Effect:
    return effect.steps[0] if isinstance(effect, ir.Sequence) else effect


def test_you_become_the_monarch_is_an_instruction_of_yours() -> None:
    ability = _one("When Test Card enters, you become the monarch.")
    assert isinstance(ability, ir.TriggeredAbility)
    step = _step(ability.effect)
    assert isinstance(step, ir.Action) and step.verb is ir.Verb.BECOME_MONARCH
    assert step.players is None or step.players.who == "you"


def test_an_opponent_is_the_monarch_is_a_condition_on_the_opponents() -> None:
    ability = _one("At the beginning of your upkeep, if an opponent is the monarch, draw a card.")
    assert isinstance(ability, ir.TriggeredAbility)
    test = ability.intervening_if
    assert isinstance(test, ir.IsMonarch) and test.who.who != "you"


def test_youre_the_monarch_is_a_condition_on_you() -> None:
    ability = _one("At the beginning of your upkeep, if you're the monarch, draw a card.")
    assert isinstance(ability, ir.TriggeredAbility)
    test = ability.intervening_if
    assert isinstance(test, ir.IsMonarch) and test.who.who == "you"


def test_whenever_you_become_the_monarch_is_a_player_event() -> None:
    ability = _one("Whenever you become the monarch, draw a card.")
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger) and trigger.event == "become_monarch"
    assert trigger.by is ir.Whose.YOU
