# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 49 (combat, second pass): keyword abilities named in a description ("creatures with
horsemanship", "each creature without flanking", CR 702), "that's attacking or blocking" (CR
506.4), costs to attack or block ("can't attack unless you sacrifice a land", CR 508.1d,
508.1g-h, 509.1c-d) and an effect that makes an attacking creature blocked (CR 509.1h): each
read where it plays, refused (C001 at its span) where the runtime can't play what it says, and
an error at its word where the wording is not Oracle's."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .families import (
    assert_refused_at,
    card_errors,
    compiled_abilities,
    ir_nodes_of,
    word_column,
)

CREATURE = "Creature — Human Soldier"

#: (line, card type, the word C001 must stand at, or None where the line plays)
READ = [
    # a keyword ability the runtime knows by name (CR 702.31, 702.28, 702.25)
    ("Test Card can't be blocked by creatures with horsemanship.", CREATURE, None),
    ("Destroy target creature with horsemanship.", "Sorcery", None),
    ("Tap one or two target creatures without horsemanship.", "Instant", None),
    ("Test Card deals 2 damage to each creature without horsemanship.", "Sorcery", None),
    ("Destroy target creature with shadow.", "Instant", None),
    ("Attacking creatures with flanking get +1/+1 until end of turn.", "Instant", None),
    ("Creatures you control with banding get +1/+1.", "Enchantment", None),
    # one the runtime does not know on an object: refused at "with"
    ("Destroy target creature with mutate.", "Instant", "with"),
    # attacking or blocking (CR 506.4)
    ("Destroy target black or red creature that's attacking or blocking. You gain 2 life.", "Instant", None),
    # costs to attack (CR 508.1d, 508.1h): mana of the source alone is its attack tax
    ("Test Card can't attack unless you pay {2}.", CREATURE, None),
    ("Test Card can't attack or block unless you pay {2}.", CREATURE, "attack"),
    ("Test Card can't block unless you pay {1}.", CREATURE, "block"),
    ("Test Card can't attack unless you sacrifice a land.", CREATURE, "you"),
    ("Test Card can't attack unless you sacrifice two Islands.", CREATURE, "you"),
    ("Test Card can't attack unless you return an enchantment you control to its owner's hand.", CREATURE, "you"),
    ("Green creatures can't attack unless their controller sacrifices a land for each green creature they control that's attacking.", "Enchantment", "their"),
    ("Creatures you control can't attack unless you pay {1}.", "Enchantment", "can't"),
    # an effect that makes attacking creatures blocked (CR 509.1h)
    ("Target unblocked attacking creature becomes blocked.", "Instant", None),
    ("Attacking creatures become blocked.", "Instant", None),
    ("{T}: Target unblocked attacking creature becomes blocked. Activate only during combat after blockers are declared.", CREATURE, None),
    # requirements on which creatures block it (CR 509.1c)
    ("Equipped creature gets +3/+1 and must be blocked by an Eldrazi if able.", "Artifact — Equipment", "must"),
    ("Test Card must be blocked by two or more creatures if able.", CREATURE, "must"),
    # the creatures blocking it but one (CR 509.1a)
    ("Whenever Test Card becomes blocked, it gets -1/-1 until end of turn for each creature blocking it beyond the first.", CREATURE, "for"),
    # an Aura or Equipment attached (CR 303.4, 301.5)
    ("Whenever a creature you control that's enchanted becomes blocked, it gets +1/+1 until end of turn.", "Enchantment", "that's"),
    ("Whenever a creature you control that's enchanted or equipped attacks, that creature gains double strike until end of turn.", CREATURE, "that's"),
    # the blocks of this turn (CR 509.1a, 509.1h)
    ("At end of combat, destroy each creature that blocked or was blocked this turn.", "Enchantment", "that"),
    ("Exile target creature that blocked or was blocked by a Zombie this turn.", "Instant", "that"),
    ("Destroy all creatures that blocked or were blocked by target creature this turn.", "Instant", "that"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    ("Test Card can't attack unless you sacrifices a land.", CREATURE, "sacrifices"),
    ("Test Card can't attack unless you pays {2}.", CREATURE, "pays"),
    ("Target unblocked attacking creature becomes block.", "Instant", "block."),
    ("Destroy target creature with horsemenship.", "Instant", "horsemenship."),
    ("Destroy target creature that's attacking and blocking.", "Instant", "blocking."),
    ("Test Card must be block by two or more creatures if able.", CREATURE, "block"),
    ("Whenever Test Card becomes blocked, it gets -1/-1 until end of turn for each creature blocking it beyond first.", CREATURE, "beyond"),
    ("Exile target creature that blocked or blocked by a Zombie this turn.", "Instant", "blocked by"),
    ("Exile target creature that blocked or was block by a Zombie this turn.", "Instant", "was"),
    ("Whenever Test Card becomes blocked, it gets +1/+1 until end of turn for each creature blocking them.", CREATURE, "them."),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    assert card_errors(line, card_type) == [("E001", word_column(line, word))]


def test_with_and_without_a_keyword_are_the_filters_keywords() -> None:
    ability = compiled_abilities(
        "Tap one or two target creatures without horsemanship.", "Instant"
    )[-1]
    assert [f.excluded_keywords for f in ir_nodes_of(ability, ir.ObjectFilter)] == [
        ("horsemanship",)
    ]
    ability = compiled_abilities("Destroy target creature with shadow.", "Instant")[-1]
    assert [f.keywords for f in ir_nodes_of(ability, ir.ObjectFilter)] == [("shadow",)]


def test_that_s_attacking_or_blocking_is_in_combat() -> None:
    ability = compiled_abilities(
        "Destroy target creature that's attacking or blocking.", "Instant"
    )[-1]
    (filt,) = ir_nodes_of(ability, ir.ObjectFilter)
    assert filt.attacking_or_blocking


def test_a_mana_cost_to_attack_is_the_sources_attack_tax() -> None:
    ability = compiled_abilities("Test Card can't attack unless you pay {2}.", CREATURE)[-1]
    (restriction,) = ir_nodes_of(ability, ir.Restriction)
    assert (restriction.kind, restriction.mana, restriction.affected.filter) == (
        "attack_tax",
        "{2}",
        None,
    )


def test_becomes_blocked_is_its_verb() -> None:
    ability = compiled_abilities("Target unblocked attacking creature becomes blocked.", "Instant")[
        -1
    ]
    (action,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.BECOME_BLOCKED]
    assert action.objects is not None


#: Keyword lines that need more than the keyword's name to stand on a card
_KEYWORD_LINES = {"cycling": "Cycling {2}", "flashback": "Flashback {2}{R}"}


def test_filter_keywords_are_known_to_the_runtime() -> None:
    """Every keyword a description may test answers ``has_keyword`` on an object that has it
    (checked on each one that stands alone on a creature, an instant or an artifact), and the
    keywords the runtime builds as effects that do not carry their name are not among them:
    "creatures with riot" would otherwise describe no creature at all."""
    from karlov.compiler.objects import DESCRIBED_KEYWORDS
    from karlov.runtime import Game
    from karlov.scenario import definitions_from_text

    assert not DESCRIBED_KEYWORDS & {"riot", "sunburst", "undaunted"}
    checked = 0
    for word in sorted(DESCRIBED_KEYWORDS):
        line = _KEYWORD_LINES.get(word, word.capitalize())
        for card_type, rest, zone in (
            ("Creature — Bear", "2/2\n", "battlefield"),
            ("Instant", "Draw a card.\n", "hand"),
            ("Artifact", "", "battlefield"),
        ):
            text = f"Probe {{1}}\n{card_type}\n{line}\n{rest}"
            if karlov.check(text):
                continue
            game = Game(("Alice", "Bob"))
            probe = game.add_card(definitions_from_text(text)["Probe"], "Alice", zone)
            assert game.chars(probe).has_keyword(word), word
            checked += 1
            break
    assert checked >= 50
