"""Write tests/rulings/INDEX.md: every official ruling of the Case cards, and the scenarios that
demonstrate it.

A scenario demonstrates a ruling when its ``ruling`` header quotes the ruling's
text from ``tests/data/case_cards.json`` (curly and straight quotes and runs of whitespace are
treated alike; a header may quote more than one ruling). Rulings that describe no behaviour
are listed, each with its reason, in ``tests/data/rulings_no_behaviour.toml``; rulings the
project cannot demonstrate yet (a card or a rule it lacks) are listed with what is missing in
``tests/data/rulings_not_yet_shown.toml``. Both files are lists of ``[[ruling]]`` tables with
``text`` (as the data file gives it) and ``reason``.

    python tools/ruling_index.py           # write tests/rulings/INDEX.md
    python tools/ruling_index.py --check   # exit 1 if it is out of date or a ruling is missing

``tests/test_rulings.py`` checks the same things.
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "case_cards.json"
RULINGS = ROOT / "tests" / "rulings"
INDEX = RULINGS / "INDEX.md"
NO_BEHAVIOUR = ROOT / "tests" / "data" / "rulings_no_behaviour.toml"
NOT_YET_SHOWN = ROOT / "tests" / "data" / "rulings_not_yet_shown.toml"

_QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"})


def normalise(text: str) -> str:
    """Curly quotes as straight ones, whitespace runs as one space, no outer whitespace."""
    return re.sub(r"\s+", " ", text.translate(_QUOTES)).strip()


@dataclass
class Ruling:
    text: str  # as the data file first gives it
    cards: list[str]  # every card that has it, in data order
    scenarios: list[str] = field(default_factory=list)  # paths relative to tests/rulings
    no_behaviour: str | None = None  # the reason, if listed in rulings_no_behaviour.toml
    not_yet: str | None = None  # what is missing, if listed in rulings_not_yet_shown.toml


@dataclass
class Scenario:
    path: str  # relative to tests/rulings
    rulings: list[str]  # normalised texts it quotes
    cases: set[str]  # Case names its file mentions
    passed: bool | None = None


@dataclass
class Index:
    rulings: dict[str, Ruling]  # normalised text -> ruling
    scenarios: list[Scenario]
    cards: list[str]  # card names, data order
    entries: dict[str, int]  # card -> number of ruling entries
    unquoted: list[str]  # scenario files whose ruling header quotes no ruling
    unknown_no_behaviour: list[str]  # list entries (either list) that are no ruling

    def missing(self) -> list[Ruling]:
        """Rulings with no scenario that neither list accounts for."""
        return [
            r
            for r in self.rulings.values()
            if not r.scenarios and not r.no_behaviour and not r.not_yet
        ]


def load_rulings(path: Path = DATA) -> tuple[dict[str, Ruling], list[str], dict[str, int]]:
    cards = json.loads(path.read_text(encoding="utf-8"))["cards"]
    rulings: dict[str, Ruling] = {}
    entries: dict[str, int] = {}
    for card in cards:
        entries[card["name"]] = len(card["rulings"])
        for r in card["rulings"]:
            key = normalise(r["text"])
            ruling = rulings.setdefault(key, Ruling(r["text"], []))
            if card["name"] not in ruling.cards:
                ruling.cards.append(card["name"])
    return rulings, [c["name"] for c in cards], entries


def load_reasons(path: Path) -> dict[str, str]:
    """Normalised ruling text -> reason, from a list of ``[[ruling]]`` tables."""
    if not path.exists():
        return {}
    table = tomllib.loads(path.read_text(encoding="utf-8"))
    return {normalise(entry["text"]): str(entry["reason"]) for entry in table.get("ruling", [])}


def scenario_files(root: Path = RULINGS) -> list[Path]:
    from karlov.scenario import find_scenarios

    return find_scenarios([root]) if root.exists() else []


def build(
    *,
    root: Path = RULINGS,
    data: Path = DATA,
    no_behaviour: Path = NO_BEHAVIOUR,
    not_yet_shown: Path = NOT_YET_SHOWN,
    passed: Callable[[Path], bool] | None = None,
) -> Index:
    """Match scenario headers to rulings. ``passed`` runs a scenario (None: don't run)."""
    rulings, cards, entries = load_rulings(data)
    unquoted: list[str] = []
    scenarios: list[Scenario] = []
    for path in scenario_files(root):
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        try:
            header = tomllib.loads(text).get("ruling")
        except tomllib.TOMLDecodeError:
            header = None
        quoted: list[str] = []
        if isinstance(header, str):
            said = normalise(header)
            quoted = [k for k in rulings if k in said]
            if not quoted:
                unquoted.append(rel)
        cases = {c for c in cards if c in text.translate(_QUOTES)}
        s = Scenario(rel, quoted, cases, passed(path) if passed else None)
        scenarios.append(s)
        for k in quoted:
            rulings[k].scenarios.append(rel)
    reasons = load_reasons(no_behaviour)
    pending = load_reasons(not_yet_shown)
    unknown = [k for k in [*reasons, *pending] if k not in rulings]
    for k, reason in reasons.items():
        if k in rulings:
            rulings[k].no_behaviour = reason
    for k, reason in pending.items():
        if k in rulings:
            rulings[k].not_yet = reason
    return Index(rulings, scenarios, cards, entries, unquoted, unknown)


def _for_card(index: Index, card: str) -> list[Scenario]:
    """The scenarios that quote one of ``card``'s rulings and are about it: they mention this
    Case, or no Case at all (a Clue ruling shown with Clues alone)."""
    mine = {k for k, r in index.rulings.items() if card in r.cards}
    return [
        s for s in index.scenarios if mine & set(s.rulings) and (card in s.cases or not s.cases)
    ]


def render(index: Index) -> str:
    lines = [
        "# Case rulings and their scenarios",
        "",
        "Generated by `python tools/ruling_index.py` from the `ruling` headers of the scenarios",
        "under `tests/rulings/` and the rulings in `tests/data/case_cards.json`; don't edit it by",
        "hand. `karlov play tests/rulings` runs every scenario.",
        "",
    ]
    missing = index.missing()
    total = len(index.rulings)
    shown = sum(1 for r in index.rulings.values() if r.scenarios)
    not_yet = sum(1 for r in index.rulings.values() if r.not_yet and not r.scenarios)
    lines += [
        f"{total} unique rulings: {shown} demonstrated, {not_yet} not yet shown (each with "
        f"what is missing), {len(missing)} unaccounted for. {len(index.scenarios)} scenario "
        "files.",
        "",
        "## Per card",
        "",
        "Rulings: entries on the card; covered: unique rulings of the card with a scenario;",
        "scenarios: files quoting one of its rulings that involve this Case (or no Case at all);",
        "passing: of those.",
        "",
        "| Card | Rulings | Unique | Covered | Scenarios | Passing |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for card in index.cards:
        unique = [r for r in index.rulings.values() if card in r.cards]
        covered = sum(1 for r in unique if r.scenarios)
        scen = _for_card(index, card)
        passing = sum(1 for s in scen if s.passed) if any(s.passed is not None for s in scen) else 0
        ran = all(s.passed is not None for s in scen)
        lines.append(
            f"| {card} | {index.entries[card]} | {len(unique)} | {covered} | {len(scen)} | "
            f"{passing if ran else '-'} |"
        )
    lines += ["", "## Rulings", ""]
    for i, r in enumerate(index.rulings.values(), 1):
        cards = ", ".join(c.removeprefix("Case of the ") for c in r.cards)
        if len(r.cards) >= 13:
            cards = f"all {len(r.cards)} paper Cases"
        lines += [f"### {i}. {cards}", "", "> " + normalise(r.text), ""]
        if r.scenarios:
            status = {s.path: s.passed for s in index.scenarios}
            for p in sorted(r.scenarios):
                mark = {True: "", False: " (FAILING)", None: ""}[status[p]]
                lines.append(f"- [`{p}`]({p}){mark}")
        elif r.no_behaviour:
            lines.append(f"- describes no behaviour: {r.no_behaviour}")
        elif r.not_yet:
            lines.append(f"- **not yet shown**: {r.not_yet}")
        else:
            lines.append("- **missing**: no scenario quotes this ruling yet")
        if r.scenarios and r.no_behaviour:
            lines.append(f"- (also listed as describing no behaviour: {r.no_behaviour})")
        lines.append("")
    if index.unquoted:
        lines += ["## Scenarios whose ruling header quotes no ruling", ""]
        lines += [f"- `{p}`" for p in index.unquoted] + [""]
    return "\n".join(lines)


def run_passed(path: Path) -> bool:
    from karlov.scenario import run_scenario

    return run_scenario(path).passed


def main(argv: Iterable[str]) -> int:
    argv = list(argv)
    index = build(passed=run_passed)
    text = render(index)
    if "--check" in argv:
        bad = False
        if not INDEX.exists() or INDEX.read_text(encoding="utf-8") != text:
            print(f"{INDEX.relative_to(ROOT)} is out of date: run python tools/ruling_index.py")
            bad = True
        for r in index.missing():
            print(f"no scenario quotes: {normalise(r.text)}")
            bad = True
        return 1 if bad else 0
    INDEX.write_text(text, encoding="utf-8")
    missing = index.missing()
    print(
        f"wrote {INDEX.relative_to(ROOT)}: {len(index.rulings)} rulings, "
        f"{len(index.scenarios)} scenarios, {len(missing)} rulings missing"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
