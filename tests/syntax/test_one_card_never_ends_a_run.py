"""A bug that one card's text reaches is that card's diagnostic (X001, "please report"), never
the end of a run: the other cards of the file, and the other files, are still checked. And the
texts that once crashed karlov now read as they say."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import karlov
from karlov import ir
from karlov.cli import main
from karlov.compiler import compile_card, lower
from karlov.frontend import nodes

TWO_CARDS = """\
Plow Under {3}{G}{G}
Sorcery
Put two target lands on top of their owners' libraries.

Divination {2}{U}
Sorcery
Draw two cards.
"""


def _break_zones(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the compiler fail, as a bug would, on the line that names libraries."""
    lower_ability = lower.ability

    def broken(compiler: object, ability: nodes.Ability) -> object:
        if "libraries" in compiler.text(ability):  # type: ignore[attr-defined]
            raise KeyError("libraries")
        return lower_ability(compiler, ability)

    monkeypatch.setattr(lower, "ability", broken)


def test_a_compiler_bug_is_x001_on_its_line_and_the_next_card_still_compiles(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _break_zones(monkeypatch)
    diagnostics = karlov.check(TWO_CARDS, "two.card", require_playable=False)
    failures = [d for d in diagnostics if d.code == "X001"]
    assert [(d.span.line, d.span.column) for d in failures] == [(3, 1)]
    assert failures[0].message == (
        "internal error in karlov (KeyError: 'libraries'); this is a bug in karlov, not in the card"
    )
    assert failures[0].is_error
    divination = compile_card(karlov.parse(TWO_CARDS)[1])
    assert divination.ok


def test_karlov_check_prints_x001_and_the_other_files_results(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _break_zones(monkeypatch)
    (tmp_path / "a.card").write_text(TWO_CARDS, encoding="utf-8")
    (tmp_path / "b.card").write_text("Opt {U}\nInstnat\nScry 1. Draw a card.\n", encoding="utf-8")
    code = main(["check", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 1
    assert "a.card:3:1: error[X001]: internal error in karlov (KeyError: 'libraries')" in out
    assert "b.card:2:1: error[E001]: unexpected 'Instnat'" in out


def test_the_traceback_variable_lets_the_bug_raise(monkeypatch: pytest.MonkeyPatch) -> None:
    _break_zones(monkeypatch)
    monkeypatch.setenv("KARLOV_TRACEBACK", "1")
    with pytest.raises(KeyError):
        karlov.check(TWO_CARDS, "two.card", require_playable=False)


def test_their_owners_libraries_is_each_owners_library() -> None:
    # Plow Under: the lands go on top of their owners' libraries (CR 401.1): this text
    # raised KeyError: 'libraries' before; now each owner arranges their own (CR 401.4), so it
    # plays (tests/scenarios/library41d/).
    diagnostics = karlov.check(TWO_CARDS.split("\n\n")[0] + "\n", require_playable=False)
    assert [(d.code, d.message) for d in diagnostics if d.is_error or d.code == "C001"] == []


def test_cards_in_graveyards_are_in_every_players_graveyard() -> None:
    # "creature cards in graveyards" (CR 404.1: each player has one): any player's graveyard,
    # not only yours. This text raised KeyError: 'graveyards' before.
    text = "Test Purge {1}\nSorcery\nExile all creature cards in graveyards.\n"
    compiled = compile_card(karlov.parse(text)[0])
    assert compiled.ok, compiled.diagnostics
    (ability,) = compiled.ir.abilities
    filters = json.loads(ir.dumps(ability))
    found = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            if value.get("kind") == "ObjectFilter":
                found.append((value["zone"], value["zone_owner"]))
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(filters)
    assert found == [("graveyard", "any")]


def test_the_hyphen_of_assembly_worker_is_no_type_line_dash() -> None:
    # CR 205.3m lists "Assembly-Worker" as one creature type; W111 (the type line's dash
    # between single spaces) fired on its hyphen, so fmt refused the card.
    text = "Assembly-Worker {3}\nArtifact Creature — Assembly-Worker\n2/2\n"
    assert karlov.check(text) == []
    spaced = "Assembly-Worker {3}\nArtifact Creature—Assembly-Worker\n2/2\n"
    assert [(d.code, d.span.column) for d in karlov.check(spaced)] == [("W111", 18)]


def test_a_front_end_bug_is_x001_on_its_card_and_the_next_card_still_parses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from karlov.frontend import syntax

    parse_card = syntax.parse_card

    def broken(lines: list, filename: str) -> object:
        if lines[0].text.startswith("Plow Under"):
            raise IndexError("list index out of range")
        return parse_card(lines, filename)

    monkeypatch.setattr(syntax, "parse_card", broken)
    card_file, diagnostics = syntax.parse_file(TWO_CARDS, "two.card")
    assert [(d.code, d.span.line, d.span.column) for d in diagnostics] == [("X001", 1, 1)]
    assert [card.name for card in card_file.cards] == ["Divination"]
