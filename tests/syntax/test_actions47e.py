# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 47 (player actions in effects): "remove [objects] from combat" (CR 506.4), the
owner of an object as the player who acts ("~'s owner shuffles it into their library", "The
owner of target permanent shuffles it into their library", CR 108.3, 701.24a), "[player]
reveals cards from the top of their library until a creature card is revealed" (CR 701.20a)
and "[player] exiles a card from their hand face down" (CR 406.3, 708.2): each read where it
plays, refused (C001 at its span) where the runtime can't play what it says, and an error
(E001 at its word) where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

CREATURE = "Creature — Bird Soldier"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    # removed from combat (CR 506.4)
    ("Remove target attacking or blocking creature from combat.", "Instant", None),
    ("Whenever Test Card becomes blocked, you may untap it and remove it from combat.", CREATURE, None),
    ("{0}: Remove target attacking creature you control from combat and untap it.", CREATURE, None),
    ("Untap target attacking creature and remove it from combat.", "Instant", None),
    ("Remove all attacking creatures from combat.", "Instant", None),
    # the owner of an object (CR 108.3)
    ("{U}: Test Card's owner shuffles it into their library.", CREATURE, None),
    ("At the beginning of the end step, Test Card's owner shuffles it into their library.", CREATURE, None),
    ("The owner of target nonland permanent shuffles it into their library, then draws two cards.", "Instant", None),
    ("The owner of target creature shuffles it into their library.", "Sorcery", None),
    # the owner of several objects: whose library?
    ("The owner of two target creatures shuffles them into their library.", "Sorcery", 1),
    # revealed until, the passive (CR 701.20a)
    ("Target player reveals cards from the top of their library until a creature card is revealed. That player puts that card into their hand.", "Sorcery", None),
    # exiled face down by another player (CR 406.3): not played yet
    ("Whenever Test Card deals combat damage to a player, that player exiles a card from their hand face down.", CREATURE, 65),
    ("Target player exiles all cards from their hand face down.", "Sorcery", 15),
    # turned face down or face up by an effect (CR 708.2, 708.8): not played yet
    ("{3}: Turn Test Card face down.", CREATURE, 6),
    ("At the beginning of your upkeep, flip a coin. If you lose the flip, turn Test Card face down.", CREATURE, 69),
    ("{T}: Turn target face-down creature you control face up.", CREATURE, 6),
    # face-down as a quality: no filter reads it yet
    ("Destroy target face-down creature.", "Instant", 16),
    # piles (CR 700.3): read, not played yet
    ("Reveal the top five cards of your library and separate them into two piles. Put one pile into your hand and the other into your graveyard.", "Instant", 47),
    ("Target player separates all creatures they control into two piles. Destroy all creatures in the pile of your choice.", "Sorcery", 15),
    ("Separate all creatures target player controls into two piles. Destroy all creatures in the pile of that player's choice.", "Sorcery", 1),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


def test_only_a_permanent_is_removed_from_combat() -> None:
    """A card in a graveyard is in no combat (CR 506.4, 110.1): no reading (C002)."""
    line = "Remove target creature card in your graveyard from combat."
    assert card_errors(line, "Instant") == [("C002", 1)]


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Remove target attacking creature out of combat.", "Instant", "out"),
    ("Remove target attacking creature from the combat.", "Instant", "the"),
    ("Remove target attacking creature from combats.", "Instant", "combats."),
    ("{U}: Test Card's controller shuffles it into their library.", CREATURE, "controller"),
    ("The owners of target creature shuffles it into their library.", "Sorcery", "owners"),
    ("The owner from target creature shuffles it into their library.", "Sorcery", "from"),
    (
        "Target player reveals cards from the top of their library until a creature card was "
        "revealed.",
        "Sorcery",
        "was",
    ),
    (
        "Target player reveals cards from the top of their library until a creature card is shown.",
        "Sorcery",
        "is",
    ),
    ("Target player exiles a card from their hand face-down.", "Sorcery", "face-down."),
    # the imperative says "until you reveal" (Oracle has no passive after it)
    (
        "Reveal cards from the top of your library until a land card is revealed.",
        "Sorcery",
        "until",
    ),
    ("{3}: Turn Test Card facedown.", CREATURE, "facedown."),
    ("{3}: Turn Test Card face downward.", CREATURE, "downward."),
    ("Destroy target facedown creature.", "Instant", "facedown"),
    ("Target player separates all creatures they control in two piles.", "Sorcery", "two"),
    ("Separate all creatures target player controls into two pile.", "Sorcery", "into"),
    ("Put one piles into your hand.", "Sorcery", "piles"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


@pytest.mark.parametrize(
    "line",
    [
        "Target player reveals cards from the top of their library until a creature card are "
        "revealed.",
        "Target player reveals cards from the top of their library until two creature cards is "
        "revealed.",
    ],
)
def test_the_passive_agrees_with_its_number(line: str) -> None:
    """ "is revealed" of one card, "are revealed" of several: the other is no reading (C002
    at the verb)."""
    column = line.index(" is revealed" if " is " in line else " are revealed") + 2
    assert card_errors(line, "Sorcery") == [("C002", column)]


def _ability(line: str, card_type: str = "Sorcery") -> ir.Ability:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = compiled.ir.abilities
    return ability


def test_remove_from_combat_is_its_verb_on_its_target() -> None:
    ability = _ability("Remove target attacking or blocking creature from combat.", "Instant")
    assert isinstance(ability.effect, ir.Action)
    assert ability.effect.verb is ir.Verb.REMOVE_FROM_COMBAT
    assert ability.effect.objects == ir.TargetObjects(0)


def test_the_owner_of_the_target_shuffles_the_target() -> None:
    """ "The owner of target creature shuffles it into their library": the target, into its
    owner's library (CR 108.3, 701.24a)."""
    ability = _ability("The owner of target creature shuffles it into their library.")
    assert isinstance(ability.effect, ir.Action)
    assert ability.effect.verb is ir.Verb.SHUFFLE_INTO
    assert ability.effect.objects == ir.TargetObjects(0)


def test_the_passive_reveals_until_as_the_active() -> None:
    passive = _ability(
        "Target player reveals cards from the top of their library until a creature card is "
        "revealed. That player puts that card into their hand."
    )
    active = _ability(
        "Target player reveals cards from the top of their library until they reveal a creature "
        "card. That player puts that card into their hand."
    )
    assert isinstance(passive.effect, ir.Sequence) and isinstance(active.effect, ir.Sequence)
    assert [type(s) for s in passive.effect.steps] == [type(s) for s in active.effect.steps]
    first, second = passive.effect.steps[0], active.effect.steps[0]
    assert isinstance(first, ir.Action) and isinstance(second, ir.Action)
    assert (first.verb, first.count, first.filter, first.players) == (
        second.verb,
        second.count,
        second.filter,
        second.players,
    )
