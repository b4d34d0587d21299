"""Keyword abilities made playable in session 41 (h): two kicker costs ("Kicker [A] and/or
[B]", CR 702.33b) and "kicked with its [A] kicker" (CR 702.33f); "enters with N counters on it
and with [abilities]" (CR 614.1c); morph costs of actions and of X (CR 702.37e-f); overload
(CR 702.96); dice and their results tables (CR 706); myriad (CR 702.116a); prowl (CR 702.76a).
What the runtime can't play stays C001 at its span, verbatim; near wordings are parse errors at
their word. Played in ``tests/scenarios/keywords41h/``."""

from __future__ import annotations

import pytest

from karlov import ir
from karlov.frontend.syntax import parse_file

from .lowering import abilities_of, c001_of

_NO = "the rules runtime cannot execute this yet: "

_BATTLEMAGE = (
    "Probe {{2}}{{G}}\nCreature — Elf Wizard\nKicker {{R}} and/or {{W}}\n"
    "When this creature enters, if it was kicked with its {cost} kicker, you gain 3 life.\n2/2\n"
)


def test_two_kicker_costs_are_two_kicker_abilities_in_order() -> None:
    kickers = [
        a
        for a in abilities_of(_BATTLEMAGE.format(cost="{R}"))
        if isinstance(a, ir.KeywordAbility) and a.name == "kicker"
    ]
    assert [k.cost.mana for k in kickers if k.cost is not None] == ["{R}", "{W}"]


def test_kicked_with_names_the_kicker_cost() -> None:
    (trigger,) = [
        a
        for a in abilities_of(_BATTLEMAGE.format(cost="{W}"))
        if isinstance(a, ir.TriggeredAbility)
    ]
    assert isinstance(trigger.intervening_if, ir.WasKicked)
    assert trigger.intervening_if.kicker == "{W}"


def test_kicked_with_a_cost_the_card_lacks_is_c001() -> None:
    assert c001_of(_BATTLEMAGE.format(cost="{G}")) == [
        _NO + "'kicked with its [cost] kicker' naming no kicker cost of this card"
    ]


def test_two_equal_kicker_costs_are_c001() -> None:
    text = "Probe {2}{G}\nCreature — Elf\nKicker {R} and/or {R}\n2/2\n"
    assert c001_of(text) == [_NO + "two kicker costs that are the same"]


def test_enters_with_counters_and_with_a_keyword() -> None:
    (_kicker, static) = abilities_of(
        "Probe {1}{G}\nCreature — Kavu\nKicker {2}{G}\nIf this creature was kicked, it enters "
        "with three +1/+1 counters on it and with trample.\n2/2\n"
    )
    assert isinstance(static, ir.StaticAbility)
    assert isinstance(static.condition, ir.WasKicked)
    entering = static.enters_with
    assert entering is not None and entering.count.value == 3
    assert entering.abilities == (ir.KeywordName("trample"),)


def test_morph_costs_of_actions() -> None:
    (morph,) = abilities_of("Probe {3}{B}\nCreature — Zombie\nMorph—Pay 5 life.\n3/4\n")
    assert isinstance(morph, ir.KeywordAbility) and morph.cost is not None
    assert (morph.cost.mana, morph.cost.pay_life) == (None, 5)


def test_morph_x_elsewhere_than_turned_face_up_is_c001() -> None:
    text = (
        "Probe {2}{B}\nCreature — Insect\nMorph {X}{B}\nProbe gets +X/+0.\n"
        "When this creature is turned face up, you gain X life.\n2/2\n"
    )
    assert c001_of(text) == [
        _NO + "the static effect 'gets +X/+0'",
        _NO + "X of a morph cost (CR 702.37f) in an ability other than 'is turned face up'",
    ]


def test_morph_x_on_a_card_with_x_is_c001() -> None:
    text = "Probe {X}{B}\nCreature — Insect\nMorph {X}{B}\n2/2\n"
    assert c001_of(text) == [_NO + "a morph cost with X on a card with X in its mana cost"]


def test_overload_compiles_the_text_with_each() -> None:
    spells = [
        a
        for a in abilities_of(
            "Probe {1}{W}\nInstant\nTarget creature you control gets +2/+2 until end of turn.\n"
            "Overload {5}{W}\n"
        )
        if isinstance(a, ir.SpellAbility)
    ]
    usual, overloaded = spells
    assert not usual.overloaded and len(usual.targets) == 1
    assert overloaded.overloaded and overloaded.targets == ()


