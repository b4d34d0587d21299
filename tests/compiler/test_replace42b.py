"""Replacement and prevention effects of permanents, session 42 (CR 614.1a, 615.1a, 616.1):
twice the tokens, twice the life, part of a source's damage prevented, more +1/+1 counters.
What the compiler states, the near wordings it keeps refusing or never parses, and the
runtime where a scenario can't look (tests/scenarios/replace42b/ plays the cards)."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.compiler import CompiledCard, compile_card
from karlov.runtime import Game
from karlov.runtime.build import card_definition
from tests.syntax.families import line_errors, refusals

CREATURE = "Probe Sage {2}{W}\nCreature — Human\n{text}\n2/2\n"


def _compiled(text: str) -> CompiledCard:
    (card,) = karlov.parse(CREATURE.replace("{text}", text))
    return compile_card(card)


def _replacement(text: str) -> ir.ReplacementAbility:
    compiled = _compiled(text)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    (ability,) = compiled.ir.abilities
    assert isinstance(ability, ir.ReplacementAbility)
    return ability


@pytest.mark.parametrize(
    ("text", "event", "whose", "extra", "instead"),
    [
        (
            "If an effect would create one or more tokens under your control, it creates "
            "twice that many of those tokens instead.",
            "create_tokens",
            ir.Whose.YOU,
            2,
            "twice",
        ),
        (
            "If one or more tokens would be created under your control, twice that many of "
            "those tokens are created instead.",
            "create_tokens",
            ir.Whose.YOU,
            2,
            "twice",
        ),
        (
            "If one or more tokens would be created, twice that many of those tokens are "
            "created instead.",
            "create_tokens",
            ir.Whose.ANY,
            2,
            "twice",
        ),
        (
            "If you would gain life, you gain twice that much life instead.",
            "gain_life",
            ir.Whose.YOU,
            2,
            "twice",
        ),
        (
            "If a source would deal damage to you, prevent 1 of that damage.",
            "deals_damage",
            ir.Whose.ANY,
            1,
            "prevent",
        ),
        (
            "If a source an opponent controls would deal damage to you, prevent 1 of that damage.",
            "deals_damage",
            ir.Whose.OPPONENT,
            1,
            "prevent",
        ),
        (
            "If a source would deal damage to another Dinosaur you control, prevent all but 1 "
            "of that damage.",
            "deals_damage",
            ir.Whose.ANY,
            1,
            "prevent_all_but",
        ),
        (
            "If one or more +1/+1 counters would be put on a creature you control, that many "
            "plus one +1/+1 counters are put on that creature instead.",
            "counters_put",
            ir.Whose.ANY,
            1,
            "plus",
        ),
        (
            "If one or more +1/+1 counters would be put on a creature, twice that many +1/+1 "
            "counters are put on that creature instead.",
            "counters_put",
            ir.Whose.ANY,
            2,
            "twice",
        ),
        (
            "If an effect would put one or more counters on a permanent you control, it puts "
            "twice that many of those counters on that permanent instead.",
            "counters_put",
            ir.Whose.ANY,
            2,
            "twice",
        ),
        (
            "If an instant or sorcery source you control would deal damage to a permanent or "
            "player, it deals that much damage plus 2 to that permanent or player instead.",
            "deals_damage",
            ir.Whose.YOU,
            2,
            "plus",
        ),
        (
            "If a spell would deal damage to a permanent or player, it deals that much damage "
            "minus 1 to that permanent or player instead.",
            "deals_damage",
            ir.Whose.ANY,
            1,
            "minus",
        ),
        (
            "If a source would deal damage to a creature you control, it deals that much damage "
            "minus 1 to that creature instead.",
            "deals_damage",
            ir.Whose.ANY,
            1,
            "minus",
        ),
    ],
)
def test_each_form_states_its_event_and_what_happens_instead(
    text: str, event: str, whose: ir.Whose, extra: int, instead: str
) -> None:
    ability = _replacement(text)
    assert (ability.event, ability.whose, ability.extra, ability.instead) == (
        event,
        whose,
        extra,
        instead,
    )
    assert ability.token is None


def test_the_recipients_of_a_partial_prevention_are_stated() -> None:
    """CR 615.1a: "to you" and "to a planeswalker you control" are who is dealt the damage;
    "another" (Temple Altisaur) is not the prevention's own source."""
    to_you = _replacement("If a creature would deal damage to you, prevent 1 of that damage.")
    assert to_you.to_you and to_you.recipients is None
    assert to_you.sources is not None and to_you.sources.description.startswith("creature")
    walker = _replacement(
        "If a source would deal damage to a planeswalker you control, prevent 1 of that damage."
    )
    assert not walker.to_you and walker.recipients is not None
    assert walker.recipients.description == "planeswalker you control"
    other = _replacement(
        "If a source would deal damage to another Dinosaur you control, prevent all but 1 of "
        "that damage."
    )
    assert other.recipients is not None and other.recipients.other


