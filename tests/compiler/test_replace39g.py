"""Triggers, replacement effects and odd effects of session 39 as the compiler states them:
entering under an opponent's control (CR 110.2), "one or more creatures you control deal combat
damage to a player" (CR 603.2c), "becomes a [type] creature" replacing card types (CR 205.1a),
where a countered spell goes instead (CR 614.1a), "deals damage to itself", "under their
owner's control" (CR 110.2a), "a creature dealt damage by ~ this turn" (CR 700.4) and a token
that's a copy (CR 707.2). What the runtime can't play stays C001 at its span, verbatim."""

from __future__ import annotations

import pytest

from karlov import ir

from .lowering import abilities_of, c001_of

_NO = "the rules runtime cannot execute this yet: "


def _trigger(line: str) -> ir.EventTrigger:
    (ability,) = abilities_of(f"Probe {{2}}\nEnchantment\n{line}\n")
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.EventTrigger)
    return ability.trigger


def _spell(text: str) -> ir.Effect:
    (spell,) = abilities_of(f"Probe {{1}}{{U}}\nInstant\n{text}\n")
    assert isinstance(spell, ir.SpellAbility)
    return spell.effect


# ---- entering under an opponent's control (CR 110.2, 603.7c) --------------------------------


def test_enters_under_an_opponents_control_is_by_an_opponent() -> None:
    trigger = _trigger(
        "Whenever a land enters under an opponent's control, that player loses 2 life."
    )
    assert trigger.event == "enters" and trigger.by is ir.Whose.OPPONENT
    assert trigger.subject is not None and trigger.subject.nouns == ("land",)


def test_enters_under_target_opponents_control_stays_c001() -> None:
    assert c001_of(
        "Probe {2}\nEnchantment\nWhenever a creature enters under target opponent's control, "
        "draw a card.\n"
    ) == [_NO + "entering under another player's control"]


# ---- one or more creatures deal combat damage to a player (CR 603.2c) -----------------------


def test_one_or_more_creatures_dealing_combat_damage_trigger_once() -> None:
    trigger = _trigger(
        "Whenever one or more creatures you control deal combat damage to a player, draw a card."
    )
    assert trigger.event == "combat_damage_to_player_one_or_more"
    assert trigger.by is ir.Whose.ANY
    assert trigger.subject is not None and trigger.subject.controller is not None


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (
            # damage of any kind, not combat damage: no form yet
            "Whenever one or more creatures you control deal damage to a player, draw a card.",
            "a trigger on a number of objects at once",
        ),
        (
            # "that creature": none of the creatures is the event's object
            "Whenever one or more creatures you control deal combat damage to a player, that "
            "creature gains flying until end of turn.",
            "'that ...' refers to nothing named before it",
        ),
        (
            # "that much": the damage of which creature is not said
            "Whenever one or more creatures you control deal combat damage to a player, you "
            "gain that much life.",
            "'that much' of an event that deals no damage",
        ),
    ],
)
def test_other_one_or_more_damage_triggers_stay_c001(line: str, reason: str) -> None:
    found = c001_of(f"Probe {{2}}\nEnchantment\n{line}\n")
    assert found == [_NO + reason]


# ---- "becomes a 5/5 Treefolk creature" (CR 205.1a) -----------------------------------------


def test_becomes_a_creature_without_in_addition_replaces_the_types() -> None:
    (ability,) = abilities_of(
        "Probe {1}{G}\nEnchantment\nWhen an opponent casts an enchantment spell, if Probe is "
        "an enchantment, Probe becomes a 5/5 Treefolk creature.\n"
    )
    assert isinstance(ability, ir.TriggeredAbility) and isinstance(ability.effect, ir.Become)
    become = ability.effect
    assert not become.in_addition and become.duration is None
    assert become.characteristics.types == ("creature",)
    assert become.characteristics.subtypes == ("treefolk",)


# ---- "If that spell is countered this way, ... instead" (CR 614.1a) ------------------------


@pytest.mark.parametrize(
    ("words", "zone", "position"),
    [
        ("exile it instead of putting it into its owner's graveyard", "exile", None),
        ("put it into its owner's hand instead of into that player's graveyard", "hand", None),
        (
            "put it on top of its owner's library instead of into that player's graveyard",
            "library",
            "top",
        ),
        (
            "put it on the bottom of its owner's library instead of into that player's graveyard",
            "library",
            "bottom",
        ),
    ],
)
def test_a_countered_spell_goes_where_the_text_says(
    words: str, zone: str, position: str | None
) -> None:
    effect = _spell(f"Counter target spell. If that spell is countered this way, {words}.")
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.COUNTER
    assert effect.zone is not None and effect.zone.value == zone
    assert effect.position == position


def test_countered_this_way_after_unless_pays_is_the_countered_spell() -> None:
    effect = _spell(
        "Counter target spell unless its controller pays {4}. If that spell is countered this "
        "way, exile it instead of putting it into its owner's graveyard."
    )
    assert isinstance(effect, ir.UnlessPays) and isinstance(effect.effect, ir.Action)
    assert effect.effect.verb is ir.Verb.COUNTER and effect.effect.zone is ir.ZoneName.EXILE


