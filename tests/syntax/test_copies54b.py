# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 54 (copy effects, CR 707): tokens that are copies put onto the battlefield tapped and
attacking ("create a token that's a copy of another target attacking creature and that's
tapped and attacking", "create X tokens that are copies of ~ and that are tapped and
attacking", "create a tapped and attacking token that's a copy of ..., except ...", CR 707.2,
707.9b, 508.4) and "the token(s)" after them; a spell copied more than once ("copy that spell
twice [instead]", "three times", CR 707.10) and "the copies" after it (CR 707.10c); "Populate X
times." (a creature token chosen anew each time, CR 701.36a); "except it has haste and
dethrone" (CR 702.105a). Read and refused at their words: a copy effect for a duration with
exceptions ("become a copy of ... until end of turn, except it has haste", CR 611.2a), "it's not
legendary" (CR 707.9b), copying a card more than once (CR 707.12). A wording that is not
Oracle's is an error at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    compiled_abilities,
    ir_nodes_of,
)

CREATURE = "Creature — Human Warrior"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Flamerush Rider: the copy enters tapped and attacking (CR 508.4); "the token" is it
    ("Whenever Test Card attacks, create a token that's a copy of another target attacking creature and that's tapped and attacking. Exile the token at end of combat.", CREATURE, None),
    # Nacatl War-Pride's trigger: several copies, "the tokens" after them
    ("Whenever Test Card attacks, create X tokens that are copies of Test Card and that are tapped and attacking, where X is the number of creatures defending player controls. Exile the tokens at the beginning of the next end step.", CREATURE, None),
    # "the tokens" after one token, "the token" after several: refused, not read as them
    ("Whenever Test Card attacks, create a token that's a copy of another target attacking creature and that's tapped and attacking. Exile the tokens at end of combat.", CREATURE, "the tokens"),
    # Phantom Steed's form (status before the noun), with and without an exception
    ("Whenever Test Card attacks, create a tapped and attacking token that's a copy of another target creature you control, except it's an Illusion in addition to its other types. Sacrifice that token at end of combat.", CREATURE, None),
    ("Whenever Test Card attacks, create a tapped and attacking token that's a copy of another target creature you control.", CREATURE, None),
    # Delina, Wild Mage's exception: a supertype removed, which the runtime's copies don't take
    ("Whenever Test Card attacks, create a tapped and attacking token that's a copy of another target creature you control, except it's not legendary and it has haste.", CREATURE, "it's not legendary"),
    # Dack's Duplicate: dethrone after another keyword in the exception (CR 702.105a)
    ("You may have Test Card enter as a copy of any creature on the battlefield, except it has haste and dethrone.", "Creature — Shapeshifter", None),
    # Increasing Vengeance: two copies instead of one, "the copies" whichever were made
    ("Copy target instant or sorcery spell you control. If this spell was cast from a graveyard, copy that spell twice instead. You may choose new targets for the copies.", "Instant", None),
    ("Copy target instant or sorcery spell you control twice. You may choose new targets for the copies.", "Instant", None),
    ("Copy target instant or sorcery spell you control three times.", "Instant", None),
    # "the copy" after three copies is not all of them
    ("Copy target instant or sorcery spell you control three times. You may choose new targets for the copy.", "Instant", "the copy"),
    # Oracle says "twice" for two
    ("Copy target instant spell you control two times.", "Instant", "two times"),
    # Chandra, Pyromaster's -7: copies of a card (CR 707.12), not spells
    ("Exile the top ten cards of your library. Choose an instant or sorcery card exiled this way and copy it three times.", "Sorcery", "it three times"),
    # Full Flowering: each populate chooses a token anew (CR 701.36a); Oracle says "twice"
    ("Populate X times.", "Sorcery", None),
    ("Populate two times.", "Sorcery", "Populate two times."),
    # Cursed Mirror, Crystalline Resonance: a copy effect for a duration (CR 611.2a)
    ("Whenever you cycle a card, you may have Test Card become a copy of another target permanent until your next turn, except it has this ability.", "Enchantment", "until your next turn"),
    ("At the beginning of combat on your turn, you may have Test Card become a copy of another target creature until end of turn, except it has haste.", CREATURE, "until end of turn"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the word the error stands at): wordings Oracle never uses
NEAR_MISSES = [
    # the verb agrees with the number of tokens
    ("Whenever Test Card attacks, create a token that's a copy of another target attacking creature and that are tapped and attacking.", CREATURE, "and that are"),
    ("Whenever Test Card attacks, create two tokens that are copies of Test Card and that's tapped and attacking.", CREATURE, "and that's"),
    ("Copy target instant or sorcery spell you control one time.", "Instant", "time."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_near_misses_are_errors_at_their_word(line: str, card_type: str, word: str) -> None:
    assert_error_at(line, card_type, "E001", word)


def test_flamerush_rider_token_enters_tapped_and_attacking() -> None:
    """The token that's a copy is created tapped and attacking (CR 508.4); "the token" after
    it is the one recorded by the creation."""
    (ability,) = compiled_abilities(READ[0][0], CREATURE)
    (create,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.CREATE_COPY]
    assert create.tapped and create.attacking
    assert create.amount == ir.Fixed(1)
    exiled = [m for m in ir_nodes_of(ability, ir.Mentioned) if m.key == create.remember]
    assert exiled and not exiled[0].plural


def test_increasing_vengeance_copies_are_recorded_where_the_one_copy_is() -> None:
    """ "copy that spell twice instead" (CR 614.1a) records its copies under the key of the
    copy it replaces, so "the copies" after it name whichever were made (CR 707.10c)."""
    (ability,) = compiled_abilities(READ[7][0], "Instant")
    (instead,) = ir_nodes_of(ability, ir.Instead)
    assert isinstance(instead.usual, ir.Action) and isinstance(instead.replacement, ir.Action)
    assert instead.usual.amount is None
    assert instead.replacement.amount == ir.Fixed(2)
    assert instead.usual.remember == instead.replacement.remember
    (choose,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.CHOOSE_NEW_TARGETS]
    assert choose.objects == ir.Mentioned(instead.usual.remember, True)


def test_populate_x_times_chooses_anew_each_time() -> None:
    """ "Populate X times." (CR 701.36a): X times, a creature token you control chosen each
    time (under a choice key of its own), one copy each — not X copies of one choice."""
    (ability,) = compiled_abilities("Populate X times.", "Sorcery")
    (create,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.CREATE_COPY]
    assert create.choose_each_time
    assert isinstance(create.amount, ir.XValue)
    assert isinstance(create.objects, ir.ChosenObjects) and create.objects.key
