"""Session 44: "Otherwise, ..." in an effect, the complement of the "if" of the sentence right
before it, checked once as that "if" is reached while the ability resolves (CR 608.2c): after
"If [condition], ..." and "[instruction] if [condition]." it is the condition's `otherwise`
branch, after "If you win, ..." losing the clash (CR 701.30d), after "If you do, ..." the
optional instruction not done (as "If you don't"). Its words name what was named before the
"if" and the targets (chosen as the spell is cast, CR 601.2c), never what only one branch
named. tests/scenarios/otherwise44b plays both branches. Each comes with what is refused (C001
at its span) and the near wordings that are errors (E001 at their word)."""

from __future__ import annotations

import pytest
from syntax.families import line_errors, refusals

import karlov
from karlov import ir

from .lowering import abilities_of

REVEAL = "Reveal the top card of your library. "


def _card(line: str, card_type: str = "Sorcery") -> str:
    pt = "\n2/2" if "Creature" in card_type else ""
    return f"Test Card {{1}}\n{card_type}\n{line}{pt}\n"


def _steps(effect: ir.Effect) -> list[ir.Effect]:
    return list(effect.steps) if isinstance(effect, ir.Sequence) else [effect]


def test_otherwise_is_the_else_of_the_if_before_it() -> None:
    line = (
        REVEAL + "If it's a land card, put it onto the battlefield. Otherwise, put that card "
        "into your hand."
    )
    (ability,) = abilities_of(_card(line))
    reveal, test = _steps(ability.effect)
    assert isinstance(reveal, ir.Action) and reveal.verb is ir.Verb.REVEAL
    assert isinstance(test, ir.IfCondition)
    assert isinstance(test.condition, ir.ObjectIs)
    it = test.condition.object
    assert isinstance(it, ir.Mentioned) and it.key == reveal.remember
    assert isinstance(test.effect, ir.Action) and test.effect.zone is ir.ZoneName.BATTLEFIELD
    other = test.otherwise
    assert isinstance(other, ir.Action) and other.zone is ir.ZoneName.HAND
    # "that card" is the revealed card in both branches
    assert isinstance(other.objects, ir.Mentioned) and other.objects.key == reveal.remember


def test_otherwise_may_put_it_on_the_bottom_of_your_library() -> None:
    line = (
        REVEAL + "If it's a creature card, put it onto the battlefield. Otherwise, you may put "
        "that card on the bottom of your library."
    )
    (ability,) = abilities_of(_card(line))
    reveal, test = _steps(ability.effect)
    assert isinstance(test, ir.IfCondition) and isinstance(test.otherwise, ir.MayDo)
    put = test.otherwise.effect
    assert isinstance(put, ir.Action) and put.zone is ir.ZoneName.LIBRARY
    assert put.position == "bottom"
    assert isinstance(put.objects, ir.Mentioned) and put.objects.key == reveal.remember


def test_otherwise_after_winning_a_clash_names_the_same_target() -> None:
    line = (
        "Clash with an opponent. If you win, target player discards two cards. Otherwise, "
        "that player discards a card."
    )
    (ability,) = abilities_of(_card(line))
    _clash, test = _steps(ability.effect)
    assert isinstance(test, ir.IfCondition) and isinstance(test.condition, ir.WonClash)
    assert isinstance(test.effect, ir.Action) and isinstance(test.otherwise, ir.Action)
    assert test.effect.players == test.otherwise.players
    assert ability.targets and len(ability.targets) == 1


def test_otherwise_after_a_trailing_if() -> None:
    line = (
        "Target creature gets +2/+2 until end of turn if you control a Forest. Otherwise, it "
        "gets -1/-1 until end of turn."
    )
    (ability,) = abilities_of(_card(line, "Instant"))
    (test,) = _steps(ability.effect)
    assert isinstance(test, ir.IfCondition) and isinstance(test.condition, ir.ObjectCount)
    assert isinstance(test.effect, ir.ModifyPT) and isinstance(test.otherwise, ir.ModifyPT)
    assert (test.otherwise.power, test.otherwise.toughness) == (-1, -1)
    assert isinstance(test.otherwise.objects, ir.TargetObjects)
    assert test.otherwise.objects.target_index == test.effect.objects.target_index  # type: ignore[union-attr]


