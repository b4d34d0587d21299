"""New Cases written from the printed vocabulary compile and behave as their words say."""

from __future__ import annotations

from karlov.compiler.library import bundled_library
from karlov.runtime import BATTLEFIELD, HAND, CardDefinition, Game
from karlov.scenario import definitions_from_text

REMINDER = "(If unsolved, solve at the beginning of your end step.)"


def _case(*lines: str) -> CardDefinition:
    text = "Case of the Probe {1}\nEnchantment — Case\n" + "\n".join(lines) + "\n"
    return definitions_from_text(text)["Case of the Probe"]


def _game() -> tuple[Game, object, object]:
    game = Game(("Alice", "Bob"), seed=1)
    alice, bob = game.players
    for _ in range(5):
        game.add_card(bundled_library().definition("Island"), alice)
        game.add_card(bundled_library().definition("Island"), bob)
    return game, alice, bob


def _solved_at_end_step(case_definition, battlefield: list[str]) -> bool:
    game, alice, _ = _game()
    case = game.add_card(case_definition, alice, BATTLEFIELD)
    for name in battlefield:
        game.add_card(bundled_library().definition(name), alice, BATTLEFIELD)
    game.start(active=alice, step="main2")
    game.pass_until("end")
    game.resolve_stack()
    return case.solved


def test_creatures_with_flying() -> None:
    case = _case(
        f"To solve — You control two or more creatures with flying. {REMINDER}",
        "Solved — Creatures you control get +1/+1.",
    )
    assert _solved_at_end_step(case, ["Serra Angel", "Ornithopter"])
    assert not _solved_at_end_step(case, ["Serra Angel", "Grizzly Bears"])


def test_creatures_with_power_n_or_greater() -> None:
    case = _case(
        f"To solve — You control two or more creatures with power 3 or greater. {REMINDER}",
        "Solved — Creatures you control get +1/+1.",
    )
    assert _solved_at_end_step(case, ["Serra Angel", "Hill Giant"])
    assert not _solved_at_end_step(case, ["Serra Angel", "Grizzly Bears"])


def test_if_you_do_follows_the_may() -> None:
    case = _case("When this Case enters, you may discard a card. If you do, draw two cards.")
    for discard in (True, False):
        game, alice, _ = _game()
        game.add_card(bundled_library().definition("Island"), alice, BATTLEFIELD)
        card = game.add_card(case, alice, HAND)
        game.add_card(bundled_library().definition("Grizzly Bears"), alice, HAND)
        game.start(active=alice, step="main1")
        game.agents[alice.index] = _Answering(discard)
        game.cast(alice, card)
        game.resolve_stack()
        game.resolve_stack()
        # Discarding the Bears and drawing two leaves two cards; declining keeps the Bears.
        assert len(game.hand(alice)) == (2 if discard else 1)


class _Answering:
    """Says ``answer`` to "may" and picks the first option otherwise."""

    def __init__(self, answer: bool):
        self.answer = answer

    def decide(self, game, decision):
        from karlov.runtime import DefaultAgent

        if decision.kind == "may":
            return self.answer
        return DefaultAgent().decide(game, decision)


def test_damage_to_each_opponent_and_looking_at_the_top_card() -> None:
    case = _case(
        "When this Case enters, it deals 2 damage to each opponent. "
        "Look at the top card of your library."
    )
    game, alice, bob = _game()
    game.add_card(bundled_library().definition("Island"), alice, BATTLEFIELD)
    card = game.add_card(case, alice, HAND)
    game.start(active=alice, step="main1")
    game.cast(alice, card)
    game.resolve_stack()
    game.resolve_stack()
    assert (alice.life, bob.life) == (20, 18)
    assert any("looks at the top of their library: Island" in line for line in game.log_lines())
