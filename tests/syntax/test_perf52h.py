"""Session 52h's speed levers (issue 24), each held to what it replaces.

The parser tables' packed rows are in a rows file beside each tables module
(``karlov/frontend/parser_tables/<grammar>.rows``, ``tools/gen_tables.py``), mapped into memory
by :func:`karlov.frontend.tables.shipped_rows` instead of being constants of the module's
bytecode, which the interpreter read and copied whole (6.6 MB) on every start: the rows read
through the map are the bytes of the file, a rows file that is not the module's is refused,
and the file ships with the package.
"""

from __future__ import annotations

import marshal
import mmap
import tomllib
import types
from pathlib import Path

import pytest

from karlov.frontend import tables
from karlov.frontend.parser_tables import ability, card

ROOT = Path(__file__).resolve().parents[2]
TABLES_DIR = ROOT / "karlov" / "frontend" / "parser_tables"
MODULES = [ability, card]


def _slices(data: dict) -> list[memoryview]:
    """Every packed part's blob in a module's TABLES, in the module's order."""

    def blobs(value: object) -> list[memoryview]:
        if isinstance(value, memoryview):
            return [value]
        if isinstance(value, tuple):
            return [blob for item in value for blob in blobs(item)]
        return []

    return [blob for value in data.values() for blob in blobs(value)]


@pytest.mark.parametrize("module", MODULES, ids=["ability", "card"])
def test_the_packed_parts_are_the_bytes_of_the_rows_file(module: types.ModuleType) -> None:
    """Each packed part is a slice of the mapped rows file; together, after the header, they
    are the whole file in order, byte for byte as the file reads."""
    grammar = module.TABLES["grammar"]
    on_disk = (TABLES_DIR / f"{grammar}.rows").read_bytes()
    header = tables.rows_header(tables.TABLES_FORMAT, grammar, module.TABLES["digest"])
    assert on_disk.startswith(header)
    assert bytes(module.ROWS) == on_disk
    joined = b"".join(bytes(blob) for blob in _slices(module.TABLES))
    assert header + joined == on_disk
    assert len(_slices(module.TABLES)) == 7  # states, rules, lexers, terminals, ...


@pytest.mark.parametrize("module", MODULES, ids=["ability", "card"])
def test_rows_read_through_the_map_are_those_of_the_file_read_whole(
    module: types.ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the file cannot be mapped it is read whole: the same bytes, the same rows."""
    grammar = module.TABLES["grammar"]
    size = len(module.ROWS)
    header = tables.rows_header(tables.TABLES_FORMAT, grammar, module.TABLES["digest"])

    def refused(*_args: object, **_kwargs: object) -> None:
        raise OSError("no mmap here")

    monkeypatch.setattr(mmap, "mmap", refused)
    read = tables.shipped_rows(module.__file__, f"{grammar}.rows", size, header)
    assert isinstance(read.obj, bytes)
    monkeypatch.undo()
    mapped = tables.shipped_rows(module.__file__, f"{grammar}.rows", size, header)
    assert isinstance(mapped.obj, mmap.mmap)
    assert read == mapped == module.ROWS
    # The rules, decoded from the map and from the bytes read whole: the same rows.
    blob, offsets = module.TABLES["rules"]
    start = len(header)
    for part in _slices(module.TABLES):
        if part is blob:
            break
        start += len(part)
    assert bytes(mapped[start : start + len(blob)]) == bytes(blob)
    from_map = tables.PackedRows(mapped[start : start + len(blob)], offsets)
    from_bytes = tables.PackedRows(read.obj[start : start + len(blob)], offsets)
    assert len(from_map) == len(from_bytes) > 10
    assert list(from_map) == list(from_bytes)


def test_a_rows_file_that_is_not_the_modules_is_refused(tmp_path: Path) -> None:
    """Another size, another first line (format, grammar, digest) or no file at all: a clear
    error naming the tool, never rows read at the wrong places."""
    header = tables.rows_header(tables.TABLES_FORMAT, "ability", "0123456789abcdef")
    (tmp_path / "x.rows").write_bytes(header + b"rows")
    module_file = str(tmp_path / "x.py")
    view = tables.shipped_rows(module_file, "x.rows", len(header) + 4, header)
    assert bytes(view) == header + b"rows"
    with pytest.raises(tables.StaleTablesError, match=r"not the rows file .*gen_tables\.py"):
        tables.shipped_rows(module_file, "x.rows", len(header) + 5, header)
    other = tables.rows_header(tables.TABLES_FORMAT, "ability", "fedcba9876543210")
    with pytest.raises(tables.StaleTablesError, match=r"not the rows file .*gen_tables\.py"):
        tables.shipped_rows(module_file, "x.rows", len(header) + 4, other)
    with pytest.raises(tables.StaleTablesError, match=r"cannot be read .*gen_tables\.py"):
        tables.shipped_rows(module_file, "missing.rows", 10, header)


def test_the_tables_modules_hold_no_large_constant() -> None:
    """The rows are not in the modules' bytecode any more (the start read all of it)."""

    def constants(code: types.CodeType) -> list[object]:
        found: list[object] = []
        for value in code.co_consts:
            found += constants(value) if isinstance(value, types.CodeType) else [value]
        return found

    for module in MODULES:
        source = Path(module.__file__).read_text(encoding="utf-8")
        code = compile(source, module.__file__, "exec")
        largest = max(len(marshal.dumps(value)) for value in constants(code))
        assert largest < 64_000, module.__name__


def test_the_rows_files_are_package_data() -> None:
    """A rows file the package-data globs miss would be in the checkout but not in a wheel."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = pyproject["tool"]["setuptools"]["package-data"]["karlov"]
    package = ROOT / "karlov"
    shipped = {path for pattern in globs for path in package.glob(pattern)}
    rows = set(TABLES_DIR.glob("*.rows"))
    assert {path.name for path in rows} == {"ability.rows", "card.rows"}
    assert rows <= shipped
