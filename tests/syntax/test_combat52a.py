# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 52 (combat words as qualifiers and conditions on objects and players, CR 506-509):
"target tapped or blocking creature" (either state, CR 110.5, 506.4), "creature that attacked
you this turn" (CR 508.1b), "creatures that blocked ~ this turn", "each creature it blocked
this combat", "creatures that were blocked by target Wall this turn" (CR 509.1a, 509.1h), "if
~ blocked or was blocked [by a blue creature] this turn", "each other creature that's attacking
one of your opponents" (CR 506.3, 508.1b), "Each opponent attacking that player ..." (CR 506.2),
"Whenever ~ attacks an opponent" (CR 508.3a). What the runtime does not record (whom a creature
attacked, which creature blocked which) is read and refused at its words; a wording that is not
Oracle's is an error at its word."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.compiler.accounting import descendants
from karlov.frontend import nodes

from .families import (
    assert_refused_at,
    card_errors,
    card_text,
    cards_lines_text,
    compiled_abilities,
    errors_and_refusals,
    ir_nodes_of,
    refusals,
    word_column,
)

CREATURE = "Creature — Human Archer"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Tetsuo Umezawa: either state (CR 110.5, 506.4)
    ("{U}{B}{B}{R}, {T}: Destroy target tapped or blocking creature.", CREATURE, None),
    ("{T}: Tap target untapped or attacking creature.", CREATURE, None),
    # Jabari's Influence: declared as an attacker attacking you this turn (CR 508.1b) plays;
    # another player named is refused
    ("Gain control of target nonartifact, nonblack creature that attacked you this turn and put a -1/-0 counter on it.", "Instant", None),
    ("Destroy each creature that attacked target player this turn.", "Sorcery", "that attacked target player this turn"),
    # Joven's Ferrets, Glyph of Reincarnation: which creature blocked which is not recorded
    ("At end of combat, tap all creatures that blocked Test Card this turn. They don't untap during their controller's next untap step.", CREATURE, "that blocked Test Card this turn"),
    ("Destroy all creatures that were blocked by target Wall this turn.", "Instant", "that were blocked by target Wall this turn"),
    ("{T}: Destroy target creature it blocked this turn.", CREATURE, "it blocked this turn"),
    # Martial Impetus's second ability, on its own creature: attacking a player who is an
    # opponent (CR 102.2, 508.1b) plays; another player named is refused
    ("Whenever Test Card attacks, each other creature that's attacking one of your opponents gets +1/+1 until end of turn.", CREATURE, None),
    ("Whenever Test Card attacks, each other creature attacking one of your opponents gets +1/+1 until end of turn.", CREATURE, None),
    ("Whenever Test Card attacks, destroy target creature that's attacking target opponent.", CREATURE, "that's attacking target opponent"),
    # Sea Troll: "by a blue creature" is the other creature of the block
    ("{U}: Regenerate Test Card. Activate only if Test Card blocked or was blocked by a blue creature this turn.", "Creature — Troll", "a blue creature"),
    # without the other creature: either of the source's own history (CR 509.1a, 509.1h)
    ("{U}: Regenerate Test Card. Activate only if Test Card blocked or was blocked this turn.", "Creature — Troll", None),
    # Kaalia of the Vast's trigger: "an opponent" is one of your opponents (CR 508.3a)
    ("Whenever Test Card attacks an opponent, draw a card.", CREATURE, None),
    ("Whenever a creature you control attacks an opponent, you gain 1 life.", "Enchantment", None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_curse_of_bounty_reads_the_players_attacking_enchanted_player() -> None:
    """Curse of Bounty: "Each opponent attacking that player" (CR 506.2, 508.1b) is one player
    description in the tree (its trigger, "enchanted player is attacked", is refused first)."""
    lines = [
        "Enchant player",
        "Whenever enchanted player is attacked, untap all nonland permanents you control. Each opponent attacking that player draws a card.",
    ]
    (card,) = karlov.parse(cards_lines_text(lines, "Enchantment — Aura Curse"))
    (found,) = [n for n in descendants(card.abilities[1].body, nodes.PlayerAttacking)]
    assert [type(item).__name__ for item in found.items if isinstance(item, nodes.Node)] == [
        "EachOpponent",
        "ThatPlayer",
    ]


def test_players_attacking_a_player_are_refused_at_their_words() -> None:
    """No player description of the IR says "attacking that player": refused there."""
    line = "Whenever Test Card attacks, each opponent attacking defending player loses 1 life."
    assert card_errors(line, CREATURE) == []
    column = word_column(line, "each opponent attacking defending player")
    assert refusals(line, CREATURE) == [("C001", column)]


def test_tapped_or_blocking_is_either_state() -> None:
    (ability,) = compiled_abilities("{T}: Destroy target tapped or blocking creature.", CREATURE)
    (filt,) = [f for f in ir_nodes_of(ability, ir.ObjectFilter) if f.alternatives]
    assert [(a.tapped, a.blocking) for a in filt.alternatives] == [(True, None), (None, True)]


def test_attacking_one_of_your_opponents_is_one_quality() -> None:
    for line in (
        "Whenever Test Card attacks, each other creature that's attacking one of your opponents gets +1/+1 until end of turn.",
        "Whenever Test Card attacks, each other creature attacking one of your opponents gets +1/+1 until end of turn.",
    ):
        (ability,) = compiled_abilities(line, CREATURE)
        (filt,) = [f for f in ir_nodes_of(ability, ir.ObjectFilter) if f.attacking_an_opponent]
        assert filt.other and not filt.attacking_you


@pytest.mark.parametrize(
    ("lines", "card_type", "other"),
    [
        # Martial Impetus: "other" than the enchanted creature (CR 303.4), not the Aura
        (
            [
                "Enchant creature",
                "Whenever enchanted creature attacks, each other creature that's attacking one of your opponents gets +1/+1 until end of turn.",
            ],
            "Enchantment — Aura",
            "other creature that's attacking",
        ),
        # Sigil of Valor: "other" than the equipped creature (CR 301.5)
        (
            [
                "Whenever equipped creature attacks alone, it gets +1/+1 until end of turn for each other creature you control.",
                "Equip {1}",
            ],
            "Artifact — Equipment",
            "other creature you control",
        ),
    ],
)
def test_other_in_a_trigger_of_an_aura_on_its_creature_is_refused(
    lines: list[str], card_type: str, other: str
) -> None:
    """ "each other creature" in a trigger of an Aura or Equipment on the creature it is
    attached to is other than that creature, not other than the source: refused at "other"."""
    line = 4 if lines[0].startswith("Enchant") else 3
    column = word_column(lines[line - 3], other)
    assert errors_and_refusals(lines, card_type) == [("C001", line, column)]


def test_that_attacked_you_this_turn_is_one_quality() -> None:
    (ability,) = compiled_abilities(
        "Gain control of target nonartifact, nonblack creature that attacked you this turn.",
        "Instant",
    )
    (filt,) = [f for f in ir_nodes_of(ability, ir.ObjectFilter) if f.attacked_you_this_turn]
    assert not filt.attacked_this_turn


def test_blocked_or_was_blocked_is_either_of_the_sources_history() -> None:
    (ability,) = compiled_abilities(
        "{U}: Regenerate Test Card. Activate only if Test Card blocked or was blocked this turn.",
        "Creature — Troll",
    )
    (either,) = ir_nodes_of(ability, ir.AnyCondition)
    assert [c.state for c in either.conditions] == ["blocked_this_turn", "was_blocked_this_turn"]


def test_attacks_an_opponent_is_attacks_one_of_your_opponents() -> None:
    (mine,) = compiled_abilities("Whenever Test Card attacks an opponent, draw a card.", CREATURE)
    (theirs,) = compiled_abilities(
        "Whenever Test Card attacks one of your opponents, draw a card.", CREATURE
    )
    assert isinstance(mine.trigger, ir.EventTrigger)
    assert mine.trigger.event == theirs.trigger.event == "attacks_opponent_player"  # type: ignore[union-attr]
    assert mine.trigger.subject is None


#: (line, card type, the word the error stands at)
NEAR_MISSES = [
    # no verb: "that's attacking" or "attacking" alone
    ("Destroy target creature that attacking you.", "Instant", "attacking"),
    # "a blue creature" is one creature
    ("{U}: Regenerate Test Card. Activate only if Test Card blocked or was blocked by a blue creatures this turn.", "Creature — Troll", "creatures"),
    # "attacked" takes its player with no preposition
    ("Gain control of target creature that attacked to you this turn.", "Instant", "to"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, word: str) -> None:
    errors = card_errors(line, card_type)
    assert errors, line
    assert errors[0][1] == word_column(line, word)


def test_the_article_of_an_opponent_is_warned_at_its_word() -> None:
    """ "attacks a opponent": the article's agreement is W121 at "a", as everywhere."""
    line = "Whenever Test Card attacks a opponent, draw a card."
    found = karlov.check(card_text(line, CREATURE))
    assert [(d.code, d.span.column) for d in found if d.code == "W121"] == [
        ("W121", word_column(line, "a opponent"))
    ]
