# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (rules-modifying statics and activation restrictions, issue 20): "Enchanted
creature's activated abilities can't be activated." and "... and its activated abilities can't
be activated" (CR 602.5, 605.1a), "Enchanted creature can attack as though it had haste." (CR
702.10b, 302.6: attacking, not its {T} abilities), "Only your opponents may activate this
ability [and only as a sorcery]." (CR 602.2, 113.8, 602.5d), "Creatures you control with
defender can attack this turn as though they didn't have defender." (CR 702.3b, 611.2c),
"Activate no more times each turn than the number of ..." (CR 602.5b) and "Creatures entering
the battlefield don't cause abilities to trigger." (CR 603.2, 603.6a). What the runtime does
not do is read and refused at its words; a wording that is not Oracle's is an error at its
word."""

from __future__ import annotations

import dataclasses

import pytest

import karlov
from karlov import ir
from karlov.ir.validate import validate

from .families import (
    assert_error_at,
    assert_refused_at,
    cards_lines_text,
    compiled_abilities,
    errors_and_refusals,
    ir_nodes_of,
)

CREATURE = "Creature — Human Cleric"
AURA = "Enchantment — Aura"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Detainment Spell, Stupefying Touch (CR 602.5)
    ("Enchanted creature's activated abilities can't be activated.", AURA, None),
    ("Enchanted permanent's activated abilities can't be activated.", AURA, None),
    # Encrust: "and its activated abilities" after a predicate with no comma (CR 602.5, 502.3)
    ("Enchanted permanent doesn't untap during its controller's untap step and its activated abilities can't be activated.", AURA, None),
    # Instill Energy (CR 702.10b)
    ("Enchanted creature can attack as though it had haste.", AURA, None),
    ("Test Card can attack as though it had haste.", CREATURE, None),
    # Detention Vortex, Clergy of the Holy Nimbus, Soul Ransom (CR 602.2)
    ("{3}: Destroy Test Card. Only your opponents may activate this ability and only as a sorcery.", AURA, None),
    ("{1}: Test Card can't be regenerated this turn. Only your opponents may activate this ability.", CREATURE, None),
    # Wakestone Gargoyle: a rule of the game on a description, which covers creatures that
    # come later too (CR 611.2c)
    ("{1}{W}: Creatures you control with defender can attack this turn as though they didn't have defender.", CREATURE, None),
    # Withering Wisps: a limit counted as it is activated (CR 602.5b)
    ("{B}: Test Card deals 1 damage to each creature and each player. Activate no more times each turn than the number of snow Swamps you control.", "Enchantment", "Activate no more times each turn than the number of snow Swamps you control."),
    # Torpor Orb, Hushwing Gryff, Tocatli Honor Guard (CR 603.2)
    ("Creatures entering the battlefield don't cause abilities to trigger.", "Artifact", "Creatures entering the battlefield don't cause abilities to trigger."),
    # Edifice of Authority, Dovin Baan: "its activated abilities" in a one-shot effect
    ("{1}, {T}: Until your next turn, target creature can't attack or block and its activated abilities can't be activated.", "Artifact", "Until your next turn, target creature can't attack or block and its activated abilities can't be activated."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, error code, the word it stands at): wordings Oracle never uses
NEAR_MISSES = [
    # the possessive names the permanent it is attached to, not a creature with no host
    ("Creature's activated abilities can't be activated.", AURA, "E001", "Creature's"),
    # "its activated abilities" with no "and" before it names nothing
    ("Enchanted creature its activated abilities can't be activated.", AURA, "E001", "activated"),
    # "as though it has haste": Oracle says "had"
    ("Enchanted creature can attack as though it has haste.", AURA, "E001", "as"),
    # "Only opponents may ...": Oracle says "your opponents"
    ("{1}: Test Card can't be regenerated this turn. Only opponents may activate this ability.", CREATURE, "E001", "Only"),
    # "... and only as an instant" is no restriction Oracle states
    ("{3}: Destroy Test Card. Only your opponents may activate this ability and only as an instant.", AURA, "E001", "an instant."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_near_misses_are_errors_at_their_word(
    line: str, card_type: str, code: str, word: str
) -> None:
    assert_error_at(line, card_type, code, word)


def test_enchanted_creatures_abilities_restrict_the_enchanted_creature() -> None:
    """ "Enchanted creature's activated abilities can't be activated." is the restriction
    "cant_activate" of the permanent the Aura is attached to -- the same one "Enchanted creature
    can't attack or block, and its activated abilities can't be activated." states."""
    (ability,) = compiled_abilities(
        "Enchanted creature's activated abilities can't be activated.", AURA
    )
    (restriction,) = ir_nodes_of(ability, ir.Restriction)
    (other,) = compiled_abilities(
        "Enchanted creature can't block, and its activated abilities can't be activated.", AURA
    )
    restrictions = ir_nodes_of(other, ir.Restriction)
    assert restriction.kind == "cant_activate"
    assert [r.kind for r in restrictions] == ["cant_block", "cant_activate"]
    mine, theirs = restriction.affected.filter, restrictions[1].affected.filter
    assert mine.attached_to_source and theirs.attached_to_source
    assert [t.any_of for t in mine.types] == [t.any_of for t in theirs.types] == [("creature",)]
    assert mine.zone is theirs.zone is ir.ZoneName.BATTLEFIELD
    assert (mine.controller, mine.other) == (theirs.controller, theirs.other)


def test_only_opponents_is_its_own_flag() -> None:
    """ "Only your opponents may activate this ability" is not "any player" (CR 602.2)."""
    (ability,) = compiled_abilities(
        "{3}: Destroy Test Card. Only your opponents may activate this ability and only as a sorcery.",
        AURA,
    )
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.only_opponents and not ability.any_player
    assert ability.timing is ir.Timing.SORCERY


def test_detention_vortex_plays_whole() -> None:
    """Detention Vortex: both its lines read and play."""
    lines = [
        "Enchant nonland permanent",
        "Enchanted permanent can't attack or block, and its activated abilities can't be activated.",
        "{3}: Destroy Test Card. Only your opponents may activate this ability and only as a sorcery.",
    ]
    assert errors_and_refusals(lines, AURA) == []
    (card,) = karlov.parse(cards_lines_text(lines, AURA))
    assert karlov.compile_card(card).ir is not None


def test_any_player_and_only_opponents_together_are_invalid_ir() -> None:
    """IR validation refuses an ability that says both who may activate it (CR 602.2)."""
    (ability,) = compiled_abilities(
        "{1}: Test Card can't be regenerated this turn. Only your opponents may activate this ability.",
        CREATURE,
    )
    validate(ability)
    with pytest.raises(ir.IRDecodeError):
        validate(dataclasses.replace(ability, any_player=True))
