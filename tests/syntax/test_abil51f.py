# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 51 (characteristics and abilities as objects of effects): "all colors" in a
color-changing effect (CR 105.2, 105.3, 613.1e: layer 5), "protection from all colors" and
"protection from each color" (CR 702.16h: five protection abilities, one per color), "all
creature types" / "every creature type" (CR 205.3m, 613.1d: layer 4, read and refused until
the runtime adds every creature type), "protection from everything" (CR 702.16j, read and
refused). Each is played exactly or refused (C001 at its words); a wording that is not
Oracle's is an error at its word."""

from __future__ import annotations

import json

import pytest

import karlov
from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
    refusals,
    word_column,
)

CREATURE = "Creature — Golem"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # "is all colors" (Transguild Courier, Sphinx of the Guildpact)
    ("Test Card is all colors.", "Creature — Golem", None),
    # "becomes all colors" (Scrapbasket)
    ("{1}: Test Card becomes all colors until end of turn.", "Creature — Scarecrow", None),
    # protection from all colors / each color (Etched Champion, Spectra Ward's first sentence)
    ("Metalcraft — Test Card has protection from all colors as long as you control three or more artifacts.", "Creature — Soldier", None),
    ("Enchant creature\nEnchanted creature gets +2/+2 and has protection from all colors.", "Enchantment — Aura", None),
    ("Creatures you control have protection from each color.", "Enchantment", None),
    ("Target creature gains protection from all colors until end of turn.", "Instant", None),
    # every creature type, a layer-4 effect not played yet (Runed Stalactite, Volatile Claws,
    # Shields of Velis Vel, Wings of Velis Vel)
    ("Equipped creature gets +1/+1 and is every creature type.\nEquip {2}", "Artifact — Equipment", "is every creature type"),
    ("Until end of turn, creatures you control get +2/+0 and gain all creature types.", "Instant", "gain all creature types"),
    ("Creatures target player controls get +0/+1 and gain all creature types until end of turn.", "Instant", "gain all creature types"),
    ("{T}: Target creature gains all creature types until end of turn.", "Artifact", "gains all creature types"),
    # protection from everything (Progenitus, Teferi's Protection)
    ("Protection from everything", "Creature — Hydra Avatar", "Protection from everything"),
    ("Target creature gains protection from everything until end of turn.", "Instant", "protection from everything"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the code, the word it stands at)
