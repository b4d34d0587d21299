"""Families of keyword costs, keyword reminders, modal counts, trigger limits and attack
conditions (issue 20, session 34), each beside its near misses.

A family is read when its text checks with no error; where the runtime cannot play it, C001
stands at the part it cannot play (never a reading chosen for it). A near miss is wrong text
that must be error E001 at its wrong word. Every example is the Oracle wording of a pool card
of its family (names made the test card's); the near misses are an author's slips or the
over-generalisations a grammar is tempted by.
"""

from __future__ import annotations

import pytest

import karlov

from .families import card_text, line_errors, refusal_columns

CREATURE = "Creature — Beast"
ENCHANTMENT = "Enchantment"
INSTANT = "Instant"


UPKEEP_REMINDER = (
    "(At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it "
    "unless you pay its upkeep cost for each age counter on it.)"
)

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # a keyword's cost that is not only mana, after a dash (CR 118.1, 702.34a, 702.21a, 702.29a)
    (
        "Flashback—Sacrifice three creatures. (You may cast this card from your graveyard for "
        "its flashback cost. Then exile it.)",
        INSTANT,
        None,  # CR 702.34a, 701.21a (session 38e)
    ),
    (
        "Flashback—{1}{B}, Pay 3 life. (You may cast this card from your graveyard for its "
        "flashback cost. Then exile it.)",
        INSTANT,
        None,
    ),
    (
        "Flashback—{R}{R}, Discard X cards. (You may cast this card from your graveyard for "
        "its flashback cost. Then exile it.)",
        INSTANT,
        19,  # "Discard X cards": not read (session 38e)
    ),
    ("Ward—Pay 3 life.", CREATURE, None),  # played since session 44d
    ("Cycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)", CREATURE, None),
    ("Equip—Discard a card.", "Artifact — Equipment", None),
    (
        "Escape—{3}{U}, Exile five other cards from your graveyard. (You may cast this card "
        "from your graveyard for its escape cost.)",
        CREATURE,
        1,
    ),
    ("Splice onto Arcane—Exile four cards from your graveyard.", "Instant — Arcane", 1),
    (f"Cumulative upkeep—Pay 1 life. {UPKEEP_REMINDER}", ENCHANTMENT, None),
    ("Morph—Pay 5 life.", CREATURE, None),  # CR 702.37e (played since session 41h)
    # two costs in one keyword (CR 702.33b, played since session 41h; 702.24a)
    (
        "Kicker {1}{B} and/or {G} (You may pay an additional {1}{B} and/or {G} as you cast this "
        "spell.)",
        INSTANT,
        None,
    ),
    # played since session 46 (keywords46b): the choice made for each age counter
    (f"Cumulative upkeep {{G}} or {{W}} {UPKEEP_REMINDER}", ENCHANTMENT, None),
    # paying life as an instruction (CR 119.4; played since session 40d)
    (
        "Whenever Test Card attacks, you may pay 2 life. If you do, it gains flying until end "
        "of turn.",
        CREATURE,
        None,
    ),
    # the reminders of keywords (CR 207.2: no rules meaning; the keyword's own column decides)
    (
        "Partner with Silvar, Devourer of the Free (When this creature enters the battlefield, "
        "target player may put Silvar into their hand from their library, then shuffle.)",
        CREATURE,
        None,
    ),
    (
        "Kicker—Sacrifice a land. (You may sacrifice a land in addition to any other costs as "
        "you cast this spell.)",
        INSTANT,
        None,  # CR 702.33a, 701.21a (session 38e)
    ),
    (
        "Kicker—Tap an untapped Vampire you control. (You may tap a Vampire you control in "
        "addition to any other costs as you cast this spell.)",
        INSTANT,
        8,  # tapping as a kicker cost: not read (session 38e)
    ),
    (
        "Buyback—Pay 4 life. (You may pay 4 life in addition to any other costs as you cast "
        "this spell. If you do, put this card into your hand as it resolves.)",
        INSTANT,
        None,  # buyback with an action as its cost is played (session 39e, CR 702.27a)
    ),
    (
        "Champion a Goblin or Shaman (When this enters the battlefield, sacrifice it unless you "
        "exile another Goblin or Shaman you control. When this leaves the battlefield, that card "
        "returns to the battlefield.)",
        CREATURE,
        None,  # a list of creature types, played since session 44g
    ),
    ('Indestructible (Effects that say "destroy" don\'t destroy this artifact.)', "Artifact", None),
    (
        'Indestructible (Effects that say "destroy" don\'t destroy it. A creature with '
        "indestructible can't be destroyed by damage.)",
        CREATURE,
        None,
    ),
    (
        "Test Card gets +1/+1 for each Forest you control. (Each {G} in the mana costs of "
        "permanents you control counts toward your devotion to green.)",
        CREATURE,
        None,
    ),
    (
        "At the beginning of your end step, Test Card phases out. (While it's phased out, it's "
        "treated as though it doesn't exist. It phases in before you untap during your next "
        "untap step.)",
        CREATURE,
        None,  # phasing is played (CR 702.26; tests/scenarios/combat38f)
    ),
    # a requirement for one turn (CR 509.1c)
    (
        "Target creature gets +3/+3 until end of turn and must be blocked this turn if able.",
        INSTANT,
        None,
    ),
    # the creatures that attacked (CR 508.1a): pack tactics and a count of attackers
    (
        "Pack tactics — Whenever Test Card attacks, if you attacked with creatures with total "
        "power 6 or greater this combat, draw a card.",
        CREATURE,
        None,  # the powers as declared (CR 508.1a; tests/scenarios/combat38f)
    ),
    (
        "{W}, {T}: Draw a card if you attacked with three or more creatures this turn.",
        CREATURE,
        26,  # the trailing "if" is played (CR 608.2c); this condition is not read
    ),
    # a triggered ability's limit on itself, in the words of CR 702.179d: played since
    # session 41 (TriggeredAbility.max_per_turn)
    (
        "Whenever you sacrifice a creature, draw a card. This ability triggers only once each "
        "turn.",
        CREATURE,
        None,
    ),
    # a mode chosen more than once (CR 700.2d)
    ("Choose three. You may choose the same mode more than once.", "Sorcery", 1),
]

