"""Planeswalkers in the generators: the printed loyalty and the loyalty abilities (CR 306.5b,
606) as Forge and phase.rs write them, or a reported gap -- never dropped.

Forge's facts are its own planeswalker scripts (Card-Forge/forge, cardsfolder: Ajani Goldmane
``Loyalty:4``, ``Cost$ AddCounter<1/LOYALTY>``, ``Cost$ SubCounter<1/LOYALTY>``,
``Planeswalker$ True``; Chandra, Flamecaller ``Cost$ AddCounter<0/LOYALTY>`` for [0]). phase's
are the faces its own ``build_oracle_face`` makes from the same text, and a game played in it.
"""

from __future__ import annotations

import json

import pytest

from karlov import compile_card, parse
from karlov.ir import Card
from karlov.targets.build import build

from .forge_reader import lint_script, read_script

WALKER = (
    "Probe Walker {2}{W}{W}\n"
    "Legendary Planeswalker — Gideon\n"
    "[+1]: You gain 2 life.\n"
    "[\u22122]: Destroy target creature.\n"
    "[0]: Draw a card.\n"
    "Loyalty: 4\n"
)
MINUS_X = (
    "Probe Pyromancer {3}{R}\n"
    "Legendary Planeswalker — Chandra\n"
    "[\u2212X]: Probe Pyromancer deals X damage to target creature.\n"
    "Loyalty: 4\n"
)


def _ir(text: str) -> Card:
    (card,) = parse(text, "probe.card")
    compiled = compile_card(card)
    assert compiled.ok and compiled.ir is not None, [d.render() for d in compiled.diagnostics]
    return compiled.ir


def test_forge_writes_the_loyalty_line_and_each_loyalty_cost() -> None:
    card = _ir(WALKER)
    result = build([card], "forge")
    assert result.gaps == ()
    (text,) = result.files.values()
    assert lint_script(text, name=card.name, text=card.text) == []
    lines = text.splitlines()
    assert "Loyalty:4" in lines and lines.index("Loyalty:4") == 3  # after Types:, as Forge's
    abilities = [line for line in lines if line.startswith("A:AB$")]
    costs = [line.split("Cost$ ")[1].split(" |")[0] for line in abilities]
    assert costs == ["AddCounter<1/LOYALTY>", "SubCounter<2/LOYALTY>", "AddCounter<0/LOYALTY>"]
    # Forge's loyalty-ability rule (once each turn, as a sorcery) comes with Planeswalker$
    assert all("| Planeswalker$ True |" in line for line in abilities)
    assert not any("SorcerySpeed$" in line for line in abilities)
    assert read_script(text).pt is None


def test_phase_writes_the_faces_phase_builds_for_the_same_text() -> None:
    phase = pytest.importorskip("phase", reason="phase-python (extra 'phase') is not installed")
    card = _ir(WALKER)
    result = build([card], "phase")
    assert result.gaps == ()
    (ours,) = json.loads(result.files["card_data.json"]).values()
    theirs = phase.build_oracle_face(
        {"name": card.name, "manaCost": "{2}{W}{W}", "types": ["Planeswalker"],
         "supertypes": ["Legendary"], "subtypes": ["Gideon"], "loyalty": "4",
         "text": card.text, "type": "Legendary Planeswalker — Gideon", "layout": "normal",
         "colors": ["W"], "colorIdentity": ["W"], "manaValue": 4.0, "identifiers": {}},
        None,
    )  # fmt: skip
    assert ours["loyalty"] == theirs["loyalty"] == "4"
    for mine, its in zip(ours["abilities"], theirs["abilities"], strict=True):
        assert mine["cost"] == its["cost"]
        assert mine["activation_restrictions"] == its["activation_restrictions"]


@pytest.mark.parametrize("target", ["forge", "phase"])
def test_a_minus_x_cost_is_a_gap(target: str) -> None:
    """Neither generator writes the X a [−X] cost chooses (CR 107.3a): reported, not dropped."""
    result = build([_ir(MINUS_X)], target, allow_partial=True)
    engine = "Forge" if target == "forge" else "phase"
    messages = {gap.message for gap in result.gaps}
    expected = (
        f"'[\u2212X]': karlov's {engine} generator cannot write a [\u2212X] loyalty cost (X "
        "chosen as it is activated) yet"
    )
    assert expected in messages
    written = "".join(result.files.values())
    assert "X/LOYALTY" not in written and "A:AB$" not in written  # the ability is left out
    assert target == "forge" or '"abilities":[]' in written


def test_phase_plays_the_generated_planeswalker_by_the_rules() -> None:
    """In phase: the walker enters with its printed loyalty (CR 306.5b), [+1] puts a counter
    on it as its cost (CR 606.4), and no second loyalty ability of it can be activated that
    turn, nor one outside a main phase (CR 606.3)."""
    pytest.importorskip("phase", reason="phase-python (extra 'phase') is not installed")
    from karlov.targets import phase_format as P

    from .phase_cards import mountain
    from .phase_harness import load_engine, new_game

    (face,) = json.loads(build([_ir(WALKER)], "phase").files["card_data.json"]).values()
    deck = ["Mountain"] * 30 + ["Probe Walker"] * 2
    game = new_game(load_engine(P.card_data_json([mountain(), face])), deck, ["Mountain"] * 30)
    walker = game.put("Probe Walker", "Hand")
    game.go_to("PreCombatMain", active_player=0)
    game.add_mana(0, ["White", "White", "Colorless", "Colorless"])
    game.cast(walker)
    game.resolve_stack()
    assert game.object(walker)["counters"] == {"loyalty": 4}
    game.activate(walker, 0)  # [+1]
    assert game.object(walker)["counters"] == {"loyalty": 5}
    game.resolve_stack()
    assert game.life(0) == 22
    assert not game.can_activate(walker)
