"""``karlov build`` and ``karlov import`` over hostile names and folders (issues 22, 25):
every card is written once or listed with its reason; one bad card never ends the run."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from karlov.cli import main
from karlov.outputs import MANIFEST, name_hash
from karlov.targets.forge import ForgeGenerator

DRAW = "When this Case enters, draw a card."


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def card(name: str, text: str = DRAW) -> str:
    return f"{name} {{1}}{{R}}\nEnchantment — Case\n{text}\n"


def written(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name != MANIFEST)


@pytest.mark.parametrize("target", ["json", "forge", "phase"])
def test_build_names_every_card_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], target: str
) -> None:
    names = ["Case of the Twin", "CASE OF THE TWIN", "Fire Ice", "Fire-Ice", "猫の事件", "...",
             "Æ" * 130, "Schema", "Card Data"]  # fmt: skip
    source = tmp_path / "cards.card"
    source.write_text("\n".join(card(name) for name in names), encoding="utf-8")
    out = tmp_path / "out"
    code, _stdout, err = run(capsys, "build", "--target", target, "-o", str(out), str(source))
    files = written(out)
    extra = {"json": ["schema.json"], "forge": [], "phase": ["card_data.json"]}[target]
    if target == "phase":  # phase's card data keys cards by their lower-cased names
        assert code == 1
        assert err == (
            f"{source}:1:1: error[T003]: Case of the Twin: phase's card data finds a card by its"
            " name in lower case, so this card and 'CASE OF THE TWIN' cannot both be in it; this"
            " card was not written\n"
        )
        names.remove("Case of the Twin")
    else:
        assert (code, err) == (0, "")
    assert len(files) == len(names) + len(extra)
    assert all(len(name.encode()) < 255 for name in files)
    assert f"card_{name_hash('猫の事件')}" in " ".join(files)
    if target != "json":  # every card's file holds that card
        for name in names:
            assert sum(name in (out / f).read_text(encoding="utf-8") for f in files) >= 1


def test_build_reports_a_name_defined_twice_and_builds_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.card").write_text(card("Case of the Twin") + "\n" + card("Case of One"))
    (tmp_path / "b.card").write_text(card("Case of the Twin"))
    out = tmp_path / "out"
    code, _stdout, err = run(capsys, "build", "--target", "forge", "-o", str(out), str(tmp_path))
    assert code == 1
    assert "error[E050]" in err and "internal error" not in err
    assert written(out) == ["case_of_one.txt"]


def test_build_of_a_spell_with_two_target_sentences(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = ("Target creature gets -3/-0 until end of turn.\n"
            "Target creature gets -0/-3 until end of turn.\n")  # fmt: skip
    (tmp_path / "a.card").write_text(f"Double Drain {{1}}{{B}}\nInstant\n{text}")
    for target in ("forge", "phase"):
        out = tmp_path / target
        code, _, err = run(capsys, "build", "--target", target, "-o", str(out), str(tmp_path))
        assert (code, err) == (0, ""), err
    script = (tmp_path / "forge" / "double_drain.txt").read_text()
    assert script.count("ValidTgts$ Creature") == 2  # two targets, each chosen
    face = json.loads((tmp_path / "phase" / "double_drain.json").read_text())
    assert "sub_ability" in json.dumps(face)


def test_an_internal_error_costs_one_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    original = ForgeGenerator.card

    def broken(self: ForgeGenerator, node):  # type: ignore[no-untyped-def]
        if node.name == "Case of Bugs":
            raise IndexError("tuple index out of range")
        return original(self, node)

    monkeypatch.delenv("KARLOV_TRACEBACK", raising=False)
    monkeypatch.setattr(ForgeGenerator, "card", broken)
    ForgeGenerator._methods.clear()
    try:
        names = ["Case of Ants", "Case of Bugs", "Case of Cats"]
        (tmp_path / "a.card").write_text("\n".join(card(n) for n in names))
        out = tmp_path / "out"
        code, _, err = run(
            capsys, "build", "--target", "forge", "--allow-partial", "-o", str(out), str(tmp_path)
        )
    finally:
        ForgeGenerator._methods.clear()
    assert code == 1
    assert "error[T900]: Case of Bugs: internal error (IndexError" in err
    assert "please report" in err
    assert written(out) == ["case_of_ants.txt", "case_of_cats.txt"]


def test_json_records_sources_the_same_however_the_path_is_typed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = tmp_path / "cards"
    (cards / "sub").mkdir(parents=True)
    (cards / "sub" / "a.card").write_text(card("Case of Ants"))
    monkeypatch.chdir(tmp_path)
    texts = []
    for typed in ("cards", str(cards), "./cards/"):
        out = tmp_path / f"out{len(texts)}"
        assert run(capsys, "build", "--target", "json", "-o", str(out), typed)[0] == 0
        texts.append((out / "case_of_ants.json").read_text())
    assert texts[0] == texts[1] == texts[2]
    assert '"file": "sub/a.card"' in texts[0]
    out = tmp_path / "single"
    run(capsys, "build", "--target", "json", "-o", str(out), str(cards / "sub" / "a.card"))
    assert '"file": "a.card"' in (out / "case_of_ants.json").read_text()


def test_build_keeps_an_edited_file_unless_forced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.card").write_text(card("Case of Ants"))
    out = tmp_path / "out"
    argv = ["build", "--target", "forge", "-o", str(out), str(tmp_path / "a.card")]
    assert run(capsys, *argv)[0] == 0
    assert run(capsys, *argv)[0] == 0  # what karlov wrote is replaced quietly
    (out / "case_of_ants.txt").write_text("my edits\n")
    code, _, err = run(capsys, *argv)
    assert code == 1 and "case_of_ants.txt: error: the file differs" in err
    assert (out / "case_of_ants.txt").read_text() == "my edits\n"
    assert run(capsys, *argv, "--force")[0] == 0
    assert (out / "case_of_ants.txt").read_text().startswith("Name:Case of Ants")


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_build_does_not_write_through_a_planted_link(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.card").write_text(card("Case of Ants"))
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    out = tmp_path / "out"
    out.mkdir()
    (out / "case_of_ants.txt").symlink_to(victim)
    code, _, err = run(
        capsys, "build", "--target", "forge", "--force", "-o", str(out), str(tmp_path / "a.card")
    )
    assert code == 1 and "symbolic link" in err and "internal error" not in err
    assert victim.read_text() == "precious\n"


def _scryfall(tmp_path: Path, records: list[dict]) -> Path:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    return path


def _record(name: str, text: str = "Draw a card.") -> dict:
    return {"object": "card", "name": name, "layout": "normal", "mana_cost": "{U}",
            "type_line": "Instant", "oracle_text": text}  # fmt: skip


def test_import_writes_every_card_once_or_lists_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A name line holds 200 characters (E040): "X" * 200 is written, with a short file name.
    names = ["X" * 200, "Foo", "FOO", "日本", "Fire Ice", "Fire-Ice", "Last"]
    records = [_record(n) for n in names] + [_record("Foo"), _record("FOO", "Other text.")]
    records.append(_record("Y" * 300))
    source = _scryfall(tmp_path, records)
    out = tmp_path / "out"
    code, stdout, err = run(capsys, "import", "scryfall", str(source), "-o", str(out))
    assert (code, err) == (0, "")
    assert len(written(out)) == len(names)
    assert "skipped FOO: another record of this name, with different text, came first" in stdout
    assert f"{len(names)} cards written to {out}, 2 skipped" in stdout


def test_import_keeps_an_edited_file_unless_forced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = _scryfall(tmp_path, [_record("Foo"), _record("Bar")])
    out = tmp_path / "out"
    argv = ["import", "scryfall", str(source), "-o", str(out)]
    assert run(capsys, *argv)[0] == 0
    (out / "foo.card").write_text("my card\n")
    code, stdout, err = run(capsys, *argv)
    assert code == 1 and "foo.card" in err and "--force" in err
    assert "1 card written" in stdout
    assert (out / "foo.card").read_text() == "my card\n"
    assert run(capsys, *argv, "--force")[0] == 0
    assert (out / "foo.card").read_text().startswith("Foo {U}")


def test_import_lists_a_card_it_cannot_write_and_writes_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A name UTF-8 cannot hold (a lone surrogate) is that record's problem only: it is listed
    as skipped, with the column, before anything is written (a file that cannot be written
    is refused by karlov.outputs, tests/outputs/test_outputs.py)."""
    source = _scryfall(tmp_path, [_record("Bad \ud800 Name"), _record("Good")])
    out = tmp_path / "out"
    code, stdout, err = run(capsys, "import", "scryfall", str(source), "-o", str(out))
    assert (code, err) == (0, "")
    assert "skipped Bad \\ud800 Name: its name has the character U+D800 at column 5" in stdout
    assert "1 card written" in stdout
    assert written(out) == ["good.card"]


