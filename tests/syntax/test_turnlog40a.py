"""What a player did this turn (session 40, turnlog): "if you drew two or more cards this
turn", "if an opponent discarded a card this turn", "if you sacrificed three or more Clues
this turn", "if you created a token this turn", "if you cycled two or more cards this turn",
"as long as you've discarded a card this turn" (CR 121.1, 701.9a, 701.21a, 111.2, 702.29a);
"if you were dealt 4 or more damage this turn", "unless an opponent has been dealt damage
this turn" (CR 120.3); "the life you've lost this turn", "the number of cards you've
discarded this turn" (CR 119.3, 701.9a). Each is read; the near misses are errors at their
word."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

CREATURE = "Creature — Human"
END = "At the beginning of each end step, if "

#: (line, card type, the column of the C001 or None when it plays)
READ = [
    (END + "you drew two or more cards this turn, draw a card.", "Enchantment", None),
    (END + "an opponent drew three or more cards this turn, draw a card.", "Enchantment", None),
    (END + "an opponent discarded a card this turn, draw a card.", "Enchantment", None),
    (END + "a player discarded a card this turn, draw a card.", "Enchantment", None),
    (END + "you sacrificed three or more Clues this turn, draw a card.", "Enchantment", None),
    (END + "you created a token this turn, draw a card.", "Enchantment", None),
    (END + "you created two or more creature tokens this turn, draw a card.", "Enchantment", None),
    (END + "you cycled two or more cards this turn, draw a card.", "Enchantment", None),
    (END + "you were dealt 4 or more damage this turn, draw a card.", "Enchantment", None),
    (END + "an opponent was dealt damage this turn, draw a card.", "Enchantment", None),
    (END + "you've been dealt damage this turn, draw a card.", "Enchantment", None),
    ("{T}: Draw a card. Activate only if you've discarded a card this turn.", "Artifact", None),
    (
        "{T}: Draw a card. Activate only if you've sacrificed an artifact this turn.",
        "Artifact",
        None,
    ),
    (
        "This creature can't attack unless an opponent has been dealt damage this turn.",
        CREATURE,
        None,
    ),
    ("You gain life equal to the life you've lost this turn.", "Instant", None),
    ("You gain life equal to the amount of life you've lost this turn.", "Instant", None),
    ("You gain life equal to the number of cards you've discarded this turn.", "Instant", None),
    ("You gain 1 life for each card you've drawn this turn.", "Sorcery", None),
    # read, refused where the runtime has no such reading (C001 at the phrase)
    (END + "that player drew two or more cards this turn, draw a card.", "Enchantment", 39),
    (END + "you discarded a creature card this turn, draw a card.", "Enchantment", 53),
    (END + "you created a creature this turn, draw a card.", "Enchantment", 51),
    (END + "you sacrificed a creature you control this turn, draw a card.", "Enchantment", 54),
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
    (END + "you was dealt damage this turn, draw a card.", "Enchantment", "was"),
    (END + "an opponent were dealt damage this turn, draw a card.", "Enchantment", "were"),
    (END + "you've drew a card this turn, draw a card.", "Enchantment", "drew"),
    (END + "an opponent have been dealt damage this turn, draw a card.", "Enchantment", "been"),
    (END + "you drew two or more cards this game, draw a card.", "Enchantment", "this"),
    (END + "you discards a card this turn, draw a card.", "Enchantment", "discards"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]
