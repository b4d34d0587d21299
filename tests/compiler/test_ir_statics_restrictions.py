"""Static abilities lowered to the IR for issue 9: "as long as [condition]"
(CR 611.3a), restrictions (CR 506.5, 508.1c, 509.1b-c, 502.3) and keyword and granted
abilities. Their behaviour is played in tests/scenarios/corpus_statics."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of


def test_as_long_as_sentence_is_the_static_abilitys_condition() -> None:
    (static,) = abilities_of(
        "Probe {1}\nCreature — Human\nAs long as you control an artifact, Probe gets +2/+0 "
        "and has flying.\n2/4\n"
    )
    assert isinstance(static, ir.StaticAbility)
    assert isinstance(static.condition, ir.ObjectCount)
    assert static.condition.filter.controller == ir.Players("you")
    assert static.condition.count == ir.Count(ir.Relation.AT_LEAST, 1)
    pump, flying = static.effects
    assert pump.layer is ir.Layer.PT_MODIFY and (pump.power, pump.toughness) == (2, 0)
    assert flying.layer is ir.Layer.ABILITY and flying.add_abilities == (ir.KeywordName("flying"),)


def test_trailing_as_long_as_clause_is_the_condition_too() -> None:
    (static,) = abilities_of(
        "Probe {1}\nCreature — Human\nProbe gets +1/+0 as long as you control an artifact.\n1/2\n"
    )
    assert isinstance(static, ir.StaticAbility) and isinstance(static.condition, ir.ObjectCount)
    (pump,) = static.effects
    assert pump.power == 1


def test_a_static_ability_without_as_long_as_has_no_condition() -> None:
    (static,) = abilities_of("Probe {1}\nCreature — Human\nProbe gets +1/+0.\n1/2\n")
    assert isinstance(static, ir.StaticAbility) and static.condition is None


def test_cant_attack_or_block_is_two_restrictions_on_the_enchanted_creature() -> None:
    _enchant, static = abilities_of(
        "Probe {1}{W}\nEnchantment — Aura\nEnchant creature\n"
        "Enchanted creature can't attack or block.\n"
    )
    assert isinstance(static, ir.StaticAbility) and not static.effects
    kinds = [r.kind for r in static.restrictions]
    assert kinds == ["cant_attack", "cant_block"]
    assert all(r.affected.filter is not None for r in static.restrictions)
    assert all(r.affected.filter.attached_to_source for r in static.restrictions)  # type: ignore[union-attr]


def test_each_restriction_kind_is_known_to_the_ir() -> None:
    lines = {
        "Probe can't be blocked.": "cant_be_blocked",
        "Probe can't block.": "cant_block",
        "Probe attacks each combat if able.": "attacks_each_combat",
        "Probe can't be blocked by more than one creature.": "blocked_by_at_most_one",
        "Probe doesn't untap during its controller's untap step.": "doesnt_untap",
    }
    for line, kind in lines.items():
        (static,) = abilities_of(f"Probe {{1}}\nCreature — Ogre\n{line}\n2/2\n")
        assert isinstance(static, ir.StaticAbility)
        assert [r.kind for r in static.restrictions] == [kind], line
        assert kind in ir.RESTRICTIONS


def test_cant_be_blocked_except_by_names_the_only_blockers_allowed() -> None:
    """CR 509.1b: "except by Walls" allows Walls only."""
    (static,) = abilities_of(
        "Probe {1}\nCreature — Ogre\nProbe can't be blocked except by Walls.\n2/2\n"
    )
    assert isinstance(static, ir.StaticAbility)
    (restriction,) = static.restrictions
    assert restriction.kind == "cant_be_blocked_except_by"
    assert restriction.filter is not None and restriction.filter.subtypes == ("wall",)


def test_except_by_two_kinds_and_or_is_either_kind() -> None:
    """Fear's words (CR 702.36b): a blocker that is an artifact creature, a black creature,
    or both."""
    (static,) = abilities_of(
        "Probe {1}\nCreature — Ogre\nProbe can't be blocked except by artifact creatures "
        "and/or black creatures.\n2/2\n"
    )
    (restriction,) = static.restrictions  # type: ignore[union-attr]
    assert restriction.kind == "cant_be_blocked_except_by"
    first, second = restriction.filter.alternatives  # type: ignore[union-attr]
    assert [t.any_of for t in first.types] == [("artifact",), ("creature",)]
    assert second.colors is not None


def test_except_by_a_number_of_creatures_is_that_many_or_none() -> None:
    # CR 509.1b: blocked by none or by two or more (tests/scenarios/combat38f plays three)
    (ability,) = abilities_of(
        "Probe {1}\nCreature — Ogre\nProbe can't be blocked except by two or more creatures.\n2/2\n"
    )
    assert isinstance(ability, ir.StaticAbility)
    (restriction,) = ability.restrictions
    assert (restriction.kind, restriction.at_least) == ("blocked_by_at_least", 2)


def test_a_restriction_this_turn_is_a_timed_restrict_effect() -> None:
    (activated,) = abilities_of(
        "Probe {2}\nArtifact Creature — Wall\n{3}, {T}: Target creature can't be blocked "
        "this turn.\n0/4\n"
    )
    assert isinstance(activated, ir.ActivatedAbility)
    effect = activated.effect
    assert isinstance(effect, ir.Restrict)
    assert effect.kind == "cant_be_blocked" and effect.duration is ir.Duration.END_OF_TURN
    assert isinstance(effect.objects, ir.TargetObjects)


def test_conditions_of_as_long_as() -> None:
    cases = {
        "As long as it's your turn, Probe has flying.": ir.IsYourTurn(),
        "As long as you have 25 or more life, Probe has flying.": ir.LifeTotal(
            ir.Players("you"), ir.Count(ir.Relation.AT_LEAST, 25)
        ),
        "As long as you've drawn two or more cards this turn, Probe has flying.": (
            ir.CardsDrawnThisTurn(ir.Players("you"), ir.Count(ir.Relation.AT_LEAST, 2))
        ),
        "Probe gets +1/+0 as long as it's attacking.": ir.SourceIs("attacking"),
        "Probe has flying as long as it has a +1/+1 counter on it.": ir.SourceCounters(
            ir.Count(ir.Relation.AT_LEAST, 1), "+1/+1"
        ),
        "As long as Probe is enchanted or equipped, it has flying.": (
            ir.SourceEnchantedOrEquipped()
        ),
    }
    for line, expected in cases.items():
        (static,) = abilities_of(f"Probe {{1}}\nCreature — Ogre\n{line}\n2/2\n")
        assert isinstance(static, ir.StaticAbility)
        assert static.condition == expected, line
        assert all(e.affected.filter is None for e in static.effects), line


def test_it_in_the_condition_of_an_effect_on_other_objects_is_reported() -> None:
    assert c001_of(
        "Probe {1}\nCreature — Ogre\nOther creatures you control get +1/+0 as long as "
        "it's attacking.\n2/2\n"
    )


def test_prowess_is_a_keyword_the_runtime_builds_from_the_rules() -> None:
    (prowess,) = abilities_of(
        "Probe {1}{U}\nCreature — Monk\nProwess (Whenever you cast a noncreature spell, this "
        "creature gets +1/+1 until end of turn.)\n1/2\n"
    )
    assert prowess == ir.KeywordAbility("prowess", text="prowess")
    (spell,) = abilities_of(
        "Probe {3}{R}\nInstant\nCreate two 1/1 red Goblin Wizard creature tokens with prowess.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Action)
    token = spell.effect.token
    assert token is not None and token.characteristics is not None
    assert token.characteristics.abilities == (ir.KeywordName("prowess"),)


def test_a_keyword_the_runtime_does_not_build_stays_reported() -> None:
    assert c001_of("Probe {1}\nCreature — Ogre\nDisguise {1}{R}\n2/2\n") == [
        "the rules runtime cannot execute this yet: the keyword ability 'Disguise'"
    ]


def test_a_quoted_triggered_ability_is_granted_as_ir() -> None:
    _enchant, static = abilities_of(
        "Probe {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+0 "
        'and has "When this creature dies, draw a card."\n'
    )
    assert isinstance(static, ir.StaticAbility)
    _pump, grant = static.effects
    (granted,) = grant.add_abilities
    assert isinstance(granted, ir.TriggeredAbility)
    assert granted.trigger == ir.EventTrigger("dies")
    assert isinstance(granted.effect, ir.Sequence)
    (draw,) = granted.effect.steps
    assert isinstance(draw, ir.Action) and draw.verb is ir.Verb.DRAW


def test_loses_flying_removes_the_keyword_in_layer_6() -> None:
    static, _equip = abilities_of(
        "Probe {1}\nArtifact — Equipment\nEquipped creature gets +10/+10 and loses flying.\n"
        "Equip {8}\n"
    )
    assert isinstance(static, ir.StaticAbility)
    _pump, lose = static.effects
    assert lose.layer is ir.Layer.ABILITY and lose.remove_keywords == ("flying",)
    assert not lose.add_abilities


def test_protection_from_each_quality_is_one_keyword() -> None:
    flying, demons, dragons = abilities_of(
        "Probe {3}{W}{W}\nCreature — Angel\nFlying, protection from Demons and from Dragons\n5/5\n"
    )
    assert isinstance(flying, ir.KeywordAbility) and flying.name == "flying"
    for keyword, subtype in ((demons, "demon"), (dragons, "dragon")):
        assert isinstance(keyword, ir.KeywordAbility) and keyword.name == "protection"
        assert keyword.filter is not None and keyword.filter.subtypes == (subtype,)
    (white,) = abilities_of("Probe {1}\nCreature — Knight\nProtection from white\n2/2\n")
    assert isinstance(white, ir.KeywordAbility) and white.filter is not None
    assert white.filter.colors == ("W",)


def test_protection_from_the_color_of_your_choice_is_chosen_on_resolution() -> None:
    (spell,) = abilities_of(
        "Probe {W}\nInstant\nTarget creature you control gains protection from the color of "
        "your choice until end of turn.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.GainAbilities)
    assert spell.effect.abilities == (ir.ProtectionFromChosenColor(),)
    assert spell.effect.duration is ir.Duration.END_OF_TURN


def test_cant_be_blocked_by_keeps_the_blockers_filter() -> None:
    (static,) = abilities_of(
        "Probe {2}{G}{G}\nCreature — Horse\nProbe can't be blocked by black creatures.\n5/3\n"
    )
    assert isinstance(static, ir.StaticAbility)
    (restriction,) = static.restrictions
    assert restriction.kind == "cant_be_blocked_by"
    assert restriction.filter is not None and restriction.filter.colors == ("B",)


def test_later_clauses_without_a_subject_share_the_first_ones() -> None:
    _enchant, static = abilities_of(
        "Probe {2}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2, "
        "has first strike, and is a Knight in addition to its other types.\n"
    )
    assert isinstance(static, ir.StaticAbility)
    layers = [e.layer for e in static.effects]
    assert layers == [ir.Layer.PT_MODIFY, ir.Layer.ABILITY, ir.Layer.TYPE]
    assert all(e.affected == static.effects[0].affected for e in static.effects)


def test_all_creatures_able_to_block_do_so() -> None:
    (static,) = abilities_of(
        "Probe {3}{G}\nCreature — Unicorn\nAll creatures able to block Probe do so.\n2/2\n"
    )
    assert isinstance(static, ir.StaticAbility)
    assert [r.kind for r in static.restrictions] == ["must_be_blocked_by_all"]
    (spell,) = abilities_of(
        "Probe {3}{G}{G}\nSorcery\nTarget creature gets +3/+3 until end of turn. All "
        "creatures able to block it this turn do so.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    _pump, lure = spell.effect.steps
    assert isinstance(lure, ir.Restrict) and lure.kind == "must_be_blocked_by_all"
    assert lure.duration is ir.Duration.END_OF_TURN
    assert c001_of(
        "Probe {3}{G}\nCreature — Unicorn\nAll green creatures able to block Probe do so.\n2/2\n"
    )


def test_each_player_casts_only_one_spell_each_turn() -> None:
    (static,) = abilities_of(
        "Probe {2}{W}\nEnchantment\nEach player can't cast more than one spell each turn.\n"
    )
    assert isinstance(static, ir.StaticAbility)
    assert [r.rule for r in static.rules] == ["one_spell_each_turn"]


def test_each_creature_you_control_with_a_quality_is_a_filter_subject() -> None:
    (static,) = abilities_of(
        "Probe {1}{G}{W}{U}\nCreature — Dragon\nEach creature you control with defender can "
        "attack as though it didn't have defender.\n3/5\n"
    )
    assert isinstance(static, ir.StaticAbility)
    (restriction,) = static.restrictions
    assert restriction.affected.filter is not None
    assert restriction.affected.filter.keywords == ("defender",)


def test_no_maximum_hand_size_and_no_plus_one_counters() -> None:
    (_tower, _mana) = abilities_of("Probe\nLand\nYou have no maximum hand size.\n{T}: Add {C}.\n")
    assert isinstance(_tower, ir.StaticAbility)
    assert [r.rule for r in _tower.rules] == ["no_maximum_hand_size"]
    (beetle,) = abilities_of(
        "Probe {1}{B}\nCreature — Insect\nCreatures you don't control can't have +1/+1 "
        "counters put on them.\n1/1\n"
    )
    assert isinstance(beetle, ir.StaticAbility)
    assert [r.kind for r in beetle.restrictions] == ["cant_have_plus_one_counters"]


def test_an_additional_cost_to_cast_is_a_sacrifice_on_the_static_ability() -> None:
    static, _flying = abilities_of(
        "Probe {2}{B}{B}\nCreature — Demon\nAs an additional cost to cast this spell, "
        "sacrifice a creature.\nFlying\n6/6\n"
    )
    assert isinstance(static, ir.StaticAbility) and static.additional_cost is not None
    (sacrifice,) = static.additional_cost.sacrifices
    assert sacrifice.count == 1 and sacrifice.filter is not None
    assert sacrifice.filter.zone is ir.ZoneName.BATTLEFIELD
    # A discard is lowered like an instant's additional cost (compiler/effects.py).
    (masticore,) = abilities_of(
        "Probe {3}\nArtifact Creature — Masticore\nAs an additional cost to cast this spell, "
        "discard a card.\n4/4\n"
    )
    assert isinstance(masticore, ir.StaticAbility) and masticore.additional_cost is not None
    assert masticore.additional_cost.discard == 1 and not masticore.additional_cost.sacrifices


def test_for_each_in_a_static_ability() -> None:
    _enchant, static = abilities_of(
        "Probe {2}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1 "
        "for each Forest you control.\n"
    )
    assert isinstance(static, ir.StaticAbility)
    (pump,) = static.effects
    assert (pump.power, pump.toughness) == (1, 1)
    assert pump.for_each is not None and pump.for_each.subtypes == ("forest",)
    _vigilance, captain = abilities_of(
        "Probe {4}{W}\nCreature — Human Soldier\nVigilance\nProbe enters with a +1/+1 counter "
        "on it for each other creature you control.\n2/2\n"
    )
    assert isinstance(captain, ir.StaticAbility) and captain.enters_with is not None
    assert captain.enters_with.for_each is not None and captain.enters_with.for_each.other
    assert c001_of(
        "Probe {1}\nCreature — Ogre\nProbe has flying for each Forest you control.\n2/2\n"
    ) == ["the rules runtime cannot execute this yet: 'for each' on 'has flying'"]


def test_its_activated_abilities_cant_be_activated_unless_mana_abilities() -> None:
    _enchant, static = abilities_of(
        "Probe {3}{W}\nEnchantment — Aura\nEnchant permanent\nEnchanted permanent can't attack "
        "or block, and its activated abilities can't be activated unless they're mana "
        "abilities.\n"
    )
    assert isinstance(static, ir.StaticAbility)
    kinds = [r.kind for r in static.restrictions]
    assert kinds == ["cant_attack", "cant_block", "cant_activate_non_mana"]
    # without "unless they're mana abilities", mana abilities are included (CR 602.5, 605.1a)
    _enchant, static = abilities_of(
        "Probe {3}{W}\nEnchantment — Aura\nEnchant permanent\nEnchanted permanent can't attack "
        "or block, and its activated abilities can't be activated.\n"
    )
    assert isinstance(static, ir.StaticAbility)
    kinds = [r.kind for r in static.restrictions]
    assert kinds == ["cant_attack", "cant_block", "cant_activate"]


def test_can_block_only_keeps_the_attackers_filter() -> None:
    _flying, static = abilities_of(
        "Probe {1}{U}\nCreature — Spirit\nFlying\nProbe can block only creatures with "
        "flying.\n2/2\n"
    )
    assert isinstance(static, ir.StaticAbility)
    (restriction,) = static.restrictions
    assert restriction.kind == "can_block_only"
    assert restriction.filter is not None and restriction.filter.keywords == ("flying",)


def test_cant_attack_unless_is_a_restriction_lifted_by_a_condition() -> None:
    _flying, static = abilities_of(
        "Probe {2}{R}\nCreature — Dragon\nFlying\nProbe can't attack unless you control four "
        "or more artifacts.\n5/4\n"
    )
    assert isinstance(static, ir.StaticAbility)
    (restriction,) = static.restrictions
    assert restriction.kind == "cant_attack"
    assert isinstance(restriction.unless, ir.ObjectCount)
    assert restriction.unless.count == ir.Count(ir.Relation.AT_LEAST, 4)
