"""The documented bounds of a game (issue 25, karlov/runtime/limits.py): objects in a game and
the count of one instruction, checked before the work starts, with a message that names the
card; "Create 999999 1/1 red Goblin creature tokens." took ~100 s and 3.8 GB."""

from __future__ import annotations

from pathlib import Path

import pytest

from karlov import cli
from karlov.compiler.library import bundled_library
from karlov.runtime import BATTLEFIELD, Game, GameLimitError, limits
from karlov.scenario import definitions_from_text, run_scenario

HORDE = "Goblin Horde {R}\nSorcery\nCreate 999999 1/1 red Goblin creature tokens.\n"
LIBRARY_OF_LIES = "Endless Study {U}\nSorcery\nDraw 999999 cards.\n"


def _scenario(card: str) -> dict:
    return {
        "title": "A huge count",
        "players": {"alice": {"battlefield": ["Mountain", "Island"], "hand": [card]}, "bob": {}},
        "actions": [{"do": "cast", "card": card}, {"do": "resolve"}],
    }


@pytest.mark.parametrize(
    ("text", "name", "what"),
    [
        (HORDE, "Goblin Horde", "create 999,999 tokens"),
        (LIBRARY_OF_LIES, "Endless Study", "draw 999,999 cards"),
    ],
)
def test_a_huge_count_is_refused_before_the_work_starts(text: str, name: str, what: str) -> None:
    result = run_scenario(_scenario(name), cards=definitions_from_text(text))
    assert result.error is not None
    message = str(result.error)
    assert f"{name}: {what}: over the limit of {limits.MAX_COUNT:,} per instruction" in message


def test_karlov_play_exits_1_naming_the_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "horde.card").write_text(HORDE, encoding="utf-8")
    (tmp_path / "horde.toml").write_text(
        'title = "horde"\ncards = ["horde.card"]\n[players.alice]\n'
        'battlefield = ["Mountain"]\nhand = ["Goblin Horde"]\n[players.bob]\n'
        '[[actions]]\ndo = "cast"\ncard = "Goblin Horde"\n[[actions]]\ndo = "resolve"\n',
        encoding="utf-8",
    )
    assert cli.main(["play", str(tmp_path / "horde.toml")]) == 1
    out = capsys.readouterr().out
    assert "horde.toml:10: resolve: Goblin Horde: create 999,999 tokens: over the limit" in out


def test_the_primitives_check_counts_before_any_work() -> None:
    game = Game(("Alice", "Bob"))
    bears = bundled_library().definition("Grizzly Bears")
    game.add_cards(bears, 0, 3)
    game.start(active=0, step="main1")
    before = dict(game.objects)
    for call in (
        lambda: game.draw(0, 2**53 - 1),
        lambda: game.mill(0, limits.MAX_COUNT + 1),
        lambda: game.create_token(bears, 0, 10**9),
        lambda: game.investigate(0, 10**6),
        lambda: game.add_cards(bears, 0, limits.MAX_COUNT + 1),
    ):
        with pytest.raises(GameLimitError, match="over the limit of"):
            call()
        assert game.objects == before  # nothing was done


def test_objects_per_game_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_OBJECTS", 12)
    game = Game(("Alice", "Bob"))
    bears = bundled_library().definition("Grizzly Bears")
    game.add_cards(bears, 0, 10, BATTLEFIELD)
    game.start(active=0, step="main1")
    with pytest.raises(GameLimitError, match="would hold 13 objects, over the limit of 12"):
        game.create_token(bears, 0, 3)
    assert len(game.objects) == 10
    assert len(game.create_token(bears, 0, 2)) == 2
    with pytest.raises(GameLimitError, match="over the limit of 12 objects in one game"):
        game.add_card(bears, 1)


def test_the_identity_caches_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache keyed by an object's identity keeps its objects alive: a long run over many
    cards (the language server, the fuzz harness) must not keep every one it ever saw. Each
    such cache of the runtime is an IdentityCache, which starts over past its LIMIT."""
    from karlov.runtime import execute, layers, records
    from karlov.runtime.limits import IdentityCache

    caches = [
        execute._BUILT, layers._STATIC_CACHE, layers._STARTS_EARLY, records._ZONE_TRIGGERS,
        records._EVENT_TYPES,
    ]  # fmt: skip
    assert all(isinstance(cache, IdentityCache) for cache in caches)
    monkeypatch.setattr(IdentityCache, "LIMIT", 10)
    cache = IdentityCache()
    keys = [object() for _ in range(25)]
    built = [cache.get(key, lambda n=n: n) for n, key in enumerate(keys)]
    assert built == list(range(25))
    assert 0 < len(cache) <= 10
    assert cache.get(keys[-1], lambda: "built again") == 24  # still a cache
