# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 49 (formats): text about the game's formats and variants rather than a game's
objects -- Commander's commanders ("target commander", "Commander creatures you control",
"noncommander creature", "your commander's color identity", "Put your commander into your
hand from the command zone"; CR 903.3, 903.4, 408.1), deck construction ("A deck can have any
number of cards named ~", CR 100.2a; companion conditions on the starting deck, CR 702.139a),
ante (CR 407: "Remove ~ from your deck before playing if you're not playing for ante", "ante
the top card of your library"), the starting life total (CR 103.4), Conspiracy drafting (CR
905.2: "Reveal ~ as you draft it and note ...", "As you draft a card, you may ..."), the
monarch as the turn began (CR 724), and "Starting with you, each player ..." (CR 101.4). Each
is a typed node. A deck-construction rule is kept in the IR as such a rule and plays (it does
nothing in a game); what the runtime has no game for is refused (C001 at its span), never
read as something else; the wrong wordings are errors at their word."""

from __future__ import annotations

import pytest

from karlov import ir
from karlov.compiler import compile_card
from karlov.frontend.syntax import parse_file

from .families import cards_lines_text, errors_and_refusals

CREATURE = "Creature — Human Advisor"


#: (lines, card type, the (line, column) of each C001, in the order reported)
READ = [
    # Commander (CR 903.3, 903.4, 408.1)
    (["Commander creatures you control get +2/+2 and have indestructible."], "Enchantment", [(3, 1)]),
    (["Commanders you control have hexproof."], "Enchantment", [(3, 1)]),
    (["{2}, {T}: Target commander gains lifelink until end of turn."], "Artifact", [(3, 18)]),
    (["Destroy target noncommander creature."], "Instant", [(3, 16)]),
    (["{T}: Add one mana of any color in your commander's color identity."], "Artifact", [(3, 6)]),
    (["{T}, Sacrifice Test Card: Put your commander into your hand from the command zone."], "Artifact", [(3, 27)]),
    (["You draw X cards and you lose X life, where X is the mana value of a commander you own on the battlefield or in the command zone."], "Sorcery", [(3, 70)]),
    # ante (CR 407)
    (["Remove Test Card from your deck before playing if you're not playing for ante.", "Flying"], CREATURE, [(3, 1)]),
    (["Each player antes the top card of their library."], "Sorcery", [(3, 13)]),
    (["Discard your hand, ante the top card of your library, then draw seven cards."], "Sorcery", [(3, 20)]),
    # the starting life total (CR 103.4)
    (["Your life total becomes equal to your starting life total."], "Sorcery", [(3, 1)]),
    (["As long as your life total is greater than or equal to your starting life total, creatures you control get +1/+1."], "Enchantment", [(3, 12)]),
    # companion (CR 702.139a): conditions on the starting deck
    (["Companion — Each nonland card in your starting deck has a different name."], CREATURE, [(3, 1)]),
    (["Companion — Each nonland card in your starting deck shares a card type."], CREATURE, [(3, 1)]),
    (["Companion — Each permanent card in your starting deck has mana value 2 or less."], CREATURE, [(3, 1)]),
    (["Companion — Each permanent card in your starting deck has an activated ability."], CREATURE, [(3, 1)]),
    (["Companion — Your starting deck contains only cards with even mana values."], CREATURE, [(3, 1)]),
    (["Companion — Your starting deck contains only cards with odd mana values and land cards."], CREATURE, [(3, 1)]),
    (["Companion — No card in your starting deck has more than one of the same mana symbol in its mana cost."], CREATURE, [(3, 1)]),
    (["Companion — Your starting deck contains at least twenty cards more than the minimum deck size."], CREATURE, [(3, 1)]),
    # Conspiracy drafting (CR 905.2): what the draft notes, and what reads it in the game
    (["Reveal Test Card as you draft it and note how many cards you've drafted this draft round, including Test Card.", "Test Card enters with X +1/+1 counters on it, where X is the highest number you noted for cards named Test Card."], CREATURE, [(3, 1), (4, 58)]),
    (["Draft Test Card face up.", "As you draft a card, you may draft an additional card from that booster pack. If you do, put Test Card into that booster pack."], CREATURE, [(3, 1), (4, 1)]),
    (["As you draft a creature card, you may reveal it, note its name, then turn Test Card face down."], CREATURE, [(3, 1)]),
    (["Reveal Test Card as you draft it. You may look at the next card drafted from this booster pack.", "Flying"], CREATURE, [(3, 1)]),
    (["Reveal Test Card as you draft it. The player to your right chooses a color, you choose another color, then the player to your left chooses a third color.", "{T}: Add one mana of any color chosen as you drafted cards named Test Card."], "Land", [(3, 1), (4, 6)]),
    # in turn order, starting with you (CR 101.4); a process repeated (CR 608.2c)
    (["Starting with you, each player may put a permanent card from their hand onto the battlefield. Repeat this process until no one puts a card onto the battlefield."], "Sorcery", [(3, 1)]),
    (["When Test Card enters, starting with you, each player may choose an artifact or enchantment you don't control. Destroy each permanent chosen this way."], CREATURE, [(3, 24)]),
    # the monarch as the turn began (CR 724.1); a commander's mana value (CR 903.3)
    (["Whenever an opponent becomes the monarch, if you were the monarch as the turn began, that player loses 2 life and you gain 2 life."], "Enchantment", [(3, 46)]),
    (["Each player may discard their hand and draw cards equal to the greatest mana value of a commander they own on the battlefield or in the command zone."], "Sorcery", [(3, 60)]),
]  # fmt: skip


@pytest.mark.parametrize(("lines", "card_type", "refused"), READ)
def test_the_text_is_read_and_refused_at_its_span(
    lines: list[str], card_type: str, refused: list[tuple[int, int]]
) -> None:
    assert errors_and_refusals(lines, card_type) == [
        ("C001", line, column) for line, column in refused
    ]


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("A deck can have any numbers of cards named Test Card.", CREATURE, "numbers"),
    ("A deck can have any number of card named Test Card.", CREATURE, "card"),
    # not the removal rule, so "Remove ~ from" is the instruction of CR 506.4, which wants "combat"
    ("Remove Test Card from your deck before playing if you're not playing for antes.", CREATURE, "your"),
    ("Each player antes the top card in their library.", "Sorcery", "in"),
    ("{T}: Add one mana of any color in your commander's colour identity.", "Artifact", "colour"),
    ("Your life total becomes equal your starting life total.", "Sorcery", "your"),
    ("Draft Test Card face-up.", CREATURE, "face-up."),
    ("As you drafts a card, you may draft an additional card from that booster pack.", CREATURE, "drafts"),
    ("As you draft a card, you may draft an additional cards from that booster pack.", CREATURE, "cards"),
    ("Reveal Test Card as you draft it and note how many card you've drafted this draft round, including Test Card.", CREATURE, "card"),
    ("Repeat this process until no one pay life.", "Sorcery", "pay"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert [f for f in errors_and_refusals([line], card_type) if f[0] != "C001"] == [
        ("E001", 3, column)
    ]


@pytest.mark.parametrize(
    ("line", "rule", "count"),
    [
        ("A deck can have any number of cards named Test Card.", "deck_any_number", 0),
        ("A deck can have up to seven cards named Test Card.", "deck_up_to", 7),
    ],
)
def test_a_deck_rule_is_a_typed_rule_that_plays(line: str, rule: str, count: int) -> None:
    """CR 100.2a: a card may change how many copies of it a deck can have. The line is a rule
    of deck construction with no meaning in a game: the IR says so (a static ability whose
    rule is the deck rule), the card plays, and nothing of the line is dropped."""
    text = cards_lines_text(["Flying", line], CREATURE)
    assert errors_and_refusals(["Flying", line], CREATURE) == []
    card_file, _ = parse_file(text, "test.card", warnings=False)
    compiled = compile_card(card_file.cards[0])
    statics = [a for a in compiled.ir.abilities if isinstance(a, ir.StaticAbility)]
    assert [(r.rule, r.count) for s in statics for r in s.rules] == [(rule, count)]
