"""Session 48 (counters): lists of counters of several kinds ("a +1/+1 counter, a flying
counter, and a shield counter", CR 122.1), a choice of two kinds ("a +0/+1 counter or a +1/+0
counter"), "Double the number of each kind of counter on ..." (CR 701.10e), the filters "with
three or more level counters on it" and "without a +1/+1 counter on it" (CR 122.1), "there is
exactly one tide counter on ~", "put its counters on ..." / "put those counters on ...",
"Move all counters from ... onto ..." (CR 122.5), "Scry X" with the X of a cost (CR 701.22a,
107.3a), "For each counter removed, ..." and "with an additional +1/+1 counter on it": each
read where it plays, refused (C001 at its span) where the runtime can't play what it says,
and an error at its word where the wording is not Oracle's."""

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
    # a list of three or more kinds, put on the same objects (CR 122.1)
    (
        "Put a +1/+1 counter, a flying counter, and a lifelink counter on target creature.",
        "Instant",
        None,
    ),
    (
        "When Test Card enters, put two +1/+1 counters, a trample counter, and a reach counter "
        "on each creature you control.",
        CREATURE,
        None,
    ),
    # one kind said twice: two puts written as one
    (
        "Put a +1/+1 counter, a flying counter, and a +1/+1 counter on target creature.",
        "Instant",
        1,
    ),
    # entering with several kinds: one replacement the IR can't say yet
    (
        "Test Card enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a "
        "shield counter on it.",
        "Artifact",
        11,
    ),
    # a choice of two kinds as it resolves (CR 608.2d)
    ("{T}: Put a +0/+1 counter or a +1/+0 counter on target creature.", CREATURE, 6),
    (
        "{1}{R}, Remove a +1/+1 counter or a charge counter from a permanent you control: Test "
        "Card deals 2 damage to any target.",
        "Enchantment",
        9,
    ),
    # every kind doubled (CR 701.10e)
    ("{T}: Double the number of each kind of counter on target permanent.", CREATURE, None),
    (
        "{G}{U}, {T}: Double the number of each kind of counter on target artifact, creature, "
        "or land.",
        CREATURE,
        None,
    ),
    # filters on a number of counters of a kind (CR 122.1)
    (
        "Test Card gets +3/+3 as long as you control a creature with three or more level "
        "counters on it.",
        CREATURE,
        None,
    ),
    ("Destroy each creature with two or more +1/+1 counters on it.", "Sorcery", None),
    ("Destroy all creatures without a +1/+1 counter on it.", "Sorcery", None),
    (
        "{T}: Put a blaze counter on target land without a blaze counter on it.",
        CREATURE,
        None,
    ),
    ("Destroy each creature with an hourglass counter on it.", "Sorcery", None),
    # counters among several objects: no count of them the runtime reads yet
    (
        "When Test Card enters, draw a card for each +1/+1 counter among other creatures you "
        "control.",
        CREATURE,
        36,
    ),
    # "there is exactly one" counter on this
    (
        "As long as there is exactly one tide counter on Test Card, all blue creatures get -2/-0.",
        "Enchantment",
        None,
    ),
    # the counters an object had: not kept by the runtime (CR 608.2h)
    ("When Test Card dies, put its counters on target creature you control.", CREATURE, 22),
    # all counters moved (CR 122.5)
    ("Move all counters from target creature onto another target creature.", "Sorcery", 1),
    # Scry X with the X of the cost
    ("{3}, {T}, Remove X charge counters from Test Card: Scry X.", "Artifact", None),
    # "for each counter removed," (the cost's)
    (
        "{1}, Remove X ki counters from Test Card: For each counter removed, Test Card gets "
        "+2/+0 until end of turn.",
        CREATURE,
        43,
    ),
    # returned with an additional counter
    (
        "Return target creature card from your graveyard to the battlefield with an additional "
        "+1/+1 counter on it.",
        "Sorcery",
        1,
    ),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word the error stands at)
