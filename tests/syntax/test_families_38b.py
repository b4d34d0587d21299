"""Families of descriptions, counts and conditions (session 38, gram-b), each beside the near
misses it must reject.

As in ``test_families_objects37b.py``: a family is read when its text checks with no error
(C001, read but not played yet, is allowed); a near miss must be an error at its word. The
examples are real Oracle wording of each family (with the card's name as "Test Card").
"""

from __future__ import annotations

import json

import pytest

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.frontend.syntax import parse_file
from karlov.ir import json as ir_json

from .families import line_errors as _errors

READ = [
    # "it's not your turn" (CR 102.1): the negation of "it's your turn"
    ("As long as it's not your turn, creatures you control get +0/+2.", "Enchantment"),
    (
        "If it's not your turn, you may exile a blue card from your hand rather than pay this "
        "spell's mana cost.\nCounter target noncreature spell.",
        "Instant",
    ),
    (
        "Whenever a player casts a spell, if it's not their turn, that player draws a card.",
        "Enchantment",
    ),
    # "it's not <description>" / "it's not attacking"
    (
        "{2}{U}: Until end of turn, target noncreature artifact you control becomes an artifact "
        "creature and gains flying. If it's not a Vehicle, it has base power and toughness 1/1 "
        "until end of turn.",
        "Artifact",
    ),
    (
        "Reveal the top card of your library. If it's not a land card, put it into your hand.",
        "Sorcery",
    ),
    (
        "Each untapped creature you control gets +0/+2 as long as it's not attacking.",
        "Creature — Elder Dragon",
    ),
    # "no creatures are on the battlefield" (CR 400.1: every player's)
    (
        "At the beginning of the end step, if no creatures are on the battlefield, sacrifice "
        "Test Card.",
        "Enchantment",
    ),
    # "had ... enter under your control this turn" (read; refused)
    (
        "{T}: Tap target creature. Activate only if you had a creature enter the battlefield "
        "under your control this turn.",
        "Creature — Human",
    ),
    # "if it had counters on it" (read; refused)
    (
        "Whenever a creature you control leaves the battlefield, if it had counters on it, "
        "investigate.",
        "Enchantment",
    ),
    # "if you control your commander" (read; refused: no command zone)
    (
        "Lieutenant — At the beginning of combat on your turn, if you control your commander, "
        "draw a card.",
        "Creature — Human Soldier",
    ),
    # "exactly" N (CR 107.1)
    ("{T}: Draw a card. Activate only if you have exactly seven cards in hand.", "Land"),
    (
        "At the beginning of your upkeep, if you have exactly 1 life, you win the game.",
        "Enchantment",
    ),
    # "that's both <color> and <color>" (CR 105.2)
    (
        "Whenever you cast a spell that's both red and white, Test Card has base power and "
        "toughness 4/2 until end of turn and gains first strike until end of turn.",
        "Creature — Shapeshifter",
    ),
    # "that's a <subtype> or a <subtype>" (CR 205.3)
    (
        "Each creature you control that's a Wolf or a Werewolf gets +1/+1 and has trample.",
        "Enchantment",
    ),
    (
        "Sacrifice a Saproling: Each creature you control that's a Fungus or a Saproling gets "
        "+1/+1 until end of turn.",
        "Creature — Fungus",
    ),
    # "that are enchanted" (read; refused)
    ("Creatures you control that are enchanted get +1/+1.", "Enchantment"),
    # spells and abilities by their targets (CR 115.1, 115.7)
    ("Counter target spell or ability that targets a creature.", "Instant"),
    (
        "{U}, Sacrifice Test Card: Counter target spell or ability that targets you or a "
        "creature you control.",
        "Creature — Merfolk Pirate",
    ),
    (
        "Whenever you cast an instant or sorcery spell that targets only Test Card, you may pay "
        "{2}. If you do, copy that spell. You may choose new targets for the copy.",
        "Creature — Golem",
    ),
    # "with the greatest power among ..." (read; refused)
    (
        "Exile target creature with the greatest power among creatures on the battlefield.",
        "Instant",
    ),
    # counts of the turn's history and of mana spent (read; refused)
    ("Discard your hand, then draw a card for each card you've discarded this turn.", "Sorcery"),
    ("{T}: Add {C} for each card you've drawn this turn.", "Artifact"),
    (
        "Test Card enters with a number of +1/+1 counters on it equal to the amount of mana "
        "spent to cast it.",
        "Creature — Hydra",
    ),
    (
        "Target creature gets -X/-X until end of turn, where X is the revealed card's mana value.",
        "Instant",
    ),
    (
        "Creatures you control get +1/+1 for each time you've cast your commander from the "
        "command zone this game.",
        "Enchantment",
    ),
]

NEAR_MISSES = [
    # "it's not" names whose turn: "their" or "your", nothing else
    ("As long as it's not my turn, creatures you control get +0/+2.", "Enchantment", 21),
    # "on the battlefield", not "in the battlefield" nor "on battlefield"
    (
        "At the beginning of the end step, if no creatures are on battlefield, sacrifice "
        "Test Card.",
        "Enchantment",
        58,
    ),
    # "both ... and ...", never "both ... or ..."
    (
        "Whenever you cast a spell that's both red or white, Test Card gets +1/+1 until end "
        "of turn.",
        "Creature — Shapeshifter",
        43,
    ),
    # each subtype has its article
    ("Each creature you control that's a Wolf or Werewolf gets +1/+1.", "Enchantment", 36),
    # "exactly" a number, not "exactly more"
    ("{T}: Draw a card. Activate only if you have exactly more cards in hand.", "Land", 53),
    # "had counters on it", not "had counters on them"
    (
        "Whenever a creature you control leaves the battlefield, if it had counters on them, "
        "investigate.",
        "Enchantment",
        67,
    ),
]


