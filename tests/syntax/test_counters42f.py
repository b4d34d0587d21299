"""Session 42 (counters): the number of counters of a kind on one object as an amount ("the
number of verse counters on it", "for each charge counter on ~", and in a static ability "gets
+1/+1 for each unity counter on ~", CR 122.1, 608.2h, 613.4c), "Remove N [kind] counters from ~
and sacrifice it:" as one cost (CR 118.3, 602.1), "put N [kind] counters on X and M [kind]
counters on Y" (CR 608.2c) and "exile ~ / it with N [kind] counters on it" (the counters put on
the card in exile, CR 122.2, 400.7): each read where it plays, refused (C001 at its span)
where the runtime can't play what it says, and an error (E001 at its word) where the wording
is not Oracle's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # the counters on one object, as an amount (CR 122.1, 608.2h)
    (
        "{4}, {T}, Sacrifice Test Card: Draw X cards, where X is the number of page counters on "
        "Test Card.",
        "Artifact",
        None,
    ),
    (
        "At the beginning of your upkeep, put a shred counter on Test Card. Then mill a card "
        "for each shred counter on Test Card.",
        CREATURE,
        None,
    ),
    (
        "Test Card deals damage to any target equal to the number of +1/+1 counters on target "
        "creature.",
        "Sorcery",
        None,
    ),
    # on several objects: no one object to count on
    (
        "Test Card deals damage to any target equal to the number of +1/+1 counters on each "
        "creature you control.",
        "Sorcery",
        47,
    ),
    # "it" after a cast trigger would be the spell, never this permanent (Aria of Flame)
    (
        "Whenever you cast an instant or sorcery spell, put a verse counter on Test Card, then "
        "it deals damage equal to the number of verse counters on it to target player or "
        "planeswalker.",
        "Enchantment",
        112,
    ),
    # a static ability: the counters on this permanent, counted continuously (CR 613.4c)
    ("Creatures you control get +1/+1 for each unity counter on Test Card.", "Enchantment", None),
    ("Test Card gets +1/+1 for each age counter on it.", CREATURE, None),
    # "it" of an Equipment's "equipped creature" would be the creature: not read
    ("Equipped creature gets +1/+1 for each charge counter on it.", "Artifact — Equipment", 30),
    # one cost of two actions (CR 118.3)
    (
        "Remove three quest counters from Test Card and sacrifice it: You gain 8 life.",
        "Enchantment",
        None,
    ),
    # two puts of counters, one after the other (CR 608.2c)
    (
        "Put two +1/+1 counters on target creature and two +1/+1 counters on another target "
        "creature.",
        "Instant",
        None,
    ),
    (
        "{T}: Put a -1/-1 counter on Test Card and a -1/-1 counter on target creature.",
        CREATURE,
        None,
    ),
    (
        "Put a +1/+1 counter on each creature you control and a charge counter on each artifact "
        "you control.",
        "Sorcery",
        None,
    ),
    # "for each" on two puts: which of them would it multiply?
    (
        "Put a +1/+1 counter on target creature and a +1/+1 counter on each creature you "
        "control for each Elf you control.",
        "Sorcery",
        1,
    ),
    # exiled with counters: put on the card in exile (CR 122.2, 400.7)
    ("Exile Test Card with two page counters on it.", "Sorcery", None),
    ("When Test Card dies, exile it with a void counter on it.", CREATURE, None),
    # without suspend the card in exile is not suspended (CR 702.62b): its time counters are
    # markers only, which no ability of it reads
    ("Exile Test Card with three time counters on it.", "Sorcery", None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    (
        "Remove three quest counters from Test Card and sacrifices it: You gain 8 life.",
        "Enchantment",
        "and sacrifices",
    ),
    (
        "Remove three quest counters from Test Card and sacrifice them: You gain 8 life.",
        "Enchantment",
        "and sacrifice them",
    ),
    (
        "Put two +1/+1 counters on target creature and two +1/+1 counters onto another target "
        "creature.",
        "Instant",
        "two +1/+1 counters onto",
    ),
    ("Exile Test Card with three time counters on them.", "Sorcery", "with"),
    ("Exile Test Card with three time counters.", "Sorcery", "with"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


def _ability(line: str, card_type: str = "Sorcery") -> ir.Ability:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    return ability


KINDS = st.sampled_from(["charge", "page", "quest", "verse", "+1/+1", "-1/-1"])


@given(KINDS, st.integers(min_value=1, max_value=9))
def test_the_counters_counted_are_of_the_kind_named_on_the_source(kind: str, times: int) -> None:
    """ "You gain N life for each [kind] counter on ~": N × that kind's counters on the source,
    never another kind's (CR 122.1)."""
    ability = _ability(
        f"{{T}}: You gain {times} life for each {kind} counter on Test Card.", "Artifact"
    )
    assert isinstance(ability, ir.ActivatedAbility)
    assert isinstance(ability.effect, ir.Action)
    assert ability.effect.amount == ir.CountersOn(ir.SourceObject(), kind, times)


# two or more of each: "counters" agrees with the number (E023, CR 107.1)
@given(KINDS, KINDS, st.integers(min_value=2, max_value=5), st.integers(min_value=2, max_value=5))
def test_each_put_keeps_its_own_count_kind_and_object(
    first_kind: str, second_kind: str, first: int, second: int
) -> None:
    """ "Put N [kind] counters on target creature and M [kind] counters on another target
    creature": N of the first kind on the first target, then M of the second on the second
    (CR 608.2c, 115.3), never swapped."""
    ability = _ability(
        f"Put {first} {first_kind} counters on target creature and {second} {second_kind} "
        "counters on another target creature."
    )
    assert isinstance(ability, ir.SpellAbility) and isinstance(ability.effect, ir.Sequence)
    one, two = ability.effect.steps
    assert isinstance(one, ir.Action) and isinstance(two, ir.Action)
    assert (one.amount, one.counter, one.objects) == (
        ir.Fixed(first),
        first_kind,
        ir.TargetObjects(0),
    )
    assert (two.amount, two.counter, two.objects) == (
        ir.Fixed(second),
        second_kind,
        ir.TargetObjects(1),
    )


def test_the_counters_go_on_the_card_in_exile() -> None:
    """ "Exile ~ with two page counters on it": exile it, then put the counters on the object
    the exile recorded (the card in exile, CR 400.7), not on the source that left."""
    ability = _ability("Exile Test Card with two page counters on it.")
    assert isinstance(ability.effect, ir.Sequence)
    exile, put = ability.effect.steps
    assert isinstance(exile, ir.Action) and isinstance(put, ir.Action)
    assert exile.verb is ir.Verb.EXILE and exile.objects == ir.SourceObject()
    assert exile.remember is not None
    assert put.verb is ir.Verb.PUT_COUNTERS and put.objects == ir.Mentioned(exile.remember)
    assert (put.amount, put.counter) == (ir.Fixed(2), "page")


def test_the_cost_removes_and_sacrifices() -> None:
    """ "Remove three quest counters from ~ and sacrifice it:" is both costs (CR 118.3)."""
    ability = _ability(
        "Remove three quest counters from Test Card and sacrifice it: You gain 8 life.",
        "Enchantment",
    )
    assert isinstance(ability, ir.ActivatedAbility)
    cost = ability.cost
    assert [(c.count, c.kind) for c in cost.remove_counters] == [(3, "quest")]
    assert [(c.count, c.filter) for c in cost.sacrifices] == [(1, None)]
