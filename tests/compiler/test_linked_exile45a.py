"""Linked abilities of exiled cards (CR 607.2a): "the exiled card(s)" and "cards exiled with
~" in one ability name the cards the card's one activated or triggered ability that exiles put
into exile, for this very object (:mod:`karlov.compiler.linked`). That ability's effect is an
``ir.LinkedExile`` under the link key the referring filter's ``exiled_with`` reads. No such
ability, several, one that may exile several times for "the exiled card", the referring
ability itself (CR 607.1c), a spell's own exile, or an exile done later (a delayed ability)
are C001 at their words; near wordings are parse errors at their word. Played in
``tests/scenarios/linked45a/``."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .lowering import abilities_of

_STALKER = (
    "Slithery Stalker {1}{B}{B}\nCreature — Nightmare Horror\n"
    "When Slithery Stalker enters, exile target green or white creature an opponent controls.\n"
    "When Slithery Stalker leaves the battlefield, return the exiled card to the battlefield "
    "under its owner's control.\n1/1\n"
)
_HAVEN = "Safe Haven\nLand\n{2}, {T}: Exile target creature you control.\n"
_SACRIFICE = "At the beginning of your upkeep, you may sacrifice Safe Haven. If you do, return "
_RETURN = " to the battlefield under its owner's control.\n"


def _errors(text: str) -> list[tuple[str, int, int]]:
    """The card's errors and C001 notes, as (code, line, column)."""
    found = karlov.check(text, require_playable=False)
    return [(d.code, d.span.line, d.span.column) for d in found if d.is_error or d.code == "C001"]


def _filters(node: object) -> list[ir.ObjectFilter]:
    found, stack = [], [node]
    while stack:
        one = stack.pop()
        if isinstance(one, ir.ObjectFilter):
            found.append(one)
        stack.extend(ir.children(one))
    return found


def test_the_exiled_card_is_linked_to_the_exiling_trigger() -> None:
    enters, leaves = abilities_of(_STALKER)
    assert isinstance(enters, ir.TriggeredAbility) and isinstance(leaves, ir.TriggeredAbility)
    assert isinstance(enters.effect, ir.LinkedExile)
    assert enters.effect.link == "line 3"
    exile = enters.effect.effect
    assert isinstance(exile, ir.Action) and exile.verb is ir.Verb.EXILE
    (linked,) = [f for f in _filters(leaves.effect) if f.exiled_with]
    assert linked.exiled_with == ("line 3",) and linked.zone is ir.ZoneName.EXILE
    assert not isinstance(leaves.effect, ir.LinkedExile)


def test_cards_exiled_with_self_is_linked_to_the_exiling_activated_ability() -> None:
    text = _HAVEN + _SACRIFICE + "each card exiled with Safe Haven" + _RETURN
    activated, upkeep = abilities_of(text)
    assert isinstance(activated, ir.ActivatedAbility)
    assert isinstance(activated.effect, ir.LinkedExile) and activated.effect.link == "line 3"
    (linked,) = [f for f in _filters(upkeep) if f.exiled_with]
    assert linked.exiled_with == ("line 3",)


def test_an_exile_until_it_leaves_is_linked() -> None:
    text = (
        "Bishop of Binding {3}{W}\nCreature — Vampire Cleric\n"
        "When Bishop of Binding enters, exile target creature an opponent controls until "
        "Bishop of Binding leaves the battlefield.\n"
        "Whenever Bishop of Binding attacks, target Vampire gets +X/+X until end of turn, "
        "where X is the power of the exiled card.\n1/1\n"
    )
    enters, _attacks = abilities_of(text)
    assert isinstance(enters, ir.TriggeredAbility)
    assert isinstance(enters.effect, ir.LinkedExile)
    assert isinstance(enters.effect.effect, ir.UntilSourceLeaves)


def test_a_card_with_no_reference_keeps_its_exile_unlinked() -> None:
    (activated,) = abilities_of(_HAVEN)
    assert isinstance(activated, ir.ActivatedAbility)
    assert isinstance(activated.effect, ir.Action)


_CREATURE = "Probe {2}{B}\nCreature — Horror\n"
_LEAVES = "When Probe leaves the battlefield, return the exiled card" + _RETURN


