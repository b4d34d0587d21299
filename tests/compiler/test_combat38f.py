"""Combat and untap families of session 38 (tests/scenarios/combat38f plays them): blocking
more than one creature (CR 509.1a), power-relative evasion (CR 509.1b), pack tactics (CR
508.1a), whom a creature may attack (CR 508.1c), "attacks you" (CR 508.3a), blocks if able
(CR 509.1c), not untapping in a player's next untap step (CR 502.3) and phasing (CR 702.26);
each with the near wording that must stay refused or be an error."""

from __future__ import annotations

import pytest
from syntax.families import line_errors

from karlov import ir

from .lowering import abilities_of, c001_of


def _creature(line: str) -> str:
    return f"Test Card {{1}}\nCreature — Human\n{line}\n2/2\n"


def _spell(line: str, kind: str = "Instant") -> str:
    return f"Test Card {{1}}\n{kind}\n{line}\n"


def _restrictions(text: str) -> list[str]:
    (ability,) = abilities_of(text)
    assert isinstance(ability, ir.StaticAbility)
    return [r.kind for r in ability.restrictions]


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("~ can block an additional creature each combat.", "can_block_additional"),
        ("~ can block any number of creatures.", "can_block_any_number"),
        (
            "Creatures with power less than ~'s power can't block it.",
            "cant_be_blocked_by_less_power",
        ),
        (
            "Creatures with power greater than ~'s power can't block it.",
            "cant_be_blocked_by_greater_power",
        ),
    ],
)
def test_static_blocking_rules(line: str, kind: str) -> None:
    assert _restrictions(_creature(line.replace("~", "Test Card"))) == [kind]


def test_a_vow_cant_attack_its_controller() -> None:
    text = (
        "Vow of Duty {2}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets "
        "+2/+2, has vigilance, and can't attack you or planeswalkers you control.\n"
    )
    static = [a for a in abilities_of(text) if isinstance(a, ir.StaticAbility)]
    kinds = [r.kind for a in static for r in a.restrictions]
    assert kinds == ["cant_attack_you"]


@pytest.mark.parametrize(
    "line",
    [
        # another subject or object than the source, another comparison
        "Creatures with power less than Test Card's power can't block them.",
        "Creatures with power 2 or less can't block it.",
        "Creatures with toughness less than Test Card's power can't block it.",
    ],
)
def test_other_cant_block_it_forms_are_refused(line: str) -> None:
    assert c001_of(_creature(line)) != []


def test_pack_tactics_is_the_total_power_as_declared() -> None:
    (ability,) = abilities_of(
        _creature(
            "Whenever Test Card attacks, if you attacked with creatures with total power 6 or "
            "greater this combat, put a +1/+1 counter on Test Card."
        )
    )
    assert isinstance(ability, ir.TriggeredAbility)
    condition = ability.intervening_if
    assert isinstance(condition, ir.AttackedWithTotalPower)
    assert condition.at_least == 6 and condition.who.who == "you"


def test_attacked_with_other_creatures_this_combat_is_refused() -> None:
    assert (
        c001_of(
            _creature(
                "Whenever Test Card attacks, if you attacked with Goblins this combat, draw a card."
            )
        )
        != []
    )


def test_attacks_you_or_a_planeswalker_you_control() -> None:
    (ability,) = abilities_of(
        _spell(
            "Whenever a creature without flying attacks you or a planeswalker you control, "
            "Test Card deals 1 damage to that creature.",
            "Enchantment",
        )
    )
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.EventTrigger)
    assert ability.trigger.event == "attacks_you"
    assert ability.trigger.subject is not None
    assert ability.trigger.subject.excluded_keywords == ("flying",)


def test_blocks_this_turn_if_able_said_of_a_target() -> None:
    (ability,) = abilities_of(_spell("Target creature blocks this turn if able.", "Sorcery"))
    assert isinstance(ability, ir.SpellAbility)
    assert isinstance(ability.effect, ir.Restrict)
    assert ability.effect.kind == "must_block"
    assert ability.effect.duration is ir.Duration.END_OF_TURN


