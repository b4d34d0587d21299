"""Regeneration in the engine generators: "It can't be regenerated." is written (Forge's
``NoRegen$ True``, phase's ``cant_regenerate``, CR 701.19c); regenerating (CR 701.19a) is
Forge's ``Regenerate`` and phase's ``Regenerate``."""

from __future__ import annotations

import json

import pytest

import karlov.ir as ir
from karlov import compile_card, parse
from karlov.targets.build import build

from .forge_reader import lint_script

TERMINATE = "Terminate {B}{R}\nInstant\nDestroy target creature. It can't be regenerated.\n"
TROLL = "Albino Troll {1}{G}\nCreature — Troll\n{1}{G}: Regenerate Albino Troll.\n3/3\n"


def _ir(text: str) -> ir.Card:
    (card,) = parse(text, "x.card")
    compiled = compile_card(card).ir
    assert compiled is not None
    return compiled


def test_forge_writes_cant_be_regenerated_as_no_regen() -> None:
    card = _ir(TERMINATE)
    result = build([card], "forge")
    assert result.gaps == ()
    (text,) = result.files.values()
    assert lint_script(text, name=card.name, text=card.text) == []
    assert "SP$ Destroy | ValidTgts$ Creature | TgtPrompt$ Select target creature | " in text
    assert "| NoRegen$ True |" in text


def test_phase_writes_cant_be_regenerated_and_a_plain_destroy_stays_regenerable() -> None:
    plain = _ir("Murder {1}{B}{B}\nInstant\nDestroy target creature.\n")
    result = build([_ir(TERMINATE), plain], "phase")
    assert result.gaps == ()
    faces = json.loads(result.files["card_data.json"])
    effects = {
        name: face["abilities"][0]["effect"] for name, face in faces.items() if face["abilities"]
    }
    assert effects["terminate"]["cant_regenerate"] is True
    assert effects["murder"]["cant_regenerate"] is False


@pytest.mark.parametrize(
    ("text", "ability"),
    [
        (TROLL, "A:AB$ Regenerate | Cost$ 1 G | Defined$ Self | SpellDescription$ "),
        (
            "Mending Touch {G}\nInstant\nRegenerate target creature.\n",
            "A:SP$ Regenerate | ValidTgts$ Creature | TgtPrompt$ Select target creature |",
        ),
    ],
)
def test_forge_writes_regenerate(text: str, ability: str) -> None:
    card = _ir(text)
    result = build([card], "forge")
    assert result.gaps == ()
    (script,) = result.files.values()
    assert lint_script(script, name=card.name, text=card.text) == []
    assert ability in script


def test_phase_writes_regenerate() -> None:
    """phase's Regenerate of the source (issue 22; played in ``test_phase_breadth``)."""
    result = build([_ir(TROLL)], "phase")
    assert result.gaps == ()
    (face,) = json.loads(result.files["card_data.json"]).values()
    assert face["abilities"][0]["effect"] == {"type": "Regenerate", "target": {"type": "SelfRef"}}