def test_top_or_bottom_of_the_library_stays_c001() -> None:
    assert c001_of(
        "Probe {1}{U}\nInstant\nCounter target spell. If that spell is countered this way, "
        "put that card on the top or bottom of its owner's library instead of into that "
        "player's graveyard.\n"
    ) == [
        _NO + "'put that card on the top or bottom of its owner's library' instead of a "
        "countered spell's graveyard"
    ]


# ---- "deals damage to itself equal to its power" (CR 120.3) ---------------------------------


def test_target_creature_deals_damage_to_itself() -> None:
    effect = _spell("Target creature deals damage to itself equal to its power.")
    assert isinstance(effect, ir.Action) and effect.verb is ir.Verb.DEAL_DAMAGE
    assert effect.objects == effect.recipients
    assert isinstance(effect.objects, ir.TargetObjects)
    assert isinstance(effect.amount, ir.PowerOf)


def test_each_creature_dealing_damage_to_itself_stays_c001() -> None:
    assert c001_of(
        "Probe {2}{R}\nSorcery\nEach creature deals damage to itself equal to its power.\n"
    ) == [_NO + "each of several objects dealing damage to itself"]


# ---- "under their owner's control" (CR 110.2a) ----------------------------------------------


def test_return_under_their_owners_control() -> None:
    effect = _spell(
        "Exile up to two target creatures you control, then return those cards to the "
        "battlefield under their owner's control."
    )
    assert isinstance(effect, ir.Sequence)
    back = effect.steps[-1]
    assert isinstance(back, ir.Action) and back.zone is ir.ZoneName.BATTLEFIELD
    assert back.under_owner


def test_onto_the_battlefield_under_target_players_control_stays_c001() -> None:
    assert c001_of(
        "Probe {2}{G}\nSorcery\nSearch your library for a Forest card, put it onto the "
        "battlefield tapped under target player's control, then shuffle.\n"
    ) == [_NO + "putting onto the battlefield under this control"]


# ---- "If a creature dealt damage by ~ this turn would die, exile it instead." ---------------


def test_a_creature_dealt_damage_by_this_is_exiled_instead() -> None:
    (ability,) = abilities_of(
        "Probe {4}{R}\nCreature — Human Shaman\nIf a creature dealt damage by Probe this turn "
        "would die, exile it instead.\n3/3\n"
    )
    assert isinstance(ability, ir.ReplacementAbility)
    assert (ability.event, ability.instead) == ("damaged_by_self_dies", "exile")


def test_one_more_word_is_no_such_replacement() -> None:
    # "put it into its owner's hand" is no form of it: refused, not read as exile
    assert c001_of(
        "Probe {4}{R}\nCreature — Human Shaman\nIf a creature dealt damage by Probe this turn "
        "would die, put it into its owner's hand instead.\n3/3\n"
    ) == [_NO + "this replacement effect"]


# ---- a token that's a copy (CR 707.2) --------------------------------------------------------


def test_a_token_that_is_a_copy_of_that_creature_is_remembered() -> None:
    (ability,) = abilities_of(
        "Probe {3}{U}\nEnchantment\nWhenever a nontoken Zombie enters under your control, "
        "create a token that's a copy of that creature. That token gains haste until end of "
        "turn.\n"
    )
    assert isinstance(ability, ir.TriggeredAbility) and isinstance(ability.effect, ir.Sequence)
    create, haste = ability.effect.steps
    assert isinstance(create, ir.Action) and create.verb is ir.Verb.CREATE_COPY
    assert isinstance(create.objects, ir.EventObject) and create.remember
    assert isinstance(haste, ir.GainAbilities) and isinstance(haste.objects, ir.Mentioned)
    assert haste.objects.key == create.remember


def test_a_token_copy_of_an_enchanted_creature_stays_c001() -> None:
    assert c001_of(
        "Probe {2}{U}\nEnchantment — Aura\nEnchant creature\nAt the beginning of your upkeep, "
        "create a token that's a copy of enchanted creature.\n"
    ) == [_NO + "a token that's a copy of these objects"]


# ---- "If damage would be dealt to ~, put that many +1/+1 counters on it instead." -----------


def test_damage_to_this_becomes_counters() -> None:
    (ability,) = abilities_of(
        "Probe {4}{G}{W}\nCreature — Plant Hydra\nIf damage would be dealt to Probe, put that "
        "many +1/+1 counters on it instead.\n1/1\n"
    )
    assert isinstance(ability, ir.ReplacementAbility)
    assert (ability.event, ability.instead, ability.counter) == (
        "dealt_damage",
        "counters",
        "+1/+1",
    )


def test_damage_as_minus_counters_is_read_as_minus_counters() -> None:
    # -1/-1 counters (Lichenthrope): that many of that kind on this permanent, not +1/+1
    (ability,) = abilities_of(
        "Probe {3}{G}\nCreature — Plant Fungus\nIf damage would be dealt to Probe, put that "
        "many -1/-1 counters on it instead.\n5/5\n"
    )
    assert isinstance(ability, ir.ReplacementAbility)
    assert (ability.event, ability.instead, ability.counter, ability.to_self) == (
        "deals_damage",
        "counters_on_self",
        "-1/-1",
        True,
    )


