"""'... unless you return [permanents you control] to their owner's hand' (CR 118.12a)."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of

ATOLL = (
    "Atoll\nLand\nWhen Atoll enters, sacrifice it unless you return {what} to its owner's "
    "hand.\n{{T}}: Add {{C}}{{U}}.\n"
)


def test_return_an_untapped_island_you_control_is_the_cost_that_stops_it() -> None:
    trigger, _mana = abilities_of(ATOLL.format(what="an untapped Island you control"))
    unless = trigger.effect
    assert isinstance(unless, ir.UnlessPays) and unless.players.who == "you"
    (returned,) = unless.cost.return_to_hand
    assert (returned.count, returned.description) == (1, "an untapped Island you control")
    assert returned.filter.subtypes == ("island",) and returned.filter.tapped is False
    assert unless.effect.verb is ir.Verb.SACRIFICE


def test_returning_a_permanent_that_may_be_another_players_is_refused() -> None:
    assert c001_of(ATOLL.format(what="an enchantment")) == [
        "the rules runtime cannot execute this yet: returning other than permanents you control"
    ]
