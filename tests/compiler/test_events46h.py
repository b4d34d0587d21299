"""Trigger events of session 46 (tests/scenarios/events46h plays them): "a card is put into
[a / your / an opponent's] graveyard from anywhere" and "When ~ is put into a graveyard from
anywhere" (CR 603.6c: never a leaves-the-battlefield ability; a token is not a card, CR
108.2b; the self trigger works from the graveyard, CR 113.6k), each with the near wordings
that must be an error, or stay refused."""

from __future__ import annotations

import pytest
from syntax.families import line_errors, refusals

from karlov import ir

from .lowering import abilities_of


def _enchantment(line: str) -> str:
    return f"Test Card {{1}}\nEnchantment\n{line}\n"


def _triggered(line: str) -> ir.TriggeredAbility:
    (ability,) = abilities_of(_enchantment(line))
    assert isinstance(ability, ir.TriggeredAbility)
    return ability


@pytest.mark.parametrize(
    ("line", "by", "description"),
    [
        (
            "Whenever a card is put into an opponent's graveyard from anywhere, you gain 1 life.",
            ir.Whose.OPPONENT,
            "card",
        ),
        (
            "Whenever a card is put into your graveyard from anywhere, you may draw a card.",
            ir.Whose.YOU,
            "card",
        ),
        (
            "Whenever a black card is put into an opponent's graveyard from anywhere, you may "
            "draw a card.",
            ir.Whose.OPPONENT,
            "black card",
        ),
        (
            "Whenever another card is put into a graveyard from anywhere, exile that card.",
            None,
            "card",
        ),
        (
            "Whenever a creature card is put into an opponent's graveyard from anywhere, you "
            "gain 1 life.",
            ir.Whose.OPPONENT,
            "creature card",
        ),
    ],
)
def test_a_card_put_into_a_graveyard_from_anywhere(
    line: str, by: ir.Whose | None, description: str
) -> None:
    """Once for each card (CR 603.2c), cards only (CR 108.2b), whose graveyard its owner's
    (CR 400.3); the ability works from the battlefield."""
    ability = _triggered(line)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert trigger.event == "put_into_graveyard_from_anywhere"
    assert trigger.by is by
    assert trigger.subject is not None and trigger.subject.tokens is False
    assert trigger.subject.description == description
    assert trigger.subject.other is line.startswith("Whenever another")
    assert not trigger.looks_back  # CR 603.6c
    assert ability.zones == (ir.ZoneName.BATTLEFIELD,)


def test_that_player_is_the_graveyards_owner() -> None:
    """ "that player" after "into an opponent's graveyard": that graveyard's owner, the
    card's owner (CR 400.3)."""
    ability = _triggered(
        "Whenever a card is put into an opponent's graveyard from anywhere, that player loses "
        "1 life."
    )
    assert isinstance(ability.effect, ir.Action)
    loser = ability.effect.players
    assert loser is not None and loser.who == "owner"
    assert isinstance(loser.of, ir.EventObject)


@pytest.mark.parametrize(
    "line",
    [
        "When Test Card is put into a graveyard from anywhere, shuffle it into its owner's "
        "library.",
        "When Test Card is put into a graveyard from anywhere, its owner shuffles their "
        "graveyard into their library.",
    ],
)
def test_this_card_put_into_a_graveyard_triggers_from_there(line: str) -> None:
    """It can't trigger from the battlefield: it works from the graveyard (CR 113.6k), and may
    move the card out of it (CR 113.6m)."""
    ability = _triggered(line)
    assert isinstance(ability.trigger, ir.EventTrigger)
    assert ability.trigger.subject is None
    assert ability.zones == (ir.ZoneName.GRAVEYARD,)


def test_return_this_card_when_a_land_card_is_put_into_a_graveyard() -> None:
    """Centaur Vinecrasher: "return ~ from your graveyard" works only there (CR 113.6m)."""
    ability = _triggered(
        "Whenever a land card is put into a graveyard from anywhere, return Test Card from "
        "your graveyard to your hand."
    )
    assert ability.zones == (ir.ZoneName.GRAVEYARD,)


