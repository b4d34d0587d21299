# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (back references, CR 608.2c): "that player" after "its owner's hand" is that
permanent's owner (CR 108.3: Recoil), after "target creature an opponent controls" that the
target moved its controller as it last existed (CR 608.2h); "one of them" after the cards looked
at is one of them, chosen as it resolves (CR 608.2d: Browse, Wu Spy, Thoughtpicker Witch), and
nowhere else an instruction that would act on all of them; "they" as a clause's subject is the
one player named before it, of the last "may", or of the triggering event (CR 603.7c: Horn of
Plenty, Chain of Vapor); "it's" in an effect's own "if" is the triggering event's object (Emiel
the Blessed), and an "instead" after "If you do, ..." replaces the instruction done if you do;
"the other creature" of a block or damage event is read and refused (CR 509.1). A referent
the runtime does not follow is refused at its words; a wording Oracle never uses is an error
at its word."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import (
    assert_error_at,
    assert_refused_at,
    compiled_abilities,
    errors_and_refusals,
    ir_nodes_of,
    word_column,
)

CREATURE = "Creature — Human Wizard"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Recoil, Compelling Deterrence: the one player named is the owner (CR 108.3, 608.2c)
    ("Return target permanent to its owner's hand. Then that player discards a card.", "Instant", None),
    ("Return target nonland permanent to its owner's hand. Then that player discards a card if you control a Zombie.", "Instant", None),
    # several owners named: no one player
    ("Return all creatures to their owners' hands. That player discards a card.", "Instant", "That player discards"),
    ("Return target creature and target land to their owners' hands. That player discards a card.", "Instant", "target creature and target land"),
    # the target an opponent controls, exiled: its controller as it last existed (CR 608.2h)
    ("Exile target creature an opponent controls. That player loses 2 life.", "Instant", None),
    # Blessed Reincarnation: that player reveals; the shuffle of the rest is not read yet
    ("Exile target creature an opponent controls. That player reveals cards from the top of their library until a creature card is revealed. The player puts that card onto the battlefield, then shuffles the rest into their library.", "Instant", "shuffles the rest into their library"),
    # Geth, Lord of the Vault: the one target card's graveyard is its owner's (CR 400.3)
    ("{X}{B}: Put target artifact or creature card with mana value X from an opponent's graveyard onto the battlefield under your control tapped. Then that player mills X cards.", CREATURE, None),
    # a card of any graveyard: whose is not said
    ("{B}: Exile target card from a graveyard. That player loses 1 life.", CREATURE, "That player loses"),
    # one of the cards looked at, chosen (CR 608.2c, 608.2d)
    ("{2}{U}{U}: Look at the top five cards of your library, put one of them into your hand, and exile the rest.", "Enchantment", None),
    ("Look at the top two cards of your library. Put one of them into your graveyard.", "Sorcery", None),
    ("When Test Card enters the battlefield, look at the top two cards of target player's library. Put one of them into their graveyard.", CREATURE, None),
    ("{1}, Sacrifice a creature: Look at the top two cards of target opponent's library, then exile one of them.", CREATURE, None),
    # a card of another player's library into your hand, or into another player's graveyard
    ("Look at the top two cards of target player's library. Put one of them into your hand.", "Sorcery", "into your hand"),
    ("Look at the top two cards of your library. Put one of them into target player's graveyard.", "Sorcery", "target player's graveyard"),
    # "one of them" of anything else would act on all of them: refused
    ("Draw three cards, then discard one of them.", "Sorcery", "one of them"),
    ("Tap two target creatures. Untap one of them.", "Sorcery", "one of them"),
    ("Exile the top three cards of your library. Return one of them to your hand.", "Sorcery", "one of them"),
    # "they": the player of the event (CR 603.7c), of the last "may", the one player named
    ("Whenever a player casts a spell, they may pay {1}. If the player does, they draw a card at the beginning of the next end step.", "Artifact", None),
    ("At the beginning of each opponent's upkeep, if that player has no cards in hand, they lose 2 life.", "Enchantment", None),
    ("Target opponent sacrifices a green or white creature. If that player does, they lose 2 life.", "Sorcery", None),
    ("Return target nonland permanent to its owner's hand. Then that permanent's controller may sacrifice a land. If the player does, they may copy this spell and may choose a new target for that copy.", "Instant", None),
    # Umbilicus: "unless they pay" of the one player who chooses and returns (CR 118.12)
    ("At the beginning of each player's upkeep, that player returns a permanent they control to its owner's hand unless they pay 2 life.", "Artifact", None),
    # each player, each their own choice: not read yet
    ("At the beginning of your end step, each player loses 4 life unless they sacrifice a nontoken creature.", "Artifact", "they sacrifice a nontoken creature"),
    # "its controller" names no player "they" could be: refused
    ("Destroy target creature. Its controller loses 2 life. They draw a card.", "Instant", "They draw a card"),
    # a player named and another player's "may": which one is not said
    ("Target opponent loses 1 life. Its controller may pay {1}. If the player does, they draw a card.", "Instant", "they draw a card"),
    # Emiel the Blessed: the event's object, in the effect's own "if"
    ("Whenever another creature enters the battlefield under your control, you may pay {G/W}. If you do, put a +1/+1 counter on it. If it's a Unicorn, put two +1/+1 counters on it instead.", "Creature — Unicorn", None),
    # an intervening "if" about the event's object, read with the event as it triggers and
    # as it resolves (CR 603.4)
    ("Whenever another creature enters the battlefield under your control, if it's a Unicorn, you gain 1 life.", "Creature — Unicorn", None),
    ("Whenever another permanent you control is turned face up, if it's a creature, put two +1/+1 counters on it.", CREATURE, None),
    # "the other creature" (CR 509.1): read, refused
    ("Whenever Test Card blocks or becomes blocked by a creature, the other creature gains first strike until end of turn.", CREATURE, "the other creature"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


@pytest.mark.parametrize(
    ("line", "refused_at"),
    [
        # Mammoth Harness, Venom: the trigger on the enchanted creature's block is refused
        # first; "the other creature" reads
        (
            "Whenever enchanted creature blocks or becomes blocked by a creature, the other creature gains first strike until end of turn.",
            "enchanted creature blocks",
        ),
        (
            "Whenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other creature at end of combat.",
            "enchanted creature blocks",
        ),
    ],
)
def test_the_other_creature_of_an_auras_creature(line: str, refused_at: str) -> None:
    lines = ["Enchant creature", line]
    assert errors_and_refusals(lines, "Enchantment — Aura") == [
        ("C001", 4, word_column(line, refused_at))
    ]


def test_that_player_after_its_owners_hand_is_the_owner() -> None:
    """Recoil: "that player" is the returned permanent's owner (CR 108.3), who never changes."""
    (ability,) = compiled_abilities(
        "Return target permanent to its owner's hand. Then that player discards a card.", "Instant"
    )
    (discard,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.DISCARD]
    assert discard.players is not None and discard.players.who == "owner"
    assert discard.players.of == ir.TargetObjects(0)


def test_one_of_them_is_one_card_chosen_among_those_looked_at() -> None:
    (ability,) = compiled_abilities(
        "Look at the top two cards of your library. Put one of them into your graveyard.", "Sorcery"
    )
    (look,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.LOOK_AT]
    (choose,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.CHOOSE]
    (move,) = [a for a in ir_nodes_of(ability, ir.Action) if a.verb is ir.Verb.MOVE]
    assert choose.objects == ir.Mentioned(look.remember, True)
    assert choose.count is not None and choose.count.value == 1
    assert move.objects == ir.Mentioned(choose.remember, False)
    assert move.zone is ir.ZoneName.GRAVEYARD


def test_they_after_a_players_spell_is_the_caster() -> None:
    (ability,) = compiled_abilities(
        "Whenever a player casts a spell, they lose 1 life.", "Enchantment"
    )
    (lose,) = [a for a in ir_nodes_of(ability, ir.Action) if a.players is not None]
    assert lose.players.who == "that_player"  # type: ignore[union-attr]


def test_instead_after_if_you_do_stays_inside_it() -> None:
    """Emiel the Blessed: the Unicorn's two counters replace the one put if you paid, and
    only if you paid (CR 608.2c); the payment is asked once."""
    (ability,) = compiled_abilities(
        "Whenever another creature enters the battlefield under your control, you may pay {G/W}. If you do, put a +1/+1 counter on it. If it's a Unicorn, put two +1/+1 counters on it instead.",
        "Creature — Unicorn",
    )
    assert len(ir_nodes_of(ability, ir.MayDo)) == 1
    (done,) = ir_nodes_of(ability, ir.IfDone)
    assert isinstance(done.effect, ir.IfCondition)
    assert isinstance(done.effect.condition, ir.ObjectIs)
    assert isinstance(done.effect.condition.object, ir.EventObject)


#: (line, card type, code, the word the error stands at)
NEAR_MISSES = [
    # "the other" names one creature: no plural, no other noun
    ("Whenever Test Card blocks or becomes blocked by a creature, destroy the other creatures.", CREATURE, "E001", "creatures."),
    ("Whenever Test Card blocks or becomes blocked by a creature, destroy the other one.", CREATURE, "E001", "one."),
    # "one of them" is not "one of it"
    ("Look at the top two cards of your library. Put one of it into your graveyard.", "Sorcery", "E001", "it"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "code", "word"), NEAR_MISSES)
def test_near_misses_fail_at_their_word(line: str, card_type: str, code: str, word: str) -> None:
    assert_error_at(line, card_type, code, word)
