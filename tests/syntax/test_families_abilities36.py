"""Families of type lines and abilities (issue 20, session 36), each beside its near misses.

Retired creature types: older Oracle text prints creature types that the creature types of
CR 205.3m (the Comprehensive Rules kept in ``tools/data``) no longer list — "Creature — Viashino
Warrior", "Naga", "Cephalid". Such a card is right Magic text of its time, so its type line is
read, with warning W123 naming the word, and the word is kept as printed among the card's
subtypes; no replacement is offered, since the Comprehensive Rules name none. The list is made
by ``tools/gen_subtypes.py`` from the pool's type lines, never written by hand. Rules text
cannot name such a word: no rule or card refers to a type the rules do not have.
"""

from __future__ import annotations

import importlib.util
import json
import lzma
from pathlib import Path

import pytest

import karlov
from karlov import subtypes

from .families import card_text, line_errors

ROOT = Path(__file__).resolve().parents[2]


def _tool() -> object:
    spec = importlib.util.spec_from_file_location(
        "gen_subtypes", ROOT / "tools" / "gen_subtypes.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _card(type_line: str) -> str:
    return f"Test Card {{1}}\n{type_line}\nFlying\n1/1\n"


def _type_line_findings(type_line: str) -> list[tuple[str, int]]:
    """(code, column) of every diagnostic ``check`` reports on the type line."""
    found = karlov.check(_card(type_line), require_playable=False)
    return sorted((d.code, d.span.column) for d in found if d.span.line == 2)


#: (type line, the retired word) — the printed type lines of pool cards.
RETIRED = [
    ("Creature — Viashino Warrior", "Viashino"),
    ("Creature — Viashino", "Viashino"),
    ("Artifact Creature — Viashino", "Viashino"),
    ("Creature — Naga Wizard", "Naga"),
    ("Creature — Zombie Naga Warrior", "Naga"),
    ("Legendary Creature — Cephalid Noble", "Cephalid"),
    ("Creature — Cephalid", "Cephalid"),
]


@pytest.mark.parametrize(("type_line", "word"), RETIRED)
def test_a_retired_creature_type_is_read_with_w123_at_its_word(type_line: str, word: str) -> None:
    assert _type_line_findings(type_line) == [("W123", type_line.index(word) + 1)]
    (warning,) = [d for d in karlov.check(_card(type_line)) if d.code == "W123"]
    assert f"'{word}'" in warning.message and "205.3m" in warning.message
    assert not warning.is_error


@pytest.mark.parametrize(("type_line", "word"), RETIRED)
def test_the_retired_word_is_kept_among_the_subtypes_as_printed(type_line: str, word: str) -> None:
    (card,) = karlov.parse(_card(type_line))
    printed = type_line.split("— ")[1].split()
    assert list(card.type_line.subtypes) == printed
    assert word in card.type_line.subtypes


def test_a_type_line_with_only_current_creature_types_has_no_w123() -> None:
    assert _type_line_findings("Creature — Human Warrior") == []


#: (type line, the wrong word): E001 at it.
TYPE_LINE_NEAR_MISSES = [
    # a type line prints a creature type in the singular (CR 205.3m lists them so)
    ("Creature — Viashinos", "Viashinos"),
    ("Creature — Nagas Wizard", "Nagas"),
    # a subtype is capitalized as printed
    ("Creature — cephalid", "cephalid"),
    # a word that was never a creature type
    ("Creature — Viashina Warrior", "Viashina"),
    # a retired type after the subtypes' dash only, never among the card types
    ("Viashino Creature — Warrior", "Viashino"),
]


@pytest.mark.parametrize(("type_line", "word"), TYPE_LINE_NEAR_MISSES)
def test_the_type_line_near_miss_is_an_error_at_its_word(type_line: str, word: str) -> None:
    found = karlov.check(_card(type_line), require_playable=False)
    errors = [(d.code, d.span.column) for d in found if d.is_error and d.span.line == 2]
    assert errors == [("E001", type_line.index(word) + 1)]


#: (rules text, card type, the retired word): rules text cannot name a retired type.
RULES_TEXT_NEAR_MISSES = [
    ("Other Viashino creatures you control get +1/+1.", "Creature — Viashino", "Viashino"),
    ("Destroy target Naga.", "Instant", "Naga."),
    # the same place takes a current creature type: "becomes a Frog" is read
    ("Target creature becomes a Cephalid until end of turn.", "Instant", "Cephalid"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), RULES_TEXT_NEAR_MISSES)
def test_rules_text_cannot_name_a_retired_creature_type(
    line: str, card_type: str, word: str
) -> None:
    assert line_errors(line, card_type) == [("E001", line.index(word) + 1)]


@pytest.mark.parametrize(
    ("line", "retired"),
    [("Destroy target Naga.", "Naga"), ("Nagas get +1/+1 until end of turn.", "Naga")],
)
def test_the_error_at_a_retired_type_in_rules_text_says_why_and_suggests_no_near_spelling(
    line: str, retired: str
) -> None:
    """Not "did you mean 'Saga'?": the word is a creature type the CR no longer lists."""
    (error,) = [d for d in karlov.check(card_text(line, "Instant")) if d.is_error]
    assert error.fix is None
    assert error.help == (
        f"'{retired}' is a creature type older Oracle text printed; CR 205.3m no longer lists"
        " it, so rules text can't name it (a type line keeps it, with W123)"
    )


def test_the_tool_finds_retired_types_only_among_creature_and_kindred_subtypes(
    tmp_path: Path,
) -> None:
    """A word counts as retired only on a creature's or kindred card's type line (CR 205.3m)
    and only when no list of CR 205.3g-m has it: an artifact creature's Equipment is an
    artifact type (CR 205.3g), a land creature's Forest a land type (CR 205.3i)."""
    cards = [
        {"types": ["Creature"], "subtypes": ["Viashino", "Warrior"]},
        {"types": ["Artifact", "Creature"], "subtypes": ["Equipment", "Golem"]},
        {"types": ["Land", "Creature"], "subtypes": ["Forest", "Dryad"]},
        {"types": ["Tribal", "Instant"], "subtypes": ["Naga"]},
        {"types": ["Enchantment"], "subtypes": ["Gizmo"]},
    ]
    pool = tmp_path / "pool.json.xz"
    with lzma.open(pool, "wt", encoding="utf-8") as handle:
        json.dump({"data": {"cards": cards}}, handle)
    lists = {
        "205.3g": ["Equipment"],
        "205.3i": ["Forest"],
        "205.3m": ["Dryad", "Golem", "Warrior"],
    }
    assert _tool().retired_creature_types(pool, lists) == ["Naga", "Viashino"]  # type: ignore[attr-defined]


def test_the_shipped_subtypes_are_what_the_tool_makes_from_the_cr_and_the_pool_in_the_repo() -> (
    None
):
    tool = _tool()
    rules = (ROOT / "tools" / "data" / "MagicCompRules-20260417.txt").read_text("utf-8")
    lists = tool.subtype_lists(rules)  # type: ignore[attr-defined]
    retired = tool.retired_creature_types(tool.POOL, lists)  # type: ignore[attr-defined]
    assert retired == list(subtypes.RETIRED_CREATURE_TYPES)
    assert {"Viashino", "Naga", "Cephalid"} <= set(retired)
    assert not set(retired) & set(subtypes.CREATURE_TYPES)
    shipped = (ROOT / "karlov" / "subtypes.py").read_text("utf-8")
    assert shipped == tool.module_text(lists, retired)  # type: ignore[attr-defined]


def test_the_near_misses_places_read_a_current_creature_type() -> None:
    """The rules-text near misses fail at the retired word, not at their shape."""
    assert line_errors("Other Goblin creatures you control get +1/+1.", "Creature — Goblin") == []
    assert line_errors("Destroy target Wizard.", "Instant") == []
    assert line_errors("Target creature becomes a Frog until end of turn.", "Instant") == []


@pytest.mark.parametrize("type_line", ["Creature — Viashina Warrior", "Creature — human"])
def test_an_error_never_suggests_writing_a_retired_creature_type(type_line: str) -> None:
    """The retired words are read to warn about them, not offered: neither the expected words
    nor a did-you-mean names one."""
    (error,) = [d for d in karlov.check(_card(type_line)) if d.is_error]
    advice = f"{error.message} {error.help or ''} {error.fix or ''}"
    assert not any(word in advice for word in subtypes.RETIRED_CREATURE_TYPES)
    assert "creature type" in error.message
