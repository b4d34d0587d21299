"""What the golden files say, checked without the golden files.

A golden test compares an output with a file written from an earlier output, so a wrong output
that was blessed once passes for ever: the Burning Masks IR JSON golden holds the prompt "Do
you want to card?" (issue 26). Each golden family is checked here against facts that come
from elsewhere: the card files the goldens are about, the words of the Oracle text, the
names of karlov's own classes (which no text for a person may show), and the rule that a test
run never writes a golden file (``tools/gen_golden_*.py`` do, on a clean git tree, printing
the diff).
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

TESTS = Path(__file__).parent
ROOT = TESTS.parent
CHECK = TESTS / "golden"
EXPLAIN = TESTS / "golden_explain"
TARGETS = TESTS / "golden_targets"
CASES = ROOT / "karlov" / "cards" / "cases"

# --- facts from the card files -------------------------------------------------------------


def _card_lines(path: Path) -> list[str]:
    return [line for line in path.read_text("utf-8").splitlines() if line.strip()]


@cache
def case_cards() -> dict[str, list[str]]:
    """Each bundled Case: name -> its lines (name line, type line, ability lines)."""
    out = {}
    for path in sorted(CASES.glob("*.card")):
        lines = _card_lines(path)
        name = re.sub(r"\s*(\{[^}]*\})+$", "", lines[0])
        out[name] = lines
    return out


@cache
def internal_names() -> re.Pattern[str]:
    """The names of karlov's classes of two or more words (``MayDo``, ``CollectEvidence``,
    ``StackAbility``): a message, prompt or description for a person never shows one."""
    import karlov.frontend.nodes as nodes
    import karlov.frontend.rule_nodes as rule_nodes
    import karlov.ir as ir
    import karlov.runtime as runtime
    import karlov.runtime.events as events

    names = {
        name
        for module in (ir, nodes, rule_nodes, runtime, events)
        for name in dir(module)  # dir, not vars: the rule classes are made on first look-up
        if re.fullmatch(r"[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+", name)
        and inspect.isclass(getattr(module, name))
    }
    assert len(names) > 200  # the modules above are where karlov's classes are
    return re.compile(r"\b(" + "|".join(sorted(names, key=len, reverse=True)) + r")\b")


PYTHON_LEAKS = re.compile(r"\bNone\b|object at 0x|\bSpan\(|<[a-z_.]+>|\btype\(")


def _no_internal_text(text: str, where: str) -> None:
    found = internal_names().search(text)
    assert found is None, f"{where}: internal name {found.group(0)!r} in {text!r}"
    leak = PYTHON_LEAKS.search(text)
    assert leak is None, f"{where}: Python text {leak.group(0)!r} in {text!r}"


# --- a test run never writes a golden file ---------------------------------------------------


def test_no_test_can_bless_a_golden_file() -> None:
    """No test reads a switch that rewrites goldens (as an environment variable once did); the
    suite-wide guard of tests/conftest.py fails a run that changed a golden file."""
    switch = "KARLOV_UPDATE" + "_GOLDEN"
    offenders = [
        str(path.relative_to(ROOT))
        for path in sorted(TESTS.rglob("*.py"))
        if switch in path.read_text("utf-8")
    ]
    assert offenders == []
    from conftest import GOLDEN_FOLDERS

    assert {CHECK, EXPLAIN, TARGETS} <= set(GOLDEN_FOLDERS)


# --- tests/golden: what `karlov check` prints -----------------------------------------------

HEADER = re.compile(
    r"^(?P<path>tests/golden/[^:]+):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<severity>error|warning|note)\[(?P<code>[A-Z]\d{3})\]: (?P<message>.+)$"
)
ECHO = re.compile(r"^\s*(?P<line>\d+) \| (?P<text>.*)$")
CARET = re.compile(r"^\s*\| (?P<pad> *)(?P<carets>\^+)\s*$")
SUMMARY = re.compile(r"^(\d+) errors?, (\d+) warnings?(?:, (\d+) notes?)? in 1 file$")


@pytest.mark.parametrize("expected", sorted(CHECK.glob("*.expected")), ids=lambda p: p.stem)
def test_check_golden_quotes_its_card_file(expected: Path) -> None:
    card = expected.with_suffix(".card")
    source = card.read_bytes().decode("utf-8", errors="replace")
    source_lines = re.split(r"\r\n|\r|\n", source.removeprefix("\ufeff"))
    lines = expected.read_text("utf-8").splitlines()
    headers = [HEADER.match(line) for line in lines]
    found = [m for m in headers if m is not None]
    errors = sum(m["severity"] == "error" for m in found)
    warnings = sum(m["severity"] == "warning" for m in found)
    notes = sum(m["severity"] == "note" for m in found)
    summary = SUMMARY.match(lines[-1])
    assert summary is not None, lines[-1]
    assert (int(summary[1]), int(summary[2]), int(summary[3] or 0)) == (errors, warnings, notes)
    for i, m in enumerate(headers):
        if m is None:
            continue
        assert m["path"] == card.relative_to(ROOT).as_posix()
        _no_internal_text(m["message"], f"{expected.name}:{i + 1}")
        echo = ECHO.match(lines[i + 1]) if i + 1 < len(lines) else None
        if echo is None:
            continue  # a diagnostic about the whole file (no cards) quotes no line
        number = int(echo["line"])
        assert number == int(m["line"]), lines[i : i + 2]
        text = source_lines[number - 1]
        printable = text.isprintable() and len(text) <= 160
        if printable:  # control characters are shown escaped, long lines cut
            assert echo["text"] == text, (expected.name, number)
            caret = CARET.match(lines[i + 2])
            if caret is not None:
                assert len(caret["pad"]) == int(m["col"]) - 1, (expected.name, number)
                assert len(caret["carets"]) >= 1


def test_check_goldens_cover_the_diagnostics_their_names_promise() -> None:
    """A few golden files, by name: the diagnostic each is about (from its name, not from
    its .expected)."""
    promised = {
        "01_misspelt_three": ("E001", "did you mean 'three'?"),
        "04_vigilence": (None, "vigilance"),
        "13_two_to_solve": (None, "To solve"),
        "19_no_cards": (None, None),
    }
    for stem, (code, words) in promised.items():
        text = (CHECK / f"{stem}.expected").read_text("utf-8")
        if code is not None:
            assert f"[{code}]" in text, stem
        if words is not None:
            assert words in text, stem
        assert "error[" in text or "warning[" in text, stem


# --- tests/golden_explain: what `karlov explain` prints ------------------------------------


@pytest.mark.parametrize("golden", sorted(EXPLAIN.glob("*.txt")), ids=lambda p: p.stem)
def test_explain_golden_is_about_its_card(golden: Path) -> None:
    card = _card_lines(CASES / f"{golden.stem}.card")
    lines = golden.read_text("utf-8").splitlines()
    assert lines[0] == card[0]  # the name line, mana cost included
    assert lines[1].strip() == card[1]  # the type line, as printed
    numbered = [line for line in lines if re.match(r"^  \d+\. ", line)]
    abilities = [line for line in card[2:] if not re.fullmatch(r"\d+/\d+", line)]
    assert len(numbered) == len(abilities)
    assert [int(n.split(".")[0]) for n in numbered] == list(range(1, len(abilities) + 1))
    kinds = [n.split(". ", 1)[1] for n in numbered]
    for kind, text in zip(kinds, abilities, strict=True):
        if text.startswith("To solve"):  # the end-step trigger of CR 719.3a
            assert kind.startswith(
                "To solve (CR 719.3a): at the beginning of your end step, if "
                "this Case isn't solved and "
            ), (golden.name, text)
        if text.startswith("Solved"):  # CR 702.169: it works only while the Case is solved
            assert kind.startswith("Solved — works only while this Case is solved"), (
                golden.name,
                text,
            )
        else:
            assert "Solved" not in kind, (golden.name, text)
    for i, line in enumerate(lines):
        _no_internal_text(line, f"{golden.name}:{i + 1}")


# --- tests/golden_targets: Forge scripts, phase card data, IR JSON -------------------------

FORGE_TEXT_KEYS = (
    "TriggerDescription",
    "SpellDescription",
    "Description",
    "TgtPrompt",
    "ChoiceTitle",
    "PrecostDesc",
    "StackDescription",
)


def _forge_texts(line: str) -> list[str]:
    out = []
    for part in line.split(" | "):
        for key in FORGE_TEXT_KEYS:
            prefix = f"{key}$ "
            if part.startswith(prefix) or f":{prefix}" in part or f"$ {prefix}" in part:
                out.append(part.split(f"{key}$ ", 1)[1])
    return out


@pytest.mark.parametrize("golden", sorted((TARGETS / "forge").glob("*.txt")), ids=lambda p: p.stem)
def test_forge_golden_is_about_its_card(golden: Path) -> None:
    lines = golden.read_text("utf-8").splitlines()
    fields = dict(line.split(":", 1) for line in lines if ":" in line)
    name = fields["Name"]
    card = case_cards()[name]
    assert fields["Oracle"] == "\\n".join(card[2:])
    assert fields["Types"].split() == card[1].replace("—", "").split()
    for line in lines:
        for text in _forge_texts(line):
            assert text.strip(), (golden.name, line)
            _no_internal_text(text, golden.name)
    _no_internal_text(fields["Oracle"], golden.name)


@pytest.mark.parametrize("golden", sorted((TARGETS / "phase").glob("*.json")), ids=lambda p: p.stem)
def test_phase_golden_is_about_its_card(golden: Path) -> None:
    data = json.loads(golden.read_text("utf-8"))
    ((key, card),) = data.items()
    lines = case_cards()[card["name"]]
    assert key == card["name"].lower()
    assert card["oracle_text"] == "\n".join(lines[2:])
    for text in _strings(card, ("description", "oracle_text", "prompt")):
        _no_internal_text(text, golden.name)


def _strings(node: Any, keys: tuple[str, ...]) -> list[str]:
    """Every string value of ``keys`` anywhere in a JSON document."""
    out: list[str] = []
    if isinstance(node, dict):
        for k, v in node.items():
            if k in keys and isinstance(v, str):
                out.append(v)
            else:
                out += _strings(v, keys)
    elif isinstance(node, list):
        for v in node:
            out += _strings(v, keys)
    return out


@pytest.mark.parametrize("golden", sorted((TARGETS / "json").glob("*.json")), ids=lambda p: p.stem)
def test_ir_json_golden_is_about_its_card(golden: Path) -> None:
    card = json.loads(golden.read_text("utf-8"))["ir"]
    lines = case_cards()[card["name"]]
    assert card["text"] == "\n".join(lines[2:])
    assert [a["text"] for a in card["abilities"]] == lines[2:]
    for text in _strings(card, ("text", "prompt")):
        _no_internal_text(text, golden.name)
    for prompt in _strings(card, ("prompt",)):
        ability = next(a["text"] for a in card["abilities"] if prompt in json.dumps(a))
        if (card["name"], prompt) in KNOWN_BAD_PROMPTS:
            continue  # reported; test_may_prompts_say_what_the_card_says keeps the list exact
        assert _prompt_is_faithful(prompt, ability), (golden.name, prompt, ability)


# --- prompts: "you may X" asks "Do you want to X?" ------------------------------------------

#: Prompts that drop the card's words. The compiler once built them from the lexemes the parse
#: tree keeps ("Do you want to card?" for "you may play that card this turn"); it now quotes
#: the card's words. The list is exact: a new bad prompt fails, and so does a fixed one listed.
KNOWN_BAD_PROMPTS: set[tuple[str, str]] = set()


def _prompt_is_faithful(prompt: str, ability_text: str) -> bool:
    """ "Do you want to X?" where the ability says "you may X" with X word for word (the
    card's own words: no word dropped, none invented, no class name)."""
    m = re.fullmatch(r"Do you want to (.+)\?", prompt)
    if m is None:
        return False
    return f"may {m.group(1).lower()}" in ability_text.lower()


def _may_prompts(node: Any, out: list[str]) -> None:
    from karlov import ir

    if isinstance(node, tuple):
        for item in node:
            _may_prompts(item, out)
    elif isinstance(node, ir.IRNode):
        if isinstance(node, ir.MayDo):
            out.append(node.prompt)
        for f in dataclasses.fields(node):
            _may_prompts(getattr(node, f.name), out)


def test_may_prompts_say_what_the_card_says() -> None:
    from karlov.compiler.library import bundled_library

    library = bundled_library()
    bad = set()
    seen = 0
    for name in library.names():
        card = library.compiled(name).ir
        for ability in card.abilities:
            prompts: list[str] = []
            _may_prompts(ability, prompts)
            for prompt in prompts:
                seen += 1
                if not _prompt_is_faithful(prompt, ability.text or card.text):
                    bad.add((name, prompt))
    assert seen >= 16
    assert bad - KNOWN_BAD_PROMPTS == set(), "new prompts that drop the card's words"
    assert KNOWN_BAD_PROMPTS - bad == set(), "fixed: take them off KNOWN_BAD_PROMPTS"


def test_the_prompt_check_would_catch_the_burning_masks_prompt() -> None:
    ability = (
        "Solved — Sacrifice this Case: ... Choose one of them. You may play that card this turn."
    )
    assert not _prompt_is_faithful("Do you want to card?", ability)
    assert not _prompt_is_faithful("Do you want to CollectEvidence?", "you may collect evidence 6")
    assert _prompt_is_faithful("Do you want to play that card this turn?", ability)
    with pytest.raises(AssertionError):
        _no_internal_text("Do you want to CollectEvidence?", "example")
