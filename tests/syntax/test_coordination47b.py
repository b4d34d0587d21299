"""Session 47 (coordinated descriptions and players): lists that join card types, subtypes,
"non-" words and whole descriptions, and phrases that join objects with players.

- card types and subtypes in one list ("target Spirit, instant, or sorcery card", "a Dinosaur
  or land card", "Instant, sorcery, and Dragon spells you control", "an artifact or
  Artificer"): an object with at least one of them (CR 205.2, 205.3);
- subtypes of other kinds with the serial comma ("an Aura, Equipment, or Vehicle spell", "a
  Plains, Island, Swamp, or Mountain card", CR 205.3);
- a list of "non-" words ("target non-Angel, non-Demon, non-Devil, non-Dragon creature",
  "nonattacking, nonblocking creature"): each holds (CR 205.4b, 506.4);
- descriptions joined with the serial comma ("target enchantment, tapped artifact, or tapped
  creature"): an object one of them fits (CR 115.1);
- "deals damage equal to its power to each other creature and each opponent" (CR 120.3: one
  amount to objects and players, dealt at once);
- two phrases joined by "or" ("Destroy all lands or all creatures", CR 608.2d): read,
  refused (C001): the runtime has no such choice;
- "you or a permanent you control" of a trigger (CR 115.1, 120.3): read, refused (C001).

Each is read where it plays, refused (C001 at its span) where the runtime cannot play it, and
an error at its word where the wording is not Oracle's.
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
ARTIFACT = "Artifact"

#: (line, card type, where C001 must stand, or None where the line plays)
READ = [
    # Returned Pastcaller: a subtype, then card types (CR 205.3, 205.2)
    ("When Test Card enters, return target Spirit, instant, or sorcery card from your graveyard "
     "to your hand.", CREATURE, None),
    # Commune with Dinosaurs
    ("Return target Dinosaur or land card from your graveyard to your hand.", SORCERY, None),
    # Taigam, Ojutai Master: "and" of a plural description is a union
    ("Instant, sorcery, and Dragon spells you control can't be countered.", CREATURE, None),
    # Era of Innovation
    ("Whenever an artifact or Artificer you control enters, draw a card.", ENCHANTMENT, None),
    # Sram, Senior Edificer / Farseek: subtypes of other kinds, the serial comma
    ("Whenever you cast an Aura, Equipment, or Vehicle spell, draw a card.", CREATURE, None),
    ("Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the "
     "battlefield tapped, then shuffle.", SORCERY, None),
    # Power Word Kill, Catacomb Dragon, Unlikely Alliance, Bludgeon Brawl
    ("Destroy target non-Angel, non-Demon, non-Devil, non-Dragon creature.", INSTANT, None),
    ("Destroy target nonartifact, non-Dragon creature.", INSTANT, None),
    ("{1}{W}: Target nonattacking, nonblocking creature gets +0/+2 until end of turn.",
     ENCHANTMENT, None),
    ("Each noncreature, non-Equipment artifact has hexproof.", ENCHANTMENT, None),
    # Nahiri, the Harbinger / Nissa's Defeat: descriptions joined with the serial comma
    ("Exile target enchantment, tapped artifact, or tapped creature.", SORCERY, None),
    ("Destroy target Forest, green enchantment, or green planeswalker.", SORCERY, None),
    # Chandra's Ignition, Rupture: one amount to objects and players (CR 120.3)
    ("Target creature you control deals damage equal to its power to each other creature and "
     "each opponent.", SORCERY, None),
    ("Test Card deals damage equal to the number of cards in your hand to each creature and "
     "each player.", SORCERY, None),
    # Catastrophe: a choice between two phrases' objects (CR 608.2d)
    ("Destroy all lands or all creatures.", SORCERY, 9),
    # Disallow: an ability on the stack is activated or triggered (CR 113.3b, 113.3c)
    ("Counter target spell, activated ability, or triggered ability.", INSTANT, 16),
    # Soul Snare: attacking a planeswalker you control is not read yet
    ("{W}, Sacrifice Test Card: Exile target creature that's attacking you or a planeswalker "
     "you control.", ENCHANTMENT, 49),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: Lines that are read and refused (C001) somewhere: the triggers of "you or a permanent you
#: control" (Unsettled Mariner, Flameblade Angel), not lowered yet.
READ_REFUSED = [
    ("Whenever you or a permanent you control becomes the target of a spell or ability an "
     "opponent controls, draw a card.", CREATURE),
    ("Whenever a source an opponent controls deals damage to you or a permanent you control, "
     "you gain 1 life.", CREATURE),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type"), READ_REFUSED)
def test_the_trigger_is_read_and_refused(line: str, card_type: str) -> None:
    assert card_errors(line, card_type) == []
    assert [code for code, _ in refusals(line, card_type)] == ["C001"]


#: (line, card type, the words E001 stands at, the last of them in the line)
NEAR_MISSES = [
    # no serial comma before "or" in a list of three (Oracle: "Spirit, instant, or sorcery")
    ("Return target Spirit, instant or sorcery card from your graveyard to your hand.",
     SORCERY, ", instant"),
    # a bare comma with no joining word after it
    ("Return target Spirit, instant, sorcery card from your graveyard to your hand.", SORCERY,
     ", sorcery"),
    ("Search your library for a Plains, Island or Swamp card, then shuffle.", SORCERY,
     ", then"),
    # a comma after the last "non-" word
    ("Destroy target non-Angel, non-Demon, creature.", INSTANT, ", creature"),
    # no serial comma in a list of three descriptions: no list, and the comma ends the clause
    ("Exile target enchantment, tapped artifact or tapped creature.", SORCERY, "."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "words"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, words: str) -> None:
    column = line.rindex(words) + 1
    assert card_errors(line, card_type) == [("E001", column)]


def test_a_second_object_without_its_article_is_e018() -> None:
    """ "an artifact creature and nonartifact creature": the second needs its own article
    (Oracle: "an artifact creature and a nonartifact creature"); without one, "and" joins a
    second type to one object (E018)."""
    line = "Each opponent sacrifices an artifact creature and nonartifact creature."
    assert card_errors(line, INSTANT) == [("E018", line.index("and nonartifact") + 1)]


#: Lists the lexer takes whose shape no Oracle text has: refused, never read one way.
ODD_LISTS = [
    ("Destroy target artifact, or creature.", INSTANT),  # a serial comma with two types
    ("Return target Spirit, or sorcery card from your graveyard to your hand.", SORCERY),
    ("Destroy target creature, non-Dragon creature.", INSTANT),  # no "non-" word before it
]


@pytest.mark.parametrize(("line", "card_type"), ODD_LISTS)
def test_an_odd_list_is_refused(line: str, card_type: str) -> None:
    assert card_errors(line, card_type) == []
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


def _either(f: ir.ObjectFilter) -> list[object]:
    return [a.types or a.subtypes for a in f.alternatives]


def test_a_subtype_and_card_types_are_any_of_them() -> None:
    """Returned Pastcaller: a Spirit card, an instant card or a sorcery card (CR 205.3)."""
    f = _filter("Return target Spirit, instant, or sorcery card from your graveyard to your hand.")
    assert _either(f) == [
        ("spirit",),
        (ir.TypeTest(("instant",)),),
        (ir.TypeTest(("sorcery",)),),
    ]
    # "from your graveyard" and "card" hold whichever it is
    assert f.zone == ir.ZoneName.GRAVEYARD and f.tokens is False
    assert f.types == () and f.subtypes == ()


def test_card_types_then_a_subtype_are_any_of_them() -> None:
    """Taigam: "Instant, sorcery, and Dragon spells you control" (a union: each spell is one
    of them); "you control" binds the whole list."""
    f = _filter("Instant, sorcery, and Dragon spells you control can't be countered.", CREATURE)
    assert _either(f) == [
        (ir.TypeTest(("instant",)),),
        (ir.TypeTest(("sorcery",)),),
        ("dragon",),
    ]
    assert f.controller == ir.Players("you")


def test_subtypes_of_other_kinds_with_the_serial_comma() -> None:
    f = _filter(
        "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the "
        "battlefield tapped, then shuffle."
    )
    assert f.subtypes_any_of == ("plains", "island", "swamp", "mountain")


def test_each_non_word_of_the_list_holds() -> None:
    f = _filter("Destroy target non-Angel, non-Demon, non-Devil, non-Dragon creature.", INSTANT)
    assert f.excluded_subtypes == ("angel", "demon", "devil", "dragon")
    assert f.types == (ir.TypeTest(("creature",)),)
    g = _filter("Destroy target nonartifact, non-Dragon creature.", INSTANT)
    assert ir.TypeTest((), ("artifact",)) in g.types and g.excluded_subtypes == ("dragon",)
    h = _filter("{1}{W}: Target nonattacking, nonblocking creature gets +0/+2 until end of turn.")
    assert h.attacking is False and h.blocking is False


def test_descriptions_with_the_serial_comma_are_any_of_them() -> None:
    """Nahiri, the Harbinger: an enchantment, a tapped artifact or a tapped creature; "tapped"
    is its own description's (an untapped enchantment can be chosen)."""
    f = _filter("Exile target enchantment, tapped artifact, or tapped creature.")
    first, second, third = f.alternatives
    assert first.types == (ir.TypeTest(("enchantment",)),) and first.tapped is None
    assert second.types == (ir.TypeTest(("artifact",)),) and second.tapped is True
    assert third.types == (ir.TypeTest(("creature",)),) and third.tapped is True


def test_damage_to_objects_and_players_is_one_action() -> None:
    """Chandra's Ignition: one amount to each other creature and each opponent, at once (CR
    120.3); "other" is other than the target creature (the spell's source is no creature)."""
    (card,) = karlov.parse(
        card_text(
            "Target creature you control deals damage equal to its power to each other creature "
            "and each opponent.",
            SORCERY,
        )
    )
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    (action,) = [a for a in _actions(ability) if a.verb is ir.Verb.DEAL_DAMAGE]
    assert action.recipient_players == ir.Players("each_opponent")
    assert action.recipients is not None


def _actions(node: object) -> Iterator[ir.Action]:
    if isinstance(node, ir.Action):
        yield node
    if isinstance(node, tuple):
        for item in node:
            yield from _actions(item)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            if f.name != "span":
                yield from _actions(getattr(node, f.name))
