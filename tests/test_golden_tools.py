"""The golden-file tools (tools/golden_update.py and tools/gen_golden_*.py): they refuse a
dirty git tree unless forced, print a unified diff of every file they change, and no test
run may change a golden file (tests/conftest.py)."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from test_project import run_pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import golden_update  # noqa: E402


def _git(folder: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
        cwd=folder,
        check=True,
        capture_output=True,
    )


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A git repository with one committed golden file, ``golden/a.txt``."""
    _git(tmp_path, "init", "-q")
    (tmp_path / "golden").mkdir()
    (tmp_path / "golden" / "a.txt").write_text("one\ntwo\n", encoding="utf-8")
    _git(tmp_path, "add", "-A")
    _git(tmp_path, "commit", "-q", "-m", "goldens")
    return tmp_path


def _tool(repo: Path, files: dict[str, str]) -> tuple:
    def render() -> dict[Path, str]:
        return {repo / name: text for name, text in files.items()}

    def existing() -> list[Path]:
        return sorted((repo / "golden").glob("*"))

    return render, existing


def test_a_dirty_tree_is_refused_unless_forced(repo: Path) -> None:
    golden_update.require_clean_tree(repo)
    (repo / "notes.txt").write_text("work in progress", encoding="utf-8")
    with pytest.raises(golden_update.DirtyTree, match=r"notes\.txt"):
        golden_update.require_clean_tree(repo)
    golden_update.require_clean_tree(repo, force=True)


def test_the_tool_prints_a_diff_of_every_change(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    render, existing = _tool(repo, {"golden/a.txt": "one\n2\n", "golden/b.txt": "new\n"})
    # --check writes nothing and fails
    assert golden_update.main(["--check"], render, existing, root=repo) == 1
    assert capsys.readouterr().out.splitlines() == [
        "out of date: golden/a.txt",
        "out of date: golden/b.txt",
    ]
    assert (repo / "golden" / "a.txt").read_text("utf-8") == "one\ntwo\n"
    # a dirty tree: nothing written, exit 2
    (repo / "scratch").write_text("x", encoding="utf-8")
    assert golden_update.main([], render, existing, root=repo) == 2
    assert "uncommitted changes" in capsys.readouterr().err
    assert not (repo / "golden" / "b.txt").exists()
    (repo / "scratch").unlink()
    # a clean tree: written, each change shown as a unified diff
    assert golden_update.main([], render, existing, root=repo) == 0
    out = capsys.readouterr().out
    assert "--- a/golden/a.txt\n+++ b/golden/a.txt\n" in out
    assert "-two\n+2\n" in out
    assert "--- /dev/null\n+++ b/golden/b.txt\n" in out and "+new\n" in out
    assert out.endswith("2 golden files changed; read the diff above before committing it\n")
    assert (repo / "golden" / "b.txt").read_text("utf-8") == "new\n"
    # --force is for the tree check only: an up-to-date golden is not rewritten or shown
    assert golden_update.main(["--force"], render, existing, root=repo) == 0
    assert capsys.readouterr().out == "0 golden files changed\n"


def test_a_golden_no_longer_generated_is_deleted_with_its_diff(repo: Path) -> None:
    out = io.StringIO()
    changed = golden_update.update({}, [repo / "golden" / "a.txt"], root=repo, out=out)
    assert changed == 1
    assert "--- a/golden/a.txt\n+++ /dev/null\n" in out.getvalue()
    assert "-one\n-two\n" in out.getvalue()
    assert not (repo / "golden" / "a.txt").exists()


def test_unknown_options_are_refused(repo: Path) -> None:
    render, existing = _tool(repo, {})
    assert golden_update.main(["--update"], render, existing, root=repo) == 2


@pytest.mark.parametrize("tool", ["gen_golden_check", "gen_golden_explain", "gen_golden_targets"])
def test_each_golden_tool_is_up_to_date_and_uses_the_shared_command(tool: str) -> None:
    source = (ROOT / "tools" / f"{tool}.py").read_text("utf-8")
    assert "from golden_update import main as update_main" in source
    assert ".write_text(" not in source  # only golden_update writes
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / f"{tool}.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_test_run_that_writes_a_golden_file_fails(tmp_path: Path) -> None:
    (tmp_path / "golden").mkdir()
    (tmp_path / "golden" / "x.expected").write_text("old\n", encoding="utf-8")
    result = run_pytest(
        tmp_path,
        "from pathlib import Path\n"
        "def test_bless():\n"
        "    golden = Path(__file__).parent / 'golden' / 'x.expected'\n"
        "    golden.write_text('whatever the output is\\n')\n"
        "    assert golden.read_text() == 'whatever the output is\\n'\n",
    )
    assert result.returncode == 1, result.stdout
    assert "the run changed golden files" in result.stdout
    assert "x.expected" in result.stdout
