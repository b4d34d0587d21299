"""Static families of session 44 (tests/scenarios/statics44f plays them): "You may choose not
to untap ~ during your untap step." (CR 502.3) and the shock lands' "As ~ enters, you may pay 2
life. If you don't, it enters tapped." (CR 614.12, 119.4), each with the near wordings that
must be errors and the readings that must be refused (C001)."""

from __future__ import annotations

import pytest
from syntax.families import line_errors, refusals

from karlov import ir

from .lowering import abilities_of, c001_of


def _card(card_type: str, *lines: str) -> str:
    return f"Test Card\n{card_type}\n" + "\n".join(lines) + "\n"


def test_may_choose_not_to_untap_is_a_rule_of_the_source() -> None:
    (static,) = abilities_of(
        _card("Artifact", "You may choose not to untap Test Card during your untap step.")
    )
    assert isinstance(static, ir.StaticAbility)
    (rule,) = static.rules
    assert rule.rule == "may_not_untap"


def test_pay_life_or_enter_tapped() -> None:
    text = _card(
        "Land",
        "As Test Card enters, you may pay 2 life. If you don't, it enters tapped.",
    )
    (static,) = abilities_of(text)
    assert isinstance(static, ir.StaticAbility)
    tapped = static.enters_tapped
    assert tapped is not None and tapped.unless_paid_life == 2
    assert tapped.unless is None and tapped.unless_revealed is None


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # a number of life not fixed as it enters
        ("As Test Card enters, you may pay X life. If you don't, it enters tapped.", 34),
        # "If you do" is the opposite reading
        ("As Test Card enters, you may pay 2 life. If you do, it enters tapped.", 1),
        # another consequence than entering tapped
        ("As Test Card enters, you may pay 2 life. If you don't, sacrifice it.", 42),
        # another player paying
        (
            "As Test Card enters, each opponent may pay 2 life. If they don't, it enters tapped.",
            1,
        ),
        # mana rather than life
        ("As Test Card enters, you may pay {2}. If you don't, it enters tapped.", 1),
    ],
)
def test_pay_life_as_it_enters_refusals(line: str, column: int) -> None:
    assert line_errors(line, "Land") == []
    assert ("C001", column) in refusals(line, "Land")


@pytest.mark.parametrize(
    ("line", "card_type", "column"),
    [
        ("You may choose not to untap Test Card during your upkeep.", "Artifact", 51),
        ("You may choose not to untap Test Card during each untap step.", "Artifact", 46),
        ("You may choose to not untap Test Card during your untap step.", "Artifact", 16),
        ("As Test Card enters, you may pays 2 life. If you don't, it enters tapped.", "Land", 30),
        ("As Test Card enters, you may pay 2 lifes. If you don't, it enters tapped.", "Land", 36),
    ],
)
def test_near_wordings_are_errors(line: str, card_type: str, column: int) -> None:
    assert line_errors(line, card_type) == [("E001", column)]


def _creature(*lines: str) -> str:
    return "Test Card {2}{G}\nCreature — Bird\n" + "\n".join(lines) + "\n2/2\n"


def test_enters_with_your_choice_of_two_counters() -> None:
    line = "Test Card enters with your choice of a flying counter or a first strike counter on it."
    (static,) = abilities_of(_creature(line))
    assert isinstance(static, ir.StaticAbility)
    entering = static.enters_with
    assert entering is not None
    assert (entering.counter, entering.or_counter) == ("flying", "first strike")
    assert entering.count == ir.Count(ir.Relation.EXACTLY, 1)


