"""Families of abilities (issue 20, session 37), each beside the near misses it must reject.

As in ``test_families_objects36.py``: a family is read when its text checks with no error
(C001, read but not played yet, is allowed); a near miss must be an error at its word; what is
read and not played is refused (C001) at its words with the reason, asserted verbatim. The
examples are real Oracle wording of each family (with the card's name as "Test Card").
"""

from __future__ import annotations

import pytest

import karlov

from .families import card_text
from .families import line_errors as _errors

#: (line, card type, the words the C001 note is at, its message after "cannot execute this yet: ")
REFUSED = [
    # switching power and toughness (layer 7d, CR 613.4d) lasts as long as the clause says
    # (CR 611.2a): without a duration, or of an object other than the source, a target
    # creature or each creature, it is refused
    (
        "Switch target creature's power and toughness.",
        "Instant",
        "Switch target creature's power and toughness",
        "switching power and toughness with no duration",
    ),
    (
        "Switch enchanted creature's power and toughness until end of turn.",
        "Instant",
        "enchanted creature's",
        "whose power and toughness 'enchanted creature's' switches",
    ),
    # a player's casting restriction for a duration (CR 101.2)
    (
        "Target player can't cast spells.",
        "Instant",
        "can't cast spells",
        "a player's restriction 'can't cast spells' with no duration",
    ),
    (
        "Target player can't cast spells with flying this turn.",
        "Instant",
        "spells with flying",
        "'spells with flying' as the spells a player can't cast",
    ),
    # changing the target of a spell (CR 115.7a)
    (
        "Change the target of target spell with a single target.",
        "Instant",
        "Change the target of target spell with a single target",
        "changing the target of a spell or ability (CR 115.7a)",
    ),
    # dice (CR 706): a results line after no roll, and the rolls that keep or modify a
    # result (a roll with its table plays, keywords41h; one without it plays too, its result
    # kept for "the result", time50d)
    (
        "1—9 | Draw a card.",
        "Sorcery",
        "1—9 | Draw a card.",
        "a line of a die roll's results table (CR 706.2) after no roll of a die",
    ),
    (
        "20 | Scry 3, then draw three cards.",
        "Sorcery",
        "20 | Scry 3, then draw three cards.",
        "a line of a die roll's results table (CR 706.2) after no roll of a die",
    ),
    (
        "Roll two d8 and choose one result.",
        "Sorcery",
        "Roll two d8 and choose one result",
        "rolling dice and keeping or modifying a result (CR 706.2)",
    ),
    (
        "Roll a d20 and add the number of cards in your hand.",
        "Sorcery",
        "Roll a d20 and add the number of cards in your hand",
        "rolling dice and keeping or modifying a result (CR 706.2)",
    ),
    # a text-changing effect (CR 612.1)
    (
        "Change the text of target spell or permanent by replacing all instances of one color "
        "word with another or one basic land type with another until end of turn.",
        "Instant",
        "Change the text of target spell or permanent by replacing all instances of one color "
        "word with another or one basic land type with another",
        "a text-changing effect (CR 612.1): objects' text is not kept",
    ),
    # unspent mana kept as steps end (CR 106.4)
    (
        "You don't lose unspent green mana as steps and phases end.",
        "Creature — Elemental",
        "don't lose unspent green mana as steps and phases end",
        "keeping unspent mana as steps and phases end (CR 106.4, 500.5)",
    ),
    # a discard an opponent's spell or ability causes, replaced (CR 614.1a)
    (
        "If a spell or ability an opponent controls causes you to discard a card, you may reveal "
        "that card and put it on top of your library instead of putting it anywhere else.",
        "Land",
        "If a spell or ability an opponent controls causes you to discard a card, you may reveal "
        "that card and put it on top of your library instead of putting it anywhere else.",
        "a replacement of a discard an opponent's spell or ability causes (CR 614.1a)",
    ),
    # "instead of putting it anywhere else" is a replacement ability (it was an internal error)
    (
        "If Test Card would die, exile it instead of putting it anywhere else.",
        "Creature — Bear",
        "If Test Card would die, exile it instead of putting it anywhere else.",
        "this replacement effect",
    ),
    # the opening hand (CR 103.6b)
    (
        "You may reveal this card from your opening hand. If you do, at the beginning of the "
        "first upkeep, each opponent mills seven cards.",
        "Creature — Phyrexian Sphinx",
        "You may reveal this card from your opening hand. If you do, at the beginning of the "
        "first upkeep, each opponent mills seven cards.",
        "revealing this card from the opening hand (CR 103.6b) and what it does later: the "
        "runtime's games start on the first turn, with no opening-hand actions",
    ),
    (
        "You may reveal this card from your opening hand. If you do, scry 3 at the beginning of "
        "your first upkeep.",
        "Creature — Sphinx",
        "You may reveal this card from your opening hand. If you do, scry 3 at the beginning of "
        "your first upkeep.",
        "revealing this card from the opening hand (CR 103.6b) and what it does later: the "
        "runtime's games start on the first turn, with no opening-hand actions",
    ),
    # a draft ability (CR 905.2c): no meaning in a game
    (
        "Draft Test Card face up.",
        "Creature — Construct",
        "Draft Test Card face up.",
        "'Draft ~ face up' functions during a Conspiracy draft (CR 905.2c); it has no meaning "
        "in a game",
    ),
    # flash for a duration (CR 601.3b) is played since session 40 (test_casting40g)
    # no loss for 0 life (CR 104.3b)
    (
        "You don't lose the game for having 0 or less life.",
        "Enchantment",
        "don't lose the game for having 0 or less life",
        "not losing the game for having 0 or less life (CR 104.3b, 704.5a): the runtime's "
        "state-based action has no exception",
    ),
    # another permanent tapped as a cost (CR 118.3)
    (
        "Tap enchanted creature: Test Card deals 1 damage to any target.",
        "Enchantment — Aura",
        "Tap enchanted creature",
        "the cost 'Tap enchanted creature': tapping another permanent (CR 118.3)",
    ),
]

