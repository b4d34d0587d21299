"""What every golden-file tool shares: refuse a dirty git tree, and show every change.

A golden file is an expectation: a test compares an output with it, word for word. Writing it
from the output is blessing that output, so the tools that do it (``tools/gen_golden_*.py``)
never do it silently:

- they refuse to run when the git work tree has uncommitted changes (``git status
  --porcelain`` is not empty), so the goldens they write are the only change to review and
  commit; ``--force`` skips this check, and only this check;
- they print a unified diff of every golden file they write, create or delete, and a line
  counting them; a run that changes nothing says so.

``--check`` (in each tool) writes nothing and needs no clean tree: it lists the files that are
out of date and exits 1 if there are any. No test writes a golden file
(``tests/test_golden_content.py`` checks that no test can).
"""

from __future__ import annotations

import difflib
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TextIO

__all__ = ["DirtyTree", "dirty_paths", "main", "require_clean_tree", "unified_diff", "update"]

ROOT = Path(__file__).resolve().parent.parent


class DirtyTree(SystemExit):
    """The work tree has uncommitted changes (the exit status is 2)."""


def dirty_paths(root: Path = ROOT) -> list[str]:
    """The paths ``git status --porcelain`` lists under ``root`` (empty when clean)."""
    done = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=all"],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise DirtyTree(f"git status failed in {root}: {done.stderr.strip()}")
    return [line[3:] for line in done.stdout.splitlines() if line.strip()]


def require_clean_tree(root: Path = ROOT, *, force: bool = False) -> None:
    """Raise :class:`DirtyTree` (exit 2, naming the changes) unless the tree is clean or
    ``force``."""
    if force:
        return
    dirty = dirty_paths(root)
    if dirty:
        shown = "\n".join(f"  {p}" for p in dirty[:20])
        more = f"\n  ... and {len(dirty) - 20} more" if len(dirty) > 20 else ""
        raise DirtyTree(
            "refusing to write golden files: the work tree has uncommitted changes\n"
            f"{shown}{more}\n"
            "Commit or stash them first, so the goldens are the only change to review, or "
            "pass --force."
        )


def unified_diff(old: str | None, new: str | None, name: str) -> str:
    """A unified diff from ``old`` to ``new`` (None: the file does not exist)."""
    lines = difflib.unified_diff(
        (old or "").splitlines(keepends=True),
        (new or "").splitlines(keepends=True),
        fromfile="/dev/null" if old is None else f"a/{name}",
        tofile="/dev/null" if new is None else f"b/{name}",
    )
    out = ""
    for line in lines:
        out += line if line.endswith("\n") else line + "\n\\ No newline at end of file\n"
    return out


def update(
    files: Mapping[Path, str],
    remove: Sequence[Path] = (),
    *,
    root: Path = ROOT,
    out: TextIO | None = None,
) -> int:
    """Write ``files`` (path -> text) and delete ``remove``, printing a diff of each change;
    returns the number of files changed."""
    stream = out if out is not None else sys.stdout
    changed = 0
    for path, text in sorted(files.items()):
        old = path.read_text("utf-8") if path.exists() else None
        if old == text:
            continue
        name = path.relative_to(root).as_posix()
        print(unified_diff(old, text, name), end="", file=stream)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
        changed += 1
    for path in sorted(remove):
        name = path.relative_to(root).as_posix()
        print(unified_diff(path.read_text("utf-8"), None, name), end="", file=stream)
        path.unlink()
        changed += 1
    print(
        f"{changed} golden file{'s' if changed != 1 else ''} changed"
        + ("; read the diff above before committing it" if changed else ""),
        file=stream,
    )
    return changed


def main(
    argv: Sequence[str],
    render: Callable[[], Mapping[Path, str]],
    existing: Callable[[], Iterable[Path]],
    *,
    root: Path = ROOT,
) -> int:
    """The command line every golden tool shares: ``[--check] [--force]``.

    ``render()`` gives every golden file and its text; ``existing()`` the golden files on disk
    (those ``render`` no longer gives are deleted)."""
    unknown = [a for a in argv if a not in ("--check", "--force")]
    if unknown:
        print(f"unknown option {unknown[0]}; use --check or --force", file=sys.stderr)
        return 2
    files = render()
    extra = sorted(set(existing()) - set(files))
    if "--check" in argv:
        stale = [p for p, t in files.items() if not p.exists() or p.read_text("utf-8") != t]
        for path in sorted(stale):
            print(f"out of date: {path.relative_to(root).as_posix()}")
        for path in extra:
            print(f"no longer generated: {path.relative_to(root).as_posix()}")
        return 1 if stale or extra else 0
    try:
        require_clean_tree(root, force="--force" in argv)
    except DirtyTree as exc:
        print(exc.code, file=sys.stderr)
        return 2
    update(files, extra, root=root)
    return 0