def test_otherwise_after_if_you_do_is_if_you_dont() -> None:
    line = "You may pay {1}. If you do, draw a card. Otherwise, discard a card."
    (ability,) = abilities_of(_card(line))
    may, done, not_done = _steps(ability.effect)
    assert isinstance(may, ir.MayDo)
    assert isinstance(done, ir.IfDone) and isinstance(not_done, ir.IfNotDone)
    assert isinstance(not_done.effect, ir.Action) and not_done.effect.verb is ir.Verb.DISCARD


#: (line, card type, the column of the C001).
REFUSED = [
    # after an intervening "if" the ability does nothing when it is false (CR 603.4)
    (
        "When Test Card enters, if you control a Forest, draw a card. Otherwise, discard a card.",
        "Creature — Elf",
        62,
    ),
    # no "if" before it
    ("Draw a card. Otherwise, discard a card.", "Sorcery", 14),
    # whether declining the "you may" is "otherwise" is the card's ruling (Matter Reshaper)
    (
        REVEAL + "You may put that card onto the battlefield if it's a land card. Otherwise, "
        "put that card into your hand.",
        "Sorcery",
        102,
    ),
    # "If you do" after an instruction no one may decline
    (
        "Exile a creature card from your graveyard. If you do, draw a card. Otherwise, "
        "discard a card.",
        "Sorcery",
        68,
    ),
    # an "if" on part of a sentence
    (
        "Draw a card, then discard a card if you control a Forest. Otherwise, you lose 1 life.",
        "Sorcery",
        59,
    ),
    # "it" naming what only the other branch created
    (
        "If you control a Forest, create a 1/1 green Elf creature token. Otherwise, put a "
        "+1/+1 counter on it.",
        "Sorcery",
        65,
    ),
    # a word after both naming what only one branch created
    (
        "If you control a Forest, create a 1/1 green Elf creature token. Otherwise, create a "
        "1/1 white Soldier creature token. Put a +1/+1 counter on it.",
        "Sorcery",
        65,
    ),
]


@pytest.mark.parametrize(("line", "card_type", "column"), REFUSED)
def test_refused_at_its_span(line: str, card_type: str, column: int) -> None:
    assert ("C001", column) in refusals(line, card_type)


#: (line, the column of the E001): near wordings that are not Oracle's.
LAND = REVEAL + "If it's a land card, put it onto the battlefield"
NEAR_MISSES = [
    # no comma after "Otherwise"
    (LAND + ". Otherwise put that card into your hand.", 98),
    # a comma splice instead of a new sentence
    (LAND + ", otherwise put that card into your hand.", 88),
    # "Else" is no Oracle word
    (
        REVEAL
        + "If it's a land card, put it onto the battlefield. Else, put that card into your hand.",
        88,
    ),
    # "Otherwise, if ..." is no Oracle form
    (
        REVEAL + "If it's a land card, put it onto the battlefield. Otherwise, if it's a "
        "creature card, put that card into your hand.",
        99,
    ),
]


