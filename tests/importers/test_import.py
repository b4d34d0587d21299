"""``karlov import``: MTGJSON and Scryfall JSON to ``.card`` files, text kept as given."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from karlov.cli import main
from karlov.frontend.syntax import parse_file
from karlov.importers import card_file_name
from karlov.outputs import MANIFEST

FIXTURES = Path(__file__).parent / "fixtures"
CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_file_names_follow_the_bundled_cards() -> None:
    assert card_file_name("Case of the Gorgon's Kiss") == "case_of_the_gorgon_s_kiss.card"
    assert card_file_name("Fblthp, the Lost") == "fblthp_the_lost.card"


def test_scryfall_list_writes_cards_and_lists_skipped_layouts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(
        capsys, "import", "scryfall", str(FIXTURES / "scryfall_list.json"), "-o", str(tmp_path)
    )
    assert (code, err) == (0, "")
    assert "skipped Test Tale // Test Story: adventurer cards have a second" in out
    assert out.endswith(f"2 cards written to {tmp_path}, 1 skipped\n")
    written = sorted(p.name for p in tmp_path.iterdir() if p.name != MANIFEST)
    assert written == ["test_bear.card", "test_bolt.card"]
    # The text is kept exactly: "enters the battlefield" is left for `karlov fmt`.
    assert (tmp_path / "test_bear.card").read_text() == (
        "Test Bear {1}{G}\nCreature — Bear\n"
        "When Test Bear enters the battlefield, you gain 1 life.\n2/2\n"
    )


def test_scryfall_single_object_writes_the_loyalty_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, _ = run(
        capsys, "import", "scryfall", str(FIXTURES / "scryfall_one.json"), "-o", str(tmp_path)
    )
    assert code == 0
    assert (tmp_path / "test_walker.card").read_text() == (
        "Test Walker {2}{U}{U}\nLegendary Planeswalker — Test\n"
        "+1: Draw a card.\n−3: Return target creature to its owner's hand.\nLoyalty: 4\n"
    )


def test_mtgjson_atomic_cards_skip_split_cards(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(
        capsys, "import", "mtgjson", str(FIXTURES / "atomic.json"), "-o", str(tmp_path)
    )
    assert code == 0
    assert "skipped Fire // Ice: split cards have two faces on one card (CR 709)\n" in out
    assert (tmp_path / "test_forest.card").read_text() == (
        "Test Forest\nBasic Land — Forest\n({T}: Add {G}.)\n"
    )


def test_mtgjson_set_file_from_the_corpus(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "import", "mtgjson", str(CORPUS / "M19.json"), "-o", str(tmp_path))
    records = json.loads((CORPUS / "M19.json").read_text())["data"]["cards"]
    assert code == 0
    assert out == f"{len(records)} cards written to {tmp_path}, 0 skipped\n"
    shock = (tmp_path / "shock.card").read_text()
    assert shock == "Shock {R}\nInstant\nShock deals 2 damage to any target.\n"
    tree, diagnostics = parse_file(shock, "shock.card")
    assert [d.code for d in diagnostics] == [] and tree.cards[0].name == "Shock"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('{"data": {"cards": [}}', "bad.json:1:21: error: not valid JSON: Expecting value\n"),
        (
            '{"data": {"cards": [{"type": "Instant"}]}}',
            "bad.json:1:1: error: card 1 has no 'name' field\n",
        ),
        ("[1, 2]", "bad.json:1:1: error: expected an MTGJSON set file or AtomicCards file"),
        (
            '{"data": {"cards": [{"name": "X", "type": ["Instant"]}]}}',
            "bad.json:1:1: error: 'X': 'type' should be a string, not list\n",
        ),
    ],
)
def test_bad_input_is_positioned_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, expected: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    code, _, err = run(capsys, "import", "mtgjson", str(bad), "-o", str(tmp_path / "out"))
    assert code == 1
    assert err.replace(str(tmp_path) + "/", "").startswith(expected)


def test_not_utf8_is_positioned(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'{"data":\n  {"x\xff": []}}')
    code, _, err = run(capsys, "import", "scryfall", str(bad), "-o", str(tmp_path / "out"))
    assert code == 1
    assert err == f"{bad}:2:6: error: the file is not UTF-8\n"


def test_an_input_over_the_size_bound_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The README's limits: an input file is read up to MAX_IMPORT_BYTES (1 GiB), not whole
    whatever its size (the bound is made small here; the file at the bound imports)."""
    import karlov.importers

    document = b'{"object": "list", "data": []}'
    path = tmp_path / "big.json"
    path.write_bytes(document)
    monkeypatch.setattr(karlov.importers, "MAX_IMPORT_BYTES", len(document))
    code, _, err = run(capsys, "import", "scryfall", str(path), "-o", str(tmp_path / "out"))
    assert (code, err) == (0, "")
    path.write_bytes(document + b" ")
    code, _, err = run(capsys, "import", "scryfall", str(path), "-o", str(tmp_path / "out"))
    assert code == 1
    assert err == (
        f"{path}:1:1: error: the file is too large: over the {len(document)}-byte limit of "
        "an input file\n"
    )


def test_missing_file_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "import", "mtgjson", "nope.json", "-o", str(tmp_path))
    assert code == 2
    assert "'nope.json' is not a file" in err
