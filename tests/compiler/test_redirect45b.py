"""Redirection effects of resolving spells and abilities (CR 614.9) and prevention
instructions naming the sources by a description after "this turn" (CR 615.1a, 611.2c).

"The next N damage that would be dealt to X this turn is dealt to Y instead." is a shield of N
redirected damage; "All damage that would be dealt to X this turn [by Z] is dealt to Y instead."
redirects all of it. Each is :class:`~karlov.ir.RedirectDamage`: one recipient it redirects
from, one it redirects to; what the runtime can't play stays C001 at its span, verbatim; near
wordings are parse errors at their word. Played in ``tests/scenarios/prevent45b/``."""

from __future__ import annotations

import pytest

from karlov import ir
from karlov.frontend.syntax import parse_file

from .lowering import abilities_of, c001_of

_NO = "the rules runtime cannot execute this yet: "


def _effect(text: str, type_line: str = "Instant") -> ir.Effect:
    abilities = abilities_of(f"Probe {{W}}\n{type_line}\n{text}\n")
    found = [a for a in abilities if isinstance(a, ir.SpellAbility | ir.ActivatedAbility)]
    assert len(found) == 1
    return found[0].effect


# ---- redirection (CR 614.9) -------------------------------------------------------------------


def test_next_damage_to_self_is_dealt_to_target_creature() -> None:
    effect = _effect(
        "{0}: The next 1 damage that would be dealt to Probe this turn is dealt to target "
        "creature you control instead.\n2/2",
        "Creature — Kor",
    )
    assert isinstance(effect, ir.RedirectDamage)
    assert effect.amount == ir.Fixed(1)
    assert isinstance(effect.from_objects, ir.SourceObject)
    assert isinstance(effect.to_objects, ir.TargetObjects)
    assert effect.from_players is None and effect.to_players is None
    assert effect.duration is ir.Duration.END_OF_TURN


def test_all_damage_to_target_creature_is_dealt_to_you() -> None:
    effect = _effect(
        "All damage that would be dealt to target creature this turn is dealt to you instead."
    )
    assert isinstance(effect, ir.RedirectDamage)
    assert effect.amount is None
    assert isinstance(effect.from_objects, ir.TargetObjects)
    assert effect.to_players == ir.Players("you")


def test_all_damage_to_you_by_target_attacker_is_dealt_to_self() -> None:
    effect = _effect(
        "{B}, {T}: All damage that would be dealt to you this turn by target attacking "
        "creature is dealt to Probe instead.\n4/4",
        "Creature — Nightstalker",
    )
    assert isinstance(effect, ir.RedirectDamage)
    assert effect.from_players == ir.Players("you")
    assert isinstance(effect.by_objects, ir.TargetObjects)
    assert isinstance(effect.to_objects, ir.SourceObject)


def test_this_turn_before_the_recipient_reads_the_same() -> None:
    effect = _effect(
        "{X}, {T}: The next X damage that would be dealt this turn to target white creature "
        "you control is dealt to Probe instead.\n2/5",
        "Creature — Cleric",
    )
    assert isinstance(effect, ir.RedirectDamage)
    assert isinstance(effect.amount, ir.XValue)
    assert isinstance(effect.from_objects, ir.TargetObjects)


def test_redirection_with_no_duration_in_an_effect_is_c001() -> None:
    # "this turn" is part of what the instruction says; without it the redirection would
    # last for no stated time
    line = "All damage that would be dealt to target creature is dealt to you instead."
    assert c001_of(f"Probe {{W}}\nInstant\n{line}\n") == [
        _NO + f"'{line}': each of its parts once, 'this turn' among them"
    ]


def test_redirection_saying_a_part_twice_is_c001() -> None:
    line = (
        "The next 2 damage that would be dealt to target creature this turn by target creature "
        "this turn is dealt to you instead."
    )
    assert c001_of(f"Probe {{W}}\nInstant\n{line}\n") == [
        _NO + f"'{line}': each of its parts once, 'this turn' among them"
    ]


def test_redirection_from_a_group_is_c001() -> None:
    # one shield for each creature, or one for all? the text does not say: refused
    messages = c001_of(
        "Probe {W}\nInstant\nThe next 1 damage that would be dealt to each creature you "
        "control this turn is dealt to you instead.\n"
    )
    assert messages == [_NO + "damage redirected to or from 'each creature you control'"]


