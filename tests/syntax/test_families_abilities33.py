"""Families of abilities, keywords, triggers, prevention and restrictions (issue 20, session
33), each beside its near misses.

A family is read when its text checks with no error; where the runtime cannot play it, C001
stands at the part it cannot play (never a reading chosen for it). A near miss is wrong text
that must be error E001 at its wrong word. Every example is the Oracle wording of a pool card
of its family (names made the test card's); the near misses are an author's slips or the
over-generalisations a grammar is tempted by.
"""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Beast"
FLYING_FEAR = (
    "Flying; fear (This creature can't be blocked except by artifact creatures and/or black "
    "creatures.)"
)
HIDEAWAY = (
    "Hideaway (This land enters the battlefield tapped. When it does, look at the top four cards "
    "of your library, exile one face down, then put the rest on the bottom of your library.)"
)
ETERNALIZE = (
    "Eternalize {3}{W}{W} ({3}{W}{W}, Exile this card from your graveyard: Create a token that's "
    "a copy of it, except it's a 4/4 black Zombie Cat with no mana cost. Eternalize only as a "
    "sorcery.)"
)

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # keyword lists with semicolons, the older Oracle form (CR 702.1)
    ("First strike; reach", CREATURE, None),
    (FLYING_FEAR, CREATURE, None),
    ("Trample; haste; shroud", CREATURE, None),
    # Hideaway with no number (CR 702.75b: the errata is "Hideaway 4" and "enters tapped")
    (HIDEAWAY, "Land", 1),
    # "[Keyword] only as a sorcery." in a keyword's reminder (CR 702.128a, 702.129a)
    (ETERNALIZE, CREATURE, None),
    # delayed triggered abilities an effect creates (CR 603.7a)
    (
        "Target creature gets +1/+0 until end of turn. When that creature dies this turn, "
        "create a 3/2 red and white Spirit creature token.",
        "Instant",
        47,
    ),
    (
        "When target creature dies this turn, return that card to the battlefield under its "
        "owner's control.",
        "Instant",
        1,
    ),
    ("Until end of turn, whenever a creature is dealt damage, destroy it.", "Instant", 1),
    ("[−1]: Whenever a creature attacks this turn, put a +1/+1 counter on it.", CREATURE, 7),
    # prevention (CR 615)
    (
        "If damage would be dealt to Test Card, prevent that damage. Remove a +1/+1 counter "
        "from Test Card.",
        CREATURE,
        None,  # plays since session 36 (the Phantom creatures, tests/scenarios/replace36/)
    ),
    (
        "Prevent all noncombat damage that would be dealt to creatures you control.",
        "Enchantment",
        None,  # plays since session 40 (a static prevention effect, tests/scenarios/prevent40b/)
    ),
    ("Damage can't be prevented.", "Enchantment", 1),
    ("Damage can't be prevented this turn.", "Instant", None),  # plays since session 45
    ("Damage that would be dealt by Test Card can't be prevented.", CREATURE, 1),
    (
        "Combat damage that would be dealt by creatures you control can't be prevented.",
        "Enchantment",
        1,
    ),
    (
        "{T}: Prevent the next 1 damage that would be dealt to you this turn.",
        CREATURE,
        None,  # plays since session 40 (a shield on you, CR 615.7)
    ),
    (
        "Prevent all combat damage that would be dealt this turn by attacking creatures.",
        "Instant",
        None,  # plays since session 45 (tests/scenarios/prevent45b/)
    ),
    (
        "Prevent all damage that would be dealt to you this turn by attacking creatures.",
        "Instant",
        None,  # plays since session 45 (tests/scenarios/prevent45b/)
    ),
    # redirection (CR 614.9)
    (
        "The next 1 damage that would be dealt to target creature this turn is dealt to "
        "another target creature instead.",
        "Instant",
        None,  # plays since session 45 (tests/scenarios/prevent45b/)
    ),
    (
        "{0}: The next 1 damage that would be dealt to Test Card this turn is dealt to target "
        "creature you control instead.",
        CREATURE,
        None,  # plays since session 45 (tests/scenarios/prevent45b/)
    ),
    (
        "{X}, {T}: The next X damage that would be dealt this turn to target white creature you "
        "control is dealt to Test Card instead.",
        CREATURE,
        None,  # plays since session 45 (tests/scenarios/prevent45b/)
    ),
    (
        "All damage that would be dealt to you is dealt to equipped creature instead.",
        "Artifact — Equipment",
        1,
    ),
    # a restriction on the mana paid for X (CR 107.3)
    (
        "{X}: Test Card deals X damage to each creature and each player. Spend only black mana "
        "on X.",
        CREATURE,
        65,
    ),
    # an ability word of CR 207.2c, with Oracle's straight apostrophe
    ("Council's dilemma — When Test Card enters, draw a card.", CREATURE, None),
    # activation restrictions (CR 602.5b)
    ("{1}: Draw a card. Activate only before blockers are declared.", CREATURE, None),
    ("{1}: Draw a card. Activate only during combat after blockers are declared.", CREATURE, None),
    ("{1}: Draw a card. Activate only during an opponent's upkeep.", CREATURE, 33),
    ("{1}: Draw a card. Activate only during an opponent's turn.", CREATURE, 33),
    ("{1}: Draw a card. Activate only before the end of combat step.", CREATURE, 33),
    ("{1}: Draw a card. Activate only once.", CREATURE, 19),
    (
        "{T}: Draw a card. Activate only if there are three or more brick counters on Test Card.",
        CREATURE,
        None,
    ),
    (
        "{T}: Draw a card. Activate only if there are two or more brick counters on target "
        "creature.",
        CREATURE,
        76,
    ),
    ("{T}: Draw a card. Activate only if enchanted creature is untapped.", "Enchantment", 36),
    # trigger events (CR 603.2)
    ("Whenever a creature deals damage to you, destroy it.", "Enchantment", None),
    ("Whenever a source an opponent controls deals damage to you, draw a card.", CREATURE, None),
    (
        "At the beginning of combat on each opponent's turn, that player loses 1 life.",
        CREATURE,
        None,
    ),
    ("Whenever you scry, draw a card.", CREATURE, None),
    ("Whenever you clash, draw a card.", CREATURE, 10),
    ("Whenever you win a coin flip, draw a card.", CREATURE, 10),
    ("Whenever an opponent shuffles their library, draw a card.", CREATURE, None),
    ("Whenever you pay life, draw a card.", CREATURE, 10),
    (
        "Whenever a creature you control explores, draw a card.",
        CREATURE,
        None,
    ),  # plays since session 46
    (
        "Whenever a +1/+1 counter is put on Test Card, draw a card.",
        CREATURE,
        None,
    ),  # plays since session 46
    # a trigger from a mana ability that adds no mana uses the stack (CR 605.5a), session 41
    ("Whenever enchanted land is tapped for mana, draw a card.", "Enchantment — Aura", None),
    # "is dealt combat damage" plays since session 45 (CR 510.2)
    ("Whenever Test Card is dealt combat damage, you gain that much life.", CREATURE, None),
    ("Whenever you cast a spell from your graveyard, draw a card.", CREATURE, None),
    ("Whenever a player casts a spell from their hand, draw a card.", CREATURE, None),
    # two trigger conditions of one ability (CR 603.2), played since session 52
    ("When Test Card enters or at the beginning of your upkeep, draw a card.", CREATURE, None),
]

