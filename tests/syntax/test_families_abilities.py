"""Families of abilities, keywords, costs and triggers (issue 20), each beside its near misses.

A family is read when its text checks with no error (C001, "read but not played yet", is
allowed, and where the runtime cannot play the family the test says C001 stands at its span);
a near miss is wrong text that must be error E001 at its wrong word, never a reading of
something else. Every example is real Oracle wording of its family; the near misses are the
slips an author makes or the over-generalisations a grammar is tempted by.
"""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # keyword abilities of CR 702 in their CR forms
    ("Partner (You can have two commanders if both have partner.)", CREATURE, None),
    ("Devour 2", CREATURE, None),  # CR 702.82a (session 40)
    ("Devour artifact 1", CREATURE, 1),
    ("Emerge {5}{U}{U}", CREATURE, None),  # CR 702.119a (session 38e)
    (
        "Forecast — {1}{W}, Reveal this card from your hand: Target creature gets +1/+1 "
        "until end of turn. (Activate only during your upkeep and only once each turn.)",
        "Instant",
        None,
    ),
    ("Kicker—Sacrifice a land.", "Sorcery", None),  # CR 702.33a, 701.21a (session 38e)
    ("Kicker—{2}{R}, Sacrifice a land.", "Sorcery", None),
    # costs of activated abilities (CR 118, 602.1)
    ("{T}, Remove any number of storage counters from this land: Draw a card.", "Land", None),
    ("{2}, Return a land you control to its owner's hand: Draw a card.", CREATURE, None),
    ("{3}, Return two lands you control to their owner's hand: Draw a card.", CREATURE, None),
    ("{T}, Pay {E}{E}: Draw a card.", "Artifact", None),
    # restrictions on activating and casting (CR 602.5b, 601.3)
    (
        "{B}: This creature gets +1/+0 until end of turn. Activate no more than twice each turn.",
        CREATURE,
        None,
    ),
    (
        "{B}, Pay 1 life: This creature gets +1/+0 until end of turn. "
        "Activate no more than three times each turn.",
        CREATURE,
        None,
    ),
    ("{1}: Draw a card. Activate only during combat before blockers are declared.", CREATURE, 33),
    # playable since session 39 (StaticAbility.cast_only)
    ("Cast this spell only during combat before blockers are declared.", "Instant", None),
    (
        "Cast this spell only during the declare attackers step and only if you've been "
        "attacked this step.",
        "Instant",
        None,
    ),
    # two restrictions at once (CR 602.5b): lowered where the IR holds both
    (
        "{0}: Draw a card. Activate only as a sorcery and only once each turn.",
        "Enchantment",
        None,
    ),
    (
        "{0}: Untap target creature. Activate only during your turn and only once each turn.",
        "Enchantment",
        None,
    ),
    (
        "{T}: Draw a card. Activate only as a sorcery and only if you control a Forest.",
        "Land",
        None,
    ),
    (
        "{1}{B}: Draw a card. Activate only during your turn and only if an opponent lost life "
        "this turn.",
        CREATURE,
        None,  # both must hold (CR 602.5b): one condition of all of them (session 40)
    ),
    (
        "{B}: Draw a card. Activate only during your upkeep and only if you control a Swamp.",
        CREATURE,
        None,
    ),
    (
        "{2}: Draw a card. Any player may activate this ability but only as a sorcery.",
        "Artifact",
        None,  # the activating player pays and controls it (CR 602.2): played
    ),
    (
        "{2}: Draw a card. Any player may activate this ability but only during their draw step.",
        "Artifact",
        19,
    ),
    ("{T}: Draw a card. Activate only during the end of combat step.", "Artifact", 33),
    ("{T}: Draw a card. Activate only before the combat damage step.", "Artifact", 33),
    # statics about activated abilities (CR 602.2b, 602.5)
    ("Activated abilities of creatures cost {1} less to activate.", "Artifact", 1),
    (
        "Activated abilities of creatures cost {1} less to activate. This effect can't reduce "
        "the mana in that cost to less than one mana.",
        "Artifact",
        1,
    ),
    ("Activated abilities of white enchantments cost {3} more to activate.", "Enchantment", 1),
    ("Activated abilities of artifacts can't be activated.", "Artifact", None),
    # shadow's reminder (CR 702.28b) has no rules meaning (CR 207.2)
    (
        "{T}: Target creature gains shadow until end of turn. "
        "(It can block or be blocked by only creatures with shadow.)",
        "Artifact",
        None,
    ),
    # reminders (no rules meaning, CR 207.2)
    (
        "{2}: Target creature gains persist until end of turn. (When it dies, if it had no "
        "-1/-1 counters on it, return it to the battlefield under its owner's control with a "
        "-1/-1 counter on it.)",
        "Artifact",
        None,
    ),
    (
        'Indestructible (Damage and effects that say "destroy" don\'t destroy this creature. '
        "If its toughness is 0 or less, it's still put into its owner's graveyard.)",
        CREATURE,
        None,
    ),
    ("{2}, {Q}: Draw a card. ({Q} is the untap symbol.)", CREATURE, None),
    (
        "{T}, Remove any number of storage counters from this land: Add {B} for each storage "
        "counter removed this way.",
        "Land",
        None,
    ),
    # trigger events (CR 603)
    ("Whenever you surveil, put a +1/+1 counter on this creature.", CREATURE, None),
    # once for each combat damage step in which it deals combat damage (CR 510.2)
    ("Whenever this creature deals combat damage, sacrifice a permanent.", CREATURE, None),
    (
        "Whenever you put one or more -1/-1 counters on a creature, draw a card.",
        "Enchantment",
        10,
    ),
    # a permanent is only on the battlefield: "from the battlefield", looking back (CR 110.1,
    # 603.10a; session 46)
    ("When enchanted land is put into a graveyard, draw a card.", "Enchantment — Aura", None),
    ("Whenever enchanted player is attacked, you draw a card.", "Enchantment — Aura Curse", 10),
    ("Whenever enchanted player draws a card, you gain 2 life.", "Enchantment — Aura Curse", 10),
    (
        "At the beginning of enchanted player's upkeep, that player loses 1 life.",
        "Enchantment — Aura Curse",
        21,
    ),
    (
        "Whenever a player activates an ability that isn't a mana ability, this creature deals "
        "1 damage to that player.",
        CREATURE,
        10,
    ),
    (
        "Whenever a player cycles a card, this creature gets +2/+2 until end of turn.",
        CREATURE,
        None,
    ),
    # a trigger on tapping for mana that adds no mana uses the stack (CR 605.5a), session 41
    ("Whenever a player taps a land for mana, that player draws a card.", "Enchantment", None),
    # "attacks alone" (CR 506.5), played since session 41
    ("Whenever a creature you control attacks alone, draw a card.", "Enchantment", None),
    # once per damage event to you (CR 120.3, 603.2c; session 41)
    ("Whenever you're dealt damage, draw a card.", "Enchantment", None),
    ("When you're dealt combat damage, sacrifice this creature.", CREATURE, None),
    # each beginning of combat step, whoever's turn it is (CR 507.1)
    ("At the beginning of each combat, draw a card.", "Enchantment", None),
    # a delayed instruction (CR 603.7a, session 50) that a permanent's line can't be
    ("At the beginning of your next upkeep, draw a card.", "Enchantment", 1),
    # two trigger conditions of one ability (CR 603.2), played since session 52
    (
        "At the beginning of your upkeep or whenever you cast a red spell, draw a card.",
        "Enchantment",
        None,
    ),
    # conditions (CR 702.104b)
    ("When this creature enters, if tribute wasn't paid, draw a card.", CREATURE, None),
]