def test_overload_spans_are_the_words_as_written() -> None:
    """The changed paragraph's spans are those of the same words in the card as written:
    "each" is two letters shorter than "target" (CR 702.96c changes only that word)."""
    (usual, overloaded) = [
        a
        for a in abilities_of(
            "Probe {1}{W}\nInstant\nUntil end of turn, target creature you control gets "
            "+2/+2.\nOverload {5}{W}\n"
        )
        if isinstance(a, ir.SpellAbility)
    ]
    assert overloaded.span == usual.span
    assert overloaded.effect.span == usual.effect.span


def test_overload_whose_changed_text_cant_play_is_c001_at_the_keyword() -> None:
    text = (
        "Probe {1}{R}\nSorcery\nTarget creature you control fights target creature you don't "
        "control.\nOverload {3}{R}\n"
    )
    assert c001_of(text) == [
        _NO + "overload's text with 'each' for 'target' (CR 702.96a): a fight of more than two "
        "creatures"
    ]


def test_a_die_roll_reads_its_results_table() -> None:
    (spell,) = abilities_of(
        "Probe {2}{U}\nSorcery\nRoll a d20.\n1—9 | Draw a card.\n10—20 | Draw two cards.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.RollDie)
    assert spell.effect.sides == 20
    assert [(r.low, r.high) for r in spell.effect.results] == [(1, 9), (10, 20)]


def test_a_results_table_with_a_gap_is_c001() -> None:
    text = "Probe {2}{U}\nSorcery\nRoll a d20.\n1—9 | Draw a card.\n11—20 | Draw two cards.\n"
    assert c001_of(text) == [_NO + "a results table that doesn't cover 1 to 20 once"]


def test_a_result_with_its_own_target_is_c001() -> None:
    text = (
        "Probe {2}{R}\nSorcery\nRoll a d20.\n1—9 | Probe deals 2 damage to any target.\n"
        "10—20 | Draw two cards.\n"
    )
    assert c001_of(text) == [_NO + "a target named in a die roll's result (CR 706.2)"]


def test_a_results_line_with_no_roll_is_c001() -> None:
    text = "Probe {2}{U}\nSorcery\nDraw a card.\n1—20 | Draw two cards.\n"
    assert c001_of(text) == [
        _NO + "a line of a die roll's results table (CR 706.2) after no roll of a die"
    ]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # "and with trample", not "and trample" (CR 614.1c)
        (
            "Probe {1}{G}\nCreature — Kavu\nKicker {2}{G}\nIf this creature was kicked, it "
            "enters with three +1/+1 counters on it and trample.\n2/2\n",
            "trample",
        ),
        # "Kicker [A] and/or [B]" (CR 702.33b)
        ("Probe {1}{G}\nCreature — Kavu\nKicker {R} or {W}\n2/2\n", "or"),
        # "its {R} kicker" (CR 702.33f)
        (
            "Probe {1}{G}\nCreature — Kavu\nKicker {R} and/or {W}\nWhen this creature enters, "
            "if it was kicked with its {R} kickers, you gain 2 life.\n2/2\n",
            "kickers",
        ),
        (
            "Probe {1}{G}\nCreature — Kavu\nKicker {R} and/or {W}\nWhen this creature enters, "
            "if it was kicked with {R} kicker, you gain 2 life.\n2/2\n",
            "{R}",
        ),
        # no d21 (CR 706.1a); a results line is "N—M | ..." (CR 706.2)
        ("Probe {1}{G}\nSorcery\nRoll a d21.\n1—21 | You gain 1 life.\n", "d21"),
        ("Probe {1}{G}\nSorcery\nRoll a d20.\n1—20 : You gain 1 life.\n", ":"),
    ],
)
def test_near_wordings_are_refused_at_their_word(text: str, word: str) -> None:
    _card, diagnostics = parse_file(text, "probe.card", warnings=False)
    errors = [d for d in diagnostics if d.is_error]
    assert errors, text
    at = errors[0].span
    assert text.split("\n")[at.line - 1][at.column - 1 :].startswith(word), errors[0].render()


def test_enchant_player_and_attacks_enchanted_player() -> None:
    (enchant, trigger) = abilities_of(
        "Probe {2}{G}\nEnchantment — Aura Curse\nEnchant player\nWhenever a creature attacks "
        "enchanted player, put a +1/+1 counter on it.\n"
    )
    assert enchant == ir.KeywordAbility("enchant player", text="enchant player")
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.trigger, ir.EventTrigger)
    assert trigger.trigger.event == "attacks_enchanted_player"


def test_enchanted_player_on_a_card_that_enchants_no_player_is_c001() -> None:
    text = (
        "Probe {2}{G}\nEnchantment\nWhenever a creature attacks enchanted player, put a +1/+1 "
        "counter on it.\n"
    )
    assert c001_of(text) == [_NO + "'enchanted player' on a card without 'Enchant player'"]
