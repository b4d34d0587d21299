"""Importing several sets into one folder: shared cards written once, Alchemy cards that name
themselves, and re-imports that never lose an edit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from karlov.cli import main
from karlov.outputs import MANIFEST

FOREST = {"name": "Forest", "type": "Basic Land — Forest", "text": "({T}: Add {G}.)"}
ISLAND = {"name": "Island", "type": "Basic Land — Island", "text": "({T}: Add {U}.)"}
BAUBLE = {
    "name": "Grim Bauble",
    "manaCost": "{1}",
    "type": "Artifact",
    "text": "When Grim Bauble enters, target opponent loses 2 life.",
}
# The Alchemy rebalance of Grim Bauble: its Oracle text names "Grim Bauble", not "A-Grim Bauble".
A_BAUBLE = dict(BAUBLE, name="A-Grim Bauble", text=BAUBLE["text"].replace("2 life", "1 life"))
A_LEGEND = {
    "name": "A-Fblthp, the Found",
    "manaCost": "{1}{U}",
    "type": "Legendary Creature — Homunculus",
    "text": "When Fblthp enters, draw a card.",
    "power": "1",
    "toughness": "1",
}
BEAR = {
    "name": "Plain Bear",
    "manaCost": "{1}{G}",
    "type": "Creature — Bear",
    "text": "",
    "power": "2",
    "toughness": "2",
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def set_file(folder: Path, code: str, *cards: dict[str, str]) -> Path:
    path = folder / f"{code}.json"
    path.write_text(json.dumps({"meta": {}, "data": {"code": code, "cards": list(cards)}}))
    return path


def cards_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name != MANIFEST)


def test_basic_lands_of_two_sets_are_written_once_and_are_no_duplicates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one = set_file(tmp_path, "one", FOREST, ISLAND, BAUBLE)
    two = set_file(tmp_path, "two", FOREST, ISLAND, FOREST, BEAR)
    out_dir = tmp_path / "cards"
    code, out, err = run(capsys, "import", "mtgjson", str(one), str(two), "-o", str(out_dir))
    assert (code, err) == (0, "")
    assert out == f"4 cards written to {out_dir}, 0 skipped\n"
    assert cards_in(out_dir) == [
        "forest.card",
        "grim_bauble.card",
        "island.card",
        "plain_bear.card",
    ]
    code, out, _ = run(capsys, "check", str(out_dir))
    assert (code, out) == (0, "0 errors, 0 warnings in 4 files\n")


def test_a_reprint_with_other_text_is_listed_not_written_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    errata = dict(BAUBLE, text=BAUBLE["text"].replace("enters", "enters the battlefield"))
    one = set_file(tmp_path, "one", BAUBLE)
    two = set_file(tmp_path, "two", errata)
    out_dir = tmp_path / "cards"
    code, out, _ = run(capsys, "import", "mtgjson", str(one), str(two), "-o", str(out_dir))
    assert code == 0
    assert (
        f"skipped Grim Bauble: another record of this name, with different text, came first "
        f"({one})\n" in out
    )
    assert cards_in(out_dir) == ["grim_bauble.card"]
    assert "E050" not in run(capsys, "check", str(out_dir))[1]


def test_alchemy_cards_keep_their_self_references(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    paper = set_file(tmp_path, "paper", BAUBLE)
    alchemy = set_file(tmp_path, "alchemy", A_BAUBLE, A_LEGEND)
    out_dir = tmp_path / "cards"
    code, _, _ = run(capsys, "import", "mtgjson", str(paper), str(alchemy), "-o", str(out_dir))
    assert code == 0
    assert cards_in(out_dir) == [
        "a_fblthp_the_found.card",
        "a_grim_bauble.card",
        "grim_bauble.card",
    ]
    assert (out_dir / "a_grim_bauble.card").read_text("utf-8") == (
        "A-Grim Bauble {1}\nArtifact\nWhen Grim Bauble enters, target opponent loses 1 life.\n"
    )
    # "Grim Bauble" in A-Grim Bauble's text is the card itself, and stays as Oracle writes it.
    assert run(capsys, "check", "--require-playable", str(out_dir)) == (
        0,
        "0 errors, 0 warnings in 3 files\n",
        "",
    )
    assert run(capsys, "fmt", "--check", str(out_dir))[0] == 0


def test_alchemy_self_reference_means_the_card_itself(tmp_path: Path) -> None:
    from karlov.frontend.nodes import ALCHEMY_PREFIX
    from karlov.frontend.renderer import render_file
    from karlov.frontend.syntax import parse_file

    text = "A-Grim Bauble {1}\nArtifact\nWhen Grim Bauble enters, target opponent loses 1 life.\n"
    tree, diagnostics = parse_file(text, "a.card")
    assert diagnostics == []
    assert tree is not None and tree.cards[0].short_name == "Grim Bauble"
    assert render_file(tree) == text
    # Only "A-" and a word: "A-" alone or a name such as "A Bauble" is no Alchemy name.
    assert ALCHEMY_PREFIX.match("A-") is None and ALCHEMY_PREFIX.match("A Bauble") is None
    _, errors = parse_file(text.replace("A-Grim", "Grim"), "b.card")
    assert errors == []
    _, errors = parse_file(text.replace("A-Grim", "B-Grim"), "c.card")
    assert [d.code for d in errors] == ["E017"]  # "Grim Bauble" is not B-Grim Bauble


def test_a_reimport_of_several_sets_keeps_an_edited_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one = set_file(tmp_path, "one", FOREST, BAUBLE)
    two = set_file(tmp_path, "two", FOREST, BEAR)
    out_dir = tmp_path / "cards"
    assert run(capsys, "import", "mtgjson", str(one), str(two), "-o", str(out_dir))[0] == 0
    edited = "Plain Bear {1}{G}\nCreature — Bear\nTrample\n2/2\n"
    (out_dir / "plain_bear.card").write_text(edited, "utf-8")
    # The second set alone, then both again: the edit is kept each time, and said so.
    for files in ([two], [one, two]):
        code, _, err = run(capsys, "import", "mtgjson", *map(str, files), "-o", str(out_dir))
        assert code == 1
        assert err == (
            f"{out_dir / 'plain_bear.card'}:1:1: error: the file differs from what karlov wrote "
            "there last (edited, or not written by karlov); it is left as it is "
            "(--force replaces it)\n"
        )
        assert (out_dir / "plain_bear.card").read_text("utf-8") == edited
    # The other set's cards are still there, and unchanged files are not rewritten.
    assert cards_in(out_dir) == ["forest.card", "grim_bauble.card", "plain_bear.card"]
    code, _, err = run(
        capsys, "import", "mtgjson", str(one), str(two), "-o", str(out_dir), "--force"
    )
    assert (code, err) == (0, "")
    assert "Trample" not in (out_dir / "plain_bear.card").read_text("utf-8")


def test_a_set_imported_after_another_leaves_its_cards_and_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Importing sets one at a time into one folder: the record of what karlov wrote keeps
    the first set's files, so re-importing the first set later is no conflict."""
    one = set_file(tmp_path, "one", FOREST, BAUBLE)
    two = set_file(tmp_path, "two", FOREST, BEAR)
    out_dir = tmp_path / "cards"
    for files in ([one], [two], [one], [two]):
        code, _, err = run(capsys, "import", "mtgjson", *map(str, files), "-o", str(out_dir))
        assert (code, err) == (0, "")
    manifest = json.loads((out_dir / MANIFEST).read_text("utf-8"))
    assert sorted(manifest["files"]) == ["forest.card", "grim_bauble.card", "plain_bear.card"]
    assert run(capsys, "check", str(out_dir))[1] == "0 errors, 0 warnings in 3 files\n"