READ = [
    # the third person of "add" after a player (CR 605.1b)
    (
        "Whenever a player taps a land for mana, that player adds one mana of any type that "
        "land produced.",
        "Enchantment",
    ),
    (
        "Whenever enchanted land is tapped for mana, its controller adds an additional two mana "
        "in any combination of colors.",
        "Enchantment — Aura",
    ),
    (
        "Whenever enchanted Forest is tapped for mana, its controller adds an additional one "
        "mana of the chosen color.",
        "Enchantment — Aura",
    ),
    ("10—19 | Scry 2, then draw two cards.", "Sorcery"),
    (
        "You may cast Test Card as though it had flash. If you cast it any time a sorcery "
        "couldn't have been cast, the controller of the permanent it becomes sacrifices it at "
        "the beginning of the next cleanup step.",
        "Enchantment — Aura",
    ),
    (
        "Companion — Your starting deck contains only cards with mana value 3 or greater.",
        "Creature — Elemental",
    ),
]

#: Played (no C001): the duration is accepted after "switch" (layer 7d, CR 613.4d) and after
#: "can't cast" (CR 101.2); the scenarios of tests/scenarios/families37a play them
PLAYED = [
    # a roll with no results table: the die is rolled, its result kept (CR 706.1, 706.2)
    ("{T}: Roll a d20.", "Artifact"),
    # a triggered mana ability adding a type the land produced (CR 106.1b, 605.1b; session 41)
    (
        "Whenever you tap a land for mana, add one mana of any type that land produced.",
        "Enchantment",
    ),
    ("Target player can't cast spells this turn.", "Instant"),
    ("Your opponents can't cast noncreature spells this turn.", "Instant"),
    (
        "Whenever Test Card attacks, defending player can't cast spells this turn.",
        "Creature — Insect",
    ),
    ("Switch target creature's power and toughness until end of turn.", "Instant"),
    (
        "Discard a card: Switch Test Card's power and toughness until end of turn.",
        "Creature — Beast",
    ),
    ("{1}{R}: Switch each creature's power and toughness until end of turn.", "Creature — Spirit"),
    (
        "Whenever you cast an instant or sorcery spell, you may switch Test Card's power and "
        "toughness until end of turn.",
        "Creature — Weird",
    ),
]

NEAR_MISSES = [
    # a results line needs its bar (CR 706.2 tables read "1—9 | ...")
    ("1—9 Draw a card.", "Sorcery", 5),
    # a die is "a dN" (CR 706.1a): "a d7" is no die the rules name, and "d20" needs "a"
    ("Roll a d7.", "Sorcery", 8),
    ("Roll d20.", "Sorcery", 6),
    # companion's condition is on the starting deck (CR 702.139a)
    ("Companion — Each card in your deck is red.", "Creature — Cat", 31),
    # two dice keep a result as the card says: "choose one result", not "choose a result"
    ("Roll two d8 and choose a result.", "Sorcery", 24),
    # text-changing replaces words of a kind "with another"
    (
        "Change the text of target permanent by replacing all instances of one color word.",
        "Instant",
        81,
    ),
    # "switch" names whose power and toughness; "power or toughness" is not a switch
    ("Switch target creature's power or toughness until end of turn.", "Instant", 32),
    # "change the target of" a spell, not "change the target to"
    ("Change the target to Test Card.", "Instant", 19),
    # the controller switches (the imperative, or "you may switch"): no other player's verb
    (
        "Target player switches target creature's power and toughness until end of turn.",
        "Instant",
        15,
    ),
    # the opening hand: "If you do" follows the reveal
    ("You may reveal this card from your opening hand. Draw a card.", "Creature — Sphinx", 50),
    # "adds" agrees with a subject: "an additional" needs mana after it
    (
        "Whenever enchanted land is tapped for mana, its controller adds an additional.",
        "Enchantment — Aura",
        78,
    ),
]


def _with_aura(line: str, card_type: str) -> str:
    text = card_text(line, card_type)
    if card_type == "Enchantment — Aura":
        head, rest = text.split("\n", 2)[:2], text.split("\n", 2)[2]
        text = "\n".join(head) + "\nEnchant creature\n" + rest
    return text


@pytest.mark.parametrize(("line", "card_type"), READ + PLAYED + [(r[0], r[1]) for r in REFUSED])
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert _errors(line, card_type) == [], line


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type) == [("E001", column)], line


@pytest.mark.parametrize(("line", "card_type", "said", "message"), REFUSED)
def test_what_is_read_but_not_played_is_refused_at_its_words(
    line: str, card_type: str, said: str, message: str
) -> None:
    """Read, not played yet: the compiler says C001 at the words, with its reason, never a
    chosen reading."""
    text = _with_aura(line, card_type)
    found = [d for d in karlov.check(text, require_playable=True) if d.is_error]
    assert [d.code for d in found] == ["C001"], found
    assert found[0].message == f"the rules runtime cannot execute this yet: {message}"
    span = found[0].span
    source_line = text.splitlines()[span.line - 1]
    end = span.end_column if span.end_line == span.line else len(source_line) + 1
    assert source_line[span.column - 1 : end - 1] == said, found[0]


@pytest.mark.parametrize(("line", "card_type"), PLAYED)
def test_switching_and_casting_restrictions_play(line: str, card_type: str) -> None:
    found = [
        d for d in karlov.check(card_text(line, card_type), require_playable=True) if d.is_error
    ]
    assert found == [], found
