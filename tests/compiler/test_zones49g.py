"""Objects with a keyword ability beyond the evergreen ones (CR 702: "a creature card with
infect", "a card with a cycling ability", "cards with cycling abilities"; CR 702.29f: a card
with typecycling is a card with cycling), and the zone phrases of session 49 that parse and are
refused at their span: tokens created with an object (CR 111.1, 607.2a), cards in exile and in
a graveyard (CR 406.1, 404.1), exchanging two zones (CR 701.12d), moving cards as a cost (CR
118.3), looking at face-down exiled cards (CR 406.3). Near-miss wordings fail at their word."""

from __future__ import annotations

import pytest

import karlov
from karlov.runtime.objects import Characteristics

SORCERY = "Probe {1}\nSorcery\n{line}\n"
CREATURE = "Probe {1}\nCreature — Horror\n{line}\n1/1\n"


def _codes(line: str, template: str = SORCERY) -> list[tuple[str, int]]:
    text = template.replace("{line}", line)
    return [(d.code, d.span.column) for d in karlov.check(text, "p.card") if d.is_error]


def _compiled(line: str) -> str:
    (card,) = karlov.parse(SORCERY.replace("{line}", line))
    return repr(karlov.compile_card(card).ir)


@pytest.mark.parametrize(
    "line",
    [
        "Return up to two target cards with cycling from your graveyard to your hand.",
        "Return target card with a cycling ability from your graveyard to your hand.",
        "Return target creature card with infect from your graveyard to your hand.",
        "Return all cards with a flashback ability from your graveyard to your hand.",
        "Exile target creature with shadow.",
        "Destroy target creature with horsemanship.",
        "Probe deals X damage to any target, where X is the number of cards with a cycling "
        "ability in your graveyard.",
        "Exile the top three cards of your library. You may play those cards for as long as "
        "they remain exiled.",
        "Exile the top three cards of your library. You may cast those cards for as long as "
        "they remain exiled.",
    ],
)
def test_plays(line: str) -> None:
    assert _codes(line) == []


@pytest.mark.parametrize(
    ("line", "keyword"),
    [
        ("Return target card with cycling from your graveyard to your hand.", "cycling"),
        ("Return target card with a cycling ability from your graveyard to your hand.", "cycling"),
        ("Return target card with flashback from your graveyard to your hand.", "flashback"),
        ("Return target creature card with infect from your graveyard to your hand.", "infect"),
    ],
)
def test_the_keyword_is_in_the_filter(line: str, keyword: str) -> None:
    assert f"keywords=({keyword!r},)" in _compiled(line)


def test_cycling_finds_typecycling() -> None:
    """CR 702.29f: "Any effect that looks for a card with cycling will find a card with
    typecycling"; the runtime's cycling abilities are both marked ``cycling``."""
    from karlov.runtime.abilities import ActivatedAbility, Cost
    from karlov.runtime.mana import ManaCost

    def chars(abilities: list[object]) -> Characteristics:
        return Characteristics(
            "Probe", ManaCost.parse("{1}"), set(), set(), set(), set(), None, None, abilities
        )

    cycling = ActivatedAbility(cost=Cost(mana="{2}", discard_self=True), cycling=True)
    assert chars([cycling]).has_keyword("cycling")
    assert not chars([]).has_keyword("cycling")


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # keywords the runtime does not find by name: refused at "with"
        ("Return target card with awaken from your graveyard to your hand.", 20),
        ("Return target card with megamorph from your graveyard to your hand.", 20),
        ("Return target creature card with mutate from your graveyard to your hand.", 29),
        # CR 701.12d: two zones exchanged
        ("Exchange your hand and graveyard.", 1),
        ("Exchange your graveyard and library.", 1),
        # the cards of two zones in one description
        (
            "Probe deals damage to any target equal to the number of instant and sorcery "
            "cards you own in exile and in your graveyard.",
            91,
        ),
    ],
)
def test_refused_at_the_span(line: str, column: int) -> None:
    assert _codes(line) == [("C001", column)]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("{1}: Exile all tokens created with Probe.", 23),
        ("{1}: Destroy all tokens created with it.", 25),
        ("Put a card from your hand on top of your library: Draw a card.", 1),
        ("Put three cards from your graveyard on the bottom of your library: Draw a card.", 1),
        ("Put a card exiled with Probe into its owner's graveyard: Draw a card.", 1),
    ],
)
def test_refused_on_a_creature(line: str, column: int) -> None:
    assert _codes(line, CREATURE) == [("C001", column)]


def test_looking_at_face_down_exiled_cards_is_refused() -> None:
    line = (
        "Exile the top card of your library. You may look at that card for as long as it "
        "remains exiled."
    )
    assert _codes(line) == [("C001", len("Exile the top card of your library. You may ") + 1)]


@pytest.mark.parametrize(
    ("line", "code", "column"),
    [
        # "ability" after "a", "abilities" without it (CR 702)
        (
            "Return target card with a cycling abilities from your graveyard to your hand.",
            "E001",
            35,
        ),
        ("Return target card with cycling ability from your graveyard to your hand.", "E001", 33),
        ("Return target card with cyclings from your graveyard to your hand.", "E001", 25),
        # the number of the noun after "all" and after "a"
        ("Exile all token.", "E023", 11),
        ("Return a cards from your graveyard to your hand.", "E023", 10),
        ("Look at the top three card of target player's library.", "E023", 23),
        ("Reveal card until you reveal a land card.", "E001", 19),
        ("Exchange your hand with graveyard.", "E001", 20),
        (
            "Exile the top three cards of your library. You may play those cards for as long as "
            "they remains exiled.",
            "E001",
            69,
        ),
        (
            "Probe deals damage to any target equal to the number of instant and sorcery "
            "cards you own in exile and your graveyard.",
            "E001",
            104,
        ),
    ],
)
def test_near_misses_fail_at_their_word(line: str, code: str, column: int) -> None:
    assert (code, column) in _codes(line)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("{1}: Exile all token created with Probe.", 16),
        ("Put a cards from your hand on top of your library: Draw a card.", 7),
    ],
)
def test_near_misses_on_a_creature(line: str, column: int) -> None:
    assert ("E023", column) in _codes(line, CREATURE)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # CR 601.2c: a limit on the chosen objects together
        (
            "Return up to two target creature cards with total mana value 3 or less from your "
            "graveyard to the battlefield.",
            40,
        ),
        (
            "Return any number of target creature cards with total power 10 or less from your "
            "graveyard to the battlefield.",
            44,
        ),
        # CR 700.4: the graveyard each creature went to this turn
        (
            "Create a 3/3 green Beast creature token for each creature put into your graveyard "
            "from the battlefield this turn.",
            59,
        ),
    ],
)
def test_totals_and_history_refused_at_the_span(line: str, column: int) -> None:
    assert _codes(line) == [("C001", column)]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        (
            "Return up to two target creature cards with total mana value 3 or fewer from your "
            "graveyard to the battlefield.",
            67,
        ),
        (
            "Create a 3/3 green Beast creature token for each creature put in your graveyard "
            "from the battlefield this turn.",
            59,
        ),
    ],
)
def test_totals_and_history_near_misses(line: str, column: int) -> None:
    assert ("E001", column) in _codes(line)
