# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (tokens and animation): a list of different tokens created by one instruction
("Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green
Elephant creature token.", CR 111.2: one event), a token the text names before its description
("create Voja, a legendary 2/2 green and white Wolf creature token", CR 111.4), and several
permanents becoming creatures ("All lands become 2/2 creatures until end of turn. They're still
lands.", "Up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to
their other types", "lands you control become 2/2 creatures that are still lands", CR 205.1b,
613.1d, 613.4b). What the runtime cannot do exactly is refused at its words; a wording that is
not Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    compiled_abilities,
    ir_nodes_of,
)

CREATURE = "Creature — Human Druid"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Bestial Menace, Somberwald Beastmaster, Mascot Exhibition: three tokens, commas and
    # ", and" (CR 111.2)
    ("Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token.", "Sorcery", None),
    ("When Test Card enters the battlefield, create a 2/2 green Wolf creature token, a 3/3 green Beast creature token, and a 4/4 green Beast creature token.", CREATURE, None),
    ("Create a 2/1 white and black Inkling creature token with flying, a 3/2 red and white Spirit creature token, and a 4/4 blue and red Elemental creature token.", "Sorcery", None),
    # Specimen Collector, Forbidden Friendship, Wurmcoil Engine: two tokens joined by "and",
    # the keywords of each its own
    ("When Test Card enters the battlefield, create a 1/1 green Squirrel creature token and a 0/3 blue Crab creature token.", CREATURE, None),
    ("Create a 1/1 red Dinosaur creature token with haste and a 1/1 white Human Soldier creature token.", "Sorcery", None),
    ("When Test Card dies, create a 3/3 colorless Phyrexian Wurm artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token with lifelink.", CREATURE, None),
    ("When Test Card dies, create a 3/3 colorless Golem artifact creature token with flying, a 3/3 colorless Golem artifact creature token with vigilance, and a 3/3 colorless Golem artifact creature token with trample.", CREATURE, None),
    ("When Test Card enters the battlefield, create a 2/2 white Knight creature token with vigilance, a 3/3 green Centaur creature token, and a 4/4 green Rhino creature token with trample.", CREATURE, None),
    # the links of a list: two tokens "and", three ", ... , and"; others are refused there
    ("Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token and a 3/3 green Elephant creature token.", "Sorcery", "3/3 green Elephant"),
    ("Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token.", "Sorcery", "2/2 green Wolf"),
    # more than one of the first token: the list's one number is not read
    ("Create two 1/1 green Snake creature tokens and a 2/2 green Wolf creature token.", "Sorcery", "two"),
    # "a" is one token: "tokens" after it disagrees
    ("Create a 1/1 green Snake creature token and a 2/2 green Wolf creature tokens.", "Sorcery", "tokens."),
    # Tolsimir Wolfblood, Tomb of Urami, Tuktuk the Explorer, Drizzt Do'Urden, Minsc: a
    # legendary token with the name stated (CR 111.4)
    ("{T}: Create Voja, a legendary 2/2 green and white Wolf creature token.", CREATURE, None),
    ("{T}: Create Urami, a legendary 5/5 black Demon Spirit creature token with flying.", "Land", None),
    ("When Test Card dies, create Tuktuk the Returned, a legendary 5/5 colorless Goblin Golem artifact creature token.", CREATURE, None),
    ("When Test Card enters the battlefield, create Boo, a legendary 1/1 red Hamster creature token with trample and haste.", CREATURE, None),
    ("When Test Card has no ice counters on it, sacrifice it. If you do, create Marit Lage, a legendary 20/20 black Avatar creature token with flying and indestructible.", "Legendary Snow Land", None),
    # one named token
    ("{T}: Create Voja, a legendary 2/2 green and white Wolf creature tokens.", CREATURE, "tokens"),
    # Tireless Provisioner: a choice between two tokens, made as it resolves (CR 608.2d)
    ("Landfall — Whenever a land enters the battlefield under your control, create a Food token or a Treasure token. (Food is an artifact with \"{2}, {T}, Sacrifice this artifact: You gain 3 life.\" Treasure is an artifact with \"{T}, Sacrifice this artifact: Add one mana of any color.\")", CREATURE, None),
    ("Create a Food token or a 1/1 green Squirrel creature token.", "Sorcery", None),
    # a choice is told by the tokens' names; one token of the choice
    ("Create a Treasure token or a Treasure token.", "Sorcery", "Treasure token."),
    ("Create two Food tokens or a Treasure token.", "Sorcery", "two"),
    # Xorn, Jolene: "one or more Treasure tokens", "an additional Treasure token" (CR 614.1a,
    # 111.10a)
    ("If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token.", CREATURE, None),
    ("If you would create one or more tokens, instead create those tokens plus an additional Treasure token.", CREATURE, None),
    ("If an opponent would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token.", CREATURE, "an opponent"),
    ("If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure tokens.", CREATURE, "tokens."),
    ("If you would create a Treasure token, instead create those tokens plus an additional Treasure token.", CREATURE, "a Treasure token,"),
    # Natural Affinity, Thelonite Druid, Jolrael: several lands become creatures, "They're
    # still lands." (CR 205.1b)
    ("All lands become 2/2 creatures until end of turn. They're still lands.", "Instant", None),
    ("{1}{G}, {T}, Sacrifice a creature: Forests you control become 2/3 creatures until end of turn. They're still lands.", CREATURE, None),
    ("{2}{G}, {T}, Discard two cards: All lands target player controls become 3/3 creatures until end of turn. They're still lands.", CREATURE, None),
    # Rude Awakening's mode: "that are still lands"
    ("Until end of turn, lands you control become 2/2 creatures that are still lands.", "Sorcery", None),
    # Fendeep Summoner, Anthousa: "each become", "in addition to their other types"
    ("{T}: Up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to their other types until end of turn.", CREATURE, None),
    ("Up to three target lands you control each become 2/2 Warrior creatures until end of turn. They're still lands.", "Sorcery", None),
    # Nissa, Steward of Elements: "They" after "target lands you control"
    ("Untap up to two target lands you control. They become 5/5 Elemental creatures with flying and haste until end of turn. They're still lands.", "Sorcery", None),
    # Animate Land: "that's still a land" for a duration (CR 611.2a); Embodiment of Fury:
    # "It's still a land." after the "become" under "you may have"
    ("Until end of turn, target land becomes a 3/3 creature that's still a land.", "Instant", None),
    ("Landfall — Whenever a land enters the battlefield under your control, you may have target land you control become a 3/3 Elemental creature with haste until end of turn. It's still a land.", CREATURE, None),
    # Nissa, Worldwaker: "Those lands" are the land cards put onto the battlefield
    ("Search your library for any number of basic land cards, put them onto the battlefield, then shuffle. Those lands become 4/4 Elemental creatures with trample. They're still lands.", "Sorcery", None),
    # the plural agrees: "creature" of several lands is refused at it
    ("All lands become 2/2 creature until end of turn. They're still lands.", "Instant", "creature until"),
    # "still lands" of objects that may not be lands
    ("All permanents become 2/2 creatures until end of turn. They're still lands.", "Instant", "become 2/2"),
    ("Until end of turn, all artifacts become 2/2 creatures that are still lands.", "Sorcery", "become 2/2"),
    # one object becoming, then the plural sentence, and the other way round
    ("Target land becomes a 2/2 creature until end of turn. They're still lands.", "Instant", "They're still lands."),
    ("All lands become 2/2 creatures until end of turn. It's still a land.", "Instant", "It's still a land."),
    # "in addition to their other creature types" after a card type is not only subtypes
    ("All lands become 2/2 creatures in addition to their other creature types until end of turn.", "Instant", "in addition"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_a_list_of_tokens_is_one_instruction() -> None:
    """Bestial Menace: one CREATE, the first token in ``token`` and the others in
    ``more_tokens``, one of each (CR 111.2)."""
    (ability,) = compiled_abilities(
        "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token."
    )
    (action,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.CREATE]
    assert action.amount == ir.Fixed(1)
    made = [action.token, *action.more_tokens]
    assert [t.characteristics.name for t in made] == ["Snake Token", "Wolf Token", "Elephant Token"]
    assert [(t.characteristics.power, t.characteristics.toughness) for t in made] == [
        (1, 1),
        (2, 2),
        (3, 3),
    ]


def test_the_keywords_of_a_list_are_each_tokens_own() -> None:
    (ability,) = compiled_abilities(
        "Create a 1/1 red Dinosaur creature token with haste and a 1/1 white Human Soldier creature token."
    )
    (action,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.CREATE]
    (other,) = action.more_tokens
    assert [k.name for k in action.token.characteristics.abilities] == ["haste"]
    assert other.characteristics.abilities == ()
    assert other.characteristics.subtypes == ("Human", "Soldier")


def test_a_named_token_is_legendary_with_its_name() -> None:
    (ability,) = compiled_abilities(
        "{T}: Create Voja, a legendary 2/2 green and white Wolf creature token.", CREATURE
    )
    (action,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.CREATE]
    chars = action.token.characteristics
    assert (chars.name, chars.supertypes, chars.colors) == ("Voja", ("legendary",), ("G", "W"))
    assert action.more_tokens == ()


def test_lands_become_creatures_keeping_their_types() -> None:
    (ability,) = compiled_abilities(
        "All lands become 2/2 creatures until end of turn. They're still lands.", "Instant"
    )
    (become,) = ir_nodes_of(ability, ir.Become)
    assert become.in_addition and become.duration is ir.Duration.END_OF_TURN
    chars = become.characteristics
    assert (chars.types, chars.power, chars.toughness) == (("creature",), 2, 2)


def test_without_still_lands_the_plural_become_replaces_the_card_types() -> None:
    """ "All lands become 2/2 creatures until end of turn." alone: CR 205.1a, the new card
    type replaces the old ones (``in_addition`` false)."""
    (ability,) = compiled_abilities("All lands become 2/2 creatures until end of turn.", "Instant")
    (become,) = ir_nodes_of(ability, ir.Become)
    assert not become.in_addition


#: (line, card type, the word the error stands at)
NEAR_MISSES = [
    # no article after the link: "a 2/2 ..." is the next token
    ("Create a 1/1 green Snake creature token and 2/2 green Wolf creature token.", "Sorcery", "2/2"),
    # the name's description is "a legendary ...": without the article, or of another
    # supertype, the name is no token's
    ("{T}: Create Voja, legendary 2/2 green and white Wolf creature token.", CREATURE, "Voja"),
    ("{T}: Create Voja, a snow 2/2 green and white Wolf creature token.", CREATURE, "Voja"),
    # "additional" takes its article; "or" its token's
    ("If you would create one or more Treasure tokens, instead create those tokens plus additional Treasure token.", CREATURE, "additional"),
    ("Create a Food token or Treasure token.", "Sorcery", "or"),
    # "become" of several objects states no article
    ("All lands become the 2/2 creatures until end of turn.", "Instant", "2/2"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, word: str) -> None:
    assert_error_at(line, card_type, "E001", word)
