"""Families of amounts and comparisons, each beside the near misses it must reject.

As in ``test_families_and_near_misses.py``: a family is read when its text checks with no
error (C001, read but not played yet, is allowed); a near miss must be an error at its word.
The examples are real Oracle wording (2022 text) of each family.
"""

from __future__ import annotations

import pytest

import karlov

from .families import line_errors as _errors

READ = [
    # an amount as an earlier instruction left it (CR 608.2c, 608.2h, 615.5)
    ("Sacrifice a creature: Draw cards equal to the sacrificed creature's power.", "Artifact"),
    (
        "Target player sacrifices a creature. You gain life equal to that creature's toughness.",
        "Sorcery",
    ),
    ("Each opponent loses 3 life. You gain life equal to the life lost this way.", "Sorcery"),
    (
        "Prevent the next 3 damage that would be dealt to any target this turn. You gain "
        "life equal to the damage prevented this way.",
        "Instant",
    ),
    # damage equal to an amount, before or after its recipient (CR 120.3)
    (
        "{T}: This artifact deals damage equal to the number of charge counters on it to "
        "any target.",
        "Artifact",
    ),
    (
        "{T}: This artifact deals damage to each player equal to the number of lands they control.",
        "Artifact",
    ),
    (
        "Target player draws two cards, then this spell deals damage to that player equal "
        "to the number of cards in their hand.",
        "Sorcery",
    ),
    # comparisons of an amount (CR 107.3, 700.5)
    (
        "As long as your devotion to black is less than five, this creature isn't a creature.",
        "Creature — God",
    ),
    (
        "At the beginning of your end step, if enchanted creature's power is 4 or "
        "greater, sacrifice this Aura.",
        "Enchantment — Aura",
    ),
    (
        "{T}: Gain control of target creature with power less than or equal to the number "
        "of creatures you control.",
        "Artifact",
    ),
    (
        "Destroy each nonland permanent with mana value equal to the number of charge "
        "counters on it.",
        "Sorcery",
    ),
    ("Creatures with power less than Test Card's power can't block it.", "Creature — Beast"),
    # "isn't" as a condition (CR 205.1)
    ("{T}: Draw a card and reveal it. If it isn't a land card, discard it.", "Artifact"),
    # distributive "each" after a plural subject (CR 608.2c)
    (
        "Up to two target creatures each get +1/+0 and gain first strike until end of turn.",
        "Instant",
    ),
    # where a countered spell goes instead (CR 701.6a, 614.1a)
    (
        "Counter target spell. If that spell is countered this way, exile it instead of "
        "putting it into its owner's graveyard.",
        "Instant",
    ),
    # plural subjects enter tapped; skipping a step (CR 614.1c, 614.10)
    ("Creatures your opponents control enter tapped.", "Enchantment"),
    ("Skip your draw step.", "Enchantment"),
    # keyword counters of the controller's choice (CR 122.1b), multikicker (CR 702.33c)
    (
        "This creature enters with your choice of a flying counter or a first strike counter "
        "on it.",
        "Creature — Bird",
    ),
    (
        "This creature enters with a +1/+1 counter on it for each time it was kicked.",
        "Creature — Beast",
    ),
    # an Aura returned attached (CR 303.4f), the card a linked ability exiled (CR 607.2a)
    (
        "{T}: Return target Aura card from your graveyard to the battlefield attached to this "
        "creature.",
        "Creature — Wizard",
    ),
    (
        "When this creature leaves the battlefield, return the exiled card to the battlefield "
        "under its owner's control.",
        "Creature — Horror",
    ),
    # a player or a planeswalker's controller (CR 306.7)
    (
        "This spell deals 4 damage to target player or planeswalker and 1 damage to each "
        "creature that player or that planeswalker's controller controls.",
        "Sorcery",
    ),
    # the standard reminder of a keyword granted in a sentence, or of fight (CR 207.2, 701.14)
    (
        "Equipped creature has wither. (It deals damage to creatures in the form of -1/-1 "
        "counters.)",
        "Artifact — Equipment",
    ),
    (
        "Target creature you control fights target creature you don't control. (Each deals "
        "damage equal to its power to the other.)",
        "Sorcery",
    ),
    # copies with exceptions (CR 707.9)
    (
        "When this creature enters, create a token that's a copy of target creature, except "
        "it's an artifact in addition to its other types.",
        "Creature — Shapeshifter",
    ),
    (
        "Copy target creature spell you control, except it isn't legendary.",
        "Instant",
    ),
    (
        "You may have this creature enter as a copy of any creature on the battlefield, except "
        "it has haste.",
        "Creature — Shapeshifter",
    ),
    # kinship (CR 205.3), converge (CR 601.2h), "for each opponent, ..." (CR 608.2c)
    (
        "At the beginning of your upkeep, you may look at the top card of your library. If it "
        "shares a creature type with this creature, you may reveal it.",
        "Creature — Kithkin",
    ),
    (
        "Draw X cards, where X is the number of colors of mana spent to cast this spell.",
        "Sorcery",
    ),
    (
        "When this creature enters, for each opponent, exile up to one target creature that "
        "player controls.",
        "Creature — Avatar",
    ),
]