def test_a_keyword_counter_is_read() -> None:
    (static,) = abilities_of(_creature("Test Card enters with a flying counter on it."))
    assert isinstance(static, ir.StaticAbility)
    assert static.enters_with is not None and static.enters_with.counter == "flying"


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # two counters of the same kind: no choice
        ("Test Card enters with your choice of a flying counter or a flying counter on it.", 11),
        # more than one counter of a kind
        (
            "Test Card enters with your choice of two flying counters or a first strike counter "
            "on it.",
            38,
        ),
        # keyword counters whose triggered abilities the runtime doesn't give (CR 122.1b)
        ("Test Card enters with your choice of an exalted counter or a flying counter on it.", 41),
        # counters on other objects
        (
            "Test Card enters with your choice of a flying counter or a first strike counter on "
            "them.",
            84,
        ),
        (
            "Each other creature you control enters with your choice of a flying counter or a "
            "first strike counter on it.",
            33,
        ),
    ],
)
def test_enters_with_a_choice_refusals(line: str, column: int) -> None:
    assert line_errors(line, "Creature — Bird") == []
    assert ("C001", column) in refusals(line, "Creature — Bird")


@pytest.mark.parametrize(
    ("line", "column"),
    [
        (
            "Test Card enters with the choice of a flying counter or a first strike counter on it.",
            23,
        ),
        (
            "Test Card enters with your choice of a flying counter and a first strike counter on "
            "it.",
            55,
        ),
        ("Test Card enters with your choice of a flying or a first strike counter on it.", 40),
    ],
)
def test_enters_with_a_choice_near_wordings(line: str, column: int) -> None:
    assert line_errors(line, "Creature — Bird") == [("E001", column)]


def test_has_base_power_and_toughness_is_layer_7b() -> None:
    text = (
        "Test Card {2}{U}\nEnchantment — Aura\nEnchant creature\n"
        "Enchanted creature has base power and toughness 0/2.\n"
    )
    _enchant, static = abilities_of(text)
    assert isinstance(static, ir.StaticAbility)
    (effect,) = static.effects
    assert effect.layer is ir.Layer.PT_SET
    assert (effect.set_power, effect.set_toughness) == (0, 2)
    assert effect.affected.filter is not None or effect.affected.attached


def test_base_power_and_toughness_x_is_refused() -> None:
    line = (
        "Enchanted creature has base power and toughness X/X, where X is the number of cards in "
        "your hand."
    )
    assert line_errors(line, "Enchantment — Aura") == []
    assert ("C001", 1) in refusals(line, "Enchantment — Aura")


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # "has base power 2" alone reads since session 52: a P/T pair after it fails at "/2"
        ("Enchanted creature has base power 0/2.", 36),
        ("Enchanted creature has base toughness and power 0/2.", 39),
        ("Enchanted creature has a base power and toughness 0/2.", 26),
        ("Enchanted creature has base power and toughness +0/+2.", 49),
    ],
)
def test_base_power_and_toughness_near_wordings(line: str, column: int) -> None:
    assert line_errors(line, "Enchantment — Aura") == [("E001", column)]


def test_cast_self_as_though_it_had_flash() -> None:
    (static,) = abilities_of(_creature("You may cast Test Card as though it had flash."))
    assert isinstance(static, ir.StaticAbility)
    assert static.self_flash is not None and static.self_flash.extra_cost == ""
    assert static.condition is None


def test_cast_self_as_though_it_had_flash_under_a_condition() -> None:
    line = "As long as you control a Forest, you may cast Test Card as though it had flash."
    (static,) = abilities_of(_creature(line))
    assert isinstance(static, ir.StaticAbility)
    assert static.self_flash is not None and static.condition is not None


def test_a_sorcery_cast_as_though_it_had_flash_for_more() -> None:
    text = (
        "Test Card {X}{R}\nSorcery\n"
        "You may cast Test Card as though it had flash if you pay {2} more to cast it.\n"
        "Test Card deals X damage to any target.\n"
    )
    static, spell = abilities_of(text)
    assert isinstance(static, ir.StaticAbility) and isinstance(spell, ir.SpellAbility)
    assert static.self_flash is not None and static.self_flash.extra_cost == "{2}"


@pytest.mark.parametrize(
    ("line", "card_type", "column"),
    [
        # colored mana more: not read
        (
            "You may cast Test Card as though it had flash if you pay {R} more to cast it.",
            "Sorcery",
            58,
        ),
        # no "may": not the permission
        ("You cast Test Card as though it had flash.", "Creature — Yeti", 5),
        # with another effect in the same ability
        (
            "You may cast Test Card as though it had flash. Test Card gets +1/+1.",
            "Creature — Yeti",
            1,
        ),
    ],
)
def test_cast_as_though_flash_refusals(line: str, card_type: str, column: int) -> None:
    assert line_errors(line, card_type) == []
    assert ("C001", column) in refusals(line, card_type)