NEAR_MISSES = [
    # the plural is "colors", the verb agrees with one object
    ("Test Card is all color.", "Creature — Golem", "E001", "all"),
    ("Test Card are all colors.", "Creature — Golem", "E001", "all"),
    ("{1}: Test Card becomes all color until end of turn.", "Creature — Golem", "E001", "all"),
    ("Creatures you control have protection from all color.", "Enchantment", "E001", "all"),
    ("Creatures you control have protection from each colors.", "Enchantment", "E001", "each"),
    ("Test Card is every creature types.", "Creature — Golem", "E001", "every"),
    ("Target creature gains all creature type until end of turn.", "Instant", "E001", "all"),
    ("Target creature gain all creature types until end of turn.", "Instant", "E019", "gain"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, code: str, word: str
) -> None:
    assert_error_at(line, card_type, code, word)


def test_is_all_colors_sets_the_five_colors_in_layer_5() -> None:
    (static,) = compiled_abilities("Test Card is all colors.", CREATURE)
    (effect,) = ir_nodes_of(static, ir.ContinuousEffect)
    assert effect.layer is ir.Layer.COLOR
    assert effect.set_colors == ("W", "U", "B", "R", "G")
    assert effect.add_colors == ()


def test_becomes_all_colors_is_a_color_change_until_end_of_turn() -> None:
    (ability,) = compiled_abilities(
        "{1}: Test Card becomes all colors until end of turn.", CREATURE
    )
    (become,) = ir_nodes_of(ability, ir.BecomeColor)
    assert become.colors == ("W", "U", "B", "R", "G")
    assert become.in_addition is False
    assert become.duration is ir.Duration.END_OF_TURN
    assert isinstance(become.objects, ir.SourceObject)


def test_protection_from_all_colors_is_five_protections_each_as_printed() -> None:
    """CR 702.16h: the same abilities as "protection from white", ..., "from green"."""
    line = "Creatures you control have protection from {}."
    said = compiled_abilities(line.format("all colors"), "Enchantment")[0]
    each = compiled_abilities(line.format("each color"), "Enchantment")[0]
    granted = [a for a in ir_nodes_of(said, ir.KeywordAbility) if a.name == "protection"]
    assert [a.text for a in granted] == [
        "protection from white",
        "protection from blue",
        "protection from black",
        "protection from red",
        "protection from green",
    ]
    assert [a.text for a in ir_nodes_of(each, ir.KeywordAbility)] == [a.text for a in granted]
    for ability, name in zip(granted, ("white", "blue", "black", "red", "green"), strict=True):
        (printed,) = [
            a
            for a in ir_nodes_of(
                compiled_abilities(line.format(name), "Enchantment")[0], ir.KeywordAbility
            )
            if a.name == "protection"
        ]
        assert printed.filter is not None and ability.filter is not None
        assert ability.filter.colors == printed.filter.colors
        assert ability.filter.zone == printed.filter.zone
        assert ability.filter.types == printed.filter.types == ()


def test_the_refusals_name_what_is_missing() -> None:
    def messages(line: str, card_type: str) -> list[str]:
        found = karlov.check(card_text(line, card_type))
        return [d.message for d in found if d.code == "C001"]

    assert messages("Target creature gains all creature types until end of turn.", "Instant") == [
        "the rules runtime cannot execute this yet: gaining all creature types (CR 205.3m, "
        "613.1d: layer 4)"
    ]
    assert messages("Test Card is every creature type.", CREATURE) == [
        "the rules runtime cannot execute this yet: being every creature type (CR 205.3m, "
        "613.1d: layer 4)"
    ]
    assert messages("Protection from everything", CREATURE) == [
        "the rules runtime cannot execute this yet: protection from everything (CR 702.16j)"
    ]
    assert messages(
        "Target creature gains protection from everything until end of turn.", "Instant"
    ) == ["the rules runtime cannot execute this yet: protection from everything (CR 702.16j)"]


#: "also" before an instruction added to one said before it (it changes nothing of what the
#: instruction does): (line, card type, the words C001 must stand at, or None where it plays)
ALSO_READ = [
    # Rending Flame, Sanctified Charge, Goatnap, Toolcraft Exemplar, Forsworn Paladin
    ("Rending Flame deals 5 damage to target creature or planeswalker. If that permanent is a Spirit, Rending Flame also deals 2 damage to that permanent's controller.".replace("Rending Flame", "Test Card"), "Instant", None),
    ("Creatures you control get +2/+1 until end of turn. White creatures you control also gain first strike until end of turn.", "Instant", None),
    ("Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. If that creature is a Goat, it also gets +3/+0 until end of turn.", "Sorcery", None),
    ("At the beginning of combat on your turn, if you control an artifact, Test Card gets +2/+1 until end of turn. If you control three or more artifacts, it also gains first strike until end of turn.", CREATURE, None),
    # the instruction it adds to is in an earlier paragraph of the spell (Temur Battle Rage)
    ("Target creature gains double strike until end of turn.\nFerocious — That creature also gains trample until end of turn if you control a creature with power 4 or greater.", "Instant", None),
    # Pristine Angel: protection from a quality and from all colors (CR 702.16g, 702.16h)
    ("As long as Test Card is untapped, it has protection from artifacts and from all colors.", CREATURE, None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), ALSO_READ)
def test_also_is_read_where_an_instruction_comes_before_it(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: "also" with nothing said before it for it to add to: E026 at the word (line, column)
ALSO_ALONE = [
    ("Target creature also gains flying until end of turn.", "Instant", (3, 17)),
    ("Creatures you control get +1/+1.\nCreatures you control also have vigilance.", "Enchantment", (4, 23)),
    ("{T}: Draw a card.\n{1}: Test Card also gets +1/+1 until end of turn.", CREATURE, (4, 16)),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "where"), ALSO_ALONE)
def test_also_with_nothing_before_it_is_e026_at_the_word(
    line: str, card_type: str, where: tuple[int, int]
) -> None:
    found = karlov.check(card_text(line, card_type), require_playable=False)
    assert [(d.code, d.span.line, d.span.column) for d in found if d.is_error] == [("E026", *where)]
    (also,) = [d for d in found if d.code == "E026"]
    assert also.message == (
        "'also' adds an instruction to one said before it, and nothing is said before it here"
    )


#: "also" is not a verb: the verb after it agrees with the subject as it would without it
ALSO_NEAR_MISSES = [
    ("Target creature gets +2/+0 until end of turn. That creature also gain deathtouch until end of turn.", "Instant", "E019", "gain deathtouch"),
    ("Target creature gets +2/+0 until end of turn. That creature gains also deathtouch until end of turn.", "Instant", "E001", "also"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), ALSO_NEAR_MISSES)
def test_also_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, code: str, word: str
) -> None:
    assert_error_at(line, card_type, code, word)


