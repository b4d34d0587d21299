"""The project's packaging and tooling: bundled cards as package data, the pre-commit hooks,
the Hypothesis profiles and the all-skipped guard of tests/conftest.py."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from karlov import cli
from karlov.compiler.library import BUNDLED, bundled_card_files, bundled_library

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_bundled_card_is_package_data() -> None:
    """A .card file the package-data globs miss would be in the checkout but not in a wheel."""
    globs = PYPROJECT["tool"]["setuptools"]["package-data"]["karlov"]
    package = ROOT / "karlov"
    shipped = {p for pattern in globs for p in package.glob(pattern)}
    on_disk = set((package / "cards").rglob("*.card"))
    assert on_disk, "no bundled cards found"
    assert on_disk - shipped == set()


def test_the_library_reads_the_bundled_cards_through_importlib_resources() -> None:
    files = bundled_card_files()
    assert [str(f) for f in files] == sorted(str(f) for f in files)
    assert {f.name for f in files} == {p.name for p in (ROOT / "karlov/cards").rglob("*.card")}
    assert Path(str(BUNDLED)) == ROOT / "karlov" / "cards"
    library = bundled_library()
    assert "Fblthp, the Lost" in library and "Case of the Burning Masks" in library
    assert library.diagnostics == []


def test_license_is_an_spdx_expression_with_its_file() -> None:
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"
    assert all((ROOT / name).is_file() for name in project["license-files"])
    requires = PYPROJECT["build-system"]["requires"]
    assert requires == ["setuptools>=77.0.3"]  # the first to read PEP 639 metadata


def read_hooks(text: str) -> list[dict[str, str]]:
    """The entries of .pre-commit-hooks.yaml: a list of flat mappings of plain scalars, the
    only YAML that file uses (a richer file fails the test rather than parse wrongly)."""
    hooks: list[dict[str, str]] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = re.fullmatch(r"(- |  )([a-z_]+): (\S.*)", line)
        assert match, f"line {number} is not 'key: value' in a list entry: {line!r}"
        if match.group(1) == "- ":
            hooks.append({})
        assert hooks, f"line {number} comes before the first entry"
        hooks[-1][match.group(2)] = match.group(3)
    return hooks


def test_pre_commit_hooks_name_real_commands() -> None:
    hooks = read_hooks((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert [h["id"] for h in hooks] == ["karlov-check", "karlov-fmt"]
    scripts = PYPROJECT["project"]["scripts"]
    for hook in hooks:
        assert hook["language"] == "python"
        assert hook["name"] and hook["description"]
        program, *argv = hook["entry"].split()
        assert program in scripts, f"{hook['id']}: {program} is not an installed script"
        assert argv[0] in cli.SUBCOMMANDS
        assert hook["id"] == f"karlov-{argv[0]}"
        # pre-commit appends the staged file names; the command must accept them as given
        cli.build_parser().parse_args([*argv, "a.card", "b.card"])
        files = re.compile(hook["files"])
        assert files.search("cards/case.card") and not files.search("scenario.toml")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert all(f"id: {h['id']}" in readme for h in hooks)


def test_the_hook_reader_refuses_yaml_it_does_not_understand() -> None:
    with pytest.raises(AssertionError):
        read_hooks("- id: a\n  args: [--x]\n    nested: 1\n")


def run_pytest(folder: Path, tests: str, **env: str) -> subprocess.CompletedProcess[str]:
    """pytest in ``folder`` with a copy of this suite's conftest.py and the given tests."""
    shutil.copy(ROOT / "tests" / "conftest.py", folder / "conftest.py")
    (folder / "test_it.py").write_text(tests, encoding="utf-8")
    environment = {k: v for k, v in os.environ.items() if k not in ("HYPOTHESIS_PROFILE", "CI")}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(folder)],
        cwd=folder,
        capture_output=True,
        text=True,
        env={**environment, **env},
        timeout=120,
    )


def test_a_run_in_which_every_test_is_skipped_fails(tmp_path: Path) -> None:
    result = run_pytest(
        tmp_path,
        "import pytest\n"
        "@pytest.mark.skip(reason='off')\ndef test_a(): pass\n"
        "def test_b(): pytest.skip('off too')\n",
    )
    assert result.returncode == 1, result.stdout
    assert "every one of the 2 collected tests was skipped" in result.stdout


def test_a_run_with_one_test_run_and_others_skipped_passes(tmp_path: Path) -> None:
    result = run_pytest(
        tmp_path,
        "import pytest\n@pytest.mark.skip(reason='off')\ndef test_a(): pass\n"
        "def test_b(): assert True\n",
    )
    assert result.returncode == 0, result.stdout


PROFILE_TEST = """
import os
from hypothesis import settings

def test_profile():
    expected = os.environ.get("EXPECTED")
    assert settings.default.derandomize is (expected == "ci")
    assert settings.default.deadline is None
    assert settings.default.max_examples == (100 if expected == "ci" else 1000)
"""


def test_the_derandomised_profile_is_the_default(tmp_path: Path) -> None:
    result = run_pytest(tmp_path, PROFILE_TEST, EXPECTED="ci")
    assert result.returncode == 0, result.stdout


def test_the_long_profile_is_random(tmp_path: Path) -> None:
    result = run_pytest(tmp_path, PROFILE_TEST, EXPECTED="long", HYPOTHESIS_PROFILE="long")
    assert result.returncode == 0, result.stdout


def test_a_run_in_which_a_whole_file_is_skipped_fails(tmp_path: Path) -> None:
    """As when phase-python is missing: tests/targets/test_phase_engine.py is skipped whole
    while the rest of the suite runs."""
    (tmp_path / "test_other.py").write_text("def test_c(): assert True\n", encoding="utf-8")
    result = run_pytest(
        tmp_path,
        "import pytest\n"
        "pytest.importorskip('a_module_nobody_installed', reason='not installed')\n"
        "def test_a(): pass\n",
    )
    assert result.returncode == 1, result.stdout
    assert "every test of these files was skipped" in result.stdout
    assert (
        "test_it.py" in result.stdout
        and "test_other.py" not in result.stdout.split("every test of these files was skipped")[1]
    )