@pytest.mark.parametrize(
    ("text", "line"),
    [
        # no ability that exiles
        (_CREATURE + _LEAVES + "1/1\n", 3),
        # two: which one's card is meant would be a reading
        (
            _CREATURE
            + "When Probe enters, exile target creature an opponent controls.\n"
            + "Whenever Probe attacks, exile target creature defending player controls.\n"
            + _LEAVES
            + "1/1\n",
            5,
        ),
        # an activated ability may have exiled several: "the exiled card" names one
        (_HAVEN + _SACRIFICE + "the exiled card" + _RETURN, 4),
        # "the exiled card" after an exile of what may be several objects
        (
            _CREATURE
            + "{T}, Sacrifice Probe: Exile all creatures. Return the exiled card to the "
            + "battlefield under its owner's control at the beginning of the next end step.\n"
            + "1/1\n",
            3,
        ),
        # two exiles before it in the same effect
        (
            _CREATURE
            + "{T}, Sacrifice Probe: Exile target creature. Exile target artifact. Return the "
            + "exiled cards to the battlefield under their owners' control at the beginning of "
            + "the next end step.\n1/1\n",
            3,
        ),
    ],
)
def test_refused_at_the_referring_words(text: str, line: int) -> None:
    written = text.split("\n")[line - 1]
    column = written.lower().index("the exiled card") + 1
    assert _errors(text) == [("C001", line, column)]


def test_the_exiled_cards_of_the_same_effect_are_what_its_exile_put_there() -> None:
    text = (
        "Probe {5}{W}\nSorcery\nExile all nonland permanents target player controls. Return "
        "the exiled cards to the battlefield under their owner's control at the beginning of "
        "the next end step.\n"
    )
    (spell,) = abilities_of(text)
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    exile, later = spell.effect.steps
    assert isinstance(exile, ir.Action) and exile.verb is ir.Verb.EXILE
    assert isinstance(later, ir.DelayedInstruction) and isinstance(later.effect, ir.Action)
    returned = later.effect.objects
    assert isinstance(returned, ir.Mentioned) and returned.plural
    assert exile.remember == returned.key


def test_the_exiled_cards_toughness_is_the_card_the_exile_before_it_exiled() -> None:
    text = (
        "Probe {3}{W}{W}\nSorcery\nExile target creature card from your graveyard. Create X "
        "1/1 white Bird creature tokens with flying, where X is the exiled card's toughness.\n"
    )
    (spell,) = abilities_of(text)
    found = [v for v in _values(spell) if isinstance(v.of, ir.Mentioned)]
    assert [v.characteristic for v in found] == ["toughness"]


def _values(node: object) -> list[ir.ValueOf]:
    found, stack = [], [node]
    while stack:
        one = stack.pop()
        if isinstance(one, ir.ValueOf):
            found.append(one)
        stack.extend(ir.children(one))
    return found


def test_an_exile_done_by_a_delayed_ability_is_refused_at_the_exiling_line() -> None:
    text = (
        _CREATURE
        + "When Probe enters, exile target creature an opponent controls at the beginning of "
        + "the next end step.\n"
        + _LEAVES
        + "1/1\n"
    )
    assert any(code == "C001" and line == 3 for code, line, _ in _errors(text))


@pytest.mark.parametrize(
    ("words", "column"),
    [
        ("each card exiled by Safe Haven", 99),
        ("the exile card", 86),
        ("each exiled card with Safe Haven", 87),
        ("the exiled creature", 93),
    ],
)
def test_near_wordings_fail_at_their_word(words: str, column: int) -> None:
    assert _errors(_HAVEN + _SACRIFICE + words + _RETURN) == [("E001", 4, column)]


_PROCESSOR = "Probe {7}\nCreature — Eldrazi Processor\nWhen you cast this spell, you may put "
_GAIN = ". If you do, you gain 5 life.\n7/8\n"


@pytest.mark.parametrize(
    ("words", "n"),
    [
        ("a card an opponent owns from exile into that player's graveyard", 1),
        ("two cards your opponents own from exile into their owners' graveyards", 2),
    ],
)
def test_cards_an_opponent_owns_put_from_exile_into_their_owners_graveyards(
    words: str, n: int
) -> None:
    (trigger,) = abilities_of(_PROCESSOR + words + _GAIN)
    assert isinstance(trigger, ir.TriggeredAbility) and isinstance(trigger.effect, ir.Sequence)
    may = trigger.effect.steps[0]
    assert isinstance(may, ir.MayDo) and isinstance(may.effect, ir.Action)
    put = may.effect
    assert put.verb is ir.Verb.MOVE and put.zone is ir.ZoneName.GRAVEYARD
    assert isinstance(put.objects, ir.ChosenObjects)
    assert put.objects.count.value == n
    chosen = put.objects.filter
    assert chosen.zone is ir.ZoneName.EXILE
    assert chosen.owner is not None and chosen.owner.who == "each_opponent"