def _without_spans(value: object) -> object:
    """IR JSON without source positions and quoted words: what the card does."""
    if isinstance(value, dict):
        return {k: _without_spans(v) for k, v in value.items() if k not in ("span", "text")}
    if isinstance(value, list):
        return [_without_spans(v) for v in value]
    return value


@pytest.mark.parametrize(("line", "card_type"), [(line, kind) for line, kind, _ in ALSO_READ[:5]])
def test_also_changes_nothing_of_what_the_instruction_does(line: str, card_type: str) -> None:
    from karlov.ir import json as ir_json

    said = compiled_abilities(line, card_type)
    plain = compiled_abilities(line.replace(" also ", " "), card_type)
    assert _without_spans(json.loads(ir_json.dumps(said))) == _without_spans(
        json.loads(ir_json.dumps(plain))
    )


def test_protection_from_artifacts_and_from_all_colors_is_six_protections() -> None:
    (static,) = compiled_abilities(
        "As long as Test Card is untapped, it has protection from artifacts and from all colors.",
        CREATURE,
    )
    texts = [a.text for a in ir_nodes_of(static, ir.KeywordAbility)]
    assert texts == [
        "protection from artifacts",
        "protection from white",
        "protection from blue",
        "protection from black",
        "protection from red",
        "protection from green",
    ]


#: Protection from several qualities in a list (CR 702.16g): one protection ability each.
PROTECTION_LISTS = [
    # Oversoul of Dusk: a keyword line
    ("Protection from blue, from black, and from red", "Creature — Spirit Avatar", ["blue", "black", "red"]),
    # Grotesque Hybrid, Akroma's Memorial: after other keywords granted
    ("Discard a card: Test Card gains flying and protection from green and from white until end of turn.", "Creature — Zombie", ["green", "white"]),
    ("Creatures you control have flying, first strike, vigilance, trample, haste, and protection from black and from red.", "Legendary Artifact", ["black", "red"]),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "qualities"), PROTECTION_LISTS)
def test_a_list_of_protections_is_one_protection_per_quality(
    line: str, card_type: str, qualities: list[str]
) -> None:
    assert card_errors(line, card_type) == []
    assert refusals(line, card_type) == []
    said = [
        a.filter.description
        for ability in compiled_abilities(line, card_type)
        for a in ir_nodes_of(ability, ir.KeywordAbility)
        if a.name == "protection" and a.filter is not None
    ]
    assert said == qualities


def test_a_protection_list_without_its_last_comma_is_an_error_at_and() -> None:
    """Oracle writes "from A, from B, and from C" (CR 702.16g)."""
    line = "Protection from blue, from black and from red"
    assert card_errors(line, "Creature — Spirit Avatar") == [("E001", word_column(line, "and"))]
