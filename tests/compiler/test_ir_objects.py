"""Object families lowered to the IR for issue 9 (:mod:`karlov.compiler.objects`): counts,
filter words, player and zone phrases. Their behaviour is played in
tests/scenarios/corpus_objects."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of


def _creature(line: str) -> str:
    return f"Probe {{1}}\nCreature — Human\n{line}\n2/2\n"


# ---- "another" ---------------------------------------------------------------------------


def test_another_target_is_one_target_other_than_the_source() -> None:
    (activated,) = abilities_of(
        _creature("{T}: Another target creature gains flying until end of turn.")
    )
    assert isinstance(activated, ir.ActivatedAbility)
    (spec,) = activated.targets
    assert (spec.minimum, spec.maximum) == (1, 1)
    assert spec.filter is not None and spec.filter.other
    assert spec.description == "another target creature"


def test_sacrifice_another_creature_as_a_cost() -> None:
    (activated,) = abilities_of(_creature("{1}, Sacrifice another creature: Draw a card."))
    assert isinstance(activated, ir.ActivatedAbility)
    (sacrificed,) = activated.cost.sacrifices
    assert sacrificed.count == 1 and sacrificed.filter is not None and sacrificed.filter.other
    assert sacrificed.description == "another creature"


def test_another_in_a_condition_is_one_or_more_others() -> None:
    (triggered,) = abilities_of(
        _creature(
            "When Probe enters, if you control another creature with power 4 or greater, "
            "draw a card."
        )
    )
    test = triggered.intervening_if
    assert isinstance(test, ir.ObjectCount)
    assert test.count == ir.Count(ir.Relation.AT_LEAST, 1)
    assert test.filter.other and test.filter.power_at_least == 4


def test_another_chosen_object_is_other_than_the_source() -> None:
    (triggered,) = abilities_of(
        _creature("When Probe enters, return another creature you control to its owner's hand.")
    )
    chosen = triggered.effect.objects
    assert isinstance(chosen, ir.ChosenObjects) and chosen.filter.other
    assert chosen.count == ir.Count(ir.Relation.EXACTLY, 1)


def test_another_after_an_object_named_before_it_is_refused() -> None:
    """ "then return another creature card": other than the first card, not than the source
    (the filter's ``other`` would say less), so it is reported."""
    refused = c001_of(
        "Probe {3}{B}\nSorcery\nReturn a creature card from your graveyard to the battlefield, "
        "then return another creature card from your graveyard to your hand.\n"
    )
    assert any("'another' after an object named before it" in m for m in refused)


# ---- filter words -------------------------------------------------------------------------


def _target_filter(text: str) -> ir.ObjectFilter:
    (ability,) = abilities_of(text)
    (spec,) = ability.targets
    assert spec.filter is not None
    return spec.filter


def _instant(line: str) -> str:
    return f"Probe {{1}}{{B}}\nInstant\n{line}\n"


def test_power_and_mana_value_bounds() -> None:
    assert (
        _target_filter(_instant("Destroy target creature with power 2 or less.")).power_at_most == 2
    )
    at_most = _target_filter(_instant("Destroy target creature with mana value 3 or less."))
    assert (at_most.mana_value_at_least, at_most.mana_value_at_most) == (None, 3)
    at_least = _target_filter(_instant("Destroy target creature with mana value 6 or greater."))
    assert (at_least.mana_value_at_least, at_least.mana_value_at_most) == (6, None)
    exactly = _target_filter(_instant("Exile target permanent with mana value 1."))
    assert (exactly.mana_value_at_least, exactly.mana_value_at_most) == (1, 1)


def test_a_mana_value_bound_on_a_spell_is_a_filter_of_spells() -> None:
    """On the stack X counts as the value chosen for it (CR 202.3e): the runtime's
    characteristics of a spell count it, so the bound is lowered as written."""
    text = _creature("Whenever you cast a spell with mana value 5 or greater, draw a card.")
    assert c001_of(text) == []
    (triggered,) = abilities_of(text)
    spells = triggered.trigger.subject
    assert spells.zone is ir.ZoneName.STACK and spells.mana_value_at_least == 5


def test_without_a_keyword_nontoken_and_named_self() -> None:
    assert _target_filter(
        _instant("Destroy target creature without flying.")
    ).excluded_keywords == ("flying",)
    (triggered,) = abilities_of(
        _creature("Whenever a nontoken creature you control dies, you gain 1 life.")
    )
    assert triggered.trigger.subject.tokens is False
    (activated,) = abilities_of(
        "Pack Probe {1}\nCreature — Dog\n{1}: Each creature you control named Pack Probe gets "
        "+1/+0 until end of turn.\n2/2\n"
    )
    assert activated.effect.objects.filter.named == "Pack Probe"


def test_colorless_and_that_is_one_of_two_colors() -> None:
    assert _target_filter(_instant("Exile target colorless creature.")).colorless
    either = _target_filter(_instant("Destroy target creature that's green or white."))
    assert either.colors_any_of == ("G", "W") and not either.colors


def test_a_colorless_token_has_no_color() -> None:
    (triggered,) = abilities_of(
        _creature(
            "When Probe enters, create a 1/1 colorless Thopter artifact creature token with flying."
        )
    )
    token = triggered.effect.token
    assert token.characteristics is not None and token.characteristics.colors == ()


def test_colorless_and_color_bounds_match_as_the_rules_say() -> None:
    """CR 105.2c: a colorless object has no color; "that's green or white" is either."""
    from karlov.runtime.filters import Matcher
    from karlov.runtime.mana import ManaCost
    from karlov.runtime.objects import Characteristics

    def chars(colors: set[str], cost: str) -> Characteristics:
        return Characteristics(
            "x", ManaCost.parse(cost), colors, {"creature"}, set(), set(), 2, 2, []
        )

    colorless = Matcher(ir.ObjectFilter("colorless creature", colorless=True))
    assert colorless.chars_ok(chars(set(), "{2}")) and not colorless.chars_ok(chars({"G"}, "{G}"))
    either = Matcher(ir.ObjectFilter("green or white", colors_any_of=("G", "W")))
    assert either.chars_ok(chars({"G", "R"}, "{R}{G}")) and not either.chars_ok(chars({"R"}, "{R}"))
    cheap = Matcher(ir.ObjectFilter("mv <= 3", mana_value_at_most=3, power_at_most=2))
    assert cheap.chars_ok(chars(set(), "{1}{G}{G}")) and not cheap.chars_ok(chars(set(), "{4}"))


# ---- destinations ----------------------------------------------------------------------


def test_onto_the_battlefield_tapped() -> None:
    (activated,) = abilities_of(
        "Probe Wilds\nLand\n{T}, Sacrifice Probe Wilds: Search your library for a basic land "
        "card, put it onto the battlefield tapped, then shuffle.\n"
    )
    search, put, _shuffle = activated.effect.steps
    assert put.verb is ir.Verb.MOVE and put.zone is ir.ZoneName.BATTLEFIELD and put.tapped
    assert put.objects == ir.Mentioned(search.remember)


def test_on_top_or_bottom_of_its_owners_library() -> None:
    (top,) = abilities_of(
        "Probe {4}{U}\nInstant\nPut target nonland permanent on top of its owner's library.\n"
    )
    assert top.effect.zone is ir.ZoneName.LIBRARY and top.effect.position == "top"
    (bottom,) = abilities_of(
        "Probe {1}{W}\nSorcery\nPut target creature on the bottom of its owner's library.\n"
    )
    assert bottom.effect.position == "bottom"


def test_a_card_put_on_your_library_goes_to_its_owners() -> None:
    """CR 400.3: an object that would go to a library other than its owner's goes to its
    owner's; the runtime's move puts it there, so "your library" plays (session 53)."""
    assert c001_of("Probe {4}{U}\nInstant\nPut target creature on top of your library.\n") == []


# ---- "from among them", "the rest" ---------------------------------------------------------

LOOK = (
    "Probe {{3}}{{G}}\nSorcery\nLook at the top four cards of your library. You may reveal a "
    "creature card from among them and put it into your hand. Put the rest on the bottom of "
    "your library {order}.\n"
)


def test_from_among_them_is_among_the_cards_looked_at() -> None:
    (spell,) = abilities_of(LOOK.format(order="in a random order"))
    look, may, rest = spell.effect.steps
    assert look.verb is ir.Verb.LOOK_AT and look.remember
    reveal, _put = may.effect.steps
    chosen = reveal.objects
    assert isinstance(chosen, ir.ChosenObjects) and chosen.filter.among == look.remember
    assert chosen.filter.zone is ir.ZoneName.LIBRARY and chosen.filter.zone_owner is ir.Whose.YOU
    # "the rest": the cards looked at but the one chosen from among them (CR 608.2c)
    assert rest.objects == ir.Remaining(look.remember, chosen.key)
    assert (rest.zone, rest.position, rest.order) == (ir.ZoneName.LIBRARY, "bottom", "random")


def test_the_rest_in_any_order_is_arranged_by_you() -> None:
    """CR 401.4: the cards you looked at are yours, and you arrange them (no ``order``)."""
    (spell,) = abilities_of(LOOK.format(order="in any order"))
    _look, _may, rest = spell.effect.steps
    assert (rest.zone, rest.position, rest.order) == (ir.ZoneName.LIBRARY, "bottom", None)


def test_several_owners_cards_in_any_order_are_refused() -> None:
    """CR 401.4: each owner arranges their own cards, which the runtime doesn't split."""
    refused = c001_of(
        "Probe {2}{U}\nSorcery\nPut two target creatures on top of their owners' libraries in "
        "any order.\n"
    )
    assert any("in any order" in m for m in refused), refused


def test_from_among_them_with_nothing_looked_at_is_refused() -> None:
    refused = c001_of(
        "Probe {1}\nSorcery\nYou may reveal a creature card from among them and put it into "
        "your hand.\n"
    )
    assert any("'from among them' of cards not looked at" in m for m in refused)


# ---- returning from a graveyard tapped ------------------------------------------------------


def test_return_from_your_graveyard_to_the_battlefield_tapped() -> None:
    (activated,) = abilities_of(
        _creature("{1}{B}: Return Probe from your graveyard to the battlefield tapped.")
    )
    move = activated.effect
    assert (move.verb, move.from_zone, move.zone, move.tapped) == (
        ir.Verb.MOVE,
        ir.ZoneName.GRAVEYARD,
        ir.ZoneName.BATTLEFIELD,
        True,
    )
    assert activated.zones == (ir.ZoneName.GRAVEYARD,)  # CR 113.6m


def test_a_target_card_returned_tapped_is_chosen_in_your_graveyard() -> None:
    (activated,) = abilities_of(
        _creature(
            "{5}{B}{B}: Return target creature card from your graveyard to the battlefield tapped."
        )
    )
    (spec,) = activated.targets
    assert spec.filter.zone is ir.ZoneName.GRAVEYARD and spec.filter.zone_owner is ir.Whose.YOU
    assert activated.effect.tapped


def test_a_trigger_returning_its_source_from_the_graveyard_triggers_there() -> None:
    """It functions only in the graveyard (CR 113.6m): its zones say so."""
    (triggered,) = [
        a
        for a in abilities_of(
            _creature(
                "At the beginning of your end step, return Probe from your graveyard to the "
                "battlefield tapped."
            )
        )
        if isinstance(a, ir.TriggeredAbility)
    ]
    assert triggered.zones == (ir.ZoneName.GRAVEYARD,)


def test_a_dies_trigger_returning_its_source_from_the_graveyard_is_refused() -> None:
    """Its trigger puts it there (CR 113.6m's exception): not played from the graveyard."""
    refused = c001_of(
        _creature("When Probe dies, return Probe from your graveyard to the battlefield.")
    )
    assert any("CR 113.6m" in m for m in refused)


# ---- zones of other players ------------------------------------------------------------------


def test_exile_target_players_graveyard_is_every_card_they_own_there() -> None:
    (activated,) = abilities_of(
        "Probe {0}\nArtifact\n{T}, Sacrifice Probe: Exile target player's graveyard.\n"
    )
    (spec,) = activated.targets
    assert not spec.objects and spec.players is ir.Whose.ANY
    everything = activated.effect.objects
    assert isinstance(everything, ir.AllObjects)
    assert everything.filter.zone is ir.ZoneName.GRAVEYARD
    assert everything.filter.owner == ir.Players("target", target_index=0)


def test_a_target_from_a_graveyard_is_chosen_in_any_graveyard() -> None:
    (activated,) = abilities_of(_creature("{2}: Exile target card from a graveyard."))
    (spec,) = activated.targets
    assert spec.filter.zone is ir.ZoneName.GRAVEYARD and spec.filter.zone_owner is ir.Whose.ANY


def test_a_zone_of_a_player_other_than_the_ones_read_is_refused() -> None:
    """ "target player's graveyard" as a filter's zone was once read as yours."""
    refused = c001_of(
        _creature("{2}: Return target creature card in target player's graveyard to your hand.")
    )
    # (a target described by the player target, chosen together: session 39)
    assert any("a target described by another target or mention" in m for m in refused)


# ---- players ---------------------------------------------------------------------------------


def test_its_controller_after_exiling_a_target_is_that_targets_controller() -> None:
    (spell,) = abilities_of(
        "Probe {1}{W}\nInstant\nExile target creature. Its controller creates a 1/1 white "
        "Soldier creature token.\n"
    )
    _exile, create = spell.effect.steps
    assert create.verb is ir.Verb.CREATE
    assert create.players == ir.Players("controller", of=ir.TargetObjects(0))


def test_your_opponents_are_each_opponent() -> None:
    (spell,) = abilities_of(
        "Probe {2}{U}\nInstant\nCreatures your opponents control get -2/-0 until end of turn.\n"
    )
    assert spell.effect.objects.filter.controller == ir.Players("each_opponent")


def test_target_player_or_planeswalker_is_one_target_of_either() -> None:
    (spell,) = abilities_of(
        "Probe {4}{R}\nSorcery\nProbe deals 5 damage to target player or planeswalker.\n"
    )
    (spec,) = spell.targets
    assert (spec.minimum, spec.maximum, spec.players) == (1, 1, ir.Whose.ANY)
    assert spec.filter is not None and spec.filter.types == (ir.TypeTest(("planeswalker",)),)
    (activated,) = abilities_of(
        _creature("{T}: Probe deals 2 damage to target opponent or planeswalker.")
    )
    (opponent,) = activated.targets
    assert opponent.players is ir.Whose.OPPONENT


def test_each_of_up_to_two_other_targets() -> None:
    (triggered,) = abilities_of(
        _creature(
            "When Probe enters, put a +1/+1 counter on each of up to two other target "
            "creatures you control."
        )
    )
    (spec,) = triggered.targets
    assert (spec.minimum, spec.maximum) == (0, 2)
    assert spec.filter.other and spec.filter.controller == ir.Players("you")
    assert triggered.effect.objects == ir.TargetObjects(0)


def test_defending_player_of_an_attack_trigger() -> None:
    (triggered,) = abilities_of(
        _creature("Whenever Probe attacks, tap target creature defending player controls.")
    )
    (spec,) = triggered.targets
    assert spec.filter.controller == ir.Players("defending_player")
    # another creature's attack: the defending player is the one that creature attacks
    # (CR 508.5, 508.5a)
    (triggered,) = abilities_of(
        _creature(
            "Whenever a creature you control attacks, tap target creature defending player "
            "controls."
        )
    )
    (spec,) = triggered.targets
    assert spec.filter.controller == ir.Players("defending_player", of=ir.EventObject())
    # as it enters no creature attacks: no defending player (CR 506.2)
    refused = c001_of(
        _creature("When Probe enters, tap target creature defending player controls.")
    )
    assert any("'defending player'" in m for m in refused)


def test_permanent_card_and_permanents_you_dont_own() -> None:
    (spell,) = abilities_of(
        "Probe {2}{G}\nInstant\nReturn target permanent card from your graveyard to your hand.\n"
    )
    (spec,) = spell.targets
    assert set(spec.filter.types[0].any_of) == {
        "artifact",
        "battle",
        "creature",
        "enchantment",
        "land",
        "planeswalker",
    }
    assert spec.filter.tokens is False and spec.filter.zone is ir.ZoneName.GRAVEYARD
    (triggered,) = abilities_of(
        _creature(
            "At the beginning of your end step, if you control three or more permanents you "
            "don't own, draw a card."
        )
    )
    assert triggered.intervening_if.filter.not_owner == ir.Players("you")


def test_that_permanent_names_a_target_of_permanent_types() -> None:
    (spell,) = abilities_of(
        "Probe {2}{R}\nInstant\nPut a +1/+1 counter on target creature or planeswalker. That "
        "permanent gains flying until end of turn.\n"
    )
    _counter, gains = spell.effect.steps
    assert gains.objects == ir.TargetObjects(0)


def test_a_spell_that_targets() -> None:
    (triggered,) = abilities_of(
        _creature("Whenever you cast a spell that targets Probe, draw a card.")
    )
    assert triggered.trigger.subject.targeting_source
    (triggered,) = abilities_of(
        _creature(
            "Whenever you cast an Aura spell that targets a creature you control, draw a card."
        )
    )
    spells = triggered.trigger.subject
    assert spells.subtypes == ("aura",) and spells.zone is ir.ZoneName.STACK
    assert spells.targeting is not None and spells.targeting.controller == ir.Players("you")


def test_non_subtype_multicolored_and_with_a_counter() -> None:
    assert _target_filter(_instant("Destroy target non-Spirit creature.")).excluded_subtypes == (
        "spirit",
    )
    assert _target_filter(_instant("Destroy target multicolored creature.")).multicolored
    countered = _target_filter(_instant("Destroy target creature with a +1/+1 counter on it."))
    assert countered.with_counter == "+1/+1"


def test_a_time_on_an_instruction_is_reported_not_dropped() -> None:
    """ "draw a card for as long as you control Probe" names a time the compiler doesn't
    lower; doing it now would mean other than it says."""
    refused = c001_of(_creature("When Probe enters, draw a card for as long as you control Probe."))
    assert any("'for as long as you control Probe' on an instruction" in m for m in refused)


def test_damage_to_what_the_source_is_attacking() -> None:
    (triggered,) = abilities_of(
        _creature(
            "Whenever Probe attacks, it deals 1 damage to the player or planeswalker it's "
            "attacking."
        )
    )
    assert isinstance(triggered.effect.recipients, ir.AttackedBySource)
    assert triggered.effect.recipient_players is None


def test_becomes_the_target_of_a_spell_or_ability_an_opponent_controls() -> None:
    (triggered,) = abilities_of(
        _creature(
            "Whenever Probe becomes the target of a spell or ability an opponent controls, "
            "draw a card."
        )
    )
    assert triggered.trigger == ir.EventTrigger("becomes_target", by=ir.Whose.OPPONENT)


def test_a_land_another_player_puts_onto_the_battlefield_is_theirs() -> None:
    """CR 110.2a: "Its controller may search ..., put that card onto the battlefield" — the
    player who puts it controls it (Path to Exile); several players doing so is refused."""
    (spell,) = abilities_of(
        "Probe {W}\nInstant\nExile target creature. Its controller may search their library "
        "for a basic land card, put that card onto the battlefield tapped, then shuffle.\n"
    )
    may = spell.effect.steps[1]  # type: ignore[union-attr]
    assert isinstance(may, ir.MayDo)
    _search, move, _shuffle = may.effect.steps  # type: ignore[union-attr]
    assert move.verb is ir.Verb.MOVE and move.players is not None
    assert move.players.who == "controller"
    assert c001_of(
        "Probe {G}\nSorcery\nEach player may search their library for a basic land card, put it "
        "onto the battlefield tapped, then shuffle.\n"
    ) == [
        "the rules runtime cannot execute this yet: several players putting cards onto the "
        "battlefield"
    ]
