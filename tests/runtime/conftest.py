from __future__ import annotations

import pytest

from karlov.runtime.game import Game


@pytest.fixture
def game() -> Game:
    g = Game(("Alice", "Bob"), seed=1)
    return g
