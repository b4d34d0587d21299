"""What an object did this turn and a player's turn record as an amount (session 41,
turnhist): "if ~ was dealt damage this turn", "if ~ dealt damage to an opponent this turn",
"if ~ attacked / blocked / was blocked this turn", "as long as it entered the battlefield this
turn" (CR 120.3, 508.1, 509.1, 509.1h, 403.3, 400.7); "if a planeswalker entered the
battlefield under your control this turn", "if you had a land enter the battlefield under your
control this turn" (CR 403.3, 110.2); "the damage dealt to you this turn", "for each 1 damage
dealt to you this turn", "the life that player lost this turn", "the number of cards that
player has drawn this turn" (CR 120.3, 119.3, 121.1); "a creature dealt damage by ~ this turn"
(CR 120.3, 603.10a). Each is read; the near misses are errors at their word."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

CREATURE = "Creature — Human"
END = "At the beginning of each end step, if "

#: (line, card type, the column of the C001 or None when it plays)
READ = [
    (END + "Test Card was dealt damage this turn, draw a card.", CREATURE, None),
    (END + "Test Card dealt damage to an opponent this turn, draw a card.", CREATURE, None),
    (END + "Test Card dealt combat damage to a player this turn, draw a card.", CREATURE, None),
    (END + "Test Card attacked this turn, draw a card.", CREATURE, None),
    (END + "Test Card blocked this turn, draw a card.", CREATURE, None),
    (END + "Test Card was blocked this turn, draw a card.", CREATURE, None),
    ("Test Card has hexproof as long as it entered the battlefield this turn.", CREATURE, None),
    (
        "{G}: Test Card gets +1/+1 until end of turn. "
        "Activate only if Test Card entered the battlefield this turn.",
        CREATURE,
        None,
    ),
    (
        END + "a planeswalker entered the battlefield under your control this turn, draw a card.",
        "Enchantment",
        None,
    ),
    (
        END + "you had a land enter the battlefield under your control this turn, draw a card.",
        "Enchantment",
        None,
    ),
    ("You gain life equal to the damage dealt to you this turn.", "Instant", None),
    (
        "Target player loses life equal to the damage already dealt to that player this turn.",
        "Sorcery",
        None,
    ),
    ("Draw cards equal to the damage dealt to your opponents this turn.", "Sorcery", None),
    (
        END + "it's your turn, put a +1/+1 counter on Test Card for each 1 damage dealt to you "
        "this turn.",
        CREATURE,
        None,
    ),
    (
        "Whenever a creature dealt damage by Test Card this turn dies, put a +1/+1 counter on "
        "Test Card.",
        CREATURE,
        None,
    ),
    ("When Test Card dies, if it was blocked this turn, you gain 4 life.", CREATURE, None),
    (  # was refused in tests/syntax/test_families_38b.py (session 38): now it plays
        "{T}: Tap target creature. Activate only if you had a creature enter the battlefield "
        "under your control this turn.",
        CREATURE,
        None,
    ),
    # read, refused where the runtime has no such reading (C001 at the phrase)
    ("Destroy target creature. If it attacked this turn, draw a card.", "Sorcery", 29),
    (END + "it was blocked this turn, draw a card.", "Enchantment", 39),
    ("Each opponent loses life equal to the life that player lost this turn.", "Sorcery", 35),
    ("Each opponent loses life equal to the life they lost this turn.", "Sorcery", 35),
    (
        END + "a planeswalker entered the battlefield under their control this turn, draw a card.",
        "Enchantment",
        54,
    ),
    (END + "Test Card dealt damage to that player this turn, draw a card.", CREATURE, 65),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    (END + "Test Card were dealt damage this turn, draw a card.", CREATURE, "were"),
    (END + "Test Card dealt damage to an opponent this game, draw a card.", CREATURE, "this"),
    (END + "Test Card entered the graveyard this turn, draw a card.", CREATURE, "the graveyard"),
    ("You gain life equal to the damage dealt to you this game.", "Instant", "this"),
    ("You gain life equal to the damage already dealt by you this turn.", "Instant", "by"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]
