"""Session 40 (casting permissions): casting cards as an effect resolves without paying their
mana costs (CR 608.2g, 118.9), "You may play an additional land this turn" (CR 305.2), "You
may play / cast that card for as long as it remains exiled" (CR 400.7), "[player] can't play
lands" (CR 101.2), "cast ~ from exile" (CR 601.3) and "Spend this mana only to activate
abilities ..." (CR 106.6), each read where it plays, refused (C001 at its span) where the
runtime can't play what it says, and an error (E001 at its word) where the wording is not
Oracle's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # cast as the effect resolves, paying no mana cost (CR 608.2g, 118.9)
    (
        "You may cast a spell with mana value 3 or less from your hand without paying its "
        "mana cost.",
        "Sorcery",
        None,
    ),
    (
        "You may cast an instant or sorcery spell from your hand without paying its mana cost.",
        "Sorcery",
        None,
    ),
    ("You may cast a creature spell from your hand without paying its mana cost.", "Sorcery", None),
    (
        "You may cast an instant card from your graveyard without paying its mana cost.",
        "Sorcery",
        None,
    ),
    # "up to two" is not read yet as a number of cards cast
    (
        "You may cast up to two instant cards from your graveyard without paying their mana costs.",
        "Sorcery",
        14,
    ),
    (
        "Look at the top three cards of your library. You may cast a spell from among them "
        "without paying its mana cost.",
        "Sorcery",
        None,
    ),
    # a target card in a graveyard (CR 115.1)
    (
        "You may cast target instant or sorcery card from an opponent's graveyard without "
        "paying its mana cost.",
        "Instant",
        None,
    ),
    (
        "You may cast target instant card from your graveyard without paying its mana cost.",
        "Sorcery",
        None,
    ),
    (
        "You may cast up to two target instant cards from your graveyard without paying their "
        "mana costs.",
        "Sorcery",
        14,
    ),
    # another player's hand, any number, a quality shared with another object, a permanent
    (
        "You may cast a spell from target opponent's hand without paying its mana cost.",
        "Sorcery",
        27,
    ),
    (
        "You may cast any number of instant cards from your graveyard without paying their "
        "mana costs.",
        "Sorcery",
        14,
    ),
    (
        "Counter target spell. You may cast a spell that shares a card type with it from your "
        "hand without paying its mana cost.",
        "Instant",
        38,  # the cast description (session 40: the shared quality itself is read)
    ),
    (
        "Target opponent may cast a spell from their hand without paying its mana cost.",
        "Sorcery",
        39,
    ),
    # an alternative cost of nothing (CR 118.9), under a condition (CR 601.2b)
    (
        "If you control a Swamp, you may cast this spell without paying its mana cost.",
        "Instant",
        None,
    ),
    ("You may cast this spell without paying its mana cost.", "Sorcery", None),
    # another player's alternative cost
    ("Target opponent may cast this spell without paying its mana cost.", "Instant", 21),
    # as though they had flash (CR 702.8a, 601.3b)
    ("{G}{U}, {T}: You may cast spells this turn as though they had flash.", "Land", None),
    ("You may cast Spirit spells as though they had flash.", "Enchantment", None),
    ("You may cast green creature spells as though they had flash.", CREATURE, None),
    ("You may cast spells you control as though they had flash.", "Enchantment", 14),
    # the card or cards exiled before, this turn (CR 305.1, 601.2, 611.2a)
    (
        "{1}{U}{U}: Exile the top card of your library. Until end of turn, you may play that card.",
        "Enchantment",
        None,
    ),
    (
        "{T}: Look at the top six cards of your library. You may cast a spell from among them "
        "without paying its mana cost. Put the rest on the bottom of your library in a random "
        "order.",
        "Artifact",
        None,
    ),
    (
        "When Test Card enters, you may cast target instant card from your graveyard without "
        "paying its mana cost.",
        CREATURE,
        None,
    ),
    (
        "Exile the top two cards of your library. Until the end of your next turn, you may play "
        "those cards.",
        "Sorcery",
        None,
    ),
    # "those cards" after one card exiled: named before it as one
    (
        "Exile the top card of your library. Until end of turn, you may play those cards.",
        "Sorcery",
        64,
    ),
    # the top card of a library revealed (CR 401.5)
    ("Play with the top card of your library revealed.", CREATURE, None),
    ("Players play with the top card of their libraries revealed.", "Enchantment", None),
    ("Your opponents play with the top card of their libraries revealed.", "Enchantment", 16),
    # "another spell" as the card begins to be cast (CR 601.3): any spell cast before it;
    # said by a permanent's triggered ability, the spell it was is a new object (CR 400.7)
    ("Cast this spell only if you've cast another spell this turn.", CREATURE, None),
    (
        "When Test Card enters, draw a card if you've cast another blue spell this turn.",
        CREATURE,
        39,
    ),
    # an additional land this turn (CR 305.2)
    ("You may play an additional land this turn.", "Sorcery", None),
    ("Draw a card. You may play an additional land this turn.", "Sorcery", None),
    # restrictions on playing lands (CR 305.1, 101.2)
    ("Target player can't play lands this turn.", "Instant", None),
    ("You can't play lands.", "Enchantment", None),
    ("Players can't play lands.", "Enchantment", None),
    ("Your opponents can't play lands.", "Enchantment", 16),
    ("Target player can't play lands.", "Instant", 15),
    # activated abilities that can't be activated (CR 602.5, 109.2)
    ("Activated abilities of artifacts can't be activated.", "Artifact", None),
    (
        "Activated abilities of creatures your opponents control can't be activated.",
        "Artifact",
        None,
    ),
    # permissions while exiled (CR 400.7)
    (
        "Exile target nonland permanent. You may cast that card for as long as it remains exiled.",
        "Sorcery",
        None,
    ),
    (
        "Exile target nonland permanent. You may play that card for as long as it remains exiled.",
        "Sorcery",
        None,
    ),
    # a printed permission working from exile (CR 601.3): the runtime's static abilities
    # work on the battlefield
    ("You may cast this creature from exile.", CREATURE, 9),
    # spending restrictions (CR 106.6)
    ("{T}: Add {C}{C}. Spend this mana only to activate abilities of artifacts.", "Artifact", None),
    ("{T}: Add {C}{C}. Spend this mana only to activate abilities.", "Artifact", 18),
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
    (
        "You may cast a spell with mana value 3 or less from your hand without paying it's "
        "mana cost.",
        "Sorcery",
        "without",
    ),
    (
        "You may cast a spell with mana value 3 or less from your hand without paying its cost.",
        "Sorcery",
        "without",
    ),
    ("You may cast a spell from hand without paying its mana cost.", "Sorcery", "hand"),
    ("You may play an additional land this round.", "Sorcery", "this"),
    ("Target player can't play land this turn.", "Instant", "land"),
    ("You may cast spells as though they have flash.", "Enchantment", "as"),
    ("Play with the top card of your library revealing.", CREATURE, "revealing."),
    (
        "Exile the top two cards of your library. Until the end of your next turns, you may "
        "play those cards.",
        "Sorcery",
        "turns,",
    ),
    ("Activated abilities of artifacts can't be activate.", "Artifact", "activate."),
    (
        "{B}: Draw a card. Activate only during your upkeep and if you control a Swamp.",
        CREATURE,
        "if",
    ),
    ("You may play an additional land next turn.", "Sorcery", "next"),
    ("You may cast that card for as long as it remain exiled.", "Sorcery", "remain"),
    ("{T}: Add {C}. Spend this mana only to activate ability.", "Artifact", "ability."),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


def _effects(line: str, card_type: str = "Sorcery", text: str = "") -> list[ir.Effect]:
    (card,) = karlov.parse(text or card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.SpellAbility)
    effect = ability.effect
    steps = effect.steps if isinstance(effect, ir.Sequence) else (effect,)
    return list(steps)


def _cast(line: str, text: str = "") -> ir.Action:
    (may,) = _effects(line, text=text)
    assert isinstance(may, ir.MayDo)
    action = may.effect
    assert isinstance(action, ir.Action) and action.verb is ir.Verb.CAST_WITHOUT_PAYING
    return action


@given(st.integers(min_value=0, max_value=16))
def test_the_mana_value_is_the_number_written(n: int) -> None:
    """ "a spell with mana value N or less from your hand": one card, of your hand, whose mana
    value is at most N (CR 202.3), never more."""
    action = _cast(
        f"You may cast a spell with mana value {n} or less from your hand without paying its "
        "mana cost."
    )
    assert action.count == ir.Count(ir.Relation.EXACTLY, 1)
    assert isinstance(action.objects, ir.AllObjects)
    filt = action.objects.filter
    assert filt.zone is ir.ZoneName.HAND and filt.zone_owner is ir.Whose.YOU
    assert filt.mana_value_at_most == n and filt.tokens is False


def test_x_is_the_value_chosen_for_x() -> None:
    """Electrodominance: "mana value X or less" reads X of the spell (CR 107.3)."""
    line = (
        "You may cast a spell with mana value X or less from your hand without paying its mana "
        "cost."
    )
    action = _cast(line, f"Test Card {{X}}{{R}}\nSorcery\n{line}\n")
    assert isinstance(action.objects, ir.AllObjects)
    assert action.objects.filter.x_bounds == ("mana_value_at_most",)


def test_an_instant_card_from_your_graveyard() -> None:
    action = _cast("You may cast an instant card from your graveyard without paying its mana cost.")
    assert action.count == ir.Count(ir.Relation.EXACTLY, 1)
    assert isinstance(action.objects, ir.AllObjects)
    assert action.objects.filter.zone is ir.ZoneName.GRAVEYARD


def test_from_among_them_is_the_cards_looked_at() -> None:
    look, may = _effects(
        "Look at the top three cards of your library. You may cast a spell from among them "
        "without paying its mana cost."
    )
    assert isinstance(look, ir.Action) and look.remember
    assert isinstance(may, ir.MayDo) and isinstance(may.effect, ir.Action)
    objects = may.effect.objects
    assert isinstance(objects, ir.AllObjects)
    assert objects.filter.among == look.remember
    assert objects.filter.zone is ir.ZoneName.LIBRARY


def test_the_additional_land_is_this_turns() -> None:
    (may,) = _effects("You may play an additional land this turn.")
    assert isinstance(may, ir.MayDo)
    assert isinstance(may.effect, ir.Action)
    assert may.effect.verb is ir.Verb.EXTRA_LAND_THIS_TURN
    assert may.effect.players is not None and may.effect.players.who == "you"


@pytest.mark.parametrize(
    ("verb", "expected"),
    [("cast", ir.Verb.ALLOW_CAST_WHILE_EXILED), ("play", ir.Verb.ALLOW_PLAY_WHILE_EXILED)],
)
def test_cast_is_not_play_while_exiled(verb: str, expected: ir.Verb) -> None:
    """ "cast" never lets a land be played (CR 305.9); "play" does (CR 305.1)."""
    _exile, may = _effects(
        f"Exile target nonland permanent. You may {verb} that card for as long as it remains "
        "exiled."
    )
    assert isinstance(may, ir.MayDo) and isinstance(may.effect, ir.Action)
    assert may.effect.verb is expected
    assert isinstance(may.effect.objects, ir.Mentioned)


def test_the_abilities_that_cant_be_activated_are_of_the_permanents_described() -> None:
    """Null Rod: a restriction on artifacts on the battlefield (CR 109.2), mana abilities
    included (CR 605.1a), never on the source alone."""
    (card,) = karlov.parse(
        card_text("Activated abilities of artifacts can't be activated.", "Artifact")
    )
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.StaticAbility)
    (restriction,) = ability.restrictions
    assert restriction.kind == "cant_activate"
    assert restriction.affected.filter is not None
    assert restriction.affected.filter.zone is ir.ZoneName.BATTLEFIELD
    assert "artifact" in restriction.affected.filter.nouns


def test_a_window_and_a_condition_both_hold() -> None:
    """ "Activate only during your upkeep and only if you control a Swamp." (CR 602.5b): one
    condition of both, the window first."""
    line = "{B}: Draw a card. Activate only during your upkeep and only if you control a Swamp."
    (card,) = karlov.parse(card_text(line, CREATURE))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.ActivatedAbility)
    both = ability.condition
    assert isinstance(both, ir.AllConditions)
    window, control = both.conditions
    assert isinstance(window, ir.InTurnWindow) and window.steps == ("upkeep",)
    assert not isinstance(control, ir.InTurnWindow)


def test_cast_this_spell_without_paying_is_an_alternative_cost_of_nothing() -> None:
    """Massacre's kind: a static ability of the spell (CR 118.9, 601.2b), its condition
    checked as it is cast; no mana and nothing else to pay (its base cost {0}, CR 601.2f)."""
    line = "If you control a Swamp, you may cast this spell without paying its mana cost."
    (card,) = karlov.parse(card_text(line, "Instant"))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.StaticAbility)
    cost = ability.alternative_cost
    assert cost is not None and cost.mana is None and cost.pay_life == 0
    assert not (cost.sacrifices or cost.discard_cards or cost.exile_from_hand)
    assert ability.condition is not None


def test_until_the_end_of_your_next_turn_is_its_own_permission() -> None:
    """Reckless Impulse: the two cards exiled, played through the end of your next turn (CR
    611.2a), not only this turn."""
    _exile, allow = _effects(
        "Exile the top two cards of your library. Until the end of your next turn, you may play "
        "those cards."
    )
    # the permission itself, with no question as it resolves (CR 601.2, 305.1; session 47)
    assert isinstance(allow, ir.Action)
    assert allow.verb is ir.Verb.ALLOW_PLAY_THROUGH_NEXT_TURN
    assert isinstance(allow.objects, ir.Mentioned) and allow.objects.plural
