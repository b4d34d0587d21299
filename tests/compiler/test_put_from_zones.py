"""Putting cards from a zone other than your hand (:meth:`EffectCompiler._put_from_zone`):
a target in a graveyard is chosen there (CR 115.1), a card goes to its owner's library on top
or on the bottom (CR 400.3, 401.4), and onto the battlefield under the control of the player
who puts it there (CR 110.2)."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of

PREFIX = "the rules runtime cannot execute this yet: "


def _spell(line: str) -> str:
    return f"Probe {{1}}{{B}}\nSorcery\n{line}\n"


def _effect(line: str) -> ir.Effect:
    (ability,) = abilities_of(_spell(line))
    assert isinstance(ability, ir.SpellAbility)
    return ability.effect


def test_a_target_from_your_graveyard_goes_on_top_of_your_library() -> None:
    (ability,) = abilities_of(
        _spell("Put target artifact card from your graveyard on top of your library.")
    )
    assert isinstance(ability, ir.SpellAbility)
    (spec,) = ability.targets
    assert spec.filter is not None
    assert (spec.filter.zone, spec.filter.zone_owner) == (ir.ZoneName.GRAVEYARD, ir.Whose.YOU)
    effect = ability.effect
    assert isinstance(effect, ir.Action)
    assert (effect.verb, effect.from_zone, effect.zone, effect.position) == (
        ir.Verb.MOVE,
        ir.ZoneName.GRAVEYARD,
        ir.ZoneName.LIBRARY,
        "top",
    )


def test_a_target_from_any_graveyard_goes_to_its_owners_library() -> None:
    effect = _effect("Put target card from a graveyard on the bottom of its owner's library.")
    assert isinstance(effect, ir.Action) and effect.position == "bottom"


def test_a_card_from_any_graveyard_put_on_your_library_goes_to_its_owners() -> None:
    """It goes to its owner's library (CR 400.3), as the runtime's move puts it (session 53)."""
    assert c001_of(_spell("Put target card from a graveyard on top of your library.")) == []


def test_a_creature_card_from_your_hand_onto_the_battlefield_is_chosen_on_resolution() -> None:
    effect = _effect("You may put a creature card from your hand onto the battlefield.")
    assert isinstance(effect, ir.MayDo)
    action = effect.effect
    assert isinstance(action, ir.Action) and isinstance(action.objects, ir.ChosenObjects)
    assert action.objects.filter.zone == ir.ZoneName.HAND
    assert (action.from_zone, action.zone) == (ir.ZoneName.HAND, ir.ZoneName.BATTLEFIELD)


def test_another_player_putting_cards_is_refused() -> None:
    line = "Each player may put a creature card from their hand onto the battlefield."
    assert c001_of(_spell(line)) != []


def test_the_top_or_bottom_chosen_by_the_owner_is_refused() -> None:
    line = "Put target card from a graveyard on the top or bottom of its owner's library."
    assert c001_of(_spell(line)) == [PREFIX + "this destination"]
