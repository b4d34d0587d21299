"""A refused choice never leaves the game stuck (issue: hostile input, runtime), and agents that
promise legal answers give only legal ones."""

from __future__ import annotations

import pytest

from karlov.compiler.library import bundled_library
from karlov.runtime import CardDefinition, Game
from karlov.runtime.abilities import MENACE
from karlov.runtime.agent import Decision, DefaultAgent, RandomAgent
from karlov.runtime.errors import ScriptError


def _melee_game(agent) -> tuple[Game, object]:
    library = bundled_library()
    game = Game(("Alice", "Bob"), seed=3, agents={0: agent})
    alice, bob = game.players
    case = game.add_card(library.definition("Case of the Market Melee"), alice, "battlefield")
    case.solved = True
    bears = game.add_card(library.definition("Grizzly Bears"), alice, "battlefield")
    game.add_card(library.definition("Grizzly Bears"), bob, "battlefield")
    game.add_card(library.definition("Grizzly Bears"), bob, "battlefield")
    game.start(active=alice)
    game.pass_until("declare_attackers")
    return game, bears


class GreedyTargets:
    """Declares every legal attacker and answers a targets decision with as many targets as
    the decision allows; everything else as the default agent would."""

    def decide(self, game, decision: Decision):
        if decision.kind == "attackers":
            return {a: decision.defenders[0] for a in decision.options}
        if decision.kind == "targets":
            return list(decision.options[: decision.max])
        return DefaultAgent().decide(game, decision)


def test_dividing_damage_never_offers_more_targets_than_the_amount() -> None:
    """CR 601.2d: each target of a division gets at least one, so one damage has at most one
    target. Today the trigger offers every target and then fails with 'Cannot divide 1 among
    N targets' after attackers were declared, leaving nobody with priority."""
    game, _ = _melee_game(GreedyTargets())
    game.pass_priority()  # declare attackers: the Solved trigger goes on the stack
    trigger = game.stack[-1]
    assert sum(len(group) for group in trigger.targets) == 1
    assert game.priority is game.players[0]


class ScriptedBadOrder:
    """Answers a targets decision with an illegal answer (a card that is not a candidate)."""

    def __init__(self) -> None:
        self.refused = 0

    def decide(self, game, decision: Decision):
        if decision.kind == "attackers":
            return {a: decision.defenders[0] for a in decision.options}
        if decision.kind == "targets" and self.refused == 0:
            self.refused += 1
            return ["not a candidate"]
        return DefaultAgent().decide(game, decision)


def test_a_refused_trigger_choice_leaves_a_game_that_can_continue() -> None:
    """The refusal surfaces as ScriptError; the game keeps the trigger waiting and the next
    pass asks again instead of failing an assertion."""
    agent = ScriptedBadOrder()
    game, _ = _melee_game(agent)
    with pytest.raises(ScriptError):
        game.pass_priority()
    game.pass_priority()  # asked again, answered legally this time
    assert any("Market Melee" in str(item) for item in game.stack)
    assert game.priority is game.players[0]


def test_random_agent_blocks_are_legal_with_flying_and_menace() -> None:
    """RandomAgent promised legal answers but blocked a menace creature with one creature and
    fliers with ground creatures (declare_blockers then refused them)."""
    library = bundled_library()
    brute = CardDefinition(
        "Menacing Brute", "{2}{R}", types=("creature",), power=3, toughness=3, abilities=(MENACE,)
    )
    for seed in range(40):
        agents = {0: RandomAgent(seed), 1: RandomAgent(seed + 1000)}
        game = Game(("Alice", "Bob"), seed=seed, agents=agents)
        alice, bob = game.players
        game.add_card(brute, alice, "battlefield")
        for name in ("Serra Angel", "Hill Giant"):
            game.add_card(library.definition(name), alice, "battlefield")
        for name in ("Grizzly Bears", "Savannah Lions", "Memnite", "Birds of Paradise"):
            game.add_card(library.definition(name), bob, "battlefield")
        game.start(active=alice)
        game.pass_until("end")  # IllegalAction if an agent answered illegally
        assert game.step == "end"


def test_scripted_illegal_blocks_are_refused_before_anything_changes() -> None:
    """A block the rules forbid is refused when it is answered, and the game still waits for
    blockers."""
    library = bundled_library()
    answers = []

    class Script:
        def decide(self, game, decision: Decision):
            answers.append(decision.kind)
            if decision.kind == "attackers":
                return {a: decision.defenders[0] for a in decision.options}
            if decision.kind == "blockers":
                bear = decision.options[0]
                return {bear: decision.extra["attackers"][0]}
            return DefaultAgent().decide(game, decision)

    game = Game(("Alice", "Bob"), seed=1, agents={0: Script(), 1: Script()})
    alice, bob = game.players
    game.add_card(library.definition("Serra Angel"), alice, "battlefield")
    game.add_card(library.definition("Hill Giant"), alice, "battlefield")
    game.add_card(library.definition("Grizzly Bears"), bob, "battlefield")
    game.start(active=alice)
    game.pass_until("declare_attackers")
    game.pass_priority()  # attack with the Angel and the Giant: the Bears can block the Giant
    game.pass_until("declare_blockers")
    with pytest.raises(ScriptError, match=r"Grizzly Bears#\d+ cannot block Serra Angel#\d+"):
        game.pass_priority()
    assert game.awaiting == "blockers"
    assert game.combat is not None and not game.combat.blockers


def test_game_methods_take_a_players_name() -> None:
    """Wherever the game takes a player it takes the player's name (or index) too."""
    library = bundled_library()
    game = Game(("Alice", "Bob"), seed=1)
    shock = game.add_card(library.definition("Shock"), "Alice", "hand")
    game.add_card(library.definition("Mountain"), "Alice", "battlefield")
    game.start(active="Alice")
    game.cast("Alice", shock, targets=["Bob"])
    game.resolve_stack()
    assert game.player("Bob").life == 18
    assert game.hand("Alice") == []
    assert game.permanents("Alice")[0].name == "Mountain"
    game.gain_life("Bob", 3)
    game.draw(1, 0)
    assert game.player(1).life == 21
