"""The Comprehensive Rules' vocabulary, generated (``tools/gen_keywords.py``) from the CR text
kept in ``tools/data/``: keyword abilities of CR 702 with their parameter shapes, keyword actions
of CR 701, ability words of CR 207.2c.

- the generated module and grammar terminals are what the CR text makes (no drift);
- every keyword ability parses in the form its rule defines, and is C001 (read, not played)
  or played, never an error; the forms the grammar does not read yet are listed here;
- every ability word parses before its em dash; the keyword actions read as verbs do too;
- a keyword-shaped line that names no keyword of the CR is E014, with its word underlined.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import karlov
from karlov.cr_vocabulary import ABILITY_WORDS, KEYWORD_ABILITIES, KEYWORD_ACTIONS

ROOT = Path(__file__).resolve().parents[2]

#: What each parameter shape looks like in a card's text.
EXAMPLE_PARAMETER = {
    "bare": "",
    "number": " 2",
    "cost": " {2}{R}",
    "number_cost": " 3—{1}{R}",
    "for": " for artifacts",
}
#: The keywords of a form of their own, each with a line of real Oracle text in that form.
QUALITY_EXAMPLES = {
    "Enchant": "Enchant creature you control",
    "Landwalk": "Islandwalk",
    "Protection": "Protection from red",
    "Hexproof": "Hexproof from blue",
    "Splice": "Splice onto Arcane {1}{R}",
    "Champion": "Champion a Goblin",
    "Partner": "Partner with Pir, Imaginative Rascal",
    "Equip": "Equip {2}",
    "Devour": "Devour artifact 1",
    "Offering": "Goblin offering",  # "[Quality] offering" (702.48a): read, C001 (session 50)
    "Forecast": "Forecast — {1}{W}, Reveal this card from your hand: You gain 2 life.",
}
#: Keywords whose form the grammar does not read yet (each is E001 today, not a wrong reading):
#: they print rarely, or only after 2022, or need a whole ability after their dash.
NOT_READ_YET = {
    "Emerge",  # "Emerge from [quality] [cost]"; plain "Emerge [cost]" is read
    "Craft",  # "Craft with [materials] [cost]"
    "Gift",  # "Gift a [something]"
    "Companion",  # "Companion—[condition]"
    "Boast",  # "Boast — [cost]: [effect]"
    "Exhaust",  # "Exhaust — [cost]: [effect]"
    "Visit",  # "Visit — [effect]"
    "Max Speed",  # "Max speed — [ability]"
    "∞ (Infinity)",  # "∞ — [ability]"
    "Solved",  # "Solved — [ability]": the Case keyword, read with its ability (CR 702.169)
}


def _line(name: str) -> str:
    shape = KEYWORD_ABILITIES[name]
    if shape == "quality":
        return QUALITY_EXAMPLES[name]
    return name + EXAMPLE_PARAMETER[shape]


def _card(line: str) -> str:
    return f"Test Keyword {{1}}\nCreature — Goblin\n{line}\n1/1\n"


def test_the_generated_vocabulary_is_what_the_rules_make() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_keywords.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_vocabulary_holds_the_rules_lists() -> None:
    assert KEYWORD_ABILITIES["Echo"] == "cost"
    assert KEYWORD_ABILITIES["Megamorph"] == "cost"  # a variant, 702.37b
    assert KEYWORD_ABILITIES["Multikicker"] == "cost"  # a variant, 702.33c
    assert KEYWORD_ABILITIES["Bushido"] == "number"
    assert KEYWORD_ABILITIES["Toxic"] == "number"  # "It is written “toxic N,”" (702.164a)
    assert KEYWORD_ABILITIES["Suspend"] == "number_cost"
    assert KEYWORD_ABILITIES["Affinity"] == "for"
    assert KEYWORD_ABILITIES["Flanking"] == "bare"
    assert {"Daybound", "Nightbound"} <= KEYWORD_ABILITIES.keys()  # one heading, two keywords
    assert len(KEYWORD_ABILITIES) >= 190
    assert KEYWORD_ACTIONS[:3] == ("Activate", "Attach", "Behold")
    assert "Proliferate" in KEYWORD_ACTIONS and "Venture into the Dungeon" in KEYWORD_ACTIONS
    assert len(ABILITY_WORDS) == 61 and ABILITY_WORDS[0] == "adamant"


@pytest.mark.parametrize("name", sorted(set(KEYWORD_ABILITIES) - NOT_READ_YET))
def test_each_keyword_parses_in_its_cr_form(name: str) -> None:
    line = _line(name)
    errors = [d for d in karlov.check(_card(line), require_playable=False) if d.is_error]
    assert errors == [], line


@pytest.mark.parametrize("name", sorted(NOT_READ_YET))
def test_the_forms_not_read_yet_are_errors_not_guesses(name: str) -> None:
    assert any(d.is_error for d in karlov.check(_card(name), require_playable=False))


@pytest.mark.parametrize("word", ABILITY_WORDS)
def test_each_ability_word_parses_before_its_dash(word: str) -> None:
    line = f"{word[0].upper()}{word[1:]} — When this creature enters, draw a card."
    errors = [d for d in karlov.check(_card(line), require_playable=False) if d.is_error]
    assert errors == [], line


@pytest.mark.parametrize(
    ("line", "action"),
    [
        # amass, populate and detain play since session 48 (tests/scenarios/keyword_actions48)
        ("Transform target creature.", "transform' (CR 701.27)"),
        ("Manifest dread.", "manifest dread' (CR 701.62)"),
        ("Fateseal 2.", "fateseal' (CR 701.29)"),
        ("Incubate 3.", "incubate' (CR 701.53)"),
        ("Discover 4.", "discover' (CR 701.57)"),
    ],
)
def test_keyword_actions_are_verbs_the_runtime_refuses_by_name(line: str, action: str) -> None:
    text = f"Test Action {{1}}\nSorcery\n{line}\n"
    diagnostics = karlov.check(text, require_playable=False)
    assert [d.code for d in diagnostics] == ["C001"], line
    assert diagnostics[0].message.endswith(f"the keyword action '{action}")


@pytest.mark.parametrize(
    "line",
    [
        "Proliferate.",
        "Target creature you control explores.",
        "Support 2.",
        "Bolster 1.",
        "Clash with an opponent. If you win, draw a card.",
        "Venture into the dungeon.",
        "Goad target creature.",
    ],
)
def test_keyword_actions_the_runtime_plays(line: str) -> None:
    """Proliferate, explore, support, bolster and clash (CR 701.34, 701.44, 701.41, 701.39,
    701.30) are lowered (scenarios: tests/scenarios/breadth32/); venture into the dungeon
    and goad (CR 701.49, 701.15) too (scenarios: tests/scenarios/dungeon39b/)."""
    assert karlov.check(f"Test Action {{1}}\nSorcery\n{line}\n") == [], line


def test_adapt_is_played_and_refused_off_a_permanent() -> None:
    """Adapt N (CR 701.46a) is lowered (scenarios: tests/scenarios/keyword_actions/); on an
    instant or sorcery there is no permanent to adapt (CR 701.46b)."""
    creature = "Test Adapter {1}{G}\nCreature — Lizard\n{2}{G}: Adapt 2.\n2/2\n"
    assert karlov.check(creature) == []
    (sorcery,) = karlov.check("Test Action {1}\nSorcery\nAdapt 3.\n", require_playable=False)
    assert sorcery.code == "C001" and sorcery.message.endswith("no permanent (CR 701.46b)")


def test_a_keyword_the_rules_do_not_have_is_e014() -> None:
    (diagnostic,) = karlov.check(_card("Frobnicate 2 (It does a thing.)"), require_playable=False)
    assert diagnostic.code == "E014"
    assert diagnostic.message == "'Frobnicate' is not a keyword of the Comprehensive Rules"
    assert (diagnostic.span.line, diagnostic.span.column, diagnostic.span.end_column) == (3, 1, 11)


def test_a_misspelt_keyword_is_still_a_did_you_mean() -> None:
    (diagnostic,) = karlov.check(_card("Flyng"), require_playable=False)
    assert (diagnostic.code, diagnostic.fix) == ("E001", "Flying")


def test_a_keyword_read_but_not_played_is_c001_naming_it() -> None:
    (diagnostic,) = karlov.check(_card("Disguise {2}{R}"), require_playable=False)
    assert diagnostic.code == "C001"
    assert diagnostic.message.endswith("the keyword ability 'Disguise'")
