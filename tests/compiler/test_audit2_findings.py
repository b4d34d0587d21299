"""Readings the second audit of real cards (tests/audit_findings/FINDINGS-4.md) found played
wrong, each refused now (C001) at the phrase the runtime cannot honour, beside the nearest
wording that still compiles, so that the refusal is no broader than the finding."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of


def test_a_static_count_of_different_mana_costs_is_c001() -> None:
    # Embodiment of Agonies counts mana costs (CR 202.1), not cards: Shock and Lightning Bolt
    # ({R} both) are one. The count of cards it was read as gave one counter too many.
    assert c001_of(
        "Probe {1}{B}{B}\nCreature — Demon\nProbe enters with a +1/+1 counter on it for each "
        "different mana cost among nonland cards in your graveyard.\n0/0\n"
    ) == [
        "the rules runtime cannot execute this yet: 'for each different mana cost among "
        "nonland cards in your graveyard' in a static ability"
    ]


def test_a_static_count_of_colors_among_permanents_is_c001() -> None:
    # "for each color among permanents you control" counts colors (CR 105.1); it was read as
    # "for each permanent you control".
    assert c001_of(
        "Probe {2}{G}\nCreature — Elf\nProbe gets +1/+1 for each color among permanents you "
        "control.\n1/1\n"
    ) == [
        "the rules runtime cannot execute this yet: 'for each color among permanents you "
        "control' in a static ability"
    ]


def test_a_static_count_of_objects_still_compiles() -> None:
    assert not c001_of(
        "Probe {2}{G}\nCreature — Elf\nProbe gets +1/+1 for each Forest you control.\n1/1\n"
    )
    assert not c001_of(
        "Probe {2}{G}\nCreature — Elf\nProbe enters with a +1/+1 counter on it for each "
        "creature card in your graveyard.\n0/0\n"
    )
    (ability,) = abilities_of(
        "Probe {2}{G}\nCreature — Elf\nProbe gets +1/+1 for each Forest you control.\n1/1\n"
    )
    assert isinstance(ability, ir.StaticAbility)
    assert ability.effects[0].for_each is not None  # the Forests, counted