@pytest.mark.parametrize(
    ("line", "word"),
    [
        (
            "Whenever a card is put into an opponent's graveyard from everywhere, you gain 1 life.",
            "everywhere",
        ),
        ("Whenever a card is put in an opponent's graveyard from anywhere, you gain 1 life.", "in"),
        (
            "Whenever a card are put into an opponent's graveyard from anywhere, you gain 1 life.",
            "are",
        ),
        (
            "Whenever a card is put into an opponents graveyard from anywhere, you gain 1 life.",
            "opponents",
        ),
        ("Whenever a card is put into the graveyard from anywhere, you gain 1 life.", "graveyard"),
        (
            "Whenever a card is put onto an opponent's graveyard from anywhere, you gain 1 life.",
            "an opponent's",
        ),
        ("Whenever a card is put into exile from anywhere, you gain 1 life.", "exile"),
    ],
)
def test_near_wordings_are_errors(line: str, word: str) -> None:
    # "a card are put into ...": session 47 reads "[cards] are put into ... from anywhere", so
    # the slip is the verb's agreement (E019) at the same word
    code = "E019" if " are put" in line else "E001"
    assert line_errors(line, "Enchantment") == [(code, line.index(word) + 1)]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        # a permanent is only on the battlefield; a token is never a card (CR 108.2b)
        (
            "Whenever a creature is put into a graveyard from anywhere, you gain 1 life.",
            "a creature",
        ),
        (
            "Whenever a creature token is put into a graveyard from anywhere, you gain 1 life.",
            "a creature token",
        ),
        # no player the trigger names
        (
            "Whenever a card is put into your graveyard from anywhere, that player loses 1 life.",
            "that player",
        ),
        (
            "Whenever a card is put into a graveyard from anywhere, that player loses 1 life.",
            "that player",
        ),
        (
            "Whenever a card is put into target player's graveyard from anywhere, you gain 1 life.",
            "target player's",
        ),
        (
            "Whenever a card is put into an opponent's hand from anywhere, you gain 1 life.",
            "an opponent's hand",
        ),
    ],
)
def test_unsupported_readings_are_refused(line: str, word: str) -> None:
    assert refusals(line, "Enchantment") == [("C001", line.index(word) + 1)]


def _creature(line: str) -> str:
    return f"Test Card {{1}}\nCreature — Human\n{line}\n2/2\n"


@pytest.mark.parametrize(
    ("line", "relation", "value", "counter"),
    [
        (
            "When Test Card dies, if it had a +1/+1 counter on it, draw a card.",
            ir.Relation.AT_LEAST,
            1,
            "+1/+1",
        ),
        (
            "When Test Card dies, if it had no time counters on it, draw a card.",
            ir.Relation.EXACTLY,
            0,
            "time",
        ),
        (
            "When Test Card dies, if it had two or more charge counters on it, draw a card.",
            ir.Relation.AT_LEAST,
            2,
            "charge",
        ),
        (
            "When Test Card dies, if Test Card had a -1/-1 counter on it, draw a card.",
            ir.Relation.AT_LEAST,
            1,
            "-1/-1",
        ),
    ],
)
def test_it_had_counters_on_it_as_it_last_existed(
    line: str, relation: ir.Relation, value: int, counter: str
) -> None:
    """ "When ~ dies, if it had ...": this permanent's counters as it last existed on the
    battlefield (CR 603.10a), an intervening "if" (CR 603.4); counting time counters gives
    them no meaning of their own (CR 122.1)."""
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    test = ability.intervening_if
    assert isinstance(test, ir.SourceCounters)
    assert (test.count.relation, test.count.value, test.counter) == (relation, value, counter)


@pytest.mark.parametrize(
    ("line", "word"),
    [
        # "it" is the creature that died, not this one: the event's object (not yet)
        (
            "Whenever a creature dies, if it had a -1/-1 counter on it, draw a card.",
            "it had",
        ),
        # not a leaves-the-battlefield trigger: nothing "last existed"
        ("When Test Card enters, if it had a +1/+1 counter on it, draw a card.", "it had"),
    ],
)
def test_it_had_counters_elsewhere_is_refused(line: str, word: str) -> None:
    assert refusals(line, "Creature — Human") == [("C001", line.index(word) + 1)]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("When Test Card dies, if it had a +1/+1 counter on them, draw a card.", "them"),
        ("When Test Card dies, if it had a +1/+1 counter in it, draw a card.", "in it"),
        ("When Test Card dies, if it haves a +1/+1 counter on it, draw a card.", "haves"),
    ],
)
def test_it_had_counters_near_wordings_are_errors(line: str, word: str) -> None:
    assert line_errors(line, "Creature — Human") == [("E001", line.index(word) + 1)]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("When Test Card dies, if it had a +1/+1 counters on it, draw a card.", "counters"),
        ("When Test Card dies, if it had two +1/+1 counter on it, draw a card.", "counter on"),
        ("Destroy target creature if it has a +1/+1 counters on it.", "counters"),
        ("When Test Card enters, put a +1/+1 counters on target creature.", "counters"),
    ],
)
def test_counters_agree_with_their_count(line: str, word: str) -> None:
    """E023 (CR 107.1): "a ... counters" and "two ... counter" (CR 122.1)."""
    assert line_errors(line, "Creature — Human") == [("E023", line.index(word) + 1)]


