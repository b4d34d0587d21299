# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 51 (coordination with "or"): the payments of "unless" joined by "or" ("unless target
opponent sacrifices a creature or pays 3 life", "unless that player pays {1} or 1 life", CR
118.12a, 608.2d: the payer pays one of them, of their choice, or none); two changes of power
and toughness joined by "or" ("gets +1/-1 or -1/+1", CR 608.2d: read, refused until the IR
has a choice between effects); two keywords after "without" ("Creatures without flying or
islandwalk", CR 702: neither); "target permanent or suspended card" (CR 702.62b: read,
refused); a subtype's card of another card type after "or" ("target Dragon creature card or
Ugin planeswalker card", CR 115.1). A wording that is not Oracle's fails at its word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import (
    assert_refused_at,
    card_errors,
    card_text,
    cards_lines_text,
    compiled_abilities,
    errors_and_refusals,
    ir_nodes_of,
    word_column,
)

CREATURE = "Creature — Demon"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Indulgent Tormentor, Remorseless Punishment, Torment of Scarabs, Lim-Dûl's Hex (CR 118.12a)
    ("At the beginning of your upkeep, draw a card unless target opponent sacrifices a creature or pays 3 life.", CREATURE, None),
    ("Target opponent loses 5 life unless that player discards two cards or sacrifices a creature or planeswalker.", "Sorcery", None),
    ("Target opponent loses 3 life unless they sacrifice a nonland permanent or discard a card.", "Sorcery", None),
    ("Target opponent loses 1 life unless they pay {B} or {3}.", "Sorcery", None),
    ("Target opponent loses 1 life unless that player pays {1} or 1 life.", "Sorcery", None),
    # "that player" of each opponent in turn is not read yet (Nicol Bolas, the Deceiver)
    ("Each opponent loses 3 life unless that player sacrifices a nonland permanent or discards a card.", "Sorcery", "that player sacrifices"),
    # Endling, Liliana of the Dark Realms, Shaper Parasite (CR 608.2d): no choice between
    # effects in the IR yet
    ("{1}: Test Card gets +1/-1 or -1/+1 until end of turn.", CREATURE, "gets"),
    ("Target creature gets +X/+X or -X/-X until end of turn, where X is the number of Swamps you control.", "Sorcery", "gets"),
    # Stormtide Leviathan, Spirit of the Night-style reach (CR 702.9, 702.14, 702.17)
    ("Creatures without flying or islandwalk can't attack.", "Enchantment", None),
    # "target permanent or suspended card" (Rift Elemental, Timecrafting, Jhoira's Timebug)
    ("Return target nonland permanent or suspended card to its owner's hand.", "Instant", "suspended"),
    ("Return target permanent you control or suspended card you own to its owner's hand.", "Instant", "suspended"),
    # Thrull Wizard (CR 118.12a: the controller of the targeted spell pays)
    ("{1}{B}: Counter target black spell unless that spell's controller pays {B} or {3}.", "Creature — Thrull Wizard", None),
    # Haven of the Spirit Dragon (CR 115.1, 205.3)
    ("{2}, {T}, Sacrifice Test Card: Return target Dragon creature card or Ugin planeswalker card from your graveyard to your hand.", "Artifact", None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_erosion_plays_on_the_enchanted_lands_controller() -> None:
    lines = [
        "Enchant land",
        "At the beginning of the upkeep of enchanted land's controller, destroy that land unless that player pays {1} or 1 life.",
    ]
    assert errors_and_refusals(lines, "Enchantment — Aura") == []


#: (line, card type, the error code, the words it stands at)
NEAR_MISSES = [
    # the verb after "or" agrees with the payer (CR 118.12a; Oracle's own agreement)
    ("Target opponent loses 3 life unless they sacrifice a nonland permanent or discards a card.", "Sorcery", "E019", "discards"),
    ("Target opponent loses 3 life unless that player sacrifices a creature or discard a card.", "Sorcery", "E019", "discard a card"),
    ("Target opponent loses 3 life unless that player pays {1} or pay 1 life.", "Sorcery", "E019", "pay 1"),
    ("Target opponent loses 3 life unless you discard a card or sacrifices a creature.", "Sorcery", "E019", "sacrifices"),
    ("Target opponent loses 3 life unless they pay {1} or pays 1 life.", "Sorcery", "E019", "pays 1"),
    # "they" takes "pay", also before a payment alone
    ("Target opponent loses 3 life unless they sacrifices a creature.", "Sorcery", "E019", "sacrifices"),
    # "or" with nothing after it, or two changes with no "or"
    ("Target opponent loses 3 life unless that player pays {1} or.", "Sorcery", "E001", "."),
    ("Target creature gets +1/-1 or until end of turn.", "Instant", "E001", "or"),
    ("Target creature gets +1/-1 -1/+1 until end of turn.", "Instant", "E001", "-1/+1"),
    # two keywords after "without" need "or" between them
    ("Creatures without flying islandwalk can't attack.", "Enchantment", "E001", "islandwalk"),
    ("Creatures without flying or can't attack.", "Enchantment", "E001", "or"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, code: str, word: str
) -> None:
    column = len(line) if word == "." else word_column(line, word)
    assert card_errors(line, card_type) == [(code, column)]


def test_mana_with_no_verb_of_paying_is_meaningless() -> None:
    """ "unless that player sacrifices a creature or {3}": mana after a payment that is not
    paid with "pay" says nothing (C002 at the mana)."""
    line = "Target opponent loses 1 life unless that player sacrifices a creature or {3}."
    assert card_errors(line, "Sorcery") == [("C002", word_column(line, "{3}"))]


def test_the_payments_are_one_cost_of_choices() -> None:
    (ability,) = compiled_abilities(
        "At the beginning of your upkeep, draw a card unless target opponent sacrifices a "
        "creature or pays 3 life.",
        CREATURE,
    )
    (unless,) = ir_nodes_of(ability, ir.UnlessPays)
    assert unless.players.who == "target"
    first, second = unless.cost.one_of
    assert [s.filter.types[0].any_of for s in first.sacrifices] == [("creature",)]
    assert first.sacrifices[0].count == 1 and first.pay_life == 0
    assert second.pay_life == 3 and not second.sacrifices
    assert unless.cost == ir.Cost(one_of=unless.cost.one_of, span=unless.cost.span)


def test_mana_or_mana_and_mana_or_life_are_paid_with_one_verb() -> None:
    (ability,) = compiled_abilities("Target opponent loses 1 life unless they pay {B} or {3}.")
    (unless,) = ir_nodes_of(ability, ir.UnlessPays)
    assert [c.mana for c in unless.cost.one_of] == ["{B}", "{3}"]
    (ability,) = compiled_abilities(
        "Target opponent loses 1 life unless that player pays {1} or 1 life."
    )
    (unless,) = ir_nodes_of(ability, ir.UnlessPays)
    assert [(c.mana, c.pay_life) for c in unless.cost.one_of] == [("{1}", 0), (None, 1)]


def test_discards_or_sacrifices_keeps_each_payment() -> None:
    (ability,) = compiled_abilities(
        "Target opponent loses 5 life unless that player discards two cards or sacrifices a "
        "creature or planeswalker."
    )
    (unless,) = ir_nodes_of(ability, ir.UnlessPays)
    discard, sacrifice = unless.cost.one_of
    assert discard.discard == 2 and not discard.sacrifices
    (sacrificed,) = sacrifice.sacrifices
    assert sacrificed.filter.types[0].any_of == ("creature", "planeswalker")


def test_without_flying_or_islandwalk_is_neither_keyword() -> None:
    (ability,) = compiled_abilities(
        "Creatures without flying or islandwalk can't attack.", "Enchantment"
    )
    (described,) = [f for f in ir_nodes_of(ability, ir.ObjectFilter) if f.excluded_keywords]
    assert described.excluded_keywords == ("flying", "islandwalk")


def test_the_refusals_name_what_is_missing() -> None:
    def messages(line: str, card_type: str = "Sorcery") -> list[str]:
        found = karlov.check(card_text(line, card_type))
        return [d.message for d in found if d.code == "C001"]

    assert messages("Target creature gets +1/-1 or -1/+1 until end of turn.", "Instant") == [
        "the rules runtime cannot execute this yet: a choice between two changes of power and "
        "toughness (CR 608.2d)"
    ]
    assert messages("Return target nonland permanent or suspended card to its owner's hand.") == [
        "the rules runtime cannot execute this yet: 'suspended' in a description (CR 702.62b)"
    ]


def test_a_multi_line_card_is_checked_whole() -> None:
    text = cards_lines_text(
        ["Flying", READ[0][0]],
        CREATURE,
    )
    assert [d.code for d in karlov.check(text) if d.is_error or d.code == "C001"] == []


def test_explain_says_the_payer_chooses_one_as_it_resolves() -> None:
    from karlov.explain import explain_compiled

    from .families import card_text as one_line_card

    (card,) = karlov.parse(
        one_line_card("Target opponent loses 1 life unless they pay {B} or {3}.", "Sorcery")
    )
    said = explain_compiled([(card, karlov.compile_card(card))])
    assert "may pay {B} or pay {3} (one of them, of their choice, CR 608.2d)" in said
    assert "CR 601.2b" not in said  # not an additional cost announced as the spell is cast
