"""Conditional "instead" in an effect (CR 608.2c): the instruction before it is done unless the
condition holds, when the instruction of the "instead" sentence is done in its place. "it
deals 4 damage instead" and "create twelve of those tokens instead" change only the amount of
the instruction they replace; "... instead if [condition]" puts the condition last; a spell's
paragraph that is only an "instead" sentence ("Metalcraft — ...") changes the paragraph
before it (one spell ability, CR 608.2c, 207.2c); "If that creature is white or blue" (CR
105.2); "The next time you would draw a card this turn, ... instead" (CR 614.1a, 614.11);
"Urza's Power-Plant" in rules text (CR 205.3i). What the runtime can't play stays C001 at its
span, verbatim; near wordings are parse errors at their word. Played in
``tests/scenarios/instead40c/``."""

from __future__ import annotations

import pytest

from karlov import ir
from karlov.frontend.syntax import parse_file

from .lowering import abilities_of, c001_of

_NO = "the rules runtime cannot execute this yet: "


def _spell(text: str, kicker: bool = False) -> ir.SpellAbility:
    keyword = "Kicker {4}\n" if kicker else ""
    abilities = abilities_of(f"Probe {{R}}\nInstant\n{keyword}{text}\n")
    (spell,) = [a for a in abilities if isinstance(a, ir.SpellAbility)]
    return spell


def _one_choice(spell: ir.SpellAbility) -> ir.IfCondition:
    assert isinstance(spell.effect, ir.IfCondition)
    assert spell.effect.otherwise is not None
    return spell.effect


# ---- "it deals 4 damage instead": the damage it replaces, a new amount ----------------------


def test_it_deals_n_damage_instead_keeps_source_and_recipients() -> None:
    choice = _one_choice(
        _spell(
            "Probe deals 2 damage to any target. If this spell was kicked, it deals 4 damage "
            "instead.",
            kicker=True,
        )
    )
    usual, kicked = choice.otherwise, choice.effect
    assert isinstance(choice.condition, ir.WasKicked)
    assert isinstance(usual, ir.Action) and isinstance(kicked, ir.Action)
    assert usual.amount == ir.Fixed(2) and kicked.amount == ir.Fixed(4)
    assert kicked.recipients == usual.recipients
    assert kicked.objects == usual.objects == ir.SourceObject()


def test_each_creature_and_each_player_instead_is_one_damage_instruction() -> None:
    choice = _one_choice(
        _spell(
            "Probe deals 2 damage to each creature and each player. If you cast this spell "
            "during your main phase, Probe deals 3 damage to each creature and each player "
            "instead."
        )
    )
    assert isinstance(choice.condition, ir.CastDuringYourMainPhase)
    assert isinstance(choice.effect, ir.Action)
    assert choice.effect.recipient_players == ir.Players("each_player")


def test_damage_instead_from_another_dealer_is_c001() -> None:
    assert c001_of(
        "Probe {R}\nInstant\nProbe deals 2 damage to target creature. If you control a "
        "Swamp, that creature deals 4 damage instead.\n"
    ) == [_NO + "'deals 4 damage' said of another source than the damage it replaces"]


def test_damage_instead_after_two_instructions_is_c001() -> None:
    assert c001_of(
        "Probe {R}\nInstant\nKicker {4}\nProbe deals 2 damage to any target and you gain 2 "
        "life. If this spell was kicked, it deals 4 damage instead.\n"
    ) == [
        _NO + "'If this spell was kicked, it deals 4 damage instead.' not right after one "
        "instruction"
    ]


def test_damage_instead_replacing_no_damage_is_c001() -> None:
    assert c001_of(
        "Probe {R}\nInstant\nKicker {4}\nYou gain 2 life. If this spell was kicked, it deals "
        "4 damage instead.\n"
    ) == [_NO + "'deals 4 damage' not in place of one such instruction"]


# ---- "create twelve of those tokens instead" --------------------------------------------------


def test_of_those_tokens_instead_is_the_same_token_in_a_new_number() -> None:
    choice = _one_choice(
        _spell(
            "Create six 1/1 white Kor Soldier creature tokens. If this spell was kicked, "
            "create twelve of those tokens instead.",
            kicker=True,
        )
    )
    usual, kicked = choice.otherwise, choice.effect
    assert isinstance(usual, ir.Action) and isinstance(kicked, ir.Action)
    assert usual.amount == ir.Fixed(6) and kicked.amount == ir.Fixed(12)
    assert kicked.token == usual.token and kicked.remember == usual.remember


