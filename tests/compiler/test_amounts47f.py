"""Amounts of session 47 (CR 107.1, 107.3, 608.2c): what an instruction did counted ("for each
card drawn this way", "for each spell countered this way", "for each Plains returned this
way", "for each 1 damage prevented this way", "for each 1 life lost this way", "the number of
charge counters removed this way"), "half ..., rounded down" (CR 107.1a), "the number of card
types among ..." (CR 205.2a), "the total number of ...", "the greatest number of ...", "with
power and toughness each equal to ..." (CR 613.4b), "its power plus its toughness", and
chroma's "the number of red mana symbols in the mana costs of permanents you control" (CR
202.1, 700.5). Each parses into typed nodes; what plays is lowered (chroma as devotion, the
Lhurgoyf's power and toughness one more than it), the rest is C001 at its words. Near-miss
wordings are E001 at their word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .lowering import abilities_of

_NO = "the rules runtime cannot execute this yet: "


def _text(line: str, card_type: str = "Sorcery", cost: str = "{1}") -> str:
    text = f"Test Card {cost}\n{card_type}\n{line}\n"
    return text + "1/1\n" if card_type.startswith("Creature") else text


def _errors(line: str, card_type: str = "Sorcery") -> list[tuple[str, str]]:
    """(code, the word it stands at) of each error or C001 of the line."""
    found = karlov.check(_text(line, card_type))
    out = []
    for d in found:
        if d.is_error or d.code == "C001":
            at = line[d.span.column - 1 :].split(" ")[0] if d.span.line == 3 else ""
            out.append((d.code, at))
    return out


CREATURE = "Creature — Elemental"

#: Lines that parse: each is C001 at the word given (the start of what can't be played yet).
REFUSED = [
    (
        "Draw two cards, then discard a card for each card drawn this way.",
        "drawn",
    ),
    ("Counter target spell. Draw a card for each spell countered this way.", "countered"),
    (
        "Remove all counters from target permanent. For each counter removed this way, you gain "
        "1 life.",
        "For",
    ),
    ("Each player loses 1 life. You gain 1 life for each 1 life lost this way.", "for"),
    (
        "Return any number of Swamps you control to their owner's hand. Target player discards "
        "a card for each Swamp returned this way.",
        "Return",
    ),
    (
        "Draw X cards, then discard X cards. Create a 1/1 white Spirit creature token with "
        "flying for each card type among cards discarded this way.",
        "for",
    ),
    ("Draw X cards, where X is the number of card types among cards in your graveyard.", "the"),
    # half an amount plays (CR 107.1a, session 54's Scaled); the life total of each player
    # dealt damage is what stays refused, at its words
    (
        "Test Card deals damage to each player equal to half that player's life total, "
        "rounded down.",
        "that",
    ),
    ("Target player sacrifices half the permanents they control, rounded down.", "half"),
    (
        "Target noncreature artifact becomes an artifact creature with power and toughness "
        "each equal to its mana value until end of turn.",
        "its",
    ),
]


@pytest.mark.parametrize(("line", "word"), REFUSED)
def test_parses_and_is_refused_at_its_words(line: str, word: str) -> None:
    found = _errors(line)
    assert found, line
    assert all(code == "C001" for code, _ in found), found
    assert word in [at for _, at in found], found


REFUSED += [
    ("Draw a card for each different power among creatures you control.", "for"),
    (
        "Each player discards their hand, then draws cards equal to the greatest number of "
        "cards a player discarded this way.",
        "the",
    ),
    (
        "Create a number of 1/1 black Vampire Knight creature tokens with lifelink equal to "
        "the highest life total among all players.",
        "the",
    ),
    (
        "Target player reveals a number of cards from their hand equal to the number of "
        "Swamps you control.",
        "reveals",
    ),
]


#: Near-miss wordings: E001 at the word given.
WRONG = [
    # "each" is Oracle's ("with power and toughness each equal to")
    (
        "Target artifact becomes an artifact creature with power and toughness equal to its "
        "mana value until end of turn.",
        "power",
    ),
    # the plural is "card types among", the singular "for each card type among"
    ("Draw X cards, where X is the number of card type among cards in your graveyard.", "type"),
    # "mana symbols" after "the number of", "mana symbol" after "for each"
    (
        "Test Card deals damage to any target equal to the number of red mana symbol in the "
        "mana costs of permanents you control.",
        "symbol",
    ),
    (
        "Create a 0/1 white Goat creature token for each white mana symbols in the mana costs "
        "of permanents you control.",
        "symbols",
    ),
    # "different powers among" after "the number of", "different power among" after "for each"
    ("Draw a card for each different powers among creatures you control.", "powers"),
    # "the highest life total among" your opponents or all players
    (
        "Create a number of 1/1 black Vampire Knight creature tokens with lifelink equal to "
        "the highest life total among players.",
        "players.",
    ),
    # rounding is "up" or "down"
    (
        "Test Card deals damage to each player equal to half that player's life total, rounded.",
        "rounded.",
    ),
]


@pytest.mark.parametrize(("line", "word"), WRONG)
def test_near_miss_is_an_error_at_its_word(line: str, word: str) -> None:
    found = _errors(line)
    assert found and found[0][0] == "E001", found
    assert found[0][1] == word, found


def test_chroma_count_is_devotion_to_that_color() -> None:
    (trigger,) = abilities_of(
        "Outrage Shaman {3}{R}{R}\nCreature — Goblin Shaman\nChroma — When Outrage Shaman "
        "enters, it deals damage to target creature equal to the number of red mana symbols "
        "in the mana costs of permanents you control.\n2/2\n"
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    damage = trigger.effect
    assert isinstance(damage, ir.Action) and isinstance(damage.amount, ir.Devotion)
    assert damage.amount.colors == ("R",)
    assert damage.amount.who.who == "you"


def test_chroma_of_another_objects_costs_is_refused() -> None:
    found = _errors(
        "Chroma — Test Card's power and toughness are each equal to the number of black mana "
        "symbols in the mana costs of cards in your graveyard.",
        CREATURE,
    )
    assert [code for code, _ in found] == ["C001"]


def test_power_and_toughness_one_more_than_the_count() -> None:
    (static,) = abilities_of(
        "Lhurgoyf {2}{G}{G}\nCreature — Lhurgoyf\nLhurgoyf's power is equal to the number of "
        "creature cards in all graveyards and its toughness is equal to that number plus 1.\n"
        "*/1+*\n"
    )
    assert isinstance(static, ir.StaticAbility)
    (effect,) = static.effects
    assert isinstance(effect.define_power, ir.NumberOf)
    assert isinstance(effect.define_toughness, ir.Sum)
    one, count = effect.define_toughness.terms
    assert one == ir.Fixed(1, span=one.span)
    assert count == effect.define_power


def test_power_plus_toughness_is_a_sum_of_one_objects_values() -> None:
    (spell,) = abilities_of(
        "Predator's Rapport {2}{G}\nInstant\nChoose target creature you control. You gain "
        "life equal to that creature's power plus its toughness.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    (gain,) = [step for step in spell.effect.steps if isinstance(step, ir.Action)][-1:]
    assert isinstance(gain.amount, ir.Sum)
    power, toughness = gain.amount.terms
    assert isinstance(power, (ir.PowerOf, ir.ValueOf))
    assert isinstance(toughness, ir.ValueOf) and toughness.characteristic == "toughness"
    assert toughness.of == power.of