@pytest.mark.parametrize(("line", "card_type"), READ)
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert _errors(line.split("\n")[0], card_type) == [], line
    found = karlov.check(_card(line, card_type), require_playable=False)
    assert [d for d in found if d.is_error] == [], line


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


def _card(line: str, card_type: str) -> str:
    text = f"Test Card {{1}}\n{card_type}\n{line}\n"
    if card_type.startswith("Creature"):
        text += "1/1\n"
    return text


PLAYED = [READ[0], READ[4], READ[6], READ[10], READ[11], READ[13], READ[14], READ[22]]


@pytest.mark.parametrize(("line", "card_type"), PLAYED)
def test_the_family_plays(line: str, card_type: str) -> None:
    """Read and played: no C001 (the scenarios of ``tests/scenarios/families38b`` play them)."""
    found = [d for d in karlov.check(_card(line, card_type), require_playable=True)]
    assert [d for d in found if d.is_error] == [], line


REFUSED = [
    (
        "Whenever a player casts a spell, if it's not their turn, that player draws a card.",
        "Enchantment",
        "the rules runtime cannot execute this yet: 'it's not their turn': the turn of a player"
        " other than you",
    ),
    (
        "Each untapped creature you control gets +0/+2 as long as it's not attacking.",
        "Creature — Elder Dragon",
        "the rules runtime cannot execute this yet: 'it's not attacking' said of the objects"
        " the ability affects",
    ),
    (
        "When Test Card dies, if it had counters on it, investigate.",
        "Creature — Human",
        "the rules runtime cannot execute this yet: 'it had counters on it': counters of any kind"
        " on an object as it last existed",
    ),
    (
        "Lieutenant — At the beginning of combat on your turn, if you control your commander, "
        "draw a card.",
        "Creature — Human Soldier",
        "the rules runtime cannot execute this yet: 'you control your commander': a commander"
        " (no command zone, CR 903.6)",
    ),
    (
        "Creatures you control that are enchanted get +1/+1.",
        "Enchantment",
        "the rules runtime cannot execute this yet: 'that are enchanted': enchanted as a quality"
        " of objects",
    ),
    (
        "Whenever you cast an instant or sorcery spell that targets only Test Card, copy that "
        "spell.",
        "Creature — Golem",
        "the rules runtime cannot execute this yet: 'that targets only Test Card': what all of a"
        " spell's targets are",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "message"), REFUSED)
def test_the_family_is_refused_where_the_runtime_cannot_honour_it(
    line: str, card_type: str, message: str
) -> None:
    """Read, then refused (C001) with the reason, verbatim."""
    found = [d.message for d in karlov.check(_card(line, card_type)) if d.code == "C001"]
    assert found == [message], line


def _ir(line: str, card_type: str) -> dict:
    card_file, diagnostics = parse_file(_card(line, card_type), "test.card")
    assert not [d for d in diagnostics if d.is_error]
    return json.loads(ir_json.dumps(compile_card(card_file.cards[0]).ir.abilities))


def _find(tree: object, key: str) -> list:
    """Every value of ``key`` in the IR JSON, depth first."""
    found = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if key in node:
                found.append(node[key])
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


def test_that_s_a_subtype_or_a_subtype_binds_to_the_object_you_control() -> None:
    """ "Each creature you control that's a Wolf or a Werewolf": one filter, the creature you
    control, with either subtype (CR 205.3) -- not "you control a Wolf"."""
    tree = _ir(READ[13][0], READ[13][1])
    filters = [f for f in _dicts(tree) if f.get("subtypes_any_of")]
    assert filters, "no filter with the subtypes"
    for found in filters:
        assert found["subtypes_any_of"] == ["wolf", "werewolf"]
        assert found["controller"]["who"] == "you"
        assert "creature" in json.dumps(found["types"])


def _dicts(tree: object) -> list[dict]:
    found = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            found.append(node)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


def test_that_s_both_colors_needs_each_color() -> None:
    """ "a spell that's both red and white": each color holds (CR 105.2), not either."""
    line = "Whenever you cast a spell that's both red and white, you gain 1 life."
    tree = _ir(line, "Enchantment")
    assert ["R", "W"] in _find(tree, "colors")
    assert _find(tree, "colors_any_of") in ([], [[]])


def test_not_your_turn_is_the_negation_of_your_turn() -> None:
    """ "it's not your turn" is a NotCondition around IsYourTurn in the IR (CR 102.1)."""
    tree = json.dumps(_ir(READ[0][0], READ[0][1]))
    assert "NotCondition" in tree and "IsYourTurn" in tree
    assert isinstance(ir.NotCondition(ir.IsYourTurn()).condition, ir.IsYourTurn)


def test_no_creatures_on_the_battlefield_counts_every_players() -> None:
    """ "no creatures are on the battlefield": no controller in the filter (CR 400.1)."""
    tree = _ir(READ[6][0], READ[6][1])
    counts = _find(tree, "filter")
    assert counts and all(f.get("controller") is None for f in counts if isinstance(f, dict))


@pytest.mark.parametrize("number", ["0", "1", "3"])
def test_exactly_is_no_lower_bound(number: str) -> None:
    """ "exactly N life" is N and no other number (CR 107.1)."""
    line = f"At the beginning of your upkeep, if you have exactly {number} life, you win the game."
    tree = json.dumps(_ir(line, "Enchantment"))
    assert '"exactly"' in tree and f'"value": {number}' in tree