# ---- "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it ..." ---------


def test_put_into_a_graveyard_from_anywhere_is_shuffled_into_the_library() -> None:
    (_extra_turn, ability) = abilities_of(
        "Probe {5}{U}{U}\nInstant\nTake an extra turn after this one.\nIf Probe would be put "
        "into a graveyard from anywhere, reveal Probe and shuffle it into its owner's library "
        "instead.\n"
    )
    assert isinstance(ability, ir.ReplacementAbility)
    assert ability.event == "put_into_graveyard_from_anywhere"
    assert ability.instead == "reveal_shuffle_into_library"


def test_shuffled_without_reveal_is_no_such_replacement() -> None:
    assert c001_of(
        "Probe {8}\nArtifact Creature — Golem\nIf Probe would be put into a graveyard from "
        "anywhere, shuffle it into its owner's library instead.\n11/11\n"
    ) == [_NO + "this replacement effect"]


# ---- "If you would draw a card, draw two cards instead." (CR 614.11) -------------------------


def test_you_draw_two_instead() -> None:
    (ability,) = abilities_of(
        "Probe {4}{U}{U}{U}\nEnchantment\nIf you would draw a card, draw two cards instead.\n"
    )
    assert isinstance(ability, ir.ReplacementAbility)
    assert (ability.event, ability.whose, ability.extra, ability.instead) == (
        "draw",
        ir.Whose.YOU,
        2,
        "draw_more",
    )


def test_you_may_put_a_study_counter_instead_of_drawing() -> None:
    (ability, _draw_seven) = abilities_of(
        "Probe {3}{W}\nEnchantment\nIf you would draw a card, you may put a study counter on "
        "Probe instead.\nRemove three study counters from Probe, Sacrifice Probe: Draw seven "
        "cards.\n"
    )
    assert isinstance(ability, ir.ReplacementAbility)
    assert (ability.event, ability.instead, ability.counter) == ("draw", "may_counter", "study")


def test_a_time_counter_instead_of_drawing_is_a_marker() -> None:
    # time counters mean only what suspend and vanishing read (CR 702.62, 702.63), under the
    # same name in the runtime; on this enchantment nothing reads them
    (ability,) = abilities_of(
        "Probe {3}{W}\nEnchantment\nIf you would draw a card, you may put a time counter on "
        "Probe instead.\n"
    )
    assert isinstance(ability, ir.ReplacementAbility)
    assert (ability.instead, ability.counter) == ("may_counter", "time")


# ---- "Whenever a player / an opponent sacrifices ..." (CR 701.21a) ---------------------------


@pytest.mark.parametrize(
    ("who", "by"),
    [("a player sacrifices", ir.Whose.ANY), ("an opponent sacrifices", ir.Whose.OPPONENT)],
)
def test_another_player_sacrificing_names_who(who: str, by: ir.Whose) -> None:
    trigger = _trigger(f"Whenever {who} a creature, you gain 1 life.")
    assert trigger.event == "sacrificed" and trigger.by is by
    assert trigger.subject is not None and trigger.subject.nouns == ("creature",)


def test_defending_player_sacrificing_as_a_trigger_stays_c001() -> None:
    assert c001_of(
        "Probe {2}\nEnchantment\nWhenever target player sacrifices a creature, you gain 1 life.\n"
    ) == [_NO + "another player sacrificing"]


# ---- "becomes a 0/0 Elemental creature with haste that's still a land" (CR 205.1b) ----------


def test_becomes_a_creature_thats_still_a_land_keeps_its_types() -> None:
    effect = _spell("Target land becomes a 2/2 green creature that's still a land.")
    assert isinstance(effect, ir.Become) and effect.in_addition
    assert effect.characteristics.types == ("creature",)
    assert effect.characteristics.colors == ("G",)


def test_still_more_than_a_card_type_stays_c001() -> None:
    assert c001_of(
        "Probe {G}\nInstant\nTarget land becomes a 2/2 creature that's still a basic land.\n"
    ) == [_NO + "'a basic land' of more than a card type"]


# ---- "If a nontoken creature would enter the battlefield and it wasn't cast, exile it ..." ---


def test_a_creature_that_wasnt_cast_is_exiled_instead() -> None:
    (_flash, ability) = abilities_of(
        "Probe {1}{W}\nCreature — Human Cleric\nFlash\nIf a nontoken creature would enter the "
        "battlefield and it wasn't cast, exile it instead.\n2/2\n"
    )
    assert isinstance(ability, ir.ReplacementAbility)
    assert (ability.event, ability.instead) == ("enters_uncast", "exile")


def test_a_creature_that_wasnt_cast_put_into_a_hand_stays_c001() -> None:
    assert c001_of(
        "Probe {1}{W}\nCreature — Human Cleric\nIf a nontoken creature would enter the "
        "battlefield and it wasn't cast, put it into its owner's hand instead.\n2/2\n"
    ) == [_NO + "this replacement effect"]
