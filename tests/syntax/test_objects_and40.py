"""Object phrases joined by "and" for one instruction (session 40): "target artifact and target
enchantment", "up to one target instant card and up to one target sorcery card from your
graveyard", "target creature and each other creature that shares a color with it", beside the
near misses it must reject and the readings it must refuse (C001) rather than choose.

The examples are real Oracle wording (2022 text): Hull Breach, Churning Eddy, Pull from the
Deep, Reconstruct History, Rally the Righteous, Hubris.
"""

from __future__ import annotations

import pytest

from karlov import ir
from karlov.compiler import compile_card
from karlov.frontend.syntax import parse_file

from .families import card_text, line_errors, refusals

READ = [
    ("Destroy target artifact and target enchantment.", "Sorcery"),
    ("Return target creature and target land to their owners' hands.", "Sorcery"),
    (
        "Return up to one target instant card and up to one target sorcery card from your "
        "graveyard to your hand.",
        "Sorcery",
    ),
    (
        "Return up to one target artifact card, up to one target enchantment card, up to one "
        "target instant card, up to one target sorcery card, and up to one target planeswalker "
        "card from your graveyard to your hand.",
        "Sorcery",
    ),
    ("Untap target creature and each other creature that shares a color with it.", "Instant"),
    ("Return target creature and all Auras attached to it to their owners' hands.", "Instant"),
    ("Destroy target artifact and target enchantment and target land.", "Sorcery"),
]

#: (line, card type, column of the error): the near misses
NEAR_MISSES = [
    # two phrases need "and": a comma alone ends the clause, and "target enchantment" has no verb
    ("Destroy target artifact, target enchantment.", "Sorcery", 44),
    (
        "Return up to one target instant card, up to one target sorcery card from your "
        "graveyard to your hand.",
        "Sorcery",
        69,
    ),
    # a player is no object of "destroy": "and target player" starts a clause, with no verb
    ("Destroy target artifact and target player.", "Sorcery", 29),
]


@pytest.mark.parametrize(("line", "card_type"), READ)
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert line_errors(line, card_type) == [], line


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert line_errors(line, card_type) == [("E001", column)], line


def _effect(line: str, card_type: str = "Sorcery") -> ir.Effect:
    (card,) = parse_file(card_text(line, card_type), "probe.card")[0].cards
    compiled = compile_card(card)
    assert compiled.ir is not None, [d.message for d in compiled.diagnostics]
    (ability,) = compiled.ir.abilities
    return ability.effect  # type: ignore[union-attr]


def test_each_part_is_its_own_target_and_the_zone_is_every_parts() -> None:
    effect = _effect(
        "Return up to one target instant card and up to one target sorcery card from your "
        "graveyard to your hand."
    )
    assert isinstance(effect, ir.Action) and isinstance(effect.objects, ir.ObjectsAnd)
    assert effect.objects.parts == (ir.TargetObjects(0), ir.TargetObjects(1))
    (card,) = parse_file(
        card_text(
            "Return up to one target instant card and up to one target sorcery card from your "
            "graveyard to your hand.",
            "Sorcery",
        ),
        "probe.card",
    )[0].cards
    targets = compile_card(card).ir.abilities[0].targets  # type: ignore[union-attr]
    assert [t.filter.zone for t in targets] == [ir.ZoneName.GRAVEYARD, ir.ZoneName.GRAVEYARD]


#: (line, card type, column of the C001): what the words leave open is refused, not read
REFUSED = [
    # which object "its controller" means after two is no reading to choose
    ("Exile target creature and target artifact. Its controller gains 2 life.", "Sorcery", 7),
    # a subject of two phrases for other than "get +N/+N" or "gain [abilities]"
    ("Target creature and target artifact can't block this turn.", "Instant", 1),
    # an exchange of control needs exactly two objects (CR 701.12a)
    (
        "Exchange control of target creature and each other creature that shares a color with it.",
        "Sorcery",
        1,
    ),
    # joined phrases for an instruction that does not read them as one list
    ("Return target creature and target land to the battlefield.", "Sorcery", 40),
]


@pytest.mark.parametrize(("line", "card_type", "column"), REFUSED)
def test_an_open_reading_is_refused_at_its_words(line: str, card_type: str, column: int) -> None:
    assert refusals(line, card_type) == [("C001", column)], line


def test_those_creatures_after_the_phrase_are_all_its_objects() -> None:
    """Rally the Righteous: "Those creatures" are the ones the joined phrase found as the first
    instruction read it (CR 608.2c), recorded under the phrase's key."""
    effect = _effect(
        "Untap target creature and each other creature that shares a color with it. Those "
        "creatures get +2/+0 until end of turn.",
        "Instant",
    )
    assert isinstance(effect, ir.Sequence)
    untap, pump = effect.steps
    assert isinstance(untap, ir.Action) and isinstance(untap.objects, ir.ObjectsAnd)
    shared = untap.objects.parts[1]
    assert isinstance(shared, ir.AllObjects)
    assert shared.filter.shared_quality == "color"
    assert shared.filter.shared_with == ir.TargetObjects(0)
    assert isinstance(pump, ir.ModifyPT) and isinstance(pump.objects, ir.Mentioned)
    assert pump.objects.key == untap.objects.remember


def test_three_phrases_are_one_list_of_three_targets() -> None:
    effect = _effect("Destroy target artifact and target enchantment and target land.")
    assert isinstance(effect, ir.Action) and isinstance(effect.objects, ir.ObjectsAnd)
    assert effect.objects.parts == (ir.TargetObjects(0), ir.TargetObjects(1), ir.TargetObjects(2))


def test_a_subject_of_two_phrases_gets_and_gains_as_one_list() -> None:
    """Wojek Siren, Surge of Zeal (CR 608.2c, 611.2c): the target and the creatures sharing a
    color with it are one list, the subject of "get" and of "gain"."""
    effect = _effect(
        "Target creature and each other creature that shares a color with it get +1/+1 until "
        "end of turn and gain haste until end of turn.",
        "Instant",
    )
    assert isinstance(effect, ir.Sequence)
    pump, grant = effect.steps
    assert isinstance(pump, ir.ModifyPT) and isinstance(pump.objects, ir.ObjectsAnd)
    assert isinstance(grant, ir.GainAbilities)
    assert pump.objects.parts[0] == ir.TargetObjects(0)


def test_exchange_of_control_reads_two_joined_objects() -> None:
    """Political Trickery (CR 701.12b): one exchange of the two targets' control."""
    effect = _effect(
        "Exchange control of target land you control and target land an opponent controls.",
        "Sorcery",
    )
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.EXCHANGE_CONTROL
    assert effect.objects == ir.ObjectsAnd(
        (ir.TargetObjects(0), ir.TargetObjects(1)), remember=effect.objects.remember
    )
