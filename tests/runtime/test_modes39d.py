"""Session 39 (modes): "You may choose the same mode more than once." (CR 700.2d), a permanent
spell's "This spell costs {1} less to cast for each ..." (CR 601.2f, 113.6d) and "[spells]
cost {G} more to cast" (CR 601.2f). Their play is in tests/scenarios/modes39d."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from karlov import ir
from karlov.compiler import compile_card
from karlov.frontend.syntax import parse_file
from karlov.runtime.agent import Decision, DefaultAgent
from karlov.runtime.game import Game
from karlov.runtime.objects import BATTLEFIELD, HAND
from karlov.scenario import definitions_from_text

FIERY = """Fiery Confluence {2}{R}{R}
Sorcery
Choose three. You may choose the same mode more than once.
• Fiery Confluence deals 1 damage to each creature.
• Fiery Confluence deals 2 damage to each opponent.
• Destroy target artifact.
"""

WRETCHED = """Wretched Confluence {3}{B}{B}
Instant
Choose three. You may choose the same mode more than once.
• Target player draws a card and loses 1 life.
• Target creature gets -2/-2 until end of turn.
• Return target creature card from your graveyard to your hand.
"""

GHOULTREE = """Ghoultree {7}{G}
Creature — Zombie Treefolk
This spell costs {1} less to cast for each creature card in your graveyard.
10/10
"""

LEECH = """Jade Leech {2}{G}{G}
Creature — Leech
Green spells you cast cost {G} more to cast.
5/5
"""

MOUNTAIN = "Mountain\nBasic Land — Mountain\n"


def _compiled(text: str) -> Any:
    parsed, diagnostics = parse_file(text, "t.card", warnings=False)
    assert not [d for d in diagnostics if d.is_error]
    return compile_card(parsed.cards[0])


def _card(text: str) -> ir.Card:
    compiled = _compiled(text)
    assert not compiled.diagnostics, [d.message for d in compiled.diagnostics]
    assert compiled.ir is not None
    return compiled.ir


def _c001(text: str) -> list[str]:
    return [d.message for d in _compiled(text).diagnostics if d.code == "C001"]


def test_a_repeatable_choice_is_three_choices_among_the_printed_modes() -> None:
    """CR 700.2d: one Modes of the three printed modes, chosen exactly three times; each
    mode names its own target only (the third mode's artifact)."""
    (spell,) = _card(FIERY).abilities
    assert isinstance(spell, ir.SpellAbility)
    modes = spell.effect
    assert isinstance(modes, ir.Modes) and modes.repeatable
    assert modes.count == ir.Count(ir.Relation.EXACTLY, 3)
    assert len(modes.modes) == 3 and modes.targets == ((), (), (0,))
    assert ir.loads(ir.dumps(_card(FIERY))) == _card(FIERY)


def test_without_the_instruction_a_mode_is_chosen_once() -> None:
    """CR 700.2d: a player normally can't choose the same mode more than once."""
    text = FIERY.replace(
        "Choose three. You may choose the same mode more than once.", "Choose two —"
    )
    (spell,) = _card(text).abilities
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Modes)
    assert not spell.effect.repeatable


class _ByWords:
    """Answers each decision with the options holding the next of ``words`` (one each)."""

    def __init__(self, *answers: list[str]) -> None:
        self.answers = list(answers)
        self.asked: list[Decision] = []

    def decide(self, game: Game, decision: Decision) -> Any:
        self.asked.append(decision)
        wanted = self.answers.pop(0)
        picked: list[Any] = []
        for word in wanted:
            picked.append(next(o for o in decision.options if word in str(o) and o not in picked))
        return decision.validate(picked)


