"""The large parts of the parser tables are shipped packed (``karlov.frontend.tables.PackedRows``,
``tools/gen_tables.py``'s ``_rows_blob``, in the grammar's rows file; issue 24): each row
decodes to exactly what was packed, in order, and a packed mapping reads as the dict it was
made from."""

from __future__ import annotations

import ast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from karlov.frontend import lexer, tables
from karlov.frontend.parser_tables import ability, card

from .test_driver import gen_tables

SCALARS = st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.text(max_size=12)
ROWS = st.recursive(
    SCALARS,
    lambda inner: (
        st.tuples(inner, inner)
        | st.lists(inner, max_size=4).map(tuple)
        | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=12,
)


def _packed(text: str, rows_file: bytes) -> tuple:
    """What the module's text for a packed part reads as: ``ROWS[start:end]`` a slice of the
    rows file, as the module's ``ROWS`` (a memoryview of the mapped file) gives it."""
    tree = ast.parse(text, mode="eval").body
    assert isinstance(tree, ast.Tuple)
    items = []
    for item in tree.elts:
        if isinstance(item, ast.Subscript):
            assert isinstance(item.value, ast.Name) and item.value.id == "ROWS"
            part = item.slice
            assert isinstance(part, ast.Slice)
            start, end = ast.literal_eval(part.lower), ast.literal_eval(part.upper)  # type: ignore[arg-type]
            items.append(memoryview(rows_file)[start:end])
        else:
            items.append(ast.literal_eval(item))
    return tuple(items)


@settings(max_examples=100, deadline=None)
@given(st.lists(ROWS, max_size=20))
def test_packed_rows_read_back_as_written(rows: list) -> None:
    rows_file = gen_tables._RowsFile(b"header\n")
    text = rows_file.packed(rows)
    packed = tables.PackedRows(*_packed(text, bytes(rows_file.data)))
    assert len(packed) == len(rows)
    assert list(packed) == rows
    for index in range(-len(rows), len(rows)):
        assert packed[index] == rows[index]
    with pytest.raises(IndexError):
        packed[len(rows)]


def test_a_packed_mapping_reads_as_its_dict() -> None:
    mapping = {"b": (1, "x"), "a": None, "c": {"k": (True,)}}
    rows_file = gen_tables._RowsFile(b"header\n")
    rows_file.packed([("another", "part")])  # the mapping's rows start further in the file
    text = rows_file.mapping(mapping)
    keys, blob, offsets = _packed(text, bytes(rows_file.data))
    packed = tables.PackedMapping(keys, tables.PackedRows(blob, offsets))
    assert list(packed) == ["b", "a", "c"] and len(packed) == 3
    assert dict(packed) == mapping
    assert "a" in packed and "d" not in packed
    assert packed.get("d") is None
    with pytest.raises(KeyError):
        packed["d"]


@pytest.mark.parametrize("module", [ability, card], ids=["ability", "card"])
def test_the_shipped_first_index_is_that_of_the_shipped_terminals(module: object) -> None:
    loaded = tables.tables_from_data(module.TABLES)  # type: ignore[attr-defined]
    assert loaded.first_index == lexer.first_index(loaded.terminals.values())
    # and startable answers as the terminals' own first characters say (can_start)
    for char in ("a", "A", "{", "—", "é", "K", "7", " "):
        expected = {
            name
            for name, terminal in loaded.terminals.items()
            if lexer.can_start(terminal.first, char)
        }
        assert lexer.startable(loaded, char) == expected, char
