"""The Commander variant's words (CR 903) on cards of a two-player game: partner—[text] is a
keyword of deck construction that does nothing in a game, like partner (CR 702.124a, 702.124i);
"~ can be your commander", a commander and the command zone are refused (C001): the runtime's
games have no command zone (CR 903.6), so no reading of them is chosen."""

from __future__ import annotations

import pytest

from karlov import ir
from karlov.frontend.renderer import render_file
from karlov.frontend.syntax import parse_file
from karlov.targets.forge import ForgeGenerator
from karlov.targets.phase import PhaseGenerator

from .lowering import abilities_of, c001_of, compile_text

FRIENDS = (
    "Probe {U}{R}\nLegendary Creature — Human\nFlying\n"
    "Friends forever (You can have two commanders if both have friends forever.)\n1/3\n"
)


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Friends forever (You can have two commanders if both have friends forever.)",
         "partner—friends forever"),
        ("Partner—Friends forever", "partner—friends forever"),
        ("Partner—Character select", "partner—character select"),
        ("Partner—Father & son", "partner—father & son"),
        ("Partner—Survivors", "partner—survivors"),
    ],
)  # fmt: skip
def test_a_partner_variant_is_a_keyword_of_its_own(line: str, name: str) -> None:
    text = f"Probe {{G}}\nLegendary Creature — Elf\n{line}\n2/2\n"
    (ability,) = abilities_of(text)
    assert isinstance(ability, ir.KeywordAbility)
    assert ability.name == name
    assert c001_of(text) == []


def test_a_partner_variant_is_written_as_oracle_writes_it() -> None:
    # CR 702.124i: "partner—[text]", the dash unspaced like a keyword's cost
    tree, _ = parse_file("Probe {G}\nLegendary Creature — Elf\nPartner — character select\n2/2\n")
    assert render_file(tree).splitlines()[2] == "Partner—Character select"


def test_a_partner_variant_the_cr_does_not_have_is_an_error_at_its_word() -> None:
    text = "Probe {G}\nLegendary Creature — Elf\nPartner—Friend forever\n2/2\n"
    _, diagnostics = parse_file(text)
    (error,) = [d for d in diagnostics if d.is_error]
    assert (error.code, error.span.line, error.span.column) == ("E001", 3, 9)
    assert error.message == (
        "unexpected 'Friend': expected a partner variant such as 'Friends forever' (CR 702.124i)"
    )


def test_forge_writes_friends_forever_and_phase_reports_the_gap() -> None:
    card = compile_text(FRIENDS).ir
    assert card is not None
    output = ForgeGenerator().generate(card)
    assert output.gaps == ()
    (script,) = output.files.values()
    assert "K:Friends forever" in script.splitlines()  # Bjorna, Nightfall Alchemist's script
    (gap,) = PhaseGenerator().generate(card).gaps
    assert "partner—friends forever" in gap.message
    other = compile_text("Probe {G}\nLegendary Creature — Elf\nPartner—Survivors\n2/2\n").ir
    assert other is not None
    (gap,) = ForgeGenerator().generate(other).gaps
    assert "partner—survivors" in gap.message


def test_can_be_your_commander_is_refused() -> None:
    assert c001_of(
        "Probe {2}{R}\nLegendary Planeswalker — Daretti\n[+1]: Draw a card.\n"
        "Probe can be your commander.\nLoyalty: 3\n"
    ) == [
        "the rules runtime cannot execute this yet: 'can be your commander' (CR 903.3a): a rule "
        "of deck construction for the Commander variant; the runtime's games are not Commander "
        "games (no command zone, CR 903.6)"
    ]


def test_a_commander_and_the_command_zone_are_refused_at_their_words() -> None:
    assert c001_of(
        "Probe {1}{R}\nInstant\nIf you control a commander, you may cast this spell without "
        "paying its mana cost.\nProbe deals 2 damage to any target.\n"
    ) == [
        "the rules runtime cannot execute this yet: 'commander' (CR 903.3): the runtime's games "
        "are not Commander games (no command zone, CR 903.6)"
    ]
    assert c001_of(
        "Probe {2}{B}\nLegendary Creature — Vampire\nEminence — Whenever you cast another "
        "Vampire spell, if Probe is in the command zone or on the battlefield, create a 1/1 "
        "black Vampire creature token.\n4/4\n"
    ) == [
        "the rules runtime cannot execute this yet: 'Probe is in the command zone or on the "
        "battlefield': the command zone (CR 408; no command zone, CR 903.6)"
    ]


def test_the_renderer_keeps_a_commander_and_your_commander_apart() -> None:
    lines = [
        "If you control a commander, you may cast this spell without paying its mana cost.",
        "At the beginning of your upkeep, if Probe is in the command zone, you gain 2 life.",
    ]
    for line in lines:
        tree, diagnostics = parse_file(f"Probe {{1}}\nLegendary Creature — Elf\n{line}\n1/1\n")
        assert [d for d in diagnostics if d.is_error] == []
        assert render_file(tree).splitlines()[2] == line