def test_redirection_to_a_group_is_c001() -> None:
    messages = c001_of(
        "Probe {W}\nInstant\nAll damage that would be dealt to you this turn is dealt to "
        "creatures you control instead.\n"
    )
    assert messages == [_NO + "damage redirected to or from 'creatures you control'"]


# ---- prevention by sources named after "this turn" (CR 615.1a) -------------------------------


def test_prevent_damage_this_turn_by_described_sources() -> None:
    effect = _effect(
        "Prevent all combat damage that would be dealt this turn by creatures your opponents "
        "control."
    )
    assert isinstance(effect, ir.PreventDamage)
    assert effect.combat_only and effect.to_objects is None and effect.to_players is None
    assert isinstance(effect.by_objects, ir.AllObjects)
    assert effect.duration is ir.Duration.END_OF_TURN


def test_prevent_damage_to_you_this_turn_by_described_sources() -> None:
    effect = _effect(
        "Prevent all damage that would be dealt to you this turn by attacking creatures "
        "without flying."
    )
    assert isinstance(effect, ir.PreventDamage)
    assert effect.to_players == ir.Players("you")
    assert isinstance(effect.by_objects, ir.AllObjects)
    assert not effect.combat_only


def test_prevent_damage_by_target_this_turn() -> None:
    effect = _effect(
        "Prevent all damage that would be dealt this turn by target creature you control."
    )
    assert isinstance(effect, ir.PreventDamage)
    assert isinstance(effect.by_objects, ir.TargetObjects)


@pytest.mark.parametrize(
    ("line", "word"),
    [
        # "instead" ends a redirection; without it the sentence is no redirection
        (
            "The next 1 damage that would be dealt to target creature this turn is dealt to you.",
            ".",
        ),
        # "damage ... is dealt", one amount of damage: never "are"
        (
            "The next 1 damage that would be dealt to target creature this turn are dealt to "
            "you instead.",
            "are",
        ),
        (
            "All the damage that would be dealt to target creature this turn is dealt to you "
            "instead.",
            "the",
        ),
        # Oracle says "would be dealt", not "will be dealt"
        (
            "The next 1 damage that will be dealt to target creature this turn is dealt to you "
            "instead.",
            "will",
        ),
        # "is dealt to you instead", in that order
        (
            "The next 1 damage that would be dealt to target creature this turn is dealt "
            "instead to you.",
            "instead",
        ),
        (
            "The next 1 damage that would be dealt to target creature this turn is redirected "
            "to you instead.",
            "redirected",
        ),
        # the sources of prevented damage are "by" them, never "from"
        (
            "Prevent all damage that would be dealt this turn from creatures your opponents "
            "control.",
            "from",
        ),
        (
            "Prevent all damage that would be dealt to you this turn from attacking creatures.",
            "from",
        ),
        # a prevention is no replacement: no "instead"
        (
            "Prevent all damage that would be dealt to you this turn by attacking creatures "
            "instead.",
            "instead",
        ),
    ],
)
def test_near_wordings_are_refused_at_their_word(line: str, word: str) -> None:
    text = f"Probe {{W}}\nInstant\n{line}\n"
    _card, diagnostics = parse_file(text, "probe.card", warnings=False)
    errors = [d for d in diagnostics if d.is_error]
    assert errors, line
    at = errors[0].span
    assert text.split("\n")[at.line - 1][at.column - 1 :].startswith(word), errors[0].render()


# ---- "the damage prevented this way" (CR 615.5) -----------------------------------------------


def test_damage_prevented_this_way_is_part_of_the_prevention_effect() -> None:
    effect = _effect(
        "Prevent the next 3 damage that would be dealt to any target this turn. You gain life "
        "equal to the damage prevented this way."
    )
    assert isinstance(effect, ir.PreventDamage)
    assert effect.amount == ir.Fixed(3)
    gain = effect.then
    assert isinstance(gain, ir.Action) and gain.verb is ir.Verb.GAIN_LIFE
    assert gain.amount == ir.ResultOf(effect.prevented_key, "damage_prevented")


def test_damage_prevented_this_way_after_a_chosen_source_shield() -> None:
    effect = _effect(
        "The next time a source of your choice would deal damage to you this turn, prevent "
        "that damage. You gain life equal to the damage prevented this way."
    )
    assert isinstance(effect, ir.PreventDamage) and effect.next_time
    assert isinstance(effect.then, ir.Action)


