"""A player's maximum hand size (CR 402.2): set, increased or reduced by a static ability, for
its controller or its controller's opponents; the runtime's scenarios are in
``tests/scenarios/hand_size42/``."""

from __future__ import annotations

import pytest

from karlov import ir
from karlov.frontend.syntax import parse_file
from karlov.targets.forge import ForgeGenerator

from .lowering import abilities_of, c001_of, compile_text


@pytest.mark.parametrize(
    ("line", "rule", "count"),
    [
        ("Your maximum hand size is two.", "maximum_hand_size", 2),
        ("Your maximum hand size is 0.", "maximum_hand_size", 0),
        ("Your maximum hand size is increased by one.", "maximum_hand_size_increase", 1),
        ("Your maximum hand size is reduced by three.", "maximum_hand_size_reduction", 3),
        ("Each opponent's maximum hand size is reduced by seven.",
         "opponents_maximum_hand_size_reduction", 7),
        ("Each opponent's maximum hand size is increased by two.",
         "opponents_maximum_hand_size_increase", 2),
    ],
)  # fmt: skip
def test_each_form_is_one_rule_with_its_number(line: str, rule: str, count: int) -> None:
    (ability,) = abilities_of(f"Probe {{B}}\nEnchantment\n{line}\n")
    assert isinstance(ability, ir.StaticAbility)
    (modification,) = ability.rules
    assert (modification.rule, modification.count) == (rule, count)


def test_setting_an_opponents_hand_size_is_refused() -> None:
    assert c001_of("Probe {B}\nEnchantment\nEach opponent's maximum hand size is two.\n") == [
        "the rules runtime cannot execute this yet: setting another player's maximum hand size"
    ]


def test_a_wrong_verb_is_an_error_at_its_word() -> None:
    _, diagnostics = parse_file(
        "Probe {B}\nEnchantment\nYour maximum hand size is lowered by one.\n"
    )
    (error,) = [d for d in diagnostics if d.is_error]
    assert (error.code, error.span.line, error.span.column) == ("E001", 3, 27)


def test_forge_writes_raise_and_set_max_hand_size() -> None:
    texts = {
        "Each opponent's maximum hand size is reduced by one.":  # Gnat Miser's script
        "S:Mode$ Continuous | Affected$ Opponent | RaiseMaxHandSize$ -1",
        "Your maximum hand size is increased by one.":  # Minamo Scrollkeeper's
        "S:Mode$ Continuous | Affected$ You | RaiseMaxHandSize$ 1",
        "Your maximum hand size is two.":  # Null Profusion's
        "S:Mode$ Continuous | Affected$ You | SetMaxHandSize$ 2",
    }  # fmt: skip
    for line, written in texts.items():
        card = compile_text(f"Probe {{B}}\nEnchantment\n{line}\n").ir
        assert card is not None
        output = ForgeGenerator().generate(card)
        assert output.gaps == ()
        (script,) = output.files.values()
        assert any(s.startswith(written + " |") for s in script.splitlines()), script
