"""Forge descriptions and ``--allow-partial`` output that says what it leaves out (issue 22)."""

from __future__ import annotations

import json

import pytest

import karlov.ir as ir
from karlov import compile_card, parse
from karlov.targets.build import build
from karlov.targets.forge import effect_text

from .forge_reader import lint_script, read_script

RED_ATTACK = """Case of the Red Attack {1}{R}
Enchantment — Case
When this Case enters, draw a card.
To solve — Three or more red creatures attacked this turn. (If unsolved, solve at the beginning of your end step.)
Solved — Sacrifice this Case: Draw a card.
"""  # noqa: E501


def _ir(text: str) -> list[ir.Card]:
    found = []
    for card in parse(text, "p.card"):
        compiled = compile_card(card)
        assert compiled.ir is not None, compiled.diagnostics
        found.append(compiled.ir)
    return found


@pytest.mark.parametrize(
    ("text", "effect"),
    [
        ("{1}, {T}, Sacrifice this artifact: Draw a card.", "Draw a card."),
        ("Solved — {2}{U}, Sacrifice this Case: Scry 2.", "Scry 2."),
        ("[+1]: Draw a card.", "Draw a card."),
        ('{T}: Target creature gains "{T}: Add {G}." until end of turn.',
         'Target creature gains "{T}: Add {G}." until end of turn.'),
        ('Sacrifice a creature named "A: B": Draw a card.', "Draw a card."),
    ],
)  # fmt: skip
def test_effect_text_drops_the_cost_forge_prints_itself(text: str, effect: str) -> None:
    assert effect_text(text) == effect


def test_spell_description_of_an_activated_ability_is_its_effect_only() -> None:
    """As Forge's own scripts write it (Mind Stone: ``Cost$ 1 T Sac<1/CARDNAME> | NumCards$ 1
    | SpellDescription$ Draw a card.``): Forge prints the cost before the description."""
    text = ("Stone of Thought {2}\nArtifact\n{T}: Add {C}.\n"
            "{1}, {T}, Sacrifice this artifact: Draw a card.\n")  # fmt: skip
    result = build(_ir(text), "forge")
    assert result.gaps == ()
    (script,) = result.files.values()
    assert "| SpellDescription$ Draw a card.\n" in script
    assert "SpellDescription$ Add {C}." in script
    assert "SpellDescription$ {" not in script
    assert lint_script(script, name="Stone of Thought", text=read_script(script).oracle) == []


def test_a_partial_forge_script_says_so_at_the_top() -> None:
    result = build(_ir(RED_ATTACK), "forge", allow_partial=True)
    (script,) = result.files.values()
    lines = script.splitlines()
    assert lines[0].startswith("# PARTIAL: karlov wrote this with --allow-partial;")
    assert lines[1].startswith("# This Case can never be solved here")
    assert lines[2] == "# Not written:"
    assert lines[3].startswith("# - line 4:26: T002: 'Three or more red creatures attacked")
    assert lines[4] == "Name:Case of the Red Attack"
    assert "Activation$ Solved" in script and "AlterAttribute" not in script  # no solve line
    assert read_script(script).name == "Case of the Red Attack"  # Forge skips '#' lines


def test_a_partial_header_cannot_be_broken_by_a_line_break_in_text() -> None:
    from karlov.targets.generator import CardOutput, Gap, Generator

    gap = Gap("T002", "Odd", "'a\nA:SP$ Draw\u2028x': cannot", ir.Span("f", 1, 1, 1, 2))
    lines = Generator.partial_lines(CardOutput("Odd\rName:X", {}, None, (gap,)))
    assert all(line.isprintable() for line in lines)
    assert "\\u000a" in lines[-1] and "\\u2028" in lines[-1] and "\\u000d" in lines[0]


def test_a_partial_phase_face_carries_its_header_and_still_loads() -> None:
    phase = pytest.importorskip("phase")
    result = build(_ir(RED_ATTACK), "phase", allow_partial=True)
    data = json.loads(result.files["card_data.json"])
    face = data["case of the red attack"]
    assert next(iter(face)) == "_karlov_partial"
    assert face["_karlov_partial"][0].startswith("PARTIAL:")
    assert any("never be solved" in line for line in face["_karlov_partial"])
    single = json.loads(result.files["case_of_the_red_attack.json"])
    assert single["case of the red attack"] == face
    phase.Engine.from_json(result.files["card_data.json"])


def test_a_complete_card_has_no_header() -> None:
    text = RED_ATTACK.replace("red creatures", "creatures").replace("Red Attack", "Attack")
    for target in ("forge", "phase"):
        result = build(_ir(text), target, allow_partial=True)
        assert result.gaps == ()
        assert not any("PARTIAL" in t for t in result.files.values())


def test_a_partial_script_defines_no_svar_nothing_refers_to() -> None:
    """Courier Bat's shape: the intervening if's ``CheckSVar$ X1`` belongs to a trigger whose
    effect cannot be written (gaining control, T001); dropping the trigger drops its SVar too
    (Forge's linter: every SVar is referenced)."""
    text = ("Courier Bat {2}{B}\nCreature — Bat\nFlying\nWhen this creature enters, if you "
            "gained life this turn, gain control of target creature.\n2/2\n")  # fmt: skip
    result = build(_ir(text), "forge", allow_partial=True)
    assert result.gaps
    (script,) = result.files.values()
    assert "SVar:" not in script
    assert lint_script(script, name="Courier Bat", text=read_script(script).oracle) == []
