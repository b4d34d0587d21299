"""Text with no game function (CR 207.2): reminder text karlov does not check, and flavor words.

A parenthesized text at the end of an ability's line, or on a line of its own, that neither
parses as sentences nor has a keyword's standard form is kept word for word as
:class:`nodes.UncheckedReminder` with warning W124 (CR 207.2a: reminder text has no rules
meaning); ``fmt`` writes it back as it stands, and it never changes the IR. One to four
capitalized words and an em dash before an ability, not an ability word, a keyword, a mode
header or a Case keyword, are a flavor word (CR 207.2d): kept as written, with no meaning; one
a letter away from an ability word is W125. Both are tried only when a line does not parse.
Near misses stay errors at their word: a parenthesis inside a sentence, one not closed or
closed twice, a flavor word before something that is not an ability, an ability word before a
wrong ability.
"""

from __future__ import annotations

import random

import pytest

import karlov
from karlov.compiler import compile_card
from karlov.frontend import nodes


def _card(*lines: str, types: str = "Creature — Human Wizard", pt: str | None = "2/2") -> str:
    body = "\n".join(lines)
    tail = f"\n{pt}" if pt else ""
    return f"Test Sage {{1}}{{U}}\n{types}\n{body}{tail}\n"


def _meaning(card: nodes.Card) -> list[object]:
    """The card's IR abilities, each without its ``text`` (the line as written, for display)."""
    abilities = compile_card(card).ir.abilities
    return [
        [getattr(a, slot) for slot in type(a).__slots__ if slot not in ("text", "span")]
        for a in abilities
    ]


def _codes(text: str) -> list[tuple[str, int, int]]:
    return [
        (d.code, d.span.line, d.span.column) for d in karlov.check(text, require_playable=False)
    ]


# ---- reminder text karlov does not check -------------------------------------------------

UNCHECKED = [
    "Flying",
    "{1}{U}: Exile the top card of your library. Until end of turn, you may play that card.",
    "When this creature enters, draw a card.",
]
REMINDERS = [
    "(Reveal the card as you exile it.)",
    "(It has every creature type.)",
    "(You don't get to move Auras.)",
    "(Auras with nothing to enchant remain in your graveyard.)",
]


@pytest.mark.parametrize("body", UNCHECKED)
@pytest.mark.parametrize("reminder", REMINDERS)
def test_an_unchecked_reminder_after_an_ability_is_kept_word_for_word(
    body: str, reminder: str
) -> None:
    line = f"{body} {reminder}"
    text = _card(line)
    column = len(body) + 2
    assert _codes(text) == [("W124", 3, column)]
    (card,) = karlov.parse(text)
    (ability,) = card.abilities
    assert isinstance(ability.reminder, nodes.UncheckedReminder)
    words = list(ability.reminder.lexemes())
    assert [w.text for w in words] == ["(", *reminder[1:-1].split(), ")"]
    for word in words:  # each word is a token with its span on the line
        assert word.span is not None and word.span.line == 3
        assert line[word.span.column - 1 : word.span.end_column - 1] == word.text
    assert karlov.render([card]) == text  # fmt writes it back as it stands


@pytest.mark.parametrize("reminder", REMINDERS)
def test_a_line_of_unchecked_reminder_text_alone(reminder: str) -> None:
    text = _card("Flying", reminder)
    assert _codes(text) == [("W124", 4, 1)]
    (card,) = karlov.parse(text)
    assert card.abilities[1].kind is nodes.AbilityKind.REMINDER
    assert isinstance(card.abilities[1].reminder, nodes.UncheckedReminder)
    assert karlov.render([card]) == text


@pytest.mark.parametrize("body", UNCHECKED)
@pytest.mark.parametrize("reminder", REMINDERS)
def test_an_unchecked_reminder_never_changes_the_ir(body: str, reminder: str) -> None:
    (with_it,) = karlov.parse(_card(body, reminder))
    (without,) = karlov.parse(_card(body))
    (inline,) = karlov.parse(_card(f"{body} {reminder}"))
    plain = _meaning(without)
    assert plain
    assert _meaning(inline) == plain
    assert _meaning(with_it) == plain


def test_an_unchecked_reminder_keeps_the_name_and_todays_wording() -> None:
    line = (
        "When Test Sage enters the battlefield, draw a card. (Test Sage enters the battlefield"
        ' with "Draw a card." and nothing checks it.)'
    )
    text = _card(line)
    codes = [code for code, _, _ in _codes(text)]
    assert codes == ["W101", "W124", "W101"]
    (card,) = karlov.parse(text)
    assert karlov.render([card]) == _card(line.replace("enters the battlefield", "enters"))