@pytest.mark.parametrize(
    "before",
    [
        "",
        "Draw a card. ",
        # the prevention is not the sentence right before it
        "Prevent all combat damage that would be dealt this turn. Draw a card. ",
    ],
)
def test_damage_prevented_this_way_not_after_a_prevention_is_c001(before: str) -> None:
    line = "You gain life equal to the damage prevented this way."
    assert c001_of(f"Probe {{W}}\nInstant\n{before}{line}\n") == [
        _NO + f"'{line}' not right after one prevention effect"
    ]


def test_for_each_1_damage_prevented_this_way_is_part_of_the_prevention_effect() -> None:
    effect = _effect(
        "Prevent the next 3 damage that would be dealt to target creature this turn. For each "
        "1 damage prevented this way, put a +1/+1 counter on that creature."
    )
    assert isinstance(effect, ir.PreventDamage)
    put = effect.then
    assert isinstance(put, ir.Action) and put.verb is ir.Verb.PUT_COUNTERS
    assert put.amount == ir.ResultOf(effect.prevented_key, "damage_prevented")


def test_if_damage_is_prevented_this_way_that_much_is_the_damage_prevented() -> None:
    effect = _effect(
        "{X}: Prevent the next X damage that would be dealt to you this turn. If damage is "
        "prevented this way, Probe deals that much damage to target player or planeswalker."
        "\n7/7",
        "Creature — Archon",
    )
    assert isinstance(effect, ir.PreventDamage)
    deal = effect.then
    assert isinstance(deal, ir.Action) and deal.verb is ir.Verb.DEAL_DAMAGE
    assert deal.amount == ir.ResultOf(effect.prevented_key, "damage_prevented")


def test_for_each_2_damage_prevented_is_c001() -> None:
    line = "For each 2 damage prevented this way, put a +1/+1 counter on that creature."
    text = (
        "Probe {W}\nInstant\nPrevent the next 3 damage that would be dealt to target creature "
        f"this turn. {line}\n"
    )
    assert c001_of(text) == [_NO + f"'{line}': for each damage of more than 1"]


def test_for_each_damage_prevented_of_two_instructions_is_c001() -> None:
    line = (
        "For each 1 damage prevented this way, put a +1/+1 counter on that creature and draw "
        "a card."
    )
    text = (
        "Probe {W}\nInstant\nPrevent the next 3 damage that would be dealt to target creature "
        f"this turn. {line}\n"
    )
    assert c001_of(text)


def test_if_damage_is_prevented_this_way_after_no_prevention_is_c001() -> None:
    line = "If damage is prevented this way, Probe deals that much damage to any target."
    assert c001_of(f"Probe {{W}}\nInstant\nDraw a card. {line}\n") == [
        _NO + f"'{line}' not right after one prevention effect"
    ]


_SHIELD = "Prevent the next 3 damage that would be dealt to target creature this turn. "


@pytest.mark.parametrize(
    ("line", "word"),
    [
        # "for each 1 damage": the number is said
        ("For each damage prevented this way, put a +1/+1 counter on that creature.", "damage"),
        # "this way", never "that way"
        ("For each 1 damage prevented that way, put a +1/+1 counter on that creature.", "that"),
        # the comma after the "for each" phrase
        ("For each 1 damage prevented this way put a +1/+1 counter on that creature.", "put"),
        # "is prevented", in the present
        (
            "If damage was prevented this way, Probe deals that much damage to any target.",
            "was",
        ),
        (
            "If any damage is prevented this way, Probe deals that much damage to any target.",
            "damage",
        ),
        # the rest of a prevention effect replaces nothing: no "instead"
        (
            "If damage is prevented this way, Probe deals that much damage to any target instead.",
            "instead",
        ),
    ],
)
def test_near_wordings_of_the_prevented_damage_are_refused(line: str, word: str) -> None:
    text = f"Probe {{W}}\nInstant\n{_SHIELD}{line}\n"
    _card, diagnostics = parse_file(text, "probe.card", warnings=False)
    errors = [d for d in diagnostics if d.is_error]
    assert errors, line
    at = errors[0].span
    assert text.split("\n")[at.line - 1][at.column - 1 :].startswith(word), errors[0].render()


# ---- "it deals double that damage to you / ~ / that player instead" (CR 614.1a) ----------------


