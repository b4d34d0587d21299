"""Only a permanent is destroyed, tapped, untapped, sacrificed or regenerated (CR 701.8a,
701.19a, 701.21a, 701.26a; a permanent is a card or token on the battlefield, CR 110.1).
"Destroy target spell." and "Tap target card in your hand." were accepted and played as if
the text made sense; they are C002 at the instruction. A pronoun for a card that has moved
onto the battlefield since ("Return target creature card from your graveyard to the
battlefield. ... sacrifice it") names a permanent, and stays playable."""

from __future__ import annotations

import pytest

import karlov


def _errors(text: str) -> list[tuple[str, int, str]]:
    return [
        (d.code, d.span.column, d.message)
        for d in karlov.check(text, require_playable=False)
        if d.is_error
    ]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Destroy target spell.", "'destroy' acts on permanents only, not on objects on the stack"),
        ("Tap target spell.", "'tap' acts on permanents only, not on objects on the stack"),
        (
            "Destroy target creature card in a graveyard.",
            "'destroy' acts on permanents only, not on objects in a graveyard",
        ),
        (
            "Untap target card in your hand.",
            "'untap' acts on permanents only, not on objects in a hand",
        ),
    ],
)
def test_a_verb_of_permanents_said_of_other_objects_is_an_error(line: str, message: str) -> None:
    assert _errors(f"Probe {{1}}\nSorcery\n{line}\n") == [("C002", 1, f"{message} (CR 110.1)")]


@pytest.mark.parametrize(
    "line",
    [
        "Destroy target creature.",
        "Exile target spell.",
        "Return target creature card from your graveyard to the battlefield. Sacrifice that "
        "creature at the beginning of the next end step.",
    ],
)
def test_the_same_verbs_of_permanents_are_no_error(line: str) -> None:
    assert _errors(f"Probe {{1}}\nSorcery\n{line}\n") == []