WORDS = ("It", "card", "you", "the", "of", "{2}{U}", "+1/+1", "Auras", "can't", "—", '"')
WORDS += ("don't", "7", "X,", "isn't.")


def test_fmt_writes_any_kept_reminder_back_as_it_stands() -> None:
    """A property over reminders made of random words (no parenthesis inside): each is kept
    as it stands (read as sentences, a standard form or unchecked), and ``fmt`` writes the
    card back unchanged."""
    rng = random.Random(47)
    for _ in range(60):
        words = [rng.choice(WORDS) for _ in range(rng.randint(1, 12))]
        reminder = "(" + " ".join(words) + ".)"
        if words.count('"') % 2:
            words = [word for word in words if word != '"'] or ["It"]
            reminder = "(" + " ".join(words) + ".)"
        text = _card(f"Flying {reminder}")
        (card,) = karlov.parse(text)
        assert karlov.render([card]) == text, reminder


@pytest.mark.parametrize(
    ("line", "code", "column"),
    [
        # a parenthesis in the middle of a sentence, where Oracle never puts reminder text
        ("Draw a card (reveal it) and discard a card.", "E001", 13),
        # closed twice, or nested
        ("Flying (It can't be blocked.))", "E001", 30),
        ("Flying (It (really) can't be blocked.)", "E001", 12),
        # a second group after the first: the first is the line's reminder
        ("Flying (Reveal it.) (Reveal it.)", "E001", 21),
        # an ability that does not parse before the reminder is its own error
        ("Flyng (Reveal the card as you exile it.)", "E001", 1),
    ],
)
def test_near_misses_stay_errors_at_their_word(line: str, code: str, column: int) -> None:
    errors = [d for d in karlov.check(_card(line), require_playable=False) if d.is_error]
    assert [(d.code, d.span.column) for d in errors][:1] == [(code, column)]


def test_a_misprinted_reminder_is_kept_unchecked_and_plays_the_rules() -> None:
    """The poison reminder with "nine" for CR 704.5c's "ten": read as sentences it does not
    parse, so it is reminder text karlov does not check (W124, at its parenthesis); the game
    plays the rules (CR 207.2a), and the ability is the same without it."""
    body = "Whenever this creature deals damage to a player, that player gets a poison counter."
    reminder = "(A player with nine or more poison counters loses the game.)"
    text = _card(f"{body} {reminder}", types="Creature — Scorpion")
    assert _codes(text) == [("W124", 3, len(body) + 2)]
    (card,) = karlov.parse(text)
    (plain,) = karlov.parse(_card(body, types="Creature — Scorpion"))
    assert _meaning(card) == _meaning(plain)


def test_a_reminder_the_grammar_reads_is_still_checked() -> None:
    (card,) = karlov.parse(_card("Vigilance (Attacking doesn't cause this creature to tap.)"))
    assert not isinstance(card.abilities[0].reminder, nodes.UncheckedReminder)


def test_a_clean_card_never_takes_the_error_path() -> None:
    assert _codes(_card("Flying", "When this creature enters, draw a card.")) == []


# ---- flavor words ------------------------------------------------------------------------

FLAVORED = [
    (
        "Acid Breath",
        "When this creature enters, target creature an opponent controls gets -3/-3"
        " until end of turn.",
    ),
    ("Search the Room", "{5}{U}: Draw a card."),
    ("Binding Contract", "{T}: You gain 1 life."),
    ("Flurry of Blows", "Whenever you cast your second spell each turn, draw a card."),
    ("Sneak Attack", "Whenever this creature attacks, draw a card."),
]


@pytest.mark.parametrize(("word", "ability"), FLAVORED)
def test_a_flavor_word_before_an_ability_has_no_meaning(word: str, ability: str) -> None:
    text = _card(f"{word} — {ability}")
    assert [d for d in karlov.check(text) if d.is_error or d.code.startswith("W")] == []
    (card,) = karlov.parse(text)
    (plain,) = karlov.parse(_card(ability))
    assert card.abilities[0].flavor_word == word
    assert card.abilities[0].ability_word is None
    assert card.abilities[0].body == plain.abilities[0].body
    assert _meaning(card) == _meaning(plain)
    assert karlov.render([card]) == text