@pytest.mark.parametrize(("line", "column"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, column: int) -> None:
    assert line_errors(line, "Sorcery") == [("E001", column)]


# ---- "Otherwise, ..." in a static ability ---------------------------------------------------

AURA = "Enchantment — Aura"


def test_static_otherwise_is_a_second_ability_under_the_negation() -> None:
    line = "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2."
    enchant, first, second = abilities_of(_card("Enchant creature\n" + line, AURA))
    assert isinstance(enchant, ir.KeywordAbility)
    assert isinstance(first, ir.StaticAbility) and isinstance(second, ir.StaticAbility)
    assert isinstance(first.condition, ir.ObjectIs)
    assert isinstance(second.condition, ir.NotCondition)
    assert second.condition.condition == first.condition
    (plus,) = first.effects
    (minus,) = second.effects
    assert (plus.power, plus.toughness, minus.power, minus.toughness) == (2, 2, -2, -2)
    # "it" is the enchanted creature in both
    assert minus.affected.filter is not None and minus.affected.filter.attached_to_source
    assert plus.affected.filter is not None and plus.affected.filter.attached_to_source


@pytest.mark.parametrize(
    "line",
    [
        "Test Card has flying as long as you control an Island. Otherwise, it has defender.",
        "As long as you control an Island, Test Card has flying. Otherwise, it has defender.",
    ],
)
def test_static_otherwise_of_the_source(line: str) -> None:
    first, second = abilities_of(_card(line, "Creature — Elf"))
    assert isinstance(first, ir.StaticAbility) and isinstance(second, ir.StaticAbility)
    assert isinstance(first.condition, ir.ObjectCount)
    assert second.condition == ir.NotCondition(first.condition, span=second.condition.span)  # type: ignore[union-attr]
    (granted,) = second.effects
    assert granted.affected.filter is None and not granted.affected.attached


STATIC_REFUSED = [
    # no "as long as" before it
    ("Enchant creature\nEnchanted creature gets +1/+1. Otherwise, it gets -1/-1.", AURA, 32),
    # effects on the objects a description finds: which does "they" name?
    (
        "Creatures you control get +1/+1 as long as you control a Forest. Otherwise, they get "
        "-1/-1.",
        "Enchantment",
        66,
    ),
    # a prevention effect (Armament of Nyx): not under a condition yet
    (
        "Enchant creature\nEnchanted creature has double strike as long as it's an enchantment. "
        "Otherwise, prevent all damage that would be dealt by enchanted creature.",
        AURA,
        70,
    ),
    # a duration in a static ability
    (
        "Enchant creature\nEnchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, "
        "it gets -2/-2 until end of turn.",
        AURA,
        83,
    ),
]


@pytest.mark.parametrize(("line", "card_type", "column"), STATIC_REFUSED)
def test_static_refused_at_its_span(line: str, card_type: str, column: int) -> None:
    *_, last = line.split("\n")
    found = karlov.check(_card(line, card_type))
    at = [(d.code, d.span.line, d.span.column) for d in found if d.code == "C001"]
    assert ("C001", 2 + line.count("\n") + 1, column) in at, (last, at)


STATIC_NEAR_MISSES = [
    ("Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise it gets -2/-2.", 68),
    ("Enchanted creature gets +2/+2 as long as it's a Vampire, otherwise it gets -2/-2.", 58),
]


@pytest.mark.parametrize(("line", "column"), STATIC_NEAR_MISSES)
def test_static_near_misses_fail_at_their_word(line: str, column: int) -> None:
    assert line_errors(line, AURA) == [("E001", column)]


# ---- conditions on an object named before: "that creature is a Zombie", "it was a creature
# card", "~ isn't a creature" -----------------------------------------------------------------


def test_that_creature_is_a_zombie_of_the_target() -> None:
    line = "Tap target creature. If that creature is a Zombie, exile it."
    (ability,) = abilities_of(_card(line, "Instant"))
    _tap, test = _steps(ability.effect)
    assert isinstance(test, ir.IfCondition) and isinstance(test.condition, ir.ObjectIs)
    assert isinstance(test.condition.object, ir.TargetObjects)
    assert test.condition.filter.subtypes == ("zombie",)


def test_that_creature_was_a_human_after_it_is_destroyed() -> None:
    # read as it last existed (CR 608.2h): the runtime's characteristics of a gone object
    line = (
        "Destroy target creature. If that creature was a Human, you gain life equal to its "
        "toughness."
    )
    (ability,) = abilities_of(_card(line, "Sorcery"))
    _destroy, test = _steps(ability.effect)
    assert isinstance(test, ir.IfCondition) and isinstance(test.condition, ir.ObjectIs)
    assert isinstance(test.condition.object, ir.TargetObjects)


def test_it_was_a_creature_card_of_the_exiled_card() -> None:
    line = "Exile target card from a graveyard. If it was a creature card, draw a card."
    (ability,) = abilities_of(_card(line, "Instant"))
    exile, test = _steps(ability.effect)
    assert isinstance(exile, ir.Action) and exile.verb is ir.Verb.EXILE
    assert isinstance(test, ir.IfCondition) and isinstance(test.condition, ir.ObjectIs)
    it = test.condition.object
    assert isinstance(it, ir.Mentioned) and it.key == exile.remember


def test_that_card_is_a_land_card_of_the_exiled_top_card() -> None:
    line = (
        "Exile the top card of your library. If that card is a land card, draw a card. "
        "Otherwise, you gain 1 life."
    )
    (ability,) = abilities_of(_card(line, "Sorcery"))
    exile, test = _steps(ability.effect)
    assert isinstance(test, ir.IfCondition) and isinstance(test.condition, ir.ObjectIs)
    assert isinstance(test.condition.object, ir.Mentioned)
    assert test.condition.object.key == exile.remember
    assert isinstance(test.otherwise, ir.Action) and test.otherwise.verb is ir.Verb.GAIN_LIFE


def test_that_creature_isnt_a_zombie() -> None:
    line = "Tap target creature. If that creature isn't a Zombie, exile it."
    (ability,) = abilities_of(_card(line, "Instant"))
    _tap, test = _steps(ability.effect)
    assert isinstance(test, ir.IfCondition) and isinstance(test.condition, ir.NotCondition)
    assert isinstance(test.condition.condition, ir.ObjectIs)


def test_it_after_a_condition_on_the_source_is_the_source() -> None:
    line = (
        "Whenever a creature enters, you gain 1 life. If Test Card isn't a creature, it becomes "
        "a 3/3 Angel creature with flying in addition to its other types until end of turn."
    )
    (ability,) = abilities_of(_card(line, "Enchantment"))
    _gain, test = _steps(ability.effect)
    assert isinstance(test, ir.IfCondition) and isinstance(test.condition, ir.NotCondition)
    inner = test.condition.condition
    assert isinstance(inner, ir.ObjectIs) and isinstance(inner.object, ir.SourceObject)
    becomes = test.effect
    assert isinstance(getattr(becomes, "objects", None), ir.SourceObject)


NAMED_REFUSED = [
    # the object of the triggering event (as it last existed? still there?): not read yet
    (
        "Whenever a land enters under your control, you gain 1 life. If that land is a Forest, "
        "draw a card.",
        "Enchantment",
        64,
    ),
    # "it" not the subject after a condition on this object: which object is no reading
    (
        "Whenever a creature enters, you gain 1 life. If Test Card isn't a creature, put a "
        "+1/+1 counter on it.",
        "Enchantment",
        77,
    ),
    # a number
    ("Tap target creature. If that creature is two Zombies, exile it.", "Instant", 42),
    # one of several targets
    ("Tap up to two target creatures. If that creature is a Zombie, exile it.", "Instant", 36),
    # a state, not a characteristic
    ("Tap target creature. If that creature is an attacking Zombie, exile it.", "Instant", 45),
    # nothing named before it
    ("Draw a card. If that card is a land card, draw a card.", "Sorcery", 17),
]


@pytest.mark.parametrize(("line", "card_type", "column"), NAMED_REFUSED)
def test_named_refused_at_its_span(line: str, card_type: str, column: int) -> None:
    assert ("C001", column) in refusals(line, card_type)


NAMED_NEAR_MISSES = [
    ("Tap target creature. If that creature are a Zombie, exile it.", 43),
    ("Tap target creature. If that creature is Zombie, exile it.", 42),
    ("Exile target card from a graveyard. If it were a creature card, draw a card.", 43),
]


@pytest.mark.parametrize(("line", "column"), NAMED_NEAR_MISSES)
def test_named_near_misses_fail_at_their_word(line: str, column: int) -> None:
    assert line_errors(line, "Instant") == [("E001", column)]
