"""Session 48 (costs and mana): energy paid first among a cost's parts (CR 107.14, 118.3),
half a life total paid (CR 119.4, 107.1a), a choice of two costs (CR 118.3), costs reduced by
up to an amount and the first spell of a kind each turn (CR 601.2f), "pay {1} and 1 life" and
"pay any amount of life" (CR 117.3, 119.4), "unless you discard a creature card" (CR 118.12a,
701.9a), the spending restrictions of mana and what its spending does (CR 106.6), "This effect
reduces only the amount of colored mana you pay." (CR 601.2f, 118.7b) and "If this ability has
been activated four or more times this turn" (CR 602.1): each read where it plays, refused
(C001 at its span) where the runtime can't play what it says, and an error (E001 at its word)
where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov

from .families import card_errors, card_text, refusals

ELF = "Creature — Elf"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # energy paid first among a cost's parts (CR 107.14, 118.3)
    ("Pay {E}{E}, Sacrifice this enchantment: Each opponent loses 3 life.", "Enchantment", None),
    ("Pay {E}{E}{E}, {T}: Draw a card.", "Artifact", None),
    ("{T}, Pay {E}: Tap target creature.", "Artifact", None),
    # half a life total (CR 119.4, 107.1a), a choice of two costs (CR 118.3)
    ("Pay half your life, rounded up: Draw a card.", "Enchantment", 1),
    ("{B}{B}, Pay half your life, rounded up: Destroy target nonblack creature.", "Enchantment", 9),
    ("Pay 2 life or {2}: Draw a card.", "Enchantment", 1),
    (
        "When you cast this spell, any player may pay half their life, rounded up. If a player "
        "does, counter this spell.",
        "Instant",
        42,
    ),
    # reductions by up to an amount (CR 601.2f: the player chooses how much)
    ("Spells you cast cost up to {1} less to cast.", "Artifact", 17),
    ("Instant and enchantment spells you cast cost up to {2} less to cast.", "Artifact", 41),
    (
        "Activated abilities of creatures you control cost up to {2} less to activate.",
        "Artifact",
        1,
    ),
    (
        "Activated abilities of creatures you control cost up to {2} less to activate. This "
        "effect can't reduce the mana in that cost to less than one mana.",
        "Enchantment",
        1,
    ),
    # the first spell of a kind each turn, what "for each" counts this turn (CR 601.2f)
    ("The first creature spell you cast each turn costs {2} less to cast.", ELF, 1),
    ("This spell costs {1} less to cast for each 1 life you gained this turn.", ELF, 35),
    ("This spell costs {1} less to cast for each creature spell you've cast this turn.", ELF, 35),
    # colored mana reduced (CR 118.7b)
    (
        "Cleric spells you cast cost {W}{B} less to cast. This effect reduces only the amount "
        "of colored mana you pay.",
        ELF,
        24,
    ),
    (
        "Spells you cast cost {1} less to cast. This effect reduces only the amount of colored "
        "mana you pay.",
        "Artifact",
        40,
    ),
    # paying together, or any amount (CR 117.3, 119.4, 107.14)
    (
        "Whenever another Elf you control dies, you may pay {1} and 1 life. If you do, draw "
        "a card.",
        ELF,
        48,
    ),
    ("Cumulative upkeep—Pay {B} and 1 life.", "Enchantment", 19),
    ("As this artifact enters, pay any amount of life.", "Artifact", 1),
    (
        "Choose target creature. You get {E}{E}{E}, then you may pay any amount of {E}.",
        "Sorcery",
        57,
    ),
    # "unless you discard a creature card" (CR 118.12a, 701.9a)
    ("When this creature enters, sacrifice it unless you discard a land card.", ELF, None),
    ("When this creature enters, exile it unless you discard a creature card.", ELF, None),
    (
        "Draw three cards. Then discard two cards unless you discard an instant or sorcery card.",
        "Sorcery",
        None,
    ),
    # milling as a cost (CR 701.17a, 118.3), mana of the amount of an earlier event (CR 608.2c)
    ("{2}{B}{G}, Mill four cards: You gain 4 life.", "Artifact", 12),
    (
        "{B}, Pay 1 life, Mill a card, Discard a card, Sacrifice this artifact: Destroy target "
        "creature.",
        "Artifact",
        18,
    ),
    ("Whenever this creature deals combat damage to a player, add that much {G}.", ELF, 57),
    # spending restrictions and what the mana's spending does (CR 106.6)
    ("{T}: Add {U} or {C}{U}. Spend this mana only to pay cumulative upkeep costs.", "Land", 25),
    ("{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.", "Artifact", 24),
    ("Spend only mana produced by basic lands to cast this spell.", ELF, 1),
    (
        "{T}, Pay 2 life: Add {C}. If that mana is spent on an instant or sorcery spell, that "
        "spell can't be countered.",
        "Artifact",
        27,
    ),
    (
        "{T}: Add {C}{C}. If that mana is spent on a creature spell, it gains haste until end "
        "of turn.",
        "Artifact",
        18,
    ),
    # activations of this ability this turn (CR 602.1): plays since session 51
    # (tests/compiler/test_activations51.py)
    (
        "{R}: This creature gets +1/+0 until end of turn. If this ability has been activated "
        "four or more times this turn, sacrifice this creature at the beginning of the next end "
        "step.",
        ELF,
        None,
    ),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Spells you cast cost up to {1} less.", "Artifact", "."),
    ("Spells you cast cost up to {1} less for each artifact you control.", "Artifact", "for"),
    ("{T}: Add {C}. Spend this mana only cast creature spells.", "Land", "cast"),
    ("Pay half your life rounded up: Draw a card.", "Enchantment", "rounded"),
    ("Pay half of your life, rounded up: Draw a card.", "Enchantment", "of"),
    ("Pay 2 life or 2: Draw a card.", "Enchantment", "2:"),
    ("Whenever another Elf you control dies, you may pay {1} plus 1 life.", ELF, "plus"),
    ("Spend only mana produced by basic lands to cast this creature.", ELF, "creature."),
    (
        "Cleric spells you cast cost {W}{B} less to cast. This effect reduces only colored mana "
        "you pay.",
        ELF,
        "colored",
    ),
    ("The first creature spell you cast each turn costs {2} less.", ELF, "."),
    # "discard the" may go on to a zone ("unless they discard their hand", session 50): the
    # error is at the word no zone starts with
    ("When this creature enters, sacrifice it unless you discard the land card.", ELF, "land"),
    (
        "{T}: Add {C}{C}. If that mana is spent for a creature spell, it gains haste.",
        "Artifact",
        "mana",
    ),
    (
        "{R}: This creature gets +1/+0 until end of turn. If this ability was activated four or "
        "more times this turn, sacrifice this creature at the beginning of the next end step.",
        ELF,
        "was",
    ),
    ("As this artifact enters, pay any number of life.", "Artifact", "number"),
    ("{2}, Mill the top card: Draw a card.", "Artifact", "the"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    # the final "." stands right after its word; any other word after a space
    column = line.rindex(".") + 1 if word == "." else f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


def test_energy_then_a_sacrifice_without_a_colon_is_no_cost() -> None:
    """ "Pay {E}{E}, Sacrifice this enchantment" with no colon is no activated ability (CR
    602.1): the energy payment is not read as a cost part, and the instructions of a
    permanent's text outside an ability are an error."""
    line = "Pay {E}{E}, Sacrifice this enchantment. Each opponent loses 3 life."
    found = karlov.check(card_text(line, "Enchantment"), require_playable=False)
    assert [d.code for d in found if d.is_error] == ["C002"]


def test_a_trigger_on_discarding_a_kind_of_card_keeps_its_verb() -> None:
    """ "Whenever an opponent discards a creature card" is a trigger's event (CR 701.9a), not
    the cost of "unless you discard a creature card" (CR 118.12a)."""
    line = "Whenever an opponent discards a creature card, you gain 1 life."
    assert card_errors(line, "Enchantment") == []
