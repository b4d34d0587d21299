"""Layer 4 of "becomes a [type] creature" without "in addition" (CR 205.1a): the new card
types replace the old ones, and a subtype stays only while it is correlated with a card type
the object still has."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from karlov.runtime.execute import set_card_types


def _after(types: set[str], subtypes: set[str], new: tuple[str, ...], new_sub: tuple[str, ...]):
    chars = SimpleNamespace(types=set(types), subtypes=set(subtypes))
    set_card_types(new, new_sub)(None, None, chars, None)
    return chars.types, chars.subtypes


def test_an_aura_becoming_a_creature_loses_enchantment_and_aura() -> None:
    types, subtypes = _after({"enchantment"}, {"aura"}, ("creature",), ("treefolk",))
    assert types == {"creature"}
    assert subtypes == {"treefolk"}


def test_a_creature_becoming_an_enchantment_loses_its_creature_types() -> None:
    # Opal Acrolith: "{0}: Opal Acrolith becomes an enchantment." after it became a Soldier
    types, subtypes = _after({"creature"}, {"soldier"}, ("enchantment",), ())
    assert types == {"enchantment"} and subtypes == set()


def test_an_artifact_creature_becoming_a_creature_loses_its_artifact_type_only() -> None:
    types, subtypes = _after({"artifact", "creature"}, {"equipment", "golem"}, ("creature",), ())
    assert types == {"creature"}
    assert subtypes == {"golem"}  # no creature type stated: the old ones stay (CR 205.1a)


def test_a_land_becoming_a_creature_is_no_longer_a_forest() -> None:
    types, subtypes = _after({"land"}, {"forest"}, ("creature",), ("elemental",))
    assert types == {"creature"} and subtypes == {"elemental"}


@pytest.mark.parametrize("kept", ["instant", "sorcery"])
def test_an_instant_or_sorcery_keeps_that_type(kept: str) -> None:
    types, subtypes = _after({kept}, {"arcane"}, ("creature",), ("spirit",))
    assert types == {kept, "creature"}
    assert subtypes == {"arcane", "spirit"}  # a spell type of a type it still has
