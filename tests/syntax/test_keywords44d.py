"""Session 44 (keyword abilities of CR 702 in the runtime): ripple N (CR 702.60a), undaunted
(CR 702.125a), scavenge (CR 702.97a), hexproof from [quality] (CR 702.11d), landwalks (CR
702.14c), and ward, echo, cycling and equip with a cost of actions ("Ward—Pay 3 life.", CR
702.21a; "Echo—Sacrifice two lands.", CR 702.30a; "Cycling—Pay 2 life.", CR 702.29a;
"Equip—Discard a card.", CR 702.6a): each read where it plays, refused (C001 at its span)
where the runtime can't play what it says, and an error (E001 at its word) where the wording is
not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Human Wizard"
EQUIPMENT = "Artifact — Equipment"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    ("Ripple 4", "Instant", None),
    ("Ripple 4", CREATURE, None),
    ("Undaunted", "Sorcery", None),
    ("Ward—Pay 3 life.", CREATURE, None),
    ("Ward—Discard a card.", CREATURE, None),
    ("Ward—Discard two cards.", CREATURE, None),
    ("Ward—{2}, Pay 2 life.", CREATURE, None),
    # ward's cost is paid by an opponent: what "a creature" they sacrifice would be is theirs
    ("Ward—Sacrifice a creature.", CREATURE, 6),
    ("Ward—Pay X life.", CREATURE, 6),
    # "Draw a card" is no cost the runtime pays; nor a kind of card discarded, for ward
    ("Ward—Draw a card.", CREATURE, 6),
    ("Ward—Discard a creature card.", CREATURE, 6),
    ("Echo—Discard a card.", CREATURE, None),
    ("Echo—Sacrifice two lands.", CREATURE, None),
    ("Echo—{1}, Pay 1 life.", CREATURE, None),
    ("Echo—Draw a card.", CREATURE, 6),
    ("Echo—Pay X life.", CREATURE, 6),
    ("Echo—Tap an untapped creature you control.", CREATURE, 6),
    ("Cycling—Pay 2 life.", "Sorcery", None),
    ("Cycling—Sacrifice a land.", "Sorcery", None),
    ("Cycling—{1}, Pay 1 life.", "Sorcery", None),
    ("Cycling—Exile a card from your graveyard.", "Sorcery", 9),
    ("Equip—Discard a card.", EQUIPMENT, None),
    ("Equip—Sacrifice an artifact.", EQUIPMENT, None),
    ("Equip—Pay 3 life.", EQUIPMENT, None),
    # scavenge [cost] (CR 702.97a): a mana cost the runtime plays; another cost is refused
    ("Scavenge {4}{G}{G}", CREATURE, None),
    ("Scavenge—Pay 3 life.", CREATURE, 1),
    # hexproof from [quality] (CR 702.11d): a color, mono-/multicolored, a card type
    ("Hexproof from black", CREATURE, None),
    ("Hexproof from monocolored", CREATURE, None),
    ("Hexproof from multicolored", CREATURE, None),
    ("Reach, hexproof from blue", CREATURE, None),
    ("Hexproof from artifacts", CREATURE, None),
    # a quality of one kind of object alone, or a state, is no quality the rule reads
    ("Hexproof from black spells", CREATURE, 15),
    ("Hexproof from black permanents", CREATURE, 15),
    ("Hexproof from tapped creatures", CREATURE, 15),
    ("Hexproof from creatures your opponents control", CREATURE, 15),
    # no other keyword is followed by "from"
    ("Flying from black", CREATURE, 1),
    # [type]walk (CR 702.14a, 702.14c): a land type, the type land with a supertype or type,
    # or a supertype and a land type; printed and granted
    ("Desertwalk", CREATURE, None),
    ("Legendary landwalk", CREATURE, None),
    ("Nonbasic landwalk", CREATURE, None),
    ("Snow landwalk", CREATURE, None),
    ("Snow swampwalk", CREATURE, None),
    ("First strike; legendary landwalk", CREATURE, None),
    ("Equipped creature has nonbasic landwalk.", EQUIPMENT, None),
    ("Equipped creature gets +2/+0 and has artifact landwalk.", EQUIPMENT, None),
    # a description of objects by such a landwalk is not one the runtime reads
    ("Creatures with legendary landwalk get +1/+1.", "Enchantment", 11),
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
    # undaunted has no parameter (CR 702.125a): the error stands at the parameter
    ("Undaunted 2", "Sorcery", "2"),
    ("Undaunted {1}", "Sorcery", "{1}"),
    # "life", never "lifes"
    ("Cycling—Pay 2 lifes.", "Sorcery", "lifes."),
    # the em dash, never a hyphen
    ("Ward-Pay 3 life.", CREATURE, "Ward-Pay"),
    # a cost is what its payer does: "Discard", never "Discards" (CR 118.1)
    ("Ward—Discards a card.", CREATURE, "Discards"),
    ("Ward—Pays 3 life.", CREATURE, "Pays"),
    ("Echo—Sacrifices a land.", CREATURE, "Sacrifices"),
    ("Equip—Discards a card.", EQUIPMENT, "Discards"),
    ("Kicker—Discards a card.", "Instant", "Discards"),
    ("Flashback—Discards a card.", "Instant", "Discards"),
    ("Cumulative upkeep—Discards a card.", CREATURE, "Discards"),
    # "hexproof from [quality]", never "against", "the [quality]" or "everything"
    ("Hexproof against black", CREATURE, "against"),
    ("Hexproof from the black", CREATURE, "the"),
    ("Hexproof from everything", CREATURE, "everything"),
    # ripple and scavenge state a number and a mana cost, in their own places
    ("Ripple {4}", "Instant", "{4}"),
    ("Scavenge 4", CREATURE, "4"),
    ("Scavenge {4}{G}{G}.", CREATURE, "."),
    # "landwalk" alone is the generic term, no ability; a supertype qualifies "landwalk" or a
    # basic land type's walk by snow only; "basic" is no landwalk's quality
    ("Landwalk", CREATURE, "Landwalk"),
    ("Basic landwalk", CREATURE, "landwalk"),
    ("Legendary islandwalk", CREATURE, "islandwalk"),
    ("Nonbasic swampwalk", CREATURE, "swampwalk"),
    ("Legendary landwalks", CREATURE, "landwalks"),
    # the card itself is cycling's own discard, never written in an echo cost
    ("Echo—Discard this card.", CREATURE, "this"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = line.index(word) + 1
    assert card_errors(line, card_type) == [("E001", column)]


def _keyword(line: str, card_type: str) -> ir.KeywordAbility:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ok and compiled.ir is not None
    (found,) = [a for a in compiled.ir.abilities if isinstance(a, ir.KeywordAbility)]
    return found


def test_ripple_states_its_number() -> None:
    ripple = _keyword("Ripple 4", "Instant")
    assert (ripple.name, ripple.number, ripple.cost) == ("ripple", 4, None)


def test_undaunted_is_the_rules_ability() -> None:
    undaunted = _keyword("Undaunted", "Sorcery")
    assert (undaunted.name, undaunted.number, undaunted.cost) == ("undaunted", None, None)


@pytest.mark.parametrize(
    ("line", "colors", "monocolored"),
    [("Hexproof from black", ("B",), False), ("Hexproof from monocolored", (), True)],
)
def test_hexproof_from_states_its_quality(
    line: str, colors: tuple[str, ...], monocolored: bool
) -> None:
    """Hexproof from [quality] (CR 702.11d): the quality as a filter of characteristics."""
    hexproof = _keyword(line, CREATURE)
    assert hexproof.name == "hexproof from" and hexproof.filter is not None
    assert tuple(hexproof.filter.colors) == colors
    assert bool(hexproof.filter.monocolored) is monocolored
    assert hexproof.text == line.lower()


@pytest.mark.parametrize(
    ("line", "card_type", "life", "discard", "sacrificed", "mana"),
    [
        ("Ward—Pay 3 life.", CREATURE, 3, 0, 0, None),
        ("Ward—Discard a card.", CREATURE, 0, 1, 0, None),
        ("Ward—{2}, Pay 2 life.", CREATURE, 2, 0, 0, "{2}"),
        ("Echo—Sacrifice two lands.", CREATURE, 0, 0, 2, None),
        ("Echo—Discard a card.", CREATURE, 0, 1, 0, None),
        ("Cycling—Pay 2 life.", "Sorcery", 2, 0, 0, None),
        ("Cycling—Sacrifice a land.", "Sorcery", 0, 0, 1, None),
        ("Equip—Discard a card.", EQUIPMENT, 0, 1, 0, None),
    ],
)
def test_the_cost_of_actions_is_the_keywords(
    line: str, card_type: str, life: int, discard: int, sacrificed: int, mana: str | None
) -> None:
    """The keyword's cost is each action the card states, no more: life (CR 119.4), cards
    discarded (CR 701.9a), permanents sacrificed (CR 701.21a), and the mana before them."""
    keyword = _keyword(line, card_type)
    assert keyword.name == line.split("—")[0].lower()
    cost = keyword.cost
    assert cost is not None
    assert (cost.pay_life, cost.discard, sum(s.count for s in cost.sacrifices)) == (
        life,
        discard,
        sacrificed,
    )
    assert cost.mana == mana
    assert all(s.filter is not None for s in cost.sacrifices)