@pytest.mark.parametrize(
    "text",
    [
        # the tokens of one kind only: not "one or more tokens"
        "If one or more creature tokens would be created under your control, twice that many "
        "of those tokens are created instead.",
        # another player's tokens under "an effect would create": not the form
        "If an effect would create one or more tokens under an opponent's control, it creates "
        "twice that many of those tokens instead.",
        # an opponent's gain doubled: "you gain" names the wrong player
        "If an opponent would gain life, you gain twice that much life instead.",
        # damage prevented to a player other than you: not one of the forms
        "If a source would deal damage to an opponent, prevent 1 of that damage.",
        # X with no definition of X
        "If a source would deal damage to you, prevent X of that damage.",
        # counters of another kind on the creature
        "If one or more +1/+1 counters would be put on a creature you control, twice that "
        "many -1/-1 counters are put on that creature instead.",
        # counters on another object than the one they'd be put on
        "If one or more +1/+1 counters would be put on a creature you control, twice that "
        "many +1/+1 counters are put on Probe Sage instead.",
        # Doubling Season's counters on another permanent than the one they'd be put on
        "If an effect would put one or more counters on a permanent you control, it puts "
        "twice that many of those counters on Probe Sage instead.",
        # "that much damage plus 2" to another recipient than the one it would be dealt to
        "If a source would deal damage to a permanent or player, it deals that much damage "
        "plus 2 to you instead.",
        # the source named again by other words than the event's ("that creature" after "a
        # red or green spell"; "a red or green spell" and Embermaw Hellion's "another red
        # source you control" play since session 52: tests/compiler/test_damage52.py)
        "If a red or green spell would deal damage to a permanent or player, that creature "
        "deals that much damage plus 1 to that permanent or player instead.",
        # plus X: no definition of X
        "If a source would deal damage to a permanent or player, it deals that much damage "
        "plus X to that permanent or player instead.",
        # counters on an artifact: "that creature" would name no creature
        "If one or more +1/+1 counters would be put on an artifact you control, twice that "
        "many +1/+1 counters are put on that creature instead.",
    ],
)
def test_the_near_forms_stay_refused(text: str) -> None:
    """A card that checks clean must play right: a line one word away from a known form
    keeps C001 (or a parse error) rather than being read as the nearest form."""
    assert refusals(text, "Enchantment") or line_errors(text, "Enchantment")


@pytest.mark.parametrize(
    ("text", "column"),
    [
        # "thrice" is no word of the form
        ("If you would gain life, you gain thrice that much life instead.", 34),
        # "of these tokens": Oracle says "of those tokens"
        (
            "If one or more tokens would be created, twice that many of these tokens are "
            "created instead.",
            57,
        ),
        # "prevent 1 of the damage": Oracle says "of that damage"
        ("If a source would deal damage to you, prevent 1 of the damage.", 52),
    ],
)
def test_a_wrong_wording_is_a_positioned_parse_error(text: str, column: int) -> None:
    """Strict where Oracle is strict: a wording close to the right one does not parse, and
    the error points at the first wrong word."""
    assert line_errors(text, "Enchantment") == [("E001", column)]