@pytest.mark.parametrize(
    ("line", "card_type", "column"),
    [
        ("You may cast Test Card as though it has flash.", "Creature — Yeti", 24),
        ("You may cast Test Card as if it had flash.", "Creature — Yeti", 24),
        ("You may cast Test Card as though it had flash if you pay {2} more.", "Sorcery", 66),
        (
            "You may cast Test Card as though it had flash if you pay 2 more to cast it.",
            "Sorcery",
            54,
        ),
    ],
)
def test_cast_as_though_flash_near_wordings(line: str, card_type: str, column: int) -> None:
    assert line_errors(line, card_type) == [("E001", column)]


def test_each_other_enters_with_an_additional_counter() -> None:
    line = "Each other Warrior creature you control enters with an additional +1/+1 counter on it."
    (static,) = abilities_of(_creature(line))
    assert isinstance(static, ir.StaticAbility)
    entering = static.enters_with
    assert entering is not None and entering.objects is not None
    assert entering.counter == "+1/+1" and entering.objects.other
    assert entering.objects.subtypes == ("warrior",)


def test_play_two_additional_lands() -> None:
    line = "You may play two additional lands on each of your turns."
    (static,) = abilities_of(_creature(line))
    assert isinstance(static, ir.StaticAbility)
    (rule,) = static.rules
    assert (rule.rule, rule.count) == ("additional_land", 2)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # without "other", this creature would be one of them
        ("Each Warrior creature you control enters with an additional +1/+1 counter on it.", 1),
        # another player's permanents, or every player's
        (
            "Each other creature your opponents control enters with an additional +1/+1 counter "
            "on it.",
            1,
        ),
        ("Each other creature enters with an additional +1/+1 counter on it.", 1),
        # "an additional" counter is one
        (
            "Each other creature you control enters with an additional +1/+1 counters on it.",
            33,
        ),
        # "one additional lands" / "two additional land"
        ("You may play one additional lands on each of your turns.", 9),
        ("You may play two additional land on each of your turns.", 9),
    ],
)
def test_additional_counters_and_lands_refusals(line: str, column: int) -> None:
    assert line_errors(line, "Creature — Elf Warrior") == []
    assert ("C001", column) in refusals(line, "Creature — Elf Warrior")


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("Each other creature you control enters with additional +1/+1 counter on it.", 45),
        ("Each other creature you control enters with an extra +1/+1 counter on it.", 48),
        ("You may play two additional lands each turn.", 35),
        ("You may play two more lands on each of your turns.", 18),
    ],
)
def test_additional_counters_and_lands_near_wordings(line: str, column: int) -> None:
    assert line_errors(line, "Creature — Elf Warrior") == [("E001", column)]


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        ("You can't gain life.", "cant_gain_life"),
        ("Your opponents can't gain life.", "opponents_cant_gain_life"),
        ("Each opponent can't gain life.", "opponents_cant_gain_life"),
        ("Players can't gain life.", "players_cant_gain_life"),
    ],
)
def test_cant_gain_life(line: str, rule: str) -> None:
    (static,) = abilities_of(_card("Artifact", line))
    assert isinstance(static, ir.StaticAbility)
    assert [r.rule for r in static.rules] == [rule]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # a target in a static ability: no player is chosen
        ("Target player can't gain life.", 1),
        # a duration in a static ability
        ("Your opponents can't gain life this turn.", 32),
    ],
)
def test_cant_gain_life_refusals(line: str, column: int) -> None:
    assert line_errors(line, "Artifact") == []
    assert ("C001", column) in refusals(line, "Artifact")


def test_cant_gain_life_near_wording() -> None:
    assert line_errors("Your opponents can't gain lives.", "Artifact") == [("E001", 27)]


