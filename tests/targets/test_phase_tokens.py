"""phase plays the "creature cards" of Case of the Gorgon's Kiss as karlov does (issue 22):
tokens that die are not creature cards (CR 111.1, 700.4)."""

from __future__ import annotations

import json

import pytest

from karlov import compile_card, parse
from karlov.scenario import run_scenario
from karlov.targets.build import build
from karlov.targets.phase import PhaseGenerator

from .case_ir import case_ir
from .test_differential import BUNDLED

phase = pytest.importorskip("phase")

from .phase_harness import load_engine, new_game  # noqa: E402

NAME = "Case of the Gorgon's Kiss"
DECK = ["Plains"] * 20


def _engine() -> phase.Engine:
    data = json.loads(build([case_ir("gorgons_kiss")], "phase").files["card_data.json"])
    for stem in ("plains", "grizzly_bears", "raise_the_alarm"):
        path = BUNDLED / f"{stem}.card"
        for card in parse(path.read_text(encoding="utf-8"), str(path)):
            output = PhaseGenerator().generate(compile_card(card).ir)
            assert output.gaps == ()
            data[card.name.lower()] = output.payload
    return load_engine(json.dumps(data))


@pytest.mark.parametrize(("tokens", "bears", "solved"), [(2, 1, False), (0, 3, True)])
def test_dying_tokens_are_not_creature_cards(tokens: int, bears: int, solved: bool) -> None:
    cards = [NAME] * 4 + ["Raise the Alarm"] * 6 + ["Grizzly Bears"] * 10
    game = new_game(_engine(), DECK + cards, DECK)
    game.go_to("PreCombatMain")
    case = game.put(NAME, "Battlefield")
    dying = [game.put("Grizzly Bears", "Battlefield") for _ in range(bears)]
    if tokens:
        alarm = game.put("Raise the Alarm", "Hand")
        game.add_mana(0, ["White", "White"])
        game.cast(alarm)
        game.resolve_stack()
        soldiers = game.ids_named("Soldier Token", zone="Battlefield")
        assert len(soldiers) == tokens
        dying += soldiers
    for victim in dying:
        game.move(victim, "Graveyard")
    game.pass_until(lambda g: g.step == "End")
    game.resolve_stack()
    assert game.is_solved(case) is solved
    hand = (["Raise the Alarm"] if tokens else []) + ["Shock"] * 3
    lands = ["Plains", "Plains", "Mountain", "Mountain", "Mountain"]
    victims = ["Grizzly Bears"] * bears + ["Soldier Token"] * tokens
    cast_alarm = [{"do": "cast", "card": "Raise the Alarm"}, {"do": "resolve"}] if tokens else []
    shocks = [
        a
        for victim in victims
        for a in ({"do": "cast", "card": "Shock", "targets": [victim]}, {"do": "resolve"})
    ]
    result = run_scenario({
        "title": "tokens are not creature cards",
        "setup": {"step": "precombat main"},
        "players": {"alice": {"battlefield": [NAME, *lands, *["Grizzly Bears"] * bears],
                              "hand": hand}, "bob": {}},
        "actions": [*cast_alarm, *shocks, {"do": "pass_to", "step": "end"}, {"do": "resolve"}],
        "expect": [{"card": NAME, "solved": solved}],
    })  # fmt: skip
    assert result.passed, result.report()
