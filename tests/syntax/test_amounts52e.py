# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 52 (counters and amounts of damage): "each modified creature you control" (CR 700.9:
one or more counters on it, equipped, or enchanted by an Aura its controller controls), "If
one or more counters would be put on an artifact or creature you control, that many plus one
of each of those kinds of counters are put on that permanent instead." (CR 614.1a, 122.1:
counters of any kind), "If you would get one or more counters, you get that many plus one of
each of those kinds of counters instead." (a player's counters), "if it had one or more
counters on it" (CR 122.1), "Remove two +1/+1 counters from among creatures you control:"
(CR 118.3, played), "Excess damage is dealt to that creature's controller instead." and "the amount of
excess damage dealt to that creature this way" (CR 120.4a). What the runtime doesn't play is
refused at its words; a wording that is not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    compiled_abilities,
    ir_nodes_of,
)

CREATURE = "Creature — Snake"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Chishiro, the Shattered Blade; Kami of Celebration (CR 700.9)
    ("At the beginning of your end step, put a +1/+1 counter on each modified creature you control. (Equipment, Auras you control, and counters are modifications.)", CREATURE, None),
    ("Whenever a modified creature you control attacks, exile the top card of your library. You may play that card this turn. (Equipment, Auras you control, and counters are modifications.)", CREATURE, None),
    ("Destroy target modified creature.", "Instant", None),
    # Akki Battle Squad: "one or more ... attack" is an event the runtime doesn't match yet
    ("Whenever one or more modified creatures you control attack, untap all modified creatures you control.", CREATURE, "one or more modified creatures you control attack"),
    # Winding Constrictor (CR 614.1a, 122.1)
    ("If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.", CREATURE, None),
    # its second ability: a player's counters (poison, energy) are not replaced yet
    ("If you would get one or more counters, you get that many plus one of each of those kinds of counters instead.", CREATURE, "you would get one or more counters"),
    # Nikara, Lair Scavenger: counters as it last existed (CR 608.2h) are not read yet
    ("Whenever another creature you control leaves the battlefield, if it had one or more counters on it, you draw a card and you lose 1 life.", CREATURE, "it had one or more counters on it"),
    # Hopeful Initiate, Novijen Sages, Tayam: counters in all from among several permanents
    ("{2}{W}, Remove two +1/+1 counters from among creatures you control: Destroy target artifact or enchantment.", CREATURE, None),
    ("{1}, Remove two +1/+1 counters from among creatures you control: Draw a card.", CREATURE, None),
    ("{3}, Remove three counters from among creatures you control: Mill three cards, then return a permanent card with mana value 3 or less from your graveyard to the battlefield.", CREATURE, None),
    # Ooze Flux: "one or more", and the counters removed this way, are not played yet
    ("{1}{G}, Remove one or more +1/+1 counters from among creatures you control: Create an X/X green Ooze creature token, where X is the number of +1/+1 counters removed this way.", "Enchantment", "the number of +1/+1 counters removed this way"),
    # Flame Spill, Pigment Storm; Lacerate Flesh (CR 120.4a: excess damage is not tracked yet)
    ("Test Card deals 4 damage to target creature. Excess damage is dealt to that creature's controller instead.", "Sorcery", "Excess damage"),
    ("Test Card deals 4 damage to target creature. Create a number of Blood tokens equal to the amount of excess damage dealt to that creature this way.", "Sorcery", "the amount of excess damage"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, code, the word it stands at)
NEAR_MISSES = [
    # "one or more" names several counters
    ("If one or more counter would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.", CREATURE, "E023", "counter"),
    ("Whenever another creature you control leaves the battlefield, if it had one or more counter on it, you draw a card.", CREATURE, "E001", "counter"),
    # "those kinds": the kinds of the counters put
    ("If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kind of counters are put on that permanent instead.", CREATURE, "E001", "kind"),
    # damage is a mass noun
    ("Test Card deals 4 damage to target creature. Create a number of Blood tokens equal to the amount of excess damages dealt to that creature this way.", "Sorcery", "E001", "damages"),
    ("Test Card deals 4 damage to target creature. Excess damages is dealt to that creature's controller instead.", "Sorcery", "E001", "damages"),
    # "all but 1 of that damage" (CR 615.1a): the damage the event names
    ("If a source would deal damage to you, prevent all but 1 of damage.", "Enchantment", "E001", "damage."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, code: str, word: str
) -> None:
    assert_error_at(line, card_type, code, word)


def test_modified_is_a_quality_of_the_filter() -> None:
    (ability,) = compiled_abilities(
        "At the beginning of your end step, put a +1/+1 counter on each modified creature you control.",
        CREATURE,
    )
    (found,) = [f for f in ir_nodes_of(ability, ir.ObjectFilter) if f.modified]
    assert found.controller is not None and found.controller.who == "you"
    assert [t.any_of for t in found.types] == [("creature",)]


def test_one_more_of_each_kind_is_a_counters_put_replacement() -> None:
    (ability,) = compiled_abilities(
        "If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.",
        CREATURE,
    )
    assert isinstance(ability, ir.ReplacementAbility)
    assert (ability.event, ability.counter, ability.instead, ability.extra) == (
        "counters_put",
        "",
        "plus",
        1,
    )
    assert not ability.by_effect  # "would be put": by an effect or as a cost (CR 122.1)
    assert ability.recipients is not None
    assert [t.any_of for t in ability.recipients.types] == [("artifact", "creature")]


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("{1}, Remove two +1/+1 counters from among creatures you control: Draw a card.", "+1/+1"),
        ("{3}, Remove two counters from among creatures you control: Draw a card.", ""),
    ],
)
def test_from_among_is_a_count_in_all_from_your_permanents(line: str, kind: str) -> None:
    (ability,) = compiled_abilities(line, CREATURE)
    (removed,) = ir_nodes_of(ability, ir.RemoveCountersCost)
    assert (removed.count, removed.kind, removed.from_among) == (2, kind, True)
    assert removed.filter is not None and removed.filter.controller is not None
    assert removed.filter.controller.who == "you"
