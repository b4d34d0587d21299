# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 52 (spells and abilities as objects): "a spell with {X} in its mana cost", "spells
with {X} in their mana costs", "with {P} in its mana cost", "without {X} in its mana cost" (CR
202.1: the symbols of an object's mana cost; {X} CR 107.3, {P} any Phyrexian mana symbol, CR
107.4f-g); "target activated ability from an artifact source" (CR 113.7: an ability's source);
"target spell that targets only a single creature", "... that targets a player", "... that
targets only a player" (CR 115.1, 115.7); "for each other spell cast this turn" (CR 601.2i);
"target spell cast from a graveyard", "that wasn't cast from its owner's hand", "Spells you
cast from anywhere other than your hand" (CR 601.2a: the zone its card was in as its casting
began).
What the runtime can't play is C001 at its words; a wording that is not Oracle's is an error at
its word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    card_errors,
    card_text,
    compiled_abilities,
    ir_nodes_of,
)

CREATURE = "Creature — Human Cleric"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Frontline Medic, Elementalist's Palette, Rage Extractor: play
    ("Sacrifice Test Card: Counter target spell with {X} in its mana cost unless its controller pays {3}.", CREATURE, None),
    ("Whenever you cast a spell with {X} in its mana cost, put two charge counters on Test Card.", "Artifact", None),
    ("Whenever you cast a spell with {P} in its mana cost, Test Card deals damage equal to that spell's mana value to any target.", "Artifact", None),
    # Zaxara: X is the X of the spell that triggered it, which the ability is not handed
    ("Whenever you cast a spell with {X} in its mana cost, create a 0/0 green Hydra creature token, then put X +1/+1 counters on it.", CREATURE, "X +1/+1"),
    # Hero of Leina Tower: X chosen as the ability pays {X} (CR 107.3), still played
    ("Heroic — Whenever you cast a spell that targets Test Card, you may pay {X}. If you do, put X +1/+1 counters on Test Card.", CREATURE, None),
    # Gaddock Teeg: a restriction on casting that names spells by a description is not played
    ("Noncreature spells with {X} in their mana costs can't be cast.", CREATURE, "Noncreature spells with {X} in their mana costs"),
    # another symbol than {X} or {P}
    ("Counter target spell with {W} in its mana cost.", "Instant", "with {W} in its mana cost"),
    # Rust, Ayesha Tanaka's and Tawnos's abilities: no ability on the stack is an object the
    # runtime describes (the refusal stands at the first word it can't read)
    ("Counter target activated ability from an artifact source. (Mana abilities can't be targeted.)", "Instant", "activated"),
    ("{U}{R}, {T}: Copy target activated or triggered ability you control from an artifact source. You may choose new targets for the copy. (Mana abilities can't be targeted.)", CREATURE, "activated or triggered"),
    # Outwit, Muck Drubb's target, Chef's Kiss's target
    ("Counter target spell that targets a player.", "Instant", "that targets a player"),
    ("Counter target spell that targets only a single creature.", "Instant", "that targets only a single creature"),
    ("Counter target spell that targets only a single permanent or player.", "Instant", "that targets only a single permanent or player"),
    # Laquatus's Disdain, Wash Away's bracketed words: play
    ("Counter target spell cast from a graveyard.", "Instant", None),
    ("Counter target spell that wasn't cast from its owner's hand.", "Instant", None),
    # Sage of the Beyond: the runtime's cost reductions test a spell's characteristics only
    ("Spells you cast from anywhere other than your hand cost {2} less to cast.", CREATURE, "Spells you cast from anywhere other than your hand cost {2} less to cast."),
    # a zone no spell is cast from; another player's zone
    ("Counter target spell cast from the battlefield.", "Instant", "cast from the battlefield"),
    ("Counter target spell cast from an opponent's graveyard.", "Instant", "an opponent's"),
    # Storm Entity: the spells cast this turn are not counted yet
    ("Test Card enters the battlefield with a +1/+1 counter on it for each other spell cast this turn.", CREATURE, "for each other spell cast this turn"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, code, the word it stands at)
