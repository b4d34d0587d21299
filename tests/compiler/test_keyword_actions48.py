"""Keyword actions of CR 701 lowered in session 48 — amass (701.47), connive (701.50), detain
(701.35) — and what stays refused: "amass" with its subtype in the singular (Oracle writes
"amass Orcs 1", CR 701.47a), several permanents conniving at once (their order is chosen in
APNAP order, CR 701.50d, not read yet)."""

from __future__ import annotations

import pytest

import karlov

SORCERY = "Probe {1}\nSorcery\n{line}\n"


def _codes(line: str) -> list[tuple[str, int]]:
    text = SORCERY.replace("{line}", line)
    return [(d.code, d.span.column) for d in karlov.check(text, "p.card") if d.is_error]


@pytest.mark.parametrize(
    "line",
    [
        "Amass 2.",
        "Amass Zombies 2.",
        "Amass Orcs 1.",
        "Target creature connives.",
        "Detain target creature an opponent controls.",
        "Detain up to two target creatures your opponents control.",
    ],
)
def test_plays(line: str) -> None:
    assert _codes(line) == []


def test_amass_names_its_subtype_in_the_plural() -> None:
    assert _codes("Amass Orc 1.") == [("C002", len("Amass ") + 1)]


def test_several_permanents_conniving_at_once_is_refused() -> None:
    assert _codes("Creatures you control connive.") == [("C001", len("Creatures you control ") + 1)]


def test_the_token_amass_creates() -> None:
    (card,) = karlov.parse(SORCERY.replace("{line}", "Amass Orcs 2."))
    action = karlov.compile_card(card).ir.abilities[0].effect
    token = action.token.characteristics
    assert (token.name, token.types, token.subtypes, token.colors) == (
        "Orc Army Token",  # CR 111.4
        ("creature",),
        ("Orc", "Army"),
        ("B",),
    )
    assert (token.power, token.toughness, action.amount.value) == (0, 0, 2)


@pytest.mark.parametrize(
    ("line", "action", "rule"),
    [
        ("Transform target creature.", "transform", "701.27"),
        ("Convert target permanent.", "convert", "701.28"),
        ("Cloak the top card of your library.", "cloak", "701.58"),
        ("Manifest dread.", "manifest dread", "701.62"),
        ("Time travel.", "time travel", "701.56"),
        ("Earthbend 2.", "earthbend", "701.66"),
    ],
)
def test_the_other_keyword_actions_are_read_and_refused_at_their_verb(
    line: str, action: str, rule: str
) -> None:
    """Every keyword action of CR 701 is a verb of the grammar; what the runtime can't do yet
    is C001 at the verb, named as the CR names it."""
    text = SORCERY.replace("{line}", line)
    (found,) = [d for d in karlov.check(text, "p.card") if d.is_error]
    assert (found.code, found.span.column) == ("C001", 1)
    assert found.message.endswith(f"the keyword action '{action}' (CR {rule})")


def test_blight_plays() -> None:
    assert _codes("Blight 2.") == []


@pytest.mark.parametrize(
    ("line", "word"),
    [("Blight.", "."), ("Cloak target creature.", "target"), ("Manifest dreads.", "dreads.")],
)
def test_near_misses_fail_at_their_word(line: str, word: str) -> None:
    text = SORCERY.replace("{line}", line)
    errors = [d for d in karlov.check(text, "p.card", require_playable=False) if d.is_error]
    assert [(d.code, d.span.column) for d in errors] == [("E001", line.index(word) + 1)]
