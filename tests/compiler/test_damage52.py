"""Damage replacement and prevention effects of permanents read from the damage event's parts
(CR 614.1a, 615.1a, 120.2): any source and recipient the event names, the kind of damage, an
amount bound; replaced by an amount ("deals 3 damage ... instead"), a change, counters, or
prevented. The replacing clause must name the source and the recipient by the event's own
words; anything else stays refused (C001)."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import compiled_abilities, refusals


def _replacement(line: str, card_type: str = "Enchantment") -> ir.ReplacementAbility:
    (ability,) = compiled_abilities(line, card_type)
    assert isinstance(ability, ir.ReplacementAbility)
    return ability


def test_amount_bound_and_set_amount() -> None:
    found = _replacement(
        "If a source would deal 4 or more damage to a permanent or player, "
        "that source deals 3 damage to that permanent or player instead."
    )
    assert (found.event, found.instead, found.extra, found.at_least) == (
        "deals_damage",
        "set",
        3,
        4,
    )
    assert not (found.to_you or found.to_self or found.recipients)


def test_noncombat_damage_to_described_creature_becomes_counters_on_it() -> None:
    found = _replacement(
        "If a source you control would deal noncombat damage to a creature an opponent "
        "controls, put that many -1/-1 counters on that creature instead."
    )
    assert (found.instead, found.counter, found.damage_kind, found.whose) == (
        "counters_on_recipient",
        "-1/-1",
        "noncombat",
        ir.Whose.YOU,
    )
    assert found.recipients is not None and "creature" in found.recipients.nouns


def test_self_as_the_source_and_any_player() -> None:
    found = _replacement(
        "If Test Card would deal combat damage to a player, it deals double that damage to "
        "that player instead.",
        "Creature — Dinosaur",
    )
    assert (found.by_self, found.to_player, found.damage_kind, found.instead, found.extra) == (
        True,
        True,
        "combat",
        "multiply",
        2,
    )


def test_three_or_less_prevented() -> None:
    found = _replacement(
        "If a source would deal 3 or less damage to Test Card, prevent that damage.",
        "Creature — Giant",
    )
    assert (found.instead, found.at_most, found.to_self) == ("prevent_all", 3, True)


def test_another_described_source_and_a_spell_of_either_color() -> None:
    # Embermaw Hellion: another red source you control -- not this permanent (CR 109.4)
    found = _replacement(
        "If another red source you control would deal damage to a permanent or player, it "
        "deals that much damage plus 1 to that permanent or player instead."
    )
    assert found.sources is not None and found.sources.other and found.sources.colors == ("R",)
    assert (found.instead, found.extra) == ("plus", 1)
    found = _replacement(
        "If a red or green spell would deal damage to a permanent or player, it deals that "
        "much damage plus 1 to that permanent or player instead."
    )
    assert found.sources is not None and found.sources.zone is ir.ZoneName.STACK
    assert set(found.sources.colors_any_of) == {"R", "G"}


@pytest.mark.parametrize(
    "line",
    [
        # the recipient named again by other words than the event's
        "If a source would deal damage to you, it deals 3 damage to that player instead.",
        "If a source would deal damage to an opponent, it deals 3 damage to you instead.",
        # "it": the source or the creature? counters on the recipient need its noun
        "If a source would deal damage to a creature, put that many -1/-1 counters on it instead.",
        # a number other than digits for the new amount
        "If a source would deal damage to you, it deals X damage to you instead.",
    ],
)
def test_other_wordings_stay_refused(line: str) -> None:
    assert [code for code, _ in refusals(line, "Enchantment")] == ["C001"]
