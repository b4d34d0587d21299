"""Casting keywords III (session 38e): multikicker (CR 702.33c-d), replicate (CR 702.56a),
tribute (CR 702.104a-b), escalate (CR 702.120a), jump-start (CR 702.133a), and flashback and
kicker costs with life and sacrifices (CR 702.34a, 702.33a): their IR, what the runtime builds
from it, and the wordings refused with C001."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from karlov import ir
from karlov.compiler.library import CardLibrary
from karlov.ir.json import IRDecodeError
from karlov.ir.validate import validate
from karlov.runtime import Flashback, Game, IllegalAction, Kicker
from karlov.scenario import definitions_from_text

from .lowering import abilities_of, c001_of, compile_text

MULTI = (
    "Multikicker {1}{W} (You may pay an additional {1}{W} any number of times as you cast this "
    "spell.)"
)


def _creature(*lines: str, name: str = "Test Hawk", cost: str = "{2}{W}") -> str:
    return f"{name} {cost}\nCreature — Bird\n" + "\n".join(lines) + "\n2/2\n"


def test_multikicker_is_a_keyword_with_its_mana_cost() -> None:
    keyword, _static = abilities_of(
        _creature(MULTI, "Test Hawk enters with a +1/+1 counter on it for each time it was kicked.")
    )
    assert isinstance(keyword, ir.KeywordAbility) and keyword.name == "multikicker"
    assert keyword.cost is not None and keyword.cost.mana == "{1}{W}"


def test_entering_with_a_counter_for_each_time_it_was_kicked() -> None:
    """CR 702.33c-d, 614.1c: the counters times the kicks of the spell it was."""
    _keyword, static = abilities_of(
        _creature(MULTI, "Test Hawk enters with a +1/+1 counter on it for each time it was kicked.")
    )
    assert isinstance(static, ir.StaticAbility) and static.enters_with is not None
    assert static.enters_with.per_time_kicked and not static.enters_with.per_color_spent
    assert static.enters_with.count.value == 1 and static.enters_with.counter == "+1/+1"


def test_for_each_time_it_was_kicked_multiplies_the_amount() -> None:
    """ "you gain 2 life for each time it was kicked": 2 × the kicks (CR 608.2h)."""
    _keyword, trigger = abilities_of(
        _creature(MULTI, "When Test Hawk enters, you gain 2 life for each time it was kicked.")
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.effect, ir.Action)
    assert trigger.effect.amount == ir.TimesKicked(times=2, span=trigger.effect.amount.span)


def test_twice_the_number_of_times_it_was_kicked() -> None:
    _keyword, trigger = abilities_of(
        _creature(
            MULTI,
            "When Test Hawk enters, it deals damage to target player or planeswalker equal to "
            "twice the number of times it was kicked.",
        )
    )
    amount = trigger.effect.amount
    assert isinstance(amount, ir.TimesKicked) and amount.times == 2


def test_the_number_of_times_this_spell_was_kicked_by_its_name() -> None:
    (_keyword, spell) = abilities_of(
        "Test Idea {1}{U}\nSorcery\n"
        + MULTI
        + "\nDraw a card for each time Test Idea was kicked.\n"
    )
    assert isinstance(spell.effect.amount, ir.TimesKicked)


def test_kicked_said_of_another_object_is_refused() -> None:
    """Only the ability's own source's kicks are counted: "that creature" is C001."""
    messages = c001_of(
        _creature(
            MULTI,
            "Whenever another creature enters, you gain 1 life for each time it was kicked.",
        )
    )
    assert messages == [
        "the rules runtime cannot execute this yet: 'was kicked' said of anything but this "
        "permanent"
    ]


@given(st.integers(min_value=-3, max_value=0))
def test_the_validator_refuses_a_times_kicked_of_no_times(times: int) -> None:
    card = compile_text(
        _creature(MULTI, "When Test Hawk enters, you gain 1 life for each time it was kicked.")
    ).ir
    assert card is not None
    validate(card)
    keyword, trigger = card.abilities
    effect = dataclasses.replace(trigger.effect, amount=ir.TimesKicked(times=times))
    bad = dataclasses.replace(
        card, abilities=(keyword, dataclasses.replace(trigger, effect=effect))
    )
    with pytest.raises(IRDecodeError, match="times the number of times it was kicked"):
        validate(bad)


def _game(definitions: dict, hand: str, lands: str, count: int) -> tuple[Game, object]:
    library = CardLibrary.bundled()
    game = Game(("Alice", "Bob"))
    alice, _bob = game.players
    for _ in range(count):
        game.add_card(library.definition(lands), alice, "battlefield")
    card = game.add_card(definitions[hand], alice, "hand")
    game.start(active=alice)
    return game, card


def test_a_plain_kicker_cost_is_paid_once_at_most() -> None:
    """CR 702.33a: kicker is paid once; only multikicker any number of times (702.33c)."""
    text = "Test Bolt {R}\nInstant\nKicker {1}\nTest Bolt deals 1 damage to any target.\n"
    definitions = definitions_from_text(text)
    (kicker, _spell) = definitions["Test Bolt"].abilities
    assert isinstance(kicker, Kicker) and not kicker.multi
    game, card = _game(definitions, "Test Bolt", "Mountain", 5)
    bob = game.players[1]
    with pytest.raises(IllegalAction, match="can be paid only once"):
        game.cast(game.players[0], card, targets=[bob], kicked=2)


def test_multikicker_kicks_count_on_the_spell() -> None:
    definitions = definitions_from_text(
        _creature(MULTI, "Test Hawk enters with a +1/+1 counter on it for each time it was kicked.")
    )
    kicker = definitions["Test Hawk"].abilities[0]
    assert isinstance(kicker, Kicker) and kicker.multi
    game, card = _game(definitions, "Test Hawk", "Plains", 7)
    spell = game.cast(game.players[0], card, kicked=2)
    assert spell.kicked == 2


def test_flashback_with_life_keeps_its_mana_and_its_life() -> None:
    """CR 702.34a, 119.4: "Flashback—{1}{G}, Pay 3 life." is both."""
    text = (
        "Test Harvest {3}{G}\nSorcery\nCreate two 1/1 green Squirrel creature tokens.\n"
        "Flashback—{1}{G}, Pay 3 life. (You may cast this card from your graveyard for its "
        "flashback cost. Then exile it.)\n"
    )
    (_spell, keyword) = abilities_of(text)
    assert keyword.name == "flashback" and keyword.cost is not None
    assert keyword.cost.mana == "{1}{G}" and keyword.cost.pay_life == 3
    flashback = definitions_from_text(text)["Test Harvest"].abilities[-1]
    assert isinstance(flashback, Flashback) and flashback.extra is not None
    assert flashback.extra.pay_life == 3 and str(flashback.cost) == "{1}{G}"


def test_a_flashback_cost_discarding_x_cards_is_refused() -> None:
    text = (
        "Test Fire {X}{X}{R}\nSorcery\nTest Fire deals 2 damage to any target.\n"
        "Flashback—{R}{R}, Discard X cards.\n"
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: the flashback cost 'Discard X cards'"
    ]


def test_a_kicker_cost_that_taps_a_creature_is_refused() -> None:
    text = (
        "Test Tribute {1}{B}{B}\nSorcery\nKicker—Tap an untapped Vampire you control.\n"
        "Target opponent loses 2 life.\n"
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: the kicker cost 'Tap an untapped Vampire "
        "you control'"
    ]


def test_tribute_is_a_number_keyword_and_its_condition() -> None:
    text = _creature(
        "Tribute 2 (As this creature enters, an opponent of your choice may put two +1/+1 "
        "counters on it.)",
        "When Test Hawk enters, if tribute wasn't paid, you gain 4 life.",
    )
    keyword, trigger = abilities_of(text)
    assert keyword.name == "tribute" and keyword.number == 2
    assert isinstance(trigger.intervening_if, ir.TributeNotPaid)


def test_tribute_wasnt_paid_in_a_trigger_on_another_object_is_refused() -> None:
    text = _creature(
        "Tribute 2",
        "Whenever another creature enters, if tribute wasn't paid, you gain 4 life.",
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: 'tribute wasn't paid' outside a trigger on "
        "this permanent"
    ]


@pytest.mark.parametrize("name", ["replicate", "escalate"])
def test_replicate_and_escalate_keep_their_mana_cost(name: str) -> None:
    text = (
        f"Test Spell {{1}}{{R}}\nInstant\n{name.capitalize()} {{1}}{{R}}\n"
        "Test Spell deals 1 damage to any target.\n"
    )
    if name == "escalate":
        text = (
            "Test Spell {1}{R}\nInstant\nEscalate {1}{R}\nChoose one or both —\n"
            "• Test Spell deals 1 damage to any target.\n• You gain 2 life.\n"
        )
    keyword = abilities_of(text)[0]
    assert keyword.name == name and keyword.cost is not None and keyword.cost.mana == "{1}{R}"


def test_jump_start_is_a_keyword_of_an_instant() -> None:
    text = (
        "Test Idea {1}{U}\nInstant\nDraw a card.\nJump-start (You may cast this card from "
        "your graveyard by discarding a card in addition to paying its other costs. Then exile "
        "this card.)\n"
    )
    (_spell, keyword) = abilities_of(text)
    assert keyword.name == "jump-start"


JILT = (
    "Test Jilt {1}{U}\nInstant\nKicker {1}{R}\nReturn target creature to its owner's hand. If "
    "this spell was kicked, it deals 2 damage to another target creature.\n"
)


def test_a_target_chosen_only_if_the_spell_was_kicked() -> None:
    """CR 601.2c: the second target is chosen only if the kicker cost was paid; "it" after
    "If this spell was kicked" is the spell, not the creature returned."""
    (_kicker, spell) = abilities_of(JILT)
    first, second = spell.targets
    assert not first.only_if_kicked and second.only_if_kicked
    assert second.distinct_from == (0,)
    damage = spell.effect.steps[-1].effect
    assert isinstance(damage, ir.Action) and isinstance(damage.objects, ir.SourceObject)


def test_the_spell_not_kicked_is_cast_without_that_target() -> None:
    definitions = definitions_from_text(JILT)
    game, card = _game(definitions, "Test Jilt", "Island", 2)
    bob = game.players[1]
    library = CardLibrary.bundled()
    bears = game.add_card(library.definition("Grizzly Bears"), bob, "battlefield")
    spell = game.cast(game.players[0], card, targets=[[bears]], kicked=False)
    assert spell.targets == [[bears], []]


def test_a_target_chosen_only_if_kicked_in_a_trigger_is_refused() -> None:
    text = _creature(
        "Kicker {1}",
        "When Test Hawk enters, you gain 1 life. If it was kicked, Test Hawk deals 2 damage to "
        "target creature.",
    )
    assert c001_of(text) == [
        "the rules runtime cannot execute this yet: a target chosen only if the spell was kicked"
    ]


def test_when_you_cast_this_spell_triggers_from_the_stack() -> None:
    """CR 601.2i, 113.6: the ability of the spell itself, functioning on the stack."""
    text = (
        "Test Twin {10}\nCreature — Eldrazi\nWhen you cast this spell, create a 10/10 "
        "colorless Eldrazi creature token.\n10/10\n"
    )
    (trigger,) = abilities_of(text)
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.trigger == ir.EventTrigger("cast_self", span=trigger.trigger.span)
    assert trigger.zones == (ir.ZoneName.STACK,)


def test_when_you_cast_a_creature_spell_stays_a_battlefield_trigger() -> None:
    text = (
        "Test Twin {10}\nCreature — Eldrazi\nWhen you cast a creature spell, create a 10/10 "
        "colorless Eldrazi creature token.\n10/10\n"
    )
    (trigger,) = abilities_of(text)
    assert trigger.trigger.event == "cast" and trigger.zones == (ir.ZoneName.BATTLEFIELD,)


def test_emerge_is_its_mana_cost() -> None:
    text = (
        "Test Gryff {7}\nCreature — Eldrazi Hippogriff\nEmerge {5}{U} (You may cast this spell "
        "by sacrificing a creature and paying the emerge cost reduced by that creature's mana "
        "value.)\nFlying\n3/4\n"
    )
    keyword, _flying = abilities_of(text)
    assert keyword.name == "emerge" and keyword.cost is not None
    assert keyword.cost.mana == "{5}{U}"
