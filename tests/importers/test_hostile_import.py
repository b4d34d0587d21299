"""``karlov import`` on hostile records (issue 25, items 7 and 8): a line break in a one-line
field, a carriage return in the text or a lone surrogate never writes a second card or ends
the run; every card given is written exactly once or listed as skipped, with its reason."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from karlov.cli import main
from karlov.frontend.syntax import parse_file
from karlov.fuzz.imports import ImportTarget, check_import
from karlov.outputs import MANIFEST

INJECTION = "\n\nInjected Card {R}\nInstant\nYou win the game.\n"


def _card(name: str, **fields: str) -> dict[str, str]:
    card = {"name": name, "manaCost": "{R}", "type": "Instant", "text": "Draw a card."}
    card.update(fields)
    return card


def _import(tmp_path: Path, capsys: pytest.CaptureFixture[str], cards: list) -> tuple:
    source = tmp_path / "in.json"
    # ensure_ascii writes a lone surrogate as the escape \ud800, as JSON files hold it
    source.write_text(json.dumps({"data": {"code": "X", "cards": cards}}), encoding="utf-8")
    out = tmp_path / "out"
    code = main(["import", "mtgjson", str(source), "-o", str(out)])
    stdout, stderr = capsys.readouterr()
    files = {
        p.name: p.read_text(encoding="utf-8")
        for p in sorted(out.iterdir())
        if p.name != MANIFEST  # what karlov wrote there (see karlov.outputs)
    }
    return code, stdout, stderr, files


@pytest.mark.parametrize(
    ("record", "reason"),
    [
        (_card("Evil" + INJECTION), "its name has a line feed at column 5"),
        (_card("Evil", manaCost="{R}" + INJECTION), "its mana cost has a line feed at column 4"),
        (_card("Evil", type="Instant\r"), "its type line has a carriage return at column 8"),
        (
            _card("Evil", type="Creature — Goblin", power="1" + INJECTION, toughness="1"),
            "its power has a line feed at column 2",
        ),
        (
            _card("Evil", text="Draw a card.\r\rInjected Card {R}\rInstant"),
            "its text has a carriage return at line 1, column 13",
        ),
        (_card("Evil\ud800"), "its name has the character U+D800 at column 5"),
        (_card("Evil", text="Draw\x00 a card."), "its text has the character U+0000 at line 1"),
        (_card("# Evil"), "its name starts with '#', which a .card file reads as a comment"),
        (_card("Evil", text="Draw a card.\n# Flying"), "its text line 2 starts with '#'"),
        (_card("E" * 201), "its name is 201 characters long, over the 200 a name line holds"),
    ],
)
def test_a_record_that_would_not_be_one_card_is_skipped_with_where(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], record: dict, reason: str
) -> None:
    code, out, err, files = _import(tmp_path, capsys, [_card("Before"), record, _card("After")])
    assert (code, err) == (0, "")
    assert sorted(files) == ["after.card", "before.card"]  # the cards around it are written
    for text in files.values():
        assert "Injected" not in text
        tree, diagnostics = parse_file(text, "x.card")
        assert len(tree.cards) == 1 and diagnostics == []
    (skipped,) = [line for line in out.splitlines() if line.startswith("skipped ")]
    assert reason in skipped
    assert out.endswith(f"2 cards written to {tmp_path / 'out'}, 1 skipped\n")


def test_a_skipped_name_is_listed_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _, _ = _import(tmp_path, capsys, [_card("Evil\nInjected\ud800\u202e")])
    assert out.splitlines()[0] == (
        "skipped Evil\\x0aInjected\\ud800\\u202e: its name has a line feed at column 5"
    )


def test_crlf_in_the_text_is_a_line_end(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, _, _, files = _import(tmp_path, capsys, [_card("Two", text="Draw a card.\r\nScry 1.")])
    assert files == {"two.card": "Two {R}\nInstant\nDraw a card.\nScry 1.\n"}


def test_a_second_record_of_a_name_with_other_text_is_listed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cards = [_card("Twin"), _card("Twin"), _card("Twin", text="Draw two cards.")]
    code, out, _, files = _import(tmp_path, capsys, cards)
    assert code == 0
    assert files == {"twin.card": "Twin {R}\nInstant\nDraw a card.\n"}  # the first, once
    assert "skipped Twin: another record of this name, with different text, came first" in out
    assert out.endswith("1 card written to " + str(tmp_path / "out") + ", 1 skipped\n")


def test_the_fuzz_property_on_generated_documents() -> None:
    """The import target of ``python -m karlov.fuzz`` (every card written once or listed),
    on a fixed slice of generated hostile documents."""
    target = ImportTarget()
    rng = random.Random(25)
    for _ in range(150):
        target.run(target.generate(rng))


def test_the_fuzz_property_catches_an_injection(monkeypatch: pytest.MonkeyPatch) -> None:
    import karlov.importers
    from karlov.fuzz import PropertyFailure

    monkeypatch.setattr(karlov.importers, "unsafe_reason", lambda card: None)
    document = {"data": {"code": "X", "cards": [_card("Evil" + INJECTION)]}}
    with pytest.raises(PropertyFailure, match="injected"):
        check_import("mtgjson", document)


def test_spaces_around_a_one_line_field_are_dropped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    card = _card(" Spaced ", manaCost=" {R} ", type=" Instant ")
    _, _, _, files = _import(tmp_path, capsys, [card])
    assert files == {"spaced.card": "Spaced {R}\nInstant\nDraw a card.\n"}
