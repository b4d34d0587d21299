# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 52 (quoted abilities granted, tokens created with abilities): a quoted ability's
sentences are those of an ability of a card (CR 113.1a, 608.2c): its last one may be "If you
do, ..." (CR 608.2c), "When you do, ..." (a reflexive triggered ability, CR 603.12) or "If
[condition], ..."; a quoted activated ability may end with "Activate only as a sorcery / once
each turn / during your turn" (CR 602.5b, 602.5d); a quoted ability inside a quoted one is
written in single quotes, one level deep (Reef Worm's Fish "with 'When this creature dies,
...'", CR 111.4), and is an ability of the object the outer one gives it to (Koth's emblem:
of each Mountain, CR 114.4). "sacrifice this creature unless you pay its mana cost" is read
and refused (CR 118.12a). A wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_refused_at,
    card_errors,
    compiled_abilities,
    ir_nodes_of,
    line_errors,
    refusal_columns,
    word_column,
)

CREATURE = "Creature — Human Artificer"
AURA = "Enchantment — Aura"
EQUIPMENT = "Artifact — Equipment"

REEF_WORM = "When Test Card dies, create a 3/3 blue Fish creature token with \"When this creature dies, create a 6/6 blue Whale creature token with 'When this creature dies, create a 9/9 blue Kraken creature token.'\""
NESTING_DRAGON = "Landfall — Whenever a land you control enters, create a 0/2 red Dragon Egg creature token with defender and \"When this creature dies, create a 2/2 red Dragon creature token with flying and '{R}: This creature gets +1/+0 until end of turn.'\""
KOTH = "[−5]: You get an emblem with \"Mountains you control have '{T}: This land deals 1 damage to any target.'\""
FARMSTEAD = 'Enchanted land has "At the beginning of your upkeep, you may pay {W}{W}. If you do, you gain 1 life."'
SKYGAMES = 'Enchanted land has "{T}: Target creature gains flying until end of turn. Activate only as a sorcery."'

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Reef Worm, Nesting Dragon: a quoted ability inside a quoted one (CR 111.4, 113.1a)
    (REEF_WORM, CREATURE, None),
    (NESTING_DRAGON, CREATURE, None),
    # Farmstead, Reborn Hero, Family's Favor: "If you do, ..." last (CR 608.2c)
    (FARMSTEAD, AURA, None),
    ('Threshold — As long as seven or more cards are in your graveyard, Test Card has "When Test Card dies, you may pay {W}{W}. If you do, return Test Card to the battlefield under your control."', CREATURE, None),
    ('Until end of turn, target creature gains "Whenever this creature deals combat damage to a player, remove a +1/+1 counter from it. If you do, draw a card."', "Instant", None),
    # "When you do, ..." last (CR 603.12)
    ('Enchanted creature has "Whenever this creature attacks, you may pay {1}. When you do, target creature gets -1/-1 until end of turn."', AURA, None),
    # a conditional sentence after another one
    ('Enchanted creature has "Whenever this creature attacks, draw a card. If you control an artifact, you gain 2 life."', AURA, None),
    # Pathway Arrows: read; a creature dealt damage this way is not a condition the runtime tests
    ('Equipped creature has "{2}, {T}: This creature deals 1 damage to target creature. If a colorless creature is dealt damage this way, tap it."', EQUIPMENT, "a colorless creature is dealt damage"),
    # Spare Dagger: read; the card's name in an ability it grants is refused as before
    ('Equipped creature gets +1/+0 and has "Whenever this creature attacks, you may sacrifice Test Card. When you do, this creature deals 1 damage to any target."', EQUIPMENT, "Test Card. When"),
    # Skygames, Dementia Sliver's restriction: "Activate only ..." ending a quoted activated ability
    (SKYGAMES, AURA, None),
    ('Enchanted creature has "{T}: Draw a card. Activate only during your turn."', AURA, None),
    ('Enchanted creature has "{T}: Draw a card. Activate only once each turn."', AURA, None),
    # ... and refused in a triggered one: it is the restriction of no activated ability
    ('Enchanted creature has "When this creature dies, draw a card. Activate only once each turn."', AURA, "Activate only once each turn"),
    # Touch of Vitae: read; one activation ever is not counted by the runtime
    ('Until end of turn, target creature gains haste and "{0}: Untap this creature. Activate only once."', "Instant", "Activate only once"),
    # Rite of the Raging Storm, Kaldra Compleat: a quoted ability last in a list, after ", and"
    ('At the beginning of each player\'s upkeep, that player creates a 5/1 red Elemental creature token named Lightning Rager. It has trample, haste, and "At the beginning of the end step, sacrifice this creature."', "Enchantment", None),
    ('Equipped creature gets +5/+5 and has first strike, trample, indestructible, haste, and "Whenever this creature deals combat damage to a creature, exile that creature."', EQUIPMENT, None),
    # ... or after a comma, the comma Oracle writes inside the quote: Tend the Pests
    ('Create X 1/1 black and green Pest creature tokens with "When this creature dies, you gain 1 life," where X is the number of cards in your hand.', "Sorcery", None),
    ('Create a 1/1 colorless Thopter artifact creature token with flying, "{T}: Draw a card," and "{1}: This creature gets +1/+0 until end of turn."', "Sorcery", None),
    # Fiery Mantle's "its mana cost": paying an object's mana cost is not a cost of the IR
    ('Enchanted creature has "At the beginning of your upkeep, sacrifice this creature unless you pay its mana cost."', AURA, "you pay its mana cost"),
    ("At the beginning of your upkeep, sacrifice Test Card unless you pay its mana cost.", CREATURE, "you pay its mana cost"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_an_emblems_nested_ability_is_the_mountains() -> None:
    # Koth, the Hammer's [−5] (the card here has no Loyalty line: C001 on its type line only)
    assert line_errors(KOTH, "Legendary Planeswalker — Koth") == []
    assert refusal_columns(KOTH, "Legendary Planeswalker — Koth") == []


#: (line, card type, the word E001 stands at; None: the quote that closes the line)
NEAR_MISSES = [
    # single quotes open a quoted ability only inside a double-quoted one: the single quote
    # that ends it here stands where the double one must
    ("Creatures you control have '{T}: Add {C}.'", "Sorcery", None),
    ("Create a 1/1 colorless Servo artifact creature token with 'When this creature dies, draw a card.'", "Sorcery", None),
    # a double quote inside a double-quoted ability ends it: the last one ends nothing
    ('Create a 3/3 blue Fish creature token with "When this creature dies, create a 6/6 blue Whale creature token with "When this creature dies, draw a card.""', "Sorcery", None),
    # the agreement of "If you do"
    ('Enchanted creature has "When this creature dies, you may pay {2}. If you does, draw a card."', AURA, "does,"),
    # a quoted ability after others in a list is joined to them
    ('Equipped creature has trample, haste "Whenever this creature attacks, draw a card."', EQUIPMENT, '"Whenever'),
    # the article of "as a sorcery"
    ('Enchanted creature has "{T}: Draw a card. Activate only as sorcery."', AURA, "sorcery."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str | None) -> None:
    column = len(line) if word is None else word_column(line, word)
    assert card_errors(line, card_type) == [("E001", column)]


@pytest.mark.parametrize(
    "line",
    [
        # the quotes unbalanced: the line ends inside the quoted ability
        'Enchanted creature has "{T}: Draw a card.',
        'Create a 3/3 blue Fish creature token with "When this creature dies, create a 6/6 blue Whale creature token with \'When this creature dies, draw a card."',
    ],
)
def test_an_unclosed_quote_ends_the_line_too_early(line: str) -> None:
    assert card_errors(line, AURA) == [("E002", len(line) + 1)]


def test_the_nested_ability_is_the_tokens() -> None:
    (ability,) = compiled_abilities(REEF_WORM, CREATURE)
    tokens = ir_nodes_of(ability, ir.TokenDefinition)
    kinds = [token.characteristics.subtypes for token in tokens]
    assert kinds == [("Fish",), ("Whale",), ("Kraken",)]
    fish, whale, kraken = (token.characteristics for token in tokens)
    assert [type(a) for a in fish.abilities] == [ir.TriggeredAbility]
    assert [type(a) for a in whale.abilities] == [ir.TriggeredAbility]
    assert kraken.abilities == ()


def test_if_you_do_is_done_only_if_the_may_was() -> None:
    (ability,) = compiled_abilities(FARMSTEAD, AURA)
    (granted,) = ir_nodes_of(ability, ir.TriggeredAbility)
    assert len(ir_nodes_of(granted.effect, ir.MayDo)) == 1
    (done,) = ir_nodes_of(granted.effect, ir.IfDone)
    assert [action.verb for action in ir_nodes_of(done, ir.Action)] == [ir.Verb.GAIN_LIFE]


@pytest.mark.parametrize(
    ("restriction", "timing", "per_turn", "condition"),
    [
        ("Activate only as a sorcery", ir.Timing.SORCERY, None, None),
        ("Activate only once each turn", ir.Timing.INSTANT, 1, None),
        ("Activate only during your turn", ir.Timing.INSTANT, None, ir.IsYourTurn),
    ],
)
def test_the_quoted_restriction_is_the_abilitys(
    restriction: str, timing: ir.Timing, per_turn: int | None, condition: type | None
) -> None:
    line = f'Enchanted land has "{{T}}: Target creature gains flying until end of turn. {restriction}."'
    (ability,) = compiled_abilities(line, AURA)
    (granted,) = ir_nodes_of(ability, ir.ActivatedAbility)
    assert granted.timing == timing
    assert granted.max_per_turn == per_turn
    assert (
        (granted.condition is None)
        if condition is None
        else isinstance(granted.condition, condition)
    )