NEAR_MISSES = [
    # "equal" takes "to"; a possessive needs its apostrophe
    ("Sacrifice a creature: Draw cards equal the sacrificed creature's power.", "Artifact", 40),
    ("Sacrifice a creature: Draw cards equal to the sacrificed creatures power.", "Artifact", 58),
    # a comparison says what it is less than, in full
    (
        "As long as your devotion to black is less five, this creature isn't a creature.",
        "Creature — God",
        43,
    ),
    (
        "{T}: Gain control of target creature with power less than or equal the number of "
        "creatures you control.",
        "Artifact",
        59,
    ),
    # the counted objects end with who controls them: "the number of lands" alone is not Oracle
    (
        "{T}: Gain control of target creature with power less than the number of lands.",
        "Artifact",
        78,
    ),
    # "each" is followed by the plural verb of its plural subject
    ("Up to two target creatures each gets +1/+0 until end of turn.", "Instant", 33),
    # a countered spell goes to its owner's graveyard, never "its graveyard"
    (
        "Counter target spell. If that spell is countered this way, exile it instead of "
        "putting it into its graveyard.",
        "Instant",
        69,
    ),
    # a creature enters with one of the counters named, never "your choice of" one
    (
        "This creature enters with your choice of a flying counter on it.",
        "Creature — Bird",
        59,
    ),
    # "skip your step" names the step
    ("Skip your next draw.", "Enchantment", 16),
    # a reminder names the keyword it explains: wither's reminder after lifelink is not one
    (
        "Equipped creature has lifelink. (It deals damage to creatures in the form of -1/-1 "
        "counters.)",
        "Artifact — Equipment",
        70,
    ),
    # an exception says what is different: "except it's" names characteristics
    (
        "Copy target creature spell you control, except it's.",
        "Instant",
        52,
    ),
    # "for each" before a comma names whom: "for each opponents" is no Oracle
    (
        "When this creature enters, for each opponents, exile up to one target creature that "
        "player controls.",
        "Creature — Avatar",
        37,
    ),
]


@pytest.mark.parametrize(("line", "card_type"), READ)
def test_the_family_is_read(line: str, card_type: str) -> None:
    assert _errors(line, card_type) == []


@pytest.mark.parametrize(("line", "card_type", "column"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, column: int) -> None:
    assert _errors(line, card_type)[:1] == [("E001", column)]


def _playable(text: str) -> list[str]:
    return [d.code for d in karlov.check(text, require_playable=True) if d.is_error]


def test_damage_equal_to_its_power_or_a_count_is_played() -> None:
    """The amount comes before or after the recipient; both are played (CR 120.3, 208.3)."""
    for line in (
        "{T}: Test Card deals damage equal to its power to target creature.",
        "{T}: Test Card deals damage equal to its power to each opponent.",
        "{T}: Test Card deals damage equal to the number of Goblins you control to any target.",
    ):
        assert _playable(f"Test Card {{1}}\nCreature — Goblin\n{line}\n1/1\n") == []


def test_each_after_a_single_object_is_refused() -> None:
    """ "target creatures each get" is no English: never read as "target creature gets" (the
    plural after "target" is E023, "each" after one object C002)."""
    text = "Test Card {1}\nInstant\nTarget creatures each get +1/+1 until end of turn.\n"
    assert _playable(text) == ["E023", "C002"]
