# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 54 (keyword abilities and actions of CR 701-702 that failed to parse): "bands with
other [quality]" granted in quotes and lost (CR 702.22b), "creatures banded with ~" (CR
702.22c), "can't phase out" (CR 702.26a), vanishing without a number (CR 702.63b), "Its
controller manifests ..." and "Manifest a card from your hand." (CR 701.40a), "return it to
the battlefield face down" (CR 708.2a), Equip [quality] [cost] (CR 702.6c), "explores again" and
"proliferate again" (CR 701.44a, 701.34a), "fight each other" (CR 701.14a) and a number
keyword after another in a list ("has trample and annihilator 2"). Equip [quality] plays (the
runtime's equip targets a creature you control with the quality), and so does the keyword
action done again; what the runtime
has no state or effect for is read and refused at its words; a wording that is not Oracle's
is an error at its word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import (
    assert_refused_at,
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    word_column,
)

CREATURE = "Creature — Human Archer"
EQUIPMENT = "Artifact — Equipment"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Cathedral of Serra, Master of the Hunt: "bands with other [quality]" (CR 702.22b)
    ('White legendary creatures you control have "bands with other legendary creatures."', "Land", 'bands with other legendary creatures."'),
    ('{2}{G}{G}: Create a 1/1 green Wolf creature token named Wolves of the Hunt. It has "bands with other creatures named Wolves of the Hunt."', CREATURE, 'bands with other creatures named Wolves of the Hunt."'),
    # Shelkin Brownie, Tolaria: losing them (CR 702.22b)
    ('{T}: Target creature loses all "bands with other" abilities until end of turn.', CREATURE, "loses all"),
    ('{T}: Target creature loses banding and all "bands with other" abilities until end of turn.', "Land", "loses banding"),
    # losing banding alone plays (CR 702.22a)
    ("{T}: Target creature loses banding until end of turn.", "Land", None),
    # Icatian Skirmishers, Urza's Engine: the creatures of its attacking band (CR 702.22c)
    ("Whenever Test Card attacks, all creatures banded with it gain first strike until end of turn.", CREATURE, "banded with it"),
    ("{3}: Attacking creatures banded with Test Card gain trample until end of turn.", CREATURE, "banded with Test Card"),
    # Ertai's Familiar, Spatial Binding: "can't phase out" (CR 702.26a), under a duration the
    # runtime does not end
    ("{U}: Until your next upkeep, Test Card can't phase out.", CREATURE, "Until your next upkeep"),
    ("Pay 1 life: Until your next upkeep, target permanent can't phase out.", "Enchantment", "Until your next upkeep"),
    # Maelstrom Djinn: vanishing without a number (CR 702.63b)
    ("When Test Card is turned face up, put two time counters on it and it gains vanishing.", CREATURE, "vanishing."),
    # Reality Shift, Scroll of Fate: another player's manifest, a card of the hand (CR 701.40a)
    ("Exile target creature. Its controller manifests the top card of their library.", "Instant", "manifests the top card"),
    ("{T}: Manifest a card from your hand.", "Artifact", "Manifest a card"),
    # the top card of your own library plays (CR 701.40a)
    ("Manifest the top card of your library.", "Sorcery", None),
    # Shorecrasher Elemental, Deathmist Raptor: onto the battlefield face down (CR 708.2a)
    ("{U}: Exile Test Card, then return it to the battlefield face down under its owner's control.", CREATURE, "return it to the battlefield face down"),
    ("Whenever a permanent you control is turned face up, you may return Test Card from your graveyard to the battlefield face up or face down.", CREATURE, "return Test Card from your graveyard"),
    # Team Pennant and others: Equip [quality] (CR 702.6c) plays
    ("Equip creature token {1}", EQUIPMENT, None),
    ("Equip legendary creature {3}", EQUIPMENT, None),
    ("Equip Knight {1}", EQUIPMENT, None),
    # "Equip planeswalker" (CR 702.6e) is another ability: refused
    ("Equip planeswalker {1}", EQUIPMENT, "planeswalker"),
    # Jadelight Ranger, Contagion Engine: the keyword action once more (CR 701.44a, 701.34a)
    ("When Test Card enters the battlefield, it explores, then it explores again.", CREATURE, None),
    ("{4}, {T}: Proliferate, then proliferate again.", "Artifact", None),
    # Rivals' Duel and others: two creatures of one phrase fight each other (CR 701.14a)
    ("{3}, {T}: Tap target creature you control and target creature an opponent controls. Those creatures fight each other.", "Artifact", "fight each other"),
    # Eldrazi Conscription, Dragon Broodmother: a number keyword after another keyword
    ("Enchanted creature gets +10/+10 and has trample and annihilator 2.", "Enchantment — Aura", "annihilator 2."),
    # Suspend (the card): suspend granted to a card in exile (CR 702.62b)
    ("Exile target creature and put two time counters on it. If it doesn't have suspend, it gains suspend.", "Instant", "it doesn't have suspend"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    if refused_at is not None and refused_at.startswith("bands with other"):
        # the refusal stands at the word after the opening quote
        assert card_errors(line, card_type) == []
        found = karlov.check(card_text(line, card_type))
        column = line.index(refused_at) + 1
        assert [(d.code, d.span.column) for d in found if d.code == "C001"] == [("C001", column)]
        return
    assert_refused_at(line, card_type, refused_at)


@pytest.mark.parametrize(
    ("line", "types", "subtypes", "supertypes", "tokens"),
    [
        ("Equip creature token {1}", ("creature",), (), (), True),
        ("Equip legendary creature {3}", ("creature",), (), ("legendary",), None),
        ("Equip Knight {1}", (), ("knight",), (), None),
    ],
)
def test_equip_quality_is_the_keywords_filter(
    line: str,
    types: tuple[str, ...],
    subtypes: tuple[str, ...],
    supertypes: tuple[str, ...],
    tokens: bool | None,
) -> None:
    """Equip [quality] (CR 702.6c): the keyword's cost and the quality of what it targets."""
    (ability,) = compiled_abilities(line, EQUIPMENT)
    assert isinstance(ability, ir.KeywordAbility)
    assert ability.name == "equip" and ability.cost is not None and ability.cost.mana
    found = ability.filter
    assert found is not None
    assert tuple(n for t in found.types for n in t.any_of) == types
    assert tuple(s.lower() for s in found.subtypes) == subtypes
    assert tuple(s.lower() for s in found.supertypes) == supertypes
    assert found.tokens is tokens


def test_plain_equip_has_no_filter() -> None:
    (ability,) = compiled_abilities("Equip {3}", EQUIPMENT)
    assert isinstance(ability, ir.KeywordAbility) and ability.filter is None


def test_a_number_keyword_without_its_number_means_nothing() -> None:
    """Only vanishing has a form without a number (CR 702.63b): "gains bushido" is C002 at
    the keyword."""
    line = "When Test Card is turned face up, it gains bushido."
    found = karlov.check(card_text(line, CREATURE))
    assert [(d.code, d.span.column) for d in found if d.is_error] == [
        ("C002", word_column(line, "bushido."))
    ]


#: (line, card type, the word the error stands at)
NEAR_MISSES = [
    # the quality comes before the cost (CR 702.6c)
    ("Equip {1} legendary creature", EQUIPMENT, "legendary"),
    # phasing's verb is "phase", not "phases", after "can't"
    ("Pay 1 life: Until your next upkeep, target permanent can't phases out.", "Enchantment", "phases"),
    # "manifest" names the cards it puts onto the battlefield; a player's "manifests" takes
    # the top cards of a library, not another zone
    ("Its controller manifests a card from their hand.", "Instant", "from"),
    # "again" follows the keyword action itself
    ("{4}, {T}: Proliferate, then again proliferate.", "Artifact", "again"),
    # a face-down return is "face down", not "face-down"
    ("{U}: Exile Test Card, then return it to the battlefield face-down.", CREATURE, "face-down."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, word: str) -> None:
    errors = card_errors(line, card_type)
    assert errors, line
    assert errors[0][1] == word_column(line, word)


def test_bands_without_other_is_an_error_at_bands() -> None:
    """The quoted keyword is "bands with other [quality]" (CR 702.22b): "bands with" without
    "other" is no ability, an error at "bands" (after the opening quote)."""
    line = 'White legendary creatures you control have "bands with legendary creatures."'
    errors = card_errors(line, "Land")
    assert errors and errors[0][1] == line.index("bands") + 1


@pytest.mark.parametrize(
    ("line", "card_type", "verb"),
    [
        ("When Test Card enters the battlefield, it explores, then it explores again.", CREATURE, ir.Verb.EXPLORE),
        ("{4}, {T}: Proliferate, then proliferate again.", "Artifact", ir.Verb.PROLIFERATE),
    ],
)  # fmt: skip
def test_again_is_the_keyword_action_once_more(line: str, card_type: str, verb: ir.Verb) -> None:
    """ "then it explores again", "then proliferate again" (CR 701.44a, 701.34a): two actions
    of the same keyword, one after the other."""
    (ability,) = compiled_abilities(line, card_type)
    found = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is verb]
    assert len(found) == 2