@pytest.mark.parametrize(
    ("line", "counter", "self_only"),
    [
        ("Whenever a +1/+1 counter is put on Test Card, you may draw a card.", "+1/+1", True),
        ("Whenever a -1/-1 counter is put on a creature, you gain 1 life.", "-1/-1", False),
        ("Whenever a quest counter is put on Test Card, you gain 1 life.", "quest", True),
    ],
)
def test_a_counter_is_put_on(line: str, counter: str, self_only: bool) -> None:
    """ "Whenever a +1/+1 counter is put on ~": once for each counter (CR 122.6, 603.2c), not
    once per instruction as "one or more ... are put" is."""
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert (trigger.event, trigger.counter) == ("counter_put", counter)
    assert (trigger.subject is None) is self_only


@pytest.mark.parametrize(
    ("line", "code", "word"),
    [
        ("Whenever a +1/+1 counter is placed on Test Card, draw a card.", "E001", "placed"),
        ("Whenever a +1/+1 counter is put onto Test Card, draw a card.", "E001", "onto"),
        ("Whenever a +1/+1 counter gets put on Test Card, draw a card.", "E001", "gets"),
        ("Whenever a +1/+1 counters is put on Test Card, draw a card.", "E023", "counters"),
    ],
)
def test_a_counter_is_put_on_near_wordings_are_errors(line: str, code: str, word: str) -> None:
    assert line_errors(line, "Creature — Human") == [(code, line.index(word) + 1)]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        # the verb disagrees with its count: no reading is chosen
        ("Whenever a +1/+1 counter are put on Test Card, draw a card.", "a +1/+1"),
        ("Whenever two +1/+1 counters is put on Test Card, draw a card.", "two"),
        # shield counters' own rules (CR 122.1c) are not played
        ("Whenever a shield counter is put on Test Card, draw a card.", "shield"),
    ],
)
def test_a_counter_is_put_on_refusals(line: str, word: str) -> None:
    assert refusals(line, "Creature — Human") == [("C001", line.index(word) + 1)]


@pytest.mark.parametrize(
    ("line", "self_only"),
    [
        ("Whenever a creature you control explores, you gain 1 life.", False),
        ("Whenever Test Card explores, you gain 1 life.", True),
    ],
)
def test_explores(line: str, self_only: bool) -> None:
    """ "Whenever a creature you control explores" (CR 701.44b): once for each permanent."""
    (ability,) = abilities_of(_creature(line))
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert trigger.event == "explores"
    assert (trigger.subject is None) is self_only


@pytest.mark.parametrize(
    ("line", "code", "word"),
    [
        ("Whenever a creature you control explore, you gain 1 life.", "E019", "explore,"),
        ("Whenever a creature you control explored, you gain 1 life.", "E001", "explored"),
        ("Whenever a creature you control is exploring, you gain 1 life.", "E001", "exploring"),
    ],
)
def test_explores_near_wordings_are_errors(line: str, code: str, word: str) -> None:
    assert line_errors(line, "Creature — Human") == [(code, line.index(word) + 1)]


def test_one_or_more_creatures_explore_is_refused() -> None:
    """A batch of explorations, once (CR 603.2c): not read yet."""
    line = "Whenever one or more creatures you control explore, you gain 1 life."
    assert refusals(line, "Creature — Human") == [("C001", line.index("one or more") + 1)]


@pytest.mark.parametrize(
    ("text", "attached"),
    [
        (
            "Test Card {G}\nEnchantment — Aura\nEnchant artifact\n"
            "When enchanted artifact is put into a graveyard, you gain 6 life.\n",
            True,
        ),
        (
            "Test Card {4}\nArtifact\n"
            "Whenever a permanent you control is put into a graveyard, you gain 1 life.\n",
            False,
        ),
    ],
)
def test_a_permanent_put_into_a_graveyard(text: str, attached: bool) -> None:
    """A permanent is only on the battlefield (CR 110.1): "is put into a graveyard" is from
    there, a leaves-the-battlefield trigger that looks back (CR 603.6c, 603.10a)."""
    ability = abilities_of(text)[-1]
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger)
    assert trigger.event == "put_into_graveyard_from_battlefield"
    assert trigger.looks_back
    assert trigger.subject is not None
    assert trigger.subject.attached_to_source is attached


