"""Families of conditions and sentences (session 37, gram-b), each beside the near misses it
must reject.

As in ``test_families_objects36.py``: a family is read when its text checks with no error
(C001, read but not played yet, is allowed); a near miss must be an error at its word. The
examples are real Oracle wording of each family (with the card's name as "Test Card").
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.frontend.syntax import parse_file
from karlov.ir import json as ir_json
from karlov.runtime.conditions import condition

from .families import line_errors as _errors

READ = [
    # "or" between two conditions, each with a subject of its own (CR 603.4, 611.3a)
    (
        "When Test Card dies, if you control a Desert or there is a Desert card in your "
        "graveyard, target player discards a card.",
        "Creature — Zombie Camel",
    ),
    (
        "Test Card has lifelink as long as you control a Desert or there is a Desert card in "
        "your graveyard.",
        "Creature — Camel",
    ),
    (
        "{T}: Test Card deals 1 damage to target player or planeswalker. Activate only if you "
        "control a Desert or there is a Desert card in your graveyard.",
        "Creature — Wall",
    ),
    # a life total or a hand compared with an opponent's (CR 119.1, 402.1, 102.3)
    (
        "As long as you have more cards in hand than each opponent, Test Card gets +2/+2 and "
        "has flying.",
        "Creature — Spirit",
    ),
    (
        "{T}: Prevent the next 3 damage that would be dealt to target creature this turn. "
        "Activate only if you have more cards in hand than each opponent.",
        "Creature — Fox Cleric",
    ),
    ("If you have less life than an opponent, you gain 6 life.", "Sorcery"),
    ("If an opponent has more cards in hand than you, draw two cards.", "Sorcery"),
    ("If you have fewer cards in hand than each opponent, draw a card.", "Sorcery"),
    # "Then if ..." after the instructions it follows (CR 608.2c)
    (
        "You gain 2 life. Then if you have more life than an opponent, draw a card.",
        "Sorcery",
    ),
    (
        "You gain 4 life. Then if an opponent has more life than you, return Test Card to its "
        "owner's hand.",
        "Instant",
    ),
    # "instead" before the instructions that replace the ones before it (CR 608.2c, 614.1a)
    (
        "Creatures you control get +1/+1 until end of turn. If this spell was kicked, instead "
        "creatures you control get +2/+2 and gain first strike until end of turn.",
        "Instant",
    ),
    (
        "Destroy all enchantments.\nThreshold — If seven or more cards are in your graveyard, "
        "instead destroy all artifacts.",
        "Sorcery",
    ),
    ("If you would draw a card, instead you gain 3 life.", "Enchantment"),
    # half a life total, rounded as the card says (CR 107.1a)
    ("Draw four cards. You lose half your life, rounded up.", "Sorcery"),
    ("Target player loses half their life, rounded down.", "Sorcery"),
    (
        "Whenever Test Card deals combat damage to a player, that player loses half their "
        "life, rounded up.",
        "Creature — Human Cleric",
    ),
    # a source chosen as it resolves, all of its damage prevented this turn (CR 609.7a, 615.1a)
    ("Prevent all damage a source of your choice would deal this turn.", "Instant"),
    (
        "{W}, Sacrifice Test Card: Prevent all damage a source of your choice would deal to you "
        "this turn.",
        "Creature — Cleric",
    ),
    (
        "Prevent all damage that would be dealt to you this turn by a source of your choice.",
        "Instant",
    ),
    # put onto the battlefield attacking (CR 508.4): read, and played since session 41
    (
        "Whenever Test Card attacks, you may put a Soldier creature card from your hand onto "
        "the battlefield tapped and attacking.",
        "Creature — Human Soldier",
    ),
    (
        "Whenever Test Card attacks, return target creature card from your graveyard to the "
        "battlefield tapped and attacking.",
        "Creature — Spirit Avatar",
    ),
]

NEAR_MISSES = [
    # "than", not "then", after "more life"
    ("If you have more life then an opponent, draw a card.", "Sorcery", 23),
    # "fewer" counts cards, "less" measures life
    ("If you have fewer life than an opponent, draw a card.", "Sorcery", 19),
    ("If you have less cards in hand than an opponent, draw a card.", "Sorcery", 18),
    # a hand is compared by the cards in it: "more cards" alone says no zone
    ("If you have more cards than an opponent, draw a card.", "Sorcery", 24),
    # the rounding follows a comma and says which way
    ("You lose half your life rounded up.", "Sorcery", 25),
    ("You lose half your life, rounded.", "Sorcery", 26),
    # "instead" is said once, before or after the instructions, and takes no comma
    ("Draw a card. If this spell was kicked, instead draw two cards instead.", "Instant", 63),
    ("Draw a card. If this spell was kicked, instead, draw two cards.", "Instant", 47),
    ("If you would draw a card, instead you gain 3 life instead.", "Enchantment", 51),
    # one "or" between the conditions
    (
        "If you control a Swamp or or there is a Swamp card in your graveyard, draw a card.",
        "Sorcery",
        24,
    ),
    # "there is" names one object with its article
    ("If there is Swamp cards in your graveyard, draw a card.", "Sorcery", 13),
    # the chosen source's prevention lasts "this turn", and says so
    ("Prevent all damage a source of your choice would deal to you.", "Instant", 61),
    # "Then if ..." has its comma like any "if"
    ("Draw a card. Then if you have more life than an opponent draw a card.", "Sorcery", 58),
]


@pytest.mark.parametrize(("line", "card_type"), READ)
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert _errors(line.split("\n")[0], card_type) == [], line
    found = karlov.check(_card(line, card_type), require_playable=False)
    assert [d for d in found if d.is_error] == [], line


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


def _card(line: str, card_type: str) -> str:
    text = f"Test Card {{1}}\n{card_type}\n{line}\n"
    if card_type.startswith("Creature"):
        text += "1/1\n"
    return text


PLAYED = [
    READ[0],
    READ[1],
    READ[2],
    READ[3],
    READ[5],
    READ[6],
    READ[8],
    READ[9],
    READ[10],
    READ[13],
    READ[14],
    READ[15],
    READ[16],
    READ[17],
    READ[18],
]


@pytest.mark.parametrize(("line", "card_type"), PLAYED)
def test_the_family_plays(line: str, card_type: str) -> None:
    """Read and played: no C001 (the scenarios of ``tests/scenarios/families37b`` play them)."""
    found = [d for d in karlov.check(_card(line, card_type), require_playable=True)]
    assert [d for d in found if d.is_error] == [], line


@pytest.mark.parametrize(
    ("line", "card_type", "message"),
    [
        (
            "Each opponent loses half their life, rounded up.",
            "Sorcery",
            "the rules runtime cannot execute this yet: several players each losing half their"
            " own life",
        ),
        (
            "Target player loses half your life, rounded up.",
            "Sorcery",
            "the rules runtime cannot execute this yet: half the life of a player other than"
            " the one losing it",
        ),
        (
            "If you control a Swamp or there is a Swamp card in your graveyard and you control "
            "an Island, draw a card.",
            "Sorcery",
            "the rules runtime cannot execute this yet: 'and' and 'or' between conditions in"
            " one sentence",
        ),
        (
            "If an opponent has more life than each opponent, draw a card.",
            "Sorcery",
            "the rules runtime cannot execute this yet: a comparison between players other than"
            " you and an opponent",
        ),
        (
            "If there is two Swamp cards in your graveyard, draw a card.",
            "Sorcery",
            "the rules runtime cannot execute this yet: 'there is' with a number other than 'a'",
        ),
        # the clash "If you win" reads is the instruction "instead" replaces: the condition
        # would be checked before any clash (CR 608.2c, 701.30d)
        (
            "Clash with an opponent. If you win, draw two cards instead.",
            "Instant",
            "the rules runtime cannot execute this yet: instructions done instead that name what"
            " the others did",
        ),
    ],
)
def test_what_is_read_but_not_played_is_refused_verbatim(
    line: str, card_type: str, message: str
) -> None:
    """Read, not played yet: C001 with its reason, never a chosen reading."""
    found = [d for d in karlov.check(_card(line, card_type), require_playable=True) if d.is_error]
    assert [(d.code, d.message) for d in found] == [("C001", message)]


def _abilities(text: str) -> object:
    parsed, _diagnostics = parse_file(text, "t.card", warnings=False)
    (card,) = parsed.cards
    return _without_spans(json.loads(ir_json.dumps(compile_card(card).ir.abilities)))


def _without_spans(value: object) -> object:
    if isinstance(value, dict):
        return {k: _without_spans(v) for k, v in value.items() if k not in ("span", "text")}
    if isinstance(value, list):
        return [_without_spans(v) for v in value]
    return value


@pytest.mark.parametrize(
    ("one", "other"),
    [
        # "less life than an opponent" is "an opponent has more life than you"
        (
            "If you have less life than an opponent, draw a card.",
            "If an opponent has more life than you, draw a card.",
        ),
        (
            "If you have fewer cards in hand than each opponent, draw a card.",
            "If each opponent has more cards in hand than you, draw a card.",
        ),
        # "instead" before or after the instructions says the same
        (
            "Draw a card. If this spell was kicked, instead draw two cards.",
            "Draw a card. If this spell was kicked, draw two cards instead.",
        ),
    ],
)
def test_two_wordings_mean_the_same(one: str, other: str) -> None:
    header = "Test Card {1}\nSorcery\n"
    if "kicked" in one:
        header += "Kicker {2}\n"
    assert _abilities(header + one + "\n") == _abilities(header + other + "\n")


def test_or_is_not_and() -> None:
    """ "A or B" and "A and B" are different conditions (AnyCondition, AllConditions)."""
    either = _abilities(
        "Test Card {1}\nSorcery\nIf you control a Swamp or there is a Swamp card in your "
        "graveyard, draw a card.\n"
    )
    both = _abilities(
        "Test Card {1}\nSorcery\nIf you control a Swamp and there are two or more Swamp cards in "
        "your graveyard, draw a card.\n"
    )
    assert "AnyCondition" in json.dumps(either)
    assert "AllConditions" in json.dumps(both) and "AnyCondition" not in json.dumps(both)


class _Player:
    def __init__(self, life: int, hand: int) -> None:
        self.life = life
        self.hand = ["card"] * hand
        self.lost = False


class _Game:
    """Just what the comparison reads: each player's life total and hand (CR 119.1, 402.1)."""

    def __init__(self, players: list[_Player]) -> None:
        self.players = players

    def opponents(self, player: _Player) -> list[_Player]:
        return [p for p in self.players if p is not player and not p.lost]

    def hand(self, player: _Player) -> list[str]:
        return player.hand


