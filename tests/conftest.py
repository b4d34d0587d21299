"""Options of the whole test suite."""

from __future__ import annotations

import os

import pytest
from card_sources import CARDS_FROM_IR_ENV


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--cards-from-ir",
        action="store_true",
        help="play every scenario with cards loaded from IR JSON alone (dump, load, play)",
    )


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--cards-from-ir"):
        os.environ[CARDS_FROM_IR_ENV] = "1"