def test_build_lists_every_card_it_does_not_write_and_builds_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A card with an error on its lines, a card the runtime cannot play, a card with a gap:
    each is listed with why; the other cards of the same file are written."""
    broken = "Broken Card {1}{R}\nInstant\nDraw a flibber.\n"
    red = card("Case of Red", "To solve — Three or more red creatures attacked this turn. "
               "(If unsolved, solve at the beginning of your end step.)")  # fmt: skip
    text = "\n".join([card("Case of Ants"), broken, red, card("Case of Cats")])
    (tmp_path / "a.card").write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    code, stdout, err = run(capsys, "build", "--target", "forge", "-o", str(out), str(tmp_path))
    assert code == 1 and "error[E001]" in err and "error[T002]" in err
    assert "skipped Broken Card: its text has errors\n" in stdout
    assert "skipped Case of Red: the target cannot write all of it" in stdout
    assert stdout.endswith("2 files written to " + str(out) + ", 2 cards skipped\n")
    assert written(out) == ["case_of_ants.txt", "case_of_cats.txt"]


def test_a_compiler_failure_costs_one_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from karlov.compiler import lower

    original = lower.card

    def broken(card, *args, **kwargs):  # type: ignore[no-untyped-def]
        if card.name == "Case of Bugs":
            raise KeyError("graveyards")
        return original(card, *args, **kwargs)

    monkeypatch.delenv("KARLOV_TRACEBACK", raising=False)
    monkeypatch.setattr(lower, "card", broken)
    names = ["Case of Ants", "Case of Bugs", "Case of Cats"]
    (tmp_path / "a.card").write_text("\n".join(card(n) for n in names))
    out = tmp_path / "out"
    code, stdout, err = run(capsys, "build", "--target", "forge", "-o", str(out), str(tmp_path))
    assert code == 1 and "error[X001]" in err
    assert "skipped Case of Bugs: internal error while compiling it (X001)" in stdout
    assert written(out) == ["case_of_ants.txt", "case_of_cats.txt"]