@pytest.mark.parametrize(
    ("line", "word"),
    [
        # a card may come from any zone: with no "from", the text doesn't say which
        ("Whenever a card is put into a graveyard, you gain 1 life.", "a card"),
        ("Whenever a creature card is put into your graveyard, you gain 1 life.", "a creature"),
        ("When Test Card is put into a graveyard, you gain 1 life.", "Test Card is"),
    ],
)
def test_put_into_a_graveyard_of_a_card_is_refused(line: str, word: str) -> None:
    assert refusals(line, "Enchantment") == [("C001", line.index(word) + 1)]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("Whenever a permanent you control is put in a graveyard, you gain 1 life.", "in"),
        # "are put into a graveyard" now begins session 47's "[cards] are put into ... from
        # anywhere": the parser stops where "from" is missing
        ("Whenever a permanent you control are put into a graveyard, you gain 1 life.", ","),
        ("Whenever a permanent you control is put into graveyard, you gain 1 life.", "graveyard"),
    ],
)
def test_a_permanent_put_into_a_graveyard_near_wordings(line: str, word: str) -> None:
    assert line_errors(line, "Enchantment") == [("E001", line.index(word) + 1)]


@pytest.mark.parametrize(
    ("text"),
    [
        "Test Card {1}\nCreature — Human\nAt the beginning of your upkeep, if Test Card is in "
        "your graveyard, you may pay 1 life. If you do, return Test Card to your hand.\n2/2\n",
        "Test Card {1}\nEnchantment\nWhenever a creature dies, if Test Card is in your "
        "graveyard, you gain 1 life.\n",
        "Test Card {1}\nCreature — Human\nWhenever you surveil, if Test Card is in your "
        "graveyard, you may pay 3 life. If you do, return Test Card to your hand.\n2/2\n",
    ],
)
def test_if_this_card_is_in_your_graveyard(text: str) -> None:
    """The intervening "if" says the zone the ability functions in (CR 113.6b, 603.4)."""
    ability = abilities_of(text)[-1]
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.intervening_if == ir.SourceIs("in_graveyard", span=ability.intervening_if.span)
    assert ability.zones == (ir.ZoneName.GRAVEYARD,)


@pytest.mark.parametrize(
    ("line", "card_type", "column"),
    [
        # a static ability or an activation from the graveyard: not played yet
        (
            "As long as Test Card is in your graveyard, creatures you control have haste.",
            "Creature — Human",
            12,
        ),
        (
            "{2}{W}: You gain 2 life. Activate only if Test Card is in your graveyard.",
            "Creature — Human",
            43,
        ),
        # a leaves-the-battlefield trigger looks back to when this card was on the battlefield
        (
            "When Test Card dies, if Test Card is in your graveyard, you gain 1 life.",
            "Creature — Human",
            1,
        ),
        (
            "Whenever a creature dies, if Test Card is in your graveyard, you gain 1 life.",
            "Creature — Human",
            1,
        ),
        # another zone, or a check only as the effect resolves
        (
            "At the beginning of your upkeep, if Test Card is in your hand, you gain 1 life.",
            "Creature — Human",
            37,
        ),
        (
            "At the beginning of your upkeep, if Test Card is in an opponent's graveyard, you "
            "gain 1 life.",
            "Creature — Human",
            37,
        ),
        (
            "At the beginning of your upkeep, you gain 1 life if Test Card is in your graveyard.",
            "Creature — Human",
            53,
        ),
    ],
)
def test_in_your_graveyard_elsewhere_is_refused(line: str, card_type: str, column: int) -> None:
    assert refusals(line, card_type) == [("C001", column)]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # "is on" begins "is on the battlefield" / "is on the stack" (session 50): the wrong
        # word is then "your", where "the" was expected
        (
            "At the beginning of your upkeep, if Test Card is on your graveyard, you gain 1 life.",
            53,
        ),
        (
            "At the beginning of your upkeep, if Test Card are in your graveyard, you gain 1 life.",
            47,
        ),
        ("At the beginning of your upkeep, if Test Card is in you graveyard, you gain 1 life.", 53),
    ],
)
def test_in_your_graveyard_near_wordings(line: str, column: int) -> None:
    assert line_errors(line, "Creature — Human") == [("E001", column)]
