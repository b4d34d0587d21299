"""Session 49 (modal spells and named choices): a flavor word before a mode ("• Smash the
Chest — Destroy target artifact.", CR 207.2d: no rules meaning); "choose up to one —" of a
triggered ability (none chosen removes it from the stack, CR 700.2b); and wordings that parse
into typed nodes but are C001 at their words until the runtime plays them: "An opponent
chooses one —" (CR 700.2e), "choose one. If ..., choose both instead.", "Each mode must
target a different player.", a spell's "Choose up to one —" / "Choose any number —", and "As
~ enters, choose Khans or Dragons." with its "• Khans — ..." lines (CR 614.12). Near-miss
wordings fail at their word; a bulleted line after no "Choose … —" line, or not named by an
option of the named choice before it, is E025."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .lowering import abilities_of

MODES = "• Draw a card.\n• You gain 3 life.\n"


def _spell(head: str, modes: str = MODES) -> str:
    return f"Test Card {{1}}\nSorcery\n{head}\n{modes}"


def _creature(head: str, modes: str = MODES) -> str:
    return f"Test Card {{1}}\nCreature — Bear\n{head}\n{modes}1/1\n"


def _errors(text: str) -> list[tuple[str, int, str]]:
    """(code, line, the word it stands at) of each error or C001 of ``text``."""
    lines = text.split("\n")
    out = []
    for d in karlov.check(text):
        if d.is_error or d.code == "C001":
            word = lines[d.span.line - 1][d.span.column - 1 :].split(" ")[0]
            out.append((d.code, d.span.line, word))
    return out


def _modes(text: str) -> ir.Modes:
    found = [
        a.effect for a in abilities_of(text) if isinstance(getattr(a, "effect", None), ir.Modes)
    ]
    assert len(found) == 1, found
    return found[0]


PLAYS = [
    _spell(
        "Choose one —",
        "• Smash the Chest — Destroy target artifact.\n• Pry It Open — You gain 3 life.\n",
    ),
    _spell(
        "Choose one —",
        "• Two-Weapon Fighting — Destroy target artifact.\n• Archery — Draw a card.\n",
    ),
    _creature(
        "When Test Card enters, choose one —",
        "• Cure Wounds — You gain 2 life.\n• Dispel Magic — Destroy target enchantment.\n",
    ),
    _creature("At the beginning of combat on your turn, choose up to one —"),
    _creature("Whenever you cast a spell, choose up to one —"),
    _creature("When Test Card enters, choose up to two —"),
    _creature(
        "When Test Card enters, choose up to one —",
        "• Break Their Chains — Destroy target artifact.\n• Tap target creature.\n",
    ),
]


@pytest.mark.parametrize("text", PLAYS)
def test_plays(text: str) -> None:
    assert _errors(text) == []


def test_flavor_word_is_no_part_of_the_mode() -> None:
    """CR 207.2d: the mode is the instruction after the dash, its text the choice shows."""
    modes = _modes(
        _spell(
            "Choose one —",
            "• Smash the Chest — Destroy target artifact.\n• Pry It Open — You gain 3 life.\n",
        )
    )
    assert modes.texts == ("Destroy target artifact.", "You gain 3 life.")
    assert modes.count == ir.Count(ir.Relation.EXACTLY, 1)


def test_up_to_one_of_a_trigger_is_at_most_one() -> None:
    modes = _modes(_creature("At the beginning of combat on your turn, choose up to one —"))
    assert modes.count == ir.Count(ir.Relation.AT_MOST, 1)


#: Parsed into typed nodes, C001 at the words the runtime cannot play yet.
REFUSED = [
    (_spell("An opponent chooses one —"), (3, "An")),
    (_spell("Target opponent chooses one —"), (3, "Target")),
    (_spell("Choose up to one —"), (3, "Choose")),
    (_spell("Choose any number —"), (3, "Choose")),
    (_creature("{T}: Choose up to one —"), (3, "Choose")),
    (_creature("When Test Card enters, choose up to three —"), (3, "choose")),
    (
        _creature(
            "When Test Card enters, choose one. If you control three or more artifacts, "
            "choose both instead."
        ),
        (3, "choose"),
    ),
    (
        _spell("Choose one. If you control three or more artifacts, you may choose both."),
        (3, "Choose"),
    ),
    (
        _creature(
            "When Test Card dies, choose one or more. Each mode must target a different player.",
            "• Target player draws a card.\n• Target player loses 2 life.\n",
        ),
        (3, "choose"),
    ),
    (
        _creature(
            "When Test Card dies, you may choose two. Each mode must target a different player.",
            "• Target player draws a card.\n• Target player loses 2 life.\n",
        ),
        (3, "you"),
    ),
]


REFUSED += [
    (_creature("{G}: Choose one. Activate only once each turn."), (3, "Choose")),
    (
        _creature("At the beginning of your upkeep, choose one that hasn't been chosen —"),
        (3, "choose"),
    ),
    (
        _creature("When Test Card enters, you may sacrifice a creature. When you do, choose one —"),
        (3, "When"),
    ),
]


@pytest.mark.parametrize(("text", "at"), REFUSED)
def test_refused_at_its_words(text: str, at: tuple[int, str]) -> None:
    found = _errors(text)
    assert all(code == "C001" for code, _line, _word in found), found
    assert ("C001", *at) in found


SIEGE = (
    "Test Siege {2}{W}\nEnchantment\nAs Test Siege enters, choose Khans or Dragons.\n"
    "• Khans — At the beginning of your upkeep, you gain 2 life.\n"
    "• Dragons — Creatures you control get +1/+1.\n"
)


def test_named_choice_and_its_options_are_c001() -> None:
    """CR 614.12: the choice as it enters and each option's ability parse; the runtime keeps
    no named choice, so each is C001 at its line."""
    assert _errors(SIEGE) == [("C001", 3, "choose"), ("C001", 4, "•"), ("C001", 5, "•")]


#: Near misses: E001 (or E002) at their word, or E025 at the bulleted line.
WRONG = [
    (_spell("Choose on —"), ("E001", 3, "on")),
    (_spell("An opponent choose one —"), ("E001", 3, "—")),
    (_spell("An opponent chooses up to one —"), ("E001", 3, "—")),
    (_spell("Choose one. You may choose both."), ("E001", 3, ".")),
    (_creature("{G}: Choose one. Draw a card."), ("E001", 3, ".")),
    (
        _creature("At the beginning of your upkeep, choose one that has been chosen —"),
        ("E001", 3, "that"),
    ),
    (_creature("When Test Card enters, choose up to one"), ("E002", 3, "")),
    (_spell("Choose one —", "• Smash —\n• You gain 3 life.\n"), ("E001", 4, "Smash")),
    (
        _spell("Choose one —", "• smash the chest — Destroy target artifact.\n• Draw a card.\n"),
        ("E001", 4, "smash"),
    ),
    (
        _spell("Choose one —", "• Smash. — Destroy target artifact.\n• Draw a card.\n"),
        ("E001", 4, "Smash."),
    ),
    # a flavor word before a line of a spell that is not modal
    ("Test Card {1}\nSorcery\n• Smash — Draw a card.\n", ("E025", 3, "•")),
    ("Test Card {1}\nEnchantment\n• Smash — Creatures you control get +1/+1.\n", ("E025", 3, "•")),
    # a mode is an instruction, never a triggered ability
    (
        _spell(
            "Choose one —",
            "• Draw a card.\n• Bash — At the beginning of your upkeep, draw a card.\n",
        ),
        ("E025", 5, "•"),
    ),
    # each line of a named choice is named by one of its options
    (SIEGE.replace("• Dragons", "• Dragon"), ("E025", 5, "Dragon")),
    (SIEGE.replace("• Dragons — ", "• "), ("E025", 5, "•")),
    (
        "Test Siege {2}{W}\nEnchantment\nAs Test Siege enters, choose khans or dragons.\n",
        ("E001", 3, "khans"),
    ),
    (
        "Test Siege {2}{W}\nEnchantment\nAs Test Siege enters, choose Khans or Dragons or Elves.\n",
        ("E001", 3, "Khans"),
    ),
]


@pytest.mark.parametrize(("text", "wanted"), WRONG)
def test_near_misses_fail_at_their_word(text: str, wanted: tuple[str, int, str]) -> None:
    found = _errors(text)
    assert wanted in found, found
