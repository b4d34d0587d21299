"""Players as subjects (session 40d): "any player may ..." and "unless any player pays"
(CR 118.12a: each player in APNAP order may, until one does, CR 101.4), "If a player does",
"Each player may ..." (each player chooses, CR 101.4, 608.2d), "each player who [did it] this
way" and "for each opponent who does" (the players who did the optional instruction before
it, CR 608.2c), "each other player" (every player but you, CR 102.1) and "draw up to N cards"
(the player chooses how many, CR 608.2d, 121.2)."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.explain import Meaning

from .lowering import abilities_of, c001_of, compile_text


def _walk(node: object) -> list[object]:
    found = [node]
    for child in ir.children(node):
        found += _walk(child)
    return found


def _of(kind: type, text: str) -> list:
    return [n for ability in abilities_of(text) for n in _walk(ability) if isinstance(n, kind)]


def test_any_player_may_and_if_a_player_does() -> None:
    text = (
        "Test Wurm {3}{G}\nCreature — Wurm\nWhen Test Wurm enters, any player may sacrifice a "
        "land. If a player does, put Test Wurm on top of its owner's library.\n6/6\n"
    )
    (may,) = _of(ir.MayDo, text)
    assert may.chooser.who == "any_player"
    assert isinstance(may.effect, ir.Action) and may.effect.verb is ir.Verb.SACRIFICE
    assert may.effect.players is not None and may.effect.players.who == "any_player"
    (done,) = _of(ir.IfDone, text)
    assert isinstance(done.effect, ir.Action) and done.effect.verb is ir.Verb.MOVE


def test_unless_any_player_pays() -> None:
    text = (
        "Test Shade {1}{B}\nCreature — Shade\n{B}: Test Shade gets +1/+1 until end of turn "
        "unless any player pays {2}.\n1/1\n"
    )
    (unless,) = _of(ir.UnlessPays, text)
    assert unless.players.who == "any_player" and unless.cost.mana == "{2}"


def test_each_player_who_searched_this_way_are_those_who_did() -> None:
    text = (
        "Test Giant {3}{R}\nCreature — Giant\nWhen Test Giant enters, each other player may "
        "search their library for a land card and put that card onto the battlefield. Then "
        "each player who searched their library this way shuffles.\n4/4\n"
    )
    (may,) = _of(ir.MayDo, text)
    assert may.chooser.who == "each_other_player" and may.key
    shuffles = [a for a in _of(ir.Action, text) if a.verb is ir.Verb.SHUFFLE]
    assert [(a.players.who, a.players.key) for a in shuffles] == [("mentioned", may.key)]


def test_for_each_opponent_who_does_counts_them() -> None:
    text = (
        "Test Contract {4}\nArtifact\nAt the beginning of your upkeep, each opponent may create "
        "a Treasure token. For each opponent who does, you create a Treasure token.\n"
    )
    (may,) = _of(ir.MayDo, text)
    (counted,) = _of(ir.ResultOf, text)
    assert (counted.key, counted.of, counted.times) == (may.key, "players", 1)


def test_draw_up_to_is_a_chosen_number() -> None:
    text = "Test Djinn {1}{U}{U}\nSorcery\nEach other player may draw up to three cards.\n"
    (draw,) = [a for a in _of(ir.Action, text) if a.verb is ir.Verb.DRAW]
    assert draw.count == ir.Count(ir.Relation.AT_MOST, 3)
    assert draw.amount == ir.Fixed(3)


def test_the_explanation_says_up_to_and_who_did_it() -> None:
    text = (
        "Test Explorer {1}{G}\nCreature — Elf Scout\nWhen Test Explorer enters, each player may "
        "discard a card. Each player who discarded a card this way may draw up to two cards."
        "\n3/3\n"
    )
    compiled = compile_text(text)
    assert compiled.ok and compiled.ir is not None
    said = Meaning().card(compiled.ir)
    assert "each player who did it may draw up to two cards (as many as they choose" in said


#: Each wording with the C001 it gets, verbatim: a reading the runtime would get wrong.
REFUSED = [
    # "If a player does" says "any player": after "each player may" each one did or didn't
    (
        "Test B {1}\nSorcery\nEach player may discard a card. If a player does, draw a card.\n",
        "the rules runtime cannot execute this yet: 'If a player does' after no 'any player may'",
    ),
    (
        "Test N {1}\nSorcery\nIf a player does, draw a card.\n",
        "the rules runtime cannot execute this yet: 'If a player does' after no 'any player may'",
    ),
    # "If you do" after several players' choice: which of them?
    (
        "Test C {1}\nSorcery\nEach player may discard a card. If you do, draw a card.\n",
        "the rules runtime cannot execute this yet: 'If you do' after an instruction several "
        "players may do",
    ),
    (
        "Test L {1}\nSorcery\nAny player may sacrifice a land. If you do, draw a card.\n",
        "the rules runtime cannot execute this yet: 'If you do' after an instruction several "
        "players may do",
    ),
    # "who [did] this way" restating another instruction than the one they may do
    (
        "Test D {1}\nSorcery\nEach player may discard a card. Each player who sacrificed a "
        "creature this way draws a card.\n",
        "the rules runtime cannot execute this yet: 'sacrificed a creature' is not what the "
        "players may do before it",
    ),
    (
        "Test M {1}\nSorcery\nEach player may discard two cards. Each player who discarded a "
        "card this way draws a card.\n",
        "the rules runtime cannot execute this yet: 'discarded a card' is not what the players "
        "may do before it",
    ),
    # no instruction several players may do before it
    (
        "Test E {1}\nSorcery\nYou may discard a card. Each player who discarded a card this way "
        "draws a card.\n",
        "the rules runtime cannot execute this yet: 'Each player who discarded a card this way' "
        "after no instruction several players may do",
    ),
    (
        "Test H {1}\nSorcery\nYou may create a Treasure token. For each opponent who does, draw "
        "a card.\n",
        "the rules runtime cannot execute this yet: 'for each opponent who does' after no "
        "instruction several players may do",
    ),
    # opponents among the players who may: only some of those who did
    (
        "Test F {1}\nSorcery\nEach player may discard a card. Each opponent who discarded a card "
        "this way draws a card.\n",
        "the rules runtime cannot execute this yet: 'Each opponent who discarded a card this "
        "way' of other players than those who may",
    ),
    (
        "Test G {1}\nSorcery\nEach player may create a Treasure token. For each opponent who "
        "does, draw a card.\n",
        "the rules runtime cannot execute this yet: 'for each opponent who does' of other "
        "players than those who may",
    ),
    # "up to X": the number chosen as the spell is cast, not read yet
    (
        "Test I {X}\nSorcery\nEach player may draw up to X cards.\n",
        "the rules runtime cannot execute this yet: 'up to X cards' of a number not written",
    ),
    # "each other player" after a player named: other than which?
    (
        "Test J {1}\nSorcery\nTarget player loses 2 life. Each other player gains 2 life.\n",
        "the rules runtime cannot execute this yet: 'each other player' after another player "
        "(other than whom?)",
    ),
    # their own card from their own graveyard: the return readings are of cards you return
    (
        "Test K {1}\nSorcery\nEach opponent may return a creature card from their graveyard to "
        "the battlefield.\n",
        "the rules runtime cannot execute this yet: another player returning cards",
    ),
]


@pytest.mark.parametrize(("text", "message"), REFUSED)
def test_refused_with_its_reason(text: str, message: str) -> None:
    assert c001_of(text) == [message]


def test_any_player_without_may_means_nothing() -> None:
    found = karlov.check("Test A {1}\nSorcery\nAny player sacrifices a land.\n")
    assert [(d.code, d.span.column, d.message) for d in found] == [
        ("C002", 1, "'any player' without 'may'")
    ]


#: Near misses of the wordings, each with its parse error, verbatim, and its column.
NEAR_MISSES = [
    (
        "Any players may sacrifice a land.",
        5,
        "unexpected 'players': expected a card type, subtype or quality, such as 'creature' or "
        "'Detective'",
    ),
    (
        "Any player may sacrifice a land. If any player does, draw a card.",
        41,
        "unexpected 'player': expected a card type, subtype or quality, such as 'creature' or "
        "'Detective'",
    ),
    (
        "Each player may search their library for a card and put it into their hand. Then each "
        "player who searches their library this way shuffles.",
        98,
        "unexpected 'searches': expected one of 'can't', 'discarded', 'sacrificed' or 'searched'",
    ),
    (
        "Each opponent may create a Treasure token. For each opponent who do, you create a "
        "Treasure token.",
        53,
        "unexpected 'opponent': expected a card type, subtype or quality, such as 'creature' or "
        "'Detective'",
    ),
    ("Each player may draw up two cards.", 25, "unexpected 'two': expected 'to'"),
    (
        "Each player may discard a card. Each player who discarded a card that way draws a card.",
        66,
        "unexpected 'that': expected 'this'",
    ),
    (
        "Draw a card unless any players pay {2}.",
        24,
        "unexpected 'players': expected a card type, subtype or quality, such as 'creature' or "
        "'Detective'",
    ),
]


@pytest.mark.parametrize(("line", "column", "message"), NEAR_MISSES)
def test_a_near_miss_is_a_positioned_error(line: str, column: int, message: str) -> None:
    found = karlov.check(f"Test Near {{1}}{{U}}\nSorcery\n{line}\n")
    assert [(d.code, d.span.line, d.span.column, d.message) for d in found] == [
        ("E001", 3, column, message)
    ]


def test_pay_life_is_an_instruction_of_the_player() -> None:
    text = (
        "Test Poet {1}{B}\nCreature — Human Warlock\nWhenever Test Poet attacks, you may pay 2 "
        "life. If you do, it gains flying until end of turn.\n2/1\n"
    )
    (may,) = _of(ir.MayDo, text)
    assert may.chooser.who == "you"
    assert isinstance(may.effect, ir.Action) and may.effect.verb is ir.Verb.PAY_LIFE
    assert may.effect.amount == ir.Fixed(2)
    # "discards all [cards]", the same grammar rule, is each discarding player's own cards
    # that match (CR 701.9a; session 41), and the filter is kept
    purge = "Test Purge {1}\nSorcery\nEach player discards all creature cards.\n"
    assert c001_of(purge) == []
    (discard,) = _of(ir.Action, purge)
    assert discard.verb is ir.Verb.DISCARD and isinstance(discard.objects, ir.AllObjects)
    assert discard.objects.filter.zone is ir.ZoneName.HAND
    assert [t.any_of for t in discard.objects.filter.types] == [("creature",)]


def test_a_cast_trigger_counters_its_own_spell() -> None:
    text = (
        "Test Hopes {B}{B}\nInstant\nWhen you cast this spell, any player may pay 5 life. If a "
        "player does, counter Test Hopes.\nCounter target spell.\n"
    )
    (done,) = _of(ir.IfDone, text)
    assert done.effect == ir.Action(ir.Verb.COUNTER, objects=ir.SourceObject())
    # of a permanent's ability, the source is no spell: still refused
    assert c001_of(
        "Test Wall {1}\nCreature — Wall\nWhen Test Wall enters, counter Test Wall.\n0/1\n"
    ) == ["the rules runtime cannot execute this yet: countering something other than a spell"]
