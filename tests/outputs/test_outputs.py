"""karlov.outputs: file names and safe writing, for ``karlov build`` and ``karlov import``."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from karlov.importers import _card_stem
from karlov.outputs import MANIFEST, MAX_STEM_BYTES, name_hash, unique_stems, write_files
from karlov.targets.forge_format import forge_stem

VALID = re.compile(r"[a-z0-9][a-z0-9_]*\Z")


def test_names_that_fold_to_one_stem_get_distinct_names() -> None:
    names = ["Case of the Twin", "CASE OF THE TWIN", "Fire Ice", "Fire-Ice", "Foo", "FOO"]
    stems = unique_stems(names, forge_stem)
    assert len(set(stems.values())) == len(names)
    # the first in code-point order keeps the plain stem; the other one gets its own hash
    assert stems["CASE OF THE TWIN"] == "case_of_the_twin"
    assert stems["Case of the Twin"] == f"case_of_the_twin_{name_hash('Case of the Twin')}"
    assert stems["Fire Ice"] == "fire_ice"
    assert stems["Fire-Ice"] == f"fire_ice_{name_hash('Fire-Ice')}"


def test_the_names_depend_on_the_set_of_names_only() -> None:
    names = ["Fire Ice", "Fire-Ice", "日本", "Foo"]
    assert unique_stems(names, forge_stem) == unique_stems(reversed(names), forge_stem)


@pytest.mark.parametrize("name", ["猫の事件", "...", "日本", "?!"])
def test_a_name_without_ascii_letters_gets_a_hash(name: str) -> None:
    assert unique_stems([name], forge_stem)[name] == f"card_{name_hash(name)}"
    assert unique_stems([name], _card_stem)[name] == f"card_{name_hash(name)}"


def test_a_long_name_is_cut_and_hashed() -> None:
    name = "Æ" * 130  # folds to 260 bytes
    stem = unique_stems([name], forge_stem)[name]
    assert len(stem) <= MAX_STEM_BYTES and stem.endswith(name_hash(name))
    other = "Æ" * 131
    assert unique_stems([name, other], forge_stem)[other] != stem


def test_reserved_and_device_stems_are_not_taken() -> None:
    stems = unique_stems(["Schema", "Con", "Card Data"], forge_stem, {"schema", "card_data"})
    assert stems["Schema"] == f"schema_{name_hash('Schema')}"
    assert stems["Card Data"] == f"card_data_{name_hash('Card Data')}"
    assert stems["Con"] == f"con_{name_hash('Con')}"


@given(st.lists(st.text(max_size=300), max_size=12))
def test_stems_are_always_distinct_and_valid(names: list[str]) -> None:
    for fold in (forge_stem, _card_stem):
        stems = unique_stems(names, fold, {"schema"})
        assert set(stems) == set(names)
        assert len(set(stems.values())) == len(stems)
        for stem in stems.values():
            assert VALID.match(stem) and len(stem) <= MAX_STEM_BYTES and stem != "schema"


def _no_temporaries(folder: Path) -> None:
    assert not [p for p in folder.rglob("*") if p.name.endswith(".tmp")]


def test_writes_files_and_records_them(tmp_path: Path) -> None:
    out = tmp_path / "out"
    report = write_files(out, {"a.txt": "A\n", "sub/b.txt": "B\n"})
    assert report.problems == [] and report.written == ["a.txt", "sub/b.txt"]
    assert (out / "a.txt").read_text() == "A\n" and (out / "sub" / "b.txt").read_text() == "B\n"
    manifest = json.loads((out / MANIFEST).read_text())
    assert set(manifest["files"]) == {"a.txt", "sub/b.txt"}
    _no_temporaries(out)


def test_replaces_what_karlov_wrote_but_not_an_edited_file(tmp_path: Path) -> None:
    write_files(tmp_path, {"a.txt": "one\n", "b.txt": "one\n"})
    (tmp_path / "b.txt").write_text("edited by hand\n")
    report = write_files(tmp_path, {"a.txt": "two\n", "b.txt": "two\n"})
    assert report.written == ["a.txt"]
    [problem] = report.problems
    assert problem.path == str(tmp_path / "b.txt") and "--force" in problem.message
    assert (tmp_path / "a.txt").read_text() == "two\n"
    assert (tmp_path / "b.txt").read_text() == "edited by hand\n"
    # a file karlov did not write is not replaced either
    (tmp_path / "c.txt").write_text("mine\n")
    assert write_files(tmp_path, {"c.txt": "karlov\n"}).problems
    assert (tmp_path / "c.txt").read_text() == "mine\n"
    # unless --force; then it is karlov's again
    assert write_files(tmp_path, {"b.txt": "two\n", "c.txt": "x\n"}, force=True).problems == []
    assert (tmp_path / "b.txt").read_text() == "two\n"
    assert write_files(tmp_path, {"b.txt": "three\n"}).problems == []


def test_same_content_is_not_a_conflict(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("same\n")
    assert write_files(tmp_path, {"a.txt": "same\n"}).problems == []


def test_a_broken_manifest_protects_every_file(tmp_path: Path) -> None:
    write_files(tmp_path, {"a.txt": "one\n"})
    (tmp_path / MANIFEST).write_text("{not json")
    assert write_files(tmp_path, {"a.txt": "two\n"}).problems
    assert (tmp_path / "a.txt").read_text() == "one\n"


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_never_writes_through_a_link_under_the_folder(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "a.txt").write_text("precious\n")
    out = tmp_path / "out"
    out.mkdir()
    (out / "a.txt").symlink_to(outside / "a.txt")
    (out / "sub").symlink_to(outside, target_is_directory=True)
    report = write_files(out, {"a.txt": "x\n", "sub/b.txt": "y\n", "ok.txt": "z\n"}, force=True)
    assert report.written == ["ok.txt"]
    assert {Path(p.path).name for p in report.problems} == {"a.txt", "b.txt"}
    assert all("symbolic link" in p.message for p in report.problems)
    assert (outside / "a.txt").read_text() == "precious\n"
    assert sorted(os.listdir(outside)) == ["a.txt"]


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_refuses_an_output_folder_that_is_a_link_and_a_linked_manifest(tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "link").symlink_to(real, target_is_directory=True)
    report = write_files(tmp_path / "link", {"a.txt": "x\n"})
    assert report.written == [] and "symbolic link" in report.problems[0].message
    assert os.listdir(real) == []
    target = tmp_path / "target.json"
    target.write_text("keep\n")
    (real / MANIFEST).symlink_to(target)
    report = write_files(real, {"a.txt": "x\n"})
    assert report.written == ["a.txt"] and MANIFEST in report.problems[0].path
    assert target.read_text() == "keep\n"


def test_a_file_that_is_a_folder_or_not_utf8_is_one_problem(tmp_path: Path) -> None:
    (tmp_path / "d.txt").mkdir()
    report = write_files(tmp_path, {"d.txt": "x\n", "s.txt": "bad \ud800\n", "ok.txt": "ok\n"})
    assert report.written == ["ok.txt"] and len(report.problems) == 2
    assert not (tmp_path / "s.txt").exists()


def test_the_output_may_not_be_a_file(tmp_path: Path) -> None:
    (tmp_path / "f").write_text("")
    report = write_files(tmp_path / "f", {"a.txt": "x\n"})
    assert "not a folder" in report.problems[0].message


def test_a_failed_write_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_files(tmp_path, {"a.txt": "old\n"})
    real_write = os.write

    def failing(fd: int, data: bytes) -> int:
        real_write(fd, bytes(data)[:2])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", failing)
    report = write_files(tmp_path, {"a.txt": "new and longer\n", "b.txt": "b\n"})
    monkeypatch.undo()
    assert report.written == [] and len(report.problems) == 2
    assert "No space left on device" in report.problems[0].message
    assert (tmp_path / "a.txt").read_text() == "old\n"
    assert not (tmp_path / "b.txt").exists()
    _no_temporaries(tmp_path)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_the_path_based_fallback_is_as_careful(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the platform has no ``dir_fd`` (Windows), names are checked by path instead."""
    import karlov.outputs as outputs

    monkeypatch.setattr(outputs, "_USE_FDS", False)
    outside = tmp_path / "outside.txt"
    outside.write_text("precious\n")
    out = tmp_path / "out"
    assert write_files(out, {"a.txt": "1\n", "s/b.txt": "2\n"}).problems == []
    (out / "link.txt").symlink_to(outside)
    (out / "a.txt").write_text("edited\n")
    report = write_files(out, {"a.txt": "x\n", "link.txt": "x\n", "s/b.txt": "3\n"}, force=False)
    assert report.written == ["s/b.txt"] and len(report.problems) == 2
    assert outside.read_text() == "precious\n" and (out / "a.txt").read_text() == "edited\n"
    _no_temporaries(out)
