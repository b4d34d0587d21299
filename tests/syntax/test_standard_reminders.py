"""Standard keyword reminders (``karlov/frontend/standard_reminders.py``): the reminder Oracle
prints after a keyword, in the same words on card after card, is read as that keyword's
reminder (CR 207.2: no rules meaning) — only after that keyword, only in its exact words, and
written back by ``fmt`` as it stands."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import karlov
from karlov.frontend import nodes
from karlov.frontend.standard_reminders import is_standard_reminder, reminder_form

ROOT = Path(__file__).resolve().parents[2]
# Rampage's reminder (CR 702.23a): its "for each creature blocking it beyond the first" is no
# sentence the grammar reads, so only the standard form reads it. (Bushido's reminder reads as
# a triggered ability since "blocks or becomes blocked" is a trigger, so it is no test of this.)
RAMPAGE = (
    "Whenever this creature becomes blocked, it gets +{n}/+{n} until end of turn for each "
    "creature blocking it beyond the first."
)


def _card(line: str) -> str:
    return f"Test Samurai {{1}}{{W}}\nCreature — Human Samurai\n{line}\n2/2\n"


def test_the_generated_forms_are_what_the_pool_makes() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_reminders.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_form_makes_numbers_costs_and_the_cards_name_general() -> None:
    assert reminder_form("Pay {2}{R}: ~ gets +3/+0 for three turns.") == (
        "Pay {cost}: {self} gets +{N}/+{N} for {word} turns."
    )


@pytest.mark.parametrize("n", [1, 2, 7])
def test_the_reminder_of_rampage_n_is_read_as_a_standard_reminder(n: int) -> None:
    line = f"Rampage {n} ({RAMPAGE.format(n=n)})"
    (card,) = karlov.parse(_card(line))
    (ability,) = card.abilities
    # since session 49 "for each creature blocking it beyond the first" is grammar (CR 509.1a),
    # so the reminder parses as text with its own nodes; read either way, fmt keeps it
    assert isinstance(ability.reminder, nodes.StandardReminder | nodes.Reminder)
    if isinstance(ability.reminder, nodes.StandardReminder):
        assert [lexeme.text for lexeme in ability.reminder.lexemes()] == [
            f"({RAMPAGE.format(n=n)})"
        ]
    assert karlov.render([card]) == _card(line)  # fmt writes it back as it stands


def test_only_after_the_keyword_it_explains() -> None:
    assert not is_standard_reminder(RAMPAGE.format(n=1), "Flanking")
    # since session 49 rampage's reminder is grammar ("for each creature blocking it beyond
    # the first", CR 509.1a): after another keyword it is read as sentences, never as
    # rampage's standard reminder
    (card,) = karlov.parse(_card(f"Flanking ({RAMPAGE.format(n=1)})"))
    (ability,) = card.abilities
    assert not isinstance(ability.reminder, nodes.StandardReminder)


def test_only_in_its_exact_words() -> None:
    misprinted = (
        "Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of the turn."
    )
    # Not a standard reminder: reminder text karlov does not check (W124), at the reminder.
    diagnostics = karlov.check(_card(f"Bushido 1 ({misprinted})"), require_playable=False)
    assert [(d.code, d.span.column) for d in diagnostics] == [("W124", len("Bushido 1 ") + 1)]


def test_a_reminder_the_grammar_reads_is_still_parsed_as_sentences() -> None:
    (card,) = karlov.parse(_card("Vigilance (Attacking doesn't cause this creature to tap.)"))
    assert not isinstance(card.abilities[0].reminder, nodes.StandardReminder)