def test_blocks_this_turn_if_able_said_of_a_description_is_refused() -> None:
    # It would apply to creatures that come later this turn too (CR 611.2c).
    assert c001_of(
        _spell("Each creature your opponents control blocks this turn if able.", "Sorcery")
    ) == [
        "the rules runtime cannot execute this yet: 'blocks this turn if able' said of a "
        "description"
    ]


def test_their_next_untap_step_is_the_target_players() -> None:
    (ability,) = abilities_of(
        _spell("Lands target player controls don't untap during their next untap step.", "Sorcery")
    )
    assert isinstance(ability, ir.SpellAbility)
    skip = ability.effect
    assert isinstance(skip, ir.SkipNextUntap)
    assert skip.player is not None and skip.player.who == "target"
    assert skip.whose is None


def test_their_next_untap_step_of_no_player_named_is_refused() -> None:
    assert c001_of(
        _spell("Lands you control don't untap during their next untap step.", "Sorcery")
    ) == [
        "the rules runtime cannot execute this yet: not untapping during this player's untap step"
    ]


def test_phases_out_and_phasing() -> None:
    (ability,) = abilities_of(_spell("Target creature phases out.", "Instant"))
    assert isinstance(ability, ir.SpellAbility)
    assert isinstance(ability.effect, ir.Action)
    assert ability.effect.verb is ir.Verb.PHASE_OUT
    (keyword,) = abilities_of(_creature("Phasing"))
    assert isinstance(keyword, ir.KeywordAbility) and keyword.name == "phasing"


def test_cant_phase_in_stays_refused() -> None:
    assert (
        c001_of(
            _spell(
                "Each creature target opponent controls phases out. Until the end of your next "
                "turn, they can't phase in.",
                "Sorcery",
            )
        )
        != []
    )


@pytest.mark.parametrize(
    "line",
    [
        "Test Card can block an additional creatures each combat.",
        "Test Card can block any number creatures.",
        "Test Card can block an additional creature each turn.",
    ],
)
def test_near_wordings_are_errors(line: str) -> None:
    assert line_errors(line, "Creature — Human") != []


def test_cant_block_creatures_with_a_quality() -> None:
    (ability,) = abilities_of(_creature("Test Card can't block creatures with power 2 or greater."))
    assert isinstance(ability, ir.StaticAbility)
    (restriction,) = ability.restrictions
    assert restriction.kind == "cant_block_matching"
    assert restriction.filter is not None and restriction.filter.power_at_least == 2


def test_cant_block_creatures_in_a_state_is_refused() -> None:
    assert c001_of(_creature("Test Card can't block creatures you control.")) == [
        "the rules runtime cannot execute this yet: can't block creatures in a state"
    ]


def test_cant_be_blocked_except_by_three_or_more_creatures() -> None:
    (ability,) = abilities_of(
        _creature("Test Card can't be blocked except by three or more creatures.")
    )
    assert isinstance(ability, ir.StaticAbility)
    (restriction,) = ability.restrictions
    assert (restriction.kind, restriction.at_least) == ("blocked_by_at_least", 3)


def test_cant_be_blocked_except_by_three_or_more_walls_is_refused() -> None:
    assert c001_of(_creature("Test Card can't be blocked except by three or more Walls.")) == [
        "the rules runtime cannot execute this yet: can't be blocked except by these"
    ]


@pytest.mark.parametrize(
    ("line", "skipped"),
    [
        ("Target player skips their next untap step.", "untap_step"),
        ("Target player skips their next draw step.", "draw_step"),
        ("Target opponent skips their next combat phase.", "combat_phase"),
        ("You skip your next turn.", "turn"),
    ],
)
def test_skipping_the_next_one(line: str, skipped: str) -> None:
    (ability,) = abilities_of(_spell(line, "Sorcery"))
    assert isinstance(ability, ir.SpellAbility)
    assert isinstance(ability.effect, ir.SkipNext)
    assert ability.effect.skipped == skipped


def test_skipping_said_of_a_creature_is_an_error_or_refused() -> None:
    text = _spell("Target creature skips their next untap step.", "Sorcery")
    assert c001_of(text) != []


def test_skip_your_draw_step_is_a_rule_of_its_controller() -> None:
    (ability,) = abilities_of(_spell("Skip your draw step.", "Enchantment"))
    assert isinstance(ability, ir.StaticAbility)
    assert [r.rule for r in ability.rules] == ["skip_draw_step"]
