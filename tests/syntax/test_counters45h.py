"""Session 45 (counters and tokens): "double the number of +1/+1 counters on ..." (CR
701.10e), "Remove all counters from ..." of every kind (CR 122.1), two kinds of counters put on
the same objects ("Put a +1/+1 counter and a lifelink counter on target creature"),
"Investigate three times" (CR 701.16a), "creates a token that's a copy of ..." by another
player (CR 111.2, 707.2), and the filters "with no counters on them", "with counters on them",
"with one or more counters on it" (CR 122.1): each read where it plays, refused (C001 at its
span) where the runtime can't play what it says, and an error (E001 at its word) where the
wording is not Oracle's."""

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
    # doubling counters (CR 701.10e)
    ("{T}: Double the number of +1/+1 counters on Test Card.", CREATURE, None),
    (
        "Whenever Test Card attacks, double the number of +1/+1 counters on each creature you "
        "control.",
        CREATURE,
        None,
    ),
    ("Double the number of charge counters on target artifact.", "Sorcery", None),
    # counters of every kind (CR 122.1)
    ("Remove all counters from target permanent.", "Instant", None),
    ("Sacrifice Test Card: Remove all counters from each creature.", CREATURE, None),
    # two kinds on the same objects
    ("Put a +1/+1 counter and a lifelink counter on target creature.", "Instant", None),
    ("Put two +1/+1 counters and a flying counter on each creature you control.", "Sorcery", None),
    # one kind said twice is two puts written as one: refused
    ("Put a +1/+1 counter and a +1/+1 counter on target creature.", "Instant", 1),
    # investigate a number of times
    ("Investigate three times.", "Sorcery", None),
    ("When Test Card enters, investigate X times.", CREATURE, None),
    # "two times" is Oracle's "twice"
    ("Investigate two times.", "Sorcery", 1),
    # another player creates the copy
    (
        "Whenever another nontoken creature enters, its controller creates a token that's a "
        "copy of that creature.",
        "Enchantment",
        None,
    ),
    ("When Test Card enters, each opponent creates a token that's a copy of it.", CREATURE, None),
    ("Target opponent creates two tokens that are copies of target creature.", "Sorcery", None),
    # filters on counters of any kind
    ("Destroy all creatures with no counters on them.", "Sorcery", None),
    ("Destroy target creature with no counters on it.", "Instant", None),
    ("Creatures your opponents control with counters on them can't block.", "Enchantment", None),
    ("Each creature with one or more counters on it can't attack.", "Enchantment", None),
    # "with no counters" and "with a +1/+1 counter" of one object: two counter descriptions
    ("Destroy target creature with no counters on it with a +1/+1 counter on it.", "Instant", 48),
    # counters of every kind as an amount (CR 122.1)
    (
        "Exile target creature. You gain life equal to the number of counters on it.",
        "Sorcery",
        None,
    ),
    ("When Test Card dies, draw a card for each counter on it.", CREATURE, None),
    ("Other creatures you control get +1/+1 for each counter on Test Card.", CREATURE, None),
    # on several objects: no one object to count on
    (
        "You gain life equal to the number of counters on each creature you control.",
        "Sorcery",
        24,
    ),
    # removed of a kind chosen as it resolves (CR 608.2d)
    ("Remove a counter from target permanent.", "Instant", None),
    ("{T}: Remove two counters from target creature.", CREATURE, None),
    # "up to three" is a number the player chooses: refused
    ("Remove up to three counters from target creature.", "Instant", 8),
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
    ("Double the amount of +1/+1 counters on target creature.", "Sorcery", "amount"),
    ("Remove all counters off target permanent.", "Instant", "off"),
    ("Put a +1/+1 counter and a lifelink counter onto target creature.", "Instant", "and"),
    ("Investigate three time.", "Sorcery", "time."),
    ("Destroy all creatures with no counter on them.", "Sorcery", "counter"),
    ("Destroy all creatures without counters on them.", "Sorcery", "counters"),
    ("Each creature with one or more counters on them can't attack.", "Enchantment", "counters"),
    (
        "When Test Card enters, each opponent creates a token that is a copy of it.",
        CREATURE,
        "is",
    ),
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


