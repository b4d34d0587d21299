"""Choices made as a permanent enters and as an ability resolves (session 38d): "As ~ enters,
choose a color / a creature type" (CR 614.12, a replacement effect, the choice kept on the
object for the abilities linked to it, CR 607.2a), "of the chosen type / color", "Add one mana
of the chosen color", and "Choose a creature type." as an instruction (CR 608.2d)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir
from karlov.runtime.filters import CHOSEN_COLOR, CHOSEN_TYPE, Matcher, chosen_ok
from karlov.runtime.mana import ManaCost
from karlov.runtime.objects import Characteristics

from .lowering import abilities_of, c001_of

PLAGUE = (
    "Test Plague {2}{B}\nEnchantment\nAs Test Plague enters, choose a creature type.\n"
    "All creatures of the chosen type get -1/-1.\n"
)


def test_the_choice_as_it_enters_is_a_replacement_on_entering() -> None:
    choose, plague = abilities_of(PLAGUE)
    assert isinstance(choose, ir.StaticAbility)
    assert choose.enters_choosing == ir.EntersChoosing(
        "creature_type", text=choose.enters_choosing.text, span=choose.enters_choosing.span
    )
    assert not (choose.effects or choose.rules or choose.restrictions)
    (effect,) = plague.effects
    assert effect.affected.filter is not None and effect.affected.filter.chosen == "type"


def test_a_color_chosen_as_it_enters_is_read_by_the_mana_ability() -> None:
    text = (
        "Test Grail {3}\nArtifact\nAs Test Grail enters, choose a color.\n"
        "{T}: Add one mana of the chosen color.\n"
    )
    choose, mana = abilities_of(text)
    assert choose.enters_choosing.choice == "color"
    assert isinstance(mana, ir.ManaAbility) and mana.of_chosen_color


#: Each wording with the C001 it gets, verbatim, at the words that have no one referent.
REFUSED = [
    # "of the chosen type" with nothing chosen on the card (CR 607.2a: no linked ability)
    (
        "Test Anthem {2}\nEnchantment\nCreatures of the chosen type get +1/+1.\n",
        "the rules runtime cannot execute this yet: 'of the chosen type' without one "
        "'As ~ enters, choose ...' linked to it",
    ),
    # a color chosen, but the words ask for a type
    (
        "Test Anthem {2}\nEnchantment\nAs Test Anthem enters, choose a color.\n"
        "Creatures of the chosen type get +1/+1.\n",
        "the rules runtime cannot execute this yet: 'of the chosen type' without one "
        "'As ~ enters, choose ...' linked to it",
    ),
    # mana of the chosen color with no color chosen
    (
        "Test Grail {3}\nArtifact\n{T}: Add one mana of the chosen color.\n",
        "the rules runtime cannot execute this yet: 'the chosen color' without one "
        "'As ~ enters, choose a color'",
    ),
    # targets are chosen before the ability resolves, so before its choice (CR 601.2c)
    (
        "Test Bolt {R}\nInstant\nChoose a creature type. Destroy target creature of the "
        "chosen type.\n",
        "the rules runtime cannot execute this yet: a target described by a choice made as "
        "it resolves",
    ),
    # "of the creature type of your choice" in a target: chosen as the spell is cast
    (
        "Test Snare {X}{U}\nSorcery\nReturn X target creatures of the creature type of your "
        "choice to their owner's hand.\n",
        "the rules runtime cannot execute this yet: a target described by a choice made as it "
        "is cast",
    ),
    # ... and in a static ability: nothing resolves, so nobody chooses (CR 608.2d)
    (
        "Test Anthem {2}\nEnchantment\nCreatures of the creature type of your choice get +1/+1.\n",
        "the rules runtime cannot execute this yet: 'of your choice' where nothing resolves to "
        "choose it",
    ),
    # "your first spell ... each turn" is counted from the turn's history by characteristics
    # alone, where no source is there to read the choice from
    (
        "Test Mare {2}\nArtifact Creature — Horse\nAs Test Mare enters, choose a color.\n"
        "Whenever you cast your first spell of the chosen color each turn, you gain 1 life.\n"
        "1/3\n",
        "the rules runtime cannot execute this yet: 'the chosen' where only characteristics are "
        "compared",
    ),
    # another object entering is not this one's choice
    (
        "Test Watcher {2}\nEnchantment\nAs a creature enters, choose a color.\n",
        "the rules runtime cannot execute this yet: 'As a creature enters, choose a color.' "
        "in a static ability",
    ),
]


@pytest.mark.parametrize(("text", "message"), REFUSED)
def test_a_chosen_quality_without_its_choice_is_refused(text: str, message: str) -> None:
    assert message in c001_of(text)


def test_the_instruction_choose_a_creature_type_names_the_later_words() -> None:
    (spell,) = abilities_of(
        "Test Roar {3}{R}\nSorcery\nChoose a creature type. Test Roar deals damage to any "
        "target equal to the number of permanents you control of the chosen type.\n"
    )
    first, _deal = spell.effect.steps
    assert first == ir.MakeChoice("creature_type", span=first.span)
    assert "type_on_resolution" in repr(spell.effect)


def test_a_near_miss_of_the_choice_is_a_positioned_syntax_error() -> None:
    found = karlov.check(
        "Test Plague {2}{B}\nEnchantment\nAs Test Plague enters, choose a creature kind.\n"
    )
    errors = [d for d in found if d.code == "E001"]
    assert errors and errors[0].span.line == 3


# ---- the runtime's matcher, where a scenario can't look ---------------------------------------


def _chars(subtype: str) -> Characteristics:
    return Characteristics(
        name="X", mana_cost=ManaCost.parse(""), colors=set(), types={"creature"},
        subtypes={subtype}, supertypes=set(), power=1, toughness=1, abilities=[],
    )  # fmt: skip


class _Source:
    def __init__(self, note: dict[str, str]):
        self.note = note


@given(st.sampled_from(["goblin", "elf", "wizard"]), st.sampled_from(["goblin", "elf", "wizard"]))
def test_of_the_chosen_type_is_the_sources_choice(chosen: str, has: str) -> None:
    chars = _chars(has)
    assert chosen_ok(chars, "type", _Source({CHOSEN_TYPE: chosen})) is (chosen == has)
    assert not chosen_ok(chars, "type", _Source({}))  # nothing chosen: nothing matches
    assert not chosen_ok(chars, "color", _Source({CHOSEN_COLOR: "R"}))


def test_a_filter_of_the_chosen_type_is_never_answered_by_characteristics_alone() -> None:
    matcher = Matcher(ir.ObjectFilter("creatures of the chosen type", chosen="type"))
    with pytest.raises(TypeError):
        matcher.chars_ok(_chars("elf"))
    assert matcher.chars_ok_for(_chars("elf"), _Source({CHOSEN_TYPE: "elf"}))
