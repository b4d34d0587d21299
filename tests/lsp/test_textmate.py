"""The committed TextMate grammar is what ``tools/gen_textmate.py`` writes from karlov's
vocabulary now (the node test in ``editors/vscode/test`` tokenizes the bundled cards with it)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GRAMMAR = ROOT / "editors" / "vscode" / "syntaxes" / "karlov.tmLanguage.json"


def test_the_textmate_grammar_is_up_to_date() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_textmate.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_grammar_names_the_parser_words() -> None:
    repository = json.loads(GRAMMAR.read_text(encoding="utf-8"))["repository"]
    subtypes = repository["type-words"]["patterns"][3]["match"]
    assert "Detective" in subtypes and "Case" in subtypes
    assert "First\\s+Strike" in repository["keyword"]["match"]  # matched ignoring case


def test_the_extension_contributes_the_language_and_the_grammar() -> None:
    package = json.loads((ROOT / "editors" / "vscode" / "package.json").read_text("utf-8"))
    (language,) = package["contributes"]["languages"]
    assert language["extensions"] == [".card"]
    (grammar,) = package["contributes"]["grammars"]
    assert (grammar["language"], grammar["scopeName"]) == (language["id"], "source.karlov")
    assert (ROOT / "editors" / "vscode" / grammar["path"]).resolve() == GRAMMAR