#: (line, card type, the word the parser must stop at).
NEAR_MISSES = [
    # only the keywords with a cost take a dash and a cost (CR 702)
    ("Flying—Pay 3 life.", CREATURE, "—Pay"),
    # the mana of a dash cost is one part of the cost list, set off by a comma (CR 118.1)
    ("Ward—{2} and pay 3 life.", CREATURE, "and"),
    # kicker's two costs are joined by "and/or" (CR 702.33b), not "or"
    ("Kicker {1}{B} or {G}", INSTANT, "or"),
    # life is paid in a number of life, never in cards
    (
        "Whenever Test Card attacks, you may pay 2 cards. If you do, draw a card.",
        CREATURE,
        "2",
    ),
    # (a misprinted reminder is reminder text karlov does not check, W124: see
    # tests/syntax/test_no_game_function47a.py)
    # a requirement lasts "this turn"; "next turn" is no duration of the rules
    ("Target creature must be blocked next turn if able.", INSTANT, "next"),
    # attackers are declared in a combat (CR 508.1a)
    (
        "Pack tactics — Whenever Test Card attacks, if you attacked with creatures with total "
        "power 6 or greater this step, draw a card.",
        CREATURE,
        "this",
    ),
    # the trigger limit is "only once each turn" (after "This ability", "triggers" is no verb of
    # an effect)
    (
        "Whenever you sacrifice a creature, draw a card. This ability triggers only twice each "
        "turn.",
        CREATURE,
        "triggers",
    ),
    # CR 700.2d's words: "the same mode more than once"
    ("Choose three. You may choose a mode more than once.", "Sorcery", "."),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert line_errors(line, card_type) == []
    expected = [] if refused_at is None else [refused_at]
    assert refusal_columns(line, card_type) == expected


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word} ") + 1 if f" {word} " in f" {line} " else None
    if column is None:  # a word glued to what comes before it ("Flying—Pay")
        column = line.index(word) + 1
    assert line_errors(line, card_type) == [("E001", column)]


def test_kicker_with_two_costs_is_two_kicker_abilities_not_one() -> None:
    """CR 702.33b: "Kicker {1}{B} and/or {G}" is two kicker costs, each paid or not (played
    in tests/scenarios/keywords41h/), never a kicker of {1}{B} alone."""
    line = "Kicker {1}{B} and/or {G}"
    (card,) = karlov.parse(card_text(line, INSTANT))
    compiled = karlov.compile_card(card).ir
    assert compiled is not None
    kickers = [a.cost.mana for a in compiled.abilities if getattr(a, "name", "") == "kicker"]
    assert kickers == ["{1}{B}", "{G}"]
    assert refusal_columns(line, INSTANT) == []