def _construct(*lines: str) -> str:
    return "Test Card {3}\nArtifact Creature — Construct\n" + "\n".join(lines) + "\n2/2\n"


def test_is_the_chosen_type_in_addition() -> None:
    text = _construct(
        "As Test Card enters, choose a creature type.",
        "Test Card is the chosen type in addition to its other types.",
    )
    _choosing, static = abilities_of(text)
    assert isinstance(static, ir.StaticAbility)
    (effect,) = static.effects
    assert (effect.layer, effect.chosen) == (ir.Layer.TYPE, "creature_type")


def test_is_the_chosen_color() -> None:
    text = _construct("As Test Card enters, choose a color.", "Test Card is the chosen color.")
    _choosing, static = abilities_of(text)
    assert isinstance(static, ir.StaticAbility)
    (effect,) = static.effects
    assert (effect.layer, effect.chosen) == (ir.Layer.COLOR, "color")


@pytest.mark.parametrize(
    "lines",
    [
        # without "in addition to its other types" the type would replace the others
        ("As Test Card enters, choose a creature type.", "Test Card is the chosen type."),
        # no choice linked to it
        ("Test Card is the chosen type in addition to its other types.",),
        ("Test Card is the chosen color.",),
        # a choice of the other kind
        (
            "As Test Card enters, choose a color.",
            "Test Card is the chosen type in addition to its other types.",
        ),
    ],
)
def test_is_the_chosen_refusals(lines: tuple[str, ...]) -> None:
    assert any("the chosen" in m for m in c001_of(_construct(*lines))), c001_of(_construct(*lines))


def test_is_the_chosen_near_wording() -> None:
    line = "Test Card is the chosen colour."
    assert ("E001", 14) in line_errors(line, "Artifact Creature — Construct")


def test_enters_with_a_counter_if_you_control() -> None:
    line = (
        "Test Card enters with a +1/+1 counter on it if you control a creature with power 4 or "
        "greater."
    )
    (static,) = abilities_of(_creature(line))
    assert isinstance(static, ir.StaticAbility)
    entering = static.enters_with
    assert entering is not None and entering.counter == "+1/+1"
    test = entering.condition
    assert isinstance(test, ir.ObjectCount) and test.filter.other  # not itself (CR 614.12)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # "it" of another object than the entering permanent ("if you cast it from your hand"
        # of the permanent itself plays: tests/scenarios/cast_from51)
        ("Test Card enters with a +1/+1 counter on it if it's attacking.", 48),
        # a condition not read as it enters (what happened this turn is: tests/scenarios/history51)
        ("Test Card enters with a +1/+1 counter on it if you have 10 or more life.", 48),
    ],
)
def test_enters_with_a_counter_if_refusals(line: str, column: int) -> None:
    assert line_errors(line, "Creature — Bird") == []
    assert ("C001", column) in refusals(line, "Creature — Bird")


def test_enters_with_x_counters_where_x_is_the_number() -> None:
    line = (
        "Test Card enters with X +1/+1 counters on it, where X is the number of other creatures "
        "on the battlefield."
    )
    (static,) = abilities_of(_creature(line))
    assert isinstance(static, ir.StaticAbility)
    entering = static.enters_with
    assert entering is not None and entering.for_each is not None
    assert entering.for_each.other and entering.count == ir.Count(ir.Relation.EXACTLY, 1)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # it would count itself (CR 614.12: it isn't on the battlefield yet)
        (
            "Test Card enters with X +1/+1 counters on it, where X is the number of creatures on "
            "the battlefield.",
            58,
        ),
        # a creature card entering from a graveyard is still there as X is counted
        (
            "Test Card enters with X +1/+1 counters on it, where X is the number of creature "
            "cards in all graveyards.",
            58,
        ),
        # X other than a number of objects
        ("Test Card enters with X +1/+1 counters on it, where X is your life total.", 58),
    ],
)
def test_enters_with_x_where_refusals(line: str, column: int) -> None:
    assert line_errors(line, "Creature — Bird") == []
    assert ("C001", column) in refusals(line, "Creature — Bird")