def test_each_mode_is_offered_three_times_and_three_are_chosen() -> None:
    """CR 700.2d: the choice lists each mode once for each time it may be chosen (labelled
    with its printed number), and exactly three are chosen."""
    agent = _ByWords(["2. Fiery Confluence deals 2 damage to each opponent."] * 3)
    cards = dict(definitions_from_text(FIERY + "\n" + MOUNTAIN))
    game = Game(("Alice", "Bob"), agents=[agent, DefaultAgent()], seed=1)
    alice, bob = game.players
    for _ in range(4):
        game.add_card(cards["Mountain"], alice, BATTLEFIELD)
    card = game.add_card(cards["Fiery Confluence"], alice, HAND)
    game.start(active=alice)
    game.cast(alice, card)
    game.resolve_stack()
    (choice,) = agent.asked
    assert choice.kind == "choose" and (choice.min, choice.max) == (3, 3)
    # no artifact: the third mode can't be chosen (CR 700.2a), any time
    assert choice.options == [
        "1. Fiery Confluence deals 1 damage to each creature.",
        "1. Fiery Confluence deals 1 damage to each creature. (again)",
        "1. Fiery Confluence deals 1 damage to each creature. (a third time)",
        "2. Fiery Confluence deals 2 damage to each opponent.",
        "2. Fiery Confluence deals 2 damage to each opponent. (again)",
        "2. Fiery Confluence deals 2 damage to each opponent. (a third time)",
    ]
    assert bob.life == 14


def test_a_repeated_mode_names_targets_of_its_own() -> None:
    """CR 700.2d: the second time a mode is chosen, its target is a new one of the same kind,
    numbered after the spell's own; the first time keeps the printed target."""
    from karlov.runtime.build import _repeated_modes

    (spell,) = _card(WRETCHED).abilities
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Modes)
    laid, targets, labels = _repeated_modes(spell.effect, spell.targets)
    assert len(laid.modes) == 9 and len(targets) == 9 and not laid.repeatable
    assert laid.targets == ((0,), (3,), (4,), (1,), (5,), (6,), (2,), (7,), (8,))
    assert targets[5] == targets[1] and targets[8] == targets[2]
    assert labels[4] == "2. Target creature gets -2/-2 until end of turn. (again)"
    named = [n.target_index for n in _walk(laid.modes[4]) if isinstance(n, ir.TargetObjects)]
    assert named == [5]


def _walk(node: Any) -> list[Any]:
    found = [node]
    for child in ir.children(node):
        found += _walk(child)
    return found


def test_the_validator_refuses_a_repeatable_choice_in_a_trigger() -> None:
    """The runtime lays out repeated modes only for a spell's one paragraph (CR 700.2d)."""
    (spell,) = _card(FIERY).abilities
    assert isinstance(spell, ir.SpellAbility)
    card = _card("Probe {1}\nCreature — Bird\nWhen Probe enters, draw a card.\n1/1\n")
    (trigger,) = card.abilities
    assert isinstance(trigger, ir.TriggeredAbility)
    repeated = dataclasses.replace(trigger, effect=spell.effect, targets=spell.targets)
    bad = dataclasses.replace(card, abilities=(repeated,))
    with pytest.raises(ir.IRDecodeError):
        ir.loads(ir.dumps(bad))


def test_ghoultree_counts_as_it_is_cast() -> None:
    """CR 601.2f, 113.6d: the permanent spell's own reduction, {1} for each creature card in
    its caster's graveyard."""
    (static,) = _card(GHOULTREE).abilities
    assert isinstance(static, ir.StaticAbility)
    reduction = static.self_cost_reduction
    assert reduction is not None and reduction.generic == 1 and reduction.condition is None
    assert isinstance(reduction.per, ir.NumberOf)
    assert reduction.per.filter.zone is ir.ZoneName.GRAVEYARD


def test_a_colored_increase_is_its_symbols() -> None:
    (static,) = _card(LEECH).abilities
    assert isinstance(static, ir.StaticAbility)
    (change,) = static.cost_reductions
    assert change.increase and change.generic == 0 and change.colored == "{G}"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            "Green spells you cast cost {G} less to cast.",
            "the rules runtime cannot execute this yet: a cost change of colored mana",
        ),
        (
            "Green spells you cast cost {C} more to cast.",
            "the rules runtime cannot execute this yet: a cost change of colored mana",
        ),
    ],
)
def test_other_colored_cost_changes_stay_refused(line: str, message: str) -> None:
    """A reduction of colored mana (CR 118.7b-c) and an increase of colorless mana are not
    read: C001 at the change."""
    assert _c001(LEECH.replace("Green spells you cast cost {G} more to cast.", line)) == [message]


def test_a_validated_colored_reduction_is_refused() -> None:
    card = _card(LEECH)
    (static,) = card.abilities
    assert isinstance(static, ir.StaticAbility)
    (change,) = static.cost_reductions
    wrong = dataclasses.replace(change, increase=False)
    bad = dataclasses.replace(
        card, abilities=(dataclasses.replace(static, cost_reductions=(wrong,)),)
    )
    with pytest.raises(ir.IRDecodeError):
        ir.loads(ir.dumps(bad))


