"""karlov caches nothing and loads nothing executable: planted cache files are never read.

The parser tables ship with the package as generated Python modules of literal data
(``karlov/frontend/parser_tables/``), karlov's own code, compiled like the rest of it. Earlier
versions kept Lark's pickled grammars, a pickled driver table, marshalled reduce callbacks and
compiled lexer programs in ``$XDG_CACHE_HOME/karlov``, where a planted file ran code as the
user and a planted ``<name>.<pid>.tmp`` symlink made karlov overwrite another file (issue 11).
These tests plant all of them and run ``check`` (a clean card and one with a syntax error,
which reports expected words and a suggestion) and ``fmt``: nothing planted is executed,
nothing is written, and Lark is never imported.
"""

from __future__ import annotations

import hashlib
import importlib.util
import marshal
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARD = (ROOT / "karlov" / "cards" / "cases" / "case_of_the_burning_masks.card").read_text(
    encoding="utf-8"
)


class _WritesMarker:
    """Unpickling this runs ``open(marker, "w")``: proof that a planted pickle was loaded."""

    def __init__(self, marker: Path) -> None:
        self.marker = str(marker)

    def __reduce__(self):
        return (open, (self.marker, "w"))


def _old_digest() -> str:
    """The key older versions put in their cache file names (grammar files and Lark)."""
    digest = hashlib.sha256()
    spec = importlib.util.find_spec("lark")
    if spec is not None and spec.origin:
        digest.update(Path(spec.origin).read_bytes())
    for path in sorted((ROOT / "karlov" / "frontend" / "grammar").glob("*.lark")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:20]


def _plant(cache: Path, marker: Path, victim: Path) -> list[Path]:
    """Every kind of cache file older karlov versions read or wrote, each hostile, under the
    names they used (and under a made-up key)."""
    cache.mkdir(parents=True)
    payload = pickle.dumps(_WritesMarker(marker))
    code = compile(f"open({str(marker)!r}, 'w')", "<planted>", "exec")
    tag = sys.implementation.cache_tag
    planted = []
    for key in (_old_digest(), "0123456789abcdef0123"):
        for name in (
            f"driver-{key}-3.pickle",
            f"ability-{key}.lark-cache",
            f"ability-plain-{key}.lark-cache",
            f"card-{key}.lark-cache",
        ):
            (cache / name).write_bytes(payload)
            planted.append(cache / name)
        for name in (f"callbacks-{key}-{tag}.marshal", f"lexer-sre20220615-{key}-{tag}.marshal"):
            (cache / name).write_bytes(marshal.dumps({"def callback(c):\n    return c": code}))
            planted.append(cache / name)
        # Symlinks at the temporary names the old writer used, for the next process ids.
        for pid in range(os.getpid(), os.getpid() + 100):
            for stem in (f"driver-{key}-3", f"callbacks-{key}-{tag}"):
                link = cache / f"{stem}.{pid}.tmp"
                link.symlink_to(victim)
                planted.append(link)
    return planted


@pytest.fixture
def hostile_cache(tmp_path: Path) -> tuple[dict[str, str], Path, Path, Path]:
    base = tmp_path / "xdg"
    marker = tmp_path / "marker"
    victim = tmp_path / "victim.txt"
    victim.write_text("mine\n", encoding="utf-8")
    _plant(base / "karlov", marker, victim)
    env = dict(os.environ, XDG_CACHE_HOME=str(base), HOME=str(tmp_path / "home"))
    return env, base / "karlov", marker, victim


def _run(env: dict[str, str], cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    script = (
        "import sys, runpy\n"
        f"sys.argv = ['karlov', *{list(args)!r}]\n"
        "try:\n"
        "    runpy.run_module('karlov', run_name='__main__')\n"
        "except SystemExit as exit:\n"
        "    code = exit.code\n"
        "else:\n"
        "    code = 0\n"
        "print('LARK IMPORTED' if any(m.split('.')[0] == 'lark' for m in sys.modules) else '')\n"
        "sys.exit(code)\n"
    )
    return subprocess.run(
        [sys.executable, "-c", script],
        cwd=cwd,
        env=dict(env, PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )


def test_planted_cache_files_are_never_loaded_and_nothing_is_written(
    hostile_cache: tuple[dict[str, str], Path, Path, Path], tmp_path: Path
) -> None:
    env, cache, marker, victim = hostile_cache
    before = sorted(p.name for p in cache.iterdir())
    good = tmp_path / "good.card"
    good.write_text(CARD, encoding="utf-8")
    broken = tmp_path / "broken.card"
    broken.write_text(CARD.replace("Three or more", "Tree or more"), encoding="utf-8")
    unformatted = tmp_path / "unformatted.card"
    unformatted.write_text(CARD.replace("enters,", "enters the battlefield,"), encoding="utf-8")

    results = [
        _run(env, tmp_path, "check", str(good)),
        _run(env, tmp_path, "check", str(broken)),
        _run(env, tmp_path, "fmt", str(unformatted)),
    ]

    assert [r.returncode for r in results] == [0, 1, 0], [r.stderr for r in results]
    assert "did you mean 'Three'?" in results[1].stdout
    assert "enters the battlefield" not in unformatted.read_text(encoding="utf-8")
    assert not marker.exists(), "a planted cache file was executed"
    assert victim.read_text(encoding="utf-8") == "mine\n", "a planted symlink was followed"
    assert sorted(p.name for p in cache.iterdir()) == before, "karlov wrote to the cache"
    for result in results:
        assert "LARK IMPORTED" not in result.stdout, "a user run analysed the grammar"


def test_an_unwritable_cache_directory_changes_nothing(tmp_path: Path) -> None:
    """The first run on a machine whose cache cannot be written gives the same answer."""
    env = dict(os.environ, XDG_CACHE_HOME="relative/cache", HOME="/nonexistent")
    good = tmp_path / "good.card"
    good.write_text(CARD, encoding="utf-8")
    result = _run(env, tmp_path, "check", str(good))
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("0 errors, 0 warnings in 1 file")
    assert not (tmp_path / "relative").exists()
