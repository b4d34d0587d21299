"""Subtype and color lists in filters (CR 205.3, 105.2), counters of any kind (CR 122.1) and
cast triggers of any player (CR 603.2), lowered to the IR. Their behaviour is played in
tests/scenarios/filters_counters_casts."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of


def _instant(line: str) -> str:
    return f"Probe {{1}}{{B}}\nInstant\n{line}\n"


def _creature(line: str) -> str:
    return f"Probe {{1}}\nCreature — Human\n{line}\n2/2\n"


def _target_filter(text: str) -> ir.ObjectFilter:
    (ability,) = abilities_of(text)
    (spec,) = ability.targets
    assert spec.filter is not None
    return spec.filter


# ---- subtype lists ---------------------------------------------------------------------------


def test_a_subtype_list_is_any_of_its_subtypes() -> None:
    either = _target_filter(_instant("Destroy target Scarecrow or Plains."))
    assert either.subtypes_any_of == ("scarecrow", "plains") and not either.subtypes


def test_a_spell_subtype_in_a_list_with_a_creature_type() -> None:
    (triggered,) = abilities_of(
        _creature("Whenever you cast a Spirit or Arcane spell, you gain 1 life.")
    )
    spell = triggered.trigger.subject
    assert spell.subtypes_any_of == ("spirit", "arcane")
    assert spell.zone is ir.ZoneName.STACK


def test_a_supertype_before_a_subtype_list_applies_to_each() -> None:
    (triggered,) = abilities_of(
        _creature(
            "When Probe enters, search your library for a basic Forest or Island card, put it "
            "onto the battlefield, then shuffle."
        )
    )
    searched = triggered.effect.steps[0].filter
    assert searched.supertypes == ("basic",)
    assert searched.subtypes_any_of == ("forest", "island")


def test_a_keyword_after_a_subtype_list_has_an_open_scope() -> None:
    assert c001_of(_instant("Destroy target Aura or Equipment with flying.")) == [
        "the rules runtime cannot execute this yet: the scope of a qualifier over a list of "
        "subtypes (each of them, or the last?)"
    ]


def test_subtype_lists_match_as_the_rules_say() -> None:
    """CR 205.3: an object with either subtype; one with neither is not matched."""
    from karlov.runtime.filters import Matcher
    from karlov.runtime.mana import ManaCost
    from karlov.runtime.objects import Characteristics

    def chars(subtypes: set[str]) -> Characteristics:
        return Characteristics("x", ManaCost.parse(""), set(), {"land"}, subtypes, set(), 0, 0, [])

    either = Matcher(ir.ObjectFilter("Mountain or Plains", subtypes_any_of=("mountain", "plains")))
    assert either.chars_ok(chars({"plains"})) and either.chars_ok(chars({"mountain", "forest"}))
    assert not either.chars_ok(chars({"forest"}))


# ---- color lists -----------------------------------------------------------------------------


def test_a_color_list_joined_by_or_is_any_of_its_colors() -> None:
    either = _target_filter(_instant("Destroy target blue, black, or red creature."))
    assert either.colors_any_of == ("U", "B", "R") and not either.colors


def test_a_color_list_joined_by_and_or_is_any_of_its_colors() -> None:
    (spell,) = abilities_of(_instant("Probe deals 1 damage to each white and/or blue creature."))
    assert spell.effect.recipients.filter.colors_any_of == ("W", "U")


def test_a_color_list_joined_by_and_is_refused() -> None:
    assert c001_of(_instant("Destroy each white and blue creature.")) == [
        "the rules runtime cannot execute this yet: the colors 'white and blue'"
    ]


# ---- counters of any kind ----------------------------------------------------------------------


def test_a_named_counter_is_put_by_its_name() -> None:
    (activated,) = abilities_of(_creature("{T}: Put a charge counter on target artifact."))
    assert activated.effect.verb is ir.Verb.PUT_COUNTERS and activated.effect.counter == "charge"


def test_a_filter_with_a_named_counter_on_it() -> None:
    (activated,) = abilities_of(
        _creature("Sacrifice a land with a trap counter on it: You gain 3 life.")
    )
    (sacrificed,) = activated.cost.sacrifices
    assert sacrificed.filter is not None and sacrificed.filter.with_counter == "trap"


def test_counters_with_a_rules_meaning_the_runtime_lacks_are_refused() -> None:
    """Shield and stun (CR 122.1c-d) and lore (CR 714.2) counters, which the runtime would
    read as markers; a +1/+2 counter changes power and toughness like a +1/+1 counter (CR
    122.1a, session 39)."""
    for kind in ("shield", "stun", "lore"):
        assert c001_of(_creature(f"{{T}}: Put a {kind} counter on target permanent.")) == [
            f"the rules runtime cannot execute this yet: {kind} counters (their rules meaning, "
            "CR 122.1)"
        ]
    assert c001_of(_creature("{T}: Put a +1/+2 counter on target creature.")) == []


# ---- "Whenever a player / an opponent casts ..." ---------------------------------------------


def test_an_opponent_casts_a_creature_spell() -> None:
    (triggered,) = abilities_of(
        _creature(
            "Whenever an opponent casts a creature spell, Probe deals 1 damage to that player."
        )
    )
    trigger = triggered.trigger
    assert trigger.event == "cast" and trigger.by is ir.Whose.OPPONENT
    assert trigger.subject.zone is ir.ZoneName.STACK
    assert triggered.effect.recipient_players == ir.Players(
        "that_player", span=triggered.effect.recipient_players.span
    )


def test_a_player_casts_a_colored_spell() -> None:
    (triggered,) = abilities_of(
        _creature(
            "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life."
        )
    )
    assert triggered.trigger.by is ir.Whose.ANY
    assert triggered.trigger.subject.colors == ("W",)