@given(
    st.integers(-5, 40),
    st.lists(st.integers(-5, 40), min_size=1, max_size=3),
    st.sampled_from(["life", "cards_in_hand"]),
)
def test_comparison_with_opponents(mine: int, theirs: list[int], amount: str) -> None:
    """ "more ... than each opponent" is more than every one of them; "more ... than an
    opponent" more than at least one; "an opponent has more ... than you" is "you have less
    ... than an opponent" (CR 102.3). Hands are counted, life totals read as they are."""
    if amount == "cards_in_hand":
        mine, theirs = abs(mine), [abs(t) for t in theirs]
    as_player = (lambda n: _Player(n, 0)) if amount == "life" else (lambda n: _Player(20, n))
    you = as_player(mine)
    game = _Game([you, *(as_player(t) for t in theirs)])

    def holds(yours_greater: bool, each: bool) -> bool:
        test = condition(ir.ComparedWithOpponents(amount, yours_greater, each))
        return test(game, None, you)  # type: ignore[arg-type]

    assert holds(True, True) == all(mine > t for t in theirs)
    assert holds(True, False) == any(mine > t for t in theirs)
    assert holds(False, True) == all(t > mine for t in theirs)
    assert holds(False, False) == any(t > mine for t in theirs)
    # with one opponent, "each" and "an" are the same opponent
    if len(theirs) == 1:
        assert holds(True, True) == holds(True, False)