def test_with_different_names_is_the_counts_own() -> None:
    """CR 201.2b: "four or more Demons with different names" counts the names among them; the
    words are the count's, not a quality of each object (the filter is the Demons')."""
    card = _card(
        "Probe {3}{B}{B}\nEnchantment\nAt the beginning of your upkeep, if you control four "
        "or more Demons with different names, you win the game.\n"
    )
    (trigger,) = card.abilities
    assert isinstance(trigger, ir.TriggeredAbility)
    test = trigger.intervening_if
    assert isinstance(test, ir.ObjectCount) and test.different_names
    assert test.count == ir.Count(ir.Relation.AT_LEAST, 4)
    assert test.filter.subtypes == ("demon",)


def test_with_different_names_elsewhere_stays_refused() -> None:
    """A search for cards with different names (CR 201.2b) is a choice the runtime does not
    constrain yet: C001 at the words."""
    assert _c001(
        "Probe {3}{G}{G}\nInstant\nSearch your library for up to two creature cards with "
        "different names, reveal them, put them into your hand, then shuffle.\n"
    ) == [
        "the rules runtime cannot execute this yet: the words 'with different names' in a "
        "description of objects"
    ]


def test_sacrificing_x_is_read_where_x_is_announced_only() -> None:
    """CR 107.3: "Each player sacrifices X lands." on a spell with {X} is X as announced; a
    trigger has no X announced, so its "X creatures" stays refused."""
    (spell,) = _card("Probe {X}{R}{R}\nSorcery\nEach player sacrifices X lands.\n").abilities
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Action)
    chosen = spell.effect.objects
    assert isinstance(chosen, ir.ChosenObjects) and chosen.own and chosen.count.is_x
    assert _c001(
        "Probe {1}\nCreature — Bird\nWhen Probe enters, each player sacrifices X creatures.\n1/1\n"
    ) == ["the rules runtime cannot execute this yet: a number of objects that is not fixed"]
    assert _c001("Probe {X}{R}\nSorcery\nDestroy X creatures.\n") != []


def test_the_discarded_card_is_the_costs_or_the_one_instructions() -> None:
    """CR 608.2h: "the discarded card's mana value" reads the one card the cost discarded, or
    the one card an earlier instruction of the ability discarded; two discards before it, or
    another acted-on card ("the revealed card's"), are refused."""
    (activated,) = _card(
        "Probe {3}\nCreature — Shapeshifter\n{1}{B}, Discard a creature card: Probe gets +X/+X "
        "until end of turn, where X is the discarded card's mana value.\n1/1\n"
    ).abilities
    assert isinstance(activated, ir.ActivatedAbility)
    found = [n for n in _walk(activated.effect) if isinstance(n, ir.DiscardedCard)]
    assert [n.key for n in found] == [""]
    assert _c001(
        "Probe {3}\nSorcery\nDraw a card, then discard a card, then discard a card. You gain "
        "life equal to the discarded card's mana value.\n"
    ) == ["the rules runtime cannot execute this yet: 'the discarded card' after several discards"]
    assert _c001(
        "Probe {3}\nSorcery\nDraw a card. You gain life equal to the discarded card's mana value.\n"
    ) == [
        "the rules runtime cannot execute this yet: 'the discarded card' of no one card "
        "discarded before it"
    ]


@pytest.mark.parametrize(
    "line",
    [
        "This spell costs {2}{U} less to cast if you control a Wizard.",
        "If you control a Wizard, this spell costs {2}{U} less to cast.",
    ],
)
def test_a_permanent_spells_colored_reduction_stays_refused(line: str) -> None:
    """CR 118.7b-c: a reduction of colored mana is not read; the generic one is."""
    text = f"Probe {{4}}{{U}}\nCreature — Wizard\n{line}\n2/2\n"
    assert _c001(text) == [
        "the rules runtime cannot execute this yet: a cost reduction of colored mana"
    ]
    (static,) = _card(text.replace("{2}{U} less", "{2} less")).abilities
    assert isinstance(static, ir.StaticAbility)
    reduction = static.self_cost_reduction
    assert reduction is not None and reduction.generic == 2
    assert isinstance(reduction.condition, ir.ObjectCount) and reduction.per is None