@pytest.mark.parametrize(
    ("words", "phrase"),
    [
        # not the owner's graveyard (CR 400.3: a card goes to its owner's)
        ("a card an opponent owns from exile into your graveyard", "your graveyard"),
        # "that player" of two cards: which owner is meant
        ("two cards your opponents own from exile into that player's graveyard", "that player"),
        # agreement: "an opponent own", "your opponents owns"
        ("a card an opponent own from exile into that player's graveyard", "an opponent own"),
        (
            "two cards your opponents owns from exile into their owners' graveyards",
            "your opponents owns",
        ),
    ],
)
def test_putting_from_exile_refused_at_its_words(words: str, phrase: str) -> None:
    text = _PROCESSOR + words + _GAIN
    column = text.split("\n")[2].index(phrase) + 1
    assert _errors(text) == [("C001", 3, column)]


@pytest.mark.parametrize(
    ("words", "word"),
    [
        ("a card an opponent owns from the exile into that player's graveyard", "exile"),
        ("a card an opponent owns from exile in that player's graveyard", "in"),
    ],
)
def test_putting_from_exile_near_wordings_fail_at_their_word(words: str, word: str) -> None:
    text = _PROCESSOR + words + _GAIN
    line = text.split("\n")[2]
    column = line.index(f" {word} ", line.index("from")) + 2
    assert _errors(text) == [("E001", 3, column)]


_HELVAULT = (
    "Helvault {3}\nLegendary Artifact\n{1}, {T}: Exile target creature you control.\n"
    "{7}, {T}: Exile target creature you don't control.\n"
    "When Helvault is put into a graveyard from the battlefield, return all cards exiled with "
)


def test_cards_exiled_with_it_are_linked_to_each_exiling_ability() -> None:
    text = _HELVAULT + "it to the battlefield under their owners' control.\n"
    first, second, dies = abilities_of(text)
    assert isinstance(first, ir.ActivatedAbility) and isinstance(second, ir.ActivatedAbility)
    assert isinstance(first.effect, ir.LinkedExile) and isinstance(second.effect, ir.LinkedExile)
    (linked,) = [f for f in _filters(dies) if f.exiled_with]
    assert linked.exiled_with == ("line 3", "line 4")


def test_exiled_with_it_where_it_may_be_another_object_is_refused() -> None:
    text = (
        "Probe {3}\nArtifact\n{1}, {T}: Exile target creature you control.\n"
        "Whenever a creature dies, return all cards exiled with it to the battlefield under "
        "their owners' control.\n"
    )
    column = text.split("\n")[3].index("exiled with it") + 1
    assert _errors(text) == [("C001", 4, column)]


def test_the_exiled_card_of_two_exiling_abilities_is_refused() -> None:
    text = _HELVAULT.replace(
        "return all cards exiled with ", "return the exiled card to the battlefield"
    )
    text += " under its owner's control.\n"
    column = text.split("\n")[4].index("the exiled card") + 1
    assert _errors(text) == [("C001", 5, column)]


@pytest.mark.parametrize(
    ("words", "word"),
    [
        ("them to the battlefield under their owners' control.\n", "them"),
        ("its to the battlefield under their owners' control.\n", "its"),
    ],
)
def test_exiled_with_near_wordings_fail_at_their_word(words: str, word: str) -> None:
    text = _HELVAULT + words
    column = text.split("\n")[4].index(f"with {word}") + 6
    assert [e[:2] for e in _errors(text)] == [("E001", 5)]
    assert _errors(text)[0][2] == column


_DEFILER = "Probe {6}\nCreature — Eldrazi\n{3}{C}, Exile "


def test_the_exiled_card_of_a_cost_is_the_card_exiled_to_pay_it() -> None:
    text = (
        _DEFILER + "a creature card from your graveyard: Target opponent loses life equal to "
        "the exiled card's power.\n6/8\n"
    )
    (activated,) = abilities_of(text)
    (value,) = _values(activated)
    assert isinstance(value.of, ir.ExiledForCost) and value.characteristic == "power"


@pytest.mark.parametrize(
    "cost",
    [
        # two cards exiled: which one's power is meant
        "two creature cards from your graveyard: Target opponent loses life equal to ",
        # a cost and an instruction that exile
        "a creature card from your graveyard: Exile target creature. Target opponent loses "
        "life equal to ",
    ],
)
def test_the_exiled_card_of_a_cost_refused_at_its_words(cost: str) -> None:
    text = _DEFILER + cost + "the exiled card's power.\n6/8\n"
    column = text.split("\n")[2].index("the exiled card's") + 1
    assert _errors(text) == [("C001", 3, column)]
