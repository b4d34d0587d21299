"""Session 44 (descriptions of objects): lists in a description and the counters on an object.

- creature types joined as a list ("target Wolf or Werewolf", "a Kraken, Leviathan, Octopus,
  or Serpent", "Soldiers and Warriors you control", "Bird and/or Cleric permanent cards"): an
  object with at least one of them (CR 205.3, 205.3m);
- a card type or a subtype ("creature or Vehicle", "instant or Aura spell", CR 205.3) and a
  color or a card type ("a blue or artifact card", CR 105.2, 205.2): an object with either;
- "nonartifact, nonblack creature", "nonland, nontoken permanents": each word holds (CR
  205.4b, 105.2, 111.1);
- "with a counter on it" (any kind), "with bounty counters on them" (CR 122.1);
- "that died under your control this turn", counted (CR 700.4, 603.10a);
- "with flying or reach" (CR 702.9b, 702.17b): either keyword; "with power 4, 5, or 6" (CR
  208.1): one of the numbers.

Each is read where it plays, refused (C001 at its span) where the words leave the scope of a
qualifier open, and an error (E001 at its word) where the wording is not Oracle's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"
SORCERY = "Sorcery"
INSTANT = "Instant"
ENCHANTMENT = "Enchantment"

#: (line, card type, where C001 must stand, or None where the line plays)
READ = [
    ("{T}: Destroy target Djinn or Efreet.", CREATURE, None),
    ("{2}, {T}: Put a +1/+1 counter on target Bird, Cat, Dog, Goat, Ox, or Snake.", "Land", None),
    ("Test Card gets +1/+1 for each Soldier and Warrior you control.", CREATURE, None),
    ("Wolves and Werewolves you control get +1/+1.", ENCHANTMENT, None),
    ("Other Skeletons, Vampires, and Zombies you control get +1/+1.", ENCHANTMENT, None),
    (
        "Return up to two target Bird and/or Cleric permanent cards from your graveyard to the "
        "battlefield.",
        SORCERY,
        None,
    ),
    ("Return target Vampire or Wizard creature card from your graveyard to your hand.", SORCERY,
     None),
    ("Gain control of target creature or Vehicle until end of turn.", SORCERY, None),
    ("Counter target instant or Aura spell.", INSTANT, None),
    ("Destroy target nonartifact, nonblack creature.", INSTANT, None),
    ("Creatures you control get +1/+1 as long as you control no nonartifact, nonwhite "
     "creatures.", ENCHANTMENT, None),
    ("Destroy all nonland, nontoken permanents.", SORCERY, None),
    ("{2}{B}, {T}: Destroy target creature with a counter on it.", CREATURE, None),
    ("Destroy target creature that has a counter on it.", INSTANT, None),
    ("Creatures with bribery counters on them can't attack or block.", ENCHANTMENT, None),
    # a qualifier after a list: each of the types, or the last? (CR 205.3)
    ("Destroy target Knight or Soldier with flying.", INSTANT, 16),
    ("Destroy target creature or Vehicle with flying.", INSTANT, 16),
    # flying's reminder wording (CR 702.9b): either keyword
    ("Test Card can't be blocked except by creatures with flying or reach.", CREATURE, None),
    # the scope of "with flying" over a list of one object's types: the last noun, a creature
    ("Destroy target artifact, enchantment, or creature with flying.", INSTANT, None),
    # over a list of several objects' types ("and"), or a last noun other than "creature": open
    ("Destroy all artifacts and creatures with flying.", SORCERY, 13),
    ("Destroy target creature or artifact with flying.", INSTANT, 16),
    # power equal to one of the numbers (CR 208.1)
    ("Whenever you cast a creature spell with power 4, 5, or 6, draw a card.", ENCHANTMENT, None),
    ("Whenever you cast a creature spell with power 4, 4, or 6, draw a card.", ENCHANTMENT, 36),
    # counted among the creatures that died this turn, with their controller then (CR 700.4,
    # 603.10a); another player's control, or not counted, is refused
    ("Draw a card for each creature that died under your control this turn.", INSTANT, None),
    ("Draw a card for each creature that died under an opponent's control this turn.", INSTANT,
     31),
    ("Return each creature card that died under your control this turn to your hand.", SORCERY,
     13),
    # a counter of any kind and one of a kind: two counters in one description
    ("Destroy target creature with a counter on it that has a +1/+1 counter on it.", INSTANT,
     None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ[:-1])
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the words E001 stands at, the last of them in the line)
NEAR_MISSES = [
    # a bare comma joins a list that goes on to "or"/"and" ("Bird, Cat, or Dog"): with none,
    # the comma ends the clause and the words after it make no instruction
    ("{T}: Destroy target Djinn, Efreet.", CREATURE, "."),
    ("{T}: Destroy target Bird, Cat, Dog.", CREATURE, ", Dog"),
    # no serial comma before "or" in a list of three (Oracle: "Bird, Cat, or Dog")
    ("{T}: Destroy target Bird, Cat or Dog.", CREATURE, "."),
    # Oracle writes "nonartifact, nonblack", without hyphens
    ("Destroy target non-artifact, non-black creature.", INSTANT, "."),
    # a list of numbers with the serial comma, as Oracle writes it
    ("Whenever you cast a creature spell with power 4, 5 or 6, draw a card.", ENCHANTMENT, "or 6"),
    # a counter on one object: "on it"; on several: "on them"
    ("Destroy target creature with a counter on them.", INSTANT, "them"),
    ("Creatures with bribery counters on it can't attack or block.", ENCHANTMENT, "it"),
]


@pytest.mark.parametrize(("line", "card_type", "words"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, words: str) -> None:
    column = line.rindex(words) + 1
    assert card_errors(line, card_type) == [("E001", column)]


def test_one_object_of_two_types_joined_by_and_is_e018() -> None:
    """ "target Djinn and Efreet" names one object of both types: E018 (Oracle: "or")."""
    line = "{T}: Destroy target Djinn and Efreet."
    assert card_errors(line, CREATURE) == [("E018", line.index("and Efreet") + 1)]


#: Lists the lexer takes whose shape no Oracle text has: refused, never read one way.
ODD_LISTS = [
    ("{T}: Destroy target Djinn, or Efreet.", CREATURE),  # a serial comma with two types
]


@pytest.mark.parametrize(("line", "card_type"), ODD_LISTS)
def test_an_odd_list_is_refused(line: str, card_type: str) -> None:
    assert [code for code, _ in refusals(line, card_type)] == ["C001"]


def _filter(line: str, card_type: str = SORCERY) -> ir.ObjectFilter:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    found = [f for ability in compiled.ir.abilities for f in _filters(ability)]
    return found[0]


def _filters(node: object) -> Iterator[ir.ObjectFilter]:
    """Every ObjectFilter in ``node``, outermost first, in field order."""
    if isinstance(node, ir.ObjectFilter):
        yield node
    if isinstance(node, tuple):
        for item in node:
            yield from _filters(item)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            if f.name != "span":
                yield from _filters(getattr(node, f.name))


def test_a_list_of_creature_types_is_any_of_them() -> None:
    f = _filter(
        "{2}, {T}: Put a +1/+1 counter on target Bird, Cat, Dog, Goat, Ox, or Snake.", "Land"
    )
    assert f.subtypes_any_of == ("bird", "cat", "dog", "goat", "ox", "snake")
    assert f.subtypes == ()
    plural = _filter("Wolves and Werewolves you control get +1/+1.", ENCHANTMENT)
    assert plural.subtypes_any_of == ("wolf", "werewolf")
    # "you control" binds the whole list (CR 205.3: each object is one or the other)
    assert plural.controller == ir.Players("you")


def test_the_rest_of_the_phrase_holds_for_each_type_of_the_list() -> None:
    f = _filter("Return target Vampire or Wizard creature card from your graveyard to your hand.")
    assert f.subtypes_any_of == ("vampire", "wizard")
    assert f.types == (ir.TypeTest(("creature",)),)
    assert f.zone == ir.ZoneName.GRAVEYARD and f.tokens is False


def test_a_type_or_a_subtype_is_either() -> None:
    f = _filter("Gain control of target creature or Vehicle until end of turn.")
    first, second = f.alternatives
    assert first.types == (ir.TypeTest(("creature",)),) and first.subtypes == ()
    assert second.subtypes == ("vehicle",) and second.types == ()
    # the filter itself demands neither: it is the alternatives that match
    assert f.types == () and f.subtypes == ()
    spell = _filter("Counter target instant or Aura spell.", INSTANT)
    assert [a.types or a.subtypes for a in spell.alternatives] == [
        (ir.TypeTest(("instant",)),),
        ("aura",),
    ]
    assert spell.zone == ir.ZoneName.STACK


def test_each_negation_of_the_list_holds() -> None:
    f = _filter("Destroy target nonartifact, nonblack creature.", INSTANT)
    assert ir.TypeTest((), ("artifact",)) in f.types
    assert ir.TypeTest(("creature",)) in f.types
    assert f.excluded_colors == ("B",)
    assert _filter("Destroy all nonland, nontoken permanents.").tokens is False


def test_a_counter_of_any_kind_and_of_one_kind() -> None:
    anyone = _filter("{2}{B}, {T}: Destroy target creature with a counter on it.", CREATURE)
    assert anyone.with_any_counter and anyone.with_counter is None
    bribery = _filter("Creatures with bribery counters on them can't attack or block.", ENCHANTMENT)
    assert bribery.with_counter == "bribery" and not bribery.with_any_counter


def test_flying_or_reach_is_either_keyword() -> None:
    f = _filter("Test Card can't be blocked except by creatures with flying or reach.", CREATURE)
    assert [a.keywords for a in f.alternatives] == [("flying",), ("reach",)]
    assert f.keywords == ()


def test_power_one_of_the_numbers() -> None:
    f = _filter(
        "Whenever you cast a creature spell with power 4, 5, or 6, draw a card.", ENCHANTMENT
    )
    assert [(a.power_at_least, a.power_at_most) for a in f.alternatives] == [(4, 4), (5, 5), (6, 6)]


def test_with_flying_binds_the_last_noun_of_one_objects_types() -> None:
    """ "target artifact, enchantment, or creature with flying": an artifact, an enchantment,
    or a creature with flying (any artifact or enchantment may be the target)."""
    f = _filter("Destroy target artifact, enchantment, or creature with flying.", INSTANT)
    artifact, enchantment, creature = f.alternatives
    assert artifact.types == (ir.TypeTest(("artifact",)),) and artifact.keywords == ()
    assert enchantment.types == (ir.TypeTest(("enchantment",)),) and enchantment.keywords == ()
    assert creature.types == (ir.TypeTest(("creature",)),) and creature.keywords == ("flying",)
    assert f.keywords == ()


def test_you_control_binds_every_noun_of_the_list() -> None:
    """ "artifacts and creatures you control": who controls them is said of each (CR 109.4)."""
    f = _filter("Destroy all artifacts and creatures you control.")
    assert f.types == (ir.TypeTest(("artifact", "creature")),)
    assert f.controller == ir.Players("you") and f.alternatives == ()
    g = _filter("Wolves and Werewolves you control get +1/+1.", ENCHANTMENT)
    assert g.controller == ir.Players("you") and g.subtypes_any_of == ("wolf", "werewolf")