#: (line, card type, the wrong word): E001 must stand at that word.
NEAR_MISSES = [
    # a keyword's parameter in its CR form only: N in digits, a mana cost, a dash and a cost
    ("Devour two", CREATURE, "two"),
    ("Emerge 3", CREATURE, "3"),
    ("Forecast — Draw a card.", "Instant", "Draw"),
    ("Partner for Pir", CREATURE, "for"),
    # costs: counters are removed from an object, energy is paid right before the colon
    ("{T}, Remove any number of storage counters to this land: Draw a card.", "Land", "to"),
    # the number of activations is a word of CR 602.5b's forms
    (
        "{R}: This creature gets +1/+0 until end of turn. Activate no more than five times "
        "each turn.",
        CREATURE,
        "five",
    ),
    # trigger events and steps
    ("Whenever a creature you control attacks lonely, draw a card.", "Enchantment", "lonely,"),
    ("Whenever you're dealt lifelink damage, draw a card.", "Enchantment", "lifelink"),
    ("Whenever a player taps a land for life, draw a card.", "Enchantment", "life,"),
    ("At the beginning of each battle, draw a card.", "Enchantment", "battle,"),
    ("At the beginning of your next turn, draw a card.", "Enchantment", "turn,"),
    (
        "At the beginning of your upkeep and whenever you cast a red spell, draw a card.",
        "Enchantment",
        "and",
    ),
    # two restrictions at once, and the steps by name
    (
        "{0}: Draw a card. Activate only as a sorcery and only twice each turn.",
        "Enchantment",
        "twice",
    ),
    (
        "{0}: Draw a card. Activate only during your upkeep and only unless you control a Swamp.",
        "Enchantment",
        "unless",
    ),
    (
        "{2}: Draw a card. Any player may activate this ability but only as an instant.",
        "Artifact",
        "an",
    ),
    ("{T}: Draw a card. Activate only during the end of battle step.", "Artifact", "battle"),
    # statics about activated abilities: "less"/"more" to activate, "can't be activated"
    ("Activated abilities of creatures cost {1} fewer to activate.", "Artifact", "fewer"),
    ("Activated abilities of artifacts can't be cast.", "Artifact", "cast."),
    # a player is attacked, never blocked; a step is a player's
    ("Whenever enchanted player is blocked, draw a card.", "Enchantment — Aura Curse", "blocked,"),
    (
        "At the beginning of enchanted creature's upkeep, draw a card.",
        "Enchantment — Aura Curse",
        "creature's",
    ),
    # events with their CR words
    ("Whenever you surveil twice, draw a card.", "Enchantment", "twice,"),
    ("Whenever this creature deals combat healing, draw a card.", CREATURE, "healing,"),
    (
        "{T}, Remove any number of storage counters from this land: Add {B} for each storage "
        "counter added this way.",
        "Land",
        "added",
    ),
    # conditions and windows
    ("When this creature enters, if tribute was paid, draw a card.", CREATURE, "was"),
    ("Cast this spell only during combat before attackers are declared.", "Instant", "attackers"),
    (
        "Cast this spell only during the declare attackers step and only if you've been "
        "blocked this step.",
        "Instant",
        "blocked",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word} ") + 1
    assert card_errors(line, card_type) == [("E001", column)]


def test_a_new_keyword_with_a_wrong_parameter_is_not_called_unknown() -> None:
    """The grammar reads "Devour N" (CR 702.82a): "Devour two" is a wrong parameter, reported
    at it, not "a keyword ability karlov does not know yet"."""
    (error,) = [d for d in karlov.check(card_text("Devour two", CREATURE)) if d.is_error]
    assert "does not know" not in error.message
    assert (error.span.column, error.span.end_column) == (8, 11)


@pytest.mark.parametrize(("word", "times"), [("twice", 2), ("three times", 3)])
def test_the_activation_limit_is_the_number_of_times_it_says(word: str, times: int) -> None:
    """CR 602.5b: "Activate no more than twice each turn" allows two activations each turn."""
    line = f"{{B}}: Draw a card. Activate no more than {word} each turn."
    (card,) = karlov.parse(card_text(line, CREATURE))
    (ability,) = karlov.compile_card(card).ir.abilities
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.max_per_turn == times


def test_a_player_cycling_is_anyone_cycling() -> None:
    """CR 702.29c: "Whenever a player cycles a card" triggers on any player's cycling, not only
    its controller's."""
    line = "Whenever a player cycles a card, this creature gets +2/+2 until end of turn."
    (card,) = karlov.parse(card_text(line, CREATURE))
    (ability,) = karlov.compile_card(card).ir.abilities
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.EventTrigger)
    assert (ability.trigger.event, ability.trigger.by) == ("cycle_card", ir.Whose.ANY)
