"""Session 52h's speed levers (issue 24), each held to what it replaces.

The parser tables' packed rows are in a rows file beside each tables module
(``karlov/frontend/parser_tables/<grammar>.rows``, ``tools/gen_tables.py``), mapped into memory
by :func:`karlov.frontend.tables.shipped_rows` instead of being constants of the module's
bytecode, which the interpreter read and copied whole (6.6 MB) on every start: the rows read
through the map are the bytes of the file, a rows file that is not the module's is refused,
and the file ships with the package. And the IR's classes are made once each, by their class
statements (``karlov.spans._RecordType``), not a second time by ``ir_class``.
"""

from __future__ import annotations

import copy
import dataclasses
import marshal
import mmap
import tomllib
import types
from pathlib import Path

import pytest

from karlov import spans
from karlov.frontend import tables
from karlov.frontend.parser_tables import ability, card
from tests.ir import test_ir_class_fast_path as fast_path

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


# ---- the IR's classes are made once ----------------------------------------------------------
#
# An IR class was made twice, by its class statement and by ir_class as the slotted record: a
# class statement of karlov.spans.RECORD_MODULES now makes the record at once
# (karlov.spans._RecordType), and ir_class returns it. Each shape of tests/ir's fast-path test,
# made this way, is the class the two other ways make.


def _made_by_its_statement(shape: object, monkeypatch: pytest.MonkeyPatch) -> type:
    """The class of ``shape`` (a function of tests/ir/test_ir_class_fast_path.py that makes one)
    with that module counted among the IR's: its class statement makes the record."""
    with monkeypatch.context() as patched:
        patched.setattr(spans, "RECORD_MODULES", spans.RECORD_MODULES | {fast_path.__name__})
        made = shape()  # type: ignore[operator]
        documented = made.__doc__ is not None
        decorated = spans.ir_class(made)
    if documented:  # a class without a docstring is left to @dataclass, as before
        assert decorated is made  # no second class
    assert made not in spans._made_once
    return decorated


@pytest.mark.parametrize("shape", fast_path.SHAPES, ids=lambda shape: shape.__name__.strip("_"))
def test_a_record_made_by_its_class_statement_is_the_one_ir_class_makes(
    shape: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    once = _made_by_its_statement(shape, monkeypatch)
    twice, slow = fast_path._both(shape, monkeypatch)  # type: ignore[arg-type]
    for other in (twice, slow):
        assert fast_path._field_facts(once) == fast_path._field_facts(other)
        for name in ("__slots__", "__match_args__", "__qualname__", "__doc__", "__module__"):
            assert once.__dict__.get(name) == other.__dict__.get(name), name
        assert repr(once.__dataclass_params__) == repr(other.__dataclass_params__)  # type: ignore[attr-defined]
        assert [base.__name__ for base in once.__mro__] == [b.__name__ for b in other.__mro__]
        assert sorted(once.__dict__) == sorted(other.__dict__)
    arguments = [3] * len(once.__match_args__)  # type: ignore[attr-defined]
    one, other_one = once(*arguments), twice(*arguments)
    assert not hasattr(one, "__dict__")
    assert repr(one) == repr(other_one) and hash(one) == hash(other_one)
    assert one == once(*arguments) and dataclasses.asdict(one) == dataclasses.asdict(other_one)
    name = once.__match_args__[0]  # type: ignore[attr-defined]
    changed = dataclasses.replace(one, **{name: 4})
    assert getattr(changed, name) == 4 and changed != one
    assert copy.deepcopy(one) == one
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(one, name, 5)


def test_every_ir_class_is_made_once_by_its_class_statement() -> None:
    """Every IR class comes from its class statement, and every class that statement made a
    record went through ir_class (a class of those modules without @ir_class would stay in
    _made_once: a record nobody asked for)."""
    import karlov.compiler  # noqa: F401  (every module that makes IR classes)
    from karlov import ir

    classes = ir.ir_classes()
    assert len(classes) > 150
    for cls in classes:
        assert type(cls) is spans._RecordType
        assert cls.__module__ in spans.RECORD_MODULES, cls
        if cls is not spans.IRNode:  # the root has no base: made as before, then by ir_class
            assert "__slots__" in cls.__dict__ and cls.__init__.__class__ is not None
    assert spans._made_once == set()


def test_an_undecorated_class_of_an_ir_module_is_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    with monkeypatch.context() as patched:
        patched.setattr(spans, "RECORD_MODULES", spans.RECORD_MODULES | {__name__})

        class Forgotten(spans.IRNode):
            """A class of an IR module without @ir_class."""

            value: int

    try:
        assert Forgotten in spans._made_once
    finally:
        spans._made_once.discard(Forgotten)


def test_a_dataclass_may_still_subclass_an_ir_class() -> None:
    """Outside the IR's modules a subclass is made as type makes it: @dataclass as before."""
    from karlov.ir import Located

    @dataclasses.dataclass(frozen=True)
    class Note(Located):
        text: str = ""

    note = Note(text="x")
    assert note.text == "x" and Note not in spans._made_once
    assert hasattr(note, "__dict__")  # not slotted: a plain frozen dataclass
