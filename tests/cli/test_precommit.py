"""The pre-commit hooks run serially, and the README's configurations can be used as written."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def hooks() -> list[dict[str, str]]:
    """The entries of .pre-commit-hooks.yaml (flat ``key: value`` mappings in a list)."""
    found: list[dict[str, str]] = []
    text = (ROOT / ".pre-commit-hooks.yaml").read_text("utf-8")
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = re.fullmatch(r"(- |  )([a-z_]+): (\S.*)", line)
        assert match, line
        if match[1] == "- ":
            found.append({})
        found[-1][match[2]] = match[3]
    return found


def readme_configs() -> list[str]:
    """The YAML blocks of the README's pre-commit section."""
    readme = (ROOT / "README.md").read_text("utf-8")
    section = readme.split("\n## pre-commit\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```yaml\n(.*?)```", section, re.S)


def test_every_hook_is_serial() -> None:
    """pre-commit splits the files between parallel runs unless told not to, and a split run
    misses a name two files define (E050)."""
    found = hooks()
    assert [hook["id"] for hook in found] == ["karlov-check", "karlov-fmt"]
    assert all(hook.get("require_serial") == "true" for hook in found)


def test_the_readme_configurations_name_the_hooks_and_a_real_revision() -> None:
    remote, local = readme_configs()
    ids = [hook["id"] for hook in hooks()]
    assert re.findall(r"- id: (\S+)", remote) == ids
    rev = re.search(r"rev: (\S+)", remote)
    assert rev is not None
    # karlov has no tag: the example is a commit SHA (pre-commit wants the full one).
    assert re.fullmatch(r"[0-9a-f]{40}", rev[1])
    assert "v0.1.0" not in (ROOT / "README.md").read_text("utf-8")
    # The local configuration runs the installed karlov exactly as the hooks do.
    assert "repo: local" in local
    for hook in hooks():
        block = local.split(f"- id: {hook['id']}\n", 1)[1].split("- id:", 1)[0]
        for key in ("entry", "files", "require_serial"):
            assert f"{key}: {hook[key]}\n" in block
        assert "language: system\n" in block
