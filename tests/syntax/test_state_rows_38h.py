"""The parser tables ship each state's actions as hexadecimal signed 16-bit numbers
(``tools/gen_tables.py``, ``_packed``; tables format 6), decoded when the parser first reaches
the state (``karlov.frontend.tables.state_actions``, issue 24). What is decoded is exactly what
was packed, and every shipped state decodes to numbers read one by one."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from karlov.frontend import tables
from karlov.frontend.parser_tables import ability, card

from .test_driver import gen_tables

SYMBOLS = [f"S{index}" for index in range(300)]
NUMBER = st.integers(min_value=-(2**15), max_value=2**15 - 1)


def _one_by_one(row: str, symbols: list[str]) -> dict[str, int]:
    data = bytes.fromhex(row)
    numbers = [
        int.from_bytes(data[at : at + 2], "little", signed=True) for at in range(0, len(data), 2)
    ]
    return dict(zip([symbols[n] for n in numbers[::2]], numbers[1::2], strict=True))


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.integers(min_value=0, max_value=len(SYMBOLS) - 1), NUMBER, max_size=40))
def test_a_packed_row_decodes_to_its_actions(actions: dict[int, int]) -> None:
    row = gen_tables._packed([number for pair in sorted(actions.items()) for number in pair])
    assert len(row) == max(9 * len(actions) - 1, 0)
    assert (" " in row) == (len(actions) > 1)  # not interned by the bytecode as a name
    decoded = tables.state_actions(row, SYMBOLS)
    assert decoded == {SYMBOLS[symbol]: action for symbol, action in actions.items()}
    assert all(type(action) is int for action in decoded.values())


@pytest.mark.parametrize("number", [2**15, -(2**15) - 1])
def test_a_number_out_of_range_is_refused_when_packed(number: int) -> None:
    with pytest.raises(OverflowError):
        gen_tables._packed([0, number])


def test_the_other_byte_order_reads_its_own_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a big-endian machine the row's numbers are swapped to it: here, a row written in the
    machine's own (little-endian) order read as a big-endian machine would read a shipped one."""
    numbers = [3, -1, 7, 4584, 0, -1915]
    swapped = b"".join(n.to_bytes(2, "big", signed=True) for n in numbers).hex()
    monkeypatch.setattr(tables, "_LITTLE_ENDIAN", not tables._LITTLE_ENDIAN)
    if tables._LITTLE_ENDIAN:  # running on a big-endian machine: the little-endian path
        swapped = gen_tables._packed(numbers)
    assert tables.state_actions(swapped, SYMBOLS) == {"S3": -1, "S7": 4584, "S0": -1915}


@pytest.mark.parametrize("module", [ability, card], ids=["ability", "card"])
def test_every_shipped_state_decodes_as_its_numbers_read_one_by_one(module: object) -> None:
    data = module.TABLES  # type: ignore[attr-defined]
    assert data["format"] == tables.TABLES_FORMAT == 8
    symbols = data["symbols"]
    loaded = tables.tables_from_data(data)
    for index, row in enumerate(tables.PackedRows(*data["states"])):
        assert loaded.states[index] == _one_by_one(row, symbols), index
