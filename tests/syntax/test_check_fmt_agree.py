"""``check`` and ``fmt`` agree (issue 23): whatever ``fmt`` changes in a card is a positioned
warning whose fix, applied, gives ``fmt``'s text. The whole pool is held to it in
``test_pool.py``; here the bundled cards, the golden inputs, the slips the issue names, and
pool cards with a designer's slips written into them."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from karlov.frontend.fixes import canonical_text
from karlov.frontend.syntax import parse_file
from karlov.importers import card_text

from .agreement import disagreement
from .test_pool import pool_cards

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "karlov" / "cards").rglob("*.card")) + sorted(
    (ROOT / "tests" / "golden").glob("*.card")
)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_bundled_cards_and_golden_inputs(path: Path) -> None:
    text = path.read_bytes().decode("utf-8", errors="replace")
    assert disagreement(text, path.name) is None


def _card(*lines: str) -> str:
    return "\n".join(lines) + "\n"


CASE = ("Case of the Test {1}{W}", "Enchantment — Case")
BEAR = ("Test Bear {1}{G}", "Creature — Bear")


@pytest.mark.parametrize(
    ("text", "codes", "formatted_line"),
    [
        (
            _card(*CASE, "When This Case enters, draw a card."),
            ["W119"],
            "When this Case enters, draw a card.",
        ),
        (_card(*BEAR, "Flying, Vigilance", "2/2"), ["W119"], "Flying, vigilance"),
        (
            _card(*BEAR, "{T}: Target creature gains Flying until end of turn.", "2/2"),
            ["W119"],
            "{T}: Target creature gains flying until end of turn.",
        ),
        (
            _card(*BEAR, "{T}: Target creature gets +1/+1 until  end of turn.", "2/2"),
            ["W112"],
            "{T}: Target creature gets +1/+1 until end of turn.",
        ),
        (
            _card(*BEAR, "When this creature enters the  battlefield , draw a card", "2/2"),
            ["W101", "W112", "W104"],
            "When this creature enters, draw a card.",
        ),
    ],
)
def test_each_slip_is_one_warning_with_fmts_fix(
    text: str, codes: list[str], formatted_line: str
) -> None:
    _, diagnostics = parse_file(text, "slip.card")
    assert [d.code for d in diagnostics] == codes
    formatted = canonical_text(text, "slip.card")
    assert formatted is not None and formatted.split("\n")[2] == formatted_line
    assert disagreement(text, "slip.card") is None


def test_a_legendary_cards_full_name_is_kept_and_not_warned() -> None:
    """Oracle text names a legendary card by its full name or its short name (CR 201.5c):
    ``fmt`` writes each as written, and ``check`` says nothing of either."""
    text = _card(
        "Akroma, Angel of Fury {5}{R}{R}{R}",
        "Legendary Creature — Angel",
        "{R}: Akroma, Angel of Fury gets +1/+0 until end of turn.",
        "{R}: Akroma gets +0/+1 until end of turn.",
        "6/6",
    )
    assert parse_file(text, "akroma.card")[1] == []
    assert canonical_text(text, "akroma.card") == text


def test_a_keywords_number_and_cost_keep_their_dash_unspaced() -> None:
    text = _card("Test Vision", "Sorcery", "Suspend 4—{U}", "Target player draws three cards.")
    assert parse_file(text, "vision.card")[1] == []
    assert canonical_text(text, "vision.card") == text


@pytest.mark.parametrize(
    "line",
    [
        "Equip—Discard a card.",  # the dash of a keyword's cost is unspaced for Equip too
        "Flashback—{1}{B}, Pay 3 life.",  # each part of the cost after the dash: a capital
    ],
)
def test_a_keywords_cost_after_a_dash_is_written_back_as_oracle_writes_it(line: str) -> None:
    text = _card("Test Axe {2}", "Artifact — Equipment", "Equipped creature gets +2/+2.", line)
    assert [d.code for d in parse_file(text, "axe.card")[1] if d.code != "C001"] == []
    assert canonical_text(text, "axe.card") == text


def test_a_reminder_read_as_one_token_loses_its_outdated_words_cleanly() -> None:
    """A keyword's reminder read as one token ("When this creature enters the battlefield,
    target player may put ...") is written back in today's wording with no gap where "the
    battlefield" stood (W101's fix)."""
    text = _card(
        "Test Captain {3}{B}",
        "Creature — Warrior",
        "Partner with Test Recruiter (When this creature enters the battlefield, target player "
        "may put Test Recruiter into their hand from their library, then shuffle.)",
        "2/2",
    )
    formatted = canonical_text(text, "captain.card")
    assert formatted is not None
    assert "(When this creature enters, target player may put" in formatted
    assert disagreement(text, "captain.card") is None


KEYWORDS = ("flying", "vigilance", "trample", "haste", "lifelink", "deathtouch", "reach")


def _slips(text: str, rng: random.Random) -> list[str]:
    """``text`` with one slip a designer makes written into one of its ability lines."""
    lines = text.split("\n")
    name = lines[0].split(" {")[0]
    out = []
    for i in range(2, len(lines)):
        line = lines[i]
        if not line:
            continue
        variants = [
            line.upper(),
            line.lower(),
            line.replace(", ", " , ", 1),
            line.replace(", ", ",", 1),
            line.replace(" ", "\t", 1),
            line.replace(" — ", " - "),
            line.replace("enters", "enters the battlefield", 1),
            line.replace(name, "~", 1),
            line[:-1] if line.endswith(".") else line + ".",
        ]
        spaces = [k for k, char in enumerate(line) if char == " "]
        if spaces:
            k = rng.choice(spaces)
            variants.append(line[:k] + "  " + line[k:])
        for keyword in KEYWORDS:
            variants.append(re.sub(rf"\b{keyword}\b", keyword.title(), line, count=1))
        for variant in variants:
            if variant != line:
                out.append("\n".join([*lines[:i], variant, *lines[i + 1 :]]))
    return out


def test_check_and_fmt_agree_on_pool_cards_with_slips() -> None:
    rng = random.Random(23)
    texts = [card_text(record) for record in rng.sample(pool_cards(), 120)]
    parsed = [text for text in texts if not any(d.is_error for d in parse_file(text)[1])]
    disagree = []
    for text in parsed[:40]:
        for slipped in _slips(text, rng):
            why = disagreement(slipped, "slip.card")
            if why is not None:
                disagree.append((slipped, why))
    assert disagree == []