def test_of_those_tokens_after_a_copy_are_more_copies() -> None:
    choice = _one_choice(
        _spell(
            "Create a token that's a copy of target creature. If this spell was kicked, "
            "create five of those tokens instead.",
            kicker=True,
        )
    )
    usual, kicked = choice.otherwise, choice.effect
    assert isinstance(usual, ir.Action) and isinstance(kicked, ir.Action)
    assert usual.verb is kicked.verb is ir.Verb.CREATE_COPY
    assert usual.amount == ir.Fixed(1) and kicked.amount == ir.Fixed(5)
    assert kicked.objects == usual.objects


def test_of_those_tokens_after_no_tokens_is_c001() -> None:
    assert c001_of(
        "Probe {R}\nSorcery\nKicker {4}\nDraw a card. If this spell was kicked, create five "
        "of those tokens instead.\n"
    ) == [_NO + "'create five of those tokens' not in place of one such instruction"]


# ---- "... instead if [condition]" and an "instead" paragraph --------------------------------


def test_instead_if_after_the_instruction() -> None:
    choice = _one_choice(
        _spell(
            "Probe deals 2 damage to any target. Probe deals 4 damage instead if you control "
            "three or more artifacts."
        )
    )
    assert isinstance(choice.effect, ir.Action) and choice.effect.amount == ir.Fixed(4)


def test_an_instead_paragraph_changes_the_paragraph_before_it() -> None:
    abilities = abilities_of(
        "Probe {B}\nInstant\nTarget creature gets -1/-1 until end of turn.\nMorbid — That "
        "creature gets -13/-13 until end of turn instead if a creature died this turn.\n"
    )
    (spell,) = abilities
    assert isinstance(spell, ir.SpellAbility) and len(spell.targets) == 1
    choice = _one_choice(spell)
    assert isinstance(choice.effect, ir.ModifyPT) and isinstance(choice.otherwise, ir.ModifyPT)
    assert choice.effect.objects == choice.otherwise.objects


def test_an_instead_paragraph_after_two_instructions_is_c001() -> None:
    assert c001_of(
        "Probe {B}\nInstant\nTarget creature gets -1/-1 until end of turn. You gain 1 life.\n"
        "Morbid — You gain 4 life instead if a creature died this turn.\n"
    ) == [
        _NO + "'You gain 4 life instead if a creature died this turn.' not right after one "
        "instruction"
    ]


def test_an_instead_paragraph_with_no_paragraph_before_it_is_c001() -> None:
    assert c001_of(
        "Probe {B}\nInstant\nMorbid — You gain 4 life instead if a creature died this turn.\n"
    ) == [
        _NO + "'You gain 4 life instead if a creature died this turn.' not right after one "
        "instruction"
    ]


def test_instead_without_the_duration_it_replaces_is_c001() -> None:
    assert c001_of(
        "Probe {B}\nCreature — Salamander\nWhen Probe dies, target creature an opponent "
        "controls gets -1/-1 until end of turn. That creature gets -4/-4 instead if you "
        "control a creature named Bogbrew Witch.\n1/1\n"
    ) == [_NO + "an instruction done instead without the duration it replaces"]


# ---- "If that creature is white or blue" (CR 105.2) ------------------------------------------


def test_that_creature_is_white_or_blue() -> None:
    choice = _one_choice(
        _spell(
            "Probe deals 1 damage to target creature. If that creature is white or blue, "
            "Probe deals 4 damage to it instead."
        )
    )
    test = choice.condition
    assert isinstance(test, ir.ObjectIs) and test.object == ir.TargetObjects(0)
    assert test.filter.colors_any_of == ("W", "U")


@pytest.mark.parametrize("colors", ["white and blue", "colorless", "nonwhite"])
def test_other_color_words_are_c001(colors: str) -> None:
    assert c001_of(
        f"Probe {{R}}\nInstant\nProbe deals 1 damage to target creature. If that creature is "
        f"{colors}, Probe deals 4 damage to it instead.\n"
    ) == [_NO + f"the condition 'that creature is {colors}'"]