def test_a_flavor_word_with_an_unchecked_reminder() -> None:
    text = _card("Teleport — {3}{W}: This creature phases out. (It is gone for a while.)")
    assert [code for code, _, _ in _codes(text)] == ["W124"]
    (card,) = karlov.parse(text)
    assert card.abilities[0].flavor_word == "Teleport"
    assert karlov.render([card]) == text


def test_a_flavor_word_one_letter_from_an_ability_word_is_w125() -> None:
    text = _card("Landfal — Whenever a land you control enters, you gain 1 life.")
    (warning,) = karlov.check(text)
    assert (warning.code, warning.span.column, warning.span.end_column) == ("W125", 1, 8)
    assert warning.fix == "Landfall"
    assert warning.help == "did you mean 'Landfall'?"


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # a flavor word before what is not an ability: the error is the ability's
        ("Acid Breath — Destroy.", 22),
        ("Acid Breath — a creature.", 25),
        # an ability word before a wrong ability stays an error there, not a flavor word
        ("Landfall — Draw.", 16),
        # a keyword whose own text follows an em dash is no flavor word
        ("Companion — Draw a card.", 13),
        # more than four words, lower-case words, no spaces around the dash: not a flavor word
        ("One Two Three Four Five — Draw a card.", 5),
        ("Acid breath — Draw a card.", 1),
        ("Acid Breath—Draw a card.", 1),
        # a mode header is not a flavor word
        ("Choose one — Draw a card.", 14),
    ],
)
def test_flavor_word_near_misses_stay_errors(line: str, column: int) -> None:
    errors = [d for d in karlov.check(_card(line), require_playable=False) if d.is_error]
    assert errors and errors[0].code == "E001"
    assert errors[0].span.column == column, errors[0]


def test_a_flavor_word_may_hold_the_cards_name() -> None:
    text = _card("Test Sage Breath — When Test Sage enters, draw a card.")
    assert _codes(text) == []
    (card,) = karlov.parse(text)
    assert card.abilities[0].flavor_word == "Test Sage Breath"
    assert karlov.render([card]) == text


#: Misprinted reminders the wrong-text suites held as errors before W124: each is now reminder
#: text karlov does not check, a warning at its parenthesis, and the ability plays its rules.
MISPRINTED = [
    # a keyword's timing reminder is "only as a sorcery" (CR 702.128a)
    (
        "Embalm {W} ({W}, Exile this card from your graveyard: Create a token that's a copy of "
        "it, except it's a white Zombie Cat with no mana cost. Embalm only as an instant.)",
        "Creature — Beast",
    ),
    # the reminder of partner with says "into their hand" (CR 702.124j)
    (
        "Partner with Blaring Captain (When this creature enters the battlefield, target player "
        "may put Blaring Captain into their graveyard from their library, then shuffle.)",
        "Creature — Beast",
    ),
    # devotion is counted from mana costs (CR 700.5)
    (
        "Test Sage gets +1/+1 for each Forest you control. (Each {G} in the mana pools of "
        "permanents you control counts toward your devotion to green.)",
        "Creature — Beast",
    ),
    ("{T}: Add {C}. ({C} represents generic mana.)", "Land"),
    ("Draw a card. ({R/P} can be paid with either {R} or life.)", "Instant"),
    # the reminder says "remain unchanged", not "stay unchanged"
    ("Target spell or permanent becomes red. (Its mana symbols stay unchanged.)", "Instant"),
]


@pytest.mark.parametrize(("line", "types"), MISPRINTED)
def test_a_misprinted_reminder_is_w124_at_its_parenthesis(line: str, types: str) -> None:
    pt = "1/1" if types.startswith("Creature") else None
    text = _card(line, types=types, pt=pt)
    found = [(c, col) for c, _, col in _codes(text) if c not in ("W101", "C001")]
    assert found == [("W124", line.rindex("(") + 1)]


def test_the_standard_reminder_of_another_keyword_stays_an_error() -> None:
    """Wither's standard reminder after lifelink is no reminder karlov does not know: it is
    the reminder of a keyword the line does not name, an error as before."""
    line = (
        "Equipped creature has lifelink. (It deals damage to creatures in the form of -1/-1"
        " counters.)"
    )
    text = _card(line, types="Artifact — Equipment", pt=None)
    assert [(c, col) for c, _, col in _codes(text) if c.startswith("E")] == [("E001", 70)]