KINDS = st.sampled_from(["charge", "page", "quest", "+1/+1", "-1/-1", "lifelink", "flying"])


# two or more of each: "counters" agrees with the number (E023, CR 107.1)
@given(KINDS, KINDS, st.integers(min_value=2, max_value=5), st.integers(min_value=2, max_value=5))
def test_two_kinds_each_keep_their_count_on_the_same_object(
    first_kind: str, second_kind: str, first: int, second: int
) -> None:
    """ "Put N [kind] counters and M [kind] counters on target creature": N of the first kind,
    then M of the second, both on the one target (CR 122.1, 608.2c)."""
    if first_kind == second_kind:
        return
    ability = _ability(
        f"Put {first} {first_kind} counters and {second} {second_kind} counters on target creature."
    )
    assert isinstance(ability, ir.SpellAbility) and isinstance(ability.effect, ir.Sequence)
    one, two = ability.effect.steps
    assert isinstance(one, ir.Action) and isinstance(two, ir.Action)
    assert (one.verb, one.amount, one.counter, one.objects) == (
        ir.Verb.PUT_COUNTERS,
        ir.Fixed(first),
        first_kind,
        ir.TargetObjects(0),
    )
    assert (two.verb, two.amount, two.counter, two.objects) == (
        ir.Verb.PUT_COUNTERS,
        ir.Fixed(second),
        second_kind,
        ir.TargetObjects(0),
    )


@given(KINDS)
def test_double_names_its_kind(kind: str) -> None:
    """ "Double the number of [kind] counters on target permanent" (CR 701.10e): that kind."""
    ability = _ability(f"Double the number of {kind} counters on target permanent.")
    assert isinstance(ability.effect, ir.Action)
    assert ability.effect.verb is ir.Verb.DOUBLE_COUNTERS
    assert (ability.effect.counter, ability.effect.objects) == (kind, ir.TargetObjects(0))


def test_every_kind_is_no_kind_and_no_amount() -> None:
    """ "Remove all counters from target permanent": no kind named, no number (CR 122.1)."""
    ability = _ability("Remove all counters from target permanent.", "Instant")
    assert isinstance(ability.effect, ir.Action)
    effect = ability.effect
    assert (effect.verb, effect.counter, effect.amount) == (ir.Verb.REMOVE_COUNTERS, None, None)


@given(st.integers(min_value=3, max_value=9))
def test_investigate_n_times(times: int) -> None:
    words = ["three", "four", "five", "six", "seven", "eight", "nine"]
    ability = _ability(f"Investigate {words[times - 3]} times.")
    assert isinstance(ability.effect, ir.Action)
    assert (ability.effect.verb, ability.effect.amount) == (ir.Verb.INVESTIGATE, ir.Fixed(times))


def test_the_opponent_creates_the_copy() -> None:
    """ "each opponent creates a token that's a copy of it": the players the clause names
    create it (CR 111.2), not you."""
    ability = _ability(
        "When Test Card enters, each opponent creates a token that's a copy of it.", CREATURE
    )
    assert isinstance(ability, ir.TriggeredAbility) and isinstance(ability.effect, ir.Action)
    assert ability.effect.verb is ir.Verb.CREATE_COPY
    assert ability.effect.players is not None and ability.effect.players.who == "each_opponent"


def test_no_counters_is_not_any_counter() -> None:
    ability = _ability("Destroy all creatures with no counters on them.")
    assert isinstance(ability.effect, ir.Action)
    objects = ability.effect.objects
    assert isinstance(objects, ir.AllObjects)
    assert objects.filter.without_counters and not objects.filter.with_any_counter


def test_every_kind_is_counted_with_no_kind() -> None:
    """ "You gain life equal to the number of counters on it": no kind, counters of every
    kind (CR 122.1), of the one object named."""
    ability = _ability(
        "Exile target creature. You gain life equal to the number of counters on it."
    )
    assert isinstance(ability.effect, ir.Sequence)
    gain = ability.effect.steps[-1]
    assert isinstance(gain, ir.Action) and isinstance(gain.amount, ir.CountersOn)
    assert gain.amount.counter is None
