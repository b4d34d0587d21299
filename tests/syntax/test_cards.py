"""The bundled card files: clean, canonical, round-tripping, classified, located."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import karlov
from karlov import AbilityKind
from karlov.frontend import nodes
from karlov.frontend.diagnostics import Span
from karlov.frontend.renderer import render_card, render_file
from karlov.frontend.syntax import parse_file

ROOT = Path(__file__).resolve().parents[2]
CARD_FILES = sorted((ROOT / "karlov" / "cards").rglob("*.card"))
IDS = [p.relative_to(ROOT / "karlov" / "cards").as_posix() for p in CARD_FILES]


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _load(name: str) -> tuple[str, nodes.Card]:
    path = ROOT / "karlov" / "cards" / f"{name}.card"
    file, diagnostics = parse_file(path.read_text(encoding="utf-8"), _rel(path))
    assert diagnostics == []
    (card,) = file.cards
    return _rel(path), card


def test_the_bundle_is_all_there() -> None:
    assert len(list((ROOT / "karlov" / "cards" / "cases").glob("*.card"))) == 15
    assert len(CARD_FILES) >= 40


@pytest.mark.parametrize("path", CARD_FILES, ids=IDS)
def test_bundled_file_is_clean_canonical_and_round_trips(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    file, diagnostics = parse_file(text, _rel(path))
    assert [d.render() for d in diagnostics] == []
    assert karlov.check(text, _rel(path)) == []
    assert file.cards, "a bundled file holds at least one card"
    # the files are canonical: the formatter changes nothing, byte for byte
    rendered = render_file(file)
    assert rendered == text
    # parse(render(ast)) == ast, through the public API too
    cards = karlov.parse(text, _rel(path))
    again = karlov.parse("\n".join(render_card(card) for card in cards), _rel(path))
    assert again == cards
    # every line of every card is a classified ability (nothing silently dropped)
    for card in file.cards:
        assert card.span is not None
        body_lines = card.span.end_line - card.span.line + 1 - 2
        body_lines -= card.power_toughness is not None
        assert len(card.abilities) == body_lines


@pytest.mark.parametrize("path", sorted((ROOT / "karlov" / "cards" / "cases").glob("*.card")))
def test_every_case_has_one_to_solve_and_one_solved(path: Path) -> None:
    (card,) = karlov.parse(path.read_text(encoding="utf-8"), _rel(path))
    assert card.is_case
    assert card.type_line.card_types == ("enchantment",)
    kinds = [a.kind for a in card.abilities]
    assert kinds.count(AbilityKind.TO_SOLVE) == 1
    assert kinds.count(AbilityKind.SOLVED) == 1
    assert kinds.index(AbilityKind.TO_SOLVE) < kinds.index(AbilityKind.SOLVED)
    solved = card.abilities[kinds.index(AbilityKind.SOLVED)]
    assert solved.solved is not None
    assert solved.solved.kind not in {AbilityKind.TO_SOLVE, AbilityKind.SOLVED}


def test_burning_masks_classification() -> None:
    _, card = _load("cases/case_of_the_burning_masks")
    assert card.mana_cost == ("{1}", "{R}", "{R}")
    assert [a.kind for a in card.abilities] == [
        AbilityKind.TRIGGERED,
        AbilityKind.TO_SOLVE,
        AbilityKind.SOLVED,
    ]
    solved = card.abilities[2]
    assert solved.solved is not None
    assert solved.solved.kind is AbilityKind.ACTIVATED
    assert isinstance(solved.solved.body, nodes.Activated)
    assert isinstance(card.abilities[1].body, nodes.ToSolve)
    assert card.abilities[1].reminder is not None


def test_gateway_express_solved_wraps_static() -> None:
    _, card = _load("cases/case_of_the_gateway_express")
    solved = card.abilities[-1]
    assert solved.kind is AbilityKind.SOLVED
    assert solved.solved is not None
    assert solved.solved.kind is AbilityKind.STATIC


def test_ransacked_lab_first_ability_is_static_and_solved_is_triggered() -> None:
    _, card = _load("cases/case_of_the_ransacked_lab")
    assert card.abilities[0].kind is AbilityKind.STATIC
    assert card.abilities[-1].solved is not None
    assert card.abilities[-1].solved.kind is AbilityKind.TRIGGERED


def test_crimson_pulse_and_shifting_visage_solved_are_triggered() -> None:
    for name in ("case_of_the_crimson_pulse", "case_of_the_shifting_visage"):
        _, card = _load(f"cases/{name}")
        assert card.abilities[-1].solved is not None
        assert card.abilities[-1].solved.kind is AbilityKind.TRIGGERED


def test_market_melee_has_two_abilities_before_to_solve_and_no_reminder() -> None:
    _, card = _load("cases/case_of_the_market_melee")
    kinds = [a.kind for a in card.abilities]
    assert kinds == [
        AbilityKind.TRIGGERED,
        AbilityKind.STATIC,
        AbilityKind.TO_SOLVE,
        AbilityKind.SOLVED,
    ]
    assert card.abilities[2].reminder is None


def test_lightning_bolt_is_a_spell_ability() -> None:
    _, card = _load("support/lightning_bolt")
    assert card.type_line.card_types == ("instant",)
    (ability,) = card.abilities
    assert ability.kind is AbilityKind.SPELL
    assert isinstance(ability.body, nodes.Statement)


def test_serra_angel_keywords() -> None:
    _, card = _load("support/serra_angel")
    (ability,) = card.abilities
    assert ability.kind is AbilityKind.KEYWORD
    assert [lx.text for lx in ability.body.lexemes() if lx.kind == "KEYWORD"] == [
        "flying",
        "vigilance",
    ]
    assert card.power_toughness == ("4", "4")
    assert card.type_line.subtypes == ("Angel",)


def test_basic_land_line_is_reminder_only() -> None:
    _, card = _load("support/forest")
    (ability,) = card.abilities
    assert ability.kind is AbilityKind.REMINDER
    assert ability.body is None
    assert card.type_line.supertypes == ("basic",)
    assert card.mana_cost is None


def test_flametongue_kavu_names_itself() -> None:
    path, card = _load("support/flametongue_kavu")
    trigger = card.abilities[0]
    assert trigger.kind is AbilityKind.TRIGGERED
    selves = [lx for lx in trigger.body.lexemes() if lx.kind == "SELF_NAME"]
    assert [lx.text for lx in selves] == ["~"]
    # "When Flametongue Kavu enters": the name is columns 6..21 of line 3
    assert selves[0].span == Span(path, 3, 6, 3, 6 + len("Flametongue Kavu"))


def test_alquist_proft_short_name_is_a_self_reference() -> None:
    path, card = _load("support/alquist_proft_master_sleuth")
    assert card.short_name == "Alquist Proft"
    assert card.type_line.supertypes == ("legendary",)
    assert card.type_line.subtypes == ("Human", "Detective")
    kinds = [a.kind for a in card.abilities]
    assert kinds == [AbilityKind.KEYWORD, AbilityKind.TRIGGERED, AbilityKind.ACTIVATED]
    selves = [lx for lx in card.abilities[1].body.lexemes() if lx.kind == "SELF_NAME"]
    assert len(selves) == 1
    assert selves[0].span == Span(path, 4, 6, 4, 6 + len("Alquist Proft"))


def test_spans_of_to_solve_and_mana_symbols() -> None:
    path, card = _load("cases/case_of_the_burning_masks")
    to_solve = card.abilities[1]
    assert to_solve.span is not None
    assert (to_solve.span.line, to_solve.span.column) == (4, 1)
    keyword = next(to_solve.body.lexemes())
    assert keyword.kind == "TO_SOLVE"
    assert keyword.span == Span(path, 4, 1, 4, 9)
    dash = next(lx for lx in to_solve.body.lexemes() if lx.kind == "EM_DASH")
    assert dash.span == Span(path, 4, 10, 4, 11)
    assert card.span == Span(path, 1, 1, 5, len(card_line(path, 5)) + 1)
    assert card.type_line.span == Span(path, 2, 1, 2, len("Enchantment — Case") + 1)

    path, card = _load("support/alquist_proft_master_sleuth")
    activated = card.abilities[2]
    symbols = [lx for lx in activated.body.lexemes() if lx.kind == "MANA_SYMBOL"]
    assert [s.text for s in symbols] == ["{X}", "{W}", "{U}", "{U}", "{T}"]
    assert [(s.span.line, s.span.column, s.span.end_column) for s in symbols] == [
        (5, 1, 4),
        (5, 4, 7),
        (5, 7, 10),
        (5, 10, 13),
        (5, 15, 18),
    ]


def test_solved_keyword_and_inner_ability_spans() -> None:
    _path, card = _load("cases/case_of_the_gateway_express")
    solved = card.abilities[-1]
    assert solved.span is not None
    assert (solved.span.line, solved.span.column) == (5, 1)
    assert solved.solved is not None
    assert solved.solved.span is not None
    # "Solved — Creatures ...": the wrapped ability starts after the dash and a space
    assert (solved.solved.span.line, solved.solved.span.column) == (5, 10)


def card_line(path: str, number: int) -> str:
    return (ROOT / path).read_text(encoding="utf-8").splitlines()[number - 1]


RENDER_TWICE = """
import karlov
cards = karlov.parse(open("karlov/cards/support/shock.card", encoding="utf-8").read())
first = karlov.render(cards)
second = karlov.render(cards)
assert first == second, (first, second)
"""


def test_public_render_can_be_called_twice() -> None:
    result = subprocess.run(
        [sys.executable, "-c", RENDER_TWICE], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


def test_a_character_shortens_its_name_before_its_epithet() -> None:
    """CR 201.5c: "Crovax the Cursed" calls itself "Crovax"; a legendary non-character ("Helm
    of Kaldra") and a non-legendary card ("Sword of Fire") are never shortened that way."""
    text = (
        "Crovax the Cursed {2}{B}{B}\nLegendary Creature — Vampire\n"
        "{B}: Crovax gains flying until end of turn.\n0/0\n"
    )
    tree, diagnostics = parse_file(text, "crovax.card")
    assert [d for d in diagnostics if d.is_error] == []
    card = tree.cards[0]
    assert card.short_name == "Crovax"
    selves = [lx for lx in card.abilities[0].body.lexemes() if lx.kind == "SELF_NAME"]
    assert [lx.span for lx in selves] == [Span("crovax.card", 3, 6, 3, 12)]
    helm = "Helm of Kaldra {7}\nLegendary Artifact — Equipment\nEquip {1}\n"
    assert parse_file(helm, "helm.card")[0].cards[0].short_name is None
    sword = "Sword of Fire {3}\nArtifact Creature — Golem\n2/2\n"
    assert parse_file(sword, "sword.card")[0].cards[0].short_name is None


def test_a_line_that_parses_in_neither_reading_reports_the_further_error() -> None:
    """ "a Gideon planeswalker" on Gideon of the Trials is the subtype: when the line fails both
    with the name read as the card and as plain words, the error is where the reading that got
    further stopped, not at the word "Gideon"."""
    text = (
        "Gideon of the Trials {1}{W}{W}\nLegendary Planeswalker — Gideon\n"
        "[0]: As long as you control a Gideon planeswalker, frobnicate.\nLoyalty: 3\n"
    )
    _, diagnostics = parse_file(text, "gideon.card")
    errors = [d for d in diagnostics if d.is_error]
    assert [(d.code, d.span.line, d.span.column) for d in errors] == [("E001", 3, 52)]