#: (line, card type, the word the parser must stop at).
NEAR_MISSES = [
    # the separator of a keyword list is a comma or a semicolon, never both kinds of list word
    ("Flying; and reach", CREATURE, "and"),
    ("Flying;; reach", CREATURE, ";"),
    # only Hideaway had an unnumbered printing (CR 702.75b); other number keywords need N
    (
        "Bushido (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of "
        "turn.)",
        CREATURE,
        "Bushido",
    ),
    # (a misprinted reminder is reminder text karlov does not check, W124: see
    # tests/syntax/test_no_game_function47a.py)
    # a delayed trigger says when it ends: "this turn" before the comma, or "Until end of turn"
    (
        "Target creature gets +1/+0 until end of turn. When that creature dies next turn, draw "
        "a card.",
        "Instant",
        "next",
    ),
    ("Until end of turn, whenever a creature dies this turn, draw a card.", "Instant", "this"),
    # prevention: "prevent that damage", and a damage kind of CR 120
    ("If damage would be dealt to Test Card, prevent this damage. Draw a card.", CREATURE, "this"),
    (
        "Prevent all uncombat damage that would be dealt to creatures you control.",
        "Enchantment",
        "uncombat",
    ),
    ("Damage can't be redirected.", "Enchantment", "redirected."),
    (
        "All damage that would be dealt to you is dealt to equipped creature now.",
        "Artifact",
        "now.",
    ),
    (
        "The next 1 damage that would be dealt to target creature this turn is given to "
        "another target creature instead.",
        "Instant",
        "given",
    ),
    ("{X}: Test Card deals X damage to each player. Spend only black life on X.", CREATURE, "life"),
    ("Council's quandary — When Test Card enters, draw a card.", CREATURE, "Council's"),
    # windows of the turn by the steps' names (CR 500.1)
    ("{1}: Draw a card. Activate only before blockers are chosen.", CREATURE, "chosen."),
    (
        "{1}: Draw a card. Activate only during combat after attackers are declared.",
        CREATURE,
        "attackers",
    ),
    ("{1}: Draw a card. Activate only twice.", CREATURE, "twice."),
    # trigger events with their CR words
    ("Whenever you scry twice, draw a card.", CREATURE, "twice,"),
    # ("Whenever you lose a coin flip" and "combat on each player's turn" are Oracle wordings,
    # Karplusan Minotaur and Kitt Kanto, read since session 47)
    # ("... is removed from ~" is Protean Hydra's Oracle wording, read since session 40)
    ("Whenever a +1/+1 counter is taken from Test Card, draw a card.", CREATURE, "taken"),
    ("Whenever enchanted land is tapped for life, draw a card.", "Enchantment — Aura", "life,"),
    ("When Test Card enters or at the end of your upkeep, draw a card.", CREATURE, "the"),
    (
        "{T}: Draw a card. Activate only if enchanted creature is sideways.",
        "Enchantment",
        "sideways.",
    ),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    # The first whole word ``word`` of the line; a glued ";;" is found at its second ";".
    padded = f" {line} "
    whole = f" {word} " in padded
    column = padded.index(f" {word} ") + 1 if whole else line.index(word * 2) + 2
    assert card_errors(line, card_type) == [("E001", column)]


def test_a_semicolon_list_keeps_its_separator_through_fmt() -> None:
    """ "Flying; fear" is written back with its semicolon: the separator is in the tree."""
    written = karlov.render(karlov.parse(card_text(FLYING_FEAR, CREATURE)))
    assert FLYING_FEAR in written.splitlines()


def test_a_semicolon_list_has_every_keyword() -> None:
    """ "Trample; haste; shroud" is three keyword abilities (CR 702.19, 702.10, 702.18)."""
    (card,) = karlov.parse(card_text("Trample; haste; shroud", CREATURE))
    abilities = karlov.compile_card(card).ir.abilities
    assert [a.name for a in abilities if isinstance(a, ir.KeywordAbility)] == [
        "trample",
        "haste",
        "shroud",
    ]


@pytest.mark.parametrize(
    ("window", "steps"),
    [
        # CR 509.1: any player's turn, until the declare blockers step
        (
            "before blockers are declared",
            ("upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers"),
        ),
        # CR 506.1: the combat steps from declare blockers on
        (
            "during combat after blockers are declared",
            ("declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat"),
        ),
    ],
)
def test_the_window_is_the_steps_it_names(window: str, steps: tuple[str, ...]) -> None:
    line = f"{{1}}: Draw a card. Activate only {window}."
    (card,) = karlov.parse(card_text(line, CREATURE))
    (ability,) = karlov.compile_card(card).ir.abilities
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.condition == ir.InTurnWindow(steps, yours=False)


def test_damage_to_you_is_a_trigger_on_you_being_dealt_damage() -> None:
    """CR 120.3: "Whenever a creature deals damage to you" names the player dealt damage."""
    line = "Whenever a creature deals damage to you, destroy it."
    (card,) = karlov.parse(card_text(line, "Enchantment"))
    (ability,) = karlov.compile_card(card).ir.abilities
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.EventTrigger)
    assert (ability.trigger.event, ability.trigger.by) == ("damage_to_player", ir.Whose.YOU)
