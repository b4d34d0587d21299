# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (coordination of objects with "and" and of restrictions with commas): a cost
that sacrifices the permanents of two phrases, "Sacrifice a creature and a Swamp:",
"Sacrifice ~ and a creature named Spitting Drake:" (CR 118.3, 701.21a: each part paid with
permanents of its own); "Return enchanted creature and ~ to their owners' hands" (CR 608.2c:
one instruction for the objects of both phrases); "Each opponent sacrifices an artifact
creature and a nonartifact creature" (CR 701.21a, 608.2c: read, and refused at the second
phrase, since the IR's sacrifice chooses the permanents of one phrase); "can't attack, block,
or transform" / "... or crew Vehicles" (CR 508.1c, 509.1b, 701.28, 702.122: read, and refused
at the third restriction). A wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import assert_error_at, assert_refused_at, compiled_abilities, ir_nodes_of

CREATURE = "Creature — Homarid Drone"
AURA = "Enchantment — Aura"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Viscerid Drone: two sacrificed phrases, each its own permanent (CR 118.3, 701.21a)
    ("{T}, Sacrifice a creature and a Swamp: Destroy target nonartifact creature. It can't be regenerated.", CREATURE, None),
    # Kyscu Drake: the source and another permanent
    ("Sacrifice Test Card and a creature named Spitting Drake: Draw a card.", CREATURE, None),
    # Glass-Cast Heart: a number of permanents of the second phrase
    ("{B}{B}, {T}, Sacrifice Test Card and thirteen Blood tokens: Each opponent loses 13 life and you gain 13 life.", "Artifact", None),
    # Sword of the Ages, Emrakul's Evangel: "any number of" is not a fixed number of permanents
    ("{T}, Sacrifice Test Card and any number of other non-Eldrazi creatures: Draw a card.", CREATURE, "any number of other non-Eldrazi creatures"),
    # Disappear: the enchanted creature and the Aura itself (CR 608.2c)
    ("{U}: Return enchanted creature and Test Card to their owners' hands.", AURA, None),
    # Perilous Predicament, Structural Collapse: read, refused at the second phrase
    ("Each opponent sacrifices an artifact creature and a nonartifact creature.", "Instant", "a nonartifact creature"),
    ("Target player sacrifices an artifact and a land. Test Card deals 2 damage to that player.", "Sorcery", "a land"),
    # Bound by Moonsilver, Revoke Privileges: read, refused at the third restriction
    ("Enchanted creature can't attack, block, or transform.", AURA, "transform"),
    ("Enchanted creature can't attack, block, or crew Vehicles.", AURA, "crew Vehicles"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    card_type = f"{card_type}\nEnchant creature" if card_type == AURA else card_type
    assert_refused_at(line, card_type, refused_at)


def test_two_sacrificed_phrases_are_two_parts_of_the_cost() -> None:
    """ "Sacrifice a creature and a Swamp": two sacrifices, a creature and a Swamp, neither
    of them this permanent unless it matches ("a creature" may be the Drone itself)."""
    line = "{T}, Sacrifice a creature and a Swamp: Draw a card."
    (ability,) = compiled_abilities(line, CREATURE)
    assert isinstance(ability, ir.ActivatedAbility)
    parts = ability.cost.sacrifices
    assert [(p.count, p.filter.nouns if p.filter else None) for p in parts] == [
        (1, ("creature",)),
        (1, ("swamp",)),
    ]
    assert [p.filter.other for p in parts if p.filter] == [False, False]


def test_the_source_and_another_permanent_are_two_permanents() -> None:
    """ "Sacrifice ~ and thirteen Blood tokens": this permanent, and thirteen others (one
    permanent pays one part, CR 701.21a)."""
    line = "{B}{B}, {T}, Sacrifice Test Card and thirteen Blood tokens: Draw a card."
    (ability,) = compiled_abilities(line, "Artifact")
    assert isinstance(ability, ir.ActivatedAbility)
    this, blood = ability.cost.sacrifices
    assert this.filter is None
    assert blood.count == 13 and blood.filter is not None and blood.filter.other


def test_return_both_keeps_both_phrases() -> None:
    """ "Return enchanted creature and ~ to their owners' hands": one instruction for the
    creature the Aura is attached to and the Aura itself (CR 608.2c, 303.4)."""
    *_enchant, ability = compiled_abilities(
        "{U}: Return enchanted creature and Test Card to their owners' hands.",
        f"{AURA}\nEnchant creature",
    )
    (both,) = ir_nodes_of(ability, ir.ObjectsAnd)
    creature, aura = both.parts
    assert isinstance(creature, ir.AllObjects) and creature.filter.attached_to_source
    assert isinstance(aura, ir.SourceObject)


#: (line, card type, the error's code, the word it stands at)
NEAR_MISSES = [
    # "Sacrifice a creature and Swamp": a permanent of the cost has its article or number
    ("{T}, Sacrifice a creature and Swamp: Draw a card.", CREATURE, "E001", "and Swamp"),
    # "sacrifices an artifact and land": a second type joined to one object (E018)
    ("Target player sacrifices an artifact and land.", "Sorcery", "E018", "and land"),
    # "can't attack, block or transform": Oracle writes the serial comma
    ("Enchanted creature can't attack, block or transform.", AURA, "E001", "or transform"),
    # a restriction Oracle never lists third
    ("Enchanted creature can't attack, block, or untap.", AURA, "E001", "untap"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, code: str, word: str) -> None:
    card_type = f"{card_type}\nEnchant creature" if card_type == AURA else card_type
    assert_error_at(line, card_type, code, word)
