# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 52 (types, colors and names shared): "a creature card that shares a creature type
with a creature you control", "all creatures that share a creature type with the objects named
after 'with'" (CR 105.2, 205.2, 205.3: a quality in common with other objects), "two target
creature cards that share a creature type" (the objects described, compared with each other),
"a creature spell that doesn't share a color with ...", "another permanent with the same name"
(CR 201.2), "there are four or more basic land types among lands that player controls" (CR
305.6) and "for each creature type among creatures you control" (CR 205.3m). Each is a typed
node; where the runtime does not compare what the words compare, C001 stands at them and names
what is missing. A wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.frontend import nodes

from .families import (
    assert_refused_at,
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    word_column,
)

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Descendants' Path: compared with any creature you control, not one target
    ("At the beginning of your upkeep, reveal the top card of your library. If it's a creature card that shares a creature type with a creature you control, you may cast it without paying its mana cost. If you don't cast it, put that card on the bottom of your library.", "Enchantment", "a creature you control, you"),
    # Invoke Prejudice, Volo, Guide to Monsters: the lack of a shared quality
    ("Whenever an opponent casts a creature spell that doesn't share a color with a creature you control, counter that spell unless that player pays {X}, where X is its mana value.", "Enchantment", "that doesn't share a color"),
    ("Whenever you cast a creature spell that doesn't share a creature type with a creature you control or a creature card in your graveyard, copy that spell. (A copy of a creature spell becomes a token.)", "Creature — Dragon", "that doesn't share a creature type"),
    # Hiveheart Shaman: a land type (CR 205.3i)
    ("Whenever Test Card attacks, you may search your library for a basic land card that doesn't share a land type with a land you control, put that card onto the battlefield, then shuffle.", "Creature — Human Shaman", "that doesn't share a land type"),
    # Cloudstone Curio: a permanent type (CR 110.4a), which the runtime does not compare
    ("Whenever a nonartifact permanent enters the battlefield under your control, you may return another permanent you control that shares a permanent type with it to its owner's hand.", "Artifact", "that shares a permanent type"),
    # Return from Extinction, Shifting Loyalties, Myriad Landscape: compared with each other
    ("Return two target creature cards that share a creature type from your graveyard to your hand.", "Sorcery", "that share a creature type"),
    ("Exchange control of two target permanents that share a card type. (Artifact, creature, enchantment, land, and planeswalker are card types.)", "Sorcery", "that share a card type."),
    ("{2}, {T}, Sacrifice Test Card: Search your library for up to two basic land cards that share a land type, put them onto the battlefield tapped, then shuffle.", "Land", "that share a land type"),
    # Winnow, Endless Atlas: a name in common with objects the words leave unnamed
    ("Destroy target nonland permanent if another permanent with the same name is on the battlefield.", "Instant", "with the same name"),
    ("{2}, {T}: Draw a card. Activate only if you control three or more lands with the same name.", "Artifact", "with the same name"),
    # Mask of Intolerance: a number of basic land types as a condition
    ("At the beginning of each player's upkeep, if there are four or more basic land types among lands that player controls, Test Card deals 3 damage to that player.", "Artifact", "there are four or more basic land types"),
    # Rivals' Duel's first sentence: no creature type in common
    ("Choose two target creatures that share no creature types.", "Sorcery", "that share no creature types"),
    # Traveler's Cloak's last line, Illusionary Presence (where the choice is refused first)
    ("Enchanted creature has landwalk of the chosen type. (It can't be blocked as long as defending player controls a land of that type.)", "Enchantment — Aura", "landwalk of the chosen type"),
    ("At the beginning of your upkeep, choose a land type. Test Card gains landwalk of the chosen type until end of turn.", "Creature — Illusion", "choose a land type"),
    ("{2}{R}, {T}: Choose a land type. Target creature you control gains snow landwalk of the chosen type until end of turn.", "Creature — Human Wizard", "Choose a land type"),
    # a target: compared as the target is when the ability resolves (CR 608.2b)
    ("Destroy all creatures that share a creature type with target creature.", "Sorcery", None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the rule of the node the words make)