def _game_with(text: str) -> tuple[Game, object]:
    compiled = _compiled(text)
    game = Game(seed=1)
    permanent = game.add_card(card_definition(compiled.ir), 0, "battlefield")
    game.start()
    return game, permanent


def test_a_partial_prevention_reports_what_was_dealt() -> None:
    """CR 615.1a, 614.6: 1 of 3 prevented, 2 dealt; 1 of 1 prevented, nothing dealt."""
    game, _permanent = _game_with("If a source would deal damage to you, prevent 1 of that damage.")
    alice = game.players[0]
    source = game.add_card(card_definition(_compiled("Flying").ir), 1, "battlefield")
    assert game.deal_damage(source, alice, 3) == 2 and alice.life == 18
    assert game.deal_damage(source, alice, 1) == 0 and alice.life == 18


def test_all_but_one_leaves_smaller_damage_alone() -> None:
    """CR 615.1a: "prevent all but 1" of 1 damage prevents nothing."""
    game, _permanent = _game_with(
        "If a source would deal damage to you, prevent all but 1 of that damage."
    )
    alice = game.players[0]
    source = game.add_card(card_definition(_compiled("Flying").ir), 1, "battlefield")
    assert game.deal_damage(source, alice, 1) == 1 and alice.life == 19
    assert game.deal_damage(source, alice, 5) == 1 and alice.life == 18


def test_counters_put_as_a_creature_enters_are_replaced_too() -> None:
    """CR 122.6, 614.1a: counters a permanent enters with are put on it, so "that many plus
    one" applies to them."""
    game, _mentor = _game_with(
        "If one or more +1/+1 counters would be put on a creature you control, that many plus "
        "one +1/+1 counters are put on that creature instead."
    )
    bear = game.add_card(card_definition(_compiled("Flying").ir), 0, "battlefield")
    assert game.put_counters(bear, "+1/+1", 2) == 3  # type: ignore[arg-type]
    assert bear.counters["+1/+1"] == 3  # type: ignore[attr-defined]
    assert game.put_counters(bear, "time", 2) == 2  # type: ignore[arg-type]


def test_doubling_season_states_any_kind_by_an_effect() -> None:
    """CR 614.1a, 606.4: every kind of counter, put by an effect (not a loyalty cost)."""
    ability = _replacement(
        "If an effect would put one or more counters on a permanent you control, it puts twice "
        "that many of those counters on that permanent instead."
    )
    assert ability.counter == "" and ability.by_effect
    assert ability.recipients is not None
    assert ability.recipients.description == "permanent you control"


def test_a_loyalty_cost_is_not_put_by_an_effect() -> None:
    """CR 606.4: counters put as a cost are not replaced by "If an effect would put ..."; the
    same counters put by an effect are."""
    game, season = _game_with(
        "If an effect would put one or more counters on a permanent you control, it puts twice "
        "that many of those counters on that permanent instead."
    )
    assert game.put_counters(season, "loyalty", 1, cost=True) == 1  # type: ignore[arg-type]
    assert game.put_counters(season, "loyalty", 1) == 2  # type: ignore[arg-type]
    assert season.counters["loyalty"] == 3  # type: ignore[attr-defined]


def test_minus_one_of_one_damage_deals_none() -> None:
    """CR 614.1a, 120.8: "that much damage minus 1" of 1 damage leaves 0: no damage is dealt."""
    game, _unicorn = _game_with(
        "If a source would deal damage to a permanent or player, it deals that much damage "
        "minus 1 to that permanent or player instead."
    )
    bob = game.players[1]
    source = game.add_card(card_definition(_compiled("Flying").ir), 1, "battlefield")
    assert game.deal_damage(source, bob, 1) == 0 and bob.life == 20
    assert game.deal_damage(source, bob, 3) == 2 and bob.life == 18