def test_a_card_of_another_set_keeps_its_file_when_names_fold_alike(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ "Fire Ice" and "Fire-Ice" fold to one file name. Imported together, the second gets
    a hashed name; imported one set at a time, it must too, rather than replace the first
    set's card (which karlov wrote, so the record alone would not keep it)."""
    fire_ice = dict(BEAR, name="Fire Ice")
    fire_dash_ice = dict(BEAR, name="Fire-Ice")
    one = set_file(tmp_path, "one", fire_ice)
    two = set_file(tmp_path, "two", fire_dash_ice)
    together, apart = tmp_path / "together", tmp_path / "apart"
    assert run(capsys, "import", "mtgjson", str(one), str(two), "-o", str(together))[0] == 0
    for files in ([one], [two], [two], [one]):
        code, _, err = run(capsys, "import", "mtgjson", *map(str, files), "-o", str(apart))
        assert (code, err) == (0, "")
    names = cards_in(together)
    assert names[0] == "fire_ice.card" and names[1].startswith("fire_ice_") and len(names) == 2
    assert cards_in(apart) == names
    for name in names:
        assert (apart / name).read_text("utf-8") == (together / name).read_text("utf-8")
    assert (apart / "fire_ice.card").read_text("utf-8").startswith("Fire Ice {1}{G}\n")
    assert run(capsys, "check", str(apart))[1] == "0 errors, 0 warnings in 2 files\n"
