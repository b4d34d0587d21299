"""Cards put back "in any order" are arranged by the player (CR 401.4): scry's two groups
(CR 701.22a) and surveil's cards left on top (CR 701.25a). An arrangement of two or more cards
is a real choice, which a strict scenario must answer (``tests/scenarios/order50/``)."""

from __future__ import annotations

from karlov.runtime import Game, ScriptedAgent
from karlov.scenario import definitions_from_text
from karlov.scenario.run import has_one_answer

CARDS = definitions_from_text(
    "Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n\n"
    "Hill Giant {3}{R}\nCreature — Giant\n3/3\n\n"
    "Shock {R}\nInstant\nShock deals 2 damage to any target.\n"
)


def _game(agent: ScriptedAgent) -> Game:
    game = Game(("Alice", "Bob"), agents=[agent, ScriptedAgent()])
    for name in ("Shock", "Hill Giant", "Grizzly Bears"):  # each goes on top: Bears first
        game.add_card(CARDS[name], "Alice", "library")
    game.add_card(CARDS["Shock"], "Bob", "library")
    return game


def _library(game: Game) -> list[str]:
    return [card.definition.name for card in game.library("Alice")]


def test_surveil_puts_the_cards_it_keeps_back_in_the_order_chosen() -> None:
    agent = ScriptedAgent()
    game = _game(agent)
    assert _library(game) == ["Grizzly Bears", "Hill Giant", "Shock"]
    bears, giant = game.library("Alice")[:2]
    agent.push([], [giant, bears])
    game.surveil("Alice", 2)
    assert _library(game) == ["Hill Giant", "Grizzly Bears", "Shock"]
    order = agent.asked[-1]
    assert order.prompt.startswith("Surveil 2: order the cards for the top")
    assert not has_one_answer(order)


def test_surveil_asks_no_order_for_a_single_card_left() -> None:
    agent = ScriptedAgent()
    game = _game(agent)
    bears = game.library("Alice")[0]
    agent.push([bears])
    game.surveil("Alice", 2)
    assert _library(game) == ["Hill Giant", "Shock"]
    assert len(agent.asked) == 1


def test_scry_arranges_the_top_and_the_bottom() -> None:
    agent = ScriptedAgent()
    game = _game(agent)
    bears, giant, _shock = game.library("Alice")
    agent.push([bears, giant], [giant, bears])
    game.scry("Alice", 3)
    assert _library(game) == ["Shock", "Hill Giant", "Grizzly Bears"]
    assert [d.prompt.split(":")[1].split("(")[0].strip() for d in agent.asked[1:]] == [
        "order the cards for the bottom of your library"
    ]