NEAR_MISSES = [
    # a list without its "and"
    (
        "Put a +1/+1 counter, a flying counter, a lifelink counter on target creature.",
        "Instant",
        "on",
    ),
    # a list of three without its commas
    (
        "Put a +1/+1 counter two flying counters, and a lifelink counter on target creature.",
        "Instant",
        "two",
    ),
    ("Double the number of each kinds of counter on target permanent.", "Sorcery", "kinds"),
    ("Destroy each creature with two or more +1/+1 counters on them.", "Sorcery", "them."),
    ("Destroy each creature without the +1/+1 counter on it.", "Sorcery", "the"),
    ("Move every counter from target creature onto another target creature.", "Sorcery", "every"),
    ("Put a +0/+1 counter or +1/+0 counter on target creature.", "Instant", "+1/+0"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


#: (line, card type, the word whose number is wrong): E023
WRONG_NUMBER = [
    ("Put a +1/+1 counters, a flying counter, and a reach counter on each creature.", "counters,"),
    ("Put two +1/+1 counter, a flying counter, and a reach counter on each creature.", "counter,"),
    ("Destroy each creature with two or more +1/+1 counter on it.", "counter"),
    ("Destroy all creatures without a +1/+1 counters on it.", "counters"),
    ("Double the number of each kind of counters on target permanent.", "counters"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "word"), WRONG_NUMBER)
def test_a_counter_noun_of_the_wrong_number_is_an_error(line: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    errors = card_errors(line, "Sorcery")
    assert [code for code, _ in errors] == ["E023"]
    assert errors[0][1] == column


def _ability(line: str, card_type: str = "Sorcery") -> ir.Ability:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    return ability


KINDS = ["charge", "page", "quest", "+1/+1", "-1/-1", "lifelink", "flying", "trample"]


@given(st.lists(st.sampled_from(KINDS), min_size=3, max_size=5, unique=True))
def test_a_list_puts_each_kind_in_order_on_the_same_object(kinds: list[str]) -> None:
    """ "Put a [kind] counter, a [kind] counter, and a [kind] counter on target creature": one
    of each, in the order written, all on the one target (CR 122.1, 608.2c)."""
    items = [f"{'an' if k[0] in '+-' else 'a'} {k} counter" for k in kinds]
    said = ", ".join(items[:-1]) + ", and " + items[-1]
    ability = _ability(f"Put {said} on target creature.")
    assert isinstance(ability, ir.SpellAbility) and isinstance(ability.effect, ir.Sequence)
    steps = ability.effect.steps
    assert [s.counter for s in steps if isinstance(s, ir.Action)] == kinds
    for step in steps:
        assert isinstance(step, ir.Action)
        assert (step.verb, step.amount, step.objects) == (
            ir.Verb.PUT_COUNTERS,
            ir.Fixed(1),
            ir.TargetObjects(0),
        )


def test_each_kind_is_doubled_with_no_kind_named() -> None:
    ability = _ability("Double the number of each kind of counter on target permanent.")
    assert isinstance(ability.effect, ir.Action)
    effect = ability.effect
    assert (effect.verb, effect.counter) == (ir.Verb.DOUBLE_COUNTERS, None)


@given(st.integers(min_value=2, max_value=9))
def test_or_more_counters_is_a_bound(least: int) -> None:
    words = ["two", "three", "four", "five", "six", "seven", "eight", "nine"]
    ability = _ability(
        f"Destroy each creature with {words[least - 2]} or more charge counters on it."
    )
    assert isinstance(ability.effect, ir.Action)
    objects = ability.effect.objects
    assert isinstance(objects, ir.AllObjects)
    assert (objects.filter.with_counter, objects.filter.with_counter_at_least) == (
        "charge",
        least,
    )


def test_without_a_counter_is_not_no_counters() -> None:
    ability = _ability("Destroy all creatures without a +1/+1 counter on it.")
    assert isinstance(ability.effect, ir.Action)
    objects = ability.effect.objects
    assert isinstance(objects, ir.AllObjects)
    assert objects.filter.without_counter == "+1/+1"
    assert not objects.filter.without_counters and objects.filter.with_counter is None


def test_scry_x_is_the_announced_x() -> None:
    ability = _ability("{T}, Remove X charge counters from Test Card: Scry X.", "Artifact")
    assert isinstance(ability, ir.ActivatedAbility) and isinstance(ability.effect, ir.Action)
    assert ability.effect.verb is ir.Verb.SCRY
    assert isinstance(ability.effect.amount, ir.XValue)


def test_scry_x_with_no_x_is_refused() -> None:
    assert refusals("Scry X.", "Sorcery") == [("C001", 1)]