NEAR_MISSES = [
    # the symbol without its braces ("with X" reads as far as a number X could go), and "it's"
    # for "its"
    ("Counter target spell with X in its mana cost.", "Instant", "E001", "in"),
    ("Counter target spell with {X} in it's mana cost.", "Instant", "E001", "in"),
    # one spell and "their mana costs", several and "its mana cost" (CR 202.1)
    ("Counter target spell with {X} in their mana costs.", "Instant", "E023", "in their"),
    ("Counter all spells with {X} in its mana cost.", "Instant", "E023", "in its"),
    ("Noncreature spell with {X} in its mana cost can't be cast.", CREATURE, "E015", "spell"),
    # an ability is one: "target activated abilities"; "from" an article and one source
    ("Counter target activated abilities from an artifact source.", "Instant", "E001", "abilities"),
    ("Counter target activated ability from artifact source.", "Instant", "E001", "from"),
    ("Counter target activated ability from an artifact sources.", "Instant", "E001", "from"),
    # "a single" names one object
    ("Counter target spell that targets only single creature.", "Instant", "E001", "single"),
    ("Counter target spell that targets only a single creatures.", "Instant", "E023", "creatures"),
    ("Counter target spell that targets the player.", "Instant", "E001", "player"),
    # the zone takes its article or possessive; "wasn't" of one spell
    ("Counter target spell cast from graveyard.", "Instant", "E001", "graveyard"),
    ("Counter target spell that weren't cast from its owner's hand.", "Instant", "E001", "weren't"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(
    line: str, card_type: str, code: str, word: str
) -> None:
    assert_error_at(line, card_type, code, word)


def test_the_mana_cost_symbol_is_a_quality_of_the_target_spell() -> None:
    (ability,) = compiled_abilities(
        "Sacrifice Test Card: Counter target spell with {X} in its mana cost unless its "
        "controller pays {3}.",
        CREATURE,
    )
    (target,) = ability.targets
    assert target.filter.mana_cost_symbol == "X"
    assert target.filter.without_mana_cost_symbol is None


def test_the_phyrexian_symbol_is_named_p_in_the_cast_trigger() -> None:
    (ability,) = compiled_abilities(
        "Whenever you cast a spell with {P} in its mana cost, Test Card deals damage equal to "
        "that spell's mana value to any target.",
        "Artifact",
    )
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.trigger.subject.mana_cost_symbol == "P"


def test_without_the_symbol_is_its_own_field() -> None:
    filters = [
        f
        for ability in compiled_abilities("Destroy all creatures without {X} in their mana costs.")
        for f in ir_nodes_of(ability, ir.ObjectFilter)
    ]
    assert [(f.mana_cost_symbol, f.without_mana_cost_symbol) for f in filters] == [(None, "X")]


def test_the_runtime_tests_the_symbols_of_the_mana_cost() -> None:
    from karlov.runtime.filters import Matcher
    from karlov.runtime.mana import ManaCost
    from karlov.runtime.objects import Characteristics

    def chars(cost: str) -> Characteristics:
        return Characteristics(
            name="Probe",
            mana_cost=ManaCost.parse(cost),
            colors=set(),
            types={"sorcery"},
            subtypes=set(),
            supertypes=set(),
            power=None,
            toughness=None,
            abilities=[],
        )

    with_x = Matcher(ir.ObjectFilter("spell with {X}", mana_cost_symbol="X"))
    with_p = Matcher(ir.ObjectFilter("spell with {P}", mana_cost_symbol="P"))
    without_x = Matcher(ir.ObjectFilter("spell without {X}", without_mana_cost_symbol="X"))
    assert [with_x.chars_ok(chars(c)) for c in ("{X}{U}{U}", "{2}{U}", "")] == [True, False, False]
    assert [with_p.chars_ok(chars(c)) for c in ("{R/P}", "{4}{G/W/P}", "{R}")] == [
        True,
        True,
        False,
    ]
    assert [without_x.chars_ok(chars(c)) for c in ("{X}{R}", "{1}{R}")] == [False, True]


def test_the_number_of_their_mana_costs_is_reported_verbatim() -> None:
    text = card_text("Counter target spell with {X} in their mana costs.", "Instant")
    (found,) = [d for d in karlov.check(text, require_playable=False) if d.code == "E023"]
    assert (
        found.message
        == "'in their mana costs' does not agree in number with 'spell', which names one object"
    )
    assert found.fix == "in its mana cost"


def test_the_x_of_the_triggering_spell_is_refused_verbatim() -> None:
    line = "Whenever you cast a spell with {X} in its mana cost, create a 0/0 green Hydra creature token, then put X +1/+1 counters on it."
    (found,) = [
        d
        for d in karlov.check(card_text(line, CREATURE), require_playable=False)
        if d.code == "C001"
    ]
    assert (
        found.message
        == "the rules runtime cannot execute this yet: the X of the spell a cast trigger names"
    )


def test_the_ability_source_is_refused_verbatim_where_the_ability_is_read() -> None:
    # "creature from an artifact source" reads the qualifier; nothing plays it
    line = "Destroy target creature from an artifact source."
    assert card_errors(line, "Instant") == []
    messages = [
        d.message
        for d in karlov.check(card_text(line, "Instant"), require_playable=False)
        if d.code == "C001"
    ]
    assert messages == [
        "the rules runtime cannot execute this yet: 'from an artifact source': the source of an ability on the stack (CR 113.7)"
    ]


def test_the_zone_a_spell_was_cast_from_is_a_quality_of_the_target() -> None:
    (disdain,) = compiled_abilities("Counter target spell cast from a graveyard.", "Instant")
    (target,) = disdain.targets
    assert (target.filter.cast_from, target.filter.cast_from_negated) == (
        ir.ZoneName.GRAVEYARD,
        False,
    )
    (wash,) = compiled_abilities(
        "Counter target spell that wasn't cast from its owner's hand.", "Instant"
    )
    (target,) = wash.targets
    assert (target.filter.cast_from, target.filter.cast_from_negated) == (ir.ZoneName.HAND, True)
    assert not target.filter.cast_from_own