@pytest.mark.parametrize(
    ("line", "field"),
    [
        (
            "If a source would deal damage to you, it deals double that damage to you instead.",
            "to_you",
        ),
        (
            "If a source would deal damage to Probe, it deals double that damage to Probe instead.",
            "to_self",
        ),
        (
            "If a source would deal damage to an opponent, it deals double that damage to that "
            "player instead.",
            "to_opponent",
        ),
    ],
)
def test_double_damage_to_a_named_recipient(line: str, field: str) -> None:
    (replacement,) = [
        a
        for a in abilities_of(f"Probe {{R}}\nCreature — Devil\n{line}\n4/4\n")
        if isinstance(a, ir.ReplacementAbility)
    ]
    assert replacement.event == "deals_damage" and replacement.instead == "multiply"
    assert replacement.extra == 2 and replacement.whose is ir.Whose.ANY
    assert getattr(replacement, field)
    others = {"to_you", "to_self", "to_opponent"} - {field}
    assert not any(getattr(replacement, other) for other in others)


@pytest.mark.parametrize(
    "line",
    [
        # the damage is doubled to the player it would be dealt to, said as that player
        "If a source would deal damage to you, it deals double that damage to that player instead.",
        "If a source would deal damage to an opponent, it deals double that damage to you instead.",
        "If a source would deal damage to Probe, it deals double that damage to you instead.",
    ],
)
def test_double_damage_to_another_recipient_is_c001(line: str) -> None:
    assert c001_of(f"Probe {{R}}\nCreature — Devil\n{line}\n4/4\n")


# ---- "this turn to", "divided as you choose" (CR 615.7, 601.2d) --------------------------------


def test_prevent_next_damage_this_turn_to_target() -> None:
    effect = _effect(
        "Prevent the next 4 damage that would be dealt this turn to target creature you control."
    )
    assert isinstance(effect, ir.PreventDamage)
    assert effect.amount == ir.Fixed(4)
    assert isinstance(effect.to_objects, ir.TargetObjects)


def test_prevent_next_damage_divided_among_targets() -> None:
    (spell,) = [
        a
        for a in abilities_of(
            "Probe {W}\nInstant\nPrevent the next 5 damage that would be dealt this turn to any "
            "number of targets, divided as you choose.\n"
        )
        if isinstance(a, ir.SpellAbility)
    ]
    effect = spell.effect
    assert isinstance(effect, ir.PreventDamage)
    assert isinstance(effect.amount, ir.DividedAmount)
    (target,) = spell.targets
    assert target.distribute == ir.Fixed(5) and target.minimum == 1


def test_prevent_next_damage_divided_by_an_unfixed_amount_is_c001() -> None:
    assert c001_of(
        "Probe {W}\nInstant\nPrevent the next X damage that would be dealt this turn to any "
        "number of targets, divided as you choose.\n"
    ) == [_NO + "dividing an amount 'X' that is not fixed"]


# ---- "Damage can't be prevented this turn." (CR 615.12) ---------------------------------------


def test_damage_cant_be_prevented_this_turn() -> None:
    effect = _effect("Damage can't be prevented this turn.")
    assert isinstance(effect, ir.DamageCantBePrevented)
    assert effect.by_objects is None and not effect.combat_only


def test_combat_damage_by_creatures_cant_be_prevented_this_turn() -> None:
    effect = _effect(
        "Combat damage that would be dealt by creatures you control can't be prevented this turn."
    )
    assert isinstance(effect, ir.DamageCantBePrevented)
    assert effect.combat_only and isinstance(effect.by_objects, ir.AllObjects)


def test_damage_cant_be_prevented_without_a_duration_in_an_effect_is_c001() -> None:
    assert c001_of("Probe {R}\nInstant\nDamage can't be prevented.\n") == [
        _NO + "'Damage can't be prevented.' in an effect"
    ]


# ---- "except the first one you draw in each of your draw steps" (CR 504.1, 614.11) ------------


def test_draw_two_instead_except_the_first_draw_of_the_draw_step() -> None:
    (replacement,) = abilities_of(
        "Probe {2}{U}{U}\nLegendary Enchantment\nIf you would draw a card except the first one "
        "you draw in each of your draw steps, draw two cards instead.\n"
    )
    assert isinstance(replacement, ir.ReplacementAbility)
    assert replacement.event == "draw" and replacement.instead == "draw_more"
    assert replacement.extra == 2 and replacement.except_first_draw


def test_draw_two_instead_of_every_draw_is_not_except_the_first() -> None:
    (replacement,) = abilities_of(
        "Probe {2}{U}{U}\nEnchantment\nIf you would draw a card, draw two cards instead.\n"
    )
    assert isinstance(replacement, ir.ReplacementAbility)
    assert not replacement.except_first_draw