# ---- "The next time you would draw a card this turn, ... instead" (CR 614.11) ---------------


def test_next_draw_replaced_by_life() -> None:
    (activated,) = abilities_of(
        "Probe {2}{W}\nEnchantment\n{1}: The next time you would draw a card this turn, you "
        "gain 5 life instead.\n"
    )
    assert isinstance(activated, ir.ActivatedAbility)
    replaced = activated.effect
    assert isinstance(replaced, ir.NextDrawReplaced)
    assert isinstance(replaced.effect, ir.Action) and replaced.effect.verb is ir.Verb.GAIN_LIFE


def test_next_draw_replaced_by_damage_to_a_target_is_c001() -> None:
    assert c001_of(
        "Probe {2}{R}\nEnchantment\n{1}: The next time you would draw a card this turn, Probe "
        "deals 2 damage to any target instead.\n"
    ) == [_NO + "a target of the instructions done instead of a later draw"]


# ---- kicker costs named by their cost (CR 702.33f) -------------------------------------------


def test_kicked_with_its_kicker_is_read() -> None:
    """CR 702.33f: played since session 41 (the runtime tells the two kicker costs apart)."""
    assert not c001_of(
        "Probe {2}{B}\nCreature — Human Wizard\nKicker {2}{U} and/or {1}{B}\nWhen Probe "
        "enters, if it was kicked with its {2}{U} kicker, target player discards three "
        "cards.\n2/2\n"
    )


# ---- "Urza's" in rules text is the subtype Urza’s (CR 205.3i) -------------------------------


def test_urzas_with_a_straight_apostrophe_is_the_subtype() -> None:
    (mana,) = abilities_of(
        "Probe\nLand — Urza’s Mine\n{T}: Add {C}. If you control an Urza's Power-Plant and "
        "an Urza's Tower, add {C}{C} instead.\n"
    )
    assert isinstance(mana, ir.ManaAbility) and mana.instead_if is not None
    text = repr(mana.instead_if)
    assert "'urza’s'" in text and "'power-plant'" in text and "'tower'" in text


# ---- near wordings: parse errors at their word -----------------------------------------------


@pytest.mark.parametrize(
    ("line", "word"),
    [
        # "instead" is one word; a misspelling is no "instead"
        (
            "Probe deals 2 damage to any target. If you control a Swamp, it deals 4 damage insted.",
            "insted",
        ),
        # "those tokens", never "these"
        (
            "Create six 1/1 white Kor Soldier creature tokens. If you control a Swamp, create "
            "twelve of these tokens instead.",
            "of",
        ),
        # the draw replacement is of "a card", in "this turn" (since session 48 the general
        # "the next time [player] would [event]" reads the words up to the verb)
        ("The next time you would draw two cards this turn, you gain 5 life instead.", "draw"),
        # "instead if", not "instead when"
        (
            "Probe deals 2 damage to any target. Probe deals 4 damage instead when you control "
            "three or more artifacts.",
            "instead",
        ),
    ],
)
def test_near_wordings_are_refused_at_their_word(line: str, word: str) -> None:
    text = f"Probe {{R}}\nInstant\n{line}\n"
    _card, diagnostics = parse_file(text, "probe.card", warnings=False)
    errors = [d for d in diagnostics if d.is_error]
    assert errors, line
    at = errors[0].span
    assert text.split("\n")[at.line - 1][at.column - 1 :].startswith(word), errors[0].render()


def test_as_long_as_enchanted_creature_is_a_color() -> None:
    (_enchant, static) = abilities_of(
        "Probe {W/B}\nEnchantment — Aura\nEnchant creature\nAs long as enchanted creature is "
        "white, it gets +1/+2.\n"
    )
    assert isinstance(static, ir.StaticAbility)
    test = static.condition
    assert isinstance(test, ir.ObjectIs) and isinstance(test.object, ir.AllObjects)
    assert test.object.filter.attached_to_source and test.filter.colors == ("W",)


def test_when_it_enters_if_enchanted_creature_is_red_is_c001() -> None:
    assert c001_of(
        "Probe {1}{U}\nEnchantment — Aura\nEnchant creature\nWhen Probe enters, if enchanted "
        "creature is red, tap it.\n"
    ) == [_NO + "the condition 'enchanted creature is red'"]
