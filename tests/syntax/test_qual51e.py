# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 51 (qualifiers on objects and players: possessives): "Target artifact creature's
controller sacrifices it", "target creature's owner puts it ...", "deals damage to target
spell's controller", "You gain life equal to target creature's power" -- one target object
(CR 115.1) and the player who controls or owns it (CR 108.4, 108.3) or its value (CR 208.1,
202.3), as "the controller of target creature" and "the power of target creature" say them;
"where X is the spell's mana value" (CR 608.2c: "the spell" is the spell named before it, as
"that spell"). A wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import json

import pytest

import karlov
from karlov import ir
from karlov.ir import json as ir_json

from .families import (
    assert_refused_at,
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    refusals,
    word_column,
)

CREATURE = "Creature — Human Artificer"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Mercy Killing, Arcum Dagsson, Sarkhan the Mad's [−2], Reweave's first sentence
    ("Target creature's controller sacrifices it, then creates X 1/1 green and white Elf Warrior creature tokens, where X is that creature's power.", "Instant", None),
    ("{T}: Target artifact creature's controller sacrifices it. That player may search their library for a noncreature artifact card, put it onto the battlefield, then shuffle.", CREATURE, None),
    ("Target creature's controller sacrifices it, then that player creates a 5/5 red Dragon creature token with flying.", "Sorcery", None),
    ("Target permanent's controller sacrifices it.", "Instant", None),
    ("Target creature's controller reveals a card at random from their hand.", "Instant", None),
    # the owner (CR 108.3)
    ("Target nonland permanent's owner shuffles it into their library.", "Sorcery", None),
    # Diver Skaab: read; "on the top or bottom" (the player's choice) is not played yet
    ("When Test Card exploits a creature, target creature's owner puts it on the top or bottom of their library.", CREATURE, "on the top or bottom of their library"),
    # a description the runtime's filters don't test: refused at the description
    ("Target enchanted creature's controller loses 2 life.", "Sorcery", "enchanted creature's"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the word E001 stands at)
NEAR_MISSES = [
    # a plural noun with the singular possessive
    ("Target creatures's controller sacrifices it.", "Instant", "creatures's"),
    # a possessive of several targets, or of a number of targets: no one player
    ("Up to one target creature's controller sacrifices it.", "Instant", "creature's"),
    ("Two target creatures' controllers sacrifice them.", "Instant", "creatures'"),
    # a possessive of a possessive
    ("Target creature's owner's controller loses 2 life.", "Sorcery", "creature's"),
    # no possessive: "target creature controller" is no player
    ("Target creature controller sacrifices it.", "Instant", "controller"),
    # the article: "the spell's mana value", never "spell's mana value" alone
    ("Counter target spell. Its controller mills X cards, where X is spell's mana value.", "Instant", "spell's"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def test_the_possessed_target_is_the_target_and_its_controller_the_player() -> None:
    (ability,) = compiled_abilities(
        "{T}: Target artifact creature's controller sacrifices it. That player may search their "
        "library for a noncreature artifact card, put it onto the battlefield, then shuffle.",
        CREATURE,
    )
    (spec,) = ability.targets
    assert spec.description == "target artifact creature"
    assert spec.minimum == spec.maximum == 1
    assert [t.any_of for t in spec.filter.types] == [("artifact",), ("creature",)]
    controllers = [
        p for p in ir_nodes_of(ability, ir.Players) if p.who == "controller" and p.of is not None
    ]
    assert controllers and all(p.of == ir.TargetObjects(0, span=p.of.span) for p in controllers)
    (sacrifice,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.SACRIFICE]
    assert sacrifice.objects == ir.TargetObjects(0, span=sacrifice.objects.span)


def _without_spans(value: object) -> object:
    """IR JSON with its source positions and quoted words left out."""
    if isinstance(value, dict):
        return {k: _without_spans(v) for k, v in value.items() if k not in ("span", "text")}
    if isinstance(value, list):
        return [_without_spans(v) for v in value]
    return value


@pytest.mark.parametrize(
    ("possessed", "written"),
    [
        ("Target creature's controller sacrifices it.", "The controller of target creature sacrifices it."),
        ("Target creature's owner shuffles it into their library.", "The owner of target creature shuffles it into their library."),
        ("You gain life equal to target creature's power.", "You gain life equal to the power of target creature."),
    ],
)  # fmt: skip
def test_it_says_what_the_of_phrase_says(possessed: str, written: str) -> None:
    """ "target creature's controller" is "the controller of target creature" (CR 115.1,
    108.4): the same abilities."""
    said, wrote = (
        _without_spans(json.loads(ir_json.dumps(compiled_abilities(line))))
        for line in (possessed, written)
    )
    assert said == wrote


def test_the_owner_is_the_owner_of_the_target() -> None:
    (ability,) = compiled_abilities(
        "Destroy target nonland permanent. Target nonland permanent's owner draws a card."
    )
    first, second = ability.targets
    assert first.description == second.description == "target nonland permanent"
    assert second.filter.types and second.filter.types[0].none_of == ("land",)
    assert "permanent" in second.filter.nouns
    (owner,) = [p for p in ir_nodes_of(ability, ir.Players) if p.who == "owner"]
    assert owner.of == ir.TargetObjects(1, span=owner.of.span)


def test_damage_to_target_spells_controller_equal_to_its_mana_value() -> None:
    (ability,) = compiled_abilities(
        "Test Card deals damage to target spell's controller equal to that spell's mana value.",
        "Instant",
    )
    (spec,) = ability.targets
    assert spec.filter.zone is ir.ZoneName.STACK
    (damage,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.DEAL_DAMAGE]
    (value,) = ir_nodes_of(damage, ir.ValueOf)
    assert value.of == ir.TargetObjects(0, span=value.of.span)
    assert value.characteristic == "mana_value"


def test_target_creatures_power_is_the_value_of_the_target() -> None:
    (ability,) = compiled_abilities("You gain life equal to target creature's power.")
    (spec,) = ability.targets
    assert spec.description == "target creature"
    (value,) = ir_nodes_of(ability, ir.ValueOf)
    assert value.of == ir.TargetObjects(0, span=value.of.span)
    assert value.characteristic == "power"


def test_the_spells_mana_value_is_that_spells() -> None:
    line = (
        "Whenever a player casts a noncreature spell, counter that spell. That player creates "
        "X 1/1 white and blue Bird creature tokens with flying, where X is the spell's mana "
        "value."
    )
    assert card_errors(line, "Enchantment") == []
    assert refusals(line, "Enchantment") == refusals(
        line.replace("the spell's mana value", "that spell's mana value"), "Enchantment"
    )


def test_the_refusals_name_what_is_missing() -> None:
    found = karlov.check(
        card_text("Target enchanted creature's controller loses 2 life.", "Sorcery")
    )
    assert [d.message for d in found if d.code == "C001"] == [
        "the rules runtime cannot execute this yet: 'enchanted creature's': enchanted or "
        "equipped as a quality of objects"
    ]