NODES = [
    ("Destroy all creatures that share a creature type with target creature.", "Sorcery", "filter_shares_object"),
    ("At the beginning of your upkeep, reveal the top card of your library. If it's a creature card that shares a creature type with a creature you control, you may cast it without paying its mana cost.", "Enchantment", "shares_object_qualifier"),
    ("Whenever an opponent casts a creature spell that doesn't share a color with a creature you control, counter that spell.", "Enchantment", "doesnt_share_object_qualifier"),
    ("Return two target creature cards that share a creature type from your graveyard to your hand.", "Sorcery", "share_mutual_qualifier"),
    ("Destroy target nonland permanent if another permanent with the same name is on the battlefield.", "Instant", "with_the_same_name"),
    ("At the beginning of each player's upkeep, if there are four or more basic land types among lands that player controls, Test Card deals 3 damage to that player.", "Artifact", "there_are_basic_land_types"),
    ("This spell costs {1} less to cast for each creature type among creatures you control.", "Creature — Shapeshifter", "for_each_creature_type_among"),
    ("Choose two target creatures that share no creature types.", "Sorcery", "share_no_mutual_qualifier"),
    ("Enchanted creature has landwalk of the chosen type.", "Enchantment — Aura", "landwalk_of_chosen_type"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "rule"), NODES)
def test_the_words_make_their_node(line: str, card_type: str, rule: str) -> None:
    (card,) = karlov.parse(card_text(line, card_type))
    found = {
        item.rule
        for ability in card.abilities
        if ability.body is not None
        for item in ability.body.walk()
        if isinstance(item, nodes.Node)
    }
    assert rule in found


#: (line, card type, the word E001 stands at)
NEAR_MISSES = [
    # the quality is singular after "a"
    ("Destroy all creatures that share a creature types with target creature.", "Sorcery", "creature types"),
    ("Return two target creature cards that share a colors from your graveyard to your hand.", "Sorcery", "colors"),
    # "share" needs its article
    ("Exchange control of two target permanents that share card type.", "Sorcery", "card"),
    # "with the same name", never "with same name" or "with the same names"
    ("Destroy target nonland permanent if another permanent with same name is on the battlefield.", "Instant", "same"),
    ("Destroy target nonland permanent if another permanent with the same names is on the battlefield.", "Instant", "names"),
    # "with different names": the plural
    ("Return any number of permanent cards with different name from your graveyard to the battlefield.", "Sorcery", "name"),
    # "share no" before the plural
    ("Choose two target creatures that share no creature type.", "Sorcery", "creature type"),
    # one chosen type
    ("Enchanted creature has landwalk of the chosen types.", "Enchantment — Aura", "landwalk"),
    # "among", not "in"
    ("Creatures you control get +1/+1 for each creature type in creatures you control.", "Enchantment", "type"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def test_the_verb_agrees_with_the_first_objects() -> None:
    """ "Creatures that share a color with equipped creature get +1/+1" (Konda's Banner): the
    subject is "Creatures", not the equipped creature (CR 105.2)."""
    line = "Creatures that share a color with equipped creature get +1/+1."
    assert card_errors(line, "Artifact — Equipment") == []
    wrong = line.replace(" get ", " gets ")
    assert card_errors(wrong, "Artifact — Equipment") == [("E019", word_column(wrong, "gets"))]


def test_the_target_is_what_the_filter_is_compared_with() -> None:
    (ability,) = compiled_abilities(
        "Destroy all creatures that share a creature type with target creature."
    )
    (spec,) = ability.targets
    assert spec.description == "target creature"
    shared = [f for f in ir_nodes_of(ability, ir.ObjectFilter) if f.shared_quality is not None]
    assert [(f.shared_quality, f.shared_with) for f in shared] == [
        ("creature type", ir.TargetObjects(0, span=shared[0].shared_with.span))
    ]


def test_the_refusals_name_what_is_missing() -> None:
    lines = {
        "Return two target creature cards that share a creature type from your graveyard to your hand.": "'that share a creature type': objects that share a quality with each other (CR 105.2, 205)",
        "Destroy target nonland permanent if another permanent with the same name is on the battlefield.": "'with the same name': a name in common with objects the text doesn't name (CR 201.2)",
        "Destroy all creatures that share a card type with each creature you control.": "a card type shared with 'each creature you control' (the runtime compares with one target only)",
        "Destroy all creatures that share a land type with target land.": "a shared land type (the runtime compares no land types)",
    }  # fmt: skip
    for line, message in lines.items():
        found = karlov.check(card_text(line, "Sorcery"))
        assert [d.message for d in found if d.code == "C001"] == [
            f"the rules runtime cannot execute this yet: {message}"
        ]
