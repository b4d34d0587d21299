"""Copy effects (CR 707): a permanent that "becomes a copy of" one object, with the copy
effect's exceptions — "except it has this ability" (CR 707.9a) and stated characteristics
(CR 707.9b); "enter as a copy of a [filter]" and "... of any [filter], except ..." (CR 707.9,
614.1c); a list of exceptions ("except it's 1/1, it's a Spirit in addition to its other
types, and it has flying"). What the runtime can't play stays C001 at its span, verbatim;
near wordings are parse errors at their word. Played in ``tests/scenarios/copies42h/``."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir
from tests.syntax.families import line_errors

from .lowering import abilities_of, compile_text

_NO = "the rules runtime cannot execute this yet: "


def _c001(text: str) -> list[tuple[str, int, int]]:
    return [
        (d.message, d.span.line, d.span.column)
        for d in compile_text(text).diagnostics
        if d.code == "C001"
    ]


def _one_action(ability: ir.Ability) -> ir.Action:
    effect = ability.effect  # type: ignore[union-attr]
    while isinstance(effect, (ir.IfDone, ir.MayDo, ir.Sequence)):
        effect = effect.steps[-1] if isinstance(effect, ir.Sequence) else effect.effect
    assert isinstance(effect, ir.Action)
    return effect


# ---- "becomes a copy of" (CR 707.2, 707.9a) -------------------------------------------------


def test_becomes_a_copy_except_it_has_this_ability() -> None:
    (ability,) = abilities_of(
        "Probe Puca {1}{U}{B}\nCreature — Shapeshifter\nWhenever a creature dies, you may pay "
        "{1}. If you do, Probe Puca becomes a copy of that creature, except it has this "
        "ability.\n1/2\n"
    )
    action = _one_action(ability)
    assert action.verb is ir.Verb.BECOME_COPY
    assert isinstance(action.recipients, ir.SourceObject)
    assert isinstance(action.objects, ir.EventObject)
    assert action.copy_this_ability and action.copy_changes is None


def test_becomes_a_copy_of_a_target_with_no_exception() -> None:
    (ability,) = abilities_of(
        "Probe Relic {3}\nArtifact\n{1}: Probe Relic becomes a copy of target artifact.\n"
    )
    action = _one_action(ability)
    assert action.verb is ir.Verb.BECOME_COPY and not action.copy_this_ability
    assert isinstance(action.objects, ir.TargetObjects)
    assert action.copy_changes is None


def test_you_may_have_it_become_a_copy() -> None:
    (ability,) = abilities_of(
        "Probe Plasm {1}{U}{U}\nCreature — Shapeshifter\nAt the beginning of your upkeep, you "
        "may have Probe Plasm become a copy of another target creature, except it has this "
        "ability.\n2/2\n"
    )
    assert isinstance(ability.effect, ir.MayDo)  # type: ignore[union-attr]
    action = _one_action(ability)
    assert action.verb is ir.Verb.BECOME_COPY and action.copy_this_ability
    assert isinstance(action.recipients, ir.SourceObject)


def test_becomes_a_copy_except_its_power_and_this_ability() -> None:
    (ability,) = abilities_of(
        "Probe Shade {1}{U}\nCreature — Shapeshifter\n{1}: Probe Shade becomes a copy of "
        "target creature, except it's 7/5 and it has this ability.\n1/1\n"
    )
    action = _one_action(ability)
    assert action.copy_this_ability and action.copy_changes is not None
    assert (action.copy_changes.power, action.copy_changes.toughness) == (7, 5)


@pytest.mark.parametrize(
    ("line", "column", "message"),
    [
        (
            "{3}: Probe Relic becomes a copy of target artifact until end of turn.",
            52,
            # refused before the copy is lowered: no copy effect for a duration (CR 611.2)
            "a duration on 'becomes artifact'",
        ),
        (
            "{3}: Probe Relic becomes a copy of target artifact, except it isn't legendary.",
            60,
            "the copy exception 'it isn't legendary'",
        ),
    ],
)
def test_refused_become_copy(line: str, column: int, message: str) -> None:
    assert _c001(f"Probe Relic {{3}}\nArtifact\n{line}\n") == [(_NO + message, 3, column)]


def test_this_ability_said_by_a_spell_is_refused() -> None:
    text = (
        "Probe Trick {U}\nInstant\nTarget creature you control becomes a copy of another "
        "target creature, except it has this ability.\n"
    )
    assert _c001(text) == [(_NO + "'this ability' said by a spell", 3, 79)]


# ---- entering as a copy (CR 707.9, 614.1c) ----------------------------------------------------


def _enters_as_copy(line: str, card_type: str = "Creature — Shapeshifter") -> ir.EntersAsCopy:
    (ability,) = abilities_of(f"Probe Image {{3}}{{U}}\n{card_type}\n{line}\n0/0\n")
    assert isinstance(ability, ir.StaticAbility) and ability.enters_as_copy is not None
    return ability.enters_as_copy


def test_enter_as_a_copy_of_a_creature_you_control() -> None:
    found = _enters_as_copy("You may have Probe Image enter as a copy of a creature you control.")
    assert found.filter.nouns == ("creature",)
    assert found.filter.controller is not None and found.filter.controller.who == "you"
    assert found.changes is None


def test_enter_as_a_copy_in_addition_to_its_other_types() -> None:
    found = _enters_as_copy(
        "You may have Probe Image enter as a copy of an artifact or creature on the battlefield, "
        "except it's an artifact in addition to its other types."
    )
    assert found.in_addition and found.changes is not None
    assert found.changes.types == ("artifact",)


def test_enter_as_a_copy_except_its_power_and_toughness() -> None:
    found = _enters_as_copy(
        "You may have Probe Image enter as a copy of any creature on the battlefield, except "
        "it's 7/7."
    )
    assert found.changes is not None and not found.in_addition
    assert (found.changes.power, found.changes.toughness) == (7, 7)


@pytest.mark.parametrize(
    ("line", "column", "message"),
    [
        (
            "You may have Probe Image enter as a copy of a creature card in exile.",
            45,
            "entering as a copy of a card not on the battlefield",
        ),
        (
            "You may have Probe Image enter as a copy of any creature on the battlefield, except "
            "it enters with two additional +1/+1 counters on it.",
            85,
            "the copy exception 'it enters with two additional +1/+1 counters on it'",
        ),
        (
            "You may have Probe Image enter as a copy of target creature.",
            45,
            "entering as a copy of this",
        ),
    ],
)
def test_refused_enter_as_copy(line: str, column: int, message: str) -> None:
    text = f"Probe Image {{3}}{{U}}\nCreature — Shapeshifter\n{line}\n0/0\n"
    assert _c001(text) == [(_NO + message, 3, column)]


def test_enter_as_a_copy_of_a_card_in_a_graveyard() -> None:
    found = _enters_as_copy(
        "You may have Probe Image enter as a copy of any creature card in a graveyard."
    )
    assert found.filter.zone is ir.ZoneName.GRAVEYARD
    assert found.filter.zone_owner in (None, ir.Whose.ANY)


# ---- a list of exceptions (CR 707.9) ------------------------------------------------------


def test_a_list_of_exceptions_merges_into_the_copiable_values() -> None:
    abilities = abilities_of(
        "Probe Separator {2}{U}\nSorcery\nExile target creature card from your graveyard. "
        "Create a token that's a copy of that card, except it's 1/1, it's a Spirit in "
        "addition to its other types, and it has flying.\n"
    )
    (spell,) = abilities
    action = _one_action(spell)
    assert action.verb is ir.Verb.CREATE_COPY and action.copy_in_addition
    changes = action.copy_changes
    assert changes is not None
    assert (changes.power, changes.toughness, changes.subtypes) == (1, 1, ("Spirit",))
    assert changes.abilities == (ir.KeywordName("flying"),)


def test_an_exception_without_its_subject_is_no_exception() -> None:
    """ "..., and has flying" is no exception of the copy (each one says "it"): the words are
    an instruction of their own, with no subject, whose verb then takes "have" (E019, session
    49)."""
    text = (
        "Probe Separator {2}{U}\nSorcery\nCreate a token that's a copy of target creature, "
        "except it's 1/1, and has flying.\n"
    )
    found = [(d.code, d.span.line, d.span.column) for d in karlov.check(text)]
    assert ("E019", 3, 71) in found


def test_a_characteristic_stated_twice_is_refused() -> None:
    text = (
        "Probe Separator {2}{U}\nSorcery\nCreate a token that's a copy of target creature, "
        "except it's 1/1 and it's 2/2.\n"
    )
    assert _c001(text) == [(_NO + "a copy exception stating a characteristic again", 3, 70)]


# ---- near wordings are errors at their word ----------------------------------------------------


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # the second exception needs a comma or "and" before it
        ("Create a token that's a copy of target creature, except it's 1/1 it's a Spirit.", 66),
        # "its" is no "it's": no exception follows "except"
        ("Create a token that's a copy of target creature, except its 7/7.", 50),
        ("Create a token that's a copy of target creature, except it's 7/7 and its a Spirit.", 70),
        ("Target creature becomes a copy of of another target creature.", 35),
        ("Target creature becomes a copy another target creature.", 32),
    ],
)
def test_near_wordings_are_errors(line: str, column: int) -> None:
    assert line_errors(line, "Sorcery") == [("E001", column)]


@given(st.integers(min_value=0, max_value=12), st.integers(min_value=0, max_value=12))
def test_any_stated_power_and_toughness(power: int, toughness: int) -> None:
    found = _enters_as_copy(
        "You may have Probe Image enter as a copy of any creature on the battlefield, except "
        f"it's {power}/{toughness}."
    )
    assert found.changes is not None
    assert (found.changes.power, found.changes.toughness) == (power, toughness)


# ---- "[spells] can't be countered" (CR 101.2, 701.6a) ------------------------------------------


def _rules(line: str) -> tuple[ir.RuleModification, ...]:
    (ability,) = abilities_of(f"Probe Serpopard {{1}}{{G}}{{G}}\nCreature — Cat\n{line}\n4/3\n")
    assert isinstance(ability, ir.StaticAbility)
    return ability.rules


def test_creature_spells_you_control_cant_be_countered() -> None:
    (rule,) = _rules("Creature spells you control can't be countered.")
    assert rule.rule == "spells_cant_be_countered"
    (spells,) = rule.spells
    assert spells.zone is ir.ZoneName.STACK and spells.controller is not None
    assert spells.controller.who == "you"


def test_sliver_spells_cant_be_countered_whoever_controls_them() -> None:
    (rule,) = _rules("Sliver spells can't be countered.")
    (spells,) = rule.spells
    assert rule.rule == "spells_cant_be_countered" and spells.controller is None
    assert spells.subtypes == ("sliver",)


@pytest.mark.parametrize(
    ("line", "column", "message"),
    [
        (
            "Creature spells your opponents control can't be countered.",
            1,
            "spells of another player that can't be countered",
        ),
        (
            "Creature cards can't be countered.",
            1,
            "other objects that can't be countered",
        ),
    ],
)
def test_refused_cant_be_countered(line: str, column: int, message: str) -> None:
    text = f"Probe Serpopard {{1}}{{G}}{{G}}\nCreature — Cat\n{line}\n4/3\n"
    assert _c001(text) == [(_NO + message, 3, column)]


# ---- a copy of a spell with exceptions (CR 707.10, 707.9b) --------------------------------------


def test_copy_a_spell_except_that_the_copy_is_red() -> None:
    (spell,) = abilities_of(
        "Probe Fork {R}{R}\nInstant\nCopy target instant or sorcery spell, except that the "
        "copy is red. You may choose new targets for the copy.\n"
    )
    effect = spell.effect  # type: ignore[union-attr]
    assert isinstance(effect, ir.Sequence)
    copy = effect.steps[0]
    assert isinstance(copy, ir.Action) and copy.verb is ir.Verb.COPY_SPELL
    assert copy.copy_changes is not None and copy.copy_changes.colors == ("R",)


def test_a_spell_copy_that_isnt_legendary_is_refused() -> None:
    text = (
        "Probe Major {U}{R}\nInstant\nCopy target creature spell you control, except it isn't "
        "legendary.\n"
    )
    assert _c001(text) == [(_NO + "the copy exception 'it isn't legendary'", 3, 48)]
