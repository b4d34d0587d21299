"""Session 44 (parse44h) as the compiler states it: "Reveal any number of red cards in your
hand" is a reveal of cards you choose in your own hand, zero or more (CR 701.20a, 608.2d:
:class:`~karlov.ir.ChosenObjects` of at most any number), and "revealed this way" after it
names those cards where they are, in your hand (CR 608.2c); "one or more target creatures"
is a target of at least one and no most (CR 115.1d)."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of


def test_reveal_any_number_chooses_cards_of_your_hand() -> None:
    (spell,) = abilities_of(
        "Scent of Jasmine {W}\nInstant\nReveal any number of white cards in your hand. You "
        "gain 2 life for each card revealed this way.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    reveal, gain = spell.effect.steps
    assert isinstance(reveal, ir.Action) and reveal.verb is ir.Verb.REVEAL
    chosen = reveal.objects
    assert isinstance(chosen, ir.ChosenObjects)
    assert chosen.count.relation is ir.Relation.AT_MOST and chosen.count.value > 1000
    assert chosen.chooser.who == "you"
    assert chosen.filter.zone is ir.ZoneName.HAND and chosen.filter.zone_owner is ir.Whose.YOU
    assert chosen.filter.colors == ("W",)
    assert reveal.remember == chosen.key
    assert isinstance(gain, ir.Action) and gain.verb is ir.Verb.GAIN_LIFE


def _walk(value: object):  # every IR value inside ``value``
    yield value
    if hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:  # type: ignore[attr-defined]
            yield from _walk(getattr(value, name))
    elif isinstance(value, tuple):
        for item in value:
            yield from _walk(item)


def test_the_number_of_cards_revealed_this_way_counts_them_in_your_hand() -> None:
    (spell,) = abilities_of(
        "Scent of Cinder {1}{R}\nSorcery\nReveal any number of red cards in your hand. Scent "
        "of Cinder deals X damage to any target, where X is the number of cards revealed this "
        "way.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Sequence)
    reveal = spell.effect.steps[0]
    assert isinstance(reveal, ir.Action) and isinstance(reveal.objects, ir.ChosenObjects)
    counted = [v for v in _walk(spell.effect.steps[1]) if isinstance(v, ir.NumberOf)]
    assert len(counted) == 1
    filt = counted[0].filter
    assert filt.among == reveal.objects.key
    assert filt.zone is ir.ZoneName.HAND and filt.zone_owner is ir.Whose.YOU


def test_revealing_from_elsewhere_than_your_hand_is_refused() -> None:
    (message,) = c001_of(
        "Probe {1}\nSorcery\nReveal any number of creature cards in your graveyard. Draw a card.\n"
    )
    assert "elsewhere than your hand" in message


def test_one_or_more_targets_is_at_least_one_with_no_most() -> None:
    (spell,) = abilities_of(
        "Dwarven Song {R}\nInstant\nOne or more target creatures become red until end of turn.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    (target,) = spell.targets
    assert target.minimum == 1 and target.maximum is None


def test_the_number_of_cards_revealed_from_a_library_is_refused() -> None:
    """Madcap Experiment counts every card revealed, the artifact put onto the battlefield
    too (CR 608.2c); counting the revealed cards still in the library would miss it."""
    messages = c001_of(
        "Madcap Experiment {3}{R}\nSorcery\nReveal cards from the top of your library until you "
        "reveal an artifact card. Put that card onto the battlefield and the rest on the bottom "
        "of your library in a random order. Madcap Experiment deals damage to you equal to the "
        "number of cards revealed this way.\n"
    )
    assert messages == [
        "the rules runtime cannot execute this yet: 'the number of cards revealed this way' "
        "of cards revealed from a library"
    ]
